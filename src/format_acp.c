/*
 * format_acp.c - Agent Client Protocol streams (FORMATS.md section 4): one
 * JSON-RPC 2.0 message per item.  session/update notifications carry the
 * transcript: tool_call creates a call, tool_call_update patches it and is
 * its result once status is terminal (completed, failed); message chunks
 * are concatenated into messages by role.  A session/prompt request begins
 * a user turn and its reply (result.stopReason) ends it: every call must be
 * terminal by then (P_UPDATE_AFTER_CREATE).  Also read: the bare update
 * object and the bare notification params, and Agentao's non-standard
 * session/load "history" (text messages only).
 *
 * Per-session state is fixed-size: the role of the message being streamed,
 * the open prompt, and a small ring of calls that were created terminal.
 *
 * Text events: messages are labelled "user" or "agent" (a history entry
 * with its role), chunks and prompt blocks are content (a thought chunk
 * thinking); other updates, requests and replies are notes labelled with
 * their sessionUpdate or method; the turn's end is labelled with its
 * stopReason ("error" for an error reply).
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

#define ACP_NS		"acp"
#define ACP_RING	64	/* calls created terminal, remembered */

struct acp_state {
	enum ev_role	role;		/* of the message being streamed */
	int		prompt_open;	/* a session/prompt awaits its reply */
	uint64_t	prompt_id;	/* hash of that request's id */
	/*
	 * Hashes of the ids of the last ACP_RING calls created with a terminal
	 * status (0: free slot).  Agentao replays history as tool_call
	 * "completed" followed by tool_call_update "completed": the second is
	 * a restatement, not a second result.
	 */
	uint64_t	ring[ACP_RING];
	unsigned	ring_next;
};

/* FNV-1a over s, a JSON value; a string is hashed decoded (as the checker
 * compares ids), anything else as written.  Never 0 (a free slot). */
static uint64_t
span_hash(struct json_span s)
{
	struct buf b = BUF_INIT;
	uint64_t h;

	if (format_is_string(s)) {
		if (memchr(s.p, '\\', s.n) != NULL) {
			json_str_decode(s, &b);
			s.p = b.p;
			s.n = b.len;
		} else {
			s.p++;
			s.n -= 2;
		}
	}
	h = format_hash(s);
	buf_release(&b);
	return h == 0 ? 1 : h;
}

static void
ring_add(struct acp_state *st, uint64_t h)
{
	st->ring[st->ring_next] = h;
	st->ring_next = (st->ring_next + 1) % ACP_RING;
}

/* Remove h from the ring: 1 if it was there. */
static int
ring_take(struct acp_state *st, uint64_t h)
{
	for (size_t i = 0; i < ACP_RING; i++) {
		if (st->ring[i] == h) {
			st->ring[i] = 0;
			return 1;
		}
	}
	return 0;
}

/* A message of role begins unless one of that role is being streamed;
 * labelled "user" or "agent", as ACP names the sides. */
static int
acp_role(struct acp_state *st, enum ev_role role, struct event_sink *sink)
{
	struct format_msg m = { FORMAT_LIT("agent"), { NULL, 0 }, { NULL, 0 } };

	if (st->role == role)
		return ST_OK;
	st->role = role;
	if (role == ROLE_USER)
		m.label = FORMAT_LIT("user");
	return format_emit_msg(sink, role, &m);
}

/* The content of a chunk or prompt block (a ContentBlock), as thinking
 * for a thought chunk. */
static int
emit_content(struct json_span block, int thought, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (sink->detail) {
		format_block(block, &ev);
		if (thought && ev.block == BLOCK_TEXT)
			ev.block = BLOCK_THINKING;
	}
	return ev_emit(sink, &ev);
}

/*
 * A tool call's status: -1 when not terminal (pending, in_progress, absent,
 * unknown), else the result's is_error: completed 0, failed 1.  The UI
 * state "cancelled" (not a wire value; clients mark unfinished calls so on
 * cancel) is taken as a failed end rather than reported as dangling.
 */
static int
status_end(struct json_span status)
{
	if (!format_is_string(status))
		return -1;
	if (json_str_eq(status, "completed"))
		return 0;
	if (json_str_eq(status, "failed") || json_str_eq(status, "cancelled") ||
	    json_str_eq(status, "canceled"))
		return 1;
	return -1;
}

/* The members of a ToolCall or ToolCallUpdate that matter, and the
 * object itself (obj). */
struct acp_tool {
	struct json_span	su, id, title, kind, status, input, output, content;
	struct json_span	obj;
};

static const struct format_member tool_members[] = {
	{ "sessionUpdate", offsetof(struct acp_tool, su) },
	{ "toolCallId", offsetof(struct acp_tool, id) },
	{ "title", offsetof(struct acp_tool, title) },
	{ "kind", offsetof(struct acp_tool, kind) },
	{ "status", offsetof(struct acp_tool, status) },
	{ "rawInput", offsetof(struct acp_tool, input) },
	{ "rawOutput", offsetof(struct acp_tool, output) },
	{ "content", offsetof(struct acp_tool, content) },
	{ NULL, 0 }
};

/* Fill the fields common to a call's events: ns, id (a string, else none),
 * name (title, else kind), and raw for a detail sink. */
static void
tool_event(const struct acp_tool *t, enum ev_kind kind,
    const struct event_sink *sink, struct event *ev)
{
	memset(ev, 0, sizeof(*ev));
	ev->kind = kind;
	ev->ns = ACP_NS;
	ev->id = format_str_or_none(t->id);
	if (sink->detail)
		ev->raw = t->obj;
	if (format_is_string(t->title))
		ev->name = t->title;
	else if (format_is_string(t->kind))
		ev->name = t->kind;
}

static int
emit_result(const struct acp_tool *t, int is_error, struct event_sink *sink)
{
	struct event ev;

	tool_event(t, EV_RESULT, sink, &ev);
	ev.is_error = is_error;
	if (t->content.n > 0 && !(t->content.n == 2 && t->content.p[0] == '['))
		ev.text = t->content;
	else if (t->output.n > 0)
		ev.text = t->output;
	return ev_emit(sink, &ev);
}

static int
acp_tool_call(struct acp_state *st, const struct acp_tool *t,
    struct event_sink *sink)
{
	struct event ev;
	int rc, end;

	if ((rc = acp_role(st, ROLE_ASSISTANT, sink)) != ST_OK)
		return rc;
	tool_event(t, EV_CALL, sink, &ev);
	ev.args = t->input;
	if ((rc = ev_emit(sink, &ev)) != ST_OK)
		return rc;
	/* Created already finished (a replay of history): answered now. */
	if ((end = status_end(t->status)) == -1)
		return ST_OK;
	if (format_is_string(t->id))
		ring_add(st, span_hash(t->id));
	return emit_result(t, end, sink);
}

static int
acp_tool_update(struct acp_state *st, const struct acp_tool *t,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_UPDATE };
	int rc, end;

	if ((rc = acp_role(st, ROLE_ASSISTANT, sink)) != ST_OK)
		return rc;
	if ((end = status_end(t->status)) == -1) {
		tool_event(t, EV_UPDATE, sink, &ev);
		return ev_emit(sink, &ev);
	}
	/* The restatement of a call that was created terminal. */
	if (format_is_string(t->id) && ring_take(st, span_hash(t->id)))
		return format_emit_note(sink, t->su, format_str_or_none(t->status),
		    ev.time);
	return emit_result(t, end, sink);
}

/* One SessionUpdate object. */
static int
acp_update(struct acp_state *st, struct json_span up, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };
	struct acp_tool t;
	enum ev_role role;
	int rc;

	if (!format_is_object(up))
		return format_emit(sink, EV_IGNORE);
	format_members(up, tool_members, &t);
	t.obj = up;
	if (json_str_eq(t.su, "tool_call"))
		return acp_tool_call(st, &t, sink);
	if (json_str_eq(t.su, "tool_call_update"))
		return acp_tool_update(st, &t, sink);
	if (json_str_eq(t.su, "user_message_chunk"))
		role = ROLE_USER;
	else if (json_str_eq(t.su, "agent_message_chunk") ||
	    json_str_eq(t.su, "agent_thought_chunk"))
		role = ROLE_ASSISTANT;
	else	/* plan, available_commands_update, usage_update, ... */
		return format_emit_note(sink, format_is_string(t.su) ? t.su :
		    FORMAT_LIT("update"), none, none);
	if ((rc = acp_role(st, role, sink)) != ST_OK)
		return rc;
	return emit_content(t.content, json_str_eq(t.su, "agent_thought_chunk"),
	    sink);
}

static int
emit_block(struct json_span block, struct event_sink *sink)
{
	return emit_content(block, 0, sink);
}

/* One EV_CONTENT per element of the array blocks, or one for a non-empty
 * string (Agentao history content may be either). */
static int
emit_blocks(struct json_span blocks, struct event_sink *sink)
{
	if (format_is_string(blocks) && blocks.n > 2)
		return emit_content(blocks, 0, sink);
	return format_map_each(blocks, emit_block, sink);
}

/* session/prompt: a user turn begins, with the prompt's blocks. */
static int
acp_prompt(struct acp_state *st, struct json_span id, struct json_span params,
    struct event_sink *sink)
{
	struct json_span prompt;
	int rc;

	st->role = ROLE_NONE;
	if ((rc = acp_role(st, ROLE_USER, sink)) != ST_OK)
		return rc;
	st->prompt_open = 1;
	st->prompt_id = span_hash(id);
	if (json_get(params, "prompt", &prompt))
		return emit_blocks(prompt, sink);
	return ST_OK;
}

static const struct format_role history_roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ "tool", ROLE_TOOL },
	{ NULL, ROLE_NONE }
};

/* One entry {role, content} of Agentao's history: a message. */
static int
history_entry(struct json_span v, struct event_sink *sink)
{
	struct json_span role = { NULL, 0 }, content;
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	int rc;

	if (!format_is_object(v))
		return ST_OK;
	json_get(v, "role", &role);
	m.label = role;
	if ((rc = format_emit_msg(sink, role.n > 0 ?
	    format_role(role, history_roles) : ROLE_OTHER, &m)) != ST_OK)
		return rc;
	if (json_get(v, "content", &content))
		return emit_blocks(content, sink);
	return ST_OK;
}

/*
 * session/load: a replay follows, so no message is being streamed.  With
 * Agentao's "history" param ([{role, content}], text per its guide) each
 * entry is a message; tool calls are not part of that form.
 */
static int
acp_load(struct acp_state *st, struct json_span params, struct event_sink *sink)
{
	struct json_span hist, none = { NULL, 0 };

	st->role = ROLE_NONE;
	if (!json_get(params, "history", &hist) || !format_is_array(hist))
		return format_emit_note(sink, FORMAT_LIT("session/load"), none, none);
	return format_map_each(hist, history_entry, sink);
}

/*
 * A JSON-RPC response.  The turn ends with the prompt's reply: a result with
 * stopReason, or an error answering the open prompt's id.  (Ids alone do not
 * decide: client and agent number their requests independently, so a reply
 * to the agent's session/request_permission may share the prompt's id.)
 */
static int
acp_response(struct acp_state *st, struct json_span id, struct json_span result,
    struct json_span error, struct event_sink *sink)
{
	struct json_span v = { NULL, 0 }, none = { NULL, 0 };

	if ((format_is_object(result) && json_get(result, "stopReason", &v)) ||
	    (error.n > 0 && st->prompt_open && span_hash(id) == st->prompt_id)) {
		struct event ev = { .kind = EV_TURN_END };

		st->prompt_open = 0;
		st->role = ROLE_NONE;
		ev.label = format_is_string(v) ? v : FORMAT_LIT("error");
		if (sink->detail && error.n > 0 && format_is_object(error) &&
		    json_get(error, "message", &v))
			ev.text = format_str_or_none(v);
		return ev_emit(sink, &ev);
	}
	return format_emit_note(sink, error.n > 0 ? FORMAT_LIT("error") :
	    FORMAT_LIT("reply"), none, none);
}

/* The top-level members that matter, from one pass. */
struct acp_top {
	struct json_span	jsonrpc, method, id, params, result, error, su, update;
};

static void
acp_top(const struct format_item *item, struct acp_top *t)
{
	static const struct format_member members[] = {
		{ "jsonrpc", offsetof(struct acp_top, jsonrpc) },
		{ "method", offsetof(struct acp_top, method) },
		{ "id", offsetof(struct acp_top, id) },
		{ "params", offsetof(struct acp_top, params) },
		{ "result", offsetof(struct acp_top, result) },
		{ "error", offsetof(struct acp_top, error) },
		{ "sessionUpdate", offsetof(struct acp_top, su) },
		{ "update", offsetof(struct acp_top, update) },
		{ NULL, 0 }
	};

	format_item_members(item, members, t);
}

/* Does the method string start with prefix (as written, unescaped)? */
static int
method_prefix(struct json_span m, const char *prefix)
{
	size_t n = strlen(prefix);

	return format_is_string(m) && m.n - 2 > n && memcmp(m.p + 1, prefix, n) == 0;
}

/*
 * 2: a session/update notification (with or without "jsonrpc"), a bare
 * update object (key sessionUpdate), bare notification params (update
 * with sessionUpdate), a JSON-RPC request of an ACP method (session/...,
 * fs/..., terminal/..., authenticate), or a prompt reply (result.stopReason).
 * 1: any other JSON-RPC 2.0 message (initialize is shared with MCP).
 */
static int
acp_detect(const struct format_item *item)
{
	struct acp_top t;
	struct json_span v;

	acp_top(item, &t);
	if (format_is_string(t.su))
		return 2;
	if (format_is_string(t.method) && json_str_eq(t.method, "session/update"))
		return 2;
	if (t.method.n == 0 && format_is_object(t.update) &&
	    json_get(t.update, "sessionUpdate", &v))
		return 2;
	if (t.jsonrpc.n == 0 || !json_str_eq(t.jsonrpc, "2.0"))
		return 0;
	if (method_prefix(t.method, "session/") || method_prefix(t.method, "fs/") ||
	    method_prefix(t.method, "terminal/") ||
	    json_str_eq(t.method, "authenticate"))
		return 2;
	if (format_is_object(t.result) && json_get(t.result, "stopReason", &v))
		return 2;
	return 1;
}

static int
acp_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct acp_state *st = state;
	struct acp_top t;
	struct json_span up, none = { NULL, 0 };

	acp_top(item, &t);
	if (format_is_string(t.su))
		return acp_update(st, item->obj, sink);
	if (t.method.n == 0 && format_is_object(t.update))
		return acp_update(st, t.update, sink);
	if (t.method.n == 0) {
		if (t.id.n > 0 && (t.result.n > 0 || t.error.n > 0))
			return acp_response(st, t.id, t.result, t.error, sink);
		return format_emit(sink, EV_IGNORE);
	}
	if (json_str_eq(t.method, "session/update")) {
		if (!format_is_object(t.params) || !json_get(t.params, "update", &up))
			return format_emit_note(sink, t.method, none, none);
		return acp_update(st, up, sink);
	}
	if (json_str_eq(t.method, "session/prompt"))
		return acp_prompt(st, t.id, t.params, sink);
	if (json_str_eq(t.method, "session/load"))
		return acp_load(st, t.params, sink);
	/*
	 * Everything else: session/new, session/cancel (the agent still
	 * answers the prompt, with stopReason cancelled), fs/ and terminal/
	 * requests, and session/request_permission, whose toolCall need not
	 * be announced yet (gemini-cli asks before it sends the tool_call).
	 */
	return format_emit_note(sink, format_is_string(t.method) ? t.method :
	    FORMAT_LIT("request"), none, none);
}


/* --- Writing --------------------------------------------------------- */

/* A writer's session: the sessionId of the notification before (JSON). */
struct acp_writer {
	struct buf	session;
};

static int
acp_follow(void *state, struct json_span near)
{
	struct acp_writer *aw = state;
	struct json_span params, sid = { NULL, 0 };

	if (!json_get(near, "params", &params) ||
	    !json_get(params, "sessionId", &sid))
		sid.n = 0;
	format_keep(&aw->session, sid);
	return ST_OK;
}

/* A result: a terminal tool_call_update notification, status failed
 * (is_error 1) or completed, its text a content block. */
static int
acp_write(void *state, const struct format_message *m, struct buf *out)
{
	struct acp_writer *aw = state;
	struct jsonw w;
	int rc = ST_OK;

	jsonw_init(&w, out, JSONW_LINES);
	for (size_t i = 0; i < m->nblocks && rc == ST_OK; i++) {
		const struct event *b = &m->blocks[i];

		if (b->kind != EV_RESULT || (m->own && b->raw.n > 0)) {
			rc = ST_DATA;
			break;
		}
		jsonw_object(&w);
		jsonw_member_str(&w, "jsonrpc", "2.0");
		jsonw_member_str(&w, "method", "session/update");
		jsonw_key(&w, "params");
		jsonw_object(&w);
		if (aw->session.len > 0)
			jsonw_member(&w, "sessionId", format_kept(&aw->session));
		jsonw_key(&w, "update");
		jsonw_object(&w);
		jsonw_member_str(&w, "sessionUpdate", "tool_call_update");
		jsonw_member(&w, "toolCallId", b->id);
		jsonw_member_str(&w, "status", b->is_error == 1 ? "failed" :
		    "completed");
		jsonw_key(&w, "content");
		jsonw_array(&w);
		jsonw_object(&w);
		jsonw_member_str(&w, "type", "content");
		jsonw_key(&w, "content");
		jsonw_object(&w);
		jsonw_member_str(&w, "type", "text");
		jsonw_member(&w, "text", b->text);
		jsonw_close(&w);
		jsonw_close(&w);
		jsonw_close(&w);
		jsonw_close(&w);
		jsonw_close(&w);
		jsonw_close(&w);
	}
	return format_write_done(&w, rc);
}

static void
acp_writer_free(void *state)
{
	struct acp_writer *aw = state;

	buf_release(&aw->session);
}

/* Repair's results, before the turn ends, in the session of the
 * notification before them. */
static const struct format_writer acp_writer = {
	.state_size = sizeof(struct acp_writer),
	.result_items = 1,
	.follow = acp_follow,
	.message = acp_write,
	.free_state = acp_writer_free
};

const struct format format_acp = {
	.name = "acp",
	.title = "Agent Client Protocol",
	.placement = P_UPDATE_AFTER_CREATE,
	.flags = FMT_ID_REQUIRED,
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = acp_detect,
	.state_size = sizeof(struct acp_state),
	.map = acp_map,
	.free_state = NULL,
	.writer = &acp_writer
};
