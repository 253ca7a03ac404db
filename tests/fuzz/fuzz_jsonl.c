/*
 * fuzz_jsonl.c - the readers of untrusted files: the input reader
 * (item_reader_open) and the jsonl store's cursors (store_jsonl.c).
 *
 * The input reader reads the input from a memfd twice, once with whole
 * reads and once with short ones (read() is wrapped: the link uses
 * -Wl,--wrap=read): both must yield the same items and end the same way,
 * and every item must be canonical JSON (compact, an object).
 *
 * The jsonl store reads the input as DIR/s.jsonl in a temp dir made once
 * per process: opened as "jsonl:DIR" non-tolerant and tolerant, and as the
 * single file "jsonl:DIR/s.jsonl" tolerant with short reads.  Good items
 * are canonical; the non-tolerant items are a prefix of the tolerant ones,
 * which go on past it only with the flawed item that stopped it (or a
 * torn last line); flawed items are the raw line, which item_check()
 * refuses for the same reason; the two layouts and read sizes agree; and
 * list() counts what the cursor yields.  Nothing is fsynced.
 */
#include <sys/mman.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fuzz.h"
#include "item.h"
#include "json.h"
#include "store.h"

const char fuzz_name[] = "jsonl";

/* While read_limit > 0, read() returns at most that many bytes. */
static size_t read_limit;
ssize_t	__real_read(int, void *, size_t);
ssize_t	__wrap_read(int, void *, size_t);

ssize_t
__wrap_read(int fd, void *p, size_t n)
{
	return __real_read(fd, p, read_limit > 0 && n > read_limit ? read_limit : n);
}

/* $TMPDIR/fuzz_jsonl.XXXXXX, removed at exit (not after a crash). */
static char *dir;
static struct buf data_path = BUF_INIT;

static void
cleanup(void)
{
	unlink(data_path.p);
	rmdir(dir);
	buf_release(&data_path);
	free(dir);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	struct buf b = BUF_INIT;

	(void)argc;
	(void)argv;
	buf_addf(&b, "%s/fuzz_jsonl.XXXXXX", tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	dir = buf_detach(&b);
	if (mkdtemp(dir) == NULL) {
		perror("fuzz_jsonl: mkdtemp");
		abort();
	}
	buf_addf(&data_path, "%s/s.jsonl", dir);
	atexit(cleanup);
	return 0;
}

/* What a cursor yielded, serialised for comparison, and how it ended. */
struct log {
	struct buf	 bytes;
	size_t		*ends;		/* bytes.len after each item */
	enum item_flaw	*flaws;
	size_t		 nr, alloc;
	int		 status;	/* the last next(), or open's/load's */
};
#define LOG_INIT	{ BUF_INIT, NULL, NULL, 0, 0, ST_OK }

static void
log_add(struct log *l, const struct item *it)
{
	if (l->nr == l->alloc) {
		l->alloc = l->alloc ? 2 * l->alloc : 16;
		l->ends = realloc(l->ends, l->alloc * sizeof(*l->ends));
		l->flaws = realloc(l->flaws, l->alloc * sizeof(*l->flaws));
		FUZZ_ASSERT(l->ends != NULL && l->flaws != NULL);
	}
	buf_addf(&l->bytes, "%llu:%lu:%d:%zu:", (unsigned long long)it->seq,
	    it->line, (int)it->flaw, it->len);
	buf_add(&l->bytes, it->json, it->len);
	l->flaws[l->nr] = it->flaw;
	l->ends[l->nr++] = l->bytes.len;
}

/* Do a's first len serialised bytes equal b's? */
static int
log_same(const struct log *a, const struct log *b, size_t len)
{
	return a->bytes.len >= len && b->bytes.len >= len &&
	    (len == 0 || memcmp(a->bytes.p, b->bytes.p, len) == 0);
}

static void
log_release(struct log *l)
{
	buf_release(&l->bytes);
	free(l->ends);
	free(l->flaws);
}

/* An item a cursor yielded: good ones canonical, flawed ones refused. */
static void
check_item(const struct item *it, uint64_t seq, int tolerant)
{
	struct buf scratch = BUF_INIT;
	const char *out, *why;
	enum item_flaw flaw;
	size_t len, off;

	FUZZ_ASSERT(it->seq == seq && it->json != NULL);
	switch (it->flaw) {
	case ITEM_OK:
		FUZZ_ASSERT(fuzz_json_canonical(it->json, it->len) && it->json[0] == '{');
		break;
	case ITEM_INVALID_JSON:
	case ITEM_NOT_OBJECT:
		FUZZ_ASSERT(tolerant && it->why != NULL && it->why_off <= it->len);
		FUZZ_ASSERT(memchr(it->json, '\n', it->len) == NULL);
		FUZZ_ASSERT(item_check(it->json, it->len, &scratch, &out, &len, &flaw,
		    &why, &off) == ST_DATA);
		FUZZ_ASSERT(flaw == it->flaw && off == it->why_off);
		break;
	case ITEM_TORN:
		FUZZ_ASSERT(tolerant && it->why != NULL && it->len > 0);
		FUZZ_ASSERT(memchr(it->json, '\n', it->len) == NULL);
		break;
	default:
		FUZZ_ASSERT(!"unknown flaw");
	}
	buf_release(&scratch);
}

/* The input reader over a memfd holding in[0..n). */
static void
read_input(const char *in, size_t n, size_t limit, struct log *l)
{
	struct item_cursor *c;
	struct item it;
	unsigned long line, col;
	int fd = memfd_create("fuzz_jsonl", MFD_CLOEXEC);

	FUZZ_ASSERT(fd >= 0);
	FUZZ_ASSERT(n == 0 || write(fd, in, n) == (ssize_t)n);
	FUZZ_ASSERT(lseek(fd, 0, SEEK_SET) == 0);
	read_limit = limit;
	if ((l->status = item_reader_open(&c, fd, "fuzz")) != ST_OK)
		goto out;
	while ((l->status = item_cursor_next(c, &it)) == ST_OK) {
		check_item(&it, l->nr, 0);
		item_reader_where(c, &line, &col);
		FUZZ_ASSERT(line >= 1 && col >= 1 && line == it.line);
		log_add(l, &it);
	}
	FUZZ_ASSERT(l->status == ST_END || l->status == ST_DATA);
	item_cursor_free(c);
out:
	read_limit = 0;
}

/* Session "s" of spec, all of it. */
static void
load_store(const char *spec, int tolerant, size_t limit, struct log *l,
    uint64_t *listed)
{
	struct session_list list = SESSION_LIST_INIT;
	struct item_cursor *c = NULL;
	struct buf scratch = BUF_INIT;
	struct store_where w;
	struct store *st;
	struct item it;

	if ((l->status = store_open(spec, STORE_READ, NULL, 0, &st)) != ST_OK)
		return;
	FUZZ_ASSERT(store_list(st, INFO_COUNTS, 0, &list) == ST_OK);
	FUZZ_ASSERT(list.nr == 1 && strcmp(list.v[0].id, "s") == 0);
	*listed = list.v[0].items;
	session_list_release(&list);

	read_limit = limit;
	if ((l->status = store_load(st, "s", tolerant ? STORE_LOAD_TOLERANT : 0,
	    &c)) != ST_OK)
		goto out;
	while ((l->status = item_cursor_next(c, &it)) == ST_OK) {
		check_item(&it, l->nr, tolerant);
		buf_reset(&scratch);
		store_where(st, "s", &it, &scratch, &w);
		FUZZ_ASSERT(w.file != NULL && w.line == it.line && !w.row);
		log_add(l, &it);
	}
	FUZZ_ASSERT(l->status == ST_END || l->status == ST_DATA);
out:
	read_limit = 0;
	item_cursor_free(c);
	buf_release(&scratch);
	FUZZ_ASSERT(store_close(st, ST_OK) == ST_OK);
}

static void
write_file(const char *in, size_t n)
{
	int fd = open(data_path.p, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	size_t off = 0;

	FUZZ_ASSERT(fd >= 0);
	while (off < n) {
		ssize_t w = write(fd, in + off, n - off);

		FUZZ_ASSERT(w > 0);
		off += (size_t)w;
	}
	FUZZ_ASSERT(close(fd) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *in = (const char *)data;
	struct log whole = LOG_INIT, shortr = LOG_INIT;
	struct log strict = LOG_INIT, tol = LOG_INIT, single = LOG_INIT;
	struct buf spec = BUF_INIT;
	uint64_t listed = 0, listed1 = 0, torn = 0;
	/* Short reads of 1 to 16 bytes, but at most about 256 of them: the
	 * input reader rescans an item from its start after each read. */
	size_t limit = 1 + fuzz_hash(data, n) % 16;

	if (n / limit > 256)
		limit = n / 256 + 1;

	/* The input reader: read sizes do not matter. */
	read_input(in, n, 0, &whole);
	read_input(in, n, limit, &shortr);
	FUZZ_ASSERT(whole.status == shortr.status && whole.nr == shortr.nr);
	FUZZ_ASSERT(whole.bytes.len == shortr.bytes.len &&
	    log_same(&whole, &shortr, whole.bytes.len));

	/* The jsonl store. */
	write_file(in, n);
	buf_addf(&spec, "jsonl:%s", dir);
	load_store(spec.p, 0, 0, &strict, &listed);
	load_store(spec.p, 1, 0, &tol, &listed);
	buf_addf(&spec, "/s.jsonl");
	load_store(spec.p, 1, limit, &single, &listed1);
	FUZZ_ASSERT(tol.status == ST_END && single.status == ST_END);
	FUZZ_ASSERT(listed1 == listed);

	/* Tolerant: the same items in either layout, with any read size. */
	FUZZ_ASSERT(single.nr == tol.nr && single.bytes.len == tol.bytes.len &&
	    log_same(&single, &tol, tol.bytes.len));
	/* Strict: a prefix of the tolerant items, cut by the first flaw. */
	FUZZ_ASSERT(strict.nr <= tol.nr && log_same(&strict, &tol, strict.bytes.len));
	for (size_t i = 0; i < strict.nr; i++)
		FUZZ_ASSERT(tol.flaws[i] == ITEM_OK);
	if (strict.status == ST_DATA) {
		FUZZ_ASSERT(strict.nr < tol.nr);
		FUZZ_ASSERT(tol.flaws[strict.nr] == ITEM_INVALID_JSON ||
		    tol.flaws[strict.nr] == ITEM_NOT_OBJECT);
	} else {
		FUZZ_ASSERT(strict.status == ST_END);
		FUZZ_ASSERT(strict.nr == tol.nr || (strict.nr + 1 == tol.nr &&
		    tol.flaws[strict.nr] == ITEM_TORN));
	}
	for (size_t i = 0; i < tol.nr; i++) {
		FUZZ_ASSERT(tol.flaws[i] != ITEM_TORN || i + 1 == tol.nr);
		torn += tol.flaws[i] == ITEM_TORN;
	}
	/* list() counts the lines that are not blank, as cursors give
	 * them, and a whole last object. */
	FUZZ_ASSERT(listed == tol.nr - torn);

	log_release(&whole);
	log_release(&shortr);
	log_release(&strict);
	log_release(&tol);
	log_release(&single);
	buf_release(&spec);
	return 0;
}
