/* vote.c - a session's format, voted over its first items; see vote.h. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "vote.h"
#include "xalloc.h"

int
vote_session(struct store *st, const char *session, unsigned load,
    const struct format *forced, const struct format **out)
{
	struct format_vote v;
	struct format_item fi;
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	if (forced != NULL) {
		*out = forced;
		return ST_OK;
	}
	memset(&v, 0, sizeof(v));
	if ((status = store_load(st, session, load, &c)) != ST_OK)
		return status;
	while (v.items < FORMAT_VOTE_ITEMS &&
	    (status = item_cursor_next(c, &it)) == ST_OK) {
		if (it.flaw == ITEM_OK) {
			format_item_init(&fi, &it);
			format_vote_add(&v, &fi);
		}
	}
	item_cursor_free(c);
	if (status != ST_OK && status != ST_END)
		return status;
	*out = format_vote_result(&v);
	return ST_OK;
}

/* Settle it (a deferring store's) and fill fi if it is then valid. */
static void
settle(struct item *it, struct format_item *fi, struct buf *scratch)
{
	if (it->flaw == ITEM_UNCHECKED)
		format_item_settle(fi, it, scratch);
	else if (it->flaw == ITEM_OK)
		format_item_init(fi, it);
}

int
vote_reader_open(struct vote_reader *v, struct item_cursor *src,
    const struct format **fmt)
{
	struct format_vote vote;
	struct format_item fi;
	struct item it;
	int status = ST_OK;

	memset(&vote, 0, sizeof(vote));
	v->src = src;
	buf_reset(&v->held);
	v->nh = v->next = 0;
	v->end = ST_OK;
	while (vote.items < FORMAT_VOTE_ITEMS &&
	    (status = item_cursor_next(src, &it)) == ST_OK) {
		settle(&it, &fi, &v->scratch);
		if (it.flaw == ITEM_OK)
			format_vote_add(&vote, &fi);
		xgrow(&v->hv, &v->ah, v->nh + 1, sizeof(*v->hv));
		v->hv[v->nh] = it;
		v->hv[v->nh++].json = (const char *)(uintptr_t)v->held.len;
		buf_add(&v->held, it.json, it.len);
	}
	if (status != ST_OK && status != ST_END)
		return status;
	v->end = status;
	*fmt = format_vote_result(&vote);
	return ST_OK;
}

int
vote_reader_next(struct vote_reader *v, struct item *it,
    struct format_item *fi)
{
	int status;

	if (v->next < v->nh) {
		*it = v->hv[v->next++];
		it->json = v->held.p + (uintptr_t)it->json;
		if (it->flaw == ITEM_OK)
			format_item_init(fi, it);
		return ST_OK;
	}
	if (v->end != ST_OK)
		return v->end;
	if ((status = item_cursor_next(v->src, it)) != ST_OK)
		return status;
	settle(it, fi, &v->scratch);
	return ST_OK;
}

void
vote_reader_release(struct vote_reader *v)
{
	buf_release(&v->held);
	buf_release(&v->scratch);
	free(v->hv);
	v->hv = NULL;
	v->nh = v->ah = v->next = 0;
}
