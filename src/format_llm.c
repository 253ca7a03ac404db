/*
 * format_llm.c - Simon Willison's llm CLI logs (simonw/llm, logs.db), in
 * both of the generations an llm: store reads: the legacy tables that llm
 * wrote up to 0.31, and the message store that 0.32 writes.
 *
 * Legacy (Response.log_to_db; 0.32's alphas added reasoning; later
 * versions only read them): one item is one row of responses with its
 * tool calls and results,
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
 * The message store (m023 on; llm/logs.py LogStore): one item is one row
 * of messages with the rows of parts whose message_hash is its hash, in
 * position order,
 *
 *	{"hash": "b2:...", "role", "provider_metadata",
 *	 "parts": [{"type", "tool_name", "text", "payload"}, ...]}
 *
 * each an object of its non-NULL columns in table order (provider_metadata
 * and payload as JSON), as an llm: store gives them, a thread's messages
 * root first.  A part's payload is its dict (llm/parts.py, to_dict()) less
 * "type", which is the column, and less "text" where the text column
 * holds it (LogStore._write_part()); tool_name is the payload's name:
 *	text		text
 *	reasoning	text; "" with payload {"redacted": true} when the
 *			provider withheld it
 *	tool_call	payload {name, arguments, tool_call_id?,
 *			server_executed?}
 *	tool_result	payload {name, output, tool_call_id?,
 *			server_executed?, exception?, attachments?}
 *	attachment	payload {attachment: {id}}: the bytes, url and type
 *			are in the attachments table
 * any of them with provider_metadata in its payload.  Text that borrows
 * fragments is no text column but payload.text_ref, [{"fragment": id} |
 * {"literal": "..."}].  A message is of its role, labelled with it
 * (user, assistant, system, and tool for the results that llm appends to
 * a chain), with no time or model: a turn has those, and no item holds
 * the turns.  Its parts, in order: text as text (empty text left out);
 * reasoning as thinking, without text when redacted; a call and a result
 * as below; an attachment as media, with the type, url and content that
 * its payload may hold (llm's store keeps only the id there); text from
 * fragments as a note (its label the part's type): the text is not in
 * the item; a part of another type as it is (BLOCK_OTHER); one that is
 * no object is skipped.  Assistant messages in a row are one reply: llm
 * splits a reply at each message item of an OpenAI Responses output
 * (StreamEvent.message_index), so a call may be in the first and its
 * result after the last; the later ones begin no message of their own
 * (the session's state), and their parts carry on the first's.
 *
 * Pairing: by tool_call_id, in namespace function.  Some providers give
 * calls no id (NULL, ""; absent from a payload): those pair by name and
 * position, as llm's chain answers them, so ids are not required.  A
 * result belongs in the message right after its call's, before anything
 * else in it (P_NEXT_MESSAGE_FIRST): in the legacy tables that is the
 * next response, whose prompt carries it; in the message store the tool
 * message that llm appends to the chain after the reply that made the
 * calls (_append_tool_results_to_chain(), _append_turn_input(): results,
 * then the user's message), which is where a provider given the history
 * wants it (the OpenAI plugin's build_messages() sends each result as a
 * Chat tool message right after the assistant's).  A call with no result
 * at the end is a chain that stopped (pending: LogStore's
 * pending_tool_calls()); one that a later message leaves unanswered is
 * dangling.  A tool_result's exception makes it an error; its text is
 * its output, or the exception where the output is empty.  A call or
 * result marked server_executed is a provider's own tool (web search,
 * code execution), which ran while the model answered: its call and
 * result are both in the reply, and llm neither runs nor sends them again
 * (pending_tool_calls() and the plugins skip them), so each is a note
 * (server_tool_call or server_tool_result, its tool's name), not a pair.
 * llm speaks to many providers: no error texts.
 *
 * Usage (detail sinks), legacy only: one EV_USAGE a response, of its
 * model as above, from input_tokens and output_tokens, and token_details,
 * what the provider's usage holds beyond those (llm's plugins keep it):
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
 * The cached tokens are taken out of the input where it counts them.  The
 * message store's usage is its turns', which no item holds: none.
 *
 * No writer: llm's legacy tables are history, no longer written, and its
 * message store is content-addressed (a message's hash covers its parent
 * and its parts, resolved).
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: llm's tools are functions. */
#define LLM_NS	"function"

/* The session's state: was the last item a message-store assistant
 * message (the reply the next one carries on)? */
struct llm_state {
	int	 reply;
};

/* The item's members that the events carry (the last of each): a legacy
 * row's, then a message's. */
struct fields {
	struct json_span	 id, model, prompt, system, response, datetime,
				 input, output, details, resolved, reasoning,
				 calls, results;
	struct json_span	 hash, role, parts;
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
		{ "hash", offsetof(struct fields, hash) },
		{ "role", offsetof(struct fields, role) },
		{ "parts", offsetof(struct fields, parts) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/* Is the item a message of the message store: has it a hash or parts,
 * and neither of a legacy row's arrays? */
static int
is_message(const struct fields *f)
{
	return (f->hash.n > 0 || f->parts.n > 0) && f->calls.n == 0 &&
	    f->results.n == 0;
}

/* Is v a JSON string that begins with the bytes of prefix (ASCII)? */
static int
str_begins(struct json_span v, const char *prefix)
{
	size_t len = strlen(prefix);

	return format_is_string(v) && v.n - 2 >= len &&
	    memcmp(v.p + 1, prefix, len) == 0;
}

/*
 * Legacy: a string id, model and datetime_utc, a string prompt or
 * response, and the arrays tool_calls and tool_results: 2.  Message
 * store: a string hash and an array parts: 2 with a string role and the
 * hash tagged as llm's ("b2:", logs.py HASH_PREFIX), else 1.  Else 0.
 */
static int
llm_detect(const struct format_item *it)
{
	struct fields f;

	item_fields(it, &f);
	if (is_message(&f)) {
		if (!format_is_string(f.hash) || !format_is_array(f.parts))
			return 0;
		return format_is_string(f.role) && str_begins(f.hash, "b2:") ?
		    2 : 1;
	}
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

/* --- The message store ------------------------------------------------ */

/* A part's columns. */
struct part {
	struct json_span	 type, tool_name, text, payload;
};

/* The payload's members that the events carry. */
struct payload {
	struct json_span	 name, arguments, output, id, exception, server,
				 text_ref, attachment;
};

/* An attachment's members (parts.py _attachment_to_dict(), where a
 * payload holds more than its id). */
struct attachment {
	struct json_span	 type, url, content;
};

static void
part_fields(struct json_span obj, struct part *pt, struct payload *pl)
{
	static const struct format_member part_members[] = {
		{ "type", offsetof(struct part, type) },
		{ "tool_name", offsetof(struct part, tool_name) },
		{ "text", offsetof(struct part, text) },
		{ "payload", offsetof(struct part, payload) },
		{ NULL, 0 }
	};
	static const struct format_member payload_members[] = {
		{ "name", offsetof(struct payload, name) },
		{ "arguments", offsetof(struct payload, arguments) },
		{ "output", offsetof(struct payload, output) },
		{ "tool_call_id", offsetof(struct payload, id) },
		{ "exception", offsetof(struct payload, exception) },
		{ "server_executed", offsetof(struct payload, server) },
		{ "text_ref", offsetof(struct payload, text_ref) },
		{ "attachment", offsetof(struct payload, attachment) },
		{ NULL, 0 }
	};

	format_members(obj, part_members, pt);
	format_members(pt->payload, payload_members, pl);
}

/* A tool part's name: its payload's, else its tool_name column's. */
static struct json_span
tool_name(const struct part *pt, const struct payload *pl)
{
	return format_is_string(pl->name) ? pl->name :
	    format_str_or_none(pt->tool_name);
}

/* A tool_call part: EV_CALL. */
static int
part_call(struct json_span obj, const struct part *pt,
    const struct payload *pl, struct event_sink *sink)
{
	return format_emit_call(sink, LLM_NS, call_id(pl->id),
	    tool_name(pt, pl), pl->arguments, obj);
}

/* A tool_result part: EV_RESULT, an error if its exception is set. */
static int
part_result(struct json_span obj, const struct part *pt,
    const struct payload *pl, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = LLM_NS };

	ev.id = call_id(pl->id);
	ev.name = tool_name(pt, pl);
	ev.is_error = format_is_string(pl->exception);
	ev.text = !has_text(pl->output) && ev.is_error ? pl->exception :
	    pl->output;
	if (sink->detail)
		ev.raw = obj;
	return ev_emit(sink, &ev);
}

/* An attachment part: media, with what its payload says of it. */
static int
part_media(struct json_span obj, const struct part *pt,
    const struct payload *pl, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct attachment, type) },
		{ "url", offsetof(struct attachment, url) },
		{ "content", offsetof(struct attachment, content) },
		{ NULL, 0 }
	};
	struct event ev = { .kind = EV_CONTENT, .block = BLOCK_IMAGE };
	struct attachment a;

	if (sink->detail) {
		format_members(pl->attachment, members, &a);
		ev.name = pt->type;
		ev.raw = obj;
		ev.url = format_str_or_none(a.url);
		ev.data = format_str_or_none(a.content);
		ev.media_type = format_str_or_none(a.type);
	}
	return ev_emit(sink, &ev);
}

/* A text or reasoning part of block: EV_CONTENT, its text the column's
 * (none for empty text, which a text part leaves out); a note if the
 * text is in fragments. */
static int
part_text(struct json_span obj, const struct part *pt,
    const struct payload *pl, enum ev_block block, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };
	struct event ev = { .kind = EV_CONTENT, .block = block };

	if (!format_is_string(pt->text) && format_is_array(pl->text_ref))
		return format_emit_note(sink, pt->type,
		    FORMAT_LIT("from fragments, not in the item"), none);
	if (block == BLOCK_TEXT && !has_text(pt->text))
		return ST_OK;
	if (sink->detail) {
		ev.name = pt->type;
		ev.text = has_text(pt->text) ? pt->text : none;
		ev.raw = obj;
	}
	return ev_emit(sink, &ev);
}

/* One element of parts: its events; nothing if it is no object. */
static int
map_part(struct json_span obj, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };
	struct part pt;
	struct payload pl;
	struct event ev = { .kind = EV_CONTENT, .block = BLOCK_OTHER };
	int server;

	if (!format_is_object(obj))
		return ST_OK;
	part_fields(obj, &pt, &pl);
	server = format_lit_eq(pl.server, "true");
	if (format_str_eq(pt.type, "text"))
		return part_text(obj, &pt, &pl, BLOCK_TEXT, sink);
	if (format_str_eq(pt.type, "reasoning"))
		return part_text(obj, &pt, &pl, BLOCK_THINKING, sink);
	if (format_str_eq(pt.type, "tool_call"))
		return server ? format_emit_note(sink,
		    FORMAT_LIT("server_tool_call"), tool_name(&pt, &pl),
		    none) : part_call(obj, &pt, &pl, sink);
	if (format_str_eq(pt.type, "tool_result"))
		return server ? format_emit_note(sink,
		    FORMAT_LIT("server_tool_result"), tool_name(&pt, &pl),
		    none) : part_result(obj, &pt, &pl, sink);
	if (format_str_eq(pt.type, "attachment"))
		return part_media(obj, &pt, &pl, sink);
	if (sink->detail) {
		ev.name = format_str_or_none(pt.type);
		ev.text = obj;
		ev.raw = obj;
	}
	return ev_emit(sink, &ev);
}

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ "tool", ROLE_TOOL },
	{ NULL, ROLE_NONE }
};

/* A message of the message store: EV_MESSAGE of its role, unless it is
 * an assistant's that carries on the reply before (st), then its parts. */
static int
map_message(const struct fields *f, struct llm_state *st,
    struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };
	enum ev_role role = format_role(f->role, roles);
	int rc;

	if ((role != ROLE_ASSISTANT || st == NULL || !st->reply) &&
	    (rc = emit_msg(sink, role, format_str_or_none(f->role), none,
	    none)) != ST_OK)
		return rc;
	if (st != NULL)
		st->reply = role == ROLE_ASSISTANT;
	return format_map_each(f->parts, map_part, sink);
}

static int
llm_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 }, time, model;
	struct llm_state *st = state;
	struct fields f;
	struct ev_usage u;
	int results, rc;

	item_fields(it, &f);
	if (is_message(&f))
		return map_message(&f, st, sink);
	if (st != NULL)
		st->reply = 0;
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
	.state_size = sizeof(struct llm_state),
	.map = llm_map,
	.free_state = NULL
};
