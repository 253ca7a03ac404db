/*
 * markdown.h - message text as CommonMark with GitHub's extensions (GFM),
 * rendered to HTML that is safe to put in a page: what transcript export
 * --format=html and export --site show of what agents write.
 *
 * The rendering is Debian's libcmark-gfm where the build has it (the
 * Makefile's CMARK=auto finds it; CMARK=no builds without), with the
 * extensions table, strikethrough, autolink and tasklist.  Without it,
 * the text is shown as written: HTML-escaped, in an element that keeps its
 * line breaks (markdown_available() says which).
 *
 * Guarantees, whatever the text (the caller cleans it first: doc_clean()):
 *  - raw HTML in the text is never passed through: each HTML block and
 *    inline tag is shown as the text it is, escaped (an HTML block as a
 *    paragraph of its lines); cmark's safe mode and GFM's tagfilter are
 *    on besides;
 *  - a link or image whose URL is javascript:, vbscript:, file: or data:
 *    (but for a few image types) gets an empty URL (safe mode);
 *  - nothing is loaded: an image becomes a link to it (no src attribute
 *    is ever written), so a page showing the text fetches nothing;
 *  - the HTML is well nested and every element it opens is closed, so
 *    that it can go inside the caller's element.
 *
 * Ownership: out is the caller's, appended to; s is borrowed.  Memory: the
 * text's syntax tree, freed before the call returns.
 */
#ifndef MARKDOWN_H
#define MARKDOWN_H

#include <stddef.h>

#include "buf.h"

/* 1 if this build renders Markdown, 0 if it shows text as written. */
int	markdown_available(void);
/* What renders it, for --version: "cmark-gfm VERSION", or a sentence that
 * says there is nothing. */
const char *markdown_engine(void);
/* s[0..n) (valid UTF-8, cleaned) as a <div class="md"> of HTML, or, without
 * the library, as <div class="text"> of escaped text. */
void	markdown_html(struct buf *out, const char *s, size_t n);

#endif
