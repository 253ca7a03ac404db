/*
 * fuzz_item.c - items (item.h): item_check() and item_canon(), the derived
 * views, interchange records and store metadata.
 *
 * Any input: item_check() and item_canon() agree; a refused item has a
 * flaw, a reason and an offset inside it.  An accepted one is canonical (a
 * compact object), canonicalises to itself without copying, and survives
 * json_pretty() and back.  item_summary(), item_value_text() and
 * item_string_field() give text without control characters or NUL; an
 * accepted interchange record round-trips through item_record_write(); so
 * does metadata through item_meta_write().
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "fuzz.h"
#include "id.h"
#include "item.h"
#include "json.h"

const char fuzz_name[] = "item";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

static void
check_views(const char *json, size_t len)
{
	static const char *const keys[] = {
		"type", "role", "id", "session", "content", "", "\xc3\xa9"
	};
	struct item it = { json, len, 0, 1, ITEM_OK, NULL, 0 };
	struct buf label = BUF_INIT, text = BUF_INIT, field = BUF_INIT;
	struct json_iter iter;
	struct json_span mk, mv;
	int r;

	r = item_summary(&it, &label, &text);
	FUZZ_ASSERT(r >= 0 && r <= 2);
	FUZZ_ASSERT(label.len > 0 && !fuzz_has_control(label.p, label.len));
	FUZZ_ASSERT(!fuzz_has_control(text.p, text.len));
	if (r == 0)
		FUZZ_ASSERT(text.len == len);

	buf_reset(&text);
	item_value_text(json, len, &text);
	FUZZ_ASSERT(text.len > 0 && !fuzz_has_control(text.p, text.len));
	FUZZ_ASSERT(json_iter_init(&iter, json, len) == 0);
	while (json_iter_next(&iter, &mk, &mv)) {	/* each member's value */
		buf_reset(&text);
		item_value_text(mv.p, mv.n, &text);
		FUZZ_ASSERT(!fuzz_has_control(text.p, text.len));
		FUZZ_ASSERT(text.len > 0 || mv.p[0] == '"');
	}

	buf_adds(&field, "x");
	for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
		if (item_string_field(&it, keys[k], &field))
			FUZZ_ASSERT(memchr(field.p, '\0', field.len) == NULL);
		else
			FUZZ_ASSERT(field.len == 1);
		buf_setlen(&field, 1);
	}
	FUZZ_ASSERT(item_digest(ITEM_DIGEST_INIT, &it) ==
	    item_digest(ITEM_DIGEST_INIT, &it));
	buf_release(&label);
	buf_release(&text);
	buf_release(&field);
}

/* The canonical item json[0..len) read as an interchange record. */
static void
check_record(const char *json, size_t len)
{
	struct pos pos = { "fuzz", NULL, 0, 1, 1 };
	struct record rec = { BUF_INIT, 0, 0, 0, { NULL, 0, 0, 0, ITEM_OK, NULL, 0 } };
	struct record again = rec;
	struct buf out = BUF_INIT, scratch = BUF_INIT;
	const char *canon;
	size_t clen;

	if (item_record_parse(json, len, &rec, &pos) != ST_OK)
		goto out;
	FUZZ_ASSERT(id_valid(rec.session.p, rec.session.len));
	FUZZ_ASSERT(rec.created_at >= -1 && rec.seq >= -1);
	if (rec.has_item) {
		FUZZ_ASSERT(rec.item.json > json && rec.item.json + rec.item.len < json + len);
		FUZZ_ASSERT(fuzz_json_canonical(rec.item.json, rec.item.len));
		FUZZ_ASSERT(rec.item.json[0] == '{');
		FUZZ_ASSERT(rec.item.seq == (rec.seq >= 0 ? (uint64_t)rec.seq : 0));
	} else
		FUZZ_ASSERT(rec.seq == -1);
	if (rec.created_at < 0)		/* written as -1, which parse refuses */
		goto out;

	/* Written back and parsed again: the same record. */
	item_record_write(&out, rec.session.p, rec.created_at,
	    rec.has_item ? &rec.item : NULL);
	FUZZ_ASSERT(out.len > 0 && out.p[out.len - 1] == '\n');
	FUZZ_ASSERT(item_canon(out.p, out.len, &scratch, &canon, &clen, &pos) == ST_OK);
	FUZZ_ASSERT(canon == out.p && clen == out.len - 1);
	FUZZ_ASSERT(item_record_parse(canon, clen, &again, &pos) == ST_OK);
	FUZZ_ASSERT(again.session.len == rec.session.len &&
	    memcmp(again.session.p, rec.session.p, rec.session.len) == 0);
	FUZZ_ASSERT(again.created_at == rec.created_at);
	FUZZ_ASSERT(again.has_item == rec.has_item);
	if (rec.has_item) {
		FUZZ_ASSERT(again.seq == (int64_t)rec.item.seq);
		FUZZ_ASSERT(again.item.len == rec.item.len &&
		    memcmp(again.item.json, rec.item.json, rec.item.len) == 0);
	} else
		FUZZ_ASSERT(again.seq == -1);
out:
	buf_release(&rec.session);
	buf_release(&again.session);
	buf_release(&out);
	buf_release(&scratch);
}

/* Any input read as a store's metadata file. */
static void
check_meta(const char *in, size_t n)
{
	struct meta m, again;
	struct buf out = BUF_INIT;

	if (item_meta_parse(in, n, "fuzz.meta.json", &m) != ST_OK)
		return;
	FUZZ_ASSERT(m.created_at >= -1 && m.items >= -1 && m.bytes >= -1);
	item_meta_write(&out, &m);
	FUZZ_ASSERT(item_meta_parse(out.p, out.len, "fuzz.meta.json", &again) == ST_OK);
	FUZZ_ASSERT(again.created_at == m.created_at && again.items == m.items &&
	    again.bytes == m.bytes);
	buf_release(&out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *in = (const char *)data, *out = NULL, *out2 = NULL, *out3 = NULL;
	struct pos pos = { "fuzz", NULL, 0, 1, 1 };
	struct buf scratch = BUF_INIT, scratch2 = BUF_INIT, scratch3 = BUF_INIT;
	struct buf pretty = BUF_INIT;
	enum item_flaw flaw = ITEM_TORN;
	const char *why = NULL;
	size_t len = 0, len2 = 0, len3 = 0, off = (size_t)-1;
	int st, st2;

	st = item_check(in, n, &scratch, &out, &len, &flaw, &why, &off);
	st2 = item_canon(in, n, &scratch2, &out2, &len2, &pos);
	FUZZ_ASSERT(st == st2);
	if (st != ST_OK) {
		FUZZ_ASSERT(st == ST_DATA);
		FUZZ_ASSERT(flaw == ITEM_INVALID_JSON || flaw == ITEM_NOT_OBJECT);
		FUZZ_ASSERT(why != NULL && off <= n);
		goto meta;
	}
	FUZZ_ASSERT(flaw == ITEM_OK);
	FUZZ_ASSERT(len2 == len && memcmp(out, out2, len) == 0);
	FUZZ_ASSERT(fuzz_json_canonical(out, len) && out[0] == '{');
	/* Already canonical input is used in place. */
	if (out >= in && out < in + n)
		FUZZ_ASSERT(out + len <= in + n);
	FUZZ_ASSERT(item_check(out, len, &scratch3, &out3, &len3, &flaw, &why,
	    &off) == ST_OK);
	FUZZ_ASSERT(out3 == out && len3 == len);

	/* Pretty-printed, it canonicalises back to the same bytes. */
	json_pretty(out, len, &pretty);
	FUZZ_ASSERT(item_check(pretty.p, pretty.len, &scratch3, &out3, &len3,
	    &flaw, &why, &off) == ST_OK);
	FUZZ_ASSERT(len3 == len && memcmp(out3, out, len) == 0);

	check_views(out, len);
	check_record(out, len);
meta:
	check_meta(in, n);
	buf_release(&scratch);
	buf_release(&scratch2);
	buf_release(&scratch3);
	buf_release(&pretty);
	return 0;
}
