/*
 * format_agentkit.c - agentkit (Rust crate danielkov/agentkit) items: the
 * serde_json form of agentkit_core::Item, {"id","kind","parts",...}
 * (FORMATS.md section 5).
 *
 * One item is one message.  kind (an externally tagged enum, so a
 * PascalCase string) gives the role; every part is a single-key object
 * named after its Part variant.  A ToolCall{id,name,input} part is a call,
 * a ToolResult{call_id,output,is_error} part its result.  The rule is
 * agentkit-loop's validate_transcript_invariants: a result anywhere after
 * its call, one result per call, no adjacency (P_AFTER).
 *
 * A cancelled call is closed with a synthetic is_error:true ToolResult
 * ("tool call interrupted before it reported a result"; "approval
 * denied", "approval cancelled" for approvals): those are ordinary results
 * here.  A background result that arrives after its call was closed is a
 * Notification item, never a second ToolResult, so a Notification's parts
 * are content.  Compaction rewrites the transcript and leaves no marker:
 * there is no boundary in this format.
 *
 * Text events: a message is labelled with its kind, at its created_at
 * (milliseconds); its usage's tokens count the cached input in
 * input_tokens.  Text parts are text, Reasoning thinking (its summary),
 * Media and File images, Structured its value.
 */
#include <stddef.h>

#include "diag.h"
#include "format_impl.h"

/* kind -> role.  Developer and Context are system-like; the adapters
 * send a Notification as a user-role message (<system-reminder>). */
static const struct format_role kinds[] = {
	{ "System", ROLE_SYSTEM },
	{ "Developer", ROLE_SYSTEM },
	{ "User", ROLE_USER },
	{ "Assistant", ROLE_ASSISTANT },
	{ "Tool", ROLE_TOOL },
	{ "Context", ROLE_SYSTEM },
	{ "Notification", ROLE_USER },
	{ NULL, ROLE_NONE }
};

/* The Part variants, as serde names them. */
static const char *const part_names[] = {
	"Text", "Media", "File", "Structured", "Reasoning", "ToolCall",
	"ToolResult", "Custom", NULL
};

/* The pairing namespace: agentkit has one kind of call, modelled on
 * Anthropic's tool_use/tool_result. */
#define AGENTKIT_NS	"tool"

/*
 * The variant of one part: its only member's key and value.  Returns 1 for
 * a single-key object, 0 for anything else.
 */
static int
part_variant(struct json_span part, struct json_span *key, struct json_span *val)
{
	struct json_iter it;
	struct json_span k, v;

	if (!format_is_object(part) || json_iter_init(&it, part.p, part.n) == -1)
		return 0;
	if (!json_iter_next(&it, key, val))
		return 0;
	return !json_iter_next(&it, &k, &v);
}

/* The item's kind and parts members (the last of each, as json_get()
 * takes them; serde itself refuses a duplicate field), and for detail
 * sinks its usage and created_at; n == 0 when absent. */
struct fields {
	struct json_span	 kind, parts, usage, created_at;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "kind", offsetof(struct fields, kind) },
		{ "parts", offsetof(struct fields, parts) },
		{ "usage", offsetof(struct fields, usage) },
		{ "created_at", offsetof(struct fields, created_at) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/*
 * Score: a string kind and an array of parts are needed.  A known kind
 * with parts that are all single-key objects is certainly agentkit (2).
 * A PascalCase kind this module does not know (a newer variant) is 2 when
 * every part is a known variant, else 1.
 */
static int
agentkit_detect(const struct format_item *it)
{
	struct fields f;
	struct json_span none, part, key, val;
	struct json_iter ji;
	int single = 1, known = 1, nparts = 0;

	item_fields(it, &f);
	if (!format_is_string(f.kind) || !format_is_array(f.parts))
		return 0;
	json_iter_init(&ji, f.parts.p, f.parts.n);
	while (json_iter_next(&ji, &none, &part)) {
		nparts++;
		if (!part_variant(part, &key, &val)) {
			single = known = 0;
			break;
		}
		if (!format_str_in(key, part_names))
			known = 0;
	}
	if (format_lookup(f.kind, kinds, sizeof(kinds[0])) != NULL)
		return single ? 2 : 1;
	if (f.kind.n > 2 && f.kind.p[1] >= 'A' && f.kind.p[1] <= 'Z')
		return known && nparts > 0 ? 2 : 1;
	return 0;
}

/* ToolOutput {"Text":s} shows as s; the other variants as they are. */
static struct json_span
output_text(struct json_span out)
{
	struct json_span key, val;

	if (part_variant(out, &key, &val) && json_str_eq(key, "Text") &&
	    format_is_string(val))
		return val;
	return out;
}

struct tool_result {
	struct json_span	 call_id, output, is_error;
};

/* A ToolResult part's body {call_id,output,is_error,metadata} as
 * EV_RESULT (the part raw); is_error other than true or false is unknown
 * (-1). */
static int
map_result(struct json_span body, struct json_span raw, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "call_id", offsetof(struct tool_result, call_id) },
		{ "output", offsetof(struct tool_result, output) },
		{ "is_error", offsetof(struct tool_result, is_error) },
		{ NULL, 0 }
	};
	struct event ev = { .kind = EV_RESULT, .ns = AGENTKIT_NS };
	struct tool_result r;

	format_members(body, members, &r);
	ev.id = format_str_or_none(r.call_id);
	if (r.output.n > 0)
		ev.text = output_text(r.output);
	ev.is_error = format_lit_eq(r.is_error, "true") ? 1 :
	    format_lit_eq(r.is_error, "false") ? 0 : -1;
	if (sink->detail)
		ev.raw = raw;
	return ev_emit(sink, &ev);
}

/* A Media or File part's mime_type, and its data's URI (a DataRef
 * {"Uri": s}; inline bytes are an array, not base64: left to raw). */
static void
media_set(struct json_span val, struct event *ev)
{
	struct json_span v, key, uri;

	if (json_get(val, "mime_type", &v))
		ev->media_type = format_str_or_none(v);
	if (json_get(val, "data", &v) && part_variant(v, &key, &uri) &&
	    json_str_eq(key, "Uri"))
		ev->url = format_str_or_none(uri);
}

/* A content part for a detail sink: Text {text}, Reasoning {summary},
 * Media and File, Structured {value}, Custom and others whole. */
static int
map_content(struct json_span part, struct json_span key, struct json_span val,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT, .name = key, .raw = part };
	struct json_span v;

	if (json_str_eq(key, "Text") && json_get(val, "text", &v)) {
		ev.block = BLOCK_TEXT;
		ev.text = v;
	} else if (json_str_eq(key, "Reasoning")) {
		ev.block = BLOCK_THINKING;
		if (json_get(val, "summary", &v))
			ev.text = format_str_or_none(v);
	} else if (json_str_eq(key, "Media") || json_str_eq(key, "File")) {
		ev.block = BLOCK_IMAGE;
		media_set(val, &ev);
	} else {
		ev.block = BLOCK_OTHER;
		ev.text = json_str_eq(key, "Structured") &&
		    json_get(val, "value", &v) ? v : val;
	}
	return ev_emit(sink, &ev);
}

/* The usage of an item, {"tokens": {input_tokens (the cached ones
 * included), output_tokens, reasoning_tokens, cached_input_tokens,
 * cache_write_input_tokens}, ...}. */
static int
map_usage(struct json_span usage, struct event_sink *sink)
{
	struct json_span tokens, v, none = { NULL, 0 };
	struct ev_usage u;

	if (!format_is_object(usage) || !json_get(usage, "tokens", &tokens) ||
	    !format_is_object(tokens))
		return ST_OK;
	format_usage_init(&u);
	u.cache_read = json_get(tokens, "cached_input_tokens", &v) &&
	    !format_lit_eq(v, "null") ? format_usage_count(&u, v) : 0;
	u.cache_write = json_get(tokens, "cache_write_input_tokens", &v) &&
	    !format_lit_eq(v, "null") ? format_usage_count(&u, v) : 0;
	if (json_get(tokens, "input_tokens", &v))
		u.input = format_count_sub(format_count_sub(format_usage_count(&u, v),
		    u.cache_read), u.cache_write);
	if (json_get(tokens, "output_tokens", &v))
		u.output = format_usage_count(&u, v);
	if (json_get(tokens, "reasoning_tokens", &v))
		u.reasoning = format_usage_count(&u, v);
	return format_emit_usage(sink, &u, none);
}

/* One part: a ToolCall {id,name,input,metadata}, a ToolResult, or
 * content; not a single-key object: skipped. */
static int
map_part(struct json_span part, struct event_sink *sink)
{
	struct json_span key, val;

	if (!part_variant(part, &key, &val))
		return ST_OK;
	if (json_str_eq(key, "ToolCall"))
		return format_map_call(val, part, AGENTKIT_NS, sink);
	if (json_str_eq(key, "ToolResult"))
		return map_result(val, part, sink);
	if (!sink->detail)
		return format_emit(sink, EV_CONTENT);
	return map_content(part, key, val, sink);
}

/*
 * EV_MESSAGE with the kind's role (ROLE_OTHER for an unknown kind), then
 * one event per part in order: EV_CALL (ns "tool") for ToolCall, EV_RESULT
 * for ToolResult, EV_CONTENT for every other variant (Reasoning included:
 * it is part of the message, not an item of its own).  Parts that are not
 * single-key objects are skipped.
 */
static int
agentkit_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct fields f;
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	int rc;

	(void)state;
	item_fields(it, &f);
	m.label = f.kind;
	m.time = f.created_at;
	if ((rc = format_emit_msg(sink, format_role(f.kind, kinds), &m)) != ST_OK)
		return rc;
	if (sink->detail && (rc = map_usage(f.usage, sink)) != ST_OK)
		return rc;
	return format_map_each(f.parts, map_part, sink);
}


/* --- Writing --------------------------------------------------------- */

/* A part that is not a result: Text {text, metadata}, Reasoning {summary,
 * data, redacted, metadata}, ToolCall {id, name, input, metadata}. */
static int
agentkit_other(struct jsonw *w, const struct event *b)
{
	jsonw_object(w);
	if (b->kind == EV_CALL) {
		jsonw_key(w, "ToolCall");
		jsonw_object(w);
		jsonw_member(w, "id", b->id);
		jsonw_member(w, "name", b->name);
		jsonw_member(w, "input", b->args);
	} else if (b->kind == EV_CONTENT && b->block == BLOCK_THINKING) {
		jsonw_key(w, "Reasoning");
		jsonw_object(w);
		jsonw_member(w, "summary", b->text);
		jsonw_member_lit(w, "data", "null");
		jsonw_member_lit(w, "redacted", "false");
	} else if (b->kind == EV_CONTENT && b->block == BLOCK_TEXT) {
		jsonw_key(w, "Text");
		jsonw_object(w);
		jsonw_member(w, "text", b->text);
	} else {
		jsonw_cancel(w);
		return ST_DATA;
	}
	jsonw_member_lit(w, "metadata", "{}");
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* One part: a ToolResult {call_id, output: {Text}, is_error, metadata}. */
static int
agentkit_part(struct jsonw *w, const struct event *b)
{
	if (b->kind != EV_RESULT)
		return agentkit_other(w, b);
	jsonw_object(w);
	jsonw_key(w, "ToolResult");
	jsonw_object(w);
	jsonw_member(w, "call_id", b->id);
	jsonw_key(w, "output");
	jsonw_object(w);
	jsonw_member(w, "Text", b->text);
	jsonw_close(w);
	jsonw_member_lit(w, "is_error", b->is_error == 1 ? "true" : "false");
	jsonw_member_lit(w, "metadata", "{}");
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* A writer's session: the created_at of the item before (JSON). */
struct agentkit_writer {
	struct buf	created;
};

static int
agentkit_follow(void *state, struct json_span near)
{
	struct agentkit_writer *aw = state;
	struct json_span v = { NULL, 0 };

	json_get(near, "created_at", &v);
	format_keep(&aw->created, v);
	return ST_OK;
}

/* One item of kind (results: a Tool item), its created_at the message's
 * time or the item before's. */
static int
agentkit_write(void *state, const struct format_message *m, struct buf *out)
{
	static const char *const kind_names[] = {
		[ROLE_SYSTEM] = "System", [ROLE_USER] = "User",
		[ROLE_ASSISTANT] = "Assistant", [ROLE_TOOL] = "Tool"
	};
	struct agentkit_writer *aw = state;
	struct json_span time = m->time.n > 0 ? m->time : format_kept(&aw->created);
	struct jsonw w;
	int64_t ms;
	int rc;

	if (m->role == ROLE_NONE || m->role == ROLE_OTHER)
		return ST_DATA;
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_lit(&w, "id", "null");
	jsonw_member_str(&w, "kind", kind_names[m->role]);
	jsonw_key(&w, "parts");
	jsonw_array(&w);
	rc = format_write_blocks(&w, m, agentkit_part);
	jsonw_close(&w);
	jsonw_member_lit(&w, "metadata", "{}");
	jsonw_member_lit(&w, "usage", "null");
	jsonw_member_lit(&w, "finish_reason", "null");
	if (time.n > 0 && time.p[0] == '"' && format_time_ms(time, &ms) == 0) {
		jsonw_key(&w, "created_at");	/* agentkit's: milliseconds */
		jsonw_int(&w, ms);
	} else if (time.n > 0) {
		jsonw_member(&w, "created_at", time);
	}
	jsonw_close(&w);
	if ((rc = format_write_done(&w, rc)) == ST_OK && m->time.n > 0 &&
	    m->time.p[0] != '"')
		format_keep(&aw->created, m->time);
	return rc;
}

static int
agentkit_content(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	return format_write_elements(m, agentkit_part, out);
}

static void
agentkit_writer_free(void *state)
{
	struct agentkit_writer *aw = state;

	buf_release(&aw->created);
}

/* Repair's results: one Tool item with a ToolResult part per call, after
 * the calls. */
/* A new session: its time kept, as agentkit's milliseconds, for the items
 * whose messages have none. */
static int
agentkit_begin(void *state, const struct format_session *s, struct buf *out)
{
	struct agentkit_writer *aw = state;
	int64_t ms;

	(void)out;
	buf_reset(&aw->created);
	if (s->time.n > 0 && format_time_ms(s->time, &ms) == 0)
		buf_addf(&aw->created, "%lld", (long long)ms);
	return ST_OK;
}

/* Items as the crate serialises them; repair's results a Tool item each,
 * after the call. */
static const struct format_writer agentkit_writer = {
	.state_size = sizeof(struct agentkit_writer),
	.holds = HOLDS_ALL | HOLDS_SYSTEM | HOLDS_THINKING | HOLDS_ERROR,
	.begin = agentkit_begin,
	.follow = agentkit_follow,
	.message = agentkit_write,
	.content = agentkit_content,
	.free_state = agentkit_writer_free
};

const struct format format_agentkit = {
	.name = "agentkit",
	.title = "agentkit (Rust)",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		/* agentkit-loop's messages, without the trailing ids */
		.dangling = "transcript invariant violation: "
		    "tool_use(s) without matching tool_result",
		.orphan = "transcript invariant violation: orphaned tool_result",
		.misplaced = NULL
	},
	.detect = agentkit_detect,
	.state_size = 0,
	.map = agentkit_map,
	.free_state = NULL,
	.writer = &agentkit_writer
};
