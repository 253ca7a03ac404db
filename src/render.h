/*
 * render.h - a session of a store rendered by doc.h, as transcript export
 * and export --site both do: its facts first (the checker's findings, the
 * title, token totals and times: two reads), then its items (a third
 * read), each with the findings about it.
 *
 * Reads are tolerant (STORE_LOAD_TOLERANT): a flawed item is shown,
 * marked, never a reason to stop.  Items are redacted with red where it is
 * not NULL, in every read alike.
 *
 * Ownership: a struct render_facts owns what it holds (release it); the
 * store, session info, format (may be NULL: unknown), redaction and doc
 * are borrowed.  Memory: the findings and the facts of doc_totals (its
 * responses, its results' ids), never the items.
 */
#ifndef RENDER_H
#define RENDER_H

#include <stdint.h>

#include "check.h"
#include "doc.h"
#include "redact.h"
#include "store.h"

#define RENDER_LOAD	STORE_LOAD_TOLERANT

struct render_facts {
	struct finding_list	 found;
	struct doc_totals	 totals;
	struct buf		 title;		/* as list shows it */
	struct doc_header	 h;		/* of the session: its strings
						   point into info and here */
};

/* The facts of the session info of st, read as fmt: ST_OK, or the store's
 * status. */
int	render_facts(struct store *, const struct session_info *,
	    const struct format *, struct redact *, struct render_facts *);
void	render_facts_release(struct render_facts *);

/* Render the session's items to d (begun: doc_begin()), then the findings
 * about the session as a whole; before(arg, d, n) is called before item n
 * (0 for the first), for the caller to drain d->out or begin a page: a
 * status other than ST_OK stops the rendering and is returned.  ST_OK at
 * the end; the caller ends the document (doc_end()). */
int	render_items(struct store *, const struct session_info *,
	    const struct format *, struct redact *, struct doc *,
	    const struct render_facts *,
	    int (*before)(void *arg, struct doc *, uint64_t n), void *arg);

#endif
