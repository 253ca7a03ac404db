/*
 * format_sagents.c - Sagents (sagents-ai/sagents, Elixir) display messages:
 * one item is one row of the sagents_display_messages table that mix
 * sagents.gen.persistence generates (STORES.md 6), its columns in table
 * order, a NULL column left out:
 *
 *	{"id", "message_type", "content", "tool_call_id", "content_type",
 *	 "status", "sequence", "metadata", "inserted_at"}
 *
 * content and metadata are jsonb maps (their keys in PostgreSQL's order,
 * never relied on), inserted_at an Ecto utc_datetime_usec.  The rows of a
 * conversation come in (inserted_at, sequence) order, as Sagents loads them.
 *
 * Sagents' save_message() (priv/templates/display_message_persistence.ex.eex)
 * makes one row of each item that Sagents.Message.DisplayHelpers.
 * extract_display_items/1 finds in a LangChain message: its text and
 * thinking parts, then one per tool call, then one per tool result; the
 * row's sequence is the item's index, so it restarts at 0 with each
 * message.  A row opens a message (EV_MESSAGE of message_type: user,
 * assistant, tool, system; another is ROLE_OTHER), labelled with it, at
 * inserted_at; a row of sequence 1 or more with the message_type of the
 * open message continues it (its events alone).  By content_type, content
 * being (display_message.ex.eex's moduledoc and validate_content/2):
 *	text, thinking	{text}: content, text or thinking
 *	image		{url} or {data, mime_type}: content, media
 *	file_reference	{path, name}; structured_data {format, data};
 *			any other type: content of its own kind
 *			(BLOCK_OTHER, the whole map)
 *	tool_call	{call_id, name, arguments, display_text}: EV_CALL
 *	tool_result	{tool_call_id, name, content, is_error,
 *			is_interrupt}: EV_RESULT, text its content, an
 *			error if is_error is true or the row's status is
 *			"failed" (0 if is_error is false, else -1)
 *	notification, error, todo_snapshot
 *			rows the framework writes, not the model
 *			(save_synthetic_message/3: a cancelled run, a failed
 *			turn, the todo list): a note labelled with the type,
 *			its text content.text; no message, so one written
 *			while tools run does not part a call from its result
 * A "stop_reason" in content (length, cancelled, content_filtered,
 * stream_error: the model did not finish the message; on its last row) is
 * a note "stop_reason" after the row's event.  A content that is not a
 * map: a string is text, anything else nothing; a tool_call or tool_result
 * row's event is made all the same, from its columns.
 *
 * Pairing: a call's key is content.call_id, a result's content.tool_call_id
 * (what LangChain sent the model; the tool_call_id column, which
 * save_message() copies from them for its status lookups, is the fallback
 * when content has no string id), in namespace function (LangChain's
 * ToolCall and ToolResult type :function); ids are required.  LangChain
 * answers an assistant message's calls with one tool message right after
 * it (LLMChain.execute_tool_calls/2 in brainlid/langchain), but the
 * display table does not keep that shape: a user's message sent while the
 * tools run is saved at once (AgentServer's queue_incoming_message/4,
 * "a user who typed while the agent was busy sees their words right
 * away"), between the calls' rows and the results'.  Sagents itself
 * counts a call answered by a result anywhere after it (PatchToolCalls'
 * has_tool_result?/3 searches every later message), so results go
 * anywhere later (P_AFTER).
 *
 * An unanswered call is legal on disk (FMT_UNANSWERED_OK, a warning): a
 * call row is saved "pending" before its tool runs, and its result row
 * only once every tool of the message has run, so a run cancelled (its
 * task killed) or awaiting a human's approval (HumanInTheLoop pauses
 * before the tools run) leaves calls without results, pending or
 * executing; and Sagents answers them itself before the model sees the
 * history again (PatchToolCalls, a default middleware, adds a
 * "was cancelled" result to the agent's state, never to this table).  The
 * call row's status (pending, executing, completed, failed, interrupted,
 * cancelled) and its metadata.result say how its tool ran, not what the
 * model was told: they make no event.  The table is for display, never
 * sent to a model: no error texts.
 *
 * The state (the session CONV/state of a sagents-pg: store): one item is
 * one element of the conversation's agent_states.state_data.state.messages,
 * a LangChain.Message as Sagents.Persistence.StateSerializer writes it
 * (serialize_message/1), jsonb, its keys in PostgreSQL's order:
 *
 *	{"name"?, "role", "index"?, "status", "content", "metadata"?,
 *	 "tool_calls"?, "tool_results"?}
 *
 * role system, user, assistant or tool; status LangChain's (complete,
 * cancelled, length, content_filtered, stream_error) or null; content a
 * string, null, or a list of ContentParts {"type", "content"?,
 * "options"?}; a tool call {"name", "type", "status", "call_id",
 * "metadata"?, "arguments", "display_text"?}, arguments a map, or a
 * string while a streamed call is incomplete; a tool result {"name"?,
 * "type", "content", "is_error", "is_interrupt", "tool_call_id",
 * "interrupt_data_b64"?}, content a string or ContentParts.  An item is
 * one message: EV_MESSAGE of role, labelled with it (no time: the
 * snapshot keeps none), then its parts, its calls, its results, in that
 * order (DisplayHelpers.extract_display_items/1's, so a message maps as
 * its display rows do), and a note "stop_reason" where DisplayHelpers.
 * stop_reason/1 finds one (its status length, content_filtered,
 * stream_error or cancelled; cancelled with a metadata.streaming_error is
 * stream_error).  By a part's type:
 *	text, thinking	text or thinking, its content
 *	image, file	media: data its content (unless options.type is
 *			file_id), media_type options.media (png, jpg, jpeg,
 *			gif, webp, pdf, text as the adapters name them, a
 *			string with a '/' as it is)
 *	image_url, file_url
 *			media: url its content
 *	unsupported	thinking without text if options.type is
 *			redacted_thinking (what Anthropic seals), else other
 *	any other	other, the whole part
 * A call is EV_CALL, id its call_id, in namespace function as a display
 * row's (so both shapes pair alike); a result EV_RESULT, id its
 * tool_call_id, text its content, an error if is_error is true (0 if
 * false, else -1).  A result with is_interrupt true is the placeholder a
 * tool that paused for a human leaves (LLMChain.execute_tool_call/3's
 * {:interrupt, ...}): it answers its call in place, as LangChain puts it,
 * and Sagents replaces it there when the run resumes
 * (Message.replace_tool_result/3) or turns it into an error before the
 * model sees it (State.clean_stale_interrupts/2,
 * cancel_pending_interrupts/1); so it is a result whose outcome is not
 * known yet: is_error -1 unless it says true.  The calls and results of a
 * state item that is not of Sagents' shape: tool_calls or tool_results
 * not an array give none; an element without a string id gives an event
 * without an id (the checker's missing-id).
 *
 * Placement: LangChain answers an assistant message's calls with one tool
 * message right after it (LLMChain.execute_tool_calls/2), PatchToolCalls
 * adds one right after it for each call it finds unanswered, and the chat
 * models send the tool message as it stands (ChatOpenAI one tool message
 * a result, ChatAnthropic a user message of tool_result blocks): the
 * state's own rule is Chat's (P_ADJACENT_RUN).  But a format has one
 * placement, and the display rows need P_AFTER (above), so a state's
 * result apart from its call is not reported; its duplicates, orphans,
 * early results and missing ids are.  Unanswered calls are legal in the
 * state too: the snapshot is saved when a run is cancelled or paused for
 * a human's approval, and PatchToolCalls answers them before the model
 * sees them.
 *
 * No usage (neither shape keeps any), no model.  No writer: the store is
 * read-only (a state snapshot beside it must agree with it).
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: LangChain's tool calls are functions. */
#define SAGENTS_NS	"function"

/* A display row's message_type, a state item's role (LangChain.Message's). */
static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "tool", ROLE_TOOL },
	{ "system", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* The content types of DisplayMessage (@content_types). */
static const char *const content_types[] = {
	"text", "thinking", "image", "file_reference", "structured_data",
	"notification", "error", "tool_call", "tool_result", "todo_snapshot",
	NULL
};

/* Those of the rows that the framework writes: notes. */
static const char *const note_types[] = {
	"notification", "error", "todo_snapshot", NULL
};

/* The row's columns that the events carry (the last of each), and role,
 * which a state item has instead of message_type; n == 0 when absent. */
struct fields {
	struct json_span	 message_type, content, tool_call_id,
				 content_type, status, sequence, inserted_at,
				 role;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "message_type", offsetof(struct fields, message_type) },
		{ "content", offsetof(struct fields, content) },
		{ "tool_call_id", offsetof(struct fields, tool_call_id) },
		{ "content_type", offsetof(struct fields, content_type) },
		{ "status", offsetof(struct fields, status) },
		{ "sequence", offsetof(struct fields, sequence) },
		{ "inserted_at", offsetof(struct fields, inserted_at) },
		{ "role", offsetof(struct fields, role) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/* The members of content that the events carry, of every content type. */
struct body {
	struct json_span	 text, url, data, mime_type, call_id, name,
				 arguments, tool_call_id, content, is_error,
				 stop_reason;
};

static void
body_fields(struct json_span content, struct body *b)
{
	static const struct format_member members[] = {
		{ "text", offsetof(struct body, text) },
		{ "url", offsetof(struct body, url) },
		{ "data", offsetof(struct body, data) },
		{ "mime_type", offsetof(struct body, mime_type) },
		{ "call_id", offsetof(struct body, call_id) },
		{ "name", offsetof(struct body, name) },
		{ "arguments", offsetof(struct body, arguments) },
		{ "tool_call_id", offsetof(struct body, tool_call_id) },
		{ "content", offsetof(struct body, content) },
		{ "is_error", offsetof(struct body, is_error) },
		{ "stop_reason", offsetof(struct body, stop_reason) },
		{ NULL, 0 }
	};

	format_members(content, members, b);
}

/* A session's state: the message that rows may continue. */
struct sagents_state {
	uint64_t	 type;		/* its message_type hashed, bit 0
					   set; 0: none open */
};

/* --- The state: serialized LangChain messages ------------------------- */

/* A state item's members (StateSerializer's serialize_message/1). */
struct message {
	struct json_span	 role, content, status, tool_calls, tool_results,
				 metadata;
};

static const struct format_member message_members[] = {
	{ "role", offsetof(struct message, role) },
	{ "content", offsetof(struct message, content) },
	{ "status", offsetof(struct message, status) },
	{ "tool_calls", offsetof(struct message, tool_calls) },
	{ "tool_results", offsetof(struct message, tool_results) },
	{ "metadata", offsetof(struct message, metadata) },
	{ NULL, 0 }
};

/* All the members serialize_message/1 writes. */
static const char *const message_keys[] = {
	"name", "role", "index", "status", "content", "metadata", "tool_calls",
	"tool_results", NULL
};

/* Members of other formats' messages that a LangChain.Message never has:
 * a message's type (Responses, Mastra, LangChain Python), its id, Chat's
 * tool_call_id and function_call, Gemini's parts. */
static const char *const foreign_keys[] = {
	"type", "id", "tool_call_id", "function_call", "parts", NULL
};

/* LangChain.Message's statuses (LangChain 0.9: the first three). */
static const char *const statuses[] = {
	"complete", "cancelled", "length", "content_filtered", "stream_error",
	NULL
};

/* A ContentPart's members (serialize_content_part/1), and "text", which
 * it never has (OpenAI's and Anthropic's parts do). */
struct part {
	struct json_span	 type, content, options, text;
};

static const struct format_member part_members[] = {
	{ "type", offsetof(struct part, type) },
	{ "content", offsetof(struct part, content) },
	{ "options", offsetof(struct part, options) },
	{ "text", offsetof(struct part, text) },
	{ NULL, 0 }
};

/* ContentPart's types. */
static const char *const part_types[] = {
	"text", "image_url", "image", "file", "file_url", "thinking",
	"unsupported", NULL
};

/* Is v JSON null? */
static int
is_null(struct json_span v)
{
	return format_lit_eq(v, "null");
}

/* 2 if every element of the array arr is a ContentPart (an object of one
 * of its types, its text in "content"); 1 if some has another type; 0 if
 * one is no such object, or an OpenAI or Anthropic part. */
static int
parts_score(struct json_span arr)
{
	struct json_iter ji;
	struct json_span k, v;
	struct part p;
	int score = 2;

	if (json_iter_init(&ji, arr.p, arr.n) == -1)
		return 0;
	while (json_iter_next(&ji, &k, &v)) {
		format_members(v, part_members, &p);	/* none if no object */
		if (!format_is_string(p.type) || p.text.n > 0)
			return 0;
		if (!format_str_in(p.type, part_types))
			score = 1;
	}
	return score;
}

/* 1 if no element of the array arr is a Chat tool call (its "function"
 * or "id"), else 0. */
static int
calls_ours(struct json_span arr)
{
	struct json_iter ji;
	struct json_span k, v, x;

	if (json_iter_init(&ji, arr.p, arr.n) == -1)
		return 0;
	while (json_iter_next(&ji, &k, &v))
		if (json_get(v, "function", &x) || json_get(v, "id", &x))
			return 0;
	return 1;
}

/*
 * A state item's score.  0 unless a role of LangChain's, a "status" (a
 * string or null) and a "content" (a string, null or an array) are there,
 * none of foreign_keys, no content part is another format's (parts_score())
 * and no tool call is Chat's.  2 if besides only the members
 * serialize_message/1 writes are there, status is null or LangChain's,
 * content parts are of its types, and tool_calls and tool_results are
 * arrays where present; else 1.
 */
static int
state_detect(const struct format_item *it)
{
	struct message m;
	int score = 2;

	format_item_members(it, message_members, &m);
	if (format_role(m.role, roles) == ROLE_OTHER ||
	    format_item_has(it, foreign_keys))
		return 0;
	if (!format_is_string(m.status) && !is_null(m.status))
		return 0;
	if (format_is_array(m.content))
		score = parts_score(m.content);
	else if (!format_is_string(m.content) && !is_null(m.content))
		return 0;
	if (score == 0 ||
	    (format_is_array(m.tool_calls) && !calls_ours(m.tool_calls)))
		return 0;
	if (format_item_size(it) > it->nr)
		return 1;
	for (size_t i = 0; i < it->nr; i++)
		if (!format_str_in(it->key[i], message_keys))
			return 1;
	if ((format_is_string(m.status) && !format_str_in(m.status, statuses)) ||
	    (m.tool_calls.n > 0 && !format_is_array(m.tool_calls)) ||
	    (m.tool_results.n > 0 && !format_is_array(m.tool_results)))
		return 1;
	return score;
}

/*
 * 2: a string message_type and content_type and a map content, the type
 * one of DisplayMessage's and the message_type one of Sagents' four; 1:
 * the same of another type or message_type; 0: anything else.  An item
 * without a message_type is scored as a state item (state_detect()).
 */
static int
sagents_detect(const struct format_item *it)
{
	struct fields f;

	item_fields(it, &f);
	if (!format_is_string(f.message_type) ||
	    !format_is_string(f.content_type) || !format_is_object(f.content))
		return 0;
	if (format_str_in(f.content_type, content_types) &&
	    format_role(f.message_type, roles) != ROLE_OTHER)
		return 2;
	return 1;
}

/* --- What both shapes emit alike -------------------------------------- */

/* A JSON boolean as a flag: true 1, false 0, anything else -1. */
static int
flag(struct json_span v)
{
	if (format_lit_eq(v, "true"))
		return 1;
	return format_lit_eq(v, "false") ? 0 : -1;
}

/* EV_RESULT: for a detail sink with its tool's name (if a string) and its
 * raw span. */
static int
emit_result(struct event_sink *sink, struct json_span id, struct json_span name,
    struct json_span text, int is_error, struct json_span raw)
{
	struct event ev = { .kind = EV_RESULT, .ns = SAGENTS_NS };

	ev.id = id;
	ev.text = text;
	ev.is_error = is_error;
	if (sink->detail) {
		ev.name = format_str_or_none(name);
		ev.raw = raw;
	}
	return ev_emit(sink, &ev);
}

/* EV_CONTENT of a string content (a row's) or part (a message's): text. */
static int
emit_string(struct event_sink *sink, struct json_span s)
{
	struct event ev = { .kind = EV_CONTENT };

	ev.text = s;
	if (sink->detail)
		ev.raw = s;
	return ev_emit(sink, &ev);
}

/* The note "stop_reason" of reason, if it is a string. */
static int
emit_stop(struct event_sink *sink, struct json_span reason, struct json_span time)
{
	if (!format_is_string(reason))
		return ST_OK;
	return format_emit_note(sink, FORMAT_LIT("stop_reason"), reason, time);
}

/* --- Display rows ----------------------------------------------------- */

/* The key of a call or result: content's id, else the tool_call_id
 * column; absent if neither is a string. */
static struct json_span
row_id(struct json_span own, const struct fields *f)
{
	if (format_is_string(own))
		return own;
	return format_str_or_none(f->tool_call_id);
}

/* A tool_result row's is_error: 1 if its status is "failed", else its
 * is_error's flag. */
static int
row_error(const struct body *b, const struct fields *f)
{
	if (format_str_eq(f->status, "failed"))
		return 1;
	return flag(b->is_error);
}

/* EV_CONTENT of a row of content, for a detail sink by its type. */
static int
emit_content(const struct fields *f, const struct body *b,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (!format_is_object(f->content))
		return format_is_string(f->content) ?
		    emit_string(sink, f->content) : ST_OK;
	if (!sink->detail)
		return ev_emit(sink, &ev);
	ev.name = format_str_or_none(f->content_type);
	ev.raw = f->content;
	if (format_str_eq(f->content_type, "text") ||
	    format_str_eq(f->content_type, "thinking")) {
		ev.block = format_str_eq(f->content_type, "text") ? BLOCK_TEXT :
		    BLOCK_THINKING;
		ev.text = format_str_or_none(b->text);
	} else if (format_str_eq(f->content_type, "image")) {
		ev.block = BLOCK_IMAGE;
		ev.url = format_str_or_none(b->url);
		ev.data = format_str_or_none(b->data);
		ev.media_type = format_str_or_none(b->mime_type);
	} else {
		ev.block = BLOCK_OTHER;
		ev.text = f->content;
	}
	return ev_emit(sink, &ev);
}

/* The row's own event: its call, result, or content. */
static int
map_row(const struct fields *f, const struct body *b, struct event_sink *sink)
{
	struct json_span raw = { NULL, 0 };

	if (format_is_object(f->content))
		raw = f->content;
	if (format_str_eq(f->content_type, "tool_call"))
		return format_emit_call(sink, SAGENTS_NS, row_id(b->call_id, f),
		    format_str_or_none(b->name), b->arguments, raw);
	if (format_str_eq(f->content_type, "tool_result"))
		return emit_result(sink, row_id(b->tool_call_id, f), b->name,
		    b->content, row_error(b, f), raw);
	return emit_content(f, b, sink);
}

/*
 * A framework row: a note labelled with its content_type.  Else the
 * row's EV_MESSAGE unless it continues the open message, its event, and a
 * note of its stop_reason.
 */
static int
row_map(const struct fields *f, struct sagents_state *s, struct event_sink *sink)
{
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	struct json_span time;
	struct body b;
	uint64_t type;
	int rc;

	body_fields(f->content, &b);
	time = format_str_or_none(f->inserted_at);
	if (format_str_in(f->content_type, note_types))
		return format_emit_note(sink, f->content_type,
		    format_str_or_none(b.text), time);
	type = format_hash(f->message_type) | 1;
	if (s->type != type || format_count(f->sequence) < 1) {
		m.label = f->message_type;
		m.time = time;
		if ((rc = format_emit_msg(sink, format_role(f->message_type,
		    roles), &m)) != ST_OK)
			return rc;
		s->type = type;
	}
	if ((rc = map_row(f, &b, sink)) != ST_OK)
		return rc;
	return emit_stop(sink, b.stop_reason, time);
}

/* --- State items ------------------------------------------------------ */

/* A media option as the chat models read it: a string with a '/' is a
 * media type, the atoms they know name one. */
struct media {
	const char		*name;
	struct json_span	 type;
};
#define MEDIA(name, type)	{ name, { "\"" type "\"", sizeof(type) + 1 } }

static struct json_span
media_type(struct json_span v)
{
	static const struct media known[] = {
		MEDIA("png", "image/png"), MEDIA("jpg", "image/jpeg"),
		MEDIA("jpeg", "image/jpeg"), MEDIA("gif", "image/gif"),
		MEDIA("webp", "image/webp"), MEDIA("pdf", "application/pdf"),
		MEDIA("text", "text/plain"), { NULL, { NULL, 0 } }
	};
	struct json_span none = { NULL, 0 };
	const struct media *m;

	if (format_is_string(v) && memchr(v.p, '/', v.n) != NULL)
		return v;
	m = format_lookup(v, known, sizeof(known[0]));
	return m != NULL ? m->type : none;
}

/* A ContentPart's options that the events carry. */
struct options {
	struct json_span	 media, type;
};

/* Fill ev's block, name, text, media and raw from a ContentPart. */
static void
part_block(struct json_span part, struct event *ev)
{
	static const struct format_member option_members[] = {
		{ "media", offsetof(struct options, media) },
		{ "type", offsetof(struct options, type) },
		{ NULL, 0 }
	};
	struct options o;
	struct part p;

	format_members(part, part_members, &p);
	format_members(p.options, option_members, &o);
	ev->name = format_str_or_none(p.type);
	ev->raw = part;
	if (format_str_eq(p.type, "text") || format_str_eq(p.type, "thinking")) {
		ev->block = format_str_eq(p.type, "text") ? BLOCK_TEXT :
		    BLOCK_THINKING;
		ev->text = format_str_or_none(p.content);
	} else if (format_str_eq(p.type, "image_url") ||
	    format_str_eq(p.type, "file_url")) {
		ev->block = BLOCK_IMAGE;
		ev->url = format_str_or_none(p.content);
	} else if (format_str_eq(p.type, "image") ||
	    format_str_eq(p.type, "file")) {
		ev->block = BLOCK_IMAGE;
		if (!format_str_eq(o.type, "file_id"))
			ev->data = format_str_or_none(p.content);
		ev->media_type = media_type(o.media);
	} else if (format_str_eq(p.type, "unsupported") &&
	    format_str_eq(o.type, "redacted_thinking")) {
		ev->block = BLOCK_THINKING;
	} else {
		ev->block = BLOCK_OTHER;
		ev->text = part;
	}
}

/* One element of a message's content: EV_CONTENT. */
static int
map_part(struct json_span part, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (format_is_string(part))
		return emit_string(sink, part);
	if (sink->detail)
		part_block(part, &ev);
	return ev_emit(sink, &ev);
}

/* A tool call's members that the events carry (serialize_tool_call/1). */
struct lc_call {
	struct json_span	 call_id, name, arguments;
};

/* One element of tool_calls: EV_CALL. */
static int
map_call(struct json_span call, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "call_id", offsetof(struct lc_call, call_id) },
		{ "name", offsetof(struct lc_call, name) },
		{ "arguments", offsetof(struct lc_call, arguments) },
		{ NULL, 0 }
	};
	struct lc_call c;

	format_members(call, members, &c);
	return format_emit_call(sink, SAGENTS_NS, format_str_or_none(c.call_id),
	    format_str_or_none(c.name), c.arguments, call);
}

/* A tool result's members that the events carry (serialize_tool_result/1). */
struct lc_result {
	struct json_span	 tool_call_id, name, content, is_error,
				 is_interrupt;
};

/* One element of tool_results: EV_RESULT (an interrupt's outcome is not
 * known yet). */
static int
map_result(struct json_span res, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "tool_call_id", offsetof(struct lc_result, tool_call_id) },
		{ "name", offsetof(struct lc_result, name) },
		{ "content", offsetof(struct lc_result, content) },
		{ "is_error", offsetof(struct lc_result, is_error) },
		{ "is_interrupt", offsetof(struct lc_result, is_interrupt) },
		{ NULL, 0 }
	};
	struct lc_result r;
	int e;

	format_members(res, members, &r);
	e = flag(r.is_error);
	if (e != 1 && format_lit_eq(r.is_interrupt, "true"))
		e = -1;
	return emit_result(sink, format_str_or_none(r.tool_call_id), r.name,
	    r.content, e, res);
}

/* Why the message stopped early (DisplayHelpers.stop_reason/1): a JSON
 * string, or absent if it did not. */
static struct json_span
state_stop(const struct message *m)
{
	static const char *const early[] = {
		"length", "content_filtered", "stream_error", NULL
	};
	struct json_span none = { NULL, 0 }, err;

	if (format_str_in(m->status, early))
		return m->status;
	if (!format_str_eq(m->status, "cancelled"))
		return none;
	if (format_is_object(m->metadata) &&
	    json_get(m->metadata, "streaming_error", &err) && !is_null(err))
		return FORMAT_LIT("stream_error");
	return m->status;
}

/* A state item: its EV_MESSAGE, parts, calls, results, and stop. */
static int
state_map(const struct format_item *it, struct event_sink *sink)
{
	struct format_msg fm = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	struct json_span none = { NULL, 0 };
	struct message m;
	int rc;

	format_item_members(it, message_members, &m);
	fm.label = m.role;
	if ((rc = format_emit_msg(sink, format_role(m.role, roles), &fm)) != ST_OK)
		return rc;
	if (format_is_string(m.content))
		rc = emit_string(sink, m.content);
	else
		rc = format_map_each(m.content, map_part, sink);
	if (rc != ST_OK ||
	    (rc = format_map_each(m.tool_calls, map_call, sink)) != ST_OK ||
	    (rc = format_map_each(m.tool_results, map_result, sink)) != ST_OK)
		return rc;
	return emit_stop(sink, state_stop(&m), none);	/* no time */
}

/* A state item (a string role, no message_type) by state_map(), no row
 * open after it; anything else as a display row. */
static int
sagents_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct sagents_state fresh = { 0 }, *s = state != NULL ? state : &fresh;
	struct fields f;

	item_fields(it, &f);
	if (f.message_type.n == 0 && format_is_string(f.role)) {
		s->type = 0;
		return state_map(it, sink);
	}
	return row_map(&f, s, sink);
}

const struct format format_sagents = {
	.name = "sagents",
	.title = "Sagents",
	/* The display rows' rule; the state's is format_sagents_state's. */
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	/* The display table is never sent to a model, the state is sent
	 * through any chat model, and Sagents answers a call left without a
	 * result itself (PatchToolCalls). */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = sagents_detect,
	.state_size = sizeof(struct sagents_state),
	.map = sagents_map,
	.free_state = NULL
};

/*
 * The agent state's messages: the same map, LangChain's rule (the tool
 * message right after the assistant message that made the calls answers
 * them all: P_ADJACENT_RUN), and only state messages detected.
 */
const struct format format_sagents_state = {
	.name = "sagents-state",
	.title = "Sagents agent state",
	.placement = P_ADJACENT_RUN,
	.flags = FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = state_detect,
	.state_size = sizeof(struct sagents_state),
	.map = sagents_map,
	.free_state = NULL
};
