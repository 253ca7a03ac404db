/*
 * store_sqlite.c - the SQLite backend, for every SQLite kind of schema.h:
 * the "sqlite", "openai-agents", "langchain", "agntz", "mastra",
 * "voltagent", "opencode" and "llm" store kinds (and any row added to
 * schema_kinds[]) are this one backend reading their descriptions, each
 * kind's store_ops carrying its row (store.h STORE_KIND_ENGINE).  Every session of a store is in one database file.
 * transcript's own schema, the tables of the agentkit session-persistence
 * example:
 *
 *	CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
 *	CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL,
 *	    json TEXT NOT NULL, PRIMARY KEY (session_id, seq),
 *	    FOREIGN KEY (session_id) REFERENCES sessions(id));
 *
 * created_at is in epoch milliseconds; seq counts 0, 1, 2, ... per session.
 * The other kinds' tables, times and write rules are in schema.c.
 *
 * Contract, beyond store.h:
 *  - A database is of a kind if the kind's tables exist (under their
 *    default names, or those of the query options) with the columns that
 *    play a role.  Any other database is refused with ST_DATA, naming the
 *    tables it has, and never altered, except one with no schema at all (an
 *    empty file, or one whose creator died before its first commit): that
 *    is an empty store, which readers see without sessions and STORE_WRITE
 *    adopts.  STORE_READ opens the file read-only (SQLite may then leave
 *    its -wal and -shm files behind).
 *  - Detection (the probes): a file is an SQLite database by its header;
 *    its kind is the one whose tables it has.  The default kind ("sqlite",
 *    SQL_KIND_DEFAULT) also claims a database of no kind (to refuse it,
 *    naming its tables), an empty file and a missing path ending in .db,
 *    .sqlite or .sqlite3.
 *  - A link (or a FIFO, socket or device) in place of the database's -wal,
 *    -shm or -journal file (next to the path as named and next to the file
 *    it resolves to, where SQLite looks) is refused with ST_DATA and
 *    fs_unsafe()'s message before SQLite opens anything.
 *    SQLite's own unix VFS opens those files with O_NOFOLLOW in the
 *    releases that have it (3.40 here), failing with a bare "unable to
 *    open database file"; older ones followed the link and wrote through
 *    it.  SQLITE_OPEN_NOFOLLOW concerns the database path only, which, like
 *    any STORE path, may be a link.
 *  - Nothing is created before lock().  The first lock() on a missing store
 *    makes the file: set up under a temporary name, then link(2)ed into
 *    place, so it never appears half made; its tables are created inside
 *    the write transaction.  close() removes a file that this open created
 *    if it holds no session and the command failed or committed no change,
 *    so a failed or empty write leaves nothing behind.  In batch mode
 *    (store.h; convert) a missing store is instead filled under a temporary
 *    name, with the journal in memory and synchronous = OFF, in batches of
 *    up to 512 KiB of items (store.h batch_bytes: each stays in the page
 *    cache, 1 MiB, until verified), and close() switches it to WAL, fsyncs
 *    it and links it into place if it holds a session (db_build(),
 *    db_place()): until then nobody sees it, and a kill leaves no store
 *    (and the temp file).
 *  - Every open holds a shared flock(2) on the file, and close() removes one
 *    only under an exclusive flock: never while another transcript process
 *    may write to it.  That fd is closed after sqlite3_close(), as closing
 *    it would drop the process's POSIX locks on the file: so open a file as
 *    one store at a time per process (convert refuses src = dst), since
 *    the second open's probe and its close would drop the first's, and
 *    another process closing the database meanwhile would believe itself
 *    its last connection, checkpoint and delete the -wal that the first
 *    writes on.  A command that reads a store beside itself asks for
 *    store_open_reader(), which gives it this handle again
 *    (STORE_KIND_SHARED): load() cursors, any number at once, each own
 *    their statement and a snapshot from their first step, and go on
 *    across lock()'s BEGIN IMMEDIATE, the writes of another session and
 *    COMMIT on the same connection (a commit waits for no pending read;
 *    a ROLLBACK may end them, after a failure anyway); but lock() is
 *    ST_BUSY if another connection committed since an open cursor's
 *    snapshot began (WAL's SQLITE_BUSY_SNAPSHOT: the write would not be
 *    on what was read).  The write statements are the store's, never a
 *    cursor's, and reset after each use.  A command that rewrites the
 *    session it reads (repair) asks for store_open_apart() instead:
 *    open_reader() is a second connection on the file, opened by SQLite
 *    alone (no probe, no fd of transcript's: the first's fd holds the
 *    file), closed before the first.  sync writes its batch beside the
 *    first the same way (store_open_writer(): open_writer(), writable);
 *    a store missing at the first's open, whose handle holds no file, is
 *    opened again instead, for batch mode to build it.
 *  - Writes run in the transaction that lock() begins (BEGIN IMMEDIATE,
 *    waiting up to busy_ms) and unlock() ends.  A write method that fails
 *    leaves that transaction for the caller to roll back with unlock(0);
 *    in batch mode each replace() runs in a savepoint and rolls back to
 *    it when it fails, so that the batch's other writes stay.
 *    A store with one of its kind's guard tables (AdvancedSQLiteSession's)
 *    is read-only: lock() refuses it with ST_USAGE and the reason.
 *  - Writes follow the kind's rules: openai-agents inserts the sessions
 *    row OR IGNORE, then the messages, then sets updated_at, as
 *    SQLiteSession.add_items() does; delete removes the messages and then
 *    the row, as clear_session() does.  A langchain session is its rows,
 *    so a write that would leave one empty is refused with ST_USAGE.
 *    Items are written in the kind's layout (schema.h): canonical bytes
 *    for "sqlite"; for the others, as the newest item of the database is
 *    laid out (compact for SQLAlchemySession, json.dumps() spacing for
 *    SQLiteSession), else json.dumps() spacing.  Times are written as the
 *    kind keeps them: "YYYY-MM-DD HH:MM:SS[.mmm]" UTC for openai-agents.
 *  - list() and stat() read metadata only: bytes is the stored size of the
 *    item column for "sqlite" (the canonical size of items transcript
 *    wrote) and the canonical size, computed row by row in SQL, for the
 *    others.  A session's created_at is the kind's time column; where the
 *    kind keeps none (langchain), or the row has none or an unreadable one,
 *    it is the database file's modification time.  load() checks every
 *    item with item_canon() as it streams it (verbatim loads of "sqlite"
 *    yield the column as is), and yields rows in order as stored: for
 *    "sqlite" the seq column, so that a gap or (in a database without the
 *    primary key) a doubled seq is passed on, not hidden; for the others
 *    the database's row id, numbered 0, 1, 2, ... as read.  A seq that is
 *    not an integer >= 0 is ST_DATA, tolerant or not.
 *  - Tolerant loads (store.h) yield a row whose item column is not a JSON
 *    object as a flawed item (item.h) with the column's bytes; a NULL or
 *    BLOB column is ITEM_INVALID_JSON, "json column is not text", with
 *    json/len empty (NULL) or the blob's bytes.  where() names the
 *    database, row 1 (printed as file#session@seq).
 *  - Column-mapped items (schema.h): a row's item is made in SQL by
 *    ITEM_MAKE_FN from the row's member columns and, per join, the array
 *    ITEM_JOIN_FN aggregates from the joined rows, so that list --bytes,
 *    stat and load read them as any item column.  A column that is not
 *    what its member holds stops the statement with ST_DATA, naming the
 *    table, the row's rowid and the column (bad_row).  A write splits an
 *    item into its columns (schema_item_split()) and binds them: an item
 *    that would not come back byte for byte is ST_DATA, nothing written.
 *    COL_OPTIONAL columns an older database lacks are read as NULL (the
 *    statements are built again once the columns are known).  A kind with
 *    read_only refuses lock() with ST_USAGE; one with no_create refuses
 *    to make its tables (a missing or empty database), as its owner's
 *    migrations must.  A schema version (schema.h) newer than the kind's
 *    known one is ST_DATA at open.
 *  - SQL is built once per open from the schema and the table names
 *    (quoted where they need it); data goes through bound parameters only.
 *    Statements are prepared on first use, once per store, and reset after
 *    each use; load() cursors own theirs.  All are finalized by close() or
 *    the cursor's free.
 *
 * Crash tests (fsutil.h): COMMIT is a step, and so is every write, sync,
 * truncation and deletion that SQLite makes, through a VFS that wraps the
 * default one and is installed only when a fault-point variable is set.
 *
 * Settings, per connection: busy_timeout = busy_ms, and foreign_keys = ON
 * where the kind's owner enforces them (transcript's); synchronous = FULL
 * on read-write connections, so that a change is on disk when unlock(1)
 * returns.  journal_mode = WAL (persistent) is set only on databases this
 * code makes (db_build()'s when it places them); an existing database keeps
 * its journal mode.  Databases this code makes have pages of 8 KiB.  No
 * SQLite mutexes (sqlite_setup()): a connection is used by one thread at a
 * time.
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "isotime.h"
#include "item.h"
#include "json.h"
#include "schema.h"
#include "sqlrow.h"
#include "store.h"
#include "xalloc.h"

/* The page size of the databases this code makes: fewer, larger writes
 * and reads than SQLite's 4096 for items of a few KiB. */
#define PAGE_SIZE_SQL		"PRAGMA page_size = 8192"
/* A database being built: its page cache (KiB; half SQLite's default,
 * which with 8 KiB pages and the journal in memory peaks at over 10 MB of
 * RSS in all), and the item bytes per batch: half the cache, so that a
 * batch is verified from there. */
#define BUILD_CACHE_SQL		"PRAGMA cache_size = -1024"
#define BUILD_BATCH_BYTES	(UINT64_C(512) << 10)

/* The per-store statements: ?1 is always a session id. */
enum query {
	SCHEMA_STMT_SLOTS,	/* schema_stmts(): Q_ADD_SESSION ...
				   Q_MOVE_ITEMS (schema.h) */
	Q_LIST_IDS,		/* INFO_IDS: no items counted */
	Q_SESSION,		/* created_at, if the session exists */
	Q_ADD_ITEM,
	Q_ANY,			/* 1 if the store holds a session */
	Q_LOAD,			/* prepared by each cursor */
	Q_PAGE_IDS,		/* Q_LIST_IDS, Q_LIST and Q_LIST_COUNTS a */
	Q_PAGE,			/* page at a time (page_sql()), or NULL */
	Q_PAGE_COUNTS,
	Q_FIRST_IDS,		/* ... and their first pages */
	Q_FIRST,
	Q_FIRST_COUNTS,
	Q_NR
};
_Static_assert(Q_MOVE_ITEMS - Q_ADD_SESSION == STMT_MOVE_ITEMS,
    "the schema_stmts() slots");

/* An SQL function: the canonical length of an item column. */
#define ITEM_LEN_FN	"transcript_item_len"
/* One too: the item of a row of column-mapped items (schema.h), from its
 * rowid and its member columns in order. */
#define ITEM_MAKE_FN	"transcript_item"
/* An aggregate too: the array of a join's rows (schema.h struct
 * schema_join), from the join's number, a row's rowid and its members. */
#define ITEM_JOIN_FN	"transcript_join"
/* And one that fails: a session's chain is cut (chain_sql()), from the
 * session, the key of the row whose parent is missing (NULL: the tip) and
 * that parent's key (NULL: the parents go round). */
#define CHAIN_CUT_FN	"transcript_chain_cut"

struct sqlite_store {
	struct store		 base;
	const struct sql_schema	*sc;
	struct schema_names	 names;
	char			*sql[Q_NR];	/* built by sql_build() */
	char			*file;		/* path as given to sqlite3_open_v2() */
	char			*operand;	/* as given to open(), with its
						   query options: open_reader()'s */
	int			 fd;		/* the file, flock(LOCK_SH)ed; -1 if none */
	int64_t			 file_ms;	/* its mtime: created_at where
						   the kind keeps none */
	sqlite3			*db;		/* NULL until the file exists */
	sqlite3_stmt		*q[Q_NR];	/* prepared on first use */
	sqlite3_stmt		*load_spare;	/* a freed cursor's Q_LOAD, reset,
						   for the next load() (check and
						   convert load every session) */
	int			 busy_ms;
	const char		*guard;		/* a guard table present, or NULL */
	int			 layout;	/* items are written so; -1: not
						   decided yet */
	struct buf		 wbuf;		/* an item in that layout, a time */
	struct buf		 lenbuf;	/* ITEM_LEN_FN's scratch */
	struct buf		 makebuf;	/* ITEM_MAKE_FN's item */
	struct buf		 bad_row;	/* ITEM_MAKE_FN's complaint about
						   the row that stopped a
						   statement; empty if none */
	struct buf		 splitbuf;	/* a split item's texts */
	uint32_t		 absent;	/* COL_OPTIONAL columns of the items
						   table the database lacks (bit
						   k: col[k]) */
	uint32_t		 absent_join[SCHEMA_JOINS];	/* ... of
						   each join's table */
	int			 created;	/* this open created the file */
	int			 need_schema;	/* the tables do not exist (yet) */
	int			 schema_in_tx;	/* lock() created them: undone by rollback */
	int			 in_tx;		/* between lock() and unlock() */
	int			 changed;	/* this transaction changed a session */
	int			 committed;	/* some change was committed */
	int			 batch;		/* batch_mode(): writes in savepoints */
	int64_t			 now_ms;	/* the time of this append or
						   replace: a new sessions row's
						   created_at and the row's
						   updated_at (one clock reading
						   for both) */
	int			 utf8;		/* the database's text is UTF-8
						   (items are read as blobs: no
						   copy to end them with a NUL);
						   0 until known, -1 if not */
	char			*building;	/* batch mode, a store that was
						   missing: the temp file being
						   filled, linked into place by
						   close(); else NULL */
	struct sqlite_store	*also;		/* the database's tables of the
						   kind's other generation (sc's
						   also), read where a session
						   is not in sc's; NULL: none */
};

struct sqlite_cursor {
	struct sqlrow_cursor	 row;		/* first: session (bound to ?1),
						   scratch, ordinal, done */
	struct sqlite_store	*st;		/* borrowed: for messages */
	sqlite3_stmt		*stmt;		/* owned: Q_LOAD */
	int			 pending;	/* load() stepped to a row not yet given */
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
	if ((rc & 0xff) == SQLITE_ERROR && st->bad_row.len > 0 &&
	    st->db != NULL && strcmp(sqlite3_errmsg(st->db), st->bad_row.p) == 0)
		return fail(ST_DATA, "%s: %s", st->base.path, st->bad_row.p);
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

/* Are the items stored as their canonical bytes (transcript's own)? */
static int
exact_items(const struct sqlite_store *st)
{
	return st->sc->layout == LAYOUT_COMPACT && !st->sc->follow_layout &&
	    !schema_mapped(st->sc);
}

/* Append the item of a row of the items table, aliased i: its item
 * column, or the item made of its members (column-mapped items). */
static void
add_item(struct buf *b, const struct sql_schema *sc, const struct schema_ids *id)
{
	if (schema_mapped(sc))
		buf_adds(b, id->md);
	else
		buf_addf(b, "i.%s", id->md);
}

/* Append ", (the array of join j's rows of the item row i)", the rows
 * read in order by a subquery (aggregates take them as they come). */
static void
join_sql(const struct sql_dialect *d, const struct schema_join *j, int k,
    uint32_t absent, struct buf *b)
{
	struct buf cols = BUF_INIT;

	for (int c = 0; c < 4 && j->col[c].name != NULL; c++) {
		buf_adds(&cols, ", ");
		if (absent & (UINT32_C(1) << c))
			buf_adds(&cols, "NULL");
		else
			schema_ident_add(d, &cols, j->col[c].name);
	}
	buf_addf(b, ", (SELECT " ITEM_JOIN_FN "(%d, rowid%s) FROM (SELECT rowid%s"
	    " FROM ", k, cols.p, cols.p);
	schema_ident_add(d, b, j->table);
	buf_adds(b, " WHERE ");
	schema_ident_add(d, b, j->parent);
	buf_adds(b, " = i.");
	schema_ident_add(d, b, j->key);
	buf_adds(b, " ORDER BY ");
	schema_ident_add(d, b, j->order);
	buf_adds(b, "))");
	buf_release(&cols);
}

/* The expression that makes a row's item (column-mapped items): every
 * member column, after the row's rowid (for messages), then each join's
 * rows. */
static char *
item_make_sql(const struct sql_dialect *d, const struct sqlite_store *st)
{
	const struct sql_schema *sc = st->sc;
	const struct schema_table *t = &sc->items;
	struct buf b = BUF_INIT;

	buf_adds(&b, ITEM_MAKE_FN "(i.rowid");
	for (int c = 0; c < SCHEMA_COLS && t->col[c].name != NULL; c++) {
		if (t->col[c].role != COLUMN_MEMBER)
			continue;
		if (st->absent & (UINT32_C(1) << c)) {	/* an older layout */
			buf_adds(&b, ", NULL");
			continue;
		}
		buf_adds(&b, ", i.");
		schema_ident_add(d, &b, t->col[c].name);
	}
	for (int k = 0; k < SCHEMA_JOINS && sc->join[k].member != NULL; k++)
		join_sql(d, &sc->join[k], k, st->absent_join[k], &b);
	buf_addc(&b, ')');
	return buf_detach(&b);
}

static int
exec_sql(struct sqlite_store *st, const char *sql, const char *what)
{
	int rc;

	if ((rc = sqlite3_exec(st->db, sql, NULL, NULL, NULL)) != SQLITE_OK)
		return fail_sqlite(st, rc, what);
	return ST_OK;
}

/* --- Building the SQL ------------------------------------------------ */

/*
 * Where a session is (schema.h): its sessions row (TABLE), that or its
 * items (EITHER), or only its items (ITEMS); the clauses below say which.
 * The fragments, of session ?1: a sessions row exists; a column of it
 * (NULL without one); its items exist.
 */
static void
add_row(struct buf *b, const struct schema_ids *id)
{
	buf_addf(b, "EXISTS (SELECT 1 FROM %s WHERE %s = ?1)", id->s, id->sid);
}

static void
add_row_col(struct buf *b, const struct schema_ids *id, const char *col)
{
	if (id->s != NULL && col != NULL)
		buf_addf(b, "(SELECT %s FROM %s WHERE %s = ?1)", col, id->s, id->sid);
	else
		buf_adds(b, "NULL");
}

static void
add_items_exist(struct buf *b, const struct schema_ids *id)
{
	buf_addf(b, "EXISTS (SELECT 1 FROM %s WHERE %s = ?1)", id->m, id->ms);
}

/* Item bytes per session.  octet_length() (SQLite 3.43) reads the length
 * from the record header; before it, the CAST reads every overflow page,
 * which is why list --bytes is a full read on older SQLite and only
 * INFO_COUNTS reads bytes.  Other kinds' items are not stored canonical:
 * their length is computed. */
static void
add_bytes(struct buf *b, const struct schema_sql *q)
{
	if (!q->exact) {
		buf_adds(b, "total(" ITEM_LEN_FN "(");
		add_item(b, q->sc, q->id);
		buf_adds(b, "))");
	} else if (sqlite3_libversion_number() >= 3043000)
		buf_addf(b, "total(octet_length(i.%s))", q->id->md);
	else
		buf_addf(b, "total(length(CAST(i.%s AS BLOB)))", q->id->md);
}

/* The last activity, where the kind keeps one: its updated column. */
static void
add_updated(struct buf *b, const struct schema_ids *id)
{
	if (id->s != NULL && id->sup != NULL)
		buf_addf(b, "s.%s", id->sup);
	else
		buf_adds(b, "NULL");
}

/*
 * The listing, in id order (BINARY: strcmp's, store.h), read from the
 * indexes so that rows come as they are read, unsorted: a sessions table
 * is walked by its key, each session's items counted by a search of the
 * items' (session, order) or session index.  Sessions that only items name
 * (EITHER, ITEMS) are their items grouped; a kind without an index on them
 * (langchain) is sorted.  Columns: id, created_at, items, updated_at and,
 * with counts, bytes.
 */
static void
list_sql(const struct schema_sql *q, int counts, struct buf *b)
{
	const struct schema_ids *id = q->id;
	struct buf bytes = BUF_INIT, up = BUF_INIT;
	int table = id->s != NULL;

	add_bytes(&bytes, q);
	add_updated(&up, id);
	if (table) {
		buf_addf(b, "SELECT s.%s, s.%s, (SELECT count(i.%s) FROM %s i"
		    " WHERE i.%s = s.%s), %s", id->sid, id->scr, id->mo, id->m,
		    id->ms, id->sid, up.p);
		if (counts)
			buf_addf(b, ", (SELECT %s FROM %s i WHERE i.%s = s.%s)",
			    bytes.p, id->m, id->ms, id->sid);
		buf_addf(b, " FROM %s s", id->s);
	}
	if (q->sc->exists != SESSIONS_TABLE) {
		/* created_at: the earliest stamp, where rows have one */
		buf_addf(b, "%sSELECT i.%s, %s%s%s, count(i.%s), NULL%s%s FROM %s i",
		    table ? " UNION ALL " : "", id->ms, id->mst != NULL ? "min(i." :
		    "NULL", id->mst != NULL ? id->mst : "", id->mst != NULL ? ")" :
		    "", id->mo, counts ? ", " : "", counts ? bytes.p : "", id->m);
		/* Without a sessions row: tested per session (HAVING), but
		 * per row where the rows' bytes are summed. */
		if (table && counts)
			buf_addf(b, " WHERE NOT EXISTS (SELECT 1 FROM %s s WHERE"
			    " s.%s = i.%s)", id->s, id->sid, id->ms);
		buf_addf(b, " GROUP BY i.%s COLLATE BINARY", id->ms);
		if (table && !counts)
			buf_addf(b, " HAVING NOT EXISTS (SELECT 1 FROM %s s WHERE"
			    " s.%s = i.%s)", id->s, id->sid, id->ms);
	}
	buf_adds(b, " ORDER BY 1 COLLATE BINARY");
	buf_release(&bytes);
	buf_release(&up);
}

/* One session: created_at, items, updated_at[, bytes]. */
static void
stat_sql(const struct schema_sql *q, int counts, struct buf *b)
{
	const struct schema_ids *id = q->id;
	enum schema_sessions exists = q->sc->exists;
	struct buf cr = BUF_INIT, upone = BUF_INIT, bytes = BUF_INIT,
	    row = BUF_INIT;

	if (id->s == NULL && id->mst != NULL)	/* the earliest stamp */
		buf_addf(&cr, "min(i.%s)", id->mst);
	else
		add_row_col(&cr, id, id->scr);
	add_row_col(&upone, id, id->sup);
	if (counts)
		add_bytes(&bytes, q);
	if (id->s != NULL)
		add_row(&row, id);
	buf_addf(b, "SELECT c, n, u%s FROM (SELECT %s AS c, count(i.%s) AS n,"
	    " %s AS u%s%s%s FROM %s i WHERE i.%s = ?1) WHERE %s%s%s",
	    counts ? ", b" : "", cr.p, id->mo, upone.p, counts ? ", " : "",
	    counts ? bytes.p : "", counts ? " AS b" : "", id->m, id->ms,
	    exists == SESSIONS_TABLE ? "" : "n > 0",
	    exists == SESSIONS_EITHER ? " OR " : "", row.len > 0 ? row.p : "");
	buf_release(&cr);
	buf_release(&upone);
	buf_release(&bytes);
	buf_release(&row);
}

/* SQLite's spelling (schema.h). */
static const struct sql_dialect sqlite_sql = {
	.type = {
		[TYPE_TEXT] = "TEXT", [TYPE_JSON] = "TEXT",
		[TYPE_INTEGER] = "INTEGER", [TYPE_TIMESTAMP] = "TIMESTAMP",
		[TYPE_JSONB] = "TEXT", [TYPE_UUID] = "TEXT"
	},
	.autoinc = "AUTOINCREMENT",
	.param = "?",
	.ignore_verb = " OR IGNORE",
	.ignore_tail = "",
	.as_text = "",
	.keyword = sqlite3_keyword_check,
	.list = list_sql,
	.stat = stat_sql,
};

/* Q_LIST_IDS: a kind whose sessions are its sessions rows lists them
 * without counting items (a search of the items' index per session, most
 * of the listing's time); others find them among the items (Q_LIST). */
static char *
list_ids_sql(const struct sqlite_store *st, const struct schema_ids *id)
{
	struct buf b = BUF_INIT, up = BUF_INIT;

	if (st->sc->exists != SESSIONS_TABLE)
		return xstrdup(st->sql[Q_LIST]);
	add_updated(&up, id);
	buf_addf(&b, "SELECT s.%s, s.%s, NULL, %s FROM %s s ORDER BY 1 "
	    "COLLATE BINARY", id->sid, id->scr, up.p, id->s);
	buf_release(&up);
	return buf_detach(&b);
}

/* Q_SESSION: created_at, if the session exists; Q_ANY: 1 if the store
 * holds a session. */
static char *
session_sql(const struct sqlite_store *st, const struct schema_ids *id)
{
	enum schema_sessions exists = st->sc->exists;
	struct buf b = BUF_INIT;

	buf_adds(&b, "SELECT ");
	if (id->s == NULL && id->mst != NULL)	/* the earliest stamp */
		buf_addf(&b, "(SELECT min(%s) FROM %s WHERE %s = ?1)", id->mst,
		    id->m, id->ms);
	else
		add_row_col(&b, id, id->scr);
	buf_adds(&b, " WHERE ");
	if (exists != SESSIONS_ITEMS)
		add_row(&b, id);
	if (exists == SESSIONS_EITHER)
		buf_adds(&b, " OR ");
	if (exists != SESSIONS_TABLE)
		add_items_exist(&b, id);
	return buf_detach(&b);
}

static char *
any_sql(const struct schema_ids *id)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "SELECT EXISTS (SELECT 1 FROM %s)", id->m);
	if (id->s != NULL)
		buf_addf(&b, " OR EXISTS (SELECT 1 FROM %s)", id->s);
	return buf_detach(&b);
}

/* Q_ADD_ITEM: ?2 the seq where the kind numbers them (ORDER_SEQ), ?3 the
 * item. */
static char *
add_item_sql(const struct sqlite_store *st, const struct schema_ids *id)
{
	const struct schema_table *t = &st->sc->items;
	struct buf b = BUF_INIT;
	int k = 4;

	if (schema_mapped(st->sc)) {	/* ?4, ?5, ...: the members */
		buf_addf(&b, "INSERT INTO %s (%s", id->m, id->ms);
		for (const struct schema_col *c = t->col; c < t->col +
		    SCHEMA_COLS && c->name != NULL; c++)
			if (c->role == COLUMN_MEMBER) {
				buf_adds(&b, ", ");
				schema_ident_add(&sqlite_sql, &b, c->name);
			}
		buf_adds(&b, ") VALUES (?1");
		for (const struct schema_col *c = t->col; c < t->col +
		    SCHEMA_COLS && c->name != NULL; c++)
			if (c->role == COLUMN_MEMBER)
				buf_addf(&b, ", ?%d", k++);
		buf_addc(&b, ')');
	} else if (st->sc->order == ORDER_SEQ)
		buf_addf(&b, "INSERT INTO %s (%s, %s, %s) VALUES (?1, ?2, ?3)", id->m,
		    id->ms, id->mo, id->md);
	else
		buf_addf(&b, "INSERT INTO %s (%s, %s) VALUES (?1, ?3)", id->m, id->ms,
		    id->md);
	return buf_detach(&b);
}

/* Q_LOAD: order, item, and whether the row is an item (0: the session
 * exists, empty); ORDER_STAMP adds the stamp, which orders the rows before
 * the order column does. */
static char *
load_sql(const struct sqlite_store *st, const struct schema_ids *id)
{
	struct buf b = BUF_INIT, ex = BUF_INIT, row = BUF_INIT, it = BUF_INIT,
	    stamp = BUF_INIT;
	const char *by = "1";

	add_item(&it, st->sc, id);
	buf_adds(&stamp, "");
	if (st->sc->order == ORDER_STAMP) {
		buf_addf(&stamp, ", i.%s", id->mst);
		by = "4, 1";
	}
	switch (st->sc->exists) {
	case SESSIONS_TABLE:	/* one row, or none: no sort */
		buf_addf(&b, "SELECT i.%s, %s, i.%s IS NOT NULL%s FROM %s s LEFT"
		    " JOIN %s i ON i.%s = s.%s WHERE s.%s = ?1 ORDER BY %s",
		    id->mo, it.p, id->ms, stamp.p, id->s, id->m, id->ms, id->sid,
		    id->sid, by);
		break;
	case SESSIONS_EITHER:	/* a merge of two ordered parts: no sort */
		add_items_exist(&ex, id);
		add_row(&row, id);
		buf_addf(&b, "SELECT i.%s, %s, 1%s FROM %s i WHERE i.%s = ?1"
		    " UNION ALL SELECT NULL, NULL, 0%s WHERE NOT %s AND %s"
		    " ORDER BY %s", id->mo, it.p, stamp.p, id->m, id->ms,
		    stamp.len > 0 ? ", NULL" : "", ex.p, row.p, by);
		break;
	case SESSIONS_ITEMS:
		buf_addf(&b, "SELECT i.%s, %s, 1%s FROM %s i WHERE i.%s = ?1"
		    " ORDER BY %s", id->mo, it.p, stamp.p, id->m, id->ms, by);
		break;
	}
	buf_release(&ex);
	buf_release(&row);
	buf_release(&it);
	buf_release(&stamp);
	return buf_detach(&b);
}

/* Append the identifier of the COL_DERIVED column of the items with role. */
static void
derived_add(const struct sqlite_store *st, enum schema_role role, struct buf *b)
{
	const struct schema_table *t = &st->sc->items;

	for (int c = 0; c < SCHEMA_COLS && t->col[c].name != NULL; c++)
		if (t->col[c].role == role && (t->col[c].flags & COL_DERIVED))
			schema_ident_add(&sqlite_sql, b, t->col[c].name);
}

/* The rowid of the first row of the items table m whose chain key is the
 * value of expr, or (strict) else CHAIN_CUT_FN(s, child, expr). */
static void
chain_row_add(const struct sqlite_store *st, const char *m, const char *expr,
    const char *s, const char *child, int strict, struct buf *b)
{
	if (strict)
		buf_adds(b, "coalesce(");
	buf_addf(b, "(SELECT n.rowid FROM %s n WHERE n.", m);
	schema_ident_add(&sqlite_sql, b, st->sc->chain.key);
	buf_addf(b, " = %s ORDER BY n.rowid LIMIT 1)", expr);
	if (strict)
		buf_addf(b, ", " CHAIN_CUT_FN "(%s, %s, %s))", s, child, expr);
}

/*
 * The items table of a chain kind read as its chains (schema.h struct
 * schema_chain): a table of the items rows, each with its rowid and the
 * COL_DERIVED columns, once per chain it is in; those of session ?1, or
 * (all) of every session.  The walk starts at each tip and follows one row
 * a step (the first of a key, should the table hold a key twice) to a row
 * without a parent.  Session ?1's walk fails with CHAIN_CUT_FN where its
 * tip or a parent is not in the table, or after as many steps as the
 * table has rows (a cycle); the listing's walks stop there instead.
 */
static char *
chain_sql(const struct sqlite_store *st, int all)
{
	const struct schema_chain *ch = &st->sc->chain;
	struct buf b = BUF_INIT, m = BUF_INIT, e = BUF_INIT, k = BUF_INIT;
	const struct sql_dialect *d = &sqlite_sql;

	schema_ident_add(d, &m, st->names.items);
	buf_adds(&b, "(WITH RECURSIVE transcript_chain(s, t, r, d) AS (SELECT x.");
	schema_ident_add(d, &b, ch->id);
	buf_adds(&b, ", x.");
	schema_ident_add(d, &b, ch->time);
	buf_adds(&b, ", ");
	buf_adds(&e, "x.");
	schema_ident_add(d, &e, ch->tip);
	chain_row_add(st, m.p, e.p, "?1", "NULL", !all, &b);
	buf_adds(&b, ", 0 FROM ");
	schema_ident_add(d, &b, ch->tips);
	buf_addf(&b, " x WHERE %s IS NOT NULL", e.p);
	if (!all) {
		buf_adds(&b, " AND x.");
		schema_ident_add(d, &b, ch->id);
		buf_adds(&b, " = ?1");
	}
	buf_reset(&e);
	buf_adds(&e, "m.");
	schema_ident_add(d, &e, ch->parent);
	buf_adds(&k, "m.");
	schema_ident_add(d, &k, ch->key);
	buf_adds(&b, " UNION ALL SELECT c.s, c.t, ");
	if (!all) {
		buf_addf(&b, "CASE WHEN c.d > -(SELECT count(*) FROM %s) THEN ",
		    m.p);
		chain_row_add(st, m.p, e.p, "c.s", k.p, 1, &b);
		buf_addf(&b, " ELSE " CHAIN_CUT_FN "(c.s, %s, NULL) END", k.p);
	} else
		chain_row_add(st, m.p, e.p, NULL, NULL, 0, &b);
	buf_addf(&b, ", c.d - 1 FROM transcript_chain c JOIN %s m ON m.rowid = "
	    "c.r WHERE %s IS NOT NULL", m.p, e.p);
	if (all)
		buf_addf(&b, " AND c.d > -(SELECT count(*) FROM %s)", m.p);
	buf_adds(&b, ") SELECT c.s AS ");
	derived_add(st, COLUMN_SESSION, &b);
	buf_adds(&b, ", c.d AS ");
	derived_add(st, COLUMN_ORDER, &b);
	buf_adds(&b, ", c.t AS ");
	derived_add(st, COLUMN_STAMP, &b);
	buf_addf(&b, ", m.rowid AS rowid, m.* FROM transcript_chain c JOIN %s m"
	    " ON m.rowid = c.r)", m.p);
	buf_release(&m);
	buf_release(&e);
	buf_release(&k);
	return buf_detach(&b);
}

/* CHAIN_CUT_FN(session, child, parent): fails, saying where session's chain
 * is cut (kept in bad_row for fail_sqlite()). */
static void
sql_chain_cut(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct sqlite_store *st = sqlite3_user_data(ctx);
	const unsigned char *s = sqlite3_value_text(argv[0]);
	const unsigned char *child = sqlite3_value_text(argv[1]);
	const unsigned char *parent = sqlite3_value_text(argv[2]);
	const struct schema_chain *ch = &st->sc->chain;

	(void)argc;
	buf_reset(&st->bad_row);
	buf_addf(&st->bad_row, "session %s: ", s != NULL ? (const char *)s : "");
	if (child == NULL)
		buf_addf(&st->bad_row, "its %s %s is not in table %s", ch->tip,
		    parent != NULL ? (const char *)parent : "", st->names.items);
	else
		buf_addf(&st->bad_row, "table %s, row %s %s: ", st->names.items,
		    ch->key, child);
	if (child != NULL && parent != NULL)
		buf_addf(&st->bad_row, "its %s %s is not in the table (the "
		    "history before it is lost)", ch->parent, parent);
	else if (child != NULL)
		buf_addf(&st->bad_row, "its %s chain goes round in a cycle",
		    ch->parent);
	sqlite3_result_error(ctx, st->bad_row.p, -1);
}

/*
 * The listing list a page at a time (list_page()): ?2 sessions at most,
 * those after ?1, where ?1 is the id last read, with its type; with first,
 * the first page (no ?1: no value sorts before every other whatever the
 * column's affinity, which turns a number into text).  Only where the sessions are
 * the rows of a sessions table, whose key's index the listing walks: a
 * page then costs a seek and its rows.  Elsewhere (sessions found among
 * the items, chains) NULL: a seek past ?1 would group or walk every item
 * that follows, at each page, so the listing is read whole.
 */
static char *
page_sql(const struct sqlite_store *st, const struct schema_ids *id,
    const char *list, int first)
{
	/* list_sql() and list_ids_sql() end so: the sessions table is
	 * the outer query's alone */
	static const char tail[] = " s ORDER BY 1 COLLATE BINARY";
	size_t n = list != NULL ? strlen(list) : 0, k = sizeof(tail) - 1;
	struct buf b = BUF_INIT;

	if (st->sc->exists != SESSIONS_TABLE || st->sc->chain.tips != NULL ||
	    n < k || strcmp(list + n - k, tail) != 0)
		return NULL;
	buf_add(&b, list, n - k);
	if (first)
		buf_adds(&b, " s ORDER BY 1 COLLATE BINARY LIMIT ?2");
	else
		buf_addf(&b, " s WHERE s.%s > ?1 ORDER BY 1 COLLATE BINARY"
		    " LIMIT ?2", id->sid);
	return buf_detach(&b);
}

/* Every statement of the store, from its kind and table names: schema.c's
 * set, then SQLite's own.  A chain kind's statements of one session (?1)
 * walk its chain alone (chain_sql()); the listing and Q_ANY, all chains. */
static void
sql_build(struct sqlite_store *st)
{
	struct schema_ids id;
	struct schema_sql q = { &sqlite_sql, st->sc, &id, exact_items(st) };
	char *every[STMT_NR];

	schema_ids_make(&sqlite_sql, st->sc, &st->names, &id);
	if (schema_mapped(st->sc))
		id.md = item_make_sql(&sqlite_sql, st);
	if (st->sc->chain.tips != NULL) {	/* every session's chains */
		free(id.m);
		id.m = chain_sql(st, 1);
		schema_stmts(&q, every);
		st->sql[Q_ANY] = any_sql(&id);
		free(id.m);
		id.m = chain_sql(st, 0);	/* ... and session ?1's */
	}
	schema_stmts(&q, &st->sql[Q_ADD_SESSION]);
	if (st->sc->chain.tips != NULL)
		schema_stmts_listing(&st->sql[Q_ADD_SESSION], every);
	st->sql[Q_LIST_IDS] = list_ids_sql(st, &id);
	st->sql[Q_SESSION] = session_sql(st, &id);
	if (st->sql[Q_ANY] == NULL)
		st->sql[Q_ANY] = any_sql(&id);
	st->sql[Q_ADD_ITEM] = add_item_sql(st, &id);
	st->sql[Q_LOAD] = load_sql(st, &id);
	for (int f = 0; f < 2; f++) {
		st->sql[Q_PAGE_IDS + 3 * f] = page_sql(st, &id,
		    st->sql[Q_LIST_IDS], f);
		st->sql[Q_PAGE + 3 * f] = page_sql(st, &id, st->sql[Q_LIST], f);
		st->sql[Q_PAGE_COUNTS + 3 * f] = page_sql(st, &id,
		    st->sql[Q_LIST_COUNTS], f);
	}
	schema_ids_release(&id);
}

/* Are optional columns missing (an older layout of the kind)? */
static int
absent_any(const struct sqlite_store *st)
{
	uint32_t any = st->absent;

	for (int j = 0; j < SCHEMA_JOINS; j++)
		any |= st->absent_join[j];
	return any != 0;
}

/* Build the statements again, none prepared yet (the columns found). */
static void
sql_rebuild(struct sqlite_store *st)
{
	for (int k = 0; k < Q_NR; k++) {
		if (st->q[k] != NULL) {
			sqlite3_finalize(st->q[k]);
			st->q[k] = NULL;
		}
		free(st->sql[k]);
		st->sql[k] = NULL;
	}
	sql_build(st);
}

/* --- Statements ------------------------------------------------------ */

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
		rc = sqlite3_prepare_v3(st->db, st->sql[q], -1,
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

/* --- Sessions -------------------------------------------------------- */

/* The time in column col of s as the kind keeps it, or -1 if there is
 * none (NULL, unreadable text, or a kind without times). */
static int64_t
col_time(const struct sqlite_store *st, sqlite3_stmt *s, int col)
{
	int64_t ms;

	if (sqlite3_column_type(s, col) == SQLITE_NULL)
		return -1;
	switch (st->sc->time) {
	case TIME_MS:
		return sqlite3_column_int64(s, col);
	case TIME_TEXT:
	case TIME_ISO:
	case TIME_ISO_US:
		if (sqlite3_column_type(s, col) == SQLITE_TEXT &&
		    isotime_parse((const char *)sqlite3_column_text(s, col),
		    (size_t)sqlite3_column_bytes(s, col), ISOTIME_OFFSET,
		    &ms) == 0)	/* llm's threads: str(datetime) */
			return ms;
		break;
	case TIME_NONE:
		break;
	}
	return -1;
}

/* The created_at in column col of s: the kind's time, or the file's. */
static int64_t
row_time(const struct sqlite_store *st, sqlite3_stmt *s, int col)
{
	int64_t ms = col_time(st, s, col);

	return ms >= 0 ? ms : st->file_ms;
}

/*
 * Statement q (Q_ADD_SESSION, Q_SET_CREATED, Q_TOUCH) for session with the
 * time ms as the kind keeps it.
 */
static int
time_run(struct sqlite_store *st, enum query q, const char *session, int64_t ms)
{
	if (st->sc->time != TIME_TEXT && st->sc->time != TIME_ISO)
		return stmt_run(st, q, session, NULL, ms, NULL);
	buf_reset(&st->wbuf);
	isotime_add(&st->wbuf, ms, st->sc->time == TIME_ISO ? ISOTIME_FULL :
	    ISOTIME_SQL);
	return stmt_run(st, q, session, st->wbuf.p, 0, NULL);
}

/* ST_OK with the created_at of the session (q Q_SESSION) or of its
 * sessions row (Q_ROW), or ST_NOT_FOUND (no message). */
static int
session_query(struct sqlite_store *st, enum query q, const char *session,
    int64_t *created_at)
{
	sqlite3_stmt *s = NULL;
	int rc, status;

	if (no_tables(st))
		return ST_NOT_FOUND;
	if ((status = stmt_bind(st, q, session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW)
		*created_at = row_time(st, s, 0);
	else if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else
		status = fail_sqlite(st, rc, "cannot read a session");
	stmt_done(s);
	return status;
}

static int
session_get(struct sqlite_store *st, const char *session, int64_t *created_at)
{
	return session_query(st, Q_SESSION, session, created_at);
}

/* Give session a sessions row, if its kind has them: a new one gets
 * created_at, or the write's time (now_ms) if it is negative; an existing
 * one gets created_at (if >= 0) only when update. */
static int
session_ensure(struct sqlite_store *st, const char *session, int64_t created_at,
    int update)
{
	int64_t old;
	int status;

	if (st->sc->exists == SESSIONS_ITEMS)
		return ST_OK;
	status = session_query(st, Q_ROW, session, &old);
	if (status == ST_NOT_FOUND)
		return time_run(st, Q_ADD_SESSION, session,
		    created_at >= 0 ? created_at : st->now_ms);
	if (status == ST_OK && update && created_at >= 0 && created_at != old)
		return time_run(st, Q_SET_CREATED, session, created_at);
	return status;
}

/* After a write to session: its updated_at, where the kind keeps one: the
 * write's time, which a row it made has as created_at too (even if the
 * write took long enough to cross a second). */
static int
session_touch(struct sqlite_store *st, const char *session)
{
	if (st->sql[Q_TOUCH] == NULL)
		return ST_OK;
	return time_run(st, Q_TOUCH, session, st->now_ms);
}

/* created_at, items, updated_at and (INFO_COUNTS) bytes from columns col,
 * col + 1, col + 2, col + 3. */
static void
row_info(const struct sqlite_store *st, sqlite3_stmt *s, int col,
    enum info_want want, struct session_info *info)
{
	int64_t up = col_time(st, s, col + 2);

	info->created_at = row_time(st, s, col);
	info->items = sqlite3_column_type(s, col + 1) == SQLITE_NULL ?
	    INFO_UNKNOWN : (uint64_t)sqlite3_column_int64(s, col + 1);
	info->updated_at = up > 0 ? up : 0;
	info->bytes = want == INFO_COUNTS ?
	    (uint64_t)sqlite3_column_int64(s, col + 3) : INFO_UNKNOWN;
	info->stored = INFO_UNKNOWN;
}

/* ITEM_LEN_FN(text): the canonical length of an item column (its length
 * if it is not one JSON object; 0 for NULL). */
static void
sql_item_len(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct buf *scratch = sqlite3_user_data(ctx);
	const char *text, *canon, *why;
	size_t n, len, off;
	enum item_flaw flaw;

	(void)argc;
	if (sqlite3_value_type(argv[0]) == SQLITE_NULL) {
		sqlite3_result_int64(ctx, 0);
		return;
	}
	text = (const char *)sqlite3_value_text(argv[0]);
	n = (size_t)sqlite3_value_bytes(argv[0]);
	if (text == NULL) {
		sqlite3_result_error_nomem(ctx);
		return;
	}
	if (item_check(text, n, scratch, &canon, &len, &flaw, &why, &off) != ST_OK)
		len = n;
	sqlite3_result_int64(ctx, (sqlite3_int64)len);
}

/*
 * Add the value v of member column c to the object being made in out
 * (schema_item_add()): 0, or -1 with a complaint naming table, its row
 * rowid and the column in st->bad_row.
 */
static int
item_value(struct sqlite_store *st, struct buf *out, const char *table,
    sqlite3_int64 rowid, const struct schema_col *c, sqlite3_value *v)
{
	struct schema_value sv = { NULL, 0 };
	const char *why = NULL;
	int type = sqlite3_value_type(v);
	int want = c->type == TYPE_INTEGER ? SQLITE_INTEGER : SQLITE_TEXT;

	if (type != SQLITE_NULL && type != want)
		why = want == SQLITE_TEXT ? "is not text" : "is not an integer";
	else if (type != SQLITE_NULL) {
		sv.p = (const char *)sqlite3_value_text(v);
		sv.n = (size_t)sqlite3_value_bytes(v);
		if (sv.p == NULL)
			why = "cannot be read (out of memory)";
	}
	if (why == NULL && schema_item_add(out, out->len == 0, c, &sv, &why) == 0)
		return 0;
	buf_reset(&st->bad_row);
	buf_addf(&st->bad_row, "table %s, row %lld: column %s %s", table,
	    (long long)rowid, c->name, why);
	return -1;
}

/* ITEM_MAKE_FN(rowid, member..., join...): the item of a row of
 * column-mapped items (schema.h), or an error naming the table, the row
 * and the column that is not what its member holds (kept in bad_row for
 * fail_sqlite()). */
static void
sql_item_make(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct sqlite_store *st = sqlite3_user_data(ctx);
	const struct schema_table *t = &st->sc->items;
	sqlite3_int64 rowid = sqlite3_value_int64(argv[0]);
	struct schema_col jc;
	int k = 1;

	if (sqlite3_value_type(argv[0]) == SQLITE_NULL) {	/* no row: */
		sqlite3_result_null(ctx);	/* a session's LEFT JOIN */
		return;
	}
	buf_reset(&st->makebuf);
	for (const struct schema_col *c = t->col; c < t->col + SCHEMA_COLS &&
	    c->name != NULL && k < argc; c++)
		if (c->role == COLUMN_MEMBER && item_value(st, &st->makebuf,
		    st->names.items, rowid, c, argv[k++]) != 0)
			goto bad;
	for (int j = 0; j < SCHEMA_JOINS && st->sc->join[j].member != NULL &&
	    k < argc; j++) {
		schema_join_col(&st->sc->join[j], &jc);	/* never NULL: */
		if (item_value(st, &st->makebuf, st->names.items, rowid, &jc,
		    argv[k++]) != 0)		/* sql_join_final() */
			goto bad;
	}
	buf_addc(&st->makebuf, '}');
	sqlite3_result_text64(ctx, st->makebuf.p, st->makebuf.len,
	    SQLITE_TRANSIENT, SQLITE_UTF8);
	return;
bad:
	sqlite3_result_error(ctx, st->bad_row.p, -1);
}

/* ITEM_JOIN_FN(j, rowid, member...), an aggregate: the JSON array of the
 * objects of join j's rows, in the order they come. */
struct join_agg {
	struct buf	 out;
	int		 bad;
};

static void
sql_join_step(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct sqlite_store *st = sqlite3_user_data(ctx);
	struct join_agg *a = sqlite3_aggregate_context(ctx, sizeof(*a));
	const struct schema_join *j;
	struct buf obj = BUF_INIT;
	int jn = sqlite3_value_int(argv[0]), k = 2;

	if (a == NULL) {
		sqlite3_result_error_nomem(ctx);
		return;
	}
	if (a->bad || jn < 0 || jn >= SCHEMA_JOINS ||
	    (j = &st->sc->join[jn])->member == NULL)
		return;
	for (const struct schema_col *c = j->col; c < j->col + 4 &&
	    c->name != NULL && k < argc; c++)
		if (item_value(st, &obj, j->table, sqlite3_value_int64(argv[1]),
		    c, argv[k++]) != 0) {
			a->bad = 1;
			buf_release(&obj);
			return;
		}
	if (obj.len == 0)
		buf_addc(&obj, '{');
	buf_addc(&a->out, a->out.len == 0 ? '[' : ',');
	buf_add(&a->out, obj.p, obj.len);
	buf_addc(&a->out, '}');
	buf_release(&obj);
}

static void
sql_join_final(sqlite3_context *ctx)
{
	struct sqlite_store *st = sqlite3_user_data(ctx);
	struct join_agg *a = sqlite3_aggregate_context(ctx, 0);

	if (a == NULL)			/* no row */
		sqlite3_result_text(ctx, "[]", 2, SQLITE_STATIC);
	else if (a->bad)
		sqlite3_result_error(ctx, st->bad_row.p, -1);
	else {
		buf_addc(&a->out, ']');
		sqlite3_result_text64(ctx, a->out.p, a->out.len, SQLITE_TRANSIENT,
		    SQLITE_UTF8);
	}
	if (a != NULL)
		buf_release(&a->out);
}

/* --- The schema ------------------------------------------------------ */

/* The names of the tables of db, sorted, and the number of schema
 * objects (tables, indexes, views, triggers) in *objects. */
static int
tables_read(sqlite3 *db, char ***out, size_t *nr, int64_t *objects)
{
	sqlite3_stmt *s = NULL;
	size_t alloc = 0;
	int rc;

	*out = NULL;
	*nr = 0;
	*objects = 0;
	rc = sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_schema", -1, &s,
	    NULL);
	if (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW)
		*objects = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	s = NULL;
	if (rc != SQLITE_ROW)
		return rc;
	rc = sqlite3_prepare_v2(db, "SELECT name FROM sqlite_schema WHERE type ="
	    " 'table' AND name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY name", -1,
	    &s, NULL);
	while (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(s, 0);

		rc = SQLITE_OK;
		xgrow(out, &alloc, *nr + 1, sizeof(**out));
		(*out)[(*nr)++] = xstrdup(name != NULL ? name : "");
	}
	sqlite3_finalize(s);
	return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/* What the database with tables[0..n) is, for a message saying it is not
 * of st's kind: its tables, and its kind or the kinds there are. */
static void
tables_say(const struct sqlite_store *st, char *const tables[], size_t n,
    struct buf *b)
{
	const struct sql_kind *k, *first = schema_kind_next(SQL_SQLITE, NULL);
	const struct sql_schema *sc;

	buf_adds(b, n == 0 ? "it has no tables" : "its tables: ");
	for (size_t i = 0; i < n; i++)
		buf_addf(b, "%s%s", i > 0 ? ", " : "", tables[i]);
	for (k = first; k != NULL; k = schema_kind_next(SQL_SQLITE, k))
		if (k->schema != st->sc && schema_matches(k->schema, tables, n)) {
			buf_addf(b, "; it is %s (%s:)", k->schema->title, k->name);
			return;
		}
	buf_adds(b, "; transcript reads");
	for (k = first; k != NULL; k = schema_kind_next(SQL_SQLITE, k)) {
		sc = k->schema;
		buf_addf(b, "%s %s%s%s (%s:)", k == first ? "" :
		    schema_kind_next(SQL_SQLITE, k) == NULL ? " or" : ",",
		    sc->sessions.name != NULL ? sc->sessions.name : "",
		    sc->sessions.name != NULL ? " + " : "", sc->items.name,
		    k->name);
	}
}

static int	columns_check(struct sqlite_store *, const struct schema_table *,
		    const char *, uint32_t *);

/* ST_OK if the table of join j is there with its columns, else ST_DATA. */
static int
join_check(struct sqlite_store *st, const struct schema_join *j,
    char *const tables[], size_t n, uint32_t *absent_out)
{
	struct schema_table t = { j->table, NULL, { { NULL, COLUMN_OTHER,
	    TYPE_TEXT, 0, NULL, NULL } }, NULL, 0, 0, NULL };
	uint32_t absent = 0;
	size_t k = 0;
	int status;

	if (!schema_has_table(tables, n, j->table))
		return fail(ST_DATA, "%s: not %s: no table '%s'", st->base.path,
		    st->sc->title, j->table);
	t.col[k++] = (struct schema_col){ j->parent, COLUMN_SESSION, TYPE_TEXT,
	    0, NULL, NULL };
	t.col[k++] = (struct schema_col){ j->order, COLUMN_ORDER, TYPE_TEXT,
	    0, NULL, NULL };
	for (const struct schema_col *c = j->col; c < j->col + 4 &&
	    c->name != NULL && k < SCHEMA_COLS; c++)
		t.col[k++] = *c;
	status = columns_check(st, &t, j->table, &absent);
	*absent_out = absent >> 2;	/* bit k: j->col[k] */
	return status;
}

/* ST_OK if the database's schema version (schema.h) is one this program
 * knows, or the kind keeps none; else ST_DATA naming it. */
static int
version_check(struct sqlite_store *st, char *const tables[], size_t n)
{
	const struct schema_version *v = &st->sc->version;
	struct buf sql = BUF_INIT;
	sqlite3_stmt *s = NULL;
	int rc, status = ST_OK;

	if (v->table == NULL)
		return ST_OK;
	if (!schema_has_table(tables, n, v->table))
		return fail(ST_DATA, "%s: not %s: no table '%s'", st->base.path,
		    st->sc->title, v->table);
	buf_adds(&sql, "SELECT max(");
	schema_ident_add(&sqlite_sql, &sql, v->column);
	buf_adds(&sql, ") FROM ");
	schema_ident_add(&sqlite_sql, &sql, v->table);
	rc = sqlite3_prepare_v2(st->db, sql.p, -1, &s, NULL);
	if (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		rc = SQLITE_OK;
		if (sqlite3_column_type(s, 0) != SQLITE_NULL &&
		    (sqlite3_column_type(s, 0) != SQLITE_INTEGER ||
		    sqlite3_column_int64(s, 0) > v->max))
			status = fail(ST_DATA, "%s: table %s: schema version %s is "
			    "not one this program knows (%lld at most): a newer "
			    "%s wrote it", st->base.path, v->table,
			    (const char *)sqlite3_column_text(s, 0), (long long)v->max,
			    st->base.ops->name);
	}
	if (rc != SQLITE_OK)
		status = fail_sqlite(st, rc, "cannot read the schema version");
	sqlite3_finalize(s);
	buf_release(&sql);
	return status;
}

/* ST_OK if table (named name) has every column with a role, else ST_DATA
 * with a message; a COL_OPTIONAL one it lacks is noted in *absent (bit k:
 * t->col[k]) where absent is not NULL. */
static int
columns_check(struct sqlite_store *st, const struct schema_table *t,
    const char *name, uint32_t *absent)
{
	sqlite3_stmt *s = NULL;
	const struct schema_col *c;
	int rc, status = ST_OK;

	rc = sqlite3_prepare_v2(st->db, "SELECT 1 FROM pragma_table_info(?1)"
	    " WHERE name = ?2 COLLATE NOCASE", -1, &s, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(s, 1, name, -1, SQLITE_STATIC);
	for (c = t->col; rc == SQLITE_OK && c < t->col + SCHEMA_COLS &&
	    c->name != NULL; c++) {
		if (c->role == COLUMN_OTHER || (c->flags & (COL_ROWID | COL_DERIVED)))
			continue;
		rc = sqlite3_bind_text(s, 2, c->name, -1, SQLITE_STATIC);
		if (rc == SQLITE_OK)
			rc = sqlite3_step(s);
		if (rc == SQLITE_DONE && (c->flags & COL_OPTIONAL) &&
		    absent != NULL) {
			*absent |= UINT32_C(1) << (c - t->col);
			rc = sqlite3_reset(s);
			continue;
		}
		if (rc == SQLITE_DONE) {
			status = fail(ST_DATA, "%s: not %s: table '%s' has no "
			    "column '%s'", st->base.path, st->sc->title, name,
			    c->name);
			break;
		}
		if (rc == SQLITE_ROW)
			rc = sqlite3_reset(s);
	}
	if (status == ST_OK && rc != SQLITE_OK && rc != SQLITE_DONE)
		status = fail_sqlite(st, rc, "cannot read the schema");
	sqlite3_finalize(s);
	return status;
}

/* ST_OK if the tables of a chain kind have the chain's columns, else
 * ST_DATA with a message. */
static int
chain_check(struct sqlite_store *st)
{
	const struct schema_chain *ch = &st->sc->chain;
	struct schema_table tips = { .col = {
		{ ch->id, COLUMN_SESSION, TYPE_TEXT, 0, NULL, NULL },
		{ ch->tip, COLUMN_ITEM, TYPE_TEXT, 0, NULL, NULL },
		{ ch->time, COLUMN_STAMP, TYPE_TEXT, 0, NULL, NULL },
	} };
	struct schema_table items = { .col = {
		{ ch->key, COLUMN_ITEM, TYPE_TEXT, 0, NULL, NULL },
		{ ch->parent, COLUMN_ITEM, TYPE_TEXT, 0, NULL, NULL },
	} };
	int status;

	if ((status = columns_check(st, &tips, ch->tips, NULL)) != ST_OK)
		return status;
	return columns_check(st, &items, st->names.items, NULL);
}

/*
 * Check that the database is of st's kind (see the file comment), and
 * note a guard table.  With adopt, a database without any schema is
 * accepted and marked need_schema.
 */
static int
schema_check(struct sqlite_store *st, int adopt)
{
	const char *missing = NULL;
	struct buf why = BUF_INIT;
	char **tables;
	size_t n;
	int64_t objects;
	int rc, status = ST_OK;

	if ((rc = tables_read(st->db, &tables, &n, &objects)) != SQLITE_OK)
		return fail_sqlite(st, rc, "cannot read the schema");
	st->need_schema = adopt && objects == 0;
	if (st->names.sessions != NULL &&
	    !schema_has_table(tables, n, st->names.sessions))
		missing = st->names.sessions;
	else if (!schema_has_table(tables, n, st->names.items))
		missing = st->names.items;
	else if (st->sc->chain.tips != NULL &&
	    !schema_has_table(tables, n, st->sc->chain.tips))
		missing = st->sc->chain.tips;
	if (st->need_schema) {
		/* an empty store */
	} else if (missing != NULL) {
		tables_say(st, tables, n, &why);
		status = fail(ST_DATA, "%s: not %s: no table '%s' (%s)",
		    st->base.path, st->sc->title, missing, why.p);
	} else {
		if (st->names.sessions != NULL)
			status = columns_check(st, &st->sc->sessions,
			    st->names.sessions, NULL);
		if (status == ST_OK)
			status = columns_check(st, &st->sc->items, st->names.items,
			    &st->absent);
		for (int j = 0; status == ST_OK && j < SCHEMA_JOINS &&
		    st->sc->join[j].member != NULL; j++)
			status = join_check(st, &st->sc->join[j], tables, n,
			    &st->absent_join[j]);
		if (status == ST_OK && st->sc->chain.tips != NULL)
			status = chain_check(st);
		if (status == ST_OK)
			status = version_check(st, tables, n);
		st->guard = schema_guard(st->sc, tables, n);
		if (status == ST_OK && absent_any(st))
			sql_rebuild(st);	/* those columns read as NULL */
	}
	schema_tables_free(tables, n);
	buf_release(&why);
	return status;
}

/* --- Files ----------------------------------------------------------- */

/*
 * A link (or a FIFO, socket or device) in place of the -wal, -shm or
 * -journal file of the database at path, next to path as named or next to
 * the file it resolves to (where SQLite looks): 1 with its name in found
 * and its lstat mode in *mode, else 0.
 */
static int
companion_find(const char *path, struct buf *found, mode_t *mode)
{
	static const char *const suffix[] = { "-wal", "-shm", "-journal" };
	char *real = realpath(path, NULL);
	const char *base[2] = { path, real };
	struct stat sb;

	for (size_t k = 0; k < nitems(base); k++) {
		if (base[k] == NULL || (k > 0 && strcmp(base[k], path) == 0))
			continue;
		for (size_t i = 0; i < nitems(suffix); i++) {
			buf_reset(found);
			buf_addf(found, "%s%s", base[k], suffix[i]);
			if (lstat(found->p, &sb) == 0 && !S_ISREG(sb.st_mode) &&
			    !S_ISDIR(sb.st_mode)) {
				*mode = sb.st_mode;
				free(real);
				return 1;
			}
		}
	}
	free(real);
	return 0;
}

/* ST_DATA, with fs_unsafe()'s message, if companion_find() finds one. */
static int
companions_check(const char *path)
{
	struct buf found = BUF_INIT, msg = BUF_INIT;
	mode_t mode;
	int status = ST_OK;

	if (companion_find(path, &found, &mode)) {
		fs_unsafe(&msg, found.p, mode);
		status = fail(ST_DATA, "%s", msg.p);
	}
	buf_release(&found);
	buf_release(&msg);
	return status;
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

/*
 * Once per process, before SQLite's first use: no memory statistics (a
 * global mutex around every allocation), and the test VFS if fault points
 * are on.  Connections are opened without their own mutex too
 * (SQLITE_OPEN_NOMUTEX): a store is used by one thread at a time.
 */
static void
sqlite_setup(void)
{
	static int done;

	if (!done) {
		(void)sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
		done = 1;
	}
	tvfs_install();
}

/* Open file (st->file, or the one being built); flags are those of
 * sqlite3_open_v2(). */
static int
db_connect(struct sqlite_store *st, const char *file, int flags)
{
	int rc, status;

	sqlite_setup();
	rc = sqlite3_open_v2(file, &st->db, flags | SQLITE_OPEN_NOMUTEX, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_extended_result_codes(st->db, 1);
	if (rc == SQLITE_OK)
		rc = sqlite3_busy_timeout(st->db, st->busy_ms);
	if (rc == SQLITE_OK && st->sc->foreign_keys)
		rc = sqlite3_exec(st->db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
	if (rc == SQLITE_OK && !exact_items(st))
		rc = sqlite3_create_function_v2(st->db, ITEM_LEN_FN, 1, SQLITE_UTF8 |
		    SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, &st->lenbuf,
		    sql_item_len, NULL, NULL, NULL);
	if (rc == SQLITE_OK && schema_mapped(st->sc))
		rc = sqlite3_create_function_v2(st->db, ITEM_MAKE_FN, -1,
		    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, st,
		    sql_item_make, NULL, NULL, NULL);
	if (rc == SQLITE_OK && st->sc->join[0].member != NULL)
		rc = sqlite3_create_function_v2(st->db, ITEM_JOIN_FN, -1,
		    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, st,
		    NULL, sql_join_step, sql_join_final, NULL);
	if (rc == SQLITE_OK && st->sc->chain.tips != NULL)
		rc = sqlite3_create_function_v2(st->db, CHAIN_CUT_FN, 3,
		    SQLITE_UTF8 | SQLITE_DIRECTONLY, st, sql_chain_cut, NULL,
		    NULL, NULL);
	if (rc == SQLITE_OK && (flags & SQLITE_OPEN_READWRITE) != 0)
		rc = sqlite3_exec(st->db, "PRAGMA synchronous = FULL", NULL, NULL, NULL);
	/* Reads stream in index order: a small page cache does (memory). */
	if (rc == SQLITE_OK && (flags & SQLITE_OPEN_READWRITE) == 0)
		rc = sqlite3_exec(st->db, "PRAGMA cache_size = -256", NULL, NULL, NULL);
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
	sqlite_setup();
	rc = sqlite3_open_v2(tmp.p, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_NOMUTEX, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db, PAGE_SIZE_SQL "; PRAGMA journal_mode = WAL",
		    NULL, NULL, NULL);
	if (status == ST_OK && rc != SQLITE_OK)
		status = fail(ST_IO, "%s: cannot set up a database: %s", tmp.p,
		    db != NULL ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
	if (sqlite3_close(db) != SQLITE_OK && status == ST_OK)
		status = fail(ST_IO, "%s: cannot close: %s", tmp.p, sqlite3_errmsg(db));
	if (status == ST_OK && fs_link(AT_FDCWD, tmp.p, AT_FDCWD, st->file) == -1) {
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
			st->file_ms = (int64_t)a.st_mtim.tv_sec * 1000 +
			    a.st_mtim.tv_nsec / 1000000;
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
	if ((status = db_connect(st, st->file, SQLITE_OPEN_READWRITE)) != ST_OK)
		return status;
	return schema_check(st, 1);	/* someone else's by now? */
}

/*
 * First lock() in batch mode on a store that was missing at open: fill a
 * new database in a temp file beside it, invisible until close() links it
 * into place (db_place()).  Nobody else can see it, so it needs neither
 * a journal on disk nor syncs until then: its journal is kept in memory
 * (so that a session's savepoint can still be rolled back) and synchronous
 * is OFF.  A kill leaves the temp file behind (.tmp-XXXXXX), and the store
 * missing.
 */
static int
db_build(struct sqlite_store *st)
{
	struct buf dir = BUF_INIT, tmp = BUF_INIT;
	int fd, status;

	fs_dirname(&dir, st->file);
	status = fs_mktemp(AT_FDCWD, dir.p, &tmp, &fd);
	buf_release(&dir);
	if (status != ST_OK) {
		buf_release(&tmp);
		return status;
	}
	st->building = buf_detach(&tmp);
	st->fd = fd;
	st->created = 1;
	st->file_ms = fs_now_ms();
	while (flock(fd, LOCK_SH) == -1)	/* as file_hold(), for close() */
		if (errno != EINTR)
			return fail_errno(ST_IO, "cannot lock '%s'", st->building);
	if ((status = db_connect(st, st->building, SQLITE_OPEN_READWRITE)) != ST_OK)
		return status;
	if ((status = exec_sql(st, PAGE_SIZE_SQL "; " BUILD_CACHE_SQL "; "
	    "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF",
	    "cannot set up a new database")) != ST_OK)
		return status;
	return schema_check(st, 1);
}

/*
 * close() of a database that db_build() filled and that holds a session:
 * switch it to WAL as file_make() makes databases, close it, fsync it and
 * link(2) it into place (the commit point), then fsync the directory.  If
 * another process made the store meanwhile, ST_BUSY: the sessions are
 * lost with the temp file.  The caller removes the temp file.
 */
static int
db_place(struct sqlite_store *st)
{
	struct buf dir = BUF_INIT;
	int status;

	if ((status = exec_sql(st, "PRAGMA journal_mode = WAL",
	    "cannot switch to WAL")) != ST_OK)
		return status;
	if (sqlite3_close(st->db) != SQLITE_OK)
		return fail(ST_IO, "%s: cannot close: %s", st->building,
		    sqlite3_errmsg(st->db));
	st->db = NULL;
	if ((status = fs_fsync(st->fd, st->building)) != ST_OK)
		return status;
	if (fs_link(AT_FDCWD, st->building, AT_FDCWD, st->file) == -1)
		return errno == EEXIST ? fail(ST_BUSY, "cannot create '%s': another "
		    "process made it meanwhile; nothing was converted into it",
		    st->base.path) : fail_errno(ST_IO, "cannot create '%s'",
		    st->base.path);
	fs_dirname(&dir, st->file);
	status = fs_fsync_dir_after(dir.p);
	buf_release(&dir);
	return status;
}

/* 1 if the database holds no session (or cannot tell because it is gone). */
static int
db_empty(struct sqlite_store *st)
{
	char **tables;
	size_t n;
	int64_t v = 0;
	int present;

	if (st->db == NULL)
		return 1;
	if (tables_read(st->db, &tables, &n, &v) != SQLITE_OK)
		return 0;
	present = schema_has_table(tables, n, st->names.items);
	schema_tables_free(tables, n);
	if (present && query_ints(st, st->sql[Q_ANY], &v, 1,
	    "cannot read the sessions") != ST_OK)
		return 0;
	return !present || v == 0;
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

/* path as given to SQLite: "./" keeps it from reading "file:..." as a URI
 * or ":memory:". */
static char *
file_name(const char *path)
{
	struct buf file = BUF_INIT;

	buf_adds(&file, path[0] == '/' ? "" : "./");
	buf_adds(&file, path);
	return buf_detach(&file);
}

/* Does the file at path start with SQLite's header? */
static int
is_sqlite_file(const char *path)
{
	static const char magic[16] = "SQLite format 3";	/* and its NUL */
	char head[sizeof(magic)];
	ssize_t n;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return 0;
	n = pread(fd, head, sizeof(head), 0);
	close(fd);
	return n == (ssize_t)sizeof(head) && memcmp(head, magic, sizeof(magic)) == 0;
}

/* --- Methods --------------------------------------------------------- */

/*
 * Which SQLite kinds' tables the database at path (sb) has: bit k of
 * *matches for schema_kinds[k]; 0 if its tables cannot be read (a link in
 * place of a companion file, a database locked past the busy timeout).
 * Every SQLite kind probes a bare path in turn: the answer for the last
 * file asked about is kept (its path, device, inode, size and mtime), so
 * that a database is opened, and waited for, once, not once per kind.
 */
static int
probe_tables(const char *path, const struct stat *sb, uint32_t *matches)
{
	static struct {
		char		 path[4096];
		dev_t		 dev;
		ino_t		 ino;
		off_t		 size;
		struct timespec	 mtime;
		int		 ok;
		uint32_t	 matches;
	} last;
	struct buf link = BUF_INIT;
	sqlite3 *db = NULL;
	mode_t mode;
	char *file, **tables = NULL;
	size_t n = 0, len = strlen(path);
	int64_t objects;

	if (len < sizeof(last.path) && strcmp(last.path, path) == 0 &&
	    last.dev == sb->st_dev && last.ino == sb->st_ino &&
	    last.size == sb->st_size &&
	    last.mtime.tv_sec == sb->st_mtim.tv_sec &&
	    last.mtime.tv_nsec == sb->st_mtim.tv_nsec) {
		*matches = last.matches;
		return last.ok;
	}
	last.ok = 0;
	last.matches = 0;
	file = file_name(path);
	if (!companion_find(path, &link, &mode) &&
	    sqlite3_open_v2(file, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
	    sqlite3_busy_timeout(db, STORE_BUSY_MS_DEFAULT) == SQLITE_OK &&
	    tables_read(db, &tables, &n, &objects) == SQLITE_OK) {
		last.ok = 1;
		for (const struct sql_kind *k = schema_kind_next(SQL_SQLITE, NULL);
		    k != NULL; k = schema_kind_next(SQL_SQLITE, k))
			if (schema_matches(k->schema, tables, n))
				last.matches |= UINT32_C(1) << (k - schema_kinds);
	}
	sqlite3_close(db);
	schema_tables_free(tables, n);
	buf_release(&link);
	free(file);
	last.path[0] = '\0';
	if (len < sizeof(last.path)) {
		memcpy(last.path, path, len + 1);
		last.dev = sb->st_dev;
		last.ino = sb->st_ino;
		last.size = sb->st_size;
		last.mtime = sb->st_mtim;
	}
	*matches = last.matches;
	return last.ok;
}

/*
 * Every SQL kind's probe: an SQLite database that has the kind's tables.
 * The default kind (transcript's own) also takes a database of no kind
 * (its open refuses it, naming its tables), one whose tables cannot be
 * read here (its open tells why), an empty file and a missing path with
 * a database suffix.
 * Tables are read on a read-only connection, and not past a link that
 * companions_check() refuses.
 */
static int
sql_probe(const struct store_ops *ops, const char *path, const struct stat *sb)
{
	const struct sql_kind *kind = ops->data;
	uint32_t matches;
	int ours = (kind->flags & SQL_KIND_DEFAULT) != 0;

	if (sb == NULL)
		return ours && has_db_suffix(path);
	if (!S_ISREG(sb->st_mode))
		return 0;
	if (sb->st_size == 0)
		return ours && has_db_suffix(path);
	if (!is_sqlite_file(path))
		return 0;
	if (!probe_tables(path, sb, &matches))
		return ours;		/* its open says why */
	if (matches & (UINT32_C(1) << (kind - schema_kinds)))
		return 1;
	return ours && matches == 0;	/* unless another kind's */
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
	int drop = 0, place, status;

	status = sqlite_unlock(base, 0);
	/* Exclusive: no other transcript has the file open (see file_hold()). */
	if (st->created && (ok == 0 || !st->committed) && st->building == NULL &&
	    flock(st->fd, LOCK_EX | LOCK_NB) == 0)
		drop = db_empty(st);
	/* A database that batch mode filled goes in place if it holds a
	 * session (committed ones stay, as elsewhere, when the command
	 * failed). */
	place = st->building != NULL && st->db != NULL && !db_empty(st);
	for (size_t i = 0; i < Q_NR; i++) {
		sqlite3_finalize(st->q[i]);
		free(st->sql[i]);
	}
	sqlite3_finalize(st->load_spare);
	if (place)
		status = status_first(status, db_place(st));
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
	if (st->building != NULL) {
		status = status_first(status, db_remove(st->building));
		free(st->building);
	}
	if (st->fd != -1)
		close(st->fd);		/* after sqlite3_close(), for the same reason */
	if (st->also != NULL)
		status = status_first(status, sqlite_close(&st->also->base, ok));
	schema_names_release(&st->names);
	buf_release(&st->wbuf);
	buf_release(&st->lenbuf);
	buf_release(&st->makebuf);
	buf_release(&st->bad_row);
	buf_release(&st->splitbuf);
	free(st->file);
	free(st->operand);
	free(st->base.path);
	free(st);
	return status;
}

/*
 * Which of sc's generations the database has (schema.h also): 0 if it has
 * sc's tables (*also set if it has the other's too), 1 if only the
 * other's, 2 if neither (sc's open says what is missing).
 */
static int
generations(struct sqlite_store *st, const struct sql_schema *sc, int *also)
{
	char **tables = NULL;
	size_t n = 0;
	int64_t objects;
	int own = 1;

	*also = 0;
	if (sc->also == NULL || st->db == NULL ||
	    tables_read(st->db, &tables, &n, &objects) != SQLITE_OK)
		return 0;	/* sc's open says what is wrong */
	own = schema_matches_own(sc, tables, n);
	*also = schema_matches_own(sc->also, tables, n);
	schema_tables_free(tables, n);
	return own ? 0 : *also ? 1 : 2;
}

static int sql_open_schema(const struct store_ops *, const char *,
    enum store_mode, const struct store_config *, const struct sql_schema *,
    const struct sqlite_store *, struct store **);

/* Every SQL kind's open: path may carry the kind's query options. */
static int
sql_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	return sql_open_schema(ops, path, mode, cfg,
	    ((const struct sql_kind *)ops->data)->schema, NULL, out);
}

/* The store of schema sc (ops' kind's, or its other generation) at path;
 * with the other generation's tables beside sc's, that store too.  of: a
 * store this one is a second connection of (open_reader()), whose fd holds
 * the file: none of its own, whose close() would drop of's locks. */
static int
sql_open_schema(const struct store_ops *ops, const char *path,
    enum store_mode mode, const struct store_config *cfg,
    const struct sql_schema *sc, const struct sqlite_store *of,
    struct store **out)
{
	struct sqlite_store *st;
	struct store *also = NULL;
	int gen, both;
	struct buf spec = BUF_INIT;
	int status;

	st = xcalloc(1, sizeof(*st));
	st->base.ops = ops;
	st->base.format = ((const struct sql_kind *)ops->data)->format;
	st->sc = sc;
	st->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	st->fd = -1;
	st->need_schema = 1;
	st->layout = -1;
	buf_addf(&spec, "%s:%s", ops->name, path);
	status = schema_names_parse(sc, ops->name, path, spec.p, &st->base.path,
	    &st->names);
	buf_release(&spec);
	if (status == ST_OK && st->base.path[0] == '\0')
		status = fail(ST_USAGE, "empty store path in '%s:%s'", ops->name, path);
	if (status != ST_OK) {
		schema_names_release(&st->names);
		free(st->base.path);
		free(st);
		return status;
	}
	st->file = file_name(st->base.path);
	st->operand = xstrdup(path);
	sql_build(st);
	if ((status = companions_check(st->base.path)) == ST_OK && of != NULL)
		st->file_ms = of->file_ms;
	else if (status == ST_OK)
		status = file_hold(st, 0);
	if (status == ST_NOT_FOUND && mode == STORE_WRITE)
		status = ST_OK;			/* the first lock() creates it */
	else if (status == ST_NOT_FOUND)
		status = fail(ST_NOT_FOUND, "no such store '%s'", st->base.path);
	else if (status == ST_OK) {
		status = db_connect(st, st->file, mode == STORE_READ ?
		    SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE);
		if (status == ST_OK && (gen = generations(st, sc, &both)) == 1) {
			sqlite_close(&st->base, 1);	/* the other's alone */
			return sql_open_schema(ops, path, mode, cfg, sc->also,
			    of, out);
		}
		if (status == ST_OK)
			status = schema_check(st, 1);
		if (status == ST_OK && gen == 0 && both &&
		    (status = sql_open_schema(ops, path, mode, cfg, sc->also,
		    of, &also)) == ST_OK)
			st->also = (struct sqlite_store *)also;
	}
	if (status != ST_OK) {
		sqlite_close(&st->base, 1);
		return status;
	}
	*out = &st->base;
	return ST_OK;
}

/* A second connection on st's file, for reading beside st while st writes
 * (repair rewrites the session it reads): no probe and no fd of its own,
 * whose open() and close() would drop st's locks; close it before st. */
static int
sqlite_open_reader(struct store *base, struct store **out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct store_config cfg = { st->busy_ms };

	if (st->db == NULL)
		return fail(ST_NOT_FOUND, "no such store '%s'", st->base.path);
	return sql_open_schema(base->ops, st->operand, STORE_READ, &cfg, st->sc,
	    st, out);
}

/* A second connection on st's file for writing beside st (sync's batch),
 * as sqlite_open_reader()'s; a store missing at st's open, of which st
 * holds nothing, is opened again, for batch mode to build it. */
static int
sqlite_open_writer(struct store *base, struct store **out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct store_config cfg = { st->busy_ms };

	return sql_open_schema(base->ops, st->operand, STORE_WRITE, &cfg,
	    st->sc, st->db != NULL ? st : NULL, out);
}

static int list_own(struct sqlite_store *, enum info_want,
    int (*)(void *, const struct session_info *), void *);
static int list_push(void *, const struct session_info *);

/* Each session of the listing, in id order, to each(); ids that are empty
 * or not UTF-8 are skipped with a warning.  With the other generation's
 * tables too, its sessions that sc's lack are among them. */
static int
list_sorted(struct sqlite_store *st, enum info_want want,
    int (*each)(void *, const struct session_info *), void *arg)
{
	struct session_list l = { NULL, 0, 0 };
	size_t own, k = 0;
	int status;

	if (st->also == NULL)
		return list_own(st, want, each, arg);
	status = list_own(st, want, list_push, &l);
	own = l.nr;
	if (status == ST_OK)
		status = list_own(st->also, want, list_push, &l);
	if (own > 1)
		qsort(l.v, own, sizeof(*l.v), session_info_cmp);
	for (size_t i = own; i < l.nr; i++)	/* the other's, unless sc's */
		if (own == 0 || bsearch(&l.v[i], l.v, own, sizeof(*l.v),
		    session_info_cmp) == NULL)
			l.v[own + k++] = l.v[i];
		else {
			free(l.v[i].id);
			l.v[i].id = NULL;
		}
	l.nr = own + k;
	if (l.nr > 1)
		qsort(l.v, l.nr, sizeof(*l.v), session_info_cmp);
	for (size_t i = 0; i < l.nr && status == ST_OK; i++)
		status = each(arg, &l.v[i]);
	session_list_release(&l);
	return status;
}

/* Keep the id of s's row in pg->key, as its type byte then its value,
 * for the next page to start after it; count the row. */
static void
page_key(sqlite3_stmt *s, struct store_page *pg, size_t *rows)
{
	int type = sqlite3_column_type(s, 0);
	int64_t i;
	double d;

	(*rows)++;
	buf_reset(&pg->key);
	buf_addc(&pg->key, type);
	switch (type) {
	case SQLITE_INTEGER:
		i = sqlite3_column_int64(s, 0);
		buf_add(&pg->key, &i, sizeof(i));
		break;
	case SQLITE_FLOAT:
		d = sqlite3_column_double(s, 0);
		buf_add(&pg->key, &d, sizeof(d));
		break;
	case SQLITE_BLOB:
		buf_add(&pg->key, sqlite3_column_blob(s, 0),
		    (size_t)sqlite3_column_bytes(s, 0));
		break;
	case SQLITE_TEXT:
		buf_add(&pg->key, sqlite3_column_text(s, 0),
		    (size_t)sqlite3_column_bytes(s, 0));
		break;
	}
}

/* The rows of listing statement s (bound, or with no parameters), each
 * session to each(); with pg, the last row's id is kept there (its type
 * byte, then its value) and *rows counts the rows read. */
static int
list_rows(struct sqlite_store *st, sqlite3_stmt *s, enum info_want want,
    struct store_page *pg, size_t *rows,
    int (*each)(void *, const struct session_info *), void *arg)
{
	struct session_info info = { 0 };
	struct buf idb = BUF_INIT;
	const char *id;
	int n, rc, status = ST_OK;

	while (status == ST_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		if (pg != NULL)		/* before the text converts it */
			page_key(s, pg, rows);
		id = (const char *)sqlite3_column_text(s, 0);
		n = sqlite3_column_bytes(s, 0);
		if (id == NULL || n == 0 || memchr(id, '\0', (size_t)n) != NULL ||
		    !json_utf8_valid(id, (size_t)n)) {
			warn_msg("%s: skipping a session whose id is empty or not UTF-8",
			    st->base.path);
			continue;
		}
		row_info(st, s, 1, want, &info);
		buf_reset(&idb);
		buf_add(&idb, id, (size_t)n);
		info.id = idb.p;
		status = each(arg, &info);
	}
	if (status == ST_OK && rc != SQLITE_DONE)
		status = fail_sqlite(st, rc, "cannot list the sessions");
	stmt_done(s);
	buf_release(&idb);
	return status;
}

/* list_sorted() of st's own tables. */
static int
list_own(struct sqlite_store *st, enum info_want want,
    int (*each)(void *, const struct session_info *), void *arg)
{
	sqlite3_stmt *s = NULL;
	int status;

	if (no_tables(st))
		return ST_OK;
	if ((status = stmt_get(st, want == INFO_COUNTS ? Q_LIST_COUNTS :
	    want == INFO_IDS ? Q_LIST_IDS : Q_LIST, &s)) != ST_OK)
		return status;
	return list_rows(st, s, want, NULL, NULL, each, arg);
}

/* A page of the listing (page_sql()), or where the kind has no paged
 * statement (or the other generation's tables are there too), all of it. */
static int
sqlite_list_page(struct store *base, enum info_want want, unsigned flags,
    struct store_page *pg, size_t max, struct session_list *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	enum query q = want == INFO_COUNTS ? Q_PAGE_COUNTS :
	    want == INFO_IDS ? Q_PAGE_IDS : Q_PAGE;
	const unsigned char *key = (const unsigned char *)pg->key.p;
	size_t rows = 0, n = pg->key.len;
	sqlite3_stmt *s = NULL;
	int64_t i;
	double d;
	int rc, status;

	(void)flags;
	/* A page that ends on a NULL id has only those (NULL sorts first),
	 * none listed: the rest is listed whole, as where the kind has no
	 * paged statement (or the other generation's tables are there). */
	if (st->also != NULL || st->sql[q] == NULL || no_tables(st) ||
	    (pg->at != 0 && (n == 0 || key[0] == SQLITE_NULL))) {
		pg->at = STORE_PAGE_END;
		return list_sorted(st, want, list_push, out);
	}
	if (pg->at == 0)
		q = (enum query)(q + Q_FIRST - Q_PAGE);
	if ((status = stmt_get(st, q, &s)) != ST_OK)
		return status;
	if (pg->at == 0)
		rc = SQLITE_OK;
	else if (key[0] == SQLITE_INTEGER && n == 1 + sizeof(i)) {
		memcpy(&i, key + 1, sizeof(i));
		rc = sqlite3_bind_int64(s, 1, i);
	} else if (key[0] == SQLITE_FLOAT && n == 1 + sizeof(d)) {
		memcpy(&d, key + 1, sizeof(d));
		rc = sqlite3_bind_double(s, 1, d);
	} else if (key[0] == SQLITE_BLOB)
		rc = sqlite3_bind_blob64(s, 1, key + 1, n - 1,
		    SQLITE_TRANSIENT);	/* list_rows() sets the key anew */
	else
		rc = sqlite3_bind_text64(s, 1, (const char *)key + 1, n - 1,
		    SQLITE_TRANSIENT, SQLITE_UTF8);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_int64(s, 2, max > INT64_MAX ? INT64_MAX :
		    (int64_t)max);
	if (rc != SQLITE_OK) {
		status = fail_sqlite(st, rc, "cannot bind a parameter");
		stmt_done(s);
		return status;
	}
	status = list_rows(st, s, want, pg, &rows, list_push, out);
	if (status == ST_OK)
		pg->at = rows < max ? STORE_PAGE_END : 1;
	return status;
}

static int
list_push(void *arg, const struct session_info *info)
{
	struct session_info copy = *info;

	copy.id = xstrdup(info->id);
	session_list_push(arg, &copy);
	return ST_OK;
}

static int
sqlite_list(struct store *base, enum info_want want, unsigned flags,
    struct session_list *out)
{
	size_t nr0 = out->nr;
	int status;

	(void)flags;
	if ((status = list_sorted((struct sqlite_store *)base, want, list_push,
	    out)) != ST_OK)
		while (out->nr > nr0)
			free(out->v[--out->nr].id);
	return status;
}

static int
sqlite_stat(struct store *base, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	sqlite3_stmt *s = NULL;
	int rc, status;

	(void)flags;
	if (no_tables(st))
		return ST_NOT_FOUND;
	if ((status = stmt_bind(st, want == INFO_COUNTS ? Q_STAT_COUNTS : Q_STAT,
	    session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		row_info(st, s, 0, want, out);
		out->id = xstrdup(session);
	} else if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else
		status = fail_sqlite(st, rc, "cannot read a session");
	stmt_done(s);
	if (status == ST_NOT_FOUND && st->also != NULL)
		return sqlite_stat(&st->also->base, session, want, flags, out);
	return status;
}
/* The json column of the current row is not text: a flawed item for
 * tolerant loads, else ST_DATA. */
static int
cursor_not_text(struct sqlite_cursor *c, const struct pos *pos, struct item *out)
{
	sqlite3_stmt *s = c->stmt;
	const char *blob;

	if (!(c->row.flags & STORE_LOAD_TOLERANT))
		return item_error(pos, NULL, 0, "json column is not TEXT (NULL or BLOB)");
	out->flaw = ITEM_INVALID_JSON;
	out->why = "json column is not text";
	out->why_off = 0;
	if (sqlite3_column_type(s, 1) == SQLITE_BLOB &&
	    (blob = sqlite3_column_blob(s, 1)) != NULL) {
		out->json = blob;
		out->len = (size_t)sqlite3_column_bytes(s, 1);
	}
	return ST_OK;
}

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct sqlite_cursor *c = (struct sqlite_cursor *)base;
	struct pos pos = { NULL, NULL, 0, 0, 0 };
	struct item it = { .json = "", .flaw = ITEM_OK };	/* line 0: a row */
	const char *text;
	int n, rc, status, type;

	if (c->row.done)
		return ST_END;
	if (!c->pending) {
		if ((rc = sqlite3_step(c->stmt)) == SQLITE_DONE) {
			c->row.done = 1;
			sqlite3_reset(c->stmt);		/* end the read snapshot now */
			return ST_END;
		}
		if (rc != SQLITE_ROW)
			return fail_sqlite(c->st, rc, "cannot read items");
	}
	c->pending = 0;
	type = sqlite3_column_type(c->stmt, 0);	/* before any conversion */
	if ((status = sqlrow_seq(&c->row, c->st->base.path,
	    c->st->sc->order == ORDER_SEQ, sqlite3_column_int64(c->stmt, 0),
	    type == SQLITE_INTEGER, &pos, &it)) != ST_OK)
		return status;
	if (sqlite3_column_type(c->stmt, 1) != SQLITE_TEXT)
		status = cursor_not_text(c, &pos, &it);
	else {
		/* A blob is the text as stored, where a text on overflow
		 * pages would be copied again to end it with a NUL (an empty
		 * blob is NULL, which is no error). */
		text = c->st->utf8 > 0 ?
		    (const char *)sqlite3_column_blob(c->stmt, 1) :
		    (const char *)sqlite3_column_text(c->stmt, 1);
		n = sqlite3_column_bytes(c->stmt, 1);
		if (text == NULL && (n > 0 || c->st->utf8 <= 0))
			return fail_sqlite(c->st, SQLITE_NOMEM, "cannot read items");
		status = sqlrow_item(&c->row, exact_items(c->st),
		    text != NULL ? text : "", (size_t)n, &pos, &it);
	}
	if (status == ST_OK)
		*out = it;
	return status;
}

static void
cursor_free(struct item_cursor *base)
{
	struct sqlite_cursor *c = (struct sqlite_cursor *)base;

	if (c->st->load_spare == NULL && c->stmt != NULL) {
		sqlite3_reset(c->stmt);
		sqlite3_clear_bindings(c->stmt);
		c->st->load_spare = c->stmt;
	} else
		sqlite3_finalize(c->stmt);
	sqlrow_cursor_free(&c->row);
}

/* st->utf8: the database's text encoding, which a text read as a blob
 * comes in. */
static int
encoding_read(struct sqlite_store *st)
{
	sqlite3_stmt *s = NULL;
	const char *enc;
	int rc;

	if ((rc = sqlite3_prepare_v2(st->db, "PRAGMA encoding", -1, &s,
	    NULL)) == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		enc = (const char *)sqlite3_column_text(s, 0);
		st->utf8 = enc != NULL && strcmp(enc, "UTF-8") == 0 ? 1 : -1;
		rc = SQLITE_OK;
	}
	sqlite3_finalize(s);
	return rc == SQLITE_OK ? ST_OK : fail_sqlite(st, rc,
	    "cannot read the database's encoding");
}

static int
sqlite_load(struct store *base, const char *session, unsigned flags,
    struct item_cursor **out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct sqlite_cursor *c;
	int rc, status = ST_OK;

	if (no_tables(st))
		return ST_NOT_FOUND;
	if (st->utf8 == 0 && (status = encoding_read(st)) != ST_OK)
		return status;
	c = sqlrow_cursor_new(sizeof(*c), cursor_next, cursor_free, session,
	    flags);
	c->st = st;
	/* Step to the first row here: existence and items in one snapshot. */
	if ((c->stmt = st->load_spare) != NULL) {
		st->load_spare = NULL;
		rc = SQLITE_OK;
	} else
		rc = sqlite3_prepare_v2(st->db, st->sql[Q_LOAD], -1, &c->stmt, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(c->stmt, 1, c->row.session, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(c->stmt);
	if (rc == SQLITE_DONE)
		status = ST_NOT_FOUND;
	else if (rc != SQLITE_ROW)
		status = fail_sqlite(st, rc, "cannot load a session");
	if (status != ST_OK)
		goto out;
	if (sqlite3_column_int(c->stmt, 2) == 0) {
		c->row.done = 1;			/* exists, empty */
		sqlite3_reset(c->stmt);
	} else
		c->pending = 1;
	*out = &c->row.base;
	c = NULL;
out:
	if (c != NULL)
		cursor_free(&c->row.base);
	if (status == ST_NOT_FOUND && st->also != NULL)
		return sqlite_load(&st->also->base, session, flags, out);
	return status;
}

/* Decide how items are written (schema.h): like the newest item, or as
 * the kind writes them. */
static int
layout_decide(struct sqlite_store *st)
{
	sqlite3_stmt *s = NULL;
	int rc, status, layout = -1;

	if (st->sc->follow_layout) {
		if ((status = stmt_get(st, Q_LAST_ITEM, &s)) != ST_OK)
			return status;
		if ((rc = sqlite3_step(s)) == SQLITE_ROW &&
		    sqlite3_column_type(s, 0) == SQLITE_TEXT)
			layout = schema_layout_of((const char *)sqlite3_column_text(s, 0),
			    (size_t)sqlite3_column_bytes(s, 0));
		stmt_done(s);
		if (rc != SQLITE_ROW && rc != SQLITE_DONE)
			return fail_sqlite(st, rc, "cannot read the last item");
	}
	st->layout = layout >= 0 ? layout : (int)st->sc->layout;
	return ST_OK;
}

static int
sqlite_lock(struct store *base)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	struct buf ddl = BUF_INIT;
	int rc, status;

	if (st->sc->read_only != NULL)
		return schema_read_only(st->base.ops->name, st->sc);
	if (st->sc->no_create != NULL && (st->db == NULL || st->need_schema))
		return schema_no_create(st->base.path, st->sc);
	if ((status = companions_check(st->base.path)) != ST_OK)
		return status;
	if (st->db == NULL && (status = st->batch && st->fd == -1 ?
	    db_build(st) : db_create(st)) != ST_OK)
		return status;
	if (st->guard != NULL)
		return fail(ST_USAGE, "%s: %s (it has a %s table): %s",
		    st->base.path, st->sc->guard_what, st->guard, st->sc->guard_why);
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
		schema_ddl(&sqlite_sql, st->sc, &st->names, &ddl);
		status = exec_sql(st, ddl.p, "cannot create the tables");
		buf_release(&ddl);
		if (status == ST_OK)
			status = schema_check(st, 0);
		if (status == ST_OK && st->guard != NULL)
			status = fail(ST_USAGE, "%s: %s (it has a %s table): %s",
			    st->base.path, st->sc->guard_what, st->guard,
			    st->sc->guard_why);
		if (status != ST_OK) {
			sqlite_unlock(base, 0);
			return status;
		}
		st->schema_in_tx = 1;
	}
	if (st->layout < 0 && (status = layout_decide(st)) != ST_OK) {
		sqlite_unlock(base, 0);
		return status;
	}
	return ST_OK;
}

/* The next seq of session: 1 + the largest, or 0 (an index lookup). */
static int
next_seq(struct sqlite_store *st, const char *session, int64_t *next)
{
	sqlite3_stmt *s = NULL;
	int rc, status;

	*next = 0;
	if (st->sc->order != ORDER_SEQ)
		return ST_OK;		/* the database numbers them */
	if ((status = stmt_bind(st, Q_MAX_SEQ, session, NULL, 0, NULL, &s)) != ST_OK)
		return status;
	if ((rc = sqlite3_step(s)) != SQLITE_ROW)
		status = fail_sqlite(st, rc, "cannot read the last seq");
	else if (sqlite3_column_type(s, 0) != SQLITE_NULL)
		*next = sqlite3_column_int64(s, 0) + 1;
	stmt_done(s);
	return status;
}

/* Insert item it, the n-th of session's items being written, as the row
 * of its members (column-mapped items): ST_DATA, reported at its place in
 * the input, if it is not exactly the object of its columns. */
static int
insert_row(struct sqlite_store *st, const char *session, uint64_t n,
    const struct item *it)
{
	struct schema_value v[SCHEMA_MEMBERS_MAX];
	struct buf why = BUF_INIT;
	sqlite3_stmt *s = NULL;
	struct pos pos = { NULL, NULL, 0, 0, 0 };
	int k, members = 0, rc = SQLITE_OK, status;

	if (schema_item_split(&st->sc->items, it->json, it->len, &st->splitbuf,
	    v, &why) != ST_OK) {
		pos.file = st->base.path;
		pos.session = session;
		pos.seq = n;
		buf_reset(&st->bad_row);
		buf_addf(&st->bad_row, "item %llu cannot be a row of %s: %s",
		    (unsigned long long)n, st->names.items, why.p);
		status = item_error(&pos, it->json, 0, st->bad_row.p);
		buf_release(&why);
		return status;
	}
	buf_release(&why);
	for (k = 0; k < SCHEMA_COLS && st->sc->items.col[k].name != NULL; k++)
		members += st->sc->items.col[k].role == COLUMN_MEMBER;
	if ((status = stmt_get(st, Q_ADD_ITEM, &s)) != ST_OK)
		return status;
	rc = sqlite3_bind_text(s, 1, session, -1, SQLITE_STATIC);
	for (k = 0; rc == SQLITE_OK && k < members; k++)
		rc = v[k].p == NULL ? sqlite3_bind_null(s, 4 + k) :
		    sqlite3_bind_text64(s, 4 + k, v[k].p, v[k].n, SQLITE_STATIC,
		    SQLITE_UTF8);
	if (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_DONE)
		rc = SQLITE_OK;
	if (rc != SQLITE_OK)
		status = fail_sqlite(st, rc, "cannot write");
	stmt_done(s);
	return status;
}

/* Insert the items of in as session's, numbered from seq; *n counts them.
 * The session's updated_at is set if any was written. */
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
		if (st->layout != LAYOUT_COMPACT) {
			buf_reset(&st->wbuf);
			schema_layout_write(st->layout, it.json, it.len, &st->wbuf);
			it.json = st->wbuf.p;
			it.len = st->wbuf.len;
		}
		if (schema_mapped(st->sc))
			status = insert_row(st, session, *n, &it);
		else
			status = stmt_run(st, Q_ADD_ITEM, session, NULL,
			    seq + (int64_t)*n, &it);
		if (status != ST_OK)
			return status;
		(*n)++;
		st->changed = 1;
	}
	if (status == ST_END && *n > 0)
		status = session_touch(st, session);
	return status == ST_END ? ST_OK : status;
}

static int
sqlite_append(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *added)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int64_t next = 0;
	uint64_t n = 0;
	int status;

	(void)flags;
	st->now_ms = schema_time_now(st->sc);
	if ((status = next_seq(st, session, &next)) != ST_OK)
		return status;
	if ((status = insert_items(st, session, next, created_at, in, &n)) != ST_OK)
		return status;
	*added = n;
	return ST_OK;
}

static int
rows_replace(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, uint64_t *written)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	uint64_t n = 0;
	int status;

	st->now_ms = schema_time_now(st->sc);
	if ((status = stmt_run(st, Q_DEL_ITEMS, session, NULL, 0, NULL)) != ST_OK)
		return status;
	if ((status = session_ensure(st, session, created_at, 1)) != ST_OK)
		return status;
	st->changed = 1;
	if ((status = insert_items(st, session, 0, created_at, in, &n)) != ST_OK)
		return status;
	if ((status = schema_replaced(st->sc, st->base.path, session, n)) == ST_OK &&
	    n == 0)
		status = session_touch(st, session);	/* else insert_items() did */
	*written = n;
	return status;
}

static int
sqlite_remove(struct store *base, const char *session)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int64_t created_at;
	int status;

	if ((status = session_get(st, session, &created_at)) != ST_OK)
		return status;
	if ((status = stmt_run(st, Q_DEL_ITEMS, session, NULL, 0, NULL)) != ST_OK)
		return status;
	if (st->sql[Q_DEL_SESSION] != NULL &&
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
	int status, rows = st->sql[Q_COPY_SESSION] != NULL;

	if ((status = session_get(st, from, &created_at)) != ST_OK)
		return status;
	if ((status = session_get(st, to, &other)) == ST_OK)
		return fail(ST_BUSY, "session '%s' already exists", to);
	if (status != ST_NOT_FOUND)
		return status;
	/* The row first, the items, then the old row: the reference holds
	 * at every step. */
	if (rows && (status = stmt_run(st, Q_COPY_SESSION, from, to, 0,
	    NULL)) != ST_OK)
		return status;
	if ((status = stmt_run(st, Q_MOVE_ITEMS, from, to, 0, NULL)) != ST_OK)
		return status;
	if (rows && (status = stmt_run(st, Q_DEL_SESSION, from, NULL, 0,
	    NULL)) != ST_OK)
		return status;
	st->changed = 1;
	return ST_OK;
}

/* A store missing at open is built (db_build()) in batches that fit in
 * the page cache, so that verifying one reads it there, not the file. */
static int
sqlite_batch_mode(struct store *base)
{
	struct sqlite_store *st = (struct sqlite_store *)base;

	st->batch = 1;
	if (st->db == NULL)	/* not open_writer()'s: it has no fd */
		base->batch_bytes = BUILD_BATCH_BYTES;
	return ST_OK;
}

/* In batch mode (store.h) the replace runs in a savepoint and, if it
 * fails, rolls back to it, undoing its own change only; outside batch mode
 * unlock(0) undoes the whole transaction. */
static int
sqlite_replace(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *written)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	int changed = st->changed, status, rc;

	(void)flags;
	if (!st->batch)
		return rows_replace(base, session, created_at, in, written);
	if ((status = exec_sql(st, "SAVEPOINT copy", "cannot begin a copy")) != ST_OK)
		return status;
	if ((status = rows_replace(base, session, created_at, in, written)) == ST_OK)
		return exec_sql(st, "RELEASE copy", "cannot end a copy");
	st->changed = changed;
	rc = exec_sql(st, "ROLLBACK TO copy; RELEASE copy", "cannot undo a copy");
	return status > 0 || rc == ST_OK ? status : rc;	/* ST_SKIP too */
}

/* Not a kind but the methods of every SQLite kind: store.c makes a kind of
 * each SQLite row of schema_kinds[] (schema.h), with the row as its data. */
static const enum sql_engine sqlite_engine = SQL_SQLITE;

/* A count column of a usage row: -1 if NULL; -1 and *bad if it is no
 * count (not an integer, negative, over format.h's 1e12). */
static int64_t
usage_int(sqlite3_stmt *s, int col, int *bad)
{
	int64_t n;

	if (sqlite3_column_type(s, col) == SQLITE_NULL)
		return -1;
	if (sqlite3_column_type(s, col) != SQLITE_INTEGER ||
	    (n = sqlite3_column_int64(s, col)) < 0 || n > USAGE_COUNT_MAX) {
		*bad = 1;
		return -1;
	}
	return n;
}

/* The count key of a details column's JSON text ({"cached_tokens": 3}, as
 * json.dumps() writes it: made compact first, as items are): -1 if absent;
 * a value that is no count noted in u->bad. */
static int64_t
usage_detail(sqlite3_stmt *s, int col, const char *key, struct ev_usage *u,
    struct buf *scratch)
{
	struct json_span o, v;
	enum item_flaw flaw;
	const char *why;
	size_t off;

	if (sqlite3_column_type(s, col) != SQLITE_TEXT)
		return -1;
	if (item_check((const char *)sqlite3_column_text(s, col),
	    (size_t)sqlite3_column_bytes(s, col), scratch, &o.p, &o.n, &flaw,
	    &why, &off) != ST_OK || !json_get(o, key, &v))
		return -1;
	return format_usage_count(u, v);
}

/* The kind's usage rows of session (schema.h's struct schema_usage), as
 * OpenAI counts them: input less its cached part. */
/* store_ops.group: the session's COLUMN_PARENT or COLUMN_PLACE (schema.h),
 * where the kind keeps them and the row has one that is text. */
static int
sqlite_group(struct store *base, const char *id, enum store_group g,
    struct buf *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	const char *col = schema_col(&st->sc->sessions, g == STORE_GROUP_PARENT ?
	    COLUMN_PARENT : COLUMN_PLACE);
	struct buf sql = BUF_INIT;
	sqlite3_stmt *s = NULL;
	int found = 0;

	if (col == NULL || st->names.sessions == NULL || no_tables(st))
		return 0;
	buf_adds(&sql, "SELECT ");
	schema_ident_add(&sqlite_sql, &sql, col);
	buf_adds(&sql, " FROM ");
	schema_ident_add(&sqlite_sql, &sql, st->names.sessions);
	buf_adds(&sql, " WHERE ");
	schema_ident_add(&sqlite_sql, &sql, schema_col(&st->sc->sessions,
	    COLUMN_SESSION));
	buf_adds(&sql, " = ?1");
	if (sqlite3_prepare_v2(st->db, sql.p, -1, &s, NULL) == SQLITE_OK &&
	    sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC) == SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW &&
	    sqlite3_column_type(s, 0) == SQLITE_TEXT &&
	    sqlite3_column_bytes(s, 0) > 0) {
		buf_add(out, sqlite3_column_text(s, 0),
		    (size_t)sqlite3_column_bytes(s, 0));
		found = 1;
	}
	sqlite3_finalize(s);
	buf_release(&sql);
	return found;
}

static int
sqlite_usage(struct store *base, const char *session,
    int (*fn)(void *arg, const struct ev_usage *u, int64_t ms), void *arg)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	const struct schema_usage *q = &st->sc->usage;
	struct buf sql = BUF_INIT, scratch = BUF_INIT;
	sqlite3_stmt *s = NULL;
	int rc, status = ST_OK, bad_rows = 0;

	if (q->table == NULL || st->db == NULL || no_tables(st))
		return ST_NOT_FOUND;
	/* a database of the kind without the table keeps none */
	rc = sqlite3_prepare_v2(st->db, "SELECT 1 FROM sqlite_master WHERE "
	    "type = 'table' AND name = ?1", -1, &s, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(s, 1, q->table, -1, SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(s);
	sqlite3_finalize(s);
	s = NULL;
	if (rc == SQLITE_DONE)
		return ST_NOT_FOUND;
	if (rc != SQLITE_ROW)
		return fail_sqlite(st, rc, "cannot read the tables");
	buf_addf(&sql, "SELECT \"%s\", \"%s\", \"%s\", \"%s\", \"%s\", \"%s\" "
	    "FROM \"%s\" WHERE \"%s\" = ?1 ORDER BY \"%s\"", q->input,
	    q->output, q->input_details, q->output_details, q->time, q->order,
	    q->table, q->session, q->order);
	rc = sqlite3_prepare_v2(st->db, sql.p, -1, &s, NULL);
	buf_release(&sql);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(s, 1, session, -1, SQLITE_STATIC);
	while (rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		struct ev_usage u;
		int64_t in, cached;
		int bad = 0;

		format_usage_init(&u);
		in = usage_int(s, 0, &bad);
		cached = usage_detail(s, 2, "cached_tokens", &u, &scratch);
		u.cache_read = cached < 0 ? 0 : cached;
		u.input = in < 0 ? -1 : in > u.cache_read ? in - u.cache_read : 0;
		u.output = usage_int(s, 1, &bad);
		u.reasoning = usage_detail(s, 3, "reasoning_tokens", &u,
		    &scratch);
		u.cache_write = 0;
		rc = SQLITE_OK;
		if (bad || u.bad.n > 0) {
			/* reported where it is, not counted; the rest are */
			(void)fail(ST_DATA, "%s#%s: %s row %s %lld: a token "
			    "count that is not one (a whole number from 0 to "
			    "1e12): not counted", store_name(st), session,
			    q->table, q->order,
			    (long long)sqlite3_column_int64(s, 5));
			bad_rows = 1;
			continue;
		}
		if ((status = fn(arg, &u, col_time(st, s, 4))) != ST_OK)
			break;
	}
	if (status == ST_OK && rc != SQLITE_DONE)
		status = fail_sqlite(st, rc, "cannot read the usage rows");
	sqlite3_finalize(s);
	buf_release(&scratch);
	return status == ST_OK && bad_rows ? ST_DATA : status;
}

/* store_ops.version: PRAGMA data_version, which changes when another
 * connection commits (follow.h polls it). */
static int
sqlite_version(struct store *base, uint64_t *out)
{
	struct sqlite_store *st = (struct sqlite_store *)base;
	sqlite3_stmt *s = NULL;
	int rc;

	if (st->db == NULL)
		return ST_NOT_FOUND;
	if ((rc = sqlite3_prepare_v2(st->db, "PRAGMA data_version", -1, &s,
	    NULL)) == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		*out = (uint64_t)sqlite3_column_int64(s, 0);
		rc = SQLITE_OK;
	}
	sqlite3_finalize(s);
	return rc == SQLITE_OK ? ST_OK :
	    fail_sqlite(st, rc, "cannot read the data version");
}

const struct store_ops store_sqlite_engine = {
	.flags = STORE_KIND_ENGINE | STORE_KIND_SHARED,
	.data = &sqlite_engine,
	.probe = sql_probe,
	.open = sql_open,
	.close = sqlite_close,
	.list = sqlite_list,
	.list_page = sqlite_list_page,
	.stat = sqlite_stat,
	.load = sqlite_load,
	.lock = sqlite_lock,
	.unlock = sqlite_unlock,
	.append = sqlite_append,
	.replace = sqlite_replace,
	.remove = sqlite_remove,
	.rename = sqlite_rename,
	.where = sqlrow_where,
	.batch_mode = sqlite_batch_mode,
	.open_reader = sqlite_open_reader,
	.open_writer = sqlite_open_writer,
	.usage = sqlite_usage,
	.group = sqlite_group,
	.version = sqlite_version,
};
