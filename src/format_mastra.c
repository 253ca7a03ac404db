/*
 * format_mastra.c - Mastra (@mastra/core) messages as its stores keep them:
 * a mastra: store's row as {"id","role","type","content","createdAt",
 * "resourceId"} (STORES.md section 4), content a MastraDBMessage's
 * (MastraMessageContentV2 in @mastra/core's message-list types).
 *
 * One item is one message; role user, assistant, system or signal (a
 * signal is sent as user or system by its kind: ROLE_OTHER here).  content
 * format 2 holds AI SDK v4 UI parts: text {text}, reasoning {reasoning,
 * details}, tool-invocation {toolInvocation}, file {mimeType, data},
 * source, step-start, error and data-* parts.  A toolInvocation {state,
 * toolCallId, toolName, args, result, isError, errorText, approval} is a
 * call and, by its state, its result in the same part:
 *	result		the result (an error if isError is true)
 *	output-error	a failed result, its text errorText
 *	output-denied	a refused call: a failed result, its text the
 *			approval's reason or what Mastra tells the model
 *	partial-call, call, approval-requested, approval-responded, others
 *			a call without a result yet
 * content's copies of the same message (content.content, the text;
 * toolInvocations, the calls of the parts) are not read again; a step-start
 * part marks a model step and emits nothing.
 *
 * Older (v1) rows hold an AI SDK CoreMessage's content instead: a string,
 * or parts text, reasoning, image, file, tool-call {toolCallId, toolName,
 * args} and tool-result {toolCallId, toolName, result, isError}, a result
 * in a later message of role tool.  So results come in their call's item or
 * later (P_AFTER); ids are AI SDK's toolCallId, always set.  Mastra drops
 * calls without results from the prompt it builds (sanitizeV5UIMessages),
 * so no API reports them: no error texts.
 *
 * Text events: a message is labelled with its role, at its createdAt; no
 * usage (the rows keep none).
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: AI SDK has one kind of tool call. */
#define MASTRA_NS	"tool"

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ "tool", ROLE_TOOL },		/* v1: CoreMessage tool results */
	{ NULL, ROLE_NONE }
};

/* The item's members (the last of each); n == 0 when absent. */
struct fields {
	struct json_span	 role, type, content;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "role", offsetof(struct fields, role) },
		{ "type", offsetof(struct fields, type) },
		{ "content", offsetof(struct fields, content) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/* A format-2 content's members. */
struct content2 {
	struct json_span	 format, parts, text;
};

static void
content_fields(struct json_span content, struct content2 *c)
{
	static const struct format_member members[] = {
		{ "format", offsetof(struct content2, format) },
		{ "parts", offsetof(struct content2, parts) },
		{ "content", offsetof(struct content2, text) },
		{ NULL, 0 }
	};

	format_members(content, members, c);
}

/*
 * 2: content is an object of format 2 with parts, or the row's type is
 * "v2" (Mastra's own mark) with an object content and a string role.
 * 1: a v1 row, type text, tool-call or tool-result with a string role and
 * string or array content.  0: anything else.
 */
static int
mastra_detect(const struct format_item *it)
{
	static const char *const v1_types[] = {
		"text", "tool-call", "tool-result", NULL
	};
	struct fields f;
	struct content2 c;

	item_fields(it, &f);
	if (format_is_object(f.content)) {
		content_fields(f.content, &c);
		if (format_lit_eq(c.format, "2") && format_is_array(c.parts))
			return 2;
		return format_str_eq(f.type, "v2") && format_is_string(f.role) ?
		    2 : 0;
	}
	if (format_str_in(f.type, v1_types) && format_is_string(f.role) &&
	    (format_is_string(f.content) || format_is_array(f.content)))
		return 1;
	return 0;
}

/* The members of a toolInvocation, and of a v1 tool-call or tool-result
 * part (toolCallId, toolName, args, result, isError). */
struct invocation {
	struct json_span	 type, state, id, name, args, result, is_error,
				 error_text, approval;
};

static const struct format_member invocation_members[] = {
	{ "type", offsetof(struct invocation, type) },
	{ "state", offsetof(struct invocation, state) },
	{ "toolCallId", offsetof(struct invocation, id) },
	{ "toolName", offsetof(struct invocation, name) },
	{ "args", offsetof(struct invocation, args) },
	{ "result", offsetof(struct invocation, result) },
	{ "isError", offsetof(struct invocation, is_error) },
	{ "errorText", offsetof(struct invocation, error_text) },
	{ "approval", offsetof(struct invocation, approval) },
	{ NULL, 0 }
};

/* What Mastra sends the model for a refused call without a reason. */
static const char denied[] = "\"Tool call was not approved by the user\"";

/*
 * EV_RESULT for the call v, raw the part that holds it: text, and
 * is_error 1 if is_error is or v's isError is true, else 0.
 */
static int
emit_result(const struct invocation *v, struct json_span text, int is_error,
    struct json_span raw, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = MASTRA_NS };

	ev.id = format_str_or_none(v->id);
	ev.text = text;
	ev.is_error = is_error || format_lit_eq(v->is_error, "true");
	if (sink->detail) {
		ev.name = format_str_or_none(v->name);
		ev.raw = raw;
	}
	return ev_emit(sink, &ev);
}

/* A tool-invocation part: EV_CALL, then EV_RESULT if its state has one. */
static int
map_invocation(struct json_span part, struct json_span inv,
    struct event_sink *sink)
{
	struct json_span reason = { denied, sizeof(denied) - 1 }, v = { NULL, 0 };
	struct invocation c;
	int rc;

	format_members(inv, invocation_members, &c);
	if ((rc = format_emit_call(sink, MASTRA_NS, format_str_or_none(c.id),
	    format_str_or_none(c.name), c.args, part)) != ST_OK)
		return rc;
	if (format_str_eq(c.state, "result"))
		return emit_result(&c, c.result, 0, part, sink);
	if (format_str_eq(c.state, "output-error"))
		return emit_result(&c, c.error_text, 1, part, sink);
	if (!format_str_eq(c.state, "output-denied"))
		return ST_OK;
	if (json_get(c.approval, "reason", &v) && format_is_string(v))
		reason = v;
	return emit_result(&c, reason, 1, part, sink);
}

/* The text of a format-2 reasoning part: its reasoning, else the text of
 * its first details entry that has one; absent if none (redacted). */
static struct json_span
reasoning_text(struct json_span part)
{
	struct json_iter it;
	struct json_span k, v, text, none = { NULL, 0 };

	if (json_get(part, "reasoning", &text) && format_is_string(text) &&
	    text.n > 2)
		return text;
	if (!json_get(part, "details", &v) || !format_is_array(v) ||
	    json_iter_init(&it, v.p, v.n) == -1)
		return none;
	while (json_iter_next(&it, &k, &v))
		if (json_get(v, "text", &text) && format_is_string(text))
			return text;
	return none;
}

/* A content part: for a detail sink as format_block() reads it, with what
 * it leaves: a format-2 reasoning part's text, a v1 redacted-reasoning
 * part's block, a file's http(s) URL kept in data. */
static int
emit_block(struct json_span part, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };
	struct json_span v;

	if (!sink->detail)
		return ev_emit(sink, &ev);
	format_block(part, &ev);
	if (format_str_eq(ev.name, "reasoning") ||
	    format_str_eq(ev.name, "redacted-reasoning")) {
		ev.block = BLOCK_THINKING;
		v = reasoning_text(part);
		/* else a v1 part's text, none for a redacted one */
		ev.text = v.n > 0 ? v : format_str_or_none(ev.text);
	} else if (ev.block == BLOCK_IMAGE && ev.data.n > 6 &&
	    memcmp(ev.data.p, "\"http", 5) == 0) {
		ev.url = ev.data;
		ev.data.n = 0;
	}
	return ev_emit(sink, &ev);
}

/* The members of a format-2 part that say what it is. */
struct part {
	struct json_span	 type, invocation;
};

/* One format-2 part; not an object: skipped.  A tool-invocation without
 * an object toolInvocation is content. */
static int
map_part(struct json_span part, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct part, type) },
		{ "toolInvocation", offsetof(struct part, invocation) },
		{ NULL, 0 }
	};
	struct part p;

	if (!format_is_object(part))
		return ST_OK;
	format_members(part, members, &p);
	if (format_str_eq(p.type, "tool-invocation") &&
	    format_is_object(p.invocation))
		return map_invocation(part, p.invocation, sink);
	if (format_str_eq(p.type, "step-start"))
		return ST_OK;
	return emit_block(part, sink);
}

/* One v1 CoreMessage part: tool-call, tool-result or content; not an
 * object: skipped. */
static int
map_core_part(struct json_span part, struct event_sink *sink)
{
	struct invocation c;

	if (!format_is_object(part))
		return ST_OK;
	format_members(part, invocation_members, &c);
	if (format_str_eq(c.type, "tool-call"))
		return format_emit_call(sink, MASTRA_NS, format_str_or_none(c.id),
		    format_str_or_none(c.name), c.args, part);
	if (format_str_eq(c.type, "tool-result"))
		return emit_result(&c, c.result, 0, part, sink);
	return emit_block(part, sink);
}

/*
 * EV_MESSAGE of the role (ROLE_OTHER for signal and unknown roles), then
 * the content: format 2's parts (its text copy only when it has no
 * parts), or v1's string or parts.
 */
static int
mastra_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct fields f;
	struct content2 c;
	int rc;

	(void)state;
	item_fields(it, &f);
	if ((rc = format_emit_item_msg(it, format_role(f.role, roles), f.role,
	    sink)) != ST_OK)
		return rc;
	if (format_is_object(f.content)) {
		content_fields(f.content, &c);
		if (format_is_array(c.parts) && c.parts.n > 2)
			return format_map_each(c.parts, map_part, sink);
		return format_emit_content(format_str_or_none(c.text), sink);
	}
	if (format_is_array(f.content))
		return format_map_each(f.content, map_core_part, sink);
	return format_emit_content(format_str_or_none(f.content), sink);
}

const struct format format_mastra = {
	.name = "mastra",
	.title = "Mastra",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	/* Mastra leaves unanswered calls out of the prompt: no API sees
	 * them. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = mastra_detect,
	.state_size = 0,
	.map = mastra_map,
	.free_state = NULL
};
