/* fork.c - the items of a fork, rewritten for the new session (fork.h). */
#include "diag.h"
#include "fork.h"

static int
fork_next(struct item_cursor *c, struct item *it)
{
	struct fork_cursor *f = (struct fork_cursor *)c;
	struct json_span v;
	int status;

	if (f->left == 0)
		return ST_END;
	if ((status = item_cursor_next(f->in, it)) != ST_OK)
		return status;
	f->left--;
	if (f->fmt == NULL || f->fmt->rekey == NULL)
		return ST_OK;
	v.p = it->json;
	v.n = it->len;
	buf_reset(&f->out);
	if ((status = f->fmt->rekey(v, f->id, &f->out)) != ST_OK)
		return fail(status, "item %llu is no JSON object: it cannot be "
		    "forked", (unsigned long long)it->seq);
	it->json = f->out.p;
	it->len = f->out.len;
	return ST_OK;
}

void
fork_cursor_init(struct fork_cursor *f, struct item_cursor *in, uint64_t n,
    const struct format *fmt, struct json_span id)
{
	f->base.next = fork_next;
	f->base.free = NULL;
	f->base.digest = NULL;
	f->in = in;
	f->fmt = fmt;
	f->id = id;
	f->left = n;
	f->out = (struct buf)BUF_INIT;
}

void
fork_cursor_release(struct fork_cursor *f)
{
	buf_release(&f->out);
}
