/* cmd_load.c - transcript load: a session's items, exactly as stored. */
#include <getopt.h>

#include "cmd.h"
#include "diag.h"
#include "id.h"

static int
run_load(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "array", no_argument, NULL, 'a' },
		CMD_LONGOPT_BUSY_TIMEOUT,
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct item_cursor *c = NULL;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	struct item it;
	int ch, array = 0, status, n = 0;

	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'a':
			array = 1;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_load, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_load);
		default:
			return cmd_bad_option(&cmd_load, ch, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage(&cmd_load);
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;

	if ((status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK ||
	    (status = store_load(st, argv[optind + 1], &c)) != ST_OK)
		goto out;
	if (array)
		buf_addc(&out, '[');
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
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
	item_cursor_free(c);
	buf_release(&out);
	return store_close(st, status);
}

const struct cmd cmd_load = {
	.name = "load",
	.run = run_load,
	.usage = "[--array] [--busy-timeout=ms] store session",
	.summary = "print a session's items, one compact JSON object per line",
};
