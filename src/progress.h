/*
 * progress.h - a one-line progress display on stderr for long jobs
 * (convert, check): sessions, items, MB/s and, when the totals are known,
 * an ETA.  In PROGRESS_AUTO mode it appears only when stderr is a terminal
 * and the job has run for half a second; PROGRESS_ALWAYS forces it,
 * PROGRESS_NEVER silences it.  It never writes to stdout.  It redraws at
 * most ten times a second, so calling progress_tick() per item is cheap.
 */
#ifndef PROGRESS_H
#define PROGRESS_H

#include <stdint.h>
#include <time.h>

enum progress_mode { PROGRESS_AUTO, PROGRESS_ALWAYS, PROGRESS_NEVER };

struct progress {
	enum progress_mode	 mode;
	const char		*verb;		/* "convert" */
	int			 tty, shown;
	struct timespec		 start, drawn;
	uint64_t		 sessions, sessions_total;
	uint64_t		 items, bytes;
	uint64_t		 items_total, stored_total;	/* 0: unknown */
	unsigned		 ticks;
};

/* The totals, 0 when unknown, give the ETA: by items if their total is
 * known, else by bytes against the size of the store's files. */
void	progress_init(struct progress *, const char *verb, enum progress_mode,
	    uint64_t sessions_total, uint64_t items_total, uint64_t stored_total);
/* May a display of mode show (stderr a terminal, or forced)?  If not,
 * its totals need not be counted: 0 will do. */
int	progress_may_show(enum progress_mode);
/* One more item of n bytes. */
void	progress_tick(struct progress *, uint64_t n);
/* One more session done. */
void	progress_session(struct progress *);
/* Clear the line (before a summary or an error message); when forced on
 * a pipe, print the final figures as a last line instead. */
void	progress_done(struct progress *);

#endif
