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
 */
#include <string.h>

#include "diag.h"
#include "format.h"

/* kind -> role.  Developer and Context are system-like; the adapters
 * send a Notification as a user-role message (<system-reminder>). */
static const struct {
	const char	*kind;
	enum ev_role	 role;
} kinds[] = {
	{ "System", ROLE_SYSTEM },
	{ "Developer", ROLE_SYSTEM },
	{ "User", ROLE_USER },
	{ "Assistant", ROLE_ASSISTANT },
	{ "Tool", ROLE_TOOL },
	{ "Context", ROLE_SYSTEM },
	{ "Notification", ROLE_USER }
};

/* The Part variants, as serde names them. */
static const char *const part_names[] = {
	"Text", "Media", "File", "Structured", "Reasoning", "ToolCall",
	"ToolResult", "Custom"
};

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* The pairing namespace: agentkit has one kind of call, modelled on
 * Anthropic's tool_use/tool_result. */
#define AGENTKIT_NS	"tool"

static int
span_is(struct json_span v, const char *lit)
{
	size_t n = strlen(lit);

	return v.n == n && memcmp(v.p, lit, n) == 0;
}

/* Index of the quoted kind in kinds[], or -1. */
static int
kind_index(struct json_span kind)
{
	if (kind.n < 2 || kind.p[0] != '"')
		return -1;
	for (size_t i = 0; i < NELEM(kinds); i++)
		if (json_str_eq(kind, kinds[i].kind))
			return (int)i;
	return -1;
}

static int
part_known(struct json_span key)
{
	for (size_t i = 0; i < NELEM(part_names); i++)
		if (json_str_eq(key, part_names[i]))
			return 1;
	return 0;
}

/*
 * The variant of one part: its only member's key and value.  Returns 1 for
 * a single-key object, 0 for anything else.
 */
static int
part_variant(struct json_span part, struct json_span *key, struct json_span *val)
{
	struct json_iter it;
	struct json_span k, v;

	if (part.n == 0 || part.p[0] != '{' || json_iter_init(&it, part.p, part.n) == -1)
		return 0;
	if (!json_iter_next(&it, key, val))
		return 0;
	return !json_iter_next(&it, &k, &v);
}

/* The item's kind and parts members (the last of each, as json_get()
 * takes them; serde itself refuses a duplicate field); n == 0 when absent. */
static void
item_fields(const struct item *it, struct json_span *kind, struct json_span *parts)
{
	struct json_iter ji;
	struct json_span k, v;

	kind->n = parts->n = 0;
	kind->p = parts->p = NULL;
	if (json_iter_init(&ji, it->json, it->len) == -1 || it->json[0] != '{')
		return;
	while (json_iter_next(&ji, &k, &v)) {
		if (json_str_eq(k, "kind"))
			*kind = v;
		else if (json_str_eq(k, "parts"))
			*parts = v;
	}
}

/*
 * Score: a string kind and an array of parts are needed.  A known kind
 * with parts that are all single-key objects is certainly agentkit (2).
 * A PascalCase kind this module does not know (a newer variant) is 2 when
 * every part is a known variant, else 1.
 */
static int
agentkit_detect(const struct item *it)
{
	struct json_span kind, parts, none, part, key, val;
	struct json_iter ji;
	int single = 1, known = 1, nparts = 0;

	item_fields(it, &kind, &parts);
	if (kind.n < 2 || kind.p[0] != '"' || parts.n < 2 || parts.p[0] != '[')
		return 0;
	json_iter_init(&ji, parts.p, parts.n);
	while (json_iter_next(&ji, &none, &part)) {
		nparts++;
		if (!part_variant(part, &key, &val)) {
			single = known = 0;
			break;
		}
		if (!part_known(key))
			known = 0;
	}
	if (kind_index(kind) != -1)
		return single ? 2 : 1;
	if (kind.n > 2 && kind.p[1] >= 'A' && kind.p[1] <= 'Z')
		return known && nparts > 0 ? 2 : 1;
	return 0;
}

/* A string member's span, or an empty span when absent or not a string. */
static struct json_span
str_or_none(struct json_span v)
{
	struct json_span none = { NULL, 0 };

	return v.n >= 2 && v.p[0] == '"' ? v : none;
}

/* A ToolCall part's body {id,name,input,metadata} as EV_CALL. */
static int
map_call(struct json_span body, struct event_sink *sink)
{
	struct event ev = { .kind = EV_CALL, .ns = AGENTKIT_NS };
	struct json_iter it;
	struct json_span k, v;

	if (json_iter_init(&it, body.p, body.n) == 0 && body.p[0] == '{') {
		while (json_iter_next(&it, &k, &v)) {
			if (json_str_eq(k, "id"))
				ev.id = str_or_none(v);
			else if (json_str_eq(k, "name"))
				ev.name = str_or_none(v);
			else if (json_str_eq(k, "input"))
				ev.args = v;
		}
	}
	return ev_emit(sink, &ev);
}

/* ToolOutput {"Text":s} shows as s; the other variants as they are. */
static struct json_span
output_text(struct json_span out)
{
	struct json_span key, val;

	if (part_variant(out, &key, &val) && json_str_eq(key, "Text") &&
	    val.n >= 2 && val.p[0] == '"')
		return val;
	return out;
}

/* A ToolResult part's body {call_id,output,is_error,metadata} as
 * EV_RESULT; is_error other than true or false is unknown (-1). */
static int
map_result(struct json_span body, struct event_sink *sink)
{
	struct event ev = { .kind = EV_RESULT, .ns = AGENTKIT_NS, .is_error = -1 };
	struct json_iter it;
	struct json_span k, v;

	if (json_iter_init(&it, body.p, body.n) == 0 && body.p[0] == '{') {
		while (json_iter_next(&it, &k, &v)) {
			if (json_str_eq(k, "call_id"))
				ev.id = str_or_none(v);
			else if (json_str_eq(k, "output"))
				ev.text = output_text(v);
			else if (json_str_eq(k, "is_error"))
				ev.is_error = span_is(v, "true") ? 1 :
				    span_is(v, "false") ? 0 : -1;
		}
	}
	return ev_emit(sink, &ev);
}

/*
 * EV_MESSAGE with the kind's role (ROLE_OTHER for an unknown kind), then
 * one event per part in order: EV_CALL (ns "tool") for ToolCall, EV_RESULT
 * for ToolResult, EV_CONTENT for every other variant (Reasoning included:
 * it is part of the message, not an item of its own).  Parts that are not
 * single-key objects are skipped.
 */
static int
agentkit_map(const struct item *it, void *state, struct event_sink *sink)
{
	struct event ev = { .kind = EV_MESSAGE, .role = ROLE_OTHER };
	struct json_span kind, parts, none, part, key, val;
	struct json_iter ji;
	int k, rc;

	(void)state;
	item_fields(it, &kind, &parts);
	if ((k = kind_index(kind)) != -1)
		ev.role = kinds[k].role;
	if ((rc = ev_emit(sink, &ev)) != ST_OK)
		return rc;
	if (parts.n < 2 || parts.p[0] != '[')
		return ST_OK;
	json_iter_init(&ji, parts.p, parts.n);
	while (json_iter_next(&ji, &none, &part)) {
		if (!part_variant(part, &key, &val))
			continue;
		if (json_str_eq(key, "ToolCall")) {
			rc = map_call(val, sink);
		} else if (json_str_eq(key, "ToolResult")) {
			rc = map_result(val, sink);
		} else {
			struct event c = { .kind = EV_CONTENT };

			rc = ev_emit(sink, &c);
		}
		if (rc != ST_OK)
			return rc;
	}
	return ST_OK;
}

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
	.free_state = NULL
};
