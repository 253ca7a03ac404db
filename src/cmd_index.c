/*
 * cmd_index.c - transcript index: build or update the full-text index of
 * stores (index.h), any kinds, several at once; without a store, every
 * store the index already holds.
 *
 * Each store gets a line on stderr (--quiet: none): its sessions, what
 * was done with them and the items added.  A store that fails is reported
 * and the others are still indexed; the status is the first failure's.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "index.h"
#include "redact.h"

static int
print_line(void *arg, const char *s)
{
	(void)arg;
	return printf("%s\n", s) < 0 ? ST_IO : ST_OK;
}

static int
print_store(void *arg, const char *spec, const char *kind)
{
	(void)kind;
	return print_line(arg, spec);
}

/* What index_update() did with spec, on stderr (--quiet: nothing). */
static void
report(void *arg, const char *spec, const struct index_report *r)
{
	const int *quiet = arg;

	if (*quiet)
		return;
	if (r->unchanged) {
		fprintf(stderr, "index: %s: unchanged (%.2f s)\n", spec, r->secs);
		return;
	}
	fprintf(stderr, "index: %s: %" PRIu64 " session%s: %" PRIu64 " new, %"
	    PRIu64 " grown, %" PRIu64 " rewritten, %" PRIu64 " dropped, %"
	    PRIu64 " unchanged", spec, r->sessions, r->sessions == 1 ? "" : "s",
	    r->fresh, r->grown, r->rewritten, r->dropped, r->same);
	if (r->skipped > 0)
		fprintf(stderr, ", %" PRIu64 " skipped", r->skipped);
	fprintf(stderr, "; %" PRIu64 " item%s indexed (%.1f MB of text) in "
	    "%.2f s\n", r->items, r->items == 1 ? "" : "s",
	    (double)r->bytes / 1e6, r->secs);
	if (r->dead_warn)
		fprintf(stderr, "index: a quarter of the index is rows of "
		    "rewritten or deleted sessions: `transcript index --rebuild` "
		    "reclaims the space\n");
}

static const struct cmd_opt index_options[] = {
	{ "db", 'D', required_argument, "path",
	    "the index (default $XDG_CACHE_HOME/transcript/index.db)", 0 },
	{ "rebuild", 'R', no_argument, NULL,
	    "index every session anew, dropping the dead rows' space", 0 },
	{ "list", 'l', required_argument, "what",
	    "print the index's stores or projects, one a line, and exit", 0 },
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	{ "quiet", 'q', no_argument, NULL, "print nothing on stderr but errors",
	    'q' },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* --rebuild: every store the index holds and those named, indexed anew
 * into an emptied full-text index, then compacted (index.h). */
static int
run_index(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct redact_opts ro;
	struct buf path = BUF_INIT;
	struct index *ix = NULL;
	const char *db = NULL, *list = NULL;
	unsigned threads = cmd_threads() ? INDEX_THREADS : 0;
	int ch, quiet = 0, rebuild = 0, status = ST_OK;

	memset(&ro, 0, sizeof(ro));
	while ((ch = cmd_getopt(&cmd_index, argc, argv)) != -1) {
		switch (ch) {
		case 'D':
			db = optarg;
			break;
		case 'R':
			rebuild = 1;
			break;
		case 'l':
			if (strcmp(optarg, "stores") != 0 &&
			    strcmp(optarg, "projects") != 0)
				return cmd_usage_msg(&cmd_index, "--list wants "
				    "stores or projects, not '%s'", optarg);
			list = optarg;
			break;
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&ro, ch == CMD_OPT_REDACT ? NULL :
			    optarg) != ST_OK)
				return ST_USAGE;
			break;
		case 'q':
			quiet = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_index, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_index);
		default:
			return cmd_bad_option(&cmd_index, ch, argv);
		}
	}
	if (list != NULL && argc > optind)
		return cmd_usage_msg(&cmd_index, "--list takes no store");
	if (ro.on) {	/* the patterns must compile before anything is read */
		struct redact *r;

		if (redact_open(&ro, &r) != ST_OK)
			return ST_USAGE;
		redact_free(r);
	}
	if (db == NULL && (status = index_default_path(&path)) != ST_OK)
		return status;
	if (db == NULL)
		db = path.p;
	/* Nothing named and no index: say so, and make none. */
	if (list == NULL && argc == optind && access(db, F_OK) == -1 &&
	    errno == ENOENT) {
		status = cmd_usage_msg(&cmd_index, "no index '%s' yet: name a "
		    "store to index", db);
		goto out;
	}
	if ((status = index_open(db, list == NULL, cfg.busy_ms, &ix)) != ST_OK)
		goto out;
	if (list != NULL) {
		status = strcmp(list, "stores") == 0 ?
		    index_stores(ix, print_store, NULL) :
		    index_projects(ix, print_line, NULL);
		goto out;
	}
	if (rebuild && (status = index_rebuild_begin(ix)) != ST_OK)
		goto out;
	/* the stores named, then (none named, or --rebuild) those held */
	for (int i = optind; i < argc; i++) {
		struct index_report rep;
		int rc = index_update(ix, argv[i], &cfg, &ro, threads, &rep);

		if (rc == ST_OK)
			report(&quiet, argv[i], &rep);
		status = status_first(status, rc);
	}
	if (argc == optind || rebuild) {
		size_t held;
		int rc = index_update_all(ix, &cfg, threads, report, &quiet,
		    &held);

		status = status_first(status, rc);
		if (rc == ST_OK && held == 0 && argc == optind)
			status = cmd_usage_msg(&cmd_index, "the index holds no "
			    "store yet: name one");
	}
	if (rebuild && status == ST_OK)
		status = index_compact(ix);
out:
	if (fflush(stdout) != 0 && status == ST_OK)
		status = fail_errno(ST_IO, "standard output");
	status = index_close(ix, status);
	buf_release(&path);
	return status;
}

const struct cmd cmd_index = {
	.name = "index",
	.run = run_index,
	.usage = "[--db=path] [--list=stores|projects] [--rebuild] [--redact] "
	    "[--redact-pattern=ere] [--quiet] [--busy-timeout=ms] [store...]",
	.summary = "build or update the full-text index of stores (for search)",
	.opts = index_options,
};
