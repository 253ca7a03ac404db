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
 * (a static span, not one into the item), which the checker reports as
 * missing-id.
 *
 * Chat has no error flag on results: is_error is always -1.
 */
#include <string.h>

#include "diag.h"
#include "format.h"

static const char NS_FUNCTION[] = "function";
static const char EMPTY_ID[] = "\"\"";

/* The members of a message that mapping and detection look at; n == 0
 * when absent. */
struct cmsg {
	struct json_span	 role, content, refusal, tool_calls, tool_call_id,
				 function_call, name, type, parts;
};

/* Is v a JSON string? */
static int
jstring(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

/* Is v the JSON string lit? */
static int
jstring_eq(struct json_span v, const char *lit)
{
	return jstring(v) && json_str_eq(v, lit);
}

static void
cmsg_read(struct json_span obj, struct cmsg *m)
{
	struct json_iter it;
	struct json_span k, v;

	memset(m, 0, sizeof(*m));
	if (obj.n == 0 || obj.p[0] != '{' || json_iter_init(&it, obj.p, obj.n) == -1)
		return;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "role"))
			m->role = v;
		else if (json_str_eq(k, "content"))
			m->content = v;
		else if (json_str_eq(k, "refusal"))
			m->refusal = v;
		else if (json_str_eq(k, "tool_calls"))
			m->tool_calls = v;
		else if (json_str_eq(k, "tool_call_id"))
			m->tool_call_id = v;
		else if (json_str_eq(k, "function_call"))
			m->function_call = v;
		else if (json_str_eq(k, "name"))
			m->name = v;
		else if (json_str_eq(k, "type"))
			m->type = v;
		else if (json_str_eq(k, "parts"))
			m->parts = v;
	}
}

/* A span as the id of a modern call or tool message: a JSON string, else
 * the empty id (missing-id). */
static struct json_span
id_span(struct json_span v)
{
	struct json_span empty = { EMPTY_ID, 2 };

	return jstring(v) ? v : empty;
}

static enum ev_role
role_of(struct json_span v)
{
	if (jstring_eq(v, "user"))
		return ROLE_USER;
	if (jstring_eq(v, "assistant"))
		return ROLE_ASSISTANT;
	if (jstring_eq(v, "tool") || jstring_eq(v, "function"))
		return ROLE_TOOL;
	if (jstring_eq(v, "system") || jstring_eq(v, "developer"))
		return ROLE_SYSTEM;
	return ROLE_OTHER;
}

/* One EV_CONTENT for string content, or one per array part; none for
 * null or absent content. */
static int
map_content(struct json_span content, struct event_sink *sink)
{
	struct event ev;
	struct json_iter it;
	struct json_span k, v;
	int rc;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CONTENT;
	if (jstring(content)) {
		ev.text = content;
		return ev_emit(sink, &ev);
	}
	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return ST_OK;
	while (json_iter_next(&it, &k, &v)) {
		ev.text = v;
		if ((rc = ev_emit(sink, &ev)) != ST_OK)
			return rc;
	}
	return ST_OK;
}

/* One tool_calls[] entry: {id, type, function: {name, arguments}} or
 * {id, type: "custom", custom: {name, input}}. */
static int
map_tool_call(struct json_span call, struct event_sink *sink)
{
	struct json_iter it;
	struct json_span k, v, id = { NULL, 0 }, fn = { NULL, 0 },
	    custom = { NULL, 0 }, name;
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CALL;
	ev.ns = NS_FUNCTION;
	if (call.n > 0 && call.p[0] == '{' && json_iter_init(&it, call.p, call.n) == 0) {
		while (json_iter_next(&it, &k, &v)) {
			if (json_str_eq(k, "id"))
				id = v;
			else if (json_str_eq(k, "function"))
				fn = v;
			else if (json_str_eq(k, "custom"))
				custom = v;
		}
	}
	ev.id = id_span(id);
	if (fn.n > 0) {
		if (json_get(fn, "name", &name) && jstring(name))
			ev.name = name;
		json_get(fn, "arguments", &ev.args);
	} else if (custom.n > 0) {
		if (json_get(custom, "name", &name) && jstring(name))
			ev.name = name;
		json_get(custom, "input", &ev.args);
	}
	return ev_emit(sink, &ev);
}

static int
chat_map(const struct item *item, void *state, struct event_sink *sink)
{
	struct json_span obj = { item->json, item->len }, k, v, name;
	struct json_iter it;
	struct cmsg m;
	struct event ev;
	int rc;

	(void)state;
	cmsg_read(obj, &m);
	memset(&ev, 0, sizeof(ev));
	if (!jstring(m.role)) {
		ev.kind = EV_IGNORE;
		return ev_emit(sink, &ev);
	}
	ev.kind = EV_MESSAGE;
	ev.role = role_of(m.role);
	if ((rc = ev_emit(sink, &ev)) != ST_OK)
		return rc;
	memset(&ev, 0, sizeof(ev));
	if (jstring_eq(m.role, "tool") || jstring_eq(m.role, "function")) {
		ev.kind = EV_RESULT;
		ev.ns = NS_FUNCTION;
		if (jstring_eq(m.role, "tool"))
			ev.id = id_span(m.tool_call_id);
		if (jstring(m.name))
			ev.name = m.name;
		ev.is_error = -1;
		ev.text = m.content;
		return ev_emit(sink, &ev);
	}
	if ((rc = map_content(m.content, sink)) != ST_OK)
		return rc;
	if (jstring(m.refusal) && (rc = map_content(m.refusal, sink)) != ST_OK)
		return rc;
	if (!jstring_eq(m.role, "assistant"))
		return ST_OK;
	if (m.tool_calls.n > 0 && m.tool_calls.p[0] == '[' &&
	    json_iter_init(&it, m.tool_calls.p, m.tool_calls.n) == 0) {
		while (json_iter_next(&it, &k, &v))
			if ((rc = map_tool_call(v, sink)) != ST_OK)
				return rc;
	}
	if (m.function_call.n > 0 && m.function_call.p[0] == '{') {
		ev.kind = EV_CALL;
		ev.ns = NS_FUNCTION;
		if (json_get(m.function_call, "name", &name) && jstring(name))
			ev.name = name;
		json_get(m.function_call, "arguments", &ev.args);
		return ev_emit(sink, &ev);
	}
	return ST_OK;
}

/* Does an array of content parts hold a part whose type is not Chat's
 * (Anthropic blocks, Responses input_ and output_ parts)? */
static int
foreign_parts(struct json_span content)
{
	static const char *const chat_types[] = {
		"text", "image_url", "input_audio", "file", "refusal", NULL
	};
	struct json_iter it;
	struct json_span k, v, type;
	int known;

	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (v.p[0] != '{' || !json_get(v, "type", &type))
			continue;
		known = 0;
		for (size_t i = 0; chat_types[i] != NULL; i++)
			if (jstring_eq(type, chat_types[i]))
				known = 1;
		if (!known)
			return 1;
	}
	return 0;
}

/*
 * 2: a shape only Chat has (assistant tool_calls[] or function_call, a
 * "tool" message with tool_call_id, a "function" message); 1: any other
 * message with a Chat role and no "type" or "parts", unless its content
 * holds parts of another format; 0: the rest.
 */
static int
chat_detect(const struct item *item)
{
	static const char *const roles[] = {
		"system", "developer", "user", "assistant", "tool", "function", NULL
	};
	struct json_span obj = { item->json, item->len };
	struct cmsg m;
	int known = 0;

	cmsg_read(obj, &m);
	if (m.type.n > 0 || m.parts.n > 0 || !jstring(m.role))
		return 0;
	for (size_t i = 0; roles[i] != NULL; i++)
		if (json_str_eq(m.role, roles[i]))
			known = 1;
	if (!known || foreign_parts(m.content))
		return 0;
	if (jstring_eq(m.role, "tool"))
		return jstring(m.tool_call_id) ? 2 : 1;
	if (jstring_eq(m.role, "function"))
		return 2;
	if (jstring_eq(m.role, "assistant") &&
	    ((m.tool_calls.n > 0 && m.tool_calls.p[0] == '[') ||
	    (m.function_call.n > 0 && m.function_call.p[0] == '{')))
		return 2;
	return 1;
}

const struct format format_chat = {
	.name = "chat",
	.title = "OpenAI Chat Completions",
	.placement = P_ADJACENT_RUN,
	.flags = 0,
	.errors = {
		.dangling = "An assistant message with 'tool_calls' must be followed "
		    "by tool messages responding to each 'tool_call_id'. The "
		    "following tool_call_ids did not have response messages",
		.orphan = "Messages with role 'tool' must be a response to a "
		    "preceding message with 'tool_calls'",
		.misplaced = "Messages with role 'tool' must be a response to a "
		    "preceding message with 'tool_calls'"
	},
	.detect = chat_detect,
	.state_size = 0,
	.map = chat_map,
	.free_state = NULL
};
