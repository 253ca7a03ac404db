/* fsutil.c - careful file-system helpers; see fsutil.h. */
#include <sys/file.h>
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "fsutil.h"
#include "xalloc.h"

int
fs_write_all(int fd, const void *p, size_t n, const char *path)
{
	const char *c = p;

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
	if (fsync(fd) == -1)
		return fail_errno(ST_IO, "cannot fsync '%s'", path);
	return ST_OK;
}

int
fs_fsync_dir(const char *path)
{
	const char *p = *path == '\0' ? "." : path;
	int fd, status;

	if ((fd = open(p, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1)
		return fail_errno(ST_IO, "cannot open directory '%s'", p);
	status = fs_fsync(fd, p);
	close(fd);
	return status;
}

int
fs_lock(int fd, int busy_ms, const char *what)
{
	struct timespec pause = { 0, 10 * 1000 * 1000 };
	int waited = 0;

	for (;;) {
		if (flock(fd, LOCK_EX | LOCK_NB) == 0)
			return ST_OK;
		if (errno == EINTR)
			continue;
		if (errno != EWOULDBLOCK)
			return fail_errno(ST_IO, "cannot lock '%s'", what);
		if (waited >= busy_ms)
			return fail(ST_BUSY, "store '%s' is locked by another "
			    "writer (waited %d ms)", what, busy_ms);
		nanosleep(&pause, NULL);
		waited += 10;
	}
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
fs_mktemp(const char *dir, struct buf *path, int *fdp)
{
	unsigned long long seed = temp_seed();

	for (int tries = 0; tries < 100; tries++) {
		int fd;

		temp_name(path, dir, &seed);
		fd = open(path->p, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
		if (fd >= 0) {
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
		if (mkdir(path->p, 0777) == 0)
			return ST_OK;
		if (errno != EEXIST)
			return fail_errno(ST_IO, "cannot create '%s'", path->p);
	}
	return fail(ST_IO, "cannot create a temporary directory in '%s'", dir);
}

int
fs_read_file(const char *path, struct buf *out)
{
	char chunk[65536];
	int fd, status = ST_OK;
	ssize_t r;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
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
fs_atomic_open(struct fs_atomic *a, const char *path)
{
	int status;

	memset(a, 0, sizeof(*a));
	a->fd = -1;
	a->path = xstrdup(path);
	fs_dirname(&a->dir, path);
	if ((status = fs_mktemp(a->dir.p, &a->tmp, &a->fd)) != ST_OK)
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
	if (close(a->fd) == -1) {
		a->fd = -1;
		status = fail_errno(ST_IO, "cannot close '%s'", a->tmp.p);
		goto out;
	}
	a->fd = -1;
	if (rename(a->tmp.p, a->path) == -1) {
		status = fail_errno(ST_IO, "cannot rename '%s' to '%s'", a->tmp.p,
		    a->path);
		goto out;
	}
	buf_reset(&a->tmp);		/* nothing left to remove */
	status = fs_fsync_dir(a->dir.p);
out:
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
		unlink(a->tmp.p);
	buf_release(&a->tmp);
	buf_release(&a->dir);
	buf_release(&a->pending);
	free(a->path);
	a->path = NULL;
}

int
fs_replace_file(const char *path, const void *p, size_t n)
{
	struct fs_atomic a;
	int status;

	if ((status = fs_atomic_open(&a, path)) != ST_OK)
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
	int status = ST_OK;

	if (unlink(path) == 0 || errno == ENOENT)
		return ST_OK;
	if (errno != EISDIR && errno != EPERM)
		return fail_errno(ST_IO, "cannot remove '%s'", path);
	if ((d = opendir(path)) == NULL)
		return fail_errno(ST_IO, "cannot open directory '%s'", path);
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		fs_join(&sub, path, de->d_name);
		if ((status = fs_remove_tree(sub.p)) != ST_OK)
			break;
	}
	closedir(d);
	buf_release(&sub);
	if (status == ST_OK && rmdir(path) == -1 && errno != ENOENT)
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
