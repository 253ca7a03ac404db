/* t_index.c - what the index takes of an item: json_text_add() and
 * index_item_text() (index.h), each format's blocks through conv.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "conv.h"
#include "format.h"
#include "index.h"
#include "item.h"
#include "json.h"
#include "tap.h"

static void
text_of(const char *json, const char *want, const char *name)
{
	struct json_span v = { json, strlen(json) };
	struct buf b = BUF_INIT;

	json_text_add(v, &b);
	is_mem(b.p, b.len, want, strlen(want), "json_text_add: %s", name);
	buf_release(&b);
}

static void
test_json_text(void)
{
	text_of("\"caf\\u00e9\\nbar\"", "café\nbar", "a string, decoded");
	text_of("{\"type\":\"text\",\"text\":\"hi\"}", "hi\n",
	    "keys and type values left out");
	text_of("[\"a\",{\"k\":[\"b\",1,true,null]},\"type\"]", "a\nb\ntype\n",
	    "an array's strings; numbers and literals are no text; \"type\" "
	    "as a value of no type member stays");
	text_of("{\"kind\":\"type\",\"type\":{\"x\":\"y\"}}", "type\ny\n",
	    "only the string right after a type key is left out");
	text_of("\"a\\u0000b\"", "a b", "NUL becomes a space");
	text_of("{}", "", "nothing");
}

/* The text index_item_text() takes of the items of one session, read by
 * format name: each item's text, '|' between items. */
static void
session_text(const char *format, const char *const *items, const char *want,
    const char *name)
{
	const struct format *fmt = format_by_name(format);
	struct buf all = BUF_INIT, t = BUF_INIT;
	struct conv c;

	if (!ok(fmt != NULL, "format %s exists", format))
		return;
	conv_init(&c, fmt, 1);
	for (size_t i = 0; items[i] != NULL; i++) {
		struct item it = { items[i], strlen(items[i]), i, 0, ITEM_OK,
		    NULL, 0 };
		struct format_item fi;

		format_item_init(&fi, &it);
		if (conv_feed(&c, &it, &fi, NULL) != 0) {
			ok(0, "%s: item %zu maps", name, i);
			break;
		}
		buf_reset(&t);
		index_item_text(&c.item, &t);
		if (i > 0)
			buf_addc(&all, '|');
		buf_add(&all, t.p, t.len);
	}
	conv_release(&c);
	is_str(all.len > 0 ? all.p : "", want, "index_item_text: %s", name);
	buf_release(&all);
	buf_release(&t);
}

static void
test_items(void)
{
	static const char *const chat[] = {
		"{\"role\":\"user\",\"content\":\"weather in Rome?\"}",
		"{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
		    "\"c1\",\"type\":\"function\",\"function\":{\"name\":\"get_"
		    "weather\",\"arguments\":\"{\\\"city\\\":\\\"Rome\\\"}\"}}]}",
		"{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"24C sunny\"}",
		NULL
	};
	static const char *const anthropic[] = {
		"{\"role\":\"assistant\",\"content\":[{\"type\":\"thinking\","
		    "\"thinking\":\"ponder\",\"signature\":\"x\"},{\"type\":\"text\","
		    "\"text\":\"answer\"}]}",
		NULL
	};
	static const char *const codex[] = {
		"{\"timestamp\":\"2025-10-14T09:12:03.411Z\",\"type\":\"event_msg\","
		    "\"payload\":{\"type\":\"user_message\",\"message\":\"fix it\","
		    "\"images\":[]}}",
		"{\"timestamp\":\"2025-10-14T09:12:04.548Z\",\"type\":\"response_item\","
		    "\"payload\":{\"type\":\"message\",\"role\":\"user\",\"content\":"
		    "[{\"type\":\"input_text\",\"text\":\"fix it\"}]}}",
		"{\"timestamp\":\"2025-10-14T09:12:05.000Z\",\"type\":\"turn_context\","
		    "\"payload\":{\"cwd\":\"/w\",\"model\":\"gpt-5\"}}",
		NULL
	};

	session_text("chat", chat, "weather in Rome?\n|get_weather\n"
	    "{\"city\":\"Rome\"}\n|24C sunny\n",
	    "chat: a message, a call's name and arguments, a result");
	session_text("anthropic", anthropic, "ponder\nanswer\n",
	    "anthropic: thinking and text");
	session_text("codex", codex, "|fix it\n|",
	    "codex: the echo and the turn_context note give no text");
}

int
main(void)
{
	test_json_text();
	test_items();
	return tap_done();
}
