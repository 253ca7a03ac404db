/*
 * schema.h - the SQL schemas transcript reads and writes, as data.
 *
 * Each kind of SQL store is one struct sql_schema: its tables, which column
 * plays which role, how a session's items are ordered, how times are kept
 * and what a write must do so that the program that owns the schema reads
 * what transcript wrote; and one row of schema_kinds[] (schema.c), which
 * names it and puts it on an engine.  The kinds, on SQLite (store_sqlite.c;
 * the name is the STORE prefix):
 *
 *	sqlite		transcript's own sessions + items tables
 *	openai-agents	the OpenAI Agents SDK's SQLiteSession (also
 *			AsyncSQLiteSession, SQLAlchemySession on SQLite)
 *	langchain	LangChain's SQLChatMessageHistory
 *	agntz		agntz's sqliteStore (column-mapped items)
 *	mastra		Mastra's LibSQLStore memory, read-only
 *	voltagent	VoltAgent's LibSQLMemoryAdapter, read-only
 *	opencode	OpenCode's opencode.db (a message and its parts),
 *			read-only
 *	llm		llm's logs.db, the responses of llm <= 0.31,
 *			read-only
 *
 * and on PostgreSQL (store_pg.c; the name is the kind= conninfo option):
 *
 *	transcript	transcript's own tables (schema_transcript)
 *	openai-agents	the OpenAI Agents SDK's SQLAlchemySession
 *	claude-session-store	the Claude Agent SDK's reference Postgres
 *			adapter (one table, jsonb entries)
 *
 * A new SQL kind is exactly that: a struct sql_schema in schema.c (it may
 * be static: nothing else names it) and one row of schema_kinds[], there
 * too: { "name", SQL_SQLITE or SQL_POSTGRES, &schema, 0 }.  Nothing else
 * lists kinds: store.c makes a store kind of each SQLite row (its prefix
 * is detected, listed by `transcript help` and in messages), store_pg.c
 * takes each PostgreSQL row's name as a kind= (and its table options) and
 * detects it by its tables, both in the table's order.  A kind with
 * COLUMN_PROJECT goes on PostgreSQL only (SQLite's dialect spells no
 * two-part key).  Its tests: its SQL in tests/unit/t_schema.c, a store of
 * it in tests/cli/t3200-agent-stores.sh or t3350-postgres.sh.
 *
 * A backend (store_sqlite.c, store_pg.c) runs its statements; the SQL
 * text both engines share is built here, from these descriptions and a
 * struct sql_dialect, the backend's description of what its engine spells
 * its own way.  What is engine-neutral about the kinds lives here too:
 * their query options, which table set is which kind, the text form of
 * their times and the layout of their item text.
 *
 * Ownership: the schemas and dialects are static and constant.  struct
 * schema_names owns its strings until schema_names_release(), struct
 * schema_ids its own until schema_ids_release(); a built statement
 * belongs to the caller (free()).
 */
#ifndef SCHEMA_H
#define SCHEMA_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

struct format;

/* What a column holds. */
enum schema_role {
	COLUMN_OTHER,		/* nothing transcript reads; a write leaves it
				   to its default */
	COLUMN_SESSION,		/* the session id: the key of the sessions
				   table, the reference in the items table */
	COLUMN_CREATED,		/* sessions: when the session was created */
	COLUMN_UPDATED,		/* sessions: when it was last written */
	COLUMN_ORDER,		/* items: what orders a session's items */
	COLUMN_ITEM,		/* items: the item, JSON text */
	COLUMN_STAMP,		/* items: when the row was written; ORDER_STAMP
				   orders by it first; with no sessions table
				   the earliest is the session's created_at */
	COLUMN_PROJECT,		/* items: the first part of a two-part session
				   key: the session id is PROJECT/SESSION, or
				   SESSION when PROJECT is '' (schema_key_split) */
	COLUMN_SUBPATH,		/* items: '' marks the session's own rows; rows
				   with another value are a sub-transcript's,
				   the session KEY/SUBPATH (schema_key_parts()),
				   which go with the session KEY when it is
				   deleted or renamed */
	COLUMN_MEMBER,		/* items: a member of the item, named by the
				   column's member (see "Column-mapped items"
				   below); a kind has COLUMN_ITEM or these */
	COLUMN_PARENT,		/* sessions: the session this one is a
				   subagent's of, or NULL (store_session_group
				   STORE_GROUP_PARENT) */
	COLUMN_PLACE		/* sessions: the project it belongs to
				   (STORE_GROUP_PROJECT) */
};

enum schema_type {
	TYPE_TEXT,
	TYPE_JSON,		/* JSON text: TEXT on SQLite, json on PostgreSQL
				   (kept as written, unlike jsonb) */
	TYPE_INTEGER,
	TYPE_TIMESTAMP,		/* text, as isotime_add() writes ISOTIME_SQL */
	TYPE_JSONB,		/* PostgreSQL's parsed JSON: keys reordered,
				   duplicates dropped, numbers rewritten */
	TYPE_UUID		/* PostgreSQL's uuid (text on SQLite): read as
				   its text; statements compare it as text,
				   so only read-only kinds have one */
};

/* Column flags. */
#define COL_NOT_NULL	0x1
#define COL_KEY		0x2	/* the primary key */
#define COL_AUTO	0x4	/* with COL_KEY: numbered by the database,
				   ascending, never reused (AUTOINCREMENT) */
#define COL_NOW		0x8	/* defaults to the current time */
#define COL_ROWID	0x10	/* SQLite's rowid: no declared column (its
				   name is "rowid"), never written */
#define COL_OPTIONAL	0x20	/* COLUMN_MEMBER: older databases of the kind
				   lack it; there it is read as NULL */
#define COL_DERIVED	0x40	/* no column of the table: the engine's
				   reading of a chain gives it (struct
				   schema_chain) */

struct schema_col {
	const char		*name;		/* NULL ends a table's columns */
	enum schema_role	 role;
	enum schema_type	 type;
	unsigned		 flags;
	const char		*member;	/* COLUMN_MEMBER: its key in the
						   item */
	const char		*value;		/* COLUMN_MEMBER: the only value
						   (as SQL text) this program
						   reads, or NULL: a row with
						   another is of a format
						   version it does not know;
						   COLUMN_OTHER of the sessions
						   table: the text a new row
						   gets, as its owner writes
						   it, or NULL: the default */
};

#define SCHEMA_COLS	20
struct schema_table {
	const char		*name;		/* the default name; NULL: the
						   kind has no such table */
	const char		*option;	/* the query option that names
						   another table, or NULL */
	struct schema_col	 col[SCHEMA_COLS];
	const char		*key;		/* a table PRIMARY KEY over these
						   columns ("session_id, seq"),
						   or NULL */
	int			 refs;		/* items: its session column
						   references the sessions key */
	int			 cascade;	/* ... ON DELETE CASCADE */
	const char		*index;		/* an index on (session, order):
						   its name, "%s" the table's;
						   or NULL */
};

/* What makes a session exist. */
enum schema_sessions {
	SESSIONS_TABLE,		/* a row of the sessions table */
	SESSIONS_EITHER,	/* a sessions row, or items that name it: the
				   writer does not enforce the reference */
	SESSIONS_ITEMS		/* no sessions table: the items that name it,
				   so no session is ever empty */
};

enum schema_order {
	ORDER_SEQ,		/* 0, 1, 2, ... per session, numbered by the
				   writer: gaps and doubles are visible */
	ORDER_ROWID,		/* an integer the database assigns, ascending
				   across the table; items are numbered 0, 1,
				   2, ... as read */
	ORDER_STAMP		/* the stamp (COLUMN_STAMP), then ORDER_ROWID's
				   integer (SQLAlchemySession's order) */
};

enum schema_time {
	TIME_MS,		/* integer epoch milliseconds */
	TIME_TEXT,		/* "YYYY-MM-DD HH:MM:SS[.mmm]", UTC (isotime.h) */
	TIME_ISO,		/* "YYYY-MM-DDTHH:MM:SS.mmmZ", JavaScript's
				   toISOString() (isotime.h ISOTIME_FULL) */
	TIME_ISO_US,		/* "YYYY-MM-DDTHH:MM:SS.uuuuuuZ", Elixir's
				   DateTime.to_iso8601() of a usec time */
	TIME_NONE		/* no time is kept: created_at is the database
				   file's modification time */
};

enum schema_layout {
	LAYOUT_COMPACT,		/* canonical (compact) item bytes */
	LAYOUT_PYTHON		/* a space after each ',' and ':' between
				   tokens: Python's json.dumps() default */
};

/* A table of token usage rows beside the items (the Agents SDK's
 * turn_usage), as data: its columns' names; OpenAI usage counts, the
 * details JSON text ({"cached_tokens": N}, {"reasoning_tokens": N}).
 * table NULL: the kind keeps none; a database of the kind without the
 * table keeps none either. */
struct schema_usage {
	const char		*table, *session, *order;
	const char		*input, *output, *input_details,
				*output_details, *time;
};

/*
 * Column-mapped items.  Where the items table has COLUMN_MEMBER columns
 * instead of a COLUMN_ITEM, a row's item is the JSON object of its
 * members in column order, each under its member key, a NULL column
 * being no member: a TYPE_TEXT column is a JSON string (its text,
 * escaped as json_str_encode() does), a TYPE_JSON column its JSON text
 * as stored, a TYPE_INTEGER column a number.  So the item is made, never
 * kept: a write splits an item into its columns (schema_item_split()) and
 * takes only an item that it makes again byte for byte, which is what
 * makes a round trip through such a kind exact.
 */
#define SCHEMA_MEMBERS_MAX	SCHEMA_COLS

/*
 * A table of an item's pieces (OpenCode's parts of a message): the rows
 * of table whose column parent names the item row's column key, in order
 * of column order, are the elements of the item's member member, an array
 * (empty without such rows), after the item's own members; an element is
 * the object of the table's COLUMN_MEMBER columns, made as an item is.
 */
struct schema_join {
	const char		*member;	/* NULL: no such table */
	const char		*table, *parent, *key, *order;
	struct schema_col	 col[4];
};
#define SCHEMA_JOINS	2

/*
 * Items that are a chain (llm's message store): no column of the items
 * table names their session; a session is a row of table tips, its items
 * the rows reached from its tip (the row whose column key is the tips
 * row's column tip) by their column parent (the key of the row before;
 * NULL: the first), first to last.  Rows may be in several chains.  The
 * engine reads the items table as its chains: a row per session and item,
 * with the COL_DERIVED columns the items table declares, its session
 * (COLUMN_SESSION), its place (COLUMN_ORDER, ascending to the tip) and
 * the tips row's column time (COLUMN_STAMP), one row a step (the first,
 * should a key be there twice).  A session whose chain is cut (its tip
 * or a parent not in the table, or parents that go round) is bad data;
 * the listing's walk stops there.
 */
struct schema_chain {
	const char		*tips;		/* NULL: not a chain */
	const char		*id, *tip, *time;
	const char		*key, *parent;
};

/*
 * Items that are the elements of a JSON array in a column (Sagents' agent
 * state snapshot): a row of the items table holds its session's items,
 * the array at path (PostgreSQL's text[] path, "{state,messages}") of its
 * column; the engine reads the table as a row per element, with the
 * COL_DERIVED columns the items table declares: the element (COLUMN_ITEM)
 * and its place in the array (COLUMN_ORDER, from 1).  A value at path
 * that is not an array is bad data.  PostgreSQL only.
 */
struct schema_elements {
	const char		*column;	/* NULL: none */
	const char		*path;
};

/* One member of a row (schema_item_add()) or of a split item: the
 * column's text, or absent (NULL, a NULL column). */
struct schema_value {
	const char	*p;
	size_t		 n;
};

/*
 * What a kind's own writer computes for a row that an item may lack (a
 * checksum, an id, a time): complete() fills the members of a split item
 * (v[k], the k-th COLUMN_MEMBER of the items table) that are NULL and
 * that the writer would have made, from the others, into fill[0..
 * SCHEMA_FILLS) (v then points there); absent holds the columns the
 * table lacks (bit k: items.col[k]), now_ms the time of the write and
 * session the session's id.  ST_OK, or ST_DATA with why set: the item
 * cannot be such a row.
 */
#define SCHEMA_FILLS	3
struct schema_fill {
	const char		*session;
	uint32_t		 absent;
	int64_t			 now_ms;
	struct buf		 fill[SCHEMA_FILLS];
};

/* The version a database's schema declares: the largest value of column
 * in table; a database whose version is larger than max is of a layout
 * this program does not know (ST_DATA, nothing read or written). */
struct schema_version {
	const char		*table, *column;
	int64_t			 max;
};

struct sql_schema {
	const char		*title;		/* "an OpenAI Agents SDK session
						   database", for messages */
	struct schema_table	 sessions, items;
	struct schema_join	 join[SCHEMA_JOINS];	/* the items' pieces */
	enum schema_sessions	 exists;
	enum schema_order	 order;
	enum schema_time	 time;
	enum schema_layout	 layout;	/* items written to a new store */
	int			 follow_layout;	/* an existing store's newest
						   item decides the layout
						   (schema_layout_of()) */
	int			 touch;		/* a write sets COLUMN_UPDATED */
	int			 foreign_keys;	/* writes enforce the reference
						   (the owner's setting) */
	const char *const	*guard;		/* tables whose presence makes a
						   store read-only; NULL ends */
	const char		*guard_what;	/* ... what such a store is */
	const char		*guard_why;	/* ... and why it is read-only */
	struct schema_usage	 usage;		/* token usage rows, if any */
	const char *const	*marks;		/* tables that detection wants
						   beside the two; NULL ends */
	struct schema_version	 version;	/* table NULL: none kept */
	const char		*read_only;	/* why the kind is never written,
						   or NULL: it is */
	const char		*no_create;	/* why transcript writes only into
						   a database of the kind that
						   its owner made, or NULL: it
						   makes new ones too */
	struct schema_chain	 chain;		/* tips NULL: none */
	struct schema_elements	 elements;	/* column NULL: none */
	const struct sql_schema	*also;		/* the kind's other generation:
						   a database of the kind may
						   have its tables instead of
						   these, or beside them, and a
						   session that these lack is
						   read there; NULL: none */
	int			(*complete)(const struct sql_schema *,
				    struct schema_fill *,
				    struct schema_value *v, const char **why);
						/* above; NULL: nothing */
	const char		*conflict;	/* a write whose row the table
						   has already (a unique key)
						   fails with this said; NULL:
						   none expected */
};

extern const struct sql_schema schema_transcript, schema_openai_agents,
    schema_langchain, schema_sqlalchemy, schema_claude_store, schema_agntz,
    schema_mastra, schema_voltagent, schema_opencode, schema_llm,
    schema_agntz_pg, schema_agentkit_pg, schema_sagents_pg,
    schema_sagents_state_pg, schema_llm_messages;

/* Does the kind map its items to columns (COLUMN_MEMBER)? */
int	schema_mapped(const struct sql_schema *);
/* ST_USAGE: kind (a store of schema sc) is never written (read_only). */
int	schema_read_only(const char *kind, const struct sql_schema *sc);
/* ST_USAGE: a store of sc at path has no tables yet, and transcript never
 * makes them (no_create). */
int	schema_no_create(const char *path, const struct sql_schema *sc);
/* The member that join j of sc is in an item: an array of JSON text. */
void	schema_join_col(const struct schema_join *, struct schema_col *out);
/*
 * Column-mapped items (above).  schema_item_add() appends member col of a
 * row, its value v (v->p NULL: none), to the item being made in out
 * (first: the object's first member is yet to come; out gets '{' then;
 * the caller closes it with '}'); it returns 0, or -1 with why set if v
 * is not what col holds (JSON text that is not JSON, an integer that is
 * not one, an unexpected value, NULL where the column is NOT NULL).
 * schema_item_split() splits the item it[0..n) into the values of the
 * members of table t (v[k] for its k-th COLUMN_MEMBER, pointing into it
 * or into scratch), checking that schema_item_add() makes it again byte
 * for byte: ST_OK, or ST_DATA with why set (not reported).
 */
int	schema_item_add(struct buf *out, int first, const struct schema_col *col,
	    const struct schema_value *v, const char **why);
int	schema_item_split(const struct schema_table *t, const char *it,
	    size_t n, struct buf *scratch, struct schema_value v[SCHEMA_MEMBERS_MAX],
	    struct buf *why);

/* The engines that SQL kinds live on. */
enum sql_engine {
	SQL_SQLITE,		/* store_sqlite.c: a kind is a STORE prefix */
	SQL_POSTGRES		/* store_pg.c: a kind is a kind= of postgres: */
};

/* A kind: a schema on an engine, under a name. */
struct sql_kind {
	const char		*name;		/* the STORE prefix, or kind= */
	enum sql_engine		 engine;
	const struct sql_schema	*schema;
	unsigned		 flags;
	const struct format	*format;	/* what its items are
						   (struct store's), or NULL */
};
/* The engine's kind where no kind's tables are: SQLite's claims a
 * database of no kind (to refuse it, naming its tables), an empty file
 * and a missing path ending .db, .sqlite or .sqlite3; PostgreSQL's is
 * the kind of a server without any kind's tables.  One per engine. */
#define SQL_KIND_DEFAULT	0x1

/* Every SQL kind, each engine's in detection order; a NULL name ends.
 * At most SCHEMA_KINDS_MAX rows (schema.c fails to build past it). */
extern const struct sql_kind schema_kinds[];
#define SCHEMA_KINDS_MAX	32
/* The next kind of engine e after prev (NULL: the first), or NULL. */
const struct sql_kind	*schema_kind_next(enum sql_engine e,
			    const struct sql_kind *prev);

/* A column's name by role, or NULL. */
const char	*schema_col(const struct schema_table *, enum schema_role);

/*
 * The tables a store uses: the defaults, or those named by query options.
 * A kind that takes options reads "PATH?opt=value&opt=value" (split at the
 * last '?'); any other kind's PATH is taken whole.  schema_names_parse()
 * sets *file to the path alone (owned by the caller) and returns ST_USAGE,
 * with a message naming spec and the kind (its name), for an option the
 * kind does not take.
 */
struct schema_names {
	char	*sessions;	/* NULL if the kind has no sessions table */
	char	*items;
};
int	schema_names_parse(const struct sql_schema *, const char *kind,
	    const char *path, const char *spec, char **file,
	    struct schema_names *);
/* The defaults; then option key (its value v[0..n)) names a table: 0, or
 * -1 if the kind does not take key. */
void	schema_names_init(const struct sql_schema *, struct schema_names *);
int	schema_names_set(const struct sql_schema *, struct schema_names *,
	    const char *key, size_t keylen, const char *v, size_t n);
/* "sessions_table= and messages_table=": the options a kind takes. */
void	schema_names_say(const struct sql_schema *, struct buf *);
void	schema_names_release(struct schema_names *);

/*
 * A kind with COLUMN_PROJECT (and COLUMN_SUBPATH): the parts of a session id.
 * A session's own rows are PROJECT/SESSION, or SESSION alone when the
 * project is ''; a sub-transcript's (subpath not '') are
 * PROJECT/SESSION/SUBPATH, with PROJECT possibly ''.  So the first '/'
 * ends the project, the second the session, and the rest is the subpath.
 */
struct schema_key {
	const char	*project, *session;	/* not NUL-terminated */
	size_t		 project_len, session_len;
	const char	*subpath;		/* the rest of id, or "" */
};
void	schema_key_parts(const char *id, struct schema_key *);

/*
 * Detection over the names of a database's tables (any case, as SQL
 * compares them): schema_matches() 1 if all of the kind's default tables
 * are there, those of sc or of its other generation (also);
 * schema_matches_own() sc's only; schema_has_table() 1 if table name is
 * there.  schema_guard() gives the first guard table present, or NULL.
 */
int	schema_matches(const struct sql_schema *, char *const tables[], size_t n);
int	schema_matches_own(const struct sql_schema *, char *const tables[],
	    size_t n);
int	schema_has_table(char *const tables[], size_t n, const char *name);
const char	*schema_guard(const struct sql_schema *, char *const tables[],
	    size_t n);
/* Free a list of table names and the list. */
void	schema_tables_free(char **tables, size_t n);

/* Now, as a new session's created_at: whole seconds where the kind keeps
 * text (CURRENT_TIMESTAMP's precision). */
int64_t	schema_time_now(const struct sql_schema *);

/* After a replace wrote n items into session of the store at path: ST_OK,
 * or ST_USAGE with its message if n is 0 and sc keeps no empty session
 * (SESSIONS_ITEMS). */
int	schema_replaced(const struct sql_schema *, const char *path,
	    const char *session, uint64_t n);

/*
 * The layout of a stored item text: LAYOUT_COMPACT or LAYOUT_PYTHON, or -1
 * if it is neither or cannot tell (an empty object, invalid JSON).
 * schema_layout_write() appends the canonical item canon[0..n) in layout.
 */
int	schema_layout_of(const char *text, size_t n);
void	schema_layout_write(enum schema_layout, const char *canon, size_t n,
	    struct buf *out);

/* --- SQL text -------------------------------------------------------- */

struct schema_ids;
struct schema_sql;

/* What an SQL engine spells its own way: words, and the statements (or
 * parts of them) it writes otherwise (NULL: schema.c's spelling). */
struct sql_dialect {
	const char	*type[TYPE_UUID + 1];	/* the column types */
	const char	*serial;	/* COL_AUTO: the type instead, or NULL */
	const char	*autoinc;	/* COL_AUTO: after PRIMARY KEY, or NULL */
	const char	*param;		/* before a parameter's number: "?", "$" */
	const char	*ignore_verb;	/* an INSERT that skips an existing
					   key: " OR IGNORE" after INSERT, */
	const char	*ignore_tail;	/* ... or " ON CONFLICT DO NOTHING"
					   at the end */
	const char	*as_text;	/* appended to read a column as text */
	const char	*item_tail;	/* after the item column's type in
					   CREATE TABLE (a storage clause),
					   or NULL */
	/* NULL: every identifier is quoted; else a plain word goes bare
	 * unless this says (nonzero) it is a keyword. */
	int		(*keyword)(const char *, int);
	int		 alias;		/* statements name the sessions table
					   s and the items table i */
	/* A time column alias.col (alias NULL: col) as the backend reads
	 * it; NULL: as it is. */
	void	(*time)(struct buf *, const char *alias, const char *col,
		    enum schema_type);
	/* The items rows (alias, or NULL) of the session that parameter n
	 * names; with main, its own rows only, else its sub-transcripts'
	 * too (COLUMN_SUBPATH).  NULL: the session column equals it (a kind
	 * with COLUMN_PROJECT needs this, and part). */
	void	(*filter)(struct buf *, const struct schema_ids *,
		    const char *alias, int n, int main);
	/* COLUMN_PROJECT or COLUMN_SESSION: that part of the session id that
	 * parameter n names (schema_key_parts()). */
	void	(*part)(struct buf *, int n, enum schema_role);
	/* STMT_LIST and STMT_STAT (with counts: their _COUNTS), which every
	 * engine spells whole (NULL: none). */
	void	(*list)(const struct schema_sql *, int counts, struct buf *);
	void	(*stat)(const struct schema_sql *, int counts, struct buf *);
};

/* The quoted identifiers that statements use; NULL where the kind (or a
 * store without a sessions table) has no such table or column. */
struct schema_ids {
	char	*s, *sid, *scr, *sup;	/* the sessions table and columns */
	char	*m, *ms, *mo, *md;	/* the items table: session, order, item */
	char	*mst, *mpk, *msub;	/* ... stamp, project, subpath */
	char	*sidw, *msw;		/* sid and ms as written (sid and ms
					   read a uuid as text) */
};

/* What a store's statements are spelled from. */
struct schema_sql {
	const struct sql_dialect	*d;
	const struct sql_schema		*sc;
	const struct schema_ids		*id;
	int				 exact;	/* the items are kept as their
						   canonical bytes */
};

/* Append name as an identifier of d; schema_ident() allocates it (NULL
 * stays NULL). */
void	schema_ident_add(const struct sql_dialect *, struct buf *,
	    const char *name);
char	*schema_ident(const struct sql_dialect *, const char *name);
void	schema_ids_make(const struct sql_dialect *, const struct sql_schema *,
	    const struct schema_names *, struct schema_ids *);
void	schema_ids_release(struct schema_ids *);
/* A column's type by role (TYPE_TEXT if the table has none). */
enum schema_type	schema_col_type(const struct schema_table *,
			    enum schema_role);

/* Append the DDL of a new store of kind sc with tables n, as its owner
 * creates it: CREATE TABLE / INDEX IF NOT EXISTS, each ending in ';'. */
void	schema_ddl(const struct sql_dialect *, const struct sql_schema *,
	    const struct schema_names *, struct buf *);

/*
 * The statements every SQL backend has, the same set on every engine
 * (parameter 1 is the session id).  schema_stmt_info[] says which columns
 * (roles) each uses and what else a store needs to have it: a store whose
 * kind lacks one has no such statement (NULL).  schema.c spells them, with
 * the dialect's words and parts; the dialect spells list and stat whole.
 * A backend's own statements come after them in its enum.
 */
enum schema_stmt {
	STMT_ADD_SESSION,	/* insert the row: 2 created_at; EITHER:
				   nothing if it exists */
	STMT_SET_CREATED,	/* 2 created_at */
	STMT_TOUCH,		/* 2 updated_at */
	STMT_DEL_SESSION,
	STMT_COPY_SESSION,	/* a copy of the row under 2, every described
				   column */
	STMT_LAST_ITEM,		/* the newest item's text */
	STMT_LIST,		/* every session in id order (BINARY): id,
				   created_at, items, then whatever else the
				   engine reads (updated_at) */
	STMT_LIST_COUNTS,	/* ... and their bytes */
	STMT_STAT,		/* one session: created_at, items, ...; no row
				   if it does not exist */
	STMT_STAT_COUNTS,	/* ... and its bytes */
	STMT_ROW,		/* its sessions row's created_at */
	STMT_MAX_SEQ,		/* its highest seq */
	STMT_DEL_ITEMS,		/* delete its items */
	STMT_MOVE_ITEMS		/* re-key them to 2 */
};
#define STMT_NR	(STMT_MOVE_ITEMS + 1)

/* What a store needs to have a statement (schema_stmt_info[].needs). */
#define STMT_IF_SEQ	0x1	/* ORDER_SEQ */
#define STMT_IF_TOUCH	0x2	/* touch */
#define STMT_IF_FOLLOW	0x4	/* follow_layout */
#define STMT_ROLE(r)	(1u << (r))

struct schema_stmt_info {
	unsigned	 sessions;	/* STMT_ROLE()s of sessions columns */
	unsigned	 items;		/* ... of items columns */
	unsigned	 needs;		/* STMT_IF_* */
};
extern const struct schema_stmt_info schema_stmt_info[STMT_NR];

/* Statement which of a store (exact 0), or NULL. */
char	*schema_stmt(const struct sql_dialect *, const struct sql_schema *,
	    const struct schema_ids *, enum schema_stmt);
/* Every one of them: out[k] is statement k.  A backend keeps them in
 * STMT_NR consecutive slots of its statements, in this order: its enum of
 * statements holds SCHEMA_STMT_SLOTS. */
#define SCHEMA_STMT_SLOTS						\
	Q_ADD_SESSION, Q_SET_CREATED, Q_TOUCH, Q_DEL_SESSION, Q_COPY_SESSION, \
	Q_LAST_ITEM, Q_LIST, Q_LIST_COUNTS, Q_STAT, Q_STAT_COUNTS, Q_ROW,	\
	Q_MAX_SEQ, Q_DEL_ITEMS, Q_MOVE_ITEMS
void	schema_stmts(const struct schema_sql *, char *out[STMT_NR]);
/* The listing's statements (STMT_LIST, STMT_LIST_COUNTS) of listing into
 * out, in place of out's; listing's others are freed.  For kinds whose
 * items a listing reads apart from a session's (chains, elements). */
void	schema_stmts_listing(char *out[STMT_NR], char *listing[STMT_NR]);

#endif
