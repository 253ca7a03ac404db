/* display.c - text made safe for a terminal; see display.h. */
#include <inttypes.h>

#include "display.h"
#include "json.h"

int
display_hidden(uint32_t cp)
{
	return (cp >= 0x80 && cp <= 0x9F) || cp == 0x061C ||
	    (cp >= 0x200B && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202E) ||
	    (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF ||
	    (cp >= 0xFFF9 && cp <= 0xFFFB) || (cp >= 0xE0000 && cp <= 0xE007F);
}

void
display_add(struct buf *b, const char *s, size_t n, unsigned flags)
{
	int quote = (flags & DISPLAY_ID) != 0;
	size_t i = 0;

	while (i < n) {
		unsigned char c = (unsigned char)s[i];
		size_t run = i;
		uint32_t cp;
		int len;

		/* Printable ASCII goes in runs. */
		while (run < n && (unsigned char)s[run] >= 0x20 &&
		    (unsigned char)s[run] < 0x7F && (s[run] != '\\' || !quote))
			run++;
		if (run > i) {
			buf_add(b, s + i, run - i);
			i = run;
			continue;
		}
		if (c < 0x80) {
			if (c == '\\')
				buf_add(b, "\\\\", 2);
			else if (c == '\n')
				buf_add(b, "\\n", 2);
			else if (c == '\t')
				buf_add(b, "\\t", 2);
			else
				buf_addf(b, "\\x%02x", c);
			i++;
		} else if ((len = json_utf8_next(s + i, n - i, &cp)) == 0) {
			buf_addf(b, "\\x%02x", c);
			i++;
		} else {
			if (display_hidden(cp))
				buf_addf(b, "<U+%04" PRIX32 ">", cp);
			else
				buf_add(b, s + i, (size_t)len);
			i += (size_t)len;
		}
	}
}

void
display_flatten(struct buf *b, size_t from)
{
	for (size_t i = from; i < b->len; i++)
		if ((unsigned char)b->p[i] < 0x20)
			b->p[i] = ' ';
}

/* Display width of the code point cp: 2 for East Asian wide ones. */
static size_t
cp_width(uint32_t cp)
{
	if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
	    (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
	    (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
	    (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
	    (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD))
		return 2;
	return 1;
}

size_t
display_cut(struct buf *out, const char *s, size_t n, size_t cols)
{
	size_t i = 0, used = 0;

	while (i < n) {
		uint32_t cp;
		int ulen = json_utf8_next(s + i, n - i, &cp);
		size_t len = ulen > 0 ? (size_t)ulen : 1;
		size_t w = cp_width(cp);

		if (cols > 0 && used + w > cols - 3 && i + len < n) {
			/* Would the rest fit without cutting? */
			size_t rest = 0;

			for (size_t j = i; j < n; j++)
				rest += ((unsigned char)s[j] & 0xC0) != 0x80;
			if (used + rest > cols) {
				buf_add(out, "...", 3);
				return used + 3;
			}
		}
		buf_add(out, s + i, len);
		used += w;
		i += len;
	}
	return used;
}
