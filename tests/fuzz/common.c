/* common.c - helpers shared by the fuzz targets; see fuzz.h. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "json.h"

/* In sanitizer builds: prints "SUMMARY: ..." where the sanitizers report,
 * which stays open when libFuzzer runs with -close_fd_mask=2. */
void	__sanitizer_report_error_summary(const char *) __attribute__((weak));

void
fuzz_fail(const char *file, int line, const char *what)
{
	char msg[512];

	snprintf(msg, sizeof(msg), "fuzz_%s: %s:%d: check failed: %s", fuzz_name,
	    file, line, what);
	fprintf(stderr, "%s\n", msg);
	fflush(stderr);
	if (__sanitizer_report_error_summary != NULL)
		__sanitizer_report_error_summary(msg);
	abort();
}

int
fuzz_json_value(const char *p, size_t n)
{
	struct json_scan js;

	return json_scan(p, n, &js) == JSON_OK && js.start == 0 && js.end == n;
}

int
fuzz_json_canonical(const char *p, size_t n)
{
	struct json_scan js;

	return json_scan(p, n, &js) == JSON_OK && js.start == 0 && js.end == n &&
	    !js.spaced;
}

int
fuzz_has_control(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)p[i] < 0x20)
			return 1;
	return 0;
}

uint64_t
fuzz_hash(const void *p, size_t n)
{
	const unsigned char *s = p;
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < n; i++)
		h = (h ^ s[i]) * UINT64_C(0x100000001b3);
	return h;
}
