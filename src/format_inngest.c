/*
 * format_inngest.c - Inngest AgentKit (@inngest/agent-kit) items: one
 * AgentResult.export() per item, {"agentName","createdAt","checksum",
 * "output":[Message],"toolCalls":[ToolResultMessage]} (FORMATS.md
 * section 6).  A user turn is a fake AgentResult("user", [text message]).
 *
 * Calls are the tools[] of output messages of type "tool_call"
 * ({type:"tool",id,name,input}); results are the toolCalls[] messages of
 * type "tool_result", linked by tool.id.  The agent runs the tools of its
 * own inference and stores the results in the same AgentResult, so a
 * result belongs in the item of its call (P_SAME_GROUP).  Errors are
 * signalled inside content ({error:...} against {data:...}), not by a
 * flag.
 *
 * History replay formats output, then toolCalls, whatever the key order
 * (Postgres JSONB reorders keys), so map() reads them in that order.
 */
#include <string.h>

#include "diag.h"
#include "format.h"

/* The pairing namespace: every AgentKit call is a ToolMessage of type
 * "tool". */
#define INNGEST_NS	"tool"

static int
is_array(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '[';
}

static int
is_object(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '{';
}

static int
is_string(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

/* The members the format needs (the last of each, as JSON.parse keeps);
 * n == 0 when absent. */
struct result_fields {
	struct json_span	agent, output, tool_calls;
};

static void
result_fields(const struct item *it, struct result_fields *f)
{
	struct json_iter ji;
	struct json_span k, v;

	memset(f, 0, sizeof(*f));
	if (json_iter_init(&ji, it->json, it->len) == -1 || it->json[0] != '{')
		return;
	while (json_iter_next(&ji, &k, &v)) {
		if (json_str_eq(k, "agentName"))
			f->agent = v;
		else if (json_str_eq(k, "output"))
			f->output = v;
		else if (json_str_eq(k, "toolCalls"))
			f->tool_calls = v;
	}
}

/*
 * agentName (a string) + output and toolCalls (arrays): only an
 * AgentResult has all three (2).  Two of them, output among them, could be
 * one whose third member was lost or renamed (1).
 */
static int
inngest_detect(const struct item *it)
{
	struct result_fields f;
	int have;

	result_fields(it, &f);
	if (!is_array(f.output))
		return 0;
	have = is_string(f.agent) + is_array(f.tool_calls);
	return have == 2 ? 2 : have == 1 ? 1 : 0;
}

static enum ev_role
message_role(struct json_span role)
{
	if (json_str_eq(role, "assistant"))
		return ROLE_ASSISTANT;
	if (json_str_eq(role, "user"))
		return ROLE_USER;
	if (json_str_eq(role, "system"))
		return ROLE_SYSTEM;
	if (json_str_eq(role, "tool_result"))
		return ROLE_TOOL;
	return ROLE_OTHER;
}

static struct json_span
str_or_none(struct json_span v)
{
	struct json_span none = { NULL, 0 };

	return is_string(v) ? v : none;
}

/* One ToolMessage {type:"tool",id,name,input} as a call. */
static int
map_tool(struct json_span tool, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CALL, .ns = INNGEST_NS };
	struct json_iter it;
	struct json_span k, v;

	if (!is_object(tool))
		return ST_OK;
	json_iter_init(&it, tool.p, tool.n);
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "id"))
			ev.id = str_or_none(v);
		else if (json_str_eq(k, "name"))
			ev.name = str_or_none(v);
		else if (json_str_eq(k, "input"))
			ev.args = v;
	}
	return ev_emit(sink, &ev);
}

/*
 * A ToolResultMessage {tool:{id,...},content}: content {error:...} is an
 * error (1), {data:...} a success (0), anything else unknown (-1); text is
 * the error or data value, else content.
 */
static int
map_result(struct json_span msg, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = INNGEST_NS, .is_error = -1 };
	struct json_span tool, content, id, v;

	if (json_get(msg, "tool", &tool) && json_get(tool, "id", &id))
		ev.id = str_or_none(id);
	if (json_get(msg, "content", &content)) {
		ev.text = content;
		if (json_get(content, "error", &v)) {
			ev.is_error = 1;
			ev.text = v;
		} else if (json_get(content, "data", &v)) {
			ev.is_error = 0;
			ev.text = v;
		}
	}
	return ev_emit(sink, &ev);
}

/*
 * One Message: EV_MESSAGE (role from role; ROLE_TOOL for a tool_result),
 * then an EV_CALL per tools[] entry of a tool_call, an EV_RESULT for a
 * tool_result, or EV_CONTENT for a text (or unknown) message.
 */
static int
map_message(struct json_span msg, struct event_sink *sink)
{
	struct event ev = { .kind = EV_MESSAGE, .role = ROLE_OTHER };
	struct json_span k, v, type = { NULL, 0 }, tools = { NULL, 0 };
	struct json_iter it;
	int rc, result;

	if (!is_object(msg))
		return ST_OK;
	json_iter_init(&it, msg.p, msg.n);
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type"))
			type = v;
		else if (json_str_eq(k, "role"))
			ev.role = message_role(v);
		else if (json_str_eq(k, "tools"))
			tools = v;
	}
	result = json_str_eq(type, "tool_result");
	if (result)
		ev.role = ROLE_TOOL;
	if ((rc = ev_emit(sink, &ev)) != ST_OK)
		return rc;
	if (result)
		return map_result(msg, sink);
	if (json_str_eq(type, "tool_call")) {
		if (!is_array(tools))
			return ST_OK;
		json_iter_init(&it, tools.p, tools.n);
		while (json_iter_next(&it, &k, &v))
			if ((rc = map_tool(v, sink)) != ST_OK)
				return rc;
		return ST_OK;
	}
	ev.kind = EV_CONTENT;
	return ev_emit(sink, &ev);
}

/* Each message of the array list; anything else is skipped. */
static int
map_list(struct json_span list, struct event_sink *sink)
{
	struct json_iter it;
	struct json_span k, v;
	int rc;

	if (!is_array(list))
		return ST_OK;
	json_iter_init(&it, list.p, list.n);
	while (json_iter_next(&it, &k, &v))
		if ((rc = map_message(v, sink)) != ST_OK)
			return rc;
	return ST_OK;
}

/* The messages of output, then those of toolCalls, each as
 * map_message(); an AgentResult without messages emits nothing. */
static int
inngest_map(const struct item *it, void *state, struct event_sink *sink)
{
	struct result_fields f;
	int rc;

	(void)state;
	result_fields(it, &f);
	if ((rc = map_list(f.output, sink)) != ST_OK)
		return rc;
	return map_list(f.tool_calls, sink);
}

const struct format format_inngest = {
	.name = "inngest",
	.title = "Inngest AgentKit",
	.placement = P_SAME_GROUP,
	.flags = FMT_ID_REQUIRED,
	/* AgentKit validates nothing itself: the provider behind the
	 * adapter reports a broken pair in its own words. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = inngest_detect,
	.state_size = 0,
	.map = inngest_map,
	.free_state = NULL
};
