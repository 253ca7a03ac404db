/*
 * follow.c - waiting for a session or a store to change; see follow.h.
 */
#include <sys/stat.h>
#include <sys/types.h>
#ifdef __linux__
#include <sys/inotify.h>
#endif

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "follow.h"
#include "xalloc.h"
#include "xxhash.h"

#define TREE_DEPTH	8		/* directories below a tree's root */

enum follow_mode {
	MODE_INOTIFY,			/* files, watched */
	MODE_STAT,			/* files, stat()ed */
	MODE_STAMP,			/* store_version() */
	MODE_STAT_SESSION		/* store_stat() */
};

/* A directory watched, and the name in it that matters (NULL: any). */
struct watched {
	int		 wd;
	const char	*name;		/* into the follow's paths */
};

/* The identity of a file: what follow_replaced() compares. */
struct ident {
	uint64_t	 dev, ino;	/* 0, 0: missing */
};

struct follow {
	struct store		*st;
	char			*session;	/* owned, or NULL: the store */
	enum follow_mode	 mode;
	struct store_watch	 w;
	int			 ino_fd;	/* inotify, or -1 */
	struct watched		*wv;
	size_t			 wnr, walloc;
	int			*old;		/* the last arming's watches */
	size_t			 oalloc;
	char			*root;		/* the store's directory, as named */
	char			*real;		/* and resolved (realpath()) */
	struct ident		 ident;		/* of the session's first path */
	uint64_t		 last;		/* the polled stamp */
	int			 out_pipe;	/* stdout is a pipe or socket */
	int			 caught;	/* the old actions are saved */
	struct sigaction	 old_int, old_term, old_pipe;
};

static int sig_pipe[2] = { -1, -1 };
static volatile sig_atomic_t sig_caught;
static int reader_gone;		/* stdout_drop() was called */

static void
on_signal(int sig)
{
	int e = errno;
	char c = 1;

	sig_caught = sig;
	(void)!write(sig_pipe[1], &c, 1);
	errno = e;
}

static int
signals_catch(struct follow *f)
{
	struct sigaction sa;

	if (pipe2(sig_pipe, O_CLOEXEC | O_NONBLOCK) == -1)
		return fail_errno(ST_IO, "cannot make a pipe");
	sig_caught = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &f->old_int);
	sigaction(SIGTERM, &sa, &f->old_term);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, &f->old_pipe);
	f->caught = 1;
	return ST_OK;
}

/* The directory part of path (n bytes) into out: "." for a bare name. */
static void
dir_of(const char *path, struct buf *out)
{
	const char *slash = strrchr(path, '/');

	buf_reset(out);
	if (slash == NULL)
		buf_adds(out, ".");
	else if (slash == path)
		buf_adds(out, "/");
	else
		buf_add(out, path, (size_t)(slash - path));
}

static const char *
base_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

#ifdef __linux__
#define WATCH_MASK	(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | \
			 IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | \
			 IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | \
			 IN_DONT_FOLLOW)

/* Watch dir for name (NULL: any): 0, or -1 with errno. */
static int
watch_add(struct follow *f, const char *dir, const char *name)
{
	int wd;

	if ((wd = inotify_add_watch(f->ino_fd, dir, WATCH_MASK)) == -1)
		return -1;
	xgrow(&f->wv, &f->walloc, f->wnr + 1, sizeof(*f->wv));
	f->wv[f->wnr].wd = wd;
	f->wv[f->wnr].name = name;
	f->wnr++;
	return 0;
}

/* Watch dir and the directories below it, depth more levels, never
 * through a link: 0, or -1 with errno (out of watches). */
static int
watch_tree(struct follow *f, struct buf *dir, int depth)
{
	struct dirent *de;
	struct stat sb;
	size_t len = dir->len;
	DIR *d;
	int rc = 0;

	if (watch_add(f, dir->p, NULL) == -1)
		return errno == ENOSPC ? -1 : 0;	/* gone meanwhile: fine */
	if (depth == 0 || (d = opendir(dir->p)) == NULL)
		return 0;
	while (rc == 0 && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN)
			continue;
		if (fstatat(dirfd(d), de->d_name, &sb, AT_SYMLINK_NOFOLLOW) == -1 ||
		    !S_ISDIR(sb.st_mode))
			continue;
		buf_addc(dir, '/');
		buf_adds(dir, de->d_name);
		rc = watch_tree(f, dir, depth - 1);
		buf_setlen(dir, len);
	}
	closedir(d);
	return rc;
}

/* Path p of the store's as watched, into out: where it lies in the store's
 * directory, from that directory resolved, so that no watch goes through
 * a link (IN_DONT_FOLLOW holds for the last name only). */
static void
watch_path(const struct follow *f, const char *p, struct buf *out)
{
	size_t n = f->root != NULL ? strlen(f->root) : 0;

	buf_reset(out);
	if (f->real != NULL && strncmp(p, f->root, n) == 0 &&
	    (p[n] == '/' || p[n] == '\0')) {
		buf_adds(out, f->real);
		p += n;
	}
	buf_adds(out, p);
}

/* Remove the watches of the last arming that this one did not arm again
 * (a directory gone or replaced): their events are no longer read. */
static void
watch_prune(struct follow *f, size_t nold)
{
	for (size_t i = 0; i < nold; i++) {
		size_t j;

		for (j = 0; j < f->wnr && f->wv[j].wd != f->old[i]; j++)
			;
		if (j == f->wnr)	/* (twice: EINVAL, harmless) */
			(void)inotify_rm_watch(f->ino_fd, f->old[i]);
	}
}

/* (Re)arm the watches: 0, or -1 if none could be had (then poll). */
static int
watch_arm(struct follow *f)
{
	struct buf dir = BUF_INIT, path = BUF_INIT;
	const char *p = f->w.paths.p;
	struct stat sb;
	size_t nold = f->wnr;
	int rc = 0;

	xgrow(&f->old, &f->oalloc, nold + 1, sizeof(*f->old));
	for (size_t i = 0; i < nold; i++)
		f->old[i] = f->wv[i].wd;
	f->wnr = 0;
	for (size_t i = 0; i < f->w.nr && rc == 0; i++, p += strlen(p) + 1) {
		watch_path(f, p, &path);
		if (lstat(path.p, &sb) == 0 && S_ISDIR(sb.st_mode)) {
			rc = watch_tree(f, &path, f->w.tree ? TREE_DEPTH : 0);
			continue;
		}
		dir_of(path.p, &dir);
		if (watch_add(f, dir.p, base_of(p)) == -1 && errno == ENOSPC)
			rc = -1;
	}
	watch_prune(f, nold);
	buf_release(&dir);
	buf_release(&path);
	return rc == 0 && f->wnr > 0 ? 0 : -1;
}

/* Does the event matter?  One of a watch not armed now (an earlier
 * arming's, removed since) does not; a lost queue does (all is looked
 * at, and armed again). */
static int
event_matters(const struct follow *f, const struct inotify_event *ev)
{
	if (ev->mask & IN_Q_OVERFLOW)
		return 1;
	for (size_t i = 0; i < f->wnr; i++) {
		if (f->wv[i].wd != ev->wd)
			continue;
		if (ev->mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF))
			return 1;
		if (f->wv[i].name == NULL ||
		    (ev->len > 0 && strcmp(f->wv[i].name, ev->name) == 0))
			return 1;
	}
	return 0;
}

/* Read the queued events: 1 if one matters, 0 if not, -1 on error. */
static int
events_read(struct follow *f)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	int hit = 0;
	ssize_t n;

	for (;;) {
		if ((n = read(f->ino_fd, buf, sizeof(buf))) == -1) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN)
				return hit;
			return -1;
		}
		for (char *p = buf; p < buf + n; ) {
			const struct inotify_event *ev = (const void *)p;

			hit |= event_matters(f, ev);
			p += sizeof(*ev) + ev->len;
		}
	}
}
#endif

/* Sum the stat of each path (existence, inode, size, mtime). */
static uint64_t
paths_stamp(const struct follow *f)
{
	const char *p = f->w.paths.p;
	uint64_t h = 0;
	struct stat sb;

	for (size_t i = 0; i < f->w.nr; i++, p += strlen(p) + 1) {
		uint64_t v[4] = { 0, 0, 0, 0 };

		if (lstat(p, &sb) == 0) {
			v[0] = (uint64_t)sb.st_ino;
			v[1] = (uint64_t)sb.st_size;
			v[2] = (uint64_t)sb.st_mtim.tv_sec;
			v[3] = (uint64_t)sb.st_mtim.tv_nsec + 1;
		}
		h = xxh64(v, sizeof(v), h);
	}
	return h;
}

/* The session's count and times, from its store: one stat. */
static int
session_stamp(const struct follow *f, uint64_t *out)
{
	struct session_info info;
	struct buf held = BUF_INIT;
	uint64_t v[3] = { 0, 0, 0 };
	int status;

	memset(&info, 0, sizeof(info));
	diag_hold(&held);	/* a missing session is no news each tick */
	status = store_stat(f->st, f->session, INFO_ITEMS, STORE_LOAD_TOLERANT,
	    &info);
	diag_hold(NULL);
	if (status == ST_OK) {
		v[0] = info.items + 1;
		v[1] = (uint64_t)info.updated_at;
		v[2] = (uint64_t)info.created_at;
	}
	free(info.id);
	free(info.problem);
	free(info.problem_file);
	buf_release(&held);
	if (status != ST_OK && status != ST_NOT_FOUND)
		return status;
	*out = xxh64(v, sizeof(v), 0);
	return ST_OK;
}

/* The stamp of what is polled: ST_OK with *out. */
static int
poll_stamp(struct follow *f, uint64_t *out)
{
	switch (f->mode) {
	case MODE_STAMP:
		return store_version(f->st, out);
	case MODE_STAT_SESSION:
		if (f->session == NULL)
			break;
		return session_stamp(f, out);
	default:
		if (f->session == NULL)
			break;		/* a directory's files: not by stat */
		*out = paths_stamp(f);
		return ST_OK;
	}
	/* A store polled: every tick is a change, for the caller to look. */
	*out = f->last + 1;
	return ST_OK;
}

/* The baseline: the watches armed, or the stamp taken (before the
 * caller reads, so that no change after its read is missed). */
static int
follow_arm(struct follow *f)
{
#ifdef __linux__
	if (f->mode == MODE_INOTIFY && watch_arm(f) == -1) {
		close(f->ino_fd);
		f->ino_fd = -1;
		f->mode = MODE_STAT;
	}
#endif
	if (f->mode == MODE_INOTIFY)
		return ST_OK;
	return poll_stamp(f, &f->last);
}

/* The identity of the follow's first path (the session's own file or
 * directory). */
static void
ident_take(const struct follow *f, struct ident *out)
{
	struct stat sb;

	out->dev = out->ino = 0;
	if (f->w.nr > 0 && lstat(f->w.paths.p, &sb) == 0) {
		out->dev = (uint64_t)sb.st_dev;
		out->ino = (uint64_t)sb.st_ino;
	}
}

/* The store's directory (its path, or a single file's directory), as
 * named and resolved, for watch_path(). */
static void
root_resolve(struct follow *f)
{
	struct buf root = BUF_INIT;
	struct stat sb;

	if (stat(f->st->path, &sb) == 0 && !S_ISDIR(sb.st_mode))
		dir_of(f->st->path, &root);
	else
		buf_adds(&root, f->st->path);
	while (root.len > 1 && root.p[root.len - 1] == '/')
		buf_setlen(&root, root.len - 1);
	f->real = realpath(root.p, NULL);
	f->root = buf_detach(&root);
}

int
follow_open(struct store *st, const char *session, struct follow **out)
{
	struct follow *f = xcalloc(1, sizeof(*f));
	const char *env = getenv("TRANSCRIPT_TEST_FOLLOW_POLL");
	struct stat sb;
	uint64_t v;
	int status;

	f->st = st;
	f->session = session != NULL ? xstrdup(session) : NULL;
	f->ino_fd = -1;
	f->out_pipe = fstat(STDOUT_FILENO, &sb) == 0 &&
	    (S_ISFIFO(sb.st_mode) || S_ISSOCK(sb.st_mode));
	if ((status = store_watch(st, session, &f->w)) == ST_OK) {
		f->mode = MODE_STAT;
		root_resolve(f);
		ident_take(f, &f->ident);
#ifdef __linux__
		if ((env == NULL || *env == '\0') && (f->ino_fd =
		    inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) != -1)
			f->mode = MODE_INOTIFY;
#endif
	} else if (status == ST_NOT_FOUND) {
		status = ST_OK;
		f->mode = store_version(st, &v) == ST_OK ? MODE_STAMP :
		    MODE_STAT_SESSION;
	}
	(void)env;
	if (status == ST_OK && (status = follow_arm(f)) == ST_OK)
		status = signals_catch(f);
	if (status != ST_OK) {
		follow_free(f);
		return status;
	}
	*out = f;
	return ST_OK;
}

/* Nobody reads standard output any more: what is left in its buffer and
 * what comes goes to /dev/null. */
static void
stdout_drop(void)
{
	int fd;

	reader_gone = 1;
	if ((fd = open("/dev/null", O_WRONLY | O_CLOEXEC)) != -1) {
		(void)dup2(fd, STDOUT_FILENO);
		close(fd);
	}
	clearerr(stdout);
}

/* Wait for fds or ms (-1: no limit): ST_OK, or ST_END (a signal, or
 * stdout's reader gone); *ready: the inotify descriptor is readable (not
 * waited for unless watch). */
static int
wait_fds(struct follow *f, int ms, int watch, int *ready)
{
	struct pollfd pv[3];
	nfds_t n = 0;
	char drain[16];

	*ready = 0;
	memset(pv, 0, sizeof(pv));	/* no revents after EINTR */
	pv[n].fd = sig_pipe[0];
	pv[n++].events = POLLIN;
	if (f->out_pipe) {
		pv[n].fd = STDOUT_FILENO;
		pv[n++].events = 0;	/* POLLERR: no reader */
	}
	if (f->mode == MODE_INOTIFY && watch) {
		pv[n].fd = f->ino_fd;
		pv[n++].events = POLLIN;
	}
	if (poll(pv, n, ms) == -1 && errno != EINTR)
		return fail_errno(ST_IO, "cannot wait for a change");
	if (sig_caught || (pv[0].revents & POLLIN)) {
		while (read(sig_pipe[0], drain, sizeof(drain)) > 0)
			;
		return ST_END;
	}
	if (f->out_pipe && (pv[1].revents & (POLLERR | POLLHUP))) {
		stdout_drop();
		return ST_END;
	}
	if (f->mode == MODE_INOTIFY && watch && (pv[n - 1].revents & POLLIN))
		*ready = 1;
	return ST_OK;
}

#ifdef __linux__
/* A change seen: let the burst it begins settle (FOLLOW_SETTLE_MS, its
 * events drained), so that one look follows many writes; then arm again.
 * ST_OK, ST_END or a failure. */
static int
settle(struct follow *f)
{
	int status, ready;

	if ((status = wait_fds(f, FOLLOW_SETTLE_MS, 0, &ready)) != ST_OK)
		return status;
	if (events_read(f) == -1)
		return fail_errno(ST_IO, "cannot read inotify events");
	return follow_arm(f);
}
#endif

int
follow_wait(struct follow *f)
{
	uint64_t now;
	int status, ready, ms;

	if (sig_caught)
		return ST_END;
	ms = f->mode == MODE_STAMP ? FOLLOW_STAMP_MS :
	    f->session == NULL ? FOLLOW_TREE_MS : FOLLOW_POLL_MS;
	for (;;) {
		if ((status = wait_fds(f, f->mode == MODE_INOTIFY ? -1 : ms, 1,
		    &ready)) != ST_OK)
			return status;
#ifdef __linux__
		if (f->mode == MODE_INOTIFY) {
			if (!ready)
				continue;
			if ((ready = events_read(f)) == -1)
				return fail_errno(ST_IO, "cannot read inotify "
				    "events");
			if (ready)
				return settle(f);
			continue;
		}
#endif
		if ((status = poll_stamp(f, &now)) != ST_OK)
			return status;
		if (now != f->last) {
			f->last = now;
			return ST_OK;
		}
	}
}

int
follow_interrupted(void)
{
	return sig_caught != 0;
}

static int
stop_next(struct item_cursor *c, struct item *out)
{
	struct follow_cursor *fc = (struct follow_cursor *)c;

	if (sig_caught) {
		fc->stopped = 1;
		return ST_END;
	}
	return item_cursor_next(fc->in, out);
}

static void
stop_free(struct item_cursor *c)
{
	(void)c;	/* the caller's */
}

struct item_cursor *
follow_cursor(struct follow_cursor *fc, struct item_cursor *in)
{
	fc->base.next = stop_next;
	fc->base.free = stop_free;
	fc->base.digest = NULL;
	fc->in = in;
	fc->stopped = 0;
	return &fc->base;
}

int
follow_reader_gone(void)
{
	return reader_gone;
}

int
follow_replaced(struct follow *f)
{
	struct ident now;
	int replaced;

	if (f->session == NULL || f->w.nr == 0)
		return 0;
	ident_take(f, &now);
	replaced = f->ident.ino != 0 && now.ino != 0 &&
	    (now.ino != f->ident.ino || now.dev != f->ident.dev);
	f->ident = now;
	return replaced;
}

int
follow_put(const void *p, size_t n)
{
	if (n == 0 || fwrite(p, 1, n, stdout) == n)
		return ST_OK;
	if (errno == EPIPE) {
		stdout_drop();
		return ST_END;
	}
	return fail_errno(ST_IO, "cannot write to standard output");
}

int
follow_write(const void *p, size_t n)
{
	if ((n == 0 || fwrite(p, 1, n, stdout) == n) && fflush(stdout) == 0)
		return ST_OK;
	if (errno == EPIPE) {
		stdout_drop();
		return ST_END;
	}
	return fail_errno(ST_IO, "cannot write to standard output");
}

void
follow_free(struct follow *f)
{
	if (f == NULL)
		return;
	if (f->caught) {
		sigaction(SIGINT, &f->old_int, NULL);
		sigaction(SIGTERM, &f->old_term, NULL);
		sigaction(SIGPIPE, &f->old_pipe, NULL);
		close(sig_pipe[0]);
		close(sig_pipe[1]);
		sig_pipe[0] = sig_pipe[1] = -1;
	}
	if (f->ino_fd != -1)
		close(f->ino_fd);
	store_watch_release(&f->w);
	free(f->wv);
	free(f->old);
	free(f->root);
	free(f->real);
	free(f->session);
	free(f);
}
