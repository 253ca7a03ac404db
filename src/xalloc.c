/* xalloc.c - allocation that cannot fail; see xalloc.h. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "xalloc.h"

static void
oom(size_t n)
{
	fprintf(stderr, "transcript: out of memory (%zu bytes)\n", n);
	exit(ST_IO);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		oom(n);
	return p;
}

void *
xcalloc(size_t nmemb, size_t sz)
{
	void *p = calloc(nmemb ? nmemb : 1, sz ? sz : 1);

	if (p == NULL)
		oom(nmemb * sz);
	return p;
}

void *
xrealloc(void *old, size_t n)
{
	void *p = realloc(old, n ? n : 1);

	if (p == NULL)
		oom(n);
	return p;
}

char *
xstrdup(const char *s)
{
	return xmemdup(s, strlen(s));
}

char *
xmemdup(const void *s, size_t n)
{
	char *p;

	if (n == SIZE_MAX)
		oom(n);
	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
xgrow(void *vp, size_t *alloc, size_t need, size_t sz)
{
	void **v = vp;
	size_t n;

	if (need <= *alloc)
		return;
	n = *alloc < 16 ? 16 : *alloc;
	while (n < need) {
		if (n > SIZE_MAX / 2)
			oom(SIZE_MAX);
		n *= 2;
	}
	if (n > SIZE_MAX / sz)
		oom(SIZE_MAX);
	*v = xrealloc(*v, n * sz);
	*alloc = n;
}
