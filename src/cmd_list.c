/*
 * cmd_list.c - transcript list: one line per session, metadata only.
 *
 * Columns: id, items, created, last activity, and with --bytes the item
 * bytes (which a SQLite store reads every item for), then on a terminal
 * the title (sessions_title(): a few of the first items are read), cut
 * to its width; --json always carries the title.  Into a pipe the text
 * keeps its four (five) columns, which scripts read.  The last activity
 * is the session's last write where the store records it (store.h:
 * updated_at), else its creation time.  In id order (the default) the
 * sessions are printed as the store gives them (store_list_each()), so
 * memory stays flat on a store that streams them in order (not llm's with
 * both generations, merged in memory); --sort keeps
 * the sessions that pass the filters and sorts them at the end.  --all
 * asks the store for what it keeps apart of a session as well
 * (STORE_LIST_ALL: agentao's older snapshots, as ID@FILE), and shows the
 * revisions that sync keeps (sync.h): without it, a session X@N (N a
 * decimal number) is not listed where the store holds X.  In id order X
 * comes before X@N, and every id between them begins with X, so the ids
 * that may be X are those on a stack of the ids listed that begin the
 * current one: memory stays flat.  --follow then lists again after each
 * change (follow.h) and prints the sessions made or changed since the last
 * look.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "follow.h"
#include "isotime.h"
#include "json.h"
#include "sessions.h"
#include "term.h"
#include "xalloc.h"
#include "xxhash.h"

/* List's loads: a bad line does not hide the title. */
#define LIST_LOAD	STORE_LOAD_TOLERANT

enum list_sort {
	SORT_ID,
	SORT_CREATED,
	SORT_UPDATED,
	SORT_ITEMS
};

#define OPT_BYTES	0x200
#define OPT_SORT	0x201
#define OPT_SINCE	0x202
#define OPT_UNTIL	0x203
#define OPT_ALL		0x204
#define OPT_FOLLOW	0x205

static const struct cmd_opt list_options[] = {
	{ "json", 'j', no_argument, NULL,
	    "one JSON object per session", 0 },
	{ "bytes", OPT_BYTES, no_argument, NULL,
	    "add each session's item bytes (reads every item)", 0 },
	{ "all", OPT_ALL, no_argument, NULL,
	    "also older versions: agentao's ID@FILE, sync's revisions ID@N", 0 },
	{ "sort", OPT_SORT, required_argument, "key",
	    "sort by id, created, updated or items (oldest, fewest first)", 0 },
	{ "since", OPT_SINCE, required_argument, "date",
	    "only sessions last active at or after date (ISO-8601, UTC)", 0 },
	{ "until", OPT_UNTIL, required_argument, "date",
	    "only sessions last active at or before date", 0 },
	{ "follow", OPT_FOLLOW, no_argument, NULL,
	    "then a line for each session made or changed, until interrupted",
	    0 },
	{ "watch", OPT_FOLLOW, no_argument, NULL, NULL, 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* --follow: what a session looked like at the last look. */
struct seen {
	uint64_t	 id;		/* xxh64 of the id */
	uint64_t	 sum;		/* of its items, times and size */
	uint64_t	 ino, stored;	/* the stamp of its file (store.h: */
	int64_t		 mtime_ns;	/* ino 0 where there is none) */
};
struct seen_list {
	struct seen	*v;
	size_t		 nr, alloc;
};

struct listing {
	struct store		*st;
	int			 json, bytes;
	enum list_sort		 sort;
	int64_t			 since, until;	/* last activity bounds, ms */
	struct buf		 out;
	struct session_list	 kept;		/* --sort: sessions to sort */
	struct buf		 title;
	int			 titles;	/* text: a title column */
	size_t			 width;		/* term_width() */
	int			 follow;	/* --follow */
	struct seen_list	 seen, now;	/* --follow: the last look's,
						   and this one's */
	int			 looked;	/* a look was taken */
	int			 stamped;	/* later looks by the files'
						   stamps: 1, 0 (not a store of
						   files), -1 (not known yet) */
	enum info_want		 want;		/* what a look lists */
	unsigned		 flags;		/* and how it reads */
	int			 all;		/* --all: revisions too */
	char			**stack;	/* ids beginning the last */
	size_t			 nstack, astack;
};

/* Is id a revision X@N of a session X the store holds (listed before
 * it)?  Keeps the stack for the next. */
static int
revision_hidden(struct listing *ls, const char *id)
{
	const char *at = strrchr(id, '@'), *p;
	size_t len;
	int hide = 0;

	while (ls->nstack > 0 && strncmp(id, ls->stack[ls->nstack - 1],
	    strlen(ls->stack[ls->nstack - 1])) != 0)
		free(ls->stack[--ls->nstack]);
	if (at != NULL && at[1] >= '1' && at[1] <= '9') {
		for (p = at + 1; *p >= '0' && *p <= '9'; p++)
			;
		len = (size_t)(at - id);
		for (size_t i = 0; *p == '\0' && i < ls->nstack && !hide; i++)
			hide = strlen(ls->stack[i]) == len;
	}
	xgrow(&ls->stack, &ls->astack, ls->nstack + 1, sizeof(*ls->stack));
	ls->stack[ls->nstack++] = xstrdup(id);
	return hide;
}

/* The session's last activity: its last write if known, else created
 * (perhaps CREATED_UNKNOWN). */
static int64_t
activity(const struct session_info *s)
{
	return s->updated_at > 0 ? s->updated_at : s->created_at;
}

/* ,"NAME_at":MS,"NAME":"TIME", both null where the time is unknown. */
static void
list_json_time(struct buf *out, const char *name, int64_t ms)
{
	if (ms == CREATED_UNKNOWN) {
		buf_addf(out, ",\"%s_at\":null,\"%s\":null", name, name);
		return;
	}
	buf_addf(out, ",\"%s_at\":%" PRId64 ",\"%s\":\"", name, ms, name);
	isotime_add(out, ms, ISOTIME_FULL);
	buf_addc(out, '"');
}

/*
 * One session's line (or JSON object) into ls->out.  A further column
 * (a title, which needs the store: ls->st) goes after the others, last.
 */
static void
list_row(struct listing *ls, const struct session_info *s)
{
	struct buf *out = &ls->out;
	struct buf *title = &ls->title;
	size_t used = 0, start;

	buf_reset(title);
	if ((ls->json || ls->titles) &&
	    sessions_title(ls->st, s->id, LIST_LOAD, title) != ST_OK)
		buf_reset(title);	/* the load said why */

	if (ls->json) {
		buf_adds(out, "{\"session\":");
		json_str_encode(out, s->id, strlen(s->id));
		buf_addf(out, ",\"items\":%" PRIu64, s->items);
		if (ls->bytes)
			buf_addf(out, ",\"bytes\":%" PRIu64, s->bytes);
		list_json_time(out, "created", s->created_at);
		list_json_time(out, "updated", activity(s));
		if (s->archived)
			buf_adds(out, ",\"archived\":true");
		buf_adds(out, ",\"title\":");
		if (title->len > 0)
			json_str_encode(out, title->p, title->len);
		else
			buf_adds(out, "null");
		buf_adds(out, "}\n");
		return;
	}
	display_add(out, s->id, strlen(s->id), DISPLAY_ID);
	buf_addf(out, "\t%" PRIu64 "\t", s->items);
	session_time_add(out, s->created_at, "-");
	buf_addc(out, '\t');
	session_time_add(out, activity(s), "-");
	if (ls->bytes)
		buf_addf(out, "\t%" PRIu64, s->bytes);
	if (!ls->titles) {
		buf_addc(out, '\n');
		return;
	}
	buf_addc(out, '\t');
	/* The columns used so far, tabs to multiples of 8. */
	for (size_t i = 0; i < out->len; i++)
		if (((unsigned char)out->p[i] & 0xC0) != 0x80)
			used = out->p[i] == '\t' ? (used / 8 + 1) * 8 : used + 1;
	start = out->len;
	display_add(out, title->p != NULL ? title->p : "", title->len, 0);
	if (ls->width > 0) {
		/* Cut to the width: the shown title is cut again in place. */
		struct buf shown = BUF_INIT;

		buf_add(&shown, out->p + start, out->len - start);
		buf_setlen(out, start);
		display_cut(out, shown.p != NULL ? shown.p : "", shown.len,
		    ls->width > used + 10 ? ls->width - used : 10);
		buf_release(&shown);
	}
	buf_addc(out, '\n');
}

/* Print s's line; with --follow, ST_END once the reader is gone. */
static int
list_print(struct listing *ls, const struct session_info *s)
{
	buf_reset(&ls->out);
	list_row(ls, s);
	if (ls->follow)
		return follow_put(ls->out.p, ls->out.len);
	return cmd_write(ls->out.p, ls->out.len);
}

static int
seen_cmp(const void *a, const void *b)
{
	const struct seen *x = a, *y = b;

	return (x->id > y->id) - (x->id < y->id);
}

/* --follow: note s in this look, with the stamp of stamp's file; 1 if it
 * is new or changed since the last look. */
static int
seen_changed(struct listing *ls, const struct session_info *s,
    const struct session_info *stamp)
{
	struct seen k, *old;
	uint64_t v[5] = { s->items, s->bytes, s->stored,
	    (uint64_t)s->created_at, (uint64_t)s->updated_at };

	k.id = xxh64(s->id, strlen(s->id), 0);
	k.sum = xxh64(v, sizeof(v), 0);
	k.ino = stamp->ino;
	k.stored = stamp->stored;
	k.mtime_ns = stamp->mtime_ns;
	xgrow(&ls->now.v, &ls->now.alloc, ls->now.nr + 1, sizeof(*ls->now.v));
	ls->now.v[ls->now.nr++] = k;
	if (!ls->looked)
		return 1;	/* the first look: the whole list */
	old = ls->seen.nr == 0 ? NULL :	/* (bsearch() of NULL: UB) */
	    bsearch(&k, ls->seen.v, ls->seen.nr, sizeof(k), seen_cmp);
	return old == NULL || old->sum != k.sum;
}

/* A session listed (s; its file's stamp in stamp): filtered, then printed
 * or kept. */
static int
list_take(struct listing *ls, const struct session_info *s,
    const struct session_info *stamp)
{
	struct session_info copy;

	/* (noted first: one out of bounds is not counted again) */
	if (ls->follow && !seen_changed(ls, s, stamp))
		return ST_OK;
	if (activity(s) < ls->since || activity(s) > ls->until ||
	    (activity(s) == CREATED_UNKNOWN &&
	    (ls->since != INT64_MIN || ls->until != INT64_MAX)))
		return ST_OK;	/* an unknown time is in no bounds */
	if (ls->sort == SORT_ID || ls->looked)
		return list_print(ls, s);
	copy = *s;
	copy.id = xstrdup(s->id);
	copy.problem = copy.problem_file = NULL;
	session_list_push(&ls->kept, &copy);
	return ST_OK;
}

/* store_list_each()'s callback: filter, then print or keep. */
static int
list_one(void *arg, const struct session_info *s)
{
	struct listing *ls = arg;

	if (ls->follow && follow_interrupted())
		return ST_END;
	if (!ls->all && revision_hidden(ls, s->id))
		return ST_OK;
	if (s->problem != NULL) {	/* not read: fsutil.h */
		if (!ls->looked)	/* --follow: said once */
			warn_msg("skipping session '%s': %s", s->id, s->problem);
		return ST_OK;
	}
	return list_take(ls, s, s);
}

/*
 * --follow, a later look at a store of files: the callback of a listing
 * of ids and stamps (STORE_LIST_STAMP: a stat each).  A session whose
 * file's stamp is the last look's is as it was: nothing is read of it; the
 * others are counted again (store_stat()).  The first session without a
 * stamp says the store has none (ls->stamped 0: the look lists it whole).
 */
static int
list_stamped(void *arg, const struct session_info *s)
{
	struct listing *ls = arg;
	struct session_info info;
	struct seen k, *old;
	int status;

	if (follow_interrupted())
		return ST_END;
	if (!ls->all && revision_hidden(ls, s->id))
		return ST_OK;
	if (s->problem != NULL)
		return ST_OK;
	if (ls->stamped < 0)
		ls->stamped = s->ino != 0;
	if (ls->stamped == 0)
		return ST_END;
	k.id = xxh64(s->id, strlen(s->id), 0);
	old = ls->seen.nr == 0 ? NULL :
	    bsearch(&k, ls->seen.v, ls->seen.nr, sizeof(k), seen_cmp);
	if (old != NULL && s->ino != 0 && old->ino == s->ino &&
	    old->stored == s->stored && old->mtime_ns == s->mtime_ns) {
		xgrow(&ls->now.v, &ls->now.alloc, ls->now.nr + 1,
		    sizeof(*ls->now.v));
		ls->now.v[ls->now.nr++] = *old;
		return ST_OK;
	}
	memset(&info, 0, sizeof(info));
	status = store_stat(ls->st, s->id, ls->want,
	    ls->flags & STORE_LOAD_FLAGS, &info);
	if (status == ST_OK)
		status = list_take(ls, &info, s);
	else if (status == ST_NOT_FOUND)
		status = ST_OK;		/* removed meanwhile */
	free(info.id);
	free(info.problem);
	free(info.problem_file);
	return status;
}

static enum list_sort sort_key;

/* By the key, then by id (the order they were kept in: qsort is not
 * stable). */
static int
sort_cmp(const void *a, const void *b)
{
	const struct session_info *x = a, *y = b;
	int64_t kx, ky;

	switch (sort_key) {
	case SORT_CREATED:
		kx = x->created_at, ky = y->created_at;
		break;
	case SORT_UPDATED:
		kx = activity(x), ky = activity(y);
		break;
	default:
		kx = x->items > INT64_MAX ? INT64_MAX : (int64_t)x->items;
		ky = y->items > INT64_MAX ? INT64_MAX : (int64_t)y->items;
		break;
	}
	if (kx != ky)
		return kx < ky ? -1 : 1;
	return strcmp(x->id, y->id);
}

/* The sessions of a look, to list_one(), or to list_stamped() where the
 * files' stamps tell what changed. */
static int
list_pass(struct listing *ls)
{
	int status;

	for (int stamps = ls->looked && ls->stamped != 0; ; stamps = 0) {
		ls->now.nr = 0;
		while (ls->nstack > 0)	/* a look's revisions are its own */
			free(ls->stack[--ls->nstack]);
		if (!stamps)
			return store_list_each(ls->st, ls->want, ls->flags,
			    list_one, ls);
		status = store_list_each(ls->st, INFO_IDS, ls->flags |
		    STORE_LIST_STAMP, list_stamped, ls);
		if (ls->stamped != 0)
			return status;
		/* no stamps: the look again, whole */
	}
}

/* One look at the store: every session, or with --follow those made or
 * changed since the last look; --sort sorts the first. */
static int
list_look(struct listing *ls)
{
	struct seen_list swap;
	int status;

	status = list_pass(ls);
	/* (the listing ends quietly on the callbacks' ST_END) */
	if (status == ST_OK && ls->follow && (follow_interrupted() ||
	    follow_reader_gone()))
		status = ST_END;
	if (status == ST_OK && ls->sort != SORT_ID && ls->kept.nr > 1) {
		sort_key = ls->sort;
		qsort(ls->kept.v, ls->kept.nr, sizeof(*ls->kept.v), sort_cmp);
	}
	for (size_t i = 0; i < ls->kept.nr && status == ST_OK; i++)
		status = list_print(ls, &ls->kept.v[i]);
	session_list_release(&ls->kept);
	if (status != ST_OK || !ls->follow)
		return status;
	if (ls->now.nr > 1)
		qsort(ls->now.v, ls->now.nr, sizeof(*ls->now.v), seen_cmp);
	swap = ls->seen;
	ls->seen = ls->now;
	ls->now = swap;
	ls->looked = 1;
	return follow_write(NULL, 0);
}

/* list --follow: a look after each change, until interrupted, or until
 * the reader of the output goes away. */
static int
list_follow(struct listing *ls)
{
	struct follow *fw = NULL;
	int status;

	/* Watching first: no write after the first look is missed. */
	if ((status = follow_open(ls->st, NULL, &fw)) == ST_OK) {
		while ((status = list_look(ls)) == ST_OK &&
		    (status = follow_wait(fw)) == ST_OK)
			;
	}
	follow_free(fw);
	return status == ST_END ? ST_OK : status;
}

static int
parse_sort(const char *arg, enum list_sort *out)
{
	static const char *const names[] = { "id", "created", "updated", "items" };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(arg, names[i]) == 0) {
			*out = (enum list_sort)i;
			return 0;
		}
	cmd_usage_msg(&cmd_list, "--sort wants id, created, updated or items, not '%s'",
	    arg);
	return -1;
}

static int
run_list(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct listing ls = { NULL, 0, 0, SORT_ID, INT64_MIN, INT64_MAX, BUF_INIT,
	    SESSION_LIST_INIT, BUF_INIT, 0, 0, 0, { NULL, 0, 0 },
	    { NULL, 0, 0 }, 0, -1, INFO_ITEMS, LIST_LOAD, 0, NULL, 0, 0 };
	int ch, status;

	while ((ch = cmd_getopt(&cmd_list, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_list, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_list);
		case 'j':
			ls.json = 1;
			break;
		case OPT_BYTES:
			ls.bytes = 1;
			break;
		case OPT_ALL:
			ls.flags |= STORE_LIST_ALL;
			ls.all = 1;
			break;
		case OPT_FOLLOW:
			ls.follow = 1;
			break;
		case OPT_SORT:
			if (parse_sort(optarg, &ls.sort) == -1)
				return ST_USAGE;
			break;
		case OPT_SINCE:
			if (cmd_parse_time(&cmd_list, "--since", optarg, &ls.since) == -1)
				return ST_USAGE;
			break;
		case OPT_UNTIL:
			if (cmd_parse_time(&cmd_list, "--until", optarg, &ls.until) == -1)
				return ST_USAGE;
			break;
		default:
			return cmd_bad_option(&cmd_list, ch, argv);
		}
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_list);

	if ((status = store_open(argv[optind], STORE_READ, &cfg, 0, &ls.st)) != ST_OK)
		goto out;
	ls.width = term_width();
	ls.titles = isatty(STDOUT_FILENO);
	ls.want = ls.bytes ? INFO_COUNTS : INFO_ITEMS;
	status = ls.follow ? list_follow(&ls) : list_look(&ls);
out:
	buf_release(&ls.out);
	buf_release(&ls.title);
	session_list_release(&ls.kept);
	free(ls.seen.v);
	free(ls.now.v);
	while (ls.nstack > 0)
		free(ls.stack[--ls.nstack]);
	free(ls.stack);
	return store_close(ls.st, status);
}

const struct cmd cmd_list = {
	.name = "list",
	.run = run_list,
	.usage = "[--json] [--bytes] [--all] [--sort=key] [--since=date] [--until=date] "
	    "[--follow] [--busy-timeout=ms] store",
	.summary = "list the sessions of a store: id, items, created, last activity",
	.opts = list_options,
};
