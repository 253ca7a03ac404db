/* t_schema.c - the SQL schemas' engine-neutral parts (schema.h): the SQL
 * text both engines share, and json_spaced(), their item layout. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "isotime.h"
#include "json.h"
#include "schema.h"
#include "tap.h"
#include "xalloc.h"

static void
spaced(const char *in, const char *want)
{
	struct buf b = BUF_INIT;
	char back[256];

	json_spaced(in, strlen(in), &b);
	is_str(b.p, want, "json_spaced: %s", in);
	is_mem(back, json_compact(b.p, b.len, back), in, strlen(in),
	    "  compacts back exactly");
	buf_release(&b);
}

static int
layout_of(const char *text)
{
	return schema_layout_of(text, strlen(text));
}

static void
test_layout(void)
{
	/* json.dumps() of the same objects, Python's default separators */
	spaced("{\"a\":1,\"b\":[1,2,{}],\"c\":{\"d\":null}}",
	    "{\"a\": 1, \"b\": [1, 2, {}], \"c\": {\"d\": null}}");
	spaced("{\"s\":\"a, b: c\\\", d\",\"e\":\"\\\\\"}",
	    "{\"s\": \"a, b: c\\\", d\", \"e\": \"\\\\\"}");
	spaced("{}", "{}");
	spaced("{\"x\":[]}", "{\"x\": []}");

	is_int(layout_of("{\"a\": 1, \"b\": [1, 2]}"), LAYOUT_PYTHON,
	    "layout_of: json.dumps() spacing");
	is_int(layout_of("{\"a\":1,\"b\":[1,2]}"), LAYOUT_COMPACT,
	    "layout_of: compact");
	is_int(layout_of("{\"a\" : 1}"), -1, "layout_of: other spacing");
	is_int(layout_of("{\n  \"a\": 1\n}"), -1, "layout_of: indented");
	is_int(layout_of("{}"), -1, "layout_of: no separator to tell by");
	is_int(layout_of("{\"a\":"), -1, "layout_of: not JSON");
}

static void
time_ok(const char *text, int64_t want)
{
	int64_t ms = -1;

	is_int(isotime_parse(text, strlen(text), 0, &ms), 0, "time_parse: %s", text);
	is_int(ms, want, "  is %lld", (long long)want);
}

static void
time_format(int64_t ms, const char *want)
{
	struct buf b = BUF_INIT;

	isotime_add(&b, ms, ISOTIME_SQL);
	is_str(b.p, want, "time_format: %lld", (long long)ms);
	buf_release(&b);
}

static void
test_time(void)
{
	int64_t ms;

	time_ok("2025-08-17 14:02:12", INT64_C(1755439332000));
	time_ok("2025-08-17T14:02:12Z", INT64_C(1755439332000));
	time_ok("2024-06-01 00:00:00.123", INT64_C(1717200000123));
	time_ok("2024-06-01 00:00:00.1234567", INT64_C(1717200000123));
	time_ok("2024-06-01 00:00:00.5", INT64_C(1717200000500));
	ok(isotime_parse("2024-06-01", 10, 0, &ms) == -1, "time_parse: a date alone");
	ok(isotime_parse("2024-13-01 00:00:00", 19, 0, &ms) == -1,
	    "time_parse: month 13");
	ok(isotime_parse("2024-06-01 00:00:00.", 20, 0, &ms) == -1,
	    "time_parse: a dot without digits");
	ok(isotime_parse("2024-06-01 00:00:00+02:00", 25, 0, &ms) == -1,
	    "time_parse: an offset");
	ok(isotime_parse("1717200000", 10, 0, &ms) == -1, "time_parse: a number");
	time_format(INT64_C(1755439332000), "2025-08-17 14:02:12");
	time_format(INT64_C(1717200000123), "2024-06-01 00:00:00.123");
	time_format(INT64_C(1717200000007), "2024-06-01 00:00:00.007");
}

static void
test_names(void)
{
	struct schema_names n;
	char *file;

	is_int(schema_names_parse(&schema_openai_agents, "openai-agents", "a.db",
	    "s", &file, &n), 0, "names: defaults");
	is_str(file, "a.db", "  file");
	is_str(n.sessions, "agent_sessions", "  sessions table");
	is_str(n.items, "agent_messages", "  messages table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_openai_agents, "openai-agents",
	    "d/a?b.db?messages_table=m&sessions_table=my s", "s", &file, &n), 0,
	    "names: both options, split at the last '?'");
	is_str(file, "d/a?b.db", "  file");
	is_str(n.sessions, "my s", "  sessions table");
	is_str(n.items, "m", "  messages table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_langchain, "langchain", "x?", "s", &file,
	    &n), 0, "names: an empty query");
	is_str(file, "x", "  file");
	ok(n.sessions == NULL, "  langchain has no sessions table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_transcript, "sqlite", "a?b=c", "s", &file,
	    &n), 0, "names: the sqlite kind takes no options: '?' is the path's");
	is_str(file, "a?b=c", "  file");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_langchain, "langchain",
	    "x?sessions_table=t", "s", &file, &n), 2,
	    "names: an option of another kind is ST_USAGE");
	ok(file == NULL && n.items == NULL, "  nothing left allocated");
	is_int(schema_names_parse(&schema_langchain, "langchain", "x?table", "s",
	    &file, &n), 2, "names: an option without '=' is ST_USAGE");
	is_int(schema_names_parse(&schema_langchain, "langchain", "x?table=", "s",
	    &file, &n), 2, "names: an empty table name is ST_USAGE");
}

static void
test_detect(void)
{
	char s1[] = "Agent_Sessions", s2[] = "agent_messages",
	    s3[] = "message_structure", s4[] = "message_store", s5[] = "items",
	    s6[] = "sessions";
	char *oa[] = { s1, s2, s3 }, *lc[] = { s4 }, *both[] = { s5, s6, s4 };

	ok(schema_matches(&schema_openai_agents, oa, 3), "detect: openai-agents, any case");
	ok(!schema_matches(&schema_openai_agents, oa, 1), "  not without its messages");
	is_str(schema_guard(&schema_openai_agents, oa, 3), "message_structure",
	    "  AdvancedSQLiteSession's table guards it");
	ok(schema_guard(&schema_openai_agents, oa, 2) == NULL, "  none: not guarded");
	ok(schema_matches(&schema_langchain, lc, 1), "detect: langchain");
	ok(schema_matches(&schema_transcript, both, 3) &&
	    schema_matches(&schema_langchain, both, 3), "detect: two kinds at once");
	ok(!schema_matches(&schema_transcript, lc, 1), "detect: not ours");
	is_str(schema_col(&schema_langchain.items, COLUMN_ITEM), "message",
	    "col: langchain's item column");
	ok(schema_col(&schema_transcript.sessions, COLUMN_UPDATED) == NULL,
	    "col: no updated_at in ours");
	{
		char a1[] = "sessions", a2[] = "messages", a3[] = "schema_version";
		char *ag[] = { a1, a2, a3 };

		ok(schema_matches(&schema_agntz, ag, 3), "detect: agntz");
		ok(!schema_matches(&schema_agntz, ag, 2),
		    "  not without its mark table, schema_version");
		ok(schema_mapped(&schema_agntz) && schema_mapped(&schema_mastra) &&
		    !schema_mapped(&schema_transcript), "mapped: by COLUMN_MEMBER");
	}
	{
		char l1[] = "responses", l2[] = "conversations", l3[] = "tool_calls",
		    l4[] = "tool_results", m1[] = "messages", m2[] = "threads",
		    m3[] = "parts";
		char *old[] = { l1, l2, l3, l4 }, *gens[] = { l1, l2, l3, l4, m1,
		    m2, m3 }, *lost[] = { m1, m3, l1 };

		ok(schema_matches(&schema_llm_messages, old, 4) &&
		    !schema_matches_own(&schema_llm_messages, old, 4) &&
		    schema_matches_own(&schema_llm, old, 4),
		    "detect: llm from its older tables alone (its also)");
		ok(schema_matches_own(&schema_llm_messages, gens, 7) &&
		    schema_matches_own(schema_llm_messages.also, gens, 7),
		    "  both generations");
		ok(!schema_matches(&schema_llm_messages, lost, 3),
		    "  not without its chain's tips table, threads");
		ok(schema_llm.also == NULL, "  the older one has no other");
	}
}

/* Split item into agntz's members and make it again: want is NULL for an
 * item that must be refused, else the members as "v|v|..." ("-" for none). */
static void
split_is(const struct schema_table *t, const char *item, const char *want,
    const char *why_has)
{
	struct schema_value v[SCHEMA_MEMBERS_MAX];
	struct buf scratch = BUF_INIT, why = BUF_INIT, got = BUF_INIT;
	int status, k = 0;

	status = schema_item_split(t, item, strlen(item), &scratch, v, &why);
	if (want == NULL) {
		ok(status == ST_DATA && why.len > 0 && strstr(why.p, why_has) != NULL,
		    "split refuses %s: %s", item, why.len ? why.p : "(no reason)");
	} else {
		for (const struct schema_col *c = t->col; c < t->col + SCHEMA_COLS &&
		    c->name != NULL; c++) {
			if (c->role != COLUMN_MEMBER)
				continue;
			if (k > 0)
				buf_addc(&got, '|');
			if (v[k].p == NULL)
				buf_addc(&got, '-');
			else
				buf_add(&got, v[k].p, v[k].n);
			k++;
		}
		is_int(status, ST_OK, "split takes %s", item);
		is_str(got.len ? got.p : "", want, "  its members");
	}
	buf_release(&scratch);
	buf_release(&why);
	buf_release(&got);
}

/* Make an item of mastra's members from values (NULL: none); want NULL
 * for a row that must be refused with why_has. */
static void
make_is(const char *const values[], const char *want, const char *why_has)
{
	const struct schema_table *t = &schema_mastra.items;
	struct buf out = BUF_INIT;
	const char *why = NULL;
	int k = 0, rc = 0;

	for (const struct schema_col *c = t->col; rc == 0 &&
	    c < t->col + SCHEMA_COLS && c->name != NULL; c++) {
		struct schema_value v;

		if (c->role != COLUMN_MEMBER)
			continue;
		v.p = values[k];
		v.n = values[k] != NULL ? strlen(values[k]) : 0;
		rc = schema_item_add(&out, out.len == 0, c, &v, &why);
		k++;
	}
	if (want == NULL)
		ok(rc == -1 && why != NULL && strstr(why, why_has) != NULL,
		    "make refuses: %s", why != NULL ? why : "(no reason)");
	else {
		buf_addc(&out, '}');
		is_str(out.p, want, "make: %s", want);
	}
	buf_release(&out);
}

static void
test_mapped(void)
{
	const struct schema_table *ag = &schema_agntz.items;
	const char *row[] = { "m1", "user", "v2", "{\"format\":2}",
	    "2026-05-06T10:00:01.000Z", NULL };
	const char *tabs[] = { "m\t\"1\u00e9", "user", "v2", "[1, 2]", "t", "r" };
	const char *bad_json[] = { "m1", "user", "v2", "{x", "t", NULL };
	const char *no_role[] = { "m1", NULL, "v2", "{}", "t", NULL };
	const char *bad_utf8[] = { "m1", "\377", "v2", "{}", "t", NULL };

	make_is(row, "{\"id\":\"m1\",\"role\":\"user\",\"type\":\"v2\","
	    "\"content\":{\"format\":2},\"createdAt\":\"2026-05-06T10:00:01.000Z\"}",
	    NULL);
	make_is(tabs, "{\"id\":\"m\\t\\\"1\u00e9\",\"role\":\"user\","
	    "\"type\":\"v2\",\"content\":[1, 2],\"createdAt\":\"t\","
	    "\"resourceId\":\"r\"}", NULL);
	make_is(bad_json, NULL, "is not JSON text");
	make_is(no_role, NULL, "is NULL");
	make_is(bad_utf8, NULL, "is not UTF-8 text");
	{
		const struct schema_col *fv = NULL;
		struct schema_value two = { "2", 1 }, three = { "3", 1 },
		    word = { "x", 1 };
		struct buf out = BUF_INIT;
		const char *why = NULL;

		for (const struct schema_col *c = schema_voltagent.items.col;
		    c->name != NULL; c++)
			if (c->value != NULL)
				fv = c;
		ok(fv != NULL && schema_item_add(&out, 1, fv, &two, &why) == 0,
		    "make: format_version 2 is read");
		is_str(out.p, "{\"formatVersion\":2", "  as a number");
		ok(fv != NULL && schema_item_add(&out, 0, fv, &three, &why) == -1 &&
		    strstr(why, "format version") != NULL,
		    "make: format_version 3 is not");
		ok(schema_item_add(&out, 0, fv, &word, &why) == -1,
		    "make: an integer column that is not one");
		buf_release(&out);
	}
	split_is(ag, "{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":\"t\"}",
	    "user|hi|-|-|t|-", NULL);
	split_is(ag, "{\"role\":\"tool\",\"content\":\"a\\\"b\\\\c\\n\","
	    "\"tool_call_id\":\"c1\",\"timestamp\":\"t\"}",
	    "tool|a\"b\\c\n|-|c1|t|-", NULL);
	split_is(ag, "{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":"
	    "[{\"id\":\"x\"}],\"timestamp\":\"t\",\"content_blocks\":[]}",
	    "assistant||[{\"id\":\"x\"}]|-|t|[]", NULL);
	split_is(ag, "{\"content\":\"hi\",\"role\":\"user\",\"timestamp\":\"t\"}",
	    NULL, "in that order");
	split_is(ag, "{\"role\":\"user\",\"content\":\"h\\u00e9\",\"timestamp\":\"t\"}",
	    NULL, "escaped only where JSON must");
	split_is(ag, "{\"role\":\"user\",\"content\":\"a\\/b\",\"timestamp\":\"t\"}",
	    NULL, "escaped only where JSON must");
	split_is(ag, "{\"role\":\"user\",\"content\":\"hi\",\"timestamp\":\"t\","
	    "\"x\":1}", NULL, "each member once");
	split_is(ag, "{\"role\":\"user\",\"role\":\"user\",\"content\":\"hi\","
	    "\"timestamp\":\"t\"}", NULL, "each member once");
	split_is(ag, "{\"role\":\"user\",\"content\":\"hi\"}", NULL,
	    "\"timestamp\" is missing (column timestamp)");
	split_is(ag, "{\"role\":\"user\",\"content\":[\"hi\"],\"timestamp\":\"t\"}",
	    NULL, "\"content\" is not a string (column content is text)");
	split_is(ag, "{\"role\":\"user\",\"content\":\"a\\u0000b\",\"timestamp\":\"t\"}",
	    NULL, "NUL character");
	/* a JSON column holding the text null is that member */
	split_is(ag, "{\"role\":\"user\",\"content\":\"hi\",\"tool_calls\":null,"
	    "\"timestamp\":\"t\"}", "user|hi|null|-|t|-", NULL);
	split_is(ag, "{\"role\":\"user\",\"content\":null,\"timestamp\":\"t\"}",
	    NULL, "\"content\" is not a string");
}

/* A keyword check for the test dialect: "order" and "select" only. */
static int
keyword(const char *w, int n)
{
	return (n == 5 && strncasecmp(w, "order", 5) == 0) ||
	    (n == 6 && strncasecmp(w, "select", 6) == 0);
}

static const struct sql_dialect bare = {
	.type = { [TYPE_TEXT] = "TEXT", [TYPE_JSON] = "TEXT",
	    [TYPE_INTEGER] = "INTEGER", [TYPE_TIMESTAMP] = "TIMESTAMP",
	    [TYPE_JSONB] = "TEXT" },
	.autoinc = "AUTOINCREMENT", .param = "?", .ignore_verb = " OR IGNORE",
	.ignore_tail = "", .as_text = "", .keyword = keyword,
};

static const struct sql_dialect quoted = {
	.type = { [TYPE_TEXT] = "text", [TYPE_JSON] = "json",
	    [TYPE_INTEGER] = "bigint", [TYPE_TIMESTAMP] = "timestamp",
	    [TYPE_JSONB] = "jsonb" },
	.serial = "bigserial", .param = "$", .ignore_verb = "",
	.ignore_tail = " ON CONFLICT DO NOTHING", .as_text = "::text",
};

static void
ident_is(const struct sql_dialect *d, const char *name, const char *want)
{
	char *got = schema_ident(d, name);

	is_str(got, want, "ident: %s", name);
	free(got);
}

static void
ddl_is(const struct sql_dialect *d, const struct sql_schema *sc,
    const char *sessions, const char *items, const char *want)
{
	struct schema_names n;
	struct buf b = BUF_INIT;

	schema_names_init(sc, &n);
	if (sessions != NULL) {
		free(n.sessions);
		n.sessions = xstrdup(sessions);
	}
	free(n.items);
	n.items = xstrdup(items);
	schema_ddl(d, sc, &n, &b);
	is_str(b.p, want, "ddl: %s %s", sc->title, items);
	buf_release(&b);
	schema_names_release(&n);
}

static void
stmt_is(const struct sql_dialect *d, const struct sql_schema *sc,
    enum schema_stmt which, const char *want)
{
	struct schema_names n;
	struct schema_ids id;
	char *got;

	schema_names_init(sc, &n);
	schema_ids_make(d, sc, &n, &id);
	got = schema_stmt(d, sc, &id, which);
	if (want == NULL)
		ok(got == NULL, "stmt %d: none for %s", (int)which, sc->title);
	else
		is_str(got, want, "stmt %d: %s", (int)which, sc->title);
	free(got);
	schema_ids_release(&id);
	schema_names_release(&n);
}

static void
test_sql(void)
{
	ident_is(&bare, "session_id", "session_id");
	ident_is(&bare, "Order", "\"Order\"");
	ident_is(&bare, "my sessions", "\"my sessions\"");
	ident_is(&bare, "2x", "\"2x\"");
	ident_is(&bare, "", "\"\"");
	ident_is(&bare, "a\"b", "\"a\"\"b\"");
	ident_is(&quoted, "session_id", "\"session_id\"");
	ok(schema_ident(&quoted, NULL) == NULL, "ident: NULL stays NULL");

	ddl_is(&bare, &schema_transcript, NULL, "items",
	    "CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, "
	    "created_at INTEGER NOT NULL);CREATE TABLE IF NOT EXISTS items "
	    "(session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT "
	    "NULL, PRIMARY KEY (session_id, seq), FOREIGN KEY (session_id) "
	    "REFERENCES sessions(id));");
	ddl_is(&bare, &schema_openai_agents, "my sessions", "order",
	    "CREATE TABLE IF NOT EXISTS \"my sessions\" (session_id TEXT PRIMARY "
	    "KEY, created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP, updated_at "
	    "TIMESTAMP DEFAULT CURRENT_TIMESTAMP);CREATE TABLE IF NOT EXISTS "
	    "\"order\" (id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT "
	    "NULL, message_data TEXT NOT NULL, created_at TIMESTAMP DEFAULT "
	    "CURRENT_TIMESTAMP, FOREIGN KEY (session_id) REFERENCES \"my "
	    "sessions\"(session_id) ON DELETE CASCADE);CREATE INDEX IF NOT "
	    "EXISTS idx_order_session_id ON \"order\" (session_id, id);");
	ddl_is(&bare, &schema_langchain, NULL, "lc",
	    "CREATE TABLE IF NOT EXISTS lc (id INTEGER NOT NULL, session_id "
	    "TEXT, message TEXT, PRIMARY KEY (id));");
	ddl_is(&quoted, &schema_sqlalchemy, NULL, "agent_messages",
	    "CREATE TABLE IF NOT EXISTS \"agent_sessions\" (\"session_id\" text "
	    "PRIMARY KEY, \"created_at\" timestamp NOT NULL DEFAULT "
	    "CURRENT_TIMESTAMP, \"updated_at\" timestamp NOT NULL DEFAULT "
	    "CURRENT_TIMESTAMP);CREATE TABLE IF NOT EXISTS \"agent_messages\" "
	    "(\"id\" bigserial PRIMARY KEY, \"session_id\" text NOT NULL, "
	    "\"message_data\" text NOT NULL, \"created_at\" timestamp NOT NULL "
	    "DEFAULT CURRENT_TIMESTAMP, FOREIGN KEY (\"session_id\") REFERENCES "
	    "\"agent_sessions\"(\"session_id\") ON DELETE CASCADE);CREATE INDEX "
	    "IF NOT EXISTS \"idx_agent_messages_session_time\" ON "
	    "\"agent_messages\" (\"session_id\", \"created_at\");");
	ddl_is(&quoted, &schema_claude_store, NULL, "t",
	    "CREATE TABLE IF NOT EXISTS \"t\" (\"project_key\" text NOT NULL, "
	    "\"session_id\" text NOT NULL, \"subpath\" text NOT NULL DEFAULT '', "
	    "\"seq\" bigserial, \"entry\" jsonb NOT NULL, \"mtime\" bigint NOT "
	    "NULL, PRIMARY KEY (project_key, session_id, subpath, seq));");

	stmt_is(&bare, &schema_transcript, STMT_ADD_SESSION,
	    "INSERT INTO sessions (id, created_at) VALUES (?1, ?2)");
	stmt_is(&bare, &schema_openai_agents, STMT_ADD_SESSION,
	    "INSERT OR IGNORE INTO agent_sessions (session_id, created_at) "
	    "VALUES (?1, ?2)");
	stmt_is(&quoted, &schema_sqlalchemy, STMT_ADD_SESSION,
	    "INSERT INTO \"agent_sessions\" (\"session_id\", \"created_at\") "
	    "VALUES ($1, $2) ON CONFLICT DO NOTHING");
	stmt_is(&bare, &schema_transcript, STMT_SET_CREATED,
	    "UPDATE sessions SET created_at = ?2 WHERE id = ?1");
	stmt_is(&bare, &schema_transcript, STMT_TOUCH, NULL);
	stmt_is(&quoted, &schema_sqlalchemy, STMT_TOUCH,
	    "UPDATE \"agent_sessions\" SET \"updated_at\" = $2 WHERE "
	    "\"session_id\" = $1");
	stmt_is(&bare, &schema_transcript, STMT_DEL_SESSION,
	    "DELETE FROM sessions WHERE id = ?1");
	stmt_is(&bare, &schema_openai_agents, STMT_COPY_SESSION,
	    "INSERT INTO agent_sessions (session_id, created_at, updated_at) "
	    "SELECT ?2, created_at, updated_at FROM agent_sessions WHERE "
	    "session_id = ?1");
	stmt_is(&bare, &schema_langchain, STMT_DEL_SESSION, NULL);
	stmt_is(&bare, &schema_transcript, STMT_LAST_ITEM, NULL);
	stmt_is(&bare, &schema_langchain, STMT_LAST_ITEM,
	    "SELECT message FROM message_store ORDER BY id DESC LIMIT 1");
	stmt_is(&quoted, &schema_sqlalchemy, STMT_LAST_ITEM,
	    "SELECT \"message_data\"::text FROM \"agent_messages\" ORDER BY "
	    "\"id\" DESC LIMIT 1");
	/* the statements on items, and the row's created_at */
	stmt_is(&bare, &schema_transcript, STMT_ROW,
	    "SELECT created_at FROM sessions WHERE id = ?1");
	stmt_is(&bare, &schema_langchain, STMT_ROW, NULL);
	stmt_is(&bare, &schema_transcript, STMT_MAX_SEQ,
	    "SELECT max(seq) FROM items WHERE session_id = ?1");
	stmt_is(&bare, &schema_openai_agents, STMT_MAX_SEQ, NULL);
	stmt_is(&bare, &schema_langchain, STMT_DEL_ITEMS,
	    "DELETE FROM message_store WHERE session_id = ?1");
	stmt_is(&quoted, &schema_sqlalchemy, STMT_MOVE_ITEMS,
	    "UPDATE \"agent_messages\" SET \"session_id\" = $2 WHERE "
	    "\"session_id\" = $1");
	stmt_is(&bare, &schema_transcript, STMT_LIST, NULL);	/* the engine's */
	/* a column whose owner writes a value of its own in a new row */
	stmt_is(&bare, &schema_agntz, STMT_ADD_SESSION,
	    "INSERT INTO sessions (id, created_at, user_id) VALUES (?1, ?2, "
	    "'embedded')");
}

/* The session column of kind sc as d's statements read it. */
static void
session_ident_is(const struct sql_dialect *d, const struct sql_schema *sc,
    const char *sid, const char *ms)
{
	struct schema_names n;
	struct schema_ids id;

	schema_names_init(sc, &n);
	schema_ids_make(d, sc, &n, &id);
	is_str(id.sid, sid, "ids: %s's sessions key", sc->title);
	is_str(id.ms, ms, "ids: %s's items' session", sc->title);
	schema_ids_release(&id);
	schema_names_release(&n);
}

static void
test_uuid(void)
{
	struct schema_names n;
	struct schema_ids id;

	session_ident_is(&quoted, &schema_agentkit_pg, "\"thread_id\"::text",
	    "\"thread_id\"::text");
	session_ident_is(&quoted, &schema_sagents_pg, "\"id\"::text",
	    "\"conversation_id\"::text");
	session_ident_is(&quoted, &schema_agntz_pg, "\"id\"", "\"session_id\"");
	schema_names_init(&schema_llm_messages, &n);
	schema_ids_make(&quoted, &schema_llm_messages, &n, &id);
	ok(id.s == NULL, "ids: a chain kind has no sessions table");
	is_str(id.ms, "\"transcript_session\"", "  its session is derived");
	schema_ids_release(&id);
	schema_names_release(&n);
	for (const struct sql_kind *k = schema_kinds; k->name != NULL; k++) {
		const struct schema_table *t = &k->schema->items;
		int uuid = schema_col_type(t, COLUMN_SESSION) == TYPE_UUID ||
		    (k->schema->sessions.name != NULL &&
		    schema_col_type(&k->schema->sessions, COLUMN_SESSION) ==
		    TYPE_UUID);

		schema_names_init(k->schema, &n);
		schema_ids_make(&quoted, k->schema, &n, &id);
		ok(strstr(id.msw, "::") == NULL && (id.sidw == NULL ||
		    strstr(id.sidw, "::") == NULL) && (!uuid ||
		    strstr(id.ms, "::text") != NULL),
		    "kind %s: its session key read as text where a uuid, "
		    "written as the column", k->name);
		schema_ids_release(&id);
		schema_names_release(&n);
		ok(k->schema->chain.tips == NULL || k->schema->read_only != NULL,
		    "kind %s: a chain only where read-only", k->name);
	}
}

int
main(void)
{
	test_layout();
	test_time();
	test_names();
	test_detect();
	test_uuid();
	test_mapped();
	test_sql();
	return tap_done();
}
