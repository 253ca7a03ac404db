/* align.c - Myers' diff over 64-bit values; see align.h. */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "align.h"
#include "xalloc.h"

#define ALIGN_MIN_COST	256	/* edits searched before settling, at
				   least (git's XDL_MAX_COST_MIN) */

/* The sequences the search runs on: the elements each side shares with
 * the other (their values, and where they are in the caller's), and the
 * two arrays of furthest offsets, by diagonal (x - y, from -(nb + 1)). */
struct search {
	const uint64_t	*a, *b;		/* values */
	const size_t	*ia, *ib;	/* their indexes in the caller's */
	unsigned char	*ca, *cb;	/* the caller's marks */
	ptrdiff_t	*kf, *kb;	/* forward, backward; offset by
					   nb + 1 */
	ptrdiff_t	 maxcost;	/* edits a split searches before it
					   settles for the furthest point */
};

/* A set of values: open addressing, a power of two slots. */
struct vset {
	uint64_t	*v;
	unsigned char	*used;
	size_t		 mask;
	int		 shift;
};

static size_t
vset_slot(const struct vset *s, uint64_t x)
{
	return (size_t)((x * UINT64_C(0x9e3779b97f4a7c15)) >> s->shift) &
	    s->mask;
}

static void
vset_init(struct vset *s, const uint64_t *x, size_t n)
{
	size_t size = 16;
	int bits = 4;

	while (size < 2 * n) {
		size *= 2;
		bits++;
	}
	s->v = xcalloc(size, sizeof(*s->v));
	s->used = xcalloc(size, 1);
	s->mask = size - 1;
	s->shift = 64 - bits;
	for (size_t i = 0; i < n; i++) {
		size_t k = vset_slot(s, x[i]);

		while (s->used[k] && s->v[k] != x[i])
			k = (k + 1) & s->mask;
		s->used[k] = 1;
		s->v[k] = x[i];
	}
}

static int
vset_has(const struct vset *s, uint64_t x)
{
	for (size_t k = vset_slot(s, x); s->used[k]; k = (k + 1) & s->mask)
		if (s->v[k] == x)
			return 1;
	return 0;
}

static void
vset_release(struct vset *s)
{
	free(s->v);
	free(s->used);
}

/*
 * The search has cost s->maxcost edits each way without meeting (the
 * sequences differ much): the point where a path of that cost got furthest,
 * forward (the most of x + y) or backward (the least), whichever went
 * further, as git's xdiff settles.  Ties go to the higher diagonal
 * forward, the higher backward: the first found.
 */
static void
furthest(const struct search *s, ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0,
    ptrdiff_t y1, ptrdiff_t fmin, ptrdiff_t fmax, ptrdiff_t bmin,
    ptrdiff_t bmax, ptrdiff_t *sx, ptrdiff_t *sy)
{
	ptrdiff_t fbest = -1, fx = 0, bbest = PTRDIFF_MAX, bx = 0;

	for (ptrdiff_t d = fmax; d >= fmin; d -= 2) {
		ptrdiff_t x = s->kf[d] < x1 ? s->kf[d] : x1, y = x - d;

		if (y > y1) {
			x = y1 + d;
			y = y1;
		}
		if (x + y > fbest) {
			fbest = x + y;
			fx = x;
		}
	}
	for (ptrdiff_t d = bmax; d >= bmin; d -= 2) {
		ptrdiff_t x = s->kb[d] > x0 ? s->kb[d] : x0, y = x - d;

		if (y < y0) {
			x = y0 + d;
			y = y0;
		}
		if (x + y < bbest) {
			bbest = x + y;
			bx = x;
		}
	}
	if ((x1 + y1) - bbest < fbest - (x0 + y0)) {
		*sx = fx;
		*sy = fbest - fx;
	} else {
		*sx = bx;
		*sy = bbest - bx;
	}
}

/*
 * The middle snake of a[x0..x1) and b[y0..y1) (both non-empty, their first
 * elements different and their last ones too): a point (*sx, *sy) on a
 * shortest edit path that parts it into two shorter ones.  Diagonals are
 * k = x - y; kf[k] is the furthest x a forward path of d edits reaches on
 * k, kb[k] the least x a backward one reaches.
 */
static void
split(struct search *s, ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0,
    ptrdiff_t y1, ptrdiff_t *sx, ptrdiff_t *sy)
{
	ptrdiff_t dmin = x0 - y1, dmax = x1 - y0;
	ptrdiff_t fmid = x0 - y0, bmid = x1 - y1;
	ptrdiff_t fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid;
	ptrdiff_t *kf = s->kf, *kb = s->kb;
	int odd = ((fmid - bmid) & 1) != 0;

	kf[fmid] = x0;
	kb[bmid] = x1;
	for (ptrdiff_t ec = 1;; ec++) {
		if (fmin > dmin)
			kf[--fmin - 1] = -1;
		else
			fmin++;
		if (fmax < dmax)
			kf[++fmax + 1] = -1;
		else
			fmax--;
		for (ptrdiff_t d = fmax; d >= fmin; d -= 2) {
			ptrdiff_t x, y;

			x = kf[d - 1] >= kf[d + 1] ? kf[d - 1] + 1 : kf[d + 1];
			y = x - d;
			while (x < x1 && y < y1 && s->a[x] == s->b[y]) {
				x++;
				y++;
			}
			kf[d] = x;
			if (odd && bmin <= d && d <= bmax && kb[d] <= x) {
				*sx = x;
				*sy = y;
				return;
			}
		}
		if (bmin > dmin)
			kb[--bmin - 1] = PTRDIFF_MAX;
		else
			bmin++;
		if (bmax < dmax)
			kb[++bmax + 1] = PTRDIFF_MAX;
		else
			bmax--;
		for (ptrdiff_t d = bmax; d >= bmin; d -= 2) {
			ptrdiff_t x, y;

			x = kb[d - 1] < kb[d + 1] ? kb[d - 1] : kb[d + 1] - 1;
			y = x - d;
			while (x > x0 && y > y0 && s->a[x - 1] == s->b[y - 1]) {
				x--;
				y--;
			}
			kb[d] = x;
			if (!odd && fmin <= d && d <= fmax && x <= kf[d]) {
				*sx = x;
				*sy = y;
				return;
			}
		}
		if (ec >= s->maxcost) {
			furthest(s, x0, x1, y0, y1, fmin, fmax, bmin, bmax, sx,
			    sy);
			return;
		}
	}
}

/* Mark what is not common to a[x0..x1) and b[y0..y1). */
static void
compare(struct search *s, ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0,
    ptrdiff_t y1)
{
	ptrdiff_t sx, sy;

	while (x0 < x1 && y0 < y1 && s->a[x0] == s->b[y0]) {
		x0++;
		y0++;
	}
	while (x0 < x1 && y0 < y1 && s->a[x1 - 1] == s->b[y1 - 1]) {
		x1--;
		y1--;
	}
	if (x0 == x1) {
		while (y0 < y1)
			s->cb[s->ib[y0++]] = 1;
		return;
	}
	if (y0 == y1) {
		while (x0 < x1)
			s->ca[s->ia[x0++]] = 1;
		return;
	}
	split(s, x0, x1, y0, y1, &sx, &sy);
	if ((sx == x0 && sy == y0) || (sx == x1 && sy == y1)) {
		/* no split inside (never seen): all of it differs */
		for (; x0 < x1; x0++)
			s->ca[s->ia[x0]] = 1;
		for (; y0 < y1; y0++)
			s->cb[s->ib[y0]] = 1;
		return;
	}
	compare(s, x0, sx, y0, sy);
	compare(s, sx, x1, sy, y1);
}

/* The elements of x[0..n) whose value is in set: their values in *v and
 * indexes in *ix (+ off); the others marked in c (+ off).  Returns how
 * many. */
static size_t
shared(const uint64_t *x, size_t n, size_t off, const struct vset *set,
    unsigned char *c, uint64_t *v, size_t *ix)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (vset_has(set, x[i])) {
			v[k] = x[i];
			ix[k++] = off + i;
		} else
			c[off + i] = 1;
	}
	return k;
}

void
align_diff(const uint64_t *a, size_t na, const uint64_t *b, size_t nb,
    unsigned char *ca, unsigned char *cb)
{
	struct search s;
	struct vset sa, sb;
	size_t pre = 0, suf = 0, ma, mb, ra, rb;
	uint64_t *va, *vb;
	size_t *ia, *ib;
	ptrdiff_t *kv;

	memset(ca, 0, na);
	memset(cb, 0, nb);
	while (pre < na && pre < nb && a[pre] == b[pre])
		pre++;
	while (suf < na - pre && suf < nb - pre &&
	    a[na - 1 - suf] == b[nb - 1 - suf])
		suf++;
	ma = na - pre - suf;
	mb = nb - pre - suf;
	if (ma == 0 || mb == 0) {
		memset(ca + pre, 1, ma);
		memset(cb + pre, 1, mb);
		return;
	}

	vset_init(&sa, a + pre, ma);
	vset_init(&sb, b + pre, mb);
	va = xcalloc(ma, sizeof(*va));
	vb = xcalloc(mb, sizeof(*vb));
	ia = xcalloc(ma, sizeof(*ia));
	ib = xcalloc(mb, sizeof(*ib));
	ra = shared(a + pre, ma, pre, &sb, ca, va, ia);
	rb = shared(b + pre, mb, pre, &sa, cb, vb, ib);
	vset_release(&sa);
	vset_release(&sb);

	kv = xcalloc(2 * (ra + rb + 3), sizeof(*kv));
	s.a = va;
	s.b = vb;
	s.ia = ia;
	s.ib = ib;
	s.ca = ca;
	s.cb = cb;
	s.kf = kv + rb + 1;
	s.kb = kv + (ra + rb + 3) + rb + 1;
	for (s.maxcost = 1; s.maxcost * s.maxcost < (ptrdiff_t)(ra + rb); )
		s.maxcost *= 2;		/* about the square root */
	if (s.maxcost < ALIGN_MIN_COST)
		s.maxcost = ALIGN_MIN_COST;
	compare(&s, 0, (ptrdiff_t)ra, 0, (ptrdiff_t)rb);
	free(kv);
	free(va);
	free(vb);
	free(ia);
	free(ib);
}

int
align_next(const unsigned char *ca, size_t na, const unsigned char *cb,
    size_t nb, size_t *i, size_t *j, struct align_hunk *h)
{
	while (*i < na && *j < nb && !ca[*i] && !cb[*j]) {
		(*i)++;
		(*j)++;
	}
	if (*i >= na && *j >= nb)
		return 0;
	h->a = *i;
	h->b = *j;
	while (*i < na && ca[*i])
		(*i)++;
	while (*j < nb && cb[*j])
		(*j)++;
	h->na = *i - h->a;
	h->nb = *j - h->b;
	return h->na > 0 || h->nb > 0;	/* else marks that do not pair */
}
