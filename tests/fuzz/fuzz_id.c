/*
 * fuzz_id.c - session ids and their file-name encoding (id.h).
 *
 * The input as an id: a valid one encodes to a safe file name (only
 * [A-Za-z0-9_.%-], no leading '.', at most ID_NAME_MAX bytes) that decodes
 * back to it, or is refused exactly when that name would be too long.
 * The input as a file name: id_decode() accepts only canonical names, so
 * what it decodes encodes back to the same name.  Both append to buffers
 * that already hold something, which must stay as it was.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "fuzz.h"
#include "id.h"

const char fuzz_name[] = "id";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

static int
name_byte(unsigned char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' || c == '%';
}

/* The length of id's encoded name. */
static size_t
encoded_len(const char *id, size_t n)
{
	size_t len = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)id[i];

		len += name_byte(c) && c != '%' && (c != '.' || i > 0) ? 1 : 3;
	}
	return len;
}

static void
as_id(const char *in, size_t n)
{
	struct buf id = BUF_INIT, enc = BUF_INIT, dec = BUF_INIT;

	buf_add(&id, in, n);
	if (!id_valid(in, n)) {
		if (n > 0 && memchr(in, '\0', n) == NULL)
			FUZZ_ASSERT(id_check(id.p) == ST_USAGE);
		goto out;
	}
	FUZZ_ASSERT(id_check(id.p) == ST_OK);
	buf_adds(&enc, "/");
	if (id_encode(id.p, &enc) != ST_OK) {
		FUZZ_ASSERT(enc.len == 1 && encoded_len(in, n) > ID_NAME_MAX);
		goto out;
	}
	FUZZ_ASSERT(enc.len - 1 == encoded_len(in, n));
	FUZZ_ASSERT(enc.len - 1 >= n && enc.len - 1 <= ID_NAME_MAX);
	FUZZ_ASSERT(enc.p[0] == '/' && enc.p[1] != '.');
	for (size_t i = 1; i < enc.len; i++)
		FUZZ_ASSERT(name_byte((unsigned char)enc.p[i]));
	buf_adds(&dec, "%");
	FUZZ_ASSERT(id_decode(enc.p + 1, enc.len - 1, &dec) == 0);
	FUZZ_ASSERT(dec.len - 1 == n && memcmp(dec.p + 1, in, n) == 0);
out:
	buf_release(&id);
	buf_release(&enc);
	buf_release(&dec);
}

static void
as_name(const char *in, size_t n)
{
	struct buf dec = BUF_INIT, enc = BUF_INIT;

	buf_adds(&dec, ".");
	if (id_decode(in, n, &dec) != 0)
		goto out;
	FUZZ_ASSERT(n > 0 && n <= ID_NAME_MAX && in[0] != '.');
	FUZZ_ASSERT(dec.p[0] == '.' && id_valid(dec.p + 1, dec.len - 1));
	buf_adds(&enc, "%");
	FUZZ_ASSERT(id_encode(dec.p + 1, &enc) == ST_OK);
	FUZZ_ASSERT(enc.len - 1 == n && memcmp(enc.p + 1, in, n) == 0);
out:
	buf_release(&dec);
	buf_release(&enc);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	as_id((const char *)data, n);
	as_name((const char *)data, n);
	return 0;
}
