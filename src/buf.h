/*
 * buf.h - a growable byte buffer, the only string builder.
 *
 * A struct buf owns p.  Once anything was added, p[len] is always '\0', so
 * buf.p can be used as a C string when the contents hold no NUL.
 * buf_release() frees p and resets the buffer to BUF_INIT; buf_reset() keeps
 * the memory for reuse.  buf_detach() hands p to the caller.
 */
#ifndef BUF_H
#define BUF_H

#include <stdarg.h>
#include <stddef.h>

struct buf {
	char	*p;
	size_t	 len;
	size_t	 alloc;
};
#define BUF_INIT	{ NULL, 0, 0 }

void	 buf_grow(struct buf *, size_t extra);	/* room for extra + NUL */
void	 buf_add(struct buf *, const void *, size_t);
void	 buf_addc(struct buf *, int);
void	 buf_adds(struct buf *, const char *);
void	 buf_addf(struct buf *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	 buf_vaddf(struct buf *, const char *fmt, va_list)
	    __attribute__((format(printf, 2, 0)));
void	 buf_setlen(struct buf *, size_t);	/* len <= current len */
void	 buf_reset(struct buf *);
void	 buf_release(struct buf *);
char	*buf_detach(struct buf *);		/* never NULL; caller frees */

#endif
