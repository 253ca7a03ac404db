/* t_format_opencode.c - the OpenCode (message and part rows, or `opencode
 * export`'s messages) format: detect and map. */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "evsink.h"
#include "format.h"
#include "tap.h"

/* An item as the opencode: store yields it: a message row and its parts'
 * rows. */
#define ROW(id, data, parts) "{\"id\":\"msg_" id "\",\"data\":" data \
	",\"parts\":[" parts "]}"
/* A part row of data. */
#define PART(id, data)	"{\"id\":\"prt_" id "\",\"data\":" data "}"
/* A user message's data. */
#define USER	"{\"role\":\"user\",\"time\":{\"created\":1790000000000}," \
	"\"agent\":\"build\",\"model\":{\"providerID\":\"anthropic\"," \
	"\"modelID\":\"claude-x\"}}"
/* An assistant message's data, with tokens, cost and rest (members). */
#define ASSISTANT(tokens, cost, rest) "{\"role\":\"assistant\",\"time\":" \
	"{\"created\":1790000001000,\"completed\":1790000005000},\"parentID\":" \
	"\"msg_u\",\"modelID\":\"claude-x\",\"providerID\":\"anthropic\"," \
	"\"mode\":\"build\",\"agent\":\"build\",\"path\":{\"cwd\":\"/p\"," \
	"\"root\":\"/p\"},\"cost\":" cost ",\"tokens\":" tokens rest "}"
/* A tokens object. */
#define TOKENS(in, out, reasoning, read, write) "{\"input\":" in ",\"output\":" \
	out ",\"reasoning\":" reasoning ",\"cache\":{\"read\":" read ",\"write\":" \
	write "}}"
#define ZERO	TOKENS("0", "0", "0", "0", "0")
/* An assistant row of the parts given (zero tokens, no cost). */
#define AROW(id, parts)	ROW(id, ASSISTANT(ZERO, "0", ""), parts)
/* A tool part of call id and state (members). */
#define TOOL(id, state) "{\"type\":\"tool\",\"callID\":\"" id "\",\"tool\":" \
	"\"bash\",\"state\":{" state "}}"
#define INPUT	"\"input\":{\"command\":\"ls\"}"
#define TEXT(s)	"{\"type\":\"text\",\"text\":\"" s "\"}"

/* The message and part rows opencode 1.18.33 wrote
 * (/work/research26/opencode-1.18.33-sample.sql), joined as the store
 * yields them: the parent session's, then its child's. */
static const char *const sample[] = {
	"{\"id\":\"msg_1a2b3c4d6001ABCDEFGHIJKLMN\",\"data\":{\"role\":\"user\","
	"\"time\":{\"created\":1790000000000},\"agent\":\"build\",\"model\":"
	"{\"providerID\":\"anthropic\",\"modelID\":\"claude-x\"}},\"parts\":[{\"id\":"
	"\"prt_1a2b3c4d6002ABCDEFGHIJKLMN\",\"data\":{\"type\":\"text\",\"text\":"
	"\"list files\"}}]}",
	"{\"id\":\"msg_1a2b3c4d6003ABCDEFGHIJKLMN\",\"data\":{\"role\":\"assistant\","
	"\"time\":{\"created\":1790000001000,\"completed\":1790000005000},"
	"\"parentID\":\"msg_1a2b3c4d6001ABCDEFGHIJKLMN\",\"modelID\":\"claude-x\","
	"\"providerID\":\"anthropic\",\"mode\":\"build\",\"agent\":\"build\",\"path\":"
	"{\"cwd\":\"/tmp/oc/proj\",\"root\":\"/tmp/oc/proj\"},\"cost\":0.01,"
	"\"tokens\":{\"input\":10,\"output\":20,\"reasoning\":0,\"cache\":{\"read\":0,"
	"\"write\":0}},\"finish\":\"tool-calls\"},\"parts\":[{\"id\":"
	"\"prt_1a2b3c4d6004ABCDEFGHIJKLMN\",\"data\":{\"type\":\"step-start\"}},"
	"{\"id\":\"prt_1a2b3c4d6005ABCDEFGHIJKLMN\",\"data\":{\"type\":\"tool\","
	"\"callID\":\"toolu_01\",\"tool\":\"bash\",\"state\":{\"status\":\"completed\","
	"\"input\":{\"command\":\"ls\"},\"output\":\"a.txt\\n\",\"title\":\"ls\","
	"\"metadata\":{},\"time\":{\"start\":1790000002000,\"end\":1790000003000}}}},"
	"{\"id\":\"prt_1a2b3c4d6006ABCDEFGHIJKLMN\",\"data\":{\"type\":"
	"\"step-finish\",\"reason\":\"tool-calls\",\"cost\":0.01,\"tokens\":{\"input\":"
	"10,\"output\":20,\"reasoning\":0,\"cache\":{\"read\":0,\"write\":0}}}}]}",
	NULL
};
static const char *const child[] = {
	"{\"id\":\"msg_1a2b3c4d6001CHILDCHILDCHIL\",\"data\":{\"role\":\"user\","
	"\"time\":{\"created\":1790000000000},\"agent\":\"build\",\"model\":"
	"{\"providerID\":\"anthropic\",\"modelID\":\"claude-x\"}},\"parts\":[{\"id\":"
	"\"prt_1a2b3c4d6002CHILDCHILDCHIL\",\"data\":{\"type\":\"text\",\"text\":"
	"\"list files\"}}]}",
	"{\"id\":\"msg_1a2b3c4d6003CHILDCHILDCHIL\",\"data\":{\"role\":\"assistant\","
	"\"time\":{\"created\":1790000001000,\"completed\":1790000005000},"
	"\"parentID\":\"msg_1a2b3c4d6001CHILDCHILDCHIL\",\"modelID\":\"claude-x\","
	"\"providerID\":\"anthropic\",\"mode\":\"build\",\"agent\":\"build\",\"path\":"
	"{\"cwd\":\"/tmp/oc/proj\",\"root\":\"/tmp/oc/proj\"},\"cost\":0.01,"
	"\"tokens\":{\"input\":10,\"output\":20,\"reasoning\":0,\"cache\":{\"read\":0,"
	"\"write\":0}},\"finish\":\"tool-calls\"},\"parts\":[{\"id\":"
	"\"prt_1a2b3c4d6004CHILDCHILDCHIL\",\"data\":{\"type\":\"step-start\"}},"
	"{\"id\":\"prt_1a2b3c4d6005CHILDCHILDCHIL\",\"data\":{\"type\":\"tool\","
	"\"callID\":\"toolu_01\",\"tool\":\"bash\",\"state\":{\"status\":\"completed\","
	"\"input\":{\"command\":\"ls\"},\"output\":\"a.txt\\n\",\"title\":\"ls\","
	"\"metadata\":{},\"time\":{\"start\":1790000002000,\"end\":1790000003000}}}},"
	"{\"id\":\"prt_1a2b3c4d6006CHILDCHILDCHIL\",\"data\":{\"type\":"
	"\"step-finish\",\"reason\":\"tool-calls\",\"cost\":0.01,\"tokens\":{\"input\":"
	"10,\"output\":20,\"reasoning\":0,\"cache\":{\"read\":0,\"write\":0}}}}]}",
	NULL
};
/* The parent's messages as `opencode export` writes them. */
static const char *const exported[] = {
	"{\"info\":{\"id\":\"msg_1a2b3c4d6001ABCDEFGHIJKLMN\",\"sessionID\":"
	"\"ses_1a2b3c4d5ffeXYZabcdefghijk\",\"role\":\"user\",\"time\":{\"created\":"
	"1790000000000},\"agent\":\"build\",\"model\":{\"providerID\":\"anthropic\","
	"\"modelID\":\"claude-x\"}},\"parts\":[{\"id\":\"prt_1a2b3c4d6002ABCDEFGHIJKLMN\","
	"\"sessionID\":\"ses_1a2b3c4d5ffeXYZabcdefghijk\",\"messageID\":"
	"\"msg_1a2b3c4d6001ABCDEFGHIJKLMN\",\"type\":\"text\",\"text\":"
	"\"list files\"}]}",
	"{\"info\":{\"id\":\"msg_1a2b3c4d6003ABCDEFGHIJKLMN\",\"sessionID\":"
	"\"ses_1a2b3c4d5ffeXYZabcdefghijk\",\"role\":\"assistant\",\"time\":"
	"{\"created\":1790000001000,\"completed\":1790000005000},\"parentID\":"
	"\"msg_1a2b3c4d6001ABCDEFGHIJKLMN\",\"modelID\":\"claude-x\",\"providerID\":"
	"\"anthropic\",\"mode\":\"build\",\"agent\":\"build\",\"path\":{\"cwd\":"
	"\"/tmp/oc/proj\",\"root\":\"/tmp/oc/proj\"},\"cost\":0.01,\"tokens\":"
	"{\"input\":10,\"output\":20,\"reasoning\":0,\"cache\":{\"read\":0,\"write\":"
	"0}},\"finish\":\"tool-calls\"},\"parts\":[{\"id\":"
	"\"prt_1a2b3c4d6004ABCDEFGHIJKLMN\",\"sessionID\":\"ses_1a2b3c4d5ffeXYZabcdefghijk\","
	"\"messageID\":\"msg_1a2b3c4d6003ABCDEFGHIJKLMN\",\"type\":\"step-start\"},"
	"{\"id\":\"prt_1a2b3c4d6005ABCDEFGHIJKLMN\",\"sessionID\":"
	"\"ses_1a2b3c4d5ffeXYZabcdefghijk\",\"messageID\":"
	"\"msg_1a2b3c4d6003ABCDEFGHIJKLMN\",\"type\":\"tool\",\"callID\":\"toolu_01\","
	"\"tool\":\"bash\",\"state\":{\"status\":\"completed\",\"input\":{\"command\":"
	"\"ls\"},\"output\":\"a.txt\\n\",\"title\":\"ls\",\"metadata\":{},\"time\":"
	"{\"start\":1790000002000,\"end\":1790000003000}}},{\"id\":"
	"\"prt_1a2b3c4d6006ABCDEFGHIJKLMN\",\"sessionID\":\"ses_1a2b3c4d5ffeXYZabcdefghijk\","
	"\"messageID\":\"msg_1a2b3c4d6003ABCDEFGHIJKLMN\",\"type\":\"step-finish\","
	"\"reason\":\"tool-calls\",\"cost\":0.01,\"tokens\":{\"input\":10,\"output\":20,"
	"\"reasoning\":0,\"cache\":{\"read\":0,\"write\":0}}}]}",
	NULL
};

static void
test_sample(void)
{
	const char *plain = "M:user T / M:assistant C:tool:\"toolu_01\":bash "
	    "R:tool:\"toolu_01\":e=0";
	const char *detail = "M:user=user@1790000000000 T:text=list files / "
	    "M:assistant=assistant@1790000001000#claude-x "
	    "C:tool:\"toolu_01\":bash R:tool:\"toolu_01\":bash:e=0=\"a.txt\\n\" "
	    "$10/20/0/0/0#claude-x";

	evs_session_is(sample, 0, plain, "sample: a user's text, a completed call");
	evs_session_is(child, 0, plain, "sample: the child session alike");
	evs_session_is(sample, EVS_DETAIL | EVS_RESULT_NAME | EVS_TEXT_EQ, detail,
	    "sample: label, time, model, output, the step's usage");
	evs_session_is(exported, 0, plain, "export: the same events");
	evs_session_is(exported, EVS_DETAIL | EVS_RESULT_NAME | EVS_TEXT_EQ, detail,
	    "export: the same details");
	evsink_spans(&format_opencode, sample[1], "\"a.txt\\n\"",
	    "{\"command\":\"ls\"}", "sample: output and input as their bytes");
	evsink_spans(&format_opencode, exported[1], "\"a.txt\\n\"",
	    "{\"command\":\"ls\"}", "export: output and input as their bytes");
	evs_findings_are(sample, "", "sample: clean");
	evs_findings_are(child, "", "child: clean");
	evs_findings_are(exported, "", "export: clean");
}

static void
test_parts(void)
{
	evs_details(ROW("u", USER, PART("1", TEXT("hi")) "," PART("2", "{\"type\":"
	    "\"text\",\"text\":\"file body\",\"synthetic\":true}") "," PART("3",
	    "{\"type\":\"text\",\"text\":\"queued\",\"ignored\":true}")),
	    "M:user=user@1790000000000 T:text=hi T:text=file body "
	    "N:ignored=queued@1790000000000",
	    "text, synthetic text content, ignored text a note");
	evs_maps(ROW("u", USER, PART("3", "{\"type\":\"text\",\"text\":\"q\","
	    "\"ignored\":true}")), "M:user N", "ignored text: no content");
	evs_maps(ROW("u", USER, PART("3", "{\"type\":\"text\",\"text\":\"q\","
	    "\"ignored\":false}")), "M:user T", "ignored false: content");
	evs_details(AROW("a", PART("1", "{\"type\":\"reasoning\",\"text\":\"hmm\","
	    "\"time\":{\"start\":1}}") "," PART("2", TEXT("done"))),
	    "M:assistant=assistant@1790000001000#claude-x T:thinking=hmm T:text=done",
	    "reasoning is thinking");
	evs_details(ROW("u", USER, PART("1", "{\"type\":\"file\",\"mime\":"
	    "\"image/png\",\"filename\":\"a.png\",\"url\":\"data:image/png;base64,"
	    "AAAA\"}")), "M:user=user@1790000000000 T:image", "a file is media");
	evs_details(ROW("u", USER, PART("1", "{\"type\":\"agent\",\"name\":"
	    "\"general\"}") "," PART("2", "{\"type\":\"subtask\",\"prompt\":\"p\","
	    "\"description\":\"find it\",\"agent\":\"general\"}")),
	    "M:user=user@1790000000000 N:agent=general@1790000000000 "
	    "N:subtask=find it@1790000000000", "agent and subtask parts are notes");
	evs_details(ROW("u", USER, PART("1", "{\"type\":\"compaction\",\"auto\":true}")),
	    "M:user=user@1790000000000 B:compaction@1790000000000",
	    "compaction is a boundary");
	evs_maps(ROW("u", USER, PART("1", "{\"type\":\"compaction\",\"auto\":true}")),
	    "M:user B", "compaction: a boundary for the checker too");
	evs_details(AROW("a", PART("1", "{\"type\":\"retry\",\"attempt\":1,\"error\":"
	    "{\"name\":\"APIError\",\"data\":{\"message\":\"overloaded\","
	    "\"isRetryable\":true}},\"time\":{\"created\":1}}") "," PART("2",
	    "{\"type\":\"retry\",\"attempt\":2,\"error\":{\"name\":\"APIError\"}}")),
	    "M:assistant=assistant@1790000001000#claude-x "
	    "N:retry=overloaded@1790000001000 N:retry=APIError@1790000001000",
	    "retry: a note of its error's message, else its name");
	evs_details(AROW("a", PART("1", "{\"type\":\"snapshot\",\"snapshot\":\"abc\"}")
	    "," PART("2", "{\"type\":\"patch\",\"hash\":\"def\",\"files\":[\"a\"]}")),
	    "M:assistant=assistant@1790000001000#claude-x "
	    "N:snapshot=abc@1790000001000 N:patch=def@1790000001000",
	    "snapshot and patch: notes of their hashes");
	evs_maps(AROW("a", PART("1", "{\"type\":\"step-start\",\"snapshot\":\"x\"}")),
	    "M:assistant", "step-start: nothing");
	evs_maps(AROW("a", PART("1", "{\"type\":\"step-finish\",\"reason\":\"stop\","
	    "\"cost\":0,\"tokens\":" ZERO "}")), "M:assistant",
	    "step-finish: nothing for the checker");
	evs_details(AROW("a", PART("1", "{\"type\":\"future\",\"x\":1}")),
	    "M:assistant=assistant@1790000001000#claude-x "
	    "T:other={\"type\":\"future\",\"x\":1}", "an unknown part: other content");
	evs_details(ROW("a", ASSISTANT(ZERO, "0", ",\"error\":{\"name\":"
	    "\"MessageAbortedError\",\"data\":{\"message\":\"Aborted\"}}"),
	    PART("1", TEXT("par"))), "M:assistant=assistant@1790000001000#claude-x "
	    "T:text=par N:error=Aborted@1790000001000",
	    "an error: a note after the parts (no usage: no step ended)");
	evs_details(ROW("u", USER, ""), "M:user=user@1790000000000",
	    "no parts: the message alone");
}

static void
test_media(void)
{
	struct buf got = BUF_INIT;
	struct event_sink sink = { evsink_media_emit, &got, 1 };
	struct item it = evsink_item(ROW("u", USER, PART("1", "{\"type\":\"file\","
	    "\"mime\":\"image/png\",\"url\":\"data:image/png;base64,AAAA\"}") ","
	    PART("2", "{\"type\":\"file\",\"mime\":\"text/plain\",\"filename\":"
	    "\"a.txt\",\"url\":\"file:///p/a.txt\",\"source\":{\"type\":\"file\","
	    "\"path\":\"a.txt\",\"text\":{\"value\":\"@a.txt\",\"start\":0,"
	    "\"end\":6}}}")));

	is_int(format_map(&format_opencode, &it, NULL, &sink), ST_OK,
	    "media: ST_OK");
	buf_addc(&got, '\0');
	is_str(got.p, "\"data:image/png;base64,AAAA\"  \"image/png\" | "
	    "\"file:///p/a.txt\"  \"text/plain\"",
	    "media: the url, the mime its type");
	buf_release(&got);
}

static void
test_tools(void)
{
	evs_maps_with(EVS_ARGS | EVS_TEXT_EQ, AROW("a", PART("1", TOOL("c1",
	    "\"status\":\"completed\"," INPUT ",\"output\":\"ok\",\"title\":\"t\","
	    "\"metadata\":{},\"time\":{\"start\":1,\"end\":2}"))),
	    "M:assistant C:tool:\"c1\":bash({\"command\":\"ls\"}) "
	    "R:tool:\"c1\":e=0=\"ok\"", "completed: the output");
	evs_maps_with(EVS_TEXT_EQ, AROW("a", PART("1", TOOL("c1",
	    "\"status\":\"error\"," INPUT ",\"error\":\"boom\",\"time\":{\"start\":1,"
	    "\"end\":2}"))), "M:assistant C:tool:\"c1\":bash R:tool:\"c1\":e=1=\"boom\"",
	    "error: a failed result, its text the error");
	evs_maps_with(EVS_ARGS, AROW("a", PART("1", TOOL("c1", "\"status\":\"pending\","
	    "\"input\":{},\"raw\":\"\""))), "M:assistant C:tool:\"c1\":bash({})",
	    "pending: a call alone");
	evs_maps_with(EVS_ARGS, AROW("a", PART("1", TOOL("c1", "\"status\":\"running\","
	    INPUT ",\"time\":{\"start\":1}"))),
	    "M:assistant C:tool:\"c1\":bash({\"command\":\"ls\"})",
	    "running: a call alone");
	evs_maps(AROW("a", PART("1", TOOL("c1", "\"status\":\"weird\"," INPUT))),
	    "M:assistant C:tool:\"c1\":bash", "another status: a call alone");
	evs_maps_with(EVS_ARGS, AROW("a", PART("1", "{\"type\":\"tool\",\"callID\":"
	    "\"c1\",\"tool\":\"bash\",\"state\":\"x\"}")),
	    "M:assistant C:tool:\"c1\":bash(-)", "state not an object: a call alone");
	evs_maps(AROW("a", PART("1", "{\"type\":\"tool\",\"tool\":\"bash\",\"state\":{"
	    "\"status\":\"completed\",\"output\":\"x\"}}")),
	    "M:assistant C:tool:-:bash R:tool:-:e=0", "no callID: no id");
	evs_maps(AROW("a", PART("1", "{\"type\":\"tool\",\"callID\":7,\"tool\":1,"
	    "\"state\":{\"status\":\"completed\",\"output\":\"x\"}}")),
	    "M:assistant C:tool:-:- R:tool:-:e=0", "callID and tool not strings");
	evs_maps(AROW("a", PART("1", TOOL("c1", "\"status\":\"completed\",\"output\":"
	    "\"a\"")) "," PART("2", TOOL("c2", "\"status\":\"error\",\"error\":\"b\""))
	    "," PART("3", TOOL("c3", "\"status\":\"running\""))),
	    "M:assistant C:tool:\"c1\":bash R:tool:\"c1\":e=0 C:tool:\"c2\":bash "
	    "R:tool:\"c2\":e=1 C:tool:\"c3\":bash", "parts in order");
}

static void
test_check(void)
{
	static const char *const cut[] = {
		ROW("u", USER, PART("1", TEXT("go"))),
		AROW("a", PART("1", TOOL("c1", "\"status\":\"running\"," INPUT))),
		ROW("v", USER, PART("2", TEXT("again"))), NULL
	};
	static const char *const compacted[] = {
		AROW("a", PART("1", TOOL("c1", "\"status\":\"pending\",\"input\":{}"))),
		ROW("c", USER, PART("2", "{\"type\":\"compaction\",\"auto\":true}")),
		AROW("b", PART("3", TOOL("c2", "\"status\":\"completed\",\"output\":"
		    "\"x\""))), NULL
	};
	static const char *const noid[] = {
		AROW("a", PART("1", "{\"type\":\"tool\",\"tool\":\"bash\",\"state\":"
		    "{\"status\":\"completed\",\"output\":\"x\"}}")), NULL
	};
	static const char *const dup[] = {
		AROW("a", PART("1", TOOL("c1", "\"status\":\"completed\",\"output\":"
		    "\"x\""))),
		AROW("b", PART("2", TOOL("c1", "\"status\":\"completed\",\"output\":"
		    "\"x\""))), NULL
	};
	static const char *const failed[] = {
		AROW("a", PART("1", TOOL("c1", "\"status\":\"error\",\"error\":\"x\""))),
		ROW("v", USER, PART("2", TEXT("ok"))), NULL
	};

	evs_findings_are(cut, "unanswered-call:c1:bash",
	    "a running call, the user speaking again: legal, OpenCode answers it");
	evs_findings_are(compacted, "", "a cut-off call before a compaction: gone");
	evs_findings_are(noid, "missing-id:-:bash missing-id:-:-", "ids are required");
	evs_findings_are(dup, "duplicate-call:c1:bash duplicate-result:c1:-",
	    "one callID in two parts");
	evs_findings_are(failed, "", "an error answers its call");
}

/* EV_USAGE events as "cost" (picodollars), one each. */
static int
cost_emit(void *arg, const struct event *ev)
{
	struct buf *b = arg;

	if (ev->kind == EV_USAGE)
		buf_addf(b, "%s%lld", b->len > 0 ? " " : "",
		    (long long)ev->usage.cost);
	return ST_OK;
}

static void
costs_are(const char *json, const char *want, const char *what)
{
	struct buf got = BUF_INIT;
	struct event_sink sink = { cost_emit, &got, 1 };
	struct item it = evsink_item(json);

	is_int(format_map(&format_opencode, &it, NULL, &sink), ST_OK,
	    "%s: ST_OK", what);
	buf_addc(&got, '\0');
	is_str(got.p, want, "%s", what);
	buf_release(&got);
}

/* A step-finish part of tokens and cost. */
#define STEP(id, tokens, cost) PART(id, "{\"type\":\"step-finish\",\"reason\":" \
	"\"stop\",\"cost\":" cost ",\"tokens\":" tokens "}")

static void
test_usage(void)
{
	const char *two = ROW("a", ASSISTANT(TOKENS("5", "7", "0", "100", "0"),
	    "0.03", ""), STEP("1", TOKENS("3", "4", "0", "50", "9"), "0.01") ","
	    PART("2", TEXT("x")) "," STEP("3", TOKENS("5", "7", "0", "100", "0"),
	    "0.02"));

	evs_details(two, "M:assistant=assistant@1790000001000#claude-x "
	    "$3/4/50/9/0#claude-x T:text=x $5/7/100/0/0#claude-x",
	    "usage: each step's, not the message's (its last step's)");
	costs_are(two, "10000000000 20000000000", "usage: each step's cost");
	evs_maps(two, "M:assistant T", "usage: none for the checker");
	evs_details(ROW("a", ASSISTANT(TOKENS("5", "7", "0", "100", "2"), "0.03", ""),
	    PART("1", TEXT("x"))), "M:assistant=assistant@1790000001000#claude-x "
	    "T:text=x $5/7/100/2/0#claude-x",
	    "usage: the message's without step-finish parts");
	costs_are(ROW("a", ASSISTANT(TOKENS("5", "7", "0", "100", "2"), "0.03", ""),
	    PART("1", TEXT("x"))), "30000000000", "usage: the message's cost");
	evs_details(AROW("a", STEP("1", TOKENS("3", "4", "6", "0", "0"), "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x $3/10/0/0/6#claude-x",
	    "usage: reasoning added to the output (OpenCode's output leaves it out)");
	evs_details(AROW("a", STEP("1", "{\"total\":13,\"input\":3,\"output\":10,"
	    "\"reasoning\":6,\"cache\":{\"read\":0,\"write\":0}}", "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x $3/10/0/0/6#claude-x",
	    "usage: not added when the total says the output holds it");
	evs_details(AROW("a", STEP("1", "{\"total\":19,\"input\":3,\"output\":10,"
	    "\"reasoning\":6,\"cache\":{\"read\":0,\"write\":0}}", "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x $3/16/0/0/6#claude-x",
	    "usage: added when the total counts it apart");
	costs_are(AROW("a", STEP("1", TOKENS("3", "4", "0", "0", "0"), "0")), "-1",
	    "usage: a cost of 0 with tokens is no cost");
	costs_are(AROW("a", STEP("1", ZERO, "0")), "0",
	    "usage: a cost of 0 without tokens is 0");
	costs_are(AROW("a", STEP("1", TOKENS("3", "4", "0", "0", "0"), "\"x\"")),
	    "-1", "usage: a cost not a number is none");
	evs_details(AROW("a", STEP("1", "{\"input\":3}", "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x $3/-1/-1/-1/-1#claude-x",
	    "usage: counts it lacks unknown");
	evs_details(AROW("a", PART("1", TEXT("x"))),
	    "M:assistant=assistant@1790000001000#claude-x T:text=x",
	    "usage: none from a message's tokens all 0 (no step ended)");
	evs_details(AROW("a", STEP("1", ZERO, "0")),
	    "M:assistant=assistant@1790000001000#claude-x $0/0/0/0/0#claude-x",
	    "usage: a step's, even all 0 (a model call)");
	evs_details(AROW("a", STEP("1", "[]", "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x",
	    "usage: tokens not an object: none");
	evs_details(ROW("u", "{\"role\":\"user\",\"time\":{\"created\":1},\"tokens\":"
	    ZERO ",\"cost\":1}", ""), "M:user=user@1", "usage: none for a user");
	evs_details(AROW("a", STEP("1", TOKENS("-3", "4", "0", "0", "0"), "0.01")),
	    "M:assistant=assistant@1790000001000#claude-x $-1/4/0/0/0#claude-x",
	    "usage: a negative count is bad");
}

static void
test_malformed(void)
{
	evs_maps("{\"id\":\"m\",\"data\":{\"role\":\"user\"},\"parts\":{}}", "M:user",
	    "parts not an array: the message alone");
	evs_maps("{\"id\":\"m\",\"data\":{\"role\":\"user\"}}", "M:user",
	    "no parts: the message alone");
	evs_maps(ROW("u", USER, "1,\"x\",null," PART("1", TEXT("hi"))), "M:user T",
	    "parts not objects: skipped");
	evs_maps(ROW("u", USER, "{\"id\":\"p\",\"data\":\"x\"},{\"id\":\"q\"},"
	    "{\"id\":\"r\",\"data\":[1]}"), "M:user", "part data not an object: skipped");
	evs_maps("{\"id\":\"m\",\"data\":\"x\",\"parts\":[]}", "M:other",
	    "data not an object: a message of no known role");
	evs_maps("{\"id\":\"m\",\"data\":{\"role\":\"system\"},\"parts\":[]}", "M:other",
	    "a role OpenCode has not");
	evs_maps("{\"id\":\"m\",\"parts\":[" PART("1", TEXT("hi")) "]}", "M:other T",
	    "no data");
	evs_details("{\"id\":\"m\",\"data\":{\"role\":\"user\",\"time\":{\"created\":"
	    "\"soon\"}},\"parts\":[]}", "M:user=user", "a time not a number: none");
	evs_details("{\"id\":\"m\",\"data\":{\"role\":\"user\",\"time\":5},\"parts\":[]}",
	    "M:user=user", "time not an object: none");
	evs_maps(ROW("u", USER, PART("1", "{\"text\":\"untyped\"}")), "M:user T",
	    "an untyped part: content");
	evs_maps("[1,2]", "M:other", "not an object");
}

/* Every event of a sink that fails at event n gives that failure back. */
static void
test_sink_status(void)
{
	for (int n = 1; n <= 4; n++) {
		struct evsink c;

		evsink_init(&c, EVS_DETAIL);
		c.fail_at = n;
		is_int(evsink_map(&c, &format_opencode, sample[1], NULL), ST_IO,
		    "a sink failing at event %d stops the map", n);
		evsink_release(&c);
	}
}

static void
test_detect(void)
{
	evs_detects(sample[0], 2, "sample: a user row");
	evs_detects(sample[1], 2, "sample: an assistant row");
	evs_detects(exported[0], 2, "export: a user message");
	evs_detects(exported[1], 2, "export: an assistant message");
	evs_detects(ROW("u", USER, ""), 2, "a row without parts");
	evs_detects(ROW("u", USER, PART("1", "{\"type\":\"compaction\",\"auto\":true}")
	    "," PART("2", "{\"type\":\"agent\",\"name\":\"x\"}") "," PART("3",
	    "{\"type\":\"subtask\",\"prompt\":\"p\",\"description\":\"d\",\"agent\":"
	    "\"x\"}") "," PART("4", "{\"type\":\"file\",\"mime\":\"image/png\","
	    "\"url\":\"u\"}")), 2, "user part types");
	evs_detects(AROW("a", PART("1", "{\"type\":\"reasoning\",\"text\":\"x\"}") ","
	    PART("2", "{\"type\":\"retry\",\"attempt\":1}") "," PART("3",
	    "{\"type\":\"snapshot\",\"snapshot\":\"x\"}") "," PART("4",
	    "{\"type\":\"patch\",\"hash\":\"x\",\"files\":[]}")), 2,
	    "assistant part types");
	evs_detects(AROW("a", PART("1", "{\"type\":\"future\"}")), 1,
	    "an unknown part type: could be");
	evs_detects("{\"id\":\"m\",\"data\":{\"role\":\"user\"},\"parts\":{}}", 0,
	    "parts not an array");
	evs_detects("{\"id\":\"m\",\"data\":{\"role\":\"user\"}}", 0, "no parts");
	evs_detects(ROW("u", USER, "1"), 0, "a part not an object");
	evs_detects(ROW("u", USER, "{\"id\":\"p\",\"data\":\"x\"}"), 0,
	    "a part's data not an object");
	evs_detects(ROW("u", USER, "{\"id\":\"p\",\"data\":{\"text\":\"x\"}}"), 0,
	    "an untyped part");
	evs_detects(ROW("u", USER, TEXT("x")), 0, "a row's part without data");
	evs_detects("{\"info\":{\"role\":\"user\"},\"parts\":[" PART("1", TEXT("x"))
	    "]}", 0, "an exported message's part as a row");
	evs_detects("{\"id\":\"m\",\"data\":\"x\",\"parts\":[]}", 0,
	    "data not an object");
	evs_detects("{\"id\":\"m\",\"data\":{\"role\":\"system\"},\"parts\":[]}", 0,
	    "a role OpenCode has not");
	evs_detects("{\"id\":\"m\",\"data\":{},\"parts\":[]}", 0, "no role");
	/* Foreign formats. */
	evs_detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	evs_detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0,
	    "Gemini content");
	evs_detects("{\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}",
	    0, "a UIMessage (VoltAgent)");
	evs_detects("{\"type\":\"human\",\"data\":{\"content\":\"hi\",\"type\":"
	    "\"human\"}}", 0, "LangChain message");
	evs_detects("{}", 0, "empty object");
}

/* No other format takes an OpenCode message for its own (one without
 * parts could be Gemini's, but not surely); each is detected as
 * OpenCode's, surely. */
static void
test_others(void)
{
	const char *const items[] = {
		sample[0], sample[1], exported[0], exported[1],
		ROW("u", USER, PART("1", "{\"type\":\"file\",\"mime\":\"image/png\","
		    "\"url\":\"u\"}")),
		AROW("a", PART("1", "{\"type\":\"reasoning\",\"text\":\"x\"}")),
		NULL
	};

	for (size_t f = 0; format_table[f] != NULL; f++) {
		const struct format *fmt = format_table[f];
		int any = 0;

		if (fmt == &format_opencode)
			continue;
		for (size_t i = 0; items[i] != NULL; i++)
			any |= evsink_detect(fmt, items[i]);
		is_int(any, 0, "%s does not detect OpenCode messages", fmt->name);
	}
	for (size_t i = 0; items[i] != NULL; i++)
		evs_detected(items[i], "message", i);
	evs_detected(ROW("u", USER, ""), "a message without parts", 0);
	is_int(evsink_detect(&format_gemini, ROW("u", USER, "")), 1,
	    "gemini: a message without parts could be its (no role at the top)");
}

int
main(void)
{
	evsink_use(&format_opencode);
	test_sample();
	test_parts();
	test_media();
	test_tools();
	test_check();
	test_usage();
	test_malformed();
	test_sink_status();
	test_detect();
	test_others();
	is_str(format_opencode.name, "opencode", "name");
	ok(format_by_name("opencode") == &format_opencode, "listed in format_table");
	is_int(format_opencode.placement, P_AFTER,
	    "placement: results in their call's part");
	is_int((long long)format_opencode.flags, FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	    "flags: ids required, unanswered calls legal");
	ok(format_opencode.errors.dangling == NULL &&
	    format_opencode.errors.orphan == NULL &&
	    format_opencode.errors.misplaced == NULL, "no API error texts");
	ok(format_opencode.writer == NULL && format_opencode.answer == NULL,
	    "no writer, no answer");
	ok(format_opencode.state_size == 0, "no state");
	return tap_done();
}
