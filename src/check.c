/*
 * check.c - one session through the pair checker; see check.h.
 *
 * When no format is named, the session's is the vote of its first items
 * (format.h), taken in the pass that checks them.  Checking needs the
 * format from the first item on, so the pass guesses it: it holds back the
 * first items (at most CHECK_HOLD, copied) until one of them is sure of
 * its format (a strong vote), guesses the vote so far, and checks the held
 * items and the rest.  Whatever the vote says once it is over is the
 * format, as if it had been taken first: if that is not the guess, the
 * pass stops and a second one checks the session again as the winner.
 * Homogeneous sessions are read once.
 */
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
	case ITEM_UNCHECKED:	/* never here: check_pass() settles them */
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

#define CHECK_HOLD	4	/* items held back at most before the guess */
_Static_assert(CHECK_HOLD < FORMAT_VOTE_ITEMS, "the guess comes before the vote ends");

/* The session's format, as far as it is known, across passes. */
struct guess {
	const struct format	*fmt;		/* NULL: unknown */
	int			 voting;	/* the vote is open: fmt is a guess */
	int			 again;		/* it lost: fmt is now the winner */
	struct format_vote	 vote;
	uint64_t		 ticked;	/* items a pass before showed in pr */
};

/* One pass over the session. */
struct pass {
	struct guess		*g;
	const struct format	*fmt;		/* the pass checks as this */
	unsigned		 flags;
	struct progress		*pr;
	struct pairs		*p;		/* NULL: not begun (holding) */
	void			*state;
	uint64_t		 expect, n;
	unsigned long		 first_line;
	int			 mixed;
	int			 failed;	/* map()'s first failure */
	struct buf		 msg;
	struct item		 held[CHECK_HOLD];	/* their bytes: */
	size_t			 nheld;
	struct buf		 held_json;		/* one after another */
	struct buf		 scratch;	/* an unchecked item's, settled */
};

/* The vote is over: keep the guess if it won, else ask for another pass. */
static void
vote_close(struct guess *g)
{
	const struct format *won = format_vote_result(&g->vote);

	g->voting = 0;
	if (won != g->fmt) {
		g->again = 1;
		g->fmt = won;
	}
}

/* Check one item; fi: its members, if it is an object. */
static void
pass_item(struct pass *ps, const struct item *it, const struct format_item *fi)
{
	const struct format *other;
	int score;

	if (ps->n++ == 0)
		ps->first_line = it->line;
	if (ps->pr != NULL && ps->n > ps->g->ticked)
		progress_tick(ps->pr, it->len);
	pairs_item(ps->p, it->seq, it->line);
	check_item(ps->p, it, &ps->expect, &ps->msg);
	if (it->flaw != ITEM_OK || ps->fmt == NULL)
		return;
	if (!ps->mixed && ps->fmt->detect(fi) == 0 &&
	    (other = format_detect(fi, &score)) != NULL && score >= 2) {
		buf_reset(&ps->msg);
		buf_addf(&ps->msg, "this item is %s, but the session is %s",
		    other->title, ps->fmt->title);
		pairs_flaw(ps->p, F_MIXED_FORMAT, SEV_ERROR, ps->msg.p);
		ps->mixed = 1;
	}
	ps->failed = ps->fmt->map(fi, ps->state, pairs_sink(ps->p));
}

/* Hold it back (its bytes copied) until the format is guessed. */
static void
pass_hold(struct pass *ps, const struct item *it)
{
	struct item *h = &ps->held[ps->nheld++];

	*h = *it;
	h->json = NULL;		/* pass_begin() points it into held_json */
	buf_add(&ps->held_json, it->json, it->len);
}

/* Begin checking as the guess (or the known format), with the held
 * items. */
static void
pass_begin(struct pass *ps)
{
	struct format_item fi;
	size_t off = 0;

	ps->fmt = ps->g->fmt;
	ps->p = pairs_new(ps->fmt != NULL ? ps->fmt : &format_chat, ps->flags);
	if (ps->fmt != NULL && ps->fmt->state_size > 0)
		ps->state = xcalloc(1, ps->fmt->state_size);
	for (size_t i = 0; i < ps->nheld && ps->failed == ST_OK; i++) {
		struct item it = ps->held[i];

		it.json = ps->held_json.p + off;
		off += it.len;
		if (it.flaw == ITEM_OK)
			format_item_init(&fi, &it);
		pass_item(ps, &it, &fi);
	}
	ps->nheld = 0;
}

static int
check_pass(struct store *st, const char *session, unsigned load,
    struct item_cursor *c, struct guess *g, unsigned flags,
    struct finding_list *out, uint64_t *items, struct progress *pr)
{
	struct pass ps = { .g = g, .flags = flags, .pr = pr, .failed = ST_OK,
	    .msg = BUF_INIT, .held_json = BUF_INIT, .scratch = BUF_INIT };
	struct item_cursor *own = NULL;
	struct format_item fi;
	struct item it;
	int status;

	if (c == NULL) {
		if ((status = store_load(st, session, load, &own)) != ST_OK)
			return status;
		c = own;
	}
	if (!g->voting)
		pass_begin(&ps);
	/* A failed map() ends the checking, but not a vote still open. */
	while ((ps.failed == ST_OK || g->voting) &&
	    (status = item_cursor_next(c, &it)) == ST_OK) {
		/* An item from a deferring store (cmd_check.c) is validated
		 * here, in the pass that finds its members. */
		if (it.flaw == ITEM_UNCHECKED)
			format_item_settle(&fi, &it, &ps.scratch);
		else if (it.flaw == ITEM_OK && (g->voting || ps.fmt != NULL))
			format_item_init(&fi, &it);
		if (g->voting && it.flaw == ITEM_OK)
			format_vote_add(&g->vote, &fi);
		if (ps.p == NULL) {
			if (!format_vote_sure(&g->vote) && ps.nheld < CHECK_HOLD) {
				pass_hold(&ps, &it);
				continue;
			}
			g->fmt = format_vote_result(&g->vote);
			pass_begin(&ps);
		}
		/* (the vote is over once its winner is known) */
		if (g->voting && (g->vote.items == FORMAT_VOTE_ITEMS ||
		    (it.flaw == ITEM_OK && format_vote_decided(&g->vote)))) {
			vote_close(g);
			if (g->again)
				break;
		}
		if (ps.failed == ST_OK)
			pass_item(&ps, &it, &fi);
	}
	item_cursor_free(own);
	if (status == ST_END && ps.p == NULL) {
		/* Over before a guess: the vote is all there is. */
		g->fmt = format_vote_result(&g->vote);
		g->voting = 0;
		pass_begin(&ps);
	}
	if (status == ST_END && g->voting)
		vote_close(g);
	if (g->again) {
		g->ticked = ps.n;
		ps.n = 0;
	} else if (g->voting) {
		ps.n = 0;	/* the vote could not be taken: no session */
	} else if (ps.failed != ST_OK) {
		status = ps.failed;
	} else if (status == ST_END) {
		status = ST_OK;
		if (ps.fmt == NULL && ps.n > 0) {
			pairs_item(ps.p, 0, ps.first_line);
			pairs_flaw(ps.p, F_UNKNOWN_FORMAT, SEV_WARNING, "no item "
			    "looks like a known transcript format: pairs not "
			    "checked (name one with --dialect)");
		}
		pairs_finish(ps.p, out);
	}
	*items += ps.n;
	if (ps.state != NULL && ps.fmt->free_state != NULL)
		ps.fmt->free_state(ps.state);
	free(ps.state);
	pairs_free(ps.p);
	buf_release(&ps.msg);
	buf_release(&ps.held_json);
	buf_release(&ps.scratch);
	return status;
}

int
check_session(struct store *st, const char *session, unsigned load,
    struct item_cursor *c, const struct format *fmt, unsigned flags,
    struct finding_list *out, uint64_t *items, struct progress *pr)
{
	struct guess g = { .fmt = fmt };

	return check_pass(st, session, load, c, &g, flags, out, items, pr);
}

int
check_session_vote(struct store *st, const char *session, unsigned load,
    struct item_cursor *c, unsigned flags, struct finding_list *out,
    uint64_t *items, struct progress *pr)
{
	struct guess g = { .voting = 1 };
	int status;

	status = check_pass(st, session, load, c, &g, flags, out, items, pr);
	if (!g.again)
		return status;
	g.again = 0;
	return check_pass(st, session, load, NULL, &g, flags, out, items, pr);
}
