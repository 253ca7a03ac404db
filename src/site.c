/* site.c - stores as a static web site; see site.h. */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "fsutil.h"
#include "isotime.h"
#include "json.h"
#include "markdown.h"
#include "render.h"
#include "sessions.h"
#include "site.h"
#include "vote.h"
#include "xalloc.h"
#include "xxhash.h"

#define DRAIN_BYTES	65536
#define PAGES_MAX	UINT64_C(100000000)	/* in a manifest: more is
						   not ours */
#define MANIFEST_HEAD	"transcript-site 1"

/* A session of the site: its index row and what the manifest keeps. */
struct row {
	char		*key;		/* its store: store_canon() */
	char		*id, *name, *stamp;
	uint64_t	 pages;
	char		*project, *format, *model, *parent, *title, *prompt;
	int64_t		 created, updated;	/* epoch ms, or -1 / 0 */
	uint64_t	 items;
	int64_t		 tokens;	/* -1: none said */
	/* this build only */
	const char	*spec;		/* its store, as named */
	size_t		 store;		/* in the specs */
	size_t		 kids, nkids;	/* its subagents: site.kids[kids..] */
	const struct session_info *info;
	size_t		 parent_row;	/* SIZE_MAX: none in the site */
	int64_t		 newest;	/* of its project */
};

struct rows {
	struct row	*v;
	size_t		 nr, alloc;
};

struct site {
	const struct site_opts	*o;
	char *const		*specs;
	size_t			 nspecs;
	struct store		**st;		/* NULL where it failed */
	struct session_list	*lists;
	int			 dfd, sdfd;
	char			**keys;		/* of each store, or NULL */
	size_t			*kids;		/* rows, by parent, then name */
	int			 fresh;		/* render every session */
	struct rows		 old, now;
	struct buf		 head;		/* the manifest's first line */
	struct site_totals	*tot;
	int			 status;	/* the worst, to return */
};

static void
row_release(struct row *r)
{
	free(r->key);
	free(r->id);
	free(r->name);
	free(r->stamp);
	free(r->project);
	free(r->format);
	free(r->model);
	free(r->parent);
	free(r->title);
	free(r->prompt);
}

static void
rows_release(struct rows *rs)
{
	for (size_t i = 0; i < rs->nr; i++)
		row_release(&rs->v[i]);
	free(rs->v);
	memset(rs, 0, sizeof(*rs));
}

static struct row *
rows_add(struct rows *rs)
{
	struct row *r;

	xgrow(&rs->v, &rs->alloc, rs->nr + 1, sizeof(*rs->v));
	r = &rs->v[rs->nr++];
	memset(r, 0, sizeof(*r));
	r->created = CREATED_UNKNOWN;
	r->tokens = -1;
	r->parent_row = SIZE_MAX;
	return r;
}

/* qsort()/bsearch() order of rows: by store, then id. */
static int
row_key_cmp(const void *a, const void *b)
{
	const struct row *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	return c != 0 ? c : strcmp(x->id, y->id);
}

static struct row *
rows_find(const struct rows *rs, const char *store, const char *id)
{
	struct row key;

	if (rs->nr == 0)
		return NULL;
	memset(&key, 0, sizeof(key));
	key.key = (char *)(uintptr_t)store;
	key.id = (char *)(uintptr_t)id;
	return bsearch(&key, rs->v, rs->nr, sizeof(*rs->v), row_key_cmp);
}

/* --- Names ------------------------------------------------------------ */

void
site_name(struct buf *out, size_t store, const char *id)
{
	size_t start, n = strlen(id), cut = 0;

	if (store > 0)
		buf_addf(out, "S%zu_", store);
	start = out->len;
	for (size_t i = 0; i < n; i++) {
		int c = (unsigned char)id[i];
		size_t d = i + 1;

		if (c == '-')	/* only digits after it: escaped */
			for (; d < n && id[d] >= '0' && id[d] <= '9'; d++)
				;
		if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		    (c == '-' && (d == i + 1 || d < n)) || (c == '.' && i > 0))
			buf_addc(out, c);
		else
			buf_addf(out, "_%02X", c);
		if (out->len - start <= SITE_NAME_MAX - 17)
			cut = out->len;
	}
	if (out->len - start > SITE_NAME_MAX) {
		out->len = cut;
		out->p[cut] = '\0';
		buf_addf(out, "~%016" PRIx64, xxh64(id, n, 0));
	}
}

/* Is name one that site_name() could make (a manifest's, checked before
 * it names a file to remove)? */
static int
name_ok(const char *name)
{
	size_t n = strlen(name);

	if (n == 0 || n > SITE_NAME_MAX + 24 || name[0] == '.')
		return 0;
	for (size_t i = 0; i < n; i++)
		if (strchr("abcdefghijklmnopqrstuvwxyz0123456789"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ._~-", name[i]) == NULL)
			return 0;
	return 1;
}

/* The file of page (1: the first) of name, into out (reset). */
static void
page_file(struct buf *out, const char *name, uint64_t page)
{
	buf_reset(out);
	if (page <= 1)
		buf_addf(out, "%s.html", name);
	else
		buf_addf(out, "%s-%" PRIu64 ".html", name, page);
}

/* --- The manifest ----------------------------------------------------- */

/* s, with backslash, tab and newline escaped, then a tab. */
static void
field_add(struct buf *b, const char *s)
{
	for (; s != NULL && *s != '\0'; s++) {
		if (*s == '\\')
			buf_adds(b, "\\\\");
		else if (*s == '\t')
			buf_adds(b, "\\t");
		else if (*s == '\n')
			buf_adds(b, "\\n");
		else
			buf_addc(b, *s);
	}
	buf_addc(b, '\t');
}

static void
field_num(struct buf *b, int64_t n)
{
	buf_addf(b, "%" PRId64 "\t", n);
}

/* The next field of *p (a line, tabs between fields), unescaped and
 * copied; NULL if the line has no more. */
static char *
field_next(const char **p, const char *end)
{
	struct buf b = BUF_INIT;
	const char *s = *p;

	if (s == NULL || s > end)
		return NULL;
	for (; s < end && *s != '\t'; s++) {
		if (*s == '\\' && s + 1 < end) {
			s++;
			buf_addc(&b, *s == 't' ? '\t' : *s == 'n' ? '\n' : *s);
		} else {
			buf_addc(&b, *s);
		}
	}
	*p = s < end ? s + 1 : NULL;
	buf_addc(&b, '\0');	/* an empty field is "" */
	return b.p;
}

static int
num_of(const char *s, int64_t *out)
{
	char *end;

	if (s == NULL || *s == '\0')
		return 0;
	errno = 0;
	*out = strtoll(s, &end, 10);
	return errno == 0 && *end == '\0';
}

/* One line of the manifest into a row of rs: 0 if it is not one. */
static int
manifest_row(struct rows *rs, const char *p, const char *end)
{
	struct row *r = rows_add(rs);
	char *pages = NULL, *created = NULL, *updated = NULL, *items = NULL,
	    *tokens = NULL;
	int64_t n;
	int ok;

	r->key = field_next(&p, end);
	r->id = field_next(&p, end);
	r->name = field_next(&p, end);
	r->stamp = field_next(&p, end);
	pages = field_next(&p, end);
	r->project = field_next(&p, end);
	created = field_next(&p, end);
	updated = field_next(&p, end);
	items = field_next(&p, end);
	tokens = field_next(&p, end);
	r->format = field_next(&p, end);
	r->model = field_next(&p, end);
	r->parent = field_next(&p, end);
	r->title = field_next(&p, end);
	r->prompt = field_next(&p, end);
	ok = r->prompt != NULL && name_ok(r->name) &&
	    num_of(pages, &n) && n >= 1 && (uint64_t)n <= PAGES_MAX;
	r->pages = ok ? (uint64_t)n : 0;
	ok = ok && num_of(created, &r->created) && num_of(updated,
	    &r->updated) && num_of(items, &n) && n >= 0 &&
	    num_of(tokens, &r->tokens);
	r->items = ok ? (uint64_t)n : 0;
	free(pages);
	free(created);
	free(updated);
	free(items);
	free(tokens);
	if (!ok) {
		row_release(r);
		rs->nr--;
	}
	return ok;
}

/* The first line the manifest of this build has. */
static void
manifest_head(struct site *s)
{
	const struct site_opts *o = s->o;

	buf_addf(&s->head, MANIFEST_HEAD "\t%s\t%" PRIu64 "\t%s\t%s\t%s",
	    VERSION, o->page_size, markdown_engine(),
	    o->dialect != NULL ? o->dialect->name : "-",
	    o->options != NULL ? o->options : "");
}

/* The last build's rows (none if there was none, or its manifest is not
 * this program's: warned). */
static int
manifest_read(struct site *s)
{
	struct buf m = BUF_INIT;
	const char *p, *end, *nl;
	size_t bad = 0;
	int status;

	status = fs_read_file(s->dfd, SITE_MANIFEST, &m);
	if (status == ST_NOT_FOUND) {
		s->fresh = 1;
		buf_release(&m);
		return ST_OK;
	}
	if (status != ST_OK) {
		buf_release(&m);
		return status;
	}
	p = m.p;
	end = m.p + m.len;
	nl = memchr(p, '\n', m.len);
	if (nl == NULL || strncmp(p, MANIFEST_HEAD "\t",
	    sizeof(MANIFEST_HEAD)) != 0) {
		warn_msg("%s/%s: not a manifest of transcript's; every page is "
		    "written anew", s->o->dir, SITE_MANIFEST);
		s->fresh = 1;
		buf_release(&m);
		return ST_OK;
	}
	s->fresh = (size_t)(nl - p) != s->head.len ||
	    memcmp(p, s->head.p, s->head.len) != 0;
	for (p = nl + 1; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		if (!manifest_row(&s->old, p, nl))
			bad++;
	}
	if (bad > 0)
		warn_msg("%s/%s: %zu line%s not understood, left out", s->o->dir,
		    SITE_MANIFEST, bad, bad == 1 ? "" : "s");
	qsort(s->old.v, s->old.nr, sizeof(*s->old.v), row_key_cmp);
	buf_release(&m);
	return ST_OK;
}

static int
manifest_write(struct site *s)
{
	struct buf m = BUF_INIT;
	int status;

	buf_add(&m, s->head.p, s->head.len);
	buf_addc(&m, '\n');
	for (size_t i = 0; i < s->now.nr; i++) {
		const struct row *r = &s->now.v[i];

		field_add(&m, r->key);
		field_add(&m, r->id);
		field_add(&m, r->name);
		field_add(&m, r->stamp);
		field_num(&m, (int64_t)r->pages);
		field_add(&m, r->project);
		field_num(&m, r->created);
		field_num(&m, r->updated);
		field_num(&m, (int64_t)r->items);
		field_num(&m, r->tokens);
		field_add(&m, r->format);
		field_add(&m, r->model);
		field_add(&m, r->parent);
		field_add(&m, r->title);
		field_add(&m, r->prompt);
		m.p[m.len - 1] = '\n';
	}
	status = fs_replace_file(s->dfd, SITE_MANIFEST, m.p, m.len);
	buf_release(&m);
	return status;
}

/* --- A session's pages ------------------------------------------------ */

/* What is known of a session without rendering it: a file's stamp, or a
 * digest of its items (a read). */
static int
stamp_of(struct store *st, const struct session_info *info, struct buf *out)
{
	struct xxh64_state h;
	struct item_cursor *c = NULL;
	struct item it;
	uint64_t n = 0;
	int status;

	if (info->mtime_ns != 0) {
		buf_addf(out, "f%" PRId64 ".%" PRIu64 ".%" PRIu64 ".%" PRIu64,
		    info->mtime_ns, info->ino, info->stored, info->items);
		return ST_OK;
	}
	if ((status = sessions_load(st, info, RENDER_LOAD, &c)) != ST_OK)
		return status;
	xxh64_init(&h, 0);
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		xxh64_update(&h, it.json, it.len);
		xxh64_update(&h, "\n", 1);
		n++;
	}
	item_cursor_free(c);
	if (status != ST_END)
		return status;
	buf_addf(out, "d%" PRIu64 ".%016" PRIx64, n, xxh64_final(&h));
	return ST_OK;
}

/* The pages of a session being written. */
struct pages {
	struct site		*s;
	const struct row	*r;
	const struct doc_header	*h;
	uint64_t		 page, pages;
	struct fs_atomic	 file;
	int			 open;
	struct buf		 nav, path;
};

/* The nav of page p->page: the index, previous and next, the session a
 * subagent's is of, its subagents. */
static void
pages_nav(struct pages *p)
{
	const struct rows *now = &p->s->now;
	const struct row *r = p->r;
	struct buf *b = &p->nav;
	int subs = 0;

	buf_reset(b);
	buf_adds(b, "<nav class=\"pages\"><a href=\"../index.html\">"
	    "All sessions</a>");
	if (p->pages > 1)
		buf_addf(b, " \xc2\xb7 page %" PRIu64 " of %" PRIu64, p->page,
		    p->pages);
	if (p->page > 1) {
		buf_adds(b, " \xc2\xb7 <a rel=\"prev\" href=\"");
		if (p->page == 2)
			buf_addf(b, "%s.html", r->name);
		else
			buf_addf(b, "%s-%" PRIu64 ".html", r->name, p->page - 1);
		buf_adds(b, "\">previous</a>");
	}
	if (p->page < p->pages)
		buf_addf(b, " \xc2\xb7 <a rel=\"next\" href=\"%s-%" PRIu64
		    ".html\">next</a>", r->name, p->page + 1);
	if (r->parent_row != SIZE_MAX) {
		const struct row *pr = &now->v[r->parent_row];

		buf_addf(b, " \xc2\xb7 subagent of <a href=\"%s.html\">",
		    pr->name);
		doc_html(b, pr->id, strlen(pr->id));
		buf_adds(b, "</a>");
	}
	for (size_t i = r->kids; i < r->kids + r->nkids; i++) {
		const struct row *c = &now->v[p->s->kids[i]];

		if (c->id == NULL)
			continue;	/* it failed, and left the site */
		buf_addf(b, "%s<a href=\"%s.html\">", subs++ == 0 ?
		    " \xc2\xb7 subagents: " : ", ", c->name);
		doc_html(b, c->id, strlen(c->id));
		buf_adds(b, "</a>");
	}
	buf_adds(b, "</nav>\n");
}

static int
pages_open(struct pages *p)
{
	int status;

	page_file(&p->path, p->r->name, p->page);
	if ((status = fs_atomic_open(&p->file, p->s->sdfd, p->path.p)) ==
	    ST_OK)
		p->open = 1;
	pages_nav(p);
	return status;
}

static int
pages_drain(struct pages *p, struct doc *d)
{
	int status = fs_atomic_write(&p->file, d->out.p, d->out.len);

	buf_reset(&d->out);
	return status;
}

/* The page done: its end written, the file committed. */
static int
pages_commit(struct pages *p, struct doc *d)
{
	int status;

	doc_end(d);
	if ((status = pages_drain(p, d)) == ST_OK)
		status = fs_atomic_commit(&p->file);
	fs_atomic_abort(&p->file);
	p->open = 0;
	if (status == ST_OK)
		p->s->tot->pages++;
	return status;
}

/* Before item n: a new page every page_size items; drained now and then. */
static int
pages_before(void *arg, struct doc *d, uint64_t n)
{
	struct pages *p = arg;
	int status;

	if (n > 0 && n % p->s->o->page_size == 0) {
		if ((status = pages_commit(p, d)) != ST_OK)
			return status;
		p->page++;
		if (p->page > p->pages)
			p->pages = p->page;	/* it grew since it was listed */
		if ((status = pages_open(p)) != ST_OK)
			return status;
		d->nav = p->nav.p;
		doc_begin(d, p->h);
		return ST_OK;
	}
	return d->out.len >= DRAIN_BYTES ? pages_drain(p, d) : ST_OK;
}

/* The subagents of a session, for links from the calls that started
 * them: their first prompts (SUB_NEEDLE_MIN bytes at least, as JSON
 * writes them, without the end the prompt was cut at) and pages. */
#define SUB_NEEDLE_MIN	16
struct subs {
	struct doc_sub	*v;
	size_t		 nr, alloc;
};

static void
subs_find(struct site *s, const struct row *r, struct subs *out)
{
	struct buf b = BUF_INIT;

	for (size_t i = r->kids; i < r->kids + r->nkids; i++) {
		const struct row *c = &s->now.v[s->kids[i]];
		struct doc_sub *sub;

		if (c->id == NULL || c->prompt == NULL)
			continue;
		buf_reset(&b);
		json_str_encode(&b, c->prompt, strlen(c->prompt));
		if (b.len < SUB_NEEDLE_MIN + 2)
			continue;
		b.p[--b.len] = '\0';		/* the closing quote */
		while (b.len > 1 && b.p[b.len - 1] == '\\')
			b.p[--b.len] = '\0';	/* an escape cut short */
		xgrow(&out->v, &out->alloc, out->nr + 1, sizeof(*out->v));
		sub = &out->v[out->nr++];
		sub->needle = xstrdup(b.p + 1);
		buf_reset(&b);
		buf_addf(&b, "%s.html", c->name);
		sub->href = xstrdup(b.p);
	}
	buf_release(&b);
}

static void
subs_release(struct subs *subs)
{
	for (size_t i = 0; i < subs->nr; i++) {
		free((char *)(uintptr_t)subs->v[i].needle);
		free((char *)(uintptr_t)subs->v[i].href);
	}
	free(subs->v);
}

static char *
dup_or_null(const char *s)
{
	return s != NULL && *s != '\0' ? xstrdup(s) : NULL;
}

/* Render session r (its info, in store st) to its pages; its row's facts
 * filled. */
static int
session_render(struct site *s, struct row *r, struct store *st)
{
	const struct session_info *info = r->info;
	const struct format *fmt = NULL;
	struct render_facts rf;
	struct pages p;
	struct doc d;
	struct buf project = BUF_INIT;
	struct subs subs;
	uint64_t size = s->o->page_size, items;
	int status;

	memset(&p, 0, sizeof(p));
	memset(&subs, 0, sizeof(subs));
	memset(&rf, 0, sizeof(rf));
	doc_init(&d, DOC_HTML);
	if ((status = vote_session(st, info->id, RENDER_LOAD, s->o->dialect,
	    &fmt)) != ST_OK ||
	    (status = render_facts(st, info, fmt, s->o->red, &rf)) != ST_OK ||
	    (status = sessions_project(st, info->id, RENDER_LOAD, fmt,
	    &project)) != ST_OK)
		goto out;
	items = info->items != INFO_UNKNOWN ? info->items : rf.totals.items;
	p.s = s;
	p.r = r;
	p.h = &rf.h;
	p.page = 1;
	p.pages = items > 0 ? (items + size - 1) / size : 1;
	d.page_items = size;
	d.page_name = r->name;
	subs_find(s, r, &subs);
	d.subs = subs.v;
	d.nsubs = subs.nr;
	if ((status = pages_open(&p)) != ST_OK)
		goto out;
	d.nav = p.nav.p;
	doc_begin(&d, &rf.h);
	if ((status = render_items(st, info, fmt, s->o->red, &d, &rf,
	    pages_before, &p)) != ST_OK)
		goto out;
	if ((status = pages_commit(&p, &d)) != ST_OK)
		goto out;
	r->pages = p.page;
	r->items = items;
	r->created = info->created_at;
	r->updated = info->updated_at;
	r->tokens = doc_totals_tokens(&rf.totals);
	r->project = dup_or_null(project.p);
	r->format = dup_or_null(fmt != NULL ? fmt->title : store_kind(st));
	r->model = dup_or_null(doc_totals_model(&rf.totals));
	r->title = dup_or_null(rf.title.p);
	r->prompt = dup_or_null(rf.totals.prompt.p);
	s->tot->rendered++;
out:
	if (p.open)
		fs_atomic_abort(&p.file);
	buf_release(&p.nav);
	buf_release(&p.path);
	buf_release(&project);
	subs_release(&subs);
	render_facts_release(&rf);
	doc_release(&d);
	return status;
}

/* --- The index -------------------------------------------------------- */

static const char index_head[] =
"<!DOCTYPE html>\n"
"<html>\n<head>\n<meta charset=\"utf-8\">\n"
"<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
"<meta name=\"generator\" content=\"transcript " VERSION "\">\n"
"<title>Transcripts</title>\n"
"<style>\n"
"body{font:15px/1.5 system-ui,sans-serif;max-width:75em;margin:1.5em auto;"
    "padding:0 1em;color:#1d1d1f;background:#fff}\n"
"h1{font-size:1.4em;margin:.2em 0}\n"
"h2{font-size:1.1em;margin:1.5em 0 .3em;overflow-wrap:anywhere}\n"
"h3{font-size:.95em;margin:.8em 0 .2em;color:#555}\n"
"#q{font:inherit;width:100%;max-width:30em;padding:.3em .5em;"
    "box-sizing:border-box}\n"
".count,.meta{color:#666;font-size:.9em}\n"
"table{border-collapse:collapse;width:100%}\n"
"td,th{text-align:left;padding:.2em .5em;border-bottom:1px solid #eee;"
    "vertical-align:top}\n"
"th{font-weight:600;color:#555;font-size:.85em}\n"
"td.title{overflow-wrap:anywhere;width:45%}\n"
"td.n{text-align:right;white-space:nowrap;font-variant-numeric:"
    "tabular-nums}\n"
".sub{color:#777;font-size:.85em}\n"
"@media (max-width:40em){th.opt,td.opt{display:none}td.title{width:auto}}\n"
"@media (prefers-color-scheme:dark){body{color:#ddd;background:#1b1b1b}"
    "h3,th,.count,.meta,.sub{color:#aaa}td,th{border-color:#333}"
    "a{color:#8ab4f8}}\n"
"</style>\n"
"</head>\n<body>\n<header>\n<h1>Transcripts</h1>\n";

/* Filters the rows by what is typed, or by #q=WORDS: each row's data-q
 * (its title and first prompt) must hold the words, as typed (ignoring
 * case); a day or project with no row left is hidden. */
static const char index_script[] =
"<script>\n"
"(function () {\n"
"\tvar q = document.getElementById(\"q\");\n"
"\tvar count = document.getElementById(\"count\");\n"
"\tvar rows = document.querySelectorAll(\"tr[data-q]\");\n"
"\tfunction show() {\n"
"\t\tvar v = q.value.toLowerCase().trim(), shown = 0;\n"
"\t\tfor (var i = 0; i < rows.length; i++) {\n"
"\t\t\tvar on = v === \"\" || rows[i].getAttribute(\"data-q\")"
    ".toLowerCase().indexOf(v) >= 0;\n"
"\t\t\trows[i].hidden = !on;\n"
"\t\t\tif (on)\n\t\t\t\tshown++;\n"
"\t\t}\n"
"\t\tvar groups = document.querySelectorAll(\".day, .project\");\n"
"\t\tfor (var j = 0; j < groups.length; j++)\n"
"\t\t\tgroups[j].hidden = groups[j].querySelector("
    "\"tr[data-q]:not([hidden])\") === null;\n"
"\t\tcount.textContent = shown + \" of \" + rows.length + \" sessions\";\n"
"\t}\n"
"\tvar m = /^#(?:.*&)?q=([^&]*)/.exec(location.hash);\n"
"\tif (m !== null)\n"
"\t\tq.value = decodeURIComponent(m[1].replace(/\\+/g, \" \"));\n"
"\tq.addEventListener(\"input\", show);\n"
"\tshow();\n"
"})();\n"
"</script>\n";

/* The project of r in the index: its own, else its store as named (not
 * kept in the manifest: the store may be named otherwise next time). */
static const char *
row_project(const struct row *r)
{
	return r->project != NULL && *r->project != '\0' ? r->project :
	    r->spec;
}

/* Display order: projects with the newest session first, then newest
 * sessions first. */
static int
row_show_cmp(const void *a, const void *b)
{
	const struct row *const *x = a, *const *y = b;
	const struct row *r = *x, *s = *y;
	int c;

	if (r->newest != s->newest)
		return r->newest > s->newest ? -1 : 1;
	if ((c = strcmp(row_project(r), row_project(s))) != 0)
		return c;
	if (r->created != s->created)
		return r->created > s->created ? -1 : 1;
	return row_key_cmp(r, s);
}

static int
row_project_cmp(const void *a, const void *b)
{
	const struct row *const *x = a, *const *y = b;

	return strcmp(row_project(*x), row_project(*y));
}

/* A duration of ms for a row: "45s", "3m 02s", "2h 05m", "3d 04h". */
static void
duration_add(struct buf *b, int64_t ms)
{
	int64_t s = ms / 1000;

	if (s < 60)
		buf_addf(b, "%" PRId64 "s", s);
	else if (s < 3600)
		buf_addf(b, "%" PRId64 "m %02" PRId64 "s", s / 60, s % 60);
	else if (s < 86400)
		buf_addf(b, "%" PRId64 "h %02" PRId64 "m", s / 3600,
		    s / 60 % 60);
	else
		buf_addf(b, "%" PRId64 "d %02" PRId64 "h", s / 86400,
		    s / 3600 % 24);
}

static void
html_str(struct buf *b, const char *s)
{
	if (s != NULL)
		doc_html(b, s, strlen(s));
}

/* What the search box looks in: the title and the first prompt, each run
 * of blanks one space, into q. */
static void
search_text(struct buf *q, const struct row *r)
{
	const char *const v[] = { r->title, r->prompt };
	int space = 0;

	for (size_t i = 0; i < nitems(v); i++) {
		for (const char *p = v[i]; p != NULL && *p != '\0'; p++) {
			if (strchr(" \t\r\n", *p) != NULL) {
				space = q->len > 0;
				continue;
			}
			if (space)
				buf_addc(q, ' ');
			space = 0;
			buf_addc(q, *p);
		}
		space = q->len > 0;
	}
}

static void
index_row(struct buf *b, const struct row *r, const struct rows *now,
    struct buf *q)
{
	buf_reset(q);
	search_text(q, r);
	buf_adds(b, "<tr data-q=\"");
	doc_html(b, q->p, q->len);
	buf_addf(b, "\"><td class=\"title\"><a href=\"s/%s.html\">", r->name);
	html_str(b, r->title != NULL ? r->title : r->id);
	buf_adds(b, "</a>");
	if (r->parent_row != SIZE_MAX) {
		const struct row *p = &now->v[r->parent_row];

		buf_addf(b, " <span class=\"sub\">subagent of <a href=\""
		    "s/%s.html\">", p->name);
		html_str(b, p->title != NULL ? p->title : p->id);
		buf_adds(b, "</a></span>");
	}
	buf_adds(b, "<br><span class=\"sub\">");
	html_str(b, r->id);
	buf_adds(b, "</span></td><td class=\"opt\">");
	html_str(b, r->format);
	buf_adds(b, "</td><td class=\"opt\">");
	html_str(b, r->model);
	buf_addf(b, "</td><td class=\"n\">%" PRIu64 "</td><td class=\"n opt\">",
	    r->items);
	if (r->created >= 0 && r->updated >= r->created)
		duration_add(b, r->updated - r->created);
	buf_adds(b, "</td><td class=\"n\">");
	if (r->tokens >= 0)
		buf_addf(b, "%" PRId64, r->tokens);
	buf_adds(b, "</td></tr>\n");
}

static const char table_head[] =
"<table><thead><tr><th>Session</th><th class=\"opt\">Format"
    "</th><th class=\"opt\">Model</th><th class=\"n\">Items</th>"
    "<th class=\"n opt\">Duration</th><th class=\"n\">Tokens</th></tr>"
    "</thead><tbody>\n";

#define DAY_END	"</tbody></table>\n</div>\n"

static int
index_write(struct site *s)
{
	struct rows *now = &s->now;
	struct row **v = xcalloc(now->nr + 1, sizeof(*v));
	struct buf b = BUF_INIT, day = BUF_INIT, last = BUF_INIT, q = BUF_INIT;
	const char *project = NULL;
	size_t projects = 0;
	int status;

	for (size_t i = 0; i < now->nr; i++)
		v[i] = &now->v[i];
	/* each project's newest session, then the order shown */
	qsort(v, now->nr, sizeof(*v), row_project_cmp);
	for (size_t i = 0, j; i < now->nr; i = j) {
		int64_t newest = CREATED_UNKNOWN;

		for (j = i; j < now->nr && strcmp(row_project(v[j]),
		    row_project(v[i])) == 0; j++)
			if (v[j]->created > newest)
				newest = v[j]->created;
		for (size_t k = i; k < j; k++)
			v[k]->newest = newest;
		projects++;
	}
	qsort(v, now->nr, sizeof(*v), row_show_cmp);

	buf_adds(&b, index_head);
	buf_addf(&b, "<p class=\"meta\">%zu session%s in %zu project%s"
	    "</p>\n<input id=\"q\" type=\"search\" placeholder=\"Search "
	    "titles and first prompts\" aria-label=\"Search\"> <span "
	    "id=\"count\" class=\"count\"></span>\n</header>\n<main>\n",
	    now->nr, now->nr == 1 ? "" : "s", projects,
	    projects == 1 ? "" : "s");
	for (size_t i = 0; i < now->nr; i++) {
		const struct row *r = v[i];

		buf_reset(&day);
		if (r->created >= 0) {	/* "YYYY-MM-DD" of the full form */
			isotime_add(&day, r->created, ISOTIME_FULL);
			if (day.len > 10)
				day.p[day.len = 10] = '\0';
		} else
			buf_adds(&day, "date unknown");
		if (project == NULL || strcmp(project, row_project(r)) != 0) {
			if (project != NULL)
				buf_adds(&b, DAY_END "</section>\n");
			buf_adds(&b, "<section class=\"project\">\n<h2>");
			html_str(&b, row_project(r));
			buf_adds(&b, "</h2>\n");
			project = row_project(r);
			buf_reset(&last);
		} else if (strcmp(last.p, day.p) != 0) {
			buf_adds(&b, DAY_END);
		}
		if (last.len == 0 || strcmp(last.p, day.p) != 0) {
			buf_adds(&b, "<div class=\"day\"><h3>");
			html_str(&b, day.p);
			buf_adds(&b, "</h3>\n");
			buf_adds(&b, table_head);
			buf_reset(&last);
			buf_adds(&last, day.p);
		}
		index_row(&b, r, now, &q);
	}
	if (project != NULL)
		buf_adds(&b, DAY_END "</section>\n");
	buf_adds(&b, "</main>\n");
	buf_adds(&b, index_script);
	buf_adds(&b, "</body>\n</html>\n");
	status = fs_replace_file(s->dfd, "index.html", b.p, b.len);
	buf_release(&b);
	buf_release(&day);
	buf_release(&last);
	buf_release(&q);
	free(v);
	return status;
}

/* --- The build -------------------------------------------------------- */

/* Open (making it if missing) and lock the directory DIR, and open its
 * s/. */
static int
dirs_open(struct site *s)
{
	const char *dir = s->o->dir;
	struct buf what = BUF_INIT;
	int status, made = 0;

	/* one build at a time: a second waits, then is ST_BUSY */
	buf_addf(&what, "site '%s'", dir);
	status = fs_lock_dir(dir, 1, s->o->cfg->busy_ms, what.p, &s->dfd,
	    &made);
	buf_release(&what);
	if (status != ST_OK)
		return status;
	/* what a build that was killed left */
	(void)fs_sweep_temps(s->dfd, dir);
	fs_step("mkdir");
	if (mkdirat(s->dfd, "s", 0777) == -1 && errno != EEXIST)
		return fail_errno(ST_IO, "cannot make '%s/s'", dir);
	if ((status = fs_opendir_in(s->dfd, "s", &s->sdfd)) != ST_OK)
		return status == ST_NOT_FOUND ? fail(ST_IO, "'%s/s' is gone",
		    dir) : status;
	buf_addf(&what, "%s/s", dir);
	(void)fs_sweep_temps(s->sdfd, what.p);
	buf_release(&what);
	return ST_OK;
}

/* Keep the first error of the build, to return. */
static void
note_status(struct site *s, int status)
{
	s->status = status_first(s->status, status);
}

/*
 * The key of a store that could not be opened, as far as its spec says it
 * (a failed store keeps its rows: failed_keep()): "KIND:ABS-PATH" where it
 * names a kind with a path, ":ABS-PATH" for a bare path, else the spec.
 */
static char *
failed_key(const char *spec)
{
	const struct store_ops *const *all;
	struct buf b = BUF_INIT;
	size_t nall, n;

	if (strncmp(spec, "postgres://", 11) == 0 ||
	    strncmp(spec, "postgresql://", 13) == 0)
		return xstrdup(spec);
	all = store_kinds(&nall);
	for (size_t i = 0; i < nall; i++) {
		n = strlen(all[i]->name);
		if (strncmp(spec, all[i]->name, n) != 0 || spec[n] != ':')
			continue;
		if (all[i]->flags & STORE_KIND_NOT_PATH)
			return xstrdup(spec);
		buf_add(&b, spec, n + 1);
		fs_path_abs(spec + n + 1, &b);
		return b.p;
	}
	buf_addc(&b, ':');
	fs_path_abs(spec, &b);
	return b.p;
}

/* Is key (a row's) of the store that failed_key() made fkey of? */
static int
failed_owns(const char *fkey, const char *key)
{
	const char *colon = strchr(key, ':');

	if (strcmp(fkey, key) == 0)
		return 1;
	return fkey[0] == ':' && colon != NULL && strcmp(colon, fkey) == 0;
}

/* Open and list each store (its key: store_canon()); a row for each of
 * their sessions. */
static void
stores_list(struct site *s)
{
	struct buf b = BUF_INIT, path = BUF_INIT;

	s->st = xcalloc(s->nspecs, sizeof(*s->st));
	s->lists = xcalloc(s->nspecs, sizeof(*s->lists));
	s->keys = xcalloc(s->nspecs, sizeof(*s->keys));
	for (size_t i = 0; i < s->nspecs; i++) {
		int status;

		if ((status = store_open(s->specs[i], STORE_READ, s->o->cfg, 0,
		    &s->st[i])) == ST_OK)
			status = store_list(s->st[i], INFO_COUNTS, RENDER_LOAD,
			    &s->lists[i]);
		if (status != ST_OK) {
			note_status(s, status);
			(void)store_close(s->st[i], status);
			s->st[i] = NULL;
			s->keys[i] = failed_key(s->specs[i]);
			continue;
		}
		buf_reset(&b);
		buf_reset(&path);
		store_canon(s->st[i], &b, &path);
		s->keys[i] = xstrdup(b.p);
		for (size_t j = 0; j < s->lists[i].nr; j++) {
			const struct session_info *info = &s->lists[i].v[j];
			struct row *r = rows_add(&s->now);

			r->key = xstrdup(s->keys[i]);
			r->spec = s->specs[i];
			r->id = xstrdup(info->id);
			r->store = i;
			r->info = info;
			buf_reset(&b);
			site_name(&b, s->nspecs > 1 ? i + 1 : 0, info->id);
			r->name = xstrdup(b.p);
			buf_reset(&b);
			if (store_session_group(s->st[i], info->id,
			    STORE_GROUP_PARENT, &b))
				r->parent = xstrdup(b.p);
		}
	}
	buf_release(&b);
	buf_release(&path);
}

/* Are pages 1..r->pages of r there (regular files)? */
static int
pages_there(struct site *s, const struct row *r)
{
	struct buf f = BUF_INIT;
	int ok = 1;

	for (uint64_t k = 1; ok && k <= r->pages; k++) {
		page_file(&f, r->name, k);
		ok = fs_check_in(s->sdfd, f.p, 0, NULL) == ST_OK;
	}
	buf_release(&f);
	return ok;
}

/* Take the facts of old (the last build's) into r. */
static void
row_keep(struct row *r, struct row *old)
{
	r->pages = old->pages;
	r->created = old->created;
	r->updated = old->updated;
	r->items = old->items;
	r->tokens = old->tokens;
#define TAKE(f)	do { free(r->f); r->f = old->f; old->f = NULL; } while (0)
	TAKE(stamp);
	TAKE(project);
	TAKE(format);
	TAKE(model);
	TAKE(title);
	TAKE(prompt);
#undef TAKE
}

struct kid {
	size_t		 parent, row;
	const char	*name;
};

static int
kid_cmp(const void *a, const void *b)
{
	const struct kid *x = a, *y = b;

	if (x->parent != y->parent)
		return x->parent < y->parent ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* Each row's subagents (parents_find() done): s->kids, the rows that have
 * a parent, by parent, then by name; each row's kids and nkids, its own
 * among them.  Valid while the rows stay where they are (sessions_build()). */
static void
kids_find(struct site *s)
{
	struct rows *now = &s->now;
	struct kid *v = xcalloc(now->nr + 1, sizeof(*v));
	size_t n = 0;

	for (size_t i = 0; i < now->nr; i++)
		if (now->v[i].parent_row != SIZE_MAX) {
			v[n].parent = now->v[i].parent_row;
			v[n].name = now->v[i].name;
			v[n++].row = i;
		}
	qsort(v, n, sizeof(*v), kid_cmp);
	free(s->kids);
	s->kids = xcalloc(n + 1, sizeof(*s->kids));
	for (size_t i = 0, j; i < n; i = j) {
		for (j = i; j < n && v[j].parent == v[i].parent; j++)
			s->kids[j] = v[j].row;
		now->v[v[i].parent].kids = i;
		now->v[v[i].parent].nkids = j - i;
	}
	free(v);
}

/* What of the site r's pages link to, into its stamp: an xxh64 of the name
 * of the session it is a subagent of and of its subagents' names (those
 * still in the site), so that a page is written again when they change. */
static void
links_stamp(const struct site *s, const struct row *r, struct buf *stamp)
{
	struct xxh64_state h;

	xxh64_init(&h, 0);
	if (r->parent_row != SIZE_MAX) {	/* a subagent's session */
		const char *pname = s->now.v[r->parent_row].name;

		xxh64_update(&h, "p", 1);
		xxh64_update(&h, pname, strlen(pname) + 1);
	}
	for (size_t i = r->kids; i < r->kids + r->nkids; i++) {
		const struct row *c = &s->now.v[s->kids[i]];

		if (c->id == NULL)
			continue;
		xxh64_update(&h, "s", 1);
		xxh64_update(&h, c->name, strlen(c->name) + 1);
	}
	buf_addf(stamp, ".l%016" PRIx64, xxh64_final(&h));
}

/* Session r of the stores: kept as the last build made it if its stamp
 * is the same, else rendered.  One that fails is reported; it keeps what
 * the last build made of it, if anything, else leaves the site (its id
 * NULL). */
static void
session_build(struct site *s, struct row *r, struct buf *stamp)
{
	struct row *old = rows_find(&s->old, r->key, r->id);
	struct store *st = s->st[r->store];
	int status;

	buf_reset(stamp);
	if ((status = stamp_of(st, r->info, stamp)) == ST_OK)
		links_stamp(s, r, stamp);
	if (status == ST_OK && !s->fresh &&
	    old != NULL && strcmp(old->stamp, stamp->p) == 0 &&
	    strcmp(old->name, r->name) == 0 && pages_there(s, old)) {
		row_keep(r, old);
		return;
	}
	if (status == ST_OK && (status = session_render(s, r, st)) == ST_OK) {
		r->stamp = xstrdup(stamp->p);
		return;
	}
	note_status(s, status);
	if (old != NULL && strcmp(old->name, r->name) == 0) {
		row_keep(r, old);	/* its last pages stay */
		free(r->stamp);
		r->stamp = xstrdup("-");	/* read again next time */
		return;
	}
	row_release(r);		/* out of the site */
	memset(r, 0, sizeof(*r));
	r->parent_row = SIZE_MAX;
}

/* Each session of the stores (session_build()): subagents first, their
 * prompts being what their parents' pages link from (subs_find()). */
static void
sessions_build(struct site *s)
{
	struct buf stamp = BUF_INIT;
	size_t kept = 0;

	for (size_t i = 0; i < s->now.nr; i++)
		if (s->now.v[i].parent_row != SIZE_MAX)
			session_build(s, &s->now.v[i], &stamp);
	for (size_t i = 0; i < s->now.nr; i++)
		if (s->now.v[i].parent_row == SIZE_MAX)
			session_build(s, &s->now.v[i], &stamp);
	/* the rows that left */
	for (size_t i = 0; i < s->now.nr; i++)
		if (s->now.v[i].id != NULL)
			s->now.v[kept++] = s->now.v[i];
	s->now.nr = kept;
	buf_release(&stamp);
}

/* Each session that was in the last build and whose store could not be
 * read now keeps its row and pages. */
static void
failed_keep(struct site *s)
{
	for (size_t i = 0; i < s->old.nr; i++) {
		struct row *old = &s->old.v[i], *r;

		for (size_t k = 0; k < s->nspecs; k++) {
			if (s->st[k] != NULL || !failed_owns(s->keys[k],
			    old->key))
				continue;
			r = rows_add(&s->now);
			r->key = xstrdup(old->key);
			r->spec = s->specs[k];
			r->id = xstrdup(old->id);
			r->name = xstrdup(old->name);
			r->parent = old->parent;
			old->parent = NULL;
			r->store = k;
			row_keep(r, old);
			break;
		}
	}
}

/* Each session's subagent's parent, where it is in the site. */
static void
parents_find(struct site *s)
{
	for (size_t i = 0; i < s->now.nr; i++) {
		struct row *r = &s->now.v[i], *p;

		r->parent_row = SIZE_MAX;
		if (r->parent != NULL && (p = rows_find(&s->now, r->key,
		    r->parent)) != NULL)
			r->parent_row = (size_t)(p - s->now.v);
	}
}

struct name_pages {
	const char	*name;
	uint64_t	 pages;
};

static int
name_pages_cmp(const void *a, const void *b)
{
	return strcmp(((const struct name_pages *)a)->name,
	    ((const struct name_pages *)b)->name);
}

/* The pages of rs by name, sorted (for name_pages_of()). */
static struct name_pages *
name_pages_make(const struct rows *rs)
{
	struct name_pages *v = xcalloc(rs->nr + 1, sizeof(*v));

	for (size_t i = 0; i < rs->nr; i++) {
		v[i].name = rs->v[i].name;
		v[i].pages = rs->v[i].pages;
	}
	qsort(v, rs->nr, sizeof(*v), name_pages_cmp);
	return v;
}

/* The pages name has in v (nr of them), 0 if it is not there. */
static uint64_t
name_pages_of(const struct name_pages *v, size_t nr, const char *name)
{
	struct name_pages key, *hit;

	key.name = name;
	hit = bsearch(&key, v, nr, sizeof(*v), name_pages_cmp);
	return hit != NULL ? hit->pages : 0;
}

/* Is file a page of ours, page_file(name, *page): name into name? */
static int
page_parse(const char *file, struct buf *name, uint64_t *page)
{
	size_t n = strlen(file), d;

	if (n <= 5 || strcmp(file + n - 5, ".html") != 0)
		return 0;
	n -= 5;
	*page = 1;
	for (d = n; d > 0 && file[d - 1] >= '0' && file[d - 1] <= '9'; d--)
		;
	if (d < n && d > 1 && file[d - 1] == '-' && file[d] != '0') {
		int64_t k;

		buf_reset(name);
		buf_add(name, file + d, n - d);
		if (!num_of(name->p, &k) || k < 2)
			return 0;
		*page = (uint64_t)k;
		n = d - 1;
	}
	buf_reset(name);
	buf_add(name, file, n);
	/* site_name() never ends a name in '-' and digits */
	for (d = n; d > 0 && name->p[d - 1] >= '0' && name->p[d - 1] <= '9';
	    d--)
		;
	return name_ok(name->p) && !(d < n && d > 0 && name->p[d - 1] == '-');
}

/*
 * Remove the pages in s/ that this build's rows do not have: those the
 * last build made (its manifest's) of sessions gone and beyond the last
 * page of sessions that shrank; in a fresh build (no manifest, or one of
 * other options), every page of ours.  s/ is read once: what a manifest
 * claims costs nothing.
 */
static int
stale_remove(struct site *s)
{
	struct name_pages *now = name_pages_make(&s->now),
	    *old = name_pages_make(&s->old);
	struct buf name = BUF_INIT, what = BUF_INIT;
	struct dirent *de;
	DIR *d = NULL;
	uint64_t page;
	int fd, status = ST_OK;

	buf_addf(&what, "%s/s", s->o->dir);
	if ((fd = openat(s->sdfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) ==
	    -1 || (d = fdopendir(fd)) == NULL) {
		status = fail_errno(ST_IO, "cannot read '%s'", what.p);
		if (fd != -1)
			close(fd);
		goto out;
	}
	while ((errno = 0, de = readdir(d)) != NULL) {
		if (!page_parse(de->d_name, &name, &page) ||
		    page <= name_pages_of(now, s->now.nr, name.p) ||
		    (!s->fresh && page > name_pages_of(old, s->old.nr,
		    name.p)))
			continue;	/* kept, or not ours */
		if (fs_check_in(s->sdfd, de->d_name, 0, NULL) != ST_OK)
			continue;	/* gone, or not a file */
		if (fs_unlinkat(s->sdfd, de->d_name, 0) == -1 &&
		    errno != ENOENT) {
			status = fail_errno(ST_IO, "cannot remove '%s/%s'",
			    what.p, de->d_name);
			break;
		}
		s->tot->removed++;
	}
	if (status == ST_OK && errno != 0)
		status = fail_errno(ST_IO, "cannot read '%s'", what.p);
	closedir(d);
out:
	buf_release(&name);
	buf_release(&what);
	free(now);
	free(old);
	return status;
}

int
site_build(const struct site_opts *o, char *const specs[], size_t nr,
    struct site_totals *tot)
{
	struct site s;
	int status;

	memset(&s, 0, sizeof(s));
	memset(tot, 0, sizeof(*tot));
	s.o = o;
	s.specs = specs;
	s.nspecs = nr;
	s.tot = tot;
	s.dfd = s.sdfd = -1;
	manifest_head(&s);
	if ((status = dirs_open(&s)) != ST_OK ||
	    (status = manifest_read(&s)) != ST_OK)
		goto out;
	stores_list(&s);
	qsort(s.now.v, s.now.nr, sizeof(*s.now.v), row_key_cmp);
	parents_find(&s);	/* for the pages' links */
	kids_find(&s);
	sessions_build(&s);
	failed_keep(&s);
	qsort(s.now.v, s.now.nr, sizeof(*s.now.v), row_key_cmp);
	parents_find(&s);	/* rows moved */
	tot->sessions = s.now.nr;
	if ((status = stale_remove(&s)) != ST_OK ||
	    (status = index_write(&s)) != ST_OK ||
	    (status = manifest_write(&s)) != ST_OK)
		goto out;
	status = s.status;
out:
	for (size_t i = 0; s.st != NULL && i < nr; i++) {
		status = store_close(s.st[i], status);
		session_list_release(&s.lists[i]);
	}
	for (size_t i = 0; s.keys != NULL && i < nr; i++)
		free(s.keys[i]);
	free(s.keys);
	free(s.kids);
	free(s.st);
	free(s.lists);
	rows_release(&s.old);
	rows_release(&s.now);
	buf_release(&s.head);
	if (s.sdfd != -1)
		close(s.sdfd);
	if (s.dfd != -1)
		close(s.dfd);
	return status;
}
