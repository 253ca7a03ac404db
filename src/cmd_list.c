/* cmd_list.c - transcript list: one line per session, metadata only. */
#include <getopt.h>
#include <inttypes.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "json.h"

static const struct cmd_opt list_options[] = {
	{ "json", 'j', no_argument, NULL,
	    "one JSON object per session", 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_list(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct session_list list = SESSION_LIST_INIT;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	int ch, json = 0, status;

	while ((ch = cmd_getopt(&cmd_list, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_list, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_list);
		case 'j':
			json = 1;
			break;
		default:
			return cmd_bad_option(&cmd_list, ch, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_list);

	if ((status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK ||
	    (status = store_list(st, INFO_COUNTS, &list)) != ST_OK)
		goto out;
	for (size_t i = 0; i < list.nr && status == ST_OK; i++) {
		const struct session_info *s = &list.v[i];

		if (s->problem != NULL) {	/* not read: fsutil.h */
			warn_msg("skipping session '%s': %s", s->id, s->problem);
			continue;
		}
		buf_reset(&out);
		if (json) {
			buf_adds(&out, "{\"session\":");
			json_str_encode(&out, s->id, strlen(s->id));
			buf_addf(&out, ",\"items\":%" PRIu64 ",\"bytes\":%" PRIu64
			    ",\"created_at\":%" PRId64 ",\"created\":\"", s->items,
			    s->bytes, s->created_at);
			cmd_add_time(&out, s->created_at);
			buf_addc(&out, '"');
			if (s->updated_at > 0) {
				buf_addf(&out, ",\"updated_at\":%" PRId64
				    ",\"updated\":\"", s->updated_at);
				cmd_add_time(&out, s->updated_at);
				buf_addc(&out, '"');
			}
			if (s->archived)
				buf_adds(&out, ",\"archived\":true");
			buf_adds(&out, "}\n");
		} else {
			display_add(&out, s->id, strlen(s->id), DISPLAY_ID);
			buf_addf(&out, "\t%" PRIu64 "\t%" PRIu64 "\t", s->items,
			    s->bytes);
			cmd_add_time(&out, s->created_at);
			buf_addc(&out, '\n');
		}
		status = cmd_write(out.p, out.len);
	}
out:
	buf_release(&out);
	session_list_release(&list);
	return store_close(st, status);
}

const struct cmd cmd_list = {
	.name = "list",
	.run = run_list,
	.usage = "[--json] [--busy-timeout=ms] store",
	.summary = "list the sessions of a store: id, items, bytes, created",
	.opts = list_options,
};
