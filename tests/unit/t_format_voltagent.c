/* t_format_voltagent.c - the VoltAgent (AI SDK UIMessage) format: detect and
 * map. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

/* A row of a voltagent: store with the role and parts given. */
#define ROW(id, role, parts) "{\"id\":\"" id "\",\"role\":\"" role "\"," \
	"\"parts\":[" parts "],\"formatVersion\":2,\"createdAt\":" \
	"\"2026-11-28T12:17:37.378Z\",\"userId\":\"user-ada\"}"
/* A tool-get_weather part: its state and the members after input. */
#define TOOL(id, state, rest) "{\"type\":\"tool-get_weather\",\"toolCallId\":" \
	"\"" id "\",\"state\":\"" state "\",\"input\":{\"city\":\"Paris\"}" rest "}"

/* The rows of fixtures/native/voltagent.sql, as the store yields them. */
static const char *const paris[] = {
	"{\"id\":\"p1\",\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":"
	"\"What is the weather in Paris?\"}],\"formatVersion\":2,\"createdAt\":"
	"\"2026-11-28T12:17:37.378Z\",\"userId\":\"user-ada\"}",
	"{\"id\":\"p2\",\"role\":\"assistant\",\"parts\":[{\"type\":"
	"\"tool-get_weather\",\"toolCallId\":\"call_paris_1\",\"state\":"
	"\"output-available\",\"input\":{\"city\":\"Paris\",\"unit\":\"celsius\"},"
	"\"output\":{\"tempC\":18,\"sky\":\"cloudy\",\"note\":\"quotes \\\" and \\\\ "
	"kept\"}}],\"formatVersion\":2,\"createdAt\":\"2026-11-28T12:17:37.386Z\","
	"\"userId\":\"user-ada\"}",
	"{\"id\":\"p3\",\"role\":\"assistant\",\"parts\":[{\"type\":\"text\",\"text\":"
	"\"It is 18\xc2\xb0" "C and cloudy in Paris.\"}],\"formatVersion\":2,"
	"\"createdAt\":\"2026-11-28T12:17:37.402Z\",\"userId\":\"user-ada\"}",
	NULL
};
static const char *const rome[] = {
	"{\"id\":\"r1\",\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":"
	"\"And Rome?\"}],\"formatVersion\":2,\"createdAt\":"
	"\"2026-11-28T12:17:37.413Z\",\"userId\":\"user-ada\"}",
	"{\"id\":\"r2\",\"role\":\"assistant\",\"parts\":[{\"type\":"
	"\"tool-get_weather\",\"toolCallId\":\"call_rome_1\",\"state\":"
	"\"input-available\",\"input\":{\"city\":\"Rome\"}}],\"formatVersion\":2,"
	"\"createdAt\":\"2026-11-28T12:17:37.418Z\",\"userId\":\"user-ada\"}",
	"{\"id\":\"r3\",\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":"
	"\"Never mind.\"}],\"formatVersion\":2,\"createdAt\":"
	"\"2026-11-28T12:17:37.423Z\",\"userId\":\"user-ada\"}",
	NULL
};

static void
test_fixture(void)
{
	evs_session_is(paris, 0, "M:user T / M:assistant C:tool:\"call_paris_1\":get_weather "
	    "R:tool:\"call_paris_1\":e=0 / M:assistant T",
	    "fixture: a call and its result in one part");
	evs_session_is(paris, EVS_DETAIL | EVS_RESULT_NAME,
	    "M:user=user@2026-11-28T12:17:37.378Z T:text=What is the weather in Paris? / "
	    "M:assistant=assistant@2026-11-28T12:17:37.386Z C:tool:\"call_paris_1\":"
	    "get_weather R:tool:\"call_paris_1\":get_weather:e=0 / "
	    "M:assistant=assistant@2026-11-28T12:17:37.402Z T:text=It is 18\xc2\xb0"
	    "C and cloudy in Paris.", "fixture: labels, times, the result's name");
	evs_session_is(rome, 0, "M:user T / M:assistant C:tool:\"call_rome_1\":get_weather / "
	    "M:user T", "fixture: a call left without a result");
	evs_spans(paris[1], "{\"tempC\":18,\"sky\":\"cloudy\",\"note\":\"quotes \\\" and "
	    "\\\\ kept\"}", "{\"city\":\"Paris\",\"unit\":\"celsius\"}",
	    "fixture: input and output as their bytes");
}

static void
test_check(void)
{
	static const char *const last[] = {
		ROW("a1", "user", "{\"type\":\"text\",\"text\":\"hi\"}"),
		ROW("a2", "assistant", TOOL("c1", "approval-requested",
		    ",\"approval\":{\"id\":\"ap1\"}")), NULL
	};
	static const char *const noid[] = {
		ROW("a1", "assistant", "{\"type\":\"dynamic-tool\",\"toolName\":\"f\","
		    "\"state\":\"output-available\",\"input\":{},\"output\":1}"), NULL
	};
	static const char *const twice[] = {
		ROW("a1", "assistant", TOOL("c1", "output-available", ",\"output\":1")),
		ROW("a2", "assistant", TOOL("c1", "output-available", ",\"output\":1")),
		NULL
	};

	evs_findings_are(paris, "", "the Paris conversation is clean");
	evs_findings_are(rome, "dangling-call:call_rome_1:get_weather",
	    "the Rome conversation's call dangles");
	evs_findings_are(last, "pending-call:c1:get_weather",
	    "a call awaiting approval in the last message");
	evs_findings_are(noid, "missing-id:-:f missing-id:-:-", "ids are required");
	evs_findings_are(twice, "duplicate-call:c1:get_weather duplicate-result:c1:-",
	    "one call id in two messages");
}

static void
test_states(void)
{
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-available",
	    ",\"output\":\"18C\"")), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=\"18C\"", "output-available: a call and its result");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-available",
	    ",\"output\":\"boom\",\"isError\":true")), "M:assistant "
	    "C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"boom\"",
	    "output-available with isError: an error");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-error",
	    ",\"errorText\":\"timeout\"")), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=1=\"timeout\"", "output-error: an error, errorText");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false,\"reason\":\"no\"}")),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"no\"",
	    "output-denied: an error, the reason");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false}")),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=-",
	    "output-denied without a reason: no text");
	evs_maps(ROW("a", "assistant", TOOL("c1", "input-streaming", "")),
	    "M:assistant C:tool:\"c1\":get_weather", "input-streaming: no result");
	evs_maps(ROW("a", "assistant", TOOL("c1", "input-available", "")),
	    "M:assistant C:tool:\"c1\":get_weather", "input-available: no result");
	evs_maps(ROW("a", "assistant", TOOL("c1", "approval-responded",
	    ",\"output\":1")), "M:assistant C:tool:\"c1\":get_weather",
	    "a state without a result, with an output: still none");
	evs_maps(ROW("a", "assistant", TOOL("c1", "approval-requested",
	    ",\"approval\":{\"id\":\"ap1\"}")), "M:assistant C:tool:\"c1\":get_weather",
	    "approval-requested: no result");
	evs_maps(ROW("a", "assistant", TOOL("c1", "approval-responded",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":true}")),
	    "M:assistant C:tool:\"c1\":get_weather", "approval-responded: no result yet");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", TOOL("c1", "output-streaming",
	    ",\"output\":\"part\"")), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=\"part\"", "another state with an output: a result");
	evs_maps(ROW("a", "assistant", TOOL("c1", "output-streaming", "")),
	    "M:assistant C:tool:\"c1\":get_weather", "another state without output");
	evs_maps(ROW("a", "assistant", "{\"type\":\"tool-f\",\"toolCallId\":\"c1\","
	    "\"output\":2}"), "M:assistant C:tool:\"c1\":f R:tool:\"c1\":e=0",
	    "no state, an output: a result");
	evs_maps_with(EVS_ARGS, ROW("a", "assistant", "{\"type\":\"dynamic-tool\","
	    "\"toolName\":\"mcp_search\",\"toolCallId\":\"d1\",\"state\":"
	    "\"output-available\",\"input\":{\"q\":\"x\"},\"output\":[]}"),
	    "M:assistant C:tool:\"d1\":mcp_search({\"q\":\"x\"}) R:tool:\"d1\":e=0",
	    "dynamic-tool: its toolName");
	evs_maps(ROW("a", "assistant", TOOL("c1", "output-available", ",\"output\":1") ","
	    "{\"type\":\"tool-get_time\",\"toolCallId\":\"c2\",\"state\":"
	    "\"input-available\",\"input\":{}}"),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=0 "
	    "C:tool:\"c2\":get_time", "two tool parts, two names");
	evs_maps(ROW("a", "assistant", "{\"type\":\"tool-a\\\"b\",\"toolCallId\":\"c1\","
	    "\"state\":\"input-available\"}"), "M:assistant C:tool:\"c1\":a\"b",
	    "a name with an escape");
}

static void
test_parts(void)
{
	evs_details(ROW("a", "assistant", "{\"type\":\"step-start\"},{\"type\":"
	    "\"reasoning\",\"text\":\"think\",\"state\":\"done\"},{\"type\":\"text\","
	    "\"text\":\"Hi\",\"state\":\"done\"}"),
	    "M:assistant=assistant@2026-11-28T12:17:37.378Z T:thinking=think T:text=Hi",
	    "step-start emits nothing; reasoning is thinking");
	evs_details(ROW("u", "user", "{\"type\":\"file\",\"mediaType\":\"image/png\","
	    "\"url\":\"data:image/png;base64,iVBO\"},{\"type\":\"source-url\","
	    "\"sourceId\":\"s1\",\"url\":\"https://x\"},{\"type\":\"source-document\","
	    "\"sourceId\":\"s2\",\"mediaType\":\"application/pdf\",\"title\":\"T\"},"
	    "{\"type\":\"data-weather\",\"data\":{\"p\":1}}"),
	    "M:user=user@2026-11-28T12:17:37.378Z T:image T:other={\"type\":"
	    "\"source-url\",\"sourceId\":\"s1\",\"url\":\"https://x\"} T:other="
	    "{\"type\":\"source-document\",\"sourceId\":\"s2\",\"mediaType\":"
	    "\"application/pdf\",\"title\":\"T\"} T:other={\"type\":\"data-weather\","
	    "\"data\":{\"p\":1}}", "file, sources and data parts");
	evs_maps(ROW("u", "user", "{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"file\","
	    "\"mediaType\":\"image/png\",\"url\":\"https://x/a.png\"},{\"type\":"
	    "\"step-start\"}"), "M:user T T", "without detail: content events alone");
	evs_details("{\"id\":\"s\",\"role\":\"system\",\"parts\":[{\"type\":\"text\","
	    "\"text\":\"Be terse.\"}]}", "M:system=system T:text=Be terse.",
	    "a system message without createdAt");
	evs_details("{\"id\":\"s\",\"role\":\"critic\",\"parts\":[]}", "M:other=critic",
	    "an unknown role");
}

static void
test_media(void)
{
	struct buf b = BUF_INIT;
	struct event_sink sink = { evsink_media_emit, &b, 1 };
	struct item it = evsink_item(ROW("u", "user", "{\"type\":\"file\","
	    "\"mediaType\":\"image/png\",\"url\":\"data:image/png;base64,iVBO\"},"
	    "{\"type\":\"file\",\"mediaType\":\"application/pdf\",\"filename\":"
	    "\"a.pdf\",\"url\":\"https://x/a.pdf\"}"));
	char state[64];

	memset(state, 0, sizeof(state));
	ok(format_voltagent.state_size <= sizeof(state), "media: state fits");
	is_int(format_map(&format_voltagent, &it, state, &sink), ST_OK, "media: ST_OK");
	format_voltagent.free_state(state);
	is_str(b.p, "\"data:image/png;base64,iVBO\"  \"image/png\" | "
	    "\"https://x/a.pdf\"  \"application/pdf\"",
	    "media: a data: URL and a URL, with their mediaType");
	buf_release(&b);
}

/* The spans of the names of the calls of one item, kept as they come. */
struct names {
	struct json_span	 v[256];
	size_t			 nr;
};

static int
names_emit(void *arg, const struct event *ev)
{
	struct names *n = arg;

	if (ev->kind == EV_CALL && n->nr < 256)
		n->v[n->nr++] = ev->name;
	return ST_OK;
}

/* The names of one item's calls stay where they are while its other parts
 * are mapped (one after the other, never moved), read after map() returns;
 * and one state serves item after item. */
static void
test_names(void)
{
	struct buf json = BUF_INIT;
	struct names n;
	struct event_sink sink = { names_emit, &n, 0 };
	void *state = calloc(1, format_voltagent.state_size);
	struct item first = evsink_item("{\"role\":\"user\",\"parts\":[{\"type\":"
	    "\"tool-x\",\"toolCallId\":\"u\",\"state\":\"input-available\"}]}"), it;
	size_t at = 0;
	int good = 1;

	buf_adds(&json, "{\"role\":\"assistant\",\"parts\":[");
	for (int i = 0; i < 200; i++)
		buf_addf(&json, "%s{\"type\":\"tool-name_%d\",\"toolCallId\":\"c%d\"}",
		    i > 0 ? "," : "", i, i);
	buf_adds(&json, "]}");
	n.nr = 0;
	is_int(format_map(&format_voltagent, &first, state, &sink), ST_OK,
	    "names: a first item");
	n.nr = 0;
	it = evsink_item(json.p);
	is_int(format_map(&format_voltagent, &it, state, &sink), ST_OK,
	    "names: an item of 200 tool parts");
	is_int((long long)n.nr, 200, "names: 200 calls");
	for (size_t i = 0; i < n.nr && good; i++) {
		char want[32];

		snprintf(want, sizeof(want), "\"name_%zu\"", i);
		good = n.v[i].p == n.v[0].p + at && n.v[i].n == strlen(want) &&
		    memcmp(n.v[i].p, want, n.v[i].n) == 0;
		at += n.v[i].n;
	}
	ok(good, "names: each where the one before ended, as made");
	format_voltagent.free_state(state);
	free(state);
	buf_release(&json);
}

/* Writers' raw span: the part, for a call and its result alike. */
static void
test_raw(void)
{
#define PART	TOOL("c1", "output-available", ",\"output\":1")
#define TEXTP	"{\"type\":\"text\",\"text\":\"x\"}"
	const char *json = ROW("a", "assistant", PART "," TEXTP);
	struct evsink c;

	for (int detail = 1; detail >= 0; detail--) {
		evsink_init(&c, detail ? EVS_DETAIL : 0);
		c.sink.emit = evsink_raw_emit;
		is_int(evsink_map(&c, &format_voltagent, json, NULL), ST_OK,
		    "raw: ST_OK");
		is_str(evsink_str(&c), detail ? "C" PART " | R" PART " | T" TEXTP :
		    "C | R | T", "raw: %s", detail ? "the part, whole" :
		    "none without detail");
		evsink_release(&c);
	}
#undef PART
#undef TEXTP
}

static void
test_malformed(void)
{
	evs_maps(ROW("a", "assistant", "1,\"x\",null,[]," TOOL("c1", "input-available", "")),
	    "M:assistant C:tool:\"c1\":get_weather", "parts not objects: skipped");
	evs_maps(ROW("a", "assistant", "{\"type\":\"tool-f\",\"state\":\"input-available\","
	    "\"input\":{}}"), "M:assistant C:tool:-:f",
	    "toolCallId missing: a call without an id");
	evs_maps(ROW("a", "assistant", "{\"type\":\"tool-f\",\"toolCallId\":7,\"state\":"
	    "\"output-available\",\"output\":1}"), "M:assistant C:tool:-:f R:tool:-:e=0",
	    "toolCallId not a string");
	evs_maps(ROW("a", "assistant", "{\"type\":\"dynamic-tool\",\"toolCallId\":\"d1\","
	    "\"state\":\"input-available\"}"), "M:assistant C:tool:\"d1\":-",
	    "dynamic-tool without its toolName");
	evs_maps(ROW("a", "assistant", "{\"type\":\"tool-\",\"toolCallId\":\"c1\"},"
	    "{\"type\":\"tool\"},{\"type\":\"Tool-f\",\"toolCallId\":\"c2\"}"),
	    "M:assistant T T T", "tool-, tool, Tool-f: content");
	evs_maps(ROW("a", "assistant", "{\"text\":\"untyped\"}"), "M:assistant T",
	    "an untyped part: content");
	evs_maps("{\"id\":\"a\",\"role\":\"assistant\",\"parts\":{}}", "M:assistant",
	    "parts not an array");
	evs_maps("{\"id\":\"a\",\"role\":\"assistant\"}", "M:assistant", "no parts");
	evs_maps("{\"id\":\"a\",\"role\":null,\"parts\":[]}", "M:other",
	    "role not a string");
}

static void
test_sink_status(void)
{
	const char *json = ROW("a", "assistant", "{\"type\":\"text\",\"text\":\"x\"},"
	    TOOL("c1", "output-available", ",\"output\":1") ","
	    TOOL("c2", "input-available", ""));
	struct evsink c;

	evsink_init(&c, 0);
	for (int at = 1; at <= 5; at++) {
		c.fail_at = at;
		c.count = 0;
		is_int(evsink_map(&c, &format_voltagent, json, NULL), ST_IO,
		    "a sink error at event %d is returned", at);
		is_int(c.count, at, "  and mapping stops there");
	}
	evsink_release(&c);
}

static void
test_detect(void)
{
	evs_detects(paris[0], 2, "a fixture row");
	evs_detects(paris[1], 2, "a fixture row with a call");
	evs_detects("{\"role\":\"user\",\"parts\":[],\"formatVersion\":2}", 2,
	    "formatVersion, no parts");
	evs_detects("{\"role\":\"user\",\"parts\":[{\"text\":\"x\"}],\"formatVersion\":1}", 2,
	    "formatVersion whatever the parts");
	evs_detects("{\"role\":\"user\",\"parts\":[],\"formatVersion\":\"2\"}", 1,
	    "formatVersion a string: as the parts look");
	evs_detects("{\"id\":\"m\",\"role\":\"assistant\",\"parts\":[" TOOL("c1",
	    "input-available", "") "]}", 2, "a tool part: a UIMessage");
	evs_detects("{\"role\":\"assistant\",\"parts\":[{\"type\":\"step-start\"},"
	    "{\"type\":\"text\",\"text\":\"x\"}]}", 2, "step-start");
	evs_detects("{\"role\":\"assistant\",\"parts\":[{\"type\":\"data-x\",\"data\":1}]}",
	    2, "a data part");
	evs_detects("{\"role\":\"assistant\",\"parts\":[{\"type\":\"text\",\"text\":"
	    "\"x\"},{\"type\":\"file\",\"url\":\"u\",\"mediaType\":\"image/png\"}]}", 1,
	    "text and files only: could be");
	evs_detects("{\"role\":\"user\",\"parts\":[]}", 1, "no parts: could be");
	evs_detects("{\"hash\":\"b2:0f2c\",\"role\":\"assistant\",\"parts\":["
	    "{\"type\":\"reasoning\",\"text\":\"\",\"payload\":{\"redacted\":true}},"
	    "{\"type\":\"text\",\"text\":\"x\"}]}", 0,
	    "llm's message (a hash): not VoltAgent's");
	evs_detects("{\"role\":\"user\",\"parts\":[{\"type\":\"image\"}]}", 0,
	    "a part type UIMessages do not have");
	evs_detects("{\"role\":\"user\",\"parts\":[{\"text\":\"x\"}]}", 0, "an untyped part");
	evs_detects("{\"role\":\"user\",\"parts\":[\"x\"]}", 0, "a string part");
	evs_detects("{\"parts\":[],\"formatVersion\":2}", 0, "no role");
	evs_detects("{\"role\":\"user\",\"parts\":{},\"formatVersion\":2}", 0,
	    "parts not an array");
	evs_detects("{\"role\":\"user\",\"parts\":[],\"content\":{},\"formatVersion\":2}", 0,
	    "a content member (Mastra's)");
	/* Foreign formats. */
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	evs_detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	evs_detects("{\"kind\":\"User\",\"parts\":[{\"Text\":{\"text\":\"x\"}}]}", 0,
	    "agentkit item");
	evs_detects("{\"id\":\"p1\",\"role\":\"user\",\"type\":\"v2\",\"content\":"
	    "{\"format\":2,\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}}", 0,
	    "Mastra row");
	evs_detects("{}", 0, "empty object");
}

/* No other format takes a VoltAgent row for its own (an empty user turn
 * could be Gemini's, but not surely: the row's formatVersion wins). */
static void
test_others(void)
{
	static const char *const items[] = {
		ROW("a", "assistant", TOOL("c1", "output-available", ",\"output\":1")),
		ROW("s", "system", "{\"type\":\"text\",\"text\":\"x\"}"),
		ROW("u", "user", "{\"type\":\"file\",\"mediaType\":\"image/png\","
		    "\"url\":\"https://x\"}"),
		"{\"id\":\"u\",\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":"
		"\"x\"}]}",
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_voltagent)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect VoltAgent rows", fmt->name);
	}
	for (size_t i = 0; i < 4; i++) {
		struct item it = evsink_item(i < 3 ? rome[i] : ROW("u", "user", ""));
		struct format_item fi;
		int score;

		format_item_init(&fi, &it);
		ok(format_detect(&fi, &score) == &format_voltagent && score == 2,
		    "row %zu detected as VoltAgent, surely", i);
	}
}

/* Another format's session with a VoltAgent row in it: the row is not
 * mapped for it, since its names would go with the fresh state. */
static void
test_detected(void)
{
	struct evsink c;
	struct item it = evsink_item(paris[1]);

	evsink_init(&c, EVS_DETAIL);
	is_int(format_map_detected(&it, &format_chat, &c.sink), ST_OK,
	    "in another format's session: ST_OK");
	is_str(evsink_str(&c), "", "  and nothing mapped");
	evsink_release(&c);
}

int
main(void)
{
	evsink_use(&format_voltagent);
	test_fixture();
	test_check();
	test_states();
	test_parts();
	test_media();
	test_names();
	test_raw();
	test_malformed();
	test_sink_status();
	test_detect();
	test_others();
	test_detected();
	is_str(format_voltagent.name, "voltagent", "name");
	ok(format_by_name("voltagent") == &format_voltagent, "listed in format_table");
	is_int(format_voltagent.placement, P_AFTER,
	    "placement: results in the item or later");
	is_int((long long)format_voltagent.flags, FMT_ID_REQUIRED | FMT_STATE_SPANS,
	    "flags: ids required; events point into the state");
	ok(format_voltagent.errors.dangling == NULL &&
	    format_voltagent.errors.orphan == NULL, "no API error texts");
	ok(format_voltagent.writer == NULL && format_voltagent.answer == NULL,
	    "no writer, no answer");
	ok(format_voltagent.state_size > 0 && format_voltagent.free_state != NULL,
	    "state: the tool names it makes");
	return tap_done();
}
