/* cmd_convert.c - transcript convert: copy sessions between stores,
 * each one atomically, verified, and resumable by running it again; into
 * backends with group commit, in batches (store.h store_batch_copy()). */
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "fsutil.h"
#include "id.h"
#include "pipe.h"
#include "progress.h"
#include "redact.h"
#include "translate.h"

static int
same_store(const struct store *a, const struct store *b)
{
	char ra[PATH_MAX], rb[PATH_MAX];

	if (strcmp(a->spec, "-") == 0 || strcmp(b->spec, "-") == 0)
		return 0;
	if (realpath(a->path, ra) == NULL || realpath(b->path, rb) == NULL)
		return 0;
	return strcmp(ra, rb) == 0;
}

/* The source's items, counted for the progress display. */
struct counted {
	struct item_cursor	 base;
	struct item_cursor	*in;
	struct progress		*progress;
};

static int
counted_next(struct item_cursor *c, struct item *it)
{
	struct counted *cc = (struct counted *)c;
	int status = item_cursor_next(cc->in, it);

	if (status == ST_OK)
		progress_tick(cc->progress, it->len);
	return status;
}

static uint64_t
counted_digest(struct item_cursor *c)
{
	struct counted *cc = (struct counted *)c;

	return cc->in->digest(cc->in);
}

/*
 * --to (translate.h), and a destination whose kind holds one format: each
 * session goes through a translation (or, without --to, a check that it
 * is in that format), under the id the destination gives it; its loss
 * report is printed after the summary.
 */
struct convert_to {
	const struct format	*to, *dialect;
	const char		*cwd;
	int			 strict, json;
	struct translate	 t;
	int			 open;
	struct session_info	 info;		/* the session, as written */
	struct buf		 id, uuid, name, cwdjson, report;
	struct buf		 here;		/* the current directory (JSON) */
};

/* Must a session's first items be read before it is copied (its format
 * and cwd, for an agent's id): then not while a thread reads ahead. */
static int
convert_peeks(const struct convert_to *c, struct store *dst)
{
	struct buf probe = BUF_INIT;
	int peeks;

	if (c->to == NULL || !(c->to->writer->holds & SESSION_UUID) ||
	    c->cwd != NULL)
		return 0;
	peeks = store_agent_id(dst, "x", NULL, &probe) == ST_OK;
	buf_release(&probe);
	return peeks;
}

/* The new session's id: the uuid's in an agent's tree (store_agent_id()),
 * else the source's; c->id the uuid as a JSON string, for the records. */
static void
convert_agent_id(struct convert_to *c, struct store *dst)
{
	struct buf cwd = BUF_INIT;
	struct json_span v = { c->cwdjson.p, c->cwdjson.len };

	if (v.n == 0) {		/* the source names none: the default */
		v.p = c->here.p;
		v.n = c->here.len;
	}

	if (v.n > 0)
		json_str_decode(v, &cwd);
	buf_reset(&c->name);
	if (store_agent_id(dst, c->uuid.p, cwd.len > 0 ? cwd.p : NULL,
	    &c->name) == ST_OK)
		c->info.id = c->name.p;
	buf_release(&cwd);
	json_str_encode(&c->id, c->uuid.p, c->uuid.len);
}

/* Ready c->t over items for info's session of src, going into dst. */
static int
convert_translate(struct convert_to *c, struct store *src, struct store *dst,
    const struct session_info *info, struct item_cursor *items)
{
	struct translate_opts o = { .to = c->to, .require = dst->format,
	    .from = c->dialect, .session = info->id, .strict = c->strict,
	    .default_cwd = { c->here.p, c->here.len } };
	const struct format *fmt;
	int rc;

	c->info = *info;
	buf_reset(&c->id);
	buf_reset(&c->uuid);
	buf_reset(&c->cwdjson);
	if (c->to != NULL && (c->to->writer->holds & SESSION_UUID)) {
		translate_uuid(info->id, &c->uuid);
		if (c->cwd != NULL)
			json_str_encode(&c->cwdjson, c->cwd, strlen(c->cwd));
		else if (convert_peeks(c, dst) && strcmp(src->spec, "-") != 0 &&
		    (rc = translate_peek(src, info->id, c->dialect, &fmt,
		    &c->cwdjson)) != ST_OK)
			return rc;
		convert_agent_id(c, dst);
		o.id.p = c->id.p;
		o.id.n = c->id.len;
	} else if (c->cwd != NULL) {
		json_str_encode(&c->cwdjson, c->cwd, strlen(c->cwd));
	}
	o.cwd.p = c->cwdjson.len > 0 ? c->cwdjson.p : NULL;
	o.cwd.n = c->cwdjson.len;
	if ((rc = translate_open(&c->t, items, &o)) != ST_OK)
		return rc;
	c->open = 1;
	return ST_OK;
}

/* After a session: its report, kept for after the summary. */
static void
convert_translated(struct convert_to *c, const char *session, int rc)
{
	if (!c->open)
		return;
	if (c->to != NULL)
		cmd_translate_report(session, c->info.id, &c->t, c->json,
		    rc == ST_OK, &c->report);
	translate_release(&c->t);
	c->open = 0;
}

static const struct cmd_opt convert_options[] = {
	{ "overwrite", 'o', no_argument, NULL,
	    "replace sessions that differ in the target (else exit 6)", 0 },
	{ "no-verify", 'n', no_argument, NULL,
	    "do not read copied sessions back to compare them", 0 },
	{ "progress", 'p', no_argument, NULL,
	    "show the progress line even when stderr is not a terminal", 0 },
	{ "quiet", 'q', no_argument, NULL,
	    "print neither the progress line nor the summary", 'q' },
	CMD_OPT_ROW_TO,
	CMD_OPT_ROW_DIALECT,
	CMD_OPT_ROW_CWD,
	{ "strict", 's', no_argument, NULL,
	    "with --to: write no session whose translation loses anything", 0 },
	{ "format", 'f', required_argument, "text|json",
	    "with --to: the loss report as text on stderr, or JSON on stdout", 0 },
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_ALLOW_JSONB,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_convert(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct store *src = NULL, *dst = NULL;
	struct store_scan *scan = NULL;
	struct store_batch *batch = NULL;
	struct pipe *pipe = NULL;
	const struct session_info *info;
	struct item_cursor *items;
	struct copy_totals total;
	struct progress progress;
	struct counted counted = { { counted_next, NULL, NULL }, NULL, &progress };
	enum progress_mode pmode = PROGRESS_AUTO;
	struct redact_opts ro = { 0 };
	struct redact *red = NULL;
	struct redact_cursor redacted = { .out = BUF_INIT };
	uint64_t total_sessions, total_items, total_stored;
	struct convert_to ct = { .id = BUF_INIT, .uuid = BUF_INIT,
	    .name = BUF_INIT, .cwdjson = BUF_INIT, .report = BUF_INIT,
	    .here = BUF_INIT };
	struct item_cursor *in;
	const struct session_info *as;
	int ch, jsonb = 0, overwrite = 0, verify = 1, quiet = 0, stream, status,
	    rc;

	while ((ch = cmd_getopt(&cmd_convert, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_TO:
			if (cmd_target(&cmd_convert, optarg, &ct.to) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if (cmd_dialect(&cmd_convert, optarg, &ct.dialect) != ST_OK)
				return ST_USAGE;
			break;
		case CMD_OPT_CWD:
			ct.cwd = optarg;
			break;
		case 's':
			ct.strict = 1;
			break;
		case 'f':
			if (strcmp(optarg, "json") != 0 && strcmp(optarg, "text") != 0)
				return cmd_usage_msg(&cmd_convert, "--format is text "
				    "or json, not '%s'", optarg);
			ct.json = strcmp(optarg, "json") == 0;
			break;
		case CMD_OPT_ALLOW_JSONB:
			jsonb = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_convert, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_convert);
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&ro, ch == CMD_OPT_REDACT ? NULL : optarg) != ST_OK)
				return ST_USAGE;
			break;
		case 'n':
			verify = 0;
			break;
		case 'o':
			overwrite = 1;
			break;
		case 'p':
			pmode = PROGRESS_ALWAYS;
			break;
		case 'q':
			quiet = 1;
			pmode = PROGRESS_NEVER;
			break;
		default:
			return cmd_bad_option(&cmd_convert, ch, argv);
		}
	}
	if (argc - optind < 2)
		return cmd_usage(&cmd_convert);
	if (ct.to != NULL)
		cmd_here(&ct.here);
	if (ct.to == NULL && (ct.dialect != NULL || ct.cwd != NULL || ct.strict ||
	    ct.json))
		return cmd_usage_msg(&cmd_convert, "--dialect, --cwd, --strict and "
		    "--format go with --to");
	for (int i = optind + 2; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;

	if ((status = redact_open(&ro, &red)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &cfg, 1, &src)) != ST_OK ||
	    (status = store_open(argv[optind + 1], STORE_WRITE, &cfg, 1, &dst)) != ST_OK)
		goto out;
	stream = strcmp(src->spec, "-") == 0;
	if (same_store(src, dst)) {
		status = cmd_usage_msg(&cmd_convert, "'%s' and '%s' are the same "
		    "store", src->spec, dst->spec);
		goto out;
	}
	if ((status = store_scan_open(src, argv + optind + 2,
	    (size_t)(argc - optind - 2), INFO_CHEAP, 0, &scan)) != ST_OK ||
	    (status = store_batch_open(dst, overwrite, !verify ? 0 :
	    cmd_threads() ? BATCH_VERIFY_APART : BATCH_VERIFY,
	    jsonb ? STORE_WRITE_JSONB : 0, &batch)) != ST_OK)
		goto out;
	/* The totals, for the estimates of a display that may show: a
	 * listing of their own, as the scan holds a page at a time. */
	total_sessions = total_items = total_stored = 0;
	if (store_lists(src) && progress_may_show(pmode) &&
	    (status = store_listing_totals(src, argv + optind + 2,
	    (size_t)(argc - optind - 2), INFO_CHEAP, 0, &total_sessions,
	    &total_items, &total_stored)) != ST_OK)
		goto out;
	progress_init(&progress, "convert", pmode, total_sessions, total_items,
	    total_stored);
	/* Read ahead on a second core: reading, validating and digesting
	 * overlap writing.  Not from a stream, which stops at its first
	 * error, nor into a store whose writes wait on a server anyway. */
	if (!stream && cmd_threads() && !dst->read_inline &&
	    !convert_peeks(&ct, dst) && pipe_open(scan, red == NULL ? PIPE_DIGEST : 0, &pipe) != ST_OK)
		pipe = NULL;
	for (;;) {
		/* A stream that has nothing to read now may keep the next
		 * session waiting: commit what is written meanwhile, so that
		 * the destination's lock is not held while stdin is idle. */
		if (stream && fs_idle(STDIN_FILENO) &&
		    (rc = store_batch_flush(batch)) != ST_OK)
			break;
		if ((rc = pipe != NULL ? pipe_next(pipe, &info, &items) :
		    store_scan_next(scan, &info, &items)) != ST_OK)
			break;
		counted.in = redact_cursor(&redacted, red, items);
		counted.base.digest = counted.in->digest != NULL ?
		    counted_digest : NULL;
		in = &counted.base;
		as = info;
		if ((ct.to != NULL || dst->format != NULL) &&
		    (rc = convert_translate(&ct, src, dst, info, in)) == ST_OK) {
			in = &ct.t.base;
			as = &ct.info;
		}
		if (!ct.open || rc == ST_OK)
			rc = store_batch_copy(batch, as, in);
		convert_translated(&ct, info->id, rc);
		progress_session(&progress);
		if (rc == ST_OK)
			continue;
		status = status_first(status, rc);
		if (rc != ST_BUSY && rc != ST_DATA)
			break;		/* I/O trouble: stop */
		if (stream)
			break;		/* a stream cannot skip ahead */
	}
	if (rc != ST_END && rc != ST_OK)
		status = status_first(status, rc);
	/* The last batch: its sessions are committed (and verified) here. */
	status = store_batch_close(batch, status, &total);
	batch = NULL;
	progress_done(&progress);
	if (!quiet)
		fprintf(stderr, "convert: %" PRIu64 " sessions converted, %" PRIu64
		    " skipped (identical), %" PRIu64 " items, %" PRIu64 " bytes\n",
		    total.converted, total.skipped, total.items, total.bytes);
	if (ct.report.len > 0 && (ct.json || !quiet))
		fputs(ct.report.p, ct.json ? stdout : stderr);
out:
	convert_translated(&ct, "", status);
	buf_release(&ct.id);
	buf_release(&ct.uuid);
	buf_release(&ct.name);
	buf_release(&ct.cwdjson);
	buf_release(&ct.report);
	buf_release(&ct.here);
	pipe_close(pipe);
	status = store_batch_close(batch, status, &total);
	store_scan_free(scan);
	redact_cursor_release(&redacted);
	redact_free(red);
	status = store_close(dst, status);
	return store_close(src, status);
}

const struct cmd cmd_convert = {
	.name = "convert",
	.run = run_convert,
	.usage = "[--overwrite] [--no-verify] [--progress] [--quiet] "
	    "[--to=format [--dialect=name] [--cwd=dir] [--strict] "
	    "[--format=text|json]] [--redact] [--redact-pattern=ere] "
	    "[--allow-jsonb] [--busy-timeout=ms] src dst [session...]",
	.summary = "copy sessions between stores of any kind (- for records)",
	.opts = convert_options,
};
