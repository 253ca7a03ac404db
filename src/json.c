/*
 * json.c - strict JSON scanner, compactor and pretty-printer; see json.h.
 *
 * The scanner is a loop over one explicit state, with nesting recorded one
 * bit per level (object or array), so hostile depth costs no stack.  String
 * bodies, the bulk of every transcript, are validated 64 bytes a step where
 * the CPU has AVX-512BW, AVX2 or SSSE3 (x86-64, chosen at run time): quotes,
 * backslashes, controls and UTF-8 errors as bit masks, escaped bytes from
 * the backslash runs.  Anything unusual in a string (an error to report, a
 * \u escape gone wrong, 64 backslashes) sends it to the portable loop from
 * its start, which marks special bytes 16 (SSE2) or 8 bytes a step and
 * takes them one by one, and which alone reports errors, so every path
 * gives the same results.
 */
#include <stdint.h>
#include <string.h>

#include "json.h"

/* The string scanner's per-byte helpers, inlined into its loop. */
#if defined(__GNUC__)
#define ALWAYS_INLINE	inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE	inline
#endif

/* Byte classes outside strings. */
#define WS(c)	((c) == ' ' || (c) == '\n' || (c) == '\r' || (c) == '\t')
#define DIGIT(c)	((c) >= '0' && (c) <= '9')


/*
 * Length of the valid UTF-8 sequence at s[0..n) starting with a byte >=
 * 0x80: > 0 the length, 0 invalid, -1 truncated by the end of input.
 */
static ALWAYS_INLINE int
utf8_seq(const unsigned char *s, size_t n)
{
	unsigned char c = s[0], lo = 0x80, hi = 0xBF;
	int len;

	if (c >= 0xC2 && c <= 0xDF)
		len = 2;
	else if (c >= 0xE0 && c <= 0xEF) {
		len = 3;
		if (c == 0xE0)
			lo = 0xA0;
		else if (c == 0xED)
			hi = 0x9F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		len = 4;
		if (c == 0xF0)
			lo = 0x90;
		else if (c == 0xF4)
			hi = 0x8F;
	} else
		return 0;
	for (int i = 1; i < len; i++) {
		if ((size_t)i >= n)
			return -1;
		if (s[i] < lo || s[i] > hi)
			return 0;
		lo = 0x80;
		hi = 0xBF;
	}
	return len;
}

int
json_utf8_valid(const char *str, size_t n)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;

	while (i < n) {
		int len;

		if (s[i] < 0x80) {
			i++;
			continue;
		}
		if ((len = utf8_seq(s + i, n - i)) <= 0)
			return 0;
		i += (size_t)len;
	}
	return 1;
}

int
json_utf8_next(const char *str, size_t n, uint32_t *cp)
{
	const unsigned char *s = (const unsigned char *)str;
	int len;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if ((len = utf8_seq(s, n)) <= 0)
		return 0;
	*cp = s[0] & (0x7Fu >> len);
	for (int i = 1; i < len; i++)
		*cp = *cp << 6 | (s[i] & 0x3Fu);
	return len;
}

static int
hexdigit(unsigned char c)
{
	return DIGIT(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/*
 * Special bytes inside strings: '"', '\\', controls (< 0x20) and non-ASCII
 * (>= 0x80).  special_block() marks, one bit per byte of a BLOCK-byte
 * block, every special byte; it may also mark ordinary bytes (the SWAR
 * version marks some bytes after a special one), never miss a special one,
 * so scan_byte() looks at each marked byte again.
 */
#if defined(__SSE2__)
#include <emmintrin.h>

#define BLOCK	16

static inline unsigned
special_block(const unsigned char *p)
{
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);
	__m128i q = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
	__m128i b = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
	/* v <= 0x1f, unsigned; bytes >= 0x80 show in v's own sign bits */
	__m128i c = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(0x1f)), v);

	return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(q, b),
	    _mm_or_si128(c, v)));
}
#else
#define BLOCK	8
#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	UINT64_C(0x8080808080808080)

static inline unsigned
special_block(const unsigned char *p)
{
	uint64_t w, q, b, hit, m = 0;

	memcpy(&w, p, 8);
	q = w ^ (ONES * '"');
	b = w ^ (ONES * '\\');
	/* A byte's high bit if it is < 0x20, '"', '\\' or >= 0x80; a borrow
	 * may also mark bytes after such a byte. */
	hit = ((w - ONES * 0x20) | (q - ONES) | (b - ONES) | w) & HIGHS;
	for (int k = 0; hit != 0; k++, hit >>= 8)	/* byte order free */
		m |= (unsigned)(hit >> 7 & 1) << k;
	return m;
}
#endif

#if defined(__GNUC__)
#define LOWEST_BIT(m)	((unsigned)__builtin_ctz(m))
#else
static inline unsigned
LOWEST_BIT(unsigned m)
{
	unsigned k = 0;

	while (!(m >> k & 1))
		k++;
	return k;
}
#endif

/* scan_byte()'s verdicts beyond enum json_result. */
#define STRING_MORE	(-1)	/* go on at *ip */

/* The one-letter escapes " \\ / b f n r t, one bit per ASCII code. */
static const uint64_t escape_letter[2] = {
	UINT64_C(1) << '"' | UINT64_C(1) << '/',
	UINT64_C(1) << ('\\' - 64) | UINT64_C(1) << ('b' - 64) |
	UINT64_C(1) << ('f' - 64) | UINT64_C(1) << ('n' - 64) |
	UINT64_C(1) << ('r' - 64) | UINT64_C(1) << ('t' - 64)
};

/* Record an error at off; returns r (JSON_BAD or JSON_INCOMPLETE). */
static int
scan_error(struct json_scan *js, size_t off, const char *msg, int r)
{
	js->err_off = off;
	js->err = msg;
	return r;
}

/* The escape whose backslash is at s[p]: STRING_MORE with *ip past it, or
 * an error.  A bit test, not a switch: no jump to mispredict. */
static ALWAYS_INLINE int
scan_escape(const unsigned char *s, size_t n, size_t p, size_t *ip,
    struct json_scan *js)
{
	unsigned char e;

	if (p + 1 >= n)
		return scan_error(js, n, "unterminated string", JSON_INCOMPLETE);
	e = s[p + 1];
	if (e < 128 && (escape_letter[e >> 6] >> (e & 63) & 1)) {
		*ip = p + 2;
		return STRING_MORE;
	}
	if (e != 'u')
		return scan_error(js, p + 1, "invalid escape in string", JSON_BAD);
	for (int k = 2; k < 6; k++) {
		if (p + k >= n)
			return scan_error(js, n, "unterminated string",
			    JSON_INCOMPLETE);
		if (!hexdigit(s[p + k]))
			return scan_error(js, p + k, "invalid \\u escape: four hex "
			    "digits expected", JSON_BAD);
	}
	*ip = p + 6;
	return STRING_MORE;
}

/*
 * The byte at s[p] inside a string: the closing quote (JSON_OK, *ip just
 * past it), the start of an escape or a UTF-8 sequence or an ordinary byte
 * (STRING_MORE, *ip just past it), or an error.
 */
static ALWAYS_INLINE int
scan_byte(const unsigned char *s, size_t n, size_t p, size_t *ip,
    struct json_scan *js)
{
	unsigned char c = s[p];
	int len;

	if (c == '"') {
		*ip = p + 1;
		return JSON_OK;
	}
	if (c == '\\')
		return scan_escape(s, n, p, ip, js);
	if (c < 0x20)
		return scan_error(js, p, c == '\n' ? "unescaped newline in string" :
		    "unescaped control character in string", JSON_BAD);
	if (c < 0x80) {		/* marked by the SWAR borrow only */
		*ip = p + 1;
		return STRING_MORE;
	}
	if ((len = utf8_seq(s + p, n - p)) < 0)
		return scan_error(js, n, "unterminated string", JSON_INCOMPLETE);
	if (len == 0)
		return scan_error(js, p, "invalid UTF-8 in string", JSON_BAD);
	*ip = p + (size_t)len;
	return STRING_MORE;
}

#if defined(__GNUC__) && defined(__x86_64__)
#define HAVE_SSSE3	1
#include <immintrin.h>

/*
 * UTF-8 by the lookup method of Keiser and Lemire ("Validating UTF-8 in
 * less than one instruction per byte", 2021): three 16-entry tables, looked
 * up by the high nibble of the previous byte, its low nibble and the high
 * nibble of this byte, each give the error classes that the pair could be;
 * a byte is in error when all three agree on a class.  Continuation bytes
 * that a 3- or 4-byte lead two or three bytes back requires are checked
 * apart.  Each class is one bit.
 */
#define U8_TOO_SHORT	0x01	/* a lead not followed by a continuation */
#define U8_TOO_LONG	0x02	/* ASCII followed by a continuation */
#define U8_OVERLONG_3	0x04	/* E0 80..9F */
#define U8_TOO_LARGE	0x08	/* F4 90.. or F5.. */
#define U8_SURROGATE	0x10	/* ED A0..BF */
#define U8_OVERLONG_2	0x20	/* C0, C1 */
#define U8_TOO_LARGE_1000 0x40	/* F5..FF 80..8F */
#define U8_OVERLONG_4	0x40	/* F0 80..8F */
#define U8_TWO_CONTS	0x80	/* two continuations in a row */
#define U8_CARRY	(U8_TOO_SHORT | U8_TOO_LONG | U8_TWO_CONTS)
#define U8(x)		((char)(x))

/* The three tables, by the previous byte's high nibble, its low nibble,
 * and this byte's high nibble. */
#define U8_BY_PREV_HIGH							\
	/* 0___: ASCII */						\
	U8_TOO_LONG, U8_TOO_LONG, U8_TOO_LONG, U8_TOO_LONG,		\
	U8_TOO_LONG, U8_TOO_LONG, U8_TOO_LONG, U8_TOO_LONG,		\
	/* 10__: a continuation */					\
	U8(U8_TWO_CONTS), U8(U8_TWO_CONTS), U8(U8_TWO_CONTS), U8(U8_TWO_CONTS), \
	/* 1100, 1101: 2-byte leads; 1110: 3; 1111: 4 */		\
	U8_TOO_SHORT | U8_OVERLONG_2,					\
	U8_TOO_SHORT,							\
	U8_TOO_SHORT | U8_OVERLONG_3 | U8_SURROGATE,			\
	U8_TOO_SHORT | U8_TOO_LARGE | U8_TOO_LARGE_1000 | U8_OVERLONG_4
#define U8_LARGE	U8(U8_CARRY | U8_TOO_LARGE | U8_TOO_LARGE_1000)
#define U8_BY_PREV_LOW							\
	U8(U8_CARRY | U8_OVERLONG_3 | U8_OVERLONG_2 | U8_OVERLONG_4),	\
	U8(U8_CARRY | U8_OVERLONG_2),					\
	U8(U8_CARRY), U8(U8_CARRY),					\
	U8(U8_CARRY | U8_TOO_LARGE),					\
	U8_LARGE, U8_LARGE, U8_LARGE,					\
	U8_LARGE, U8_LARGE, U8_LARGE, U8_LARGE, U8_LARGE,		\
	U8(U8_CARRY | U8_TOO_LARGE | U8_TOO_LARGE_1000 | U8_SURROGATE),	\
	U8_LARGE, U8_LARGE
#define U8_BY_CUR_HIGH							\
	/* 0___: ASCII */						\
	U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT,		\
	U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT,		\
	/* 1000, 1001, 101_: continuations */				\
	U8(U8_TOO_LONG | U8_OVERLONG_2 | U8_TWO_CONTS | U8_OVERLONG_3 |	\
	U8_TOO_LARGE_1000 | U8_OVERLONG_4),				\
	U8(U8_TOO_LONG | U8_OVERLONG_2 | U8_TWO_CONTS | U8_OVERLONG_3 |	\
	U8_TOO_LARGE),							\
	U8(U8_TOO_LONG | U8_OVERLONG_2 | U8_TWO_CONTS | U8_SURROGATE |	\
	U8_TOO_LARGE),							\
	U8(U8_TOO_LONG | U8_OVERLONG_2 | U8_TWO_CONTS | U8_SURROGATE |	\
	U8_TOO_LARGE),							\
	/* 11__: leads */						\
	U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT, U8_TOO_SHORT

/* A 16-byte table in a vector of 16, 32 or 64 bytes (W: empty, 256, 512;
 * the byte shuffles look tables up per 16-byte lane: each lane gets it). */
#define VEC_TABLE(t)	_mm_setr_epi8(t)
#define VEC_TABLE256(t)	_mm256_setr_epi8(t, t)
#define VEC_TABLE512(t)	_mm512_broadcast_i32x4(_mm_setr_epi8(t))

/*
 * Nonzero bytes where cur, after prev1..prev3 (cur shifted by 1..3 bytes
 * into the past), is not valid UTF-8.  A lead two (E0..) or three (F0..)
 * bytes back wants a continuation here: that must be the TWO_CONTS case,
 * hence the xor with 0x80 there.  One function per vector width (W and
 * SFX as in the intrinsics' names, V the vector type).
 */
#define UTF8_ERRORS(name, isa, W, V, SFX)				\
__attribute__((target(isa)))						\
static inline V								\
name(V cur, V prev1, V prev2, V prev3)					\
{									\
	const V nib = _mm##W##_set1_epi8(0x0f);				\
	V sc = _mm##W##_and_##SFX(_mm##W##_and_##SFX(			\
	    _mm##W##_shuffle_epi8(VEC_TABLE##W(U8_BY_PREV_HIGH),	\
	    _mm##W##_and_##SFX(_mm##W##_srli_epi16(prev1, 4), nib)),	\
	    _mm##W##_shuffle_epi8(VEC_TABLE##W(U8_BY_PREV_LOW),		\
	    _mm##W##_and_##SFX(prev1, nib))),				\
	    _mm##W##_shuffle_epi8(VEC_TABLE##W(U8_BY_CUR_HIGH),		\
	    _mm##W##_and_##SFX(_mm##W##_srli_epi16(cur, 4), nib)));	\
	V must = _mm##W##_and_##SFX(_mm##W##_or_##SFX(			\
	    _mm##W##_subs_epu8(prev2, _mm##W##_set1_epi8(U8(0xe0 - 0x80))), \
	    _mm##W##_subs_epu8(prev3, _mm##W##_set1_epi8(U8(0xf0 - 0x80)))), \
	    _mm##W##_set1_epi8(U8(0x80)));				\
									\
	return _mm##W##_xor_##SFX(must, sc);				\
}
UTF8_ERRORS(utf8_errors, "ssse3", , __m128i, si128)
UTF8_ERRORS(utf8_errors256, "avx2", 256, __m256i, si256)
UTF8_ERRORS(utf8_errors512, "avx512f,avx512bw", 512, __m512i, si512)

static int scan_limit = JSON_SCAN_BEST;	/* json_scan_limit(): tests */

/* The best vector path allowed: a json_scan_level.  Read-only once set:
 * threads may scan at once (the CPU model is set up before main()). */
static int
cpu_vector(void)
{
	int have = __builtin_cpu_supports("avx512bw") &&
	    __builtin_cpu_supports("avx512f") ? JSON_SCAN_AVX512 :
	    __builtin_cpu_supports("avx2") ? JSON_SCAN_AVX2 :
	    __builtin_cpu_supports("ssse3") ? JSON_SCAN_SSSE3 : JSON_SCAN_PORTABLE;

	return have < scan_limit ? have : scan_limit;
}

#define EVEN_BITS	UINT64_C(0x5555555555555555)
#define ODD_BITS	UINT64_C(0xaaaaaaaaaaaaaaaa)

/*
 * The bytes escaped by a backslash run of odd length: the byte after each
 * such run (a run starts at an even or odd position; adding its start bit
 * carries to just past its end, and the parity of start and end tells the
 * run's length).  The caller sees to it that no run touches bit 63.
 */
static inline uint64_t
escaped_bytes(uint64_t b)
{
	uint64_t starts = b & ~(b << 1);
	uint64_t even_ends = (b + (starts & EVEN_BITS)) & ~b;
	uint64_t odd_ends = (b + (starts & ODD_BITS)) & ~b;

	return (even_ends & ODD_BITS) | (odd_ends & EVEN_BITS);
}

/* A 64-byte block's bytes of interest, a bit each (bit k: byte k). */
struct block {
	uint64_t	q;		/* '"' */
	uint64_t	b;		/* '\\' */
	uint64_t	c;		/* controls, < 0x20 */
	uint64_t	l;		/* escape letters: " \ / b f n r t u */
	uint64_t	x;		/* 'u' */
	uint64_t	h;		/* hex digits */
	uint64_t	u;		/* ends of UTF-8 errors (utf8_errors()); 0
					   when the block and the three bytes
					   before it are ASCII */
	int		utf8;		/* u was computed */
};

/* What a block_*() function computes: with BLOCK_QUOTES only q and b;
 * with BLOCK_UTF8 u even if the block is ASCII.  A string that has shown
 * non-ASCII text is checked for UTF-8 in every block after: a branch on
 * each block's bytes would be mispredicted in text that mixes scripts. */
#define BLOCK_QUOTES	1
#define BLOCK_UTF8	2

/*
 * Escape letters and hex digits by nibble lookup: a byte's classes are the
 * bits its high nibble's entry and its low nibble's entry share.  Bits 1,
 * 2, 4, 8: the one-letter escapes by high nibble (2, 5, 6, 7) and the low
 * nibbles that go with each: 2 (" b r), F (/), C (\\), 6 (f), E (n), 4 (t);
 * 0x80: 'u' (7, 5), the sign bit, for movemask; 0x10: 0-9 (3, 0..9);
 * 0x20: A-F and a-f (4 and 6, 1..6).
 */
#define ESC_BY_HIGH	0, 0, 1, 0x10, 0x20, 2, 4 | 0x20, U8(8 | 0x80),	\
	0, 0, 0, 0, 0, 0, 0, 0
#define ESC_BY_LOW	0x10, 0x30, 1 | 4 | 8 | 0x30, 0x30, 8 | 0x30,	\
	U8(0x30 | 0x80), 4 | 0x30, 0x10, 0x10, 0x10, 0, 0, 2, 0, 4, 1
#define ESC_LETTER	U8(0x0f | 0x80)
#define ESC_HEX		0x30

/* Per 16 or 32 bytes (W: empty or 256): the masks of struct block for
 * the vector v, part k of the block; its UTF-8 errors are the caller's. */
#define BLOCK_PART(W, BYTES, V, SFX, v, k, m, quotes_only) do {	\
	const V nib_ = _mm##W##_set1_epi8(0x0f);			\
	unsigned shift_ = (k) * (BYTES);				\
	(m)->q |= (uint64_t)(unsigned)_mm##W##_movemask_epi8(		\
	    _mm##W##_cmpeq_epi8(v, _mm##W##_set1_epi8('"'))) << shift_;	\
	(m)->b |= (uint64_t)(unsigned)_mm##W##_movemask_epi8(		\
	    _mm##W##_cmpeq_epi8(v, _mm##W##_set1_epi8('\\'))) << shift_;	\
	if (!(quotes_only)) {						\
		(m)->c |= (uint64_t)(unsigned)_mm##W##_movemask_epi8(	\
		    _mm##W##_cmpeq_epi8(_mm##W##_min_epu8(v,		\
		    _mm##W##_set1_epi8(0x1f)), v)) << shift_;		\
		V cls_ = _mm##W##_and_##SFX(				\
		    _mm##W##_shuffle_epi8(VEC_TABLE##W(ESC_BY_HIGH),	\
		    _mm##W##_and_##SFX(_mm##W##_srli_epi16(v, 4), nib_)),	\
		    _mm##W##_shuffle_epi8(VEC_TABLE##W(ESC_BY_LOW),	\
		    _mm##W##_and_##SFX(v, nib_)));			\
		(m)->l |= BLOCK_ANY(W, SFX, cls_, ESC_LETTER, BYTES) << shift_; \
		(m)->x |= (uint64_t)(unsigned)_mm##W##_movemask_epi8(cls_)	\
		    << shift_;						\
		(m)->h |= BLOCK_ANY(W, SFX, cls_, ESC_HEX, BYTES) << shift_;	\
	}								\
} while (0)
/* The bytes of cls that have a class of k. */
#define BLOCK_ANY(W, SFX, cls, k, BYTES)				\
	(uint64_t)(~(unsigned)_mm##W##_movemask_epi8(_mm##W##_cmpeq_epi8(	\
	_mm##W##_and_##SFX(cls, _mm##W##_set1_epi8(k)),			\
	_mm##W##_setzero_##SFX())) & 0xffffffffu >> (32 - (BYTES)))

/* The block at p: quotes and backslashes only (BLOCK_QUOTES), or all of
 * it, reading the three bytes before p for the UTF-8 check.  One version
 * per instruction set; the loops below are shared. */
__attribute__((target("ssse3")))
static ALWAYS_INLINE void
block_ssse3(const unsigned char *p, int mode, struct block *m)
{
#define LOAD128(o)	_mm_loadu_si128((const __m128i *)(const void *)(p + (o)))
	__m128i v0 = LOAD128(0), v1 = LOAD128(16), v2 = LOAD128(32), v3 = LOAD128(48);

	m->q = m->b = m->c = m->l = m->x = m->h = m->u = 0;
	m->utf8 = 0;
	BLOCK_PART(, 16, __m128i, si128, v0, 0, m, (mode) & BLOCK_QUOTES);
	BLOCK_PART(, 16, __m128i, si128, v1, 1, m, (mode) & BLOCK_QUOTES);
	BLOCK_PART(, 16, __m128i, si128, v2, 2, m, (mode) & BLOCK_QUOTES);
	BLOCK_PART(, 16, __m128i, si128, v3, 3, m, (mode) & BLOCK_QUOTES);
	if ((mode & BLOCK_QUOTES) || (!(mode & BLOCK_UTF8) &&
	    !_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(v0, v1),
	    _mm_or_si128(v2, v3))) && !((p[-1] | p[-2] | p[-3]) & 0x80)))
		return;
	m->utf8 = 1;
#define U8_ERR128(v, o)	((uint64_t)(unsigned)(_mm_movemask_epi8(_mm_cmpeq_epi8(\
	utf8_errors(v, LOAD128((o) - 1), LOAD128((o) - 2), LOAD128((o) - 3)), \
	_mm_setzero_si128())) ^ 0xffff) << (o))
	m->u = U8_ERR128(v0, 0) | U8_ERR128(v1, 16) | U8_ERR128(v2, 32) |
	    U8_ERR128(v3, 48);
#undef U8_ERR128
#undef LOAD128
}

__attribute__((target("avx2")))
static ALWAYS_INLINE void
block_avx2(const unsigned char *p, int mode, struct block *m)
{
#define LOAD256(o)	_mm256_loadu_si256((const __m256i *)(const void *)(p + (o)))
	__m256i v0 = LOAD256(0), v1 = LOAD256(32);

	m->q = m->b = m->c = m->l = m->x = m->h = m->u = 0;
	m->utf8 = 0;
	BLOCK_PART(256, 32, __m256i, si256, v0, 0, m, (mode) & BLOCK_QUOTES);
	BLOCK_PART(256, 32, __m256i, si256, v1, 1, m, (mode) & BLOCK_QUOTES);
	if ((mode & BLOCK_QUOTES) || (!(mode & BLOCK_UTF8) &&
	    !_mm256_movemask_epi8(_mm256_or_si256(v0, v1)) &&
	    !((p[-1] | p[-2] | p[-3]) & 0x80)))
		return;
	m->utf8 = 1;
#define U8_ERR256(v, o)	((uint64_t)(unsigned)~_mm256_movemask_epi8(	\
	_mm256_cmpeq_epi8(utf8_errors256(v, LOAD256((o) - 1), LOAD256((o) - 2), \
	LOAD256((o) - 3)), _mm256_setzero_si256())) << (o))
	m->u = U8_ERR256(v0, 0) | U8_ERR256(v1, 32);
#undef U8_ERR256
#undef LOAD256
}

/* The block in one 64-byte vector: a mask per comparison, no
 * gathering of 32-bit masks. */
__attribute__((target("avx512f,avx512bw")))
static ALWAYS_INLINE void
block_avx512(const unsigned char *p, int mode, struct block *m)
{
#define LOAD512(o)	_mm512_loadu_si512((const void *)(p + (o)))
	const __m512i nib = _mm512_set1_epi8(0x0f);
	__m512i v = LOAD512(0), cls, e;

	m->q = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('"'));
	m->b = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\\'));
	m->c = m->l = m->x = m->h = m->u = 0;
	m->utf8 = 0;
	if (mode & BLOCK_QUOTES)
		return;
	m->c = _mm512_cmple_epu8_mask(v, _mm512_set1_epi8(0x1f));
	cls = _mm512_and_si512(_mm512_shuffle_epi8(VEC_TABLE512(ESC_BY_HIGH),
	    _mm512_and_si512(_mm512_srli_epi16(v, 4), nib)),
	    _mm512_shuffle_epi8(VEC_TABLE512(ESC_BY_LOW), _mm512_and_si512(v, nib)));
	m->l = _mm512_test_epi8_mask(cls, _mm512_set1_epi8(ESC_LETTER));
	m->x = _mm512_movepi8_mask(cls);
	m->h = _mm512_test_epi8_mask(cls, _mm512_set1_epi8(ESC_HEX));
	if (!(mode & BLOCK_UTF8) && !_mm512_movepi8_mask(v) &&
	    !((p[-1] | p[-2] | p[-3]) & 0x80))
		return;
	m->utf8 = 1;
	e = utf8_errors512(v, LOAD512(-1), LOAD512(-2), LOAD512(-3));
	m->u = _mm512_test_epi8_mask(e, e);
#undef LOAD512
}

/*
 * How much of the block to take: 64, or, when a backslash run reaches the
 * next block, up to where the run starts (its escapes are then whole in
 * the next block), the masks cut there; 0 if the block is all
 * backslashes (left to the portable loop).
 */
static inline unsigned
block_limit(struct block *m)
{
	unsigned lim;

	if (!(m->b >> 63))
		return 64;
	if (~m->b == 0 || (lim = 64 - (unsigned)__builtin_clzll(~m->b)) == 0)
		return 0;
	m->b &= (UINT64_C(1) << lim) - 1;
	m->q &= (UINT64_C(1) << lim) - 1;
	return lim;
}

/*
 * The string body from s[*ip] (just past the opening quote), 64 bytes a
 * step, branching per block rather than per byte: quotes, backslashes,
 * controls and UTF-8 errors as bit masks (fill: one of the block_*()
 * above); escaped bytes from the backslash runs.  JSON_OK with *ip past
 * the closing quote; else STRING_MORE with *ip unchanged: the portable
 * loop takes the string from its start (a rare shape, or an error, which
 * that loop then reports exactly).  Blocks follow each other 64 bytes
 * apart whatever they hold, unless a backslash run crosses into the next,
 * so that the next block's address never waits for this one's bytes.  The
 * last bytes of the input (and the first three) are taken from a copy,
 * spaces after them.
 */
static ALWAYS_INLINE int
scan_blocks(const unsigned char *s, size_t n, size_t *ip,
    void (*fill)(const unsigned char *, int, struct block *))
{
	unsigned char pad[3 + 64];
	size_t base = *ip;
	int mode = 0;

	while (base < n) {
		const unsigned char *p = s + base;
		struct block m;
		uint64_t esc, eu, region;
		unsigned lim = 64, end;

		/* the UTF-8 check reads the three bytes before p */
		if (base < 3 || n - base < 64) {
			memset(pad, 0, 3);
			memcpy(pad + 3 - (base < 3 ? base : 3), s + base -
			    (base < 3 ? base : 3), base < 3 ? base : 3);
			memset(pad + 3, ' ', 64);
			memcpy(pad + 3, s + base, n - base < 64 ? n - base : 64);
			p = pad + 3;
		}
		fill(p, mode, &m);
		mode |= m.utf8 ? BLOCK_UTF8 : 0;
		if (__builtin_expect(m.b >> 63, 0) &&
		    (lim = block_limit(&m)) == 0)
			break;
		esc = escaped_bytes(m.b);
		m.q &= ~esc;
		end = m.q != 0 ? (unsigned)__builtin_ctzll(m.q) : 64;
		if (end > lim)
			end = lim;
		region = end < 64 ? (UINT64_C(1) << end) - 1 : ~UINT64_C(0);
		/* (region + 1: the closing quote ends a UTF-8 sequence too) */
		if ((m.c & region) != 0 || (m.u & (region | (region + 1))) != 0)
			break;
		/* Escaped bytes: a letter, or u and four hex digits (those
		 * of the last four bytes' u in the next block, one by one). */
		esc &= region;
		eu = esc & m.x;
		if ((esc & ~m.l) != 0 ||
		    ((eu << 1 | eu << 2 | eu << 3 | eu << 4) & ~m.h) != 0)
			break;
		for (eu >>= 60; eu != 0; eu &= eu - 1) {
			struct json_scan unused;	/* the portable loop
							   reports errors */
			size_t e;

			if (scan_escape(s, n, base + 59 + (unsigned)__builtin_ctzll(eu),
			    &e, &unused) != STRING_MORE)
				break;
		}
		if (eu != 0)
			break;
		if (end < lim) {
			*ip = base + end + 1;
			return JSON_OK;
		}
		base += lim;
	}
	return STRING_MORE;
}

__attribute__((target("ssse3")))
static int
scan_string_ssse3(const unsigned char *s, size_t n, size_t *ip)
{
	return scan_blocks(s, n, ip, block_ssse3);
}

__attribute__((target("avx2")))
static int
scan_string_avx2(const unsigned char *s, size_t n, size_t *ip)
{
	return scan_blocks(s, n, ip, block_avx2);
}

__attribute__((target("avx512f,avx512bw")))
static int
scan_string_avx512(const unsigned char *s, size_t n, size_t *ip)
{
	return scan_blocks(s, n, ip, block_avx512);
}

/*
 * The closing quote of a valid string whose body starts at s[*ip], 64
 * bytes a step: the first quote that no odd backslash run escapes.
 * Returns the offset just past it, or 0 with *ip at a character boundary
 * (never inside an escape) for the portable loop to go on from.
 */
static ALWAYS_INLINE size_t
string_end_blocks(const unsigned char *s, size_t n, size_t *ip,
    void (*fill)(const unsigned char *, int, struct block *))
{
	size_t i = *ip;

	while (i + 64 <= n) {
		struct block m;
		unsigned lim = 64;

		fill(s + i, BLOCK_QUOTES, &m);
		if (__builtin_expect(m.b >> 63, 0) && (lim = block_limit(&m)) == 0)
			break;
		if ((m.q &= ~escaped_bytes(m.b)) != 0)
			return i + (unsigned)__builtin_ctzll(m.q) + 1;
		i += lim;
	}
	*ip = i;
	return 0;
}

__attribute__((target("ssse3")))
static size_t
string_end_ssse3(const unsigned char *s, size_t n, size_t *ip)
{
	return string_end_blocks(s, n, ip, block_ssse3);
}

__attribute__((target("avx2")))
static size_t
string_end_avx2(const unsigned char *s, size_t n, size_t *ip)
{
	return string_end_blocks(s, n, ip, block_avx2);
}

__attribute__((target("avx512f,avx512bw")))
static size_t
string_end_avx512(const unsigned char *s, size_t n, size_t *ip)
{
	return string_end_blocks(s, n, ip, block_avx512);
}
#endif

/*
 * Scan the string whose opening quote is at s[*ip]; on success *ip is just
 * past the closing quote.  Block by block: a block without special bytes
 * costs a load and a test; in one with some, each marked byte is handled
 * in turn without reloading (an escape or a UTF-8 sequence may carry i past
 * later marks, which are then skipped).
 */
static enum json_result
scan_string(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	size_t i = *ip + 1;
	int r;

#if defined(__SSE2__)
	/* A short string (a key, a name, an id): its closing quote in the
	 * next 16 bytes, nothing special before it. */
	if (n - i >= BLOCK) {
		unsigned m = special_block(s + i);

		if (m != 0 && s[i + LOWEST_BIT(m)] == '"') {
			*ip = i + LOWEST_BIT(m) + 1;
			return JSON_OK;
		}
	}
#endif
#ifdef HAVE_SSSE3
	switch (cpu_vector()) {
	case JSON_SCAN_AVX512:
		r = scan_string_avx512(s, n, &i);
		break;
	case JSON_SCAN_AVX2:
		r = scan_string_avx2(s, n, &i);
		break;
	case JSON_SCAN_SSSE3:
		r = scan_string_ssse3(s, n, &i);
		break;
	default:
		r = STRING_MORE;
	}
	if (r == JSON_OK) {
		*ip = i;
		return JSON_OK;
	}
#endif
	while (i + BLOCK <= n) {
		size_t base = i;
		unsigned m = special_block(s + base);

		while (m != 0) {
			size_t p = base + LOWEST_BIT(m);

			if ((r = scan_byte(s, n, p, &i, js)) != STRING_MORE) {
				if (r == JSON_OK)
					*ip = i;
				return (enum json_result)r;
			}
			/* Drop the marks that the byte's escape or sequence
			 * covered. */
			m = i - base >= BLOCK ? 0 : m & (~0u << (i - base));
		}
		if (i < base + BLOCK)
			i = base + BLOCK;
	}
	while (i < n) {
		if ((r = scan_byte(s, n, i, &i, js)) != STRING_MORE) {
			if (r == JSON_OK)
				*ip = i;
			return (enum json_result)r;
		}
	}
	return (enum json_result)scan_error(js, n, "unterminated string",
	    JSON_INCOMPLETE);
}

int
json_scan_limit(int level)
{
#ifdef HAVE_SSSE3
	scan_limit = level;
	return cpu_vector();
#else
	(void)level;
	return JSON_SCAN_PORTABLE;
#endif
}

/* Scan a number at s[*ip]; JSON_INCOMPLETE only if it runs to the end. */
static enum json_result
scan_number(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	size_t i = *ip;

	if (s[i] == '-')
		i++;
	if (i >= n)
		goto incomplete;
	if (s[i] == '0') {
		i++;
	} else if (DIGIT(s[i])) {
		while (i < n && DIGIT(s[i]))
			i++;
	} else
		goto bad;
	if (i < n && s[i] == '.') {
		if (++i >= n)
			goto incomplete;
		if (!DIGIT(s[i]))
			goto bad;
		while (i < n && DIGIT(s[i]))
			i++;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		if (++i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= n)
			goto incomplete;
		if (!DIGIT(s[i]))
			goto bad;
		while (i < n && DIGIT(s[i]))
			i++;
	}
	if (i >= n) {
		*ip = i;
		js->err_off = n;
		js->err = "unexpected end of input";
		return JSON_INCOMPLETE;
	}
	if (DIGIT(s[i])) {	/* 01 */
		js->err_off = i;
		js->err = "invalid number: leading zero";
		return JSON_BAD;
	}
	*ip = i;
	return JSON_OK;
incomplete:
	js->err_off = n;
	js->err = "unexpected end of input";
	return JSON_INCOMPLETE;
bad:
	js->err_off = i;
	js->err = "invalid number";
	return JSON_BAD;
}

static enum json_result
scan_literal(const unsigned char *s, size_t n, size_t *ip, struct json_scan *js)
{
	static const char *const lits[] = { "true", "false", "null" };
	const char *lit = lits[s[*ip] == 't' ? 0 : s[*ip] == 'f' ? 1 : 2];
	size_t len = strlen(lit), i = *ip;

	for (size_t k = 0; k < len; k++) {
		if (i + k >= n) {
			js->err_off = n;
			js->err = "unexpected end of input";
			return JSON_INCOMPLETE;
		}
		if (s[i + k] != (unsigned char)lit[k]) {
			js->err_off = i;
			js->err = "invalid literal";
			return JSON_BAD;
		}
	}
	*ip = i + len;
	return JSON_OK;
}

static size_t
skip_ws(const unsigned char *s, size_t n, size_t i)
{
	while (i < n && WS(s[i]))
		i++;
	return i;
}

static enum json_result
bad(struct json_scan *js, size_t off, const char *msg)
{
	js->err_off = off;
	js->err = msg;
	return JSON_BAD;
}

static enum json_result
unexpected(const unsigned char *s, size_t n, size_t i, struct json_scan *js,
    const char *what)
{
	if (i >= n) {
		js->err_off = n;
		js->err = "unexpected end of input";
		return JSON_INCOMPLETE;
	}
	if (s[i] >= 0x80)
		return bad(js, i, s[i] == 0xEF && i + 2 < n && s[i + 1] == 0xBB &&
		    s[i + 2] == 0xBF ? "byte order mark not allowed here" :
		    "unexpected non-ASCII byte");
	return bad(js, i, what);
}

/* Where json_scan_members() puts an object's members. */
struct members {
	struct json_span	*key, *val;
	size_t			 cap, nr;
	size_t			 vstart;	/* of the member being read */
};

/* Pass the string text[j..i) to the watch, if it ends after the offset
 * watched: key is the member's key for a member's value, else NULL. */
static ALWAYS_INLINE void
watch_pass(struct json_watch *w, const char *text, size_t j, size_t i,
    int is_key, const struct json_span *key)
{
	struct json_span str;

	if (w == NULL || i <= w->at)
		return;
	str.p = text + j;
	str.n = i - j;
	w->at = w->seen(w->arg, &str, is_key, key);
}

/*
 * One value, as json_scan() describes; with m (an object's first m->cap
 * members wanted), each member at depth 1 is noted as it is passed, so the
 * caller need not walk the text again; with w, the strings are watched
 * (json_scan_watch()).  Inlined three times: the plain scan compiles
 * without the notes and the watch.
 */
static ALWAYS_INLINE enum json_result
scan_value(const char *text, size_t n, struct json_scan *js, struct members *m,
    struct json_watch *w)
{
	const unsigned char *s = (const unsigned char *)text;
	uint64_t stack[(JSON_MAX_DEPTH + 63) / 64];
	size_t i, depth = 0, j;
	struct json_span key = { NULL, 0 };
	enum json_result r;

	memset(js, 0, sizeof(*js));
	i = skip_ws(s, n, 0);
	js->start = i;
	if (m != NULL && (i >= n || s[i] != '{'))
		m = NULL;	/* not an object: no members */

value:
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	switch (s[i]) {
	case '{':
	case '[': {
		int obj = s[i] == '{';

		if (depth >= JSON_MAX_DEPTH)
			return bad(js, i, "nesting too deep (more than 1000 levels)");
		if (obj)
			stack[depth / 64] |= UINT64_C(1) << (depth % 64);
		else
			stack[depth / 64] &= ~(UINT64_C(1) << (depth % 64));
		depth++;
		j = skip_ws(s, n, i + 1);
		js->spaced |= j != i + 1;
		i = j;
		if (i < n && s[i] == (obj ? '}' : ']')) {
			depth--;
			i++;
			goto after;
		}
		if (obj)
			goto key;
		goto value;
	}
	case '"':
		j = i;
		if ((r = scan_string(s, n, &i, js)) != JSON_OK)
			return r;
		if (w != NULL)
			watch_pass(w, text, j, i, 0, depth > 0 &&
			    (stack[(depth - 1) / 64] >> ((depth - 1) % 64) & 1) ?
			    &key : NULL);
		goto after;
	case 't':
	case 'f':
	case 'n':
		if ((r = scan_literal(s, n, &i, js)) != JSON_OK)
			return r;
		goto after;
	case '-':
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		r = scan_number(s, n, &i, js);
		if (r == JSON_INCOMPLETE && depth == 0 && i == n)
			goto done;	/* a top-level number ends the input */
		if (r != JSON_OK)
			return r;
		goto after;
	case ']':
	case '}':
		return bad(js, i, "expected a value");
	default:
		return unexpected(s, n, i, js, s[i] == '\'' ?
		    "single quotes are not JSON" : s[i] == '/' ?
		    "comments are not JSON" : "expected a value");
	}

key:
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	if (s[i] != '"')
		return unexpected(s, n, i, js, s[i] == '}' ?
		    "trailing comma" : "expected a string key");
	j = i;
	if ((r = scan_string(s, n, &i, js)) != JSON_OK)
		return r;
	if (m != NULL && depth == 1 && m->nr < m->cap) {
		m->key[m->nr].p = text + j;
		m->key[m->nr].n = i - j;
	}
	if (w != NULL) {
		key.p = text + j;
		key.n = i - j;
		watch_pass(w, text, j, i, 1, NULL);
	}
	j = skip_ws(s, n, i);
	js->spaced |= j != i;
	i = j;
	if (i >= n || s[i] != ':')
		return unexpected(s, n, i, js, "expected ':' after an object key");
	j = skip_ws(s, n, i + 1);
	js->spaced |= j != i + 1;
	i = j;
	if (m != NULL && depth == 1)
		m->vstart = i;
	goto value;

after:
	if (depth == 0)
		goto done;
	/* A member's value ends here (a nested one's end comes back here
	 * at depth 1 too, after its container's) */
	if (m != NULL && depth == 1 && m->nr < m->cap) {
		m->val[m->nr].p = text + m->vstart;
		m->val[m->nr++].n = i - m->vstart;
	}
	j = skip_ws(s, n, i);
	js->spaced |= j != i;
	i = j;
	if (i >= n)
		return unexpected(s, n, i, js, NULL);
	if (stack[(depth - 1) / 64] >> ((depth - 1) % 64) & 1) {
		if (s[i] == '}') {
			depth--;
			i++;
			goto after;
		}
		if (s[i] != ',')
			return unexpected(s, n, i, js, "expected ',' or '}'");
		j = skip_ws(s, n, i + 1);
		js->spaced |= j != i + 1;
		i = j;
		goto key;
	}
	if (s[i] == ']') {
		depth--;
		i++;
		goto after;
	}
	if (s[i] != ',')
		return unexpected(s, n, i, js, "expected ',' or ']'");
	j = skip_ws(s, n, i + 1);
	js->spaced |= j != i + 1;
	i = j;
	if (i < n && s[i] == ']')
		return bad(js, i, "trailing comma");
	goto value;

done:
	js->end = i;
	return JSON_OK;
}

enum json_result
json_scan(const char *text, size_t n, struct json_scan *js)
{
	return scan_value(text, n, js, NULL, NULL);
}

enum json_result
json_scan_watch(const char *text, size_t n, struct json_scan *js,
    struct json_watch *w)
{
	return scan_value(text, n, js, NULL, w);
}

enum json_result
json_scan_members(const char *text, size_t n, struct json_scan *js,
    struct json_span *key, struct json_span *val, size_t cap, size_t *nr)
{
	struct members m = { key, val, cap, 0, 0 };
	enum json_result r;

	r = scan_value(text, n, js, &m, NULL);
	*nr = m.nr;
	return r;
}


/* Offset just past the string whose opening quote is at s[i] (valid text). */
static size_t
string_end(const char *s, size_t n, size_t i)
{
	i++;
#if defined(__SSE2__)
	/* A short string (a key, a name, an id): its closing quote in the
	 * next 16 bytes, no backslash before it. */
	if (n - i >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
		unsigned q = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v,
		    _mm_set1_epi8('"')));
		unsigned b = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v,
		    _mm_set1_epi8('\\')));

		if (q != 0 && (b & ((q & (0u - q)) - 1)) == 0)
			return i + LOWEST_BIT(q) + 1;
	}
#endif
#ifdef HAVE_SSSE3
	if (n - i >= 64) {
		int vec = cpu_vector();
		size_t e = vec == JSON_SCAN_AVX512 ?
		    string_end_avx512((const unsigned char *)s, n, &i) :
		    vec == JSON_SCAN_AVX2 ? string_end_avx2((const unsigned char *)s, n, &i) :
		    vec == JSON_SCAN_SSSE3 ? string_end_ssse3((const unsigned char *)s, n, &i) : 0;

		if (e != 0)
			return e;
	}
#endif
	while (i < n) {
		const char *q = memchr(s + i, '"', n - i);
		size_t k;

		if (q == NULL)
			return n;
		i = (size_t)(q - s);
		/* An even run of backslashes before the quote: it closes. */
		for (k = i; k > 0 && s[k - 1] == '\\'; k--)
			;
		if ((i - k) % 2 == 0)
			return i + 1;
		i++;
	}
	return n;
}

size_t
json_compact(const char *p, size_t n, char *out)
{
	size_t i = 0, o = 0;

	while (i < n) {
		char c = p[i];

		if (c == '"') {
			size_t e = string_end(p, n, i);

			memmove(out + o, p + i, e - i);
			o += e - i;
			i = e;
		} else {
			if (!WS(c))
				out[o++] = c;
			i++;
		}
	}
	return o;
}

static void
indent(struct buf *out, int level)
{
	buf_addc(out, '\n');
	for (int k = 0; k < level; k++)
		buf_add(out, "  ", 2);
}

void
json_pretty(const char *p, size_t n, struct buf *out)
{
	int level = 0;
	size_t i = 0;

	buf_grow(out, n + n / 4);
	while (i < n) {
		char c = p[i];
		size_t e;

		switch (c) {
		case '"':
			e = string_end(p, n, i);
			buf_add(out, p + i, e - i);
			i = e;
			continue;
		case '{':
		case '[':
			if (i + 1 < n && (p[i + 1] == '}' || p[i + 1] == ']')) {
				buf_addc(out, c);
				buf_addc(out, p[i + 1]);
				i += 2;
				continue;
			}
			buf_addc(out, c);
			indent(out, ++level);
			break;
		case '}':
		case ']':
			indent(out, --level);
			buf_addc(out, c);
			break;
		case ',':
			buf_addc(out, c);
			indent(out, level);
			break;
		case ':':
			buf_add(out, ": ", 2);
			break;
		default:
			buf_addc(out, c);
		}
		i++;
	}
}

void
json_spaced(const char *p, size_t n, struct buf *out)
{
	size_t i = 0, run;

	buf_grow(out, n + n / 8);
	while (i < n) {
		if (p[i] == '"') {
			run = string_end(p, n, i) - i;
		} else if (p[i] == ',' || p[i] == ':') {
			buf_addc(out, p[i++]);
			buf_addc(out, ' ');
			continue;
		} else {
			for (run = 1; i + run < n && p[i + run] != '"' &&
			    p[i + run] != ',' && p[i + run] != ':'; run++)
				;
		}
		buf_add(out, p + i, run);
		i += run;
	}
}

size_t
json_skip(const char *p, size_t n)
{
	size_t i = 0, depth = 0;

	if (n == 0)
		return 0;
	if (p[0] == '"')
		return string_end(p, n, 0);
	if (p[0] != '{' && p[0] != '[') {	/* number or literal */
		while (i < n && p[i] != ',' && p[i] != '}' && p[i] != ']')
			i++;
		return i;
	}
	while (i < n) {
		char c = p[i];

		if (c == '"') {
			i = string_end(p, n, i);
			continue;
		}
		if (c == '{' || c == '[')
			depth++;
		else if ((c == '}' || c == ']') && --depth == 0)
			return i + 1;
		i++;
	}
	return i;
}

int
json_iter_init(struct json_iter *it, const char *p, size_t n)
{
	if (n < 2 || (p[0] != '{' && p[0] != '['))
		return -1;
	it->p = p;
	it->n = n;
	it->off = 1;
	return 0;
}

int
json_iter_next(struct json_iter *it, struct json_span *key, struct json_span *val)
{
	const char *p = it->p;
	size_t off = it->off, e;

	if (off >= it->n || p[off] == '}' || p[off] == ']')
		return 0;
	key->p = NULL;
	key->n = 0;
	if (p[0] == '{') {
		e = string_end(p, it->n, off);
		key->p = p + off;
		key->n = e - off;
		off = e + 1;		/* the ':' */
	}
	e = json_skip(p + off, it->n - off);
	val->p = p + off;
	val->n = e;
	off += e;
	if (off < it->n && p[off] == ',')
		off++;
	it->off = off;
	return 1;
}

int
json_str_eq(struct json_span s, const char *lit)
{
	size_t len = strlen(lit);
	struct buf b = BUF_INIT;
	int eq;

	if (s.n < 2)
		return 0;
	if (memchr(s.p, '\\', s.n) == NULL)
		return s.n - 2 == len && memcmp(s.p + 1, lit, len) == 0;
	json_str_decode(s, &b);
	eq = b.len == len && memcmp(b.p, lit, len) == 0;
	buf_release(&b);
	return eq;
}

int
json_get(struct json_span obj, const char *key, struct json_span *val)
{
	struct json_iter it;
	struct json_span k, v;
	int found = 0;

	if (obj.n == 0 || obj.p[0] != '{' || json_iter_init(&it, obj.p, obj.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, key)) {
			*val = v;
			found = 1;
		}
	}
	return found;
}

static unsigned
hex4(const char *p)
{
	unsigned v = 0;

	for (int k = 0; k < 4; k++) {
		char c = p[k];

		v = v << 4 | (unsigned)(DIGIT(c) ? c - '0' :
		    (c >= 'a' && c <= 'f') ? c - 'a' + 10 : c - 'A' + 10);
	}
	return v;
}

static void
add_utf8(struct buf *out, unsigned cp)
{
	if (cp < 0x80) {
		buf_addc(out, (int)cp);
	} else if (cp < 0x800) {
		buf_addc(out, (int)(0xC0 | cp >> 6));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	} else if (cp < 0x10000) {
		buf_addc(out, (int)(0xE0 | cp >> 12));
		buf_addc(out, (int)(0x80 | (cp >> 6 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	} else {
		buf_addc(out, (int)(0xF0 | cp >> 18));
		buf_addc(out, (int)(0x80 | (cp >> 12 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp >> 6 & 0x3F)));
		buf_addc(out, (int)(0x80 | (cp & 0x3F)));
	}
}

size_t
json_str_decode(struct json_span s, struct buf *out)
{
	const char *p = s.p + 1, *end = s.p + s.n - 1;
	size_t nuls = 0;

	buf_grow(out, s.n);
	while (p < end) {
		const char *bs = memchr(p, '\\', (size_t)(end - p));
		unsigned cp;

		if (bs == NULL) {
			buf_add(out, p, (size_t)(end - p));
			break;
		}
		buf_add(out, p, (size_t)(bs - p));
		p = bs + 1;
		switch (*p) {
		case 'b': buf_addc(out, '\b'); p++; continue;
		case 'f': buf_addc(out, '\f'); p++; continue;
		case 'n': buf_addc(out, '\n'); p++; continue;
		case 'r': buf_addc(out, '\r'); p++; continue;
		case 't': buf_addc(out, '\t'); p++; continue;
		case 'u': break;
		default: buf_addc(out, *p); p++; continue;
		}
		cp = hex4(p + 1);
		p += 5;
		if (cp >= 0xD800 && cp <= 0xDBFF && end - p >= 6 && p[0] == '\\' &&
		    p[1] == 'u') {
			unsigned lo = hex4(p + 2);

			if (lo >= 0xDC00 && lo <= 0xDFFF) {
				cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
				p += 6;
			}
		}
		if (cp >= 0xD800 && cp <= 0xDFFF)
			cp = 0xFFFD;
		if (cp == 0)
			nuls++;
		add_utf8(out, cp);
	}
	return nuls;
}

void
json_str_encode(struct buf *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t run = 0;

	buf_grow(out, n + 2);
	buf_addc(out, '"');
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *esc = NULL;

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		buf_add(out, s + run, i - run);
		run = i + 1;
		switch (c) {
		case '"': esc = "\\\""; break;
		case '\\': esc = "\\\\"; break;
		case '\b': esc = "\\b"; break;
		case '\f': esc = "\\f"; break;
		case '\n': esc = "\\n"; break;
		case '\r': esc = "\\r"; break;
		case '\t': esc = "\\t"; break;
		}
		if (esc != NULL) {
			buf_adds(out, esc);
		} else {
			buf_add(out, "\\u00", 4);
			buf_addc(out, hex[c >> 4]);
			buf_addc(out, hex[c & 15]);
		}
	}
	buf_add(out, s + run, n - run);
	buf_addc(out, '"');
}

int
json_int64(struct json_span v, int64_t *out)
{
	uint64_t acc = 0, lim;
	size_t i = 0;
	int neg = 0;

	if (v.n > 0 && v.p[0] == '-') {
		neg = 1;
		i = 1;
	}
	if (i >= v.n)
		return -1;
	lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
	for (; i < v.n; i++) {
		unsigned d;

		if (!DIGIT(v.p[i]))
			return -1;
		d = (unsigned)(v.p[i] - '0');
		if (acc > (lim - d) / 10)
			return -1;
		acc = acc * 10 + d;
	}
	*out = neg ? (acc == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)acc) :
	    (int64_t)acc;
	return 0;
}

int
json_next_string(const char *p, size_t n, size_t *off, struct json_span *s,
    int *is_key)
{
	const char *q;
	size_t e;

	if (*off >= n || (q = memchr(p + *off, '"', n - *off)) == NULL)
		return 0;
	e = string_end(p, n, (size_t)(q - p));
	s->p = q;
	s->n = e - (size_t)(q - p);
	*is_key = e < n && p[e] == ':';
	*off = e;
	return 1;
}

/* s (decoded) to out, its NULs made spaces. */
static void
text_add(struct json_span s, struct buf *out)
{
	size_t from = out->len;

	if (json_str_decode(s, out) > 0)
		for (size_t i = from; i < out->len; i++)
			if (out->p[i] == '\0')
				out->p[i] = ' ';
}

void
json_text_add(struct json_span v, struct buf *out)
{
	struct json_span s;
	size_t off = 0, type_end = 0;
	int is_key;

	if (v.n > 0 && v.p[0] == '"') {
		text_add(v, out);
		return;
	}
	while (json_next_string(v.p, v.n, &off, &s, &is_key)) {
		if (is_key) {
			/* a "type" member's value begins after its ':' */
			type_end = s.n == 6 && memcmp(s.p, "\"type\"", 6) == 0 ?
			    off + 1 : 0;
			continue;
		}
		if (type_end != 0 && (size_t)(s.p - v.p) == type_end)
			continue;
		text_add(s, out);
		buf_addc(out, '\n');
	}
}
