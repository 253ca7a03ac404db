/* doc.c - a session as a Markdown or HTML document; see doc.h. */
#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "display.h"
#include "doc.h"
#include "isotime.h"
#include "json.h"
#include "markdown.h"
#include "store.h"
#include "xalloc.h"

#define PREVIEW_CHARS	80	/* of a folded block's first line */

static const struct json_span none;	/* an absent span */

/* --- Escapes ---------------------------------------------------------- */

void
doc_clean(struct buf *b, const char *s, size_t n)
{
	size_t i = 0, start;

	while (i < n) {
		for (start = i; i < n && s[i] != '\n' && s[i] != '\t' &&
		    !(s[i] == '\r' && i + 1 < n && s[i + 1] == '\n'); i++)
			;
		display_add(b, s + start, i - start, 0);
		if (i == n)
			break;
		if (s[i] == '\r')
			i++;
		buf_addc(b, s[i++]);
	}
}

static void
html_escape(struct buf *b, const char *s, size_t n)
{
	static const char specials[] = "&<>\"'";
	static const char *const refs[] = { "&amp;", "&lt;", "&gt;", "&quot;",
		"&#39;" };
	size_t start = 0;

	for (size_t i = 0; i <= n; i++) {
		const char *c = i < n ? memchr(specials, s[i], 5) : NULL;

		if (i < n && c == NULL)
			continue;
		buf_add(b, s + start, i - start);
		if (c != NULL)
			buf_adds(b, refs[c - specials]);
		start = i + 1;
	}
}

void
doc_html(struct buf *b, const char *s, size_t n)
{
	struct buf c = BUF_INIT;

	doc_clean(&c, s, n);
	html_escape(b, c.p, c.len);
	buf_release(&c);
}

static int
is_alnum(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z');
}

/* Only blanks (JSON's whitespace) in s[0..n)? */
static int
is_blank_line(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strchr(" \t\r\n", s[i]) == NULL || s[i] == '\0')
			return 0;
	return 1;
}

/* Does s[0..n) begin with what Markdown reads as a character reference,
 * "&" then letters, digits or '#', then ';'?  (A bare '&', as in a URL's
 * query, is text: escaping it would break the URL GitHub links.) */
static int
is_entity(const char *s, size_t n)
{
	size_t i;

	for (i = 1; i < n && i < 40 && (is_alnum(s[i]) || s[i] == '#'); i++)
		;
	return i > 1 && i < n && s[i] == ';';
}

/* One line of cleaned text, no '\n' in it, as Markdown text. */
static void
md_line(struct buf *b, const char *s, size_t n, int inline_)
{
	size_t i = 0, d;

	if (!inline_) {
		/* Leading blanks as no-break spaces: never indented code. */
		for (; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
			buf_adds(b, s[i] == ' ' ? "\xc2\xa0" :
			    "\xc2\xa0\xc2\xa0\xc2\xa0\xc2\xa0");
	}
	/* What opens a block at the start of a line: headings, quotes, list
	 * items, setext underlines and thematic breaks, table delimiters. */
	if (i < n && strchr("#>-+=:", s[i]) != NULL) {
		buf_addc(b, '\\');
		buf_addc(b, s[i++]);
	} else {
		for (d = i; d < n && d - i < 10 && s[d] >= '0' && s[d] <= '9'; d++)
			;
		if (d > i && d < n && (s[d] == '.' || s[d] == ')')) {
			buf_add(b, s + i, d - i);
			buf_addc(b, '\\');
			buf_addc(b, s[d]);
			i = d + 1;
		}
	}
	for (; i < n; i++) {
		int c = (unsigned char)s[i];

		if (c == '\t' && inline_)
			c = ' ';
		if ((strchr("\\`*[]<>|~$#", c) != NULL && c != '\0') ||
		    (c == '&' && is_entity(s + i, n - i)))
			buf_addc(b, '\\');
		else if (c == '_' && !(i > 0 && is_alnum(s[i - 1]) &&
		    i + 1 < n && is_alnum(s[i + 1])))
			buf_addc(b, '\\');	/* intraword '_' is no emphasis */
		buf_addc(b, c);
	}
}

void
doc_md(struct buf *b, const char *s, size_t n, int inline_)
{
	struct buf c = BUF_INIT;
	const char *p, *end, *nl;

	doc_clean(&c, s, n);
	p = c.p;
	end = c.p + c.len;
	while (p != NULL && p < end) {
		size_t len;

		nl = memchr(p, '\n', (size_t)(end - p));
		len = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
		if (inline_) {
			md_line(b, p, len, 1);
			if (nl != NULL)
				buf_addc(b, ' ');
		} else if (!is_blank_line(p, len)) {
			md_line(b, p, len, 0);
			/* Keep the line break: a backslash before it is a
			 * hard break, if a line of the paragraph follows. */
			if (nl != NULL && nl + 1 < end) {
				const char *q = nl + 1, *qe = memchr(q, '\n',
				    (size_t)(end - q));

				if (!is_blank_line(q, qe != NULL ?
				    (size_t)(qe - q) : (size_t)(end - q)))
					buf_addc(b, '\\');
			}
		}
		if (!inline_ && nl != NULL)
			buf_addc(b, '\n');
		p = nl != NULL ? nl + 1 : NULL;
	}
	buf_release(&c);
}

void
doc_md_fence(struct buf *b, const char *s, size_t n, const char *info)
{
	struct buf c = BUF_INIT;
	size_t run = 0, longest = 0, fence;

	doc_clean(&c, s, n);
	for (size_t i = 0; i < c.len; i++) {
		run = c.p[i] == '`' ? run + 1 : 0;
		if (run > longest)
			longest = run;
	}
	fence = longest + 1 > 3 ? longest + 1 : 3;
	for (size_t i = 0; i < fence; i++)
		buf_addc(b, '`');
	buf_adds(b, info);
	buf_addc(b, '\n');
	buf_add(b, c.p, c.len);
	if (c.len > 0 && c.p[c.len - 1] != '\n')
		buf_addc(b, '\n');
	for (size_t i = 0; i < fence; i++)
		buf_addc(b, '`');
	buf_add(b, "\n\n", 2);
	buf_release(&c);
}

/* Text the kind of d wants: HTML-escaped, or Markdown (inline). */
static void
add_text(struct doc *d, const char *s, size_t n)
{
	if (d->kind == DOC_HTML)
		doc_html(&d->out, s, n);
	else
		doc_md(&d->out, s, n, 1);
}

/* --- Values as text ---------------------------------------------------- */

/* Arguments for a person: JSON pretty-printed, a string holding a JSON
 * object or array (OpenAI's arguments) too; 1 if body is JSON. */
static int
args_text(struct json_span args, struct buf *body)
{
	struct buf dec = BUF_INIT;
	struct json_scan sc;
	int json = 0;

	if (args.n > 0 && args.p[0] == '"') {
		json_str_decode(args, &dec);
		if (dec.len > 0 && json_scan(dec.p, dec.len, &sc) == JSON_OK &&
		    (dec.p[sc.start] == '{' || dec.p[sc.start] == '[') &&
		    is_blank_line(dec.p + sc.end, dec.len - sc.end)) {
			char *compact = xmalloc(sc.end - sc.start);
			size_t n = json_compact(dec.p + sc.start,
			    sc.end - sc.start, compact);

			json_pretty(compact, n, body);
			free(compact);
			json = 1;
		} else {
			buf_add(body, dec.p, dec.len);
		}
	} else if (args.n > 0) {
		json_pretty(args.p, args.n, body);
		json = args.p[0] == '{' || args.p[0] == '[';
	}
	buf_release(&dec);
	return json;
}

/* Cleaned text s[0..n) on one line, each run of blanks and newlines one
 * space, cut to PREVIEW_CHARS characters ("..." if anything is left out). */
static void
preview(struct buf *out, const char *s, size_t n)
{
	size_t i = 0, chars = 0;
	int space = 0;

	while (i < n && is_blank_line(s + i, 1))
		i++;
	while (i < n && chars < PREVIEW_CHARS) {
		uint32_t cp;
		int len;

		if (is_blank_line(s + i, 1)) {
			space = 1;
			i++;
			continue;
		}
		if (space) {
			buf_addc(out, ' ');
			chars++;
			space = 0;
		}
		len = json_utf8_next(s + i, n - i, &cp);
		len = len > 0 ? len : 1;
		buf_add(out, s + i, (size_t)len);
		i += (size_t)len;
		chars++;
	}
	while (i < n && is_blank_line(s + i, 1))
		i++;
	if (i < n)
		buf_adds(out, "...");
}

/* A time as a format writes it, for a person: a string as written, a
 * number (format_time_ms()) in ISO 8601. */
static void
time_text(struct json_span t, struct buf *out)
{
	int64_t ms;

	if (t.n > 0 && t.p[0] != '"' && format_time_ms(t, &ms) == 0)
		isotime_add(out, ms, ISOTIME_FULL);
	else
		format_text(t, out);
}

/* --- Call ids -------------------------------------------------------- */

static struct doc_id *
ids_slot(const struct doc_ids *ids, uint64_t key)
{
	size_t i = (size_t)key & (ids->nslots - 1);

	while (ids->v[i].key != 0 && ids->v[i].key != key)
		i = (i + 1) & (ids->nslots - 1);
	return &ids->v[i];
}

static uint64_t
ids_key(struct json_span id)
{
	uint64_t key = format_hash(id);

	return key != 0 ? key : 1;
}

/* Note id at item seq, the session's n-th, unless it is noted. */
static void
ids_put(struct doc_ids *ids, struct json_span id, uint64_t seq, uint64_t n)
{
	uint64_t key = ids_key(id);
	struct doc_id *slot;

	if (2 * (ids->nused + 1) > ids->nslots) {
		struct doc_ids old = *ids;

		ids->nslots = old.nslots > 0 ? 2 * old.nslots : 64;
		ids->v = xcalloc(ids->nslots, sizeof(*ids->v));
		for (size_t i = 0; i < old.nslots; i++)
			if (old.v[i].key != 0)
				*ids_slot(ids, old.v[i].key) = old.v[i];
		free(old.v);
	}
	slot = ids_slot(ids, key);
	if (slot->key != 0)
		return;
	slot->key = key;
	slot->seq = seq;
	slot->n = n;
	ids->nused++;
}

static const struct doc_id *
ids_get(const struct doc_ids *ids, struct json_span id)
{
	const struct doc_id *slot;

	if (ids->nslots == 0 || id.n == 0)
		return NULL;
	slot = ids_slot(ids, ids_key(id));
	return slot->key != 0 ? slot : NULL;
}

static void
ids_release(struct doc_ids *ids)
{
	free(ids->v);
	memset(ids, 0, sizeof(*ids));
}

void
doc_totals_init(struct doc_totals *t)
{
	memset(t, 0, sizeof(*t));
}

void
doc_totals_release(struct doc_totals *t)
{
	usage_session_release(&t->usage);
	buf_release(&t->first);
	buf_release(&t->last);
	buf_release(&t->prompt);
	ids_release(&t->results);
}

void
doc_totals_item(struct doc_totals *t, const struct item *it)
{
	t->seq = it->seq;
	t->items++;
}

int64_t
doc_totals_tokens(const struct doc_totals *t)
{
	int64_t sum = -1;

	for (size_t i = 0; i < t->usage.nr; i++)
		sum = (sum > 0 ? sum : 0) + (int64_t)usage_total(&t->usage.v[i]);
	return sum;
}

const char *
doc_totals_model(const struct doc_totals *t)
{
	const char *m;

	for (size_t i = 0; i < t->usage.nr; i++)
		if ((m = usage_model(&t->usage, &t->usage.v[i])) != NULL)
			return m;
	return NULL;
}

/* Cut b to at most max bytes, whole UTF-8 characters. */
static void
cut_utf8(struct buf *b, size_t max)
{
	size_t n = max;

	if (b->len <= max)
		return;
	while (n > 0 && ((unsigned char)b->p[n] & 0xc0) == 0x80)
		n--;
	b->len = n;
	b->p[n] = '\0';
}

int
doc_totals_event(void *arg, const struct event *ev)
{
	struct doc_totals *t = arg;

	if (ev->kind == EV_USAGE) {
		struct json_span no_model = { NULL, 0 };

		/* a usage value that is no count: not counted (stats says) */
		(void)usage_session_add(&t->usage, ev, no_model, USAGE_NO_TIME,
		    0);
		return ST_OK;
	}
	if (ev->kind == EV_RESULT && ev->id.n > 0 && t->items > 0)
		ids_put(&t->results, ev->id, t->seq, t->items - 1);
	if (ev->kind == EV_MESSAGE)
		t->user = ev->role == ROLE_USER && !ev->echo;
	if (ev->kind == EV_CONTENT && ev->block == BLOCK_TEXT && t->user &&
	    t->prompt.len == 0) {
		format_text(ev->text, &t->prompt);
		cut_utf8(&t->prompt, DOC_PROMPT_MAX);
	}
	if ((ev->kind == EV_MESSAGE || ev->kind == EV_NOTE) && ev->time.n > 0) {
		if (t->first.len == 0)
			time_text(ev->time, &t->first);
		buf_reset(&t->last);
		time_text(ev->time, &t->last);
	}
	return ST_OK;
}

/* --- The document ------------------------------------------------------ */

static const char html_head[] =
"<!DOCTYPE html>\n"
"<html>\n<head>\n<meta charset=\"utf-8\">\n"
"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    "style-src 'unsafe-inline'\">\n"
"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
"<meta name=\"generator\" content=\"transcript " VERSION "\">\n"
"<style>\n"
"body{font:15px/1.5 system-ui,sans-serif;max-width:60em;margin:1.5em auto;"
    "padding:0 1em;color:#1d1d1f;background:#fff}\n"
"h1{font-size:1.4em;overflow-wrap:anywhere}\n"
"dl.meta{display:grid;grid-template-columns:max-content auto;gap:.1em 1em;"
    "color:#444}\n"
"dl.meta dt{font-weight:600}dl.meta dd{margin:0;overflow-wrap:anywhere}\n"
"section.item{border-left:4px solid #ccc;margin:1em 0;padding:.2em .8em}\n"
"section.user{border-color:#2e7d32}section.assistant{border-color:#1565c0}\n"
"section.system{border-color:#b8860b}section.tool{border-color:#8e24aa}\n"
"section.flawed{border-color:#c62828;background:#fff5f5}\n"
"h2{font-size:1em;margin:.3em 0;color:#333}\n"
"h2 .role{text-transform:uppercase;letter-spacing:.05em}\n"
"h2 .seq,h2 time,h2 .model{font-weight:normal;color:#777;margin-left:.6em}\n"
"a.seq{color:#777}\n"
".text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.4em 0}\n"
".md{overflow-wrap:anywhere;margin:.4em 0}.md>:first-child{margin-top:0}"
    ".md>:last-child{margin-bottom:0}\n"
".md h1,.md h2,.md h3,.md h4{font-size:1.05em;margin:.6em 0 .3em}\n"
".md table{border-collapse:collapse;display:block;overflow-x:auto}"
    ".md th,.md td{border:1px solid #ccc;padding:.2em .5em}\n"
".md code{background:#f0f0f0;padding:0 .2em;font-size:.9em}"
    ".md pre code{background:none;padding:0}\n"
".md blockquote{margin:.3em 0;padding-left:.8em;border-left:3px solid #ccc;"
    "color:#555}\n"
"pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;"
    "padding:.5em;margin:.3em 0;font-size:.9em}\n"
"details{margin:.3em 0}summary{cursor:pointer;overflow-wrap:anywhere}\n"
"summary .what{font-weight:600}summary .preview{color:#666;"
    "font-family:monospace;margin-left:.5em}\n"
".error,.finding.error{color:#c62828}\n"
"details.error{border-left:3px solid #c62828;padding-left:.5em}\n"
".finding{margin:.3em 0;font-size:.9em}.finding.warning{color:#8a6d00}\n"
".note{color:#777;font-size:.9em;margin:.2em 0}\n"
"hr.boundary{border:0;border-top:2px dashed #aaa}\n"
"nav.pages{margin:.8em 0;color:#555}\n"
"@media (prefers-color-scheme:dark){body{color:#ddd;background:#1b1b1b}"
    "dl.meta,h2{color:#ccc}pre{background:#262626}.md code{background:#262626}"
    "section.flawed{background:#2a1b1b}}\n"
"</style>\n";

/* The class of a section of a message of role r: its name. */
static const char *
role_class(enum ev_role r)
{
	return r == ROLE_NONE ? "other" : format_role_name(r);
}

void
doc_init(struct doc *d, enum doc_kind kind)
{
	memset(d, 0, sizeof(*d));
	d->kind = kind;
	d->sink.emit = doc_event;
	d->sink.arg = d;
	d->sink.detail = 1;
	conv_init(&d->conv, NULL, 1);
}

void
doc_release(struct doc *d)
{
	buf_release(&d->out);
	buf_release(&d->label);
	buf_release(&d->text);
	buf_release(&d->a);
	buf_release(&d->b);
	buf_release(&d->c);
	buf_release(&d->d);
	ids_release(&d->calls);
	conv_release(&d->conv);
}

static void
meta_row(struct doc *d, const char *name, const char *value)
{
	if (d->kind == DOC_HTML) {
		buf_addf(&d->out, "<dt>%s</dt><dd>", name);
		doc_html(&d->out, value, strlen(value));
		buf_adds(&d->out, "</dd>\n");
	} else {
		buf_addf(&d->out, "- **%s:** ", name);
		doc_md(&d->out, value, strlen(value), 1);
		buf_addc(&d->out, '\n');
	}
}

/* The page's head and the title. */
static void
head(struct doc *d, const char *session)
{
	if (d->kind == DOC_HTML) {
		buf_adds(&d->out, html_head);
		buf_adds(&d->out, "<title>Transcript ");
		doc_html(&d->out, session, strlen(session));
		buf_adds(&d->out, "</title>\n</head>\n<body>\n<header>\n"
		    "<h1>Transcript ");
		doc_html(&d->out, session, strlen(session));
		buf_adds(&d->out, "</h1>\n<dl class=\"meta\">\n");
	} else {
		buf_adds(&d->out, "# Transcript ");
		doc_md(&d->out, session, strlen(session), 1);
		buf_adds(&d->out, "\n\n");
	}
}

/* The rows of the session's totals: its messages' times, its tokens. */
static void
meta_totals(struct doc *d, const struct doc_totals *tt)
{
	static const struct {
		const char	*name;
		int		 kind;		/* enum usage_kind */
	} counts[] = {
		{ "input", U_INPUT }, { "output", U_OUTPUT },
		{ "reasoning (of output)", U_REASONING },
		{ "cache read", U_CACHE_READ }, { "cache write", U_CACHE_5M }
	};
	struct buf *v = &d->a;
	int64_t sum[U_KINDS];

	for (int k = 0; k < U_KINDS; k++)
		sum[k] = -1;
	for (size_t i = 0; i < tt->usage.nr; i++)
		for (int k = 0; k < U_KINDS; k++) {
			int64_t n = tt->usage.v[i].t[k];

			if (n >= 0)
				sum[k] = (sum[k] > 0 ? sum[k] : 0) + n;
		}
	if (sum[U_CACHE_1H] > 0)	/* cache writes, whatever their time */
		sum[U_CACHE_5M] = (sum[U_CACHE_5M] > 0 ? sum[U_CACHE_5M] : 0) +
		    sum[U_CACHE_1H];

	if (tt->first.len > 0) {
		buf_reset(v);
		buf_add(v, tt->first.p, tt->first.len);
		if (strcmp(tt->first.p, tt->last.p) != 0) {
			buf_adds(v, " to ");
			buf_add(v, tt->last.p, tt->last.len);
		}
		meta_row(d, "Messages", v->p);
	}
	buf_reset(v);
	for (size_t i = 0; i < nitems(counts); i++) {
		int64_t n;

		n = sum[counts[i].kind];
		if (n < 0)
			continue;
		buf_addf(v, "%s%" PRId64 " %s", v->len > 0 ? ", " : "", n,
		    counts[i].name);
	}
	if (v->len > 0)
		meta_row(d, "Tokens", v->p);
}

void
doc_begin(struct doc *d, const struct doc_header *h)
{
	struct buf *v = &d->a;

	head(d, h->session);
	meta_row(d, "Session", h->session);
	if (h->title != NULL && *h->title != '\0')
		meta_row(d, "Title", h->title);
	meta_row(d, "Format", h->format != NULL ? h->format : "unknown");
	buf_reset(v);
	session_time_add(v, h->created_at, "unknown");
	meta_row(d, "Created", v->p);
	if (h->updated_at > 0) {
		buf_reset(v);
		isotime_add(v, h->updated_at, ISOTIME_FULL);
		meta_row(d, "Last activity", v->p);
	}
	buf_reset(v);
	buf_addf(v, "%" PRIu64, h->items);
	meta_row(d, "Items", v->p);
	if (h->totals != NULL)
		meta_totals(d, h->totals);
	buf_reset(v);
	if (h->errors == 0 && h->warnings == 0)
		buf_adds(v, "none");
	else
		buf_addf(v, "%u error%s, %u warning%s", h->errors,
		    h->errors == 1 ? "" : "s", h->warnings,
		    h->warnings == 1 ? "" : "s");
	meta_row(d, "Findings", v->p);
	d->totals = h->totals;
	if (d->kind == DOC_HTML) {
		buf_adds(&d->out, "</dl>\n</header>\n<main>\n");
		if (d->nav != NULL)
			buf_adds(&d->out, d->nav);
	} else
		buf_adds(&d->out, "\n---\n\n");
}

/* The text of span v (absent: nothing), a time if is_time, between open
 * and close: html_* in HTML, md_* in Markdown. */
static void
add_span(struct doc *d, struct json_span v, int is_time, const char *html_open,
    const char *html_close, const char *md_open, const char *md_close)
{
	struct buf *t = &d->b;
	int html = d->kind == DOC_HTML;

	if (v.n == 0)
		return;
	buf_reset(t);
	if (is_time)
		time_text(v, t);
	else
		format_text(v, t);
	buf_adds(&d->out, html ? html_open : md_open);
	add_text(d, t->p, t->len);
	buf_adds(&d->out, html ? html_close : md_close);
}

/* Open a section of the current item, headed by label, its seq, and the
 * time and model of its message (JSON spans, absent: n == 0). */
static void
open_item(struct doc *d, const char *label, const char *cls,
    struct json_span time, struct json_span model)
{
	int first = d->sections++ == 0;

	d->open = d->shown = 1;
	if (d->kind == DOC_HTML) {
		buf_addf(&d->out, "<section class=\"item %s\"", cls);
		if (first)
			buf_addf(&d->out, " id=\"item-%" PRIu64 "\"", d->seq);
		buf_adds(&d->out, ">\n<h2><span class=\"role\">");
		doc_html(&d->out, label, strlen(label));
		buf_addf(&d->out, "</span><a class=\"seq\" href=\"#item-%" PRIu64
		    "\">#%" PRIu64 "</a>", d->seq, d->seq);
	} else {
		buf_adds(&d->out, "### ");
		doc_md(&d->out, label, strlen(label), 1);
		buf_addf(&d->out, " \xc2\xb7 #%" PRIu64, d->seq);
	}
	add_span(d, time, 1, "<time>", "</time>", " \xc2\xb7 ", "");
	add_span(d, model, 0, "<span class=\"model\">", "</span>",
	    " \xc2\xb7 ", "");
	buf_adds(&d->out, d->kind == DOC_HTML ? "</h2>\n" : "\n\n");
}

/* Open a section for block b apart from its message's beginning (Claude
 * Code's lines that carry a message on, Responses and Codex items, or what
 * follows a note): headed by the role it is shown under
 * (conv_block_role()), named as its message names it if that is its
 * message's role ("agent"), else plainly ("tool" for a result that a user
 * message carries on). */
static void
open_continued(struct doc *d, const struct conv_block *b)
{
	struct buf *name = &d->c;
	enum ev_role role = conv_block_role(b);

	buf_reset(name);
	if (b->msg != NULL && b->msg->role == role)
		conv_msg_name(b->msg, name);
	else if (b->msg != NULL || role != ROLE_NONE)
		buf_adds(name, format_role_name(role));
	else {
		buf_add(name, d->label.p, d->label.len);
		role = ROLE_OTHER;
	}
	open_item(d, name->p, role_class(role), none, none);
}

/* An item that showed nothing: one line, its label (and its text if it
 * had no events at all). */
static void
note_item(struct doc *d)
{
	int text = d->conv.item.events == 0 && d->text.len > 0;

	d->shown = 1;
	if (d->kind == DOC_HTML) {
		buf_addf(&d->out, "<p class=\"note\" id=\"item-%" PRIu64 "\">"
		    "<a class=\"seq\" href=\"#item-%" PRIu64 "\">#%" PRIu64
		    "</a> ", d->seq, d->seq, d->seq);
		doc_html(&d->out, d->label.p, d->label.len);
		if (text) {
			buf_adds(&d->out, ": ");
			doc_html(&d->out, d->text.p, d->text.len);
		}
		buf_adds(&d->out, "</p>\n");
	} else {
		buf_addf(&d->out, "*#%" PRIu64 " \xc2\xb7 ", d->seq);
		doc_md(&d->out, d->label.p, d->label.len, 1);
		buf_adds(&d->out, "*");
		if (text) {
			buf_adds(&d->out, " ");
			doc_md(&d->out, d->text.p, d->text.len, 1);
		}
		buf_adds(&d->out, "\n\n");
	}
}

static void
close_section(struct doc *d)
{
	if (d->open && d->kind == DOC_HTML)
		buf_adds(&d->out, "</section>\n");
	d->open = 0;
}

static void render(struct doc *);

/* The end of the current item, if any. */
static void
close_item(struct doc *d)
{
	render(d);
	if (d->in_item && !d->shown)
		note_item(d);
	close_section(d);
}

void
doc_item(struct doc *d, const struct item *it, const char *label,
    const char *text, size_t len)
{
	close_item(d);
	d->in_item = 1;
	d->nitem++;
	d->seq = it->seq;
	d->flawed = it->flaw != ITEM_OK;
	d->sections = d->shown = 0;
	d->done = 0;
	buf_reset(&d->label);
	buf_adds(&d->label, label);
	buf_reset(&d->text);
	buf_add(&d->text, text, len);
	conv_begin(&d->conv, it, d->label.p);
	if (!d->flawed)
		return;
	/* Not JSON (a tolerant load): its bytes, marked. */
	open_item(d, "not valid JSON", "flawed", none, none);
	if (d->kind == DOC_HTML) {
		buf_adds(&d->out, "<p class=\"error\">");
		doc_html(&d->out, it->why, strlen(it->why));
		buf_adds(&d->out, "</p>\n<pre>");
		doc_html(&d->out, it->json, it->len);
		buf_adds(&d->out, "</pre>\n");
	} else {
		buf_adds(&d->out, "**error:** ");
		doc_md(&d->out, it->why, strlen(it->why), 1);
		buf_adds(&d->out, "\n\n");
		doc_md_fence(&d->out, it->json, it->len, "");
	}
}

/* A folded block: HTML <details> with a summary (what, then the
 * transcript's name and id, then a preview of body), or Markdown's bold
 * line and a fence.  body is cleaned text. */
static void
block(struct doc *d, const char *cls, const char *what, struct json_span name,
    struct json_span id, const char *mark, const struct buf *body,
    const char *info, int open, const char *link)
{
	struct buf *t = &d->b;
	int empty = is_blank_line(body->p, body->len);

	if (d->kind == DOC_HTML && empty)	/* nothing to fold */
		buf_addf(&d->out, "<div class=\"%s\"><span class=\"what\">%s"
		    "</span>", cls, what);
	else if (d->kind == DOC_HTML)
		buf_addf(&d->out, "<details class=\"%s\"%s><summary><span "
		    "class=\"what\">%s</span>", cls, open ? " open" : "", what);
	else
		buf_addf(&d->out, "**%s**", what);
	add_span(d, name, 0, " <b>", "</b>", " ", "");
	add_span(d, id, 0, " <code>", "</code>", " (id ", ")");
	if (mark != NULL)
		buf_addf(&d->out, d->kind == DOC_HTML ?
		    " <b class=\"error\">%s</b>" : " \xe2\x80\x94 **%s**", mark);
	if (d->kind == DOC_HTML && link != NULL)
		buf_adds(&d->out, link);
	if (d->kind == DOC_HTML && empty) {
		buf_adds(&d->out, " <span class=\"preview\">(empty)</span></div>\n");
	} else if (d->kind == DOC_HTML) {
		buf_reset(t);
		preview(t, body->p, body->len);
		buf_adds(&d->out, "<span class=\"preview\">");
		html_escape(&d->out, t->p, t->len);
		buf_adds(&d->out, "</span></summary>\n<pre>");
		html_escape(&d->out, body->p, body->len);
		buf_adds(&d->out, "</pre></details>\n");
	} else if (empty) {
		buf_adds(&d->out, " (empty)\n\n");
	} else {
		/* body is clean already (cleaning it again changes nothing) */
		buf_adds(&d->out, "\n\n");
		doc_md_fence(&d->out, body->p, body->len, info);
	}
}

/* A link to the item where a call or result at is, in HTML (NULL for
 * none, or in Markdown): "what #seq", to its page if it is on another. */
static const char *
item_link(struct doc *d, const struct doc_id *at, const char *what)
{
	struct buf *l = &d->d;
	uint64_t page, here;

	if (at == NULL || d->kind != DOC_HTML)
		return NULL;
	buf_reset(l);
	buf_adds(l, " <a class=\"to\" href=\"");
	page = d->page_items > 0 ? at->n / d->page_items + 1 : 1;
	here = d->page_items > 0 && d->nitem > 0 ?
	    (d->nitem - 1) / d->page_items + 1 : 1;
	if (page != here && page == 1)
		buf_addf(l, "%s.html", d->page_name);
	else if (page != here)
		buf_addf(l, "%s-%" PRIu64 ".html", d->page_name, page);
	buf_addf(l, "#item-%" PRIu64 "\">%s #%" PRIu64 "</a>", at->seq, what,
	    at->seq);
	return l->p;
}

/* The links of a call: to its result, and to the subagent it started
 * (the first of d->subs whose needle its arguments hold); NULL: none. */
static const char *
call_links(struct doc *d, const struct event *ev)
{
	const char *l = d->totals == NULL ? NULL :
	    item_link(d, ids_get(&d->totals->results, ev->id), "result");

	if (l == NULL)
		buf_reset(&d->d);
	for (size_t i = 0; d->kind == DOC_HTML && i < d->nsubs; i++) {
		const char *n = d->subs[i].needle;

		if (ev->args.n > 0 && memmem(ev->args.p, ev->args.n, n,
		    strlen(n)) != NULL) {
			buf_addf(&d->d, " <a class=\"to\" href=\"%s\">subagent"
			    "</a>", d->subs[i].href);
			break;
		}
	}
	return d->d.len > 0 ? d->d.p : NULL;
}

static void
message_text(struct doc *d, const struct buf *text)
{
	if (text->len == 0)
		return;
	if (d->kind == DOC_HTML) {
		markdown_html(&d->out, text->p, text->len);
	} else {
		doc_md(&d->out, text->p, text->len, 0);
		buf_adds(&d->out, "\n\n");
	}
}

/* A record that is not conversation, or a block that is not text, as one
 * line: label (a JSON string), text and time (JSON, either absent). */
static void
note(struct doc *d, struct json_span label, struct json_span text,
    struct json_span time, int error)
{
	struct buf *t = &d->b;

	buf_reset(t);
	format_text(label, t);
	if (text.n > 0) {
		buf_addc(t, ' ');
		format_text(text, t);
	}
	if (time.n > 0) {
		buf_adds(t, " \xc2\xb7 ");
		time_text(time, t);
	}
	if (d->kind == DOC_HTML) {
		buf_adds(&d->out, error ? "<p class=\"note error\"" :
		    "<p class=\"note\"");
		if (!d->open && !d->shown)
			buf_addf(&d->out, " id=\"item-%" PRIu64 "\"", d->seq);
		buf_adds(&d->out, ">");
		if (!d->open)
			buf_addf(&d->out, "<a class=\"seq\" href=\"#item-%" PRIu64
			    "\">#%" PRIu64 "</a> ", d->seq, d->seq);
		doc_html(&d->out, t->p, t->len);
		buf_adds(&d->out, "</p>\n");
	} else {
		buf_adds(&d->out, error ? "**error:** *" : "*");
		if (!d->open)
			buf_addf(&d->out, "#%" PRIu64 " \xc2\xb7 ", d->seq);
		doc_md(&d->out, t->p, t->len, 1);
		buf_adds(&d->out, "*\n\n");
	}
	d->shown = 1;
}

int
doc_event(void *arg, const struct event *ev)
{
	struct doc *d = arg;

	if (!d->in_item || d->flawed)
		return ST_OK;
	return ev_emit(conv_sink(&d->conv), ev);
}

/* A block that is not conversation, or none to show; 1 if it was
 * handled. */
static int
doc_aside(struct doc *d, const struct conv_block *b)
{
	const struct event *ev = &b->ev;

	switch (ev->kind) {
	case EV_NOTE:
		close_section(d);
		note(d, ev->label, ev->text, ev->time, 0);
		return 1;
	case EV_BOUNDARY:
		close_section(d);
		if (d->kind == DOC_HTML)
			buf_adds(&d->out, "<hr class=\"boundary\">\n");
		note(d, ev->label.n > 0 ? ev->label :
		    FORMAT_LIT("context boundary"), ev->text, ev->time, 0);
		return 1;
	case EV_TURN_END:
		/* ACP's stopReason; shown when the format says why. */
		if (ev->label.n > 0)
			note(d, ev->label, ev->text, ev->time,
			    format_str_eq(ev->label, "error"));
		return 1;
	case EV_CONTENT:
		if (b->msg != NULL && b->msg->echo)
			return 1;	/* the other copy shows it */
		if (ev->block == BLOCK_THINKING && ev->text.n == 0) {
			note(d, FORMAT_LIT("thinking (redacted)"), none, none, 0);
			return 1;
		}
		return 0;
	case EV_REASONING:
		return ev->text.n == 0;
	case EV_CALL:
	case EV_RESULT:
	case EV_UPDATE:
		return 0;
	default:	/* EV_IGNORE, EV_USAGE (summed in the header) */
		return 1;
	}
}

/* A message begins: a section headed by its name, time and model; an
 * echo is a note, its text shown once, by the other copy. */
static void
doc_begin_msg(struct doc *d, const struct conv_msg *m)
{
	struct buf *name = &d->c;

	close_section(d);
	if (m->echo) {
		note(d, m->label.n > 0 ? m->label : FORMAT_LIT("copy"), none,
		    m->time, 0);
		return;
	}
	buf_reset(name);
	conv_msg_name(m, name);
	open_item(d, name->p, role_class(m->role), m->time, m->model);
}

/* One block of the current item (conv.h). */
static void
doc_block(struct doc *d, const struct conv_block *b)
{
	const struct event *ev = &b->ev;
	struct buf *body = &d->a, clean = BUF_INIT;
	int args_json;

	if (b->kind == CONV_BEGIN) {
		doc_begin_msg(d, b->msg);
		return;
	}
	if (doc_aside(d, b))
		return;
	if (!d->open)
		open_continued(d, b);
	buf_reset(body);
	switch (b->kind) {
	case CONV_MEDIA:
		note(d, ev->name.n > 0 ? ev->name : FORMAT_LIT("media"), none,
		    none, 0);
		break;
	case CONV_TEXT:
	case CONV_THINKING:
	case CONV_OTHER:
		if (b->kind == CONV_OTHER && ev->text.n > 0)
			json_pretty(ev->text.p, ev->text.n, body);
		else
			format_text(ev->text, body);
		doc_clean(&clean, body->p, body->len);
		if (ev->kind == EV_REASONING)
			block(d, "thinking", "reasoning", none, none, NULL,
			    &clean, "", 0, NULL);
		else if (b->kind == CONV_THINKING)
			block(d, "thinking", "thinking", none, none, NULL,
			    &clean, "", 0, NULL);
		else if (b->kind == CONV_OTHER)
			block(d, "block", "block", ev->name, none, NULL,
			    &clean, ev->text.n > 0 && (ev->text.p[0] == '{' ||
			    ev->text.p[0] == '[') ? "json" : "", 0, NULL);
		else
			message_text(d, &clean);
		break;
	case CONV_CALL:
		args_json = args_text(ev->args, body);
		doc_clean(&clean, body->p, body->len);
		if (ev->id.n > 0)
			ids_put(&d->calls, ev->id, d->seq, d->nitem - 1);
		block(d, "call", "tool call", ev->name, ev->id, NULL, &clean,
		    args_json ? "json" : "", 0, call_links(d, ev));
		break;
	case CONV_RESULT:
		format_text(ev->text, body);
		doc_clean(&clean, body->p, body->len);
		block(d, ev->is_error == 1 ? "result error" : "result",
		    ev->kind == EV_UPDATE ? "update" : "result", ev->name, ev->id,
		    ev->is_error == 1 ? "error" : NULL, &clean, "",
		    ev->is_error == 1, ev->kind == EV_UPDATE ? NULL :
		    item_link(d, ids_get(&d->calls, ev->id), "call"));
		break;
	default:
		break;
	}
	buf_release(&clean);
}

/* Render the blocks of the current item not rendered yet. */
static void
render(struct doc *d)
{
	const struct conv_item *ci;

	if (!d->in_item || d->flawed)
		return;
	ci = conv_end(&d->conv);
	for (; d->done < ci->nr; d->done++)
		doc_block(d, &ci->v[d->done]);
}

int
doc_render(struct doc *d)
{
	render(d);
	return d->shown;
}

void
doc_finding(struct doc *d, const struct finding *f)
{
	const char *sev = f->severity == SEV_ERROR ? "error" : "warning";
	const char *code = finding_code_name(f->code);

	render(d);
	if (d->in_item && !d->shown)
		note_item(d);
	if (d->kind == DOC_HTML) {
		buf_addf(&d->out, "<p class=\"finding %s\">&#9888; %s %s: ", sev,
		    sev, code);
		doc_html(&d->out, f->message, strlen(f->message));
		buf_adds(&d->out, "</p>\n");
	} else {
		buf_addf(&d->out, "> **\xe2\x9a\xa0 %s** %s: ", sev, code);
		doc_md(&d->out, f->message, strlen(f->message), 1);
		buf_adds(&d->out, "\n\n");
	}
}

void
doc_end(struct doc *d)
{
	close_item(d);
	d->in_item = 0;
	if (d->kind == DOC_HTML && d->nav != NULL)
		buf_adds(&d->out, d->nav);
	if (d->kind == DOC_HTML)
		buf_adds(&d->out, "</main>\n</body>\n</html>\n");
}
