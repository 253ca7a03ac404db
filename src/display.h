/*
 * display.h - text from transcripts made safe to show on a terminal.
 *
 * Ids, item texts, tool names, paths and the messages that quote them come
 * from data anyone may have written.  Shown raw, an escape sequence (ESC, or
 * the C1 control CSI, 0x9B, on some terminals) can recolour, move or erase
 * text; a bidirectional control can reorder it (the "Trojan Source" attack);
 * an invisible character can make two different ids look alike.
 * display_add() is the one place where such text is made fit for a person's
 * terminal (or log): list's text output, dump's, check's text and github
 * forms, and every message of diag.c use it.
 *
 * Guarantees: what display_add() appends is valid UTF-8 with no control
 * character and none of the characters below; each escape is printable
 * ASCII, one column per byte.  It replaces
 *  - C0 controls and DEL: "\n", "\t", else "\xNN" (lower-case hex);
 *  - each byte that does not begin a valid UTF-8 sequence (overlong forms,
 *    surrogates and anything above U+10FFFF included): "\xNN";
 *  - C1 controls U+0080-U+009F, bidirectional and invisible format
 *    characters (display_hidden()): "<U+202E>", upper-case hex, at least
 *    four digits.
 * Everything else passes as is.  With DISPLAY_ID a backslash is doubled, so
 * that the result names exactly one string (ids); texts and messages keep
 * theirs.  Callers that flatten newlines for one-line views (dump) do so
 * before.
 *
 * Byte-exact outputs (load, list --json, dump --format=jsonl, check
 * --format=json) never pass through here.
 *
 * Ownership: appends to the caller's buffer; keeps nothing.
 */
#ifndef DISPLAY_H
#define DISPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

#define DISPLAY_ID	0x1	/* '\\' as "\\\\": the escapes are unambiguous */

/* Append s[0..n) (NUL bytes allowed) for a terminal, as above. */
void	display_add(struct buf *, const char *s, size_t n, unsigned flags);
/* For one-line views: the control characters of b from byte from on
 * (newlines, tabs) become spaces. */
void	display_flatten(struct buf *, size_t from);
/* Append s[0..n) (valid UTF-8, as display_add() makes it) cut to at most
 * cols columns (0: no limit), with "..." if cut, never inside a character;
 * East Asian wide characters count two columns.  Returns the columns
 * used. */
size_t	display_cut(struct buf *, const char *s, size_t n, size_t cols);
/* Is the code point shown as "<U+XXXX>"?  C1 controls U+0080-U+009F, U+061C
 * ARABIC LETTER MARK, U+200B-U+200F (zero widths, LRM, RLM), U+2028-U+202E
 * (line and paragraph separators, embeddings and overrides), U+2060-U+206F
 * (word joiner, invisible operators, isolates, deprecated format
 * characters), U+FEFF (zero width no-break space), U+FFF9-U+FFFB
 * (interlinear annotation) and the tags U+E0000-U+E007F (invisible
 * ASCII). */
int	display_hidden(uint32_t cp);

#endif
