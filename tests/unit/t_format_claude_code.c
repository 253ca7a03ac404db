/* t_format_claude_code.c - Claude Code transcripts: detection, line merging. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "json.h"
#include "tap.h"

/* Map lines (NULL-terminated) as one session; compare the rendering, in
 * which items are separated by " |". */
static void
check_session(const char *const *lines, const char *want, const char *what)
{
	struct evsink c;

	evsink_init(&c, 0);
	evsink_map_session(&c, &format_claude_code, lines, " |");
	is_str(evsink_str(&c), want, "map: %s", what);
	evsink_release(&c);
}

static void
check_detect(const char *json, int want, const char *what)
{
	is_int(evsink_detect(&format_claude_code, json), want, "detect %d: %s", want, what);
}

/* FORMATS.md 7a, in file order. */
#define U1	"{\"type\":\"user\",\"uuid\":\"u1\",\"parentUuid\":null,\"sessionId\":" \
	"\"S\",\"timestamp\":\"2026-08-01T10:00:00.000Z\",\"cwd\":\"/w\",\"version\":" \
	"\"2.1.0\",\"gitBranch\":\"main\",\"isSidechain\":false,\"userType\":" \
	"\"external\",\"message\":{\"role\":\"user\",\"content\":" \
	"\"Weather in Paris and Rome?\"}}"
#define A1	"{\"type\":\"assistant\",\"uuid\":\"a1\",\"parentUuid\":\"u1\"," \
	"\"sessionId\":\"S\",\"requestId\":\"req_1\",\"message\":{\"id\":\"msg_X\"," \
	"\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-x\"," \
	"\"content\":[{\"type\":\"tool_use\",\"id\":\"toolu_A\",\"name\":" \
	"\"get_weather\",\"input\":{\"city\":\"Paris\"}}],\"stop_reason\":null," \
	"\"usage\":{\"input_tokens\":9,\"output_tokens\":30}}}"
#define A2	"{\"type\":\"assistant\",\"uuid\":\"a2\",\"parentUuid\":\"a1\"," \
	"\"sessionId\":\"S\",\"requestId\":\"req_1\",\"message\":{\"id\":\"msg_X\"," \
	"\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":" \
	"\"tool_use\",\"id\":\"toolu_B\",\"name\":\"get_weather\",\"input\":" \
	"{\"city\":\"Rome\"}}],\"stop_reason\":\"tool_use\"}}"
#define R1	"{\"type\":\"user\",\"uuid\":\"r1\",\"parentUuid\":\"a1\"," \
	"\"sourceToolAssistantUUID\":\"a1\",\"sessionId\":\"S\",\"message\":" \
	"{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":" \
	"\"toolu_A\",\"content\":\"18C cloudy\"}]},\"toolUseResult\":{\"stdout\":" \
	"\"18C cloudy\",\"stderr\":\"\",\"interrupted\":false}}"
#define R2	"{\"type\":\"user\",\"uuid\":\"r2\",\"parentUuid\":\"a2\"," \
	"\"sourceToolAssistantUUID\":\"a2\",\"sessionId\":\"S\",\"message\":" \
	"{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":" \
	"\"toolu_B\",\"content\":\"24C sunny\",\"is_error\":false}]}}"
#define A3	"{\"type\":\"assistant\",\"uuid\":\"a3\",\"parentUuid\":\"r2\"," \
	"\"sessionId\":\"S\",\"message\":{\"id\":\"msg_Y\",\"role\":\"assistant\"," \
	"\"content\":[{\"type\":\"text\",\"text\":\"Paris 18C, Rome 24C.\"}]," \
	"\"stop_reason\":\"end_turn\"}}"
#define C1	"{\"type\":\"system\",\"subtype\":\"compact_boundary\",\"uuid\":\"c1\"," \
	"\"parentUuid\":null,\"logicalParentUuid\":\"a3\",\"sessionId\":\"S\"," \
	"\"content\":\"Conversation compacted\",\"compactMetadata\":{\"trigger\":" \
	"\"auto\",\"preTokens\":155000}}"
#define S1	"{\"type\":\"user\",\"uuid\":\"s1\",\"parentUuid\":\"c1\",\"sessionId\":" \
	"\"S\",\"isCompactSummary\":true,\"isVisibleInTranscriptOnly\":true," \
	"\"message\":{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":" \
	"\"Summary: weather lookups done.\"}]}}"
#define SUM	"{\"type\":\"summary\",\"summary\":\"Paris/Rome weather\",\"leafUuid\":" \
	"\"a3\"}"

/* Short lines for the merging cases. */
#define ASST(uuid, id, block) "{\"type\":\"assistant\",\"uuid\":\"" uuid "\"," \
	"\"sessionId\":\"S\",\"message\":{\"id\":\"" id "\",\"role\":" \
	"\"assistant\",\"content\":[" block "]}}"
#define USER(uuid, block) "{\"type\":\"user\",\"uuid\":\"" uuid "\",\"sessionId\":" \
	"\"S\",\"message\":{\"role\":\"user\",\"content\":[" block "]}}"
#define USE(id)	"{\"type\":\"tool_use\",\"id\":\"" id "\",\"name\":\"Bash\"," \
	"\"input\":{\"command\":\"ls\"}}"
#define RES(id)	"{\"type\":\"tool_result\",\"tool_use_id\":\"" id "\"," \
	"\"content\":\"ok\"}"
#define ERR(id)	"{\"type\":\"tool_result\",\"tool_use_id\":\"" id "\"," \
	"\"content\":\"failed\",\"is_error\":true}"
#define TXT	"{\"type\":\"text\",\"text\":\"x\"}"
#define SIDE(uuid, inner) "{\"type\":\"" inner "\",\"isSidechain\":true," \
	"\"uuid\":\"" uuid "\",\"sessionId\":\"S\",\"message\":{\"id\":" \
	"\"msg_side\",\"role\":\"" inner "\",\"content\":[" TXT "]}}"

static void
test_map(void)
{
	static const char *const example[] = { U1, A1, A2, R1, R2, A3, C1, S1,
	    SUM, NULL };
	static const char *const interleaved[] = {
		ASST("a1", "msg_X", USE("toolu_A")), USER("r1", RES("toolu_A")),
		ASST("a2", "msg_X", USE("toolu_B")), USER("r2", RES("toolu_B")),
		NULL
	};
	static const char *const overlap[] = {
		ASST("a1", "msg_X", USE("A")), ASST("a2", "msg_X", USE("B")),
		USER("r1", RES("A")), ASST("a3", "msg_X", TXT),
		ASST("a4", "msg_X", USE("C")), USER("r2", RES("B")),
		USER("r3", ERR("C")), ASST("a5", "msg_Y", TXT), NULL
	};
	static const char *const overtaken[] = {
		ASST("a1", "msg_X", USE("A")), ASST("a2", "msg_X", USE("B")),
		USER("r1", RES("A")), ASST("a3", "msg_X", USE("C")),
		USER("r2", RES("C")), USER("r3", RES("B")), NULL
	};
	static const char *const closed[] = {
		ASST("a1", "msg_X", USE("A")), ASST("a2", "msg_X", USE("B")),
		USER("r1", RES("A")), USER("u1", TXT),
		ASST("a3", "msg_X", USE("C")), USER("r2", RES("B") "," RES("C")),
		NULL
	};
	static const char *const two_msgs[] = {
		ASST("a1", "msg_X", TXT), ASST("a2", "msg_X", USE("t1")),
		ASST("a3", "msg_Y", TXT), ASST("a4", "msg_Y", TXT), NULL
	};
	static const char *const no_id[] = {
		"{\"type\":\"assistant\",\"uuid\":\"a1\",\"message\":{\"role\":"
		"\"assistant\",\"content\":[" TXT "]}}",
		"{\"type\":\"assistant\",\"uuid\":\"a2\",\"message\":{\"role\":"
		"\"assistant\",\"content\":[" TXT "]}}",
		"{\"type\":\"assistant\",\"uuid\":\"a3\",\"message\":{\"id\":\"\","
		"\"role\":\"assistant\",\"content\":[" TXT "]}}",
		NULL
	};
	static const char *const users[] = {
		ASST("a1", "msg_X", USE("t1") "," USE("t2")),
		USER("r1", RES("t1")),
		"{\"type\":\"progress\",\"uuid\":\"p1\",\"parentUuid\":\"r1\","
		"\"sessionId\":\"S\",\"data\":{\"type\":\"hook_progress\"}}",
		"{\"type\":\"system\",\"subtype\":\"turn_duration\",\"uuid\":\"d1\","
		"\"sessionId\":\"S\",\"durationMs\":5}",
		"{\"type\":\"attachment\",\"uuid\":\"x1\",\"sessionId\":\"S\","
		"\"attachment\":{\"type\":\"todo\"}}",
		USER("r2", ERR("t2")),
		"{\"type\":\"user\",\"uuid\":\"m1\",\"isMeta\":true,\"sessionId\":"
		"\"S\",\"message\":{\"role\":\"user\",\"content\":"
		"\"[Request interrupted by user for tool use]\"}}",
		"{\"type\":\"user\",\"uuid\":\"u2\",\"sessionId\":\"S\",\"message\":"
		"{\"role\":\"user\",\"content\":\"go on\"}}",
		ASST("a2", "msg_Y", TXT),
		NULL
	};
	static const char *const meta_first[] = {
		ASST("a1", "msg_X", USE("t1")),
		"{\"type\":\"user\",\"uuid\":\"m1\",\"isMeta\":true,\"sessionId\":"
		"\"S\",\"message\":{\"role\":\"user\",\"content\":[" TXT "]}}",
		USER("r1", RES("t1")),
		NULL
	};
	static const char *const compact[] = {
		ASST("a1", "msg_X", USE("t1")), C1, ASST("a2", "msg_X", TXT),
		USER("r1", RES("t1")), NULL
	};
	static const char *const main_side[] = {
		USER("u1", TXT), SIDE("x1", "user"), SIDE("x2", "assistant"),
		ASST("a1", "msg_X", TXT), NULL
	};
	static const char *const side_file[] = {
		SIDE("x1", "user"), SIDE("x2", "assistant"), USER("u9", TXT),
		"{\"type\":\"system\",\"subtype\":\"compact_boundary\","
		"\"isSidechain\":false,\"uuid\":\"c9\"}",
		"{\"type\":\"system\",\"subtype\":\"compact_boundary\","
		"\"isSidechain\":true,\"uuid\":\"c8\"}",
		NULL
	};
	static const char *const odd[] = {
		"{\"type\":\"file-history-snapshot\",\"messageId\":\"m\","
		"\"snapshot\":{},\"isSnapshotUpdate\":false}",
		"{\"type\":\"queue-operation\",\"operation\":\"enqueue\"}",
		"{\"type\":\"custom-title\",\"customTitle\":\"t\",\"sessionId\":\"S\"}",
		"{\"type\":\"user\",\"uuid\":\"u1\"}",
		"{\"type\":\"user\",\"uuid\":\"u2\",\"message\":\"text\"}",
		"{\"type\":7,\"message\":{}}",
		"{\"uuid\":\"q\"}",
		"{\"type\":\"user\",\"uuid\":\"u3\",\"message\":{\"role\":\"user\","
		"\"content\":[{\"type\":\"tool_result\",\"content\":\"no id\"},"
		"{\"type\":\"tool_result\",\"tool_use_id\":\"\"}]}}",
		NULL
	};

	check_session(example,
	    "M:user T | M:assistant C:tool:\"toolu_A\":get_weather | "
	    "C:tool:\"toolu_B\":get_weather | M:user R:tool:\"toolu_A\":e=0 | "
	    "R:tool:\"toolu_B\":e=0 | M:assistant T | B | M:user T | N",
	    "FORMATS.md 7a: lines of msg_X merge, result lines merge");
	check_session(interleaved,
	    "M:assistant C:tool:\"toolu_A\":Bash | M:user R:tool:\"toolu_A\":e=0 | "
	    "M:assistant C:tool:\"toolu_B\":Bash | M:user R:tool:\"toolu_B\":e=0",
	    "a result line between two lines of one message.id");
	check_session(overlap,
	    "M:assistant C:tool:\"A\":Bash | C:tool:\"B\":Bash | "
	    "M:user R:tool:\"A\":e=0 | I | C:tool:\"C\":Bash | "
	    "R:tool:\"B\":e=0 | M:user R:tool:\"C\":e=1 | M:assistant T",
	    "streaming: a line of X while a call is open joins the user message");
	check_session(overtaken,
	    "M:assistant C:tool:\"A\":Bash | C:tool:\"B\":Bash | "
	    "M:user R:tool:\"A\":e=0 | C:tool:\"C\":Bash | "
	    "M:user R:tool:\"C\":e=0 | R:tool:\"B\":e=0",
	    "streaming: a result overtaking an earlier one (B lands late)");
	check_session(closed,
	    "M:assistant C:tool:\"A\":Bash | C:tool:\"B\":Bash | "
	    "M:user R:tool:\"A\":e=0 | T | M:assistant C:tool:\"C\":Bash | "
	    "M:user R:tool:\"B\":e=0 R:tool:\"C\":e=0",
	    "a text line ends the window: the same message.id begins anew");
	check_session(two_msgs,
	    "M:assistant T | C:tool:\"t1\":Bash | M:assistant T | T",
	    "a new message.id begins a message");
	check_session(no_id, "M:assistant T | M:assistant T | M:assistant T",
	    "assistant lines without a message.id each begin one");
	check_session(users,
	    "M:assistant C:tool:\"t1\":Bash C:tool:\"t2\":Bash | "
	    "M:user R:tool:\"t1\":e=0 | N | N | N | R:tool:\"t2\":e=1 | T | T | "
	    "M:assistant T",
	    "user lines merge across ignored lines; isMeta and text follow");
	check_session(meta_first,
	    "M:assistant C:tool:\"t1\":Bash | M:user T | R:tool:\"t1\":e=0",
	    "an isMeta line counts (content before the result)");
	check_session(compact,
	    "M:assistant C:tool:\"t1\":Bash | B | M:assistant T | "
	    "M:user R:tool:\"t1\":e=0",
	    "a boundary ends the message, even for the same message.id");
	check_session(main_side, "M:user T | N | N | M:assistant T",
	    "a main session ignores sidechain lines");
	check_session(side_file, "M:user T | M:assistant T | N | N | B",
	    "a subagent file is checked, main-chain lines ignored");
	check_session(odd,
	    "N | N | N | N | N | N | N | M:user R:tool:-:e=0 R:tool:\"\":e=0",
	    "metadata, malformed lines, results without ids");
}

static void
test_sink_status(void)
{
	struct evsink c;
	void *state = calloc(1, format_claude_code.state_size);

	evsink_init(&c, 0);
	c.fail_at = 3;
	is_int(evsink_map(&c, &format_claude_code,
	    ASST("a1", "msg_X", TXT "," USE("t1") "," TXT), state), ST_IO,
	    "map returns the sink's status");
	is_str(c.out.p, "M:assistant T", "  and stops emitting");
	evsink_release(&c);
	free(state);
}

static void
test_detect(void)
{
	static const char *const lines[] = { U1, A1, A2, R1, R2, A3, C1, S1, SUM };

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		check_detect(lines[i], 2, "FORMATS.md 7a line");
	check_detect("{\"type\":\"file-history-snapshot\",\"messageId\":\"m\","
	    "\"snapshot\":{}}", 2, "file-history-snapshot");
	check_detect("{\"type\":\"queue-operation\",\"operation\":\"enqueue\"}", 2,
	    "queue-operation");
	check_detect("{\"type\":\"progress\",\"uuid\":\"p\",\"parentUuid\":\"a\","
	    "\"data\":{}}", 2, "progress");
	check_detect("{\"type\":\"custom-title\",\"customTitle\":\"t\","
	    "\"sessionId\":\"S\"}", 2, "custom-title");
	check_detect("{\"type\":\"assistant\",\"message\":{\"role\":\"assistant\","
	    "\"content\":[]},\"session_id\":\"S\",\"parent_tool_use_id\":null}", 1,
	    "SDK stream line without the envelope");
	check_detect("{\"type\":\"brand-new\",\"uuid\":\"n\",\"sessionId\":\"S\"}", 1,
	    "unknown line type with the envelope");

	/* Foreign items. */
	check_detect("{\"type\":\"summary\",\"summary\":\"x\"}", 0, "bare summary");
	check_detect("{\"role\":\"user\",\"content\":\"hi\"}", 0, "plain message");
	check_detect("{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\","
	    "\"id\":\"toolu_1\",\"name\":\"f\",\"input\":{}}]}", 0, "anthropic");
	check_detect("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":"
	    "{\"type\":\"function_call\"}}", 0, "codex line");
	check_detect("{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"f\","
	    "\"arguments\":\"{}\"}", 0, "responses item");
	check_detect("{\"type\":\"message\",\"role\":\"user\",\"content\":\"hi\"}", 0,
	    "responses message");
	check_detect("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":"
	    "{\"sessionId\":\"S\",\"update\":{}}}", 0, "acp");
	check_detect("{\"role\":\"model\",\"parts\":[]}", 0, "gemini");
	check_detect("{\"type\":\"user\"}", 0, "user without message or envelope");
}

static void
test_struct(void)
{
	is_str(format_claude_code.name, "claude-code", "name");
	is_int(format_claude_code.placement, P_NEXT_MESSAGE_FIRST, "placement");
	is_int((long long)format_claude_code.flags, FMT_ID_REQUIRED, "flags");
	ok(format_claude_code.state_size > 0, "has per-session state");
	ok(format_claude_code.errors.dangling != NULL &&
	    format_claude_code.errors.orphan != NULL, "error strings");
}

static void
check_detail(const char *const *lines, const char *want, const char *what)
{
	struct evsink c;

	evsink_init(&c, EVS_DETAIL);
	evsink_map_session(&c, &format_claude_code, lines, " |");
	is_str(evsink_str(&c), want, "detail: %s", what);
	evsink_release(&c);
}

/* The text fields: times, models, usage once per message.id, notes. */
static void
test_detail(void)
{
	static const char *const lines[] = {
		"{\"type\":\"summary\",\"summary\":\"Fix the parser\","
		"\"leafUuid\":\"l\"}",
		"{\"type\":\"user\",\"uuid\":\"u1\",\"timestamp\":\"2026-01-01T00:00:00Z\","
		"\"message\":{\"role\":\"user\",\"content\":\"hello\"}}",
		"{\"type\":\"assistant\",\"uuid\":\"a1\",\"timestamp\":\"T1\","
		"\"message\":{\"id\":\"m1\",\"model\":\"opus\",\"role\":\"assistant\","
		"\"content\":[{\"type\":\"text\",\"text\":\"hi\"}],"
		"\"usage\":{\"input_tokens\":5,\"output_tokens\":7,"
		"\"cache_read_input_tokens\":0,\"cache_creation_input_tokens\":9}}}",
		"{\"type\":\"assistant\",\"uuid\":\"a2\",\"timestamp\":\"T2\","
		"\"message\":{\"id\":\"m1\",\"model\":\"opus\",\"role\":\"assistant\","
		"\"content\":[{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"Bash\","
		"\"input\":{}}],\"usage\":{\"input_tokens\":5,\"output_tokens\":7}}}",
		"{\"type\":\"progress\",\"uuid\":\"p\",\"timestamp\":\"T3\","
		"\"data\":{\"type\":\"hook_progress\",\"hookEvent\":\"PreToolUse\","
		"\"hookName\":\"PreToolUse:Bash\"}}",
		"{\"type\":\"progress\",\"uuid\":\"p2\",\"data\":{\"type\":\"bash_progress\"}}",
		"{\"type\":\"user\",\"uuid\":\"u2\",\"timestamp\":\"T4\","
		"\"message\":{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\","
		"\"tool_use_id\":\"t1\",\"content\":\"err\",\"is_error\":true}]}}",
		"{\"type\":\"queue-operation\",\"operation\":\"enqueue\",\"timestamp\":\"T5\"}",
		"{\"type\":\"file-history-snapshot\",\"messageId\":\"x\",\"snapshot\":{}}",
		"{\"type\":\"system\",\"subtype\":\"turn_duration\",\"uuid\":\"s\"}",
		"{\"type\":\"attachment\",\"uuid\":\"at\",\"attachment\":{\"type\":\"todo_reminder\"}}",
		"{\"type\":\"assistant\",\"uuid\":\"a3\",\"message\":{\"id\":\"m2\","
		"\"role\":\"assistant\",\"content\":[{\"type\":\"text\",\"text\":\"ok\"}],"
		"\"usage\":{\"input_tokens\":1,\"output_tokens\":2}}}",
		NULL
	};

	check_detail(lines,
	    "N:summary=Fix the parser | "
	    "M:user=user@2026-01-01T00:00:00Z T:text=hello | "
	    "M:assistant=assistant@T1#opus $5/7/0/9/-1#opus T:text=hi | "
	    "$5/7/-1/-1/-1#opus C:tool:\"t1\":Bash | "
	    "N:hook=PreToolUse:Bash@T3 | N:progress=bash_progress | "
	    "M:user=user@T4 R:tool:\"t1\":e=1 | "
	    "N:queue-operation=enqueue@T5 | N:file-history-snapshot | "
	    "N:system=turn_duration | N:attachment=todo_reminder | "
	    "M:assistant=assistant $1/2/-1/-1/-1 T:text=ok",
	    "a session");
}

/* rekey(): a line's sessionId the fork's, its keys and those it points at
 * mapped the same way in every line (null kept), the rest as it was. */
static void
test_rekey(void)
{
	struct json_span id = { "\"N\"", 3 }, other = { "\"M\"", 3 }, line;
	struct buf out = BUF_INIT, k = BUF_INIT, k2 = BUF_INIT;
	const char *in = "{\"parentUuid\":null,\"sessionId\":\"S\",\"uuid\":"
	    "\"u1\",\"x\":{\"uuid\":\"keep\"},\"sessionId\":\"S\"}";
	char want[512];

	format_rekey_uuid(id, (struct json_span){ "\"u1\"", 4 }, &k);
	format_rekey_uuid(other, (struct json_span){ "\"u1\"", 4 }, &k2);
	ok(k.len == 38 && strcmp(k.p, k2.p) != 0, "rekey: a UUID, another for "
	    "another id");
	line.p = in;
	line.n = strlen(in);
	is_int(format_claude_code.rekey(line, id, &out), ST_OK, "rekey: ok");
	snprintf(want, sizeof(want), "{\"parentUuid\":null,\"sessionId\":\"N\","
	    "\"uuid\":%s,\"x\":{\"uuid\":\"keep\"},\"sessionId\":\"N\"}", k.p);
	is_str(out.p, want, "rekey: top-level keys only, every duplicate");
	buf_reset(&out);
	line.p = "{\"type\":\"file-history-snapshot\",\"messageId\":\"u1\","
	    "\"snapshot\":{\"messageId\":\"u1\",\"n\":1}}";
	line.n = strlen(line.p);
	is_int(format_claude_code.rekey(line, id, &out), ST_OK, "rekey snapshot");
	snprintf(want, sizeof(want), "{\"type\":\"file-history-snapshot\","
	    "\"messageId\":%s,\"snapshot\":{\"messageId\":%s,\"n\":1}}",
	    k.p, k.p);
	is_str(out.p, want, "rekey: a snapshot's messageId, both");
	buf_reset(&out);
	line.p = "[1]";
	line.n = 3;
	is_int(format_claude_code.rekey(line, id, &out), ST_DATA,
	    "rekey: no object");
	buf_reset(&out);
	line.p = "{\"type\":\"session_meta\",\"payload\":{\"id\":\"S\","
	    "\"x\":{\"id\":\"S\"}}}";
	line.n = strlen(line.p);
	is_int(format_codex.rekey(line, id, &out), ST_OK, "codex rekey");
	is_str(out.p, "{\"type\":\"session_meta\",\"payload\":{\"id\":\"N\","
	    "\"x\":{\"id\":\"S\"}}}", "codex: the session_meta's id only");
	buf_reset(&out);
	line.p = "{\"type\":\"response_item\",\"payload\":{\"id\":\"S\"}}";
	line.n = strlen(line.p);
	is_int(format_codex.rekey(line, id, &out), ST_OK, "codex rekey, other");
	is_str(out.p, line.p, "codex: other lines as they are");
	buf_release(&out);
	buf_release(&k);
	buf_release(&k2);
}

int
main(void)
{
	test_rekey();
	test_map();
	test_detail();
	test_sink_status();
	test_detect();
	test_struct();
	return tap_done();
}
