/*
 * check.h - checking one session: its items through its format's mapping
 * into the pair checker, plus what only the items show (invalid JSON, seq
 * gaps and repeats, a torn last line, a mixed format).  Used by check and
 * by dump.  Streams: memory is that of pairs.h, not the session's size.
 */
#ifndef CHECK_H
#define CHECK_H

#include <stdint.h>

#include "format.h"
#include "pairs.h"
#include "progress.h"
#include "store.h"

/* Check session of st as format fmt (NULL: unknown, reported as a
 * warning and pairs not checked), with PAIRS_* flags.  Its items come from
 * c if not NULL (a pipe's cursor, whose failure is the session's;
 * check_session() does not free it), else from a load of st with the load
 * flags load (store.h; STORE_LOAD_TOLERANT at least).  The findings,
 * sorted by seq, go to out (the caller releases them); *items is increased
 * by the number of items read, and each item ticks the progress display
 * if there is one (NULL: none). */
int	check_session(struct store *, const char *session, unsigned load,
	    struct item_cursor *c, const struct format *, unsigned flags,
	    struct finding_list *out, uint64_t *items, struct progress *);
/* As check_session() with the format vote_session() would vote for,
 * in the same pass: the check holds back a few first items, begins with a
 * guess, and reads the session again only if the vote ends for another
 * format (from a load of st, even if c was given).  Memory: that of
 * check_session() and four items held back. */
int	check_session_vote(struct store *, const char *session, unsigned load,
	    struct item_cursor *c, unsigned flags, struct finding_list *out,
	    uint64_t *items, struct progress *);

#endif
