#!/bin/sh
# shellcheck disable=SC2016
test_description='postgres: tables made by psql, the three kinds, locators, secrets, jsonb, lock timeout'
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

pg_start_all

printf '%s\n' '{"uuid":"u1","role":"user","content":"one"}' \
    '{"b":2,"a":1,"a":3,"n":1.50}' '{"s":"tab\there \\ back\\\\slash"}' >items3

pg_db interop || exit 1
pg_db ours || exit 1
pg_db oa || exit 1
pg_db claude || exit 1

test_expect_success 'psql-made tables (json, text and jsonb items, integer seq) are read' '
	pgq -d interop -c "CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL);
	    CREATE TABLE items (session_id text NOT NULL REFERENCES sessions(id),
	    seq integer NOT NULL, json text NOT NULL, PRIMARY KEY (session_id, seq));
	    INSERT INTO sessions VALUES ('"'"'p1'"'"', 1700000000000);
	    INSERT INTO items VALUES ('"'"'p1'"'"', 0, '"'"'{\"a\": 1}'"'"'),
	        ('"'"'p1'"'"', 1, '"'"'{\"b\":[1, 2]}'"'"');" &&
	transcript load postgres:dbname=interop p1 >out &&
	printf "%s\n" "{\"a\":1}" "{\"b\":[1,2]}" >want && test_cmp want out &&
	list_bytes postgres:dbname=interop >list &&
	printf "p1\t2\t20\t2023-11-14T22:13:20.000Z\n" >want && test_cmp want list
'

test_expect_success 'psql-made tables with an integer seq are written too (COPY in as text)' '
	printf "%s\n" "{\"c\":\"tab\there \\\\ \\u00e9\"}" >c3 &&
	transcript append postgres:dbname=interop p1 c3 &&
	pgq -d interop -c "SELECT json FROM items WHERE seq = 2" >row && test_cmp c3 row &&
	transcript load postgres:dbname=interop p1 >out && tail -n 1 out >last &&
	test_cmp c3 last
'

test_expect_success 'a NULL item (a psql-made text column): an error naming it, loaded alone or streamed' '
	pgq -c "CREATE DATABASE nulls" &&
	pgq -d nulls -c "CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL);
	    CREATE TABLE items (session_id text NOT NULL REFERENCES sessions(id),
	    seq integer NOT NULL, json text, PRIMARY KEY (session_id, seq));
	    INSERT INTO sessions VALUES ('"'"'p0'"'"', 1), ('"'"'p1'"'"', 2);
	    INSERT INTO items VALUES ('"'"'p0'"'"', 0, '"'"'{\"a\": 1}'"'"'),
	        ('"'"'p1'"'"', 0, '"'"'{\"a\": 1}'"'"'), ('"'"'p1'"'"', 1, NULL),
	        ('"'"'p1'"'"', 2, '"'"'{\"b\":2}'"'"');" &&
	test_expect_code 4 transcript load postgres:dbname=nulls p1 2>err &&
	grep -q "dbname=nulls#p1@1: json column is NULL" err &&
	test_expect_code 1 transcript check postgres:dbname=nulls >out &&
	grep -q "dbname=nulls#p1@1: error: json column is NULL" out &&
	test_expect_code 4 transcript convert postgres:dbname=nulls jsonl:nullsout 2>err &&
	grep -q "dbname=nulls#p1@1: json column is NULL" err &&
	grep -q "^convert: 1 sessions converted" err
'

test_expect_success 'load equals psql -Atc "SELECT json FROM items ... ORDER BY seq"' '
	transcript append postgres:dbname=ours s1 items3 &&
	transcript append postgres:dbname=ours s1 items3 &&
	transcript load postgres:dbname=ours s1 >out &&
	pgq -d ours -c "SELECT json FROM items WHERE session_id = '"'"'s1'"'"' ORDER BY seq" >psql &&
	test_cmp psql out && cat items3 items3 >want && test_cmp want out &&
	pgq -d ours -c "SELECT format_type(atttypid, atttypmod) FROM pg_attribute
	    WHERE attrelid = '"'"'items'"'"'::regclass AND attname = '"'"'json'"'"'" >type &&
	echo json >want && test_cmp want type
'

test_expect_success 'new tables compress items with lz4 where the server has it' '
	pgq -d ours -c "SELECT count(*) FROM pg_settings WHERE name =
	    '"'"'default_toast_compression'"'"' AND '"'"'lz4'"'"' = ANY(enumvals)" >has &&
	pgq -d ours -c "SELECT attcompression FROM pg_attribute WHERE attrelid =
	    '"'"'items'"'"'::regclass AND attname = '"'"'json'"'"'" >got &&
	if [ "$(cat has)" = 1 ]; then echo l; else echo; fi >want &&
	test_cmp want got &&
	pgq -d ours -c "SELECT string_agg(attname, '"'"','"'"') FROM pg_attribute
	    WHERE attrelid = '"'"'sessions'"'"'::regclass AND attcompression <> '"'"''"'"'" >got &&
	echo >want && test_cmp want got
'

test_expect_success 'psql sees seq 0..n-1 and the sessions row' '
	pgq -d ours -c "SELECT string_agg(seq::text, '"'"','"'"' ORDER BY seq) FROM items" >seqs &&
	echo 0,1,2,3,4,5 >want && test_cmp want seqs &&
	pgq -d ours -c "SELECT id FROM sessions" >ids && echo s1 >want && test_cmp want ids
'

test_expect_success 'a bare postgresql:// URI names the same store' '
	transcript load "postgresql:///ours?host=$PGHOST" s1 >out &&
	cat items3 items3 >want && test_cmp want out &&
	transcript load "postgres://transcript@/ours?host=$PGHOST&port=5432" s1 >out &&
	test_cmp want out
'

test_expect_success 'search_path picks a schema; a new store is made on first write only' '
	pgq -d ours -c "CREATE SCHEMA other" &&
	S="postgres:dbname=ours options=-csearch_path=other" &&
	transcript append "$S" empty </dev/null &&
	pgq -d ours -c "SELECT count(*) FROM pg_tables WHERE schemaname = '"'"'other'"'"'" >n &&
	echo 0 >want && test_cmp want n &&
	test_expect_code 4 transcript append "$S" s1 "$FIXTURES/bad/$(sed -n "1s/ .*//p" "$FIXTURES/bad/EXPECTED")" &&
	test_cmp want n &&
	transcript append "$S" x items3 &&
	pgq -d ours -c "SELECT count(*) FROM other.items" >n && echo 3 >want && test_cmp want n
'

# The SQLAlchemySession tables as SQLAlchemy creates them on PostgreSQL.
sqlalchemy_ddl='CREATE TABLE agent_sessions (session_id VARCHAR NOT NULL,
    created_at TIMESTAMP WITHOUT TIME ZONE DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at TIMESTAMP WITHOUT TIME ZONE DEFAULT CURRENT_TIMESTAMP NOT NULL,
    PRIMARY KEY (session_id));
CREATE TABLE agent_messages (id SERIAL NOT NULL, session_id VARCHAR NOT NULL,
    message_data TEXT NOT NULL,
    created_at TIMESTAMP WITHOUT TIME ZONE DEFAULT CURRENT_TIMESTAMP NOT NULL,
    PRIMARY KEY (id),
    FOREIGN KEY(session_id) REFERENCES agent_sessions (session_id) ON DELETE CASCADE);
CREATE INDEX idx_agent_messages_session_time ON agent_messages (session_id, created_at);'

test_expect_success 'openai-agents: SQLAlchemySession rows are read in (created_at, id) order' '
	pgq -d oa -c "$sqlalchemy_ddl" &&
	pgq -d oa -c "INSERT INTO agent_sessions (session_id, created_at) VALUES
	        ('"'"'chat'"'"', '"'"'2024-05-01 12:00:00'"'"');
	    INSERT INTO agent_messages (session_id, message_data, created_at) VALUES
	        ('"'"'chat'"'"', '"'"'{\"n\":2}'"'"', '"'"'2024-05-01 12:00:02'"'"'),
	        ('"'"'chat'"'"', '"'"'{\"n\":1}'"'"', '"'"'2024-05-01 12:00:01'"'"'),
	        ('"'"'chat'"'"', '"'"'{\"n\":3}'"'"', '"'"'2024-05-01 12:00:02'"'"');" &&
	list_bytes postgres:dbname=oa >list &&
	printf "chat\t3\t21\t2024-05-01T12:00:00.000Z\n" >want && test_cmp want list &&
	transcript load postgres:dbname=oa chat >out &&
	printf "%s\n" "{\"n\":1}" "{\"n\":2}" "{\"n\":3}" >want && test_cmp want out
'

test_expect_success 'openai-agents: appends stay last even with a clock behind; updated_at is set' '
	pgq -d oa -c "UPDATE agent_messages SET created_at = '"'"'2999-01-01'"'"' WHERE message_data = '"'"'{\"n\":3}'"'"'" &&
	printf "%s\n" "{\"n\":4}" >four && transcript append postgres:dbname=oa chat four &&
	transcript load postgres:dbname=oa chat >out &&
	printf "%s\n" "{\"n\":1}" "{\"n\":2}" "{\"n\":3}" "{\"n\":4}" >want && test_cmp want out &&
	pgq -d oa -c "SELECT updated_at > created_at FROM agent_sessions" >t && echo t >want &&
	test_cmp want t
'

test_expect_success 'openai-agents: other table names by option; a wrong option is exit 2' '
	pgq -d oa -c "CREATE TABLE s2 (LIKE agent_sessions INCLUDING ALL);
	    CREATE TABLE m2 (LIKE agent_messages INCLUDING ALL)" &&
	S="postgres:dbname=oa kind=openai-agents sessions_table=s2 messages_table=m2" &&
	transcript append "$S" x four && transcript load "$S" x >out && test_cmp four out &&
	pgq -d oa -c "SELECT count(*) FROM m2" >n && echo 1 >want && test_cmp want n &&
	test_expect_code 2 transcript list "postgres:dbname=oa table=m2" 2>err &&
	grep -q "option .table=m2. is not for" err &&
	test_expect_code 2 transcript list "postgres:dbname=oa kind=mongo" 2>err &&
	grep -q "unknown kind .mongo." err
'

# The Claude Agent SDK reference adapter's table (STORES.md 1.5).
claude_ddl='CREATE TABLE IF NOT EXISTS claude_session_store (
  project_key text NOT NULL, session_id text NOT NULL,
  subpath text NOT NULL DEFAULT '"''"', seq bigserial,
  entry jsonb NOT NULL, mtime bigint NOT NULL,
  PRIMARY KEY (project_key, session_id, subpath, seq));'

test_expect_success 'claude-session-store: entries in seq order, as PROJECT/SESSION and PROJECT/SESSION/SUBPATH' '
	pgq -d claude -c "$claude_ddl" &&
	pgq -d claude -c "INSERT INTO claude_session_store (project_key, session_id, subpath, entry, mtime) VALUES
	    ('"'"'-home-me-proj'"'"', '"'"'u-1'"'"', '"'"''"'"', '"'"'{\"type\":\"user\",\"uuid\":\"a\"}'"'"', 1717200000000),
	    ('"'"'-home-me-proj'"'"', '"'"'u-1'"'"', '"'"'subagents/agent-x'"'"', '"'"'{\"type\":\"sub\"}'"'"', 1717200000500),
	    ('"'"'-home-me-proj'"'"', '"'"'u-1'"'"', '"'"''"'"', '"'"'{\"type\":\"assistant\",\"uuid\":\"b\"}'"'"', 1717200001000)" &&
	list_bytes postgres:dbname=claude >list &&
	printf "%s\t%s\t%s\t%s\n" -home-me-proj/u-1 2 57 2024-06-01T00:00:00.000Z \
	    -home-me-proj/u-1/subagents/agent-x 1 14 2024-06-01T00:00:00.500Z >want &&
	test_cmp want list &&
	transcript load postgres:dbname=claude -- -home-me-proj/u-1 >out &&
	printf "%s\n" "{\"type\":\"user\",\"uuid\":\"a\"}" "{\"type\":\"assistant\",\"uuid\":\"b\"}" >main &&
	test_cmp main out &&
	transcript load postgres:dbname=claude -- -home-me-proj/u-1/subagents/agent-x >out &&
	echo "{\"type\":\"sub\"}" >want && test_cmp want out
'

test_expect_success 'claude-session-store: a write needs --allow-jsonb (exit 2, nothing written)' '
	test_expect_code 2 transcript append postgres:dbname=claude -- -home-me-proj/u-1 four 2>err &&
	grep -q "is jsonb, which reorders keys, drops duplicate keys and rewrites numbers" err &&
	grep -q -- "--allow-jsonb" err &&
	transcript load postgres:dbname=claude -- -home-me-proj/u-1 >out && test_cmp main out
'

test_expect_success 'claude-session-store: --allow-jsonb appends; jsonb normalises the items' '
	transcript append --allow-jsonb postgres:dbname=claude -- -home-me-proj/u-1 items3 &&
	transcript load postgres:dbname=claude -- -home-me-proj/u-1 >out &&
	test $(wc -l <out) -eq 5 &&
	sed -n 3p out >got && echo "{\"role\":\"user\",\"uuid\":\"u1\",\"content\":\"one\"}" >w &&
	test_cmp w got && sed -n 4p out >got && echo "{\"a\":3,\"b\":2,\"n\":1.50}" >w &&
	test_cmp w got
'

test_expect_success 'claude-session-store: convert in verifies counts; delete and rename take sub-transcripts along, which are sessions of their own' '
	test_expect_code 4 transcript convert --quiet --allow-jsonb "$FIXTURES/jsonl" \
	    "postgres:dbname=claude" chat-weather 2>err &&
	grep -q "is chat, and the store holds claude-code sessions: give --to=claude-code" err &&
	transcript convert --quiet --allow-jsonb "$FIXTURES/dir" "postgres:dbname=claude" \
	    claude-code-sample &&
	transcript list postgres:dbname=claude | cut -f1,2 >list &&
	grep -q "^claude-code-sample	6$" list && ! grep -q "^chat-weather" list &&
	test_expect_code 2 transcript rename postgres:dbname=claude -- \
	    -home-me-proj/u-1/subagents/agent-x p2/u-3 &&
	transcript rename postgres:dbname=claude -- -home-me-proj/u-1 p2/u-2 &&
	pgq -d claude -c "SELECT count(*) FROM claude_session_store WHERE project_key = '"'"'p2'"'"'" >n &&
	echo 6 >want && test_cmp want n &&
	transcript load postgres:dbname=claude p2/u-2/subagents/agent-x >out &&
	echo "{\"type\":\"sub\"}" >want && test_cmp want out &&
	transcript append --allow-jsonb postgres:dbname=claude p2/u-2/subagents/agent-x items3 &&
	transcript load postgres:dbname=claude p2/u-2/subagents/agent-x >out &&
	test $(wc -l <out) -eq 4 &&
	transcript load postgres:dbname=claude p2/u-2 >out && test $(wc -l <out) -eq 5 &&
	transcript delete postgres:dbname=claude p2/u-2/subagents/agent-x &&
	pgq -d claude -c "SELECT count(*) FROM claude_session_store WHERE project_key = '"'"'p2'"'"'" >n &&
	echo 5 >want && test_cmp want n &&
	transcript delete postgres:dbname=claude p2/u-2 &&
	pgq -d claude -c "SELECT count(*) FROM claude_session_store WHERE project_key = '"'"'p2'"'"'" >n &&
	echo 0 >want && test_cmp want n
'

test_expect_success 'a jsonb item column of ours is read, written only with --allow-jsonb' '
	pg_db jb && pgq -d jb -c "CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL);
	    CREATE TABLE items (session_id text NOT NULL, seq bigint NOT NULL, json jsonb NOT NULL)" &&
	test_expect_code 2 transcript convert --quiet "$FIXTURES/jsonl" postgres:dbname=jb &&
	test_expect_code 4 transcript convert --quiet --allow-jsonb "$FIXTURES/jsonl" \
	    postgres:dbname=jb 2>err &&
	grep -q "unsupported Unicode escape sequence" err &&
	transcript list postgres:dbname=jb | cut -f1,2 >list && grep -q "^chat-weather	10$" list &&
	! grep -q "^tricky	" list &&
	test_expect_code 6 transcript convert --quiet --allow-jsonb "$FIXTURES/jsonl" \
	    postgres:dbname=jb chat-weather &&
	transcript convert --quiet --allow-jsonb --overwrite "$FIXTURES/jsonl" \
	    postgres:dbname=jb chat-weather
'

test_expect_success 'convert in: batches of sessions; one that fails leaves the others written' '
	pg_db batch &&
	transcript convert --quiet "$FIXTURES/jsonl" postgres:dbname=batch chat-weather &&
	printf "%s\n" "{\"other\":1}" >other &&
	transcript compact-replace postgres:dbname=batch chat-weather other &&
	transcript list "$FIXTURES/jsonl" | cut -f1 | grep -v "^tricky$" >names &&
	test $(wc -l <names) -ge 4 &&
	test_expect_code 6 env TRANSCRIPT_TEST_BATCH=2 "$TRANSCRIPT" convert --quiet \
	    "$FIXTURES/jsonl" postgres:dbname=batch $(cat names) 2>err &&
	grep -q "session .chat-weather. already exists" err &&
	transcript load postgres:dbname=batch chat-weather >out && test_cmp other out &&
	transcript list postgres:dbname=batch | cut -f1 >got && test_cmp names got &&
	for s in $(grep -v "^chat-weather$" names); do
		transcript load "$FIXTURES/jsonl" "$s" >want &&
		transcript load postgres:dbname=batch "$s" >out && test_cmp want out || return 1
	done &&
	TRANSCRIPT_TEST_BATCH=2 transcript convert "$FIXTURES/jsonl" postgres:dbname=batch \
	    --overwrite $(cat names) 2>err &&
	grep -q "1 sessions converted, $(($(wc -l <names) - 1)) skipped" err
'

test_expect_success 'convert in: a session locked past --busy-timeout is exit 6, the rest of its batch is written' '
	pg_db batch2 &&
	transcript append postgres:dbname=batch2 first items3 &&
	pgq -d batch2 -c "SELECT pg_advisory_lock(hashtextextended('"'"'items/chat-weather'"'"', 0)),
	    pg_sleep(60)" >/dev/null 2>&1 &
	i=0 && until pgq -d batch2 -c "SELECT count(*) FROM pg_locks WHERE locktype = '"'"'advisory'"'"'
	    AND granted" | grep -qx 1; do
		i=$((i + 1)) && test $i -lt 600 && sleep 0.1 || return 1
	done &&
	test_expect_code 6 transcript convert --quiet --busy-timeout=300 "$FIXTURES/jsonl" \
	    postgres:dbname=batch2 $(cat names) 2>err &&
	pgq -d batch2 -c "SELECT pg_cancel_backend(pid) FROM pg_stat_activity
	    WHERE query LIKE '"'"'%pg_sleep(60)%'"'"' AND pid <> pg_backend_pid()" >/dev/null &&
	wait && grep -q "locked by another writer" err &&
	transcript list postgres:dbname=batch2 | cut -f1 >got &&
	grep -v "^chat-weather$" names | cat - >want && echo first >>want && sort want >w &&
	test_cmp w got
'

test_expect_success 'convert out streams the sessions, in any collation of the ids' '
	pg_db coll &&
	pgq -d coll -c "CREATE TABLE sessions (id text COLLATE \"und-x-icu\" PRIMARY KEY,
	    created_at bigint NOT NULL);
	    CREATE TABLE items (session_id text COLLATE \"und-x-icu\" NOT NULL, seq bigint NOT NULL,
	    json json NOT NULL, PRIMARY KEY (session_id, seq));
	    INSERT INTO sessions SELECT x, 1700000000000 FROM unnest(ARRAY['"'"'B'"'"',
	        '"'"'a'"'"', '"'"'a1'"'"', '"'"'c'"'"', '"'"'d'"'"', '"'"'e'"'"']) x;
	    INSERT INTO items SELECT s, n, json_build_object('"'"'s'"'"', s, '"'"'n'"'"', n)
	        FROM unnest(ARRAY['"'"'B'"'"', '"'"'a'"'"', '"'"'a1'"'"', '"'"'c'"'"',
	        '"'"'e'"'"']) s, generate_series(0, 2) n" &&
	transcript convert --quiet postgres:dbname=coll jsonl:coll &&
	transcript list jsonl:coll | cut -f1,2 >list &&
	printf "%s\t%s\n" B 3 a 3 a1 3 c 3 d 0 e 3 >want && test_cmp want list &&
	for s in B a a1 c e; do
		printf "{\"s\":\"$s\",\"n\":%s}\n" 0 1 2 >want &&
		transcript load jsonl:coll "$s" >out && test_cmp want out || return 1
	done &&
	transcript load jsonl:coll d >out && test ! -s out &&
	transcript dump postgres:dbname=coll >dump1 && transcript dump jsonl:coll >dump2 &&
	test_cmp dump1 dump2
'

pgq -d ours -c "GRANT ALL ON ALL TABLES IN SCHEMA public TO pwuser" >/dev/null

test_expect_success 'a wrong password is exit 3 with libpq'"'"'s message, and no password shown' '
	test_expect_code 3 transcript list "postgresql://pwuser:wrongpw@/ours?host=$PGHOST" 2>err &&
	grep -q "password authentication failed for user \"pwuser\"" err &&
	! grep -q wrongpw err && grep -q "postgresql://pwuser@/ours" err &&
	test_expect_code 3 transcript list "postgres:dbname=ours user=pwuser password='"'"'wrong pw'"'"'" 2>err &&
	grep -q "password authentication failed" err && ! grep -q "wrong pw" err &&
	PGPASSWORD=nope test_expect_code 3 transcript list "postgres:user=pwuser dbname=ours" 2>err &&
	! grep -q nope err
'

test_expect_success 'the right password works, and no message shows it' '
	transcript list "postgresql://pwuser:secretpw@/ours?host=$PGHOST" >/dev/null &&
	test_expect_code 5 transcript load "postgresql://pwuser:secretpw@/ours?host=$PGHOST" nope 2>err &&
	grep -q "no session .nope. in .postgresql://pwuser@/ours?host=" err && ! grep -q secretpw err &&
	test_expect_code 5 transcript load "postgres:dbname=ours user=pwuser password=secretpw" nope 2>err &&
	! grep -q secretpw err && grep -q "in .postgres:dbname=ours user=pwuser.$" err &&
	test_expect_code 5 transcript load "postgresql:///ours?host=$PGHOST&user=pwuser&password=secretpw" nope 2>err &&
	! grep -q secretpw err &&
	PGPASSWORD=secretpw transcript list "postgres:user=pwuser dbname=ours" >/dev/null
'

test_expect_success 'bad conninfo: exit 3 with libpq'"'"'s message' '
	test_expect_code 3 transcript list "postgres:dbname=ours bogus=1" 2>err &&
	grep -q "invalid connection option \"bogus\"" err &&
	test_expect_code 3 transcript list "postgres:nonsense" 2>err &&
	grep -q "missing \"=\" after \"nonsense\"" err &&
	test_expect_code 3 transcript list "postgres:host=$TRASH/none" 2>err &&
	grep -q "No such file or directory" err &&
	test_expect_code 3 transcript list "postgres:dbname=nosuchdb" 2>err &&
	grep -q "database \"nosuchdb\" does not exist" err
'

# The verification of convert into postgres: apart (a second connection,
# one COPY per hint of the batches committed) or on the writer's.
awk 'BEGIN { for (s = 0; s < 40; s++) for (i = 0; i < 3; i++)
    printf "{\"session\":\"s%02d\",\"created_at\":%d,\"seq\":%d,\"item\":{\"n\":%d}}\n",
    s, 1700000000000 + s, i, i }' >va.records
cat >flip.sql <<'EOF_SQL'
CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL);
CREATE TABLE items (session_id text NOT NULL REFERENCES sessions(id),
    seq bigint NOT NULL, json json NOT NULL, PRIMARY KEY (session_id, seq));
CREATE FUNCTION flip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.session_id = 's07' AND NEW.seq = 1 THEN
		NEW.json := '{"flipped":1}';
	END IF;
	RETURN NEW;
END $$;
CREATE TRIGGER flip BEFORE INSERT ON items FOR EACH ROW EXECUTE FUNCTION flip();
EOF_SQL

# pids WHAT: the server processes that ran statements matching WHAT in
# the log since $logat.
pids() {
	tail -c +$((logat + 1)) "$PGDIR/log" | grep "statement: .*$1" |
	    sed 's/^[^[]*\[\([0-9]*\)\].*/\1/' | sort -u
}

test_expect_success 'convert into postgres verifies apart: a second connection, one COPY per batch' '
	transcript convert --quiet - sqlite:va.db <va.records &&
	pgq -c "CREATE DATABASE va1" -c "CREATE DATABASE va0" &&
	logat=$(wc -c <"$PGDIR/log") &&
	PGOPTIONS="-c log_statement=all" TRANSCRIPT_THREADS=1 TRANSCRIPT_TEST_BATCH=10 \
	    transcript convert va.db postgres:dbname=va1 2>err &&
	grep -q "^convert: 40 sessions converted, 0 skipped (identical), 120 items" err &&
	pids "FROM STDIN" >w && pids "TO STDOUT" >r &&
	test $(wc -l <w) = 1 && test $(wc -l <r) = 1 && ! cmp -s w r &&
	tail -c +$((logat + 1)) "$PGDIR/log" >log &&
	n=$(grep -c "statement: COPY (SELECT i..session_id.* TO STDOUT" log) &&
	test $n -ge 1 && test $n -le 4 && ! grep -q "COPY (SELECT i..seq" log &&
	logat=$(wc -c <"$PGDIR/log") &&
	PGOPTIONS="-c log_statement=all" TRANSCRIPT_THREADS=0 TRANSCRIPT_TEST_BATCH=10 \
	    transcript convert va.db postgres:dbname=va0 2>err &&
	grep -q "^convert: 40 sessions converted" err &&
	pids "FROM STDIN" >w && pids "TO STDOUT" >r && test_cmp w r &&
	transcript dump --format=jsonl va.db >want &&
	transcript dump --format=jsonl postgres:dbname=va1 >out && test_cmp want out &&
	transcript dump --format=jsonl postgres:dbname=va0 >out && test_cmp want out
'

# advisory DB GRANTED: how many advisory locks in DB are held (GRANTED
# true) or waited for (false).
advisory() {
	pgq -c "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND
	    database = (SELECT oid FROM pg_database WHERE datname = '$1') AND granted = $2"
}

# lock_hold DB ID: a psql session in the background takes the lock that
# writers of session ID take, and holds it until lock_release; lock_hold
# returns once the server shows it held.  psql reads its statements from
# a FIFO that fd 8 keeps open.
lock_hold() {
	rm -f hold && mkfifo hold || return 1
	pgq -d "$1" <hold >/dev/null &
	lock_pid=$!
	exec 8>hold &&
	echo "BEGIN; SELECT pg_advisory_xact_lock(hashtextextended('items/$2', 0));" >&8 &&
	wait_for "test \$(advisory $1 true) -eq 1"
}

# lock_release: the holder commits, which releases the lock, and exits.
lock_release() {
	echo "COMMIT;" >&8
	exec 8>&-
	wait "$lock_pid"
}

# A session locked by psql holds the convert at its second batch (the
# verifier is started after the first): its threads are counted once the
# server shows the convert waiting for that lock.
test_expect_success 'convert into postgres reads its source inline: the writer and the verifier are its only threads' '
	awk "BEGIN { for (s = 0; s < 40; s++) for (i = 0; i < 4; i++)
	    printf \"{\\\"session\\\":\\\"s%02d\\\",\\\"created_at\\\":1,\\\"seq\\\":%d,\\\"item\\\":{\\\"pad\\\":\\\"%04000d\\\"}}\\n\",
	    s, i, i }" >ri.records &&
	transcript convert --quiet - sqlite:ri.db <ri.records &&
	pgq -c "CREATE DATABASE ri" &&
	lock_hold ri s01 &&
	{ TRANSCRIPT_THREADS=1 TRANSCRIPT_TEST_BATCH=1 "$TRANSCRIPT" convert --quiet \
	    --busy-timeout=60000 ri.db postgres:dbname=ri & pid=$!; } &&
	wait_for "test \$(advisory ri false) -eq 1" && ls /proc/$pid/task >tasks;
	lock_release; wait $pid &&
	echo "$(wc -l <tasks) threads (want 2)" && test $(wc -l <tasks) = 2 &&
	transcript dump --format=jsonl ri.db >want &&
	transcript dump --format=jsonl postgres:dbname=ri >out && test_cmp want out
'

test_expect_success 'an item changed by the server fails the verification, apart or not (exit 3)' '
	for t in 0 1; do
		pgq -c "CREATE DATABASE vt$t" && pgq -d vt$t -f flip.sql &&
		TRANSCRIPT_THREADS=$t TRANSCRIPT_TEST_BATCH=10 test_expect_code 3 \
		    transcript convert va.db postgres:dbname=vt$t 2>err-$t &&
		grep -q "verification of session .s07. in .postgres:dbname=vt$t. failed: the 3 items read back differ" err-$t &&
		test "$(grep -c "verification of session" err-$t)" = 1 || return 1
	done
'

test_expect_success 'a password in the locator: the verifier apart connects with it too' '
	pgq -c "CREATE DATABASE vp OWNER pwuser" &&
	pgq -c "ALTER DATABASE vp SET log_statement = '"'"'all'"'"'" &&
	logat=$(wc -c <"$PGDIR/log") &&
	TRANSCRIPT_THREADS=1 TRANSCRIPT_TEST_BATCH=10 \
	    transcript convert va.db "postgresql://pwuser:secretpw@/vp?host=$PGHOST" 2>err &&
	grep -q "^convert: 40 sessions converted" err && ! grep -q secretpw err &&
	pids "FROM STDIN" >w && pids "TO STDOUT" >r &&
	test $(wc -l <r) = 1 && ! cmp -s w r
'

test_expect_success '--busy-timeout is lock_timeout: a session held past it is exit 6' '
	lock_hold ours s1 &&
	test_expect_code 6 transcript append --busy-timeout=300 postgres:dbname=ours s1 four 2>err &&
	grep -q "locked by another writer (waited 300 ms)" err &&
	transcript append --busy-timeout=300 postgres:dbname=ours other four &&
	{ "$TRANSCRIPT" append --busy-timeout=60000 postgres:dbname=ours s1 four & pid=$!; } &&
	wait_for "test \$(advisory ours false) -eq 1"; waited=$?
	lock_release; wait $pid && test $waited -eq 0 &&
	transcript load postgres:dbname=ours s1 >out && test $(wc -l <out) -eq 7
'

test_done
