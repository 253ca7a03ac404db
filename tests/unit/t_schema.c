/* t_schema.c - the SQL schemas' engine-neutral parts (schema.h) and
 * json_spaced(), their item layout. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "schema.h"
#include "tap.h"

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

	is_int(schema_time_parse(text, strlen(text), &ms), 0, "time_parse: %s", text);
	is_int(ms, want, "  is %lld", (long long)want);
}

static void
time_format(int64_t ms, const char *want)
{
	struct buf b = BUF_INIT;

	schema_time_format(&b, ms);
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
	ok(schema_time_parse("2024-06-01", 10, &ms) == -1, "time_parse: a date alone");
	ok(schema_time_parse("2024-13-01 00:00:00", 19, &ms) == -1,
	    "time_parse: month 13");
	ok(schema_time_parse("2024-06-01 00:00:00.", 20, &ms) == -1,
	    "time_parse: a dot without digits");
	ok(schema_time_parse("2024-06-01 00:00:00+02:00", 25, &ms) == -1,
	    "time_parse: an offset");
	ok(schema_time_parse("1717200000", 10, &ms) == -1, "time_parse: a number");
	time_format(INT64_C(1755439332000), "2025-08-17 14:02:12");
	time_format(INT64_C(1717200000123), "2024-06-01 00:00:00.123");
	time_format(INT64_C(1717200000007), "2024-06-01 00:00:00.007");
}

static void
test_names(void)
{
	struct schema_names n;
	char *file;

	is_int(schema_names_parse(&schema_openai_agents, "a.db", "s", &file, &n),
	    0, "names: defaults");
	is_str(file, "a.db", "  file");
	is_str(n.sessions, "agent_sessions", "  sessions table");
	is_str(n.items, "agent_messages", "  messages table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_openai_agents,
	    "d/a?b.db?messages_table=m&sessions_table=my s", "s", &file, &n), 0,
	    "names: both options, split at the last '?'");
	is_str(file, "d/a?b.db", "  file");
	is_str(n.sessions, "my s", "  sessions table");
	is_str(n.items, "m", "  messages table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_langchain, "x?", "s", &file, &n), 0,
	    "names: an empty query");
	is_str(file, "x", "  file");
	ok(n.sessions == NULL, "  langchain has no sessions table");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_transcript, "a?b=c", "s", &file, &n), 0,
	    "names: the sqlite kind takes no options: '?' is the path's");
	is_str(file, "a?b=c", "  file");
	free(file);
	schema_names_release(&n);

	is_int(schema_names_parse(&schema_langchain, "x?sessions_table=t", "s",
	    &file, &n), 2, "names: an option of another kind is ST_USAGE");
	ok(file == NULL && n.items == NULL, "  nothing left allocated");
	is_int(schema_names_parse(&schema_langchain, "x?table", "s", &file, &n), 2,
	    "names: an option without '=' is ST_USAGE");
	is_int(schema_names_parse(&schema_langchain, "x?table=", "s", &file, &n), 2,
	    "names: an empty table name is ST_USAGE");
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
	is_str(schema_col(&schema_langchain.items, ROLE_ITEM), "message",
	    "col: langchain's item column");
	ok(schema_col(&schema_transcript.sessions, ROLE_UPDATED) == NULL,
	    "col: no updated_at in ours");
}

int
main(void)
{
	test_layout();
	test_time();
	test_names();
	test_detect();
	return tap_done();
}
