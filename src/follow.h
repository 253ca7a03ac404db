/*
 * follow.h - waiting for a session, or a whole store, to change: what
 * dump, check and list --follow do between their reads.
 *
 * How a follow waits, by what the store says of itself (store.h):
 *  - File stores (store_watch(): jsonl, the agents' trees, dir): inotify(7)
 *    on each watched path that is a directory (any event in it, or its
 *    being moved or removed, is a change; for a tree, in the directories
 *    below it too), and on the directory of each other path (an event on
 *    the path's name there: written, made, replaced by a rename, removed).
 *    The watches are armed again after each change, so that a directory
 *    made or replaced since is watched, and those not armed again are
 *    removed (their events, and those of any watch not armed now, are not
 *    read; a queue overflow is a change).  No watch goes through a link:
 *    every watch is IN_DONT_FOLLOW, from the store's directory resolved
 *    once (realpath(3)), and a link below it is never watched.  A change
 *    is let settle FOLLOW_SETTLE_MS (its burst of events drained), so that
 *    a writer's many writes make one look.  Where inotify cannot be had (not
 *    Linux, no watch left, or the test knob TRANSCRIPT_TEST_FOLLOW_POLL
 *    set), a session's paths are stat()ed every FOLLOW_POLL_MS and a change
 *    of existence, inode, size or mtime is a change; a store then changes
 *    every FOLLOW_TREE_MS, for the caller to look.
 *  - SQLite (store_version()): PRAGMA data_version every FOLLOW_STAMP_MS.
 *  - Others (postgres): the session's item count and last activity
 *    (store_stat(), one cheap query) every FOLLOW_POLL_MS; a store changes
 *    every FOLLOW_TREE_MS.
 * A change may be spurious (another session's write in a shared directory,
 * a write that did not touch the items): callers read again and compare.
 *
 * Signals: follow_open() catches SIGINT and SIGTERM (a handler that writes
 * to a pipe of its own, so that no signal is lost between two waits) and
 * ignores SIGPIPE; follow_free() puts back what was there.  A wait ends
 * with ST_END once such a signal came, or once standard output is a pipe
 * or socket whose reader went away.
 *
 * One follow at a time in a process (the signals are the process's).
 * Ownership: a follow borrows its store (which must outlive it) and owns
 * its descriptors.  Idle, a follow of files sleeps in poll(2) and costs no
 * CPU; the polls above cost one stat(2) or one query a tick.
 */
#ifndef FOLLOW_H
#define FOLLOW_H

#include "store.h"

#define FOLLOW_POLL_MS	500
#define FOLLOW_STAMP_MS	250
#define FOLLOW_TREE_MS	1000
#define FOLLOW_SETTLE_MS	150

struct follow;

/* Follow session of st (NULL: every session of st): ST_OK with *out; a
 * session need not exist yet.  ST_IO if the signals cannot be caught. */
int	follow_open(struct store *, const char *session, struct follow **out);
/* Wait for what is followed to change: ST_OK (read it again), ST_END
 * (interrupted, or nobody reads the output: stop quietly), or a failure's
 * status, reported. */
int	follow_wait(struct follow *);
/* Write p[0..n) to standard output and flush it, for a follower that
 * shows each change at once: ST_OK; ST_END if its reader went away (from
 * then on standard output is /dev/null, so that the command ends quietly
 * with 0); ST_IO, reported, on another error. */
int	follow_write(const void *p, size_t n);
/* The same without the flush, for what a look writes before its
 * follow_write(NULL, 0). */
int	follow_put(const void *p, size_t n);
/* Has SIGINT or SIGTERM come (since follow_open())?  Loops over items or
 * sessions ask, to stop within an item of it. */
int	follow_interrupted(void);
/* A cursor over in that ends (ST_END) once follow_interrupted(), so that
 * a look through code that reads to the end (check.c) stops soon after a
 * SIGINT: then fc->stopped is set, for its caller to tell the two ends.
 * fc is the caller's (no free needed); in stays the caller's. */
struct follow_cursor {
	struct item_cursor	 base;
	struct item_cursor	*in;
	int			 stopped;	/* ended by a signal */
};
struct item_cursor	*follow_cursor(struct follow_cursor *fc,
			    struct item_cursor *in);
/* Has standard output's reader gone away (follow_write() or follow_put()
 * gave ST_END for it, or follow_wait() saw it)? */
int	follow_reader_gone(void);
/* Is the session's own file (or directory: store_watch()'s first path)
 * another one than at the last call (or follow_open()), by its device
 * and inode: replaced by a rename?  0 while it is missing, and for a
 * store, or a store not of files. */
int	follow_replaced(struct follow *);
void	follow_free(struct follow *);	/* NULL-safe */

#endif
