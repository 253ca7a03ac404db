/*
 * t_isotime.c - ISO-8601 times: what each reader accepts and makes of a
 * text, and what the writers write.  The rows were taken from the readers
 * as they were before one time module served them all (32c1b31), so they
 * pin each caller's behaviour: the option reader (--since, --until), the
 * stamp reader (SQL text times, agent files' stamps, an event's time
 * string), an event's time (format_time_ms()) and stats' event time
 * (cmd_time_json(): an event's time, else the option reader's forms).
 * The option reader is isotime_parse() with ISOTIME_OPTION, the stamp
 * reader with no flag; the flags one by one are tested after the rows.
 */
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "cmd.h"
#include "format.h"
#include "isotime.h"
#include "tap.h"

#define NO	INT64_MIN	/* refused */
#define T(ms)	INT64_C(ms)

/* A text, and what each reader made of it: the option reader (opt), the
 * stamp reader (stamp), and of the text as a JSON string, an event's time
 * (event) and stats' (json). */
static const struct row {
	const char	*s;
	int64_t		 opt, stamp, event, json;
} rows[] = {
	{ "2024-05-01", T(1714521600000), NO, NO, T(1714521600000) },
	{ "2024-05-01T12:00", T(1714564800000), NO, NO, T(1714564800000) },
	{ "2024-05-01 12:00", T(1714564800000), NO, NO, T(1714564800000) },
	{ "2024-05-01T12:00:00",
	    T(1714564800000), T(1714564800000), T(1714564800000), T(1714564800000) },
	{ "2024-05-01 12:00:00",
	    T(1714564800000), T(1714564800000), T(1714564800000), T(1714564800000) },
	{ "2024-05-01T12:00:00Z",
	    T(1714564800000), T(1714564800000), T(1714564800000), T(1714564800000) },
	{ "2024-05-01T12:00:00.5",
	    T(1714564800500), T(1714564800500), T(1714564800500), T(1714564800500) },
	{ "2024-05-01T12:00:00.123Z",
	    T(1714564800123), T(1714564800123), T(1714564800123), T(1714564800123) },
	{ "2024-05-01 12:00:00.1234567",
	    T(1714564800123), T(1714564800123), T(1714564800123), T(1714564800123) },
	{ "2024-05-01T12:00:00.123456789012Z",
	    T(1714564800123), T(1714564800123), T(1714564800123), T(1714564800123) },
	{ "2024-05-01T12:00:00.", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00.Z", NO, NO, NO, NO },
	{ "2024-05-01Z", NO, NO, NO, NO },
	{ "2024-05-01T12:00Z", T(1714564800000), NO, NO, T(1714564800000) },
	{ "2024-05-01T12:00:00+02:00",
	    T(1714557600000), NO, NO, T(1714557600000) },
	{ "2024-05-01T12:00:00-0530",
	    T(1714584600000), NO, NO, T(1714584600000) },
	{ "2024-05-01T12:00:00+0200",
	    T(1714557600000), NO, NO, T(1714557600000) },
	{ "2024-05-01T12:00:00+02", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00+02:0", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00+24:00", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00+23:59",
	    T(1714478460000), NO, NO, T(1714478460000) },
	{ "2024-05-01T12:00:00-00:00",
	    T(1714564800000), NO, NO, T(1714564800000) },
	{ "2024-05-01T12:00:00+02:60", NO, NO, NO, NO },
	{ "2024-05-01T12:00+02:00",
	    T(1714557600000), NO, NO, T(1714557600000) },
	{ "2024-05-01T12:00:00.250+02:00",
	    T(1714557600250), NO, NO, T(1714557600250) },
	{ "2024-05-01 12:00:00.5-05:30",
	    T(1714584600500), NO, NO, T(1714584600500) },
	{ "2024-05-01T12:00:00Z+02:00", NO, NO, NO, NO },
	{ "2024-05-01+02:00", NO, NO, NO, NO },
	{ "2024-02-29T00:00:00",
	    T(1709164800000), T(1709164800000), T(1709164800000), T(1709164800000) },
	{ "2023-02-29T00:00:00",
	    NO, T(1677628800000), T(1677628800000), T(1677628800000) },
	{ "2023-02-29", NO, NO, NO, NO },
	{ "2024-02-31", NO, NO, NO, NO },
	{ "2024-04-31 00:00:00",
	    NO, T(1714521600000), T(1714521600000), T(1714521600000) },
	{ "2024-04-31T00:00:00+02:00", NO, NO, NO, NO },
	{ "2024-01-31T23:59:60",
	    NO, T(1706745600000), T(1706745600000), T(1706745600000) },
	{ "2024-06-01T12:00:60",
	    T(1717243260000), T(1717243260000), T(1717243260000), T(1717243260000) },
	{ "2024-06-01T23:59:61", NO, NO, NO, NO },
	{ "2024-06-01T24:00:00", NO, NO, NO, NO },
	{ "2024-06-01T23:60:00", NO, NO, NO, NO },
	{ "2024-00-01", NO, NO, NO, NO },
	{ "2024-13-01", NO, NO, NO, NO },
	{ "2024-06-00", NO, NO, NO, NO },
	{ "2024-06-32", NO, NO, NO, NO },
	{ "2024-13-01 00:00:00", NO, NO, NO, NO },
	{ "1969-12-31T23:59:59Z", NO, NO, NO, NO },
	{ "1970-01-01T00:00:00Z", T(0), T(0), T(0), T(0) },
	{ "1970-01-01", T(0), NO, NO, T(0) },
	{ "1970-01-01T00:30+01:00", T(-1800000), NO, NO, T(-1800000) },
	{ "9999-12-31T23:59:59.999Z",
	    T(253402300799999), T(253402300799999), T(253402300799999), T(253402300799999) },
	{ "2024-6-01", NO, NO, NO, NO },
	{ "20240601", NO, NO, NO, NO },
	{ "2024/06/01", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00 ", NO, NO, NO, NO },
	{ " 2024-05-01", NO, NO, NO, NO },
	{ "2024-05-01t12:00:00", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00z", NO, NO, NO, NO },
	{ "2024-05-01T12", NO, NO, NO, NO },
	{ "2024-05-01T", NO, NO, NO, NO },
	{ "2024-05-01T1:00", NO, NO, NO, NO },
	{ "2024-05-01T12:00:5", NO, NO, NO, NO },
	{ "2024-05-01T12:0", NO, NO, NO, NO },
	{ "2024-05-01x", NO, NO, NO, NO },
	{ "2024-05-01T12:00:00.123456789012345678901234567890123456789012345",
	    T(1714564800123), T(1714564800123), T(1714564800123), T(1714564800123) },
	{ "2024-05-01T12:00:00.123456789012345678901234567890123456789012345+02:00",
	    T(1714557600123), NO, NO, NO },
	{ "1717200000", NO, NO, NO, NO },
	{ "2024", NO, NO, NO, NO },
};

/* JSON values (not only strings) as an event's time. */
static const struct jrow {
	const char	*v;
	int64_t		 event, json;
} jrows[] = {
	{ "1717200000", T(1717200000000), T(1717200000000) },
	{ "1717200000123", T(1717200000123), T(1717200000123) },
	{ "1717200000.5", T(1717200000000), T(1717200000000) },
	{ "100000000000", T(100000000000000), T(100000000000000) },
	{ "100000000001", T(100000000001), T(100000000001) },
	{ "-5", NO, NO },
	{ "true", NO, NO },
	{ "\"\"", NO, NO },
	{ "", NO, NO },
	{ "\"2024-05-01T12:00:00\\u002b02:00\"", NO, NO },
	{ "\"2024-05-01T12:00:00Z\"", T(1714564800000), T(1714564800000) },
	{ "\"2024-05-01\"", NO, T(1714521600000) },
};

/* Epoch milliseconds as the two writers write them. */
static const struct frow {
	int64_t		 ms;
	const char	*iso, *sql;
} frows[] = {
	{ T(0), "1970-01-01T00:00:00.000Z", "1970-01-01 00:00:00" },
	{ T(1), "1970-01-01T00:00:00.001Z", "1970-01-01 00:00:00.001" },
	{ T(999), "1970-01-01T00:00:00.999Z", "1970-01-01 00:00:00.999" },
	{ T(1000), "1970-01-01T00:00:01.000Z", "1970-01-01 00:00:01" },
	{ T(1714564800123), "2024-05-01T12:00:00.123Z", "2024-05-01 12:00:00.123" },
	{ T(1714564800000), "2024-05-01T12:00:00.000Z", "2024-05-01 12:00:00" },
	{ T(1714564800007), "2024-05-01T12:00:00.007Z", "2024-05-01 12:00:00.007" },
	{ T(-1), "1969-12-31T23:59:59.999Z", "1970-01-01 00:00:00" },
	{ T(-999), "1969-12-31T23:59:59.001Z", "1970-01-01 00:00:00" },
	{ T(-1000), "1969-12-31T23:59:59.000Z", "1970-01-01 00:00:00" },
	{ T(-1001), "1969-12-31T23:59:58.999Z", "1970-01-01 00:00:00" },
	{ T(253402300799999), "9999-12-31T23:59:59.999Z", "9999-12-31 23:59:59.999" },
	{ T(253402300800000), "10000-01-01T00:00:00.000Z", "10000-01-01 00:00:00" },
	{ INT64_MAX, "292278994-08-17T07:12:55.807Z", "292278994-08-17 07:12:55.807" },
};

static const struct cmd tc = { "t", NULL, "", "", NULL };

/* What an option reader made of s: its time, or NO.  Its usage message
 * goes to /dev/null. */
static int64_t
option(const char *s)
{
	int64_t ms = 0;
	int err = dup(STDERR_FILENO), null = open("/dev/null", O_WRONLY), rc;

	dup2(null, STDERR_FILENO);
	rc = cmd_parse_time(&tc, "--since", s, &ms);
	dup2(err, STDERR_FILENO);
	close(err);
	close(null);
	return rc == 0 ? ms : NO;
}

static int64_t
parse(const char *s, size_t n, unsigned flags)
{
	int64_t ms = 0;

	return isotime_parse(s, n, flags, &ms) == 0 ? ms : NO;
}

static int64_t
stamp(const char *s, size_t n)
{
	return parse(s, n, 0);
}

/* An event's time v (JSON) as format_time_ms() (json 0) or stats
 * (json 1) read it. */
static int64_t
event(const char *v, size_t n, int json)
{
	struct json_span sp = { v, n };
	int64_t ms = 0;

	if (json)
		return cmd_time_json(sp, &ms) == 0 ? ms : NO;
	return format_time_ms(sp, &ms) == 0 ? ms : NO;
}

static void
test_readers(void)
{
	char q[256];

	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct row *r = &rows[i];
		size_t n = strlen(r->s);

		is_int(option(r->s), r->opt, "option: '%s'", r->s);
		is_int(parse(r->s, n, ISOTIME_OPTION), r->opt,
		    "  isotime_parse(ISOTIME_OPTION)");
		is_int(stamp(r->s, n), r->stamp, "stamp: '%s'", r->s);
		q[0] = '"';
		memcpy(q + 1, r->s, n);
		q[n + 1] = '"';
		is_int(event(q, n + 2, 0), r->event, "event: \"%s\"", r->s);
		is_int(event(q, n + 2, 1), r->json, "stats: \"%s\"", r->s);
	}
	for (size_t i = 0; i < sizeof(jrows) / sizeof(jrows[0]); i++) {
		const struct jrow *r = &jrows[i];

		is_int(event(r->v, strlen(r->v), 0), r->event, "event: %s", r->v);
		is_int(event(r->v, strlen(r->v), 1), r->json, "stats: %s", r->v);
	}
	/* A stamp is read from its first n bytes alone (an agent file's
	 * "2024-05-01T12:00:00.123Z", its first 19). */
	is_int(stamp("2024-05-01T12:00:00.123Z", 19), INT64_C(1714564800000),
	    "stamp: the first 19 bytes");
	is_int(stamp("2024-05-01T12:00:00.123Z", 21), INT64_C(1714564800100),
	    "stamp: the first 21 bytes (a fraction of one digit)");
	is_int(stamp("2024-05-01T12:00:00.123Z", 20), NO,
	    "stamp: cut after the dot");
	is_int(stamp("2024-05-01T12:00:0", 18), NO, "stamp: too short");
}

/* Each flag alone. */
static void
test_flags(void)
{
	static const struct {
		const char	*s;
		unsigned	 flags;
		int64_t		 want;
	} t[] = {
		{ "2024-05-01", ISOTIME_DATE, T(1714521600000) },
		{ "2024-05-01T12:00", ISOTIME_DATE, NO },
		{ "2024-05-01T12:00", ISOTIME_MINUTES, T(1714564800000) },
		{ "2024-05-01T12:00Z", ISOTIME_MINUTES, T(1714564800000) },
		{ "2024-05-01", ISOTIME_MINUTES, NO },
		{ "2024-05-01T12:00+02:00", ISOTIME_MINUTES, NO },
		{ "2024-05-01T12:00:00+02:00", ISOTIME_OFFSET, T(1714557600000) },
		{ "2024-05-01T12:00+02:00", ISOTIME_OFFSET, NO },
		{ "2024-05-01+02:00", ISOTIME_OFFSET | ISOTIME_DATE, NO },
		{ "2023-02-29T00:00:00", ISOTIME_DAY, NO },
		{ "2023-02-28T00:00:00", ISOTIME_DAY, T(1677542400000) },
		{ "2024-01-31T23:59:60", ISOTIME_DAY, NO },
		{ "2024-06-01T12:00:60", ISOTIME_DAY, T(1717243260000) },
		{ "2023-02-29", ISOTIME_DATE, T(1677628800000) },
	};

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		is_int(parse(t[i].s, strlen(t[i].s), t[i].flags), t[i].want,
		    "flags %#x: '%s'", t[i].flags, t[i].s);
}

static void
test_writers(void)
{
	for (size_t i = 0; i < sizeof(frows) / sizeof(frows[0]); i++) {
		const struct frow *r = &frows[i];
		struct buf b = BUF_INIT;

		isotime_add(&b, r->ms, ISOTIME_FULL);
		is_str(b.p, r->iso, "iso: %lld", (long long)r->ms);
		buf_reset(&b);
		isotime_add(&b, r->ms, ISOTIME_SQL);
		is_str(b.p, r->sql, "sql: %lld", (long long)r->ms);
		buf_release(&b);
	}
}

int
main(void)
{
	test_readers();
	test_flags();
	test_writers();
	return tap_done();
}
