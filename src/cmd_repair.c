/*
 * cmd_repair.c - transcript repair: fix what check finds, once, in the
 * store, in the format's own terms (repair.h).  A dry run prints the plan;
 * --apply rewrites each session by one compact-replace guarded by the item
 * count the plan was made from, keeping the original in --backup.  With
 * --redact, the secrets found in the same read (redact.h) are actions too,
 * and the rewrite replaces them; a session with neither is left alone.
 */
#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "fsutil.h"
#include "id.h"
#include "json.h"
#include "jsonw.h"
#include "par.h"
#include "redact.h"
#include "repair.h"
#include "sessions.h"
#include "vote.h"

/* Repair's reads (and what its writes read): bad items come as such. */
#define REPAIR_LOAD	STORE_LOAD_TOLERANT

struct repair {
	int			 apply, json, no_backup;
	const char		*backup;
	int			 backup_dir;	/* one file per session in it */
	const struct format	*dialect;
	struct repair_opts	 opts;
	struct store		*st, *src;	/* src: a second handle, read */
	struct redact_opts	 ro;
	struct redact		*red;		/* --redact, or NULL */
	uint64_t		 sessions, actions, left, applied;
	struct buf		 line, path;
};

/* The secrets of a session, found as its plan reads it: their actions'
 * lines (text or JSON), printed after the plan's. */
struct secrets_seen {
	struct item_cursor	 base;	/* first */
	struct item_cursor	*in;
	struct repair		*rp;
	const char		*session;
	uint64_t		 found;
	struct buf		 lines, preview;
};

static const char *const kind_names[] = {
	[RA_INSERT] = "insert", [RA_REMOVE] = "remove", [RA_EDIT] = "edit",
	[RA_ASIDE] = "move-aside"
};

/* key and the string s, or null. */
static void
member_str(struct jsonw *w, const char *key, const char *s)
{
	if (s == NULL)
		jsonw_member_lit(w, key, "null");
	else
		jsonw_member_str(w, key, s);
}

static const char *
code_name(const struct repair_action *a)
{
	return a->code == F_NCODES ? a->keeps : finding_code_name(a->code);
}

/* --format=json: one object a line. */
static int
print_action_json(struct repair *rp, const char *session,
    const struct repair_action *a)
{
	struct buf *b = &rp->line;
	struct jsonw w;
	struct json_span item = { a->bytes.p, a->bytes.len };

	buf_reset(b);
	jsonw_init(&w, b, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "session", session);
	jsonw_member_str(&w, "action", kind_names[a->kind]);
	if (a->seq == REPAIR_END)
		jsonw_member_lit(&w, "seq", "null");
	else {
		jsonw_key(&w, "seq");
		jsonw_uint(&w, a->seq);
	}
	member_str(&w, "code", code_name(a));
	member_str(&w, "call_id", a->call_id);
	if (a->nalso > 0) {
		jsonw_key(&w, "also");
		jsonw_array(&w);
		for (size_t i = 0; i < a->nalso; i++) {
			jsonw_object(&w);
			jsonw_member_str(&w, "code", finding_code_name(a->also[i].code));
			member_str(&w, "call_id", a->also[i].call_id);
			jsonw_close(&w);
		}
		jsonw_close(&w);
	}
	member_str(&w, "what", a->what);
	jsonw_member_str(&w, "view", a->view.p != NULL ? a->view.p : "");
	if (a->kind == RA_INSERT)
		jsonw_member(&w, "item", item);
	jsonw_close(&w);
	if (jsonw_finish(&w) == -1)
		return fail(ST_DATA, "session '%s': action at seq %" PRIu64
		    " cannot be written", session, a->seq);
	return cmd_write(b->p, b->len);
}

/* The text form: "SESSION: seq N: KIND: VIEW [CODE CALL...]". */
static int
print_action_text(struct repair *rp, const char *session,
    const struct repair_action *a)
{
	struct buf *b = &rp->line;

	buf_reset(b);
	display_add(b, session, strlen(session), DISPLAY_ID);
	if (a->seq == REPAIR_END)
		buf_adds(b, ": at the end: ");
	else
		buf_addf(b, ": seq %" PRIu64 ": ", a->seq);
	switch (a->kind) {
	case RA_INSERT:
		buf_adds(b, a->seq == REPAIR_END ? "insert: " : "insert before: ");
		break;
	case RA_REMOVE:
		buf_adds(b, "remove: ");
		break;
	case RA_EDIT:
		buf_adds(b, "edit: ");
		display_add(b, a->what, strlen(a->what), 0);
		buf_adds(b, ": ");
		break;
	case RA_ASIDE:
		buf_adds(b, "move aside: ");
		break;
	}
	if (a->view.p != NULL)
		display_add(b, a->view.p, a->view.len, 0);
	buf_addf(b, " [%s", code_name(a));
	if (a->call_id != NULL) {
		buf_addc(b, ' ');
		display_add(b, a->call_id, strlen(a->call_id), DISPLAY_ID);
	}
	/* more calls answered: their ids, and a code where it changes */
	for (size_t i = 0; i < a->nalso; i++) {
		const struct repair_fix *x = &a->also[i];

		if (x->code != (i > 0 ? a->also[i - 1].code : a->code))
			buf_addf(b, "; %s", finding_code_name(x->code));
		buf_addc(b, ' ');
		display_add(b, x->call_id, strlen(x->call_id), DISPLAY_ID);
	}
	buf_adds(b, "]\n");
	return cmd_write(b->p, b->len);
}

static int
print_action(struct repair *rp, const char *session, const struct repair_action *a)
{
	if (rp->json)
		return print_action_json(rp, session, a);
	return print_action_text(rp, session, a);
}

static int
print_left(struct repair *rp, const char *session, const struct finding *f)
{
	struct buf *b = &rp->line;
	struct jsonw w;

	buf_reset(b);
	if (rp->json) {
		jsonw_init(&w, b, JSONW_LINES);
		jsonw_object(&w);
		jsonw_member_str(&w, "session", session);
		jsonw_member_str(&w, "action", "none");
		jsonw_key(&w, "seq");
		jsonw_uint(&w, f->seq);
		jsonw_member_str(&w, "code", finding_code_name(f->code));
		member_str(&w, "call_id", f->call_id);
		member_str(&w, "message", f->message);
		jsonw_close(&w);
		(void)jsonw_finish(&w);
		return cmd_write(b->p, b->len);
	}
	display_add(b, session, strlen(session), DISPLAY_ID);
	buf_addf(b, ": seq %" PRIu64 ": not repaired: ", f->seq);
	display_add(b, f->message, strlen(f->message), 0);
	buf_addf(b, " [%s]\n", finding_code_name(f->code));
	return cmd_write(b->p, b->len);
}

/* A "redact" action's line for hit h of item it, into ss->lines. */
static void
add_redact_line(struct secrets_seen *ss, const struct item *it,
    const struct redact_hit *h)
{
	struct buf *b = &ss->lines;
	struct jsonw w;

	buf_reset(&ss->preview);
	redact_preview(it->json, h, &ss->preview);
	if (ss->rp->json) {
		jsonw_init(&w, b, JSONW_LINES);
		jsonw_object(&w);
		jsonw_member_str(&w, "session", ss->session);
		jsonw_member_str(&w, "action", "redact");
		jsonw_key(&w, "seq");
		jsonw_uint(&w, it->seq);
		jsonw_member_str(&w, "kind", h->kind);
		jsonw_member_str(&w, "preview", ss->preview.p);
		jsonw_close(&w);
		(void)jsonw_finish(&w);	/* strings and a number */
		return;
	}
	display_add(b, ss->session, strlen(ss->session), DISPLAY_ID);
	buf_addf(b, ": seq %" PRIu64 ": redact: %s ", it->seq, h->kind);
	display_add(b, ss->preview.p, ss->preview.len, 0);
	buf_addc(b, '\n');
}

/* The items of ss->in as they are, their secrets noted. */
static int
seen_next(struct item_cursor *c, struct item *it)
{
	struct secrets_seen *ss = (struct secrets_seen *)c;
	const struct redact_hit *h;
	int status = item_cursor_next(ss->in, it);
	size_t nr;

	if (status != ST_OK || it->flaw != ITEM_OK)
		return status;
	nr = redact_scan(ss->rp->red, it->json, it->len, &h);
	for (size_t i = 0; i < nr; i++)
		add_redact_line(ss, it, &h[i]);
	ss->found += nr;
	return ST_OK;
}

static void
seen_free(struct item_cursor *c)
{
	(void)c;	/* on repair_one()'s stack */
}

/* A cursor without items: append --repair-tail of nothing. */
static int
none_next(struct item_cursor *c, struct item *it)
{
	(void)c;
	(void)it;
	return ST_END;
}

/* Where session's backup goes: PATH, or PATH/<enc>.jsonl.  An existing
 * file is never overwritten. */
static int
backup_path(struct repair *rp, const char *session)
{
	struct stat sb;
	int status;

	buf_reset(&rp->path);
	buf_adds(&rp->path, rp->backup);
	if (rp->backup_dir) {
		if (mkdir(rp->backup, 0777) == -1 && errno != EEXIST)
			return fail_errno(ST_IO, "cannot make '%s'", rp->backup);
		buf_addc(&rp->path, '/');
		if ((status = id_encode(session, &rp->path)) != ST_OK)
			return status;
		buf_adds(&rp->path, ".jsonl");
	}
	if (lstat(rp->path.p, &sb) == 0)
		return fail(ST_USAGE, "backup '%s' exists; not overwritten",
		    rp->path.p);
	return ST_OK;
}

/* Session's items rewritten as planned (and redacted with --redact), in
 * one compact-replace under o. */
static int
apply_rewrite(struct repair *rp, const char *session,
    const struct repair_plan *plan, const struct write_opts *o)
{
	struct redact_cursor rc = { .out = BUF_INIT };
	struct item_cursor *src = NULL, *rw;
	uint64_t n;
	int status;

	if ((status = store_load(rp->src, session, REPAIR_LOAD, &src)) != ST_OK)
		return status;
	rw = repair_cursor_new(plan, src, session);
	status = store_replace(rp->st, session, redact_cursor(&rc, rp->red, rw),
	    o, &n);
	redact_cursor_release(&rc);
	item_cursor_free(rw);
	item_cursor_free(src);
	return status;
}

/*
 * Rewrite the session as planned: the torn line aside, then one
 * compact-replace guarded by the count and the items read.  The backup
 * holds the torn line too: with one, it is written before the line goes
 * aside (the replace's count guard still stands for what follows), and
 * removed if the repair then does not happen, so that a retry makes it
 * again; without one, the replace writes it.
 */
static int
apply_plan(struct repair *rp, const char *session, const struct repair_plan *plan,
    int secrets)
{
	struct write_opts o = WRITE_OPTS_INIT;
	struct item_cursor none = { none_next, NULL, NULL };
	uint64_t n;
	int status = ST_OK, aside = 0, early, rewrites;

	o.expect = (int64_t)plan->count;
	o.flags = REPAIR_LOAD;
	for (size_t i = 0; i < plan->nr; i++)
		aside |= plan->v[i].kind == RA_ASIDE;
	rewrites = repair_plan_rewrites(plan) || secrets;
	if (!aside && !rewrites)
		return ST_OK;
	if (!rp->no_backup && (status = backup_path(rp, session)) != ST_OK)
		return status;
	early = aside && !rp->no_backup;
	if (early && (status = store_backup(rp->st, session, rp->path.p,
	    REPAIR_LOAD)) != ST_OK)
		return status;
	if (aside) {
		o.flags |= STORE_WRITE_REPAIR_TAIL;
		status = store_append(rp->st, session, &none, &o, &n);
		o.flags &= ~STORE_WRITE_REPAIR_TAIL;
	}
	if (!rp->no_backup && !early)
		o.backup = rp->path.p;
	if (status == ST_OK && rewrites)
		status = apply_rewrite(rp, session, plan, &o);
	if (status != ST_OK && early)
		(void)unlink(rp->path.p);
	return status;
}

static int
repair_one(struct repair *rp, const char *session)
{
	struct finding_list found = FINDING_LIST_INIT;
	struct repair_plan plan = REPAIR_PLAN_INIT;
	const struct format *fmt = NULL;
	struct item_cursor *c = NULL;
	struct secrets_seen ss = { { seen_next, seen_free, NULL }, NULL, rp,
	    session, 0, BUF_INIT, BUF_INIT };
	uint64_t items = 0;
	int status;

	if ((status = vote_session(rp->st, session, REPAIR_LOAD, rp->dialect,
	    &fmt)) != ST_OK ||
	    (status = check_session(rp->st, session, REPAIR_LOAD, NULL, fmt, 0,
	    &found, &items, NULL)) != ST_OK ||
	    (status = store_load(rp->st, session, REPAIR_LOAD, &c)) != ST_OK)
		goto out;
	ss.in = c;
	if ((status = repair_plan(rp->red != NULL ? &ss.base : c, fmt, &found,
	    &rp->opts, &plan)) != ST_OK)
		goto out;
	for (size_t i = 0; i < plan.nr && status == ST_OK; i++)
		status = print_action(rp, session, &plan.v[i]);
	if (status == ST_OK && ss.lines.len > 0)
		status = cmd_write(ss.lines.p, ss.lines.len);
	for (size_t i = 0; i < plan.left.nr && status == ST_OK; i++)
		status = print_left(rp, session, &plan.left.v[i]);
	if (status != ST_OK)
		goto out;
	rp->actions += plan.nr + ss.found;
	rp->left += plan.left.nr;
	if (plan.invalid > 0) {
		warn_msg("session '%s' has %" PRIu64 " item%s that %s not JSON "
		    "objects: left alone (--drop-invalid removes them)", session,
		    plan.invalid, plan.invalid == 1 ? "" : "s",
		    plan.invalid == 1 ? "is" : "are");
		rp->left++;
	}
	if (rp->apply && (plan.nr > 0 || ss.found > 0) && plan.invalid == 0 &&
	    (status = apply_plan(rp, session, &plan, ss.found > 0)) == ST_OK)
		rp->applied++;
out:
	buf_release(&ss.lines);
	buf_release(&ss.preview);
	item_cursor_free(c);
	finding_list_release(&found);
	repair_plan_release(&plan);
	return status;
}

static const struct cmd_opt repair_options[] = {
	{ "apply", 'a', no_argument, NULL,
	    "make the changes (default: print the plan only)", 0 },
	{ "backup", 'b', required_argument, "path",
	    "first save the original items here (file or directory)", 0 },
	{ "no-backup", 'n', no_argument, NULL,
	    "keep no backup of the original items", 0 },
	{ "close-pending", 'c', no_argument, NULL,
	    "also answer the calls of the last turn without a result", 0 },
	{ "drop-invalid", 'i', no_argument, NULL,
	    "remove items that are not JSON objects", 0 },
	{ "dialect", 'd', required_argument, "name",
	    "repair every session as this format", 0 },
	{ "format", 'f', required_argument, "format",
	    "output of the plan: text (default) or json", 0 },
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* The options into rp and cfg: ST_OK, or the status to exit with (with
 * *stop set: --help's ST_OK too). */
static int
repair_getopt(struct repair *rp, struct store_config *cfg, int argc,
    char *argv[], int *stop)
{
	const struct cmd *self = &cmd_repair;
	int ch;

	*stop = 1;
	while ((ch = cmd_getopt(&cmd_repair, argc, argv)) != -1) {
		switch (ch) {
		case 'a':
			rp->apply = 1;
			break;
		case 'b':
			if (*optarg == '\0')
				return cmd_usage_msg(self, "--backup wants a file "
				    "or a directory");
			rp->backup = optarg;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(self, optarg, cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'c':
			rp->opts.close_pending = 1;
			break;
		case 'd':
			if ((rp->dialect = format_by_name(optarg)) == NULL)
				return cmd_usage_msg(self, "unknown dialect '%s' "
				    "(see transcript(1))", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "text") == 0)
				rp->json = 0;
			else if (strcmp(optarg, "json") == 0)
				rp->json = 1;
			else
				return cmd_usage_msg(self, "--format wants text or "
				    "json, not '%s'", optarg);
			break;
		case 'h':
			return cmd_help_page(self);
		case 'i':
			rp->opts.drop_invalid = 1;
			break;
		case 'n':
			rp->no_backup = 1;
			break;
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&rp->ro, ch == CMD_OPT_REDACT ? NULL :
			    optarg) != ST_OK)
				return ST_USAGE;
			break;
		default:
			return cmd_bad_option(self, ch, argv);
		}
	}
	*stop = 0;
	return ST_OK;
}

/* The operands and the options together: a store, valid session ids, a
 * backup exactly when applying. */
static int
repair_args(const struct repair *rp, int argc, char *argv[])
{
	const struct cmd *self = &cmd_repair;
	int status;

	if (argc - optind < 1)
		return cmd_usage(self);
	if (rp->backup != NULL && rp->no_backup)
		return cmd_usage_msg(self, "--backup and --no-backup contradict "
		    "each other");
	if (rp->apply && rp->backup == NULL && !rp->no_backup)
		return cmd_usage_msg(self, "--apply wants --backup=PATH (or "
		    "--no-backup): the original is never dropped silently");
	if (!rp->apply && (rp->backup != NULL || rp->no_backup))
		return cmd_usage_msg(self, "--backup and --no-backup go with "
		    "--apply");
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	return ST_OK;
}

/* Open the store spec: for writing when applying, with a second handle
 * to read from. */
static int
repair_open(struct repair *rp, const char *spec, const struct store_config *cfg)
{
	int status;

	if ((status = store_open(spec, rp->apply ? STORE_UPDATE : STORE_READ,
	    cfg, 0, &rp->st)) != ST_OK)
		return status;
	if (rp->apply) {
		/* The rewrite reads the session through its own handle while
		 * the other writes (SQLite: another connection), never a
		 * second open of the store (store.h). */
		if ((status = store_open_apart(rp->st, cfg, &rp->src)) != ST_OK)
			return status;
	}
	return ST_OK;
}

/* Repair each session of list (a listing of rp->st, which the repairs
 * write between its pages) in turn; a failure other than a data, busy or
 * missing session's stops the run.  The first failure's status. */
static int
repair_sessions(struct repair *rp, struct store_listing *list)
{
	const struct session_info *info;
	struct stat sb;
	int status = ST_OK, rc, several;

	if ((several = store_listing_several(list)) < 0)
		return -several;
	if (rp->backup != NULL)
		rp->backup_dir = several ||
		    rp->backup[strlen(rp->backup) - 1] == '/' ||
		    (stat(rp->backup, &sb) == 0 && S_ISDIR(sb.st_mode));
	while ((rc = store_listing_next(list, &info)) == ST_OK) {
		rp->sessions++;
		if (info->problem != NULL) {
			warn_msg("%s", info->problem);
			rp->left++;
			continue;
		}
		rc = repair_one(rp, info->id);
		status = status_first(status, rc);
		if (par_stops_io(rc))
			return status;
	}
	return rc == ST_END ? status : status_first(status, rc);
}

/* The summary line, on stderr. */
static void
repair_summary(const struct repair *rp)
{
	fflush(stdout);
	fprintf(stderr, "repair: %" PRIu64 " session%s, %" PRIu64 " action%s%s, %"
	    PRIu64 " not repaired", rp->sessions, rp->sessions == 1 ? "" : "s",
	    rp->actions, rp->actions == 1 ? "" : "s", rp->apply ? "" : " planned",
	    rp->left);
	if (rp->apply)
		fprintf(stderr, ", %" PRIu64 " session%s rewritten", rp->applied,
		    rp->applied == 1 ? "" : "s");
	fputc('\n', stderr);
}

static int
run_repair(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct repair rp = { .line = BUF_INIT, .path = BUF_INIT };
	struct store_listing *list = NULL;
	int status, stop;

	if ((status = repair_getopt(&rp, &cfg, argc, argv, &stop)) != ST_OK ||
	    stop || (status = repair_args(&rp, argc, argv)) != ST_OK ||
	    (status = redact_open(&rp.ro, &rp.red)) != ST_OK)
		return status;
	if ((status = repair_open(&rp, argv[optind], &cfg)) != ST_OK ||
	    (status = store_listing_open(rp.st, argv + optind + 1,
	    (size_t)(argc - optind - 1), INFO_CHEAP, REPAIR_LOAD, &list)) != ST_OK)
		goto out;
	status = repair_sessions(&rp, list);
	repair_summary(&rp);
	if (status == ST_OK && (rp.left > 0 || (!rp.apply && rp.actions > 0)))
		status = ST_PROBLEMS;
out:
	store_listing_free(list);
	buf_release(&rp.line);
	buf_release(&rp.path);
	redact_free(rp.red);
	status = store_close(rp.src, status);	/* before its store */
	return store_close(rp.st, status);
}

const struct cmd cmd_repair = {
	.name = "repair",
	.run = run_repair,
	.usage = "[--apply] [--backup=path | --no-backup] [--dialect=name] "
	    "[--close-pending] [--drop-invalid] [--format=text|json] "
	    "[--redact] [--redact-pattern=ere] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "fix broken tool-call pairs in place, atomically, with a backup",
	.opts = repair_options,
};
