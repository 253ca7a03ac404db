/*
 * window.h - where a part of a session may begin or end without cutting a
 * tool call from its result: load --last (the last items, and the calls
 * of their results) and fork --at (the first items, and the results of
 * their calls).
 *
 * window_open() reads the session once, as its format (forced, or the
 * vote) maps its items to events, and keeps, for every result whose call
 * came before it, the two items' indexes (0-based, in seq order); calls
 * are remembered by a 64-bit hash of their id.  A result whose call never
 * came (an orphan) pulls nothing in.  A session in no known format has no
 * pairs: its windows are the bare counts.
 *
 * A fork's end is found in the same read, as the items go by: the item is
 * named by its seq (item.h: the stored one, which may have gaps, or the
 * ordinal), not its index, and the digest of the items the fork holds
 * (xxh64 of each item's bytes, chained as sync and index chain theirs) is
 * kept, so that the read that copies them can tell the same items from a
 * session changed in between (fork.h).
 *
 * Memory: up to 64 bytes per call (a table at most half full) and 16 per
 * answered result; never an item.
 * Ownership: the window is the caller's (window_free()).
 */
#ifndef WINDOW_H
#define WINDOW_H

#include <stdint.h>

#include "format.h"
#include "store.h"

struct window;

/* Read session of st (loaded with the load flags load); ST_OK with the
 * window in *out, or the read's status.  at >= 0: also the end of a fork
 * up to the item whose seq is at (window_fork()). */
int	window_open(struct store *st, const char *session, unsigned load,
	    const struct format *forced, int64_t at, struct window **out);
/* The index of the first item of the last n: moved back to the earliest
 * call whose result lies in the window, until none lies outside. */
uint64_t	window_start(const struct window *, uint64_t n);
/* For window_open()'s at: ST_OK with, in *n, the number of the first
 * items that hold the item whose seq is at (the last, if several have it),
 * moved on to the last result of a call in them, until none lies outside,
 * and in *digest those items' digest; ST_NOT_FOUND, said, if no item has
 * seq at (session names it in the message). */
int	window_fork(const struct window *, const char *session, uint64_t *n,
	    uint64_t *digest);
void	window_free(struct window *);	/* NULL-safe */

#endif
