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
 * telemetry are notes (EV_NOTE, labelled with the line's or the event's
 * type).  Calls left unanswered are legal on disk (Codex inserts "aborted"
 * outputs when it rebuilds the prompt): FMT_UNANSWERED_OK.
 *
 * Text events: each event has its line's timestamp; the user_message is
 * an echo of the response_item that follows it; token_count events give
 * EV_USAGE (the increase of their cumulative total, with the model of the
 * last turn_context: map_usage()); a tool output's text says whether it
 * failed ("Exit code: N", or an exit_code in its metadata).
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"
#include "isotime.h"

/* The counts of a token_count's total_token_usage, in this order. */
enum { CX_INPUT, CX_CACHED, CX_OUTPUT, CX_REASONING, CX_COUNTS };

/* Per session, for detail sinks: the model of the last turn_context, the
 * last token_count's cumulative total, and whether the lines read are a
 * fork's copy of its parent's (replay_mark()). */
struct codex_state {
	int64_t		total[CX_COUNTS];
	int		have_total;
	int		replay;
	int64_t		replay_ms;	/* the time of its last line */
	size_t		model_n;
	char		model[96];	/* a JSON string */
};

/* EV_MESSAGE of role labelled label (echo: a copy), then EV_CONTENT for
 * text (if any). */
static int
emit_message(struct event_sink *sink, enum ev_role role, struct json_span label,
    int echo, struct json_span text)
{
	struct event ev;
	int rc;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_MESSAGE;
	ev.role = role;
	ev.echo = echo;
	if (sink->detail)
		ev.label = label;
	if ((rc = ev_emit(sink, &ev)) != ST_OK || text.n == 0)
		return rc;
	return format_emit_content(text, sink);
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
	struct json_span none = { NULL, 0 };
	struct payload r;
	struct event ev;

	if (!format_is_object(p))
		return format_emit(sink, EV_IGNORE);
	format_members(p, members, &r);
	if (format_str_eq(r.type, "local_shell_call")) {
		if (!format_is_string(r.call_id))
			return format_emit_note(sink, r.type, FORMAT_LIT("no call_id"),
			    none);
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_CALL;
		ev.ns = "function";
		ev.id = r.call_id;
		ev.name = r.type;
		ev.args = r.action;
		if (sink->detail)
			ev.raw = p;
		return ev_emit(sink, &ev);
	}
	if (format_str_eq(r.type, "message") && format_str_eq(r.role, "user"))
		return emit_message(sink, ROLE_OTHER, r.role, 0, r.content);
	return format_responses_map_object(p, sink);
}

/* Read the counts of a token usage object o into c (-1 where absent). */
static void
usage_counts(struct json_span o, struct ev_usage *u, int64_t c[CX_COUNTS])
{
	static const char *const names[CX_COUNTS] = { "input_tokens",
		"cached_input_tokens", "output_tokens", "reasoning_output_tokens" };
	struct json_span v;

	for (int i = 0; i < CX_COUNTS; i++)
		c[i] = json_get(o, names[i], &v) ? format_usage_count(u, v) : -1;
}

/*
 * A token_count event: the increase of its cumulative total_token_usage
 * since the last one, so that an event Codex repeats (when only its rate
 * limits change) counts nothing.  The first total of a file, one that went
 * down (a count restarted), or none: its last_token_usage (what came
 * before the first is not in this file: a fork's parent's turns, or lines
 * cut).  In a fork's copy of its parent's lines a total only sets where
 * counting starts.
 */
static int
map_usage(struct json_span p, struct codex_state *st, struct event_sink *sink)
{
	struct json_span info, o;
	struct json_span model = { st != NULL ? st->model : NULL,
	    st != NULL ? st->model_n : 0 };
	struct ev_usage u;
	int64_t total[CX_COUNTS], last[CX_COUNTS], d[CX_COUNTS];
	int have_total = 0, have_last = 0, down = 0;

	if (!json_get(p, "info", &info) || !format_is_object(info))
		return ST_OK;
	format_usage_init(&u);
	if (json_get(info, "total_token_usage", &o) && format_is_object(o)) {
		usage_counts(o, &u, total);
		have_total = 1;
	}
	if (json_get(info, "last_token_usage", &o) && format_is_object(o)) {
		usage_counts(o, &u, last);
		have_last = 1;
	}
	if (u.bad.n > 0)
		return format_emit_usage(sink, &u, model);
	if (have_total && st != NULL) {
		int had = st->have_total;

		for (int i = 0; i < CX_COUNTS; i++) {
			int64_t was = st->total[i] < 0 ? 0 : st->total[i];

			if (total[i] >= 0 && total[i] < was)
				down = 1;
			d[i] = total[i] < 0 ? -1 : had ? total[i] - was : total[i];
			if (had && st->total[i] < 0 && total[i] >= 0)
				/* a count the last total lacked: this call's */
				d[i] = have_last ? last[i] : 0;
		}
		memcpy(st->total, total, sizeof(total));
		st->have_total = 1;
		if (st->replay)
			return ST_OK;
		if ((down || !had) && have_last) {
			/* restarted, or the first total: what came before it
			 * is not in this file (a fork's parent's, lines cut) */
			memcpy(d, last, sizeof(d));
		} else if (down) {
			return ST_OK;	/* restarted, and nothing says by what */
		}
	} else if (have_last) {
		memcpy(d, last, sizeof(d));
	} else if (have_total) {
		memcpy(d, total, sizeof(d));
	} else {
		return ST_OK;
	}
	if (d[CX_INPUT] <= 0 && d[CX_CACHED] <= 0 && d[CX_OUTPUT] <= 0 &&
	    d[CX_REASONING] <= 0)
		return ST_OK;
	u.cache_read = d[CX_CACHED] < 0 ? 0 : d[CX_CACHED];
	u.input = format_count_sub(d[CX_INPUT], u.cache_read);
	u.output = d[CX_OUTPUT];
	u.reasoning = d[CX_REASONING];
	u.cache_write = 0;
	return format_emit_usage(sink, &u, model);
}

/* One event_msg payload: a user turn, a rollback, token usage, or another
 * note labelled with its type. */
static int
map_event_msg(struct json_span p, struct codex_state *st, struct event_sink *sink)
{
	static const char *const said[] = { "error", "warning", "stream_error",
		"background_event", NULL };
	struct json_span type, msg = { NULL, 0 }, none = { NULL, 0 };
	int rc;

	if (!format_is_object(p) || !json_get(p, "type", &type) ||
	    !format_is_string(type))
		return format_emit_note(sink, FORMAT_LIT("event_msg"), none, none);
	if (format_str_eq(type, "user_message")) {
		json_get(p, "message", &msg);
		return emit_message(sink, ROLE_USER, type, 1, msg);
	}
	if (format_str_eq(type, "thread_rolled_back")) {
		struct event ev = { .kind = EV_BOUNDARY, .label = type };

		return ev_emit(sink, &ev);
	}
	if (sink->detail) {
		if (!json_get(p, "reason", &msg) && format_str_in(type, said))
			json_get(p, "message", &msg);
	}
	if ((rc = format_emit_note(sink, type, format_str_or_none(msg),
	    none)) != ST_OK)
		return rc;
	if (sink->detail && format_str_eq(type, "token_count"))
		return map_usage(p, st, sink);
	return ST_OK;
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

/*
 * Whether a function or custom tool output failed, as Codex writes it:
 * "Exit code: N" at the start of the text (recent rollouts), or a JSON
 * object {"output": ..., "metadata": {"exit_code": N, ...}} encoded in
 * the string (older ones); -1 when the text says neither.  Read from the
 * raw bytes of the JSON string: the markers hold nothing to escape.
 */
static int
output_error(struct json_span out)
{
	static const char exit_text[] = "\"Exit code: ";
	static const char exit_json[] = "\\\"exit_code\\\":";
	size_t n = sizeof(exit_json) - 1;
	const char *p;

	if (!format_is_string(out))
		return -1;
	if (out.n > sizeof(exit_text) &&
	    memcmp(out.p, exit_text, sizeof(exit_text) - 1) == 0) {
		p = out.p + sizeof(exit_text) - 1;
		return *p == '0' && (p[1] < '0' || p[1] > '9') ? 0 : 1;
	}
	if (out.n < 3 || out.p[1] != '{')
		return -1;
	/* The metadata comes last: look for its exit_code near the end. */
	for (size_t i = out.n > 200 ? out.n - 200 : 0; i + n < out.n; i++) {
		if (memcmp(out.p + i, exit_json, n) == 0) {
			p = out.p + i + n;
			return *p == '0' && (p[1] < '0' || p[1] > '9') ? 0 : 1;
		}
	}
	return -1;
}

/* The detail sink a line maps into: results' is_error from their text. */
struct codex_sink {
	struct event_sink	 sink;
	struct event_sink	*out;
};

static int
codex_emit(void *arg, const struct event *ev)
{
	struct codex_sink *w = arg;
	struct event e;

	if (ev->kind != EV_RESULT || ev->is_error != -1)
		return ev_emit(w->out, ev);
	e = *ev;
	e.is_error = output_error(ev->text);
	return ev_emit(w->out, &e);
}

/* A turn_context's model, kept for the usage that follows. */
static void
keep_model(struct codex_state *st, struct json_span payload)
{
	struct json_span model;

	if (st == NULL || !json_get(payload, "model", &model) ||
	    !format_is_string(model) || model.n > sizeof(st->model))
		return;
	memcpy(st->model, model.p, model.n);
	st->model_n = model.n;
}

#define REPLAY_GAP_MS	1000	/* a pause that ends a fork's copy */

/* A fork (session_meta with forked_from_id) begins with a copy of its
 * parent's lines, all written at once when it was made (their times
 * those of the copy, not the parent's): the copy is the burst of lines
 * after the session_meta, each within REPLAY_GAP_MS of the one before;
 * the fork's own first token_count comes after a model call, later. */
static void
replay_mark(struct codex_state *st, const struct line *l)
{
	struct json_span v;
	int64_t ms;
	int is_meta;

	if (st == NULL)
		return;
	is_meta = format_str_eq(l->type, "session_meta");
	if ((!is_meta && !st->replay) || !format_is_string(l->timestamp) ||
	    isotime_parse(l->timestamp.p + 1, l->timestamp.n - 2, 0, &ms) == -1)
		return;		/* times are read only where a copy may be */
	if (is_meta && !st->replay && !st->have_total &&
	    format_is_object(l->payload) &&
	    json_get(l->payload, "forked_from_id", &v) &&
	    format_is_string(v) && v.n > 2) {
		st->replay = 1;
		st->replay_ms = ms;
		return;
	}
	if (!st->replay)
		return;
	if (ms - st->replay_ms > REPLAY_GAP_MS || ms < st->replay_ms - REPLAY_GAP_MS)
		st->replay = 0;
	else
		st->replay_ms = ms;
}

static int
codex_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	static const char *const detail_of[] = { "cwd", "model", NULL };
	struct codex_state *st = state;
	struct format_stamp fs;
	struct codex_sink w;
	struct json_span none = { NULL, 0 }, v = { NULL, 0 };
	struct line l;

	if (!line_read(item, &l))
		return format_emit(sink, EV_IGNORE);
	if (sink->detail) {
		if (format_str_eq(l.type, "turn_context"))
			keep_model(st, l.payload);
		replay_mark(st, &l);
		w.sink.emit = codex_emit;
		w.sink.arg = &w;
		w.sink.detail = 1;
		w.out = sink;
		sink = format_stamp(&fs, &w.sink, l.timestamp, none);
	}
	if (format_str_eq(l.type, "response_item"))
		return map_response_item(l.payload, sink);
	if (format_str_eq(l.type, "event_msg"))
		return map_event_msg(l.payload, st, sink);
	if (format_str_eq(l.type, "compacted")) {
		struct event ev = { .kind = EV_BOUNDARY, .label = l.type };

		if (sink->detail && format_is_object(l.payload) &&
		    json_get(l.payload, "message", &v))
			ev.text = format_str_or_none(v);
		return ev_emit(sink, &ev);
	}
	/* session_meta (its cwd), turn_context (its model), newer lines. */
	if (sink->detail && format_is_object(l.payload))
		for (size_t i = 0; detail_of[i] != NULL && v.n == 0; i++)
			if (!json_get(l.payload, detail_of[i], &v) ||
			    !format_is_string(v))
				v.n = 0;
	return format_emit_note(sink, l.type, v, none);
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


/* --- Writing --------------------------------------------------------- */

/* A writer's session: the timestamp of the line before (JSON). */
struct codex_writer {
	struct buf	time;
};

/* A new session: its session_meta line (id, timestamp, cwd, originator,
 * cli_version, where known), at the session's time. */
static int
codex_begin(void *state, const struct format_session *s, struct buf *out)
{
	static const char *const keys[] = {
		"id", "timestamp", "cwd", "originator", "cli_version"
	};
	struct codex_writer *cw = state;
	struct json_span v[] = { s->id, s->time, s->cwd, s->originator, s->version };
	struct jsonw w;

	format_keep(&cw->time, s->time);
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	if (s->time.n > 0)
		jsonw_member(&w, "timestamp", s->time);
	jsonw_member_str(&w, "type", "session_meta");
	jsonw_key(&w, "payload");
	jsonw_object(&w);
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (v[i].n > 0)
			jsonw_member(&w, keys[i], v[i]);
	jsonw_close(&w);
	jsonw_close(&w);
	return format_write_done(&w, ST_OK);
}

static int
codex_follow(void *state, struct json_span near)
{
	struct codex_writer *cw = state;
	struct json_span ts = { NULL, 0 };

	json_get(near, "timestamp", &ts);
	format_keep(&cw->time, ts);
	return ST_OK;
}

/*
 * For a file tree (store_tree.h): a line's time is its "timestamp"; a
 * session_meta line (the first of a rollout) heads the session, with the
 * thread's id and start time in its payload's id and timestamp.
 */
static void
codex_facts(struct json_span rec, struct buf *scratch, struct format_facts *out)
{
	struct json_span v, payload;

	memset(out, 0, sizeof(*out));
	out->time = out->started = -1;
	if (json_get(rec, "timestamp", &v))
		(void)format_time_text(v, scratch, &out->time);
	if (!json_get(rec, "type", &v) || !format_is_string(v))
		return;
	buf_reset(scratch);
	json_str_decode(v, scratch);
	if (strcmp(scratch->p, "session_meta") != 0 ||
	    !json_get(rec, "payload", &payload) || payload.p[0] != '{')
		return;
	out->head = 1;
	if (json_get(payload, "id", &v) && format_is_string(v))
		out->id = v;
	if (json_get(payload, "timestamp", &v))
		(void)format_time_text(v, scratch, &out->started);
	if (json_get(payload, "cwd", &v) && format_is_string(v))
		out->cwd = v;
}

/* A fork's session_meta (format.h rekey()): its payload's id the fork's;
 * every other line as it is. */
static const char *const codex_meta_keys[] = { "payload", NULL };
static const char *const codex_payload_keys[] = { "id", NULL };

static int
codex_rekey_id(void *arg, size_t i, struct json_span v, struct buf *out)
{
	const struct json_span *id = arg;

	(void)i;
	if (format_is_string(v))
		buf_add(out, id->p, id->n);
	else
		buf_add(out, v.p, v.n);
	return ST_OK;
}

static int
codex_rekey_member(void *arg, size_t i, struct json_span v, struct buf *out)
{
	(void)i;
	if (format_is_object(v))
		return format_edit_members(v, codex_payload_keys,
		    codex_rekey_id, arg, out);
	buf_add(out, v.p, v.n);
	return ST_OK;
}

static int
codex_rekey(struct json_span item, struct json_span id, struct buf *out)
{
	struct json_span v;

	if (!json_get(item, "type", &v) || !json_str_eq(v, "session_meta")) {
		buf_add(out, item.p, item.n);
		return ST_OK;
	}
	return format_edit_members(item, codex_meta_keys, codex_rekey_member,
	    &id, out);
}

/* One response_item line: the Responses item of blocks i..i+n
 * (format_responses_one()) in the rollout's envelope, at time. */
static int
codex_line(struct jsonw *w, const struct format_message *m, size_t i, size_t n,
    void *arg)
{
	const struct json_span *time = arg;
	struct format_message one = *m;
	int rc;

	jsonw_object(w);
	if (time->n > 0)
		jsonw_member(w, "timestamp", *time);
	jsonw_member_str(w, "type", "response_item");
	jsonw_key(w, "payload");
	if (m->own && m->blocks[i].raw.n > 0) {
		one.blocks = &m->blocks[i];
		one.nblocks = 1;
		rc = format_write_blocks(w, &one, format_responses_item);
	} else {
		rc = format_responses_one(w, m, i, n, NULL);
	}
	jsonw_close(w);
	return rc;
}

/* Response_item lines (a message per run of text and media, an item per
 * call, result and reasoning), at the message's time or the line
 * before's. */
static int
codex_write(void *state, const struct format_message *m, struct buf *out)
{
	struct codex_writer *cw = state;
	struct json_span time = m->time.n > 0 ? m->time : format_kept(&cw->time);
	struct jsonw w;
	int rc;

	jsonw_init(&w, out, JSONW_LINES);
	rc = format_write_done(&w, format_write_runs(&w, m, codex_line, &time));
	if (rc == ST_OK && m->time.n > 0)
		format_keep(&cw->time, m->time);
	return rc;
}

static void
codex_writer_free(void *state)
{
	struct codex_writer *cw = state;

	buf_release(&cw->time);
}

/* Repair's results: a function_call_output line each, after the call. */
static const struct format_writer codex_writer = {
	.state_size = sizeof(struct codex_writer),
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_MEDIA | HOLDS_THINKING | ARGS_STRING |
	    HOLDS_CUSTOM | SESSION_UUID,
	.begin = codex_begin,
	.follow = codex_follow,
	.message = codex_write,
	.free_state = codex_writer_free
};

/*
 * What Codex does with each defect when it resumes a rollout (codex exec
 * resume; tests/cli/t4510 and tests/agents/codex/NAME.unrepaired hold what
 * it sent).  It answers an unanswered call itself and leaves out an output
 * whose call it does not hold; what it sends as it is, the API refuses
 * with a 400, which ends the client (exit 1).
 */
static const struct format_client_rule codex_rules[] = {
	{ "unanswered-call", 1, "answers it with an \"aborted\" output when "
	    "it resumes" },
	{ "orphan-result", 0, "drops this output when it resumes (\"Orphan "
	    "function call output\"): the model will not see it" },
	{ "duplicate-result", 0, "sends both outputs when it resumes, and the "
	    "API refuses the request (400: Duplicate function_call_output for "
	    "call_id)" },
	{ "result-before-call", 0, "sends the output before its call when it "
	    "resumes, and the API refuses the request (400: No tool call found "
	    "for function call output)" },
	{ "duplicate-call", 0, "sends both calls under the one id when it "
	    "resumes, with one output" },
	{ "missing-id", 0, "sends the output without a call_id when it "
	    "resumes, and the API refuses the request (400)" },
	{ "namespace-mismatch", 0, "drops this output when it resumes and "
	    "answers the call \"aborted\": the model will not see the output" },
	{ "cross-boundary", 0, "resumes from the compaction's replacement "
	    "history and drops this output: the model will not see it" },
	FORMAT_CLIENT_SKIPS_LINES,
	{ NULL, 0, NULL }
};

static const struct format_client codex_client = {
	.name = "Codex 0.171.0",
	.rules = codex_rules
};

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
	.client = &codex_client,
	.detect = codex_detect,
	.state_size = sizeof(struct codex_state),
	.map = codex_map,
	.free_state = NULL,
	.writer = &codex_writer,
	.facts = codex_facts,
	.rekey = codex_rekey
};
