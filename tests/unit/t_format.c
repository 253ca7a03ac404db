/* t_format.c - the helpers format.c gives every format's text events. */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "tap.h"

static void
text_is(const char *json, const char *want)
{
	struct json_span v = { json, strlen(json) };
	struct buf b = BUF_INIT;

	format_text(v, &b);
	is_mem(b.p, b.len, want, strlen(want), "format_text %s", json);
	buf_release(&b);
}

static void
test_text(void)
{
	text_is("\"a\\nb \\u00e9\"", "a\nb \xc3\xa9");
	text_is("[\"a\",{\"type\":\"text\",\"text\":\"b\"},null,\"c\"]", "a\nb\nc");
	text_is("[{\"type\":\"content\",\"content\":{\"type\":\"text\","
	    "\"text\":\"deep\"}}]", "deep");
	text_is("{\"type\":\"image\",\"source\":{}}", "[image]");
	text_is("{\"error\":{\"name\":\"E\",\"message\":\"timeout\"}}", "timeout");
	text_is("{\"data\":null,\"output\":\"x\"}", "x");
	text_is("{\"a\":1}", "{\"a\":1}");
	text_is("42", "42");
	text_is("null", "");
	text_is("[[[[[[[[[[\"x\"]]]]]]]]]]", "[[\"x\"]]");
}

static void
test_usage(void)
{
	struct ev_usage u;
	struct json_span anth = { "{\"input_tokens\":3,\"output_tokens\":5,"
	    "\"cache_read_input_tokens\":7,\"cache_creation_input_tokens\":11}", 0 };
	struct json_span chat = { "{\"prompt_tokens\":50,\"completion_tokens\":9,"
	    "\"prompt_tokens_details\":{\"cached_tokens\":30},"
	    "\"completion_tokens_details\":{\"reasoning_tokens\":4}}", 0 };
	struct json_span resp = { "{\"input_tokens\":50,\"output_tokens\":9,"
	    "\"input_tokens_details\":{\"cached_tokens\":60},"
	    "\"output_tokens_details\":{\"reasoning_tokens\":4}}", 0 };
	struct json_span bad = { "[1]", 3 };

	anth.n = strlen(anth.p);
	chat.n = strlen(chat.p);
	resp.n = strlen(resp.p);
	ok(format_usage_read(anth, &u) && u.input == 3 && u.output == 5 &&
	    u.cache_read == 7 && u.cache_write == 11 && u.reasoning == -1,
	    "usage: Anthropic's as it is");
	ok(format_usage_read(chat, &u) && u.input == 20 && u.output == 9 &&
	    u.cache_read == 30 && u.cache_write == 0 && u.reasoning == 4,
	    "usage: Chat's cached tokens out of the input");
	ok(format_usage_read(resp, &u) && u.input == 0 && u.cache_read == 60,
	    "usage: never below 0");
	ok(!format_usage_read(bad, &u) && u.input == -1 && u.output == -1,
	    "usage: not an object: all unknown");
	is_int(format_count_sub(-1, 5), -1, "count_sub: unknown stays unknown");
	is_int(format_count_sub(9, -1), 9, "count_sub: nothing to take");
}

int
main(void)
{
	test_text();
	test_usage();
	return tap_done();
}
