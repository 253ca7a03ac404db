/*
 * t_tolerant.c - tolerant loads and where() of the three backends, through
 * store.h: flawed items are yielded with their bytes, seq, line and reason,
 * the items after them still come, non-tolerant loads still fail.
 */
#include <sys/stat.h>

#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "id.h"
#include "item.h"
#include "store.h"
#include "tap.h"

#define GOT_MAX	16

/* One yielded item, copied, with what where() said of it. */
struct got {
	char		 json[128];
	size_t		 len;
	uint64_t	 seq;
	unsigned long	 line;
	enum item_flaw	 flaw;
	const char	*why;		/* static */
	size_t		 why_off;
	char		 file[512];
	unsigned long	 wline;
	int		 row;
};

struct load {
	struct got	 v[GOT_MAX];
	size_t		 nr;
	int		 status;	/* the last next()'s, or load()'s */
	struct buf	 err;		/* what went to stderr */
};

static char root[] = "/tmp/t_tolerant.XXXXXX";
static int saved_err = -1;

/* Send stderr to a file until err_end(), which reads it into out. */
static void
err_begin(void)
{
	struct buf path = BUF_INIT;
	int fd;

	fflush(stderr);
	fs_join(&path, root, "stderr");
	saved_err = dup(2);
	if ((fd = open(path.p, O_WRONLY | O_CREAT | O_TRUNC, 0600)) >= 0) {
		dup2(fd, 2);
		close(fd);
	}
	buf_release(&path);
}

static void
err_end(struct buf *out)
{
	struct buf path = BUF_INIT;

	fflush(stderr);
	dup2(saved_err, 2);
	close(saved_err);
	fs_join(&path, root, "stderr");
	buf_reset(out);
	if (fs_read_file(AT_FDCWD, path.p, out) != ST_OK || out->p == NULL)
		buf_adds(out, "");
	while (out->len > 0 && out->p[out->len - 1] == '\n')
		buf_setlen(out, out->len - 1);
	buf_release(&path);
}

/* Write ROOT/rel with n bytes of text (n == -1: strlen), making its
 * directories first. */
static void
put(const char *rel, const char *text, long n)
{
	struct buf path = BUF_INIT, dir = BUF_INIT;
	char *slash;
	int fd;

	fs_join(&path, root, rel);
	for (slash = path.p + strlen(root) + 1; (slash = strchr(slash, '/')) != NULL;
	    slash++) {
		buf_reset(&dir);
		buf_add(&dir, path.p, (size_t)(slash - path.p));
		mkdir(dir.p, 0777);
	}
	fd = open(path.p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, text, n < 0 ? strlen(text) : (size_t)n) < 0)
		ok(0, "cannot write %s", path.p);
	if (fd >= 0)
		close(fd);
	buf_release(&path);
	buf_release(&dir);
}

/* "ROOT/rel" in out. */
static const char *
at(struct buf *out, const char *rel)
{
	fs_join(out, root, rel);
	return out->p;
}

/* Open "KIND:ROOT/rel", set tolerant and load every item of session into
 * l, with where() of each. */
static void
load(const char *kind, const char *rel, const char *session, int tolerant,
    struct load *l)
{
	struct buf spec = BUF_INIT, scratch = BUF_INIT, path = BUF_INIT;
	struct store *st = NULL;
	struct item_cursor *c = NULL;
	struct store_where w;
	struct item it;
	struct got *g;

	l->nr = 0;
	buf_addf(&spec, "%s:%s", kind, at(&path, rel));
	err_begin();
	if ((l->status = store_open(spec.p, STORE_READ, NULL, 0, &st)) != ST_OK)
		goto out;
	if ((l->status = store_load(st, session, tolerant ? STORE_LOAD_TOLERANT :
	    0, &c)) != ST_OK)
		goto out;
	while ((l->status = item_cursor_next(c, &it)) == ST_OK && l->nr < GOT_MAX) {
		g = &l->v[l->nr++];
		memset(g, 0, sizeof(*g));
		g->len = it.len < sizeof(g->json) ? it.len : sizeof(g->json) - 1;
		memcpy(g->json, it.json, g->len);
		g->seq = it.seq;
		g->line = it.line;
		g->flaw = it.flaw;
		g->why = it.why;
		g->why_off = it.why_off;
		memset(&w, 0, sizeof(w));
		w.row = -1;
		store_where(st, session, &it, &scratch, &w);
		snprintf(g->file, sizeof(g->file), "%s", w.file != NULL ? w.file : "(null)");
		g->wline = w.line;
		g->row = w.row;
	}
out:
	item_cursor_free(c);
	store_close(st, ST_OK);
	err_end(&l->err);
	buf_release(&spec);
	buf_release(&scratch);
	buf_release(&path);
}

/* Check item i of l: flaw, seq, line, the bytes, and a reason iff flawed. */
static void
item_is(const struct load *l, size_t i, enum item_flaw flaw, uint64_t seq,
    unsigned long line, const char *json, const char *name)
{
	const struct got *g = &l->v[i];

	if (!ok(i < l->nr, "%s: item %zu is there", name, i))
		return;
	is_int(g->flaw, flaw, "%s: item %zu: flaw", name, i);
	is_int((long long)g->seq, (long long)seq, "%s: item %zu: seq", name, i);
	is_int((long long)g->line, (long long)line, "%s: item %zu: line", name, i);
	is_mem(g->json, g->len, json, strlen(json), "%s: item %zu: bytes", name, i);
	if (flaw == ITEM_OK)
		ok(g->why == NULL, "%s: item %zu: no reason", name, i);
	else
		ok(g->why != NULL && g->why_off <= g->len, "%s: item %zu: a reason (%s) at %zu",
		    name, i, g->why != NULL ? g->why : "none", g->why_off);
}

static void
where_is(const struct load *l, size_t i, const char *file, unsigned long line, int row,
    const char *name)
{
	if (i >= l->nr)
		return;
	is_str(l->v[i].file, file, "%s: where %zu: file", name, i);
	is_int((long long)l->v[i].wline, (long long)line, "%s: where %zu: line", name, i);
	is_int(l->v[i].row, row, "%s: where %zu: row", name, i);
}

/* --- jsonl ----------------------------------------------------------- */

static void
test_jsonl(void)
{
	struct load l = { .err = BUF_INIT };
	struct buf enc = BUF_INIT, rel = BUF_INIT, file = BUF_INIT;

	id_encode("s/1", &enc);
	buf_addf(&rel, "j/%s.jsonl", enc.p);
	put(rel.p,
	    "{\"a\":1}\n"			/* 1 */
	    "   \n"				/* 2: blank, skipped */
	    "not json\n"			/* 3 */
	    "[1,2]\n"				/* 4 */
	    " { \"b\" : 2 }\r\n"		/* 5: canonicalised */
	    "{\"c\":3} x\n"			/* 6: data after the item */
	    "\n"				/* 7 */
	    "{\"d\": tor", -1);			/* 8: torn */
	at(&file, rel.p);

	load("jsonl", "j", "s/1", 1, &l);
	is_int(l.status, ST_END, "jsonl tolerant: reaches the end");
	is_int((long long)l.nr, 6, "jsonl tolerant: six items, torn tail included");
	item_is(&l, 0, ITEM_OK, 0, 1, "{\"a\":1}", "jsonl");
	item_is(&l, 1, ITEM_INVALID_JSON, 1, 3, "not json", "jsonl");
	item_is(&l, 2, ITEM_NOT_OBJECT, 2, 4, "[1,2]", "jsonl");
	is_str(l.v[2].why, "item is not a JSON object", "jsonl: not-object reason");
	item_is(&l, 3, ITEM_OK, 3, 5, "{\"b\":2}", "jsonl");
	item_is(&l, 4, ITEM_INVALID_JSON, 4, 6, "{\"c\":3} x", "jsonl");
	is_int((long long)l.v[4].why_off, 8, "jsonl: trailing data found at its byte");
	item_is(&l, 5, ITEM_TORN, 5, 8, "{\"d\": tor", "jsonl");
	is_str(l.err.p, "", "jsonl tolerant: nothing on stderr, not even the torn warning");
	where_is(&l, 0, file.p, 1, 0, "jsonl");
	where_is(&l, 3, file.p, 5, 0, "jsonl");
	where_is(&l, 5, file.p, 8, 0, "jsonl");

	load("jsonl", "j", "s/1", 0, &l);
	is_int(l.status, ST_DATA, "jsonl strict: fails on the bad line");
	is_int((long long)l.nr, 1, "jsonl strict: after the item before it");
	ok(strstr(l.err.p, ":3:") != NULL, "jsonl strict: the message names line 3: %s",
	    l.err.p);

	/* A torn tail alone: strict skips it with the usual warning. */
	buf_reset(&rel);
	buf_addf(&rel, "j/%s.jsonl", "torn");
	put(rel.p, "{\"a\":1}\n\n{\"b\":", -1);
	load("jsonl", "j", "torn", 0, &l);
	is_int(l.status, ST_END, "jsonl strict torn: ends");
	is_int((long long)l.nr, 1, "jsonl strict torn: one item");
	ok(strstr(l.err.p, "warning") != NULL && strstr(l.err.p, ":3:") != NULL,
	    "jsonl strict torn: warned with its line: %s", l.err.p);
	load("jsonl", "j", "torn", 1, &l);
	is_int((long long)l.nr, 2, "jsonl tolerant torn: two items");
	item_is(&l, 1, ITEM_TORN, 1, 3, "{\"b\":", "jsonl torn");
	is_str(l.err.p, "", "jsonl tolerant torn: no warning");

	/* A whole object without a newline is an item; blanks are nothing. */
	put("j/tail.jsonl", "{\"a\":1}\n{\"b\":2}", -1);
	load("jsonl", "j", "tail", 1, &l);
	is_int((long long)l.nr, 2, "jsonl unterminated object: two items");
	item_is(&l, 1, ITEM_OK, 1, 2, "{\"b\":2}", "jsonl tail");
	put("j/blank.jsonl", "{\"a\":1}\n  ", -1);
	load("jsonl", "j", "blank", 1, &l);
	is_int(l.status, ST_END, "jsonl blank tail: ends");
	is_int((long long)l.nr, 1, "jsonl blank tail: not an item");

	/* Single-file layout: where() names the file as given. */
	put("one.jsonl", "{}\n-\n", -1);
	load("jsonl", "one.jsonl", "one", 1, &l);
	at(&file, "one.jsonl");
	item_is(&l, 1, ITEM_INVALID_JSON, 1, 2, "-", "jsonl single");
	where_is(&l, 1, file.p, 2, 0, "jsonl single");

	buf_release(&l.err);
	buf_release(&enc);
	buf_release(&rel);
	buf_release(&file);
}

/* --- sqlite ---------------------------------------------------------- */

/* Make ROOT/rel with the schema sql and run the inserts ins. */
static int
mkdb(const char *rel, const char *sql, const char *ins)
{
	struct buf path = BUF_INIT;
	sqlite3 *db = NULL;
	char *msg = NULL;
	int rc;

	rc = sqlite3_open(at(&path, rel), &db);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db, sql, NULL, NULL, &msg);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db, ins, NULL, NULL, &msg);
	if (rc != SQLITE_OK)
		ok(0, "cannot make %s: %s", rel, msg != NULL ? msg : sqlite3_errstr(rc));
	sqlite3_free(msg);
	sqlite3_close(db);
	buf_release(&path);
	return rc == SQLITE_OK;
}

static void
test_sqlite(void)
{
	struct load l = { .err = BUF_INIT };
	struct buf file = BUF_INIT;

	/* Our columns; json may be NULL here (a foreign but accepted schema). */
	mkdb("d.db",
	    "CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);"
	    "CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL,"
	    " json TEXT, PRIMARY KEY (session_id, seq));",
	    "INSERT INTO sessions VALUES ('s', 1), ('empty', 2);"
	    "INSERT INTO items VALUES ('s', 7, '{\"c\":1} x');"
	    "INSERT INTO items VALUES ('s', 0, '{\"a\":1}');"
	    "INSERT INTO items VALUES ('s', 4, NULL);"
	    "INSERT INTO items VALUES ('s', 1, 'nope');"
	    "INSERT INTO items VALUES ('s', 5, X'7B7D');"
	    "INSERT INTO items VALUES ('s', 3, '\"str\"');"
	    "INSERT INTO items VALUES ('s', 6, ' { \"b\" : 2 } ');");
	at(&file, "d.db");

	load("sqlite", "d.db", "s", 1, &l);
	is_int(l.status, ST_END, "sqlite tolerant: reaches the end");
	is_int((long long)l.nr, 7, "sqlite tolerant: every row");
	item_is(&l, 0, ITEM_OK, 0, 0, "{\"a\":1}", "sqlite");
	item_is(&l, 1, ITEM_INVALID_JSON, 1, 0, "nope", "sqlite");
	item_is(&l, 2, ITEM_NOT_OBJECT, 3, 0, "\"str\"", "sqlite");	/* the gap stays */
	item_is(&l, 3, ITEM_INVALID_JSON, 4, 0, "", "sqlite");
	is_str(l.v[3].why, "json column is not text", "sqlite: NULL json reason");
	item_is(&l, 4, ITEM_INVALID_JSON, 5, 0, "{}", "sqlite");
	is_str(l.v[4].why, "json column is not text", "sqlite: BLOB json reason");
	item_is(&l, 5, ITEM_OK, 6, 0, "{\"b\":2}", "sqlite");
	item_is(&l, 6, ITEM_INVALID_JSON, 7, 0, "{\"c\":1} x", "sqlite");
	is_str(l.err.p, "", "sqlite tolerant: nothing on stderr");
	where_is(&l, 0, file.p, 0, 1, "sqlite");
	where_is(&l, 3, file.p, 0, 1, "sqlite");

	load("sqlite", "d.db", "s", 0, &l);
	is_int(l.status, ST_DATA, "sqlite strict: fails on the bad row");
	is_int((long long)l.nr, 1, "sqlite strict: after the row before it");
	ok(strstr(l.err.p, "#s@1") != NULL, "sqlite strict: names the row: %s", l.err.p);

	load("sqlite", "d.db", "empty", 1, &l);
	is_int(l.status, ST_END, "sqlite: an empty session ends at once");
	is_int((long long)l.nr, 0, "sqlite: an empty session has no items");
	load("sqlite", "d.db", "gone", 1, &l);
	is_int(l.status, ST_NOT_FOUND, "sqlite: a missing session is not found");

	/* Without the primary key: doubles are passed on, in seq order. */
	mkdb("nopk.db",
	    "CREATE TABLE sessions (id TEXT, created_at INTEGER);"
	    "CREATE TABLE items (session_id TEXT, seq INTEGER, json TEXT);",
	    "INSERT INTO sessions VALUES ('s', 1), ('n', 1);"
	    "INSERT INTO items VALUES ('s', 3, '{\"d\":3}');"
	    "INSERT INTO items VALUES ('s', 1, '{\"b\":1}');"
	    "INSERT INTO items VALUES ('s', 0, '{\"a\":0}');"
	    "INSERT INTO items VALUES ('s', 1, '{\"c\":1}');"
	    "INSERT INTO items VALUES ('n', NULL, '{}');"
	    "INSERT INTO items VALUES ('n', 0, '{}');");
	load("sqlite", "nopk.db", "s", 1, &l);
	is_int((long long)l.nr, 4, "sqlite no key: every row");
	if (l.nr == 4)
		ok(l.v[0].seq == 0 && l.v[1].seq == 1 && l.v[2].seq == 1 && l.v[3].seq == 3,
		    "sqlite no key: seq order, the double kept");
	load("sqlite", "nopk.db", "n", 1, &l);
	is_int(l.status, ST_DATA, "sqlite: a NULL seq is an error, tolerant or not");
	ok(strstr(l.err.p, "seq is not an integer") != NULL, "  and says so: %s", l.err.p);

	buf_release(&l.err);
	buf_release(&file);
}

/* --- dir ------------------------------------------------------------- */

static void
test_dir(void)
{
	struct load l = { .err = BUF_INIT };
	struct session_list list = SESSION_LIST_INIT;
	struct buf enc = BUF_INIT, rel = BUF_INIT, file = BUF_INIT, spec = BUF_INIT;
	struct store *st = NULL;
	static const char pretty[] = "{\n  \"a\": 1\n}\n";
	size_t n;
	int status;

	id_encode("s/1", &enc);
	buf_addf(&rel, "dd/%s", enc.p);
	n = rel.len;
	buf_adds(&rel, "/00000000.json");
	put(rel.p, pretty, -1);
	buf_setlen(&rel, n);
	buf_adds(&rel, "/00000001.json");
	put(rel.p, "{\"a\":\n", -1);
	buf_setlen(&rel, n);
	buf_adds(&rel, "/00000002.json");
	put(rel.p, "[]\n", -1);
	buf_setlen(&rel, n);
	buf_adds(&rel, "/00000003.json");
	put(rel.p, "{\"b\":2}\n", -1);
	at(&file, rel.p);

	load("dir", "dd", "s/1", 1, &l);
	is_int(l.status, ST_END, "dir tolerant: reaches the end");
	is_int((long long)l.nr, 4, "dir tolerant: every file");
	item_is(&l, 0, ITEM_OK, 0, 0, "{\"a\":1}", "dir");
	item_is(&l, 1, ITEM_INVALID_JSON, 1, 0, "{\"a\":\n", "dir");
	item_is(&l, 2, ITEM_NOT_OBJECT, 2, 0, "[]\n", "dir");
	item_is(&l, 3, ITEM_OK, 3, 0, "{\"b\":2}", "dir");
	is_str(l.err.p, "", "dir tolerant: nothing on stderr");
	where_is(&l, 3, file.p, 0, 0, "dir");

	load("dir", "dd", "s/1", 0, &l);
	is_int(l.status, ST_DATA, "dir strict: fails on the bad file");
	is_int((long long)l.nr, 1, "dir strict: after the file before it");
	ok(strstr(l.err.p, "00000001.json") != NULL, "dir strict: names the file: %s",
	    l.err.p);

	/* Hand-made, no meta.json: list sums the items; tolerant, it does not
	 * fail on a bad one. */
	buf_addf(&spec, "dir:%s", at(&rel, "dd"));
	if (store_open(spec.p, STORE_READ, NULL, 0, &st) == ST_OK) {
		err_begin();
		status = store_list(st, INFO_COUNTS, 0, &list);
		err_end(&l.err);
		is_int(status, ST_DATA, "dir strict list: fails on the bad file");
		session_list_release(&list);
		is_int(store_list(st, INFO_COUNTS, STORE_LOAD_TOLERANT, &list), ST_OK,
		    "dir tolerant list: ok");
		if (is_int((long long)list.nr, 1, "dir tolerant list: one session"))
			is_int((long long)list.v[0].bytes, 7 + 6 + 3 + 7,
			    "dir tolerant list: raw bytes of flawed items count");
		session_list_release(&list);
		store_close(st, ST_OK);
	}

	/* Other widths: where() names the file read. */
	put("dd/w/0.json", "{}", -1);
	put("dd/w/01.json", "nope", -1);
	put("dd/w/2.json", "{}", -1);
	load("dir", "dd", "w", 1, &l);
	is_int((long long)l.nr, 3, "dir widths: three items");
	item_is(&l, 1, ITEM_INVALID_JSON, 1, 0, "nope", "dir widths");
	where_is(&l, 1, at(&file, "dd/w/01.json"), 0, 0, "dir widths");
	where_is(&l, 2, at(&file, "dd/w/2.json"), 0, 0, "dir widths");

	/* Structure stays an error: a gap, a doubled seq. */
	put("dd/gap/00000000.json", "{}", -1);
	put("dd/gap/00000002.json", "{}", -1);
	load("dir", "dd", "gap", 1, &l);
	is_int(l.status, ST_DATA, "dir tolerant: a gap is an error");
	ok(strstr(l.err.p, "missing") != NULL, "  naming the missing file: %s", l.err.p);
	put("dd/dup/00000000.json", "{}", -1);
	put("dd/dup/0.json", "{}", -1);
	load("dir", "dd", "dup", 1, &l);
	is_int(l.status, ST_DATA, "dir tolerant: a doubled seq is an error");

	/* meta.json's items is the commit record: files beyond it are not
	 * items, even bad ones. */
	put("dd/m/meta.json", "{\"created_at\":1,\"items\":1,\"bytes\":2}\n", -1);
	put("dd/m/00000000.json", "{}", -1);
	put("dd/m/00000001.json", "bad", -1);
	load("dir", "dd", "m", 1, &l);
	is_int(l.status, ST_END, "dir meta: ends");
	is_int((long long)l.nr, 1, "dir meta: one item");

	buf_release(&l.err);
	buf_release(&enc);
	buf_release(&rel);
	buf_release(&file);
	buf_release(&spec);
}

int
main(void)
{
	if (mkdtemp(root) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	test_jsonl();
	test_sqlite();
	test_dir();
	fs_remove_tree(root);
	return tap_done();
}
