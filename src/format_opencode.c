/*
 * format_opencode.c - OpenCode (anomalyco/opencode, formerly sst/opencode)
 * messages, one item a message with its parts, in either of two shapes:
 *
 *	{"id", "data", "parts": [{"id", "data"}, ...]}
 *		an opencode: store's row of the message table, data its
 *		MessageV2.Info less id and sessionID as stored, and the rows
 *		of its parts by id, each data a MessageV2.Part less its ids;
 *	{"info", "parts": [...]}
 *		what `opencode export` writes per message: the Info and the
 *		Parts whole, ids in them.
 *
 * The same mapper reads both: only where the message and each part's
 * object sit differ (data or info; a part's data or the part).
 *
 * A message is role user or assistant, at time.created (epoch ms); an
 * assistant's modelID is its model.  Parts, by type:
 *	text		content; synthetic text too (OpenCode sends it to the
 *			model: a file read for the user), but ignored text is
 *			a note "ignored" (OpenCode never sends it)
 *	reasoning	content, thinking
 *	file		content, media: its url (a data: or file: URL), its
 *			mime the media type
 *	tool		a call {callID, tool, state.input} and, in the same
 *			part, its result by state.status: completed (output)
 *			or error (error, is_error); pending and running are
 *			calls without results
 *	compaction	EV_BOUNDARY: OpenCode's history (filterCompacted)
 *			starts at the user message that holds it
 *	agent, subtask, retry, snapshot, patch
 *			notes labelled with the type (the agent's name, the
 *			subtask's description, the retry's error message,
 *			the snapshot's and the patch's hash)
 *	step-start	nothing; step-finish: usage (below)
 *	others		content of its own kind (BLOCK_OTHER)
 * An assistant message's error {name, data.message} is a note "error"
 * after its parts.
 *
 * Pairing: a call and its result are one part, so results never come
 * elsewhere (P_AFTER never finds one misplaced); ids (callID) are
 * required.  A pending or running part is a call cut off: OpenCode sends
 * it to the model as an error, "[Tool execution was interrupted]"
 * (toModelMessages), so an unanswered call is legal on disk:
 * FMT_UNANSWERED_OK, no error texts.
 *
 * Usage (detail sinks): one EV_USAGE per model call, that is per
 * step-finish part, from its tokens and cost.  The message's own tokens
 * are its last step's (OpenCode's processor sets them at each step's end,
 * while it adds each step's cost to the message's), so they are read only
 * for a message without step-finish parts (as older versions wrote), and
 * not when all 0 (as a message begins: no step ended).
 * OpenCode's tokens.input excludes the cache reads and writes (getUsage()
 * subtracts them), as struct ev_usage's does; its tokens.output excludes
 * the reasoning (getUsage() subtracts it since AI SDK 6), which ours
 * includes: it is added back, unless tokens.total says the output holds
 * it already (the older versions, whose total was input, cache and output
 * alone).  A cost of 0 with tokens is no recorded cost: OpenCode writes 0
 * for a model its catalogue has no price for.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: OpenCode has one kind of tool call. */
#define OPENCODE_NS	"tool"

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "assistant", ROLE_ASSISTANT },
	{ NULL, ROLE_NONE }
};

/* The part types of MessageV2.Part. */
static const char *const part_types[] = {
	"text", "reasoning", "tool", "step-start", "step-finish", "file",
	"agent", "subtask", "compaction", "retry", "snapshot", "patch", NULL
};

/* The item's members (the last of each); n == 0 when absent. */
struct fields {
	struct json_span	 data, info, parts;
};

/* The message (data or info) and how its parts hold theirs. */
struct message {
	struct json_span	 obj;		/* the Info */
	int			 rows;		/* parts are {id, data} */
	struct json_span	 parts;
};

static void
item_message(const struct format_item *it, struct message *m)
{
	static const struct format_member members[] = {
		{ "data", offsetof(struct fields, data) },
		{ "info", offsetof(struct fields, info) },
		{ "parts", offsetof(struct fields, parts) },
		{ NULL, 0 }
	};
	struct fields f;

	format_item_members(it, members, &f);
	m->rows = format_is_object(f.data) || !format_is_object(f.info);
	m->obj = m->rows ? f.data : f.info;
	m->parts = f.parts;
}

/* The part object of an element of parts: its data (rows) or itself;
 * n == 0 if that is not an object. */
static struct json_span
part_object(struct json_span elem, int rows)
{
	struct json_span v = { NULL, 0 };

	if (rows && format_is_object(elem))
		(void)json_get(elem, "data", &v);
	else
		v = elem;
	if (!format_is_object(v))
		v.n = 0;
	return v;
}

/*
 * How parts looks: 2 if every element is a part (an object with a string
 * type, its data's for rows) of a known type (or there is none); 1 if
 * some type is unknown; 0 if an element is no part.
 */
static int
parts_score(struct json_span parts, int rows)
{
	struct json_iter it;
	struct json_span k, v, type;
	int score = 2;

	if (json_iter_init(&it, parts.p, parts.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		v = part_object(v, rows);
		if (v.n == 0 || !json_get(v, "type", &type) ||
		    !format_is_string(type))
			return 0;
		if (!format_str_in(type, part_types))
			score = 1;
	}
	return score;
}

/*
 * An object data (or info) whose role is user or assistant, beside an
 * array parts of OpenCode parts (parts_score()); else 0.
 */
static int
opencode_detect(const struct format_item *it)
{
	struct message m;
	struct json_span role;

	item_message(it, &m);
	if (!format_is_object(m.obj) || !format_is_array(m.parts) ||
	    !json_get(m.obj, "role", &role) ||
	    format_role(role, roles) == ROLE_OTHER)
		return 0;
	return parts_score(m.parts, m.rows);
}

/* The members of an Info that the events carry. */
struct info {
	struct json_span	 role, time, model, tokens, cost, error;
};

static void
info_fields(struct json_span obj, struct info *f)
{
	static const struct format_member members[] = {
		{ "role", offsetof(struct info, role) },
		{ "time", offsetof(struct info, time) },
		{ "modelID", offsetof(struct info, model) },
		{ "tokens", offsetof(struct info, tokens) },
		{ "cost", offsetof(struct info, cost) },
		{ "error", offsetof(struct info, error) },
		{ NULL, 0 }
	};

	format_members(obj, members, f);
}

/* The members of a part that the events carry. */
struct part {
	struct json_span	 type, text, ignored, call_id, tool, state, mime,
				 name, description, error, hash, snapshot,
				 tokens, cost;
};

static void
part_fields(struct json_span obj, struct part *p)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct part, type) },
		{ "text", offsetof(struct part, text) },
		{ "ignored", offsetof(struct part, ignored) },
		{ "callID", offsetof(struct part, call_id) },
		{ "tool", offsetof(struct part, tool) },
		{ "state", offsetof(struct part, state) },
		{ "mime", offsetof(struct part, mime) },
		{ "name", offsetof(struct part, name) },
		{ "description", offsetof(struct part, description) },
		{ "error", offsetof(struct part, error) },
		{ "hash", offsetof(struct part, hash) },
		{ "snapshot", offsetof(struct part, snapshot) },
		{ "tokens", offsetof(struct part, tokens) },
		{ "cost", offsetof(struct part, cost) },
		{ NULL, 0 }
	};

	format_members(obj, members, p);
}

/* A tool part's state. */
struct state {
	struct json_span	 status, input, output, error;
};

/* The message's facts the parts' events share. */
struct msg_ctx {
	struct json_span	 time, model;
	int			 steps;		/* step-finish parts seen */
};

/*
 * A tokens object {input, output, reasoning, cache {read, write}, total}
 * and a cost (dollars) as usage (above); 0 if tokens is not an object.
 */
static int
read_usage(struct json_span tokens, struct json_span cost, struct ev_usage *u)
{
	struct json_span v, cache;
	int64_t out, total = -1, sum = 0;

	format_usage_init(u);
	if (!format_is_object(tokens))
		return 0;
	u->input = json_get(tokens, "input", &v) ? format_usage_count(u, v) : -1;
	out = json_get(tokens, "output", &v) ? format_usage_count(u, v) : -1;
	u->reasoning = json_get(tokens, "reasoning", &v) ?
	    format_usage_count(u, v) : -1;
	if (json_get(tokens, "cache", &cache) && format_is_object(cache)) {
		if (json_get(cache, "read", &v))
			u->cache_read = format_usage_count(u, v);
		if (json_get(cache, "write", &v))
			u->cache_write = format_usage_count(u, v);
	}
	if (json_get(tokens, "total", &v))
		total = format_count(v);
	u->output = out;
	if (out >= 0 && u->reasoning > 0) {
		sum = out + (u->input > 0 ? u->input : 0) +
		    (u->cache_read > 0 ? u->cache_read : 0) +
		    (u->cache_write > 0 ? u->cache_write : 0);
		if (total != sum)
			u->output = out + u->reasoning;
	}
	u->cost = format_cost_usd(cost);
	if (u->cost == 0 && (u->input > 0 || u->output > 0 ||
	    u->cache_read > 0 || u->cache_write > 0))
		u->cost = -1;
	return 1;
}

/* EV_USAGE of tokens and cost, for a detail sink; with some: none if
 * every count and the cost are 0 or unknown (a message's tokens as
 * OpenCode makes them, before a step has ended). */
static int
emit_usage(struct json_span tokens, struct json_span cost, int some,
    const struct msg_ctx *c, struct event_sink *sink)
{
	struct ev_usage u;

	if (!sink->detail || !read_usage(tokens, cost, &u))
		return ST_OK;
	if (some && u.input <= 0 && u.output <= 0 && u.cache_read <= 0 &&
	    u.cache_write <= 0 && u.reasoning <= 0 && u.cost <= 0 &&
	    u.bad.n == 0)
		return ST_OK;
	return format_emit_usage(sink, &u, c->model);
}

/* A tool part: EV_CALL, then EV_RESULT if its state is completed or
 * error.  raw is the part, for both. */
static int
map_tool(struct json_span obj, const struct part *p, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "status", offsetof(struct state, status) },
		{ "input", offsetof(struct state, input) },
		{ "output", offsetof(struct state, output) },
		{ "error", offsetof(struct state, error) },
		{ NULL, 0 }
	};
	struct event ev = { .kind = EV_RESULT, .ns = OPENCODE_NS };
	struct state s;
	int rc;

	format_members(p->state, members, &s);
	ev.id = format_str_or_none(p->call_id);
	if ((rc = format_emit_call(sink, OPENCODE_NS, ev.id,
	    format_str_or_none(p->tool), s.input, obj)) != ST_OK)
		return rc;
	if (format_str_eq(s.status, "completed")) {
		ev.text = s.output;
	} else if (format_str_eq(s.status, "error")) {
		ev.text = s.error;
		ev.is_error = 1;
	} else {
		return ST_OK;		/* pending, running: cut off */
	}
	if (sink->detail) {
		ev.name = format_str_or_none(p->tool);
		ev.raw = obj;
	}
	return ev_emit(sink, &ev);
}

/* A content part (text, reasoning, file, unknown types) as
 * format_block() reads it, a file's mime its media type. */
static int
emit_block(struct json_span obj, const struct part *p,
    struct event_sink *sink)
{
	struct event ev = { .kind = EV_CONTENT };

	if (!sink->detail)
		return ev_emit(sink, &ev);
	format_block(obj, &ev);
	if (ev.block == BLOCK_IMAGE && ev.media_type.n == 0)
		ev.media_type = format_str_or_none(p->mime);
	return ev_emit(sink, &ev);
}

/* A note labelled with the part's type, detail its string text. */
static int
emit_note(const struct part *p, struct json_span text,
    const struct msg_ctx *c, struct event_sink *sink)
{
	return format_emit_note(sink, p->type, format_str_or_none(text),
	    c->time);
}

/* The message of an error object {name, data: {message}}: the message if
 * it is a string, else the name. */
static struct json_span
error_text(struct json_span err)
{
	struct json_span data, v = { NULL, 0 };

	if (!format_is_object(err))
		return v;
	if (json_get(err, "data", &data) && format_is_object(data) &&
	    json_get(data, "message", &v) && format_is_string(v))
		return v;
	if (!json_get(err, "name", &v) || !format_is_string(v))
		v.n = 0;
	return v;
}

/* One element of parts; no part object: skipped. */
static int
map_part(struct json_span elem, int rows, struct msg_ctx *c,
    struct event_sink *sink)
{
	struct json_span obj = part_object(elem, rows);
	struct event ev;
	struct part p;

	if (obj.n == 0)
		return ST_OK;
	part_fields(obj, &p);
	if (format_str_eq(p.type, "tool"))
		return map_tool(obj, &p, sink);
	if (format_str_eq(p.type, "text") &&
	    format_lit_eq(p.ignored, "true"))
		return format_emit_note(sink, FORMAT_LIT("ignored"),
		    format_str_or_none(p.text), c->time);
	if (format_str_eq(p.type, "step-start"))
		return ST_OK;
	if (format_str_eq(p.type, "step-finish")) {
		c->steps++;
		return emit_usage(p.tokens, p.cost, 0, c, sink);
	}
	if (format_str_eq(p.type, "compaction")) {
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_BOUNDARY;
		ev.label = p.type;
		if (sink->detail)
			ev.time = c->time;
		return ev_emit(sink, &ev);
	}
	if (format_str_eq(p.type, "agent"))
		return emit_note(&p, p.name, c, sink);
	if (format_str_eq(p.type, "subtask"))
		return emit_note(&p, p.description, c, sink);
	if (format_str_eq(p.type, "retry"))
		return emit_note(&p, error_text(p.error), c, sink);
	if (format_str_eq(p.type, "patch"))
		return emit_note(&p, p.hash, c, sink);
	if (format_str_eq(p.type, "snapshot"))
		return emit_note(&p, p.snapshot, c, sink);
	return emit_block(obj, &p, sink);
}

/*
 * EV_MESSAGE of the role (ROLE_OTHER for another or none), labelled with
 * it, at time.created, with the assistant's model; the parts' events;
 * the message's usage if no step-finish part gave it; its error.
 */
static int
opencode_map(const struct format_item *it, void *state, struct event_sink *sink)
{
	struct format_msg fm = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	struct json_iter ji;
	struct json_span k, v;
	struct message m;
	struct msg_ctx c;
	struct info f;
	enum ev_role role;
	int rc;

	(void)state;
	item_message(it, &m);
	info_fields(m.obj, &f);
	memset(&c, 0, sizeof(c));
	if (format_is_object(f.time) && json_get(f.time, "created", &v) &&
	    v.p[0] >= '0' && v.p[0] <= '9')
		c.time = v;
	c.model = format_str_or_none(f.model);
	role = format_role(f.role, roles);
	fm.label = format_str_or_none(f.role);
	fm.time = c.time;
	fm.model = c.model;
	if ((rc = format_emit_msg(sink, role, &fm)) != ST_OK)
		return rc;
	if (format_is_array(m.parts) &&
	    json_iter_init(&ji, m.parts.p, m.parts.n) != -1)
		while (json_iter_next(&ji, &k, &v))
			if ((rc = map_part(v, m.rows, &c, sink)) != ST_OK)
				return rc;
	if (role == ROLE_ASSISTANT && c.steps == 0 &&
	    (rc = emit_usage(f.tokens, f.cost, 1, &c, sink)) != ST_OK)
		return rc;
	if (format_is_object(f.error))
		return format_emit_note(sink, FORMAT_LIT("error"),
		    error_text(f.error), c.time);
	return ST_OK;
}

const struct format format_opencode = {
	.name = "opencode",
	.title = "OpenCode",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED | FMT_UNANSWERED_OK,
	/* OpenCode answers a cut-off call itself when it sends history
	 * ("[Tool execution was interrupted]"), and a result is its call's
	 * part: no API sees a broken pair. */
	.errors = { .dangling = NULL, .orphan = NULL, .misplaced = NULL },
	.detect = opencode_detect,
	.state_size = 0,
	.map = opencode_map,
	.free_state = NULL
};
