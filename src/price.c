/*
 * price.c - the price table and what a response costs by it (price.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "price.h"
#include "xalloc.h"

#ifndef DATADIR
#define DATADIR	"/usr/local/share/transcript"
#endif

#define PRICE_SCALE	1000000u	/* a price's units per dollar */
#define PRICE_MAX	1000000000000ull /* $1,000,000 per Mtok: beyond any */

/* The next word of line[*i..n), blanks before it skipped: its length, 0
 * at the end. */
static size_t
word(const char *line, size_t n, size_t *i, const char **w)
{
	size_t s;

	while (*i < n && (line[*i] == ' ' || line[*i] == '\t'))
		(*i)++;
	s = *i;
	while (*i < n && line[*i] != ' ' && line[*i] != '\t')
		(*i)++;
	*w = line + s;
	return *i - s;
}

/* A decimal w[0..n) of up to 6 places into millionths: 0, or -1. */
static int
decimal(const char *w, size_t n, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	size_t i = 0;
	int places = -1;

	if (n == 0 || w[0] == '.')
		return -1;
	for (; i < n; i++) {
		if (w[i] == '.' && places < 0) {
			places = 0;
			continue;
		}
		if (w[i] < '0' || w[i] > '9' || places == 6)
			return -1;
		if (v > (max - (uint64_t)(w[i] - '0')) / 10)
			return -1;
		v = v * 10 + (uint64_t)(w[i] - '0');
		if (places >= 0)
			places++;
	}
	if (places == 0)
		return -1;		/* "3." */
	for (places = places < 0 ? 0 : places; places < 6; places++) {
		if (v > max / 10)
			return -1;
		v *= 10;
	}
	*out = v;
	return 0;
}

/* A whole number of tokens w[0..n), up to 1e12: 0, or -1. */
static int
whole(const char *w, size_t n, uint64_t *out)
{
	uint64_t v = 0;

	if (n == 0 || n > 13)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (w[i] < '0' || w[i] > '9')
			return -1;
		v = v * 10 + (uint64_t)(w[i] - '0');
	}
	if (v > 1000000000000ull)
		return -1;
	*out = v;
	return 0;
}

static int
bad_line(const char *name, unsigned long line, const char *what)
{
	return fail(ST_DATA, "%s:%lu: %s", name, line, what);
}

static struct price_row *
row_for(struct prices *p, const char *model, size_t n)
{
	for (size_t i = 0; i < p->nr; i++)
		if (strlen(p->v[i].model) == n &&
		    memcmp(p->v[i].model, model, n) == 0)
			return &p->v[i];
	xgrow(&p->v, &p->alloc, p->nr + 1, sizeof(*p->v));
	memset(&p->v[p->nr], 0, sizeof(p->v[p->nr]));
	p->v[p->nr].model = xmemdup(model, n);
	return &p->v[p->nr++];
}

/* Five prices from line[*i..n) into v. */
static int
five(const char *line, size_t n, size_t *i, uint64_t v[PRICE_KINDS])
{
	const char *w;
	size_t wn;

	for (int k = 0; k < PRICE_KINDS; k++) {
		wn = word(line, n, i, &w);
		if (decimal(w, wn, PRICE_MAX, &v[k]) == -1)
			return -1;
	}
	return 0;
}

static int
parse_line(struct prices *p, const char *name, unsigned long no,
    const char *line, size_t n)
{
	struct price_row r, *to;
	const char *w, *model;
	size_t i = 0, wn, mn;

	mn = word(line, n, &i, &model);
	if (mn == 0 || model[0] == '#')
		return ST_OK;
	if (memchr(model, '/', mn) != NULL)
		return bad_line(name, no, "a model name has no '/'");
	memset(&r, 0, sizeof(r));
	if (five(line, n, &i, r.base) == -1)
		return bad_line(name, no, "wants a model and five prices "
		    "(dollars per million tokens, up to 6 decimals)");
	wn = word(line, n, &i, &w);
	if (wn == 1 && w[0] == '>') {
		wn = word(line, n, &i, &w);
		if (whole(w, wn, &r.tier_over) == -1 || r.tier_over == 0 ||
		    five(line, n, &i, r.tier) == -1)
			return bad_line(name, no, "wants '> TOKENS' (a whole "
			    "number) and five prices after the first five");
		wn = word(line, n, &i, &w);
	}
	if (wn > 0 && w[0] != '#')
		return bad_line(name, no, "has more than a model and its "
		    "prices");
	to = row_for(p, model, mn);
	r.model = to->model;
	*to = r;
	return ST_OK;
}

int
price_parse(struct prices *p, const char *name, const char *text, size_t n)
{
	unsigned long no = 0;
	size_t s = 0, e;
	int status;

	while (s < n) {
		const char *nl = memchr(text + s, '\n', n - s);

		e = nl != NULL ? (size_t)(nl - text) : n;
		no++;
		if ((status = parse_line(p, name, no, text + s,
		    e > s && text[e - 1] == '\r' ? e - s - 1 : e - s)) != ST_OK)
			return status;
		s = e + 1;
	}
	return ST_OK;
}

int
price_read(struct prices *p, const char *path)
{
	struct buf b = BUF_INIT;
	int status;

	if ((status = fs_read_file(AT_FDCWD, path, &b)) == ST_OK)
		status = price_parse(p, path, b.p, b.len);
	buf_release(&b);
	return status;
}

static int
try_path(struct prices *p, char *path, size_t n, const char *dir,
    const char *sub)
{
	int len = snprintf(path, n, "%s%s/prices", dir, sub);

	if (len < 0 || (size_t)len >= n)
		return ST_NOT_FOUND;
	return price_read(p, path);	/* ST_NOT_FOUND, silently, if none */
}

int
price_read_default(struct prices *p, char *path, size_t n)
{
	char exe[PATH_MAX];
	const char *env = getenv("TRANSCRIPT_DATA_DIR");
	ssize_t len;
	char *slash;
	int status;

	if (env != NULL && *env != '\0') {
		status = try_path(p, path, n, env, "");
		return status == ST_NOT_FOUND ? fail(ST_USAGE, "no price table "
		    "in TRANSCRIPT_DATA_DIR '%s'", env) : status;
	}
	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (len > 0) {
		exe[len] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL) {
			*slash = '\0';
			/* installed (bin/../share/transcript), a build tree */
			status = try_path(p, path, n, exe,
			    "/../share/transcript");
			if (status == ST_NOT_FOUND)
				status = try_path(p, path, n, exe, "/../data");
			if (status != ST_NOT_FOUND)
				return status;
		}
	}
	return try_path(p, path, n, DATADIR, "");
}

void
price_release(struct prices *p)
{
	for (size_t i = 0; i < p->nr; i++)
		free(p->v[i].model);
	free(p->v);
	memset(p, 0, sizeof(*p));
}

/* Does s[0..n), what follows a table's MODEL in a name, make it a version
 * of that model: "@..." or ":..." (a tag), "-" and a date (YYYYMMDD,
 * YYYY-MM-DD), "-latest", or "-v" and a digit (Bedrock's "-v1:0")?  Not
 * "-mini", "-pro", "-5": other models. */
static int
version_suffix(const char *s, size_t n)
{
	size_t d = 0;

	if (s[0] == '@' || s[0] == ':')
		return 1;
	if (s[0] != '-' || n < 2)
		return 0;
	s++;
	n--;
	if ((n == 6 || (n > 6 && (s[6] == '-' || s[6] == ':' ||
	    s[6] == '@'))) && memcmp(s, "latest", 6) == 0)
		return 1;
	if (n >= 2 && s[0] == 'v' && s[1] >= '0' && s[1] <= '9')
		return 1;
	while (d < n && s[d] >= '0' && s[d] <= '9')
		d++;
	if (d == 8)				/* YYYYMMDD */
		return n == 8 || s[8] == '-' || s[8] == ':' || s[8] == '@';
	return d == 4 && n >= 10 && s[4] == '-' && s[7] == '-' &&
	    s[5] >= '0' && s[5] <= '9' && s[6] >= '0' && s[6] <= '9' &&
	    s[8] >= '0' && s[8] <= '9' && s[9] >= '0' && s[9] <= '9';
}

const struct price_row *
price_find(const struct prices *p, const char *model, size_t n)
{
	const struct price_row *best = NULL;
	const char *slash;
	size_t best_n = 0, mn;

	while ((slash = memchr(model, '/', n)) != NULL) {
		n -= (size_t)(slash + 1 - model);
		model = slash + 1;
	}
	for (size_t i = 0; i < p->nr; i++) {
		mn = strlen(p->v[i].model);
		if (mn > n || memcmp(p->v[i].model, model, mn) != 0)
			continue;
		if (mn < n && !version_suffix(model + mn, n - mn))
			continue;
		if (mn == n)
			return &p->v[i];
		if (mn > best_n) {
			best = &p->v[i];
			best_n = mn;
		}
	}
	return best;
}

int
price_add(uint64_t *sum, uint64_t v)
{
	if (*sum > UINT64_MAX - v)
		return -1;
	*sum += v;
	return 0;
}

int
price_cost(const struct price_row *r, const int64_t t[PRICE_KINDS],
    uint64_t *pico)
{
	const uint64_t *rate = r->base;
	uint64_t sum = 0, prompt;

	prompt = (uint64_t)t[PRICE_INPUT] + (uint64_t)t[PRICE_CACHE_READ] +
	    (uint64_t)t[PRICE_CACHE_5M] + (uint64_t)t[PRICE_CACHE_1H];
	if (r->tier_over > 0 && prompt > r->tier_over)
		rate = r->tier;
	for (int k = 0; k < PRICE_KINDS; k++) {
		uint64_t n = (uint64_t)t[k];

		if (n != 0 && rate[k] > UINT64_MAX / n)
			return -1;
		if (price_add(&sum, n * rate[k]) == -1)
			return -1;
	}
	*pico = sum;
	return 0;
}

void
price_format(struct buf *b, uint64_t pico, int places)
{
	static const uint64_t unit = 1000000000000ull;
	char frac[13];
	int n;

	if (places >= 0 && places < 12) {
		uint64_t step = 1;

		for (int i = places; i < 12; i++)
			step *= 10;
		/* round half up to places */
		if (pico % step >= step / 2 && pico <= UINT64_MAX - step)
			pico += step;
		pico -= pico % step;
	}
	buf_addf(b, "%llu", (unsigned long long)(pico / unit));
	snprintf(frac, sizeof(frac), "%012llu",
	    (unsigned long long)(pico % unit));
	n = places >= 0 && places < 12 ? places : 12;
	if (places < 0)
		while (n > 0 && frac[n - 1] == '0')
			n--;
	if (n > 0) {
		buf_addc(b, '.');
		buf_add(b, frac, (size_t)n);
	}
}
