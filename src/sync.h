/*
 * sync.h - `transcript sync`: keep an archive (a store of our own) up to
 * date with the sessions of other stores, cheaply, forever.
 *
 * What a run does with each session of each source (sync_run()):
 *  - new (DST has no session of this origin): copied whole, as the
 *    source's id, or, where DST's session of that id is another origin's
 *    (two sources with one id), as ID~KIND (the source's kind), then
 *    ID~KIND2, ID~KIND3, ... (the first free);
 *  - grown (DST's copy, N items, is a prefix of the source: the same
 *    count, and the same digest of the source's first N items): the items
 *    after the N appended (store_append(), atomic, expecting N);
 *  - rewritten at the source (compacted, repaired: DST's copy is not a
 *    prefix): DST's ID is first copied to ID@K (K: one past the highest
 *    ID@K in DST, from 1), then ID replaced by the source's: ID always
 *    holds the latest version, ID@1 the oldest.  A kill between the two
 *    leaves the old ID and its copy; the rerun finds ID@K equal to ID and
 *    does not copy it again, so the job is finished exactly;
 *  - unchanged: nothing written; a session kept in one file whose size,
 *    mtime and inode are as the state recorded is not even opened (one
 *    stat of its file, by the listing's STORE_LIST_STAMP), and a source
 *    kept in one file (an SQLite database and its -wal: store_stamp())
 *    as it was when last synced whole (no session failed) is not even
 *    listed, while DST holds every session the state has of it;
 *  - damaged in DST (a flawed item, a torn last line: read tolerantly,
 *    dst_digest()): renamed, byte for byte, to ID@K (K as above; atomic),
 *    ID then written from the source; reported, counted (damaged), and
 *    the run returns ST_DATA at its end;
 *  - deleted at the source: DST keeps it, untouched.
 * Items are read tolerantly (store.h): a torn last line (a file being
 * written) is not an item, and is not copied; a bad item elsewhere fails
 * its session (reported with its position) and the run goes on.
 *
 * The digest is the index's (index.h): xxh64 chained over the items'
 * canonical bytes, from 0.  The state (sync_state_path()) only caches
 * what was done: where a session's stamp changed, or it has no row, DST's
 * copy is read and its digest compared before anything is appended (but
 * where DST keeps it in one file, jsonl, whose stamp is as copies has it,
 * the row's items and digest stand for it: a rerun after an append reads
 * the new items only), so a lost or stale state costs time, never data.  Without a row, the
 * source's session is DST's ID, ID~KIND, ... that no row gives another
 * and whose copy is a prefix of it (where several are: a lost state, the
 * sources in another order), else the first such, else the first free.
 *
 * The state is an SQLite file beside DST: REAL.sync for DST's real path
 * REAL (a directory's, a database's; links, "." and ".." resolved, so
 * that one DST has one state and one lock however it is named; where DST
 * does not exist yet, its parent's real path and its name); a link or
 * anything but a regular file there is ST_DATA.  It holds
 *
 *	sessions(id, rev, origin, source, size, mtime_ns, ino, items,
 *	    digest, synced_at)
 *	stores(origin, stamp)
 *	copies(id, size, mtime_ns, ino)
 *
 * one row per DST session that sync wrote: its origin (the source store
 * as KIND:ABSOLUTE-PATH, or a server's spec), the source's session id,
 * the source file's stamp (NULL where the source keeps no file per
 * session), the items copied and their digest, and for a revision ID@K
 * rev = K (else 0); the stamp of each source kept in one file; and the
 * stamp of DST's session file (jsonl) when sync last wrote or read it
 * and its row of sessions (a copy in a batch: when next checked).
 * New sessions are copied in batches (store_batch_open(), verified), on
 * a second handle on DST; the batch is committed before DST is read or
 * written otherwise, and before the state commits.
 *
 * A run holds an exclusive flock(2) on the state (a second sync of the
 * same DST waits the busy timeout, then ST_BUSY), and commits it every
 * SYNC_COMMIT_MS and at the end, after DST's writes.  A revision is
 * copied through PATH.sync.rev (ID read out whole, then written as ID@K),
 * so that DST is never read and written at once.  Being beside DST, not
 * in it, the state is seen by no reader of DST.  DST must be jsonl
 * (a directory), dir or sqlite: a postgres DST (no path to put the
 * state beside) is refused (ST_USAGE), as are the read-only kinds.
 *
 * Errors: a source store that cannot be opened or listed, and a source
 * session that cannot be read, are reported and counted (failed); the
 * run goes on with the others and returns the first such status.  Only a
 * failed write into DST (or its state), ST_IO or ST_BUSY, stops the run.
 * Ownership: nothing is kept between calls; strings given to the
 * callbacks are valid during the call.
 */
#ifndef SYNC_H
#define SYNC_H

#include <stddef.h>
#include <stdint.h>

#include "store.h"

#define SYNC_COMMIT_MS	1000
#define SYNC_STATE_SUFFIX	".sync"

/* What a run did (or, dry, would do). */
struct sync_report {
	uint64_t	 sessions;	/* listed by the sources */
	uint64_t	 copied;	/* new in DST */
	uint64_t	 appended;	/* grown */
	uint64_t	 revised;	/* rewritten at the source */
	uint64_t	 damaged;	/* damaged in DST: kept aside, copied */
	uint64_t	 unchanged;
	uint64_t	 failed;	/* could not be read: reported */
	uint64_t	 items;		/* items written */
	double		 secs;
};

#define SYNC_DRY_RUN	0x1	/* write nothing: say what would be done */

/*
 * Bring dst (a STORE argument) up to date with the stores srcs[0..nsrc)
 * as above.  With SYNC_DRY_RUN, act(arg, line) gets a line per session
 * that would be written ("copy ID", "append ID +K", "revise ID -> ID@K",
 * "damaged ID -> ID@K"),
 * and nothing is written, the state neither.
 */
int	sync_run(const char *dst, char *const srcs[], size_t nsrc,
	    const struct store_config *, unsigned flags,
	    int (*act)(void *arg, const char *line), void *arg,
	    struct sync_report *rep);

/* One row of the state, for sync_origins(). */
struct sync_origin {
	const char	*id;		/* DST's session */
	const char	*origin;	/* the source store */
	const char	*source;	/* its session id there */
	uint64_t	 items;		/* copied */
	int64_t		 synced_at;	/* epoch ms */
};
/* Every row of dst's state, by id: fn(arg, o) for each (a status other
 * than ST_OK stops and is returned).  ST_NOT_FOUND (reported) where dst
 * has no state. */
int	sync_origins(const char *dst, const struct store_config *,
	    int (*fn)(void *arg, const struct sync_origin *o), void *arg);

#endif
