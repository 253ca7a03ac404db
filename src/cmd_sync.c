/*
 * cmd_sync.c - transcript sync: keep an archive up to date with other
 * stores (sync.h).  The summary goes to stderr (--quiet: nothing), the
 * dry run's lines and --list's rows to stdout.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cmd.h"
#include "diag.h"
#include "isotime.h"
#include "sync.h"

enum {
	OPT_LIST = 0x200
};

static const struct cmd_opt sync_options[] = {
	{ "dry-run", 'n', no_argument, NULL,
	    "print what would be copied, appended or revised; write nothing",
	    'n' },
	{ "list", OPT_LIST, no_argument, NULL,
	    "list the archive's sessions with where each came from", 0 },
	{ "quiet", 'q', no_argument, NULL, "print no summary", 'q' },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
print_line(void *arg, const char *line)
{
	(void)arg;
	return printf("%s\n", line) < 0 ? fail_errno(ST_IO, "standard output") :
	    ST_OK;
}

static int
print_origin(void *arg, const struct sync_origin *o)
{
	struct buf *b = arg;

	buf_reset(b);
	buf_addf(b, "%s\t%s\t%s\t%" PRIu64 "\t", o->id, o->origin, o->source,
	    o->items);
	session_time_add(b, o->synced_at, "-");
	buf_addc(b, '\n');
	return cmd_write(b->p, b->len);
}

/* The summary line, on stderr. */
static void
summary(const struct sync_report *r, int dry)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "sync%s: %" PRIu64 " session%s: %" PRIu64 " new, %"
	    PRIu64 " appended, %" PRIu64 " revised, %" PRIu64 " unchanged",
	    dry ? " (dry run)" : "", r->sessions, r->sessions == 1 ? "" : "s",
	    r->copied, r->appended, r->revised, r->unchanged);
	if (r->damaged > 0)
		buf_addf(&b, ", %" PRIu64 " damaged (kept aside)", r->damaged);
	if (r->failed > 0)
		buf_addf(&b, ", %" PRIu64 " failed", r->failed);
	buf_addf(&b, "; %" PRIu64 " item%s %s in %.2f s\n", r->items,
	    r->items == 1 ? "" : "s", dry ? "to write" : "written", r->secs);
	fputs(b.p, stderr);
	buf_release(&b);
}

static int
run_sync(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct sync_report rep;
	unsigned flags = 0;
	int ch, status, quiet = 0, list = 0;

	while ((ch = cmd_getopt(&cmd_sync, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_sync, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_sync);
		case 'n':
			flags |= SYNC_DRY_RUN;
			break;
		case OPT_LIST:
			list = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		default:
			return cmd_bad_option(&cmd_sync, ch, argv);
		}
	}
	if (list) {
		struct buf b = BUF_INIT;

		if (argc - optind != 1 || flags != 0)
			return cmd_usage_msg(&cmd_sync, "--list takes the archive "
			    "alone");
		status = sync_origins(argv[optind], &cfg, print_origin, &b);
		buf_release(&b);
		return status;
	}
	if (argc - optind < 2)
		return cmd_usage(&cmd_sync);
	status = sync_run(argv[argc - 1], argv + optind, (size_t)(argc - 1 -
	    optind), &cfg, flags, print_line, NULL, &rep);
	if (!quiet && (rep.sessions > 0 || status == ST_OK))
		summary(&rep, flags & SYNC_DRY_RUN);
	return status;
}

const struct cmd cmd_sync = {
	.name = "sync",
	.run = run_sync,
	.usage = "[--dry-run] [--list] [--quiet] [--busy-timeout=ms] [source...] "
	    "archive",
	.summary = "keep an archive up to date with stores (new, grown, "
	    "rewritten sessions)",
	.opts = sync_options,
};
