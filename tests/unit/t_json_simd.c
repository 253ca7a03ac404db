/*
 * t_json_simd.c - the vector string scanner against the portable one.
 *
 * json_scan() takes string bodies 64 bytes a step with AVX2 or SSSE3; the
 * portable path goes byte class by byte class.  They must agree on all
 * they report: result, error offset and message, end, spaced.  Documents are
 * generated (seeded) from the bytes that matter: quotes, backslash runs,
 * escape letters, \u with good and bad hex, controls, every kind of UTF-8
 * lead and continuation, placed across the 16- and 64-byte block edges.
 * Each vector path the CPU has is tested; one it lacks is noted.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "json.h"
#include "tap.h"

static uint64_t rng = UINT64_C(0x9e3779b97f4a7c15);

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

/* Pieces a string body is built from: mostly valid, some broken. */
static const char *const pieces[] = {
	/* valid */
	"a", "b", "hello world ", "0123456789abcdef", " ", "/",
	"\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9", "\\uD83D\\uDE00",
	"\\\\\\\\", "\\\\\\\"", "\x7f",
	"\xc3\xa9", "\xe6\x97\xa5", "\xf0\x9f\x98\x80", "\xe2\x80\x9c",
	"\xed\x9f\xbf", "\xef\xbf\xbf", "\xf4\x8f\xbf\xbf",
	/* invalid */
	"\\u12", "\\x", "\\uZZZZ", "\\", "\"", "\x01", "\n", "\x1f",
	"\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\xe0\x9f\xbf", "\xed\xa0\x80",
	"\xf0\x80\x80\x80", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xff",
	"\x80", "\xbf", "\xc3", "\xe6\x97", "\xf0\x9f\x98",
};
#define NPIECES	(sizeof(pieces) / sizeof(pieces[0]))
/* The first GOOD pieces never make a string invalid on their own. */
#define GOOD	23

struct outcome {
	enum json_result	r;
	struct json_scan	js;
};

static int level;	/* the vector path under test */

static struct outcome
scan(const char *p, size_t n, int portable)
{
	struct outcome o;

	json_scan_limit(portable ? JSON_SCAN_PORTABLE : level);
	memset(&o, 0, sizeof(o));
	o.r = json_scan(p, n, &o.js);
	json_scan_limit(JSON_SCAN_BEST);
	return o;
}

static int
same(const struct outcome *a, const struct outcome *b)
{
	if (a->r != b->r)
		return 0;
	if (a->r != JSON_OK)
		return a->js.err_off == b->js.err_off &&
		    strcmp(a->js.err, b->js.err) == 0;
	return a->js.start == b->js.start && a->js.end == b->js.end &&
	    a->js.spaced == b->js.spaced;
}

/* Compare the two paths on doc[0..n); report the first difference. */
static int
compare(const char *doc, size_t n, unsigned long *diffs, unsigned long *valid)
{
	struct outcome v = scan(doc, n, 0), p = scan(doc, n, 1);

	*valid += p.r == JSON_OK;
	if (same(&v, &p))
		return 1;
	if ((*diffs)++ == 0) {
		printf("# differ on %zu bytes: vector %d at %zu (%s), portable %d "
		    "at %zu (%s)\n#", n, v.r, v.js.err_off, v.r ? v.js.err : "",
		    p.r, p.js.err_off, p.r ? p.js.err : "");
		for (size_t i = 0; i < n && i < 400; i++)
			printf(" %02x", (unsigned char)doc[i]);
		printf("\n");
	}
	return 0;
}

/* A valid document doc[0..n) pretty-printed (string ends found by the
 * vector path, then by the portable one) and compacted back. */
static void
walk(const char *doc, size_t n, unsigned long *walks, unsigned long *diffs)
{
	struct json_scan js;
	struct buf a = BUF_INIT, b = BUF_INIT;
	char *back;
	size_t m;

	if (json_scan(doc, n, &js) != JSON_OK)
		return;
	(*walks)++;
	json_scan_limit(level);
	json_pretty(doc, n, &a);
	json_scan_limit(JSON_SCAN_PORTABLE);
	json_pretty(doc, n, &b);
	json_scan_limit(JSON_SCAN_BEST);
	back = malloc(a.len + 1);
	m = json_compact(a.p, a.len, back);
	if ((a.len != b.len || memcmp(a.p, b.p, a.len) != 0 || m != n ||
	    memcmp(back, doc, n) != 0) && (*diffs)++ == 0)
		printf("# pretty/compact differ on %zu bytes\n", n);
	free(back);
	buf_release(&a);
	buf_release(&b);
}

/* Random documents: an object with strings of random pieces, their
 * lengths spread over the block sizes. */
static void
test_random(void)
{
	static char doc[8192];
	unsigned long diffs = 0, valid = 0, docs = 20000, walks = 0, walk_diffs = 0;

	for (unsigned long d = 0; d < docs; d++) {
		size_t n = 0;
		unsigned strings = 1 + rnd(4), good = rnd(4) != 0;

		n += (size_t)snprintf(doc + n, 8, "{");
		for (unsigned k = 0; k < strings; k++) {
			unsigned len = rnd(5) == 0 ? rnd(400) : rnd(90);

			n += (size_t)snprintf(doc + n, 16, "%s\"k%u\":\"",
			    k ? "," : "", k);
			for (size_t body = 0; body < len && n < sizeof(doc) - 64;) {
				const char *pc = pieces[rnd(good ? GOOD : NPIECES)];
				size_t pl = strlen(pc);

				if (pl == 0)
					pl = 1;		/* cannot happen */
				memcpy(doc + n, pc, pl);
				n += pl;
				body += pl;
			}
			doc[n++] = '"';
		}
		doc[n++] = '}';
		/* whole, and cut short inside */
		if (compare(doc, n, &diffs, &valid))
			walk(doc, n, &walks, &walk_diffs);
		compare(doc, n - 1 - rnd((unsigned)n - 1), &diffs, &valid);
	}
	is_int((long long)diffs, 0, "random documents: vector == portable "
	    "(%lu documents, %lu valid)", docs * 2, valid);
	ok(valid > docs / 4 && valid < docs * 2, "  a fair share of them valid");
	is_int((long long)walk_diffs, 0, "valid documents pretty-printed and "
	    "compacted again: vector == portable, and back to the bytes (%lu)",
	    walks);
}

/* Every sequence of up to four bytes from the UTF-8 edge values, at every
 * offset around the 64-byte block edges, against json_utf8_valid(). */
static void
test_utf8_edges(void)
{
	static const unsigned char edge[] = {
		'a', 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1,
		0xc2, 0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1,
		0xf3, 0xf4, 0xf5, 0xff
	};
	static const size_t offsets[] = { 0, 1, 13, 14, 15, 16, 60, 61, 62, 63, 64 };
	const size_t ne = sizeof(edge);
	char doc[160];
	unsigned long diffs = 0, wrong = 0, valid = 0, cases = 0;

	for (size_t a = 0; a < ne; a++)
	for (size_t b = 0; b < ne; b++)
	for (size_t c = 0; c < ne; c++)
	for (size_t d = 0; d < ne; d++) {
		unsigned char seq[4] = { edge[a], edge[b], edge[c], edge[d] };

		if (edge[a] < 0x80)	/* the ASCII first byte stands for all */
			continue;
		for (size_t o = 0; o < sizeof(offsets) / sizeof(offsets[0]); o++) {
			size_t n = 0, body;
			struct outcome v;

			/* {"k":" + body + "} padded past one more block */
			memcpy(doc, "{\"k\":\"", 6);
			n = 6;
			memset(doc + n, 'x', offsets[o]);
			n += offsets[o];
			memcpy(doc + n, seq, 4);
			n += 4;
			memset(doc + n, 'y', 70);
			n += 70;
			body = n - 6;
			doc[n++] = '"';
			doc[n++] = '}';
			cases++;
			if (!compare(doc, n, &diffs, &valid))
				continue;
			v = scan(doc, n, 0);
			if ((v.r == JSON_OK) != json_utf8_valid(doc + 6, body) &&
			    wrong++ == 0)
				printf("# utf8 %02x %02x %02x %02x at %zu: scan %d\n",
				    seq[0], seq[1], seq[2], seq[3], offsets[o], v.r);
		}
	}
	is_int((long long)diffs, 0, "UTF-8 edges: vector == portable (%lu cases)",
	    cases);
	is_int((long long)wrong, 0, "UTF-8 edges: scan agrees with "
	    "json_utf8_valid() (%lu valid)", valid);
}

/* Backslash runs of every length up to 140 before a quote, across the
 * block edges (and whole blocks of them): an odd run escapes the quote,
 * an even one does not. */
static void
test_backslash_runs(void)
{
	char doc[320];
	unsigned long diffs = 0, valid = 0, wrong = 0;

	for (size_t pad = 0; pad < 70; pad++)
		for (size_t run = 0; run < 140; run++) {
			size_t n = 0;
			struct outcome v;

			memcpy(doc, "[\"", 2);
			n = 2;
			memset(doc + n, 'x', pad);
			n += pad;
			memset(doc + n, '\\', run);
			n += run;
			memcpy(doc + n, "\"]", 2);
			n += 2;
			/* odd: the quote is escaped and the string runs on */
			compare(doc, n, &diffs, &valid);
			v = scan(doc, n, 0);
			if ((v.r == JSON_OK) != (run % 2 == 0) && wrong++ == 0)
				printf("# run %zu after %zu: %d\n", run, pad, v.r);
		}
	is_int((long long)diffs, 0, "backslash runs: vector == portable");
	is_int((long long)wrong, 0, "backslash runs: even runs close the string");
}

/*
 * One piece (a control, an escape good or bad, a UTF-8 sequence good,
 * bad or cut short) at every offset of a string's first three blocks,
 * after ASCII or after non-ASCII text (the vector paths check UTF-8 in
 * every block once a string has shown some), in a value at the start of
 * the input (a bare string: no bytes before its body) or in an object, and
 * with the input ending right after the piece, inside it, or a little
 * later (the last bytes of the input are taken from a copy).
 */
static void
test_positions(void)
{
	static const char *const probes[] = {
		"\x01", "\n", "\x1f", "\x7f", "\\n", "\\\"", "\\\\", "\\/",
		"\\x", "\\u00e9", "\\u12G4", "\\uD83D\\uDE00", "\\u", "\\u0",
		"\\", "\"", "\xc3\xa9", "\xe6\x97\xa5", "\xf0\x9f\x98\x80",
		"\xc3", "\xe6\x97", "\xf0\x9f\x98", "\xed\xa0\x80", "\xc0\x80",
		"\xff", "\x80", "\xbf\xbf", "\xf4\x90\x80\x80",
	};
	static const char *const leads[] = { "", "{\"k\":", "[1,\"a\"," };
	static const char *const befores[] = { "x", "\xc3\xa9" };
	char doc[512];
	unsigned long diffs = 0, valid = 0, cases = 0;

	for (size_t pr = 0; pr < sizeof(probes) / sizeof(probes[0]); pr++)
	for (size_t ld = 0; ld < sizeof(leads) / sizeof(leads[0]); ld++)
	for (size_t bf = 0; bf < 2; bf++)
	for (size_t off = 0; off < 200; off++) {
		size_t n = strlen(leads[ld]), body, pl = strlen(probes[pr]), k;

		memcpy(doc, leads[ld], n);
		doc[n++] = '"';
		body = n;
		/* off bytes of text before the probe: non-ASCII first */
		while (n - body < off) {
			const char *b = n - body + 2 <= off && bf ? befores[1] :
			    befores[0];

			memcpy(doc + n, b, strlen(b));
			n += strlen(b);
		}
		memcpy(doc + n, probes[pr], pl);
		n += pl;
		for (k = 0; k < 1 + off % 70; k++)
			doc[n++] = "yz"[k % 2];
		doc[n++] = '"';
		n += (size_t)snprintf(doc + n, 8, "%s", ld == 0 ? "" :
		    ld == 1 ? "}" : "]");
		cases += 4;
		compare(doc, n, &diffs, &valid);
		/* cut: right after the probe, inside it, a little after */
		compare(doc, n - k - 1 - (ld != 0), &diffs, &valid);
		compare(doc, n - k - 1 - (ld != 0) - pl / 2, &diffs, &valid);
		compare(doc, n - 1 - (ld != 0), &diffs, &valid);
	}
	is_int((long long)diffs, 0, "a piece at every offset of three blocks, "
	    "the input cut around it: vector == portable (%lu cases, %lu valid)",
	    cases, valid);
}

int
main(void)
{
	static const char *const names[] = { "portable", "SSSE3", "AVX2",
	    "AVX-512" };

	/* Each vector path this CPU has, against the portable one. */
	for (int want = JSON_SCAN_SSSE3; want <= JSON_SCAN_AVX512; want++) {
		if ((level = json_scan_limit(want)) != want) {
			printf("# %s path: not on this CPU\n", names[want]);
			continue;
		}
		printf("# %s path\n", names[want]);
		rng = UINT64_C(0x9e3779b97f4a7c15);
		test_random();
		test_utf8_edges();
		test_backslash_runs();
		test_positions();
	}
	json_scan_limit(JSON_SCAN_BEST);
	return tap_done();
}
