/* t_json.c - the strict JSON scanner and its helpers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "tap.h"

/* A printable test name: control characters escaped. */
static const char *
shown(const char *in)
{
	static char name[256];
	size_t o = 0;

	for (; *in != '\0' && o < sizeof(name) - 5; in++) {
		if ((unsigned char)*in < 0x20)
			o += (size_t)snprintf(name + o, 5, "\\x%02x", *in);
		else
			name[o++] = *in;
	}
	name[o] = '\0';
	return name;
}

static void
valid(const char *in, const char *compact, int spaced)
{
	struct json_scan js;
	char out[4096];
	size_t n;


	if (!is_int(json_scan(in, strlen(in), &js), JSON_OK, "valid: %s", shown(in)))
		printf("#   error at %zu: %s\n", js.err_off, js.err);
	is_int(js.spaced, spaced, "  spaced flag: %s", shown(in));
	n = json_compact(in + js.start, js.end - js.start, out);
	is_mem(out, n, compact, strlen(compact), "  compact: %s", shown(in));
}

static void
invalid(const char *in, size_t len, enum json_result want, size_t off,
    const char *what)
{
	struct json_scan js;

	is_int(json_scan(in, len, &js), want, "%s: result", what);
	is_int((long long)js.err_off, (long long)off, "%s: offset", what);
	ok(js.err != NULL, "%s: has a message (%s)", what, js.err ? js.err : "");
}

static void
test_scan(void)
{
	valid("{}", "{}", 0);
	valid("  {\"a\":1}  ", "{\"a\":1}", 0);
	valid("{ \"a\" : [ 1 , 2 ] }", "{\"a\":[1,2]}", 1);
	valid("{\"a\":\"x y\"}", "{\"a\":\"x y\"}", 0);
	valid("{\r\n\t\"k\":\"v\"\r\n}", "{\"k\":\"v\"}", 1);
	valid("{\"n\":[0,-0,1.0,1e-7,1E+300,12345678901234567890,-12.5e3]}",
	    "{\"n\":[0,-0,1.0,1e-7,1E+300,12345678901234567890,-12.5e3]}", 0);
	valid("{\"e\":\"\\u00e9\\/\\\"\\\\\\b\\f\\n\\r\\t\\ud83c\\udf26\"}",
	    "{\"e\":\"\\u00e9\\/\\\"\\\\\\b\\f\\n\\r\\t\\ud83c\\udf26\"}", 0);
	valid("{\"lone\":\"\\ud800\"}", "{\"lone\":\"\\ud800\"}", 0);
	valid("{\"a\":1,\"a\":2}", "{\"a\":1,\"a\":2}", 0);
	valid("{\"\\u0000\":null}", "{\"\\u0000\":null}", 0);
	valid("{\"t\":[true,false,null,{},[]]}", "{\"t\":[true,false,null,{},[]]}", 0);
	valid("{\"u\":\"\xe6\x97\xa5\xf0\x9f\x8c\xa6\xc3\xa9\xef\xbf\xbf\"}",
	    "{\"u\":\"\xe6\x97\xa5\xf0\x9f\x8c\xa6\xc3\xa9\xef\xbf\xbf\"}", 0);
	valid("{\"s\":\"a \\\" b\" , \"t\" :\"\\\\\"}", "{\"s\":\"a \\\" b\",\"t\":\"\\\\\"}", 1);
	valid("[ ]", "[]", 1);
	valid("\"str\"", "\"str\"", 0);
	valid("42", "42", 0);

	invalid("{\"a\":1,}", 8, JSON_BAD, 7, "trailing comma in object");
	invalid("[1,]", 4, JSON_BAD, 3, "trailing comma in array");
	invalid("{\"a\":01}", 8, JSON_BAD, 6, "leading zero");
	invalid("{\"a\":NaN}", 9, JSON_BAD, 5, "NaN");
	invalid("{\"a\":1.}", 8, JSON_BAD, 7, "no digit after point");
	invalid("{\"a\":1e}", 8, JSON_BAD, 7, "no exponent digits");
	invalid("{\"a\":-}", 7, JSON_BAD, 6, "lone minus");
	invalid("{\"a\":+1}", 8, JSON_BAD, 5, "plus sign");
	invalid("{'a':1}", 7, JSON_BAD, 1, "single quotes");
	invalid("{/*c*/}", 7, JSON_BAD, 1, "comment");
	invalid("{\"a\" 1}", 7, JSON_BAD, 5, "missing colon");
	invalid("{\"a\":1 \"b\":2}", 13, JSON_BAD, 7, "missing comma");
	invalid("{1:2}", 5, JSON_BAD, 1, "number key");
	invalid("{\"a\":tru}", 9, JSON_BAD, 5, "bad literal");
	invalid("{\"a\":\"\\x\"}", 10, JSON_BAD, 7, "bad escape");
	invalid("{\"a\":\"\\u12G4\"}", 14, JSON_BAD, 10, "bad \\u escape");
	invalid("{\"a\":\"x\ty\"}", 11, JSON_BAD, 7, "raw tab");
	invalid("{\"a\":\"x\ny\"}", 11, JSON_BAD, 7, "raw newline");
	invalid("{\"a\":\"\xc0\xaf\"}", 10, JSON_BAD, 6, "overlong UTF-8");
	invalid("{\"a\":\"\xed\xa0\x80\"}", 11, JSON_BAD, 6, "UTF-8 surrogate");
	invalid("{\"a\":\"\xf4\x90\x80\x80\"}", 12, JSON_BAD, 6, "beyond U+10FFFF");
	invalid("{\"a\":\"\xff\"}", 9, JSON_BAD, 6, "0xFF byte");
	invalid("{\"a\":\"\xe6\x97\"}", 10, JSON_BAD, 6, "cut UTF-8 sequence");
	invalid("\xef\xbb\xbf{}", 5, JSON_BAD, 0, "BOM");
	invalid("{\"a\":1]", 7, JSON_BAD, 6, "mismatched close");
	invalid("[1}", 3, JSON_BAD, 2, "mismatched close in array");
	invalid("{\"a\":\"x\0\"}", 10, JSON_BAD, 7, "NUL byte in string");
	invalid("{\"a\"", 4, JSON_INCOMPLETE, 4, "cut after key");
	invalid("{\"a\":\"abc", 9, JSON_INCOMPLETE, 9, "unterminated string");
	invalid("{\"a\":[1,2", 9, JSON_INCOMPLETE, 9, "cut array");
	invalid("{\"a\":tr", 7, JSON_INCOMPLETE, 7, "cut literal");
	invalid("{\"a\":\"\xe6\x97", 8, JSON_INCOMPLETE, 8, "cut inside UTF-8");
	invalid("", 0, JSON_INCOMPLETE, 0, "empty input");
	invalid("   ", 3, JSON_INCOMPLETE, 3, "only whitespace");
}

static void
test_depth(void)
{
	size_t n = 100000;
	char *deep = malloc(2 * n);
	struct json_scan js;

	memset(deep, '[', n);
	memset(deep + n, ']', n);
	is_int(json_scan(deep, 2 * n, &js), JSON_BAD, "depth 100000 is refused");
	is_int((long long)js.err_off, JSON_MAX_DEPTH, "  at the first level too deep");
	is_int(json_scan(deep + n - JSON_MAX_DEPTH, 2 * JSON_MAX_DEPTH, &js),
	    JSON_OK, "depth %d is accepted", JSON_MAX_DEPTH);
	free(deep);
}

static void
test_pretty(void)
{
	const char *in = "{\"a\":[1,{\"b\":\"x,y:{}\"},[]],\"c\":{},\"d\":\"\\\"]\"}";
	const char *want = "{\n  \"a\": [\n    1,\n    {\n      \"b\": \"x,y:{}\"\n"
	    "    },\n    []\n  ],\n  \"c\": {},\n  \"d\": \"\\\"]\"\n}";
	struct buf b = BUF_INIT;
	struct json_scan js;
	char back[256];
	size_t n;

	json_pretty(in, strlen(in), &b);
	is_str(b.p, want, "pretty-print with 2-space indentation");
	is_int(json_scan(b.p, b.len, &js), JSON_OK, "pretty form is valid");
	n = json_compact(b.p, b.len, back);
	is_mem(back, n, in, strlen(in), "pretty form compacts back exactly");
	buf_release(&b);
}

static void
test_access(void)
{
	const char *obj = "{\"role\":\"user\",\"n\":-42,\"a\":[1,\"x\",{}],"
	    "\"r\\u006fle\":\"again\",\"big\":99999999999999999999}";
	struct json_span o = { obj, strlen(obj) }, v, k;
	struct json_iter it;
	struct buf b = BUF_INIT;
	int64_t i;
	int count = 0;

	ok(json_get(o, "role", &v) && v.n == 7 && memcmp(v.p, "\"again\"", 7) == 0,
	    "json_get: the last duplicate wins, escaped keys match");
	ok(json_get(o, "n", &v) && json_int64(v, &i) == 0 && i == -42,
	    "json_int64 reads -42");
	ok(json_get(o, "big", &v) && json_int64(v, &i) == -1,
	    "json_int64 refuses an out-of-range integer");
	ok(!json_get(o, "missing", &v), "json_get: a missing key");
	ok(json_get(o, "a", &v) && json_iter_init(&it, v.p, v.n) == 0, "array iter");
	while (json_iter_next(&it, &k, &v))
		count++;
	is_int(count, 3, "  three elements");
	is_int((long long)json_skip("{\"a\":[1,2]},x", 13), 11, "json_skip: object");
	is_int((long long)json_skip("12.5,x", 6), 4, "json_skip: number");

	{
		struct json_span s = { "\"a\\u00e9\\ud83c\\udf26\\ud800\\u0000\\n\"", 35 };

		is_int((long long)json_str_decode(s, &b), 1, "decode counts NULs");
		is_mem(b.p, b.len, "a\xc3\xa9\xf0\x9f\x8c\xa6\xef\xbf\xbd\0\n", 12,
		    "decode: escapes, pairs, lone surrogate as U+FFFD");
	}
	buf_reset(&b);
	json_str_encode(&b, "a\"\\\n\x01\xe6\x97\xa5", 8);
	is_str(b.p, "\"a\\\"\\\\\\n\\u0001\xe6\x97\xa5\"", "encode a string");
	ok(json_utf8_valid("\xe6\x97\xa5", 3) && !json_utf8_valid("\xc0\x80", 2) &&
	    !json_utf8_valid("\xe6\x97", 2), "json_utf8_valid");
	buf_release(&b);
}

/* json_scan_members(): the first cap members of in, noted as they stand,
 * written key=value;... */
static void
members(const char *in, size_t cap, size_t want_nr, const char *want)
{
	struct json_scan js;
	struct json_span key[4], val[4];
	char out[512];
	size_t nr = 99, o = 0;

	is_int(json_scan_members(in, strlen(in), &js, key, val, cap, &nr),
	    JSON_OK, "members: %s: valid", shown(in));
	is_int((long long)nr, (long long)want_nr, "  %zu noted (cap %zu)", want_nr, cap);
	for (size_t i = 0; i < nr && i < 4; i++)
		o += (size_t)snprintf(out + o, sizeof(out) - o, "%.*s=%.*s;",
		    (int)key[i].n, key[i].p, (int)val[i].n, val[i].p);
	out[o] = '\0';
	is_str(out, want, "  spans: %s", want);
}

static void
test_members(void)
{
	struct json_scan js;
	struct json_span key[4], val[4];
	size_t nr;

	members("{}", 4, 0, "");
	members("{\"a\":1}", 4, 1, "\"a\"=1;");
	members("{\"a\":{\"b\":[1,{\"c\":2}]},\"d\":\"x\\\"}\",\"e\":null}", 4, 3,
	    "\"a\"={\"b\":[1,{\"c\":2}]};\"d\"=\"x\\\"}\";\"e\"=null;");
	members(" { \"a\" : [ 1 ] , \"b\":{} }", 4, 2, "\"a\"=[ 1 ];\"b\"={};");
	members("{\"a\":1,\"b\":2,\"c\":3}", 2, 2, "\"a\"=1;\"b\"=2;");
	members("{\"a\":-1.5e3,\"b\":true}", 4, 2, "\"a\"=-1.5e3;\"b\"=true;");
	members("[{\"a\":1},2]", 4, 0, "");
	members("\"s\"", 4, 0, "");
	is_int(json_scan_members("{\"a\":1,}", 8, &js, key, val, 4, &nr),
	    JSON_BAD, "members: an invalid object is still refused");
}

/* json_scan_watch(): what seen() is passed, written
 * [k]string or [key]string; each call watches the offset step after it. */
struct seen_log {
	char	 out[512];
	size_t	 o, step;
	const char *text;
};

static size_t
seen_note(void *arg, const struct json_span *s, int is_key,
    const struct json_span *key)
{
	struct seen_log *l = arg;

	l->o += (size_t)snprintf(l->out + l->o, sizeof(l->out) - l->o,
	    "[%.*s]%.*s", is_key ? 1 : key != NULL ? (int)key->n : 0,
	    is_key ? "k" : key != NULL ? key->p : "", (int)s->n, s->p);
	return l->step == SIZE_MAX ? SIZE_MAX :
	    (size_t)(s->p - l->text) + s->n - 1 + l->step;
}

static void
watched(const char *in, size_t at, size_t step, const char *want)
{
	struct seen_log l = { "", 0, step, in };
	struct json_watch w = { at, seen_note, &l };
	struct json_scan js;

	is_int(json_scan_watch(in, strlen(in), &js, &w), JSON_OK,
	    "watch: %s from %zu: valid", shown(in), at);
	is_str(l.out, want, "  seen: %s", want);
}

static void
test_watch(void)
{
	const char *in = "{\"a\":\"x\",\"type\":[\"y\",{\"k\":\"z\"}],\"n\":1}";
	struct json_scan js;
	struct json_watch w = { 0, seen_note, NULL };
	struct seen_log l = { "", 0, 1, "" };

	watched(in, 0, 1, "[k]\"a\"[\"a\"]\"x\"[k]\"type\"[]\"y\"[k]\"k\""
	    "[\"k\"]\"z\"[k]\"n\"");
	watched(in, 0, SIZE_MAX, "[k]\"a\"");
	watched(in, 27, 1, "[\"k\"]\"z\"[k]\"n\"");	/* inside "z" */
	watched(in, 6, 100, "[\"a\"]\"x\"");		/* then past all */
	watched("[1,\"a\",true]", 1, 1, "[]\"a\"");
	w.arg = &l;
	is_int(json_scan_watch("{\"a\":\"b\",}", 10, &js, &w), JSON_BAD,
	    "watch: an invalid object is still refused");
}

int
main(void)
{
	test_scan();
	test_members();
	test_watch();
	test_depth();
	test_pretty();
	test_access();
	return tap_done();
}
