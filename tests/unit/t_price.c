/*
 * t_price.c - the price table (price.h) and one response per API response
 * (usage.h): parsing, lookup, exact cost, the record that counts, copies.
 */
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "price.h"
#include "tap.h"
#include "usage.h"

static const char table[] =
    "# a comment\n"
    "\n"
    "claude-sonnet-4   3 15 0.30 3.75 6   > 200000 6 22.50 0.60 7.50 12\n"
    "claude-sonnet-4-5 3 15 0.30 3.75 6\n"
    "gpt-5             1.25 10 0.125 0 0  # trailing comment\r\n"
    "gpt-5-mini        0.25 2 0.025 0 0\n";

static void
test_parse(void)
{
	static const char *const bad[] = {
		"m 1 2 3 4\n",			/* four prices */
		"m 1 2 3 4 x\n",		/* not a number */
		"m 1 2 3 4 1.1234567\n",	/* seven places */
		"m 1 2 3 4 3.\n",		/* no digit after the point */
		"m 1 2 3 4 .5\n",		/* none before it */
		"m 1 2 3 4 -1\n",		/* negative */
		"m 1 2 3 4 5 extra\n",
		"m 1 2 3 4 5 > 0 1 2 3 4 5\n",	/* a tier over 0 tokens */
		"m 1 2 3 4 5 > 100 1 2\n",
		"a/b 1 2 3 4 5\n",		/* a name with '/' */
		"m 1 2 3 4 99999999999999999999\n",
		"m 1 2 3 4 5 > 200000.5 1 2 3 4 5\n",	/* tokens, whole */
		"m 1 2 3 4 5 > 0.5 1 2 3 4 5\n",
		NULL
	};
	struct prices p;
	const struct price_row *r;

	memset(&p, 0, sizeof(p));
	is_int(price_parse(&p, "t", table, strlen(table)), ST_OK, "parse");
	is_int((long long)p.nr, 4, "four models");
	r = price_find(&p, "claude-sonnet-4", 15);
	ok(r != NULL && r->base[PRICE_INPUT] == 3000000 &&
	    r->base[PRICE_CACHE_READ] == 300000 && r->tier_over == 200000 &&
	    r->tier[PRICE_OUTPUT] == 22500000, "prices in millionths, tier");
	for (size_t i = 0; bad[i] != NULL; i++) {
		struct prices q;

		memset(&q, 0, sizeof(q));
		is_int(price_parse(&q, "bad", bad[i], strlen(bad[i])), ST_DATA,
		    "refused: %.*s", (int)strlen(bad[i]) - 1, bad[i]);
		price_release(&q);
	}
	/* a later line of a model replaces the earlier one */
	is_int(price_parse(&p, "over", "gpt-5 2 20 0.2 0 0\nnew-m 1 1 1 1 1\n",
	    34), ST_OK, "parse over");
	is_int((long long)p.nr, 5, "replaced one, added one");
	r = price_find(&p, "gpt-5", 5);
	ok(r != NULL && r->base[PRICE_INPUT] == 2000000, "replaced");
	price_release(&p);
}

static const char *
found(const struct prices *p, const char *model)
{
	const struct price_row *r = price_find(p, model, strlen(model));

	return r != NULL ? r->model : "(none)";
}

static void
test_find(void)
{
	struct prices p;

	memset(&p, 0, sizeof(p));
	(void)price_parse(&p, "t", table, strlen(table));
	is_str(found(&p, "claude-sonnet-4-5-20250929"), "claude-sonnet-4-5",
	    "dated: the longest");
	is_str(found(&p, "claude-sonnet-4-20250514"), "claude-sonnet-4",
	    "dated");
	is_str(found(&p, "claude-sonnet-4"), "claude-sonnet-4", "exact");
	is_str(found(&p, "claude-sonnet-4-5@20250929"), "claude-sonnet-4-5",
	    "a Vertex tag");
	is_str(found(&p, "anthropic/claude-sonnet-4-5"), "claude-sonnet-4-5",
	    "a provider prefix");
	is_str(found(&p, "gpt-5-mini-2025-08-07"), "gpt-5-mini", "not gpt-5");
	is_str(found(&p, "gpt-5.1"), "(none)", "gpt-5.1 is not gpt-5's");
	is_str(found(&p, "gpt-50"), "(none)", "nor gpt-50");
	is_str(found(&p, "claude-sonnet"), "(none)", "nor a prefix of one");
	is_str(found(&p, "gpt-5-pro"), "(none)", "gpt-5-pro is another model");
	is_str(found(&p, "gpt-5-mini-pro"), "(none)", "so is gpt-5-mini-pro");
	is_str(found(&p, "claude-sonnet-4-6"), "(none)",
	    "a newer claude-sonnet-4 is not claude-sonnet-4's");
	is_str(found(&p, "gpt-5-latest"), "gpt-5", "-latest");
	is_str(found(&p, "claude-sonnet-4-5-v1:0"), "claude-sonnet-4-5",
	    "Bedrock's -v1:0");
	is_str(found(&p, "gpt-5-2025-08"), "(none)", "half a date");
	is_str(found(&p, "gpt-5-202508071"), "(none)", "nine digits");
	price_release(&p);
}

static void
test_cost(void)
{
	struct prices p;
	const struct price_row *r;
	int64_t t[PRICE_KINDS] = { 1000, 2000, 100000, 400, 600 };
	int64_t big[PRICE_KINDS] = { 1000, 2000, 199000, 1, 0 };
	uint64_t pico;
	struct buf b = BUF_INIT;

	memset(&p, 0, sizeof(p));
	(void)price_parse(&p, "t", table, strlen(table));
	r = price_find(&p, "claude-sonnet-4", 15);
	is_int(price_cost(r, t, &pico), 0, "cost");
	/* 1000*3 + 2000*15 + 100000*0.3 + 400*3.75 + 600*6 = 68100 e-6 $ */
	is_int((long long)pico, 68100000000LL, "exact, in picodollars");
	/* a prompt of 200001 tokens: every token at the tier's prices */
	is_int(price_cost(r, big, &pico), 0, "tier cost");
	is_int((long long)pico, (long long)(1000 * 6000000ULL +
	    2000 * 22500000ULL + 199000 * 600000ULL + 1 * 7500000ULL),
	    "over 200000: all at the tier");
	big[PRICE_CACHE_5M] = 0;
	(void)price_cost(r, big, &pico);
	is_int((long long)pico, (long long)(1000 * 3000000ULL +
	    2000 * 15000000ULL + 199000 * 300000ULL), "200000: the base");
	t[PRICE_OUTPUT] = INT64_C(1000000000000);
	t[PRICE_INPUT] = INT64_C(1000000000000);
	is_int(price_cost(r, t, &pico), -1, "overflow said");
	pico = UINT64_MAX - 1;
	is_int(price_add(&pico, 2), -1, "a sum's overflow said");
	price_format(&b, 56750000000000ULL, -1);
	is_str(b.p, "56.75", "dollars, trailing zeros cut");
	buf_reset(&b);
	price_format(&b, 167580750000ULL, -1);
	is_str(b.p, "0.16758075", "below a dollar");
	buf_reset(&b);
	price_format(&b, 0, -1);
	is_str(b.p, "0", "zero");
	buf_reset(&b);
	price_format(&b, 167580750000ULL, 4);
	is_str(b.p, "0.1676", "rounded to 4 places");
	buf_reset(&b);
	price_format(&b, 999950000000ULL, 4);
	is_str(b.p, "1.0000", "rounded up into the dollar");
	buf_release(&b);
	price_release(&p);
}

/* An EV_USAGE of a Claude Code record: key (message, request), output. */
static struct event
rec(uint64_t msg, uint64_t req, int64_t output, int side)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_USAGE;
	format_usage_init(&ev.usage);
	ev.usage.input = 3;
	ev.usage.output = output;
	ev.usage.cache_read = 1000;
	ev.usage.cache_write = 0;
	ev.usage.msg_key = msg;
	ev.usage.key = msg * 31 + req;
	ev.usage.sidechain = side;
	return ev;
}

static void
test_usage(void)
{
	struct usage_session s;
	struct usage_seen seen;
	struct json_span none = { NULL, 0 };
	struct event ev;
	uint64_t out = 0;

	memset(&s, 0, sizeof(s));
	memset(&seen, 0, sizeof(seen));
	ev = rec(11, 1, 9, 0);
	usage_session_add(&s, &ev, none, 1, 0);
	ev = rec(11, 1, 9, 0);
	usage_session_add(&s, &ev, none, 2, 1);
	ev = rec(11, 1, 159, 0);
	usage_session_add(&s, &ev, none, 3, 2);
	is_int((long long)s.nr, 1, "three records of one response: one");
	is_int(s.v[0].t[U_OUTPUT], 159, "the largest counts");
	is_int(s.v[0].time, 3, "with its time");
	ev = rec(11, 1, 20, 0);
	usage_session_add(&s, &ev, none, 4, 3);
	is_int(s.v[0].t[U_OUTPUT], 159, "a smaller one later does not");
	ev = rec(11, 2, 50, 1);
	usage_session_add(&s, &ev, none, 5, 4);
	is_int((long long)s.nr, 1, "a sidechain replay under a new request");
	is_int(s.v[0].t[U_OUTPUT], 159, "  keeps the main chain's");
	ev = rec(12, 1, 7, 0);
	usage_session_add(&s, &ev, none, 6, 5);
	ev.usage.key = 0;
	usage_session_add(&s, &ev, none, 7, 6);
	usage_session_add(&s, &ev, none, 8, 7);
	is_int((long long)s.nr, 4, "records without a key: one each");
	ev.usage.bad.p = "\"x\"";
	ev.usage.bad.n = 3;
	is_int(usage_session_add(&s, &ev, none, 9, 8), ST_DATA,
	    "a value that is no count: refused");
	is_int((long long)s.nr, 4, "  and not added");
	for (size_t i = 0; i < s.nr; i++)
		if (usage_seen_add(&seen, &s.v[i]))
			out += (uint64_t)s.v[i].t[U_OUTPUT];
	is_int((long long)out, 159 + 7 + 7 + 7, "counted");
	/* the same responses in another session (a resumed copy) */
	out = 0;
	for (size_t i = 0; i < s.nr; i++)
		if (usage_seen_add(&seen, &s.v[i]))
			out += (uint64_t)s.v[i].t[U_OUTPUT];
	is_int((long long)out, 7 + 7, "a copy counts once (unkeyed: again)");
	usage_session_reset(&s);
	is_int((long long)s.nr, 0, "reset");
	/* many responses: the index grows */
	for (uint64_t i = 1; i <= 5000; i++) {
		ev = rec(1000 + i, 1, 1, 0);
		usage_session_add(&s, &ev, none, 1, i);
		ev = rec(1000 + i, 1, 2, 0);
		usage_session_add(&s, &ev, none, 1, i);
	}
	is_int((long long)s.nr, 5000, "5000 responses of two records each");
	out = 0;
	for (size_t i = 0; i < s.nr; i++)
		out += (uint64_t)s.v[i].t[U_OUTPUT];
	is_int((long long)out, 10000, "each its larger record");
	usage_session_release(&s);
	usage_seen_release(&seen);
}

int
main(void)
{
	test_parse();
	test_find();
	test_cost();
	test_usage();
	return tap_done();
}
