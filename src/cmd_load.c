/* cmd_load.c - transcript load: a session's items, exactly as stored. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "format.h"
#include "id.h"
#include "json.h"
#include "redact.h"
#include "translate.h"
#include "window.h"

static const struct cmd_opt load_options[] = {
	{ "array", 'a', no_argument, NULL,
	    "print one JSON array instead of JSON Lines", 0 },
	{ "last", 'l', required_argument, "n",
	    "print the last n items, and the calls of their results", 0 },
	CMD_OPT_ROW_TO,
	CMD_OPT_ROW_DIALECT,
	CMD_OPT_ROW_CWD,
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* --to: the session translated (translate.h), the loss report on stderr
 * when anything was lost or changed. */
struct load_to {
	const struct format	*to, *dialect;
	const char		*cwd;
	struct translate	 t;
	struct buf		 id, cwdjson, here;
	int			 open;
};

/* The source's working directory, where it names one, is the
 * translation's own (translate.h): only --cwd is given here. */
static int
load_translate(struct load_to *lt, const char *session,
    struct item_cursor *in, struct item_cursor **out)
{
	struct translate_opts o = { .to = lt->to, .from = lt->dialect,
	    .session = session };
	int status;

	if (lt->cwd != NULL)
		json_str_encode(&lt->cwdjson, lt->cwd, strlen(lt->cwd));
	if (lt->to->writer->holds & SESSION_UUID) {
		buf_addc(&lt->id, '"');
		translate_uuid(session, &lt->id);
		buf_addc(&lt->id, '"');
		o.id.p = lt->id.p;
		o.id.n = lt->id.len;
	}
	o.cwd.p = lt->cwdjson.p;
	o.cwd.n = lt->cwdjson.len;
	cmd_here(&lt->here);
	o.default_cwd.p = lt->here.p;
	o.default_cwd.n = lt->here.len;
	if ((status = translate_open(&lt->t, in, &o)) != ST_OK)
		return status;
	lt->open = 1;
	*out = &lt->t.base;
	return ST_OK;
}

static void
load_translated(struct load_to *lt, const char *session, int status)
{
	struct buf line = BUF_INIT;
	uint64_t any = 0;

	if (!lt->open)
		return;
	for (int i = 0; i < TR_COUNTS; i++)
		any += lt->t.count[i];
	if (any > 0 || status != ST_OK) {
		cmd_translate_report(session, session, &lt->t, 0,
		    status == ST_OK, &line);
		fputs(line.p, stderr);
	}
	buf_release(&line);
}

static int
run_load(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct item_cursor *c = NULL, *in;
	struct redact_opts ro = { 0 };
	struct redact *red = NULL;
	struct redact_cursor rc = { .out = BUF_INIT };
	int64_t last = -1;
	uint64_t start = 0, index = 0;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	struct item it;
	struct load_to lt = { .id = BUF_INIT, .cwdjson = BUF_INIT, .here = BUF_INIT };
	int ch, array = 0, status, n = 0;

	while ((ch = cmd_getopt(&cmd_load, argc, argv)) != -1) {
		switch (ch) {
		case 'a':
			array = 1;
			break;
		case CMD_OPT_TO:
			if (cmd_target(&cmd_load, optarg, &lt.to) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if (cmd_dialect(&cmd_load, optarg, &lt.dialect) != ST_OK)
				return ST_USAGE;
			break;
		case CMD_OPT_CWD:
			lt.cwd = optarg;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_load, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_load);
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&ro, ch == CMD_OPT_REDACT ? NULL : optarg) != ST_OK)
				return ST_USAGE;
			break;
		case 'l':
			if (cmd_parse_int(&cmd_load, "--last", optarg, 0, INT64_MAX,
			    &last) == -1)
				return ST_USAGE;
			break;
		default:
			return cmd_bad_option(&cmd_load, ch, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage(&cmd_load);
	if (lt.to == NULL && (lt.dialect != NULL || lt.cwd != NULL))
		return cmd_usage_msg(&cmd_load, "--dialect and --cwd go with --to");
	if (lt.to != NULL && last >= 0)
		return cmd_usage_msg(&cmd_load, "--last and --to do not go together");
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;

	if ((status = redact_open(&ro, &red)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK)
		goto out;
	/* --last: the window rule (window.h) from the back. */
	if (last >= 0) {
		struct window *w;

		if ((status = window_open(st, argv[optind + 1], 0, NULL, -1,
		    &w)) != ST_OK)
			goto out;
		start = window_start(w, (uint64_t)last);
		window_free(w);
	}
	if ((status = store_load(st, argv[optind + 1], 0, &c)) != ST_OK)
		goto out;
	if (array)
		buf_addc(&out, '[');
	in = redact_cursor(&rc, red, c);
	if (lt.to != NULL && (status = load_translate(&lt, argv[optind + 1],
	    in, &in)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		if (index++ < start)
			continue;
		if (array && n++ > 0)
			buf_addc(&out, ',');
		buf_add(&out, it.json, it.len);
		if (!array)
			buf_addc(&out, '\n');
		if (out.len >= 65536) {
			if ((status = cmd_write(out.p, out.len)) != ST_OK)
				goto out;
			buf_reset(&out);
		}
	}
	if (status != ST_END)
		goto out;
	if (array)
		buf_add(&out, "]\n", 2);
	status = cmd_write(out.p, out.len);
out:
	load_translated(&lt, argv[optind + 1], status);
	if (lt.open)
		translate_release(&lt.t);
	buf_release(&lt.id);
	buf_release(&lt.cwdjson);
	buf_release(&lt.here);
	item_cursor_free(c);
	redact_cursor_release(&rc);
	redact_free(red);
	buf_release(&out);
	return store_close(st, status);
}

const struct cmd cmd_load = {
	.name = "load",
	.run = run_load,
	.usage = "[--array] [--last=n] [--to=format [--dialect=name] "
	    "[--cwd=dir]] [--redact] [--redact-pattern=ere] [--busy-timeout=ms] "
	    "store session",
	.summary = "print a session's items, one compact JSON object per line",
	.opts = load_options,
};
