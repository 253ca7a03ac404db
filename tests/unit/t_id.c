/* t_id.c - session ids and their file-name encoding. */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "id.h"
#include "tap.h"

static void
roundtrip(const char *id, const char *want)
{
	struct buf enc = BUF_INIT, dec = BUF_INIT;

	is_int(id_encode(id, &enc), ST_OK, "encode '%s'", id);
	is_str(enc.p, want, "  encoded");
	is_int(id_decode(enc.p, enc.len, &dec), 0, "  decodes");
	is_str(dec.p, id, "  round-trips");
	buf_release(&enc);
	buf_release(&dec);
}

static void
refused(const char *name)
{
	struct buf dec = BUF_INIT;

	is_int(id_decode(name, strlen(name), &dec), -1, "not canonical: '%s'", name);
	buf_release(&dec);
}

int
main(void)
{
	struct buf b = BUF_INIT;
	char longid[400];

	roundtrip("plain-id_1", "plain-id_1");
	roundtrip("a.b", "a.b");
	roundtrip(".", "%2E");
	roundtrip("..", "%2E.");
	roundtrip(".hidden", "%2Ehidden");
	roundtrip("a/b", "a%2Fb");
	roundtrip("a/../../x", "a%2F..%2F..%2Fx");
	roundtrip("/etc/passwd", "%2Fetc%2Fpasswd");
	roundtrip("user-42:billing", "user-42%3Abilling");
	roundtrip("\xe6\x97\xa5\xe6\x9c\xac", "%E6%97%A5%E6%9C%AC");
	roundtrip("with space", "with%20space");
	roundtrip("100%", "100%25");
	roundtrip("tab\there", "tab%09here");
	refused("a%2fb");	/* lower-case hex */
	refused("%61");		/* 'a' need not be encoded */
	refused("a.%2E");	/* an inner '.' need not be encoded */
	refused(".x");		/* a leading '.' must be */
	refused("a b");		/* a space must be */
	refused("a%2");		/* cut escape */
	refused("%FF");		/* not UTF-8 */
	refused("");
	memset(longid, 'x', sizeof(longid) - 1);
	longid[sizeof(longid) - 1] = '\0';
	fputs("# expect a message about a long id:\n", stderr);
	is_int(id_encode(longid, &b), ST_USAGE, "a 399-byte id is too long");
	longid[ID_NAME_MAX] = '\0';
	is_int(id_encode(longid, &b), ST_OK, "a %d-byte id is fine", ID_NAME_MAX);
	ok(id_valid("x", 1) && !id_valid("", 0) && !id_valid("a\0b", 3) &&
	    !id_valid("\xff", 1), "id_valid");
	buf_release(&b);
	return tap_done();
}
