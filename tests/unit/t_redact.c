/* t_redact.c - secrets in JSON strings, and the string walk under it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "json.h"
#include "redact.h"
#include "tap.h"

/* redact_json() of in with r: want, or in itself when want is NULL. */
static void
check(struct redact *r, const char *in, const char *want, const char *name)
{
	struct buf out = BUF_INIT;
	int changed = redact_json(r, in, strlen(in), &out);

	if (want == NULL) {
		ok(!changed, "%s: unchanged", name);
	} else {
		ok(changed, "%s: changed", name);
		is_mem(out.p, out.len, want, strlen(want), "%s", name);
	}
	buf_release(&out);
}

static void
test_walk(void)
{
	const char *j = "{\"a\\\"b\":\"x\\\\\",\"c\":[\"\",1,\"y\"],\"d\":{\"e\":\"z\"}}";
	struct json_span s;
	size_t off = 0, n = 0, keys = 0;
	int is_key;

	while (json_next_string(j, strlen(j), &off, &s, &is_key)) {
		n++;
		keys += is_key;
		if (n == 1)
			is_mem(s.p, s.n, "\"a\\\"b\"", 6, "a key with an escaped quote");
		if (n == 2)
			is_mem(s.p, s.n, "\"x\\\\\"", 5, "a value ending in a backslash");
	}
	is_int((long long)n, 8, "every string, keys and values");
	is_int((long long)keys, 4, "keys are told apart");
}

/* The kinds and raw ranges redact_scan() gives for in, as "kind@so-eo "
 * each, in out. */
static void
scan_str(struct redact *r, const char *in, struct buf *out)
{
	const struct redact_hit *h;
	size_t nr = redact_scan(r, in, strlen(in), &h);

	buf_reset(out);
	for (size_t i = 0; i < nr; i++)
		buf_addf(out, "%s@%zu-%zu ", h[i].kind, h[i].so, h[i].eo);
}

static void
is_scan(struct redact *r, const char *in, const char *want, const char *name)
{
	struct buf out = BUF_INIT;

	scan_str(r, in, &out);
	is_str(out.len > 0 ? out.p : "", want, "%s", name);
	buf_release(&out);
}

static void
test_scan(struct redact *r)
{
	struct buf b = BUF_INIT;
	const struct redact_hit *h;
	const char *const *k = redact_kinds();
	size_t n = 0;
	const char *j = "{\"a\":\"key=AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe\","
	    "\"b\":\"postgres://app:Xy7kLm93Qz@db/x\"}";

	is_scan(r, j, "google-api-key@10-49 url-credentials@67-81 ",
	    "kinds and raw ranges, in order");
	is_scan(r, "{\"a\":\"postgres://${USER}:${PASSWORD}@db/x "
	    "https://u:<password>@h https://u:*****@h\"}", "",
	    "a URL's placeholder password is none");
	is_scan(r, "{\"a\":\"https:\\/\\/u:Xy7kLm93Qz@h\"}",
	    "url-credentials@16-28 ", "a URL with escaped slashes");
	is_scan(r, "{\"a\":\"x ghp_0123456789abcdefghij0123456789abcdef "
	    "Bearer ghp_0123456789abcdefghij0123456789abcdef\"}",
	    "github-token@8-48 bearer-token@56-96 ",
	    "overlapping secrets are one, of the first kind found");
	is_scan(r, "{\"a\":\"[REDACTED] postgres://[REDACTED]@h "
	    "Bearer [REDACTED] _authToken=[REDACTED]\"}", "",
	    "what was redacted is found no more");
	/* base64 data with prefixes inside it, ids, hashes */
	is_scan(r, "{\"type\":\"image\",\"data\":\"iVBORw0KGgoAAAANSUhEUgAIzaSyDaGmWKa4"
	    "JsXZ-HjGw7ISLn3namBGewQe+ghp_0123456789abcdefghij0123456789abcdef/"
	    "eyJhbGciOiJIUzI1NiJ9eyJzdWIiOiIxMjM0NTY3ODkwIn0AKIAIOSFODNN7EXAMPLEx"
	    "sk_live_0123456789abcdefghijklmnop=\",\"id\":\"toolu_01AbCdEfGhIjKlMnOpQr\","
	    "\"uuid\":\"3f2b8c1e-9d4a-4e7b-8a6c-1f2e3d4c5b6a\",\"sha\":\"e3b0c44298fc1c149"
	    "afbf4c8996fb92427ae41e4649b934ca495991b7852b855\",\"msg\":\"msg_01XyZ"
	    "task-sk-notakey0123456789abcdef\"}", "",
	    "ids, hashes and base64 data are not secrets");
	is_scan(r, "{\"a\":\"x\",\"ghp_0123456789abcdefghij0123456789abcdef\":1}",
	    "github-token@10-50 ", "a key is scanned");
	ok(redact_scan(r, "{\"n\":[1,2],\"t\":true}", 18, &h) == 0,
	    "no strings, no secrets");
	is_scan(r, "{\"a\":\"AKIAIOSFODNN7EXAMPLE1 xdapi0123456789abcdef0123456789abcdef "
	    "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQeZ\"}", "",
	    "a token followed by a letter or digit is none");
	/* a secret longer than the window it is looked for in */
	buf_adds(&b, "{\"a\":\"x sk-");
	for (size_t i = 0; i < 3000; i++)
		buf_addc(&b, "abcdefghij"[i % 10]);
	buf_adds(&b, " y\"}");
	ok(redact_scan(r, b.p, b.len, &h) == 1 && h[0].so == 8 &&
	    h[0].eo == b.len - 4, "a long secret is found whole");
	buf_reset(&b);
	/* the preview: never the secret */
	j = "{\"a\":\"sk_live_0123456789abcdefghijklmnop\"}";
	ok(redact_scan(r, j, strlen(j), &h) == 1, "one secret");
	redact_preview(j, &h[0], &b);
	is_str(b.p, "sk_l...(34 chars)", "the preview: 4 characters and a length");
	buf_reset(&b);
	j = "{\"a\":\"https://ab:cd\\u00e9fgh@h\"}";
	ok(redact_scan(r, j, strlen(j), &h) == 1, "a secret with an escape");
	redact_preview(j, &h[0], &b);
	is_str(b.p, "ab...(9 chars)", "a short one shows a quarter, decoded");
	while (k[n] != NULL)
		n++;
	ok(n >= 28 && strcmp(k[0], "anthropic-key") == 0, "the kinds are listed");
	buf_release(&b);
}

/* The scan with AVX2 finds what the portable one does, wherever in a
 * string, across the 32-byte blocks and their ends. */
static void
test_simd(void)
{
	static const char *const secrets[] = {
		"ghp_0123456789abcdefghij0123456789abcdef", "AKIA2E0A8F3B244C9986",
		"sk-abcdefghijklmnopqrstu1", "https://u:Xy7kLm93Qz@h",
		"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc",
		"npm_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789", "Bearer abc123def456"
	};
	struct redact *fast, *slow;
	struct buf in = BUF_INIT, a = BUF_INIT, b = BUF_INIT;
	int same = 1, found = 0;

	redact_limit(0);
	slow = redact_new();
	redact_limit(1);
	fast = redact_new();
	srand(27);
	for (size_t round = 0; round < 400; round++) {
		size_t pad = (size_t)rand() % 80, s = (size_t)rand() % 7;

		buf_reset(&in);
		buf_adds(&in, "{\"t\":\"");
		for (size_t i = 0; i < pad; i++)
			buf_addc(&in, "ab cd-_/:.AIghsk"[rand() % 16]);
		buf_addc(&in, ' ');
		buf_adds(&in, secrets[s]);
		buf_addc(&in, ' ');
		for (size_t i = 0; i < (size_t)rand() % 40; i++)
			buf_addc(&in, " xyz,"[rand() % 5]);
		buf_adds(&in, "\"}");
		scan_str(fast, in.p, &a);
		scan_str(slow, in.p, &b);
		found += a.len > 0;
		if (a.len != b.len || memcmp(a.p, b.p, a.len) != 0) {
			same = 0;
			printf("# differs on %s: %s / %s\n", in.p, a.p, b.p);
			break;
		}
	}
	ok(same, "AVX2 and portable scans agree");
	ok(found == 400, "every planted secret is found (%d)", found);
	redact_free(fast);
	redact_free(slow);
	buf_release(&in);
	buf_release(&a);
	buf_release(&b);
}

int
main(void)
{
	struct redact *r = redact_new(), *u = redact_new();

	test_walk();
	test_scan(r);
	test_simd();
	check(r, "{\"k\":\"sk-abcdefghijklmnopqrstu1\"}",
	    "{\"k\":\"[REDACTED]\"}", "an OpenAI key");
	check(r, "{\"k\":\"x sk-ant-api03-abcdefghijklmnopqrst y\"}",
	    "{\"k\":\"x [REDACTED] y\"}", "an Anthropic key");
	check(r, "{\"k\":\"AKIAIOSFODNN7EXAMPLE\"}", "{\"k\":\"[REDACTED]\"}",
	    "an AWS key id");
	check(r, "{\"k\":\"ghp_0123456789abcdefghij0123456789abcdef\"}",
	    "{\"k\":\"[REDACTED]\"}", "a GitHub token");
	check(r, "{\"k\":\"xoxp-0123456789-ab\"}", "{\"k\":\"[REDACTED]\"}",
	    "a Slack token");
	check(r, "{\"k\":\"Bearer abc.def.gh1\"}", "{\"k\":\"Bearer [REDACTED]\"}",
	    "a bearer token keeps its word");
	check(r, "{\"k\":\"use Bearer authentication\"}", NULL,
	    "a bearer token holds a digit: prose is none");
	check(r, "{\"k\":\"-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE "
	    "KEY-----\"}", "{\"k\":\"[REDACTED]\"}", "a PEM block across escapes");
	check(r, "{\"k\":\"s\\u006b-abcdefghijklmnopqrstuv\"}",
	    "{\"k\":\"[REDACTED]\"}", "an escaped letter in a key");
	check(r, "{\"k\":\"\\\"sk-abcdefghijklmnopqrstuv\\\"\"}",
	    "{\"k\":\"\\\"[REDACTED]\\\"\"}", "escaped quotes around it stay");
	check(r, "{\"sk-abcdefghijklmnopqrstuv\":1}", "{\"[REDACTED]\":1}",
	    "keys are redacted too");
	check(r, "{\"k\":\"disk-abcdefghijklmnopqrstuvwx\"}", NULL,
	    "not after a letter");
	check(r, "{\"k\":\"sk-short\",\"n\":1e-7,\"t\":true}", NULL,
	    "too short: nothing changes");
	ok(redact_add(u, "caf.") == ST_OK, "a user pattern");
	check(u, "{\"k\":\"a caf\\u00e9 b\"}", "{\"k\":\"a [REDACTED] b\"}",
	    "a match ending inside an escape takes the whole escape");
	check(u, "{\"k\":\"caf\\ud83d\\ude00\"}", "{\"k\":\"[REDACTED]\"}",
	    "a surrogate pair is one character");
	ok(redact_add(u, "(") == ST_USAGE, "a bad pattern is refused");
	redact_free(r);
	redact_free(u);
	redact_free(NULL);
	return tap_done();
}
