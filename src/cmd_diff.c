/*
 * cmd_diff.c - transcript diff: two sessions, of one store or of two,
 * aligned item by item.
 *
 * Items are compared by their canonical bytes, through their XXH64
 * digests (xxhash.h): align.h finds a longest common subsequence of the
 * two lists of digests, and what is outside it is the difference, in
 * hunks.  In a hunk, an item of a and one of b of the same shape (the
 * role or type item_summary() gives, and the role the session's format
 * gives it, conv.h), paired again by align.h over their shapes, are one
 * changed item, shown as the members that differ (a JSON Pointer each,
 * into objects and arrays up to MEMBER_DEPTH deep); the others are
 * removed (-) or added (+).  Each side's totals (items, tokens counted
 * once per response as usage.h counts them, tool calls, failed results)
 * are read through its format (vote.h, conv.h).
 *
 * Two passes: the first reads each side once for its digests, shapes,
 * seqs and totals; the second reads both again side by side, each with a
 * cursor of its own (on a handle of its own where the store allows:
 * store_open_reader(), for two sessions of one store), and keeps only the
 * items it prints, checked against their first digests (a session that
 * changed meanwhile is ST_BUSY).  Memory: 24 bytes an item, some 80 more while align.h works on the items
 * that are not a common prefix or suffix, and the items of one changed
 * pair; never a session.  Output is written as it is made, a hunk at a
 * time.  The repair test hook (fsutil.h) runs between the two passes.
 *
 * Status: 0 identical, 1 different, else the failure's.
 */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "align.h"
#include "cmd.h"
#include "conv.h"
#include "diag.h"
#include "display.h"
#include "fsutil.h"
#include "json.h"
#include "term.h"
#include "usage.h"
#include "vote.h"
#include "xalloc.h"
#include "xxhash.h"

#define MEMBER_DEPTH	8	/* levels of objects and arrays gone into */
#define MEMBER_LINES	20	/* member lines a changed item shows (text) */
#define VALUE_COLS	60	/* columns of a member's value (text) */
#define LINE_COLS	120	/* an item's line where no terminal says */
#define FLUSH_AT	65536

/* One session being compared. */
struct side {
	const char		*spec, *id;	/* the operands */
	struct store		*st;
	uint64_t		*dig, *shape, *seq;	/* per item */
	size_t			 n, alloc;
	uint64_t		 tokens, calls, failed;
	struct usage_session	 us;
	const struct format	*fmt;		/* voted in the first pass */
	/* the second pass */
	struct conv		 view;		/* the printed items read by
						   fmt, for their lines */
	int			 viewing;
	struct item_cursor	*cur;
	size_t			 at;		/* items read by cur */
	struct item		 it;		/* the last one */
};

struct diff {
	struct side	 s[2];
	int		 json, color, quiet;
	size_t		 width;
	struct buf	 out, label, text, path, key, scratch;
	size_t		 members;	/* member lines of the changed item */
	int		 first_member;
};

/* --- The first pass --------------------------------------------------- */

static void
count_block(struct side *s, const struct conv_block *b, uint64_t seq)
{
	switch (b->kind) {
	case CONV_CALL:
		s->calls++;
		break;
	case CONV_RESULT:
		if (b->ev.kind == EV_RESULT && b->ev.is_error == 1)
			s->failed++;
		break;
	case CONV_USAGE:
		/* a count that is no count is not counted, as by stats */
		(void)usage_session_add(&s->us, &b->ev, b->ev.model,
		    USAGE_NO_TIME, seq);
		break;
	default:
		break;
	}
}

/* A usage row the store keeps beside the items (store_usage()). */
static int
usage_row(void *arg, const struct ev_usage *u, int64_t ms)
{
	struct side *s = arg;
	struct event ev = { .kind = EV_USAGE };
	struct json_span none = { NULL, 0 };

	(void)ms;
	ev.usage = *u;
	(void)usage_session_add(&s->us, &ev, none, USAGE_NO_TIME, 0);
	return ST_OK;
}

/* The shape of the item c holds: its role by the format, and its label
 * (role or type) by item_summary(). */
static uint64_t
shape_of(struct diff *d, const struct conv *c, const struct item *it)
{
	buf_reset(&d->label);
	buf_reset(&d->text);
	(void)item_summary(it, &d->label, &d->text);
	return xxh64(d->label.p, d->label.len,
	    (uint64_t)conv_item_role(&c->item));
}

static int
side_read(struct diff *d, struct side *s)
{
	struct vote_reader vr;
	struct item_cursor *cur = NULL;
	const struct format *fmt = NULL;
	struct format_item fi;
	struct conv c;
	struct item it;
	int status;

	if ((status = store_load(s->st, s->id, 0, &cur)) != ST_OK)
		return status;
	memset(&vr, 0, sizeof(vr));
	if ((status = vote_reader_open(&vr, cur, &fmt)) != ST_OK) {
		vote_reader_release(&vr);
		item_cursor_free(cur);
		return status;
	}
	conv_init(&c, fmt, 1);
	conv_aside(&c);
	while ((status = vote_reader_next(&vr, &it, &fi)) == ST_OK) {
		if (it.flaw != ITEM_OK) {	/* not from a strict cursor */
			status = fail(ST_DATA, "%s: %s: an item that is not "
			    "a JSON object", s->spec, s->id);
			break;
		}
		if ((status = conv_feed(&c, &it, &fi, NULL)) != ST_OK)
			break;
		if (s->n == s->alloc) {
			xgrow(&s->dig, &s->alloc, s->n + 1, sizeof(*s->dig));
			s->shape = xrealloc(s->shape, s->alloc *
			    sizeof(*s->shape));
			s->seq = xrealloc(s->seq, s->alloc * sizeof(*s->seq));
		}
		s->dig[s->n] = xxh64(it.json, it.len, 0);
		s->shape[s->n] = shape_of(d, &c, &it);
		s->seq[s->n] = it.seq;
		s->n++;
		for (size_t i = 0; i < c.item.nr; i++)
			count_block(s, &c.item.v[i], it.seq);
	}
	conv_release(&c);
	vote_reader_release(&vr);
	item_cursor_free(cur);
	s->fmt = fmt;
	if (status != ST_END)
		return status;
	status = store_usage(s->st, s->id, usage_row, s);
	if (status != ST_OK && status != ST_NOT_FOUND && status != ST_DATA)
		return status;
	for (size_t i = 0; i < s->us.nr; i++)
		s->tokens += usage_total(&s->us.v[i]);
	return ST_OK;
}

/* --- The second pass: items read again -------------------------------- */

/* Item i of s (i at or after the last one read), checked against its
 * digest of the first pass; ST_BUSY if the session changed meanwhile. */
static int
side_item(struct side *s, size_t i, const struct item **out)
{
	int status;

	if (s->cur == NULL) {
		if ((status = store_load(s->st, s->id, 0, &s->cur)) != ST_OK)
			return status;
		s->at = 0;
	}
	while (s->at <= i) {
		status = item_cursor_next(s->cur, &s->it);
		if (status == ST_END)
			break;
		if (status != ST_OK)
			return status;
		s->at++;
	}
	if (s->at != i + 1 || xxh64(s->it.json, s->it.len, 0) != s->dig[i])
		return fail(ST_BUSY, "%s: %s changed while it was compared",
		    s->spec, s->id);
	*out = &s->it;
	return ST_OK;
}

/* The seq of item i of s, or past its last item. */
static uint64_t
seq_at(const struct side *s, size_t i)
{
	if (i < s->n)
		return s->seq[i];
	return s->n > 0 ? s->seq[s->n - 1] + 1 : 0;
}

/* --- Output ----------------------------------------------------------- */

static int
flush_out(struct diff *d, int force)
{
	int status = ST_OK;

	if (d->out.len > 0 && (force || d->out.len >= FLUSH_AT))
		status = cmd_write(d->out.p, d->out.len);
	if (force || d->out.len >= FLUSH_AT)
		buf_reset(&d->out);
	return status;
}

static void
color_on(struct diff *d, enum term_style st)
{
	if (d->color)
		buf_adds(&d->out, term_esc(st));
}

static void
color_off(struct diff *d)
{
	if (d->color)
		buf_adds(&d->out, term_esc(TERM_RESET));
}

/* JSON's "key": the side's operands and totals. */
static void
json_side(struct diff *d, const char *key, const struct side *s)
{
	buf_addf(&d->out, "\"%s\":{\"store\":", key);
	json_str_encode(&d->out, s->spec, strlen(s->spec));
	buf_adds(&d->out, ",\"session\":");
	json_str_encode(&d->out, s->id, strlen(s->id));
	buf_addf(&d->out, ",\"items\":%zu,\"tokens\":%" PRIu64
	    ",\"tool_calls\":%" PRIu64 ",\"failed_results\":%" PRIu64 "}",
	    s->n, s->tokens, s->calls, s->failed);
}

static void
text_side(struct diff *d, const char *name, const struct side *s)
{
	buf_addf(&d->out, "%s: ", name);
	display_add(&d->out, s->spec, strlen(s->spec), DISPLAY_ID);
	buf_addc(&d->out, ' ');
	display_add(&d->out, s->id, strlen(s->id), DISPLAY_ID);
	buf_addf(&d->out, ", %zu item%s\n", s->n, s->n == 1 ? "" : "s");
}

static void
text_totals(struct diff *d)
{
	const struct side *a = &d->s[0], *b = &d->s[1];

	buf_addf(&d->out, "%-16s%12s%12s\n", "totals", "a", "b");
	buf_addf(&d->out, "%-16s%12zu%12zu\n", "items", a->n, b->n);
	buf_addf(&d->out, "%-16s%12" PRIu64 "%12" PRIu64 "\n", "tokens",
	    a->tokens, b->tokens);
	buf_addf(&d->out, "%-16s%12" PRIu64 "%12" PRIu64 "\n", "tool calls",
	    a->calls, b->calls);
	buf_addf(&d->out, "%-16s%12" PRIu64 "%12" PRIu64 "\n",
	    "failed results", a->failed, b->failed);
}

/* A value for a person: its JSON, safe and cut to cols. */
static void
text_value(struct diff *d, struct json_span v, size_t cols)
{
	buf_reset(&d->scratch);
	display_add(&d->scratch, v.p, v.n, 0);
	display_flatten(&d->scratch, 0);
	display_cut(&d->out, d->scratch.p, d->scratch.len, cols);
}

/* One member that differs: op '-' (only a's: v), '+' (only b's: w) or
 * '~' (v in a, w in b), at d->path. */
static void
member(struct diff *d, char op, struct json_span v, struct json_span w)
{
	if (d->json) {
		buf_adds(&d->out, d->first_member ? "" : ",");
		d->first_member = 0;
		buf_addf(&d->out, "{\"op\":\"%s\",\"path\":", op == '-' ?
		    "removed" : op == '+' ? "added" : "changed");
		json_str_encode(&d->out, d->path.p, d->path.len);
		if (op != '+') {
			buf_adds(&d->out, ",\"a\":");
			buf_add(&d->out, v.p, v.n);
		}
		if (op != '-') {
			buf_adds(&d->out, ",\"b\":");
			buf_add(&d->out, w.p, w.n);
		}
		buf_addc(&d->out, '}');
		return;
	}
	if (d->members++ >= MEMBER_LINES)
		return;
	color_on(d, op == '-' ? TERM_REMOVED : op == '+' ? TERM_ADDED :
	    TERM_BOLD);
	buf_addf(&d->out, "    %c ", op);
	display_add(&d->out, d->path.p, d->path.len, 0);
	buf_adds(&d->out, ": ");
	text_value(d, op == '+' ? w : v, VALUE_COLS);
	if (op == '~') {
		buf_adds(&d->out, " -> ");
		text_value(d, w, VALUE_COLS);
	}
	color_off(d);
	buf_addc(&d->out, '\n');
}

/* Append to d->path "/" and the quoted key decoded, as RFC 6901 writes
 * it ('~' as "~0", '/' as "~1"). */
static void
path_key(struct diff *d, struct json_span key)
{
	buf_addc(&d->path, '/');
	buf_reset(&d->key);
	(void)json_str_decode(key, &d->key);
	for (size_t i = 0; i < d->key.len; i++) {
		if (d->key.p[i] == '~')
			buf_adds(&d->path, "~0");
		else if (d->key.p[i] == '/')
			buf_adds(&d->path, "~1");
		else
			buf_addc(&d->path, d->key.p[i]);
	}
}

static void	member_diff(struct diff *, struct json_span, struct json_span,
		    int depth);

/* An object's members, and a table of their keys: each key spelled byte
 * for byte, to the last member of that spelling (as json_get() takes
 * it). */
struct members {
	struct json_span	*k, *v;
	uint64_t		*h;		/* the keys' digests */
	size_t			 n, alloc;
	size_t			*slot;		/* index + 1; 0: empty */
	size_t			 mask;
};

/* The slot of key k (digest h) in m: its own, or the empty one it would
 * take. */
static size_t
members_slot(const struct members *m, struct json_span k, uint64_t h)
{
	size_t i = (size_t)h & m->mask;

	while (m->slot[i] != 0) {
		size_t j = m->slot[i] - 1;

		if (m->h[j] == h && m->k[j].n == k.n &&
		    memcmp(m->k[j].p, k.p, k.n) == 0)
			break;
		i = (i + 1) & m->mask;
	}
	return i;
}

static void
members_read(struct members *m, struct json_span obj)
{
	struct json_iter it;
	struct json_span k, v;
	size_t size = 8;

	memset(m, 0, sizeof(*m));
	(void)json_iter_init(&it, obj.p, obj.n);
	while (json_iter_next(&it, &k, &v)) {
		if (m->n == m->alloc) {
			xgrow(&m->k, &m->alloc, m->n + 1, sizeof(*m->k));
			m->v = xrealloc(m->v, m->alloc * sizeof(*m->v));
			m->h = xrealloc(m->h, m->alloc * sizeof(*m->h));
		}
		m->k[m->n] = k;
		m->v[m->n] = v;
		m->h[m->n++] = xxh64(k.p, k.n, 0);
	}
	while (size < 2 * m->n)
		size *= 2;
	m->slot = xcalloc(size, sizeof(*m->slot));
	m->mask = size - 1;
	for (size_t i = 0; i < m->n; i++)
		m->slot[members_slot(m, m->k[i], m->h[i])] = i + 1;
}

/* The index of the member that counts for key k (digest h), or -1. */
static ptrdiff_t
members_find(const struct members *m, struct json_span k, uint64_t h)
{
	size_t i = members_slot(m, k, h);

	return m->slot[i] == 0 ? -1 : (ptrdiff_t)m->slot[i] - 1;
}

static void
members_release(struct members *m)
{
	free(m->k);
	free(m->v);
	free(m->h);
	free(m->slot);
}

static void
object_diff(struct diff *d, struct json_span a, struct json_span b,
    int depth)
{
	struct members ma, mb;
	size_t len = d->path.len;
	ptrdiff_t j;

	members_read(&ma, a);
	members_read(&mb, b);
	for (size_t i = 0; i < ma.n; i++) {
		if (members_find(&ma, ma.k[i], ma.h[i]) != (ptrdiff_t)i)
			continue;	/* a later one of its name counts */
		path_key(d, ma.k[i]);
		if ((j = members_find(&mb, ma.k[i], ma.h[i])) < 0)
			member(d, '-', ma.v[i], ma.v[i]);
		else
			member_diff(d, ma.v[i], mb.v[j], depth + 1);
		buf_setlen(&d->path, len);
	}
	for (size_t i = 0; i < mb.n; i++) {
		if (members_find(&mb, mb.k[i], mb.h[i]) != (ptrdiff_t)i ||
		    members_find(&ma, mb.k[i], mb.h[i]) >= 0)
			continue;
		path_key(d, mb.k[i]);
		member(d, '+', mb.v[i], mb.v[i]);
		buf_setlen(&d->path, len);
	}
	members_release(&ma);
	members_release(&mb);
}

/* The elements of array a: spans in *v, digests in *h. */
static size_t
elements(struct json_span a, struct json_span **v, uint64_t **h)
{
	struct json_iter it;
	struct json_span k, e;
	size_t n = 0, alloc = 0;

	*v = NULL;
	*h = NULL;
	(void)json_iter_init(&it, a.p, a.n);
	while (json_iter_next(&it, &k, &e)) {
		if (n == alloc) {
			xgrow(v, &alloc, n + 1, sizeof(**v));
			*h = xrealloc(*h, alloc * sizeof(**h));
		}
		(*v)[n] = e;
		(*h)[n++] = xxh64(e.p, e.n, 0);
	}
	return n;
}

/* Arrays: aligned by their elements' digests; in each hunk the elements
 * paired in order are changed, the rest removed (a's index) or added
 * (b's). */
static void
array_diff(struct diff *d, struct json_span a, struct json_span b,
    int depth)
{
	struct json_span *va, *vb;
	uint64_t *ha, *hb;
	unsigned char *ca, *cb;
	size_t na = elements(a, &va, &ha), nb = elements(b, &vb, &hb);
	size_t i = 0, j = 0, len = d->path.len;
	struct align_hunk h;

	ca = xmalloc(na + 1);
	cb = xmalloc(nb + 1);
	align_diff(ha, na, hb, nb, ca, cb);
	while (align_next(ca, na, cb, nb, &i, &j, &h)) {
		for (size_t k = 0; k < h.na || k < h.nb; k++) {
			buf_addf(&d->path, "/%zu", k < h.na ? h.a + k :
			    h.b + k);
			if (k < h.na && k < h.nb)
				member_diff(d, va[h.a + k], vb[h.b + k],
				    depth + 1);
			else if (k < h.na)
				member(d, '-', va[h.a + k], va[h.a + k]);
			else
				member(d, '+', vb[h.b + k], vb[h.b + k]);
			buf_setlen(&d->path, len);
		}
	}
	free(ca);
	free(cb);
	free(va);
	free(vb);
	free(ha);
	free(hb);
}

static void
member_diff(struct diff *d, struct json_span a, struct json_span b,
    int depth)
{
	if (a.n == b.n && memcmp(a.p, b.p, a.n) == 0)
		return;
	if (depth < MEMBER_DEPTH && a.p[0] == '{' && b.p[0] == '{')
		object_diff(d, a, b, depth);
	else if (depth < MEMBER_DEPTH && a.p[0] == '[' && b.p[0] == '[')
		array_diff(d, a, b, depth);
	else
		member(d, '~', a, b);
}

/* The label and text of item it of side s, as its format reads it (its
 * role; its texts, calls and results), else as item_summary() does. */
static void
summary(struct diff *d, struct side *s, const struct item *it)
{
	const struct conv_item *ci;
	enum ev_role role;

	buf_reset(&d->label);
	buf_reset(&d->text);
	if (s->fmt != NULL && !s->viewing) {
		conv_init(&s->view, s->fmt, 1);
		s->viewing = 1;
	}
	if (s->fmt == NULL || conv_feed(&s->view, it, NULL, NULL) != ST_OK) {
		(void)item_summary(it, &d->label, &d->text);
		return;
	}
	ci = &s->view.item;
	for (size_t i = 0; i < ci->nr; i++) {
		const struct event *ev = &ci->v[i].ev;
		size_t at = d->text.len;

		if (at > 0)
			buf_adds(&d->text, " | ");
		switch (ci->v[i].kind) {
		case CONV_TEXT:
		case CONV_THINKING:
			format_text(ev->text, &d->text);
			break;
		case CONV_CALL:
			if (ev->name.n > 0)
				format_text(ev->name, &d->text);
			buf_addc(&d->text, '(');
			buf_add(&d->text, ev->args.p, ev->args.n);
			buf_addc(&d->text, ')');
			break;
		case CONV_RESULT:
			if (ev->is_error == 1)
				buf_adds(&d->text, "(error) ");
			format_text(ev->text, &d->text);
			break;
		default:
			break;
		}
		if (d->text.len == at + (at > 0 ? 3 : 0))
			buf_setlen(&d->text, at);
	}
	role = conv_item_role(ci);
	if (role != ROLE_NONE)
		buf_adds(&d->label, format_role_name(role));
	if (d->text.len == 0 || d->label.len == 0) {
		struct buf label = BUF_INIT, text = BUF_INIT;

		(void)item_summary(it, &label, &text);
		if (d->label.len == 0)
			buf_add(&d->label, label.p, label.len);
		if (d->text.len == 0)
			buf_add(&d->text, text.p, text.len);
		buf_release(&label);
		buf_release(&text);
	}
}

/* An item's line: op, where, its label and (cut) text. */
static void
item_line(struct diff *d, char op, size_t ia, size_t ib,
    const struct item *it)
{
	size_t start;

	summary(d, &d->s[op == '-' ? 0 : 1], it);
	color_on(d, op == '-' ? TERM_REMOVED : op == '+' ? TERM_ADDED :
	    TERM_BOLD);
	start = d->out.len;
	buf_addf(&d->out, "%c ", op);
	if (op != '+')
		buf_addf(&d->out, "a:%" PRIu64 " ", seq_at(&d->s[0], ia));
	if (op != '-')
		buf_addf(&d->out, "b:%" PRIu64 " ", seq_at(&d->s[1], ib));
	display_add(&d->out, d->label.p, d->label.len, 0);
	if (op != '~') {
		size_t used = d->out.len - start;

		buf_adds(&d->out, ": ");
		buf_reset(&d->scratch);
		display_add(&d->scratch, d->text.p, d->text.len, 0);
		display_flatten(&d->scratch, 0);
		display_cut(&d->out, d->scratch.p, d->scratch.len,
		    d->width > used + 2 ? d->width - used - 2 : 1);
	}
	color_off(d);
	buf_addc(&d->out, '\n');
}

/* Item ia of a changed into item ib of b. */
static int
changed(struct diff *d, size_t ia, size_t ib, int *first)
{
	const struct item *x, *y;
	struct json_span a, b;
	int status;

	if ((status = side_item(&d->s[0], ia, &x)) != ST_OK ||
	    (status = side_item(&d->s[1], ib, &y)) != ST_OK)
		return status;
	a.p = x->json;
	a.n = x->len;
	b.p = y->json;
	b.n = y->len;
	buf_reset(&d->path);
	d->members = 0;
	d->first_member = 1;
	if (d->json) {
		buf_addf(&d->out, "%s{\"op\":\"changed\",\"a\":%" PRIu64
		    ",\"b\":%" PRIu64 ",\"members\":[", *first ? "" : ",",
		    seq_at(&d->s[0], ia), seq_at(&d->s[1], ib));
		member_diff(d, a, b, 0);
		buf_adds(&d->out, "]}");
	} else {
		item_line(d, '~', ia, ib, y);
		member_diff(d, a, b, 0);
		if (d->members > MEMBER_LINES)
			buf_addf(&d->out, "    ... %zu more\n",
			    d->members - MEMBER_LINES);
		else if (d->members == 0)
			buf_adds(&d->out, "    (the same members, in another "
			    "order or spelling)\n");
	}
	*first = 0;
	return flush_out(d, 0);
}

/* Item i of side k (0: removed from a, 1: added in b). */
static int
only(struct diff *d, int k, size_t i, int *first)
{
	const struct item *x;
	int status;

	if ((status = side_item(&d->s[k], i, &x)) != ST_OK)
		return status;
	if (d->json) {
		buf_addf(&d->out, "%s{\"op\":\"%s\",\"%c\":%" PRIu64
		    ",\"item\":", *first ? "" : ",", k == 0 ? "removed" :
		    "added", k == 0 ? 'a' : 'b', seq_at(&d->s[k], i));
		buf_add(&d->out, x->json, x->len);
		buf_addc(&d->out, '}');
	} else
		item_line(d, k == 0 ? '-' : '+', i, i, x);
	*first = 0;
	return flush_out(d, 0);
}

/* One hunk: its items paired again by shape. */
static int
hunk(struct diff *d, const struct align_hunk *h, int first_hunk)
{
	const struct side *a = &d->s[0], *b = &d->s[1];
	unsigned char *ca = xmalloc(h->na + 1), *cb = xmalloc(h->nb + 1);
	struct align_hunk g;
	size_t i = 0, j = 0;
	int status = ST_OK, first = 1;

	if (d->json)
		buf_addf(&d->out, "%s{\"a\":%" PRIu64 ",\"a_items\":%zu,"
		    "\"b\":%" PRIu64 ",\"b_items\":%zu,\"items\":[",
		    first_hunk ? "" : ",", seq_at(a, h->a), h->na,
		    seq_at(b, h->b), h->nb);
	else {
		color_on(d, TERM_SEP);
		buf_addf(&d->out, "@@ -%" PRIu64 ",%zu +%" PRIu64 ",%zu @@",
		    seq_at(a, h->a), h->na, seq_at(b, h->b), h->nb);
		color_off(d);
		buf_addc(&d->out, '\n');
	}
	align_diff(a->shape + h->a, h->na, b->shape + h->b, h->nb, ca, cb);
	/* in order: the pairs before each inner hunk (changed), then it */
	while (status == ST_OK) {
		size_t pi = i, pj = j;
		int more = align_next(ca, h->na, cb, h->nb, &i, &j, &g);
		size_t end = more ? g.a : h->na;

		for (size_t k = 0; status == ST_OK && pi + k < end; k++)
			status = changed(d, h->a + pi + k, h->b + pj + k,
			    &first);
		if (!more || status != ST_OK)
			break;
		for (size_t k = 0; status == ST_OK && k < g.na; k++)
			status = only(d, 0, h->a + g.a + k, &first);
		for (size_t k = 0; status == ST_OK && k < g.nb; k++)
			status = only(d, 1, h->b + g.b + k, &first);
	}
	if (d->json)
		buf_adds(&d->out, "]}");
	free(ca);
	free(cb);
	return status == ST_OK ? flush_out(d, 0) : status;
}

static int
report(struct diff *d)
{
	struct side *a = &d->s[0], *b = &d->s[1];
	unsigned char *ca, *cb;
	struct align_hunk h;
	size_t i = 0, j = 0;
	int status = ST_OK, same, nh = 0;

	same = a->n == b->n && (a->n == 0 ||
	    memcmp(a->dig, b->dig, a->n * sizeof(*a->dig)) == 0);
	ca = xmalloc(a->n + 1);
	cb = xmalloc(b->n + 1);
	align_diff(a->dig, a->n, b->dig, b->n, ca, cb);
	if (d->json) {
		buf_addc(&d->out, '{');
		json_side(d, "a", a);
		buf_addc(&d->out, ',');
		json_side(d, "b", b);
		buf_addf(&d->out, ",\"identical\":%s,\"first_divergence\":",
		    same ? "true" : "false");
	} else {
		text_side(d, "a", a);
		text_side(d, "b", b);
	}
	if (align_next(ca, a->n, cb, b->n, &i, &j, &h)) {
		if (d->json)
			buf_addf(&d->out, "{\"a\":%" PRIu64 ",\"b\":%" PRIu64
			    "},\"hunks\":[", seq_at(a, h.a), seq_at(b, h.b));
		else
			buf_addf(&d->out, "first divergence: a:%" PRIu64
			    "%s, b:%" PRIu64 "%s\n", seq_at(a, h.a),
			    h.a == a->n ? " (its end)" : "", seq_at(b, h.b),
			    h.b == b->n ? " (its end)" : "");
		do
			status = hunk(d, &h, nh++ == 0);
		while (status == ST_OK &&
		    align_next(ca, a->n, cb, b->n, &i, &j, &h));
	} else if (d->json)
		buf_adds(&d->out, "null,\"hunks\":[");
	else
		buf_adds(&d->out, "identical\n");
	free(ca);
	free(cb);
	if (status != ST_OK)
		return status;
	if (d->json)
		buf_adds(&d->out, "]}\n");
	else
		text_totals(d);
	if ((status = flush_out(d, 1)) != ST_OK)
		return status;
	return same ? ST_OK : ST_PROBLEMS;
}

/* -q: both sessions read side by side, item by item, to the first pair
 * that differs (as cmp(1)); nothing is kept. */
static int
same_items(struct diff *d)
{
	struct item x, y;
	int sa, sb;

	for (int k = 0; k < 2; k++)
		if ((sa = store_load(d->s[k].st, d->s[k].id, 0,
		    &d->s[k].cur)) != ST_OK)
			return sa;
	for (;;) {
		if ((sa = item_cursor_next(d->s[0].cur, &x)) != ST_OK &&
		    sa != ST_END)
			return sa;
		if ((sb = item_cursor_next(d->s[1].cur, &y)) != ST_OK &&
		    sb != ST_END)
			return sb;
		if (sa != sb || (sa == ST_OK && (x.len != y.len ||
		    memcmp(x.json, y.json, x.len) != 0)))
			return ST_PROBLEMS;
		if (sa == ST_END)
			return ST_OK;
	}
}

/* --- The command ------------------------------------------------------ */

static const struct cmd_opt diff_options[] = {
	{ "json", 'j', no_argument, NULL,
	    "one JSON object: the same, with whole items and values", 0 },
	{ "quiet", 'q', no_argument, NULL,
	    "print nothing: the exit status says", 'q' },
	{ "color", 'c', required_argument, "when",
	    "colour the output: auto (default), always or never", 0 },
	{ "colour", 'c', required_argument, "when", NULL, 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static void
side_release(struct side *s)
{
	item_cursor_free(s->cur);
	if (s->viewing)
		conv_release(&s->view);
	free(s->dig);
	free(s->shape);
	free(s->seq);
	usage_session_release(&s->us);
}

static int
run_diff(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	enum term_when when = TERM_AUTO;
	struct diff d;
	int ch, status = ST_OK, nops;

	memset(&d, 0, sizeof(d));
	while ((ch = cmd_getopt(&cmd_diff, argc, argv)) != -1) {
		switch (ch) {
		case 'c':
			if (term_when_parse(optarg, &when) == -1)
				return cmd_usage_msg(&cmd_diff, TERM_WHEN_USAGE,
				    optarg);
			break;
		case 'j':
			d.json = 1;
			break;
		case 'q':
			d.quiet = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_diff, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_diff);
		default:
			return cmd_bad_option(&cmd_diff, ch, argv);
		}
	}
	nops = argc - optind;
	if (nops != 3 && nops != 4)
		return cmd_usage(&cmd_diff);
	d.s[0].spec = argv[optind];
	d.s[0].id = argv[optind + 1];
	d.s[1].spec = nops == 4 ? argv[optind + 2] : argv[optind];
	d.s[1].id = argv[optind + nops - 1];
	d.color = !d.json && !d.quiet && term_color(when);
	d.width = term_width();
	if (d.width == 0)
		d.width = LINE_COLS;

	/* Two sessions of one store (by any name): its second handle is
	 * store_open_reader()'s, never a second open of its file (store.h). */
	for (int k = 0; k < 2 && status == ST_OK; k++)
		if ((status = k == 1 && store_names(d.s[0].st, d.s[1].spec) ?
		    store_open_reader(d.s[0].st, &cfg, &d.s[1].st) :
		    store_open(d.s[k].spec, STORE_READ, &cfg, 0,
		    &d.s[k].st)) == ST_OK && !d.quiet)
			status = side_read(&d, &d.s[k]);
	if (status == ST_OK && d.quiet)
		status = same_items(&d);
	else if (status == ST_OK) {
		fs_test_repair_hook();	/* tests only (fsutil.h) */
		status = report(&d);
	}
	for (int k = 1; k >= 0; k--) {	/* cursors before their stores */
		int rc;

		item_cursor_free(d.s[k].cur);
		d.s[k].cur = NULL;
		rc = store_close(d.s[k].st, status == ST_PROBLEMS ? ST_OK :
		    status);
		if (rc != ST_OK)
			status = rc;
		side_release(&d.s[k]);
	}
	buf_release(&d.out);
	buf_release(&d.label);
	buf_release(&d.text);
	buf_release(&d.path);
	buf_release(&d.key);
	buf_release(&d.scratch);
	return status;
}

const struct cmd cmd_diff = {
	.name = "diff",
	.run = run_diff,
	.usage = "[--json] [-q] [--color=when] [--busy-timeout=ms] "
	    "store session_a [store_b] session_b",
	.summary = "compare two sessions item by item",
	.opts = diff_options,
};
