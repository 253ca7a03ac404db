/* t_format_anthropic.c - Anthropic Messages API: detection and events. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format_impl.h"
#include "json.h"
#include "tap.h"

/* Map one item; the rendered events (calls with their input), then
 * " ST=n" if map() failed. */
static void
check_map(const char *json, const char *want, const char *what)
{
	struct evsink c;
	int rc;

	evsink_init(&c, EVS_ARGS_COLON);
	if ((rc = evsink_map(&c, &format_anthropic, json, NULL)) != ST_OK)
		buf_addf(&c.out, " ST=%d", rc);
	is_str(evsink_str(&c), want, "map: %s", what);
	evsink_release(&c);
}

static void
check_detect(const char *json, int want, const char *what)
{
	is_int(evsink_detect(&format_anthropic, json), want, "detect %d: %s", want, what);
}

static void
test_map(void)
{
	/* FORMATS.md 3a, the whole scenario. */
	check_map("{\"role\":\"user\",\"content\":\"Weather in Paris and Rome?\"}",
	    "M:user T", "string content");
	check_map("{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"Checking both.\"},{\"type\":\"tool_use\",\"id\":\"toolu_01A\","
	    "\"name\":\"get_weather\",\"input\":{\"city\":\"Paris\"}},{\"type\":"
	    "\"tool_use\",\"id\":\"toolu_01B\",\"name\":\"get_weather\",\"input\":"
	    "{\"city\":\"Rome\"}}]}",
	    "M:assistant T C:tool:\"toolu_01A\":get_weather:{\"city\":\"Paris\"} "
	    "C:tool:\"toolu_01B\":get_weather:{\"city\":\"Rome\"}",
	    "text and two parallel tool_use");
	check_map("{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"toolu_01B\",\"content\":[{\"type\":\"text\",\"text\":"
	    "\"24C sunny\"}]},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_01A\","
	    "\"content\":\"lookup timed out\",\"is_error\":true},{\"type\":\"text\","
	    "\"text\":\"(use Celsius)\"}]}",
	    "M:user R:tool:\"toolu_01B\":e=0 R:tool:\"toolu_01A\":e=1 T",
	    "results in any order, an error result, then text");
	check_map("{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"Rome 24C; Paris unavailable.\"}]}",
	    "M:assistant T", "final answer");

	/* is_error: absent, false and null are success; odd values unknown. */
	check_map("{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"a\",\"is_error\":false},{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"b\",\"is_error\":null},{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"c\",\"is_error\":\"yes\"},{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"d\",\"is_error\":1}]}",
	    "M:user R:tool:\"a\":e=0 R:tool:\"b\":e=0 R:tool:\"c\":e=-1 "
	    "R:tool:\"d\":e=-1", "is_error values");

	/* Missing, empty and non-string ids. */
	check_map("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\","
	    "\"name\":\"ls\",\"input\":{}},{\"type\":\"tool_use\",\"id\":\"\","
	    "\"name\":\"ls\",\"input\":{}},{\"type\":\"tool_use\",\"id\":7,"
	    "\"name\":\"ls\",\"input\":{}}]}",
	    "M:assistant C:tool:-:ls:{} C:tool:\"\":ls:{} C:tool:-:ls:{}",
	    "calls without an id, with an empty id, with a number id");
	check_map("{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
	    "\"content\":\"x\"},{\"type\":\"tool_result\",\"tool_use_id\":\"\"}]}",
	    "M:user R:tool:-:e=0 R:tool:\"\":e=0", "results without ids");
	check_map("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\","
	    "\"id\":\"toolu_\\u0031\",\"name\":\"g\\u00e9t\"}]}",
	    "M:assistant C:tool:\"toolu_\\u0031\":g\xc3\xa9t:-",
	    "escaped id kept as written; no input");

	/* Hosted tools are self-contained; thinking and others are content. */
	check_map("{\"role\":\"assistant\",\"content\":[{\"type\":\"thinking\","
	    "\"thinking\":\"hmm\",\"signature\":\"sig\"},{\"type\":"
	    "\"redacted_thinking\",\"data\":\"xx\"},{\"type\":\"server_tool_use\","
	    "\"id\":\"srvtoolu_1\",\"name\":\"web_search\",\"input\":{\"query\":"
	    "\"paris\"}},{\"type\":\"web_search_tool_result\",\"tool_use_id\":"
	    "\"srvtoolu_1\",\"content\":[]},{\"type\":\"code_execution_tool_result\","
	    "\"tool_use_id\":\"srvtoolu_2\",\"content\":{}},{\"type\":"
	    "\"mcp_tool_use\",\"id\":\"mcptoolu_1\",\"name\":\"x\",\"server_name\":"
	    "\"s\",\"input\":{}},{\"type\":\"mcp_tool_result\",\"tool_use_id\":"
	    "\"mcptoolu_1\",\"content\":[]},{\"type\":\"text\",\"text\":\"done\"}]}",
	    "M:assistant T T I I I I I T", "thinking, server and MCP tools");
	check_map("{\"role\":\"user\",\"content\":[{\"type\":\"image\",\"source\":"
	    "{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":\"AA==\"}},"
	    "{\"type\":\"document\",\"source\":{}},{\"type\":\"brand_new\"},{}]}",
	    "M:user T T T T", "image, document, unknown and untyped blocks");
	check_map("{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":"
	    "\"first\"},{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_1\","
	    "\"content\":\"late\"}]}",
	    "M:user T R:tool:\"toolu_1\":e=0", "text before a result, in order");

	/* Messages with nothing to pair still begin a message. */
	check_map("{\"role\":\"assistant\",\"content\":[]}", "M:assistant",
	    "empty content");
	check_map("{\"role\":\"assistant\",\"content\":\"\"}", "M:assistant",
	    "empty string content");
	check_map("{\"role\":\"assistant\"}", "M:assistant", "no content");
	check_map("{\"role\":\"system\",\"content\":\"be brief\"}", "M:system T",
	    "system message");
	check_map("{\"role\":\"robot\",\"content\":7}", "M:other", "odd role");
	check_map("{\"type\":\"message\",\"id\":\"msg_1\",\"role\":\"assistant\","
	    "\"model\":\"claude-x\",\"content\":[{\"type\":\"tool_use\",\"id\":"
	    "\"toolu_9\",\"name\":\"f\",\"input\":{}}],\"stop_reason\":\"tool_use\","
	    "\"usage\":{\"input_tokens\":1,\"output_tokens\":2}}",
	    "M:assistant C:tool:\"toolu_9\":f:{}", "an API response object");
	check_map("{\"role\":\"user\",\"content\":\"a\",\"role\":\"assistant\"}",
	    "M:assistant T", "duplicate keys: the last wins");
}

static void
test_sink_status(void)
{
	struct evsink c;
	const char *json = "{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"a\"},{\"type\":\"text\",\"text\":\"b\"},{\"type\":\"text\","
	    "\"text\":\"c\"}]}";

	evsink_init(&c, 0);
	c.fail_at = 2;
	is_int(evsink_map(&c, &format_anthropic, json, NULL), ST_IO,
	    "map returns the sink's status");
	is_str(c.out.p, "M:assistant", "  and stops emitting");
	buf_release(&c.out);
	c.fail_at = 1;
	c.count = 0;
	is_int(format_anthropic_map_message((struct json_span){ json, strlen(json) },
	    ANTHROPIC_BEGIN, (struct json_span){ NULL, 0 }, &c.sink), ST_IO,
	    "the EV_MESSAGE status is returned too");
	c.count = 0;
	c.fail_at = 0;
	is_int(format_anthropic_map_message((struct json_span){ json, strlen(json) },
	    0, (struct json_span){ NULL, 0 }, &c.sink), ST_OK,
	    "begin 0: no EV_MESSAGE");
	is_str(c.out.p, "T T T", "  only the blocks");
	evsink_release(&c);
}

/* The text fields, for a detail sink. */
static void
test_detail(void)
{
	evsink_maps_detail(&format_anthropic,
	    "{\"role\":\"user\",\"content\":\"Hi\\nthere\"}",
	    "M:user=user T:text=Hi\nthere", "string content");
	evsink_maps_detail(&format_anthropic,
	    "{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\","
	    "\"model\":\"claude-sonnet-4-5\",\"content\":["
	    "{\"type\":\"thinking\",\"thinking\":\"hmm\",\"signature\":\"s\"},"
	    "{\"type\":\"redacted_thinking\",\"data\":\"x\"},"
	    "{\"type\":\"text\",\"text\":\"Sure.\"},"
	    "{\"type\":\"image\",\"source\":{}},"
	    "{\"type\":\"document\",\"source\":{}},"
	    "{\"type\":\"search_result\",\"title\":\"t\"},"
	    "{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"w\",\"input\":{}}],"
	    "\"usage\":{\"input_tokens\":3,\"output_tokens\":10,"
	    "\"cache_read_input_tokens\":100,\"cache_creation_input_tokens\":20}}",
	    "M:assistant=assistant#claude-sonnet-4-5 "
	    "$3/10/100/20/-1#claude-sonnet-4-5 T:thinking=hmm T:thinking "
	    "T:text=Sure. T:image T:image "
	    "T:other={\"type\":\"search_result\",\"title\":\"t\"} C:tool:\"t1\":w",
	    "blocks by kind, model and usage");
	evsink_maps_detail(&format_anthropic,
	    "{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"t1\",\"content\":\"boom\",\"is_error\":true}]}",
	    "M:user=user R:tool:\"t1\":e=1", "an error result");
	evsink_maps(&format_anthropic,
	    "{\"role\":\"assistant\",\"content\":\"x\",\"usage\":{\"input_tokens\":1}}",
	    "M:assistant T", "no usage for a sink without detail");
}

static void
test_detect(void)
{
	check_detect("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\","
	    "\"id\":\"toolu_01A\",\"name\":\"get_weather\",\"input\":{\"city\":"
	    "\"Paris\"}}]}", 2, "tool_use with an object input");
	check_detect("{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
	    "\"tool_use_id\":\"toolu_01A\",\"content\":\"18C\"}]}", 2, "tool_result");
	check_detect("{\"role\":\"assistant\",\"content\":[{\"type\":\"thinking\","
	    "\"thinking\":\"x\",\"signature\":\"s\"},{\"type\":\"text\",\"text\":"
	    "\"y\"}]}", 2, "thinking");
	check_detect("{\"role\":\"user\",\"content\":[{\"type\":\"image\",\"source\":"
	    "{}}]}", 2, "image block");
	check_detect("{\"type\":\"message\",\"role\":\"assistant\",\"content\":"
	    "[{\"type\":\"redacted_thinking\",\"data\":\"x\"}]}", 2,
	    "response object with redacted_thinking");
	check_detect("{\"role\":\"user\",\"content\":\"hi\"}", 1, "plain user message");
	check_detect("{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"x\"}]}", 1, "text blocks only");
	check_detect("{\"role\":\"assistant\",\"content\":[]}", 1, "empty content");
	check_detect("{\"role\":\"system\",\"content\":[{\"type\":\"thinking\"}]}", 1,
	    "system message");
	check_detect("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\","
	    "\"id\":\"x\",\"name\":\"f\",\"input\":\"{}\"}]}", 1,
	    "tool_use with a string input");

	/* Foreign items. */
	check_detect("{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"call_A1\",\"type\":\"function\",\"function\":{\"name\":\"get_weather\","
	    "\"arguments\":\"{}\"}}]}", 0, "chat tool_calls");
	check_detect("{\"role\":\"tool\",\"tool_call_id\":\"call_A1\",\"content\":"
	    "\"18C\"}", 0, "chat tool message");
	check_detect("{\"role\":\"developer\",\"content\":\"x\"}", 0, "developer role");
	check_detect("{\"role\":\"user\",\"name\":\"bob\",\"content\":\"x\"}", 0,
	    "chat name member");
	check_detect("{\"role\":\"user\",\"content\":[{\"type\":\"image_url\","
	    "\"image_url\":{\"url\":\"x\"}}]}", 0, "chat image_url part");
	check_detect("{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":"
	    "\"input_text\",\"text\":\"hi\"}]}", 0, "responses message");
	check_detect("{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"f\","
	    "\"arguments\":\"{}\"}", 0, "responses function_call");
	check_detect("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "gemini");
	check_detect("{\"role\":\"user\",\"parts\":[{\"text\":\"x\"}]}", 0,
	    "gemini user");
	check_detect("{\"type\":\"assistant\",\"uuid\":\"a1\",\"sessionId\":\"S\","
	    "\"message\":{\"role\":\"assistant\",\"content\":[]}}", 0,
	    "claude code line");
	check_detect("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{}}",
	    0, "codex line");
	check_detect("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{}}",
	    0, "acp");
	check_detect("{\"role\":\"user\",\"content\":[\"x\"]}", 0, "untyped block");
	check_detect("{\"role\":\"user\",\"content\":[{\"text\":\"x\"}]}", 0,
	    "block without type");
	check_detect("{\"role\":\"assistant\",\"content\":null}", 0, "null content");
	check_detect("{\"role\":\"user\"}", 0, "no content");
	check_detect("{\"content\":\"x\"}", 0, "no role");
}

static void
test_struct(void)
{
	is_str(format_anthropic.name, "anthropic", "name");
	is_int(format_anthropic.placement, P_NEXT_MESSAGE_FIRST, "placement");
	is_int((long long)format_anthropic.flags, FMT_ID_REQUIRED, "flags");
	ok(format_anthropic.errors.dangling != NULL &&
	    strstr(format_anthropic.errors.dangling, "immediately after") != NULL,
	    "dangling error string");
	ok(format_anthropic.errors.orphan != NULL &&
	    strstr(format_anthropic.errors.orphan, "unexpected `tool_use_id`") != NULL,
	    "orphan error string");
	ok(format_anthropic.errors.misplaced != NULL, "misplaced error string");
}

int
main(void)
{
	test_map();
	test_sink_status();
	test_detail();
	test_detect();
	test_struct();
	return tap_done();
}
