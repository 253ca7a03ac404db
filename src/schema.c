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
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "isotime.h"
#include "item.h"
#include "json.h"
#include "schema.h"
#include "xalloc.h"
#include "xxhash.h"

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
 * agntz's SqliteStore (aparry3/agntz packages/stores/src/sqlite.ts, its
 * MIGRATIONS through version 18; STORES.md 6): a message row's columns are
 * its item, in id order.  append() upserts the session row (created_at and
 * updated_at toISOString(), user_id the store's user: sqliteStore()'s is
 * "embedded"), then inserts the rows, in one transaction.  Its migration 3
 * empties both tables: transcript never makes such a database (no_create).
 */
#define AGNTZ_VERSION_MAX	18

static const char *const agntz_marks[] = { "schema_version", NULL };

const struct sql_schema schema_agntz = {
	.title = "an agntz session database",
	.sessions = { "sessions", NULL, {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "agent_id", COLUMN_OTHER, TYPE_TEXT, 0 },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "user_id", COLUMN_OTHER, TYPE_TEXT, COL_NOT_NULL, NULL,
		    "embedded" },
	}, NULL, 0, 0, NULL },
	.items = { "messages", NULL, {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_KEY | COL_AUTO },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "role", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "role", NULL },
		{ "content", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "content",
		    NULL },
		{ "tool_calls", COLUMN_MEMBER, TYPE_JSON, 0, "tool_calls", NULL },
		{ "tool_call_id", COLUMN_MEMBER, TYPE_TEXT, 0, "tool_call_id",
		    NULL },
		{ "timestamp", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "timestamp", NULL },
		{ "content_blocks", COLUMN_MEMBER, TYPE_JSON, 0, "content_blocks",
		    NULL },
	}, NULL, 1, 1, NULL },
	.exists = SESSIONS_TABLE,
	.order = ORDER_ROWID,
	.time = TIME_ISO,
	.layout = LAYOUT_COMPACT,
	.touch = 1,
	.foreign_keys = 1,
	.marks = agntz_marks,
	.version = { "schema_version", "version", AGNTZ_VERSION_MAX },
	.no_create = "agntz's migrations make its tables, and the third "
	    "empties them",
};

/*
 * agntz's PostgresStore (packages/stores/src/postgres.ts): the same two
 * tables, named with its tablePrefix ("ar_"), timestamp a timestamptz
 * that getMessages() reads as toISOString(), tool_calls and
 * content_blocks jsonb (content_blocks from its migration 9 on).
 */
static const char *const agntz_pg_marks[] = { "ar_schema_version", NULL };

const struct sql_schema schema_agntz_pg = {
	.title = "an agntz PostgreSQL database",
	.sessions = { "ar_sessions", "sessions_table", {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "agent_id", COLUMN_OTHER, TYPE_TEXT, 0 },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "user_id", COLUMN_OTHER, TYPE_TEXT, COL_NOT_NULL },
	}, NULL, 0, 0, NULL },
	.items = { "ar_messages", "messages_table", {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_KEY | COL_AUTO },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "role", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "role", NULL },
		{ "content", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "content",
		    NULL },
		{ "tool_calls", COLUMN_MEMBER, TYPE_JSONB, 0, "tool_calls", NULL },
		{ "tool_call_id", COLUMN_MEMBER, TYPE_TEXT, 0, "tool_call_id",
		    NULL },
		{ "timestamp", COLUMN_MEMBER, TYPE_TIMESTAMP, COL_NOT_NULL,
		    "timestamp", NULL },
		{ "content_blocks", COLUMN_MEMBER, TYPE_JSONB, COL_OPTIONAL,
		    "content_blocks", NULL },
	}, NULL, 1, 1, NULL },
	.exists = SESSIONS_TABLE,
	.order = ORDER_ROWID,
	.time = TIME_ISO,
	.layout = LAYOUT_COMPACT,
	.marks = agntz_pg_marks,
	.version = { "ar_schema_version", "version", 19 },
	.read_only = "its tool_calls and content_blocks columns are jsonb, "
	    "which reorders keys and rewrites numbers: what transcript wrote "
	    "would not read back as written",
};

/*
 * Inngest AgentKit's Postgres history adapter (inngest/agent-kit
 * examples/agentkit-starter and use-agent, inngest/db.ts; STORES.md 5): a
 * thread's rows in created_at order (the adapter's get(); its id breaks
 * ties), an item the row's columns: an agent row's data is its
 * AgentResult.export(), a user row's content its text.  message_id and
 * client_state are use-agent's (added to older tables by its migration).
 */
/* The place of member name among t's COLUMN_MEMBER columns (-1: none),
 * its column's in *col. */
static int
member_index(const struct schema_table *t, const char *name, int *col)
{
	int k = 0;

	for (int c = 0; c < SCHEMA_COLS && t->col[c].name != NULL; c++) {
		if (t->col[c].role != COLUMN_MEMBER)
			continue;
		if (strcmp(t->col[c].name, name) == 0) {
			*col = c;
			return k;
		}
		k++;
	}
	return -1;
}

/* JavaScript's Date.prototype.toString() of ms where the time zone is
 * UTC: "Fri Mar 06 2026 10:00:02 GMT+0000 (Coordinated Universal Time)". */
static void
js_date_string(struct buf *b, int64_t ms)
{
	static const char days[] = "SunMonTueWedThuFriSat";
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	time_t t = (time_t)(ms >= 0 ? ms / 1000 : (ms - 999) / 1000);
	struct tm tm;

	gmtime_r(&t, &tm);
	buf_addf(b, "%.3s %.3s %02d %04d %02d:%02d:%02d GMT+0000 "
	    "(Coordinated Universal Time)", days + 3 * tm.tm_wday,
	    months + 3 * tm.tm_mon, tm.tm_mday, tm.tm_year + 1900, tm.tm_hour,
	    tm.tm_min, tm.tm_sec);
}

/* The first 20 characters of the base64 of s[0..n) (Buffer's, padded). */
static void
base64_20(struct buf *b, const char *s, size_t n)
{
	static const char a[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const unsigned char *p = (const unsigned char *)s;

	n = n < 15 ? n : 15;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t v = (uint32_t)p[i] << 16 |
		    (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) |
		    (i + 2 < n ? p[i + 2] : 0);

		buf_addc(b, a[v >> 18 & 63]);
		buf_addc(b, a[v >> 12 & 63]);
		buf_addc(b, i + 1 < n ? a[v >> 6 & 63] : '=');
		buf_addc(b, i + 2 < n ? a[v & 63] : '=');
	}
}

/* JavaScript's s.substring(0, units) of the UTF-8 s[0..n): units UTF-16
 * code units; a pair cut in two leaves its first half, which becomes
 * U+FFFD in UTF-8 (as Node encodes it). */
static void
js_substring(struct buf *b, const char *s, size_t n, size_t units)
{
	uint32_t cp;
	int len;

	while (n > 0 && units > 0 && (len = json_utf8_next(s, n, &cp)) > 0) {
		if (cp >= 0x10000 && units == 1) {
			buf_adds(b, "\xef\xbf\xbd");
			return;
		}
		units -= cp >= 0x10000 ? 2 : 1;
		buf_add(b, s, (size_t)len);
		s += len;
		n -= (size_t)len;
	}
}

/* AgentResult's checksum of an agent row's data: xxh64 of
 * JSON.stringify(output.concat(toolCalls)) + createdAt.toString(), the
 * arrays' elements as the item spells them. */
static int
agentkit_result_sum(struct json_span data, struct buf *out, const char **why)
{
	struct json_span arr[2], at, key, el;
	struct json_iter it;
	struct buf in = BUF_INIT, t = BUF_INIT;
	int64_t ms;
	int first = 1;

	if (!json_get(data, "output", &arr[0]) ||
	    !json_get(data, "toolCalls", &arr[1]) ||
	    !json_get(data, "createdAt", &at) || at.p[0] != '"') {
		*why = "an agent row's data has no checksum, nor the output, "
		    "toolCalls and createdAt to make it of";
		return ST_DATA;
	}
	json_str_decode(at, &t);
	if (isotime_parse(t.p, t.len, ISOTIME_OFFSET, &ms) != 0) {
		buf_release(&t);
		*why = "an agent row's data.createdAt is no time";
		return ST_DATA;
	}
	buf_addc(&in, '[');
	for (int k = 0; k < 2; k++) {
		if (json_iter_init(&it, arr[k].p, arr[k].n) != 0 ||
		    arr[k].p[0] != '[') {
			buf_release(&in);
			buf_release(&t);
			*why = "an agent row's data.output or data.toolCalls is "
			    "no array";
			return ST_DATA;
		}
		while (json_iter_next(&it, &key, &el)) {
			if (!first)
				buf_addc(&in, ',');
			first = 0;
			buf_add(&in, el.p, el.n);
		}
	}
	buf_addc(&in, ']');
	js_date_string(&in, ms);
	buf_addf(out, "%" PRIu64, xxh64(in.p, in.len, 0));
	buf_release(&in);
	buf_release(&t);
	return ST_OK;
}

/*
 * AgentKit's rows, as its history adapters write them: created_at the
 * write's time, message_id (use-agent's layout) a uuid, an agent row's
 * checksum its AgentResult's (data.checksum, or made as AgentKit makes
 * it where the time zone is UTC), a user row's the adapter's:
 * user_<the first 20 characters of its content's base64>_<created_at in
 * ms> (use-agent's), user_<ms>_<its first 50 characters> (the starter's,
 * without message_id).  The uuid is made of the session and the checksum
 * (RFC 9562 version 8): the same row, the same id.
 */
static int
agentkit_complete(const struct sql_schema *sc, struct schema_fill *f,
    struct schema_value *v, const char **why)
{
	const struct schema_table *t = &sc->items;
	int c, type = member_index(t, "message_type", &c);
	int when = member_index(t, "created_at", &c);
	int sum = member_index(t, "checksum", &c);
	int content = member_index(t, "content", &c);
	int data = member_index(t, "data", &c);
	int mid = member_index(t, "message_id", &c);
	int has_mid = mid >= 0 && !(f->absent & (UINT32_C(1) << c));
	struct json_span d, cs;
	struct buf tmp = BUF_INIT;
	uint64_t h[2];
	int64_t ms;
	int status = ST_OK;

	if (type < 0 || when < 0 || sum < 0 || content < 0 || data < 0) {
		*why = "the kind's table lacks AgentKit's columns";
		return ST_DATA;		/* never: schema_agentkit_pg's */
	}
	if (v[type].p == NULL) {
		*why = "no message_type";
		return ST_DATA;
	}
	if (v[when].p == NULL) {
		buf_reset(&f->fill[0]);
		isotime_add(&f->fill[0], f->now_ms, ISOTIME_FULL);
		v[when].p = f->fill[0].p;
		v[when].n = f->fill[0].len;
	}
	if (isotime_parse(v[when].p, v[when].n, ISOTIME_OFFSET, &ms) != 0) {
		*why = "created_at is no time";
		return ST_DATA;
	}
	if (v[sum].p == NULL) {
		buf_reset(&f->fill[1]);
		if (v[type].n == 4 && memcmp(v[type].p, "user", 4) == 0) {
			const char *s = v[content].p != NULL ? v[content].p : "";
			size_t n = v[content].p != NULL ? v[content].n : 0;

			buf_adds(&f->fill[1], "user_");
			if (has_mid) {
				base64_20(&f->fill[1], s, n);
				buf_addf(&f->fill[1], "_%" PRId64, ms);
			} else {
				buf_addf(&f->fill[1], "%" PRId64 "_", ms);
				js_substring(&f->fill[1], s, n, 50);
			}
		} else if (v[data].p == NULL) {
			*why = "an agent row without data has no checksum";
			return ST_DATA;
		} else {
			d.p = v[data].p;
			d.n = v[data].n;
			if (json_get(d, "checksum", &cs) && cs.p[0] == '"')
				json_str_decode(cs, &f->fill[1]);
			else if ((status = agentkit_result_sum(d, &f->fill[1],
			    why)) != ST_OK)
				return status;
		}
		v[sum].p = f->fill[1].p;
		v[sum].n = f->fill[1].len;
	}
	if (has_mid && v[mid].p == NULL) {
		buf_addf(&tmp, "%s/", f->session);
		buf_add(&tmp, v[sum].p, v[sum].n);
		h[0] = xxh64(tmp.p, tmp.len, 0);
		h[1] = xxh64(tmp.p, tmp.len, 1);
		buf_release(&tmp);
		h[0] = (h[0] & ~UINT64_C(0xf000)) | UINT64_C(0x8000);
		h[1] = (h[1] & ~(UINT64_C(0xc) << 60)) | UINT64_C(0x8) << 60;
		buf_reset(&f->fill[2]);
		buf_addf(&f->fill[2], "%08" PRIx64 "-%04" PRIx64 "-%04" PRIx64
		    "-%04" PRIx64 "-%012" PRIx64, h[0] >> 32, h[0] >> 16 & 0xffff,
		    h[0] & 0xffff, h[1] >> 48, h[1] & UINT64_C(0xffffffffffff));
		v[mid].p = f->fill[2].p;
		v[mid].n = f->fill[2].len;
	}
	return ST_OK;
}

const struct sql_schema schema_agentkit_pg = {
	.title = "an AgentKit history database",
	.sessions = { "agentkit_threads", "threads_table", {
		{ "thread_id", COLUMN_SESSION, TYPE_UUID, COL_KEY },
		{ "user_id", COLUMN_OTHER, TYPE_TEXT, 0 },
		{ "metadata", COLUMN_OTHER, TYPE_JSONB, 0 },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, 0 },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, 0 },
	}, NULL, 0, 0, NULL },
	.items = { "agentkit_messages", "messages_table", {
		{ "id", COLUMN_ORDER, TYPE_INTEGER, COL_KEY | COL_AUTO },
		{ "message_id", COLUMN_MEMBER, TYPE_UUID, COL_OPTIONAL,
		    "message_id", NULL },
		{ "thread_id", COLUMN_SESSION, TYPE_UUID, COL_NOT_NULL },
		{ "message_type", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "message_type", NULL },
		{ "agent_name", COLUMN_MEMBER, TYPE_TEXT, 0, "agent_name", NULL },
		{ "content", COLUMN_MEMBER, TYPE_TEXT, 0, "content", NULL },
		{ "data", COLUMN_MEMBER, TYPE_JSONB, 0, "data", NULL },
		{ "client_state", COLUMN_MEMBER, TYPE_JSONB, COL_OPTIONAL,
		    "client_state", NULL },
		{ "checksum", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "checksum",
		    NULL },
		{ "created_at", COLUMN_MEMBER, TYPE_TIMESTAMP, 0, "created_at",
		    NULL },
		{ "created_at", COLUMN_STAMP, TYPE_TIMESTAMP, 0 },
	}, NULL, 1, 1, NULL },
	.exists = SESSIONS_TABLE,
	.order = ORDER_STAMP,
	.time = TIME_ISO,
	.layout = LAYOUT_COMPACT,
	.touch = 1,			/* as the adapter's append */
	.no_create = "AgentKit's adapter creates its tables, with the "
	    "constraints its idempotent append relies on",
	.complete = agentkit_complete,
	.conflict = "the thread has a row of that checksum or message_id "
	    "already (AgentKit's adapter skips such a result)",
};

/* Both Sagents kinds' sessions: its conversations (uuid ids). */
#define SAGENTS_CONVERSATIONS { "sagents_conversations",		\
	"conversations_table", {					\
		{ "id", COLUMN_SESSION, TYPE_UUID, COL_KEY },		\
		{ "title", COLUMN_OTHER, TYPE_TEXT, 0 },		\
		{ "inserted_at", COLUMN_CREATED, TYPE_TIMESTAMP,	\
		    COL_NOT_NULL },					\
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP,		\
		    COL_NOT_NULL },					\
	}, NULL, 0, 0, NULL }

/*
 * Sagents' persistence (sagents-ai/sagents, the migration that mix
 * sagents.gen.persistence renders; STORES.md 6): a conversation's display
 * messages in (inserted_at, sequence) order, an item the row's columns
 * (content and metadata maps: jsonb), inserted_at an Ecto
 * utc_datetime_usec.
 */
const struct sql_schema schema_sagents_pg = {
	.title = "a Sagents database",
	.sessions = SAGENTS_CONVERSATIONS,
	.items = { "sagents_display_messages", "messages_table", {
		{ "id", COLUMN_MEMBER, TYPE_UUID, COL_NOT_NULL, "id", NULL },
		{ "conversation_id", COLUMN_SESSION, TYPE_UUID, COL_NOT_NULL },
		{ "message_type", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "message_type", NULL },
		{ "content", COLUMN_MEMBER, TYPE_JSONB, COL_NOT_NULL, "content",
		    NULL },
		{ "tool_call_id", COLUMN_MEMBER, TYPE_TEXT, 0, "tool_call_id",
		    NULL },
		{ "content_type", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "content_type", NULL },
		{ "status", COLUMN_MEMBER, TYPE_TEXT, 0, "status", NULL },
		{ "sequence", COLUMN_MEMBER, TYPE_INTEGER, COL_NOT_NULL,
		    "sequence", NULL },
		{ "metadata", COLUMN_MEMBER, TYPE_JSONB, 0, "metadata", NULL },
		{ "inserted_at", COLUMN_MEMBER, TYPE_TIMESTAMP, COL_NOT_NULL,
		    "inserted_at", NULL },
		{ "inserted_at", COLUMN_STAMP, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "sequence", COLUMN_ORDER, TYPE_INTEGER, COL_NOT_NULL },
	}, NULL, 1, 1, NULL },
	.exists = SESSIONS_TABLE,
	.order = ORDER_STAMP,
	.time = TIME_ISO_US,
	.layout = LAYOUT_COMPACT,
	.read_only = "Sagents writes its display messages as its agents run, "
	    "beside a state snapshot that they must agree with",
};

/*
 * Mastra's LibSQLStore (@mastra/libsql; STORES.md 4): a thread's messages
 * in createdAt order, then the order they were inserted (rowid), each
 * row the MastraDBMessage it was saved from.  Read-only: see read_only.
 */
const struct sql_schema schema_mastra = {
	.title = "a Mastra memory database",
	.sessions = { "mastra_threads", NULL, {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "createdAt", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "updatedAt", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOT_NULL },
	}, NULL, 0, 0, NULL },
	.items = { "mastra_messages", NULL, {
		{ "rowid", COLUMN_ORDER, TYPE_INTEGER, COL_ROWID },
		{ "thread_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "createdAt", COLUMN_STAMP, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "id", NULL },
		{ "role", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "role", NULL },
		{ "type", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "type", NULL },
		{ "content", COLUMN_MEMBER, TYPE_JSON, COL_NOT_NULL, "content",
		    NULL },
		{ "createdAt", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "createdAt", NULL },
		{ "resourceId", COLUMN_MEMBER, TYPE_TEXT, 0, "resourceId", NULL },
	}, NULL, 0, 0, NULL },
	.exists = SESSIONS_EITHER,
	.order = ORDER_STAMP,
	.time = TIME_TEXT,
	.layout = LAYOUT_COMPACT,
	.read_only = "a thread row needs a resourceId and a title that no "
	    "transcript item carries, and Mastra orders a thread by createdAt, "
	    "which two messages written in one millisecond share",
};

/*
 * VoltAgent's LibSQLMemoryAdapter (@voltagent/libsql, tablePrefix
 * voltagent_memory; STORES.md 4): a conversation's messages in created_at
 * order, then rowid, each row the UIMessage it was saved from, format
 * version 2.  Read-only: see read_only.
 */
const struct sql_schema schema_voltagent = {
	.title = "a VoltAgent memory database",
	.sessions = { "voltagent_memory_conversations", NULL, {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "created_at", COLUMN_CREATED, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "updated_at", COLUMN_UPDATED, TYPE_TIMESTAMP, COL_NOT_NULL },
	}, NULL, 0, 0, NULL },
	.items = { "voltagent_memory_messages", NULL, {
		{ "rowid", COLUMN_ORDER, TYPE_INTEGER, COL_ROWID },
		{ "conversation_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "created_at", COLUMN_STAMP, TYPE_TIMESTAMP, COL_NOT_NULL },
		{ "message_id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "id",
		    NULL },
		{ "role", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "role", NULL },
		{ "parts", COLUMN_MEMBER, TYPE_JSON, COL_NOT_NULL, "parts", NULL },
		{ "metadata", COLUMN_MEMBER, TYPE_JSON, 0, "metadata", NULL },
		{ "format_version", COLUMN_MEMBER, TYPE_INTEGER, 0,
		    "formatVersion", "2" },
		{ "created_at", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL,
		    "createdAt", NULL },
		{ "user_id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "userId",
		    NULL },
	}, NULL, 0, 0, NULL },
	.exists = SESSIONS_EITHER,
	.order = ORDER_STAMP,
	.time = TIME_TEXT,
	.layout = LAYOUT_COMPACT,
	.read_only = "a conversation row needs a resource, a user and a title "
	    "that no transcript item carries, and VoltAgent gives every "
	    "message of one write the same created_at, its only order",
};

/*
 * OpenCode's opencode.db (anomalyco/opencode, as its 1.18.33 binary makes
 * it; STORES.md 7): a session's messages in (time_created, id) order, as
 * OpenCode reads them, each the row's id and data (its MessageV2.Info
 * less the ids) with its parts' rows, in id order, as parts.  Read-only:
 * see read_only.
 */
const struct sql_schema schema_opencode = {
	.title = "an OpenCode database",
	.sessions = { "session", NULL, {
		{ "id", COLUMN_SESSION, TYPE_TEXT, COL_KEY },
		{ "time_created", COLUMN_CREATED, TYPE_INTEGER, COL_NOT_NULL },
		{ "time_updated", COLUMN_UPDATED, TYPE_INTEGER, COL_NOT_NULL },
		{ "parent_id", COLUMN_PARENT, TYPE_TEXT, 0 },
		{ "directory", COLUMN_PLACE, TYPE_TEXT, COL_NOT_NULL },
	}, NULL, 0, 0, NULL },
	.items = { "message", NULL, {
		{ "id", COLUMN_ORDER, TYPE_TEXT, COL_KEY },
		{ "session_id", COLUMN_SESSION, TYPE_TEXT, COL_NOT_NULL },
		{ "time_created", COLUMN_STAMP, TYPE_INTEGER, COL_NOT_NULL },
		{ "id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "id", NULL },
		{ "data", COLUMN_MEMBER, TYPE_JSON, COL_NOT_NULL, "data", NULL },
	}, NULL, 0, 0, NULL },
	.join = { { "parts", "part", "message_id", "id", "id", {
		{ "id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "id", NULL },
		{ "data", COLUMN_MEMBER, TYPE_JSON, COL_NOT_NULL, "data", NULL },
	} } },
	.exists = SESSIONS_TABLE,
	.order = ORDER_STAMP,
	.time = TIME_MS,
	.layout = LAYOUT_COMPACT,
	.read_only = "OpenCode keeps a session's project, workspace, slug and "
	    "totals beside its messages, which no transcript item carries",
};

/*
 * llm's logs.db (simonw/llm, llm/migrations.py through m022; STORES.md
 * 7), the generation that llm 0.31 and before wrote (its responses, kept
 * and read by later versions): a session is a conversation, the responses
 * that name it, in id (ULID) order, each the response row with its tool
 * calls and the tool results its prompt carried.  Read-only: see
 * read_only.
 */
static const char *const llm_marks[] = { "conversations", "tool_calls",
	"tool_results", NULL };

const struct sql_schema schema_llm = {
	.title = "an llm logs database",
	.sessions = { NULL, NULL, { { NULL, COLUMN_OTHER, TYPE_TEXT, 0 } },
	    NULL, 0, 0, NULL },
	.items = { "responses", NULL, {
		{ "id", COLUMN_ORDER, TYPE_TEXT, COL_KEY },
		{ "conversation_id", COLUMN_SESSION, TYPE_TEXT, 0 },
		{ "datetime_utc", COLUMN_STAMP, TYPE_TIMESTAMP, 0 },
		{ "id", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "id", NULL },
		{ "model", COLUMN_MEMBER, TYPE_TEXT, 0, "model", NULL },
		{ "prompt", COLUMN_MEMBER, TYPE_TEXT, 0, "prompt", NULL },
		{ "system", COLUMN_MEMBER, TYPE_TEXT, 0, "system", NULL },
		{ "prompt_json", COLUMN_MEMBER, TYPE_JSON, 0, "prompt_json",
		    NULL },
		{ "options_json", COLUMN_MEMBER, TYPE_JSON, 0, "options_json",
		    NULL },
		{ "response", COLUMN_MEMBER, TYPE_TEXT, 0, "response", NULL },
		{ "response_json", COLUMN_MEMBER, TYPE_JSON, 0, "response_json",
		    NULL },
		{ "duration_ms", COLUMN_MEMBER, TYPE_INTEGER, 0, "duration_ms",
		    NULL },
		{ "datetime_utc", COLUMN_MEMBER, TYPE_TEXT, 0, "datetime_utc",
		    NULL },
		{ "input_tokens", COLUMN_MEMBER, TYPE_INTEGER, 0, "input_tokens",
		    NULL },
		{ "output_tokens", COLUMN_MEMBER, TYPE_INTEGER, 0,
		    "output_tokens", NULL },
		{ "token_details", COLUMN_MEMBER, TYPE_JSON, 0, "token_details",
		    NULL },
		{ "resolved_model", COLUMN_MEMBER, TYPE_TEXT, COL_OPTIONAL, "resolved_model",
		    NULL },
		{ "reasoning", COLUMN_MEMBER, TYPE_TEXT, COL_OPTIONAL,
		    "reasoning", NULL },
	}, NULL, 0, 0, NULL },
	.join = {
		{ "tool_calls", "tool_calls", "response_id", "id", "id", {
			{ "name", COLUMN_MEMBER, TYPE_TEXT, 0, "name", NULL },
			{ "arguments", COLUMN_MEMBER, TYPE_JSON, 0, "arguments",
			    NULL },
			{ "tool_call_id", COLUMN_MEMBER, TYPE_TEXT, 0,
			    "tool_call_id", NULL },
		} },
		{ "tool_results", "tool_results", "response_id", "id", "id", {
			{ "name", COLUMN_MEMBER, TYPE_TEXT, 0, "name", NULL },
			{ "output", COLUMN_MEMBER, TYPE_TEXT, 0, "output", NULL },
			{ "tool_call_id", COLUMN_MEMBER, TYPE_TEXT, 0,
			    "tool_call_id", NULL },
			{ "exception", COLUMN_MEMBER, TYPE_TEXT, COL_OPTIONAL, "exception",
			    NULL },
		} },
	},
	.exists = SESSIONS_ITEMS,
	.order = ORDER_ROWID,
	.time = TIME_TEXT,
	.layout = LAYOUT_COMPACT,
	.marks = llm_marks,
	.read_only = "since 0.32 llm keeps these tables as history and writes "
	    "its newer message store instead",
};

/*
 * Sagents' agent state snapshots (the same database; STORES.md 6;
 * lib/sagents/persistence/state_serializer.ex): a conversation's items
 * are the messages of its sagents_agent_states row's state_data, the
 * LangChain messages the agent holds (what its model is sent), in their
 * order.  state_data is jsonb.  Read-only, as sagents-pg.
 */
const struct sql_schema schema_sagents_state_pg = {
	.title = "a Sagents database (its agent states)",
	.sessions = SAGENTS_CONVERSATIONS,
	.items = { "sagents_agent_states", "states_table", {
		{ "conversation_id", COLUMN_SESSION, TYPE_UUID, COL_NOT_NULL },
		{ "state_data", COLUMN_OTHER, TYPE_JSONB, COL_NOT_NULL },
		{ "transcript_place", COLUMN_ORDER, TYPE_INTEGER, COL_DERIVED },
		{ "transcript_item", COLUMN_ITEM, TYPE_JSONB, COL_DERIVED },
	}, NULL, 1, 1, NULL },
	.elements = { "state_data", "{state,messages}" },
	.exists = SESSIONS_TABLE,
	.order = ORDER_ROWID,
	.time = TIME_ISO_US,
	.layout = LAYOUT_COMPACT,
	.read_only = "Sagents writes its agents' state as they run, beside the "
	    "display messages that must agree with it",
};

/*
 * llm's message store (llm/migrations.py m023 on, llm 0.32; llm/logs.py
 * LogStore): a session is a thread, its items the messages of the chain
 * from the thread's tip back by parent_hash, root first, as load_chain()
 * reads them, each with its parts in position order.  Messages are
 * content-addressed and shared by the threads forked from one another.
 * A logs.db that llm 0.31 or before wrote too keeps those conversations
 * in its legacy tables (schema_llm, also): a thread is the whole of its
 * conversation, so its messages are read over the responses of the
 * conversation of its id.
 */
static const char *const llm_chain_marks[] = { "threads", "parts", NULL };

const struct sql_schema schema_llm_messages = {
	.title = "an llm logs database (its message store)",
	.sessions = { NULL, NULL, { { NULL, COLUMN_OTHER, TYPE_TEXT, 0 } },
	    NULL, 0, 0, NULL },
	.items = { "messages", NULL, {
		{ "transcript_session", COLUMN_SESSION, TYPE_TEXT, COL_DERIVED },
		{ "transcript_place", COLUMN_ORDER, TYPE_INTEGER, COL_DERIVED },
		{ "transcript_time", COLUMN_STAMP, TYPE_TIMESTAMP, COL_DERIVED },
		{ "hash", COLUMN_MEMBER, TYPE_TEXT, COL_NOT_NULL, "hash", NULL },
		{ "role", COLUMN_MEMBER, TYPE_TEXT, 0, "role", NULL },
		{ "provider_metadata", COLUMN_MEMBER, TYPE_JSON, 0,
		    "provider_metadata", NULL },
	}, NULL, 0, 0, NULL },
	.join = { { "parts", "parts", "message_hash", "hash", "position", {
		{ "type", COLUMN_MEMBER, TYPE_TEXT, 0, "type", NULL },
		{ "tool_name", COLUMN_MEMBER, TYPE_TEXT, 0, "tool_name", NULL },
		{ "text", COLUMN_MEMBER, TYPE_TEXT, 0, "text", NULL },
		{ "payload", COLUMN_MEMBER, TYPE_JSON, 0, "payload", NULL },
	} } },
	.exists = SESSIONS_ITEMS,
	.order = ORDER_ROWID,
	.time = TIME_TEXT,
	.layout = LAYOUT_COMPACT,
	.marks = llm_chain_marks,
	.read_only = "llm writes its message store as it logs, messages "
	    "shared between threads",
	.chain = { "threads", "id", "tip_message_hash", "datetime_utc", "hash",
	    "parent_hash" },
	.also = &schema_llm,
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
	{ "agntz", SQL_SQLITE, &schema_agntz, 0, &format_agntz },
	{ "mastra", SQL_SQLITE, &schema_mastra, 0, &format_mastra },
	{ "voltagent", SQL_SQLITE, &schema_voltagent, 0, &format_voltagent },
	{ "opencode", SQL_SQLITE, &schema_opencode, 0, &format_opencode },
	{ "llm", SQL_SQLITE, &schema_llm_messages, 0, &format_llm },
	{ "transcript", SQL_POSTGRES, &schema_transcript, SQL_KIND_DEFAULT, NULL },
	{ "openai-agents", SQL_POSTGRES, &schema_sqlalchemy, 0,
	    &format_responses },
	{ "claude-session-store", SQL_POSTGRES, &schema_claude_store, 0,
	    &format_claude_code },
	{ "agntz", SQL_POSTGRES, &schema_agntz_pg, 0, &format_agntz },
	{ "agentkit-pg", SQL_POSTGRES, &schema_agentkit_pg, 0, &format_inngest },
	{ "sagents-pg", SQL_POSTGRES, &schema_sagents_pg, 0, &format_sagents },
	{ "sagents-state-pg", SQL_POSTGRES, &schema_sagents_state_pg, 0,
	    &format_sagents_state },
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

/* --- Column-mapped items --------------------------------------------- */

int
schema_mapped(const struct sql_schema *sc)
{
	return schema_col(&sc->items, COLUMN_MEMBER) != NULL;
}

int
schema_read_only(const char *kind, const struct sql_schema *sc)
{
	return fail(ST_USAGE, "%s stores are read-only: %s; convert them to "
	    "another store to change them", kind, sc->read_only);
}

int
schema_no_create(const char *path, const struct sql_schema *sc)
{
	return fail(ST_USAGE, "%s: transcript writes only into %s that its "
	    "owner made: %s", path, sc->title, sc->no_create);
}

void
schema_join_col(const struct schema_join *j, struct schema_col *out)
{
	*out = (struct schema_col){ j->table, COLUMN_MEMBER, TYPE_JSON,
	    COL_NOT_NULL, j->member, NULL };
}

int
schema_item_add(struct buf *out, int first, const struct schema_col *col,
    const struct schema_value *v, const char **why)
{
	struct json_scan scan;
	int64_t num;

	if (v->p == NULL) {
		*why = (col->flags & COL_NOT_NULL) ? "is NULL" : NULL;
		return *why != NULL ? -1 : 0;
	}
	if (col->value != NULL && (strlen(col->value) != v->n ||
	    memcmp(col->value, v->p, v->n) != 0)) {
		*why = "holds a format version this program does not know";
		return -1;
	}
	switch (col->type) {
	case TYPE_JSON:
	case TYPE_JSONB:
		if (json_scan(v->p, v->n, &scan) != JSON_OK || scan.start != 0 ||
		    scan.end != v->n) {
			*why = "is not JSON text";
			return -1;
		}
		break;
	case TYPE_INTEGER:
		if (json_int64((struct json_span){ v->p, v->n }, &num) != 0) {
			*why = "is not an integer";
			return -1;
		}
		break;
	default:
		if (!json_utf8_valid(v->p, v->n)) {
			*why = "is not UTF-8 text";
			return -1;
		}
		break;
	}
	buf_addc(out, first ? '{' : ',');
	json_str_encode(out, col->member, strlen(col->member));
	buf_addc(out, ':');
	if (col->type == TYPE_TEXT || col->type == TYPE_TIMESTAMP ||
	    col->type == TYPE_UUID)
		json_str_encode(out, v->p, v->n);
	else
		buf_add(out, v->p, v->n);
	return 0;
}

int
schema_item_split(const struct schema_table *t, const char *it, size_t n,
    struct buf *scratch, struct schema_value v[SCHEMA_MEMBERS_MAX],
    struct buf *why)
{
	struct json_span obj = { it, n }, val;
	struct buf again = BUF_INIT;
	const struct schema_col *c;
	const char *bad = NULL;
	size_t k = 0, at[SCHEMA_MEMBERS_MAX];
	int status = ST_OK;

	buf_reset(scratch);
	/* Decode every text first: scratch may move as it grows. */
	for (c = t->col; c < t->col + SCHEMA_COLS && c->name != NULL; c++) {
		if (c->role != COLUMN_MEMBER)
			continue;
		v[k].p = NULL;
		v[k].n = 0;
		at[k] = SIZE_MAX;
		if (json_get(obj, c->member, &val)) {
			if (c->type == TYPE_TEXT || c->type == TYPE_TIMESTAMP ||
			    c->type == TYPE_UUID) {
				if (val.p[0] != '"') {
					buf_addf(why, "its member \"%s\" is not a "
					    "string (column %s is text)", c->member,
					    c->name);
					return ST_DATA;
				}
				at[k] = scratch->len;
				if (json_str_decode(val, scratch) > 0) {
					buf_addf(why, "its member \"%s\" holds a "
					    "NUL character", c->member);
					return ST_DATA;
				}
				v[k].n = scratch->len - at[k];
			} else {		/* null too: the column's text */
				v[k].p = val.p;
				v[k].n = val.n;
			}
		}
		k++;
	}
	for (size_t i = 0; i < k; i++)
		if (at[i] != SIZE_MAX)
			v[i].p = scratch->p + at[i];
	/* Make it again: only an item made back byte for byte is kept. */
	k = 0;
	for (c = t->col; c < t->col + SCHEMA_COLS && c->name != NULL; c++) {
		if (c->role != COLUMN_MEMBER)
			continue;
		if (schema_item_add(&again, again.len == 0, c, &v[k], &bad) != 0) {
			buf_addf(why, "its member \"%s\" %s (column %s)",
			    c->member, v[k].p == NULL ? "is missing" : bad,
			    c->name);
			status = ST_DATA;
			break;
		}
		k++;
	}
	if (status == ST_OK) {
		buf_addc(&again, '}');
		if (again.len != n || memcmp(again.p, it, n) != 0) {
			buf_adds(why, "it is not exactly the object of the "
			    "columns' members (");
			for (c = t->col, k = 0; c < t->col + SCHEMA_COLS &&
			    c->name != NULL; c++)
				if (c->role == COLUMN_MEMBER)
					buf_addf(why, "%s%s", k++ ? ", " : "",
					    c->member);
			buf_adds(why, ", in that order, each member once, "
			    "strings escaped only where JSON must)");
			status = ST_DATA;
		}
	}
	buf_release(&again);
	return status;
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
	return schema_matches_own(sc, tables, n) ||
	    (sc->also != NULL && schema_matches_own(sc->also, tables, n));
}

int
schema_matches_own(const struct sql_schema *sc, char *const tables[], size_t n)
{
	if ((sc->sessions.name != NULL &&
	    !schema_has_table(tables, n, sc->sessions.name)) ||
	    !schema_has_table(tables, n, sc->items.name))
		return 0;
	for (size_t i = 0; sc->marks != NULL && sc->marks[i] != NULL; i++)
		if (!schema_has_table(tables, n, sc->marks[i]))
			return 0;
	return 1;
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

	return sc->time == TIME_TEXT ? now - now % 1000 : now;	/* ISO: ms */
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

/* The session column of t as statements read it: a uuid as its text
 * (schema.h TYPE_UUID), so that it compares with a session id. */
static char *
session_ident(const struct sql_dialect *d, const struct schema_table *t)
{
	struct buf b = BUF_INIT;

	schema_ident_add(d, &b, schema_col(t, COLUMN_SESSION));
	if (schema_col_type(t, COLUMN_SESSION) == TYPE_UUID && d->as_text != NULL)
		buf_adds(&b, d->as_text);
	return buf_detach(&b);
}

void
schema_ids_make(const struct sql_dialect *d, const struct sql_schema *sc,
    const struct schema_names *n, struct schema_ids *id)
{
	const struct schema_table *t = n->sessions != NULL ? &sc->sessions : NULL;

	id->s = schema_ident(d, n->sessions);
	id->sid = t != NULL ? session_ident(d, t) : NULL;
	id->scr = t != NULL ? schema_ident(d, schema_col(t, COLUMN_CREATED)) : NULL;
	id->sup = t != NULL ? schema_ident(d, schema_col(t, COLUMN_UPDATED)) : NULL;
	id->m = schema_ident(d, n->items);
	id->ms = session_ident(d, &sc->items);
	id->mo = schema_ident(d, schema_col(&sc->items, COLUMN_ORDER));
	id->md = schema_ident(d, schema_col(&sc->items, COLUMN_ITEM));
	id->mst = schema_ident(d, schema_col(&sc->items, COLUMN_STAMP));
	id->mpk = schema_ident(d, schema_col(&sc->items, COLUMN_PROJECT));
	id->msub = schema_ident(d, schema_col(&sc->items, COLUMN_SUBPATH));
	id->sidw = t != NULL ? schema_ident(d, schema_col(t, COLUMN_SESSION)) :
	    NULL;
	id->msw = schema_ident(d, schema_col(&sc->items, COLUMN_SESSION));
}

void
schema_ids_release(struct schema_ids *id)
{
	char **v[] = { &id->s, &id->sid, &id->scr, &id->sup, &id->m, &id->ms,
	    &id->mo, &id->md, &id->mst, &id->mpk, &id->msub, &id->sidw,
	    &id->msw };

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
	case COLUMN_MEMBER:		/* the item (COLUMN_ITEM) is made of them */
	case COLUMN_PARENT:		/* read by the engine's group() */
	case COLUMN_PLACE:
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

	struct buf cols = BUF_INIT, vals = BUF_INIT;

	/* The columns whose owner writes a value of its own in a new row. */
	buf_adds(&cols, "");
	buf_adds(&vals, "");
	for (const struct schema_col *c = q->sc->sessions.col; c <
	    q->sc->sessions.col + SCHEMA_COLS && c->name != NULL; c++)
		if (c->role == COLUMN_OTHER && c->value != NULL) {
			buf_adds(&cols, ", ");
			schema_ident_add(q->d, &cols, c->name);
			buf_adds(&vals, ", '");
			for (const char *v = c->value; *v != '\0'; v++)
				buf_add(&vals, *v == '\'' ? "''" : v,
				    *v == '\'' ? 2 : 1);
			buf_addc(&vals, '\'');
		}
	buf_addf(b, "INSERT%s INTO %s (%s, %s%s) VALUES (%s1, %s2%s)%s",
	    either ? q->d->ignore_verb : "", q->id->s, q->id->sidw, q->id->scr,
	    cols.p, p, p, vals.p, either ? q->d->ignore_tail : "");
	buf_release(&cols);
	buf_release(&vals);
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
	buf_addf(b, "INSERT INTO %s (%s%s) SELECT %s2%s%s FROM %s WHERE %s = "
	    "%s1", id->s, id->sidw, rest.len ? rest.p : "", q->d->param,
	    schema_col_type(t, COLUMN_SESSION) == TYPE_UUID && q->d->as_text ?
	    "::text::uuid" : "", rest.len ? rest.p : "", id->s, id->sid,
	    q->d->param);
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
		buf_addf(b, " SET %s = %s2 WHERE ", id->msw, q->d->param);
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

void
schema_stmts_listing(char *out[STMT_NR], char *listing[STMT_NR])
{
	for (int k = 0; k < STMT_NR; k++) {
		if (k != STMT_LIST && k != STMT_LIST_COUNTS) {
			free(listing[k]);
			continue;
		}
		free(out[k]);
		out[k] = listing[k];
	}
}
