/*
 * store_sqlite.c - the SQLite backend: every session in one database file,
 * in the two tables of the agentkit session-persistence example:
 *
 *	CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
 *	CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL,
 *	    json TEXT NOT NULL, PRIMARY KEY (session_id, seq),
 *	    FOREIGN KEY (session_id) REFERENCES sessions(id));
 *
 * created_at is in epoch milliseconds; seq counts 0, 1, 2, ... per session.
 *
 * Contract, beyond store.h:
 *  - A database is ours if both tables exist with (at least) those columns.
 *    Any other database is refused with ST_DATA and never altered, except
 *    one with no schema at all (an empty file, or one whose creator died
 *    before its first commit): that is an empty store, which readers see
 *    without sessions and STORE_WRITE adopts.  STORE_READ opens the file
 *    read-only (SQLite may then leave its -wal and -shm files behind).
 *  - Nothing is created before lock().  The first lock() on a missing store
 *    makes the file: set up under a temporary name, then link(2)ed into
 *    place, so it never appears half made; its tables are created inside
 *    the write transaction.  close() removes a file that this open created
 *    if it holds no session and the command failed or committed no change,
 *    so a failed or empty write leaves nothing behind.
 *  - Every open holds a shared flock(2) on the file, and close() removes one
 *    only under an exclusive flock: never while another transcript process
 *    may write to it.  That fd is closed after sqlite3_close(), as closing
 *    it would drop the process's POSIX locks on the file: so open a file as
 *    one store at a time per process (convert refuses src = dst).
 *  - Writes run in the transaction that lock() begins (BEGIN IMMEDIATE,
 *    waiting up to busy_ms) and unlock() ends.  A write method that fails
 *    leaves that transaction for the caller to roll back with unlock(0).
 *  - list() and stat() read metadata only: bytes is the stored size of the
 *    json column, which is the canonical size for items transcript wrote.
 *    load() checks every item with item_canon() as it streams it, and
 *    yields rows in seq order as stored: a gap or (in a database without
 *    the primary key) a doubled seq is passed on, not hidden.  A seq that is
 *    not an integer >= 0 is ST_DATA, tolerant or not.
 *  - Tolerant loads (store.h) yield a row whose json is not a JSON object
 *    as a flawed item (item.h) with the column's bytes; a NULL or BLOB
 *    column is ITEM_INVALID_JSON, "json column is not text", with json/len
 *    empty (NULL) or the blob's bytes.  where() names the database, row 1
 *    (printed as file#session@seq).
 *  - SQL is constant text; data goes through bound parameters only.
 *    Statements are prepared on first use, once per store, and reset after
 *    each use; load() cursors own theirs.  All are finalized by close() or
 *    the cursor's free.
 *
 * Crash tests (fsutil.h): COMMIT is a step, and so is every write, sync,
 * truncation and deletion that SQLite makes, through a VFS that wraps the
 * default one and is installed only when a fault-point variable is set.
 *
 * Settings, per connection: busy_timeout = busy_ms and foreign_keys = ON;
 * synchronous = FULL on read-write connections, so that a change is on disk
 * when unlock(1) returns.  journal_mode = WAL (persistent) is set only on
 * databases this code makes; an existing database keeps its journal mode.
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "item.h"
#include "json.h"
#include "store.h"
#include "xalloc.h"

#define SCHEMA_CREATE							\
	"CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY,"	\
	" created_at INTEGER NOT NULL);"				\
	"CREATE TABLE IF NOT EXISTS items (session_id TEXT NOT NULL,"	\
	" seq INTEGER NOT NULL, json TEXT NOT NULL,"			\
	" PRIMARY KEY (session_id, seq),"				\
	" FOREIGN KEY (session_id) REFERENCES sessions(id));"

/* Schema objects; our tables; their columns (2 and 3 when ours). */
#define SCHEMA_CHECK							\
	"SELECT (SELECT count(*) FROM sqlite_schema),"			\
	" (SELECT count(*) FROM sqlite_schema WHERE type = 'table'"	\
	"  AND lower(name) IN ('sessions', 'items')),"			\
	" (SELECT count(*) FROM pragma_table_info('sessions')"		\
	"  WHERE lower(name) IN ('id', 'created_at')),"			\
	" (SELECT count(*) FROM pragma_table_info('items')"		\
	"  WHERE lower(name) IN ('session_id', 'seq', 'json'))"

/*
 * A load cursor's query, one snapshot: no row if the session is missing,
 * one row whose third column is 0 if it is empty, else its items in seq
 * order (read along the primary key index: no sort, one row in memory at a
 * time), third column 1.  That column, not a NULL seq, tells an empty
 * session: a NULL seq (a foreign schema) sorts first and must not hide the
 * rows after it.
 */
#define LOAD_SQL							\
	"SELECT i.seq, i.json, i.session_id IS NOT NULL"		\
	" FROM sessions s LEFT JOIN items i ON i.session_id = s.id"	\
	" WHERE s.id = ?1 ORDER BY i.seq"

/* The per-store statements: ?1 is always a session id. */
enum query {
	Q_LIST,
	Q_LIST_COUNTS,
	Q_STAT,
	Q_STAT_COUNTS,
	Q_SESSION,
	Q_MAX_SEQ,
	Q_ADD_SESSION,
	Q_SET_CREATED,
	Q_ADD_ITEM,
	Q_DEL_ITEMS,
	Q_DEL_SESSION,
	Q_MOVE_ITEMS,
	Q_NR
};

/*
 * Item bytes per session.  octet_length() (SQLite 3.43) reads the length
 * from the record header; before it, the CAST reads every overflow page,
 * which is why list is a full read on older SQLite and INFO_CHEAP leaves
 * bytes out.
 */
#define SESSION_BYTES_NEW	"total(octet_length(i.json))"
#define SESSION_BYTES_OLD	"total(length(CAST(i.json AS BLOB)))"
#define LIST_SQL(bytes)							\
	"SELECT s.id, s.created_at, count(i.seq)" bytes " FROM sessions s"	\
	" LEFT JOIN items i ON i.session_id = s.id GROUP BY s.id"
#define STAT_SQL(bytes)							\
	"SELECT s.created_at, count(i.seq)" bytes " FROM sessions s"	\
	" LEFT JOIN items i ON i.session_id = s.id WHERE s.id = ?1 GROUP BY s.id"

static const char *const query_sql[Q_NR] = {
	[Q_LIST] = LIST_SQL(""),
	[Q_LIST_COUNTS] = LIST_SQL(", " SESSION_BYTES_NEW),
	[Q_STAT] = STAT_SQL(""),
	[Q_STAT_COUNTS] = STAT_SQL(", " SESSION_BYTES_NEW),
	[Q_SESSION] = "SELECT created_at FROM sessions WHERE id = ?1",
	[Q_MAX_SEQ] = "SELECT max(seq) FROM items WHERE session_id = ?1",
	[Q_ADD_SESSION] = "INSERT INTO sessions (id, created_at) VALUES (?1, ?2)",
	[Q_SET_CREATED] = "UPDATE sessions SET created_at = ?2 WHERE id = ?1",
	[Q_ADD_ITEM] = "INSERT INTO items (session_id, seq, json) VALUES (?1, ?2, ?3)",
	[Q_DEL_ITEMS] = "DELETE FROM items WHERE session_id = ?1",
	[Q_DEL_SESSION] = "DELETE FROM sessions WHERE id = ?1",
	[Q_MOVE_ITEMS] = "UPDATE items SET session_id = ?2 WHERE session_id = ?1",
};

struct sqlite_store {
	struct store	 base;
	char		*file;		/* path as given to sqlite3_open_v2() */
	int		 fd;		/* the file, flock(LOCK_SH)ed; -1 if none */
	sqlite3		*db;		/* NULL until the file exists */
	sqlite3_stmt	*q[Q_NR];	/* prepared on first use */
	int		 busy_ms;
	int		 created;	/* this open created the file */
	int		 need_schema;	/* the tables do not exist (yet) */
	int		 schema_in_tx;	/* lock() created them: undone by rollback */
	int		 in_tx;		/* between lock() and unlock() */
	int		 changed;	/* this transaction changed a session */
	int		 committed;	/* some change was committed */
};

struct sqlite_cursor {
	struct item_cursor	 base;
	struct sqlite_store	*st;		/* borrowed: for messages */
	sqlite3_stmt		*stmt;		/* owned: LOAD_SQL */
	char			*session;	/* owned: bound to ?1 */
	struct buf		 scratch;	/* item_canon()'s */
	int			 pending;	/* load() stepped to a row not yet given */
	int			 done;
};

static int
fail_sqlite(const struct sqlite_store *st, int rc, const char *what)
{
	const char *msg;
	int status, syserr = 0;

	switch (rc & 0xff) {
	case SQLITE_BUSY:
	case SQLITE_LOCKED:
		status = ST_BUSY;
		break;
	case SQLITE_CORRUPT:
	case SQLITE_NOTADB:
	case SQLITE_FORMAT:
	case SQLITE_MISMATCH:
	case SQLITE_CONSTRAINT:
	case SQLITE_TOOBIG:	/* an item past SQLite's length limit */
		status = ST_DATA;
		break;
	default:
		status = ST_IO;
		break;
	}
	msg = st->db != NULL ? sqlite3_errmsg(st->db) : sqlite3_errstr(rc);
	if (rc == SQLITE_READONLY_DIRECTORY)	/* "attempt to write a readonly database" */
		msg = "cannot create its -wal or -shm file: the directory is read-only";
	if ((rc & 0xff) == SQLITE_TOOBIG && st->db != NULL)
		return fail(status, "%s: %s: an item is larger than this SQLite allows "
		    "(%d bytes); use a jsonl or dir store for it", st->base.path, what,
		    sqlite3_limit(st->db, SQLITE_LIMIT_LENGTH, -1));
	if (st->db != NULL && ((rc & 0xff) == SQLITE_CANTOPEN || (rc & 0xff) == SQLITE_IOERR))
		syserr = sqlite3_system_errno(st->db);
	if (syserr != 0)
		return fail(status, "%s: %s: %s (%s)", st->base.path, what, msg,
		    strerror(syserr));
	return fail(status, "%s: %s: %s", st->base.path, what, msg);
}

/* The store as the user named it, once store.c has set spec. */
static const char *
store_name(const struct sqlite_store *st)
{
	return st->base.spec != NULL ? st->base.spec : st->base.path;
}

static int
no_tables(const struct sqlite_store *st)
{
	return st->db == NULL || st->need_schema;
}

static int
exec_sql(struct sqlite_store *st, const char *sql, const char *what)
{
	int rc;

	if ((rc = sqlite3_exec(st->db, sql, NULL, NULL, NULL)) != SQLITE_OK)
		return fail_sqlite(st, rc, what);
	return ST_OK;
}

/* Run the constant one-row query sql; its first n columns, as integers, go
 * to v. */
static int
query_ints(struct sqlite_store *st, const char *sql, int64_t *v, int n,
    const char *what)
{
	sqlite3_stmt *s = NULL;
	int rc, status = ST_OK;

	rc = sqlite3_prepare_v2(st->db, sql, -1, &s, NULL);
	if (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		for (int i = 0; i < n; i++)
			v[i] = sqlite3_column_int64(s, i);
		rc = SQLITE_OK;
	}
	if (rc != SQLITE_OK)
		status = fail_sqlite(st, rc, what);
	sqlite3_finalize(s);
	return status;
}

/* The statement q, prepared on first use; reset it with stmt_done(). */
static int
stmt_get(struct sqlite_store *st, enum query q, sqlite3_stmt **out)
{
	int rc;

	if (st->q[q] == NULL) {
		const char *sql = query_sql[q];

		if (sqlite3_libversion_number() < 3043000)	/* no octet_length() */
			sql = q == Q_LIST_COUNTS ? LIST_SQL(", " SESSION_BYTES_OLD) :
			    q == Q_STAT_COUNTS ? STAT_SQL(", " SESSION_BYTES_OLD) : sql;
		rc = sqlite3_prepare_v3(st->db, sql, -1,
		    SQLITE_PREPARE_PERSISTENT, &st->q[q], NULL);
		if (rc != SQLITE_OK)
			return fail_sqlite(st, rc, "cannot prepare a query");
	}
	*out = st->q[q];
	return ST_OK;
}

static void
stmt_done(sqlite3_stmt *s)
{
	sqlite3_reset(s);
	sqlite3_clear_bindings(s);
}

/*
 * Statement q with ?1 = id and, if q has them, ?2 = to (unless NULL) or num
 * and ?3 = the bytes of it: all borrowed until stmt_done().
 */
static int
stmt_bind(struct sqlite_store *st, enum query q, const char *id, const char *to,
    int64_t num, const struct item *it, sqlite3_stmt **out)
{
	sqlite3_stmt *s = NULL;
	int n, rc, status;

	if ((status = stmt_get(st, q, &s)) != ST_OK)
		return status;
	n = sqlite3_bind_parameter_count(s);
	rc = sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK && n >= 2)
		rc = to != NULL ? sqlite3_bind_text(s, 2, to, -1, SQLITE_STATIC) :
		    sqlite3_bind_int64(s, 2, num);
	if (rc == SQLITE_OK && n >= 3)
		rc = sqlite3_bind_text64(s, 3, it->json, it->len, SQLITE_STATIC,
		    SQLITE_UTF8);
	if (rc != SQLITE_OK) {
		status = fail_sqlite(st, rc, "cannot bind a parameter");
		stmt_done(s);
		return status;
	}
	*out = s;
	return ST_OK;
}

/* Run the change q, with the parameters of stmt_bind(). */
static int
stmt_run(struct sqlite_store *st, enum query q, const char *id, const char *to,
    int64_t num, const struct item *it)
{
	sqlite3_stmt *s = NULL;
	int rc, status;

	if ((status = stmt_bind(st, q, id, to, num, it, &s)) != ST_OK)
		return status;
	if ((rc = sqlite3_step(s)) != SQLITE_DONE)
		status = fail_sqlite(st, rc, "cannot write");
	stmt_done(s);
	return status;
}

/* ST_OK with the session's created_at, or ST_NOT_FOUND (no message). */
static int
session_get(struct sqlite_store *st, const char *session, int64_t *created_at)
{
	sqlite3_stmt *s = NULL;
	int rc, status;

	if (no_tables(st))
		return ST_NOT_FOUND;
	if ((status = stmt_bind(st, Q_SESSION, session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*created_at = sqlite3_column_int64(s, 0);
	else if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else
		status = fail_sqlite(st, rc, "cannot read a session");
	stmt_done(s);
	return status;
}

/* Give session a sessions row: a new one gets created_at, or now if it is
 * negative; an existing one gets created_at (if >= 0) only when update. */
static int
session_ensure(struct sqlite_store *st, const char *session, int64_t created_at,
    int update)
{
	int64_t old;
	int status;

	status = session_get(st, session, &old);
	if (status == ST_NOT_FOUND)
		return stmt_run(st, Q_ADD_SESSION, session, NULL,
		    created_at >= 0 ? created_at : fs_now_ms(), NULL);
	if (status == ST_OK && update && created_at >= 0 && created_at != old)
		return stmt_run(st, Q_SET_CREATED, session, NULL, created_at, NULL);
	return status;
}

/* created_at, items and bytes from columns col, col + 1, col + 2. */
static void
row_info(sqlite3_stmt *s, int col, enum info_want want, struct session_info *info)
{
	info->created_at = sqlite3_column_int64(s, col);
	info->items = (uint64_t)sqlite3_column_int64(s, col + 1);
	info->bytes = want == INFO_COUNTS ?
	    (uint64_t)sqlite3_column_int64(s, col + 2) : INFO_UNKNOWN;
	info->stored = INFO_UNKNOWN;
}

/*
 * Check that the database is ours (see the file comment).  With adopt, a
 * database without any schema is accepted and marked need_schema.
 */
static int
schema_check(struct sqlite_store *st, int adopt)
{
	int64_t v[4];
	int status;

	if ((status = query_ints(st, SCHEMA_CHECK, v, 4, "cannot read the schema")) != ST_OK)
		return status;
	st->need_schema = adopt && v[0] == 0;
	if (st->need_schema || (v[1] == 2 && v[2] == 2 && v[3] == 3))
		return ST_OK;
	return fail(ST_DATA, "%s: not a transcript store (no sessions/items tables)",
	    st->base.path);
}

/* --- The crash tests' VFS -------------------------------------------- */

struct tvfs_file {
	sqlite3_file	 base;		/* first: its methods are ours */
	sqlite3_file	*real;		/* the wrapped file, right after us */
};

static sqlite3_vfs tvfs, *tvfs_real;
static sqlite3_io_methods tvfs_io[3];	/* one per iVersion of the real file */

#define TVFS_REAL(f)	(((struct tvfs_file *)(f))->real)

static int
tvfs_close(sqlite3_file *f)
{
	return TVFS_REAL(f)->pMethods->xClose(TVFS_REAL(f));
}

static int
tvfs_read(sqlite3_file *f, void *p, int n, sqlite3_int64 off)
{
	return TVFS_REAL(f)->pMethods->xRead(TVFS_REAL(f), p, n, off);
}

static int
tvfs_write(sqlite3_file *f, const void *p, int n, sqlite3_int64 off)
{
	size_t cut = fs_step_cut("sqlite-write", p, (size_t)n);

	if (cut <= (size_t)n) {
		if (cut > 0)
			TVFS_REAL(f)->pMethods->xWrite(TVFS_REAL(f), p, (int)cut, off);
		fs_crash();
	}
	return TVFS_REAL(f)->pMethods->xWrite(TVFS_REAL(f), p, n, off);
}

static int
tvfs_truncate(sqlite3_file *f, sqlite3_int64 size)
{
	fs_step("sqlite-truncate");
	return TVFS_REAL(f)->pMethods->xTruncate(TVFS_REAL(f), size);
}

static int
tvfs_sync(sqlite3_file *f, int flags)
{
	fs_step("sqlite-sync");
	return TVFS_REAL(f)->pMethods->xSync(TVFS_REAL(f), flags);
}

static int
tvfs_file_size(sqlite3_file *f, sqlite3_int64 *size)
{
	return TVFS_REAL(f)->pMethods->xFileSize(TVFS_REAL(f), size);
}

static int
tvfs_lock(sqlite3_file *f, int level)
{
	return TVFS_REAL(f)->pMethods->xLock(TVFS_REAL(f), level);
}

static int
tvfs_unlock(sqlite3_file *f, int level)
{
	return TVFS_REAL(f)->pMethods->xUnlock(TVFS_REAL(f), level);
}

static int
tvfs_reserved(sqlite3_file *f, int *out)
{
	return TVFS_REAL(f)->pMethods->xCheckReservedLock(TVFS_REAL(f), out);
}

static int
tvfs_control(sqlite3_file *f, int op, void *arg)
{
	return TVFS_REAL(f)->pMethods->xFileControl(TVFS_REAL(f), op, arg);
}

static int
tvfs_sector(sqlite3_file *f)
{
	return TVFS_REAL(f)->pMethods->xSectorSize(TVFS_REAL(f));
}

static int
tvfs_device(sqlite3_file *f)
{
	return TVFS_REAL(f)->pMethods->xDeviceCharacteristics(TVFS_REAL(f));
}

static int
tvfs_shm_map(sqlite3_file *f, int pg, int pgsz, int extend, void volatile **pp)
{
	return TVFS_REAL(f)->pMethods->xShmMap(TVFS_REAL(f), pg, pgsz, extend, pp);
}

static int
tvfs_shm_lock(sqlite3_file *f, int off, int n, int flags)
{
	return TVFS_REAL(f)->pMethods->xShmLock(TVFS_REAL(f), off, n, flags);
}

static void
tvfs_shm_barrier(sqlite3_file *f)
{
	TVFS_REAL(f)->pMethods->xShmBarrier(TVFS_REAL(f));
}

static int
tvfs_shm_unmap(sqlite3_file *f, int del)
{
	return TVFS_REAL(f)->pMethods->xShmUnmap(TVFS_REAL(f), del);
}

static int
tvfs_fetch(sqlite3_file *f, sqlite3_int64 off, int n, void **pp)
{
	return TVFS_REAL(f)->pMethods->xFetch(TVFS_REAL(f), off, n, pp);
}

static int
tvfs_unfetch(sqlite3_file *f, sqlite3_int64 off, void *p)
{
	return TVFS_REAL(f)->pMethods->xUnfetch(TVFS_REAL(f), off, p);
}

static int
tvfs_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *f, int flags, int *out)
{
	struct tvfs_file *t = (struct tvfs_file *)f;
	int rc, v;

	(void)vfs;
	t->real = (sqlite3_file *)(t + 1);
	rc = tvfs_real->xOpen(tvfs_real, name, t->real, flags, out);
	if (t->real->pMethods == NULL) {
		f->pMethods = NULL;
		return rc;
	}
	v = t->real->pMethods->iVersion;
	f->pMethods = &tvfs_io[(v < 1 ? 1 : v > 3 ? 3 : v) - 1];
	return rc;
}

static int
tvfs_delete(sqlite3_vfs *vfs, const char *name, int sync)
{
	(void)vfs;
	fs_step("sqlite-delete");
	return tvfs_real->xDelete(tvfs_real, name, sync);
}

/* Make the test VFS SQLite's default, once, if fault points are on. */
static void
tvfs_install(void)
{
	static const sqlite3_io_methods io = {
		3, tvfs_close, tvfs_read, tvfs_write, tvfs_truncate, tvfs_sync,
		tvfs_file_size, tvfs_lock, tvfs_unlock, tvfs_reserved, tvfs_control,
		tvfs_sector, tvfs_device, tvfs_shm_map, tvfs_shm_lock, tvfs_shm_barrier,
		tvfs_shm_unmap, tvfs_fetch, tvfs_unfetch
	};

	if (tvfs_real != NULL || !fs_testing() || (tvfs_real = sqlite3_vfs_find(NULL)) == NULL)
		return;
	for (int i = 0; i < 3; i++) {
		tvfs_io[i] = io;
		tvfs_io[i].iVersion = i + 1;
	}
	tvfs = *tvfs_real;
	tvfs.szOsFile = (int)sizeof(struct tvfs_file) + tvfs_real->szOsFile;
	tvfs.zName = "transcript-test";
	tvfs.pNext = NULL;
	tvfs.xOpen = tvfs_open;
	tvfs.xDelete = tvfs_delete;
	sqlite3_vfs_register(&tvfs, 1);
}

/* Open st->file; flags are those of sqlite3_open_v2(). */
static int
db_connect(struct sqlite_store *st, int flags)
{
	int rc, status;

	tvfs_install();
	rc = sqlite3_open_v2(st->file, &st->db, flags, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_extended_result_codes(st->db, 1);
	if (rc == SQLITE_OK)
		rc = sqlite3_busy_timeout(st->db, st->busy_ms);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(st->db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
	if (rc == SQLITE_OK && (flags & SQLITE_OPEN_READWRITE) != 0)
		rc = sqlite3_exec(st->db, "PRAGMA synchronous = FULL", NULL, NULL, NULL);
	if (rc == SQLITE_OK)
		return ST_OK;
	status = fail_sqlite(st, rc, "cannot open the database");
	sqlite3_close(st->db);
	st->db = NULL;
	return status;
}

/* Remove the database file path and its companions; a missing one is fine. */
static int
db_remove(const char *path)
{
	static const char *const suffix[] = { "", "-wal", "-shm", "-journal" };
	struct buf b = BUF_INIT;
	int status = ST_OK;

	for (size_t i = 0; i < nitems(suffix); i++) {
		buf_reset(&b);
		buf_addf(&b, "%s%s", path, suffix[i]);
		if (fs_unlink(b.p) == -1 && errno != ENOENT)
			status = status_first(status,
			    fail_errno(ST_IO, "cannot remove '%s'", b.p));
	}
	buf_release(&b);
	return status;
}

/*
 * Make a new database at st->file, atomically and already in WAL mode: set
 * up a temporary file, then link(2) it into place.  *made describes it, or
 * is zeroed when another process made the file first.
 */
static int
file_make(struct sqlite_store *st, struct stat *made)
{
	struct buf dir = BUF_INIT, tmp = BUF_INIT;
	sqlite3 *db = NULL;
	int fd, rc, status;

	memset(made, 0, sizeof(*made));
	fs_dirname(&dir, st->file);
	if ((status = fs_mktemp(AT_FDCWD, dir.p, &tmp, &fd)) != ST_OK)
		goto out;
	if (fstat(fd, made) == -1)
		status = fail_errno(ST_IO, "cannot stat '%s'", tmp.p);
	close(fd);
	tvfs_install();
	rc = sqlite3_open_v2(tmp.p, &db, SQLITE_OPEN_READWRITE, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL);
	if (status == ST_OK && rc != SQLITE_OK)
		status = fail(ST_IO, "%s: cannot set up a database: %s", tmp.p,
		    db != NULL ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
	if (sqlite3_close(db) != SQLITE_OK && status == ST_OK)
		status = fail(ST_IO, "%s: cannot close: %s", tmp.p, sqlite3_errmsg(db));
	if (status == ST_OK && fs_link(AT_FDCWD, tmp.p, st->file) == -1) {
		if (errno == EEXIST)
			memset(made, 0, sizeof(*made));
		else
			status = fail_errno(ST_IO, "cannot create '%s'", st->base.path);
	}
	if (status == ST_OK && made->st_ino != 0)
		status = fs_fsync_dir(dir.p);
	status = status_first(status, db_remove(tmp.p));
out:
	buf_release(&dir);
	buf_release(&tmp);
	return status;
}

/*
 * Open the file (with create, making it if missing) and hold a shared
 * flock(2) on it until close(), which removes a file only under an
 * exclusive one: no other transcript process can be using a file that
 * disappears.  A file removed between our open(2) and flock(2) is opened
 * again.  ST_NOT_FOUND (no message) when missing.
 */
static int
file_hold(struct sqlite_store *st, int create)
{
	struct stat made, a, b;
	int fd, status;

	memset(&made, 0, sizeof(made));
	for (int tries = 0; tries < 10; tries++) {
		if ((fd = open(st->file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) == -1) {
			if (errno != ENOENT)
				return fail_errno(ST_IO, "cannot open '%s'", st->base.path);
			if (!create)
				return ST_NOT_FOUND;
			if ((status = file_make(st, &made)) != ST_OK)
				return status;
			continue;
		}
		while (flock(fd, LOCK_SH) == -1)
			if (errno != EINTR) {
				close(fd);
				return fail_errno(ST_IO, "cannot lock '%s'", st->base.path);
			}
		if (fstat(fd, &a) == 0 && stat(st->file, &b) == 0 &&
		    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			st->fd = fd;
			st->created = a.st_dev == made.st_dev && a.st_ino == made.st_ino;
			if (S_ISREG(a.st_mode))
				return ST_OK;
			return fail(ST_DATA, "%s: not an SQLite database (not a regular file)",
			    st->base.path);
		}
		close(fd);
	}
	return fail(ST_IO, "%s: keeps being replaced", st->base.path);
}

/* First lock() on a store that was missing at open: create the file. */
static int
db_create(struct sqlite_store *st)
{
	int status;

	if (st->fd == -1 && (status = file_hold(st, 1)) != ST_OK)
		return status;
	if ((status = db_connect(st, SQLITE_OPEN_READWRITE)) != ST_OK)
		return status;
	return schema_check(st, 1);	/* someone else's by now? */
}

/* 1 if the database holds no session (or cannot tell because it is gone). */
static int
db_empty(struct sqlite_store *st)
{
	int64_t v = 0;

	if (st->db == NULL)
		return 1;
	if (query_ints(st, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
	    " AND name = 'sessions'", &v, 1, "cannot read the schema") != ST_OK)
		return 0;
	if (v != 0 && query_ints(st, "SELECT EXISTS (SELECT 1 FROM sessions)", &v, 1,
	    "cannot read the sessions") != ST_OK)
		return 0;
	return v == 0;
}

static int
has_db_suffix(const char *path)
{
	static const char *const suffix[] = { ".db", ".sqlite", ".sqlite3" };
	size_t n = strlen(path), k;

	for (size_t i = 0; i < nitems(suffix); i++) {
		k = strlen(suffix[i]);
		if (n > k && strcmp(path + n - k, suffix[i]) == 0)
			return 1;
	}
	return 0;
}

/* --- Methods --------------------------------------------------------- */

static int
sqlite_probe(const char *path, const struct stat *sb)
{
	static const char magic[16] = "SQLite format 3";	/* and its NUL */
	char head[sizeof(magic)];
	ssize_t n;
	int fd;

	if (sb == NULL)
		return has_db_suffix(path);
	if (!S_ISREG(sb->st_mode))
		return 0;
	if (sb->st_size == 0)
		return has_db_suffix(path);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return 0;
	n = pread(fd, head, sizeof(head), 0);
	close(fd);
	return n == (ssize_t)sizeof(head) && memcmp(head, magic, sizeof(magic)) == 0;
}

static int
sqlite_unlock(struct store *base, int commit)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int status = ST_OK;

	if (!st->in_tx)
		return ST_OK;
	if (commit)
		fs_step("sqlite-commit");
	if (commit && (status = exec_sql(st, "COMMIT", "cannot commit")) == ST_OK) {
		fs_step("sqlite-committed");
		st->committed |= st->changed;
	}
	if (!commit || status != ST_OK) {
		/* A failed COMMIT may or may not have ended the transaction. */
		if (sqlite3_get_autocommit(st->db) == 0)
			status = status_first(status,
			    exec_sql(st, "ROLLBACK", "cannot roll back"));
		if (st->schema_in_tx)
			st->need_schema = 1;
	}
	st->in_tx = st->schema_in_tx = st->changed = 0;
	return status;
}

static int
sqlite_close(struct store *base, int ok)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int drop = 0, status;

	status = sqlite_unlock(base, 0);
	/* Exclusive: no other transcript has the file open (see file_hold()). */
	if (st->created && (ok == 0 || !st->committed) &&
	    flock(st->fd, LOCK_EX | LOCK_NB) == 0)
		drop = db_empty(st);
	for (size_t i = 0; i < Q_NR; i++)
		sqlite3_finalize(st->q[i]);
	if (st->db != NULL && sqlite3_close(st->db) != SQLITE_OK) {
		/* A cursor left open: report it and let it free the handle.
		 * Keep fd: closing it would drop the handle's POSIX locks. */
		status = status_first(status, fail(ST_IO, "%s: cannot close: %s",
		    st->base.path, sqlite3_errmsg(st->db)));
		sqlite3_close_v2(st->db);
		st->fd = -1;
		drop = 0;
	}
	if (drop)
		status = status_first(status, db_remove(st->file));
	if (st->fd != -1)
		close(st->fd);		/* after sqlite3_close(), for the same reason */
	free(st->file);
	free(st->base.path);
	free(st);
	return status;
}

static int
sqlite_open(const char *path, enum store_mode mode, const struct store_config *cfg,
    struct store **out)
{
	struct sqlite_store *st;
	struct buf file = BUF_INIT;
	int status;

	st = xcalloc(1, sizeof(*st));
	st->base.ops = &store_sqlite_ops;
	st->base.path = xstrdup(path);
	/* "./" keeps SQLite from reading "file:..." as a URI or ":memory:". */
	buf_adds(&file, path[0] == '/' ? "" : "./");
	buf_adds(&file, path);
	st->file = buf_detach(&file);
	st->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	st->fd = -1;
	st->need_schema = 1;
	status = file_hold(st, 0);
	if (status == ST_NOT_FOUND && mode == STORE_WRITE)
		status = ST_OK;			/* the first lock() creates it */
	else if (status == ST_NOT_FOUND)
		status = fail(ST_NOT_FOUND, "no such store '%s'", path);
	else if (status == ST_OK) {
		status = db_connect(st, mode == STORE_READ ? SQLITE_OPEN_READONLY :
		    SQLITE_OPEN_READWRITE);
		if (status == ST_OK)
			status = schema_check(st, 1);
	}
	if (status != ST_OK) {
		sqlite_close(&st->base, 1);
		return status;
	}
	*out = &st->base;
	return ST_OK;
}

static int
sqlite_list(struct store *base, enum info_want want, struct session_list *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct session_info info = { 0 };
	sqlite3_stmt *s = NULL;
	const char *id;
	size_t nr0 = out->nr;
	int n, rc, status;

	if (no_tables(st))
		return ST_OK;
	if ((status = stmt_get(st, want == INFO_COUNTS ? Q_LIST_COUNTS : Q_LIST,
	    &s)) != ST_OK)
		return status;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		id = (const char *)sqlite3_column_text(s, 0);
		n = sqlite3_column_bytes(s, 0);
		if (id == NULL || n == 0 || memchr(id, '\0', (size_t)n) != NULL ||
		    !json_utf8_valid(id, (size_t)n)) {
			warn_msg("%s: skipping a session whose id is empty or not UTF-8",
			    st->base.path);
			continue;
		}
		row_info(s, 1, want, &info);
		info.id = xmemdup(id, (size_t)n);
		session_list_push(out, &info);
	}
	if (rc != SQLITE_DONE) {
		status = fail_sqlite(st, rc, "cannot list the sessions");
		while (out->nr > nr0)
			free(out->v[--out->nr].id);
	}
	stmt_done(s);
	return status;
}

static int
sqlite_stat(struct store *base, const char *session, enum info_want want,
    struct session_info *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	sqlite3_stmt *s = NULL;
	int rc, status;

	if (no_tables(st))
		return ST_NOT_FOUND;
	if ((status = stmt_bind(st, want == INFO_COUNTS ? Q_STAT_COUNTS : Q_STAT,
	    session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		row_info(s, 0, want, out);
		out->id = xstrdup(session);
	} else if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else
		status = fail_sqlite(st, rc, "cannot read a session");
	stmt_done(s);
	return status;
}

/* Yield the json column of the current row as it stands (tolerant loads):
 * ST_OK with out->flaw and out->why set if it is not an object. */
static int
cursor_flawed(struct sqlite_cursor *c, struct item *out)
{
	sqlite3_stmt *s = c->stmt;
	const char *text;
	int type;

	if ((type = sqlite3_column_type(s, 1)) != SQLITE_TEXT) {
		out->flaw = ITEM_INVALID_JSON;
		out->why = "json column is not text";
		out->why_off = 0;
		if (type == SQLITE_BLOB && (text = sqlite3_column_blob(s, 1)) != NULL) {
			out->json = text;
			out->len = (size_t)sqlite3_column_bytes(s, 1);
		}
		return ST_OK;
	}
	if ((text = (const char *)sqlite3_column_text(s, 1)) == NULL)
		return fail_sqlite(c->st, SQLITE_NOMEM, "cannot read items");
	if (c->st->base.defer) {
		out->json = text;
		out->len = (size_t)sqlite3_column_bytes(s, 1);
		out->flaw = ITEM_UNCHECKED;
	} else
		item_settle(out, text, (size_t)sqlite3_column_bytes(s, 1), &c->scratch);
	return ST_OK;
}

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct sqlite_cursor *c = (struct sqlite_cursor *)base;
	struct pos pos = { NULL, NULL, 0, 0, 0 };
	struct item it = { .json = "", .flaw = ITEM_OK };	/* line 0: a row */
	const char *text;
	size_t len;
	int64_t seq;
	int rc, status, type;

	if (c->done)
		return ST_END;
	if (!c->pending) {
		if ((rc = sqlite3_step(c->stmt)) == SQLITE_DONE) {
			c->done = 1;
			sqlite3_reset(c->stmt);		/* end the read snapshot now */
			return ST_END;
		}
		if (rc != SQLITE_ROW)
			return fail_sqlite(c->st, rc, "cannot read items");
	}
	c->pending = 0;
	type = sqlite3_column_type(c->stmt, 0);	/* before any conversion */
	seq = sqlite3_column_int64(c->stmt, 0);
	pos.file = c->st->base.path;
	pos.session = c->session;
	pos.seq = (uint64_t)seq;
	if (type != SQLITE_INTEGER)
		return item_error(&pos, NULL, 0, "seq is not an integer");
	if (seq < 0)
		return item_error(&pos, NULL, 0, "negative seq");
	it.seq = (uint64_t)seq;
	if (c->st->base.tolerant) {
		if ((status = cursor_flawed(c, &it)) == ST_OK)
			*out = it;
		return status;
	}
	if (sqlite3_column_type(c->stmt, 1) != SQLITE_TEXT)
		return item_error(&pos, NULL, 0, "json column is not TEXT (NULL or BLOB)");
	text = (const char *)sqlite3_column_text(c->stmt, 1);
	len = (size_t)sqlite3_column_bytes(c->stmt, 1);
	if (text == NULL)
		return fail_sqlite(c->st, SQLITE_NOMEM, "cannot read items");
	if (c->st->base.verbatim) {	/* our own compact rows */
		it.json = text;
		it.len = len;
	} else if ((status = item_canon(text, len, &c->scratch, &it.json, &it.len,
	    &pos)) != ST_OK)
		return status;
	*out = it;
	return ST_OK;
}

static void
cursor_free(struct item_cursor *base)
{
	struct sqlite_cursor *c = (struct sqlite_cursor *)base;

	sqlite3_finalize(c->stmt);
	buf_release(&c->scratch);
	free(c->session);
	free(c);
}

static int
sqlite_load(struct store *base, const char *session, struct item_cursor **out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct sqlite_cursor *c;
	int rc, status = ST_OK;

	if (no_tables(st))
		return ST_NOT_FOUND;
	c = xcalloc(1, sizeof(*c));
	c->base.next = cursor_next;
	c->base.free = cursor_free;
	c->st = st;
	c->session = xstrdup(session);
	/* Step to the first row here: existence and items in one snapshot. */
	rc = sqlite3_prepare_v2(st->db, LOAD_SQL, -1, &c->stmt, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(c->stmt, 1, c->session, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(c->stmt);
	if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else if (rc != SQLITE_ROW)
		status = fail_sqlite(st, rc, "cannot load a session");
	if (status != ST_OK)
		goto out;
	if (sqlite3_column_int(c->stmt, 2) == 0) {
		c->done = 1;				/* exists, empty */
		sqlite3_reset(c->stmt);
	} else
		c->pending = 1;
	*out = &c->base;
	c = NULL;
out:
	if (c != NULL)
		cursor_free(&c->base);
	return status;
}

static int
sqlite_lock(struct store *base)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int rc, status;

	if (st->db == NULL && (status = db_create(st)) != ST_OK)
		return status;
	if (sqlite3_db_readonly(st->db, "main") == 1)	/* READWRITE fell back */
		return fail(ST_IO, "%s: cannot write: the file is read-only", st->base.path);
	rc = sqlite3_exec(st->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
	if ((rc & 0xff) == SQLITE_BUSY)
		return fail(ST_BUSY, "store '%s' is locked by another writer (waited %d ms)",
		    store_name(st), st->busy_ms);
	if (rc != SQLITE_OK)
		return fail_sqlite(st, rc, "cannot lock for writing");
	st->in_tx = 1;
	if (st->need_schema) {
		/* IF NOT EXISTS: another writer may have made them meanwhile. */
		status = exec_sql(st, SCHEMA_CREATE, "cannot create the tables");
		if (status == ST_OK)
			status = schema_check(st, 0);
		if (status != ST_OK) {
			sqlite_unlock(base, 0);
			return status;
		}
		st->schema_in_tx = 1;
	}
	return ST_OK;
}

/* The next seq of session: 1 + the largest, or 0 (an index lookup). */
static int
next_seq(struct sqlite_store *st, const char *session, int64_t *next)
{
	sqlite3_stmt *s = NULL;
	int rc, status;

	if ((status = stmt_bind(st, Q_MAX_SEQ, session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	if ((rc = sqlite3_step(s)) != SQLITE_ROW)
		status = fail_sqlite(st, rc, "cannot read the last seq");
	else if (sqlite3_column_type(s, 0) == SQLITE_NULL)
		*next = 0;
	else
		*next = sqlite3_column_int64(s, 0) + 1;
	stmt_done(s);
	return status;
}

/* Insert the items of in as session's, numbered from seq; *n counts them. */
static int
insert_items(struct sqlite_store *st, const char *session, int64_t seq,
    int64_t created_at, struct item_cursor *in, uint64_t *n)
{
	struct item it;
	int status;

	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		/* append: the first item makes the session (replace made it) */
		if (*n == 0 && (status = session_ensure(st, session, created_at, 0)) != ST_OK)
			return status;
		status = stmt_run(st, Q_ADD_ITEM, session, NULL, seq + (int64_t)*n, &it);
		if (status != ST_OK)
			return status;
		(*n)++;
		st->changed = 1;
	}
	return status == ST_END ? ST_OK : status;
}

static int
sqlite_append(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, uint64_t *added)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int64_t next = 0;
	uint64_t n = 0;
	int status;

	if ((status = next_seq(st, session, &next)) != ST_OK)
		return status;
	if ((status = insert_items(st, session, next, created_at, in, &n)) != ST_OK)
		return status;
	*added = n;
	return ST_OK;
}

static int
sqlite_replace(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, uint64_t *written)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	uint64_t n = 0;
	int status;

	if ((status = stmt_run(st, Q_DEL_ITEMS, session, NULL, 0, NULL)) != ST_OK)
		return status;
	if ((status = session_ensure(st, session, created_at, 1)) != ST_OK)
		return status;
	st->changed = 1;
	if ((status = insert_items(st, session, 0, created_at, in, &n)) != ST_OK)
		return status;
	*written = n;
	return ST_OK;
}

static int
sqlite_remove(struct store *base, const char *session)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int64_t created_at;
	int status;

	if ((status = session_get(st, session, &created_at)) != ST_OK)
		return status;
	if ((status = stmt_run(st, Q_DEL_ITEMS, session, NULL, 0, NULL)) != ST_OK ||
	    (status = stmt_run(st, Q_DEL_SESSION, session, NULL, 0, NULL)) != ST_OK)
		return status;
	st->changed = 1;
	return ST_OK;
}

static int
sqlite_rename(struct store *base, const char *from, const char *to)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int64_t created_at, other;
	int status;

	if ((status = session_get(st, from, &created_at)) != ST_OK)
		return status;
	if ((status = session_get(st, to, &other)) == ST_OK)
		return fail(ST_BUSY, "session '%s' already exists", to);
	if (status != ST_NOT_FOUND)
		return status;
	if ((status = stmt_run(st, Q_ADD_SESSION, to, NULL, created_at, NULL)) != ST_OK ||
	    (status = stmt_run(st, Q_MOVE_ITEMS, from, to, 0, NULL)) != ST_OK ||
	    (status = stmt_run(st, Q_DEL_SESSION, from, NULL, 0, NULL)) != ST_OK)
		return status;
	st->changed = 1;
	return ST_OK;
}

/* Rows have no file of their own: the database, as the user named it
 * (without its "sqlite:" prefix), row 1. */
static void
sqlite_where(struct store *base, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	(void)session;
	(void)it;
	(void)scratch;
	out->file = base->path;
	out->line = 0;
	out->row = 1;
}

const struct store_ops store_sqlite_ops = {
	.name = "sqlite",
	.probe = sqlite_probe,
	.open = sqlite_open,
	.close = sqlite_close,
	.list = sqlite_list,
	.stat = sqlite_stat,
	.load = sqlite_load,
	.lock = sqlite_lock,
	.unlock = sqlite_unlock,
	.append = sqlite_append,
	.replace = sqlite_replace,
	.remove = sqlite_remove,
	.rename = sqlite_rename,
	.where = sqlite_where,
};
