/*
 * cmd.h - the command table's entries and the helpers every command uses.
 *
 * Adding a command: src/cmd_NAME.c defining `const struct cmd cmd_NAME`,
 * one row in main.c's table, one entry in man/transcript.1 (its SYNOPSIS
 * line equal to .usage), the README, each file in completions/, and
 * tests/cli/t1xxx-NAME.sh.  tests/cli/t9000-docs.sh checks the docs.
 *
 * Commands parse their own options with getopt_long (once per process;
 * argv[0] is the command name), return an enum status, and never exit.
 */
#ifndef CMD_H
#define CMD_H

#include <stdint.h>
#include <stdio.h>

#include "store.h"

struct cmd {
	const char	*name;		/* "compact-replace" */
	int		(*run)(int argc, char *argv[]);
	const char	*usage;		/* after the name; = the man SYNOPSIS */
	const char	*summary;	/* one line for `transcript help` */
};

extern const struct cmd cmd_append, cmd_check, cmd_compact_replace, cmd_convert,
    cmd_delete, cmd_dump, cmd_export, cmd_help, cmd_list, cmd_load, cmd_rename,
    cmd_repair;

/* The table, sorted by name, NULL-terminated (main.c). */
extern const struct cmd *const cmd_table[];

/* The overall usage and the command list, on f (cmd_help.c). */
void	cmd_usage_main(FILE *f);
/* "usage: transcript NAME USAGE" on stderr; returns ST_USAGE. */
int	cmd_usage(const struct cmd *);
/* The same after "transcript: MESSAGE" (as fail() shows it); returns
 * ST_USAGE. */
int	cmd_usage_msg(const struct cmd *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* Usage and summary on stdout (-h/--help); returns ST_OK or ST_IO. */
int	cmd_help_page(const struct cmd *);
/* getopt_long returned '?' or ':' (optstring starts with ':'). */
int	cmd_bad_option(const struct cmd *, int ch, char *argv[]);
/* Parse a decimal integer in [min, max]; -1 with a usage message if not. */
int	cmd_parse_int(const struct cmd *, const char *opt, const char *arg,
	    int64_t min, int64_t max, int64_t *out);
/* Open an input operand: "-" or NULL is stdin; ST_IO if it cannot. */
int	cmd_open_input(const char *path, struct item_cursor **);

/* Options every store-using command accepts (long only). */
#define CMD_OPT_BUSY_TIMEOUT	0x100
#define CMD_LONGOPT_BUSY_TIMEOUT \
	{ "busy-timeout", required_argument, NULL, CMD_OPT_BUSY_TIMEOUT }
/* Commands that write items: a postgres jsonb column is written to. */
#define CMD_OPT_ALLOW_JSONB	0x101
#define CMD_LONGOPT_ALLOW_JSONB \
	{ "allow-jsonb", no_argument, NULL, CMD_OPT_ALLOW_JSONB }
/* May a command use a second thread?  TRANSCRIPT_THREADS=0 or 1 says;
 * else yes with more than one CPU online. */
int	cmd_threads(void);
int	cmd_busy_timeout(const struct cmd *, const char *arg,
	    struct store_config *);

/* Append epoch milliseconds as UTC ISO-8601, "2024-05-01T12:00:00.000Z". */
void	cmd_add_time(struct buf *, int64_t ms);

struct format;
/* The format of a session: forced if not NULL, else a vote over its first
 * items (format.h); *out is NULL when nothing looks like a format. */
int	cmd_session_format(struct store *, const char *session,
	    const struct format *forced, const struct format **out);

/* The sessions to go through: all of st's (sorted), or those named, each
 * of which must exist (store_stat(): exit 5 otherwise). */
int	cmd_session_list(struct store *, char *const names[], size_t nr,
	    struct session_list *out);

/* Write p[0..n) to stdout; ST_IO on error. */
int	cmd_write(const void *p, size_t n);

#endif
