/*
 * cmd_search.c - transcript search: query the full-text index (index.h).
 *
 * Each hit: a heading (store, session@seq, time, role, tools), a snippet
 * of the item's text around its first match, the matches highlighted on a
 * terminal, and the dump command that shows the item.  The snippet is the
 * item read back from its store (the index keeps no text): a hit whose
 * item is gone since the last `index` says so instead.  --json: one object
 * a hit.  Before the hits, a store changed since its last `index` is named
 * on stderr (--update indexes it first, as `index` would).
 *
 * Exit 0 when something matched, 1 when nothing did, 2 on any error, as
 * grep(1) does.
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "index.h"
#include "isotime.h"
#include "jsonw.h"
#include "redact.h"
#include "term.h"
#include "xalloc.h"

#define SNIPPET_BEFORE	60	/* bytes of text before the first match */
#define SNIPPET_BYTES	240	/* bytes shown in all */
#define LIMIT_DEFAULT	20

struct search {
	struct index	*ix;
	int		 json, color;
	struct buf	 out, text, snip;
	int		 window;	/* a hit said more matched */
	int		 status;
};

/* s as one word of a POSIX shell command line. */
static void
shell_word(struct buf *b, const char *s)
{
	size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789_@%+=:,./-");

	if (s[0] != '\0' && s[n] == '\0') {
		buf_adds(b, s);
		return;
	}
	buf_addc(b, '\'');
	for (; *s != '\0'; s++)
		if (*s == '\'')
			buf_adds(b, "'\\''");
		else
			buf_addc(b, *s);
	buf_addc(b, '\'');
}

/* Is byte c the start of a UTF-8 character? */
static int
char_start(unsigned char c)
{
	return (c & 0xc0) != 0x80;
}

/*
 * The snippet of text (its matches v[0..nr) pairs) into snip, one line:
 * from a little before the first match, SNIPPET_BYTES long, cut at
 * character boundaries; the matches in it, as offsets into snip (of the
 * flattened text, before display_add()), into m[], *nm of them.
 */
static void
snippet(const struct buf *text, const size_t *v, size_t nr, struct buf *snip,
    size_t *from_out, size_t *to_out)
{
	size_t from = 0, to;

	if (nr > 0 && v[0] > SNIPPET_BEFORE)
		from = v[0] - SNIPPET_BEFORE;
	while (from > 0 && !char_start((unsigned char)text->p[from]))
		from--;
	/* not from the middle of a word, where one is near */
	for (size_t back = 0; from > 0 && back < 12 && text->p[from - 1] != ' ' &&
	    text->p[from - 1] != '\n'; back++)
		from--;
	while (from > 0 && !char_start((unsigned char)text->p[from]))
		from--;
	to = from + SNIPPET_BYTES < text->len ? from + SNIPPET_BYTES : text->len;
	if (nr > 0 && v[1] > to && v[1] <= text->len)
		to = v[1];
	while (to < text->len && !char_start((unsigned char)text->p[to]))
		to++;
	buf_reset(snip);
	buf_add(snip, text->p + from, to - from);
	display_flatten(snip, 0);
	while (snip->len > 0 && snip->p[snip->len - 1] == ' ')
		buf_setlen(snip, snip->len - 1);
	*from_out = from;
	*to_out = to;
}

/* The flattened snippet snip (text[from..to)) to out, for a terminal: its
 * matches v[] highlighted with color, "..." where it is cut. */
static void
snippet_add(struct search *s, const struct buf *snip, size_t from, size_t to,
    size_t text_len, const size_t *v, size_t nr)
{
	size_t at = 0;

	if (from > 0)
		buf_adds(&s->out, "...");
	for (size_t i = 0; i < nr; i++) {
		size_t so = v[2 * i], eo = v[2 * i + 1];

		if (so < from + at || eo > to || so >= eo)
			continue;
		so -= from;
		eo -= from;
		display_add(&s->out, snip->p + at, so - at, 0);
		if (s->color)
			buf_adds(&s->out, term_esc(TERM_MATCH));
		else
			buf_addc(&s->out, '[');
		display_add(&s->out, snip->p + so, eo - so, 0);
		if (s->color)
			buf_adds(&s->out, term_esc(TERM_RESET_SHORT));
		else
			buf_addc(&s->out, ']');
		at = eo;
	}
	display_add(&s->out, snip->p + at, snip->len - at, 0);
	if (to < text_len)
		buf_adds(&s->out, "...");
}

/* The dump command of h's item; a session id that begins with '-' (every
 * Claude Code session's) after "--", its options before it. */
static void
dump_command(struct buf *b, const struct index_hit *h)
{
	buf_adds(b, "transcript dump ");
	shell_word(b, h->spec);
	if (h->session[0] == '-') {
		buf_addf(b, " --seq=%" PRIu64 " -- ", h->seq);
		shell_word(b, h->session);
		return;
	}
	buf_addc(b, ' ');
	shell_word(b, h->session);
	buf_addf(b, " --seq=%" PRIu64, h->seq);
}

static int
hit_json(struct search *s, const struct index_hit *h, int found, size_t from,
    size_t to, const size_t *v, size_t nr)
{
	struct buf cmd = BUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &s->out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "store", h->spec);
	jsonw_member_str(&w, "kind", h->kind);
	jsonw_member_str(&w, "session", h->session);
	jsonw_key(&w, "seq");
	jsonw_uint(&w, h->seq);
	jsonw_key(&w, "time");
	if (h->time >= 0) {
		struct buf t = BUF_INIT;

		isotime_add(&t, h->time, ISOTIME_FULL);
		jsonw_str(&w, t.p);
		buf_release(&t);
	} else
		jsonw_lit(&w, "null");
	jsonw_member_str(&w, "role", h->role);
	jsonw_key(&w, "tools");
	jsonw_array(&w);
	for (const char *p = h->tools; *p != '\0';) {
		size_t n = strcspn(p, " ");

		jsonw_strn(&w, p, n);
		p += n + (p[n] == ' ');
	}
	jsonw_close(&w);
	jsonw_key(&w, "model");
	if (h->model[0] != '\0')
		jsonw_str(&w, h->model);
	else
		jsonw_lit(&w, "null");
	jsonw_key(&w, "project");
	if (h->project[0] != '\0')
		jsonw_str(&w, h->project);
	else
		jsonw_lit(&w, "null");
	jsonw_key(&w, "format");
	if (h->format != NULL)
		jsonw_str(&w, h->format);
	else
		jsonw_lit(&w, "null");
	jsonw_key(&w, "rank");
	{
		char r[32];

		snprintf(r, sizeof(r), "%.6g", h->rank);
		jsonw_lit(&w, r);
	}
	jsonw_key(&w, "snippet");
	if (found) {
		jsonw_strn(&w, s->snip.p, s->snip.len);
		jsonw_key(&w, "matches");
		jsonw_array(&w);
		for (size_t i = 0; i < nr; i++) {
			if (v[2 * i] < from || v[2 * i + 1] > to)
				continue;
			jsonw_array(&w);
			jsonw_uint(&w, v[2 * i] - from);
			jsonw_uint(&w, v[2 * i + 1] - from);
			jsonw_close(&w);
		}
		jsonw_close(&w);
	} else
		jsonw_lit(&w, "null");
	dump_command(&cmd, h);
	jsonw_member_str(&w, "dump", cmd.p);
	buf_release(&cmd);
	jsonw_close(&w);
	return jsonw_finish(&w) == 0 ? ST_OK : fail(ST_DATA, "search: a hit "
	    "cannot be written as JSON");
}

static void
hit_text(struct search *s, const struct index_hit *h, int found, size_t from,
    size_t to, const size_t *v, size_t nr)
{
	struct buf b = BUF_INIT;

	if (s->color)
		buf_adds(&s->out, term_esc(TERM_SESSION));
	display_add(&s->out, h->spec, strlen(h->spec), DISPLAY_ID);
	buf_addc(&s->out, ' ');
	display_add(&s->out, h->session, strlen(h->session), DISPLAY_ID);
	buf_addf(&s->out, "@%" PRIu64, h->seq);
	if (s->color)
		buf_adds(&s->out, term_esc(TERM_RESET_SHORT));
	buf_addc(&s->out, ' ');
	if (h->time >= 0)
		isotime_add(&s->out, h->time, ISOTIME_SQL);
	else
		buf_addc(&s->out, '-');
	buf_addc(&s->out, ' ');
	if (s->color)
		buf_adds(&s->out, term_esc(term_role_style(h->role)));
	buf_adds(&s->out, h->role);
	if (s->color)
		buf_adds(&s->out, term_esc(TERM_RESET_SHORT));
	if (h->tools[0] != '\0') {
		buf_addc(&s->out, ' ');
		display_add(&s->out, h->tools, strlen(h->tools), 0);
	}
	buf_adds(&s->out, "\n    ");
	if (found)
		snippet_add(s, &s->snip, from, to, s->text.len, v, nr);
	else
		buf_adds(&s->out, "(no longer in the store: index it again)");
	buf_adds(&s->out, "\n    ");
	dump_command(&b, h);
	if (s->color)
		buf_adds(&s->out, term_esc(TERM_DIM));
	display_add(&s->out, b.p, b.len, 0);
	if (s->color)
		buf_adds(&s->out, term_esc(TERM_RESET_SHORT));
	buf_adds(&s->out, "\n");
	buf_release(&b);
}

static int
on_hit(void *arg, const struct index_hit *h)
{
	struct search *s = arg;
	size_t *v = NULL, nr = 0, from = 0, to = 0;
	int rc, found;

	buf_reset(&s->text);
	rc = index_hit_text(s->ix, h, &s->text, &v, &nr);
	if (rc != ST_OK && rc != ST_NOT_FOUND) {
		free(v);
		return rc;
	}
	found = rc == ST_OK;
	if (found)
		snippet(&s->text, v, nr, &s->snip, &from, &to);
	s->window |= h->window;
	if (s->json)
		rc = hit_json(s, h, found, from, to, v, nr);
	else {
		hit_text(s, h, found, from, to, v, nr);
		rc = ST_OK;
	}
	free(v);
	if (rc == ST_OK && s->out.len >= 65536) {
		rc = cmd_write(s->out.p, s->out.len);
		buf_reset(&s->out);
	}
	return rc;
}

/*
 * Which stores changed since their last index: on a thread of its own
 * beside the query where threads are allowed (the stat calls of a file
 * store's sessions cost as much as a query), with its own handle on the
 * index; what it finds is held (spec, then why, each ending in a NUL)
 * and said on stderr once it is done.
 */
struct stale {
	const char	*db;
	int		 busy_ms;
	struct index	*ix;
	struct buf	 found;
	pthread_t	 t;
	int		 running;
};

static int
stale_store(void *arg, const char *spec, const char *kind)
{
	struct stale *st = arg;
	struct buf why = BUF_INIT;

	(void)kind;
	if (index_stale(st->ix, spec, &why) > 0) {
		buf_add(&st->found, spec, strlen(spec) + 1);
		buf_add(&st->found, why.p, why.len);
		buf_addc(&st->found, '\0');
	}
	buf_release(&why);
	return ST_OK;	/* a store that cannot be opened: reported, not fatal */
}

static void *
stale_main(void *arg)
{
	struct stale *st = arg;

	if (index_open(st->db, 0, st->busy_ms, &st->ix) == ST_OK)
		(void)index_stores(st->ix, stale_store, st);
	(void)index_close(st->ix, ST_OK);
	st->ix = NULL;
	return NULL;
}

/* Wait for the check and say what it found. */
static void
stale_done(struct stale *st)
{
	if (st->running)
		pthread_join(st->t, NULL);
	st->running = 0;
	for (size_t at = 0; at < st->found.len;) {
		const char *spec = st->found.p + at;
		const char *why = spec + strlen(spec) + 1;

		warn_msg("'%s' changed since it was indexed (%s): the hits may "
		    "be out of date; `transcript index` or search --update "
		    "brings them up to date", spec, why);
		at = (size_t)(why - st->found.p) + strlen(why) + 1;
	}
	buf_release(&st->found);
}

static const struct cmd_opt search_options[] = {
	{ "db", 'D', required_argument, "path",
	    "the index (default $XDG_CACHE_HOME/transcript/index.db)", 0 },
	{ "role", 'r', required_argument, "role",
	    "only items of this role (user, assistant, tool, system)", 0 },
	{ "tool", 't', required_argument, "name",
	    "only items that call this tool or hold its results", 0 },
	{ "store", 'S', required_argument, "spec",
	    "only this store (as indexed, its path, or a kind)", 0 },
	{ "project", 'p', required_argument, "key",
	    "only sessions of this project (claude-code key, codex cwd)", 0 },
	{ "since", 's', required_argument, "date",
	    "only items at or after this date or time", 0 },
	{ "until", 'u', required_argument, "date",
	    "only items before this time (a date: up to its end)", 0 },
	{ "limit", 'n', required_argument, "n",
	    "print at most n hits (default 20; 0: all)", 'n' },
	{ "all", 'a', no_argument, NULL,
	    "rank every match, not only the newest 1000", 0 },
	{ "json", 'j', no_argument, NULL, "one JSON object a hit", 0 },
	{ "update", 'U', no_argument, NULL,
	    "bring the index up to date first (as index)", 0 },
	{ "color", 'c', required_argument, "when",
	    "highlight matches: auto (default), always or never", 0 },
	{ "colour", 'c', required_argument, "when", NULL, 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* Exit 2 for every error, as grep's. */
static int
usage_2(int status)
{
	return status == ST_OK || status == ST_PROBLEMS ? status : ST_USAGE;
}

static int
run_search(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct index_query q = { NULL, NULL, NULL, NULL, NULL, -1, -1,
	    LIMIT_DEFAULT, 0 };
	enum term_when when = TERM_AUTO;
	struct search s;
	struct stale stale;
	struct buf path = BUF_INIT;
	const char *db = NULL;
	uint64_t nr = 0;
	int64_t n;
	int ch, update = 0, status;

	memset(&s, 0, sizeof(s));
	memset(&stale, 0, sizeof(stale));
	while ((ch = cmd_getopt(&cmd_search, argc, argv)) != -1) {
		switch (ch) {
		case 'D':
			db = optarg;
			break;
		case 'r':
			q.role = optarg;
			break;
		case 't':
			q.tool = optarg;
			break;
		case 'S':
			q.store = optarg;
			break;
		case 'p':
			q.project = optarg;
			break;
		case 's':
			if (cmd_parse_time(&cmd_search, "--since", optarg,
			    &q.since) != 0)
				return ST_USAGE;
			break;
		case 'u':
			if (cmd_parse_time(&cmd_search, "--until", optarg,
			    &q.until) != 0)
				return ST_USAGE;
			if (strlen(optarg) == 10)	/* a day: its end */
				q.until += 86400000;
			break;
		case 'n':
			if (cmd_parse_int(&cmd_search, "--limit", optarg, 0,
			    INT64_MAX, &n) != 0)
				return ST_USAGE;
			q.limit = n == 0 ? UINT64_MAX : (uint64_t)n;
			break;
		case 'a':
			q.all = 1;
			break;
		case 'j':
			s.json = 1;
			break;
		case 'U':
			update = 1;
			break;
		case 'c':
			if (term_when_parse(optarg, &when) == -1)
				return cmd_usage_msg(&cmd_search, TERM_WHEN_USAGE,
				    optarg);
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_search, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_search);
		default:
			return cmd_bad_option(&cmd_search, ch, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_search);
	q.match = argv[optind];
	if (q.match[0] == '\0')
		return cmd_usage_msg(&cmd_search, "an empty query");
	if (q.role != NULL && strcmp(q.role, "user") != 0 &&
	    strcmp(q.role, "assistant") != 0 && strcmp(q.role, "tool") != 0 &&
	    strcmp(q.role, "system") != 0 && strcmp(q.role, "other") != 0)
		return cmd_usage_msg(&cmd_search, "--role wants user, assistant, "
		    "tool, system or other, not '%s'", q.role);
	s.color = !s.json && term_color(when);
	if (db == NULL && (status = index_default_path(&path)) != ST_OK)
		return ST_USAGE;
	if (db == NULL)
		db = path.p;
	if (update) {
		struct index *w;

		if ((status = index_open(db, 1, cfg.busy_ms, &w)) == ST_OK)
			status = index_update_all(w, &cfg, cmd_threads() ?
			    INDEX_THREADS : 0, NULL, NULL, NULL);
		if ((status = index_close(w, status)) != ST_OK)
			goto out;
	}
	if ((status = index_open(db, 0, cfg.busy_ms, &s.ix)) != ST_OK)
		goto out;
	stale.db = db;
	stale.busy_ms = cfg.busy_ms;
	if (!update && cmd_threads() && pthread_create(&stale.t, NULL,
	    stale_main, &stale) == 0)
		stale.running = 1;
	else if (!update)
		(void)stale_main(&stale);
	status = index_search(s.ix, &q, on_hit, &s, &nr);
	stale_done(&stale);
	if (status == ST_OK && s.out.len > 0)
		status = cmd_write(s.out.p, s.out.len);
	if (status == ST_OK && s.window && !s.json)
		fprintf(stderr, "search: more than %d items matched: the newest "
		    "%d were ranked (--all ranks them all)\n", INDEX_WINDOW,
		    INDEX_WINDOW);
out:
	stale_done(&stale);
	status = index_close(s.ix, status);
	buf_release(&s.out);
	buf_release(&s.text);
	buf_release(&s.snip);
	buf_release(&path);
	if (status == ST_OK && nr == 0)
		status = ST_PROBLEMS;
	return usage_2(status);
}

const struct cmd cmd_search = {
	.name = "search",
	.run = run_search,
	.usage = "[--db=path] [--role=role] [--tool=name] [--store=spec] "
	    "[--project=key] [--since=date] [--until=date] [--limit=n] [--all] "
	    "[--json] [--update] [--color=when] [--busy-timeout=ms] query",
	.summary = "find items in the full-text index (FTS5 queries, BM25)",
	.opts = search_options,
};
