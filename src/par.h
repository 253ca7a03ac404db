/*
 * par.h - the sessions of a listing worked two at a time, handed over in
 * order (check, grep -c/-l, stats).
 *
 * par_run() works every session of a listing (store.h) on two threads,
 * the caller's and one worker, each taking the next session not yet taken
 * and working it on its own handle on the store, into a slot: whatever the
 * command keeps of a session (its findings, its counts, its output) and
 * the messages its work gave (diag_hold()).  The caller's thread hands the
 * slots over in listing order, the held messages first, so stdout and
 * stderr read as they would with one thread.  Nothing passes between the
 * threads but the slots; each reads, validates and maps the items it
 * works.
 *
 * Sessions are taken at most PAR_AHEAD past the first one not yet handed
 * over, which bounds what the slots hold: PAR_AHEAD sessions' infos
 * (copied from the listing, which the caller's thread alone reads, a page
 * at a time) and results, never their items.  A handover may stop the run
 * (ops->stops()): the sessions worked past it are released, not handed
 * over, as a loop over the listing that stopped there would not have got
 * to them.
 *
 * Ownership: par borrows the listing (opened on st[0]), the two stores and
 * the ops' arg for the run; it owns the slots, zeroed before their first
 * use and reused after, and calls ops->release() on each when the run
 * ends.  work() runs on either thread, at the same time as the other
 * thread's work(), so it may touch only its slot and what is its thread's
 * (by self: 0 the caller's, 1 the worker's); deliver() and release() run
 * on the caller's thread alone.
 */
#ifndef PAR_H
#define PAR_H

#include <stddef.h>

#include "store.h"

#define PAR_AHEAD	16

struct par_ops {
	size_t	slot_size;
	/* Work the session info (of the thread self, on st) into slot; the
	 * status is handed to deliver(). */
	int	(*work)(void *arg, int self, struct store *st,
		    const struct session_info *info, void *slot);
	/* Hand slot over (the caller's thread, in listing order); the status
	 * it returns joins the run's (status_first()). */
	int	(*deliver)(void *arg, const struct session_info *info,
		    void *slot, int status);
	/* Does a status deliver() returned stop the run?  NULL: any
	 * status but ST_OK does. */
	int	(*stops)(int status);
	/* Free what slot holds (the run is over); may be NULL. */
	void	(*release)(void *arg, void *slot);
};

/* A stops() for commands that go on past a session's own trouble (bad
 * data, busy, gone: ST_DATA, ST_BUSY, ST_NOT_FOUND) and stop at any other
 * failure (I/O, usage). */
int	par_stops_io(int status);

/*
 * Work every session of list (a listing of st[0]) in st[0] and st[1] (two
 * handles on one store), as above, or all on the caller's thread and st[0]
 * if no worker thread could start.  A listing that fails stops the run
 * after the sessions listed before.  Returns the first failing status,
 * starting from status.
 */
int	par_run(const struct par_ops *, void *arg,
	    struct store_listing *list, struct store *st[2], int status);

#endif
