/* cmd_delete.c - transcript delete: remove sessions. */
#include <getopt.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static const struct cmd_opt delete_options[] = {
	{ "force", 'f', no_argument, NULL,
	    "ignore missing sessions and a missing store", 'f' },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_delete(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct store *st = NULL;
	int ch, force = 0, status;

	while ((ch = cmd_getopt(&cmd_delete, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_delete, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'f':
			force = 1;
			break;
		case 'h':
			return cmd_help_page(&cmd_delete);
		default:
			return cmd_bad_option(&cmd_delete, ch, argv);
		}
	}
	if (argc - optind < 2)
		return cmd_usage(&cmd_delete);
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;

	status = store_open(argv[optind], STORE_UPDATE, &cfg, 0, &st);
	if (status == ST_NOT_FOUND && force)
		return ST_OK;		/* nothing to delete from */
	if (status == ST_OK)
		status = store_delete(st, argv + optind + 1,
		    (size_t)(argc - optind - 1), force);
	return store_close(st, status);
}

const struct cmd cmd_delete = {
	.name = "delete",
	.run = run_delete,
	.usage = "[--force] [--busy-timeout=ms] store session...",
	.summary = "delete sessions (all named ones, or none)",
	.opts = delete_options,
};
