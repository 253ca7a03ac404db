/* t_format_acp.c - the Agent Client Protocol format: detection and events. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "item.h"
#include "tap.h"

/*
 * Map the items of one session (NULL-terminated), with fresh state; the
 * events of consecutive items are separated by " / ".
 */
static void
session_maps_as(const char *what, const char *const *items, const char *want,
    int verbose)
{
	struct evsink c;

	evsink_init(&c, EVS_RESULT_NAME | (verbose ? EVS_ARGS | EVS_TEXT : 0));
	is_int(evsink_map_session(&c, &format_acp, items, " / "), ST_OK, "%s: maps", what);
	is_str(evsink_str(&c), want, "  events");
	evsink_release(&c);
}

static void
detects(const char *json, int want)
{
	is_int(evsink_detect(&format_acp, json), want, "detect %d: %.70s", want, json);
}

#define UPD(u)	"{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":" \
		"{\"sessionId\":\"sess_1\",\"update\":" u "}}"

/* FORMATS.md 4's replay of the scenario. */
static const char *const weather[] = {
	UPD("{\"sessionUpdate\":\"user_message_chunk\",\"messageId\":\"m_u1\","
	    "\"content\":{\"type\":\"text\",\"text\":\"Weather in Paris and Rome?\"}}"),
	UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"tc_1\",\"title\":"
	    "\"Weather: Paris\",\"kind\":\"fetch\",\"status\":\"pending\","
	    "\"rawInput\":{\"city\":\"Paris\"}}"),
	UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"tc_2\",\"title\":"
	    "\"Weather: Rome\",\"kind\":\"fetch\",\"status\":\"pending\","
	    "\"rawInput\":{\"city\":\"Rome\"}}"),
	UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"tc_1\","
	    "\"status\":\"completed\",\"content\":[{\"type\":\"content\",\"content\":"
	    "{\"type\":\"text\",\"text\":\"18C cloudy\"}}],\"rawOutput\":{\"t\":18}}"),
	UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"tc_2\","
	    "\"status\":\"failed\"}"),
	UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"messageId\":\"m_a1\","
	    "\"content\":{\"type\":\"text\",\"text\":\"Paris 18C; Rome failed.\"}}"),
	NULL
};

static void
test_scenario(void)
{
	for (size_t i = 0; weather[i] != NULL; i++)
		detects(weather[i], 2);
	session_maps_as("replay", weather, "M:user T / M:assistant "
	    "C:acp:\"tc_1\":Weather: Paris / C:acp:\"tc_2\":Weather: Rome / "
	    "R:acp:\"tc_1\":e=0 / R:acp:\"tc_2\":e=1 / T", 0);
	session_maps_as("replay, verbose", weather, "M:user T / M:assistant "
	    "C:acp:\"tc_1\":Weather: Paris({\"city\":\"Paris\"}) / "
	    "C:acp:\"tc_2\":Weather: Rome({\"city\":\"Rome\"}) / "
	    "R:acp:\"tc_1\":e=0=>[{\"type\":\"content\",\"content\":{\"type\":"
	    "\"text\",\"text\":\"18C cloudy\"}}] / R:acp:\"tc_2\":e=1=>- / T", 1);
}

/* A live prompt turn: request, updates, a permission round trip whose ids
 * collide with the prompt's, the reply; then a second turn. */
static void
test_turns(void)
{
	static const char *const live[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
		    "{\"protocolVersion\":1,\"clientCapabilities\":{}}}",
		"{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":1,"
		    "\"agentCapabilities\":{\"loadSession\":true}}}",
		"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"session/new\",\"params\":"
		    "{\"cwd\":\"/w\",\"mcpServers\":[]}}",
		"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"sessionId\":\"s\"}}",
		"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/prompt\",\"params\":"
		    "{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":"
		    "\"Fix it\"},{\"type\":\"resource_link\",\"uri\":\"file:///w/a.c\","
		    "\"name\":\"a.c\"}]}}",
		UPD("{\"sessionUpdate\":\"agent_thought_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"Look first.\"}}"),
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"Reading.\"}}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"call_1\","
		    "\"title\":\"Edit a.c\",\"kind\":\"edit\"}"),
		"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/request_permission\","
		    "\"params\":{\"sessionId\":\"s\",\"toolCall\":{\"toolCallId\":"
		    "\"call_1\"},\"options\":[]}}",
		"{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"outcome\":{\"outcome\":"
		    "\"selected\",\"optionId\":\"allow\"}}}",
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\","
		    "\"status\":\"in_progress\"}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\","
		    "\"content\":[{\"type\":\"diff\",\"path\":\"/w/a.c\",\"newText\":"
		    "\"x\"}]}"),
		UPD("{\"sessionUpdate\":\"plan\",\"entries\":[]}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\","
		    "\"status\":\"completed\",\"title\":\"Edited a.c\"}"),
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"Done.\"}}"),
		UPD("{\"sessionUpdate\":\"usage_update\",\"used\":10,\"size\":100}"),
		"{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"stopReason\":\"end_turn\"}}",
		UPD("{\"sessionUpdate\":\"available_commands_update\","
		    "\"availableCommands\":[]}"),
		"{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":"
		    "{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":"
		    "\"Thanks\"}]}}",
		"{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":"
		    "{\"sessionId\":\"s\"}}",
		"{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"stopReason\":\"cancelled\"}}",
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"late\"}}"),
		"{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/prompt\",\"params\":"
		    "{\"sessionId\":\"s\",\"prompt\":[]}}",
		"{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32603,\"message\":"
		    "\"boom\"}}",
		NULL
	};

	session_maps_as("live turns", live, "N / N / N / N / M:user T T / "
	    "M:assistant T / T / C:acp:\"call_1\":Edit a.c / N / N / "
	    "U:acp:\"call_1\" / U:acp:\"call_1\" / N / "
	    "R:acp:\"call_1\":Edited a.c:e=0 / T / N / E / N / M:user T / N / E / "
	    "M:assistant T / M:user / E", 0);
}

static void
test_updates(void)
{
	/* Agentao's replay: created completed, then restated. */
	static const char *const agentao[] = {
		UPD("{\"sessionUpdate\":\"user_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"ls\"}}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"call_9\","
		    "\"title\":\"run_shell_command\",\"kind\":\"execute\",\"status\":"
		    "\"completed\",\"rawInput\":{\"command\":\"ls\"}}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_9\","
		    "\"status\":\"completed\",\"content\":[{\"type\":\"content\","
		    "\"content\":{\"type\":\"text\",\"text\":\"a.c\"}}]}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_9\","
		    "\"status\":\"completed\"}"),
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"a.c\"}}"),
		NULL
	};
	/* Bare update objects and bare notification params. */
	static const char *const bare[] = {
		"{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t1\",\"title\":\"Read\"}",
		"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"tool_call_update\","
		    "\"toolCallId\":\"t1\",\"status\":\"failed\",\"rawOutput\":"
		    "{\"error\":\"ENOENT\"}}}",
		"{\"sessionUpdate\":\"user_message_chunk\",\"content\":{\"type\":\"text\","
		    "\"text\":\"ok\"}}",
		"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"agent_message_chunk\","
		    "\"content\":{\"type\":\"text\",\"text\":\"so\"}}}",
		NULL
	};
	/* Statuses, ids and names. */
	static const char *const odd[] = {
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"a\",\"kind\":"
		    "\"read\"}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"title\":\"No id\"}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"\",\"title\":"
		    "\"Empty id\"}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":7}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"a\","
		    "\"status\":\"pending\"}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"a\","
		    "\"status\":\"weird\"}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"a\","
		    "\"status\":null}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"a\","
		    "\"status\":\"cancelled\"}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"b\",\"title\":"
		    "\"Failed at once\",\"status\":\"failed\",\"rawOutput\":\"x\"}"),
		UPD("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"\\u0062\","
		    "\"status\":\"completed\"}"),
		UPD("{\"sessionUpdate\":\"future_update\",\"x\":1}"),
		UPD("\"not an object\""),
		"{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":"
		    "{\"sessionId\":\"s\"}}",
		NULL
	};

	session_maps_as("Agentao replay", agentao, "M:user T / M:assistant "
	    "C:acp:\"call_9\":run_shell_command R:acp:\"call_9\":run_shell_command:e=0 / "
	    "N / R:acp:\"call_9\":e=0 / T", 0);
	session_maps_as("bare forms", bare, "M:assistant C:acp:\"t1\":Read(-) / "
	    "R:acp:\"t1\":e=1=>{\"error\":\"ENOENT\"} / M:user T / M:assistant T", 1);
	session_maps_as("statuses, ids, names", odd, "M:assistant C:acp:\"a\":read / "
	    "C:acp:-:No id / C:acp:\"\":Empty id / C:acp:-:- / U:acp:\"a\" / "
	    "U:acp:\"a\" / U:acp:\"a\" / R:acp:\"a\":e=1 / "
	    "C:acp:\"b\":Failed at once R:acp:\"b\":Failed at once:e=1 / "
	    "N / N / I / N", 0);
}

/* Calls created terminal are remembered in a ring of 64: with 70 such
 * calls, the restatements of the last 64 are recognised, the first six's
 * are results again (the checker then reports duplicate results). */
static void
test_ring(void)
{
	char line[200];
	struct evsink c;
	void *state = calloc(1, format_acp.state_size);
	int results = 0, ignored = 0;

	evsink_init(&c, 0);

	for (int i = 0; i < 70; i++) {
		snprintf(line, sizeof(line), UPD("{\"sessionUpdate\":\"tool_call\","
		    "\"toolCallId\":\"c%d\",\"title\":\"t\",\"status\":"
		    "\"completed\"}"), i);
		evsink_map(&c, &format_acp, line, state);
	}
	for (int i = 0; i < 70; i++) {
		snprintf(line, sizeof(line), UPD("{\"sessionUpdate\":"
		    "\"tool_call_update\",\"toolCallId\":\"c%d\",\"status\":"
		    "\"completed\"}"), i);
		buf_reset(&c.out);
		evsink_map(&c, &format_acp, line, state);
		results += strncmp(c.out.p, "R:", 2) == 0;
		ignored += strcmp(c.out.p, "N") == 0;
	}
	is_int(ignored, 64, "ring: the last 64 restatements are recognised");
	is_int(results, 6, "  the older ones are results");
	free(state);
	evsink_release(&c);
}

static void
test_load(void)
{
	static const char *const load[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"session/load\",\"params\":"
		    "{\"sessionId\":\"sess-restored\",\"cwd\":\"/app/u\",\"history\":["
		    "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":"
		    "\"previous question\"}]},{\"role\":\"assistant\",\"content\":"
		    "[{\"type\":\"text\",\"text\":\"previous answer\"}]},{\"role\":"
		    "\"system\",\"content\":\"s\"},{\"content\":\"\"},7]}}",
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"more\"}}"),
		"{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":null}",
		"{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"session/load\",\"params\":"
		    "{\"sessionId\":\"s\",\"cwd\":\"/w\",\"mcpServers\":[]}}",
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":"
		    "\"text\",\"text\":\"again\"}}"),
		NULL
	};

	session_maps_as("session/load with Agentao history", load,
	    "M:user T M:assistant T M:system T M:other / M:assistant T / N / N / "
	    "M:assistant T", 0);
}

static void
test_detect(void)
{
	detects("{\"sessionUpdate\":\"plan\",\"entries\":[]}", 2);
	detects("{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"plan\"}}", 2);
	detects("{\"method\":\"session/update\",\"params\":{}}", 2);
	detects("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/prompt\","
	    "\"params\":{\"sessionId\":\"s\",\"prompt\":[]}}", 2);
	detects("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"fs/read_text_file\","
	    "\"params\":{\"path\":\"/a\"}}", 2);
	detects("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"stopReason\":"
	    "\"end_turn\"}}", 2);
	/* Any JSON-RPC: could be (initialize and tools/call are MCP's too). */
	detects("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{}}", 1);
	detects("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{}}", 1);
	detects("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":null}", 1);
	/* Not. */
	detects("{\"jsonrpc\":\"1.0\",\"id\":5,\"result\":null}", 0);
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0);
	detects("{\"role\":\"model\",\"parts\":[{\"text\":\"hi\"}]}", 0);
	detects("{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"w\","
	    "\"arguments\":\"{}\"}", 0);
	detects("{\"type\":\"assistant\",\"uuid\":\"a1\",\"parentUuid\":\"u1\","
	    "\"sessionId\":\"S\",\"message\":{\"role\":\"assistant\",\"content\":[]}}", 0);
	detects("{\"timestamp\":\"t\",\"type\":\"event_msg\",\"payload\":{\"type\":"
	    "\"token_count\"}}", 0);
	detects("{\"update\":\"x\",\"method\":\"y\"}", 0);
	detects("{}", 0);
}

static void
test_sink_status(void)
{
	struct evsink c;
	void *state = calloc(1, format_acp.state_size);

	evsink_init(&c, 0);
	c.fail_at = 2;
	is_int(evsink_map(&c, &format_acp, weather[1], state), ST_IO,
	    "a sink error is returned");
	is_int(c.count, 2, "  after the message begins, at the call");
	free(state);
	evsink_release(&c);
}

static void
test_struct(void)
{
	is_str(format_acp.name, "acp", "dialect name");
	is_int(format_acp.placement, P_UPDATE_AFTER_CREATE, "placement");
	ok(format_acp.flags & FMT_ID_REQUIRED, "ids required");
	ok(format_acp.state_size > 0 && format_acp.state_size <= 1024,
	    "fixed, small state (%zu bytes)", format_acp.state_size);
}

/* The text fields, for a detail sink. */
static void
test_detail(void)
{
	static const char *const turn[] = {
		"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"session/prompt\","
		"\"params\":{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\","
		"\"text\":\"Hi\"}]}}",
		UPD("{\"sessionUpdate\":\"agent_thought_chunk\",\"content\":"
		    "{\"type\":\"text\",\"text\":\"hmm\"}}"),
		UPD("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":"
		    "{\"type\":\"text\",\"text\":\"Yes\"}}"),
		UPD("{\"sessionUpdate\":\"plan\",\"entries\":[]}"),
		UPD("{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"c\","
		    "\"title\":\"Run\",\"status\":\"failed\"}"),
		"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"fs/read_text_file\","
		"\"params\":{}}",
		"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"stopReason\":"
		"\"end_turn\"}}",
		NULL
	};
	struct evsink c;

	evsink_init(&c, EVS_DETAIL);
	evsink_map_session(&c, &format_acp, turn, " |");
	is_str(evsink_str(&c), "M:user=user T:text=Hi | "
	    "M:assistant=agent T:thinking=hmm | T:text=Yes | N:plan | "
	    "C:acp:\"c\":Run R:acp:\"c\":e=1 | N:fs/read_text_file | E:end_turn",
	    "detail: labels, thoughts, notes, a failed call, the stop reason");
	evsink_release(&c);
}

int
main(void)
{
	test_detail();
	test_scenario();
	test_turns();
	test_updates();
	test_ring();
	test_load();
	test_detect();
	test_sink_status();
	test_struct();
	return tap_done();
}
