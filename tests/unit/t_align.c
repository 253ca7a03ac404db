/*
 * t_align.c - align_diff() against a dynamic-programming LCS: on random
 * sequences over small alphabets (many ties, repeats, values one side
 * lacks), every result keeps a common subsequence of the longest length,
 * marks every element, gives the same marks twice, and align_next()'s
 * hunks cover exactly the marked elements; and a few shapes by hand.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "align.h"
#include "tap.h"

#define MAXN	40

static uint64_t	rnd = 88172645463325252ULL;

static uint64_t
next_rnd(void)
{
	rnd ^= rnd << 13;
	rnd ^= rnd >> 7;
	rnd ^= rnd << 17;
	return rnd;
}

/* The length of a longest common subsequence, by the textbook table. */
static size_t
lcs(const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
	static size_t t[MAXN + 1][MAXN + 1];

	for (size_t i = 0; i <= na; i++)
		for (size_t j = 0; j <= nb; j++) {
			if (i == 0 || j == 0)
				t[i][j] = 0;
			else if (a[i - 1] == b[j - 1])
				t[i][j] = t[i - 1][j - 1] + 1;
			else
				t[i][j] = t[i - 1][j] > t[i][j - 1] ?
				    t[i - 1][j] : t[i][j - 1];
		}
	return t[na][nb];
}

/* 1 if the kept elements of a and of b are the same sequence, of length
 * want, every mark 0 or 1, and the hunks cover exactly the marks. */
static int
valid(const uint64_t *a, size_t na, const uint64_t *b, size_t nb,
    const unsigned char *ca, const unsigned char *cb, size_t want)
{
	uint64_t ka[MAXN], kb[MAXN];
	unsigned char ha[MAXN] = { 0 }, hb[MAXN] = { 0 };
	size_t nka = 0, nkb = 0, i = 0, j = 0;
	struct align_hunk h;

	for (size_t k = 0; k < na; k++) {
		if (ca[k] > 1)
			return 0;
		if (!ca[k])
			ka[nka++] = a[k];
	}
	for (size_t k = 0; k < nb; k++) {
		if (cb[k] > 1)
			return 0;
		if (!cb[k])
			kb[nkb++] = b[k];
	}
	if (nka != want || nkb != want ||
	    memcmp(ka, kb, want * sizeof(*ka)) != 0)
		return 0;
	while (align_next(ca, na, cb, nb, &i, &j, &h)) {
		if (h.na == 0 && h.nb == 0)
			return 0;
		for (size_t k = h.a; k < h.a + h.na; k++)
			ha[k] = 1;
		for (size_t k = h.b; k < h.b + h.nb; k++)
			hb[k] = 1;
	}
	return memcmp(ha, ca, na) == 0 && memcmp(hb, cb, nb) == 0;
}

static void
random_cases(void)
{
	int bad = 0, same = 1;

	for (int t = 0; t < 20000; t++) {
		uint64_t a[MAXN], b[MAXN];
		unsigned char ca[MAXN], cb[MAXN], ca2[MAXN], cb2[MAXN];
		size_t na = next_rnd() % (MAXN + 1), nb = next_rnd() % (MAXN + 1);
		unsigned alpha = 1 + (unsigned)(next_rnd() % 6);

		for (size_t i = 0; i < na; i++)
			a[i] = next_rnd() % alpha;
		/* b: often a's with a few edits, else independent */
		if (t % 2 == 0) {
			nb = 0;
			for (size_t i = 0; i < na && nb < MAXN; i++) {
				uint64_t r = next_rnd() % 10;

				if (r == 0)
					continue;	/* dropped */
				if (r == 1 && nb < MAXN)
					b[nb++] = 100 + next_rnd() % 3;
				if (nb < MAXN)
					b[nb++] = r == 2 ? a[i] + 50 : a[i];
			}
		} else
			for (size_t i = 0; i < nb; i++)
				b[i] = next_rnd() % (alpha + 1);
		align_diff(a, na, b, nb, ca, cb);
		if (!valid(a, na, b, nb, ca, cb, lcs(a, na, b, nb))) {
			if (bad++ == 0)
				printf("# first failure: na %zu nb %zu\n", na,
				    nb);
		}
		align_diff(a, na, b, nb, ca2, cb2);
		if (memcmp(ca, ca2, na) != 0 || memcmp(cb, cb2, nb) != 0)
			same = 0;
	}
	is_int(bad, 0, "20000 random pairs: a longest common subsequence, "
	    "hunks exact");
	ok(same, "the same marks twice");
}

static void
by_hand(void)
{
	const uint64_t a[] = { 1, 2, 3, 4, 5 }, b[] = { 1, 2, 9, 4, 5, 6 };
	unsigned char ca[8], cb[8];
	struct align_hunk h;
	size_t i = 0, j = 0;

	align_diff(a, 5, b, 6, ca, cb);
	ok(align_next(ca, 5, cb, 6, &i, &j, &h) && h.a == 2 && h.na == 1 &&
	    h.b == 2 && h.nb == 1, "a changed element: one hunk 2,1 2,1");
	ok(align_next(ca, 5, cb, 6, &i, &j, &h) && h.a == 5 && h.na == 0 &&
	    h.b == 5 && h.nb == 1, "an element added at the end: at 5");
	ok(!align_next(ca, 5, cb, 6, &i, &j, &h), "then no more");

	i = j = 0;
	align_diff(a, 5, a, 5, ca, cb);
	ok(!align_next(ca, 5, ca, 5, &i, &j, &h), "identical: no hunk");

	i = j = 0;
	align_diff(a, 0, b, 3, ca, cb);
	ok(align_next(ca, 0, cb, 3, &i, &j, &h) && h.na == 0 && h.nb == 3,
	    "from nothing: one hunk of all b");

	i = j = 0;
	align_diff(a, 3, b, 0, ca, cb);
	ok(align_next(ca, 3, cb, 0, &i, &j, &h) && h.na == 3 && h.nb == 0,
	    "to nothing: one hunk of all a");

	/* nothing in common: everything set apart before the search */
	{
		const uint64_t x[] = { 7, 8, 9 }, y[] = { 1, 2 };

		i = j = 0;
		align_diff(x, 3, y, 2, ca, cb);
		ok(align_next(ca, 3, cb, 2, &i, &j, &h) && h.na == 3 &&
		    h.nb == 2 && !align_next(ca, 3, cb, 2, &i, &j, &h),
		    "nothing in common: one hunk");
	}
}

/* A long pair with a few edits: the search stays in the middle. */
static void
long_case(void)
{
	enum { N = 200000 };
	uint64_t *a = calloc(N, sizeof(*a)), *b = calloc(N + 2, sizeof(*b));
	unsigned char *ca = calloc(N, 1), *cb = calloc(N + 2, 1);
	size_t kept = 0, nb = 0;

	for (size_t i = 0; i < N; i++)
		a[i] = i * 2654435761u + 1;
	for (size_t i = 0; i < N; i++) {
		if (i == 1000)
			continue;
		if (i == 50000)
			b[nb++] = 7;
		b[nb++] = i == 90000 ? 3 : a[i];
	}
	b[nb++] = 5;
	align_diff(a, N, b, nb, ca, cb);
	for (size_t i = 0; i < N; i++)
		kept += !ca[i];
	is_int((long long)kept, N - 2, "200,000 items with four edits: all "
	    "but two of a kept");
	free(a);
	free(b);
	free(ca);
	free(cb);
}

/* Long sequences of three values, unrelated: past the cost bound, the
 * search settles, and the result is still a common subsequence with exact
 * hunks, the same twice, close to the longest (measured by the table's
 * length of the first 2,000). */
static void
costly_case(void)
{
	enum { N = 60000, M = 2000 };
	uint64_t *a = calloc(N, sizeof(*a)), *b = calloc(N, sizeof(*b));
	unsigned char *ca = calloc(N, 1), *cb = calloc(N, 1);
	unsigned char *ca2 = calloc(N, 1), *cb2 = calloc(N, 1);
	size_t ka = 0, kb = 0, i = 0, j = 0, best;
	int seq = 1;
	struct align_hunk h;
	size_t *row = calloc(M + 1, sizeof(*row)), *prev = calloc(M + 1,
	    sizeof(*prev));

	for (size_t k = 0; k < N; k++) {
		a[k] = next_rnd() % 3;
		b[k] = next_rnd() % 3;
	}
	align_diff(a, N, b, N, ca, cb);
	align_diff(a, N, b, N, ca2, cb2);
	ok(memcmp(ca, ca2, N) == 0 && memcmp(cb, cb2, N) == 0,
	    "60,000 unrelated elements of three values: the same marks twice");
	/* the kept elements, in order, are the same on both sides */
	while (ka < N || kb < N) {
		while (ka < N && ca[ka])
			ka++;
		while (kb < N && cb[kb])
			kb++;
		if ((ka < N) != (kb < N) || (ka < N && a[ka] != b[kb]))
			seq = 0;
		if (ka >= N || kb >= N)
			break;
		ka++;
		kb++;
	}
	ok(seq, "... a common subsequence");
	while (align_next(ca, N, cb, N, &i, &j, &h))
		;
	ok(i == N && j == N, "... hunks to the end");

	/* the first M of each: within 5% of the longest */
	for (size_t x = 1; x <= M; x++) {
		for (size_t y = 1; y <= M; y++)
			row[y] = a[x - 1] == b[y - 1] ? prev[y - 1] + 1 :
			    prev[y] > row[y - 1] ? prev[y] : row[y - 1];
		memcpy(prev, row, (M + 1) * sizeof(*row));
	}
	best = prev[M];
	align_diff(a, M, b, M, ca, cb);
	ka = 0;
	for (size_t k = 0; k < M; k++)
		ka += !ca[k];
	ok(ka <= best && ka * 100 >= best * 95, "2,000 of them: %zu kept, "
	    "the longest %zu", ka, best);
	free(a);
	free(b);
	free(ca);
	free(cb);
	free(ca2);
	free(cb2);
	free(row);
	free(prev);
}

int
main(void)
{
	random_cases();
	by_hand();
	long_case();
	costly_case();
	return tap_done();
}
