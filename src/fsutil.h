/*
 * fsutil.h - careful file-system helpers shared by the file backends.
 *
 * Every function reports its own error (naming the path) and returns a
 * status: ST_OK, ST_IO, ST_BUSY, ST_NOT_FOUND or ST_DATA as documented.
 * Paths are borrowed.
 */
#ifndef FSUTIL_H
#define FSUTIL_H

#include <sys/types.h>

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/*
 * Fault points, for the crash tests only (tests/crash/README).  Every step of
 * a write path (a data write, an fsync, a directory fsync, the creation,
 * rename, link, unlink, truncation or removal of a file or directory, and
 * SQLite's COMMIT) calls fs_step() before it happens.  With the environment
 * variable TRANSCRIPT_TEST_STEPS=FILE each step appends "N WHAT\n" to FILE;
 * with TRANSCRIPT_TEST_CRASH_AT=N the process SIGKILLs itself at step N,
 * before doing it (steps 1..N-1 are done).  A data write that is step N is
 * first cut short, as a kill can cut one: half of it is written, or with
 * TRANSCRIPT_TEST_CRASH_CUT=line the whole lines up to its middle.  The
 * environment is read once; when neither variable is set a step costs one
 * test of a flag.
 */
void	fs_step(const char *what);
/* 1 if a fault-point variable is set (the SQLite test VFS is installed). */
int	fs_testing(void);
/* Step WHAT as a write of p[0..n) to fd: at the crash step, write the cut
 * prefix and die; else return (the caller writes). */
void	fs_step_write(const char *what, int fd, const void *p, size_t n);
/* For writes that do not go through an fd (SQLite's VFS): count step what;
 * if it is the crash step, return how much of n bytes to write before
 * calling fs_crash(), else n + 1. */
size_t	fs_step_cut(const char *what, const void *p, size_t n);
void	fs_crash(void) __attribute__((noreturn));

/* The write-path calls, each a step; they return what the call returns, with
 * errno set. */
int	fs_rename(const char *from, const char *to);
int	fs_renameat2(const char *from, const char *to, unsigned int flags);
int	fs_link(const char *from, const char *to);
int	fs_unlink(const char *path);
int	fs_unlinkat(int dfd, const char *name, int flags);
int	fs_mkdir(const char *path, mode_t mode);
int	fs_rmdir(const char *path);
int	fs_ftruncate(int fd, off_t len);
/* openat(2) with O_CREAT in flags: a "create" step. */
int	fs_create(int dfd, const char *name, int flags, mode_t mode);

/* write(2) all of p[0..n), retrying on EINTR and short writes. */
int	fs_write_all(int fd, const void *p, size_t n, const char *path);
int	fs_fsync(int fd, const char *path);
/* fsync the directory at path (or "." for ""). */
int	fs_fsync_dir(const char *path);
/* The same after a commit point (a rename, unlink or link that made the
 * change): the message says that the change is made but may not be durable. */
int	fs_fsync_dir_after(const char *path);
/* Take an exclusive flock(2) on fd, waiting up to busy_ms; ST_BUSY with a
 * message naming what when it cannot. */
int	fs_lock(int fd, int busy_ms, const char *what);
/* The same, shared (readers): ST_BUSY says a writer holds it. */
int	fs_lock_shared(int fd, int busy_ms, const char *what);
/*
 * Open the directory path and lock it exclusively (fs_lock) into *fdp,
 * making sure the lock is on the directory that path names once it is held:
 * one that another process removed (and maybe made anew) while we waited is
 * opened and locked again.  With create, a missing directory is made first
 * (*made set to 1 then; the caller removes it again if it stays empty).
 * ST_NOT_FOUND (silently) if it is missing and not created.
 */
int	fs_lock_dir(const char *path, int create, int busy_ms, const char *what,
	    int *fdp, int *made);
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
