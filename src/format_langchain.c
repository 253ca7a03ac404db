/*
 * format_langchain.c - LangChain chat message history: the message dicts
 * of langchain_core's message_to_dict(), as SQLChatMessageHistory (a row
 * of message_store a message), FileChatMessageHistory and the other
 * histories keep them.
 *
 * An item is {"type": T, "data": {...}}: T the message's type, data its
 * fields (pydantic's model_dump()): content, additional_kwargs,
 * response_metadata, type, name, id, and by type
 *
 *	ai, AIMessageChunk	tool_calls [{name, args, id, type}],
 *				invalid_tool_calls [{name, args, id, error,
 *				type}], usage_metadata (tool_call_chunks)
 *	tool, ToolMessageChunk	tool_call_id, artifact, status
 *	function, FunctionMessageChunk	name: the function it answers
 *	chat, ChatMessageChunk	role: any string
 *	human, system, and their chunks: nothing more
 *
 * "remove" (RemoveMessage, a LangGraph instruction that no model sees) is
 * a note; items of other types, or without a data object, are ignored.
 * Text events: a message is labelled with its type (a chat message with
 * its role); an AI message's usage_metadata is its usage.
 *
 * Pairs: LangChain's chat models send an AI message to the provider as an
 * OpenAI Chat assistant message (langchain-openai's
 * _convert_message_to_dict()), whose tool_calls are data.tool_calls and
 * then data.invalid_tool_calls (calls whose arguments did not parse are
 * sent too).  Only when both are absent or empty are the OpenAI-shaped
 * additional_kwargs.tool_calls of older versions the calls, as AIMessage's
 * own loader reads them back; they are mapped by format_chat.c, and so is
 * additional_kwargs.function_call, the deprecated single call answered by
 * the next function message by name, without ids.  A tool message answers
 * data.tool_call_id.  Placement, namespace ("function"), ids and errors
 * are Chat's: the tool messages follow their AI message directly, and a
 * call or tool message whose id is absent, null or not a string has the
 * empty id (missing-id).  A tool message's status "error" is is_error 1,
 * "success" 0, anything else -1.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

static const char NS_FUNCTION[] = "function";

enum lc_kind { LC_USER, LC_AI, LC_SYSTEM, LC_TOOL, LC_FUNCTION, LC_CHAT, LC_REMOVE };

/* The types _message_from_dict() knows. */
struct lc_type {
	const char	*name;
	enum lc_kind	 kind;
	enum ev_role	 role;		/* LC_CHAT: from data.role */
};

static const struct lc_type lc_types[] = {
	{ "human", LC_USER, ROLE_USER },
	{ "HumanMessageChunk", LC_USER, ROLE_USER },
	{ "ai", LC_AI, ROLE_ASSISTANT },
	{ "AIMessageChunk", LC_AI, ROLE_ASSISTANT },
	{ "system", LC_SYSTEM, ROLE_SYSTEM },
	{ "SystemMessageChunk", LC_SYSTEM, ROLE_SYSTEM },
	{ "tool", LC_TOOL, ROLE_TOOL },
	{ "ToolMessageChunk", LC_TOOL, ROLE_TOOL },
	{ "function", LC_FUNCTION, ROLE_TOOL },
	{ "FunctionMessageChunk", LC_FUNCTION, ROLE_TOOL },
	{ "chat", LC_CHAT, ROLE_OTHER },
	{ "ChatMessageChunk", LC_CHAT, ROLE_OTHER },
	{ "remove", LC_REMOVE, ROLE_NONE },
	{ NULL, LC_REMOVE, ROLE_NONE }
};

/* A ChatMessage's role, as langchain-openai sends it. */
static const struct format_role chat_roles[] = {
	{ "user", ROLE_USER },
	{ "human", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "ai", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ "developer", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* The item: {"type": ..., "data": {...}}. */
struct lc_top {
	struct json_span	 type, data;
};

static const struct format_member top_members[] = {
	{ "type", offsetof(struct lc_top, type) },
	{ "data", offsetof(struct lc_top, data) },
	{ NULL, 0 }
};

/* The members of data that mapping looks at. */
struct lc_data {
	struct json_span	 content, role, name, tool_call_id, status,
				 tool_calls, invalid_tool_calls, kwargs;
};

static const struct format_member data_members[] = {
	{ "content", offsetof(struct lc_data, content) },
	{ "role", offsetof(struct lc_data, role) },
	{ "name", offsetof(struct lc_data, name) },
	{ "tool_call_id", offsetof(struct lc_data, tool_call_id) },
	{ "status", offsetof(struct lc_data, status) },
	{ "tool_calls", offsetof(struct lc_data, tool_calls) },
	{ "invalid_tool_calls", offsetof(struct lc_data, invalid_tool_calls) },
	{ "additional_kwargs", offsetof(struct lc_data, kwargs) },
	{ NULL, 0 }
};

/* additional_kwargs: what OpenAI returned, kept by older versions. */
struct lc_kwargs {
	struct json_span	 tool_calls, function_call;
};

static const struct format_member kwargs_members[] = {
	{ "tool_calls", offsetof(struct lc_kwargs, tool_calls) },
	{ "function_call", offsetof(struct lc_kwargs, function_call) },
	{ NULL, 0 }
};

/* The item's type, if it is a LangChain message dict; else NULL. */
static const struct lc_type *
lc_read(const struct format_item *item, struct lc_top *t)
{
	format_item_members(item, top_members, t);
	if (!format_is_object(t->data))
		return NULL;
	return format_lookup(t->type, lc_types, sizeof(lc_types[0]));
}

/* Is v an array with elements (compact JSON: longer than "[]")? */
static int
has_elements(struct json_span v)
{
	return format_is_array(v) && v.n > 2;
}

/* A tool_calls[] or invalid_tool_calls[] entry {name, args, id}. */
struct lc_call {
	struct json_span	 name, args, id;
};

static int
map_call(struct json_span call, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "name", offsetof(struct lc_call, name) },
		{ "args", offsetof(struct lc_call, args) },
		{ "id", offsetof(struct lc_call, id) },
		{ NULL, 0 }
	};
	struct lc_call c;

	format_members(call, members, &c);
	return format_emit_call(sink, NS_FUNCTION, format_id_or_empty(c.id),
	    format_str_or_none(c.name), c.args, call);
}

/* The calls of an AI message d. */
static int
map_calls(const struct lc_data *d, struct event_sink *sink)
{
	struct lc_kwargs k;
	int rc;

	format_members(d->kwargs, kwargs_members, &k);
	if (has_elements(d->tool_calls) || has_elements(d->invalid_tool_calls)) {
		if ((rc = format_map_each(d->tool_calls, map_call, sink)) != ST_OK ||
		    (rc = format_map_each(d->invalid_tool_calls, map_call,
		    sink)) != ST_OK)
			return rc;
	} else if ((rc = format_map_each(k.tool_calls, format_chat_map_tool_call,
	    sink)) != ST_OK)
		return rc;
	return format_chat_map_function_call(k.function_call, sink);
}

/* A tool or function message d, the item raw: its result. */
static int
map_result(const struct lc_data *d, enum lc_kind kind, struct json_span raw,
    struct event_sink *sink)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_RESULT;
	ev.ns = NS_FUNCTION;
	if (kind == LC_TOOL)
		ev.id = format_id_or_empty(d->tool_call_id);
	ev.name = format_str_or_none(d->name);
	ev.is_error = format_str_eq(d->status, "error") ? 1 :
	    format_str_eq(d->status, "success") ? 0 : -1;
	ev.text = d->content;
	if (sink->detail)
		ev.raw = raw;
	return ev_emit(sink, &ev);
}

/* The model an AI message's response_metadata names (OpenAI's
 * model_name, Anthropic's model), or none. */
static struct json_span
model_of(struct json_span data)
{
	struct json_span meta, model = { NULL, 0 };

	if (json_get(data, "response_metadata", &meta) && format_is_object(meta) &&
	    !json_get(meta, "model_name", &model))
		json_get(meta, "model", &model);
	return format_str_or_none(model);
}

/* An AI message's token usage, usage_metadata (whose input_tokens count
 * the cached ones too), with its model. */
static int
map_usage(struct json_span data, struct json_span model, struct event_sink *sink)
{
	struct json_span um, d, v;
	struct ev_usage u;

	if (!json_get(data, "usage_metadata", &um) || !format_is_object(um))
		return ST_OK;
	format_usage_init(&u);
	u.cache_read = u.cache_write = 0;
	if (json_get(um, "input_token_details", &d) && format_is_object(d)) {
		if (json_get(d, "cache_read", &v))
			u.cache_read = format_usage_count(&u, v);
		if (json_get(d, "cache_creation", &v))
			u.cache_write = format_usage_count(&u, v);
	}
	if (json_get(um, "input_tokens", &v))
		u.input = format_count_sub(format_count_sub(format_usage_count(&u, v),
		    u.cache_read), u.cache_write);
	if (json_get(um, "output_tokens", &v))
		u.output = format_usage_count(&u, v);
	if (json_get(um, "output_token_details", &d) && format_is_object(d) &&
	    json_get(d, "reasoning", &v))
		u.reasoning = format_usage_count(&u, v);
	return format_emit_usage(sink, &u, model);
}

static int
lc_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	const struct lc_type *t;
	struct lc_top top;
	struct lc_data d;
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	enum ev_role role;
	int rc;

	(void)state;
	if ((t = lc_read(item, &top)) == NULL)
		return format_emit(sink, EV_IGNORE);
	if (t->kind == LC_REMOVE)
		return format_emit_note(sink, top.type, m.label, m.time);
	format_members(top.data, data_members, &d);
	role = t->kind == LC_CHAT ? format_role(d.role, chat_roles) : t->role;
	m.label = t->kind == LC_CHAT && format_is_string(d.role) ? d.role : top.type;
	if (t->kind == LC_AI && sink->detail)
		m.model = model_of(top.data);
	if ((rc = format_emit_msg(sink, role, &m)) != ST_OK)
		return rc;
	if (t->kind == LC_AI && sink->detail &&
	    (rc = map_usage(top.data, m.model, sink)) != ST_OK)
		return rc;
	if (t->kind == LC_TOOL || t->kind == LC_FUNCTION)
		return map_result(&d, t->kind, item->obj, sink);
	if ((rc = format_emit_content(d.content, sink)) != ST_OK)
		return rc;
	return t->kind == LC_AI ? map_calls(&d, sink) : ST_OK;
}

/* 2: a type _message_from_dict() knows, with a data object; 0: else. */
static int
lc_detect(const struct format_item *item)
{
	struct lc_top top;

	return lc_read(item, &top) != NULL ? 2 : 0;
}


/* --- Writing --------------------------------------------------------- */

/* A result: its ToolMessage dict, status "error" or "success". */
static int
lc_item(struct jsonw *w, const struct event *b)
{
	if (b->kind != EV_RESULT)
		return ST_DATA;		/* in a message of its role */
	jsonw_object(w);
	jsonw_member_str(w, "type", "tool");
	jsonw_key(w, "data");
	jsonw_object(w);
	jsonw_member(w, "content", b->text);
	jsonw_member_lit(w, "additional_kwargs", "{}");
	jsonw_member_lit(w, "response_metadata", "{}");
	jsonw_member_str(w, "type", "tool");
	if (b->name.n > 0)
		jsonw_member(w, "name", b->name);
	else
		jsonw_member_lit(w, "name", "null");
	jsonw_member_lit(w, "id", "null");
	jsonw_member(w, "tool_call_id", b->id);
	jsonw_member_lit(w, "artifact", "null");
	jsonw_member_str(w, "status", b->is_error == 1 ? "error" : "success");
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* A content block: {type: text, text} or {type: image_url, image_url:
 * {url}} (a data: URL for data). */
static int
lc_part(struct jsonw *w, const struct event *b)
{
	struct buf url = BUF_INIT;

	jsonw_object(w);
	if (b->block == BLOCK_TEXT) {
		jsonw_member_str(w, "type", "text");
		jsonw_member(w, "text", b->text);
	} else if (b->block == BLOCK_IMAGE && format_media_url(b, &url) == 0) {
		jsonw_member_str(w, "type", "image_url");
		jsonw_key(w, "image_url");
		jsonw_object(w);
		jsonw_member(w, "url", (struct json_span){ url.p, url.len });
		jsonw_close(w);
	} else {
		jsonw_cancel(w);
	}
	jsonw_close(w);
	buf_release(&url);
	return ST_OK;
}

/* A tool_calls[] entry {name, args, id, type: tool_call}. */
static int
lc_call(struct jsonw *w, const struct event *b)
{
	jsonw_object(w);
	jsonw_member(w, "name", b->name);
	jsonw_member(w, "args", b->args);
	jsonw_member(w, "id", b->id);
	jsonw_member_str(w, "type", "tool_call");
	jsonw_close(w);
	return ST_OK;
}

/* A SystemMessage, HumanMessage or AIMessage dict as message_to_dict()
 * makes it: content a string for one text ("" for none), else blocks. */
static int
lc_message(const struct format_message *m, const char *type, struct buf *out)
{
	const struct event *text;
	size_t nparts = format_blocks_count(m, FORMAT_KIND(EV_CONTENT), &text);
	size_t ncalls = format_blocks_count(m, FORMAT_KIND(EV_CALL), NULL);
	struct jsonw w;
	int rc = ST_OK;

	if (nparts + ncalls != m->nblocks)
		return ST_DATA;
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "type", type);
	jsonw_key(&w, "data");
	jsonw_object(&w);
	jsonw_key(&w, "content");
	if (nparts == 1 && text->block == BLOCK_TEXT) {
		jsonw_span(&w, text->text);
	} else if (nparts == 0) {
		jsonw_str(&w, "");
	} else {
		jsonw_array(&w);
		rc = format_write_some(&w, m, FORMAT_KIND(EV_CONTENT), lc_part);
		jsonw_close(&w);
	}
	jsonw_member_lit(&w, "additional_kwargs", "{}");
	jsonw_member_lit(&w, "response_metadata", "{}");
	jsonw_member_str(&w, "type", type);
	jsonw_member_lit(&w, "name", "null");
	jsonw_member_lit(&w, "id", "null");
	if (m->role != ROLE_SYSTEM)
		jsonw_member_lit(&w, "example", "false");
	if (m->role == ROLE_ASSISTANT) {
		jsonw_key(&w, "tool_calls");
		jsonw_array(&w);
		if (rc == ST_OK)
			rc = format_write_some(&w, m, FORMAT_KIND(EV_CALL), lc_call);
		jsonw_close(&w);
		jsonw_member_lit(&w, "invalid_tool_calls", "[]");
		jsonw_member_lit(&w, "usage_metadata", "null");
	} else if (ncalls > 0) {
		rc = ST_DATA;
	}
	jsonw_close(&w);
	jsonw_close(&w);
	return format_write_done(&w, rc);
}

static int
lc_write(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	switch (m->role) {
	case ROLE_SYSTEM:
		return lc_message(m, "system", out);
	case ROLE_USER:
		return lc_message(m, "human", out);
	case ROLE_ASSISTANT:
		return lc_message(m, "ai", out);
	default:
		return format_write_lines(m, lc_item, out);
	}
}

/* Message dicts as LangChain's message_to_dict() makes them; results a
 * ToolMessage each, in the run after the call (repair's too). */
static const struct format_writer lc_writer = {
	.state_size = 0,
	.result_items = 1,
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_MEDIA | HOLDS_ERROR,
	.message = lc_write
};

const struct format format_langchain = {
	.name = "langchain",
	.title = "LangChain messages",
	.placement = P_ADJACENT_RUN,
	.flags = 0,
	.errors = {
		.dangling = format_chat_dangling,
		.orphan = format_chat_orphan,
		.misplaced = format_chat_orphan
	},
	.detect = lc_detect,
	.state_size = 0,
	.map = lc_map,
	.free_state = NULL,
	.writer = &lc_writer
};
