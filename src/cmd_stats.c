/*
 * cmd_stats.c - transcript stats: tokens and what they cost, and what
 * sessions hold, over one or several stores: per session, or by day,
 * week, month, model, project or tool, with totals.
 *
 * Tokens (usage.h): every usage record the sessions' formats report,
 * counted once per API response (Claude Code's streamed records by
 * message.id and requestId, the largest; Codex's cumulative totals by
 * their increase), and a response that a resumed or forked session copied
 * from another file once in all (the first session read that holds it).
 * Subagents' sessions count toward their parent's row unless
 * --subagents=separate (a store that names parents: claude-code,
 * gemini-cli, opencode).
 *
 * Cost (price.h): a response's recorded cost (costUSD) if it has one,
 * else its tokens by the price table; a response with tokens whose model
 * has no price is unpriced: its row's cost excludes it and says so
 * ("-" alone, a '*' beside a partial sum), a warning names the models,
 * and --json lists them.  Never $0 for what is not priced.
 *
 * Grouping: a response goes under the local day (TZ), ISO week or month of
 * its record's time (else the latest time its session showed before it),
 * its model, and its session's project (a claude-code project key, else
 * the working directory the session's records name).  --since and --until
 * (local days, inclusive) keep the responses of those days; sessions
 * without any there and no time in them are left out.
 *
 * The other figures, per session (from the blocks alone, conv.h):
 *	items		items in the session
 *	messages	messages begun (CONV_BEGIN), but not echoes (copies)
 *	user turns	user messages with content beside any tool results
 *	tool calls	calls, by tool name (--by=tool)
 *	failed		results (EV_RESULT) marked as an error (is_error 1)
 *	first, last	the earliest and latest time a block carries
 *	models		the models named by messages and usage
 *
 * A store is counted two sessions at a time (par.h): a slot is a
 * session's figures and responses (struct stats_session), added to the
 * rows and totals in session order, where copies are dropped.
 *
 * Streams: memory is one item, a session's responses and call ids, the
 * rows of a grouping (days, models, ...) and the set of responses counted
 * (16 bytes each), never the items; --by=session prints each row as its
 * subagents end, and keeps the rows of subagents listed before their
 * parent (opencode) until the parent's row opens (pend_row()).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cmd.h"
#include "conv.h"
#include "diag.h"
#include "display.h"
#include "format.h"
#include "id.h"
#include "isotime.h"
#include "item.h"
#include "json.h"
#include "par.h"
#include "price.h"
#include "sessions.h"
#include "store.h"
#include "sweep.h"
#include "usage.h"
#include "vote.h"
#include "xalloc.h"

enum stats_by {
	BY_SESSION, BY_TOOL, BY_MODEL, BY_DAY, BY_WEEK, BY_MONTH, BY_PROJECT
};
static const char *const by_names[] = {
	"session", "tool", "model", "day", "week", "month", "project"
};

#define NO_TIME		INT64_MIN
#define UNPRICED_BITS	64	/* unpriced models a row names */

/* Tokens of the responses of a row, and their cost. */
struct tally {
	uint64_t	tok[U_KINDS];
	int		has[U_KINDS];	/* some response recorded the kind */
	uint64_t	responses;
	uint64_t	cost;		/* of the priced ones, picodollars */
	uint64_t	priced, unpriced;	/* responses */
	uint64_t	umask;		/* unpriced models (struct stats') */
	int		overflow;	/* the cost did not fit */
};

struct counts {
	uint64_t	sessions, subagents, items, messages, turns, calls,
			failed;
	int64_t		first, last;	/* epoch ms, or NO_TIME */
	struct tally	tk;
};

/* Named counts: tools, models, days, projects. */
struct group {
	char		*key;
	uint64_t	 last_session;	/* the session that last added */
	struct counts	 c;
};
struct groups {
	struct group	*v;
	size_t		 nr, alloc;
};

struct call {
	uint64_t	 id;			/* hashed */
	size_t		 tool;			/* in the session's tools */
};

/* One session's figures, and the scratch that finding them takes. */
struct stats_session {
	const struct format	*fmt;
	struct counts		 s;
	struct groups		 tools, models;
	struct call		*calls;
	size_t			 ncalls, acalls;
	int			 turn_open;	/* the last message is a user's
						   whose turn is not counted */
	uint64_t		 seq;		/* of the item being counted */
	struct usage_session	 us;		/* its responses */
	struct buf		 parent;	/* its parent session, or "" */
	struct buf		 project;	/* its project, or "" */
	struct buf		 model_buf, key;
	struct buf		 scratch;	/* where(), facts() */
	struct store		*st;		/* while counted */
	const char		*id;
	int			 status;	/* a bad usage value seen */
	struct vote_reader	 voted;		/* the session's items */
	struct conv		 conv;		/* and its conversation */
	struct stats_session	*aside;		/* the subagent written inline
						   (conv_aside()), or NULL */
	int			 has_aside;	/* it has items in this session */
};

/* A --by=session row being made: a session and its subagents. */
struct row {
	struct buf		 id;
	const char		*fmt;		/* its format's name, or NULL */
	const char		*title;
	struct buf		 project;
	struct counts		 c;
	struct groups		 tools, models;
	int			 open;
};

/* Everything: the options, the rows, the totals and the output. */
struct stats {
	enum stats_by		 by;
	int			 json;
	int			 separate;	/* --subagents=separate */
	char			 since[11], until[11];	/* "" or YYYY-MM-DD */
	struct prices		 prices;
	char			 prices_path[4096];	/* the installed */
	const char		*prices_file;		/* --prices */
	int			 have_prices;		/* the installed */
	struct usage_seen	 seen;
	uint64_t		 nsession;	/* sessions added so far */
	struct buf		 last_top;	/* the last session added that is
						   no subagent's */
	int			 quiet;		/* the session being added counts
						   in no group's sessions (a
						   subagent before its parent) */
	struct counts		 total;
	struct groups		 all;		/* --by: the rows */
	struct groups		 all_tools, all_models;
	int			 bad;		/* a usage value was no count */
	char			*unpriced[UNPRICED_BITS];
	size_t			 nunpriced;
	int			 unpriced_more;	/* more than fit */
	struct row		 row;		/* --by=session */
	struct row		*pend;		/* subagents' rows whose parent's
						   is not open yet (pend_row()) */
	size_t			 npend, apend;
	struct buf		 out;
	int			 first_row;
};

static void
counts_init(struct counts *c)
{
	memset(c, 0, sizeof(*c));
	c->first = c->last = NO_TIME;
}

static size_t
groups_index(struct groups *g, const char *key, size_t n)
{
	for (size_t i = 0; i < g->nr; i++)
		if (strlen(g->v[i].key) == n && memcmp(g->v[i].key, key, n) == 0)
			return i;
	xgrow(&g->v, &g->alloc, g->nr + 1, sizeof(*g->v));
	g->v[g->nr].key = xmemdup(key, n);
	g->v[g->nr].last_session = 0;
	counts_init(&g->v[g->nr].c);
	return g->nr++;
}

static struct counts *
groups_get(struct groups *g, const char *key, size_t n)
{
	size_t i = groups_index(g, key, n);	/* may move g->v */

	return &g->v[i].c;
}

static void
groups_release(struct groups *g)
{
	for (size_t i = 0; i < g->nr; i++)
		free(g->v[i].key);
	free(g->v);
	g->v = NULL;
	g->nr = g->alloc = 0;
}

static int
group_cmp(const void *a, const void *b)
{
	return strcmp(((const struct group *)a)->key,
	    ((const struct group *)b)->key);
}

static void
groups_sort(struct groups *g)
{
	if (g->nr > 1)
		qsort(g->v, g->nr, sizeof(*g->v), group_cmp);
}

static void
add_time(struct counts *c, int64_t ms)
{
	if (c->first == NO_TIME || ms < c->first)
		c->first = ms;
	if (c->last == NO_TIME || ms > c->last)
		c->last = ms;
}

/* Decode the JSON string v into b (reset); 0 if v is no string. */
static int
str_key(struct buf *b, struct json_span v)
{
	buf_reset(b);
	if (v.n < 2 || v.p[0] != '"')
		return 0;
	json_str_decode(v, b);
	return 1;
}

/* --- Counting a session ---------------------------------------------- */

/* A message begins: counted unless an echo; a user's (an echo too:
 * Codex's user_message is the turn, its copy a message of no role) opens
 * a turn. */
static void
count_message(struct stats_session *ss, const struct conv_msg *m)
{
	ss->turn_open = m->role == ROLE_USER;
	if (m->echo)
		return;
	ss->s.messages++;
	if (str_key(&ss->model_buf, m->model))
		groups_get(&ss->models, ss->model_buf.p,
		    ss->model_buf.len)->messages++;
}

/* Content: the turn of the user message it is in, if not counted yet. */
static void
count_content(struct stats_session *ss, const struct conv_msg *m)
{
	if (!ss->turn_open || m == NULL || m->role != ROLE_USER)
		return;
	ss->turn_open = 0;
	ss->s.turns++;
}

static void
count_call(struct stats_session *ss, const struct event *ev)
{
	size_t t;

	ss->s.calls++;
	if (!str_key(&ss->key, ev->name))
		buf_adds(&ss->key, "?");
	t = groups_index(&ss->tools, ss->key.p, ss->key.len);
	ss->tools.v[t].c.calls++;
	if (ev->id.n > 0) {
		xgrow(&ss->calls, &ss->acalls, ss->ncalls + 1, sizeof(*ss->calls));
		ss->calls[ss->ncalls].id = format_hash(ev->id);
		ss->calls[ss->ncalls++].tool = t;
	}
}

/* A failed result, under its tool: named by the result, else by its
 * call's id. */
static void
count_failed(struct stats_session *ss, const struct event *ev)
{
	struct counts *by = NULL;

	ss->s.failed++;
	if (str_key(&ss->key, ev->name)) {
		by = groups_get(&ss->tools, ss->key.p, ss->key.len);
	} else if (ev->id.n > 0) {
		uint64_t h = format_hash(ev->id);

		for (size_t i = ss->ncalls; i-- > 0; )
			if (ss->calls[i].id == h) {
				by = &ss->tools.v[ss->calls[i].tool].c;
				break;
			}
	}
	if (by == NULL)
		by = groups_get(&ss->tools, "?", 1);
	by->failed++;
}

/* Usage: a record of a response, at its time or the session's latest;
 * one with a value that is no count is reported where it is and not
 * added. */
static void
count_usage(struct stats_session *ss, const struct conv_block *b,
    const struct item *it, int64_t ms)
{
	struct json_span model = b->ev.model;
	struct store_where w = { NULL, 0, 0 };
	struct pos pos;
	const struct json_span bad = b->ev.usage.bad;

	if (model.n == 0 && b->msg != NULL)
		model = b->msg->model;
	if (str_key(&ss->model_buf, model))
		groups_get(&ss->models, ss->model_buf.p, ss->model_buf.len);
	if (usage_session_add(&ss->us, &b->ev, model, ms, ss->seq) == ST_OK)
		return;
	memset(&pos, 0, sizeof(pos));
	buf_reset(&ss->scratch);
	store_where(ss->st, ss->id, it, &ss->scratch, &w);
	pos.file = w.file;
	if (w.row) {
		pos.session = ss->id;
		pos.seq = it->seq;
	} else {
		pos.line = w.line > 0 ? w.line : it->line;
		pos.col = 1;
	}
	if (bad.p >= it->json && bad.p < it->json + it->len)
		(void)item_error(&pos, it->json, (size_t)(bad.p - it->json),
		    "a token count that is not one (a whole number from 0 "
		    "to 1e12): the response is not counted");
	else
		(void)item_error(&pos, it->json, 0, "a token count that is "
		    "not one: the response is not counted");
	ss->status = ST_DATA;
}

static void
count_block(struct stats_session *ss, const struct conv_block *b,
    const struct item *it)
{
	int64_t ms = NO_TIME;

	/* any block may carry the time of its item */
	if (b->ev.time.n > 0 && cmd_time_json(b->ev.time, &ms) == 0)
		add_time(&ss->s, ms);
	switch (b->kind) {
	case CONV_BEGIN:
		count_message(ss, b->msg);
		break;
	case CONV_CALL:
		count_call(ss, &b->ev);
		break;
	case CONV_RESULT:
		if (b->ev.kind == EV_RESULT && b->ev.is_error == 1)
			count_failed(ss, &b->ev);
		break;
	case CONV_USAGE:
		count_usage(ss, b, it, ms != NO_TIME ? ms :
		    ss->s.last != NO_TIME ? ss->s.last : USAGE_NO_TIME);
		break;
	default:
		if (b->ev.kind == EV_CONTENT)
			count_content(ss, b->msg);
		break;
	}
}

/* A usage row the store keeps beside the session's items
 * (store_usage()): a response of no model, at its row's time. */
static int
usage_row(void *arg, const struct ev_usage *u, int64_t ms)
{
	struct stats_session *ss = arg;
	struct event ev = { .kind = EV_USAGE };
	struct json_span none = { NULL, 0 };

	ev.usage = *u;
	if (ms >= 0)
		add_time(&ss->s, ms);
	(void)usage_session_add(&ss->us, &ev, none, ms >= 0 ? ms :
	    ss->s.last != NO_TIME ? ss->s.last : USAGE_NO_TIME, 0);
	return ST_OK;
}

/* The working directory a record names, for the session's project. */
static void
note_cwd(struct stats_session *ss, const struct item *it)
{
	struct format_facts f;
	struct json_span rec = { it->json, it->len };

	if (ss->project.len > 0 || ss->fmt == NULL || ss->fmt->facts == NULL)
		return;
	memset(&f, 0, sizeof(f));
	buf_reset(&ss->scratch);
	ss->fmt->facts(rec, &ss->scratch, &f);
	if (f.cwd.n > 0)
		str_key(&ss->project, f.cwd);
}

/* The figures of ss's subagent written inline (Claude Code 1.0's
 * isSidechain lines: conv_aside()), begun at its first item: a subagent
 * of ss's session, ID/sidechain. */
static struct stats_session *
aside_of(struct stats_session *ss)
{
	struct stats_session *a = ss->aside;

	if (a == NULL)
		a = ss->aside = xcalloc(1, sizeof(*a));
	if (ss->has_aside)
		return a;
	ss->has_aside = 1;
	counts_init(&a->s);
	a->s.sessions = 1;
	groups_release(&a->tools);
	groups_release(&a->models);
	usage_session_reset(&a->us);
	buf_reset(&a->parent);
	buf_adds(&a->parent, ss->id);
	buf_reset(&a->project);
	if (ss->project.len > 0)
		buf_adds(&a->project, ss->project.p);
	a->st = ss->st;
	a->id = ss->id;		/* where its items are */
	a->status = ST_OK;
	a->ncalls = 0;
	a->turn_open = 0;
	a->fmt = ss->fmt;
	return a;
}

/* Count the session info of st, its items from the cursor, into ss: the
 * format voted over the first items in the same read (vote.h). */
static int
session_count(struct stats_session *ss, struct store *st,
    const struct session_info *info, struct item_cursor *items)
{
	struct format_item fi;
	struct item it;
	int status;

	counts_init(&ss->s);
	ss->s.sessions = 1;
	groups_release(&ss->tools);
	groups_release(&ss->models);
	usage_session_reset(&ss->us);
	buf_reset(&ss->parent);
	buf_reset(&ss->project);
	(void)store_session_group(st, info->id, STORE_GROUP_PARENT,
	    &ss->parent);
	(void)store_session_group(st, info->id, STORE_GROUP_PROJECT,
	    &ss->project);
	ss->st = st;
	ss->id = info->id;
	ss->status = ST_OK;
	ss->ncalls = 0;
	ss->turn_open = 0;
	ss->fmt = NULL;
	if ((status = vote_reader_open(&ss->voted, items, &ss->fmt)) != ST_OK)
		return status;
	conv_init(&ss->conv, ss->fmt, 1);
	conv_aside(&ss->conv);
	ss->has_aside = 0;
	while ((status = vote_reader_next(&ss->voted, &it, &fi)) == ST_OK) {
		struct stats_session *into = ss;

		if (it.flaw == ITEM_TORN) {	/* skipped, as by others */
			sweep_item_torn(st, info->id, &it, &ss->scratch);
			continue;
		}
		if (it.flaw != ITEM_OK) {
			status = sweep_item_bad(st, info->id, &it, &ss->scratch);
			break;
		}
		note_cwd(ss, &it);
		if ((status = conv_feed(&ss->conv, &it, &fi, NULL)) != ST_OK)
			break;
		if (ss->conv.item.aside)
			into = aside_of(ss);
		into->s.items++;
		into->seq = it.seq;
		for (size_t i = 0; i < ss->conv.item.nr; i++)
			count_block(into, &ss->conv.item.v[i], &it);
	}
	conv_release(&ss->conv);
	/* not kept in the slot: PAR_AHEAD sessions' first items */
	vote_reader_release(&ss->voted);
	if (status == ST_END) {
		/* usage the store keeps beside the items */
		status = store_usage(st, info->id, usage_row, ss);
		if (status == ST_DATA)	/* a row reported, not counted */
			ss->status = ST_DATA;
		if (status == ST_NOT_FOUND || status == ST_DATA)
			status = ST_OK;
	}
	ss->st = NULL;
	if (ss->has_aside)
		ss->aside->st = NULL;
	return status;
}

/* --- Adding up -------------------------------------------------------- */

static void
tally_add(struct tally *into, const struct tally *t)
{
	for (int k = 0; k < U_KINDS; k++) {
		into->has[k] |= t->has[k];
		into->tok[k] += t->tok[k];
	}
	into->responses += t->responses;
	if (price_add(&into->cost, t->cost) == -1)
		into->overflow = 1;
	into->overflow |= t->overflow;
	into->priced += t->priced;
	into->unpriced += t->unpriced;
	into->umask |= t->umask;
}

/* Add counts c into into (sessions too). */
static void
counts_add(struct counts *into, const struct counts *c)
{
	into->sessions += c->sessions;
	into->subagents += c->subagents;
	into->items += c->items;
	into->messages += c->messages;
	into->turns += c->turns;
	into->calls += c->calls;
	into->failed += c->failed;
	if (c->first != NO_TIME)
		add_time(into, c->first);
	if (c->last != NO_TIME)
		add_time(into, c->last);
	tally_add(&into->tk, &c->tk);
}

static void
merge_groups(struct groups *into, const struct groups *g, int count_session)
{
	for (size_t i = 0; i < g->nr; i++) {
		struct counts *c = groups_get(into, g->v[i].key,
		    strlen(g->v[i].key));

		counts_add(c, &g->v[i].c);
		if (count_session)
			c->sessions++;
	}
}

/* The bit of an unpriced model's name in the report's list. */
static uint64_t
unpriced_bit(struct stats *sx, const char *model)
{
	for (size_t i = 0; i < sx->nunpriced; i++)
		if (strcmp(sx->unpriced[i], model) == 0)
			return UINT64_C(1) << i;
	if (sx->nunpriced == UNPRICED_BITS) {
		sx->unpriced_more = 1;
		return 0;
	}
	sx->unpriced[sx->nunpriced] = xstrdup(model);
	return UINT64_C(1) << sx->nunpriced++;
}

/* The tally of one response r of session us: its tokens and cost. */
static void
resp_tally(struct stats *sx, const struct usage_session *us,
    const struct usage_resp *r, struct tally *t)
{
	const char *model = usage_model(us, r);
	const struct price_row *row;
	int64_t pt[PRICE_KINDS];
	uint64_t pico;

	memset(t, 0, sizeof(*t));
	for (int k = 0; k < U_KINDS; k++)
		if (r->t[k] >= 0) {
			t->has[k] = 1;
			t->tok[k] = (uint64_t)r->t[k];
		}
	t->responses = 1;
	if (r->cost >= 0) {
		t->cost = (uint64_t)r->cost;
		t->priced = 1;
		return;
	}
	if (usage_total(r) == 0) {
		t->priced = 1;		/* nothing used costs nothing */
		return;
	}
	row = model != NULL ? price_find(&sx->prices, model, strlen(model)) :
	    NULL;
	if (row == NULL) {
		t->unpriced = 1;
		t->umask = unpriced_bit(sx, model != NULL ? model :
		    "(no model named)");
		return;
	}
	pt[PRICE_INPUT] = r->t[U_INPUT] > 0 ? r->t[U_INPUT] : 0;
	pt[PRICE_OUTPUT] = r->t[U_OUTPUT] > 0 ? r->t[U_OUTPUT] : 0;
	pt[PRICE_CACHE_READ] = r->t[U_CACHE_READ] > 0 ? r->t[U_CACHE_READ] : 0;
	pt[PRICE_CACHE_5M] = r->t[U_CACHE_5M] > 0 ? r->t[U_CACHE_5M] : 0;
	pt[PRICE_CACHE_1H] = r->t[U_CACHE_1H] > 0 ? r->t[U_CACHE_1H] : 0;
	if (price_cost(row, pt, &pico) == -1) {
		t->overflow = 1;
		return;
	}
	t->cost = pico;
	t->priced = 1;
}

/* The local day, ISO week or month of ms into b (reset): "-" unknown. */
static void
period(struct buf *b, enum stats_by by, int64_t ms)
{
	time_t s;
	struct tm tm;
	char text[16];

	buf_reset(b);
	if (ms == USAGE_NO_TIME) {
		buf_addc(b, '-');
		return;
	}
	s = (time_t)(ms >= 0 ? ms / 1000 : (ms - 999) / 1000);
	if (localtime_r(&s, &tm) == NULL) {
		buf_addc(b, '-');
		return;
	}
	strftime(text, sizeof(text), by == BY_WEEK ? "%G-W%V" :
	    by == BY_MONTH ? "%Y-%m" : "%Y-%m-%d", &tm);
	buf_adds(b, text);
}

/* Is the local day of ms within --since and --until? */
static int
in_range(const struct stats *sx, int64_t ms, struct buf *day)
{
	if (sx->since[0] == '\0' && sx->until[0] == '\0')
		return 1;
	period(day, BY_DAY, ms);
	if (day->p[0] == '-')
		return 0;
	return (sx->since[0] == '\0' || strcmp(day->p, sx->since) >= 0) &&
	    (sx->until[0] == '\0' || strcmp(day->p, sx->until) <= 0);
}

/* The group that --by files response r of session ss under, or NULL. */
static struct counts *
group_of(struct stats *sx, struct stats_session *ss,
    const struct usage_resp *r, struct buf *key)
{
	struct group *g;
	size_t i;

	switch (sx->by) {
	case BY_DAY:
	case BY_WEEK:
	case BY_MONTH:
		period(key, sx->by, r->time);
		break;
	case BY_MODEL:
		buf_reset(key);
		buf_adds(key, usage_model(&ss->us, r) != NULL ?
		    usage_model(&ss->us, r) : "-");
		break;
	case BY_PROJECT:
		buf_reset(key);
		buf_adds(key, ss->project.len > 0 ? ss->project.p : "-");
		break;
	default:
		return NULL;
	}
	i = groups_index(&sx->all, key->p, key->len);
	g = &sx->all.v[i];
	if (g->last_session != sx->nsession) {
		g->last_session = sx->nsession;
		g->c.sessions += !sx->quiet;
	}
	return &g->c;
}

/* --- Output ------------------------------------------------------------ */

static void
json_tally(struct buf *b, const struct stats *sx, const struct tally *t)
{
	static const char *const names[] = { "input", "output",
		"cache_read", "cache_write_5m", "cache_write_1h", "reasoning" };
	int any = 0;

	for (int k = 0; k < U_KINDS; k++)
		any |= t->has[k];
	buf_adds(b, ",\"tokens\":");
	if (!any) {
		buf_adds(b, "null");
	} else {
		for (int k = 0; k < U_KINDS; k++) {
			buf_addf(b, "%s\"%s\":", k == 0 ? "{" : ",", names[k]);
			if (t->has[k])
				buf_addf(b, "%" PRIu64, t->tok[k]);
			else
				buf_adds(b, "null");
			if (k == U_CACHE_READ) {
				buf_adds(b, ",\"cache_write\":");
				if (t->has[U_CACHE_5M] || t->has[U_CACHE_1H])
					buf_addf(b, "%" PRIu64,
					    t->tok[U_CACHE_5M] +
					    t->tok[U_CACHE_1H]);
				else
					buf_adds(b, "null");
			}
		}
		buf_addf(b, ",\"total\":%" PRIu64 "}", t->tok[U_INPUT] +
		    t->tok[U_OUTPUT] + t->tok[U_CACHE_READ] +
		    t->tok[U_CACHE_5M] + t->tok[U_CACHE_1H]);
	}
	buf_addf(b, ",\"responses\":%" PRIu64 ",\"cost_usd\":", t->responses);
	if (t->priced == 0 || t->overflow)
		buf_adds(b, "null");
	else
		price_format(b, t->cost, -1);
	buf_adds(b, ",\"unpriced_models\":[");
	for (size_t i = 0, n = 0; i < sx->nunpriced; i++)
		if (t->umask & (UINT64_C(1) << i)) {
			if (n++ > 0)
				buf_addc(b, ',');
			json_str_encode(b, sx->unpriced[i],
			    strlen(sx->unpriced[i]));
		}
	buf_addc(b, ']');
}

static void
json_time(struct buf *b, const char *key, int64_t ms)
{
	buf_addf(b, ",\"%s\":", key);
	if (ms == NO_TIME) {
		buf_adds(b, "null");
	} else {
		buf_addc(b, '"');
		isotime_add(b, ms, ISOTIME_FULL);
		buf_addc(b, '"');
	}
}

/* "{name:n,...}" of the calls in g; "[names]" with models. */
static void
json_names(struct buf *b, const char *key, struct groups *g, int calls)
{
	groups_sort(g);
	buf_addf(b, ",\"%s\":%c", key, calls ? '{' : '[');
	for (size_t i = 0; i < g->nr; i++) {
		if (i > 0)
			buf_addc(b, ',');
		json_str_encode(b, g->v[i].key, strlen(g->v[i].key));
		if (calls)
			buf_addf(b, ":%" PRIu64, g->v[i].c.calls);
	}
	buf_addc(b, calls ? '}' : ']');
}

/* The figures of a session row or of the total as JSON members. */
static void
json_session_counts(struct buf *b, const struct stats *sx,
    const struct counts *c)
{
	buf_addf(b, ",\"subagents\":%" PRIu64 ",\"items\":%" PRIu64
	    ",\"messages\":%" PRIu64 ",\"user_turns\":%" PRIu64
	    ",\"tool_calls\":%" PRIu64 ",\"failed_results\":%" PRIu64,
	    c->subagents, c->items, c->messages, c->turns, c->calls,
	    c->failed);
	json_time(b, "first", c->first);
	json_time(b, "last", c->last);
	buf_adds(b, ",\"duration_ms\":");
	if (c->first == NO_TIME)
		buf_adds(b, "null");
	else
		buf_addf(b, "%" PRId64, c->last - c->first);
	json_tally(b, sx, &c->tk);
}

/* A number right-aligned in width, or "-". */
static void
text_num(struct buf *b, int width, int has, uint64_t n)
{
	char num[24];

	if (has)
		snprintf(num, sizeof(num), "%" PRIu64, n);
	else
		snprintf(num, sizeof(num), "-");
	buf_addf(b, "%*s ", width, num);
}

static const char text_head[] =
    "     input     output   cache_read  cache_write        total"
    "     cost_usd  ";

/* The token and cost cells of a text row. */
static void
text_tally(struct buf *b, const struct tally *t)
{
	struct buf cost = BUF_INIT;
	int cw = t->has[U_CACHE_5M] || t->has[U_CACHE_1H];

	text_num(b, 10, t->has[U_INPUT], t->tok[U_INPUT]);
	text_num(b, 10, t->has[U_OUTPUT], t->tok[U_OUTPUT]);
	text_num(b, 12, t->has[U_CACHE_READ], t->tok[U_CACHE_READ]);
	text_num(b, 12, cw, t->tok[U_CACHE_5M] + t->tok[U_CACHE_1H]);
	text_num(b, 12, t->has[U_INPUT] || t->has[U_OUTPUT] ||
	    t->has[U_CACHE_READ] || cw, t->tok[U_INPUT] + t->tok[U_OUTPUT] +
	    t->tok[U_CACHE_READ] + t->tok[U_CACHE_5M] + t->tok[U_CACHE_1H]);
	if (t->overflow)
		buf_adds(&cost, "overflow");
	else if (t->priced == 0)
		buf_adds(&cost, "-");
	else
		price_format(&cost, t->cost, 4);
	/* a sum that leaves some out: a '*' after it, out of the column */
	buf_addf(b, "%12s%c ", cost.p, t->priced > 0 && t->unpriced > 0 ?
	    '*' : ' ');
	buf_release(&cost);
}

static int
flush_out(struct stats *sx)
{
	int status = ST_OK;

	if (sx->out.len >= 65536) {
		status = cmd_write(sx->out.p, sx->out.len);
		buf_reset(&sx->out);
	}
	return status;
}

/* Print the --by=session row being made, and start none. */
static int
row_print(struct stats *sx)
{
	struct row *r = &sx->row;
	struct buf *b = &sx->out;

	if (!r->open)
		return ST_OK;
	r->open = 0;
	if (sx->json) {
		buf_adds(b, sx->first_row ? "{\"sessions\":[\n" : ",\n");
		buf_adds(b, "{\"session\":");
		json_str_encode(b, r->id.p, r->id.len);
		buf_adds(b, ",\"format\":");
		if (r->fmt != NULL)
			json_str_encode(b, r->fmt, strlen(r->fmt));
		else
			buf_adds(b, "null");
		buf_adds(b, ",\"project\":");
		if (r->project.len > 0)
			json_str_encode(b, r->project.p, r->project.len);
		else
			buf_adds(b, "null");
		json_session_counts(b, sx, &r->c);
		json_names(b, "tools", &r->tools, 1);
		json_names(b, "models", &r->models, 0);
		buf_addc(b, '}');
	} else {
		if (sx->first_row)
			buf_addf(b, "%ssession\n", text_head);
		text_tally(b, &r->c.tk);
		display_add(b, r->id.p, r->id.len, DISPLAY_ID);
		buf_addc(b, '\n');
	}
	sx->first_row = 0;
	groups_release(&r->tools);
	groups_release(&r->models);
	return flush_out(sx);
}

/* Start row r, of session id. */
static void
row_open(struct row *r, const char *id)
{
	buf_reset(&r->id);
	buf_adds(&r->id, id);
	buf_reset(&r->project);
	counts_init(&r->c);
	r->fmt = NULL;
	r->open = 1;
}

/*
 * The row kept for the subagents of parent whose row is not the open one:
 * a store that lists a subagent before its parent (opencode: newer
 * sessions sort first) has them wait there until the parent's row opens
 * (pend_merge()); those whose parent never comes are printed at the end,
 * under the parent's id (pend_print()).
 */
static struct row *
pend_row(struct stats *sx, const char *parent)
{
	for (size_t i = 0; i < sx->npend; i++)
		if (strcmp(sx->pend[i].id.p, parent) == 0)
			return &sx->pend[i];
	if (sx->npend == sx->apend) {
		sx->apend = sx->apend ? 2 * sx->apend : 8;
		sx->pend = xrealloc(sx->pend, sx->apend * sizeof(*sx->pend));
	}
	memset(&sx->pend[sx->npend], 0, sizeof(*sx->pend));
	row_open(&sx->pend[sx->npend], parent);
	return &sx->pend[sx->npend++];
}

static void
pend_release(struct row *p)
{
	buf_release(&p->id);
	buf_release(&p->project);
	groups_release(&p->tools);
	groups_release(&p->models);
}

/* Move the waiting subagents' counts of r's session into r. */
static void
pend_merge(struct stats *sx, struct row *r)
{
	for (size_t i = 0; i < sx->npend; i++) {
		struct row *p = &sx->pend[i];

		if (strcmp(p->id.p, r->id.p) != 0)
			continue;
		counts_add(&r->c, &p->c);
		merge_groups(&r->tools, &p->tools, 0);
		merge_groups(&r->models, &p->models, 0);
		if (r->project.len == 0 && p->project.len > 0)
			buf_adds(&r->project, p->project.p);
		r->fmt = p->fmt;
		pend_release(p);
		sx->pend[i] = sx->pend[--sx->npend];
		return;
	}
}

/* Print the rows of subagents whose parent never came, each as its
 * parent's row. */
static int
pend_print(struct stats *sx)
{
	int status = ST_OK;

	while (status == ST_OK && sx->npend > 0) {
		row_open(&sx->row, sx->pend[0].id.p);
		pend_merge(sx, &sx->row);	/* takes pend[0] */
		status = row_print(sx);
	}
	return status;
}

/* Add a counted session: its responses not counted before go to its row
 * (its parent's, for a subagent's), its --by group and the totals. */
static int
session_add(struct stats *sx, const struct session_info *info,
    struct stats_session *ss)
{
	struct buf key = BUF_INIT;
	struct counts *g;
	struct tally t;
	int sub = ss->parent.len > 0, any = 0, status = ST_OK;

	/* A subagent's session is its parent's, just added; one listed
	 * before its parent (opencode) is counted in the groups by the
	 * parent, when it comes. */
	sx->quiet = sub && !sx->separate && strcmp(sx->last_top.p != NULL ?
	    sx->last_top.p : "", ss->parent.p) != 0;
	if (!sub || sx->separate || sx->nsession == 0 || sx->quiet)
		sx->nsession++;
	if (!sub) {
		buf_reset(&sx->last_top);
		buf_adds(&sx->last_top, info->id);
	}
	if (ss->status == ST_DATA)
		sx->bad = 1;	/* reported, not added; the run goes on */
	for (size_t i = 0; i < ss->us.nr; i++) {
		const struct usage_resp *r = &ss->us.v[i];

		if (!in_range(sx, r->time, &key) ||
		    !usage_seen_add(&sx->seen, r))
			continue;
		resp_tally(sx, &ss->us, r, &t);
		tally_add(&ss->s.tk, &t);
		if ((g = group_of(sx, ss, r, &key)) != NULL)
			tally_add(&g->tk, &t);
		any = 1;
	}
	if (!any && (sx->since[0] != '\0' || sx->until[0] != '\0') &&
	    (ss->s.last == NO_TIME || !in_range(sx, ss->s.first, &key)) &&
	    (ss->s.last == NO_TIME || !in_range(sx, ss->s.last, &key))) {
		buf_release(&key);
		return ST_OK;		/* outside the days asked for */
	}
	buf_release(&key);
	if (sub) {
		ss->s.sessions = 0;
		ss->s.subagents = 1;
	}
	counts_add(&sx->total, &ss->s);
	merge_groups(&sx->all_tools, &ss->tools, 1);
	merge_groups(&sx->all_models, &ss->models, 1);
	if (sx->by == BY_TOOL)
		merge_groups(&sx->all, &ss->tools, 1);
	if (sx->by == BY_SESSION) {
		const char *id = sub && !sx->separate ? ss->parent.p : info->id;
		struct row *r = &sx->row;

		if (sub && !sx->separate && !(r->open && strcmp(r->id.p, id) == 0))
			r = pend_row(sx, id);
		else {
			if (r->open && strcmp(r->id.p, id) != 0 &&
			    (status = row_print(sx)) != ST_OK)
				return status;
			if (!r->open) {
				row_open(r, id);
				pend_merge(sx, r);
			}
		}
		if (r->fmt == NULL || !sub)
			r->fmt = ss->fmt != NULL ? ss->fmt->name : NULL;
		if (r->project.len == 0 && ss->project.len > 0)
			buf_adds(&r->project, ss->project.p);
		if (sub && sx->separate) {
			ss->s.sessions = 1;
			ss->s.subagents = 0;
		}
		counts_add(&r->c, &ss->s);
		merge_groups(&r->tools, &ss->tools, 0);
		merge_groups(&r->models, &ss->models, 0);
	}
	return ST_OK;
}

/* Add a counted session, then its subagent written inline, if any. */
static int
session_add_all(struct stats *sx, const struct session_info *info,
    struct stats_session *ss)
{
	struct session_info aside;
	struct buf id = BUF_INIT;
	int status;

	if ((status = session_add(sx, info, ss)) != ST_OK || !ss->has_aside)
		return status;
	memset(&aside, 0, sizeof(aside));
	buf_addf(&id, "%s/sidechain", info->id);
	aside.id = id.p;
	status = session_add(sx, &aside, ss->aside);
	buf_release(&id);
	return status;
}

/* The text table of a --by other than session, with the total. */
static void
print_groups(struct stats *sx)
{
	struct buf *b = &sx->out;
	struct groups *g = &sx->all;

	groups_sort(g);
	if (sx->by == BY_TOOL) {
		buf_adds(b, "  sessions      calls     failed  tool\n");
		for (size_t i = 0; i < g->nr; i++) {
			buf_addf(b, "%10" PRIu64 " %10" PRIu64 " %10" PRIu64
			    "  ", g->v[i].c.sessions, g->v[i].c.calls,
			    g->v[i].c.failed);
			display_add(b, g->v[i].key, strlen(g->v[i].key), 0);
			buf_addc(b, '\n');
		}
		buf_addf(b, "%10" PRIu64 " %10" PRIu64 " %10" PRIu64
		    "  total\n", sx->total.sessions + sx->total.subagents,
		    sx->total.calls, sx->total.failed);
		return;
	}
	buf_addf(b, "  sessions %s%s\n", text_head, by_names[sx->by]);
	for (size_t i = 0; i < g->nr; i++) {
		buf_addf(b, "%10" PRIu64 " ", g->v[i].c.sessions);
		text_tally(b, &g->v[i].c.tk);
		display_add(b, g->v[i].key, strlen(g->v[i].key), 0);
		buf_addc(b, '\n');
	}
	buf_addf(b, "%10" PRIu64 " ", sx->total.sessions);
	text_tally(b, &sx->total.tk);
	buf_adds(b, "total\n");
}

static void
print_total(struct stats *sx)
{
	struct buf *b = &sx->out;
	struct groups *g = &sx->all;

	if (sx->json) {
		if (sx->by == BY_SESSION) {
			buf_adds(b, sx->first_row ? "{\"sessions\":[],\n" :
			    "\n],\n");
		} else {
			groups_sort(g);
			buf_addf(b, "{\"by\":\"%s\",\"rows\":[",
			    by_names[sx->by]);
			for (size_t i = 0; i < g->nr; i++) {
				buf_adds(b, i == 0 ? "\n{\"" : ",\n{\"");
				buf_adds(b, by_names[sx->by]);
				buf_adds(b, "\":");
				json_str_encode(b, g->v[i].key,
				    strlen(g->v[i].key));
				buf_addf(b, ",\"sessions\":%" PRIu64,
				    g->v[i].c.sessions);
				if (sx->by == BY_TOOL)
					buf_addf(b, ",\"tool_calls\":%" PRIu64
					    ",\"failed_results\":%" PRIu64,
					    g->v[i].c.calls, g->v[i].c.failed);
				else
					json_tally(b, sx, &g->v[i].c.tk);
				buf_addc(b, '}');
			}
			buf_adds(b, "\n],\n");
		}
		buf_addf(b, "\"total\":{\"sessions\":%" PRIu64,
		    sx->total.sessions);
		json_session_counts(b, sx, &sx->total);
		json_names(b, "tools", &sx->all_tools, 1);
		json_names(b, "models", &sx->all_models, 0);
		buf_adds(b, "},\n\"prices\":[");
		if (sx->have_prices)
			json_str_encode(b, sx->prices_path,
			    strlen(sx->prices_path));
		if (sx->prices_file != NULL) {
			if (sx->have_prices)
				buf_addc(b, ',');
			json_str_encode(b, sx->prices_file,
			    strlen(sx->prices_file));
		}
		buf_adds(b, "]}\n");
		return;
	}
	if (sx->by != BY_SESSION) {
		print_groups(sx);
	} else {
		if (sx->first_row)
			buf_addf(b, "%ssession\n", text_head);
		text_tally(b, &sx->total.tk);
		buf_addf(b, "total: %" PRIu64 " session%s", sx->total.sessions,
		    sx->total.sessions == 1 ? "" : "s");
		if (sx->total.subagents > 0)
			buf_addf(b, ", %" PRIu64 " subagent%s",
			    sx->total.subagents,
			    sx->total.subagents == 1 ? "" : "s");
		buf_addc(b, '\n');
	}
	if (sx->total.tk.unpriced > 0) {
		buf_adds(b, "* cost excludes what has no price: ");
		for (size_t i = 0; i < sx->nunpriced; i++) {
			if (i > 0)
				buf_adds(b, ", ");
			display_add(b, sx->unpriced[i], strlen(sx->unpriced[i]),
			    0);
		}
		buf_adds(b, sx->unpriced_more ? ", ...\n" : "\n");
	}
}

/* --- Sessions, stores ------------------------------------------------- */

static void
session_release(struct stats_session *ss)
{
	groups_release(&ss->tools);
	groups_release(&ss->models);
	free(ss->calls);
	ss->calls = NULL;
	ss->ncalls = ss->acalls = 0;
	usage_session_release(&ss->us);
	buf_release(&ss->parent);
	buf_release(&ss->project);
	buf_release(&ss->model_buf);
	buf_release(&ss->key);
	buf_release(&ss->scratch);
	vote_reader_release(&ss->voted);
	if (ss->aside != NULL) {
		session_release(ss->aside);
		free(ss->aside);
		ss->aside = NULL;
	}
}

/* Two sessions at a time (par.h): a slot is a struct stats_session. */
static int
par_count(void *arg, int self, struct store *st,
    const struct session_info *info, void *slot)
{
	struct stats_session *ss = slot;
	struct item_cursor *items;
	int status;

	(void)arg;
	(void)self;
	/* read as sweep_open() reads with SWEEP_LAZY */
	if ((status = sessions_load(st, info, STORE_LOAD_TOLERANT |
	    STORE_LOAD_DEFER, &items)) != ST_OK)
		return status;
	status = session_count(ss, st, info, items);
	item_cursor_free(items);
	return status;
}

static int
par_add(void *arg, const struct session_info *info, void *slot, int status)
{
	return status == ST_OK ? session_add_all(arg, info, slot) : status;
}

static void
par_release(void *arg, void *slot)
{
	(void)arg;
	session_release(slot);
}

static const struct par_ops stats_par = {
	sizeof(struct stats_session), par_count, par_add, NULL, par_release
};

/* Count the sessions of the store spec (names[0..nr), or all) into sx,
 * two at a time where they can be. */
static int
stats_store(struct stats *sx, const char *spec, const struct store_config *cfg,
    char *const names[], size_t nr)
{
	struct stats_session ss;
	struct sweep scan;
	const struct session_info *info;
	struct item_cursor *items;
	int status;

	memset(&ss, 0, sizeof(ss));
	memset(&scan, 0, sizeof(scan));
	if ((status = sweep_open(spec, cfg, names, nr, SWEEP_VOTE |
	    SWEEP_LAZY | SWEEP_PAR | SWEEP_IDS | (cmd_threads() ?
	    SWEEP_THREADS : 0), &scan)) != ST_OK)
		goto out;
	if (scan.two[1] != NULL) {
		status = par_run(&stats_par, sx, scan.list, scan.two, ST_OK);
	} else {
		while ((status = sweep_next(&scan, &info, &items)) == ST_OK)
			if ((status = session_count(&ss, scan.vote, info,
			    items)) != ST_OK || (status = session_add_all(sx, info,
			    &ss)) != ST_OK)
				break;
		if (status == ST_END)
			status = ST_OK;
	}
out:
	status = sweep_close(&scan, status);
	session_release(&ss);
	return status;
}

static const struct cmd_opt stats_options[] = {
	{ "json", 'j', no_argument, NULL, "print JSON instead of text", 0 },
	{ "by", 'b', required_argument, "what",
	    "group by session (default), day, week, month, model, project "
	    "or tool", 0 },
	{ "since", 's', required_argument, "day",
	    "count the responses of this local day (YYYY-MM-DD) and after", 0 },
	{ "until", 'u', required_argument, "day",
	    "count the responses of this local day and before", 0 },
	{ "prices", 'p', required_argument, "file",
	    "read this price table over the installed one", 0 },
	{ "subagents", 'a', required_argument, "how",
	    "include (in the parent's row, default) or separate", 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* A --since or --until day: YYYY-MM-DD or YYYYMMDD, a real date. */
static int
parse_day(const char *opt, const char *arg, char out[11])
{
	char d[11];
	int64_t ms;

	if (strlen(arg) == 8 && strspn(arg, "0123456789") == 8) {
		memcpy(d, arg, 4);
		d[4] = '-';
		memcpy(d + 5, arg + 4, 2);
		d[7] = '-';
		memcpy(d + 8, arg + 6, 2);
		d[10] = '\0';
	} else if (strlen(arg) == 10) {
		memcpy(d, arg, 11);
	} else {
		d[0] = '\0';
	}
	if (d[0] == '\0' || isotime_parse(d, 10, ISOTIME_DATE | ISOTIME_DAY,
	    &ms) == -1)
		return cmd_usage_msg(&cmd_stats, "%s wants a day, YYYY-MM-DD "
		    "(or YYYYMMDD), not '%s'", opt, arg);
	memcpy(out, d, 11);
	return ST_OK;
}

/* One option ch of stats'; ST_OK, or ST_USAGE with a message. */
static int
stats_option(int ch, struct stats *sx, struct store_config *cfg,
    const char **prices, char *argv[])
{
	size_t i;

	switch (ch) {
	case CMD_OPT_BUSY_TIMEOUT:
		return cmd_busy_timeout(&cmd_stats, optarg, cfg);
	case 'b':
		for (i = 0; i < nitems(by_names); i++)
			if (strcmp(optarg, by_names[i]) == 0)
				break;
		if (i == nitems(by_names))
			return cmd_usage_msg(&cmd_stats, "--by wants session, "
			    "day, week, month, model, project or tool, not "
			    "'%s'", optarg);
		sx->by = (enum stats_by)i;
		return ST_OK;
	case 'j':
		sx->json = 1;
		return ST_OK;
	case 's':
		return parse_day("--since", optarg, sx->since);
	case 'u':
		return parse_day("--until", optarg, sx->until);
	case 'p':
		*prices = optarg;
		return ST_OK;
	case 'a':
		if (strcmp(optarg, "include") != 0 &&
		    strcmp(optarg, "separate") != 0)
			return cmd_usage_msg(&cmd_stats, "--subagents wants "
			    "include or separate, not '%s'", optarg);
		sx->separate = optarg[0] == 's';
		return ST_OK;
	default:
		return cmd_bad_option(&cmd_stats, ch, argv);
	}
}

/* Does arg name a store (not a session of the one before it): an existing
 * path, "-", a postgres URI or KIND:OPERAND of a kind there is? */
static int
is_store(const char *arg)
{
	const struct store_ops *const *kinds;
	struct stat sb;
	const char *colon = strchr(arg, ':');
	size_t nr;

	if (strcmp(arg, "-") == 0 || stat(arg, &sb) == 0 ||
	    strncmp(arg, "postgres://", 11) == 0 ||
	    strncmp(arg, "postgresql://", 13) == 0)
		return 1;
	if (colon == NULL)
		return 0;
	kinds = store_kinds(&nr);
	for (size_t i = 0; i < nr; i++)
		if (strlen(kinds[i]->name) == (size_t)(colon - arg) &&
		    strncmp(kinds[i]->name, arg, (size_t)(colon - arg)) == 0)
			return 1;
	return 0;
}

/* The price table: the installed one, then --prices over it. */
static int
read_prices(struct stats *sx, const char *file)
{
	int status;

	status = price_read_default(&sx->prices, sx->prices_path,
	    sizeof(sx->prices_path));
	if (status == ST_OK)
		sx->have_prices = 1;
	else if (status != ST_NOT_FOUND)
		return status;
	else if (file == NULL)
		warn_msg("no price table where it is installed (FILES in "
		    "transcript(1)): no cost is shown; give one with --prices");
	if (file != NULL) {
		if ((status = price_read(&sx->prices, file)) != ST_OK)
			return status == ST_NOT_FOUND ? fail(ST_NOT_FOUND,
			    "no price table '%s'", file) : status;
		sx->prices_file = file;
	}
	return ST_OK;
}

static int
run_stats(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct stats sx;
	const char *prices = NULL;
	int ch, status = ST_OK;

	memset(&sx, 0, sizeof(sx));
	counts_init(&sx.total);
	sx.first_row = 1;
	tzset();		/* days are local (TZ): localtime_r() */
	while ((ch = cmd_getopt(&cmd_stats, argc, argv)) != -1) {
		if (ch == 'h')
			return cmd_help_page(&cmd_stats);
		if ((status = stats_option(ch, &sx, &cfg, &prices, argv)) !=
		    ST_OK)
			return status;
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_stats);
	for (int i = optind + 1; i < argc; i++)
		if (!is_store(argv[i]) && (status = id_check(argv[i])) != ST_OK)
			return status;
	if ((status = read_prices(&sx, prices)) != ST_OK)
		goto out;
	/* each store, with the sessions named after it */
	for (int i = optind; i < argc && status == ST_OK; ) {
		int j = i + 1;

		while (j < argc && !is_store(argv[j]))
			j++;
		status = stats_store(&sx, argv[i], &cfg, argv + i + 1,
		    (size_t)(j - i - 1));
		i = j;
	}
	if (status == ST_OK && sx.by == BY_SESSION)
		status = row_print(&sx);
	if (status == ST_OK && sx.by == BY_SESSION)
		status = pend_print(&sx);
	if (status == ST_OK) {
		print_total(&sx);
		status = cmd_write(sx.out.p, sx.out.len);
	}
	if (status == ST_OK && sx.nunpriced > 0) {
		struct buf names = BUF_INIT;

		for (size_t i = 0; i < sx.nunpriced; i++)
			buf_addf(&names, "%s%s", i > 0 ? ", " : "",
			    sx.unpriced[i]);
		warn_msg("no price for %s: %s cost is left out of the "
		    "totals", names.p, sx.nunpriced == 1 ? "its" : "their");
		buf_release(&names);
	}
	if (status == ST_OK && sx.bad)
		status = ST_DATA;	/* the report, and exit 4 */
out:
	groups_release(&sx.all);
	groups_release(&sx.all_tools);
	groups_release(&sx.all_models);
	groups_release(&sx.row.tools);
	groups_release(&sx.row.models);
	buf_release(&sx.row.id);
	buf_release(&sx.row.project);
	buf_release(&sx.last_top);
	for (size_t i = 0; i < sx.npend; i++)
		pend_release(&sx.pend[i]);
	free(sx.pend);
	for (size_t i = 0; i < sx.nunpriced; i++)
		free(sx.unpriced[i]);
	usage_seen_release(&sx.seen);
	price_release(&sx.prices);
	buf_release(&sx.out);
	return status;
}

const struct cmd cmd_stats = {
	.name = "stats",
	.run = run_stats,
	.usage = "[--json] [--by=session|day|week|month|model|project|tool] "
	    "[--since=day] [--until=day] [--prices=file] "
	    "[--subagents=include|separate] [--busy-timeout=ms] "
	    "store [session...] [store [session...]] ...",
	.summary = "count tokens and their cost, turns, tool calls and "
	    "failures",
	.opts = stats_options,
};
