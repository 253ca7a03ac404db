/*
 * t_format_inngest.c - the Inngest AgentKit format: detect and map its two
 * item shapes, a bare AgentResult and a row of AgentKit's Postgres
 * agentkit_messages table; repair's results put into either.
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
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

/*
 * Rows of agentkit_messages (an agentkit-pg: store's items): the columns
 * in table order, NULL ones left out; an agent row's data in jsonb order
 * (keys by length, then bytes).  The AgentResult is FORMATS.md 6(a)'s.
 */
#define RESULT_TIME	"2026-03-06T10:00:01.500Z"
#define ROW_TIME	"2026-03-06T10:00:02.000Z"
#define WEATHER_BARE	"{\"agentName\":\"weather\",\"createdAt\":\"" RESULT_TIME "\"," \
	"\"checksum\":\"1638472649281722\",\"output\":[" TEXT_MSG "," CALL_MSG "]," \
	"\"toolCalls\":[" RES_A1 "," RES_B2 "]}"
#define WEATHER_DATA	"{\"output\":[" TEXT_MSG "," CALL_MSG "],\"checksum\":" \
	"\"1638472649281722\",\"agentName\":\"weather\",\"createdAt\":\"" RESULT_TIME \
	"\",\"toolCalls\":[" RES_A1 "," RES_B2 "]}"
/* A use-agent agent row of data (no content, no client_state). */
#define AGENT_ROW(data)	"{\"message_id\":\"7d2f0c8e-1a4b-4c5d-8e6f-000000000002\"," \
	"\"message_type\":\"agent\",\"agent_name\":\"weather\",\"data\":" data \
	",\"checksum\":\"1638472649281722\",\"created_at\":\"" ROW_TIME "\"}"
#define USER_ROW	"{\"message_id\":\"7d2f0c8e-1a4b-4c5d-8e6f-000000000001\"," \
	"\"message_type\":\"user\",\"content\":\"What is the weather?\"," \
	"\"client_state\":{\"page\":\"/chat\",\"draft\":\"\"},\"checksum\":" \
	"\"user_V2hhdCBpcyB0aGUgd2Vh_1772791200000\",\"created_at\":" \
	"\"2026-03-06T10:00:00.000Z\"}"
/* The starter's older layout: no message_id, no client_state. */
#define STARTER_USER	"{\"message_type\":\"user\",\"content\":\"Hello, who are you?\"," \
	"\"checksum\":\"user_1772874000000_Hello, who are you?\",\"created_at\":" \
	"\"2026-03-07T09:00:00.000Z\"}"
#define STARTER_AGENT	"{\"message_type\":\"agent\",\"agent_name\":\"assistant\"," \
	"\"data\":{\"output\":[{\"role\":\"assistant\",\"type\":\"text\",\"content\":" \
	"\"I am a helpful assistant.\",\"stop_reason\":\"stop\"}],\"checksum\":" \
	"\"18003503345013528969\",\"agentName\":\"assistant\",\"createdAt\":" \
	"\"2026-03-07T09:00:00.800Z\",\"toolCalls\":[]},\"checksum\":" \
	"\"18003503345013528969\",\"created_at\":\"2026-03-07T09:00:01.000Z\"}"
/* A row of message_type type (a JSON value) with more columns. */
#define ROW(type, more)	"{\"message_type\":" type more ",\"checksum\":\"1\"," \
	"\"created_at\":\"T9\"}"

/* json mapped by a sink of flags: the rendering (a static buffer). */
static const char *
render(const char *json, unsigned flags)
{
	static char out[4096];
	struct evsink c;

	evsink_init(&c, flags);
	if (evsink_map(&c, &format_inngest, json, NULL) != ST_OK)
		snprintf(out, sizeof(out), "map failed");
	else
		snprintf(out, sizeof(out), "%s", evsink_str(&c));
	evsink_release(&c);
	return out;
}

static void
test_rows(void)
{
	char bare[4096];

	maps(AGENT_ROW(WEATHER_DATA),
	    "M:assistant T M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_A1\":e=0 "
	    "M:tool R:tool:\"call_B2\":e=1", "an agent row: its data's calls and results");
	evsink_maps_detail(&format_inngest, AGENT_ROW(WEATHER_DATA),
	    "M:assistant=assistant@" RESULT_TIME " T:text=Checking both. "
	    "M:assistant=assistant@" RESULT_TIME " C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool=tool_result@" RESULT_TIME " "
	    "R:tool:\"call_A1\":e=0 M:tool=tool_result@" RESULT_TIME " "
	    "R:tool:\"call_B2\":e=1",
	    "an agent row: labels and text of data, at data's createdAt, not created_at");
	spans(AGENT_ROW(WEATHER_DATA), "{\"name\":\"Error\",\"message\":\"timeout\"}",
	    "{\"city\":\"Rome\"}", "an agent row: result text and call args from data");
	snprintf(bare, sizeof(bare), "%s", render(WEATHER_BARE, EVS_DETAIL | EVS_TEXT |
	    EVS_ARGS));
	is_str(render(AGENT_ROW(WEATHER_DATA), EVS_DETAIL | EVS_TEXT | EVS_ARGS), bare,
	    "an agent row maps as its AgentResult alone does");
	maps(STARTER_AGENT, "M:assistant T", "the starter's agent row");
	maps(AGENT_ROW("{\"output\":[],\"agentName\":\"a\",\"toolCalls\":[]}"), "",
	    "an agent row of an empty AgentResult emits nothing");
	evsink_maps_detail(&format_inngest, AGENT_ROW("{\"output\":[" TEXT_MSG "],"
	    "\"agentName\":\"a\",\"toolCalls\":[]}"),
	    "M:assistant=assistant T:text=Checking both.",
	    "data without createdAt: no time (created_at is not the result's)");
	maps(AGENT_ROW("{\"output\":[" TEXT_MSG "],\"agentName\":\"a\",\"toolCalls\":[]}"
	    ",\"agentName\":\"b\",\"output\":[" CALL_MSG "],\"toolCalls\":[]"),
	    "M:assistant T", "a row's own agentName, output, toolCalls are not read");

	maps(USER_ROW, "M:user T", "a user row: a user message");
	evsink_maps_detail(&format_inngest, USER_ROW,
	    "M:user=user@2026-03-06T10:00:00.000Z T:text=What is the weather?",
	    "  labelled user, at created_at, its text content");
	maps(STARTER_USER, "M:user T", "the starter's user row");
	evsink_maps_detail(&format_inngest, "{\"message_type\":\"user\",\"content\":"
	    "\"R\\u00e9ponds \\\"en\\\" \\ud83c\\uddeb\\ud83c\\uddf7\",\"checksum\":\"u\"}",
	    "M:user=user T:text=R\xc3\xa9ponds \"en\" \xf0\x9f\x87\xab\xf0\x9f\x87\xb7",
	    "a user row without created_at, its content decoded");
	evsink_maps_detail(&format_inngest, "{\"message_type\":\"user\",\"content\":"
	    "\"hi\",\"data\":{\"agentName\":\"a\",\"output\":[" CALL_MSG "],\"toolCalls\":"
	    "[]},\"checksum\":\"u\",\"created_at\":\"T1\"}", "M:user=user@T1 T:text=hi",
	    "a user row's data is not read");
	maps("{\"agentName\":\"w\",\"output\":[" TEXT_MSG "],\"toolCalls\":[],\"data\":"
	    "{\"agentName\":\"x\",\"output\":[" CALL_MSG "],\"toolCalls\":[]},\"content\":"
	    "\"x\"}", "M:assistant T",
	    "a bare AgentResult (no message_type) is still itself, not its data");
}

/* Pairing over rows: within each agent row's data (P_SAME_GROUP), user
 * rows between them. */
static void
test_row_pairs(void)
{
	static const char *const dangling[] = {
		USER_ROW,
		AGENT_ROW("{\"output\":[" CALL_MSG "],\"agentName\":\"weather\","
		    "\"toolCalls\":[" RES_A1 "]}"),
		STARTER_USER,
		STARTER_AGENT,
		NULL
	};
	static const char *const bare[] = {
		"{\"agentName\":\"user\",\"output\":[{\"type\":\"text\",\"role\":\"user\","
		"\"content\":\"What is the weather?\"}],\"toolCalls\":[]}",
		"{\"agentName\":\"weather\",\"output\":[" CALL_MSG "],\"toolCalls\":["
		RES_A1 "]}",
		"{\"agentName\":\"weather\",\"output\":[" TEXT_MSG "],\"toolCalls\":[]}",
		NULL
	};
	static const char *const split[] = {
		AGENT_ROW("{\"output\":[" CALL_MSG "],\"agentName\":\"weather\","
		    "\"toolCalls\":[" RES_A1 "]}"),
		AGENT_ROW("{\"output\":[],\"agentName\":\"weather\",\"toolCalls\":["
		    RES_B2 "]}"),
		NULL
	};
	static const char *const clean[] = {
		USER_ROW, AGENT_ROW(WEATHER_DATA), STARTER_USER, STARTER_AGENT, NULL
	};

	maps(dangling[1], "M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_A1\":e=0",
	    "an agent row with a call left without its result");
	evsink_findings_are(&format_inngest, dangling,
	    "dangling-call:call_B2:get_weather", "a row's dangling call");
	evsink_findings_are(&format_inngest, bare,
	    "dangling-call:call_B2:get_weather", "  as in bare AgentResults");
	evsink_findings_are(&format_inngest, split,
	    "misplaced-result:call_B2:get_weather",
	    "a result in the next agent row is misplaced");
	evsink_findings_are(&format_inngest, clean, "", "rows with every call answered");
}

/* Flawed rows: a note of what is wrong, nothing else. */
static void
test_flawed_rows(void)
{
	maps(ROW("\"agent\"", ",\"agent_name\":\"w\""), "N", "agent row without data: a note");
	evsink_maps_detail(&format_inngest, ROW("\"agent\"", ",\"agent_name\":\"w\""),
	    "N:agent=without a data object@T9", "  saying so, at created_at");
	evsink_maps_detail(&format_inngest, ROW("\"agent\"", ",\"data\":null"),
	    "N:agent=without a data object@T9", "agent row, data null");
	evsink_maps_detail(&format_inngest, ROW("\"agent\"", ",\"data\":\"{\\\"agentName"
	    "\\\":\\\"w\\\",\\\"output\\\":[],\\\"toolCalls\\\":[]}\""),
	    "N:agent=without a data object@T9", "agent row, data a string of JSON");
	evsink_maps_detail(&format_inngest, ROW("\"agent\"", ",\"data\":[" TEXT_MSG "]"),
	    "N:agent=without a data object@T9", "agent row, data an array");
	evsink_maps_detail(&format_inngest, ROW("\"agent\"", ",\"content\":\"hi\""),
	    "N:agent=without a data object@T9", "agent row with content, no data");
	maps(ROW("\"user\"", ""), "N", "user row without content: a note");
	evsink_maps_detail(&format_inngest, ROW("\"user\"", ""),
	    "N:user=without a string content@T9", "  saying so");
	evsink_maps_detail(&format_inngest, ROW("\"user\"", ",\"content\":null"),
	    "N:user=without a string content@T9", "user row, content null");
	evsink_maps_detail(&format_inngest, ROW("\"user\"", ",\"content\":[{\"type\":"
	    "\"text\",\"text\":\"hi\"}]"),
	    "N:user=without a string content@T9", "user row, content an array");
	evsink_maps_detail(&format_inngest, ROW("\"system\"", ",\"content\":\"x\""),
	    "N:system=not user or agent@T9", "another message_type");
	evsink_maps_detail(&format_inngest, ROW("\"tool\"", ",\"data\":" WEATHER_DATA),
	    "N:tool=not user or agent@T9", "  its data not read");
	evsink_maps_detail(&format_inngest, ROW("7", ",\"content\":\"x\""),
	    "N:row=not user or agent@T9", "message_type not a string");
	evsink_maps_detail(&format_inngest, ROW("null", ",\"data\":" WEATHER_DATA),
	    "N:row=not user or agent@T9", "message_type null");
	evsink_maps_detail(&format_inngest, "{\"message_type\":\"agent\"}",
	    "N:agent=without a data object", "a flawed row without created_at");
}

/* A sink's error stops a row's mapping and is returned. */
static void
test_row_sink_status(void)
{
	static const struct { const char *json; int at; } t[] = {
		{ USER_ROW, 1 }, { USER_ROW, 2 }, { AGENT_ROW(WEATHER_DATA), 4 },
		{ ROW("\"agent\"", ""), 1 }
	};
	struct evsink c;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		evsink_init(&c, 0);
		c.fail_at = t[i].at;
		is_int(evsink_map(&c, &format_inngest, t[i].json, NULL), ST_IO,
		    "row %zu: a sink error at event %d is returned", i, t[i].at);
		is_int(c.count, t[i].at, "  nothing after it");
		evsink_release(&c);
	}
}

/* The formats other than inngest that detect json at all: "" if none. */
static const char *
others(const char *json)
{
	static char out[512];
	struct item it = evsink_item(json);
	struct format_item fi;
	size_t len = 0;

	out[0] = '\0';
	format_item_init(&fi, &it);
	for (size_t i = 0; format_table[i] != NULL; i++)
		if (format_table[i] != &format_inngest && format_table[i]->detect(&fi) > 0)
			len += (size_t)snprintf(out + len, sizeof(out) - len, "%s ",
			    format_table[i]->name);
	return out;
}

static void
test_detect_rows(void)
{
	static const char *const sure[] = {
		USER_ROW, STARTER_USER, AGENT_ROW(WEATHER_DATA), STARTER_AGENT, NULL
	};
	static const char *const flawed[] = {
		ROW("\"agent\"", ""), ROW("\"agent\"", ",\"data\":null"),
		ROW("\"user\"", ""), ROW("\"user\"", ",\"content\":null"),
		ROW("\"system\"", ",\"content\":\"x\""), NULL
	};

	detects(USER_ROW, 2, "user row");
	detects(STARTER_USER, 2, "the starter's user row");
	detects(AGENT_ROW(WEATHER_DATA), 2, "agent row");
	detects(STARTER_AGENT, 2, "the starter's agent row");
	detects(AGENT_ROW("{\"output\":[],\"agentName\":\"w\"}"), 1,
	    "agent row, data without toolCalls: could be");
	detects(AGENT_ROW("{\"output\":\"x\",\"agentName\":\"w\",\"toolCalls\":[]}"), 1,
	    "agent row, data no AgentResult: could be");
	detects(ROW("\"agent\"", ""), 1, "agent row without data: could be");
	detects(ROW("\"agent\"", ",\"data\":null"), 1, "agent row, data null: could be");
	detects(ROW("\"user\"", ""), 1, "user row without content: could be");
	detects(ROW("\"user\"", ",\"content\":7"), 1, "user row, content a number: could be");
	detects(ROW("\"system\"", ",\"content\":\"x\""), 1, "another message_type: could be");
	detects("{\"message_type\":\"user\",\"content\":\"hi\"}", 0, "user row, no checksum");
	detects("{\"message_type\":\"agent\",\"data\":" WEATHER_DATA "}", 0,
	    "agent row, no checksum");
	detects("{\"message_type\":\"user\",\"content\":\"hi\",\"checksum\":1}", 0,
	    "checksum not a string");
	detects(ROW("7", ",\"content\":\"x\""), 0, "message_type not a string");
	detects("{\"message_type\":\"agent\",\"agentName\":\"w\",\"output\":[],"
	    "\"toolCalls\":[]}", 0, "message_type and an AgentResult's members: a row "
	    "without checksum, not an AgentResult");
	for (size_t i = 0; sure[i] != NULL; i++) {
		evs_detected(sure[i], "row", i);
		is_str(others(sure[i]), "", "row %zu detected by no other format", i);
	}
	for (size_t i = 0; flawed[i] != NULL; i++)
		is_str(others(flawed[i]), "", "flawed row %zu detected by no other format",
		    i);
}

/* Repair: a result put into the toolCalls of the call's AgentResult, a
 * bare one or a row's data; the item with sp applied, or "ST=N". */
static void
answers_into(const char *into, const char *want, const char *what)
{
	struct format_result r = { { "\"call_B2\"", 9 }, { "\"get_weather\"", 13 },
	    "tool", { NULL, 0 } };
	struct json_span none = { NULL, 0 }, item = { into, strlen(into) };
	struct format_splice sp = { 0, 0, BUF_INIT };
	struct buf got = BUF_INIT;
	int rc;

	rc = format_answer(&format_inngest, &r, 1, none, item, NULL, &sp);
	if (rc != ST_OK) {
		buf_addf(&got, "ST=%d", rc);
	} else {
		buf_add(&got, into, sp.at);
		buf_add(&got, sp.bytes.p, sp.bytes.len);
		buf_adds(&got, into + sp.at + sp.del);
	}
	is_str(got.p, want, "answer: %s", what);
	buf_release(&got);
	buf_release(&sp.bytes);
}

#define MADE_UP	"{\"type\":\"tool_result\",\"role\":\"tool_result\",\"stop_reason\":" \
	"\"tool\",\"tool\":{\"type\":\"tool\",\"id\":\"call_B2\",\"name\":\"get_weather\"," \
	"\"input\":{}},\"content\":{\"error\":\"" FORMAT_INTERRUPTED "\"}}"

static void
test_answer(void)
{
	answers_into("{\"agentName\":\"w\",\"output\":[" CALL_MSG "],\"toolCalls\":["
	    RES_A1 "]}", "{\"agentName\":\"w\",\"output\":[" CALL_MSG "],\"toolCalls\":["
	    MADE_UP "," RES_A1 "]}", "a bare AgentResult's toolCalls");
	answers_into(AGENT_ROW("{\"output\":[" CALL_MSG "],\"agentName\":\"w\","
	    "\"toolCalls\":[]}"), AGENT_ROW("{\"output\":[" CALL_MSG "],\"agentName\":"
	    "\"w\",\"toolCalls\":[" MADE_UP "]}"), "a row's data's toolCalls");
	answers_into(ROW("\"agent\"", ",\"toolCalls\":[]"), "ST=4",
	    "a row without data: none (not the row's own toolCalls)");
	answers_into(ROW("\"agent\"", ",\"data\":{\"output\":[]}"), "ST=4",
	    "a row's data without toolCalls: none");
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
	evsink_use(&format_inngest);
	test_rows();
	test_row_pairs();
	test_flawed_rows();
	test_row_sink_status();
	test_detect_rows();
	test_answer();
	is_str(format_inngest.name, "inngest", "name");
	is_int(format_inngest.placement, P_SAME_GROUP, "placement");
	is_int((long long)format_inngest.flags, FMT_ID_REQUIRED, "flags");
	return tap_done();
}
