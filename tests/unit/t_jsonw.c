/* t_jsonw.c - the JSON writer: commas, escaping, spans, modes, misuse. */
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "json.h"
#include "jsonw.h"
#include "tap.h"

static struct json_span
span(const char *s)
{
	struct json_span v = { s, strlen(s) };

	return v;
}

static void
test_nesting(void)
{
	struct buf b = BUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &b, JSONW_VALUE);
	jsonw_object(&w);
	jsonw_member_str(&w, "a", "x");
	jsonw_key(&w, "b");
	jsonw_array(&w);
	jsonw_int(&w, -3);
	jsonw_uint(&w, UINT64_MAX);
	jsonw_object(&w);
	jsonw_close(&w);
	jsonw_array(&w);
	jsonw_close(&w);
	jsonw_lit(&w, "null");
	jsonw_close(&w);
	jsonw_member(&w, "c", span("{\"d\":[1,2.50e3]}"));
	jsonw_member_lit(&w, "e", "true");
	jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "nested: finished");
	is_str(b.p, "{\"a\":\"x\",\"b\":[-3,18446744073709551615,{},[],null],"
	    "\"c\":{\"d\":[1,2.50e3]},\"e\":true}", "nested: commas where they go");
	buf_release(&b);
}

static void
test_escaping(void)
{
	struct buf b = BUF_INIT, want = BUF_INIT;
	struct jsonw w;
	const char s[] = "q\"b\\n\n\t\x01\x1f caf\xc3\xa9";

	buf_adds(&b, "pre:");
	jsonw_init(&w, &b, JSONW_VALUE);
	jsonw_object(&w);
	jsonw_key(&w, "k\"ey");
	jsonw_strn(&w, s, sizeof(s) - 1);
	jsonw_key_span(&w, span("\"raw\\u0041\""));
	jsonw_strn(&w, "a\0b", 3);
	jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "escaping: finished");
	buf_adds(&want, "pre:{");
	json_str_encode(&want, "k\"ey", 4);
	buf_addc(&want, ':');
	json_str_encode(&want, s, sizeof(s) - 1);
	buf_adds(&want, ",\"raw\\u0041\":\"a\\u0000b\"}");
	is_mem(b.p, b.len, want.p, want.len,
	    "escaping: keys and strings as json_str_encode(), key spans copied");
	is_str(b.p + 4, "{\"k\\\"ey\":\"q\\\"b\\\\n\\n\\t\\u0001\\u001f "
	    "caf\xc3\xa9\",\"raw\\u0041\":\"a\\u0000b\"}",
	    "escaping: the bytes themselves");
	buf_release(&b);
	buf_release(&want);
}

static void
test_modes(void)
{
	struct buf b = BUF_INIT;
	struct jsonw w;

	jsonw_init(&w, &b, JSONW_ELEMS);
	jsonw_span(&w, span("{\"x\":1}"));
	jsonw_str(&w, "y");
	jsonw_array(&w);
	jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "elements: finished");
	is_str(b.p, "{\"x\":1},\"y\",[]", "elements: comma-separated, no brackets");
	buf_reset(&b);

	jsonw_init(&w, &b, JSONW_ELEMS);
	is_int(jsonw_finish(&w), 0, "elements: none is fine");
	is_int((long long)b.len, 0, "elements: none writes nothing");

	jsonw_init(&w, &b, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_lit(&w, "a", "1");
	jsonw_close(&w);
	jsonw_lit(&w, "2");
	jsonw_object(&w);
	jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "lines: finished");
	is_str(b.p, "{\"a\":1}\n2\n{}\n", "lines: each value ends its line");
	buf_release(&b);
}

static void
test_copy(void)
{
	struct buf b = BUF_INIT;
	struct jsonw w;
	struct json_span obj = span("{\"t\":\"a\",\"n\":{\"m\":[]},\"t\":\"b\"}");

	jsonw_init(&w, &b, JSONW_VALUE);
	jsonw_object(&w);
	ok(jsonw_copy(&w, obj, "t") == 1, "copy: found");
	ok(jsonw_copy(&w, obj, "none") == 0, "copy: absent");
	ok(jsonw_copy(&w, span("[1]"), "t") == 0, "copy: not an object");
	ok(jsonw_copy(&w, obj, "n") == 1, "copy: an object value");
	jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "copy: finished");
	is_str(b.p, "{\"t\":\"b\",\"n\":{\"m\":[]}}",
	    "copy: the last duplicate, the value as it is");
	buf_release(&b);
}

/* Misuse: the error is set, jsonw_finish() is -1 and out is cut back. */
enum misuse {
	MIS_VALUE_AS_KEY, MIS_KEY_IN_ARRAY, MIS_KEY_AT_TOP, MIS_TWO_KEYS,
	MIS_CLOSE_NOTHING, MIS_CLOSE_WITH_KEY, MIS_ABSENT_SPAN, MIS_BAD_KEY_SPAN,
	MIS_TWO_VALUES, MIS_NO_VALUE, MIS_UNCLOSED, MIS_TOO_DEEP, MIS_AFTER_ERROR,
	MIS_N
};

static const char *const misuse_names[] = {
	"a value where a key belongs", "a key in an array", "a key at the top",
	"two keys in a row", "a close with nothing open",
	"a close with a key waiting", "an absent span as a value",
	"a key span that is not a string", "two values in JSONW_VALUE",
	"no value in JSONW_VALUE", "a container left open",
	"nesting deeper than JSONW_MAX_DEPTH", "writing after an error"
};

static void
misuse_do(struct jsonw *w, enum misuse m)
{
	struct json_span none = { NULL, 0 };

	switch (m) {
	case MIS_VALUE_AS_KEY:
		jsonw_object(w);
		jsonw_str(w, "v");
		break;
	case MIS_KEY_IN_ARRAY:
		jsonw_array(w);
		jsonw_key(w, "k");
		break;
	case MIS_KEY_AT_TOP:
		jsonw_key(w, "k");
		break;
	case MIS_TWO_KEYS:
		jsonw_object(w);
		jsonw_key(w, "a");
		jsonw_key(w, "b");
		break;
	case MIS_CLOSE_NOTHING:
		jsonw_close(w);
		break;
	case MIS_CLOSE_WITH_KEY:
		jsonw_object(w);
		jsonw_key(w, "a");
		jsonw_close(w);
		break;
	case MIS_ABSENT_SPAN:
		jsonw_span(w, none);
		break;
	case MIS_BAD_KEY_SPAN:
		jsonw_object(w);
		jsonw_key_span(w, span("1"));
		break;
	case MIS_TWO_VALUES:
		jsonw_lit(w, "1");
		jsonw_lit(w, "2");
		break;
	case MIS_NO_VALUE:
		break;
	case MIS_UNCLOSED:
		jsonw_array(w);
		break;
	case MIS_TOO_DEEP:
		for (int i = 0; i <= JSONW_MAX_DEPTH; i++)
			jsonw_array(w);
		break;
	case MIS_AFTER_ERROR:
		jsonw_close(w);
		jsonw_array(w);
		jsonw_close(w);
		break;
	case MIS_N:
		break;
	}
}

static void
test_misuse(void)
{
	struct buf b = BUF_INIT;
	struct jsonw w;

	for (int m = 0; m < MIS_N; m++) {
		buf_reset(&b);
		buf_adds(&b, "kept");
		jsonw_init(&w, &b, JSONW_VALUE);
		misuse_do(&w, (enum misuse)m);
		if (m != MIS_NO_VALUE && m != MIS_UNCLOSED)
			ok(w.err, "misuse: %s sets the error", misuse_names[m]);
		is_int(jsonw_finish(&w), -1, "misuse: %s fails", misuse_names[m]);
		is_str(b.p, "kept", "misuse: %s leaves out as it was",
		    misuse_names[m]);
	}
	/* Nothing is written once the error is set. */
	buf_reset(&b);
	jsonw_init(&w, &b, JSONW_ELEMS);
	jsonw_close(&w);
	jsonw_str(&w, "x");
	jsonw_lit(&w, "1");
	jsonw_int(&w, 2);
	jsonw_uint(&w, 3);
	jsonw_object(&w);
	jsonw_key(&w, "k");
	is_int((long long)b.len, 0, "misuse: nothing written after the error");
	/* Cancelled: cut back, and the error stays. */
	buf_reset(&b);
	buf_adds(&b, "x");
	jsonw_init(&w, &b, JSONW_LINES);
	jsonw_lit(&w, "1");
	jsonw_object(&w);
	jsonw_cancel(&w);
	is_str(b.p, "x", "cancel: out cut back");
	jsonw_lit(&w, "2");
	is_int(jsonw_finish(&w), -1, "cancel: finish fails");
	is_str(b.p, "x", "cancel: nothing written after it");
	/* At JSONW_MAX_DEPTH itself all is well. */
	buf_reset(&b);
	jsonw_init(&w, &b, JSONW_VALUE);
	for (int i = 0; i < JSONW_MAX_DEPTH; i++)
		jsonw_array(&w);
	for (int i = 0; i < JSONW_MAX_DEPTH; i++)
		jsonw_close(&w);
	is_int(jsonw_finish(&w), 0, "depth: JSONW_MAX_DEPTH levels are fine");
	is_int((long long)b.len, 2 * JSONW_MAX_DEPTH, "depth: all written");
	buf_release(&b);
}

int
main(void)
{
	test_nesting();
	test_escaping();
	test_modes();
	test_copy();
	test_misuse();
	return tap_done();
}
