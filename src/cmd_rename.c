/* cmd_rename.c - transcript rename: re-key a session atomically. */
#include <getopt.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static const struct cmd_opt rename_options[] = {
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_rename(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct store *st = NULL;
	int ch, status;

	while ((ch = cmd_getopt(&cmd_rename, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_rename, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_rename);
		default:
			return cmd_bad_option(&cmd_rename, ch, argv);
		}
	}
	if (argc - optind != 3)
		return cmd_usage(&cmd_rename);
	if ((status = id_check(argv[optind + 1])) != ST_OK ||
	    (status = id_check(argv[optind + 2])) != ST_OK)
		return status;
	if (strcmp(argv[optind + 1], argv[optind + 2]) == 0)
		return cmd_usage_msg(&cmd_rename, "old and new name are the same");

	if ((status = store_open(argv[optind], STORE_UPDATE, &cfg, 0, &st)) == ST_OK)
		status = store_rename(st, argv[optind + 1], argv[optind + 2]);
	return store_close(st, status);
}

const struct cmd cmd_rename = {
	.name = "rename",
	.run = run_rename,
	.usage = "[--busy-timeout=ms] store old new",
	.summary = "rename a session (the new name must be free)",
	.opts = rename_options,
};
