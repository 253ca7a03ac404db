/*
 * format_inngest.c - Inngest AgentKit (@inngest/agent-kit) items, of two
 * shapes (FORMATS.md section 6):
 *
 *  - one AgentResult.export(), {"agentName","createdAt","checksum",
 *    "output":[Message],"toolCalls":[ToolResultMessage]}.  A user turn is a
 *    fake AgentResult("user", [text message]);
 *  - one row of the agentkit_messages table of AgentKit's Postgres history
 *    adapter (an agentkit-pg: store's item; STORES.md section 5), its
 *    columns in table order, a NULL column left out:
 *	{"message_id","message_type","agent_name","content","data",
 *	 "client_state","checksum","created_at"}
 *    (message_id and client_state only in use-agent's layout, not in the
 *    starter's).  An agent row's data is its AgentResult.export(), keys in
 *    jsonb order, mapped as an item of the first shape: its createdAt, not
 *    the row's created_at (the insert's NOW()), is its time.  A user row is
 *    a user message whose text is content, at created_at, as the adapter's
 *    get() rehydrates it.  A row of message_type "agent" without a data
 *    object, "user" without a string content, or of another message_type
 *    is flawed: a note labelled with its message_type ("row" if that is
 *    not a string) says what is wrong, and nothing else is mapped.
 * An item with a message_type member is a row, any other an AgentResult.
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
 *
 * Text events: each message is labelled with its role, at the result's
 * createdAt; a text message's content is its text, a result's name its
 * tool's.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: every AgentKit call is a ToolMessage of type
 * "tool". */
#define INNGEST_NS	"tool"

/* The members the format needs (the last of each, as JSON.parse keeps);
 * n == 0 when absent: the AgentResult's, and a row's columns. */
struct fields {
	struct json_span	agent, output, tool_calls, created;
	struct json_span	type, content, data, checksum, time;
};

/*
 * Read the item's members into f: a row's columns (type.n > 0 for a
 * row), then the AgentResult's, of the row's data (absent unless it is an
 * object) or of the item itself.  detect() and map() read both shapes
 * through this.
 */
static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member row_members[] = {
		{ "message_type", offsetof(struct fields, type) },
		{ "content", offsetof(struct fields, content) },
		{ "data", offsetof(struct fields, data) },
		{ "checksum", offsetof(struct fields, checksum) },
		{ "created_at", offsetof(struct fields, time) },
		{ NULL, 0 }
	};
	static const struct format_member result_members[] = {
		{ "agentName", offsetof(struct fields, agent) },
		{ "output", offsetof(struct fields, output) },
		{ "toolCalls", offsetof(struct fields, tool_calls) },
		{ "createdAt", offsetof(struct fields, created) },
		{ NULL, 0 }
	};

	format_item_members(it, row_members, f);
	if (f->type.n > 0)
		format_members(f->data, result_members, f);
	else
		format_item_members(it, result_members, f);
}

/*
 * An AgentResult: agentName (a string) + output and toolCalls (arrays):
 * only an AgentResult has all three (2).  Two of them, output among them,
 * could be one whose third member was lost or renamed (1).
 */
static int
result_score(const struct fields *f)
{
	int have;

	if (!format_is_array(f->output))
		return 0;
	have = format_is_string(f->agent) + format_is_array(f->tool_calls);
	return have == 2 ? 2 : have == 1 ? 1 : 0;
}

/* What an item of fields f is: a bare AgentResult, a user row with a
 * string content, an agent row with a data object, or a flawed row. */
enum shape { SHAPE_RESULT, SHAPE_USER, SHAPE_AGENT, SHAPE_FLAWED };

static enum shape
item_shape(const struct fields *f)
{
	if (f->type.n == 0)
		return SHAPE_RESULT;
	if (format_str_eq(f->type, "user") && format_is_string(f->content))
		return SHAPE_USER;
	if (format_str_eq(f->type, "agent") && format_is_object(f->data))
		return SHAPE_AGENT;
	return SHAPE_FLAWED;
}

/*
 * A row needs a string message_type and checksum (the table's NOT NULL
 * columns): a user row, or an agent row whose data scores 2 as an
 * AgentResult, is one (2); another row, flawed or not, could be (1).  A
 * bare AgentResult scores as one.
 */
static int
inngest_detect(const struct format_item *it)
{
	struct fields f;
	enum shape shape;

	item_fields(it, &f);
	if ((shape = item_shape(&f)) == SHAPE_RESULT)
		return result_score(&f);
	if (!format_is_string(f.type) || !format_is_string(f.checksum))
		return 0;
	if (shape == SHAPE_USER ||
	    (shape == SHAPE_AGENT && result_score(&f) == 2))
		return 2;
	return 1;
}

static const struct format_role roles[] = {
	{ "assistant", ROLE_ASSISTANT },
	{ "user", ROLE_USER },
	{ "system", ROLE_SYSTEM },
	{ "tool_result", ROLE_TOOL },
	{ NULL, ROLE_NONE }
};

/* One ToolMessage {type:"tool",id,name,input} as a call. */
static int
map_tool(struct json_span tool, struct event_sink *sink)
{
	if (!format_is_object(tool))
		return ST_OK;
	return format_map_call(tool, tool, INNGEST_NS, sink);
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
		ev.id = format_str_or_none(id);
	if (sink->detail && format_is_object(tool) && json_get(tool, "name", &v))
		ev.name = format_str_or_none(v);
	if (sink->detail)
		ev.raw = msg;
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

/* The members of a Message that mapping looks at. */
struct message {
	struct json_span	 type, role, tools, content;
};

/*
 * One Message: EV_MESSAGE (role from role; ROLE_TOOL for a tool_result),
 * then an EV_CALL per tools[] entry of a tool_call, an EV_RESULT for a
 * tool_result, or EV_CONTENT for a text (or unknown) message.
 */
static int
map_message(struct json_span msg, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct message, type) },
		{ "role", offsetof(struct message, role) },
		{ "tools", offsetof(struct message, tools) },
		{ "content", offsetof(struct message, content) },
		{ NULL, 0 }
	};
	struct event ev = { .kind = EV_MESSAGE, .role = ROLE_OTHER };
	struct message m;
	int rc, result;

	if (!format_is_object(msg))
		return ST_OK;
	format_members(msg, members, &m);
	if (m.role.n > 0)
		ev.role = format_role(m.role, roles);
	result = json_str_eq(m.type, "tool_result");
	if (result)
		ev.role = ROLE_TOOL;
	if (sink->detail)
		ev.label = format_str_or_none(m.role);
	if ((rc = ev_emit(sink, &ev)) != ST_OK)
		return rc;
	if (result)
		return map_result(msg, sink);
	if (json_str_eq(m.type, "tool_call"))
		return format_map_each(m.tools, map_tool, sink);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CONTENT;
	if (sink->detail) {
		/* A text message's content, or the message itself. */
		ev.block = format_is_string(m.content) ? BLOCK_TEXT : BLOCK_OTHER;
		ev.text = format_is_string(m.content) ? m.content : msg;
		ev.name = format_str_or_none(m.type);
		ev.raw = msg;
	}
	return ev_emit(sink, &ev);
}

/* A user row: a user message labelled with its message_type, at its
 * created_at, whose text is content. */
static int
map_user(const struct fields *f, struct event_sink *sink)
{
	struct format_msg m = { f->type, format_str_or_none(f->time),
	    { NULL, 0 } };
	int rc;

	if ((rc = format_emit_msg(sink, ROLE_USER, &m)) != ST_OK)
		return rc;
	return format_emit_content(f->content, sink);
}

/* A flawed row: a note of what is wrong, at its created_at. */
static int
map_flawed(const struct fields *f, struct event_sink *sink)
{
	struct json_span what = FORMAT_LIT("not user or agent");

	if (format_str_eq(f->type, "agent"))
		what = FORMAT_LIT("without a data object");
	else if (format_str_eq(f->type, "user"))
		what = FORMAT_LIT("without a string content");
	return format_emit_note(sink, format_is_string(f->type) ? f->type :
	    FORMAT_LIT("row"), what, format_str_or_none(f->time));
}

/*
 * A row: a user row by map_user(), an agent row's data as an AgentResult,
 * a flawed one by map_flawed().  An AgentResult: the messages of output,
 * then those of toolCalls, each as map_message(); one without messages
 * emits nothing.
 */
static int
inngest_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct fields f;
	struct format_stamp fs;
	struct json_span none = { NULL, 0 };
	int rc;

	(void)state;
	item_fields(it, &f);
	switch (item_shape(&f)) {
	case SHAPE_USER:
		return map_user(&f, sink);
	case SHAPE_FLAWED:
		return map_flawed(&f, sink);
	case SHAPE_RESULT:
	case SHAPE_AGENT:
		break;
	}
	sink = format_stamp(&fs, sink, f.created, none);
	if ((rc = format_map_each(f.output, map_message, sink)) != ST_OK)
		return rc;
	return format_map_each(f.tool_calls, map_message, sink);
}

/* A tool_result message for a result, the error (or the data) in
 * content. */
static int
inngest_block(struct jsonw *w, const struct event *b)
{
	if (b->kind != EV_RESULT)
		return ST_DATA;
	jsonw_object(w);
	jsonw_member_str(w, "type", "tool_result");
	jsonw_member_str(w, "role", "tool_result");
	jsonw_member_str(w, "stop_reason", "tool");
	jsonw_key(w, "tool");
	jsonw_object(w);
	jsonw_member_str(w, "type", "tool");
	jsonw_member(w, "id", b->id);
	jsonw_member(w, "name", b->name.n > 0 ? b->name : FORMAT_LIT(""));
	jsonw_member_lit(w, "input", "{}");
	jsonw_close(w);
	jsonw_key(w, "content");
	jsonw_object(w);
	jsonw_member(w, b->is_error == 1 ? "error" : "data", b->text);
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* Results go into the toolCalls of the call's own AgentResult (a row's
 * data, as item_fields() finds it), the error in content (no writer:
 * nothing new is made). */
static int
inngest_answer(const struct format_message *m, struct json_span into,
    struct format_splice *sp)
{
	struct json_span result = into, type, calls;
	struct buf b = BUF_INIT;
	int rc;

	if (json_get(into, "message_type", &type) &&
	    !json_get(into, "data", &result))
		return ST_DATA;
	if (!json_get(result, "toolCalls", &calls))
		return ST_DATA;
	if ((rc = format_write_elements(m, inngest_block, &b)) == ST_OK &&
	    format_splice_prepend(into, calls, b.p, b.len, sp) != ST_OK)
		rc = ST_DATA;
	buf_release(&b);
	return rc;
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
	.free_state = NULL,
	.answer = inngest_answer
};
