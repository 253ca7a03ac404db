/*
 * format_codex.c - OpenAI Codex CLI rollout lines (FORMATS.md 8).
 *
 * Each line is {timestamp, type, payload}.  response_item payloads are
 * Responses items, mapped by format_responses_map_object(), with two Codex
 * rules on top:
 *
 *  - local_shell_call is answered by a function_call_output with the same
 *    call_id, so it is a call in namespace "function"; without a call_id
 *    (the Chat Completions path) Codex never pairs it, nor does this.
 *  - a user turn is the event_msg user_message; the response_item message
 *    of role "user" is the model-visible copy (Codex also injects context,
 *    environment and AGENTS.md text as such messages), mapped as ROLE_OTHER
 *    so that each turn counts once.
 *
 * A compacted line replaces the history before it (with replacement_history
 * or, in older rollouts, rebuilt from the user messages and the summary),
 * and an event_msg thread_rolled_back drops the last turns: both are
 * EV_BOUNDARY.  session_meta, turn_context and all other event_msg
 * telemetry are ignored.  Calls left unanswered are legal on disk (Codex
 * inserts "aborted" outputs when it rebuilds the prompt): FMT_UNANSWERED_OK.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format.h"

/* EV_MESSAGE of role, then EV_CONTENT for text (if any). */
static int
emit_message(struct event_sink *sink, enum ev_role role, struct json_span text)
{
	struct event ev;
	int rc;

	if ((rc = format_emit_message(sink, role)) != ST_OK || text.n == 0)
		return rc;
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CONTENT;
	ev.text = text;
	return ev_emit(sink, &ev);
}

/* The members of a response_item payload Codex rules look at. */
struct payload {
	struct json_span	 type, role, call_id, action, content;
};

/* One response_item payload. */
static int
map_response_item(struct json_span p, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct payload, type) },
		{ "role", offsetof(struct payload, role) },
		{ "call_id", offsetof(struct payload, call_id) },
		{ "action", offsetof(struct payload, action) },
		{ "content", offsetof(struct payload, content) },
		{ NULL, 0 }
	};
	struct payload r;
	struct event ev;

	if (!format_is_object(p))
		return format_emit(sink, EV_IGNORE);
	format_members(p, members, &r);
	if (format_str_eq(r.type, "local_shell_call")) {
		if (!format_is_string(r.call_id))
			return format_emit(sink, EV_IGNORE);
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_CALL;
		ev.ns = "function";
		ev.id = r.call_id;
		ev.name = r.type;
		ev.args = r.action;
		return ev_emit(sink, &ev);
	}
	if (format_str_eq(r.type, "message") && format_str_eq(r.role, "user"))
		return emit_message(sink, ROLE_OTHER, r.content);
	return format_responses_map_object(p, sink);
}

/* One event_msg payload: a user turn, a rollback, or telemetry. */
static int
map_event_msg(struct json_span p, struct event_sink *sink)
{
	struct json_span type, msg = { NULL, 0 };

	if (!format_is_object(p) || !json_get(p, "type", &type))
		return format_emit(sink, EV_IGNORE);
	if (format_str_eq(type, "user_message")) {
		json_get(p, "message", &msg);
		return emit_message(sink, ROLE_USER, msg);
	}
	if (format_str_eq(type, "thread_rolled_back"))
		return format_emit(sink, EV_BOUNDARY);
	return format_emit(sink, EV_IGNORE);
}

/* The members of a rollout line. */
struct line {
	struct json_span	 timestamp, type, payload;
};

/* Read the line into l; 1 if it has exactly the three rollout keys
 * (timestamp, type, payload: three members, all three there) with a
 * string type. */
static int
line_read(const struct format_item *item, struct line *l)
{
	static const struct format_member members[] = {
		{ "timestamp", offsetof(struct line, timestamp) },
		{ "type", offsetof(struct line, type) },
		{ "payload", offsetof(struct line, payload) },
		{ NULL, 0 }
	};

	if (format_item_size(item) != 3)
		return 0;
	format_item_members(item, members, l);
	return l->timestamp.n > 0 && l->payload.n > 0 && format_is_string(l->type);
}

static int
codex_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct line l;

	(void)state;
	if (!line_read(item, &l))
		return format_emit(sink, EV_IGNORE);
	if (format_str_eq(l.type, "response_item"))
		return map_response_item(l.payload, sink);
	if (format_str_eq(l.type, "event_msg"))
		return map_event_msg(l.payload, sink);
	if (format_str_eq(l.type, "compacted"))
		return format_emit(sink, EV_BOUNDARY);
	return format_emit(sink, EV_IGNORE);	/* session_meta, turn_context */
}

/*
 * 2: exactly the keys timestamp, type and payload, type one of the five
 * line types; 1: those three keys with another type and an object payload
 * (a line type newer than this reader); 0 otherwise.
 */
static int
codex_detect(const struct format_item *item)
{
	static const char *const types[] = {
		"session_meta", "turn_context", "response_item", "event_msg",
		"compacted", NULL
	};
	struct line l;

	if (!line_read(item, &l))
		return 0;
	if (format_str_in(l.type, types))
		return 2;
	return format_is_object(l.payload) ? 1 : 0;
}


/* Repair: a response_item function_call_output after the call, in the
 * rollout's envelope, with the timestamp of the line before it. */
static int
codex_result(const struct format_result *r, struct json_span near,
    struct buf *out)
{
	struct json_span ts;
	int rc;

	buf_addc(out, '{');
	if (json_get(near, "timestamp", &ts)) {
		buf_adds(out, "\"timestamp\":");
		buf_add(out, ts.p, ts.n);
		buf_addc(out, ',');
	}
	buf_adds(out, "\"type\":\"response_item\",\"payload\":");
	if ((rc = format_responses_output(r, out)) != ST_OK)
		return rc;
	buf_addc(out, '}');
	return ST_OK;
}

const struct format format_codex = {
	.name = "codex",
	.title = "OpenAI Codex CLI rollout",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	.errors = {
		.dangling = NULL,
		.orphan = "Orphan function call output for call id",
		.misplaced = NULL
	},
	.detect = codex_detect,
	.state_size = 0,
	.map = codex_map,
	.free_state = NULL,
	.result = codex_result
};
