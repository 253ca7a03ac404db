/*
 * format_gemini.c - Google Gemini API contents (FORMATS.md section 9): one
 * Content {role, parts} per item.  Calls are functionCall parts of a model
 * turn, results functionResponse parts of the next turn (role user, or
 * function in older Vertex); ids are optional, so the checker matches by
 * id when both sides have one, else by name and position
 * (P_NEXT_TURN_COUNT).  Both REST camelCase and python-genai snake_case
 * spellings are read, and members whose value is null (python-genai's
 * model_dump without exclude_none) count as absent.  Text events: a turn
 * is labelled with its role ("user" when unset); text parts are text, or
 * thinking with thought true; a usageMetadata kept beside the content is
 * its usage.
 */
#include <stddef.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"

/* The pairing namespace: Gemini has one kind of client-side call. */
#define GEMINI_NS	"function"

/* Is v present, i.e. not the literal null? */
static int
present(struct json_span v)
{
	return v.n > 0 && !format_lit_eq(v, "null");
}

static int
key_is(struct json_span k, const char *camel, const char *snake)
{
	return json_str_eq(k, camel) || (snake != NULL && json_str_eq(k, snake));
}

/*
 * What a part is, from one pass over its members: the function call or
 * response object (spans set only for object values), and whether it holds
 * a built-in, self-contained tool step (code execution).
 */
enum part_kind {
	PART_CONTENT,	/* text, thought, inline or file data, unknown */
	PART_CALL,
	PART_RESPONSE,
	PART_HOSTED,	/* executableCode, codeExecutionResult */
	PART_FOREIGN	/* has "type" or "kind": another format's part */
};

/* Known Part data and metadata members (python-genai types.Part). */
static const char *const part_keys[][2] = {
	{ "text", NULL }, { "thought", NULL },
	{ "thoughtSignature", "thought_signature" },
	{ "inlineData", "inline_data" }, { "fileData", "file_data" },
	{ "functionCall", "function_call" },
	{ "functionResponse", "function_response" },
	{ "executableCode", "executable_code" },
	{ "codeExecutionResult", "code_execution_result" },
	{ "videoMetadata", "video_metadata" },
	{ "partMetadata", "part_metadata" },
	{ "mediaResolution", "media_resolution" }
};

/*
 * Classify part (any JSON value).  *fn gets the call or response object;
 * *known is set to whether some member is a known Part member with a
 * non-null value (for detection).
 */
static enum part_kind
part_classify(struct json_span part, struct json_span *fn, int *known)
{
	struct json_iter it;
	struct json_span k, v, call = { NULL, 0 }, resp = { NULL, 0 };
	int hosted = 0;

	*known = 0;
	if (part.n == 0 || part.p[0] != '{' ||
	    json_iter_init(&it, part.p, part.n) == -1)
		return PART_CONTENT;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type") || json_str_eq(k, "kind"))
			return PART_FOREIGN;
		if (!present(v))
			continue;
		for (size_t i = 0; i < sizeof(part_keys) / sizeof(part_keys[0]); i++)
			if (key_is(k, part_keys[i][0], part_keys[i][1]))
				*known = 1;
		if (key_is(k, "functionCall", "function_call") && v.p[0] == '{')
			call = v;
		else if (key_is(k, "functionResponse", "function_response") &&
		    v.p[0] == '{')
			resp = v;
		else if (key_is(k, "executableCode", "executable_code") ||
		    key_is(k, "codeExecutionResult", "code_execution_result"))
			hosted = 1;
	}
	if (call.n > 0) {
		*fn = call;
		return PART_CALL;
	}
	if (resp.n > 0) {
		*fn = resp;
		return PART_RESPONSE;
	}
	return hosted ? PART_HOSTED : PART_CONTENT;
}

/* The id of a call or response: a non-empty string, else none (ids are
 * optional in Gemini, and an empty one links nothing). */
static struct json_span
fn_id(struct json_span fn)
{
	struct json_span id;

	if (json_get(fn, "id", &id) && id.p[0] == '"' && id.n > 2)
		return id;
	id.p = NULL;
	id.n = 0;
	return id;
}

static struct json_span
fn_string(struct json_span fn, const char *key)
{
	struct json_span v = { NULL, 0 };

	json_get(fn, key, &v);
	return format_str_or_none(v);
}

/* Emit a response part (fn its functionResponse): an error when response
 * has a non-null "error"; otherwise a success ("output", or the whole
 * response, is the output, as the API documents); unknown when response
 * is missing or not an object. */
static int
emit_response(struct json_span part, struct json_span fn, struct event_sink *sink)
{
	struct event ev;
	struct json_span resp, v;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_RESULT;
	ev.ns = GEMINI_NS;
	ev.id = fn_id(fn);
	ev.name = fn_string(fn, "name");
	ev.is_error = -1;
	if (json_get(fn, "response", &resp) && resp.p[0] == '{') {
		ev.is_error = 0;
		ev.text = resp;
		if (json_get(resp, "error", &v) && present(v)) {
			ev.is_error = 1;
			ev.text = v;
		} else if (json_get(resp, "output", &v)) {
			ev.text = v;
		}
	}
	if (sink->detail)
		ev.raw = part;
	return ev_emit(sink, &ev);
}

/* Where the medium of inline data {mimeType, data} or file data
 * {mimeType, fileUri} is (either spelling). */
static void
media_set(struct json_span d, struct event *ev)
{
	struct json_span v;

	if (json_get(d, "mimeType", &v) || json_get(d, "mime_type", &v))
		ev->media_type = format_str_or_none(v);
	if (json_get(d, "data", &v))
		ev->data = format_str_or_none(v);
	if (json_get(d, "fileUri", &v) || json_get(d, "file_uri", &v))
		ev->url = format_str_or_none(v);
}

/* A content part's text fields: text (a thought when thought is true),
 * inline or file data (an image, audio or file), anything else whole. */
static void
content_detail(struct json_span part, struct event *ev)
{
	struct json_span v;

	ev->block = BLOCK_OTHER;
	ev->text = part;
	ev->raw = part;
	if (format_is_string(part)) {
		ev->block = BLOCK_TEXT;
	} else if (json_get(part, "text", &v) && format_is_string(v)) {
		ev->text = v;
		ev->block = json_get(part, "thought", &v) &&
		    format_lit_eq(v, "true") ? BLOCK_THINKING : BLOCK_TEXT;
	} else if ((json_get(part, "inlineData", &v) && present(v)) ||
	    (json_get(part, "inline_data", &v) && present(v)) ||
	    (json_get(part, "fileData", &v) && present(v)) ||
	    (json_get(part, "file_data", &v) && present(v))) {
		ev->block = BLOCK_IMAGE;
		ev->text.n = 0;
		media_set(v, ev);
	}
}

/* A count member of a usageMetadata object, camelCase or snake_case. */
static int64_t
count_of(struct ev_usage *u, struct json_span um, const char *camel,
    const char *snake)
{
	struct json_span v;

	if (json_get(um, camel, &v) || json_get(um, snake, &v))
		return format_lit_eq(v, "null") ? 0 : format_usage_count(u, v);
	return -1;
}

int
format_gemini_usage(struct json_span um, struct ev_usage *u)
{
	int64_t cached, thoughts;

	format_usage_init(u);
	if (!format_is_object(um))
		return 0;
	cached = count_of(u, um, "cachedContentTokenCount",
	    "cached_content_token_count");
	thoughts = count_of(u, um, "thoughtsTokenCount", "thoughts_token_count");
	u->cache_read = cached < 0 ? 0 : cached;
	u->cache_write = 0;
	u->input = format_count_sub(count_of(u, um, "promptTokenCount",
	    "prompt_token_count"), u->cache_read);
	u->output = count_of(u, um, "candidatesTokenCount",
	    "candidates_token_count");
	if (thoughts > 0 && u->output >= 0)
		u->output += thoughts;
	else if (thoughts > 0)
		u->output = thoughts;
	u->reasoning = thoughts;
	return 1;
}

int
format_gemini_map_part(struct json_span part, struct event_sink *sink)
{
	struct event ev;
	struct json_span fn = { NULL, 0 };
	int known;

	memset(&ev, 0, sizeof(ev));
	switch (part_classify(part, &fn, &known)) {
	case PART_CALL:
		ev.kind = EV_CALL;
		ev.ns = GEMINI_NS;
		ev.id = fn_id(fn);
		ev.name = fn_string(fn, "name");
		if (!json_get(fn, "args", &ev.args)) {
			ev.args.p = NULL;
			ev.args.n = 0;
		}
		if (sink->detail)
			ev.raw = part;
		break;
	case PART_RESPONSE:
		return emit_response(part, fn, sink);
	case PART_HOSTED:
		ev.kind = EV_IGNORE;
		break;
	case PART_CONTENT:
	case PART_FOREIGN:
		ev.kind = EV_CONTENT;
		if (sink->detail)
			content_detail(part, &ev);
		break;
	}
	return ev_emit(sink, &ev);
}

static const struct format_role roles[] = {
	{ "user", ROLE_USER },
	{ "model", ROLE_ASSISTANT },
	{ "function", ROLE_TOOL },	/* older Vertex: a function response turn */
	{ "system", ROLE_SYSTEM },	/* a stored systemInstruction */
	{ NULL, ROLE_NONE }
};

static enum ev_role
gemini_role(struct json_span role)
{
	if (!present(role))
		return ROLE_USER;	/* the API's default for an unset role */
	return format_role(role, roles);
}

/* The top-level members that matter (usage and model: where a store
 * keeps a response's usageMetadata and modelVersion beside its content). */
struct gemini_top {
	struct json_span	role, parts, kind, usage, usage_py, model;
};

static void
gemini_top(const struct format_item *item, struct gemini_top *t)
{
	static const struct format_member members[] = {
		{ "role", offsetof(struct gemini_top, role) },
		{ "parts", offsetof(struct gemini_top, parts) },
		{ "kind", offsetof(struct gemini_top, kind) },
		{ "usageMetadata", offsetof(struct gemini_top, usage) },
		{ "usage_metadata", offsetof(struct gemini_top, usage_py) },
		{ "modelVersion", offsetof(struct gemini_top, model) },
		{ NULL, 0 }
	};

	format_item_members(item, members, t);
}

/*
 * 2: a parts array with role "model" or "function" (no other format has
 * those), or role "user" whose parts are Gemini parts (some known member,
 * none with "type" or "kind", which Vercel AI SDK and A2A parts carry).
 * 1: an empty user turn, or Gemini-looking parts under another or no role.
 * 0: no parts array, or agentkit's "kind".
 */
static int
gemini_detect(const struct format_item *item)
{
	struct gemini_top t;
	struct json_iter it;
	struct json_span k, v, fn;
	int known, any_known = 0, any = 0;

	gemini_top(item, &t);
	if (!format_is_array(t.parts) || t.kind.n > 0)
		return 0;
	if (t.role.n > 0 && (json_str_eq(t.role, "model") ||
	    json_str_eq(t.role, "function")))
		return 2;
	if (json_iter_init(&it, t.parts.p, t.parts.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		any = 1;
		if (part_classify(v, &fn, &known) == PART_FOREIGN)
			return 0;
		any_known |= known;
	}
	if (t.role.n > 0 && json_str_eq(t.role, "user"))
		return any_known ? 2 : 1;
	return any_known || !any ? 1 : 0;
}

static int
gemini_map(const struct format_item *item, void *state, struct event_sink *sink)
{
	struct gemini_top t;
	struct format_msg m = { { NULL, 0 }, { NULL, 0 }, { NULL, 0 } };
	struct ev_usage u;
	int rc;

	(void)state;
	gemini_top(item, &t);
	m.label = present(t.role) ? t.role : FORMAT_LIT("user");
	m.model = t.model;
	if ((rc = format_emit_msg(sink, gemini_role(t.role), &m)) != ST_OK)
		return rc;
	if (sink->detail && format_gemini_usage(t.usage.n > 0 ? t.usage :
	    t.usage_py, &u) && (rc = format_emit_usage(sink, &u, t.model)) != ST_OK)
		return rc;
	return format_map_each(t.parts, format_gemini_map_part, sink);
}

const char format_gemini_dangling[] = "Please ensure that the number of "
    "function response parts is equal to the number of function call parts "
    "of the function call turn.";
const char format_gemini_orphan[] = "Please ensure that function response "
    "turn comes immediately after a function call turn";

/* --- Writing --------------------------------------------------------- */

/* Media: inlineData {mimeType, data} for base64 data (a data: URL
 * split), else fileData {mimeType, fileUri}. */
static int
gemini_media(struct jsonw *w, const struct event *b)
{
	struct buf data = BUF_INIT, type = BUF_INIT;

	jsonw_object(w);
	if (format_media_data(b, &data, &type) == 0) {
		jsonw_key(w, "inlineData");
		jsonw_object(w);
		jsonw_member(w, "mimeType", (struct json_span){ type.p, type.len });
		jsonw_member(w, "data", (struct json_span){ data.p, data.len });
	} else {
		jsonw_key(w, "fileData");
		jsonw_object(w);
		if (b->media_type.n > 0)
			jsonw_member(w, "mimeType", b->media_type);
		jsonw_member(w, "fileUri", b->url);
	}
	jsonw_close(w);
	jsonw_close(w);
	buf_release(&data);
	buf_release(&type);
	return b->url.n > 0 || b->data.n > 0 ? ST_OK : ST_DATA;
}

int
format_gemini_part(struct jsonw *w, const struct event *b)
{
	if (b->kind == EV_CONTENT && b->block == BLOCK_IMAGE)
		return gemini_media(w, b);
	if (b->kind == EV_CONTENT && (b->block == BLOCK_TEXT ||
	    b->block == BLOCK_THINKING)) {
		jsonw_object(w);
		jsonw_member(w, "text", b->text);
		if (b->block == BLOCK_THINKING)
			jsonw_member_lit(w, "thought", "true");
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind == EV_CALL) {
		jsonw_object(w);
		jsonw_key(w, "functionCall");
		jsonw_object(w);
		if (b->id.n > 0)
			jsonw_member(w, "id", b->id);
		jsonw_member(w, "name", b->name);
		jsonw_member(w, "args", b->args);
		jsonw_close(w);
		jsonw_close(w);
		return ST_OK;
	}
	if (b->kind != EV_RESULT)
		return ST_DATA;
	jsonw_object(w);
	jsonw_key(w, "functionResponse");
	jsonw_object(w);
	if (b->id.n > 0)
		jsonw_member(w, "id", b->id);
	jsonw_member(w, "name", b->name.n > 0 ? b->name : FORMAT_LIT(""));
	jsonw_key(w, "response");
	jsonw_object(w);
	jsonw_member(w, b->is_error == 1 ? "error" : "output", b->text);
	jsonw_close(w);
	jsonw_close(w);
	jsonw_close(w);
	return ST_OK;
}

/* One Content {role, parts}: results go in a user turn. */
static int
gemini_write(void *state, const struct format_message *m, struct buf *out)
{
	struct jsonw w;
	int rc;

	(void)state;
	if (m->role != ROLE_USER && m->role != ROLE_TOOL &&
	    m->role != ROLE_ASSISTANT)
		return ST_DATA;		/* system: the request's instruction */
	jsonw_init(&w, out, JSONW_LINES);
	jsonw_object(&w);
	jsonw_member_str(&w, "role", m->role == ROLE_ASSISTANT ? "model" : "user");
	jsonw_key(&w, "parts");
	jsonw_array(&w);
	rc = format_write_blocks(&w, m, format_gemini_part);
	jsonw_close(&w);
	jsonw_close(&w);
	return format_write_done(&w, rc);
}

static int
gemini_content(void *state, const struct format_message *m, struct buf *out)
{
	(void)state;
	return format_write_elements(m, format_gemini_part, out);
}

static const struct format_writer gemini_writer = {
	.state_size = 0,
	.holds = HOLDS_ALL | HOLDS_ALTERNATE | RESULTS_IN_USER | HOLDS_THINKING |
	    HOLDS_MEDIA | HOLDS_ERROR | IDS_OPTIONAL,
	.message = gemini_write,
	.content = gemini_content
};

/* functionResponse parts at the start of the next turn if it is the
 * user's. */
static int
gemini_answer(const struct format_message *m, struct json_span into,
    struct format_splice *sp)
{
	struct buf b = BUF_INIT;
	int rc;

	if ((rc = format_write_elements(m, format_gemini_part, &b)) == ST_OK)
		rc = format_splice_user(into, "parts", b.p, b.len, sp);
	buf_release(&b);
	return rc;
}

/* The parts of b put at the end of a's. */
static int
gemini_merge(struct json_span a, struct json_span b, struct format_splice *sp)
{
	struct json_span pa, pb, k, v;
	struct json_iter it;
	struct jsonw w;

	if (!json_get(a, "parts", &pa) || !format_is_array(pa) ||
	    !json_get(b, "parts", &pb) || !format_is_array(pb) ||
	    json_iter_init(&it, pb.p, pb.n) == -1)
		return ST_NOT_FOUND;
	sp->at = (size_t)(pa.p - a.p) + pa.n - 1;	/* its ']' */
	sp->del = 0;
	/* after a's parts, if it has any: a comma before the first */
	if (pa.n > 2 && pb.n > 2)
		buf_addc(&sp->bytes, ',');
	jsonw_init(&w, &sp->bytes, JSONW_ELEMS);
	while (json_iter_next(&it, &k, &v))
		jsonw_span(&w, v);
	return format_write_done(&w, ST_OK);
}

const struct format format_gemini = {
	.name = "gemini",
	.title = "Google Gemini API contents",
	.placement = P_NEXT_TURN_COUNT,
	.flags = 0,
	.errors = {
		.dangling = format_gemini_dangling,
		.orphan = format_gemini_orphan,
		.misplaced = format_gemini_orphan
	},
	.detect = gemini_detect,
	.state_size = 0,
	.map = gemini_map,
	.free_state = NULL,
	.writer = &gemini_writer,
	.answer = gemini_answer,
	.merge = gemini_merge
};
