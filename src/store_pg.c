/*
 * store_pg.c - the PostgreSQL backend (libpq), for the SQL schemas of
 * schema.h that live on a server: transcript's own tables, the OpenAI
 * Agents SDK's SQLAlchemySession tables and the Claude Agent SDK's
 * reference adapter table.  transcript's own, as created here:
 *
 *	CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL);
 *	CREATE TABLE items (session_id text NOT NULL REFERENCES sessions(id),
 *	    seq bigint NOT NULL, json json NOT NULL, PRIMARY KEY (session_id, seq));
 *
 * The item column is json (kept as written), never jsonb; where the server
 * has lz4, tables created here add COMPRESSION lz4 to the item column (of
 * every kind): the items TOAST compresses are written and read several
 * times faster than with the default pglz.  Existing tables are not
 * altered.
 *
 * A STORE is "postgres:CONNINFO" or a bare "postgres://" or
 * "postgresql://" URI.  The conninfo goes to libpq as given (so PGHOST,
 * PGPASSWORD, ~/.pgpass, PGSERVICE and sslmode work as in psql), less
 * transcript's own options, which libpq never sees: kind=transcript,
 * kind=openai-agents or kind=claude-session-store, and the kind's table
 * options (sessions_table=, messages_table=; table=), as key=value words
 * or URI query parameters.  Tables are found through search_path
 * (options=-csearch_path=NAME picks a schema).
 *
 * Contract, beyond store.h:
 *  - Secrets: a password (in the URI's user info or a password= option)
 *    never appears in a message: store->path and store->spec are the
 *    conninfo without it.  libpq's own messages name no password.
 *  - The kind is kind='s, else the first PostgreSQL kind of schema_kinds[]
 *    (schema.h) whose tables are all visible, else the default
 *    (transcript's).  Tables that do not exist yet are
 *    an empty store; the first write creates them (CREATE TABLE IF NOT
 *    EXISTS, serialised by an advisory lock) inside its transaction, so a
 *    failed write leaves no table behind.  Existing tables must have every
 *    column with a role (else ST_DATA); their item column may be text,
 *    json or jsonb.
 *  - jsonb reorders keys, drops duplicate keys and rewrites numbers:
 *    items written there do not come back byte for byte.  A write of items
 *    into a jsonb column is refused with ST_USAGE unless the command was
 *    given --allow-jsonb (STORE_WRITE_JSONB); such a store is
 *    marked lossy, so convert verifies the count of items only.
 *  - Connection: TimeZone UTC, lock_timeout = busy_ms (1 ms for 0: 0 is
 *    "forever" to the server).  A lock wait past it, a deadlock or a
 *    conflicting insert is ST_BUSY; a connection that fails or is lost
 *    (the server stopped) is ST_IO with libpq's message.
 *  - Writes run in one transaction from lock() to unlock(); any method
 *    that touches a session inside it first takes a transaction-scoped
 *    advisory lock keyed by the items table and the session id, so
 *    writers of one session serialise (seq stays contiguous, --expect-seq
 *    and --dedupe read what they write after) and writers of different
 *    sessions do not wait for each other.  A lost connection rolls back.
 *  - Items go in with COPY ... FROM STDIN, one COPY per write, sent in
 *    8 KiB batches (libpq's buffer stays small), in the binary format
 *    where every column written is text or json (or bigint, the seq), so
 *    that neither side escapes anything, else in the text format; a replace
 *    is one query up to its COPY and after it (old items, sessions row;
 *    updated_at).  load() is one query too: stat and COPY (...) TO STDOUT
 *    (binary: the items' bytes as they are), one row in memory at a time, inside one REPEATABLE READ READ ONLY
 *    transaction that the query begins and ends (existence and items from
 *    one snapshot) unless a transaction is open.
 *  - Scans: list() remembers its sessions; when load() is asked for the
 *    one after the session loaded last, in their (strcmp) order, one COPY
 *    streams the items of that session and all after it in the database's
 *    order of ids, and the following loads take their rows from it.  A
 *    session that it does not bring next is loaded alone (the stream
 *    stopped: a collation other than C, a session made since the list);
 *    one that list() saw empty is served empty.  Any other query stops the
 *    stream first.
 *  - Group commit (batch_mode(), convert): lock() ... unlock(1) is one
 *    transaction of many sessions; the first statement of each session's
 *    (its lock) opens a savepoint, a write that fails rolls back to it
 *    (ST_SKIP too), and a replace releases it.  The batches committed are
 *    verified apart (store.c) on a second connection, open_reader()'s,
 *    made from the locator as given (kept in memory for it, password
 *    too); will_load() hands it the sessions queued, whose items one COPY
 *    then streams, from the first load on.  It takes no lock, and each of
 *    its queries (one COPY, or one load of a session the COPY does not
 *    bring) is one snapshot, taken after the commit.
 *  - Kinds, as schema.c describes them: transcript's items are ordered by
 *    seq (max + 1 under the lock), stored as their canonical bytes;
 *    openai-agents (SQLAlchemySession) by (created_at, id), the sessions
 *    row inserted ON CONFLICT DO NOTHING, updated_at set, items stamped
 *    with the server's clock but never before the session's newest item,
 *    so appends keep their order across machines; claude-session-store's
 *    session id is PROJECT_KEY/SESSION_ID (SESSION_ID when the project
 *    key is empty), its items are its rows with subpath '' ordered by
 *    seq, created_at their earliest mtime; the rows of another subpath
 *    are the session PROJECT_KEY/SESSION_ID/SUBPATH (schema_key_parts()),
 *    written with that subpath; delete and rename of a session take its
 *    sub-transcripts along, and a sub-transcript is not renamed alone.
 *    Column-mapped items (agentkit-pg) go in as a row of their members
 *    (the text COPY format: uuid, jsonb and timestamptz read from text),
 *    what the item lacks made as the kind's own writer makes it (schema.h
 *    complete()); a row the table has already (a unique key) is ST_BUSY,
 *    with the kind's word on it (conflict), and the whole write is undone.
 *    A kind that says no_create never has its tables made here.
 *  - list() bytes: octet_length of the column for transcript's own (json
 *    or text) items; for other kinds the canonical size, computed by
 *    reading the items.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "store.h"

#ifndef HAVE_LIBPQ

static int
nopg_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	(void)ops;
	(void)path;
	(void)mode;
	(void)cfg;
	(void)out;
	return fail(ST_USAGE, "postgres store: built without PostgreSQL support "
	    "(install libpq-dev and rebuild)");
}

const struct store_ops store_pg_ops = {
	.name = "postgres",
	.operand = "CONNINFO",
	.flags = STORE_KIND_NOT_PATH,
	.open = nopg_open,
};

#else

#include <dlfcn.h>
#include <libpq-fe.h>

#include "fsutil.h"
#include "isotime.h"
#include "item.h"
#include "json.h"
#include "schema.h"
#include "sqlrow.h"
#include "xalloc.h"

/*
 * libpq is loaded when a postgres store is first opened (dlopen), not
 * linked: its libraries (TLS, Kerberos, LDAP) would otherwise cost every
 * command, on every store, milliseconds and megabytes at start-up.
 */
#define PQ_SONAME	"libpq.so.5"
#define PQ_FUNCS(X)							\
	X(PQcancel) X(PQclear) X(PQconnectdb) X(PQerrorMessage)		\
	X(PQescapeLiteral) X(PQexec) X(PQexecParams) X(PQfinish)	\
	X(PQfreeCancel) X(PQfreemem) X(PQgetCancel) X(PQgetCopyData)	\
	X(PQgetResult) X(PQgetisnull) X(PQgetlength) X(PQgetvalue)	\
	X(PQntuples) X(PQputCopyData) X(PQputCopyEnd)			\
	X(PQresultErrorField) X(PQresultStatus) X(PQsendQuery)		\
	X(PQstatus) X(PQtransactionStatus)

#define PQ_FIELD(f)	__typeof__(f) *f;
static struct {
	PQ_FUNCS(PQ_FIELD)
} pq;

/* Load libpq once; ST_USAGE if it cannot be. */
static int
pq_load(void)
{
	static int loaded;
	void *h, *sym;
	int implicit;

	if (loaded)
		return ST_OK;
	/* GnuTLS, which libpq's libldap loads, would set itself up as it
	 * loads (a megabyte of memory); libldap sets it up when it needs it.
	 * No other thread runs yet. */
	if ((implicit = getenv("GNUTLS_NO_IMPLICIT_INIT") == NULL))
		setenv("GNUTLS_NO_IMPLICIT_INIT", "1", 0);
	h = dlopen(PQ_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (implicit)
		unsetenv("GNUTLS_NO_IMPLICIT_INIT");
	if (h == NULL)
		return fail(ST_USAGE, "postgres store: cannot load %s: %s (install "
		    "libpq5)", PQ_SONAME, dlerror());
#define PQ_SYM(f)							\
	if ((sym = dlsym(h, #f)) == NULL)				\
		return fail(ST_USAGE, "postgres store: %s: no %s", PQ_SONAME, #f); \
	memcpy(&pq.f, &sym, sizeof(sym));
	PQ_FUNCS(PQ_SYM)
#undef PQ_SYM
	loaded = 1;
	return ST_OK;
}

/* From here on, every PQ name is the loaded function. */
#define PQcancel		(pq.PQcancel)
#define PQclear			(pq.PQclear)
#define PQconnectdb		(pq.PQconnectdb)
#define PQerrorMessage		(pq.PQerrorMessage)
#define PQescapeLiteral		(pq.PQescapeLiteral)
#define PQexec			(pq.PQexec)
#define PQexecParams		(pq.PQexecParams)
#define PQfinish		(pq.PQfinish)
#define PQfreeCancel		(pq.PQfreeCancel)
#define PQfreemem		(pq.PQfreemem)
#define PQgetCancel		(pq.PQgetCancel)
#define PQgetCopyData		(pq.PQgetCopyData)
#define PQgetResult		(pq.PQgetResult)
#define PQgetisnull		(pq.PQgetisnull)
#define PQgetlength		(pq.PQgetlength)
#define PQgetvalue		(pq.PQgetvalue)
#define PQntuples		(pq.PQntuples)
#define PQputCopyData		(pq.PQputCopyData)
#define PQputCopyEnd		(pq.PQputCopyEnd)
#define PQresultErrorField	(pq.PQresultErrorField)
#define PQresultStatus		(pq.PQresultStatus)
#define PQsendQuery		(pq.PQsendQuery)
#define PQstatus		(pq.PQstatus)
#define PQtransactionStatus	(pq.PQtransactionStatus)

/* COPY rows go to libpq in batches of this size: libpq's own buffer then
 * stays at its 16 KiB, and memory at the largest item. */
#define COPY_BATCH	(8 * 1024)

enum query {
	SCHEMA_STMT_SLOTS,	/* schema_stmts(): Q_ADD_SESSION ...
				   Q_MOVE_ITEMS (schema.h) */
	Q_STAMP,		/* the stamp for new items of ?1 */
	Q_DEL_ALL,		/* the session's items and its
				   sub-transcripts' rows */
	Q_COPY_IN,
	Q_ENSURE,		/* a sessions row for $1 with created $2, unless
				   it has one */
	Q_NR
};
_Static_assert(Q_MOVE_ITEMS - Q_ADD_SESSION == STMT_MOVE_ITEMS,
    "the schema_stmts() slots");

enum tx { TX_NONE, TX_READ, TX_WRITE };

struct scan_entry {
	char		*id;
	uint64_t	 items;		/* as list() saw them */
};

struct pg_store {
	struct store		 base;
	const struct sql_kind	*kind;		/* schema_kinds[]' row */
	const struct sql_schema	*sc;		/* its schema */
	struct schema_names	 names;
	PGconn			*conn;
	char			*locator;	/* as given, for open_reader():
						   secrets too */
	char			*sql[Q_NR];
	char			*load_head;	/* COPY (SELECT ... WHERE */
	char			*load_tail;	/* ... ORDER BY ...) TO STDOUT */
	char			*scan_head;	/* COPY (SELECT session, ... WHERE
						   session >= ; NULL: no scans */
	char			*scan_mid;	/* ... AND session <= */
	char			*scan_tail;	/* ... ORDER BY ...) TO STDOUT */
	int			 busy_ms;
	int			 jsonb;		/* the item column is jsonb */
	const char		*jsonb_col;	/* ... or this member column */
	int			 item_raw;	/* ... is json or text: its binary
						   form is its bytes */
	uint32_t		 absent;	/* COL_OPTIONAL member columns of
						   the items table that it lacks
						   (bit k: column k) */
	int			 bin_in;	/* COPY in is binary: every column
						   written is text or json, or
						   bigint for the order */
	int			 hdr;		/* the COPY out's header is to
						   come */
	int			 need_schema;
	int			 batch;		/* batch_mode(): a savepoint per
						   session in the transaction */
	int			 sp_open;	/* ... and one is open */
	int			 schema_in_tx;
	int			 schema_in_sp;	/* ... made under the open
						   savepoint: gone with it */
	enum tx			 tx;
	int			 layout;	/* -1: not decided yet */
	char			*locked;	/* the session last locked in
						   this transaction */
	struct buf		 copy;		/* COPY rows to send */
	struct buf		 tmp;
	/* A scan: list(), then loads of its sessions in its order.  From the
	 * second one on, one COPY streams every session's items. */
	struct scan_entry	*scan;		/* list()'s sessions, sorted */
	size_t			 scan_nr;
	struct scan_entry	*written;	/* batch mode: the sessions the
						   open batch replaced, whose
						   verification is a scan */
	size_t			 written_nr, written_alloc;
	char			*loaded;	/* the last session loaded alone */
	int			 eager;		/* will_load(): the next load
						   starts the COPY */
	int			 streaming;	/* the scan's COPY runs */
	char			*sline;		/* its current row (libpq's) */
	const char		*sf[2];		/* its seq and item fields */
	int32_t			 sn[2];		/* ... their lengths (-1: NULL) */
	int			 staken;	/* sline was yielded: read on */
	struct buf		 ssess;		/* sline's session id */
	char			*scur;		/* the last stream cursor's */
};

struct pg_cursor {
	struct sqlrow_cursor	 row;		/* first */
	struct pg_store		*st;
	char			*line;		/* libpq's COPY row, freed by the
						   next */
	int			 own_tx;	/* its query began a transaction */
	int			 copying;	/* its own COPY runs */
	int			 stream;	/* it reads the scan's COPY */
};

/* --- Locators -------------------------------------------------------- */

/* A locator split: what libpq gets, what messages show, and ours. */
struct locator {
	struct buf	 conninfo, shown;
	char		*kind;
	char		*opt_key[4], *opt_val[4];
	size_t		 nopts;
};

static int
is_uri(const char *s)
{
	return strncmp(s, "postgres://", 11) == 0 ||
	    strncmp(s, "postgresql://", 13) == 0;
}

/* Is key[0..n) one of ours (kind=, a table option of some kind)? */
static int
our_key(const char *key, size_t n)
{
	struct schema_names probe;

	if (n == 4 && strncmp(key, "kind", 4) == 0)
		return 1;
	for (const struct sql_kind *k = schema_kind_next(SQL_POSTGRES, NULL);
	    k != NULL; k = schema_kind_next(SQL_POSTGRES, k)) {
		int hit;

		schema_names_init(k->schema, &probe);
		hit = schema_names_set(k->schema, &probe, key, n, "", 0) == 0;
		schema_names_release(&probe);
		if (hit)
			return 1;
	}
	return 0;
}

static void
loc_take(struct locator *l, const char *key, size_t n, char *val)
{
	if (n == 4 && strncmp(key, "kind", 4) == 0) {
		free(l->kind);
		l->kind = val;
	} else if (l->nopts < nitems(l->opt_key)) {
		l->opt_key[l->nopts] = xmemdup(key, n);
		l->opt_val[l->nopts++] = val;
	} else
		free(val);
}

static int
hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	    c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* s[0..n) percent-decoded. */
static char *
pct_decode(const char *s, size_t n)
{
	struct buf b = BUF_INIT;

	buf_add(&b, "", 0);
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '%' && i + 2 < n && hexval(s[i + 1]) >= 0 &&
		    hexval(s[i + 2]) >= 0) {
			buf_addc(&b, hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
			i += 2;
		} else
			buf_addc(&b, s[i]);
	}
	return buf_detach(&b);
}

/* A URI: user info loses its password; query parameters of ours are
 * taken, password= is kept from shown. */
static void
loc_uri(struct locator *l, const char *s)
{
	const char *auth = strstr(s, "://") + 3, *q, *at, *colon, *p, *end;
	size_t alen = strcspn(auth, "/?");
	int first = 1, shown_first = 1;

	q = strchr(auth, '?');
	buf_add(&l->conninfo, s, q != NULL ? (size_t)(q - s) : strlen(s));
	/* user[:password]@ : the last '@' before the path */
	at = NULL;
	for (p = auth; p < auth + alen; p++)
		if (*p == '@')
			at = p;
	colon = at != NULL ? memchr(auth, ':', (size_t)(at - auth)) : NULL;
	if (colon != NULL) {
		buf_add(&l->shown, s, (size_t)(colon - s));
		buf_add(&l->shown, at, (size_t)((q != NULL ? q : s + strlen(s)) - at));
	} else
		buf_add(&l->shown, s, q != NULL ? (size_t)(q - s) : strlen(s));
	if (q == NULL)
		return;
	for (p = q + 1; *p != '\0'; p = *end != '\0' ? end + 1 : end) {
		const char *eq;

		end = p + strcspn(p, "&");
		if (end == p)
			continue;
		eq = memchr(p, '=', (size_t)(end - p));
		if (eq != NULL && our_key(p, (size_t)(eq - p))) {
			loc_take(l, p, (size_t)(eq - p), pct_decode(eq + 1,
			    (size_t)(end - eq - 1)));
			continue;
		}
		buf_addc(&l->conninfo, first ? '?' : '&');
		buf_add(&l->conninfo, p, (size_t)(end - p));
		first = 0;
		if (eq != NULL && eq - p == 8 && strncmp(p, "password", 8) == 0)
			continue;
		buf_addc(&l->shown, shown_first ? '?' : '&');
		buf_add(&l->shown, p, (size_t)(end - p));
		shown_first = 0;
	}
}

/* key=value words; values may be 'quoted' (\' and \\ inside). */
static int
loc_words(struct locator *l, const char *s)
{
	const char *p = s, *start, *key;
	size_t klen;

	for (;;) {
		struct buf val = BUF_INIT;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0')
			return 0;
		start = key = p;
		while (*p != '\0' && *p != '=' && !isspace((unsigned char)*p))
			p++;
		klen = (size_t)(p - key);
		while (isspace((unsigned char)*p))
			p++;
		if (*p++ != '=' || klen == 0)
			return -1;
		while (isspace((unsigned char)*p))
			p++;
		buf_add(&val, "", 0);
		if (*p == '\'') {
			for (p++; *p != '\0' && *p != '\''; p++) {
				if (*p == '\\' && p[1] != '\0')
					p++;
				buf_addc(&val, *p);
			}
			if (*p++ != '\'') {
				buf_release(&val);
				return -1;
			}
		} else {
			for (; *p != '\0' && !isspace((unsigned char)*p); p++) {
				if (*p == '\\' && p[1] != '\0')
					p++;
				buf_addc(&val, *p);
			}
		}
		if (our_key(key, klen)) {
			loc_take(l, key, klen, buf_detach(&val));
			continue;
		}
		buf_release(&val);
		if (l->conninfo.len > 0)
			buf_addc(&l->conninfo, ' ');
		buf_add(&l->conninfo, start, (size_t)(p - start));
		if (klen == 8 && strncmp(key, "password", 8) == 0)
			continue;
		if (l->shown.len > 0)
			buf_addc(&l->shown, ' ');
		buf_add(&l->shown, start, (size_t)(p - start));
	}
}

static void
loc_release(struct locator *l)
{
	buf_release(&l->conninfo);
	buf_release(&l->shown);
	free(l->kind);
	for (size_t i = 0; i < l->nopts; i++) {
		free(l->opt_key[i]);
		free(l->opt_val[i]);
	}
}

/* --- Errors ---------------------------------------------------------- */

/* libpq's message on one line, without its trailing newline. */
static void
add_pq_message(struct buf *b, const char *msg)
{
	size_t n = strlen(msg);

	while (n > 0 && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		n--;
	for (size_t i = 0; i < n; i++) {
		if (msg[i] == '\n') {
			buf_adds(b, "; ");
			while (i + 1 < n && (msg[i + 1] == '\t' || msg[i + 1] == ' '))
				i++;
		} else
			buf_addc(b, msg[i]);
	}
}

static int
pg_fail(struct pg_store *st, const PGresult *res, const char *what)
{
	const char *code = res != NULL ?
	    PQresultErrorField(res, PG_DIAG_SQLSTATE) : NULL;
	const char *msg = res != NULL ?
	    PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY) : NULL;
	struct buf b = BUF_INIT;
	int status = ST_IO;

	if (PQstatus(st->conn) == CONNECTION_BAD)
		status = ST_IO;
	else if (code == NULL)
		status = ST_IO;
	else if (strcmp(code, "55P03") == 0 || strcmp(code, "40P01") == 0 ||
	    strcmp(code, "40001") == 0 || strcmp(code, "23505") == 0)
		status = ST_BUSY;
	else if (strncmp(code, "22", 2) == 0 || strncmp(code, "23", 2) == 0 ||
	    (strncmp(code, "42", 2) == 0 && strcmp(code, "42501") != 0))
		status = ST_DATA;
	add_pq_message(&b, msg != NULL ? msg : PQerrorMessage(st->conn));
	if (code != NULL && strcmp(code, "23505") == 0 && st->sc->conflict != NULL)
		buf_addf(&b, ": %s", st->sc->conflict);
	if (code != NULL && strcmp(code, "55P03") == 0)
		status = fail(status, "store '%s' is locked by another writer "
		    "(waited %d ms): %s", st->base.path, st->busy_ms, b.p);
	else
		status = fail(status, "%s: %s: %s", st->base.path, what, b.p);
	buf_release(&b);
	return status;
}

/* --- Running SQL ----------------------------------------------------- */

static void	stream_stop(struct pg_store *);
static void	written_forget(struct pg_store *);

/* Run sql with text parameters p[0..n); rows to *out if out != NULL. */
static int
run(struct pg_store *st, const char *sql, int n, const char *const *p,
    const char *what, PGresult **out)
{
	PGresult *res;
	ExecStatusType rc;
	int status = ST_OK;

	stream_stop(st);
	res = n > 0 ? PQexecParams(st->conn, sql, n, NULL, p, NULL, NULL, 0) :
	    PQexec(st->conn, sql);
	rc = PQresultStatus(res);
	if (rc != PGRES_COMMAND_OK && rc != PGRES_TUPLES_OK)
		status = pg_fail(st, res, what);
	if (status == ST_OK && out != NULL)
		*out = res;
	else
		PQclear(res);
	return status;
}

static int
run1(struct pg_store *st, enum query q, const char *a, const char *b,
    const char *what, PGresult **out)
{
	const char *p[2] = { a, b };

	return run(st, st->sql[q], b != NULL ? 2 : 1, p, what, out);
}

static int64_t
get_int(const PGresult *res, int row, int col)
{
	return PQgetisnull(res, row, col) ? 0 :
	    strtoll(PQgetvalue(res, row, col), NULL, 10);
}

/* --- Building the SQL ------------------------------------------------ */

/* A time column alias.col as epoch milliseconds. */
static void
add_time(struct buf *b, const char *alias, const char *col, enum schema_type type)
{
	if (type == TYPE_TIMESTAMP)
		buf_addf(b, "floor(extract(epoch FROM %s.%s) * 1000)::int8", alias, col);
	else
		buf_addf(b, "%s.%s::int8", alias, col);
}

/* The session id of an items row a (schema_key_parts()). */
static void
add_key(struct buf *b, const struct schema_ids *id, const char *a)
{
	if (id->mpk == NULL) {
		buf_addf(b, "%s.%s", a, id->ms);
		return;
	}
	buf_adds(b, "CASE ");
	if (id->msub != NULL)
		buf_addf(b, "WHEN %s.%s <> '' THEN %s.%s || '/' || %s.%s || '/' || "
		    "%s.%s ", a, id->msub, a, id->mpk, a, id->ms, a, id->msub);
	buf_addf(b, "WHEN %s.%s = '' THEN %s.%s ELSE %s.%s || '/' || %s.%s END",
	    a, id->mpk, a, id->ms, a, id->mpk, a, id->ms);
}

/* The parts of the session id p (an SQL text value), as
 * schema_key_parts() splits it. */
static void
add_part(struct buf *b, const char *p, enum schema_role role)
{
	if (role == COLUMN_PROJECT)
		buf_addf(b, "(CASE WHEN strpos(%s, '/') > 0 THEN split_part(%s, '/', "
		    "1) ELSE '' END)", p, p);
	else if (role == COLUMN_SESSION)
		buf_addf(b, "(CASE WHEN strpos(%s, '/') > 0 THEN split_part(%s, '/', "
		    "2) ELSE %s END)", p, p, p);
	else
		buf_addf(b, "coalesce(substring(%s FROM '^[^/]*/[^/]*/(.*)$'), '')", p);
}

/* Rows a of the session p (an SQL text value); main: its own rows only,
 * else also, for a session that is not a sub-transcript, those of its
 * sub-transcripts. */
static void
add_filter(struct buf *b, const struct schema_ids *id, const char *a,
    const char *p, int main)
{
	if (id->mpk == NULL) {
		buf_addf(b, "%s.%s = %s", a, id->ms, p);
		return;
	}
	buf_addf(b, "%s.%s = ", a, id->mpk);
	add_part(b, p, COLUMN_PROJECT);
	buf_addf(b, " AND %s.%s = ", a, id->ms);
	add_part(b, p, COLUMN_SESSION);
	if (id->msub == NULL)
		return;
	buf_adds(b, " AND (");
	if (!main) {
		add_part(b, p, COLUMN_SUBPATH);
		buf_adds(b, " = '' OR ");
	}
	buf_addf(b, "%s.%s = ", a, id->msub);
	add_part(b, p, COLUMN_SUBPATH);
	buf_adds(b, ")");
}

/* Parameter n, as text. */
#define PARAM_TEXT(v, n)	snprintf(v, sizeof(v), "$%d::text", n)

/* The dialect's filter and part: of parameter n. */
static void
param_filter(struct buf *b, const struct schema_ids *id, const char *a, int n,
    int main)
{
	char p[16];

	PARAM_TEXT(p, n);
	add_filter(b, id, a, p, main);
}

static void
param_part(struct buf *b, int n, enum schema_role role)
{
	char p[16];

	PARAM_TEXT(p, n);
	add_part(b, p, role);
}

/* A session's created_at when it has no sessions row: its first stamp. */
static void
add_first(struct buf *b, const struct schema_sql *q)
{
	if (q->id->mst == NULL) {
		buf_adds(b, "NULL::int8");
		return;
	}
	buf_adds(b, "min(");
	add_time(b, "i", q->id->mst, schema_col_type(&q->sc->items, COLUMN_STAMP));
	buf_adds(b, ")");
}

/* The bytes of the items i, where INFO_COUNTS wants them and the column
 * holds them as they are. */
static void
add_bytes(struct buf *b, const struct schema_sql *q, int counts)
{
	if (counts && q->exact)
		buf_addf(b, "sum(octet_length(i.%s::text))::int8", q->id->md);
	else
		buf_adds(b, "NULL::int8");
}

/* stat() of the session p (an SQL text value): created_at, items, bytes,
 * updated_at (NULL without a sessions row's updated column);
 * one row if it exists, none if not. */
static void
add_stat(struct buf *b, const struct schema_sql *q, int counts, const char *p)
{
	const struct sql_schema *sc = q->sc;
	const struct schema_ids *id = q->id;
	struct buf f = BUF_INIT, cr = BUF_INIT, up = BUF_INIT, row = BUF_INIT;
	int table = id->s != NULL;

	add_filter(&f, id, "i", p, 1);
	if (table) {
		buf_addf(&row, "EXISTS (SELECT 1 FROM %s s WHERE s.%s = %s)", id->s,
		    id->sid, p);
		buf_adds(&cr, "(SELECT ");
		add_time(&cr, "s", id->scr, schema_col_type(&sc->sessions,
		    COLUMN_CREATED));
		buf_addf(&cr, " FROM %s s WHERE s.%s = %s)", id->s, id->sid, p);
	} else
		add_first(&cr, q);
	if (table && id->sup != NULL) {
		buf_adds(&up, "(SELECT ");
		add_time(&up, "s", id->sup, schema_col_type(&sc->sessions,
		    COLUMN_UPDATED));
		buf_addf(&up, " FROM %s s WHERE s.%s = %s)", id->s, id->sid, p);
	} else
		buf_adds(&up, "NULL::int8");
	buf_addf(b, "SELECT coalesce(c, 0), n, b, u FROM (SELECT %s AS c, "
	    "count(*) AS n, ", cr.p);
	add_bytes(b, q, counts);
	buf_addf(b, " AS b, %s AS u FROM %s i WHERE %s) x WHERE %s%s%s", up.p,
	    id->m, f.p, sc->exists == SESSIONS_TABLE ? "" : "n > 0",
	    sc->exists == SESSIONS_EITHER ? " OR " : "", table ? row.p : "");
	buf_release(&f);
	buf_release(&cr);
	buf_release(&up);
	buf_release(&row);
}

static void
stat_sql(const struct schema_sql *q, int counts, struct buf *b)
{
	add_stat(b, q, counts, "$1::text");
}

/* The listing: id, created_at, items, bytes, updated_at; sorted by the
 * caller. */
static void
list_sql(const struct schema_sql *q, int counts, struct buf *b)
{
	const struct schema_ids *id = q->id;
	enum schema_type cr = schema_col_type(&q->sc->sessions, COLUMN_CREATED);
	struct buf bx = BUF_INIT, up = BUF_INIT, gb = BUF_INIT;

	add_bytes(&bx, q, counts);
	buf_add(&gb, "", 0);
	if (id->sup != NULL) {	/* a sessions table's last activity */
		add_time(&up, "s", id->sup, schema_col_type(&q->sc->sessions,
		    COLUMN_UPDATED));
		buf_addf(&gb, ", s.%s", id->sup);
	} else
		buf_adds(&up, "NULL::int8");
	switch (q->sc->exists) {
	case SESSIONS_TABLE:
		buf_addf(b, "SELECT s.%s, ", id->sid);
		add_time(b, "s", id->scr, cr);
		buf_addf(b, ", count(i.%s), %s, %s FROM %s s LEFT JOIN %s i ON"
		    " i.%s = s.%s GROUP BY s.%s, s.%s%s", id->ms, bx.p, up.p, id->s,
		    id->m, id->ms, id->sid, id->sid, id->scr, gb.p);
		break;
	case SESSIONS_EITHER:
		buf_adds(b, "SELECT k.id, coalesce(");
		add_time(b, "s", id->scr, cr);
		buf_addf(b, ", 0), count(i.%s), %s, %s FROM (SELECT %s AS id FROM "
		    "%s UNION SELECT %s FROM %s) k LEFT JOIN %s s ON s.%s = k.id"
		    " LEFT JOIN %s i ON i.%s = k.id GROUP BY k.id, s.%s%s", id->ms,
		    bx.p, up.p, id->sid, id->s, id->ms, id->m, id->s, id->sid, id->m,
		    id->ms, id->scr, gb.p);
		break;
	case SESSIONS_ITEMS:
		buf_adds(b, "SELECT ");
		add_key(b, id, "i");
		buf_adds(b, ", ");
		add_first(b, q);
		buf_addf(b, ", count(*), %s, NULL::int8 FROM %s i GROUP BY 1", bx.p,
		    id->m);
		break;
	}
	buf_release(&bx);
	buf_release(&up);
	buf_release(&gb);
}

/* PostgreSQL's spelling (schema.h): every identifier quoted. */
static const struct sql_dialect pg_sql = {
	.type = {
		[TYPE_TEXT] = "text", [TYPE_JSON] = "json",
		[TYPE_INTEGER] = "bigint", [TYPE_TIMESTAMP] = "timestamp",
		[TYPE_JSONB] = "jsonb", [TYPE_UUID] = "uuid"
	},
	.serial = "bigserial",
	.param = "$",
	.ignore_verb = "",
	.ignore_tail = " ON CONFLICT DO NOTHING",
	.as_text = "::text",
	.alias = 1,
	.time = add_time,
	.filter = param_filter,
	.part = param_part,
	.list = list_sql,
	.stat = stat_sql,
};

/* Whether the items are kept as their canonical bytes. */
static int
exact_items(const struct pg_store *st)
{
	return st->sc->layout == LAYOUT_COMPACT && !st->sc->follow_layout &&
	    !st->jsonb && !schema_mapped(st->sc);
}

/* Append member c of the items row i as the text of its JSON value, NULL
 * where the column is (concat_ws() then leaves it out). */
static void
member_sql(const struct pg_store *st, const struct schema_col *c, struct buf *b)
{
	struct buf col = BUF_INIT;

	buf_adds(&col, "i.");
	schema_ident_add(&pg_sql, &col, c->name);
	switch (c->type) {
	case TYPE_JSON:
	case TYPE_JSONB:		/* compacted as the load reads it */
	case TYPE_INTEGER:
		buf_addf(b, "%s::text", col.p);
		break;
	case TYPE_TIMESTAMP:		/* the session's TimeZone is UTC */
		buf_addf(b, "to_json(to_char(%s, 'YYYY-MM-DD\"T\"HH24:MI:SS.%s"
		    "\"Z\"'))::text", col.p, st->sc->time == TIME_ISO_US ? "US" :
		    "MS");
		break;
	case TYPE_TEXT:
	case TYPE_UUID:			/* escaped as json_str_encode() does */
		buf_addf(b, "to_json(%s::text)::text", col.p);
		break;
	}
	buf_release(&col);
}

/*
 * The expression that makes the item of an items row i (column-mapped
 * items, schema.h): '{' and the members that are not NULL, each its key
 * and value, joined by ',', then '}'.  The server makes the item: a text
 * column's string is escaped as json_str_encode() escapes one (to_json()
 * escapes '"', '\\', the named controls and every other control as
 * \u00xx, lowercase); a jsonb member comes with the server's spaces, which
 * the load's compaction takes out.  A column the table lacks (absent) is
 * no member.
 */
static char *
item_make_sql(const struct pg_store *st)
{
	const struct schema_table *t = &st->sc->items;
	struct buf b = BUF_INIT, key = BUF_INIT;

	buf_adds(&b, "('{' || concat_ws(','");
	for (int c = 0; c < SCHEMA_COLS && t->col[c].name != NULL; c++) {
		if (t->col[c].role != COLUMN_MEMBER ||
		    (st->absent & (UINT32_C(1) << c)))
			continue;
		buf_reset(&key);
		json_str_encode(&key, t->col[c].member, strlen(t->col[c].member));
		buf_addf(&b, ", '%s:' || ", key.p);	/* keys hold no ' */
		member_sql(st, &t->col[c], &b);
	}
	buf_adds(&b, ") || '}')");
	buf_release(&key);
	return buf_detach(&b);
}

/* Append the identifier of the COL_DERIVED items column with role. */
static void
derived_add(const struct pg_store *st, enum schema_role role, struct buf *b)
{
	const struct schema_table *t = &st->sc->items;

	for (int c = 0; c < SCHEMA_COLS && t->col[c].name != NULL; c++)
		if (t->col[c].role == role && (t->col[c].flags & COL_DERIVED))
			schema_ident_add(&pg_sql, b, t->col[c].name);
}

/*
 * The items table of a kind whose items are the elements of an array
 * (schema.h struct schema_elements) read as a row per element: the row's
 * columns, the element and its place.  A value at the path that is not an
 * array stops the query (jsonb_array_elements(): SQLSTATE 22023, bad
 * data), or (lenient: the listing's) is no element; none there (NULL) is
 * no element.
 */
static char *
elements_sql(const struct pg_store *st, int lenient)
{
	const struct schema_elements *el = &st->sc->elements;
	struct buf b = BUF_INIT, v = BUF_INIT;

	buf_adds(&b, "(SELECT s.*, e.ord AS ");
	derived_add(st, COLUMN_ORDER, &b);
	buf_adds(&b, ", e.value AS ");
	derived_add(st, COLUMN_ITEM, &b);
	buf_adds(&b, " FROM ");
	schema_ident_add(&pg_sql, &b, st->names.items);
	buf_adds(&b, " s CROSS JOIN LATERAL jsonb_array_elements(");
	/* a path of the program's: no ' in it */
	buf_adds(&v, "s.");
	schema_ident_add(&pg_sql, &v, el->column);
	buf_addf(&v, "::jsonb #> '%s'", el->path);
	if (lenient)
		buf_addf(&b, "CASE WHEN jsonb_typeof(%s) = 'array' THEN %s END",
		    v.p, v.p);
	else
		buf_adds(&b, v.p);
	buf_adds(&b, ") WITH ORDINALITY AS e(value, ord))");
	buf_release(&v);
	return buf_detach(&b);
}

/* Append the item of a row of the items table, aliased i: its item
 * column, or the item made of its members. */
static void
add_item(struct buf *b, const struct pg_store *st, const struct schema_ids *id)
{
	if (schema_mapped(st->sc))
		buf_adds(b, id->md);
	else
		buf_addf(b, "i.%s%s", id->md, st->item_raw ? "" : "::text");
}

/* What st's statements are spelled from (schema_ids_release(id) after). */
static void
sql_begin(const struct pg_store *st, struct schema_ids *id,
    struct schema_sql *q)
{
	schema_ids_make(&pg_sql, st->sc, &st->names, id);
	q->d = &pg_sql;
	q->sc = st->sc;
	q->id = id;
	q->exact = exact_items(st);
}

/* Q_STAMP: now, or the session's newest stamp if the clock is behind. */
static char *
stamp_sql(const struct schema_sql *q)
{
	const struct schema_ids *id = q->id;
	struct buf b = BUF_INIT, f = BUF_INIT;

	if (id->mst == NULL)
		return NULL;
	add_filter(&f, id, "i", "$1::text", 1);
	if (schema_col_type(&q->sc->items, COLUMN_STAMP) == TYPE_TIMESTAMP)
		buf_addf(&b, "SELECT greatest(clock_timestamp(), (SELECT "
		    "max(i.%s) FROM %s i WHERE %s))::text", id->mst, id->m, f.p);
	else
		buf_addf(&b, "SELECT greatest(floor(extract(epoch FROM "
		    "clock_timestamp()) * 1000)::int8, (SELECT max(i.%s) FROM "
		    "%s i WHERE %s))::text", id->mst, id->m, f.p);
	buf_release(&f);
	return buf_detach(&b);
}

/* Does a write give column c of the items table?  Not a column of no
 * role, a serial, one the table lacks, nor a second role of a member's. */
static int
col_written(const struct pg_store *st, const struct schema_col *c)
{
	const struct schema_table *t = &st->sc->items;

	if (c->role == COLUMN_OTHER || (c->flags & (COL_AUTO | COL_DERIVED)) ||
	    (st->absent & (UINT32_C(1) << (c - t->col))))
		return 0;
	if (c->role == COLUMN_MEMBER || !schema_mapped(st->sc))
		return 1;
	for (const struct schema_col *m = t->col; m < c; m++)
		if (m->role == COLUMN_MEMBER && strcmp(m->name, c->name) == 0)
			return 0;
	return 1;
}

/* Q_COPY_IN: the columns a write gives. */
static char *
copy_in_sql(const struct pg_store *st, const struct schema_ids *id)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "COPY %s (", id->m);
	for (const struct schema_col *c = st->sc->items.col;
	    c < st->sc->items.col + SCHEMA_COLS && c->name != NULL; c++) {
		if (!col_written(st, c))
			continue;
		if (b.p[b.len - 1] != '(')
			buf_adds(&b, ", ");
		schema_ident_add(&pg_sql, &b, c->name);
	}
	buf_adds(&b, st->bin_in ? ") FROM STDIN (FORMAT binary)" : ") FROM STDIN");
	return buf_detach(&b);
}

/* load: COPY takes no parameters, so the session goes in as a literal
 * between head and tail; a scan: every session from the literal on, each
 * row's session first (for kinds whose session is one column). */
static void
load_sql(struct pg_store *st, const struct schema_ids *id)
{
	const struct sql_schema *sc = st->sc;
	struct buf b = BUF_INIT, order = BUF_INIT, cols = BUF_INIT;

	if (sc->order == ORDER_STAMP)
		buf_addf(&order, "i.%s, i.%s", id->mst, id->mo);
	else
		buf_addf(&order, "i.%s", id->mo);
	/* binary: the seq a bigint, the item its bytes (as text if the
	 * column's binary form is another) */
	if (sc->order == ORDER_SEQ)
		buf_addf(&cols, "i.%s::int8", id->mo);
	else
		buf_adds(&cols, "NULL::int8");
	buf_adds(&cols, ", ");
	add_item(&cols, st, id);
	buf_addf(&cols, " FROM %s i WHERE ", id->m);
	buf_addf(&b, "COPY (SELECT %s", cols.p);
	st->load_head = buf_detach(&b);
	buf_addf(&b, " ORDER BY %s) TO STDOUT (FORMAT binary)", order.p);
	st->load_tail = buf_detach(&b);
	if (id->mpk == NULL) {
		buf_addf(&b, "COPY (SELECT i.%s::text, %si.%s >= ", id->ms, cols.p,
		    id->ms);
		st->scan_head = buf_detach(&b);
		buf_addf(&b, " AND i.%s <= ", id->ms);
		st->scan_mid = buf_detach(&b);
		buf_addf(&b, " ORDER BY i.%s, %s) TO STDOUT (FORMAT binary)", id->ms,
		    order.p);
		st->scan_tail = buf_detach(&b);
	}
	buf_release(&order);
	buf_release(&cols);
}

/* Forget the statements built before. */
static void
sql_free(struct pg_store *st)
{
	for (size_t i = 0; i < Q_NR; i++) {
		free(st->sql[i]);
		st->sql[i] = NULL;
	}
	free(st->load_head);
	free(st->load_tail);
	free(st->scan_head);
	free(st->scan_mid);
	free(st->scan_tail);
	st->scan_head = st->scan_mid = st->scan_tail = NULL;
}

/* Every statement of the store: schema.c's set, then PostgreSQL's own. */
static void
sql_build(struct pg_store *st)
{
	struct schema_ids id;
	struct schema_sql q;
	struct buf b = BUF_INIT;
	char *every[STMT_NR];

	sql_free(st);
	sql_begin(st, &id, &q);
	if (schema_mapped(st->sc)) {	/* the item, made of the members */
		free(id.md);
		id.md = item_make_sql(st);
	}
	if (st->sc->elements.column != NULL) {	/* a row per element */
		free(id.m);
		id.m = elements_sql(st, 1);	/* the listing's, */
		schema_stmts(&q, every);
		free(id.m);
		id.m = elements_sql(st, 0);	/* a session's */
	}
	schema_stmts(&q, &st->sql[Q_ADD_SESSION]);
	if (st->sc->elements.column != NULL)
		schema_stmts_listing(&st->sql[Q_ADD_SESSION], every);
	st->sql[Q_STAMP] = stamp_sql(&q);
	buf_addf(&b, "DELETE FROM %s i WHERE ", id.m);
	add_filter(&b, &id, "i", "$1::text", 0);
	st->sql[Q_DEL_ALL] = buf_detach(&b);
	st->sql[Q_COPY_IN] = copy_in_sql(st, &id);
	if (id.s != NULL) {
		/* $1 and $2 are text: cast to the columns' types */
		buf_addf(&b, "INSERT INTO %s (%s, %s) SELECT $1::text::%s, "
		    "$2::text::%s WHERE NOT EXISTS (SELECT 1 FROM %s s WHERE "
		    "s.%s = $1)", id.s, id.sidw, id.scr,
		    pg_sql.type[schema_col_type(&st->sc->sessions,
		    COLUMN_SESSION)], pg_sql.type[schema_col_type(
		    &st->sc->sessions, COLUMN_CREATED)], id.s, id.sid);
		st->sql[Q_ENSURE] = buf_detach(&b);
	}
	load_sql(st, &id);
	schema_ids_release(&id);
}

/* --- The schema ------------------------------------------------------ */

/* The tables visible through search_path. */
static int
tables_read(struct pg_store *st, char ***out, size_t *nr)
{
	PGresult *res = NULL;
	int status;

	*out = NULL;
	*nr = 0;
	if ((status = run(st, "SELECT c.relname FROM pg_catalog.pg_class c WHERE "
	    "c.relkind IN ('r', 'p', 'v', 'f', 'm') AND "
	    "pg_catalog.pg_table_is_visible(c.oid) ORDER BY 1", 0, NULL,
	    "cannot read the tables", &res)) != ST_OK)
		return status;
	*nr = (size_t)PQntuples(res);
	*out = xcalloc(*nr + 1, sizeof(**out));
	for (size_t i = 0; i < *nr; i++)
		(*out)[i] = xstrdup(PQgetvalue(res, (int)i, 0));
	PQclear(res);
	return ST_OK;
}

/* How a column of SQL type ty takes part in a binary COPY: 1 as its
 * bytes (text, json), 2 as a bigint, 0 not. */
static int
type_bin(const char *ty)
{
	if (strcmp(ty, "text") == 0 || strcmp(ty, "json") == 0)
		return 1;
	return strcmp(ty, "bigint") == 0 ? 2 : 0;
}

/* Does the items column c, of SQL type ty, let COPY in be binary? */
static int
col_bin_in(const struct schema_col *c, const char *ty)
{
	if (c->role == COLUMN_OTHER || (c->flags & COL_AUTO))
		return 1;
	return type_bin(ty) == (c->role == COLUMN_ORDER ? 2 : 1);
}

/* Every column of t with a role is in table name; note the item column's
 * type and whether COPY in can be binary. */
static int
columns_check(struct pg_store *st, const struct schema_table *t, const char *name)
{
	PGresult *res = NULL;
	const char *p[1] = { name };
	int status, n;

	if ((status = run(st, "SELECT a.attname, format_type(a.atttypid, "
	    "a.atttypmod) FROM pg_catalog.pg_attribute a WHERE a.attrelid = "
	    "to_regclass(quote_ident($1)) AND a.attnum > 0 AND NOT a.attisdropped",
	    1, p, "cannot read the columns", &res)) != ST_OK)
		return status;
	n = PQntuples(res);
	for (const struct schema_col *c = t->col; c < t->col + SCHEMA_COLS &&
	    c->name != NULL && status == ST_OK; c++) {
		int i;

		if (c->role == COLUMN_OTHER && !(t == &st->sc->items &&
		    st->sc->elements.column != NULL &&
		    strcmp(c->name, st->sc->elements.column) == 0))
			continue;
		if (c->flags & COL_DERIVED) {	/* elements_sql()'s */
			if (c->role == COLUMN_ITEM) {
				st->jsonb = c->type == TYPE_JSONB;
				st->item_raw = 0;
			}
			continue;
		}
		for (i = 0; i < n; i++)
			if (strcmp(PQgetvalue(res, i, 0), c->name) == 0)
				break;
		if (i == n && (c->flags & COL_OPTIONAL) && t == &st->sc->items) {
			st->absent |= UINT32_C(1) << (c - t->col);
			continue;
		}
		if (i == n) {
			status = fail(ST_DATA, "%s: not %s: table '%s' has no column "
			    "'%s'", st->base.path, st->sc->title, name, c->name);
			break;
		}
		if (t != &st->sc->items)
			continue;
		if (c->role == COLUMN_ITEM) {
			st->jsonb = strcmp(PQgetvalue(res, i, 1), "jsonb") == 0;
			st->item_raw = type_bin(PQgetvalue(res, i, 1)) == 1;
		}
		if (c->role == COLUMN_MEMBER &&
		    strcmp(PQgetvalue(res, i, 1), "jsonb") == 0) {
			st->jsonb = 1;		/* a write reorders it */
			st->jsonb_col = c->name;
		}
		st->bin_in = st->bin_in && col_bin_in(c, PQgetvalue(res, i, 1));
	}
	PQclear(res);
	return status;
}

/* ST_DATA if the kind's schema version table (where the database has it:
 * tables renamed by options may have left it behind) says a newer layout. */
static int
version_check(struct pg_store *st, char *const tables[], size_t n)
{
	const struct schema_version *v = &st->sc->version;
	struct buf sql = BUF_INIT;
	PGresult *res = NULL;
	int status;

	if (v->table == NULL || !schema_has_table(tables, n, v->table))
		return ST_OK;
	buf_adds(&sql, "SELECT max(");
	schema_ident_add(&pg_sql, &sql, v->column);
	buf_adds(&sql, ")::text FROM ");
	schema_ident_add(&pg_sql, &sql, v->table);
	status = run(st, sql.p, 0, NULL, "cannot read the schema version", &res);
	if (status == ST_OK && !PQgetisnull(res, 0, 0) &&
	    strtoll(PQgetvalue(res, 0, 0), NULL, 10) > v->max)
		status = fail(ST_DATA, "%s: table %s: schema version %s is not one "
		    "this program knows (%lld at most): a newer %s wrote it",
		    st->base.path, v->table, PQgetvalue(res, 0, 0),
		    (long long)v->max, st->kind->name);
	PQclear(res);
	buf_release(&sql);
	return status;
}

/* Check st's tables (need_schema if missing); with read, read the tables
 * again first; with detect, choose the kind by them first. */
static int
schema_find(struct pg_store *st, int detect)
{
	char **tables = NULL;
	size_t n = 0;
	int status, have_s, have_m;

	if ((status = tables_read(st, &tables, &n)) != ST_OK)
		return status;
	if (detect) {
		st->kind = NULL;
		for (const struct sql_kind *k = schema_kind_next(SQL_POSTGRES, NULL);
		    k != NULL; k = schema_kind_next(SQL_POSTGRES, k)) {
			if (schema_matches(k->schema, tables, n)) {
				st->kind = k;
				break;
			}
			if (st->kind == NULL && (k->flags & SQL_KIND_DEFAULT))
				st->kind = k;
		}
		st->sc = st->kind->schema;
		st->base.format = st->kind->format;
	}
	if (st->names.items == NULL)
		schema_names_init(st->sc, &st->names);
	have_s = st->names.sessions == NULL ||
	    schema_has_table(tables, n, st->names.sessions);
	have_m = schema_has_table(tables, n, st->names.items);
	status = version_check(st, tables, n);
	schema_tables_free(tables, n);
	if (status != ST_OK)
		return status;
	st->need_schema = !have_s || !have_m;
	if (have_s != have_m && st->names.sessions != NULL)
		return fail(ST_DATA, "%s: not %s: it has table '%s' but not '%s'",
		    st->base.path, st->sc->title, have_s ? st->names.sessions :
		    st->names.items, have_s ? st->names.items : st->names.sessions);
	st->bin_in = 1;
	if (st->need_schema) {	/* as schema_ddl() will make them */
		const struct schema_table *t = &st->sc->items;

		st->jsonb = schema_col_type(t, COLUMN_ITEM) == TYPE_JSONB;
		st->item_raw = type_bin(pg_sql.type[schema_col_type(t,
		    COLUMN_ITEM)]) == 1;
		for (size_t i = 0; i < SCHEMA_COLS && t->col[i].name != NULL; i++)
			st->bin_in = st->bin_in && col_bin_in(&t->col[i],
			    pg_sql.type[t->col[i].type]);
		return ST_OK;
	}
	if (st->names.sessions != NULL &&
	    (status = columns_check(st, &st->sc->sessions, st->names.sessions)) != ST_OK)
		return status;
	st->absent = 0;
	if (schema_mapped(st->sc))	/* members of their own types: text */
		st->bin_in = 0;
	return columns_check(st, &st->sc->items, st->names.items);
}

/* The kind's table options from the locator. */
static int
names_apply(struct pg_store *st, const struct locator *l)
{
	int status = ST_OK;

	schema_names_init(st->sc, &st->names);
	for (size_t i = 0; i < l->nopts && status == ST_OK; i++)
		if (l->opt_val[i][0] == '\0' || schema_names_set(st->sc, &st->names,
		    l->opt_key[i], strlen(l->opt_key[i]), l->opt_val[i],
		    strlen(l->opt_val[i])) == -1) {
			struct buf takes = BUF_INIT;

			schema_names_say(st->sc, &takes);
			status = fail(ST_USAGE, "%s: option '%s=%s' is not for %s "
			    "(kind=%s takes %s)", st->base.path, l->opt_key[i],
			    l->opt_val[i], st->sc->title, st->kind->name,
			    takes.p);
			buf_release(&takes);
		}
	return status;
}

/* --- Scans ----------------------------------------------------------- */

static int
scan_cmp(const void *a, const void *b)
{
	return strcmp(((const struct scan_entry *)a)->id,
	    ((const struct scan_entry *)b)->id);
}

/* bsearch(): a session id with an entry. */
static int
scan_find(const void *key, const void *e)
{
	return strcmp(*(const char *const *)key, ((const struct scan_entry *)e)->id);
}

/* Free entries v[0..n) and v. */
static void
entries_free(struct scan_entry *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].id);
	free(v);
}

static void
scan_forget(struct pg_store *st)
{
	entries_free(st->scan, st->scan_nr);
	st->scan = NULL;
	st->scan_nr = 0;
}

/* A scan of the sessions v[0..n) (owned from now on) may follow. */
static void
scan_set(struct pg_store *st, struct scan_entry *v, size_t n)
{
	scan_forget(st);
	if (st->scan_head == NULL || n == 0) {
		entries_free(v, n);
		return;
	}
	qsort(v, n, sizeof(*v), scan_cmp);
	st->scan = v;
	st->scan_nr = n;
	st->eager = st->scan_nr > 0;
}

/* list() found sessions v[0..n). */
static void
scan_remember(struct pg_store *st, const struct session_info *v, size_t n)
{
	struct scan_entry *e = xcalloc(n + 1, sizeof(*e));

	for (size_t i = 0; i < n; i++) {
		e[i].id = xstrdup(v[i].id);
		e[i].items = v[i].items;
	}
	scan_set(st, e, n);
}

static void
written_forget(struct pg_store *st)
{
	entries_free(st->written, st->written_nr);
	st->written = NULL;
	st->written_nr = st->written_alloc = 0;
}

/* --- Opening --------------------------------------------------------- */

static int
pg_connect(struct pg_store *st, const char *conninfo)
{
	struct buf b = BUF_INIT;
	int status;

	st->conn = PQconnectdb(conninfo);
	if (st->conn == NULL)
		return fail(ST_IO, "%s: cannot connect: out of memory", st->base.path);
	if (PQstatus(st->conn) != CONNECTION_OK)
		return pg_fail(st, NULL, "cannot connect");
	buf_addf(&b, "SET TimeZone = 'UTC'; SET lock_timeout = %d; "
	    "SET client_encoding = 'UTF8'; SET client_min_messages = warning",
	    st->busy_ms > 0 ? st->busy_ms : 1);
	status = run(st, b.p, 0, NULL, "cannot set up the connection", NULL);
	buf_release(&b);
	return status;
}

static int pg_close(struct store *, int);

/* The kind as a STORE prefix names it: "NAME:postgres" where an SQLite
 * kind has the name too (store.c), else NAME. */
static const char *
kind_label(struct pg_store *st)
{
	const struct sql_kind *k;

	for (k = schema_kind_next(SQL_SQLITE, NULL); k != NULL;
	    k = schema_kind_next(SQL_SQLITE, k))
		if (strcmp(k->name, st->kind->name) == 0) {
			buf_reset(&st->tmp);
			buf_addf(&st->tmp, "%s:postgres", k->name);
			return st->tmp.p;
		}
	return st->kind->name;
}

/* st's kind is the one named name (kind=), or ST_USAGE naming them all. */
static int
kind_named(struct pg_store *st, const char *name)
{
	const struct sql_kind *k;
	struct buf all = BUF_INIT;
	int status;

	for (k = schema_kind_next(SQL_POSTGRES, NULL); k != NULL;
	    k = schema_kind_next(SQL_POSTGRES, k)) {
		if (strcmp(k->name, name) == 0) {
			st->kind = k;
			st->sc = k->schema;
			st->base.format = k->format;
			buf_release(&all);
			return ST_OK;
		}
		buf_addf(&all, "%skind=%s", all.len == 0 ? "" :
		    schema_kind_next(SQL_POSTGRES, k) == NULL ? " or " : ", ",
		    k->name);
	}
	status = fail(ST_USAGE, "%s: unknown kind '%s'; a postgres store is %s",
	    st->base.path, name, all.p);
	buf_release(&all);
	return status;
}

static int
pg_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	struct locator l = { BUF_INIT, BUF_INIT, NULL, { NULL }, { NULL }, 0 };
	const struct sql_kind *row = ops->data;	/* NULL: postgres: */
	struct buf spec = BUF_INIT;
	struct pg_store *st;
	int status = ST_OK, detected = 0;

	(void)mode;
	if ((status = pq_load()) != ST_OK)
		return status;
	st = xcalloc(1, sizeof(*st));
	st->base.ops = ops;
	st->locator = xstrdup(path);
	st->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	st->layout = -1;
	buf_add(&l.conninfo, "", 0);
	buf_add(&l.shown, "", 0);
	if (is_uri(path))
		loc_uri(&l, path);
	else if (loc_words(&l, path) == -1) {
		/* libpq says what is wrong with it; messages cannot show it,
		 * as a password in it could not be told apart */
		buf_reset(&l.conninfo);
		buf_adds(&l.conninfo, path);
		buf_reset(&l.shown);
		buf_adds(&l.shown, "(a conninfo)");
	}
	st->base.path = xstrdup(l.shown.p);
	if (row != NULL) {	/* a kind's own prefix (store.c) */
		st->kind = row;
		buf_addf(&spec, "%s:", kind_label(st));
		if (l.kind != NULL && strcmp(l.kind, row->name) != 0)
			status = fail(ST_USAGE, "%s: kind=%s, but the store is "
			    "named %s:", st->base.path, l.kind, kind_label(st));
		else if (l.kind == NULL)
			l.kind = xstrdup(row->name);
	} else if (!is_uri(path))
		buf_adds(&spec, "postgres:");
	buf_adds(&spec, l.shown.p);
	st->base.spec = buf_detach(&spec);
	if (status == ST_OK && l.kind != NULL)
		status = kind_named(st, l.kind);
	if (status == ST_OK)
		status = pg_connect(st, l.conninfo.p);
	if (status == ST_OK && st->sc == NULL) {
		status = schema_find(st, 1);	/* the kind, by its tables */
		detected = 1;
	}
	/* The tables again only if options renamed them: detection found
	 * those of the kind's default names. */
	if (status == ST_OK && (!detected || l.nopts > 0)) {
		schema_names_release(&st->names);
		if ((status = names_apply(st, &l)) == ST_OK)
			status = schema_find(st, 0);
	}
	if (status == ST_OK)
		sql_build(st);
	loc_release(&l);
	if (status != ST_OK) {
		pg_close(&st->base, 0);
		return status;
	}
	st->base.lossy = st->jsonb;
	*out = &st->base;
	return ST_OK;
}

static int
pg_unlock(struct store *base, int commit)
{
	struct pg_store *st = (struct pg_store *)base;
	int status = ST_OK;

	if (st->tx != TX_WRITE)
		return ST_OK;
	if (commit) {
		fs_step("pg-commit");
		status = run(st, "COMMIT", 0, NULL, "cannot commit", NULL);
		if (status == ST_OK)
			fs_step("pg-committed");
	}
	if ((!commit || status != ST_OK) && PQstatus(st->conn) == CONNECTION_OK &&
	    PQtransactionStatus(st->conn) != PQTRANS_IDLE)
		status = status_first(status, run(st, "ROLLBACK", 0, NULL,
		    "cannot roll back", NULL));
	if ((!commit || status != ST_OK) && st->schema_in_tx)
		st->need_schema = 1;
	/* the batch's sessions are verified next: a scan */
	if (commit && status == ST_OK && st->written_nr > 0) {
		scan_set(st, st->written, st->written_nr);
		st->written = NULL;
		st->written_nr = st->written_alloc = 0;
		free(st->loaded);
		st->loaded = NULL;
	}
	written_forget(st);
	st->tx = TX_NONE;
	st->schema_in_tx = 0;
	st->sp_open = 0;
	free(st->locked);
	st->locked = NULL;
	return status;
}

static int
pg_close(struct store *base, int ok)
{
	struct pg_store *st = (struct pg_store *)base;
	int status = ST_OK;

	(void)ok;
	if (st->conn != NULL && PQstatus(st->conn) == CONNECTION_OK) {
		stream_stop(st);
		status = pg_unlock(base, 0);
	}
	PQfinish(st->conn);
	explicit_bzero(st->locator, strlen(st->locator));
	free(st->locator);
	for (size_t i = 0; i < Q_NR; i++)
		free(st->sql[i]);
	free(st->load_head);
	free(st->load_tail);
	free(st->scan_head);
	free(st->scan_mid);
	free(st->scan_tail);
	free(st->locked);
	written_forget(st);
	free(st->loaded);
	scan_forget(st);
	buf_release(&st->ssess);
	schema_names_release(&st->names);
	buf_release(&st->copy);
	buf_release(&st->tmp);
	free(st->base.path);
	free(st->base.spec);
	free(st);
	return status;
}

/* --- Sessions -------------------------------------------------------- */

/*
 * In a write transaction, the statements that serialise with other
 * writers of session (an advisory lock keyed by the items table and the
 * session) and, in batch mode, open the session's savepoint, appended to
 * b each with "; " after: 1, or 0 if none are needed.
 */
static int
lock_sql(struct pg_store *st, const char *session, struct buf *b)
{
	char *lit;

	if (st->tx != TX_WRITE || (st->locked != NULL &&
	    strcmp(st->locked, session) == 0))
		return 0;
	buf_reset(&st->tmp);
	buf_addf(&st->tmp, "%s/%s", st->names.items, session);
	if ((lit = PQescapeLiteral(st->conn, st->tmp.p, st->tmp.len)) == NULL)
	{
		(void)pg_fail(st, NULL, "cannot quote a session id");
		return -1;
	}
	if (st->batch) {
		buf_adds(b, "SAVEPOINT transcript_session; ");
		st->sp_open = 1;	/* sp_undo() if what follows fails */
		st->schema_in_sp = 0;
	}
	buf_addf(b, "SELECT pg_advisory_xact_lock(hashtextextended(%s, 0)); ", lit);
	PQfreemem(lit);
	return 1;
}

/* lock_sql()'s statements ran. */
static void
lock_taken(struct pg_store *st, const char *session)
{
	free(st->locked);
	st->locked = xstrdup(session);
}

/* A write method failed with status: in batch mode, its own changes are
 * undone (the session's savepoint), the batch's earlier ones kept. */
static int
sp_undo(struct pg_store *st, int status)
{
	int rc;

	if (status == ST_OK || status == ST_NOT_FOUND || !st->sp_open)
		return status;
	st->sp_open = 0;
	free(st->locked);	/* the lock may go with the savepoint */
	st->locked = NULL;
	if (PQstatus(st->conn) != CONNECTION_OK)
		return status;
	rc = run(st, "ROLLBACK TO SAVEPOINT transcript_session; RELEASE SAVEPOINT "
	    "transcript_session", 0, NULL, "cannot undo a write", NULL);
	if (st->schema_in_sp) {		/* the tables went with it */
		st->need_schema = 1;
		st->schema_in_tx = st->schema_in_sp = 0;
	}
	return status > 0 || rc == ST_OK ? status : rc;	/* ST_SKIP stays */
}

/* In a write transaction: serialise with other writers of session. */
static int
session_lock(struct pg_store *st, const char *session)
{
	struct buf sql = BUF_INIT;
	int r, status = ST_OK;

	if ((r = lock_sql(st, session, &sql)) < 0)
		status = ST_IO;
	else if (r > 0) {
		buf_setlen(&sql, sql.len - 2);
		if ((status = run(st, sql.p, 0, NULL, "cannot lock the session",
		    NULL)) == ST_OK)
			lock_taken(st, session);
	}
	buf_release(&sql);
	return sp_undo(st, status);
}

static void
info_from(const PGresult *res, int row, int col, enum info_want want,
    struct session_info *info)
{
	info->created_at = get_int(res, row, col);
	info->items = (uint64_t)get_int(res, row, col + 1);
	info->bytes = want == INFO_COUNTS && !PQgetisnull(res, row, col + 2) ?
	    (uint64_t)get_int(res, row, col + 2) : want == INFO_COUNTS ? 0 :
	    INFO_UNKNOWN;
	info->stored = INFO_UNKNOWN;
	info->updated_at = get_int(res, row, col + 3);
}

static int pg_load(struct store *, const char *, unsigned,
    struct item_cursor **);

/* The canonical size of session's items, read with the load flags (kinds
 * not stored exact). */
static int
bytes_read(struct pg_store *st, const char *session, unsigned flags,
    uint64_t *bytes)
{
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	*bytes = 0;
	if ((status = pg_load(&st->base, session, flags, &c)) != ST_OK)
		return status;
	while ((status = item_cursor_next(c, &it)) == ST_OK)
		*bytes += it.len;
	item_cursor_free(c);
	return status == ST_END ? ST_OK : status;
}

static int
read_begin(struct pg_store *st, int *own)
{
	int status;

	*own = 0;
	if (st->tx != TX_NONE)
		return ST_OK;
	if ((status = run(st, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", 0,
	    NULL, "cannot begin a read", NULL)) != ST_OK)
		return status;
	st->tx = TX_READ;
	*own = 1;
	return ST_OK;
}

static int
read_end(struct pg_store *st, int own, int status)
{
	if (!own)
		return status;
	st->tx = TX_NONE;
	if (PQstatus(st->conn) != CONNECTION_OK)
		return status;
	return status_first(status, run(st, status == ST_OK ? "COMMIT" :
	    "ROLLBACK", 0, NULL, "cannot end a read", NULL));
}

static int
pg_list(struct store *base, enum info_want want, unsigned flags,
    struct session_list *out)
{
	struct pg_store *st = (struct pg_store *)base;
	struct session_info info = { 0 };
	PGresult *res = NULL;
	size_t nr0 = out->nr;
	int status, own, n;

	if (st->need_schema)
		return ST_OK;
	/* one query is one snapshot; a transaction only for bytes_read() */
	own = 0;
	if (want == INFO_COUNTS && !exact_items(st) &&
	    (status = read_begin(st, &own)) != ST_OK)
		return status;
	status = run(st, st->sql[want == INFO_COUNTS ? Q_LIST_COUNTS : Q_LIST], 0,
	    NULL, "cannot list the sessions", &res);
	n = status == ST_OK ? PQntuples(res) : 0;
	for (int i = 0; i < n && status == ST_OK; i++) {
		const char *id = PQgetvalue(res, i, 0);
		size_t len = (size_t)PQgetlength(res, i, 0);

		if (PQgetisnull(res, i, 0) || len == 0 || !json_utf8_valid(id, len)) {
			warn_msg("%s: skipping a session whose id is empty or not UTF-8",
			    st->base.path);
			continue;
		}
		info_from(res, i, 1, want, &info);
		info.id = xmemdup(id, len);
		session_list_push(out, &info);
		/* (none: 0, also where the listing's reading is lenient) */
		if (want == INFO_COUNTS && !exact_items(st) && info.items != 0)
			status = bytes_read(st, out->v[out->nr - 1].id, flags,
			    &out->v[out->nr - 1].bytes);
	}
	PQclear(res);
	if (status != ST_OK)
		while (out->nr > nr0)
			free(out->v[--out->nr].id);
	else
		scan_remember(st, out->v + nr0, out->nr - nr0);
	return read_end(st, own, status);
}

/* ST_OK with session's info, ST_NOT_FOUND, or an error.  In a write
 * transaction, the session's lock and the query go in one round trip. */
static int
stat_query(struct pg_store *st, const char *session, enum info_want want,
    struct session_info *out)
{
	struct buf sql = BUF_INIT;
	struct schema_ids id;
	struct schema_sql q;
	PGresult *res = NULL;
	char *lit;
	int status, r;

	if (st->need_schema)
		return ST_NOT_FOUND;
	if ((r = lock_sql(st, session, &sql)) < 0)
		return ST_IO;
	if (r == 0)
		status = run1(st, want == INFO_COUNTS ? Q_STAT_COUNTS : Q_STAT,
		    session, NULL, "cannot read a session", &res);
	else if ((lit = PQescapeLiteral(st->conn, session, strlen(session))) ==
	    NULL)
		status = pg_fail(st, NULL, "cannot quote a session id");
	else {
		sql_begin(st, &id, &q);
		add_stat(&sql, &q, want == INFO_COUNTS, lit);
		schema_ids_release(&id);
		PQfreemem(lit);
		if ((status = run(st, sql.p, 0, NULL, "cannot read a session",
		    &res)) == ST_OK)
			lock_taken(st, session);
	}
	buf_release(&sql);
	if (status != ST_OK)
		return sp_undo(st, status);
	if (PQntuples(res) == 0)
		status = ST_NOT_FOUND;
	else
		info_from(res, 0, 0, want, out);
	PQclear(res);
	return status;
}

static int
pg_stat(struct store *base, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	struct pg_store *st = (struct pg_store *)base;
	int status, own;

	if (st->need_schema)
		return ST_NOT_FOUND;
	if ((status = read_begin(st, &own)) != ST_OK)
		return status;
	status = stat_query(st, session, want, out);
	if (status == ST_OK && want == INFO_COUNTS && !exact_items(st))
		status = bytes_read(st, session, flags, &out->bytes);
	if (status == ST_OK)
		out->id = xstrdup(session);
	if (status == ST_NOT_FOUND)
		return read_end(st, own, ST_OK) == ST_OK ? ST_NOT_FOUND : ST_IO;
	return read_end(st, own, status);
}

/* --- Loading --------------------------------------------------------- */

/* The big-endian number of n bytes at p. */
static uint64_t
get_be(const char *p, int n)
{
	uint64_t v = 0;

	for (int i = 0; i < n; i++)
		v = v << 8 | (unsigned char)p[i];
	return v;
}

/* o[0..n) the big-endian form of v. */
static void
put_be(char *o, uint64_t v, int n)
{
	for (int i = n - 1; i >= 0; i--, v >>= 8)
		o[i] = (char)(v & 0xff);
}

/* The binary COPY's signature, with its NUL: 11 bytes. */
static const char copy_sig[] = "PGCOPY\n\377\r\n";

/*
 * The nf fields of the binary COPY row p[0..n), in f[] and len[] (-1 for
 * NULL), past the COPY's header where it starts (st->hdr): 1, or 0 if
 * the message holds no row (the header alone, the trailer), or -1 if it
 * is malformed.
 */
static int
row_fields(struct pg_store *st, const char *p, size_t n, const char **f,
    int32_t *len, int nf)
{
	const char *end = p + n;
	uint64_t ext;

	if (st->hdr) {
		if (n < 19 || memcmp(p, copy_sig, sizeof(copy_sig)) != 0 ||
		    (ext = get_be(p + 15, 4)) > n - 19)
			return -1;
		p += 19 + ext;
		st->hdr = 0;
	}
	if (p == end)
		return 0;
	if (end - p < 2)
		return -1;
	if (get_be(p, 2) == 0xffff)
		return end - p == 2 ? 0 : -1;
	if (get_be(p, 2) != (uint64_t)nf)
		return -1;
	p += 2;
	for (int i = 0; i < nf; i++) {
		if (end - p < 4)
			return -1;
		len[i] = (int32_t)get_be(p, 4);
		p += 4;
		f[i] = p;
		if (len[i] == -1)
			continue;
		if (len[i] < 0 || len[i] > end - p)
			return -1;
		p += len[i];
	}
	return p == end ? 1 : -1;
}

static int
row_malformed(struct pg_store *st)
{
	return fail(ST_IO, "%s: cannot read items: a malformed COPY row",
	    st->base.path);
}

/* The results of the query now running, after its COPY's rows: the
 * first error is reported unless status is one already.  A transaction
 * that the query began (own) and did not end is rolled back. */
static int
query_end(struct pg_store *st, int own, int status)
{
	PGresult *res;
	ExecStatusType rc;

	while ((res = PQgetResult(st->conn)) != NULL) {
		rc = PQresultStatus(res);
		if (rc == PGRES_COPY_OUT) {	/* not read: never, but be safe */
			char *row = NULL;

			while (PQgetCopyData(st->conn, &row, 0) > 0)
				PQfreemem(row);
		} else if (status == ST_OK && rc != PGRES_COMMAND_OK &&
		    rc != PGRES_TUPLES_OK)
			status = pg_fail(st, res, "cannot read items");
		PQclear(res);
	}
	if (own) {
		st->tx = TX_NONE;
		if (PQstatus(st->conn) == CONNECTION_OK &&
		    PQtransactionStatus(st->conn) != PQTRANS_IDLE)
			status = status_first(status, run(st, "ROLLBACK", 0, NULL,
			    "cannot end a read", NULL));
	}
	return status;
}

/* End the COPY of c: its results, then its own transaction. */
static int
cursor_finish(struct pg_cursor *c, int status)
{
	if (c->copying) {
		c->copying = 0;
		status = query_end(c->st, c->own_tx, status);
		c->own_tx = 0;
	}
	c->row.done = 1;
	return status;
}

/* Stop the COPY now running: the server is asked to cancel it (when it
 * is a read of its own, which a cancel cannot harm), the rest is read
 * and dropped. */
static void
copy_abandon(struct pg_store *st, int cancel)
{
	PGcancel *pc = cancel ? PQgetCancel(st->conn) : NULL;
	char *row = NULL, err[256];

	if (pc != NULL) {
		PQcancel(pc, err, (int)sizeof(err));
		PQfreeCancel(pc);
	}
	while (PQgetCopyData(st->conn, &row, 0) > 0)
		PQfreemem(row);
}

/* The row's fields f[0..1]: its seq (a bigint, or NULL) and item, of
 * lengths len[] (-1: NULL). */
static int
cursor_row(struct pg_cursor *c, const char *const *f, const int32_t *len,
    struct item *out)
{
	struct pg_store *st = c->st;
	struct pos pos = { NULL, NULL, 0, 0, 0 };
	struct item it = { .json = "", .flaw = ITEM_OK };
	int status;

	if ((status = sqlrow_seq(&c->row, st->base.path, st->sc->order ==
	    ORDER_SEQ, (int64_t)(len[0] == 8 ? get_be(f[0], 8) : 0),
	    len[0] == 8, &pos, &it)) != ST_OK)
		return status;
	if (len[1] < 0) {
		if (!(c->row.flags & STORE_LOAD_TOLERANT))
			return item_error(&pos, NULL, 0, "json column is NULL");
		it.flaw = ITEM_INVALID_JSON;
		it.why = "json column is NULL";
		*out = it;
		return ST_OK;
	}
	if ((status = sqlrow_item(&c->row, exact_items(st), f[1], (size_t)len[1],
	    &pos, &it)) == ST_OK)
		*out = it;
	return status;
}

/* The scan's COPY ended (status), or is abandoned (cancel): its results. */
static int
stream_end(struct pg_store *st, int cancel, int status)
{
	if (!st->streaming)
		return status;
	if (cancel)
		copy_abandon(st, 1);
	st->streaming = 0;
	if (st->sline != NULL)
		PQfreemem(st->sline);
	st->sline = NULL;
	free(st->scur);
	st->scur = NULL;
	if (cancel) {		/* the error the cancel causes is ours */
		(void)query_end(st, 0, ST_IO);
		return status;
	}
	return query_end(st, 0, status);
}

/* The scan's current row: 1 with sline and ssess set, 0 at the end of
 * the COPY, or an error status (< 0: its negation), reported. */
static int
stream_row(struct pg_store *st)
{
	const char *f[3];
	int32_t len[3];
	int n, r;

	if (!st->streaming)
		return 0;
	if (st->sline != NULL && !st->staken)
		return 1;
	do {
		if (st->sline != NULL)
			PQfreemem(st->sline);
		st->sline = NULL;
		st->staken = 0;
		n = PQgetCopyData(st->conn, &st->sline, 0);
		if (n == -1)
			return -stream_end(st, 0, ST_OK);
		if (n < 0)
			return -stream_end(st, 1, pg_fail(st, NULL,
			    "cannot read items"));
	} while ((r = row_fields(st, st->sline, (size_t)n, f, len, 3)) == 0);
	if (r < 0 || len[0] < 0)
		return -stream_end(st, 1, row_malformed(st));
	buf_reset(&st->ssess);
	buf_add(&st->ssess, f[0], (size_t)len[0]);
	for (int i = 0; i < 2; i++) {
		st->sf[i] = f[i + 1];
		st->sn[i] = len[i + 1];
	}
	return 1;
}

/* Stop the scan's COPY, if it runs: before any other query. */
static void
stream_stop(struct pg_store *st)
{
	(void)stream_end(st, 1, ST_OK);
}

/*
 * Serve session from the scan's COPY (*served = 1), starting it when the
 * session follows the last one loaded alone in list()'s order, or not
 * (*served = 0, the COPY stopped).  Rows come in the database's order of
 * session ids: a session they do not bring next, where list() saw items,
 * is loaded alone (a collation other than C, a session made since).
 */
static int
stream_take(struct pg_store *st, const char *session, int *served)
{
	struct scan_entry *hit = NULL;
	size_t k = 0;
	char *lit;
	PGresult *res;
	int r;

	*served = 0;
	if (st->scan_nr > 0)
		hit = bsearch(&session, st->scan, st->scan_nr, sizeof(*st->scan),
		    scan_find);
	if (hit != NULL)
		k = (size_t)(hit - st->scan);
	if (st->tx != TX_NONE || hit == NULL) {
		stream_stop(st);
		return ST_OK;
	}
	if (!st->streaming) {
		if (!st->eager && (k == 0 || st->loaded == NULL ||
		    strcmp(st->loaded, st->scan[k - 1].id) != 0))
			return ST_OK;
		st->eager = st->scan_nr > 0;
		const char *last = st->scan[st->scan_nr - 1].id;
		char *hi;

		if ((lit = PQescapeLiteral(st->conn, session, strlen(session))) == NULL)
			return pg_fail(st, NULL, "cannot quote a session id");
		if ((hi = PQescapeLiteral(st->conn, last, strlen(last))) == NULL) {
			PQfreemem(lit);
			return pg_fail(st, NULL, "cannot quote a session id");
		}
		buf_reset(&st->tmp);
		buf_addf(&st->tmp, "%s%s%s%s%s", st->scan_head, lit, st->scan_mid,
		    hi, st->scan_tail);
		PQfreemem(lit);
		PQfreemem(hi);
		res = PQexec(st->conn, st->tmp.p);
		if (PQresultStatus(res) != PGRES_COPY_OUT) {
			r = pg_fail(st, res, "cannot load a session");
			PQclear(res);
			(void)query_end(st, 0, r);
			return r;
		}
		PQclear(res);
		st->streaming = 1;
		st->hdr = 1;
	}
	/* the rest of the last stream cursor's session */
	while ((r = stream_row(st)) == 1 && st->scur != NULL &&
	    strcmp(st->ssess.p, st->scur) == 0)
		st->staken = 1;
	if (r < 0)
		return -r;
	if ((r == 1 && strcmp(st->ssess.p, session) == 0) ||
	    st->scan[k].items == 0) {
		free(st->scur);
		st->scur = xstrdup(session);
		*served = 1;
		return ST_OK;
	}
	stream_stop(st);
	return ST_OK;
}

/* The next item of a cursor on the scan's COPY. */
static int
stream_next(struct pg_cursor *c, struct item *out)
{
	struct pg_store *st = c->st;
	int r;

	if ((r = stream_row(st)) != 1 || strcmp(st->ssess.p, c->row.session) != 0) {
		c->row.done = 1;
		return r < 0 ? -r : ST_END;
	}
	st->staken = 1;
	return cursor_row(c, st->sf, st->sn, out);
}

/* --- Loads ----------------------------------------------------------- */

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct pg_cursor *c = (struct pg_cursor *)base;
	const char *f[2];
	int32_t len[2];
	int n, r, status;

	if (c->row.done)
		return ST_END;
	if (c->stream)
		return stream_next(c, out);
	do {
		if (c->line != NULL)
			PQfreemem(c->line);
		c->line = NULL;
		n = PQgetCopyData(c->st->conn, &c->line, 0);
		if (n == -1) {
			status = cursor_finish(c, ST_OK);
			return status == ST_OK ? ST_END : status;
		}
		if (n < 0) {
			status = pg_fail(c->st, NULL, "cannot read items");
			copy_abandon(c->st, 0);
			return cursor_finish(c, status);
		}
	} while ((r = row_fields(c->st, c->line, (size_t)n, f, len, 2)) == 0);
	if (r < 0)
		return row_malformed(c->st);
	return cursor_row(c, f, len, out);
}

static void
cursor_free(struct item_cursor *base)
{
	struct pg_cursor *c = (struct pg_cursor *)base;

	if (c->line != NULL)
		PQfreemem(c->line);
	if (c->copying) {
		/* Abandoned: stop the server sending the rest.  In a write
		 * transaction that would fail it, so read to the end there. */
		copy_abandon(c->st, c->own_tx);
		(void)cursor_finish(c, c->own_tx ? ST_IO : ST_OK);
	}
	sqlrow_cursor_free(&c->row);
}

/*
 * One query for the load of c's session: whether it exists (stat) and its
 * items (COPY), in one snapshot: a REPEATABLE READ READ ONLY transaction
 * that the query itself begins and ends, unless one is open.
 */
static int
load_start(struct pg_cursor *c)
{
	struct pg_store *st = c->st;
	const char *session = c->row.session;
	struct buf sql = BUF_INIT;
	struct schema_ids id;
	struct schema_sql q;
	PGresult *res;
	int status = ST_OK, found = 0, own = st->tx == TX_NONE;
	char *lit;

	if ((status = session_lock(st, session)) != ST_OK)
		return status;
	if ((lit = PQescapeLiteral(st->conn, session, strlen(session))) == NULL)
		return pg_fail(st, NULL, "cannot quote a session id");
	sql_begin(st, &id, &q);
	if (own)
		buf_adds(&sql, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; ");
	add_stat(&sql, &q, 0, lit);
	buf_addf(&sql, "; %s", st->load_head);
	add_filter(&sql, &id, "i", lit, 1);
	buf_adds(&sql, st->load_tail);
	if (own)
		buf_adds(&sql, "; COMMIT");
	schema_ids_release(&id);
	PQfreemem(lit);
	if (!PQsendQuery(st->conn, sql.p)) {
		buf_release(&sql);
		return pg_fail(st, NULL, "cannot load a session");
	}
	buf_release(&sql);
	if (own) {
		st->tx = TX_READ;
		c->own_tx = 1;
	}
	c->copying = 1;
	st->hdr = 1;
	for (int step = own ? 0 : 1; step < 3 && status == ST_OK; step++) {
		ExecStatusType want = step == 0 ? PGRES_COMMAND_OK : step == 1 ?
		    PGRES_TUPLES_OK : PGRES_COPY_OUT;

		res = PQgetResult(st->conn);
		if (PQresultStatus(res) != want)
			status = pg_fail(st, res, "cannot load a session");
		else if (step == 1)
			found = PQntuples(res) > 0;
		PQclear(res);
	}
	if (status == ST_OK && !found) {
		copy_abandon(st, 0);	/* no rows: the end */
		status = cursor_finish(c, ST_OK);
		return status == ST_OK ? ST_NOT_FOUND : status;
	}
	if (status != ST_OK)
		return cursor_finish(c, status);
	return ST_OK;
}

static int
pg_load(struct store *base, const char *session, unsigned flags,
    struct item_cursor **out)
{
	struct pg_store *st = (struct pg_store *)base;
	struct pg_cursor *c;
	int status, served;

	if (st->need_schema)
		return ST_NOT_FOUND;
	c = sqlrow_cursor_new(sizeof(*c), cursor_next, cursor_free, session,
	    flags);
	c->st = st;
	if ((status = stream_take(st, session, &served)) == ST_OK && !served) {
		free(st->loaded);
		st->loaded = xstrdup(session);
		status = load_start(c);
	}
	c->stream = served;
	if (status != ST_OK) {
		cursor_free(&c->row.base);
		return status;
	}
	*out = &c->row.base;
	return ST_OK;
}

/* --- Writing --------------------------------------------------------- */

static int
pg_lock(struct store *base)
{
	struct pg_store *st = (struct pg_store *)base;
	int status;

	if (st->tx == TX_WRITE)
		return ST_OK;
	if (st->sc->read_only != NULL)
		return schema_read_only(kind_label(st), st->sc);
	if ((status = run(st, "BEGIN", 0, NULL, "cannot begin a write", NULL)) != ST_OK)
		return status;
	st->tx = TX_WRITE;
	return ST_OK;
}

/* The tables, if missing: created in this transaction. */
static int
schema_ensure(struct pg_store *st)
{
	struct buf ddl = BUF_INIT;
	const char *p[1] = { st->names.items };
	struct sql_dialect d = pg_sql;
	PGresult *res = NULL;
	int status;

	if (!st->need_schema)
		return ST_OK;
	if (st->sc->no_create != NULL)
		return schema_no_create(st->base.path, st->sc);
	status = run(st, "SELECT pg_advisory_xact_lock(hashtextextended("
	    "'transcript-ddl/' || $1, 0))", 1, p, "cannot lock the schema", NULL);
	/* lz4, where the server has it (PostgreSQL 14 and later, built with
	 * lz4), compresses the items that TOAST stores compressed several
	 * times faster than the default pglz, and reads them back faster,
	 * for a few per cent more space */
	if (status == ST_OK)
		status = run(st, "SELECT 1 FROM pg_catalog.pg_settings WHERE name = "
		    "'default_toast_compression' AND 'lz4' = ANY(enumvals)", 0,
		    NULL, "cannot read the server's settings", &res);
	if (status == ST_OK && PQntuples(res) == 1)
		d.item_tail = " COMPRESSION lz4";
	PQclear(res);
	schema_ddl(&d, st->sc, &st->names, &ddl);
	if (status == ST_OK)
		status = run(st, ddl.p, 0, NULL, "cannot create the tables", NULL);
	buf_release(&ddl);
	if (status == ST_OK)
		status = schema_find(st, 0);
	if (status == ST_OK && st->need_schema)
		status = fail(ST_DATA, "%s: the tables were not created", st->base.path);
	if (status == ST_OK) {
		st->schema_in_tx = 1;
		st->schema_in_sp = st->sp_open;
		sql_build(st);
	}
	return status;
}

static int
jsonb_check(struct pg_store *st, unsigned flags)
{
	if (!st->jsonb || (flags & STORE_WRITE_JSONB))
		return ST_OK;
	return fail(ST_USAGE, "%s: the %s column '%s' of table '%s' is jsonb, "
	    "which reorders keys, drops duplicate keys and rewrites numbers, so "
	    "items written there do not come back byte for byte; "
	    "--allow-jsonb writes them anyway", st->base.path,
	    st->jsonb_col != NULL ? "member" : "item", st->jsonb_col != NULL ?
	    st->jsonb_col : schema_col(&st->sc->items, COLUMN_ITEM),
	    st->names.items);
}

/* How items are written: like the newest item, or as the kind writes. */
static int
layout_decide(struct pg_store *st)
{
	PGresult *res = NULL;
	int status, layout = -1;

	if (st->layout >= 0)
		return ST_OK;
	if (st->sc->follow_layout && !st->jsonb) {
		if ((status = run(st, st->sql[Q_LAST_ITEM], 0, NULL,
		    "cannot read the last item", &res)) != ST_OK)
			return status;
		if (PQntuples(res) == 1 && !PQgetisnull(res, 0, 0))
			layout = schema_layout_of(PQgetvalue(res, 0, 0),
			    (size_t)PQgetlength(res, 0, 0));
		PQclear(res);
	}
	st->layout = layout >= 0 ? layout : (int)st->sc->layout;
	return ST_OK;
}

/* A time as the kind keeps it, as text in st->tmp. */
static const char *
time_text(struct pg_store *st, int64_t ms)
{
	buf_reset(&st->tmp);
	if (st->sc->time == TIME_TEXT)
		isotime_add(&st->tmp, ms, ISOTIME_SQL);
	else if (st->sc->time == TIME_ISO || st->sc->time == TIME_ISO_US)
		isotime_add(&st->tmp, ms, ISOTIME_FULL);	/* timestamptz */
	else
		buf_addf(&st->tmp, "%" PRId64, ms);
	return st->tmp.p;
}

/* The session's sessions row: made with created_at (or now), or given
 * created_at when update. */
static int
session_ensure(struct pg_store *st, const char *session, int64_t created_at,
    int update)
{
	PGresult *res = NULL;
	int status, have;
	int64_t old;

	if (st->sql[Q_ROW] == NULL)
		return ST_OK;
	if ((status = run1(st, Q_ROW, session, NULL, "cannot read a session",
	    &res)) != ST_OK)
		return status;
	have = PQntuples(res) > 0;
	old = have ? get_int(res, 0, 0) : 0;
	PQclear(res);
	if (!have)
		return run1(st, Q_ADD_SESSION, session, time_text(st, created_at >= 0 ?
		    created_at : schema_time_now(st->sc)), "cannot write", NULL);
	if (update && created_at >= 0 && created_at != old)
		return run1(st, Q_SET_CREATED, session, time_text(st, created_at),
		    "cannot write", NULL);
	return ST_OK;
}

static int
session_touch(struct pg_store *st, const char *session)
{
	if (st->sql[Q_TOUCH] == NULL)
		return ST_OK;
	return run1(st, Q_TOUCH, session, time_text(st, schema_time_now(st->sc)),
	    "cannot write", NULL);
}

/* Does the word v hold the byte c (SWAR)? */
#define WORD_HAS(v, c)	((((v) ^ (UINT64_C(0x0101010101010101) * (c))) -	\
	UINT64_C(0x0101010101010101)) & ~((v) ^ (UINT64_C(0x0101010101010101) *	\
	(c))) & UINT64_C(0x8080808080808080))

/* Append f[0..n) to the COPY row, escaped for the text format, and a tab:
 * eight bytes at a time while none of them needs escaping. */
static void
copy_field(struct buf *b, const char *f, size_t n)
{
	const char *end = f + n;
	char *o;
	uint64_t v;

	buf_grow(b, 2 * n + 1);
	o = b->p + b->len;
	while (f < end) {
		if (end - f >= 8) {
			memcpy(&v, f, 8);
			if (!(WORD_HAS(v, '\\') | WORD_HAS(v, '\n') |
			    WORD_HAS(v, '\r') | WORD_HAS(v, '\t'))) {
				memcpy(o, f, 8);
				o += 8;
				f += 8;
				continue;
			}
		}
		switch (*f) {
		case '\\':
			*o++ = '\\';
			*o++ = '\\';
			break;
		case '\n':
			*o++ = '\\';
			*o++ = 'n';
			break;
		case '\r':
			*o++ = '\\';
			*o++ = 'r';
			break;
		case '\t':
			*o++ = '\\';
			*o++ = 't';
			break;
		default:
			*o++ = *f;
			break;
		}
		f++;
	}
	*o++ = '\t';
	b->len = (size_t)(o - b->p);
	b->p[b->len] = '\0';
}

/* Append the binary COPY field f[0..n). */
static void
bin_field(struct buf *b, const char *f, size_t n)
{
	char len[4];

	put_be(len, n, 4);
	buf_add(b, len, 4);
	buf_add(b, f, n);
}

/* Append the bigint v as a binary COPY field. */
static void
bin_int8(struct buf *b, int64_t v)
{
	char f[12];

	put_be(f, 8, 4);
	put_be(f + 4, (uint64_t)v, 8);
	buf_add(b, f, sizeof(f));
}

/* A COPY in began: its header, if binary. */
static void
copy_begin(struct pg_store *st)
{
	static const char zero[8];

	if (!st->bin_in)
		return;
	buf_add(&st->copy, copy_sig, sizeof(copy_sig));
	buf_add(&st->copy, zero, sizeof(zero));		/* flags, extension */
}

static int
copy_flush(struct pg_store *st)
{
	if (st->copy.len == 0)
		return ST_OK;
	if (PQputCopyData(st->conn, st->copy.p, (int)st->copy.len) != 1)
		return pg_fail(st, NULL, "cannot write items");
	buf_reset(&st->copy);
	return ST_OK;
}

/* End the COPY: with error != NULL, abort it. */
static int
copy_end(struct pg_store *st, const char *error, int status)
{
	PGresult *res;

	if (PQputCopyEnd(st->conn, error) != 1 && status == ST_OK)
		status = pg_fail(st, NULL, "cannot write items");
	while ((res = PQgetResult(st->conn)) != NULL) {
		if (status == ST_OK && PQresultStatus(res) != PGRES_COMMAND_OK)
			status = pg_fail(st, res, "cannot write items");
		PQclear(res);
	}
	buf_reset(&st->copy);
	return status;
}

/* What a write needs to know before its first item: set up by start(). */
struct write_job {
	const char	*session;
	int64_t		 created_at;
	int		 append;	/* else replace */
	int64_t		 seq;		/* the first item's (ORDER_SEQ) */
	char		*stamp;		/* kinds with COLUMN_STAMP */
	int		 copying;	/* the COPY runs (replace starts it) */
};

/* The stamp for new items in job->stamp: created_at if >= 0, else the
 * server's clock, never before the session's newest item. */
static int
stamp_get(struct pg_store *st, struct write_job *job, int64_t created_at)
{
	PGresult *res = NULL;
	int status;

	if (st->sql[Q_STAMP] == NULL)
		return ST_OK;
	if (created_at >= 0) {
		job->stamp = xstrdup(time_text(st, created_at));
		return ST_OK;
	}
	if ((status = run1(st, Q_STAMP, job->session, NULL,
	    "cannot read the clock", &res)) != ST_OK)
		return status;
	job->stamp = xstrdup(PQgetvalue(res, 0, 0));
	PQclear(res);
	return ST_OK;
}

/* Before the first item: the tables (append), the seq to go on from, the
 * stamp, the sessions row, then the COPY. */
static int
write_start(struct pg_store *st, struct write_job *job)
{
	PGresult *res = NULL;
	int status;

	if (job->append && ((status = schema_ensure(st)) != ST_OK ||
	    (status = layout_decide(st)) != ST_OK))
		return status;
	if (job->append && st->sql[Q_MAX_SEQ] != NULL) {
		if ((status = run1(st, Q_MAX_SEQ, job->session, NULL,
		    "cannot read the last seq", &res)) != ST_OK)
			return status;
		if (!PQgetisnull(res, 0, 0))
			job->seq = get_int(res, 0, 0) + 1;
		PQclear(res);
	}
	if ((status = stamp_get(st, job, job->append ? -1 : job->created_at)) != ST_OK)
		return status;
	if (job->append && (status = session_ensure(st, job->session,
	    job->created_at, 0)) != ST_OK)
		return status;
	stream_stop(st);
	res = PQexec(st->conn, st->sql[Q_COPY_IN]);
	if (PQresultStatus(res) != PGRES_COPY_IN)
		status = pg_fail(st, res, "cannot write items");
	PQclear(res);
	return status;
}

/* A time of the server's (stamp_sql()'s "YYYY-MM-DD HH:MM:SS[.ffffff]+00")
 * in ms, rounded up: a row stamped so is not before the newest.  -1 if it
 * is no such time. */
static int64_t
stamp_ms(const char *stamp)
{
	const char *z = strchr(stamp, '+'), *dot = strchr(stamp, '.');
	int64_t ms;

	if (z == NULL)			/* a time given: time_text()'s */
		return isotime_parse(stamp, strlen(stamp), 0, &ms) == 0 ? ms : -1;
	if (isotime_parse(stamp, (size_t)(z - stamp), 0, &ms) != 0)
		return -1;
	if (dot != NULL && dot < z && z - dot > 4 &&
	    strspn(dot + 4, "0") < (size_t)(z - dot - 4))
		ms++;
	return ms;
}

/*
 * The members of item it, the n-th of a write, into v (pointing into it,
 * st->tmp or fill), completed as the kind's writer would (schema.h
 * complete()): ST_OK, or ST_DATA reported at the item's place.
 */
static int
row_split(struct pg_store *st, const struct write_job *job, uint64_t n,
    const struct item *it, struct schema_fill *fill, struct schema_value *v)
{
	struct pos pos = { NULL, NULL, 0, 0, 0 };
	struct buf why = BUF_INIT;
	struct schema_table t = st->sc->items;
	const char *w = NULL;
	int status;

	/* what the kind completes may be missing */
	for (int c = 0; st->sc->complete != NULL && c < SCHEMA_COLS; c++)
		if (t.col[c].role == COLUMN_MEMBER)
			t.col[c].flags &= ~COL_NOT_NULL;
	status = schema_item_split(&t, it->json, it->len, &st->tmp, v, &why);
	for (int c = 0, k = 0; status == ST_OK && c < SCHEMA_COLS &&
	    t.col[c].name != NULL; c++) {
		if (t.col[c].role != COLUMN_MEMBER)
			continue;
		if (v[k++].p != NULL && (st->absent & (UINT32_C(1) << c))) {
			buf_addf(&why, "its member \"%s\" has no column in this "
			    "table (an older layout)", t.col[c].member);
			status = ST_DATA;
		}
	}
	if (status == ST_OK && st->sc->complete != NULL) {
		fill->session = job->session;
		fill->absent = st->absent;
		fill->now_ms = job->stamp != NULL ? stamp_ms(job->stamp) : -1;
		if (fill->now_ms < 0)
			fill->now_ms = schema_time_now(st->sc);
		/* a millisecond apart: no two rows of one write the same
		 * time (AgentKit's user checksums hold it) */
		fill->now_ms += (int64_t)n;
		if ((status = st->sc->complete(st->sc, fill, v, &w)) != ST_OK)
			buf_adds(&why, w);
	}
	if (status == ST_OK) {
		buf_release(&why);
		return ST_OK;
	}
	pos.file = st->base.path;
	pos.session = job->session;
	pos.seq = n;
	buf_reset(&st->tmp);
	buf_addf(&st->tmp, "item %llu cannot be a row of %s: %s",
	    (unsigned long long)n, st->names.items, why.p);
	buf_release(&why);
	return item_error(&pos, it->json, 0, st->tmp.p);
}

/* COPY the items of in into the session of job; *n counts them. */
static int
insert_items(struct pg_store *st, struct write_job *job, struct item_cursor *in,
    uint64_t *n)
{
	struct buf text = BUF_INIT, num = BUF_INIT;
	struct schema_value vm[SCHEMA_MEMBERS_MAX];
	struct schema_fill fill = { 0 };
	struct schema_key k;
	struct item it;
	char nf[2];
	int status, copying = job->copying, cols = 0, mapped, km;

	mapped = schema_mapped(st->sc);
	for (const struct schema_col *c = st->sc->items.col;
	    c < st->sc->items.col + SCHEMA_COLS && c->name != NULL; c++)
		cols += col_written(st, c);
	put_be(nf, (uint64_t)cols, 2);
	if (copying)
		copy_begin(st);
	if (schema_col(&st->sc->items, COLUMN_PROJECT) != NULL)
		schema_key_parts(job->session, &k);
	else {
		k.session = job->session;
		k.session_len = strlen(job->session);
	}
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		if (!copying) {
			if ((status = write_start(st, job)) != ST_OK)
				break;
			copying = 1;
			copy_begin(st);
		}
		if (st->layout != LAYOUT_COMPACT) {
			buf_reset(&text);
			schema_layout_write(st->layout, it.json, it.len, &text);
			it.json = text.p;
			it.len = text.len;
		}
		if (mapped && (status = row_split(st, job, *n, &it, &fill,
		    vm)) != ST_OK)
			break;
		if (st->bin_in)
			buf_add(&st->copy, nf, 2);
		km = 0;
		for (const struct schema_col *c = st->sc->items.col;
		    c < st->sc->items.col + SCHEMA_COLS && c->name != NULL; c++) {
			const char *v = NULL;
			size_t vlen = 0;

			if (c->role == COLUMN_MEMBER)
				km++;
			if (!col_written(st, c))
				continue;
			switch (c->role) {
			case COLUMN_MEMBER:
				v = vm[km - 1].p;
				vlen = vm[km - 1].n;
				if (v == NULL) {	/* NULL, \N */
					buf_adds(&st->copy, "\\N\t");
					continue;
				}
				break;
			case COLUMN_PROJECT:
				v = k.project;
				vlen = k.project_len;
				break;
			case COLUMN_SESSION:
				v = k.session;
				vlen = k.session_len;
				break;
			case COLUMN_SUBPATH:
				v = k.subpath;
				vlen = strlen(k.subpath);
				break;
			case COLUMN_ORDER:
				if (st->bin_in) {
					bin_int8(&st->copy, job->seq + (int64_t)*n);
					continue;
				}
				buf_reset(&num);
				buf_addf(&num, "%" PRId64, job->seq + (int64_t)*n);
				v = num.p;
				vlen = num.len;
				break;
			case COLUMN_ITEM:
				v = it.json;
				vlen = it.len;
				break;
			case COLUMN_STAMP:
				v = job->stamp;
				vlen = strlen(job->stamp);
				break;
			default:
				break;
			}
			if (st->bin_in)
				bin_field(&st->copy, v, vlen);
			else
				copy_field(&st->copy, v, vlen);
		}
		if (!st->bin_in)
			st->copy.p[st->copy.len - 1] = '\n';	/* the last tab */
		(*n)++;
		if (st->copy.len >= COPY_BATCH && (status = copy_flush(st)) != ST_OK)
			break;
	}
	buf_release(&text);
	buf_release(&num);
	for (int f = 0; f < SCHEMA_FILLS; f++)
		buf_release(&fill.fill[f]);
	free(job->stamp);
	job->stamp = NULL;
	if (copying) {
		if (status == ST_END && st->bin_in)
			buf_add(&st->copy, "\377\377", 2);	/* the trailer */
		if (status == ST_END)
			status = copy_flush(st);
		status = copy_end(st, status == ST_END || status == ST_OK ? NULL :
		    "transcript: the write was abandoned", status == ST_END ?
		    ST_OK : status);
	}
	return status == ST_END ? ST_OK : status;
}

static int
pg_append(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *added)
{
	struct pg_store *st = (struct pg_store *)base;
	struct write_job job = { session, created_at, 1, 0, NULL, 0 };
	int status;

	*added = 0;
	if ((status = jsonb_check(st, flags)) != ST_OK ||
	    (status = session_lock(st, session)) != ST_OK)
		return status;
	if ((status = insert_items(st, &job, in, added)) == ST_OK && *added > 0)
		status = session_touch(st, session);
	if (status == ST_OK && st->sp_open) {
		st->sp_open = 0;
		status = run(st, "RELEASE SAVEPOINT transcript_session", 0, NULL,
		    "cannot write", NULL);
	}
	return sp_undo(st, status);
}

/* Append sql to b with parameters $1 and $2 (outside quotes) as the
 * literals of a and b2. */
static int
add_inline(struct pg_store *st, struct buf *b, const char *sql, const char *a,
    const char *b2)
{
	char *lit[2] = { NULL, NULL };
	const char *v[2] = { a, b2 };
	int status = ST_OK;

	for (int k = 0; k < 2; k++)
		if (v[k] != NULL && (lit[k] = PQescapeLiteral(st->conn, v[k],
		    strlen(v[k]))) == NULL)
			status = pg_fail(st, NULL, "cannot quote a value");
	for (const char *p = sql; *p != '\0' && status == ST_OK; p++) {
		if (*p == '\'' || *p == '"') {
			const char *q = strchr(p + 1, *p);	/* '' and "" too */

			q = q != NULL ? q : p + strlen(p) - 1;
			buf_add(b, p, (size_t)(q - p + 1));
			p = q;
		} else if (p[0] == '$' && (p[1] == '1' || p[1] == '2') &&
		    !isdigit((unsigned char)p[2]) && lit[p[1] - '1'] != NULL) {
			buf_adds(b, lit[p[1] - '1']);
			p++;
		} else
			buf_addc(b, *p);
	}
	for (int k = 0; k < 2; k++)
		if (lit[k] != NULL)
			PQfreemem(lit[k]);
	return status;
}

/*
 * The statements of a replace up to its COPY, then what follows the COPY,
 * as one query: the old items go, the sessions row is made or set, the
 * COPY takes the new items, updated_at is set and, in batch mode, the
 * session's savepoint is released.
 */
static int
replace_sql(struct pg_store *st, const char *session, int64_t created_at,
    struct buf *b)
{
	struct buf t = BUF_INIT;
	int status;

	status = add_inline(st, b, st->sql[Q_DEL_ITEMS], session, NULL);
	if (status == ST_OK && st->sql[Q_ENSURE] != NULL) {
		buf_adds(&t, time_text(st, created_at >= 0 ? created_at :
		    schema_time_now(st->sc)));
		buf_adds(b, "; ");
		status = add_inline(st, b, st->sql[Q_ENSURE], session, t.p);
		if (status == ST_OK && created_at >= 0) {
			buf_adds(b, "; ");
			status = add_inline(st, b, st->sql[Q_SET_CREATED], session, t.p);
		}
	}
	buf_addf(b, "; %s", st->sql[Q_COPY_IN]);
	if (status == ST_OK && st->sql[Q_TOUCH] != NULL) {
		buf_adds(b, "; ");
		status = add_inline(st, b, st->sql[Q_TOUCH], session,
		    time_text(st, schema_time_now(st->sc)));
	}
	if (st->sp_open)
		buf_adds(b, "; RELEASE SAVEPOINT transcript_session");
	buf_release(&t);
	return status;
}

static int
pg_replace(struct store *base, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *written)
{
	struct pg_store *st = (struct pg_store *)base;
	struct write_job job = { session, created_at, 0, 0, NULL, 0 };
	struct session_info old = { 0 };
	struct buf sql = BUF_INIT;
	PGresult *res;
	uint64_t n = 0;
	int status;

	if ((status = jsonb_check(st, flags)) != ST_OK ||
	    (status = session_lock(st, session)) != ST_OK ||
	    (status = schema_ensure(st)) != ST_OK ||
	    (status = layout_decide(st)) != ST_OK)
		return sp_undo(st, status);
	if (created_at < 0 && st->sql[Q_ROW] == NULL) {
		/* no sessions row: the old items keep the time */
		status = stat_query(st, session, INFO_CHEAP, &old);
		if (status == ST_OK)
			job.created_at = old.created_at;
		else if (status != ST_NOT_FOUND)
			return sp_undo(st, status);
	}
	if ((status = stamp_get(st, &job, job.created_at)) != ST_OK ||
	    (status = replace_sql(st, session, created_at, &sql)) != ST_OK) {
		buf_release(&sql);
		free(job.stamp);
		return sp_undo(st, status);
	}
	stream_stop(st);
	status = PQsendQuery(st->conn, sql.p) ? ST_OK :
	    pg_fail(st, NULL, "cannot write");
	buf_release(&sql);
	while (status == ST_OK) {	/* up to the COPY */
		res = PQgetResult(st->conn);
		if (PQresultStatus(res) == PGRES_COPY_IN)
			job.copying = 1;
		else if (PQresultStatus(res) != PGRES_COMMAND_OK)
			status = pg_fail(st, res, "cannot write");
		PQclear(res);
		if (job.copying)
			break;
	}
	if (status != ST_OK) {
		free(job.stamp);
		(void)query_end(st, 0, status);
		return sp_undo(st, status);
	}
	/* the COPY's end collects the results of what follows it */
	status = insert_items(st, &job, in, &n);
	if (status == ST_OK)
		st->sp_open = 0;	/* released */
	if (status == ST_OK)
		status = schema_replaced(st->sc, st->base.path, session, n);
	if (status == ST_OK && st->batch) {
		xgrow(&st->written, &st->written_alloc, st->written_nr + 1,
		    sizeof(*st->written));
		st->written[st->written_nr].id = xstrdup(session);
		st->written[st->written_nr++].items = n;
	}
	*written = n;
	return sp_undo(st, status);
}

static int
pg_remove(struct store *base, const char *session)
{
	struct pg_store *st = (struct pg_store *)base;
	struct session_info info = { 0 };
	int status;

	if ((status = stat_query(st, session, INFO_CHEAP, &info)) != ST_OK)
		return status;
	if ((status = run1(st, Q_DEL_ALL, session, NULL, "cannot delete",
	    NULL)) != ST_OK)
		return status;
	if (st->sql[Q_DEL_SESSION] != NULL)
		status = run1(st, Q_DEL_SESSION, session, NULL, "cannot delete", NULL);
	return status;
}

/* A kind with COLUMN_SUBPATH: does id name a sub-transcript? */
static int
is_sub(const char *id)
{
	struct schema_key k;

	schema_key_parts(id, &k);
	return k.subpath[0] != '\0';
}

static int
pg_rename(struct store *base, const char *from, const char *to)
{
	struct pg_store *st = (struct pg_store *)base;
	struct session_info info = { 0 };
	int status, rows = st->sql[Q_COPY_SESSION] != NULL;

	if (schema_col(&st->sc->items, COLUMN_SUBPATH) != NULL &&
	    (is_sub(from) || is_sub(to)))
		return fail(ST_USAGE, "%s: session '%s' is a sub-transcript: it is "
		    "renamed with its session", st->base.path, is_sub(from) ? from : to);
	if ((status = stat_query(st, from, INFO_CHEAP, &info)) != ST_OK)
		return status;
	if ((status = session_lock(st, to)) != ST_OK)
		return status;
	free(st->locked);	/* two are held: look again next time */
	st->locked = NULL;
	if ((status = stat_query(st, to, INFO_CHEAP, &info)) == ST_OK)
		return fail(ST_BUSY, "session '%s' already exists", to);
	if (status != ST_NOT_FOUND)
		return status;
	if (rows && (status = run1(st, Q_COPY_SESSION, from, to, "cannot rename",
	    NULL)) != ST_OK)
		return status;
	if ((status = run1(st, Q_MOVE_ITEMS, from, to, "cannot rename",
	    NULL)) != ST_OK)
		return status;
	if (rows)
		status = run1(st, Q_DEL_SESSION, from, NULL, "cannot rename", NULL);
	return status;
}

/* Group commit (store.h): lock() ... unlock(1) holds a batch of sessions,
 * each written inside a savepoint of its own; a second connection may
 * verify the batches committed while this one writes. */
static int
pg_batch_mode(struct store *base)
{
	((struct pg_store *)base)->batch = 1;
	base->verify_apart = 1;
	base->read_inline = 1;	/* the server is slower than any source */
	return ST_OK;
}

/* A second connection, on the same tables, for reading beside st. */
static int
pg_open_reader(struct store *base, struct store **out)
{
	struct pg_store *st = (struct pg_store *)base, *rd;
	struct store_config cfg = { st->busy_ms };
	int status;

	if ((status = pg_open(base->ops, st->locator, STORE_READ, &cfg,
	    out)) != ST_OK)
		return status;
	rd = (struct pg_store *)*out;
	if (rd->sc != st->sc || rd->need_schema) {
		status = fail(ST_DATA, "%s: a second connection found other "
		    "tables", st->base.path);
		(void)pg_close(*out, 0);
		*out = NULL;
	}
	return status;
}

/* The sessions v[0..nr) are loaded next (the verifier): a scan of them,
 * whose COPY the first load starts.  One with no items in the COPY is
 * loaded alone, which sees whether it exists. */
static void
pg_will_load(struct store *base, const struct session_info *v, size_t nr)
{
	struct pg_store *st = (struct pg_store *)base;
	struct scan_entry *e = xcalloc(nr + 1, sizeof(*e));

	stream_stop(st);
	for (size_t i = 0; i < nr; i++) {
		e[i].id = xstrdup(v[i].id);
		e[i].items = UINT64_MAX;	/* never served empty */
	}
	scan_set(st, e, nr);
	free(st->loaded);
	st->loaded = NULL;
	st->eager = st->scan_nr > 0;
}

/* No probe: a conninfo is never detected from a path, but named with its
 * prefix or a postgres:// URI (store.c). */
const struct store_ops store_pg_ops = {
	.name = "postgres",
	.operand = "CONNINFO",
	.flags = STORE_KIND_NOT_PATH,
	.open = pg_open,
	.close = pg_close,
	.list = pg_list,
	.stat = pg_stat,
	.load = pg_load,
	.lock = pg_lock,
	.unlock = pg_unlock,
	.append = pg_append,
	.replace = pg_replace,
	.remove = pg_remove,
	.rename = pg_rename,
	.where = sqlrow_where,
	.batch_mode = pg_batch_mode,
	.open_reader = pg_open_reader,
	.will_load = pg_will_load,
};

#endif /* HAVE_LIBPQ */
