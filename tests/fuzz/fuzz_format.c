/*
 * fuzz_format.c - the transcript formats (format.h) and the pair checker
 * (pairs.h).
 *
 * The input as one item: every format's detect() scores it 0, 1 or 2, and
 * its map() emits events whose spans lie inside the item (each item is
 * copied to an allocation of exactly its size, so ASan sees any read past
 * it) and are JSON of the promised kind: ids and names strings, arguments
 * and result text any JSON value.
 *
 * The input split at newlines as a session, as check_session() reads it:
 * for each format, every line through pairs_item(), then pairs_flaw() for
 * one that is not an object, or map() into the checker (through the same
 * checks); pairs_finish() must give findings sorted by seq, each about an
 * item of the session, with a message and a known code.  The format vote
 * names a format exactly when some item scored.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fuzz.h"
#include "item.h"
#include "json.h"
#include "pairs.h"

const char fuzz_name[] = "format";

/* A line of the session: its canonical item, or what is wrong with it. */
struct line {
	struct item	 it;
	char		*owned;		/* it.json, allocated to its exact size */
};

/* The checking sink in front of the pair checker (or of nothing). */
struct ctx {
	const struct item	*it;
	struct event_sink	*next;
	unsigned long		 events;
	int			 detail;	/* the sink asks for text */
};

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

static int
in_item(const struct item *it, struct json_span s)
{
	uintptr_t p = (uintptr_t)s.p, start = (uintptr_t)it->json;

	return p >= start && s.n <= it->len && p - start <= it->len - s.n;
}

/* A span of an event: none, or compact JSON inside the item.  The
 * exceptions are the static empty id "" (Chat gives a missing id so) and
 * the static labels formats make (FORMAT_LIT), short JSON strings. */
static void
check_span(const struct ctx *c, struct json_span s, int kind)
{
	if (s.n == 0)
		return;
	FUZZ_ASSERT(s.p != NULL);
	if (!in_item(c->it, s))
		FUZZ_ASSERT((kind == 'i' && s.n == 2 && memcmp(s.p, "\"\"", 2) == 0) ||
		    (kind == 'l' && s.n < 64));
	FUZZ_ASSERT(fuzz_json_canonical(s.p, s.n));
	switch (kind) {
	case 'i':	/* an id: a string (or a number, which pairs.c takes) */
	case 't':	/* a time: a string or a number */
		FUZZ_ASSERT(s.p[0] == '"' || s.p[0] == '-' ||
		    (s.p[0] >= '0' && s.p[0] <= '9'));
		break;
	case 's':
	case 'l':	/* a label */
		FUZZ_ASSERT(s.p[0] == '"');
		break;
	}
}

static int
check_event(void *arg, const struct event *ev)
{
	struct ctx *c = arg;

	FUZZ_ASSERT(ev->kind >= EV_MESSAGE && ev->kind <= EV_USAGE);
	FUZZ_ASSERT(ev->role >= ROLE_NONE && ev->role <= ROLE_OTHER);
	FUZZ_ASSERT(ev->is_error >= -1 && ev->is_error <= 1);
	check_span(c, ev->id, 'i');
	check_span(c, ev->name, ev->kind == EV_CONTENT ? 'l' : 's');
	check_span(c, ev->args, 'v');
	check_span(c, ev->text, ev->kind == EV_NOTE ? 'l' : 'v');
	/* The text fields (format.h). */
	check_span(c, ev->label, 'l');
	check_span(c, ev->time, 't');
	check_span(c, ev->model, 's');
	FUZZ_ASSERT(ev->block >= BLOCK_TEXT && ev->block <= BLOCK_OTHER);
	FUZZ_ASSERT(ev->echo == 0 || ev->echo == 1);
	FUZZ_ASSERT(ev->usage.input >= -1 && ev->usage.output >= -1 &&
	    ev->usage.cache_read >= -1 && ev->usage.cache_write >= -1 &&
	    ev->usage.reasoning >= -1);
	FUZZ_ASSERT(ev->kind != EV_USAGE || c->detail);
	c->events++;
	return c->next != NULL ? ev_emit(c->next, ev) : ST_OK;
}

/* The whole input as one item, through every format alone. */
static void
one_item(const char *in, size_t n)
{
	struct buf scratch = BUF_INIT;
	struct item it = { NULL, 0, 0, 1, ITEM_OK, NULL, 0 };
	struct format_item fi;
	const struct format *best;
	const char *json, *why;
	enum item_flaw flaw;
	char *copy;
	size_t len, off;
	int score, top = 0;

	if (item_check(in, n, &scratch, &json, &len, &flaw, &why, &off) != ST_OK)
		goto out;
	copy = malloc(len);
	memcpy(copy, json, len);
	it.json = copy;
	it.len = len;
	format_item_init(&fi, &it);
	for (size_t i = 0; format_table[i] != NULL; i++) {
		const struct format *fmt = format_table[i];
		int d = fmt->detect(&fi);

		FUZZ_ASSERT(d >= 0 && d <= 2);
		if (d > top)
			top = d;
		FUZZ_ASSERT(format_by_name(fmt->name) == fmt);
		/* For the checker, then for people (the text fields). */
		for (int detail = 0; detail <= 1; detail++) {
			struct ctx c = { &it, NULL, 0, detail };
			struct event_sink sink = { check_event, &c, detail };
			void *state = calloc(1, fmt->state_size > 0 ?
			    fmt->state_size : 1);

			FUZZ_ASSERT(fmt->map(&fi, state, &sink) == ST_OK);
			if (fmt->free_state != NULL)
				fmt->free_state(state);
			free(state);
		}
	}
	best = format_detect(&fi, &score);
	FUZZ_ASSERT(score == top && (best == NULL) == (top == 0));
	if (best != NULL)
		FUZZ_ASSERT(best->detect(&fi) == top);
	free(copy);
out:
	buf_release(&scratch);
}

/* Split in[0..n) at '\n' into items, as a jsonl store reads it (blank
 * lines are not items).  Returns the count; *out is to be freed. */
static size_t
split(const char *in, size_t n, struct line **out)
{
	struct buf scratch = BUF_INIT;
	struct line *v = NULL;
	size_t nr = 0, alloc = 0, i = 0;
	unsigned long lineno = 0;

	while (i < n) {
		const char *nl = memchr(in + i, '\n', n - i), *json, *why;
		size_t end = nl != NULL ? (size_t)(nl - in) : n, len, off;
		enum item_flaw flaw;
		struct line *l;
		int blank = 1;

		lineno++;
		for (size_t k = i; k < end && blank; k++)
			blank = strchr(" \t\r", in[k]) != NULL && in[k] != '\0';
		if (blank) {
			i = end + 1;
			continue;
		}
		if (nr == alloc) {
			alloc = alloc ? 2 * alloc : 16;
			v = realloc(v, alloc * sizeof(*v));
			FUZZ_ASSERT(v != NULL);
		}
		l = &v[nr];
		memset(l, 0, sizeof(*l));
		l->it.seq = nr++;
		l->it.line = lineno;
		if (item_check(in + i, end - i, &scratch, &json, &len, &flaw, &why,
		    &off) == ST_OK) {
			char *copy = malloc(len);

			memcpy(copy, json, len);
			l->owned = copy;
			l->it.json = copy;
			l->it.len = len;
		} else {
			FUZZ_ASSERT(flaw == ITEM_INVALID_JSON || flaw == ITEM_NOT_OBJECT);
			FUZZ_ASSERT(why != NULL && off <= end - i);
			l->it.flaw = flaw;
			l->it.why = why;
			l->it.why_off = off;
		}
		i = end + 1;
	}
	buf_release(&scratch);
	*out = v;
	return nr;
}

static void
check_findings(const struct finding_list *fl, size_t items)
{
	for (size_t i = 0; i < fl->nr; i++) {
		const struct finding *f = &fl->v[i];

		FUZZ_ASSERT((int)f->code >= 0 && f->code < F_NCODES);
		FUZZ_ASSERT(finding_code_from_name(finding_code_name(f->code)) ==
		    (int)f->code);
		FUZZ_ASSERT(f->severity == SEV_ERROR || f->severity == SEV_WARNING);
		FUZZ_ASSERT(f->message != NULL && f->message[0] != '\0');
		FUZZ_ASSERT(f->seq < items);
		if (i > 0)
			FUZZ_ASSERT(fl->v[i - 1].seq <= f->seq);
	}
}

/* The lines as one session of fmt, as check_session() drives it. */
static void
session(const struct format *fmt, const struct line *v, size_t nr, unsigned flags)
{
	struct finding_list fl = FINDING_LIST_INIT;
	struct pairs *p = pairs_new(fmt, flags);
	void *state = calloc(1, fmt->state_size > 0 ? fmt->state_size : 1);
	const struct format *other;
	int mixed = 0, score;

	for (size_t i = 0; i < nr; i++) {
		const struct item *it = &v[i].it;
		/* The checker's findings do not depend on the text fields:
		 * one run of three asks for them. */
		int detail = flags == PAIRS_ALLOW_PENDING;
		struct ctx c = { it, pairs_sink(p), 0, detail };
		struct event_sink sink = { check_event, &c, detail };
		struct format_item fi;

		pairs_item(p, it->seq, it->line);
		if (it->flaw != ITEM_OK) {
			pairs_flaw(p, it->flaw == ITEM_NOT_OBJECT ? F_NOT_OBJECT :
			    F_INVALID_JSON, SEV_ERROR, it->why);
			continue;
		}
		format_item_init(&fi, it);
		if (!mixed && fmt->detect(&fi) == 0 &&
		    (other = format_detect(&fi, &score)) != NULL && score >= 2) {
			pairs_flaw(p, F_MIXED_FORMAT, SEV_ERROR, other->title);
			mixed = 1;
		}
		FUZZ_ASSERT(fmt->map(&fi, state, &sink) == ST_OK);
	}
	pairs_finish(p, &fl);
	check_findings(&fl, nr);
	finding_list_release(&fl);
	if (fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	pairs_free(p);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	static const unsigned flag_sets[] = { 0, PAIRS_STRICT, PAIRS_ALLOW_PENDING };
	const char *in = (const char *)data;
	struct format_vote vote;
	struct line *v = NULL;
	size_t nr, scored = 0;
	unsigned flags = flag_sets[fuzz_hash(data, n) % 3];

	one_item(in, n);

	nr = split(in, n, &v);
	memset(&vote, 0, sizeof(vote));
	for (size_t i = 0; i < nr; i++) {
		struct format_item fi;
		int score;

		if (v[i].it.flaw != ITEM_OK)
			continue;
		format_item_init(&fi, &v[i].it);
		format_vote_add(&vote, &fi);
		scored += format_detect(&fi, &score) != NULL;
	}
	FUZZ_ASSERT((format_vote_result(&vote) != NULL) == (scored > 0));
	for (size_t k = 0; format_table[k] != NULL; k++)
		session(format_table[k], v, nr, flags);

	for (size_t i = 0; i < nr; i++)
		free(v[i].owned);
	free(v);
	return 0;
}
