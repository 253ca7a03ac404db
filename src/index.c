/*
 * index.c - the full-text index (index.h): SQLite with FTS5, built from
 * the stores through their formats (conv.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "conv.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "index.h"
#include "item.h"
#include "json.h"
#include "redact.h"
#include "vote.h"
#include "xalloc.h"
#include "xxhash.h"

#define INDEX_APP_ID	0x54524958	/* "TRIX": PRAGMA application_id */
#define INDEX_VERSION	1		/* PRAGMA user_version */
#define BATCH_ITEMS	4096		/* items per transaction, about */
#define INST_MAX	64		/* matches noted per hit */

static const char schema_sql[] =
	"CREATE TABLE stores(\n"
	"  id INTEGER PRIMARY KEY,\n"
	"  spec TEXT NOT NULL UNIQUE,\n"	/* KIND:ABSOLUTE-PATH, or postgres */
	"  kind TEXT NOT NULL,\n"
	"  path TEXT NOT NULL,\n"		/* the operand */
	"  redact TEXT,\n"			/* NULL, or the patterns ('\n') */
	"  stamp TEXT,\n"			/* an SQLite store's files */
	"  indexed_at INTEGER NOT NULL);\n"
	"CREATE TABLE sessions(\n"
	"  id INTEGER PRIMARY KEY,\n"
	"  store INTEGER NOT NULL REFERENCES stores(id),\n"
	"  session TEXT NOT NULL,\n"
	"  format TEXT,\n"
	"  project TEXT,\n"
	"  created_at INTEGER,\n"
	"  updated_at INTEGER,\n"
	"  items INTEGER NOT NULL,\n"
	"  digest INTEGER NOT NULL,\n"
	"  size INTEGER,\n"
	"  mtime_ns INTEGER,\n"
	"  ino INTEGER,\n"
	"  src_items INTEGER,\n"
	"  UNIQUE(store, session));\n"
	"CREATE INDEX sessions_project ON sessions(project);\n"
	/* AUTOINCREMENT: an id is never used again, since the fts rows of
	 * deleted items stay (index.h): a new item given the id of a dead
	 * row would match that row's words. */
	"CREATE TABLE items(\n"
	"  id INTEGER PRIMARY KEY AUTOINCREMENT,\n"
	"  session INTEGER NOT NULL,\n"
	"  seq INTEGER NOT NULL,\n"
	"  role TEXT NOT NULL,\n"
	"  tools TEXT,\n"
	"  time INTEGER,\n"
	"  model TEXT);\n"
	"CREATE INDEX items_session ON items(session, seq);\n"
	"CREATE TABLE meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL);\n"
	"INSERT INTO meta VALUES('dead', 0);\n"
	"CREATE VIRTUAL TABLE fts USING fts5(text, content='',\n"
	"  tokenize='unicode61 remove_diacritics 2');\n"
	/* Merge fewer, bigger segments while indexing: 1.6 times faster at
	 * scale M, the index no bigger (index.h). */
	"INSERT INTO fts(fts, rank) VALUES('automerge', 16);\n"
	"INSERT INTO fts(fts, rank) VALUES('crisismerge', 64);\n";

enum stmt {
	S_STORE_GET, S_STORE_ADD, S_STORE_SET,
	S_SESS_LIST, S_SESS_ADD, S_SESS_SET, S_SESS_DEL, S_SESS_ROW,
	S_ITEMS_DEL, S_ITEM_ADD, S_FTS_ADD, S_DEAD_ADD,
	S_COUNT
};

static const char *const stmt_sql[S_COUNT] = {
	[S_STORE_GET] = "SELECT id, redact, stamp FROM stores WHERE spec = ?1",
	[S_STORE_ADD] = "INSERT INTO stores(spec, kind, path, redact, stamp, "
	    "indexed_at) VALUES(?1, ?2, ?3, ?4, NULL, 0)",
	[S_STORE_SET] = "UPDATE stores SET redact = ?2, stamp = ?3, "
	    "indexed_at = ?4 WHERE id = ?1",
	[S_SESS_LIST] = "SELECT id, session, items, digest, size, mtime_ns, "
	    "ino, src_items, format FROM sessions WHERE store = ?1 "
	    "ORDER BY session",
	[S_SESS_ADD] = "INSERT INTO sessions(store, session, items, digest) "
	    "VALUES(?1, ?2, 0, 0)",
	[S_SESS_SET] = "UPDATE sessions SET format = ?2, project = ?3, "
	    "created_at = ?4, updated_at = ?5, items = ?6, digest = ?7, "
	    "size = ?8, mtime_ns = ?9, ino = ?10, src_items = ?11 WHERE id = ?1",
	[S_SESS_DEL] = "DELETE FROM sessions WHERE id = ?1",
	[S_SESS_ROW] = "SELECT project, updated_at FROM sessions WHERE id = ?1",
	[S_ITEMS_DEL] = "DELETE FROM items WHERE session = ?1",
	[S_ITEM_ADD] = "INSERT INTO items(session, seq, role, tools, time, "
	    "model) VALUES(?1, ?2, ?3, ?4, ?5, ?6)",
	[S_FTS_ADD] = "INSERT INTO fts(rowid, text) VALUES(?1, ?2)",
	[S_DEAD_ADD] = "UPDATE meta SET value = value + ?1 WHERE key = 'dead'",
};

/* A store opened for index_hit_text(). */
struct open_store {
	char		*spec;
	struct store	*st;
};

struct index {
	sqlite3		*db;
	char		*path;
	int		 lock_fd;	/* the writer's flock, or -1 */
	int		 busy_ms;
	sqlite3_stmt	*s[S_COUNT];
	int		 in_txn;
	uint64_t	 txn_items;
	fts5_api	*fts;
	/* index_hit_text() */
	struct open_store *open;
	size_t		 nopen, aopen;
	struct redact	*hit_redact;
	char		*hit_redact_spec;
	struct buf	 scratch;
};

/* --- The database --------------------------------------------------- */

static int
db_fail(struct index *ix, int status, const char *what)
{
	return fail(status, "index '%s': %s: %s", ix->path, what,
	    sqlite3_errmsg(ix->db));
}

/* The status of SQLite's error rc. */
static int
db_status(int rc)
{
	switch (rc & 0xff) {
	case SQLITE_BUSY:
	case SQLITE_LOCKED:
		return ST_BUSY;
	case SQLITE_CORRUPT:
	case SQLITE_NOTADB:
	case SQLITE_FORMAT:
		return ST_DATA;
	default:
		return ST_IO;
	}
}

static int
db_exec(struct index *ix, const char *sql)
{
	int rc = sqlite3_exec(ix->db, sql, NULL, NULL, NULL);

	return rc == SQLITE_OK ? ST_OK : db_fail(ix, db_status(rc), sql);
}

static sqlite3_stmt *
stmt(struct index *ix, enum stmt which)
{
	sqlite3_stmt *s = ix->s[which];

	if (s == NULL) {
		if (sqlite3_prepare_v3(ix->db, stmt_sql[which], -1,
		    SQLITE_PREPARE_PERSISTENT, &s, NULL) != SQLITE_OK)
			return NULL;
		ix->s[which] = s;
	}
	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
	return s;
}

/* Run s to its end (a write); ST_OK or the error, reported. */
static int
stmt_done(struct index *ix, sqlite3_stmt *s, const char *what)
{
	int rc = s == NULL ? sqlite3_errcode(ix->db) : sqlite3_step(s);

	if (s != NULL)
		sqlite3_reset(s);
	return rc == SQLITE_DONE ? ST_OK : db_fail(ix, db_status(rc), what);
}

static void
bind_text(sqlite3_stmt *s, int i, const char *p, size_t n)
{
	if (p == NULL)
		sqlite3_bind_null(s, i);
	else
		sqlite3_bind_text64(s, i, p, n, SQLITE_STATIC, SQLITE_UTF8);
}

static void
bind_str(sqlite3_stmt *s, int i, const char *p)
{
	bind_text(s, i, p, p != NULL ? strlen(p) : 0);
}

/* An epoch time, or NULL where unknown (< 0). */
static void
bind_time(sqlite3_stmt *s, int i, int64_t ms)
{
	if (ms < 0)
		sqlite3_bind_null(s, i);
	else
		sqlite3_bind_int64(s, i, ms);
}

static int
txn_begin(struct index *ix)
{
	int status;

	if (ix->in_txn)
		return ST_OK;
	if ((status = db_exec(ix, "BEGIN IMMEDIATE")) == ST_OK) {
		ix->in_txn = 1;
		ix->txn_items = 0;
	}
	return status;
}

static int
txn_end(struct index *ix, int commit)
{
	if (!ix->in_txn)
		return ST_OK;
	ix->in_txn = 0;
	if (commit)
		return db_exec(ix, "COMMIT");
	sqlite3_exec(ix->db, "ROLLBACK", NULL, NULL, NULL);
	return ST_OK;
}

/* The FTS5 API of the connection. */
static fts5_api *
fts_api(sqlite3 *db)
{
	fts5_api *api = NULL;
	sqlite3_stmt *s;

	if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &s, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_pointer(s, 1, (void *)&api, "fts5_api_ptr", NULL);
	(void)sqlite3_step(s);
	sqlite3_finalize(s);
	return api;
}

static void	tf_fn(const Fts5ExtensionApi *, Fts5Context *, sqlite3_context *,
		    int, sqlite3_value **);

/* transcript_inst(fts): "TOKEN:LEN ..." for the row's first matches. */
static void
inst_fn(const Fts5ExtensionApi *x, Fts5Context *ctx, sqlite3_context *out,
    int nval, sqlite3_value **val)
{
	struct buf b = BUF_INIT;
	int n, phrase, col, off;

	(void)nval;
	(void)val;
	if (x->xInstCount(ctx, &n) != SQLITE_OK)
		n = 0;
	for (int i = 0; i < n && i < INST_MAX; i++)
		if (x->xInst(ctx, i, &phrase, &col, &off) == SQLITE_OK)
			buf_addf(&b, "%s%d:%d", b.len > 0 ? " " : "", off,
			    x->xPhraseSize(ctx, phrase));
	sqlite3_result_text(out, b.len > 0 ? b.p : "", (int)b.len,
	    SQLITE_TRANSIENT);
	buf_release(&b);
}

static int
schema_check(struct index *ix, int writer)
{
	sqlite3_stmt *s;
	int64_t app = 0, ver = 0, tables = 0;

	if (sqlite3_prepare_v2(ix->db, "SELECT (SELECT application_id FROM "
	    "pragma_application_id), (SELECT user_version FROM "
	    "pragma_user_version), (SELECT count(*) FROM sqlite_schema)",
	    -1, &s, NULL) != SQLITE_OK)
		return db_fail(ix, db_status(sqlite3_errcode(ix->db)),
		    "not an SQLite database");
	if (sqlite3_step(s) == SQLITE_ROW) {
		app = sqlite3_column_int64(s, 0);
		ver = sqlite3_column_int64(s, 1);
		tables = sqlite3_column_int64(s, 2);
	}
	sqlite3_finalize(s);
	if (app == 0 && tables == 0 && writer) {	/* new: made in WAL mode,
						   so that a kill leaves no
						   hot journal for readers */
		struct buf sql = BUF_INIT;
		int status;

		buf_addf(&sql, "PRAGMA journal_mode = WAL; BEGIN IMMEDIATE; %s "
		    "PRAGMA application_id = %d; "
		    "PRAGMA user_version = %d; COMMIT", schema_sql,
		    INDEX_APP_ID, INDEX_VERSION);
		status = db_exec(ix, sql.p);
		buf_release(&sql);
		if (status != ST_OK)
			sqlite3_exec(ix->db, "ROLLBACK", NULL, NULL, NULL);
		return status;
	}
	if (app != INDEX_APP_ID)
		return fail(ST_DATA, "'%s' is not a transcript index", ix->path);
	if (ver != INDEX_VERSION)
		return fail(ST_DATA, "index '%s' is of version %lld; this "
		    "transcript reads version %d: remove it and index again",
		    ix->path, (long long)ver, INDEX_VERSION);
	return ST_OK;
}

int
index_default_path(struct buf *out)
{
	const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (cache != NULL && *cache == '/')
		buf_addf(out, "%s/transcript/index.db", cache);
	else if (home != NULL && *home != '\0')
		buf_addf(out, "%s/.cache/transcript/index.db", home);
	else
		return fail(ST_USAGE, "no index: set HOME or XDG_CACHE_HOME, "
		    "or give --db");
	return ST_OK;
}

/* mkdir -p of path's directory, each one made mode 0700. */
static int
make_parent(const char *path)
{
	char *d = xstrdup(path), *p;
	int status = ST_OK;

	for (p = strchr(d + 1, '/'); p != NULL && status == ST_OK;
	    p = strchr(p + 1, '/')) {
		*p = '\0';
		if (fs_mkdir(d, 0700) == -1 && errno != EEXIST)
			status = fail_errno(ST_IO, "cannot create '%s'", d);
		*p = '/';
	}
	free(d);
	return status;
}

int
index_open(const char *path, int writer, int busy_ms, struct index **out)
{
	struct index *ix = xcalloc(1, sizeof(*ix));
	struct stat sb;
	int status = ST_OK, rc, fd = -1;

	ix->path = xstrdup(path);
	ix->lock_fd = -1;
	ix->busy_ms = busy_ms;
	if (writer) {
		if ((status = make_parent(path)) != ST_OK)
			goto fail;
		/* Created 0600 before SQLite opens it (its -wal and -shm take
		 * its mode). */
		fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
		if (fd == -1) {
			status = fail_errno(ST_IO, "cannot open index '%s'", path);
			goto fail;
		}
		if (fstat(fd, &sb) == 0 && !S_ISREG(sb.st_mode)) {
			status = fail(ST_DATA, "index '%s' is not a regular file",
			    path);
			goto fail;
		}
		if ((status = fs_lock(fd, busy_ms, path)) != ST_OK)
			goto fail;
		ix->lock_fd = fd;
		fd = -1;
	} else if (stat(path, &sb) == -1) {
		status = errno == ENOENT ? fail(ST_NOT_FOUND, "no index '%s': "
		    "make one with `transcript index STORE`", path) :
		    fail_errno(ST_IO, "cannot open index '%s'", path);
		goto fail;
	}
	rc = sqlite3_open_v2(path, &ix->db, (writer ? SQLITE_OPEN_READWRITE :
	    SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW,
	    NULL);
	if (rc != SQLITE_OK) {
		status = fail(db_status(rc), "cannot open index '%s': %s", path,
		    ix->db != NULL ? sqlite3_errmsg(ix->db) : "out of memory");
		goto fail;
	}
	sqlite3_busy_timeout(ix->db, busy_ms);
	sqlite3_extended_result_codes(ix->db, 1);
	/* The schema first: a database that is not an index is not written
	 * (not even turned to WAL). */
	if ((status = schema_check(ix, writer)) != ST_OK)
		goto fail;
	if (writer && (status = db_exec(ix, "PRAGMA journal_mode = WAL; "
	    "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")) != ST_OK)
		goto fail;
	if ((ix->fts = fts_api(ix->db)) == NULL ||
	    ix->fts->xCreateFunction(ix->fts, "transcript_inst", NULL, inst_fn,
	    NULL) != SQLITE_OK ||
	    ix->fts->xCreateFunction(ix->fts, "transcript_tf", NULL, tf_fn,
	    NULL) != SQLITE_OK) {
		status = fail(ST_IO, "index '%s': SQLite has no FTS5", path);
		goto fail;
	}
	*out = ix;
	return ST_OK;
fail:
	if (fd >= 0)
		close(fd);
	index_close(ix, status);
	return status;
}

int
index_close(struct index *ix, int status)
{
	if (ix == NULL)
		return status;
	txn_end(ix, 0);
	for (size_t i = 0; i < S_COUNT; i++)
		sqlite3_finalize(ix->s[i]);
	for (size_t i = 0; i < ix->nopen; i++) {
		free(ix->open[i].spec);
		status = store_close(ix->open[i].st, status);
	}
	free(ix->open);
	redact_free(ix->hit_redact);
	free(ix->hit_redact_spec);
	if (ix->db != NULL && sqlite3_close(ix->db) != SQLITE_OK && status == ST_OK)
		status = fail(ST_IO, "cannot close index '%s'", ix->path);
	if (ix->lock_fd >= 0)
		close(ix->lock_fd);
	buf_release(&ix->scratch);
	free(ix->path);
	free(ix);
	return status;
}

/* --- What an item gives the index ----------------------------------- */

void
index_item_text(const struct conv_item *ci, struct buf *text)
{
	for (size_t i = 0; i < ci->nr; i++) {
		const struct conv_block *b = &ci->v[i];

		switch (b->kind) {
		case CONV_TEXT:
			if (b->msg != NULL && b->msg->echo)
				break;
			/* FALLTHROUGH */
		case CONV_THINKING:
		case CONV_RESULT:
			if (b->ev.text.n > 0)
				json_text_add(b->ev.text, text);
			break;
		case CONV_CALL:
			if (b->ev.name.n > 0) {
				json_text_add(b->ev.name, text);
				buf_addc(text, '\n');
			}
			if (b->ev.args.n > 0)
				json_text_add(b->ev.args, text);
			break;
		default:
			break;
		}
		if (text->len > 0 && text->p[text->len - 1] != '\n')
			buf_addc(text, '\n');
	}
}

/* Feed it (valid) to c; where its format makes nothing of it, read it by
 * the format it looks like, as dump does. */
static int
feed(struct conv *c, const struct item *it, const struct format_item *fi)
{
	int status;

	if ((status = conv_feed(c, it, fi, NULL)) != ST_OK)
		return status;
	if (c->item.events == 0)
		status = conv_feed_detected(c);
	return status;
}

/* The time of ci: its first block's that has one, else its message's. */
static int64_t
item_time(const struct conv_item *ci)
{
	int64_t ms;

	for (size_t i = 0; i < ci->nr; i++)
		if (ci->v[i].ev.time.n > 0 &&
		    format_time_ms(ci->v[i].ev.time, &ms) == 0)
			return ms;
	if (ci->msg != NULL && ci->msg->time.n > 0 &&
	    format_time_ms(ci->msg->time, &ms) == 0)
		return ms;
	return -1;
}

/* --- Indexing a store ----------------------------------------------- */

/* A session the listing and the index agree on, or one to (re)index. */
struct work {
	char		*id;
	int64_t		 created;
	int64_t		 row;		/* sessions.id, or 0: new */
	uint64_t	 items, digest;	/* indexed */
	char		*format;	/* as indexed, or NULL */
	int64_t		 src_items;	/* the listing's count then, or -1 */
	struct session_info info;	/* its stamp (no id) */
};

/* The calls of a session, for the tool names of their results. */
struct calls {
	uint64_t	*hash;
	size_t		*name;		/* offsets into names */
	size_t		 nr, alloc, aname;
	struct buf	 names;
};

static void
calls_add(struct calls *c, struct json_span id, struct json_span name,
    struct buf *scratch)
{
	xgrow(&c->hash, &c->alloc, c->nr + 1, sizeof(*c->hash));
	xgrow(&c->name, &c->aname, c->nr + 1, sizeof(*c->name));
	c->hash[c->nr] = format_hash(id);
	c->name[c->nr] = c->names.len;
	buf_reset(scratch);
	json_str_decode(name, scratch);
	buf_add(&c->names, scratch->p, strlen(scratch->p) + 1);
	c->nr++;
}

static const char *
calls_find(const struct calls *c, struct json_span id)
{
	uint64_t h = format_hash(id);

	for (size_t i = c->nr; i-- > 0;)
		if (c->hash[i] == h)
			return c->names.p + c->name[i];
	return NULL;
}

static void
calls_release(struct calls *c)
{
	free(c->hash);
	free(c->name);
	buf_release(&c->names);
	memset(c, 0, sizeof(*c));
}

/* Add name (a C string) to the space-separated list tools, once. */
static void
tools_add(struct buf *tools, const char *name)
{
	size_t n = strlen(name);
	const char *p = tools->p;

	if (n == 0 || strchr(name, ' ') != NULL)
		return;
	for (size_t at = 0; tools->len > 0 && at < tools->len;) {
		const char *sp = memchr(p + at, ' ', tools->len - at);
		size_t end = sp != NULL ? (size_t)(sp - p) : tools->len;

		if (end - at == n && memcmp(p + at, name, n) == 0)
			return;
		at = end + 1;
	}
	if (tools->len > 0)
		buf_addc(tools, ' ');
	buf_add(tools, name, n);
}

/*
 * index_update() in two halves: the reader (read_session()) loads each
 * session, folds it (conv.h) and takes the text of the items the index
 * lacks; the writer (write_rec()) puts them into the database.  With
 * INDEX_THREADS the reader runs on a thread of its own, a bounded queue of
 * records between them (the writer, SQLite's FTS5, is most of the work:
 * the two overlap); else the reader hands each record to the writer
 * itself.
 */
enum rec_kind {
	R_BEGIN,	/* a session begins */
	R_ITEM,		/* an item to index */
	R_RESTART,	/* what was indexed of it changed: index it anew */
	R_END,		/* the session read to its end */
	R_GONE,		/* the session is gone */
	R_FAIL		/* the reader failed: status */
};

struct rec {
	enum rec_kind	 kind;
	size_t		 w;		/* its session: work[w] */
	uint64_t	 seq;		/* R_ITEM */
	int64_t		 time;		/* R_ITEM: its time; R_END: the last */
	const char	*role;		/* R_ITEM (static) */
	const char	*format;	/* R_END (static), or NULL */
	uint64_t	 n, digest;	/* R_END: items read, their digest */
	int		 status;	/* R_FAIL */
	struct buf	 text;		/* R_ITEM; R_END: the project */
	struct buf	 tools, model;	/* R_ITEM */
	struct rec	*next;
};

#define QUEUE_BYTES	(8u << 20)	/* text between the halves, about */

/* The reader's state. */
struct reader {
	struct store		*st;
	struct redact		*rd;
	struct work		*work;
	size_t			 nwork;
	struct conv		 conv;
	struct calls		 calls;
	struct buf		 tools, model, project, scratch;
	int64_t			 last_time;
	/* where records go */
	int			(*emit)(void *arg, struct rec *r);
	void			*arg;
};

static struct rec *
rec_new(enum rec_kind kind, size_t w)
{
	struct rec *r = xcalloc(1, sizeof(*r));

	r->kind = kind;
	r->w = w;
	return r;
}

static void
rec_free(struct rec *r)
{
	if (r == NULL)
		return;
	buf_release(&r->text);
	buf_release(&r->tools);
	buf_release(&r->model);
	free(r);
}

/* The facts of it: the project its records name (Codex's cwd). */
static void
note_project(struct reader *rd, const struct format *fmt, const struct item *it)
{
	struct format_facts f;
	struct json_span rec = { it->json, it->len };

	if (rd->project.len > 0 || fmt == NULL || fmt->facts == NULL)
		return;
	memset(&f, 0, sizeof(f));
	buf_reset(&rd->scratch);
	fmt->facts(rec, &rd->scratch, &f);
	if (f.cwd.n > 0)
		json_str_decode(f.cwd, &rd->project);
}

/* Note what the item rd->conv holds tells of the items after it (its
 * calls, model and time); with add, send it (seq) to be indexed if it has
 * any text. */
static int
read_item(struct reader *rd, size_t w, uint64_t seq, int add)
{
	const struct conv_item *ci = &rd->conv.item;
	struct rec *r;
	int64_t t;

	buf_reset(&rd->tools);
	for (size_t i = 0; i < ci->nr; i++) {
		const struct conv_block *b = &ci->v[i];
		const char *name = NULL;

		if (b->msg != NULL && b->msg->model.n > 0) {
			buf_reset(&rd->model);
			json_str_decode(b->msg->model, &rd->model);
		}
		if (b->kind == CONV_CALL && b->ev.name.n > 0) {
			if (b->ev.id.n > 0)
				calls_add(&rd->calls, b->ev.id, b->ev.name,
				    &rd->scratch);
			buf_reset(&rd->scratch);
			json_str_decode(b->ev.name, &rd->scratch);
			tools_add(&rd->tools, rd->scratch.p);
		} else if (b->kind == CONV_RESULT) {
			if (b->ev.name.n > 0) {
				buf_reset(&rd->scratch);
				json_str_decode(b->ev.name, &rd->scratch);
				name = rd->scratch.p;
			} else if (b->ev.id.n > 0)
				name = calls_find(&rd->calls, b->ev.id);
			if (name != NULL)
				tools_add(&rd->tools, name);
		}
	}
	if ((t = item_time(ci)) >= 0)
		rd->last_time = t;
	if (!add)
		return ST_OK;
	r = rec_new(R_ITEM, w);
	index_item_text(ci, &r->text);
	if (r->text.len == 0) {
		rec_free(r);
		return ST_OK;
	}
	r->seq = seq;
	r->time = rd->last_time >= 0 ? rd->last_time : rd->work[w].created;
	r->role = format_role_name(conv_item_role(ci));
	buf_add(&r->tools, rd->tools.p, rd->tools.len);
	buf_add(&r->model, rd->model.p, rd->model.len);
	return rd->emit(rd->arg, r);
}

/*
 * Read session work[w] once: with items > 0 indexed, check them against
 * the digest and send the items after them; else (*whole set) nothing: it
 * must be read anew.  *gone where it no longer exists.
 */
static int
read_pass(struct reader *rd, size_t w, uint64_t items, int *whole, int *gone)
{
	const struct work *wk = &rd->work[w];
	struct redact_cursor rcur;
	struct vote_reader vr;
	struct item_cursor *cur = NULL, *in;
	const struct format *fmt = NULL;
	struct format_item fi;
	struct item it;
	struct rec *r;
	uint64_t digest = 0, n = 0;
	int status;

	*whole = *gone = 0;
	memset(&vr, 0, sizeof(vr));
	memset(&rcur, 0, sizeof(rcur));
	rd->last_time = -1;
	buf_reset(&rd->project);
	buf_reset(&rd->model);
	calls_release(&rd->calls);
	/* the project the store's layout names (a Claude Code project key),
	 * else the working directory the records name (Codex's cwd) */
	(void)store_session_group(rd->st, wk->id, STORE_GROUP_PROJECT,
	    &rd->project);
	status = store_load(rd->st, wk->id, STORE_LOAD_TOLERANT, &cur);
	if (status == ST_NOT_FOUND) {
		*gone = 1;
		return ST_OK;
	}
	if (status != ST_OK)
		return status;
	in = redact_cursor(&rcur, rd->rd, cur);
	status = vote_reader_open(&vr, in, &fmt);
	conv_init(&rd->conv, fmt, 1);
	if (status != ST_OK)
		goto out;
	if (items > 0 && (wk->format != NULL ? fmt == NULL ||
	    strcmp(wk->format, fmt->name) != 0 : fmt != NULL)) {
		*whole = 1;	/* read as another format now */
		goto out;
	}
	while ((status = vote_reader_next(&vr, &it, &fi)) == ST_OK) {
		if (it.flaw == ITEM_TORN)
			break;	/* not yet an item */
		digest = xxh64(it.json, it.len, digest);
		n++;
		if (it.flaw != ITEM_OK)
			continue;	/* check reports it */
		note_project(rd, fmt, &it);
		if ((status = feed(&rd->conv, &it, &fi)) != ST_OK)
			break;
		if (n == items && digest != wk->digest) {
			*whole = 1;
			break;
		}
		if ((status = read_item(rd, w, it.seq, n > items)) != ST_OK)
			break;
	}
	if (status == ST_END)
		status = ST_OK;
	if (status == ST_OK && !*whole && n < items)
		*whole = 1;	/* shorter than indexed: rewritten */
	if (status == ST_OK && !*whole) {
		r = rec_new(R_END, w);
		r->format = fmt != NULL ? fmt->name : NULL;
		buf_add(&r->text, rd->project.p, rd->project.len);
		r->time = rd->last_time;
		r->n = n;
		r->digest = digest;
		status = rd->emit(rd->arg, r);
	}
out:
	conv_release(&rd->conv);
	vote_reader_release(&vr);
	redact_cursor_release(&rcur);
	item_cursor_free(cur);
	return status;
}

/* Read session work[w]: what the index lacks of it, or all of it anew. */
static int
read_session(struct reader *rd, size_t w)
{
	int status, whole, gone;

	if ((status = rd->emit(rd->arg, rec_new(R_BEGIN, w))) != ST_OK)
		return status;
	status = read_pass(rd, w, rd->work[w].items, &whole, &gone);
	if (status == ST_OK && whole &&
	    (status = rd->emit(rd->arg, rec_new(R_RESTART, w))) == ST_OK)
		status = read_pass(rd, w, 0, &whole, &gone);
	if (status == ST_OK && gone)
		status = rd->emit(rd->arg, rec_new(R_GONE, w));
	return status;
}

static void
reader_release(struct reader *rd)
{
	calls_release(&rd->calls);
	buf_release(&rd->tools);
	buf_release(&rd->model);
	buf_release(&rd->project);
	buf_release(&rd->scratch);
}

/* Drop the items of session row (their fts rows stay, dead). */
static int
drop_items(struct index *ix, int64_t row)
{
	sqlite3_stmt *q = stmt(ix, S_ITEMS_DEL);
	int status;

	if (q == NULL)
		return db_fail(ix, ST_IO, "items");
	sqlite3_bind_int64(q, 1, row);
	if ((status = stmt_done(ix, q, "items")) != ST_OK)
		return status;
	if ((q = stmt(ix, S_DEAD_ADD)) == NULL)
		return db_fail(ix, ST_IO, "meta");
	sqlite3_bind_int64(q, 1, sqlite3_changes64(ix->db));
	return stmt_done(ix, q, "meta");
}

/* Drop session row from the index: its items (dead in fts) and itself. */
static int
drop_session(struct index *ix, int64_t row)
{
	sqlite3_stmt *q;
	int status;

	if ((status = drop_items(ix, row)) != ST_OK)
		return status;
	if ((q = stmt(ix, S_SESS_DEL)) == NULL)
		return db_fail(ix, ST_IO, "sessions");
	sqlite3_bind_int64(q, 1, row);
	return stmt_done(ix, q, "sessions");
}

/* The writer's state. */
struct writer {
	struct index		*ix;
	int64_t			 store_row;
	struct work		*work;
	struct index_report	*rep;
	/* the session being written */
	int			 fresh, rewritten;
	uint64_t		 added;
};

static int
write_item(struct writer *wr, const struct rec *r)
{
	struct index *ix = wr->ix;
	sqlite3_stmt *q;
	int status;

	if ((q = stmt(ix, S_ITEM_ADD)) == NULL)
		return db_fail(ix, ST_IO, "items");
	sqlite3_bind_int64(q, 1, wr->work[r->w].row);
	sqlite3_bind_int64(q, 2, (int64_t)r->seq);
	bind_str(q, 3, r->role);
	bind_text(q, 4, r->tools.len > 0 ? r->tools.p : NULL, r->tools.len);
	bind_time(q, 5, r->time);
	bind_text(q, 6, r->model.len > 0 ? r->model.p : NULL, r->model.len);
	if ((status = stmt_done(ix, q, "items")) != ST_OK)
		return status;
	if ((q = stmt(ix, S_FTS_ADD)) == NULL)
		return db_fail(ix, ST_IO, "fts");
	sqlite3_bind_int64(q, 1, sqlite3_last_insert_rowid(ix->db));
	bind_text(q, 2, r->text.p, r->text.len);
	if ((status = stmt_done(ix, q, "fts")) != ST_OK)
		return status;
	wr->added++;
	wr->rep->items++;
	wr->rep->bytes += r->text.len;
	ix->txn_items++;
	return ST_OK;
}

static int
write_end(struct writer *wr, const struct rec *r)
{
	struct index *ix = wr->ix;
	const struct work *w = &wr->work[r->w];
	const struct session_info *i = &w->info;
	sqlite3_stmt *q = stmt(ix, S_SESS_SET);
	int status;

	if (q == NULL)
		return db_fail(ix, ST_IO, "sessions");
	sqlite3_bind_int64(q, 1, w->row);
	bind_str(q, 2, r->format);
	bind_text(q, 3, r->text.len > 0 ? r->text.p : NULL, r->text.len);
	bind_time(q, 4, w->created);
	bind_time(q, 5, r->time >= 0 ? r->time : w->created);
	sqlite3_bind_int64(q, 6, (int64_t)r->n);
	sqlite3_bind_int64(q, 7, (int64_t)r->digest);
	if (i->mtime_ns != 0) {
		sqlite3_bind_int64(q, 8, (int64_t)i->stored);
		sqlite3_bind_int64(q, 9, i->mtime_ns);
		sqlite3_bind_int64(q, 10, (int64_t)i->ino);
	}
	if (i->items != INFO_UNKNOWN)
		sqlite3_bind_int64(q, 11, (int64_t)i->items);
	if ((status = stmt_done(ix, q, "sessions")) != ST_OK)
		return status;
	if (wr->fresh)
		wr->rep->fresh++;
	else if (wr->rewritten)
		wr->rep->rewritten++;
	else if (wr->added > 0)
		wr->rep->grown++;
	else
		wr->rep->same++;
	/* a transaction ends between sessions only */
	return ix->txn_items >= BATCH_ITEMS ? txn_end(ix, 1) : ST_OK;
}

/* Write record r into the index (and free it). */
static int
write_rec(struct writer *wr, struct rec *r)
{
	struct index *ix = wr->ix;
	struct work *w = &wr->work[r->w];
	sqlite3_stmt *q;
	int status = ST_OK;

	switch (r->kind) {
	case R_BEGIN:
		wr->fresh = w->row == 0;
		wr->rewritten = 0;
		wr->added = 0;
		if ((status = txn_begin(ix)) != ST_OK || !wr->fresh)
			break;
		if ((q = stmt(ix, S_SESS_ADD)) == NULL) {
			status = db_fail(ix, ST_IO, "sessions");
			break;
		}
		sqlite3_bind_int64(q, 1, wr->store_row);
		bind_str(q, 2, w->id);
		if ((status = stmt_done(ix, q, "sessions")) == ST_OK)
			w->row = sqlite3_last_insert_rowid(ix->db);
		break;
	case R_ITEM:
		status = write_item(wr, r);
		break;
	case R_RESTART:		/* indexed anew, its old rows dead */
		wr->rewritten = 1;
		status = drop_items(ix, w->row);
		break;
	case R_END:
		status = write_end(wr, r);
		break;
	case R_GONE:		/* removed since it was listed */
		status = drop_session(ix, w->row);
		wr->rep->dropped += !wr->fresh;
		break;
	case R_FAIL:
		status = r->status;
		break;
	}
	rec_free(r);
	return status;
}

static int
emit_inline(void *arg, struct rec *r)
{
	return write_rec(arg, r);
}

/* The queue between a reader thread and the writer. */
struct queue {
	pthread_mutex_t		 mu;
	pthread_cond_t		 cv;
	struct rec		*head, *tail;
	size_t			 bytes;
	int			 done;		/* the reader has finished */
	int			 stop;		/* the writer has failed */
	struct reader		*rd;
};

static int
emit_queue(void *arg, struct rec *r)
{
	struct queue *q = arg;
	size_t n = r->text.len + sizeof(*r);

	pthread_mutex_lock(&q->mu);
	while (q->bytes > QUEUE_BYTES && !q->stop)
		pthread_cond_wait(&q->cv, &q->mu);
	if (q->stop) {
		pthread_mutex_unlock(&q->mu);
		rec_free(r);
		return ST_SKIP;		/* quietly: the writer reported */
	}
	r->next = NULL;
	if (q->tail != NULL)
		q->tail->next = r;
	else
		q->head = r;
	q->tail = r;
	q->bytes += n;
	pthread_cond_broadcast(&q->cv);
	pthread_mutex_unlock(&q->mu);
	return ST_OK;
}

static void *
reader_main(void *arg)
{
	struct queue *q = arg;
	struct reader *rd = q->rd;
	int status = ST_OK;

	for (size_t i = 0; i < rd->nwork && status == ST_OK; i++)
		status = read_session(rd, i);
	if (status != ST_OK && status != ST_SKIP) {
		struct rec *r = rec_new(R_FAIL, 0);

		r->status = status;
		(void)emit_queue(q, r);
	}
	pthread_mutex_lock(&q->mu);
	q->done = 1;
	pthread_cond_broadcast(&q->cv);
	pthread_mutex_unlock(&q->mu);
	return NULL;
}

/* Index the sessions work[0..nr) of st, read on a thread of their own
 * where threads allows one. */
static int
index_work(struct index *ix, struct store *st, int64_t store_row,
    struct redact *red, struct work *work, size_t nr, int threads,
    struct index_report *rep)
{
	struct writer wr = { ix, store_row, work, rep, 0, 0, 0 };
	struct reader rd;
	struct queue q;
	pthread_t t;
	int status = ST_OK;

	memset(&rd, 0, sizeof(rd));
	rd.st = st;
	rd.rd = red;
	rd.work = work;
	rd.nwork = nr;
	if (!threads || nr < 2) {
		rd.emit = emit_inline;
		rd.arg = &wr;
		for (size_t i = 0; i < nr && status == ST_OK; i++)
			status = read_session(&rd, i);
		reader_release(&rd);
		return status;
	}
	memset(&q, 0, sizeof(q));
	pthread_mutex_init(&q.mu, NULL);
	pthread_cond_init(&q.cv, NULL);
	q.rd = &rd;
	rd.emit = emit_queue;
	rd.arg = &q;
	if (pthread_create(&t, NULL, reader_main, &q) != 0) {
		status = fail(ST_IO, "index: cannot start a thread");
		goto out;
	}
	for (;;) {
		struct rec *r;

		pthread_mutex_lock(&q.mu);
		while (q.head == NULL && !q.done)
			pthread_cond_wait(&q.cv, &q.mu);
		if ((r = q.head) == NULL) {
			pthread_mutex_unlock(&q.mu);
			break;		/* done, all written */
		}
		if ((q.head = r->next) == NULL)
			q.tail = NULL;
		q.bytes -= r->text.len + sizeof(*r);
		pthread_cond_broadcast(&q.cv);
		pthread_mutex_unlock(&q.mu);
		if (status == ST_OK)
			status = write_rec(&wr, r);
		else
			rec_free(r);
		if (status != ST_OK) {
			pthread_mutex_lock(&q.mu);
			q.stop = 1;
			pthread_cond_broadcast(&q.cv);
			pthread_mutex_unlock(&q.mu);
		}
	}
	pthread_join(t, NULL);
out:
	pthread_mutex_destroy(&q.mu);
	pthread_cond_destroy(&q.cv);
	reader_release(&rd);
	return status;
}

/* A redact of the built-in kinds and the patterns pats ('\n' after
 * each), as stores.redact keeps them. */
static int
redact_from(const char *pats, struct redact **out)
{
	struct redact *r = redact_new();
	char *copy = xstrdup(pats), *p, *nl;
	int status = ST_OK;

	for (p = copy; status == ST_OK && (nl = strchr(p, '\n')) != NULL;
	    p = nl + 1) {
		*nl = '\0';
		status = redact_add(r, p);
	}
	free(copy);
	if (status != ST_OK) {
		redact_free(r);
		return status;
	}
	*out = r;
	return ST_OK;
}

/* The redaction ro asks for, as stores.redact keeps it: NULL (none), or
 * its patterns, each followed by '\n' ("" for the built-in kinds alone:
 * out->p is never NULL then). */
static void
redact_canon(const struct redact_opts *ro, struct buf *out, int *on)
{
	*on = ro != NULL && ro->on;
	if (!*on)
		return;
	buf_grow(out, 0);
	for (size_t i = 0; i < ro->npat; i++)
		buf_addf(out, "%s\n", ro->pat[i]);
}

static int
work_cmp(const void *a, const void *b)
{
	const struct work *x = a, *y = b;

	if (x->created != y->created)
		return x->created < y->created ? -1 : 1;
	return strcmp(x->id, y->id);
}

static void
work_release(struct work *v, size_t nr)
{
	for (size_t i = 0; i < nr; i++) {
		free(v[i].id);
		free(v[i].format);
	}
	free(v);
}

/* Does the listing's info say the session is as row r (of S_SESS_LIST)
 * indexed it, without reading it? */
static int
stamp_same(const struct session_info *info, sqlite3_stmt *r)
{
	return info->mtime_ns != 0 && sqlite3_column_type(r, 5) != SQLITE_NULL &&
	    (int64_t)info->stored == sqlite3_column_int64(r, 4) &&
	    info->mtime_ns == sqlite3_column_int64(r, 5) &&
	    (int64_t)info->ino == sqlite3_column_int64(r, 6);
}

static void
work_add(struct work **v, size_t *nr, size_t *alloc,
    const struct session_info *info, sqlite3_stmt *r)
{
	struct work *w;

	xgrow(v, alloc, *nr + 1, sizeof(**v));
	w = &(*v)[(*nr)++];
	memset(w, 0, sizeof(*w));
	w->id = xstrdup(info->id);
	w->created = info->created_at;
	w->info = *info;
	w->info.id = NULL;
	w->info.problem = w->info.problem_file = NULL;
	w->src_items = -1;
	if (r != NULL) {
		const unsigned char *f = sqlite3_column_text(r, 8);

		w->row = sqlite3_column_int64(r, 0);
		w->items = (uint64_t)sqlite3_column_int64(r, 2);
		w->digest = (uint64_t)sqlite3_column_int64(r, 3);
		w->format = f != NULL ? xstrdup((const char *)f) : NULL;
		w->src_items = sqlite3_column_type(r, 7) == SQLITE_NULL ? -1 :
		    sqlite3_column_int64(r, 7);
	}
}

/*
 * Merge st's listing (id order) with the index's sessions of store_row
 * (the same order): the sessions to read into *v, those gone into *gone
 * (rows).
 */
static int
plan(struct index *ix, struct store *st, int64_t store_row,
    struct work **v, size_t *nr, int64_t **gone, size_t *ngone,
    struct index_report *rep)
{
	struct store_listing *ls = NULL;
	const struct session_info *info = NULL;
	sqlite3_stmt *r = stmt(ix, S_SESS_LIST);
	size_t alloc = 0, agone = 0;
	int status, lrc, rrc;

	if (r == NULL)
		return db_fail(ix, ST_IO, "sessions");
	sqlite3_bind_int64(r, 1, store_row);
	/* ids, and the stamps of files by a stat each: nothing is read */
	if ((status = store_listing_open(st, NULL, 0, INFO_IDS, STORE_LIST_STAMP,
	    &ls)) != ST_OK)
		return status;
	lrc = store_listing_next(ls, &info);
	rrc = sqlite3_step(r);
	while (lrc == ST_OK || rrc == SQLITE_ROW) {
		int c;

		if (lrc == ST_OK && rrc == SQLITE_ROW)
			c = strcmp(info->id, (const char *)sqlite3_column_text(r, 1));
		else
			c = lrc == ST_OK ? -1 : 1;
		if (c > 0) {		/* indexed, no longer listed */
			xgrow(gone, &agone, *ngone + 1, sizeof(**gone));
			(*gone)[(*ngone)++] = sqlite3_column_int64(r, 0);
			rrc = sqlite3_step(r);
			continue;
		}
		rep->sessions++;
		if (info->problem != NULL) {
			warn_msg("%s: %s: skipped", st->spec, info->problem);
			rep->skipped++;
		} else if (c == 0 && stamp_same(info, r))
			rep->same++;
		else
			work_add(v, nr, &alloc, info, c == 0 ? r : NULL);
		if (c == 0)
			rrc = sqlite3_step(r);
		lrc = store_listing_next(ls, &info);
	}
	store_listing_free(ls);
	if (rrc != SQLITE_DONE && rrc != SQLITE_ROW)
		status = db_fail(ix, db_status(rrc), "sessions");
	sqlite3_reset(r);
	if (status == ST_OK && lrc != ST_END)
		status = lrc;
	return status;
}

/* Is fts a quarter dead? */
static int
dead_check(struct index *ix)
{
	sqlite3_stmt *q;
	int64_t dead = 0, live = 0;

	if (sqlite3_prepare_v2(ix->db, "SELECT (SELECT value FROM meta WHERE "
	    "key = 'dead'), (SELECT max(id) FROM items)", -1, &q, NULL) !=
	    SQLITE_OK)
		return 0;
	if (sqlite3_step(q) == SQLITE_ROW) {
		dead = sqlite3_column_int64(q, 0);
		live = sqlite3_column_int64(q, 1);
	}
	sqlite3_finalize(q);
	return dead > 1000 && dead * 4 > live;
}

/* Forget what the index holds of store row (0: of every store) but the
 * sessions' names: their items (dead in fts), so that they are read and
 * indexed anew. */
static int
store_forget(struct index *ix, int64_t row)
{
	static const char *const each[] = {
		"UPDATE meta SET value = value + (SELECT count(*) FROM items "
		    "WHERE session IN (SELECT id FROM sessions WHERE store = ?1 "
		    "OR ?1 = 0)) WHERE key = 'dead'",
		"DELETE FROM items WHERE session IN (SELECT id FROM sessions "
		    "WHERE store = ?1 OR ?1 = 0)",
		"UPDATE sessions SET items = 0, digest = 0, size = NULL, "
		    "mtime_ns = NULL WHERE store = ?1 OR ?1 = 0",
		"UPDATE stores SET stamp = NULL WHERE id = ?1 OR ?1 = 0",
	};
	int status = ST_OK;

	for (size_t i = 0; i < 4 && status == ST_OK; i++) {
		sqlite3_stmt *q;

		if (sqlite3_prepare_v2(ix->db, each[i], -1, &q, NULL) != SQLITE_OK)
			return db_fail(ix, ST_IO, "forgetting");
		sqlite3_bind_int64(q, 1, row);
		status = stmt_done(ix, q, "forgetting");
		sqlite3_finalize(q);
	}
	return status;
}

int
index_rebuild_begin(struct index *ix)
{
	int status;

	if ((status = txn_begin(ix)) != ST_OK)
		return status;
	if ((status = store_forget(ix, 0)) == ST_OK)
		status = db_exec(ix, "INSERT INTO fts(fts) VALUES('delete-all'); "
		    "UPDATE meta SET value = 0 WHERE key = 'dead'");
	return status_first(status, txn_end(ix, status == ST_OK));
}

int
index_compact(struct index *ix)
{
	int status;

	if ((status = db_exec(ix, "INSERT INTO fts(fts) VALUES('optimize')")) !=
	    ST_OK)
		return status;
	return db_exec(ix, "VACUUM");
}

int
index_update(struct index *ix, const char *spec, const struct store_config *cfg,
    const struct redact_opts *ro, unsigned flags, struct index_report *rep)
{
	struct buf canon = BUF_INIT, path = BUF_INIT, stamp = BUF_INIT;
	struct buf red = BUF_INIT;
	struct timespec t0, t1;
	struct redact *rd = NULL;
	struct store *st = NULL;
	struct work *v = NULL;
	int64_t *gone = NULL, store_row = 0;
	size_t nr = 0, ngone = 0;
	sqlite3_stmt *q;
	int status, on, redact_same = 0, stamp_same_ = 0;

	memset(rep, 0, sizeof(*rep));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	/* (store_open() refuses "-", the one store that does not list) */
	if ((status = store_open(spec, STORE_READ, cfg, 0, &st)) != ST_OK)
		return status;
	store_canon(st, &canon, &path);
	store_stamp(st, &stamp);
	redact_canon(ro, &red, &on);
	if ((status = txn_begin(ix)) != ST_OK)
		goto out;
	if ((q = stmt(ix, S_STORE_GET)) == NULL) {
		status = db_fail(ix, ST_IO, "stores");
		goto out;
	}
	bind_str(q, 1, canon.p);
	if (sqlite3_step(q) == SQLITE_ROW) {
		const char *r = (const char *)sqlite3_column_text(q, 1);
		const char *s = (const char *)sqlite3_column_text(q, 2);

		store_row = sqlite3_column_int64(q, 0);
		if (!on && r != NULL) {	/* sticky: as the store was indexed */
			buf_adds(&red, r);
			on = 1;
		}
		redact_same = on ? r != NULL && strcmp(r, red.p) == 0 : r == NULL;
		stamp_same_ = stamp.len > 0 && s != NULL && strcmp(s, stamp.p) == 0;
	}
	sqlite3_reset(q);
	if (store_row == 0) {
		if ((q = stmt(ix, S_STORE_ADD)) == NULL) {
			status = db_fail(ix, ST_IO, "stores");
			goto out;
		}
		bind_str(q, 1, canon.p);
		bind_str(q, 2, store_kind(st));
		bind_str(q, 3, path.p);
		if (on)
			bind_text(q, 4, red.p, red.len);
		if ((status = stmt_done(ix, q, "stores")) != ST_OK)
			goto out;
		store_row = sqlite3_last_insert_rowid(ix->db);
		redact_same = 1;
	}
	if (stamp_same_ && redact_same) {
		rep->unchanged = 1;
		goto out;
	}
	if (on && (status = redact_from(red.p, &rd)) != ST_OK)
		goto out;
	if (!redact_same && (status = store_forget(ix, store_row)) != ST_OK)
		goto out;
	if ((status = plan(ix, st, store_row, &v, &nr, &gone, &ngone,
	    rep)) != ST_OK)
		goto out;
	for (size_t i = 0; i < ngone && status == ST_OK; i++) {
		status = txn_begin(ix);
		if (status == ST_OK)
			status = drop_session(ix, gone[i]);
		rep->dropped++;
	}
	/* Oldest first, so that ids grow with time (index.h): the listing
	 * gave the times where they cost nothing more. */
	for (size_t i = 0; i < nr && status == ST_OK; i++) {
		struct session_info info;

		if (v[i].created >= 0)
			continue;
		memset(&info, 0, sizeof(info));
		status = store_stat(st, v[i].id, INFO_CHEAP, 0, &info);
		if (status == ST_NOT_FOUND)
			status = ST_OK;	/* gone meanwhile: the read says so */
		else if (status == ST_OK)
			v[i].created = info.created_at;
		free(info.id);
		free(info.problem);
		free(info.problem_file);
	}
	if (nr > 0)	/* v is NULL without any (qsort's argument must not be) */
		qsort(v, nr, sizeof(*v), work_cmp);
	if (status == ST_OK)
		status = index_work(ix, st, store_row, rd, v, nr,
		    flags & INDEX_THREADS, rep);
	if (status == ST_OK && (status = txn_begin(ix)) == ST_OK) {
		if ((q = stmt(ix, S_STORE_SET)) == NULL)
			status = db_fail(ix, ST_IO, "stores");
		else {
			sqlite3_bind_int64(q, 1, store_row);
			if (on)
				bind_text(q, 2, red.p, red.len);
			if (stamp.len > 0)
				bind_str(q, 3, stamp.p);
			sqlite3_bind_int64(q, 4, (int64_t)time(NULL) * 1000);
			status = stmt_done(ix, q, "stores");
		}
	}
	if (status == ST_OK)
		rep->dead_warn = dead_check(ix);
out:
	status = status_first(status, txn_end(ix, status == ST_OK));
	work_release(v, nr);
	free(gone);
	buf_release(&canon);
	buf_release(&path);
	buf_release(&stamp);
	buf_release(&red);
	redact_free(rd);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	rep->secs = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	return store_close(st, status);
}

struct update_all {
	char		**specs;
	size_t		 nr, alloc;
};

static int
note_spec(void *arg, const char *spec, const char *kind)
{
	struct update_all *u = arg;

	(void)kind;
	xgrow(&u->specs, &u->alloc, u->nr + 1, sizeof(*u->specs));
	u->specs[u->nr++] = xstrdup(spec);
	return ST_OK;
}

int
index_update_all(struct index *ix, const struct store_config *cfg,
    unsigned flags, void (*done)(void *arg, const char *spec,
    const struct index_report *rep), void *arg, size_t *nr)
{
	struct update_all u = { NULL, 0, 0 };
	struct index_report rep;
	int status, rc;

	/* listed first: the updates write the stores table */
	status = index_stores(ix, note_spec, &u);
	for (size_t i = 0; i < u.nr; i++) {
		rc = index_update(ix, u.specs[i], cfg, NULL, flags, &rep);
		if (rc == ST_OK && done != NULL)
			done(arg, u.specs[i], &rep);
		status = status_first(status, rc);
		free(u.specs[i]);
	}
	free(u.specs);
	if (nr != NULL)
		*nr = u.nr;
	return status;
}

/* --- What the index holds ------------------------------------------- */

static int
each_text(struct index *ix, const char *sql,
    int (*fn)(void *, const char *, const char *), void *arg)
{
	sqlite3_stmt *q;
	int rc, status = ST_OK;

	if (sqlite3_prepare_v2(ix->db, sql, -1, &q, NULL) != SQLITE_OK)
		return db_fail(ix, ST_IO, "reading");
	while (status == ST_OK && (rc = sqlite3_step(q)) == SQLITE_ROW)
		status = fn(arg, (const char *)sqlite3_column_text(q, 0),
		    (const char *)sqlite3_column_text(q, 1));
	if (status == ST_OK && rc != SQLITE_DONE)
		status = db_fail(ix, db_status(rc), "reading");
	sqlite3_finalize(q);
	return status;
}

int
index_stores(struct index *ix, int (*fn)(void *, const char *, const char *),
    void *arg)
{
	return each_text(ix, "SELECT spec, kind FROM stores ORDER BY spec",
	    fn, arg);
}

struct one_fn {
	int	(*fn)(void *, const char *);
	void	*arg;
};

static int
call_one(void *arg, const char *a, const char *b)
{
	struct one_fn *o = arg;

	(void)b;
	return o->fn(o->arg, a);
}

int
index_projects(struct index *ix, int (*fn)(void *, const char *), void *arg)
{
	struct one_fn o = { fn, arg };

	return each_text(ix, "SELECT DISTINCT project, NULL FROM sessions "
	    "WHERE project IS NOT NULL ORDER BY project", call_one, &o);
}

/* The store the index knows as spec, opened (once) for reading. */
static int
hit_store(struct index *ix, const char *spec, struct store **out)
{
	struct store_config cfg = { ix->busy_ms };
	struct store *st;
	int status;

	for (size_t i = 0; i < ix->nopen; i++)
		if (strcmp(ix->open[i].spec, spec) == 0) {
			*out = ix->open[i].st;
			return *out != NULL ? ST_OK : ST_NOT_FOUND;
		}
	/* KIND:PATH as store_canon() made it; postgres: its own spec.  A
	 * store that cannot be opened is reported once, and its hits are
	 * shown without their text. */
	status = store_open(spec, STORE_READ, &cfg, 0, &st);
	xgrow(&ix->open, &ix->aopen, ix->nopen + 1, sizeof(*ix->open));
	ix->open[ix->nopen].spec = xstrdup(spec);
	ix->open[ix->nopen++].st = status == ST_OK ? st : NULL;
	*out = status == ST_OK ? st : NULL;
	return status == ST_OK ? ST_OK : ST_NOT_FOUND;
}

int
index_stale(struct index *ix, const char *spec, struct buf *why)
{
	struct index_report rep;
	struct store *st;
	struct buf stamp = BUF_INIT;
	struct work *v = NULL;
	int64_t *gone = NULL, row = 0;
	size_t nr = 0, ngone = 0;
	sqlite3_stmt *q;
	const char *old = NULL;
	int status;

	if ((status = hit_store(ix, spec, &st)) != ST_OK)
		return -status;
	if ((q = stmt(ix, S_STORE_GET)) == NULL)
		return -db_fail(ix, ST_IO, "stores");
	bind_str(q, 1, spec);
	if (sqlite3_step(q) == SQLITE_ROW) {
		row = sqlite3_column_int64(q, 0);
		old = (const char *)sqlite3_column_text(q, 2);
	}
	store_stamp(st, &stamp);
	if (row != 0 && stamp.len > 0 && old != NULL && strcmp(old, stamp.p) == 0) {
		sqlite3_reset(q);
		buf_release(&stamp);
		return 0;
	}
	sqlite3_reset(q);
	buf_release(&stamp);
	memset(&rep, 0, sizeof(rep));
	if ((status = plan(ix, st, row, &v, &nr, &gone, &ngone, &rep)) != ST_OK)
		return -status;
	/* Changed: new, a file's stamp (plan() kept those the same), or an
	 * SQL session's count of items; nothing is read.  A listing without
	 * counts (SQLite's) cannot tell which of its sessions changed, only
	 * that its database did (its stamp). */
	size_t fresh = 0, changed = 0, uncounted = 0;

	for (size_t i = 0; i < nr; i++) {
		const struct work *w = &v[i];

		if (w->row == 0)
			fresh++;
		else if (w->info.mtime_ns == 0 && w->info.items == INFO_UNKNOWN)
			uncounted++;
		else if (w->info.mtime_ns != 0 ||
		    (int64_t)w->info.items != w->src_items)
			changed++;
	}
	if (uncounted > 0)
		buf_addf(why, "%zu new, %zu gone, its database written to",
		    fresh, ngone);
	else if (fresh + changed + ngone > 0)
		buf_addf(why, "%zu new, %zu changed, %zu gone", fresh, changed,
		    ngone);
	work_release(v, nr);
	free(gone);
	return fresh + changed + ngone + uncounted > 0;
}

/* --- Search ---------------------------------------------------------- */

/* The column (1-based) of the query where FTS5's message msg says it went
 * wrong ("fts5: syntax error near \"X\""): where X first occurs, or past
 * the end for an empty X (the query ended too soon); for an unterminated
 * string, its opening quote; 0 if msg names none. */
static size_t
query_col(const char *query, const char *msg)
{
	const char *near = strstr(msg, "near \""), *end, *at, *open = NULL;
	char *tok;

	if (strstr(msg, "unterminated string") != NULL) {
		/* its opening quote: one that no quote closes ("" is one) */
		for (at = query; *at != '\0'; at++)
			if (*at != '"')
				continue;
			else if (open == NULL)
				open = at;
			else if (at[1] == '"')
				at++;
			else
				open = NULL;
		return open != NULL ? (size_t)(open - query) + 1 : 0;
	}
	if (near == NULL)
		return 0;
	near += 6;
	if ((end = strrchr(near, '"')) == NULL)
		return 0;
	if (end == near)
		return strlen(query) + 1;
	tok = xmemdup(near, (size_t)(end - near));
	at = strstr(query, tok);
	free(tok);
	return at != NULL ? (size_t)(at - query) + 1 : 0;
}

/* The filters of q as SQL, ANDed onto sql; their values bound from ?3 on
 * by filters_bind(), in the same order. */
static void
filters_sql(const struct index_query *q, struct buf *sql)
{
	if (q->role != NULL)
		buf_adds(sql, " AND i.role = ?3");
	if (q->tool != NULL)
		buf_adds(sql, " AND instr(' ' || i.tools || ' ', ' ' || ?4 || ' ') > 0");
	if (q->store != NULL)
		buf_adds(sql, " AND (st.spec = ?5 OR st.path = ?5 OR st.kind = ?5 "
		    "OR st.path = ?6)");
	if (q->project != NULL)
		buf_adds(sql, " AND s.project = ?7");
	if (q->since >= 0)
		buf_adds(sql, " AND i.time >= ?8");
	if (q->until >= 0)
		buf_adds(sql, " AND i.time < ?9");
}

static void
filters_bind(const struct index_query *q, sqlite3_stmt *s, const char *abs)
{
	bind_str(s, 3, q->role);
	bind_str(s, 4, q->tool);
	bind_str(s, 5, q->store);
	bind_str(s, 6, abs);
	bind_str(s, 7, q->project);
	sqlite3_bind_int64(s, 8, q->since);
	sqlite3_bind_int64(s, 9, q->until);
}

static int
query_fail(struct index *ix, const struct index_query *q)
{
	const char *msg = sqlite3_errmsg(ix->db);
	size_t col;

	if (strncmp(msg, "fts5:", 5) == 0 || strstr(msg, "syntax error") != NULL ||
	    strstr(msg, "unterminated string") != NULL ||
	    strstr(msg, "no such column") != NULL ||
	    strstr(msg, "unknown special query") != NULL) {
		col = query_col(q->match, msg);
		if (col > 0)
			return fail(ST_USAGE, "query:1:%zu: %s", col, msg);
		return fail(ST_USAGE, "query: %s", msg);
	}
	return db_fail(ix, db_status(sqlite3_errcode(ix->db)), "search");
}

/*
 * Ranking.  FTS5's bm25() takes each phrase's IDF from every match in the
 * index (xQueryPhrase over its whole doclist): for a common word that is
 * most of a query's time, whatever the window.  The matches ranked here
 * are scored by the same BM25 (k1 1.2, b 0.75, the document's length
 * against the average), each phrase's IDF counted among them, as Lucene
 * counts it (log(1 + (N - n + 0.5) / (n + 0.5)): never negative): a
 * phrase that every ranked match holds (a query of one, an AND) weighs
 * alike in each, as with bm25(), and of an OR the rarer phrase weighs
 * more.
 */
struct rank_row {
	int64_t		 id, updated;
	char		*inst;		/* transcript_inst()'s */
	double		 score;
	uint32_t	 dl;
	uint32_t	 tf0;		/* offset of its tfs in ranked.tf */
};

struct ranked {
	struct rank_row	*v;
	size_t		 nr, alloc;
	uint32_t	*tf;		/* nphrase a row */
	size_t		 ntf, atf;
	size_t		 nphrase;
	double		 avgdl;
};

/* transcript_tf(fts): "DL AVGDL TF0 TF1 ...": the row's length in tokens,
 * the average, and each phrase's instances in it. */
static void
tf_fn(const Fts5ExtensionApi *x, Fts5Context *ctx, sqlite3_context *out,
    int nval, sqlite3_value **val)
{
	struct buf b = BUF_INIT;
	sqlite3_int64 rows = 0, total = 0;
	int dl = 0, n = 0, np = x->xPhraseCount(ctx), phrase, col, off;
	int *tf = xcalloc((size_t)np + 1, sizeof(*tf));

	(void)nval;
	(void)val;
	(void)x->xColumnSize(ctx, 0, &dl);
	(void)x->xRowCount(ctx, &rows);
	(void)x->xColumnTotalSize(ctx, 0, &total);
	if (x->xInstCount(ctx, &n) != SQLITE_OK)
		n = 0;
	for (int i = 0; i < n; i++)
		if (x->xInst(ctx, i, &phrase, &col, &off) == SQLITE_OK &&
		    phrase >= 0 && phrase < np)
			tf[phrase]++;
	buf_addf(&b, "%d %.6g", dl, rows > 0 ? (double)total / (double)rows : 1.0);
	for (int i = 0; i < np; i++)
		buf_addf(&b, " %d", tf[i]);
	free(tf);
	sqlite3_result_text(out, b.p, (int)b.len, SQLITE_TRANSIENT);
	buf_release(&b);
}

static void
ranked_add(struct ranked *rk, int64_t id, const char *tf, int64_t updated,
    const char *inst)
{
	struct rank_row *r;
	const char *p = tf != NULL ? tf : "";
	char *end;
	size_t np = 0;

	xgrow(&rk->v, &rk->alloc, rk->nr + 1, sizeof(*rk->v));
	r = &rk->v[rk->nr++];
	r->id = id;
	r->updated = updated;
	r->inst = xstrdup(inst != NULL ? inst : "");
	r->score = 0;
	r->dl = (uint32_t)strtoul(p, &end, 10);
	rk->avgdl = strtod(end, &end);
	r->tf0 = (uint32_t)rk->ntf;
	for (p = end; *p != '\0'; p = end, np++) {
		unsigned long v = strtoul(p, &end, 10);

		if (end == p)
			break;
		xgrow(&rk->tf, &rk->atf, rk->ntf + 1, sizeof(*rk->tf));
		rk->tf[rk->ntf++] = (uint32_t)v;
	}
	rk->nphrase = np;
}

static int
rank_cmp(const void *a, const void *b)
{
	const struct rank_row *x = a, *y = b;

	if (x->score != y->score)
		return x->score < y->score ? -1 : 1;
	if (x->updated != y->updated)	/* recent sessions first */
		return x->updated > y->updated ? -1 : 1;
	return x->id > y->id ? -1 : x->id < y->id;
}

/* Score the rows (lower is better, as bm25()) and sort them best first. */
static void
ranked_score(struct ranked *rk)
{
	const double k1 = 1.2, b = 0.75;
	double *idf = xcalloc(rk->nphrase + 1, sizeof(*idf));
	double w = (double)rk->nr, avgdl = rk->avgdl > 0 ? rk->avgdl : 1;

	for (size_t p = 0; p < rk->nphrase; p++) {
		double n = 0;

		for (size_t i = 0; i < rk->nr; i++)
			n += rk->tf[rk->v[i].tf0 + p] > 0;
		idf[p] = log(1 + (w - n + 0.5) / (n + 0.5));
	}
	for (size_t i = 0; i < rk->nr; i++) {
		struct rank_row *r = &rk->v[i];
		double score = 0;

		for (size_t p = 0; p < rk->nphrase; p++) {
			double tf = rk->tf[r->tf0 + p];

			score += idf[p] * tf * (k1 + 1) / (tf + k1 * (1 - b +
			    b * (double)r->dl / avgdl));
		}
		r->score = -score;
	}
	free(idf);
	if (rk->nr > 0)		/* v is NULL without any */
		qsort(rk->v, rk->nr, sizeof(*rk->v), rank_cmp);
}

static void
ranked_release(struct ranked *rk)
{
	for (size_t i = 0; i < rk->nr; i++)
		free(rk->v[i].inst);
	free(rk->v);
	free(rk->tf);
}

/* fts first (CROSS JOIN keeps SQLite to it): a plan that went through
 * items and probed fts for each would redo a prefix's merge each time. */
static const char join_sql[] =
	" FROM fts CROSS JOIN items i ON i.id = fts.rowid"
	" JOIN sessions s ON s.id = i.session"
	" JOIN stores st ON st.id = s.store"
	" WHERE fts MATCH ?1";

int
index_search(struct index *ix, const struct index_query *q,
    int (*fn)(void *, const struct index_hit *), void *arg, uint64_t *nr)
{
	struct buf sql = BUF_INIT, abs = BUF_INIT;
	struct ranked rk;
	sqlite3_stmt *s = NULL;
	int64_t low = -1;
	int rc, status = ST_OK, window = 0;

	*nr = 0;
	memset(&rk, 0, sizeof(rk));
	if (q->store != NULL && strchr(q->store, ':') == NULL)
		fs_path_abs(q->store, &abs);	/* as store_canon() names it */
	/* The window: the id of the INDEX_WINDOW-th newest match (a query
	 * that needs no positions, cheap where a prefix stands for many
	 * words); then the matches from it on, with what BM25 needs. */
	if (!q->all) {
		buf_adds(&sql, "SELECT fts.rowid");
		buf_adds(&sql, join_sql);
		filters_sql(q, &sql);
		buf_adds(&sql, " ORDER BY fts.rowid DESC LIMIT 1 OFFSET ?2");
		if (sqlite3_prepare_v2(ix->db, sql.p, -1, &s, NULL) != SQLITE_OK) {
			status = query_fail(ix, q);
			goto out;
		}
		bind_str(s, 1, q->match);
		sqlite3_bind_int64(s, 2, INDEX_WINDOW);
		filters_bind(q, s, abs.len > 0 ? abs.p : NULL);
		rc = sqlite3_step(s);
		if (rc == SQLITE_ROW) {
			low = sqlite3_column_int64(s, 0) + 1;
			window = 1;
		} else if (rc != SQLITE_DONE) {
			status = query_fail(ix, q);
			goto out;
		}
		sqlite3_finalize(s);
		s = NULL;
		buf_reset(&sql);
	}
	buf_adds(&sql, "SELECT fts.rowid, transcript_tf(fts), s.updated_at, "
	    "transcript_inst(fts)");
	buf_adds(&sql, join_sql);
	filters_sql(q, &sql);
	if (low >= 0)
		buf_adds(&sql, " AND fts.rowid >= ?10");
	if (sqlite3_prepare_v2(ix->db, sql.p, -1, &s, NULL) != SQLITE_OK) {
		status = query_fail(ix, q);
		goto out;
	}
	bind_str(s, 1, q->match);
	filters_bind(q, s, abs.len > 0 ? abs.p : NULL);
	if (low >= 0)
		sqlite3_bind_int64(s, 10, low);
	while ((rc = sqlite3_step(s)) == SQLITE_ROW)
		ranked_add(&rk, sqlite3_column_int64(s, 0),
		    (const char *)sqlite3_column_text(s, 1),
		    sqlite3_column_int64(s, 2),
		    (const char *)sqlite3_column_text(s, 3));
	if (rc != SQLITE_DONE) {
		status = query_fail(ix, q);
		goto out;
	}
	sqlite3_finalize(s);
	s = NULL;
	ranked_score(&rk);
	/* Each hit of the best, whole: its rows (not fts again: a prefix's
	 * merge would be redone for each). */
	buf_reset(&sql);
	buf_adds(&sql, "SELECT st.spec, st.kind, s.session, s.format, "
	    "s.project, i.role, i.tools, i.model, i.seq, i.time, st.redact "
	    "FROM items i JOIN sessions s ON s.id = i.session "
	    "JOIN stores st ON st.id = s.store WHERE i.id = ?1");
	if (sqlite3_prepare_v2(ix->db, sql.p, -1, &s, NULL) != SQLITE_OK) {
		status = query_fail(ix, q);
		goto out;
	}
	for (size_t k = 0; k < rk.nr && k < q->limit && status == ST_OK; k++) {
		struct index_hit h;

		sqlite3_reset(s);
		sqlite3_bind_int64(s, 1, rk.v[k].id);
		if ((rc = sqlite3_step(s)) != SQLITE_ROW) {
			if (rc != SQLITE_DONE)
				status = query_fail(ix, q);
			continue;
		}
#define COL(i)	((const char *)sqlite3_column_text(s, (i)))
#define STR(i)	(COL(i) != NULL ? COL(i) : "")
		h.spec = STR(0);
		h.kind = STR(1);
		h.session = STR(2);
		h.format = COL(3);
		h.project = STR(4);
		h.role = STR(5);
		h.tools = STR(6);
		h.model = STR(7);
		h.seq = (uint64_t)sqlite3_column_int64(s, 8);
		h.time = sqlite3_column_type(s, 9) == SQLITE_NULL ? -1 :
		    sqlite3_column_int64(s, 9);
		h.rank = rk.v[k].score;
		h.inst = rk.v[k].inst;
		h.redact = COL(10);
		h.window = window;
#undef STR
#undef COL
		(*nr)++;
		status = fn(arg, &h);
	}
out:
	sqlite3_finalize(s);
	buf_release(&sql);
	buf_release(&abs);
	ranked_release(&rk);
	return status;
}

/* The redaction a store was indexed with (patterns, '\n' after each),
 * cached for the hits. */
static int
hit_redact(struct index *ix, const char *pats, struct redact **out)
{
	int status;

	if (ix->hit_redact_spec != NULL && strcmp(ix->hit_redact_spec, pats) == 0) {
		*out = ix->hit_redact;
		return ST_OK;
	}
	redact_free(ix->hit_redact);
	free(ix->hit_redact_spec);
	ix->hit_redact = NULL;
	ix->hit_redact_spec = NULL;
	if ((status = redact_from(pats, out)) != ST_OK)
		return status;
	ix->hit_redact = *out;
	ix->hit_redact_spec = xstrdup(pats);
	return ST_OK;
}

/* Token offsets to byte ranges: the tokenizer's callback. */
struct toks {
	int		*want;		/* pairs: first token, last token */
	size_t		 nwant;
	size_t		*v, nr, alloc;
	int		 at;		/* the token index */
	int		 start;		/* of the range being built, or -1 */
};

static int
tok_cb(void *arg, int flags, const char *tok, int ntok, int start, int end)
{
	struct toks *t = arg;

	(void)tok;
	(void)ntok;
	if (flags & FTS5_TOKEN_COLOCATED)
		return SQLITE_OK;
	for (size_t i = 0; i < t->nwant; i++) {
		if (t->want[2 * i] == t->at) {
			xgrow(&t->v, &t->alloc, 2 * (t->nr + 1), sizeof(*t->v));
			t->v[2 * t->nr] = (size_t)start;
			t->v[2 * t->nr + 1] = (size_t)end;
			t->nr++;
		} else if (t->want[2 * i] < t->at && t->at <= t->want[2 * i + 1] &&
		    t->nr > 0)
			t->v[2 * t->nr - 1] = (size_t)end;	/* a phrase */
	}
	t->at++;
	return SQLITE_OK;
}

/* The byte ranges in text of the matches inst ("TOKEN:LEN ..."). */
static void
match_ranges(struct index *ix, const char *inst, const struct buf *text,
    size_t **v, size_t *nr)
{
	static const char *const args[] = { "remove_diacritics", "2" };
	struct toks t = { NULL, 0, NULL, 0, 0, 0, -1 };
	size_t awant = 0;
	fts5_tokenizer tk;
	Fts5Tokenizer *tz = NULL;
	void *ud;
	const char *p = inst;
	int off, len, used;

	while (sscanf(p, "%d:%d%n", &off, &len, &used) == 2) {
		xgrow(&t.want, &awant, 2 * (t.nwant + 1), sizeof(*t.want));
		t.want[2 * t.nwant] = off;
		t.want[2 * t.nwant + 1] = off + (len > 0 ? len - 1 : 0);
		t.nwant++;
		p += used;
	}
	if (t.nwant > 0 && ix->fts->xFindTokenizer(ix->fts, "unicode61", &ud,
	    &tk) == SQLITE_OK && tk.xCreate(ud, (const char **)(uintptr_t)args,
	    2, &tz) == SQLITE_OK) {
		tk.xTokenize(tz, &t, FTS5_TOKENIZE_DOCUMENT, text->p,
		    (int)(text->len < INT_MAX ? text->len : INT_MAX), tok_cb);
		tk.xDelete(tz);
	}
	free(t.want);
	*v = t.v;
	*nr = t.nr;
}

int
index_hit_text(struct index *ix, const struct index_hit *h, struct buf *text,
    size_t **v, size_t *nr)
{
	const struct format *fmt = h->format != NULL ? format_by_name(h->format) :
	    NULL;
	struct buf red = BUF_INIT;
	struct item_cursor *cur = NULL;
	struct redact *rd = NULL;
	struct format_item fi;
	struct conv conv;
	struct store *st;
	struct item it;
	int status;

	*v = NULL;
	*nr = 0;
	if ((status = hit_store(ix, h->spec, &st)) != ST_OK)
		return status;
	if (h->redact != NULL && (status = hit_redact(ix, h->redact, &rd)) != ST_OK)
		return status;
	/* a session gone since: quietly (the caller says so), other
	 * errors as the store reports them */
	diag_hold(&ix->scratch);
	status = store_load(st, h->session, STORE_LOAD_TOLERANT |
	    STORE_LOAD_DEFER, &cur);
	diag_hold(NULL);
	if (status != ST_OK && status != ST_NOT_FOUND && ix->scratch.len > 0)
		fputs(ix->scratch.p, stderr);
	buf_reset(&ix->scratch);
	if (status != ST_OK)
		return status;
	while ((status = cur->next(cur, &it)) == ST_OK && it.seq < h->seq)
		;
	if (status == ST_OK && it.seq == h->seq && it.flaw == ITEM_UNCHECKED)
		item_settle(&it, it.json, it.len, &ix->scratch);
	if (status != ST_OK || it.seq != h->seq || it.flaw != ITEM_OK) {
		item_cursor_free(cur);
		return status == ST_OK || status == ST_END ? ST_NOT_FOUND : status;
	}
	/* One item, redacted as it was indexed, read as it was. */
	if (rd != NULL && redact_json(rd, it.json, it.len, &red)) {
		it.json = red.p;
		it.len = red.len;
	}
	conv_init(&conv, fmt, 1);
	format_item_init(&fi, &it);
	if ((status = feed(&conv, &it, &fi)) == ST_OK)
		index_item_text(&conv.item, text);
	conv_release(&conv);
	item_cursor_free(cur);
	buf_release(&red);
	if (status == ST_OK)
		match_ranges(ix, h->inst, text, v, nr);
	return status;
}
