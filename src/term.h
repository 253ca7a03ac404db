/*
 * term.h - output for a person at a terminal: whether to colour it, the
 * width to cut its lines to, and the one table of colours.
 *
 * Colour is SGR escapes (ECMA-48 "ESC [ n m"), only ever the table's, and
 * only on request (--color=always) or when standard output is a terminal
 * that wants them (auto, below); what goes between them is made safe by
 * the caller (display.h).  Each entry names what it marks, not its
 * colour, so that a command's look is changed here, for every command.
 *
 * Ownership: the escapes are static strings; nothing to free.  The
 * answers read the environment and standard output when called: call
 * them before a pager takes standard output (pager.h).
 */
#ifndef TERM_H
#define TERM_H

#include <stddef.h>

/* --color=WHEN. */
enum term_when { TERM_AUTO, TERM_ALWAYS, TERM_NEVER };

/* What an escape marks.  Both resets end any colour: dump writes SGR 0,
 * grep the empty form, as git does. */
enum term_style {
	TERM_RESET,		/* "\033[0m" */
	TERM_RESET_SHORT,	/* "\033[m" */
	TERM_BOLD,		/* a session's heading (dump) */
	TERM_DIM,		/* seqs and notes (dump) */
	TERM_ERROR,		/* findings (dump) */
	TERM_MATCH,		/* what matched (grep) */
	TERM_SESSION,		/* a session's name (grep) */
	TERM_SEP,		/* separators (grep) */
	TERM_USER,		/* roles: a user's message */
	TERM_ASSISTANT,		/* the assistant's */
	TERM_SYSTEM,		/* a system message */
	TERM_TOOL,		/* a tool's */
	TERM_OTHER,		/* any other role */
	TERM_REMOVED,		/* what only the first side has (diff) */
	TERM_ADDED		/* what only the second side has (diff) */
};

/* Parse --color's value: 0 with *when set if arg is auto, always or never,
 * else -1 (the caller says TERM_WHEN_USAGE). */
int	term_when_parse(const char *arg, enum term_when *when);
#define TERM_WHEN_USAGE	"--color wants auto, always or never, not '%s'"
/* Colour standard output?  always 1, never 0, auto: standard output is a
 * terminal, NO_COLOR is unset or empty and TERM is not "dumb". */
int	term_color(enum term_when);
/* The escape that begins style s ("" for none). */
const char	*term_esc(enum term_style s);
/* The style of a role's messages, by the role's name as format.h names
 * roles (format_role_name()): user, assistant, system, tool, else other. */
enum term_style	term_role_style(const char *role);
/* The width to cut lines for people to: $COLUMNS if it is a positive
 * number, else the terminal's when standard output is one, else 0 (no
 * cut: a pipe gets whole lines). */
size_t	term_width(void);

#endif
