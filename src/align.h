/*
 * align.h - two sequences of 64-bit values (digests of items, of shapes,
 * of array elements) aligned as diff(1) aligns lines: a longest common
 * subsequence, found by Myers' O(ND) algorithm in its linear-space form
 * (the middle snake, as git's xdiff and GNU diff do it).
 *
 * align_diff() marks each element that is not in the common subsequence
 * (1: removed from a, or added in b; 0: kept).  Before the search it
 * strips the common prefix and suffix, and sets apart the elements whose
 * value the other side lacks altogether (they cannot be in any common
 * subsequence), so that two sequences with little in common cost little.
 * The result is a longest common subsequence (the minimal edit script)
 * while the sequences differ in fewer than 256 places (or the square root
 * of their length, if more): past that a split settles for the furthest
 * point its search reached, as git's xdiff does, and the script is a
 * common subsequence, maybe not the longest, found in bounded time.  It is
 * always the same one for the same input: ties go as the algorithm's fixed
 * order of search takes them, nothing is random.
 *
 * align_next() walks the marks as hunks: each a run of removed elements
 * of a and added ones of b between two kept pairs, in order.
 *
 * Cost: time O((N + M) D) for D edits between the elements that both sides
 * hold, D bounded as above; memory O(N + M) (two arrays of N + M + 3
 * offsets, tables of the values); the recursion is O(log(N + M)) deep.
 * Allocation failure is fatal (xalloc.h); nothing else fails.
 *
 * Ownership: the sequences and the marks are the caller's; nothing is
 * kept between calls.
 */
#ifndef ALIGN_H
#define ALIGN_H

#include <stddef.h>
#include <stdint.h>

/* Mark ca[0..na) and cb[0..nb) (set here, every one) as above. */
void	align_diff(const uint64_t *a, size_t na, const uint64_t *b, size_t nb,
	    unsigned char *ca, unsigned char *cb);

/* A hunk: a[a..a + na) removed, b[b..b + nb) added in their place (one of
 * the counts may be 0: a's hunk is then at a, before element a). */
struct align_hunk {
	size_t	a, na, b, nb;
};

/* The next hunk from *i in a and *j in b (both 0 at first), which it moves
 * past the hunk: 1 with *h set, 0 after the last. */
int	align_next(const unsigned char *ca, size_t na, const unsigned char *cb,
	    size_t nb, size_t *i, size_t *j, struct align_hunk *h);

#endif
