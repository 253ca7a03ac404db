/* cmd_convert.c - transcript convert: copy sessions between stores,
 * each one atomically, verified, and resumable by running it again; into
 * backends with group commit, in batches (store.h store_batch_copy()). */
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"
#include "pipe.h"
#include "progress.h"
#include "redact.h"

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

static const struct cmd_opt convert_options[] = {
	{ "overwrite", 'o', no_argument, NULL,
	    "replace sessions that differ in the target (else exit 6)", 0 },
	{ "no-verify", 'n', no_argument, NULL,
	    "do not read copied sessions back to compare them", 0 },
	{ "progress", 'p', no_argument, NULL,
	    "show the progress line even when stderr is not a terminal", 0 },
	{ "quiet", 'q', no_argument, NULL,
	    "print neither the progress line nor the summary", 'q' },
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
	int ch, jsonb = 0, overwrite = 0, verify = 1, quiet = 0, status, rc;

	while ((ch = cmd_getopt(&cmd_convert, argc, argv)) != -1) {
		switch (ch) {
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
	for (int i = optind + 2; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;

	if ((status = redact_open(&ro, &red)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &cfg, 1, &src)) != ST_OK ||
	    (status = store_open(argv[optind + 1], STORE_WRITE, &cfg, 1, &dst)) != ST_OK)
		goto out;
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
	store_scan_totals(scan, &total_sessions, &total_items, &total_stored);
	progress_init(&progress, "convert", pmode, total_sessions, total_items,
	    total_stored);
	/* Read ahead on a second core: reading, validating and digesting
	 * overlap writing.  Not from a stream, which stops at its first
	 * error, nor into a store whose writes wait on a server anyway. */
	if (strcmp(src->spec, "-") != 0 && cmd_threads() && !dst->read_inline &&
	    pipe_open(scan, red == NULL ? PIPE_DIGEST : 0, &pipe) != ST_OK)
		pipe = NULL;
	while ((rc = pipe != NULL ? pipe_next(pipe, &info, &items) :
	    store_scan_next(scan, &info, &items)) == ST_OK) {
		counted.in = redact_cursor(&redacted, red, items);
		counted.base.digest = counted.in->digest != NULL ?
		    counted_digest : NULL;
		rc = store_batch_copy(batch, info, &counted.base);
		progress_session(&progress);
		if (rc == ST_OK)
			continue;
		status = status_first(status, rc);
		if (rc != ST_BUSY && rc != ST_DATA)
			break;		/* I/O trouble: stop */
		if (strcmp(src->spec, "-") == 0)
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
out:
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
	    "[--redact] [--redact-pattern=ere] [--allow-jsonb] "
	    "[--busy-timeout=ms] src dst [session...]",
	.summary = "copy sessions between stores of any kind (- for records)",
	.opts = convert_options,
};
