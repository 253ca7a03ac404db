/* diag.c - diagnostics on stderr; see diag.h. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"

static _Thread_local struct buf *held;	/* diag_hold()'s, or NULL: stderr */

void
diag_hold(struct buf *b)
{
	held = b;
}

static void
vmsg(const char *prefix, const char *fmt, va_list ap, const char *suffix)
{
	if (held != NULL) {
		char line[4096];

		vsnprintf(line, sizeof(line), fmt, ap);
		buf_addf(held, "transcript: %s%s%s%s\n", prefix, line,
		    suffix != NULL ? ": " : "", suffix != NULL ? suffix : "");
		return;
	}
	fflush(stdout);
	fputs("transcript: ", stderr);
	fputs(prefix, stderr);
	vfprintf(stderr, fmt, ap);
	if (suffix != NULL) {
		fputs(": ", stderr);
		fputs(suffix, stderr);
	}
	fputc('\n', stderr);
}

int
fail(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg("", fmt, ap, NULL);
	va_end(ap);
	return status;
}

int
fail_errno(int status, const char *fmt, ...)
{
	va_list ap;
	int saved = errno;

	va_start(ap, fmt);
	vmsg("", fmt, ap, strerror(saved));
	va_end(ap);
	errno = saved;
	return status;
}

void
warn_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg("warning: ", fmt, ap, NULL);
	va_end(ap);
}

int
status_first(int a, int b)
{
	return a > 0 ? a : b;
}
