/*
 * faultinj.c - an LD_PRELOAD library that makes one system call fail, for
 * the failure tests (tests/cli/t6200-faults.sh); after jq's inject_errors.c.
 *
 *	FAULT_CALL=write	the call to fail: write, pwrite (also pwrite64),
 *				fsync, fdatasync, syncfs, rename (also
 *				renameat), renameat2 or link (also linkat)
 *	FAULT_NTH=3		fail its 3rd call (counting from 1)
 *	FAULT_ERRNO=ENOSPC	ENOSPC or EIO (the default); FLIP makes a write
 *				succeed with one byte changed (the middle one,
 *				xor 1): silent corruption, for verification
 *	FAULT_LOG=FILE		append "CALL N" to FILE when the fault fires
 *	FAULT_CLOCK_STEP_MS=N	a wall clock (clock_gettime(CLOCK_REALTIME))
 *				that starts at the real time and moves N ms
 *				forward at every read: a slow command, for
 *				what one write stamps twice
 *
 * Writes to descriptors that are not regular files (the terminal, pipes,
 * /dev/null) and to descriptors 0-2 are not counted: they are diagnostics
 * and output, not the store.  Every matching call is counted, the failed one
 * too; only the Nth fails, with errno set and nothing done.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sys/stat.h>
#include <sys/types.h>

#include <time.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long count;

/* The real function name, looked up once per call site. */
#define REAL(type, name, args)						\
	static type (*real_##name) args;				\
	if (real_##name == NULL)					\
		*(void **)&real_##name = dlsym(RTLD_NEXT, #name)

static ssize_t (*raw_write)(int, const void *, size_t);

static void
note(const char *call)
{
	const char *log = getenv("FAULT_LOG");
	char line[64];
	int fd, n;

	if (log == NULL)
		return;
	if (raw_write == NULL)
		*(void **)&raw_write = dlsym(RTLD_NEXT, "write");
	if ((fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666)) < 0)
		return;
	n = snprintf(line, sizeof(line), "%s %ld\n", call, count);
	if (n > 0)
		raw_write(fd, line, (size_t)n);
	close(fd);
}

/* 1 (errno set) if this call of family call is the one to fail. */
static int
fault(const char *call)
{
	const char *want = getenv("FAULT_CALL"), *nth = getenv("FAULT_NTH");
	const char *e = getenv("FAULT_ERRNO");

	if (want == NULL || nth == NULL || strcmp(want, call) != 0)
		return 0;
	if (++count != atol(nth))
		return 0;
	note(call);
	errno = e != NULL && strcmp(e, "ENOSPC") == 0 ? ENOSPC : EIO;
	return 1;
}

static int
counted_fd(int fd)
{
	struct stat sb;

	return fd > 2 && fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode);
}

ssize_t
write(int fd, const void *p, size_t n)
{
	const char *e = getenv("FAULT_ERRNO");

	REAL(ssize_t, write, (int, const void *, size_t));
	if (counted_fd(fd) && fault("write")) {
		char *copy;
		ssize_t r;

		if (e == NULL || strcmp(e, "FLIP") != 0 || n == 0 ||
		    (copy = malloc(n)) == NULL)
			return -1;
		memcpy(copy, p, n);
		copy[n / 2] ^= 1;
		r = real_write(fd, copy, n);
		free(copy);
		return r;
	}
	return real_write(fd, p, n);
}

ssize_t
pwrite(int fd, const void *p, size_t n, off_t off)
{
	REAL(ssize_t, pwrite, (int, const void *, size_t, off_t));
	if (counted_fd(fd) && fault("pwrite"))
		return -1;
	return real_pwrite(fd, p, n, off);
}

ssize_t
pwrite64(int fd, const void *p, size_t n, off_t off)
{
	REAL(ssize_t, pwrite64, (int, const void *, size_t, off_t));
	if (counted_fd(fd) && fault("pwrite"))
		return -1;
	return real_pwrite64(fd, p, n, off);
}

int
fsync(int fd)
{
	REAL(int, fsync, (int));
	if (fault("fsync"))
		return -1;
	return real_fsync(fd);
}

int
fdatasync(int fd)
{
	REAL(int, fdatasync, (int));
	if (fault("fdatasync"))
		return -1;
	return real_fdatasync(fd);
}

int
syncfs(int fd)
{
	REAL(int, syncfs, (int));
	if (fault("syncfs"))
		return -1;
	return real_syncfs(fd);
}

int
rename(const char *from, const char *to)
{
	REAL(int, rename, (const char *, const char *));
	if (fault("rename"))
		return -1;
	return real_rename(from, to);
}

int
renameat(int fd1, const char *from, int fd2, const char *to)
{
	REAL(int, renameat, (int, const char *, int, const char *));
	if (fault("rename"))
		return -1;
	return real_renameat(fd1, from, fd2, to);
}

int
renameat2(int fd1, const char *from, int fd2, const char *to, unsigned int flags)
{
	REAL(int, renameat2, (int, const char *, int, const char *, unsigned int));
	if (fault("renameat2"))
		return -1;
	return real_renameat2(fd1, from, fd2, to, flags);
}

int
link(const char *from, const char *to)
{
	REAL(int, link, (const char *, const char *));
	if (fault("link"))
		return -1;
	return real_link(from, to);
}

int
linkat(int fd1, const char *from, int fd2, const char *to, int flags)
{
	REAL(int, linkat, (int, const char *, int, const char *, int));
	if (fault("link"))
		return -1;
	return real_linkat(fd1, from, fd2, to, flags);
}

int
clock_gettime(clockid_t id, struct timespec *ts)
{
	static long long fake_ms;
	const char *step = getenv("FAULT_CLOCK_STEP_MS");
	int rc;

	REAL(int, clock_gettime, (clockid_t, struct timespec *));
	rc = real_clock_gettime(id, ts);
	if (rc != 0 || id != CLOCK_REALTIME || step == NULL)
		return rc;
	if (fake_ms == 0)
		fake_ms = (long long)ts->tv_sec * 1000 + ts->tv_nsec / 1000000;
	else
		fake_ms += atoll(step);
	ts->tv_sec = (time_t)(fake_ms / 1000);
	ts->tv_nsec = (long)(fake_ms % 1000) * 1000000;
	return 0;
}
