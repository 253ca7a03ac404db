/* check.c - one session through the pair checker; see check.h. */
#include <inttypes.h>
#include <stdlib.h>

#include "check.h"
#include "diag.h"
#include "xalloc.h"

/* Findings about the item itself rather than its pairs. */
static void
check_item(struct pairs *p, const struct item *it, uint64_t *expect,
    struct buf *msg)
{
	buf_reset(msg);
	if (it->seq != *expect) {
		if (it->seq < *expect) {
			buf_addf(msg, "seq %" PRIu64 " again, after seq %" PRIu64,
			    it->seq, *expect - 1);
			pairs_flaw(p, F_SEQ_DUPLICATE, SEV_ERROR, msg->p);
		} else {
			buf_addf(msg, "seq jumps from %" PRIu64 " to %" PRIu64
			    ": %" PRIu64 " item%s missing", *expect == 0 ? 0 :
			    *expect - 1, it->seq, it->seq - *expect,
			    it->seq - *expect == 1 ? "" : "s");
			pairs_flaw(p, F_SEQ_GAP, SEV_ERROR, msg->p);
		}
		buf_reset(msg);
	}
	if (it->seq + 1 > *expect)
		*expect = it->seq + 1;
	switch (it->flaw) {
	case ITEM_OK:
		break;
	case ITEM_TORN:
		buf_addf(msg, "the file ends in an incomplete line (%zu bytes): "
		    "a write was cut short", it->len);
		pairs_flaw(p, F_TORN_LINE, SEV_ERROR, msg->p);
		break;
	case ITEM_NOT_OBJECT:
	case ITEM_INVALID_JSON:
		buf_addf(msg, "%s (at byte %zu)", it->why, it->why_off + 1);
		pairs_flaw(p, it->flaw == ITEM_NOT_OBJECT ? F_NOT_OBJECT :
		    F_INVALID_JSON, SEV_ERROR, msg->p);
		break;
	}
}

int
check_session(struct store *st, const char *session, const struct format *fmt,
    unsigned flags, struct finding_list *out, uint64_t *items,
    struct progress *pr)
{
	const struct format *other;
	struct item_cursor *c = NULL;
	struct pairs *p = NULL;
	struct buf msg = BUF_INIT;
	struct item it;
	void *state = NULL;
	uint64_t expect = 0, n = 0;
	unsigned long first_line = 0;
	int status, score, mixed = 0;

	if ((status = store_load(st, session, &c)) != ST_OK)
		return status;
	p = pairs_new(fmt != NULL ? fmt : &format_chat, flags);
	if (fmt != NULL && fmt->state_size > 0)
		state = xcalloc(1, fmt->state_size);
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		if (n++ == 0)
			first_line = it.line;
		if (pr != NULL)
			progress_tick(pr, it.len);
		pairs_item(p, it.seq, it.line);
		check_item(p, &it, &expect, &msg);
		if (it.flaw != ITEM_OK || fmt == NULL)
			continue;
		if (!mixed && fmt->detect(&it) == 0 &&
		    (other = format_detect(&it, &score)) != NULL && score >= 2) {
			buf_reset(&msg);
			buf_addf(&msg, "this item is %s, but the session is %s",
			    other->title, fmt->title);
			pairs_flaw(p, F_MIXED_FORMAT, SEV_ERROR, msg.p);
			mixed = 1;
		}
		if ((status = fmt->map(&it, state, pairs_sink(p))) != ST_OK)
			break;
	}
	item_cursor_free(c);
	if (status == ST_END) {
		status = ST_OK;
		if (fmt == NULL && n > 0) {
			pairs_item(p, 0, first_line);
			pairs_flaw(p, F_UNKNOWN_FORMAT, SEV_WARNING, "no item looks "
			    "like a known transcript format: pairs not checked "
			    "(name one with --dialect)");
		}
		pairs_finish(p, out);
	}
	*items += n;
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	pairs_free(p);
	buf_release(&msg);
	return status;
}
