/*
 * pairs.h - the tool-call pair checker: canonical events in, findings out.
 *
 * One struct pairs checks one session in one pass.  It knows no format's
 * field names, only the placement policy and flags of struct format.
 * Memory: every open (unanswered) call, plus 8 bytes per answered call id
 * (to recognise duplicates), plus the findings.
 *
 * Use: pairs_new(); for each item pairs_item() and then its events through
 * pairs_sink() (or pairs_flaw() for an item that is not JSON); then
 * pairs_finish() returns the findings sorted by seq; pairs_free().
 * Findings and their strings belong to the finding list.
 */
#ifndef PAIRS_H
#define PAIRS_H

#include <stddef.h>
#include <stdint.h>

#include "format.h"

enum finding_code {
	F_DUPLICATE_CALL,	/* a call id used by two calls */
	F_ORPHAN_RESULT,	/* a result whose call never appears */
	F_RESULT_BEFORE_CALL,	/* a result whose call comes later */
	F_DUPLICATE_RESULT,	/* a second result for one call */
	F_DANGLING_CALL,	/* no result, and later turns exist */
	F_PENDING_CALL,		/* no result in the last turn (warning) */
	F_UNANSWERED_CALL,	/* Codex: no result, legal on disk (warning) */
	F_MISPLACED_RESULT,	/* result outside the format's placement */
	F_INTERLEAVED,		/* a message between a call and its result */
	F_CROSS_BOUNDARY,	/* result after a compaction, call before it */
	F_NAMESPACE_MISMATCH,	/* id matches, namespace differs */
	F_COUNT_MISMATCH,	/* Gemini: responses in next turn != calls */
	F_MISSING_ID,		/* no or empty id where the format needs one */
	F_INVALID_JSON,		/* the item is not JSON */
	F_NOT_OBJECT,		/* the item is JSON but not an object */
	F_SEQ_GAP,		/* stored seq skips numbers */
	F_SEQ_DUPLICATE,	/* stored seq repeats */
	F_TORN_LINE,		/* a JSONL file ends in an incomplete line */
	F_MIXED_FORMAT,		/* an item of another format than the session's */
	F_UNKNOWN_FORMAT,	/* no item looks like any known format (warning) */
	F_UNSAFE_FILE,		/* a link or special file among the session's
				   files: not read (check.c never makes it) */
	F_NCODES
};

enum severity { SEV_ERROR, SEV_WARNING };

struct finding {
	enum finding_code	 code;
	enum severity		 severity;
	uint64_t		 seq;		/* the item it concerns, or
						   FINDING_NO_SEQ: the file */
	unsigned long		 line;		/* its line in a file, or 0 */
	char			*call_id;	/* owned, or NULL */
	char			*tool;		/* owned, or NULL */
	char			*message;	/* owned: what is wrong */
	int			 last_turn;	/* about a call of the session's
						   last turn, which more items
						   may still answer (pending-
						   call, unanswered-call): not
						   certain while it may grow */
};

#define FINDING_NO_SEQ	UINT64_MAX

struct finding_list {
	struct finding	*v;
	size_t		 nr, alloc;
};
#define FINDING_LIST_INIT	{ NULL, 0, 0 }
void	finding_list_release(struct finding_list *);

/* The stable name of a code, "orphan-result"; and back (-1 if unknown). */
const char	*finding_code_name(enum finding_code);
int		 finding_code_from_name(const char *);

enum pairs_flags {
	PAIRS_STRICT = 1 << 0,		/* a pending call, and a defect the
					   format's client recovers from
					   (format.h), is an error */
	PAIRS_ALLOW_PENDING = 1 << 1	/* a pending call is not reported */
};

struct pairs;
struct pairs	*pairs_new(const struct format *, unsigned flags);
void		 pairs_free(struct pairs *);
/* The next item begins: its seq and its line in a file (0 if none). */
void		 pairs_item(struct pairs *, uint64_t seq, unsigned long line);
/* The sink that feeds the current item's events to the checker. */
struct event_sink	*pairs_sink(struct pairs *);
/* Report a finding about the current item that events cannot carry
 * (invalid JSON, seq gaps, a torn line, a mixed format). */
void		 pairs_flaw(struct pairs *, enum finding_code, enum severity,
		    const char *message);
/* End of session: report what is still open; move the findings, sorted by
 * seq, to out. */
void		 pairs_finish(struct pairs *, struct finding_list *out);

#endif
