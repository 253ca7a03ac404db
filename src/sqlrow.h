/*
 * sqlrow.h - what the SQL backends (store_sqlite.c, store_pg.c) do alike
 * with the rows a load reads: the cursor's common part, a row's seq, the
 * item from its item column, and where a row lives.
 *
 * A load's cursor is a struct that begins with a struct sqlrow_cursor;
 * sqlrow_cursor_new() makes it (zeroed) and sqlrow_cursor_free() frees it
 * and what the common part owns.  The backend reads each row and hands
 * its seq and item column to sqlrow_seq() and sqlrow_item(), which apply
 * the load's flags (store.h: STORE_LOAD_TOLERANT, _DEFER, _VERBATIM) the
 * same way for both engines.
 *
 * Ownership: the cursor owns its copy of the session id and its scratch
 * buffer.  An item that sqlrow_item() fills points into the column's
 * bytes (the caller's, valid as long as its row) or into the scratch
 * buffer, valid until the next row.
 */
#ifndef SQLROW_H
#define SQLROW_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "item.h"
#include "store.h"

struct sqlrow_cursor {
	struct item_cursor	 base;		/* first */
	char			*session;	/* owned */
	struct buf		 scratch;	/* item_canon()'s, item_settle()'s */
	uint64_t		 ordinal;	/* rows read: the seq of kinds not
						   numbered by a seq column */
	int			 done;
	unsigned		 flags;		/* the load flags */
};

/* A zeroed cursor of size bytes (its struct begins with a struct
 * sqlrow_cursor) over session, with the backend's methods, for a load
 * with flags. */
void	*sqlrow_cursor_new(size_t size,
	    int (*next)(struct item_cursor *, struct item *),
	    void (*free)(struct item_cursor *), const char *session,
	    unsigned flags);
/* Free the common part's memory and the cursor itself. */
void	sqlrow_cursor_free(struct sqlrow_cursor *);

/*
 * The seq of the row just read, into it->seq and pos (file, session,
 * seq): the seq column's value v when by_seq (is_int 0 if the column is
 * not an integer), else the next ordinal.  A seq that is not an integer
 * >= 0 is ST_DATA, reported.
 */
int	sqlrow_seq(struct sqlrow_cursor *, const char *file, int by_seq,
	    int64_t v, int is_int, struct pos *, struct item *it);

/*
 * The item of a row whose item column is the text t[0..n), as the load's
 * flags want it: tolerant loads yield a flawed item (item.h) instead of
 * failing, or, with defer, the text ITEM_UNCHECKED; verbatim loads of a
 * store whose items are kept as their canonical bytes (exact) yield the
 * text as is; every other load checks and canonicalises it (item_canon(),
 * ST_DATA reported at pos).
 */
int	sqlrow_item(struct sqlrow_cursor *, int exact, const char *t, size_t n,
	    const struct pos *, struct item *it);

/* store_ops.where for a database: rows have no file of their own, so the
 * store as named (its path), row 1 (printed as file#session@seq). */
void	sqlrow_where(struct store *, const char *session, const struct item *,
	    struct buf *scratch, struct store_where *out);

#endif
