/* sync.c - keep an archive up to date with other stores (sync.h). */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "fsutil.h"
#include "item.h"
#include "store.h"
#include "store_tree.h"
#include "sync.h"
#include "xalloc.h"
#include "xxhash.h"

static const char state_schema[] =
	"CREATE TABLE IF NOT EXISTS sessions (\n"
	"  id TEXT PRIMARY KEY,\n"		/* DST's session */
	"  rev INTEGER NOT NULL,\n"		/* K of ID@K, else 0 */
	"  origin TEXT NOT NULL,\n"		/* the source store */
	"  source TEXT NOT NULL,\n"		/* its session id there */
	"  size INTEGER,\n"			/* the source file's stamp */
	"  mtime_ns INTEGER,\n"
	"  ino INTEGER,\n"
	"  items INTEGER NOT NULL,\n"		/* copied */
	"  digest INTEGER NOT NULL,\n"		/* of them */
	"  synced_at INTEGER NOT NULL\n"
	");\n"
	"CREATE INDEX IF NOT EXISTS sessions_origin ON "
	"sessions(origin, source, rev);\n"
	"CREATE TABLE IF NOT EXISTS stores (\n"
	"  origin TEXT PRIMARY KEY,\n"		/* a source kept in one file */
	"  stamp TEXT NOT NULL\n"		/* its stamp (store_stamp()) */
	");\n"
	"CREATE TABLE IF NOT EXISTS copies (\n"
	"  id TEXT PRIMARY KEY,\n"		/* DST's session, kept in one file */
	"  size INTEGER NOT NULL,\n"		/* its stamp when its row of */
	"  mtime_ns INTEGER NOT NULL,\n"	/* sessions was written */
	"  ino INTEGER NOT NULL\n"
	");\n";

enum {
	Q_ORIGIN,	/* the rows of an origin, rev 0, by source */
	Q_BY_ID,	/* origin and source of a DST id */
	Q_PUT,		/* insert or replace a row */
	Q_STAMP_GET,	/* a source store's stamp */
	Q_STAMP_PUT,
	Q_STAMP_DEL,
	Q_COPY_GET,	/* a DST session file's stamp */
	Q_COPY_PUT,
	Q_COPY_DEL,
	Q_COUNT
};

static const char *const state_sql[Q_COUNT] = {
	[Q_ORIGIN] = "SELECT source, id, size, mtime_ns, ino, items, digest "
	    "FROM sessions WHERE origin = ?1 AND rev = 0 ORDER BY source",
	[Q_BY_ID] = "SELECT origin, source FROM sessions WHERE id = ?1",
	[Q_PUT] = "INSERT OR REPLACE INTO sessions(id, rev, origin, source, "
	    "size, mtime_ns, ino, items, digest, synced_at) "
	    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
	[Q_STAMP_GET] = "SELECT stamp FROM stores WHERE origin = ?1",
	[Q_STAMP_PUT] = "INSERT OR REPLACE INTO stores(origin, stamp) "
	    "VALUES (?1, ?2)",
	[Q_STAMP_DEL] = "DELETE FROM stores WHERE origin = ?1",
	[Q_COPY_GET] = "SELECT size, mtime_ns, ino FROM copies WHERE id = ?1",
	[Q_COPY_PUT] = "INSERT OR REPLACE INTO copies(id, size, mtime_ns, ino) "
	    "VALUES (?1, ?2, ?3, ?4)",
	[Q_COPY_DEL] = "DELETE FROM copies WHERE id = ?1",
};

struct state {
	sqlite3		*db;		/* NULL: none (a dry run of a DST
					   that has none) */
	sqlite3_stmt	*q[Q_COUNT];
	char		*path;
	int		 lock_fd;
	int		 writer;
	int		 in_txn;
	int64_t		 txn_ms;	/* when it began */
};

/* What the state knows of a source session (a row of Q_ORIGIN). */
struct known {
	char		*source;
	char		*id;
	int		 stamped;	/* size, mtime_ns, ino set */
	uint64_t	 size;
	int64_t		 mtime_ns;
	uint64_t	 ino;
	uint64_t	 items, digest;	/* in DST's copy */
};

/* One run. */
struct run {
	struct store		*dst;
	/* new sessions are copied in batches (store.h), through a handle
	 * of their own; flushed before dst is read or written */
	struct store		*bdst;
	struct store_batch	*batch;
	const struct store_config *cfg;
	char			**origins;	/* synced in this run */
	size_t			 norigins, aorigins;
	struct state		 state;
	struct session_list	 have;	/* DST's ids, sorted (grows as we
					   write new ones: re-sorted) */
	int			 dry;
	int			 (*act)(void *, const char *);
	void			*act_arg;
	struct sync_report	*rep;
	struct buf		 line, scratch;
	/* the source being synced */
	struct store		*src;
	const char		*origin;
	struct known		*known;
	size_t			 nknown;
	int			 soft;	/* the first failure of a source's */
	/* a dry run's copies, as the state would have them (ours()) */
	struct dry_copy {
		char	*id, *origin, *source;
	}			*dry_copies;
	size_t			 ndry, adry;
};

static int
db_fail(struct state *s, int status, const char *what)
{
	return fail(status, "sync state '%s': %s: %s", s->path, what,
	    s->db != NULL ? sqlite3_errmsg(s->db) : "out of memory");
}

static int
db_exec(struct state *s, const char *sql)
{
	if (sqlite3_exec(s->db, sql, NULL, NULL, NULL) != SQLITE_OK)
		return db_fail(s, ST_IO, sql);
	return ST_OK;
}

/*
 * The state's path for dst: REAL.sync (sync.h), REAL its real path (links,
 * "." and ".." resolved: one archive, however named, has one state and one
 * lock), or, where it does not exist yet, its parent's real path and its
 * name; ST_USAGE for a store without a path.
 */
static int
state_path(const struct store *dst, struct buf *out)
{
	struct buf p = BUF_INIT, dir = BUF_INIT;
	const char *name;
	char *real;

	if (dst->ops->flags & STORE_KIND_NOT_PATH)
		return fail(ST_USAGE, "sync: cannot sync into a %s store "
		    "(jsonl, dir or sqlite)", store_kind(dst));
	buf_adds(&p, dst->path);
	while (p.len > 1 && p.p[p.len - 1] == '/')
		buf_setlen(&p, p.len - 1);
	name = strrchr(p.p, '/') != NULL ? strrchr(p.p, '/') + 1 : p.p;
	if ((real = realpath(p.p, NULL)) == NULL && strcmp(name, ".") != 0 &&
	    strcmp(name, "..") != 0) {
		fs_dirname(&dir, p.p);
		if ((real = realpath(dir.len > 0 ? dir.p : ".", NULL)) != NULL) {
			buf_reset(&dir);
			buf_addf(&dir, "%s/%s", strcmp(real, "/") == 0 ? "" : real,
			    name);
			free(real);
			real = xstrdup(dir.p);
		}
	}
	if (real != NULL)
		buf_adds(out, real);
	else
		fs_path_abs(p.p, out);
	buf_adds(out, SYNC_STATE_SUFFIX);
	free(real);
	buf_release(&p);
	buf_release(&dir);
	return ST_OK;
}

static void
state_close(struct state *s)
{
	for (size_t i = 0; i < Q_COUNT; i++)
		sqlite3_finalize(s->q[i]);
	if (s->db != NULL)
		sqlite3_close(s->db);
	if (s->lock_fd >= 0)
		close(s->lock_fd);
	free(s->path);
	memset(s, 0, sizeof(*s));
	s->lock_fd = -1;
}

/*
 * Open the state at path: writer, created if missing and locked (flock,
 * up to busy_ms); else read-only, and none at all (s->db NULL) if it is
 * missing and !must.
 */
static int
state_open(struct state *s, const char *path, int writer, int must,
    int busy_ms)
{
	struct stat sb;
	int status, rc;

	memset(s, 0, sizeof(*s));
	s->lock_fd = -1;
	s->path = xstrdup(path);
	s->writer = writer;
	if (writer) {
		s->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW,
		    0644);
		if (s->lock_fd == -1 && errno == ELOOP)
			return fail(ST_DATA, "sync state '%s' is a symbolic link, "
			    "not a regular file", path);
		if (s->lock_fd == -1 && errno == EISDIR)
			return fail(ST_DATA, "sync state '%s' is not a regular "
			    "file", path);
		if (s->lock_fd == -1)
			return fail_errno(ST_IO, "cannot open sync state '%s'",
			    path);
		if (fstat(s->lock_fd, &sb) == 0 && !S_ISREG(sb.st_mode))
			return fail(ST_DATA, "sync state '%s' is not a regular "
			    "file", path);
		if ((status = fs_lock(s->lock_fd, busy_ms, path)) != ST_OK)
			return status;
	} else if (lstat(path, &sb) == -1) {
		if (errno == ENOENT && !must)
			return ST_OK;
		return errno == ENOENT ? fail(ST_NOT_FOUND, "no sync state "
		    "'%s': nothing was synced into this store", path) :
		    fail_errno(ST_IO, "cannot open sync state '%s'", path);
	} else if (!S_ISREG(sb.st_mode))
		return fail(ST_DATA, "sync state '%s' is not a regular file",
		    path);
	rc = sqlite3_open_v2(path, &s->db, (writer ? SQLITE_OPEN_READWRITE :
	    SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW,
	    NULL);
	if (rc != SQLITE_OK)
		return db_fail(s, ST_IO, "open");
	sqlite3_busy_timeout(s->db, busy_ms);
	if (writer && ((status = db_exec(s, "PRAGMA journal_mode = WAL; "
	    "PRAGMA synchronous = NORMAL")) != ST_OK ||
	    (status = db_exec(s, state_schema)) != ST_OK))
		return status;
	for (size_t i = 0; i < Q_COUNT; i++) {
		if (sqlite3_prepare_v2(s->db, state_sql[i], -1, &s->q[i], NULL) ==
		    SQLITE_OK)
			continue;
		/* a state older than copies, read only: no stamps */
		if (!writer && i >= Q_COPY_GET)
			continue;
		return fail(ST_DATA, "'%s' is not a sync state: %s", path,
		    sqlite3_errmsg(s->db));
	}
	return ST_OK;
}

/* Commit the open transaction (if any); with again, open a new one. */
static int
state_commit(struct state *s, int again)
{
	int status;

	if (s->db == NULL || !s->writer)
		return ST_OK;
	if (s->in_txn && (status = db_exec(s, "COMMIT")) != ST_OK)
		return status;
	s->in_txn = 0;
	if (!again)
		return ST_OK;
	if ((status = db_exec(s, "BEGIN IMMEDIATE")) != ST_OK)
		return status;
	s->in_txn = 1;
	s->txn_ms = fs_now_ms();
	return ST_OK;
}

static void
bind_str(sqlite3_stmt *q, int i, const char *v)
{
	sqlite3_bind_text(q, i, v, -1, SQLITE_TRANSIENT);
}

/* Commit the open batch of copies, if any. */
static int
batch_flush(struct run *r)
{
	return r->batch != NULL ? store_batch_flush(r->batch) : ST_OK;
}

/* Record DST session id as written from source of r's origin. */
static int
state_put(struct run *r, const char *id, int rev, const char *source,
    const struct session_info *stamp, uint64_t items, uint64_t digest)
{
	struct state *s = &r->state;
	sqlite3_stmt *q = s->q[Q_PUT];
	int rc, status;

	if (r->dry)
		return ST_OK;
	/* the copies first: the state never holds what DST does not */
	if (s->in_txn && fs_now_ms() - s->txn_ms >= SYNC_COMMIT_MS &&
	    ((status = batch_flush(r)) != ST_OK ||
	    (status = state_commit(s, 1)) != ST_OK))
		return status;
	bind_str(q, 1, id);
	sqlite3_bind_int(q, 2, rev);
	bind_str(q, 3, r->origin);
	bind_str(q, 4, source);
	if (stamp != NULL && stamp->mtime_ns != 0) {
		sqlite3_bind_int64(q, 5, (int64_t)stamp->stored);
		sqlite3_bind_int64(q, 6, stamp->mtime_ns);
		sqlite3_bind_int64(q, 7, (int64_t)stamp->ino);
	}
	sqlite3_bind_int64(q, 8, (int64_t)items);
	sqlite3_bind_int64(q, 9, (int64_t)digest);
	sqlite3_bind_int64(q, 10, fs_now_ms());
	rc = sqlite3_step(q);
	sqlite3_reset(q);
	sqlite3_clear_bindings(q);
	return rc == SQLITE_DONE ? ST_OK : db_fail(s, ST_IO, "write");
}

static void
known_release(struct run *r)
{
	for (size_t i = 0; i < r->nknown; i++) {
		free(r->known[i].source);
		free(r->known[i].id);
	}
	free(r->known);
	r->known = NULL;
	r->nknown = 0;
}

/* What the state knows of r->origin's sessions, by source id. */
static int
known_load(struct run *r)
{
	sqlite3_stmt *q = r->state.q[Q_ORIGIN];
	size_t alloc = 0;
	int rc;

	if (r->state.db == NULL)
		return ST_OK;
	bind_str(q, 1, r->origin);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct known *k;

		xgrow(&r->known, &alloc, r->nknown + 1, sizeof(*r->known));
		k = &r->known[r->nknown++];
		k->source = xstrdup((const char *)sqlite3_column_text(q, 0));
		k->id = xstrdup((const char *)sqlite3_column_text(q, 1));
		k->stamped = sqlite3_column_type(q, 3) != SQLITE_NULL;
		k->size = (uint64_t)sqlite3_column_int64(q, 2);
		k->mtime_ns = sqlite3_column_int64(q, 3);
		k->ino = (uint64_t)sqlite3_column_int64(q, 4);
		k->items = (uint64_t)sqlite3_column_int64(q, 5);
		k->digest = (uint64_t)sqlite3_column_int64(q, 6);
	}
	sqlite3_reset(q);
	return rc == SQLITE_DONE ? ST_OK : db_fail(&r->state, ST_IO, "read");
}

static struct known *
known_find(struct run *r, const char *source)
{
	size_t lo = 0, hi = r->nknown;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(source, r->known[mid].source);

		if (c == 0)
			return &r->known[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

static int	have(struct run *, const char *);

/*
 * Is r's source, kept in one file whose stamp is stamp, as when it was
 * last synced whole, and does DST hold all that was synced of it?  Then it
 * is not even listed.
 */
static int
stamp_same(struct run *r, const char *stamp)
{
	sqlite3_stmt *q = r->state.q[Q_STAMP_GET];
	int same;

	if (r->state.db == NULL || stamp[0] == '\0')
		return 0;
	bind_str(q, 1, r->origin);
	same = sqlite3_step(q) == SQLITE_ROW &&
	    strcmp((const char *)sqlite3_column_text(q, 0), stamp) == 0;
	sqlite3_reset(q);
	for (size_t i = 0; same && i < r->nknown; i++)
		same = have(r, r->known[i].id);
	return same;
}

/* Record r's source's stamp (or, "", that it has none that holds). */
static int
stamp_put(struct run *r, const char *stamp)
{
	sqlite3_stmt *q;
	int rc;

	if (r->dry)
		return ST_OK;
	q = r->state.q[stamp[0] != '\0' ? Q_STAMP_PUT : Q_STAMP_DEL];
	bind_str(q, 1, r->origin);
	if (stamp[0] != '\0')
		bind_str(q, 2, stamp);
	rc = sqlite3_step(q);
	sqlite3_reset(q);
	return rc == SQLITE_DONE ? ST_OK : db_fail(&r->state, ST_IO, "write");
}

/* Does DST hold session id? */
static int
have(struct run *r, const char *id)
{
	struct session_info key;

	if (r->have.nr == 0)
		return 0;	/* no bsearch() of NULL (UBSan) */
	key.id = (char *)(uintptr_t)id;
	return bsearch(&key, r->have.v, r->have.nr, sizeof(*r->have.v),
	    session_info_cmp) != NULL;
}

/* DST holds session id now (a dry run: would). */
static void
have_add(struct run *r, const char *id)
{
	struct session_info info;
	size_t i;

	memset(&info, 0, sizeof(info));
	info.id = xstrdup(id);
	session_list_push(&r->have, &info);
	/* keep it sorted: move the new one into place */
	for (i = r->have.nr - 1; i > 0 &&
	    strcmp(r->have.v[i - 1].id, r->have.v[i].id) > 0; i--) {
		info = r->have.v[i - 1];
		r->have.v[i - 1] = r->have.v[i];
		r->have.v[i] = info;
	}
}

/*
 * Whose is DST's id by the state: 1 if r's origin's source session
 * source's (or no row names it), 0 if another's.
 */
static int
ours(struct run *r, const char *id, const char *source, int *status)
{
	sqlite3_stmt *q;
	int rc, mine = 1;

	*status = ST_OK;
	for (size_t i = 0; i < r->ndry; i++)
		if (strcmp(r->dry_copies[i].id, id) == 0)
			return strcmp(r->dry_copies[i].origin, r->origin) == 0 &&
			    strcmp(r->dry_copies[i].source, source) == 0;
	if (r->state.db == NULL)
		return 1;
	q = r->state.q[Q_BY_ID];
	bind_str(q, 1, id);
	if ((rc = sqlite3_step(q)) == SQLITE_ROW)
		mine = strcmp((const char *)sqlite3_column_text(q, 0),
		    r->origin) == 0 &&
		    strcmp((const char *)sqlite3_column_text(q, 1), source) == 0;
	else if (rc != SQLITE_DONE)
		*status = db_fail(&r->state, ST_IO, "read");
	sqlite3_reset(q);
	return mine;
}

/*
 * The stamp of DST's session id, kept in one file (jsonl): ST_OK with *st
 * set, its mtime_ns 0 where DST keeps no file per session (dir, sqlite)
 * or it cannot be had.
 */
static int
copy_stamp(struct run *r, const char *id, struct session_info *st)
{
	int status;

	memset(st, 0, sizeof(*st));
	if ((status = batch_flush(r)) != ST_OK)
		return status;
	if (store_stat(r->dst, id, INFO_IDS, 0, st) != ST_OK)
		st->mtime_ns = 0;
	free(st->id);
	free(st->problem);
	free(st->problem_file);
	st->id = st->problem = st->problem_file = NULL;
	return ST_OK;
}

/*
 * Is DST's id as when the state's row of it was written (its items and
 * digest), by its file's stamp?  Then it is not read.
 */
static int
copy_same(struct run *r, const char *id, int *same)
{
	struct session_info st;
	sqlite3_stmt *q = r->state.q[Q_COPY_GET];
	int status;

	*same = 0;
	if (r->state.db == NULL || q == NULL)
		return ST_OK;
	if ((status = copy_stamp(r, id, &st)) != ST_OK || st.mtime_ns == 0)
		return status;
	bind_str(q, 1, id);
	*same = sqlite3_step(q) == SQLITE_ROW &&
	    (uint64_t)sqlite3_column_int64(q, 0) == st.stored &&
	    sqlite3_column_int64(q, 1) == st.mtime_ns &&
	    (uint64_t)sqlite3_column_int64(q, 2) == st.ino;
	sqlite3_reset(q);
	return ST_OK;
}

/*
 * Record DST's id's stamp as it is now, beside its row of sessions; with
 * none (a copy in the batch, no file yet), forget any it had.
 */
static int
copy_put(struct run *r, const char *id, int none)
{
	struct session_info st;
	sqlite3_stmt *q;
	int rc, status;

	if (r->dry)
		return ST_OK;
	memset(&st, 0, sizeof(st));
	if (!none && (status = copy_stamp(r, id, &st)) != ST_OK)
		return status;
	q = r->state.q[st.mtime_ns != 0 ? Q_COPY_PUT : Q_COPY_DEL];
	bind_str(q, 1, id);
	if (st.mtime_ns != 0) {
		sqlite3_bind_int64(q, 2, (int64_t)st.stored);
		sqlite3_bind_int64(q, 3, st.mtime_ns);
		sqlite3_bind_int64(q, 4, (int64_t)st.ino);
	}
	rc = sqlite3_step(q);
	sqlite3_reset(q);
	sqlite3_clear_bindings(q);
	return rc == SQLITE_DONE ? ST_OK : db_fail(&r->state, ST_IO, "write");
}

/* --- Reading ---------------------------------------------------------- */

/*
 * A cursor over a source session's items that digests the first skip of
 * them without yielding them, then yields the rest: at the skip-th, a
 * digest other than want (or fewer than skip items) ends it with ST_DATA
 * and diverged set (nothing reported).  A torn last line ends it (not an
 * item yet); another flawed item fails it, reported with its position.
 * With held, next() first gives again the item it gave last.
 */
struct tail {
	struct item_cursor	 base;
	struct item_cursor	*in;
	struct run		*r;
	const char		*session;
	uint64_t		 skip, want;
	uint64_t		 n, digest;	/* read so far */
	int			 diverged, held;
	int			 err;		/* the source's failed read */
	struct item		 last;
};

/* Report item it of st's session, flawed, with its position: ST_DATA. */
static int
flawed(struct run *r, struct store *st, const char *session,
    const struct item *it)
{
	struct store_where w;

	store_where(st, session, it, &r->scratch, &w);
	if (w.row)
		return fail(ST_DATA, "%s#%s@%" PRIu64 ": %s", w.file, session,
		    it->seq, it->why);
	return fail(ST_DATA, "%s:%lu: %s", w.file, w.line, it->why);
}

static int
tail_next(struct item_cursor *c, struct item *out)
{
	struct tail *t = (struct tail *)c;
	struct item it;
	int status;

	if (t->held) {
		t->held = 0;
		*out = t->last;
		return ST_OK;
	}
	for (;;) {
		status = item_cursor_next(t->in, &it);
		if (status == ST_OK && it.flaw == ITEM_TORN)
			status = ST_END;	/* not yet an item */
		if (status != ST_OK) {
			if (status == ST_END && t->n < t->skip) {
				t->diverged = 1;
				return ST_DATA;
			}
			if (status != ST_END)
				t->err = status;
			return status;
		}
		if (it.flaw != ITEM_OK) {
			t->err = flawed(t->r, t->r->src, t->session, &it);
			return t->err;
		}
		t->digest = xxh64(it.json, it.len, t->digest);
		t->n++;
		if (t->n > t->skip)
			break;
		if (t->n == t->skip && t->digest != t->want) {
			t->diverged = 1;
			return ST_DATA;
		}
	}
	t->last = it;
	*out = it;
	return ST_OK;
}

static void
tail_init(struct tail *t, struct run *r, const char *session,
    struct item_cursor *in, uint64_t skip, uint64_t want)
{
	memset(t, 0, sizeof(*t));
	t->base.next = tail_next;
	t->in = in;
	t->r = r;
	t->session = session;
	t->skip = skip;
	t->want = want;
}

/*
 * Count DST's session id: its items and their digest.  ST_DATA where it
 * is damaged: an item flawed (reported with its position, if report), a
 * torn last line included, after which nothing can be appended.
 */
static int
dst_digest(struct run *r, const char *id, int report, uint64_t *n,
    uint64_t *digest)
{
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	*n = *digest = 0;
	if ((status = batch_flush(r)) != ST_OK ||
	    (status = store_load(r->dst, id, STORE_LOAD_TOLERANT, &c)) != ST_OK)
		return status;
	while ((status = item_cursor_next(c, &it)) == ST_OK &&
	    it.flaw == ITEM_OK) {
		*digest = xxh64(it.json, it.len, *digest);
		(*n)++;
	}
	if (status == ST_OK)	/* a flawed item */
		status = report ? flawed(r, r->dst, id, &it) : ST_DATA;
	item_cursor_free(c);
	return status == ST_END ? ST_OK : status;
}

/*
 * Is DST's id (a session of no state row) a copy of source's session
 * source, a prefix of it?  Both are read; a damaged copy, or a source that
 * cannot be read, is none (the session's sync reports the latter).
 */
static int
dst_prefix(struct run *r, const char *id, const char *source, int *prefix)
{
	struct item_cursor *c = NULL;
	struct item it;
	struct tail t;
	uint64_t n, digest;
	int status;

	*prefix = 0;
	if ((status = dst_digest(r, id, 0, &n, &digest)) == ST_DATA)
		return ST_OK;
	if (status != ST_OK)
		return status;
	if (store_load(r->src, source, STORE_LOAD_TOLERANT, &c) != ST_OK)
		return ST_OK;
	tail_init(&t, r, source, c, n, digest);
	status = tail_next(&t.base, &it);
	*prefix = status == ST_OK || status == ST_END;
	item_cursor_free(c);
	return ST_OK;
}

/* Candidate n (from 1) of source's DST id: ID, ID~KIND, ID~KIND2, ... */
static void
dst_name(struct run *r, const char *source, unsigned n, struct buf *out)
{
	buf_reset(out);
	if (n == 1)
		buf_adds(out, source);
	else if (n == 2)
		buf_addf(out, "%s~%s", source, store_kind(r->src));
	else
		buf_addf(out, "%s~%s%u", source, store_kind(r->src), n - 1);
}

/*
 * The DST id of a source session that the state has no row of: of the
 * candidates (ID, ID~KIND, ID~KIND2, ... up to the first DST lacks) that
 * no row gives another, the one whose copy is a prefix of the source (a
 * lost state: the sources in another order find their own); where none is,
 * the first of them, else the first DST lacks.
 */
static int
dst_id(struct run *r, const char *source, struct buf *out)
{
	struct buf cand = BUF_INIT;
	unsigned first = 0, n, mine = 0;
	int status = ST_OK, prefix;

	for (n = 1; ; n++) {
		dst_name(r, source, n, &cand);
		if (!have(r, cand.p))
			break;
		if (ours(r, cand.p, source, &status)) {
			mine++;
			if (first == 0)
				first = n;
		}
		if (status != ST_OK)
			goto out;
	}
	if (mine > 1) {
		for (unsigned i = first; i < n; i++) {
			dst_name(r, source, i, &cand);
			if (!ours(r, cand.p, source, &status)) {
				if (status != ST_OK)
					goto out;
				continue;
			}
			if ((status = dst_prefix(r, cand.p, source, &prefix)) !=
			    ST_OK)
				goto out;
			if (prefix) {
				first = i;
				break;
			}
		}
	}
	dst_name(r, source, first != 0 ? first : n, out);
out:
	buf_release(&cand);
	return status;
}

/* --- Writing ---------------------------------------------------------- */

static int
say(struct run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int
say(struct run *r, const char *fmt, ...)
{
	va_list ap;

	if (!r->dry || r->act == NULL)
		return ST_OK;
	buf_reset(&r->line);
	va_start(ap, fmt);
	buf_vaddf(&r->line, fmt, ap);
	va_end(ap);
	return r->act(r->act_arg, r->line.p);
}

/* Drain t, counting what it yields (a dry run's writes). */
static int
drain(struct tail *t, uint64_t *n)
{
	struct item it;
	int status;

	*n = 0;
	while ((status = tail_next(&t->base, &it)) == ST_OK)
		(*n)++;
	return status == ST_END ? ST_OK : status;
}

/*
 * Keep DST's id as it stands as its next revision, id@K: K one past the
 * highest in DST; where that one is as id is (a rerun after a kill
 * between the copy and the replace), it is kept and not copied again.
 * *rev gets K.
 */
/* The highest K of the revisions id@K in DST (0: none). */
static unsigned long
rev_top(struct run *r, const char *id)
{
	size_t len = strlen(id);
	unsigned long top = 0;

	for (size_t i = 0; i < r->have.nr; i++) {
		const char *h = r->have.v[i].id, *p;
		char *end;
		unsigned long k;

		if (strncmp(h, id, len) != 0 || h[len] != '@')
			continue;
		p = h + len + 1;
		if (*p < '1' || *p > '9')
			continue;
		errno = 0;
		k = strtoul(p, &end, 10);
		if (*end == '\0' && errno == 0 && k > top && k < UINT_MAX)
			top = k;
	}
	return top;
}

static int
keep_revision(struct run *r, const char *id, uint64_t n, uint64_t digest,
    const char *source, unsigned *rev)
{
	struct write_opts o = WRITE_OPTS_INIT;
	struct item_cursor *in = NULL;
	struct session_info info;
	struct buf name = BUF_INIT, tmp = BUF_INIT;
	unsigned long top = rev_top(r, id);
	uint64_t rn, rd, written;
	int status, fd;

	if (top > 0) {
		buf_addf(&name, "%s@%lu", id, top);
		/* a damaged one is no copy of id */
		if ((status = dst_digest(r, name.p, 0, &rn, &rd)) != ST_OK &&
		    status != ST_DATA)
			goto out;
		if (status == ST_OK && rn == n && rd == digest) {
			/* copied before a kill */
			*rev = (unsigned)top;
			status = ST_OK;
			goto out;
		}
	}
	*rev = (unsigned)top + 1;
	buf_reset(&name);
	buf_addf(&name, "%s@%u", id, *rev);
	if (r->dry) {
		status = ST_OK;
		goto out;
	}
	/* through a file beside the state: DST is not read and written at
	 * once */
	buf_addf(&tmp, "%s.rev", r->state.path);
	if ((status = batch_flush(r)) != ST_OK)
		goto out;
	memset(&info, 0, sizeof(info));
	if ((status = store_stat(r->dst, id, INFO_CHEAP, 0, &info)) != ST_OK)
		goto out;
	o.created_at = info.created_at;
	o.create = 1;
	free(info.id);
	free(info.problem);
	free(info.problem_file);
	if ((status = store_backup(r->dst, id, tmp.p, 0)) != ST_OK)
		goto out;
	if ((fd = open(tmp.p, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)) == -1)
		status = fail_errno(ST_IO, "cannot open '%s'", tmp.p);
	else if ((status = item_reader_open(&in, fd, tmp.p)) == ST_OK)
		status = store_replace(r->dst, name.p, in, &o, &written);
	item_cursor_free(in);
	(void)unlink(tmp.p);
	if (status == ST_OK) {
		have_add(r, name.p);
		status = state_put(r, name.p, (int)*rev, source, NULL, n, digest);
	}
out:
	buf_release(&name);
	buf_release(&tmp);
	return status;
}

/*
 * DST's id is damaged (dst_digest()): keep it aside as it stands, byte for
 * byte, as its next revision id@K (a rename, atomic), so that it can be
 * written again from the source; n items (its digest) before the damage.
 */
static int
keep_damaged(struct run *r, const char *id, uint64_t n, uint64_t digest,
    const char *source, unsigned *rev)
{
	struct buf name = BUF_INIT;
	int status = ST_OK;

	*rev = (unsigned)rev_top(r, id) + 1;
	buf_addf(&name, "%s@%u", id, *rev);
	if (!r->dry && ((status = batch_flush(r)) != ST_OK ||
	    (status = store_rename(r->dst, id, name.p)) != ST_OK))
		goto out;
	have_add(r, name.p);
	status = state_put(r, name.p, (int)*rev, source, NULL, n, digest);
	if (status == ST_OK && !r->dry)
		warn_msg("sync: %s: session '%s' is damaged: kept as '%s', "
		    "written again from the source", r->dst->spec, id, name.p);
out:
	buf_release(&name);
	return status;
}

/* Copy a new session, source's id src_id, as DST's id, read through t,
 * into the batch (opened at the first). */
static int
batch_copy(struct run *r, const char *src_id, const char *id, struct tail *t,
    uint64_t *written)
{
	struct session_info si, ci;
	int status;

	if (r->batch == NULL) {
		/* not a second open of DST's file (store.h) */
		if ((status = store_open_writer(r->dst, r->cfg,
		    &r->bdst)) != ST_OK ||
		    (status = store_batch_open(r->bdst, 0, BATCH_VERIFY, 0,
		    &r->batch)) != ST_OK)
			return status;
		fs_test_repair_hook();	/* tests only (fsutil.h) */
	}
	memset(&si, 0, sizeof(si));
	if (store_stat(r->src, src_id, INFO_CHEAP, 0, &si) != ST_OK)
		si.created_at = CREATED_UNKNOWN;
	ci = si;
	ci.id = (char *)(uintptr_t)id;
	status = store_batch_copy(r->batch, &ci, &t->base);
	free(si.id);
	free(si.problem);
	free(si.problem_file);
	*written = t->n;
	return status;
}

/*
 * Sync the source session info (of r->src) into DST: copy, append,
 * revise or leave it (sync.h).  A failed read of the source is returned
 * with *soft set (reported: the caller counts it and goes on); any other
 * failure is DST's or the state's.
 */
static int
sync_session(struct run *r, const struct session_info *info, int *soft)
{
	struct write_opts o = WRITE_OPTS_INIT;
	struct item_cursor *c = NULL;
	struct known *k = known_find(r, info->id);
	struct buf id = BUF_INIT;
	struct tail t;
	uint64_t n = 0, digest = 0, written = 0;
	unsigned rev = 0;
	int status, exists, revise = 0, damaged = 0, same = 0;

	*soft = 0;
	if (info->problem != NULL) {
		*soft = 1;
		return fail(ST_DATA, "%s: %s", r->src->spec, info->problem);
	}
	if (k != NULL)
		buf_adds(&id, k->id);
	else if ((status = dst_id(r, info->id, &id)) != ST_OK)
		goto out;
	exists = have(r, id.p);
	/* the same file as when it was copied: not opened */
	if (exists && k != NULL && k->stamped && info->mtime_ns != 0 &&
	    k->mtime_ns == info->mtime_ns && k->size == info->stored &&
	    k->ino == info->ino) {
		r->rep->unchanged++;
		status = ST_OK;
		goto out;
	}
	/* DST's copy as when the state's row was written: not read */
	if (exists && k != NULL && (status = copy_same(r, id.p, &same)) !=
	    ST_OK)
		goto out;
	if (same) {
		n = k->items;
		digest = k->digest;
	} else if (exists && (status = dst_digest(r, id.p, 1, &n,
	    &digest)) != ST_OK) {
		if (status != ST_DATA)
			goto out;
		damaged = 1;	/* kept aside, written again */
	}
	if ((status = store_load(r->src, info->id, STORE_LOAD_TOLERANT,
	    &c)) != ST_OK) {
		*soft = 1;
		goto out;
	}
	tail_init(&t, r, info->id, c, damaged ? 0 : n, digest);
	if (damaged) {
		if ((status = keep_damaged(r, id.p, n, digest, info->id,
		    &rev)) != ST_OK)
			goto out;
		revise = 1;
	} else if (exists) {
		struct item it;

		/* a prefix?  Read up to the first item after it */
		status = tail_next(&t.base, &it);
		if (status == ST_OK)
			t.held = 1;
		else if (status == ST_END) {	/* no new items */
			r->rep->unchanged++;
			if ((status = state_put(r, id.p, 0, info->id, info, t.n,
			    t.digest)) == ST_OK && !same)
				status = copy_put(r, id.p, 0);
			goto out;
		} else if (t.diverged)
			revise = 1;
		else {
			*soft = 1;
			goto out;
		}
	}
	if (revise && !damaged) {
		item_cursor_free(c);
		c = NULL;
		if ((status = keep_revision(r, id.p, n, digest, info->id,
		    &rev)) != ST_OK)
			goto out;
		if ((status = store_load(r->src, info->id, STORE_LOAD_TOLERANT,
		    &c)) != ST_OK) {
			*soft = 1;
			goto out;
		}
		tail_init(&t, r, info->id, c, 0, 0);
	}
	if (r->dry) {
		status = drain(&t, &written);
		if (status != ST_OK) {
			*soft = 1;
			goto out;
		}
		if (damaged)
			status = say(r, "damaged %s -> %s@%u", id.p, id.p, rev);
		else if (revise)
			status = say(r, "revise %s -> %s@%u", id.p, id.p, rev);
		else if (exists)
			status = say(r, "append %s +%" PRIu64, id.p, written);
		else
			status = say(r, "copy %s", id.p);
	} else if (exists && !revise) {
		o.expect = (int64_t)n;
		if ((status = batch_flush(r)) == ST_OK)
			status = store_append(r->dst, id.p, &t.base, &o, &written);
	} else if (revise) {
		o.create = 1;
		if ((status = batch_flush(r)) == ST_OK)
			status = store_replace(r->dst, id.p, &t.base, &o, &written);
	} else
		status = batch_copy(r, info->id, id.p, &t, &written);
	if (status != ST_OK) {
		*soft = t.err != ST_OK;	/* the source's read, not the write */
		goto out;
	}
	r->rep->items += written;
	if (damaged) {
		r->rep->damaged++;
		r->soft = status_first(r->soft, ST_DATA);
	} else if (revise)
		r->rep->revised++;
	else if (exists)
		r->rep->appended++;
	else {
		r->rep->copied++;
		have_add(r, id.p);
		if (r->dry) {
			struct dry_copy *d;

			xgrow(&r->dry_copies, &r->adry, r->ndry + 1,
			    sizeof(*r->dry_copies));
			d = &r->dry_copies[r->ndry++];
			d->id = xstrdup(id.p);
			d->origin = xstrdup(r->origin);
			d->source = xstrdup(info->id);
		}
	}
	/* a copy in the batch has no file yet: stamped when next checked */
	if ((status = state_put(r, id.p, 0, info->id, info, t.n, t.digest)) ==
	    ST_OK)
		status = copy_put(r, id.p, !exists);
out:
	item_cursor_free(c);
	buf_release(&id);
	return status;
}

/*
 * Sync every session of the source spec.  What fails on the source's
 * side (opening it, listing it, reading a session) is counted, kept in
 * r->soft (the first) and gone past; a failed write is returned.
 */
static int
sync_source(struct run *r, const char *spec, const struct store_config *cfg)
{
	struct store_listing *ls = NULL;
	const struct session_info *info;
	struct buf canon = BUF_INIT, path = BUF_INIT, stamp = BUF_INIT;
	uint64_t failed = r->rep->failed;
	int status, soft, whole, hard = 0;

	if ((status = store_open(spec, STORE_READ, cfg, 0, &r->src)) != ST_OK) {
		r->rep->failed++;
		r->soft = status_first(r->soft, status);
		return ST_OK;
	}
	store_canon(r->src, &canon, &path);
	r->origin = canon.p;
	for (size_t i = 0; i < r->norigins; i++)
		if (strcmp(r->origins[i], canon.p) == 0) {
			warn_msg("sync: %s given twice: synced once", spec);
			goto out;
		}
	xgrow(&r->origins, &r->aorigins, r->norigins + 1,
	    sizeof(*r->origins));
	r->origins[r->norigins++] = xstrdup(canon.p);
	if ((status = known_load(r)) != ST_OK) {
		hard = 1;
		goto out;
	}
	/* an SQLite database (or a single file) as when last synced: not
	 * listed; its stamp is taken before it is read, so that what changes
	 * meanwhile is read next time */
	buf_grow(&stamp, 0);
	store_stamp(r->src, &stamp);
	if (stamp_same(r, stamp.p)) {
		r->rep->sessions += r->nknown;
		r->rep->unchanged += r->nknown;
		goto out;
	}
	/* ids, and the stamps of files by a stat each: nothing is read */
	if ((status = store_listing_open(r->src, NULL, 0, INFO_IDS,
	    STORE_LIST_STAMP | STORE_LOAD_TOLERANT, &ls)) != ST_OK)
		goto out;
	while ((status = store_listing_next(ls, &info)) == ST_OK) {
		r->rep->sessions++;
		if ((status = sync_session(r, info, &soft)) == ST_OK)
			continue;
		if (!soft && (status == ST_IO || status == ST_BUSY)) {
			hard = 1;	/* a failed write */
			break;
		}
		r->rep->failed++;
		r->soft = status_first(r->soft, status);
	}
	if (status == ST_END) {
		/* the stamp stands for the store only if all was read */
		whole = r->rep->failed == failed;
		if ((status = stamp_put(r, whole ? stamp.p : "")) != ST_OK)
			hard = 1;	/* the state's write */
	}
out:
	store_listing_free(ls);
	known_release(r);
	r->origin = NULL;
	status = store_close(r->src, status);
	r->src = NULL;
	buf_release(&canon);
	buf_release(&path);
	buf_release(&stamp);
	if (status != ST_OK && !hard) {	/* the source's open, list or close */
		r->rep->failed++;
		r->soft = status_first(r->soft, status);
		status = ST_OK;
	}
	return status;
}

/* Open dst for sync (kinds of our own, with a path) and its state's path. */
static int
dst_open(const char *spec, enum store_mode mode,
    const struct store_config *cfg, struct store **st, struct buf *state)
{
	static const char *const kinds[] = { "jsonl", "dir", "sqlite" };
	const struct store_ops *const *all;
	size_t nall, n;
	int status;

	/* a server's store is refused before it is connected to */
	all = store_kinds(&nall);
	for (size_t i = 0; i < nall; i++) {
		n = strlen(all[i]->name);
		if ((all[i]->flags & STORE_KIND_NOT_PATH) &&
		    strncmp(spec, all[i]->name, n) == 0 && spec[n] == ':')
			return fail(ST_USAGE, "sync: cannot sync into a %s store "
			    "(jsonl, dir or sqlite)", all[i]->name);
	}
	if (strncmp(spec, "postgres://", 11) == 0 ||
	    strncmp(spec, "postgresql://", 13) == 0)
		return fail(ST_USAGE, "sync: cannot sync into a postgres store "
		    "(jsonl, dir or sqlite)");
	if ((status = store_open(spec, mode, cfg, 0, st)) != ST_OK)
		return status;
	n = strlen((*st)->path);
	if (strcmp(store_kind(*st), "jsonl") == 0 &&
	    n >= sizeof(JSONL_DATA_SUFFIX) - 1 && strcmp((*st)->path + n -
	    (sizeof(JSONL_DATA_SUFFIX) - 1), JSONL_DATA_SUFFIX) == 0)
		return fail(ST_USAGE, "sync: '%s' is a single-session jsonl "
		    "store: sync into a directory", (*st)->path);
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (strcmp(store_kind(*st), kinds[i]) == 0)
			return state_path(*st, state);
	return fail(ST_USAGE, "sync: cannot sync into a %s store (jsonl, dir "
	    "or sqlite)", store_kind(*st));
}

int
sync_run(const char *dst, char *const srcs[], size_t nsrc,
    const struct store_config *cfg, unsigned flags,
    int (*act)(void *arg, const char *line), void *arg,
    struct sync_report *rep)
{
	struct timespec t0, t1;
	struct buf path = BUF_INIT;
	struct copy_totals copied;
	struct run r;
	int status;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	memset(rep, 0, sizeof(*rep));
	memset(&r, 0, sizeof(r));
	r.state.lock_fd = -1;
	r.dry = (flags & SYNC_DRY_RUN) != 0;
	r.act = act;
	r.act_arg = arg;
	r.rep = rep;
	r.cfg = cfg;
	if ((status = dst_open(dst, STORE_WRITE, cfg, &r.dst, &path)) != ST_OK ||
	    (status = state_open(&r.state, path.p, !r.dry, 0,
	    cfg->busy_ms)) != ST_OK ||
	    (status = store_list(r.dst, INFO_IDS, 0, &r.have)) != ST_OK ||
	    (status = state_commit(&r.state, 1)) != ST_OK)
		goto out;
	for (size_t i = 0; i < nsrc && status == ST_OK; i++)
		status = sync_source(&r, srcs[i], cfg);
	/* what was written is recorded, even if the run stopped: the
	 * copies first */
	if (r.batch != NULL)
		status = store_batch_close(r.batch, status, &copied);
	r.batch = NULL;
	status = store_close(r.bdst, status);
	r.bdst = NULL;
	status = status_first(status, state_commit(&r.state, 0));
out:
	store_batch_close(r.batch, status, &copied);
	store_close(r.bdst, status);
	for (size_t i = 0; i < r.norigins; i++)
		free(r.origins[i]);
	free(r.origins);
	for (size_t i = 0; i < r.ndry; i++) {
		free(r.dry_copies[i].id);
		free(r.dry_copies[i].origin);
		free(r.dry_copies[i].source);
	}
	free(r.dry_copies);
	status = store_close(r.dst, status);
	state_close(&r.state);
	session_list_release(&r.have);
	buf_release(&path);
	buf_release(&r.line);
	buf_release(&r.scratch);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	rep->secs = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	return status != ST_OK ? status : r.soft;
}

int
sync_origins(const char *dst, const struct store_config *cfg,
    int (*fn)(void *arg, const struct sync_origin *o), void *arg)
{
	struct store *st = NULL;
	struct state s;
	struct sync_origin o;
	struct buf path = BUF_INIT;
	sqlite3_stmt *q = NULL;
	int status, rc;

	memset(&s, 0, sizeof(s));
	s.lock_fd = -1;
	if ((status = dst_open(dst, STORE_READ, cfg, &st, &path)) != ST_OK ||
	    (status = state_open(&s, path.p, 0, 1, cfg->busy_ms)) != ST_OK)
		goto out;
	if (sqlite3_prepare_v2(s.db, "SELECT id, origin, source, items, "
	    "synced_at FROM sessions ORDER BY id", -1, &q, NULL) != SQLITE_OK) {
		status = db_fail(&s, ST_DATA, "read");
		goto out;
	}
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		o.id = (const char *)sqlite3_column_text(q, 0);
		o.origin = (const char *)sqlite3_column_text(q, 1);
		o.source = (const char *)sqlite3_column_text(q, 2);
		o.items = (uint64_t)sqlite3_column_int64(q, 3);
		o.synced_at = sqlite3_column_int64(q, 4);
		if ((status = fn(arg, &o)) != ST_OK)
			break;
	}
	if (status == ST_OK && rc != SQLITE_DONE)
		status = db_fail(&s, ST_IO, "read");
out:
	sqlite3_finalize(q);
	state_close(&s);
	buf_release(&path);
	return store_close(st, status);
}
