/* cmd.c - helpers shared by the commands; see cmd.h. */

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "format.h"
#include "pipe.h"
#include "xalloc.h"

int
cmd_usage(const struct cmd *c)
{
	fprintf(stderr, "usage: transcript %s %s\n", c->name, c->usage);
	return ST_USAGE;
}

int
cmd_usage_msg(const struct cmd *c, const char *fmt, ...)
{
	struct buf msg = BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&msg, fmt, ap);
	va_end(ap);
	fail(ST_USAGE, "%s", msg.p);
	buf_release(&msg);
	return cmd_usage(c);
}

int
cmd_help_page(const struct cmd *c)
{
	struct buf b = BUF_INIT;
	int status = ST_OK;

	buf_addf(&b, "usage: transcript %s %s\n\n%s\n", c->name, c->usage,
	    c->summary);
	if (c->opts != NULL && c->opts[0].name != NULL)
		buf_adds(&b, "\noptions:\n");
	for (const struct cmd_opt *o = c->opts; o != NULL && o->name != NULL;
	    o++) {
		size_t start = b.len;

		if (o->help == NULL)		/* an alias */
			continue;
		if (o->short_name != 0)
			buf_addf(&b, "  -%c, --%s", o->short_name, o->name);
		else
			buf_addf(&b, "      --%s", o->name);
		if (o->has_arg == required_argument)
			buf_addf(&b, "=%s", o->arg != NULL ? o->arg : "VALUE");
		if (b.len - start < 26)
			buf_addf(&b, "%*s", (int)(26 - (b.len - start)), "");
		else
			buf_addf(&b, "\n%26s", "");
		buf_addf(&b, "%s\n", o->help);
	}
	buf_adds(&b, "\nSee transcript(1) for details.\n");
	if (fwrite(b.p, 1, b.len, stdout) != b.len || fflush(stdout) == EOF)
		status = fail_errno(ST_IO, "cannot write to standard output");
	buf_release(&b);
	return status;
}

/* c's option of short name ch, or NULL. */
static const struct cmd_opt *
short_opt(const struct cmd *c, int ch)
{
	for (const struct cmd_opt *o = c->opts; o != NULL && o->name != NULL;
	    o++)
		if (o->short_name != 0 && o->short_name == ch)
			return o;
	return NULL;
}

/*
 * The first word of argv[1..] (up to "--") that begins with one '-' but
 * is no cluster of c's short options ("-home-ada-proj/...", a Claude Code
 * session id), or 0.  getopt would take it apart letter by letter: "-h"
 * first, and print the help.
 */
static int
cluster_bad(const struct cmd *c, int argc, char *argv[])
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0)
			break;
		if (strncmp(a, "--", 2) == 0) {	/* its value may follow */
			size_t n = strlen(a + 2);

			/* by its name or a prefix of it, as getopt_long() */
			for (const struct cmd_opt *o = c->opts; n > 0 &&
			    strchr(a, '=') == NULL && o != NULL &&
			    o->name != NULL; o++)
				if (o->has_arg == required_argument &&
				    strncmp(o->name, a + 2, n) == 0) {
					i++;
					break;
				}
			continue;
		}
		if (a[0] != '-' || a[1] == '\0')
			continue;
		for (const char *p = a + 1; *p != '\0'; p++) {
			const struct cmd_opt *o = short_opt(c, (unsigned char)*p);

			if (o == NULL)
				return i;
			if (o->has_arg == required_argument) {
				i += p[1] == '\0';	/* the next word */
				break;
			}
		}
	}
	return 0;
}

int
cmd_getopt(const struct cmd *c, int argc, char *argv[])
{
	static char **checked;
	static const struct cmd *built;
	static struct option longopts[CMD_OPTS_MAX];
	static char shorts[2 + 2 * CMD_OPTS_MAX];

	if (built != c) {
		size_t n = 0, k = 0;

		shorts[k++] = ':';
		for (const struct cmd_opt *o = c->opts; o != NULL &&
		    o->name != NULL && n + 1 < CMD_OPTS_MAX; o++, n++) {
			longopts[n].name = o->name;
			longopts[n].has_arg = o->has_arg;
			longopts[n].flag = NULL;
			longopts[n].val = o->key;
			if (o->short_name != 0) {
				shorts[k++] = o->short_name;
				if (o->has_arg == required_argument)
					shorts[k++] = ':';
			}
		}
		memset(&longopts[n], 0, sizeof(longopts[n]));
		shorts[k] = '\0';
		built = c;
	}
	opterr = 0;
	if (checked != argv) {
		int bad = cluster_bad(c, argc, argv);

		checked = argv;
		if (bad > 0) {		/* cmd_bad_option() names it */
			optind = bad + 1;
			optopt = 0;
			return '?';
		}
	}
	return getopt_long(argc, argv, shorts, longopts, NULL);
}

int
cmd_bad_option(const struct cmd *c, int ch, char *argv[])
{
	const char *arg = argv[optind - 1];

	if (ch == ':')
		return cmd_usage_msg(c, "option '%s' needs a value", arg);
	if (optopt != 0 && optopt < 0x100 && strncmp(arg, "--", 2) != 0)
		return cmd_usage_msg(c, "unknown option '-%c'", optopt);
	if (arg[0] == '-' && arg[1] != '-' && strlen(arg) > 2)
		return cmd_usage_msg(c, "unknown option '%s' (a session id that "
		    "begins with '-' goes after '--')", arg);
	return cmd_usage_msg(c, "unknown option '%s'", arg);
}

int
cmd_parse_int(const struct cmd *c, const char *opt, const char *arg,
    int64_t min, int64_t max, int64_t *out)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(arg, &end, 10);
	if (*arg == '\0' || *end != '\0' || errno != 0 || v < min || v > max) {
		cmd_usage_msg(c, "%s wants a whole number from %lld to %lld, "
		    "not '%s'", opt, (long long)min, (long long)max, arg);
		return -1;
	}
	*out = v;
	return 0;
}

int
cmd_busy_timeout(const struct cmd *c, const char *arg, struct store_config *cfg)
{
	int64_t v;

	if (cmd_parse_int(c, "--busy-timeout", arg, 0, 3600000, &v) == -1)
		return ST_USAGE;
	cfg->busy_ms = (int)v;
	return ST_OK;
}

int
cmd_open_input(const char *path, struct item_cursor **out)
{
	int fd;

	if (path == NULL || strcmp(path, "-") == 0)
		return item_reader_open(out, dup(STDIN_FILENO), "<stdin>");
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return fail_errno(ST_IO,
		    "cannot open '%s'", path);
	return item_reader_open(out, fd, path);
}

int
cmd_write(const void *p, size_t n)
{
	if (n > 0 && fwrite(p, 1, n, stdout) != n)
		return fail_errno(ST_IO, "cannot write to standard output");
	return ST_OK;
}

/* The number of the two digits at p, or -1. */
static int
two_digits(const char *p)
{
	if (p[0] < '0' || p[0] > '9' || p[1] < '0' || p[1] > '9')
		return -1;
	return (p[0] - '0') * 10 + p[1] - '0';
}

/* Parse YYYY-MM-DD[(T| )HH:MM[:SS[.fff...]]][Z|(+|-)HH[:]MM] into *ms;
 * -1 if it is not that. */
static int
time_parse(const char *s, int64_t *ms)
{
	struct tm tm = { 0 };
	int v[6] = { 0 }, sign = 0, oh = 0, om = 0, frac = 0, scale = 100;
	const char *p = s + 10;
	time_t secs;

	if ((v[0] = two_digits(s)) < 0 || two_digits(s + 2) < 0 || s[4] != '-' ||
	    (v[1] = two_digits(s + 5)) < 1 || v[1] > 12 || s[7] != '-' ||
	    (v[2] = two_digits(s + 8)) < 1 || v[2] > 31)
		return -1;
	v[0] = v[0] * 100 + two_digits(s + 2);
	if (*p == 'T' || *p == ' ') {
		if ((v[3] = two_digits(p + 1)) < 0 || v[3] > 23 || p[3] != ':' ||
		    (v[4] = two_digits(p + 4)) < 0 || v[4] > 59)
			return -1;
		p += 6;
		if (*p == ':') {
			if ((v[5] = two_digits(p + 1)) < 0 || v[5] > 60)
				return -1;
			p += 3;
			if (*p == '.') {
				if (*++p < '0' || *p > '9')
					return -1;
				for (; *p >= '0' && *p <= '9'; p++, scale /= 10)
					frac += (*p - '0') * scale;
			}
		}
		if (*p == 'Z')
			p++;
		else if (*p == '+' || *p == '-') {
			sign = *p == '+' ? 1 : -1;
			if ((oh = two_digits(p + 1)) < 0 || oh > 23)
				return -1;
			p += 3 + (p[3] == ':');
			if ((om = two_digits(p)) < 0 || om > 59)
				return -1;
			p += 2;
		}
	}
	if (*p != '\0' || v[0] < 1970)
		return -1;
	tm.tm_year = v[0] - 1900;
	tm.tm_mon = v[1] - 1;
	tm.tm_mday = v[2];
	tm.tm_hour = v[3];
	tm.tm_min = v[4];
	tm.tm_sec = v[5];
	if ((secs = timegm(&tm)) == (time_t)-1 || tm.tm_mday != v[2])
		return -1;	/* timegm() moved 2024-02-31 to March 2nd */
	*ms = ((int64_t)secs - (int64_t)sign * (oh * 3600 + om * 60)) * 1000 + frac;
	return 0;
}

int
cmd_time_json(struct json_span v, int64_t *ms)
{
	char text[64];

	if (format_time_ms(v, ms) == 0)
		return 0;
	/* with an offset, which format_time_ms() does not read */
	if (v.n < 12 || v.n >= sizeof(text) || v.p[0] != '"' ||
	    memchr(v.p, '\\', v.n) != NULL)
		return -1;
	memcpy(text, v.p + 1, v.n - 2);
	text[v.n - 2] = '\0';
	return time_parse(text, ms);
}

int
cmd_parse_time(const struct cmd *c, const char *opt, const char *arg,
    int64_t *ms)
{
	if (strlen(arg) < 10 || time_parse(arg, ms) == -1) {
		cmd_usage_msg(c, "%s wants an ISO-8601 date or date-time "
		    "(2024-05-01, 2024-05-01T12:00:00+02:00), not '%s'", opt, arg);
		return -1;
	}
	return 0;
}

void
cmd_add_time(struct buf *b, int64_t ms)
{
	time_t secs = (time_t)(ms >= 0 ? ms / 1000 : (ms - 999) / 1000);
	int frac = (int)(ms - (int64_t)secs * 1000);
	struct tm tm;

	if (gmtime_r(&secs, &tm) == NULL) {
		buf_addf(b, "%lld", (long long)ms);
		return;
	}
	buf_addf(b, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
	    tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, frac);
}

int
cmd_session_format(struct store *st, const char *session,
    const struct format *forced, const struct format **out)
{
	struct format_vote v;
	struct format_item fi;
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	if (forced != NULL) {
		*out = forced;
		return ST_OK;
	}
	memset(&v, 0, sizeof(v));
	if ((status = store_load(st, session, &c)) != ST_OK)
		return status;
	while (v.items < FORMAT_VOTE_ITEMS &&
	    (status = item_cursor_next(c, &it)) == ST_OK) {
		if (it.flaw == ITEM_OK) {
			format_item_init(&fi, &it);
			format_vote_add(&v, &fi);
		}
	}
	item_cursor_free(c);
	if (status != ST_OK && status != ST_END)
		return status;
	*out = format_vote_result(&v);
	return ST_OK;
}

int
cmd_load_listed(struct store *st, const struct session_info *info,
    struct item_cursor **items)
{
	if (info->problem != NULL)	/* listed as unsafe: not read */
		return fail(ST_DATA, "%s", info->problem);
	return store_load(st, info->id, items);
}

int
cmd_item_bad(struct store *st, const char *session, const struct item *it,
    struct buf *scratch)
{
	struct store_where w = { NULL, 0, 0 };
	struct pos pos;

	memset(&pos, 0, sizeof(pos));
	buf_reset(scratch);
	st->ops->where(st, session, it, scratch, &w);
	pos.file = w.file;
	if (w.row) {
		pos.session = session;
		pos.seq = it->seq;
	} else {
		pos.line = w.line > 0 ? w.line : it->line;
		pos.col = 1;
	}
	return item_error(&pos, it->json, it->why_off, it->why);
}

void
cmd_item_torn(struct store *st, const char *session, const struct item *it,
    struct buf *scratch)
{
	struct store_where w = { NULL, 0, 0 };

	buf_reset(scratch);
	st->ops->where(st, session, it, scratch, &w);
	item_warn_torn(w.file, w.line > 0 ? w.line : it->line, it->len);
}

/* Settle it (a deferring store's) and fill fi if it is then valid. */
static void
voted_settle(struct item *it, struct format_item *fi, struct buf *scratch)
{
	if (it->flaw == ITEM_UNCHECKED)
		format_item_settle(fi, it, scratch);
	else if (it->flaw == ITEM_OK)
		format_item_init(fi, it);
}

int
cmd_voted_open(struct cmd_voted *v, struct item_cursor *src,
    const struct format **fmt)
{
	struct format_vote vote;
	struct format_item fi;
	struct item it;
	int status = ST_OK;

	memset(&vote, 0, sizeof(vote));
	v->src = src;
	buf_reset(&v->held);
	v->nh = v->next = 0;
	v->end = ST_OK;
	while (vote.items < FORMAT_VOTE_ITEMS &&
	    (status = item_cursor_next(src, &it)) == ST_OK) {
		voted_settle(&it, &fi, &v->scratch);
		if (it.flaw == ITEM_OK)
			format_vote_add(&vote, &fi);
		xgrow(&v->hv, &v->ah, v->nh + 1, sizeof(*v->hv));
		v->hv[v->nh] = it;
		v->hv[v->nh++].json = (const char *)(uintptr_t)v->held.len;
		buf_add(&v->held, it.json, it.len);
	}
	if (status != ST_OK && status != ST_END)
		return status;
	v->end = status;
	*fmt = format_vote_result(&vote);
	return ST_OK;
}

int
cmd_voted_next(struct cmd_voted *v, struct item *it, struct format_item *fi)
{
	int status;

	if (v->next < v->nh) {
		*it = v->hv[v->next++];
		it->json = v->held.p + (uintptr_t)it->json;
		if (it->flaw == ITEM_OK)
			format_item_init(fi, it);
		return ST_OK;
	}
	if (v->end != ST_OK)
		return v->end;
	if ((status = item_cursor_next(v->src, it)) != ST_OK)
		return status;
	voted_settle(it, fi, &v->scratch);
	return ST_OK;
}

void
cmd_voted_release(struct cmd_voted *v)
{
	buf_release(&v->held);
	buf_release(&v->scratch);
	free(v->hv);
	v->hv = NULL;
	v->nh = v->ah = v->next = 0;
}

int
cmd_session_title(struct store *st, const char *session, struct buf *out)
{
	struct format_title t;
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	if ((status = store_load(st, session, &c)) != ST_OK)
		return status;
	format_title_init(&t);
	while ((status = item_cursor_next(c, &it)) == ST_OK)
		if (format_title_add(&t, &it))
			break;
	item_cursor_free(c);
	buf_adds(out, format_title_text(&t));
	format_title_release(&t);
	return status == ST_END ? ST_OK : status;
}

int
cmd_threads(void)
{
	const char *v = getenv("TRANSCRIPT_THREADS");

	if (v != NULL && (strcmp(v, "0") == 0 || strcmp(v, "1") == 0))
		return v[0] == '1';
	return sysconf(_SC_NPROCESSORS_ONLN) > 1;
}

int
cmd_session_list(struct store *st, char *const names[], size_t nr,
    enum info_want want, struct session_list *out)
{
	int status;

	if (nr == 0)
		return store_list(st, want, out);
	for (size_t i = 0; i < nr; i++) {
		struct session_info info = { 0 };

		if ((status = store_stat(st, names[i], want, &info)) != ST_OK)
			return status;
		session_list_push(out, &info);
	}
	return ST_OK;
}

int
cmd_scan_open(const char *spec, const struct store_config *cfg,
    char *const names[], size_t nr, unsigned flags, struct cmd_scan *s)
{
	enum info_want want = flags & CMD_SCAN_IDS ? INFO_IDS : INFO_CHEAP;
	int vote = (flags & CMD_SCAN_VOTE) != 0, status;

	memset(s, 0, sizeof(*s));
	if ((status = store_open(spec, STORE_READ, cfg, 0, &s->st)) != ST_OK)
		return status;
	if (flags & CMD_SCAN_LAZY)
		s->st->tolerant = s->st->defer = 1;
	/* Two sessions at a time: a whole store that lists its sessions,
	 * more than one, on two cores. */
	if ((flags & CMD_SCAN_PAR) && nr == 0 && strcmp(spec, "-") != 0 &&
	    s->st->ops->list != NULL && cmd_threads()) {
		if ((status = store_list(s->st, want, &s->list)) != ST_OK)
			return status;
		if (s->list.nr > 1 && store_open(spec, STORE_READ, cfg, 0,
		    &s->two[1]) == ST_OK) {
			s->two[0] = s->vote = s->st;
			s->two[1]->tolerant = s->st->tolerant;
			s->two[1]->defer = s->st->defer;
			return ST_OK;
		}
		session_list_release(&s->list);
	}
	if ((status = store_scan_open(s->st, names, nr, want, &s->scan)) !=
	    ST_OK)
		return status;
	/* Read ahead on a second core; a vote then reads the first items
	 * again through a second handle, as the pipe holds the first.  Not
	 * for lazy scans: the pipe would check every item. */
	s->vote = s->st;
	if (cmd_threads() && !(flags & CMD_SCAN_LAZY)) {
		struct store *second = NULL;

		if (vote && store_open(spec, STORE_READ, cfg, 0,
		    &second) != ST_OK)
			second = NULL;
		if ((!vote || second != NULL) &&
		    pipe_open(s->scan, 0, &s->pipe) == ST_OK)
			s->vote = second != NULL ? second : s->st;
		else
			(void)store_close(second, ST_OK);
	}
	return ST_OK;
}

int
cmd_scan_next(struct cmd_scan *s, const struct session_info **info,
    struct item_cursor **items)
{
	return s->pipe != NULL ? pipe_next(s->pipe, info, items) :
	    store_scan_next(s->scan, info, items);
}

int
cmd_scan_close(struct cmd_scan *s, int status)
{
	pipe_close(s->pipe);
	store_scan_free(s->scan);
	session_list_release(&s->list);
	status = store_close(s->two[1], status);
	if (s->vote != s->st)
		status = store_close(s->vote, status);
	return store_close(s->st, status);
}
