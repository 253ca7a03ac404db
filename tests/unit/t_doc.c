/* t_doc.c - documents for people (doc.h): the escapes, and a document. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "doc.h"
#include "markdown.h"
#include "json.h"
#include "tap.h"

static const char *
html(const char *s)
{
	static struct buf b;

	buf_reset(&b);
	doc_html(&b, s, strlen(s));
	return b.p != NULL ? b.p : "";
}

static const char *
md(const char *s, int inline_)
{
	static struct buf b;

	buf_reset(&b);
	doc_md(&b, s, strlen(s), inline_);
	return b.p != NULL ? b.p : "";
}

static const char *
fence(const char *s, const char *info)
{
	static struct buf b;

	buf_reset(&b);
	doc_md_fence(&b, s, strlen(s), info);
	return b.p;
}

/* Is every '&' of s[0..n) one of the references doc_html() writes, and no
 * < > " ' left? */
static int
html_safe(const char *s, size_t n)
{
	static const char *const refs[] = { "&amp;", "&lt;", "&gt;", "&quot;",
		"&#39;" };

	for (size_t i = 0; i < n; i++) {
		size_t k;

		if (s[i] == '<' || s[i] == '>' || s[i] == '"' || s[i] == '\'')
			return 0;
		if (s[i] != '&')
			continue;
		for (k = 0; k < 5; k++)
			if (strncmp(s + i, refs[k], strlen(refs[k])) == 0)
				break;
		if (k == 5)
			return 0;
	}
	return json_utf8_valid(s, n);
}

static void
test_escapes(void)
{
	struct buf b = BUF_INIT;
	char s[64];
	int all = 1;

	is_str(html("a <b> & \"c\" 'd'"), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;",
	    "html: the five characters");
	is_str(html("</details><script>x</script>"),
	    "&lt;/details&gt;&lt;script&gt;x&lt;/script&gt;", "html: markup");
	is_str(html("a\r\nb\tc\rd\x01\x7f"), "a\nb\tc\\x0dd\\x01\\x7f",
	    "html: newlines and tabs kept, other controls escaped");
	is_str(html("x\xe2\x80\xaey\xc2\x9b\xff"), "x&lt;U+202E&gt;y&lt;U+009B&gt;\\xff",
	    "html: bidi, C1 and invalid UTF-8 as display_add() shows them");
	is_str(html("&amp;"), "&amp;amp;", "html: a reference in the text stays text");

	/* Every two-byte string, and random ones: nothing unsafe gets out. */
	for (int c1 = 0; c1 < 256; c1++) {
		for (int c2 = 0; c2 < 256; c2 += 7) {
			s[0] = (char)c1;
			s[1] = (char)c2;
			buf_reset(&b);
			doc_html(&b, s, 2);
			all &= html_safe(b.p, b.len);
		}
	}
	srand(14);
	for (int t = 0; t < 2000; t++) {
		size_t n = (size_t)(rand() % 63);

		for (size_t i = 0; i < n; i++)
			s[i] = (char)(t % 2 ? rand() % 256 : "<>&\"'\n\\`a\xe2\x80"[rand() % 11]);
		buf_reset(&b);
		doc_html(&b, s, n);
		all &= html_safe(b.p, b.len);
	}
	ok(all, "html: any bytes give valid UTF-8 without < > \" ' or a bare &");

	is_str(md("a *b* _c_ snake_case `d` [e](f) <g> | h ~i~ $j$ #k \\", 1),
	    "a \\*b\\* \\_c\\_ snake_case \\`d\\` \\[e\\](f) \\<g\\> \\| h \\~i\\~ "
	    "\\$j\\$ \\#k \\\\", "md: inline markup escaped, intraword _ kept");
	is_str(md("AT&T &amp; &#60; &x", 1), "AT&T \\&amp; \\&\\#60; &x",
	    "md: & escaped only where it starts a reference");
	is_str(md("# h\n> q\n- l\n+ l\n= u\n: d\n12. n\n3) n\n1a. n", 0),
	    "\\# h\\\n\\> q\\\n\\- l\\\n\\+ l\\\n\\= u\\\n\\: d\\\n12\\. n\\\n"
	    "3\\) n\\\n1a. n", "md: what starts a block at a line's start");
	is_str(md("one\ntwo\n\nthree\n", 0), "one\\\ntwo\n\nthree\n",
	    "md: line breaks kept (hard), paragraphs kept");
	is_str(md("    code\n\tx", 0),
	    "\xc2\xa0\xc2\xa0\xc2\xa0\xc2\xa0" "code\\\n"
	    "\xc2\xa0\xc2\xa0\xc2\xa0\xc2\xa0" "x", "md: leading blanks as no-break spaces");
	is_str(md("a\nb\tc", 1), "a b c", "md inline: one line");
	is_str(md("```\nx\n```", 0), "\\`\\`\\`\\\nx\\\n\\`\\`\\`",
	    "md: a fence in text is text");

	is_str(fence("x", ""), "```\nx\n```\n\n", "fence: three backticks");
	is_str(fence("", "json"), "```json\n```\n\n", "fence: empty");
	is_str(fence("a ```` b\n`````\n", ""), "``````\na ```` b\n`````\n``````\n\n",
	    "fence: longer than the longest backtick run");
	is_str(fence("<b>\x1b[31m", ""), "```\n<b>\\x1b[31m\n```\n\n",
	    "fence: text as is but for controls");
	buf_release(&b);
}

static struct json_span
span(const char *s)
{
	struct json_span v = { s, strlen(s) };

	return v;
}

static struct item
item_of(const char *json, uint64_t seq)
{
	struct item it;

	memset(&it, 0, sizeof(it));
	it.json = json;
	it.len = strlen(json);
	it.seq = seq;
	return it;
}

static void
test_document(enum doc_kind kind)
{
	const char *name = kind == DOC_HTML ? "html" : "md";
	struct doc d;
	struct doc_totals t;
	struct doc_header h;
	struct item it = item_of("{\"role\":\"user\"}", 0);
	struct item it2 = item_of("{\"x\":1}", 1);
	struct event ev;
	struct finding f;
	char msg[] = "call c1 <x>";
	const char *p;

	doc_init(&d, kind);
	doc_totals_init(&t);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_USAGE;
	format_usage_init(&ev.usage);
	ev.usage.input = 10;
	ev.usage.output = 5;
	doc_totals_event(&t, &ev);
	ev.usage.input = 1;
	ev.usage.output = -1;
	doc_totals_event(&t, &ev);
	ev.kind = EV_MESSAGE;
	ev.time = span("\"2026-01-01T00:00:00Z\"");
	doc_totals_event(&t, &ev);
	ev.time = span("1767225660");
	doc_totals_event(&t, &ev);

	memset(&h, 0, sizeof(h));
	h.session = "s<1>";
	h.format = "Test";
	h.items = 2;
	h.totals = &t;
	h.errors = 1;
	doc_begin(&d, &h);
	doc_item(&d, &it, "user", "", 0);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_MESSAGE;
	ev.role = ROLE_USER;
	ev.label = span("\"human\"");
	doc_event(&d, &ev);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CONTENT;
	ev.text = span("\"hi <there>\"");
	doc_event(&d, &ev);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CALL;
	ev.name = span("\"ls\"");
	ev.id = span("\"c1\"");
	ev.args = span("\"{\\\"a\\\":1}\"");
	doc_event(&d, &ev);
	memset(&f, 0, sizeof(f));
	f.severity = SEV_ERROR;
	f.code = F_DANGLING_CALL;
	f.message = msg;
	doc_finding(&d, &f);
	doc_item(&d, &it2, "x", "{\"x\":1}", 7);
	doc_end(&d);
	p = d.out.p;

	if (kind == DOC_HTML) {
		ok(strncmp(p, "<!DOCTYPE html>\n", 16) == 0 &&
		    strstr(p, "</main>\n</body>\n</html>\n") != NULL,
		    "%s: a whole page", name);
		ok(strstr(p, "<title>Transcript s&lt;1&gt;</title>") != NULL,
		    "%s: the id escaped", name);
		ok(strstr(p, "<dt>Tokens</dt><dd>11 input, 5 output</dd>") != NULL,
		    "%s: tokens summed, unknown counts left out", name);
		ok(strstr(p, "<dd>2026-01-01T00:00:00Z to 2026-01-01T00:01:00.000Z</dd>") != NULL,
		    "%s: first and last times, seconds as ISO 8601", name);
		ok(strstr(p, "<section class=\"item user\" id=\"item-0\">\n<h2><span "
		    "class=\"role\">human</span>") != NULL,
		    "%s: a message under the format's label", name);
		ok(strstr(p, markdown_available() ?
		    "<div class=\"md\">\n<p>hi &lt;there&gt;</p>\n</div>" :
		    "<div class=\"text\">hi &lt;there&gt;</div>") != NULL,
		    "%s: text escaped (as Markdown, where the build renders it)",
		    name);
		ok(strstr(p, "<pre>{\n  &quot;a&quot;: 1\n}</pre></details>") != NULL,
		    "%s: a string of JSON arguments pretty-printed", name);
		ok(strstr(p, "error dangling-call: call c1 &lt;x&gt;</p>") != NULL,
		    "%s: the finding", name);
		ok(strstr(p, "<p class=\"note\" id=\"item-1\"><a class=\"seq\" "
		    "href=\"#item-1\">#1</a> x: {&quot;x&quot;:1}</p>") != NULL,
		    "%s: an item without events as one line", name);
	} else {
		ok(strncmp(p, "# Transcript s\\<1\\>\n", 20) == 0, "%s: title", name);
		ok(strstr(p, "- **Tokens:** 11 input, 5 output\n") != NULL,
		    "%s: tokens", name);
		ok(strstr(p, "- **Findings:** 1 error, 0 warnings\n") != NULL,
		    "%s: findings counted", name);
		ok(strstr(p, "### human · #0\n\nhi \\<there\\>\n\n") != NULL,
		    "%s: message", name);
		ok(strstr(p, "**tool call** ls (id c1)\n\n```json\n{\n  \"a\": 1\n}\n```\n") != NULL,
		    "%s: call", name);
		ok(strstr(p, "> **⚠ error** dangling-call: call c1 \\<x\\>\n") != NULL,
		    "%s: finding", name);
		ok(strstr(p, "*#1 · x* {\"x\":1}\n") != NULL, "%s: a one-line item",
		    name);
	}
	doc_totals_release(&t);
	doc_release(&d);
}

int
main(void)
{
	test_escapes();
	test_document(DOC_HTML);
	test_document(DOC_MARKDOWN);
	return tap_done();
}
