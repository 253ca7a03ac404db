/*
 * fsutil.h - careful file-system helpers shared by the file backends.
 *
 * Every function reports its own error (naming the path) and returns a
 * status: ST_OK, ST_IO, ST_BUSY, ST_NOT_FOUND or ST_DATA as documented.
 * Paths are borrowed.
 */
#ifndef FSUTIL_H
#define FSUTIL_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* write(2) all of p[0..n), retrying on EINTR and short writes. */
int	fs_write_all(int fd, const void *p, size_t n, const char *path);
int	fs_fsync(int fd, const char *path);
/* fsync the directory at path (or "." for ""). */
int	fs_fsync_dir(const char *path);
/* Take an exclusive flock(2) on fd, waiting up to busy_ms; ST_BUSY with a
 * message naming what when it cannot. */
int	fs_lock(int fd, int busy_ms, const char *what);
/* Create and open (O_RDWR|O_CLOEXEC, mode 0644 less umask) a new file
 * "DIR/.tmp-XXXXXX" (dir "" is "."); the path goes in *path. */
int	fs_mktemp(const char *dir, struct buf *path, int *fd);
/* Create a new directory "DIR/.tmp-XXXXXX"; the path goes in *path. */
int	fs_mkdtemp(const char *dir, struct buf *path);
/* Read the whole (small) file into out; ST_NOT_FOUND if it does not exist. */
int	fs_read_file(const char *path, struct buf *out);
/*
 * Write a file atomically: a temp file beside path, buffered writes, then
 * commit (flush, fsync, rename over path, fsync the directory).  abort (or a
 * failed commit) removes the temp file; path is then untouched.  abort after
 * commit is a no-op, so one cleanup label can always call it.
 */
struct fs_atomic {
	int		 fd;
	char		*path;		/* owned copy */
	struct buf	 tmp, dir, pending;
};
int	fs_atomic_open(struct fs_atomic *, const char *path);
int	fs_atomic_write(struct fs_atomic *, const void *p, size_t n);
int	fs_atomic_commit(struct fs_atomic *);
void	fs_atomic_abort(struct fs_atomic *);
/* Write p[0..n) to path atomically (the above in one call). */
int	fs_replace_file(const char *path, const void *p, size_t n);
/* Remove path and everything below it (no error if missing). */
int	fs_remove_tree(const char *path);
/* "DIR/NAME" into out (reset first); dir "" gives NAME. */
void	fs_join(struct buf *out, const char *dir, const char *name);
/* The directory part of path ("" if none), into out (reset first). */
void	fs_dirname(struct buf *out, const char *path);
/* Current time in epoch milliseconds. */
int64_t	fs_now_ms(void);

#endif
