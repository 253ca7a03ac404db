/*
 * vote.h - a session's transcript format, voted over its first items
 * (format.h: format_vote_add()), for the commands that read a session as
 * its format says (load, dump, export, repair, grep, stats; check.c votes
 * as it checks).
 *
 * vote_session() reads the first FORMAT_VOTE_ITEMS valid items of a
 * session for the vote alone: the caller then reads the session again.  A
 * vote reader votes in the same read that yields the items:
 * vote_reader_open() reads items from src until FORMAT_VOTE_ITEMS of them
 * are valid (or src ends), holding copies of them, and sets *fmt;
 * vote_reader_next() then yields the held items and the rest, in order,
 * each settled (a deferring store's ITEM_UNCHECKED validated, in the pass
 * that notes its members): ITEM_OK with fi filled, or flawed (a tolerant
 * store's).
 *
 * Ownership: a format is a static description; *fmt and *out are NULL
 * when nothing looks like a format.  A vote reader borrows src and owns
 * the held items' bytes and a settled item's scratch: an item and fi that
 * it yields are valid until its next call (a held item's bytes until it
 * is opened again or released).  A reader starts zeroed, may be opened
 * again (its buffers are kept), and is freed by vote_reader_release().
 * Errors: ST_OK, or the store's or src's status; a failure of src while
 * voting is vote_reader_open()'s, ST_END and any later failure of src
 * vote_reader_next()'s.
 */
#ifndef VOTE_H
#define VOTE_H

#include <stddef.h>

#include "buf.h"
#include "format.h"
#include "item.h"
#include "store.h"

/* The format of session in st: forced if not NULL, else the vote over its
 * first items, loaded with the load flags load (store.h). */
int	vote_session(struct store *st, const char *session, unsigned load,
	    const struct format *forced, const struct format **out);

struct vote_reader {
	struct item_cursor	*src;
	struct buf		 held;		/* the held items' bytes */
	struct item		*hv;		/* .json: offsets into held */
	size_t			 nh, ah, next;
	int			 end;		/* src's status after the vote */
	struct buf		 scratch;	/* a settled item's */
};

int	vote_reader_open(struct vote_reader *, struct item_cursor *src,
	    const struct format **fmt);
int	vote_reader_next(struct vote_reader *, struct item *,
	    struct format_item *fi);
void	vote_reader_release(struct vote_reader *);

#endif
