/*
 * pipe.c - a store scan read ahead on a second thread; see pipe.h.
 *
 * One queue of nodes under one mutex: the worker appends, the caller takes
 * from the head.  A node is a session's start (its info), an item (its
 * bytes copied), a session's end (ST_END or the cursor's error) or the end
 * of the scan (ST_END or the scan's error), with the messages the worker
 * gave on the way.  Taken nodes go to a free list for the worker to reuse,
 * with their item buffers while those on the list total at most PIPE_BYTES
 * (a malloc and a free fewer per item); larger ones are freed then, so
 * that the queue and that bound bound the memory.
 */
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "pipe.h"
#include "xalloc.h"

#define WAKE_NODES	64	/* a waiting reader is woken for this many */

enum node_kind { N_SESSION, N_ITEM, N_END, N_DONE };

struct node {
	struct node		*next;
	enum node_kind		 kind;
	int			 status;	/* N_END, N_DONE */
	struct item		 it;		/* N_ITEM: json in bytes */
	struct session_info	 info;		/* N_SESSION: id owned */
	struct buf		 bytes;
	struct buf		 msg;		/* to print before acting on it */
};

struct pipe {
	struct item_cursor	 base;		/* the current session's items */
	struct store_scan	*scan;		/* the worker's alone, or: */
	struct store		*st;		/* a store and */
	const struct session_list *list;	/* the sessions to load */
	pthread_t		 thread;
	pthread_mutex_t		 lock;
	pthread_cond_t		 more;		/* a node was queued */
	pthread_cond_t		 room;		/* bytes were taken, or stop */
	struct node		*head, *tail, *free;
	size_t			 kept;		/* item buffers on the free list */
	size_t			 queued;	/* item bytes in the queue */
	size_t			 nodes;		/* nodes in the queue */
	int			 stop;
	int			 reader_waits;	/* for more */
	int			 worker_waits;	/* for room */
	/* The caller's side. */
	struct node		*session;	/* being served: its info */
	struct node		*item;		/* last returned by the cursor */
	int			 in_session;	/* its N_END not taken yet */
	int			 done, done_status;
};

static struct node *
node_get(struct pipe *pp)
{
	struct node *n;

	pthread_mutex_lock(&pp->lock);
	if ((n = pp->free) != NULL) {
		pp->free = n->next;
		pp->kept -= n->bytes.alloc;
	}
	pthread_mutex_unlock(&pp->lock);
	if (n == NULL)
		n = xcalloc(1, sizeof(*n));
	n->next = NULL;
	return n;
}

static void
node_put(struct pipe *pp, struct node *n)
{
	int keep;

	if (n == NULL)
		return;
	if (n->kind == N_SESSION) {
		free(n->info.id);
		n->info.id = NULL;
	}
	pthread_mutex_lock(&pp->lock);
	if ((keep = pp->kept + n->bytes.alloc <= PIPE_BYTES))
		pp->kept += n->bytes.alloc;
	pthread_mutex_unlock(&pp->lock);
	if (keep)
		buf_reset(&n->bytes);
	else
		buf_release(&n->bytes);
	buf_reset(&n->msg);
	pthread_mutex_lock(&pp->lock);
	n->next = pp->free;
	pp->free = n;
	pthread_mutex_unlock(&pp->lock);
}

static void
node_free(struct node *n)
{
	if (n->kind == N_SESSION)
		free(n->info.id);
	buf_release(&n->bytes);
	buf_release(&n->msg);
	free(n);
}

/* Queue n, holding its messages (taken from msg), once there is room for
 * size more bytes; 0 if the pipe is stopping (n is then dropped). */
static int
push(struct pipe *pp, struct node *n, struct buf *msg, size_t size)
{
	struct buf t = n->msg;

	n->msg = *msg;		/* swap: msg keeps the node's empty buffer */
	*msg = t;
	pthread_mutex_lock(&pp->lock);
	while (!pp->stop && pp->queued > 0 && pp->queued + size > PIPE_BYTES) {
		if (pp->reader_waits)	/* never both asleep */
			pthread_cond_signal(&pp->more);
		pp->worker_waits = 1;
		pthread_cond_wait(&pp->room, &pp->lock);
		pp->worker_waits = 0;
	}
	if (pp->stop) {
		pthread_mutex_unlock(&pp->lock);
		node_put(pp, n);
		return 0;
	}
	if (pp->tail != NULL)
		pp->tail->next = n;
	else
		pp->head = n;
	pp->tail = n;
	pp->queued += size;
	pp->nodes++;
	/* Wake a waiting reader with a batch, not for every item: each
	 * wake-up is a system call and a switch. */
	if (pp->reader_waits && (pp->nodes >= WAKE_NODES ||
	    pp->queued >= PIPE_BYTES / 4 || n->kind != N_ITEM))
		pthread_cond_signal(&pp->more);
	pthread_mutex_unlock(&pp->lock);
	return 1;
}

/* The worker's next session: from the scan, or loaded from the list.  A
 * list session that cannot be loaded gives ST_OK and *failed, its info
 * and no items (silently for one listed with a problem). */
static int
next_session(struct pipe *pp, size_t k, const struct session_info **info,
    struct item_cursor **items, int *failed)
{
	*failed = ST_OK;
	if (pp->scan != NULL)
		return store_scan_next(pp->scan, info, items);
	if (k >= pp->list->nr)
		return ST_END;
	*info = &pp->list->v[k];
	*items = NULL;
	/* A session listed as unsafe (store.h) is not read: the caller
	 * reports it. */
	*failed = (*info)->problem != NULL ? ST_DATA :
	    store_load(pp->st, pp->list->v[k].id, items);
	return ST_OK;
}

static void *
worker(void *arg)
{
	struct pipe *pp = arg;
	struct buf msg = BUF_INIT;
	const struct session_info *info;
	struct item_cursor *items = NULL;
	struct item it;
	struct node *n;
	int status, failed;

	diag_hold(&msg);
	for (size_t k = 0;; k++) {
		status = next_session(pp, k, &info, &items, &failed);
		n = node_get(pp);
		if (status != ST_OK) {
			n->kind = N_DONE;
			n->status = status;
			push(pp, n, &msg, 0);
			break;
		}
		n->kind = N_SESSION;
		n->info = *info;
		n->info.id = xstrdup(info->id);
		if (!push(pp, n, &msg, 0))
			break;
		do {
			size_t size = 0;

			status = failed != ST_OK ? failed : item_cursor_next(items, &it);
			n = node_get(pp);
			if (status == ST_OK) {
				n->kind = N_ITEM;
				buf_add(&n->bytes, it.json, it.len);
				n->it = it;
				n->it.json = n->bytes.p;
				size = n->bytes.alloc;
			} else {
				n->kind = N_END;
				n->status = status;
			}
			if (!push(pp, n, &msg, size))
				goto out;
		} while (status == ST_OK);
		if (pp->scan == NULL) {		/* ours: the scan frees its own */
			item_cursor_free(items);
			items = NULL;
		}
	}
out:
	if (pp->scan == NULL)
		item_cursor_free(items);
	diag_hold(NULL);
	buf_release(&msg);
	return NULL;
}

/* The next node, its messages printed if the caller acts on it (not for
 * items it skips, which a plain scan would not have read). */
static struct node *
take(struct pipe *pp, int print)
{
	struct node *n;

	pthread_mutex_lock(&pp->lock);
	while ((n = pp->head) == NULL) {
		pp->reader_waits = 1;
		pthread_cond_wait(&pp->more, &pp->lock);
		pp->reader_waits = 0;
	}
	if ((pp->head = n->next) == NULL)
		pp->tail = NULL;
	pp->nodes--;
	if (n->kind == N_ITEM)
		pp->queued -= n->bytes.alloc;
	/* Likewise: a waiting worker once half the room is free. */
	if (pp->worker_waits && pp->queued <= PIPE_BYTES / 2)
		pthread_cond_signal(&pp->room);
	pthread_mutex_unlock(&pp->lock);
	if (print && n->msg.len > 0) {
		fflush(stdout);
		fputs(n->msg.p, stderr);
	}
	return n;
}

static int
items_take(struct pipe *pp, struct item *out, int print)
{
	struct node *n;
	int status;

	node_put(pp, pp->item);
	pp->item = NULL;
	if (!pp->in_session)
		return ST_END;
	n = take(pp, print);
	if (n->kind == N_ITEM) {
		pp->item = n;
		*out = n->it;
		return ST_OK;
	}
	pp->in_session = 0;	/* N_END */
	status = n->status;
	node_put(pp, n);
	return status;
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
	pthread_mutex_init(&pp->lock, NULL);
	pthread_cond_init(&pp->more, NULL);
	pthread_cond_init(&pp->room, NULL);
	if (pthread_create(&pp->thread, NULL, worker, pp) != 0) {
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
pipe_open(struct store_scan *scan, struct pipe **out)
{
	struct pipe *pp = xcalloc(1, sizeof(*pp));

	pp->scan = scan;
	return start(pp, out);
}

int
pipe_open_list(struct store *st, const struct session_list *list,
    struct pipe **out)
{
	struct pipe *pp = xcalloc(1, sizeof(*pp));

	pp->st = st;
	pp->list = list;
	return start(pp, out);
}

int
pipe_next(struct pipe *pp, const struct session_info **info,
    struct item_cursor **items)
{
	struct node *n;
	struct item it;

	while (pp->in_session && items_take(pp, &it, 0) == ST_OK)
		;		/* the rest of the previous session */
	node_put(pp, pp->item);
	pp->item = NULL;
	node_put(pp, pp->session);
	pp->session = NULL;
	if (pp->done)
		return pp->done_status;
	n = take(pp, 1);
	if (n->kind == N_DONE) {
		pp->done = 1;
		pp->done_status = n->status;
		node_put(pp, n);
		return pp->done_status;
	}
	pp->session = n;	/* N_SESSION */
	pp->in_session = 1;
	*info = &n->info;
	*items = &pp->base;
	return ST_OK;
}

void
pipe_close(struct pipe *pp)
{
	struct node *n;

	if (pp == NULL)
		return;
	pthread_mutex_lock(&pp->lock);
	pp->stop = 1;
	pthread_cond_broadcast(&pp->room);
	pthread_mutex_unlock(&pp->lock);
	pthread_join(pp->thread, NULL);
	while ((n = pp->head) != NULL) {
		pp->head = n->next;
		node_free(n);
	}
	while ((n = pp->free) != NULL) {
		pp->free = n->next;
		node_free(n);
	}
	if (pp->item != NULL)
		node_free(pp->item);
	if (pp->session != NULL)
		node_free(pp->session);
	pthread_mutex_destroy(&pp->lock);
	pthread_cond_destroy(&pp->more);
	pthread_cond_destroy(&pp->room);
	free(pp);
}
