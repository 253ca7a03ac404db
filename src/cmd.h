/*
 * cmd.h - the command table's entries and the helpers every command uses:
 * option and operand parsing, usage and help, standard output.  What
 * commands share beyond them is a module of its own: times (isotime.h),
 * the format vote (vote.h), the sessions a command goes through
 * (sessions.h), a sweep over a store's sessions (sweep.h).
 *
 * Adding a command: src/cmd_NAME.c defining `const struct cmd cmd_NAME`,
 * one row in main.c's table, one entry in man/transcript.1 (its SYNOPSIS
 * line equal to .usage), the README, each file in completions/, and
 * tests/cli/t1xxx-NAME.sh.  tests/cli/t9000-docs.sh checks the docs.
 *
 * Commands declare their options in one table (struct cmd_opt) that both
 * the parser (cmd_getopt(), getopt_long underneath, once per process;
 * argv[0] is the command name) and --help (cmd_help_page()) read, so the
 * help cannot list an option the parser lacks or miss one it takes.
 * Commands return an enum status and never exit.
 */
#ifndef CMD_H
#define CMD_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "json.h"
#include "store.h"

/*
 * One option of a command.  cmd_getopt() returns key when it is given;
 * a row with short_name set is also "-short_name" (key == short_name).
 * A row without help is an alias (--colour), accepted but not listed.
 */
struct cmd_opt {
	const char	*name;		/* the long name, without "--" */
	int		 key;		/* a letter, or a CMD_OPT_* code */
	int		 has_arg;	/* no_argument or required_argument */
	const char	*arg;		/* the value's name in --help ("MS") */
	const char	*help;		/* one line, lower case, no period */
	char		 short_name;	/* 'q' for -q, or 0 */
};
#define CMD_OPT_END	{ NULL, 0, 0, NULL, NULL, 0 }
#define CMD_OPTS_MAX	32		/* rows in one table, the end too */

struct cmd {
	const char		*name;		/* "compact-replace" */
	int			(*run)(int argc, char *argv[]);
	const char		*usage;		/* after the name; = the man
						   SYNOPSIS */
	const char		*summary;	/* one line for `transcript help` */
	const struct cmd_opt	*opts;		/* ends with CMD_OPT_END */
};

extern const struct cmd cmd_append, cmd_check, cmd_compact_replace, cmd_convert,
    cmd_delete, cmd_diff, cmd_dump, cmd_export, cmd_fork, cmd_grep, cmd_help,
    cmd_index, cmd_list, cmd_load, cmd_rename, cmd_repair, cmd_search,
    cmd_secrets, cmd_stats, cmd_sync;

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
/* Usage, summary and the option table on stdout (-h/--help); returns
 * ST_OK or ST_IO. */
int	cmd_help_page(const struct cmd *);
/* getopt_long over c's option table: the next option's key, '?' or ':'
 * for a bad one (see cmd_bad_option()), -1 after the last; optarg as
 * getopt_long sets it.  Sets opterr = 0. */
int	cmd_getopt(const struct cmd *c, int argc, char *argv[]);
/* getopt_long returned '?' or ':' (optstring starts with ':'). */
int	cmd_bad_option(const struct cmd *, int ch, char *argv[]);
/* Parse a decimal integer in [min, max]; -1 with a usage message if not. */
int	cmd_parse_int(const struct cmd *, const char *opt, const char *arg,
	    int64_t min, int64_t max, int64_t *out);
/* Open an input operand: "-" or NULL is stdin; ST_IO if it cannot. */
int	cmd_open_input(const char *path, struct item_cursor **);

/* Rows every command has, and those of options several commands share.
 * Keys from 0x100 on are long-only options with no letter to spare. */
#define CMD_OPT_ROW_HELP \
	{ "help", 'h', no_argument, NULL, "show this help and exit", 'h' }
/* Every store-using command. */
#define CMD_OPT_BUSY_TIMEOUT	0x100
#define CMD_OPT_ROW_BUSY_TIMEOUT \
	{ "busy-timeout", CMD_OPT_BUSY_TIMEOUT, required_argument, "ms", \
	    "how long to wait for another writer, in ms (default 5000)", 0 }
/* Commands that write items: a postgres jsonb column is written to. */
#define CMD_OPT_ALLOW_JSONB	0x101
#define CMD_OPT_ROW_ALLOW_JSONB \
	{ "allow-jsonb", CMD_OPT_ALLOW_JSONB, no_argument, NULL, \
	    "write into a postgres jsonb column (loses key order and spelling)", 0 }
/* Commands that can redact secrets (redact.h: redact_option()). */
#define CMD_OPT_REDACT		0x102
#define CMD_OPT_REDACT_PATTERN	0x103
#define CMD_OPT_ROW_REDACT \
	{ "redact", CMD_OPT_REDACT, no_argument, NULL, \
	    "replace API keys, tokens and private keys with [REDACTED]", 0 }
#define CMD_OPT_ROW_REDACT_PATTERN \
	{ "redact-pattern", CMD_OPT_REDACT_PATTERN, required_argument, "ere", \
	    "redact matches of this extended regex too (repeatable)", 0 }
/* Commands that translate sessions (convert, load: translate.h). */
#define CMD_OPT_TO		0x104
#define CMD_OPT_CWD		0x105
#define CMD_OPT_ROW_TO \
	{ "to", CMD_OPT_TO, required_argument, "format", \
	    "translate each session into this format (see TRANSLATION)", 0 }
#define CMD_OPT_ROW_DIALECT \
	{ "dialect", 'd', required_argument, "name", \
	    "with --to: read every session in this format", 0 }
#define CMD_OPT_ROW_CWD \
	{ "cwd", CMD_OPT_CWD, required_argument, "dir", \
	    "with --to: the working directory a translated session names", 0 }
struct format;
struct translate;
/* --to=name: a format that sessions can be translated into, else a usage
 * message naming them; --dialect=name: any format. */
int	cmd_target(const struct cmd *, const char *arg, const struct format **);
int	cmd_dialect(const struct cmd *, const char *arg, const struct format **);
/* The current directory as a JSON string, appended to out (nothing if it
 * cannot be had): a translated session's working directory by default. */
void	cmd_here(struct buf *out);
/* The loss report of session, translated as t (into the session id): a
 * line of text (for stderr), or with json a JSON object, appended to out
 * with its newline; written says whether it was. */
void	cmd_translate_report(const char *session, const char *id,
	    const struct translate *t, int json, int written, struct buf *out);

/* May a command use a second thread?  TRANSCRIPT_THREADS=0 or 1 says;
 * else yes with more than one CPU online. */
int	cmd_threads(void);
int	cmd_busy_timeout(const struct cmd *, const char *arg,
	    struct store_config *);

/* An event's time (format.h) as format_time_ms() reads it, or a JSON
 * string (under 62 bytes) as cmd_parse_time() reads it; 0 with *ms set,
 * else -1. */
int	cmd_time_json(struct json_span v, int64_t *ms);
/* Parse an option's ISO-8601 date ("2024-05-01", its 00:00:00) or
 * date-time ("2024-05-01T12:00[:00[.fff]]", 'T' or a space), UTC unless
 * it ends in "Z" or an offset ("+02:00", "-0530"), into epoch
 * milliseconds (isotime.h: ISOTIME_OPTION); -1 with a usage message if it
 * is not one. */
int	cmd_parse_time(const struct cmd *, const char *opt, const char *arg,
	    int64_t *ms);


/* Write p[0..n) to stdout; ST_IO on error. */
int	cmd_write(const void *p, size_t n);

#endif
