/* window.c - the parts of a session that keep calls with their results
 * (window.h). */
#include <stdlib.h>

#include "diag.h"
#include "vote.h"
#include "window.h"
#include "xalloc.h"
#include "xxhash.h"

struct window {
	uint64_t	*keys, *vals;	/* call id hash -> item index */
	size_t		 cap, nr;
	uint64_t	(*pairs)[2];	/* result index, call index */
	size_t		 npairs, pairs_alloc;
	uint64_t	 index;		/* the item being mapped; then the
					   number of items */
	int64_t		 at;		/* the seq a fork ends at, or -1 */
	int		 found;		/* an item of seq at came */
	uint64_t	 end, digest;	/* the fork's items so far: how
					   many, their digest */
	uint64_t	 run;		/* the digest of items 0..index */
};

static uint64_t
span_hash(struct json_span s)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < s.n; i++)
		h = (h ^ (unsigned char)s.p[i]) * UINT64_C(0x100000001b3);
	return h | 1;
}

static uint64_t *
window_slot(struct window *w, uint64_t h)
{
	size_t i = h & (w->cap - 1);

	while (w->keys[i] != 0 && w->keys[i] != h)
		i = (i + 1) & (w->cap - 1);
	return &w->keys[i];
}

/* Twice the room for calls, as the table fills past half. */
static void
window_grow(struct window *w)
{
	struct window big = { .cap = w->cap ? w->cap * 2 : 256 };
	uint64_t *k;

	big.keys = xcalloc(big.cap, sizeof(*big.keys));
	big.vals = xcalloc(big.cap, sizeof(*big.vals));
	for (size_t i = 0; i < w->cap; i++)
		if (w->keys[i] != 0) {
			k = window_slot(&big, w->keys[i]);
			*k = w->keys[i];
			big.vals[k - big.keys] = w->vals[i];
		}
	free(w->keys);
	free(w->vals);
	w->keys = big.keys;
	w->vals = big.vals;
	w->cap = big.cap;
}

/* The fork holds the items up to the one being mapped. */
static void
window_take(struct window *w)
{
	w->end = w->index + 1;
	w->digest = w->run;
}

static int
window_event(void *arg, const struct event *ev)
{
	struct window *w = arg;
	uint64_t h, *k;

	if (ev->id.n == 0 || (ev->kind != EV_CALL && ev->kind != EV_RESULT &&
	    ev->kind != EV_UPDATE))
		return ST_OK;
	h = span_hash(ev->id);
	if (ev->kind == EV_CALL) {
		if ((w->nr + 1) * 2 > w->cap)
			window_grow(w);
		k = window_slot(w, h);
		if (*k == 0)
			w->nr++;
		*k = h;
		w->vals[k - w->keys] = w->index;
		return ST_OK;
	}
	if (w->cap == 0 || *(k = window_slot(w, h)) == 0)
		return ST_OK;		/* an orphan: no call to pull in */
	xgrow(&w->pairs, &w->pairs_alloc, w->npairs + 1, sizeof(*w->pairs));
	w->pairs[w->npairs][0] = w->index;
	w->pairs[w->npairs][1] = w->vals[k - w->keys];
	w->npairs++;
	/* A fork holding the call holds its result: the pairs come in the
	 * order of their results, so the end moves on as they go by. */
	if (w->found && w->vals[k - w->keys] < w->end && w->index >= w->end)
		window_take(w);
	return ST_OK;
}

int
window_open(struct store *st, const char *session, unsigned load,
    const struct format *forced, int64_t at, struct window **out)
{
	struct window *w = xcalloc(1, sizeof(*w));
	struct event_sink sink = { window_event, w, 0 };
	const struct format *fmt;
	struct item_cursor *c = NULL;
	struct item it;
	void *state = NULL;
	int status;

	*out = NULL;
	w->at = at;
	if ((status = vote_session(st, session, load, forced, &fmt)) != ST_OK ||
	    (status = store_load(st, session, load, &c)) != ST_OK) {
		window_free(w);
		return status;
	}
	if (fmt != NULL && fmt->state_size > 0)
		state = xcalloc(1, fmt->state_size);
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		w->run = xxh64(it.json, it.len, w->run);
		if (at >= 0 && it.seq == (uint64_t)at && w->index >= w->end) {
			w->found = 1;
			window_take(w);
		}
		if (fmt != NULL &&
		    (status = format_map(fmt, &it, state, &sink)) != ST_OK)
			break;
		w->index++;
	}
	item_cursor_free(c);
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	if (status != ST_END) {
		window_free(w);
		return status;
	}
	*out = w;
	return ST_OK;
}

uint64_t
window_start(const struct window *w, uint64_t n)
{
	uint64_t s = w->index > n ? w->index - n : 0;
	int moved;

	do {
		moved = 0;
		for (size_t i = 0; i < w->npairs; i++)
			if (w->pairs[i][0] >= s && w->pairs[i][1] < s) {
				s = w->pairs[i][1];
				moved = 1;
			}
	} while (moved);
	return s;
}

int
window_fork(const struct window *w, const char *session, uint64_t *n,
    uint64_t *digest)
{
	if (!w->found)
		return fail(ST_NOT_FOUND, "session '%s' has no item of seq %lld "
		    "(it holds %llu items)", session, (long long)w->at,
		    (unsigned long long)w->index);
	*n = w->end;
	*digest = w->digest;
	return ST_OK;
}

void
window_free(struct window *w)
{
	if (w == NULL)
		return;
	free(w->keys);
	free(w->vals);
	free(w->pairs);
	free(w);
}
