/*
 * sqlrow.c - what the SQL backends do alike with the rows a load reads;
 * see sqlrow.h.
 */
#include <stdlib.h>

#include "diag.h"
#include "sqlrow.h"
#include "xalloc.h"

void *
sqlrow_cursor_new(size_t size, int (*next)(struct item_cursor *, struct item *),
    void (*free_fn)(struct item_cursor *), const char *session, unsigned flags)
{
	struct sqlrow_cursor *c = xcalloc(1, size);

	c->base.next = next;
	c->base.free = free_fn;
	c->session = xstrdup(session);
	c->flags = flags;
	return c;
}

void
sqlrow_cursor_free(struct sqlrow_cursor *c)
{
	buf_release(&c->scratch);
	free(c->session);
	free(c);
}

int
sqlrow_seq(struct sqlrow_cursor *c, const char *file, int by_seq, int64_t v,
    int is_int, struct pos *pos, struct item *it)
{
	int64_t seq = by_seq ? v : (int64_t)c->ordinal++;

	pos->file = file;
	pos->session = c->session;
	pos->seq = (uint64_t)seq;
	if (by_seq && !is_int)
		return item_error(pos, NULL, 0, "seq is not an integer");
	if (seq < 0)
		return item_error(pos, NULL, 0, "negative seq");
	it->seq = (uint64_t)seq;
	return ST_OK;
}

int
sqlrow_item(struct sqlrow_cursor *c, int exact, const char *t, size_t n,
    const struct pos *pos, struct item *it)
{
	int tolerant = (c->flags & STORE_LOAD_TOLERANT) != 0;

	if (tolerant && (c->flags & STORE_LOAD_DEFER)) {
		it->json = t;
		it->len = n;
		it->flaw = ITEM_UNCHECKED;
		return ST_OK;
	}
	if (tolerant) {
		item_settle(it, t, n, &c->scratch);
		return ST_OK;
	}
	if ((c->flags & STORE_LOAD_VERBATIM) && exact) {
		it->json = t;
		it->len = n;
		return ST_OK;
	}
	return item_canon(t, n, &c->scratch, &it->json, &it->len, pos);
}

void
sqlrow_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	(void)session;
	(void)it;
	(void)scratch;
	out->file = st->path;
	out->line = 0;
	out->row = 1;
}
