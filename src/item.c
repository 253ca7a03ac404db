/*
 * item.c - canonical items, positions, the input reader, derived views.
 *
 * This file and json.c are the only ones that know JSON; the field names
 * used by dump's generic rendering and by interchange records live here.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__GNUC__) && defined(__x86_64__)
#define HAVE_X86	1
#include <immintrin.h>
#endif

#include "diag.h"
#include "display.h"
#include "id.h"
#include "item.h"
#include "json.h"
#include "xalloc.h"

/* --- Positions and errors ------------------------------------------- */

void
pos_format(struct buf *out, const struct pos *pos, const char *text, size_t off)
{
	unsigned long line = pos->line, col = pos->col;

	if (pos->session != NULL) {
		buf_addf(out, "%s#%s@%" PRIu64, pos->file, pos->session, pos->seq);
		return;
	}
	for (size_t i = 0; i < off; i++) {
		if (text[i] == '\n') {
			line++;
			col = 1;
		} else
			col++;
	}
	buf_addf(out, "%s:%lu:%lu", pos->file, line ? line : 1, col ? col : 1);
}

void
item_warn_torn(const char *file, unsigned long line, uintmax_t n)
{
	warn_msg("%s:%lu: ignoring torn last line (%ju bytes without a "
	    "newline)", file, line, n);
}

int
item_error(const struct pos *pos, const char *text, size_t off, const char *msg)
{
	struct buf where = BUF_INIT;

	pos_format(&where, pos, text, off);
	if (pos->session != NULL && text != NULL)
		fail(ST_DATA, "%s: %s (at byte %zu)", where.p, msg, off + 1);
	else
		fail(ST_DATA, "%s: %s", where.p, msg);
	buf_release(&where);
	return ST_DATA;
}

/* Where item_settle_members() wants an object's members noted, or what
 * item_settle_watch() watches. */
struct notes {
	struct json_span	*key, *val;
	size_t			 cap, *nr;
	struct json_watch	*watch;	/* or NULL: members */
	int			 noted;	/* the notes describe *out */
};

/* item_check(), noting members in (or watching strings for) *m if not
 * NULL: m->noted once the item is valid and compact (its canonical form is
 * then in, as noted). */
static int
check_text(const char *in, size_t n, struct buf *scratch, const char **out,
    size_t *outlen, enum item_flaw *flaw, const char **why, size_t *off,
    struct notes *m)
{
	struct json_scan js;
	enum json_result r;
	size_t i;

	*flaw = ITEM_INVALID_JSON;
	if (m != NULL && m->watch != NULL)
		r = json_scan_watch(in, n, &js, m->watch);
	else if (m != NULL)
		r = json_scan_members(in, n, &js, m->key, m->val, m->cap, m->nr);
	else
		r = json_scan(in, n, &js);
	if (r != JSON_OK) {
		*why = js.err;
		*off = js.err_off;
		return ST_DATA;
	}
	for (i = js.end; i < n; i++)
		if (in[i] != ' ' && in[i] != '\t' && in[i] != '\n' && in[i] != '\r') {
			*why = "unexpected data after the item";
			*off = i;
			return ST_DATA;
		}
	if (in[js.start] != '{') {
		*flaw = ITEM_NOT_OBJECT;
		*why = "item is not a JSON object";
		*off = js.start;
		return ST_DATA;
	}
	*flaw = ITEM_OK;
	if (!js.spaced) {
		if (m != NULL)
			m->noted = 1;
		*out = in + js.start;
		*outlen = js.end - js.start;
		return ST_OK;
	}
	buf_reset(scratch);
	buf_grow(scratch, js.end - js.start);
	scratch->len = json_compact(in + js.start, js.end - js.start, scratch->p);
	scratch->p[scratch->len] = '\0';
	*out = scratch->p;
	*outlen = scratch->len;
	return ST_OK;
}

int
item_check(const char *in, size_t n, struct buf *scratch, const char **out,
    size_t *outlen, enum item_flaw *flaw, const char **why, size_t *off)
{
	return check_text(in, n, scratch, out, outlen, flaw, why, off, NULL);
}

/* item_settle(), noting or watching as m says if not NULL: m->noted. */
static int
settle(struct item *it, const char *in, size_t n, struct buf *scratch,
    struct notes *m)
{
	if (check_text(in, n, scratch, &it->json, &it->len, &it->flaw,
	    &it->why, &it->why_off, m) != ST_OK) {
		it->json = in;
		it->len = n;
	}
	return m != NULL && m->noted;
}

void
item_settle(struct item *it, const char *in, size_t n, struct buf *scratch)
{
	(void)settle(it, in, n, scratch, NULL);
}

int
item_settle_members(struct item *it, const char *in, size_t n,
    struct buf *scratch, struct json_span *key, struct json_span *val,
    size_t cap, size_t *nr)
{
	struct notes m = { key, val, cap, nr, NULL, 0 };

	return settle(it, in, n, scratch, &m);
}

int
item_settle_watch(struct item *it, const char *in, size_t n,
    struct buf *scratch, struct json_watch *w)
{
	struct notes m = { NULL, NULL, 0, NULL, w, 0 };

	return settle(it, in, n, scratch, &m);
}

int
item_canon(const char *in, size_t n, struct buf *scratch, const char **out,
    size_t *outlen, const struct pos *pos)
{
	enum item_flaw flaw;
	const char *why;
	size_t off;

	if (item_check(in, n, scratch, out, outlen, &flaw, &why, &off) != ST_OK)
		return item_error(pos, in, off, why);
	return ST_OK;
}

/* --- Cursors -------------------------------------------------------- */

int
item_cursor_next(struct item_cursor *c, struct item *it)
{
	return c->next(c, it);
}

void
item_cursor_free(struct item_cursor *c)
{
	if (c != NULL)
		c->free(c);
}

/* --- The input reader ----------------------------------------------- */

enum reader_mode { MODE_UNKNOWN, MODE_OBJECTS, MODE_ARRAY, MODE_DONE };

struct reader {
	struct item_cursor	 base;
	int			 fd;
	char			*name;
	struct buf		 data;		/* [start, data.len) is unread */
	size_t			 start;
	int			 eof;
	enum reader_mode	 mode;
	int			 first;		/* array: no element yet */
	unsigned long		 line, col;	/* position of data.p[start] */
	unsigned long		 item_line, item_col;	/* of the last item */
	struct buf		 scratch;
	uint64_t		 seq;
};

/*
 * Read more input: at least as much as is unread (so a long item costs
 * O(n) rescans in total, not O(n^2) over a pipe's small reads), or up to
 * EOF.  ST_OK (maybe now at EOF) or ST_IO.
 */
static int
reader_fill(struct reader *r)
{
	size_t want, got = 0, unread = r->data.len - r->start;
	ssize_t n;

	if (r->start > 0 && r->start >= unread) {
		memmove(r->data.p, r->data.p + r->start, unread);
		r->data.len = unread;
		r->start = 0;
	}
	want = unread < 65536 ? 65536 : unread;	/* doubles a long item */
	buf_grow(&r->data, want);
	while (got < want) {
		n = read(r->fd, r->data.p + r->data.len + got, want - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return fail_errno(ST_IO, "cannot read '%s'", r->name);
		if (n == 0) {
			r->eof = 1;
			break;
		}
		got += (size_t)n;
		if (unread < 65536)
			break;		/* short items: do not wait for more */
	}
	r->data.len += got;
	r->data.p[r->data.len] = '\0';
	return ST_OK;
}

static void
reader_advance(struct reader *r, size_t n)
{
	const char *p = r->data.p + r->start;

	for (size_t i = 0; i < n; i++) {
		if (p[i] == '\n') {
			r->line++;
			r->col = 1;
		} else
			r->col++;
	}
	r->start += n;
}

/* Skip whitespace; ST_OK with a byte available, ST_END at EOF, or ST_IO. */
static int
reader_skip_ws(struct reader *r)
{
	int status;

	for (;;) {
		while (r->start < r->data.len) {
			char c = r->data.p[r->start];

			if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
				return ST_OK;
			reader_advance(r, 1);
		}
		if (r->eof)
			return ST_END;
		if ((status = reader_fill(r)) != ST_OK)
			return status;
	}
}

static int
reader_error(struct reader *r, size_t off, const char *msg)
{
	struct pos pos = { r->name, NULL, 0, r->line, r->col };

	return item_error(&pos, r->data.p + r->start, off, msg);
}

/* Scan the object at start, reading as much as it needs. */
static int
reader_object(struct reader *r, struct item *it)
{
	struct pos pos = { r->name, NULL, 0, r->line, r->col };
	struct json_scan js;
	int status;

	r->item_line = r->line;
	r->item_col = r->col;
	if (r->data.p[r->start] != '{')
		return reader_error(r, 0, r->mode == MODE_ARRAY ?
		    "array element is not a JSON object" : "item is not a JSON object");
	for (;;) {
		enum json_result res = json_scan(r->data.p + r->start,
		    r->data.len - r->start, &js);

		if (res == JSON_OK)
			break;
		if (res == JSON_BAD || r->eof)
			return item_error(&pos, r->data.p + r->start, js.err_off, js.err);
		if ((status = reader_fill(r)) != ST_OK)
			return status;
	}
	/* The object may have ended exactly at the buffer's end: fine. */
	if (!js.spaced) {
		it->json = r->data.p + r->start;
		it->len = js.end;
	} else {
		buf_reset(&r->scratch);
		buf_grow(&r->scratch, js.end);
		r->scratch.len = json_compact(r->data.p + r->start, js.end,
		    r->scratch.p);
		it->json = r->scratch.p;
		it->len = r->scratch.len;
	}
	it->seq = r->seq++;
	it->line = r->item_line;
	it->flaw = ITEM_OK;
	it->why = NULL;
	it->why_off = 0;
	reader_advance(r, js.end);
	return ST_OK;
}

static int
reader_next(struct item_cursor *c, struct item *it)
{
	struct reader *r = (struct reader *)c;
	int status;

	if (r->mode == MODE_DONE)
		return ST_END;
	if ((status = reader_skip_ws(r)) != ST_OK) {
		if (status == ST_END && r->mode == MODE_ARRAY)
			return reader_error(r, 0, "unexpected end of input: "
			    "the array is not closed");
		return status;
	}
	if (r->mode == MODE_UNKNOWN) {
		if (r->data.p[r->start] == '[') {
			r->mode = MODE_ARRAY;
			r->first = 1;
			reader_advance(r, 1);
			return reader_next(c, it);
		}
		r->mode = MODE_OBJECTS;
	}
	if (r->mode == MODE_OBJECTS)
		return reader_object(r, it);

	/* MODE_ARRAY: an element, or ']' (after ',' when not first). */
	if (r->data.p[r->start] == ']') {
		reader_advance(r, 1);
		r->mode = MODE_DONE;
		status = reader_skip_ws(r);
		if (status == ST_OK)
			return reader_error(r, 0, "unexpected data after the array");
		return status;
	}
	if (!r->first) {
		if (r->data.p[r->start] != ',')
			return reader_error(r, 0, "expected ',' or ']'");
		reader_advance(r, 1);
		if ((status = reader_skip_ws(r)) != ST_OK)
			return status == ST_END ? reader_error(r, 0,
			    "unexpected end of input: the array is not closed") :
			    status;
		if (r->data.p[r->start] == ']')
			return reader_error(r, 0, "trailing comma");
	}
	r->first = 0;
	return reader_object(r, it);
}

static void
reader_free(struct item_cursor *c)
{
	struct reader *r = (struct reader *)c;

	if (r->fd > STDERR_FILENO)
		close(r->fd);
	buf_release(&r->data);
	buf_release(&r->scratch);
	free(r->name);
	free(r);
}

void
item_reader_where(struct item_cursor *c, unsigned long *line, unsigned long *col)
{
	struct reader *r = (struct reader *)c;

	*line = r->item_line;
	*col = r->item_col;
}

int
item_reader_open(struct item_cursor **out, int fd, const char *name)
{
	struct reader *r = xcalloc(1, sizeof(*r));
	int status;

	r->base.next = reader_next;
	r->base.free = reader_free;
	r->fd = fd;
	r->name = xstrdup(name);
	r->line = r->col = 1;
	/* Skip a UTF-8 byte order mark at the very start. */
	while (r->data.len < 3 && !r->eof)
		if ((status = reader_fill(r)) != ST_OK) {
			reader_free(&r->base);
			return status;
		}
	if (r->data.len >= 3 && memcmp(r->data.p, "\xEF\xBB\xBF", 3) == 0)
		r->start = 3;
	*out = &r->base;
	return ST_OK;
}

/* --- Derived views -------------------------------------------------- */

#define DIGEST_MUL	UINT64_C(0x9E3779B97F4A7C15)
#define DIGEST_LANES	8

static int digest_simd = 1;	/* item_digest_limit() */

void
item_digest_limit(int simd)
{
	digest_simd = simd;
}

/* Eight independent lanes, 64 bytes a step (the multiplies overlap instead
 * of waiting on each other), over p[*ip..n); then *ip is where they
 * stopped, a multiple of 64. */
static void
digest_lanes(uint64_t lane[DIGEST_LANES], const unsigned char *p, size_t n,
    size_t *ip)
{
	size_t i = *ip;
	uint64_t w;

	for (; i + 64 <= n; i += 64)
		for (int k = 0; k < DIGEST_LANES; k++) {
			memcpy(&w, p + i + 8 * k, 8);
			lane[k] = (lane[k] ^ w) * DIGEST_MUL;
			lane[k] ^= lane[k] >> 29;
		}
	*ip = i;
}

#ifdef HAVE_X86
/* The same, four lanes to a register: AVX2 has no 64-bit multiply, so
 * x * M is lo(x) * lo(M) + ((hi(x) * lo(M) + lo(x) * hi(M)) << 32). */
__attribute__((target("avx2")))
static void
digest_lanes_avx2(uint64_t lane[DIGEST_LANES], const unsigned char *p,
    size_t n, size_t *ip)
{
	const __m256i ml = _mm256_set1_epi64x((long long)(DIGEST_MUL &
	    0xffffffff));
	const __m256i mh = _mm256_set1_epi64x((long long)(DIGEST_MUL >> 32));
	__m256i a = _mm256_loadu_si256((const void *)lane);
	__m256i b = _mm256_loadu_si256((const void *)(lane + 4));
	size_t i = *ip;

#define DIGEST_STEP(x, w) do {						\
	__m256i v = _mm256_xor_si256((x), (w));				\
	__m256i cross = _mm256_add_epi64(_mm256_mul_epu32(		\
	    _mm256_srli_epi64(v, 32), ml), _mm256_mul_epu32(v, mh));	\
	v = _mm256_add_epi64(_mm256_mul_epu32(v, ml),			\
	    _mm256_slli_epi64(cross, 32));				\
	(x) = _mm256_xor_si256(v, _mm256_srli_epi64(v, 29));		\
} while (0)
	for (; i + 64 <= n; i += 64) {
		DIGEST_STEP(a, _mm256_loadu_si256((const void *)(p + i)));
		DIGEST_STEP(b, _mm256_loadu_si256((const void *)(p + i + 32)));
	}
#undef DIGEST_STEP
	_mm256_storeu_si256((void *)lane, a);
	_mm256_storeu_si256((void *)(lane + 4), b);
	*ip = i;
}
#endif

uint64_t
item_digest(uint64_t h, const struct item *it)
{
	const unsigned char *p = (const unsigned char *)it->json;
	size_t n = it->len, i = 0;
	uint64_t w, lane[DIGEST_LANES];

	for (int k = 0; k < DIGEST_LANES; k++)
		lane[k] = h ^ (uint64_t)k;
#ifdef HAVE_X86
	if (digest_simd && n >= 64 && __builtin_cpu_supports("avx2"))
		digest_lanes_avx2(lane, p, n, &i);
#endif
	digest_lanes(lane, p, n, &i);
	h = (h ^ n) * DIGEST_MUL;
	for (int k = 0; k < DIGEST_LANES; k++)
		h = (h ^ lane[k]) * DIGEST_MUL;
	for (; i + 8 <= n; i += 8) {
		memcpy(&w, p + i, 8);
		h = (h ^ w) * DIGEST_MUL;
		h ^= h >> 29;
	}
	w = 0;
	for (size_t k = 0; i < n; i++, k++)
		w |= (uint64_t)p[i] << (8 * k);
	h = (h ^ w) * DIGEST_MUL;
	return h ^ (h >> 32);
}

static struct json_span
item_span(const struct item *it)
{
	struct json_span s = { it->json, it->len };

	return s;
}

static int
span_string(struct json_span v, struct buf *out)
{
	size_t start = out->len;

	if (v.n < 2 || v.p[0] != '"')
		return 0;
	if (json_str_decode(v, out) > 0) {
		buf_setlen(out, start);
		return 0;
	}
	return 1;
}

int
item_string_field(const struct item *it, const char *key, struct buf *out)
{
	struct json_span v;

	return json_get(item_span(it), key, &v) && span_string(v, out);
}

/* Append decoded text with control characters (newlines, tabs) as spaces. */
static void
add_flat(struct buf *out, struct json_span v)
{
	size_t start = out->len;

	json_str_decode(v, out);
	display_flatten(out, start);
}

/* The text of a content value: a string, or blocks with "text" members
 * (other blocks as "[type]", tool calls and results left to the formats). */
static void
content_text(struct json_span content, struct buf *text)
{
	struct json_iter it;
	struct json_span k, v, t;
	size_t start = text->len;

	if (content.n > 0 && content.p[0] == '"') {
		add_flat(text, content);
		return;
	}
	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return;
	while (json_iter_next(&it, &k, &v)) {
		size_t before = text->len;

		if (text->len > start)
			buf_addc(text, ' ');
		if (v.p[0] == '"')
			add_flat(text, v);
		else if (json_get(v, "text", &t) && t.p[0] == '"')
			add_flat(text, t);
		else if (json_get(v, "type", &t) && t.p[0] == '"' &&
		    !json_str_eq(t, "tool_use") && !json_str_eq(t, "tool_result")) {
			buf_addc(text, '[');
			add_flat(text, t);
			buf_addc(text, ']');
		}
		if (text->len == before + (before > start))
			buf_setlen(text, before);	/* nothing added */
	}
}

void
item_value_text(const char *json, size_t len, struct buf *text)
{
	struct json_span v = { json, len };
	size_t start = text->len;

	if (len == 0)
		return;
	content_text(v, text);
	if (text->len > start || json[0] == '"')
		return;
	buf_add(text, json, len);
	for (size_t i = start; i < text->len; i++)
		if ((unsigned char)text->p[i] < 0x20)
			text->p[i] = ' ';
}

int
item_summary(const struct item *item, struct buf *label, struct buf *text)
{
	/* Message text first; tool-ish fields only when there is none. */
	static const char *const text_keys[] = { "content", "text", "parts" };
	static const char *const tool_keys[] = { "output", "arguments" };
	struct json_span obj = { item->json, item->len }, v, msg;
	size_t label_start = label->len;

	/* Envelopes that wrap a message (e.g. {"type":"user","message":{...}}). */
	if (json_get(obj, "message", &msg) && msg.p[0] == '{' &&
	    json_get(msg, "role", &v))
		obj = msg;
	if (json_get(obj, "role", &v) && v.p[0] == '"')
		add_flat(label, v);
	else if (json_get(obj, "type", &v) && v.p[0] == '"')
		add_flat(label, v);
	else if (json_get(obj, "kind", &v) && v.p[0] == '"')
		add_flat(label, v);
	if (label->len == label_start)
		buf_addc(label, '?');
	/* LangChain's {"type":"human","data":{"content":...}}: the label is
	 * the outer type, the text the message's. */
	if (!json_get(obj, "content", &v) && json_get(obj, "data", &msg) &&
	    msg.p[0] == '{' && json_get(msg, "content", &v))
		obj = msg;

	for (size_t k = 0; k < nitems(text_keys); k++)
		if (json_get(obj, text_keys[k], &v)) {
			content_text(v, text);
			if (text->len > 0)
				return 2;
		}
	if (json_get(obj, "name", &v) && v.p[0] == '"') {
		add_flat(text, v);
		buf_addc(text, ' ');
	}
	for (size_t k = 0; k < nitems(tool_keys); k++)
		if (json_get(obj, tool_keys[k], &v)) {
			size_t before = text->len;

			content_text(v, text);
			if (text->len > before)
				return 1;
		}
	if (text->len > 0)
		return 1;
	buf_add(text, item->json, item->len);	/* nothing readable */
	for (size_t i = 0; i < text->len; i++)
		if ((unsigned char)text->p[i] < 0x20)
			text->p[i] = ' ';
	return 0;
}

void
item_record_write(struct buf *out, const char *session, int64_t created_at,
    const struct item *it)
{
	buf_add(out, "{\"session\":", 11);
	json_str_encode(out, session, strlen(session));
	if (created_at < 0)		/* unknown (store.h) */
		buf_adds(out, ",\"created_at\":null");
	else
		buf_addf(out, ",\"created_at\":%" PRId64, created_at);
	if (it != NULL) {
		buf_addf(out, ",\"seq\":%" PRIu64 ",\"item\":", it->seq);
		buf_add(out, it->json, it->len);
	}
	buf_add(out, "}\n", 2);
}

int
item_record_parse(const char *json, size_t len, struct record *rec,
    const struct pos *pos)
{
	struct json_iter it;
	struct json_span k, v;
	int have_session = 0, have_item = 0;

	buf_reset(&rec->session);
	rec->created_at = rec->seq = -1;
	json_iter_init(&it, json, len);
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "session")) {
			buf_reset(&rec->session);
			if (!span_string(v, &rec->session) ||
			    !id_valid(rec->session.p, rec->session.len))
				return item_error(pos, json, (size_t)(v.p - json),
				    "\"session\" must be a non-empty string "
				    "without NUL");
			have_session = 1;
		} else if (json_str_eq(k, "created_at")) {
			if (v.n == 4 && memcmp(v.p, "null", 4) == 0)
				rec->created_at = -1;	/* unknown */
			else if (json_int64(v, &rec->created_at) == -1 ||
			    rec->created_at < 0)
				return item_error(pos, json, (size_t)(v.p - json),
				    "\"created_at\" must be a non-negative integer "
				    "or null");
		} else if (json_str_eq(k, "seq")) {
			if (json_int64(v, &rec->seq) == -1 || rec->seq < 0)
				return item_error(pos, json, (size_t)(v.p - json),
				    "\"seq\" must be a non-negative integer");
		} else if (json_str_eq(k, "item")) {
			if (v.p[0] != '{')
				return item_error(pos, json, (size_t)(v.p - json),
				    "\"item\" must be a JSON object");
			rec->item.json = v.p;
			rec->item.len = v.n;
			have_item = 1;
		}
	}
	if (!have_session)
		return item_error(pos, json, 0, "record without \"session\"");
	if (!have_item && rec->seq >= 0)
		return item_error(pos, json, 0, "record with \"seq\" but no \"item\"");
	rec->has_item = have_item;
	rec->item.seq = rec->seq >= 0 ? (uint64_t)rec->seq : 0;
	return ST_OK;
}

int
item_meta_parse(const char *text, size_t n, const char *path, struct meta *m)
{
	static const char *const keys[] = { "created_at", "items", "bytes" };
	int64_t *fields[] = { &m->created_at, &m->items, &m->bytes };
	struct pos pos = { path, NULL, 0, 1, 1 };
	struct buf scratch = BUF_INIT;
	struct json_span obj, v;
	int status;

	m->created_at = m->items = m->bytes = -1;
	if ((status = item_canon(text, n, &scratch, &obj.p, &obj.n, &pos)) != ST_OK)
		goto out;
	for (size_t k = 0; k < nitems(keys); k++) {
		if (!json_get(obj, keys[k], &v))
			continue;
		if (json_int64(v, fields[k]) == -1 || *fields[k] < 0) {
			status = fail(ST_DATA, "%s: \"%s\" is not a non-negative "
			    "integer", path, keys[k]);
			break;
		}
	}
out:
	buf_release(&scratch);
	return status;
}

void
item_meta_write(struct buf *out, const struct meta *m)
{
	static const char *const keys[] = { "created_at", "items", "bytes" };
	const int64_t fields[] = { m->created_at, m->items, m->bytes };
	int first = 1;

	buf_addc(out, '{');
	for (size_t k = 0; k < nitems(keys); k++) {
		if (fields[k] < 0)
			continue;
		buf_addf(out, "%s\"%s\":%" PRId64, first ? "" : ",", keys[k], fields[k]);
		first = 0;
	}
	buf_add(out, "}\n", 2);
}
