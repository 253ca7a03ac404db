/*
 * repair.h - the repair of one session: a plan made from check's findings,
 * and a cursor that rewrites the session's items as planned.
 *
 * Planning reads the session once more, through its format's map(), and
 * turns each finding it can fix into actions on items, keyed by their seq:
 * insert an item before one (or at the end), remove one, edit one (replace
 * a byte range: a call id, a parentUuid, results put into a message, a
 * result taken out of one), or move a torn last line aside.  It knows no
 * format's field names: the results it places are made by the format
 * (format_answer(): its writer makes new items, its answer() method puts
 * results into existing ones), chains are kept by its link() method
 * (format.h).
 *
 * What each finding becomes:
 *  - dangling-call, unanswered-call after a user turn, pending-call (only
 *    with close_pending), a reused call id's call without a result: a
 *    made-up result where the format wants it (the placement of format.h);
 *  - orphan-result, duplicate-result: the result removed (its item, or its
 *    block when the item holds more);
 *  - duplicate-call: the later call gets a fresh id (ID_dup2, ...), and so
 *    does the result that answers it (the next duplicate-result of that id);
 *  - misplaced-result, result-before-call, interleaved-message: the result
 *    moved to where a made-up one would go;
 *  - torn-line: moved aside (append --repair-tail); invalid-json and
 *    not-an-object: removed with drop_invalid, else the session is left
 *    alone;
 *  - every other finding is left as it is (plan->left).
 * What removals and insertions would break is kept whole by actions that
 * fix no finding: a chain (link(): the items stay linked in their order),
 * the alternation of turns (merge(): two items of one role that come
 * together are joined).
 *
 * Memory: the findings, the calls the plan places results for, the items
 * it inserts (and a moved result's block), the two items of each join, the
 * uuid and new parent of each linked item (chains), and two items held at a
 * time: never the session.
 *
 * Ownership: a plan owns its actions; repair_plan_release() frees them.
 * The cursor borrows the plan and its source cursor.
 */
#ifndef REPAIR_H
#define REPAIR_H

#include <stdint.h>

#include "buf.h"
#include "format.h"
#include "item.h"
#include "pairs.h"

enum repair_kind {
	RA_INSERT,	/* a new item (or a moved one) before seq */
	RA_REMOVE,	/* the item at seq goes */
	RA_EDIT,	/* the item at seq: bytes [at, at+del) replaced */
	RA_ASIDE	/* the torn last line at seq moves aside */
};

#define REPAIR_END	UINT64_MAX	/* RA_INSERT at the end */

/* A further finding an action fixes: one item answering several calls. */
struct repair_fix {
	enum finding_code	 code;
	char			*call_id;	/* owned */
};

struct repair_action {
	enum repair_kind	 kind;
	uint64_t		 seq;
	uint64_t		 order;		/* creation order, for ties */
	enum finding_code	 code;		/* the finding it fixes, or
						   F_NCODES: none, ... */
	const char		*keeps;		/* ... but what it keeps whole:
						   "chain", "alternation" */
	char			*call_id;	/* owned, or NULL */
	struct repair_fix	*also;		/* the other findings it fixes, in
						   the calls' order (owned) */
	size_t			 nalso, also_alloc;
	struct buf		 bytes;		/* INSERT: the item; EDIT: new bytes */
	size_t			 at, del;	/* EDIT */
	struct buf		 view;		/* one line: the item's label and
						   text (inserted, or removed) */
	char			*what;		/* EDIT: what changes (owned) */
	int			 dead;		/* dropped while planning */
};

struct repair_plan {
	struct repair_action	*v;		/* sorted: by seq, inserts first */
	size_t			 nr, alloc;
	uint64_t		 items;		/* items read, a torn line too */
	uint64_t		 count;		/* items as the store counts them
						   (a torn line not): expected by
						   --apply */
	uint64_t		 digest;	/* of the items read, torn aside */
	uint64_t		 invalid;	/* invalid items left (no drop) */
	struct finding_list	 left;		/* findings no action fixes */
};
#define REPAIR_PLAN_INIT	{ NULL, 0, 0, 0, 0, 0, 0, FINDING_LIST_INIT }

struct repair_opts {
	int	close_pending;
	int	drop_invalid;
};

/* Plan the repair of the session whose items c yields (tolerant: flawed
 * items included), as format fmt, from its findings (check_session()).
 * Actions go to out, sorted. */
int	repair_plan(struct item_cursor *c, const struct format *fmt,
	    const struct finding_list *found, const struct repair_opts *,
	    struct repair_plan *out);
void	repair_plan_release(struct repair_plan *);
/* Does the plan change the session's items (other than a torn line)? */
int	repair_plan_rewrites(const struct repair_plan *);

/* A cursor over the items of in rewritten as plan says: ST_BUSY, after a
 * message naming session, if in does not yield the items the plan was made
 * from (the session changed).  Borrows plan and in. */
struct item_cursor	*repair_cursor_new(const struct repair_plan *,
	    struct item_cursor *in, const char *session);

#endif
