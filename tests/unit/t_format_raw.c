/*
 * t_format_raw.c - the fields events carry for writers: each block's raw
 * span, and a medium's url, data and media type; none of them filled for
 * a sink without detail (the checker's).
 */
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "item.h"
#include "tap.h"

struct rawsink {
	struct buf	 out;
	int		 filled;	/* a writer field set (no detail) */
};

static void
add_opt(struct buf *b, const char *name, struct json_span v)
{
	if (v.n == 0)
		return;
	buf_adds(b, name);
	buf_add(b, v.p, v.n);
}

/* "K<raw>" per block event (K: T content, Z reasoning, C call, R result,
 * U update), media as "{u=URL d=DATA t=TYPE}", " | " between them. */
static int
raw_emit(void *arg, const struct event *ev)
{
	static const char kinds[] = {
		[EV_CONTENT] = 'T', [EV_REASONING] = 'Z', [EV_CALL] = 'C',
		[EV_RESULT] = 'R', [EV_UPDATE] = 'U'
	};
	struct rawsink *s = arg;

	if (ev->raw.n > 0 || ev->url.n > 0 || ev->data.n > 0 ||
	    ev->media_type.n > 0)
		s->filled++;
	if (ev->kind != EV_CONTENT && ev->kind != EV_REASONING &&
	    ev->kind != EV_CALL && ev->kind != EV_RESULT && ev->kind != EV_UPDATE)
		return ST_OK;
	if (s->out.len > 0)
		buf_adds(&s->out, " | ");
	buf_addc(&s->out, kinds[ev->kind]);
	buf_add(&s->out, ev->raw.p, ev->raw.n);
	if (ev->kind == EV_CONTENT && ev->block == BLOCK_IMAGE) {
		buf_adds(&s->out, " {");
		add_opt(&s->out, "u=", ev->url);
		add_opt(&s->out, " d=", ev->data);
		add_opt(&s->out, " t=", ev->media_type);
		buf_addc(&s->out, '}');
	}
	return ST_OK;
}

/* Map json as fmt (fresh state) for a detail sink: its rendering is want;
 * and for a sink without detail: no writer field is set. */
static void
raws(const struct format *fmt, const char *json, const char *want,
    const char *what)
{
	struct rawsink s = { BUF_INIT, 0 };
	struct event_sink detail = { raw_emit, &s, 1 }, bare = { raw_emit, &s, 0 };
	struct item it;
	char state[4096];

	memset(&it, 0, sizeof(it));
	it.json = json;
	it.len = strlen(json);
	memset(state, 0, sizeof(state));
	ok(fmt->state_size <= sizeof(state), "%s: state fits", what);
	(void)format_map(fmt, &it, state, &detail);
	is_str(s.out.p != NULL ? s.out.p : "", want, "%s", what);
	buf_reset(&s.out);
	s.filled = 0;
	memset(state, 0, sizeof(state));
	(void)format_map(fmt, &it, state, &bare);
	is_int(s.filled, 0, "%s: nothing for the checker's sink", what);
	buf_release(&s.out);
}

static void
test_anthropic(void)
{
	raws(&format_anthropic, "{\"role\":\"user\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"hi\"},{\"type\":\"image\",\"source\":{\"type\":\"base64\","
	    "\"media_type\":\"image/png\",\"data\":\"iVBO\"}},{\"type\":\"image\","
	    "\"source\":{\"type\":\"url\",\"url\":\"https://x/a.png\"}},"
	    "{\"type\":\"tool_result\",\"tool_use_id\":\"t1\",\"content\":\"ok\"}]}",
	    "T{\"type\":\"text\",\"text\":\"hi\"}"
	    " | T{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"media_type\":"
	    "\"image/png\",\"data\":\"iVBO\"}} { d=\"iVBO\" t=\"image/png\"}"
	    " | T{\"type\":\"image\",\"source\":{\"type\":\"url\",\"url\":"
	    "\"https://x/a.png\"}} {u=\"https://x/a.png\"}"
	    " | R{\"type\":\"tool_result\",\"tool_use_id\":\"t1\",\"content\":\"ok\"}",
	    "anthropic: blocks, base64 and url images, a result");
	raws(&format_anthropic, "{\"role\":\"assistant\",\"content\":[{\"type\":"
	    "\"tool_use\",\"id\":\"t1\",\"name\":\"f\",\"input\":{}}]}",
	    "C{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"f\",\"input\":{}}",
	    "anthropic: a call");
	raws(&format_anthropic, "{\"role\":\"user\",\"content\":\"hello\"}",
	    "T\"hello\"", "anthropic: string content");
	raws(&format_claude_code, "{\"type\":\"user\",\"uuid\":\"u1\","
	    "\"parentUuid\":null,\"message\":{\"role\":\"user\",\"content\":"
	    "[{\"type\":\"document\",\"source\":{\"type\":\"base64\",\"media_type\":"
	    "\"application/pdf\",\"data\":\"JVBE\"}}]}}",
	    "T{\"type\":\"document\",\"source\":{\"type\":\"base64\",\"media_type\":"
	    "\"application/pdf\",\"data\":\"JVBE\"}} { d=\"JVBE\" t=\"application/pdf\"}",
	    "claude-code: a document");
}

static void
test_openai(void)
{
	raws(&format_chat, "{\"role\":\"user\",\"content\":[{\"type\":\"image_url\","
	    "\"image_url\":{\"url\":\"data:image/png;base64,AAA\"}},{\"type\":"
	    "\"input_audio\",\"input_audio\":{\"data\":\"UklG\",\"format\":\"wav\"}},"
	    "{\"type\":\"file\",\"file\":{\"file_data\":\"data:application/pdf;"
	    "base64,JVBE\",\"filename\":\"a.pdf\"}}]}",
	    "T{\"type\":\"image_url\",\"image_url\":{\"url\":\"data:image/png;base64,"
	    "AAA\"}} {u=\"data:image/png;base64,AAA\"}"
	    " | T{\"type\":\"input_audio\",\"input_audio\":{\"data\":\"UklG\","
	    "\"format\":\"wav\"}} { d=\"UklG\"}"
	    " | T{\"type\":\"file\",\"file\":{\"file_data\":\"data:application/pdf;"
	    "base64,JVBE\",\"filename\":\"a.pdf\"}} {u=\"data:application/pdf;"
	    "base64,JVBE\"}",
	    "chat: image_url, input_audio, file");
	raws(&format_chat, "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":"
	    "[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"f\","
	    "\"arguments\":\"{}\"}}]}",
	    "C{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"f\","
	    "\"arguments\":\"{}\"}}", "chat: a tool_calls entry");
	raws(&format_chat, "{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":"
	    "\"r\"}", "R{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"r\"}",
	    "chat: a tool message is its result");
	raws(&format_responses, "{\"type\":\"function_call\",\"call_id\":\"c1\","
	    "\"name\":\"f\",\"arguments\":\"{}\"}",
	    "C{\"type\":\"function_call\",\"call_id\":\"c1\",\"name\":\"f\","
	    "\"arguments\":\"{}\"}", "responses: a call item");
	raws(&format_responses, "{\"type\":\"message\",\"role\":\"user\","
	    "\"content\":[{\"type\":\"input_image\",\"image_url\":"
	    "\"https://x/i.png\"},{\"type\":\"input_file\",\"file_url\":"
	    "\"https://x/f.pdf\"}]}",
	    "T{\"type\":\"input_image\",\"image_url\":\"https://x/i.png\"} "
	    "{u=\"https://x/i.png\"} | T{\"type\":\"input_file\",\"file_url\":"
	    "\"https://x/f.pdf\"} {u=\"https://x/f.pdf\"}",
	    "responses: input_image and input_file");
	raws(&format_agents_js, "{\"type\":\"function_call_result\",\"name\":\"f\","
	    "\"callId\":\"c1\",\"status\":\"completed\",\"output\":{\"type\":\"text\","
	    "\"text\":\"r\"}}",
	    "R{\"type\":\"function_call_result\",\"name\":\"f\",\"callId\":\"c1\","
	    "\"status\":\"completed\",\"output\":{\"type\":\"text\",\"text\":\"r\"}}",
	    "agents-js: a result item");
	raws(&format_codex, "{\"timestamp\":\"t\",\"type\":\"response_item\","
	    "\"payload\":{\"type\":\"local_shell_call\",\"call_id\":\"c1\","
	    "\"action\":{}}}",
	    "C{\"type\":\"local_shell_call\",\"call_id\":\"c1\",\"action\":{}}",
	    "codex: a local_shell_call payload");
	raws(&format_langchain, "{\"type\":\"ai\",\"data\":{\"content\":[{\"type\":"
	    "\"image\",\"base64\":\"AAA\",\"mime_type\":\"image/png\"}],\"tool_calls\":"
	    "[{\"name\":\"f\",\"args\":{},\"id\":\"c1\",\"type\":\"tool_call\"}]}}",
	    "T{\"type\":\"image\",\"base64\":\"AAA\",\"mime_type\":\"image/png\"} "
	    "{ d=\"AAA\" t=\"image/png\"} | C{\"name\":\"f\",\"args\":{},\"id\":"
	    "\"c1\",\"type\":\"tool_call\"}", "langchain: an image, a call");
	raws(&format_langchain, "{\"type\":\"tool\",\"data\":{\"content\":\"r\","
	    "\"tool_call_id\":\"c1\"}}",
	    "R{\"type\":\"tool\",\"data\":{\"content\":\"r\",\"tool_call_id\":"
	    "\"c1\"}}", "langchain: a tool message is its result");
}

static void
test_others(void)
{
	raws(&format_gemini, "{\"role\":\"user\",\"parts\":[{\"text\":\"a\"},"
	    "{\"inlineData\":{\"mimeType\":\"image/jpeg\",\"data\":\"/9j/\"}},"
	    "{\"file_data\":{\"mime_type\":\"application/pdf\",\"file_uri\":"
	    "\"gs://b/f.pdf\"}},{\"functionResponse\":{\"name\":\"f\",\"response\":"
	    "{\"output\":1}}}]}",
	    "T{\"text\":\"a\"} | T{\"inlineData\":{\"mimeType\":\"image/jpeg\","
	    "\"data\":\"/9j/\"}} { d=\"/9j/\" t=\"image/jpeg\"}"
	    " | T{\"file_data\":{\"mime_type\":\"application/pdf\",\"file_uri\":"
	    "\"gs://b/f.pdf\"}} {u=\"gs://b/f.pdf\" t=\"application/pdf\"}"
	    " | R{\"functionResponse\":{\"name\":\"f\",\"response\":{\"output\":1}}}",
	    "gemini: text, inline and file data, a response");
	raws(&format_gemini, "{\"role\":\"model\",\"parts\":[{\"functionCall\":"
	    "{\"name\":\"f\",\"args\":{}}}]}",
	    "C{\"functionCall\":{\"name\":\"f\",\"args\":{}}}", "gemini: a call part");
	raws(&format_agentkit, "{\"id\":null,\"kind\":\"User\",\"parts\":"
	    "[{\"Media\":{\"modality\":\"Image\",\"mime_type\":\"image/png\","
	    "\"data\":{\"Uri\":\"https://x/m.png\"},\"metadata\":{}}},"
	    "{\"ToolCall\":{\"id\":\"k1\",\"name\":\"f\",\"input\":{},"
	    "\"metadata\":{}}}],\"metadata\":{}}",
	    "T{\"Media\":{\"modality\":\"Image\",\"mime_type\":\"image/png\","
	    "\"data\":{\"Uri\":\"https://x/m.png\"},\"metadata\":{}}} "
	    "{u=\"https://x/m.png\" t=\"image/png\"} | C{\"ToolCall\":{\"id\":"
	    "\"k1\",\"name\":\"f\",\"input\":{},\"metadata\":{}}}",
	    "agentkit: a medium by URI, a call part");
	raws(&format_acp, "{\"sessionUpdate\":\"user_message_chunk\",\"content\":"
	    "{\"type\":\"image\",\"data\":\"iVBO\",\"mimeType\":\"image/png\"}}",
	    "T{\"type\":\"image\",\"data\":\"iVBO\",\"mimeType\":\"image/png\"} "
	    "{ d=\"iVBO\" t=\"image/png\"}", "acp: an image block");
	raws(&format_acp, "{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"a1\","
	    "\"title\":\"t\",\"status\":\"completed\"}",
	    "C{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"a1\",\"title\":"
	    "\"t\",\"status\":\"completed\"} | R{\"sessionUpdate\":\"tool_call\","
	    "\"toolCallId\":\"a1\",\"title\":\"t\",\"status\":\"completed\"}",
	    "acp: a call created finished, and its result");
	raws(&format_gemini_cli, "{\"id\":\"m1\",\"timestamp\":\"t\",\"type\":"
	    "\"gemini\",\"content\":\"x\",\"toolCalls\":[{\"id\":\"g1\",\"name\":"
	    "\"f\",\"args\":{},\"result\":\"r\",\"status\":\"success\"}]}",
	    "T\"x\" | C{\"id\":\"g1\",\"name\":\"f\",\"args\":{},\"result\":\"r\","
	    "\"status\":\"success\"} | R{\"id\":\"g1\",\"name\":\"f\",\"args\":{},"
	    "\"result\":\"r\",\"status\":\"success\"}",
	    "gemini-cli: a toolCalls element is its call's and result's");
	raws(&format_inngest, "{\"agentName\":\"a\",\"output\":[{\"type\":"
	    "\"tool_call\",\"role\":\"assistant\",\"tools\":[{\"type\":\"tool\","
	    "\"id\":\"i1\",\"name\":\"f\",\"input\":{}}]}],\"toolCalls\":[{\"type\":"
	    "\"tool_result\",\"role\":\"tool_result\",\"tool\":{\"type\":\"tool\","
	    "\"id\":\"i1\",\"name\":\"f\",\"input\":{}},\"content\":{\"data\":1}}]}",
	    "C{\"type\":\"tool\",\"id\":\"i1\",\"name\":\"f\",\"input\":{}}"
	    " | R{\"type\":\"tool_result\",\"role\":\"tool_result\",\"tool\":"
	    "{\"type\":\"tool\",\"id\":\"i1\",\"name\":\"f\",\"input\":{}},"
	    "\"content\":{\"data\":1}}", "inngest: a tool and its result message");
}

int
main(void)
{
	test_anthropic();
	test_openai();
	test_others();
	return tap_done();
}
