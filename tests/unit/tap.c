/* tap.c - see tap.h. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tap.h"

static int tests, failed;

static int
report(int cond, const char *fmt, va_list ap)
{
	printf("%sok %d - ", cond ? "" : "not ", ++tests);
	vprintf(fmt, ap);
	putchar('\n');
	if (!cond)
		failed++;
	return cond;
}

int
ok(int cond, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(cond, fmt, ap);
	va_end(ap);
	return cond;
}

int
is_int(long long got, long long want, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(got == want, fmt, ap);
	va_end(ap);
	if (got != want)
		printf("#   got: %lld\n#  want: %lld\n", got, want);
	return got == want;
}

int
is_str(const char *got, const char *want, const char *fmt, ...)
{
	int cond = got != NULL && want != NULL ? strcmp(got, want) == 0 : got == want;
	va_list ap;

	va_start(ap, fmt);
	report(cond, fmt, ap);
	va_end(ap);
	if (!cond)
		printf("#   got: '%s'\n#  want: '%s'\n", got ? got : "(null)",
		    want ? want : "(null)");
	return cond;
}

int
is_mem(const void *got, size_t gn, const void *want, size_t wn,
    const char *fmt, ...)
{
	int cond = gn == wn && (gn == 0 || memcmp(got, want, gn) == 0);
	va_list ap;

	va_start(ap, fmt);
	report(cond, fmt, ap);
	va_end(ap);
	if (!cond)
		printf("#   got: '%.*s' (%zu)\n#  want: '%.*s' (%zu)\n", (int)gn,
		    (const char *)got, gn, (int)wn, (const char *)want, wn);
	return cond;
}

int
tap_done(void)
{
	printf("1..%d\n", tests);
	return failed > 0;
}
