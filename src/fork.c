/* fork.c - the items of a fork, rewritten for the new session (fork.h). */
#include "diag.h"
#include "fork.h"
#include "xxhash.h"

/* The items checked (fork_cursor_check()) are not those of the digest. */
static int
fork_stale(struct fork_cursor *f)
{
	return fail(ST_BUSY, "session '%s' changed while it was forked: "
	    "nothing written", f->session);
}

static int
fork_next(struct item_cursor *c, struct item *it)
{
	struct fork_cursor *f = (struct fork_cursor *)c;
	struct json_span v;
	int status;

	if (f->left == 0)
		return ST_END;
	if ((status = item_cursor_next(f->in, it)) != ST_OK)
		return status == ST_END && f->session != NULL ?
		    fork_stale(f) : status;
	f->left--;
	if (f->session != NULL) {
		f->digest = xxh64(it->json, it->len, f->digest);
		if (f->left == 0 && f->digest != f->want)
			return fork_stale(f);
	}
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
	f->session = NULL;
	f->want = f->digest = 0;
}

void
fork_cursor_check(struct fork_cursor *f, const char *session, uint64_t digest)
{
	f->session = session;
	f->want = digest;
}

void
fork_cursor_release(struct fork_cursor *f)
{
	buf_release(&f->out);
}
