/*
 * t_format_oai.c - the OpenAI formats: chat, responses, agents-js, codex.
 *
 * Items go through detect() and map(); a collecting sink renders the
 * events as one string, e.g. M:assistant C:function:"call_A1":get_weather
 * R:function:"call_A1":e=-1 (M message and role, T content, C call, R
 * result with is_error, U update, Z reasoning, B boundary, E turn end, I
 * ignored; "-" for a missing id or name).
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format_impl.h"
#include "item.h"
#include "tap.h"

/* Map one item with fmt; compare the rendered events with want (args:
 * with call arguments, text: with result text). */
static void
map_is3(const struct format *fmt, const char *json, const char *want,
    int args, int text)
{
	struct evsink c;
	int rc;

	evsink_init(&c, (args ? EVS_ARGS : 0) | (text ? EVS_TEXT_EQ : 0));
	rc = evsink_map(&c, fmt, json, NULL);
	if (!is_str(evsink_str(&c), want, "%s map: %s", fmt->name, json))
		printf("#   status %d\n", rc);
	evsink_release(&c);
}

static void
map_is(const struct format *fmt, const char *json, const char *want)
{
	map_is3(fmt, json, want, 0, 0);
}

static void
detect_is(const struct format *fmt, const char *json, int want)
{
	is_int(evsink_detect(fmt, json), want, "%s detect %d: %s", fmt->name, want, json);
}

/* A failing sink stops map() with its status at every event position. */
static void
sink_status(const struct format *fmt, const char *json, int events)
{
	for (int n = 1; n <= events; n++) {
		struct evsink c;

		evsink_init(&c, 0);
		c.fail_at = n;
		is_int(evsink_map(&c, fmt, json, NULL), ST_IO,
		    "%s: sink status returned at event %d", fmt->name, n);
		evsink_release(&c);
	}
}

/* --- Foreign items, for detection ---------------------------------- */

static const char *const anthropic_use =
    "{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"toolu_1\","
    "\"name\":\"get_weather\",\"input\":{\"city\":\"Paris\"}}]}";
static const char *const anthropic_result =
    "{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
    "\"toolu_1\",\"content\":\"18C\"}]}";
static const char *const gemini_call =
    "{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":\"get_weather\","
    "\"args\":{\"city\":\"Paris\"}}}]}";
static const char *const acp_update =
    "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":"
    "\"s1\",\"update\":{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t1\"}}}";
static const char *const claude_line =
    "{\"type\":\"assistant\",\"uuid\":\"u1\",\"sessionId\":\"s1\",\"message\":"
    "{\"role\":\"assistant\",\"content\":[]}}";
static const char *const agentkit_item =
    "{\"kind\":\"Assistant\",\"parts\":[{\"Text\":{\"text\":\"hi\"}}]}";
static const char *const plain_user = "{\"role\":\"user\",\"content\":\"hi\"}";

/* --- chat ------------------------------------------------------------ */

static void
test_chat_map(void)
{
	const struct format *f = &format_chat;

	map_is(f, "{\"role\":\"system\",\"content\":\"You are terse.\"}", "M:system T");
	map_is(f, "{\"role\":\"developer\",\"content\":\"Be brief.\"}", "M:system T");
	map_is(f, "{\"role\":\"user\",\"content\":\"Weather in Paris and Rome?\"}",
	    "M:user T");
	map_is(f, "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"a\"},"
	    "{\"type\":\"image_url\",\"image_url\":{\"url\":\"https://x/y.png\"}}]}",
	    "M:user T T");
	/* Parallel calls; arguments is a string, kept as is. */
	map_is3(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":["
	    "{\"id\":\"call_A1\",\"type\":\"function\",\"function\":{\"name\":"
	    "\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\"}},"
	    "{\"id\":\"call_B2\",\"type\":\"function\",\"function\":{\"name\":"
	    "\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"Rome\\\"}\"}}]}",
	    "M:assistant C:function:\"call_A1\":get_weather"
	    "(\"{\\\"city\\\":\\\"Paris\\\"}\") "
	    "C:function:\"call_B2\":get_weather(\"{\\\"city\\\":\\\"Rome\\\"}\")", 1, 0);
	map_is3(f, "{\"role\":\"tool\",\"tool_call_id\":\"call_B2\",\"content\":"
	    "\"24C sunny\"}", "M:tool R:function:\"call_B2\":e=-1=\"24C sunny\"", 0, 1);
	map_is(f, "{\"role\":\"tool\",\"tool_call_id\":\"call_A1\",\"content\":[{"
	    "\"type\":\"text\",\"text\":\"18C cloudy\"}]}",
	    "M:tool R:function:\"call_A1\":e=-1");
	map_is(f, "{\"role\":\"assistant\",\"content\":\"Paris 18C, Rome 24C.\"}",
	    "M:assistant T");
	/* Text and calls in one message; the content comes first. */
	map_is(f, "{\"role\":\"assistant\",\"content\":\"Checking.\",\"tool_calls\":["
	    "{\"id\":\"call_1\",\"type\":\"function\",\"function\":{\"name\":\"ls\","
	    "\"arguments\":\"{}\"}}]}", "M:assistant T C:function:\"call_1\":ls");
	/* Custom tool calls share the namespace: a tool message can answer
	 * either kind. */
	map_is3(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"call_C3\",\"type\":\"custom\",\"custom\":{\"name\":\"apply_patch\","
	    "\"input\":\"*** Begin Patch\"}}]}",
	    "M:assistant C:function:\"call_C3\":apply_patch(\"*** Begin Patch\")", 1, 0);
	/* Ids are opaque. */
	map_is(f, "{\"role\":\"assistant\",\"tool_calls\":[{\"id\":\"Agent:0\","
	    "\"type\":\"function\",\"function\":{\"name\":\"a\",\"arguments\":\"\"}}]}",
	    "M:assistant C:function:\"Agent:0\":a");
	/* Missing and empty ids. */
	map_is(f, "{\"role\":\"assistant\",\"tool_calls\":[{\"type\":\"function\","
	    "\"function\":{\"name\":\"a\",\"arguments\":\"{}\"}}]}",
	    "M:assistant C:function:\"\":a");
	map_is(f, "{\"role\":\"assistant\",\"tool_calls\":[{\"id\":\"\",\"type\":"
	    "\"function\",\"function\":{\"name\":\"a\",\"arguments\":\"{}\"}}]}",
	    "M:assistant C:function:\"\":a");
	map_is(f, "{\"role\":\"assistant\",\"tool_calls\":[{\"id\":7,\"type\":"
	    "\"function\",\"function\":{\"name\":\"a\",\"arguments\":\"{}\"}}]}",
	    "M:assistant C:function:\"\":a");
	map_is(f, "{\"role\":\"tool\",\"content\":\"x\"}", "M:tool R:function:\"\":e=-1");
	map_is(f, "{\"role\":\"tool\",\"tool_call_id\":\"\",\"content\":\"x\"}",
	    "M:tool R:function:\"\":e=-1");
	map_is(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[]}",
	    "M:assistant");
	/* Legacy: no ids, paired by adjacency and name. */
	map_is3(f, "{\"role\":\"assistant\",\"content\":null,\"function_call\":{"
	    "\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\"}}",
	    "M:assistant C:function:-:get_weather(\"{\\\"city\\\":\\\"Paris\\\"}\")",
	    1, 0);
	map_is(f, "{\"role\":\"function\",\"name\":\"get_weather\",\"content\":"
	    "\"18C cloudy\"}", "M:tool R:function:-:e=-1");
	map_is(f, "{\"role\":\"assistant\",\"content\":null,\"refusal\":\"No.\"}",
	    "M:assistant T");
	/* Duplicate keys resolve to the last one. */
	map_is(f, "{\"role\":\"user\",\"role\":\"tool\",\"tool_call_id\":\"c\"}",
	    "M:tool R:function:\"c\":e=-1");
	/* Escaped keys are still keys. */
	map_is(f, "{\"r\\u006fle\":\"tool\",\"tool_call_id\":\"c\"}",
	    "M:tool R:function:\"c\":e=-1");
	map_is(f, "{\"content\":\"no role\"}", "I");
	map_is(f, "{\"role\":\"critic\",\"content\":\"x\"}", "M:other T");
	sink_status(f, "{\"role\":\"assistant\",\"content\":\"a\",\"tool_calls\":["
	    "{\"id\":\"c1\",\"function\":{\"name\":\"x\",\"arguments\":\"{}\"}},"
	    "{\"id\":\"c2\",\"function\":{\"name\":\"x\",\"arguments\":\"{}\"}}]}", 4);
	sink_status(f, "{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"x\"}", 2);
}

static void
test_chat_detect(void)
{
	const struct format *f = &format_chat;

	detect_is(f, plain_user, 1);
	detect_is(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"c\",\"type\":\"function\",\"function\":{\"name\":\"a\",\"arguments\":"
	    "\"{}\"}}]}", 2);
	detect_is(f, "{\"role\":\"tool\",\"tool_call_id\":\"c\",\"content\":\"x\"}", 2);
	detect_is(f, "{\"role\":\"function\",\"name\":\"a\",\"content\":\"x\"}", 2);
	detect_is(f, "{\"role\":\"assistant\",\"function_call\":{\"name\":\"a\","
	    "\"arguments\":\"{}\"}}", 2);
	detect_is(f, "{\"role\":\"system\",\"content\":\"x\"}", 1);
	detect_is(f, "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"x\"}]}",
	    1);
	/* Foreign shapes. */
	detect_is(f, anthropic_use, 0);
	detect_is(f, anthropic_result, 0);
	detect_is(f, gemini_call, 0);
	detect_is(f, acp_update, 0);
	detect_is(f, claude_line, 0);
	detect_is(f, agentkit_item, 0);
	detect_is(f, "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\"}", 0);
	detect_is(f, "{\"role\":\"user\",\"content\":[{\"type\":\"input_text\",\"text\":"
	    "\"x\"}]}", 0);
	detect_is(f, "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 0);
	detect_is(f, "{\"role\":\"model\",\"content\":\"x\"}", 0);
	detect_is(f, "{\"role\":7}", 0);
}

/* --- responses --------------------------------------------------------- */

static void
test_responses_map(void)
{
	const struct format *f = &format_responses;

	map_is(f, plain_user, "M:user T");
	map_is(f, "{\"role\":\"developer\",\"content\":[{\"type\":\"input_text\","
	    "\"text\":\"x\"},{\"type\":\"input_image\",\"image_url\":\"data:\"}]}",
	    "M:system T T");
	map_is(f, "{\"type\":\"message\",\"id\":\"msg_01\",\"role\":\"assistant\","
	    "\"status\":\"completed\",\"content\":[{\"type\":\"output_text\",\"text\":"
	    "\"Paris 18C, Rome 24C.\",\"annotations\":[]}]}", "M:assistant T");
	map_is(f, "{\"type\":\"message\",\"role\":\"assistant\",\"content\":[]}",
	    "M:assistant");
	map_is(f, "{\"type\":\"reasoning\",\"id\":\"rs_01\",\"summary\":[]}", "Z");
	/* Parallel calls link by call_id, not by the item id. */
	map_is3(f, "{\"type\":\"function_call\",\"id\":\"fc_01\",\"call_id\":\"call_A1\","
	    "\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\","
	    "\"status\":\"completed\"}",
	    "C:function:\"call_A1\":get_weather(\"{\\\"city\\\":\\\"Paris\\\"}\")", 1, 0);
	map_is3(f, "{\"type\":\"function_call_output\",\"call_id\":\"call_A1\",\"output\":"
	    "\"18C cloudy\"}", "R:function:\"call_A1\":e=-1=\"18C cloudy\"", 0, 1);
	map_is3(f, "{\"type\":\"function_call_output\",\"call_id\":\"call_B2\",\"output\":"
	    "[{\"type\":\"input_text\",\"text\":\"24C sunny\"}]}",
	    "R:function:\"call_B2\":e=-1=[{\"type\":\"input_text\",\"text\":\"24C sunny\"}]",
	    0, 1);
	map_is3(f, "{\"type\":\"custom_tool_call\",\"id\":\"ctc_1\",\"call_id\":\"call_C\","
	    "\"name\":\"apply_patch\",\"input\":\"*** Begin Patch\"}",
	    "C:custom:\"call_C\":apply_patch(\"*** Begin Patch\")", 1, 0);
	map_is(f, "{\"type\":\"custom_tool_call_output\",\"call_id\":\"call_C\","
	    "\"output\":\"done\"}", "R:custom:\"call_C\":e=-1");
	map_is3(f, "{\"type\":\"computer_call\",\"id\":\"cu_1\",\"call_id\":\"call_D\","
	    "\"action\":{\"type\":\"screenshot\"},\"pending_safety_checks\":[],"
	    "\"status\":\"completed\"}",
	    "C:computer:\"call_D\":computer_call({\"type\":\"screenshot\"})", 1, 0);
	map_is3(f, "{\"type\":\"computer_call\",\"call_id\":\"call_D2\",\"actions\":"
	    "[{\"type\":\"wait\"}]}", "C:computer:\"call_D2\":computer_call([{\"type\":"
	    "\"wait\"}])", 1, 0);
	map_is(f, "{\"type\":\"computer_call_output\",\"call_id\":\"call_D\",\"output\":"
	    "{\"type\":\"computer_screenshot\",\"image_url\":\"data:\"}}",
	    "R:computer:\"call_D\":e=-1");
	map_is3(f, "{\"type\":\"shell_call\",\"call_id\":\"call_E\",\"action\":{\"commands\":"
	    "[\"ls\"]},\"status\":\"completed\"}",
	    "C:shell:\"call_E\":shell_call({\"commands\":[\"ls\"]})", 1, 0);
	map_is(f, "{\"type\":\"shell_call_output\",\"call_id\":\"call_E\",\"output\":[{"
	    "\"stdout\":\"a\",\"stderr\":\"\",\"outcome\":{\"type\":\"exit\","
	    "\"exit_code\":0}}]}", "R:shell:\"call_E\":e=-1");
	map_is3(f, "{\"type\":\"apply_patch_call\",\"call_id\":\"call_F\",\"status\":"
	    "\"completed\",\"operation\":{\"type\":\"delete_file\",\"path\":\"a\"}}",
	    "C:apply_patch:\"call_F\":apply_patch_call({\"type\":\"delete_file\","
	    "\"path\":\"a\"})", 1, 0);
	map_is(f, "{\"type\":\"apply_patch_call_output\",\"call_id\":\"call_F\","
	    "\"status\":\"failed\",\"output\":\"no such file\"}",
	    "R:apply_patch:\"call_F\":e=1");
	map_is(f, "{\"type\":\"apply_patch_call_output\",\"call_id\":\"call_F\","
	    "\"status\":\"completed\"}", "R:apply_patch:\"call_F\":e=0");
	map_is3(f, "{\"type\":\"local_shell_call\",\"id\":\"lsh_1\",\"call_id\":\"call_G\","
	    "\"status\":\"completed\",\"action\":{\"type\":\"exec\",\"command\":[\"ls\"],"
	    "\"env\":{}}}", "C:local_shell:\"call_G\":local_shell_call({\"type\":\"exec\","
	    "\"command\":[\"ls\"],\"env\":{}})", 1, 0);
	/* local_shell_call_output names its call with "id". */
	map_is(f, "{\"type\":\"local_shell_call_output\",\"id\":\"call_G\",\"output\":"
	    "\"a\\nb\"}", "R:local_shell:\"call_G\":e=-1");
	map_is(f, "{\"type\":\"local_shell_call_output\",\"id\":\"lso_1\",\"call_id\":"
	    "\"call_G\",\"output\":\"a\"}", "R:local_shell:\"call_G\":e=-1");
	map_is(f, "{\"type\":\"local_shell_call_output\",\"output\":\"a\"}",
	    "R:local_shell:-:e=-1");
	/* Tool search: client-side with a call_id pairs; server-side or
	 * without call_id is self-contained. */
	map_is(f, "{\"type\":\"tool_search_call\",\"id\":\"ts_1\",\"call_id\":\"call_H\","
	    "\"execution\":\"client\",\"arguments\":{\"query\":\"deploy\"},\"status\":"
	    "\"completed\"}", "C:tool_search:\"call_H\":tool_search_call");
	map_is(f, "{\"type\":\"tool_search_output\",\"call_id\":\"call_H\",\"execution\":"
	    "\"client\",\"tools\":[]}", "R:tool_search:\"call_H\":e=-1");
	map_is(f, "{\"type\":\"tool_search_call\",\"id\":\"ts_2\",\"call_id\":null,"
	    "\"execution\":\"server\",\"arguments\":{}}", "N");
	map_is(f, "{\"type\":\"tool_search_output\",\"id\":\"tso_2\",\"call_id\":null,"
	    "\"execution\":\"server\",\"tools\":[]}", "N");
	map_is(f, "{\"type\":\"tool_search_output\",\"tools\":[]}", "N");
	map_is3(f, "{\"type\":\"program\",\"call_id\":\"call_P\",\"code\":\"print(1)\"}",
	    "C:program:\"call_P\":program(\"print(1)\")", 1, 0);
	map_is3(f, "{\"type\":\"program_output\",\"call_id\":\"call_P\",\"result\":\"1\"}",
	    "R:program:\"call_P\":e=-1=\"1\"", 0, 1);
	/* MCP approvals: request.id <- response.approval_request_id. */
	map_is(f, "{\"type\":\"mcp_approval_request\",\"id\":\"mcpr_1\",\"name\":"
	    "\"deploy\",\"arguments\":\"{}\",\"server_label\":\"ops\"}",
	    "C:mcp_approval:\"mcpr_1\":deploy");
	map_is(f, "{\"type\":\"mcp_approval_response\",\"approval_request_id\":\"mcpr_1\","
	    "\"approve\":true}", "R:mcp_approval:\"mcpr_1\":e=0");
	map_is(f, "{\"type\":\"mcp_approval_response\",\"id\":\"mcpa_1\","
	    "\"approval_request_id\":\"mcpr_1\",\"approve\":false,\"reason\":\"no\"}",
	    "R:mcp_approval:\"mcpr_1\":e=1");
	/* Hosted calls carry their own result. */
	map_is(f, "{\"type\":\"web_search_call\",\"id\":\"ws_1\",\"status\":\"completed\","
	    "\"action\":{\"type\":\"search\",\"query\":\"x\"}}", "N");
	map_is(f, "{\"type\":\"file_search_call\",\"id\":\"fs_1\",\"queries\":[],"
	    "\"status\":\"completed\"}", "N");
	map_is(f, "{\"type\":\"code_interpreter_call\",\"id\":\"ci_1\",\"code\":\"1\","
	    "\"container_id\":\"c\",\"outputs\":[],\"status\":\"completed\"}", "N");
	map_is(f, "{\"type\":\"image_generation_call\",\"id\":\"ig_1\",\"result\":null,"
	    "\"status\":\"completed\"}", "N");
	map_is(f, "{\"type\":\"mcp_call\",\"id\":\"mcp_1\",\"name\":\"a\",\"arguments\":"
	    "\"{}\",\"server_label\":\"s\",\"output\":\"x\"}", "N");
	map_is(f, "{\"type\":\"mcp_list_tools\",\"id\":\"mcpl_1\",\"server_label\":\"s\","
	    "\"tools\":[]}", "N");
	map_is(f, "{\"type\":\"item_reference\",\"id\":\"msg_9\"}", "N");
	map_is(f, "{\"type\":\"compaction_trigger\"}", "N");
	map_is(f, "{\"type\":\"compaction\",\"id\":\"cmp_1\",\"encrypted_content\":\"gA\"}",
	    "B");
	map_is(f, "{\"type\":\"something_new\",\"call_id\":\"c\"}", "N");
	map_is(f, "{\"content\":\"x\"}", "I");
	/* Missing, empty and non-string call ids. */
	map_is(f, "{\"type\":\"function_call\",\"name\":\"a\",\"arguments\":\"{}\"}",
	    "C:function:-:a");
	map_is(f, "{\"type\":\"function_call\",\"call_id\":\"\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", "C:function:\"\":a");
	map_is(f, "{\"type\":\"function_call_output\",\"call_id\":null,\"output\":\"x\"}",
	    "R:function:-:e=-1");
	/* Codex's old failure shape: output {content, success:false}. */
	map_is(f, "{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":{"
	    "\"content\":\"boom\",\"success\":false}}", "R:function:\"c\":e=1");
	/* An id inside the output does not leak out. */
	map_is(f, "{\"type\":\"function_call_output\",\"output\":{\"call_id\":\"x\"},"
	    "\"call_id\":\"c\"}", "R:function:\"c\":e=-1");
	sink_status(f, "{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":"
	    "\"input_text\",\"text\":\"a\"},{\"type\":\"input_text\",\"text\":\"b\"}]}", 3);
	sink_status(f, "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 1);
}

static void
test_responses_detect(void)
{
	const struct format *f = &format_responses;

	detect_is(f, plain_user, 1);
	detect_is(f, "{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"output_text\",\"text\":\"x\"}]}", 1);
	detect_is(f, "{\"type\":\"function_call\",\"id\":\"fc_1\",\"call_id\":\"c\","
	    "\"name\":\"a\",\"arguments\":\"{}\"}", 2);
	detect_is(f, "{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}",
	    2);
	detect_is(f, "{\"type\":\"reasoning\",\"id\":\"rs_1\",\"summary\":[]}", 2);
	detect_is(f, "{\"type\":\"reasoning\",\"content\":[]}", 1);
	detect_is(f, "{\"type\":\"web_search_call\",\"id\":\"ws_1\"}", 2);
	detect_is(f, "{\"type\":\"mcp_approval_response\",\"approval_request_id\":\"r\","
	    "\"approve\":true}", 2);
	detect_is(f, "{\"type\":\"local_shell_call_output\",\"id\":\"c\",\"output\":\"x\"}",
	    2);
	detect_is(f, "{\"type\":\"compaction\",\"encrypted_content\":\"x\"}", 1);
	detect_is(f, "{\"type\":\"shell_call\",\"action\":{}}", 1);
	/* JS SDK items. */
	detect_is(f, "{\"type\":\"function_call\",\"callId\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 0);
	detect_is(f, "{\"type\":\"function_call_result\",\"callId\":\"c\",\"name\":\"a\","
	    "\"status\":\"completed\",\"output\":\"x\"}", 0);
	/* Foreign shapes. */
	detect_is(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[]}", 0);
	detect_is(f, "{\"role\":\"tool\",\"tool_call_id\":\"c\",\"content\":\"x\"}", 0);
	detect_is(f, anthropic_use, 0);
	detect_is(f, anthropic_result, 0);
	detect_is(f, gemini_call, 0);
	detect_is(f, acp_update, 0);
	detect_is(f, claude_line, 0);
	detect_is(f, agentkit_item, 0);
	detect_is(f, "{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{}}", 0);
	detect_is(f, "{\"type\":\"tool_call\",\"tools\":[]}", 0);
	detect_is(f, "{\"role\":\"model\",\"content\":\"x\"}", 0);
}

/* --- agents-js ------------------------------------------------------------ */

static void
test_agents_js_map(void)
{
	const struct format *f = &format_agents_js;

	map_is(f, plain_user, "M:user T");
	map_is(f, "{\"type\":\"message\",\"role\":\"assistant\",\"status\":\"completed\","
	    "\"content\":[{\"type\":\"output_text\",\"text\":\"x\"}],\"providerData\":{}}",
	    "M:assistant T");
	map_is(f, "{\"type\":\"reasoning\",\"id\":\"rs_1\",\"content\":[{\"type\":"
	    "\"input_text\",\"text\":\"think\"}]}", "Z");
	map_is3(f, "{\"type\":\"function_call\",\"id\":\"fc_1\",\"callId\":\"call_A1\","
	    "\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\","
	    "\"status\":\"completed\"}",
	    "C:function:\"call_A1\":get_weather(\"{\\\"city\\\":\\\"Paris\\\"}\")", 1, 0);
	map_is3(f, "{\"type\":\"function_call_result\",\"callId\":\"call_A1\",\"name\":"
	    "\"get_weather\",\"status\":\"completed\",\"output\":{\"type\":\"text\","
	    "\"text\":\"18C cloudy\"}}", "R:function:\"call_A1\":e=0={\"type\":\"text\","
	    "\"text\":\"18C cloudy\"}", 0, 1);
	map_is(f, "{\"type\":\"computer_call\",\"callId\":\"call_D\",\"status\":"
	    "\"completed\",\"action\":{\"type\":\"screenshot\"}}",
	    "C:computer:\"call_D\":computer_call");
	map_is(f, "{\"type\":\"computer_call_result\",\"callId\":\"call_D\",\"output\":{"
	    "\"type\":\"computer_screenshot\",\"data\":\"x\"}}", "R:computer:\"call_D\":e=-1");
	map_is3(f, "{\"type\":\"shell_call\",\"callId\":\"call_E\",\"action\":{\"commands\":"
	    "[\"ls\"]}}", "C:shell:\"call_E\":shell_call({\"commands\":[\"ls\"]})", 1, 0);
	map_is(f, "{\"type\":\"shell_call_output\",\"callId\":\"call_E\",\"output\":[]}",
	    "R:shell:\"call_E\":e=-1");
	map_is(f, "{\"type\":\"apply_patch_call\",\"callId\":\"call_F\",\"status\":"
	    "\"completed\",\"operation\":{\"type\":\"delete_file\",\"path\":\"a\"}}",
	    "C:apply_patch:\"call_F\":apply_patch_call");
	map_is(f, "{\"type\":\"apply_patch_call_output\",\"callId\":\"call_F\",\"status\":"
	    "\"failed\",\"output\":\"x\"}", "R:apply_patch:\"call_F\":e=1");
	map_is3(f, "{\"type\":\"program\",\"callId\":\"call_P\",\"code\":\"1\","
	    "\"fingerprint\":\"f\"}", "C:program:\"call_P\":program(\"1\")", 1, 0);
	map_is(f, "{\"type\":\"program_output\",\"callId\":\"call_P\",\"output\":\"1\","
	    "\"status\":\"completed\"}", "R:program:\"call_P\":e=0");
	map_is(f, "{\"type\":\"tool_search_call\",\"callId\":\"call_H\",\"execution\":"
	    "\"client\",\"arguments\":{}}", "C:tool_search:\"call_H\":tool_search_call");
	map_is(f, "{\"type\":\"tool_search_call\",\"call_id\":\"call_H\",\"execution\":"
	    "\"client\",\"arguments\":{}}", "C:tool_search:\"call_H\":tool_search_call");
	map_is(f, "{\"type\":\"tool_search_output\",\"call_id\":null,\"execution\":"
	    "\"server\",\"tools\":[]}", "N");
	map_is(f, "{\"type\":\"hosted_tool_call\",\"name\":\"web_search_call\",\"status\":"
	    "\"completed\",\"output\":\"x\"}", "N");
	map_is(f, "{\"type\":\"compaction\",\"encrypted_content\":\"x\"}", "B");
	map_is(f, "{\"type\":\"unknown\",\"providerData\":{}}", "N");
	/* Missing and empty callId. */
	map_is(f, "{\"type\":\"function_call\",\"name\":\"a\",\"arguments\":\"{}\"}",
	    "C:function:-:a");
	map_is(f, "{\"type\":\"function_call_result\",\"callId\":\"\",\"name\":\"a\","
	    "\"output\":\"x\"}", "R:function:\"\":e=-1");
	/* Snake_case Responses items go through the shared mapper. */
	map_is(f, "{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}",
	    "R:function:\"c\":e=-1");
	map_is(f, "{\"type\":\"computer_call_output\",\"call_id\":\"c\",\"output\":{}}",
	    "R:computer:\"c\":e=-1");
	sink_status(f, "{\"type\":\"function_call\",\"callId\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 1);
	sink_status(f, "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\"}", 2);
}

static void
test_agents_js_detect(void)
{
	const struct format *f = &format_agents_js;

	detect_is(f, plain_user, 1);
	detect_is(f, "{\"type\":\"function_call\",\"callId\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 2);
	detect_is(f, "{\"type\":\"function_call_result\",\"callId\":\"c\",\"name\":\"a\","
	    "\"status\":\"completed\",\"output\":\"x\"}", 2);
	detect_is(f, "{\"type\":\"hosted_tool_call\",\"name\":\"web_search_call\"}", 2);
	detect_is(f, "{\"type\":\"message\",\"role\":\"user\",\"content\":\"x\","
	    "\"providerData\":{}}", 2);
	detect_is(f, "{\"type\":\"reasoning\",\"content\":[]}", 1);
	detect_is(f, "{\"type\":\"message\",\"role\":\"assistant\",\"status\":\"completed\","
	    "\"content\":[]}", 1);
	/* Python SDK and foreign items. */
	detect_is(f, "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 0);
	detect_is(f, "{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}",
	    0);
	detect_is(f, "{\"type\":\"reasoning\",\"id\":\"rs_1\",\"summary\":[]}", 0);
	detect_is(f, "{\"type\":\"web_search_call\",\"id\":\"ws_1\"}", 0);
	detect_is(f, "{\"role\":\"tool\",\"tool_call_id\":\"c\",\"content\":\"x\"}", 0);
	detect_is(f, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[]}", 0);
	detect_is(f, anthropic_use, 0);
	detect_is(f, gemini_call, 0);
	detect_is(f, acp_update, 0);
	detect_is(f, claude_line, 0);
	detect_is(f, "{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{}}", 0);
}

/* --- codex --------------------------------------------------------------- */

#define CX(type, payload) \
	"{\"timestamp\":\"2026-08-01T10:00:00.000Z\",\"type\":\"" type "\"," \
	"\"payload\":" payload "}"

static void
test_codex_map(void)
{
	const struct format *f = &format_codex;

	map_is(f, CX("session_meta", "{\"id\":\"0199aa\",\"timestamp\":\"t\",\"cwd\":"
	    "\"/w\",\"originator\":\"codex_cli_rs\",\"cli_version\":\"0.50.0\"}"), "N");
	map_is(f, CX("turn_context", "{\"cwd\":\"/w\",\"approval_policy\":\"on-request\","
	    "\"model\":\"gpt-5-codex\"}"), "N");
	/* The model-visible copy of the turn, and the turn itself. */
	map_is(f, CX("response_item", "{\"type\":\"message\",\"role\":\"user\","
	    "\"content\":[{\"type\":\"input_text\",\"text\":\"Weather?\"}]}"),
	    "M:other T");
	map_is(f, CX("event_msg", "{\"type\":\"user_message\",\"message\":\"Weather?\"}"),
	    "M:user T");
	map_is(f, CX("response_item", "{\"type\":\"message\",\"role\":\"developer\","
	    "\"content\":[{\"type\":\"input_text\",\"text\":\"x\"}]}"), "M:system T");
	map_is(f, CX("response_item", "{\"type\":\"reasoning\",\"summary\":[],"
	    "\"encrypted_content\":\"gAAAA\"}"), "Z");
	map_is3(f, CX("response_item", "{\"type\":\"function_call\",\"name\":\"get_weather\","
	    "\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\",\"call_id\":\"call_A1\"}"),
	    "C:function:\"call_A1\":get_weather(\"{\\\"city\\\":\\\"Paris\\\"}\")", 1, 0);
	map_is3(f, CX("response_item", "{\"type\":\"function_call_output\",\"call_id\":"
	    "\"call_A1\",\"output\":\"18C cloudy\"}"),
	    "R:function:\"call_A1\":e=-1=\"18C cloudy\"", 0, 1);
	map_is(f, CX("response_item", "{\"type\":\"message\",\"role\":\"assistant\","
	    "\"content\":[{\"type\":\"output_text\",\"text\":\"Paris 18C.\"}]}"),
	    "M:assistant T");
	/* local_shell_call is answered by function_call_output. */
	map_is3(f, CX("response_item", "{\"type\":\"local_shell_call\",\"call_id\":"
	    "\"call_L\",\"status\":\"completed\",\"action\":{\"type\":\"exec\","
	    "\"command\":[\"ls\"]}}"), "C:function:\"call_L\":local_shell_call("
	    "{\"type\":\"exec\",\"command\":[\"ls\"]})", 1, 0);
	map_is(f, CX("response_item", "{\"type\":\"local_shell_call\",\"call_id\":null,"
	    "\"status\":\"completed\",\"action\":{}}"), "N");
	map_is(f, CX("response_item", "{\"type\":\"custom_tool_call\",\"status\":"
	    "\"completed\",\"call_id\":\"call_C\",\"name\":\"apply_patch\",\"input\":"
	    "\"*** Begin Patch\"}"), "C:custom:\"call_C\":apply_patch");
	map_is(f, CX("response_item", "{\"type\":\"custom_tool_call_output\",\"call_id\":"
	    "\"call_C\",\"output\":\"Success\"}"), "R:custom:\"call_C\":e=-1");
	map_is(f, CX("response_item", "{\"type\":\"tool_search_call\",\"call_id\":"
	    "\"call_T\",\"execution\":\"client\",\"arguments\":{\"query\":\"x\"},"
	    "\"status\":\"completed\"}"), "C:tool_search:\"call_T\":tool_search_call");
	map_is(f, CX("response_item", "{\"type\":\"tool_search_output\",\"call_id\":"
	    "\"call_T\",\"execution\":\"client\",\"status\":\"completed\",\"tools\":[]}"),
	    "R:tool_search:\"call_T\":e=0");
	map_is(f, CX("response_item", "{\"type\":\"tool_search_output\",\"call_id\":null,"
	    "\"execution\":\"server\",\"status\":\"completed\",\"tools\":[]}"), "N");
	map_is(f, CX("response_item", "{\"type\":\"web_search_call\",\"status\":"
	    "\"completed\",\"action\":{\"type\":\"search\",\"query\":\"x\"}}"), "N");
	map_is(f, CX("response_item", "{\"type\":\"ghost_snapshot\",\"ghost_commit\":{}}"),
	    "N");
	map_is(f, CX("response_item", "{\"type\":\"compaction\",\"encrypted_content\":"
	    "\"x\"}"), "B");
	map_is(f, CX("compacted", "{\"message\":\"summary\",\"replacement_history\":["
	    "{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":"
	    "\"input_text\",\"text\":\"x\"}]}]}"), "B");
	map_is(f, CX("compacted", "{\"message\":\"summary\"}"), "B");
	map_is(f, CX("event_msg", "{\"type\":\"thread_rolled_back\",\"num_turns\":1}"), "B");
	map_is(f, CX("event_msg", "{\"type\":\"agent_message\",\"message\":\"x\"}"), "N");
	map_is(f, CX("event_msg", "{\"type\":\"token_count\",\"info\":null}"), "N");
	map_is(f, CX("event_msg", "{\"type\":\"turn_aborted\",\"reason\":\"interrupted\"}"),
	    "N");
	map_is(f, CX("event_msg", "{\"type\":\"context_compacted\"}"), "N");
	map_is(f, CX("some_future_line", "{\"x\":1}"), "N");
	/* Missing call_id. */
	map_is(f, CX("response_item", "{\"type\":\"function_call\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}"), "C:function:-:a");
	/* Not a rollout line. */
	map_is(f, "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", "I");
	sink_status(f, CX("event_msg", "{\"type\":\"user_message\",\"message\":\"x\"}"), 2);
	sink_status(f, CX("response_item", "{\"type\":\"local_shell_call\",\"call_id\":"
	    "\"c\",\"action\":{}}"), 1);
}

static void
test_codex_detect(void)
{
	const struct format *f = &format_codex;

	detect_is(f, CX("session_meta", "{\"id\":\"x\"}"), 2);
	detect_is(f, CX("response_item", "{\"type\":\"function_call\"}"), 2);
	detect_is(f, CX("event_msg", "{\"type\":\"token_count\"}"), 2);
	detect_is(f, CX("compacted", "{\"message\":\"\"}"), 2);
	detect_is(f, CX("turn_context", "{}"), 2);
	detect_is(f, CX("inter_agent_communication", "{}"), 1);
	detect_is(f, CX("inter_agent_communication", "[]"), 0);
	detect_is(f, "{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{},"
	    "\"x\":1}", 0);
	detect_is(f, "{\"timestamp\":\"t\",\"type\":\"response_item\"}", 0);
	detect_is(f, "{\"timestamp\":\"t\",\"type\":7,\"payload\":{}}", 0);
	detect_is(f, plain_user, 0);
	detect_is(f, "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"a\","
	    "\"arguments\":\"{}\"}", 0);
	detect_is(f, claude_line, 0);
	detect_is(f, acp_update, 0);
}

static void
test_tables(void)
{
	const struct format *const fmts[] = {
		&format_chat, &format_responses, &format_agents_js, &format_codex
	};

	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		ok(fmts[i]->placement == (i == 0 ? P_ADJACENT_RUN : P_AFTER),
		    "%s: placement", fmts[i]->name);
		ok(i == 0 ? fmts[i]->flags == 0 : (fmts[i]->flags & FMT_ID_REQUIRED) != 0,
		    "%s: ids required, except chat (legacy calls have none)",
		    fmts[i]->name);
		ok(fmts[i]->errors.orphan != NULL, "%s: orphan message", fmts[i]->name);
		ok(fmts[i]->free_state == NULL && (fmts[i]->state_size == 0) ==
		    (fmts[i] != &format_codex),
		    "%s: stateless, but codex (its model and usage totals)",
		    fmts[i]->name);
	}
	ok(format_codex.flags & FMT_UNANSWERED_OK, "codex: unanswered calls are legal");
	is_str(format_agents_js.name, "agents-js", "agents-js: dialect name");
}

/*
 * format_item_settle(): the members noted in the validating pass are the
 * ones format_item_init() walks, past FORMAT_ITEM_MEMBERS too; a spaced
 * item is compacted and walked; a flawed one is flagged.
 */
static void
test_item_settle(void)
{
	static const char spaced[] = "{ \"role\" : \"user\", \"content\": \"hi\" }";
	struct buf b = BUF_INIT, scratch = BUF_INIT;
	struct format_item a, w;
	struct item it, it2;
	struct json_span v;
	int same = 1;

	buf_adds(&b, "{");
	for (int i = 0; i < FORMAT_ITEM_MEMBERS + 5; i++)
		buf_addf(&b, "\"k%d\":[%d,{\"x\":\"}\\\"\"}],", i, i);
	buf_adds(&b, "\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"ok\"}");
	it = (struct item){ .json = b.p, .len = b.len, .flaw = ITEM_UNCHECKED };
	format_item_settle(&a, &it, &scratch);
	is_int(it.flaw, ITEM_OK, "settle: a valid item is ITEM_OK");
	ok(it.json == b.p && it.len == b.len, "  its bytes as they were (compact)");
	it2 = it;
	format_item_init(&w, &it2);
	is_int((long long)a.nr, (long long)w.nr, "  as many members noted as init walks");
	for (size_t i = 0; i < a.nr && i < w.nr; i++)
		same &= a.key[i].p == w.key[i].p && a.key[i].n == w.key[i].n &&
		    a.val[i].p == w.val[i].p && a.val[i].n == w.val[i].n;
	ok(same, "  the same spans");
	ok(a.rest.off == w.rest.off && a.rest.n == w.rest.n, "  the rest walked from the same place");
	ok(format_item_get(&a, "role", &v) && v.n == 6 && memcmp(v.p, "\"tool\"", 6) == 0,
	    "  a member after the first %d found", FORMAT_ITEM_MEMBERS);
	is_int(format_chat.detect(&a), 2, "  and detected from");

	it = (struct item){ .json = spaced, .len = strlen(spaced), .flaw = ITEM_UNCHECKED };
	format_item_settle(&a, &it, &scratch);
	is_int(it.flaw, ITEM_OK, "settle: a spaced item is ITEM_OK");
	is_mem(it.json, it.len, "{\"role\":\"user\",\"content\":\"hi\"}", 30, "  compacted");
	ok(a.nr == 2 && a.key[0].p == it.json + 1, "  its members in the compact copy");

	it = (struct item){ .json = "{\"a\":", .len = 5, .flaw = ITEM_UNCHECKED };
	format_item_settle(&a, &it, &scratch);
	is_int(it.flaw, ITEM_INVALID_JSON, "settle: a cut item is ITEM_INVALID_JSON");
	it = (struct item){ .json = "[1]", .len = 3, .flaw = ITEM_UNCHECKED };
	format_item_settle(&a, &it, &scratch);
	is_int(it.flaw, ITEM_NOT_OBJECT, "settle: an array is ITEM_NOT_OBJECT");
	buf_release(&b);
	buf_release(&scratch);
}

/* --- Text events (detail sinks) ------------------------------------ */

static void
test_detail(void)
{
	static const char *const codex_session[] = {
		CX("turn_context", "{\"cwd\":\"/w\",\"model\":\"gpt-5-codex\"}"),
		CX("event_msg", "{\"type\":\"user_message\",\"message\":\"Hi\"}"),
		CX("event_msg", "{\"type\":\"token_count\",\"info\":{"
		    "\"total_token_usage\":{\"input_tokens\":100,"
		    "\"cached_input_tokens\":60,\"output_tokens\":20,"
		    "\"reasoning_output_tokens\":5},\"last_token_usage\":{"
		    "\"input_tokens\":100,\"cached_input_tokens\":60,"
		    "\"output_tokens\":20,\"reasoning_output_tokens\":5}}}"),
		CX("event_msg", "{\"type\":\"token_count\",\"info\":{"
		    "\"total_token_usage\":{\"input_tokens\":100,"
		    "\"cached_input_tokens\":60,\"output_tokens\":20,"
		    "\"reasoning_output_tokens\":5},\"last_token_usage\":{"
		    "\"input_tokens\":100,\"cached_input_tokens\":60,"
		    "\"output_tokens\":20,\"reasoning_output_tokens\":5}},"
		    "\"rate_limits\":{}}"),
		NULL
	};
	struct evsink c;

	/* Chat: labels, text, a store's model, time and usage. */
	evsink_maps_detail(&format_chat, "{\"role\":\"assistant\",\"content\":"
	    "\"Paris.\",\"model\":\"gpt-4o\",\"created_at\":1754000000,"
	    "\"usage\":{\"prompt_tokens\":50,\"completion_tokens\":9,"
	    "\"prompt_tokens_details\":{\"cached_tokens\":30},"
	    "\"completion_tokens_details\":{\"reasoning_tokens\":4}}}",
	    "M:assistant=assistant@1754000000#gpt-4o $20/9/30/0/4#gpt-4o "
	    "T:text=Paris.", "chat: model, time and usage");
	evsink_maps_detail(&format_chat, "{\"role\":\"user\",\"content\":["
	    "{\"type\":\"text\",\"text\":\"Look\"},{\"type\":\"image_url\","
	    "\"image_url\":{\"url\":\"u\"}}]}",
	    "M:user=user T:text=Look T:image", "chat: parts");
	evsink_maps_detail(&format_chat, "{\"role\":\"assistant\",\"content\":null,"
	    "\"refusal\":\"No.\"}", "M:assistant=assistant T:text=No.",
	    "chat: a refusal is text");
	/* Responses. */
	evsink_maps_detail(&format_responses, "{\"type\":\"message\",\"role\":"
	    "\"assistant\",\"content\":[{\"type\":\"output_text\",\"text\":\"Hi\"},"
	    "{\"type\":\"refusal\",\"refusal\":\"no\"}]}",
	    "M:assistant=assistant T:text=Hi "
	    "T:other={\"type\":\"refusal\",\"refusal\":\"no\"}", "responses: message");
	evsink_maps_detail(&format_responses, "{\"type\":\"reasoning\",\"summary\":"
	    "[{\"type\":\"summary_text\",\"text\":\"think\"}]}",
	    "Z:thinking=[{\"type\":\"summary_text\",\"text\":\"think\"}]",
	    "responses: reasoning's summary");
	evsink_maps_detail(&format_responses, "{\"type\":\"web_search_call\","
	    "\"status\":\"completed\"}", "N:web_search_call=completed",
	    "responses: a hosted call is a note");
	evsink_maps_detail(&format_responses, "{\"type\":\"function_call_output\","
	    "\"call_id\":\"c\",\"output\":\"x\",\"status\":\"incomplete\"}",
	    "R:function:\"c\":e=1", "responses: an incomplete output failed");
	evsink_maps_detail(&format_responses, "{\"type\":\"compaction\","
	    "\"encrypted_content\":\"x\"}", "B:compaction", "responses: compaction");
	/* agents-js. */
	evsink_maps_detail(&format_agents_js, "{\"type\":\"function_call_result\","
	    "\"callId\":\"c\",\"name\":\"w\",\"status\":\"incomplete\",\"output\":"
	    "{\"type\":\"text\",\"text\":\"x\"}}", "R:function:\"c\":e=1",
	    "agents-js: an incomplete result failed");
	evsink_maps_detail(&format_agents_js, "{\"type\":\"hosted_tool_call\","
	    "\"name\":\"web_search_call\",\"status\":\"completed\"}",
	    "N:hosted_tool_call=web_search_call", "agents-js: a hosted call");
	/* Codex: times, echoes, notes, exit codes, usage once per total. */
	evsink_maps_detail(&format_codex, CX("event_msg", "{\"type\":"
	    "\"user_message\",\"message\":\"Hi\"}"),
	    "M:user=user_message@2026-08-01T10:00:00.000Z T:text=Hi",
	    "codex: user_message");
	evsink_maps_detail(&format_codex, CX("response_item", "{\"type\":"
	    "\"message\",\"role\":\"user\",\"content\":[{\"type\":\"input_text\","
	    "\"text\":\"Hi\"}]}"),
	    "M:other=user@2026-08-01T10:00:00.000Z T:text=Hi",
	    "codex: the user's message, labelled user");
	evsink_maps_detail(&format_codex, CX("response_item", "{\"type\":"
	    "\"function_call_output\",\"call_id\":\"c\",\"output\":"
	    "\"Exit code: 2\\nWall time: 1s\\nOutput:\\nno\"}"),
	    "R:function:\"c\":e=1", "codex: a non-zero exit code failed");
	evsink_maps_detail(&format_codex, CX("response_item", "{\"type\":"
	    "\"function_call_output\",\"call_id\":\"c\",\"output\":"
	    "\"Exit code: 0\\nOutput:\\nok\"}"),
	    "R:function:\"c\":e=0", "codex: exit code 0");
	evsink_maps_detail(&format_codex, CX("response_item", "{\"type\":"
	    "\"custom_tool_call_output\",\"call_id\":\"c\",\"output\":"
	    "\"{\\\"output\\\":\\\"x\\\",\\\"metadata\\\":{\\\"exit_code\\\":1,"
	    "\\\"duration_seconds\\\":0.1}}\"}"),
	    "R:custom:\"c\":e=1", "codex: exit_code in the metadata");
	evsink_maps_detail(&format_codex, CX("response_item", "{\"type\":"
	    "\"function_call_output\",\"call_id\":\"c\",\"output\":\"18C\"}"),
	    "R:function:\"c\":e=-1", "codex: other output: unknown");
	evsink_maps_detail(&format_codex, CX("turn_context", "{\"cwd\":\"/w\","
	    "\"model\":\"gpt-5\"}"),
	    "N:turn_context=/w@2026-08-01T10:00:00.000Z", "codex: turn_context");
	evsink_maps_detail(&format_codex, CX("event_msg", "{\"type\":"
	    "\"turn_aborted\",\"reason\":\"interrupted\"}"),
	    "N:turn_aborted=interrupted@2026-08-01T10:00:00.000Z",
	    "codex: an event's reason");
	evsink_maps_detail(&format_codex, CX("compacted", "{\"message\":\"sum\"}"),
	    "B:compacted=sum@2026-08-01T10:00:00.000Z", "codex: compacted");
	evsink_init(&c, EVS_DETAIL);
	evsink_map_session(&c, &format_codex, codex_session, " |");
	is_str(evsink_str(&c),
	    "N:turn_context=/w@2026-08-01T10:00:00.000Z | "
	    "M:user=user_message@2026-08-01T10:00:00.000Z T:text=Hi | "
	    "N:token_count@2026-08-01T10:00:00.000Z $40/20/60/0/5#gpt-5-codex | "
	    "N:token_count@2026-08-01T10:00:00.000Z",
	    "codex: usage of the last call, a repeated total once");
	evsink_release(&c);
}

int
main(void)
{
	test_item_settle();
	test_chat_map();
	test_chat_detect();
	test_responses_map();
	test_responses_detect();
	test_agents_js_map();
	test_agents_js_detect();
	test_codex_map();
	test_codex_detect();
	test_tables();
	test_detail();
	return tap_done();
}
