/*
 * schema.c - the SQL schemas as data, and what is engine-neutral about
 * them; see schema.h.
 *
 * The descriptions follow the DDL each owner runs: transcript's own (see
 * store_sqlite.c), openai-agents-python's src/agents/memory/
 * sqlite_session.py (_create_schema_for_connection, _insert_items,
 * clear_session) and extensions/memory/advanced_sqlite_session.py (its
 * extra tables), and langchain-community's chat_message_histories/sql.py
 * (create_message_model(), DefaultMessageConverter: json.dumps() of
 * message_to_dict()); on PostgreSQL, openai-agents-python's
 * src/agents/extensions/memory/sqlalchemy_session.py (its Table()s,
 * get_items()' order_by and json.dumps(separators=(",", ":"))) and the
 * Claude Agent SDK's examples/session_stores/postgres_session_store.py
 * (STORES.md 1.5).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "item.h"
#include "json.h"
#include "schema.h"
#include "xalloc.h"

const struct sql_schema schema_transcript = {
	.title = "a transcript store",
	.sessions = { "sessions", NULL, {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "created_at", COLUMN_CREATED, TYPE_INTEGER, COL_NOT_NULL },
	}, NULL, 0, 0, NULL },
	.items = { "items", NULL, {
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "seq", COLUMN_ORDER, TYPE_INTEGER, COL_NOT_NULL },
		{ "json", COLUMN_ITEM, TYPE_JSON, COL_NOT_NULL },
	}, "session_id, seq", 1, 0, NULL },
	.exists = SESSIONS_TABLE,
	.order = ORDER_SEQ,
	.time = TIME_MS,
	.layout = LAYOUT_COMPACT,
	.foreign_keys = 1,
};

static const char *const advanced_tables[] = {
	"message_structure", "turn_usage", "branch_reservations", NULL
};

const struct sql_schema schema_openai_agents = {
	.title = "an OpenAI Agents SDK session database",
	.sessions = { "agent_sessions", "sessions_table", {
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOW },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOW },
	}, NULL, 0, 0, NULL },
	.items = { "agent_messages", "messages_table", {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_KEY | COL_AUTO },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "message_data", COLUMN_ITEM, TYPE_TEXT, COL_NOT_NULL },
		{ "created_at", COLUMN_OTHER, TYPE_TIMESTAMP, COL_NOW },
	}, NULL, 1, 1, "idx_%s_session_id" },
	.exists = SESSIONS_EITHER,
	.order = ORDER_ROWID,
	.time = TIME_TEXT,
	.layout = LAYOUT_PYTHON,
	.follow_layout = 1,
	.touch = 1,
	.guard = advanced_tables,
	.guard_what = "an AdvancedSQLiteSession database",
	.guard_why = "its branch rows must stay consistent with its messages, "
	    "so transcript reads it but does not write to it",
	/* AdvancedSQLiteSession's usage per turn and branch (all count) */
	.usage = { "turn_usage", "session_id", "id", "input_tokens",
	    "output_tokens", "input_tokens_details", "output_tokens_details",
	    "created_at" },
};

const struct sql_schema schema_langchain = {
	.title = "a LangChain SQLChatMessageHistory database",
	.sessions = { NULL, NULL, { { NULL, COLUMN_OTHER, TYPE_TEXT, 0 } },
	    NULL, 0, 0, NULL },
	.items = { "message_store", "table", {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_NOT_NULL },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, 0 },
		{ "message", COLUMN_ITEM, TYPE_TEXT, 0 },
	}, "id", 0, 0, NULL },
	.exists = SESSIONS_ITEMS,
	.order = ORDER_ROWID,
	.time = TIME_NONE,
	.layout = LAYOUT_PYTHON,
	.follow_layout = 1,
};

/* SQLAlchemySession: the same two tables, NOT NULL times, compact items,
 * ordered by (created_at, id). */
const struct sql_schema schema_sqlalchemy = {
	.title = "an OpenAI Agents SDK SQLAlchemySession database",
	.sessions = { "agent_sessions", "sessions_table", {
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOT_NULL | COL_NOW },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOT_NULL | COL_NOW },
	}, NULL, 0, 0, NULL },
	.items = { "agent_messages", "messages_table", {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_KEY | COL_AUTO },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "message_data", COLUMN_ITEM, TYPE_TEXT, COL_NOT_NULL },
		{ "created_at", COLUMN_STAMP, TYPE_TIMESTAMP, COL_NOT_NULL | COL_NOW },
	}, NULL, 1, 1, "idx_%s_session_time" },
	.exists = SESSIONS_EITHER,
	.order = ORDER_STAMP,
	.time = TIME_TEXT,
	.layout = LAYOUT_COMPACT,
	.follow_layout = 1,
	.touch = 1,
};

/* The Claude Agent SDK's reference Postgres adapter: one table; a session
 * is its main rows (subpath ''); mtime is epoch milliseconds. */
const struct sql_schema schema_claude_store = {
	.title = "a Claude Agent SDK session store table",
	.sessions = { NULL, NULL, { { NULL, COLUMN_OTHER, TYPE_TEXT, 0 } },
	    NULL, 0, 0, NULL },
	.items = { "claude_session_store", "table", {
		{ "project_key", COLUMN_PROJECT, TYPE_TEXT, COL_NOT_NULL },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "subpath", COLUMN_SUBPATH, TYPE_TEXT, COL_NOT_NULL },
		{ "seq", COLUMN_ORDER, TYPE_INTEGER, COL_AUTO },
		{ "entry", COLUMN_ITEM, TYPE_JSONB, COL_NOT_NULL },
		{ "mtime", COLUMN_STAMP, TYPE_INTEGER, COL_NOT_NULL },
	}, "project_key, session_id, subpath, seq", 0, 0, NULL },
	.exists = SESSIONS_ITEMS,
	.order = ORDER_ROWID,
	.time = TIME_MS,
	.layout = LAYOUT_COMPACT,
};

/*
 * The kinds.  A new one is its schema above and a row here: store.c and
 * store_pg.c take every kind from this table (schema.h).
 */
const struct sql_kind schema_kinds[] = {
	{ "sqlite", SQL_SQLITE, &schema_transcript, SQL_KIND_DEFAULT, NULL },
	{ "openai-agents", SQL_SQLITE, &schema_openai_agents, 0,
	    &format_responses },
	{ "langchain", SQL_SQLITE, &schema_langchain, 0, &format_langchain },
	{ "transcript", SQL_POSTGRES, &schema_transcript, SQL_KIND_DEFAULT, NULL },
	{ "openai-agents", SQL_POSTGRES, &schema_sqlalchemy, 0,
	    &format_responses },
	{ "claude-session-store", SQL_POSTGRES, &schema_claude_store, 0,
	    &format_claude_code },
	{ NULL, SQL_SQLITE, NULL, 0, NULL }
};
_Static_assert(nitems(schema_kinds) <= SCHEMA_KINDS_MAX + 1,
    "schema_kinds[] has more rows than SCHEMA_KINDS_MAX");

const struct sql_kind *
schema_kind_next(enum sql_engine e, const struct sql_kind *prev)
{
	const struct sql_kind *k = prev != NULL ? prev + 1 : schema_kinds;

	while (k->name != NULL && k->engine != e)
		k++;
	return k->name != NULL ? k : NULL;
}

const char *
schema_col(const struct schema_table *t, enum schema_role role)
{
	for (size_t i = 0; i < SCHEMA_COLS && t->col[i].name != NULL; i++)
		if (t->col[i].role == role)
			return t->col[i].name;
	return NULL;
}

enum schema_type
schema_col_type(const struct schema_table *t, enum schema_role role)
{
	for (size_t i = 0; i < SCHEMA_COLS && t->col[i].name != NULL; i++)
		if (t->col[i].role == role)
			return t->col[i].type;
	return TYPE_TEXT;
}

/* --- Query options --------------------------------------------------- */

void
schema_names_say(const struct sql_schema *sc, struct buf *takes)
{
	if (sc->sessions.option != NULL)
		buf_addf(takes, "%s=", sc->sessions.option);
	if (sc->items.option != NULL)
		buf_addf(takes, "%s%s=", sc->sessions.option != NULL ? " and " :
		    "", sc->items.option);
	if (sc->sessions.option == NULL && sc->items.option == NULL)
		buf_adds(takes, "no option");
}

static int
bad_option(const struct sql_schema *sc, const char *kind, const char *spec,
    const char *opt, size_t n)
{
	struct buf takes = BUF_INIT;
	int status;

	schema_names_say(sc, &takes);
	status = fail(ST_USAGE, "unknown option '%.*s' in '%s'; %s: takes %s "
	    "(a path with '?' in it ends with '?')", (int)n, opt, spec, kind,
	    takes.p);
	buf_release(&takes);
	return status;
}

void
schema_names_init(const struct sql_schema *sc, struct schema_names *out)
{
	out->sessions = sc->sessions.name != NULL ? xstrdup(sc->sessions.name) : NULL;
	out->items = xstrdup(sc->items.name);
}

static int
option_is(const char *option, const char *key, size_t keylen)
{
	return option != NULL && strlen(option) == keylen &&
	    strncmp(key, option, keylen) == 0;
}

int
schema_names_set(const struct sql_schema *sc, struct schema_names *out,
    const char *key, size_t keylen, const char *v, size_t n)
{
	char **slot;

	if (option_is(sc->sessions.option, key, keylen))
		slot = &out->sessions;
	else if (option_is(sc->items.option, key, keylen))
		slot = &out->items;
	else
		return -1;
	free(*slot);
	*slot = xmemdup(v, n);
	return 0;
}

int
schema_names_parse(const struct sql_schema *sc, const char *kind,
    const char *path, const char *spec, char **file, struct schema_names *out)
{
	const char *q = NULL, *opt, *eq, *end;

	if (sc->sessions.option != NULL || sc->items.option != NULL)
		q = strrchr(path, '?');
	*file = q != NULL ? xmemdup(path, (size_t)(q - path)) : xstrdup(path);
	schema_names_init(sc, out);
	for (opt = q != NULL ? q + 1 : ""; *opt != '\0'; opt = *end ? end + 1 : end) {
		end = opt + strcspn(opt, "&");
		eq = memchr(opt, '=', (size_t)(end - opt));
		if (eq == NULL || eq + 1 == end || schema_names_set(sc, out, opt,
		    (size_t)(eq - opt), eq + 1, (size_t)(end - eq - 1)) == -1) {
			if (eq != NULL && eq + 1 == end && schema_names_set(sc, out,
			    opt, (size_t)(eq - opt), "", 0) == 0)
				fail(ST_USAGE, "option '%.*s' in '%s' needs a "
				    "table name", (int)(end - opt), opt, spec);
			else
				bad_option(sc, kind, spec, opt, (size_t)((eq != NULL ?
				    eq : end) - opt));
			free(*file);
			*file = NULL;
			schema_names_release(out);
			return ST_USAGE;
		}
	}
	return ST_OK;
}

void
schema_names_release(struct schema_names *n)
{
	free(n->sessions);
	free(n->items);
	n->sessions = n->items = NULL;
}

void
schema_key_parts(const char *id, struct schema_key *k)
{
	const char *slash = strchr(id, '/'), *second;

	k->project = id;
	k->project_len = 0;
	k->session = id;
	k->subpath = "";
	if (slash == NULL) {
		k->session_len = strlen(id);
		return;
	}
	k->project_len = (size_t)(slash - id);
	k->session = slash + 1;
	if ((second = strchr(k->session, '/')) != NULL) {
		k->session_len = (size_t)(second - k->session);
		k->subpath = second + 1;
	} else
		k->session_len = strlen(k->session);
}

/* --- Detection ------------------------------------------------------- */

int
schema_has_table(char *const tables[], size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (strcasecmp(tables[i], name) == 0)
			return 1;
	return 0;
}

int
schema_matches(const struct sql_schema *sc, char *const tables[], size_t n)
{
	return (sc->sessions.name == NULL ||
	    schema_has_table(tables, n, sc->sessions.name)) &&
	    schema_has_table(tables, n, sc->items.name);
}

const char *
schema_guard(const struct sql_schema *sc, char *const tables[], size_t n)
{
	for (size_t i = 0; sc->guard != NULL && sc->guard[i] != NULL; i++)
		if (schema_has_table(tables, n, sc->guard[i]))
			return sc->guard[i];
	return NULL;
}

void
schema_tables_free(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

int
schema_replaced(const struct sql_schema *sc, const char *path,
    const char *session, uint64_t n)
{
	if (n > 0 || sc->exists != SESSIONS_ITEMS)
		return ST_OK;
	return fail(ST_USAGE, "%s: session '%s' would be empty, and %s keeps "
	    "no empty session (a session is its rows); delete it instead",
	    path, session, sc->title);
}

/* --- Times ----------------------------------------------------------- */

int64_t
schema_time_now(const struct sql_schema *sc)
{
	int64_t now = fs_now_ms();

	return sc->time == TIME_TEXT ? now - now % 1000 : now;
}

/* --- Item layout ----------------------------------------------------- */

void
schema_layout_write(enum schema_layout layout, const char *canon, size_t n,
    struct buf *out)
{
	if (layout == LAYOUT_PYTHON)
		json_spaced(canon, n, out);
	else
		buf_add(out, canon, n);
}

int
schema_layout_of(const char *text, size_t n)
{
	struct buf scratch = BUF_INIT, spaced = BUF_INIT;
	const char *canon, *why;
	size_t len, off;
	enum item_flaw flaw;
	int layout = -1;

	if (item_check(text, n, &scratch, &canon, &len, &flaw, &why, &off) == ST_OK) {
		json_spaced(canon, len, &spaced);
		if (spaced.len == len)
			layout = -1;		/* no separator: cannot tell */
		else if (n == len && memcmp(text, canon, len) == 0)
			layout = LAYOUT_COMPACT;
		else if (n == spaced.len && memcmp(text, spaced.p, n) == 0)
			layout = LAYOUT_PYTHON;
	}
	buf_release(&scratch);
	buf_release(&spaced);
	return layout;
}

/* --- SQL text -------------------------------------------------------- */

/* A word of letters, digits and '_', not starting with a digit. */
static int
plain_word(const char *name, size_t n)
{
	if (n == 0 || (name[0] >= '0' && name[0] <= '9'))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!(name[i] == '_' || (name[i] >= 'a' && name[i] <= 'z') ||
		    (name[i] >= 'A' && name[i] <= 'Z') ||
		    (name[i] >= '0' && name[i] <= '9')))
			return 0;
	return 1;
}

void
schema_ident_add(const struct sql_dialect *d, struct buf *b, const char *name)
{
	size_t n = strlen(name);

	if (d->keyword != NULL && plain_word(name, n) && n <= INT_MAX &&
	    d->keyword(name, (int)n) == 0) {
		buf_add(b, name, n);
		return;
	}
	buf_addc(b, '"');
	for (size_t i = 0; i < n; i++) {
		if (name[i] == '"')
			buf_addc(b, '"');
		buf_addc(b, name[i]);
	}
	buf_addc(b, '"');
}

char *
schema_ident(const struct sql_dialect *d, const char *name)
{
	struct buf b = BUF_INIT;

	if (name == NULL)
		return NULL;
	schema_ident_add(d, &b, name);
	return buf_detach(&b);
}

void
schema_ids_make(const struct sql_dialect *d, const struct sql_schema *sc,
    const struct schema_names *n, struct schema_ids *id)
{
	const struct schema_table *t = n->sessions != NULL ? &sc->sessions : NULL;

	id->s = schema_ident(d, n->sessions);
	id->sid = t != NULL ? schema_ident(d, schema_col(t, COLUMN_SESSION)) : NULL;
	id->scr = t != NULL ? schema_ident(d, schema_col(t, COLUMN_CREATED)) : NULL;
	id->sup = t != NULL ? schema_ident(d, schema_col(t, COLUMN_UPDATED)) : NULL;
	id->m = schema_ident(d, n->items);
	id->ms = schema_ident(d, schema_col(&sc->items, COLUMN_SESSION));
	id->mo = schema_ident(d, schema_col(&sc->items, COLUMN_ORDER));
	id->md = schema_ident(d, schema_col(&sc->items, COLUMN_ITEM));
	id->mst = schema_ident(d, schema_col(&sc->items, COLUMN_STAMP));
	id->mpk = schema_ident(d, schema_col(&sc->items, COLUMN_PROJECT));
	id->msub = schema_ident(d, schema_col(&sc->items, COLUMN_SUBPATH));
}

void
schema_ids_release(struct schema_ids *id)
{
	char **v[] = { &id->s, &id->sid, &id->scr, &id->sup, &id->m, &id->ms,
	    &id->mo, &id->md, &id->mst, &id->mpk, &id->msub };

	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		free(*v[i]);
		*v[i] = NULL;
	}
}

/* Append the DDL of table t, named name. */
static void
ddl_table(const struct sql_dialect *d, const struct sql_schema *sc,
    const struct schema_table *t, const char *name, const char *sessions,
    struct buf *b)
{
	buf_adds(b, "CREATE TABLE IF NOT EXISTS ");
	schema_ident_add(d, b, name);
	buf_adds(b, " (");
	for (const struct schema_col *c = t->col; c < t->col + SCHEMA_COLS &&
	    c->name != NULL; c++) {
		if (c != t->col)
			buf_adds(b, ", ");
		schema_ident_add(d, b, c->name);
		buf_addf(b, " %s", (c->flags & COL_AUTO) && d->serial != NULL ?
		    d->serial : d->type[c->type]);
		if (c->role == COLUMN_ITEM && t == &sc->items &&
		    d->item_tail != NULL)
			buf_adds(b, d->item_tail);
		if (c->flags & COL_KEY)
			buf_adds(b, " PRIMARY KEY");
		if ((c->flags & COL_AUTO) && d->autoinc != NULL)
			buf_addf(b, " %s", d->autoinc);
		if (c->flags & COL_NOT_NULL)
			buf_adds(b, " NOT NULL");
		if (c->flags & COL_NOW)
			buf_adds(b, " DEFAULT CURRENT_TIMESTAMP");
		if (c->role == COLUMN_SUBPATH)
			buf_adds(b, " DEFAULT ''");
	}
	if (t->key != NULL)
		buf_addf(b, ", PRIMARY KEY (%s)", t->key);
	if (t->refs) {
		buf_adds(b, ", FOREIGN KEY (");
		schema_ident_add(d, b, schema_col(t, COLUMN_SESSION));
		buf_adds(b, ") REFERENCES ");
		schema_ident_add(d, b, sessions);
		buf_addc(b, '(');
		schema_ident_add(d, b, schema_col(&sc->sessions, COLUMN_SESSION));
		buf_adds(b, t->cascade ? ") ON DELETE CASCADE" : ")");
	}
	buf_adds(b, ");");
}

void
schema_ddl(const struct sql_dialect *d, const struct sql_schema *sc,
    const struct schema_names *n, struct buf *b)
{
	const struct schema_table *t = &sc->items;

	if (n->sessions != NULL)
		ddl_table(d, sc, &sc->sessions, n->sessions, NULL, b);
	ddl_table(d, sc, t, n->items, n->sessions, b);
	if (t->index != NULL) {
		struct buf name = BUF_INIT;
		const char *second = schema_col(t, COLUMN_STAMP);

		buf_addf(&name, t->index, n->items);
		buf_adds(b, "CREATE INDEX IF NOT EXISTS ");
		schema_ident_add(d, b, name.p);
		buf_adds(b, " ON ");
		schema_ident_add(d, b, n->items);
		buf_adds(b, " (");
		schema_ident_add(d, b, schema_col(t, COLUMN_SESSION));
		buf_adds(b, ", ");
		schema_ident_add(d, b, second != NULL ? second :
		    schema_col(t, COLUMN_ORDER));
		buf_adds(b, ");");
		buf_release(&name);
	}
}

#define SR(r)	STMT_ROLE(COLUMN_##r)

const struct schema_stmt_info schema_stmt_info[STMT_NR] = {
	[STMT_ADD_SESSION] = { SR(SESSION) | SR(CREATED), 0, 0 },
	[STMT_SET_CREATED] = { SR(SESSION) | SR(CREATED), 0, 0 },
	[STMT_TOUCH] = { SR(SESSION) | SR(UPDATED), 0, STMT_IF_TOUCH },
	[STMT_DEL_SESSION] = { SR(SESSION), 0, 0 },
	[STMT_COPY_SESSION] = { SR(SESSION), 0, 0 },
	[STMT_LAST_ITEM] = { 0, SR(ORDER) | SR(ITEM), STMT_IF_FOLLOW },
	[STMT_LIST] = { 0, SR(SESSION) | SR(ORDER), 0 },
	[STMT_LIST_COUNTS] = { 0, SR(SESSION) | SR(ORDER) | SR(ITEM), 0 },
	[STMT_STAT] = { 0, SR(SESSION) | SR(ORDER), 0 },
	[STMT_STAT_COUNTS] = { 0, SR(SESSION) | SR(ORDER) | SR(ITEM), 0 },
	[STMT_ROW] = { SR(SESSION) | SR(CREATED), 0, 0 },
	[STMT_MAX_SEQ] = { 0, SR(SESSION) | SR(ORDER), STMT_IF_SEQ },
	[STMT_DEL_ITEMS] = { 0, SR(SESSION), 0 },
	[STMT_MOVE_ITEMS] = { 0, SR(SESSION), 0 },
};

/* The identifier of the column with role of the sessions table (or, with
 * items, of the items table), or NULL. */
static const char *
role_ident(const struct schema_ids *id, int items, enum schema_role role)
{
	switch (role) {
	case COLUMN_SESSION:
		return items ? id->ms : id->sid;
	case COLUMN_CREATED:
		return items ? NULL : id->scr;
	case COLUMN_UPDATED:
		return items ? NULL : id->sup;
	case COLUMN_ORDER:
		return items ? id->mo : NULL;
	case COLUMN_ITEM:
		return items ? id->md : NULL;
	case COLUMN_STAMP:
		return items ? id->mst : NULL;
	case COLUMN_PROJECT:
		return items ? id->mpk : NULL;
	case COLUMN_SUBPATH:
		return items ? id->msub : NULL;
	case COLUMN_OTHER:
		break;
	}
	return NULL;
}

/* Has the store statement which: the columns it uses, and what it needs? */
static int
stmt_has(const struct schema_sql *q, enum schema_stmt which)
{
	const struct schema_stmt_info *in = &schema_stmt_info[which];

	if (((in->needs & STMT_IF_SEQ) && q->sc->order != ORDER_SEQ) ||
	    ((in->needs & STMT_IF_TOUCH) && !q->sc->touch) ||
	    ((in->needs & STMT_IF_FOLLOW) && !q->sc->follow_layout))
		return 0;
	for (int r = 0; r <= COLUMN_SUBPATH; r++)
		if (((in->sessions & STMT_ROLE(r)) &&
		    role_ident(q->id, 0, (enum schema_role)r) == NULL) ||
		    ((in->items & STMT_ROLE(r)) &&
		    role_ident(q->id, 1, (enum schema_role)r) == NULL))
			return 0;
	return 1;
}

/* The alias of the sessions (s) or items (i) table, or NULL. */
static const char *
alias(const struct schema_sql *q, const char *a)
{
	return q->d->alias ? a : NULL;
}

/* Append column col of alias a (NULL: none). */
static void
add_col(struct buf *b, const char *a, const char *col)
{
	buf_addf(b, "%s%s%s", a != NULL ? a : "", a != NULL ? "." : "", col);
}

/* Append the items rows (alias a) of the session parameter n names. */
static void
add_filter(const struct schema_sql *q, struct buf *b, const char *a, int n,
    int main)
{
	if (q->d->filter != NULL) {
		q->d->filter(b, q->id, a, n, main);
		return;
	}
	add_col(b, a, q->id->ms);
	buf_addf(b, " = %s%d", q->d->param, n);
}

/* Append "TABLE" or "TABLE a". */
static void
add_table(struct buf *b, const char *table, const char *a)
{
	buf_addf(b, "%s%s%s", table, a != NULL ? " " : "", a != NULL ? a : "");
}

static void
stmt_add_session(const struct schema_sql *q, struct buf *b)
{
	const char *p = q->d->param;
	int either = q->sc->exists == SESSIONS_EITHER;

	buf_addf(b, "INSERT%s INTO %s (%s, %s) VALUES (%s1, %s2)%s",
	    either ? q->d->ignore_verb : "", q->id->s, q->id->sid, q->id->scr, p,
	    p, either ? q->d->ignore_tail : "");
}

static void
stmt_copy_session(const struct schema_sql *q, struct buf *b)
{
	const struct schema_table *t = &q->sc->sessions;
	const struct schema_ids *id = q->id;
	struct buf rest = BUF_INIT;

	for (const struct schema_col *c = t->col; c < t->col + SCHEMA_COLS &&
	    c->name != NULL; c++)
		if (c->role != COLUMN_SESSION) {
			buf_adds(&rest, ", ");
			schema_ident_add(q->d, &rest, c->name);
		}
	buf_addf(b, "INSERT INTO %s (%s%s) SELECT %s2%s FROM %s WHERE %s = %s1",
	    id->s, id->sid, rest.len ? rest.p : "", q->d->param,
	    rest.len ? rest.p : "", id->s, id->sid, q->d->param);
	buf_release(&rest);
}

/* STMT_ROW: created_at, as the backend reads a time. */
static void
stmt_row(const struct schema_sql *q, struct buf *b)
{
	const char *s = alias(q, "s");
	enum schema_type type = schema_col_type(&q->sc->sessions, COLUMN_CREATED);

	buf_adds(b, "SELECT ");
	if (q->d->time != NULL)
		q->d->time(b, s, q->id->scr, type);
	else
		add_col(b, s, q->id->scr);
	buf_adds(b, " FROM ");
	add_table(b, q->id->s, s);
	buf_adds(b, " WHERE ");
	add_col(b, s, q->id->sid);
	buf_addf(b, " = %s1", q->d->param);
}

static void
stmt_max_seq(const struct schema_sql *q, struct buf *b)
{
	const char *i = alias(q, "i");

	buf_adds(b, "SELECT max(");
	add_col(b, i, q->id->mo);
	buf_adds(b, ") FROM ");
	add_table(b, q->id->m, i);
	buf_adds(b, " WHERE ");
	add_filter(q, b, i, 1, 1);
}

static void
stmt_del_items(const struct schema_sql *q, struct buf *b)
{
	const char *i = alias(q, "i");

	buf_adds(b, "DELETE FROM ");
	add_table(b, q->id->m, i);
	buf_adds(b, " WHERE ");
	add_filter(q, b, i, 1, 1);
}

/* STMT_MOVE_ITEMS: a two-part key (COLUMN_PROJECT) takes both parts of 2,
 * and the session's sub-transcripts go along. */
static void
stmt_move_items(const struct schema_sql *q, struct buf *b)
{
	const struct schema_ids *id = q->id;
	const char *i = alias(q, "i");

	buf_adds(b, "UPDATE ");
	add_table(b, id->m, i);
	if (id->mpk == NULL) {
		buf_addf(b, " SET %s = %s2 WHERE ", id->ms, q->d->param);
		add_col(b, i, id->ms);
		buf_addf(b, " = %s1", q->d->param);
		return;
	}
	buf_addf(b, " SET %s = ", id->mpk);
	q->d->part(b, 2, COLUMN_PROJECT);
	buf_addf(b, ", %s = ", id->ms);
	q->d->part(b, 2, COLUMN_SESSION);
	buf_adds(b, " WHERE ");
	add_filter(q, b, i, 1, 0);
}

static char *
stmt_spell(const struct schema_sql *q, enum schema_stmt which)
{
	const struct schema_ids *id = q->id;
	const char *p = q->d->param;
	struct buf b = BUF_INIT;
	int counts = which == STMT_LIST_COUNTS || which == STMT_STAT_COUNTS;

	if (!stmt_has(q, which))
		return NULL;
	switch (which) {
	case STMT_ADD_SESSION:
		stmt_add_session(q, &b);
		break;
	case STMT_SET_CREATED:
	case STMT_TOUCH:
		buf_addf(&b, "UPDATE %s SET %s = %s2 WHERE %s = %s1", id->s,
		    which == STMT_TOUCH ? id->sup : id->scr, p, id->sid, p);
		break;
	case STMT_DEL_SESSION:
		buf_addf(&b, "DELETE FROM %s WHERE %s = %s1", id->s, id->sid, p);
		break;
	case STMT_COPY_SESSION:
		stmt_copy_session(q, &b);
		break;
	case STMT_LAST_ITEM:
		buf_addf(&b, "SELECT %s%s FROM %s ORDER BY %s DESC LIMIT 1", id->md,
		    q->d->as_text, id->m, id->mo);
		break;
	case STMT_LIST:
	case STMT_LIST_COUNTS:
		if (q->d->list == NULL)
			return NULL;
		q->d->list(q, counts, &b);
		break;
	case STMT_STAT:
	case STMT_STAT_COUNTS:
		if (q->d->stat == NULL)
			return NULL;
		q->d->stat(q, counts, &b);
		break;
	case STMT_ROW:
		stmt_row(q, &b);
		break;
	case STMT_MAX_SEQ:
		stmt_max_seq(q, &b);
		break;
	case STMT_DEL_ITEMS:
		stmt_del_items(q, &b);
		break;
	case STMT_MOVE_ITEMS:
		stmt_move_items(q, &b);
		break;
	}
	return buf_detach(&b);
}

char *
schema_stmt(const struct sql_dialect *d, const struct sql_schema *sc,
    const struct schema_ids *id, enum schema_stmt which)
{
	struct schema_sql q = { d, sc, id, 0 };

	return stmt_spell(&q, which);
}

void
schema_stmts(const struct schema_sql *q, char *out[STMT_NR])
{
	for (int k = 0; k < STMT_NR; k++)
		out[k] = stmt_spell(q, (enum schema_stmt)k);
}
