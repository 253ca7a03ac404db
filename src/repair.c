/*
 * repair.c - planning a session's repair, and rewriting it; see repair.h.
 *
 * The planning pass maps each item to its events (the format's map()) and
 * follows the findings, which say what is wrong and where: a "want" is a
 * call that needs a result placed (made up, or a real one moved), a "mark"
 * a result to drop or a call or result to give a fresh id.  Where a want's
 * result goes follows the format's placement: right after the call's item
 * (a run of results, or anywhere later), into the call's own item
 * (Inngest, and Gemini CLI's toolCalls where the format takes them there:
 * FMT_ANSWER_IN_CALL), or at the start of the next message (Anthropic, Claude Code,
 * Gemini), which the format may extend with them or precede with a new
 * item.  The results themselves are made at the end of the pass, by the
 * format, when every moved result has been read.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fsutil.h"
#include "json.h"
#include "repair.h"
#include "xalloc.h"

#define VIEW_MAX	100	/* bytes of text in an action's view */

/* A call that needs its result placed. */
struct want {
	char			*key;		/* the call's decoded id */
	enum finding_code	 code;
	uint64_t		 seq;		/* the finding's (a call's, or a
						   moved result's) */
	int			 moved;		/* a real result moves here */
	int			 seen;		/* the call was met */
	int			 placed;	/* in a group */
	int			 dead;		/* not needed after all */
	int			 user_after;	/* a user message came after it */
	int			 whole;		/* block is a whole item */
	int			 have_block;
	const char		*ns;
	struct buf		 id, name, block;	/* JSON, copied */
	uint64_t		 call_seq;	/* the call's item */
	uint64_t		 msg;		/* the message holding the call */
	size_t			 met;		/* calls met before it, and it */
	size_t			 group;
};

/* Results that go to one place. */
struct group {
	uint64_t	 before;	/* new items before this seq */
	int		 before_next;	/* ... the next item's (not read yet) */
	struct buf	 near;		/* the item they follow */
	struct buf	 into;		/* the item they may go into, or empty */
	uint64_t	 into_seq;
	size_t		 relink;	/* the action re-pointing the next
					   item's parent, or SIZE_MAX */
	size_t		 splice;	/* the action putting them into
					   into, or SIZE_MAX */
};

/* A result to drop or to give a fresh id (duplicate-call marks the call). */
struct mark {
	enum finding_code	 code;
	uint64_t		 seq;
	char			*key;
	int			 done;
};

/* A reused call id given a fresh one: its result takes it too. */
struct renamed {
	char		*key, *fresh;
	size_t		 want;		/* the want made for it if no result comes */
	int		 answered;
	uint64_t	 seq;		/* the call's item */
	size_t		 nth;		/* the call is the nth with key in it */
	const char	*at;		/* its id's bytes (while the item is read) */
};

/* Two kept items of one role with only removed items between them: b is
 * to be joined to a (merge()). */
struct join {
	uint64_t	 a, b;
	size_t		 between;	/* the items removed between them */
	struct buf	 abytes, bbytes;
	size_t		 to;		/* the join whose a b joins too (a was
					   its b), or SIZE_MAX */
	int		 done;
};

/* One event of the current item, as the plan needs it. */
struct pev {
	enum ev_kind		 kind;
	enum ev_role		 role;
	const char		*ns;
	struct json_span	 id, name;
	char			*key;		/* decoded id, or NULL */
};

struct planner {
	const struct format	*fmt;
	const struct repair_opts *opts;
	struct repair_plan	*plan;
	uint64_t		 order;

	struct want		*wants;
	size_t			 nwants, wants_alloc;
	struct group		*groups;
	size_t			 ngroups, groups_alloc;
	struct mark		*marks;
	size_t			 nmarks, marks_alloc;
	struct renamed		*ren;
	size_t			 nren, ren_alloc;
	char			**seen;		/* call keys met, in order */
	size_t			 nseen, seen_alloc;
	char			**gone;		/* linked: removed items' self,
						   parent pairs (JSON values) */
	size_t			 ngone, gone_alloc;
	char			**kept;		/* linked: kept items' self, new
						   parent pairs, in order */
	size_t			 nkept, kept_alloc;
	struct join		*joins;
	size_t			 njoins, joins_alloc;

	/* the current item */
	struct item		 it;
	struct pev		*ev;
	size_t			 nev, ev_alloc;
	uint64_t		 msg;		/* messages begun */
	enum ev_role		 role;		/* of its first message */
	int			 removed;	/* the item goes */
	struct buf		 prev;		/* the last item kept */
	int			 have_prev;
	uint64_t		 prev_at;	/* ... its seq */
	enum ev_role		 prev_role;	/* ... its role */
	size_t			 dropped;	/* items removed since */
	struct buf		 prev_self;	/* linked: the last kept item's
						   self (a JSON value) */
	uint64_t		 prev_self_at;	/* ... and its seq */
	int			 have_prev_self;
	int			 prev_beside;	/* ... link() said 2: beside */
};

/* --- Actions -------------------------------------------------------- */

static struct repair_action *
action_add(struct planner *pl, enum repair_kind kind, uint64_t seq,
    enum finding_code code, const char *key)
{
	struct repair_plan *p = pl->plan;
	struct repair_action *a;

	xgrow(&p->v, &p->alloc, p->nr + 1, sizeof(*p->v));
	a = &p->v[p->nr++];
	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->seq = seq;
	a->order = pl->order++;
	a->code = code;
	a->call_id = key != NULL ? xstrdup(key) : NULL;
	return a;
}

/* a fixes the finding (code, key) too, unless it names it already. */
static void
action_also(struct repair_action *a, enum finding_code code, const char *key)
{
	struct repair_fix *x;

	if (key == NULL || (a->code == code && a->call_id != NULL &&
	    strcmp(a->call_id, key) == 0))
		return;
	for (size_t i = 0; i < a->nalso; i++)
		if (a->also[i].code == code && strcmp(a->also[i].call_id, key) == 0)
			return;
	xgrow(&a->also, &a->also_alloc, a->nalso + 1, sizeof(*a->also));
	x = &a->also[a->nalso++];
	x->code = code;
	x->call_id = xstrdup(key);
}

/* Does a fix the finding (code, key)? */
static int
action_fixes(const struct repair_action *a, enum finding_code code,
    const char *key)
{
	if (a->code == code && a->call_id != NULL && strcmp(a->call_id, key) == 0)
		return 1;
	for (size_t i = 0; i < a->nalso; i++)
		if (a->also[i].code == code && strcmp(a->also[i].call_id, key) == 0)
			return 1;
	return 0;
}

/* Is the live action a of the kind k (an item that goes: k RA_REMOVE)? */
static int
live(const struct repair_action *a, enum repair_kind k)
{
	if (a->dead)
		return 0;
	if (k == RA_REMOVE)
		return a->kind == RA_REMOVE || a->kind == RA_ASIDE;
	return a->kind == k;
}

static void
action_release(struct repair_action *a)
{
	buf_release(&a->bytes);
	buf_release(&a->view);
	free(a->call_id);
	free(a->what);
	for (size_t i = 0; i < a->nalso; i++)
		free(a->also[i].call_id);
	free(a->also);
}

/* The one-line view of item bytes p[0..n): "label: text", shortened. */
static void
view_set(struct buf *view, const char *p, size_t n)
{
	struct item it = { .json = p, .len = n };
	struct buf label = BUF_INIT, text = BUF_INIT;

	buf_reset(view);
	item_summary(&it, &label, &text);
	buf_add(view, label.p, label.len);
	buf_adds(view, ": ");
	if (text.len > VIEW_MAX) {
		size_t cut = VIEW_MAX;

		while (cut > 0 && ((unsigned char)text.p[cut] & 0xc0) == 0x80)
			cut--;		/* not inside a UTF-8 sequence */
		buf_setlen(&text, cut);
		buf_adds(&text, "...");
	}
	buf_add(view, text.p, text.len);
	buf_release(&label);
	buf_release(&text);
}

static struct repair_action *
edit_add(struct planner *pl, enum finding_code code, const char *key,
    size_t at, size_t del, const char *bytes, size_t n, const char *what)
{
	struct repair_action *a = action_add(pl, RA_EDIT, pl->it.seq, code, key);

	a->at = at;
	a->del = del;
	buf_add(&a->bytes, bytes, n);
	buf_adds(&a->bytes, "");	/* never NULL */
	a->what = xstrdup(what);
	view_set(&a->view, pl->it.json, pl->it.len);
	return a;
}

static void
remove_add(struct planner *pl, enum finding_code code, const char *key)
{
	struct repair_action *a = action_add(pl, RA_REMOVE, pl->it.seq, code, key);

	view_set(&a->view, pl->it.json, pl->it.len);
	pl->removed = 1;
}

/* --- Lookups -------------------------------------------------------- */

static char *
span_key(struct json_span id)
{
	struct buf b = BUF_INIT;

	if (id.n == 0 || (id.p[0] == '"' && id.n <= 2))
		return NULL;
	if (id.p[0] == '"') {
		if (json_str_decode(id, &b) > 0) {
			buf_release(&b);
			return NULL;	/* a NUL: not an id findings carry */
		}
	} else {
		buf_add(&b, id.p, id.n);
	}
	return buf_detach(&b);
}

static int
seen_has(const struct planner *pl, const char *key)
{
	for (size_t i = 0; i < pl->nseen; i++)
		if (strcmp(pl->seen[i], key) == 0)
			return 1;
	return 0;
}

static struct mark *
mark_find(struct planner *pl, enum finding_code code, uint64_t seq,
    const char *key)
{
	for (size_t i = 0; i < pl->nmarks; i++) {
		struct mark *m = &pl->marks[i];

		if (!m->done && m->code == code && m->seq == seq &&
		    strcmp(m->key, key) == 0)
			return m;
	}
	return NULL;
}

/* The want for a call met now, by its key (a dangling call's finding is
 * at the call's seq; a moved result's want takes the first call). */
static struct want *
want_for_call(struct planner *pl, const char *key)
{
	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];

		if (w->seen || w->dead || strcmp(w->key, key) != 0)
			continue;
		if (w->moved || w->code == F_DUPLICATE_CALL || w->seq == pl->it.seq)
			return w;
	}
	return NULL;
}

/* The want whose result, met now, moves. */
static struct want *
want_for_result(struct planner *pl, const char *key)
{
	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];

		if (!w->moved || w->have_block || w->dead ||
		    strcmp(w->key, key) != 0)
			continue;
		if (w->code == F_INTERLEAVED ? w->seen : w->seq == pl->it.seq)
			return w;
	}
	return NULL;
}

static struct want *
want_add(struct planner *pl, const char *key, enum finding_code code,
    uint64_t seq, int moved)
{
	struct want *w;

	xgrow(&pl->wants, &pl->wants_alloc, pl->nwants + 1, sizeof(*pl->wants));
	w = &pl->wants[pl->nwants++];
	memset(w, 0, sizeof(*w));
	w->key = xstrdup(key);
	w->code = code;
	w->seq = seq;
	w->moved = moved;
	return w;
}

static void
mark_add(struct planner *pl, enum finding_code code, uint64_t seq,
    const char *key)
{
	struct mark *m;

	xgrow(&pl->marks, &pl->marks_alloc, pl->nmarks + 1, sizeof(*pl->marks));
	m = &pl->marks[pl->nmarks++];
	m->code = code;
	m->seq = seq;
	m->key = xstrdup(key);
	m->done = 0;
}

static void
left_add(struct repair_plan *p, const struct finding *f)
{
	struct finding *g;

	xgrow(&p->left.v, &p->left.alloc, p->left.nr + 1, sizeof(*p->left.v));
	g = &p->left.v[p->left.nr++];
	*g = *f;
	g->call_id = f->call_id != NULL ? xstrdup(f->call_id) : NULL;
	g->tool = f->tool != NULL ? xstrdup(f->tool) : NULL;
	g->message = xstrdup(f->message);
}

/* --- Placing results ------------------------------------------------ */

static size_t
group_add(struct planner *pl)
{
	struct group *g;

	xgrow(&pl->groups, &pl->groups_alloc, pl->ngroups + 1, sizeof(*pl->groups));
	g = &pl->groups[pl->ngroups];
	memset(g, 0, sizeof(*g));
	g->relink = SIZE_MAX;
	g->splice = SIZE_MAX;
	g->into_seq = REPAIR_END;
	g->before = REPAIR_END;
	return pl->ngroups++;
}

static void
want_place(struct want *w, size_t g)
{
	w->placed = 1;
	w->group = g;
}

/* The next message begins with the current item: wants of earlier
 * messages go before it, or into it (P_NEXT_*); with new_msg UINT64_MAX,
 * every want met (ACP: the turn ends with it). */
static void
place_before_message(struct planner *pl, uint64_t new_msg)
{
	size_t g = SIZE_MAX;
	uint64_t msg = 0;

	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];

		if (!w->seen || w->placed || w->dead || w->msg >= new_msg)
			continue;
		if (g == SIZE_MAX || w->msg != msg) {
			struct group *gr;

			g = group_add(pl);
			gr = &pl->groups[g];
			gr->before = pl->it.seq;
			gr->into_seq = pl->it.seq;
			buf_add(&gr->into, pl->it.json, pl->it.len);
			if (pl->have_prev)
				buf_add(&gr->near, pl->prev.p, pl->prev.len);
			msg = w->msg;
		}
		want_place(w, g);
	}
}

/* Resolve groups waiting for "the next item". */
static void
place_next_item(struct planner *pl, uint64_t seq)
{
	for (size_t i = 0; i < pl->ngroups; i++)
		if (pl->groups[i].before_next) {
			pl->groups[i].before_next = 0;
			pl->groups[i].before = seq;
		}
}

/* A group after the current item, or into it. */
static size_t
group_after_item(struct planner *pl, int into)
{
	size_t g = group_add(pl);
	struct group *gr = &pl->groups[g];

	gr->before_next = 1;
	buf_add(&gr->near, pl->it.json, pl->it.len);
	if (into) {
		gr->into_seq = pl->it.seq;
		buf_add(&gr->into, pl->it.json, pl->it.len);
	}
	return g;
}

/* The wants of calls in the current item, placed after it (or into it). */
static void
place_after_item(struct planner *pl)
{
	size_t g = SIZE_MAX;

	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];

		if (!w->seen || w->placed || w->dead || w->call_seq != pl->it.seq)
			continue;
		if (g == SIZE_MAX)
			g = group_after_item(pl,
			    pl->fmt->placement == P_SAME_GROUP);
		want_place(w, g);
	}
}

/* FMT_ANSWER_IN_CALL: the wants of calls in the current item that the
 * format answers in it, placed into it. */
static void
place_in_call_item(struct planner *pl)
{
	struct json_span item = { pl->it.json, pl->it.len }, none = { NULL, 0 };
	size_t g = SIZE_MAX;

	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];
		struct format_result r;
		struct format_splice sp = { 0, 0, BUF_INIT };
		int rc;

		if (!w->seen || w->placed || w->dead || w->call_seq != pl->it.seq)
			continue;
		memset(&r, 0, sizeof(r));
		r.id.p = w->id.p;
		r.id.n = w->id.len;
		r.name.p = w->name.p;
		r.name.n = w->name.len;
		r.ns = w->ns != NULL ? w->ns : "";
		rc = format_answer(pl->fmt, &r, 1, none, item, NULL, &sp);
		buf_release(&sp.bytes);
		if (rc != ST_OK)
			continue;
		if (g == SIZE_MAX)
			g = group_after_item(pl, 1);
		want_place(w, g);
	}
}

/* --- Taking results out --------------------------------------------- */

/* The element of the innermost array of item that holds the bytes at
 * off, with the comma that goes with it: [*at, *at + *del).  0 if off is
 * in no array. */
static int
array_element_at(struct json_span item, size_t off, size_t *elem, size_t *len,
    size_t *at, size_t *del)
{
	struct json_iter in;
	struct json_span k, v, obj = item;
	int found = 0;

	for (;;) {
		size_t prev_end = SIZE_MAX;
		int hit = 0;

		if (json_iter_init(&in, obj.p, obj.n) == -1)
			return found;
		while (json_iter_next(&in, &k, &v)) {
			size_t s = (size_t)(v.p - item.p);

			if (off >= s && off < s + v.n) {
				if (obj.p[0] == '[') {
					*elem = s;
					*len = v.n;
					/* with the comma before it, or the one
					 * after (result_take() relies on it) */
					if (prev_end != SIZE_MAX) {
						*at = prev_end;
						*del = s + v.n - prev_end;
					} else if (s + v.n < item.n &&
					    item.p[s + v.n] == ',') {
						*at = s;
						*del = v.n + 1;
					} else {
						*at = s;
						*del = v.n;
					}
					found = 1;
				}
				obj = v;
				hit = 1;
				break;
			}
			prev_end = s + v.n;
		}
		if (!hit)
			return found;
		if (obj.n == 0 || (obj.p[0] != '{' && obj.p[0] != '['))
			return found;
	}
}

/* Is the current item nothing but the result e (so it can go whole)? */
static int
result_only(const struct planner *pl)
{
	size_t results = 0;

	for (size_t i = 0; i < pl->nev; i++) {
		switch (pl->ev[i].kind) {
		case EV_RESULT:
		case EV_UPDATE:
			results++;
			break;
		case EV_CALL:
		case EV_CONTENT:
		case EV_REASONING:
		case EV_BOUNDARY:
		case EV_TURN_END:
			return 0;
		case EV_MESSAGE:
		case EV_IGNORE:
		case EV_NOTE:
		case EV_USAGE:
			break;
		}
	}
	return results == 1;
}

/* Take the result e out of the current item: the item goes if it holds
 * nothing else, else its block is cut out.  The block (or the whole item)
 * goes to block if not NULL; *whole says which.  0 if it cannot be cut. */
static int
result_take(struct planner *pl, const struct pev *e, enum finding_code code,
    struct buf *block, int *whole)
{
	struct json_span item = { pl->it.json, pl->it.len };
	size_t off = (size_t)(e->id.p - pl->it.json), elem = 0, len = 0, at = 0, del = 0;
	int in_array = array_element_at(item, off, &elem, &len, &at, &del);

	if (result_only(pl)) {
		if (block != NULL) {
			/* where results are items, whole items, never blocks */
			*whole = !in_array || format_result_items(pl->fmt);
			if (*whole)
				buf_add(block, pl->it.json, pl->it.len);
			else
				buf_add(block, pl->it.json + elem, len);
		}
		if (!pl->removed)
			remove_add(pl, code, e->key);
		return 1;
	}
	if (!in_array)
		return 0;
	if (block != NULL) {
		*whole = 0;
		buf_add(block, pl->it.json + elem, len);
	}
	/* the comma before it is taken out already, with the element before
	 * it (a run from the array's start): the comma after it, if any */
	for (size_t i = 0; i < pl->plan->nr; i++) {
		const struct repair_action *a = &pl->plan->v[i];

		if (a->seq != pl->it.seq || !live(a, RA_EDIT) || a->del == 0 ||
		    a->bytes.len > 0 || a->at > at || at >= a->at + a->del ||
		    a->at + a->del > elem)
			continue;
		at = a->at + a->del;
		del = elem + len - at;
		if (elem + len < item.n && item.p[elem + len] == ',')
			del++;
	}
	edit_add(pl, code, e->key, at, del, "", 0, code == F_ORPHAN_RESULT ||
	    code == F_DUPLICATE_RESULT ? "the result taken out" :
	    "the result taken out, to be put where it belongs");
	return 1;
}

/* --- The pass ------------------------------------------------------- */

static int
plan_event(void *arg, const struct event *ev)
{
	struct planner *pl = arg;
	struct pev *e;

	xgrow(&pl->ev, &pl->ev_alloc, pl->nev + 1, sizeof(*pl->ev));
	e = &pl->ev[pl->nev++];
	e->kind = ev->kind;
	e->role = ev->role;
	e->ns = ev->ns;
	e->id = ev->id;
	e->name = ev->name;
	e->key = ev->kind == EV_CALL || ev->kind == EV_RESULT ||
	    ev->kind == EV_UPDATE ? span_key(ev->id) : NULL;
	return ST_OK;
}

/* e is the how manyeth event of its kind with its key in the item (1..)? */
static size_t
nth_in_item(const struct planner *pl, const struct pev *e)
{
	size_t n = 0;

	for (const struct pev *o = pl->ev; o <= e; o++)
		if (o->kind == e->kind && o->key != NULL &&
		    strcmp(o->key, e->key) == 0)
			n++;
	return n;
}

/* A fresh id for a reused one: KEY_dup2, KEY_dup3, ... not met so far.
 * Not KEY_2: Claude Code reads an id ending in _N as entry N of a batched
 * call, and folds it into KEY. */
static char *
fresh_id(struct planner *pl, const char *key)
{
	struct buf b = BUF_INIT;

	for (unsigned k = 2;; k++) {
		buf_reset(&b);
		buf_addf(&b, "%s_dup%u", key, k);
		if (!seen_has(pl, b.p))
			return buf_detach(&b);
	}
}

/* Edit the id span of e to the JSON string of fresh. */
static void
id_edit(struct planner *pl, const struct pev *e, const char *fresh,
    const char *what)
{
	struct buf j = BUF_INIT, w = BUF_INIT;

	json_str_encode(&j, fresh, strlen(fresh));
	buf_addf(&w, "%s gets the id %s", what, fresh);
	edit_add(pl, F_DUPLICATE_CALL, e->key, (size_t)(e->id.p - pl->it.json),
	    e->id.n, j.p, j.len, w.p);
	buf_release(&j);
	buf_release(&w);
}

static void
on_call(struct planner *pl, const struct pev *e)
{
	struct want *w;
	struct mark *m;

	if (e->key == NULL)
		return;
	if (seen_has(pl, e->key) &&
	    (m = mark_find(pl, F_DUPLICATE_CALL, pl->it.seq, e->key)) != NULL) {
		struct renamed *r;
		char *fresh = fresh_id(pl, e->key);

		m->done = 1;
		id_edit(pl, e, fresh, "the later call");
		w = want_add(pl, fresh, F_DUPLICATE_CALL, pl->it.seq, 0);
		xgrow(&pl->ren, &pl->ren_alloc, pl->nren + 1, sizeof(*pl->ren));
		r = &pl->ren[pl->nren++];
		r->key = xstrdup(e->key);
		r->fresh = fresh;
		r->want = (size_t)(w - pl->wants);
		r->answered = 0;
		r->seq = pl->it.seq;
		r->nth = nth_in_item(pl, e);
		r->at = e->id.p;
		xgrow(&pl->seen, &pl->seen_alloc, pl->nseen + 1, sizeof(*pl->seen));
		pl->seen[pl->nseen++] = xstrdup(fresh);
		/* the want is met now, with the fresh id */
		w->seen = 1;
		w->met = pl->nseen;
		json_str_encode(&w->id, fresh, strlen(fresh));
		buf_add(&w->name, e->name.p, e->name.n);
		w->ns = e->ns;
		w->msg = pl->msg;
		w->call_seq = pl->it.seq;
		return;
	}
	xgrow(&pl->seen, &pl->seen_alloc, pl->nseen + 1, sizeof(*pl->seen));
	pl->seen[pl->nseen++] = xstrdup(e->key);
	if ((w = want_for_call(pl, e->key)) == NULL)
		return;
	w->seen = 1;
	w->met = pl->nseen;
	w->call_seq = pl->it.seq;
	buf_add(&w->id, e->id.p, e->id.n);
	buf_add(&w->name, e->name.p, e->name.n);
	w->ns = e->ns;
	w->msg = pl->msg;
}

static void
on_result(struct planner *pl, const struct pev *e)
{
	struct want *w;
	struct mark *m;

	if (e->key == NULL || e->kind != EV_RESULT)
		return;
	/* a reused id's result: it takes the fresh id.  In the item of the
	 * call that got it, the result that goes with that call is the one in
	 * the same place among those with the id; it has the call's id bytes
	 * when one object holds both (Gemini CLI), renamed with the call. */
	if ((m = mark_find(pl, F_DUPLICATE_RESULT, pl->it.seq, e->key)) != NULL) {
		for (size_t i = 0; i < pl->nren; i++) {
			struct renamed *r = &pl->ren[i];
			int here = r->seq == pl->it.seq;

			if (r->answered || strcmp(r->key, e->key) != 0)
				continue;
			if (here && nth_in_item(pl, e) != r->nth)
				return;		/* the first call's own */
			r->answered = 1;
			m->done = 1;
			pl->wants[r->want].dead = 1;
			if (!here || e->id.p != r->at)
				id_edit(pl, e, r->fresh, "its result");
			return;
		}
	}
	if ((m = mark_find(pl, F_ORPHAN_RESULT, pl->it.seq, e->key)) != NULL ||
	    (m = mark_find(pl, F_DUPLICATE_RESULT, pl->it.seq, e->key)) != NULL) {
		if (result_take(pl, e, m->code, NULL, NULL))
			m->done = 1;
		return;
	}
	if ((w = want_for_result(pl, e->key)) != NULL) {
		if (result_take(pl, e, w->code, &w->block, &w->whole))
			w->have_block = 1;
		else
			w->dead = 1;	/* cannot be cut out: left */
	}
}

static void
flawed_item(struct planner *pl)
{
	struct repair_action *a;

	if (pl->it.flaw == ITEM_TORN) {
		a = action_add(pl, RA_ASIDE, pl->it.seq, F_TORN_LINE, NULL);
		buf_adds(&a->view, "torn: ");
		buf_add(&a->view, pl->it.json, pl->it.len < VIEW_MAX ?
		    pl->it.len : VIEW_MAX);
		pl->removed = 1;
	} else if (pl->opts->drop_invalid) {
		a = action_add(pl, RA_REMOVE, pl->it.seq, pl->it.flaw ==
		    ITEM_NOT_OBJECT ? F_NOT_OBJECT : F_INVALID_JSON, NULL);
		buf_adds(&a->view, "invalid: ");
		buf_add(&a->view, pl->it.json, pl->it.len < VIEW_MAX ?
		    pl->it.len : VIEW_MAX);
		pl->removed = 1;
	} else {
		pl->plan->invalid++;
	}
}

/* Does the last linked item kept, by the parents the repair gives the
 * items kept, descend from anc (a JSON value), or is it anc? */
static int
kept_descends(const struct planner *pl, const char *anc)
{
	const char *want;
	size_t i = pl->nkept;

	if (i == 0)
		return 0;
	i -= 2;
	if (strcmp(pl->kept[i], anc) == 0)
		return 1;
	want = pl->kept[i + 1];
	while (i > 0) {
		i -= 2;
		if (strcmp(pl->kept[i], want) != 0)
			continue;
		if (strcmp(want, anc) == 0)
			return 1;
		want = pl->kept[i + 1];
	}
	return 0;
}

/* Chains: keep them whole, and linear where they were.  An item after new
 * items gets the last of them as its parent.  An item whose parent goes
 * gets the nearest kept ancestor of that parent, or the last linked item
 * kept before it when that one is on the line (link() 1) and descends
 * from that ancestor (a moved result's reply stays after what came between
 * them). */
static void
link_item(struct planner *pl)
{
	struct json_span item = { pl->it.json, pl->it.len }, self, parent;
	struct json_span nself, nparent;
	const char *up = NULL;
	char *newp = NULL;
	size_t ins = SIZE_MAX;
	int gone = 0, kind;

	if (pl->fmt->link == NULL ||
	    (kind = pl->fmt->link(item, &self, &parent)) == 0)
		return;
	for (size_t i = 0; i + 1 < pl->ngone; i += 2)
		if (strlen(pl->gone[i]) == parent.n &&
		    memcmp(pl->gone[i], parent.p, parent.n) == 0) {
			up = pl->gone[i + 1];
			gone = 1;
		}
	if (pl->removed) {
		xgrow(&pl->gone, &pl->gone_alloc, pl->ngone + 2, sizeof(*pl->gone));
		pl->gone[pl->ngone++] = xmemdup(self.p, self.n);
		pl->gone[pl->ngone++] = up != NULL ? xstrdup(up) :
		    xmemdup(parent.p, parent.n);
		return;
	}
	if (gone && pl->have_prev_self && !pl->prev_beside &&
	    kept_descends(pl, up))
		up = pl->prev_self.p;
	/* new items since the last linked item kept (before this one, or
	 * before items that go): the last of them becomes its parent (the
	 * bytes are known at the end; up if they are not made) */
	for (size_t i = 0; i < pl->ngroups; i++) {
		const struct group *g = &pl->groups[i];

		if (!g->before_next && g->before <= pl->it.seq &&
		    (!pl->have_prev_self || g->before > pl->prev_self_at) &&
		    g->relink == SIZE_MAX)
			ins = i;
	}
	if (ins != SIZE_MAX) {
		edit_add(pl, F_NCODES, NULL, (size_t)(parent.p - pl->it.json),
		    parent.n, gone ? up : "", gone ? strlen(up) : 0,
		    "its parent is the item put before it")->keeps = "chain";
		pl->groups[ins].relink = pl->plan->nr - 1;
	} else if (gone) {
		edit_add(pl, F_NCODES, NULL, (size_t)(parent.p - pl->it.json),
		    parent.n, up, strlen(up), pl->have_prev_self &&
		    strcmp(up, pl->prev_self.p) == 0 ? "its parent, which goes, "
		    "is replaced by the item before it" : "its parent, which "
		    "goes, is replaced by that one's")->keeps = "chain";
	}
	/* its new parent, for kept_descends(): new items hang under near */
	if (ins != SIZE_MAX) {
		struct json_span near = { pl->groups[ins].near.p,
		    pl->groups[ins].near.len };

		if (near.n > 0 && pl->fmt->link(near, &nself, &nparent))
			newp = xmemdup(nself.p, nself.n);
	}
	if (newp == NULL)
		newp = gone ? xstrdup(up) : xmemdup(parent.p, parent.n);
	xgrow(&pl->kept, &pl->kept_alloc, pl->nkept + 2, sizeof(*pl->kept));
	pl->kept[pl->nkept++] = xmemdup(self.p, self.n);
	pl->kept[pl->nkept++] = newp;
	buf_reset(&pl->prev_self);
	buf_add(&pl->prev_self, self.p, self.n);
	pl->prev_self_at = pl->it.seq;
	pl->have_prev_self = 1;
	pl->prev_beside = kind == 2;
}

/* Turns that alternate: the current item, kept, is to be joined to the
 * last one kept if only removed items came between them and both are of
 * one role (joined at the end, when every edit of both is known). */
static void
join_note(struct planner *pl)
{
	struct join *j;

	if (pl->fmt->merge != NULL && pl->have_prev && pl->dropped > 0 &&
	    pl->role != ROLE_NONE && pl->role != ROLE_OTHER &&
	    pl->role == pl->prev_role) {
		xgrow(&pl->joins, &pl->joins_alloc, pl->njoins + 1,
		    sizeof(*pl->joins));
		j = &pl->joins[pl->njoins++];
		memset(j, 0, sizeof(*j));
		j->a = pl->prev_at;
		j->b = pl->it.seq;
		j->between = pl->dropped;
		buf_add(&j->abytes, pl->prev.p, pl->prev.len);
		buf_add(&j->bbytes, pl->it.json, pl->it.len);
		j->to = SIZE_MAX;
		if (pl->njoins > 1 && j[-1].b == j->a)
			j->to = pl->njoins - 2;
	}
	pl->prev_role = pl->role;
	pl->prev_at = pl->it.seq;
	pl->dropped = 0;
}

static void
plan_item(struct planner *pl, void *state)
{
	struct format_item fi;
	struct event_sink sink = { plan_event, pl, 0 };
	uint64_t first_msg = 0;

	pl->removed = 0;
	pl->role = ROLE_NONE;
	place_next_item(pl, pl->it.seq);
	if (pl->it.flaw != ITEM_OK) {
		flawed_item(pl);
		return;
	}
	for (size_t i = 0; i < pl->nev; i++)
		free(pl->ev[i].key);
	pl->nev = 0;
	format_item_init(&fi, &pl->it);
	if (pl->fmt->map(&fi, state, &sink) != ST_OK)
		return;
	for (size_t i = 0; i < pl->nev; i++)
		if (pl->ev[i].kind == EV_MESSAGE) {
			first_msg = pl->msg + 1;
			break;
		}
	if (first_msg != 0 && (pl->fmt->placement == P_NEXT_MESSAGE_FIRST ||
	    pl->fmt->placement == P_NEXT_TURN_COUNT))
		place_before_message(pl, first_msg);
	/* ACP: a final status before the turn's end, after every update */
	for (size_t i = 0; i < pl->nev; i++)
		if (pl->ev[i].kind == EV_TURN_END &&
		    pl->fmt->placement == P_UPDATE_AFTER_CREATE)
			place_before_message(pl, UINT64_MAX);
	for (size_t i = 0; i < pl->nev; i++) {
		const struct pev *e = &pl->ev[i];

		switch (e->kind) {
		case EV_MESSAGE:
			if (pl->role == ROLE_NONE)
				pl->role = e->role;
			pl->msg++;
			if (e->role == ROLE_USER)
				for (size_t k = 0; k < pl->nwants; k++)
					if (pl->wants[k].seen)
						pl->wants[k].user_after = 1;
			break;
		case EV_CALL:
			on_call(pl, e);
			break;
		case EV_RESULT:
		case EV_UPDATE:
			on_result(pl, e);
			break;
		default:
			break;
		}
	}
	if (pl->fmt->flags & FMT_ANSWER_IN_CALL)
		place_in_call_item(pl);
	if (pl->fmt->placement != P_NEXT_MESSAGE_FIRST &&
	    pl->fmt->placement != P_NEXT_TURN_COUNT &&
	    pl->fmt->placement != P_UPDATE_AFTER_CREATE)
		place_after_item(pl);
}

/* --- The end: the results made ------------------------------------- */

/* The items p[0..n), one a line, inserted: line i answers ws[i] when
 * there is one line per want, else each line answers them all. */
static void
insert_items(struct planner *pl, const struct group *g,
    const struct want *const *ws, size_t nws, const char *p, size_t n)
{
	size_t lines = 0, line = 0;

	for (size_t i = 0; i < n; i++)
		if (p[i] == '\n' || i + 1 == n)
			lines++;
	while (n > 0) {
		const char *nl = memchr(p, '\n', n);
		size_t len = nl != NULL ? (size_t)(nl - p) : n;
		const struct want *w = lines == nws ? ws[line] : ws[0];
		struct repair_action *a = action_add(pl, RA_INSERT, g->before,
		    w->code, w->key);

		if (lines != nws)
			for (size_t i = 1; i < nws; i++)
				action_also(a, ws[i]->code, ws[i]->key);
		line++;
		buf_add(&a->bytes, p, len);
		view_set(&a->view, p, len);
		p += len;
		n -= len;
		if (nl != NULL) {
			p++;
			n--;
		}
	}
}

/* g's new items are not made, or go into an item: the item after them
 * keeps its parent, or, if that goes, gets the item before it. */
static void
relink_drop(struct planner *pl, const struct group *g)
{
	struct repair_action *a;

	if (g->relink == SIZE_MAX)
		return;
	a = &pl->plan->v[g->relink];
	if (a->bytes.len == 0) {
		a->dead = 1;
		return;
	}
	free(a->what);
	a->what = xstrdup("its parent, which goes, is replaced by an item "
	    "kept");
}

/* Re-point the item after g's new items at the last of them. */
static void
relink_fill(struct planner *pl, const struct group *g, const char *p, size_t n)
{
	struct repair_action *a;
	struct json_span self, parent, item;
	const char *last = p;

	if (g->relink == SIZE_MAX)
		return;
	a = &pl->plan->v[g->relink];
	for (size_t i = 0; i + 1 < n; i++)
		if (p[i] == '\n')
			last = p + i + 1;
	item.p = last;
	item.n = (size_t)(p + n - last);
	if (item.n > 0 && last[item.n - 1] == '\n')
		item.n--;
	if (item.n == 0 || !pl->fmt->link(item, &self, &parent)) {
		relink_drop(pl, g);
		return;
	}
	buf_reset(&a->bytes);
	buf_add(&a->bytes, self.p, self.n);
}

/* The wants placed in group gi, in the order their calls came, to gw;
 * returns how many, *nwhole of them moving a whole item. */
static size_t
group_wants(const struct planner *pl, size_t gi, const struct want **gw,
    size_t *nwhole)
{
	size_t ngw = 0;

	*nwhole = 0;
	for (size_t i = 0; i < pl->nwants; i++) {
		const struct want *w = &pl->wants[i];
		size_t j;

		if (!w->placed || w->group != gi || w->dead)
			continue;
		for (j = ngw++; j > 0 && gw[j - 1]->met > w->met; j--)
			gw[j] = gw[j - 1];
		gw[j] = w;
		if (w->have_block && w->whole)
			(*nwhole)++;
	}
	return ngw;
}

/* The results of the wants gw[0..ngw), nwhole of them whole items: those
 * items to whole, one a line, the others to r[] (returns how many), and
 * the wants to ws in the order of the items made: whole ones, then the
 * format's. */
static size_t
group_results(const struct want *const *gw, size_t ngw, size_t nwhole,
    const struct want **ws, struct format_result *r, struct buf *whole)
{
	size_t n = 0;

	for (size_t i = 0; i < ngw; i++) {
		const struct want *w = gw[i];

		if (w->have_block && w->whole) {
			ws[i - n] = w;
			buf_add(whole, w->block.p, w->block.len);
			buf_addc(whole, '\n');
			continue;
		}
		ws[nwhole + n] = w;
		r[n].id.p = w->id.p;
		r[n].id.n = w->id.len;
		r[n].name.p = w->name.p;
		r[n].name.n = w->name.len;
		r[n].ns = w->ns != NULL ? w->ns : "";
		r[n].block.p = w->block.p;
		r[n].block.n = w->have_block ? w->block.len : 0;
		n++;
	}
	return n;
}

/* g's results put into its item by sp: the edit, fixing the finding of
 * first (the first call's) and those of ws[0..nws). */
static void
group_splice(struct planner *pl, struct group *g, const struct want *first,
    const struct want *const *ws, size_t nws, const struct format_splice *sp)
{
	struct repair_action *a = action_add(pl, RA_EDIT, g->into_seq,
	    first->code, first->key);

	a->at = sp->at;
	a->del = sp->del;
	buf_add(&a->bytes, sp->bytes.p, sp->bytes.len);
	buf_adds(&a->bytes, "");
	for (size_t i = 0; i < nws; i++)
		action_also(a, ws[i]->code, ws[i]->key);
	a->what = xstrdup(first->have_block ? "the result put in at the "
	    "start of the message" : "a result saying the call was "
	    "interrupted put in");
	view_set(&a->view, g->into.p, g->into.len);
	g->splice = pl->plan->nr - 1;
	relink_drop(pl, g);
}

/* g's results as new items: the whole ones moved, then those the format
 * makes for r[0..n) after near.  ST_OK, or the format's refusal. */
static int
group_insert(struct planner *pl, const struct group *g,
    const struct want *const *ws, size_t nws, const struct format_result *r,
    size_t n, const struct buf *whole)
{
	struct json_span near = { g->near.p, g->near.len }, none = { NULL, 0 };
	struct buf out = BUF_INIT;
	int rc = ST_OK;

	buf_add(&out, whole->p, whole->len);
	if (n > 0)
		rc = format_answer(pl->fmt, r, n, near, none, &out, NULL);
	if (rc == ST_OK) {
		insert_items(pl, g, ws, nws, out.p, out.len);
		relink_fill(pl, g, out.p, out.len);
	}
	buf_release(&out);
	return rc;
}

/* Make group gi's results: into the item they may go into, else as new
 * items; if the format can do neither, its wants' findings stay. */
static void
group_build(struct planner *pl, size_t gi)
{
	struct group *g = &pl->groups[gi];
	struct format_result *r = xcalloc(pl->nwants + 1, sizeof(*r));
	const struct want **gw = xcalloc(pl->nwants + 1, sizeof(*gw));
	const struct want **ws = xcalloc(pl->nwants + 1, sizeof(*ws));
	struct format_splice sp = { 0, 0, BUF_INIT };
	struct json_span near = { g->near.p, g->near.len };
	struct json_span into = { g->into.p, g->into.len };
	struct buf whole = BUF_INIT;
	size_t n, ngw, nwhole;
	int rc = ST_NOT_FOUND;

	ngw = group_wants(pl, gi, gw, &nwhole);
	n = group_results(gw, ngw, nwhole, ws, r, &whole);
	if (ngw == 0)
		goto out;
	/* not into an item that goes: new items in its place */
	for (size_t i = 0; i < pl->plan->nr && into.n > 0; i++)
		if (pl->plan->v[i].seq == g->into_seq &&
		    live(&pl->plan->v[i], RA_REMOVE))
			into.n = 0;
	if (n > 0 && into.n > 0)
		rc = format_answer(pl->fmt, r, n, near, into, NULL, &sp);
	if (rc == ST_OK)
		group_splice(pl, g, gw[0], ws, ngw, &sp);
	else if (rc == ST_NOT_FOUND)
		rc = group_insert(pl, g, ws, ngw, r, n, &whole);
	if (rc != ST_OK) {
		/* the format cannot hold them: the findings stay */
		for (size_t i = 0; i < pl->nwants; i++)
			if (pl->wants[i].placed && pl->wants[i].group == gi)
				pl->wants[i].dead = 1;
		relink_drop(pl, g);
	}
out:
	free(r);
	free(gw);
	free(ws);
	buf_release(&whole);
	buf_release(&sp.bytes);
}

static void
plan_end(struct planner *pl)
{
	/* calls still without a place: the last message's (pending) */
	size_t g = SIZE_MAX;

	for (size_t i = 0; i < pl->nwants; i++) {
		struct want *w = &pl->wants[i];

		if (w->code == F_UNANSWERED_CALL && !w->user_after &&
		    !pl->opts->close_pending)
			w->dead = 1;	/* the last turn's: pending */
		if (!w->seen || w->placed || w->dead)
			continue;
		if (g == SIZE_MAX) {
			g = group_add(pl);
			if (pl->have_prev)
				buf_add(&pl->groups[g].near, pl->prev.p, pl->prev.len);
		}
		want_place(w, g);
	}
	for (size_t i = 0; i < pl->ngroups; i++) {
		if (pl->groups[i].before_next)
			pl->groups[i].before = REPAIR_END;
		group_build(pl, i);
	}
}

static int
action_cmp(const void *a, const void *b)
{
	const struct repair_action *x = a, *y = b;
	int px = x->kind == RA_INSERT ? 0 : 1, py = y->kind == RA_INSERT ? 0 : 1;

	if (x->seq != y->seq)
		return x->seq < y->seq ? -1 : 1;
	if (px != py)
		return px - py;
	if (x->kind == RA_EDIT && y->kind == RA_EDIT && x->at != y->at)
		return x->at < y->at ? -1 : 1;
	/* at one place, what is put in before what is taken out there */
	if (x->kind == RA_EDIT && y->kind == RA_EDIT &&
	    (x->del == 0) != (y->del == 0))
		return x->del == 0 ? -1 : 1;
	return (x->order > y->order) - (x->order < y->order);
}

/* The bytes of item q[0..n) at seq with its live edits made (as the
 * rewriting cursor makes them), to out. */
static void
edited(const struct repair_plan *p, uint64_t seq, const char *q, size_t n,
    struct buf *out)
{
	const struct repair_action **v = xcalloc(p->nr + 1, sizeof(*v));
	size_t nv = 0, from = 0;

	for (size_t i = 0; i < p->nr; i++) {
		const struct repair_action *a = &p->v[i];
		size_t k;

		if (a->seq != seq || !live(a, RA_EDIT))
			continue;
		for (k = nv++; k > 0 && action_cmp(v[k - 1], a) > 0; k--)
			v[k] = v[k - 1];
		v[k] = a;
	}
	for (size_t i = 0; i < nv; i++) {
		if (v[i]->at < from || v[i]->at + v[i]->del > n)
			continue;
		buf_add(out, q + from, v[i]->at - from);
		buf_add(out, v[i]->bytes.p, v[i]->bytes.len);
		from = v[i]->at + v[i]->del;
	}
	buf_add(out, q + from, n - from);
	free(v);
}

/* Join the items of j (merge()): a, or the item a joined, gets b's
 * content, b's edits made first, and b goes.  Left as they are if the
 * items between them are not all removed after all, something is
 * inserted between them, or merge() cannot. */
static void
join_make(struct planner *pl, struct join *j)
{
	struct repair_plan *p = pl->plan;
	const struct join *root = j;
	struct format_splice sp = { 0, 0, BUF_INIT }, now = { 0, 0, BUF_INIT };
	struct json_span a, b;
	struct buf bb = BUF_INIT, ab = BUF_INIT;
	struct repair_action *e;
	size_t gone = 0, ne;

	while (root->to != SIZE_MAX && pl->joins[root->to].done)
		root = &pl->joins[root->to];
	for (size_t i = 0; i < p->nr; i++) {
		if (p->v[i].seq > j->a && p->v[i].seq < j->b &&
		    live(&p->v[i], RA_REMOVE))
			gone++;
		if (p->v[i].seq > j->a && p->v[i].seq <= j->b &&
		    live(&p->v[i], RA_INSERT))
			return;
	}
	if (gone != j->between)
		return;
	edited(p, j->b, j->bbytes.p, j->bbytes.len, &bb);
	a.p = root->abytes.p;
	a.n = root->abytes.len;
	b.p = bb.p;
	b.n = bb.len;
	if (pl->fmt->merge(a, b, &sp) != ST_OK)
		goto out;
	/* the bytes from a as its edits (the joins made) leave it: its parts
	 * may be empty no more; the place is the original's */
	edited(p, root->a, root->abytes.p, root->abytes.len, &ab);
	a.p = ab.p;
	a.n = ab.len;
	if (pl->fmt->merge(a, b, &now) != ST_OK)
		goto out;
	/* an edit of a's own where b's content goes: left alone */
	for (size_t i = 0; i < p->nr; i++)
		if (p->v[i].seq == root->a && live(&p->v[i], RA_EDIT) &&
		    p->v[i].code != F_NCODES && p->v[i].at <= sp.at &&
		    sp.at <= p->v[i].at + p->v[i].del)
			goto out;
	e = action_add(pl, RA_EDIT, root->a, F_NCODES, NULL);
	e->keeps = "alternation";
	e->at = sp.at;
	e->del = sp.del;
	buf_add(&e->bytes, now.bytes.p, now.bytes.len);
	buf_adds(&e->bytes, "");
	e->what = xstrdup("the next turn of its role joined to it");
	view_set(&e->view, root->abytes.p, root->abytes.len);
	ne = p->nr - 1;
	/* b's edits are in it now: what they fix, it fixes */
	for (size_t i = 0; i < ne; i++) {
		struct repair_action *x = &p->v[i];

		if (x->seq != j->b || !live(x, RA_EDIT))
			continue;
		x->dead = 1;
		if (x->code == F_NCODES)
			continue;
		action_also(&p->v[ne], x->code, x->call_id);
		for (size_t k = 0; k < x->nalso; k++)
			action_also(&p->v[ne], x->also[k].code,
			    x->also[k].call_id);
	}
	e = action_add(pl, RA_REMOVE, j->b, F_NCODES, NULL);
	e->keeps = "alternation";
	view_set(&e->view, j->bbytes.p, j->bbytes.len);
	j->done = 1;
out:
	buf_release(&sp.bytes);
	buf_release(&now.bytes);
	buf_release(&bb);
	buf_release(&ab);
}

/* g's results put into an item before what follows in its array, with a
 * comma (format_splice_prepend()): not if what follows is all taken out. */
static void
splice_fit(struct planner *pl, const struct group *g)
{
	const struct repair_plan *p = pl->plan;
	struct repair_action *s;
	const char *q = g->into.p;
	size_t n = g->into.len, at;
	int more = 1;

	if (g->splice == SIZE_MAX || !live(&p->v[g->splice], RA_EDIT))
		return;
	s = &p->v[g->splice];
	if (s->bytes.len == 0 || s->bytes.p[s->bytes.len - 1] != ',')
		return;
	at = s->at + s->del;
	while (more) {
		more = 0;
		while (at < n && (q[at] == ' ' || q[at] == '\t' ||
		    q[at] == '\n' || q[at] == '\r'))
			at++;
		for (size_t i = 0; i < p->nr; i++) {
			const struct repair_action *a = &p->v[i];

			if (a->seq == g->into_seq && live(a, RA_EDIT) &&
			    a->del > 0 && a->bytes.len == 0 && a->at <= at &&
			    at < a->at + a->del) {
				at = a->at + a->del;
				more = 1;
			}
		}
	}
	if (at < n && q[at] == ']')
		buf_setlen(&s->bytes, s->bytes.len - 1);
}

/* Sort the actions and drop the dead ones and those of a session left
 * alone.  A moved result whose removal is planned but whose new place is
 * not is kept where it was: its removal goes too. */
static void
plan_finish(struct planner *pl, const struct finding_list *found)
{
	struct repair_plan *p = pl->plan;
	size_t k = 0;

	for (size_t i = 0; i < pl->nwants; i++) {
		const struct want *w = &pl->wants[i];

		if (!w->dead || !w->have_block)
			continue;
		for (size_t j = 0; j < p->nr; j++)
			if ((p->v[j].kind == RA_REMOVE || p->v[j].kind == RA_EDIT) &&
			    p->v[j].code == w->code && p->v[j].call_id != NULL &&
			    strcmp(p->v[j].call_id, w->key) == 0)
				p->v[j].dead = 1;
	}
	for (size_t i = 0; i < pl->njoins; i++)
		join_make(pl, &pl->joins[i]);
	for (size_t i = 0; i < pl->ngroups; i++)
		splice_fit(pl, &pl->groups[i]);
	for (size_t i = 0; i < p->nr; i++) {
		if (p->v[i].dead || p->invalid > 0) {
			action_release(&p->v[i]);
			continue;
		}
		p->v[k++] = p->v[i];
	}
	p->nr = k;
	if (p->nr > 1)
		qsort(p->v, p->nr, sizeof(*p->v), action_cmp);
	/* what stays: findings no live action names */
	for (size_t i = 0; i < found->nr; i++) {
		const struct finding *f = &found->v[i];
		int fixed = 0;

		if (f->severity == SEV_WARNING && f->code != F_UNANSWERED_CALL &&
		    f->code != F_PENDING_CALL)
			continue;
		for (size_t j = 0; j < p->nr && !fixed; j++) {
			const struct repair_action *a = &p->v[j];

			if (f->call_id != NULL)
				fixed = action_fixes(a, f->code, f->call_id);
			else
				fixed = a->code == f->code && a->seq == f->seq;
		}
		if (f->code == F_DUPLICATE_RESULT && !fixed)
			for (size_t j = 0; j < p->nr && !fixed; j++)
				fixed = p->v[j].seq == f->seq &&
				    p->v[j].code == F_DUPLICATE_CALL;
		if (!fixed && !(f->severity == SEV_WARNING))
			left_add(p, f);
		else if (!fixed && pl->opts->close_pending)
			left_add(p, f);
	}
}

/* The findings to wants and marks. */
static void
plan_begin(struct planner *pl, const struct finding_list *found)
{
	for (size_t i = 0; i < found->nr; i++) {
		const struct finding *f = &found->v[i];

		if (f->call_id == NULL)
			continue;
		switch (f->code) {
		case F_PENDING_CALL:
			if (!pl->opts->close_pending)
				break;
			/* FALLTHROUGH */
		case F_DANGLING_CALL:
		case F_UNANSWERED_CALL:
			want_add(pl, f->call_id, f->code, f->seq, 0);
			break;
		case F_MISPLACED_RESULT:
		case F_RESULT_BEFORE_CALL:
		case F_INTERLEAVED:
			want_add(pl, f->call_id, f->code, f->seq, 1);
			break;
		case F_ORPHAN_RESULT:
		case F_DUPLICATE_RESULT:
		case F_DUPLICATE_CALL:
			mark_add(pl, f->code, f->seq, f->call_id);
			break;
		default:
			break;
		}
	}
}

static void
planner_release(struct planner *pl)
{
	for (size_t i = 0; i < pl->nwants; i++) {
		free(pl->wants[i].key);
		buf_release(&pl->wants[i].id);
		buf_release(&pl->wants[i].name);
		buf_release(&pl->wants[i].block);
	}
	free(pl->wants);
	for (size_t i = 0; i < pl->ngroups; i++) {
		buf_release(&pl->groups[i].near);
		buf_release(&pl->groups[i].into);
	}
	free(pl->groups);
	for (size_t i = 0; i < pl->nmarks; i++)
		free(pl->marks[i].key);
	free(pl->marks);
	for (size_t i = 0; i < pl->nren; i++) {
		free(pl->ren[i].key);
		free(pl->ren[i].fresh);
	}
	free(pl->ren);
	for (size_t i = 0; i < pl->nseen; i++)
		free(pl->seen[i]);
	free(pl->seen);
	for (size_t i = 0; i < pl->ngone; i++)
		free(pl->gone[i]);
	free(pl->gone);
	for (size_t i = 0; i < pl->nkept; i++)
		free(pl->kept[i]);
	free(pl->kept);
	for (size_t i = 0; i < pl->njoins; i++) {
		buf_release(&pl->joins[i].abytes);
		buf_release(&pl->joins[i].bbytes);
	}
	free(pl->joins);
	for (size_t i = 0; i < pl->nev; i++)
		free(pl->ev[i].key);
	free(pl->ev);
	buf_release(&pl->prev);
	buf_release(&pl->prev_self);
}

int
repair_plan(struct item_cursor *c, const struct format *fmt,
    const struct finding_list *found, const struct repair_opts *o,
    struct repair_plan *out)
{
	struct planner pl;
	void *state = NULL;
	int status;

	memset(&pl, 0, sizeof(pl));
	pl.fmt = fmt;
	pl.opts = o;
	pl.plan = out;
	out->digest = ITEM_DIGEST_INIT;
	if (fmt != NULL && fmt->state_size > 0)
		state = xcalloc(1, fmt->state_size);
	if (fmt != NULL)
		plan_begin(&pl, found);
	while ((status = item_cursor_next(c, &pl.it)) == ST_OK) {
		out->items++;
		if (pl.it.flaw != ITEM_TORN) {
			out->count++;
			out->digest = item_digest(out->digest, &pl.it);
		}
		if (fmt == NULL) {
			if (pl.it.flaw != ITEM_OK)
				flawed_item(&pl);
			continue;
		}
		plan_item(&pl, state);
		if (pl.it.flaw != ITEM_OK) {
			pl.dropped += pl.removed ? 1 : 0;
			continue;
		}
		link_item(&pl);
		if (pl.removed) {
			pl.dropped++;
		} else {
			join_note(&pl);
			buf_reset(&pl.prev);
			buf_add(&pl.prev, pl.it.json, pl.it.len);
			pl.have_prev = 1;
		}
	}
	if (status == ST_END) {
		status = ST_OK;
		if (fmt != NULL)
			plan_end(&pl);
		plan_finish(&pl, found);
		fs_test_repair_hook();	/* tests only (fsutil.h) */
	}
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	planner_release(&pl);
	return status;
}

void
repair_plan_release(struct repair_plan *p)
{
	for (size_t i = 0; i < p->nr; i++)
		action_release(&p->v[i]);
	free(p->v);
	p->v = NULL;
	p->nr = p->alloc = 0;
	finding_list_release(&p->left);
}

int
repair_plan_rewrites(const struct repair_plan *p)
{
	for (size_t i = 0; i < p->nr; i++)
		if (p->v[i].kind != RA_ASIDE)
			return 1;
	return 0;
}

/* --- The rewriting cursor ------------------------------------------ */

struct rewrite {
	struct item_cursor		 base;	/* first */
	const struct repair_plan	*plan;
	struct item_cursor		*in;
	const char			*session;
	size_t				 next;	/* the next action */
	struct item			 cur;
	int				 have, end;
	uint64_t			 items, digest, out;
	struct buf			 edited;
};

static int
rewrite_next(struct item_cursor *base, struct item *it)
{
	struct rewrite *rw = (struct rewrite *)base;
	const struct repair_plan *p = rw->plan;
	size_t from;
	int status, gone, edits;

	for (;;) {
		if (!rw->have && !rw->end) {
			status = item_cursor_next(rw->in, &rw->cur);
			if (status == ST_END)
				rw->end = 1;
			else if (status != ST_OK)
				return status;
			else {
				rw->have = 1;
				if (rw->cur.flaw != ITEM_TORN) {
					rw->items++;
					rw->digest = item_digest(rw->digest, &rw->cur);
				}
			}
		}
		if (rw->next < p->nr && p->v[rw->next].kind == RA_INSERT &&
		    (!rw->have || p->v[rw->next].seq <= rw->cur.seq)) {
			const struct repair_action *a = &p->v[rw->next++];
			struct item ins = { .json = a->bytes.p, .len = a->bytes.len,
			    .seq = rw->out++ };

			*it = ins;
			return ST_OK;
		}
		if (!rw->have)
			break;
		rw->have = 0;
		if (rw->cur.flaw == ITEM_TORN)
			continue;	/* moved aside first, or in the backup */
		from = 0;
		gone = edits = 0;
		buf_reset(&rw->edited);
		while (rw->next < p->nr && p->v[rw->next].seq == rw->cur.seq) {
			const struct repair_action *a = &p->v[rw->next++];

			if (a->kind == RA_REMOVE || a->kind == RA_ASIDE) {
				gone = 1;
			} else if (a->kind == RA_EDIT && a->at >= from &&
			    a->at + a->del <= rw->cur.len) {
				buf_add(&rw->edited, rw->cur.json + from, a->at - from);
				buf_add(&rw->edited, a->bytes.p, a->bytes.len);
				from = a->at + a->del;
				edits++;
			}
		}
		while (rw->next < p->nr && p->v[rw->next].kind != RA_INSERT &&
		    p->v[rw->next].seq < rw->cur.seq)
			rw->next++;	/* cannot be: the digest will differ */
		if (gone)
			continue;
		if (rw->cur.flaw != ITEM_OK)
			return fail(ST_DATA, "session '%s': seq %" PRIu64 " is not "
			    "a JSON object", rw->session, rw->cur.seq);
		if (edits > 0) {
			buf_add(&rw->edited, rw->cur.json + from, rw->cur.len - from);
			it->json = rw->edited.p;
			it->len = rw->edited.len;
		} else {
			it->json = rw->cur.json;
			it->len = rw->cur.len;
		}
		it->seq = rw->out++;
		it->line = 0;
		it->flaw = ITEM_OK;
		it->why = NULL;
		it->why_off = 0;
		return ST_OK;
	}
	if (rw->items != p->count || rw->digest != p->digest)
		return fail(ST_BUSY, "session '%s' changed since it was read: "
		    "nothing written", rw->session);
	return ST_END;
}

static void
rewrite_free(struct item_cursor *base)
{
	struct rewrite *rw = (struct rewrite *)base;

	buf_release(&rw->edited);
	free(rw);
}

struct item_cursor *
repair_cursor_new(const struct repair_plan *plan, struct item_cursor *in,
    const char *session)
{
	struct rewrite *rw = xcalloc(1, sizeof(*rw));

	rw->base.next = rewrite_next;
	rw->base.free = rewrite_free;
	rw->plan = plan;
	rw->in = in;
	rw->session = session;
	rw->digest = ITEM_DIGEST_INIT;
	return &rw->base;
}
