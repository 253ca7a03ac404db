/*
 * find.h - substring search a block of bytes at a time (grep).
 *
 * find_init() picks two bytes of a needle, the rarest in transcripts by a
 * fixed ranking of bytes in JSON text, and find_in() looks for both, at
 * their distance apart, 32 bytes at a time (AVX2) or 16 (SSE2), comparing
 * the whole needle only where both are there, which in text is seldom.
 * Elsewhere, and for the last bytes of a haystack, one byte at a time
 * with memchr().  With icase, ASCII letters match in either case (the
 * needle is folded to lower case by find_init()); other bytes exactly.
 * find_init_range() makes a needle one of whose bytes stands for any byte
 * of a range ("\\u00" then '2' to '7': an escape of a printable ASCII
 * character); the range is checked in the same step as the two bytes.
 * Exact: find_in() returns what a byte-by-byte search would.
 *
 * Ownership: struct find holds a copy of the needle, freed by
 * find_release(); it is read-only once set up, so threads may share it.
 */
#ifndef FIND_H
#define FIND_H

#include <stddef.h>

struct find {
	char		*l;		/* the needle, folded with icase */
	size_t		 n;
	size_t		 a, b;		/* the two bytes looked for, a < b
					   unless n is 1 */
	int		 icase;
	int		 ranged;	/* find_init_range(): */
	size_t		 k;		/* the byte that stands for */
	unsigned char	 lo, hi;	/* any in lo..hi */
};

/* How common byte c is in transcripts: 0 is rarest. */
int		 find_rank(unsigned char c);
void		 find_init(struct find *, const char *needle, size_t n,
		    int icase);
/* The needle's byte k (not looked at) stands for any byte lo..hi. */
void		 find_init_range(struct find *, const char *needle, size_t n,
		    size_t k, unsigned char lo, unsigned char hi);
/* The first occurrence in h[0..hn), or NULL. */
const char	*find_in(const struct find *, const char *h, size_t hn);
void		 find_release(struct find *);
/* Tests: 0 one byte at a time, 1 up to SSE2, 2 up to AVX2 (default). */
void		 find_limit(int level);

#endif
