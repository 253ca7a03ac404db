/*
 * format_claude_code.c - Claude Code session transcripts (FORMATS.md 7).
 *
 * One JSON line per content block: {"type":"user"|"assistant", uuid,
 * parentUuid, sessionId, ..., "message":{an Anthropic message}}.  map()
 * rebuilds the API's messages from the lines in file order (every line is
 * scanned, so sibling results off the parentUuid chain are seen) and maps
 * their blocks with format_anthropic_map_message():
 *
 *  - Assistant lines with one message.id are one API message X.  A line
 *    without a message.id always begins a message.
 *  - Consecutive user lines are one user message (the API merges them),
 *    across ignored lines: so the tool_result lines after X are X's next
 *    message, and a text line among them is content in it (after the
 *    results: fine; before one: misplaced).  isMeta lines are sent to the
 *    model and count like the others.
 *  - Streaming tool execution (CLI 2.x) writes a result line as soon as its
 *    tool is done, between the lines of X: text, tool_use A, result A,
 *    tool_use B, result B.  While only lines of X and result-only user
 *    lines have come since X began (X's window), a line of X after result
 *    lines continues X: when all of X's calls so far are answered, it
 *    begins a new assistant message (the results before it answered the
 *    message before, as the rule wants); when some are still open, its
 *    calls go into the current user message (its other blocks are ignored)
 *    and a later result for one of them begins a new user message.  The
 *    checker thus sees every result in the message right after its call,
 *    whenever the results of X come in the order of X's calls; a result
 *    that overtakes one of an earlier call that is still running cannot
 *    be shown that way and is reported as misplaced.  A user line that is
 *    not all results ends the window.
 *  - A system line of subtype compact_boundary is EV_BOUNDARY and ends the
 *    current message; every other line (other system lines, summary,
 *    progress, attachment, file-history-snapshot, queue-operation, titles,
 *    tags) is EV_NOTE labelled with its type ("hook" for a hook's
 *    progress) and ends nothing; a line that is not an object is
 *    EV_IGNORE.
 *  - Text events: a message's time is its first line's timestamp; an
 *    assistant message's usage is reported once per message.id.
 *  - Sidechains: a session is a main transcript or a subagent's; the first
 *    user or assistant line says which (its isSidechain).  Lines with the
 *    other isSidechain value are another conversation and are ignored, so
 *    a main session skips stray sidechain lines and a subagent file (all
 *    lines isSidechain:true) is checked on its own.  Each is an EV_NOTE
 *    "sidechain" marked aside: readers through conv.h (dump, stats) read
 *    those lines on their own, as the conversation of the subagent that
 *    Claude Code 1.0 wrote inline.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

#define CC_CALLS	64	/* calls of one message tracked in its window */

/* A call of the current assistant message. */
struct cc_call {
	uint64_t	hash;		/* of its id's JSON bytes */
	uint64_t	msg;		/* the message (EV_MESSAGE count) it is in */
	int		open;		/* no result seen yet */
};

/* Per session; zeroed before the first line.  Fixed size. */
struct cc_state {
	uint64_t	nmsg;		/* EV_MESSAGEs emitted so far */
	enum ev_role	role;		/* of the last; ROLE_NONE: none */
	int		x_id;		/* X, the current assistant message, */
	uint64_t	x_hash;		/* has this message.id (hashed) */
	int		window;		/* X's window is open */
	size_t		ncalls;		/* X's calls, while they fit */
	int		overflow;	/* more than CC_CALLS */
	struct cc_call	calls[CC_CALLS];
	int		side_known;	/* the session's isSidechain is known */
	int		side;		/* and is this */
};

/* The sink map() hands format_anthropic_map_message(): it tracks the
 * messages and X's calls, and applies the window's rules. */
struct cc_sink {
	struct event_sink	 sink;
	struct event_sink	*out;
	struct cc_state		*st;
	int			 quiet;	/* content becomes EV_IGNORE */
	struct json_span	 time;	/* the line's, for a detail sink */
	const struct ev_usage	*stamp;	/* the line's usage key, sidechain
					   and cost, for its EV_USAGE */
};

static struct cc_call *
call_find(struct cc_state *st, uint64_t h)
{
	for (size_t i = 0; i < st->ncalls; i++)
		if (st->calls[i].hash == h && st->calls[i].open)
			return &st->calls[i];
	return NULL;
}

/* Are some of X's calls unanswered (as far as they were tracked)? */
static int
calls_open(const struct cc_state *st)
{
	for (size_t i = 0; i < st->ncalls; i++)
		if (st->calls[i].open)
			return 1;
	return 0;
}

static void
window_close(struct cc_state *st)
{
	st->window = 0;
	st->ncalls = 0;
	st->overflow = 0;
}

static int
cc_emit(void *arg, const struct event *ev)
{
	struct cc_sink *w = arg;
	struct cc_state *st = w->st;
	struct event e, stamped;
	struct cc_call *c;
	int rc;

	if (w->time.n > 0 && ev->time.n == 0) {
		/* Every event of the line has the line's time. */
		stamped = *ev;
		stamped.time = w->time;
		ev = &stamped;
	}
	switch (ev->kind) {
	case EV_USAGE:
		if (w->stamp != NULL) {
			if (ev != &stamped)
				stamped = *ev;
			stamped.usage.key = w->stamp->key;
			stamped.usage.msg_key = w->stamp->msg_key;
			stamped.usage.sidechain = w->stamp->sidechain;
			stamped.usage.cost = w->stamp->cost;
			ev = &stamped;
		}
		break;
	case EV_MESSAGE:
		st->nmsg++;
		st->role = ev->role;
		break;
	case EV_CONTENT:
		if (w->quiet) {
			e = *ev;
			e.kind = EV_IGNORE;
			return ev_emit(w->out, &e);
		}
		break;
	case EV_CALL:
		if (!st->window || ev->id.n == 0)
			break;
		if (st->ncalls == CC_CALLS) {
			st->overflow = 1;
			break;
		}
		c = &st->calls[st->ncalls++];
		c->hash = format_hash(ev->id);
		c->msg = st->nmsg;
		c->open = 1;
		break;
	case EV_RESULT:
		if (!st->window || ev->id.n == 0 ||
		    (c = call_find(st, format_hash(ev->id))) == NULL)
			break;
		c->open = 0;
		if (c->msg == st->nmsg) {
			/* Its call went into this user message. */
			memset(&e, 0, sizeof(e));
			e.kind = EV_MESSAGE;
			e.role = ROLE_USER;
			st->nmsg++;
			if ((rc = ev_emit(w->out, &e)) != ST_OK)
				return rc;
		}
		break;
	default:
		break;
	}
	return ev_emit(w->out, ev);
}

/* The top-level members of a line that mapping and detection look at. */
struct line {
	struct json_span	 type, subtype, message, sidechain, time;
	struct json_span	 request, cost;	/* requestId, costUSD */
	struct json_span	 uuid, parent, session, leaf;	/* the envelope */
	int			 envelope;	/* uuid, parentUuid, sessionId
						   or leafUuid present */
};

static const struct format_member line_members[] = {
	{ "type", offsetof(struct line, type) },
	{ "subtype", offsetof(struct line, subtype) },
	{ "message", offsetof(struct line, message) },
	{ "isSidechain", offsetof(struct line, sidechain) },
	{ "uuid", offsetof(struct line, uuid) },
	{ "parentUuid", offsetof(struct line, parent) },
	{ "sessionId", offsetof(struct line, session) },
	{ "leafUuid", offsetof(struct line, leaf) },
	{ "timestamp", offsetof(struct line, time) },
	{ "requestId", offsetof(struct line, request) },
	{ "costUSD", offsetof(struct line, cost) },
	{ NULL, 0 }
};

/* Read the members of a line; -1 if it is no object. */
static int
line_read(const struct format_item *item, struct line *l)
{
	if (!format_is_object(item->obj))
		return -1;
	format_item_members(item, line_members, l);
	l->envelope = l->uuid.n > 0 || l->parent.n > 0 || l->session.n > 0 ||
	    l->leaf.n > 0;
	return 0;
}

/* Is the content of message msg one or more tool_result blocks only? */
static int
results_only(struct json_span msg)
{
	struct json_iter it;
	struct json_span content, k, v, type;
	int n = 0;

	if (!json_get(msg, "content", &content) || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (!json_get(v, "type", &type) || !format_str_eq(type, "tool_result"))
			return 0;
		n++;
	}
	return n > 0;
}

/* Is this line of another conversation than the session's?  The first user
 * or assistant line (decides) fixes the session's side. */
static int
other_side(struct cc_state *st, const struct line *l, int decides)
{
	int side = format_lit_eq(l->sidechain, "true");

	if (!st->side_known) {
		if (decides) {
			st->side_known = 1;
			st->side = side;
		}
		return 0;
	}
	return side != st->side;
}

/* An assistant line: begin X, continue it, or continue it in the window. */
static int
map_assistant(struct cc_state *st, struct cc_sink *w, struct json_span msg,
    struct json_span time)
{
	struct json_span id;
	int has_id, same;
	unsigned flags = ANTHROPIC_BEGIN;
	uint64_t h = 0;

	has_id = json_get(msg, "id", &id) && format_is_string(id) && id.n > 2;
	if (has_id)
		h = format_hash(id);
	same = has_id && st->x_id && h == st->x_hash;
	if (same && st->role == ROLE_ASSISTANT) {
		flags = 0;
	} else if (same && st->window && st->role == ROLE_USER) {
		if (!st->overflow && calls_open(st)) {
			flags = 0;
			w->quiet = 1;
		}
	} else {
		window_close(st);
		st->x_id = has_id;
		st->x_hash = h;
		st->window = 1;
	}
	if (w->sink.detail)
		flags |= ANTHROPIC_USAGE;
	return format_anthropic_map_message(msg, flags, time, &w->sink);
}

/* A line that is not conversation: EV_NOTE labelled with its type, and
 * for a detail sink what it is about (a hook's name, a queue operation,
 * a system line's subtype, a summary or title). */
static int
map_note(const struct format_item *item, const struct line *l,
    struct event_sink *sink)
{
	static const struct {
		const char	*type;		/* the line's */
		const char	*key;		/* its detail member */
	} details[] = {
		{ "system", "subtype" }, { "queue-operation", "operation" },
		{ "summary", "summary" }, { "custom-title", "customTitle" },
		{ "ai-title", "aiTitle" }, { "tag", "tag" },
		{ NULL, NULL }
	};
	struct json_span label = l->type, text = { NULL, 0 }, data, v;

	if (!format_is_string(label))
		label = FORMAT_LIT("record");
	if (!sink->detail)
		return format_emit_note(sink, label, text, l->time);
	if (format_str_eq(l->type, "progress") &&
	    format_item_get(item, "data", &data) && format_is_object(data) &&
	    json_get(data, "type", &v)) {
		if (format_str_eq(v, "hook_progress")) {
			label = FORMAT_LIT("hook");
			if (!json_get(data, "hookName", &text) &&
			    !json_get(data, "hookEvent", &text))
				text.n = 0;
		} else
			text = v;
	} else if (format_str_eq(l->type, "attachment") &&
	    format_item_get(item, "attachment", &data) &&
	    format_is_object(data) && json_get(data, "type", &v)) {
		text = v;
	} else {
		for (size_t i = 0; details[i].type != NULL; i++)
			if (format_str_eq(l->type, details[i].type) &&
			    format_item_get(item, details[i].key, &v))
				text = v;
	}
	return format_emit_note(sink, label, format_str_or_none(text), l->time);
}

/*
 * The key of an assistant record's usage (ev_usage): every line of a
 * response repeats its usage, its output growing while the response
 * streams, so each is reported with the response's key, message.id and
 * requestId hashed, and the counter keeps the largest (usage.h); and what
 * else the record says of it: a sidechain line, a recorded cost.
 */
static void
usage_stamp(struct json_span msg, struct json_span request,
    struct json_span cost, struct json_span sidechain, struct ev_usage *u)
{
	struct json_span id;
	uint64_t h;

	format_usage_init(u);
	if (json_get(msg, "id", &id) && format_is_string(id) && id.n > 2) {
		u->msg_key = format_hash(id) | 1;
		h = u->msg_key;
		if (format_is_string(request))
			for (size_t i = 0; i < request.n; i++) {
				h ^= (unsigned char)request.p[i];
				h *= UINT64_C(0x100000001b3);
			}
		u->key = h | 1;
	}
	u->sidechain = format_lit_eq(sidechain, "true");
	u->cost = format_cost_usd(cost);
}

/* The usage of an assistant record that is not the session's
 * conversation, for a detail sink: a line of the other side (a subagent's
 * written inline), or the record a progress line carries as data.message
 * (a subagent's response as its parent saw it: the subagent's file has it
 * too, and the counter counts it once). */
static int
aside_usage(struct json_span rec, struct event_sink *sink)
{
	struct line l;
	struct json_span usage, model = { NULL, 0 };
	struct event ev = { .kind = EV_USAGE };
	struct ev_usage stamp;

	format_members(rec, line_members, &l);
	if (!format_is_object(l.message) ||
	    !json_get(l.message, "usage", &usage) ||
	    !format_usage_read(usage, &ev.usage) ||
	    (ev.usage.input < 0 && ev.usage.output < 0 &&
	    ev.usage.cache_read < 0 && ev.usage.cache_write < 0 &&
	    ev.usage.reasoning < 0 && ev.usage.bad.n == 0))
		return ST_OK;		/* no count: no response */
	usage_stamp(l.message, l.request, l.cost, l.sidechain, &stamp);
	ev.usage.key = stamp.key;
	ev.usage.msg_key = stamp.msg_key;
	ev.usage.sidechain = stamp.sidechain;
	ev.usage.cost = stamp.cost;
	(void)json_get(l.message, "model", &model);
	ev.model = format_str_or_none(model);
	ev.time = l.time;
	return ev_emit(sink, &ev);
}

/* A progress line's subagent response (data.message, an assistant
 * record), for its usage. */
static int
progress_usage(const struct format_item *item, struct event_sink *sink)
{
	struct json_span data, rec, v;

	if (format_item_get(item, "data", &data) && format_is_object(data) &&
	    json_get(data, "message", &rec) && format_is_object(rec) &&
	    json_get(rec, "type", &v) && format_str_eq(v, "assistant"))
		return aside_usage(rec, sink);
	return ST_OK;
}

/* Map a line l (read) of the session st. */
static int
cc_map_line(const struct format_item *item, const struct line *lp,
    struct cc_state *st, struct event_sink *sink)
{
	struct cc_sink w;
	struct event ev;
	struct line l = *lp;
	if (format_str_eq(l.type, "system")) {
		if (!format_str_eq(l.subtype, "compact_boundary") || other_side(st, &l, 0))
			return map_note(item, &l, sink);
		window_close(st);
		st->x_id = 0;
		st->role = ROLE_NONE;
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_BOUNDARY;
		ev.label = l.subtype;
		if (sink->detail)
			ev.time = l.time;
		return ev_emit(sink, &ev);
	}
	if ((!format_str_eq(l.type, "user") && !format_str_eq(l.type, "assistant")) ||
	    !format_is_object(l.message))
		return map_note(item, &l, sink);
	if (other_side(st, &l, 1)) {
		struct event note = { .kind = EV_NOTE,
		    .label = FORMAT_LIT("sidechain"), .aside = 1 };
		int rc;

		if (sink->detail) {
			note.text = l.type;
			note.time = l.time;
		}
		rc = ev_emit(sink, &note);

		if (rc != ST_OK || !sink->detail ||
		    !format_str_eq(l.type, "assistant"))
			return rc;
		return aside_usage(item->obj, sink);
	}

	w.sink.emit = cc_emit;
	w.sink.arg = &w;
	w.sink.detail = sink->detail;
	w.out = sink;
	w.time = sink->detail ? l.time : (struct json_span){ NULL, 0 };
	w.st = st;
	w.quiet = 0;
	w.stamp = NULL;
	if (json_str_eq(l.type, "assistant")) {
		struct ev_usage stamp;

		if (sink->detail) {
			usage_stamp(l.message, l.request, l.cost, l.sidechain,
			    &stamp);
			w.stamp = &stamp;
		}
		return map_assistant(st, &w, l.message, l.time);
	}
	if (st->window && !results_only(l.message))
		window_close(st);
	return format_anthropic_map_message(l.message,
	    st->role != ROLE_USER ? ANTHROPIC_BEGIN : 0, l.time, &w.sink);
}

static int
cc_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct line l;
	int rc;

	if (line_read(item, &l) == -1)
		return format_emit(sink, EV_IGNORE);
	if ((rc = cc_map_line(item, &l, state, sink)) != ST_OK)
		return rc;
	if (sink->detail && format_str_eq(l.type, "progress"))
		return progress_usage(item, sink);
	return ST_OK;
}

/* Line types (FORMATS.md 7a): chain entries and metadata lines. */
static const char *const line_types[] = {
	"user", "assistant", "system", "progress", "attachment", "summary",
	"custom-title", "tag", "file-history-snapshot", "queue-operation",
	"ai-title", "cost-state", "turn_end", NULL
};

/*
 * 2: a known line type with a Claude Code envelope member (uuid,
 * parentUuid, sessionId, leafUuid), or a type only Claude Code writes
 * (file-history-snapshot, queue-operation).  1: a user or assistant line
 * with a "message" object but no envelope (a stripped or SDK line), or an
 * unknown type with an envelope (a newer line type).  0 otherwise.
 */
static int
cc_detect(const struct format_item *item)
{
	struct line l;

	if (line_read(item, &l) == -1 || !format_is_string(l.type))
		return 0;
	if (json_str_eq(l.type, "file-history-snapshot") ||
	    json_str_eq(l.type, "queue-operation"))
		return 2;
	if (!format_str_in(l.type, line_types))
		return l.envelope ? 1 : 0;
	if (l.envelope)
		return 2;
	if ((json_str_eq(l.type, "user") || json_str_eq(l.type, "assistant")) &&
	    format_is_object(l.message))
		return 1;
	return 0;
}


/* A line's uuid and parentUuid; 2 for a line beside the conversation's
 * line (a progress line, or one of a subagent's, isSidechain:true). */
static int
cc_link(struct json_span item, struct json_span *self, struct json_span *parent)
{
	struct json_span v;

	if (!json_get(item, "uuid", self) || !format_is_string(*self) ||
	    !json_get(item, "parentUuid", parent))
		return 0;
	if ((json_get(item, "type", &v) && json_str_eq(v, "progress")) ||
	    (json_get(item, "isSidechain", &v) && v.n == 4 &&
	    memcmp(v.p, "true", 4) == 0))
		return 2;
	return 1;
}

/* --- Forking --------------------------------------------------------- */

/* The members of a line that name its session, and those that key a line
 * or point at one's key (FORMATS.md 7): a summary's leafUuid, a compact
 * boundary's logicalParentUuid, a result's sourceToolAssistantUUID, a
 * file-history-snapshot's messageId (and its snapshot's). */
static const char *const cc_keys[] = {
	"sessionId", "snapshot", "uuid", "parentUuid", "logicalParentUuid",
	"leafUuid", "sourceToolAssistantUUID", "messageId", NULL
};
#define CC_KEY_SESSION	0
#define CC_KEY_SNAPSHOT	1
static const char *const cc_snapshot_keys[] = { "messageId", NULL };

/* A key mapped (a string; null, no parent, stays). */
static int
cc_rekey_key(void *arg, size_t i, struct json_span v, struct buf *out)
{
	const struct json_span *id = arg;

	(void)i;
	if (format_is_string(v))
		format_rekey_uuid(*id, v, out);
	else
		buf_add(out, v.p, v.n);
	return ST_OK;
}

static int
cc_rekey_member(void *arg, size_t i, struct json_span v, struct buf *out)
{
	const struct json_span *id = arg;

	if (i == CC_KEY_SESSION && format_is_string(v)) {
		buf_add(out, id->p, id->n);
		return ST_OK;
	}
	if (i == CC_KEY_SNAPSHOT && format_is_object(v))
		return format_edit_members(v, cc_snapshot_keys, cc_rekey_key,
		    arg, out);
	if (i == CC_KEY_SESSION || i == CC_KEY_SNAPSHOT) {
		buf_add(out, v.p, v.n);
		return ST_OK;
	}
	return cc_rekey_key(arg, i, v, out);
}

/* A line of a fork (format.h rekey()): its sessionId the fork's, its keys
 * and the keys it points at mapped, so that the chain keeps its shape. */
static int
cc_rekey(struct json_span item, struct json_span id, struct buf *out)
{
	return format_edit_members(item, cc_keys, cc_rekey_member, &id, out);
}

/* --- Writing --------------------------------------------------------- */

/* The members of a line's envelope after parentUuid, in Claude Code's
 * order. */
static const char *const envelope[] = {
	"isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch"
};
#define CC_ENVELOPE	(sizeof(envelope) / sizeof(envelope[0]))

/* A writer's session: the next line's envelope, parent and time. */
struct cc_writer {
	struct buf	env[CC_ENVELOPE];	/* the values (JSON); empty:
						   not written */
	struct buf	parent;		/* the line before's uuid, or null */
	struct buf	time;		/* its timestamp (JSON), or empty */
	uint64_t	near;		/* the hash of its bytes */
	struct buf	msgid;		/* the assistant message's id */
};

static void
cc_writer_reset(struct cc_writer *cw)
{
	struct json_span none = { NULL, 0 }, null = { "null", 4 };

	for (size_t i = 0; i < CC_ENVELOPE; i++)
		format_keep(&cw->env[i], none);
	format_keep(&cw->parent, null);
	format_keep(&cw->time, none);
}

/* A new session: lines as Claude Code writes them, for the user outside
 * a sidechain, with the session's id, cwd and version. */
static int
cc_begin(void *state, const struct format_session *s, struct buf *out)
{
	struct cc_writer *cw = state;
	struct json_span v[CC_ENVELOPE] = { { "false", 5 }, FORMAT_LIT("external"),
	    s->cwd, s->id, s->version, { NULL, 0 } };

	(void)out;
	cc_writer_reset(cw);
	for (size_t i = 0; i < CC_ENVELOPE; i++)
		format_keep(&cw->env[i], v[i]);
	format_keep(&cw->time, s->time);
	cw->near = format_hash(s->id);
	return ST_OK;
}

/* For a file tree (store_tree.h): a line's time is its "timestamp", its
 * owner its "sessionId". */
static void
cc_facts(struct json_span rec, struct buf *scratch, struct format_facts *out)
{
	struct json_span v;

	memset(out, 0, sizeof(*out));
	out->time = out->started = -1;
	if (json_get(rec, "timestamp", &v))
		(void)format_time_text(v, scratch, &out->time);
	if (json_get(rec, "cwd", &v) && format_is_string(v))
		out->cwd = v;
	if (json_get(rec, "sessionId", &v) && format_is_string(v))
		out->owner = v;
}

/* A session file's lines carry a "sessionId": does its head hold one? */
static int
cc_sniff(const char *head, size_t n)
{
	return memmem(head, n, "\"sessionId\"", 11) != NULL;
}

/* Lines after near: their parent its uuid, its envelope and time copied. */
static int
cc_follow(void *state, struct json_span near)
{
	struct cc_writer *cw = state;
	struct json_span self, parent, v;

	cc_writer_reset(cw);
	if (near.n > 0 && cc_link(near, &self, &parent))
		format_keep(&cw->parent, self);
	for (size_t i = 0; i < CC_ENVELOPE; i++)
		if (json_get(near, envelope[i], &v))
			format_keep(&cw->env[i], v);
	if (json_get(near, "timestamp", &v))
		format_keep(&cw->time, v);
	cw->near = format_hash(near);
	return ST_OK;
}

/*
 * One line: parentUuid the uuid of the line before, the envelope, then
 * the line's own members (body()), its fresh uuid and time (the message's
 * time or the line before's); the line becomes the line before.  blocks
 * b[0..n) make its uuid.
 */
static int
cc_line(struct cc_writer *cw, const struct format_message *m,
    const struct event *b, size_t n,
    int (*body)(struct jsonw *, const struct format_message *,
    const struct event *, size_t, struct cc_writer *), struct buf *out)
{
	struct buf uuid = BUF_INIT;
	struct json_span time = m->time.n > 0 ? m->time : format_kept(&cw->time);
	struct jsonw w;
	size_t start = out->len;
	int rc;

	format_uuid(cw->near, b, n, &uuid);
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member(&w, "parentUuid", format_kept(&cw->parent));
	for (size_t i = 0; i < CC_ENVELOPE; i++)
		if (cw->env[i].len > 0)
			jsonw_member(&w, envelope[i], format_kept(&cw->env[i]));
	rc = body(&w, m, b, n, cw);
	jsonw_member(&w, "uuid", format_kept(&uuid));
	if (time.n > 0)
		jsonw_member(&w, "timestamp", time);
	jsonw_close(&w);
	if ((rc = format_write_done(&w, rc)) == ST_OK) {
		struct json_span line = { out->p + start, out->len - start - 1 };

		if (m->time.n > 0)
			format_keep(&cw->time, m->time);
		format_keep(&cw->parent, format_kept(&uuid));
		cw->near = format_hash(line);
	}
	buf_release(&uuid);
	return rc;
}

/* A user line's members: its blocks as the message's content, a string
 * for one text. */
static int
cc_user(struct jsonw *w, const struct format_message *m, const struct event *b,
    size_t n, struct cc_writer *cw)
{
	struct format_message part = *m;
	int rc = ST_OK;

	(void)cw;
	part.blocks = b;
	part.nblocks = n;
	jsonw_member_str(w, "type", "user");
	jsonw_key(w, "message");
	jsonw_object(w);
	jsonw_member_str(w, "role", "user");
	jsonw_key(w, "content");
	if (n == 1 && b->kind == EV_CONTENT && b->block == BLOCK_TEXT &&
	    !m->own) {
		jsonw_span(w, b->text);
	} else {
		jsonw_array(w);
		rc = format_write_blocks(w, &part, format_anthropic_block);
		jsonw_close(w);
	}
	jsonw_close(w);
	return rc;
}

/* The model every assistant message names: the client (2.1.332) resumes
 * a session whose messages name another model (another provider's, none,
 * or an older Claude such as claude-3-5-sonnet-20241022) with an empty
 * system message in its request, which the API refuses
 * (tests/cli/t4500-claude-code-resume.sh). */
#define CC_MODEL	"claude-sonnet-4-5-20250929"

/* An assistant line's members: the message (its id, made from the
 * message's first line, shared by its lines; its model) with one block. */
static int
cc_assistant(struct jsonw *w, const struct format_message *m,
    const struct event *b, size_t n, struct cc_writer *cw)
{
	struct format_message one = *m;
	int rc;

	one.blocks = b;
	one.nblocks = n;
	jsonw_key(w, "message");
	jsonw_object(w);
	jsonw_member(w, "id", format_kept(&cw->msgid));
	jsonw_member_str(w, "type", "message");
	jsonw_member_str(w, "role", "assistant");
	jsonw_member(w, "model", FORMAT_LIT(CC_MODEL));
	jsonw_key(w, "content");
	jsonw_array(w);
	rc = format_write_blocks(w, &one, format_anthropic_block);
	jsonw_close(w);
	jsonw_member_lit(w, "stop_reason", "null");
	jsonw_member_lit(w, "stop_sequence", "null");
	jsonw_key(w, "usage");
	jsonw_object(w);
	jsonw_member_lit(w, "input_tokens", "0");
	jsonw_member_lit(w, "output_tokens", "0");
	jsonw_close(w);
	jsonw_close(w);
	jsonw_member_str(w, "type", "assistant");
	return rc;
}

/*
 * Lines as Claude Code writes them, chained by uuid: a user message's
 * results in one line (repair's too), its other blocks in the next; an
 * assistant message a line per block, sharing one message id.
 */
static int
cc_write(void *state, const struct format_message *m, struct buf *out)
{
	struct cc_writer *cw = state;
	size_t start = out->len, k, nres;
	int rc = ST_OK;

	if (m->role == ROLE_ASSISTANT) {
		if (format_blocks_count(m, FORMAT_KIND(EV_RESULT), NULL) > 0)
			return ST_DATA;	/* results are the user's */
		buf_reset(&cw->msgid);
		buf_addf(&cw->msgid, "\"msg_%016llx\"", (unsigned long long)
		    (cw->near ^ format_hash(m->blocks[0].id)));
		for (k = 0; k < m->nblocks && rc == ST_OK; k++)
			rc = cc_line(cw, m, &m->blocks[k], 1, cc_assistant, out);
	} else if (m->role == ROLE_USER || m->role == ROLE_TOOL) {
		for (nres = 0; nres < m->nblocks &&
		    m->blocks[nres].kind == EV_RESULT; nres++)
			;
		if (nres > 0)
			rc = cc_line(cw, m, m->blocks, nres, cc_user, out);
		if (rc == ST_OK && nres < m->nblocks)
			rc = cc_line(cw, m, m->blocks + nres, m->nblocks - nres,
			    cc_user, out);
	} else {
		return ST_DATA;	/* system: Claude Code keeps its own */
	}
	if (rc != ST_OK)
		buf_setlen(out, start);
	return rc;
}

static int
cc_content(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	return format_write_elements(m, format_anthropic_block, out);
}

static void
cc_writer_free(void *state)
{
	struct cc_writer *cw = state;

	for (size_t i = 0; i < CC_ENVELOPE; i++)
		buf_release(&cw->env[i]);
	buf_release(&cw->parent);
	buf_release(&cw->time);
	buf_release(&cw->msgid);
}

/* Repair's results go in a user line after the last line of the call's
 * message (link() re-points the next line at it): never into one. */
static const struct format_writer cc_writer = {
	.state_size = sizeof(struct cc_writer),
	.holds = HOLDS_ALL | HOLDS_ALTERNATE | RESULTS_IN_USER | HOLDS_ERROR |
	    HOLDS_MEDIA | IDS_STRICT | SESSION_UUID,
	.begin = cc_begin,
	.follow = cc_follow,
	.message = cc_write,
	.content = cc_content,
	.free_state = cc_writer_free
};

/*
 * What Claude Code does with each defect when it resumes a session
 * (claude -p --resume; tests/cli/t4500 and tests/agents/claude-code/
 * NAME.unrepaired hold what it sent).  It rebuilds the conversation by
 * following parentUuid from the last record, so what is off that chain is
 * left out.
 */
static const struct format_client_rule cc_rules[] = {
	{ "dangling-call", 0, "drops this call when it resumes: the model "
	    "will not see it" },
	{ "pending-call", 1, "answers it with an interrupted result "
	    "(is_error) when it resumes" },
	{ "orphan-result", 0, "drops this result when it resumes: the model "
	    "will not see it" },
	{ "duplicate-result", 0, "sends one of the results when it resumes "
	    "and drops the other" },
	{ "misplaced-result", 0, "drops what comes between the call and this "
	    "result when it resumes (off the parentUuid chain): the model will "
	    "not see it" },
	{ "result-before-call", 1, "puts the result back after its call when "
	    "it resumes" },
	{ "duplicate-call", 0, "sends one of the calls when it resumes and "
	    "drops the other" },
	{ "missing-id", 0, "drops the call without an id and its result when "
	    "it resumes: the model will not see them" },
	{ "cross-boundary", 0, "follows the call across the compaction when "
	    "it resumes and sends the conversation from before it in place of "
	    "the summary" },
	FORMAT_CLIENT_SKIPS_LINES,
	{ NULL, 0, NULL }
};

static const struct format_client cc_client = {
	.name = "Claude Code 2.1.332",
	.rules = cc_rules
};

const struct format format_claude_code = {
	.name = "claude-code",
	.title = "Claude Code session transcript",
	.placement = P_NEXT_MESSAGE_FIRST,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = format_anthropic_dangling,
		.orphan = format_anthropic_orphan,
		.misplaced = format_anthropic_misplaced
	},
	.client = &cc_client,
	.detect = cc_detect,
	.state_size = sizeof(struct cc_state),
	.map = cc_map,
	.free_state = NULL,
	.writer = &cc_writer,
	.link = cc_link,
	.facts = cc_facts,
	.sniff = cc_sniff,
	.rekey = cc_rekey
};
