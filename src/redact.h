/*
 * redact.h - secrets inside an item's JSON strings: found (the secrets
 * command, repair --redact) and replaced with "[REDACTED]" (--redact,
 * --redact-pattern=ERE: load, convert, dump, export, repair).  Finding and
 * replacing are one piece of code: redact_json() replaces what
 * redact_scan() finds.
 *
 * A secret is a match of one of the built-in kinds (redact_kinds(): the
 * API keys and tokens of common providers by their own prefixes, AWS
 * secret access keys after their key name, JSON Web Tokens, the token after
 * "Bearer ", PEM private key blocks, the user and password of a URL) or of
 * a pattern the user adds (a POSIX extended regular expression, kind
 * "pattern").  Patterns match each JSON string, key or value, as decoded:
 * an escaped "\n" is a newline, "\u002d" is '-'.
 *
 * What keeps ids, hashes and base64 data (images) out: every built-in kind
 * is anchored on a literal that only that kind's secrets hold (a vendor's
 * prefix, a key name, "-----BEGIN", "://" and "@"), never on a bare run of
 * letters and digits; a match of a prefixed token must begin where no
 * letter, digit, '_', '-', '+' or '/' comes before it (so a prefix that
 * happens to occur inside a base64 blob or a longer id is not one) and end
 * where no letter or digit follows; a JWT needs its two dots; a bearer
 * token needs a digit (so "Bearer authentication" is prose); a URL's
 * password that is a placeholder (${VAR}, <password>, {{x}}, %VAR%, *...)
 * is not one.
 *
 * Guarantees: only the raw bytes of a match are replaced (widened to whole
 * escape sequences where a match begins or ends inside one), so the item
 * stays compact valid JSON and every other byte is as it was; an item with
 * no match comes back as the same bytes.  Speed: the built-in kinds cost
 * one pass over an item's raw bytes, looking for the kinds' literals (three
 * bytes of each, 32 places at a time with AVX2, then two exactly); only a
 * string that holds one is decoded and its kinds' EREs tried, in a window
 * around the literal.  An item with an ASCII character's "\u00XX" escape
 * (which could hide a literal) is scanned string by string, decoded, as
 * are all items once the user adds a pattern.
 *
 * Ownership: a struct redact owns its compiled patterns and scratch (one
 * thread at a time); the hits redact_scan() gives are its, valid until its
 * next call.  A redact cursor borrows the redact and its input cursor (it
 * neither frees them) and owns the buffer the items it changed live in
 * (valid until its next call).
 */
#ifndef REDACT_H
#define REDACT_H

#include <stddef.h>

#include "buf.h"
#include "item.h"

#define REDACT_MARK	"[REDACTED]"

struct redact;

/* A redact with the built-in patterns. */
struct redact	*redact_new(void);
/* Add the ERE pattern; ST_USAGE (reported) if it does not compile. */
int	redact_add(struct redact *, const char *ere);
void	redact_free(struct redact *);	/* NULL-safe */

/* The built-in kinds' names, NULL-terminated, each once ("aws-secret-key",
 * "private-key", ...): for the documentation's test. */
const char *const	*redact_kinds(void);

/* What a command's options asked for: --redact, or --redact-pattern=ERE
 * (repeatable, implying --redact).  Zero it first; it borrows the
 * patterns (argv's). */
#define REDACT_PATTERNS_MAX	16
struct redact_opts {
	int		 on;
	const char	*pat[REDACT_PATTERNS_MAX];
	size_t		 npat;
};
/* Note --redact (pattern NULL) or --redact-pattern=pattern; ST_USAGE
 * (reported) for too many patterns. */
int	redact_option(struct redact_opts *, const char *pattern);
/* The redact that o asks for in *r (NULL if none): ST_OK, or ST_USAGE if
 * a pattern does not compile. */
int	redact_open(const struct redact_opts *o, struct redact **r);

/* A secret in an item: its kind and its raw bytes json[so..eo), inside one
 * JSON string. */
struct redact_hit {
	const char	*kind;
	size_t		 so, eo;
};
/* The secrets of the compact valid JSON json[0..n): their number, and in
 * *hits (valid until the next call on r) the hits in order, those that
 * overlap joined into one (of the first one's kind). */
size_t	redact_scan(struct redact *, const char *json, size_t n,
	    const struct redact_hit **hits);
/* Might p[0..n), any bytes (an item not yet checked), hold a secret?  0
 * only if redact_scan() of it, once checked, finds none: no built-in
 * literal is in its bytes, nor an ASCII character's "\u00XX" escape, and
 * r has no pattern of the user's.  The same pass as redact_scan()'s. */
int	redact_maybe(const struct redact *, const char *p, size_t n);
/* A masked preview of hit h of json, appended to out: its first few
 * printable characters (at most 4, and at most a quarter of it), then
 * "..." and its length ("ghp_...(40 chars)"): never the secret. */
void	redact_preview(const char *json, const struct redact_hit *h,
	    struct buf *out);

/* Tests: 0 keeps the scan to the portable code, 1 (the default) lets it
 * use AVX2 where the CPU has it; for redacts made after. */
void	redact_limit(int simd);

/* Redact the compact valid JSON json[0..n): 1 with the redacted bytes in
 * out (reset first), or 0 if nothing matched (out unused). */
int	redact_json(struct redact *, const char *json, size_t n,
	    struct buf *out);

/* A cursor yielding in's items redacted. */
struct redact_cursor {
	struct item_cursor	 base;
	struct item_cursor	*in;
	struct redact		*r;
	struct buf		 out;
};
/* Set rc up over in and return its cursor; with r NULL, return in. */
struct item_cursor	*redact_cursor(struct redact_cursor *rc,
	    struct redact *r, struct item_cursor *in);
void	redact_cursor_release(struct redact_cursor *);

#endif
