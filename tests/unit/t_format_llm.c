/* t_format_llm.c - the llm (simonw/llm logs.db, legacy responses with
 * their tool_calls and tool_results) format: detect and map. */
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
	ok(format_llm.state_size == 0, "no state");
	return tap_done();
}
