/* t_format.c - the helpers format.c gives every format's text events. */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format_impl.h"
#include "item.h"
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

/* The title of the items (NULL-terminated), read as list reads them;
 * *read gets how many were read. */
static const char *
title_of(const char *const *items, struct buf *b, unsigned *read)
{
	struct format_title t;
	unsigned n = 0;

	format_title_init(&t);
	for (size_t i = 0; items[i] != NULL; i++) {
		struct item it;

		memset(&it, 0, sizeof(it));
		it.json = items[i];
		it.len = strlen(items[i]);
		it.seq = i;
		n++;
		if (format_title_add(&t, &it))
			break;
	}
	buf_reset(b);
	buf_adds(b, format_title_text(&t));
	format_title_release(&t);
	if (read != NULL)
		*read = n;
	return b->len > 0 ? b->p : "";
}

#define CC_USER(text) "{\"type\":\"user\",\"uuid\":\"u\",\"sessionId\":\"S\"," \
	"\"message\":{\"role\":\"user\",\"content\":\"" text "\"}}"
#define CC_ASSISTANT "{\"type\":\"assistant\",\"uuid\":\"a\",\"sessionId\":" \
	"\"S\",\"message\":{\"role\":\"assistant\",\"content\":[{\"type\":" \
	"\"text\",\"text\":\"ok\"}]}}"

static void
test_title(void)
{
	static const char *const summary[] = {
		"{\"type\":\"summary\",\"summary\":\"Fix  the\\nparser\","
		"\"leafUuid\":\"l\"}",
		CC_USER("Refactor it"), NULL
	};
	static const char *const injected[] = {
		"{\"type\":\"file-history-snapshot\",\"messageId\":\"m\","
		"\"snapshot\":{}}",
		CC_USER("<command-name>/clear</command-name>"),
		CC_USER("  The escape\\ttest fails. "), CC_USER("later"), NULL
	};
	static const char *const codex[] = {
		"{\"timestamp\":\"t\",\"type\":\"session_meta\",\"payload\":{}}",
		"{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":"
		"{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":"
		"\"input_text\",\"text\":\"<environment_context/>\"}]}}",
		"{\"timestamp\":\"t\",\"type\":\"event_msg\",\"payload\":"
		"{\"type\":\"user_message\",\"message\":\"Fix the test\"}}",
		NULL
	};
	static const char *const chat[] = {
		"{\"role\":\"system\",\"content\":\"Be brief.\"}",
		"{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":"
		"\"Weather?\"}]}", NULL
	};
	static const char *const none[] = {
		"{\"role\":\"assistant\",\"content\":\"hi\"}", "[1]", NULL
	};
	const char *many[FORMAT_TITLE_ITEMS + 3];
	char long_text[400];
	const char *long_items[2] = { long_text, NULL };
	struct buf b = BUF_INIT;
	unsigned read;

	is_str(title_of(summary, &b, &read), "Fix the parser",
	    "title: Claude Code's summary, whitespace made one space");
	is_int(read, 1, "title: found at once");
	is_str(title_of(injected, &b, &read), "The escape test fails.",
	    "title: the first user text not beginning with '<', trimmed");
	is_int(read, 3, "title: reading stops at it");
	is_str(title_of(codex, &b, NULL), "Fix the test",
	    "title: codex's user_message, not the injected context");
	is_str(title_of(chat, &b, NULL), "Weather?", "title: a chat user's text part");
	is_str(title_of(none, &b, NULL), "", "title: none");
	for (size_t i = 0; i < FORMAT_TITLE_ITEMS + 2; i++)
		many[i] = i < FORMAT_TITLE_ITEMS ? CC_ASSISTANT : CC_USER("too late");
	many[FORMAT_TITLE_ITEMS + 2] = NULL;
	is_str(title_of(many, &b, &read), "", "title: not past FORMAT_TITLE_ITEMS");
	is_int(read, FORMAT_TITLE_ITEMS, "title: FORMAT_TITLE_ITEMS items read");
	memset(long_text, 0, sizeof(long_text));
	strcpy(long_text, "{\"role\":\"user\",\"content\":\"");
	memset(long_text + strlen(long_text), 'x', FORMAT_TITLE_MAX - 1);
	strcat(long_text, "\u00e9tail\"}");
	title_of(long_items, &b, NULL);
	is_int((long long)b.len, FORMAT_TITLE_MAX - 1,
	    "title: cut to FORMAT_TITLE_MAX bytes, never inside a character");
	buf_release(&b);
}

/* The vote is decided once its leader has more strong votes than any
 * other format could still reach; the winner is that of the whole vote. */
static void
test_vote_decided(void)
{
	struct format_vote v;
	size_t chat = 0, other = 0;

	for (size_t i = 0; format_table[i] != NULL; i++)
		if (format_table[i] == &format_chat)
			chat = i;
	other = chat == 0 ? 1 : 0;
	memset(&v, 0, sizeof(v));
	ok(!format_vote_decided(&v), "vote: nothing yet, not decided");
	v.items = 10;
	v.strong[chat] = 10;
	ok(!format_vote_decided(&v), "vote: 10 strong, 10 items left: not decided");
	v.items = 11;
	v.strong[chat] = 11;
	ok(format_vote_decided(&v), "vote: 11 strong, 9 left: decided");
	ok(format_vote_result(&v) == &format_chat, "  for chat");
	v.strong[other] = 2;
	ok(!format_vote_decided(&v), "vote: another format 2 strong: not decided");
	v.strong[other] = 1;
	ok(format_vote_decided(&v), "vote: another format 1 strong: decided");
	v.strong[other] = 0;
	v.weak[other] = 11;
	ok(format_vote_decided(&v), "vote: weak votes cannot catch up");
	v.items = FORMAT_VOTE_ITEMS;
	v.strong[chat] = 0;
	v.weak[chat] = 0;
	ok(format_vote_decided(&v) && format_vote_result(&v) == format_table[other],
	    "vote: all items in: decided, weak votes win");
}

/*
 * Every array with an entry per format holds the whole table: FORMAT_COUNT
 * is the table's size, and a vote can be won by each format, the last one
 * (a format past a too small array would never win) included.
 */
static void
test_format_count(void)
{
	struct format_vote v;
	size_t n = 0, won = 0;

	while (format_table[n] != NULL)
		n++;
	is_int((long long)n, FORMAT_COUNT,
	    "FORMAT_COUNT is the number of formats in format_table");
	ok(n <= sizeof(v.strong) / sizeof(v.strong[0]) &&
	    n <= sizeof(v.weak) / sizeof(v.weak[0]),
	    "struct format_vote holds a count for each of the %zu formats", n);
	for (size_t i = 0; i < n; i++) {
		memset(&v, 0, sizeof(v));
		v.items = 1;
		v.strong[i] = 1;
		if (format_vote_result(&v) != format_table[i] || !format_vote_sure(&v))
			break;
		memset(&v, 0, sizeof(v));
		v.items = FORMAT_VOTE_ITEMS;
		v.weak[i] = 1;
		if (format_vote_result(&v) != format_table[i] ||
		    !format_vote_decided(&v))
			break;
		won++;
	}
	is_int((long long)won, (long long)n, "vote: each of the %zu formats can win",
	    n);
	ok(format_by_name(format_table[n - 1]->name) == format_table[n - 1],
	    "the last format is found by its name");
}

static int
foreign(const char *content)
{
	static const char *const known[] = { "text", "image_url", NULL };
	struct json_span v = { content, strlen(content) };

	return format_foreign_parts(v, known);
}

/* Parts walked once each: the type of every object part, the last one
 * when a part has two. */
static void
test_foreign_parts(void)
{
	ok(!foreign("[]"), "parts: none");
	ok(!foreign("[{\"type\":\"text\",\"text\":\"a\\\"}\"}]"),
	    "parts: a known type");
	ok(foreign("[{\"type\":\"text\"},{\"x\":[{\"type\":\"tool_use\"}],"
	    "\"type\":\"tool_use\"}]"), "parts: an unknown type after a known one");
	ok(!foreign("[{\"x\":{\"type\":\"tool_use\"}},{},\"s\",1,[{\"type\":"
	    "\"tool_use\"}],null]"), "parts: types only at a part's top, objects only");
	ok(!foreign("[{\"type\":\"tool_use\",\"type\":\"text\"}]"),
	    "parts: the last type counts");
	ok(foreign("[{\"type\":\"text\",\"typ\\u0065\":\"tool_use\"}]"),
	    "parts: keys compared decoded");
	ok(!foreign("{\"type\":\"tool_use\"}"), "parts: not an array");
}

int
main(void)
{
	test_foreign_parts();
	test_vote_decided();
	test_format_count();
	test_text();
	test_usage();
	test_title();
	return tap_done();
}
