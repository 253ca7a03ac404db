/*
 * json.h - a strict JSON scanner (RFC 8259) that never re-encodes.
 *
 * json_scan() validates one value: UTF-8 checked (no overlong forms, no
 * UTF-16 surrogates, nothing above U+10FFFF), no NaN, comments, trailing
 * commas, single quotes or other extensions, nesting at most JSON_MAX_DEPTH.
 * It is iterative: depth costs one bit, not a stack frame.  Escapes are
 * checked for form only; "\ud800" is grammatical JSON and passes, as it
 * does in SQLite's json_valid() and in most parsers.
 *
 * Everything else works on text that json_scan() accepted and
 * json_compact() compacted ("compact valid JSON"): it does not check again.
 *
 * Ownership: the scanner borrows its input and keeps no pointer to it.
 * Spans point into the caller's text and live as long as it does.
 */
#ifndef JSON_H
#define JSON_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

#define JSON_MAX_DEPTH	1000

enum json_result {
	JSON_OK = 0,		/* one complete value */
	JSON_INCOMPLETE,	/* the input ended inside the value */
	JSON_BAD		/* not JSON: see err_off and err */
};

struct json_scan {
	size_t		 start;		/* offset of the value's first byte */
	size_t		 end;		/* offset just past its last byte */
	int		 spaced;	/* it holds insignificant whitespace */
	size_t		 err_off;	/* JSON_BAD/INCOMPLETE: offending offset */
	const char	*err;		/* JSON_BAD: what is wrong, lower case */
};

/*
 * Scan one value in p[0..n), skipping leading whitespace.  Trailing bytes
 * after the value are not looked at.  On JSON_INCOMPLETE more input could
 * complete the value (err says what was expected, for callers at EOF).
 */
enum json_result	json_scan(const char *p, size_t n, struct json_scan *);
/*
 * As json_scan(), noting as it goes the first cap members of the value if
 * it is an object: their keys (quoted) in key[], their values in val[],
 * spans into p as it stands, *nr of them (0 for any other value).  On a
 * result other than JSON_OK the notes are partial.  It saves walking the
 * members of an item just validated (check).
 */
struct json_span;
enum json_result	json_scan_members(const char *p, size_t n,
			    struct json_scan *, struct json_span *key,
			    struct json_span *val, size_t cap, size_t *nr);
/*
 * As json_scan(), watching an offset as it goes: each string (key or
 * value) that ends after w->at is passed to w->seen() as it is passed, with
 * is_key, and for an object member's value its key (else NULL); seen()
 * returns the next offset to watch (SIZE_MAX: none).  The strings are
 * spans into p; on a result other than JSON_OK only those before the
 * error were seen.  It saves walking an item just validated to find the
 * strings that hold what a search found in its bytes (grep).
 */
struct json_watch {
	size_t	  at;
	size_t	(*seen)(void *arg, const struct json_span *s, int is_key,
		    const struct json_span *key);
	void	 *arg;
};
enum json_result	json_scan_watch(const char *p, size_t n,
			    struct json_scan *, struct json_watch *);
/*
 * json_scan() takes string bodies 64 bytes a step with AVX-512BW, AVX2 or
 * SSSE3 where the CPU has them (x86-64), else 16 (SSE2) or 8 bytes
 * (elsewhere) a step; every path gives the same results.  For tests that
 * compare them, json_scan_limit(level) caps the path: JSON_SCAN_PORTABLE,
 * _SSSE3, _AVX2 or _BEST; it returns the level then in use.
 */
enum json_scan_level { JSON_SCAN_PORTABLE, JSON_SCAN_SSSE3, JSON_SCAN_AVX2,
	JSON_SCAN_AVX512, JSON_SCAN_BEST = JSON_SCAN_AVX512 };
int	json_scan_limit(int level);

/* Copy the valid value p[0..n) to out without insignificant whitespace;
 * returns the length written (never more than n). */
size_t	json_compact(const char *p, size_t n, char *out);

/* Append compact valid JSON p[0..n) pretty-printed: 2-space indentation,
 * ": " after keys, "{}" and "[]" for empty containers, no final newline.
 * json_compact() of the result gives back p exactly. */
void	json_pretty(const char *p, size_t n, struct buf *out);

/* Append compact valid JSON p[0..n) with a space after every ',' and ':'
 * between tokens, the layout of Python's json.dumps() with its default
 * separators.  json_compact() of the result gives back p exactly. */
void	json_spaced(const char *p, size_t n, struct buf *out);

/* --- Reading compact valid JSON ------------------------------------- */

struct json_span {
	const char	*p;
	size_t		 n;
};

/* Length of the compact valid value starting at p (at most n). */
size_t	json_skip(const char *p, size_t n);

/* Iterate over an object's members or an array's elements. */
struct json_iter {
	const char	*p;
	size_t		 n, off;
};
/* p[0] must be '{' or '['; returns -1 otherwise. */
int	json_iter_init(struct json_iter *, const char *p, size_t n);
/* 1 with the next member (key is the quoted key; NULL-p for arrays), 0 at
 * the end. */
int	json_iter_next(struct json_iter *, struct json_span *key,
	    struct json_span *val);

/* Does the quoted JSON string s equal the C string lit once decoded? */
int	json_str_eq(struct json_span s, const char *lit);
/* The last member of object obj named key: 1 found, 0 not (or not an
 * object).  Last, as JavaScript and Python resolve duplicates. */
int	json_get(struct json_span obj, const char *key, struct json_span *val);

/* Decode the quoted string s (escapes resolved to UTF-8) and append it to
 * out.  The result may contain NUL bytes ("\u0000"); returns the number of
 * them, so callers that need C strings can refuse.  Lone surrogate escapes
 * become U+FFFD. */
size_t	json_str_decode(struct json_span s, struct buf *out);
/* Append s[0..n) as a quoted JSON string: '"', '\\' and control characters
 * escaped, everything else (UTF-8 included) as is. */
void	json_str_encode(struct buf *out, const char *s, size_t n);
/* The integer literal v as an int64_t: 0, or -1 if v is not an integer
 * literal or out of range. */
int	json_int64(struct json_span v, int64_t *out);

/* The next string of compact valid JSON p[0..n) at or after offset *off,
 * key or value: 1 with its span (quotes included) in *s, *is_key set (it is
 * followed by ':') and *off moved past it; 0 when there is none. */
int	json_next_string(const char *p, size_t n, size_t *off,
	    struct json_span *s, int *is_key);

/* The text of the compact valid value v, for the index: a string decoded;
 * else the strings it holds, decoded, each followed by '\n', keys and the
 * values of "type" members left out (numbers, true, false and null are no
 * text).  NUL bytes become spaces. */
void	json_text_add(struct json_span v, struct buf *out);

/* Is s[0..n) valid UTF-8 (no overlongs, surrogates or > U+10FFFF)? */
int	json_utf8_valid(const char *s, size_t n);
/* The code point that s[0..n) (n > 0) begins with, in *cp: returns its
 * length in bytes (1 to 4), or 0 if s does not begin with valid UTF-8. */
int	json_utf8_next(const char *s, size_t n, uint32_t *cp);

#endif
