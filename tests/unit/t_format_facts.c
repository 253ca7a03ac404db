/* t_format_facts.c - what the file trees ask of a format: facts(), sniff(). */
#include <stdint.h>
#include <string.h>

#include "buf.h"
#include "format.h"
#include "json.h"
#include "tap.h"

static struct format_facts
facts(const struct format *fmt, const char *rec)
{
	struct json_span s = { rec, strlen(rec) };
	struct format_facts f;
	struct buf scratch = BUF_INIT;

	fmt->facts(s, &scratch, &f);
	buf_release(&scratch);
	return f;
}

static void
check_time(const struct format *fmt, const char *rec, int64_t want, const char *what)
{
	is_int(facts(fmt, rec).time, want, "%s time: %s", fmt->name, what);
}

#define T0	INT64_C(1785578400000)	/* 2026-08-01T10:00:00Z */

static void
test_times(void)
{
	const struct format *const fmts[] = { &format_claude_code, &format_codex };

	for (size_t i = 0; i < 2; i++) {
		check_time(fmts[i], "{\"timestamp\":\"2026-08-01T10:00:00.000Z\"}", T0,
		    "a line's timestamp");
		check_time(fmts[i], "{\"timestamp\":\"2026-08-01T10:00:00.250Z\"}",
		    T0 + 250, "milliseconds");
		check_time(fmts[i], "{\"timestamp\":\"2026-08-01T10:00:00\\u002e5Z\"}",
		    T0 + 500, "escapes are decoded first");
		check_time(fmts[i], "{\"type\":\"summary\"}", -1, "none");
		check_time(fmts[i], "{\"timestamp\":1785578400}", -1, "a number is none");
		check_time(fmts[i], "{\"timestamp\":\"yesterday\"}", -1, "nor a word");
	}
}

static void
test_codex_head(void)
{
	struct format_facts f;

	f = facts(&format_codex, "{\"timestamp\":\"2026-08-01T10:00:01.000Z\","
	    "\"type\":\"session_meta\",\"payload\":{\"id\":\"0199-x\","
	    "\"timestamp\":\"2026-08-01T10:00:00.000Z\",\"cwd\":\"/w\"}}");
	ok(f.head, "codex: session_meta heads the session");
	is_mem(f.id.p, f.id.n, "\"0199-x\"", 8, "codex: its payload's id");
	is_int(f.started, T0, "codex: its payload's timestamp is the start");
	is_int(f.time, T0 + 1000, "codex: the line's own time");
	f = facts(&format_codex, "{\"timestamp\":\"2026-08-01T10:00:01.000Z\","
	    "\"type\":\"session_meta\",\"payload\":{\"id\":7}}");
	ok(f.head && f.id.n == 0 && f.started == -1,
	    "codex: an id that is not a string, no start: none");
	f = facts(&format_codex, "{\"timestamp\":\"2026-08-01T10:00:01.000Z\","
	    "\"type\":\"session_meta\",\"payload\":\"x\"}");
	ok(!f.head, "codex: a session_meta without an object payload heads nothing");
	f = facts(&format_codex, "{\"timestamp\":\"2026-08-01T10:00:01.000Z\","
	    "\"type\":\"turn_context\",\"payload\":{\"id\":\"0199-x\"}}");
	ok(!f.head && f.id.n == 0, "codex: another line heads nothing");
	f = facts(&format_claude_code, "{\"type\":\"session_meta\",\"payload\":"
	    "{\"id\":\"x\"}}");
	ok(!f.head, "claude-code: no line heads a session");
}

/* A Claude Code record's owner: its sessionId (a subagent's names its
 * parent's), for the pre-2.1 agent files beside their parent. */
static void
test_owner(void)
{
	struct format_facts f;

	f = facts(&format_claude_code, "{\"type\":\"user\",\"sessionId\":\"S-1\","
	    "\"agentId\":\"a1\"}");
	is_mem(f.owner.p, f.owner.n, "\"S-1\"", 5, "claude-code: sessionId is the owner");
	f = facts(&format_claude_code, "{\"type\":\"summary\",\"summary\":\"x\"}");
	ok(f.owner.n == 0, "claude-code: no sessionId, no owner");
	f = facts(&format_claude_code, "{\"sessionId\":7}");
	ok(f.owner.n == 0, "claude-code: a sessionId that is no string is none");
	f = facts(&format_codex, "{\"sessionId\":\"S\"}");
	ok(f.owner.n == 0, "codex: no owner");
}

static void
test_sniff(void)
{
	const char head[] = "{\"parentUuid\":null,\"sessionId\":\"S\",\"ty";

	ok(format_claude_code.sniff(head, sizeof(head) - 1), "claude-code: sniff a head");
	ok(!format_claude_code.sniff(head, 20), "claude-code: cut before sessionId");
	ok(format_codex.sniff == NULL, "codex: no sniff");
	ok(format_chat.facts == NULL && format_chat.sniff == NULL,
	    "chat: no tree asks");
}

int
main(void)
{
	test_times();
	test_codex_head();
	test_owner();
	test_sniff();
	return tap_done();
}
