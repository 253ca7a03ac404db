/*
 * tap.h - a tiny TAP producer for the unit tests, read by prove.
 *
 * Each check prints "ok N - name" or "not ok N - name" plus a diagnostic;
 * tap_done() prints the plan and returns the exit status (0 if all passed).
 */
#ifndef TAP_H
#define TAP_H

#include <stddef.h>

int	ok(int cond, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int	is_int(long long got, long long want, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
int	is_str(const char *got, const char *want, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
int	is_mem(const void *got, size_t gn, const void *want, size_t wn,
	    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
int	tap_done(void);

#endif
