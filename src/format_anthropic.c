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
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

static const char NS_TOOL[] = "tool";

/* Does the JSON string v end in suffix, byte for byte (type names are
 * plain ASCII, so no decoding)? */
static int
jstring_ends(struct json_span v, const char *suffix)
{
	size_t len = strlen(suffix);

	return format_is_string(v) && v.n - 2 >= len &&
	    memcmp(v.p + v.n - 1 - len, suffix, len) == 0;
}

/* A self-contained hosted block: server or MCP tool use and its result,
 * both in one assistant message.  tool_result itself is not one. */
static int
hosted_block(struct json_span type)
{
	return format_str_eq(type, "server_tool_use") ||
	    format_str_eq(type, "mcp_tool_use") ||
	    (jstring_ends(type, "_tool_result") && !format_str_eq(type, "tool_result"));
}

/* The members of a block that mapping looks at; n == 0 when absent. */
struct block {
	struct json_span	 type, id, name, input, use_id, is_error, content;
};

static const struct format_member block_members[] = {
	{ "type", offsetof(struct block, type) },
	{ "id", offsetof(struct block, id) },
	{ "name", offsetof(struct block, name) },
	{ "input", offsetof(struct block, input) },
	{ "tool_use_id", offsetof(struct block, use_id) },
	{ "is_error", offsetof(struct block, is_error) },
	{ "content", offsetof(struct block, content) },
	{ NULL, 0 }
};

/* is_error: true 1; absent, null or false 0 (success, FORMATS.md 7b);
 * anything else -1. */
static int
error_flag(struct json_span v)
{
	if (v.n == 0 || format_lit_eq(v, "null") || format_lit_eq(v, "false"))
		return 0;
	if (format_lit_eq(v, "true"))
		return 1;
	return -1;
}

/* Emit the event of one content block. */
static int
map_block(struct json_span obj, struct event_sink *sink)
{
	struct block b;
	struct event ev;

	format_members(obj, block_members, &b);
	if (format_str_eq(b.type, "tool_use"))
		return format_map_call(obj, obj, NS_TOOL, sink);
	memset(&ev, 0, sizeof(ev));
	if (format_str_eq(b.type, "tool_result")) {
		ev.kind = EV_RESULT;
		ev.ns = NS_TOOL;
		ev.id = format_str_or_none(b.use_id);
		ev.is_error = error_flag(b.is_error);
		ev.text = b.content;
		if (sink->detail)
			ev.raw = obj;
	} else if (hosted_block(b.type)) {
		ev.kind = EV_IGNORE;
	} else {
		ev.kind = EV_CONTENT;
		if (sink->detail)
			format_block(obj, &ev);
	}
	return ev_emit(sink, &ev);
}

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* The members of a message (mapping reads role and content; a detail
 * sink also model and usage). */
struct message {
	struct json_span	 role, content, type, model, usage;
};

static const struct format_member message_members[] = {
	{ "role", offsetof(struct message, role) },
	{ "content", offsetof(struct message, content) },
	{ "type", offsetof(struct message, type) },
	{ "model", offsetof(struct message, model) },
	{ "usage", offsetof(struct message, usage) },
	{ NULL, 0 }
};

/*
 * Map one message m: EV_MESSAGE first if begin (at time), its EV_USAGE if
 * flags has ANTHROPIC_USAGE, then one event per block (a non-empty string
 * content is one EV_CONTENT).  Returns ST_OK or the sink's first other
 * status.
 */
static int
map_message(const struct message *m, unsigned flags, struct json_span time,
    struct event_sink *sink)
{
	struct format_msg fm = { m->role, time, m->model };
	struct ev_usage u;
	struct event ev;
	int rc;

	if ((flags & ANTHROPIC_BEGIN) &&
	    (rc = format_emit_msg(sink, format_role(m->role, roles), &fm)) != ST_OK)
		return rc;
	if ((flags & ANTHROPIC_USAGE) && sink->detail &&
	    format_usage_read(m->usage, &u) &&
	    (rc = format_emit_usage(sink, &u, m->model)) != ST_OK)
		return rc;
	if (format_is_string(m->content)) {
		if (m->content.n == 2)
			return ST_OK;
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_CONTENT;
		ev.block = BLOCK_TEXT;
		ev.text = m->content;
		if (sink->detail)
			ev.raw = m->content;
		return ev_emit(sink, &ev);
	}
	return format_map_each(m->content, map_block, sink);
}

int
format_anthropic_map_message(struct json_span msg, unsigned flags,
    struct json_span time, struct event_sink *sink)
{
	struct message m;

	format_members(msg, message_members, &m);
	return map_message(&m, flags, time, sink);
}

static int
anthropic_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct json_span none = { NULL, 0 };
	struct message m;

	(void)state;
	format_item_members(it, message_members, &m);
	return map_message(&m, ANTHROPIC_BEGIN | ANTHROPIC_USAGE, none, sink);
}

/* Block types only OpenAI uses (Chat content parts, Responses content). */
static const char *const openai_blocks[] = {
	"image_url", "input_audio", "file", "refusal", "input_text",
	"output_text", "input_image", "input_file", "summary_text",
	"reasoning_text", NULL
};

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
		return format_is_object(b->input);
	if (json_str_eq(b->type, "image"))
		return 1;	/* Chat says image_url, Responses input_image */
	return format_str_in(b->type, names) || jstring_ends(b->type, "_tool_result");
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
anthropic_detect(const struct format_item *item)
{
	static const char *const foreign[] = {
		"tool_calls", "tool_call_id", "function_call", "name", "refusal",
		"audio", "parts", NULL
	};
	struct json_iter ci;
	struct json_span k, v;
	struct message m;
	struct block b;
	int can_be_sure, sure = 0;

	if (!format_is_object(item->obj) || format_item_has(item, foreign))
		return 0;
	format_item_members(item, message_members, &m);
	if (m.type.n > 0 && !format_str_eq(m.type, "message"))
		return 0;
	/* A system message (recent SDKs) is never more than likely. */
	can_be_sure = format_str_eq(m.role, "user") || format_str_eq(m.role, "assistant");
	if (!can_be_sure && !format_str_eq(m.role, "system"))
		return 0;
	if (format_is_string(m.content))
		return 1;
	if (!format_is_array(m.content) ||
	    json_iter_init(&ci, m.content.p, m.content.n) == -1)
		return 0;
	while (json_iter_next(&ci, &k, &v)) {
		if (v.p[0] != '{')
			return 0;
		format_members(v, block_members, &b);
		if (!format_is_string(b.type) || format_str_in(b.type, openai_blocks))
			return 0;
		if (can_be_sure && anthropic_block(&b))
			sure = 1;
	}
	return sure ? 2 : 1;
}

const char format_anthropic_dangling[] = "messages.N: `tool_use` ids were "
    "found without `tool_result` blocks immediately after: toolu_..., "
    "toolu_.... Each `tool_use` block must have a corresponding `tool_result` "
    "block in the next message.";
const char format_anthropic_orphan[] = "messages.N.content.M: unexpected "
    "`tool_use_id` found in `tool_result` blocks: toolu_.... Each "
    "`tool_result` block must have a corresponding `tool_use` block in the "
    "previous message.";
/* Not in FORMATS.md 3: anthropics/claude-code#37. */
const char format_anthropic_misplaced[] = "messages.N: Did not find 1 "
    "`tool_result` block(s) at the beginning of this message. Messages "
    "following `tool_use` blocks must begin with a matching number of "
    "`tool_result` blocks.";

/* --- Writing --------------------------------------------------------- */

/* An image (or, of another media type, a document) block: base64 data, or
 * a URL. */
static int
anthropic_media(struct jsonw *w, const struct event *b)
{
	struct buf data = BUF_INIT, type = BUF_INIT;
	int based = format_media_data(b, &data, &type) == 0;

	if (!based && b->url.n == 0)
		return ST_DATA;
	jsonw_object(w);
	jsonw_member_str(w, "type", format_media_image(b) ? "image" : "document");
	jsonw_key(w, "source");
	jsonw_object(w);
	if (based) {
		jsonw_member_str(w, "type", "base64");
		jsonw_member(w, "media_type", (struct json_span){ type.p, type.len });
		jsonw_member(w, "data", (struct json_span){ data.p, data.len });
	} else {
		jsonw_member_str(w, "type", "url");
		jsonw_member(w, "url", b->url);
	}
	jsonw_close(w);
	jsonw_close(w);
	buf_release(&data);
	buf_release(&type);
	return ST_OK;
}

int
format_anthropic_block(struct jsonw *w, const struct event *b)
{
	if (b->kind == EV_CONTENT && b->block == BLOCK_TEXT) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "text");
		jsonw_member(w, "text", b->text);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind == EV_CONTENT && b->block == BLOCK_IMAGE)
		return anthropic_media(w, b);
	if (b->kind == EV_CALL) {
		jsonw_object(w);
		jsonw_member_str(w, "type", "tool_use");
		jsonw_member(w, "id", b->id);
		jsonw_member(w, "name", b->name);
		jsonw_member(w, "input", b->args);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind != EV_RESULT)
		return ST_DATA;		/* thinking: only with its signature */
	jsonw_object(w);
	jsonw_member_str(w, "type", "tool_result");
	jsonw_member(w, "tool_use_id", b->id);
	jsonw_member(w, "content", b->text);
	if (b->is_error == 1)
		jsonw_member_lit(w, "is_error", "true");
	jsonw_close(w);
	return ST_OK;
}

/* The role of a message: results go in the user's. */
static const char *
role_name(enum ev_role role)
{
	switch (role) {
	case ROLE_USER:
	case ROLE_TOOL:
		return "user";
	case ROLE_ASSISTANT:
		return "assistant";
	default:
		return NULL;	/* system: the request's, not a message */
	}
}

/* One message {role, content: [blocks]}. */
static int
anthropic_write(void *state, const struct format_message *m, struct buf *out)
{
	const char *role = role_name(m->role);
	struct jsonw w;
	int rc;

	(void)state;
	if (role == NULL)
		return ST_DATA;
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "role", role);
	jsonw_key(&w, "content");
	jsonw_array(&w);
	rc = format_write_blocks(&w, m, format_anthropic_block);
	jsonw_close(&w);
	jsonw_close(&w);
	return format_write_done(&w, rc);
}

static int
anthropic_content(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	return format_write_elements(m, format_anthropic_block, out);
}

static const struct format_writer anthropic_writer = {
	.state_size = 0,
	.holds = HOLDS_ALL | HOLDS_ALTERNATE | RESULTS_IN_USER | HOLDS_ERROR |
	    HOLDS_MEDIA | IDS_STRICT,
	.message = anthropic_write,
	.content = anthropic_content
};

/* Repair: results at the start of the next message if it is the user's (a
 * string content becomes a text block after them). */
static int
anthropic_answer(const struct format_message *m, struct json_span into,
    struct format_splice *sp)
{
	struct json_span role, content;
	struct buf blocks = BUF_INIT;
	struct jsonw w;
	int rc;

	if (json_get(into, "role", &role) && json_str_eq(role, "user") &&
	    json_get(into, "content", &content) && format_is_string(content)) {
		sp->at = (size_t)(content.p - into.p);
		sp->del = content.n;
		jsonw_init(&w, &sp->bytes, JSONW_VALUE);
		jsonw_array(&w);
		rc = format_write_blocks(&w, m, format_anthropic_block);
		jsonw_object(&w);
		jsonw_member_str(&w, "type", "text");
		jsonw_member(&w, "text", content);
		jsonw_close(&w);
		jsonw_close(&w);
		return format_write_done(&w, rc);
	}
	if ((rc = format_write_elements(m, format_anthropic_block, &blocks)) == ST_OK)
		rc = format_splice_user(into, "content", blocks.p, blocks.len, sp);
	buf_release(&blocks);
	return rc;
}

const struct format format_anthropic = {
	.name = "anthropic",
	.title = "Anthropic Messages API",
	.placement = P_NEXT_MESSAGE_FIRST,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = format_anthropic_dangling,
		.orphan = format_anthropic_orphan,
		.misplaced = format_anthropic_misplaced
	},
	.detect = anthropic_detect,
	.state_size = 0,
	.map = anthropic_map,
	.free_state = NULL,
	.writer = &anthropic_writer,
	.answer = anthropic_answer
};
