/* t_format_inngest.c - the Inngest AgentKit (AgentResult) format: detect and map. */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "tap.h"

/* The collecting sink: events rendered as one line, space-separated. */
struct collect {
	struct buf	 out;
	struct buf	 text;		/* last EV_RESULT's text span */
	struct buf	 args;		/* last EV_CALL's args span */
	int		 fail_at;	/* return ST_IO at this event (1-based) */
	int		 n;
};

static const char *
role_name(enum ev_role r)
{
	switch (r) {
	case ROLE_NONE:
		return "none";
	case ROLE_SYSTEM:
		return "system";
	case ROLE_USER:
		return "user";
	case ROLE_ASSISTANT:
		return "assistant";
	case ROLE_TOOL:
		return "tool";
	case ROLE_OTHER:
		return "other";
	}
	return "?";
}

static void
add_id(struct buf *b, struct json_span id)
{
	if (id.n == 0)
		buf_addc(b, '-');
	else
		buf_add(b, id.p, id.n);
}

static void
add_name(struct buf *b, struct json_span name)
{
	if (name.n >= 2)
		buf_add(b, name.p + 1, name.n - 2);
	else
		buf_addc(b, '-');
}

static int
collect_emit(void *arg, const struct event *ev)
{
	struct collect *c = arg;

	if (++c->n == c->fail_at)
		return ST_IO;
	if (c->out.len > 0)
		buf_addc(&c->out, ' ');
	switch (ev->kind) {
	case EV_MESSAGE:
		buf_addf(&c->out, "M:%s", role_name(ev->role));
		break;
	case EV_CONTENT:
		buf_adds(&c->out, "T");
		break;
	case EV_CALL:
		buf_addf(&c->out, "C:%s:", ev->ns);
		add_id(&c->out, ev->id);
		buf_addc(&c->out, ':');
		add_name(&c->out, ev->name);
		buf_reset(&c->args);
		buf_add(&c->args, ev->args.p, ev->args.n);
		break;
	case EV_RESULT:
		buf_addf(&c->out, "R:%s:", ev->ns);
		add_id(&c->out, ev->id);
		buf_addf(&c->out, ":e=%d", ev->is_error);
		buf_reset(&c->text);
		buf_add(&c->text, ev->text.p, ev->text.n);
		break;
	case EV_UPDATE:
		buf_adds(&c->out, "U");
		break;
	case EV_REASONING:
		buf_adds(&c->out, "Z");
		break;
	case EV_BOUNDARY:
		buf_adds(&c->out, "B");
		break;
	case EV_TURN_END:
		buf_adds(&c->out, "E");
		break;
	case EV_IGNORE:
		buf_adds(&c->out, "I");
		break;
	}
	return ST_OK;
}

static struct item
mkitem(const char *json)
{
	struct item it;

	memset(&it, 0, sizeof(it));
	it.json = json;
	it.len = strlen(json);
	return it;
}

/* Map json and compare the rendered events with want. */
static void
maps(const char *json, const char *want, const char *what)
{
	struct collect c = { BUF_INIT, BUF_INIT, BUF_INIT, 0, 0 };
	struct event_sink sink = { collect_emit, &c };
	struct item it = mkitem(json);
	int rc;

	rc = format_inngest.map(&it, NULL, &sink);
	is_int(rc, ST_OK, "%s: map returns ST_OK", what);
	is_str(c.out.p != NULL ? c.out.p : "", want, "%s: events", what);
	buf_release(&c.out);
	buf_release(&c.text);
	buf_release(&c.args);
}

/* Map json; the last result's text and last call's args. */
static void
spans(const char *json, const char *text, const char *args, const char *what)
{
	struct collect c = { BUF_INIT, BUF_INIT, BUF_INIT, 0, 0 };
	struct event_sink sink = { collect_emit, &c };
	struct item it = mkitem(json);

	format_inngest.map(&it, NULL, &sink);
	if (text != NULL)
		is_mem(c.text.p, c.text.len, text, strlen(text), "%s: result text", what);
	if (args != NULL)
		is_mem(c.args.p, c.args.len, args, strlen(args), "%s: call args", what);
	buf_release(&c.out);
	buf_release(&c.text);
	buf_release(&c.args);
}

static void
detects(const char *json, int want, const char *what)
{
	struct item it = mkitem(json);

	is_int(format_inngest.detect(&it), want, "detect %s", what);
}


/* The AgentResult of FORMATS.md 6(a), pieces of it reused below. */
#define TOOL_A1	"{\"type\":\"tool\",\"id\":\"call_A1\",\"name\":\"get_weather\"," \
	"\"input\":{\"city\":\"Paris\"}}"
#define TOOL_B2	"{\"type\":\"tool\",\"id\":\"call_B2\",\"name\":\"get_weather\"," \
	"\"input\":{\"city\":\"Rome\"}}"
#define RES_A1	"{\"type\":\"tool_result\",\"role\":\"tool_result\",\"stop_reason\":" \
	"\"tool\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":\"18C cloudy\"}}"
#define RES_B2	"{\"type\":\"tool_result\",\"role\":\"tool_result\",\"stop_reason\":" \
	"\"tool\",\"tool\":" TOOL_B2 ",\"content\":{\"error\":{\"name\":\"Error\"," \
	"\"message\":\"timeout\"}}}"
#define TEXT_MSG	"{\"type\":\"text\",\"role\":\"assistant\",\"content\":" \
	"\"Checking both.\",\"stop_reason\":\"tool\"}"
#define CALL_MSG	"{\"type\":\"tool_call\",\"role\":\"assistant\",\"stop_reason\":" \
	"\"tool\",\"tools\":[" TOOL_A1 "," TOOL_B2 "]}"

static void
test_weather(void)
{
	maps("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:01.000Z\","
	    "\"checksum\":\"1638472649281722\",\"output\":[" TEXT_MSG "," CALL_MSG "],"
	    "\"toolCalls\":[" RES_A1 "," RES_B2 "]}",
	    "M:assistant T M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_A1\":e=0 "
	    "M:tool R:tool:\"call_B2\":e=1", "FORMATS.md example: parallel calls, one error");
	maps("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:03.000Z\","
	    "\"checksum\":\"9920113\",\"output\":[{\"type\":\"text\",\"role\":\"assistant\","
	    "\"content\":\"Paris 18C; Rome failed.\",\"stop_reason\":\"stop\"}],"
	    "\"toolCalls\":[]}", "M:assistant T", "final answer");
	maps("{\"agentName\":\"user\",\"createdAt\":\"2024-06-01T00:01:00.000Z\","
	    "\"checksum\":\"7c1e0b9d4a2f6358\",\"output\":[{\"type\":\"text\",\"role\":"
	    "\"user\",\"content\":\"Why was I charged twice?\",\"stop_reason\":\"stop\"}],"
	    "\"toolCalls\":[]}", "M:user T", "a user turn (the fake AgentResult)");
	maps("{\"agentName\":\"a\",\"output\":[],\"toolCalls\":[]}", "",
	    "an empty result emits nothing");
}

static void
test_order(void)
{
	/* Postgres JSONB sorts keys by length: output before toolCalls
	 * anyway; a hand-written item may put toolCalls first. */
	maps("{\"toolCalls\":[" RES_A1 "],\"agentName\":\"w\",\"output\":[{\"type\":"
	    "\"tool_call\",\"role\":\"assistant\",\"tools\":[" TOOL_A1 "]}]}",
	    "M:assistant C:tool:\"call_A1\":get_weather M:tool R:tool:\"call_A1\":e=0",
	    "toolCalls before output: output is still mapped first");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"text\",\"role\":\"system\","
	    "\"content\":\"You are terse.\"},{\"type\":\"text\",\"role\":\"user\",\"content\":"
	    "[{\"type\":\"text\",\"text\":\"hi\"}]},{\"type\":\"text\",\"role\":\"assistant\","
	    "\"content\":\"hello\"}],\"toolCalls\":[]}",
	    "M:system T M:user T M:assistant T", "text messages, array content");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[" TOOL_A1 "]},{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[" TOOL_B2 "]}],\"toolCalls\":[" RES_B2 "," RES_A1 "]}",
	    "M:assistant C:tool:\"call_A1\":get_weather M:assistant "
	    "C:tool:\"call_B2\":get_weather M:tool R:tool:\"call_B2\":e=1 "
	    "M:tool R:tool:\"call_A1\":e=0", "two tool_call messages, results reordered");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"user\","
	    "\"tools\":[" TOOL_A1 "]}],\"toolCalls\":[" RES_A1 "]}",
	    "M:user C:tool:\"call_A1\":get_weather M:tool R:tool:\"call_A1\":e=0",
	    "a tool_call message with role user");
	maps("{\"agentName\":\"w\",\"output\":[" RES_A1 "," CALL_MSG "],\"toolCalls\":[]}",
	    "M:tool R:tool:\"call_A1\":e=0 M:assistant C:tool:\"call_A1\":get_weather "
	    "C:tool:\"call_B2\":get_weather", "a tool_result inside output, in its place");
}

static void
test_shapes(void)
{
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[]}],\"toolCalls\":[]}", "M:assistant", "tool_call with no tools");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\"}],"
	    "\"toolCalls\":[]}", "M:assistant", "tool_call without tools");
	maps("{\"agentName\":\"w\",\"output\":[1,null,\"x\",{\"type\":\"image\",\"role\":"
	    "\"assistant\"}],\"toolCalls\":[7]}", "M:assistant T",
	    "non-objects skipped, an unknown type is content");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"text\",\"role\":\"critic\","
	    "\"content\":\"x\"}],\"toolCalls\":[]}", "M:other T", "unknown role");
	maps("{\"agentName\":\"w\",\"output\":{},\"toolCalls\":\"x\"}", "",
	    "output and toolCalls not arrays");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":\"call_Z\",\"name\":\"lookup\",\"function\":"
	    "\"lookup\",\"input\":{}}]}],\"toolCalls\":[]}",
	    "M:assistant C:tool:\"call_Z\":lookup", "OpenAI adapter's extra function key");
	spans("{\"agentName\":\"w\",\"output\":[" CALL_MSG "],\"toolCalls\":[]}", NULL,
	    "{\"city\":\"Rome\"}", "call args: input bytes");
}

static void
test_results(void)
{
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[" RES_A1 "]}",
	    "\"18C cloudy\"", NULL, "data shows its value");
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[" RES_B2 "]}",
	    "{\"name\":\"Error\",\"message\":\"timeout\"}", NULL, "error shows its value");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":\"plain\"}]}",
	    "M:tool R:tool:\"call_A1\":e=-1", "content without an envelope: unknown");
	spans("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":\"plain\"}]}",
	    "\"plain\"", NULL, "  its text is content");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":null}}]}",
	    "M:tool R:tool:\"call_A1\":e=0", "data null is still a success");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 ",\"content\":{\"data\":1,"
	    "\"error\":{}}}]}", "M:tool R:tool:\"call_A1\":e=1", "error wins over data");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":" TOOL_A1 "}]}",
	    "M:tool R:tool:\"call_A1\":e=-1", "no content");
}

static void
test_ids(void)
{
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"name\":\"f\",\"input\":{}}]}],\"toolCalls\":[]}",
	    "M:assistant C:tool:-:f", "tool without id");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":\"\",\"name\":\"f\",\"input\":{}}]}],"
	    "\"toolCalls\":[]}", "M:assistant C:tool:\"\":f", "tool with an empty id");
	maps("{\"agentName\":\"w\",\"output\":[{\"type\":\"tool_call\",\"role\":\"assistant\","
	    "\"tools\":[{\"type\":\"tool\",\"id\":null,\"name\":\"f\",\"input\":{}}]}],"
	    "\"toolCalls\":[]}", "M:assistant C:tool:-:f", "tool with a null id");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":{\"type\":\"tool\",\"name\":\"f\",\"input\":{}},"
	    "\"content\":{\"data\":1}}]}", "M:tool R:tool:-:e=0", "result without tool.id");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"content\":{\"data\":1}}]}", "M:tool R:tool:-:e=0",
	    "result without tool");
	maps("{\"agentName\":\"w\",\"output\":[],\"toolCalls\":[{\"type\":\"tool_result\","
	    "\"role\":\"tool_result\",\"tool\":{\"type\":\"tool\",\"id\":\"\",\"name\":\"f\"},"
	    "\"content\":{\"data\":1}}]}", "M:tool R:tool:\"\":e=0", "result with empty tool.id");
}

static void
test_sink_status(void)
{
	struct collect c = { BUF_INIT, BUF_INIT, BUF_INIT, 3, 0 };
	struct event_sink sink = { collect_emit, &c };
	struct item it = mkitem("{\"agentName\":\"weather\",\"output\":[" CALL_MSG "],"
	    "\"toolCalls\":[" RES_A1 "," RES_B2 "]}");

	is_int(format_inngest.map(&it, NULL, &sink), ST_IO, "a sink error is returned");
	is_int(c.n, 3, "and mapping stops there");
	c.fail_at = 5;
	c.n = 0;
	is_int(format_inngest.map(&it, NULL, &sink), ST_IO, "also in toolCalls");
	is_int(c.n, 5, "  nothing after it");
	buf_release(&c.out);
	buf_release(&c.text);
	buf_release(&c.args);
}

static void
test_detect(void)
{
	detects("{\"agentName\":\"weather\",\"createdAt\":\"2026-08-01T10:00:01.000Z\","
	    "\"checksum\":\"1\",\"output\":[" CALL_MSG "],\"toolCalls\":[" RES_A1 "]}", 2,
	    "AgentResult");
	detects("{\"output\":[],\"checksum\":\"1\",\"agentName\":\"a\",\"createdAt\":\"x\","
	    "\"toolCalls\":[]}", 2, "JSONB key order");
	detects("{\"agentName\":\"weather\",\"output\":[" TEXT_MSG "]}", 1,
	    "toolCalls dropped");
	detects("{\"output\":[" TEXT_MSG "],\"toolCalls\":[]}", 1, "agentName missing");
	detects("{\"agentName\":\"weather\",\"toolCalls\":[]}", 0, "no output");
	detects("{\"agentName\":\"weather\",\"output\":\"text\",\"toolCalls\":[]}", 0,
	    "output not an array");
	detects("{\"agentName\":7,\"output\":[]}", 0, "agentName not a string, no toolCalls");
	/* Foreign formats. */
	detects("{\"role\":\"user\",\"content\":\"hi\"}", 0, "Chat message");
	detects("{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"output_text\",\"text\":\"x\"}]}", 0, "Responses message");
	detects("{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":\"x\"}", 0,
	    "Responses function_call_output (has output, a string)");
	detects("{\"kind\":\"Tool\",\"parts\":[{\"ToolResult\":{\"call_id\":\"a\",\"output\":"
	    "{\"Text\":\"x\"},\"is_error\":false}}]}", 0, "agentkit item");
	detects("{\"role\":\"model\",\"parts\":[{\"text\":\"x\"}]}", 0, "Gemini content");
	detects("{\"timestamp\":\"t\",\"type\":\"response_item\",\"payload\":{\"agentName\":"
	    "\"a\",\"output\":[],\"toolCalls\":[]}}", 0, "Codex line");
	detects("{}", 0, "empty object");
}

int
main(void)
{
	test_weather();
	test_order();
	test_shapes();
	test_results();
	test_ids();
	test_sink_status();
	test_detect();
	is_str(format_inngest.name, "inngest", "name");
	is_int(format_inngest.placement, P_SAME_GROUP, "placement");
	is_int((long long)format_inngest.flags, FMT_ID_REQUIRED, "flags");
	return tap_done();
}
