/*
 * format_claude_code.c - Claude Code session transcripts (FORMATS.md 7).
 *
 * One JSON line per content block: {"type":"user"|"assistant", uuid,
 * parentUuid, sessionId, ..., "message":{an Anthropic message}}.  map()
 * rebuilds the API's messages from the lines, in file order (every line is
 * scanned, so sibling results off the parentUuid chain are seen):
 *
 *  - an assistant line continues the current message when the one before
 *    it (ignored lines aside) was an assistant line with the same
 *    message.id; otherwise it begins a message.  Without a message.id it
 *    always begins one.
 *  - a user line continues the current message when the one before it was
 *    a user line: consecutive user lines are one user message, as the API
 *    requires alternation; so each tool_result line after an assistant
 *    message joins the first, and a text line among them is content in
 *    that message (after the results: fine; before one: misplaced).
 *    isMeta lines are sent to the model and count like the others.
 *  - a system line of subtype compact_boundary is EV_BOUNDARY and ends the
 *    current message; every other line (other system lines, summary,
 *    progress, attachment, file-history-snapshot, queue-operation, titles,
 *    tags, ...) is EV_IGNORE and does not end the current message.
 *  - sidechain lines: a session is a main transcript or a subagent's; the
 *    first user or assistant line says which (its isSidechain).  Lines
 *    with the other isSidechain value are another conversation and are
 *    ignored, so a main session skips stray sidechain lines and a subagent
 *    file (all lines isSidechain:true) is checked on its own.
 *
 * The blocks themselves are mapped by format_anthropic_map_message().
 */
#include <string.h>

#include "diag.h"
#include "format.h"

/* Per session; zeroed before the first line. */
struct cc_state {
	enum ev_role	role;		/* the current message's; ROLE_NONE: none */
	int		has_id;		/* the current assistant message has an id */
	uint64_t	id_hash;	/* FNV-1a of its message.id bytes */
	int		side_known;	/* the session's isSidechain is known */
	int		side;		/* and is this */
};

static int
jstring(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

static int
jstring_eq(struct json_span v, const char *lit)
{
	return jstring(v) && json_str_eq(v, lit);
}

static uint64_t
span_hash(struct json_span v)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < v.n; i++) {
		h ^= (unsigned char)v.p[i];
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

/* The top-level members of a line that mapping and detection look at. */
struct line {
	struct json_span	 type, subtype, message, sidechain;
	int			 envelope;	/* uuid, parentUuid, sessionId
						   or leafUuid present */
};

static int
line_read(const struct item *item, struct line *l)
{
	struct json_iter it;
	struct json_span k, v;

	memset(l, 0, sizeof(*l));
	if (json_iter_init(&it, item->json, item->len) == -1 || item->json[0] != '{')
		return -1;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type"))
			l->type = v;
		else if (json_str_eq(k, "subtype"))
			l->subtype = v;
		else if (json_str_eq(k, "message"))
			l->message = v;
		else if (json_str_eq(k, "isSidechain"))
			l->sidechain = v;
		else if (json_str_eq(k, "uuid") || json_str_eq(k, "parentUuid") ||
		    json_str_eq(k, "sessionId") || json_str_eq(k, "leafUuid"))
			l->envelope = 1;
	}
	return 0;
}

static int
emit_kind(struct event_sink *sink, enum ev_kind kind)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = kind;
	return ev_emit(sink, &ev);
}

/* Is this line of another conversation than the session's?  The first user
 * or assistant line (decides) fixes the session's side. */
static int
other_side(struct cc_state *st, const struct line *l, int decides)
{
	int side = l->sidechain.n == 4 && memcmp(l->sidechain.p, "true", 4) == 0;

	if (!st->side_known) {
		if (decides) {
			st->side_known = 1;
			st->side = side;
		}
		return 0;
	}
	return side != st->side;
}

static int
cc_map(const struct item *item, void *state, struct event_sink *sink)
{
	struct cc_state *st = state;
	struct line l;
	struct json_span id = { NULL, 0 };
	enum ev_role role;
	int begin, has_id;
	uint64_t h = 0;

	if (line_read(item, &l) == -1)
		return emit_kind(sink, EV_IGNORE);
	if (jstring_eq(l.type, "system")) {
		if (!jstring_eq(l.subtype, "compact_boundary") || other_side(st, &l, 0))
			return emit_kind(sink, EV_IGNORE);
		st->role = ROLE_NONE;
		return emit_kind(sink, EV_BOUNDARY);
	}
	if (jstring_eq(l.type, "user"))
		role = ROLE_USER;
	else if (jstring_eq(l.type, "assistant"))
		role = ROLE_ASSISTANT;
	else
		return emit_kind(sink, EV_IGNORE);
	if (l.message.n == 0 || l.message.p[0] != '{' || other_side(st, &l, 1))
		return emit_kind(sink, EV_IGNORE);

	has_id = role == ROLE_ASSISTANT && json_get(l.message, "id", &id) &&
	    jstring(id) && id.n > 2;
	if (has_id)
		h = span_hash(id);
	begin = role != st->role ||
	    (role == ROLE_ASSISTANT && (!has_id || !st->has_id || h != st->id_hash));
	st->role = role;
	st->has_id = has_id;
	st->id_hash = h;
	return format_anthropic_map_message(l.message, begin, sink);
}

/* Line types (FORMATS.md 7a): chain entries and metadata lines. */
static int
known_type(struct json_span type)
{
	static const char *const names[] = {
		"user", "assistant", "system", "progress", "attachment", "summary",
		"custom-title", "tag", "file-history-snapshot", "queue-operation",
		"ai-title", "cost-state", "turn_end", NULL
	};

	for (size_t i = 0; names[i] != NULL; i++)
		if (json_str_eq(type, names[i]))
			return 1;
	return 0;
}

/*
 * 2: a known line type with a Claude Code envelope member (uuid,
 * parentUuid, sessionId, leafUuid), or a type only Claude Code writes
 * (file-history-snapshot, queue-operation).  1: a user or assistant line
 * with a "message" object but no envelope (a stripped or SDK line), or an
 * unknown type with an envelope (a newer line type).  0 otherwise.
 */
static int
cc_detect(const struct item *item)
{
	struct line l;

	if (line_read(item, &l) == -1 || !jstring(l.type))
		return 0;
	if (json_str_eq(l.type, "file-history-snapshot") ||
	    json_str_eq(l.type, "queue-operation"))
		return 2;
	if (!known_type(l.type))
		return l.envelope ? 1 : 0;
	if (l.envelope)
		return 2;
	if ((json_str_eq(l.type, "user") || json_str_eq(l.type, "assistant")) &&
	    l.message.n > 0 && l.message.p[0] == '{')
		return 1;
	return 0;
}

const struct format format_claude_code = {
	.name = "claude-code",
	.title = "Claude Code session transcript",
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
	.detect = cc_detect,
	.state_size = sizeof(struct cc_state),
	.map = cc_map,
	.free_state = NULL
};
