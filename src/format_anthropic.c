/*
 * format_anthropic.c - Anthropic Messages API messages (FORMATS.md 3).
 *
 * An item is one message {role, content}; content is a string or an array
 * of typed blocks.  A tool_use block is a call and a tool_result block a
 * result, both in namespace "tool", linked by tool_use.id and
 * tool_result.tool_use_id.  Server tools (server_tool_use, mcp_tool_use and
 * their *_tool_result blocks) pair inside one assistant message and are
 * ignored.  Every other block (text, image, thinking, ...) is content.
 *
 * The message mapper is shared with claude-code, whose lines carry these
 * messages under "message".
 */
#include <string.h>

#include "diag.h"
#include "format.h"

static const char NS_TOOL[] = "tool";

/* Is v a JSON string? */
static int
jstring(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

/* Is v the JSON string lit? */
static int
jstring_eq(struct json_span v, const char *lit)
{
	return jstring(v) && json_str_eq(v, lit);
}

/* Does the JSON string v end in suffix, byte for byte (type names are
 * plain ASCII, so no decoding)? */
static int
jstring_ends(struct json_span v, const char *suffix)
{
	size_t len = strlen(suffix);

	return jstring(v) && v.n - 2 >= len &&
	    memcmp(v.p + v.n - 1 - len, suffix, len) == 0;
}

/* A self-contained hosted block: server or MCP tool use and its result,
 * both in one assistant message.  tool_result itself is not one. */
static int
hosted_block(struct json_span type)
{
	return jstring_eq(type, "server_tool_use") ||
	    jstring_eq(type, "mcp_tool_use") ||
	    (jstring_ends(type, "_tool_result") && !jstring_eq(type, "tool_result"));
}

/* The members of a block that mapping looks at; n == 0 when absent. */
struct block {
	struct json_span	 type, id, name, input, use_id, is_error, content;
};

static void
block_read(struct json_span obj, struct block *b)
{
	struct json_iter it;
	struct json_span k, v;

	memset(b, 0, sizeof(*b));
	if (json_iter_init(&it, obj.p, obj.n) == -1 || obj.p[0] != '{')
		return;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type"))
			b->type = v;
		else if (json_str_eq(k, "id"))
			b->id = v;
		else if (json_str_eq(k, "name"))
			b->name = v;
		else if (json_str_eq(k, "input"))
			b->input = v;
		else if (json_str_eq(k, "tool_use_id"))
			b->use_id = v;
		else if (json_str_eq(k, "is_error"))
			b->is_error = v;
		else if (json_str_eq(k, "content"))
			b->content = v;
	}
}

/* A span as an event id: a JSON string, else none (n == 0). */
static struct json_span
block_id(struct json_span v)
{
	struct json_span none = { NULL, 0 };

	return jstring(v) ? v : none;
}

/* is_error: true 1; absent, null or false 0 (success, FORMATS.md 7b);
 * anything else -1. */
static int
error_flag(struct json_span v)
{
	if (v.n == 0 || (v.n == 4 && memcmp(v.p, "null", 4) == 0) ||
	    (v.n == 5 && memcmp(v.p, "false", 5) == 0))
		return 0;
	if (v.n == 4 && memcmp(v.p, "true", 4) == 0)
		return 1;
	return -1;
}

/* Emit the event of one content block. */
static int
map_block(struct json_span obj, struct event_sink *sink)
{
	struct block b;
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	block_read(obj, &b);
	if (jstring_eq(b.type, "tool_use")) {
		ev.kind = EV_CALL;
		ev.ns = NS_TOOL;
		ev.id = block_id(b.id);
		if (jstring(b.name))
			ev.name = b.name;
		ev.args = b.input;
	} else if (jstring_eq(b.type, "tool_result")) {
		ev.kind = EV_RESULT;
		ev.ns = NS_TOOL;
		ev.id = block_id(b.use_id);
		ev.is_error = error_flag(b.is_error);
		ev.text = b.content;
	} else if (hosted_block(b.type)) {
		ev.kind = EV_IGNORE;
	} else
		ev.kind = EV_CONTENT;
	return ev_emit(sink, &ev);
}

static enum ev_role
role_of(struct json_span v)
{
	if (jstring_eq(v, "user"))
		return ROLE_USER;
	if (jstring_eq(v, "assistant"))
		return ROLE_ASSISTANT;
	if (jstring_eq(v, "system"))
		return ROLE_SYSTEM;
	return ROLE_OTHER;
}

/*
 * Map one message object {role, content}: EV_MESSAGE first if begin, then
 * one event per block (a non-empty string content is one EV_CONTENT).
 * Returns ST_OK or the sink's first other status.
 */
int
format_anthropic_map_message(struct json_span msg, int begin,
    struct event_sink *sink)
{
	struct json_iter it;
	struct json_span k, v, role = { NULL, 0 }, content = { NULL, 0 };
	struct event ev;
	int rc;

	if (msg.n > 0 && msg.p[0] == '{' && json_iter_init(&it, msg.p, msg.n) == 0) {
		while (json_iter_next(&it, &k, &v)) {
			if (json_str_eq(k, "role"))
				role = v;
			else if (json_str_eq(k, "content"))
				content = v;
		}
	}
	memset(&ev, 0, sizeof(ev));
	if (begin) {
		ev.kind = EV_MESSAGE;
		ev.role = role_of(role);
		if ((rc = ev_emit(sink, &ev)) != ST_OK)
			return rc;
	}
	if (jstring(content)) {
		if (content.n == 2)
			return ST_OK;
		ev.kind = EV_CONTENT;
		ev.role = ROLE_NONE;
		return ev_emit(sink, &ev);
	}
	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return ST_OK;
	while (json_iter_next(&it, &k, &v))
		if ((rc = map_block(v, sink)) != ST_OK)
			return rc;
	return ST_OK;
}

static int
anthropic_map(const struct item *it, void *state, struct event_sink *sink)
{
	struct json_span msg = { it->json, it->len };

	(void)state;
	return format_anthropic_map_message(msg, 1, sink);
}

/* Block types only OpenAI uses (Chat content parts, Responses content). */
static int
openai_block(struct json_span type)
{
	static const char *const names[] = {
		"image_url", "input_audio", "file", "refusal", "input_text",
		"output_text", "input_image", "input_file", "summary_text",
		"reasoning_text", NULL
	};

	for (size_t i = 0; names[i] != NULL; i++)
		if (json_str_eq(type, names[i]))
			return 1;
	return 0;
}

/* Block types only Anthropic has; tool_use counts with an object input. */
static int
anthropic_block(const struct block *b)
{
	static const char *const names[] = {
		"tool_result", "thinking", "redacted_thinking", "server_tool_use",
		"mcp_tool_use", "document", "search_result", "container_upload",
		NULL
	};

	if (json_str_eq(b->type, "tool_use"))
		return b->input.n > 0 && b->input.p[0] == '{';
	if (json_str_eq(b->type, "image"))
		return 1;	/* Chat says image_url, Responses input_image */
	for (size_t i = 0; names[i] != NULL; i++)
		if (json_str_eq(b->type, names[i]))
			return 1;
	return jstring_ends(b->type, "_tool_result");
}

/*
 * 2: role user or assistant with a block only Anthropic has (tool_use with
 * an object input, tool_result, thinking, image, ...).  1: role user,
 * assistant or system and content a string, an empty array or text blocks.
 * 0: no role, another role, a "type" other than "message", content absent
 * or not a string or an array of typed objects, an OpenAI block type, or a
 * Chat or Gemini member (tool_calls, tool_call_id, function_call, name,
 * refusal, audio, parts).
 */
static int
anthropic_detect(const struct item *item)
{
	static const char *const foreign[] = {
		"tool_calls", "tool_call_id", "function_call", "name", "refusal",
		"audio", "parts", NULL
	};
	struct json_iter it, ci;
	struct json_span k, v, role = { NULL, 0 }, type = { NULL, 0 };
	struct json_span content = { NULL, 0 };
	struct block b;
	int can_be_sure, sure = 0;

	if (json_iter_init(&it, item->json, item->len) == -1 || item->json[0] != '{')
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "role"))
			role = v;
		else if (json_str_eq(k, "content"))
			content = v;
		else if (json_str_eq(k, "type"))
			type = v;
		else {
			for (size_t i = 0; foreign[i] != NULL; i++)
				if (json_str_eq(k, foreign[i]))
					return 0;
		}
	}
	if (type.n > 0 && !jstring_eq(type, "message"))
		return 0;
	/* A system message (recent SDKs) is never more than likely. */
	can_be_sure = jstring_eq(role, "user") || jstring_eq(role, "assistant");
	if (!can_be_sure && !jstring_eq(role, "system"))
		return 0;
	if (jstring(content))
		return 1;
	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&ci, content.p, content.n) == -1)
		return 0;
	while (json_iter_next(&ci, &k, &v)) {
		if (v.p[0] != '{')
			return 0;
		block_read(v, &b);
		if (!jstring(b.type) || openai_block(b.type))
			return 0;
		if (can_be_sure && anthropic_block(&b))
			sure = 1;
	}
	return sure ? 2 : 1;
}

const struct format format_anthropic = {
	.name = "anthropic",
	.title = "Anthropic Messages API",
	.placement = P_NEXT_MESSAGE_FIRST,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = "messages.N: `tool_use` ids were found without "
		    "`tool_result` blocks immediately after: toolu_..., toolu_.... "
		    "Each `tool_use` block must have a corresponding `tool_result` "
		    "block in the next message.",
		.orphan = "messages.N.content.M: unexpected `tool_use_id` found in "
		    "`tool_result` blocks: toolu_.... Each `tool_result` block must "
		    "have a corresponding `tool_use` block in the previous message.",
		/* Not in FORMATS.md 3: anthropics/claude-code#37. */
		.misplaced = "messages.N: Did not find 1 `tool_result` block(s) at "
		    "the beginning of this message. Messages following `tool_use` "
		    "blocks must begin with a matching number of `tool_result` "
		    "blocks."
	},
	.detect = anthropic_detect,
	.state_size = 0,
	.map = anthropic_map,
	.free_state = NULL
};
