/* cmd_append.c - transcript append: add items to a session, all or none. */
#include <getopt.h>
#include <stdint.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static const struct cmd_opt append_options[] = {
	{ "dedupe", 'd', required_argument, "key",
	    "skip items whose string member key is already in the session", 0 },
	{ "expect-seq", 'e', required_argument, "n",
	    "append only if the session holds exactly n items (else exit 6)", 0 },
	{ "repair-tail", 'r', no_argument, NULL,
	    "move a torn last line of a jsonl session aside, then append", 0 },
	CMD_OPT_ROW_ALLOW_JSONB,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_append(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct write_opts o = WRITE_OPTS_INIT;
	struct item_cursor *in = NULL;
	struct store *st = NULL;
	uint64_t n;
	int ch, status, repair = 0, jsonb = 0;

	while ((ch = cmd_getopt(&cmd_append, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_ALLOW_JSONB:
			jsonb = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_append, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if (*optarg == '\0')
				return cmd_usage_msg(&cmd_append,
				    "--dedupe wants a key name");
			o.dedupe_key = optarg;
			break;
		case 'e':
			if (cmd_parse_int(&cmd_append, "--expect-seq", optarg, 0,
			    INT64_MAX, &o.expect) == -1)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_append);
		case 'r':
			repair = 1;
			break;
		default:
			return cmd_bad_option(&cmd_append, ch, argv);
		}
	}
	if (argc - optind < 2 || argc - optind > 3)
		return cmd_usage(&cmd_append);
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;

	if ((status = cmd_open_input(argv[optind + 2], &in)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_WRITE, &cfg, 0, &st)) != ST_OK)
		goto out;
	o.flags = (repair ? STORE_WRITE_REPAIR_TAIL : 0) |
	    (jsonb ? STORE_WRITE_JSONB : 0);
	status = store_append(st, argv[optind + 1], in, &o, &n);
out:
	item_cursor_free(in);
	return store_close(st, status);
}

const struct cmd cmd_append = {
	.name = "append",
	.run = run_append,
	.usage = "[--dedupe=key] [--expect-seq=n] [--repair-tail] [--allow-jsonb] "
	    "[--busy-timeout=ms] "
	    "store session [file]",
	.summary = "append items (JSON Lines, objects or an array) to a session, atomically",
	.opts = append_options,
};
