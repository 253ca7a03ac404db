/*
 * item.h - transcript items: canonical bytes, positions, cursors, readers.
 *
 * An item is one JSON object.  Its canonical form is its compact form: all
 * insignificant whitespace removed, every other byte as written (key order,
 * duplicate keys, number spelling, escapes).  Nothing is ever decoded and
 * re-encoded, so items round-trip byte for byte through every backend.
 *
 * Ownership: a struct item borrows its bytes from whoever produced it (a
 * cursor's buffer, a database row): they are valid until the next call on
 * the same cursor, or its free.  Copy them to keep them.
 *
 * Cursors stream: a cursor holds at most one item at a time, so memory is
 * bounded by the largest item, never by the session or the store.
 */
#ifndef ITEM_H
#define ITEM_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* What is wrong with an item read from a tolerant store (check). */
enum item_flaw {
	ITEM_OK = 0,
	ITEM_INVALID_JSON,	/* json/len: the raw bytes, not JSON */
	ITEM_NOT_OBJECT,	/* json/len: valid JSON, not an object */
	ITEM_TORN,		/* a JSONL file's incomplete last line */
	ITEM_UNCHECKED		/* json/len: the bytes as stored, not looked
				   at yet (a deferring cursor, store.h):
				   item_settle() them */
};

struct item {
	const char	*json;	/* canonical (compact, valid) object bytes */
	size_t		 len;
	uint64_t	 seq;	/* its seq: stored (sqlite) or ordinal */
	unsigned long	 line;	/* 1-based line in a JSONL file, else 0 */
	enum item_flaw	 flaw;	/* ITEM_OK unless from a tolerant cursor */
	const char	*why;	/* with a flaw: what is wrong, and where in */
	size_t		 why_off;	/* the item (byte offset) */
};

/*
 * Where an item came from, for messages.  A file position prints as
 * "file:line:col" (line and col of the item's first byte, 1-based); a row as
 * "file#session@seq" (session != NULL).
 */
struct pos {
	const char	*file;
	const char	*session;
	uint64_t	 seq;
	unsigned long	 line, col;
};

/*
 * Validate in[0..n) as exactly one JSON object (whitespace around it
 * allowed) and give its canonical form in *out and *outlen: a pointer into in
 * when it is already compact, else into scratch (reset first).  On bad data
 * prints "POS: MESSAGE" with the exact position and returns ST_DATA.
 */
int	item_canon(const char *in, size_t n, struct buf *scratch,
	    const char **out, size_t *outlen, const struct pos *);
/*
 * As item_canon(), but printing nothing: on bad data it returns ST_DATA
 * with *flaw, *why (a static message) and *off (the offending byte).
 */
int	item_check(const char *in, size_t n, struct buf *scratch,
	    const char **out, size_t *outlen, enum item_flaw *flaw,
	    const char **why, size_t *off);
/*
 * A tolerant cursor's reading of in[0..n) into it: its canonical form if it
 * is one JSON object, else the bytes as they stand with the flaw, why and
 * why_off of item_check().  scratch may hold the result.
 */
void	item_settle(struct item *it, const char *in, size_t n, struct buf *scratch);
/*
 * As item_settle(), and in the same pass the item's first cap top-level
 * members as json_scan_members() notes them (check: format.h).  Returns 1
 * if the notes hold: the item is ITEM_OK and they point into it->json; 0
 * otherwise (a flaw, or an item compacted into scratch: walk it instead).
 */
struct json_span;
int	item_settle_members(struct item *it, const char *in, size_t n,
	    struct buf *scratch, struct json_span *key, struct json_span *val,
	    size_t cap, size_t *nr);
/*
 * As item_settle(), watching the strings in the same pass as
 * json_scan_watch() does (grep).  Returns 1 if what the watch saw holds:
 * the item is ITEM_OK and the strings it saw are in it->json; 0 otherwise
 * (a flaw, or an item compacted into scratch: walk it instead).
 */
struct json_watch;
int	item_settle_watch(struct item *it, const char *in, size_t n,
	    struct buf *scratch, struct json_watch *w);
/* Report a data error at byte off of the text that starts at pos;
 * returns ST_DATA. */
int	item_error(const struct pos *, const char *text, size_t off,
	    const char *msg);
/* Warn that the torn last line (n bytes) of file, at line, is skipped, as
 * readers that are not tolerant do. */
void	item_warn_torn(const char *file, unsigned long line, uintmax_t n);
/* Append "file:line:col" or "file#session@seq" for pos, moved by text[0..off). */
void	pos_format(struct buf *, const struct pos *, const char *text,
	    size_t off);

/* --- Cursors -------------------------------------------------------- */

/*
 * A cursor yields items one at a time.  next() returns ST_OK with *out set,
 * ST_END when exhausted, or an error status it has already reported.
 * After an error or ST_END, next() must not be called again.  digest is
 * NULL, or, for a cursor that computes it anyway (a pipe's, pipe.h), gives
 * once next() has returned ST_END the item_digest() of all it yielded.
 */
struct item_cursor {
	int	(*next)(struct item_cursor *, struct item *out);
	void	(*free)(struct item_cursor *);	/* NULL-safe via the wrapper */
	uint64_t (*digest)(struct item_cursor *);
};
int	item_cursor_next(struct item_cursor *, struct item *);
void	item_cursor_free(struct item_cursor *);

/*
 * Reader for user input (append, compact-replace): JSON Lines, concatenated
 * JSON objects, or one JSON array of objects, detected from the first
 * significant byte.  A UTF-8 BOM at the very start is skipped.  Errors carry
 * name:line:col.  Takes ownership of fd (closed by free).  name is copied.
 */
int	item_reader_open(struct item_cursor **, int fd, const char *name);
/* The line and column where the reader's last item began. */
void	item_reader_where(struct item_cursor *, unsigned long *line,
	    unsigned long *col);

/* --- Derived views (the only code outside json.c that knows field names) */

/* A 64-bit digest of items (a multiply-xorshift hash over each item's length
 * and bytes, eight lanes of eight bytes a step, with AVX2 where the CPU has
 * it), for verifying copies, not against an adversary; it is never stored,
 * so it may change between versions.  Start from ITEM_DIGEST_INIT and feed
 * items in order.  item_digest_limit(0) keeps to the portable code (tests:
 * both give the same digests). */
#define ITEM_DIGEST_INIT	UINT64_C(0xcbf29ce484222325)
uint64_t	item_digest(uint64_t h, const struct item *);
void		item_digest_limit(int simd);

/* The top-level string member key of the item, decoded, appended to out:
 * 1 if present and a string without NUL, 0 otherwise. */
int	item_string_field(const struct item *, const char *key, struct buf *out);

/* For dump: a short label (role, or type) and the text a person would read
 * first, both appended (label may be "?"); the text has newlines and tabs
 * as spaces.  Returns 2 for message text (content, text, parts), 1 for a
 * tool's name, arguments or output, 0 if text holds the item's JSON. */
int	item_summary(const struct item *, struct buf *label, struct buf *text);
/* The text of a JSON value for people: a string decoded, an array of text
 * blocks joined, anything else as its JSON; newlines and tabs as spaces. */
void	item_value_text(const char *json, size_t len, struct buf *text);

/*
 * Interchange records: {"session":ID,"created_at":MS,"seq":N,"item":ITEM},
 * one per item.  A session without items is one record without "seq" and
 * "item", so that streams carry empty sessions too.  write: item NULL
 * writes that form.  "created_at":null is an unknown time (store.h's
 * CREATED_UNKNOWN, written for a created_at < 0), read as absent.
 */
void	item_record_write(struct buf *, const char *session, int64_t created_at,
	    const struct item *);
struct record {
	struct buf	 session;	/* decoded id (no NUL) */
	int64_t		 created_at;	/* -1 if absent or null */
	int64_t		 seq;		/* -1 if absent */
	int		 has_item;	/* 0: an empty session's record */
	struct item	 item;		/* points into the record's text */
};
/* Parse one canonical record (already through item_canon); ST_DATA with a
 * message at pos when a field is missing or of the wrong type. */
int	item_record_parse(const char *json, size_t len, struct record *,
	    const struct pos *);

/*
 * Store metadata files (jsonl sidecars, dir meta.json): a JSON object
 * {"created_at":MS,"items":N,"bytes":B}, every member optional, -1 when
 * absent.  parse: ST_DATA naming path when the text is not such an object
 * (a member that is present must be a non-negative integer).  write
 * appends the compact object for the members >= 0, and a newline.
 */
struct meta {
	int64_t	created_at, items, bytes;
};
int	item_meta_parse(const char *text, size_t n, const char *path, struct meta *);
void	item_meta_write(struct buf *, const struct meta *);

#endif
