/*
 * format_gemini_cli.c - Gemini CLI's chat messages (the items of a
 * gemini-cli: store): {id, timestamp, type, content, ...}, type user,
 * gemini, info, error or warning; content a string or Gemini API Part[];
 * a gemini message may carry toolCalls[{id, name, args, result, status,
 * ...}], each call and its result in one element.
 *
 * map() follows what the CLI sends when it resumes a chat
 * (convertSessionToClientHistory in google-gemini/gemini-cli
 * packages/core/src/utils/sessionUtils.ts), so that check sees the turns
 * the API would see:
 *  - info, error and warning messages are not sent: EV_NOTE; so are user
 *    messages whose text is empty or begins with '/' or '?' (commands), or
 *    with <session_context> or <hook_context> (a note "not sent").
 *  - A gemini message whose content has functionCall or thought parts
 *    (0.41 on) is its content: its calls are those parts.  Otherwise
 *    (older) it is its content, then one call per toolCalls element.  A
 *    gemini message with nothing to send is EV_NOTE.
 *  - After a gemini message, the results of its toolCalls (a string
 *    result, or the parts of an array or object one: functionResponse
 *    parts) are a user turn of their own, as the CLI rebuilds it.  A user
 *    message right after it that holds only functionResponse parts, all
 *    with ids of those results, repeats that turn (some releases store it
 *    too) and is EV_NOTE: Gemini CLI 0.61.0 sends it a second time,
 *    which the API refuses (tests/cli/t4525, clean-modern), and check does
 *    not report it yet.  A toolCalls element's status error or
 *    cancelled is a failed result.
 * Parts map as in the gemini format (format_gemini_map_part()); pairing
 * and the API's messages are Gemini's (P_NEXT_TURN_COUNT).  Text events:
 * messages are labelled with their type, at their timestamp; a gemini
 * message's model and tokens (input counting the cached) are its usage.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"
#include "xalloc.h"

#define CLI_NS		"function"
#define CLI_RESULTS	32	/* result ids remembered for the next item */

struct cli_state {
	uint64_t	results[CLI_RESULTS];	/* hashes of the last synthesized */
	size_t		nresults;		/* turn's result ids */
	int		overflow;		/* more than CLI_RESULTS */
};

struct cli_top {
	struct json_span	id, timestamp, type, content, tool_calls, thoughts,
				tokens, model;
};

static void
cli_top(const struct format_item *item, struct cli_top *t)
{
	static const struct format_member members[] = {
		{ "id", offsetof(struct cli_top, id) },
		{ "timestamp", offsetof(struct cli_top, timestamp) },
		{ "type", offsetof(struct cli_top, type) },
		{ "content", offsetof(struct cli_top, content) },
		{ "toolCalls", offsetof(struct cli_top, tool_calls) },
		{ "thoughts", offsetof(struct cli_top, thoughts) },
		{ "tokens", offsetof(struct cli_top, tokens) },
		{ "model", offsetof(struct cli_top, model) },
		{ NULL, 0 }
	};

	format_item_members(item, members, t);
}

static const char *const types[] = {
	"user", "gemini", "info", "error", "warning", NULL
};

/* 2: a message record (string id and timestamp, a known type) with
 * content or toolCalls; 1: without them; 0: anything else. */
static int
cli_detect(const struct format_item *item)
{
	struct cli_top t;

	cli_top(item, &t);
	if (!format_is_string(t.id) || !format_is_string(t.timestamp) ||
	    !format_str_in(t.type, types))
		return 0;
	return t.content.n > 0 || t.tool_calls.n > 0 ? 2 : 1;
}

/* Is JavaScript's value v truthy (v present)? */
static int
truthy(struct json_span v)
{
	return v.n > 0 && !format_lit_eq(v, "null") && !format_lit_eq(v, "false") &&
	    !format_lit_eq(v, "0") && !format_lit_eq(v, "\"\"");
}

/* Does the text of the JSON string s, without leading whitespace, begin
 * as a command or injected context does (isIgnoredUserContent)? */
static int
ignored_text(struct json_span s)
{
	static const char *const heads[] = {
		"/", "?", "<session_context>", "<hook_context>", NULL
	};
	size_t i = 1;

	while (i + 1 < s.n && (s.p[i] == ' ' || s.p[i] == '\t' || (s.p[i] == '\\' &&
	    i + 2 < s.n && (s.p[i + 1] == 'n' || s.p[i + 1] == 't' ||
	    s.p[i + 1] == 'r'))))
		i += s.p[i] == '\\' ? 2 : 1;
	if (i + 1 >= s.n)
		return 1;		/* empty */
	for (size_t k = 0; heads[k] != NULL; k++)
		if (strncmp(s.p + i, heads[k], strlen(heads[k])) == 0)
			return 1;
	return 0;
}

/* Is a user message's content not sent (a command, or empty)? */
static int
ignored_user(struct json_span content)
{
	struct json_iter it;
	struct json_span k, v, text;

	if (format_is_string(content))
		return ignored_text(content);
	if (!format_is_array(content) || json_iter_init(&it, content.p,
	    content.n) == -1 || !json_iter_next(&it, &k, &v))
		return 1;
	if (format_is_string(v))
		return ignored_text(v);
	return json_get(v, "text", &text) && format_is_string(text) &&
	    ignored_text(text);
}

/* The content as parts: a string is one text part, an array its elements
 * (a string element a text part). */
/* EV_CONTENT for a part that is not an object: a string is text. */
static int
emit_text(struct json_span v, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (sink->detail) {
		ev.block = format_is_string(v) ? BLOCK_TEXT : BLOCK_OTHER;
		ev.text = v;
		ev.raw = v;
	}
	return ev_emit(sink, &ev);
}

static int
map_content_part(struct json_span part, struct event_sink *sink)
{
	if (format_is_object(part))
		return format_gemini_map_part(part, sink);
	return emit_text(part, sink);
}

static int
map_content(struct json_span content, struct event_sink *sink)
{
	if (format_is_array(content))
		return format_map_each(content, map_content_part, sink);
	if (truthy(content))
		return emit_text(content, sink);
	return ST_OK;
}

/* The text of a message's content for a note: a string, or the text of
 * its first part. */
static struct json_span
first_text(struct json_span content)
{
	struct json_iter it;
	struct json_span k, v, none = { NULL, 0 };

	if (format_is_string(content))
		return content;
	if (!format_is_array(content) || json_iter_init(&it, content.p,
	    content.n) == -1 || !json_iter_next(&it, &k, &v))
		return none;
	if (format_is_string(v))
		return v;
	if (format_is_object(v) && json_get(v, "text", &k))
		return format_str_or_none(k);
	return none;
}

/* A gemini message's tokens {input (cached included), output, cached,
 * thoughts, tool, total}. */
static int
map_tokens(struct json_span tokens, struct json_span model,
    struct event_sink *sink)
{
	struct json_span v;
	struct ev_usage u;
	int64_t thoughts = -1;

	if (!format_is_object(tokens))
		return ST_OK;
	format_usage_init(&u);
	u.cache_read = json_get(tokens, "cached", &v) ? format_usage_count(&u, v) : 0;
	u.cache_write = 0;
	if (json_get(tokens, "input", &v))
		u.input = format_count_sub(format_usage_count(&u, v), u.cache_read);
	if (json_get(tokens, "thoughts", &v))
		thoughts = format_usage_count(&u, v);
	if (json_get(tokens, "output", &v))
		u.output = format_usage_count(&u, v);
	if (thoughts > 0)
		u.output = u.output < 0 ? thoughts : u.output + thoughts;
	u.reasoning = thoughts;
	return format_emit_usage(sink, &u, model);
}

/* Does the part hold a functionCall, or a truthy thought? */
static int
modern_part(struct json_span part)
{
	struct json_span v;

	return format_is_object(part) && ((json_get(part, "functionCall", &v) &&
	    truthy(v)) || (json_get(part, "thought", &v) && truthy(v)));
}

/* Is the content (0.41 on) the source of the model turn's parts? */
static int
modern(struct json_span content)
{
	struct json_iter it;
	struct json_span k, v;

	if (!format_is_array(content) || json_iter_init(&it, content.p,
	    content.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v))
		if (modern_part(v))
			return 1;
	return 0;
}

static int
nonempty_array(struct json_span v)
{
	return format_is_array(v) && v.n > 2;
}

static int
map_tool_call(struct json_span call, struct event_sink *sink)
{
	struct json_span id = { NULL, 0 }, name = { NULL, 0 }, args = { NULL, 0 };

	if (!format_is_object(call))
		return format_emit(sink, EV_CONTENT);
	json_get(call, "id", &id);
	json_get(call, "name", &name);
	json_get(call, "args", &args);
	return format_emit_call(sink, CLI_NS, format_str_or_none(id),
	    format_str_or_none(name), args, call);
}

/* A sink that begins the results' user turn before the first result and
 * remembers the results' ids. */
struct turn_sink {
	struct event_sink	 sink;
	struct event_sink	*out;
	struct cli_state	*st;
	int			 begun;
};

static int
turn_emit(void *arg, const struct event *ev)
{
	struct turn_sink *t = arg;
	int rc;

	if (!t->begun) {
		struct format_msg m = { FORMAT_LIT("user"), { NULL, 0 },
		    { NULL, 0 } };

		t->begun = 1;
		if ((rc = format_emit_msg(t->out, ROLE_USER, &m)) != ST_OK)
			return rc;
	}
	if (ev->kind == EV_RESULT && ev->id.n > 0) {
		if (t->st->nresults < CLI_RESULTS)
			t->st->results[t->st->nresults++] = format_hash(ev->id);
		else
			t->st->overflow = 1;
	}
	return ev_emit(t->out, ev);
}

/* The results of one toolCalls element, into the results' turn. */
static int
map_result(struct json_span call, struct event_sink *sink)
{
	struct json_span result, id = { NULL, 0 }, name = { NULL, 0 }, status;
	struct event ev;

	if (!format_is_object(call) || !json_get(call, "result", &result) ||
	    !truthy(result))
		return ST_OK;
	if (format_is_array(result))
		return format_map_each(result, map_content_part, sink);
	if (format_is_object(result))
		return format_gemini_map_part(result, sink);
	json_get(call, "id", &id);
	json_get(call, "name", &name);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_RESULT;
	ev.ns = CLI_NS;
	ev.id = format_str_or_none(id);
	ev.name = format_str_or_none(name);
	ev.text = result;
	ev.is_error = -1;
	if (json_get(call, "status", &status))
		ev.is_error = format_str_eq(status, "error") ||
		    format_str_eq(status, "cancelled") ? 1 :
		    format_str_eq(status, "success") ? 0 : -1;
	if (sink->detail)
		ev.raw = call;
	return ev_emit(sink, &ev);
}

/* A thoughts[] element {subject, description}: thinking. */
static int
map_thought(struct json_span thought, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT, .block = BLOCK_THINKING };
	struct json_span v;

	if (sink->detail && format_is_object(thought) &&
	    (json_get(thought, "description", &v) || json_get(thought, "subject", &v)))
		ev.text = format_str_or_none(v);
	if (sink->detail)
		ev.raw = thought;
	return ev_emit(sink, &ev);
}

static int
map_gemini(const struct cli_top *t, struct cli_state *st, struct event_sink *sink)
{
	struct turn_sink turn = { { turn_emit, NULL, sink->detail }, sink, st, 0 };
	struct format_msg m = { t->type, t->timestamp, t->model };
	int now = modern(t->content), rc;
	int content = format_is_array(t->content) ? t->content.n > 2 :
	    truthy(t->content);

	if (!content && (now || (!nonempty_array(t->thoughts) &&
	    !nonempty_array(t->tool_calls))))
		return format_emit_note(sink, t->type, FORMAT_LIT("nothing sent"),
		    t->timestamp);
	if ((rc = format_emit_msg(sink, ROLE_ASSISTANT, &m)) != ST_OK)
		return rc;
	if (sink->detail && (rc = map_tokens(t->tokens, t->model, sink)) != ST_OK)
		return rc;
	if (!now && format_is_array(t->thoughts) &&
	    (rc = format_map_each(t->thoughts, map_thought, sink)) != ST_OK)
		return rc;
	if ((rc = map_content(t->content, sink)) != ST_OK)
		return rc;
	if (!now && format_is_array(t->tool_calls) &&
	    (rc = format_map_each(t->tool_calls, map_tool_call, sink)) != ST_OK)
		return rc;
	turn.sink.arg = &turn;
	return format_map_each(t->tool_calls, map_result, &turn.sink);
}

/* Does the content hold only functionResponse parts whose ids are those
 * of the turn just rebuilt from toolCalls? */
static int
repeats_results(struct json_span content, const struct cli_state *st)
{
	struct json_iter it;
	struct json_span k, v, fn, id;
	int any = 0, hit;

	if (st->nresults == 0 || st->overflow || !format_is_array(content) ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (!format_is_object(v) || !json_get(v, "functionResponse", &fn) ||
		    !json_get(fn, "id", &id) || !format_is_string(id))
			return 0;
		hit = 0;
		for (size_t i = 0; i < st->nresults && !hit; i++)
			hit = st->results[i] == format_hash(id);
		if (!hit)
			return 0;
		any = 1;
	}
	return any;
}

static int
cli_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct cli_state *st = state, last = *st;
	struct cli_top t;
	struct format_msg m;
	int rc;

	cli_top(item, &t);
	st->nresults = 0;
	st->overflow = 0;
	if (format_str_eq(t.type, "gemini"))
		return map_gemini(&t, st, sink);
	if (!format_is_string(t.type))
		return format_emit(sink, EV_IGNORE);
	if (!format_str_eq(t.type, "user"))	/* info, error, warning */
		return format_emit_note(sink, t.type, first_text(t.content),
		    t.timestamp);
	if (ignored_user(t.content))
		return format_emit_note(sink, FORMAT_LIT("not sent"),
		    first_text(t.content), t.timestamp);
	if (repeats_results(t.content, &last))
		return format_emit_note(sink, t.type,
		    FORMAT_LIT("the tool results again"), t.timestamp);
	m.label = t.type;
	m.time = t.timestamp;
	m.model.p = NULL;
	m.model.n = 0;
	if ((rc = format_emit_msg(sink, ROLE_USER, &m)) != ST_OK)
		return rc;
	return map_content(t.content, sink);
}

/* --- Writing and repair ------------------------------------------------ */

/* A writer's session: the time and hash of the message before. */
struct cli_writer {
	struct buf	time;		/* its timestamp (a JSON string) */
	uint64_t	near;
};

/* Messages after near: at its timestamp, if it has one. */
static int
cli_follow(void *state, struct json_span near)
{
	struct cli_writer *cw = state;
	struct json_span ts = { NULL, 0 };

	if (near.n > 0 && json_get(near, "timestamp", &ts) && !format_is_string(ts))
		ts.n = 0;
	format_keep(&cw->time, ts);
	cw->near = format_hash(near);
	return ST_OK;
}

/* A user message of the message's parts, with a fresh id, at the
 * message's time or the one before's: ST_DATA without either. */
static int
cli_write(void *state, const struct format_message *m, struct buf *out)
{
	struct cli_writer *cw = state;
	struct json_span time = m->time.n > 0 ? m->time : format_kept(&cw->time);
	struct buf id = BUF_INIT;
	struct jsonw w;
	int rc;

	if (time.n == 0 || (m->role != ROLE_USER && m->role != ROLE_TOOL))
		return ST_DATA;
	format_uuid(cw->near, m->blocks, m->nblocks, &id);
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member(&w, "id", format_kept(&id));
	jsonw_member(&w, "timestamp", time);
	jsonw_member_str(&w, "type", "user");
	jsonw_key(&w, "content");
	jsonw_array(&w);
	rc = format_write_blocks(&w, m, format_gemini_part);
	jsonw_close(&w);
	jsonw_close(&w);
	buf_release(&id);
	return format_write_done(&w, rc);
}

static int
cli_content(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	return format_write_elements(m, format_gemini_part, out);
}

static void
cli_writer_free(void *state)
{
	struct cli_writer *cw = state;

	buf_release(&cw->time);
}

static const struct format_writer cli_writer = {
	.state_size = sizeof(struct cli_writer),
	.follow = cli_follow,
	.message = cli_write,
	.content = cli_content,
	.free_state = cli_writer_free
};

/* The result array of a toolCalls element: the functionResponse part of
 * one, the message of one block. */
static int
result_put(struct jsonw *w, const struct format_message *one)
{
	int rc;

	jsonw_key(w, "result");
	jsonw_array(w);
	rc = format_write_blocks(w, one, format_gemini_part);
	jsonw_close(w);
	return rc;
}

/* The toolCalls element call with the result of one (a message of one
 * block): its members in order, result (in place, or before status, or
 * last) the array of the block's functionResponse part, status
 * "cancelled" for a made-up result (as the CLI records a call cancelled
 * before it finished), else "error" or "success" as the response says. */
static int
answer_element(struct json_span call, const struct format_message *one,
    struct buf *out)
{
	const struct event *b = &one->blocks[0];
	struct json_iter it;
	struct json_span k, v, fn, resp, err;
	struct jsonw w;
	const char *status = "cancelled";
	int has_result = json_get(call, "result", &v), put = 0, rc = ST_OK;

	if (b->raw.n > 0)
		status = json_get(b->raw, "functionResponse", &fn) &&
		    json_get(fn, "response", &resp) &&
		    json_get(resp, "error", &err) && truthy(err) ?
		    "error" : "success";
	jsonw_init(&w, out, JSONW_VALUE);
	jsonw_object(&w);
	json_iter_init(&it, call.p, call.n);
	while (json_iter_next(&it, &k, &v) && rc == ST_OK) {
		int is_result = json_str_eq(k, "result");
		int is_status = json_str_eq(k, "status");

		if ((is_result || (is_status && !has_result)) && !put) {
			rc = result_put(&w, one);
			put = 1;
		}
		if (is_result)
			continue;
		jsonw_key_span(&w, k);
		if (is_status)
			jsonw_str(&w, status);
		else
			jsonw_span(&w, v);
	}
	if (!put && rc == ST_OK)
		rc = result_put(&w, one);
	if (!json_get(call, "status", &v))
		jsonw_member_str(&w, "status", status);
	jsonw_close(&w);
	return format_write_done(&w, rc);
}

/* Does the toolCalls element v (still without a result) belong to b? */
static int
element_of(struct json_span v, const struct event *b)
{
	struct json_span id, result;

	return format_is_object(v) && b->id.n > 0 && json_get(v, "id", &id) &&
	    id.n == b->id.n && memcmp(id.p, b->id.p, id.n) == 0 &&
	    (!json_get(v, "result", &result) || !truthy(result));
}

/* The elements of calls between first and end rewritten with their
 * results (used[] cleared: which block each answers, in order). */
static int
answer_span(const struct format_message *m, struct json_span into,
    struct json_span calls, size_t first, size_t end, char *used,
    struct buf *out)
{
	struct json_iter it;
	struct json_span k, v;
	struct format_message one = *m;
	size_t from = first;
	int rc = ST_OK;

	one.nblocks = 1;
	json_iter_init(&it, calls.p, calls.n);
	while (rc == ST_OK && json_iter_next(&it, &k, &v)) {
		size_t at = (size_t)(v.p - into.p);

		if (at < first || at >= end)
			continue;
		for (size_t i = 0; i < m->nblocks; i++)
			if (!used[i] && element_of(v, &m->blocks[i])) {
				used[i] = 1;
				buf_add(out, into.p + from, at - from);
				one.blocks = &m->blocks[i];
				rc = answer_element(v, &one, out);
				from = at + v.n;
				break;
			}
	}
	buf_add(out, into.p + from, end - from);
	return rc;
}

/* The results of m put into their calls' toolCalls elements in the
 * gemini message into: one splice from the first element answered to the
 * last, the elements between them kept as they are.  ST_NOT_FOUND unless
 * every call has its element there. */
static int
answer_in_calls(const struct format_message *m, struct json_span into,
    struct format_splice *sp)
{
	struct json_span type, calls, k, v;
	struct json_iter it;
	size_t n = m->nblocks, found = 0, first = 0, end = 0;
	int rc = ST_NOT_FOUND;
	char *used;

	if (!json_get(into, "type", &type) || !format_str_eq(type, "gemini") ||
	    !json_get(into, "toolCalls", &calls) || !format_is_array(calls) ||
	    json_iter_init(&it, calls.p, calls.n) == -1)
		return ST_NOT_FOUND;
	used = xcalloc(n + 1, 1);
	/* which element answers which result: the first free one */
	while (json_iter_next(&it, &k, &v))
		for (size_t i = 0; i < n; i++)
			if (!used[i] && element_of(v, &m->blocks[i])) {
				used[i] = 1;
				if (found++ == 0)
					first = (size_t)(v.p - into.p);
				end = (size_t)(v.p - into.p) + v.n;
				break;
			}
	if (found == n) {
		memset(used, 0, n);
		rc = answer_span(m, into, calls, first, end, used, &sp->bytes);
		sp->at = first;
		sp->del = end - first;
	}
	free(used);
	return rc;
}

/*
 * Results where the CLI keeps them: in the call's toolCalls element, if
 * into is the call's message and it has one; else functionResponse parts at
 * the start of the next message if it is a user message with Part[]
 * content that is sent.  (New messages: the writer's.)
 */
static int
cli_answer(const struct format_message *m, struct json_span into,
    struct format_splice *sp)
{
	struct json_span type, content;
	struct buf b = BUF_INIT;
	int rc;

	if ((rc = answer_in_calls(m, into, sp)) != ST_NOT_FOUND)
		return rc;
	if (!json_get(into, "type", &type) || !format_str_eq(type, "user") ||
	    !json_get(into, "content", &content) || !format_is_array(content) ||
	    ignored_user(content))
		return ST_NOT_FOUND;
	if ((rc = format_write_elements(m, format_gemini_part, &b)) == ST_OK)
		rc = format_splice_prepend(into, content, b.p, b.len, sp);
	buf_release(&b);
	return rc;
}

/*
 * What Gemini CLI does with each defect when it resumes a chat (gemini -p
 * --resume; tests/cli/t4525 and tests/agents/gemini-cli/NAME.unrepaired
 * hold what it sent).  It rebuilds the conversation from the messages as
 * they are, joining consecutive messages of one role into one turn, and
 * mends no pairing: what the API refuses ends the client (exit 1).
 */
static const struct format_client_rule cli_rules[] = {
	{ "dangling-call", 0, "sends this call without its response when it "
	    "resumes, and the API refuses the request (400: Please ensure that "
	    "the number of function response parts is equal to the number of "
	    "function call parts of the function call turn.)" },
	{ "pending-call", 0, "sends this call without its response when it "
	    "resumes, and the API refuses the request (400: Please ensure that "
	    "the number of function response parts is equal to the number of "
	    "function call parts of the function call turn.)" },
	{ "orphan-result", 0, "sends this response after a turn without its "
	    "call when it resumes, and the API refuses the request (400: Please "
	    "ensure that function response turn comes immediately after a "
	    "function call turn)" },
	{ "misplaced-result", 0, "joins consecutive messages of one role into "
	    "one turn when it resumes: this response follows its call's turn "
	    "only where all between them is of one role, else the API refuses "
	    "the request (400)" },
	{ "duplicate-call", 0, "sends both calls under the one id when it "
	    "resumes" },
	{ "duplicate-result", 0, "sends both responses under the one id when "
	    "it resumes" },
	{ NULL, 0, NULL }
};

static const struct format_client cli_client = {
	.name = "Gemini CLI 0.61.0",
	.rules = cli_rules
};

const struct format format_gemini_cli = {
	.name = "gemini-cli",
	.title = "Gemini CLI chats (Gemini API)",
	.placement = P_NEXT_TURN_COUNT,
	.flags = FMT_ANSWER_IN_CALL,
	.errors = {
		.dangling = format_gemini_dangling,
		.orphan = format_gemini_orphan,
		.misplaced = format_gemini_orphan
	},
	.client = &cli_client,
	.detect = cli_detect,
	.state_size = sizeof(struct cli_state),
	.map = cli_map,
	.free_state = NULL,
	.writer = &cli_writer,
	.answer = cli_answer
};
