/* t_item.c - canonical items, positions, the input reader, records. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "item.h"
#include "tap.h"

/* A reader over the bytes s[0..n), through a pipe-less temp file. */
static struct item_cursor *
reader_over(const char *s, size_t n)
{
	char path[] = "/tmp/t_item.XXXXXX";
	struct item_cursor *c = NULL;
	int fd = mkstemp(path);

	if (fd < 0 || write(fd, s, n) != (ssize_t)n || lseek(fd, 0, SEEK_SET) != 0)
		return NULL;
	unlink(path);
	if (item_reader_open(&c, fd, "in") != ST_OK)
		return NULL;
	return c;
}

/* Read all items, joined by '\n', into out; returns the final status. */
static int
read_all(const char *s, struct buf *out)
{
	struct item_cursor *c = reader_over(s, strlen(s));
	struct item it;
	int status;

	buf_reset(out);
	if (c == NULL)
		return -99;
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		buf_add(out, it.json, it.len);
		buf_addc(out, '\n');
	}
	item_cursor_free(c);
	return status;
}

static void
test_canon(void)
{
	struct pos pos = { "f", NULL, 0, 3, 1 };
	struct buf scratch = BUF_INIT;
	const char *out;
	size_t n;
	const char *in = "{\"a\":1}";

	is_int(item_canon(in, strlen(in), &scratch, &out, &n, &pos), ST_OK, "canon ok");
	ok(out == in && n == 7, "  already compact: no copy");
	in = " { \"a\" : [ 1 , \"x y\" ] }\r\n";
	is_int(item_canon(in, strlen(in), &scratch, &out, &n, &pos), ST_OK, "spaced ok");
	is_mem(out, n, "{\"a\":[1,\"x y\"]}", 15, "  compacted, string kept");
	fputs("# expect a message about line 3:\n", stderr);
	is_int(item_canon("[1]", 3, &scratch, &out, &n, &pos), ST_DATA,
	    "an array is not an item");
	is_int(item_canon("{} {}", 5, &scratch, &out, &n, &pos), ST_DATA,
	    "two objects are not one item");
	is_int(item_canon("", 0, &scratch, &out, &n, &pos), ST_DATA, "empty is bad");
	buf_release(&scratch);
}

static void
test_pos(void)
{
	struct pos file = { "f.jsonl", NULL, 0, 7, 1 };
	struct pos row = { "a.db", "s1", 42, 0, 0 };
	struct buf b = BUF_INIT;

	pos_format(&b, &file, "ab\ncd", 4);
	is_str(b.p, "f.jsonl:8:2", "file position moves across newlines");
	buf_reset(&b);
	pos_format(&b, &file, "abc", 2);
	is_str(b.p, "f.jsonl:7:3", "file position moves along a line");
	buf_reset(&b);
	pos_format(&b, &row, "x", 0);
	is_str(b.p, "a.db#s1@42", "row position");
	buf_release(&b);
}

static void
test_reader(void)
{
	struct buf out = BUF_INIT;

	is_int(read_all("{\"a\":1}\n{\"b\":2}\n", &out), ST_END, "JSON Lines");
	is_str(out.p, "{\"a\":1}\n{\"b\":2}\n", "  items");
	is_int(read_all("{ \"a\" : 1 }{\"b\":\n 2}  {}", &out), ST_END, "concatenated");
	is_str(out.p, "{\"a\":1}\n{\"b\":2}\n{}\n", "  items compacted");
	is_int(read_all(" [ {\"a\":1} ,\n {\"b\":2} ]\n", &out), ST_END, "array");
	is_str(out.p, "{\"a\":1}\n{\"b\":2}\n", "  elements");
	is_int(read_all("[]", &out), ST_END, "empty array");
	ok(out.len == 0, "  no items");
	is_int(read_all("", &out), ST_END, "empty input");
	is_int(read_all(" \n\t\r\n", &out), ST_END, "whitespace only");
	is_int(read_all("\xEF\xBB\xBF{\"a\":1}\r\n", &out), ST_END, "BOM and CRLF");
	is_str(out.p, "{\"a\":1}\n", "  BOM skipped, CR dropped");
	fputs("# expect error messages below:\n", stderr);
	is_int(read_all("{\"a\":1}\n[1]\n", &out), ST_DATA, "array after objects");
	is_int(read_all("[{\"a\":1},]", &out), ST_DATA, "trailing comma in array");
	is_int(read_all("[{\"a\":1}", &out), ST_DATA, "unclosed array");
	is_int(read_all("[{\"a\":1}] {}", &out), ST_DATA, "data after the array");
	is_int(read_all("[1]", &out), ST_DATA, "array of numbers");
	is_int(read_all("{\"a\":1}\n{\"b\":", &out), ST_DATA, "truncated object");
	is_int(read_all("42", &out), ST_DATA, "a number");
	{
		/* An item larger than the read size: the buffer grows. */
		size_t n = 300000;
		char *big = malloc(n + 16);

		memcpy(big, "{\"k\":\"", 6);
		memset(big + 6, 'x', n);
		memcpy(big + 6 + n, "\"}\n{}", 6);
		is_int(read_all(big, &out), ST_END, "a 300 KB item");
		is_int((long long)out.len, (long long)n + 9 + 3, "  read whole");
		free(big);
	}
	buf_release(&out);
}

static void
test_records(void)
{
	struct item it = { .json = "{\"a\":\"x\"}", .len = 9, .seq = 3 };
	struct record rec = { .session = BUF_INIT };
	struct pos pos = { "r", NULL, 0, 1, 1 };
	struct buf b = BUF_INIT;
	const char *bad = "{\"session\":\"\",\"item\":{}}";

	item_record_write(&b, "a\"b", 1700000000000, &it);
	is_str(b.p, "{\"session\":\"a\\\"b\",\"created_at\":1700000000000,\"seq\":3,"
	    "\"item\":{\"a\":\"x\"}}\n", "record written");
	is_int(item_record_parse(b.p, b.len - 1, &rec, &pos), ST_OK, "record parsed");
	is_str(rec.session.p, "a\"b", "  session decoded");
	is_int(rec.created_at, 1700000000000, "  created_at");
	is_int(rec.seq, 3, "  seq");
	is_mem(rec.item.json, rec.item.len, it.json, it.len, "  item bytes");
	fputs("# expect error messages below:\n", stderr);
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_DATA, "empty session");
	bad = "{\"session\":\"s\",\"created_at\":5}";
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_OK,
	    "no item: an empty session's record");
	ok(!rec.has_item && rec.created_at == 5, "  has no item");
	bad = "{\"session\":\"s\",\"seq\":0}";
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_DATA, "seq, no item");
	bad = "{\"session\":\"s\",\"item\":[1]}";
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_DATA, "item not object");
	bad = "{\"session\":\"s\",\"seq\":1.5,\"item\":{}}";
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_DATA, "bad seq");
	bad = "{\"session\":\"a\\u0000b\",\"item\":{}}";
	is_int(item_record_parse(bad, strlen(bad), &rec, &pos), ST_DATA, "NUL in session");
	buf_reset(&b);
	item_record_write(&b, "e", 7, NULL);
	is_str(b.p, "{\"session\":\"e\",\"created_at\":7}\n", "empty session record");
	buf_release(&rec.session);
	buf_release(&b);
}

static void
test_views(void)
{
	struct item a = { .json = "{\"role\":\"user\",\"content\":\"hi\\nthere\"}", .len = 37, .seq = 0 };
	struct item blocks = { .json = "{\"role\":\"assistant\",\"content\":[{\"type\":\"text\","
	    "\"text\":\"ok\"},{\"type\":\"tool_use\",\"id\":\"t\"}]}", .len = 0, .seq = 0 };
	struct item typed = { .json = "{\"type\":\"function_call\",\"name\":\"f\","
	    "\"arguments\":\"{}\"}", .len = 0, .seq = 0 };
	struct item bare = { .json = "{\"x\":1}", .len = 7, .seq = 0 };
	struct item env = { .json = "{\"type\":\"user\",\"message\":{\"role\":\"user\","
	    "\"content\":\"yo\"}}", .len = 0, .seq = 0 };
	struct item lc = { .json = "{\"type\":\"human\",\"data\":{\"content\":"
	    "\"Weather in Paris?\",\"type\":\"human\"}}", .len = 0, .seq = 0 };
	struct item lc_top = { .json = "{\"type\":\"x\",\"content\":\"top\","
	    "\"data\":{\"content\":\"inner\"}}", .len = 0, .seq = 0 };
	struct buf label = BUF_INIT, text = BUF_INIT;
	uint64_t h1, h2;

	blocks.len = strlen(blocks.json);
	typed.len = strlen(typed.json);
	env.len = strlen(env.json);
	lc.len = strlen(lc.json);
	lc_top.len = strlen(lc_top.json);
	item_summary(&a, &label, &text);
	is_str(label.p, "user", "summary: role");
	is_str(text.p, "hi there", "summary: text with newline flattened");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&blocks, &label, &text);
	is_str(text.p, "ok", "summary: blocks (tool blocks are left to the formats)");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&typed, &label, &text);
	is_str(label.p, "function_call", "summary: type label");
	is_str(text.p, "f {}", "summary: name and arguments");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&bare, &label, &text);
	is_str(label.p, "?", "summary: no label");
	is_str(text.p, "{\"x\":1}", "summary: the item itself");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&env, &label, &text);
	is_str(label.p, "user", "summary: wrapped message");
	is_str(text.p, "yo", "summary: wrapped content");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&lc, &label, &text);
	is_str(label.p, "human", "summary: LangChain dict: the outer type");
	is_str(text.p, "Weather in Paris?", "summary: LangChain dict: data's content");
	buf_reset(&label);
	buf_reset(&text);
	item_summary(&lc_top, &label, &text);
	is_str(text.p, "top", "summary: a top-level content wins over data's");
	buf_reset(&text);
	ok(item_string_field(&a, "role", &text) && strcmp(text.p, "user") == 0,
	    "string field");
	ok(!item_string_field(&bare, "x", &text), "a number is not a string field");
	h1 = item_digest(ITEM_DIGEST_INIT, &a);
	h2 = item_digest(ITEM_DIGEST_INIT, &bare);
	ok(h1 != h2 && h1 == item_digest(ITEM_DIGEST_INIT, &a), "digest");
	buf_release(&label);
	buf_release(&text);
}

/* The digest: the AVX2 lanes give what the portable ones give, at every
 * length around the 64-byte steps and at every alignment; a change of any
 * one byte, or of the length, changes it. */
static void
test_digest(void)
{
	char *b = malloc(600);
	struct item it = { .json = NULL, .len = 0 };
	uint64_t x = 88172645463325252ULL, simd, port;
	int same = 1, moved = 1;

	for (size_t i = 0; i < 600; i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		b[i] = (char)x;
	}
	for (size_t off = 0; off < 8; off++)
		for (size_t n = 0; n + off <= 600; n += (n < 200 ? 1 : 13)) {
			it.json = b + off;
			it.len = n;
			item_digest_limit(1);
			simd = item_digest(ITEM_DIGEST_INIT, &it);
			item_digest_limit(0);
			port = item_digest(ITEM_DIGEST_INIT, &it);
			same = same && simd == port;
		}
	for (int lim = 0; lim < 2; lim++) {
		item_digest_limit(lim);
		it.json = b;
		it.len = 300;
		port = item_digest(ITEM_DIGEST_INIT, &it);
		for (size_t i = 0; i < 300; i++) {
			b[i] ^= 0x40;
			moved = moved && item_digest(ITEM_DIGEST_INIT, &it) != port;
			b[i] ^= 0x40;
		}
		it.len = 299;
		moved = moved && item_digest(ITEM_DIGEST_INIT, &it) != port;
	}
	item_digest_limit(1);
	ok(same, "digest: the SIMD lanes agree with the portable ones");
	ok(moved, "digest: any byte changed, or the length, changes it");
	free(b);
}

int
main(void)
{
	test_digest();
	test_canon();
	test_pos();
	test_reader();
	test_records();
	test_views();
	return tap_done();
}
