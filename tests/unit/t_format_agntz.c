/* t_format_agntz.c - the agntz (SqliteStore messages row) format: detect,
 * map and write. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "schema.h"
#include "tap.h"

/* A row's timestamp member. */
#define TS	"\"timestamp\":\"2026-05-06T10:00:00.000Z\""
/* A row of role and content (a string's text), mid the members between
 * content and timestamp. */
#define MSG(role, content, mid) "{\"role\":\"" role "\",\"content\":\"" \
	content "\"" mid "," TS "}"
/* A tool_calls member of the records given. */
#define CALLS(recs)	",\"tool_calls\":[" recs "]"
/* A ToolCallRecord of id, rest its members after input. */
#define REC(id, rest) "{\"id\":\"" id "\",\"name\":\"get_weather\",\"input\":" \
	"{\"city\":\"Paris\"}" rest ",\"duration\":5}"
/* A row of role tool answering id. */
#define TOOLROW(id, content) "{\"role\":\"tool\",\"content\":\"" content "\"," \
	"\"tool_call_id\":\"" id "\"," TS "}"
/* A user row of the content blocks given. */
#define BLOCKS(b) "{\"role\":\"user\",\"content\":\"x [image]\"," TS "," \
	"\"content_blocks\":[" b "]}"

/* The rows of fixtures/native/agntz.sql, as the store yields them. */
static const char *const paris[] = {
	"{\"role\":\"user\",\"content\":\"What is the weather in Paris? [image]\","
	"\"timestamp\":\"2026-05-06T10:00:03.118Z\",\"content_blocks\":[{\"type\":"
	"\"text\",\"text\":\"What is the weather in Paris?\"},{\"type\":\"image\","
	"\"url\":\"https://example.com/paris.jpg\",\"mediaType\":\"image/jpeg\"}]}",
	"{\"role\":\"assistant\",\"content\":\"It is 18\xc2\xb0" "C and cloudy in "
	"Paris. \xe6\x9d\xb1\xe4\xba\xac is next? \xf0\x9f\x9a\x80\",\"tool_calls\":"
	"[{\"id\":\"call_paris_1\",\"name\":\"get_weather\",\"input\":{\"city\":"
	"\"Paris\",\"unit\":\"celsius\"},\"output\":{\"tempC\":18,\"sky\":\"cloudy\","
	"\"note\":\"quotes \\\" and \\\\ kept\"},\"duration\":412}],\"timestamp\":"
	"\"2026-05-06T10:00:03.118Z\"}",
	NULL
};
static const char *const tools[] = {
	"{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{\"id\":\"tc-1\","
	"\"name\":\"lookup\",\"input\":{\"query\":\"test\"},\"output\":{\"result\":"
	"\"found\"},\"duration\":100}],\"timestamp\":\"2026-05-06T10:05:00.000Z\"}",
	"{\"role\":\"tool\",\"content\":\"{\\\"result\\\": \\\"found\\\"}\","
	"\"tool_call_id\":\"tc-1\",\"timestamp\":\"2026-05-06T10:05:00.000Z\"}",
	NULL
};
static const char *const rome[] = {
	"{\"role\":\"user\",\"content\":\"And Rome?\",\"timestamp\":"
	"\"2026-05-06T10:10:01.000Z\"}",
	"{\"role\":\"assistant\",\"content\":\"Let me look.\",\"tool_calls\":[{\"id\":"
	"\"call_rome_1\",\"name\":\"get_weather\",\"input\":{\"city\":\"Rome\"},"
	"\"duration\":0}],\"timestamp\":\"2026-05-06T10:10:01.000Z\"}",
	NULL
};

static void
test_fixture(void)
{
	evs_session_is(paris, 0, "M:user T T / M:assistant T "
	    "C:tool:\"call_paris_1\":get_weather R:tool:\"call_paris_1\":e=0",
	    "fixture: the blocks, a call and its output in one record");
	evs_session_is(paris, EVS_DETAIL | EVS_RESULT_NAME,
	    "M:user=user@2026-05-06T10:00:03.118Z T:text=What is the weather in "
	    "Paris? T:image / M:assistant=assistant@2026-05-06T10:00:03.118Z "
	    "T:text=It is 18\xc2\xb0" "C and cloudy in Paris. \xe6\x9d\xb1\xe4\xba\xac "
	    "is next? \xf0\x9f\x9a\x80 C:tool:\"call_paris_1\":get_weather "
	    "R:tool:\"call_paris_1\":get_weather:e=0",
	    "fixture: labels, times, the blocks not the flattened copy");
	evs_session_is(tools, 0, "M:assistant C:tool:\"tc-1\":lookup "
	    "R:tool:\"tc-1\":e=0 / M:tool T",
	    "fixture: empty content left out; the tool row a copy");
	evs_session_is(rome, 0, "M:user T / M:assistant T C:tool:\"call_rome_1\":"
	    "get_weather", "fixture: a record without output");
	evsink_spans(&format_agntz, paris[1], "{\"tempC\":18,\"sky\":\"cloudy\","
	    "\"note\":\"quotes \\\" and \\\\ kept\"}", "{\"city\":\"Paris\","
	    "\"unit\":\"celsius\"}", "fixture: input and output as their bytes");
}

/* EV_MESSAGE shown with "(echo)" after it when it is a copy. */
static int
echo_emit(void *arg, const struct event *ev)
{
	struct evsink *c = arg;
	int rc = evsink_emit(arg, ev);

	if (rc == ST_OK && ev->kind == EV_MESSAGE && ev->echo)
		buf_adds(&c->out, "(echo)");
	return rc;
}

/* The items as one session, echoes marked. */
static void
echoes_are(const char *const *items, unsigned flags, const char *want,
    const char *what)
{
	struct evsink c;

	evsink_init(&c, flags);
	c.sink.emit = echo_emit;
	is_int(evsink_map_session(&c, &format_agntz, items, " / "), ST_OK,
	    "%s: ST_OK", what);
	is_str(evsink_str(&c), want, "%s", what);
	evsink_release(&c);
}

static void
test_tool_rows(void)
{
	static const char *const answers[] = {
		MSG("assistant", "", CALLS(REC("c1", ""))),
		TOOLROW("c1", "18C"), NULL
	};
	static const char *const both[] = {
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":\"18C\"") ","
		    REC("c2", ""))),
		TOOLROW("c1", "18C copy"), TOOLROW("c2", "24C"), NULL
	};
	static const char *const twice[] = {
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":1"))),
		TOOLROW("c1", "one"), TOOLROW("c1", "two"), NULL
	};
	static const char *const early[] = {
		TOOLROW("c1", "first"),
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":1"))), NULL
	};

	echoes_are(answers, EVS_TEXT_EQ, "M:assistant C:tool:\"c1\":get_weather / "
	    "M:tool R:tool:\"c1\":e=-1=\"18C\"",
	    "a tool row answers a record without output");
	echoes_are(both, EVS_TEXT_EQ, "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=\"18C\" C:tool:\"c2\":get_weather / M:tool(echo) T / "
	    "M:tool R:tool:\"c2\":e=-1=\"24C\"",
	    "a row for a call answered in its record is a copy; the other a result");
	echoes_are(twice, EVS_DETAIL, "M:assistant=assistant@2026-05-06T10:00:00.000Z "
	    "C:tool:\"c1\":get_weather R:tool:\"c1\":e=0 / "
	    "M:tool=tool@2026-05-06T10:00:00.000Z(echo) "
	    "T:text=one / M:tool=tool@2026-05-06T10:00:00.000Z(echo) T:text=two",
	    "every copy an echo, its text as content");
	echoes_are(early, 0, "M:tool R:tool:\"c1\":e=-1 / M:assistant "
	    "C:tool:\"c1\":get_weather R:tool:\"c1\":e=0",
	    "a row before its call: a result (the checker's to judge)");
	echoes_are(tools, EVS_DETAIL, "M:assistant=assistant@2026-05-06T10:05:00.000Z "
	    "C:tool:\"tc-1\":lookup R:tool:\"tc-1\":e=0 / "
	    "M:tool=tool@2026-05-06T10:05:00.000Z(echo) "
	    "T:text={\"result\": \"found\"}", "fixture: the copy shown as such");
}

static void
test_check(void)
{
	static const char *const dangles[] = {
		rome[0], rome[1], MSG("user", "Never mind.", ""), NULL
	};
	static const char *const answered[] = {
		MSG("user", "hi", ""), MSG("assistant", "", CALLS(REC("c1", ""))),
		TOOLROW("c1", "18C"), MSG("user", "thanks", ""), NULL
	};
	static const char *const both[] = {
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":\"18C\""))),
		TOOLROW("c1", "18C"), MSG("user", "thanks", ""), NULL
	};
	static const char *const twice[] = {
		MSG("assistant", "", CALLS(REC("c1", ""))),
		TOOLROW("c1", "one"), TOOLROW("c1", "two"), NULL
	};
	static const char *const failed[] = {
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":{\"error\":\"down\"},"
		    "\"error\":\"down\""))), MSG("user", "ok", ""), NULL
	};
	static const char *const noid[] = {
		MSG("assistant", "", CALLS("{\"name\":\"f\",\"input\":{},\"output\":1,"
		    "\"duration\":1}")), NULL
	};
	static const char *const orphan[] = {
		MSG("user", "hi", ""), TOOLROW("zz", "x"), NULL
	};
	static const char *const dup[] = {
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":1"))),
		MSG("assistant", "", CALLS(REC("c1", ",\"output\":1"))), NULL
	};

	evs_findings_are(paris, "", "the Paris session is clean");
	evs_findings_are(tools, "", "a record's output and a tool row for it: no "
	    "duplicate");
	evs_findings_are(both, "", "the same, the conversation going on");
	evs_findings_are(rome, "pending-call:call_rome_1:get_weather",
	    "a record without output in the last message: pending");
	evs_findings_are(dangles, "dangling-call:call_rome_1:get_weather",
	    "and dangling once the user speaks again");
	evs_findings_are(answered, "", "a tool row answers a record without output");
	evs_findings_are(twice, "duplicate-result:c1:-",
	    "two tool rows for a record without output: a duplicate");
	evs_findings_are(failed, "", "an error answers its call");
	evs_findings_are(noid, "missing-id:-:f missing-id:-:-", "ids are required");
	evs_findings_are(orphan, "orphan-result:zz:-", "a tool row without its call");
	evs_findings_are(dup, "duplicate-call:c1:get_weather duplicate-result:c1:-",
	    "one call id in two records");
}

static void
test_records(void)
{
	evs_maps_with(EVS_TEXT_EQ | EVS_ARGS, MSG("assistant", "",
	    CALLS(REC("c1", ",\"output\":{\"t\":18}"))),
	    "M:assistant C:tool:\"c1\":get_weather({\"city\":\"Paris\"}) "
	    "R:tool:\"c1\":e=0={\"t\":18}", "output: a result, input its args");
	evs_maps_with(EVS_TEXT_EQ, MSG("assistant", "", CALLS(REC("c1",
	    ",\"output\":null"))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=null", "output null: a result still");
	evs_maps_with(EVS_TEXT_EQ, MSG("assistant", "", CALLS(REC("c1",
	    ",\"output\":{\"error\":\"timeout\"},\"error\":\"timeout\""))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=1=\"timeout\"",
	    "error (as the runner writes it): a failure, its text");
	evs_maps_with(EVS_TEXT_EQ, MSG("assistant", "", CALLS(REC("c1",
	    ",\"error\":\"boom\""))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=1=\"boom\"", "error without output: a failure");
	evs_maps_with(EVS_TEXT_EQ, MSG("assistant", "", CALLS(REC("c1",
	    ",\"output\":2,\"error\":null"))), "M:assistant C:tool:\"c1\":get_weather "
	    "R:tool:\"c1\":e=0=2", "error null: the output");
	evs_maps(MSG("assistant", "", CALLS(REC("c1", ",\"error\":null"))),
	    "M:assistant C:tool:\"c1\":get_weather", "error null, no output: none");
	evs_maps(MSG("assistant", "Checking.", CALLS(REC("c1", ""))),
	    "M:assistant T C:tool:\"c1\":get_weather", "neither: a call alone");
	evs_maps_with(EVS_RESULT_NAME, MSG("assistant", "", CALLS(REC("c1",
	    ",\"output\":1") "," REC("c2", "") "," REC("c3", ",\"error\":\"x\""))),
	    "M:assistant C:tool:\"c1\":get_weather R:tool:\"c1\":e=0 "
	    "C:tool:\"c2\":get_weather C:tool:\"c3\":get_weather R:tool:\"c3\":e=1",
	    "three records, each its own; no result name without detail");
	evs_maps_with(EVS_DETAIL | EVS_RESULT_NAME, MSG("assistant", "", CALLS(REC("c1",
	    ",\"output\":1"))), "M:assistant=assistant@2026-05-06T10:00:00.000Z "
	    "C:tool:\"c1\":get_weather R:tool:\"c1\":get_weather:e=0",
	    "a detail sink: the result's tool name");
}

static void
test_content(void)
{
	evs_details(MSG("system", "Be terse.", ""),
	    "M:system=system@2026-05-06T10:00:00.000Z T:text=Be terse.",
	    "a system message");
	evs_details(MSG("user", "", ""), "M:user=user@2026-05-06T10:00:00.000Z",
	    "empty content: no block");
	evs_details(BLOCKS("{\"type\":\"text\",\"text\":\"look\"},{\"type\":\"image\","
	    "\"base64\":\"iVBO\",\"mediaType\":\"image/png\"},{\"type\":\"image\","
	    "\"artifactId\":\"art_1\"},{\"type\":\"audio\",\"url\":"
	    "\"https://x/a.mp3\",\"mediaType\":\"audio/mpeg\"}"),
	    "M:user=user@2026-05-06T10:00:00.000Z T:text=look T:image T:image "
	    "T:image", "content_blocks: text, images, audio; not the copy");
	evs_details("{\"role\":\"user\",\"content\":\"flat\"," TS ",\"content_blocks\":"
	    "\"[not json]\"}", "M:user=user@2026-05-06T10:00:00.000Z T:text=flat",
	    "content_blocks not an array: content");
	evs_details(BLOCKS(""), "M:user=user@2026-05-06T10:00:00.000Z",
	    "no blocks: nothing, not the copy");
	evs_maps(BLOCKS("{\"type\":\"text\",\"text\":\"a\"},7"), "M:user T T",
	    "without detail: a content event per block");
	evs_details("{\"role\":\"critic\",\"content\":\"hm\"," TS "}",
	    "M:other=critic@2026-05-06T10:00:00.000Z T:text=hm", "an unknown role");
}

static void
test_media(void)
{
	struct buf b = BUF_INIT;
	struct event_sink sink = { evsink_media_emit, &b, 1 };
	struct item it = evsink_item(BLOCKS("{\"type\":\"image\",\"url\":"
	    "\"https://x/a.jpg\",\"mediaType\":\"image/jpeg\"},{\"type\":\"image\","
	    "\"base64\":\"iVBO\",\"mediaType\":\"image/png\"},{\"type\":\"audio\","
	    "\"base64\":\"SUQz\",\"mediaType\":\"audio/mpeg\"},{\"type\":\"image\","
	    "\"artifactId\":\"art_1\"}"));
	void *state = calloc(1, format_agntz.state_size);

	is_int(format_map(&format_agntz, &it, state, &sink), ST_OK, "media: ST_OK");
	format_agntz.free_state(state);
	free(state);
	is_str(b.p, "\"https://x/a.jpg\"  \"image/jpeg\" |  \"iVBO\" \"image/png\" | "
	    " \"SUQz\" \"audio/mpeg\" |   ", "media: a URL, base64 data, audio, an "
	    "artifact (nothing to point at)");
	buf_release(&b);
}

/* Writers' raw span: the record, for a call and its result alike; the
 * row, for a tool row's result. */
static void
test_raw(void)
{
#define RECORD	REC("c1", ",\"output\":1")
	const char *json = BLOCKS("{\"type\":\"text\",\"text\":\"x\"}"),
	    *calls = MSG("assistant", "", CALLS(RECORD)), *row = TOOLROW("c9", "t");
	struct evsink c;

	for (int detail = 1; detail >= 0; detail--) {
		evsink_init(&c, detail ? EVS_DETAIL : 0);
		c.sink.emit = evsink_raw_emit;
		is_int(evsink_map(&c, &format_agntz, calls, NULL), ST_OK, "raw: ST_OK");
		is_int(evsink_map(&c, &format_agntz, row, NULL), ST_OK, "raw: ST_OK");
		is_int(evsink_map(&c, &format_agntz, json, NULL), ST_OK, "raw: ST_OK");
		is_str(evsink_str(&c), detail ? "C" RECORD " | R" RECORD " | R" TOOLROW(
		    "c9", "t") " | T{\"type\":\"text\",\"text\":\"x\"}" :
		    "C | R | R | T", "raw: %s", detail ? "the record, the row, the block" :
		    "none without detail");
		evsink_release(&c);
	}
#undef RECORD
}

static void
test_malformed(void)
{
	evs_maps(MSG("assistant", "x", ",\"tool_calls\":\"[]\""), "M:assistant T",
	    "tool_calls a string: no calls");
	evs_maps(MSG("assistant", "x", ",\"tool_calls\":{\"id\":\"c1\"}"), "M:assistant T",
	    "tool_calls an object: no calls");
	evs_maps(MSG("assistant", "", CALLS("1,\"c0\",null,[]," REC("c1", ""))),
	    "M:assistant C:tool:\"c1\":get_weather", "records not objects: skipped");
	evs_maps(MSG("assistant", "", CALLS("{\"name\":\"f\",\"input\":{},\"output\":1}")),
	    "M:assistant C:tool:-:f R:tool:-:e=0", "id missing: a call and result "
	    "without an id");
	evs_maps(MSG("assistant", "", CALLS("{\"id\":7,\"name\":null,\"output\":1}")),
	    "M:assistant C:tool:-:- R:tool:-:e=0", "id and name not strings");
	evs_maps("{\"role\":\"tool\",\"content\":\"x\"," TS "}", "M:tool R:tool:-:e=-1",
	    "a tool row without tool_call_id: a result without an id");
	evs_maps("{\"role\":\"tool\",\"content\":\"x\",\"tool_call_id\":3," TS "}",
	    "M:tool R:tool:-:e=-1", "tool_call_id not a string");
	evs_maps("{\"role\":7,\"content\":\"x\"}", "M:other T", "role not a string");
	evs_maps("{\"role\":\"user\"}", "M:user", "no content");
	evs_maps("{\"role\":\"user\",\"content\":5," TS "}", "M:user",
	    "content not a string");
	evs_maps(MSG("user", "x", ",\"tool_call_id\":\"c1\""), "M:user T",
	    "tool_call_id on a user row: not a result");
}

/* One state for many items: the ids answered in records are kept as the
 * table grows, so every later tool row for them is a copy. */
static void
test_state(void)
{
	const char *items[3] = { NULL, NULL, NULL };
	struct buf calls = BUF_INIT, want = BUF_INIT;
	const char **v = calloc(102, sizeof(*v));
	char (*row)[128] = calloc(100, sizeof(*row));
	struct evsink c;

	buf_adds(&calls, "{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[");
	for (int i = 0; i < 100; i++)
		buf_addf(&calls, "%s{\"id\":\"c%d\",\"name\":\"f\",\"input\":{},"
		    "\"output\":%d,\"duration\":1}", i > 0 ? "," : "", i, i);
	buf_adds(&calls, "]," TS "}");
	v[0] = calls.p;
	for (int i = 0; i < 100; i++) {
		snprintf(row[i], sizeof(row[i]), "{\"role\":\"tool\",\"content\":"
		    "\"%d\",\"tool_call_id\":\"c%d\"," TS "}", i, 99 - i);
		v[i + 1] = row[i];
	}
	evs_findings_are(v, "", "100 records answered, 100 copies: no finding");
	evsink_init(&c, 0);
	c.sink.emit = echo_emit;
	evsink_map_session(&c, &format_agntz, v + 1, " / ");
	for (int i = 0; i < 100; i++)
		buf_addf(&want, "%sM:tool R:tool:\"c%d\":e=-1", i > 0 ? " / " : "",
		    99 - i);
	is_str(evsink_str(&c), want.p, "the rows alone, in fresh state: results");
	evsink_release(&c);
	items[0] = v[0];
	items[1] = TOOLROW("c100", "x");
	evs_findings_are(items, "orphan-result:c100:-", "an id never answered: an "
	    "orphan, not a copy");
	buf_release(&calls);
	buf_release(&want);
	free(v);
	free(row);
}

static void
test_sink_status(void)
{
	const char *json = MSG("assistant", "x", CALLS(REC("c1", ",\"output\":1") ","
	    REC("c2", "")));
	struct evsink c;

	evsink_init(&c, 0);
	for (int at = 1; at <= 5; at++) {
		c.fail_at = at;
		c.count = 0;
		is_int(evsink_map(&c, &format_agntz, json, NULL), ST_IO,
		    "a sink error at event %d is returned", at);
		is_int(c.count, at, "  and mapping stops there");
	}
	for (int at = 1; at <= 2; at++) {
		c.fail_at = at;
		c.count = 0;
		is_int(evsink_map(&c, &format_agntz, TOOLROW("c1", "x"), NULL), ST_IO,
		    "a tool row: a sink error at event %d is returned", at);
	}
	evsink_release(&c);
}

static void
test_detect(void)
{
	evs_detects(paris[0], 2, "a row with content_blocks");
	evs_detects(paris[1], 2, "a row with records");
	evs_detects(tools[1], 2, "a tool row");
	evs_detects(rome[0], 1, "a text row: could be");
	evs_detects(rome[1], 2, "a record without output");
	evs_detects(MSG("assistant", "", ",\"tool_calls\":[]"), 1, "no records: could be");
	evs_detects(MSG("assistant", "", CALLS("{\"id\":\"c1\",\"name\":\"f\"}")), 1,
	    "an entry without input or duration: could be");
	evs_detects(MSG("assistant", "", CALLS(REC("c1", "") ",7")), 1,
	    "an entry not an object: could be");
	evs_detects(MSG("assistant", "", ",\"tool_calls\":{}"), 1,
	    "tool_calls not an array: could be");
	evs_detects(MSG("assistant", "", CALLS("{\"id\":\"c1\",\"type\":\"function\","
	    "\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}}")), 0,
	    "Chat's tool_calls, even with a timestamp");
	evs_detects(MSG("assistant", "", CALLS(REC("c1", "") ",{\"id\":\"c2\","
	    "\"type\":\"custom\",\"custom\":{\"name\":\"f\",\"input\":\"x\"}}")), 0,
	    "a Chat custom call among records");
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat: no timestamp");
	evs_detects("{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"x\"}", 0,
	    "a Chat tool message");
	evs_detects("{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"c1\",\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":"
	    "\"{}\"}}]}", 0, "a Chat assistant message");
	evs_detects("{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":1}", 0,
	    "timestamp a number");
	evs_detects("{\"role\":\"user\",\"content\":[\"hi\"]," TS "}", 0,
	    "content an array");
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"," TS ",\"name\":\"ada\"}", 0,
	    "a member that is no column");
	evs_detects("{\"role\":\"human\",\"content\":\"hi\"," TS "}", 0,
	    "a role agntz has not");
	evs_detects("{\"content\":\"hi\"," TS "}", 0, "no role");
	evs_detects("{\"type\":\"message\",\"role\":\"user\",\"content\":\"hi\"," TS "}",
	    0, "a Responses message");
	evs_detects("{}", 0, "empty object");
}

/* The fixture's sessions are voted agntz; Chat's stay Chat's. */
static void
test_vote(void)
{
	static const char *const chat[] = {
		"{\"role\":\"user\",\"content\":\"Weather?\"}",
		"{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\","
		"\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":"
		"\"{}\"}}]}",
		"{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"18C\"}", NULL
	};
	static const char *const chat_times[] = {
		MSG("user", "Weather?", ""),
		"{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{\"id\":\"c1\","
		"\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":"
		"\"{}\"}}]," TS "}", TOOLROW("c1", "18C"), NULL
	};
	const char *const *sessions[] = { paris, tools, rome, chat, chat_times };
	const struct format *want[] = {
		&format_agntz, &format_agntz, &format_agntz, &format_chat, &format_chat
	};
	const char *names[] = { "paris", "tools", "rome", "Chat", "Chat with times" };

	for (size_t s = 0; s < 5; s++) {
		struct format_vote v;

		memset(&v, 0, sizeof(v));
		for (size_t i = 0; sessions[s][i] != NULL; i++) {
			struct item it = evsink_item(sessions[s][i]);
			struct format_item fi;

			format_item_init(&fi, &it);
			format_vote_add(&v, &fi);
		}
		ok(format_vote_result(&v) == want[s], "vote: the %s session is %s's",
		    names[s], want[s]->name);
	}
	is_int(evsink_detect(&format_chat, paris[1]), 1,
	    "chat: records in tool_calls are no Chat calls");
	is_int(evsink_detect(&format_chat, chat[1]), 2, "chat: its own still sure");
}

/* Another format's session with agntz rows in it: each is mapped with
 * fresh state (its events never point into it). */
static void
test_detected(void)
{
	struct evsink c;
	struct item a = evsink_item(paris[1]), b = evsink_item(tools[1]);

	evsink_init(&c, 0);
	is_int(format_map_detected(&a, &format_chat, &c.sink), ST_OK,
	    "in another format's session: ST_OK");
	is_int(format_map_detected(&b, &format_chat, &c.sink), ST_OK,
	    "  a tool row too");
	is_str(evsink_str(&c), "M:assistant T C:tool:\"call_paris_1\":get_weather "
	    "R:tool:\"call_paris_1\":e=0 M:tool R:tool:\"tc-1\":e=-1",
	    "  mapped as agntz's, the tool row a result alone");
	evsink_release(&c);
}

/* --- Writing --------------------------------------------------------- */

/* A span of the C string literal s; none. */
#define SP(s)	((struct json_span){ s, sizeof(s) - 1 })
#define NONE	((struct json_span){ NULL, 0 })

/* The blocks a writer is given (struct format_message). */
#define TEXT(t)	{ .kind = EV_CONTENT, .block = BLOCK_TEXT, .text = SP(t) }
#define CALL(i, n, a) { .kind = EV_CALL, .ns = "function", .id = SP(i), \
	.name = SP(n), .args = SP(a) }
#define RESULT(i, t) { .kind = EV_RESULT, .ns = "function", .id = SP(i), \
	.name = SP("\"f\""), .text = SP(t), .is_error = -1 }

/* The rows of out, a line each: rows, NULL-terminated, into copy. */
struct rows {
	char		 *copy;
	const char	**rows;
};

static void
rows_of(const struct buf *out, struct rows *r)
{
	char *nl;
	size_t n = 0;

	r->copy = strdup(out->p != NULL ? out->p : "");
	r->rows = calloc(out->len + 2, sizeof(*r->rows));
	for (char *p = r->copy; *p != '\0'; p = nl + 1) {
		r->rows[n++] = p;
		if ((nl = strchr(p, '\n')) == NULL)
			break;
		*nl = '\0';
	}
	r->rows[n] = NULL;
}

static void
rows_free(struct rows *r)
{
	free(r->copy);
	free(r->rows);
}

/* Does every row of out pass the agntz: store (made again byte for byte
 * from its columns) and look like agntz's? */
static int
stored(const struct buf *out)
{
	struct rows r;
	struct schema_value v[SCHEMA_MEMBERS_MAX];
	struct buf scratch = BUF_INIT, why = BUF_INIT;
	struct format_item fi;
	struct item it;
	int good;

	rows_of(out, &r);
	good = r.rows[0] != NULL;
	for (size_t i = 0; r.rows[i] != NULL; i++) {
		it = evsink_item(r.rows[i]);
		format_item_init(&fi, &it);
		if (schema_item_split(&schema_agntz.items, r.rows[i],
		    strlen(r.rows[i]), &scratch, v, &why) != ST_OK ||
		    format_agntz.detect(&fi) == 0) {
			printf("# not a row: %s (%s)\n", r.rows[i],
			    why.len ? why.p : "");
			good = 0;
		}
	}
	rows_free(&r);
	buf_release(&scratch);
	buf_release(&why);
	return good;
}

/*
 * Write the messages m[0..n) as one session, after begin(s) if s, after
 * follow(near) if near: out is want (or "ST=N" where a message is
 * refused, out then as it was), each row one the store keeps; and, with
 * events, mapped back as those (EVS_DETAIL) with no findings.
 */
static void
writes(const struct format_session *s, const char *near,
    const struct format_message *m, size_t n, const char *want,
    const char *events, const char *what)
{
	struct format_writing w;
	struct buf out = BUF_INIT;
	size_t before;
	int rc = ST_OK;

	format_write_init(&w, &format_agntz);
	if (s != NULL)
		format_write_begin(&w, s, &out);
	if (near != NULL)
		format_write_follow(&w, (struct json_span){ near, strlen(near) });
	for (size_t i = 0; i < n && rc == ST_OK; i++) {
		before = out.len;
		if ((rc = format_write_message(&w, &m[i], &out)) != ST_OK) {
			ok(out.len == before, "%s: out as it was", what);
			buf_addf(&out, "ST=%d", rc);
		}
	}
	format_write_release(&w);
	is_str(out.p != NULL ? out.p : "", want, "%s", what);
	if (rc == ST_OK)
		ok(stored(&out), "%s: rows the store keeps", what);
	if (rc == ST_OK && events != NULL) {
		struct rows r;

		rows_of(&out, &r);
		evs_session_is(r.rows, EVS_DETAIL, events, what);
		evs_findings_are(r.rows, "", what);
		rows_free(&r);
	}
	buf_release(&out);
}

/* A message of role at time (a literal, or NULL) of the blocks b. */
#define MESSAGE(role, time, b) { role, time == NULL ? NONE : SP(time), NONE, \
	b, sizeof(b) / sizeof(b[0]), 0 }

#define T0	"\"2026-05-06T10:00:00.000Z\""

static void
test_write_text(void)
{
	struct event hi[] = { TEXT("\"hi\"") };
	struct event two[] = { TEXT("\"one\""), TEXT("\"two\"") };
	struct format_message m[] = {
		MESSAGE(ROLE_SYSTEM, T0, hi), MESSAGE(ROLE_USER, T0, two),
		MESSAGE(ROLE_ASSISTANT, T0, hi)
	};
	struct format_message none = { ROLE_ASSISTANT, SP(T0), NONE, NULL, 0, 0 };

	writes(NULL, NULL, m, 3, "{\"role\":\"system\",\"content\":\"hi\","
	    "\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n"
	    "{\"role\":\"user\",\"content\":\"one two\","
	    "\"timestamp\":\"2026-05-06T10:00:00.000Z\",\"content_blocks\":"
	    "[{\"type\":\"text\",\"text\":\"one\"},{\"type\":\"text\","
	    "\"text\":\"two\"}]}\n"
	    "{\"role\":\"assistant\",\"content\":\"hi\","
	    "\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n",
	    "M:system=system@2026-05-06T10:00:00.000Z T:text=hi / "
	    "M:user=user@2026-05-06T10:00:00.000Z T:text=one T:text=two / "
	    "M:assistant=assistant@2026-05-06T10:00:00.000Z T:text=hi",
	    "write: system; several texts kept apart in content_blocks, "
	    "content their serializeContent() join");
	writes(NULL, NULL, &none, 1, "{\"role\":\"assistant\",\"content\":\"\","
	    "\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n", NULL,
	    "write: no blocks, a row of \"\"");
}

static void
test_write_calls(void)
{
	struct event ask[] = { TEXT("\"Weather?\"") };
	struct event calls[] = { TEXT("\"Looking.\""),
	    CALL("\"c1\"", "\"get_weather\"", "{\"city\":\"Paris\"}"),
	    CALL("\"c2\"", "\"f\"", "[1,2]"), TEXT("\"And then.\""),
	    CALL("\"c3\"", "\"f\"", "{}") };
	struct event results[] = { RESULT("\"c1\"", "\"18C\""),
	    RESULT("\"c2\"", "\"ok\""), RESULT("\"c3\"", "[{\"type\":\"text\","
	    "\"text\":\"done\"}]") };
	struct format_message m[] = { MESSAGE(ROLE_USER, T0, ask),
	    MESSAGE(ROLE_ASSISTANT, T0, calls), MESSAGE(ROLE_TOOL, T0, results) };
#define ROW_TS	"\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n"

	writes(NULL, NULL, m, 3,
	    "{\"role\":\"user\",\"content\":\"Weather?\"," ROW_TS
	    "{\"role\":\"assistant\",\"content\":\"Looking.\",\"tool_calls\":"
	    "[{\"id\":\"c1\",\"name\":\"get_weather\",\"input\":{\"city\":"
	    "\"Paris\"}},{\"id\":\"c2\",\"name\":\"f\",\"input\":[1,2]}]," ROW_TS
	    "{\"role\":\"assistant\",\"content\":\"And then.\",\"tool_calls\":"
	    "[{\"id\":\"c3\",\"name\":\"f\",\"input\":{}}]," ROW_TS
	    "{\"role\":\"tool\",\"content\":\"18C\",\"tool_call_id\":\"c1\"," ROW_TS
	    "{\"role\":\"tool\",\"content\":\"ok\",\"tool_call_id\":\"c2\"," ROW_TS
	    "{\"role\":\"tool\",\"content\":\"done\",\"tool_call_id\":\"c3\"," ROW_TS,
	    "M:user=user@2026-05-06T10:00:00.000Z T:text=Weather? / "
	    "M:assistant=assistant@2026-05-06T10:00:00.000Z T:text=Looking. "
	    "C:tool:\"c1\":get_weather C:tool:\"c2\":f / "
	    "M:assistant=assistant@2026-05-06T10:00:00.000Z T:text=And then. "
	    "C:tool:\"c3\":f / M:tool=tool@2026-05-06T10:00:00.000Z "
	    "R:tool:\"c1\":e=-1 / M:tool=tool@2026-05-06T10:00:00.000Z "
	    "R:tool:\"c2\":e=-1 / M:tool=tool@2026-05-06T10:00:00.000Z "
	    "R:tool:\"c3\":e=-1",
	    "write: records without output, text after a call a row more, "
	    "results tool rows (an array's text)");
	calls[4].args = NONE;
	writes(NULL, NULL, &m[1], 1,
	    "{\"role\":\"assistant\",\"content\":\"Looking.\",\"tool_calls\":"
	    "[{\"id\":\"c1\",\"name\":\"get_weather\",\"input\":{\"city\":"
	    "\"Paris\"}},{\"id\":\"c2\",\"name\":\"f\",\"input\":[1,2]}]," ROW_TS
	    "{\"role\":\"assistant\",\"content\":\"And then.\",\"tool_calls\":"
	    "[{\"id\":\"c3\",\"name\":\"f\",\"input\":{}}]," ROW_TS, NULL,
	    "write: a call without arguments, input {}");
#undef ROW_TS
}

static void
test_write_media(void)
{
	struct event look[] = { TEXT("\"Look:\""),
	    { .kind = EV_CONTENT, .block = BLOCK_IMAGE,
	    .url = SP("\"https://x/a.jpg\""), .media_type = SP("\"image/jpeg\"") },
	    { .kind = EV_CONTENT, .block = BLOCK_IMAGE, .data = SP("\"iVBO\""),
	    .media_type = SP("\"image/png\"") },
	    { .kind = EV_CONTENT, .block = BLOCK_IMAGE, .data = SP("\"SUQz\""),
	    .media_type = SP("\"audio/mpeg\"") },
	    { .kind = EV_CONTENT, .block = BLOCK_IMAGE,
	    .url = SP("\"data:image/gif;base64,R0lG\"") }, TEXT("\"ok?\"") };
	struct format_message m = MESSAGE(ROLE_USER, T0, look);

	writes(NULL, NULL, &m, 1, "{\"role\":\"user\",\"content\":\"Look: [image] "
	    "[image] [image] [image] ok?\",\"timestamp\":"
	    "\"2026-05-06T10:00:00.000Z\",\"content_blocks\":[{\"type\":\"text\","
	    "\"text\":\"Look:\"},{\"type\":\"image\",\"url\":\"https://x/a.jpg\","
	    "\"mediaType\":\"image/jpeg\"},{\"type\":\"image\",\"base64\":\"iVBO\","
	    "\"mediaType\":\"image/png\"},{\"type\":\"audio\",\"base64\":\"SUQz\","
	    "\"mediaType\":\"audio/mpeg\"},{\"type\":\"image\",\"url\":"
	    "\"data:image/gif;base64,R0lG\"},{\"type\":\"text\",\"text\":\"ok?\"}]}\n",
	    "M:user=user@2026-05-06T10:00:00.000Z T:text=Look: T:image T:image "
	    "T:image T:image T:text=ok?",
	    "write: media in content_blocks, the flattened copy in content");
}

/* Times: the message's, made toISOString()'s; else the row before's,
 * near's, the session's, the epoch's start. */
static void
test_write_times(void)
{
	struct event hi[] = { TEXT("\"hi\"") };
	struct format_message m[] = {
		MESSAGE(ROLE_USER, NULL, hi),
		MESSAGE(ROLE_USER, "\"2026-05-06 12:00:01.25+02:00\"", hi),
		MESSAGE(ROLE_USER, NULL, hi),
		MESSAGE(ROLE_USER, "\"2026-05-06T10:00:02Z\"", hi),
		MESSAGE(ROLE_USER, "1778061603", hi),
		MESSAGE(ROLE_USER, "\"yesterday\"", hi)
	};
	struct format_session s = { SP("\"S\""), SP("\"2026-01-02T03:04:05.6Z\""),
	    NONE, NONE, NONE };
	struct format_session untimed = { SP("\"S\""), NONE, NONE, NONE, NONE };
#define ROW(t)	"{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":\"" t \
	"\"}\n"

	writes(NULL, NULL, m, 6, ROW("1970-01-01T00:00:00.000Z")
	    ROW("2026-05-06T10:00:01.250Z") ROW("2026-05-06T10:00:01.250Z")
	    ROW("2026-05-06T10:00:02.000Z") ROW("2026-05-06T10:00:03.000Z")
	    ROW("2026-05-06T10:00:03.000Z"), NULL,
	    "write: none, an offset, the row before's, no fraction, seconds, "
	    "not a time");
	writes(&s, NULL, m, 1, ROW("2026-01-02T03:04:05.600Z"), NULL,
	    "write: the session's time");
	writes(&untimed, NULL, m, 1, ROW("1970-01-01T00:00:00.000Z"), NULL,
	    "write: a session without one");
	writes(&s, "{\"role\":\"user\",\"content\":\"x\",\"timestamp\":"
	    "\"2026-05-06T09:00:00.000Z\"}", m, 1, ROW("2026-05-06T09:00:00.000Z"),
	    NULL, "write: follow, near's time");
#undef ROW
}

/* Strings written as the store makes its columns again: decoded and
 * escaped by json_str_encode(); what a text column cannot hold refused. */
static void
test_write_escaping(void)
{
	struct event esc[] = {
		TEXT("\"caf\\u00e9 \\/ \\u0001 \\\" \\ud83d\\ude80\"")
	};
	struct event calls[] = { CALL("\"c\\u002f1\"", "\"f\\u00e9\"",
	    "{\"a\":\"\\u00e9\"}") };
	struct event results[] = { RESULT("\"c\\u002f1\"", "\"tab\\u0009\"") };
	struct event nul[] = { TEXT("\"a\\u0000b\"") };
	struct event nulres[] = { RESULT("\"c1\"", "\"a\\u0000b\"") };
	struct format_message m[] = { MESSAGE(ROLE_USER, T0, esc),
	    MESSAGE(ROLE_ASSISTANT, T0, calls), MESSAGE(ROLE_TOOL, T0, results) };
	struct format_message bad = MESSAGE(ROLE_USER, T0, nul);
	struct format_message badres = MESSAGE(ROLE_TOOL, T0, nulres);

	writes(NULL, NULL, m, 3, "{\"role\":\"user\",\"content\":\"caf\xc3\xa9 / "
	    "\\u0001 \\\" \xf0\x9f\x9a\x80\",\"timestamp\":"
	    "\"2026-05-06T10:00:00.000Z\"}\n{\"role\":\"assistant\",\"content\":"
	    "\"\",\"tool_calls\":[{\"id\":\"c/1\",\"name\":\"f\xc3\xa9\",\"input\":"
	    "{\"a\":\"\\u00e9\"}}],\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n"
	    "{\"role\":\"tool\",\"content\":\"tab\\t\",\"tool_call_id\":\"c/1\","
	    "\"timestamp\":\"2026-05-06T10:00:00.000Z\"}\n", NULL,
	    "write: strings escaped again, arguments as they are");
	writes(NULL, NULL, &bad, 1, "ST=4", NULL, "write: a NUL in content");
	writes(NULL, NULL, &badres, 1, "ST=4", NULL, "write: a NUL in a result");
}

/* What agntz has no place for: refused whole. */
static void
test_write_refusals(void)
{
	struct event think[] = { TEXT("\"a\""), { .kind = EV_CONTENT,
	    .block = BLOCK_THINKING, .text = SP("\"hm\"") } };
	struct event other[] = { { .kind = EV_CONTENT, .block = BLOCK_OTHER,
	    .text = SP("{\"type\":\"x\"}") } };
	struct event call[] = { CALL("\"c1\"", "\"f\"", "{}") };
	struct event result[] = { RESULT("\"c1\"", "\"ok\"") };
	struct event mixed[] = { RESULT("\"c1\"", "\"ok\""), TEXT("\"a\"") };
	struct event noid[] = { CALL("\"c1\"", "\"f\"", "{}") };
	struct format_message m[] = {
		MESSAGE(ROLE_ASSISTANT, T0, think), MESSAGE(ROLE_USER, T0, other),
		MESSAGE(ROLE_USER, T0, call), MESSAGE(ROLE_ASSISTANT, T0, result),
		MESSAGE(ROLE_TOOL, T0, mixed), MESSAGE(ROLE_OTHER, T0, result),
		MESSAGE(ROLE_ASSISTANT, T0, noid)
	};
	static const char *const what[] = { "thinking", "another block",
	    "a call in a user message", "a result in an assistant message",
	    "text in a tool message", "another role", "a call without an id" };

	noid[0].id = NONE;
	for (size_t i = 0; i < sizeof(m) / sizeof(m[0]); i++)
		writes(NULL, NULL, &m[i], 1, "ST=4", NULL, what[i]);
}

/* Repair: a made-up result a tool row at near's time. */
static void
test_write_answer(void)
{
	struct format_result r = { SP("\"c1\""), SP("\"f\""), "tool", NONE };
	struct json_span near = SP("{\"role\":\"assistant\",\"content\":\"\","
	    "\"tool_calls\":[{\"id\":\"c1\",\"name\":\"f\",\"input\":{}}],"
	    "\"timestamp\":\"2026-05-06T10:00:07.000Z\"}");
	struct buf out = BUF_INIT;

	is_int(format_answer(&format_agntz, &r, 1, near, NONE, &out, NULL), ST_OK,
	    "answer: ST_OK");
	is_str(out.p, "{\"role\":\"tool\",\"content\":\"" FORMAT_INTERRUPTED
	    "\",\"tool_call_id\":\"c1\",\"timestamp\":\"2026-05-06T10:00:07.000Z\"}\n",
	    "answer: a tool row, no error flag, at near's time");
	ok(stored(&out), "answer: a row the store keeps");
	buf_release(&out);
}

int
main(void)
{
	evsink_use(&format_agntz);
	test_fixture();
	test_tool_rows();
	test_check();
	test_records();
	test_content();
	test_media();
	test_raw();
	test_malformed();
	test_state();
	test_sink_status();
	test_detect();
	test_vote();
	test_detected();
	is_str(format_agntz.name, "agntz", "name");
	ok(format_by_name("agntz") == &format_agntz, "listed in format_table");
	is_int(format_agntz.placement, P_AFTER,
	    "placement: results in the record or later");
	is_int((long long)format_agntz.flags, FMT_ID_REQUIRED, "flags: ids required");
	ok(format_agntz.errors.dangling == NULL && format_agntz.errors.orphan == NULL,
	    "no API error texts");
	test_write_text();
	test_write_calls();
	test_write_media();
	test_write_times();
	test_write_escaping();
	test_write_refusals();
	test_write_answer();
	ok(format_agntz.writer != NULL && format_agntz.answer == NULL,
	    "a writer, no answer: results are rows");
	ok(format_agntz.writer->result_items == 1, "writer: a result a row");
	is_int((long long)format_agntz.writer->holds, HOLDS_ALL | HOLDS_SYSTEM |
	    HOLDS_MEDIA, "writer: a target; system and media, no thinking, "
	    "error flag or custom calls; arguments as JSON");
	ok(format_agntz.writer->begin != NULL && format_agntz.writer->follow !=
	    NULL && format_agntz.writer->content == NULL, "writer: begin, follow");
	ok(format_agntz.state_size > 0 && format_agntz.free_state != NULL,
	    "state: the ids answered in records");
	return tap_done();
}
