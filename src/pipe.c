/*
 * pipe.c - a store scan read ahead on a second thread; see pipe.h.
 *
 * The worker writes records into chunks of memory: a session's start (its
 * info), an item (its bytes copied), a session's end (ST_END or the
 * cursor's error) or the end of the scan (ST_END or the scan's error),
 * each with the messages the worker gave on the way.  A chunk goes into
 * one queue, under one mutex, when it is full, when the scan ends, or at
 * a session's end if the caller waits; the caller takes whole chunks from
 * the head and walks their records.  So the threads meet once a chunk
 * (CHUNK_BYTES, dozens of items), not once an item: a lock, a wake-up and
 * a malloc per item cost more than the copy.  Walked chunks go to a free
 * list for the worker to reuse, up to PIPE_BYTES of them; a chunk made
 * larger for a larger item is freed, so that the queue (PIPE_BYTES or one
 * chunk), the chunk being filled, the one being walked and that list bound
 * the memory.
 */
#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "pipe.h"
#include "xalloc.h"

#define CHUNK_BYTES	(64u << 10)
#define REC_ALIGN	_Alignof(max_align_t)

enum rec_kind { R_SESSION, R_ITEM, R_END, R_DONE };

/* A record: this header, its messages (msglen bytes and a NUL), then its
 * bytes (an item's, a session's id; and a NUL), padded to REC_ALIGN. */
struct rec {
	enum rec_kind	 kind;
	int		 status;	/* R_END, R_DONE */
	size_t		 size;		/* all of it, to the next record */
	size_t		 msglen;
	union {
		struct item		it;	/* R_ITEM: json in the record */
		struct session_info	info;	/* R_SESSION: id in the record */
		uint64_t		digest;	/* R_END, with PIPE_DIGEST */
	} u;
};

struct chunk {
	struct chunk	*next;
	size_t		 len;		/* records in data */
	size_t		 cap;		/* data's size */
	max_align_t	 data[];
};

struct pipe {
	struct item_cursor	 base;		/* the current session's items */
	struct store_scan	*scan;		/* the worker's alone, or: */
	struct store		*st;		/* a store and */
	struct store_listing	*list;		/* a listing of it to load */
	unsigned		 load;		/* with these load flags */
	pthread_t		 thread;
	pthread_mutex_t		 lock;
	pthread_cond_t		 more;		/* a chunk was queued */
	pthread_cond_t		 room;		/* chunks were taken, or stop */
	struct chunk		*head, *tail, *free;
	size_t			 queued;	/* chunk bytes in the queue */
	size_t			 kept;		/* on the free list */
	int			 stop;
	int			 digest;	/* PIPE_DIGEST */
	atomic_int		 reader_waits;	/* for more (the worker peeks) */
	int			 worker_waits;	/* for room */
	struct chunk		*fill;		/* the worker's, being filled */
	/* The caller's side. */
	struct chunk		*walk;		/* being walked */
	size_t			 at;		/* its next record */
	struct session_info	 info;		/* being served */
	struct buf		 id;		/* info.id */
	struct buf		 problem;	/* info.problem, and after its
						   NUL info.problem_file */
	int			 in_session;	/* its R_END not taken yet */
	uint64_t		 session_digest;	/* from its R_END */
	int			 done, done_status;
};

static char *
rec_text(struct rec *r)
{
	return (char *)(r + 1);
}

static char *
rec_bytes(struct rec *r)
{
	return rec_text(r) + r->msglen + 1;
}

static struct chunk *
chunk_get(struct pipe *pp, size_t need)
{
	struct chunk *c = NULL;

	if (need <= CHUNK_BYTES) {
		pthread_mutex_lock(&pp->lock);
		if ((c = pp->free) != NULL) {
			pp->free = c->next;
			pp->kept -= c->cap;
		}
		pthread_mutex_unlock(&pp->lock);
		need = CHUNK_BYTES;
	}
	if (c == NULL) {
		c = xmalloc(sizeof(*c) + need);
		c->cap = need;
	}
	c->next = NULL;
	c->len = 0;
	return c;
}

/* A walked chunk: onto the free list, or freed. */
static void
chunk_put(struct pipe *pp, struct chunk *c)
{
	if (c == NULL)
		return;
	pthread_mutex_lock(&pp->lock);
	if (c->cap == CHUNK_BYTES && pp->kept + c->cap <= PIPE_BYTES) {
		c->next = pp->free;
		pp->free = c;
		pp->kept += c->cap;
		c = NULL;
	}
	pthread_mutex_unlock(&pp->lock);
	free(c);
}

static void
chunks_free(struct chunk *c)
{
	struct chunk *next;

	for (; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
}

/* Queue the chunk being filled, once there is room for it; 0 if the pipe
 * is stopping (the chunk is then dropped). */
static int
publish(struct pipe *pp)
{
	struct chunk *c = pp->fill;

	pp->fill = NULL;
	if (c == NULL)
		return 1;
	pthread_mutex_lock(&pp->lock);
	while (!pp->stop && pp->queued > 0 && pp->queued + c->cap > PIPE_BYTES) {
		if (pp->reader_waits)	/* never both asleep */
			pthread_cond_signal(&pp->more);
		pp->worker_waits = 1;
		pthread_cond_wait(&pp->room, &pp->lock);
		pp->worker_waits = 0;
	}
	if (pp->stop) {
		pthread_mutex_unlock(&pp->lock);
		free(c);
		return 0;
	}
	if (pp->tail != NULL)
		pp->tail->next = c;
	else
		pp->head = c;
	pp->tail = c;
	pp->queued += c->cap;
	if (pp->reader_waits)
		pthread_cond_signal(&pp->more);
	pthread_mutex_unlock(&pp->lock);
	return 1;
}

/* A new record of kind with n bytes, holding the messages in msg (which
 * it empties), in the chunk being filled or, when that is full, the next
 * one; NULL if the pipe is stopping. */
static struct rec *
rec_new(struct pipe *pp, enum rec_kind kind, struct buf *msg, size_t n)
{
	size_t need = sizeof(struct rec) + msg->len + 1 + n + 1;
	struct rec *r;

	need = (need + REC_ALIGN - 1) / REC_ALIGN * REC_ALIGN;
	if (pp->fill != NULL && pp->fill->len + need > pp->fill->cap &&
	    !publish(pp))
		return NULL;
	if (pp->fill == NULL)
		pp->fill = chunk_get(pp, need);
	r = (struct rec *)((char *)pp->fill->data + pp->fill->len);
	pp->fill->len += need;
	memset(r, 0, sizeof(*r));
	r->kind = kind;
	r->size = need;
	r->msglen = msg->len;
	if (msg->len > 0)
		memcpy(rec_text(r), msg->p, msg->len);
	rec_text(r)[msg->len] = '\0';
	rec_bytes(r)[n] = '\0';
	buf_reset(msg);
	return r;
}

/* The worker's next session: from the scan, or listed and loaded.  A
 * listed session that cannot be loaded gives ST_OK and *failed, its info
 * and no items (silently for one listed with a problem). */
static int
next_session(struct pipe *pp, const struct session_info **info,
    struct item_cursor **items, int *failed)
{
	int status;

	*failed = ST_OK;
	if (pp->scan != NULL)
		return store_scan_next(pp->scan, info, items);
	if ((status = store_listing_next(pp->list, info)) != ST_OK)
		return status;
	*items = NULL;
	/* A session listed as unsafe (store.h) is not read: the caller
	 * reports it. */
	*failed = (*info)->problem != NULL ? ST_DATA :
	    store_load(pp->st, (*info)->id, pp->load, items);
	return ST_OK;
}

/* A session's record: its info, with its id and problem strings (which
 * the listing may free before the caller gets there) in the record. */
static struct rec *
session_rec(struct pipe *pp, const struct session_info *info, struct buf *msg)
{
	const char *str[3] = { info->id, info->problem, info->problem_file };
	char *in[3];
	size_t len[3], n = 0;
	struct rec *r;
	char *p;

	for (int i = 0; i < 3; i++)
		n += (len[i] = str[i] != NULL ? strlen(str[i]) : 0) + 1;
	if ((r = rec_new(pp, R_SESSION, msg, n - 1)) == NULL)
		return NULL;
	p = rec_bytes(r);
	for (int i = 0; i < 3; i++) {
		memcpy(p, str[i] != NULL ? str[i] : "", len[i] + 1);
		in[i] = str[i] != NULL ? p : NULL;
		p += len[i] + 1;
	}
	r->u.info = *info;
	r->u.info.id = in[0];
	r->u.info.problem = in[1];
	r->u.info.problem_file = in[2];
	return r;
}

static void *
worker(void *arg)
{
	struct pipe *pp = arg;
	struct buf msg = BUF_INIT;
	const struct session_info *info;
	struct item_cursor *items = NULL;
	struct item it;
	struct rec *r;
	uint64_t digest;
	int status, failed;

	diag_hold(&msg);
	for (;;) {
		status = next_session(pp, &info, &items, &failed);
		if (status != ST_OK) {
			if ((r = rec_new(pp, R_DONE, &msg, 0)) != NULL) {
				r->status = status;
				publish(pp);
			}
			break;
		}
		if ((r = session_rec(pp, info, &msg)) == NULL)
			break;
		digest = ITEM_DIGEST_INIT;
		do {
			status = failed != ST_OK ? failed : item_cursor_next(items, &it);
			if ((r = rec_new(pp, status == ST_OK ? R_ITEM : R_END,
			    &msg, status == ST_OK ? it.len : 0)) == NULL)
				goto out;
			if (status == ST_OK) {
				r->u.it = it;
				r->u.it.json = rec_bytes(r);
				if (it.len > 0)
					memcpy(rec_bytes(r), it.json, it.len);
				if (pp->digest)
					digest = item_digest(digest, &it);
			} else {
				r->status = status;
				r->u.digest = digest;
			}
		} while (status == ST_OK);
		/* A waiting caller gets the session now, not the chunk
		 * once full. */
		if (pp->reader_waits && !publish(pp))
			break;
		if (pp->scan == NULL) {		/* ours: the scan frees its own */
			item_cursor_free(items);
			items = NULL;
		}
	}
out:
	if (pp->scan == NULL)
		item_cursor_free(items);
	free(pp->fill);
	pp->fill = NULL;
	diag_hold(NULL);
	buf_release(&msg);
	return NULL;
}

/* The next queued chunk, waiting for it. */
static struct chunk *
take(struct pipe *pp)
{
	struct chunk *c;

	pthread_mutex_lock(&pp->lock);
	while ((c = pp->head) == NULL) {
		pp->reader_waits = 1;
		pthread_cond_wait(&pp->more, &pp->lock);
		pp->reader_waits = 0;
	}
	if ((pp->head = c->next) == NULL)
		pp->tail = NULL;
	pp->queued -= c->cap;
	/* A waiting worker once half the room is free. */
	if (pp->worker_waits && pp->queued <= PIPE_BYTES / 2)
		pthread_cond_signal(&pp->room);
	pthread_mutex_unlock(&pp->lock);
	return c;
}

/* The next record, its messages printed if the caller acts on it (not for
 * items it skips, which a plain scan would not have read).  What the
 * previous record pointed into may be gone. */
static struct rec *
rec_take(struct pipe *pp, int print)
{
	struct rec *r;

	if (pp->walk == NULL || pp->at >= pp->walk->len) {
		chunk_put(pp, pp->walk);
		pp->walk = take(pp);
		pp->at = 0;
	}
	r = (struct rec *)((char *)pp->walk->data + pp->at);
	pp->at += r->size;
	if (print && r->msglen > 0) {
		fflush(stdout);
		fputs(rec_text(r), stderr);
	}
	return r;
}

static int
items_take(struct pipe *pp, struct item *out, int print)
{
	struct rec *r;

	if (!pp->in_session)
		return ST_END;
	r = rec_take(pp, print);
	if (r->kind == R_ITEM) {
		*out = r->u.it;
		return ST_OK;
	}
	pp->in_session = 0;	/* R_END */
	pp->session_digest = r->u.digest;
	return r->status;
}

static int
pipe_items_next(struct item_cursor *c, struct item *out)
{
	return items_take((struct pipe *)c, out, 1);
}

static void
pipe_items_free(struct item_cursor *c)
{
	(void)c;		/* the pipe's own: pipe_next() moves on */
}

static uint64_t
pipe_items_digest(struct item_cursor *c)
{
	return ((struct pipe *)c)->session_digest;
}

static int
start(struct pipe *pp, struct pipe **out)
{
#ifdef M_ARENA_MAX
	/* One heap for both threads: a second arena would hold a second
	 * set of freed buffers. */
	mallopt(M_ARENA_MAX, 1);
#endif
	pp->base.next = pipe_items_next;
	pp->base.free = pipe_items_free;
	atomic_init(&pp->reader_waits, 0);
	pthread_mutex_init(&pp->lock, NULL);
	pthread_cond_init(&pp->more, NULL);
	pthread_cond_init(&pp->room, NULL);
	if (fs_thread_start(&pp->thread, worker, pp) != 0) {
		pthread_mutex_destroy(&pp->lock);
		pthread_cond_destroy(&pp->more);
		pthread_cond_destroy(&pp->room);
		free(pp);
		return ST_IO;
	}
	*out = pp;
	return ST_OK;
}

int
pipe_open(struct store_scan *scan, int flags, struct pipe **out)
{
	struct pipe *pp = xcalloc(1, sizeof(*pp));

	pp->scan = scan;
	if (flags & PIPE_DIGEST) {
		pp->digest = 1;
		pp->base.digest = pipe_items_digest;
	}
	return start(pp, out);
}

int
pipe_open_list(struct store *st, struct store_listing *list,
    unsigned load, struct pipe **out)
{
	struct pipe *pp = xcalloc(1, sizeof(*pp));

	pp->st = st;
	pp->list = list;
	pp->load = load;
	return start(pp, out);
}

int
pipe_next(struct pipe *pp, const struct session_info **info,
    struct item_cursor **items)
{
	struct rec *r;
	struct item it;

	while (pp->in_session && items_take(pp, &it, 0) == ST_OK)
		;		/* the rest of the previous session */
	if (pp->done)
		return pp->done_status;
	r = rec_take(pp, 1);
	if (r->kind == R_DONE) {
		pp->done = 1;
		pp->done_status = r->status;
		return pp->done_status;
	}
	/* R_SESSION: kept here, as its chunk may go before its items do */
	pp->info = r->u.info;
	buf_reset(&pp->id);
	buf_adds(&pp->id, r->u.info.id);
	pp->info.id = pp->id.p;
	buf_reset(&pp->problem);
	if (r->u.info.problem != NULL) {
		/* id, problem and file, each ending with its NUL */
		buf_add(&pp->problem, r->u.info.problem,
		    strlen(r->u.info.problem) + 1);
		buf_adds(&pp->problem, r->u.info.problem_file != NULL ?
		    r->u.info.problem_file : "");
		pp->info.problem = pp->problem.p;
		pp->info.problem_file = r->u.info.problem_file != NULL ?
		    pp->problem.p + strlen(pp->problem.p) + 1 : NULL;
	}
	pp->in_session = 1;
	*info = &pp->info;
	*items = &pp->base;
	return ST_OK;
}

void
pipe_close(struct pipe *pp)
{
	if (pp == NULL)
		return;
	pthread_mutex_lock(&pp->lock);
	pp->stop = 1;
	pthread_cond_broadcast(&pp->room);
	pthread_mutex_unlock(&pp->lock);
	pthread_join(pp->thread, NULL);
	chunks_free(pp->head);
	chunks_free(pp->free);
	free(pp->walk);
	buf_release(&pp->id);
	buf_release(&pp->problem);
	pthread_mutex_destroy(&pp->lock);
	pthread_cond_destroy(&pp->more);
	pthread_cond_destroy(&pp->room);
	free(pp);
}
