/* t_buf.c - the byte buffer. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "tap.h"

int
main(void)
{
	struct buf b = BUF_INIT;
	char *p;

	buf_add(&b, "ab", 2);
	buf_addc(&b, 'c');
	buf_adds(&b, "de");
	buf_addf(&b, "%d-%s", 42, "x");
	is_str(b.p, "abcde42-x", "add, addc, adds, addf");
	ok(b.p[b.len] == '\0', "always NUL-terminated");
	for (int i = 0; i < 1000; i++)
		buf_addf(&b, "%0100d", i);
	is_int((long long)b.len, 9 + 100000, "addf grows past its guess");
	buf_setlen(&b, 3);
	is_str(b.p, "abc", "setlen");
	buf_reset(&b);
	is_int((long long)b.len, 0, "reset");
	buf_add(&b, "a\0b", 3);
	is_int((long long)b.len, 3, "binary data");
	p = buf_detach(&b);
	ok(p != NULL && memcmp(p, "a\0b", 3) == 0 && b.p == NULL, "detach");
	free(p);
	p = buf_detach(&b);
	ok(p != NULL && *p == '\0', "detach of an empty buffer");
	free(p);
	buf_release(&b);
	buf_release(&b);
	ok(1, "release twice is safe");
	return tap_done();
}
