/*
 * cmd_stats.c - transcript stats: what sessions hold, counted from their
 * conversations (conv.h: their format's events, as blocks of messages),
 * per session or grouped by tool, model or day, with totals.
 *
 * The figures, each from the blocks alone:
 *	items		items in the session
 *	messages	messages begun (CONV_BEGIN), but not echoes (copies)
 *	user turns	user messages with content beside any tool results
 *			(a message of results alone is not a turn)
 *	tool calls	calls, by tool name
 *	failed		results (EV_RESULT) marked as an error (is_error 1)
 *	first, last	the earliest and latest time a block carries
 *	models		the models named by messages and usage
 *	tokens		the sums of the usage blocks' counts (input, output,
 *			cache read, cache write, reasoning); absent (null)
 *			where no block recorded any
 * --by=day puts each figure under the UTC day of the latest time seen in
 * the session so far ("-" before any).
 *
 * A whole store is counted two sessions at a time (par.h): a slot is a
 * session's figures (struct stats_session), added to the totals and
 * printed in session order.  Items are read deferred (SWEEP_LAZY) and
 * validated in the pass that finds their members (format_item_settle()).
 *
 * Streams: memory is one item plus the tables of names (tools, models,
 * days) and a session's call ids, never the items.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd.h"
#include "conv.h"
#include "diag.h"
#include "display.h"
#include "format.h"
#include "id.h"
#include "isotime.h"
#include "json.h"
#include "par.h"
#include "sessions.h"
#include "sweep.h"
#include "vote.h"
#include "xalloc.h"

enum stats_by { BY_SESSION, BY_TOOL, BY_MODEL, BY_DAY };

#define TOKENS		5	/* input, output, cache read/write, reasoning */
#define NO_TIME		INT64_MIN

static const char *const token_names[TOKENS] = {
	"input", "output", "cache_read", "cache_write", "reasoning"
};

struct counts {
	uint64_t	sessions, items, messages, turns, calls, failed;
	int64_t		first, last;		/* epoch ms, or NO_TIME */
	int		has_tokens[TOKENS];
	uint64_t	tokens[TOKENS];
};

/* Named counts: tools, models, days. */
struct group {
	char		*key;
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
	enum stats_by		 by;
	const struct format	*fmt;
	struct counts		 s;
	struct groups		 tools, models;
	struct groups		 days;		/* --by=day */
	struct call		*calls;
	size_t			 ncalls, acalls;
	int			 turn_open;	/* the last message is a user's
						   whose turn is not counted */
	struct buf		 model_buf, day, key;
	struct buf		 scratch;	/* where() */
	struct vote_reader	 voted;		/* the session's items */
	struct conv		 conv;		/* and its conversation */
};

/* Everything: the totals and the output. */
struct stats {
	enum stats_by		 by;
	int			 json;
	struct counts		 total;
	struct groups		 all;		/* --by: tools, models or days */
	struct groups		 all_tools, all_models;
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

/* The counts that --by=day files the current event under (the session's:
 * merged into the days of all sessions when it is done). */
static struct counts *
day_counts(struct stats_session *ss)
{
	buf_reset(&ss->day);
	if (ss->s.last == NO_TIME) {
		buf_addc(&ss->day, '-');
	} else {
		isotime_add(&ss->day, ss->s.last, ISOTIME_FULL);
		buf_setlen(&ss->day, 10);
	}
	return groups_get(&ss->days, ss->day.p, ss->day.len);
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

static void
add_tokens(struct counts *c, const struct ev_usage *u)
{
	const int64_t v[TOKENS] = { u->input, u->output, u->cache_read,
	    u->cache_write, u->reasoning };

	for (int i = 0; i < TOKENS; i++) {
		if (v[i] >= 0) {
			c->has_tokens[i] = 1;
			c->tokens[i] += (uint64_t)v[i];
		}
	}
}

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
	if (ss->by == BY_DAY)
		day_counts(ss)->messages++;
}

/* Content: the turn of the user message it is in, if not counted yet. */
static void
count_content(struct stats_session *ss, const struct conv_msg *m)
{
	if (!ss->turn_open || m == NULL || m->role != ROLE_USER)
		return;
	ss->turn_open = 0;
	ss->s.turns++;
	if (ss->by == BY_DAY)
		day_counts(ss)->turns++;
}

static void
count_call(struct stats_session *ss, const struct event *ev)
{
	size_t t;

	ss->s.calls++;
	if (ss->by == BY_DAY)
		day_counts(ss)->calls++;
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
	if (ss->by == BY_DAY)
		day_counts(ss)->failed++;
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

/* Usage, under its model, else its message's. */
static void
count_usage(struct stats_session *ss, const struct conv_block *b)
{
	struct json_span model = b->ev.model;

	add_tokens(&ss->s, &b->ev.usage);
	if (ss->by == BY_DAY)
		add_tokens(day_counts(ss), &b->ev.usage);
	if (model.n == 0 && b->msg != NULL)
		model = b->msg->model;
	if (str_key(&ss->model_buf, model))
		add_tokens(groups_get(&ss->models, ss->model_buf.p,
		    ss->model_buf.len), &b->ev.usage);
	else
		add_tokens(groups_get(&ss->models, "-", 1), &b->ev.usage);
}

static void
count_block(struct stats_session *ss, const struct conv_block *b)
{
	int64_t ms;

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
		count_usage(ss, b);
		break;
	default:
		if (b->ev.kind == EV_CONTENT)
			count_content(ss, b->msg);
		break;
	}
}

/* Add counts c into into (sessions too). */
static void
counts_add(struct counts *into, const struct counts *c)
{
	into->sessions += c->sessions;
	into->items += c->items;
	into->messages += c->messages;
	into->turns += c->turns;
	into->calls += c->calls;
	into->failed += c->failed;
	if (c->first != NO_TIME)
		add_time(into, c->first);
	if (c->last != NO_TIME)
		add_time(into, c->last);
	for (int i = 0; i < TOKENS; i++) {
		into->has_tokens[i] |= c->has_tokens[i];
		into->tokens[i] += c->tokens[i];
	}
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

static int
any_tokens(const struct counts *c)
{
	for (int i = 0; i < TOKENS; i++)
		if (c->has_tokens[i])
			return 1;
	return 0;
}

/* --- output --------------------------------------------------------- */

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

static void
json_tokens(struct buf *b, const struct counts *c)
{
	buf_adds(b, ",\"tokens\":");
	if (!any_tokens(c)) {
		buf_adds(b, "null");
		return;
	}
	for (int i = 0; i < TOKENS; i++) {
		buf_addf(b, "%s\"%s\":", i == 0 ? "{" : ",", token_names[i]);
		if (c->has_tokens[i])
			buf_addf(b, "%" PRIu64, c->tokens[i]);
		else
			buf_adds(b, "null");
	}
	buf_addc(b, '}');
}

/* The figures of c as JSON members (after the opening of an object). */
static void
json_counts(struct buf *b, const struct counts *c, enum stats_by by)
{
	if (by != BY_SESSION)
		buf_addf(b, ",\"sessions\":%" PRIu64, c->sessions);
	if (by == BY_TOOL) {
		buf_addf(b, ",\"tool_calls\":%" PRIu64 ",\"failed_results\":%"
		    PRIu64, c->calls, c->failed);
		return;
	}
	if (by == BY_MODEL) {
		buf_addf(b, ",\"messages\":%" PRIu64, c->messages);
		json_tokens(b, c);
		return;
	}
	if (by != BY_DAY)
		buf_addf(b, ",\"items\":%" PRIu64, c->items);
	buf_addf(b, ",\"messages\":%" PRIu64 ",\"user_turns\":%" PRIu64
	    ",\"tool_calls\":%" PRIu64 ",\"failed_results\":%" PRIu64,
	    c->messages, c->turns, c->calls, c->failed);
	if (by != BY_DAY) {
		json_time(b, "first", c->first);
		json_time(b, "last", c->last);
		buf_adds(b, ",\"duration_ms\":");
		if (c->first == NO_TIME)
			buf_adds(b, "null");
		else
			buf_addf(b, "%" PRId64, c->last - c->first);
	}
	json_tokens(b, c);
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

static void
text_duration(struct buf *b, int64_t ms)
{
	int64_t s = ms / 1000;

	if (s >= 86400)
		buf_addf(b, "%" PRId64 "d ", s / 86400);
	if (s >= 3600)
		buf_addf(b, "%" PRId64 "h ", s / 3600 % 24);
	if (s >= 60)
		buf_addf(b, "%" PRId64 "m ", s / 60 % 60);
	buf_addf(b, "%" PRId64 ".%03" PRId64 "s", s % 60, ms % 1000);
}

/* The figures of a session (or of the total) for people. */
static void
text_block(struct buf *b, const char *title, const char *fmt,
    const struct counts *c, struct groups *tools, struct groups *models)
{
	buf_adds(b, title);
	if (fmt != NULL)
		buf_addf(b, " (%s)", fmt);
	buf_addf(b, "\n  items %" PRIu64 ", messages %" PRIu64 ", user turns %"
	    PRIu64 ", tool calls %" PRIu64 ", failed results %" PRIu64 "\n",
	    c->items, c->messages, c->turns, c->calls, c->failed);
	if (tools->nr > 0) {
		groups_sort(tools);
		buf_adds(b, "  tools");
		for (size_t i = 0; i < tools->nr; i++) {
			buf_adds(b, i == 0 ? " " : ", ");
			display_add(b, tools->v[i].key, strlen(tools->v[i].key), 0);
			buf_addf(b, " %" PRIu64, tools->v[i].c.calls);
			if (tools->v[i].c.failed > 0)
				buf_addf(b, " (%" PRIu64 " failed)",
				    tools->v[i].c.failed);
		}
		buf_addc(b, '\n');
	}
	if (c->first != NO_TIME) {
		buf_adds(b, "  time ");
		isotime_add(b, c->first, ISOTIME_FULL);
		buf_adds(b, " .. ");
		isotime_add(b, c->last, ISOTIME_FULL);
		buf_adds(b, " (");
		text_duration(b, c->last - c->first);
		buf_adds(b, ")\n");
	}
	if (models->nr > 0) {
		groups_sort(models);
		buf_adds(b, "  models");
		for (size_t i = 0; i < models->nr; i++) {
			buf_adds(b, i == 0 ? " " : ", ");
			display_add(b, models->v[i].key,
			    strlen(models->v[i].key), 0);
		}
		buf_addc(b, '\n');
	}
	if (any_tokens(c)) {
		buf_adds(b, "  tokens");
		for (int i = 0; i < TOKENS; i++)
			if (c->has_tokens[i])
				buf_addf(b, "%s%s %" PRIu64, i == 0 ? " " : ", ",
				    token_names[i], c->tokens[i]);
		buf_addc(b, '\n');
	}
}

static void
text_cell_tokens(struct buf *b, const struct counts *c)
{
	for (int i = 0; i < TOKENS; i++) {
		if (c->has_tokens[i])
			buf_addf(b, "\t%" PRIu64, c->tokens[i]);
		else
			buf_adds(b, "\t-");
	}
}

/* A row of --by=tool, model or day for people, tab-separated. */
static void
text_row(struct buf *b, enum stats_by by, const char *key,
    const struct counts *c)
{
	display_add(b, key, strlen(key), 0);
	buf_addf(b, "\t%" PRIu64, c->sessions);
	if (by == BY_TOOL)
		buf_addf(b, "\t%" PRIu64 "\t%" PRIu64, c->calls, c->failed);
	else if (by == BY_MODEL)
		buf_addf(b, "\t%" PRIu64, c->messages);
	else
		buf_addf(b, "\t%" PRIu64 "\t%" PRIu64 "\t%" PRIu64 "\t%" PRIu64,
		    c->messages, c->turns, c->calls, c->failed);
	if (by != BY_TOOL)
		text_cell_tokens(b, c);
	buf_addc(b, '\n');
}

static const char *const by_names[] = { "session", "tool", "model", "day" };

static int
print_session(struct stats *sx, const struct session_info *info,
    struct stats_session *ss)
{
	const struct format *fmt = ss->fmt;
	struct buf *b = &sx->out;

	if (sx->json) {
		buf_adds(b, sx->first_row ? "{\"sessions\":[\n" : ",\n");
		buf_adds(b, "{\"session\":");
		json_str_encode(b, info->id, strlen(info->id));
		buf_adds(b, ",\"format\":");
		if (fmt != NULL)
			json_str_encode(b, fmt->name, strlen(fmt->name));
		else
			buf_adds(b, "null");
		json_counts(b, &ss->s, BY_SESSION);
		json_names(b, "tools", &ss->tools, 1);
		json_names(b, "models", &ss->models, 0);
		buf_addc(b, '}');
	} else {
		struct buf title = BUF_INIT;

		if (!sx->first_row)
			buf_addc(b, '\n');
		buf_adds(&title, "session ");
		display_add(&title, info->id, strlen(info->id), DISPLAY_ID);
		text_block(b, title.p, fmt != NULL ? fmt->title : "unknown format",
		    &ss->s, &ss->tools, &ss->models);
		buf_release(&title);
	}
	sx->first_row = 0;
	if (b->len >= 65536) {
		int status = cmd_write(b->p, b->len);

		buf_reset(b);
		return status;
	}
	return ST_OK;
}

static void
print_total(struct stats *sx)
{
	struct buf *b = &sx->out;
	struct groups *g = &sx->all;

	if (sx->by == BY_SESSION) {
		if (sx->json) {
			buf_adds(b, sx->first_row ? "{\"sessions\":[],\n" :
			    "\n],\n");
			buf_addf(b, "\"total\":{\"sessions\":%" PRIu64,
			    sx->total.sessions);
			json_counts(b, &sx->total, BY_SESSION);
			json_names(b, "tools", &sx->all_tools, 1);
			json_names(b, "models", &sx->all_models, 0);
			buf_adds(b, "}}\n");
		} else {
			struct buf title = BUF_INIT;

			if (!sx->first_row)
				buf_addc(b, '\n');
			buf_addf(&title, "total: %" PRIu64 " session%s",
			    sx->total.sessions, sx->total.sessions == 1 ?
			    "" : "s");
			text_block(b, title.p, NULL, &sx->total,
			    &sx->all_tools, &sx->all_models);
			buf_release(&title);
		}
		return;
	}
	groups_sort(g);
	if (sx->json) {
		buf_addf(b, "{\"by\":\"%s\",\"rows\":[", by_names[sx->by]);
		for (size_t i = 0; i < g->nr; i++) {
			buf_adds(b, i == 0 ? "\n{\"" : ",\n{\"");
			buf_adds(b, by_names[sx->by]);
			buf_adds(b, "\":");
			json_str_encode(b, g->v[i].key, strlen(g->v[i].key));
			json_counts(b, &g->v[i].c, sx->by);
			buf_addc(b, '}');
		}
		buf_addf(b, "\n],\n\"total\":{\"%s\":null", by_names[sx->by]);
		json_counts(b, &sx->total, sx->by == BY_TOOL ? BY_TOOL : BY_DAY);
		buf_adds(b, "}}\n");
		return;
	}
	buf_addf(b, "%s\tsessions", sx->by == BY_TOOL ? "TOOL" :
	    sx->by == BY_MODEL ? "MODEL" : "DAY");
	if (sx->by == BY_TOOL)
		buf_adds(b, "\tcalls\tfailed");
	else if (sx->by == BY_MODEL)
		buf_adds(b, "\tmessages");
	else
		buf_adds(b, "\tmessages\tturns\tcalls\tfailed");
	if (sx->by != BY_TOOL)
		for (int i = 0; i < TOKENS; i++)
			buf_addf(b, "\t%s", token_names[i]);
	buf_addc(b, '\n');
	for (size_t i = 0; i < g->nr; i++)
		text_row(b, sx->by, g->v[i].key, &g->v[i].c);
	text_row(b, sx->by, "total", &sx->total);
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
	groups_release(&ss->days);
	ss->ncalls = 0;
	ss->turn_open = 0;
	ss->fmt = NULL;
	if ((status = vote_reader_open(&ss->voted, items, &ss->fmt)) != ST_OK)
		return status;
	conv_init(&ss->conv, ss->fmt, 1);
	while ((status = vote_reader_next(&ss->voted, &it, &fi)) == ST_OK) {
		if (it.flaw == ITEM_TORN) {	/* skipped, as by others */
			sweep_item_torn(st, info->id, &it, &ss->scratch);
			continue;
		}
		if (it.flaw != ITEM_OK) {
			status = sweep_item_bad(st, info->id, &it, &ss->scratch);
			break;
		}
		ss->s.items++;
		if ((status = conv_feed(&ss->conv, &it, &fi, NULL)) != ST_OK)
			break;
		for (size_t i = 0; i < ss->conv.item.nr; i++)
			count_block(ss, &ss->conv.item.v[i]);
	}
	conv_release(&ss->conv);
	/* not kept in the slot: PAR_AHEAD sessions' first items */
	vote_reader_release(&ss->voted);
	return status == ST_END ? ST_OK : status;
}

/* Add a counted session to the totals; print it with --by=session. */
static int
session_add(struct stats *sx, const struct session_info *info,
    struct stats_session *ss)
{
	counts_add(&sx->total, &ss->s);
	merge_groups(&sx->all_tools, &ss->tools, 1);
	merge_groups(&sx->all_models, &ss->models, 1);
	if (sx->by == BY_TOOL)
		merge_groups(&sx->all, &ss->tools, 1);
	else if (sx->by == BY_MODEL)
		merge_groups(&sx->all, &ss->models, 1);
	else if (sx->by == BY_DAY)
		merge_groups(&sx->all, &ss->days, 1);
	if (sx->by == BY_SESSION)
		return print_session(sx, info, ss);
	return ST_OK;
}

static void
session_release(struct stats_session *ss)
{
	groups_release(&ss->tools);
	groups_release(&ss->models);
	groups_release(&ss->days);
	free(ss->calls);
	ss->calls = NULL;
	ss->ncalls = ss->acalls = 0;
	buf_release(&ss->model_buf);
	buf_release(&ss->day);
	buf_release(&ss->key);
	buf_release(&ss->scratch);
	vote_reader_release(&ss->voted);
}

/* Two sessions at a time (par.h): a slot is a struct stats_session. */
static int
par_count(void *arg, int self, struct store *st,
    const struct session_info *info, void *slot)
{
	struct stats_session *ss = slot;
	struct item_cursor *items;
	int status;

	(void)self;
	ss->by = ((struct stats *)arg)->by;
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
	return status == ST_OK ? session_add(arg, info, slot) : status;
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

static const struct cmd_opt stats_options[] = {
	{ "json", 'j', no_argument, NULL, "print JSON instead of text", 0 },
	{ "by", 'b', required_argument, "what",
	    "group by session (default), tool, model or day", 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* One option ch of stats'; ST_OK, or ST_USAGE with a message. */
static int
stats_option(int ch, struct stats *sx, struct store_config *cfg, char *argv[])
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
			return cmd_usage_msg(&cmd_stats, "--by wants "
			    "session, tool, model or day, not '%s'", optarg);
		sx->by = (enum stats_by)i;
		return ST_OK;
	case 'j':
		sx->json = 1;
		return ST_OK;
	default:
		return cmd_bad_option(&cmd_stats, ch, argv);
	}
}

/* Count the sessions of the store spec (names[0..nr), or all) into sx,
 * two at a time where they can be, and print the totals. */
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
		status = par_run(&stats_par, sx, &scan.list, scan.two, ST_OK);
	} else {
		ss.by = sx->by;
		while ((status = sweep_next(&scan, &info, &items)) == ST_OK)
			if ((status = session_count(&ss, scan.vote, info,
			    items)) != ST_OK || (status = session_add(sx, info,
			    &ss)) != ST_OK)
				break;
		if (status == ST_END)
			status = ST_OK;
	}
	if (status == ST_OK) {
		print_total(sx);
		status = cmd_write(sx->out.p, sx->out.len);
	}
out:
	status = sweep_close(&scan, status);
	session_release(&ss);
	return status;
}

static int
run_stats(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct stats sx;
	int ch, status;

	memset(&sx, 0, sizeof(sx));
	counts_init(&sx.total);
	sx.first_row = 1;
	while ((ch = cmd_getopt(&cmd_stats, argc, argv)) != -1) {
		if (ch == 'h')
			return cmd_help_page(&cmd_stats);
		if ((status = stats_option(ch, &sx, &cfg, argv)) != ST_OK)
			return status;
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_stats);
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	status = stats_store(&sx, argv[optind], &cfg, argv + optind + 1,
	    (size_t)(argc - optind - 1));
	groups_release(&sx.all);
	groups_release(&sx.all_tools);
	groups_release(&sx.all_models);
	buf_release(&sx.out);
	return status;
}

const struct cmd cmd_stats = {
	.name = "stats",
	.run = run_stats,
	.usage = "[--json] [--by=session|tool|model|day] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "count items, turns, tool calls, failures, time and tokens",
	.opts = stats_options,
};
