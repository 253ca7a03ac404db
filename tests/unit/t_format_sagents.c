/* t_format_sagents.c - the Sagents format (rows of sagents_display_messages,
 * and the messages of an agent_states snapshot): detect and map. */
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

/*
 * A row as a sagents: store yields it: the columns in table order, NULL
 * ones left out, content (and metadata) jsonb, its keys shorter first.
 * call: the tool_call_id column ("" or NOCALL for none, else CALLCOL(id));
 * status: the status column's members ("" for none, else STATUS(s)).
 */
#define ROWAT(mtype, content, call, ctype, status, seq, at) \
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00001\",\"message_type\":\"" \
	mtype "\",\"content\":" content call ",\"content_type\":\"" ctype "\"" \
	status ",\"sequence\":" seq ",\"metadata\":{},\"inserted_at\":\"" at "\"}"
#define AT	"2026-03-01T10:00:00.123456Z"
#define ROW(mtype, content, call, ctype, status, seq) \
	ROWAT(mtype, content, call, ctype, status, seq, AT)
#define NOCALL	""
#define CALLCOL(id)	",\"tool_call_id\":\"" id "\""
#define STATUS(s)	",\"status\":\"" s "\""
#define DONE	STATUS("completed")
/* A text row of message type mtype at sequence seq. */
#define TEXT(mtype, s, seq) ROW(mtype, "{\"text\":\"" s "\"}", NOCALL, "text", DONE, seq)
/* A tool_call row of call id at sequence seq, in status s (the column
 * lifted from content, as save_message() does). */
#define CALL(id, seq, s) ROW("assistant", "{\"name\":\"search\",\"call_id\":\"" id \
	"\",\"arguments\":{\"q\":\"elixir\"},\"display_text\":\"Searching\"}", \
	CALLCOL(id), "tool_call", STATUS(s), seq)
/* A tool_result row for call id at sequence seq, is_error e. */
#define RESULT(id, seq, e) ROW("tool", "{\"name\":\"search\",\"content\":" \
	"\"Found 3\",\"is_error\":" e ",\"is_interrupt\":false,\"tool_call_id\":\"" \
	id "\"}", CALLCOL(id), "tool_result", DONE, seq)

/* One turn as Sagents writes it: the user's text; the assistant's
 * thinking, text and two calls (their statuses updated as the tools ran);
 * the todo list saved while they ran; the tool message, its results in
 * the order LLMChain gives them (async tools first); the answer, cut off. */
static const char *const turn[] = {
	ROWAT("user", "{\"text\":\"Find elixir libs\"}", NOCALL, "text", DONE, "0",
	    "2026-03-01T10:00:00.000001Z"),
	ROWAT("assistant", "{\"text\":\"The user wants libs\"}", NOCALL, "thinking",
	    DONE, "0", "2026-03-01T10:00:01.000001Z"),
	ROWAT("assistant", "{\"text\":\"Searching.\"}", NOCALL, "text", DONE, "1",
	    "2026-03-01T10:00:01.000002Z"),
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00004\",\"message_type\":"
	"\"assistant\",\"content\":{\"name\":\"search\",\"call_id\":\"call_1\","
	"\"arguments\":{\"q\":\"elixir\"},\"display_text\":\"Searching\"},"
	"\"tool_call_id\":\"call_1\",\"content_type\":\"tool_call\",\"status\":"
	"\"completed\",\"sequence\":2,\"metadata\":{\"result\":\"Found 3\"},"
	"\"inserted_at\":\"2026-03-01T10:00:01.000003Z\"}",
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00005\",\"message_type\":"
	"\"assistant\",\"content\":{\"name\":\"weather\",\"call_id\":\"call_2\","
	"\"arguments\":{\"city\":\"NYC\"},\"display_text\":null},\"tool_call_id\":"
	"\"call_2\",\"content_type\":\"tool_call\",\"status\":\"failed\",\"sequence\":"
	"3,\"metadata\":{\"error\":\"timeout\"},\"inserted_at\":"
	"\"2026-03-01T10:00:01.000004Z\"}",
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00006\",\"message_type\":\"system\","
	"\"content\":{\"todos\":[{\"id\":1,\"status\":\"completed\",\"content\":"
	"\"Plan\"}],\"summary\":{\"total\":1,\"pending\":0,\"cancelled\":0,"
	"\"completed\":1,\"in_progress\":0}},\"content_type\":\"todo_snapshot\","
	"\"status\":\"completed\",\"sequence\":0,\"metadata\":{},\"inserted_at\":"
	"\"2026-03-01T10:00:02.000001Z\"}",
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00007\",\"message_type\":\"tool\","
	"\"content\":{\"name\":\"weather\",\"content\":\"timeout\",\"is_error\":true,"
	"\"is_interrupt\":false,\"tool_call_id\":\"call_2\"},\"tool_call_id\":"
	"\"call_2\",\"content_type\":\"tool_result\",\"status\":\"completed\","
	"\"sequence\":0,\"metadata\":{},\"inserted_at\":\"2026-03-01T10:00:03.000001Z\"}",
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00008\",\"message_type\":\"tool\","
	"\"content\":{\"name\":\"search\",\"content\":\"Found 3\",\"is_error\":false,"
	"\"is_interrupt\":false,\"tool_call_id\":\"call_1\"},\"tool_call_id\":"
	"\"call_1\",\"content_type\":\"tool_result\",\"status\":\"completed\","
	"\"sequence\":1,\"metadata\":{},\"inserted_at\":\"2026-03-01T10:00:03.000002Z\"}",
	"{\"id\":\"6f1c2b9e-4d0a-4c55-9a51-0c0ffee00009\",\"message_type\":"
	"\"assistant\",\"content\":{\"text\":\"Try Jason and\",\"stop_reason\":"
	"\"length\"},\"content_type\":\"text\",\"status\":\"completed\",\"sequence\":0,"
	"\"metadata\":{},\"inserted_at\":\"2026-03-01T10:00:04.000001Z\"}",
	NULL
};

static void
test_turn(void)
{
	evs_session_is(turn, 0, "M:user T / M:assistant T / T / "
	    "C:function:\"call_1\":search / C:function:\"call_2\":weather / N / "
	    "M:tool R:function:\"call_2\":e=1 / R:function:\"call_1\":e=0 / "
	    "M:assistant T N", "turn: one message a run of rows, a note between");
	evs_session_is(turn, EVS_DETAIL | EVS_RESULT_NAME | EVS_TEXT_EQ,
	    "M:user=user@2026-03-01T10:00:00.000001Z T:text=Find elixir libs / "
	    "M:assistant=assistant@2026-03-01T10:00:01.000001Z "
	    "T:thinking=The user wants libs / T:text=Searching. / "
	    "C:function:\"call_1\":search / C:function:\"call_2\":weather / "
	    "N:todo_snapshot@2026-03-01T10:00:02.000001Z / "
	    "M:tool=tool@2026-03-01T10:00:03.000001Z "
	    "R:function:\"call_2\":weather:e=1=\"timeout\" / "
	    "R:function:\"call_1\":search:e=0=\"Found 3\" / "
	    "M:assistant=assistant@2026-03-01T10:00:04.000001Z T:text=Try Jason and "
	    "N:stop_reason=length@2026-03-01T10:00:04.000001Z",
	    "turn: labels, times, texts, names, outputs, the stop");
	evs_spans(turn[3], NULL, "{\"q\":\"elixir\"}", "turn: arguments as their bytes");
	evs_spans(turn[6], "\"timeout\"", NULL, "turn: output as its bytes");
	evs_findings_are(turn, "", "turn: clean, results in any order");
}

/* Each content_type, for a detail sink. */
static void
test_content(void)
{
	evs_details(TEXT("user", "hi", "0"), "M:user=user@" AT " T:text=hi",
	    "text: a message of its message_type, its text");
	evs_details(ROW("assistant", "{\"text\":\"hmm\"}", NOCALL, "thinking", DONE,
	    "0"), "M:assistant=assistant@" AT " T:thinking=hmm", "thinking");
	evs_details(TEXT("system", "be brief", "0"), "M:system=system@" AT
	    " T:text=be brief", "a system row: a system message");
	evs_details(ROW("user", "{\"url\":\"https://x/a.png\"}", NOCALL, "image",
	    DONE, "0"), "M:user=user@" AT " T:image", "image: media");
	evs_details(ROW("user", "{\"path\":\"/r.pdf\",\"name\":\"r.pdf\"}", NOCALL,
	    "file_reference", DONE, "0"), "M:user=user@" AT " T:other="
	    "{\"path\":\"/r.pdf\",\"name\":\"r.pdf\"}", "file_reference: other, whole");
	evs_details(ROW("assistant", "{\"data\":[1,2],\"format\":\"table\"}",
	    NOCALL, "structured_data", DONE, "0"), "M:assistant=assistant@" AT
	    " T:other={\"data\":[1,2],\"format\":\"table\"}", "structured_data: other");
	evs_details(ROW("assistant", "{\"x\":1}", NOCALL, "chart", DONE, "0"),
	    "M:assistant=assistant@" AT " T:other={\"x\":1}",
	    "an unknown content_type: other");
	evs_details(ROW("system", "{\"text\":\"Agent execution cancelled.\","
	    "\"stop_reason\":\"cancelled\"}", NOCALL, "notification", DONE, "0"),
	    "N:notification=Agent execution cancelled.@" AT,
	    "notification: a note, no message, its stop_reason not repeated");
	evs_details(ROW("system", "{\"text\":\"Overloaded\",\"error_type\":"
	    "\"overloaded\"}", NOCALL, "error", DONE, "0"),
	    "N:error=Overloaded@" AT, "error: a note of its text");
	evs_maps(ROW("system", "{\"text\":\"x\"}", NOCALL, "error", DONE, "0"), "N",
	    "error: a note for the checker too");
	evs_details(ROW("system", "{\"todos\":[],\"summary\":{\"total\":0}}", NOCALL,
	    "todo_snapshot", DONE, "0"), "N:todo_snapshot@" AT,
	    "todo_snapshot: a note without text");
	evs_details(ROW("assistant", "{\"text\":\"I can't\",\"stop_details\":"
	    "{\"type\":\"refusal\"},\"stop_reason\":\"content_filtered\"}", NOCALL,
	    "text", DONE, "0"), "M:assistant=assistant@" AT " T:text=I can't "
	    "N:stop_reason=content_filtered@" AT, "stop_reason: a note after");
	evs_maps(ROW("assistant", "{\"text\":\"a\",\"stop_reason\":\"length\"}",
	    NOCALL, "text", DONE, "0"), "M:assistant T N",
	    "stop_reason: a note for the checker too");
	evs_maps(ROW("assistant", "{\"text\":\"a\",\"stop_reason\":null}", NOCALL,
	    "text", DONE, "0"), "M:assistant T", "stop_reason null: no note");
	evs_details(ROW("user", "{\"text\":7}", NOCALL, "text", DONE, "0"),
	    "M:user=user@" AT " T:text", "a text not a string: none");
	evs_maps(ROW("user", "\"plain\"", NOCALL, "text", DONE, "0"), "M:user T",
	    "content a string: text");
	evs_details(ROW("user", "\"plain\"", NOCALL, "text", DONE, "0"),
	    "M:user=user@" AT " T:text=plain", "content a string: its text");
	evs_maps(ROW("user", "[1]", NOCALL, "text", DONE, "0"), "M:user",
	    "content an array: the message alone");
	evs_maps(ROW("user", "null", NOCALL, "text", DONE, "0"), "M:user",
	    "content null: the message alone");
	evs_maps(ROW("robot", "{\"text\":\"x\"}", NOCALL, "text", DONE, "0"),
	    "M:other T", "another message_type: ROLE_OTHER");
	evs_details("{\"message_type\":\"user\",\"content\":{\"text\":\"x\"},"
	    "\"content_type\":\"text\",\"inserted_at\":5}", "M:user=user T:text=x",
	    "inserted_at not a string: no time");
	evs_maps("[1,2]", "M:other", "not an object");
	evs_maps("{\"content\":{\"call_id\":\"c\",\"name\":\"s\"},\"content_type\":"
	    "\"tool_call\"}", "M:other C:function:\"c\":s",
	    "no message_type, no role: still a row");
}

/* Media spans: "url data media_type", " | " between media. */
static void
media_is(const char *json, const char *want, const char *what)
{
	struct buf got = BUF_INIT;
	struct event_sink sink = { evsink_media_emit, &got, 1 };
	struct item it = evsink_item(json);

	is_int(format_map(&format_sagents, &it, NULL, &sink), ST_OK, "%s: ST_OK",
	    what);
	buf_addc(&got, '\0');
	is_str(got.p, want, "%s", what);
	buf_release(&got);
}

static void
test_media(void)
{
	media_is(ROW("user", "{\"url\":\"https://x/a.png\"}", NOCALL, "image", DONE,
	    "0"), "\"https://x/a.png\"  ", "image: its url");
	media_is(ROW("user", "{\"data\":\"AAAA\",\"mime_type\":\"image/png\"}",
	    NOCALL, "image", DONE, "0"), " \"AAAA\" \"image/png\"",
	    "image: its data and mime_type");
}

/* Raw spans: "K<raw>" per call, result and content event. */
static void
raw_is(unsigned flags, const char *json, const char *want, const char *what)
{
	struct evsink c;

	evsink_init(&c, flags);
	c.sink.emit = evsink_raw_emit;
	is_int(evsink_map(&c, &format_sagents, json, NULL), ST_OK, "%s: ST_OK", what);
	is_str(evsink_str(&c), want, "%s", what);
	evsink_release(&c);
}

static void
test_raw(void)
{
	raw_is(EVS_DETAIL, TEXT("user", "hi", "0"), "T{\"text\":\"hi\"}", "raw: content's map");
	raw_is(EVS_DETAIL, CALL("call_1", "0", "pending"), "C{\"name\":\"search\",\"call_id\":"
	    "\"call_1\",\"arguments\":{\"q\":\"elixir\"},\"display_text\":"
	    "\"Searching\"}", "raw: a call's content");
	raw_is(EVS_DETAIL, RESULT("call_1", "0", "false"), "R{\"name\":\"search\",\"content\":"
	    "\"Found 3\",\"is_error\":false,\"is_interrupt\":false,\"tool_call_id\":"
	    "\"call_1\"}", "raw: a result's content");
	raw_is(EVS_DETAIL, ROW("assistant", "7", CALLCOL("c"), "tool_call", DONE, "0"), "C",
	    "raw: none for a content not a map");
	raw_is(0, TEXT("user", "hi", "0"), "T", "raw: none for the checker's text");
	raw_is(0, CALL("c", "0", "pending"), "C", "raw: none for the checker's call");
	raw_is(0, RESULT("c", "0", "false"), "R",
	    "raw: none for the checker's result");
	raw_is(0, ROW("user", "\"hi\"", NOCALL, "text", DONE, "0"), "T",
	    "raw: none for the checker's string content");
}

static void
test_tools(void)
{
	evs_maps_with(EVS_ARGS, CALL("call_1", "0", "pending"),
	    "M:assistant C:function:\"call_1\":search({\"q\":\"elixir\"})",
	    "tool_call: a call, its arguments");
	evs_maps_with(EVS_ARGS, CALL("call_1", "0", "executing"),
	    "M:assistant C:function:\"call_1\":search({\"q\":\"elixir\"})",
	    "tool_call executing: a call alone");
	evs_maps(CALL("call_1", "0", "failed"), "M:assistant C:function:\"call_1\":"
	    "search", "tool_call failed: still a call alone (its result tells)");
	evs_maps_with(EVS_TEXT_EQ, RESULT("call_1", "0", "false"),
	    "M:tool R:function:\"call_1\":e=0=\"Found 3\"",
	    "tool_result: its content, is_error false");
	evs_maps(RESULT("call_1", "0", "true"), "M:tool R:function:\"call_1\":e=1",
	    "tool_result: is_error true");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"tool_call_id\":"
	    "\"c1\"}", CALLCOL("c1"), "tool_result", DONE, "0"),
	    "M:tool R:function:\"c1\":e=-1", "tool_result without is_error: unknown");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":false,"
	    "\"tool_call_id\":\"c1\"}", CALLCOL("c1"), "tool_result", STATUS("failed"),
	    "0"), "M:tool R:function:\"c1\":e=1", "tool_result: status failed");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":\"yes\","
	    "\"tool_call_id\":\"c1\"}", CALLCOL("c1"), "tool_result", DONE, "0"),
	    "M:tool R:function:\"c1\":e=-1", "tool_result: is_error not a boolean");
	evs_maps_with(EVS_DETAIL | EVS_RESULT_NAME, RESULT("call_1", "0", "false"),
	    "M:tool=tool@" AT " R:function:\"call_1\":search:e=0",
	    "tool_result: its name for a detail sink");
	evs_maps_with(EVS_RESULT_NAME, RESULT("call_1", "0", "false"),
	    "M:tool R:function:\"call_1\":e=0", "tool_result: no name for the checker");
	/* Ids: content's, else the column. */
	evs_maps(ROW("assistant", "{\"name\":\"s\",\"arguments\":{}}", CALLCOL("col"),
	    "tool_call", STATUS("pending"), "0"), "M:assistant C:function:\"col\":s",
	    "tool_call without call_id: the column's id");
	evs_maps(ROW("assistant", "{\"name\":\"s\",\"call_id\":null,\"arguments\":{}}",
	    CALLCOL("col"), "tool_call", STATUS("pending"), "0"),
	    "M:assistant C:function:\"col\":s", "tool_call: call_id null: the column's");
	evs_maps(ROW("assistant", "{\"name\":\"s\",\"call_id\":\"own\",\"arguments\":"
	    "{}}", CALLCOL("col"), "tool_call", STATUS("pending"), "0"),
	    "M:assistant C:function:\"own\":s", "tool_call: content's id first");
	evs_maps(ROW("assistant", "{\"name\":\"s\",\"arguments\":{}}", NOCALL,
	    "tool_call", STATUS("pending"), "0"), "M:assistant C:function:-:s",
	    "tool_call: no id anywhere");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":false}",
	    CALLCOL("col"), "tool_result", DONE, "0"), "M:tool R:function:\"col\":e=0",
	    "tool_result without tool_call_id: the column's");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":false,"
	    "\"tool_call_id\":\"own\"}", CALLCOL("col"), "tool_result", DONE, "0"),
	    "M:tool R:function:\"own\":e=0", "tool_result: content's id first");
	evs_maps(ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":false}",
	    NOCALL, "tool_result", DONE, "0"), "M:tool R:function:-:e=0",
	    "tool_result: no id anywhere");
	evs_maps(ROW("assistant", "{\"call_id\":5,\"name\":7}", NOCALL, "tool_call",
	    DONE, "0"), "M:assistant C:function:-:-", "call_id and name not strings");
	/* Content not a map: the event from the columns. */
	evs_maps_with(EVS_ARGS, ROW("assistant", "\"search\"", CALLCOL("c1"),
	    "tool_call", STATUS("pending"), "0"), "M:assistant C:function:\"c1\":-(-)",
	    "tool_call, content not a map: a call of the column's id");
	evs_maps_with(EVS_TEXT_EQ, ROW("tool", "[1]", CALLCOL("c1"), "tool_result",
	    STATUS("failed"), "0"), "M:tool R:function:\"c1\":e=1=-",
	    "tool_result, content not a map: a result of the column's id, status");
}

/* Rows and messages: a row of sequence 1 or more continues the message of
 * its message_type; anything else opens one. */
static void
test_messages(void)
{
	static const char *const parts[] = {
		TEXT("assistant", "a", "0"), TEXT("assistant", "b", "1"),
		TEXT("assistant", "c", "2"), TEXT("assistant", "d", "0"), NULL
	};
	static const char *const other_type[] = {
		TEXT("assistant", "a", "0"), TEXT("user", "b", "1"), NULL
	};
	static const char *const noted[] = {
		TEXT("assistant", "a", "0"),
		ROW("system", "{\"todos\":[]}", NOCALL, "todo_snapshot", DONE, "0"),
		TEXT("assistant", "b", "1"), NULL
	};
	static const char *const odd_seq[] = {
		TEXT("assistant", "a", "0"), TEXT("assistant", "b", "\"1\""),
		TEXT("assistant", "c", "-1"), TEXT("assistant", "d", "1.5"),
		"{\"message_type\":\"assistant\",\"content\":{\"text\":\"e\"},"
		"\"content_type\":\"text\"}", NULL
	};
	static const char *const first_cont[] = {
		TEXT("assistant", "b", "3"), TEXT("assistant", "c", "4"), NULL
	};
	static const char *const system_first[] = {
		ROW("system", "{\"text\":\"x\"}", NOCALL, "notification", DONE, "0"),
		TEXT("assistant", "b", "1"), NULL
	};

	evs_session_is(parts, 0, "M:assistant T / T / T / M:assistant T",
	    "sequence 1, 2 continue; 0 opens the next message");
	evs_session_is(other_type, 0, "M:assistant T / M:user T",
	    "another message_type opens a message");
	evs_session_is(noted, 0, "M:assistant T / N / T",
	    "a framework row between a message's rows: a note, the message goes on");
	evs_session_is(odd_seq, 0, "M:assistant T / M:assistant T / M:assistant T / "
	    "M:assistant T / M:assistant T",
	    "a sequence not a count, or none: a message of its own");
	evs_session_is(first_cont, 0, "M:assistant T / T",
	    "the first row opens a message, whatever its sequence");
	evs_session_is(system_first, 0, "N / M:assistant T",
	    "a note opens no message for the rows after it");
	evs_maps(TEXT("assistant", "b", "1"), "M:assistant T",
	    "a row alone: a message, whatever its sequence");
}

static void
test_check(void)
{
	static const char *const clean[] = {
		TEXT("user", "go", "0"), CALL("c1", "0", "completed"),
		CALL("c2", "1", "completed"), RESULT("c2", "0", "false"),
		RESULT("c1", "1", "false"), TEXT("assistant", "done", "0"), NULL
	};
	static const char *const typed_between[] = {
		TEXT("user", "go", "0"), CALL("c1", "0", "executing"),
		TEXT("user", "also this", "0"), RESULT("c1", "0", "false"),
		TEXT("assistant", "done", "0"), NULL
	};
	static const char *const cancelled[] = {
		TEXT("user", "go", "0"), CALL("c1", "0", "cancelled"),
		ROW("system", "{\"text\":\"Agent execution cancelled.\",\"stop_reason\":"
		    "\"cancelled\"}", NOCALL, "notification", DONE, "0"),
		TEXT("user", "never mind", "0"), TEXT("assistant", "ok", "0"), NULL
	};
	static const char *const in_flight[] = {
		TEXT("user", "go", "0"), CALL("c1", "0", "pending"),
		CALL("c2", "1", "executing"), NULL
	};
	static const char *const orphan[] = {
		TEXT("user", "go", "0"), RESULT("c9", "0", "false"), NULL
	};
	static const char *const dup_result[] = {
		CALL("c1", "0", "completed"), RESULT("c1", "0", "false"),
		RESULT("c1", "1", "false"), NULL
	};
	static const char *const dup_call[] = {
		CALL("c1", "0", "completed"), RESULT("c1", "0", "false"),
		CALL("c1", "0", "completed"), RESULT("c1", "0", "false"), NULL
	};
	static const char *const early[] = {
		RESULT("c1", "0", "false"), CALL("c1", "0", "completed"), NULL
	};
	static const char *const noid[] = {
		ROW("assistant", "{\"name\":\"search\",\"arguments\":{}}", NOCALL,
		    "tool_call", STATUS("pending"), "0"),
		ROW("tool", "{\"name\":\"search\",\"content\":\"x\"}", NOCALL,
		    "tool_result", DONE, "0"), NULL
	};
	static const char *const by_column[] = {
		ROW("assistant", "{\"name\":\"search\",\"arguments\":{}}",
		    CALLCOL("c1"), "tool_call", STATUS("completed"), "0"),
		ROW("tool", "{\"name\":\"search\",\"content\":\"x\",\"is_error\":"
		    "false}", CALLCOL("c1"), "tool_result", DONE, "0"), NULL
	};
	static const char *const failed[] = {
		CALL("c1", "0", "failed"), RESULT("c1", "0", "true"),
		TEXT("assistant", "sorry", "0"), NULL
	};

	evs_findings_are(clean, "", "clean: results in another order");
	evs_findings_are(typed_between, "",
	    "a user's message saved while the tool ran: the result still answers");
	evs_findings_are(cancelled, "unanswered-call:c1:search",
	    "a cancelled call, the conversation going on: legal (PatchToolCalls)");
	evs_findings_are(in_flight, "unanswered-call:c1:search "
	    "unanswered-call:c2:search", "calls in flight at the end: legal");
	evs_findings_are(orphan, "orphan-result:c9:-", "a result without its call");
	evs_findings_are(dup_result, "duplicate-result:c1:-", "two results for one call");
	evs_findings_are(dup_call, "duplicate-call:c1:search duplicate-result:c1:-",
	    "one call id made twice");
	evs_findings_are(early, "result-before-call:c1:search",
	    "a result before its call");
	evs_findings_are(noid, "missing-id:-:search missing-id:-:-",
	    "ids are required");
	evs_findings_are(by_column, "", "the column's ids pair");
	evs_findings_are(failed, "", "a failed result answers its call");
}

/* Every event of a sink that fails at event n gives that failure back. */
static void
test_sink_status(void)
{
	static const char *const rows[] = {
		ROW("assistant", "{\"text\":\"a\",\"stop_reason\":\"length\"}", NOCALL,
		    "text", DONE, "0"),
		ROW("assistant", "{\"name\":\"s\",\"call_id\":\"c\",\"arguments\":{},"
		    "\"stop_reason\":\"length\"}", CALLCOL("c"), "tool_call",
		    STATUS("pending"), "0"),
		ROW("tool", "{\"name\":\"s\",\"content\":\"x\",\"is_error\":false,"
		    "\"stop_reason\":\"cancelled\",\"tool_call_id\":\"c\"}",
		    CALLCOL("c"), "tool_result", DONE, "0"),
		NULL
	};

	for (size_t i = 0; rows[i] != NULL; i++)
		for (int n = 1; n <= 3; n++) {
			struct evsink c;

			evsink_init(&c, EVS_DETAIL);
			c.fail_at = n;
			is_int(evsink_map(&c, &format_sagents, rows[i], NULL), ST_IO,
			    "row %zu: a sink failing at event %d stops the map", i, n);
			evsink_release(&c);
		}
	for (int n = 1; n <= 2; n++) {
		struct evsink c;

		evsink_init(&c, 0);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_sagents, TEXT("user", "x", "0"), NULL),
		    ST_IO, "checker's sink failing at event %d stops the map", n);
		evsink_release(&c);
	}
	{
		struct evsink c;

		evsink_init(&c, EVS_DETAIL);
		c.fail_at = 1;
		is_int(evsink_map(&c, &format_sagents, ROW("system", "{\"text\":\"x\"}",
		    NOCALL, "error", DONE, "0"), NULL), ST_IO,
		    "a sink failing at a framework row's note stops the map");
		evsink_release(&c);
	}
}

static void
test_detect(void)
{
	for (size_t i = 0; turn[i] != NULL; i++)
		evs_detects(turn[i], 2, "turn row");
	evs_detects(ROW("user", "{\"url\":\"u\"}", NOCALL, "image", DONE, "0"), 2,
	    "image");
	evs_detects(ROW("user", "{\"path\":\"p\",\"name\":\"n\"}", NOCALL,
	    "file_reference", DONE, "0"), 2, "file_reference");
	evs_detects(ROW("assistant", "{\"format\":\"t\",\"data\":1}", NOCALL,
	    "structured_data", DONE, "0"), 2, "structured_data");
	evs_detects(ROW("system", "{\"text\":\"x\"}", NOCALL, "notification", DONE,
	    "0"), 2, "notification");
	evs_detects(ROW("system", "{\"text\":\"x\"}", NOCALL, "error", DONE, "0"), 2,
	    "error");
	evs_detects("{\"message_type\":\"user\",\"content\":{},\"content_type\":"
	    "\"text\"}", 2, "the three columns alone");
	evs_detects(ROW("user", "{\"x\":1}", NOCALL, "chart", DONE, "0"), 1,
	    "an unknown content_type: could be");
	evs_detects(ROW("robot", "{\"text\":\"x\"}", NOCALL, "text", DONE, "0"), 1,
	    "an unknown message_type: could be");
	evs_detects(ROW("user", "\"hi\"", NOCALL, "text", DONE, "0"), 0,
	    "content not a map");
	evs_detects(ROW("user", "[]", NOCALL, "text", DONE, "0"), 0,
	    "content an array");
	evs_detects("{\"message_type\":\"user\",\"content\":{\"text\":\"x\"}}", 0,
	    "no content_type");
	evs_detects("{\"content\":{\"text\":\"x\"},\"content_type\":\"text\"}", 0,
	    "no message_type");
	evs_detects("{\"message_type\":\"user\",\"content\":{\"text\":\"x\"},"
	    "\"content_type\":7}", 0, "content_type not a string");
	evs_detects("{\"message_type\":null,\"content\":{\"text\":\"x\"},"
	    "\"content_type\":\"text\"}", 0, "message_type not a string");
	/* Foreign formats. */
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	evs_detects("{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":"
	    "\"hi\"}]}", 0, "Anthropic message");
	evs_detects("{\"id\":1,\"message_id\":\"m\",\"thread_id\":\"t\",\"message_type\":"
	    "\"user\",\"content\":\"hi\",\"checksum\":\"x\",\"created_at\":\"t\"}", 0,
	    "an AgentKit history row (message_type, content text)");
	evs_detects("{\"id\":2,\"message_type\":\"agent\",\"agent_name\":\"a\","
	    "\"data\":{\"output\":[]},\"checksum\":\"x\"}", 0,
	    "an AgentKit agent row");
	evs_detects("{\"id\":\"m\",\"role\":\"user\",\"type\":\"v2\",\"content\":"
	    "{\"format\":2,\"parts\":[]}}", 0, "a Mastra row");
	evs_detects("{\"type\":\"human\",\"data\":{\"content\":\"hi\"}}", 0,
	    "LangChain message");
	evs_detects("{}", 0, "empty object");
	evs_detects("[1]", 0, "not an object");
}

/* No other format takes a Sagents row for its own; each is detected as
 * Sagents', surely. */
static void
test_others(void)
{
	const char *const items[] = {
		turn[0], turn[1], turn[2], turn[3], turn[4], turn[5], turn[6],
		turn[7], turn[8],
		ROW("user", "{\"data\":\"AAAA\",\"mime_type\":\"image/png\"}", NOCALL,
		    "image", DONE, "0"),
		ROW("user", "{\"path\":\"p\",\"name\":\"n\"}", NOCALL,
		    "file_reference", DONE, "0"),
		ROW("system", "{\"text\":\"x\",\"stop_reason\":\"cancelled\"}", NOCALL,
		    "notification", DONE, "0"),
		ROW("system", "{\"text\":\"x\"}", NOCALL, "error", DONE, "0"),
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_sagents)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect Sagents rows", fmt->name);
	}
	for (size_t i = 0; items[i] != NULL; i++)
		evs_detected(items[i], "row", i);
}

/* --- The state: agent_states' serialized LangChain messages ------------ */

/*
 * A state item as a sagents-pg: store yields it: one element of
 * state_data.state.messages as StateSerializer writes it, jsonb (its keys
 * shorter first, then bytewise), compacted.
 */
#define PART(type, s)	"{\"type\":\"" type "\",\"content\":\"" s "\"}"
/* A message of role, its status (JSON) and content (JSON). */
#define MSG(role, status, content) \
	"{\"role\":\"" role "\",\"status\":" status ",\"content\":" content "}"
#define COMPLETE	"\"complete\""
/* A message of role saying s in one text part. */
#define SAYS(role, s)	MSG(role, COMPLETE, "[" PART("text", s) "]")
/* A tool call (serialize_tool_call/1), args its arguments (JSON). */
#define LCCALL(id, name, args) "{\"name\":\"" name "\",\"type\":\"function\"," \
	"\"status\":\"complete\",\"call_id\":\"" id "\",\"arguments\":" args "}"
/* An assistant message making the calls, no content. */
#define ASKS(calls) "{\"role\":\"assistant\",\"index\":0,\"status\":\"complete\"," \
	"\"content\":null,\"tool_calls\":[" calls "]}"
/* A tool result (serialize_tool_result/1): text in a text part, is_error
 * e (JSON). */
#define LCRESULT(id, name, text, e) "{\"name\":\"" name "\",\"type\":\"function\"," \
	"\"content\":[" PART("text", text) "],\"is_error\":" e ",\"is_interrupt\":" \
	"false,\"tool_call_id\":\"" id "\"}"
/* The tool message LLMChain adds with the results. */
#define TOOLMSG(results) "{\"role\":\"tool\",\"status\":\"complete\",\"content\":" \
	"null,\"tool_results\":[" results "]}"

/* A snapshot after one turn: the user's question; the assistant's thinking,
 * text and two calls; the one tool message LLMChain adds with both results
 * (the second failed); the answer, cut off at the token limit. */
static const char *const snapshot[] = {
	SAYS("user", "Find elixir libs"),
	"{\"role\":\"assistant\",\"index\":0,\"status\":\"complete\",\"content\":["
	"{\"type\":\"thinking\",\"content\":\"The user wants libs\",\"options\":"
	"{\"signature\":\"c2ln\"}}," PART("text", "Searching.") "],\"tool_calls\":["
	LCCALL("toolu_01", "search", "{\"q\":\"elixir\"}") ",{\"name\":\"weather\","
	"\"type\":\"function\",\"status\":\"complete\",\"call_id\":\"toolu_02\","
	"\"arguments\":{\"city\":\"NYC\"},\"display_text\":\"Checking the weather\"}]}",
	TOOLMSG(LCRESULT("toolu_01", "search", "Found 3", "false") ","
	    LCRESULT("toolu_02", "weather", "timeout", "true")),
	"{\"role\":\"assistant\",\"index\":0,\"status\":\"length\",\"content\":["
	PART("text", "Try Jason and") "]}",
	NULL
};

static void
test_state_snapshot(void)
{
	evs_session_is(snapshot, 0, "M:user T / M:assistant T T "
	    "C:function:\"toolu_01\":search C:function:\"toolu_02\":weather / "
	    "M:tool R:function:\"toolu_01\":e=0 R:function:\"toolu_02\":e=1 / "
	    "M:assistant T N", "state: a message an item, parts, calls, results");
	evs_session_is(snapshot, EVS_DETAIL | EVS_RESULT_NAME | EVS_TEXT_EQ,
	    "M:user=user T:text=Find elixir libs / M:assistant=assistant "
	    "T:thinking=The user wants libs T:text=Searching. "
	    "C:function:\"toolu_01\":search C:function:\"toolu_02\":weather / "
	    "M:tool=tool R:function:\"toolu_01\":search:e=0="
	    "[{\"type\":\"text\",\"content\":\"Found 3\"}] "
	    "R:function:\"toolu_02\":weather:e=1="
	    "[{\"type\":\"text\",\"content\":\"timeout\"}] / "
	    "M:assistant=assistant T:text=Try Jason and N:stop_reason=length",
	    "state: labels, texts, names, outputs, the stop; no times");
	evs_spans(snapshot[1], NULL, "{\"city\":\"NYC\"}",
	    "state: arguments as their bytes");
	evs_spans(snapshot[2], "[{\"type\":\"text\",\"content\":\"timeout\"}]", NULL,
	    "state: output as its bytes");
	evs_findings_are(snapshot, "", "state: clean");
}

/* Content: a string, null, and each ContentPart type, for a detail sink. */
static void
test_state_content(void)
{
	evs_details(MSG("user", COMPLETE, "\"Hello\""), "M:user=user T:text=Hello",
	    "state: content a string");
	evs_details(MSG("system", "null", "\"Be brief\""),
	    "M:system=system T:text=Be brief", "state: a system message, status null");
	evs_maps(ASKS(LCCALL("c1", "search", "{}")), "M:assistant C:function:\"c1\":"
	    "search", "state: content null: no content");
	evs_maps(MSG("user", COMPLETE, "[]"), "M:user", "state: no parts");
	evs_maps(MSG("user", COMPLETE, "{\"text\":\"x\"}"), "M:user",
	    "state: content an object: no content");
	evs_details(MSG("user", COMPLETE, "[\"a\"," PART("text", "b") "]"),
	    "M:user=user T:text=a T:text=b", "state: a string part: text");
	evs_details(MSG("user", COMPLETE, "[{\"type\":\"image_url\",\"content\":"
	    "\"https://x/a.png\"}]"), "M:user=user T:image", "state: image_url: media");
	evs_details(MSG("user", COMPLETE, "[{\"type\":\"unsupported\",\"content\":"
	    "\"ZW5j\",\"options\":{\"type\":\"redacted_thinking\"}}]"),
	    "M:user=user T:thinking", "state: redacted thinking: thinking, no text");
	evs_details(MSG("user", COMPLETE, "[{\"type\":\"unsupported\",\"content\":"
	    "\"x\",\"options\":{\"type\":\"server_tool_use\"}}]"),
	    "M:user=user T:other={\"type\":\"unsupported\",\"content\":\"x\","
	    "\"options\":{\"type\":\"server_tool_use\"}}",
	    "state: another unsupported part: other, whole");
	evs_details(MSG("user", COMPLETE, "[{\"type\":\"audio\",\"content\":\"x\"}]"),
	    "M:user=user T:other={\"type\":\"audio\",\"content\":\"x\"}",
	    "state: an unknown part type: other");
	evs_details(MSG("user", COMPLETE, "[7]"), "M:user=user T:other=7",
	    "state: a part that is no object: other");
	evs_details(MSG("user", COMPLETE, "[{\"type\":\"text\",\"content\":7}]"),
	    "M:user=user T:text", "state: a text not a string: none");
	evs_details("{\"name\":\"ann\",\"role\":\"user\",\"index\":3,\"status\":"
	    "\"complete\",\"content\":\"hi\",\"metadata\":{\"stop_details\":{}}}",
	    "M:user=user T:text=hi", "state: name, index, metadata: nothing more");
	evs_maps(MSG("robot", COMPLETE, "\"x\""), "M:other T",
	    "state: another role (detected 0, mapped all the same): ROLE_OTHER");
}

static void
test_state_media(void)
{
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\","
	    "\"options\":{\"media\":\"png\"}}]"), " \"AAAA\" \"image/png\"",
	    "state: image: data, media png");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\","
	    "\"options\":{\"media\":\"jpg\"}}]"), " \"AAAA\" \"image/jpeg\"",
	    "state: image: media jpg is image/jpeg");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\","
	    "\"options\":{\"media\":\"image/webp\"}}]"), " \"AAAA\" \"image/webp\"",
	    "state: image: a media type as it is");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\","
	    "\"options\":{\"media\":\"bmp\"}}]"), " \"AAAA\" ",
	    "state: image: an unknown media name: none");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\"}]"),
	    " \"AAAA\" ", "state: image without options");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"file\",\"content\":\"JVBE\","
	    "\"options\":{\"media\":\"pdf\"}}]"), " \"JVBE\" \"application/pdf\"",
	    "state: file: data, media pdf");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"file\",\"content\":\"file-1\","
	    "\"options\":{\"type\":\"file_id\"}}]"), "  ",
	    "state: file by file_id: no data");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"image_url\",\"content\":"
	    "\"https://x/a.png\"}]"), "\"https://x/a.png\"  ", "state: image_url: url");
	media_is(MSG("user", COMPLETE, "[{\"type\":\"file_url\",\"content\":"
	    "\"https://x/r.pdf\"}]"), "\"https://x/r.pdf\"  ", "state: file_url: url");
}

static void
test_state_raw(void)
{
	raw_is(EVS_DETAIL, snapshot[1], "T{\"type\":\"thinking\",\"content\":\"The user "
	    "wants libs\",\"options\":{\"signature\":\"c2ln\"}} | T" PART("text",
	    "Searching.") " | C" LCCALL("toolu_01", "search", "{\"q\":\"elixir\"}")
	    " | C{\"name\":\"weather\",\"type\":\"function\",\"status\":\"complete\","
	    "\"call_id\":\"toolu_02\",\"arguments\":{\"city\":\"NYC\"},"
	    "\"display_text\":\"Checking the weather\"}", "state raw: parts, calls");
	raw_is(EVS_DETAIL, TOOLMSG(LCRESULT("c1", "s", "x", "false")),
	    "R" LCRESULT("c1", "s", "x", "false"), "state raw: a result");
	raw_is(EVS_DETAIL, MSG("user", COMPLETE, "\"hi\""), "T\"hi\"",
	    "state raw: string content");
	raw_is(0, snapshot[1], "T | T | C | C", "state raw: none for the checker");
	raw_is(0, TOOLMSG(LCRESULT("c1", "s", "x", "false")), "R",
	    "state raw: none for the checker's result");
	raw_is(0, MSG("user", COMPLETE, "[\"hi\"]"), "T",
	    "state raw: none for the checker's string part");
}

/* Results: is_error, is_interrupt; why a message stopped. */
static void
test_state_results(void)
{
	evs_maps(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"tool_call_id\":\"c1\"}"), "M:tool R:function:\"c1\":e=-1",
	    "state: is_error absent (a legacy row): unknown");
	evs_maps(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"is_error\":\"yes\",\"tool_call_id\":\"c1\"}"),
	    "M:tool R:function:\"c1\":e=-1", "state: is_error not a boolean: unknown");
	evs_maps_with(EVS_TEXT_EQ, TOOLMSG("{\"name\":\"ask_user\",\"type\":"
	    "\"function\",\"content\":[" PART("text", "Waiting for user response...")
	    "],\"is_error\":false,\"is_interrupt\":true,\"tool_call_id\":\"c1\","
	    "\"interrupt_data_b64\":\"g2gC\"}"), "M:tool R:function:\"c1\":e=-1="
	    "[" PART("text", "Waiting for user response...") "]",
	    "state: an interrupt: a result, its outcome unknown");
	evs_maps(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"is_error\":true,\"is_interrupt\":true,\"tool_call_id\":\"c1\"}"),
	    "M:tool R:function:\"c1\":e=1", "state: an interrupt that says error");
	evs_maps(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"is_error\":false,\"is_interrupt\":\"yes\",\"tool_call_id\":\"c1\"}"),
	    "M:tool R:function:\"c1\":e=0", "state: is_interrupt not true: no interrupt");
	evs_maps_with(EVS_TEXT_EQ, TOOLMSG("{\"name\":\"s\",\"type\":\"function\","
	    "\"content\":\"plain\",\"is_error\":false,\"tool_call_id\":\"c1\"}"),
	    "M:tool R:function:\"c1\":e=0=\"plain\"", "state: a string output");
	evs_details(MSG("assistant", "\"cancelled\"", "[" PART("text", "Par") "]"),
	    "M:assistant=assistant T:text=Par N:stop_reason=cancelled",
	    "state: cancelled: a stop");
	evs_details("{\"role\":\"assistant\",\"status\":\"cancelled\",\"content\":"
	    "[" PART("text", "Par") "],\"metadata\":{\"streaming_error\":{\"type\":"
	    "\"overloaded\",\"message\":\"Overloaded\"}}}",
	    "M:assistant=assistant T:text=Par N:stop_reason=stream_error",
	    "state: cancelled by a dead stream: stream_error");
	evs_details("{\"role\":\"assistant\",\"status\":\"cancelled\",\"content\":"
	    "[],\"metadata\":{\"streaming_error\":null}}",
	    "M:assistant=assistant N:stop_reason=cancelled",
	    "state: a null streaming_error: cancelled");
	evs_details("{\"role\":\"assistant\",\"status\":\"content_filtered\",\"content\":"
	    "[],\"metadata\":{\"stop_details\":{\"type\":\"refusal\"}}}",
	    "M:assistant=assistant N:stop_reason=content_filtered",
	    "state: content_filtered: a stop");
	evs_maps(MSG("assistant", "\"stream_error\"", "[]"), "M:assistant N",
	    "state: stream_error: a note for the checker too");
	evs_maps(MSG("assistant", COMPLETE, "[]"), "M:assistant",
	    "state: complete: no stop");
	evs_maps(MSG("assistant", "null", "[]"), "M:assistant", "state: null: no stop");
	evs_maps(MSG("assistant", "\"incomplete\"", "[]"), "M:assistant",
	    "state: another status: no stop");
}

/* Calls and results that are not of Sagents' shape. */
static void
test_state_broken(void)
{
	evs_maps_with(EVS_ARGS, ASKS("{\"name\":\"file_write\",\"type\":\"function\","
	    "\"status\":\"incomplete\",\"call_id\":\"c1\",\"arguments\":"
	    "\"{\\\"path\\\":\"}"), "M:assistant C:function:\"c1\":file_write("
	    "\"{\\\"path\\\":\")", "state: arguments a string (streamed): as they are");
	evs_maps("{\"role\":\"assistant\",\"status\":\"complete\",\"content\":null,"
	    "\"tool_calls\":" LCCALL("c1", "search", "{}") "}", "M:assistant",
	    "state: tool_calls not an array: no call");
	evs_maps("{\"role\":\"tool\",\"status\":\"complete\",\"content\":null,"
	    "\"tool_results\":\"c1\"}", "M:tool",
	    "state: tool_results not an array: no result");
	evs_maps(ASKS("{\"name\":\"search\",\"type\":\"function\",\"status\":"
	    "\"incomplete\",\"arguments\":{}}"), "M:assistant C:function:-:search",
	    "state: a call without call_id: no id");
	evs_maps(ASKS("{\"name\":7,\"call_id\":5}"), "M:assistant C:function:-:-",
	    "state: call_id and name not strings");
	evs_maps_with(EVS_ARGS, ASKS("\"search\""), "M:assistant C:function:-:-(-)",
	    "state: a call that is no object: a call without id");
	evs_maps(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"is_error\":false}"), "M:tool R:function:-:e=0",
	    "state: a result without tool_call_id: no id");
	evs_maps_with(EVS_TEXT_EQ, TOOLMSG("null"), "M:tool R:function:-:e=-1=-",
	    "state: a result that is no object: a result without id");
}

static void
test_state_check(void)
{
	static const char *const dangling[] = {
		SAYS("user", "go"), ASKS(LCCALL("c1", "search", "{}")),
		SAYS("user", "never mind"), SAYS("assistant", "ok"), NULL
	};
	static const char *const awaiting[] = {
		SAYS("user", "go"), ASKS(LCCALL("c1", "search", "{}") ","
		    LCCALL("c2", "search", "{}")), NULL
	};
	static const char *const patched[] = {
		SAYS("user", "go"), ASKS(LCCALL("c1", "search", "{}") ","
		    LCCALL("c2", "search", "{}")),
		TOOLMSG(LCRESULT("c1", "search", "Tool call search with id c1 was "
		    "cancelled - another message came in before it could be "
		    "completed.", "false")),
		TOOLMSG(LCRESULT("c2", "search", "Tool call search with id c2 was "
		    "cancelled - another message came in before it could be "
		    "completed.", "false")),
		SAYS("user", "never mind"), NULL
	};
	static const char *const interrupted[] = {
		SAYS("user", "go"), ASKS(LCCALL("c1", "ask_user", "{}")),
		TOOLMSG("{\"name\":\"ask_user\",\"type\":\"function\",\"content\":"
		    "\"Waiting...\",\"is_error\":false,\"is_interrupt\":true,"
		    "\"tool_call_id\":\"c1\"}"), NULL
	};
	static const char *const orphan[] = {
		SAYS("user", "go"), TOOLMSG(LCRESULT("c9", "search", "x", "false")), NULL
	};
	static const char *const dup_result[] = {
		ASKS(LCCALL("c1", "search", "{}")),
		TOOLMSG(LCRESULT("c1", "search", "x", "false")),
		TOOLMSG(LCRESULT("c1", "search", "y", "false")), NULL
	};
	static const char *const dup_in_one[] = {
		ASKS(LCCALL("c1", "search", "{}")),
		TOOLMSG(LCRESULT("c1", "search", "x", "false") ","
		    LCRESULT("c1", "search", "y", "false")), NULL
	};
	static const char *const dup_call[] = {
		ASKS(LCCALL("c1", "search", "{}") "," LCCALL("c1", "search", "{}")),
		TOOLMSG(LCRESULT("c1", "search", "x", "false")), NULL
	};
	static const char *const early[] = {
		TOOLMSG(LCRESULT("c1", "search", "x", "false")),
		ASKS(LCCALL("c1", "search", "{}")), NULL
	};
	static const char *const noid[] = {
		ASKS("{\"name\":\"search\",\"type\":\"function\",\"status\":"
		    "\"complete\",\"arguments\":{}}"),
		TOOLMSG("{\"name\":\"search\",\"type\":\"function\",\"content\":\"x\","
		    "\"is_error\":false}"), NULL
	};
	static const char *const failed[] = {
		ASKS(LCCALL("c1", "search", "{}")),
		TOOLMSG(LCRESULT("c1", "search", "boom", "true")),
		SAYS("assistant", "sorry"), NULL
	};
	static const char *const apart[] = {
		ASKS(LCCALL("c1", "search", "{}")), SAYS("user", "also this"),
		TOOLMSG(LCRESULT("c1", "search", "x", "false")), NULL
	};
	/* The two shapes pair alike: a display row's call answered by a state
	 * item's result, and the other way round (one namespace, one key). */
	static const char *const row_call[] = {
		CALL("c1", "0", "completed"),
		TOOLMSG(LCRESULT("c1", "search", "x", "false")), NULL
	};
	static const char *const state_call[] = {
		ASKS(LCCALL("c1", "search", "{}")), RESULT("c1", "0", "false"), NULL
	};

	evs_findings_are(dangling, "unanswered-call:c1:search",
	    "state: a call left unanswered, the conversation going on: legal "
	    "(PatchToolCalls answers it)");
	evs_findings_are(awaiting, "unanswered-call:c1:search "
	    "unanswered-call:c2:search", "state: calls awaiting approval: legal");
	evs_findings_are(patched, "", "state: PatchToolCalls' tool messages answer");
	evs_findings_are(interrupted, "", "state: an interrupt answers its call");
	evs_findings_are(orphan, "orphan-result:c9:-", "state: a result without its call");
	evs_findings_are(dup_result, "duplicate-result:c1:-",
	    "state: two tool messages for one call");
	evs_findings_are(dup_in_one, "duplicate-result:c1:-",
	    "state: two results for one call in one tool message");
	evs_findings_are(dup_call, "duplicate-call:c1:search",
	    "state: one call id made twice");
	evs_findings_are(early, "result-before-call:c1:search",
	    "state: a result before its call");
	evs_findings_are(noid, "missing-id:-:search missing-id:-:-",
	    "state: ids are required");
	evs_findings_are(failed, "", "state: an error result answers its call");
	evs_findings_are(apart, "interleaved-message:c1:search", "state: a result "
	    "apart from its call (LangChain answers in the next message)");
	evs_findings_are(row_call, "", "a row's call, a state item's result: a pair");
	evs_findings_are(state_call, "", "a state item's call, a row's result: a pair");
}

/* A state item opens a message and leaves none open for rows. */
static void
test_state_rows(void)
{
	static const char *const mixed[] = {
		TEXT("assistant", "a", "0"), SAYS("assistant", "b"),
		TEXT("assistant", "c", "1"), NULL
	};

	evs_session_is(mixed, 0, "M:assistant T / M:assistant T / M:assistant T",
	    "a row of sequence 1 after a state item opens a message");
}

/* Every event of a sink that fails at event n gives that failure back. */
static void
test_state_sink_status(void)
{
	/* M T C R N: every kind a state item emits (no such message is
	 * LangChain's: its calls and results are in two). */
	static const char *const all = "{\"role\":\"assistant\",\"status\":"
	    "\"cancelled\",\"content\":[" PART("text", "a") "],\"tool_calls\":["
	    LCCALL("c1", "s", "{}") "],\"tool_results\":["
	    LCRESULT("c1", "s", "x", "false") "]}";

	for (int detail = 0; detail <= 1; detail++)
		for (int n = 1; n <= 6; n++) {
			struct evsink c;

			evsink_init(&c, detail ? EVS_DETAIL : 0);
			c.fail_at = n;
			is_int(evsink_map(&c, &format_sagents, all, NULL),
			    n <= 5 ? ST_IO : ST_OK,
			    "state, %s sink failing at event %d: %s", detail ?
			    "a detail" : "the checker's", n, n <= 5 ?
			    "the map stops" : "(5 events) ST_OK");
			evsink_release(&c);
		}
	for (int n = 1; n <= 2; n++) {
		struct evsink c;

		evsink_init(&c, EVS_DETAIL);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_sagents, MSG("user", COMPLETE, "\"x\""),
		    NULL), ST_IO, "state, string content: a sink failing at "
		    "event %d stops the map", n);
		evsink_release(&c);
	}
}

static void
test_state_detect(void)
{
	for (size_t i = 0; snapshot[i] != NULL; i++)
		evs_detects(snapshot[i], 2, "state item");
	evs_detects(MSG("user", COMPLETE, "\"Hello\""), 2, "state: content a string");
	evs_detects(MSG("system", "null", "\"x\""), 2, "state: status null");
	evs_detects(TOOLMSG("{\"name\":\"s\",\"type\":\"function\",\"content\":\"x\","
	    "\"is_error\":false,\"is_interrupt\":true,\"tool_call_id\":\"c1\","
	    "\"interrupt_data_b64\":\"g2gC\"}"), 2, "state: an interrupt");
	evs_detects("{\"name\":\"ann\",\"role\":\"user\",\"index\":3,\"status\":"
	    "\"complete\",\"content\":\"hi\",\"metadata\":{}}", 2,
	    "state: every member serialize_message/1 writes");
	evs_detects(MSG("user", COMPLETE, "[" PART("image_url", "u") ","
	    PART("image", "d") "," PART("file", "d") "," PART("file_url", "u") ","
	    PART("thinking", "t") "," PART("unsupported", "r") "]"), 2,
	    "state: every ContentPart type");
	evs_detects(ASKS("{\"name\":\"s\",\"status\":\"incomplete\"}"), 2,
	    "state: a call without call_id is still a call");
	evs_detects(MSG("user", "\"weird\"", "\"x\""), 1, "state: another status");
	evs_detects("{\"role\":\"user\",\"extra\":1,\"status\":\"complete\","
	    "\"content\":\"x\"}", 1, "state: another member");
	evs_detects(MSG("user", COMPLETE, "[" PART("audio", "x") "]"), 1,
	    "state: another part type");
	evs_detects("{\"role\":\"assistant\",\"status\":\"complete\",\"content\":null,"
	    "\"tool_calls\":{}}", 1, "state: tool_calls not an array");
	evs_detects("{\"role\":\"tool\",\"status\":\"complete\",\"content\":null,"
	    "\"tool_results\":\"x\"}", 1, "state: tool_results not an array");
	{
		struct buf many = BUF_INIT;

		/* Another member after FORMAT_ITEM_MEMBERS known ones. */
		buf_adds(&many, "{");
		for (int i = 0; i < FORMAT_ITEM_MEMBERS; i++)
			buf_adds(&many, "\"index\":0,");
		buf_adds(&many, "\"role\":\"user\",\"status\":\"complete\","
		    "\"content\":\"x\",\"extra\":1}");
		evs_detects(many.p, 1, "state: another member, far down");
		buf_release(&many);
	}
	/* Not a state item. */
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0,
	    "no status: a Chat message");
	evs_detects("{\"role\":\"user\",\"status\":\"complete\"}", 0, "no content");
	evs_detects(MSG("user", "1", "\"x\""), 0, "status not a string");
	evs_detects(MSG("user", COMPLETE, "7"), 0, "content a number");
	evs_detects(MSG("user", COMPLETE, "{\"text\":\"x\"}"), 0, "content an object");
	evs_detects(MSG("human", COMPLETE, "\"x\""), 0, "another role");
	evs_detects("{\"status\":\"complete\",\"content\":\"x\"}", 0, "no role");
	evs_detects("{\"role\":7,\"status\":\"complete\",\"content\":\"x\"}", 0,
	    "role not a string");
	evs_detects(MSG("user", COMPLETE, "[{\"type\":\"text\",\"text\":\"hi\"}]"), 0,
	    "an OpenAI or Anthropic text part");
	evs_detects(MSG("user", COMPLETE, "[\"hi\"]"), 0, "a part that is no object");
	evs_detects(MSG("user", COMPLETE, "[{\"content\":\"hi\"}]"), 0,
	    "a part without a type");
	evs_detects("{\"role\":\"assistant\",\"status\":\"complete\",\"content\":null,"
	    "\"tool_calls\":[{\"id\":\"c\",\"type\":\"function\",\"function\":"
	    "{\"name\":\"f\",\"arguments\":\"{}\"}}]}", 0, "Chat's tool calls");
	evs_detects("{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"user\","
	    "\"status\":\"completed\",\"content\":\"hi\"}", 0,
	    "a Responses message with a status");
	evs_detects("{\"id\":\"m1\",\"role\":\"user\",\"status\":\"complete\","
	    "\"content\":\"hi\"}", 0, "an id");
	evs_detects("{\"role\":\"tool\",\"status\":\"complete\",\"content\":\"x\","
	    "\"tool_call_id\":\"c\"}", 0, "a Chat tool message");
	evs_detects("{\"role\":\"user\",\"parts\":[],\"status\":\"complete\","
	    "\"content\":\"x\"}", 0, "Gemini's parts");
}

/* No other format is sure of a state item, and the format wins it surely;
 * a session of items that Anthropic is sure of too is voted Sagents'. */
static void
test_state_others(void)
{
	const char *const items[] = {
		snapshot[0], snapshot[1], snapshot[2], snapshot[3],
		MSG("user", COMPLETE, "\"Hello\""), MSG("system", "null", "\"x\""),
		TOOLMSG("{\"name\":\"ask_user\",\"type\":\"function\",\"content\":"
		    "\"Waiting...\",\"is_error\":false,\"is_interrupt\":true,"
		    "\"tool_call_id\":\"c1\"}"),
		ASKS("{\"name\":\"s\",\"status\":\"incomplete\"}"),
		NULL
	};
	/* Thinking or an image without calls: Anthropic scores such an item
	 * 2 as well, and comes first in format_table, so the item alone is
	 * Anthropic's; the session is Sagents' (more strong votes). */
	static const char *const thinks[] = {
		SAYS("user", "hi"),
		MSG("assistant", COMPLETE, "[" PART("thinking", "hmm") ","
		    PART("text", "Hello") "]"),
		MSG("user", COMPLETE, "[{\"type\":\"image\",\"content\":\"AAAA\","
		    "\"options\":{\"media\":\"png\"}}]"),
		MSG("assistant", COMPLETE, "[" PART("thinking", "so") ","
		    PART("text", "A cat") "]"), NULL
	};
	struct format_vote v;

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int most = 0;

		if (fmt == &format_sagents_state)
			continue;
		for (size_t i = 0; items[i] != NULL; i++) {
			int score = evsink_detect(fmt, items[i]);

			most = score > most ? score : most;
		}
		ok(most < 2, "%s is not sure of a state item (%d)", fmt->name, most);
	}
	for (size_t i = 0; items[i] != NULL; i++)
		evs_detected(items[i], "state item", i);
	evs_detects(thinks[1], 2, "state: thinking, no calls");
	evs_detects(thinks[2], 2, "state: an image, no calls");
	memset(&v, 0, sizeof(v));
	for (size_t i = 0; thinks[i] != NULL; i++) {
		struct item it = evsink_item(thinks[i]);
		struct format_item fi;

		format_item_init(&fi, &it);
		format_vote_add(&v, &fi);
	}
	ok(format_vote_result(&v) == &format_sagents_state,
	    "a state with thinking and images but no calls: voted Sagents'");
}

/* inserted_at, an Ecto utc_datetime_usec, is a time consumers read. */
static void
test_time(void)
{
	struct json_span t = { "\"2026-03-01T10:00:00.123456Z\"", 0 };
	int64_t ms = 0;

	t.n = strlen(t.p);
	is_int(format_time_ms(t, &ms), 0, "inserted_at parses");
	is_int(ms, INT64_C(1772359200123), "inserted_at: its milliseconds");
}

int
main(void)
{
	evsink_use(&format_sagents);
	test_turn();
	test_content();
	test_media();
	test_raw();
	test_tools();
	test_messages();
	test_check();
	test_sink_status();
	test_detect();
	test_others();
	test_time();
	evsink_use(&format_sagents_state);
	test_state_snapshot();
	test_state_content();
	test_state_media();
	test_state_raw();
	test_state_results();
	test_state_broken();
	test_state_check();
	test_state_rows();
	test_state_sink_status();
	test_state_detect();
	test_state_others();
	is_str(format_sagents_state.name, "sagents-state", "state: name");
	ok(format_by_name("sagents-state") == &format_sagents_state,
	    "state: listed in format_table");
	is_int(format_sagents_state.placement, P_ADJACENT_RUN,
	    "state: placement: the tool message right after its call's");
	is_str(format_sagents.name, "sagents", "name");
	ok(format_by_name("sagents") == &format_sagents, "listed in format_table");
	is_int(format_sagents.placement, P_AFTER,
	    "placement: results anywhere after their call");
	is_int((long long)format_sagents.flags, FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	    "flags: ids required, unanswered calls legal");
	ok(format_sagents.errors.dangling == NULL &&
	    format_sagents.errors.orphan == NULL &&
	    format_sagents.errors.misplaced == NULL, "no API error texts");
	ok(format_sagents.writer == NULL && format_sagents.answer == NULL,
	    "no writer, no answer");
	ok(format_sagents.state_size > 0 && format_sagents.free_state == NULL,
	    "state without a free_state");
	return tap_done();
}
