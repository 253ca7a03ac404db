/* progress.c - a one-line progress display on stderr; see progress.h. */
#include <inttypes.h>
#include <stdio.h>
#include <unistd.h>

#include "progress.h"

static double
since(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (b->tv_nsec - a->tv_nsec) / 1e9;
}

void
progress_init(struct progress *p, const char *verb, enum progress_mode mode,
    uint64_t sessions_total, uint64_t items_total, uint64_t stored_total)
{
	*p = (struct progress){ .mode = mode, .verb = verb,
	    .sessions_total = sessions_total, .items_total = items_total,
	    .stored_total = stored_total };
	p->tty = isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &p->start);
	p->drawn = p->start;
}

int
progress_may_show(enum progress_mode mode)
{
	return mode == PROGRESS_ALWAYS ||
	    (mode == PROGRESS_AUTO && isatty(STDERR_FILENO));
}

/* Seconds left at the rate so far, if the totals tell: 1, else 0. */
static int
eta(const struct progress *p, double secs, unsigned *left)
{
	double done, total;

	if (p->items_total > 0) {
		done = (double)p->items;
		total = (double)p->items_total;
	} else if (p->stored_total > 0) {
		/* A file holds an item and its newline (jsonl). */
		done = (double)(p->bytes + p->items);
		total = (double)p->stored_total;
	} else
		return 0;
	if (secs <= 0 || done <= 0 || done > total)
		return 0;
	*left = (unsigned)((total - done) * secs / done);
	return 1;
}

static void
draw(struct progress *p, const struct timespec *now)
{
	double secs = since(&p->start, now), rate = secs > 0 ? p->bytes / secs : 0;
	unsigned left;

	fprintf(stderr, "%s%s: %" PRIu64, p->tty ? "\r" : "", p->verb, p->sessions);
	if (p->sessions_total > 0)
		fprintf(stderr, "/%" PRIu64, p->sessions_total);
	fprintf(stderr, " sessions, %" PRIu64 " items, %.1f MB/s", p->items,
	    rate / 1e6);
	if (eta(p, secs, &left))
		fprintf(stderr, ", ETA %u:%02u", left / 60, left % 60);
	fputs(p->tty ? "\033[K" : "\n", stderr);
	p->shown = 1;
	p->drawn = *now;
}

static void
maybe_draw(struct progress *p)
{
	struct timespec now;

	if (p->mode == PROGRESS_NEVER || (p->mode == PROGRESS_AUTO && !p->tty))
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (since(&p->drawn, &now) < 0.1)
		return;
	if (p->mode == PROGRESS_AUTO && since(&p->start, &now) < 0.5)
		return;
	draw(p, &now);
}

void
progress_tick(struct progress *p, uint64_t n)
{
	p->items++;
	p->bytes += n;
	if ((++p->ticks & 255) == 0)
		maybe_draw(p);
}

void
progress_session(struct progress *p)
{
	p->sessions++;
	maybe_draw(p);
}

void
progress_done(struct progress *p)
{
	struct timespec now;

	/* Forced on a pipe or a file: always leave the final figures. */
	if (p->mode == PROGRESS_ALWAYS && !p->tty) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		draw(p, &now);
	}
	if (p->shown && p->tty)
		fputs("\r\033[K", stderr);
	p->shown = 0;
}
