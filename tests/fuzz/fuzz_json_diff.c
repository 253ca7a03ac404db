/*
 * fuzz_json_diff.c - json_scan() against SQLite's json_valid().
 *
 * The verdict compared: is the whole input one JSON value, with only
 * whitespace around it?  SQLite 3.40 (Debian 12) implements strict RFC 8259
 * JSON (JSON5 came in 3.42), so the verdicts must be equal, except where
 * json.h deliberately differs (each checked as far as it can be):
 *
 *  - Invalid UTF-8: SQLite takes any byte >= 0x80 inside a string; we
 *    check UTF-8 (no overlongs, surrogates, or code points above
 *    U+10FFFF).  Input that is not valid UTF-8 must be refused by us.
 *  - NUL bytes: SQLite reads its text argument up to the first NUL (so
 *    "{}\0x" is valid to it).  A raw NUL is never JSON, so such input must
 *    be refused by us, and the text before the first NUL is compared.
 *  - Depth: we refuse nesting deeper than JSON_MAX_DEPTH (1000); SQLite
 *    3.40 allows 2000.  Where we refuse for depth, the verdicts may differ.
 *
 * Both accept lone surrogate escapes ("\ud800"), and refuse control
 * characters in strings, whitespace other than space, tab, CR and LF,
 * leading zeros, "1.", ".5", "+1", NaN, comments, single quotes, trailing
 * commas, a BOM, and empty input: the corpus has a file for each.
 *
 * Run with TRANSCRIPT_FUZZ_STATS=1, it prints on exit how many inputs each
 * rule decided.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "json.h"

const char fuzz_name[] = "json_diff";

static sqlite3 *db;
static sqlite3_stmt *stmt;

static struct {
	unsigned long	inputs, valid, invalid, not_utf8, nul, deep;
} stats;

static void
report(void)
{
	fprintf(stderr, "fuzz_json_diff: %lu inputs: %lu valid and %lu invalid "
	    "for both (%lu of them compared up to a NUL); allowed differences: "
	    "%lu not UTF-8 (refused by json_scan), %lu nested too deep\n",
	    stats.inputs, stats.valid, stats.invalid, stats.nul, stats.not_utf8,
	    stats.deep);
}

static void
finish(void)
{
	if (getenv("TRANSCRIPT_FUZZ_STATS") != NULL)
		report();
	sqlite3_finalize(stmt);
	sqlite3_close(db);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	if (sqlite3_open(":memory:", &db) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "SELECT json_valid(?1)", -1, &stmt, NULL) != SQLITE_OK) {
		fprintf(stderr, "fuzz_json_diff: sqlite: %s\n", sqlite3_errmsg(db));
		abort();
	}
	atexit(finish);
	return 0;
}

/* SQLite's verdict on p[0..n) as text. */
static int
sqlite_valid(const char *p, size_t n)
{
	int v;

	FUZZ_ASSERT(sqlite3_bind_text(stmt, 1, n > 0 ? p : "", (int)n,
	    SQLITE_STATIC) == SQLITE_OK);
	FUZZ_ASSERT(sqlite3_step(stmt) == SQLITE_ROW);
	v = sqlite3_column_int(stmt, 0);
	FUZZ_ASSERT(sqlite3_step(stmt) == SQLITE_DONE);
	sqlite3_reset(stmt);
	sqlite3_clear_bindings(stmt);
	return v;
}

/* Our verdict; *deep is set when we refused for depth. */
static int
our_valid(const char *p, size_t n, int *deep)
{
	struct json_scan js;
	enum json_result r = json_scan(p, n, &js);

	*deep = r == JSON_BAD && strncmp(js.err, "nesting too deep", 16) == 0;
	if (r != JSON_OK)
		return 0;
	for (size_t i = js.end; i < n; i++)
		if (p[i] != ' ' && p[i] != '\t' && p[i] != '\n' && p[i] != '\r')
			return 0;
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *in = (const char *)data, *nul;
	int ours, theirs, deep;

	if (n > 1000000)	/* bind_text takes an int */
		return 0;
	stats.inputs++;
	ours = our_valid(in, n, &deep);
	if (!json_utf8_valid(in, n)) {
		FUZZ_ASSERT(!ours);
		stats.not_utf8++;
		return 0;
	}
	if ((nul = memchr(in, '\0', n)) != NULL) {
		FUZZ_ASSERT(!ours);
		stats.nul++;
		n = (size_t)(nul - in);		/* what SQLite sees */
		ours = our_valid(in, n, &deep);
	}
	theirs = sqlite_valid(in, n);
	if (deep) {
		stats.deep++;
		return 0;
	}
	FUZZ_ASSERT(ours == theirs);
	if (ours)
		stats.valid++;
	else
		stats.invalid++;
	return 0;
}
