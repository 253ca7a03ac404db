/*
 * store_gemini.c - Gemini CLI's own chat recordings (gemini-cli:DIR),
 * read-only; and the reader of every kind of agents' chat documents
 * (store_chatdoc.h: agentao:, store_chatdoc_agentao.c), whose naming
 * rules are a struct chatdoc_layout like gemini_layout below.
 *
 * Layout (google-gemini/gemini-cli, ChatRecordingService and Storage; see
 * fixtures/native/LAYOUTS.md): DIR is ~/.gemini (or $GEMINI_CLI_HOME/.gemini)
 * with the projects under DIR/tmp, or that tmp directory, or one project
 * directory tmp/<project> (a sha256 hex of its root before 0.29, a slug
 * since).  A project's chats/ holds
 *  - session-<UTC minute>-<8 chars of sessionId>.json (before 0.41): one
 *    JSON document {sessionId, projectHash, startTime, ..., messages:[...]};
 *  - session-...jsonl (0.41 on): an append log, replayed as the CLI does
 *    (below);
 *  - <parent sessionId>/<sessionId>.jsonl: a subagent's log.
 * Everything else (logs.json, checkpoint-*.json, projects.json,
 * .project_root, tool outputs, dotfiles) is ignored.
 *
 * Ids: <project>/<sessionId> at a ~/.gemini or tmp root, <sessionId> in a
 * project directory; a subagent's is its parent's id, '/', and its file
 * name without ".jsonl".  sessionId is the document's (the log's first
 * record); a file without a usable one is named by its file name without
 * the suffix.  Two files of one session (the CLI copies a .json into a
 * .jsonl on resume and leaves the .json): the .jsonl is the session, else
 * the later file name.  created_at is the startTime of the document (the
 * log's first record), else the file's mtime.
 *
 * Items: a document's items are the elements of its messages array, each
 * its exact bytes compacted.  A log's items are the messages it holds once
 * replayed, as loadConversationRecord() replays it: a record with a string
 * "$rewindTo" drops that message and every later one (all of them if the
 * id is unknown); else one with a string "id" is a message, and a message
 * id seen before replaces that message's bytes in its place (the last copy
 * wins, in the order of first appearance); else a "$set" object whose
 * "messages" is an array replaces all messages with its elements that have
 * a string id; else a metadata record (string sessionId and projectHash)
 * adds the elements of its "messages" array, if any.  Each item is its
 * message's last copy, compacted: the file's bytes, never re-encoded.
 *
 * Guarantees, for every kind over this reader (the layout's names in
 * place of sessionId and startTime):
 *  - Read-only: open() for writing and every write method fail with exit
 *    2 and the layout's message ("gemini-cli stores are read-only; convert
 *    them to another store").  Nothing is written, locked or created.
 *  - Memory: files are read in chunks and walked one member at a time; what
 *    is held whole is one message (or one member of a record or document
 *    other than its messages array), never a whole log line or document.
 *    load() first builds an index of the session's messages (a hash of its
 *    id, the offset and length of its current bytes, where its id is, its
 *    line: about 80 bytes a message), then reads each message again by its
 *    offset: memory is bounded by the number of messages plus the largest
 *    message, not by their bytes.
 *  - A log is read up to the size it had when load() opened it: records the
 *    CLI appends meanwhile are not seen.  A document the agent rewrites
 *    while it is read (it rewrites the whole file) gives a data error: read
 *    again.
 *  - Bad input: a log line that is not one JSON object is a data error with
 *    its position (the CLI skips it); a tolerant load (check) yields it as
 *    a flawed item where it stands instead, and a torn last line (no
 *    newline, not a whole object) as ITEM_TORN, which strict loads skip with
 *    a warning, as the jsonl backend does.  A document that is not one JSON
 *    object, or whose "messages" is not an array, is a data error with its
 *    position (a document without "messages" has none); an element of its
 *    messages that is not an object is an item that is not an object.
 *  - Nothing outside DIR is read: DIR itself may be a link, but every
 *    directory and file in it is opened relative to its parent without
 *    following a link (fsutil.h), and must be a directory or a regular
 *    file.  A link, FIFO, socket or device where a project, chats/, a
 *    session file or a subagent directory belongs is listed as a session
 *    with its problem (store.h): list warns and skips it, load refuses it
 *    with the same message; a FIFO is never opened.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "id.h"
#include "isotime.h"
#include "item.h"
#include "json.h"
#include "store.h"
#include "store_chatdoc.h"
#include "xalloc.h"

#define CHUNK		(64 * 1024)
#define PREFIX		"session-"
#define DOC_SUFFIX	".json"
#define LOG_SUFFIX	".jsonl"

/* Where the projects are: DIR/tmp/<project>, DIR/<project>, or DIR is one
 * (chatdoc_store.level). */
enum gem_level { LEVEL_HOME, LEVEL_TMP, LEVEL_PROJECT };

/* --- Reading a file in pieces ------------------------------------- */

/* A status of the walkers below: the input is not what it should be (the
 * reader's why and why_off say what and where); nothing printed. */
#define ST_BAD		(-10)
/* The input ended inside a value: a torn write. */
#define ST_TORN		(-11)
/* The walk found what it was asked for and stopped early. */
#define ST_STOP		(-12)

struct rd {
	int		 fd;
	const char	*path;
	struct buf	 b;		/* b.p[0] is the byte at offset base */
	off_t		 base;
	size_t		 pos;		/* the next byte to consume */
	off_t		 left;		/* unread bytes of the size at open */
	int		 lines;		/* a log: values end at a newline */
	unsigned long	 line;		/* the line of byte lpos */
	size_t		 lpos;
	off_t		 lstart;	/* the offset where that line starts */
	const char	*why;		/* ST_BAD, ST_TORN: what, */
	off_t		 why_off;	/* and at which offset */
};

/* Count the lines up to b.p[idx]: r->line is then the line of that byte. */
static void
rd_line(struct rd *r, size_t idx)
{
	const char *p = r->b.p + r->lpos, *end = r->b.p + idx, *nl;

	if (idx < r->lpos)
		return;
	while (p < end && (nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		r->line++;
		r->lstart = r->base + (nl - r->b.p) + 1;
		p = nl + 1;
	}
	r->lpos = idx;
}

/* Read more: at least a chunk, and as much as is held (a value that does
 * not fit yet is scanned again as a whole, so reads double). */
static int
rd_fill(struct rd *r)
{
	size_t want;
	ssize_t n;

	rd_line(r, r->pos);
	if (r->pos > 0) {
		memmove(r->b.p, r->b.p + r->pos, r->b.len - r->pos);
		buf_setlen(&r->b, r->b.len - r->pos);
		r->base += (off_t)r->pos;
		r->lpos -= r->pos;
		r->pos = 0;
	}
	want = r->b.len > CHUNK ? r->b.len : CHUNK;
	if ((off_t)want > r->left)
		want = (size_t)r->left;
	buf_grow(&r->b, want);
	do
		n = read(r->fd, r->b.p + r->b.len, want);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		return fail_errno(ST_IO, "cannot read '%s'", r->path);
	if (n == 0)
		r->left = 0;		/* it shrank under us: stop there */
	r->b.len += (size_t)n;
	r->b.p[r->b.len] = '\0';
	r->left -= n;
	return ST_OK;
}

static void
rd_init(struct rd *r, int fd, const char *path, off_t size, int lines)
{
	memset(r, 0, sizeof(*r));
	r->fd = fd;
	r->path = path;
	r->left = size;
	r->lines = lines;
	r->line = 1;
	buf_grow(&r->b, CHUNK);		/* b.p is never NULL */
}

/* Skip whitespace (but not a newline in a log): *c is the next byte, -1 at
 * the end of the input. */
static int
rd_peek(struct rd *r, int *c)
{
	int rc;

	for (;;) {
		while (r->pos < r->b.len) {
			unsigned char ch = (unsigned char)r->b.p[r->pos];

			if (ch != ' ' && ch != '\t' && ch != '\r' &&
			    (ch != '\n' || r->lines)) {
				*c = ch;
				return ST_OK;
			}
			r->pos++;
		}
		if (r->left == 0) {
			*c = -1;
			return ST_OK;
		}
		if ((rc = rd_fill(r)) != ST_OK)
			return rc;
	}
}

static int
rd_bad(struct rd *r, size_t idx, const char *why)
{
	r->why = why;
	r->why_off = r->base + (off_t)idx;
	return ST_BAD;
}

/* Consume the byte c, which must come next. */
static int
rd_expect(struct rd *r, int c, const char *why)
{
	int got, rc;

	if ((rc = rd_peek(r, &got)) != ST_OK)
		return rc;
	if (got == -1) {
		r->why = why;
		r->why_off = r->base + (off_t)r->pos;
		return ST_TORN;
	}
	if (got != c)
		return rd_bad(r, r->pos, why);
	r->pos++;
	return ST_OK;
}

/* The next value, whole, in *v (valid until the next call), its offset in
 * *off.  In a log a value ends on its line. */
static int
rd_value(struct rd *r, struct json_span *v, off_t *off)
{
	struct json_scan sc;
	enum json_result res;
	const char *nl;
	size_t n;
	int c, rc;

	if ((rc = rd_peek(r, &c)) != ST_OK)
		return rc;
	for (;;) {
		n = r->b.len - r->pos;
		nl = r->lines ? memchr(r->b.p + r->pos, '\n', n) : NULL;
		if (nl != NULL)
			n = (size_t)(nl - (r->b.p + r->pos));
		res = json_scan(r->b.p + r->pos, n, &sc);
		if (res != JSON_INCOMPLETE || nl != NULL || r->left == 0)
			break;
		if ((rc = rd_fill(r)) != ST_OK)
			return rc;
	}
	if (res == JSON_BAD)
		return rd_bad(r, r->pos + sc.err_off, sc.err);
	if (res == JSON_INCOMPLETE && nl != NULL)
		return rd_bad(r, r->pos + n, "the line ends inside a value");
	if (res == JSON_INCOMPLETE) {
		r->why = "the file ends inside a value";
		r->why_off = r->base + (off_t)(r->pos + n);
		return ST_TORN;
	}
	v->p = r->b.p + r->pos + sc.start;
	v->n = sc.end - sc.start;
	*off = r->base + (off_t)(r->pos + sc.start);
	r->pos += sc.end;
	return ST_OK;
}

/* Skip the rest of the line (a bad log line); *end is the offset of its
 * newline, or of the end of the input. */
static int
rd_skip_line(struct rd *r, off_t *end)
{
	const char *nl;
	int rc;

	for (;;) {
		nl = memchr(r->b.p + r->pos, '\n', r->b.len - r->pos);
		if (nl != NULL) {
			r->pos = (size_t)(nl - r->b.p);
			*end = r->base + (off_t)r->pos;
			r->pos++;
			return ST_OK;
		}
		r->pos = r->b.len;
		if (r->left == 0) {
			*end = r->base + (off_t)r->pos;
			return ST_OK;
		}
		if ((rc = rd_fill(r)) != ST_OK)
			return rc;
	}
}

/* Print the reader's ST_BAD or ST_TORN as "FILE:LINE:COL: WHY". */
static int
rd_fail(struct rd *r)
{
	size_t idx = (size_t)(r->why_off - r->base);

	rd_line(r, idx <= r->b.len ? idx : r->b.len);
	return fail(ST_DATA, "%s:%lu:%jd: %s", r->path, r->line,
	    (intmax_t)(r->why_off - r->lstart + 1), r->why);
}

/* --- The index of a session's messages ---------------------------- */

struct ent {
	uint64_t	 h;		/* hash of the decoded id (has_id) */
	off_t		 off;		/* the message's bytes */
	size_t		 len;
	off_t		 id_off;	/* its quoted id */
	size_t		 id_len;
	unsigned long	 line, col;	/* where it starts */
	int		 has_id;
	enum item_flaw	 flaw;		/* ITEM_OK; ITEM_TORN; ITEM_INVALID_JSON: a
					   bad line, settled when read */
};

struct elist {
	struct ent	*v;
	size_t		 nr, alloc;
};

static void
elist_push(struct elist *l, const struct ent *e)
{
	xgrow(&l->v, &l->alloc, l->nr + 1, sizeof(*l->v));
	l->v[l->nr++] = *e;
}

/* Messages in order, and a table from id hash to index + 1. */
struct index {
	struct elist	 e;
	size_t		*tab;
	size_t		 cap;		/* a power of two, or 0 */
};

static uint64_t
id_hash(const char *s, size_t n)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * UINT64_C(0x100000001b3);
	return h ^ (h >> 29);
}

static void
index_put(struct index *ix, size_t i)
{
	size_t s = (size_t)ix->e.v[i].h & (ix->cap - 1);

	while (ix->tab[s] != 0)
		s = (s + 1) & (ix->cap - 1);
	ix->tab[s] = i + 1;
}

/* Rebuild the table for the first nr entries (after growth or a cut). */
static void
index_rehash(struct index *ix, size_t cap)
{
	free(ix->tab);
	ix->cap = cap;
	ix->tab = xcalloc(cap, sizeof(*ix->tab));
	for (size_t i = 0; i < ix->e.nr; i++)
		if (ix->e.v[i].has_id)
			index_put(ix, i);
}

static void
index_release(struct index *ix)
{
	free(ix->e.v);
	free(ix->tab);
	memset(ix, 0, sizeof(*ix));
}

/* Do the ids at a and b (quoted JSON strings in the file) decode to the
 * same string?  Read again: only on a hash match. */
static int
id_same(int fd, const char *path, const struct ent *a, const struct ent *b,
    int *same)
{
	const struct ent *e[2] = { a, b };
	struct buf raw[2] = { BUF_INIT, BUF_INIT }, dec[2] = { BUF_INIT, BUF_INIT };
	struct json_span s;
	ssize_t n;
	int rc = ST_OK;

	for (int k = 0; k < 2 && rc == ST_OK; k++) {
		buf_grow(&raw[k], e[k]->id_len);
		do
			n = pread(fd, raw[k].p, e[k]->id_len, e[k]->id_off);
		while (n < 0 && errno == EINTR);
		if (n != (ssize_t)e[k]->id_len) {
			rc = n < 0 ? fail_errno(ST_IO, "cannot read '%s'", path) :
			    fail(ST_IO, "cannot read '%s': the file shrank", path);
			break;
		}
		s.p = raw[k].p;
		s.n = e[k]->id_len;
		json_str_decode(s, &dec[k]);
	}
	*same = rc == ST_OK && dec[0].len == dec[1].len &&
	    memcmp(dec[0].p, dec[1].p, dec[0].len) == 0;
	for (int k = 0; k < 2; k++) {
		buf_release(&raw[k]);
		buf_release(&dec[k]);
	}
	return rc;
}

/* The index of the message with e's id in *at, or nr if there is none. */
static int
index_find(struct index *ix, int fd, const char *path, const struct ent *e,
    size_t *at)
{
	int same, rc;

	*at = ix->e.nr;
	if (ix->cap == 0)
		return ST_OK;
	for (size_t s = (size_t)e->h & (ix->cap - 1); ix->tab[s] != 0;
	    s = (s + 1) & (ix->cap - 1)) {
		const struct ent *o = &ix->e.v[ix->tab[s] - 1];

		if (o->h != e->h)
			continue;
		if ((rc = id_same(fd, path, o, e, &same)) != ST_OK)
			return rc;
		if (same) {
			*at = ix->tab[s] - 1;
			return ST_OK;
		}
	}
	return ST_OK;
}

/* Map set: replace the message with e's id in its place, or append it. */
static int
index_set(struct index *ix, int fd, const char *path, const struct ent *e)
{
	size_t at;
	int rc;

	if (!e->has_id) {
		elist_push(&ix->e, e);
		return ST_OK;
	}
	if ((rc = index_find(ix, fd, path, e, &at)) != ST_OK)
		return rc;
	if (at < ix->e.nr) {
		ix->e.v[at] = *e;
		return ST_OK;
	}
	elist_push(&ix->e, e);
	if ((ix->e.nr + 1) * 2 > ix->cap)
		index_rehash(ix, ix->cap > 0 ? ix->cap * 2 : 64);
	else
		index_put(ix, ix->e.nr - 1);
	return ST_OK;
}

static void
index_cut(struct index *ix, size_t nr)
{
	ix->e.nr = nr;
	if (ix->cap > 0)
		index_rehash(ix, ix->cap);
}

/* --- Walking records and documents -------------------------------- */

enum depth { D_TOP, D_SET, D_ELEMENT };

/* What a record (a log line, or a document) holds, as far as we care. */
struct rec {
	struct ent	 e;		/* the record as a message */
	int		 rewind;	/* a string "$rewindTo": */
	struct ent	 rw;		/* its id, as an entry */
	int		 set;		/* "$set" is an object or array */
	int		 set_msgs;	/* "$set" has a "messages" array: */
	struct elist	 setl;		/* its elements */
	int		 top_msgs;	/* a "messages" array: */
	struct elist	 topl;		/* its elements */
	int		 sid, ph;	/* a string session id (the layout's
					   sid: sessionId), projectHash */
	struct buf	 sid_text;	/* the session id, decoded */
	struct buf	 start;		/* the start (startTime), decoded */
	int		 upd;		/* the last save: 2 from the layout's
					   updated, 1 from updated_old */
	struct buf	 upd_text;	/* decoded */
	int		 head;		/* stop once the layout's members are
					   known (ST_STOP) */
	int		 all;		/* a document: every element counts */
	const struct chatdoc_layout *lay;	/* the names of members */
};

static void
rec_init(struct rec *w, const struct chatdoc_layout *lay, int head, int all)
{
	memset(w, 0, sizeof(*w));
	w->lay = lay;
	w->head = head;
	w->all = all;
}

static void
rec_reset(struct rec *w)
{
	int head = w->head, all = w->all;
	const struct chatdoc_layout *lay = w->lay;
	struct elist s = w->setl, t = w->topl;
	struct buf a = w->sid_text, b = w->start, c = w->upd_text;

	memset(w, 0, sizeof(*w));
	w->head = head;
	w->all = all;
	w->lay = lay;
	w->setl = s;
	w->topl = t;
	w->setl.nr = w->topl.nr = 0;
	w->sid_text = a;
	w->start = b;
	w->upd_text = c;
	buf_reset(&w->sid_text);
	buf_reset(&w->start);
	buf_reset(&w->upd_text);
}

static void
rec_release(struct rec *w)
{
	free(w->setl.v);
	free(w->topl.v);
	buf_release(&w->sid_text);
	buf_release(&w->start);
	buf_release(&w->upd_text);
}

/* Does the head (rec.head) know all it looks for? */
static int
rec_head_known(const struct rec *w)
{
	return w->sid && w->start.len > 0 &&
	    (w->lay->updated == NULL || w->upd == 2);
}

static void
pos_here(struct rd *r, off_t off, struct ent *e)
{
	size_t idx = (size_t)(off - r->base);

	rd_line(r, idx);
	e->off = off;
	e->line = r->line;
	e->col = (unsigned long)(off - r->lstart + 1);
}

static int	walk_obj(struct rd *, enum depth, struct rec *, struct ent *);

/* An array of messages, its elements into l (which it empties first). */
static int
walk_msgs(struct rd *r, struct rec *w, struct elist *l)
{
	struct json_span v;
	struct ent e;
	off_t off;
	int c, rc;

	l->nr = 0;
	if ((rc = rd_expect(r, '[', "expected '['")) != ST_OK ||
	    (rc = rd_peek(r, &c)) != ST_OK)
		return rc;
	if (c == ']') {
		r->pos++;
		return ST_OK;
	}
	for (;;) {
		if ((rc = rd_peek(r, &c)) != ST_OK)
			return rc;
		memset(&e, 0, sizeof(e));
		if (c == '{') {
			pos_here(r, r->base + (off_t)r->pos, &e);
			if ((rc = walk_obj(r, D_ELEMENT, w, &e)) != ST_OK)
				return rc;
		} else {
			if (c >= 0)
				pos_here(r, r->base + (off_t)r->pos, &e);
			if ((rc = rd_value(r, &v, &off)) != ST_OK)
				return rc;
			e.len = v.n;
		}
		if (!w->head && (e.has_id || w->all))
			elist_push(l, &e);
		if ((rc = rd_peek(r, &c)) != ST_OK)
			return rc;
		if (c == -1)
			return rd_expect(r, ']', "expected ']'");
		r->pos++;
		if (c == ']')
			return ST_OK;
		if (c != ',')
			return rd_bad(r, r->pos - 1, "expected ',' or ']'");
	}
}

/* Is the key (a quoted string) name (NULL: no name)? */
static int
key_is(struct json_span k, const char *name)
{
	return name != NULL && json_str_eq(k, name);
}

enum key {
	K_OTHER, K_ID, K_REWIND, K_SET, K_MESSAGES, K_SID, K_PH, K_START,
	K_UPDATED, K_UPDATED_OLD
};

/* A member's key, at depth d, by the names of the layout lay. */
static enum key
key_of(struct json_span k, enum depth d, const struct chatdoc_layout *lay)
{
	if (key_is(k, "id"))
		return d != D_SET ? K_ID : K_OTHER;
	if (key_is(k, "messages"))
		return K_MESSAGES;
	if (d != D_TOP)
		return K_OTHER;
	if (lay->logs && (key_is(k, "$rewindTo") || key_is(k, "$set") ||
	    key_is(k, "projectHash")))
		return key_is(k, "$rewindTo") ? K_REWIND : key_is(k, "$set") ?
		    K_SET : K_PH;
	return key_is(k, lay->sid) ? K_SID : key_is(k, lay->start) ? K_START :
	    key_is(k, lay->updated) ? K_UPDATED :
	    key_is(k, lay->updated_old) ? K_UPDATED_OLD : K_OTHER;
}

/* One member's value, by its key. */
static int
walk_member(struct rd *r, enum depth d, enum key k, struct rec *w, struct ent *e)
{
	struct json_span v;
	off_t off;
	int c, rc, str;

	if ((rc = rd_peek(r, &c)) != ST_OK)
		return rc;
	if (k == K_SET && c == '{') {
		w->set = 1;
		w->set_msgs = 0;
		return walk_obj(r, D_SET, w, NULL);
	}
	if (k == K_MESSAGES && c == '[' && d != D_ELEMENT) {
		if (d == D_SET)
			w->set_msgs = 1;
		else
			w->top_msgs = 1;
		return walk_msgs(r, w, d == D_SET ? &w->setl : &w->topl);
	}
	if (k == K_MESSAGES && d == D_TOP && w->all && c >= 0)
		return rd_bad(r, r->pos, "\"messages\" is not an array");
	if ((rc = rd_value(r, &v, &off)) != ST_OK)
		return rc;
	str = v.p[0] == '"';
	switch (k) {
	case K_ID:
		if ((e->has_id = str)) {
			struct buf dec = BUF_INIT;

			json_str_decode(v, &dec);
			e->h = id_hash(dec.p != NULL ? dec.p : "", dec.len);
			e->id_off = off;
			e->id_len = v.n;
			buf_release(&dec);
		}
		break;
	case K_REWIND:
		if ((w->rewind = str)) {
			struct buf dec = BUF_INIT;

			json_str_decode(v, &dec);
			w->rw.h = id_hash(dec.p != NULL ? dec.p : "", dec.len);
			w->rw.id_off = off;
			w->rw.id_len = v.n;
			w->rw.has_id = 1;
			buf_release(&dec);
		}
		break;
	case K_SET:
		w->set = v.p[0] == '[';		/* an object to JavaScript too */
		w->set_msgs = 0;
		break;
	case K_MESSAGES:
		if (d == D_SET)
			w->set_msgs = 0;
		else if (d == D_TOP)
			w->top_msgs = 0;
		break;
	case K_SID:
		buf_reset(&w->sid_text);
		if ((w->sid = str))
			json_str_decode(v, &w->sid_text);
		break;
	case K_PH:
		w->ph = str;
		break;
	case K_START:
		buf_reset(&w->start);
		if (str)
			json_str_decode(v, &w->start);
		break;
	case K_UPDATED:
	case K_UPDATED_OLD:
		if (k == K_UPDATED_OLD && w->upd == 2)
			break;		/* the newer name wins */
		buf_reset(&w->upd_text);
		w->upd = k == K_UPDATED ? 2 : 1;
		if (str)
			json_str_decode(v, &w->upd_text);
		break;
	case K_OTHER:
		break;
	}
	return ST_OK;
}

/*
 * The object that comes next, member by member.  D_TOP: a record or a
 * document, into w and w->e; D_SET: a "$set" object; D_ELEMENT: an element
 * of a messages array, into e.  e gets the object's extent.
 */
static int
walk_obj(struct rd *r, enum depth d, struct rec *w, struct ent *e)
{
	struct json_span k;
	enum key key;
	off_t off;
	int c, rc;

	if ((rc = rd_expect(r, '{', "expected a JSON object")) != ST_OK ||
	    (rc = rd_peek(r, &c)) != ST_OK)
		return rc;
	if (c == '}') {
		r->pos++;
		goto done;
	}
	for (;;) {
		if ((rc = rd_peek(r, &c)) != ST_OK)
			return rc;
		if (c != '"' && c != -1)
			return rd_bad(r, r->pos, "expected a string key");
		if ((rc = rd_value(r, &k, &off)) != ST_OK)
			return rc;
		key = key_of(k, d, w->lay);
		if ((rc = rd_expect(r, ':', "expected ':'")) != ST_OK ||
		    (rc = walk_member(r, d, key, w, e)) != ST_OK)
			return rc;
		if (d == D_TOP && w->head && rec_head_known(w))
			return ST_STOP;
		if ((rc = rd_peek(r, &c)) != ST_OK)
			return rc;
		if (c == -1)
			return rd_expect(r, '}', "expected '}'");
		r->pos++;
		if (c == '}')
			break;
		if (c != ',')
			return rd_bad(r, r->pos - 1, "expected ',' or '}'");
	}
done:
	if (e != NULL)
		e->len = (size_t)(r->base + (off_t)r->pos - e->off);
	return ST_OK;
}

/* --- Sessions: building the index --------------------------------- */

/* Apply one log record, as loadConversationRecord() does. */
static int
replay(struct index *ix, int fd, const char *path, struct rec *w)
{
	size_t at;
	int rc;

	if (w->rewind) {
		if ((rc = index_find(ix, fd, path, &w->rw, &at)) != ST_OK)
			return rc;
		index_cut(ix, at < ix->e.nr ? at : 0);
		return ST_OK;
	}
	if (w->e.has_id)
		return index_set(ix, fd, path, &w->e);
	if (w->set || (w->sid && w->ph)) {
		struct elist *l = w->set ? &w->setl : &w->topl;

		if (w->set && !w->set_msgs)
			return ST_OK;
		if (!w->set && !w->top_msgs)
			return ST_OK;
		if (w->set)
			index_cut(ix, 0);
		for (size_t i = 0; i < l->nr; i++)
			if ((rc = index_set(ix, fd, path, &l->v[i])) != ST_OK)
				return rc;
	}
	return ST_OK;
}

/*
 * Build the index of the file fd (path, size): a log (replayed) or a
 * document.  tolerant: a bad log line is an entry, a torn last one an
 * ITEM_TORN entry; else a bad line is ST_DATA, printed, and a torn last
 * line is skipped with a warning.  A document that is not one object is
 * ST_DATA, printed.  quiet (list, which reads tolerantly): no warning, and
 * a damaged document's index holds the messages before the damage.
 */
static int
index_build(const struct chatdoc_layout *lay, int fd, const char *path,
    off_t size, int log, int tolerant, int quiet, struct index *ix)
{
	struct rd r;
	struct rec w;
	struct ent bad;
	off_t end;
	int c, rc;

	rec_init(&w, lay, 0, !log);
	rd_init(&r, fd, path, size, log);
	if (!log) {
		pos_here(&r, 0, &w.e);
		rc = walk_obj(&r, D_TOP, &w, &w.e);
		if (rc == ST_OK && (rc = rd_peek(&r, &c)) == ST_OK && c != -1)
			rc = rd_bad(&r, r.pos, "text after the document");
		if ((rc == ST_BAD || rc == ST_TORN) && quiet)
			rc = ST_OK;	/* list: the messages before the damage */
		else if (rc == ST_BAD || rc == ST_TORN)
			rc = rd_fail(&r);
		for (size_t i = 0; rc == ST_OK && i < w.topl.nr; i++)
			elist_push(&ix->e, &w.topl.v[i]);
		goto out;
	}
	for (;;) {
		if ((rc = rd_peek(&r, &c)) != ST_OK || c == -1)
			break;
		if (c == '\n') {
			r.pos++;
			continue;
		}
		rec_reset(&w);
		memset(&bad, 0, sizeof(bad));
		pos_here(&r, r.base + (off_t)r.pos, &w.e);
		bad = w.e;
		bad.col = 1;
		bad.off = r.lstart;
		rc = walk_obj(&r, D_TOP, &w, &w.e);
		if (rc == ST_OK && (rc = rd_peek(&r, &c)) == ST_OK) {
			if (c == '\n')
				r.pos++;
			else if (c != -1)
				rc = rd_bad(&r, r.pos, "text after the object");
		}
		if (rc == ST_OK) {
			if ((rc = replay(ix, fd, path, &w)) != ST_OK)
				break;
			continue;
		}
		if (rc == ST_TORN && tolerant) {
			bad.flaw = ITEM_TORN;
			bad.len = (size_t)(size - bad.off);
			elist_push(&ix->e, &bad);
			rc = ST_OK;
			break;
		}
		if (rc == ST_TORN) {
			if (!quiet)
				item_warn_torn(path, bad.line,
				    (uintmax_t)(size - bad.off));
			rc = ST_OK;
			break;
		}
		if (rc != ST_BAD)
			break;
		if (!tolerant) {
			rc = rd_fail(&r);
			break;
		}
		if ((rc = rd_skip_line(&r, &end)) != ST_OK)
			break;
		bad.flaw = ITEM_INVALID_JSON;
		bad.len = (size_t)(end - bad.off);
		elist_push(&ix->e, &bad);
	}
out:
	rec_release(&w);
	buf_release(&r.b);
	return rc;
}

/* A time member's text as epoch ms, or -1. */
static int64_t
head_time(const struct chatdoc_layout *lay, const struct buf *text)
{
	int64_t ms;

	if (text->len == 0 || isotime_parse(text->p, text->len, lay->time_flags,
	    &ms) != 0)
		return -1;
	return ms;
}

/*
 * Is the .jsonl file fd (log) a log, or a document after all (a
 * pretty-printed one, as releases before 0.41 wrote, under the log's
 * name: its first line is "{" alone, which no log line can be)?  1, 0.
 */
static int
log_is(int fd, int log)
{
	char b[64];
	ssize_t n;
	int i = 0;

	if (!log || (n = pread(fd, b, sizeof(b), 0)) <= 0)
		return log;
	while (i < n && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' ||
	    b[i] == '\n'))
		i++;
	if (i == n || b[i++] != '{')
		return log;
	while (i < n && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r'))
		i++;
	return !(i < n && b[i] == '\n');
}

/*
 * The session id (the layout's sid member, decoded, into sid: empty if
 * there is none), start and last save (its start and updated members,
 * epoch ms, or -1; updated may be NULL) of the file fd: from a log's first
 * record (no last save: it holds the start), or a document's members.
 * Silent: what cannot be read has none.
 */
static int
file_head(const struct chatdoc_layout *lay, int fd, const char *path,
    off_t size, int log, struct buf *sid, int64_t *start, int64_t *updated)
{
	struct rd r;
	struct rec w;
	int c, rc;

	log = log_is(fd, log);
	rec_init(&w, lay, 1, 0);
	rd_init(&r, fd, path, size, log);
	*start = -1;
	if (updated != NULL)
		*updated = -1;
	buf_reset(sid);
	while ((rc = rd_peek(&r, &c)) == ST_OK && c == '\n')
		r.pos++;
	if (rc == ST_OK && c == '{') {
		rc = walk_obj(&r, D_TOP, &w, &w.e);
		if (rc == ST_OK || rc == ST_STOP || rc == ST_BAD || rc == ST_TORN) {
			if (w.sid && !memchr(w.sid_text.p, '/', w.sid_text.len) &&
			    id_valid(w.sid_text.p, w.sid_text.len))
				buf_add(sid, w.sid_text.p, w.sid_text.len);
			*start = head_time(lay, &w.start);
			if (updated != NULL && !log)
				*updated = head_time(lay, &w.upd_text);
			rc = ST_OK;
		}
	}
	rec_release(&w);
	buf_release(&r.b);
	return rc;
}

/* --- Files: what layouts call (store_chatdoc.h) -------------------- */

void
chatdoc_files_add(struct chatdoc_files *l, const char *id, const char *path,
    int log, const char *name, struct buf *problem)
{
	struct chatdoc_file *f;

	xgrow(&l->v, &l->alloc, l->nr + 1, sizeof(*l->v));
	f = &l->v[l->nr++];
	f->id = xstrdup(id);
	f->path = xstrdup(path);
	f->log = log;
	f->name = xstrdup(name);
	f->problem = problem != NULL ? buf_detach(problem) : NULL;
}

void
chatdoc_files_release(struct chatdoc_files *l)
{
	for (size_t i = 0; i < l->nr; i++) {
		free(l->v[i].id);
		free(l->v[i].path);
		free(l->v[i].problem);
		free(l->v[i].name);
	}
	free(l->v);
	memset(l, 0, sizeof(*l));
}

int
chatdoc_entry_is(int dfd, const char *path, int want, struct buf *why)
{
	struct stat sb;

	if (fstatat(dfd, fs_at_name(dfd, path), &sb, AT_SYMLINK_NOFOLLOW) != 0)
		return 0;
	if (S_ISDIR(sb.st_mode) || S_ISREG(sb.st_mode))
		return (want ? S_ISDIR(sb.st_mode) : S_ISREG(sb.st_mode)) != 0;
	fs_unsafe(why, path, sb.st_mode);
	return -1;
}

int
chatdoc_dir_open(int dfd, const char *path, struct buf *why, int *fd)
{
	int k = chatdoc_entry_is(dfd, path, 1, why);

	*fd = -1;
	if (k < 0)
		return ST_DATA;
	if (k == 0 || (*fd = openat(dfd, fs_at_name(dfd, path),
	    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0)
		return ST_NOT_FOUND;
	return ST_OK;
}

void
chatdoc_file_id(const struct chatdoc_store *gs, int dfd, const char *path,
    const char *name, int log, const char *prefix, struct buf *id)
{
	struct buf sid = BUF_INIT;
	struct stat sb;
	int64_t start;
	int fd;

	buf_reset(id);
	buf_adds(id, prefix);
	if (fs_open_in(dfd, path, O_RDONLY, &fd, &sb) == ST_OK) {
		file_head(gs->layout, fd, path, sb.st_size, log, &sid, &start,
		    NULL);
		close(fd);
	}
	if (sid.len > 0)
		buf_add(id, sid.p, sid.len);
	else
		buf_add(id, name, strlen(name) - strlen(log ? LOG_SUFFIX : DOC_SUFFIX));
	buf_release(&sid);
}

int
chatdoc_dir_any(int dfd, const char *name, int (*pred)(int, const char *), int dirs)
{
	struct dirent *de;
	DIR *d;
	int fd, found = 0;

	if ((fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC |
	    (dfd == AT_FDCWD ? 0 : O_NOFOLLOW))) < 0)
		return 0;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return 0;
	}
	while (!found && (de = readdir(d)) != NULL)
		found = de->d_name[0] != '.' && (!dirs || de->d_type == DT_DIR ||
		    de->d_type == DT_LNK || de->d_type == DT_UNKNOWN) &&
		    pred(dirfd(d), de->d_name);
	closedir(d);
	return found;
}

/* --- Gemini CLI's tree -------------------------------------------- */

static int
has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);

	return n > k && memcmp(s + n - k, suf, k) == 0;
}

/* Is name a main session file: session-*.json or session-*.jsonl?  0 no,
 * 1 a document, 2 a log. */
static int
main_name(const char *name)
{
	if (strncmp(name, PREFIX, strlen(PREFIX)) != 0)
		return 0;
	return has_suffix(name, LOG_SUFFIX) ? 2 : has_suffix(name, DOC_SUFFIX) ? 1 : 0;
}

/* Does the file name belong to the session id rest: its name ends in the
 * first 8 characters of rest, or it is rest and a suffix? */
static int
name_fits(const char *name, int log, const char *rest)
{
	size_t n = strlen(name) - strlen(log ? LOG_SUFFIX : DOC_SUFFIX);
	size_t k = strnlen(rest, 8);

	if (strlen(rest) == n && strncmp(name, rest, n) == 0)
		return 1;
	return n > k && name[n - k - 1] == '-' && strncmp(name + n - k, rest, k) == 0;
}

/* The subagents' logs in chats/<dir>, as prefix<dir>/<name>. */
static void
scan_subagents(int cfd, const char *cpath, const char *dir, const char *prefix,
    struct chatdoc_files *out)
{
	struct buf path = BUF_INIT, sub = BUF_INIT, id = BUF_INIT, why = BUF_INIT;
	struct dirent *de;
	DIR *d;
	int fd, k;

	fs_join(&sub, cpath, dir);
	buf_adds(&id, prefix);
	buf_adds(&id, dir);
	if (chatdoc_dir_open(cfd, sub.p, &why, &fd) == ST_DATA) {
		chatdoc_files_add(out, id.p, sub.p, 1, dir, &why);
		goto out;
	}
	if (fd < 0)
		goto out;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		goto out;
	}
	{
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.' || !has_suffix(de->d_name, LOG_SUFFIX))
				continue;
			fs_join(&path, sub.p, de->d_name);
			buf_reset(&id);
			buf_addf(&id, "%s%s/", prefix, dir);
			buf_add(&id, de->d_name, strlen(de->d_name) - strlen(LOG_SUFFIX));
			if ((k = chatdoc_entry_is(dirfd(d), path.p, 0, &why)) != 0)
				chatdoc_files_add(out, id.p, path.p, 1, de->d_name,
				    k < 0 ? &why : NULL);
		}
		closedir(d);
	}
out:
	buf_release(&path);
	buf_release(&sub);
	buf_release(&id);
	buf_release(&why);
}

static int
gfile_cmp(const void *a, const void *b)
{
	const struct chatdoc_file *x = a, *y = b;
	int c = strcmp(x->id, y->id);

	if (c != 0)
		return c;
	if (x->log != y->log)
		return x->log - y->log;
	return strcmp(x->name, y->name);
}

/*
 * The sessions of the project directory ppath in dfd, with ids that begin
 * with prefix, into out.  rest non-NULL: only the files that may hold the
 * session prefix+rest (name_fits(), or its subagent file).  A project or
 * chats/ that is a link or special file is one entry with its problem,
 * named prefix without its '/' (or "chats").
 */
static void
scan_project(const struct chatdoc_store *gs, int dfd, const char *ppath,
    const char *prefix, const char *rest, struct chatdoc_files *out)
{
	struct buf cpath = BUF_INIT, path = BUF_INIT, id = BUF_INIT, why = BUF_INIT;
	struct chatdoc_files mine = CHATDOC_FILES_INIT;
	struct dirent *de;
	const char *slash = rest != NULL ? strchr(rest, '/') : NULL;
	DIR *d = NULL;
	int pfd = -1, cfd = -1, kind, k;

	buf_add(&id, prefix, *prefix != '\0' ? strlen(prefix) - 1 : 0);
	if (dfd == AT_FDCWD) {		/* the store is the project */
		if ((pfd = open(ppath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
			goto out;
	} else if (chatdoc_dir_open(dfd, ppath, &why, &pfd) == ST_DATA) {
		chatdoc_files_add(out, id.p, ppath, 0, "", &why);
		goto out;
	} else if (pfd < 0)
		goto out;
	fs_join(&cpath, ppath, "chats");
	if (chatdoc_dir_open(pfd, cpath.p, &why, &cfd) == ST_DATA) {
		chatdoc_files_add(out, id.len > 0 ? id.p : "chats", cpath.p, 0, "", &why);
		goto out;
	}
	if (cfd < 0 || (d = fdopendir(cfd)) == NULL)
		goto out;
	cfd = -1;
	if (slash != NULL) {		/* a subagent: named by its files */
		buf_reset(&path);
		buf_add(&path, rest, (size_t)(slash - rest));
		if (path.p[0] != '.' && strchr(slash + 1, '/') == NULL)
			scan_subagents(dirfd(d), cpath.p, path.p, prefix, out);
		goto out;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		fs_join(&path, cpath.p, de->d_name);
		if ((kind = main_name(de->d_name)) != 0) {
			if (rest != NULL && !name_fits(de->d_name, kind == 2, rest))
				continue;
			if ((k = chatdoc_entry_is(dirfd(d), path.p, 0, &why)) < 0) {
				buf_reset(&id);
				buf_adds(&id, prefix);
				buf_add(&id, de->d_name, strlen(de->d_name) -
				    strlen(kind == 2 ? LOG_SUFFIX : DOC_SUFFIX));
				chatdoc_files_add(&mine, id.p, path.p, kind == 2, de->d_name,
				    &why);
			} else if (k > 0) {
				chatdoc_file_id(gs, dirfd(d), path.p, de->d_name, kind == 2,
				    prefix, &id);
				chatdoc_files_add(&mine, id.p, path.p, kind == 2, de->d_name,
				    NULL);
			}
			continue;
		}
		if (rest != NULL && strcmp(de->d_name, rest) != 0)
			continue;
		if ((k = chatdoc_entry_is(dirfd(d), path.p, 1, &why)) > 0 && rest == NULL)
			scan_subagents(dirfd(d), cpath.p, de->d_name, prefix, out);
		else if (k < 0) {
			buf_reset(&id);
			buf_addf(&id, "%s%s", prefix, de->d_name);
			chatdoc_files_add(out, id.p, path.p, 0, de->d_name, &why);
		}
	}
	/* One file per session: the .jsonl, else the later name. */
	if (mine.nr > 1)
		qsort(mine.v, mine.nr, sizeof(*mine.v), gfile_cmp);
	for (size_t i = 0; i < mine.nr; i++) {
		if (i + 1 < mine.nr && strcmp(mine.v[i].id, mine.v[i + 1].id) == 0)
			continue;
		xgrow(&out->v, &out->alloc, out->nr + 1, sizeof(*out->v));
		out->v[out->nr++] = mine.v[i];
		memset(&mine.v[i], 0, sizeof(mine.v[i]));
	}
out:
	if (d != NULL)
		closedir(d);
	if (cfd >= 0)
		close(cfd);
	if (pfd >= 0)
		close(pfd);
	chatdoc_files_release(&mine);
	buf_release(&cpath);
	buf_release(&path);
	buf_release(&id);
	buf_release(&why);
}

/* The directory of the projects (LEVEL_HOME, LEVEL_TMP) into *fd and its
 * path into path: ST_NOT_FOUND (silently) if there is none. */
static int
tmp_open(struct chatdoc_store *gs, struct buf *path, int *fd)
{
	struct buf why = BUF_INIT;
	int rfd, rc;

	buf_reset(path);
	if ((rfd = open(gs->base.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return fail_errno(ST_IO, "cannot open '%s'", gs->base.path);
	if (gs->level == LEVEL_TMP) {
		buf_adds(path, gs->base.path);
		*fd = rfd;
		return ST_OK;
	}
	fs_join(path, gs->base.path, "tmp");
	rc = chatdoc_dir_open(rfd, path->p, &why, fd);
	close(rfd);
	if (rc == ST_DATA)
		fail(ST_DATA, "%s", why.p);
	buf_release(&why);
	return rc;
}

/* Every session of the store (rest NULL), or the files that may hold
 * prefix/rest where prefix is the project (rest non-NULL). */
static int
gem_scan(struct chatdoc_store *gs, const char *project, const char *rest,
    struct chatdoc_files *out)
{
	struct buf tpath = BUF_INIT, ppath = BUF_INIT, prefix = BUF_INIT;
	struct dirent *de;
	DIR *d;
	int tfd, rc;

	if (gs->level == LEVEL_PROJECT) {
		scan_project(gs, AT_FDCWD, gs->base.path, "", rest, out);
		return ST_OK;
	}
	if ((rc = tmp_open(gs, &tpath, &tfd)) != ST_OK) {
		buf_release(&tpath);
		return rc == ST_NOT_FOUND ? ST_OK : rc;
	}
	if (project != NULL) {
		fs_join(&ppath, tpath.p, project);
		buf_addf(&prefix, "%s/", project);
		scan_project(gs, tfd, ppath.p, prefix.p, rest, out);
		close(tfd);
	} else if ((d = fdopendir(tfd)) == NULL) {
		rc = fail_errno(ST_IO, "cannot read '%s'", tpath.p);
		close(tfd);
	} else {
		while ((errno = 0, de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			fs_join(&ppath, tpath.p, de->d_name);
			buf_reset(&prefix);
			buf_addf(&prefix, "%s/", de->d_name);
			scan_project(gs, dirfd(d), ppath.p, prefix.p, NULL, out);
		}
		if (errno != 0)
			rc = fail_errno(ST_IO, "cannot read '%s'", tpath.p);
		closedir(d);
	}
	buf_release(&tpath);
	buf_release(&ppath);
	buf_release(&prefix);
	return rc;
}

/* The file of session id into *f (owned by files), or ST_NOT_FOUND
 * (silently). */
static int
gem_find(struct chatdoc_store *gs, const char *id, struct chatdoc_files *files,
    const struct chatdoc_file **f)
{
	char *project = NULL;
	const char *rest = id, *slash;
	int rc;

	if (gs->level != LEVEL_PROJECT && strchr(id, '/') == NULL) {
		/* Only a project that is a link or a special file. */
		if ((rc = gem_scan(gs, NULL, NULL, files)) != ST_OK)
			return rc;
		for (size_t i = 0; i < files->nr; i++)
			if (files->v[i].problem != NULL &&
			    strcmp(files->v[i].id, id) == 0) {
				*f = &files->v[i];
				return ST_OK;
			}
		return ST_NOT_FOUND;
	}
	if (gs->level != LEVEL_PROJECT) {
		slash = strchr(id, '/');
		if (slash == id || id[0] == '.')
			return ST_NOT_FOUND;
		project = xmemdup(id, (size_t)(slash - id));
		rest = slash + 1;
	}
	if (*rest == '\0' || *rest == '.') {
		free(project);
		return ST_NOT_FOUND;
	}
	rc = gem_scan(gs, project, rest, files);
	free(project);
	if (rc != ST_OK)
		return rc;
	for (size_t i = 0; i < files->nr; i++)
		if (strcmp(files->v[i].id, id) == 0) {
			*f = &files->v[i];
			return ST_OK;
		}
	/* A project or chats/ that cannot be read safely holds every id. */
	for (size_t i = 0; i < files->nr; i++)
		if (files->v[i].problem != NULL && strncmp(files->v[i].id, id,
		    strlen(files->v[i].id)) == 0 && id[strlen(files->v[i].id)] == '/') {
			*f = &files->v[i];
			return ST_OK;
		}
	return ST_NOT_FOUND;
}

/* The layout's scan(): every session. */
static int
gem_scan_all(struct chatdoc_store *gs, unsigned flags, struct chatdoc_files *out)
{
	(void)flags;
	return gem_scan(gs, NULL, NULL, out);
}

/* --- Cursors -------------------------------------------------------- */

/* Open f's file (its directory chain again, without links): ST_DATA
 * printed for an unsafe one. */
static int
file_open(struct chatdoc_store *gs, const struct chatdoc_file *f, int *fd,
    struct stat *sb)
{
	struct buf dir = BUF_INIT;
	const char *p = f->path + strlen(gs->base.path);
	int dfd, next, rc;

	if (f->problem != NULL)
		return fail(ST_DATA, "%s", f->problem);
	if ((dfd = open(gs->base.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return fail_errno(ST_IO, "cannot open '%s'", gs->base.path);
	buf_adds(&dir, gs->base.path);
	rc = ST_OK;
	/* Each directory between the store and the file, never a link. */
	while (*p == '/')
		p++;
	for (const char *s; rc == ST_OK && (s = strchr(p, '/')) != NULL; p = s + 1) {
		buf_addc(&dir, '/');
		buf_add(&dir, p, (size_t)(s - p));
		if ((rc = fs_opendir_in(dfd, dir.p, &next)) == ST_OK) {
			close(dfd);
			dfd = next;
		}
	}
	if (rc == ST_OK)
		rc = fs_open_in(dfd, f->path, O_RDONLY, fd, sb);
	if (rc == ST_NOT_FOUND)
		rc = fail(ST_NOT_FOUND, "'%s' is gone", f->path);
	close(dfd);
	buf_release(&dir);
	return rc;
}

struct gem_cursor {
	struct item_cursor	 base;		/* first: what item.c sees */
	int			 fd;
	char			*path;
	struct index		 ix;
	size_t			 next;
	struct buf		 raw, scratch;
	int			 tolerant, defer;
};

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct gem_cursor *c = (struct gem_cursor *)base;
	struct item it;
	const struct ent *e;
	struct pos pos;
	ssize_t n;
	size_t got = 0;
	int rc;

	if (c->next >= c->ix.e.nr)
		return ST_END;
	e = &c->ix.e.v[c->next];
	buf_reset(&c->raw);
	buf_grow(&c->raw, e->len);
	while (got < e->len) {
		n = pread(c->fd, c->raw.p + got, e->len - got, e->off + (off_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return n < 0 ? fail_errno(ST_IO, "cannot read '%s'", c->path) :
			    fail(ST_IO, "cannot read '%s': the file shrank", c->path);
		got += (size_t)n;
	}
	c->raw.len = e->len;
	c->raw.p[e->len] = '\0';
	memset(&it, 0, sizeof(it));
	it.seq = c->next++;
	it.line = e->line;
	if (e->flaw == ITEM_TORN) {
		it.json = c->raw.p;
		it.len = e->len;
		it.flaw = ITEM_TORN;
		it.why = "torn last line: no newline and not a whole JSON object";
		it.why_off = e->len;
	} else if (c->tolerant && c->defer) {
		it.json = c->raw.p;
		it.len = e->len;
		it.flaw = ITEM_UNCHECKED;
	} else if (c->tolerant) {
		item_settle(&it, c->raw.p, e->len, &c->scratch);
	} else {
		memset(&pos, 0, sizeof(pos));
		pos.file = c->path;
		pos.line = e->line;
		pos.col = e->col;
		if ((rc = item_canon(c->raw.p, e->len, &c->scratch, &it.json,
		    &it.len, &pos)) != ST_OK)
			return rc;
	}
	*out = it;
	return ST_OK;
}

static void
cursor_free(struct item_cursor *base)
{
	struct gem_cursor *c = (struct gem_cursor *)base;

	close(c->fd);
	free(c->path);
	index_release(&c->ix);
	buf_release(&c->raw);
	buf_release(&c->scratch);
	free(c);
}

/* A cursor over the session in f; quiet: list's counting. */
static int
cursor_open(struct chatdoc_store *gs, const struct chatdoc_file *f, int tolerant,
    int quiet, struct gem_cursor **out, struct stat *sb)
{
	struct gem_cursor *c;
	int fd, rc;

	if ((rc = file_open(gs, f, &fd, sb)) != ST_OK)
		return rc;
	c = xcalloc(1, sizeof(*c));
	c->base.next = cursor_next;
	c->base.free = cursor_free;
	c->fd = fd;
	c->path = xstrdup(f->path);
	c->tolerant = tolerant;
	if ((rc = index_build(gs->layout, fd, f->path, sb->st_size,
	    log_is(fd, f->log), tolerant, quiet, &c->ix)) != ST_OK) {
		cursor_free(&c->base);
		return rc;
	}
	*out = c;
	return ST_OK;
}

/* --- Methods -------------------------------------------------------- */

static int64_t
mtime_ms(const struct stat *sb)
{
	return (int64_t)sb->st_mtim.tv_sec * 1000 + sb->st_mtim.tv_nsec / 1000000;
}

/* session_info of f (id copied): created_at, updated_at where the layout
 * names its member, and with INFO_COUNTS its items and bytes (a quiet,
 * tolerant read: torn last lines not counted). */
static int
info_of(struct chatdoc_store *gs, const struct chatdoc_file *f, enum info_want want,
    struct session_info *out)
{
	struct gem_cursor *c = NULL;
	struct buf sid = BUF_INIT;
	struct stat sb;
	struct item it;
	int64_t start = -1, updated = -1;
	int fd, rc;

	if ((rc = file_open(gs, f, &fd, &sb)) != ST_OK)
		return rc;
	rc = file_head(gs->layout, fd, f->path, sb.st_size, f->log, &sid, &start,
	    &updated);
	close(fd);
	buf_release(&sid);
	if (rc != ST_OK)
		return rc;
	out->items = out->bytes = INFO_UNKNOWN;
	out->stored = (uint64_t)sb.st_size;
	out->mtime_ns = fs_mtime_ns(&sb);
	out->ino = (uint64_t)sb.st_ino;
	out->created_at = start >= 0 ? start : mtime_ms(&sb);
	out->updated_at = updated >= 0 ? updated : 0;
	if (want == INFO_COUNTS) {
		if ((rc = cursor_open(gs, f, 1, 1, &c, &sb)) != ST_OK)
			return rc;
		out->items = out->bytes = 0;
		while ((rc = cursor_next(&c->base, &it)) == ST_OK) {
			if (it.flaw == ITEM_TORN)
				continue;
			out->items++;
			out->bytes += it.len;
		}
		cursor_free(&c->base);
		if (rc != ST_END)
			return rc;
	}
	out->id = xstrdup(f->id);
	return ST_OK;
}

int
chatdoc_close(struct store *st, int ok)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)st;

	(void)ok;
	free(gs->where_id);
	free(gs->where_path);
	pthread_mutex_destroy(&gs->where_lock);
	free(gs->base.path);
	free(gs);
	return ST_OK;
}

int
chatdoc_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	const struct chatdoc_layout *lay = ops->data;
	struct chatdoc_store *gs;
	struct stat sb;
	int fd;

	(void)cfg;
	if (mode != STORE_READ)
		return fail(ST_USAGE, "%s", lay->read_only);
	if (stat(path, &sb) != 0)
		return errno == ENOENT ? fail(ST_NOT_FOUND, "no such store '%s'", path) :
		    fail_errno(ST_IO, "cannot access '%s'", path);
	if (!S_ISDIR(sb.st_mode))
		return fail(ST_DATA, "'%s' is not %s", path, lay->what);
	if ((fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return fail_errno(ST_IO, "cannot open '%s'", path);
	gs = xcalloc(1, sizeof(*gs));
	gs->base.ops = ops;
	gs->base.format = lay->format;
	gs->base.path = xstrdup(path);
	for (size_t n = strlen(gs->base.path); n > 1 && gs->base.path[n - 1] == '/'; n--)
		gs->base.path[n - 1] = '\0';
	gs->layout = lay;
	gs->level = lay->shape(fd);
	pthread_mutex_init(&gs->where_lock, NULL);
	close(fd);
	*out = &gs->base;
	return ST_OK;
}

int
chatdoc_list(struct store *st, enum info_want want, unsigned flags,
    struct session_list *out)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)st;
	struct session_list l = SESSION_LIST_INIT;
	struct session_info info;
	struct chatdoc_files files = CHATDOC_FILES_INIT;
	int rc;

	rc = gs->layout->scan(gs, flags, &files);
	for (size_t i = 0; rc == ST_OK && i < files.nr; i++) {
		struct chatdoc_file *f = &files.v[i];

		if (f->problem != NULL) {
			session_list_push_unsafe(&l, xstrdup(f->id), xstrdup(f->path),
			    f->problem);
			f->problem = NULL;
			continue;
		}
		memset(&info, 0, sizeof(info));
		if ((rc = info_of(gs, f, want, &info)) == ST_NOT_FOUND)
			rc = ST_OK;		/* removed meanwhile */
		else if (rc == ST_OK)
			session_list_push(&l, &info);
	}
	for (size_t i = 0; i < l.nr && rc == ST_OK; i++)
		session_list_push(out, &l.v[i]);
	if (rc == ST_OK)
		free(l.v);
	else
		session_list_release(&l);
	chatdoc_files_release(&files);
	return rc;
}

int
chatdoc_stat(struct store *st, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)st;
	struct chatdoc_files files = CHATDOC_FILES_INIT;
	const struct chatdoc_file *f;
	int rc;

	(void)flags;
	if ((rc = gs->layout->find(gs, session, &files, &f)) == ST_OK)
		rc = info_of(gs, f, want, out);
	chatdoc_files_release(&files);
	return rc;
}

int
chatdoc_load(struct store *st, const char *session, unsigned flags,
    struct item_cursor **out)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)st;
	struct chatdoc_files files = CHATDOC_FILES_INIT;
	const struct chatdoc_file *f;
	struct gem_cursor *c;
	struct stat sb;
	int rc;

	if ((rc = gs->layout->find(gs, session, &files, &f)) == ST_OK &&
	    (rc = cursor_open(gs, f, (flags & STORE_LOAD_TOLERANT) != 0, 0, &c,
	    &sb)) == ST_OK) {
		c->defer = c->tolerant && (flags & STORE_LOAD_DEFER);
		*out = &c->base;
	}
	chatdoc_files_release(&files);
	return rc;
}

int
chatdoc_read_only(struct store *st)
{
	return fail(ST_USAGE, "%s",
	    ((const struct chatdoc_layout *)st->ops->data)->read_only);
}

int
chatdoc_unlock(struct store *st, int commit)
{
	(void)st;
	(void)commit;
	return ST_OK;
}

int
chatdoc_append(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *n)
{
	(void)flags;
	(void)session;
	(void)created_at;
	(void)in;
	*n = 0;
	return chatdoc_read_only(st);
}

int
chatdoc_remove(struct store *st, const char *session)
{
	(void)session;
	return chatdoc_read_only(st);
}

int
chatdoc_rename(struct store *st, const char *from, const char *to)
{
	(void)from;
	(void)to;
	return chatdoc_read_only(st);
}

/* The file of session as find() finds it again, not as a load() found it:
 * its load may have been another handle's (par.h), or be running on a
 * reader thread (pipe.h).  The last answer is kept for the next call. */
void
chatdoc_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)st;
	struct chatdoc_files files = CHATDOC_FILES_INIT;
	const struct chatdoc_file *f;

	buf_reset(scratch);
	pthread_mutex_lock(&gs->where_lock);
	if (gs->where_id == NULL || strcmp(gs->where_id, session) != 0) {
		free(gs->where_id);
		free(gs->where_path);
		gs->where_id = gs->where_path = NULL;
		if (gs->layout->find(gs, session, &files, &f) == ST_OK) {
			gs->where_id = xstrdup(session);
			gs->where_path = xstrdup(f->path);
		}
		chatdoc_files_release(&files);
	}
	buf_adds(scratch, gs->where_path != NULL ? gs->where_path : st->path);
	pthread_mutex_unlock(&gs->where_lock);
	out->file = scratch->p;
	out->line = it->line;
	out->row = 0;
}

/* --- Gemini CLI's kind ---------------------------------------------- */

static int
is_session_name(int dfd, const char *name)
{
	(void)dfd;
	return main_name(name) != 0;
}

/* name in dfd is a project: its chats/ holds a session file. */
static int
is_project(int dfd, const char *name)
{
	int fd, found;

	if ((fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC)) < 0)
		return 0;
	found = chatdoc_dir_any(fd, "chats", is_session_name, 0);
	close(fd);
	return found;
}

/*
 * A bare path: a directory holding tmp/<id>/chats/session-*.json[l], or
 * <id>/chats/session-* (a tmp directory), or chats/session-* (a project).
 * Only entries that may be directories are asked whether they are a
 * project (a store of thousands of files is not opened file by file).
 */
static int
gem_probe(const struct store_ops *ops, const char *path, const struct stat *st)
{
	int fd, found;

	(void)ops;
	if (st == NULL || !S_ISDIR(st->st_mode))
		return 0;
	if ((fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return 0;
	found = chatdoc_dir_any(fd, "tmp", is_project, 1) ||
	    chatdoc_dir_any(fd, "chats", is_session_name, 0);
	close(fd);
	return found || chatdoc_dir_any(AT_FDCWD, path, is_project, 1);
}

/* The layout's shape(): a home with tmp/, a project with chats/, else a
 * tmp directory. */
static int
gem_shape(int fd)
{
	struct stat sb;

	if (fstatat(fd, "tmp", &sb, AT_SYMLINK_NOFOLLOW) == 0)
		return LEVEL_HOME;
	if (fstatat(fd, "chats", &sb, AT_SYMLINK_NOFOLLOW) == 0)
		return LEVEL_PROJECT;
	return LEVEL_TMP;
}

/* A session's parent (a subagent's: its id less the last '/') or its
 * project (the first part of the id at a home or tmp root; the project
 * directory's name when the store is one). */
static int
gem_group(struct store *base, const char *id, enum store_group g,
    struct buf *out)
{
	struct chatdoc_store *gs = (struct chatdoc_store *)base;
	size_t parts = 1, n;
	const char *slash, *name;

	for (const char *p = id; *p != '\0'; p++)
		parts += *p == '/';
	if (g == STORE_GROUP_PARENT) {
		if (parts != (gs->level == LEVEL_PROJECT ? 2u : 3u))
			return 0;
		buf_add(out, id, (size_t)(strrchr(id, '/') - id));
		return 1;
	}
	if (gs->level != LEVEL_PROJECT) {
		if ((slash = strchr(id, '/')) == NULL)
			return 0;
		buf_add(out, id, (size_t)(slash - id));
		return 1;
	}
	/* the project directory's name: the path's last part */
	n = strlen(base->path);
	while (n > 1 && base->path[n - 1] == '/')
		n--;
	for (name = base->path + n; name > base->path && name[-1] != '/'; )
		name--;
	buf_add(out, name, (size_t)(base->path + n - name));
	return 1;
}

static const struct chatdoc_layout gemini_layout = {
	.kind = "gemini-cli",
	.what = "a gemini-cli store (a ~/.gemini directory, its tmp/, or a "
	    "project directory in it)",
	.read_only = "gemini-cli stores are read-only; convert them to another store",
	.sid = "sessionId",
	.start = "startTime",
	.updated = "lastUpdated",	/* a document's; a log's first record
					   has its start there */
	.logs = 1,
	.shape = gem_shape,
	.scan = gem_scan_all,
	.find = gem_find,
};

const struct store_ops store_gemini_ops = {
	.name = "gemini-cli",
	.operand = "DIR",
	.data = &gemini_layout,
	.probe = gem_probe,
	.open = chatdoc_open,
	CHATDOC_METHODS,
	.group = gem_group,
};
