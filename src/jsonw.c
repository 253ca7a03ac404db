/*
 * jsonw.c - the JSON writer; see jsonw.h.
 *
 * Level d + 1 (d < depth) is an object when bit d of object is set, and
 * has had a member or element when bit d of any is: the next one is
 * preceded by a comma.  Level 0 is the top, which the mode separates.
 */
#include <inttypes.h>
#include <string.h>

#include "jsonw.h"

#define LEVEL(w)	(UINT64_C(1) << ((w)->depth - 1))

void
jsonw_init(struct jsonw *w, struct buf *out, enum jsonw_mode mode)
{
	memset(w, 0, sizeof(*w));
	w->out = out;
	w->start = out->len;
	w->mode = mode;
}

static void
misuse(struct jsonw *w)
{
	w->err = 1;
}

/* Before a value: its separator, or the error of a misplaced one; 1 if
 * the value may be written. */
static int
value_begin(struct jsonw *w)
{
	if (w->err)
		return 0;
	if (w->depth == 0) {
		if (w->values > 0 && w->mode == JSONW_VALUE) {
			misuse(w);
			return 0;
		}
		if (w->values > 0 && w->mode == JSONW_ELEMS)
			buf_addc(w->out, ',');
		w->values++;
		return 1;
	}
	if (w->object & LEVEL(w)) {
		if (!w->key) {
			misuse(w);	/* a value where a key belongs */
			return 0;
		}
		w->key = 0;
		return 1;
	}
	if (w->any & LEVEL(w))
		buf_addc(w->out, ',');
	w->any |= LEVEL(w);
	return 1;
}

/* After a complete value: a top-level one ends its line (JSONW_LINES). */
static void
value_end(struct jsonw *w)
{
	if (w->depth == 0 && w->mode == JSONW_LINES)
		buf_addc(w->out, '\n');
}

static void
container_open(struct jsonw *w, int object)
{
	if (!value_begin(w))
		return;
	if (w->depth == JSONW_MAX_DEPTH) {
		misuse(w);
		return;
	}
	w->depth++;
	if (object)
		w->object |= LEVEL(w);
	else
		w->object &= ~LEVEL(w);
	w->any &= ~LEVEL(w);
	buf_addc(w->out, object ? '{' : '[');
}

void
jsonw_object(struct jsonw *w)
{
	container_open(w, 1);
}

void
jsonw_array(struct jsonw *w)
{
	container_open(w, 0);
}

void
jsonw_close(struct jsonw *w)
{
	if (w->err)
		return;
	if (w->depth == 0 || w->key) {
		misuse(w);
		return;
	}
	buf_addc(w->out, (w->object & LEVEL(w)) ? '}' : ']');
	w->depth--;
	value_end(w);
}

/* Before a key: its comma, or the error of a misplaced one. */
static int
key_begin(struct jsonw *w)
{
	if (w->err)
		return 0;
	if (w->depth == 0 || !(w->object & LEVEL(w)) || w->key) {
		misuse(w);
		return 0;
	}
	if (w->any & LEVEL(w))
		buf_addc(w->out, ',');
	w->any |= LEVEL(w);
	w->key = 1;
	return 1;
}

void
jsonw_key(struct jsonw *w, const char *key)
{
	if (!key_begin(w))
		return;
	json_str_encode(w->out, key, strlen(key));
	buf_addc(w->out, ':');
}

void
jsonw_key_span(struct jsonw *w, struct json_span key)
{
	if (key.n < 2 || key.p[0] != '"') {
		misuse(w);
		return;
	}
	if (!key_begin(w))
		return;
	buf_add(w->out, key.p, key.n);
	buf_addc(w->out, ':');
}

void
jsonw_strn(struct jsonw *w, const char *s, size_t n)
{
	if (!value_begin(w))
		return;
	json_str_encode(w->out, s, n);
	value_end(w);
}

void
jsonw_str(struct jsonw *w, const char *s)
{
	jsonw_strn(w, s, strlen(s));
}

void
jsonw_span(struct jsonw *w, struct json_span v)
{
	if (v.n == 0) {
		misuse(w);
		return;
	}
	if (!value_begin(w))
		return;
	buf_add(w->out, v.p, v.n);
	value_end(w);
}

void
jsonw_lit(struct jsonw *w, const char *lit)
{
	struct json_span v = { lit, strlen(lit) };

	jsonw_span(w, v);
}

void
jsonw_int(struct jsonw *w, int64_t n)
{
	if (!value_begin(w))
		return;
	buf_addf(w->out, "%" PRId64, n);
	value_end(w);
}

void
jsonw_uint(struct jsonw *w, uint64_t n)
{
	if (!value_begin(w))
		return;
	buf_addf(w->out, "%" PRIu64, n);
	value_end(w);
}

void
jsonw_member(struct jsonw *w, const char *key, struct json_span v)
{
	jsonw_key(w, key);
	jsonw_span(w, v);
}

void
jsonw_member_str(struct jsonw *w, const char *key, const char *s)
{
	jsonw_key(w, key);
	jsonw_str(w, s);
}

void
jsonw_member_lit(struct jsonw *w, const char *key, const char *lit)
{
	jsonw_key(w, key);
	jsonw_lit(w, lit);
}

int
jsonw_copy(struct jsonw *w, struct json_span obj, const char *key)
{
	struct json_span v;

	if (!json_get(obj, key, &v))
		return 0;
	jsonw_member(w, key, v);
	return 1;
}

void
jsonw_cancel(struct jsonw *w)
{
	buf_setlen(w->out, w->start);
	w->err = 1;
}

int
jsonw_finish(struct jsonw *w)
{
	if (w->err || w->depth > 0 || w->key ||
	    (w->mode == JSONW_VALUE && w->values != 1)) {
		buf_setlen(w->out, w->start);
		w->err = 1;
		return -1;
	}
	return 0;
}
