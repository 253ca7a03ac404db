/* cmd_compact_replace.c - transcript compact-replace: swap a session's
 * whole transcript for new items, atomically, keeping a backup if asked. */
#include <getopt.h>
#include <stdint.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static const struct cmd_opt compact_replace_options[] = {
	{ "backup", 'b', required_argument, "file",
	    "first save the current items to file", 0 },
	{ "create", 'c', no_argument, NULL,
	    "create the session and the store if missing", 0 },
	{ "expect-seq", 'e', required_argument, "n",
	    "replace only if the session holds exactly n items (else exit 6)", 0 },
	CMD_OPT_ROW_ALLOW_JSONB,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_compact_replace(int argc, char *argv[])
{
	const struct cmd *self = &cmd_compact_replace;
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct write_opts o = WRITE_OPTS_INIT;
	struct item_cursor *in = NULL;
	struct store *st = NULL;
	uint64_t n;
	int ch, status, jsonb = 0;

	while ((ch = cmd_getopt(&cmd_compact_replace, argc, argv)) != -1) {
		switch (ch) {
		case 'b':
			if (*optarg == '\0')
				return cmd_usage_msg(self, "--backup wants a file");
			o.backup = optarg;
			break;
		case CMD_OPT_ALLOW_JSONB:
			jsonb = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(self, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'c':
			o.create = 1;
			break;
		case 'e':
			if (cmd_parse_int(self, "--expect-seq", optarg, 0,
			    INT64_MAX, &o.expect) == -1)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(self);
		default:
			return cmd_bad_option(self, ch, argv);
		}
	}
	if (argc - optind < 2 || argc - optind > 3)
		return cmd_usage(self);
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;

	if ((status = cmd_open_input(argv[optind + 2], &in)) != ST_OK ||
	    (status = store_open(argv[optind], o.create ? STORE_WRITE : STORE_UPDATE,
	    &cfg, 0, &st)) != ST_OK)
		goto out;
	o.flags = jsonb ? STORE_WRITE_JSONB : 0;
	status = store_replace(st, argv[optind + 1], in, &o, &n);
out:
	item_cursor_free(in);
	return store_close(st, status);
}

const struct cmd cmd_compact_replace = {
	.name = "compact-replace",
	.run = run_compact_replace,
	.usage = "[--backup=file] [--create] [--expect-seq=n] [--allow-jsonb] "
	    "[--busy-timeout=ms] "
	    "store session [file]",
	.summary = "replace a session's whole transcript atomically (after compaction)",
	.opts = compact_replace_options,
};
