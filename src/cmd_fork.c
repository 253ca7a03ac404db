/*
 * cmd_fork.c - transcript fork: a new session with the first items of
 * one (up to the item whose seq is --at, each call kept with its result:
 * window.h), the original untouched, written with one append of a session
 * that must not exist (store.h: write_opts.fresh).  The items are read
 * twice, for the end and to copy them: the copy checks them against the
 * digest of the first read and writes nothing if the session changed in
 * between (ST_BUSY, fork.h).
 *
 * The new session's id: NEWID, or a fresh random UUID; printed on
 * stdout as the store names it (on stderr too if stdout fails, as the
 * fork is written by then).  In an agent's file tree (store_agent_id())
 * NEWID is the UUID: the fork goes beside the original (Claude Code: in
 * its project's directory; Codex: a rollout named from now), or, --into
 * another tree, where the working directory says (--cwd, else the
 * original's, else the current one).  The items are rewritten as their
 * format's rekey() says (fork.h); with --to, and into a tree of another
 * format, they go through a translation first (translate.h), as convert's
 * do.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "fork.h"
#include "fsutil.h"
#include "id.h"
#include "translate.h"
#include "window.h"

static const struct cmd_opt fork_options[] = {
	{ "at", 'a', required_argument, "seq",
	    "copy the items up to seq (and the results of their calls)", 0 },
	{ "into", 'i', required_argument, "store",
	    "write the fork into this store (default: the session's)", 0 },
	CMD_OPT_ROW_TO,
	CMD_OPT_ROW_DIALECT,
	CMD_OPT_ROW_CWD,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

struct fork_opts {
	int64_t			 at;		/* -1: all */
	const char		*into, *cwd;
	const struct format	*to, *dialect;
};

/*
 * The new session's id in dst (NULL: beside the original, in src) into
 * id, and the UUID its records name into uuid (a JSON string), from newid
 * (NULL: a fresh one).  cwd: the working directory a new session of
 * another agent's tree is filed under (a JSON string), or empty.
 */
static int
fork_id(struct store *src, struct store *dst, const char *session,
    const char *newid, struct json_span cwd, struct buf *id, struct buf *uuid)
{
	struct buf u = BUF_INIT, dir = BUF_INIT;
	struct store *st = dst != NULL ? dst : src;
	const char *slash;
	int status = ST_OK;

	if (newid != NULL)
		translate_uuid(newid, &u);
	else if ((status = id_uuid_random(&u)) != ST_OK)
		goto out;
	if (store_agent_id(st, u.p, NULL, &dir) != ST_OK) {
		buf_adds(id, newid != NULL ? newid : u.p);	/* any store */
		goto out;
	}
	buf_reset(&dir);
	if (newid != NULL && strcmp(u.p, newid) != 0) {
		status = cmd_usage_msg(&cmd_fork, "in a %s store, newid is a "
		    "UUID, not '%s'", store_kind(st), newid);
		goto out;
	}
	if (dst == NULL) {		/* beside the original */
		if (store_session_group(src, session, STORE_GROUP_PARENT, &dir)) {
			status = cmd_usage_msg(&cmd_fork, "'%s' is a subagent's "
			    "transcript: fork its session, '%s'", session, dir.p);
			goto out;
		}
		if ((slash = strrchr(session, '/')) != NULL)
			buf_add(id, session, (size_t)(slash + 1 - session));
		buf_adds(id, u.p);
	} else {
		if (cwd.n > 0)
			json_str_decode(cwd, &dir);
		(void)store_agent_id(dst, u.p, dir.len > 0 ? dir.p : NULL, id);
	}
out:
	json_str_encode(uuid, u.p, u.len);
	buf_release(&u);
	buf_release(&dir);
	return status;
}

/* The number of first items that hold the item of seq at and the results
 * of the calls up to it (window.h), and their digest: ST_NOT_FOUND if no
 * item has that seq. */
static int
fork_end(struct store *src, const char *session, const struct format *dialect,
    int64_t at, uint64_t *n, uint64_t *digest)
{
	struct window *w;
	int status;

	if (at < 0)
		return ST_OK;		/* all */
	if ((status = window_open(src, session, 0, dialect, at, &w)) != ST_OK)
		return status;
	if ((status = window_fork(w, session, n, digest)) == ST_OK)
		fs_test_repair_hook();	/* tests only (fsutil.h) */
	window_free(w);
	return status;
}

/* Did the translation lose or change anything (then its report)? */
static int
fork_changed(const struct translate *t)
{
	for (int i = 0; i < TR_COUNTS; i++)
		if (t->count[i] > 0)
			return 1;
	return 0;
}

static int
run_fork(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct store *src = NULL, *dst = NULL;
	struct item_cursor *c = NULL, *in;
	struct fork_cursor head, rekeyed;
	struct translate t;
	struct translate_opts to = { 0 };
	struct write_opts wo = WRITE_OPTS_INIT;
	struct buf id = BUF_INIT, uuid = BUF_INIT, cwd = BUF_INIT,
	    optcwd = BUF_INIT, here = BUF_INIT, report = BUF_INIT;
	struct json_span v;
	const struct format *fmt = NULL, *dialect = NULL;
	const char *into = NULL, *cwdarg = NULL, *session, *newid;
	uint64_t n = UINT64_MAX, digest = 0, written = 0;
	int64_t at = -1;
	int ch, status, translating = 0, same = 0;

	while ((ch = cmd_getopt(&cmd_fork, argc, argv)) != -1) {
		switch (ch) {
		case 'a':
			if (cmd_parse_int(&cmd_fork, "--at", optarg, 0, INT64_MAX,
			    &at) == -1)
				return ST_USAGE;
			break;
		case 'i':
			into = optarg;
			break;
		case CMD_OPT_TO:
			if (cmd_target(&cmd_fork, optarg, &to.to) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if (cmd_dialect(&cmd_fork, optarg, &dialect) != ST_OK)
				return ST_USAGE;
			break;
		case CMD_OPT_CWD:
			cwdarg = optarg;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_fork, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_fork);
		default:
			return cmd_bad_option(&cmd_fork, ch, argv);
		}
	}
	if (argc - optind < 2 || argc - optind > 3)
		return cmd_usage(&cmd_fork);
	if (to.to == NULL && (dialect != NULL || cwdarg != NULL))
		return cmd_usage_msg(&cmd_fork, "--dialect and --cwd go with "
		    "--to");
	session = argv[optind + 1];
	newid = argc - optind == 3 ? argv[optind + 2] : NULL;
	if ((status = id_check(session)) == ST_OK && newid != NULL)
		status = id_check(newid);
	if (cwdarg != NULL)
		json_str_encode(&optcwd, cwdarg, strlen(cwdarg));
	/* Two handles: the session is read while the fork is written.  On
	 * one store (--into it too, by any name), the second is
	 * store_open_reader()'s, never a second open of its file (store.h). */
	if (status != ST_OK)
		goto out;
	if (into != NULL) {
		if ((status = store_open(argv[optind], STORE_READ, &cfg, 0,
		    &src)) != ST_OK)
			goto out;
		if ((same = store_names(src, into))) {
			status = store_close(src, ST_OK);
			src = NULL;
		} else
			status = store_open(into, STORE_WRITE, &cfg, 0, &dst);
		if (status != ST_OK)
			goto out;
	}
	if ((into == NULL || same) &&
	    ((status = store_open(argv[optind], STORE_UPDATE, &cfg, 0,
	    &dst)) != ST_OK ||
	    (status = store_open_reader(dst, &cfg, &src)) != ST_OK))
		goto out;
	if (to.to != NULL && dst->format != NULL && to.to != dst->format) {
		status = cmd_usage_msg(&cmd_fork, "a %s store holds %s sessions, "
		    "not %s: --into another", store_kind(dst), dst->format->name,
		    to.to->name);
		goto out;
	}
	/* The session's format and working directory, its end, its id. */
	if ((status = translate_peek(src, session, dialect, &fmt,
	    &cwd)) != ST_OK ||
	    (status = fork_end(src, session, dialect, at, &n,
	    &digest)) != ST_OK)
		goto out;
	v.p = optcwd.len > 0 ? optcwd.p : cwd.len > 0 ? cwd.p : NULL;
	v.n = optcwd.len > 0 ? optcwd.len : cwd.len;
	if (v.n == 0) {
		cmd_here(&here);
		v.p = here.p;
		v.n = here.len;
	}
	if ((status = fork_id(src, into == NULL ? NULL : dst, session, newid, v,
	    &id, &uuid)) != ST_OK ||
	    (status = store_load(src, session, 0, &c)) != ST_OK)
		goto out;
	v.p = uuid.p;
	v.n = uuid.len;
	fork_cursor_init(&head, c, n, NULL, v);
	if (at >= 0)
		fork_cursor_check(&head, session, digest);
	in = &head.base;
	if (to.to != NULL || (into != NULL && dst->format != NULL)) {
		to.require = dst->format;
		to.from = dialect;
		to.session = session;
		to.id = v;
		to.cwd.p = optcwd.len > 0 ? optcwd.p : NULL;
		to.cwd.n = optcwd.len;
		if (here.len == 0)
			cmd_here(&here);
		to.default_cwd.p = here.p;
		to.default_cwd.n = here.len;
		if ((status = translate_open(&t, in, &to)) != ST_OK)
			goto out_head;
		translating = 1;
		in = &t.base;
		fmt = to.to != NULL ? to.to : dst->format;
	}
	fork_cursor_init(&rekeyed, in, UINT64_MAX, fmt, v);
	wo.fresh = 1;
	status = store_append(dst, id.p, &rekeyed.base, &wo, &written);
	if (status == ST_OK && written == 0)
		status = fail(ST_DATA, "session '%s' holds no items: nothing "
		    "to fork", session);
	fork_cursor_release(&rekeyed);
	if (translating && (status != ST_OK || fork_changed(&t))) {
		cmd_translate_report(session, id.p, &t, 0, status == ST_OK,
		    &report);
		fputs(report.p, stderr);
	}
	if (translating)
		translate_release(&t);
out_head:
	fork_cursor_release(&head);
	/* Committed: an id that cannot be printed is named on stderr. */
	if (status == ST_OK && (fprintf(stdout, "%s\n", id.p) < 0 ||
	    fflush(stdout) == EOF))
		status = fail_errno(ST_IO, "fork: written as '%s', but its id "
		    "cannot be written to standard output", id.p);
out:
	item_cursor_free(c);
	buf_release(&id);
	buf_release(&uuid);
	buf_release(&cwd);
	buf_release(&optcwd);
	buf_release(&here);
	buf_release(&report);
	status = store_close(dst, status);
	return store_close(src, status);
}

const struct cmd cmd_fork = {
	.name = "fork",
	.run = run_fork,
	.usage = "[--at=seq] [--into=store] [--to=format [--dialect=name] "
	    "[--cwd=dir]] [--busy-timeout=ms] store session [newid]",
	.summary = "branch a session: a new one with its items up to a seq",
	.opts = fork_options,
};
