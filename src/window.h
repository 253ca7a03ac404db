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
 * window in *out, or the read's status. */
int	window_open(struct store *st, const char *session, unsigned load,
	    const struct format *forced, struct window **out);
/* The number of items in the session. */
uint64_t	window_items(const struct window *);
/* The index of the first item of the last n: moved back to the earliest
 * call whose result lies in the window, until none lies outside. */
uint64_t	window_start(const struct window *, uint64_t n);
/* The number of the first items that hold items 0..at (at < items):
 * moved on to the last result of a call in the window, until none lies
 * outside. */
uint64_t	window_end(const struct window *, uint64_t at);
void	window_free(struct window *);	/* NULL-safe */

#endif
