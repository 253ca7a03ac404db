/*
 * t_format_langchain.c - LangChain message dicts ({"type": T, "data": {...}},
 * message_to_dict()): detect and map.  Events are rendered as in
 * evsink.h: M:role T C:ns:id:name R:ns:id:e=N I.
 */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

static void
maps(const char *json, const char *want, const char *what)
{
	evsink_maps(&format_langchain, json, want, what);
}

static void
spans(const char *json, const char *text, const char *args, const char *what)
{
	evsink_spans(&format_langchain, json, text, args, what);
}

static void
detects(const char *json, int want, const char *what)
{
	evsink_detects(&format_langchain, json, want, what);
}

/* A message dict of type T whose data members are D (without braces). */
#define LC(T, D)	"{\"type\":\"" T "\",\"data\":{" D "}}"
/* The members every message has, after content. */
#define BASE(T)	"\"additional_kwargs\":{},\"response_metadata\":{},\"type\":\"" T \
	"\",\"name\":null,\"id\":null"
/* One ToolCall of data.tool_calls. */
#define TC(ID, CITY)	"{\"name\":\"get_weather\",\"args\":{\"city\":\"" CITY "\"}," \
	"\"id\":\"" ID "\",\"type\":\"tool_call\"}"
/* The same call as OpenAI returned it, kept in additional_kwargs. */
#define OAI(ID, CITY)	"{\"id\":\"" ID "\",\"function\":{\"arguments\":" \
	"\"{\\\"city\\\":\\\"" CITY "\\\"}\",\"name\":\"get_weather\"},\"type\":\"function\"}"
#define INVALID(ID)	"{\"name\":\"get_weather\",\"args\":\"{\\\"city\\\": \\\"Ro\"," \
	"\"id\":\"" ID "\",\"error\":null,\"type\":\"invalid_tool_call\"}"
#define TOOL(ID, STATUS)	LC("tool", "\"content\":\"18C\",\"additional_kwargs\":{}," \
	"\"response_metadata\":{},\"type\":\"tool\",\"name\":\"get_weather\",\"id\":null," \
	"\"tool_call_id\":" ID ",\"artifact\":null" STATUS)

static void
test_messages(void)
{
	maps(LC("system", "\"content\":\"You are terse.\"," BASE("system")), "M:system T",
	    "system");
	maps(LC("human", "\"content\":\"Weather in Paris?\"," BASE("human") ",\"example\":false"),
	    "M:user T", "human");
	maps(LC("human", "\"content\":[{\"type\":\"text\",\"text\":\"a\"},{\"type\":"
	    "\"image_url\",\"image_url\":{\"url\":\"https://x/y.png\"}}]," BASE("human")),
	    "M:user T T", "human, content blocks");
	maps(LC("ai", "\"content\":\"Paris 18C.\"," BASE("ai") ",\"example\":false,"
	    "\"tool_calls\":[],\"invalid_tool_calls\":[],\"usage_metadata\":null"),
	    "M:assistant T", "ai text, no calls");
	maps(LC("HumanMessageChunk", "\"content\":\"hi\""), "M:user T", "HumanMessageChunk");
	maps(LC("SystemMessageChunk", "\"content\":\"be brief\""), "M:system T",
	    "SystemMessageChunk");
	maps(LC("chat", "\"content\":\"hi\",\"role\":\"user\""), "M:user T",
	    "chat message, role user");
	maps(LC("ChatMessageChunk", "\"content\":\"ok\",\"role\":\"assistant\""),
	    "M:assistant T", "ChatMessageChunk, role assistant");
	maps(LC("chat", "\"content\":\"x\",\"role\":\"developer\""), "M:system T",
	    "chat message, role developer");
	maps(LC("chat", "\"content\":\"x\",\"role\":\"critic\""), "M:other T",
	    "chat message, another role");
	maps(LC("chat", "\"content\":\"x\""), "M:other T", "chat message without a role");
	maps(LC("human", "\"content\":null"), "M:user", "content null");
}

static void
test_calls(void)
{
	const char *both = LC("ai", "\"content\":\"\",\"additional_kwargs\":{\"tool_calls\":["
	    OAI("call_A1", "Paris") "," OAI("call_B2", "Rome") "],\"refusal\":null},"
	    "\"response_metadata\":{\"finish_reason\":\"tool_calls\"},\"type\":\"ai\","
	    "\"name\":null,\"id\":\"run-1-0\",\"example\":false,\"tool_calls\":["
	    TC("call_A1", "Paris") "," TC("call_B2", "Rome") "],\"invalid_tool_calls\":[],"
	    "\"usage_metadata\":{\"input_tokens\":88,\"output_tokens\":52,\"total_tokens\":140}");

	maps(both, "M:assistant T C:function:\"call_A1\":get_weather "
	    "C:function:\"call_B2\":get_weather",
	    "tool_calls: additional_kwargs' copy is not read again");
	spans(both, NULL, "{\"city\":\"Rome\"}", "  args: the object");
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[" TC("call_A1", "Paris") "],"
	    "\"invalid_tool_calls\":[" INVALID("call_B2") "]"),
	    "M:assistant T C:function:\"call_A1\":get_weather "
	    "C:function:\"call_B2\":get_weather", "invalid_tool_calls are calls too");
	spans(LC("ai", "\"content\":\"\",\"tool_calls\":[],\"invalid_tool_calls\":["
	    INVALID("call_B2") "],\"additional_kwargs\":{\"tool_calls\":["
	    OAI("call_B2", "Rome") "]}"), NULL, "\"{\\\"city\\\": \\\"Ro\"",
	    "  only invalid ones: their args string, no copy read");
	maps(LC("ai", "\"content\":\"\",\"additional_kwargs\":{\"tool_calls\":["
	    OAI("call_A1", "Paris") "]},\"type\":\"ai\",\"example\":false"),
	    "M:assistant T C:function:\"call_A1\":get_weather",
	    "older versions: additional_kwargs.tool_calls alone");
	maps(LC("ai", "\"content\":\"\",\"additional_kwargs\":{\"tool_calls\":["
	    OAI("call_A1", "Paris") "]},\"tool_calls\":[],\"invalid_tool_calls\":[]"),
	    "M:assistant T C:function:\"call_A1\":get_weather",
	    "  and beside empty tool_calls");
	spans(LC("ai", "\"content\":\"\",\"additional_kwargs\":{\"tool_calls\":["
	    OAI("call_A1", "Paris") "]}"), NULL, "\"{\\\"city\\\":\\\"Paris\\\"}\"",
	    "  their arguments string");
	maps(LC("ai", "\"content\":\"\",\"additional_kwargs\":{\"function_call\":{"
	    "\"arguments\":\"{}\",\"name\":\"get_weather\"}},\"type\":\"ai\""),
	    "M:assistant T C:function:-:get_weather", "the deprecated function_call");
	maps(LC("AIMessageChunk", "\"content\":\"\",\"additional_kwargs\":{\"tool_calls\":["
	    "{\"index\":0,\"id\":\"call_A1\",\"function\":{\"arguments\":\"{}\",\"name\":"
	    "\"ls\"},\"type\":\"function\"}]},\"type\":\"AIMessageChunk\",\"tool_calls\":["
	    "{\"name\":\"ls\",\"args\":{},\"id\":\"call_A1\",\"type\":\"tool_call\"}],"
	    "\"invalid_tool_calls\":[],\"tool_call_chunks\":[{\"name\":\"ls\",\"args\":"
	    "\"{}\",\"id\":\"call_A1\",\"index\":0,\"type\":\"tool_call_chunk\"}]"),
	    "M:assistant T C:function:\"call_A1\":ls", "AIMessageChunk: one call, not three");
	maps(LC("ai", "\"content\":[{\"text\":\"Checking.\",\"type\":\"text\"},{\"type\":"
	    "\"tool_use\",\"id\":\"toolu_1\",\"name\":\"get_weather\",\"input\":{\"city\":"
	    "\"Paris\"}}],\"tool_calls\":[{\"name\":\"get_weather\",\"args\":{\"city\":"
	    "\"Paris\"},\"id\":\"toolu_1\",\"type\":\"tool_call\"}]"),
	    "M:assistant T T C:function:\"toolu_1\":get_weather",
	    "Anthropic blocks are content, the calls are tool_calls");
	maps(LC("human", "\"content\":\"x\",\"tool_calls\":[" TC("call_A1", "Paris") "]"),
	    "M:user T", "only ai messages make calls");
}

static void
test_results(void)
{
	maps(TOOL("\"call_A1\"", ",\"status\":\"success\""),
	    "M:tool R:function:\"call_A1\":e=0", "tool, success");
	maps(TOOL("\"call_A1\"", ",\"status\":\"error\""),
	    "M:tool R:function:\"call_A1\":e=1", "tool, error");
	maps(TOOL("\"call_A1\"", ""), "M:tool R:function:\"call_A1\":e=-1",
	    "tool without status (older versions)");
	maps(TOOL("\"call_A1\"", ",\"status\":\"pending\""),
	    "M:tool R:function:\"call_A1\":e=-1", "tool, another status");
	spans(TOOL("\"call_A1\"", ""), "\"18C\"", NULL, "  its text is content");
	maps(LC("ToolMessageChunk", "\"content\":\"x\",\"tool_call_id\":\"call_A1\""),
	    "M:tool R:function:\"call_A1\":e=-1", "ToolMessageChunk");
	maps(LC("function", "\"content\":\"3C, snow\",\"additional_kwargs\":{},\"type\":"
	    "\"function\",\"name\":\"get_weather\""), "M:tool R:function:-:e=-1",
	    "function message: no id");
	maps(LC("FunctionMessageChunk", "\"content\":\"x\",\"name\":\"f\",\"tool_call_id\":"
	    "\"call_A1\""), "M:tool R:function:-:e=-1",
	    "FunctionMessageChunk: a tool_call_id is not its id");
	maps(LC("tool", "\"content\":\"x\",\"tool_call_id\":\"call_A1\",\"tool_calls\":["
	    TC("call_B2", "Rome") "]"), "M:tool R:function:\"call_A1\":e=-1",
	    "a tool message makes no calls");
}

static void
test_ids(void)
{
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[{\"name\":\"f\",\"args\":{},"
	    "\"id\":null,\"type\":\"tool_call\"}]"), "M:assistant T C:function:\"\":f",
	    "a call with id null: the empty id");
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[{\"name\":\"f\",\"args\":{}}]"),
	    "M:assistant T C:function:\"\":f", "a call without id");
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[{\"name\":\"f\",\"args\":{},"
	    "\"id\":7}]"), "M:assistant T C:function:\"\":f", "a call with a number id");
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[7]"), "M:assistant T C:function:\"\":-",
	    "a call that is not an object");
	maps(TOOL("\"\"", ",\"status\":\"error\""), "M:tool R:function:\"\":e=1",
	    "tool_call_id \"\" (an invalid call without id)");
	maps(TOOL("null", ""), "M:tool R:function:\"\":e=-1", "tool_call_id null");
	maps(LC("tool", "\"content\":\"x\""), "M:tool R:function:\"\":e=-1",
	    "tool_call_id absent");
	maps(LC("ai", "\"content\":\"\",\"tool_calls\":[{\"name\":\"f\",\"args\":{},"
	    "\"id\":\"Agent:0\"}]"), "M:assistant T C:function:\"Agent:0\":f",
	    "ids are opaque");
}

static void
test_ignored(void)
{
	maps("{\"type\":\"remove\",\"data\":{\"content\":\"\",\"additional_kwargs\":{},"
	    "\"response_metadata\":{},\"type\":\"remove\",\"name\":null,\"id\":\"m1\"}}", "N",
	    "remove: never sent to a model");
	maps(LC("developer", "\"content\":\"x\""), "I", "a type LangChain does not load");
	maps("{\"type\":\"human\",\"data\":\"hi\"}", "I", "data not an object");
	maps("{\"type\":\"human\"}", "I", "no data");
	maps("{\"data\":{\"content\":\"x\"}}", "I", "no type");
	maps("{\"role\":\"user\",\"content\":\"hi\"}", "I", "a Chat message");
	maps("[1]", "I", "not an object");
}

static void
test_sink_status(void)
{
	const char *json = LC("ai", "\"content\":\"x\",\"tool_calls\":[" TC("a", "P") ","
	    TC("b", "R") "],\"invalid_tool_calls\":[" INVALID("c") "]");
	const char *legacy = LC("ai", "\"content\":\"\",\"additional_kwargs\":{"
	    "\"tool_calls\":[" OAI("a", "P") "],\"function_call\":{\"name\":\"f\","
	    "\"arguments\":\"{}\"}}");

	for (int n = 1; n <= 5; n++) {
		struct evsink c;

		evsink_init(&c, 0);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_langchain, json, NULL), ST_IO,
		    "a sink error at event %d is returned", n);
		is_int(c.count, n, "  and mapping stops there");
		evsink_release(&c);
	}
	for (int n = 3; n <= 4; n++) {
		struct evsink c;

		evsink_init(&c, 0);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_langchain, legacy, NULL), ST_IO,
		    "additional_kwargs: a sink error at event %d is returned", n);
		evsink_release(&c);
	}
	{
		struct evsink c;

		evsink_init(&c, 0);
		c.fail_at = 2;
		is_int(evsink_map(&c, &format_langchain, TOOL("\"a\"", ""), NULL), ST_IO,
		    "a sink error at a result is returned");
		evsink_release(&c);
	}
}

static void
test_detect(void)
{
	static const char *const types[] = {
		"human", "ai", "system", "tool", "function", "chat", "remove",
		"AIMessageChunk", "HumanMessageChunk", "SystemMessageChunk",
		"ToolMessageChunk", "FunctionMessageChunk", "ChatMessageChunk", NULL
	};
	char buf[256];

	for (size_t i = 0; types[i] != NULL; i++) {
		snprintf(buf, sizeof(buf), "{\"type\":\"%s\",\"data\":{\"content\":\"x\"}}",
		    types[i]);
		detects(buf, 2, types[i]);
	}
	detects("{\"data\":{},\"type\":\"ai\"}", 2, "data first, empty");
	detects(TOOL("\"call_A1\"", ",\"status\":\"success\""), 2, "a tool message");
	detects("{\"type\":\"human\",\"data\":\"hi\"}", 0, "data not an object");
	detects("{\"type\":\"human\",\"content\":\"hi\"}", 0, "no data");
	detects("{\"type\":\"developer\",\"data\":{}}", 0, "a type LangChain does not load");
	detects("{\"type\":\"Human\",\"data\":{}}", 0, "types are case-sensitive");
	detects("{\"type\":7,\"data\":{}}", 0, "type not a string");
	/* Foreign formats. */
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	detects("{\"role\":\"tool\",\"tool_call_id\":\"c\",\"content\":\"x\"}", 0,
	    "Chat tool message");
	detects("{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}", 0,
	    "Responses item");
	detects("{\"type\":\"system\",\"subtype\":\"compact_boundary\",\"uuid\":\"u\","
	    "\"sessionId\":\"s\"}", 0, "Claude Code system line");
	detects("{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"hi\"}}", 0,
	    "Claude Code user line");
	detects("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{\"type\":"
	    "\"message\"}}", 0, "Codex line");
	detects("{\"agentName\":\"a\",\"output\":[],\"toolCalls\":[]}", 0, "Inngest result");
	detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	detects("{}", 0, "empty object");
}

/* No other format takes a LangChain dict for its own. */
static void
test_others(void)
{
	static const char *const items[] = {
		LC("human", "\"content\":\"hi\"," BASE("human") ",\"example\":false"),
		LC("system", "\"content\":\"terse\"," BASE("system")),
		LC("ai", "\"content\":\"\",\"tool_calls\":[" TC("call_A1", "Paris") "]"),
		TOOL("\"call_A1\"", ",\"status\":\"success\""),
		LC("function", "\"content\":\"3C\",\"name\":\"get_weather\""),
		LC("chat", "\"content\":\"x\",\"role\":\"user\""),
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_langchain)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect LangChain dicts", fmt->name);
	}
}

/* The text fields, for a detail sink. */
static void
test_detail(void)
{
	evsink_maps_detail(&format_langchain, LC("ai", "\"content\":\"Hi\","
	    "\"response_metadata\":{\"model_name\":\"gpt-4o\"},\"usage_metadata\":"
	    "{\"input_tokens\":100,\"output_tokens\":10,\"total_tokens\":110,"
	    "\"input_token_details\":{\"cache_read\":30},\"output_token_details\":"
	    "{\"reasoning\":4}},\"tool_calls\":[]"),
	    "M:assistant=ai#gpt-4o $70/10/30/0/4#gpt-4o T:text=Hi",
	    "an AI message: model and usage");
	evsink_maps_detail(&format_langchain, LC("tool", "\"content\":\"boom\","
	    "\"tool_call_id\":\"c1\",\"status\":\"error\""),
	    "M:tool=tool R:function:\"c1\":e=1", "a failed tool message");
	evsink_maps_detail(&format_langchain, LC("chat", "\"content\":\"x\","
	    "\"role\":\"critic\""), "M:other=critic T:text=x",
	    "a chat message is labelled with its role");
	evsink_maps_detail(&format_langchain, LC("remove", "\"id\":\"m1\""),
	    "N:remove", "remove is a note");
}

int
main(void)
{
	test_detail();
	test_messages();
	test_calls();
	test_results();
	test_ids();
	test_ignored();
	test_sink_status();
	test_detect();
	test_others();
	is_str(format_langchain.name, "langchain", "name");
	ok(format_by_name("langchain") == &format_langchain, "listed in format_table");
	is_int(format_langchain.placement, P_ADJACENT_RUN, "placement: Chat's");
	is_int((long long)format_langchain.flags, 0, "flags: ids not required (function_call)");
	is_str(format_langchain.errors.dangling, format_chat.errors.dangling,
	    "errors: Chat's dangling");
	is_str(format_langchain.errors.orphan, format_chat.errors.orphan,
	    "errors: Chat's orphan");
	is_str(format_langchain.errors.misplaced, format_chat.errors.misplaced,
	    "errors: Chat's misplaced");
	return tap_done();
}
