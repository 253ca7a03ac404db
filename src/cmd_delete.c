/* cmd_delete.c - transcript delete: remove sessions. */
#include <getopt.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static int
run_delete(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CMD_LONGOPT_BUSY_TIMEOUT,
		{ "force", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct store *st = NULL;
	int ch, force = 0, status;

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":fh", longopts, NULL)) != -1) {
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
};
