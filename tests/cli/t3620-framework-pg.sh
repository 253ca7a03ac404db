#!/bin/sh
# shellcheck disable=SC2016
test_description='frameworks'"'"' own PostgreSQL stores: agntz:postgres:, agentkit-pg:, sagents-pg:'
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

pg_start_all

N=$FIXTURES/native
AG=agntz:postgres:dbname=ag
AK=agentkit-pg:dbname=ak
SG=sagents-pg:dbname=sg
T1=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a01
T2=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a02
T7=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a07
C1=0b9a4d1e-6f5c-4c1a-9b2e-3d4c5b6a7e01
C2=0b9a4d1e-6f5c-4c1a-9b2e-3d4c5b6a7e02

# fixture DB FILE: a new database DB made by psql from FILE.
fixture() {
	pgq -c "CREATE DATABASE \"$1\"" && pgq -d "$1" -f "$2" >/dev/null 2>&1
}

# rows DB: every row of every table of DB, as psql prints them: what a
# refused write must leave as it was.
rows() {
	for t in $(pgq -d "$1" -c "SELECT tablename FROM pg_tables WHERE
	    schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1"); do
		echo "== $t" && pgq -d "$1" -c "SELECT * FROM \"$t\" ORDER BY 1::text"
	done
}

test_expect_success 'setup: the fixtures as databases' '
	fixture ag "$N/agntz-pg.sql" &&
	fixture ak "$N/agentkit-pg.sql" &&
	fixture sg "$N/sagents-pg.sql"
'

test_expect_success 'agntz:postgres: list shows the sessions rows'"'"' times; kind=agntz and detection agree' '
	transcript list $AG >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    sess-tools 2 2026-05-06T10:05:00.000Z 2026-05-06T10:05:00.000Z \
	    weather-paris 2 2026-05-06T10:00:00.412Z 2026-05-06T10:00:03.120Z \
	    weather-rome 2 2026-05-06T10:10:00.000Z 2026-05-06T10:10:02.000Z >want &&
	test_cmp want out &&
	transcript list "postgres:dbname=ag kind=agntz" | cmp - out &&
	transcript list postgres:dbname=ag | cmp - out &&
	transcript list postgresql:///ag | cmp - out &&
	transcript list agntz:postgresql:///ag | cmp - out &&
	transcript help | grep -q "^A kind that SQLite and PostgreSQL both have is KIND:postgres:CONNINFO there.$"
'

test_expect_success 'agntz:postgres: an item is the row'"'"'s columns as getMessages() reads them (timestamptz as toISOString())' '
	transcript load $AG weather-paris >out &&
	cat >want <<-\EOF &&
	{"role":"user","content":"What is the weather in Paris? [image]","timestamp":"2026-05-06T10:00:03.118Z","content_blocks":[{"text":"What is the weather in Paris?","type":"text"},{"url":"https://example.com/paris.jpg","type":"image","mediaType":"image/jpeg"}]}
	{"role":"assistant","content":"It is 18°C and cloudy in Paris. 東京 is next? 🚀","tool_calls":[{"id":"call_paris_1","name":"get_weather","input":{"city":"Paris","unit":"celsius"},"output":{"sky":"cloudy","note":"quotes \" and \\ kept","tempC":18},"duration":412}],"timestamp":"2026-05-06T10:00:03.118Z"}
	EOF
	test_cmp want out &&
	transcript load $AG sess-tools >out &&
	sed -n 2p out >got &&
	echo "{\"role\":\"tool\",\"content\":\"{\\\"result\\\": \\\"found\\\"}\",\"tool_call_id\":\"tc-1\",\"timestamp\":\"2026-05-06T10:05:00.000Z\"}" >want &&
	test_cmp want got
'

test_expect_success 'agntz:postgres: text is escaped as JSON must be (controls, quotes), byte for byte' '
	pgq -d ag -c "INSERT INTO ar_sessions (id, user_id) VALUES ('"'"'esc'"'"', '"'"'u'"'"');
	    INSERT INTO ar_messages (session_id, role, content, timestamp) VALUES
	    ('"'"'esc'"'"', '"'"'user'"'"', E'"'"'a\\\\b \"q\" \\t\\n\\x01\\x1f / \\u2028 é'"'"', '"'"'2026-05-06T10:00:00.5Z'"'"')" &&
	transcript load $AG esc >out &&
	printf "%s\n" "{\"role\":\"user\",\"content\":\"a\\\\b \\\"q\\\" \\t\\n\\u0001\\u001f / $(printf "\342\200\250") é\",\"timestamp\":\"2026-05-06T10:00:00.500Z\"}" >want &&
	test_cmp want out &&
	pgq -d ag -c "DELETE FROM ar_messages WHERE session_id = '"'"'esc'"'"'; DELETE FROM ar_sessions WHERE id = '"'"'esc'"'"'"
'

test_expect_success 'agntz:postgres: check, dump, stats, grep read it as agntz'"'"'s format' '
	transcript check $AG weather-paris >out 2>&1 &&
	grep -q "^check: 1 session, 2 items, 0 errors, 0 warnings" out &&
	transcript check $AG weather-rome >out &&
	grep -q "weather-rome@1: warning: call call_rome_1 has no result yet" out &&
	transcript dump $AG weather-paris >out &&
	grep -q "18°C and cloudy" out &&
	transcript grep Rome $AG >out &&
	grep -q "weather-rome" out &&
	transcript stats $AG >out && grep -q "total: 3 sessions" out
'

test_expect_success 'agntz:postgres: convert to our SQLite store and back to agntz: the same items' '
	transcript convert $AG mine.db &&
	transcript dump --format=jsonl $AG >a &&
	transcript dump --format=jsonl mine.db >b &&
	test_cmp a b &&
	transcript convert mine.db agntz:back.db 2>err; test $? -eq 2 &&
	grep -q "agntz" err
'

test_expect_success 'agntz:postgres: read-only: every write is refused (2) naming the kind; nothing changes' '
	rows ag >before &&
	echo "{\"role\":\"user\",\"content\":\"x\",\"timestamp\":\"2026-05-06T10:00:00.000Z\"}" >x &&
	test_expect_code 2 transcript append $AG s x 2>err &&
	grep -q "^transcript: agntz:postgres stores are read-only: its tool_calls" err &&
	test_expect_code 2 transcript append postgres:dbname=ag s x &&
	test_expect_code 2 transcript delete $AG weather-rome &&
	test_expect_code 2 transcript rename $AG weather-rome rome &&
	test_expect_code 2 transcript compact-replace $AG weather-paris x &&
	test_expect_code 2 transcript convert mine.db $AG &&
	rows ag >after && test_cmp before after
'

test_expect_success 'a kind that contradicts its prefix, and an unknown one, are usage errors' '
	test_expect_code 2 transcript list "agentkit-pg:dbname=ag kind=agntz" 2>err &&
	grep -q "kind=agntz, but the store is named agentkit-pg:" err &&
	test_expect_code 2 transcript list "postgres:dbname=ag kind=nope" 2>err &&
	grep -q "kind=sagents-pg" err
'

test_expect_success 'agntz:postgres: a newer schema version, a missing column: 4, nothing read' '
	fixture ag2 "$N/agntz-pg.sql" &&
	pgq -d ag2 -c "UPDATE ar_schema_version SET version = 20" &&
	test_expect_code 4 transcript load agntz:postgres:dbname=ag2 weather-paris >out 2>err &&
	grep -q "table ar_schema_version: schema version 20 is not one this program knows (19 at most)" err &&
	! test -s out &&
	pgq -d ag2 -c "UPDATE ar_schema_version SET version = 19; ALTER TABLE ar_messages DROP COLUMN role" &&
	test_expect_code 4 transcript list agntz:postgres:dbname=ag2 2>err &&
	grep -q "not an agntz PostgreSQL database: table .ar_messages. has no column .role." err
'

test_expect_success 'agntz:postgres: an older database without content_blocks (before migration 9) is read' '
	fixture ag3 "$N/agntz-pg.sql" &&
	pgq -d ag3 -c "ALTER TABLE ar_messages DROP COLUMN content_blocks" &&
	transcript load agntz:postgres:dbname=ag3 weather-paris | head -n 1 >out &&
	echo "{\"role\":\"user\",\"content\":\"What is the weather in Paris? [image]\",\"timestamp\":\"2026-05-06T10:00:03.118Z\"}" >want &&
	test_cmp want out
'

test_expect_success 'hostile rows: a text column holding bad JSON, a huge row: 4 naming the row, or read whole' '
	fixture ag4 "$N/agntz-pg.sql" &&
	pgq -d ag4 -c "ALTER TABLE ar_messages ALTER COLUMN tool_calls TYPE text;
	    UPDATE ar_messages SET tool_calls = '"'"'{nope'"'"' WHERE id = 2" &&
	test_expect_code 4 transcript load agntz:postgres:dbname=ag4 weather-paris >out 2>err &&
	grep -q "dbname=ag4#weather-paris@1: " err &&
	pgq -d ag4 -c "UPDATE ar_messages SET tool_calls = NULL, content = repeat('"'"'x'"'"', 3000000) WHERE id = 2" &&
	transcript load agntz:postgres:dbname=ag4 weather-paris >out &&
	test $(wc -c <out) -gt 3000000
'

test_expect_success 'a table locked by the framework'"'"'s writer: 6 after --busy-timeout' '
	rm -f hold && mkfifo hold &&
	{ pgq -d ag <hold >/dev/null & } &&
	exec 8>hold &&
	echo "BEGIN; LOCK TABLE ar_messages IN ACCESS EXCLUSIVE MODE;" >&8 &&
	wait_for "test \$(pgq -c \"SELECT count(*) FROM pg_locks WHERE mode = '"'"'AccessExclusiveLock'"'"' AND relation = (SELECT oid FROM pg_class WHERE relname = '"'"'ar_messages'"'"')\" -d ag) -ge 1" &&
	test_expect_code 6 transcript load --busy-timeout=200 $AG weather-paris 2>err;
	rc=$?; echo "COMMIT;" >&8; exec 8>&-; wait; test $rc -eq 0 &&
	grep -q "lock" err
'

test_expect_success 'agentkit-pg: list and load: a row'"'"'s columns, data as the server keeps it (jsonb order)' '
	transcript list $AK >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    $T1 3 2026-03-06T10:00:00.000Z 2026-03-06T10:00:00.000Z \
	    $T2 2 2026-03-06T11:00:00.000Z 2026-03-06T11:00:00.000Z >want &&
	test_cmp want out &&
	transcript list postgres:dbname=ak | cmp - out &&
	transcript load $AK $T1 >out &&
	head -n 1 out >got &&
	echo "{\"message_id\":\"7d2f0c8e-1a4b-4c5d-8e6f-000000000001\",\"message_type\":\"user\",\"content\":\"What is the weather in Paris? Réponds en 🇫🇷\",\"client_state\":{\"page\":\"/chat\",\"draft\":\"\"},\"checksum\":\"user_V2hhdCBpcyB0aGUgd2Vh_1772791200250\",\"created_at\":\"2026-03-06T10:00:00.250Z\"}" >want &&
	test_cmp want got &&
	sed -n 2p out | grep -q "^{\"message_id\":\"7d2f0c8e-1a4b-4c5d-8e6f-000000000002\",\"message_type\":\"agent\",\"agent_name\":\"weather\",\"data\":{\"output\":\[" &&
	sed -n 2p out | grep -q ",\"checksum\":\"4064458195233710039\",\"created_at\":\"2026-03-06T10:00:02.000Z\"}$"
'

test_expect_success 'agentkit-pg: the starter'"'"'s older layout (no message_id, no client_state) in another schema' '
	transcript load "$AK options=-csearch_path=starter" 5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a03 >out &&
	head -n 1 out >got &&
	echo "{\"message_type\":\"user\",\"content\":\"Hello, who are you?\",\"checksum\":\"user_1772874000000_Hello, who are you?\",\"created_at\":\"2026-03-07T09:00:00.000Z\"}" >want &&
	test_cmp want got
'

test_expect_success 'agentkit-pg: rows come in created_at order, the serial id breaking ties' '
	fixture ak2 "$N/agentkit-pg.sql" &&
	pgq -d ak2 -c "UPDATE agentkit_messages SET created_at = '"'"'2026-03-06T09:00:00Z'"'"' WHERE message_id = '"'"'7d2f0c8e-1a4b-4c5d-8e6f-000000000003'"'"'" &&
	transcript load agentkit-pg:dbname=ak2 $T1 | cut -c1-60 >out &&
	grep -n "000000000003" out | grep -q "^1:" &&
	pgq -d ak2 -c "UPDATE agentkit_messages SET created_at = '"'"'2026-03-06T10:00:02Z'"'"' WHERE thread_id = '"'"'$T1'"'"'" &&
	transcript load agentkit-pg:dbname=ak2 $T1 | cut -c1-60 >out &&
	grep -n "000000000001" out | grep -q "^1:" &&
	grep -n "000000000003" out | grep -q "^3:"
'

test_expect_success 'agentkit-pg: check, dump, grep read rows as the inngest format' '
	transcript check $AK $T1 >out 2>&1 &&
	grep -q "^check: 1 session, 3 items, 0 errors, 0 warnings" out &&
	transcript check $AK $T2 >out 2>&1 &&
	grep -q "$T2@1: warning: call toolu_02 has no result yet" out &&
	transcript dump $AK $T1 >out &&
	grep -q "(3 items, created 2026-03-06T10:00:00.000Z, Inngest AgentKit)" out &&
	grep -q "0  user       What is the weather in Paris? Réponds en 🇫🇷" out &&
	grep -q "→ get_weather({\"city\":\"Paris\",\"unit\":\"celsius\"}) \[call_paris_1\]" out &&
	grep -q "← \[call_paris_1\] {\"sky\":\"cloudy\",\"tempC\":18}" out &&
	transcript grep -i rome $AK >out &&
	printf "%s\n" "$T2@0:user:Search the weather in Rome" "$T2@1:assistant:Rome \"weather\" \\ today" >want &&
	test_cmp want out
'

# empty DB: AgentKit's tables as its adapter makes them (use-agent's, or
# with "starter" the starter's in schema starter), without a row.
agentkit_tables() {
	pgq -c "CREATE DATABASE \"$1\"" &&
	if [ "${2:-}" = starter ]; then
		sed -n "/^CREATE SCHEMA starter/,/^INSERT INTO starter/p" \
		    "$N/agentkit-pg.sql" | grep -v "^INSERT"
	else
		sed -n "/^CREATE TABLE agentkit_threads/,/^CREATE INDEX idx_messages_type/p" "$N/agentkit-pg.sql"
	fi | pgq -d "$1" -f - >/dev/null
}

# cols DB: the rows of AgentKit's messages table that AgentKit computes.
cols() {
	pgq -d "$1" -c "SELECT thread_id, message_id, message_type, checksum,
	    created_at FROM agentkit_messages ORDER BY id"
}

test_expect_success 'agentkit-pg: convert to our store and back: every row as AgentKit wrote it' '
	transcript convert $AK ak.db &&
	transcript dump --format=jsonl $AK >a && transcript dump --format=jsonl ak.db >b &&
	test_cmp a b &&
	agentkit_tables akw &&
	transcript convert --allow-jsonb ak.db agentkit-pg:dbname=akw 2>err &&
	transcript dump --format=jsonl agentkit-pg:dbname=akw >c && test_cmp a c &&
	cols ak >want && cols akw >got && test_cmp want got &&
	pgq -d akw -c "SELECT thread_id, user_id, created_at FROM agentkit_threads ORDER BY 1" >got &&
	printf "%s|%s|%s\n" $T1 "" "2026-03-06 10:00:00+00" $T2 "" "2026-03-06 11:00:00+00" >want &&
	test_cmp want got
'

test_expect_success 'agentkit-pg: writes need --allow-jsonb (2, naming the column); no table is made (2)' '
	agentkit_tables akj && rows akj >before &&
	test_expect_code 2 transcript convert ak.db agentkit-pg:dbname=akj 2>err &&
	grep -q "the member column .client_state. of table .agentkit_messages. is jsonb" err &&
	load1=$(transcript load $AK $T1 | head -1) && echo "$load1" >x &&
	test_expect_code 2 transcript append agentkit-pg:dbname=akj $T1 x &&
	rows akj >after && test_cmp before after &&
	pgq -c "CREATE DATABASE akn" &&
	test_expect_code 2 transcript append --allow-jsonb "postgres:dbname=akn kind=agentkit-pg" $T1 x 2>err &&
	grep -q "transcript writes only into an AgentKit history database that its owner made: AgentKit.s adapter creates its tables" err &&
	test -z "$(pgq -d akn -c "SELECT tablename FROM pg_tables WHERE schemaname = '"'"'public'"'"'")"
'

# AgentKit's own rows, made again from items without what AgentKit
# computes: the agent rows' data as AgentResult.export() spelt it (the
# fixture's text) without its checksum, the rows without message_id,
# checksum or created_at.
test_expect_success 'agentkit-pg: a row without them gets AgentKit'"'"'s checksums, a uuid and the time' '
	sed -n "s/^INSERT INTO agentkit_messages .*, '"'"'agent'"'"', '"'"'\([a-z]*\)'"'"', '"'"'\({.*}\)'"'"', '"'"'[0-9]*'"'"', '"'"'\([^'"'"']*\)'"'"').*/\1 \3 \2/p" \
	    "$N/agentkit-pg.sql" | sed "s/'"''"'/'"'"'/g" >agents &&
	test $(wc -l <agents) -eq 3 &&
	while read -r name at data; do
		printf "{\"message_type\":\"agent\",\"agent_name\":\"%s\",\"data\":%s,\"created_at\":\"%s\"}\n" \
		    "$name" "$(printf "%s" "$data" | sed "s/,\"checksum\":\"[0-9]*\"//")" "$at"
	done <agents >results &&
	! grep -q checksum results &&
	head -2 results >r1 && tail -1 results >r2 &&
	printf "{\"message_type\":\"user\",\"content\":\"What is the weather in Paris? R\303\251ponds en \360\237\207\253\360\237\207\267\",\"created_at\":\"2026-03-06T10:00:00.250Z\"}\n" >u1 &&
	printf "{\"message_type\":\"user\",\"content\":\"Search the weather in Rome\",\"created_at\":\"2026-03-06T11:00:00.000Z\"}\n" >u2 &&
	cat u1 r1 >s1 && cat u2 r2 >s2 &&
	agentkit_tables akc &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T1 s1 &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T2 s2 &&
	pgq -d ak -c "SELECT checksum, created_at FROM agentkit_messages ORDER BY id" >want &&
	pgq -d akc -c "SELECT checksum, created_at FROM agentkit_messages ORDER BY id" >got &&
	test_cmp want got &&
	pgq -d akc -c "SELECT count(DISTINCT message_id) FROM agentkit_messages
	    WHERE message_id::text ~ '"'"'^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab]'"'"'" >n &&
	echo 5 >want && test_cmp want n &&
	echo "{\"message_type\":\"user\",\"content\":\"now\"}" >now &&
	before=$(date -u +%s) &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T2 now &&
	pgq -d akc -c "SELECT checksum, extract(epoch FROM created_at)::int8 >= $before
	    FROM agentkit_messages WHERE content = '"'"'now'"'"'" >got &&
	grep -q "^user_bm93_[0-9]*|t$" got &&
	transcript load $AK $T1 | sed -n 3p |
	    sed "s/,\"checksum\":\"[0-9]*\",\"created_at\"/,\"created_at\"/" >d3 &&
	grep -q "\"data\":{.*\"checksum\":\"4152293024058864989\"" d3 &&
	! grep -q "}},\"checksum\"\|\",\"checksum\":\"[0-9]*\",\"created_at\"" d3 &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T7 d3 &&
	pgq -d akc -c "SELECT checksum FROM agentkit_messages WHERE thread_id = '"'"'$T7'"'"'" >got &&
	echo 4152293024058864989 >want && test_cmp want got
'

test_expect_success 'agentkit-pg: a row stamped now is not before the thread'"'"'s newest (microseconds)' '
	pgq -d akc -c "UPDATE agentkit_messages SET created_at = '"'"'2030-01-01 00:00:00.000500+00'"'"' WHERE thread_id = '"'"'$T7'"'"'" &&
	echo "{\"message_type\":\"user\",\"content\":\"later\"}" >later &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T7 later &&
	transcript load agentkit-pg:dbname=akc $T7 >out &&
	tail -1 out | grep -q "\"content\":\"later\",.*\"created_at\":\"2030-01-01T00:00:00.001Z\""
'

test_expect_success 'agentkit-pg: a result the thread has (its checksum) is a conflict (6), nothing written' '
	rows akc >before &&
	test_expect_code 6 transcript append --allow-jsonb agentkit-pg:dbname=akc $T1 r1 2>err &&
	grep -q "AgentKit.s adapter skips such a result" err &&
	rows akc >after && test_cmp before after
'

test_expect_success 'agentkit-pg: the starter'"'"'s layout: its user checksum, no message_id' '
	agentkit_tables aks starter &&
	S="agentkit-pg:dbname=aks options=-csearch_path=starter" &&
	T3=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a03 &&
	printf "{\"message_type\":\"user\",\"content\":\"%s\",\"created_at\":\"2026-03-07T09:00:00.000Z\"}\n" \
	    "Hello, who are you?" "$(printf "%060d" 7)$(printf "\360\237\207\253")" >u &&
	transcript append --allow-jsonb "$S" $T3 u &&
	pgq -d aks -c "SELECT checksum FROM starter.agentkit_messages ORDER BY id" >got &&
	printf "%s\n" "user_1772874000000_Hello, who are you?" "user_1772874000000_$(printf "%050d" 0)" >want &&
	test_cmp want got &&
	test_expect_code 6 transcript append --allow-jsonb "$AK options=-csearch_path=starter" $T3 u
'

test_expect_success 'agentkit-pg: rows made in one write are a millisecond apart (user checksums differ)' '
	printf "%s\n" "{\"message_type\":\"user\",\"content\":\"Please continue with A\"}" \
	    "{\"message_type\":\"user\",\"content\":\"Please continue with B\"}" >ab &&
	T6=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a06 &&
	transcript append --allow-jsonb agentkit-pg:dbname=akc $T6 ab &&
	pgq -d akc -c "SELECT count(DISTINCT checksum), max(created_at) - min(created_at)
	    FROM agentkit_messages WHERE thread_id = '"'"'$T6'"'"'" >got &&
	echo "2|00:00:00.001" >want && test_cmp want got
'

test_expect_success 'agentkit-pg: a member the older layout has no column for is bad data (4), nothing written' '
	pgq -d aks -c "SELECT count(*) FROM starter.agentkit_messages" >before &&
	S="agentkit-pg:dbname=aks options=-csearch_path=starter" &&
	T3=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a03 &&
	echo "{\"message_id\":\"7d2f0c8e-1a4b-4c5d-8e6f-000000000009\",\"message_type\":\"user\",\"content\":\"x\"}" >mid &&
	test_expect_code 4 transcript append --allow-jsonb "$S" $T3 mid 2>err &&
	grep -q "its member \"message_id\" has no column in this table" err &&
	pgq -d aks -c "SELECT count(*) FROM starter.agentkit_messages" >after &&
	test_cmp before after
'

test_expect_success 'agentkit-pg: a thread its adapter is writing (a transaction open): 6 after --busy-timeout' '
	rm -f hold && mkfifo hold &&
	{ pgq -d akc <hold >/dev/null & } &&
	exec 8>hold &&
	echo "BEGIN; UPDATE agentkit_threads SET updated_at = now() WHERE thread_id = '"'"'$T2'"'"';" >&8 &&
	wait_for "test \$(pgq -d akc -c \"SELECT count(*) FROM pg_stat_activity WHERE state = '"'"'idle in transaction'"'"'\") -ge 1" &&
	cols akc >before &&
	test_expect_code 6 transcript append --allow-jsonb --busy-timeout=200 agentkit-pg:dbname=akc $T2 now 2>err;
	rc=$?; echo "COMMIT;" >&8; exec 8>&-; wait; test $rc -eq 0 &&
	grep -q "lock" err &&
	cols akc >after && test_cmp before after
'

test_expect_success 'agentkit-pg: a thread id that is no uuid is bad data (4); compact-replace, rename, delete' '
	rows akc >before &&
	test_expect_code 4 transcript append --allow-jsonb agentkit-pg:dbname=akc not-a-uuid u1 2>err &&
	grep -q "invalid input syntax for type uuid" err &&
	rows akc >after && test_cmp before after &&
	T9=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a09 T8=5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a08 &&
	transcript compact-replace --allow-jsonb --create agentkit-pg:dbname=akc $T9 u2 &&
	transcript compact-replace --allow-jsonb agentkit-pg:dbname=akc $T9 s2 &&
	transcript load agentkit-pg:dbname=akc $T9 | wc -l >n && echo 2 >want && test_cmp want n &&
	transcript rename agentkit-pg:dbname=akc $T9 $T8 &&
	test_expect_code 5 transcript load agentkit-pg:dbname=akc $T9 &&
	transcript load agentkit-pg:dbname=akc $T8 | wc -l >n && test_cmp want n &&
	transcript delete agentkit-pg:dbname=akc $T8 &&
	test_expect_code 5 transcript load agentkit-pg:dbname=akc $T8 &&
	test -z "$(pgq -d akc -c "SELECT 1 FROM agentkit_threads WHERE thread_id = '"'"'$T8'"'"'")"
'

test_expect_success 'sagents-pg: list and load: display messages in (inserted_at, sequence) order, usec times' '
	transcript list $SG >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    $C1 5 2026-04-02T08:00:00.000Z 2026-04-02T08:00:04.512Z \
	    $C2 2 2026-04-02T09:00:00.000Z 2026-04-02T09:00:01.250Z >want &&
	test_cmp want out &&
	transcript list postgres:dbname=sg | cmp - out &&
	transcript load $SG $C1 >out &&
	sed -n 3p out >got &&
	echo "{\"id\":\"1c0e0000-0000-4000-8000-000000000003\",\"message_type\":\"assistant\",\"content\":{\"name\":\"get_weather\",\"call_id\":\"call_w1\",\"arguments\":{\"city\":\"Paris\",\"unit\":\"celsius\"},\"display_text\":\"Checking the weather\"},\"tool_call_id\":\"call_w1\",\"content_type\":\"tool_call\",\"status\":\"completed\",\"sequence\":1,\"metadata\":{\"display_text\":\"Checking the weather\"},\"inserted_at\":\"2026-04-02T08:00:01.200000Z\"}" >want &&
	test_cmp want got &&
	sed -n 5p out | grep -q "\"inserted_at\":\"2026-04-02T08:00:04.512345Z\"}$" &&
	cut -c1-43 out >ids &&
	printf "{\"id\":\"1c0e0000-0000-4000-8000-00000000000%s\n" 1 2 3 4 5 >want &&
	test_cmp want ids
'

test_expect_success 'sagents-pg: check, dump, grep and stats read them as the sagents format' '
	transcript check $SG $C1 >out 2>&1 &&
	grep -q "^check: 1 session, 5 items, 0 errors, 0 warnings" out &&
	transcript check $SG $C2 >out 2>&1 &&
	grep -q "$C2@1: warning: call call_s1 has no result .* \[unanswered-call\]" out &&
	transcript dump $SG $C1 >out &&
	grep -q "→ get_weather({\"city\":\"Paris\",\"unit\":\"celsius\"}) \[call_w1\]" out &&
	grep -q "← \[call_w1\] 18°C, cloudy" out &&
	grep -q "(5 items, created 2026-04-02T08:00:00.000Z, Sagents)" out &&
	transcript grep -i coat $SG >out &&
	echo "$C1@4:assistant:It is 18°C and cloudy in Paris. \"Bring\" a coat \\ maybe." >want &&
	test_cmp want out &&
	transcript stats $SG >out && grep -q "total: 2 sessions" out
'

test_expect_success 'sagents-pg: convert to our store keeps every row; writes are refused (2)' '
	transcript convert $SG sg.db &&
	transcript dump --format=jsonl $SG >a && transcript dump --format=jsonl sg.db >b &&
	test_cmp a b &&
	rows sg >before &&
	echo "{\"id\":\"x\"}" >x &&
	test_expect_code 2 transcript append $SG $C1 x 2>err &&
	grep -q "^transcript: sagents-pg stores are read-only: " err &&
	test_expect_code 2 transcript rename $SG $C1 c &&
	test_expect_code 2 transcript compact-replace $SG $C1 x &&
	rows sg >after && test_cmp before after
'

test_expect_success 'sagents-state-pg: a conversation'"'"'s items are its agent state'"'"'s messages, in order' '
	ST=sagents-state-pg:dbname=sg &&
	transcript list $ST >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    $C1 4 2026-04-02T08:00:00.000Z 2026-04-02T08:00:04.512Z \
	    $C2 2 2026-04-02T09:00:00.000Z 2026-04-02T09:00:01.250Z >want &&
	test_cmp want out &&
	transcript list "postgres:dbname=sg kind=sagents-state-pg" | cmp - out &&
	transcript load $ST $C1 >out &&
	head -n 1 out >got &&
	echo "{\"role\":\"user\",\"status\":\"complete\",\"content\":[{\"type\":\"text\",\"content\":\"What is the weather in Paris? Ça va?\",\"options\":{}}]}" >want &&
	test_cmp want got &&
	sed -n 3p out | grep -q "^{\"role\":\"tool\",.*\"tool_call_id\":\"call_w1\"}\]}$" &&
	transcript list --bytes $ST | sed -n 1p | cut -f5 >bytes &&
	tr -d "\n" <out | wc -c | tr -d " " | cmp - bytes &&
	transcript check $ST >out 2>err &&
	grep -q "$C2@1: warning: call call_s1 has no result .*\[unanswered-call\]" out &&
	grep -q "^check: 2 sessions, 6 items, 0 errors, 1 warning" err &&
	transcript dump $ST $C1 >out &&
	grep -q "(4 items, created 2026-04-02T08:00:00.000Z, Sagents agent state)" out &&
	grep -q "← \[call_w1\] 18°C, cloudy" out &&
	transcript convert $ST st.db &&
	transcript dump --format=jsonl $ST >a && transcript dump --format=jsonl st.db >b &&
	test_cmp a b &&
	echo "{\"role\":\"user\"}" >x &&
	test_expect_code 2 transcript append $ST $C1 x 2>err &&
	grep -q "^transcript: sagents-state-pg stores are read-only: " err
'

test_expect_success 'sagents-state-pg: a state whose messages are no array is bad data (4), listed with none' '
	fixture sg2 "$N/sagents-pg.sql" &&
	pgq -d sg2 -c "UPDATE sagents_agent_states SET state_data = jsonb_set(state_data, '"'"'{state,messages}'"'"', '"'"'{\"a\":1}'"'"') WHERE conversation_id = '"'"'$C2'"'"'" &&
	test_expect_code 4 transcript load sagents-state-pg:dbname=sg2 $C2 2>err &&
	grep -q "cannot extract elements from an object" err &&
	transcript load sagents-state-pg:dbname=sg2 $C1 | wc -l >n && echo 4 >want && test_cmp want n &&
	transcript list sagents-state-pg:dbname=sg2 >out &&
	grep -q "^$C1	4	" out && grep -q "^$C2	0	" out
'

test_expect_success 'a uuid session id that is not a uuid is simply not found (5)' '
	test_expect_code 5 transcript load $SG not-a-uuid 2>err &&
	grep -q "not-a-uuid" err
'

test_done
