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
#include <sys/stat.h>

#include <pthread.h>
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
 * before doing it (steps 1..N-1 are done), or with
 * TRANSCRIPT_TEST_CRASH_SIGNAL=TERM or INT sends itself that signal instead
 * (fs_temps_on_signal()).  A data write that is step N is
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
/*
 * A test hook, for tests only: with TRANSCRIPT_TEST_REPAIR_HOOK=CMD,
 * repair_plan() runs CMD with /bin/sh -c (system(3)) each time it has read a
 * session and made its plan, so after the plan and before --apply reads the
 * session again and rewrites it: a test changes the session there to see a
 * stale plan refused, deterministically (tests/cli/t4330-repair-stale.sh).
 * diff runs it too, between its two reads of the sessions (a session
 * changed in between is refused: tests/cli/t1470-diff.sh), and fork --at
 * between the read that finds the fork's end and the one that copies
 * (tests/cli/t1460-fork.sh), and sync once it has opened its batch on
 * the archive, before the batch's first write (tests/cli/t1450-sync.sh).
 * A CMD that fails is warned about.  Read once with the fault points; unset,
 * the hook costs one test of a pointer.
 */
void	fs_test_repair_hook(void);

/*
 * Names inside a store.  A store's own directory may be reached through a
 * link (the user named it), but nothing inside it is followed: a backend
 * keeps the store's directory (or a session directory in it) open as dfd
 * and passes the path of an entry in it, whose last component is the name
 * resolved in dfd (fs_at_name()) and the whole of which names it in
 * messages.  With dfd AT_FDCWD the functions that take one resolve path as
 * it is, following links: for paths the user named (a backup file, a
 * database).  Inside a store (dfd not AT_FDCWD) a symbolic link, or a
 * FIFO, socket or device where a regular file or directory belongs, is
 * refused with ST_DATA and fs_unsafe()'s message; a FIFO is never opened.
 */
/* path if dfd is AT_FDCWD, else its last component. */
const char	*fs_at_name(int dfd, const char *path);
/* Into out (reset first): why the entry path of lstat mode mode is refused,
 * "'PATH' is a symbolic link; transcript does not follow links inside a
 * store", or "'PATH' is a FIFO; ...". */
void	fs_unsafe(struct buf *out, const char *path, mode_t mode);
/* lstat path in dfd into *sb (may be NULL): ST_OK if it is a regular file
 * (dir 0) or a directory (dir 1), ST_NOT_FOUND (silently) if missing,
 * ST_DATA if it is anything else, ST_IO. */
int	fs_check_in(int dfd, const char *path, int dir, struct stat *sb);
/* Open the regular file path in dfd with flags (O_RDONLY, O_RDWR, maybe
 * O_APPEND) into *fdp, its fstat in *sb (may be NULL): fs_check_in()'s
 * statuses.  An entry that replaced the one checked meanwhile (a rename) is
 * opened if it is a regular file too, else refused likewise. */
int	fs_open_in(int dfd, const char *path, int flags, int *fdp, struct stat *sb);
/* The same for the directory path in dfd, opened O_RDONLY|O_DIRECTORY. */
int	fs_opendir_in(int dfd, const char *path, int *fdp);

/* The write-path calls, each a step; they return what the call returns, with
 * errno set.  fs_renameat2() and fs_link() resolve from in fdfd and to in
 * tdfd (fs_at_name()); flags 0 is a plain rename. */
int	fs_rename(const char *from, const char *to);
int	fs_renameat2(int fdfd, const char *from, int tdfd, const char *to,
	    unsigned int flags);
int	fs_link(int fdfd, const char *from, int tdfd, const char *to);
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
/* fsync the open directory dfd, named path in messages. */
int	fs_fsync_dirfd(int dfd, const char *path);
/* The same after a commit point (a rename, unlink or link that made the
 * change): the message says that the change is made but may not be durable. */
int	fs_fsync_dir_after(const char *path);
int	fs_fsync_dirfd_after(int dfd, const char *path);
/* Group commit (store.h batch mode): files written without fsync are made
 * durable together by one syncfs(2) on the file system holding fd (named
 * path). */
int	fs_syncfs(int fd, const char *path);
/* Take an exclusive flock(2) on fd, waiting up to busy_ms; ST_BUSY with a
 * message naming what when it cannot. */
/* Has fd nothing to read right now (a read would wait)?  1 or 0; 0 too
 * at its end or on error, where a read would not wait either. */
int	fs_idle(int fd);
/* sb's modification time in nanoseconds since the epoch. */
int64_t	fs_mtime_ns(const struct stat *sb);
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
/* Create and open (O_RDWR|O_CLOEXEC, mode 0666 less umask) a new file
 * "DIR/.tmp-XXXXXX" (dir "" is "."), in dfd if it is not AT_FDCWD (then
 * dfd is DIR); the path goes in *path. */
int	fs_mktemp(int dfd, const char *dir, struct buf *path, int *fd);
/*
 * Stale temporary files: fs_mktemp() locks (flock) each file it makes, and
 * the lock lives as long as its maker holds it open (fs_atomic_commit()
 * renames before it closes).  fs_sweep_temps() removes, from the directory
 * dfd (path names it in the warning), the ".tmp-XXXXXXXX" regular files
 * that no process holds: not this process's, more than SWEEP_AGE_MS old
 * and lockable; a kill or a power cut leaves such files.  At most once per
 * SWEEP_EVERY_MS per directory, noted in its extended attribute
 * SWEEP_XATTR (where the file system has no user xattrs it never sweeps:
 * a sweep costs a read of the directory).  Only for a store's own
 * directory, under the store's write lock (which batches' temp files,
 * closed until their commit, wait under).  Best effort: returns how many
 * it removed, warning once if any, and never fails.
 */
#define SWEEP_XATTR	"user.transcript.swept"
#define SWEEP_AGE_MS	60000
#define SWEEP_EVERY_MS	3600000
int	fs_sweep_temps(int dfd, const char *path);
/* Create a new directory "DIR/.tmp-XXXXXX"; the path goes in *path. */
int	fs_mkdtemp(const char *dir, struct buf *path);
/*
 * Temporary files and directories are not left behind by a signal that
 * ends the process: fs_mktemp() and fs_mkdtemp() note what they make; a
 * rename (but an exchange), link-less unlink or rmdir through the calls
 * above forgets it (by its name, ".tmp-" and eight random characters); and
 * once main() has called fs_temps_on_signal(), SIGINT, SIGTERM, SIGHUP and
 * SIGQUIT remove what is noted (a directory with the files in it) before
 * the process dies of the signal as it would have.  A signal that was
 * ignored stays ignored.  Only the thread that makes temp files takes
 * these signals: the others are started by fs_thread_start(), with them
 * blocked.  SIGKILL leaves temp files, as before; readers skip them.
 */
void	fs_temps_on_signal(void);
/* How many temp files and directories are noted (main(), for tests:
 * TRANSCRIPT_TEST_TEMPS). */
size_t	fs_temps_noted(void);
/* pthread_create(3) fn(arg) with the signals above (and SIGALRM, which
 * fs_lock() takes for itself) blocked in the thread: 0 or an errno. */
int	fs_thread_start(pthread_t *, void *(*fn)(void *), void *arg);
/* Read the whole (small) file path (in dfd: fs_open_in()) into out;
 * ST_NOT_FOUND (silently) if it does not exist. */
int	fs_read_file(int dfd, const char *path, struct buf *out);
/*
 * Write a file atomically: a temp file beside path (in dfd, or in path's
 * directory for AT_FDCWD), buffered writes, then commit (flush, fsync,
 * rename over path, fsync the directory).  The rename replaces whatever
 * entry path is, a link included, and never writes through it.  abort (or a
 * failed commit) removes the temp file; path is then untouched.  abort after
 * commit is a no-op, so one cleanup label can always call it.
 */
struct fs_atomic {
	int		 fd;
	int		 dfd;		/* the directory, owned */
	char		*path;		/* owned copy */
	struct buf	 tmp, dir, pending;
};
int	fs_atomic_open(struct fs_atomic *, int dfd, const char *path);
int	fs_atomic_write(struct fs_atomic *, const void *p, size_t n);
int	fs_atomic_commit(struct fs_atomic *);
void	fs_atomic_abort(struct fs_atomic *);
/* Group commit: flush and close the temp file, unsynced, and hand its path
 * to the caller (into tmp), who syncs and renames it (or unlinks it);
 * frees a as fs_atomic_abort() does. */
int	fs_atomic_keep(struct fs_atomic *, struct buf *tmp);
/* Write p[0..n) to path atomically (the above in one call). */
int	fs_replace_file(int dfd, const char *path, const void *p, size_t n);
/* Remove path and everything below it (no error if missing); links are
 * removed, never followed. */
int	fs_remove_tree(const char *path);
/* The path p as one name for what it names: real (absolute, links and
 * dot-dots resolved) where it exists, so that ../x, x/ and a link to x are
 * one; else made absolute, without "./" and trailing slashes.  Appended to
 * out.  (The index's and sync's names of stores.) */
void	fs_path_abs(const char *p, struct buf *out);
/* "DIR/NAME" into out (reset first); dir "" gives NAME. */
void	fs_join(struct buf *out, const char *dir, const char *name);
/* The directory part of path ("" if none), into out (reset first). */
void	fs_dirname(struct buf *out, const char *path);
/* Current time in epoch milliseconds. */
int64_t	fs_now_ms(void);

#endif
