/* t_format_mastra.c - the Mastra (MastraDBMessage) format: detect and map. */

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

static void
maps(const char *json, const char *want, const char *what)
{
	evsink_maps(&format_mastra, json, want, what);
}

static void
details(const char *json, const char *want, const char *what)
{
	evsink_maps_detail(&format_mastra, json, want, what);
}

/* Map json for a sink with flags (enum evsink_flags). */
static void
maps_with(unsigned flags, const char *json, const char *want, const char *what)
{
	evsink_maps_with(&format_mastra, flags, json, want, what);
}

/* Map json; the last result's text and last call's args. */
static void
spans(const char *json, const char *text, const char *args, const char *what)
{
	evsink_spans(&format_mastra, json, text, args, what);
}

static void
detects(const char *json, int want, const char *what)
{
	evsink_detects(&format_mastra, json, want, what);
}

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
session_is(const char *const *items, unsigned flags, const char *want,
    const char *what)
{
	evsink_session_is(&format_mastra, items, flags, want, what);
}

static void
test_fixture(void)
{
	session_is(paris, 0, "M:user T / M:assistant C:tool:\"call_paris_1\":get_weather "
	    "R:tool:\"call_paris_1\":e=0 / M:assistant T",
	    "fixture: a call and its result in one part");
	session_is(paris, EVS_DETAIL, "M:user=user@2026-05-06T10:00:01.000Z "
	    "T:text=What is the weather in Paris? / "
	    "M:assistant=assistant@2026-05-06T10:00:02.000Z C:tool:\"call_paris_1\":"
	    "get_weather R:tool:\"call_paris_1\":e=0 / "
	    "M:assistant=assistant@2026-05-06T10:00:03.000Z T:text=It is 18\xc2\xb0"
	    "C and cloudy in Paris.", "fixture: labels, times, text once");
	session_is(rome, 0, "M:user T / M:assistant C:tool:\"call_rome_1\":get_weather / "
	    "M:user T", "fixture: a call left without a result");
	spans(paris[1], "{\"tempC\":18,\"sky\":\"cloudy\",\"note\":\"quotes \\\" and "
	    "\\\\ kept\"}", "{\"city\":\"Paris\",\"unit\":\"celsius\"}",
	    "fixture: args and result as their bytes");
}

/* The findings of the items as one session, "code:id:tool" each. */
static void
findings_are(const char *const *items, const char *want, const char *what)
{
	evsink_findings_are(&format_mastra, items, want, what);
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

	findings_are(paris, "", "the Paris thread is clean");
	findings_are(rome, "dangling-call:call_rome_1:get_weather",
	    "the Rome thread's call dangles");
	findings_are(last, "pending-call:c1:get_weather", "a call in the last message");
	findings_are(v1, "", "v1: a result in a later tool message");
	findings_are(noid, "missing-id:-:f missing-id:-:-", "ids are required");
}

static void
test_states(void)
{
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":\"18C\""))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=\"18C\"", "result: a call and its result");
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":\"boom\",\"isError\":true"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"boom\"",
	    "result with isError: an error");
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"isError\":false"))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=-", "result without its result: no text");
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-error",
	    ",\"errorText\":\"timeout\""))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=1=\"timeout\"", "output-error: an error, errorText");
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false,\"reason\":\"no\"}"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"no\"",
	    "output-denied: an error, the reason");
	maps_with(EVS_TEXT_EQ, ROW("a", "assistant", V2(INV("c1", "output-denied",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":false}"))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"Tool call was "
	    "not approved by the user\"", "output-denied without a reason: Mastra's");
	maps(ROW("a", "assistant", V2(INV("c1", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "call: no result");
	maps(ROW("a", "assistant", V2(INV("c1", "partial-call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "partial-call: no result");
	maps(ROW("a", "assistant", V2(INV("c1", "approval-requested",
	    ",\"approval\":{\"id\":\"ap1\"}"))), "M:assistant C:tool:\"c1\":get_weather",
	    "approval-requested: no result");
	maps(ROW("a", "assistant", V2(INV("c1", "approval-responded",
	    ",\"approval\":{\"id\":\"ap1\",\"approved\":true}"))),
	    "M:assistant C:tool:\"c1\":get_weather", "approval-responded: no result yet");
	maps(ROW("a", "assistant", V2(INV("c1", "streaming", ",\"result\":1"))),
	    "M:assistant C:tool:\"c1\":get_weather", "an unknown state: no result");
	maps_with(EVS_RESULT_NAME, ROW("a", "assistant", V2(INV("c1", "result",
	    ",\"result\":1") "," INV("c2", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=0 "
	    "C:tool:\"c2\":get_weather", "two parts: each its own; no result name "
	    "without detail");
	maps_with(EVS_DETAIL | EVS_RESULT_NAME, ROW("a", "assistant",
	    V2(INV("c1", "result", ",\"result\":1"))),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":get_weather:e=0", "a detail sink: the result's tool name");
}

static void
test_parts(void)
{
	details(ROW("a", "assistant", V2("{\"type\":\"step-start\"},{\"type\":"
	    "\"reasoning\",\"reasoning\":\"think\",\"details\":[{\"type\":\"text\","
	    "\"text\":\"think\"}]},{\"type\":\"text\",\"text\":\"Hi\"}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking=think T:text=Hi",
	    "step-start emits nothing; reasoning is thinking");
	details(ROW("a", "assistant", V2("{\"type\":\"reasoning\",\"reasoning\":\"\","
	    "\"details\":[{\"type\":\"redacted\",\"data\":\"xx\"},{\"type\":\"text\","
	    "\"text\":\"from details\"}]}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking=from details",
	    "reasoning empty: the text of its details");
	details(ROW("a", "assistant", V2("{\"type\":\"reasoning\",\"reasoning\":\"\","
	    "\"details\":[{\"type\":\"redacted\",\"data\":\"xx\"}]}")),
	    "M:assistant=assistant@2026-05-06T10:00:01.000Z T:thinking",
	    "redacted reasoning: thinking without text");
	details(ROW("u", "user", V2("{\"type\":\"file\",\"mimeType\":\"image/png\","
	    "\"data\":\"iVBO\"},{\"type\":\"source\",\"source\":{\"sourceType\":\"url\","
	    "\"id\":\"s1\",\"url\":\"https://x\"}},{\"type\":\"error\",\"error\":"
	    "{\"name\":\"E\",\"message\":\"bad\"}},{\"type\":\"data-progress\",\"data\":"
	    "{\"p\":1}}")),
	    "M:user=user@2026-05-06T10:00:01.000Z T:image T:other={\"type\":\"source\","
	    "\"source\":{\"sourceType\":\"url\",\"id\":\"s1\",\"url\":\"https://x\"}} "
	    "T:other={\"type\":\"error\",\"error\":{\"name\":\"E\",\"message\":\"bad\"}} "
	    "T:other={\"type\":\"data-progress\",\"data\":{\"p\":1}}",
	    "file, source, error and data parts");
	maps(ROW("u", "user", V2("{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"file\","
	    "\"mimeType\":\"image/png\",\"data\":\"iVBO\"},{\"type\":\"step-start\"}")),
	    "M:user T T", "without detail: content events alone");
	details("{\"id\":\"s\",\"role\":\"system\",\"type\":\"v2\",\"content\":"
	    V2("{\"type\":\"text\",\"text\":\"Be terse.\"}") "}",
	    "M:system=system T:text=Be terse.", "a system message without createdAt");
	details("{\"id\":\"g\",\"role\":\"signal\",\"type\":\"v2\",\"content\":"
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
	maps(ROW("a", "assistant", V2("1,\"x\",null,[]," INV("c1", "call", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "parts not objects: skipped");
	maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":{\"state\":\"call\",\"toolName\":\"f\",\"args\":{}}}")),
	    "M:assistant C:tool:-:f", "toolCallId missing: a call without an id");
	maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":{\"state\":\"result\",\"toolCallId\":7,"
	    "\"toolName\":null,\"result\":1}}")),
	    "M:assistant C:tool:-:- R:tool:-:e=0", "id and name not strings");
	maps(ROW("a", "assistant", V2("{\"type\":\"tool-invocation\","
	    "\"toolInvocation\":\"call_1\"},{\"type\":\"tool-invocation\"}")),
	    "M:assistant T T", "toolInvocation not an object, or absent: content");
	maps(ROW("a", "assistant", V2("{\"text\":\"untyped\"}")), "M:assistant T",
	    "an untyped part: content");
	maps(ROW("a", "assistant", "{\"format\":2,\"parts\":{}}"), "M:assistant",
	    "parts not an array");
	maps(ROW("a", "assistant", "{\"format\":2}"), "M:assistant", "no parts");
	maps("{\"id\":\"a\",\"role\":\"assistant\",\"type\":\"v2\"}", "M:assistant",
	    "no content");
	maps("{\"id\":\"a\",\"role\":7,\"content\":" V2("") "}", "M:other",
	    "role not a string");
	maps(ROW("a", "assistant", "{\"format\":2,\"parts\":[" INV("c1", "call", "")
	    "],\"toolInvocations\":[{\"state\":\"call\",\"toolCallId\":\"c1\","
	    "\"toolName\":\"get_weather\",\"args\":{}}],\"content\":\"\"}"),
	    "M:assistant C:tool:\"c1\":get_weather",
	    "toolInvocations duplicate the parts: not read");
	details(ROW("u", "user", "{\"format\":2,\"parts\":[],\"content\":\"legacy\"}"),
	    "M:user=user@2026-05-06T10:00:01.000Z T:text=legacy",
	    "no parts: the content string");
}

static void
test_v1(void)
{
	details("{\"id\":\"m1\",\"role\":\"user\",\"type\":\"text\",\"content\":"
	    "\"Hello\",\"createdAt\":\"2025-01-01T00:00:00.000Z\"}",
	    "M:user=user@2025-01-01T00:00:00.000Z T:text=Hello", "v1: string content");
	maps_with(EVS_ARGS, "{\"id\":\"m2\",\"role\":\"assistant\",\"type\":"
	    "\"tool-call\",\"content\":[{\"type\":\"text\",\"text\":\"Checking.\"},"
	    "{\"type\":\"tool-call\",\"toolCallId\":\"c1\",\"toolName\":\"get_weather\","
	    "\"args\":{\"city\":\"Rome\"}}]}",
	    "M:assistant T C:tool:\"c1\":get_weather({\"city\":\"Rome\"})",
	    "v1: text and a tool-call part");
	maps_with(EVS_TEXT_EQ, "{\"id\":\"m3\",\"role\":\"tool\",\"type\":"
	    "\"tool-result\",\"content\":[{\"type\":\"tool-result\",\"toolCallId\":"
	    "\"c1\",\"toolName\":\"get_weather\",\"result\":\"24C\"},{\"type\":"
	    "\"tool-result\",\"toolCallId\":\"c2\",\"toolName\":\"get_weather\","
	    "\"result\":\"down\",\"isError\":true}]}",
	    "M:tool R:tool:\"c1\":e=0=\"24C\" R:tool:\"c2\":e=1=\"down\"",
	    "v1: tool-result parts, one an error");
	details("{\"id\":\"m4\",\"role\":\"assistant\",\"type\":\"text\",\"content\":"
	    "[{\"type\":\"reasoning\",\"text\":\"hm\"},{\"type\":\"image\",\"image\":"
	    "\"https://x/a.png\"},7]}", "M:assistant=assistant T:thinking=hm T:image",
	    "v1: reasoning, an image; a part not an object skipped");
	details("{\"id\":\"m6\",\"role\":\"assistant\",\"type\":\"text\",\"content\":"
	    "[{\"type\":\"redacted-reasoning\",\"data\":\"xx\"}]}",
	    "M:assistant=assistant T:thinking", "v1: redacted reasoning, no text");
	maps("{\"id\":\"m5\",\"role\":\"assistant\",\"type\":\"text\",\"content\":5}",
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
	detects(paris[0], 2, "a fixture row");
	detects(paris[1], 2, "a fixture row with a call");
	detects("{\"content\":{\"parts\":[],\"format\":2}}", 2, "format 2 content alone");
	detects("{\"id\":\"a\",\"role\":\"user\",\"type\":\"v2\",\"content\":{}}", 2,
	    "type v2, object content");
	detects("{\"role\":\"user\",\"content\":{\"format\":3,\"parts\":[]}}", 0,
	    "another format number");
	detects("{\"role\":\"user\",\"content\":{\"format\":\"2\",\"parts\":[]}}", 0,
	    "format a string");
	detects("{\"role\":\"user\",\"content\":{\"format\":2,\"parts\":{}}}", 0,
	    "parts not an array");
	detects("{\"role\":\"user\",\"type\":\"v3\",\"content\":{}}", 0, "type v3");
	detects("{\"type\":\"v2\",\"content\":{}}", 0, "type v2 without a role");
	detects("{\"id\":\"m\",\"role\":\"user\",\"type\":\"text\",\"content\":\"hi\"}", 1,
	    "a v1 text row");
	detects("{\"id\":\"m\",\"role\":\"assistant\",\"type\":\"tool-call\",\"content\":"
	    "[]}", 1, "a v1 tool-call row");
	detects("{\"id\":\"m\",\"role\":\"tool\",\"type\":\"tool-result\",\"content\":7}",
	    0, "a v1 row whose content is a number");
	detects("{\"id\":\"m\",\"type\":\"text\",\"content\":\"hi\"}", 0,
	    "a v1 row without a role");
	/* Foreign formats. */
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	detects("{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"output_text\",\"text\":\"x\"}]}", 0, "Responses message");
	detects("{\"role\":\"assistant\",\"parts\":[{\"type\":\"text\",\"text\":\"x\"}],"
	    "\"formatVersion\":2}", 0, "VoltAgent message");
	detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	detects("{}", 0, "empty object");
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
