/*
 * xxhash.c - XXH64 (xxhash.h), from the specification: four lanes of
 * 8-byte words over 32-byte stripes, then the rest of the input in 8-,
 * 4- and 1-byte steps, then the avalanche.
 */
#include <string.h>

#include "xxhash.h"

#define P1	UINT64_C(0x9E3779B185EBCA87)
#define P2	UINT64_C(0xC2B2AE3D27D4EB4F)
#define P3	UINT64_C(0x165667B19E3779F9)
#define P4	UINT64_C(0x85EBCA77C2B2AE63)
#define P5	UINT64_C(0x27D4EB2F165667C5)

static uint64_t
rotl(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

/* Little-endian reads, whatever the host. */
static uint64_t
read64(const unsigned char *p)
{
	uint64_t v = 0;

	for (int i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static uint32_t
read32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

static uint64_t
round64(uint64_t acc, uint64_t lane)
{
	return rotl(acc + lane * P2, 31) * P1;
}

static uint64_t
merge(uint64_t acc, uint64_t v)
{
	return (acc ^ round64(0, v)) * P1 + P4;
}

void
xxh64_init(struct xxh64_state *s, uint64_t seed)
{
	memset(s, 0, sizeof(*s));
	s->seed = seed;
	s->v[0] = seed + P1 + P2;
	s->v[1] = seed + P2;
	s->v[2] = seed;
	s->v[3] = seed - P1;
}

static void
stripe(struct xxh64_state *s, const unsigned char *p)
{
	for (int i = 0; i < 4; i++)
		s->v[i] = round64(s->v[i], read64(p + 8 * i));
}

void
xxh64_update(struct xxh64_state *s, const void *data, size_t n)
{
	const unsigned char *p = data;
	size_t k;

	s->total += n;
	if (s->held > 0) {
		k = 32 - s->held < n ? 32 - s->held : n;
		memcpy(s->buf + s->held, p, k);
		s->held += k;
		p += k;
		n -= k;
		if (s->held < 32)
			return;
		stripe(s, s->buf);
		s->held = 0;
	}
	for (; n >= 32; p += 32, n -= 32)
		stripe(s, p);
	memcpy(s->buf, p, n);
	s->held = n;
}

uint64_t
xxh64_final(const struct xxh64_state *s)
{
	const unsigned char *p = s->buf, *end = s->buf + s->held;
	uint64_t h;

	if (s->total >= 32) {
		h = rotl(s->v[0], 1) + rotl(s->v[1], 7) + rotl(s->v[2], 12) +
		    rotl(s->v[3], 18);
		for (int i = 0; i < 4; i++)
			h = merge(h, s->v[i]);
	} else
		h = s->seed + P5;
	h += s->total;
	for (; end - p >= 8; p += 8)
		h = rotl(h ^ round64(0, read64(p)), 27) * P1 + P4;
	if (end - p >= 4) {
		h = rotl(h ^ (uint64_t)read32(p) * P1, 23) * P2 + P3;
		p += 4;
	}
	for (; p < end; p++)
		h = rotl(h ^ *p * P5, 11) * P1;
	h ^= h >> 33;
	h *= P2;
	h ^= h >> 29;
	h *= P3;
	h ^= h >> 32;
	return h;
}

uint64_t
xxh64(const void *p, size_t n, uint64_t seed)
{
	struct xxh64_state s;

	xxh64_init(&s, seed);
	xxh64_update(&s, p, n);
	return xxh64_final(&s);
}
