/*
 * sweep.h - a store's sessions (all, or those named) read in one pass, for
 * a command that goes through them in order (grep, stats): read ahead on
 * a second thread (pipe.h), or two sessions at a time (par.h), where the
 * caller allows a second thread.
 *
 * sweep_open()'s flags:
 *
 *	SWEEP_VOTE	vote is a handle that vote_session() (vote.h) may
 *			read meanwhile: with the pipe, a second one
 *	SWEEP_LAZY	the store is read tolerant and deferring (store.h;
 *			load, the load flags of every read of the sweep's
 *			handles, says so), without the pipe, so that items
 *			may come ITEM_UNCHECKED for the caller to settle
 *			(item_settle()) only those it looks into; other
 *			flaws come as such, for sweep_item_bad() and
 *			sweep_item_torn() to report
 *	SWEEP_PAR	where a whole store lists more than one session and
 *			SWEEP_THREADS is set, the scan is not opened: two[]
 *			are two handles on the store and list a listing of
 *			its sessions (of two[0]), for par_run(), whose work
 *			loads each (sessions_load() with load) instead of
 *			the caller calling sweep_next()
 *	SWEEP_IDS	the sessions are listed for their ids only
 *			(INFO_IDS, store.h), for a caller that reads
 *			nothing else of their info
 *	SWEEP_THREADS	a second thread may be used (the caller's say:
 *			cmd_threads())
 *
 * Ownership: a sweep owns its handles on the store, its scan, pipe and
 * listing; info and items from sweep_next() are valid until the next
 * sweep_next() or sweep_close() (pipe.h, store.h).
 * Errors: the store's statuses; sweep_next() gives ST_END after the last
 * session.  sweep_close() may follow a failed sweep_open() and returns
 * status if it is an error, else the stores' close status.
 */
#ifndef SWEEP_H
#define SWEEP_H

#include <stddef.h>

#include "buf.h"
#include "item.h"
#include "store.h"

#define SWEEP_VOTE	0x1
#define SWEEP_LAZY	0x2
#define SWEEP_PAR	0x4
#define SWEEP_IDS	0x8
#define SWEEP_THREADS	0x10

struct pipe;

struct sweep {
	struct store		*st, *vote;
	struct store_scan	*scan;
	struct pipe		*pipe;
	struct store		*two[2];	/* SWEEP_PAR: st and a second */
	struct store_listing	*list;		/* SWEEP_PAR: the sessions, a
						   listing of st */
	unsigned		 load;		/* the load flags its reads take */
};

int	sweep_open(const char *spec, const struct store_config *,
	    char *const names[], size_t nr, unsigned flags, struct sweep *);
int	sweep_next(struct sweep *, const struct session_info **,
	    struct item_cursor **);
int	sweep_close(struct sweep *, int status);

/* Report the flawed item it (a tolerant cursor's) of session in st, where
 * the store says it is, as a cursor that is not tolerant would have;
 * ST_DATA.  scratch is the caller's, for where(). */
int	sweep_item_bad(struct store *st, const char *session,
	    const struct item *it, struct buf *scratch);

/* Warn that the torn last line it (ITEM_TORN) of session in st is skipped,
 * as a cursor that is not tolerant would have. */
void	sweep_item_torn(struct store *st, const char *session,
	    const struct item *it, struct buf *scratch);

#endif
