/*
 * jsonw.h - a small JSON writer on a struct buf: objects and arrays with
 * their commas, keys and strings escaped by one function
 * (json_str_encode()), numbers and nested values copied from spans as
 * they are, never decoded and encoded again.
 *
 * A writer writes a sequence of values at its top level, as its mode
 * says: one value (JSONW_VALUE), values separated by ',' (JSONW_ELEMS:
 * array elements without their brackets, to put into an existing array),
 * or values each followed by '\n' (JSONW_LINES: JSON Lines, items).
 * Inside an object, jsonw_key() comes before each value.
 *
 * Misuse is a bug in the caller, and is caught rather than written: a
 * value where a key belongs or a key where a value does, a close with
 * nothing open or with a key waiting for its value, an absent span (n ==
 * 0) as a value, nesting deeper than JSONW_MAX_DEPTH, a second value in
 * JSONW_VALUE mode.  The first one sets the writer's error; nothing more
 * is written, and jsonw_finish() says so.
 *
 * Guarantees: what a writer without error writes is compact JSON if every
 * span given it is compact valid JSON (the spans are not checked: they
 * are copied); strings and keys given as C strings are escaped as
 * json_str_encode() escapes them.
 *
 * Ownership: the writer borrows out (it only appends to it) and keeps no
 * pointer to anything else; it holds no memory of its own, so it needs no
 * release.
 */
#ifndef JSONW_H
#define JSONW_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "json.h"

#define JSONW_MAX_DEPTH	64	/* containers open at once */

enum jsonw_mode {
	JSONW_VALUE,	/* one value */
	JSONW_ELEMS,	/* values separated by ',' */
	JSONW_LINES	/* values each followed by '\n' */
};

struct jsonw {
	struct buf	*out;		/* borrowed */
	size_t		 start;		/* out->len at jsonw_init() */
	enum jsonw_mode	 mode;
	unsigned	 depth;		/* containers open */
	uint64_t	 object;	/* bit d: level d + 1 is an object */
	uint64_t	 any;		/* bit d: level d + 1 has a member */
	size_t		 values;	/* top-level values begun */
	int		 key;		/* a key waits for its value */
	int		 err;		/* misused: nothing more is written */
};

/* Begin writing at the end of out. */
void	jsonw_init(struct jsonw *, struct buf *out, enum jsonw_mode);
/* Open an object or an array; jsonw_close() closes the innermost. */
void	jsonw_object(struct jsonw *);
void	jsonw_array(struct jsonw *);
void	jsonw_close(struct jsonw *);
/* An object member's key: the C string key escaped, or the span key, a
 * JSON string (quotes included) as an item holds it, copied. */
void	jsonw_key(struct jsonw *, const char *key);
void	jsonw_key_span(struct jsonw *, struct json_span key);
/* A string value: the C string s (or s[0..n)) escaped. */
void	jsonw_str(struct jsonw *, const char *s);
void	jsonw_strn(struct jsonw *, const char *s, size_t n);
/* Any value, v a span of compact valid JSON, copied as it is. */
void	jsonw_span(struct jsonw *, struct json_span v);
/* A literal (true, false, null) or a number literal, copied as it is. */
void	jsonw_lit(struct jsonw *, const char *lit);
void	jsonw_int(struct jsonw *, int64_t);
void	jsonw_uint(struct jsonw *, uint64_t);
/* key and its value: a span, a C string, a literal. */
void	jsonw_member(struct jsonw *, const char *key, struct json_span v);
void	jsonw_member_str(struct jsonw *, const char *key, const char *s);
void	jsonw_member_lit(struct jsonw *, const char *key, const char *lit);
/* The member key of the object obj with its value (the last one named
 * key, as json_get() finds it), if obj has one: 1 written, 0 not there. */
int	jsonw_copy(struct jsonw *, struct json_span obj, const char *key);
/* Give up: out is cut back to its length at jsonw_init() and the writer
 * has its error (for a caller that finds it cannot write what it began). */
void	jsonw_cancel(struct jsonw *);
/*
 * Done: 0 if the writer was never misused, every container is closed and
 * no key waits (in JSONW_VALUE mode, and one value was written).  Else -1,
 * and out is cut back to its length at jsonw_init(): nothing half written
 * stays.
 */
int	jsonw_finish(struct jsonw *);

#endif
