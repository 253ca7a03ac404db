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
 *  - info, error and warning messages are not sent: EV_IGNORE; so are user
 *    messages whose text is empty or begins with '/' or '?' (commands), or
 *    with <session_context> or <hook_context>.
 *  - A gemini message whose content has functionCall or thought parts
 *    (0.41 on) is its content: its calls are those parts.  Otherwise
 *    (older) it is its content, then one call per toolCalls element.  A
 *    gemini message with nothing to send is EV_IGNORE.
 *  - After a gemini message, the results of its toolCalls (a string
 *    result, or the parts of an array or object one: functionResponse
 *    parts) are a user turn of their own, as the CLI rebuilds it.  A user
 *    message right after it that holds only functionResponse parts, all
 *    with ids of those results, repeats that turn (some releases store it
 *    too) and is EV_IGNORE.
 * Parts map as in the gemini format (format_gemini_map_part()); pairing
 * and the API's messages are Gemini's (P_NEXT_TURN_COUNT).
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format.h"

#define CLI_NS		"function"
#define CLI_RESULTS	32	/* result ids remembered for the next item */

struct cli_state {
	uint64_t	results[CLI_RESULTS];	/* hashes of the last synthesized */
	size_t		nresults;		/* turn's result ids */
	int		overflow;		/* more than CLI_RESULTS */
};

struct cli_top {
	struct json_span	id, timestamp, type, content, tool_calls, thoughts;
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
static int
map_content_part(struct json_span part, struct event_sink *sink)
{
	if (format_is_object(part))
		return format_gemini_map_part(part, sink);
	return format_emit(sink, EV_CONTENT);
}

static int
map_content(struct json_span content, struct event_sink *sink)
{
	if (format_is_array(content))
		return format_map_each(content, map_content_part, sink);
	if (truthy(content))
		return format_emit(sink, EV_CONTENT);
	return ST_OK;
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
	    format_str_or_none(name), args);
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
		t->begun = 1;
		if ((rc = format_emit_message(t->out, ROLE_USER)) != ST_OK)
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
		ev.is_error = format_str_eq(status, "error") ? 1 :
		    format_str_eq(status, "success") ? 0 : -1;
	return ev_emit(sink, &ev);
}

static int
map_thought(struct json_span thought, struct event_sink *sink)
{
	(void)thought;
	return format_emit(sink, EV_CONTENT);
}

static int
map_gemini(const struct cli_top *t, struct cli_state *st, struct event_sink *sink)
{
	struct turn_sink turn = { { turn_emit, NULL }, sink, st, 0 };
	int now = modern(t->content), rc;
	int content = format_is_array(t->content) ? t->content.n > 2 :
	    truthy(t->content);

	if (!content && (now || (!nonempty_array(t->thoughts) &&
	    !nonempty_array(t->tool_calls))))
		return format_emit(sink, EV_IGNORE);
	if ((rc = format_emit_message(sink, ROLE_ASSISTANT)) != ST_OK)
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
	int rc;

	cli_top(item, &t);
	st->nresults = 0;
	st->overflow = 0;
	if (format_str_eq(t.type, "gemini"))
		return map_gemini(&t, st, sink);
	if (!format_str_eq(t.type, "user") || ignored_user(t.content) ||
	    repeats_results(t.content, &last))
		return format_emit(sink, EV_IGNORE);
	if ((rc = format_emit_message(sink, ROLE_USER)) != ST_OK)
		return rc;
	return map_content(t.content, sink);
}

const struct format format_gemini_cli = {
	.name = "gemini-cli",
	.title = "Gemini CLI chats (Gemini API)",
	.placement = P_NEXT_TURN_COUNT,
	.flags = 0,
	.errors = {
		.dangling = format_gemini_dangling,
		.orphan = format_gemini_orphan,
		.misplaced = format_gemini_orphan
	},
	.detect = cli_detect,
	.state_size = sizeof(struct cli_state),
	.map = cli_map,
	.free_state = NULL
};
