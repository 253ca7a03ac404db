/*
 * format_agntz.c - agntz (aparry3/agntz) messages as its SqliteStore keeps
 * them (packages/stores/src/sqlite.ts): one row of its messages table, the
 * row's non-NULL columns as members in column order, {"role", "content",
 * "tool_calls", "tool_call_id", "timestamp", "content_blocks"}.
 *
 * One item is one message; role system, user, assistant or tool.  content
 * is its text, a plain string.  A message of content blocks keeps them in
 * content_blocks (text {text}, image and audio {url | base64 | artifactId,
 * mediaType}) and a flattened copy in content ("[image]" for media): the
 * blocks are read then, the copy not.  tool_calls holds ToolCallRecords
 * {id, name, input, output, duration, error}, each a call and, run by
 * agntz's runner before it is stored, its result in the same record: the
 * error (a failure) if it has one, else the output (any value, null too).
 * A record with neither has no result there (a tool that returned
 * undefined looks the same).
 *
 * agntz's runner writes no rows of role tool, but a caller may: such a row
 * answers its tool_call_id with content as the result text.  agntz's own
 * tests write one for a call whose record holds the output already (the
 * "should handle messages with tool calls" case): that row is a copy of a
 * result given before, so it is an echo (struct event), shown as a note,
 * not a second result.  Telling the two apart needs the ids answered in
 * records so far: the session's state, a set of their hashes.  The events
 * never point into it, so format_map_detected() may map an item with
 * fresh state (a lone tool row is then a result).
 *
 * Results come in their call's record or later (P_AFTER); ids are
 * required (ToolCallRecord.id).  agntz's message builder sends the model a
 * stored message's role and content alone, never its calls: no API sees a
 * broken pair, so no error texts.
 *
 * Text events: a message is labelled with its role, at its timestamp; no
 * model, no usage (the rows keep none).
 *
 * Writing: a message is a row of what agntz's append() stores, exactly
 * as the agntz: store makes it again from its columns (schema.h): the
 * members role, content, tool_calls, tool_call_id, timestamp and
 * content_blocks, in that order, those without a value left out, every
 * string decoded and written again as json_str_encode() escapes it.
 * content is the text, "" for none; with media or several blocks,
 * content_blocks holds the blocks ({"type": "text", text} and {"type":
 * "image" or "audio", url or base64, mediaType}) and content what agntz's
 * serializeContent() makes of them: the texts and an "[image]" for each
 * medium, joined with " ".  A call is a record {id, name, input},
 * without output or duration: its result is a tool row {role, content
 * (its text), tool_call_id, timestamp}, as a caller of agntz's store
 * writes one, mapped back as the result (result_items; agntz has no error
 * flag).  A row's content comes before its calls, so a message whose text
 * follows a call is written as one row more.  timestamp is toISOString()'s
 * "YYYY-MM-DDTHH:MM:SS.mmmZ": the message's time, else the one written
 * before (follow(): near's), else the session's (begin()), else the
 * epoch's start.  No thinking (agntz keeps none), no custom calls.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"
#include "isotime.h"
#include "xalloc.h"

/* The pairing namespace: agntz has one kind of tool call. */
#define AGNTZ_NS	"tool"

/* Per session: the hashes (format_hash() | 1) of the ids of the calls
 * answered in their records, in an open-addressed table of size slots (a
 * power of two, at most half full; 0 empty). */
struct agntz_state {
	uint64_t	*slot;
	size_t		 size, nr;
};

static const struct format_role roles[] = {
	{ "system", ROLE_SYSTEM },
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "tool", ROLE_TOOL },
	{ NULL, ROLE_NONE }
};

/* The columns, the members an item may have. */
static const char *const columns[] = {
	"role", "content", "tool_calls", "tool_call_id", "timestamp",
	"content_blocks", NULL
};

/* The item's members (the last of each); n == 0 when absent. */
struct fields {
	struct json_span	 role, content, tool_calls, tool_call_id,
				 timestamp, blocks;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "role", offsetof(struct fields, role) },
		{ "content", offsetof(struct fields, content) },
		{ "tool_calls", offsetof(struct fields, tool_calls) },
		{ "tool_call_id", offsetof(struct fields, tool_call_id) },
		{ "timestamp", offsetof(struct fields, timestamp) },
		{ "content_blocks", offsetof(struct fields, blocks) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/* A ToolCallRecord's members. */
struct call_record {
	struct json_span	 id, name, input, output, error, duration,
				 function, custom;
};

static void
record_fields(struct json_span rec, struct call_record *r)
{
	static const struct format_member members[] = {
		{ "id", offsetof(struct call_record, id) },
		{ "name", offsetof(struct call_record, name) },
		{ "input", offsetof(struct call_record, input) },
		{ "output", offsetof(struct call_record, output) },
		{ "error", offsetof(struct call_record, error) },
		{ "duration", offsetof(struct call_record, duration) },
		{ "function", offsetof(struct call_record, function) },
		{ "custom", offsetof(struct call_record, custom) },
		{ NULL, 0 }
	};

	format_members(rec, members, r);
}

/*
 * How the tool_calls array looks: 0 if an entry is a Chat call (function
 * or custom); 2 if every entry is an object with a record's input or
 * duration (and there is one); else 1.
 */
static int
calls_score(struct json_span calls)
{
	struct json_iter it;
	struct json_span k, v;
	struct call_record r;
	int records = 1, any = 0;

	if (json_iter_init(&it, calls.p, calls.n) == -1)
		return 1;
	while (json_iter_next(&it, &k, &v)) {
		record_fields(v, &r);
		if (r.function.n > 0 || r.custom.n > 0)
			return 0;
		if (!format_is_object(v) || (r.input.n == 0 && r.duration.n == 0))
			records = 0;
		any = 1;
	}
	return records && any ? 2 : 1;
}

/*
 * Only the columns' members, with a string role of agntz's, string
 * content and a string timestamp (a Chat message has none), else 0.  Then
 * 2 with what only agntz's rows have: tool_calls of records, a
 * tool_call_id, content_blocks; 0 with Chat's tool_calls; else 1 (a text
 * message could be Chat's, kept with its time).
 */
static int
agntz_detect(const struct format_item *it)
{
	struct fields f;
	int score;

	if (format_item_size(it) > it->nr)
		return 0;
	for (size_t i = 0; i < it->nr; i++)
		if (!format_str_in(it->key[i], columns))
			return 0;
	item_fields(it, &f);
	if (format_role(f.role, roles) == ROLE_OTHER ||
	    !format_is_string(f.content) || !format_is_string(f.timestamp))
		return 0;
	score = format_is_array(f.tool_calls) ? calls_score(f.tool_calls) : 1;
	if (score == 0)
		return 0;
	if (format_is_string(f.tool_call_id) || format_is_array(f.blocks))
		return 2;
	return score;
}

/* Is h among st's answered ids?  Its slot either way. */
static uint64_t *
answered_slot(const struct agntz_state *st, uint64_t h)
{
	size_t i = (size_t)h & (st->size - 1);

	while (st->slot[i] != 0 && st->slot[i] != h)
		i = (i + 1) & (st->size - 1);
	return &st->slot[i];
}

static int
answered(const struct agntz_state *st, struct json_span id)
{
	return st->size > 0 && *answered_slot(st, format_hash(id) | 1) != 0;
}

/* Add the id (a JSON string) to st's answered ids. */
static void
answer(struct agntz_state *st, struct json_span id)
{
	uint64_t h = format_hash(id) | 1, *old = st->slot, *s;
	size_t n = st->size;

	if (2 * (st->nr + 1) > st->size) {
		st->size = n > 0 ? 2 * n : 16;
		st->slot = xcalloc(st->size, sizeof(*st->slot));
		for (size_t i = 0; i < n; i++)
			if (old[i] != 0)
				*answered_slot(st, old[i]) = old[i];
		free(old);
	}
	if (*(s = answered_slot(st, h)) == 0) {
		*s = h;
		st->nr++;
	}
}

/*
 * One ToolCallRecord; not an object: skipped.  EV_CALL, then EV_RESULT if
 * it holds one: its error (a failure) unless that is absent or null, else
 * its output.  raw is the record, for both.
 */
static int
map_record(struct json_span rec, struct agntz_state *st,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = AGNTZ_NS };
	struct call_record r;
	int rc;

	if (!format_is_object(rec))
		return ST_OK;
	record_fields(rec, &r);
	ev.id = format_str_or_none(r.id);
	if ((rc = format_emit_call(sink, AGNTZ_NS, ev.id,
	    format_str_or_none(r.name), r.input, rec)) != ST_OK)
		return rc;
	if (r.error.n > 0 && !format_lit_eq(r.error, "null")) {
		ev.is_error = 1;
		ev.text = r.error;
	} else if (r.output.n > 0) {
		ev.text = r.output;
	} else {
		return ST_OK;
	}
	if (ev.id.n > 0)
		answer(st, ev.id);
	if (sink->detail) {
		ev.name = format_str_or_none(r.name);
		ev.raw = rec;
	}
	return ev_emit(sink, &ev);
}

/* EV_MESSAGE of role (echo: a copy), labelled with the row's role, at its
 * timestamp. */
static int
emit_message(const struct fields *f, enum ev_role role, int echo,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_MESSAGE, .role = role, .echo = echo };

	if (sink->detail) {
		ev.label = format_str_or_none(f->role);
		ev.time = format_str_or_none(f->timestamp);
	}
	return ev_emit(sink, &ev);
}

/*
 * A row of role tool: a result for its tool_call_id, content its text
 * (agntz's tool rows carry no error flag); but an echo whose content is
 * the copy when its call's record answered it before.
 */
static int
map_tool_row(const struct format_item *it, const struct fields *f,
    struct agntz_state *st, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = AGNTZ_NS, .is_error = -1 };
	int rc, echo;

	ev.id = format_str_or_none(f->tool_call_id);
	echo = ev.id.n > 0 && answered(st, ev.id);
	if ((rc = emit_message(f, ROLE_TOOL, echo, sink)) != ST_OK)
		return rc;
	if (echo)
		return format_emit_content(format_str_or_none(f->content), sink);
	ev.text = f->content;
	if (sink->detail)
		ev.raw = it->obj;
	return ev_emit(sink, &ev);
}

/*
 * EV_MESSAGE of the role (ROLE_OTHER for an unknown one), then its content
 * (content_blocks if an array, else content unless it is empty), then its
 * records; a tool row as map_tool_row().
 */
static int
agntz_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct agntz_state *st = state;
	struct json_iter ji;
	struct json_span k, v;
	struct fields f;
	enum ev_role role;
	int rc = ST_OK;

	item_fields(it, &f);
	if ((role = format_role(f.role, roles)) == ROLE_TOOL)
		return map_tool_row(it, &f, st, sink);
	if ((rc = emit_message(&f, role, 0, sink)) != ST_OK)
		return rc;
	if (format_is_array(f.blocks))
		rc = format_emit_content(f.blocks, sink);
	else if (f.content.n > 2)
		rc = format_emit_content(format_str_or_none(f.content), sink);
	if (rc != ST_OK || !format_is_array(f.tool_calls) ||
	    json_iter_init(&ji, f.tool_calls.p, f.tool_calls.n) == -1)
		return rc;
	while (json_iter_next(&ji, &k, &v))
		if ((rc = map_record(v, st, sink)) != ST_OK)
			return rc;
	return ST_OK;
}

static void
agntz_free(void *state)
{
	struct agntz_state *st = state;

	free(st->slot);
}


/* --- Writing --------------------------------------------------------- */

/* A writing's state: the time of the row written last, epoch ms (the
 * session's before the first; none: the epoch's start). */
struct agntz_writer {
	int64_t		 last;
};

/* The time t (a JSON string, ISO 8601 with a Z, an offset or neither, or
 * a number, format_time_ms()'s) as epoch milliseconds: 0, or -1. */
static int
time_of(struct json_span t, int64_t *ms)
{
	struct buf s = BUF_INIT;
	int rc;

	if (!format_is_string(t))
		return format_time_ms(t, ms);
	json_str_decode(t, &s);
	rc = isotime_parse(s.p, s.len, ISOTIME_OFFSET, ms);
	buf_release(&s);
	return rc;
}

/*
 * The JSON string s written again as json_str_encode() escapes it, the
 * form the store makes its text columns in: 0, or -1 if s is no string
 * or, for a text column (text), holds a NUL, which no column can.
 */
static int
put_str(struct jsonw *w, struct json_span s, int text)
{
	struct buf v = BUF_INIT;
	int rc = 0;

	if (!format_is_string(s))
		return -1;
	if (json_str_decode(s, &v) > 0 && text)
		rc = -1;
	else
		jsonw_strn(w, v.p, v.len);
	buf_release(&v);
	return rc;
}

/* A medium of content_blocks: {type, url | base64, mediaType}, type
 * "audio" for an audio/ media type, else "image" (agntz has no other). */
static int
put_medium(struct jsonw *w, const struct event *b)
{
	struct json_span t = b->media_type;
	int audio = t.n > 8 && memcmp(t.p, "\"audio/", 7) == 0;

	jsonw_object(w);
	jsonw_member_str(w, "type", audio ? "audio" : "image");
	jsonw_key(w, b->url.n > 0 ? "url" : "base64");
	if (put_str(w, b->url.n > 0 ? b->url : b->data, 0) != 0)
		return ST_DATA;
	if (t.n > 0) {
		jsonw_key(w, "mediaType");
		if (put_str(w, t, 0) != 0)
			return ST_DATA;
	}
	jsonw_close(w);
	return ST_OK;
}

/*
 * A row of role (not tool) at ts holding the blocks b[0..n): text and
 * media, then calls.  content is their serializeContent() text; then the
 * calls' records, and content_blocks where there is more than one block
 * (a medium, or several texts: agntz's array content), so that the
 * blocks come back apart.
 */
static int
agntz_row(struct jsonw *w, const char *role, const struct event *b,
    size_t n, const struct buf *ts)
{
	struct buf text = BUF_INIT;
	size_t i, ncontent = 0;
	int media = 0, rc = ST_DATA;

	for (i = 0; i < n && b[i].kind == EV_CONTENT; i++, ncontent++) {
		if (ncontent > 0)
			buf_addc(&text, ' ');
		if (b[i].block == BLOCK_IMAGE) {
			buf_adds(&text, "[image]");
			media = 1;
		} else if (!format_is_string(b[i].text) ||
		    json_str_decode(b[i].text, &text) > 0) {
			goto done;
		}
	}
	jsonw_object(w);
	jsonw_member_str(w, "role", role);
	jsonw_key(w, "content");
	jsonw_strn(w, text.p, text.len);
	if (ncontent < n) {
		jsonw_key(w, "tool_calls");
		jsonw_array(w);
		for (i = ncontent; i < n; i++) {
			jsonw_object(w);
			jsonw_key(w, "id");
			if (put_str(w, b[i].id, 0) != 0)
				goto done;
			jsonw_key(w, "name");
			if (put_str(w, b[i].name, 0) != 0)
				goto done;
			jsonw_key(w, "input");
			if (b[i].args.n > 0)
				jsonw_span(w, b[i].args);
			else
				jsonw_lit(w, "{}");
			jsonw_close(w);
		}
		jsonw_close(w);
	}
	jsonw_key(w, "timestamp");
	jsonw_strn(w, ts->p, ts->len);
	if (media || ncontent > 1) {	/* the blocks kept apart */
		jsonw_key(w, "content_blocks");
		jsonw_array(w);
		for (i = 0; i < ncontent; i++) {
			if (b[i].block == BLOCK_IMAGE) {
				if (put_medium(w, &b[i]) != ST_OK)
					goto done;
				continue;
			}
			jsonw_object(w);
			jsonw_member_str(w, "type", "text");
			jsonw_key(w, "text");
			put_str(w, b[i].text, 0);
			jsonw_close(w);
		}
		jsonw_close(w);
	}
	jsonw_close(w);
	rc = ST_OK;
done:
	buf_release(&text);
	return rc;
}

/* A result's row: {role: tool, content, tool_call_id, timestamp}; its
 * output as text where it is not a string. */
static int
agntz_result(struct jsonw *w, const struct event *b, const struct buf *ts)
{
	struct buf text = BUF_INIT;
	int rc = ST_OK;

	jsonw_object(w);
	jsonw_member_str(w, "role", "tool");
	jsonw_key(w, "content");
	if (format_is_string(b->text)) {
		rc = put_str(w, b->text, 1) == 0 ? ST_OK : ST_DATA;
	} else {
		format_text(b->text, &text);
		if (memchr(text.p, '\0', text.len) != NULL)
			rc = ST_DATA;
		jsonw_strn(w, text.p, text.len);
	}
	jsonw_key(w, "tool_call_id");
	if (put_str(w, b->id, 1) != 0)
		rc = ST_DATA;
	jsonw_key(w, "timestamp");
	jsonw_strn(w, ts->p, ts->len);
	jsonw_close(w);
	buf_release(&text);
	return rc;
}

/*
 * m's rows: a tool message's results a row each; another's text, media
 * and calls (an assistant's alone) in rows of content then calls, a new
 * row where content follows a call.  Thinking, other blocks and results
 * outside a tool message have no place (ST_DATA).
 */
static int
agntz_write(void *state, const struct format_message *m, struct buf *out)
{
	static const char *const role[] = { [ROLE_SYSTEM] = "system",
	    [ROLE_USER] = "user", [ROLE_ASSISTANT] = "assistant" };
	struct agntz_writer *aw = state;
	struct buf ts = BUF_INIT;
	struct jsonw w;
	size_t i, start;
	int64_t ms;
	int rc = ST_OK;

	if (m->role == ROLE_NONE || m->role == ROLE_OTHER)
		return ST_DATA;
	for (i = 0; i < m->nblocks; i++) {
		const struct event *b = &m->blocks[i];

		if (m->role == ROLE_TOOL ? b->kind != EV_RESULT :
		    b->kind == EV_CALL ? m->role != ROLE_ASSISTANT :
		    b->kind != EV_CONTENT || (b->block != BLOCK_TEXT &&
		    b->block != BLOCK_IMAGE))
			return ST_DATA;
	}
	if (time_of(m->time, &ms) != 0)
		ms = aw->last;
	isotime_add(&ts, ms, ISOTIME_FULL);
	jsonw_init(&w, out, JSONW_LINES);
	if (m->role == ROLE_TOOL) {
		for (i = 0; i < m->nblocks && rc == ST_OK; i++)
			rc = agntz_result(&w, &m->blocks[i], &ts);
	} else {
		/* a row at least: "" for a message of no blocks */
		start = 0;
		for (i = m->nblocks > 0; i <= m->nblocks && rc == ST_OK; i++) {
			if (i < m->nblocks &&
			    (m->blocks[i].kind != EV_CONTENT ||
			    m->blocks[i - 1].kind != EV_CALL))
				continue;
			rc = agntz_row(&w, role[m->role], m->blocks + start,
			    i - start, &ts);
			start = i;
		}
	}
	buf_release(&ts);
	if ((rc = format_write_done(&w, rc)) == ST_OK)
		aw->last = ms;
	return rc;
}

/* A new session: its time, for the rows whose messages have none. */
static int
agntz_begin(void *state, const struct format_session *s, struct buf *out)
{
	struct agntz_writer *aw = state;

	(void)out;
	if (time_of(s->time, &aw->last) != 0)
		aw->last = 0;
	return ST_OK;
}

/* Rows after near: at its time where a message has none. */
static int
agntz_follow(void *state, struct json_span near)
{
	struct agntz_writer *aw = state;
	struct json_span v;

	if (json_get(near, "timestamp", &v))
		time_of(v, &aw->last);
	return ST_OK;
}

/* Rows as agntz's append() stores them; results a tool row each, after
 * the call (repair's too). */
static const struct format_writer agntz_writer = {
	.state_size = sizeof(struct agntz_writer),
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_MEDIA,
	.begin = agntz_begin,
	.follow = agntz_follow,
	.message = agntz_write
};

const struct format format_agntz = {
	.name = "agntz",
	.title = "agntz",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	/* agntz sends the model no calls from history: no API sees them. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = agntz_detect,
	.state_size = sizeof(struct agntz_state),
	.map = agntz_map,
	.free_state = agntz_free,
	.writer = &agntz_writer
};
