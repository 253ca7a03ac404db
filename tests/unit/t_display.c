/* t_display.c - text made safe for a terminal (display.h). */
#include <string.h>

#include "buf.h"
#include "display.h"
#include "json.h"
#include "tap.h"

/* Is out valid UTF-8 with no control (C0, DEL, C1) and no bidirectional
 * control?  (Written out again here, not display_hidden().) */
static int
clean(const char *out, size_t n)
{
	size_t i = 0;

	while (i < n) {
		uint32_t cp;
		int len = json_utf8_next(out + i, n - i, &cp);

		if (len == 0 || cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ||
		    (cp >= 0x202a && cp <= 0x202e) ||
		    (cp >= 0x2066 && cp <= 0x2069))
			return 0;
		i += (size_t)len;
	}
	return 1;
}

/* display_add(s[0..n), flags) must give want. */
static void
shows(const char *s, size_t n, unsigned flags, const char *want,
    const char *name)
{
	struct buf b = BUF_INIT;

	buf_adds(&b, "[");
	display_add(&b, s, n, flags);
	buf_adds(&b, "]");
	is_str(b.p, want, "%s", name);
	buf_release(&b);
}

#define SHOW(s, flags, want, name)	shows(s, sizeof(s) - 1, flags, want, name)

int
main(void)
{
	static const unsigned hidden[] = { 0x80, 0x9B, 0x9F, 0x061C, 0x200B,
	    0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2060, 0x2066, 0x2069,
	    0x206F, 0xFEFF, 0xFFF9, 0xFFFB, 0xE0000, 0xE0041, 0xE007F };
	static const unsigned shown[] = { 0x7E, 0xA0, 0xA9, 0x0600, 0x061B,
	    0x200A, 0x2010, 0x2027, 0x202F, 0x205F, 0x2070, 0xFEFE, 0xFF00,
	    0xFFFC, 0xFFFD, 0x1F600, 0xDFFFF, 0xE0080, 0x10FFFF };
	int all = 1;

	SHOW("plain text, 日本語 é", 0, "[plain text, 日本語 é]",
	    "printable ASCII and UTF-8 pass as they are");
	SHOW("", 0, "[]", "nothing adds nothing");
	SHOW("a\nb\tc\\d", DISPLAY_ID, "[a\\nb\\tc\\\\d]",
	    "ids: newline, tab and backslash as today");
	SHOW("a\nb\tc\\d", 0, "[a\\nb\\tc\\d]",
	    "texts and messages keep their backslashes");
	SHOW("\x1b[31mred\x1b[0m", 0, "[\\x1b[31mred\\x1b[0m]",
	    "ESC as \\x1b: an escape sequence is shown, not obeyed");
	SHOW("\r\x01\x7f", DISPLAY_ID, "[\\x0d\\x01\\x7f]",
	    "other C0 controls and DEL as \\xNN");
	shows("a\0b", 3, 0, "[a\\x00b]", "a NUL byte does not end the text");
	SHOW("\xc2\x9b" "2J", 0, "[<U+009B>2J]", "C1 CSI (U+009B) as <U+009B>");
	SHOW("\xc2\x85", 0, "[<U+0085>]", "C1 NEL as <U+0085>");
	SHOW("abc\xe2\x80\xae" "fed", 0, "[abc<U+202E>fed]",
	    "RIGHT-TO-LEFT OVERRIDE as <U+202E>");
	SHOW("\xe2\x81\xa6x\xe2\x81\xa9", DISPLAY_ID, "[<U+2066>x<U+2069>]",
	    "isolates as <U+2066>, <U+2069>");
	SHOW("a\xe2\x80\x8b" "b\xef\xbb\xbf", 0, "[a<U+200B>b<U+FEFF>]",
	    "zero width space and BOM inside text");
	SHOW("\xf3\xa0\x81\x81", 0, "[<U+E0041>]",
	    "a tag character (invisible ASCII) with five digits");
	SHOW("\x9b" "2J", 0, "[\\x9b2J]", "a lone C1 byte is not UTF-8: \\x9b");
	SHOW("\xff\xfe", DISPLAY_ID, "[\\xff\\xfe]", "bytes never in UTF-8");
	SHOW("\xc0\xaf", 0, "[\\xc0\\xaf]", "an overlong form, byte by byte");
	SHOW("\xed\xa0\x80", 0, "[\\xed\\xa0\\x80]", "a UTF-16 surrogate");
	SHOW("\xf4\x90\x80\x80", 0, "[\\xf4\\x90\\x80\\x80]", "above U+10FFFF");
	SHOW("\xe2\x80", 0, "[\\xe2\\x80]", "a sequence cut by the end");
	SHOW("\xe2\x80x", 0, "[\\xe2\\x80x]", "a sequence cut by ASCII");
	SHOW("\xe2\x80\xae\xe2", 0, "[<U+202E>\\xe2]",
	    "a good sequence, then a cut one");

	for (size_t i = 0; i < sizeof(hidden) / sizeof(hidden[0]); i++)
		all &= display_hidden(hidden[i]);
	ok(all, "display_hidden: C1, bidi and invisible format characters");
	all = 1;
	for (size_t i = 0; i < sizeof(shown) / sizeof(shown[0]); i++)
		all &= !display_hidden(shown[i]);
	ok(all, "display_hidden: their neighbours are shown");

	/* Every byte value alone: the result is printable ASCII or valid
	 * UTF-8 without any control. */
	all = 1;
	for (unsigned c = 0; c < 256; c++) {
		struct buf b = BUF_INIT;
		char ch = (char)c;

		display_add(&b, &ch, 1, DISPLAY_ID);
		for (size_t i = 0; i < b.len; i++)
			if ((unsigned char)b.p[i] < 0x20 ||
			    (unsigned char)b.p[i] >= 0x7f)
				all &= c >= 0x20 && c < 0x7f;
		buf_release(&b);
	}
	ok(all, "no single byte passes as a control or a non-ASCII byte");

	/* Random strings, mostly of bytes from UTF-8 sequences. */
	all = 1;
	for (uint32_t seed = 1, k = 0; k < 100000; k++) {
		struct buf b = BUF_INIT;
		char s[12];

		for (size_t i = 0; i < sizeof(s); i++) {
			static const unsigned char pick[] = { 0x00, 0x1b, 0x7f,
			    0x80, 0x81, 0x9b, 0xa6, 0xae, 0xbb, 0xbf, 0xc2,
			    0xd8, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf3, 0xf4,
			    0xff, 'a' };

			seed = seed * 1103515245u + 12345u;
			s[i] = (char)(seed >> 16 & 1 ? pick[(seed >> 17) %
			    sizeof(pick)] : (seed >> 17 & 0xff));
		}
		display_add(&b, s, sizeof(s), k & 1 ? DISPLAY_ID : 0);
		all &= clean(b.p, b.len);
		buf_release(&b);
	}
	ok(all, "random bytes come out valid UTF-8 without controls or "
	    "bidirectional controls");
	return tap_done();
}
