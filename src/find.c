/*
 * find.c - substring search a block of bytes at a time; see find.h.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "find.h"
#include "xalloc.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define HAVE_X86	1
#include <immintrin.h>
#endif

static int find_max = 2;	/* find_limit() */

void
find_limit(int level)
{
	find_max = level;
}

int
find_rank(unsigned char c)
{
	/* most common first */
	static const char common[] = " etaoinsrhldcumfpgwybvk\",:.\"{}_-/0"
	    "123456789xjqzTSAECIRNOLMPDBHFGWUVYKJXQZ";
	const char *p = c != '\0' ? strchr(common, c) : NULL;

	return p != NULL ? (int)(sizeof(common) - (size_t)(p - common)) : 0;
}

static unsigned char
fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c + ('a' - 'A')) : c;
}

static int
is_lower(unsigned char c)
{
	return c >= 'a' && c <= 'z';
}

/* Pick the two rarest bytes of the needle but the one at skip. */
static void
pick(struct find *f, size_t skip)
{
	size_t r1 = SIZE_MAX, r2 = SIZE_MAX;

	for (size_t i = 0; i < f->n; i++)
		if (i != skip && (r1 == SIZE_MAX || find_rank((unsigned char)
		    f->l[i]) < find_rank((unsigned char)f->l[r1])))
			r1 = i;
	for (size_t i = 0; i < f->n; i++)
		if (i != skip && i != r1 && (r2 == SIZE_MAX ||
		    find_rank((unsigned char)f->l[i]) <
		    find_rank((unsigned char)f->l[r2])))
			r2 = i;
	if (r1 == SIZE_MAX)
		r1 = 0;
	if (r2 == SIZE_MAX)
		r2 = r1;
	f->a = r1 < r2 ? r1 : r2;
	f->b = r1 < r2 ? r2 : r1;
}

void
find_init(struct find *f, const char *needle, size_t n, int icase)
{
	f->l = xmalloc(n + 1);
	memcpy(f->l, needle, n);
	f->l[n] = '\0';
	f->n = n;
	f->icase = icase;
	f->ranged = 0;
	f->k = 0;
	f->lo = f->hi = 0;
	for (size_t i = 0; icase && i < n; i++)
		f->l[i] = (char)fold((unsigned char)f->l[i]);
	pick(f, SIZE_MAX);
}

void
find_init_range(struct find *f, const char *needle, size_t n, size_t k,
    unsigned char lo, unsigned char hi)
{
	find_init(f, needle, n, 0);
	f->ranged = 1;
	f->k = k;
	f->lo = lo;
	f->hi = hi;
	f->l[k] = (char)lo;
	pick(f, k);
}

void
find_release(struct find *f)
{
	free(f->l);
	f->l = NULL;
}

/* Does the needle start at p (all n bytes there)? */
static int
at(const struct find *f, const unsigned char *p)
{
	if (f->ranged)
		return p[f->k] >= f->lo && p[f->k] <= f->hi &&
		    memcmp(p, f->l, f->k) == 0 && memcmp(p + f->k + 1,
		    f->l + f->k + 1, f->n - f->k - 1) == 0;
	if (!f->icase)
		return memcmp(p, f->l, f->n) == 0;
	for (size_t k = 0; k < f->n; k++)
		if (fold(p[k]) != (unsigned char)f->l[k])
			return 0;
	return 1;
}

/* From i on, a byte at a time: the needle's byte a by memchr (both cases
 * of a letter with icase), then the rest. */
static const char *
find_bytes(const struct find *f, const unsigned char *h, size_t hn, size_t i)
{
	unsigned char c = (unsigned char)f->l[f->a];
	int both = f->icase && is_lower(c);

	for (; i + f->n <= hn; i++) {
		const unsigned char *p = h + i + f->a;
		size_t left = hn - f->n - i + 1;	/* places to try */

		if (f->ranged && f->a == f->k) {	/* a range alone */
			if (at(f, h + i))
				return (const char *)(h + i);
			continue;
		}

		if (!both) {
			if ((p = memchr(p, c, left)) == NULL)
				return NULL;
		} else {
			const unsigned char *q = memchr(p, c, left);
			const unsigned char *u = memchr(p, c - ('a' - 'A'),
			    q != NULL ? (size_t)(q - p) : left);

			if ((p = u != NULL ? u : q) == NULL)
				return NULL;
		}
		i = (size_t)(p - h) - f->a;
		if (at(f, h + i))
			return (const char *)(h + i);
	}
	return NULL;
}

#ifdef HAVE_X86
/* Each candidate start in the mask (bit k: start i + k), in order. */
static const char *
try_mask(const struct find *f, const unsigned char *h, size_t i, uint32_t m)
{
	while (m != 0) {
		size_t k = (size_t)__builtin_ctz(m);

		if (at(f, h + i + k))
			return (const char *)(h + i + k);
		m &= m - 1;
	}
	return NULL;
}

/*
 * 16 (SSE2) or 32 (AVX2) places a step: a mask of those where bytes a and b
 * are (with icase, in either case) and, for a ranged needle, byte k is in
 * its range (x - lo, unsigned, at most hi - lo).  Written once for both
 * ranged and not, and made twice by the compiler.
 */
static inline __attribute__((always_inline)) const char *
sse2_loop(const struct find *f, const unsigned char *h, size_t hn, size_t *ip,
    int ranged)
{
	unsigned char ca = (unsigned char)f->l[f->a];
	unsigned char cb = (unsigned char)f->l[f->b];
	const __m128i va = _mm_set1_epi8((char)ca), vb = _mm_set1_epi8((char)cb);
	const __m128i fa = _mm_set1_epi8(f->icase && is_lower(ca) ? 0x20 : 0);
	const __m128i fb = _mm_set1_epi8(f->icase && is_lower(cb) ? 0x20 : 0);
	const __m128i lo = _mm_set1_epi8((char)f->lo);
	const __m128i span = _mm_set1_epi8((char)(f->hi - f->lo));
	size_t i;

	for (i = *ip; i + f->n + 15 <= hn; i += 16) {
		__m128i xa = _mm_loadu_si128((const void *)(h + i + f->a));
		__m128i xb = _mm_loadu_si128((const void *)(h + i + f->b));
		__m128i hit = _mm_and_si128(
		    _mm_cmpeq_epi8(_mm_or_si128(xa, fa), va),
		    _mm_cmpeq_epi8(_mm_or_si128(xb, fb), vb));
		uint32_t m;
		const char *r;

		if (ranged) {
			__m128i d = _mm_sub_epi8(_mm_loadu_si128(
			    (const void *)(h + i + f->k)), lo);

			hit = _mm_and_si128(hit,
			    _mm_cmpeq_epi8(_mm_min_epu8(d, span), d));
		}
		m = (uint32_t)_mm_movemask_epi8(hit);
		if (m != 0 && (r = try_mask(f, h, i, m)) != NULL)
			return r;
	}
	*ip = i;
	return NULL;
}

static const char *
find_sse2(const struct find *f, const unsigned char *h, size_t hn, size_t *ip)
{
	return f->ranged ? sse2_loop(f, h, hn, ip, 1) :
	    sse2_loop(f, h, hn, ip, 0);
}

__attribute__((target("avx2")))
static inline __attribute__((always_inline)) const char *
avx2_loop(const struct find *f, const unsigned char *h, size_t hn, size_t *ip,
    int ranged)
{
	unsigned char ca = (unsigned char)f->l[f->a];
	unsigned char cb = (unsigned char)f->l[f->b];
	const __m256i va = _mm256_set1_epi8((char)ca);
	const __m256i vb = _mm256_set1_epi8((char)cb);
	const __m256i fa = _mm256_set1_epi8(f->icase && is_lower(ca) ? 0x20 : 0);
	const __m256i fb = _mm256_set1_epi8(f->icase && is_lower(cb) ? 0x20 : 0);
	const __m256i lo = _mm256_set1_epi8((char)f->lo);
	const __m256i span = _mm256_set1_epi8((char)(f->hi - f->lo));
	size_t i;

	for (i = *ip; i + f->n + 31 <= hn; i += 32) {
		__m256i xa = _mm256_loadu_si256((const void *)(h + i + f->a));
		__m256i xb = _mm256_loadu_si256((const void *)(h + i + f->b));
		__m256i hit = _mm256_and_si256(
		    _mm256_cmpeq_epi8(_mm256_or_si256(xa, fa), va),
		    _mm256_cmpeq_epi8(_mm256_or_si256(xb, fb), vb));
		uint32_t m;
		const char *r;

		if (ranged) {
			__m256i d = _mm256_sub_epi8(_mm256_loadu_si256(
			    (const void *)(h + i + f->k)), lo);

			hit = _mm256_and_si256(hit,
			    _mm256_cmpeq_epi8(_mm256_min_epu8(d, span), d));
		}
		m = (uint32_t)_mm256_movemask_epi8(hit);
		if (m != 0 && (r = try_mask(f, h, i, m)) != NULL)
			return r;
	}
	*ip = i;
	return NULL;
}

__attribute__((target("avx2")))
static const char *
find_avx2(const struct find *f, const unsigned char *h, size_t hn, size_t *ip)
{
	return f->ranged ? avx2_loop(f, h, hn, ip, 1) :
	    avx2_loop(f, h, hn, ip, 0);
}

/* The best level this CPU has, up to find_max. */
static int
level(void)
{
	int have = __builtin_cpu_supports("avx2") ? 2 : 1;

	return have < find_max ? have : find_max;
}
#endif

const char *
find_in(const struct find *f, const char *hs, size_t hn)
{
	const unsigned char *h = (const unsigned char *)hs;
	size_t i = 0;

	if (f->n == 0)
		return hs;
	if (hn < f->n)
		return NULL;
#ifdef HAVE_X86
	if (f->n > 1) {
		const char *r = NULL;

		switch (level()) {
		case 2:
			if ((r = find_avx2(f, h, hn, &i)) != NULL)
				return r;
			/* FALLTHROUGH */
		case 1:
			if ((r = find_sse2(f, h, hn, &i)) != NULL)
				return r;
			break;
		default:
			break;
		}
	}
#endif
	return find_bytes(f, h, hn, i);
}
