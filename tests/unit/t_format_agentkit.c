/* t_format_agentkit.c - the agentkit (Rust Item) format: detect and map. */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

static void
maps(const char *json, const char *want, const char *what)
{
	evsink_maps(&format_agentkit, json, want, what);
}

/* Map json; the last result's text and last call's args. */
static void
spans(const char *json, const char *text, const char *args, const char *what)
{
	evsink_spans(&format_agentkit, json, text, args, what);
}

static void
detects(const char *json, int want, const char *what)
{
	evsink_detects(&format_agentkit, json, want, what);
}

/* FORMATS.md 5(a): the weather scenario, item by item. */
static void
test_weather(void)
{
	maps("{\"id\":null,\"kind\":\"User\",\"parts\":[{\"Text\":{\"text\":\"Weather in Paris "
	    "and Rome?\",\"metadata\":{}}}],\"metadata\":{},\"usage\":null,"
	    "\"finish_reason\":null,\"created_at\":1784405792347}",
	    "M:user T", "user text");
	maps("{\"id\":\"gen-1\",\"kind\":\"Assistant\",\"parts\":[{\"Reasoning\":{\"summary\":"
	    "\"two lookups\",\"data\":null,\"redacted\":false,\"metadata\":{}}},{\"ToolCall\":"
	    "{\"id\":\"call-1\",\"name\":\"get_weather\",\"input\":{\"city\":\"Paris\"},"
	    "\"metadata\":{}}},{\"ToolCall\":{\"id\":\"call-2\",\"name\":\"get_weather\","
	    "\"input\":{\"city\":\"Rome\"},\"metadata\":{}}}],\"metadata\":{},\"usage\":null,"
	    "\"finish_reason\":\"ToolCall\",\"created_at\":1784405793000}",
	    "M:assistant T C:tool:\"call-1\":get_weather C:tool:\"call-2\":get_weather",
	    "assistant: reasoning and two parallel calls");
	maps("{\"id\":null,\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"call-1\","
	    "\"output\":{\"Text\":\"18C cloudy\"},\"is_error\":false,\"metadata\":{}}}],"
	    "\"metadata\":{},\"usage\":null,\"finish_reason\":null,\"created_at\":1}",
	    "M:tool R:tool:\"call-1\":e=0", "tool result, Text output");
	maps("{\"id\":null,\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"call-2\","
	    "\"output\":{\"Structured\":{\"t\":24}},\"is_error\":false,\"metadata\":{}}}],"
	    "\"metadata\":{}}",
	    "M:tool R:tool:\"call-2\":e=0", "tool result, Structured output");
	maps("{\"id\":\"gen-2\",\"kind\":\"Assistant\",\"parts\":[{\"Text\":{\"text\":\"Paris 18C,"
	    " Rome 24C.\",\"metadata\":{}}}],\"metadata\":{},\"usage\":null,"
	    "\"finish_reason\":\"Completed\",\"created_at\":1784405795000}",
	    "M:assistant T", "final answer");
}

static void
test_kinds(void)
{
	maps("{\"kind\":\"System\",\"parts\":[],\"metadata\":{}}", "M:system", "System");
	maps("{\"kind\":\"Developer\",\"parts\":[],\"metadata\":{}}", "M:system", "Developer");
	maps("{\"kind\":\"Context\",\"parts\":[{\"Text\":{\"text\":\"summary\",\"metadata\":{}}}],"
	    "\"metadata\":{}}", "M:system T", "Context (a compaction summary too)");
	maps("{\"kind\":\"Notification\",\"parts\":[{\"Text\":{\"text\":\"background job done:"
	    " 3 files\",\"metadata\":{}}}],\"metadata\":{}}", "M:user T",
	    "Notification: a late background result is content, not a result");
	maps("{\"kind\":\"Observer\",\"parts\":[],\"metadata\":{}}", "M:other",
	    "unknown kind");
	maps("{\"kind\":7,\"parts\":[]}", "M:other", "kind not a string");
	maps("{\"kind\":\"User\"}", "M:user", "no parts");
	maps("{\"kind\":\"User\",\"parts\":{\"Text\":{}}}", "M:user", "parts not an array");
	maps("{\"parts\":[{\"Text\":{\"text\":\"x\",\"metadata\":{}}}],\"kind\":\"Assistant\"}",
	    "M:assistant T", "parts before kind");
	maps("{\"kind\":\"User\",\"kind\":\"Assistant\",\"parts\":[]}", "M:assistant",
	    "duplicate kind: the last wins");
}

static void
test_parts(void)
{
	maps("{\"kind\":\"User\",\"parts\":[{\"Media\":{\"modality\":\"Image\",\"mime_type\":"
	    "\"image/png\",\"data\":{\"Uri\":\"file:///a.png\"},\"metadata\":{}}},{\"File\":"
	    "{\"name\":\"a.txt\",\"mime_type\":null,\"data\":{\"InlineText\":\"hi\"},\"metadata\":"
	    "{}}},{\"Structured\":{\"value\":[1,2],\"schema\":null,\"metadata\":{}}},{\"Custom\":"
	    "{\"kind\":\"x-note\",\"data\":null,\"value\":null,\"metadata\":{}}}],\"metadata\":{}}",
	    "M:user T T T T", "Media, File, Structured, Custom are content");
	maps("{\"kind\":\"Assistant\",\"parts\":[1,\"Text\",{},{\"Text\":{},\"ToolCall\":{}},"
	    "{\"ToolCall\":{\"id\":\"c\",\"name\":\"n\",\"input\":{}}}]}",
	    "M:assistant C:tool:\"c\":n", "parts that are not single-key objects are skipped");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"Futurepart\":{\"x\":1}}]}",
	    "M:assistant T", "an unknown variant is content");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"Text\":{\"text\":\"Let me check.\","
	    "\"metadata\":{}}},{\"ToolCall\":{\"id\":\"call-7\",\"name\":\"shell\",\"input\":"
	    "{\"cmd\":\"ls\"},\"metadata\":{}}}],\"metadata\":{}}",
	    "M:assistant T C:tool:\"call-7\":shell", "text before a call");
	spans("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":\"call-7\",\"name\":"
	    "\"shell\",\"input\":{\"cmd\":\"ls -l\",\"n\":[1,2.50]},\"metadata\":{}}}]}",
	    NULL, "{\"cmd\":\"ls -l\",\"n\":[1,2.50]}", "call args: the input bytes");
	spans("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":\"c\",\"name\":\"x\","
	    "\"input\":\"raw string\"}}]}", NULL, "\"raw string\"",
	    "call args: a string input as is");
}

static void
test_results(void)
{
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"call-3\",\"output\":"
	    "{\"Text\":\"permission denied\"},\"is_error\":true,\"metadata\":{}}}],"
	    "\"metadata\":{}}", "M:tool R:tool:\"call-3\":e=1", "error result");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"call-4\",\"output\":"
	    "{\"Text\":\"tool call interrupted before it reported a result\"},\"is_error\":true,"
	    "\"metadata\":{}}}],\"metadata\":{}}", "M:tool R:tool:\"call-4\":e=1",
	    "the synthetic interrupted-call result is an ordinary error result");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"call-5\",\"output\":"
	    "{\"Text\":\"approval denied\"},\"is_error\":true,\"metadata\":{}}}]}",
	    "M:tool R:tool:\"call-5\":e=1", "approval denied closes the call");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"1\"},\"is_error\":false,\"metadata\":{}}},{\"ToolResult\":{\"call_id\":"
	    "\"b\",\"output\":{\"Text\":\"2\"},\"is_error\":false,\"metadata\":{}}}]}",
	    "M:tool R:tool:\"a\":e=0 R:tool:\"b\":e=0", "two results in one Tool item");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"1\"},\"metadata\":{}}}]}", "M:tool R:tool:\"a\":e=-1",
	    "is_error missing: unknown");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"1\"},\"is_error\":null}}]}", "M:tool R:tool:\"a\":e=-1",
	    "is_error null: unknown");
	maps("{\"kind\":\"User\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"1\"},\"is_error\":false}}]}", "M:user R:tool:\"a\":e=0",
	    "a result in a User item still counts");
	spans("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"18C \\\"cloudy\\\"\"},\"is_error\":false}}]}", "\"18C \\\"cloudy\\\"\"",
	    NULL, "text output shows the string");
	spans("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Structured\":{\"t\":24}},\"is_error\":false}}]}", "{\"Structured\":{\"t\":24}}",
	    NULL, "structured output shows as is");
	spans("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Parts\":[{\"Text\":{\"text\":\"x\",\"metadata\":{}}}]},\"is_error\":false}}]}",
	    "{\"Parts\":[{\"Text\":{\"text\":\"x\",\"metadata\":{}}}]}", NULL,
	    "Parts output shows as is");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Parts\":[{\"ToolCall\":{\"id\":\"z\",\"name\":\"n\",\"input\":{}}}]},"
	    "\"is_error\":false}}]}", "M:tool R:tool:\"a\":e=0",
	    "parts nested in an output are not looked into");
}

static void
test_ids(void)
{
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"name\":\"ls\",\"input\":{}}}]}",
	    "M:assistant C:tool:-:ls", "call without id");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":\"\",\"name\":\"ls\","
	    "\"input\":{}}}]}", "M:assistant C:tool:\"\":ls", "call with an empty id");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":null,\"name\":\"ls\","
	    "\"input\":{}}}]}", "M:assistant C:tool:-:ls", "call with a null id");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":42,\"name\":7,"
	    "\"input\":{}}}]}", "M:assistant C:tool:-:-", "non-string id and name");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"output\":{\"Text\":\"x\"},"
	    "\"is_error\":false}}]}", "M:tool R:tool:-:e=0", "result without call_id");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"\",\"output\":"
	    "{\"Text\":\"x\"},\"is_error\":false}}]}", "M:tool R:tool:\"\":e=0",
	    "result with an empty call_id");
	maps("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"id\":\"call-1\",\"output\":"
	    "{\"Text\":\"x\"},\"is_error\":false}}]}", "M:tool R:tool:-:e=0",
	    "result with id instead of call_id has no link");
	maps("{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":\"call-\\u00e9\",\"name\":"
	    "\"f\",\"input\":{}}}]}", "M:assistant C:tool:\"call-\\u00e9\":f",
	    "ids keep their escapes");
}

static void
test_sink_status(void)
{
	const char *json = "{\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{\"id\":\"a\","
	    "\"name\":\"f\",\"input\":{}}},{\"ToolCall\":{\"id\":\"b\",\"name\":\"f\","
	    "\"input\":{}}}]}";
	struct evsink c;

	evsink_init(&c, 0);
	c.fail_at = 2;
	is_int(evsink_map(&c, &format_agentkit, json, NULL), ST_IO, "a sink error is returned");
	is_int(c.count, 2, "and mapping stops there");
	c.fail_at = 1;
	c.count = 0;
	is_int(evsink_map(&c, &format_agentkit, json, NULL), ST_IO, "also at EV_MESSAGE");
	is_int(c.count, 1, "  nothing after it");
	evsink_release(&c);
}

static void
test_detect(void)
{
	detects("{\"id\":null,\"kind\":\"User\",\"parts\":[{\"Text\":{\"text\":\"hi\","
	    "\"metadata\":{}}}],\"metadata\":{},\"usage\":null,\"finish_reason\":null,"
	    "\"created_at\":1}", 2, "User item");
	detects("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"x\"},\"is_error\":false,\"metadata\":{}}}],\"metadata\":{}}", 2,
	    "Tool item");
	detects("{\"kind\":\"System\",\"parts\":[],\"metadata\":{}}", 2, "empty parts");
	detects("{\"kind\":\"Assistant\",\"parts\":[{\"Futurepart\":{}}]}", 2,
	    "known kind, unknown single-key part");
	detects("{\"kind\":\"Assistant\",\"parts\":[{\"text\":\"a\",\"type\":\"text\"}]}", 1,
	    "known kind, parts not single-key");
	detects("{\"kind\":\"Reminder\",\"parts\":[{\"Text\":{\"text\":\"x\"}}]}", 2,
	    "new PascalCase kind, known parts");
	detects("{\"kind\":\"Reminder\",\"parts\":[{\"Note\":{}}]}", 1,
	    "new PascalCase kind, unknown parts");
	detects("{\"kind\":\"Reminder\",\"parts\":[]}", 1, "new PascalCase kind, no parts");
	detects("{\"kind\":\"user\",\"parts\":[{\"Text\":{\"text\":\"x\"}}]}", 0,
	    "lower-case kind");
	detects("{\"kind\":\"User\"}", 0, "no parts");
	detects("{\"kind\":\"User\",\"parts\":\"x\"}", 0, "parts not an array");
	detects("{\"parts\":[{\"Text\":{\"text\":\"x\"}}]}", 0, "no kind");
	/* Foreign formats. */
	detects("{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":\"f\",\"args\":{}}}]}",
	    0, "Gemini content");
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	detects("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"t\","
	    "\"name\":\"f\",\"input\":{}}]}", 0, "Anthropic message");
	detects("{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"f\",\"arguments\":"
	    "\"{}\"}", 0, "Responses item");
	detects("{\"agentName\":\"a\",\"output\":[],\"toolCalls\":[]}", 0, "Inngest result");
	detects("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"update\":"
	    "{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t\",\"kind\":\"read\"}}}", 0,
	    "ACP notification");
	detects("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t\",\"kind\":\"Read\","
	    "\"content\":[]}", 0, "ACP update with a capitalised kind");
	detects("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{\"kind\":\"User\","
	    "\"parts\":[]}}", 0, "Codex line");
	detects("{}", 0, "empty object");
}

/* The text fields, for a detail sink. */
static void
test_detail(void)
{
	evsink_maps_detail(&format_agentkit, "{\"id\":\"g\",\"kind\":\"Assistant\","
	    "\"parts\":[{\"Reasoning\":{\"summary\":\"two\",\"data\":null,"
	    "\"redacted\":false,\"metadata\":{}}},{\"Text\":{\"text\":\"Hi\","
	    "\"metadata\":{}}},{\"Media\":{\"data\":\"x\"}},{\"Structured\":"
	    "{\"value\":{\"a\":1}}},{\"ToolCall\":{\"id\":\"c1\",\"name\":\"w\","
	    "\"input\":{}}}],\"usage\":{\"tokens\":{\"input_tokens\":118,"
	    "\"output_tokens\":17,\"reasoning_tokens\":null,"
	    "\"cached_input_tokens\":52,\"cache_write_input_tokens\":null}},"
	    "\"created_at\":1717200003000}",
	    "M:assistant=Assistant@1717200003000 $66/17/52/0/-1 T:thinking=two "
	    "T:text=Hi T:image T:other={\"a\":1} C:tool:\"c1\":w",
	    "parts by kind, usage without the cached input");
	evsink_maps_detail(&format_agentkit, "{\"kind\":\"Tool\",\"parts\":["
	    "{\"ToolResult\":{\"call_id\":\"c1\",\"output\":{\"Text\":\"boom\"},"
	    "\"is_error\":true}}],\"usage\":null}",
	    "M:tool=Tool R:tool:\"c1\":e=1", "a failed result, no usage");
}

int
main(void)
{
	test_detail();
	test_weather();
	test_kinds();
	test_parts();
	test_results();
	test_ids();
	test_sink_status();
	test_detect();
	is_str(format_agentkit.name, "agentkit", "name");
	is_int(format_agentkit.placement, P_AFTER, "placement");
	is_int((long long)format_agentkit.flags, FMT_ID_REQUIRED, "flags");
	ok(format_agentkit.errors.misplaced == NULL, "no misplaced-result error string");
	return tap_done();
}
