/* redact.c - secrets in JSON strings replaced; see redact.h. */
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "json.h"
#include "redact.h"
#include "xalloc.h"

struct pattern {
	regex_t		 re;
	const char	*lit;		/* every match holds it, or NULL */
	int		 boundary;	/* not after a letter, digit or '_' */
	int		 group;		/* replace group 1, not the match */
};

struct redact {
	struct pattern	*v;
	size_t		 nr, alloc;
	/* scratch */
	struct buf	 dec, tmp;
	size_t		*start, *end;	/* raw units of the decoded bytes */
	size_t		 amap;
	size_t		(*ranges)[2];
	size_t		 nranges, aranges;
};

static const struct {
	const char	*ere, *lit;
	int		 boundary, group;
} builtins[] = {
	/* OpenAI (sk-, sk-proj-) and Anthropic (sk-ant-) API keys */
	{ "sk-[A-Za-z0-9_-]{20,}", "sk-", 1, 0 },
	/* AWS access key ids */
	{ "(AKIA|ASIA)[0-9A-Z]{16}", "IA", 1, 0 },
	/* GitHub tokens: personal, OAuth, user, server, refresh; fine-grained */
	{ "gh[pousr]_[A-Za-z0-9]{36,}", "gh", 1, 0 },
	{ "github_pat_[A-Za-z0-9_]{22,}", "github_pat_", 1, 0 },
	/* Slack tokens */
	{ "xox[abprs]-[A-Za-z0-9-]{10,}", "xox", 1, 0 },
	/* HTTP bearer credentials: the token, not the word */
	{ "[Bb]earer +([A-Za-z0-9._~+/=-]{8,})", "earer", 1, 1 },
	/* PEM private keys, BEGIN to END */
	{ "-----BEGIN [A-Z ]*PRIVATE KEY-----[^-]*-----END [A-Z ]*PRIVATE "
	    "KEY-----", "PRIVATE KEY", 0, 0 },
};

static int
add_pattern(struct redact *r, const char *ere, const char *lit,
    int boundary, int group)
{
	struct pattern *p;
	int rc;

	xgrow(&r->v, &r->alloc, r->nr + 1, sizeof(*r->v));
	p = &r->v[r->nr];
	if ((rc = regcomp(&p->re, ere, REG_EXTENDED)) != 0) {
		char err[256];

		regerror(rc, &p->re, err, sizeof(err));
		return fail(ST_USAGE, "bad --redact-pattern '%s': %s", ere, err);
	}
	p->lit = lit;
	p->boundary = boundary;
	p->group = group;
	r->nr++;
	return ST_OK;
}

struct redact *
redact_new(void)
{
	struct redact *r = xcalloc(1, sizeof(*r));

	for (size_t i = 0; i < nitems(builtins); i++)
		if (add_pattern(r, builtins[i].ere, builtins[i].lit,
		    builtins[i].boundary, builtins[i].group) != ST_OK)
			abort();	/* a built-in pattern: cannot be */
	return r;
}

int
redact_add(struct redact *r, const char *ere)
{
	return add_pattern(r, ere, NULL, 0, 0);
}

void
redact_free(struct redact *r)
{
	if (r == NULL)
		return;
	for (size_t i = 0; i < r->nr; i++)
		regfree(&r->v[i].re);
	free(r->v);
	free(r->start);
	free(r->end);
	free(r->ranges);
	buf_release(&r->dec);
	buf_release(&r->tmp);
	free(r);
}

int
redact_option(struct redact_opts *o, const char *pattern)
{
	o->on = 1;
	if (pattern == NULL)
		return ST_OK;
	if (o->npat == REDACT_PATTERNS_MAX)
		return fail(ST_USAGE, "more than %d --redact-pattern options",
		    REDACT_PATTERNS_MAX);
	o->pat[o->npat++] = pattern;
	return ST_OK;
}

int
redact_open(const struct redact_opts *o, struct redact **r)
{
	int status = ST_OK;

	*r = NULL;
	if (!o->on)
		return ST_OK;
	*r = redact_new();
	for (size_t i = 0; i < o->npat && status == ST_OK; i++)
		status = redact_add(*r, o->pat[i]);
	if (status != ST_OK) {
		redact_free(*r);
		*r = NULL;
	}
	return status;
}

static int
word_byte(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
	    (c >= 'a' && c <= 'z') || c == '_';
}

/* Decode the raw string body s[0..n) into r->dec, noting for each decoded
 * byte the raw escape (or byte) it comes from, [start, end). */
static void
decode_mapped(struct redact *r, const char *s, size_t n)
{
	buf_reset(&r->dec);
	for (size_t i = 0; i < n; ) {
		size_t len = 1, before = r->dec.len;

		if (s[i] != '\\') {
			buf_addc(&r->dec, s[i]);
		} else {
			len = s[i + 1] == 'u' ? 6 : 2;
			/* a surrogate pair is one character */
			if (len == 6 && i + 12 <= n && (s[i + 2] == 'd' ||
			    s[i + 2] == 'D') && strchr("89abAB", s[i + 3]) &&
			    s[i + 6] == '\\' && s[i + 7] == 'u')
				len = 12;
			buf_reset(&r->tmp);
			buf_addc(&r->tmp, '"');
			buf_add(&r->tmp, s + i, len);
			buf_addc(&r->tmp, '"');
			json_str_decode((struct json_span){ r->tmp.p, r->tmp.len },
			    &r->dec);
		}
		xgrow(&r->start, &r->amap, r->dec.len, sizeof(*r->start));
		r->end = xrealloc(r->end, r->amap * sizeof(*r->end));
		for (size_t k = before; k < r->dec.len; k++) {
			r->start[k] = i;
			r->end[k] = i + len;
		}
		i += len;
	}
}

static void
add_range(struct redact *r, size_t a, size_t b)
{
	xgrow(&r->ranges, &r->aranges, r->nranges + 1, sizeof(*r->ranges));
	r->ranges[r->nranges][0] = a;
	r->ranges[r->nranges++][1] = b;
}

static int
range_cmp(const void *a, const void *b)
{
	const size_t *x = a, *y = b;

	return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* The raw ranges of the secrets in the raw string body s[0..n), sorted
 * and merged, in r->ranges; their number. */
static size_t
find_secrets(struct redact *r, const char *s, size_t n)
{
	const char *text = s;
	size_t tn = n, k;
	int mapped = memchr(s, '\\', n) != NULL;

	r->nranges = 0;
	if (mapped) {
		decode_mapped(r, s, n);
		text = r->dec.p;
		tn = r->dec.len;
	}
	for (size_t i = 0; i < r->nr; i++) {
		const struct pattern *p = &r->v[i];
		size_t from = 0;

		if (p->lit != NULL && !mapped && memmem(s, n, p->lit,
		    strlen(p->lit)) == NULL)
			continue;
		while (from < tn) {
			regmatch_t m[2];
			size_t so, eo;

			m[0].rm_so = (regoff_t)from;
			m[0].rm_eo = (regoff_t)tn;
			if (regexec(&p->re, text, 2, m, REG_STARTEND |
			    (from > 0 ? REG_NOTBOL : 0)) != 0)
				break;
			so = (size_t)m[0].rm_so;
			eo = (size_t)m[0].rm_eo;
			if (p->boundary && so > 0 && word_byte((unsigned char)
			    text[so - 1])) {
				from = so + 1;
				continue;
			}
			if (p->group && m[1].rm_so >= 0) {
				so = (size_t)m[1].rm_so;
				eo = (size_t)m[1].rm_eo;
			}
			if (eo > so)
				add_range(r, mapped ? r->start[so] : so,
				    mapped ? r->end[eo - 1] : eo);
			from = (size_t)m[0].rm_eo > from ?
			    (size_t)m[0].rm_eo : from + 1;
		}
	}
	if (r->nranges < 2)
		return r->nranges;
	qsort(r->ranges, r->nranges, sizeof(*r->ranges), range_cmp);
	k = 0;
	for (size_t i = 1; i < r->nranges; i++) {
		if (r->ranges[i][0] <= r->ranges[k][1]) {
			if (r->ranges[i][1] > r->ranges[k][1])
				r->ranges[k][1] = r->ranges[i][1];
		} else {
			r->ranges[++k][0] = r->ranges[i][0];
			r->ranges[k][1] = r->ranges[i][1];
		}
	}
	return r->nranges = k + 1;
}

int
redact_json(struct redact *r, const char *json, size_t n, struct buf *out)
{
	struct json_span s;
	size_t off = 0, copied = 0;
	int is_key, changed = 0;

	while (json_next_string(json, n, &off, &s, &is_key)) {
		const char *body = s.p + 1;
		size_t pos = 0, nr = find_secrets(r, body, s.n - 2);

		if (nr == 0)
			continue;
		if (!changed)
			buf_reset(out);
		changed = 1;
		buf_add(out, json + copied, (size_t)(body - (json + copied)));
		for (size_t i = 0; i < nr; i++) {
			buf_add(out, body + pos, r->ranges[i][0] - pos);
			buf_adds(out, REDACT_MARK);
			pos = r->ranges[i][1];
		}
		copied = (size_t)(body + pos - json);
	}
	if (changed)
		buf_add(out, json + copied, n - copied);
	return changed;
}

static int
redact_next(struct item_cursor *c, struct item *it)
{
	struct redact_cursor *rc = (struct redact_cursor *)c;
	int status = item_cursor_next(rc->in, it);

	if (status == ST_OK && it->flaw == ITEM_OK &&
	    redact_json(rc->r, it->json, it->len, &rc->out)) {
		it->json = rc->out.p;
		it->len = rc->out.len;
	}
	return status;
}

static void
redact_cursor_free(struct item_cursor *c)
{
	(void)c;	/* borrowed: see redact_cursor_release() */
}

struct item_cursor *
redact_cursor(struct redact_cursor *rc, struct redact *r,
    struct item_cursor *in)
{
	if (r == NULL)
		return in;
	rc->base.next = redact_next;
	rc->base.free = redact_cursor_free;
	rc->in = in;
	rc->r = r;
	return &rc->base;
}

void
redact_cursor_release(struct redact_cursor *rc)
{
	buf_release(&rc->out);
}
