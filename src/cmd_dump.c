/* cmd_dump.c - transcript dump: sessions rendered for people, or as
 * interchange records (--format=jsonl). */
#include <sys/ioctl.h>

#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

struct dump_opts {
	int	records;	/* --format=jsonl */
	int	full;
	int	color;
	size_t	width;		/* columns; 0: no limit */
};

#define C_RESET	"\033[0m"
#define C_BOLD	"\033[1m"
#define C_DIM	"\033[2m"

static const char *
role_color(const char *label)
{
	if (strcmp(label, "user") == 0)
		return "\033[32m";
	if (strcmp(label, "assistant") == 0 || strcmp(label, "model") == 0)
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

/* Append s[0..n) (valid UTF-8) cut to at most cols columns, with "..." if
 * cut; returns the columns used. */
static size_t
add_cut(struct buf *out, const char *s, size_t n, size_t cols)
{
	size_t i = 0, used = 0;

	while (i < n) {
		unsigned char c = (unsigned char)s[i];
		size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
		uint32_t cp = c < 0x80 ? c : c < 0xE0 ? c & 0x1F : c < 0xF0 ?
		    c & 0x0F : c & 0x07;
		size_t w;

		for (size_t k = 1; k < len && i + k < n; k++)
			cp = cp << 6 | ((unsigned char)s[i + k] & 0x3F);
		w = cp_width(cp);
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

static int
dump_session(const struct dump_opts *o, const struct session_info *info,
    struct item_cursor *items, struct buf *out, int first)
{
	struct buf label = BUF_INIT, text = BUF_INIT, line = BUF_INIT;
	struct item it;
	uint64_t n = 0;
	int status;

	if (!o->records) {
		if (!first)
			buf_addc(out, '\n');
		buf_adds(out, o->color ? C_BOLD "=== " : "=== ");
		cmd_add_display(out, info->id);
		buf_adds(out, o->color ? C_RESET " (" : " (");
		buf_addf(out, "%" PRIu64 " item%s, created ", info->items,
		    info->items == 1 ? "" : "s");
		cmd_add_time(out, info->created_at);
		buf_adds(out, ")\n");
	}
	while ((status = item_cursor_next(items, &it)) == ST_OK) {
		n++;
		if (o->records) {
			item_record_write(out, info->id, info->created_at, &it);
		} else {
			size_t used;

			buf_reset(&label);
			buf_reset(&text);
			buf_reset(&line);
			item_summary(&it, &label, &text);
			buf_addf(&line, "%6" PRIu64 "  ", it.seq);
			used = line.len;
			if (o->color)
				buf_adds(out, C_DIM);
			buf_add(out, line.p, line.len);
			if (o->color)
				buf_adds(out, C_RESET);
			buf_reset(&line);
			used += add_cut(&line, label.p, label.len, 0);
			while (line.len < 10) {
				buf_addc(&line, ' ');
				used++;
			}
			buf_addc(&line, ' ');
			used++;
			if (o->color)
				buf_adds(out, role_color(label.p));
			buf_add(out, line.p, line.len);
			if (o->color)
				buf_adds(out, C_RESET);
			add_cut(out, text.p, text.len, o->full || o->width == 0 ?
			    0 : o->width > used + 10 ? o->width - used : 10);
			buf_addc(out, '\n');
		}
		if (out->len >= 65536) {
			if ((status = cmd_write(out->p, out->len)) != ST_OK)
				break;
			buf_reset(out);
		}
	}
	if (status == ST_END && o->records && n == 0)
		item_record_write(out, info->id, info->created_at, NULL);
	buf_release(&label);
	buf_release(&text);
	buf_release(&line);
	return status == ST_END ? ST_OK : status;
}

static int
run_dump(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CMD_LONGOPT_BUSY_TIMEOUT,
		{ "color", required_argument, NULL, 'c' },
		{ "colour", required_argument, NULL, 'c' },
		{ "format", required_argument, NULL, 'f' },
		{ "full", no_argument, NULL, 'F' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct dump_opts o = { 0, 0, 0, 0 };
	struct store *st = NULL;
	struct store_scan *scan = NULL;
	const struct session_info *info;
	struct item_cursor *items;
	struct buf out = BUF_INIT;
	const char *color = "auto", *env;
	struct winsize ws;
	int ch, status, first = 1;

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
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

	if ((status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK ||
	    (status = store_scan_open(st, argv + optind + 1,
	    (size_t)(argc - optind - 1), &scan)) != ST_OK)
		goto out;
	while ((status = store_scan_next(scan, &info, &items)) == ST_OK) {
		if ((status = dump_session(&o, info, items, &out, first)) != ST_OK)
			break;
		first = 0;
	}
	if (status == ST_END)
		status = cmd_write(out.p, out.len);
	else
		(void)cmd_write(out.p, out.len);
out:
	buf_release(&out);
	store_scan_free(scan);
	return store_close(st, status);
}

const struct cmd cmd_dump = {
	.name = "dump",
	.run = run_dump,
	.usage = "[--full] [--color=when] [--format=text|jsonl] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "show sessions for people, or as interchange records",
};
