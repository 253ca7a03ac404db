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
#include <string.h>

#include "diag.h"
#include "format.h"

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

static int
emit_kind(struct event_sink *sink, enum ev_kind kind)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = kind;
	return ev_emit(sink, &ev);
}

/* EV_MESSAGE of role, then EV_CONTENT for text (if any). */
static int
emit_message(struct event_sink *sink, enum ev_role role, struct json_span text)
{
	struct event ev;
	int rc;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_MESSAGE;
	ev.role = role;
	if ((rc = ev_emit(sink, &ev)) != ST_OK || text.n == 0)
		return rc;
	ev.kind = EV_CONTENT;
	ev.role = ROLE_NONE;
	ev.text = text;
	return ev_emit(sink, &ev);
}

/* One response_item payload. */
static int
map_response_item(struct json_span p, struct event_sink *sink)
{
	struct json_iter it;
	struct json_span k, v, type = { NULL, 0 }, role = { NULL, 0 },
	    call_id = { NULL, 0 }, action = { NULL, 0 }, content = { NULL, 0 };
	struct event ev;

	if (p.n == 0 || p.p[0] != '{' || json_iter_init(&it, p.p, p.n) == -1)
		return emit_kind(sink, EV_IGNORE);
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type"))
			type = v;
		else if (json_str_eq(k, "role"))
			role = v;
		else if (json_str_eq(k, "call_id"))
			call_id = v;
		else if (json_str_eq(k, "action"))
			action = v;
		else if (json_str_eq(k, "content"))
			content = v;
	}
	if (jstring_eq(type, "local_shell_call")) {
		if (!jstring(call_id))
			return emit_kind(sink, EV_IGNORE);
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_CALL;
		ev.ns = "function";
		ev.id = call_id;
		ev.name = type;
		ev.args = action;
		return ev_emit(sink, &ev);
	}
	if (jstring_eq(type, "message") && jstring_eq(role, "user"))
		return emit_message(sink, ROLE_OTHER, content);
	return format_responses_map_object(p, sink);
}

/* One event_msg payload: a user turn, a rollback, or telemetry. */
static int
map_event_msg(struct json_span p, struct event_sink *sink)
{
	struct json_span type, msg = { NULL, 0 };

	if (p.n == 0 || p.p[0] != '{' || !json_get(p, "type", &type))
		return emit_kind(sink, EV_IGNORE);
	if (jstring_eq(type, "user_message")) {
		json_get(p, "message", &msg);
		return emit_message(sink, ROLE_USER, msg);
	}
	if (jstring_eq(type, "thread_rolled_back"))
		return emit_kind(sink, EV_BOUNDARY);
	return emit_kind(sink, EV_IGNORE);
}

/* The line's type and payload; 1 if it has exactly the three rollout keys
 * (timestamp, type, payload) with a string type. */
static int
line_read(const struct item *item, struct json_span *type,
    struct json_span *payload)
{
	struct json_iter it;
	struct json_span k, v;
	int ts = 0, ty = 0, pl = 0, other = 0;

	if (json_iter_init(&it, item->json, item->len) == -1 || item->json[0] != '{')
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "timestamp"))
			ts++;
		else if (json_str_eq(k, "type")) {
			ty++;
			*type = v;
		} else if (json_str_eq(k, "payload")) {
			pl++;
			*payload = v;
		} else
			other++;
	}
	return ts == 1 && ty == 1 && pl == 1 && other == 0 && jstring(*type);
}

static int
codex_map(const struct item *item, void *state, struct event_sink *sink)
{
	struct json_span type = { NULL, 0 }, payload = { NULL, 0 };

	(void)state;
	if (!line_read(item, &type, &payload))
		return emit_kind(sink, EV_IGNORE);
	if (json_str_eq(type, "response_item"))
		return map_response_item(payload, sink);
	if (json_str_eq(type, "event_msg"))
		return map_event_msg(payload, sink);
	if (json_str_eq(type, "compacted"))
		return emit_kind(sink, EV_BOUNDARY);
	return emit_kind(sink, EV_IGNORE);	/* session_meta, turn_context */
}

/*
 * 2: exactly the keys timestamp, type and payload, type one of the five
 * line types; 1: those three keys with another type and an object payload
 * (a line type newer than this reader); 0 otherwise.
 */
static int
codex_detect(const struct item *item)
{
	static const char *const types[] = {
		"session_meta", "turn_context", "response_item", "event_msg",
		"compacted", NULL
	};
	struct json_span type = { NULL, 0 }, payload = { NULL, 0 };

	if (!line_read(item, &type, &payload))
		return 0;
	for (size_t i = 0; types[i] != NULL; i++)
		if (json_str_eq(type, types[i]))
			return 2;
	return payload.n > 0 && payload.p[0] == '{' ? 1 : 0;
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
	.free_state = NULL
};
