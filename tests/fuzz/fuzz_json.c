/*
 * fuzz_json.c - the JSON scanner, compactor and pretty-printer, and the
 * readers of compact valid JSON (json.h).
 *
 * Any input: json_scan() gives a verdict, the same on every scan path the
 * CPU has (portable, SSSE3, AVX2, AVX-512); a bad one points at a byte
 * before which the input was still a valid prefix.  A valid value compacts to
 * canonical JSON that rescans unspaced and compacts to itself, and
 * pretty-prints to text that compacts back byte for byte.  The compact
 * value is then walked: json_skip() and json_iter tile every container
 * exactly, json_get() finds each key's last member, strings decode to
 * UTF-8 and re-encode to strings that decode the same, and integers
 * convert to what they spell.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "fuzz.h"
#include "json.h"

const char fuzz_name[] = "json";

#define GET_MAX		64	/* json_get() checks per object: O(members^2) */
#define WALK_DEPTH	64	/* deeper values are only skipped */

static void	walk(struct json_span, int depth);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

/* A quoted string from compact valid JSON. */
static void
check_string(struct json_span s)
{
	struct buf dec = BUF_INIT, enc = BUF_INIT, again = BUF_INIT;
	struct json_span e;
	size_t nuls, count = 0;

	FUZZ_ASSERT(s.n >= 2 && s.p[0] == '"' && s.p[s.n - 1] == '"');
	nuls = json_str_decode(s, &dec);
	FUZZ_ASSERT(dec.p != NULL && dec.p[dec.len] == '\0');
	for (size_t i = 0; i < dec.len; i++)
		count += dec.p[i] == '\0';
	FUZZ_ASSERT(nuls == count);
	FUZZ_ASSERT(json_utf8_valid(dec.p, dec.len));
	if (memchr(s.p, '\\', s.n) == NULL)
		FUZZ_ASSERT(dec.len == s.n - 2 && memcmp(dec.p, s.p + 1, s.n - 2) == 0);
	if (nuls == 0)
		FUZZ_ASSERT(json_str_eq(s, dec.p));

	/* Re-encoded, it is a canonical string that decodes the same. */
	json_str_encode(&enc, dec.p, dec.len);
	FUZZ_ASSERT(fuzz_json_canonical(enc.p, enc.len) && enc.p[0] == '"');
	e.p = enc.p;
	e.n = enc.len;
	FUZZ_ASSERT(json_str_decode(e, &again) == nuls);
	FUZZ_ASSERT(again.len == dec.len && memcmp(again.p, dec.p, dec.len) == 0);
	buf_release(&dec);
	buf_release(&enc);
	buf_release(&again);
}

/* A number: json_int64() accepts exactly the integers that fit. */
static void
check_number(struct json_span v)
{
	char back[32];
	int64_t x;
	size_t i = v.n > 0 && v.p[0] == '-', digits = 0;
	int integer = 1;

	for (size_t k = i; k < v.n; k++) {
		if (v.p[k] < '0' || v.p[k] > '9')
			integer = 0;
		digits++;
	}
	if (json_int64(v, &x) == 0) {
		FUZZ_ASSERT(integer);
		snprintf(back, sizeof(back), "%" PRId64, x);
		FUZZ_ASSERT((strlen(back) == v.n && memcmp(back, v.p, v.n) == 0) ||
		    (x == 0 && v.n == 2 && memcmp(v.p, "-0", 2) == 0));
	} else {
		/* Not an integer, or too long for one (INT64_MAX has 19 digits). */
		FUZZ_ASSERT(!integer || digits >= 19);
	}
}

/* An object's or array's members, walked in order: json_iter must tile it
 * exactly ({ k:v , k:v } with nothing skipped or repeated). */
static void
walk_container(struct json_span v, int depth)
{
	struct json_iter it;
	struct json_span key, val, vals[GET_MAX];
	struct buf keys[GET_MAX];
	size_t off = 1, nr = 0;
	int obj = v.p[0] == '{', members = 0;

	FUZZ_ASSERT(json_iter_init(&it, v.p, v.n) == 0);
	while (json_iter_next(&it, &key, &val)) {
		if (members++ > 0) {
			FUZZ_ASSERT(v.p[off] == ',');
			off++;
		}
		if (obj) {
			FUZZ_ASSERT(key.p == v.p + off && key.n >= 2);
			FUZZ_ASSERT(key.n == json_skip(key.p, v.n - off));
			check_string(key);
			off += key.n;
			FUZZ_ASSERT(v.p[off] == ':');
			off++;
		} else
			FUZZ_ASSERT(key.p == NULL && key.n == 0);
		FUZZ_ASSERT(val.p == v.p + off && val.n > 0 && off + val.n < v.n);
		FUZZ_ASSERT(fuzz_json_canonical(val.p, val.n));
		off += val.n;
		if (depth < WALK_DEPTH)
			walk(val, depth + 1);
		if (obj && nr < GET_MAX) {
			keys[nr] = (struct buf)BUF_INIT;
			json_str_decode(key, &keys[nr]);
			vals[nr++] = val;
		}
	}
	FUZZ_ASSERT(off == v.n - 1 && v.p[off] == (obj ? '}' : ']'));

	/* json_get() finds the last member whose key decodes the same. */
	if (obj && members <= GET_MAX) {
		for (size_t i = 0; i < nr; i++) {
			struct json_span got;
			size_t last = i;

			if (memchr(keys[i].p, '\0', keys[i].len) != NULL)
				continue;
			for (size_t j = i + 1; j < nr; j++)
				if (keys[j].len == keys[i].len &&
				    memcmp(keys[j].p, keys[i].p, keys[i].len) == 0)
					last = j;
			FUZZ_ASSERT(json_get(v, keys[i].p, &got) == 1);
			FUZZ_ASSERT(got.p == vals[last].p && got.n == vals[last].n);
		}
	}
	for (size_t i = 0; i < nr; i++)
		buf_release(&keys[i]);
	if (!obj || members == 0) {
		struct json_span got;

		FUZZ_ASSERT(json_get(v, "", &got) == 0);
	}
}

/* Any value of compact valid JSON. */
static void
walk(struct json_span v, int depth)
{
	struct json_iter it;
	struct json_span got;

	FUZZ_ASSERT(v.n > 0 && json_skip(v.p, v.n) == v.n);
	switch (v.p[0]) {
	case '{':
	case '[':
		walk_container(v, depth);
		return;
	case '"':
		check_string(v);
		break;
	case 't':
	case 'f':
	case 'n':
		FUZZ_ASSERT((v.n == 4 && memcmp(v.p, "true", 4) == 0) ||
		    (v.n == 5 && memcmp(v.p, "false", 5) == 0) ||
		    (v.n == 4 && memcmp(v.p, "null", 4) == 0));
		break;
	default:
		check_number(v);
	}
	FUZZ_ASSERT(json_iter_init(&it, v.p, v.n) == -1);
	FUZZ_ASSERT(json_get(v, "", &got) == 0);
}

/* json_scan_watch(), watching every string: each is passed once, in
 * order, quoted; a member's value after its key; in a valid value, a key
 * is followed by ':' and the strings are those a walk finds. */
struct watch_log {
	const char	*in;
	size_t		 n, last, strings, keys;
	int		 keyless;	/* a key without ':' (the scan fails) */
};

static size_t
watch_all(void *arg, const struct json_span *s, int is_key,
    const struct json_span *key)
{
	struct watch_log *l = arg;
	size_t at = (size_t)(s->p - l->in), e;

	FUZZ_ASSERT(s->n >= 2 && at + s->n <= l->n && at >= l->last);
	FUZZ_ASSERT(s->p[0] == '"' && s->p[s->n - 1] == '"');
	for (e = at + s->n; e < l->n && strchr(" \t\r\n", l->in[e]) != NULL; e++)
		;
	l->keyless |= is_key && (e >= l->n || l->in[e] != ':');
	FUZZ_ASSERT(key == NULL || (!is_key && key->p + key->n <= s->p &&
	    key->p[0] == '"'));
	l->last = at + s->n;
	l->strings++;
	l->keys += is_key != 0;
	return at + s->n - 1;	/* the next string ends after this one */
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *in = (const char *)data, *val;
	struct json_scan js, again;
	struct json_span top;
	struct buf pretty = BUF_INIT;
	enum json_result r;
	char *compact, *twice, *back;
	size_t len, clen;

	r = json_scan(in, n, &js);
	/* Every scan path the CPU has gives the same verdict. */
	for (int level = JSON_SCAN_PORTABLE; level < JSON_SCAN_BEST; level++) {
		struct json_scan other;
		enum json_result ro;

		if (json_scan_limit(level) != level)
			break;
		ro = json_scan(in, n, &other);
		FUZZ_ASSERT(ro == r);
		if (r == JSON_OK)
			FUZZ_ASSERT(other.start == js.start && other.end == js.end &&
			    other.spaced == js.spaced);
		else
			FUZZ_ASSERT(other.err_off == js.err_off &&
			    strcmp(other.err, js.err) == 0);
	}
	json_scan_limit(JSON_SCAN_BEST);
	{
		struct watch_log l = { in, n, 0, 0, 0, 0 };
		struct json_watch w = { 0, watch_all, &l };
		struct json_scan wjs;
		struct json_span ws;
		size_t off = 0, walked = 0, wkeys = 0;
		int is_key;

		FUZZ_ASSERT(json_scan_watch(in, n, &wjs, &w) == r);
		if (r == JSON_OK) {	/* the same strings as a walk finds */
			while (json_next_string(in + js.start, js.end - js.start,
			    &off, &ws, &is_key)) {
				walked++;
				wkeys += is_key != 0;
			}
			FUZZ_ASSERT(!l.keyless && walked == l.strings &&
			    (js.spaced || wkeys == l.keys));
		}
	}
	if (r != JSON_OK) {
		FUZZ_ASSERT(r == JSON_BAD || r == JSON_INCOMPLETE);
		FUZZ_ASSERT(js.err != NULL && js.err_off <= n);
		if (r == JSON_INCOMPLETE)
			FUZZ_ASSERT(js.err_off == n);
		else	/* the bytes before the bad one were a valid prefix */
			FUZZ_ASSERT(json_scan(in, js.err_off, &again) != JSON_BAD);
		return 0;
	}
	FUZZ_ASSERT(js.start < js.end && js.end <= n);
	for (size_t i = 0; i < js.start; i++)
		FUZZ_ASSERT(strchr(" \t\r\n", in[i]) != NULL && in[i] != '\0');
	val = in + js.start;
	len = js.end - js.start;
	FUZZ_ASSERT(fuzz_json_value(val, len));

	/* The compact form: never longer, shorter exactly when spaced. */
	compact = malloc(len);
	clen = json_compact(val, len, compact);
	FUZZ_ASSERT(clen > 0 && clen <= len);
	FUZZ_ASSERT((clen != len) == (js.spaced != 0));
	FUZZ_ASSERT(fuzz_json_canonical(compact, clen));
	twice = malloc(clen);
	FUZZ_ASSERT(json_compact(compact, clen, twice) == clen);
	FUZZ_ASSERT(memcmp(twice, compact, clen) == 0);
	if (!js.spaced)
		FUZZ_ASSERT(memcmp(compact, val, len) == 0);

	/* Pretty-printed: valid, and compacts back byte for byte. */
	json_pretty(compact, clen, &pretty);
	FUZZ_ASSERT(pretty.len >= clen && fuzz_json_value(pretty.p, pretty.len));
	back = malloc(pretty.len);
	FUZZ_ASSERT(json_compact(pretty.p, pretty.len, back) == clen);
	FUZZ_ASSERT(memcmp(back, compact, clen) == 0);

	top.p = compact;
	top.n = clen;
	walk(top, 0);

	free(compact);
	free(twice);
	free(back);
	buf_release(&pretty);
	return 0;
}
