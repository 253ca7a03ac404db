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
 * No usage (the rows keep none), no model.  No writer: the store is
 * read-only (a state snapshot beside it must agree with it).
 */
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: LangChain's tool calls are functions. */
#define SAGENTS_NS	"function"

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

/* The row's columns that the events carry (the last of each); n == 0
 * when absent. */
struct fields {
	struct json_span	 message_type, content, tool_call_id,
				 content_type, status, sequence, inserted_at;
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

/*
 * 2: a string message_type and content_type and a map content, the type
 * one of DisplayMessage's and the message_type one of Sagents' four; 1:
 * the same of another type or message_type; 0: anything else.
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

/* The key of a call or result: content's id, else the tool_call_id
 * column; absent if neither is a string. */
static struct json_span
row_id(struct json_span own, const struct fields *f)
{
	if (format_is_string(own))
		return own;
	return format_str_or_none(f->tool_call_id);
}

/* A tool_result row's is_error: true or a failed status 1, false 0, else
 * -1. */
static int
result_error(const struct body *b, const struct fields *f)
{
	if (format_lit_eq(b->is_error, "true") ||
	    format_str_eq(f->status, "failed"))
		return 1;
	return format_lit_eq(b->is_error, "false") ? 0 : -1;
}

static int
emit_result(const struct fields *f, const struct body *b,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = SAGENTS_NS };

	ev.id = row_id(b->tool_call_id, f);
	ev.text = b->content;
	ev.is_error = result_error(b, f);
	if (sink->detail) {
		ev.name = format_str_or_none(b->name);
		if (format_is_object(f->content))
			ev.raw = f->content;
	}
	return ev_emit(sink, &ev);
}

/* EV_CONTENT of a row of content, for a detail sink by its type. */
static int
emit_content(const struct fields *f, const struct body *b,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (!format_is_object(f->content)) {
		if (!format_is_string(f->content))
			return ST_OK;
		ev.text = f->content;
		if (sink->detail)
			ev.raw = f->content;
		return ev_emit(sink, &ev);
	}
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
		return emit_result(f, b, sink);
	return emit_content(f, b, sink);
}

/*
 * A framework row: a note labelled with its content_type.  Else the
 * row's EV_MESSAGE unless it continues the open message, its event, and a
 * note of its stop_reason.
 */
static int
sagents_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct sagents_state fresh = { 0 }, *s = state != NULL ? state : &fresh;
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	struct json_span time;
	struct fields f;
	struct body b;
	uint64_t type;
	int rc;

	item_fields(it, &f);
	body_fields(f.content, &b);
	time = format_str_or_none(f.inserted_at);
	if (format_str_in(f.content_type, note_types))
		return format_emit_note(sink, f.content_type,
		    format_str_or_none(b.text), time);
	type = format_hash(f.message_type) | 1;
	if (s->type != type || format_count(f.sequence) < 1) {
		m.label = f.message_type;
		m.time = time;
		if ((rc = format_emit_msg(sink, format_role(f.message_type,
		    roles), &m)) != ST_OK)
			return rc;
		s->type = type;
	}
	if ((rc = map_row(&f, &b, sink)) != ST_OK)
		return rc;
	if (format_is_string(b.stop_reason))
		return format_emit_note(sink, FORMAT_LIT("stop_reason"),
		    b.stop_reason, time);
	return ST_OK;
}

const struct format format_sagents = {
	.name = "sagents",
	.title = "Sagents",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	/* The display table is never sent to a model, and Sagents answers
	 * a call left without a result itself (PatchToolCalls). */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = sagents_detect,
	.state_size = sizeof(struct sagents_state),
	.map = sagents_map,
	.free_state = NULL
};
