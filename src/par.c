/*
 * par.c - the sessions of a list worked two at a time; see par.h.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "par.h"
#include "xalloc.h"

struct par_slot {
	struct buf	 msg;		/* the messages held by its work */
	int		 status;
	int		 done;		/* worked, not yet handed over */
	void		*user;		/* ops->slot_size bytes */
};

struct par {
	const struct par_ops	*ops;
	void			*arg;
	const struct session_list *list;
	struct store		*st[2];		/* the caller's, the worker's */
	pthread_t		 thread;
	pthread_mutex_t		 lock;
	pthread_cond_t		 cond;		/* a slot is done or freed */
	size_t			 next;		/* the next session to take */
	size_t			 handed;	/* sessions handed over */
	int			 stop;
	struct par_slot		 slot[PAR_AHEAD];
};

/* Take the next session (under the lock): its index, or list->nr if none
 * may be taken now. */
static size_t
take(struct par *pp)
{
	if (pp->stop || pp->next >= pp->list->nr ||
	    pp->next >= pp->handed + PAR_AHEAD)
		return pp->list->nr;
	return pp->next++;
}

/* Work session k on thread self's handle, into its slot. */
static void
work(struct par *pp, int self, size_t k)
{
	struct par_slot *sl = &pp->slot[k % PAR_AHEAD];

	buf_reset(&sl->msg);
	diag_hold(&sl->msg);
	sl->status = pp->ops->work(pp->arg, self, pp->st[self],
	    &pp->list->v[k], sl->user);
	diag_hold(NULL);
	pthread_mutex_lock(&pp->lock);
	sl->done = 1;
	pthread_cond_broadcast(&pp->cond);
	pthread_mutex_unlock(&pp->lock);
}

static void *
worker(void *arg)
{
	struct par *pp = arg;
	size_t k;

	for (;;) {
		pthread_mutex_lock(&pp->lock);
		while ((k = take(pp)) == pp->list->nr && !pp->stop &&
		    pp->next < pp->list->nr)
			pthread_cond_wait(&pp->cond, &pp->lock);
		pthread_mutex_unlock(&pp->lock);
		if (k == pp->list->nr)
			return NULL;
		work(pp, 1, k);
	}
}

static int
stops(const struct par_ops *ops, int status)
{
	return ops->stops != NULL ? ops->stops(status) : status != ST_OK;
}

int
par_run(const struct par_ops *ops, void *arg, const struct session_list *list,
    struct store *st[2], int status)
{
	struct par *pp;
	size_t nr = list->nr, k;
	int rc, started;

	pp = xcalloc(1, sizeof(*pp));
	pp->ops = ops;
	pp->arg = arg;
	pp->list = list;
	pp->st[0] = st[0];
	pp->st[1] = st[1];
	for (size_t i = 0; i < PAR_AHEAD; i++)
		pp->slot[i].user = xcalloc(1, ops->slot_size > 0 ?
		    ops->slot_size : 1);
	pthread_mutex_init(&pp->lock, NULL);
	pthread_cond_init(&pp->cond, NULL);
	/* Without a worker, this thread takes every session in turn. */
	started = fs_thread_start(&pp->thread, worker, pp) == 0;
	while (pp->handed < nr && !pp->stop) {
		struct par_slot *sl = &pp->slot[pp->handed % PAR_AHEAD];

		pthread_mutex_lock(&pp->lock);
		if (!sl->done && (k = take(pp)) < nr) {
			pthread_mutex_unlock(&pp->lock);
			work(pp, 0, k);
			continue;
		}
		while (!sl->done)
			pthread_cond_wait(&pp->cond, &pp->lock);
		pthread_mutex_unlock(&pp->lock);
		if (sl->msg.len > 0) {
			fflush(stdout);
			fputs(sl->msg.p, stderr);
		}
		rc = ops->deliver(arg, &list->v[pp->handed], sl->user,
		    sl->status);
		status = status_first(status, rc);
		pthread_mutex_lock(&pp->lock);
		sl->done = 0;
		pp->handed++;
		pp->stop = stops(ops, rc);
		pthread_cond_broadcast(&pp->cond);
		pthread_mutex_unlock(&pp->lock);
	}
	if (started)
		pthread_join(pp->thread, NULL);
	pthread_mutex_destroy(&pp->lock);
	pthread_cond_destroy(&pp->cond);
	for (size_t i = 0; i < PAR_AHEAD; i++) {
		if (ops->release != NULL)
			ops->release(arg, pp->slot[i].user);
		free(pp->slot[i].user);
		buf_release(&pp->slot[i].msg);
	}
	free(pp);
	return status;
}
