/* diag.c - diagnostics on stderr; see diag.h. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "display.h"

static _Thread_local struct buf *held;	/* diag_hold()'s, or NULL: stderr */

void
diag_hold(struct buf *b)
{
	held = b;
}

/* "transcript: PREFIX MESSAGE[: SUFFIX]\n", the message and suffix shown
 * as display_add() shows text, to the held buffer or stderr. */
static void
vmsg(const char *prefix, const char *fmt, va_list ap, const char *suffix)
{
	struct buf msg = BUF_INIT, line = BUF_INIT;
	struct buf *out = held != NULL ? held : &line;

	buf_vaddf(&msg, fmt, ap);
	if (suffix != NULL) {
		buf_adds(&msg, ": ");
		buf_adds(&msg, suffix);
	}
	buf_adds(out, "transcript: ");
	buf_adds(out, prefix);
	display_add(out, msg.p, msg.len, 0);
	buf_addc(out, '\n');
	if (held == NULL) {
		fflush(stdout);
		fwrite(line.p, 1, line.len, stderr);
	}
	buf_release(&msg);
	buf_release(&line);
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
