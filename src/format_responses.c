/*
 * format_responses.c - OpenAI Responses API items and the Python Agents
 * SDK sessions that store them (FORMATS.md 2).
 *
 * An item is one Responses input item.  Paired kinds link by call_id and
 * pair only within their own namespace, after the SDK's call -> output type
 * map: function_call -> function_call_output ("function"), custom_tool_call
 * ("custom"), computer_call ("computer"), shell_call ("shell"),
 * apply_patch_call ("apply_patch"), local_shell_call ("local_shell"),
 * tool_search_call -> tool_search_output ("tool_search"), program
 * -> program_output ("program").  Two links differ: local_shell_call_output
 * names its call with "id" (call_id is used when present), and
 * mcp_approval_response answers mcp_approval_request.id through
 * approval_request_id ("mcp_approval").  Hosted calls (web and file search,
 * code interpreter, image generation, mcp_call, mcp_list_tools) carry their
 * own result and are ignored, as is a tool search the server ran or one
 * without a call_id: they and the items of other types are EV_NOTE.  A
 * reasoning item is EV_REASONING (its summary the text) and a compaction
 * item EV_BOUNDARY.  A result's status, when it has one, says whether it
 * failed.
 *
 * The item mapper is shared: agents-js delegates what it has in common with
 * this format, and codex maps its response_item payloads with it.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

enum rkind {
	RK_MESSAGE,
	RK_REASONING,
	RK_CALL,
	RK_RESULT,
	RK_BOUNDARY,
	RK_IGNORE
};

/* Where a call's or result's id lives. */
enum rid {
	RID_CALL_ID,		/* call_id */
	RID_ID,			/* id (mcp_approval_request) */
	RID_APPROVAL,		/* approval_request_id */
	RID_SHELL_OUTPUT	/* call_id if present, else id */
};

/* Where a call's arguments live. */
enum rargs {
	RA_NONE,
	RA_ARGUMENTS,
	RA_INPUT,
	RA_ACTION,		/* action, else actions (batched computer use) */
	RA_OPERATION,
	RA_CODE
};

struct rtype {
	const char	*type;
	enum rkind	 kind;
	const char	*ns;
	enum rid	 id;
	enum rargs	 args;
};

/* Every item type this format knows; anything else is ignored. */
static const struct rtype rtypes[] = {
	{ "message", RK_MESSAGE, NULL, RID_CALL_ID, RA_NONE },
	{ "function_call", RK_CALL, "function", RID_CALL_ID, RA_ARGUMENTS },
	{ "function_call_output", RK_RESULT, "function", RID_CALL_ID, RA_NONE },
	{ "reasoning", RK_REASONING, NULL, RID_CALL_ID, RA_NONE },
	{ "custom_tool_call", RK_CALL, "custom", RID_CALL_ID, RA_INPUT },
	{ "custom_tool_call_output", RK_RESULT, "custom", RID_CALL_ID, RA_NONE },
	{ "computer_call", RK_CALL, "computer", RID_CALL_ID, RA_ACTION },
	{ "computer_call_output", RK_RESULT, "computer", RID_CALL_ID, RA_NONE },
	{ "shell_call", RK_CALL, "shell", RID_CALL_ID, RA_ACTION },
	{ "shell_call_output", RK_RESULT, "shell", RID_CALL_ID, RA_NONE },
	{ "apply_patch_call", RK_CALL, "apply_patch", RID_CALL_ID, RA_OPERATION },
	{ "apply_patch_call_output", RK_RESULT, "apply_patch", RID_CALL_ID,
	    RA_NONE },
	{ "local_shell_call", RK_CALL, "local_shell", RID_CALL_ID, RA_ACTION },
	{ "local_shell_call_output", RK_RESULT, "local_shell", RID_SHELL_OUTPUT,
	    RA_NONE },
	{ "tool_search_call", RK_CALL, "tool_search", RID_CALL_ID, RA_ARGUMENTS },
	{ "tool_search_output", RK_RESULT, "tool_search", RID_CALL_ID, RA_NONE },
	{ "program", RK_CALL, "program", RID_CALL_ID, RA_CODE },
	{ "program_output", RK_RESULT, "program", RID_CALL_ID, RA_NONE },
	{ "mcp_approval_request", RK_CALL, "mcp_approval", RID_ID, RA_ARGUMENTS },
	{ "mcp_approval_response", RK_RESULT, "mcp_approval", RID_APPROVAL,
	    RA_NONE },
	{ "compaction", RK_BOUNDARY, NULL, RID_CALL_ID, RA_NONE },
	{ "compaction_summary", RK_BOUNDARY, NULL, RID_CALL_ID, RA_NONE },
	{ "web_search_call", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "file_search_call", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "code_interpreter_call", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "image_generation_call", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "mcp_call", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "mcp_list_tools", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "compaction_trigger", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "item_reference", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "additional_tools", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ "ghost_snapshot", RK_IGNORE, NULL, RID_CALL_ID, RA_NONE },
	{ NULL, RK_IGNORE, NULL, RID_CALL_ID, RA_NONE }
};

/* The members of an item that mapping and detection look at; n == 0 when
 * absent.  One pass over the item reads them all. */
struct ritem {
	struct json_span	 type, role, content, call_id, call_id_js, id,
				 approval, name, arguments, input, action,
				 actions, operation, code, output, result,
				 status, execution, approve, summary,
				 tool_calls, tool_call_id, parts;
};

static const struct format_member ritem_members[] = {
	{ "type", offsetof(struct ritem, type) },
	{ "role", offsetof(struct ritem, role) },
	{ "content", offsetof(struct ritem, content) },
	{ "call_id", offsetof(struct ritem, call_id) },
	{ "callId", offsetof(struct ritem, call_id_js) },
	{ "id", offsetof(struct ritem, id) },
	{ "approval_request_id", offsetof(struct ritem, approval) },
	{ "name", offsetof(struct ritem, name) },
	{ "arguments", offsetof(struct ritem, arguments) },
	{ "input", offsetof(struct ritem, input) },
	{ "action", offsetof(struct ritem, action) },
	{ "actions", offsetof(struct ritem, actions) },
	{ "operation", offsetof(struct ritem, operation) },
	{ "code", offsetof(struct ritem, code) },
	{ "output", offsetof(struct ritem, output) },
	{ "result", offsetof(struct ritem, result) },
	{ "status", offsetof(struct ritem, status) },
	{ "execution", offsetof(struct ritem, execution) },
	{ "approve", offsetof(struct ritem, approve) },
	{ "summary", offsetof(struct ritem, summary) },
	{ "tool_calls", offsetof(struct ritem, tool_calls) },
	{ "tool_call_id", offsetof(struct ritem, tool_call_id) },
	{ "parts", offsetof(struct ritem, parts) },
	{ NULL, 0 }
};

static const struct rtype *
rtype_find(struct json_span type)
{
	return format_lookup(type, rtypes, sizeof(rtypes[0]));
}

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ "developer", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* EV_MESSAGE, then one EV_CONTENT for string content or per array part. */
static int
map_message(const struct ritem *r, struct event_sink *sink)
{
	struct format_msg m = { r->role, { NULL, 0 }, { NULL, 0 } };
	int rc;

	if ((rc = format_emit_msg(sink, format_role(r->role, roles), &m)) != ST_OK)
		return rc;
	return format_emit_content(r->content, sink);
}

/* A result's error flag: its status (failed, or incomplete: interrupted),
 * an approval response's decision, Codex's old {"content","success"}
 * output object; unknown (-1) everywhere else, the API having no error
 * flag. */
static int
error_of(const struct rtype *t, const struct ritem *r)
{
	struct json_span v;

	if (format_is_string(r->status))
		return format_status_error(r->status);
	if (strcmp(t->ns, "mcp_approval") == 0) {
		if (format_lit_eq(r->approve, "true"))
			return 0;
		if (format_lit_eq(r->approve, "false"))
			return 1;
		return -1;
	}
	if (r->output.n > 0 && r->output.p[0] == '{' &&
	    json_get(r->output, "success", &v)) {
		if (format_lit_eq(v, "false"))
			return 1;
		if (format_lit_eq(v, "true"))
			return 0;
	}
	return -1;
}

static struct json_span
args_of(const struct rtype *t, const struct ritem *r)
{
	struct json_span none = { NULL, 0 };

	switch (t->args) {
	case RA_ARGUMENTS:
		return r->arguments;
	case RA_INPUT:
		return r->input;
	case RA_ACTION:
		return r->action.n > 0 ? r->action : r->actions;
	case RA_OPERATION:
		return r->operation;
	case RA_CODE:
		return r->code;
	case RA_NONE:
		break;
	}
	return none;
}

static struct json_span
id_of(const struct rtype *t, const struct ritem *r)
{
	switch (t->id) {
	case RID_ID:
		return format_str_or_none(r->id);
	case RID_APPROVAL:
		return format_str_or_none(r->approval);
	case RID_SHELL_OUTPUT:
		return format_str_or_none(format_is_string(r->call_id) ? r->call_id : r->id);
	case RID_CALL_ID:
		break;
	}
	return format_str_or_none(r->call_id);
}

/* Tool search pairs only when the client ran it and a call_id links it;
 * a server-side search, or one without a call_id, is self-contained. */
static int
hosted_search(const struct rtype *t, const struct ritem *r)
{
	return strcmp(t->ns, "tool_search") == 0 &&
	    (format_str_eq(r->execution, "server") || !format_is_string(r->call_id));
}

/* One item obj, its members read into r. */
static int
map_ritem(const struct ritem *r, struct json_span obj, struct event_sink *sink)
{
	const struct rtype *t;
	struct json_span none = { NULL, 0 };
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	if (r->type.n == 0 && format_is_string(r->role))
		return map_message(r, sink);	/* the easy input message */
	if ((t = rtype_find(r->type)) == NULL) {
		/* An item type newer than this reader. */
		if (!format_is_string(r->type))
			return format_emit(sink, EV_IGNORE);
		return format_emit_note(sink, r->type, format_str_or_none(r->status),
		    none);
	}
	switch (t->kind) {
	case RK_MESSAGE:
		return map_message(r, sink);
	case RK_REASONING:
		ev.kind = EV_REASONING;
		ev.block = BLOCK_THINKING;
		if (sink->detail)
			ev.text = format_is_array(r->summary) && r->summary.n > 2 ?
			    r->summary : format_is_array(r->content) &&
			    r->content.n > 2 ? r->content : none;
		break;
	case RK_BOUNDARY:
		ev.kind = EV_BOUNDARY;
		ev.label = r->type;
		break;
	case RK_IGNORE:
		/* Hosted calls and bookkeeping: a note, the status its detail. */
		return format_emit_note(sink, r->type, format_str_or_none(r->status),
		    none);
	case RK_CALL:
	case RK_RESULT:
		if (hosted_search(t, r))
			return format_emit_note(sink, r->type,
			    format_str_or_none(r->execution), none);
		ev.ns = t->ns;
		ev.id = id_of(t, r);
		if (t->kind == RK_CALL) {
			ev.kind = EV_CALL;
			/* Kinds without a tool name are named by their type. */
			ev.name = format_is_string(r->name) ? r->name : r->type;
			ev.args = args_of(t, r);
			break;
		}
		ev.kind = EV_RESULT;
		if (format_is_string(r->name))
			ev.name = r->name;
		ev.is_error = error_of(t, r);
		ev.text = r->output.n > 0 ? r->output : r->result;
		break;
	}
	if (sink->detail && ev.kind != EV_BOUNDARY)
		ev.raw = obj;
	return ev_emit(sink, &ev);
}

int
format_responses_map_object(struct json_span obj, struct event_sink *sink)
{
	struct ritem r;

	format_members(obj, ritem_members, &r);
	return map_ritem(&r, obj, sink);
}

struct json_span
format_responses_args(struct json_span obj, struct json_span type)
{
	const struct rtype *t = rtype_find(type);
	struct json_span none = { NULL, 0 };
	struct ritem r;

	if (t == NULL || t->kind != RK_CALL)
		return none;
	format_members(obj, ritem_members, &r);
	return args_of(t, &r);
}

static int
responses_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct ritem r;

	(void)state;
	format_item_members(it, ritem_members, &r);
	return map_ritem(&r, it->obj, sink);
}

/* Item types only the Responses API and the Python SDK write: the JS SDK
 * wraps hosted and MCP items in hosted_tool_call, and writes callId. */
static int
responses_only(const struct rtype *t)
{
	static const char *const only[] = {
		"custom_tool_call", "custom_tool_call_output",
		"computer_call_output", "local_shell_call",
		"local_shell_call_output", "mcp_approval_request",
		"mcp_approval_response", "web_search_call", "file_search_call",
		"code_interpreter_call", "image_generation_call", "mcp_call",
		"mcp_list_tools", "compaction_trigger", "item_reference",
		"additional_tools", "function_call_output", NULL
	};

	for (size_t i = 0; only[i] != NULL; i++)
		if (strcmp(t->type, only[i]) == 0)
			return 1;
	return 0;
}

/* The content part types of Responses messages; any other is Anthropic's
 * (text, tool_use, tool_result blocks) or Chat's (image_url). */
static const char *const part_types[] = {
	"input_text", "input_image", "input_file", "input_audio",
	"output_text", "refusal", NULL
};

/*
 * 2: a call or output with call_id, a type only Responses has, a reasoning
 * item with a summary; 1: a message (typed, or the role-only easy form
 * whose content is a string or Responses parts), a compaction, a reasoning
 * item without summary; 0: everything else, including callId (JS SDK),
 * Chat's tool_calls/tool_call_id and Gemini's parts.
 */
static int
responses_detect(const struct format_item *it)
{
	const struct rtype *t;
	struct ritem r;

	format_item_members(it, ritem_members, &r);
	if (r.call_id_js.n > 0 || r.tool_calls.n > 0 || r.tool_call_id.n > 0 ||
	    r.parts.n > 0)
		return 0;
	if (r.type.n == 0) {
		if (format_role(r.role, roles) == ROLE_OTHER)
			return 0;
		if (r.content.n == 0 || format_foreign_parts(r.content, part_types))
			return 0;
		return 1;
	}
	if ((t = rtype_find(r.type)) == NULL)
		return 0;
	if (t->kind == RK_MESSAGE)
		return format_foreign_parts(r.content, part_types) ? 0 : 1;
	if (t->kind == RK_CALL || t->kind == RK_RESULT) {
		if (format_is_string(r.call_id) || responses_only(t))
			return 2;
		return 1;
	}
	if (t->kind == RK_REASONING)
		return r.summary.n > 0 ? 2 : 1;
	if (t->kind == RK_IGNORE && responses_only(t))
		return 2;
	return 1;
}

const char format_responses_dangling[] = "No tool output found for function call";
const char format_responses_orphan[] =
    "No tool call found for function call output with call_id";


/* --- Writing --------------------------------------------------------- */

/* A content part of a message item: input_text (output_text in an
 * assistant's), input_image, or input_file for media not an image. */
static int
responses_part(struct jsonw *w, const struct event *b, int output)
{
	struct buf url = BUF_INIT;
	int image;

	jsonw_object(w);
	if (b->block == BLOCK_TEXT) {
		jsonw_member_str(w, "type", output ? "output_text" : "input_text");
		jsonw_member(w, "text", b->text);
		if (output) {
			jsonw_key(w, "annotations");
			jsonw_array(w);
			jsonw_close(w);
		}
	} else if (b->block == BLOCK_IMAGE && format_media_url(b, &url) == 0) {
		image = format_media_image(b);
		jsonw_member_str(w, "type", image ? "input_image" : "input_file");
		jsonw_member(w, image ? "image_url" : b->data.n > 0 ||
		    (b->url.n > 6 && memcmp(b->url.p, "\"data:", 6) == 0) ?
		    "file_data" : "file_url", (struct json_span){ url.p, url.len });
	} else {
		jsonw_cancel(w);
	}
	jsonw_close(w);
	buf_release(&url);
	return ST_OK;
}

/* A message item {type: message, role, content: [parts]}. */
static int
responses_message(struct jsonw *w, const struct format_message *m, size_t i,
    size_t n)
{
	int output = m->role == ROLE_ASSISTANT;

	jsonw_object(w);
	jsonw_member_str(w, "type", "message");
	jsonw_member_str(w, "role", m->role == ROLE_SYSTEM ? "system" : output ?
	    "assistant" : "user");
	jsonw_key(w, "content");
	jsonw_array(w);
	for (size_t k = i; k < i + n; k++)
		responses_part(w, &m->blocks[k], output);
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

int
format_responses_one(struct jsonw *w, const struct format_message *m,
    size_t i, size_t n, void *arg)
{
	const struct event *b = &m->blocks[i];

	(void)arg;
	if (b->kind == EV_CONTENT && b->block != BLOCK_THINKING)
		return responses_message(w, m, i, n);
	return format_responses_item(w, b);
}

int
format_responses_item(struct jsonw *w, const struct event *b)
{
	const char *type;
	int custom = b->ns != NULL && strcmp(b->ns, "custom") == 0;

	if (b->kind == EV_CALL) {
		jsonw_object(w);
		jsonw_member_str(w, "type", custom ? "custom_tool_call" :
		    "function_call");
		jsonw_member(w, "call_id", b->id);
		jsonw_member(w, "name", b->name);
		jsonw_member(w, custom ? "input" : "arguments", b->args);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind == EV_CONTENT && b->block == BLOCK_THINKING) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "reasoning");
		jsonw_key(w, "summary");
		jsonw_array(w);
		jsonw_object(w);
		jsonw_member_str(w, "type", "summary_text");
		jsonw_member(w, "text", b->text);
		jsonw_close(w);
		jsonw_close(w);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind != EV_RESULT)
		return ST_DATA;
	if (strcmp(b->ns, "function") == 0)
		type = "function_call_output";
	else if (strcmp(b->ns, "custom") == 0)
		type = "custom_tool_call_output";
	else
		return ST_DATA;		/* outputs that are not text */
	jsonw_object(w);
	jsonw_member_str(w, "type", type);
	jsonw_member(w, "call_id", b->id);
	jsonw_member(w, "output", b->text);
	jsonw_close(w);
	return ST_OK;
}

static int
responses_write(void *state, const struct format_message *m, struct buf *out)
{
	struct jsonw w;

	(void)state;
	if (m->own)
		return format_write_lines(m, format_responses_item, out);
	jsonw_init(&w, out, JSONW_LINES);
	return format_write_done(&w, format_write_runs(&w, m,
	    format_responses_one, NULL));
}

/* Input items as the API takes them back: a message item per run of text
 * and media, an item per call, result and reasoning (repair's results: a
 * function_call_output or custom_tool_call_output each, after the call). */
static const struct format_writer responses_writer = {
	.state_size = 0,
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_MEDIA | HOLDS_THINKING |
	    ARGS_STRING | HOLDS_CUSTOM,
	.message = responses_write
};

const struct format format_responses = {
	.name = "responses",
	.title = "OpenAI Responses API / Agents SDK (Python)",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = format_responses_dangling,
		.orphan = format_responses_orphan,
		.misplaced = NULL
	},
	.detect = responses_detect,
	.state_size = 0,
	.map = responses_map,
	.free_state = NULL,
	.writer = &responses_writer
};
