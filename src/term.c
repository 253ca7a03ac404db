/* term.c - output for a person at a terminal; see term.h. */
#include <sys/ioctl.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "term.h"
#include "xalloc.h"

static const char *const escapes[] = {
	[TERM_RESET] = "\033[0m",
	[TERM_RESET_SHORT] = "\033[m",
	[TERM_BOLD] = "\033[1m",
	[TERM_DIM] = "\033[2m",
	[TERM_ERROR] = "\033[31m",
	[TERM_MATCH] = "\033[1;31m",
	[TERM_SESSION] = "\033[35m",
	[TERM_SEP] = "\033[36m",
	[TERM_USER] = "\033[32m",
	[TERM_ASSISTANT] = "\033[34m",
	[TERM_SYSTEM] = "\033[33m",
	[TERM_TOOL] = "\033[35m",
	[TERM_OTHER] = "\033[36m",
	[TERM_REMOVED] = "\033[31m",
	[TERM_ADDED] = "\033[32m"
};

static const struct {
	const char	*role;
	enum term_style	 style;
} role_styles[] = {
	{ "user", TERM_USER },
	{ "assistant", TERM_ASSISTANT },
	{ "system", TERM_SYSTEM },
	{ "tool", TERM_TOOL },
};

int
term_when_parse(const char *arg, enum term_when *when)
{
	static const char *const names[] = {
		[TERM_AUTO] = "auto", [TERM_ALWAYS] = "always",
		[TERM_NEVER] = "never"
	};

	for (size_t i = 0; i < nitems(names); i++) {
		if (strcmp(arg, names[i]) == 0) {
			*when = (enum term_when)i;
			return 0;
		}
	}
	return -1;
}

int
term_color(enum term_when when)
{
	const char *env;

	if (when != TERM_AUTO)
		return when == TERM_ALWAYS;
	return isatty(STDOUT_FILENO) &&
	    ((env = getenv("NO_COLOR")) == NULL || *env == '\0') &&
	    ((env = getenv("TERM")) == NULL || strcmp(env, "dumb") != 0);
}

const char *
term_esc(enum term_style s)
{
	if ((size_t)s >= nitems(escapes))
		return "";
	return escapes[s];
}

enum term_style
term_role_style(const char *role)
{
	for (size_t i = 0; i < nitems(role_styles); i++)
		if (strcmp(role, role_styles[i].role) == 0)
			return role_styles[i].style;
	return TERM_OTHER;
}

size_t
term_width(void)
{
	const char *env = getenv("COLUMNS");
	struct winsize ws;

	if (env != NULL && atoi(env) > 0)
		return (size_t)atoi(env);
	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		return ws.ws_col;
	return 0;
}
