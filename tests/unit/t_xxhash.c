/*
 * t_xxhash.c - XXH64 against xxhashjs 0.2.2 (what AgentKit's checksums
 * are made with), whole and fed in pieces of every size.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "tap.h"
#include "xxhash.h"

static const struct {
	const char	*s;
	uint64_t	 h;
} vec[] = {
	{ "", UINT64_C(17241709254077376921) },
	{ "a", UINT64_C(15154266338359012955) },
	{ "abc", UINT64_C(4952883123889572249) },
	{ "0123456789abcdefghijklmnopqrstuvwxyz!", UINT64_C(15990549382678089506) },
	{ "R\xc3\xa9ponds en \xf0\x9f\x87\xab\xf0\x9f\x87\xb7 "
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
	    UINT64_C(12529423699685399490) },
	/* an AgentResult's checksum (fixtures/native/agentkit-pg.sql) */
	{ "[{\"type\":\"text\",\"role\":\"assistant\",\"content\":\"It is 18\xc2\xb0"
	    "C and cloudy in Paris.\",\"stop_reason\":\"stop\"}]Fri Mar 06 2026 "
	    "10:00:02 GMT+0000 (Coordinated Universal Time)",
	    UINT64_C(4152293024058864989) },
};

int
main(void)
{
	struct xxh64_state s;

	for (size_t i = 0; i < sizeof(vec) / sizeof(vec[0]); i++) {
		size_t n = strlen(vec[i].s);
		int same = 1;

		is_int(xxh64(vec[i].s, n, 0) == vec[i].h, 1,
		    "xxh64 of a %zu-byte text", n);
		for (size_t step = 1; step <= 33; step++) {
			xxh64_init(&s, 0);
			for (size_t k = 0; k < n; k += step)
				xxh64_update(&s, vec[i].s + k,
				    n - k < step ? n - k : step);
			same &= xxh64_final(&s) == vec[i].h;
		}
		is_int(same, 1, "... fed in pieces of 1 to 33 bytes");
	}
	is_int(xxh64("abc", 3, 1) != xxh64("abc", 3, 0), 1, "the seed counts");
	return tap_done();
}
