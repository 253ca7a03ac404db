/* cmd_help.c - transcript help [COMMAND]: the command list, or one usage. */
#include <getopt.h>
#include <string.h>

#include "buf.h"
#include "cmd.h"
#include "diag.h"

/* "A STORE is KIND:PATH, ...": every kind store.c knows, wrapped. */
static void
stores_say(FILE *f)
{
	const struct store_ops *const *v;
	struct buf b = BUF_INIT;
	size_t nr, line = 0;

	v = store_kinds(&nr);
	buf_adds(&b, "A STORE is");
	for (size_t i = 0; i <= nr; i++) {
		size_t at = b.len;

		if (i < nr)
			buf_addf(&b, " %s:%s,", v[i]->name, v[i]->operand != NULL ?
			    v[i]->operand : "PATH");
		else
			buf_adds(&b, " or a PATH whose kind is detected.");
		if (b.len - line > 76) {
			b.p[at] = '\n';
			line = at + 1;
		}
	}
	fprintf(f, "%s\nA kind that SQLite and PostgreSQL both have is "
	    "KIND:postgres:CONNINFO there.\n", b.p);
	buf_release(&b);
}

void
cmd_usage_main(FILE *f)
{
	fputs("usage: transcript COMMAND [OPTION...] [ARG...]\n"
	    "       transcript help [command]\n"
	    "       transcript --version\n\n"
	    "Inspect, validate and migrate the transcripts AI agents persist.\n",
	    f);
	stores_say(f);
	fputs("\nCommands:\n", f);
	for (size_t i = 0; cmd_table[i] != NULL; i++)
		fprintf(f, "   %-16s %s\n", cmd_table[i]->name,
		    cmd_table[i]->summary);
	fputs("\nExit status: 0 ok, 1 problems found, 2 usage, 3 I/O, 4 bad data,\n"
	    "5 not found, 6 busy or conflict.  See transcript(1).\n", f);
}

static const struct cmd_opt help_options[] = {
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_help(int argc, char *argv[])
{
	int ch;

	while ((ch = cmd_getopt(&cmd_help, argc, argv)) != -1) {
		switch (ch) {
		case 'h':
			return cmd_help_page(&cmd_help);
		default:
			return cmd_bad_option(&cmd_help, ch, argv);
		}
	}
	if (argc - optind > 1)
		return cmd_usage(&cmd_help);
	if (argc - optind == 1) {
		for (size_t i = 0; cmd_table[i] != NULL; i++)
			if (strcmp(cmd_table[i]->name, argv[optind]) == 0)
				return cmd_help_page(cmd_table[i]);
		return cmd_usage_msg(&cmd_help, "unknown command '%s'",
		    argv[optind]);
	}
	cmd_usage_main(stdout);
	return ST_OK;
}

const struct cmd cmd_help = {
	.name = "help",
	.run = run_help,
	.usage = "[command]",
	.summary = "show the commands, or one command's usage",
	.opts = help_options,
};
