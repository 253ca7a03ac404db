/* t_redact.c - secrets in JSON strings, and the string walk under it. */
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

int
main(void)
{
	struct redact *r = redact_new(), *u = redact_new();

	test_walk();
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
	check(r, "{\"k\":\"Bearer abc.def.ghi\"}", "{\"k\":\"Bearer [REDACTED]\"}",
	    "a bearer token keeps its word");
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
