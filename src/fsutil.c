/* fsutil.c - careful file-system helpers; see fsutil.h. */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/xattr.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "fsutil.h"
#include "xalloc.h"

/*
 * The fault points' state: the one mutable global, read from the
 * environment once, for tests only (fsutil.h).
 */
static struct {
	int		 init, on, cut_lines;
	long		 crash_at;	/* 0: never */
	long		 count;
	const char	*steps;		/* the log file, or NULL */
	int		 sig;		/* fs_crash()'s: SIGKILL, or
					   SIGTERM or SIGINT (a user's) */
	const char	*repair_hook;	/* TRANSCRIPT_TEST_REPAIR_HOOK */
} fault;

static void
fault_init(void)
{
	const char *v;

	fault.init = 1;
	if ((v = getenv("TRANSCRIPT_TEST_CRASH_AT")) != NULL && *v != '\0')
		fault.crash_at = strtol(v, NULL, 10);
	if ((v = getenv("TRANSCRIPT_TEST_STEPS")) != NULL && *v != '\0')
		fault.steps = v;
	if ((v = getenv("TRANSCRIPT_TEST_CRASH_CUT")) != NULL)
		fault.cut_lines = strcmp(v, "line") == 0;
	fault.sig = SIGKILL;
	if ((v = getenv("TRANSCRIPT_TEST_CRASH_SIGNAL")) != NULL)
		fault.sig = strcmp(v, "TERM") == 0 ? SIGTERM :
		    strcmp(v, "INT") == 0 ? SIGINT : SIGKILL;
	fault.on = fault.crash_at > 0 || fault.steps != NULL;
	if ((v = getenv("TRANSCRIPT_TEST_REPAIR_HOOK")) != NULL && *v != '\0')
		fault.repair_hook = v;
}

int
fs_testing(void)
{
	if (!fault.init)
		fault_init();
	return fault.on;
}

/* Count the step what and log it; 1 if the process must die at it. */
static int
fault_count(const char *what)
{
	char line[128];
	int fd, n;

	if (!fault.init)
		fault_init();
	if (!fault.on)
		return 0;
	fault.count++;
	if (fault.steps != NULL &&
	    (fd = open(fault.steps, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666)) >= 0) {
		n = snprintf(line, sizeof(line), "%ld %s\n", fault.count, what);
		if (n > 0 && write(fd, line, (size_t)n) < 0)
			n = 0;		/* a test aid: nothing to report */
		close(fd);
	}
	return fault.count == fault.crash_at;
}

void
fs_crash(void)
{
	if (!fault.init)
		fault_init();
	kill(getpid(), fault.sig);
	for (;;)
		pause();
}

void
fs_test_repair_hook(void)
{
	int rc;

	if (!fault.init)
		fault_init();
	if (fault.repair_hook == NULL)
		return;
	fflush(NULL);
	if ((rc = system(fault.repair_hook)) != 0)
		warn_msg("TRANSCRIPT_TEST_REPAIR_HOOK '%s' failed (status %d)",
		    fault.repair_hook, rc);
}

void
fs_step(const char *what)
{
	if (fault_count(what))
		fs_crash();
}

size_t
fs_step_cut(const char *what, const void *p, size_t n)
{
	const char *c = p, *nl;
	size_t cut = n / 2;

	if (!fault_count(what))
		return n + 1;
	if (fault.cut_lines) {		/* whole lines only: the hardest tear */
		for (cut = 0; (nl = memchr(c + cut, '\n', n - cut)) != NULL &&
		    (size_t)(nl - c) < n / 2; cut = (size_t)(nl - c) + 1)
			;
	}
	return cut;
}

void
fs_step_write(const char *what, int fd, const void *p, size_t n)
{
	const char *c = p;
	size_t cut = fs_step_cut(what, p, n);

	if (cut > n)
		return;
	while (cut > 0) {
		ssize_t w = write(fd, c, cut);

		if (w <= 0)
			break;
		c += w;
		cut -= (size_t)w;
	}
	fs_crash();
}

const char *
fs_at_name(int dfd, const char *path)
{
	const char *slash;

	if (dfd == AT_FDCWD || (slash = strrchr(path, '/')) == NULL)
		return path;
	return slash + 1;
}

void
fs_unsafe(struct buf *out, const char *path, mode_t mode)
{
	const char *what = S_ISFIFO(mode) ? "a FIFO" : S_ISSOCK(mode) ? "a socket" :
	    S_ISCHR(mode) || S_ISBLK(mode) ? "a device" : S_ISDIR(mode) ? "a directory" :
	    S_ISREG(mode) ? "a regular file" : "not a file";

	buf_reset(out);
	if (S_ISLNK(mode))
		buf_addf(out, "'%s' is a symbolic link; transcript does not follow links "
		    "inside a store", path);
	else
		buf_addf(out, "'%s' is %s; transcript reads only regular files and "
		    "directories inside a store", path, what);
}

/* Refuse path (mode) with fs_unsafe()'s message. */
static int
unsafe_fail(const char *path, mode_t mode)
{
	struct buf b = BUF_INIT;

	fs_unsafe(&b, path, mode);
	fail(ST_DATA, "%s", b.p);
	buf_release(&b);
	return ST_DATA;
}

int
fs_check_in(int dfd, const char *path, int dir, struct stat *sb)
{
	struct stat tmp;

	if (sb == NULL)
		sb = &tmp;
	if (fstatat(dfd, fs_at_name(dfd, path), sb, AT_SYMLINK_NOFOLLOW) == -1) {
		if (errno == ENOENT)
			return ST_NOT_FOUND;
		return fail_errno(ST_IO, "cannot stat '%s'", path);
	}
	if (dir && S_ISREG(sb->st_mode))
		return fail(ST_DATA, "'%s' is a file where a directory belongs", path);
	if (dir ? !S_ISDIR(sb->st_mode) : !S_ISREG(sb->st_mode))
		return unsafe_fail(path, sb->st_mode);
	return ST_OK;
}

/* Open path in dfd (fs_at_name()) as a regular file (dir 0) or a directory
 * (dir 1) without following a link in its last component.  What
 * fs_check_in() refuses is never opened; an entry put in its place
 * meanwhile (as a writer renames a new meta.json into place) is taken if
 * it is what belongs there too, else refused (O_NONBLOCK: a FIFO that took
 * its place did not block the open). */
static int
open_in(int dfd, const char *path, int flags, int dir, int *fdp, struct stat *sb)
{
	struct stat before;
	int fd, rc;

	if ((rc = fs_check_in(dfd, path, dir, &before)) != ST_OK)
		return rc;
	flags |= O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (dir ? O_DIRECTORY : 0);
	if ((fd = openat(dfd, fs_at_name(dfd, path), flags)) == -1) {
		if (errno == ENOENT)
			return ST_NOT_FOUND;
		if (errno == ELOOP || errno == ENOTDIR)	/* replaced meanwhile */
			return unsafe_fail(path, S_IFLNK);
		return fail_errno(ST_IO, "cannot open '%s'", path);
	}
	if (fstat(fd, sb) == -1) {
		rc = fail_errno(ST_IO, "cannot stat '%s'", path);
		close(fd);
		return rc;
	}
	if ((sb->st_dev != before.st_dev || sb->st_ino != before.st_ino) &&
	    (dir ? !S_ISDIR(sb->st_mode) : !S_ISREG(sb->st_mode))) {
		close(fd);
		return unsafe_fail(path, sb->st_mode);
	}
	/* O_NONBLOCK stays: it has no effect on regular files. */
	*fdp = fd;
	return ST_OK;
}

int
fs_open_in(int dfd, const char *path, int flags, int *fdp, struct stat *sb)
{
	struct stat tmp;

	return open_in(dfd, path, flags, 0, fdp, sb != NULL ? sb : &tmp);
}

int
fs_opendir_in(int dfd, const char *path, int *fdp)
{
	struct stat sb;

	return open_in(dfd, path, O_RDONLY, 1, fdp, &sb);
}

static void	temp_forget(const char *);

int
fs_rename(const char *from, const char *to)
{
	int rc;

	fs_step("rename");
	if ((rc = rename(from, to)) == 0)
		temp_forget(from);
	return rc;
}

int
fs_renameat2(int fdfd, const char *from, int tdfd, const char *to, unsigned int flags)
{
	int rc;

	fs_step("rename");
	rc = renameat2(fdfd, fs_at_name(fdfd, from), tdfd, fs_at_name(tdfd, to),
	    flags);
	/* an exchange leaves the other entry at from: still a temp */
	if (rc == 0 && !(flags & RENAME_EXCHANGE))
		temp_forget(from);
	return rc;
}

int
fs_link(int fdfd, const char *from, int tdfd, const char *to)
{
	fs_step("link");
	return linkat(fdfd, fs_at_name(fdfd, from), tdfd, fs_at_name(tdfd, to), 0);
}

int
fs_unlink(const char *path)
{
	int rc;

	fs_step("unlink");
	if ((rc = unlink(path)) == 0 || errno == ENOENT)
		temp_forget(path);
	return rc;
}

int
fs_unlinkat(int dfd, const char *name, int flags)
{
	int rc;

	fs_step("unlink");
	if ((rc = unlinkat(dfd, name, flags)) == 0 || errno == ENOENT)
		temp_forget(name);
	return rc;
}

int
fs_mkdir(const char *path, mode_t mode)
{
	fs_step("mkdir");
	return mkdir(path, mode);
}

int
fs_rmdir(const char *path)
{
	int rc;

	fs_step("rmdir");
	if ((rc = rmdir(path)) == 0 || errno == ENOENT)
		temp_forget(path);
	return rc;
}

int
fs_idle(int fd)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };

	return poll(&p, 1, 0) == 0;
}

int
fs_ftruncate(int fd, off_t len)
{
	fs_step("truncate");
	return ftruncate(fd, len);
}

int
fs_create(int dfd, const char *name, int flags, mode_t mode)
{
	fs_step("create");
	return openat(dfd, name, flags, mode);
}

int
fs_write_all(int fd, const void *p, size_t n, const char *path)
{
	const char *c = p;

	fs_step_write("write", fd, p, n);
	while (n > 0) {
		ssize_t w = write(fd, c, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return fail_errno(ST_IO, "cannot write '%s'", path);
		}
		c += w;
		n -= (size_t)w;
	}
	return ST_OK;
}

int
fs_fsync(int fd, const char *path)
{
	fs_step("fsync");
	if (fsync(fd) == -1)
		return fail_errno(ST_IO, "cannot fsync '%s'", path);
	return ST_OK;
}

int
fs_fsync_dirfd(int dfd, const char *path)
{
	fs_step("fsync-dir");
	if (fsync(dfd) == -1)
		return fail_errno(ST_IO, "cannot fsync directory '%s'", *path != '\0' ?
		    path : ".");
	return ST_OK;
}

int
fs_fsync_dir(const char *path)
{
	const char *p = *path == '\0' ? "." : path;
	int fd, status;

	if ((fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1)
		return fail_errno(ST_IO, "cannot open directory '%s'", p);
	status = fs_fsync_dirfd(fd, p);
	close(fd);
	return status;
}

int
fs_fsync_dirfd_after(int dfd, const char *path)
{
	fs_step("fsync-dir");
	if (dfd == -1 || fsync(dfd) == -1)
		return fail_errno(ST_IO, "cannot fsync directory '%s': the change is "
		    "made but may not survive a system crash", *path != '\0' ? path : ".");
	return ST_OK;
}

int
fs_fsync_dir_after(const char *path)
{
	const char *p = *path == '\0' ? "." : path;
	int fd, status;

	fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	status = fs_fsync_dirfd_after(fd, p);
	if (fd != -1)
		close(fd);
	return status;
}

int
fs_syncfs(int fd, const char *path)
{
	fs_step("syncfs");
	if (syncfs(fd) == -1)
		return fail_errno(ST_IO, "cannot sync the file system of '%s'",
		    *path != '\0' ? path : ".");
	return ST_OK;
}

static void
on_alarm(int sig)
{
	(void)sig;		/* only to interrupt flock(2) */
}

/* The handler stays: a tick that comes after a wait must find it, never
 * SIGALRM's default action (which ends the process). */
static void
alarm_install(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;	/* no SA_RESTART: flock(2) returns */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
}

static long
ms_since(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000;
}

/*
 * flock(2) fd with op (LOCK_EX or LOCK_SH), waiting up to busy_ms.  The
 * wait blocks in flock(2), so the lock goes to a waiter as soon as it is
 * free; a 10 ms timer interrupts it to look at the clock.  Its ticks
 * (SIGALRM) are aimed at the waiting thread alone (SIGEV_THREAD_ID), so
 * threads that wait at once (par.h, pipe.h) do not share a timer, and no
 * other thread's system calls are interrupted; a tick still pending when
 * the wait ends is taken before SIGALRM is unblocked again.
 */
static int
lock_wait(int fd, int op, int busy_ms, const char *what)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	struct itimerspec tick = { { 0, 10000000 }, { 0, 10000000 } };
	struct timespec start, zero = { 0, 0 };
	struct sigevent sev;
	sigset_t alrm, old;
	timer_t timer;
	int rc, e, timed;

	if (flock(fd, op | LOCK_NB) == 0)
		return ST_OK;
	if (errno != EWOULDBLOCK && errno != EINTR)
		return fail_errno(ST_IO, "cannot lock '%s'", what);
	clock_gettime(CLOCK_MONOTONIC, &start);
	pthread_once(&once, alarm_install);
	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	pthread_sigmask(SIG_UNBLOCK, &alrm, &old);
	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_THREAD_ID;
	sev.sigev_signo = SIGALRM;
	sev._sigev_un._tid = (pid_t)syscall(SYS_gettid);
	timed = busy_ms > 0 && timer_create(CLOCK_MONOTONIC, &sev, &timer) == 0;
	if (timed)
		timer_settime(timer, 0, &tick, NULL);
	/* without a timer (none left), as much as one try can do */
	while ((rc = flock(fd, op | (timed ? 0 : LOCK_NB))) == -1 &&
	    errno == EINTR && ms_since(&start) < busy_ms)
		;
	e = errno;
	if (timed) {
		pthread_sigmask(SIG_BLOCK, &alrm, NULL);
		timer_delete(timer);
		while (sigtimedwait(&alrm, NULL, &zero) == SIGALRM)
			;	/* a last tick */
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (rc == 0)
		return ST_OK;
	if (e != EINTR && e != EWOULDBLOCK) {
		errno = e;
		return fail_errno(ST_IO, "cannot lock '%s'", what);
	}
	return fail(ST_BUSY, "store '%s' is locked by another writer (waited %d ms)",
	    what, busy_ms);
}

int
fs_lock(int fd, int busy_ms, const char *what)
{
	return lock_wait(fd, LOCK_EX, busy_ms, what);
}

int
fs_lock_shared(int fd, int busy_ms, const char *what)
{
	return lock_wait(fd, LOCK_SH, busy_ms, what);
}

int
fs_lock_dir(const char *path, int create, int busy_ms, const char *what, int *fdp,
    int *made)
{
	struct buf parent = BUF_INIT;
	struct stat a, b;
	int fd = -1, status = ST_OK;

	for (int tries = 0; tries < 100; tries++) {
		fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (fd == -1 && errno == ENOENT && create) {
			if (fs_mkdir(path, 0777) == 0) {
				*made = 1;
				fs_dirname(&parent, path);
				if ((status = fs_fsync_dir(parent.p)) != ST_OK)
					goto out;
			} else if (errno != EEXIST) {
				status = fail_errno(ST_IO, "cannot create '%s'", path);
				goto out;
			}
			fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		}
		if (fd == -1) {
			status = errno == ENOENT && !create ? ST_NOT_FOUND :
			    fail_errno(ST_IO, "cannot open '%s'", path);
			goto out;
		}
		if ((status = fs_lock(fd, busy_ms, what)) != ST_OK)
			goto out;
		/* Still the directory at path, not one removed meanwhile? */
		if (fstat(fd, &a) == 0 && stat(path, &b) == 0 &&
		    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			*fdp = fd;
			fd = -1;
			goto out;
		}
		close(fd);
		fd = -1;
	}
	status = fail(ST_IO, "'%s' keeps being removed and made again", path);
out:
	if (fd != -1)
		close(fd);
	buf_release(&parent);
	return status;
}

/* --- Temp files a signal must not leave (fsutil.h) -------------------- */

#define TEMP_PREFIX	".tmp-"
#define TEMP_NAME_LEN	13		/* ".tmp-" and 8 characters */

/* A temp file or directory noted, by its path from the working directory
 * (which a directory kept open may not outlive: fs_atomic's is closed
 * before its temp file is renamed). */
struct temp {
	char		*path;
	int		 dir;
};

/*
 * The notes.  Changed by the thread that makes temp files, with the fatal
 * signals blocked, so that their handler, which runs on that thread only
 * (fs_thread_start()), never sees a change half made.
 */
static struct {
	struct temp	*v;
	size_t		 nr, alloc;
	int		 installed;
} temps;

static const int fatal_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/* The fatal signals, in set (emptied first). */
static void
fatal_set(sigset_t *set)
{
	sigemptyset(set);
	for (size_t i = 0; i < nitems(fatal_signals); i++)
		sigaddset(set, fatal_signals[i]);
}

static void
fatal_block(sigset_t *old)
{
	sigset_t set;

	fatal_set(&set);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

/* The ".tmp-XXXXXXXX" last component of path, or NULL. */
static const char *
temp_base(const char *path)
{
	const char *b = strrchr(path, '/');

	b = b != NULL ? b + 1 : path;
	return strncmp(b, TEMP_PREFIX, sizeof(TEMP_PREFIX) - 1) == 0 &&
	    strlen(b) == TEMP_NAME_LEN ? b : NULL;
}

static void
temp_note(const char *path, int dir)
{
	sigset_t old;
	struct temp t;

	if (!temps.installed)
		return;
	t.path = xstrdup(path);
	t.dir = dir;
	fatal_block(&old);
	xgrow(&temps.v, &temps.alloc, temps.nr + 1, sizeof(*temps.v));
	temps.v[temps.nr++] = t;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* Forget the temp file or directory whose path ends in path's name. */
static void
temp_forget(const char *path)
{
	const char *base;
	sigset_t old;
	int e = errno;		/* the caller's, to report */

	if (temps.nr == 0 || (base = temp_base(path)) == NULL)
		return;
	for (size_t i = temps.nr; i-- > 0; ) {
		const char *b = temp_base(temps.v[i].path);

		if (b == NULL || strcmp(b, base) != 0)
			continue;
		fatal_block(&old);
		free(temps.v[i].path);
		temps.v[i] = temps.v[--temps.nr];
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		break;
	}
	errno = e;
}

size_t
fs_temps_noted(void)
{
	return temps.nr;
}

/* Remove the temp directory path and the files in it, with
 * async-signal-safe calls only. */
static void
temp_remove_dir(const char *path)
{
	static char dents[16384];
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	long n;

	if (fd != -1) {
		while ((n = syscall(SYS_getdents64, fd, dents, sizeof(dents))) > 0)
			for (long off = 0; off < n; ) {
				/* struct linux_dirent64: ino, off, reclen,
				 * type, name */
				unsigned short reclen;
				const char *d = dents + off + 19;

				memcpy(&reclen, dents + off + 16, sizeof(reclen));
				if (strcmp(d, ".") != 0 && strcmp(d, "..") != 0)
					(void)unlinkat(fd, d, 0);
				off += reclen;
			}
		close(fd);
	}
	(void)rmdir(path);
}

static void
on_fatal(int sig)
{
	int e = errno;

	for (size_t i = 0; i < temps.nr; i++) {
		if (temps.v[i].dir)
			temp_remove_dir(temps.v[i].path);
		else
			(void)unlink(temps.v[i].path);
	}
	/* die of it: the default action once this handler returns */
	signal(sig, SIG_DFL);
	raise(sig);
	errno = e;
}

void
fs_temps_on_signal(void)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal;
	fatal_set(&sa.sa_mask);
	for (size_t i = 0; i < nitems(fatal_signals); i++) {
		if (sigaction(fatal_signals[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;	/* nohup, a background job: stays */
		sigaction(fatal_signals[i], &sa, NULL);
	}
	temps.installed = 1;
}

int
fs_thread_start(pthread_t *t, void *(*fn)(void *), void *arg)
{
	sigset_t set, old;
	int rc;

	fatal_set(&set);
	sigaddset(&set, SIGALRM);
	pthread_sigmask(SIG_BLOCK, &set, &old);
	rc = pthread_create(t, NULL, fn, arg);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return rc;
}

static void
temp_name(struct buf *path, const char *dir, unsigned long long *seed)
{
	static const char chars[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	char name[16] = ".tmp-";

	for (int i = 5; i < 13; i++) {
		*seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
		name[i] = chars[(*seed >> 33) % (sizeof(chars) - 1)];
	}
	name[13] = '\0';
	fs_join(path, dir, name);
}

static unsigned long long
temp_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (unsigned long long)ts.tv_nsec ^
	    ((unsigned long long)ts.tv_sec << 20) ^
	    ((unsigned long long)getpid() << 40);
}

int
fs_mktemp(int dfd, const char *dir, struct buf *path, int *fdp)
{
	unsigned long long seed = temp_seed();

	for (int tries = 0; tries < 100; tries++) {
		int fd;

		temp_name(path, dir, &seed);
		fd = fs_create(dfd, fs_at_name(dfd, path->p),
		    O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
		if (fd >= 0) {
			temp_note(path->p, 0);
			/* live while locked: fs_sweep_temps() */
			(void)flock(fd, LOCK_EX | LOCK_NB);
			*fdp = fd;
			return ST_OK;
		}
		if (errno != EEXIST)
			return fail_errno(ST_IO, "cannot create '%s'", path->p);
	}
	return fail(ST_IO, "cannot create a temporary file in '%s'", dir);
}

int
fs_mkdtemp(const char *dir, struct buf *path)
{
	unsigned long long seed = temp_seed();

	for (int tries = 0; tries < 100; tries++) {
		temp_name(path, dir, &seed);
		if (fs_mkdir(path->p, 0777) == 0) {
			temp_note(path->p, 1);
			return ST_OK;
		}
		if (errno != EEXIST)
			return fail_errno(ST_IO, "cannot create '%s'", path->p);
	}
	return fail(ST_IO, "cannot create a temporary directory in '%s'", dir);
}

/* Is name one of the temp files this process made and has not renamed or
 * removed yet (a batch's, waiting for its commit)? */
static int
temp_ours(const char *name)
{
	for (size_t i = 0; i < temps.nr; i++) {
		const char *b = temp_base(temps.v[i].path);

		if (b != NULL && strcmp(b, name) == 0)
			return 1;
	}
	return 0;
}

/* Is the temp file name in dfd dead: not ours, older than SWEEP_AGE_MS,
 * and lockable (no process holds it)?  Removed if so: 1, else 0. */
static int
sweep_one(int dfd, const char *name, int64_t now)
{
	struct stat sb;
	int fd, gone = 0;

	if (temp_ours(name) ||
	    (fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC)) == -1)
		return 0;
	if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    now - ((int64_t)sb.st_mtim.tv_sec * 1000 +
	    sb.st_mtim.tv_nsec / 1000000) >= SWEEP_AGE_MS &&
	    flock(fd, LOCK_EX | LOCK_NB) == 0)
		gone = fs_unlinkat(dfd, name, 0) == 0;
	close(fd);
	return gone;
}

int
fs_sweep_temps(int dfd, const char *path)
{
	char v[32];
	int64_t now = fs_now_ms(), last;
	ssize_t len;
	DIR *d;
	struct dirent *de;
	int fd, n = 0;

	if ((len = fgetxattr(dfd, SWEEP_XATTR, v, sizeof(v) - 1)) < 0 &&
	    errno != ENODATA)
		return 0;	/* no user xattrs: no throttle, no sweep */
	if (len > 0) {
		v[len] = '\0';
		last = strtoll(v, NULL, 10);
		if (last <= now && now - last < SWEEP_EVERY_MS)
			return 0;
	}
	if ((fd = openat(dfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1)
		return 0;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return 0;
	}
	while ((de = readdir(d)) != NULL)
		if (temp_base(de->d_name) == de->d_name &&
		    (de->d_type == DT_REG || de->d_type == DT_UNKNOWN))
			n += sweep_one(dirfd(d), de->d_name, now);
	closedir(d);
	len = snprintf(v, sizeof(v), "%" PRId64, now);
	(void)fsetxattr(dfd, SWEEP_XATTR, v, (size_t)len, 0);
	if (n > 0)
		warn_msg("%s: removed %d temporary file%s that interrupted writers "
		    "left", *path != '\0' ? path : ".", n, n == 1 ? "" : "s");
	return n;
}

int
fs_read_file(int dfd, const char *path, struct buf *out)
{
	char chunk[65536];
	int fd, status = ST_OK;
	ssize_t r;

	if (dfd != AT_FDCWD) {
		if ((status = fs_open_in(dfd, path, O_RDONLY, &fd, NULL)) != ST_OK)
			return status;
	} else if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
		if (errno == ENOENT)
			return ST_NOT_FOUND;
		return fail_errno(ST_IO, "cannot open '%s'", path);
	}
	for (;;) {
		r = read(fd, chunk, sizeof(chunk));
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			status = fail_errno(ST_IO, "cannot read '%s'", path);
			break;
		}
		if (r == 0)
			break;
		buf_add(out, chunk, (size_t)r);
	}
	close(fd);
	return status;
}

int
fs_atomic_open(struct fs_atomic *a, int dfd, const char *path)
{
	int status;

	memset(a, 0, sizeof(*a));
	a->fd = a->dfd = -1;
	a->path = xstrdup(path);
	fs_dirname(&a->dir, path);
	if (dfd != AT_FDCWD)
		a->dfd = fcntl(dfd, F_DUPFD_CLOEXEC, 0);
	else
		a->dfd = open(*a->dir.p != '\0' ? a->dir.p : ".",
		    O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (a->dfd == -1)
		status = fail_errno(ST_IO, "cannot open directory '%s'", *a->dir.p != '\0' ?
		    a->dir.p : ".");
	else
		status = fs_mktemp(a->dfd, a->dir.p, &a->tmp, &a->fd);
	if (status != ST_OK)
		fs_atomic_abort(a);
	return status;
}

static int
atomic_flush(struct fs_atomic *a)
{
	int status = fs_write_all(a->fd, a->pending.p, a->pending.len, a->tmp.p);

	buf_reset(&a->pending);
	return status;
}

int
fs_atomic_write(struct fs_atomic *a, const void *p, size_t n)
{
	buf_add(&a->pending, p, n);
	return a->pending.len >= 65536 ? atomic_flush(a) : ST_OK;
}

int
fs_atomic_commit(struct fs_atomic *a)
{
	int status;

	if ((status = atomic_flush(a)) != ST_OK ||
	    (status = fs_fsync(a->fd, a->tmp.p)) != ST_OK)
		goto out;
	/* Renamed while still open, so still locked: no sweep ever sees it
	 * unlocked under its temporary name (fs_sweep_temps()). */
	if (fs_renameat2(a->dfd, a->tmp.p, a->dfd, a->path, 0) == -1) {
		status = fail_errno(ST_IO, "cannot rename '%s' to '%s'", a->tmp.p,
		    a->path);
		goto out;
	}
	buf_reset(&a->tmp);		/* nothing left to remove */
	if (close(a->fd) == -1) {
		a->fd = -1;
		status = fail_errno(ST_IO, "cannot close '%s'", a->path);
		goto out;
	}
	a->fd = -1;
	fs_step("fsync-dir");
	if (fsync(a->dfd) == -1)
		status = fail_errno(ST_IO, "cannot fsync directory '%s': the change is "
		    "made but may not survive a system crash", *a->dir.p != '\0' ?
		    a->dir.p : ".");
out:
	fs_atomic_abort(a);
	return status;
}

int
fs_atomic_keep(struct fs_atomic *a, struct buf *tmp)
{
	int status;

	if ((status = atomic_flush(a)) == ST_OK && close(a->fd) == -1)
		status = fail_errno(ST_IO, "cannot close '%s'", a->tmp.p);
	a->fd = -1;
	if (status == ST_OK) {
		buf_reset(tmp);
		buf_add(tmp, a->tmp.p, a->tmp.len);
		buf_reset(&a->tmp);	/* the caller's now */
	}
	fs_atomic_abort(a);
	return status;
}

void
fs_atomic_abort(struct fs_atomic *a)
{
	if (a->fd >= 0)
		close(a->fd);
	a->fd = -1;
	if (a->tmp.len > 0)
		fs_unlinkat(a->dfd, fs_at_name(a->dfd, a->tmp.p), 0);
	if (a->dfd >= 0)
		close(a->dfd);
	a->dfd = -1;
	buf_release(&a->tmp);
	buf_release(&a->dir);
	buf_release(&a->pending);
	free(a->path);
	a->path = NULL;
}

int
fs_replace_file(int dfd, const char *path, const void *p, size_t n)
{
	struct fs_atomic a;
	int status;

	if ((status = fs_atomic_open(&a, dfd, path)) != ST_OK)
		return status;
	if ((status = fs_atomic_write(&a, p, n)) != ST_OK) {
		fs_atomic_abort(&a);
		return status;
	}
	return fs_atomic_commit(&a);
}

int
fs_remove_tree(const char *path)
{
	struct buf sub = BUF_INIT;
	struct dirent *de;
	DIR *d;
	int fd, status = ST_OK;

	if (fs_unlink(path) == 0 || errno == ENOENT)
		return ST_OK;
	if (errno != EISDIR && errno != EPERM)
		return fail_errno(ST_IO, "cannot remove '%s'", path);
	/* A link was unlinked above: only a real directory is opened. */
	if ((fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) == -1 ||
	    (d = fdopendir(fd)) == NULL) {
		status = fail_errno(ST_IO, "cannot open directory '%s'", path);
		if (fd != -1)
			close(fd);
		return status;
	}
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		fs_join(&sub, path, de->d_name);
		if ((status = fs_remove_tree(sub.p)) != ST_OK)
			break;
	}
	closedir(d);
	buf_release(&sub);
	if (status == ST_OK && fs_rmdir(path) == -1 && errno != ENOENT)
		status = fail_errno(ST_IO, "cannot remove '%s'", path);
	return status;
}

void
fs_join(struct buf *out, const char *dir, const char *name)
{
	buf_reset(out);
	if (*dir != '\0') {
		buf_adds(out, dir);
		if (dir[strlen(dir) - 1] != '/')
			buf_addc(out, '/');
	}
	buf_adds(out, name);
}

void
fs_dirname(struct buf *out, const char *path)
{
	const char *slash = strrchr(path, '/');

	buf_reset(out);
	if (slash == NULL)
		buf_add(out, "", 0);
	else if (slash == path)
		buf_adds(out, "/");
	else
		buf_add(out, path, (size_t)(slash - path));
}

int64_t
fs_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int64_t
fs_mtime_ns(const struct stat *sb)
{
	return (int64_t)sb->st_mtim.tv_sec * 1000000000 + sb->st_mtim.tv_nsec;
}

void
fs_path_abs(const char *p, struct buf *out)
{
	char *real = realpath(p, NULL), *cwd;

	if (real != NULL) {
		buf_adds(out, real);
		free(real);
		return;
	}
	if (p[0] != '/' && (cwd = getcwd(NULL, 0)) != NULL) {
		buf_addf(out, "%s/", strcmp(cwd, "/") == 0 ? "" : cwd);
		free(cwd);
	}
	buf_adds(out, p[0] == '.' && p[1] == '/' && out->len > 0 ? p + 2 : p);
	while (out->len > 1 && out->p[out->len - 1] == '/')
		buf_setlen(out, out->len - 1);
}
