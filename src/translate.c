/*
 * translate.c - a session of one transcript format written as another's
 * (translate.h).
 *
 * The source's items are folded by conv into blocks, each in a message;
 * each block is placed (place()) in the message being made, which is
 * written by the target's writer when a block comes that does not belong
 * in it (flush()).  Spans of a message being made are kept as offsets
 * into one arena, as a message may span items.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "conv.h"
#include "diag.h"
#include "isotime.h"
#include "json.h"
#include "translate.h"
#include "vote.h"
#include "xalloc.h"

static const char *const count_names[TR_COUNTS] = {
	"system", "thinking", "signed_reasoning", "media", "other_blocks",
	"ignored", "notes", "boundaries", "error_flags", "late_results",
	"ids_mapped", "ids_made", "arguments_wrapped", "custom_calls",
	"results_made_text", "results_added", "messages_merged"
};

/* A block's spans, as offsets into the arena. */
enum { S_ID, S_NAME, S_ARGS, S_TEXT, S_URL, S_DATA, S_TYPE, S_NR };

struct tblock {
	enum ev_kind	 kind;
	enum ev_block	 block;
	const char	*ns;
	int		 is_error;
	size_t		 off[S_NR], len[S_NR];
};

/* A call not yet answered, or answered by an interrupted result. */
struct tcall {
	struct buf	 src;		/* its id as the source has it (JSON) */
	struct buf	 id, name;	/* as written (JSON strings) */
	const char	*ns;
	int		 closed;	/* answered as interrupted */
};

struct translate_state {
	struct translate_opts	 o;
	const struct format_writer *wr;
	unsigned		 holds;
	struct item_cursor	*src;
	struct vote_reader	 vr;
	int			 opened, same, end, begun;
	struct conv		 conv;
	struct format_writing	 w;
	struct buf		 out;		/* items made, one a line */
	size_t			 outpos;
	uint64_t		 seq;		/* items yielded */
	uint64_t		 in_seq;	/* the source item read last */
	/* The message being made. */
	int			 has;
	enum ev_role		 role;
	struct buf		 time, model, arena;
	struct tblock		*b;
	size_t			 nb, ab;
	struct event		*ev;
	size_t			 aev;
	/* The source message begun last, until its first block is placed. */
	int			 fresh, echo, sysdropped;
	enum ev_role		 fresh_role;
	struct buf		 fresh_time, fresh_model;
	/* Calls. */
	struct tcall		*calls;
	size_t			 ncalls, acalls;
	uint64_t		 made;		/* ids made so far */
	/* The session. */
	struct buf		 first_time, cwd, sid;
	struct buf		 scratch, tmp, val, args;
};

const char *
translate_count_name(int i)
{
	return i >= 0 && i < TR_COUNTS ? count_names[i] : "?";
}

int
translate_target(const struct format *fmt)
{
	return fmt != NULL && fmt->writer != NULL &&
	    (fmt->writer->holds & HOLDS_ALL);
}

const struct format *
translate_to(const struct translate *t)
{
	return t->st->o.to;
}

uint64_t
translate_lost(const struct translate *t)
{
	uint64_t n = 0;

	for (int i = 0; i < TR_LOST; i++)
		n += t->count[i];
	return n;
}

/* --- Ids ------------------------------------------------------------- */

static int
is_uuid(const char *s, size_t n)
{
	if (n != 36)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (i == 8 || i == 13 || i == 18 || i == 23) {
			if (s[i] != '-')
				return 0;
		} else if (!((s[i] >= '0' && s[i] <= '9') ||
		    (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F')))
			return 0;
	}
	return 1;
}

void
translate_uuid(const char *id, struct buf *out)
{
	const char *last = strrchr(id, '/');
	struct json_span v = { id, strlen(id) };
	size_t start = out->len;

	last = last != NULL ? last + 1 : id;
	if (is_uuid(last, strlen(last))) {
		buf_adds(out, last);
		return;
	}
	format_uuid(format_hash(v), NULL, 0, out);
	/* Without its quotes. */
	memmove(out->p + start, out->p + start + 1, out->len - start - 2);
	out->len -= 2;
	out->p[out->len] = '\0';
}

/* Does the decoded id s hold only [A-Za-z0-9_-]? */
static int
id_strict(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-'))
			return 0;
	return n > 0;
}

/* The id a call gets in the target (a JSON string, or empty: none). */
static void
map_id(struct translate *t, struct json_span id, struct buf *out)
{
	struct translate_state *s = t->st;
	struct json_span sid = { s->sid.p, s->sid.len };

	buf_reset(out);
	buf_reset(&s->tmp);
	if (id.n > 0 && id.p[0] == '"')
		json_str_decode(id, &s->tmp);
	if (s->tmp.len == 0) {
		if (s->holds & IDS_OPTIONAL)
			return;
		buf_addf(out, "\"call_%016llx\"", (unsigned long long)
		    (format_hash(sid) ^ (++s->made * UINT64_C(0x9e3779b97f4a7c15))));
		t->count[TR_IDS_MADE]++;
		return;
	}
	if (!(s->holds & IDS_STRICT) || id_strict(s->tmp.p, s->tmp.len)) {
		buf_add(out, id.p, id.n);
		return;
	}
	buf_addc(out, '"');
	for (size_t i = 0; i < s->tmp.len; i++)
		buf_addc(out, id_strict(s->tmp.p + i, 1) ? s->tmp.p[i] : '_');
	buf_addf(out, "_%08llx\"", (unsigned long long)(format_hash(id) &
	    0xffffffffu));
	t->count[TR_IDS_MAPPED]++;
}

/* --- Values ---------------------------------------------------------- */

/* Append v as the JSON string of its bytes. */
static void
add_as_string(struct buf *out, struct json_span v)
{
	json_str_encode(out, v.p, v.n);
}

/* Append {"input":v}. */
static void
add_wrapped(struct buf *out, struct json_span v)
{
	buf_adds(out, "{\"input\":");
	buf_add(out, v.p, v.n);
	buf_addc(out, '}');
}

/* The JSON object a string of JSON holds, compacted into out: 1, or 0 if
 * it holds something else. */
static int
string_object(struct translate_state *s, struct json_span str, struct buf *out)
{
	struct json_scan sc;
	size_t n;

	buf_reset(&s->tmp);
	json_str_decode(str, &s->tmp);
	if (json_scan(s->tmp.p, s->tmp.len, &sc) != JSON_OK ||
	    s->tmp.p[sc.start] != '{')
		return 0;
	for (size_t i = sc.end; i < s->tmp.len; i++)
		if (strchr(" \t\r\n", s->tmp.p[i]) == NULL)
			return 0;
	buf_reset(out);
	buf_grow(out, sc.end - sc.start);
	n = json_compact(s->tmp.p + sc.start, sc.end - sc.start, out->p);
	out->len = n;
	out->p[n] = '\0';
	return 1;
}

/*
 * A call's arguments as the target sends them, into out: ns is the call's
 * namespace, made "function" where the target has no free-form calls.
 */
static void
map_args(struct translate *t, const char **ns, struct json_span args,
    struct buf *out)
{
	struct translate_state *s = t->st;
	struct json_span none = { "{}", 2 }, obj;
	int custom = strcmp(*ns, "custom") == 0;

	buf_reset(out);
	if (args.n == 0)
		args = none;
	if (custom && (s->holds & HOLDS_CUSTOM)) {
		if (args.p[0] == '"')
			buf_add(out, args.p, args.n);
		else
			add_as_string(out, args);
		return;
	}
	if (strcmp(*ns, "function") != 0 && !custom)
		*ns = "function";	/* local_shell and the like */
	buf_reset(&s->val);
	if (custom) {
		*ns = "function";
		add_wrapped(&s->val, args);
		t->count[TR_CUSTOM]++;
	} else if (args.p[0] == '{') {
		buf_add(&s->val, args.p, args.n);
	} else if (args.p[0] != '"' || !string_object(s, args, &s->val)) {
		buf_reset(&s->val);
		add_wrapped(&s->val, args);
		t->count[TR_ARGS_WRAPPED]++;
	}
	obj.p = s->val.p;
	obj.n = s->val.len;
	if (!(s->holds & ARGS_STRING)) {
		buf_add(out, obj.p, obj.n);
		return;
	}
	/* The source's own string where it holds this object compactly. */
	buf_reset(&s->tmp);
	if (args.p[0] == '"')
		json_str_decode(args, &s->tmp);
	if (s->tmp.len == obj.n && memcmp(s->tmp.p, obj.p, obj.n) == 0)
		buf_add(out, args.p, args.n);
	else
		add_as_string(out, obj);
}

/* A time as the writers take it: an ISO 8601 string; a number of seconds
 * (or milliseconds) made one; anything else absent. */
static void
keep_time(struct json_span v, struct buf *out)
{
	int64_t ms;

	buf_reset(out);
	if (v.n == 0)
		return;
	if (v.p[0] == '"') {
		buf_add(out, v.p, v.n);
	} else if (format_time_ms(v, &ms) == 0) {
		buf_addc(out, '"');
		isotime_add(out, ms, ISOTIME_FULL);
		buf_addc(out, '"');
	}
}

static struct json_span
kept(const struct buf *b)
{
	struct json_span v = { b->len > 0 ? b->p : NULL, b->len };

	return v;
}

/* --- The message being made ------------------------------------------ */

static struct tblock *
block_new(struct translate_state *s, enum ev_kind kind)
{
	struct tblock *b;

	xgrow(&s->b, &s->ab, s->nb + 1, sizeof(*s->b));
	b = &s->b[s->nb++];
	memset(b, 0, sizeof(*b));
	b->kind = kind;
	b->ns = "function";
	return b;
}

static void
block_span(struct translate_state *s, struct tblock *b, int i,
    struct json_span v)
{
	b->off[i] = s->arena.len;
	b->len[i] = v.n;
	if (v.n > 0)
		buf_add(&s->arena, v.p, v.n);
}

static void
block_buf(struct translate_state *s, struct tblock *b, int i,
    const struct buf *v)
{
	block_span(s, b, i, kept(v));
}

/* The time of a session whose items give none: now, or
 * SOURCE_DATE_EPOCH's (seconds) for output that must be repeatable. */
static void
default_time(struct buf *out)
{
	const char *sde = getenv("SOURCE_DATE_EPOCH");
	struct timespec ts;
	int64_t ms;

	if (sde != NULL && *sde != '\0') {
		ms = (int64_t)strtoll(sde, NULL, 10) * 1000;
	} else {
		clock_gettime(CLOCK_REALTIME, &ts);
		ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
	}
	buf_addc(out, '"');
	isotime_add(out, ms, ISOTIME_FULL);
	buf_addc(out, '"');
}

/* The session's opening items, before its first message: its id, first
 * time (else default_time()), working directory (given, else the
 * source's, else the default), and this program as its writer. */
static int
begin_session(struct translate *t)
{
	struct translate_state *s = t->st;
	struct format_session fs;

	if (s->first_time.len == 0)
		default_time(&s->first_time);
	fs.id = kept(&s->sid);
	fs.time = kept(&s->first_time);
	fs.cwd = s->o.cwd.n > 0 ? s->o.cwd : s->cwd.len > 0 ? kept(&s->cwd) :
	    s->o.default_cwd;
	fs.originator = FORMAT_LIT("transcript");
	fs.version = FORMAT_LIT(VERSION);
	s->begun = 1;
	if (format_write_begin(&s->w, &fs, &s->out) != ST_OK)
		return fail(ST_DATA, "session '%s': %s cannot begin a session",
		    s->o.session, s->o.to->name);
	return ST_OK;
}

/* Write the message being made. */
static int
flush(struct translate *t)
{
	struct translate_state *s = t->st;
	struct format_message m;
	int rc;

	if (!s->has)
		return ST_OK;
	s->has = 0;
	if (!s->begun && (rc = begin_session(t)) != ST_OK)
		return rc;
	xgrow(&s->ev, &s->aev, s->nb, sizeof(*s->ev));
	for (size_t i = 0; i < s->nb; i++) {
		struct event *e = &s->ev[i];
		struct json_span *sp[S_NR] = { &e->id, &e->name, &e->args,
		    &e->text, &e->url, &e->data, &e->media_type };

		memset(e, 0, sizeof(*e));
		e->kind = s->b[i].kind;
		e->block = s->b[i].block;
		e->ns = s->b[i].ns;
		e->is_error = s->b[i].is_error;
		for (int j = 0; j < S_NR; j++) {
			sp[j]->p = s->b[i].len[j] > 0 ? s->arena.p + s->b[i].off[j] :
			    NULL;
			sp[j]->n = s->b[i].len[j];
		}
	}
	memset(&m, 0, sizeof(m));
	m.role = s->role;
	m.time = kept(&s->time);
	m.model = kept(&s->model);
	m.blocks = s->ev;
	m.nblocks = s->nb;
	rc = format_write_message(&s->w, &m, &s->out);
	s->nb = 0;
	buf_reset(&s->arena);
	if (rc != ST_OK)
		return fail(ST_DATA, "session '%s': item %llu: %s cannot write "
		    "this %s message", s->o.session, (unsigned long long)s->in_seq,
		    s->o.to->name, format_role_name(m.role));
	return ST_OK;
}

/* Start a message of role, at the source message's time (or at). */
static void
start(struct translate_state *s, enum ev_role role, struct json_span at)
{
	s->has = 1;
	s->role = role;
	if (s->fresh) {
		buf_reset(&s->time);
		buf_add(&s->time, s->fresh_time.p, s->fresh_time.len);
		buf_reset(&s->model);
		if (role == s->fresh_role)
			buf_add(&s->model, s->fresh_model.p, s->fresh_model.len);
	} else {
		keep_time(at, &s->time);
		buf_reset(&s->model);
	}
	if (s->first_time.len == 0 && s->time.len > 0)
		buf_add(&s->first_time, s->time.p, s->time.len);
}

/* Are unanswered calls to be answered before a message of role begins
 * (ROLE_NONE: the session ends)? */
static int
must_answer(const struct translate_state *s, enum ev_role role)
{
	if (s->o.to->flags & FMT_UNANSWERED_OK)
		return 0;
	return s->o.to->placement != P_AFTER || role == ROLE_USER ||
	    role == ROLE_SYSTEM || role == ROLE_NONE;
}

/* Answer the calls still open as interrupted, in a message of results
 * (left unwritten: what comes next may join it). */
static void
answer_open(struct translate *t, enum ev_role role)
{
	struct translate_state *s = t->st;
	static const char text[] = "\"" FORMAT_INTERRUPTED "\"";
	struct json_span none = { NULL, 0 }, txt = { text, sizeof(text) - 1 };

	if (!must_answer(s, role))
		return;
	for (size_t i = 0; i < s->ncalls; i++) {
		struct tcall *c = &s->calls[i];
		struct tblock *b;

		if (c->closed)
			continue;
		if (!s->has)
			start(s, (s->holds & RESULTS_IN_USER) ? ROLE_USER :
			    ROLE_TOOL, none);
		b = block_new(s, EV_RESULT);
		b->ns = c->ns;
		b->is_error = 1;
		block_buf(s, b, S_ID, &c->id);
		block_buf(s, b, S_NAME, &c->name);
		block_span(s, b, S_TEXT, txt);
		c->closed = 1;
		t->count[TR_RESULTS_ADDED]++;
	}
}

/* Are calls waiting for their results? */
static int
open_calls(const struct translate_state *s)
{
	for (size_t i = 0; i < s->ncalls; i++)
		if (!s->calls[i].closed)
			return 1;
	return 0;
}

/*
 * Make the message being made the one a block of role goes in: the same
 * if it is of that role and the block carries it on (or the target merges
 * messages of one role, or it is an assistant's whose calls wait for their
 * results, which must follow it), else a new one after it is written.
 */
static int
place(struct translate *t, enum ev_role role, int result, struct json_span at)
{
	struct translate_state *s = t->st;
	int alt = (s->holds & HOLDS_ALTERNATE) != 0, rc;

	if (s->has && s->role == role && (!s->fresh || alt || role == ROLE_TOOL ||
	    (role == ROLE_ASSISTANT && open_calls(s)))) {
		if (s->fresh && role != ROLE_TOOL)
			t->count[TR_MERGED]++;
		s->fresh = 0;
		return ST_OK;
	}
	/* Calls still open are answered in the message of results being made,
	 * if it is one, else in one of their own. */
	if (!result && s->has && s->role == ((s->holds & RESULTS_IN_USER) ?
	    ROLE_USER : ROLE_TOOL))
		answer_open(t, role);
	if ((rc = flush(t)) != ST_OK)
		return rc;
	if (!result) {
		answer_open(t, role);
		if (s->has && !(s->role == role && alt) && (rc = flush(t)) != ST_OK)
			return rc;
	}
	if (!s->has)
		start(s, role, at);
	s->fresh = 0;
	return ST_OK;
}

/* --- Blocks ---------------------------------------------------------- */

/* The role of a block's message as translation writes it: system,
 * assistant, or the user's (tool messages' text, other roles). */
static enum ev_role
msg_role(const struct conv_block *cb)
{
	enum ev_role r = cb->msg != NULL ? cb->msg->role : ROLE_USER;

	switch (r) {
	case ROLE_SYSTEM:
	case ROLE_ASSISTANT:
		return r;
	default:
		return ROLE_USER;
	}
}

static int
put_text(struct translate *t, const struct conv_block *cb)
{
	struct translate_state *s = t->st;
	enum ev_role role = msg_role(cb);
	struct tblock *b;
	int rc;

	if (role == ROLE_SYSTEM && !(s->holds & HOLDS_SYSTEM)) {
		if (!s->sysdropped)
			t->count[TR_SYSTEM]++;
		s->sysdropped = 1;
		s->fresh = 0;
		return ST_OK;
	}
	if (cb->kind == CONV_MEDIA && (!(s->holds & HOLDS_MEDIA) ||
	    role != ROLE_USER || (cb->ev.url.n == 0 && cb->ev.data.n == 0))) {
		t->count[TR_MEDIA]++;
		return ST_OK;
	}
	if (cb->kind == CONV_TEXT && (cb->ev.text.n == 0 ||
	    cb->ev.text.p[0] != '"')) {
		t->count[TR_OTHER]++;
		return ST_OK;
	}
	if ((rc = place(t, role, 0, cb->ev.time)) != ST_OK)
		return rc;
	b = block_new(s, EV_CONTENT);
	if (cb->kind == CONV_TEXT) {
		b->block = BLOCK_TEXT;
		block_span(s, b, S_TEXT, cb->ev.text);
	} else {
		b->block = BLOCK_IMAGE;
		block_span(s, b, S_URL, cb->ev.url);
		block_span(s, b, S_DATA, cb->ev.data);
		block_span(s, b, S_TYPE, cb->ev.media_type);
	}
	return ST_OK;
}

static int
put_thinking(struct translate *t, const struct conv_block *cb)
{
	struct translate_state *s = t->st;
	struct json_span text = cb->ev.text;
	struct tblock *b;
	int rc;

	if (format_sealed(&cb->ev))
		t->count[TR_SIGNED]++;
	if (text.n == 0)
		return ST_OK;
	if (!(s->holds & HOLDS_THINKING)) {
		t->count[TR_THINKING]++;
		return ST_OK;
	}
	if ((rc = place(t, ROLE_ASSISTANT, 0, cb->ev.time)) != ST_OK)
		return rc;
	b = block_new(s, EV_CONTENT);
	b->block = BLOCK_THINKING;
	if (text.p[0] == '"') {
		block_span(s, b, S_TEXT, text);
	} else {
		buf_reset(&s->tmp);
		format_text(text, &s->tmp);
		buf_reset(&s->val);
		add_as_string(&s->val, kept(&s->tmp));
		block_buf(s, b, S_TEXT, &s->val);
	}
	return ST_OK;
}

static int
put_call(struct translate *t, const struct conv_block *cb)
{
	struct translate_state *s = t->st;
	const char *ns = cb->ev.freeform ? "custom" : cb->ev.ns != NULL ?
	    cb->ev.ns : "function";
	struct tcall *c;
	struct tblock *b;
	int rc;

	if ((rc = place(t, ROLE_ASSISTANT, 0, cb->ev.time)) != ST_OK)
		return rc;
	xgrow(&s->calls, &s->acalls, s->ncalls + 1, sizeof(*s->calls));
	c = &s->calls[s->ncalls++];
	memset(c, 0, sizeof(*c));
	buf_add(&c->src, cb->ev.id.p, cb->ev.id.n);
	map_id(t, cb->ev.id, &c->id);
	buf_add(&c->name, cb->ev.name.p, cb->ev.name.n);
	b = block_new(s, EV_CALL);
	map_args(t, &ns, cb->ev.args, &s->args);
	c->ns = b->ns = ns;
	block_buf(s, b, S_ID, &c->id);
	block_span(s, b, S_NAME, cb->ev.name);
	block_buf(s, b, S_ARGS, &s->args);
	return ST_OK;
}

/* The open call a result answers: by id, else (a result without one) the
 * first open call of its name, else the first open call. */
static struct tcall *
find_call(struct translate_state *s, const struct event *r)
{
	for (size_t i = 0; i < s->ncalls; i++) {
		struct tcall *c = &s->calls[i];

		if (r->id.n > 0 && c->src.len > 0) {
			if (c->src.len == r->id.n &&
			    memcmp(c->src.p, r->id.p, r->id.n) == 0)
				return c;
			continue;
		}
		if (!c->closed && (r->name.n == 0 || (c->name.len == r->name.n &&
		    memcmp(c->name.p, r->name.p, r->name.n) == 0)))
			return c;
	}
	return NULL;
}

static void
drop_call(struct translate_state *s, struct tcall *c)
{
	buf_release(&c->src);
	buf_release(&c->id);
	buf_release(&c->name);
	memmove(c, c + 1, (size_t)(s->calls + --s->ncalls - c) * sizeof(*c));
}

static int
put_result(struct translate *t, const struct conv_block *cb)
{
	struct translate_state *s = t->st;
	struct tcall *c = find_call(s, &cb->ev);
	struct json_span text = cb->ev.text;
	struct tblock *b;
	int rc;

	if (c == NULL)
		return fail(ST_DATA, "session '%s': item %llu: a tool result for a "
		    "call that is not before it (run 'transcript repair' first)",
		    s->o.session, (unsigned long long)s->in_seq);
	if (c->closed) {
		t->count[TR_LATE_RESULTS]++;
		return ST_OK;
	}
	if ((rc = place(t, (s->holds & RESULTS_IN_USER) ? ROLE_USER : ROLE_TOOL,
	    1, cb->ev.time)) != ST_OK)
		return rc;
	b = block_new(s, EV_RESULT);
	b->ns = c->ns;
	b->is_error = cb->ev.is_error;
	if (b->is_error == 1 && !(s->holds & HOLDS_ERROR))
		t->count[TR_ERROR_FLAGS]++;
	block_buf(s, b, S_ID, &c->id);
	block_buf(s, b, S_NAME, &c->name);
	if (text.n > 0 && text.p[0] == '"') {
		block_span(s, b, S_TEXT, text);
	} else {
		buf_reset(&s->tmp);
		if (text.n > 0)
			format_text(text, &s->tmp);
		buf_reset(&s->val);
		add_as_string(&s->val, kept(&s->tmp));
		block_buf(s, b, S_TEXT, &s->val);
		if (text.n > 0 && text.p[0] == '[')
			t->count[TR_RESULTS_TEXT]++;	/* blocks */
	}
	drop_call(s, c);
	return ST_OK;
}

/* A message begins: kept until its first block is placed. */
static void
put_begin(struct translate_state *s, const struct conv_block *cb)
{
	s->echo = cb->msg->echo;
	if (s->echo)
		return;
	s->fresh = 1;
	s->sysdropped = 0;
	s->fresh_role = msg_role(cb);
	keep_time(cb->msg->time, &s->fresh_time);
	if (s->fresh_time.len == 0)
		keep_time(cb->ev.time, &s->fresh_time);
	buf_reset(&s->fresh_model);
	buf_add(&s->fresh_model, cb->msg->model.p, cb->msg->model.n);
}

/* A boundary: calls still open are answered (where the target needs
 * it), and the messages before it are written. */
static int
boundary(struct translate *t)
{
	struct translate_state *s = t->st;
	int rc;

	if (s->has && s->role == ((s->holds & RESULTS_IN_USER) ? ROLE_USER :
	    ROLE_TOOL))
		answer_open(t, ROLE_NONE);
	if ((rc = flush(t)) != ST_OK)
		return rc;
	answer_open(t, ROLE_NONE);
	return flush(t);
}

static int
put_block(struct translate *t, const struct conv_block *cb)
{
	struct translate_state *s = t->st;

	switch (cb->kind) {
	case CONV_BEGIN:
		put_begin(s, cb);
		return ST_OK;
	case CONV_TEXT:
	case CONV_MEDIA:
		return s->echo ? ST_OK : put_text(t, cb);
	case CONV_THINKING:
		return put_thinking(t, cb);
	case CONV_OTHER:
		if (!s->echo)
			t->count[TR_OTHER]++;
		return ST_OK;
	case CONV_CALL:
		return put_call(t, cb);
	case CONV_RESULT:
		if (cb->ev.kind == EV_UPDATE) {
			t->count[TR_NOTES]++;
			return ST_OK;
		}
		return put_result(t, cb);
	case CONV_NOTE:
		if (cb->ev.kind != EV_BOUNDARY) {
			t->count[TR_NOTES]++;
			return ST_OK;
		}
		/* Compaction or rollback: no pair crosses it, and no merge. */
		t->count[TR_BOUNDARIES]++;
		return boundary(t);
	case CONV_IGNORED:
		t->count[TR_IGNORED]++;
		return ST_OK;
	case CONV_USAGE:
		return ST_OK;
	}
	return ST_OK;
}

/* --- The cursor ------------------------------------------------------ */

int
translate_peek(struct store *st, const char *session,
    const struct format *forced, const struct format **fmt, struct buf *cwd)
{
	struct vote_reader vr = { 0 };
	struct item_cursor *c = NULL;
	struct format_facts ff;
	struct buf scratch = BUF_INIT;
	int rc;

	*fmt = NULL;
	if ((rc = store_load(st, session, 0, &c)) == ST_OK &&
	    (rc = vote_reader_open(&vr, c, fmt)) == ST_OK) {
		if (forced != NULL)
			*fmt = forced;
		for (size_t i = 0; *fmt != NULL && (*fmt)->facts != NULL &&
		    i < vr.nh; i++) {
			struct json_span rec = { vr.held.p +
			    (size_t)(uintptr_t)vr.hv[i].json,
			    vr.hv[i].len };

			(*fmt)->facts(rec, &scratch, &ff);
			if (ff.cwd.n > 0) {
				buf_add(cwd, ff.cwd.p, ff.cwd.n);
				break;
			}
		}
	}
	vote_reader_release(&vr);
	item_cursor_free(c);
	buf_release(&scratch);
	return rc;
}

/* The session is over: the last message, answers for open calls, the
 * items that close it. */
static int
finish(struct translate *t)
{
	struct translate_state *s = t->st;
	int rc;

	s->end = 1;
	s->fresh = 0;
	if ((rc = boundary(t)) != ST_OK)
		return rc;
	if (!s->begun)
		return ST_OK;	/* nothing in it: nothing written */
	if (format_write_end(&s->w, &s->out) != ST_OK)
		return fail(ST_DATA, "session '%s': %s cannot end a session",
		    s->o.session, s->o.to->name);
	if (s->o.strict && translate_lost(t) > 0)
		return fail(ST_DATA, "session '%s': not written: its translation "
		    "to %s would lose %llu things (--strict)", s->o.session,
		    s->o.to->name, (unsigned long long)translate_lost(t));
	return ST_OK;
}

/* Read one source item and place its blocks. */
static int
more(struct translate *t)
{
	struct translate_state *s = t->st;
	struct format_facts ff;
	struct format_item fi;
	struct item it;
	int rc;

	rc = vote_reader_next(&s->vr, &it, &fi);
	if (rc == ST_END)
		return finish(t);
	if (rc != ST_OK)
		return rc;
	s->in_seq = it.seq;
	if (it.flaw != ITEM_OK)
		return fail(ST_DATA, "session '%s': item %llu: %s",
		    s->o.session, (unsigned long long)it.seq, it.why);
	if (s->cwd.len == 0 && t->from->facts != NULL) {
		t->from->facts(fi.obj, &s->scratch, &ff);
		if (ff.cwd.n > 0)
			buf_add(&s->cwd, ff.cwd.p, ff.cwd.n);
	}
	if ((rc = conv_feed(&s->conv, &it, &fi, NULL)) != ST_OK)
		return rc;
	for (size_t i = 0; i < s->conv.item.nr; i++)
		if ((rc = put_block(t, &s->conv.item.v[i])) != ST_OK)
			return rc;
	return ST_OK;
}

/* Could fmt read every item of the vote, though it did not win it (an
 * OpenAI Agents SDK session of easy input messages looks like Chat)? */
static int
readable(struct translate_state *s, const struct format *fmt)
{
	struct format_item fi;

	for (size_t i = 0; i < s->vr.nh; i++) {
		struct item it = s->vr.hv[i];

		it.json = s->vr.held.p + (size_t)(uintptr_t)it.json;
		format_item_init(&fi, &it);
		if (fmt->detect(&fi) == 0)
			return 0;
	}
	return 1;
}

/* The vote, on the first call. */
static int
open_source(struct translate *t)
{
	struct translate_state *s = t->st;
	const struct format *voted;
	int rc;

	s->opened = 1;
	if ((rc = vote_reader_open(&s->vr, s->src, &voted)) != ST_OK)
		return rc;
	t->from = s->o.from != NULL ? s->o.from : voted;
	conv_init(&s->conv, t->from, 1);
	if (t->from == NULL) {
		if (s->vr.nh == 0) {
			s->end = s->same = 1;	/* empty: nothing to say */
			return ST_OK;
		}
		return fail(ST_DATA, "session '%s': its items are in no transcript "
		    "format known (name one with --dialect)", s->o.session);
	}
	s->same = t->from == s->o.to || s->o.to == NULL;
	if (s->o.to == NULL && s->o.require != NULL && t->from != s->o.require &&
	    !readable(s, s->o.require))
		return fail(ST_DATA, "session '%s' is %s, and the store holds %s "
		    "sessions: give --to=%s to translate it", s->o.session,
		    t->from->name, s->o.require->name, s->o.require->name);
	return ST_OK;
}

static int
tr_next(struct item_cursor *c, struct item *it)
{
	struct translate *t = (struct translate *)c;
	struct translate_state *s = t->st;
	struct format_item fi;
	const char *p, *nl;
	int rc;

	if (!s->opened && (rc = open_source(t)) != ST_OK)
		return rc;
	if (s->same)
		return s->end ? ST_END : vote_reader_next(&s->vr, it, &fi);
	while (s->outpos >= s->out.len) {
		if (s->end)
			return ST_END;
		buf_reset(&s->out);
		s->outpos = 0;
		if ((rc = more(t)) != ST_OK)
			return rc;
	}
	p = s->out.p + s->outpos;
	nl = memchr(p, '\n', s->out.len - s->outpos);
	memset(it, 0, sizeof(*it));
	it->json = p;
	it->len = (size_t)(nl - p);
	it->seq = ++s->seq;
	it->flaw = ITEM_OK;
	s->outpos = (size_t)(nl - s->out.p) + 1;
	return ST_OK;
}

static void
tr_free(struct item_cursor *c)
{
	(void)c;	/* see translate_release() */
}

int
translate_open(struct translate *t, struct item_cursor *src,
    const struct translate_opts *o)
{
	struct translate_state *s;

	memset(t, 0, sizeof(*t));
	if (o->to != NULL && !translate_target(o->to))
		return fail(ST_DATA, "%s is not a format sessions can be "
		    "translated into", o->to->name);
	s = t->st = xcalloc(1, sizeof(*s));
	s->o = *o;
	s->src = src;
	t->base.next = tr_next;
	t->base.free = tr_free;
	if (o->to == NULL)
		return ST_OK;
	s->wr = o->to->writer;
	s->holds = s->wr->holds;
	if (o->id.n > 0)
		buf_add(&s->sid, o->id.p, o->id.n);
	else
		json_str_encode(&s->sid, o->session, strlen(o->session));
	if (format_write_init(&s->w, o->to) != ST_OK) {
		translate_release(t);
		return ST_DATA;
	}
	return ST_OK;
}

void
translate_release(struct translate *t)
{
	struct translate_state *s = t->st;
	struct buf *bufs[] = { &s->out, &s->time, &s->model, &s->arena,
	    &s->fresh_time, &s->fresh_model, &s->first_time, &s->cwd, &s->sid,
	    &s->scratch, &s->tmp, &s->val, &s->args };

	if (s == NULL)
		return;
	if (s->w.fmt != NULL)
		format_write_release(&s->w);
	if (s->opened) {
		vote_reader_release(&s->vr);
		conv_release(&s->conv);
	}
	while (s->ncalls > 0)
		drop_call(s, &s->calls[0]);
	for (size_t i = 0; i < sizeof(bufs) / sizeof(bufs[0]); i++)
		buf_release(bufs[i]);
	free(s->b);
	free(s->ev);
	free(s->calls);
	free(s);
	t->st = NULL;
}
