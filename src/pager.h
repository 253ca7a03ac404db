/*
 * pager.h - output through a pager on a terminal, as git does.
 *
 * pager_start() runs the pager: $TRANSCRIPT_PAGER, else $PAGER, else
 * "less -FRX" (with LESS=FRX and LV=-c put in its environment when they are
 * not set), through /bin/sh -c, its standard input a pipe that becomes
 * this process's standard output.  Only when standard output is a
 * terminal, and not when the pager is empty or "cat".  While a pager runs
 * SIGPIPE is ignored: a write that fails with EPIPE means the reader quit,
 * which pager_quit() tells the caller, to stop quietly.  pager_finish()
 * flushes standard output, ends the pipe (standard output becomes
 * /dev/null, so that main()'s final flush succeeds) and waits for the
 * pager.
 *
 * Ownership: one pager per process, started and finished by the command
 * that writes; nothing to free.
 */
#ifndef PAGER_H
#define PAGER_H

/* Start the pager if standard output is a terminal (see above); a pager
 * that cannot be started is no pager, with a warning. */
void	pager_start(void);
/* Is a pager running? */
int	pager_active(void);
/* Did the pager quit before reading everything (a write failed with
 * EPIPE)?  Clears the error on stdout when so. */
int	pager_quit(void);
/* Flush, end the pipe and wait for the pager; nothing if none runs. */
void	pager_finish(void);

#endif
