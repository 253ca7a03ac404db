/*
 * xxhash.h - XXH64, Yann Collet's 64-bit non-cryptographic hash, as the
 * xxHash specification (doc/xxhash_spec.md, version 0.1.1) defines it:
 * what AgentKit's AgentResult.checksum is (xxhashjs's h64 of the UTF-8 of
 * a string, seed 0, written in decimal).
 *
 * Guarantees: the value of the specification for every input, on any
 * byte order and alignment; nothing is allocated.
 */
#ifndef XXHASH_H
#define XXHASH_H

#include <stddef.h>
#include <stdint.h>

/* The XXH64 of p[0..n) with seed. */
uint64_t	xxh64(const void *p, size_t n, uint64_t seed);

/*
 * The same fed in pieces: xxh64_init(), xxh64_update() for each piece in
 * order, then xxh64_final(), which does not change the state.
 */
struct xxh64_state {
	uint64_t	 v[4];
	uint64_t	 total;
	uint64_t	 seed;
	unsigned char	 buf[32];
	size_t		 held;
};
void		xxh64_init(struct xxh64_state *, uint64_t seed);
void		xxh64_update(struct xxh64_state *, const void *p, size_t n);
uint64_t	xxh64_final(const struct xxh64_state *);

#endif
