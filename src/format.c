/*
 * format.c - the only file that lists the transcript formats: lookup by
 * name, per-item detection, and the per-session vote; and the helpers the
 * format modules share.  See format.h.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "format_impl.h"
#include "isotime.h"
#include "xxhash.h"
#include "xalloc.h"

/* Detection precedence: the more specific shapes first (FORMATS.md 10). */
const struct format *const format_table[] = {
	&format_acp, &format_codex, &format_claude_code, &format_inngest,
	&format_langchain, &format_agentkit, &format_mastra, &format_voltagent,
	&format_gemini, &format_gemini_cli, &format_agents_js, &format_responses,
	&format_anthropic, &format_agntz, &format_opencode, &format_llm,
	&format_sagents, &format_sagents_state, &format_chat, NULL
};
_Static_assert(sizeof(format_table) / sizeof(format_table[0]) == FORMAT_COUNT + 1,
    "FORMAT_COUNT (format.h) is not the number of formats in format_table");

int
ev_emit(struct event_sink *sink, const struct event *ev)
{
	return sink->emit(sink->arg, ev);
}

const struct format *
format_by_name(const char *name)
{
	for (size_t i = 0; format_table[i] != NULL; i++)
		if (strcmp(format_table[i]->name, name) == 0)
			return format_table[i];
	return NULL;
}

const struct format_client_rule *
format_client_rule(const struct format_client *c, const char *defect)
{
	if (c == NULL)
		return NULL;
	for (const struct format_client_rule *r = c->rules; r->defect != NULL; r++)
		if (strcmp(r->defect, defect) == 0)
			return r;
	return NULL;
}

int
format_map(const struct format *fmt, const struct item *it, void *state,
    struct event_sink *sink)
{
	struct format_item fi;

	format_item_init(&fi, it);
	return fmt->map(&fi, state, sink);
}

const struct format *
format_detect(const struct format_item *fi, int *score)
{
	const struct format *best = NULL;
	int top = 0;

	for (size_t i = 0; format_table[i] != NULL; i++) {
		int s = format_table[i]->detect(fi);

		if (s > top) {
			top = s;
			best = format_table[i];
		}
	}
	*score = top;
	return best;
}

void
format_vote_add(struct format_vote *v, const struct format_item *fi)
{
	v->items++;
	for (size_t i = 0; format_table[i] != NULL; i++) {
		int s = format_table[i]->detect(fi);

		if (s >= 2)
			v->strong[i]++;
		else if (s == 1)
			v->weak[i]++;
	}
}

int
format_vote_sure(const struct format_vote *v)
{
	for (size_t i = 0; format_table[i] != NULL; i++)
		if (v->strong[i] > 0)
			return 1;
	return 0;
}

const struct format *
format_vote_result(const struct format_vote *v)
{
	size_t best = 0;
	int found = 0;

	/* Most strong votes wins, then most weak votes; a tie goes to the
	 * later, more general format (plain messages are Chat). */
	for (size_t i = 0; format_table[i] != NULL; i++) {
		if (v->strong[i] == 0 && v->weak[i] == 0)
			continue;
		if (!found || v->strong[i] > v->strong[best] ||
		    (v->strong[i] == v->strong[best] && v->weak[i] >= v->weak[best])) {
			best = i;
			found = 1;
		}
	}
	return found ? format_table[best] : NULL;
}

int
format_vote_decided(const struct format_vote *v)
{
	const struct format *won = format_vote_result(v);
	unsigned left = v->items < FORMAT_VOTE_ITEMS ? FORMAT_VOTE_ITEMS -
	    v->items : 0, lead = 0;
	size_t i;

	if (left == 0)
		return 1;
	if (won == NULL)
		return 0;
	for (i = 0; format_table[i] != NULL; i++)
		if (format_table[i] == won)
			lead = v->strong[i];
	/* an item gives each format at most one strong vote */
	for (i = 0; format_table[i] != NULL; i++)
		if (format_table[i] != won && v->strong[i] + left >= lead)
			return 0;
	return 1;
}

/* --- Helpers for format modules -------------------------------------- */

/*
 * Is the JSON string s (quoted, at least "") equal to lit once decoded?  As
 * json_str_eq() but without its strlen() and memchr(): the bytes are
 * compared up to the first difference, which is all most comparisons
 * need, and only a string with an escape there is decoded.  lit must hold
 * no backslash (every caller's is a name).  Reading lit stops at its NUL:
 * a compact JSON string holds no raw NUL byte to match it.
 */
static int
str_eq(struct json_span s, const char *lit)
{
	const char *p = s.p + 1;
	size_t n = s.n - 2;

	for (size_t i = 0; i < n; i++)
		if (p[i] != lit[i])
			return p[i] == '\\' && json_str_eq(s, lit);
	return lit[n] == '\0';
}

int
format_is_string(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

int
format_is_object(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '{';
}

int
format_is_array(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '[';
}

int
format_str_eq(struct json_span v, const char *lit)
{
	return format_is_string(v) && str_eq(v, lit);
}

int
format_lit_eq(struct json_span v, const char *lit)
{
	size_t len = strlen(lit);

	return v.n == len && memcmp(v.p, lit, len) == 0;
}

int
format_status_error(struct json_span status)
{
	if (format_str_eq(status, "failed") || format_str_eq(status, "incomplete"))
		return 1;
	if (format_str_eq(status, "completed"))
		return 0;
	return -1;
}

struct json_span
format_str_or_none(struct json_span v)
{
	struct json_span none = { NULL, 0 };

	return format_is_string(v) ? v : none;
}

struct json_span
format_id_or_empty(struct json_span v)
{
	static const char empty_id[] = "\"\"";
	struct json_span empty = { empty_id, 2 };

	return format_is_string(v) ? v : empty;
}

int
format_str_in(struct json_span v, const char *const *names)
{
	if (!format_is_string(v))
		return 0;
	for (size_t i = 0; names[i] != NULL; i++)
		if (str_eq(v, names[i]))
			return 1;
	return 0;
}

uint64_t
format_hash(struct json_span v)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < v.n; i++) {
		h ^= (unsigned char)v.p[i];
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

const void *
format_lookup(struct json_span v, const void *table, size_t size)
{
	const char *entry = table;
	const char *name;

	if (!format_is_string(v))
		return NULL;
	for (;; entry += size) {
		memcpy(&name, entry, sizeof(name));
		if (name == NULL)
			return NULL;
		if (str_eq(v, name))
			return entry;
	}
}

const char *
format_role_name(enum ev_role r)
{
	switch (r) {
	case ROLE_NONE:
		return "none";
	case ROLE_SYSTEM:
		return "system";
	case ROLE_USER:
		return "user";
	case ROLE_ASSISTANT:
		return "assistant";
	case ROLE_TOOL:
		return "tool";
	case ROLE_OTHER:
		break;
	}
	return "other";
}

enum ev_role
format_role(struct json_span v, const struct format_role *roles)
{
	const struct format_role *r = format_lookup(v, roles, sizeof(*roles));

	return r != NULL ? r->role : ROLE_OTHER;
}

/* Set every listed span of out to none. */
static void
members_clear(const struct format_member *members, void *out)
{
	struct json_span none = { NULL, 0 };

	for (size_t i = 0; members[i].key != NULL; i++)
		memcpy((char *)out + members[i].off, &none, sizeof(none));
}

/* The member k: v to its span in out, if listed. */
static void
member_set(const struct format_member *members, struct json_span k,
    struct json_span v, void *out)
{
	char first = k.p[1];	/* rules out most keys, unless an escape */

	for (size_t i = 0; members[i].key != NULL; i++) {
		if ((first == members[i].key[0] || first == '\\') &&
		    str_eq(k, members[i].key)) {
			memcpy((char *)out + members[i].off, &v, sizeof(v));
			return;
		}
	}
}

void
format_members(struct json_span obj, const struct format_member *members, void *out)
{
	struct json_iter it;
	struct json_span k, v;

	members_clear(members, out);
	if (!format_is_object(obj) || json_iter_init(&it, obj.p, obj.n) == -1)
		return;
	while (json_iter_next(&it, &k, &v))
		member_set(members, k, v, out);
}

void
format_item_init(struct format_item *fi, const struct item *it)
{
	struct json_span k, v;

	fi->obj.p = it->json;
	fi->obj.n = it->len;
	fi->nr = 0;
	/* An iterator at its end: no members (not an object), or no more. */
	fi->rest.p = it->json;
	fi->rest.n = 0;
	fi->rest.off = 0;
	if (!format_is_object(fi->obj) ||
	    json_iter_init(&fi->rest, it->json, it->len) == -1)
		return;
	while (fi->nr < FORMAT_ITEM_MEMBERS && json_iter_next(&fi->rest, &k, &v)) {
		fi->key[fi->nr] = k;
		fi->val[fi->nr++] = v;
	}
}

void
format_item_settle(struct format_item *fi, struct item *it, struct buf *scratch)
{
	const struct json_span *last;

	if (!item_settle_members(it, it->json, it->len, scratch, fi->key,
	    fi->val, FORMAT_ITEM_MEMBERS, &fi->nr)) {
		if (it->flaw == ITEM_OK)
			format_item_init(fi, it);
		return;
	}
	/* As format_item_init() leaves it: rest at the end, or after the
	 * last member noted if there may be more. */
	fi->obj.p = it->json;
	fi->obj.n = it->len;
	fi->rest.p = it->json;
	fi->rest.n = 0;
	fi->rest.off = 0;
	if (fi->nr == FORMAT_ITEM_MEMBERS) {
		last = &fi->val[fi->nr - 1];
		fi->rest.n = it->len;
		fi->rest.off = (size_t)(last->p + last->n - it->json);
		if (it->json[fi->rest.off] == ',')
			fi->rest.off++;
	}
}

/* A walk over an item's members in order: key[] and val[], then rest. */
struct member_walk {
	const struct format_item	*fi;
	size_t				 i;
	struct json_iter		 rest;
};

static void
walk_init(struct member_walk *w, const struct format_item *fi)
{
	w->fi = fi;
	w->i = 0;
	w->rest = fi->rest;
}

static int
walk_next(struct member_walk *w, struct json_span *k, struct json_span *v)
{
	if (w->i < w->fi->nr) {
		*k = w->fi->key[w->i];
		*v = w->fi->val[w->i++];
		return 1;
	}
	return json_iter_next(&w->rest, k, v);
}

void
format_item_members(const struct format_item *fi,
    const struct format_member *members, void *out)
{
	struct member_walk w;
	struct json_span k, v;

	members_clear(members, out);
	walk_init(&w, fi);
	while (walk_next(&w, &k, &v))
		member_set(members, k, v, out);
}

int
format_item_get(const struct format_item *fi, const char *key,
    struct json_span *val)
{
	struct member_walk w;
	struct json_span k, v;
	int found = 0;

	walk_init(&w, fi);
	while (walk_next(&w, &k, &v)) {
		if (str_eq(k, key)) {
			*val = v;
			found = 1;
		}
	}
	return found;
}

int
format_item_has(const struct format_item *fi, const char *const *keys)
{
	struct member_walk w;
	struct json_span k, v;

	walk_init(&w, fi);
	while (walk_next(&w, &k, &v))
		if (format_str_in(k, keys))
			return 1;
	return 0;
}

size_t
format_item_size(const struct format_item *fi)
{
	struct member_walk w;
	struct json_span k, v;
	size_t n = 0;

	walk_init(&w, fi);
	while (walk_next(&w, &k, &v))
		n++;
	return n;
}

int
format_map_each(struct json_span arr, int (*map)(struct json_span, struct event_sink *),
    struct event_sink *sink)
{
	struct json_iter it;
	struct json_span k, v;
	int rc;

	if (!format_is_array(arr) || json_iter_init(&it, arr.p, arr.n) == -1)
		return ST_OK;
	while (json_iter_next(&it, &k, &v))
		if ((rc = map(v, sink)) != ST_OK)
			return rc;
	return ST_OK;
}

/*
 * One walk over each part: its members give its "type" (the last, as
 * json_get() has it) and, where they end, where the next part begins.
 */
int
format_foreign_parts(struct json_span content, const char *const *known)
{
	struct json_iter part;
	struct json_span k, v, type;
	size_t off = 1, len;
	int typed;

	if (!format_is_array(content))
		return 0;
	while (off < content.n && content.p[off] != ']') {
		const char *e = content.p + off;

		if (*e != '{' || json_iter_init(&part, e, content.n - off) == -1) {
			len = json_skip(e, content.n - off);
		} else {
			for (typed = 0; json_iter_next(&part, &k, &v);)
				if (str_eq(k, "type")) {
					type = v;
					typed = 1;
				}
			len = part.off + 1;	/* past its '}' */
			if (typed && !format_str_in(type, known))
				return 1;
		}
		off += len;
		if (off < content.n && content.p[off] == ',')
			off++;
	}
	return 0;
}

/* The members of a call object {id, name, input}. */
struct call_object {
	struct json_span	 id, name, input;
};

int
format_map_call(struct json_span obj, struct json_span raw, const char *ns,
    struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "id", offsetof(struct call_object, id) },
		{ "name", offsetof(struct call_object, name) },
		{ "input", offsetof(struct call_object, input) },
		{ NULL, 0 }
	};
	struct call_object c;

	format_members(obj, members, &c);
	return format_emit_call(sink, ns, format_str_or_none(c.id),
	    format_str_or_none(c.name), c.input, raw);
}

int
format_emit_call(struct event_sink *sink, const char *ns, struct json_span id,
    struct json_span name, struct json_span args, struct json_span raw)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CALL;
	ev.ns = ns;
	ev.id = id;
	ev.name = name;
	ev.args = args;
	if (sink->detail)
		ev.raw = raw;
	return ev_emit(sink, &ev);
}

int
format_emit(struct event_sink *sink, enum ev_kind kind)
{
	struct event ev = { .kind = kind };

	return ev_emit(sink, &ev);
}

int
format_emit_message(struct event_sink *sink, enum ev_role role)
{
	struct event ev = { .kind = EV_MESSAGE, .role = role };

	return ev_emit(sink, &ev);
}

int
format_emit_content(struct json_span content, struct event_sink *sink)
{
	struct event ev;
	struct json_iter it;
	struct json_span k, v;
	int rc;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CONTENT;
	if (format_is_string(content)) {
		ev.text = content;
		if (sink->detail)
			ev.raw = content;
		return ev_emit(sink, &ev);
	}
	if (!format_is_array(content) || json_iter_init(&it, content.p, content.n) == -1)
		return ST_OK;
	while (json_iter_next(&it, &k, &v)) {
		if (sink->detail)
			format_block(v, &ev);
		else
			ev.text = v;
		if ((rc = ev_emit(sink, &ev)) != ST_OK)
			return rc;
	}
	return ST_OK;
}

/* --- Text events ----------------------------------------------------- */

int
format_emit_msg(struct event_sink *sink, enum ev_role role,
    const struct format_msg *m)
{
	struct event ev = { .kind = EV_MESSAGE, .role = role };

	if (m != NULL && sink->detail) {
		ev.label = format_str_or_none(m->label);
		ev.time = m->time;
		ev.model = format_str_or_none(m->model);
	}
	return ev_emit(sink, &ev);
}

/* The members of an item that format_emit_item_msg() reads. */
struct item_msg {
	struct json_span	 timestamp, created_at, created_js, model, usage;
};

int
format_emit_item_msg(const struct format_item *item, enum ev_role role,
    struct json_span label, struct event_sink *sink)
{
	static const struct format_member members[] = {
		{ "timestamp", offsetof(struct item_msg, timestamp) },
		{ "created_at", offsetof(struct item_msg, created_at) },
		{ "createdAt", offsetof(struct item_msg, created_js) },
		{ "model", offsetof(struct item_msg, model) },
		{ "usage", offsetof(struct item_msg, usage) },
		{ NULL, 0 }
	};
	struct format_msg m = { label, { NULL, 0 }, { NULL, 0 } };
	struct item_msg im;
	struct ev_usage u;
	int rc;

	if (!sink->detail)
		return format_emit_msg(sink, role, &m);
	format_item_members(item, members, &im);
	m.time = im.timestamp.n > 0 ? im.timestamp :
	    im.created_at.n > 0 ? im.created_at : im.created_js;
	if (!format_is_string(m.time) &&
	    (m.time.n == 0 || m.time.p[0] < '0' || m.time.p[0] > '9'))
		m.time.n = 0;
	m.model = im.model;
	if ((rc = format_emit_msg(sink, role, &m)) != ST_OK)
		return rc;
	if (format_usage_read(im.usage, &u))
		return format_emit_usage(sink, &u, im.model);
	return ST_OK;
}

int
format_emit_note(struct event_sink *sink, struct json_span label,
    struct json_span text, struct json_span time)
{
	struct event ev = { .kind = EV_NOTE, .label = label };

	if (sink->detail) {
		ev.text = text;
		ev.time = time;
	}
	return ev_emit(sink, &ev);
}

/* The members of a content block that format_block() reads: its type and
 * text, and where a medium is (media_set()). */
struct block_text {
	struct json_span	 type, text, thinking;
	struct json_span	 source, image_url, url, file_url, uri, data, base64,
				 file, input_audio, media_type, mime_type,
				 mime_js, image;
};

/* The members of an object that says where a medium is (an Anthropic
 * source, a Chat image_url, file or input_audio). */
struct media_ref {
	struct json_span	 type, url, data, file_data, media_type;
};

static void
media_ref(struct json_span obj, struct media_ref *m)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct media_ref, type) },
		{ "url", offsetof(struct media_ref, url) },
		{ "data", offsetof(struct media_ref, data) },
		{ "file_data", offsetof(struct media_ref, file_data) },
		{ "media_type", offsetof(struct media_ref, media_type) },
		{ NULL, 0 }
	};

	format_members(obj, members, m);
}

/* v, a JSON string, as the medium's data, or as its URL if it is a data:
 * URL (the way Chat and Responses send inline files). */
static void
media_data(struct json_span v, struct event *ev)
{
	if (!format_is_string(v))
		return;
	if (v.n > 6 && memcmp(v.p, "\"data:", 6) == 0)
		ev->url = v;
	else
		ev->data = v;
}

/*
 * Where a medium block's content is: an Anthropic source ({type: base64,
 * media_type, data} or {type: url, url}), a Chat image_url {url}, file
 * {file_data} or input_audio {data}, a Responses image_url, file_url or
 * file_data, an ACP or LangChain url, uri, data or base64, the Agents SDK
 * (JavaScript)'s image or file, and a media_type, mime_type, mimeType or
 * mediaType (Vercel AI SDK's) beside them.
 */
static void
media_set(const struct block_text *b, struct event *ev)
{
	struct media_ref m;

	if (format_is_object(b->source)) {
		media_ref(b->source, &m);
		if (format_str_eq(m.type, "base64"))
			media_data(m.data, ev);
		else if (format_str_eq(m.type, "url"))
			ev->url = format_str_or_none(m.url);
		ev->media_type = format_str_or_none(m.media_type);
	}
	if (format_is_object(b->image_url)) {
		media_ref(b->image_url, &m);
		ev->url = format_str_or_none(m.url);
	} else if (format_is_object(b->file)) {
		media_ref(b->file, &m);
		media_data(m.file_data, ev);
	} else if (format_is_object(b->input_audio)) {
		media_ref(b->input_audio, &m);
		media_data(m.data, ev);
	}
	if (ev->url.n == 0)
		ev->url = format_str_or_none(b->image_url.n > 0 ? b->image_url :
		    b->url.n > 0 ? b->url : b->file_url.n > 0 ? b->file_url :
		    b->uri.n > 0 ? b->uri : b->image.n > 0 ? b->image : b->file);
	if (ev->url.n == 0 && ev->data.n == 0)
		media_data(b->data.n > 0 ? b->data : b->base64, ev);
	if (ev->media_type.n == 0)
		ev->media_type = format_str_or_none(b->media_type.n > 0 ?
		    b->media_type : b->mime_type.n > 0 ? b->mime_type : b->mime_js);
}

void
format_block(struct json_span block, struct event *ev)
{
	static const struct format_member members[] = {
		{ "type", offsetof(struct block_text, type) },
		{ "text", offsetof(struct block_text, text) },
		{ "thinking", offsetof(struct block_text, thinking) },
		{ "source", offsetof(struct block_text, source) },
		{ "image_url", offsetof(struct block_text, image_url) },
		{ "url", offsetof(struct block_text, url) },
		{ "file_url", offsetof(struct block_text, file_url) },
		{ "uri", offsetof(struct block_text, uri) },
		{ "data", offsetof(struct block_text, data) },
		{ "base64", offsetof(struct block_text, base64) },
		{ "file_data", offsetof(struct block_text, data) },
		{ "file", offsetof(struct block_text, file) },
		{ "input_audio", offsetof(struct block_text, input_audio) },
		{ "media_type", offsetof(struct block_text, media_type) },
		{ "mime_type", offsetof(struct block_text, mime_type) },
		{ "mimeType", offsetof(struct block_text, mime_js) },
		{ "mediaType", offsetof(struct block_text, mime_js) },
		{ "image", offsetof(struct block_text, image) },
		{ NULL, 0 }
	};
	static const char *const texts[] = { "text", "input_text",
		"output_text", "summary_text", "reasoning_text", NULL };
	static const char *const media[] = { "image", "image_url",
		"input_image", "input_audio", "audio", "file", "input_file",
		"document", NULL };
	struct json_span none = { NULL, 0 };
	struct block_text b;

	ev->name = none;
	ev->text = none;
	ev->raw = block;
	ev->url = ev->data = ev->media_type = none;
	if (format_is_string(block)) {
		ev->block = BLOCK_TEXT;
		ev->text = block;
		return;
	}
	format_members(block, members, &b);
	ev->name = format_str_or_none(b.type);
	if (format_str_in(b.type, texts) ||
	    (b.type.n == 0 && format_is_string(b.text))) {
		ev->block = BLOCK_TEXT;
		ev->text = b.text;
	} else if (format_str_eq(b.type, "thinking") ||
	    format_str_eq(b.type, "reasoning") ||
	    format_str_eq(b.type, "redacted_thinking")) {
		ev->block = BLOCK_THINKING;
		ev->text = format_str_or_none(b.thinking.n > 0 ? b.thinking : b.text);
	} else if (format_str_in(b.type, media)) {
		ev->block = BLOCK_IMAGE;
		media_set(&b, ev);
	} else {
		ev->block = BLOCK_OTHER;
		ev->text = block;
	}
}

static int
stamp_emit(void *arg, const struct event *ev)
{
	struct format_stamp *st = arg;
	struct event e;

	if (ev->kind != EV_MESSAGE && ev->kind != EV_NOTE &&
	    ev->kind != EV_BOUNDARY && ev->kind != EV_USAGE)
		return ev_emit(st->out, ev);
	e = *ev;
	if (e.time.n == 0 && e.kind != EV_USAGE)
		e.time = st->time;
	if (e.model.n == 0 && (e.kind == EV_MESSAGE || e.kind == EV_USAGE))
		e.model = format_str_or_none(st->model);
	return ev_emit(st->out, &e);
}

struct event_sink *
format_stamp(struct format_stamp *st, struct event_sink *out,
    struct json_span time, struct json_span model)
{
	if (!out->detail)
		return out;
	st->sink.emit = stamp_emit;
	st->sink.arg = st;
	st->sink.detail = 1;
	st->out = out;
	st->time = time;
	st->model = model;
	return &st->sink;
}

static void
text_add(struct json_span v, struct buf *out, int depth)
{
	static const char *const keys[] = { "text", "content", "output", "data",
		"error", "message", "thinking", "summary", "value", NULL };
	struct json_iter it;
	struct json_span k, e;
	size_t start = out->len;

	if (v.n == 0 || format_lit_eq(v, "null"))
		return;
	if (format_is_string(v)) {
		json_str_decode(v, out);
		return;
	}
	if (depth < 8 && format_is_array(v) &&
	    json_iter_init(&it, v.p, v.n) == 0) {
		while (json_iter_next(&it, &k, &e)) {
			size_t before = out->len;

			if (before > start)
				buf_addc(out, '\n');
			text_add(e, out, depth + 1);
			if (out->len == before + (before > start))
				buf_setlen(out, before);	/* nothing */
		}
		return;
	}
	if (depth < 8 && format_is_object(v)) {
		for (size_t i = 0; keys[i] != NULL; i++)
			if (json_get(v, keys[i], &e) && !format_lit_eq(e, "null")) {
				text_add(e, out, depth + 1);
				return;
			}
		if (json_get(v, "type", &e) && format_is_string(e)) {
			buf_addc(out, '[');
			json_str_decode(e, out);
			buf_addc(out, ']');
			return;
		}
	}
	buf_add(out, v.p, v.n);
}

void
format_text(struct json_span v, struct buf *out)
{
	text_add(v, out, 0);
}

int
format_time_ms(struct json_span t, int64_t *ms)
{
	int64_t n;

	if (format_is_string(t))
		return isotime_parse(t.p + 1, t.n - 2, 0, ms) == 0 ? 0 : -1;
	if (t.n == 0 || t.p[0] < '0' || t.p[0] > '9')
		return -1;
	if (json_int64(t, &n) == -1) {
		/* Seconds with a fraction: the whole seconds will do. */
		size_t i = 0;

		for (n = 0; i < t.n && t.p[i] >= '0' && t.p[i] <= '9' &&
		    n < INT64_MAX / 10000; i++)
			n = n * 10 + (t.p[i] - '0');
		if (i == t.n || t.p[i] != '.')
			return -1;
	}
	*ms = n > INT64_C(100000000000) ? n : n * 1000;
	return 0;
}

int
format_time_text(struct json_span v, struct buf *scratch, int64_t *ms)
{
	if (!format_is_string(v))
		return -1;
	buf_reset(scratch);
	json_str_decode(v, scratch);
	return isotime_parse(scratch->p, scratch->len, 0, ms) == 0 ? 0 : -1;
}

int
format_map_detected(const struct item *it, const struct format *skip,
    struct event_sink *sink)
{
	const struct format *own;
	struct format_item fi;
	void *state = NULL;
	int score, status;

	format_item_init(&fi, it);
	if ((own = format_detect(&fi, &score)) == NULL || own == skip)
		return ST_OK;
	/* Its events may point into its state, which goes before the
	 * caller reads them. */
	if (own->flags & FMT_STATE_SPANS)
		return ST_OK;
	if (own->state_size > 0)
		state = xcalloc(1, own->state_size);
	status = own->map(&fi, state, sink);
	if (state != NULL && own->free_state != NULL)
		own->free_state(state);
	free(state);
	return status;
}

void
format_title_init(struct format_title *t)
{
	memset(t, 0, sizeof(*t));
}

/* Append v's text to the title, whitespace runs as one space, up to
 * FORMAT_TITLE_MAX bytes of whole UTF-8 characters. */
static void
title_add(struct buf *title, struct json_span v)
{
	struct buf b = BUF_INIT;
	size_t i = 0;

	format_text(v, &b);
	while (i < b.len && title->len < FORMAT_TITLE_MAX) {
		unsigned char c = (unsigned char)b.p[i];
		uint32_t cp;
		int n;

		if (c <= ' ' || c == 0x7f) {
			if (title->len > 0 && title->p[title->len - 1] != ' ')
				buf_addc(title, ' ');
			i++;
			continue;
		}
		if ((n = json_utf8_next(b.p + i, b.len - i, &cp)) <= 0)
			n = 1;
		if (title->len + (size_t)n > FORMAT_TITLE_MAX)
			break;
		buf_add(title, b.p + i, (size_t)n);
		i += (size_t)n;
	}
	buf_release(&b);
}

static int
title_event(void *arg, const struct event *ev)
{
	struct format_title *t = arg;

	if (t->done)
		return ST_OK;
	switch (ev->kind) {
	case EV_NOTE:
		if (format_str_eq(ev->label, "summary") && format_is_string(ev->text) &&
		    ev->text.n > 2) {
			buf_reset(&t->text);
			title_add(&t->text, ev->text);
			t->done = t->text.len > 0;
		}
		break;
	case EV_MESSAGE:
		t->user = ev->role == ROLE_USER;
		break;
	case EV_CONTENT:
		if (t->user && ev->block == BLOCK_TEXT && ev->text.n > 0) {
			if (t->text.len > 0)
				buf_addc(&t->text, ' ');
			title_add(&t->text, ev->text);
		}
		break;
	default:
		break;
	}
	return ST_OK;
}

int
format_title_add(struct format_title *t, const struct item *it)
{
	struct event_sink sink = { title_event, t, 1 };
	struct format_item fi;
	const struct format *fmt;
	int score;

	if (t->done)
		return 1;
	if (it->flaw == ITEM_OK) {
		format_item_init(&fi, it);
		fmt = format_detect(&fi, &score);
		if (t->fmt == NULL && fmt != NULL) {
			t->fmt = fmt;
			if (fmt->state_size > 0)
				t->state = xcalloc(1, fmt->state_size);
		}
		buf_reset(&t->text);
		if (fmt != NULL && fmt == t->fmt)
			(void)fmt->map(&fi, t->state, &sink);
		else
			(void)format_map_detected(it, NULL, &sink);
		while (t->text.len > 0 && t->text.p[t->text.len - 1] == ' ')
			buf_setlen(&t->text, t->text.len - 1);
		if (!t->done && t->text.len > 0 && t->text.p[0] != '<')
			t->done = 1;
		if (!t->done)
			buf_reset(&t->text);
	}
	t->bytes += it->len;
	if (++t->items >= FORMAT_TITLE_ITEMS || t->bytes >= FORMAT_TITLE_BYTES)
		return 1;
	return t->done;
}

const char *
format_title_text(const struct format_title *t)
{
	return t->done && t->text.len > 0 ? t->text.p : "";
}

void
format_title_release(struct format_title *t)
{
	buf_release(&t->text);
	if (t->state != NULL && t->fmt->free_state != NULL)
		t->fmt->free_state(t->state);
	free(t->state);
	t->state = NULL;
}

void
format_usage_init(struct ev_usage *u)
{
	memset(u, 0, sizeof(*u));
	u->input = u->output = u->cache_read = u->cache_write = u->reasoning = -1;
	u->cache_write_1h = u->cost = -1;
}

int64_t
format_usage_count(struct ev_usage *u, struct json_span v)
{
	int64_t n;

	if (v.n == 0 || format_lit_eq(v, "null"))
		return -1;
	if (json_int64(v, &n) == -1 || n < 0 || n > USAGE_COUNT_MAX) {
		if (u->bad.n == 0)
			u->bad = v;
		return -1;
	}
	return n;
}

int64_t
format_count(struct json_span v)
{
	int64_t n;

	if (v.n == 0 || json_int64(v, &n) == -1 || n < 0)
		return -1;
	return n;
}

int64_t
format_count_sub(int64_t a, int64_t b)
{
	if (a < 0 || b < 0)
		return a;
	return a > b ? a - b : 0;
}

int64_t
format_cost_usd(struct json_span v)
{
	char num[40], *end;
	double d;

	/* a JSON number, nothing else (null is no cost) */
	if (v.n == 0 || v.n >= sizeof(num))
		return -1;
	memcpy(num, v.p, v.n);
	num[v.n] = '\0';
	d = strtod(num, &end);
	if (end != num + v.n || !(d >= 0 && d < 1e6))
		return -1;
	return (int64_t)(d * 1e12 + 0.5);
}

int
format_emit_usage(struct event_sink *sink, const struct ev_usage *u,
    struct json_span model)
{
	struct event ev = { .kind = EV_USAGE };

	if (!sink->detail || (u->input < 0 && u->output < 0 &&
	    u->cache_read < 0 && u->cache_write < 0 && u->reasoning < 0 &&
	    u->bad.n == 0))
		return ST_OK;
	ev.usage = *u;
	ev.model = format_str_or_none(model);
	return ev_emit(sink, &ev);
}

/* The members of an Anthropic or OpenAI usage object. */
struct usage_members {
	struct json_span	 input, output, cache_read, cache_write;
	struct json_span	 prompt, completion, prompt_d, completion_d;
	struct json_span	 input_d, output_d, cache_split;
};

int
format_usage_read(struct json_span usage, struct ev_usage *u)
{
	static const struct format_member members[] = {
		{ "input_tokens", offsetof(struct usage_members, input) },
		{ "output_tokens", offsetof(struct usage_members, output) },
		{ "cache_read_input_tokens",
		    offsetof(struct usage_members, cache_read) },
		{ "cache_creation_input_tokens",
		    offsetof(struct usage_members, cache_write) },
		{ "prompt_tokens", offsetof(struct usage_members, prompt) },
		{ "completion_tokens", offsetof(struct usage_members, completion) },
		{ "prompt_tokens_details", offsetof(struct usage_members, prompt_d) },
		{ "completion_tokens_details",
		    offsetof(struct usage_members, completion_d) },
		{ "input_tokens_details", offsetof(struct usage_members, input_d) },
		{ "output_tokens_details", offsetof(struct usage_members, output_d) },
		{ "cache_creation", offsetof(struct usage_members, cache_split) },
		{ NULL, 0 }
	};
	struct usage_members m;
	struct json_span v, cached_in = { NULL, 0 }, reasoning = { NULL, 0 };

	format_usage_init(u);
	if (!format_is_object(usage))
		return 0;
	format_members(usage, members, &m);
	if (m.prompt.n > 0 || m.completion.n > 0) {
		m.input = m.prompt;
		m.output = m.completion;
		m.input_d = m.prompt_d;
		m.output_d = m.completion_d;
	}
	if (format_is_object(m.input_d) && json_get(m.input_d, "cached_tokens", &v))
		cached_in = v;
	if (format_is_object(m.output_d) &&
	    json_get(m.output_d, "reasoning_tokens", &v))
		reasoning = v;
	u->output = format_usage_count(u, m.output);
	u->reasoning = format_usage_count(u, reasoning);
	if (cached_in.n > 0) {
		/* OpenAI: the cached tokens are part of the input. */
		u->cache_read = format_usage_count(u, cached_in);
		u->input = format_count_sub(format_usage_count(u, m.input),
		    u->cache_read);
		u->cache_write = 0;
	} else {
		u->input = format_usage_count(u, m.input);
		u->cache_read = format_usage_count(u, m.cache_read);
		u->cache_write = format_usage_count(u, m.cache_write);
	}
	if (format_is_object(m.cache_split)) {
		/* Anthropic: the cache writes by how long they are kept; their
		 * sum is the cache write (as ccusage counts it). */
		int64_t m5 = -1, h1 = -1;

		if (json_get(m.cache_split, "ephemeral_5m_input_tokens", &v))
			m5 = format_usage_count(u, v);
		if (json_get(m.cache_split, "ephemeral_1h_input_tokens", &v))
			h1 = format_usage_count(u, v);
		if (m5 >= 0 || h1 >= 0) {
			u->cache_write_1h = h1 < 0 ? 0 : h1;
			u->cache_write = (m5 < 0 ? 0 : m5) + u->cache_write_1h;
		}
	}
	return 1;
}

/* --- Writing --------------------------------------------------------- */

int
format_write_init(struct format_writing *w, const struct format *fmt)
{
	memset(w, 0, sizeof(*w));
	if (fmt->writer == NULL)
		return ST_DATA;
	w->fmt = fmt;
	w->writer = fmt->writer;
	if (w->writer->state_size > 0)
		w->state = xcalloc(1, w->writer->state_size);
	return ST_OK;
}

/* rc, with out cut back to len unless it is ST_OK. */
static int
write_kept(int rc, struct buf *out, size_t len)
{
	if (rc != ST_OK)
		buf_setlen(out, len);
	return rc;
}

int
format_write_begin(struct format_writing *w, const struct format_session *s,
    struct buf *out)
{
	size_t len = out->len;

	if (w->writer->begin == NULL)
		return ST_OK;
	return write_kept(w->writer->begin(w->state, s, out), out, len);
}

int
format_write_follow(struct format_writing *w, struct json_span near)
{
	if (w->writer->follow == NULL)
		return ST_OK;
	return w->writer->follow(w->state, near);
}

int
format_write_message(struct format_writing *w, const struct format_message *m,
    struct buf *out)
{
	size_t len = out->len;

	return write_kept(w->writer->message(w->state, m, out), out, len);
}

int
format_write_content(struct format_writing *w, const struct format_message *m,
    struct buf *out)
{
	size_t len = out->len;

	if (w->writer->content == NULL)
		return ST_DATA;
	return write_kept(w->writer->content(w->state, m, out), out, len);
}

int
format_write_end(struct format_writing *w, struct buf *out)
{
	size_t len = out->len;

	if (w->writer->end == NULL)
		return ST_OK;
	return write_kept(w->writer->end(w->state, out), out, len);
}

void
format_write_release(struct format_writing *w)
{
	if (w->state != NULL && w->writer->free_state != NULL)
		w->writer->free_state(w->state);
	free(w->state);
	w->state = NULL;
}

int
format_write_blocks(struct jsonw *w, const struct format_message *m,
    int (*block)(struct jsonw *, const struct event *))
{
	int rc;

	for (size_t i = 0; i < m->nblocks; i++) {
		const struct event *b = &m->blocks[i];

		if (m->own && b->raw.n > 0)
			jsonw_span(w, b->raw);
		else if ((rc = block(w, b)) != ST_OK)
			return rc;
	}
	return ST_OK;
}

size_t
format_blocks_count(const struct format_message *m, unsigned mask,
    const struct event **first)
{
	size_t n = 0;

	if (first != NULL)
		*first = NULL;
	for (size_t i = 0; i < m->nblocks; i++)
		if (mask & FORMAT_KIND(m->blocks[i].kind)) {
			if (n++ == 0 && first != NULL)
				*first = &m->blocks[i];
		}
	return n;
}

int
format_write_some(struct jsonw *w, const struct format_message *m,
    unsigned mask, int (*block)(struct jsonw *, const struct event *))
{
	int rc;

	for (size_t i = 0; i < m->nblocks; i++)
		if ((mask & FORMAT_KIND(m->blocks[i].kind)) &&
		    (rc = block(w, &m->blocks[i])) != ST_OK)
			return rc;
	return ST_OK;
}

static int
in_run(const struct event *b)
{
	return b->kind == EV_CONTENT && b->block != BLOCK_THINKING;
}

int
format_write_runs(struct jsonw *w, const struct format_message *m,
    int (*one)(struct jsonw *, const struct format_message *, size_t, size_t,
    void *), void *arg)
{
	size_t i = 0, n;
	int rc;

	while (i < m->nblocks) {
		n = 1;
		if (in_run(&m->blocks[i]))
			while (i + n < m->nblocks && in_run(&m->blocks[i + n]))
				n++;
		if ((rc = one(w, m, i, n, arg)) != ST_OK)
			return rc;
		i += n;
	}
	return ST_OK;
}

int
format_write_done(struct jsonw *w, int rc)
{
	if (rc != ST_OK)
		jsonw_cancel(w);
	if (jsonw_finish(w) == -1)
		return rc != ST_OK ? rc : ST_DATA;
	return ST_OK;
}

int
format_write_elements(const struct format_message *m,
    int (*block)(struct jsonw *, const struct event *), struct buf *out)
{
	struct jsonw w;

	jsonw_init(&w, out, JSONW_ELEMS);
	return format_write_done(&w, format_write_blocks(&w, m, block));
}

int
format_write_lines(const struct format_message *m,
    int (*item)(struct jsonw *, const struct event *), struct buf *out)
{
	struct jsonw w;

	jsonw_init(&w, out, JSONW_LINES);
	return format_write_done(&w, format_write_blocks(&w, m, item));
}

int
format_media_url(const struct event *b, struct buf *out)
{
	struct buf v = BUF_INIT;

	if (b->url.n > 0) {
		buf_add(out, b->url.p, b->url.n);
		return 0;
	}
	if (b->data.n == 0)
		return -1;
	buf_adds(&v, "data:");
	if (b->media_type.n > 0)
		json_str_decode(b->media_type, &v);
	else
		buf_adds(&v, "application/octet-stream");
	buf_adds(&v, ";base64,");
	json_str_decode(b->data, &v);
	json_str_encode(out, v.p, v.len);
	buf_release(&v);
	return 0;
}

int
format_media_data(const struct event *b, struct buf *data, struct buf *type)
{
	struct buf url = BUF_INIT;
	const char *comma, *semi;
	int rc = -1;

	if (b->data.n > 0) {
		buf_add(data, b->data.p, b->data.n);
		if (b->media_type.n > 0)
			buf_add(type, b->media_type.p, b->media_type.n);
		else
			buf_adds(type, "\"application/octet-stream\"");
		return 0;
	}
	if (b->url.n == 0)
		return -1;
	json_str_decode(b->url, &url);
	if (strncmp(url.p, "data:", 5) == 0 &&
	    (comma = strchr(url.p, ',')) != NULL &&
	    (semi = memmem(url.p, (size_t)(comma - url.p), ";base64", 7)) != NULL) {
		json_str_encode(type, url.p + 5, (size_t)(semi - url.p - 5));
		json_str_encode(data, comma + 1, url.len - (size_t)(comma + 1 - url.p));
		rc = 0;
	}
	buf_release(&url);
	return rc;
}

int
format_media_image(const struct event *b)
{
	struct buf data = BUF_INIT, type = BUF_INIT;
	int image = 1;

	if (format_media_data(b, &data, &type) == 0)
		image = type.len > 7 && strncmp(type.p, "\"image/", 7) == 0;
	else if (b->media_type.n > 0)
		image = b->media_type.n > 7 && strncmp(b->media_type.p, "\"image/", 7) == 0;
	buf_release(&data);
	buf_release(&type);
	return image;
}

/* The members that seal a thinking or reasoning block: Anthropic's
 * signature and redacted_thinking's data, OpenAI's encrypted_content. */
int
format_sealed(const struct event *b)
{
	static const char *const seals[] = { "signature", "encrypted_content",
	    NULL };
	struct json_span v;

	if (b->text.n == 0)
		return 1;	/* redacted or encrypted alone */
	if (b->raw.n == 0 || b->raw.p[0] != '{')
		return 0;
	if (json_get(b->raw, "type", &v) && json_str_eq(v, "redacted_thinking"))
		return 1;
	for (size_t i = 0; seals[i] != NULL; i++)
		if (json_get(b->raw, seals[i], &v) && v.p[0] == '"' && v.n > 2)
			return 1;
	return 0;
}

/* A UUID of version 4's shape, as a JSON string, from the bits of h. */
static void
uuid_write(const uint64_t h[2], struct buf *out)
{
	struct buf hex = BUF_INIT;
	struct jsonw w;

	buf_addf(&hex, "%08x-%04x-4%03x-%04x-%012llx",
	    (unsigned)(h[0] >> 32), (unsigned)(h[0] >> 16) & 0xffff,
	    (unsigned)h[0] & 0xfff, (unsigned)(0x8000 | ((h[1] >> 48) & 0x3fff)),
	    (unsigned long long)(h[1] & UINT64_C(0xffffffffffff)));
	jsonw_init(&w, out, JSONW_VALUE);
	jsonw_strn(&w, hex.p, hex.len);
	(void)jsonw_finish(&w);
	buf_release(&hex);
}

void
format_uuid(uint64_t near, const struct event *b, size_t n, struct buf *out)
{
	uint64_t h[2] = { near, 0 };

	for (size_t i = 0; i < n; i++)
		h[1] = h[1] * 31 + format_hash(b[i].id);
	h[1] ^= h[0] >> 7;
	h[1] = (h[1] ^ (h[1] >> 29)) * UINT64_C(0xbf58476d1ce4e5b9);
	uuid_write(h, out);
}

void
format_rekey_uuid(struct json_span id, struct json_span key, struct buf *out)
{
	uint64_t h[2];

	h[0] = xxh64(key.p, key.n, xxh64(id.p, id.n, 0));
	h[1] = xxh64(key.p, key.n, h[0] ^ UINT64_C(0x9e3779b97f4a7c15));
	uuid_write(h, out);
}

int
format_edit_members(struct json_span obj, const char *const keys[],
    int (*edit)(void *arg, size_t i, struct json_span v, struct buf *out),
    void *arg, struct buf *out)
{
	struct json_iter it;
	struct json_span k, v;
	const char *from = obj.p;
	int rc;

	if (!format_is_object(obj) || json_iter_init(&it, obj.p, obj.n) == -1)
		return ST_DATA;
	while (json_iter_next(&it, &k, &v)) {
		for (size_t i = 0; keys[i] != NULL; i++) {
			if (!json_str_eq(k, keys[i]))
				continue;
			buf_add(out, from, (size_t)(v.p - from));
			if ((rc = edit(arg, i, v, out)) != ST_OK)
				return rc;
			from = v.p + v.n;
			break;
		}
	}
	buf_add(out, from, (size_t)(obj.p + obj.n - from));
	return ST_OK;
}

void
format_keep(struct buf *kept, struct json_span v)
{
	buf_reset(kept);
	buf_add(kept, v.p, v.n);
}

struct json_span
format_kept(const struct buf *kept)
{
	struct json_span v = { kept->p, kept->len };

	return v;
}

/* --- Repair helpers ------------------------------------------------- */

int
format_splice_prepend(struct json_span into, struct json_span arr,
    const char *elems, size_t n, struct format_splice *sp)
{
	if (!format_is_array(arr))
		return ST_NOT_FOUND;
	sp->at = (size_t)(arr.p - into.p) + 1;
	sp->del = 0;
	buf_add(&sp->bytes, elems, n);
	if (arr.n > 2)
		buf_addc(&sp->bytes, ',');
	return ST_OK;
}

int
format_splice_user(struct json_span into, const char *key, const char *elems,
    size_t n, struct format_splice *sp)
{
	struct json_span role, arr;

	if (!json_get(into, "role", &role) || !json_str_eq(role, "user") ||
	    !json_get(into, key, &arr))
		return ST_NOT_FOUND;
	return format_splice_prepend(into, arr, elems, n, sp);
}

/* The results r[0..n) as the blocks ev[0..n) of m (format_answer()). */
static void
results_message(const struct format_result *r, size_t n, struct event *ev,
    struct format_message *m)
{
	memset(m, 0, sizeof(*m));
	m->role = ROLE_TOOL;
	m->blocks = ev;
	m->nblocks = n;
	m->own = 1;
	for (size_t i = 0; i < n; i++) {
		memset(&ev[i], 0, sizeof(ev[i]));
		ev[i].kind = EV_RESULT;
		ev[i].ns = r[i].ns;
		ev[i].id = r[i].id;
		ev[i].name = r[i].name;
		ev[i].raw = r[i].block;
		ev[i].is_error = r[i].block.n > 0 ? -1 : 1;
		if (r[i].block.n == 0)
			ev[i].text = FORMAT_LIT(FORMAT_INTERRUPTED);
	}
}

/* New items for the results of m, after near. */
static int
answer_new(const struct format *fmt, const struct format_message *m,
    struct json_span near, struct buf *out)
{
	struct format_writing w;
	int rc;

	if (format_result_items(fmt))
		for (size_t i = 0; i < m->nblocks; i++)
			if (m->blocks[i].raw.n > 0)
				return ST_DATA;
	if ((rc = format_write_init(&w, fmt)) != ST_OK)
		return rc;
	if ((rc = format_write_follow(&w, near)) == ST_OK)
		rc = format_write_message(&w, m, out);
	format_write_release(&w);
	return rc;
}

int
format_result_items(const struct format *fmt)
{
	return fmt->writer != NULL && fmt->writer->result_items;
}

int
format_answer(const struct format *fmt, const struct format_result *r,
    size_t n, struct json_span near, struct json_span into, struct buf *out,
    struct format_splice *sp)
{
	struct format_message m;
	struct event *ev = xcalloc(n + 1, sizeof(*ev));
	int rc;

	results_message(r, n, ev, &m);
	if (into.n > 0)
		rc = fmt->answer != NULL ? fmt->answer(&m, into, sp) : ST_NOT_FOUND;
	else
		rc = answer_new(fmt, &m, near, out);
	free(ev);
	return rc;
}
