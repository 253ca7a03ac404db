/*
 * format_chat.c - OpenAI Chat Completions messages (FORMATS.md 1).
 *
 * An item is one message {role, content, ...}.  An assistant message's
 * tool_calls[] are calls, linked by tool_calls[].id to the tool_call_id of
 * a role "tool" message, which must follow in the run of tool messages
 * right after the assistant message (P_ADJACENT_RUN).  Function and custom
 * tool calls share one namespace, "function": a tool message does not say
 * which kind it answers.
 *
 * The deprecated form has no ids: an assistant function_call {name,
 * arguments} is answered by the next message, role "function" with the
 * same name.  Both are mapped in namespace "function" with no id (n == 0)
 * and the name, which the checker pairs by name and position; so the
 * format cannot set FMT_ID_REQUIRED.  Instead a tool_calls[] entry or a
 * tool message whose id is absent or not a string gets the empty id ""
 * (format_id_or_empty()), which the checker reports as missing-id.
 *
 * Chat has no error flag on results: is_error is always -1.  A message's
 * model and usage are read where a store keeps them beside it
 * (format_emit_item_msg()).
 *
 * LangChain stores OpenAI's tool_calls[] and function_call in an AI
 * message's additional_kwargs: format_chat_map_tool_call() and
 * format_chat_map_function_call() map them for format_langchain.c, and its
 * errors are Chat's (format_chat_dangling, format_chat_orphan).
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

static const char NS_FUNCTION[] = "function";

/* The members of a message that mapping and detection look at; n == 0
 * when absent. */
struct cmsg {
	struct json_span	 role, content, refusal, tool_calls, tool_call_id,
				 function_call, name, type, parts;
};

static const struct format_member cmsg_members[] = {
	{ "role", offsetof(struct cmsg, role) },
	{ "content", offsetof(struct cmsg, content) },
	{ "refusal", offsetof(struct cmsg, refusal) },
	{ "tool_calls", offsetof(struct cmsg, tool_calls) },
	{ "tool_call_id", offsetof(struct cmsg, tool_call_id) },
	{ "function_call", offsetof(struct cmsg, function_call) },
	{ "name", offsetof(struct cmsg, name) },
	{ "type", offsetof(struct cmsg, type) },
	{ "parts", offsetof(struct cmsg, parts) },
	{ NULL, 0 }
};

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "tool", ROLE_TOOL },
	{ "function", ROLE_TOOL },
	{ "system", ROLE_SYSTEM },
	{ "developer", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* The members of a call's body. */
struct call_body {
	struct json_span	 name, arguments, input;
};

/* Emit the call with id whose function {name, arguments}, custom {name,
 * input} or legacy function_call {name, arguments} object body is body:
 * its name if a string, its arguments (input: custom); raw the entry
 * that holds it. */
static int
emit_call(struct event_sink *sink, struct json_span id, struct json_span body,
    int custom, struct json_span raw)
{
	static const struct format_member members[] = {
		{ "name", offsetof(struct call_body, name) },
		{ "arguments", offsetof(struct call_body, arguments) },
		{ "input", offsetof(struct call_body, input) },
		{ NULL, 0 }
	};
	struct call_body b;
	struct event ev;

	format_members(body, members, &b);
	if (!custom)
		return format_emit_call(sink, NS_FUNCTION, id,
		    format_str_or_none(b.name), b.arguments, raw);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CALL;
	ev.ns = NS_FUNCTION;
	ev.id = id;
	ev.name = format_str_or_none(b.name);
	ev.args = b.input;
	if (sink->detail) {
		ev.raw = raw;
		ev.freeform = 1;
	}
	return ev_emit(sink, &ev);
}

/* One tool_calls[] entry: {id, type, function: {name, arguments}} or
 * {id, type: "custom", custom: {name, input}}. */
struct tool_call {
	struct json_span	 id, function, custom;
};

int
format_chat_map_tool_call(struct json_span call, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "id", offsetof(struct tool_call, id) },
		{ "function", offsetof(struct tool_call, function) },
		{ "custom", offsetof(struct tool_call, custom) },
		{ NULL, 0 }
	};
	struct tool_call c;
	int custom;

	format_members(call, members, &c);
	custom = c.function.n == 0 && c.custom.n > 0;
	return emit_call(sink, format_id_or_empty(c.id),
	    custom ? c.custom : c.function, custom, call);
}

int
format_chat_map_function_call(struct json_span body, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };

	if (!format_is_object(body))
		return ST_OK;
	return emit_call(sink, none, body, 0, body);
}

static int
chat_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct cmsg m;
	struct event ev;
	int rc;

	(void)state;
	format_item_members(item, cmsg_members, &m);
	if (!format_is_string(m.role))
		return format_emit(sink, EV_IGNORE);
	if ((rc = format_emit_item_msg(item, format_role(m.role, roles), m.role,
	    sink)) != ST_OK)
		return rc;
	memset(&ev, 0, sizeof(ev));
	if (format_str_eq(m.role, "tool") || format_str_eq(m.role, "function")) {
		ev.kind = EV_RESULT;
		ev.ns = NS_FUNCTION;
		if (format_str_eq(m.role, "tool"))
			ev.id = format_id_or_empty(m.tool_call_id);
		if (format_is_string(m.name))
			ev.name = m.name;
		ev.is_error = -1;
		ev.text = m.content;
		if (sink->detail)
			ev.raw = item->obj;
		return ev_emit(sink, &ev);
	}
	if ((rc = format_emit_content(m.content, sink)) != ST_OK)
		return rc;
	if (format_is_string(m.refusal) &&
	    (rc = format_emit_content(m.refusal, sink)) != ST_OK)
		return rc;
	if (!format_str_eq(m.role, "assistant"))
		return ST_OK;
	if ((rc = format_map_each(m.tool_calls, format_chat_map_tool_call,
	    sink)) != ST_OK)
		return rc;
	return format_chat_map_function_call(m.function_call, sink);
}

/* Does the array calls hold an object that is no Chat call (has neither
 * function nor custom): agntz's ToolCallRecords? */
static int
foreign_calls(struct json_span calls)
{
	struct json_iter it;
	struct json_span k, v, body;

	if (json_iter_init(&it, calls.p, calls.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v))
		if (format_is_object(v) && !json_get(v, "function", &body) &&
		    !json_get(v, "custom", &body))
			return 1;
	return 0;
}

/*
 * 2: a shape only Chat has (assistant tool_calls[] of Chat calls or
 * function_call, a "tool" message with tool_call_id, a "function"
 * message); 1: any other message with a Chat role and no "type" or
 * "parts", unless its content holds parts of another format; 0: the rest.
 */
static int
chat_detect(const struct format_item *item)
{
	static const char *const chat_roles[] = {
		"system", "developer", "user", "assistant", "tool", "function", NULL
	};
	/* Content part types; any other is Anthropic's or Responses'. */
	static const char *const chat_types[] = {
		"text", "image_url", "input_audio", "file", "refusal", NULL
	};
	struct cmsg m;

	format_item_members(item, cmsg_members, &m);
	if (m.type.n > 0 || m.parts.n > 0 || !format_is_string(m.role))
		return 0;
	if (!format_str_in(m.role, chat_roles) ||
	    format_foreign_parts(m.content, chat_types))
		return 0;
	if (format_str_eq(m.role, "tool"))
		return format_is_string(m.tool_call_id) ? 2 : 1;
	if (format_str_eq(m.role, "function"))
		return 2;
	if (format_str_eq(m.role, "assistant") &&
	    ((format_is_array(m.tool_calls) && !foreign_calls(m.tool_calls)) ||
	    format_is_object(m.function_call)))
		return 2;
	return 1;
}

const char format_chat_dangling[] = "An assistant message with 'tool_calls' must "
    "be followed by tool messages responding to each 'tool_call_id'. The "
    "following tool_call_ids did not have response messages";
const char format_chat_orphan[] = "Messages with role 'tool' must be a response "
    "to a preceding message with 'tool_calls'";


/* --- Writing --------------------------------------------------------- */

/* A content part: {type: text, text}, an image_url {url} (a data: URL for
 * data), or a file {file_data} (a data: URL) for media not an image. */
static int
chat_part(struct jsonw *w, const struct event *b)
{
	struct buf url = BUF_INIT;

	if (b->block == BLOCK_TEXT) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "text");
		jsonw_member(w, "text", b->text);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->block != BLOCK_IMAGE || format_media_url(b, &url) != 0)
		return ST_DATA;
	jsonw_object(w);
	if (format_media_image(b)) {
		jsonw_member_str(w, "type", "image_url");
		jsonw_key(w, "image_url");
		jsonw_object(w);
		jsonw_member(w, "url", (struct json_span){ url.p, url.len });
	} else {
		jsonw_member_str(w, "type", "file");
		jsonw_key(w, "file");
		jsonw_object(w);
		jsonw_member(w, "file_data", (struct json_span){ url.p, url.len });
	}
	jsonw_close(w);
	jsonw_close(w);
	buf_release(&url);
	return ST_OK;
}

/* A tool_calls[] entry: {id, type: function, function: {name, arguments}}
 * or {id, type: custom, custom: {name, input}}. */
static int
chat_call(struct jsonw *w, const struct event *b)
{
	int custom = strcmp(b->ns, "custom") == 0;

	jsonw_object(w);
	jsonw_member(w, "id", b->id);
	jsonw_member_str(w, "type", custom ? "custom" : "function");
	jsonw_key(w, custom ? "custom" : "function");
	jsonw_object(w);
	jsonw_member(w, "name", b->name);
	jsonw_member(w, custom ? "input" : "arguments", b->args);
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* A message {role, content, tool_calls}: content a string for one text,
 * null (an assistant's) or "" for none, else an array of parts. */
static int
chat_message(const struct format_message *m, const char *role,
    struct buf *out)
{
	const struct event *text;
	size_t nparts = format_blocks_count(m, FORMAT_KIND(EV_CONTENT), &text);
	size_t ncalls = format_blocks_count(m, FORMAT_KIND(EV_CALL), NULL);
	struct jsonw w;
	int rc = ST_OK;

	if (nparts + ncalls != m->nblocks || (ncalls > 0 && m->role != ROLE_ASSISTANT))
		return ST_DATA;
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "role", role);
	jsonw_key(&w, "content");
	if (nparts == 1 && text->block == BLOCK_TEXT) {
		jsonw_span(&w, text->text);
	} else if (nparts == 0) {
		jsonw_lit(&w, m->role == ROLE_ASSISTANT ? "null" : "\"\"");
	} else {
		jsonw_array(&w);
		rc = format_write_some(&w, m, FORMAT_KIND(EV_CONTENT), chat_part);
		jsonw_close(&w);
	}
	if (ncalls > 0 && rc == ST_OK) {
		jsonw_key(&w, "tool_calls");
		jsonw_array(&w);
		rc = format_write_some(&w, m, FORMAT_KIND(EV_CALL), chat_call);
		jsonw_close(&w);
	}
	jsonw_close(&w);
	return format_write_done(&w, rc);
}

/* A result: its tool message {role: "tool", tool_call_id, content} (Chat
 * has no error flag). */
static int
chat_item(struct jsonw *w, const struct event *b)
{
	if (b->kind != EV_RESULT)
		return ST_DATA;		/* in a message of its role */
	jsonw_object(w);
	jsonw_member_str(w, "role", "tool");
	jsonw_member(w, "tool_call_id", b->id);
	jsonw_member(w, "content", b->text);
	jsonw_close(w);
	return ST_OK;
}

static int
chat_write(void *state, const struct format_message *m, struct buf *out)
{
	static const char *const role[] = { [ROLE_SYSTEM] = "system",
	    [ROLE_USER] = "user", [ROLE_ASSISTANT] = "assistant" };

	(void)state;
	if (m->role == ROLE_TOOL)
		return format_write_lines(m, chat_item, out);
	if (m->role > ROLE_ASSISTANT || role[m->role] == NULL)
		return ST_DATA;
	return chat_message(m, role[m->role], out);
}

/* Messages as Chat's; results a tool message each, in the run right after
 * the call (repair's too). */
static const struct format_writer chat_writer = {
	.state_size = 0,
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_MEDIA | ARGS_STRING |
	    HOLDS_CUSTOM,
	.message = chat_write
};

const struct format format_chat = {
	.name = "chat",
	.title = "OpenAI Chat Completions",
	.placement = P_ADJACENT_RUN,
	.flags = 0,
	.errors = {
		.dangling = format_chat_dangling,
		.orphan = format_chat_orphan,
		.misplaced = format_chat_orphan
	},
	.detect = chat_detect,
	.state_size = 0,
	.map = chat_map,
	.free_state = NULL,
	.writer = &chat_writer
};
