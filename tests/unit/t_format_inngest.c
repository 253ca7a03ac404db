/* t_format_inngest.c - the Inngest AgentKit (AgentResult) format: detect and map. */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

static void
maps(const char *json, const char *want, const char *what)
{
	evsink_maps(&format_inngest, json, want, what);
}

/* Map json; the last result's text and last call's args. */
static void
spans(const char *json, const char *text, const char *args, const char *what)
{
	evsink_spans(&format_inngest, json, text, args, what);
}

static void
detects(const char *json, int want, const char *what)
{
	evsink_detects(&format_inngest, json, want, what);
}


/* The AgentResult of FORMATS.md 6(a), pieces of it reused below. */
#define TOOL_A1	"{\"type\":\"tool\",\"id\":\"call_A1\",\"name\":\"get_weather\"," \
	"\"input\":{\"city\":\"Paris\"}}"
#define TOOL_B2	"{\"type\":\"tool\",\"id\":\"call_B2\",\"name\":\"get_weather\"," \
	"\"input\":{\"city\":\"Rome\"}}"
#define RES_A1	"{\"type\":\"tool_result\",\"role\":\"tool_result\",\"stop_reason\":" \
	"\"tool\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":\"18C cloudy\"}}"
#define RES_B2	"{\"type\":\"tool_result\",\"role\":\"tool_result\",\"stop_reason\":" \
	"\"tool\",\"tool\":" TOOL_B2 ",\"content\":{\"error\":{\"name\":\"Error\"," \
	"\"message\":\"timeout\"}}}"
#define TEXT_MSG	"{\"type\":\"text\",\"role\":\"assistant\",\"content\":" \
	"\"Checking both.\",\"stop_reason\":\"tool\"}"
#define CALL_MSG	"{\"type\":\"tool_call\",\"role\":\"assistant\",\"stop_reason\":" \
	"\"tool\",\"tools\":[" TOOL_A1 "," TOOL_B2 "]}"

static void
test_weather(void)
{
	maps("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:01.000Z\","
	    "\"checksum\":\"1638472649281722\",\"output\":[" TEXT_MSG "," CALL_MSG "],"
	    "\"toolCalls\":[" RES_A1 "," RES_B2 "]}",
	    "M:assistant T M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_A1\":e=0 "
	    "M:tool R:tool:\"call_B2\":e=1", "FORMATS.md example: parallel calls, one error");
	maps("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:03.000Z\","
	    "\"checksum\":\"9920113\",\"output\":[{\"type\":\"text\",\"role\":\"assistant\","
	    "\"content\":\"Paris 18C; Rome failed.\",\"stop_reason\":\"stop\"}],"
	    "\"toolCalls\":[]}", "M:assistant T", "final answer");
	maps("{\"agentName\":\"user\",\"createdAt\":\"2024-06-01T00:01:00.000Z\","
	    "\"checksum\":\"7c1e0b9d4a2f6358\",\"output\":[{\"type\":\"text\",\"role\":"
	    "\"user\",\"content\":\"Why was I charged twice?\",\"stop_reason\":\"stop\"}],"
	    "\"toolCalls\":[]}", "M:user T", "a user turn (the fake AgentResult)");
	maps("{\"agentName\":\"a\",\"output\":[],\"toolCalls\":[]}", "",
	    "an empty result emits nothing");
}

static void
test_order(void)
{
	/* Postgres JSONB sorts keys by length: output before toolCalls
	 * anyway; a hand-written item may put toolCalls first. */
	maps("{\"toolCalls\":[" RES_A1 "],\"agentName\":\"w\",\"output\":[{\"type\":"
	    "\"tool_call\",\"role\":\"assistant\",\"tools\":[" TOOL_A1 "]}]}",
	    "M:assistant C:tool:\"call_A1\":get_weather M:tool R:tool:\"call_A1\":e=0",
	    "toolCalls before output: output is still mapped first");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"text\",\"role\":\"system\","
	    "\"content\":\"You are terse.\"},{\"type\":\"text\",\"role\":\"user\",\"content\":"
	    "[{\"type\":\"text\",\"text\":\"hi\"}]},{\"type\":\"text\",\"role\":\"assistant\","
	    "\"content\":\"hello\"}],\"toolCalls\":[]}",
	    "M:system T M:user T M:assistant T", "text messages, array content");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[" TOOL_A1 "]},{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[" TOOL_B2 "]}],\"toolCalls\":[" RES_B2 "," RES_A1 "]}",
	    "M:assistant C:tool:\"call_A1\":get_weather M:assistant "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_B2\":e=1 "
	    "M:tool R:tool:\"call_A1\":e=0", "two tool_call messages, results reordered");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"user\","
	    "\"tools\":[" TOOL_A1 "]}],\"toolCalls\":[" RES_A1 "]}",
	    "M:user C:tool:\"call_A1\":get_weather M:tool R:tool:\"call_A1\":e=0",
	    "a tool_call message with role user");
	maps("{\"agentName\":\"w\",\"output\":[" RES_A1 "," CALL_MSG "],\"toolCalls\":[]}",
	    "M:tool R:tool:\"call_A1\":e=0 M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather", "a tool_result inside output, in its place");
}

static void
test_shapes(void)
{
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[]}],\"toolCalls\":[]}", "M:assistant", "tool_call with no tools");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\"}],"
	    "\"toolCalls\":[]}", "M:assistant", "tool_call without tools");
	maps("{\"agentName\":\"w\",\"output\":[1,null,\"x\",{\"type\":\"image\",\"role\":"
	    "\"assistant\"}],\"toolCalls\":[7]}", "M:assistant T",
	    "non-objects skipped, an unknown type is content");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"text\",\"role\":\"critic\","
	    "\"content\":\"x\"}],\"toolCalls\":[]}", "M:other T", "unknown role");
	maps("{\"agentName\":\"w\",\"output\":{},\"toolCalls\":\"x\"}", "",
	    "output and toolCalls not arrays");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":\"call_Z\",\"name\":\"lookup\",\"function\":"
	    "\"lookup\",\"input\":{}}]}],\"toolCalls\":[]}",
	    "M:assistant C:tool:\"call_Z\":lookup", "OpenAI adapter's extra function key");
	spans("{\"agentName\":\"w\",\"output\":[" CALL_MSG "],\"toolCalls\":[]}", NULL,
	    "{\"city\":\"Rome\"}", "call args: input bytes");
}

static void
test_results(void)
{
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[" RES_A1 "]}",
	    "\"18C cloudy\"", NULL, "data shows its value");
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[" RES_B2 "]}",
	    "{\"name\":\"Error\",\"message\":\"timeout\"}", NULL, "error shows its value");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":\"plain\"}]}",
	    "M:tool R:tool:\"call_A1\":e=-1", "content without an envelope: unknown");
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":\"plain\"}]}",
	    "\"plain\"", NULL, "  its text is content");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":null}}]}",
	    "M:tool R:tool:\"call_A1\":e=0", "data null is still a success");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":1,"
	    "\"error\":{}}}]}", "M:tool R:tool:\"call_A1\":e=1", "error wins over data");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 "}]}",
	    "M:tool R:tool:\"call_A1\":e=-1", "no content");
}

static void
test_ids(void)
{
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"name\":\"f\",\"input\":{}}]}],\"toolCalls\":[]}",
	    "M:assistant C:tool:-:f", "tool without id");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":\"\",\"name\":\"f\",\"input\":{}}]}],"
	    "\"toolCalls\":[]}", "M:assistant C:tool:\"\":f", "tool with an empty id");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":null,\"name\":\"f\",\"input\":{}}]}],"
	    "\"toolCalls\":[]}", "M:assistant C:tool:-:f", "tool with a null id");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":{\"type\":\"tool\",\"name\":\"f\",\"input\":{}},"
	    "\"content\":{\"data\":1}}]}", "M:tool R:tool:-:e=0", "result without tool.id");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"content\":{\"data\":1}}]}", "M:tool R:tool:-:e=0",
	    "result without tool");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":{\"type\":\"tool\",\"id\":\"\",\"name\":\"f\"},"
	    "\"content\":{\"data\":1}}]}", "M:tool R:tool:\"\":e=0", "result with empty tool.id");
}

static void
test_sink_status(void)
{
	const char *json = "{\"agentName\":\"weather\",\"output\":[" CALL_MSG "],"
	    "\"toolCalls\":[" RES_A1 "," RES_B2 "]}";
	struct evsink c;

	evsink_init(&c, 0);
	c.fail_at = 3;
	is_int(evsink_map(&c, &format_inngest, json, NULL), ST_IO, "a sink error is returned");
	is_int(c.count, 3, "and mapping stops there");
	c.fail_at = 5;
	c.count = 0;
	is_int(evsink_map(&c, &format_inngest, json, NULL), ST_IO, "also in toolCalls");
	is_int(c.count, 5, "  nothing after it");
	evsink_release(&c);
}

static void
test_detect(void)
{
	detects("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:01.000Z\","
	    "\"checksum\":\"1\",\"output\":[" CALL_MSG "],\"toolCalls\":[" RES_A1 "]}", 2,
	    "AgentResult");
	detects("{\"output\":[],\"checksum\":\"1\",\"agentName\":\"a\",\"createdAt\":\"x\","
	    "\"toolCalls\":[]}", 2, "JSONB key order");
	detects("{\"agentName\":\"weather\",\"output\":[" TEXT_MSG "]}", 1,
	    "toolCalls dropped");
	detects("{\"output\":[" TEXT_MSG "],\"toolCalls\":[]}", 1, "agentName missing");
	detects("{\"agentName\":\"weather\",\"toolCalls\":[]}", 0, "no output");
	detects("{\"agentName\":\"weather\",\"output\":\"text\",\"toolCalls\":[]}", 0,
	    "output not an array");
	detects("{\"agentName\":7,\"output\":[]}", 0, "agentName not a string, no toolCalls");
	/* Foreign formats. */
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	detects("{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"output_text\",\"text\":\"x\"}]}", 0, "Responses message");
	detects("{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}", 0,
	    "Responses function_call_output (has output, a string)");
	detects("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"x\"},\"is_error\":false}}]}", 0, "agentkit item");
	detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	detects("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{\"agentName\":"
	    "\"a\",\"output\":[],\"toolCalls\":[]}}", 0, "Codex line");
	detects("{}", 0, "empty object");
}

/* The text fields, for a detail sink. */
static void
test_detail(void)
{
	evsink_maps_detail(&format_inngest, "{\"agentName\":\"weather\","
	    "\"createdAt\":\"T1\",\"output\":[" TEXT_MSG "," CALL_MSG "],"
	    "\"toolCalls\":[" RES_A1 "," RES_B2 "]}",
	    "M:assistant=assistant@T1 T:text=Checking both. "
	    "M:assistant=assistant@T1 C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool=tool_result@T1 "
	    "R:tool:\"call_A1\":e=0 M:tool=tool_result@T1 R:tool:\"call_B2\":e=1",
	    "labels, the result's createdAt, text, errors");
}

int
main(void)
{
	test_detail();
	test_weather();
	test_order();
	test_shapes();
	test_results();
	test_ids();
	test_sink_status();
	test_detect();
	is_str(format_inngest.name, "inngest", "name");
	is_int(format_inngest.placement, P_SAME_GROUP, "placement");
	is_int((long long)format_inngest.flags, FMT_ID_REQUIRED, "flags");
	return tap_done();
}
