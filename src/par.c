/*
 * par.c - the sessions of a list worked two at a time; see par.h.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "par.h"
#include "xalloc.h"

struct par_slot {
	struct buf		 msg;		/* the messages held by its work */
	int			 status;
	int			 done;		/* worked, not yet handed over */
	struct session_info	 info;		/* its session's, a copy */
	void			*user;		/* ops->slot_size bytes */
};

struct par {
	const struct par_ops	*ops;
	void			*arg;
	struct store_listing	*list;		/* the caller's thread's */
	struct store		*st[2];		/* the caller's, the worker's */
	pthread_t		 thread;
	pthread_mutex_t		 lock;
	pthread_cond_t		 cond;		/* a slot is done or freed, or
						   a session listed */
	size_t			 listed;	/* sessions in slots so far */
	int			 ended;		/* the listing is over */
	int			 list_status;	/* how it ended */
	size_t			 next;		/* the next session to take */
	size_t			 handed;	/* sessions handed over */
	int			 stop;
	struct par_slot		 slot[PAR_AHEAD];
};

/* Take the next session (under the lock): 1 with its number in *k, or 0
 * if none may be taken now. */
static int
take(struct par *pp, size_t *k)
{
	if (pp->stop || pp->next >= pp->listed ||
	    pp->next >= pp->handed + PAR_AHEAD)
		return 0;
	*k = pp->next++;
	return 1;
}

/* Is there nothing left to take, ever (under the lock)? */
static int
over(const struct par *pp)
{
	return pp->stop || (pp->ended && pp->next >= pp->listed);
}

static void
info_clear(struct session_info *info)
{
	free(info->id);
	free(info->problem);
	free(info->problem_file);
	memset(info, 0, sizeof(*info));
}

/* The caller's thread: list sessions into the slots that are free, up to
 * PAR_AHEAD past the first not handed over. */
static void
list_more(struct par *pp)
{
	const struct session_info *info;
	struct par_slot *sl;
	int rc;

	while (!pp->ended && pp->listed < pp->handed + PAR_AHEAD) {
		rc = store_listing_next(pp->list, &info);
		pthread_mutex_lock(&pp->lock);
		if (rc != ST_OK) {
			pp->ended = 1;
			pp->list_status = rc == ST_END ? ST_OK : rc;
		} else {
			sl = &pp->slot[pp->listed % PAR_AHEAD];
			info_clear(&sl->info);
			sl->info = *info;
			sl->info.id = xstrdup(info->id);
			sl->info.problem = info->problem != NULL ?
			    xstrdup(info->problem) : NULL;
			sl->info.problem_file = info->problem_file != NULL ?
			    xstrdup(info->problem_file) : NULL;
			pp->listed++;
		}
		pthread_cond_broadcast(&pp->cond);
		pthread_mutex_unlock(&pp->lock);
	}
}

/* Work session k on thread self's handle, into its slot. */
static void
work(struct par *pp, int self, size_t k)
{
	struct par_slot *sl = &pp->slot[k % PAR_AHEAD];

	buf_reset(&sl->msg);
	diag_hold(&sl->msg);
	sl->status = pp->ops->work(pp->arg, self, pp->st[self], &sl->info,
	    sl->user);
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
	int got;

	for (;;) {
		pthread_mutex_lock(&pp->lock);
		while (!(got = take(pp, &k)) && !over(pp))
			pthread_cond_wait(&pp->cond, &pp->lock);
		pthread_mutex_unlock(&pp->lock);
		if (!got)
			return NULL;
		work(pp, 1, k);
	}
}

int
par_stops_io(int status)
{
	return status != ST_OK && status != ST_DATA && status != ST_BUSY &&
	    status != ST_NOT_FOUND;
}

static int
stops(const struct par_ops *ops, int status)
{
	return ops->stops != NULL ? ops->stops(status) : status != ST_OK;
}

int
par_run(const struct par_ops *ops, void *arg, struct store_listing *list,
    struct store *st[2], int status)
{
	struct par *pp;
	size_t k;
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
	for (;;) {
		struct par_slot *sl = &pp->slot[pp->handed % PAR_AHEAD];

		list_more(pp);
		pthread_mutex_lock(&pp->lock);
		if (pp->stop || pp->handed >= pp->listed) {
			/* stopped, or all listed handed over: the end */
			pthread_mutex_unlock(&pp->lock);
			break;
		}
		if (!sl->done && take(pp, &k)) {
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
		rc = ops->deliver(arg, &sl->info, sl->user, sl->status);
		status = status_first(status, rc);
		pthread_mutex_lock(&pp->lock);
		sl->done = 0;
		pp->handed++;
		pp->stop = stops(ops, rc);
		pthread_cond_broadcast(&pp->cond);
		pthread_mutex_unlock(&pp->lock);
	}
	/* A listing that failed stops the run where it failed. */
	if (!pp->stop)
		status = status_first(status, pp->list_status);
	pthread_mutex_lock(&pp->lock);
	pp->stop = 1;
	pthread_cond_broadcast(&pp->cond);
	pthread_mutex_unlock(&pp->lock);
	if (started)
		pthread_join(pp->thread, NULL);
	pthread_mutex_destroy(&pp->lock);
	pthread_cond_destroy(&pp->cond);
	for (size_t i = 0; i < PAR_AHEAD; i++) {
		if (ops->release != NULL)
			ops->release(arg, pp->slot[i].user);
		free(pp->slot[i].user);
		buf_release(&pp->slot[i].msg);
		info_clear(&pp->slot[i].info);
	}
	free(pp);
	return status;
}
