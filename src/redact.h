/*
 * redact.h - secrets inside an item's JSON strings replaced with
 * "[REDACTED]" (--redact, --redact-pattern=ERE: load, convert, dump,
 * export).
 *
 * A secret is a match of one of the built-in patterns (API keys of common
 * providers: OpenAI and Anthropic "sk-...", AWS "AKIA..."/"ASIA...", GitHub
 * ghp_/gho_/ghu_/ghs_/ghr_ and github_pat_ tokens, Slack xox[abprs]-
 * tokens, the token after "Bearer ", PEM private key blocks) or of a
 * pattern the user adds (a POSIX extended regular expression).  Patterns
 * match each JSON string, key or value, as decoded: an escaped "\n" is a
 * newline, "\u002d" is '-'.
 *
 * Guarantees: only the raw bytes of a match are replaced (widened to whole
 * escape sequences where a match begins or ends inside one), so the item
 * stays compact valid JSON and every other byte is as it was; an item with
 * no match comes back as the same bytes.
 *
 * Ownership: a struct redact owns its compiled patterns; a redact cursor
 * borrows the redact and its input cursor (it neither frees them) and
 * owns the buffer the items it changed live in (valid until its next
 * call).
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
