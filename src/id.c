/* id.c - session ids and their reversible file-name encoding; see id.h. */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "id.h"
#include "json.h"

static int
id_safe(unsigned char c, size_t i)
{
	if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-')
		return 1;
	return c == '.' && i > 0;
}

int
id_valid(const char *id, size_t n)
{
	return n > 0 && memchr(id, '\0', n) == NULL && json_utf8_valid(id, n);
}

int
id_check(const char *id)
{
	if (*id == '\0')
		return fail(ST_USAGE, "a session id must not be empty");
	if (!json_utf8_valid(id, strlen(id)))
		return fail(ST_USAGE, "session id is not valid UTF-8");
	return ST_OK;
}

int
id_encode(const char *id, struct buf *out)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t start = out->len;

	for (size_t i = 0; id[i] != '\0'; i++) {
		unsigned char c = (unsigned char)id[i];

		if (id_safe(c, i)) {
			buf_addc(out, c);
		} else {
			buf_addc(out, '%');
			buf_addc(out, hex[c >> 4]);
			buf_addc(out, hex[c & 15]);
		}
	}
	if (out->len - start > ID_NAME_MAX) {
		buf_setlen(out, start);
		return fail(ST_USAGE, "session id too long for a file name "
		    "(encoded it exceeds %d bytes); use a sqlite store",
		    ID_NAME_MAX);
	}
	return ST_OK;
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;		/* lower case is not canonical */
}

int
id_decode(const char *name, size_t n, struct buf *out)
{
	size_t start = out->len;

	if (n == 0 || n > ID_NAME_MAX)
		return -1;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)name[i];
		int hi, lo;

		if (c != '%') {
			if (!id_safe(c, i))
				return -1;
			buf_addc(out, c);
			continue;
		}
		if (i + 2 >= n)
			return -1;
		if ((hi = hexval(name[i + 1])) < 0 || (lo = hexval(name[i + 2])) < 0)
			return -1;
		c = (unsigned char)(hi << 4 | lo);
		if (id_safe(c, out->len - start))
			return -1;	/* encoded although it need not be */
		buf_addc(out, c);
		i += 2;
	}
	if (!id_valid(out->p + start, out->len - start))
		return -1;
	return 0;
}

int
id_uuid_random(struct buf *out)
{
	unsigned char b[16];
	FILE *f;
	size_t got = 0;

	if ((f = fopen("/dev/urandom", "rb")) != NULL) {
		got = fread(b, 1, sizeof(b), f);
		fclose(f);
	}
	if (got != sizeof(b))
		return fail_errno(ST_IO, "/dev/urandom: cannot read");
	b[6] = (b[6] & 0x0f) | 0x40;	/* version 4 */
	b[8] = (b[8] & 0x3f) | 0x80;	/* RFC 4122 variant */
	for (size_t i = 0; i < sizeof(b); i++)
		buf_addf(out, "%s%02x", i == 4 || i == 6 || i == 8 || i == 10 ?
		    "-" : "", b[i]);
	return ST_OK;
}
