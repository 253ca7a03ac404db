/*
 * main.c - transcript: inspect, validate and migrate AI-agent transcripts.
 *
 * argv[1] names a command from the table; the command parses the rest.
 * Only this file exits.  After a command, stdout is flushed and checked, so
 * a full disk or a closed pipe is reported (exit 3), never ignored.
 * Standard input, output and error that are closed at start are taken by
 * /dev/null, open the other way, before anything else opens a file: no
 * store, database or socket can then get descriptor 0, 1 or 2 and take
 * the output or the messages meant for them, and writing to a closed
 * stdout still fails (exit 3).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "fsutil.h"
#include "markdown.h"

const struct cmd *const cmd_table[] = {	/* sorted: `help` prints this order */
	&cmd_append, &cmd_check, &cmd_compact_replace, &cmd_convert, &cmd_delete,
	&cmd_diff, &cmd_dump, &cmd_export, &cmd_fork, &cmd_grep, &cmd_help,
	&cmd_index, &cmd_list, &cmd_load, &cmd_rename, &cmd_repair, &cmd_search,
	&cmd_secrets, &cmd_stats, &cmd_sync, NULL
};

static int
finish_stdout(int status)
{
	int bad = fflush(stdout) != 0 || ferror(stdout);

	if (fclose(stdout) != 0)
		bad = 1;
	if (bad && (status == ST_OK || status == ST_PROBLEMS))
		return fail_errno(ST_IO, "cannot write to standard output");
	return bad ? status_first(status, ST_IO) : status;
}

/* Fill the closed ones of descriptors 0-2: 0 write-only, 1 and 2
 * read-only, so that using them fails as it would have. */
static int
hold_std_fds(void)
{
	for (int fd = 0; fd <= 2; fd++) {
		int got;

		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
		if (got != fd) {
			if (got >= 0)
				close(got);
			return -1;
		}
	}
	return 0;
}

int
main(int argc, char *argv[])
{
	static char help[] = "help";
	const struct cmd *c = NULL;
	int status;

	if (hold_std_fds() == -1)
		return ST_IO;	/* nowhere safe to say so */
	if (argc < 2) {
		cmd_usage_main(stderr);
		return ST_USAGE;
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)
		return finish_stdout(printf("transcript %s\nmarkdown: %s\n",
		    VERSION, markdown_engine()) < 0 ? ST_IO : ST_OK);
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)
		argv[1] = help;
	for (size_t i = 0; cmd_table[i] != NULL; i++)
		if (strcmp(cmd_table[i]->name, argv[1]) == 0)
			c = cmd_table[i];
	if (c == NULL) {
		fail(ST_USAGE, "unknown command '%s'", argv[1]);
		cmd_usage_main(stderr);
		return ST_USAGE;
	}
	fs_temps_on_signal();
	status = c->run(argc - 1, argv + 1);
	/* tests: every temp file made was renamed or removed, and forgotten */
	if (getenv("TRANSCRIPT_TEST_TEMPS") != NULL)
		fprintf(stderr, "temps noted at exit: %zu\n", fs_temps_noted());
	return finish_stdout(status);
}
