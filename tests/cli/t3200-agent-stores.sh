#!/bin/sh
test_description='agent frameworks'"'"' SQL stores: openai-agents: and langchain:'
. "$(dirname "$0")/lib.sh"

N=$FIXTURES/native
OA_ROWS='SELECT session_id, message_data FROM agent_messages ORDER BY session_id, id'
OA_SESS='SELECT session_id, created_at FROM agent_sessions ORDER BY session_id'
LC_ROWS='SELECT session_id, message FROM message_store ORDER BY session_id, id'
printf '%s\n' '{"role":"user","content":"Is it raining?"}' \
    '{"role":"assistant","content":"No: 22°C and \u2600"}' >two

cat >ms.sql <<'EOF'
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq));
INSERT INTO sessions VALUES ('ms', 1717200000123), ('whole', 1717200060000);
INSERT INTO items VALUES ('ms', 0, '{"role":"user","content":"hi"}');
EOF
cat >sa-rows.sql <<'EOF'
INSERT INTO agent_sessions (session_id) VALUES ('a');
INSERT INTO agent_messages (session_id, message_data) VALUES ('a', '{"role":"user","content":"hi"}');
EOF
cat >orphan.sql <<'EOF'
INSERT INTO agent_messages (session_id, message_data) VALUES ('orphan', '{"a": 1}');
EOF
cat >spaced-two <<'EOF'
{"role": "user", "content": "Is it raining?"}
{"role": "assistant", "content": "No: 22°C and \u2600"}
EOF
cat >fc-want <<'EOF'
{"arguments":"{\"city\":\"Paris\",\"unit\":\"c\"}","call_id":"call_Qm3rT8vXa1Lp0sN2","name":"get_weather","type":"function_call","id":"fc_68171a2b0c9881919f5e","status":"completed"}
EOF
# More in the fixture's database: a session row whose only item pop_item()
# removed, and a later batch of weather-paris after the standup's rows.
cat >oa-more.sql <<'EOF'
INSERT INTO agent_sessions (session_id, created_at, updated_at) VALUES ('popped', '2026-05-04 10:00:00', '2026-05-04 10:00:03');
INSERT INTO agent_messages (session_id, message_data, created_at) VALUES ('weather-paris', '{"content": "And tomorrow?", "role": "user"}', '2026-05-04 10:01:00');
EOF
cat >py-items <<'EOF'
{"role": "user", "content": "Caf\u00e9 hours?"}
{"type": "function_call", "call_id": "c1", "name": "hours", "arguments": "{}"}
{"type": "function_call_output", "call_id": "c1", "output": "8-18"}
EOF

# state: checksums of the databases in db/ and the names of all its files.
state() {
	(cd db && cksum oa.db adv.db lc.db && ls -a)
}

test_expect_success 'setup: the fixtures as databases' '
	mkdb oa.db "$N/openai-agents.sql" &&
	mkdb adv.db "$N/openai-agents-advanced.sql" &&
	mkdb lc.db "$N/langchain.sql" &&
	mkdir db && cp oa.db adv.db lc.db db/
'

test_expect_success 'openai-agents: a bare path is detected; created_at is the TIMESTAMP' '
	transcript list oa.db >list &&
	printf "team/standup 2026-05-04\t2\t2026-05-04T09:30:12.000Z\t2026-05-04T09:30:14.000Z\nweather-paris\t4\t2026-05-04T08:00:01.000Z\t2026-05-04T08:00:05.000Z\n" >want &&
	test_cmp want list &&
	transcript list --bytes oa.db | cut -f1,2,5 >bytes &&
	printf "team/standup 2026-05-04\t2\t307\nweather-paris\t4\t565\n" >want-bytes &&
	test_cmp want-bytes bytes &&
	transcript list openai-agents:oa.db >list2 && test_cmp want list2
'

test_expect_success 'openai-agents: items are message_data compacted, in id order' '
	transcript load oa.db weather-paris >out &&
	test $(wc -c <out) -eq $((565 + 4)) &&
	sed -n 1p out >got &&
	echo "{\"content\":\"What'"'"'s the weather in Paris, in \\u00b0C?\",\"role\":\"user\"}" >want &&
	test_cmp want got &&
	sed -n 2p out >got && test_cmp fc-want got &&
	cp oa.db more.db && mkdb more.db oa-more.sql &&
	transcript load more.db weather-paris >out && test $(wc -l <out) -eq 5 &&
	sed -n 5p out | grep -q "^{\"content\":\"And tomorrow?\""
'

test_expect_success 'openai-agents: a session row without messages is empty, not missing' '
	transcript load more.db popped >out && test ! -s out &&
	transcript list more.db | grep -q "^popped	0	2026-05-04T10:00:00.000Z	2026-05-04T10:00:03.000Z$" &&
	test_expect_code 5 transcript load more.db nobody
'

test_expect_success 'langchain: detected; a session is its rows, created_at the file mtime' '
	transcript list --json --bytes lc.db >list &&
	test $(wc -l <list) -eq 2 &&
	grep -q "^{\"session\":\"paris\",\"items\":4,\"bytes\":1765," list &&
	grep -q "^{\"session\":\"user-7:café\",\"items\":2," list &&
	mtime=$(stat -c %Y lc.db) &&
	test $(grep -c "\"created_at\":${mtime}[0-9][0-9][0-9]," list) -eq 2 &&
	transcript load lc.db paris >out && test $(wc -l <out) -eq 4 &&
	sed -n 3p out | grep -q "^{\"type\":\"tool\",\"data\":{\"content\":\"18 \\\\u00b0C, cloudy\"" &&
	test_expect_code 5 transcript load lc.db rome
'

test_expect_success 'reading writes nothing to any of them' '
	state >before &&
	for db in db/oa.db db/adv.db db/lc.db; do
		transcript list "$db" >/dev/null && transcript dump "$db" >/dev/null &&
		transcript dump --format=jsonl "$db" >/dev/null &&
		{ transcript check "$db" >/dev/null 2>&1 || test $? -eq 1; } &&
		transcript convert --quiet "$db" copy.db &&
		rm copy.db || exit 1
	done &&
	transcript load db/oa.db weather-paris >/dev/null &&
	transcript load db/lc.db paris >/dev/null &&
	state >after && test_cmp before after
'

test_expect_success 'a WAL database: reading leaves its file and rows alone' '
	mkdb wal.db "$N/openai-agents.sql" &&
	echo "PRAGMA journal_mode = WAL;" >wal.sql && mkdb wal.db wal.sql &&
	cksum wal.db >before && dbq wal.db "$OA_ROWS" >rows.before &&
	transcript list wal.db >/dev/null && transcript load wal.db weather-paris >/dev/null &&
	cksum wal.db >after && test_cmp before after &&
	dbq wal.db "$OA_ROWS" >rows.after && test_cmp rows.before rows.after
'

test_expect_success 'a database of no kind: exit 4, naming its tables and the kinds' '
	printf "CREATE TABLE notes (x); CREATE TABLE tags (y);\n" >other.sql &&
	mkdb other.db other.sql && cp other.db other.orig &&
	test_expect_code 4 transcript list other.db 2>err &&
	grep -q "its tables: notes, tags" err &&
	grep -q "agent_sessions + agent_messages (openai-agents:)" err &&
	grep -q "message_store (langchain:)" err &&
	test_expect_code 4 transcript append other.db s two &&
	cmp other.db other.orig
'

test_expect_success 'a database of two kinds: exit 2, naming both prefixes' '
	cp oa.db both.db &&
	sed -n "/^CREATE TABLE message_store/,/^);/p" "$N/langchain.sql" >lc-ddl.sql &&
	mkdb both.db lc-ddl.sql &&
	test_expect_code 2 transcript list both.db 2>err &&
	grep -q "several kinds (openai-agents:, langchain:); say which" err &&
	transcript list openai-agents:both.db >list && test $(wc -l <list) -eq 2 &&
	transcript list langchain:both.db >list && test ! -s list
'

test_expect_success 'the wrong prefix: exit 4, saying what the database is' '
	test_expect_code 4 transcript list langchain:oa.db 2>err &&
	grep -q "no table .message_store." err &&
	grep -q "it is an OpenAI Agents SDK session database (openai-agents:)" err &&
	test_expect_code 4 transcript list sqlite:lc.db 2>err &&
	grep -q "not a transcript store" err && grep -q "(langchain:)" err
'

test_expect_success 'AdvancedSQLiteSession: every message of every branch, once, in id order' '
	transcript load adv.db chat-42 >out && test $(wc -l <out) -eq 8 &&
	sed -n 5p out | grep -q "And in Rome?" &&
	sed -n 7p out | grep -q "And in Rome, in Fahrenheit?" &&
	transcript list adv.db | grep -q "^chat-42	8	"
'

test_expect_success 'AdvancedSQLiteSession: every write is exit 2 with the reason, nothing changed' '
	cp adv.db adv.orig &&
	test_expect_code 2 transcript append adv.db chat-42 two 2>err &&
	grep -q "an AdvancedSQLiteSession database (it has a message_structure table)" err &&
	grep -q "does not write to it" err &&
	test_expect_code 2 transcript compact-replace adv.db chat-42 two &&
	test_expect_code 2 transcript delete adv.db chat-43 &&
	test_expect_code 2 transcript rename adv.db chat-43 chat-44 &&
	test_expect_code 2 transcript convert --quiet lc.db adv.db &&
	cmp adv.db adv.orig
'

test_expect_success 'openai-agents -> sqlite -> openai-agents: every row byte for byte' '
	for db in oa more; do
		transcript convert --quiet $db.db $db-mid.db &&
		transcript convert --quiet $db-mid.db openai-agents:$db-back.db &&
		dbq $db.db "$OA_ROWS" >want && dbq $db-back.db "$OA_ROWS" >got &&
		test_cmp want got &&
		dbq $db.db "$OA_SESS" >want && dbq $db-back.db "$OA_SESS" >got &&
		test_cmp want got &&
		transcript list --bytes $db.db | cut -f1-3,5 >want &&
		transcript list --bytes $db-mid.db | cut -f1-3,5 >mid &&
		transcript list --bytes $db-back.db | cut -f1-3,5 >back &&
		test_cmp want mid &&
		test_cmp want back || exit 1
	done &&
	test $(dbq more.db "$OA_ROWS" | wc -l) -eq 7
'

test_expect_success 'langchain -> sqlite -> langchain: every row byte for byte' '
	transcript convert --quiet lc.db lc-mid.db &&
	transcript convert --quiet lc-mid.db langchain:lc-back.db &&
	dbq lc.db "$LC_ROWS" >want && dbq lc-back.db "$LC_ROWS" >got &&
	test $(wc -l <want) -eq 6 && test_cmp want got &&
	transcript list --bytes lc.db | cut -f1,2,5 >want &&
	transcript list --bytes lc-back.db | cut -f1,2,5 >got && test_cmp want got
'

test_expect_success 'created_at with milliseconds survives the TIMESTAMP text' '
	mkdb ms.db ms.sql &&
	transcript convert --quiet ms.db openai-agents:ms-oa.db &&
	dbq ms-oa.db "$OA_SESS" >got &&
	printf "ms\t2024-06-01 00:00:00.123\nwhole\t2024-06-01 00:01:00\n" >want &&
	test_cmp want got &&
	transcript list ms.db | cut -f1-3 >want &&
	transcript list ms-oa.db | cut -f1-3 >got && test_cmp want got
'

test_expect_success 'openai-agents writes as SQLiteSession: row OR IGNORE, messages, updated_at' '
	cp oa.db w.db &&
	transcript append w.db weather-paris two &&
	dbq w.db "SELECT message_data FROM agent_messages WHERE session_id = '"'"'weather-paris'"'"' ORDER BY id" >rows &&
	test $(wc -l <rows) -eq 6 &&
	tail -n 2 rows >got && test_cmp spaced-two got &&
	dbq w.db "SELECT created_at, updated_at > created_at FROM agent_sessions WHERE session_id = '"'"'weather-paris'"'"'" >got &&
	printf "2026-05-04 08:00:01\t1\n" >want && test_cmp want got &&
	transcript append w.db fresh two &&
	dbq w.db "SELECT count(*), created_at = updated_at FROM agent_sessions WHERE session_id = '"'"'fresh'"'"'" >got &&
	printf "1\t1\n" >want && test_cmp want got &&
	transcript load w.db fresh >out && test_cmp two out
'

test_expect_success 'openai-agents: an existing database keeps its journal mode' '
	dbq w.db "PRAGMA journal_mode" >mode && echo delete >want && test_cmp want mode
'

test_expect_success 'a new openai-agents store: the SDK tables and index, WAL' '
	transcript append openai-agents:new.db s1 two &&
	dbq new.db "PRAGMA journal_mode" >mode && echo wal >want && test_cmp want mode &&
	dbq new.db "SELECT name FROM sqlite_schema WHERE name NOT LIKE '"'"'sqlite%'"'"' ORDER BY name" >got &&
	printf "agent_messages\nagent_sessions\nidx_agent_messages_session_id\n" >want &&
	test_cmp want got &&
	dbq new.db "SELECT sql FROM sqlite_schema WHERE name = '"'"'agent_messages'"'"'" >got &&
	grep -q "id INTEGER PRIMARY KEY AUTOINCREMENT" got &&
	grep -q "REFERENCES agent_sessions(session_id) ON DELETE CASCADE" got &&
	transcript list new.db | grep -q "^s1	2	"
'

test_expect_success 'openai-agents: compact rows (SQLAlchemySession) get compact rows' '
	sed -n "/^CREATE TABLE/,/;$/p" "$N/openai-agents.sql" >sa.sql &&
	cat sa-rows.sql >>sa.sql && mkdb sa.db sa.sql &&
	transcript append sa.db a two &&
	dbq sa.db "SELECT message_data FROM agent_messages ORDER BY id" >got &&
	{ echo "{\"role\":\"user\",\"content\":\"hi\"}" && cat two; } >want &&
	test_cmp want got
'

test_expect_success 'openai-agents: delete removes messages and row; rename moves both' '
	transcript rename w.db fresh renamed &&
	dbq w.db "SELECT count(*) FROM agent_sessions WHERE session_id = '"'"'fresh'"'"'" >got &&
	echo 0 >want && test_cmp want got &&
	transcript load w.db renamed >out && test_cmp two out &&
	transcript delete w.db renamed &&
	dbq w.db "SELECT (SELECT count(*) FROM agent_sessions WHERE session_id = '"'"'renamed'"'"'), (SELECT count(*) FROM agent_messages WHERE session_id = '"'"'renamed'"'"')" >got &&
	printf "0\t0\n" >want && test_cmp want got
'

test_expect_success 'openai-agents: messages without a session row are a session; append adds the row' '
	mkdb w.db orphan.sql &&
	transcript list --bytes w.db | grep -q "^orphan	1	.*	7$" &&
	transcript load w.db orphan >out && echo "{\"a\":1}" >want && test_cmp want out &&
	transcript append w.db orphan two &&
	dbq w.db "SELECT count(*) FROM agent_sessions WHERE session_id = '"'"'orphan'"'"'" >got &&
	echo 1 >want && test_cmp want got
'

test_expect_success 'query options name other tables; they are created and read, not added' '
	S="openai-agents:custom.db?sessions_table=my sessions&messages_table=order" &&
	transcript append "$S" s1 two &&
	transcript load "$S" s1 >out && test_cmp two out &&
	dbq custom.db "SELECT name FROM sqlite_schema WHERE type = '"'"'table'"'"' AND name NOT LIKE '"'"'sqlite%'"'"' ORDER BY name" >got &&
	printf "my sessions\norder\n" >want && test_cmp want got &&
	test_expect_code 4 transcript list custom.db 2>err &&
	grep -q "its tables: my sessions, order" err &&
	test_expect_code 4 transcript append "langchain:custom.db?table=lc" u two 2>err &&
	grep -q "no table .lc." err &&
	transcript append "langchain:lcustom.db?table=lc" u two &&
	transcript load "langchain:lcustom.db?table=lc" u >out && test_cmp two out
'

test_expect_success 'an unknown query option is exit 2; a path with ? ends with ?' '
	test_expect_code 2 transcript list "openai-agents:oa.db?table=x" 2>err &&
	grep -q "unknown option .table." err && grep -q "takes sessions_table= and messages_table=" err &&
	test_expect_code 2 transcript list "langchain:lc.db?table=" 2>err &&
	grep -q "needs a table name" err &&
	transcript append "langchain:what?.db?" s two && test -f "what?.db" &&
	transcript load "langchain:what?.db?" s >out && test_cmp two out
'

test_expect_success 'langchain: compact-replace with nothing is exit 2, changes nothing' '
	cp lc.db l.db &&
	test_expect_code 2 transcript compact-replace l.db user-7:café </dev/null 2>err &&
	grep -q "keeps no empty session" err &&
	dbq lc.db "$LC_ROWS" >want && dbq l.db "$LC_ROWS" >got && test_cmp want got
'

test_expect_success 'langchain: append, compact-replace, rename, delete' '
	transcript append l.db user-7:café two &&
	dbq l.db "SELECT message FROM message_store WHERE session_id = '"'"'user-7:café'"'"' ORDER BY id" >rows &&
	test $(wc -l <rows) -eq 4 && tail -n 1 rows | grep -q "^{\"role\": \"assistant\", \"content\": " &&
	transcript compact-replace l.db user-7:café two &&
	transcript load l.db user-7:café >out && test_cmp two out &&
	transcript rename l.db user-7:café u9 && test_expect_code 5 transcript load l.db user-7:café &&
	transcript load l.db u9 >out && test_cmp two out &&
	test_expect_code 6 transcript rename l.db u9 paris &&
	transcript delete l.db u9 &&
	dbq l.db "SELECT count(*) FROM message_store WHERE session_id IN ('"'"'user-7:café'"'"', '"'"'u9'"'"')" >got &&
	echo 0 >want && test_cmp want got
'

test_expect_success 'a new langchain store: the table SQLAlchemy makes' '
	transcript append langchain:lnew.db s two &&
	dbq lnew.db "SELECT sql FROM sqlite_schema WHERE type = '"'"'table'"'"'" >got &&
	echo "CREATE TABLE message_store (id INTEGER NOT NULL, session_id TEXT, message TEXT, PRIMARY KEY (id))" >want &&
	test_cmp want got
'

# Issue 9: a link in place of a database's -wal, -shm or -journal file.
for kind in sqlite openai-agents langchain; do
	case $kind in
	sqlite) src=$FIXTURES/sqlite/sample.sql ;;
	*) src=$N/$kind.sql ;;
	esac
	for sfx in -wal -shm -journal; do
		test_expect_success "$kind: a link as $sfx is refused (exit 4), its target untouched" '
			rm -rf ln && mkdir ln && mkdb ln/s.db "$src" &&
			echo precious >outside && cksum outside >want &&
			ln -s ../outside "ln/s.db$sfx" &&
			msg="'"'"'ln/s.db$sfx'"'"' is a symbolic link; transcript does not follow links inside a store" &&
			test_expect_code 4 transcript list "$kind:ln/s.db" 2>err &&
			grep -qF "$msg" err &&
			test_expect_code 4 transcript list ln/s.db 2>err && grep -qF "$msg" err &&
			test_expect_code 4 transcript append "$kind:ln/s.db" s two &&
			test_expect_code 4 transcript convert --quiet lc.db "$kind:ln/s.db" &&
			test_expect_code 4 transcript convert --quiet "$kind:ln/s.db" c.db &&
			test_expect_code 4 transcript delete --force "$kind:ln/s.db" s &&
			test -L "ln/s.db$sfx" && cksum outside >got && test_cmp want got &&
			test ! -e c.db
		'
	done
done

test_expect_success 'a link beside the file a database link resolves to is refused' '
	rm -rf real && mkdir real && mkdb real/s.db "$N/openai-agents.sql" &&
	ln -s real/s.db alias.db && ln -s ../outside real/s.db-wal &&
	cksum outside >want &&
	test_expect_code 4 transcript append openai-agents:alias.db s two 2>err &&
	grep -q "real/s.db-wal. is a symbolic link" err &&
	cksum outside >got && test_cmp want got
'

test_expect_success 'a FIFO as -wal is refused (exit 4), never opened' '
	rm -rf fifo && mkdir fifo && mkdb fifo/s.db "$N/langchain.sql" &&
	mkfifo fifo/s.db-wal &&
	test_expect_code 4 transcript load fifo/s.db paris 2>err &&
	grep -q "fifo/s.db-wal. is a FIFO" err
'

# Interop with stand-ins for the SDKs' own code (tests/interop/*.py).
if ! command -v python3 >/dev/null; then
	test_skip 'interop with SQLiteSession and SQLChatMessageHistory' 'no python3'
	test_done
fi
OAPY="python3 $TESTS_DIR/../interop/openai_agents_session.py"
LCPY="python3 $TESTS_DIR/../interop/langchain_sql_history.py"
# compact [ascii]: each item as Python's json.dumps(separators=(",", ":"))
# writes it, with non-ASCII characters as they are or (ascii) escaped.
compact() {
	python3 -c 'import json, sys
for l in sys.stdin: print(json.dumps(json.loads(l), separators=(",", ":"),
    ensure_ascii=len(sys.argv) > 1))' "$@"
}

test_expect_success 'interop: transcript reads what SQLiteSession.add_items wrote' '
	cp py-items items && $OAPY py.db s add <items && $OAPY py.db s add <two &&
	transcript load openai-agents:py.db s >out &&
	cat items two | compact ascii >want && test_cmp want out
'

test_expect_success 'interop: SQLiteSession.get_items reads what transcript wrote' '
	transcript append openai-agents:ours.db s "$FIXTURES/jsonl/responses-weather.jsonl" &&
	$OAPY ours.db s get >got &&
	compact <"$FIXTURES/jsonl/responses-weather.jsonl" >want && test_cmp want got &&
	$OAPY ours.db s add <two && transcript append ours.db s two &&
	$OAPY ours.db s get >got &&
	{ cat want && compact <two && compact <two; } >want2 && test_cmp want2 got &&
	transcript load ours.db s | compact >got && test_cmp want2 got
'

test_expect_success 'interop: other tables, and clear_session after transcript wrote' '
	transcript append "openai-agents:t.db?sessions_table=s2&messages_table=m2" s two &&
	$OAPY --sessions-table s2 --messages-table m2 t.db s get >got &&
	compact <two >want && test_cmp want got &&
	$OAPY --sessions-table s2 --messages-table m2 t.db s clear &&
	test_expect_code 5 transcript load "openai-agents:t.db?sessions_table=s2&messages_table=m2" s
'

test_expect_success 'interop: SQLAlchemySession rows (compact) stay compact' '
	$OAPY --compact sa2.db s add <items && transcript append sa2.db s two &&
	dbq sa2.db "SELECT message_data FROM agent_messages ORDER BY id" >rows &&
	! grep -q "\": \"" rows && $OAPY sa2.db s get | test $(wc -l) -eq 5
'

test_expect_success 'interop: transcript reads what SQLChatMessageHistory wrote, and back' '
	dbq lc.db "SELECT message FROM message_store WHERE session_id = '"'"'paris'"'"' ORDER BY id" >msgs &&
	$LCPY lpy.db u add <msgs &&
	transcript load langchain:lpy.db u >out && compact <msgs >want &&
	compact <out >got && test_cmp want got &&
	transcript append lpy.db u "$TRASH/out" &&
	$LCPY lpy.db u messages >got && { cat want && cat want; } >want2 &&
	test_cmp want2 got &&
	$LCPY lpy.db u clear && test_expect_code 5 transcript load lpy.db u
'

test_done
