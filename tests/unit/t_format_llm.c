/* t_format_llm.c - the llm (simonw/llm logs.db: legacy responses with
 * their tool_calls and tool_results, and 0.32's messages with their
 * parts) format: detect and map. */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

/* A responses row N (one digit) of the members given (each followed by
 * a comma), at second N, with its tool calls and results (elements). */
#define ROW(n, members, calls, results) "{\"id\":\"01jh000000000000000000000" n \
	"\",\"model\":\"gpt-4o-mini\"," members "\"datetime_utc\":" \
	"\"2025-01-03T10:00:0" n ".500000\",\"tool_calls\":[" calls "]," \
	"\"tool_results\":[" results "]}"
/* A row's prompt and response. */
#define PR(p, r)	"\"prompt\":\"" p "\",\"response\":\"" r "\","
/* A tool call and a result, id a JSON value. */
#define CALL(id)	"{\"name\":\"get_weather\",\"arguments\":{\"city\":" \
	"\"Paris\"},\"tool_call_id\":" id "}"
#define RESULT(id)	"{\"name\":\"get_weather\",\"output\":\"{\\\"tempC\\\": " \
	"18}\",\"tool_call_id\":" id "}"

/* A message of llm 0.32's message store, of role, with its parts
 * (elements), its hash "b2:" and N (one hex digit) then 31 more. */
#define MSG(n, role, parts) "{\"hash\":\"b2:" n "f2c02ad982050b623b7e034199c8c61" \
	"\",\"role\":\"" role "\",\"parts\":[" parts "]}"
/* Its parts, as LogStore._write_part() stores them. */
#define P_TEXT(t)	"{\"type\":\"text\",\"text\":\"" t "\"}"
#define P_THINK(t)	"{\"type\":\"reasoning\",\"text\":\"" t "\"}"
#define P_REDACTED	"{\"type\":\"reasoning\",\"text\":\"\",\"payload\":" \
	"{\"redacted\":true}}"
/* A call of get_weather and a result, id ID(...) or "" (none). */
#define P_CALL(id)	"{\"type\":\"tool_call\",\"tool_name\":\"get_weather\"," \
	"\"payload\":{\"name\":\"get_weather\",\"arguments\":{\"city\":" \
	"\"Paris\"}" id "}}"
#define P_RESULT(id)	"{\"type\":\"tool_result\",\"tool_name\":" \
	"\"get_weather\",\"payload\":{\"name\":\"get_weather\",\"output\":" \
	"\"{\\\"tempC\\\": 18}\"" id "}}"
#define ID(x)		",\"tool_call_id\":\"" x "\""
/* A web search the provider ran (OpenAI Responses' web_search_call). */
#define P_SERVER	"{\"type\":\"tool_call\",\"tool_name\":\"web_search\"," \
	"\"payload\":{\"name\":\"web_search\",\"arguments\":{\"query\":" \
	"\"Paris weather\"},\"tool_call_id\":\"ws_1\",\"server_executed\":" \
	"true}},{\"type\":\"tool_result\",\"tool_name\":\"web_search\"," \
	"\"payload\":{\"name\":\"web_search\",\"output\":\"completed\"," \
	"\"tool_call_id\":\"ws_1\",\"server_executed\":true}}"
/* Text that borrows a fragment. */
#define P_REF(type)	"{\"type\":\"" type "\",\"payload\":{\"text_ref\":" \
	"[{\"literal\":\"Summarise: \"},{\"fragment\":3}]}}"

/* A thread of the message store, as an llm: store gives it: the question,
 * the reply's call (its reasoning withheld), the result, the answer. */
static const char *const thread[] = {
	MSG("d", "user", P_TEXT("What is the weather in Paris?")),
	"{\"hash\":\"b2:0f2c02ad982050b623b7e034199c8c61\",\"role\":"
	"\"assistant\",\"provider_metadata\":{\"openai\":{\"id\":"
	"\"resp_1\"}},\"parts\":[" P_REDACTED "," P_CALL(ID("call_1")) "]}",
	MSG("e", "tool", P_RESULT(ID("call_1"))),
	MSG("9", "assistant", P_TEXT("It is 18C in Paris.")),
	NULL
};

/* The two rows of a chain: a call, then its result in the next prompt. */
static const char *const chain[] = {
	"{\"id\":\"01jh0000000000000000000001\",\"model\":\"gpt-4o-mini\","
	"\"prompt\":\"What is the weather in Paris?\",\"response\":\"\","
	"\"datetime_utc\":\"2025-01-03T10:00:00.123456\",\"input_tokens\":50,"
	"\"output_tokens\":12,\"tool_calls\":[{\"name\":\"get_weather\","
	"\"arguments\":{\"city\":\"Paris\"},\"tool_call_id\":\"call_1\"}],"
	"\"tool_results\":[]}",
	"{\"id\":\"01jh0000000000000000000002\",\"model\":\"gpt-4o-mini\","
	"\"prompt\":\"\",\"response\":\"It is 18C in Paris.\",\"datetime_utc\":"
	"\"2025-01-03T10:00:01.500000\",\"input_tokens\":80,\"output_tokens\":9,"
	"\"tool_calls\":[],\"tool_results\":[{\"name\":\"get_weather\",\"output\":"
	"\"{\\\"tempC\\\": 18}\",\"tool_call_id\":\"call_1\"}]}",
	NULL
};

static void
test_chain(void)
{
	evs_session_is(chain, 0, "M:user T M:assistant C:function:\"call_1\":get_weather"
	    " / M:tool R:function:\"call_1\":e=0 M:assistant T",
	    "a chain: the call, then its result in the next prompt");
	evs_session_is(chain, EVS_DETAIL,
	    "M:user=user@2025-01-03T10:00:00.123456 T:text=What is the weather "
	    "in Paris? M:assistant=assistant@2025-01-03T10:00:00.123456"
	    "#gpt-4o-mini C:function:\"call_1\":get_weather $50/12/-1/-1/-1"
	    "#gpt-4o-mini / M:tool=tool@2025-01-03T10:00:01.500000 "
	    "R:function:\"call_1\":e=0 M:assistant=assistant@2025-01-03T10:00:01"
	    ".500000#gpt-4o-mini T:text=It is 18C in Paris. $80/9/-1/-1/-1"
	    "#gpt-4o-mini", "a chain, in detail");
	evs_maps_with(EVS_ARGS | EVS_TEXT | EVS_RESULT_NAME, chain[0],
	    "M:user T M:assistant C:function:\"call_1\":get_weather"
	    "({\"city\":\"Paris\"})", "a call's arguments are its args");
	evs_maps_with(EVS_RESULT_NAME, chain[1],
	    "M:tool R:function:\"call_1\":get_weather:e=0 M:assistant T",
	    "a result has its name (no id: it pairs by it)");
	evsink_spans(&format_llm, chain[1], "\"{\\\"tempC\\\": 18}\"", NULL,
	    "a result's output is its text");
	evs_findings_are(chain, "", "a chain: clean");
}

static void
test_messages(void)
{
	evs_details(ROW("1", PR("hi", "hello"), "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 T:text=hi "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=hello", "a text exchange");
	evs_details(ROW("1", "\"prompt\":\"hi\",\"system\":\"Be brief.\","
	    "\"response\":\"hello\",", "", ""),
	    "M:system=system@2025-01-03T10:00:01.500000 T:text=Be brief. "
	    "M:user=user@2025-01-03T10:00:01.500000 T:text=hi "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=hello", "the system prompt is a system message first");
	evs_maps(ROW("1", "\"prompt\":\"hi\",\"system\":\"\",\"response\":\"x\",",
	    "", ""), "M:user T M:assistant T", "an empty system prompt: none");
	evs_details(ROW("1", "\"prompt\":\"Why?\",\"response\":\"Because.\","
	    "\"reasoning\":\"Let me think.\",", "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 T:text=Why? "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:thinking=Let me think. T:text=Because.",
	    "reasoning is thinking, before the response");
	evs_maps(ROW("1", "\"response\":\"x\",", "", ""), "M:user M:assistant T",
	    "no prompt (fragments alone): a user message without text");
	evs_maps(ROW("1", PR("", ""), "", ""), "M:user M:assistant",
	    "empty texts are left out");
	evs_details(ROW("1", PR("hi", "x") "\"resolved_model\":\"gpt-4o-mini-2024-07-18\",",
	    "", ""), "M:user=user@2025-01-03T10:00:01.500000 T:text=hi "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000"
	    "#gpt-4o-mini-2024-07-18 T:text=x",
	    "the resolved model is the assistant's");
	evs_maps(ROW("2", PR("and now?", "x"), "", RESULT("\"c1\"")),
	    "M:tool R:function:\"c1\":e=0 M:user T M:assistant T",
	    "results with a prompt: the results, then the prompt");
	evs_maps(ROW("2", "\"prompt\":\"\",\"system\":\"s\",\"response\":\"x\",", "",
	    RESULT("\"c1\"")), "M:tool R:function:\"c1\":e=0 M:system T "
	    "M:assistant T", "results come before the system prompt");
	evs_maps(ROW("1", PR("hi", ""), CALL("\"c1\"") "," CALL("\"c2\""), ""),
	    "M:user T M:assistant C:function:\"c1\":get_weather "
	    "C:function:\"c2\":get_weather", "calls in order");
}

static void
test_results(void)
{
	const char *const failed[] = {
		ROW("1", PR("go", ""), CALL("\"c1\""), ""),
		ROW("2", PR("", "sorry"), "", "{\"name\":\"get_weather\",\"output\":"
		    "\"Error: no city\",\"tool_call_id\":\"c1\",\"exception\":"
		    "\"ValueError: no city\"}"),
		NULL
	};

	const char *const raised = ROW("2", PR("", ""), "", "{\"name\":\"t\","
	    "\"tool_call_id\":\"c1\",\"exception\":\"KeyError: 'x'\"}");
	const char *const fine = ROW("2", PR("", ""), "", "{\"name\":\"t\","
	    "\"output\":\"ok\",\"tool_call_id\":\"c1\",\"exception\":null}");

	evs_maps(failed[1], "M:tool R:function:\"c1\":e=1 M:assistant T",
	    "an exception: an error result");
	evsink_spans(&format_llm, failed[1], "\"Error: no city\"", NULL,
	    "an exception: the output is the text");
	evs_maps(raised, "M:tool R:function:\"c1\":e=1 M:assistant",
	    "an exception without output: an error");
	evsink_spans(&format_llm, raised, "\"KeyError: 'x'\"", NULL,
	    "an exception without output: the exception is the text");
	evs_maps(fine, "M:tool R:function:\"c1\":e=0 M:assistant",
	    "a null exception: a success");
	evsink_spans(&format_llm, fine, "\"ok\"", NULL,
	    "a success: the output is the text");
	evs_findings_are(failed, "", "an error result answers its call");
}

static void
test_ids(void)
{
	const char *const noid[] = {
		ROW("1", PR("go", ""), CALL("null") "," CALL("null"), ""),
		ROW("2", PR("", "done"), "", RESULT("null") "," RESULT("null")),
		NULL
	};
	const char *const absent[] = {
		ROW("1", PR("go", ""), "{\"name\":\"a\",\"arguments\":{}}", ""),
		ROW("2", PR("", "done"), "", "{\"name\":\"a\",\"output\":\"1\"}"),
		NULL
	};
	const char *const empty[] = {
		ROW("1", PR("go", ""), CALL("\"\""), ""),
		ROW("2", PR("", "done"), "", RESULT("\"\"")),
		NULL
	};
	const char *const short_[] = {
		ROW("1", PR("go", ""), CALL("null") "," CALL("null"), ""),
		ROW("2", PR("", "done"), "", RESULT("null")),
		ROW("3", PR("more", "ok"), "", ""),
		NULL
	};

	evs_maps(noid[0], "M:user T M:assistant C:function:-:get_weather "
	    "C:function:-:get_weather", "a NULL tool_call_id: no id");
	evs_maps(empty[0], "M:user T M:assistant C:function:-:get_weather",
	    "an empty tool_call_id: no id");
	evs_findings_are(noid, "", "calls without ids pair by name and position");
	evs_findings_are(absent, "", "absent ids: the same");
	evs_findings_are(empty, "", "empty ids: the same");
	evs_findings_are(short_, "dangling-call:-:get_weather",
	    "without ids, a call left unanswered is found");
}

static void
test_check(void)
{
	const char *const dangling[] = {
		ROW("1", PR("go", ""), CALL("\"c1\""), ""),
		ROW("2", PR("never mind", "ok"), "", ""),
		NULL
	};
	const char *const late[] = {
		ROW("1", PR("go", ""), CALL("\"c1\""), ""),
		ROW("2", PR("never mind", "ok"), "", ""),
		ROW("3", PR("", "ok"), "", RESULT("\"c1\"")),
		NULL
	};
	const char *const pending[] = {
		chain[0], NULL
	};
	const char *const orphan[] = {
		ROW("2", PR("", "ok"), "", RESULT("\"c9\"")), NULL
	};
	const char *const same[] = {
		"{\"id\":\"01jh0000000000000000000001\",\"model\":\"m\",\"prompt\":"
		"\"go\",\"datetime_utc\":\"2025-01-03T10:00:00\",\"tool_calls\":["
		CALL("\"c1\"") "],\"tool_results\":[" RESULT("\"c1\"") "]}",
		NULL
	};
	const char *const two[] = {
		ROW("1", PR("go", ""), CALL("\"c1\"") "," CALL("\"c2\""), ""),
		ROW("2", PR("", "x"), "", RESULT("\"c2\"") "," RESULT("\"c1\"")),
		NULL
	};

	evs_findings_are(dangling, "dangling-call:c1:get_weather",
	    "a later response without the result: dangling");
	evs_findings_are(late, "misplaced-result:c1:get_weather",
	    "a result two responses on is misplaced");
	evs_findings_are(pending, "pending-call:call_1:get_weather",
	    "a call at the end: the chain stopped (pending)");
	evs_findings_are(orphan, "orphan-result:c9:get_weather",
	    "a result whose call no response made");
	evs_findings_are(same, "result-before-call:c1:get_weather",
	    "a result in its call's own response comes before the call");
	evs_findings_are(two, "", "results in any order in the next prompt");
}

static void
test_usage(void)
{
	evs_details(ROW("1", PR("a", "b") "\"input_tokens\":100,\"output_tokens\":40,"
	    "\"token_details\":{\"prompt_tokens_details\":{\"cached_tokens\":60},"
	    "\"completion_tokens_details\":{\"reasoning_tokens\":30}},", "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 T:text=a "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=b $40/40/60/0/30#gpt-4o-mini",
	    "OpenAI: cached tokens out of the input, reasoning of the output");
	evs_maps_with(EVS_DETAIL, ROW("1", "\"response\":\"b\",\"input_tokens\":100,"
	    "\"output_tokens\":40,\"token_details\":{\"input_tokens_details\":"
	    "{\"cached_tokens\":10},\"output_tokens_details\":"
	    "{\"reasoning_tokens\":5}},", "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=b $90/40/10/0/5#gpt-4o-mini", "OpenAI Responses' details");
	evs_maps_with(EVS_DETAIL, ROW("1", "\"response\":\"b\",\"input_tokens\":12,"
	    "\"output_tokens\":40,\"token_details\":{\"cache_creation_input_tokens\":"
	    "200,\"cache_read_input_tokens\":300,\"cache_creation\":"
	    "{\"ephemeral_5m_input_tokens\":150,\"ephemeral_1h_input_tokens\":50},"
	    "\"service_tier\":\"standard\"},\"resolved_model\":\"claude-x\",", "",
	    ""), "M:user=user@2025-01-03T10:00:01.500000 "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#claude-x "
	    "T:text=b $12/40/300/200/-1#claude-x",
	    "Anthropic: the cache counts beside the input");
	evs_maps_with(EVS_DETAIL, ROW("1", "\"response\":\"b\",\"input_tokens\":500,"
	    "\"output_tokens\":70,\"token_details\":{\"candidatesTokenCount\":50,"
	    "\"thoughtsTokenCount\":20,\"cachedContentTokenCount\":400},", "",
	    ""), "M:user=user@2025-01-03T10:00:01.500000 "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=b $100/70/400/0/20#gpt-4o-mini",
	    "Gemini: cached out of the input, thoughts of the output");
	evs_maps_with(EVS_DETAIL, ROW("1", "\"response\":\"b\",", "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=b", "no counts: no usage");
	evs_maps_with(EVS_DETAIL, ROW("1", "\"response\":\"b\",\"input_tokens\":5,"
	    "\"output_tokens\":6,\"token_details\":\"junk\",", "", ""),
	    "M:user=user@2025-01-03T10:00:01.500000 "
	    "M:assistant=assistant@2025-01-03T10:00:01.500000#gpt-4o-mini "
	    "T:text=b $5/6/-1/-1/-1#gpt-4o-mini",
	    "token_details that is no object: the columns alone");
	evs_maps(ROW("1", "\"response\":\"b\",\"input_tokens\":5,", "", ""),
	    "M:user M:assistant T", "no usage for the checker");
}

static void
test_malformed(void)
{
	evs_maps(ROW("1", PR("go", ""), "1,\"x\",null," CALL("\"c1\""), "2"),
	    "M:tool M:user T M:assistant C:function:\"c1\":get_weather",
	    "elements that are no objects are skipped");
	evs_maps_with(EVS_ARGS, ROW("1", PR("go", ""), "{\"name\":\"f\",\"arguments\":"
	    "\"{not json\",\"tool_call_id\":\"c1\"}," "{\"name\":\"g\","
	    "\"arguments\":[1,2],\"tool_call_id\":\"c2\"},{\"name\":\"h\","
	    "\"tool_call_id\":\"c3\"}", ""),
	    "M:user T M:assistant C:function:\"c1\":f(\"{not json\") "
	    "C:function:\"c2\":g([1,2]) C:function:\"c3\":h(-)",
	    "arguments that are no JSON object are the args as they are");
	evs_maps("{\"id\":\"01jh0000000000000000000001\",\"model\":\"m\",\"prompt\":"
	    "\"go\",\"datetime_utc\":\"2025-01-03T10:00:00\",\"tool_calls\":{},"
	    "\"tool_results\":\"x\"}", "M:user T M:assistant",
	    "tool_calls and tool_results that are no arrays: none");
	evs_maps("{\"id\":\"x\",\"prompt\":1,\"response\":{},\"system\":[],"
	    "\"reasoning\":2}", "M:user M:assistant",
	    "texts that are no strings are left out");
	evs_maps_with(EVS_DETAIL, "{\"prompt\":\"p\",\"datetime_utc\":5,\"model\":7,"
	    "\"tool_calls\":[{\"name\":3,\"tool_call_id\":4}]}",
	    "M:user=user T:text=p M:assistant=assistant C:function:-:-",
	    "members of other types are left out");
	evs_maps("[]", "M:user M:assistant", "no object");
}

static void
test_sink_status(void)
{
	const char *item = ROW("2", "\"prompt\":\"p\",\"system\":\"s\","
	    "\"response\":\"r\",\"reasoning\":\"t\",\"input_tokens\":1,",
	    CALL("\"c2\""), RESULT("\"c1\""));

	evs_maps_with(EVS_DETAIL, item, "M:tool=tool@2025-01-03T10:00:02.500000 "
	    "R:function:\"c1\":e=0 M:system=system@2025-01-03T10:00:02.500000 "
	    "T:text=s M:user=user@2025-01-03T10:00:02.500000 T:text=p "
	    "M:assistant=assistant@2025-01-03T10:00:02.500000#gpt-4o-mini "
	    "T:thinking=t T:text=r C:function:\"c2\":get_weather "
	    "$1/-1/-1/-1/-1#gpt-4o-mini", "every kind of event");
	for (int n = 1; n <= 11; n++) {
		struct evsink c;

		evsink_init(&c, EVS_DETAIL);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_llm, item, NULL), ST_IO,
		    "a sink failing at event %d stops the map", n);
		evsink_release(&c);
	}
}

static void
test_detect(void)
{
	evs_detects(chain[0], 2, "a row with a call");
	evs_detects(chain[1], 2, "a row with a result");
	evs_detects(ROW("1", "\"prompt\":\"p\",", "", ""), 2, "a prompt alone");
	evs_detects(ROW("1", "\"response\":\"r\",", "", ""), 2, "a response alone");
	evs_detects(ROW("1", "\"conversation_id\":\"c\",\"prompt\":\"p\",", "", ""),
	    2, "other columns too");
	evs_detects(ROW("1", "", "", ""), 0, "neither prompt nor response");
	evs_detects(ROW("1", "\"prompt\":null,\"response\":3,", "", ""), 0,
	    "prompt and response no strings");
	evs_detects("{\"id\":\"x\",\"model\":\"m\",\"prompt\":\"p\",\"datetime_utc\":"
	    "\"2025-01-03T10:00:00\",\"tool_calls\":[]}", 0, "no tool_results");
	evs_detects("{\"id\":\"x\",\"model\":\"m\",\"prompt\":\"p\",\"datetime_utc\":"
	    "\"2025-01-03T10:00:00\",\"tool_results\":[]}", 0, "no tool_calls");
	evs_detects("{\"id\":\"x\",\"model\":\"m\",\"prompt\":\"p\",\"datetime_utc\":"
	    "\"d\",\"tool_calls\":{},\"tool_results\":[]}", 0,
	    "tool_calls no array");
	evs_detects("{\"id\":\"x\",\"model\":\"m\",\"prompt\":\"p\",\"tool_calls\":[],"
	    "\"tool_results\":[]}", 0, "no datetime_utc");
	evs_detects("{\"id\":\"x\",\"prompt\":\"p\",\"datetime_utc\":\"d\","
	    "\"tool_calls\":[],\"tool_results\":[]}", 0, "no model");
	evs_detects("{\"id\":1,\"model\":\"m\",\"prompt\":\"p\",\"datetime_utc\":\"d\","
	    "\"tool_calls\":[],\"tool_results\":[]}", 0, "an id no string");
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	evs_detects("{\"role\":\"assistant\",\"content\":\"x\",\"tool_calls\":[],"
	    "\"timestamp\":\"2026-05-06T10:00:07Z\"}", 0, "an agntz row");
	evs_detects("{\"id\":\"m\",\"data\":{\"role\":\"user\"},\"parts\":[]}", 0,
	    "an OpenCode row");
	evs_detects("{\"type\":\"message\",\"role\":\"user\",\"content\":[]}", 0,
	    "a Responses item");
	evs_detects("{}", 0, "empty object");
	evs_detects("[]", 0, "no object");
}

/* No other format takes an llm row for its own; each is detected as
 * llm's, surely. */
static void
test_others(void)
{
	const char *const items[] = {
		chain[0], chain[1],
		ROW("1", "\"prompt\":\"hi\",\"system\":\"s\",\"response\":\"x\","
		    "\"reasoning\":\"r\",\"input_tokens\":1,\"output_tokens\":2,"
		    "\"token_details\":{\"cache_read_input_tokens\":3},", "", ""),
		ROW("2", PR("", "x"), CALL("null"), RESULT("null")),
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_llm)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect llm rows", fmt->name);
	}
	for (size_t i = 0; items[i] != NULL; i++)
		evs_detected(items[i], "row", i);
}

/* --- The message store (llm 0.32) ------------------------------------ */

static void
test_thread(void)
{
	evs_session_is(thread, 0, "M:user T / M:assistant T "
	    "C:function:\"call_1\":get_weather / M:tool R:function:\"call_1\":e=0"
	    " / M:assistant T", "a thread: the call, then its result in the "
	    "tool message");
	evs_session_is(thread, EVS_DETAIL, "M:user=user T:text=What is the "
	    "weather in Paris? / M:assistant=assistant T:thinking "
	    "C:function:\"call_1\":get_weather / M:tool=tool "
	    "R:function:\"call_1\":e=0 / M:assistant=assistant T:text=It is 18C "
	    "in Paris.", "a thread, in detail: roles as labels, no time, model "
	    "or usage");
	evs_maps_with(EVS_ARGS, thread[1], "M:assistant T "
	    "C:function:\"call_1\":get_weather({\"city\":\"Paris\"})",
	    "a call's arguments are its args");
	evs_maps_with(EVS_RESULT_NAME, thread[2],
	    "M:tool R:function:\"call_1\":get_weather:e=0",
	    "a result has its name");
	evs_spans(thread[2], "\"{\\\"tempC\\\": 18}\"", NULL,
	    "a result's output is its text");
	evs_findings_are(thread, "", "a thread: clean");
}

static void
test_thread_parts(void)
{
	evs_details(MSG("1", "assistant", P_THINK("Let me think.") ","
	    P_TEXT("Because.")), "M:assistant=assistant T:thinking=Let me "
	    "think. T:text=Because.", "reasoning is thinking, in its place");
	evs_details(MSG("1", "assistant", P_REDACTED "," P_TEXT("x")),
	    "M:assistant=assistant T:thinking T:text=x",
	    "redacted reasoning: thinking without text");
	evs_details(MSG("1", "user", P_TEXT("") "," P_TEXT("hi")),
	    "M:user=user T:text=hi", "empty text is left out");
	evs_details(MSG("1", "user", P_REF("text")), "M:user=user "
	    "N:text=from fragments, not in the item",
	    "text from fragments: a note");
	evs_maps(MSG("1", "user", P_REF("text")), "M:user N",
	    "text from fragments: no content for the checker");
	evs_details(MSG("1", "assistant", P_REF("reasoning")),
	    "M:assistant=assistant N:reasoning=from fragments, not in the item",
	    "reasoning from fragments: a note");
	evs_details(MSG("1", "user", P_TEXT("Describe this.") ",{\"type\":"
	    "\"attachment\",\"payload\":{\"attachment\":{\"id\":\"5f3c\"}}}"),
	    "M:user=user T:text=Describe this. T:image",
	    "an attachment is media");
	evs_details(MSG("1", "system", P_TEXT("Be brief.")),
	    "M:system=system T:text=Be brief.", "a system message");
	evs_details(MSG("1", "developer", P_TEXT("x")),
	    "M:other=developer T:text=x", "another role: other, its label");
	evs_details(MSG("1", "assistant", "{\"type\":\"citation\",\"url\":\"u\"}"),
	    "M:assistant=assistant T:other={\"type\":\"citation\",\"url\":\"u\"}",
	    "a part of another type: as it is");
}

/* An attachment's media spans: url, data and media type where the
 * payload has them. */
static void
test_thread_media(void)
{
	static const struct {
		const char	*attachment, *want, *what;
	} cases[] = {
		{ "{\"id\":\"5f3c\"}", "  ", "only an id (llm's store): nothing" },
		{ "{\"type\":\"image/png\",\"url\":\"https://example.com/a.png\"}",
		    "\"https://example.com/a.png\"  \"image/png\"", "a url" },
		{ "{\"type\":\"image/png\",\"content\":\"iVBORw0KGgo=\"}",
		    " \"iVBORw0KGgo=\" \"image/png\"", "content: the data" },
		{ "7", "  ", "an attachment that is no object" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct buf b = BUF_INIT, json = BUF_INIT;
		struct event_sink sink = { evsink_media_emit, &b, 1 };
		struct item it;

		buf_addf(&json, "{\"hash\":\"b2:1\",\"role\":\"user\",\"parts\":"
		    "[{\"type\":\"attachment\",\"payload\":{\"attachment\":%s}}]}",
		    cases[i].attachment);
		it = evsink_item(json.p);
		is_int(format_map(&format_llm, &it, NULL, &sink), ST_OK,
		    "media, %s: ST_OK", cases[i].what);
		is_str(b.len > 0 ? b.p : "", cases[i].want, "media, %s",
		    cases[i].what);
		buf_release(&b);
		buf_release(&json);
	}
}

static void
test_thread_results(void)
{
	const char *const failed = MSG("e", "tool", "{\"type\":\"tool_result\","
	    "\"tool_name\":\"get_weather\",\"payload\":{\"name\":\"get_weather\","
	    "\"output\":\"Error: no city\",\"tool_call_id\":\"call_1\","
	    "\"exception\":\"ValueError: no city\"}}");
	const char *const bare = MSG("e", "tool", "{\"type\":\"tool_result\","
	    "\"tool_name\":\"get_weather\",\"payload\":{\"name\":\"get_weather\","
	    "\"output\":\"\",\"tool_call_id\":\"call_1\",\"exception\":"
	    "\"TimeoutError: no answer in 10s\"}}");
	const char *const answered[] = {
		thread[0], thread[1], failed, thread[3], NULL
	};

	evs_maps(failed, "M:tool R:function:\"call_1\":e=1",
	    "an exception: an error result");
	evs_spans(failed, "\"Error: no city\"", NULL,
	    "an exception: the output is the text");
	evs_maps(bare, "M:tool R:function:\"call_1\":e=1",
	    "an exception, the output empty: an error");
	evs_spans(bare, "\"TimeoutError: no answer in 10s\"", NULL,
	    "an exception, the output empty: the exception is the text");
	evs_maps(MSG("e", "tool", "{\"type\":\"tool_result\",\"payload\":"
	    "{\"name\":\"t\",\"output\":\"\",\"tool_call_id\":\"c1\"}}"),
	    "M:tool R:function:\"c1\":e=0", "no exception: a success");
	evs_spans(MSG("e", "tool", "{\"type\":\"tool_result\",\"payload\":"
	    "{\"name\":\"t\",\"output\":\"\",\"tool_call_id\":\"c1\"}}"), "\"\"",
	    NULL, "a success with empty output: that is its text");
	evs_findings_are(answered, "", "an error result answers its call");
	evs_maps_with(EVS_RESULT_NAME, MSG("e", "tool", "{\"type\":"
	    "\"tool_result\",\"tool_name\":\"from_column\",\"payload\":"
	    "{\"output\":\"x\",\"tool_call_id\":\"c1\"}}"),
	    "M:tool R:function:\"c1\":from_column:e=0",
	    "a payload without name: the tool_name column's");
	evs_maps(MSG("1", "assistant", "{\"type\":\"tool_call\",\"tool_name\":"
	    "\"column\",\"payload\":{\"name\":\"payload\",\"arguments\":{}}}"),
	    "M:assistant C:function:-:payload",
	    "the payload's name before the column's");
}

static void
test_thread_check(void)
{
	const char *const dangling[] = {
		thread[0], thread[1], MSG("1", "user", P_TEXT("Never mind.")),
		MSG("2", "assistant", P_TEXT("Alright.")), NULL
	};
	const char *const pending[] = { thread[0], thread[1], NULL };
	const char *const orphan[] = {
		thread[0], MSG("3", "assistant", P_TEXT("hi")),
		MSG("4", "tool", P_RESULT(ID("call_9"))), NULL
	};
	const char *const twice[] = {
		thread[0], thread[1], MSG("5", "tool", P_RESULT(ID("call_1")) ","
		    P_RESULT(ID("call_1"))), thread[3], NULL
	};
	const char *const again[] = {
		thread[0], thread[1], thread[2], thread[3],
		MSG("6", "tool", P_RESULT(ID("call_1"))), NULL
	};
	const char *const late[] = {
		thread[0], thread[1], MSG("7", "user", P_TEXT("and?")), thread[2],
		thread[3], NULL
	};
	const char *const behind[] = {
		thread[0], thread[1], MSG("8", "tool", P_TEXT("note") ","
		    P_RESULT(ID("call_1"))), thread[3], NULL
	};
	const char *const same[] = {
		thread[0], MSG("a", "assistant", P_CALL(ID("c1")) "," P_RESULT(ID("c1"))),
		NULL
	};
	const char *const two[] = {
		thread[0], MSG("1", "assistant", P_CALL(ID("c1")) "," P_CALL(ID("c2"))),
		MSG("2", "tool", P_RESULT(ID("c2")) "," P_RESULT(ID("c1"))),
		thread[3], NULL
	};

	evs_findings_are(dangling, "dangling-call:call_1:get_weather",
	    "a user message instead of the results: dangling");
	evs_findings_are(pending, "pending-call:call_1:get_weather",
	    "a thread that ends in a call: pending");
	evs_findings_are(orphan, "orphan-result:call_9:get_weather",
	    "a result whose call no message made");
	evs_findings_are(twice, "duplicate-result:call_1:get_weather",
	    "two results for one call in the tool message");
	evs_findings_are(again, "duplicate-result:call_1:get_weather",
	    "a result again, later");
	evs_findings_are(late, "misplaced-result:call_1:get_weather",
	    "a result two messages after its call");
	evs_findings_are(behind, "misplaced-result:call_1:get_weather",
	    "a result after other content in its message");
	evs_findings_are(same, "misplaced-result:c1:get_weather",
	    "a result in its call's own message (not a server's)");
	evs_findings_are(two, "", "results in any order in the tool message");
}

static void
test_thread_ids(void)
{
	const char *const noid[] = {
		thread[0], MSG("1", "assistant", P_CALL("") "," P_CALL("")),
		MSG("2", "tool", P_RESULT("") "," P_RESULT("")), thread[3], NULL
	};
	const char *const empty[] = {
		thread[0], MSG("1", "assistant", P_CALL(ID(""))),
		MSG("2", "tool", P_RESULT(ID(""))), thread[3], NULL
	};
	const char *const short_[] = {
		thread[0], MSG("1", "assistant", P_CALL("") "," P_CALL("")),
		MSG("2", "tool", P_RESULT("")), MSG("3", "user", P_TEXT("more")),
		thread[3], NULL
	};

	evs_maps(noid[1], "M:assistant C:function:-:get_weather "
	    "C:function:-:get_weather", "no tool_call_id: no id");
	evs_maps(noid[2], "M:tool R:function:-:e=0 R:function:-:e=0",
	    "results without tool_call_id: no id");
	evs_maps(empty[1], "M:assistant C:function:-:get_weather",
	    "an empty tool_call_id: no id");
	evs_findings_are(noid, "", "without ids, by name and position");
	evs_findings_are(empty, "", "empty ids: the same");
	evs_findings_are(short_, "dangling-call:-:get_weather",
	    "without ids, a call left unanswered is found");
}

/* A provider's own tool: notes, in the reply; no pair. */
static void
test_thread_server(void)
{
	const char *const searched[] = {
		thread[0], MSG("b", "assistant", P_SERVER "," P_TEXT("Sunny.")),
		NULL
	};
	const char *const flagless = MSG("b", "assistant", "{\"type\":"
	    "\"tool_call\",\"tool_name\":\"get_weather\",\"payload\":{\"name\":"
	    "\"get_weather\",\"arguments\":{},\"tool_call_id\":\"c1\","
	    "\"server_executed\":false}}");

	evs_maps(searched[1], "M:assistant N N T",
	    "server-executed: notes, not a call and a result");
	evs_details(searched[1], "M:assistant=assistant "
	    "N:server_tool_call=web_search N:server_tool_result=web_search "
	    "T:text=Sunny.", "server-executed: the notes name the tool");
	evs_findings_are(searched, "", "server-executed: not pairs");
	evs_maps(flagless, "M:assistant C:function:\"c1\":get_weather",
	    "server_executed false: a call");
}

/* Assistant messages in a row are one reply. */
static void
test_thread_reply(void)
{
	const char *const split[] = {
		thread[0],
		MSG("1", "assistant", P_TEXT("Let me check.") "," P_CALL(ID("call_1"))),
		MSG("2", "assistant", P_TEXT("One moment.")),
		thread[2], thread[3], NULL
	};
	const char *const mixed[] = {
		MSG("1", "assistant", P_TEXT("w")), ROW("1", PR("hi", "x"), "", ""),
		MSG("2", "assistant", P_TEXT("y")), MSG("3", "assistant", P_TEXT("z")),
		NULL
	};

	evs_session_is(split, 0, "M:user T / M:assistant T "
	    "C:function:\"call_1\":get_weather / T / M:tool "
	    "R:function:\"call_1\":e=0 / M:assistant T",
	    "the second assistant message carries on the first");
	evs_findings_are(split, "", "a reply split in two: its call answered "
	    "after the last");
	evs_session_is(mixed, 0, "M:assistant T / M:user T M:assistant T / "
	    "M:assistant T / T", "a legacy row ends a reply, and its own is not "
	    "carried on");
	evs_maps(split[2], "M:assistant T", "alone: a message of its own");
}

static void
test_thread_malformed(void)
{
	evs_maps("{\"hash\":\"b2:1\",\"role\":\"user\",\"parts\":{}}", "M:user",
	    "parts that is no array: no parts");
	evs_maps("{\"hash\":\"b2:1\",\"role\":\"user\",\"parts\":\"x\"}", "M:user",
	    "parts a string: no parts");
	evs_maps("{\"hash\":\"b2:1\",\"role\":\"user\"}", "M:user",
	    "no parts: a message without them");
	evs_maps(MSG("1", "user", "1,\"x\",null,[]," P_TEXT("hi")), "M:user T",
	    "parts that are no objects are skipped");
	evs_details(MSG("1", "user", "{\"text\":\"hi\"}"),
	    "M:user=user T:other={\"text\":\"hi\"}",
	    "a part without type: as it is");
	evs_maps_with(EVS_ARGS, MSG("1", "assistant", "{\"type\":\"tool_call\","
	    "\"tool_name\":\"get_weather\",\"payload\":\"x\"}"),
	    "M:assistant C:function:-:get_weather(-)",
	    "a payload that is no object: the column's name, no id, no args");
	evs_maps(MSG("1", "assistant", "{\"type\":\"tool_call\"}"),
	    "M:assistant C:function:-:-", "a call without payload or name");
	evs_maps(MSG("1", "assistant", "{\"type\":\"tool_call\",\"payload\":"
	    "{\"name\":\"f\",\"tool_call_id\":7}}"), "M:assistant C:function:-:f",
	    "a tool_call_id that is no string: no id");
	evs_details(MSG("1", "user", "{\"type\":\"text\",\"text\":5}"),
	    "M:user=user", "text that is no string is left out");
	evs_details(MSG("1", "assistant", "{\"type\":\"reasoning\",\"text\":5}"),
	    "M:assistant=assistant T:thinking",
	    "reasoning text that is no string: thinking without text");
	evs_details("{\"hash\":\"b2:1\",\"role\":5,\"parts\":[]}", "M:other",
	    "a role that is no string: other, no label");
	evs_maps(MSG("1", "tool", "{\"type\":\"tool_result\",\"payload\":{\"name\":"
	    "\"t\",\"output\":\"x\",\"tool_call_id\":\"c1\",\"exception\":7}}"),
	    "M:tool R:function:\"c1\":e=0",
	    "an exception that is no string: no error");
	evs_maps("{\"parts\":[" P_TEXT("x") "]}", "M:other T",
	    "parts without hash: a message");
}

static void
test_thread_sink_status(void)
{
	const char *item = MSG("c", "assistant", P_THINK("t") "," P_TEXT("x") ","
	    P_CALL(ID("c1")) "," P_SERVER "," P_REF("text") ",{\"type\":"
	    "\"attachment\"},{\"type\":\"new\"}," P_RESULT(ID("c1")));

	evs_maps_with(EVS_DETAIL, item, "M:assistant=assistant T:thinking=t "
	    "T:text=x C:function:\"c1\":get_weather N:server_tool_call=web_search "
	    "N:server_tool_result=web_search N:text=from fragments, not in the "
	    "item T:image T:other={\"type\":\"new\"} R:function:\"c1\":e=0",
	    "every kind of part");
	for (int n = 1; n <= 10; n++) {
		struct evsink c;

		evsink_init(&c, EVS_DETAIL);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_llm, item, NULL), ST_IO,
		    "a message: a sink failing at event %d stops the map", n);
		evsink_release(&c);
	}
}

static void
test_thread_detect(void)
{
	const char *const legacy_like = "{\"hash\":\"b2:1\",\"role\":\"user\","
	    "\"parts\":[],\"tool_calls\":[]}";

	for (size_t i = 0; thread[i] != NULL; i++)
		evs_detects(thread[i], 2, "a thread's message");
	evs_detects(MSG("1", "user", ""), 2, "a message without parts");
	evs_detects("{\"hash\":\"b2:1\",\"parent_hash\":\"b2:0\",\"role\":\"user\","
	    "\"provider_metadata\":{},\"parts\":[]}", 2, "other columns too");
	evs_detects("{\"hash\":\"sha:1\",\"role\":\"user\",\"parts\":[]}", 1,
	    "a hash not tagged b2: could be");
	evs_detects("{\"hash\":\"b2:1\",\"parts\":[]}", 1, "no role: could be");
	evs_detects("{\"hash\":\"b2:1\",\"role\":null,\"parts\":[]}", 1,
	    "a role that is no string: could be");
	evs_detects("{\"hash\":\"b2\",\"role\":\"user\",\"parts\":[]}", 1,
	    "a hash shorter than the tag: could be");
	evs_detects("{\"hash\":5,\"role\":\"user\",\"parts\":[]}", 0,
	    "a hash that is no string");
	evs_detects("{\"hash\":\"b2:1\",\"role\":\"user\",\"parts\":{}}", 0,
	    "parts that is no array");
	evs_detects("{\"hash\":\"b2:1\",\"role\":\"user\"}", 0, "no parts");
	evs_detects("{\"role\":\"user\",\"parts\":[" P_TEXT("x") "]}", 0,
	    "parts without a hash");
	evs_detects(legacy_like, 0,
	    "a hash and parts beside a legacy array: a legacy row, not one");
	/* Other formats' role-and-parts items. */
	evs_detects("{\"role\":\"user\",\"parts\":[{\"text\":\"hi\"}]}", 0,
	    "a Gemini content");
	evs_detects("{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":"
	    "\"f\",\"args\":{}}}]}", 0, "a Gemini model content");
	evs_detects("{\"id\":\"m1\",\"role\":\"assistant\",\"parts\":[{\"type\":"
	    "\"reasoning\",\"text\":\"x\"},{\"type\":\"text\",\"text\":\"y\"}]}", 0,
	    "a VoltAgent UIMessage");
	evs_detects("{\"id\":\"m1\",\"role\":\"assistant\",\"parts\":[{\"type\":"
	    "\"tool-get_weather\",\"toolCallId\":\"c1\",\"state\":"
	    "\"output-available\",\"input\":{},\"output\":{}}]}", 0,
	    "a VoltAgent tool part");
	evs_detects("{\"id\":\"m\",\"role\":\"user\",\"type\":\"v2\",\"content\":"
	    "{\"format\":2,\"parts\":[{\"type\":\"text\",\"text\":\"hi\"}]},"
	    "\"createdAt\":\"2025-01-03T10:00:00.000Z\"}", 0, "a Mastra message");
	evs_detects("{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"hi\"}]}", 0, "an Anthropic message");
	evs_detects("{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"x\"}",
	    0, "a Chat tool message");
	evs_detects("{\"info\":{\"id\":\"msg_1\",\"role\":\"user\"},\"parts\":"
	    "[{\"type\":\"text\",\"text\":\"hi\"}]}", 0, "an OpenCode message");
}

/* No other format is as sure of a message as llm: each is llm's (but a
 * VoltAgent UIMessage has reasoning and text parts too: a session's vote
 * is llm's). */
static void
test_thread_others(void)
{
	const char *const items[] = {
		thread[0], thread[1], thread[2], thread[3],
		MSG("1", "assistant", P_SERVER "," P_TEXT("Sunny.")),
		MSG("1", "user", P_REF("text") ",{\"type\":\"attachment\","
		    "\"payload\":{\"attachment\":{\"id\":\"5f3c\"}}}"),
		MSG("1", "user", ""),
		NULL
	};
	const char *const reasoned[] = {
		thread[0], MSG("1", "assistant", P_REDACTED "," P_TEXT("x")),
		MSG("2", "assistant", P_THINK("hmm") "," P_TEXT("y")), NULL
	};
	struct format_vote v;

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int most = 0;

		if (fmt == &format_llm)
			continue;
		for (size_t i = 0; items[i] != NULL; i++) {
			int s = evsink_detect(fmt, items[i]);

			most = s > most ? s : most;
		}
		ok(most < 2, "%s is not sure of llm messages (%d)", fmt->name, most);
	}
	for (size_t i = 0; items[i] != NULL; i++)
		evs_detected(items[i], "message", i);
	for (size_t n = 1; n <= 3; n++) {
		memset(&v, 0, sizeof(v));
		for (size_t i = 3 - n; i < 3; i++) {
			struct item it = evsink_item(reasoned[i]);
			struct format_item fi;

			format_item_init(&fi, &it);
			format_vote_add(&v, &fi);
		}
		ok(format_vote_result(&v) == &format_llm,
		    "a session of the last %zu, reasoned replies, votes llm", n);
	}
}

int
main(void)
{
	evsink_use(&format_llm);
	test_chain();
	test_messages();
	test_results();
	test_ids();
	test_check();
	test_usage();
	test_malformed();
	test_sink_status();
	test_detect();
	test_others();
	test_thread();
	test_thread_parts();
	test_thread_media();
	test_thread_results();
	test_thread_check();
	test_thread_ids();
	test_thread_server();
	test_thread_reply();
	test_thread_malformed();
	test_thread_sink_status();
	test_thread_detect();
	test_thread_others();
	is_str(format_llm.name, "llm", "name");
	ok(format_by_name("llm") == &format_llm, "listed in format_table");
	is_int(format_llm.placement, P_NEXT_MESSAGE_FIRST,
	    "placement: results open the response after their call's");
	is_int((long long)format_llm.flags, 0,
	    "flags: ids optional, unanswered calls not legal");
	ok(format_llm.errors.dangling == NULL &&
	    format_llm.errors.orphan == NULL &&
	    format_llm.errors.misplaced == NULL, "no API error texts");
	ok(format_llm.writer == NULL && format_llm.answer == NULL,
	    "no writer, no answer");
	ok(format_llm.state_size > 0 && format_llm.state_size <= 16 &&
	    format_llm.free_state == NULL,
	    "small state (the reply carried on), nothing to free");
	return tap_done();
}
