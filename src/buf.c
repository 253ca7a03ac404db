/* buf.c - growable byte buffer; see buf.h. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "xalloc.h"

void
buf_grow(struct buf *b, size_t extra)
{
	if (extra > SIZE_MAX - b->len - 1)
		xgrow(&b->p, &b->alloc, SIZE_MAX, 1);	/* reports OOM */
	if (b->len + extra + 1 > b->alloc) {
		xgrow(&b->p, &b->alloc, b->len + extra + 1, 1);
		b->p[b->len] = '\0';
	}
}

void
buf_add(struct buf *b, const void *data, size_t n)
{
	buf_grow(b, n);
	if (n > 0)
		memcpy(b->p + b->len, data, n);
	b->len += n;
	b->p[b->len] = '\0';
}

void
buf_addc(struct buf *b, int c)
{
	if (b->len + 2 > b->alloc)
		buf_grow(b, 1);
	b->p[b->len++] = (char)c;
	b->p[b->len] = '\0';
}

void
buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_addf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(b, fmt, ap);
	va_end(ap);
}

void
buf_vaddf(struct buf *b, const char *fmt, va_list ap)
{
	va_list again;
	int n;

	buf_grow(b, 64);
	va_copy(again, ap);
	n = vsnprintf(b->p + b->len, b->alloc - b->len, fmt, ap);
	if (n >= 0 && (size_t)n >= b->alloc - b->len) {
		buf_grow(b, (size_t)n);
		vsnprintf(b->p + b->len, b->alloc - b->len, fmt, again);
	}
	va_end(again);
	if (n >= 0)
		b->len += (size_t)n;
	else
		b->p[b->len] = '\0';	/* an encoding error: nothing added */
}

void
buf_setlen(struct buf *b, size_t len)
{
	if (b->p == NULL || len > b->len)
		return;
	b->len = len;
	b->p[len] = '\0';
}

void
buf_reset(struct buf *b)
{
	buf_setlen(b, 0);
}

void
buf_release(struct buf *b)
{
	free(b->p);
	b->p = NULL;
	b->len = b->alloc = 0;
}

char *
buf_detach(struct buf *b)
{
	char *p;

	buf_grow(b, 0);
	p = b->p;
	b->p = NULL;
	b->len = b->alloc = 0;
	return p;
}
