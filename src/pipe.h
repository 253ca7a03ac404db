/*
 * pipe.h - a store read ahead on a second thread (convert, check).
 *
 * A worker thread runs store_scan_next() and each session's cursor: it
 * reads, validates and copies every item into a bounded queue, while the
 * caller takes the same sessions and items, in the same order, from
 * pipe_next() and its cursor, and writes them.  On a machine with two
 * cores reading and writing then overlap.  Items that a deferring store
 * (store.h: defer, for check) yields unchecked reach the caller unchecked,
 * for it to settle (check.c does, as it walks their members), which shares
 * the work out more evenly.  The messages the worker's reads give are held
 * with the item where they arose and printed by the caller when it gets
 * there, so stderr reads as it would without the pipe.
 *
 * Memory: the items are copied into chunks of 64 KiB (or one larger
 * item); the queue holds up to PIPE_BYTES of chunks, or one larger chunk,
 * and walked chunks are kept for reuse up to PIPE_BYTES, larger ones
 * freed.
 * Ownership: the pipe borrows the scan (or store and listing); neither they
 * nor the store may be read until pipe_close() has returned (its where()
 * may be called: it reads no files that a load holds).  info and items from
 * pipe_next() are valid until the next pipe_next() or pipe_close(), an
 * item's bytes until the next call on the cursor.
 */
#ifndef PIPE_H
#define PIPE_H

#include "item.h"
#include "store.h"

#define PIPE_BYTES	(256u << 10)

struct pipe;

/* Start reading scan ahead: ST_OK, or ST_IO if no thread could start (the
 * caller then reads the scan itself).  With PIPE_DIGEST the worker also
 * digests each session's items, and the cursors of pipe_next() give that
 * digest (item.h; convert's copies compare it). */
#define PIPE_DIGEST	1
int	pipe_open(struct store_scan *, int flags, struct pipe **);
/* The same for the sessions of list (borrowed: a listing of st) in st
 * (check), loaded with the load flags: a session that cannot be loaded is
 * not the end, but a session whose cursor fails at once with the load's
 * status. */
int	pipe_open_list(struct store *, struct store_listing *,
	    unsigned load, struct pipe **);
/* As store_scan_next(): the next session and a cursor over its items
 * (the rest of the previous session's items are skipped), ST_END, or the
 * scan's error. */
int	pipe_next(struct pipe *, const struct session_info **info,
	    struct item_cursor **items);
/* Stop the worker (it may have read ahead: nothing is lost, as it only
 * reads), wait for it, free everything.  NULL-safe. */
void	pipe_close(struct pipe *);

#endif
