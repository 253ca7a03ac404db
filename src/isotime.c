/* isotime.c - ISO-8601 times in UTC; see isotime.h. */
#include <string.h>
#include <time.h>

#include "isotime.h"

/* The number in s[0..n), all digits, within [lo, hi]; -1 if not. */
static int
digits(const char *s, size_t n, int lo, int hi)
{
	int v = 0;

	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v >= lo && v <= hi ? v : -1;
}

/* "+HH[:]MM" or "-HH[:]MM" at s[*i], *i < n: its seconds east of UTC in
 * *east, *i past it; -1 if it is not one. */
static int
offset(const char *s, size_t n, size_t *i, int *east)
{
	size_t k = *i;
	int sign = s[k] == '+' ? 1 : -1, oh, om;

	if (n < k + 3 || (oh = digits(s + k + 1, 2, 0, 23)) == -1)
		return -1;
	k += 3 + (k + 3 < n && s[k + 3] == ':');
	if (n < k + 2 || (om = digits(s + k, 2, 0, 59)) == -1)
		return -1;
	*i = k + 2;
	*east = sign * (oh * 3600 + om * 60);
	return 0;
}

/* The time of day at s[*i] ("T" or " " first) into tm, its fraction in
 * *frac and its offset in *east, *i past them; -1 if it is not one. */
static int
time_of_day(const char *s, size_t n, unsigned flags, size_t *i,
    struct tm *tm, int *frac, int *east)
{
	size_t k = *i;
	int scale = 100;

	if ((s[k] != 'T' && s[k] != ' ') || n < k + 6 || s[k + 3] != ':' ||
	    (tm->tm_hour = digits(s + k + 1, 2, 0, 23)) == -1 ||
	    (tm->tm_min = digits(s + k + 4, 2, 0, 59)) == -1)
		return -1;
	k += 6;
	if (k < n && s[k] == ':') {
		if (n < k + 3 || (tm->tm_sec = digits(s + k + 1, 2, 0, 60)) == -1)
			return -1;
		k += 3;
		if (k < n && s[k] == '.') {
			if (++k == n || s[k] < '0' || s[k] > '9')
				return -1;
			for (; k < n && s[k] >= '0' && s[k] <= '9'; k++, scale /= 10)
				*frac += (s[k] - '0') * scale;
		}
	} else if (!(flags & ISOTIME_MINUTES))
		return -1;
	if (k < n && s[k] == 'Z')
		k++;
	else if ((flags & ISOTIME_OFFSET) && k < n &&
	    (s[k] == '+' || s[k] == '-') && offset(s, n, &k, east) == -1)
		return -1;
	*i = k;
	return 0;
}

int
isotime_parse(const char *s, size_t n, unsigned flags, int64_t *ms)
{
	struct tm tm;
	time_t secs;
	size_t i = 10;
	int frac = 0, east = 0, day;

	memset(&tm, 0, sizeof(tm));
	if (n < 10 || s[4] != '-' || s[7] != '-' ||
	    (tm.tm_year = digits(s, 4, 1970, 9999)) == -1 ||
	    (tm.tm_mon = digits(s + 5, 2, 1, 12)) == -1 ||
	    (tm.tm_mday = digits(s + 8, 2, 1, 31)) == -1)
		return -1;
	if (n == 10 && !(flags & ISOTIME_DATE))
		return -1;
	if (i < n && time_of_day(s, n, flags, &i, &tm, &frac, &east) == -1)
		return -1;
	if (i != n)
		return -1;
	day = tm.tm_mday;
	tm.tm_year -= 1900;
	tm.tm_mon--;
	if ((secs = timegm(&tm)) == (time_t)-1)
		return -1;
	if ((flags & ISOTIME_DAY) && tm.tm_mday != day)
		return -1;	/* timegm() moved 2024-02-31 to March 2nd */
	*ms = ((int64_t)secs - east) * 1000 + frac;
	return 0;
}

void
isotime_add(struct buf *b, int64_t ms, enum isotime_form form)
{
	struct tm tm;
	time_t secs;
	int frac;

	if (form == ISOTIME_SQL && ms < 0)
		ms = 0;		/* no SQL text time is before 1970 */
	secs = (time_t)(ms / 1000 - (ms % 1000 < 0));	/* rounded down */
	frac = (int)(ms - (int64_t)secs * 1000);
	if (gmtime_r(&secs, &tm) == NULL) {
		if (form == ISOTIME_SQL)
			buf_adds(b, "1970-01-01 00:00:00");
		else
			buf_addf(b, "%lld", (long long)ms);
		return;
	}
	buf_addf(b, "%04d-%02d-%02d%c%02d:%02d:%02d", tm.tm_year + 1900,
	    tm.tm_mon + 1, tm.tm_mday, form == ISOTIME_SQL ? ' ' : 'T',
	    tm.tm_hour, tm.tm_min, tm.tm_sec);
	if (form == ISOTIME_FULL)
		buf_addf(b, ".%03dZ", frac);
	else if (frac != 0)
		buf_addf(b, ".%03d", frac);
}
