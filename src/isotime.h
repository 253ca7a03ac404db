/*
 * isotime.h - ISO-8601 times in UTC, read into epoch milliseconds and
 * written from them: the one place that reads or writes a calendar date
 * (agent files' and SQL stores' stamps, an event's time, --since and
 * --until; the times list, dump, export and stats show).
 *
 * Reading: isotime_parse() takes the form stores and events keep,
 *
 *	YYYY-MM-DD(T| )HH:MM:SS[.f...][Z]
 *
 * and, with flags, what people type as well: a date alone, the seconds
 * left out, an offset for the Z.  The year is 1970 to 9999, the month 01
 * to 12, the day 01 to 31, the hour 00 to 23, the minute 00 to 59 and the
 * second 00 to 60; "T", "Z" and the separators exactly so (no lower case,
 * no space around).  A fraction has at least one digit and is read to the
 * millisecond, the digits after the third dropped.  timegm() makes the
 * time: a second 60 is the next minute's 00, and a day past its month's
 * end ("2023-02-29") rolls over into the next month unless ISOTIME_DAY
 * refuses a date that rolls.
 *
 * Writing: isotime_add() appends, in UTC, ISOTIME_FULL's
 * "2024-05-01T12:00:00.000Z" (what people and JSON output read) or
 * ISOTIME_SQL's "2024-05-01 12:00:00[.mmm]" (an SQL store's text times,
 * CURRENT_TIMESTAMP's form).
 *
 * Guarantees: UTC alone, never the local time zone or locale; *ms is set
 * only on success; nothing is allocated but the buf's growth.
 */
#ifndef ISOTIME_H
#define ISOTIME_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* isotime_parse() flags: what it takes beyond the stored form. */
#define ISOTIME_DATE	0x1	/* a date alone, "2024-05-01": its 00:00:00 */
#define ISOTIME_MINUTES	0x2	/* no seconds: "2024-05-01T12:00" */
#define ISOTIME_OFFSET	0x4	/* an offset for the Z: "+02:00", "-0530"
				   (hours 00 to 23, minutes 00 to 59) */
#define ISOTIME_DAY	0x8	/* refuse a date that timegm() would move
				   to another day: a day past its month's
				   end ("2024-02-31"), or 23:59:60 */
/* What an option (--since, --until) takes: all of them. */
#define ISOTIME_OPTION	\
	(ISOTIME_DATE | ISOTIME_MINUTES | ISOTIME_OFFSET | ISOTIME_DAY)

/* Parse s[0..n) (no NUL needed) as the stored form and what flags allow:
 * 0 with *ms set, or -1 if it is not such a time. */
int	isotime_parse(const char *s, size_t n, unsigned flags, int64_t *ms);

enum isotime_form {
	ISOTIME_FULL,	/* "2024-05-01T12:00:00.000Z": milliseconds always;
			   before 1970 too ("1969-12-31T23:59:59.999Z") */
	ISOTIME_SQL	/* "2024-05-01 12:00:00", ".mmm" only when not whole
			   seconds; before 1970: "1970-01-01 00:00:00" */
};

/* Append ms (epoch milliseconds) in form.  A time gmtime_r() cannot break
 * down: ISOTIME_FULL writes ms as a number, ISOTIME_SQL 1970's start. */
void	isotime_add(struct buf *, int64_t ms, enum isotime_form form);

#endif
