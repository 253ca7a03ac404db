/* redact.c - secrets in JSON strings found and replaced; see redact.h. */
#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#endif
#include <regex.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "find.h"
#include "json.h"
#include "redact.h"
#include "xalloc.h"

/* A built-in kind's flags. */
#define K_BOUND	0x1	/* a token: not after a token byte, nor before an
			   ASCII letter or digit */
#define K_ICASE	0x2	/* the ERE ignores case */
#define K_DIGIT	0x4	/* what is replaced holds a digit */
#define K_URL	0x8	/* user:password whose password is no placeholder */

/*
 * The built-in kinds.  lit is a literal every match holds (or several, as
 * "a|b", one of which each holds), of 3 bytes or more, and its forms with
 * a '/' escaped (scan_raw() looks for them in raw JSON), back bytes at most
 * after the match's start, and span bytes at most before its end: the ERE
 * is tried only in that window around each place a literal occurs (wider
 * if the match reaches the window's end).  group: the subexpression
 * replaced (0: the match).
 */
static const struct builtin {
	const char	*kind, *lit;
	unsigned	 back, span;
	const char	*ere;
	int		 group;
	unsigned	 flags;
} builtins[] = {
	/* Anthropic (sk-ant-) before OpenAI (sk-, sk-proj-): the first
	 * kind found at a place names it */
	{ "anthropic-key", "sk-ant-", 0, 512, "sk-ant-[A-Za-z0-9_-]{20,}",
	    0, K_BOUND },
	{ "openai-key", "sk-", 0, 512, "sk-[A-Za-z0-9_-]{20,}", 0, K_BOUND },
	{ "aws-access-key", "AKIA|ASIA|A3T", 0, 64,
	    "(AKIA|ASIA|A3T[A-Z0-9])[0-9A-Z]{16}", 0, K_BOUND },
	/* the secret key is 40 base64 bytes: only after its key name */
	{ "aws-secret-key", "ccess|CCESS", 16, 128,
	    "(aws_?)?secret_?access_?key[\"']?[[:space:]]*(:|=>|=)[[:space:]]*"
	    "[\"']?([A-Za-z0-9/+=]{40})", 3, K_ICASE },
	{ "github-token", "ghp_|gho_|ghu_|ghs_|ghr_", 0, 512,
	    "gh[pousr]_[A-Za-z0-9_]{36,}", 0,
	    K_BOUND },
	{ "github-token", "ghs_", 0, 4096,
	    "ghs_[0-9]{1,20}_[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+",
	    0, K_BOUND },
	{ "github-token", "github_pat_", 0, 512, "github_pat_[A-Za-z0-9_]{22,}",
	    0, K_BOUND },
	{ "gitlab-token", "glpat-|gldt-|glrt-|glptt-|glsoat-|glcbt-|glimt-|glft-",
	    0, 512,
	    "gl(pat|dt|rt|ptt|soat|cbt|imt|ft)-[A-Za-z0-9_-]{20,}", 0, K_BOUND },
	{ "grafana-token", "glc_", 0, 512, "glc_[A-Za-z0-9+/]{32,}={0,2}", 0,
	    K_BOUND },
	{ "grafana-token", "glsa_", 0, 128, "glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",
	    0, K_BOUND },
	{ "slack-token", "xox", 0, 512,
	    "xox[abposr]-[A-Za-z0-9]+(-[A-Za-z0-9]+)+", 0, K_BOUND },
	{ "slack-token", "xapp-", 0, 512, "xapp-[A-Za-z0-9]+(-[A-Za-z0-9]+)+", 0,
	    K_BOUND },
	{ "slack-webhook", "hooks.slack.com/|hooks.slack.com\\/", 0, 512,
	    "hooks\\.slack\\.com/(services|workflows)/"
	    "([A-Za-z0-9]+/[A-Za-z0-9]+/[A-Za-z0-9]+)", 2, 0 },
	{ "stripe-key", "sk_live_", 0, 256, "sk_live_[A-Za-z0-9]{16,}", 0, K_BOUND },
	{ "stripe-key", "rk_live_", 0, 256, "rk_live_[A-Za-z0-9]{16,}", 0, K_BOUND },
	{ "stripe-key", "sk_test_", 0, 256, "sk_test_[A-Za-z0-9]{16,}", 0, K_BOUND },
	{ "stripe-key", "rk_test_", 0, 256, "rk_test_[A-Za-z0-9]{16,}", 0, K_BOUND },
	{ "stripe-key", "whsec_", 0, 256, "whsec_[A-Za-z0-9]{24,}", 0, K_BOUND },
	{ "google-api-key", "AIza", 0, 64, "AIza[0-9A-Za-z_-]{35}", 0, K_BOUND },
	{ "npm-token", "npm_", 0, 128, "npm_[A-Za-z0-9]{36}", 0, K_BOUND },
	{ "npm-token", "_authToken=", 0, 512,
	    "_authToken=([^$[:space:]\"'][^[:space:]\"']*)", 1, 0 },
	{ "huggingface-token", "hf_", 0, 128, "hf_[A-Za-z0-9]{30,}", 0, K_BOUND },
	{ "sendgrid-key", "SG.", 0, 512,
	    "SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}", 0, K_BOUND },
	{ "shopify-token", "shp", 0, 256, "shp(pa|ca|at|ss)_[A-Za-z0-9]{32,}", 0,
	    K_BOUND },
	{ "groq-key", "gsk_", 0, 256, "gsk_[A-Za-z0-9]{52,}", 0, K_BOUND },
	{ "linear-key", "lin_", 0, 256, "lin_(api|oauth)_[A-Za-z0-9_]{32,}", 0,
	    K_BOUND },
	{ "notion-token", "ntn_", 0, 256, "ntn_[0-9]{11}[A-Za-z0-9]{35,}", 0,
	    K_BOUND },
	{ "1password-token", "ops_eyJ", 0, 4096, "ops_eyJ[A-Za-z0-9+/=_-]{100,}",
	    0, K_BOUND },
	{ "vault-token", "hvs.|hvb.|hvr.", 0, 512, "hv[sbr]\\.[A-Za-z0-9_-]{90,}", 0,
	    K_BOUND },
	{ "vercel-token", "vca_|vci_|vck_|vcp_|vcr_", 0, 256, "vc[aikpr]_[A-Za-z0-9]{20,}", 0, K_BOUND },
	{ "databricks-token", "dapi", 0, 64, "dapi[a-fA-F0-9]{32}(-[0-9])?", 0,
	    K_BOUND },
	{ "docker-token", "dckr_pat_", 0, 256, "dckr_pat_[A-Za-z0-9_-]{27,}", 0,
	    K_BOUND },
	{ "figma-token", "figd_", 0, 512, "figd_[A-Za-z0-9_-]{40,}", 0, K_BOUND },
	{ "cloudflare-token", "cfk_|cfut_|cfat_", 0, 256, "cf(k|ut|at)_[A-Za-z0-9]{48,}", 0,
	    K_BOUND },
	{ "tailscale-key", "tskey-", 0, 256,
	    "tskey-[a-z]{2,20}-[0-9A-Za-z_]{8,}-[0-9A-Za-z_]{16,}", 0, K_BOUND },
	/* header and payload are JSON objects ("{\"" is "eyJ"); the dots
	 * keep base64 data out */
	{ "jwt", "eyJ", 0, 16384,
	    "eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*", 0,
	    K_BOUND },
	/* HTTP bearer credentials: the token, not the word */
	{ "bearer-token", "Bearer |bearer ", 0, 4096,
	    "[Bb]earer +([A-Za-z0-9._~+/=-]{8,})",
	    1, K_DIGIT },
	/* PEM private keys, BEGIN to END (or to where the key's text stops);
	 * inside a string that holds JSON, "\n" is two bytes, '\' and 'n' */
	{ "private-key", "PRIVATE KEY", 32, 65536,
	    "-----BEGIN ?[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----([^-]|-[^-])*"
	    "(-----END ?[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----)?", 0, 0 },
	/* a URL's user and password (scheme://user:password@host): both */
	{ "url-credentials", "://|:\\/\\/|:\\//|:/\\/", 32, 512,
	    "[A-Za-z][A-Za-z0-9+.-]*://([^:/?#@[:space:]\"'<>]+:"
	    "[^/?#[:space:]\"'<>]+)@", 1, K_URL },
};

struct pattern {
	regex_t			 re;
	const struct builtin	*b;		/* NULL: the user's */
	size_t			 skip;		/* scratch: no match begins
						   before */
};

/* A built-in literal: lit[j..j+2] are the three bytes looked for. */
struct trigger {
	const char	*lit;
	size_t		 len, j, pattern;
	unsigned	 bucket;
};

#define TRIGGERS_MAX	96
#define ESCAPE		SIZE_MAX	/* the trigger "\u00", of no kind:
					   scan_raw() cannot go on */
#define BY_BYTE_MAX	24
#define BUCKETS		8	/* the bits of a byte */

/* Where the decoding of a string changed lengths: an escape. */
struct esc {
	size_t	dec, declen;	/* decoded bytes */
	size_t	raw, rawlen;	/* raw bytes */
};

struct redact {
	struct pattern		*v;
	size_t			 nr, alloc, nbuiltin;
	struct trigger		 trig[TRIGGERS_MAX];
	size_t			 ntrig;
	uint64_t		 pair[1024];	/* bit (a << 8 | b): some
						   trigger holds "ab" at j */
	unsigned char		 by[256][BY_BYTE_MAX];	/* the triggers
						   whose lit[j] is the byte */
	unsigned char		 nby[256];
	unsigned char		 nib[6][16];	/* the buckets of the three
						   bytes of the triggers, by
						   nibble: the first's low and
						   high, ... (pairs_avx2()) */
	int			 simd;
	/* scratch */
	struct buf		 dec;
	struct esc		*esc;
	size_t			 nesc, aesc;
	struct redact_hit	*hits;
	size_t			 nhits, ahits;
};

const char *const *
redact_kinds(void)
{
	static const char *names[nitems(builtins) + 1];

	if (names[0] == NULL) {
		size_t k = 0;

		for (size_t i = 0; i < nitems(builtins); i++)
			if (k == 0 || strcmp(names[k - 1], builtins[i].kind) != 0)
				names[k++] = builtins[i].kind;
		names[k] = NULL;
	}
	return names;
}

static int
add_pattern(struct redact *r, const char *ere, const struct builtin *b)
{
	struct pattern *p;
	int rc;

	xgrow(&r->v, &r->alloc, r->nr + 1, sizeof(*r->v));
	p = &r->v[r->nr];
	memset(p, 0, sizeof(*p));
	if ((rc = regcomp(&p->re, ere, REG_EXTENDED |
	    (b != NULL && (b->flags & K_ICASE) ? REG_ICASE : 0))) != 0) {
		char err[256];

		regerror(rc, &p->re, err, sizeof(err));
		return fail(ST_USAGE, "bad --redact-pattern '%s': %s", ere, err);
	}
	p->b = b;
	r->nr++;
	return ST_OK;
}

/* Note pattern i's literal lit[0..n) (3 bytes or more): its three rarest
 * bytes in a row, by find_rank(), are what the scan looks for. */
static void
add_trigger(struct redact *r, size_t i, const char *lit, size_t n)
{
	const unsigned char *l = (const unsigned char *)lit;
	struct trigger *t;
	unsigned v;
	int best = -1;

	if (n < 3 || r->ntrig == TRIGGERS_MAX)
		abort();	/* the table above: cannot be */
	t = &r->trig[r->ntrig];
	t->lit = lit;
	t->len = n;
	t->pattern = i;
	for (size_t j = 0; j + 3 <= n; j++) {
		int score = find_rank(l[j]) + find_rank(l[j + 1]) +
		    find_rank(l[j + 2]);

		if (best == -1 || score < best) {
			best = score;
			t->j = j;
		}
	}
	v = (unsigned)l[t->j] << 8 | l[t->j + 1];
	r->pair[v >> 6] |= UINT64_C(1) << (v & 63);
	if (r->nby[l[t->j]] == BY_BYTE_MAX)
		abort();	/* too many literals hold the byte */
	r->by[l[t->j]][r->nby[l[t->j]]++] = (unsigned char)r->ntrig;
	r->ntrig++;
}

/* How much text bucket b lets through, its triggers but skip's (and t, if
 * not NULL): for each of the three places, the bytes whose nibbles are
 * among its triggers' bytes', each weighed by how common it is (w); their
 * product.  0 for an empty bucket. */
static uint64_t
bucket_cost(const struct redact *r, const unsigned w[256], unsigned b,
    size_t skip, const struct trigger *t)
{
	unsigned set[6] = { 0 };
	uint64_t cost = 1;
	int any = t != NULL;

	for (size_t i = 0; i <= r->ntrig; i++) {
		const struct trigger *u = i < r->ntrig ? &r->trig[i] : t;
		const unsigned char *l;

		if (u == NULL || (i < r->ntrig && (i == skip || u->bucket != b)))
			continue;
		any = 1;
		l = (const unsigned char *)u->lit + u->j;
		for (size_t k = 0; k < 3; k++) {
			set[2 * k] |= 1u << (l[k] & 15);
			set[2 * k + 1] |= 1u << (l[k] >> 4);
		}
	}
	for (size_t k = 0; k < 3; k++) {
		uint64_t sum = 0;

		for (unsigned c = 0; c < 256; c++)
			if ((set[2 * k] >> (c & 15) & 1) && (set[2 * k + 1] >> (c >> 4) & 1))
				sum += w[c];
		cost *= sum;
	}
	return any ? cost : 0;
}

/* The triggers in BUCKETS buckets, each (a few rounds over them) in the
 * one it widens least, so that little text passes the buckets that is not
 * a trigger's; then the nibble tables. */
static void
fill_buckets(struct redact *r)
{
	unsigned w[256];

	for (unsigned c = 0; c < 256; c++)
		w[c] = (unsigned)find_rank((unsigned char)c) + 1;
	for (size_t i = 0; i < r->ntrig; i++)
		r->trig[i].bucket = (unsigned)(i * BUCKETS / r->ntrig);
	for (int round = 0; round < 5; round++)
		for (size_t i = 0; i < r->ntrig; i++) {
			uint64_t least = UINT64_MAX;
			unsigned best = 0;

			for (unsigned b = 0; b < BUCKETS; b++) {
				uint64_t c = bucket_cost(r, w, b, i, &r->trig[i]) -
				    bucket_cost(r, w, b, i, NULL);

				if (c < least) {
					least = c;
					best = b;
				}
			}
			r->trig[i].bucket = best;
		}
	for (size_t i = 0; i < r->ntrig; i++) {
		const struct trigger *t = &r->trig[i];
		const unsigned char *l = (const unsigned char *)t->lit + t->j;

		for (size_t k = 0; k < 3; k++) {
			r->nib[2 * k][l[k] & 15] |= (unsigned char)(1u << t->bucket);
			r->nib[2 * k + 1][l[k] >> 4] |= (unsigned char)(1u <<
			    t->bucket);
		}
	}
}

static int	simd_level = 1;

void
redact_limit(int simd)
{
	simd_level = simd;
}

struct redact *
redact_new(void)
{
	struct redact *r = xcalloc(1, sizeof(*r));

	for (size_t i = 0; i < nitems(builtins); i++) {
		const char *l = builtins[i].lit, *bar;

		if (add_pattern(r, builtins[i].ere, &builtins[i]) != ST_OK)
			abort();	/* a built-in pattern: cannot be */
		for (; (bar = strchr(l, '|')) != NULL; l = bar + 1)
			add_trigger(r, i, l, (size_t)(bar - l));
		add_trigger(r, i, l, strlen(l));
	}
	add_trigger(r, ESCAPE, "\\u00", 4);
	r->nbuiltin = r->nr;
	fill_buckets(r);
#if defined(__GNUC__) && defined(__x86_64__)
	r->simd = simd_level > 0 && __builtin_cpu_supports("avx2");
#endif
	return r;
}

int
redact_add(struct redact *r, const char *ere)
{
	return add_pattern(r, ere, NULL);
}

void
redact_free(struct redact *r)
{
	if (r == NULL)
		return;
	for (size_t i = 0; i < r->nr; i++)
		regfree(&r->v[i].re);
	free(r->v);
	free(r->esc);
	free(r->hits);
	buf_release(&r->dec);
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

/* A byte of a token, or of base64 data: what may not come before one. */
static int
token_byte(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
	    (c >= 'a' && c <= 'z') || c == '_' || c == '-' || c == '+' ||
	    c == '/';
}

static int
alnum_byte(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
	    (c >= 'a' && c <= 'z');
}

static int
hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return c - 'A' + 10;
}

/* The UTF-8 of code point c at out; its length. */
static size_t
utf8_put(unsigned char *out, uint32_t c)
{
	if (c < 0x80) {
		out[0] = (unsigned char)c;
		return 1;
	}
	if (c < 0x800) {
		out[0] = (unsigned char)(0xc0 | c >> 6);
		out[1] = (unsigned char)(0x80 | (c & 0x3f));
		return 2;
	}
	if (c < 0x10000) {
		out[0] = (unsigned char)(0xe0 | c >> 12);
		out[1] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
		out[2] = (unsigned char)(0x80 | (c & 0x3f));
		return 3;
	}
	out[0] = (unsigned char)(0xf0 | c >> 18);
	out[1] = (unsigned char)(0x80 | (c >> 12 & 0x3f));
	out[2] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
	out[3] = (unsigned char)(0x80 | (c & 0x3f));
	return 4;
}

/* The four hex digits at s (valid JSON: they are). */
static uint32_t
hex4(const char *s)
{
	return (uint32_t)(hex_value(s[0]) << 12 | hex_value(s[1]) << 8 |
	    hex_value(s[2]) << 4 | hex_value(s[3]));
}

/* Decode the raw string body s[0..n) (valid JSON) into r->dec, noting
 * each escape in r->esc.  Decoded, a string is no longer than raw. */
static void
decode_body(struct redact *r, const char *s, size_t n)
{
	unsigned char *out;
	size_t d = 0;

	buf_reset(&r->dec);
	buf_grow(&r->dec, n);
	out = (unsigned char *)r->dec.p;
	r->nesc = 0;
	xgrow(&r->esc, &r->aesc, n / 2 + 1, sizeof(*r->esc));
	for (size_t i = 0; i < n; ) {
		const char *bs = memchr(s + i, '\\', n - i);
		size_t run = bs != NULL ? (size_t)(bs - (s + i)) : n - i, len = 2;
		struct esc *e;
		uint32_t c;

		memcpy(out + d, s + i, run);
		d += run;
		if ((i += run) >= n)
			break;
		e = &r->esc[r->nesc++];
		e->dec = d;
		e->raw = i;
		switch (s[i + 1]) {
		case 'b': out[d++] = '\b'; break;
		case 'f': out[d++] = '\f'; break;
		case 'n': out[d++] = '\n'; break;
		case 'r': out[d++] = '\r'; break;
		case 't': out[d++] = '\t'; break;
		case 'u':
			len = 6;
			c = hex4(s + i + 2);
			/* a surrogate pair is one character; a lone one is
			 * U+FFFD, as json_str_decode() has it */
			if (c >= 0xd800 && c < 0xdc00 && i + 12 <= n &&
			    s[i + 6] == '\\' && s[i + 7] == 'u' &&
			    hex4(s + i + 8) >= 0xdc00 && hex4(s + i + 8) < 0xe000) {
				c = 0x10000 + ((c - 0xd800) << 10) +
				    (hex4(s + i + 8) - 0xdc00);
				len = 12;
			} else if (c >= 0xd800 && c < 0xe000) {
				c = 0xfffd;
			}
			d += utf8_put(out + d, c);
			break;
		default:	/* '"', '\\', '/' */
			out[d++] = (unsigned char)s[i + 1];
			break;
		}
		e->rawlen = len;
		e->declen = d - e->dec;
		i += len;
	}
	r->dec.len = d;		/* buf_grow() made room, and for a NUL */
	r->dec.p[d] = '\0';
}

/* The escape that decoded byte k comes from or follows, or NULL. */
static const struct esc *
esc_at(const struct redact *r, size_t k)
{
	size_t lo = 0, hi = r->nesc;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (r->esc[mid].dec <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > 0 ? &r->esc[lo - 1] : NULL;
}

/* The raw start of decoded byte k, and the raw end of decoded bytes
 * ending before k (k > 0). */
static size_t
raw_start(const struct redact *r, size_t k)
{
	const struct esc *e = esc_at(r, k);

	if (e == NULL)
		return k;
	if (k < e->dec + e->declen)
		return e->raw;
	return e->raw + e->rawlen + (k - e->dec - e->declen);
}

static size_t
raw_end(const struct redact *r, size_t k)
{
	const struct esc *e = esc_at(r, k - 1);

	if (e == NULL)
		return k;
	if (k - 1 < e->dec + e->declen)
		return e->raw + e->rawlen;
	return e->raw + e->rawlen + (k - e->dec - e->declen);
}

static void
add_hit(struct redact *r, const char *kind, size_t so, size_t eo)
{
	struct redact_hit *h;

	xgrow(&r->hits, &r->ahits, r->nhits + 1, sizeof(*r->hits));
	h = &r->hits[r->nhits++];
	h->kind = kind;
	h->so = so;
	h->eo = eo;
}

/* Is the password of "user:password" t[so..eo) a placeholder? */
static int
placeholder(const char *t, size_t so, size_t eo)
{
	const char *c = memchr(t + so, ':', eo - so);

	if (c == NULL || ++c >= t + eo)
		return 1;
	return strchr("$<{%*[", *c) != NULL;
}

static int
has_digit(const char *t, size_t so, size_t eo)
{
	for (size_t i = so; i < eo; i++)
		if (t[i] >= '0' && t[i] <= '9')
			return 1;
	return 0;
}

/*
 * Pattern p's first match in t[from..to) (of tn bytes in all) that its
 * kind's checks accept, in *so and *eo (what is replaced), and the whole
 * match's end in *end: 1, or 0 if none.
 */
static int
match_in(const struct pattern *p, const char *t, size_t tn, size_t from,
    size_t to, size_t *so, size_t *eo, size_t *end)
{
	const struct builtin *b = p->b;
	unsigned flags = b != NULL ? b->flags : 0;
	size_t g = b != NULL ? (size_t)b->group : 0;

	while (from < to) {
		regmatch_t m[4];
		size_t ms, me;

		m[0].rm_so = (regoff_t)from;
		m[0].rm_eo = (regoff_t)to;
		if (regexec(&p->re, t, g + 1, m, REG_STARTEND |
		    (from > 0 ? REG_NOTBOL : 0)) != 0)
			return 0;
		ms = (size_t)m[0].rm_so;
		me = (size_t)m[0].rm_eo;
		/* the window cut the match: try again to the string's end */
		if (me == to && to < tn) {
			to = tn;
			continue;
		}
		*so = g > 0 && m[g].rm_so >= 0 ? (size_t)m[g].rm_so : ms;
		*eo = g > 0 && m[g].rm_so >= 0 ? (size_t)m[g].rm_eo : me;
		*end = me;
		if ((flags & K_BOUND) && ((ms > 0 &&
		    token_byte((unsigned char)t[ms - 1])) ||
		    (me < tn && alnum_byte((unsigned char)t[me])))) {
			from = ms + 1;
			continue;
		}
		/* what was redacted is no secret: redacting is idempotent */
		if ((*eo - *so == sizeof(REDACT_MARK) - 1 && memcmp(t + *so,
		    REDACT_MARK, *eo - *so) == 0) ||
		    ((flags & K_DIGIT) && !has_digit(t, *so, *eo)) ||
		    ((flags & K_URL) && placeholder(t, *so, *eo)) ||
		    *eo <= *so) {
			from = me > ms ? me : ms + 1;
			continue;
		}
		return 1;
	}
	return 0;
}

/* Trigger tr's pattern where its literal may begin, t[at]. */
static void
try_builtin(struct redact *r, const struct trigger *tr, const char *t,
    size_t tn, size_t at, size_t base)
{
	struct pattern *p = &r->v[tr->pattern];
	const struct builtin *b = p->b;
	size_t from, to, so, eo, end;

	if (at < p->skip || tn - at < tr->len ||
	    memcmp(t + at, tr->lit, tr->len) != 0)
		return;
	from = at > b->back ? at - b->back : 0;
	if (from < p->skip)
		from = p->skip;
	to = tn - at - tr->len > b->span ? at + tr->len + b->span : tn;
	if (!match_in(p, t, tn, from, to, &so, &eo, &end))
		return;
	add_hit(r, b->kind, base + so, base + eo);
	p->skip = end > at ? end : at + 1;
}

static int
pair_bit(const struct redact *r, const unsigned char *u)
{
	unsigned v = (unsigned)u[0] << 8 | u[1];

	return (r->pair[v >> 6] >> (v & 63)) & 1;
}

#if defined(__GNUC__) && defined(__x86_64__)
/* next_pair() 32 places at a time: the first place from at on whose three
 * bytes are in some bucket's (AVX2), then whose two are in r->pair; or,
 * near the end, the first place it did not look at. */
__attribute__((target("avx2")))
static size_t
pairs_avx2(const struct redact *r, const unsigned char *u, size_t n, size_t at)
{
	const __m256i low = _mm256_set1_epi8(0x0f), zero = _mm256_setzero_si256();
	__m256i t[6];

	for (size_t k = 0; k < 6; k++)
		t[k] = _mm256_broadcastsi128_si256(_mm_loadu_si128(
		    (const __m128i *)(const void *)r->nib[k]));
	for (; at + 34 <= n; at += 32) {
		__m256i m = _mm256_set1_epi8(-1);
		uint32_t mask;

		for (size_t k = 0; k < 3; k++) {
			__m256i x = _mm256_loadu_si256((const __m256i *)(const void *)
			    (u + at + k));

			m = _mm256_and_si256(m, _mm256_and_si256(
			    _mm256_shuffle_epi8(t[2 * k], _mm256_and_si256(x, low)),
			    _mm256_shuffle_epi8(t[2 * k + 1], _mm256_and_si256(
			    _mm256_srli_epi16(x, 4), low))));
		}
		mask = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(m, zero));
		for (; mask != 0; mask &= mask - 1) {
			size_t p = at + (size_t)__builtin_ctz(mask);

			if (pair_bit(r, u + p))
				return p;
		}
	}
	return at;
}
#endif

/* The first place from at on in u[0..n) whose two bytes begin some
 * trigger's pair, or n. */
static size_t
next_pair(const struct redact *r, const unsigned char *u, size_t n, size_t at)
{
#if defined(__GNUC__) && defined(__x86_64__)
	if (r->simd && (at = pairs_avx2(r, u, n, at)) + 34 <= n)
		return at;
#endif
	for (; at + 1 < n; at++)
		if (pair_bit(r, u + at))
			return at;
	return n;
}

/* The secrets of the decoded text t[0..tn), as hits at base + their
 * offsets in t (mapped to the raw bytes by the caller). */
static void
find_in_text(struct redact *r, const char *t, size_t tn, size_t base)
{
	const unsigned char *u = (const unsigned char *)t;

	for (size_t i = 0; i < r->nbuiltin; i++)
		r->v[i].skip = 0;
	/* the shortest secret is 8 bytes */
	for (size_t at = next_pair(r, u, tn, 0); tn >= 8 && at < tn;
	    at = next_pair(r, u, tn, at + 1)) {
		for (size_t k = 0; k < r->nby[u[at]]; k++) {
			const struct trigger *tr = &r->trig[r->by[u[at]][k]];

			if ((unsigned char)tr->lit[tr->j + 1] == u[at + 1] &&
			    at >= tr->j && tr->pattern != ESCAPE)
				try_builtin(r, tr, t, tn, at - tr->j, base);
		}
	}
	for (size_t i = r->nbuiltin; i < r->nr; i++) {
		size_t from = 0, so, eo, end;

		while (from < tn && match_in(&r->v[i], t, tn, from, tn, &so,
		    &eo, &end)) {
			add_hit(r, "pattern", base + so, base + eo);
			from = end > from ? end : from + 1;
		}
	}
}

/* Hits [first, nhits) in order of where they begin, stably: at one place,
 * the kind found first (listed first) stays first.  A string has few. */
static void
sort_hits(struct redact *r, size_t first)
{
	for (size_t i = first + 1; i < r->nhits; i++) {
		struct redact_hit h = r->hits[i];
		size_t j = i;

		while (j > first && r->hits[j - 1].so > h.so) {
			r->hits[j] = r->hits[j - 1];
			j--;
		}
		r->hits[j] = h;
	}
}

/* The raw string body s[0..n), at offset base of the item: its secrets
 * appended to r->hits, in raw offsets. */
static void
scan_string(struct redact *r, const char *s, size_t n, size_t base)
{
	size_t first = r->nhits;

	if (memchr(s, '\\', n) == NULL) {
		find_in_text(r, s, n, base);
		return;
	}
	decode_body(r, s, n);
	find_in_text(r, r->dec.p, r->dec.len, 0);
	for (size_t i = first; i < r->nhits; i++) {
		r->hits[i].eo = base + raw_end(r, r->hits[i].eo);
		r->hits[i].so = base + raw_start(r, r->hits[i].so);
	}
}

/* The string of json[0..n) that holds byte at, after those before *off
 * (json_next_string()'s), in *s: 1, 0 if at is in none, -1 if no string
 * ends after it. */
static int
string_at(const char *json, size_t n, size_t at, size_t *off,
    struct json_span *s)
{
	int is_key;

	while (s->p == NULL || s->p + s->n <= json + at)
		if (!json_next_string(json, n, off, s, &is_key))
			return -1;
	return s->p < json + at;
}

/*
 * The built-in kinds only: a literal of the decoded text is one of the raw
 * bytes too, unless one of its bytes is escaped ("\/" is among the
 * literals; an ASCII character's "\u00XX" is not), so only the strings
 * where one occurs in the raw bytes are decoded and scanned; the raw bytes
 * are looked at as find_in_text() looks at a string's.  0, or -1 where an
 * ASCII character's escape is met outside the strings scanned: then the
 * whole item must be scanned decoded.
 */
static int
scan_raw(struct redact *r, const char *json, size_t n)
{
	const unsigned char *u = (const unsigned char *)json;
	struct json_span s = { NULL, 0 };
	size_t off = 0, done = 0;
	int in;

	for (size_t at = next_pair(r, u, n, 0); at < n;
	    at = next_pair(r, u, n, at + 1)) {
		for (size_t k = 0; k < r->nby[u[at]]; k++) {
			const struct trigger *tr = &r->trig[r->by[u[at]][k]];
			size_t o = tr->j, first = r->nhits;

			if ((unsigned char)tr->lit[o + 1] != u[at + 1] || at < o ||
			    at - o < done || n - (at - o) < tr->len ||
			    memcmp(json + at - o, tr->lit, tr->len) != 0)
				continue;
			if (tr->pattern == ESCAPE) {
				if (n - (at - o) > 4 && json[at - o + 4] >= '2' &&
				    json[at - o + 4] <= '7')
					return -1;
				continue;
			}
			if ((in = string_at(json, n, at - o, &off, &s)) == -1)
				return 0;
			if (in == 0)
				continue;
			scan_string(r, s.p + 1, s.n - 2, (size_t)(s.p + 1 - json));
			sort_hits(r, first);
			done = (size_t)(s.p + s.n - json);
		}
	}
	return 0;
}

int
redact_maybe(const struct redact *r, const char *p, size_t n)
{
	const unsigned char *u = (const unsigned char *)p;

	if (r->nr > r->nbuiltin)
		return 1;
	for (size_t at = next_pair(r, u, n, 0); at < n;
	    at = next_pair(r, u, n, at + 1))
		for (size_t k = 0; k < r->nby[u[at]]; k++) {
			const struct trigger *tr = &r->trig[r->by[u[at]][k]];
			size_t o = tr->j;

			if ((unsigned char)tr->lit[o + 1] != u[at + 1] || at < o ||
			    n - (at - o) < tr->len ||
			    memcmp(p + at - o, tr->lit, tr->len) != 0)
				continue;
			if (tr->pattern != ESCAPE || (n - (at - o) > 4 &&
			    p[at - o + 4] >= '2' && p[at - o + 4] <= '7'))
				return 1;
		}
	return 0;
}

size_t
redact_scan(struct redact *r, const char *json, size_t n,
    const struct redact_hit **hits)
{
	struct json_span s;
	size_t off = 0, k, first;
	int is_key;

	r->nhits = 0;
	if (r->nr > r->nbuiltin || scan_raw(r, json, n) == -1)
		for (r->nhits = 0; json_next_string(json, n, &off, &s, &is_key); ) {
			first = r->nhits;
			scan_string(r, s.p + 1, s.n - 2, (size_t)(s.p + 1 - json));
			sort_hits(r, first);
		}
	*hits = r->hits;
	if (r->nhits < 2)
		return r->nhits;
	/* join what overlaps (only hits of one string can) */
	k = 0;
	for (size_t i = 1; i < r->nhits; i++) {
		if (r->hits[i].so < r->hits[k].eo) {
			if (r->hits[i].eo > r->hits[k].eo)
				r->hits[k].eo = r->hits[i].eo;
		} else {
			r->hits[++k] = r->hits[i];
		}
	}
	return r->nhits = k + 1;
}

void
redact_preview(const char *json, const struct redact_hit *h, struct buf *out)
{
	struct buf raw = BUF_INIT, dec = BUF_INIT;
	size_t shown, chars = 0;

	/* decoded: the raw bytes of a hit are whole escapes */
	buf_addc(&raw, '"');
	buf_add(&raw, json + h->so, h->eo - h->so);
	buf_addc(&raw, '"');
	json_str_decode((struct json_span){ raw.p, raw.len }, &dec);
	for (size_t i = 0; i < dec.len; i++)
		if (((unsigned char)dec.p[i] & 0xc0) != 0x80)
			chars++;
	shown = chars / 4 < 4 ? chars / 4 : 4;
	for (size_t i = 0; i < shown; i++) {
		unsigned char c = (unsigned char)dec.p[i];

		buf_addc(out, c > ' ' && c < 0x7f ? c : '?');
	}
	buf_addf(out, "...(%zu chars)", chars);
	buf_release(&raw);
	buf_release(&dec);
}

int
redact_json(struct redact *r, const char *json, size_t n, struct buf *out)
{
	const struct redact_hit *h;
	size_t nr = redact_scan(r, json, n, &h), copied = 0;

	if (nr == 0)
		return 0;
	buf_reset(out);
	for (size_t i = 0; i < nr; i++) {
		buf_add(out, json + copied, h[i].so - copied);
		buf_adds(out, REDACT_MARK);
		copied = h[i].eo;
	}
	buf_add(out, json + copied, n - copied);
	return 1;
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
