/*
 * cmd_check.c - transcript check: tool-call pair integrity, per session,
 * in one streaming pass (which votes on the format as it reads the first
 * items, and starts over in the rare case the vote ends against its
 * guess), with findings for people (text), programs (json) and CI
 * (github annotations); with --follow, one session checked again as it
 * grows (follow.h), its new certain findings printed.
 */
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "follow.h"
#include "format.h"
#include "id.h"
#include "json.h"
#include "pairs.h"
#include "par.h"
#include "pipe.h"
#include "sessions.h"
#include "xalloc.h"
#include "xxhash.h"

enum check_output { OUT_TEXT, OUT_JSON, OUT_GITHUB };

#define OPT_FOLLOW	0x200

/* Check's loads: tolerant, and deferred, as items are validated as check
 * walks their members (check.c): one pass over their bytes. */
#define CHECK_LOAD	(STORE_LOAD_TOLERANT | STORE_LOAD_DEFER)

struct check {
	enum check_output	 out;
	const struct format	*dialect;	/* forced, or NULL */
	unsigned		 flags;		/* PAIRS_* */
	struct store_config	 cfg;
	enum progress_mode	 pmode;
	struct store		*st;
	struct store		*second;	/* a second handle on st's store,
						   on a second core, or NULL */
	struct store		*reread;	/* for the vote's rare second
						   look: st, or second while a
						   pipe reads st */
	uint64_t		 sessions, items, errors, warnings;
	int			 quiet;
	int			 follow;	/* --follow */
	struct progress		 progress;
	struct buf		 line, scratch, shown;
};

/* GitHub workflow commands: s shown as display_add() shows it (the log
 * view renders escape sequences too; no CR or LF is left), then escaped as
 * data or as a property value; shown is scratch. */
static void
add_gh(struct buf *b, struct buf *shown, const char *s, unsigned flags,
    int property)
{
	buf_reset(shown);
	display_add(shown, s, strlen(s), flags);
	for (size_t i = 0; i < shown->len; i++) {
		char c = shown->p[i];

		if (c == '%')
			buf_adds(b, "%25");
		else if (property && c == ':')
			buf_adds(b, "%3A");
		else if (property && c == ',')
			buf_adds(b, "%2C");
		else
			buf_addc(b, c);
	}
}

static void
add_json_str(struct buf *b, const char *key, const char *s)
{
	buf_addf(b, ",\"%s\":", key);
	if (s == NULL)
		buf_adds(b, "null");
	else
		json_str_encode(b, s, strlen(s));
}

/* f about session: where the store says it is, or in file if not NULL. */
static int
print_finding(struct check *ck, const char *session, const struct finding *f,
    const char *file)
{
	struct item it = { .seq = f->seq, .line = f->line };
	struct store_where w = { file, 0, 0 };
	const char *sev = f->severity == SEV_ERROR ? "error" : "warning";
	struct buf *b = &ck->line;

	buf_reset(b);
	buf_reset(&ck->scratch);
	if (file == NULL)
		store_where(ck->st, session, &it, &ck->scratch, &w);
	switch (ck->out) {
	case OUT_TEXT:
		display_add(b, w.file, strlen(w.file), 0);
		if (w.row && f->seq != FINDING_NO_SEQ) {
			buf_addc(b, '#');
			display_add(b, session, strlen(session), DISPLAY_ID);
			buf_addf(b, "@%" PRIu64, f->seq);
		} else if (w.line > 0) {
			buf_addf(b, ":%lu", w.line);
		}
		buf_addf(b, ": %s: ", sev);
		display_add(b, f->message, strlen(f->message), 0);
		buf_addf(b, " [%s]\n", finding_code_name(f->code));
		break;
	case OUT_JSON:
		buf_adds(b, "{\"code\":");
		json_str_encode(b, finding_code_name(f->code),
		    strlen(finding_code_name(f->code)));
		add_json_str(b, "severity", sev);
		add_json_str(b, "session", session);
		if (f->seq == FINDING_NO_SEQ)
			buf_adds(b, ",\"seq\":null");
		else
			buf_addf(b, ",\"seq\":%" PRIu64, f->seq);
		if (w.line > 0)
			buf_addf(b, ",\"line\":%lu", w.line);
		else
			buf_adds(b, ",\"line\":null");
		add_json_str(b, "file", w.file);
		add_json_str(b, "call_id", f->call_id);
		add_json_str(b, "tool", f->tool);
		add_json_str(b, "message", f->message);
		buf_adds(b, "}\n");
		break;
	case OUT_GITHUB:
		buf_addf(b, "::%s file=", sev);
		add_gh(b, &ck->shown, w.file, 0, 1);
		if (w.line > 0)
			buf_addf(b, ",line=%lu", w.line);
		buf_adds(b, ",title=");
		add_gh(b, &ck->shown, finding_code_name(f->code), 0, 1);
		buf_adds(b, "::");
		if (w.row && f->seq != FINDING_NO_SEQ) {
			add_gh(b, &ck->shown, session, DISPLAY_ID, 0);
			buf_addf(b, "@%" PRIu64 ": ", f->seq);
		}
		add_gh(b, &ck->shown, f->message, 0, 0);
		buf_addc(b, '\n');
		break;
	}
	if (ck->follow)		/* ST_END once the reader is gone */
		return follow_put(b->p, b->len);
	return cmd_write(b->p, b->len);
}

/* Check session of st (its items from c, a pipe's, or if NULL loaded)
 * into found and *items; pr: the progress display, or NULL. */
static int
check_into(const struct check *ck, struct store *st, const char *session,
    struct item_cursor *c, struct finding_list *found, uint64_t *items,
    struct progress *pr)
{
	if (ck->dialect != NULL)
		return check_session(st, session, CHECK_LOAD, c, ck->dialect,
		    ck->flags, found, items, pr);
	return check_session_vote(st, session, CHECK_LOAD, c, ck->flags, found,
	    items, pr);
}

/* Print a session's findings (status: its check's; none if it failed). */
static int
report(struct check *ck, const char *session, struct finding_list *found,
    int status)
{
	for (size_t i = 0; i < found->nr && status == ST_OK; i++) {
		if (found->v[i].severity == SEV_ERROR)
			ck->errors++;
		else
			ck->warnings++;
		status = print_finding(ck, session, &found->v[i], NULL);
	}
	finding_list_release(found);
	return status;
}

/* One session: its items from c (a pipe's) or, if NULL, loaded. */
static int
check_one(struct check *ck, const char *session, struct item_cursor *c)
{
	struct finding_list found = FINDING_LIST_INIT;

	return report(ck, session, &found, check_into(ck, ck->reread, session,
	    c, &found, &ck->items, &ck->progress));
}

/* A session whose files are unsafe to read (store.h): one finding. */
static int
check_unsafe(struct check *ck, const struct session_info *info)
{
	struct finding f = {
		.code = F_UNSAFE_FILE,
		.severity = SEV_ERROR,
		.seq = FINDING_NO_SEQ,
		.message = info->problem
	};

	ck->errors++;
	return print_finding(ck, info->id, &f, info->problem_file);
}

/*
 * Two sessions at a time (par.h; cmd_threads(), no progress display): a
 * slot holds a session's findings and item count, and the slots are
 * printed in session order, so the output is the sequential one.
 */
struct check_slot {
	struct finding_list	 found;
	uint64_t		 items;
};

static int
par_check(void *arg, int self, struct store *st,
    const struct session_info *info, void *slot)
{
	struct check_slot *sl = slot;

	(void)self;
	sl->found = (struct finding_list)FINDING_LIST_INIT;
	sl->items = 0;
	if (info->problem != NULL)	/* a link: reported when printed */
		return ST_OK;
	return check_into(arg, st, info->id, NULL, &sl->found, &sl->items,
	    NULL);
}

/* Print a session's slot, as check_one() and check_unsafe() would have. */
static int
par_print(void *arg, const struct session_info *info, void *slot, int status)
{
	struct check_slot *sl = slot;
	struct check *ck = arg;
	int rc;

	ck->sessions++;
	ck->items += sl->items;
	if (info->problem != NULL)
		rc = check_unsafe(ck, info);
	else
		rc = report(ck, info->id, &sl->found, status);
	progress_session(&ck->progress);
	return rc;
}

static void
par_release(void *arg, void *slot)
{
	struct check_slot *sl = slot;

	(void)arg;
	finding_list_release(&sl->found);
}

static const struct par_ops check_par = {
	sizeof(struct check_slot), par_check, par_print, par_stops_io,
	par_release
};

/*
 * --follow: one session, checked again after each change, and the findings
 * not printed before printed (known by a digest of their code, seq and
 * message, kept sorted).  What more items can still change is not certain
 * while the session may grow, and is held back: a call of the last turn
 * without a result (pending-call; Codex's unanswered-call while no later
 * turn has begun: struct finding's last_turn), and a torn last line.  A
 * call left without its result once the conversation goes on is certain
 * (dangling-call), as is an unanswered-call once a later turn exists.
 * When the follow ends (SIGINT, SIGTERM), what the last whole look held
 * back is printed: the findings printed are then plain check's.
 */
struct seen {
	uint64_t	*v;
	size_t		 nr, alloc;
};

/* Is f new (then noted)? */
static int
seen_new(struct seen *sn, const struct finding *f)
{
	uint64_t h = xxh64(f->message, strlen(f->message), f->seq);
	size_t lo = 0, hi = sn->nr, mid;

	h = xxh64(&f->code, sizeof(f->code), h);
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (sn->v[mid] == h)
			return 0;
		if (sn->v[mid] < h)
			lo = mid + 1;
		else
			hi = mid;
	}
	xgrow(&sn->v, &sn->alloc, sn->nr + 1, sizeof(*sn->v));
	memmove(sn->v + lo + 1, sn->v + lo, (sn->nr - lo) * sizeof(*sn->v));
	sn->v[lo] = h;
	sn->nr++;
	return 1;
}

/* Could more items still change f? */
static int
uncertain(const struct finding *f)
{
	return f->last_turn || f->code == F_TORN_LINE;
}

/* Print the findings of found not printed before; with all, those held
 * back too. */
static int
follow_print(struct check *ck, const char *session, struct seen *sn,
    const struct finding_list *found, int all)
{
	int status = ST_OK;

	for (size_t i = 0; i < found->nr && status == ST_OK; i++) {
		if ((!all && uncertain(&found->v[i])) ||
		    !seen_new(sn, &found->v[i]))
			continue;
		if (found->v[i].severity == SEV_ERROR)
			ck->errors++;
		else
			ck->warnings++;
		status = print_finding(ck, session, &found->v[i], NULL);
	}
	return status;
}

/* One look: the session checked (to its end, or until interrupted: then
 * ST_END), its new certain findings printed; *last: the look's findings. */
static int
follow_check(struct check *ck, const char *session, struct seen *sn,
    struct finding_list *last, int *gone)
{
	struct finding_list found = FINDING_LIST_INIT;
	struct item_cursor *items = NULL;
	struct follow_cursor fc;
	struct buf held = BUF_INIT;
	uint64_t n = 0;
	int status, cut = 0;

	diag_hold(&held);
	if ((status = store_load(ck->st, session, CHECK_LOAD, &items)) ==
	    ST_OK) {
		status = check_into(ck, ck->st, session, follow_cursor(&fc,
		    items), &found, &n, NULL);
		cut = fc.stopped;
	}
	item_cursor_free(items);
	diag_hold(NULL);
	if (cut) {	/* a look cut short by a signal: not a look */
		finding_list_release(&found);
		buf_release(&held);
		return ST_END;
	}
	if (status == ST_NOT_FOUND) {
		if (!*gone)
			warn_msg("session '%s' is gone: waiting for it to come "
			    "back", session);
		*gone = 1;
		status = ST_OK;
	} else if (status != ST_OK) {
		fputs(held.p != NULL ? held.p : "", stderr);
	} else {
		*gone = 0;
		ck->items = n;
	}
	if (status == ST_OK)
		status = follow_print(ck, session, sn, &found, 0);
	finding_list_release(last);
	*last = found;
	buf_release(&held);
	if (status == ST_OK)
		status = follow_write(NULL, 0);
	return status;
}

/* check --follow STORE SESSION, until interrupted (then what was held
 * back is printed) or until the reader of the output goes away. */
static int
check_follow(struct check *ck, const char *session)
{
	struct finding_list last = FINDING_LIST_INIT;
	struct seen sn = { NULL, 0, 0 };
	struct follow *fw = NULL;
	int status, gone = 0;

	ck->sessions = 1;
	if ((status = follow_open(ck->st, session, &fw)) == ST_OK) {
		while ((status = follow_check(ck, session, &sn, &last,
		    &gone)) == ST_OK && (status = follow_wait(fw)) == ST_OK)
			;
	}
	if (status == ST_END && !follow_reader_gone() &&
	    (status = follow_print(ck, session, &sn, &last, 1)) == ST_OK)
		status = follow_write(NULL, 0);
	follow_free(fw);
	finding_list_release(&last);
	free(sn.v);
	return status == ST_END ? ST_OK : status;
}

static const struct cmd_opt check_options[] = {
	{ "format", 'f', required_argument, "format",
	    "output: text (default), json or github annotations", 0 },
	{ "dialect", 'd', required_argument, "name",
	    "check every session as this transcript format (no detection)", 0 },
	{ "strict", 's', no_argument, NULL,
	    "report a call of the last turn without a result, and what the "
	    "agent's client mends on resume, as errors", 0 },
	{ "allow-pending", 'a', no_argument, NULL,
	    "do not report calls of the last turn without a result", 0 },
	{ "progress", 'p', no_argument, NULL,
	    "show the progress line even when stderr is not a terminal", 0 },
	{ "quiet", 'q', no_argument, NULL,
	    "print neither the progress line nor the summary", 'q' },
	{ "follow", OPT_FOLLOW, no_argument, NULL,
	    "then check again as the session grows, printing each new "
	    "finding, until interrupted (one session)", 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* -f's value: ST_OK, or ST_USAGE with a usage message. */
static int
set_output(struct check *ck, const char *arg)
{
	if (strcmp(arg, "text") == 0)
		ck->out = OUT_TEXT;
	else if (strcmp(arg, "json") == 0)
		ck->out = OUT_JSON;
	else if (strcmp(arg, "github") == 0)
		ck->out = OUT_GITHUB;
	else
		return cmd_usage_msg(&cmd_check, "--format wants text, json or "
		    "github, not '%s'", arg);
	return ST_OK;
}

/* The options into ck, then the operands checked: ST_OK, or ST_USAGE
 * (ST_DATA for a bad session id) with its message; after -h, *done set
 * and the help's status. */
static int
check_args(struct check *ck, int argc, char *argv[], int *done)
{
	int ch, status;

	while ((ch = cmd_getopt(&cmd_check, argc, argv)) != -1) {
		switch (ch) {
		case 'a':
			ck->flags |= PAIRS_ALLOW_PENDING;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_check, optarg, &ck->cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if ((ck->dialect = format_by_name(optarg)) == NULL)
				return cmd_usage_msg(&cmd_check, "unknown dialect "
				    "'%s' (see transcript(1))", optarg);
			break;
		case 'f':
			if ((status = set_output(ck, optarg)) != ST_OK)
				return status;
			break;
		case 'h':
			*done = 1;
			return cmd_help_page(&cmd_check);
		case 'p':
			ck->pmode = PROGRESS_ALWAYS;
			break;
		case 'q':
			ck->quiet = 1;
			ck->pmode = PROGRESS_NEVER;
			break;
		case 's':
			ck->flags |= PAIRS_STRICT;
			break;
		case OPT_FOLLOW:
			ck->follow = 1;
			break;
		default:
			return cmd_bad_option(&cmd_check, ch, argv);
		}
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_check);
	if ((ck->flags & PAIRS_STRICT) && (ck->flags & PAIRS_ALLOW_PENDING))
		return cmd_usage_msg(&cmd_check, "--strict and --allow-pending "
		    "contradict each other");
	if (ck->follow && argc - optind != 2)
		return cmd_usage_msg(&cmd_check, "--follow wants one session");
	if (ck->follow)
		ck->pmode = PROGRESS_NEVER;	/* the findings, as they come */
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	return ST_OK;
}

/* The sessions of list one after another, their items from pipe if not
 * NULL, else loaded.  A session that cannot be read is reported and
 * skipped: the others are still checked.  I/O trouble stops the run. */
static int
check_list(struct check *ck, struct store_listing *list, struct pipe *pipe)
{
	int status = ST_OK, rc;

	for (;;) {
		const struct session_info *info;
		struct item_cursor *items = NULL;

		rc = pipe != NULL ? pipe_next(pipe, &info, &items) :
		    store_listing_next(list, &info);
		if (rc != ST_OK) {
			if (rc != ST_END)
				status = status_first(status, rc);
			break;
		}
		ck->sessions++;
		if (info->problem != NULL)	/* a link: reported, not read */
			rc = check_unsafe(ck, info);
		else
			rc = check_one(ck, info->id, items);
		progress_session(&ck->progress);
		status = status_first(status, rc);
		if (par_stops_io(rc))
			break;
	}
	return status;
}

/*
 * The sessions of list, a listing of ck->st's (of the store spec), in
 * order.  On a second core, a second handle on the store (ck->second):
 * for the worker that checks every other session, two at a time, unless a
 * progress display (whose figures one thread keeps) may show; then for
 * the vote's rare second look at a session while a pipe reads ck->st
 * ahead.
 */
static int
check_sessions(struct check *ck, const char *spec, struct store_listing *list)
{
	struct pipe *pipe = NULL;
	int status, several;

	ck->reread = ck->st;
	if ((several = store_listing_several(list)) < 0)
		return -several;
	if (several && cmd_threads() &&
	    store_open(spec, STORE_READ, &ck->cfg, 0, &ck->second) == ST_OK) {
		if (ck->pmode == PROGRESS_NEVER ||
		    (ck->pmode == PROGRESS_AUTO && !ck->progress.tty)) {
			struct store *two[2] = { ck->st, ck->second };

			return par_run(&check_par, ck, list, two, ST_OK);
		}
		if (pipe_open_list(ck->st, list, CHECK_LOAD, &pipe) == ST_OK)
			ck->reread = ck->second;
	}
	status = check_list(ck, list, pipe);
	pipe_close(pipe);
	return status;
}

/* After the sessions (status: theirs): the JSON summary line, if all went
 * well, and the counts on stderr unless quiet; ST_PROBLEMS if errors were
 * found. */
static int
check_summary(struct check *ck, int status)
{
	if (ck->out == OUT_JSON && status == ST_OK) {
		buf_reset(&ck->line);
		buf_addf(&ck->line, "{\"summary\":{\"sessions\":%" PRIu64
		    ",\"items\":%" PRIu64 ",\"errors\":%" PRIu64 ",\"warnings\":%"
		    PRIu64 "}}\n", ck->sessions, ck->items, ck->errors,
		    ck->warnings);
		status = cmd_write(ck->line.p, ck->line.len);
	}
	fflush(stdout);		/* findings before the summary in one pipe */
	if (!ck->quiet)
		fprintf(stderr, "check: %" PRIu64 " session%s, %" PRIu64 " item%s, %"
		    PRIu64 " error%s, %" PRIu64 " warning%s\n", ck->sessions,
		    ck->sessions == 1 ? "" : "s", ck->items, ck->items == 1 ? "" : "s",
		    ck->errors, ck->errors == 1 ? "" : "s", ck->warnings,
		    ck->warnings == 1 ? "" : "s");
	if (status == ST_OK && ck->errors > 0)
		status = ST_PROBLEMS;
	return status;
}

static int
run_check(int argc, char *argv[])
{
	struct check ck = {
		.out = OUT_TEXT,
		.cfg = { STORE_BUSY_MS_DEFAULT },
		.pmode = PROGRESS_AUTO
	};
	struct store_listing *list = NULL;
	uint64_t total_sessions = 0, total_items = 0, total_stored = 0;
	char *const *names;
	size_t nr;
	int status, done = 0;

	if ((status = check_args(&ck, argc, argv, &done)) != ST_OK || done)
		return status;
	if ((status = store_open(argv[optind], STORE_READ, &ck.cfg, 0,
	    &ck.st)) != ST_OK)
		goto out;
	/* Ids are all check needs: no sidecar is read for a created_at. */
	names = argv + optind + 1;
	nr = (size_t)(argc - optind - 1);
	if ((status = store_listing_open(ck.st, names, nr, INFO_IDS,
	    STORE_LOAD_TOLERANT, &list)) != ST_OK)
		goto out;
	/* The totals, for a display that may show: a listing of their own,
	 * as list holds a page at a time. */
	if (progress_may_show(ck.pmode) &&
	    (status = store_listing_totals(ck.st, names, nr, INFO_IDS,
	    STORE_LOAD_TOLERANT, &total_sessions, &total_items,
	    &total_stored)) != ST_OK)
		goto out;
	progress_init(&ck.progress, "check", ck.pmode, total_sessions,
	    total_items, total_stored);
	if (ck.follow)
		status = check_follow(&ck, names[0]);
	else
		status = check_sessions(&ck, argv[optind], list);
	progress_done(&ck.progress);
	/* (--follow into a pipe its reader closed: quietly, 0) */
	if (!par_stops_io(status) && !(ck.follow && follow_reader_gone()))
		status = check_summary(&ck, status);
out:
	store_listing_free(list);
	buf_release(&ck.line);
	buf_release(&ck.scratch);
	buf_release(&ck.shown);
	status = store_close(ck.second, status);
	return store_close(ck.st, status);
}

const struct cmd cmd_check = {
	.name = "check",
	.run = run_check,
	.usage = "[--format=text|json|github] [--dialect=name] [--strict] "
	    "[--allow-pending] [--follow] [--progress] [--quiet] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "check tool-call pairs: every call answered once, in place",
	.opts = check_options,
};
