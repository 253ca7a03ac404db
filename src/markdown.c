/* markdown.c - message text as CommonMark/GFM in HTML; see markdown.h. */
#include <stdlib.h>
#include <string.h>

#include "markdown.h"
#include "xalloc.h"

#ifdef HAVE_CMARK
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#endif

/* What the text's HTML goes in, with or without the library. */
#define MD_OPEN		"<div class=\"md\">\n"
#define TEXT_OPEN	"<div class=\"text\">"
#define DIV_CLOSE	"</div>\n"

#ifdef HAVE_CMARK

/* Safe mode is cmark's default (CMARK_OPT_UNSAFE would turn it off); said
 * here all the same.  Line breaks as written: agents' text is lines. */
#define MD_OPTIONS	(CMARK_OPT_SAFE | CMARK_OPT_HARDBREAKS | \
			 CMARK_OPT_VALIDATE_UTF8)

static const char *const extensions[] = {
	"table", "strikethrough", "autolink", "tasklist", "tagfilter"
};

int
markdown_available(void)
{
	return 1;
}

const char *
markdown_engine(void)
{
	static char engine[64];

	if (engine[0] == '\0') {
		strcpy(engine, "cmark-gfm ");
		strncat(engine, cmark_version_string(),
		    sizeof(engine) - strlen(engine) - 1);
	}
	return engine;
}

/* A text node of s[0..n). */
static cmark_node *
text_node(const char *s, size_t n)
{
	cmark_node *t = cmark_node_new(CMARK_NODE_TEXT);
	char *lit = xmalloc(n + 1);

	memcpy(lit, s, n);
	lit[n] = '\0';
	(void)cmark_node_set_literal(t, lit);
	free(lit);
	return t;
}

/* What stands for node n of the tree (raw HTML, an image): raw HTML as
 * the text it is (an HTML block a paragraph of its lines), an image as a
 * link to its URL with its text. */
static cmark_node *
made_safe(cmark_node *n)
{
	const char *lit = cmark_node_get_literal(n), *p, *nl;
	cmark_node *to, *c;
	size_t len;

	switch (cmark_node_get_type(n)) {
	case CMARK_NODE_HTML_INLINE:
		return text_node(lit != NULL ? lit : "", lit != NULL ?
		    strlen(lit) : 0);
	case CMARK_NODE_HTML_BLOCK:
		to = cmark_node_new(CMARK_NODE_PARAGRAPH);
		len = lit != NULL ? strlen(lit) : 0;
		while (len > 0 && lit[len - 1] == '\n')
			len--;
		for (p = lit; p != NULL && p < lit + len; p = nl + 1) {
			if ((nl = memchr(p, '\n', (size_t)(lit + len - p))) ==
			    NULL)
				nl = lit + len;
			if (p != lit)
				(void)cmark_node_append_child(to,
				    cmark_node_new(CMARK_NODE_LINEBREAK));
			(void)cmark_node_append_child(to, text_node(p,
			    (size_t)(nl - p)));
		}
		return to;
	default:	/* CMARK_NODE_IMAGE */
		to = cmark_node_new(CMARK_NODE_LINK);
		lit = cmark_node_get_url(n);
		(void)cmark_node_set_url(to, lit != NULL ? lit : "");
		lit = cmark_node_get_title(n);
		(void)cmark_node_set_title(to, lit != NULL ? lit : "");
		while ((c = cmark_node_first_child(n)) != NULL)
			(void)cmark_node_append_child(to, c);
		return to;
	}
}

/* Replace each node of the tree under root that would pass HTML through
 * or load something (made_safe()). */
static void
make_safe(cmark_node *root)
{
	cmark_iter *it = cmark_iter_new(root);
	cmark_node **v = NULL;
	size_t nr = 0, alloc = 0;
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		cmark_node_type t = cmark_node_get_type(n);

		if (ev != CMARK_EVENT_EXIT && (t == CMARK_NODE_IMAGE ||
		    t == CMARK_NODE_HTML_INLINE || t == CMARK_NODE_HTML_BLOCK)) {
			xgrow(&v, &alloc, nr + 1, sizeof(*v));
			v[nr++] = n;
		}
	}
	cmark_iter_free(it);
	/* innermost last: an image in an image's text is replaced first */
	while (nr-- > 0) {
		(void)cmark_node_replace(v[nr], made_safe(v[nr]));
		cmark_node_free(v[nr]);
	}
	free(v);
}

void
markdown_html(struct buf *out, const char *s, size_t n)
{
	cmark_parser *p;
	cmark_node *doc;
	char *html;

	cmark_gfm_core_extensions_ensure_registered();
	p = cmark_parser_new(MD_OPTIONS);
	for (size_t i = 0; i < sizeof(extensions) / sizeof(extensions[0]);
	    i++) {
		cmark_syntax_extension *e = cmark_find_syntax_extension(
		    extensions[i]);

		if (e != NULL)
			(void)cmark_parser_attach_syntax_extension(p, e);
	}
	cmark_parser_feed(p, s, n);
	doc = cmark_parser_finish(p);
	make_safe(doc);
	html = cmark_render_html(doc, MD_OPTIONS,
	    cmark_parser_get_syntax_extensions(p));
	buf_adds(out, MD_OPEN);
	buf_adds(out, html);
	buf_adds(out, DIV_CLOSE);
	cmark_get_default_mem_allocator()->free(html);
	cmark_node_free(doc);
	cmark_parser_free(p);
}

#else /* !HAVE_CMARK */

static void
escape(struct buf *b, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		switch (s[i]) {
		case '&':
			buf_adds(b, "&amp;");
			break;
		case '<':
			buf_adds(b, "&lt;");
			break;
		case '>':
			buf_adds(b, "&gt;");
			break;
		case '"':
			buf_adds(b, "&quot;");
			break;
		case '\'':
			buf_adds(b, "&#39;");
			break;
		default:
			buf_addc(b, s[i]);
		}
	}
}

int
markdown_available(void)
{
	return 0;
}

const char *
markdown_engine(void)
{
	return "none (built without cmark-gfm: text shown as written)";
}

void
markdown_html(struct buf *out, const char *s, size_t n)
{
	buf_adds(out, TEXT_OPEN);
	escape(out, s, n);
	buf_adds(out, DIV_CLOSE);
}

#endif /* HAVE_CMARK */
