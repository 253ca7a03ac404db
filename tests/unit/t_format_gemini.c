/* t_format_gemini.c - the Gemini contents format: detection and events. */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "item.h"
#include "tap.h"

/* Map json; verbose adds call args and result text to the events. */
static void
maps_as(const char *json, const char *want, int verbose)
{
	struct evsink c;

	evsink_init(&c, EVS_RESULT_NAME | (verbose ? EVS_ARGS | EVS_TEXT : 0));
	is_int(evsink_map(&c, &format_gemini, json, NULL), ST_OK, "map %.60s", json);
	is_str(evsink_str(&c), want, "  events");
	evsink_release(&c);
}

static void
detects(const char *json, int want)
{
	is_int(evsink_detect(&format_gemini, json), want, "detect %d: %.70s", want, json);
}

/* FORMATS.md 9's scenario, REST camelCase, with ids. */
static const char *const weather[] = {
	"{\"role\":\"user\",\"parts\":[{\"text\":\"Weather in Paris and Rome?\"}]}",
	"{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"id\":\"fc1\",\"name\":"
	    "\"get_weather\",\"args\":{\"city\":\"Paris\"}},\"thoughtSignature\":"
	    "\"Cq0B\"},{\"functionCall\":{\"id\":\"fc2\",\"name\":\"get_weather\","
	    "\"args\":{\"city\":\"Rome\"}}}]}",
	"{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"id\":\"fc1\",\"name\":"
	    "\"get_weather\",\"response\":{\"output\":\"18C cloudy\"}}},"
	    "{\"functionResponse\":{\"id\":\"fc2\",\"name\":\"get_weather\","
	    "\"response\":{\"error\":\"timeout\"}}}]}",
	"{\"role\":\"model\",\"parts\":[{\"text\":\"Paris 18C; Rome failed.\"}]}"
};

static void
test_scenario(void)
{
	for (size_t i = 0; i < 4; i++)
		detects(weather[i], 2);
	maps_as(weather[0], "M:user T", 0);
	maps_as(weather[1], "M:assistant C:function:\"fc1\":get_weather "
	    "C:function:\"fc2\":get_weather", 0);
	maps_as(weather[1], "M:assistant C:function:\"fc1\":get_weather"
	    "({\"city\":\"Paris\"}) C:function:\"fc2\":get_weather({\"city\":\"Rome\"})",
	    1);
	maps_as(weather[2], "M:user R:function:\"fc1\":get_weather:e=0 "
	    "R:function:\"fc2\":get_weather:e=1", 0);
	maps_as(weather[2], "M:user R:function:\"fc1\":get_weather:e=0=>\"18C cloudy\" "
	    "R:function:\"fc2\":get_weather:e=1=>\"timeout\"", 1);
	maps_as(weather[3], "M:assistant T", 0);
}

static void
test_shapes(void)
{
	/* No ids: matched by name and position. */
	maps_as("{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":\"a\","
	    "\"args\":{}}},{\"functionCall\":{\"name\":\"b\"}}]}",
	    "M:assistant C:function:-:a({}) C:function:-:b(-)", 1);
	maps_as("{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"name\":\"a\","
	    "\"response\":{\"result\":1}}}]}",
	    "M:user R:function:-:a:e=0=>{\"result\":1}", 1);
	/* An empty id links nothing: as if absent. */
	maps_as("{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"id\":\"\","
	    "\"name\":\"a\",\"args\":{}}}]}", "M:assistant C:function:-:a", 0);
	/* python-genai model_dump(): snake_case, every unset member null. */
	maps_as("{\"parts\":[{\"video_metadata\":null,\"thought\":null,"
	    "\"inline_data\":null,\"file_data\":null,\"thought_signature\":null,"
	    "\"function_call\":{\"id\":null,\"args\":{\"city\":\"Paris\"},\"name\":"
	    "\"get_weather\"},\"code_execution_result\":null,\"executable_code\":null,"
	    "\"function_response\":null,\"text\":null}],\"role\":\"model\"}",
	    "M:assistant C:function:-:get_weather", 0);
	maps_as("{\"parts\":[{\"function_call\":null,\"function_response\":{\"id\":"
	    "\"fc1\",\"name\":\"get_weather\",\"response\":{\"output\":\"18C\"},"
	    "\"will_continue\":null},\"text\":null}],\"role\":\"user\"}",
	    "M:user R:function:\"fc1\":get_weather:e=0", 0);
	/* Older Vertex: responses in a "function" turn. */
	maps_as("{\"role\":\"function\",\"parts\":[{\"functionResponse\":{\"name\":"
	    "\"get_weather\",\"response\":{\"name\":\"get_weather\",\"content\":"
	    "\"18C\"}}}]}", "M:tool R:function:-:get_weather:e=0", 0);
	/* Error flag: "error" non-null; no response object: unknown. */
	maps_as("{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"name\":\"a\","
	    "\"response\":{\"error\":null,\"output\":\"ok\"}}},{\"functionResponse\":"
	    "{\"name\":\"b\"}},{\"functionResponse\":{\"name\":\"c\",\"response\":"
	    "\"x\"}},{\"functionResponse\":{\"name\":\"d\",\"response\":{\"error\":"
	    "{\"code\":1},\"output\":null}}}]}",
	    "M:user R:function:-:a:e=0=>\"ok\" R:function:-:b:e=-1=>- "
	    "R:function:-:c:e=-1=>- R:function:-:d:e=1=>{\"code\":1}", 1);
	/* Thoughts, media and text are content; code execution is hosted. */
	maps_as("{\"role\":\"model\",\"parts\":[{\"text\":\"plan\",\"thought\":true},"
	    "{\"executableCode\":{\"language\":\"PYTHON\",\"code\":\"print(1)\"}},"
	    "{\"codeExecutionResult\":{\"outcome\":\"OUTCOME_OK\",\"output\":\"1\"}},"
	    "{\"text\":\"1\"},{\"functionCall\":{\"name\":\"a\",\"args\":{}},"
	    "\"thoughtSignature\":\"c2ln\"}]}", "M:assistant T I I T C:function:-:a", 0);
	maps_as("{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"name\":\"a\","
	    "\"response\":{}}},{\"inlineData\":{\"mimeType\":\"image/png\",\"data\":"
	    "\"iVBO\"}},{\"fileData\":{\"fileUri\":\"gs://b/f\"}},{\"text\":\"and?\"}]}",
	    "M:user R:function:-:a:e=0 T T T", 0);
	/* Roles: unset is user, system instruction, unknown. */
	maps_as("{\"parts\":[{\"text\":\"hi\"}]}", "M:user T", 0);
	maps_as("{\"role\":\"system\",\"parts\":[{\"text\":\"Be terse.\"}]}",
	    "M:system T", 0);
	maps_as("{\"role\":\"critic\",\"parts\":[]}", "M:other", 0);
	/* Malformed parts: the message still begins; odd parts are content. */
	maps_as("{\"role\":\"model\",\"parts\":\"hi\"}", "M:assistant", 0);
	maps_as("{\"role\":\"model\"}", "M:assistant", 0);
	maps_as("{\"role\":\"model\",\"parts\":[\"x\",null,{\"functionCall\":\"f\"}]}",
	    "M:assistant T T T", 0);
	/* Unicode and escapes in names and ids pass through as written. */
	maps_as("{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"id\":\"f\\u00e9\","
	    "\"name\":\"m\xc3\xa9t\xc3\xa9o\",\"args\":{\"q\":\"\\\"\"}}}]}",
	    "M:assistant C:function:\"f\\u00e9\":m\xc3\xa9t\xc3\xa9o({\"q\":\"\\\"\"})", 1);
}

static void
test_detect(void)
{
	/* Certain: model/function turns; user turns of Gemini parts. */
	detects("{\"role\":\"model\",\"parts\":[]}", 2);
	detects("{\"role\":\"function\",\"parts\":[{\"functionResponse\":{\"name\":"
	    "\"a\",\"response\":{}}}]}", 2);
	detects("{\"parts\":[{\"text\":\"hi\",\"thought\":null}],\"role\":\"user\"}", 2);
	detects("{\"role\":\"user\",\"parts\":[{\"inline_data\":{\"data\":\"AA==\"}}]}", 2);
	/* Could be: empty user turn, unset role, system instruction. */
	detects("{\"role\":\"user\",\"parts\":[]}", 1);
	detects("{\"parts\":[{\"text\":\"hi\"}]}", 1);
	detects("{\"role\":\"system\",\"parts\":[{\"text\":\"Be terse.\"}]}", 1);
	detects("{\"role\":\"user\",\"parts\":[{\"unknown\":1}]}", 1);
	/* Not: other formats. */
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0);
	detects("{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"call_A1\",\"type\":\"function\",\"function\":{\"name\":\"w\","
	    "\"arguments\":\"{}\"}}]}", 0);
	detects("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":"
	    "\"toolu_01A\",\"name\":\"w\",\"input\":{}}]}", 0);
	detects("{\"type\":\"function_call\",\"call_id\":\"call_A1\",\"name\":\"w\","
	    "\"arguments\":\"{}\"}", 0);
	detects("{\"id\":null,\"kind\":\"User\",\"parts\":[{\"Text\":{\"text\":\"hi\","
	    "\"metadata\":{}}}],\"metadata\":{}}", 0);
	detects("{\"id\":\"gen-1\",\"kind\":\"Assistant\",\"parts\":[{\"ToolCall\":{"
	    "\"id\":\"call-1\",\"name\":\"w\",\"input\":{},\"metadata\":{}}}]}", 0);
	detects("{\"id\":\"m1\",\"role\":\"user\",\"parts\":[{\"type\":\"text\","
	    "\"text\":\"hi\"}]}", 0);	/* Vercel AI SDK UIMessage */
	detects("{\"role\":\"agent\",\"parts\":[{\"kind\":\"text\",\"text\":\"hi\"}],"
	    "\"messageId\":\"m\"}", 0);	/* A2A */
	detects("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{"
	    "\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"agent_message_chunk\","
	    "\"content\":{\"type\":\"text\",\"text\":\"hi\"}}}}", 0);
	detects("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{\"type\":"
	    "\"message\",\"role\":\"user\",\"content\":[]}}", 0);
	detects("{\"type\":\"user\",\"uuid\":\"u1\",\"parentUuid\":null,\"sessionId\":"
	    "\"S\",\"message\":{\"role\":\"user\",\"content\":\"hi\"}}", 0);
	detects("{\"agentName\":\"a\",\"output\":[],\"toolCalls\":[],\"createdAt\":1}", 0);
	detects("{\"role\":\"model\",\"parts\":{}}", 0);
	detects("{}", 0);
}

static void
test_sink_status(void)
{
	struct evsink c;

	evsink_init(&c, 0);
	c.fail_at = 2;
	is_int(evsink_map(&c, &format_gemini, weather[1], NULL), ST_IO,
	    "a sink error is returned");
	is_int(c.count, 2, "  and stops the mapping");
	c.fail_at = 1;
	c.count = 0;
	is_int(evsink_map(&c, &format_gemini, weather[1], NULL), ST_IO,
	    "  also at EV_MESSAGE");
	is_int(c.count, 1, "  which is first");
	evsink_release(&c);
}

static void
test_struct(void)
{
	is_str(format_gemini.name, "gemini", "dialect name");
	is_int(format_gemini.placement, P_NEXT_TURN_COUNT, "placement");
	is_int(format_gemini.flags & FMT_ID_REQUIRED, 0, "ids optional");
	ok(format_gemini.errors.dangling != NULL &&
	    strstr(format_gemini.errors.dangling, "number of function response parts")
	    != NULL, "provider error for a count mismatch");
	ok(format_gemini.errors.orphan != NULL, "provider error for an orphan");
}

/* The text fields, for a detail sink: gemini and gemini-cli. */
static void
test_detail(void)
{
	static const char *const cli[] = {
		"{\"id\":\"u1\",\"timestamp\":\"T1\",\"type\":\"user\",\"content\":"
		"[{\"text\":\"Build?\"}]}",
		"{\"id\":\"g1\",\"timestamp\":\"T2\",\"type\":\"gemini\",\"content\":"
		"[{\"text\":\"think\",\"thought\":true},{\"functionCall\":{\"id\":"
		"\"r1\",\"name\":\"read_file\",\"args\":{}}}],\"tokens\":{\"input\":"
		"9120,\"output\":41,\"cached\":20,\"thoughts\":57,\"tool\":0,"
		"\"total\":9218},\"model\":\"gemini-3\",\"toolCalls\":[{\"id\":\"r1\","
		"\"name\":\"read_file\",\"args\":{},\"result\":[{\"functionResponse\":"
		"{\"id\":\"r1\",\"name\":\"read_file\",\"response\":{\"output\":"
		"\"ok\"}}}],\"status\":\"success\"}]}",
		"{\"id\":\"i1\",\"timestamp\":\"T3\",\"type\":\"info\",\"content\":"
		"\"Saved.\"}",
		"{\"id\":\"u2\",\"timestamp\":\"T4\",\"type\":\"user\",\"content\":"
		"\"/help\"}",
		"{\"id\":\"g2\",\"timestamp\":\"T5\",\"type\":\"gemini\",\"content\":"
		"\"\",\"toolCalls\":[{\"id\":\"r2\",\"name\":\"sh\",\"args\":{},"
		"\"result\":\"stopped\",\"status\":\"cancelled\"}]}",
		NULL
	};
	struct evsink c;

	evsink_maps_detail(&format_gemini, "{\"role\":\"model\",\"parts\":["
	    "{\"text\":\"hmm\",\"thought\":true},{\"text\":\"Hi\"},{\"inlineData\":"
	    "{\"mimeType\":\"image/png\",\"data\":\"x\"}},{\"functionCall\":"
	    "{\"name\":\"f\",\"args\":{}}}],\"usageMetadata\":{\"promptTokenCount\":"
	    "100,\"candidatesTokenCount\":10,\"cachedContentTokenCount\":40,"
	    "\"thoughtsTokenCount\":5},\"modelVersion\":\"gemini-2.5-pro\"}",
	    "M:assistant=model#gemini-2.5-pro $60/15/40/0/5#gemini-2.5-pro "
	    "T:thinking=hmm T:text=Hi T:image C:function:-:f",
	    "gemini: parts by kind, usageMetadata");
	evsink_maps_detail(&format_gemini, "{\"parts\":[{\"text\":\"x\"}]}",
	    "M:user=user T:text=x", "gemini: no role is the user's");
	evsink_maps_detail(&format_gemini, "{\"role\":\"user\",\"parts\":["
	    "{\"functionResponse\":{\"name\":\"f\",\"response\":{\"error\":"
	    "\"bad\"}}}]}", "M:user=user R:function:-:e=1",
	    "gemini: an error response failed");
	evsink_init(&c, EVS_DETAIL);
	evsink_map_session(&c, &format_gemini_cli, cli, " |");
	is_str(evsink_str(&c), "M:user=user@T1 T:text=Build? | "
	    "M:assistant=gemini@T2#gemini-3 $9100/98/20/0/57#gemini-3 "
	    "T:thinking=think C:function:\"r1\":read_file M:user=user "
	    "R:function:\"r1\":e=0 | N:info=Saved.@T3 | N:not sent=/help@T4 | "
	    "M:assistant=gemini@T5 C:function:\"r2\":sh M:user=user "
	    "R:function:\"r2\":e=1",
	    "gemini-cli: labels, times, tokens, notes, a cancelled call failed");
	evsink_release(&c);
}

int
main(void)
{
	test_detail();
	test_scenario();
	test_shapes();
	test_detect();
	test_sink_status();
	test_struct();
	return tap_done();
}
