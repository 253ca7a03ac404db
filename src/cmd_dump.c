/* cmd_dump.c - transcript dump: sessions rendered for people, or as
 * interchange records (--format=jsonl). */
#include <sys/ioctl.h>

#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "id.h"
#include "json.h"
#include "xalloc.h"

struct dump_opts {
	int			 records;	/* --format=jsonl */
	int			 full;
	int			 color;
	size_t			 width;		/* columns; 0: no limit */
	const struct format	*dialect;	/* forced, or NULL */
};

/* What one item's events look like to a person: a line per call and
 * result, "-> name(args) [id]" and "<- [id] text". */
struct render {
	struct buf	 lines;		/* '\n'-separated */
	unsigned	 nlines, results;
};

static void
add_span_text(struct buf *b, struct json_span v)
{
	if (v.n > 0 && v.p[0] == '"') {
		size_t start = b->len;

		json_str_decode(v, b);
		for (size_t i = start; i < b->len; i++)
			if ((unsigned char)b->p[i] < 0x20)
				b->p[i] = ' ';
	} else {
		item_value_text(v.p, v.n, b);
	}
}

static int
render_event(void *arg, const struct event *ev)
{
	struct render *r = arg;
	struct buf *b = &r->lines;

	if (ev->kind != EV_CALL && ev->kind != EV_RESULT && ev->kind != EV_UPDATE)
		return ST_OK;
	if (r->nlines++ > 0)
		buf_addc(b, '\n');
	if (ev->kind == EV_CALL) {
		buf_adds(b, "\xe2\x86\x92 ");	/* a right arrow */
		add_span_text(b, ev->name);
		buf_addc(b, '(');
		if (ev->args.n > 0)
			add_span_text(b, ev->args);
		buf_addc(b, ')');
		if (ev->id.n > 0) {
			buf_adds(b, " [");
			add_span_text(b, ev->id);
			buf_addc(b, ']');
		}
		return ST_OK;
	}
	r->results++;
	buf_adds(b, "\xe2\x86\x90 [");		/* a left arrow */
	if (ev->id.n > 0)
		add_span_text(b, ev->id);
	else
		add_span_text(b, ev->name);
	buf_adds(b, "] ");
	if (ev->kind == EV_UPDATE)
		buf_adds(b, "(update) ");
	if (ev->is_error == 1)
		buf_adds(b, "error: ");
	add_span_text(b, ev->text);
	return ST_OK;
}

#define C_RESET	"\033[0m"
#define C_BOLD	"\033[1m"
#define C_DIM	"\033[2m"

static const char *
role_color(const char *label)
{
	if (strcmp(label, "user") == 0 || strcmp(label, "human") == 0)
		return "\033[32m";
	if (strcmp(label, "assistant") == 0 || strcmp(label, "model") == 0 ||
	    strcmp(label, "ai") == 0)
		return "\033[34m";
	if (strcmp(label, "system") == 0 || strcmp(label, "developer") == 0)
		return "\033[33m";
	if (strcmp(label, "tool") == 0 || strcmp(label, "function") == 0)
		return "\033[35m";
	return "\033[36m";
}

/* Display width of the code point cp: 2 for East Asian wide ones. */
static size_t
cp_width(uint32_t cp)
{
	if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
	    (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
	    (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
	    (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
	    (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD))
		return 2;
	return 1;
}

/* Append s[0..n) (valid UTF-8, as display_add() makes it) cut to at most
 * cols columns, with "..." if cut; returns the columns used. */
static size_t
add_cut(struct buf *out, const char *s, size_t n, size_t cols)
{
	size_t i = 0, used = 0;

	while (i < n) {
		uint32_t cp;
		int ulen = json_utf8_next(s + i, n - i, &cp);
		size_t len = ulen > 0 ? (size_t)ulen : 1;
		size_t w = cp_width(cp);

		if (cols > 0 && used + w > cols - 3 && i + len < n) {
			/* Would the rest fit without cutting? */
			size_t rest = 0;

			for (size_t j = i; j < n; j++)
				rest += ((unsigned char)s[j] & 0xC0) != 0x80;
			if (used + rest > cols) {
				buf_add(out, "...", 3);
				return used + 3;
			}
		}
		buf_add(out, s + i, len);
		used += w;
		i += len;
	}
	return used;
}

/* One rendered line: "  SEQ  LABEL      TEXT", label and text shown as
 * display_add() shows them (shown is scratch), cut to the width. */
static void
dump_line(const struct dump_opts *o, struct buf *out, struct buf *shown,
    const char *seq, const char *label, const char *color, const char *text,
    size_t len)
{
	size_t used = 0, pad;

	if (o->color)
		buf_adds(out, C_DIM);
	buf_adds(out, seq);
	used += strlen(seq);
	if (o->color)
		buf_adds(out, C_RESET);
	if (o->color && color != NULL)
		buf_adds(out, color);
	buf_reset(shown);
	display_add(shown, label, strlen(label), 0);
	for (pad = add_cut(out, shown->p, shown->len, 0); pad < 10; pad++)
		buf_addc(out, ' ');
	used += pad;
	buf_addc(out, ' ');
	used++;
	if (o->color && color != NULL)
		buf_adds(out, C_RESET);
	buf_reset(shown);
	display_add(shown, text, len, 0);
	add_cut(out, shown->p, shown->len, o->full || o->width == 0 ? 0 :
	    o->width > used + 10 ? o->width - used : 10);
	buf_addc(out, '\n');
}

static int
dump_session(const struct dump_opts *o, struct store *st,
    const struct session_info *info, struct buf *out, int first)
{
	struct finding_list found = FINDING_LIST_INIT;
	struct render r = { BUF_INIT, 0, 0 };
	struct event_sink sink = { render_event, &r };
	struct buf label = BUF_INIT, text = BUF_INIT, seq = BUF_INIT;
	struct buf shown = BUF_INIT;
	const struct format *fmt = NULL;
	struct item_cursor *items = NULL;
	struct item it;
	void *state = NULL;
	uint64_t n = 0, nitems = 0;
	size_t fi = 0;
	int status;

	if (!o->records) {
		/* Pair findings are shown beside their items: check first. */
		if ((status = cmd_session_format(st, info->id, o->dialect, &fmt)) != ST_OK ||
		    (fmt != NULL && (status = check_session(st, info->id, NULL, fmt, 0,
		    &found, &nitems, NULL)) != ST_OK))
			goto out;
		if (fmt != NULL && fmt->state_size > 0)
			state = xcalloc(1, fmt->state_size);
		if (!first)
			buf_addc(out, '\n');
		buf_adds(out, o->color ? C_BOLD "=== " : "=== ");
		display_add(out, info->id, strlen(info->id), DISPLAY_ID);
		buf_adds(out, o->color ? C_RESET " (" : " (");
		buf_addf(out, "%" PRIu64 " item%s, created ", info->items,
		    info->items == 1 ? "" : "s");
		cmd_add_time(out, info->created_at);
		if (fmt != NULL)
			buf_addf(out, ", %s", fmt->title);
		buf_adds(out, ")\n");
	}
	if ((status = store_load(st, info->id, &items)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(items, &it)) == ST_OK) {
		n++;
		if (o->records) {
			item_record_write(out, info->id, info->created_at, &it);
		} else {
			const char *line, *nl, *main_text;
			size_t main_len;
			int readable;

			buf_reset(&label);
			buf_reset(&text);
			buf_reset(&seq);
			buf_reset(&r.lines);
			r.nlines = r.results = 0;
			buf_addf(&seq, "%6" PRIu64 "  ", it.seq);
			if (it.flaw != ITEM_OK) {
				buf_adds(&label, "!");
				buf_add(&text, it.json, it.len);
				readable = 2;
			} else {
				readable = item_summary(&it, &label, &text);
				if (fmt != NULL && (status = format_map(fmt, &it, state,
				    &sink)) != ST_OK)
					break;
			}
			/* A result, or a call with no message text beside it,
			 * takes the main line; other calls follow below it. */
			line = r.lines.p;
			main_text = text.p;
			main_len = text.len;
			if (r.nlines > 0 && (r.results > 0 || readable < 2)) {
				nl = memchr(line, '\n', r.lines.len);
				main_text = line;
				main_len = nl != NULL ? (size_t)(nl - line) : r.lines.len;
				line = nl != NULL ? nl + 1 : NULL;
			} else if (r.nlines == 0) {
				line = NULL;
			}
			dump_line(o, out, &shown, seq.p, label.p,
			    role_color(label.p), main_text, main_len);
			while (line != NULL) {
				nl = strchr(line, '\n');
				dump_line(o, out, &shown, "        ", "", NULL,
				    line, nl != NULL ? (size_t)(nl - line) :
				    strlen(line));
				line = nl != NULL ? nl + 1 : NULL;
			}
			for (; fi < found.nr && found.v[fi].seq <= it.seq; fi++) {
				if (found.v[fi].seq < it.seq)
					continue;
				buf_reset(&text);
				buf_addf(&text, "%s %s: %s", found.v[fi].severity ==
				    SEV_ERROR ? "error" : "warning",
				    finding_code_name(found.v[fi].code),
				    found.v[fi].message);
				dump_line(o, out, &shown, "        ", "!",
				    o->color ? "\033[31m" : NULL, text.p,
				    text.len);
			}
		}
		if (out->len >= 65536) {
			if ((status = cmd_write(out->p, out->len)) != ST_OK)
				break;
			buf_reset(out);
		}
	}
	if (status == ST_END && o->records && n == 0)
		item_record_write(out, info->id, info->created_at, NULL);
	if (status == ST_END)
		status = ST_OK;
out:
	item_cursor_free(items);
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	finding_list_release(&found);
	buf_release(&r.lines);
	buf_release(&shown);
	buf_release(&label);
	buf_release(&text);
	buf_release(&seq);
	return status;
}

static const struct cmd_opt dump_options[] = {
	{ "format", 'f', required_argument, "format",
	    "text for people (default) or jsonl interchange records", 0 },
	{ "dialect", 'd', required_argument, "name",
	    "render and check every session in this format", 0 },
	{ "full", 'F', no_argument, NULL,
	    "do not cut lines to the terminal width", 0 },
	{ "color", 'c', required_argument, "when",
	    "colour the output: auto (default), always or never", 0 },
	{ "colour", 'c', required_argument, "when", NULL, 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_dump(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct dump_opts o = { 0, 0, 0, 0, NULL };
	struct session_list list = SESSION_LIST_INIT;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	const char *color = "auto", *env;
	struct winsize ws;
	int ch, status;

	while ((ch = cmd_getopt(&cmd_dump, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_dump, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'c':
			if (strcmp(optarg, "auto") != 0 &&
			    strcmp(optarg, "always") != 0 &&
			    strcmp(optarg, "never") != 0)
				return cmd_usage_msg(&cmd_dump, "--color wants "
				    "auto, always or never, not '%s'", optarg);
			color = optarg;
			break;
		case 'd':
			if ((o.dialect = format_by_name(optarg)) == NULL)
				return cmd_usage_msg(&cmd_dump, "unknown dialect "
				    "'%s' (see transcript(1))", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "jsonl") == 0)
				o.records = 1;
			else if (strcmp(optarg, "text") == 0)
				o.records = 0;
			else
				return cmd_usage_msg(&cmd_dump, "--format wants "
				    "text or jsonl, not '%s'", optarg);
			break;
		case 'F':
			o.full = 1;
			break;
		case 'h':
			return cmd_help_page(&cmd_dump);
		default:
			return cmd_bad_option(&cmd_dump, ch, argv);
		}
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_dump);
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;

	if (strcmp(color, "always") == 0)
		o.color = 1;
	else if (strcmp(color, "auto") == 0)
		o.color = isatty(STDOUT_FILENO) &&
		    ((env = getenv("NO_COLOR")) == NULL || *env == '\0') &&
		    ((env = getenv("TERM")) == NULL || strcmp(env, "dumb") != 0);
	/* Cut to the terminal's width, or to $COLUMNS; a pipe gets it all. */
	if ((env = getenv("COLUMNS")) != NULL && atoi(env) > 0)
		o.width = (size_t)atoi(env);
	else if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		o.width = ws.ws_col;

	if ((status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK)
		goto out;
	st->tolerant = !o.records;	/* people see bad items; records do not */
	if (argc - optind == 1) {
		if ((status = store_list(st, INFO_COUNTS, &list)) != ST_OK)
			goto out;
	} else {
		for (int i = optind + 1; i < argc; i++) {
			struct session_info info = { 0 };

			if ((status = store_stat(st, argv[i], INFO_COUNTS, &info)) != ST_OK)
				goto out;
			session_list_push(&list, &info);
		}
	}
	for (size_t i = 0; i < list.nr && status == ST_OK; i++)
		status = dump_session(&o, st, &list.v[i], &out, i == 0);
	if (status == ST_OK)
		status = cmd_write(out.p, out.len);
	else
		(void)cmd_write(out.p, out.len);
out:
	buf_release(&out);
	session_list_release(&list);
	return store_close(st, status);
}

const struct cmd cmd_dump = {
	.name = "dump",
	.run = run_dump,
	.usage = "[--full] [--color=when] [--format=text|jsonl] [--dialect=name] "
	    "[--busy-timeout=ms] store [session...]",
	.summary = "show sessions for people, or as interchange records",
	.opts = dump_options,
};
