/*
 * format_llm.c - Simon Willison's llm CLI logs (simonw/llm, logs.db), the
 * legacy tables that llm wrote up to 0.31 (Response.log_to_db; 0.32's
 * alphas added reasoning) and later versions only read: one item is one
 * row of responses with its tool calls and results,
 *
 *	{"id", "model", "prompt", "system", "prompt_json", "options_json",
 *	 "response", "response_json", "duration_ms", "datetime_utc",
 *	 "input_tokens", "output_tokens", "token_details", "resolved_model",
 *	 "reasoning", "tool_calls": [{name, arguments, tool_call_id}, ...],
 *	 "tool_results": [{name, output, tool_call_id, exception}, ...]}
 *
 * the row's non-NULL columns in that order (the JSON ones as JSON), then
 * the rows of tool_calls whose response_id is the row's, in id order
 * (arguments is json.dumps() of the call's arguments), and those of
 * tool_results likewise; both arrays always there.
 *
 * A response is one exchange: a prompt and the model's reply.  The
 * prompt's tool_results answer the calls of the response before (llm's
 * chain sends them with an empty prompt), so the item's messages are:
 *	tool		if it has results: each an EV_RESULT (an error
 *			when its exception, "Class: message", is set)
 *	system		if system is text: that text
 *	user		if prompt is text, or there are no results (an
 *			exchange has a prompt): its text, if any
 *	assistant	reasoning (thinking), response (text), then each
 *			tool call
 * all at datetime_utc, the response's start as Python's isoformat() of
 * a naive UTC time ("2025-01-03T10:00:00.123456", no Z: UTC all the
 * same), the assistant's message of resolved_model, else model.  Empty
 * texts are left out.  The results come first, before the system prompt:
 * llm's chain never sends a system prompt with results, and so they stay
 * the message right after their calls' (below).
 *
 * Pairing: by tool_call_id, in namespace function.  Some providers give
 * calls no id (NULL, or ""): those pair by name and position, as llm's
 * chain answers them, so ids are not required.  A result belongs in the
 * response right after its call's, before anything else in it
 * (P_NEXT_MESSAGE_FIRST): that response's prompt is the one that carries
 * it, and a provider given the history (the OpenAI plugin's
 * build_messages()) wants it there.  A call with no result at the end is
 * a chain that stopped (pending); one that a later response leaves
 * unanswered is dangling.  llm speaks to many providers: no error texts.
 *
 * Usage (detail sinks): one EV_USAGE a response, of its model as above,
 * from input_tokens and output_tokens, and token_details, what the
 * provider's usage holds beyond those (llm's plugins keep it):
 *	OpenAI	prompt_tokens_details.cached_tokens (Chat; Responses:
 *		input_tokens_details), which the input counts, and
 *		completion_tokens_details.reasoning_tokens (Responses:
 *		output_tokens_details), which the output counts
 *	Gemini	cachedContentTokenCount, which the input counts, and
 *		thoughtsTokenCount, which the output counts (llm-gemini adds
 *		them to the candidates)
 *	Anthropic	cache_read_input_tokens, cache_creation_input_tokens
 *		and cache_creation's split, which its input leaves out
 *		(format_usage_read())
 * The cached tokens are taken out of the input where it counts them.
 *
 * No writer: llm's legacy tables are history, no longer written.
 */
#include <stddef.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: llm's tools are functions. */
#define LLM_NS	"function"

/* The item's members that the events carry (the last of each). */
struct fields {
	struct json_span	 id, model, prompt, system, response, datetime,
				 input, output, details, resolved, reasoning,
				 calls, results;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "id", offsetof(struct fields, id) },
		{ "model", offsetof(struct fields, model) },
		{ "prompt", offsetof(struct fields, prompt) },
		{ "system", offsetof(struct fields, system) },
		{ "response", offsetof(struct fields, response) },
		{ "datetime_utc", offsetof(struct fields, datetime) },
		{ "input_tokens", offsetof(struct fields, input) },
		{ "output_tokens", offsetof(struct fields, output) },
		{ "token_details", offsetof(struct fields, details) },
		{ "resolved_model", offsetof(struct fields, resolved) },
		{ "reasoning", offsetof(struct fields, reasoning) },
		{ "tool_calls", offsetof(struct fields, calls) },
		{ "tool_results", offsetof(struct fields, results) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/*
 * A string id, model and datetime_utc, a string prompt or response, and
 * the arrays tool_calls and tool_results: 2; else 0.
 */
static int
llm_detect(const struct format_item *it)
{
	struct fields f;

	item_fields(it, &f);
	if (!format_is_string(f.id) || !format_is_string(f.model) ||
	    !format_is_string(f.datetime) ||
	    (!format_is_string(f.prompt) && !format_is_string(f.response)) ||
	    !format_is_array(f.calls) || !format_is_array(f.results))
		return 0;
	return 2;
}

/* A tool_calls or tool_results element's members. */
struct tool {
	struct json_span	 name, arguments, output, id, exception;
};

static void
tool_fields(struct json_span obj, struct tool *t)
{
	static const struct format_member members[] = {
		{ "name", offsetof(struct tool, name) },
		{ "arguments", offsetof(struct tool, arguments) },
		{ "output", offsetof(struct tool, output) },
		{ "tool_call_id", offsetof(struct tool, id) },
		{ "exception", offsetof(struct tool, exception) },
		{ NULL, 0 }
	};

	format_members(obj, members, t);
}

/* Is v a JSON string with some text? */
static int
has_text(struct json_span v)
{
	return format_is_string(v) && v.n > 2;
}

/* A call's id: its tool_call_id if that is a string with some text, else
 * none (the call pairs by name and position). */
static struct json_span
call_id(struct json_span v)
{
	struct json_span none = { NULL, 0 };

	return has_text(v) ? v : none;
}

/* One tool_calls element: EV_CALL; nothing if it is no object. */
static int
map_call(struct json_span elem, struct event_sink *sink)
{
	struct tool t;

	if (!format_is_object(elem))
		return ST_OK;
	tool_fields(elem, &t);
	return format_emit_call(sink, LLM_NS, call_id(t.id),
	    format_str_or_none(t.name), t.arguments, elem);
}

/* One tool_results element: EV_RESULT, an error if its exception is set;
 * nothing if it is no object.  Its name always: a call without an id
 * pairs by it. */
static int
map_result(struct json_span elem, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = LLM_NS };
	struct tool t;

	if (!format_is_object(elem))
		return ST_OK;
	tool_fields(elem, &t);
	ev.id = call_id(t.id);
	ev.name = format_str_or_none(t.name);
	ev.is_error = format_is_string(t.exception);
	ev.text = t.output.n > 0 ? t.output : t.exception;
	if (sink->detail)
		ev.raw = elem;
	return ev_emit(sink, &ev);
}

/* EV_CONTENT of block holding the string text, if it has some. */
static int
emit_text(struct event_sink *sink, enum ev_block block, struct json_span text)
{
	struct event ev = { .kind = EV_CONTENT };

	if (!has_text(text))
		return ST_OK;
	if (sink->detail) {
		ev.block = block;
		ev.text = text;
	}
	return ev_emit(sink, &ev);
}

/* EV_MESSAGE of role labelled label, at time, of model. */
static int
emit_msg(struct event_sink *sink, enum ev_role role, struct json_span label,
    struct json_span time, struct json_span model)
{
	struct format_msg m;

	m.label = label;
	m.time = time;
	m.model = model;
	return format_emit_msg(sink, role, &m);
}

/* What token_details holds beyond Anthropic's counts (above). */
struct details {
	struct json_span	 prompt_d, input_d, cached, completion_d,
				 output_d, thoughts;
};

/* The member key of obj, if obj is an object that has it, else none. */
static struct json_span
member(struct json_span obj, const char *key)
{
	struct json_span v = { NULL, 0 };

	if (!format_is_object(obj) || !json_get(obj, key, &v))
		v.n = 0;
	return v;
}

/*
 * The item's usage (above): the counts of the columns, the cache and
 * reasoning counts of token_details.
 */
static void
read_usage(const struct fields *f, struct ev_usage *u)
{
	static const struct format_member members[] = {
		{ "prompt_tokens_details", offsetof(struct details, prompt_d) },
		{ "input_tokens_details", offsetof(struct details, input_d) },
		{ "cachedContentTokenCount", offsetof(struct details, cached) },
		{ "completion_tokens_details",
		    offsetof(struct details, completion_d) },
		{ "output_tokens_details", offsetof(struct details, output_d) },
		{ "thoughtsTokenCount", offsetof(struct details, thoughts) },
		{ NULL, 0 }
	};
	struct details d;
	struct json_span cached, reasoning;

	/* Anthropic's cache counts, as its usage has them. */
	(void)format_usage_read(f->details, u);
	u->input = format_usage_count(u, f->input);
	u->output = format_usage_count(u, f->output);
	format_members(f->details, members, &d);
	if ((cached = member(d.prompt_d, "cached_tokens")).n == 0 &&
	    (cached = member(d.input_d, "cached_tokens")).n == 0)
		cached = d.cached;
	if ((reasoning = member(d.completion_d, "reasoning_tokens")).n == 0 &&
	    (reasoning = member(d.output_d, "reasoning_tokens")).n == 0)
		reasoning = d.thoughts;
	if (reasoning.n > 0)
		u->reasoning = format_usage_count(u, reasoning);
	if (cached.n > 0) {
		/* OpenAI, Gemini: the input counts the cached tokens. */
		u->cache_read = format_usage_count(u, cached);
		u->input = format_count_sub(u->input, u->cache_read);
		u->cache_write = 0;
		u->cache_write_1h = -1;
	}
}

static int
llm_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 }, time, model;
	struct fields f;
	struct ev_usage u;
	int results, rc;

	(void)state;
	item_fields(it, &f);
	time = format_str_or_none(f.datetime);
	model = format_is_string(f.resolved) ? f.resolved :
	    format_str_or_none(f.model);
	results = format_is_array(f.results) && f.results.n > 2;
	if (results && ((rc = emit_msg(sink, ROLE_TOOL, FORMAT_LIT("tool"),
	    time, none)) != ST_OK ||
	    (rc = format_map_each(f.results, map_result, sink)) != ST_OK))
		return rc;
	if (has_text(f.system) && ((rc = emit_msg(sink, ROLE_SYSTEM,
	    FORMAT_LIT("system"), time, none)) != ST_OK ||
	    (rc = emit_text(sink, BLOCK_TEXT, f.system)) != ST_OK))
		return rc;
	if ((has_text(f.prompt) || !results) && ((rc = emit_msg(sink,
	    ROLE_USER, FORMAT_LIT("user"), time, none)) != ST_OK ||
	    (rc = emit_text(sink, BLOCK_TEXT, f.prompt)) != ST_OK))
		return rc;
	if ((rc = emit_msg(sink, ROLE_ASSISTANT, FORMAT_LIT("assistant"), time,
	    model)) != ST_OK ||
	    (rc = emit_text(sink, BLOCK_THINKING, f.reasoning)) != ST_OK ||
	    (rc = emit_text(sink, BLOCK_TEXT, f.response)) != ST_OK ||
	    (rc = format_map_each(f.calls, map_call, sink)) != ST_OK)
		return rc;
	if (!sink->detail)
		return ST_OK;
	read_usage(&f, &u);
	return format_emit_usage(sink, &u, model);
}

const struct format format_llm = {
	.name = "llm",
	.title = "llm logs.db",
	.placement = P_NEXT_MESSAGE_FIRST,
	.flags = 0,
	/* llm speaks to many providers, and its chain answers calls
	 * itself: no one API's texts. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = llm_detect,
	.state_size = 0,
	.map = llm_map,
	.free_state = NULL
};
