/*
 * format_agents_js.c - OpenAI Agents SDK for JavaScript session items
 * (AgentInputItem, FORMATS.md 2b).
 *
 * The JS SDK writes Responses-like items in camelCase: calls and results
 * link by callId, and two result types are renamed, function_call_result
 * and computer_call_result.  Each kind pairs in the namespace the Responses
 * format gives it (function, computer, shell, apply_patch, program,
 * tool_search).  hosted_tool_call items carry their own result and are
 * notes (EV_NOTE).  A result's status says whether it failed (failed, or
 * incomplete: interrupted).  Everything the two formats share (messages, reasoning,
 * compaction, unknown items, computer_call_output and other Responses
 * types) goes through format_responses_map_object().  A call or result of
 * the table below linked by call_id instead of callId is accepted.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

struct jstype {
	const char	*type;
	int		 call;		/* 1 call, 0 result */
	const char	*ns;
};

/* The items whose links this module reads itself. */
static const struct jstype jstypes[] = {
	{ "function_call", 1, "function" },
	{ "function_call_result", 0, "function" },
	{ "computer_call", 1, "computer" },
	{ "computer_call_result", 0, "computer" },
	{ "shell_call", 1, "shell" },
	{ "shell_call_output", 0, "shell" },
	{ "apply_patch_call", 1, "apply_patch" },
	{ "apply_patch_call_output", 0, "apply_patch" },
	{ "program", 1, "program" },
	{ "program_output", 0, "program" },
	{ "tool_search_call", 1, "tool_search" },
	{ "tool_search_output", 0, "tool_search" },
	{ NULL, 0, NULL }
};

/* The members mapping and detection look at; n == 0 when absent. */
struct jsitem {
	struct json_span	 type, call_id, call_id_py, name, output, status,
				 execution, provider_data, role;
};

static const struct format_member jsitem_members[] = {
	{ "type", offsetof(struct jsitem, type) },
	{ "callId", offsetof(struct jsitem, call_id) },
	{ "call_id", offsetof(struct jsitem, call_id_py) },
	{ "name", offsetof(struct jsitem, name) },
	{ "output", offsetof(struct jsitem, output) },
	{ "status", offsetof(struct jsitem, status) },
	{ "execution", offsetof(struct jsitem, execution) },
	{ "providerData", offsetof(struct jsitem, provider_data) },
	{ "role", offsetof(struct jsitem, role) },
	{ NULL, 0 }
};

/* The link: callId, or call_id as tool search items (and Responses items
 * stored by mistake) spell it. */
static struct json_span
link_of(const struct jsitem *r)
{
	struct json_span none = { NULL, 0 };

	if (format_is_string(r->call_id))
		return r->call_id;
	if (format_is_string(r->call_id_py))
		return r->call_id_py;
	return none;
}

static int
agents_js_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	const struct jstype *t;
	struct json_span none = { NULL, 0 };
	struct jsitem r;
	struct event ev;

	(void)state;
	format_item_members(item, jsitem_members, &r);
	if (format_str_eq(r.type, "hosted_tool_call"))
		return format_emit_note(sink, r.type, format_str_or_none(r.name),
		    none);
	if ((t = format_lookup(r.type, jstypes, sizeof(jstypes[0]))) == NULL)
		return format_responses_map_object(item->obj, sink);
	/* A tool search the server ran, or one without a link, is hosted. */
	if (strcmp(t->ns, "tool_search") == 0 &&
	    (format_str_eq(r.execution, "server") || link_of(&r).n == 0))
		return format_emit_note(sink, r.type,
		    format_str_or_none(r.execution), none);
	memset(&ev, 0, sizeof(ev));
	ev.ns = t->ns;
	ev.id = link_of(&r);
	if (t->call) {
		ev.kind = EV_CALL;
		ev.name = format_is_string(r.name) ? r.name : r.type;
		/* The call types are Responses', their arguments where it
		 * keeps them. */
		ev.args = format_responses_args(item->obj, r.type);
	} else {
		ev.kind = EV_RESULT;
		if (format_is_string(r.name))
			ev.name = r.name;
		ev.is_error = format_status_error(r.status);
		ev.text = r.output;
	}
	if (sink->detail)
		ev.raw = item->obj;
	return ev_emit(sink, &ev);
}

/* The content part types of JS SDK messages; any other is Anthropic's
 * (text, tool_use, tool_result blocks) or Chat's (image_url). */
static const char *const part_types[] = {
	"input_text", "input_image", "input_file", "audio", "output_text",
	"refusal", "image", NULL
};

/*
 * 2: callId, providerData, or a type only the JS SDK writes
 * (function_call_result, computer_call_result, hosted_tool_call, unknown);
 * 1: a shape it shares with Responses (messages, reasoning without a
 * summary, compaction, call and output types without any link key);
 * 0: everything else, including items linked by call_id and messages
 * whose content holds parts of another format.
 */
static int
agents_js_detect(const struct format_item *item)
{
	static const char *const shared[] = {
		"message", "reasoning", "compaction", "function_call",
		"computer_call", "shell_call", "shell_call_output",
		"apply_patch_call", "apply_patch_call_output", "program",
		"program_output", "tool_search_call", "tool_search_output", NULL
	};
	static const char *const js_only[] = {
		"function_call_result", "computer_call_result", "hosted_tool_call",
		"unknown", NULL
	};
	static const char *const js_roles[] = { "user", "assistant", "system", NULL };
	static const char *const chat_gemini[] = {
		"tool_calls", "tool_call_id", "parts", NULL
	};
	struct json_span v;
	struct jsitem r;

	format_item_members(item, jsitem_members, &r);
	if (r.call_id.n > 0 || r.provider_data.n > 0)
		return 2;
	if (format_str_in(r.type, js_only))
		return 2;
	if (r.call_id_py.n > 0)
		return 0;
	if (r.type.n == 0) {
		if (!format_str_in(r.role, js_roles))
			return 0;
		/* Chat and Gemini shapes are not JS messages. */
		if (format_item_has(item, chat_gemini) ||
		    !format_item_get(item, "content", &v) ||
		    format_foreign_parts(v, part_types))
			return 0;
		return 1;
	}
	if (format_str_eq(r.type, "message"))
		return format_item_get(item, "content", &v) &&
		    format_foreign_parts(v, part_types) ? 0 : 1;
	if (format_str_eq(r.type, "reasoning") && format_item_get(item, "summary", &v))
		return 0;
	return format_str_in(r.type, shared);
}


/* --- Writing --------------------------------------------------------- */

/* A result of a function call: its function_call_result item, status
 * "incomplete" (is_error 1) or "completed", the output a text. */
static int
agents_js_item(struct jsonw *w, const struct event *b)
{
	if (b->kind == EV_CALL) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "function_call");
		jsonw_member(w, "callId", b->id);
		jsonw_member(w, "name", b->name);
		jsonw_member_str(w, "status", "completed");
		jsonw_member(w, "arguments", b->args);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind == EV_CONTENT && b->block == BLOCK_THINKING) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "reasoning");
		jsonw_key(w, "content");
		jsonw_array(w);
		jsonw_object(w);
		jsonw_member_str(w, "type", "input_text");
		jsonw_member(w, "text", b->text);
		jsonw_close(w);
		jsonw_close(w);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind != EV_RESULT || strcmp(b->ns, "function") != 0)
		return ST_DATA;
	jsonw_object(w);
	jsonw_member_str(w, "type", "function_call_result");
	jsonw_member(w, "name", b->name.n > 0 ? b->name : FORMAT_LIT(""));
	jsonw_member(w, "callId", b->id);
	jsonw_member_str(w, "status", b->is_error == 1 ? "incomplete" : "completed");
	jsonw_key(w, "output");
	jsonw_object(w);
	jsonw_member_str(w, "type", "text");
	jsonw_member(w, "text", b->text);
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* A content part of a message item: input_text (output_text in an
 * assistant's), input_image {image: URL}, input_file {file: URL}. */
static void
agents_js_part(struct jsonw *w, const struct event *b, int output)
{
	struct buf url = BUF_INIT;

	jsonw_object(w);
	if (b->block == BLOCK_TEXT) {
		jsonw_member_str(w, "type", output ? "output_text" : "input_text");
		jsonw_member(w, "text", b->text);
	} else if (format_media_url(b, &url) == 0) {
		jsonw_member_str(w, "type", format_media_image(b) ? "input_image" :
		    "input_file");
		jsonw_member(w, format_media_image(b) ? "image" : "file",
		    (struct json_span){ url.p, url.len });
	} else {
		jsonw_cancel(w);
	}
	jsonw_close(w);
	buf_release(&url);
}

/* A message item of blocks i..i+n: the system's content a string (its
 * texts, one a line), the others' an array of parts; an assistant's
 * completed. */
static int
agents_js_message(struct jsonw *w, const struct format_message *m, size_t i,
    size_t n)
{
	struct buf text = BUF_INIT;
	int output = m->role == ROLE_ASSISTANT;

	jsonw_object(w);
	jsonw_member_str(w, "type", "message");
	jsonw_member_str(w, "role", m->role == ROLE_SYSTEM ? "system" : output ?
	    "assistant" : "user");
	if (output)
		jsonw_member_str(w, "status", "completed");
	jsonw_key(w, "content");
	if (m->role == ROLE_SYSTEM) {
		for (size_t k = i; k < i + n; k++) {
			if (m->blocks[k].block != BLOCK_TEXT) {
				jsonw_cancel(w);
				break;
			}
			if (k > i)
				buf_addc(&text, '\n');
			json_str_decode(m->blocks[k].text, &text);
		}
		jsonw_strn(w, text.p, text.len);
	} else {
		jsonw_array(w);
		for (size_t k = i; k < i + n; k++)
			agents_js_part(w, &m->blocks[k], output);
		jsonw_close(w);
	}
	jsonw_close(w);
	buf_release(&text);
	return ST_OK;
}

static int
agents_js_one(struct jsonw *w, const struct format_message *m, size_t i,
    size_t n, void *arg)
{
	const struct event *b = &m->blocks[i];

	(void)arg;
	if (b->kind == EV_CONTENT && b->block != BLOCK_THINKING)
		return agents_js_message(w, m, i, n);
	return agents_js_item(w, b);
}

static int
agents_js_write(void *state, const struct format_message *m, struct buf *out)
{
	struct jsonw w;

	(void)state;
	if (m->own)
		return format_write_lines(m, agents_js_item, out);
	jsonw_init(&w, out, JSONW_LINES);
	return format_write_done(&w, format_write_runs(&w, m, agents_js_one,
	    NULL));
}

/* The protocol's items (a message item per run of text and media, an item
 * per call, result and reasoning); repair's results a function_call_result
 * each, after the call. */
static const struct format_writer agents_js_writer = {
	.state_size = 0,
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_MEDIA | HOLDS_THINKING |
	    HOLDS_ERROR | ARGS_STRING,
	.message = agents_js_write
};

const struct format format_agents_js = {
	.name = "agents-js",
	.title = "OpenAI Agents SDK (JavaScript)",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = format_responses_dangling,
		.orphan = format_responses_orphan,
		.misplaced = NULL
	},
	.detect = agents_js_detect,
	.state_size = 0,
	.map = agents_js_map,
	.free_state = NULL,
	.writer = &agents_js_writer
};
