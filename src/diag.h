/*
 * diag.h - exit statuses and the diagnostics vocabulary.
 *
 * Every module returns an enum status; only main() turns one into an exit
 * code.  The fail*() helpers print "transcript: MESSAGE" on stderr and return
 * the status they were given, so an error path is one line:
 *
 *	return fail_errno(ST_IO, "cannot open '%s'", path);
 *
 * Messages quote ids, paths and texts from data: the formatted message goes
 * through display_add() (display.h), so a control, an escape sequence or a
 * bidirectional control in it never reaches the terminal raw.
 *
 * Ownership: a message is built in memory of its own, freed before return;
 * diag_hold() borrows its buffer.
 */
#ifndef DIAG_H
#define DIAG_H

enum status {
	ST_OK = 0,		/* success */
	ST_PROBLEMS = 1,	/* check found problems: a result, not a failure */
	ST_USAGE = 2,		/* bad command, option, operand or value */
	ST_IO = 3,		/* system failure: open, read, write, fsync, rename */
	ST_DATA = 4,		/* bad input: malformed JSON, corrupt or foreign store */
	ST_NOT_FOUND = 5,	/* the named session (or store) does not exist */
	ST_BUSY = 6		/* locked by another writer, or a conflict */
};

/* Not errors: returned by cursors and by conversions that decide to skip. */
#define ST_END	(-1)		/* a cursor is exhausted */
#define ST_SKIP	(-2)		/* abandon a write quietly (convert: identical) */

int	fail(int status, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* As fail(), with ": strerror(errno)" appended. */
int	fail_errno(int status, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* "transcript: warning: MESSAGE"; never changes the status. */
void	warn_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Messages of this thread go to b (appended, each "transcript: ...\n")
 * instead of stderr, until diag_hold(NULL): a worker thread's messages,
 * printed by the thread that acts on its work (pipe.c). */
struct buf;
void	diag_hold(struct buf *b);
/* Keep the first error: returns a if a is an error, else b. */
int	status_first(int a, int b);

#endif
