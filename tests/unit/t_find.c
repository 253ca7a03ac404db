/* t_find.c - substring search (find.h) against a byte-by-byte search, on
 * every path: one byte at a time, SSE2, AVX2 where the CPU has it. */
#include <stdlib.h>
#include <string.h>

#include "find.h"
#include "tap.h"

static unsigned char
fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c;
}

/* The reference: the first place where l[0..n) is in h[0..hn). */
static const char *
naive(const char *h, size_t hn, const char *l, size_t n, int icase)
{
	for (size_t i = 0; i + n <= hn; i++) {
		size_t k;

		for (k = 0; k < n; k++)
			if ((icase ? fold((unsigned char)h[i + k]) :
			    (unsigned char)h[i + k]) != (icase ?
			    fold((unsigned char)l[k]) : (unsigned char)l[k]))
				break;
		if (k == n)
			return h + i;
	}
	return NULL;
}

/* Random bytes from a small alphabet, so that needles recur and nearly
 * recur; upper and lower case of each letter. */
static void
fill(char *p, size_t n, const char *alpha, unsigned *seed)
{
	size_t an = strlen(alpha);

	for (size_t i = 0; i < n; i++) {
		*seed = *seed * 1103515245u + 12345u;
		p[i] = alpha[(*seed >> 16) % an];
	}
}

/* The reference for a ranged needle: byte k is any in lo..hi. */
static const char *
naive_range(const char *h, size_t hn, const char *l, size_t n, size_t k,
    unsigned char lo, unsigned char hi)
{
	for (size_t i = 0; i + n <= hn; i++) {
		size_t j;

		for (j = 0; j < n; j++)
			if (j == k ? (unsigned char)h[i + j] < lo ||
			    (unsigned char)h[i + j] > hi : h[i + j] != l[j])
				break;
		if (j == n)
			return h + i;
	}
	return NULL;
}

static int
agree_range(const char *h, size_t hn, const char *l, size_t n, size_t k,
    unsigned char lo, unsigned char hi)
{
	struct find f;
	const char *got, *want = naive_range(h, hn, l, n, k, lo, hi);

	find_init_range(&f, l, n, k, lo, hi);
	got = find_in(&f, h, hn);
	find_release(&f);
	return got == want;
}

static int
agree(const char *h, size_t hn, const char *l, size_t n, int icase)
{
	struct find f;
	const char *got, *want = naive(h, hn, l, n, icase);

	find_init(&f, l, n, icase);
	got = find_in(&f, h, hn);
	find_release(&f);
	return got == want;
}

int
main(void)
{
	static const char *const alphas[] = { "ab", "abAB\\u\"", "xyz0 \n" };
	char h[300], l[40];
	unsigned seed = 1;
	int bad;

	for (int level = 0; level <= 2; level++) {
		find_limit(level);
		bad = 0;
		for (int t = 0; t < 20000; t++) {
			const char *alpha = alphas[t % 3];
			size_t hn = (size_t)(t * 7 % 300);
			size_t n = (size_t)(1 + t % 9);

			fill(h, hn, alpha, &seed);
			if (t % 2 && hn >= n) {
				/* plant the needle, often near a block's end */
				size_t at = t % 4 == 1 ? (hn - n) :
				    (size_t)(t % 33) % (hn - n + 1);

				fill(l, n, alpha, &seed);
				memcpy(h + at, l, n);
			} else {
				fill(l, n, alpha, &seed);
			}
			bad += !agree(h, hn, l, n, t % 5 == 0);
		}
		is_int(bad, 0, "level %d: 20000 random searches agree with a "
		    "byte-by-byte search", level);

		/* the needle at every offset of a 100-byte haystack, and
		 * a near miss (its last byte wrong) everywhere else */
		bad = 0;
		for (size_t n = 2; n < 40; n += 5) {
			memset(l, 'q', n);
			l[0] = 'r';
			l[n - 1] = 's';
			for (size_t at = 0; at + n <= 100; at++) {
				memset(h, 'q', 100);
				for (size_t i = 0; i + n <= 100; i += n + 1)
					h[i] = 'r';
				memcpy(h + at, l, n);
				bad += !agree(h, 100, l, n, 0);
				bad += !agree(h, at + n, l, n, 0);
				bad += !agree(h, at + n - 1, l, n, 0);
			}
		}
		is_int(bad, 0, "level %d: every offset, the haystack ending "
		    "with the needle or a byte short of it", level);

		bad = !agree("Hello, TRANSCRIPT world", 23, "transcript", 10, 1);
		bad += !agree("x\\u0041y", 8, "\\u", 2, 0);
		bad += !agree("@[`{", 4, "`", 1, 1);	/* not letters: exact */
		bad += !agree("@", 1, "`", 1, 1);
		bad += !agree("", 0, "", 0, 0);
		bad += !agree("ab", 2, "abc", 3, 0);
		bad += agree("ab", 2, "b", 1, 0) ? 0 : 1;
		is_int(bad, 0, "level %d: -i folds letters only; empty and "
		    "long needles", level);

		/* a byte of the needle that stands for a range: random
		 * haystacks of escapes, and the grep's own needle */
		bad = 0;
		for (int t = 0; t < 20000; t++) {
			size_t hn = (size_t)(t * 7 % 300);
			size_t n = (size_t)(1 + t % 6), k = (size_t)t % n;
			unsigned char lo = (unsigned char)('0' + t % 5);
			unsigned char hi = (unsigned char)(lo + t % 4);

			fill(h, hn, "\\u0123456789e", &seed);
			fill(l, n, "\\u0123", &seed);
			if (t % 2 && hn >= n) {
				size_t at = t % 4 == 1 ? (hn - n) :
				    (size_t)(t % 33) % (hn - n + 1);

				memcpy(h + at, l, n);
				h[at + k] = (char)(lo + (unsigned char)t % 3);
			}
			bad += !agree_range(h, hn, l, n, k, lo, hi);
		}
		bad += !agree_range("\\u001b \\u00e9 \\u0041", 20, "\\u00?",
		    5, 4, '2', '7');
		bad += !agree_range("\\u001b \\u00e9 \\u0081", 20, "\\u00?",
		    5, 4, '2', '7');
		is_int(bad, 0, "level %d: a byte that stands for a range agrees "
		    "with a byte-by-byte search", level);
	}
	{
		struct find f;

		find_init(&f, "zQ", 2, 0);
		ok(find_rank('z') < find_rank('e') && find_rank('"') >
		    find_rank('Q'), "byte ranks: rare letters low");
		find_release(&f);
	}
	return tap_done();
}
