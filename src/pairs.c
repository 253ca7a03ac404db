/*
 * pairs.c - the tool-call pair checker; see pairs.h.
 *
 * Calls are kept, while open, in a chained hash table keyed by their id;
 * an answered call leaves only a 64-bit hash of its id behind, so that a
 * second call or result with that id is recognised.  Results whose call is
 * unknown wait in a list until the end, in case their call comes later.
 * Placement follows the format's policy (format.h), from three counters:
 * the message being read, the user turns begun, and the compaction
 * boundaries passed.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "pairs.h"
#include "xalloc.h"

static const char *const code_names[F_NCODES] = {
	[F_DUPLICATE_CALL] = "duplicate-call",
	[F_ORPHAN_RESULT] = "orphan-result",
	[F_RESULT_BEFORE_CALL] = "result-before-call",
	[F_DUPLICATE_RESULT] = "duplicate-result",
	[F_DANGLING_CALL] = "dangling-call",
	[F_PENDING_CALL] = "pending-call",
	[F_UNANSWERED_CALL] = "unanswered-call",
	[F_MISPLACED_RESULT] = "misplaced-result",
	[F_INTERLEAVED] = "interleaved-message",
	[F_CROSS_BOUNDARY] = "cross-boundary",
	[F_NAMESPACE_MISMATCH] = "namespace-mismatch",
	[F_COUNT_MISMATCH] = "count-mismatch",
	[F_MISSING_ID] = "missing-id",
	[F_INVALID_JSON] = "invalid-json",
	[F_NOT_OBJECT] = "not-an-object",
	[F_SEQ_GAP] = "seq-gap",
	[F_SEQ_DUPLICATE] = "seq-duplicate",
	[F_TORN_LINE] = "torn-line",
	[F_MIXED_FORMAT] = "mixed-format",
	[F_UNKNOWN_FORMAT] = "unknown-format",
	[F_UNSAFE_FILE] = "unsafe-file",
};

const char *
finding_code_name(enum finding_code c)
{
	return c < F_NCODES ? code_names[c] : "?";
}

int
finding_code_from_name(const char *name)
{
	for (int c = 0; c < F_NCODES; c++)
		if (strcmp(code_names[c], name) == 0)
			return c;
	return -1;
}

void
finding_list_release(struct finding_list *l)
{
	for (size_t i = 0; i < l->nr; i++) {
		free(l->v[i].call_id);
		free(l->v[i].tool);
		free(l->v[i].message);
	}
	free(l->v);
	l->v = NULL;
	l->nr = l->alloc = 0;
}

/* An open call. */
struct call {
	struct call	*next;		/* hash chain */
	uint64_t	 hash;
	char		*id;		/* decoded; owned */
	char		*tool;		/* decoded; owned, may be NULL */
	const char	*ns;		/* static */
	uint64_t	 seq;
	unsigned long	 line;
	uint64_t	 msg;		/* the message that holds it */
	uint64_t	 turn;		/* user turns begun before it */
	uint64_t	 epoch;		/* boundaries passed before it */
	uint64_t	 item;		/* items begun before it (its item) */
	int		 interrupted;	/* its window closed ... */
	uint64_t	 interrupt_seq;	/* ... at this item */
	unsigned long	 interrupt_line;
};

/* How often a tool name was called and answered in the current message:
 * calls without ids pair by name and position. */
struct name_count {
	uint64_t	hash;
	unsigned	calls, results;
};

/* A result whose call was not (yet) seen. */
struct orphan {
	char		*id, *tool;
	int		 final;		/* a result, not an update */
	const char	*ns;
	uint64_t	 seq;
	unsigned long	 line;
};

struct pairs {
	const struct format	*fmt;
	unsigned		 flags;
	struct event_sink	 sink;
	struct finding_list	 found;

	/* the current item */
	uint64_t		 seq;
	unsigned long		 line;
	uint64_t		 items;

	/* counters */
	uint64_t		 msg;		/* messages begun (1-based current) */
	enum ev_role		 role;		/* of the current message */
	int			 content_seen;	/* EV_CONTENT in this message */
	uint64_t		 turn, epoch;
	uint64_t		 boundary_seq;

	/* the window: the message whose calls are being answered */
	uint64_t		 win_msg;	/* 0: none */
	unsigned		 win_calls, win_results;
	uint64_t		 win_result_seq;
	unsigned long		 win_result_line;
	int			 in_run;	/* P_ADJACENT_RUN: tool run goes on */

	/* positional keys (no ids): occurrence counters per message */
	uint64_t		 pos_msg;
	unsigned		 pos_calls, pos_results;

	/* open calls */
	struct call		**buckets;
	size_t			 nbuckets, nopen;

	/* ids of answered calls */
	uint64_t		*done;
	size_t			 ndone, done_cap;

	struct orphan		*orphans;
	size_t			 norphans, orphans_alloc;

	/* tool names seen in the current message, for positional keys */
	struct name_count	*names;
	size_t			 nnames, names_alloc;

	struct buf		 scratch;
};

/* --- Findings ------------------------------------------------------- */

static const char no_id[] = "(no id)";

/* An id for messages: positional keys (formats without ids) have none. */
static const char *
shown(const char *id)
{
	return id[0] == '\001' ? no_id : id;
}

static void
add_finding(struct pairs *p, enum finding_code code, enum severity sev,
    uint64_t seq, unsigned long line, const char *id, const char *tool,
    const char *fmt, ...) __attribute__((format(printf, 8, 9)));

static void
add_finding(struct pairs *p, enum finding_code code, enum severity sev,
    uint64_t seq, unsigned long line, const char *id, const char *tool,
    const char *fmt, ...)
{
	const struct format_client_rule *rule;
	struct finding *f;
	struct buf msg = BUF_INIT;
	va_list ap;
	int n;

	buf_grow(&msg, 256);
	va_start(ap, fmt);
	n = vsnprintf(msg.p, msg.alloc, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n >= msg.alloc) {
		buf_grow(&msg, (size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(msg.p, msg.alloc, fmt, ap);
		va_end(ap);
	}
	if ((rule = format_client_rule(p->fmt->client,
	    code_names[code])) != NULL) {
		msg.len = strlen(msg.p);
		buf_addf(&msg, "; %s %s", p->fmt->client->name, rule->does);
		sev = rule->recovers && (p->flags & PAIRS_STRICT) == 0 ?
		    SEV_WARNING : SEV_ERROR;
	}
	xgrow(&p->found.v, &p->found.alloc, p->found.nr + 1, sizeof(*p->found.v));
	f = &p->found.v[p->found.nr++];
	f->code = code;
	f->severity = sev;
	f->seq = seq;
	f->line = line;
	f->call_id = id != NULL && id != no_id ? xstrdup(id) : NULL;
	f->tool = tool != NULL ? xstrdup(tool) : NULL;
	f->message = buf_detach(&msg);
	f->last_turn = 0;
}

/* "; TITLE would answer: ERR" for a provider's error string, or "" for
 * none, or where the format's client has a rule for the defect code (the
 * finding then says what the client does: add_finding()). */
static const char *
says(struct pairs *p, enum finding_code code, const char *err)
{
	buf_reset(&p->scratch);
	if (err != NULL && format_client_rule(p->fmt->client,
	    code_names[code]) == NULL)
		buf_addf(&p->scratch, "; %s would answer: %s", p->fmt->title, err);
	return p->scratch.p != NULL ? p->scratch.p : "";
}

/* --- Keys and tables ------------------------------------------------ */

static uint64_t
hash_str(const char *s)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * UINT64_C(0x100000001b3);
	return h ^ (h >> 29);
}

static struct call **
call_slot(struct pairs *p, const char *id, uint64_t h)
{
	struct call **cp = &p->buckets[h & (p->nbuckets - 1)];

	while (*cp != NULL && ((*cp)->hash != h || strcmp((*cp)->id, id) != 0))
		cp = &(*cp)->next;
	return cp;
}

static void
calls_grow(struct pairs *p)
{
	size_t n = p->nbuckets ? p->nbuckets * 2 : 64;
	struct call **b = xcalloc(n, sizeof(*b));

	for (size_t i = 0; i < p->nbuckets; i++) {
		struct call *c = p->buckets[i], *next;

		for (; c != NULL; c = next) {
			next = c->next;
			c->next = b[c->hash & (n - 1)];
			b[c->hash & (n - 1)] = c;
		}
	}
	free(p->buckets);
	p->buckets = b;
	p->nbuckets = n;
}

static void
call_free(struct call *c)
{
	free(c->id);
	free(c->tool);
	free(c);
}

static int
done_has(const struct pairs *p, uint64_t h)
{
	if (p->done_cap == 0)
		return 0;
	for (size_t i = h & (p->done_cap - 1); p->done[i] != 0;
	    i = (i + 1) & (p->done_cap - 1))
		if (p->done[i] == h)
			return 1;
	return 0;
}

static void
done_add(struct pairs *p, uint64_t h)
{
	size_t i;

	h |= 1;		/* 0 marks an empty slot */
	if (done_has(p, h))
		return;
	if ((p->ndone + 1) * 2 > p->done_cap) {
		size_t n = p->done_cap ? p->done_cap * 2 : 256;
		uint64_t *d = xcalloc(n, sizeof(*d));

		for (size_t k = 0; k < p->done_cap; k++)
			if (p->done[k] != 0) {
				for (i = p->done[k] & (n - 1); d[i] != 0; i = (i + 1) & (n - 1))
					;
				d[i] = p->done[k];
			}
		free(p->done);
		p->done = d;
		p->done_cap = n;
	}
	for (i = h & (p->done_cap - 1); p->done[i] != 0; i = (i + 1) & (p->done_cap - 1))
		;
	p->done[i] = h;
	p->ndone++;
}

/* --- Lifecycle ------------------------------------------------------ */

static int	pairs_event(void *, const struct event *);

struct pairs *
pairs_new(const struct format *fmt, unsigned flags)
{
	struct pairs *p = xcalloc(1, sizeof(*p));

	p->fmt = fmt;
	p->flags = flags;
	p->sink.emit = pairs_event;
	p->sink.arg = p;
	calls_grow(p);
	return p;
}

static void
orphans_clear(struct pairs *p)
{
	for (size_t i = 0; i < p->norphans; i++) {
		free(p->orphans[i].id);
		free(p->orphans[i].tool);
	}
	p->norphans = 0;
}

void
pairs_free(struct pairs *p)
{
	if (p == NULL)
		return;
	for (size_t i = 0; i < p->nbuckets; i++) {
		struct call *c = p->buckets[i], *next;

		for (; c != NULL; c = next) {
			next = c->next;
			call_free(c);
		}
	}
	free(p->buckets);
	free(p->done);
	orphans_clear(p);
	free(p->orphans);
	free(p->names);
	finding_list_release(&p->found);
	buf_release(&p->scratch);
	free(p);
}

struct event_sink *
pairs_sink(struct pairs *p)
{
	return &p->sink;
}

void
pairs_flaw(struct pairs *p, enum finding_code code, enum severity sev,
    const char *message)
{
	add_finding(p, code, sev, p->seq, p->line, NULL, NULL, "%s", message);
}

/* --- Events --------------------------------------------------------- */

/* The key of a call or result: its decoded id, or for formats without
 * ids "\001M#NAME#K", the K-th occurrence of NAME in message M.  NULL
 * (after a missing-id finding) when the event cannot be paired. */
static char *
event_key(struct pairs *p, const struct event *ev, int is_call, char **tool)
{
	struct buf b = BUF_INIT, name = BUF_INIT;
	struct name_count *nc = NULL;
	uint64_t h;

	*tool = NULL;
	if (ev->name.n >= 2 && ev->name.p[0] == '"') {
		json_str_decode(ev->name, &name);
		*tool = buf_detach(&name);
	}
	if (ev->id.n > 2 || (ev->id.n > 0 && ev->id.p[0] != '"')) {
		if (ev->id.p[0] == '"')
			json_str_decode(ev->id, &b);
		else
			buf_add(&b, ev->id.p, ev->id.n);	/* a number id */
		return buf_detach(&b);
	}
	if (ev->id.n == 2 || (p->fmt->flags & FMT_ID_REQUIRED) != 0) {
		add_finding(p, F_MISSING_ID, SEV_ERROR, p->seq, p->line, NULL, *tool,
		    "%s %swithout an id%s", is_call ? "a tool call" : "a tool result",
		    ev->id.n == 2 ? "with an empty id, i.e. " : "",
		    is_call ? "" : ": it cannot be matched to its call");
		return NULL;
	}
	h = hash_str(*tool != NULL ? *tool : "");
	for (size_t i = 0; i < p->nnames; i++)
		if (p->names[i].hash == h)
			nc = &p->names[i];
	if (nc == NULL) {
		xgrow(&p->names, &p->names_alloc, p->nnames + 1, sizeof(*p->names));
		nc = &p->names[p->nnames++];
		memset(nc, 0, sizeof(*nc));
		nc->hash = h;
	}
	/* A result pairs with the latest message that made calls. */
	buf_addf(&b, "\001%" PRIu64 "#%s#%u", is_call ? p->msg : p->win_msg,
	    *tool != NULL ? *tool : "", is_call ? nc->calls++ : nc->results++);
	return buf_detach(&b);
}

/* Mark the open calls that match as interrupted at the current item. */
static void
interrupt_calls(struct pairs *p, uint64_t before_msg, uint64_t before_item)
{
	for (size_t i = 0; i < p->nbuckets; i++)
		for (struct call *c = p->buckets[i]; c != NULL; c = c->next)
			if (!c->interrupted && (c->msg < before_msg ||
			    c->item < before_item)) {
				c->interrupted = 1;
				c->interrupt_seq = p->seq;
				c->interrupt_line = p->line;
			}
}

/* Remove call c (answered): its id stays known. */
static void
call_answer(struct pairs *p, struct call **slot)
{
	struct call *c = *slot;

	*slot = c->next;
	done_add(p, c->hash);
	p->nopen--;
	call_free(c);
}

/* Gemini: the turn after a call turn has ended; compare the counts. */
static void
window_close(struct pairs *p)
{
	if (p->fmt->placement == P_NEXT_TURN_COUNT && p->win_msg != 0 &&
	    p->win_results > 0 && p->win_results != p->win_calls) {
		add_finding(p, F_COUNT_MISMATCH, SEV_ERROR, p->win_result_seq,
		    p->win_result_line,
		    NULL, NULL, "the turn after a turn of %u function call%s "
		    "answers %u%s", p->win_calls, p->win_calls == 1 ? "" : "s",
		    p->win_results, says(p, F_COUNT_MISMATCH, p->fmt->errors.dangling));
		/* Its unanswered calls are this finding: do not repeat them. */
		for (size_t i = 0; i < p->nbuckets; i++) {
			struct call **cp = &p->buckets[i];

			while (*cp != NULL)
				if ((*cp)->msg == p->win_msg)
					call_answer(p, cp);
				else
					cp = &(*cp)->next;
		}
	}
	p->win_msg = 0;
}

static void
on_message(struct pairs *p, const struct event *ev)
{
	p->msg++;
	p->role = ev->role;
	p->content_seen = 0;
	p->nnames = 0;
	if (ev->role == ROLE_USER)
		p->turn++;
	switch (p->fmt->placement) {
	case P_ADJACENT_RUN:
		if (ev->role != ROLE_TOOL) {
			p->in_run = 0;
			interrupt_calls(p, p->msg, UINT64_MAX);
		}
		break;
	case P_NEXT_MESSAGE_FIRST:
	case P_NEXT_TURN_COUNT:
		if (p->win_msg != 0 && p->msg > p->win_msg + 1)
			window_close(p);
		interrupt_calls(p, p->msg - 1, UINT64_MAX);
		break;
	case P_AFTER:
		if (ev->role == ROLE_USER)
			interrupt_calls(p, p->msg, UINT64_MAX);
		break;
	case P_SAME_GROUP:
	case P_UPDATE_AFTER_CREATE:
		break;
	}
}

static void
on_call(struct pairs *p, const struct event *ev)
{
	struct call **slot, *c;
	char *tool, *id = event_key(p, ev, 1, &tool);
	uint64_t h;

	if (id == NULL)
		goto out;
	h = hash_str(id);
	slot = call_slot(p, id, h);
	if (*slot != NULL || done_has(p, h | 1)) {
		add_finding(p, F_DUPLICATE_CALL, SEV_ERROR, p->seq, p->line,
		    shown(id), tool, "call id %s is used by another call%s",
		    shown(id), *slot != NULL ? " that is still open" : "");
		goto out;
	}
	for (size_t i = 0; i < p->norphans; i++) {
		struct orphan *o = &p->orphans[i];

		if (strcmp(o->id, id) != 0)
			continue;
		int final = o->final;

		add_finding(p, F_RESULT_BEFORE_CALL, SEV_ERROR, o->seq, o->line,
		    shown(id), tool, "the %s for call %s comes before its call "
		    "(seq %" PRIu64 ")%s", final ? "result" : "update", shown(id),
		    p->seq, says(p, F_RESULT_BEFORE_CALL, p->fmt->errors.orphan));
		free(o->id);
		free(o->tool);
		*o = p->orphans[--p->norphans];
		if (final) {
			done_add(p, h);
			goto out;
		}
		break;		/* an early update: the call is still open */
	}
	c = xcalloc(1, sizeof(*c));
	c->hash = h;
	c->id = id;
	c->tool = tool;
	c->ns = ev->ns != NULL ? ev->ns : "";
	c->seq = p->seq;
	c->line = p->line;
	c->msg = p->msg;
	c->turn = p->turn;
	c->epoch = p->epoch;
	c->item = p->items;
	id = tool = NULL;
	if (p->nopen + 1 > p->nbuckets)
		calls_grow(p);
	slot = call_slot(p, c->id, h);
	*slot = c;
	p->nopen++;
	if (p->win_msg != p->msg) {
		if (p->win_msg != 0 && p->fmt->placement == P_NEXT_TURN_COUNT)
			window_close(p);
		p->win_msg = p->msg;
		p->win_calls = p->win_results = 0;
	}
	p->win_calls++;
	p->in_run = 1;
out:
	free(id);
	free(tool);
}

/* Is the result for c where the format wants it?  NULL if so, else why
 * not, with *code set. */
static const char *
misplaced(struct pairs *p, const struct call *c, const struct event *ev,
    enum finding_code *code)
{
	*code = F_MISPLACED_RESULT;
	switch (p->fmt->placement) {
	case P_ADJACENT_RUN:
		if (c->interrupted) {
			*code = F_INTERLEAVED;
			return "a message comes between the call and its result";
		}
		if (p->role != ROLE_TOOL || !p->in_run || p->msg <= c->msg ||
		    c->msg != p->win_msg)
			return "the result is not in the run of tool messages "
			    "right after its call";
		return NULL;
	case P_NEXT_MESSAGE_FIRST:
		if (p->msg == c->msg)
			return "the result is in the same message as its call";
		if (p->msg > c->msg + 1)
			return "the result is not in the message right after "
			    "its call";
		if (p->content_seen)
			return "the result comes after other content: results "
			    "must come first in their message";
		return NULL;
	case P_NEXT_TURN_COUNT:
		if (p->msg != c->msg + 1)
			return "the response is not in the turn right after its "
			    "call";
		return NULL;
	case P_AFTER:
		return NULL;
	case P_SAME_GROUP:
		if (c->item != p->items)
			return "the result is not in the same agent result as "
			    "its call";
		return NULL;
	case P_UPDATE_AFTER_CREATE:
		if (c->interrupted && ev->kind == EV_RESULT)
			return "the call's final status comes after its turn "
			    "ended";
		return NULL;
	}
	return NULL;
}

static void
on_result(struct pairs *p, const struct event *ev)
{
	struct call **slot, *c;
	enum finding_code code;
	const char *why;
	char *tool, *id = event_key(p, ev, 0, &tool);
	uint64_t h;

	if (id == NULL)
		goto out;
	h = hash_str(id);
	slot = call_slot(p, id, h);
	if ((c = *slot) == NULL) {
		if (done_has(p, h | 1)) {
			if (ev->kind == EV_UPDATE)
				add_finding(p, F_MISPLACED_RESULT, SEV_ERROR, p->seq,
				    p->line, shown(id), tool, "an update of call %s "
				    "after its final status", shown(id));
			else
				add_finding(p, F_DUPLICATE_RESULT, SEV_ERROR, p->seq,
				    p->line, shown(id), tool, "a second result for "
				    "call %s", shown(id));
			goto out;
		}
		xgrow(&p->orphans, &p->orphans_alloc, p->norphans + 1,
		    sizeof(*p->orphans));
		p->orphans[p->norphans].id = id;
		p->orphans[p->norphans].tool = tool;
		p->orphans[p->norphans].ns = ev->ns;
		p->orphans[p->norphans].final = ev->kind == EV_RESULT;
		p->orphans[p->norphans].seq = p->seq;
		p->orphans[p->norphans].line = p->line;
		p->norphans++;
		return;
	}
	if (p->msg == c->msg + 1 && p->win_msg == c->msg) {
		p->win_results++;
		p->win_result_seq = p->seq;
		p->win_result_line = p->line;
	}
	if (ev->ns != NULL && strcmp(c->ns, ev->ns) != 0) {
		add_finding(p, F_NAMESPACE_MISMATCH, SEV_ERROR, p->seq, p->line,
		    shown(id), c->tool, "a %s result answers call %s, which is a %s call "
		    "(seq %" PRIu64 ")", ev->ns, shown(id), c->ns, c->seq);
	} else if (c->epoch < p->epoch) {
		add_finding(p, F_CROSS_BOUNDARY, SEV_ERROR, p->seq, p->line,
		    shown(id), c->tool, "the result for call %s (seq %" PRIu64 ") comes after "
		    "a compaction boundary (seq %" PRIu64 ") that dropped its call",
		    shown(id), c->seq, p->boundary_seq);
	} else if ((why = misplaced(p, c, ev, &code)) != NULL) {
		if (code == F_INTERLEAVED)
			add_finding(p, code, SEV_ERROR, c->interrupt_seq,
			    c->interrupt_line, shown(id),
			    c->tool, "the message at seq %" PRIu64 " comes between "
			    "call %s (seq %" PRIu64 ") and its result (seq %" PRIu64
			    ")%s", c->interrupt_seq, shown(id), c->seq, p->seq,
			    says(p, F_INTERLEAVED, p->fmt->errors.dangling));
		else
			add_finding(p, code, SEV_ERROR, p->seq, p->line,
			    shown(id), c->tool, "%s (call %s at seq %" PRIu64 ")%s",
			    why, shown(id), c->seq, says(p, code, p->fmt->errors.misplaced));
	}
	if (ev->kind == EV_RESULT)
		call_answer(p, slot);
out:
	free(id);
	free(tool);
}

static int
pairs_event(void *arg, const struct event *ev)
{
	struct pairs *p = arg;

	switch (ev->kind) {
	case EV_MESSAGE:
		on_message(p, ev);
		break;
	case EV_CONTENT:
		p->content_seen = 1;
		break;
	case EV_CALL:
		on_call(p, ev);
		break;
	case EV_RESULT:
	case EV_UPDATE:
		on_result(p, ev);
		break;
	case EV_BOUNDARY:
		window_close(p);
		p->epoch++;
		p->boundary_seq = p->seq;
		p->in_run = 0;
		break;
	case EV_TURN_END:
		interrupt_calls(p, UINT64_MAX, UINT64_MAX);
		break;
	case EV_REASONING:
	case EV_IGNORE:
	case EV_NOTE:
	case EV_USAGE:
		break;
	}
	return ST_OK;
}

void
pairs_item(struct pairs *p, uint64_t seq, unsigned long line)
{
	p->seq = seq;
	p->line = line;
	p->items++;
	if (p->fmt->placement == P_SAME_GROUP)
		interrupt_calls(p, 0, p->items);
}

static int
finding_cmp(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;

	if (x->seq != y->seq)
		return x->seq < y->seq ? -1 : 1;
	return (x->code > y->code) - (x->code < y->code);
}

void
pairs_finish(struct pairs *p, struct finding_list *out)
{
	window_close(p);
	for (size_t i = 0; i < p->nbuckets; i++) {
		for (struct call *c = p->buckets[i]; c != NULL; c = c->next) {
			int later = c->interrupted || ((p->fmt->placement ==
			    P_NEXT_MESSAGE_FIRST || p->fmt->placement ==
			    P_NEXT_TURN_COUNT) && p->msg > c->msg);

			if (c->epoch < p->epoch)
				continue;	/* compacted away */
			if (p->fmt->flags & FMT_UNANSWERED_OK) {
				add_finding(p, F_UNANSWERED_CALL, SEV_WARNING, c->seq,
				    c->line, shown(c->id), c->tool, "call %s has no "
				    "result (legal on disk for %s: an interrupted turn)",
				    shown(c->id), p->fmt->title);
				/* no user turn begun since: its own may go on */
				p->found.v[p->found.nr - 1].last_turn =
				    c->turn == p->turn;
			} else if (later)
				add_finding(p, F_DANGLING_CALL, SEV_ERROR, c->seq,
				    c->line, shown(c->id), c->tool, "call %s has no "
				    "result, and the conversation goes on after it%s",
				    shown(c->id), says(p, F_DANGLING_CALL, p->fmt->errors.dangling));
			else if ((p->flags & PAIRS_ALLOW_PENDING) == 0) {
				add_finding(p, F_PENDING_CALL, p->flags & PAIRS_STRICT ?
				    SEV_ERROR : SEV_WARNING, c->seq, c->line,
				    shown(c->id), c->tool, "call %s has no result yet: "
				    "the last turn was interrupted or is still running",
				    shown(c->id));
				p->found.v[p->found.nr - 1].last_turn = 1;
			}
		}
	}
	for (size_t i = 0; i < p->norphans; i++) {
		struct orphan *o = &p->orphans[i];

		add_finding(p, F_ORPHAN_RESULT, SEV_ERROR, o->seq, o->line,
		    shown(o->id), o->tool, "%s for call %s, which no call made%s",
		    o->final ? "result" : "update", shown(o->id),
		    says(p, F_ORPHAN_RESULT, p->fmt->errors.orphan));
	}
	if (p->found.nr > 1)
		qsort(p->found.v, p->found.nr, sizeof(*p->found.v), finding_cmp);
	*out = p->found;
	memset(&p->found, 0, sizeof(p->found));
}
