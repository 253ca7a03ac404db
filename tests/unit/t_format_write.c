/*
 * t_format_write.c - format writers (struct format_writer) and repair's
 * results made through them (format_answer()): the items each format
 * writes, the chains and envelopes it keeps, and what it refuses, leaving
 * its output as it was.
 */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "tap.h"

#define INTERRUPTED	"\"" FORMAT_INTERRUPTED "\""

static struct json_span
span(const char *s)
{
	struct json_span v = { s, s != NULL ? strlen(s) : 0 };

	return v;
}

/* format_answer() of one made-up result (id, name, ns) after near, as new
 * items: their bytes, or "ST=N" when it fails. */
static void
answers(const struct format *fmt, const char *ns, const char *near,
    const char *want, const char *what)
{
	struct format_result r = { span("\"c1\""), span("\"f\""), ns, { NULL, 0 } };
	struct json_span none = { NULL, 0 };
	struct buf out = BUF_INIT;
	int rc;

	buf_adds(&out, "before\n");
	rc = format_answer(fmt, &r, 1, span(near), none, &out, NULL);
	if (rc != ST_OK) {
		is_str(out.p, "before\n", "%s: out as it was", what);
		buf_reset(&out);
		buf_addf(&out, "ST=%d", rc);
		is_str(out.p, want, "%s", what);
	} else {
		is_str(out.p + 7, want, "%s", what);
	}
	buf_release(&out);
}

/* The items repair makes for an interrupted call, format by format, as
 * they were made before the writers (byte for byte). */
static void
test_answers(void)
{
	answers(&format_chat, "function", NULL, "{\"role\":\"tool\",\"tool_call_id\":"
	    "\"c1\",\"content\":" INTERRUPTED "}\n", "chat: a tool message");
	answers(&format_langchain, "function", NULL, "{\"type\":\"tool\",\"data\":"
	    "{\"content\":" INTERRUPTED ",\"additional_kwargs\":{},"
	    "\"response_metadata\":{},\"type\":\"tool\",\"name\":\"f\",\"id\":null,"
	    "\"tool_call_id\":\"c1\",\"artifact\":null,\"status\":\"error\"}}\n",
	    "langchain: a ToolMessage dict");
	answers(&format_responses, "custom", NULL, "{\"type\":"
	    "\"custom_tool_call_output\",\"call_id\":\"c1\",\"output\":"
	    INTERRUPTED "}\n", "responses: a custom_tool_call_output");
	answers(&format_responses, "computer", NULL, "ST=4",
	    "responses: no text output for a computer call");
	answers(&format_agents_js, "function", NULL, "{\"type\":"
	    "\"function_call_result\",\"name\":\"f\",\"callId\":\"c1\",\"status\":"
	    "\"incomplete\",\"output\":{\"type\":\"text\",\"text\":" INTERRUPTED
	    "}}\n", "agents-js: a function_call_result");
	answers(&format_codex, "function", "{\"timestamp\":\"T\",\"type\":"
	    "\"response_item\",\"payload\":{}}", "{\"timestamp\":\"T\",\"type\":"
	    "\"response_item\",\"payload\":{\"type\":\"function_call_output\","
	    "\"call_id\":\"c1\",\"output\":" INTERRUPTED "}}\n",
	    "codex: a response_item at the time of the line before");
	answers(&format_acp, "acp", "{\"params\":{\"sessionId\":\"s\"}}",
	    "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":"
	    "{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":"
	    "\"tool_call_update\",\"toolCallId\":\"c1\",\"status\":\"failed\","
	    "\"content\":[{\"type\":\"content\",\"content\":{\"type\":\"text\","
	    "\"text\":" INTERRUPTED "}}]}}}\n", "acp: a failed tool_call_update");
	answers(&format_anthropic, "tool", NULL, "{\"role\":\"user\",\"content\":"
	    "[{\"type\":\"tool_result\",\"tool_use_id\":\"c1\",\"content\":"
	    INTERRUPTED ",\"is_error\":true}]}\n", "anthropic: a user message");
	answers(&format_gemini, "function", NULL, "{\"role\":\"user\",\"parts\":"
	    "[{\"functionResponse\":{\"id\":\"c1\",\"name\":\"f\",\"response\":"
	    "{\"error\":" INTERRUPTED "}}}]}\n", "gemini: a user turn");
	answers(&format_agentkit, "tool", "{\"created_at\":17}", "{\"id\":null,"
	    "\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"c1\","
	    "\"output\":{\"Text\":" INTERRUPTED "},\"is_error\":true,\"metadata\":"
	    "{}}}],\"metadata\":{},\"usage\":null,\"finish_reason\":null,"
	    "\"created_at\":17}\n", "agentkit: a Tool item");
	answers(&format_agntz, "tool", "{\"timestamp\":\"2026-05-06T10:00:07Z\"}",
	    "{\"role\":\"tool\",\"content\":" INTERRUPTED ",\"tool_call_id\":"
	    "\"c1\",\"timestamp\":\"2026-05-06T10:00:07.000Z\"}\n",
	    "agntz: a tool row at the time of the row before");
	answers(&format_gemini_cli, "function", "{\"id\":\"x\"}", "ST=4",
	    "gemini-cli: no time to give a new message");
	answers(&format_inngest, "tool", NULL, "ST=4",
	    "inngest: results never make items of their own");
}

/* Does s begin with prefix? */
static int
begins(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* Claude Code: a user line after near, its envelope and time copied, its
 * parent near's uuid; then the next line hangs under it. */
static void
test_claude_code(void)
{
	const char near[] = "{\"parentUuid\":null,\"isSidechain\":false,\"cwd\":"
	    "\"/w\",\"sessionId\":\"S\",\"type\":\"assistant\",\"uuid\":\"U0\","
	    "\"timestamp\":\"T0\"}";
	const char line1[] = "{\"parentUuid\":\"U0\",\"isSidechain\":false,\"cwd\":"
	    "\"/w\",\"sessionId\":\"S\",\"type\":\"user\",\"message\":{\"role\":"
	    "\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":"
	    "\"c1\",\"content\":\"ok\"}]},\"uuid\":";
	const char begun[] = "{\"parentUuid\":null,\"isSidechain\":false,"
	    "\"userType\":\"external\",\"cwd\":\"/x\",\"sessionId\":\"S2\","
	    "\"version\":\"0.1\",\"type\":\"user\",";
	struct event b = { .kind = EV_RESULT, .ns = "tool", .is_error = 0 };
	struct format_message m = { ROLE_TOOL, { NULL, 0 }, { NULL, 0 }, &b, 1, 0 };
	struct format_session s = { span("\"S2\""), span("\"T1\""), span("\"/x\""),
	    span("\"transcript\""), span("\"0.1\"") };
	struct format_writing w;
	struct buf out = BUF_INIT, want = BUF_INIT;
	char uuid1[39];
	const char *line2;

	b.id = span("\"c1\"");
	b.text = span("\"ok\"");
	is_int(format_write_init(&w, &format_claude_code), ST_OK, "cc: a writer");
	is_int(format_write_follow(&w, span(near)), ST_OK, "cc: follow");
	is_int(format_write_message(&w, &m, &out), ST_OK, "cc: a message");
	ok(begins(out.p, line1),
	    "cc: parent, envelope, the result without is_error");
	ok(strlen(out.p + sizeof(line1) - 1) > 38 && begins(out.p +
	    sizeof(line1) - 1 + 38, ",\"timestamp\":\"T0\"}\n"),
	    "cc: a uuid, near's time");
	/* a copy: the next write may move out's bytes */
	memcpy(uuid1, out.p + sizeof(line1) - 1, 38);
	uuid1[38] = '\0';
	is_int(format_write_message(&w, &m, &out), ST_OK, "cc: a second message");
	line2 = strchr(out.p, '\n') + 1;
	buf_adds(&want, "{\"parentUuid\":");
	buf_add(&want, uuid1, 38);
	ok(begins(line2, want.p), "cc: its parent is the line before");
	ok(strstr(line2, "\"timestamp\":\"T0\"}\n") != NULL, "cc: the same time");
	ok(strncmp(line2 + strlen(line2) - 58, uuid1, 38) != 0,
	    "cc: its uuid another");
	m.role = ROLE_ASSISTANT;
	buf_reset(&out);
	is_int(format_write_message(&w, &m, &out), ST_DATA,
	    "cc: no results in an assistant line");
	is_int((long long)out.len, 0, "cc: nothing written then");
	format_write_release(&w);

	m.role = ROLE_USER;
	format_write_init(&w, &format_claude_code);
	is_int(format_write_begin(&w, &s, &out), ST_OK, "cc: begin");
	is_int((long long)out.len, 0, "cc: begin writes no line");
	format_write_message(&w, &m, &out);
	ok(begins(out.p, begun), "cc: a new session's first line");
	ok(strstr(out.p, "\"timestamp\":\"T1\"}\n") != NULL, "cc: at its time");
	format_write_release(&w);
	buf_release(&out);
	buf_release(&want);
}

/* Codex: session_meta first; lines at the message's time. */
static void
test_codex(void)
{
	struct format_session s = { span("\"S\""), span("\"T\""), span("\"/w\""),
	    span("\"transcript\""), { NULL, 0 } };
	struct event b = { .kind = EV_RESULT, .ns = "function", .is_error = 0 };
	struct format_message m = { ROLE_TOOL, { NULL, 0 }, { NULL, 0 }, &b, 1, 0 };
	struct format_writing w;
	struct buf out = BUF_INIT;

	b.id = span("\"c1\"");
	b.text = span("\"ok\"");
	format_write_init(&w, &format_codex);
	is_int(format_write_begin(&w, &s, &out), ST_OK, "codex: begin");
	m.time = span("\"T2\"");
	format_write_message(&w, &m, &out);
	is_int(format_write_end(&w, &out), ST_OK, "codex: end");
	is_str(out.p, "{\"timestamp\":\"T\",\"type\":\"session_meta\",\"payload\":"
	    "{\"id\":\"S\",\"timestamp\":\"T\",\"cwd\":\"/w\",\"originator\":"
	    "\"transcript\"}}\n{\"timestamp\":\"T2\",\"type\":\"response_item\","
	    "\"payload\":{\"type\":\"function_call_output\",\"call_id\":\"c1\","
	    "\"output\":\"ok\"}}\n", "codex: session_meta, then the output");
	format_write_release(&w);
	buf_release(&out);
}

/* What a writer cannot hold is refused whole; a block in the format's own
 * shape is copied; content() gives array elements. */
static void
test_refusals(void)
{
	static const struct format *const all[] = {
		&format_chat, &format_responses, &format_agents_js, &format_anthropic,
		&format_gemini, &format_langchain, &format_claude_code, &format_codex,
		&format_agentkit, &format_agntz, &format_gemini_cli, &format_acp
	};
	struct event b[2] = { { .kind = EV_RESULT, .ns = "function" },
	    { .kind = EV_CONTENT, .block = BLOCK_OTHER } };
	struct format_message m = { ROLE_TOOL, span("\"T\""), { NULL, 0 }, b, 2, 0 };
	struct format_writing w;
	struct buf out = BUF_INIT;

	b[0].id = span("\"c1\"");
	b[0].text = span("\"ok\"");
	b[1].raw = span("{\"type\":\"x\"}");
	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
		buf_reset(&out);
		buf_adds(&out, "kept");
		is_int(format_write_init(&w, all[i]), ST_OK, "%s: a writer",
		    all[i]->name);
		is_int(format_write_message(&w, &m, &out), ST_DATA,
		    "%s: a block it cannot write yet", all[i]->name);
		is_str(out.p, "kept", "%s: out as it was", all[i]->name);
		format_write_release(&w);
	}
	ok(format_write_init(&w, &format_inngest) == ST_DATA, "inngest: no writer");

	m.own = 1;
	m.nblocks = 2;
	b[0].raw = span("{\"type\":\"tool_result\",\"tool_use_id\":\"c0\"}");
	buf_reset(&out);
	format_write_init(&w, &format_anthropic);
	is_int(format_write_content(&w, &m, &out), ST_OK, "anthropic: content");
	is_str(out.p, "{\"type\":\"tool_result\",\"tool_use_id\":\"c0\"},"
	    "{\"type\":\"x\"}", "anthropic: its own blocks copied as elements");
	format_write_release(&w);
	format_write_init(&w, &format_chat);
	is_int(format_write_content(&w, &m, &out), ST_DATA,
	    "chat: no content() for results");
	format_write_release(&w);
	buf_release(&out);
}

/* A writer that writes half an item and fails: the wrappers take it back. */
static int
half_write(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	(void)m;
	buf_adds(out, "{\"half\":");
	return ST_DATA;
}

static int
half_begin(void *state, const struct format_session *s, struct buf *out)
{
	(void)s;
	return half_write(state, NULL, out);
}

static int
half_end(void *state, struct buf *out)
{
	return half_write(state, NULL, out);
}

static void
test_wrappers(void)
{
	static const struct format_writer half = {
		.state_size = 8, .begin = half_begin, .message = half_write,
		.content = half_write, .end = half_end
	};
	static const struct format fake = { .name = "fake", .writer = &half };
	struct format_message m = { ROLE_USER, { NULL, 0 }, { NULL, 0 }, NULL, 0, 0 };
	struct format_session s = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 },
	    { NULL, 0 }, { NULL, 0 } };
	struct format_writing w;
	struct buf out = BUF_INIT;

	buf_adds(&out, "kept");
	is_int(format_write_init(&w, &fake), ST_OK, "wrappers: init");
	ok(w.state != NULL, "wrappers: state made");
	is_int(format_write_begin(&w, &s, &out), ST_DATA, "wrappers: begin fails");
	is_int(format_write_message(&w, &m, &out), ST_DATA,
	    "wrappers: message fails");
	is_int(format_write_content(&w, &m, &out), ST_DATA,
	    "wrappers: content fails");
	is_int(format_write_end(&w, &out), ST_DATA, "wrappers: end fails");
	is_str(out.p, "kept", "wrappers: what failed calls wrote is taken back");
	is_int(format_write_follow(&w, span("{}")), ST_OK,
	    "wrappers: no follow(): nothing to take");
	format_write_release(&w);
	ok(w.state == NULL, "wrappers: state released");
	buf_release(&out);
}

/* Results put into the next user message, whose string content becomes a
 * text block after them. */
static void
test_splice(void)
{
	const char into[] = "{\"role\":\"user\",\"content\":\"go on\"}";
	struct format_result r = { span("\"c1\""), { NULL, 0 }, "tool", { NULL, 0 } };
	struct format_splice sp = { 0, 0, BUF_INIT };
	struct json_span none = { NULL, 0 };

	is_int(format_answer(&format_anthropic, &r, 1, none, span(into), NULL, &sp),
	    ST_OK, "anthropic: into the next user message");
	is_int((long long)sp.at, 25, "anthropic: at its content");
	is_str(sp.bytes.p, "[{\"type\":\"tool_result\",\"tool_use_id\":\"c1\","
	    "\"content\":" INTERRUPTED ",\"is_error\":true},{\"type\":\"text\","
	    "\"text\":\"go on\"}]", "anthropic: results, then the text");
	buf_reset(&sp.bytes);
	is_int(format_answer(&format_claude_code, &r, 1, none, span(into), NULL,
	    &sp), ST_NOT_FOUND, "claude-code: never into a line");
	buf_release(&sp.bytes);
}

int
main(void)
{
	test_answers();
	test_claude_code();
	test_codex();
	test_refusals();
	test_wrappers();
	test_splice();
	return tap_done();
}
