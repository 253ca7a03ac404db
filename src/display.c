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
