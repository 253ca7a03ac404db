/*
 * format_voltagent.c - VoltAgent (@voltagent/core) messages as its memory
 * adapters keep them: a voltagent: store's row as {"id","role","parts",
 * "metadata","formatVersion","createdAt","userId"} (STORES.md section 4),
 * an AI SDK v5 UIMessage whose parts are the row's.
 *
 * One item is one message; role user, assistant or system.  Parts (the
 * UIMessagePart union of the ai package): text {text}, reasoning {text},
 * file {mediaType, url}, source-url, source-document, step-start, data-*
 * and the tool parts: tool-NAME {toolCallId, state, input, output,
 * errorText, isError, approval}, or dynamic-tool with its toolName.  A tool
 * part is a call and, by its state, its result in the same part:
 *	output-available	the result (an error if isError is true)
 *	output-error		a failed result, its text errorText
 *	output-denied		a refused call: a failed result, its text the
 *				approval's reason
 *	input-streaming, input-available, approval-requested,
 *	approval-responded	a call without a result yet
 * and a part of another state has a result if it has an output (as
 * VoltAgent's hasToolOutput() reads it).  A step-start part marks a model
 * step and emits nothing.
 *
 * A result is always in its call's part; the rule is P_AFTER, as Mastra's
 * (the same AI SDK calls).  Ids are AI SDK's toolCallId, always set.
 * VoltAgent leaves calls without results out of the prompt it builds
 * (filterIncompleteToolCallsForModel), so no API reports them: no error
 * texts.
 *
 * A tool-NAME part's name is NAME: a JSON string this module makes in the
 * session's state, where it stays until the next item is mapped or the
 * state is freed (format.h, struct event); so the format has state, and
 * FMT_STATE_SPANS: format_map_detected() does not map its items in another
 * format's session (its fresh state would go before the caller reads the
 * names).
 *
 * Text events: a message is labelled with its role, at its createdAt; no
 * usage (the rows keep none).
 */
#include <stddef.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: AI SDK has one kind of tool call. */
#define VOLT_NS	"tool"

/* The prefixes of part types that name their tool or data. */
#define TOOL_PREFIX	"\"tool-"
#define DATA_PREFIX	"\"data-"
#define PREFIX_LEN	6

/* Per session: the names of the current item's tool parts, JSON strings
 * that events point into. */
struct volt_state {
	struct buf	 names;
};

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ "system", ROLE_SYSTEM },
	{ NULL, ROLE_NONE }
};

/* The item's members (the last of each); n == 0 when absent. */
struct fields {
	struct json_span	 role, parts, content, version, hash;
};

static void
item_fields(const struct format_item *it, struct fields *f)
{
	static const struct format_member members[] = {
		{ "role", offsetof(struct fields, role) },
		{ "parts", offsetof(struct fields, parts) },
		{ "content", offsetof(struct fields, content) },
		{ "formatVersion", offsetof(struct fields, version) },
		{ "hash", offsetof(struct fields, hash) },
		{ NULL, 0 }
	};

	format_item_members(it, members, f);
}

/* Is the part type t (a JSON string) one that begins with prefix and
 * names something after it? */
static int
prefixed(struct json_span t, const char *prefix)
{
	return t.n > PREFIX_LEN + 1 && memcmp(t.p, prefix, PREFIX_LEN) == 0;
}

/*
 * How AI SDK the parts look: 0 if one is not an object with a string type
 * of a UIMessage part; else 2 if one is of a type only UIMessages have (a
 * tool, reasoning, a source, step-start, data), 1 if not (text and files,
 * or no parts).
 */
static int
parts_score(struct json_span parts)
{
	static const char *const plain[] = { "text", "file", NULL };
	static const char *const own[] = {
		"reasoning", "dynamic-tool", "step-start", "source-url",
		"source-document", NULL
	};
	struct json_iter it;
	struct json_span k, v, type;
	int score = 1;

	if (json_iter_init(&it, parts.p, parts.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (!format_is_object(v) || !json_get(v, "type", &type) ||
		    !format_is_string(type))
			return 0;
		if (format_str_in(type, own) || prefixed(type, TOOL_PREFIX) ||
		    prefixed(type, DATA_PREFIX))
			score = 2;
		else if (!format_str_in(type, plain))
			return 0;
	}
	return score;
}

/*
 * A string role and a parts array, without Mastra's content or llm's
 * message hash: 2 with VoltAgent's formatVersion (a count), else as its
 * parts look (parts_score()).
 */
static int
volt_detect(const struct format_item *it)
{
	struct fields f;

	item_fields(it, &f);
	if (!format_is_string(f.role) || !format_is_array(f.parts) ||
	    f.content.n > 0 || f.hash.n > 0)
		return 0;
	if (format_count(f.version) >= 0)
		return 2;
	return parts_score(f.parts);
}

/* The members of a tool part. */
struct tool_part {
	struct json_span	 type, id, name, state, input, output, error_text,
				 is_error, approval;
};

/* What a tool part's state says of its result. */
enum outcome {
	OUT_NONE,	/* no result yet */
	OUT_OUTPUT,	/* output */
	OUT_ERROR,	/* errorText */
	OUT_DENIED	/* refused: the approval's reason */
};

static enum outcome
outcome(const struct tool_part *p)
{
	static const char *const pending[] = {
		"input-streaming", "input-available", "approval-requested",
		"approval-responded", NULL
	};

	if (format_str_eq(p->state, "output-available"))
		return OUT_OUTPUT;
	if (format_str_eq(p->state, "output-error"))
		return OUT_ERROR;
	if (format_str_eq(p->state, "output-denied"))
		return OUT_DENIED;
	if (format_str_in(p->state, pending) || p->output.n == 0)
		return OUT_NONE;
	return OUT_OUTPUT;
}

/* A tool part: EV_CALL named name, then EV_RESULT if its state has one. */
static int
map_tool(struct json_span part, const struct tool_part *p,
    struct json_span name, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = VOLT_NS };
	struct json_span id = format_str_or_none(p->id);
	int rc;

	if ((rc = format_emit_call(sink, VOLT_NS, id, name, p->input,
	    part)) != ST_OK)
		return rc;
	ev.id = id;
	ev.is_error = format_lit_eq(p->is_error, "true");
	switch (outcome(p)) {
	case OUT_NONE:
		return ST_OK;
	case OUT_OUTPUT:
		ev.text = p->output;
		break;
	case OUT_ERROR:
		ev.is_error = 1;
		ev.text = p->error_text;
		break;
	case OUT_DENIED:
		ev.is_error = 1;
		if (!json_get(p->approval, "reason", &ev.text) ||
		    !format_is_string(ev.text))
			ev.text.n = 0;
		break;
	}
	if (sink->detail) {
		ev.name = name;
		ev.raw = part;
	}
	return ev_emit(sink, &ev);
}

/*
 * One part; not an object: skipped; content as format_block() reads it
 * (for a detail sink).  The name of a tool-NAME part is made in names,
 * which has room for it: map() grew it for the whole item, so the names
 * made before stay where they are.
 */
static int
map_part(struct json_span part, struct buf *names, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct tool_part, type) },
		{ "toolCallId", offsetof(struct tool_part, id) },
		{ "toolName", offsetof(struct tool_part, name) },
		{ "state", offsetof(struct tool_part, state) },
		{ "input", offsetof(struct tool_part, input) },
		{ "output", offsetof(struct tool_part, output) },
		{ "errorText", offsetof(struct tool_part, error_text) },
		{ "isError", offsetof(struct tool_part, is_error) },
		{ "approval", offsetof(struct tool_part, approval) },
		{ NULL, 0 }
	};
	struct event ev = { .kind = EV_CONTENT };
	struct tool_part p;
	struct json_span name;
	size_t at = names->len;

	if (!format_is_object(part))
		return ST_OK;
	format_members(part, members, &p);
	if (prefixed(p.type, TOOL_PREFIX)) {
		buf_addc(names, '"');
		buf_add(names, p.type.p + PREFIX_LEN, p.type.n - PREFIX_LEN);
		name.p = names->p + at;
		name.n = names->len - at;
		return map_tool(part, &p, name, sink);
	}
	if (format_str_eq(p.type, "dynamic-tool"))
		return map_tool(part, &p, format_str_or_none(p.name), sink);
	if (format_str_eq(p.type, "step-start"))
		return ST_OK;
	if (sink->detail)
		format_block(part, &ev);
	return ev_emit(sink, &ev);
}

/* EV_MESSAGE of the role (ROLE_OTHER for an unknown one), then one or two
 * events per part. */
static int
volt_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct volt_state *st = state;
	struct fields f;
	struct json_iter ji;
	struct json_span k, v;
	int rc;

	item_fields(it, &f);
	if ((rc = format_emit_item_msg(it, format_role(f.role, roles), f.role,
	    sink)) != ST_OK)
		return rc;
	if (!format_is_array(f.parts) ||
	    json_iter_init(&ji, f.parts.p, f.parts.n) == -1)
		return ST_OK;
	/* Each name is shorter than the type it is made from. */
	buf_reset(&st->names);
	buf_grow(&st->names, f.parts.n);
	while (json_iter_next(&ji, &k, &v))
		if ((rc = map_part(v, &st->names, sink)) != ST_OK)
			return rc;
	return ST_OK;
}

static void
volt_free(void *state)
{
	struct volt_state *st = state;

	buf_release(&st->names);
}

const struct format format_voltagent = {
	.name = "voltagent",
	.title = "VoltAgent",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED | FMT_STATE_SPANS,
	/* VoltAgent leaves unanswered calls out of the prompt: no API sees
	 * them. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = volt_detect,
	.state_size = sizeof(struct volt_state),
	.map = volt_map,
	.free_state = volt_free
};
