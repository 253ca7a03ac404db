/*
 * usage.c - token usage counted once per API response (usage.h).
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "json.h"
#include "usage.h"
#include "xalloc.h"

#define MSG_TAG		UINT64_C(0x9e3779b97f4a7c15)	/* msg_key's slot */

/* --- A session's responses --------------------------------------------- */

static size_t
slot_of(uint64_t h, size_t n)
{
	return (size_t)((h ^ (h >> 29)) & (n - 1));
}

/* The response of hash h in the session, or NULL. */
static struct usage_resp *
find(struct usage_session *s, uint64_t h)
{
	if (s->nslots == 0)
		return NULL;
	for (size_t i = slot_of(h, s->nslots); s->slots[i] != 0;
	    i = (i + 1) & (s->nslots - 1)) {
		struct usage_resp *r = &s->v[s->slots[i] - 1];

		if (r->key == h || (r->msg_key ^ MSG_TAG) == h)
			return r;
	}
	return NULL;
}

static void
put(struct usage_session *s, uint64_t h, size_t idx)
{
	size_t i;

	for (i = slot_of(h, s->nslots); s->slots[i] != 0;
	    i = (i + 1) & (s->nslots - 1))
		;
	s->slots[i] = (uint32_t)idx + 1;
	s->nused++;
}

static void
index_resp(struct usage_session *s, size_t idx)
{
	struct usage_resp *r = &s->v[idx];

	if (r->key != 0)
		put(s, r->key, idx);
	if (r->msg_key != 0)
		put(s, r->msg_key ^ MSG_TAG, idx);
}

/* Room in the index for two more hashes, at most half full. */
static void
index_grow(struct usage_session *s)
{
	if ((s->nused + 2) * 2 <= s->nslots)
		return;
	free(s->slots);
	while ((s->nr * 2 + 2) * 2 > s->nslots)
		s->nslots = s->nslots == 0 ? 64 : s->nslots * 2;
	s->slots = xcalloc(s->nslots, sizeof(*s->slots));
	s->nused = 0;
	for (size_t i = 0; i < s->nr; i++)
		index_resp(s, i);
}

void
usage_session_reset(struct usage_session *s)
{
	if (s->slots != NULL)
		memset(s->slots, 0, s->nslots * sizeof(*s->slots));
	s->nr = s->nused = 0;
	for (size_t i = 0; i < s->nmodels; i++)
		free(s->models[i]);
	s->nmodels = 0;
}

void
usage_session_release(struct usage_session *s)
{
	usage_session_reset(s);
	free(s->v);
	free(s->slots);
	free(s->models);
	memset(s, 0, sizeof(*s));
}

static size_t
model_index(struct usage_session *s, struct json_span model)
{
	struct buf b = BUF_INIT;

	if (model.n < 2 || model.p[0] != '"')
		return USAGE_NO_MODEL;
	json_str_decode(model, &b);
	if (b.len == 0) {
		buf_release(&b);
		return USAGE_NO_MODEL;
	}
	for (size_t i = s->nmodels; i-- > 0; )
		if (strcmp(s->models[i], b.p) == 0) {
			buf_release(&b);
			return i;
		}
	xgrow(&s->models, &s->amodels, s->nmodels + 1, sizeof(*s->models));
	s->models[s->nmodels] = buf_detach(&b);
	return s->nmodels++;
}

uint64_t
usage_total(const struct usage_resp *r)
{
	uint64_t sum = 0;

	for (int k = 0; k < U_KINDS; k++)
		if (k != U_REASONING && r->t[k] > 0)
			sum += (uint64_t)r->t[k];
	return sum;
}

/* Does the new record n replace r, of the same response? */
static int
better(const struct usage_resp *n, const struct usage_resp *r)
{
	if (n->sidechain != r->sidechain)
		return r->sidechain;
	return usage_total(n) > usage_total(r);
}

int
usage_session_add(struct usage_session *s, const struct event *ev,
    struct json_span model, int64_t ms, uint64_t seq)
{
	const struct ev_usage *u = &ev->usage;
	struct usage_resp n, *r = NULL;

	if (u->bad.n > 0)
		return ST_DATA;
	memset(&n, 0, sizeof(n));
	n.key = u->key;
	n.msg_key = u->msg_key;
	n.sidechain = u->sidechain;
	n.t[U_INPUT] = u->input;
	n.t[U_OUTPUT] = u->output;
	n.t[U_CACHE_READ] = u->cache_read;
	n.t[U_CACHE_5M] = u->cache_write < 0 ? -1 : u->cache_write -
	    (u->cache_write_1h > 0 ? u->cache_write_1h : 0);
	n.t[U_CACHE_1H] = u->cache_write < 0 ? -1 :
	    u->cache_write_1h > 0 ? u->cache_write_1h : 0;
	n.t[U_REASONING] = u->reasoning;
	n.time = ms;
	n.cost = u->cost;
	n.seq = seq;
	if (n.key != 0) {
		r = find(s, n.key);
		if (r == NULL && n.msg_key != 0) {
			/* a sidechain's replay of a response, or replayed */
			struct usage_resp *m = find(s, n.msg_key ^ MSG_TAG);

			if (m != NULL && (n.sidechain || m->sidechain))
				r = m;
		}
	}
	if (r != NULL) {
		if (better(&n, r)) {
			size_t idx = (size_t)(r - s->v);
			int rekey = n.key != r->key || n.msg_key != r->msg_key;

			n.model = model_index(s, ev->model.n > 0 ? ev->model :
			    model);
			*r = n;
			if (rekey) {		/* under its new key too */
				index_grow(s);
				index_resp(s, idx);
			}
		}
		return ST_OK;
	}
	n.model = model_index(s, ev->model.n > 0 ? ev->model : model);
	if (n.key != 0)
		index_grow(s);
	xgrow(&s->v, &s->alloc, s->nr + 1, sizeof(*s->v));
	s->v[s->nr] = n;
	if (n.key != 0)
		index_resp(s, s->nr);
	s->nr++;
	return ST_OK;
}

const char *
usage_model(const struct usage_session *s, const struct usage_resp *r)
{
	return r->model == USAGE_NO_MODEL ? NULL : s->models[r->model];
}

/* --- Responses counted across sessions ----------------------------------- */

static int
u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static int
seen_has(const struct usage_seen *w, uint64_t h)
{
	size_t lo = 0, hi = w->nsorted;

	if (w->recent != NULL)
		for (size_t i = slot_of(h, USAGE_SEEN_RECENT); w->recent[i] != 0;
		    i = (i + 1) & (USAGE_SEEN_RECENT - 1))
			if (w->recent[i] == h)
				return 1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (w->sorted[mid] == h)
			return 1;
		if (w->sorted[mid] < h)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* Merge the recent table into the sorted array, from the back, in the
 * array grown in place by their number. */
static void
seen_merge(struct usage_seen *w)
{
	size_t n = 0, i, j, k;

	for (i = 0; i < USAGE_SEEN_RECENT; i++)
		if (w->recent[i] != 0)
			w->recent[n++] = w->recent[i];
	qsort(w->recent, n, sizeof(*w->recent), u64_cmp);
	w->sorted = xrealloc(w->sorted, (w->nsorted + n) * sizeof(*w->sorted));
	i = w->nsorted;
	j = n;
	k = w->nsorted + n;
	while (j > 0) {
		if (i > 0 && w->sorted[i - 1] > w->recent[j - 1])
			w->sorted[--k] = w->sorted[--i];
		else
			w->sorted[--k] = w->recent[--j];
	}
	w->nsorted += n;
	memset(w->recent, 0, USAGE_SEEN_RECENT * sizeof(*w->recent));
	w->nrecent = 0;
}

static void
seen_put(struct usage_seen *w, uint64_t h)
{
	size_t i;

	if (w->recent == NULL)
		w->recent = xcalloc(USAGE_SEEN_RECENT, sizeof(*w->recent));
	for (i = slot_of(h, USAGE_SEEN_RECENT); w->recent[i] != 0;
	    i = (i + 1) & (USAGE_SEEN_RECENT - 1))
		if (w->recent[i] == h)
			return;
	w->recent[i] = h;
	if (++w->nrecent * 2 >= USAGE_SEEN_RECENT)
		seen_merge(w);
}

/* The hashes a response is known by across sessions: its key, and its
 * message.id marked main-chain or sidechain. */
#define SEEN_MAIN	UINT64_C(0x5bd1e9955bd1e995)
#define SEEN_SIDE	UINT64_C(0xc2b2ae3d27d4eb4f)

static uint64_t
nonzero(uint64_t h)
{
	return h != 0 ? h : 1;
}

int
usage_seen_add(struct usage_seen *w, const struct usage_resp *r)
{
	if (r->key == 0)
		return 1;
	if (seen_has(w, r->key))
		return 0;
	if (r->msg_key != 0) {
		/* a sidechain's replay of any response of this message, or a
		 * main-chain copy of a sidechain's */
		if (seen_has(w, nonzero(r->msg_key ^ SEEN_SIDE)) ||
		    (r->sidechain && seen_has(w, nonzero(r->msg_key ^
		    SEEN_MAIN))))
			return 0;
	}
	seen_put(w, r->key);
	if (r->msg_key != 0)
		seen_put(w, nonzero(r->msg_key ^ (r->sidechain ? SEEN_SIDE :
		    SEEN_MAIN)));
	return 1;
}

void
usage_seen_release(struct usage_seen *w)
{
	free(w->sorted);
	free(w->recent);
	memset(w, 0, sizeof(*w));
}
