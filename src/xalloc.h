/*
 * xalloc.h - allocation that cannot fail.
 *
 * On exhaustion these print a message and exit with ST_IO: the only exit
 * outside main().  Everything they return belongs to the caller (free()).
 */
#ifndef XALLOC_H
#define XALLOC_H

#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
char	*xstrdup(const char *);
char	*xmemdup(const void *, size_t);	/* adds a NUL after n bytes */
/* Grow *v (elements of size sz) so that it holds at least need; *alloc is
 * its capacity.  Overflow-checked. */
void	 xgrow(void *v, size_t *alloc, size_t need, size_t sz);

#define nitems(a)	(sizeof(a) / sizeof((a)[0]))

#endif
