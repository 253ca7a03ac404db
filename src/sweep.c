/* sweep.c - a store's sessions read in one pass; see sweep.h. */
#include <string.h>

#include "diag.h"
#include "pipe.h"
#include "sweep.h"

int
sweep_open(const char *spec, const struct store_config *cfg,
    char *const names[], size_t nr, unsigned flags, struct sweep *s)
{
	enum info_want want = flags & SWEEP_IDS ? INFO_IDS : INFO_CHEAP;
	int vote = (flags & SWEEP_VOTE) != 0, status;

	memset(s, 0, sizeof(*s));
	if ((status = store_open(spec, STORE_READ, cfg, 0, &s->st)) != ST_OK)
		return status;
	if (flags & SWEEP_LAZY)
		s->load = STORE_LOAD_TOLERANT | STORE_LOAD_DEFER;
	/* Two sessions at a time: a whole store that lists its sessions,
	 * more than one, on two cores. */
	if ((flags & SWEEP_PAR) && nr == 0 && strcmp(spec, "-") != 0 &&
	    store_lists(s->st) && (flags & SWEEP_THREADS)) {
		int several;

		if ((status = store_listing_open(s->st, NULL, 0, want, s->load,
		    &s->list)) != ST_OK)
			return status;
		if ((several = store_listing_several(s->list)) < 0)
			return -several;
		if (several && store_open(spec, STORE_READ, cfg, 0,
		    &s->two[1]) == ST_OK) {
			s->two[0] = s->vote = s->st;
			return ST_OK;
		}
		store_listing_free(s->list);
		s->list = NULL;
	}
	if ((status = store_scan_open(s->st, names, nr, want, s->load,
	    &s->scan)) != ST_OK)
		return status;
	/* Read ahead on a second core; a vote then reads the first items
	 * again through a second handle, as the pipe holds the first.  Not
	 * for lazy scans: the pipe would check every item. */
	s->vote = s->st;
	if ((flags & SWEEP_THREADS) && !(flags & SWEEP_LAZY)) {
		struct store *second = NULL;

		if (vote && store_open(spec, STORE_READ, cfg, 0,
		    &second) != ST_OK)
			second = NULL;
		if ((!vote || second != NULL) &&
		    pipe_open(s->scan, 0, &s->pipe) == ST_OK)
			s->vote = second != NULL ? second : s->st;
		else
			(void)store_close(second, ST_OK);
	}
	return ST_OK;
}

int
sweep_next(struct sweep *s, const struct session_info **info,
    struct item_cursor **items)
{
	return s->pipe != NULL ? pipe_next(s->pipe, info, items) :
	    store_scan_next(s->scan, info, items);
}

int
sweep_close(struct sweep *s, int status)
{
	pipe_close(s->pipe);
	store_scan_free(s->scan);
	store_listing_free(s->list);
	status = store_close(s->two[1], status);
	if (s->vote != s->st)
		status = store_close(s->vote, status);
	return store_close(s->st, status);
}

int
sweep_item_bad(struct store *st, const char *session, const struct item *it,
    struct buf *scratch)
{
	struct store_where w = { NULL, 0, 0 };
	struct pos pos;

	memset(&pos, 0, sizeof(pos));
	buf_reset(scratch);
	store_where(st, session, it, scratch, &w);
	pos.file = w.file;
	if (w.row) {
		pos.session = session;
		pos.seq = it->seq;
	} else {
		pos.line = w.line > 0 ? w.line : it->line;
		pos.col = 1;
	}
	return item_error(&pos, it->json, it->why_off, it->why);
}

void
sweep_item_torn(struct store *st, const char *session, const struct item *it,
    struct buf *scratch)
{
	struct store_where w = { NULL, 0, 0 };

	buf_reset(scratch);
	store_where(st, session, it, scratch, &w);
	item_warn_torn(w.file, w.line > 0 ? w.line : it->line, it->len);
}
