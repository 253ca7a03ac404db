/* cmd.c - helpers shared by the commands; see cmd.h. */

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "format.h"
#include "isotime.h"
#include "translate.h"

int
cmd_usage(const struct cmd *c)
{
	fprintf(stderr, "usage: transcript %s %s\n", c->name, c->usage);
	return ST_USAGE;
}

int
cmd_usage_msg(const struct cmd *c, const char *fmt, ...)
{
	struct buf msg = BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&msg, fmt, ap);
	va_end(ap);
	fail(ST_USAGE, "%s", msg.p);
	buf_release(&msg);
	return cmd_usage(c);
}

int
cmd_help_page(const struct cmd *c)
{
	struct buf b = BUF_INIT;
	int status = ST_OK;

	buf_addf(&b, "usage: transcript %s %s\n\n%s\n", c->name, c->usage,
	    c->summary);
	if (c->opts != NULL && c->opts[0].name != NULL)
		buf_adds(&b, "\noptions:\n");
	for (const struct cmd_opt *o = c->opts; o != NULL && o->name != NULL;
	    o++) {
		size_t start = b.len;

		if (o->help == NULL)		/* an alias */
			continue;
		if (o->short_name != 0)
			buf_addf(&b, "  -%c, --%s", o->short_name, o->name);
		else
			buf_addf(&b, "      --%s", o->name);
		if (o->has_arg == required_argument)
			buf_addf(&b, "=%s", o->arg != NULL ? o->arg : "VALUE");
		if (b.len - start < 26)
			buf_addf(&b, "%*s", (int)(26 - (b.len - start)), "");
		else
			buf_addf(&b, "\n%26s", "");
		buf_addf(&b, "%s\n", o->help);
	}
	buf_adds(&b, "\nSee transcript(1) for details.\n");
	if (fwrite(b.p, 1, b.len, stdout) != b.len || fflush(stdout) == EOF)
		status = fail_errno(ST_IO, "cannot write to standard output");
	buf_release(&b);
	return status;
}

/* c's option of short name ch, or NULL. */
static const struct cmd_opt *
short_opt(const struct cmd *c, int ch)
{
	for (const struct cmd_opt *o = c->opts; o != NULL && o->name != NULL;
	    o++)
		if (o->short_name != 0 && o->short_name == ch)
			return o;
	return NULL;
}

/*
 * The first word of argv[1..] (up to "--") that begins with one '-' but
 * is no cluster of c's short options ("-home-ada-proj/...", a Claude Code
 * session id), or 0.  getopt would take it apart letter by letter: "-h"
 * first, and print the help.
 */
static int
cluster_bad(const struct cmd *c, int argc, char *argv[])
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--") == 0)
			break;
		if (strncmp(a, "--", 2) == 0) {	/* its value may follow */
			size_t n = strlen(a + 2);

			/* by its name or a prefix of it, as getopt_long() */
			for (const struct cmd_opt *o = c->opts; n > 0 &&
			    strchr(a, '=') == NULL && o != NULL &&
			    o->name != NULL; o++)
				if (o->has_arg == required_argument &&
				    strncmp(o->name, a + 2, n) == 0) {
					i++;
					break;
				}
			continue;
		}
		if (a[0] != '-' || a[1] == '\0')
			continue;
		for (const char *p = a + 1; *p != '\0'; p++) {
			const struct cmd_opt *o = short_opt(c, (unsigned char)*p);

			if (o == NULL)
				return i;
			if (o->has_arg == required_argument) {
				i += p[1] == '\0';	/* the next word */
				break;
			}
		}
	}
	return 0;
}

int
cmd_getopt(const struct cmd *c, int argc, char *argv[])
{
	static char **checked;
	static const struct cmd *built;
	static struct option longopts[CMD_OPTS_MAX];
	static char shorts[2 + 2 * CMD_OPTS_MAX];

	if (built != c) {
		size_t n = 0, k = 0;

		shorts[k++] = ':';
		for (const struct cmd_opt *o = c->opts; o != NULL &&
		    o->name != NULL && n + 1 < CMD_OPTS_MAX; o++, n++) {
			longopts[n].name = o->name;
			longopts[n].has_arg = o->has_arg;
			longopts[n].flag = NULL;
			longopts[n].val = o->key;
			if (o->short_name != 0) {
				shorts[k++] = o->short_name;
				if (o->has_arg == required_argument)
					shorts[k++] = ':';
			}
		}
		memset(&longopts[n], 0, sizeof(longopts[n]));
		shorts[k] = '\0';
		built = c;
	}
	opterr = 0;
	if (checked != argv) {
		int bad = cluster_bad(c, argc, argv);

		checked = argv;
		if (bad > 0) {		/* cmd_bad_option() names it */
			optind = bad + 1;
			optopt = 0;
			return '?';
		}
	}
	return getopt_long(argc, argv, shorts, longopts, NULL);
}

int
cmd_bad_option(const struct cmd *c, int ch, char *argv[])
{
	const char *arg = argv[optind - 1];

	if (ch == ':')
		return cmd_usage_msg(c, "option '%s' needs a value", arg);
	if (optopt != 0 && optopt < 0x100 && strncmp(arg, "--", 2) != 0)
		return cmd_usage_msg(c, "unknown option '-%c'", optopt);
	if (arg[0] == '-' && arg[1] != '-' && strlen(arg) > 2)
		return cmd_usage_msg(c, "unknown option '%s' (a session id that "
		    "begins with '-' goes after '--')", arg);
	return cmd_usage_msg(c, "unknown option '%s'", arg);
}

int
cmd_parse_int(const struct cmd *c, const char *opt, const char *arg,
    int64_t min, int64_t max, int64_t *out)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(arg, &end, 10);
	if (*arg == '\0' || *end != '\0' || errno != 0 || v < min || v > max) {
		cmd_usage_msg(c, "%s wants a whole number from %lld to %lld, "
		    "not '%s'", opt, (long long)min, (long long)max, arg);
		return -1;
	}
	*out = v;
	return 0;
}

int
cmd_target(const struct cmd *c, const char *arg, const struct format **out)
{
	struct buf names = BUF_INIT;
	int status;

	*out = format_by_name(arg);
	if (translate_target(*out))
		return ST_OK;
	for (size_t i = 0; format_table[i] != NULL; i++)
		if (translate_target(format_table[i]))
			buf_addf(&names, "%s%s", names.len > 0 ? ", " : "",
			    format_table[i]->name);
	status = cmd_usage_msg(c, "cannot translate into '%s': --to takes %s",
	    arg, names.p);
	buf_release(&names);
	return status;
}

int
cmd_dialect(const struct cmd *c, const char *arg, const struct format **out)
{
	if ((*out = format_by_name(arg)) == NULL)
		return cmd_usage_msg(c, "unknown dialect '%s' (see transcript(1))",
		    arg);
	return ST_OK;
}

void
cmd_here(struct buf *out)
{
	char *d = getcwd(NULL, 0);

	if (d != NULL)
		json_str_encode(out, d, strlen(d));
	free(d);
}

void
cmd_translate_report(const char *session, const char *id,
    const struct translate *t, int json, int written, struct buf *out)
{
	const char *to = t->st != NULL ? translate_to(t)->name : "?";
	const char *from = t->from != NULL ? t->from->name : "none";
	int any = 0;

	if (json) {
		buf_adds(out, "{\"session\":");
		json_str_encode(out, session, strlen(session));
		buf_adds(out, ",\"id\":");
		json_str_encode(out, id, strlen(id));
		buf_addf(out, ",\"from\":\"%s\",\"to\":\"%s\",\"written\":%s,"
		    "\"lost\":%llu", from, to, written ? "true" : "false",
		    (unsigned long long)translate_lost(t));
		for (int i = 0; i < TR_COUNTS; i++)
			buf_addf(out, ",\"%s\":%llu", translate_count_name(i),
			    (unsigned long long)t->count[i]);
		buf_adds(out, "}\n");
		return;
	}
	buf_addf(out, "%s: %s -> %s", session, from, to);
	if (strcmp(id, session) != 0)
		buf_addf(out, " as %s", id);
	for (int part = 0; part < 2; part++) {
		int first = 1;

		for (int i = part ? TR_LOST : 0; i < (part ? TR_COUNTS : TR_LOST);
		    i++) {
			if (t->count[i] == 0)
				continue;
			buf_addf(out, "%s %llu %s", !first ? "," : !part ?
			    ": lost" : any ? "; changed" : ": changed",
			    (unsigned long long)t->count[i],
			    translate_count_name(i));
			first = 0;
			any = 1;
		}
	}
	buf_adds(out, any == 0 ? ": nothing lost" : "");
	buf_adds(out, written ? "\n" : " (not written)\n");
}

int
cmd_busy_timeout(const struct cmd *c, const char *arg, struct store_config *cfg)
{
	int64_t v;

	if (cmd_parse_int(c, "--busy-timeout", arg, 0, 3600000, &v) == -1)
		return ST_USAGE;
	cfg->busy_ms = (int)v;
	return ST_OK;
}

int
cmd_open_input(const char *path, struct item_cursor **out)
{
	int fd;

	if (path == NULL || strcmp(path, "-") == 0)
		return item_reader_open(out, dup(STDIN_FILENO), "<stdin>");
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return fail_errno(ST_IO,
		    "cannot open '%s'", path);
	return item_reader_open(out, fd, path);
}

int
cmd_write(const void *p, size_t n)
{
	if (n > 0 && fwrite(p, 1, n, stdout) != n)
		return fail_errno(ST_IO, "cannot write to standard output");
	return ST_OK;
}

int
cmd_time_json(struct json_span v, int64_t *ms)
{
	if (format_time_ms(v, ms) == 0)
		return 0;
	/* a string with an offset, which format_time_ms() does not read
	 * (of under 62 bytes between its quotes, as before) */
	if (v.n < 2 || v.n >= 64 || v.p[0] != '"')
		return -1;
	return isotime_parse(v.p + 1, v.n - 2, ISOTIME_OPTION, ms);
}

int
cmd_parse_time(const struct cmd *c, const char *opt, const char *arg,
    int64_t *ms)
{
	if (isotime_parse(arg, strlen(arg), ISOTIME_OPTION, ms) == -1) {
		cmd_usage_msg(c, "%s wants an ISO-8601 date or date-time "
		    "(2024-05-01, 2024-05-01T12:00:00+02:00), not '%s'", opt, arg);
		return -1;
	}
	return 0;
}

int
cmd_threads(void)
{
	const char *v = getenv("TRANSCRIPT_THREADS");

	if (v != NULL && (strcmp(v, "0") == 0 || strcmp(v, "1") == 0))
		return v[0] == '1';
	return sysconf(_SC_NPROCESSORS_ONLN) > 1;
}
