/* t_format_mastra.c - the Mastra (MastraDBMessage) format: detect and map. */

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

/* A row of a mastra: store with the role and content given. */
#define ROW(id, role, content) "{\"id\":\"" id "\",\"role\":\"" role "\"," \
	"\"type\":\"v2\",\"content\":" content ",\"createdAt\":" \
	"\"2026-05-06T10:00:01.000Z\",\"resourceId\":\"user-ada\"}"
/* Format-2 content of the parts given. */
#define V2(parts)	"{\"format\":2,\"parts\":[" parts "]}"
/* A tool-invocation part: state and the members after args. */
#define INV(id, state, rest) "{\"type\":\"tool-invocation\",\"toolInvocation\":" \
	"{\"state\":\"" state "\",\"toolCallId\":\"" id "\",\"toolName\":" \
	"\"get_weather\",\"args\":{\"city\":\"Paris\"}" rest "}}"

/* The rows of fixtures/native/mastra.sql, as the store yields them. */
static const char *const paris[] = {
	"{\"id\":\"p1\",\"role\":\"user\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"text\",\"text\":\"What is the weather in Paris?\"}],"
	"\"content\":\"What is the weather in Paris?\"},\"createdAt\":"
	"\"2026-05-06T10:00:01.000Z\",\"resourceId\":\"user-ada\"}",
	"{\"id\":\"p2\",\"role\":\"assistant\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"tool-invocation\",\"toolInvocation\":{\"state\":"
	"\"result\",\"toolCallId\":\"call_paris_1\",\"toolName\":\"get_weather\","
	"\"args\":{\"city\":\"Paris\",\"unit\":\"celsius\"},\"result\":{\"tempC\":18,"
	"\"sky\":\"cloudy\",\"note\":\"quotes \\\" and \\\\ kept\"}}}]},\"createdAt\":"
	"\"2026-05-06T10:00:02.000Z\",\"resourceId\":\"user-ada\"}",
	"{\"id\":\"p3\",\"role\":\"assistant\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"text\",\"text\":\"It is 18\xc2\xb0" "C and cloudy in "
	"Paris.\"}],\"content\":\"It is 18\xc2\xb0" "C and cloudy in Paris.\"},"
	"\"createdAt\":\"2026-05-06T10:00:03.000Z\",\"resourceId\":\"user-ada\"}",
	NULL
};
static const char *const rome[] = {
	"{\"id\":\"r1\",\"role\":\"user\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"text\",\"text\":\"And Rome?\"}],\"content\":"
	"\"And Rome?\"},\"createdAt\":\"2026-05-06T10:01:41.000Z\",\"resourceId\":"
	"\"user-ada\"}",
	"{\"id\":\"r2\",\"role\":\"assistant\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"tool-invocation\",\"toolInvocation\":{\"state\":"
	"\"call\",\"toolCallId\":\"call_rome_1\",\"toolName\":\"get_weather\","
	"\"args\":{\"city\":\"Rome\"}}}]},\"createdAt\":\"2026-05-06T10:01:42.000Z\","
	"\"resourceId\":\"user-ada\"}",
	"{\"id\":\"r3\",\"role\":\"user\",\"type\":\"v2\",\"content\":{\"format\":2,"
	"\"parts\":[{\"type\":\"text\",\"text\":\"Never mind.\"}],\"content\":"
	"\"Never mind.\"},\"createdAt\":\"2026-05-06T10:01:43.000Z\",\"resourceId\":"
	"\"user-ada\"}",
	NULL
};

static void
test_fixture(void)
{
	evs_session_is(paris, 0, "M:user T / M:assistant C:tool:\"call_paris_1\":get_weather "
	    "R:tool:\"call_paris_1\":e=0 / M:assistant T",
	    "fixture: a call and its result in one part");
	evs_session_is(paris, EVS_DETAIL, "M:user=user@2026-05-06T10:00:01.000Z "
	    "T:text=What is the weather in Paris? / "
	    "M:assistant=assistant@2026-05-06T10:00:02.000Z C:tool:\"call_paris_1\":"
	    "get_weather R:tool:\"call_paris_1\":e=0 / "
	    "M:assistant=assistant@2026-05-06T10:00:03.000Z T:text=It is 18\xc2\xb0"
	    "C and cloudy in Paris.", "fixture: labels, times, text once");
	evs_session_is(rome, 0, "M:user T / M:assistant C:tool:\"call_rome_1\":get_weather / "
	    "M:user T", "fixture: a call left without a result");
	evs_spans(paris[1], "{\"tempC\":18,\"sky\":\"cloudy\",\"note\":\"quotes \\\" and "
	    "\\\\ kept\"}", "{\"city\":\"Paris\",\"unit\":\"celsius\"}",
	    "fixture: args and result as their bytes");
}

static void
test_check(void)
{
	static const char *const last[] = {
		ROW("a1", "user", V2("{\"type\":\"text\",\"text\":\"hi\"}")),
		ROW("a2", "assistant", V2(INV("c1", "call", ""))), NULL
	};
	static const char *const v1[] = {
		"{\"id\":\"b1\",\"role\":\"assistant\",\"type\":\"tool-call\",\"content\":"
		"[{\"type\":\"tool-call\",\"toolCallId\":\"c1\",\"toolName\":\"f\","
		"\"args\":{}}]}",
		"{\"id\":\"b2\",\"role\":\"tool\",\"type\":\"tool-result\",\"content\":"
		"[{\"type\":\"tool-result\",\"toolCallId\":\"c1\",\"toolName\":\"f\","
		"\"result\":1}]}", NULL
	};
	static const char *const noid[] = {
		ROW("a1", "assistant", V2("{\"type\":\"tool-invocation\","
		    "\"toolInvocation\":{\"state\":\"result\",\"toolName\":\"f\","
		    "\"args\":{},\"result\":1}}")), NULL
	};

	evs_findings_are(paris, "", "the Paris thread is clean");
	evs_findings_are(rome, "dangling-call:call_rome_1:get_weather",
	    "the Rome thread's call dangles");
	evs_findings_are(last, "pending-call:c1:get_weather", "a call in the last message");
	evs_findings_are(v1, "", "v1: a result in a later tool message");
	evs_findings_are(noid, "missing-id:-:f missing-id:-:-", "ids are required");
}

static void
test_states(void)
{
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":\"18C\""))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=\"18C\"", "result: a call and its result");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":\"boom\",\"isError\":true"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"boom\"",
	    "result with isError: an error");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"isError\":false"))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=-", "result without its result: no text");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-error",
	    ",\"errorText\":\"timeout\""))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=1=\"timeout\"", "output-error: an error, errorText");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false,\"reason\":\"no\"}"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"no\"",
	    "output-denied: an error, the reason");
	evs_maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false}"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"Tool call was "
	    "not approved by the user\"", "output-denied without a reason: Mastra's");
	evs_maps(ROW("a", "assistant", V2(INV("c1", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "call: no result");
	evs_maps(ROW("a", "assistant", V2(INV("c1", "partial-call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "partial-call: no result");
	evs_maps(ROW("a", "assistant", V2(INV("c1", "approval-requested",
	    ",\"approval\":{\"id\":\"ap1\"}"))), "M:assistant C:tool:\"c1\":get_weather",
	    "approval-requested: no result");
	evs_maps(ROW("a", "assistant", V2(INV("c1", "approval-responded",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":true}"))),
	    "M:assistant C:tool:\"c1\":get_weather", "approval-responded: no result yet");
	evs_maps(ROW("a", "assistant", V2(INV("c1", "streaming", ",\"result\":1"))),
	    "M:assistant C:tool:\"c1\":get_weather", "an unknown state: no result");
	evs_maps_with(EVS_RESULT_NAME, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":1") "," INV("c2", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=0 "
	    "C:tool:\"c2\":get_weather", "two parts: each its own; no result name "
	    "without detail");
	evs_maps_with(EVS_DETAIL | EVS_RESULT_NAME, ROW("a", "assistant",
	    V2(INV("c1", "result", ",\"result\":1"))),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":get_weather:e=0", "a detail sink: the result's tool name");
}

static void
test_parts(void)
{
	evs_details(ROW("a", "assistant", V2("{\"type\":\"step-start\"},{\"type\":"
	    "\"reasoning\",\"reasoning\":\"think\",\"details\":[{\"type\":\"text\","
	    "\"text\":\"think\"}]},{\"type\":\"text\",\"text\":\"Hi\"}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking=think T:text=Hi",
	    "step-start emits nothing; reasoning is thinking");
	evs_details(ROW("a", "assistant", V2("{\"type\":\"reasoning\",\"reasoning\":\"\","
	    "\"details\":[{\"type\":\"redacted\",\"data\":\"xx\"},{\"type\":\"text\","
	    "\"text\":\"from details\"}]}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking=from details",
	    "reasoning empty: the text of its details");
	evs_details(ROW("a", "assistant", V2("{\"type\":\"reasoning\",\"reasoning\":\"\","
	    "\"details\":[{\"type\":\"redacted\",\"data\":\"xx\"}]}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking",
	    "redacted reasoning: thinking without text");
	evs_details(ROW("u", "user", V2("{\"type\":\"file\",\"mimeType\":\"image/png\","
	    "\"data\":\"iVBO\"},{\"type\":\"source\",\"source\":{\"sourceType\":\"url\","
	    "\"id\":\"s1\",\"url\":\"https://x\"}},{\"type\":\"error\",\"error\":"
	    "{\"name\":\"E\",\"message\":\"bad\"}},{\"type\":\"data-progress\",\"data\":"
	    "{\"p\":1}}")),
	    "M:user=user@2026-05-06T10:00:01.000Z T:image T:other={\"type\":\"source\","
	    "\"source\":{\"sourceType\":\"url\",\"id\":\"s1\",\"url\":\"https://x\"}} "
	    "T:other={\"type\":\"error\",\"error\":{\"name\":\"E\",\"message\":\"bad\"}} "
	    "T:other={\"type\":\"data-progress\",\"data\":{\"p\":1}}",
	    "file, source, error and data parts");
	evs_maps(ROW("u", "user", V2("{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"file\","
	    "\"mimeType\":\"image/png\",\"data\":\"iVBO\"},{\"type\":\"step-start\"}")),
	    "M:user T T", "without detail: content events alone");
	evs_details("{\"id\":\"s\",\"role\":\"system\",\"type\":\"v2\",\"content\":"
	    V2("{\"type\":\"text\",\"text\":\"Be terse.\"}") "}",
	    "M:system=system T:text=Be terse.", "a system message without createdAt");
	evs_details("{\"id\":\"g\",\"role\":\"signal\",\"type\":\"v2\",\"content\":"
	    V2("{\"type\":\"text\",\"text\":\"ping\"}") "}",
	    "M:other=signal T:text=ping", "a signal: another role");
}

static void
test_media(void)
{
	struct buf b = BUF_INIT;
	struct event_sink sink = { evsink_media_emit, &b, 1 };
	struct item it = evsink_item(ROW("u", "user", V2("{\"type\":\"file\","
	    "\"mimeType\":\"image/png\",\"data\":\"iVBO\"},{\"type\":\"file\","
	    "\"mimeType\":\"application/pdf\",\"data\":\"https://x/a.pdf\"},"
	    "{\"type\":\"file\",\"mimeType\":\"image/png\",\"data\":"
	    "\"data:image/png;base64,iVBO\"},{\"type\":\"file\",\"mediaType\":"
	    "\"image/gif\",\"url\":\"https://x/a.gif\"}")));

	is_int(format_map(&format_mastra, &it, NULL, &sink), ST_OK, "media: ST_OK");
	is_str(b.p, " \"iVBO\" \"image/png\" | \"https://x/a.pdf\"  "
	    "\"application/pdf\" | \"data:image/png;base64,iVBO\"  \"image/png\" | "
	    "\"https://x/a.gif\"  \"image/gif\"",
	    "media: base64 data, a URL in data, a data: URL, AI SDK's url and "
	    "mediaType");
	buf_release(&b);
}

/* Writers' raw span: the part, for a call and its result alike. */
static void
test_raw(void)
{
#define PART	INV("c1", "result", ",\"result\":1")
#define TEXTP	"{\"type\":\"text\",\"text\":\"x\"}"
	const char *json = ROW("a", "assistant", V2(PART "," TEXTP));
	struct evsink c;

	for (int detail = 1; detail >= 0; detail--) {
		evsink_init(&c, detail ? EVS_DETAIL : 0);
		c.sink.emit = evsink_raw_emit;
		is_int(evsink_map(&c, &format_mastra, json, NULL), ST_OK,
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
	evs_maps(ROW("a", "assistant", V2("1,\"x\",null,[]," INV("c1", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "parts not objects: skipped");
	evs_maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":{\"state\":\"call\",\"toolName\":\"f\",\"args\":{}}}")),
	    "M:assistant C:tool:-:f", "toolCallId missing: a call without an id");
	evs_maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":{\"state\":\"result\",\"toolCallId\":7,"
	    "\"toolName\":null,\"result\":1}}")),
	    "M:assistant C:tool:-:- R:tool:-:e=0", "id and name not strings");
	evs_maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":\"call_1\"},{\"type\":\"tool-invocation\"}")),
	    "M:assistant T T", "toolInvocation not an object, or absent: content");
	evs_maps(ROW("a", "assistant", V2("{\"text\":\"untyped\"}")), "M:assistant T",
	    "an untyped part: content");
	evs_maps(ROW("a", "assistant", "{\"format\":2,\"parts\":{}}"), "M:assistant",
	    "parts not an array");
	evs_maps(ROW("a", "assistant", "{\"format\":2}"), "M:assistant", "no parts");
	evs_maps("{\"id\":\"a\",\"role\":\"assistant\",\"type\":\"v2\"}", "M:assistant",
	    "no content");
	evs_maps("{\"id\":\"a\",\"role\":7,\"content\":" V2("") "}", "M:other",
	    "role not a string");
	evs_maps(ROW("a", "assistant", "{\"format\":2,\"parts\":[" INV("c1", "call", "")
	    "],\"toolInvocations\":[{\"state\":\"call\",\"toolCallId\":\"c1\","
	    "\"toolName\":\"get_weather\",\"args\":{}}],\"content\":\"\"}"),
	    "M:assistant C:tool:\"c1\":get_weather",
	    "toolInvocations duplicate the parts: not read");
	evs_details(ROW("u", "user", "{\"format\":2,\"parts\":[],\"content\":\"legacy\"}"),
	    "M:user=user@2026-05-06T10:00:01.000Z T:text=legacy",
	    "no parts: the content string");
}

static void
test_v1(void)
{
	evs_details("{\"id\":\"m1\",\"role\":\"user\",\"type\":\"text\",\"content\":"
	    "\"Hello\",\"createdAt\":\"2025-01-01T00:00:00.000Z\"}",
	    "M:user=user@2025-01-01T00:00:00.000Z T:text=Hello", "v1: string content");
	evs_maps_with(EVS_ARGS, "{\"id\":\"m2\",\"role\":\"assistant\",\"type\":"
	    "\"tool-call\",\"content\":[{\"type\":\"text\",\"text\":\"Checking.\"},"
	    "{\"type\":\"tool-call\",\"toolCallId\":\"c1\",\"toolName\":\"get_weather\","
	    "\"args\":{\"city\":\"Rome\"}}]}",
	    "M:assistant T C:tool:\"c1\":get_weather({\"city\":\"Rome\"})",
	    "v1: text and a tool-call part");
	evs_maps_with(EVS_TEXT_EQ, "{\"id\":\"m3\",\"role\":\"tool\",\"type\":"
	    "\"tool-result\",\"content\":[{\"type\":\"tool-result\",\"toolCallId\":"
	    "\"c1\",\"toolName\":\"get_weather\",\"result\":\"24C\"},{\"type\":"
	    "\"tool-result\",\"toolCallId\":\"c2\",\"toolName\":\"get_weather\","
	    "\"result\":\"down\",\"isError\":true}]}",
	    "M:tool R:tool:\"c1\":e=0=\"24C\" R:tool:\"c2\":e=1=\"down\"",
	    "v1: tool-result parts, one an error");
	evs_details("{\"id\":\"m4\",\"role\":\"assistant\",\"type\":\"text\",\"content\":"
	    "[{\"type\":\"reasoning\",\"text\":\"hm\"},{\"type\":\"image\",\"image\":"
	    "\"https://x/a.png\"},7]}", "M:assistant=assistant T:thinking=hm T:image",
	    "v1: reasoning, an image; a part not an object skipped");
	evs_details("{\"id\":\"m6\",\"role\":\"assistant\",\"type\":\"text\",\"content\":"
	    "[{\"type\":\"redacted-reasoning\",\"data\":\"xx\"}]}",
	    "M:assistant=assistant T:thinking", "v1: redacted reasoning, no text");
	evs_maps("{\"id\":\"m5\",\"role\":\"assistant\",\"type\":\"text\",\"content\":5}",
	    "M:assistant", "v1: content neither string nor array");
}

static void
test_sink_status(void)
{
	const char *json = ROW("a", "assistant", V2("{\"type\":\"text\",\"text\":\"x\"},"
	    INV("c1", "result", ",\"result\":1") "," INV("c2", "call", "")));
	struct evsink c;

	evsink_init(&c, 0);
	for (int at = 1; at <= 5; at++) {
		c.fail_at = at;
		c.count = 0;
		is_int(evsink_map(&c, &format_mastra, json, NULL), ST_IO,
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
	evs_detects("{\"content\":{\"parts\":[],\"format\":2}}", 2, "format 2 content alone");
	evs_detects("{\"id\":\"a\",\"role\":\"user\",\"type\":\"v2\",\"content\":{}}", 2,
	    "type v2, object content");
	evs_detects("{\"role\":\"user\",\"content\":{\"format\":3,\"parts\":[]}}", 0,
	    "another format number");
	evs_detects("{\"role\":\"user\",\"content\":{\"format\":\"2\",\"parts\":[]}}", 0,
	    "format a string");
	evs_detects("{\"role\":\"user\",\"content\":{\"format\":2,\"parts\":{}}}", 0,
	    "parts not an array");
	evs_detects("{\"role\":\"user\",\"type\":\"v3\",\"content\":{}}", 0, "type v3");
	evs_detects("{\"type\":\"v2\",\"content\":{}}", 0, "type v2 without a role");
	evs_detects("{\"id\":\"m\",\"role\":\"user\",\"type\":\"text\",\"content\":\"hi\"}", 1,
	    "a v1 text row");
	evs_detects("{\"id\":\"m\",\"role\":\"assistant\",\"type\":\"tool-call\",\"content\":"
	    "[]}", 1, "a v1 tool-call row");
	evs_detects("{\"id\":\"m\",\"role\":\"tool\",\"type\":\"tool-result\",\"content\":7}",
	    0, "a v1 row whose content is a number");
	evs_detects("{\"id\":\"m\",\"type\":\"text\",\"content\":\"hi\"}", 0,
	    "a v1 row without a role");
	/* Foreign formats. */
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	evs_detects("{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"output_text\",\"text\":\"x\"}]}", 0, "Responses message");
	evs_detects("{\"role\":\"assistant\",\"parts\":[{\"type\":\"text\",\"text\":\"x\"}],"
	    "\"formatVersion\":2}", 0, "VoltAgent message");
	evs_detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	evs_detects("{}", 0, "empty object");
}

/* No other format takes a Mastra row for its own. */
static void
test_others(void)
{
	static const char *const items[] = {
		ROW("a", "assistant", V2(INV("c1", "result", ",\"result\":1"))),
		ROW("s", "system", V2("{\"type\":\"text\",\"text\":\"x\"}")),
		ROW("u", "user", V2("")),
		"{\"id\":\"m\",\"role\":\"user\",\"type\":\"text\",\"content\":\"hi\"}",
		"{\"id\":\"m\",\"role\":\"assistant\",\"type\":\"tool-call\",\"content\":"
		"[{\"type\":\"tool-call\",\"toolCallId\":\"c1\",\"toolName\":\"f\","
		"\"args\":{}}]}",
		"{\"id\":\"m\",\"role\":\"tool\",\"type\":\"tool-result\",\"content\":"
		"[{\"type\":\"tool-result\",\"toolCallId\":\"c1\",\"toolName\":\"f\","
		"\"result\":1}]}",
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_mastra)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect Mastra rows", fmt->name);
	}
	for (size_t i = 0; rome[i] != NULL; i++) {
		struct item it = evsink_item(rome[i]);
		struct format_item fi;
		int score;

		format_item_init(&fi, &it);
		ok(format_detect(&fi, &score) == &format_mastra && score == 2,
		    "fixture row %zu detected as Mastra, surely", i);
	}
}

int
main(void)
{
	evsink_use(&format_mastra);
	test_fixture();
	test_check();
	test_states();
	test_parts();
	test_media();
	test_raw();
	test_malformed();
	test_v1();
	test_sink_status();
	test_detect();
	test_others();
	is_str(format_mastra.name, "mastra", "name");
	ok(format_by_name("mastra") == &format_mastra, "listed in format_table");
	is_int(format_mastra.placement, P_AFTER, "placement: results in the item or later");
	is_int((long long)format_mastra.flags, FMT_ID_REQUIRED, "flags: ids required");
	ok(format_mastra.errors.dangling == NULL && format_mastra.errors.orphan == NULL,
	    "no API error texts");
	ok(format_mastra.writer == NULL && format_mastra.answer == NULL,
	    "no writer, no answer");
	ok(format_mastra.state_size == 0 && format_mastra.free_state == NULL,
	    "stateless");
	return tap_done();
}
