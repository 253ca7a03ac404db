#!/bin/sh
test_description='frameworks'"'"' own SQL stores: agntz:, mastra:, voltagent:, opencode:, llm:'
. "$(dirname "$0")/lib.sh"
. "$TESTS_DIR/../helpers/lock.sh"

N=$FIXTURES/native
AG_ROWS='SELECT session_id, role, content, tool_calls, tool_call_id, timestamp, content_blocks FROM messages ORDER BY session_id, id'
AG_SESS='SELECT id, agent_id, created_at, user_id FROM sessions ORDER BY id'

# state DB: its checksum and the files beside it named after it (-wal,
# -journal, temporary copies).
state() {
	cksum "$1" && for f in "$1"* ."$1"*; do
		if test -e "$f"; then echo "$f"; fi
	done
}

test_expect_success 'setup: the fixtures as databases' '
	mkdb ag.db "$N/agntz.sql" &&
	mkdb ma.db "$N/mastra.sql" &&
	mkdb va.db "$N/voltagent.sql" &&
	mkdb oc.db "$N/opencode.sql" &&
	mkdb llm.db "$N/llm.sql" &&
	mkdb llm32.db "$N/llm32.sql"
'

test_expect_success 'a bare path is detected by its tables; list shows their times' '
	transcript list ag.db >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    sess-tools 2 2026-05-06T10:05:00.000Z 2026-05-06T10:05:00.000Z \
	    weather-paris 2 2026-05-06T10:00:00.412Z 2026-05-06T10:00:03.120Z \
	    weather-rome 2 2026-05-06T10:10:00.000Z 2026-05-06T10:10:02.000Z >want &&
	test_cmp want out &&
	transcript list ma.db | cut -f1-3 >out &&
	printf "thread-paris\t3\t2026-05-06T10:00:00.000Z\nthread-rome\t3\t2026-05-06T10:01:40.000Z\n" >want &&
	test_cmp want out &&
	transcript list va.db | cut -f1,2 >out &&
	printf "conv-paris\t3\nconv-rome\t3\n" >want &&
	test_cmp want out &&
	transcript list agntz:ag.db >out2 && transcript list ag.db | cmp - out2 &&
	transcript list oc.db >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    ses_1a2b3c4d5ffcSUBAGENTpar01 2 2026-05-06T10:00:03.000Z 2026-05-06T10:00:05.000Z \
	    ses_1a2b3c4d5ffdWEATHERrome001 3 2026-05-06T10:01:00.000Z 2026-05-06T10:01:05.000Z \
	    ses_1a2b3c4d5ffeWEATHERparis01 3 2026-05-06T10:00:00.000Z 2026-05-06T10:00:09.000Z >want &&
	test_cmp want out
'

test_expect_success 'opencode: an item is a message row with its parts'"'"' rows, in id order' '
	transcript load oc.db ses_1a2b3c4d5ffdWEATHERrome001 >out &&
	cat >want <<-\EOF &&
	{"id":"msg_1a2b3c4d7001ROMEuser00001","data":{"role":"user","time":{"created":1778061661000},"agent":"build","model":{"providerID":"anthropic","modelID":"claude-sonnet-4-5"}},"parts":[{"id":"prt_1a2b3c4d7002ROMEpart00001","data":{"type":"text","text":"And Rome?"}}]}
	{"id":"msg_1a2b3c4d7003ROMEasst00001","data":{"role":"assistant","time":{"created":1778061662000,"completed":1778061663000},"error":{"name":"MessageAbortedError","data":{"message":"The operation was aborted."}},"parentID":"msg_1a2b3c4d7001ROMEuser00001","modelID":"claude-sonnet-4-5","providerID":"anthropic","mode":"build","agent":"build","path":{"cwd":"/home/ada/weather","root":"/home/ada/weather"},"cost":0.004,"tokens":{"input":900,"output":30,"reasoning":0,"cache":{"read":0,"write":0}},"finish":"tool-calls"},"parts":[{"id":"prt_1a2b3c4d7004ROMEpart00002","data":{"type":"step-start"}},{"id":"prt_1a2b3c4d7005ROMEpart00003","data":{"type":"tool","callID":"toolu_rome_1","tool":"bash","state":{"status":"running","input":{"command":"curl -s wttr.in/Rome?format=3"},"title":"curl","time":{"start":1778061662500}}}}]}
	{"id":"msg_1a2b3c4d7006ROMEuser00002","data":{"role":"user","time":{"created":1778061665000},"agent":"build","model":{"providerID":"anthropic","modelID":"claude-sonnet-4-5"}},"parts":[{"id":"prt_1a2b3c4d7007ROMEpart00004","data":{"type":"text","text":"Never mind."}}]}
	EOF
	test_cmp want out &&
	cp oc.db oc-noparts.db &&
	echo "DELETE FROM part WHERE message_id = '"'"'msg_1a2b3c4d7006ROMEuser00002'"'"';" | "$MKDB" oc-noparts.db &&
	transcript load oc-noparts.db ses_1a2b3c4d5ffdWEATHERrome001 | tail -1 | grep -q "\"parts\":\[\]}$" &&
	transcript convert oc.db oc-mine.db &&
	for s in $(transcript list oc.db | cut -f1); do
		transcript load oc.db $s >a && transcript load oc-mine.db $s >b &&
		test_cmp a b || exit 1
	done &&
	transcript list --bytes oc.db | cut -f1,5 >bytes-theirs &&
	transcript list --bytes oc-mine.db | cut -f1,5 >bytes-ours &&
	test_cmp bytes-theirs bytes-ours
'

test_expect_success 'agntz: an item is its row'"'"'s columns, NULLs left out, in id order' '
	transcript load ag.db weather-paris >out &&
	cat >want <<-\EOF &&
	{"role":"user","content":"What is the weather in Paris? [image]","timestamp":"2026-05-06T10:00:03.118Z","content_blocks":[{"type":"text","text":"What is the weather in Paris?"},{"type":"image","url":"https://example.com/paris.jpg","mediaType":"image/jpeg"}]}
	{"role":"assistant","content":"It is 18°C and cloudy in Paris. 東京 is next? 🚀","tool_calls":[{"id":"call_paris_1","name":"get_weather","input":{"city":"Paris","unit":"celsius"},"output":{"tempC":18,"sky":"cloudy","note":"quotes \" and \\ kept"},"duration":412}],"timestamp":"2026-05-06T10:00:03.118Z"}
	EOF
	test_cmp want out &&
	transcript load ag.db sess-tools | sed -n 2p >out &&
	echo "{\"role\":\"tool\",\"content\":\"{\\\"result\\\": \\\"found\\\"}\",\"tool_call_id\":\"tc-1\",\"timestamp\":\"2026-05-06T10:05:00.000Z\"}" >want &&
	test_cmp want out
'

test_expect_success 'mastra, voltagent: an item is the message row, ordered by time, then insertion' '
	transcript load ma.db thread-rome >out &&
	cat >want <<-\EOF &&
	{"id":"r1","role":"user","type":"v2","content":{"format":2,"parts":[{"type":"text","text":"And Rome?"}],"content":"And Rome?"},"createdAt":"2026-05-06T10:01:41.000Z","resourceId":"user-ada"}
	{"id":"r2","role":"assistant","type":"v2","content":{"format":2,"parts":[{"type":"tool-invocation","toolInvocation":{"state":"call","toolCallId":"call_rome_1","toolName":"get_weather","args":{"city":"Rome"}}}]},"createdAt":"2026-05-06T10:01:42.000Z","resourceId":"user-ada"}
	{"id":"r3","role":"user","type":"v2","content":{"format":2,"parts":[{"type":"text","text":"Never mind."}],"content":"Never mind."},"createdAt":"2026-05-06T10:01:43.000Z","resourceId":"user-ada"}
	EOF
	test_cmp want out &&
	transcript load va.db conv-rome | sed -n 2p >out &&
	echo "{\"id\":\"r2\",\"role\":\"assistant\",\"parts\":[{\"type\":\"tool-get_weather\",\"toolCallId\":\"call_rome_1\",\"state\":\"input-available\",\"input\":{\"city\":\"Rome\"}}],\"formatVersion\":2,\"createdAt\":\"2026-11-28T12:17:37.418Z\",\"userId\":\"user-ada\"}" >want &&
	test_cmp want out &&
	cp ma.db tie.db &&
	dbq tie.db "SELECT 1" >/dev/null &&
	"$MKDB" tie.db <<-\EOF &&
	UPDATE mastra_messages SET "createdAt" = '"'"'2026-05-06T10:01:41.000Z'"'"' WHERE thread_id = '"'"'thread-rome'"'"';
	EOF
	transcript load tie.db thread-rome | cut -c1-11 >out &&
	printf "%s\n" "{\"id\":\"r1\"," "{\"id\":\"r2\"," "{\"id\":\"r3\"," >want &&
	test_cmp want out &&
	"$MKDB" tie.db <<-\EOF &&
	UPDATE mastra_messages SET "createdAt" = '"'"'2026-05-06T10:09:00.000Z'"'"' WHERE id = '"'"'r1'"'"';
	EOF
	transcript load tie.db thread-rome | cut -c1-11 >out &&
	printf "%s\n" "{\"id\":\"r2\"," "{\"id\":\"r3\"," "{\"id\":\"r1\"," >want &&
	test_cmp want out
'

test_expect_success 'convert to our SQLite store and back: agntz rows come back column for column' '
	transcript convert ag.db mine.db &&
	transcript load mine.db weather-paris >a && transcript load ag.db weather-paris >b &&
	test_cmp b a &&
	mkdb back.db "$N/agntz.sql" &&
	"$MKDB" back.db <<-\EOF &&
	DELETE FROM messages; DELETE FROM sessions;
	EOF
	transcript convert mine.db agntz:back.db &&
	dbq ag.db "$AG_ROWS" >want && dbq back.db "$AG_ROWS" >got &&
	test_cmp want got &&
	dbq back.db "$AG_SESS" >sess &&
	printf "%s\tNULL\t%s\tembedded\n" sess-tools 2026-05-06T10:05:00.000Z \
	    weather-paris 2026-05-06T10:00:00.412Z \
	    weather-rome 2026-05-06T10:10:00.000Z >want &&
	test_cmp want sess &&
	transcript convert ma.db ma-mine.db && transcript convert va.db va-mine.db &&
	for s in thread-paris thread-rome; do
		transcript load ma.db $s >a && transcript load ma-mine.db $s >b &&
		test_cmp a b || exit 1
	done &&
	transcript load va.db conv-paris >a && transcript load va-mine.db conv-paris >b &&
	test_cmp a b
'

test_expect_success 'agntz: append writes as agntz does (one transaction, user embedded, ISO times)' '
	cp ag.db w.db &&
	printf "%s\n" "{\"role\":\"user\",\"content\":\"Café?\",\"timestamp\":\"2026-05-06T11:00:00.000Z\"}" \
	    "{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{\"id\":\"c9\",\"name\":\"hours\",\"input\":{},\"output\":\"8-18\",\"duration\":3}],\"timestamp\":\"2026-05-06T11:00:00.000Z\"}" >two &&
	transcript append w.db new two &&
	dbq w.db "SELECT role, content, tool_calls, tool_call_id, content_blocks FROM messages WHERE session_id = '"'"'new'"'"' ORDER BY id" >got &&
	printf "user\tCafé?\tNULL\tNULL\tNULL\nassistant\t\t[{\"id\":\"c9\",\"name\":\"hours\",\"input\":{},\"output\":\"8-18\",\"duration\":3}]\tNULL\tNULL\n" >want &&
	test_cmp want got &&
	dbq w.db "SELECT user_id, agent_id, created_at = updated_at, created_at GLOB '"'"'20[0-9][0-9]-*T*.[0-9][0-9][0-9]Z'"'"' FROM sessions WHERE id = '"'"'new'"'"'" >got &&
	printf "embedded\tNULL\t1\t1\n" >want && test_cmp want got &&
	transcript load w.db new | cmp - two
'

test_expect_success 'agntz: an item that is not exactly its columns is refused (4), nothing written' '
	cp ag.db w2.db && state w2.db >before &&
	for it in "{\"type\":\"message\",\"role\":\"user\",\"content\":\"hi\",\"timestamp\":\"t\"}" \
	    "{\"content\":\"hi\",\"role\":\"user\",\"timestamp\":\"t\"}" \
	    "{\"role\":\"user\",\"content\":\"h\\u00e9\",\"timestamp\":\"t\"}" \
	    "{\"role\":\"user\",\"content\":\"hi\"}" \
	    "{\"role\":\"user\",\"content\":[\"hi\"],\"timestamp\":\"t\"}"; do
		printf "%s\n" "{\"role\":\"user\",\"content\":\"ok\",\"timestamp\":\"t\"}" "$it" >bad &&
		test_expect_code 4 transcript append w2.db weather-paris bad 2>err &&
		grep -q "w2.db#weather-paris@1: .*cannot be a row of messages" err &&
		state w2.db >after && test_cmp before after || exit 1
	done
'

test_expect_success 'an empty session (a row without messages) loads empty; a JSON column of null round-trips' '
	cp ag.db em.db &&
	echo "INSERT INTO sessions (id, created_at, updated_at, user_id) VALUES ('"'"'fresh'"'"', '"'"'2026-05-06T11:00:00.000Z'"'"', '"'"'2026-05-06T11:00:00.000Z'"'"', '"'"'embedded'"'"'); UPDATE messages SET tool_calls = '"'"'null'"'"' WHERE id = 5;" | "$MKDB" em.db &&
	transcript load em.db fresh >out && ! test -s out &&
	transcript list em.db | cut -f1,2 | grep "^fresh" >out &&
	printf "fresh\t0\n" >want && test_cmp want out &&
	transcript check em.db >out 2>&1 && grep -q "^check: 4 sessions" out &&
	transcript load em.db weather-rome | head -1 >out &&
	echo "{\"role\":\"user\",\"content\":\"And Rome?\",\"tool_calls\":null,\"timestamp\":\"2026-05-06T10:10:01.000Z\"}" >want &&
	test_cmp want out &&
	transcript convert em.db em-mine.db &&
	echo "DELETE FROM messages; DELETE FROM sessions;" | "$MKDB" em.db &&
	transcript convert em-mine.db agntz:em.db &&
	dbq em.db "SELECT quote(tool_calls) FROM messages WHERE session_id = '"'"'weather-rome'"'"' ORDER BY id LIMIT 1" >out &&
	echo "'"'"'null'"'"'" >want && test_cmp want out &&
	cp oc.db oc-empty.db &&
	echo "DELETE FROM part WHERE session_id = '"'"'ses_1a2b3c4d5ffdWEATHERrome001'"'"'; DELETE FROM message WHERE session_id = '"'"'ses_1a2b3c4d5ffdWEATHERrome001'"'"';" | "$MKDB" oc-empty.db &&
	transcript load oc-empty.db ses_1a2b3c4d5ffdWEATHERrome001 >out && ! test -s out &&
	transcript convert oc-empty.db oc-empty-mine.db &&
	transcript list oc-empty-mine.db | cut -f1,2 | grep -q "^ses_1a2b3c4d5ffdWEATHERrome001	0$"
'

test_expect_success 'agntz: delete, rename and compact-replace keep the sessions row'"'"'s other columns' '
	cp ag.db w3.db &&
	transcript rename w3.db weather-rome rome &&
	dbq w3.db "SELECT id, agent_id, user_id FROM sessions WHERE id = '"'"'rome'"'"'" >got &&
	printf "rome\tweather\tembedded\n" >want && test_cmp want got &&
	transcript load w3.db weather-paris | head -1 >one &&
	transcript compact-replace w3.db weather-paris one &&
	transcript load w3.db weather-paris | cmp - one &&
	transcript delete w3.db sess-tools &&
	dbq w3.db "SELECT count(*) FROM messages WHERE session_id = '"'"'sess-tools'"'"'" >got &&
	echo 0 >want && test_cmp want got
'

test_expect_success 'agntz: --to=agntz writes any session as rows agntz reads; without it, refused (4)' '
	mkdb to.db "$N/agntz.sql" &&
	echo "DELETE FROM messages; DELETE FROM sessions;" | "$MKDB" to.db &&
	test_expect_code 4 transcript convert "$N/claude-code" agntz:to.db 2>err &&
	grep -q "give --to=agntz" err &&
	transcript convert --to=agntz "$N/claude-code" agntz:to.db 2>err &&
	transcript check to.db >out 2>&1 &&
	grep -q " 0 errors, 0 warnings$" out &&
	dbq to.db "SELECT count(*) FROM messages WHERE role = '"'"'tool'"'"' AND tool_call_id IS NOT NULL" >n &&
	test "$(cat n)" -gt 0 &&
	dbq to.db "SELECT count(*) FROM messages WHERE timestamp NOT GLOB '"'"'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'"'"'" >n &&
	echo 0 >want && test_cmp want n
'

test_expect_success 'agntz: no new database is made (2): agntz'"'"'s migrations own it' '
	test_expect_code 2 transcript convert ag.db agntz:new.db 2>err &&
	grep -q "writes only into an agntz session database that its owner made" err &&
	! test -e new.db &&
	: >empty.db &&
	test_expect_code 2 transcript append agntz:empty.db s two &&
	test_expect_code 2 transcript convert mine.db agntz:empty.db &&
	! test -s empty.db
'

test_expect_success 'agntz: check reads ToolCallRecords: answered in place, an echo is no duplicate, an open call' '
	transcript check ag.db sess-tools weather-paris >out 2>&1 &&
	grep -q "^check: 2 sessions, 4 items, 0 errors, 0 warnings$" out &&
	transcript check ag.db weather-rome >out &&
	grep -q "^ag.db#weather-rome@1: warning: call call_rome_1 has no result yet: .*\[pending-call\]$" out &&
	cp ag.db dg.db &&
	echo "{\"role\":\"user\",\"content\":\"Never mind.\",\"timestamp\":\"2026-05-06T10:11:00.000Z\"}" >nm &&
	transcript append dg.db weather-rome nm &&
	test_expect_code 1 transcript check dg.db weather-rome >out &&
	grep -q "^dg.db#weather-rome@1: error: call call_rome_1 has no result, and the conversation goes on after it \[dangling-call\]$" out &&
	transcript dump ag.db weather-paris >out &&
	grep -q "^                   ← \[call_paris_1\] {\"tempC\":18," out &&
	transcript stats --by=tool ag.db >out && grep -q "^ *1 *1 *0  lookup$" out &&
	transcript grep -c Paris ag.db >out && printf "weather-paris:4\n" >want && test_cmp want out
'

test_expect_success 'llm: a conversation'"'"'s responses in id order, each with its tool calls and results' '
	transcript list llm.db >out &&
	printf "%s\t2\t%s\t%s\n" \
	    01jgq7y7mbw3pcg3h2r7n5v0aa 2025-01-03T10:00:00.123Z 2025-01-03T10:00:00.123Z \
	    01jgq80f9kq1b1d9a3e6h4z0bb 2025-01-03T10:01:40.000Z 2025-01-03T10:01:40.000Z >want &&
	test_cmp want out &&
	transcript dump llm.db 01jgq80f9kq1b1d9a3e6h4z0bb | head -1 >out &&
	echo "=== 01jgq80f9kq1b1d9a3e6h4z0bb (2 items, created 2025-01-03T10:01:40.000Z, llm logs.db)" >want &&
	test_cmp want out &&
	transcript load llm.db 01jgq7y7mbw3pcg3h2r7n5v0aa | sed -n 2p >out &&
	cat >want <<-\EOF &&
	{"id":"01jgq7y8a40000000000000002","model":"gpt-4o-mini","prompt":"","prompt_json":{"messages":[{"role":"user","content":""}]},"options_json":{"temperature":0.2},"response":"It is 18°C and cloudy in Paris. 東京 is next? 🚀","response_json":{"model":"gpt-4o-mini-2024-07-18","usage":{"prompt_tokens":102}},"duration_ms":655,"datetime_utc":"2025-01-03T10:00:01.500000","input_tokens":102,"output_tokens":19,"token_details":{"prompt_tokens_details":{"cached_tokens":0},"completion_tokens_details":{"reasoning_tokens":0}},"resolved_model":"gpt-4o-mini-2024-07-18","tool_calls":[],"tool_results":[{"name":"get_weather","output":"{\"tempC\": 18, \"sky\": \"cloudy\", \"note\": \"quotes \\\" and \\\\ kept\"}","tool_call_id":"call_paris_1"}]}
	EOF
	test_cmp want out &&
	transcript convert llm.db llm-mine.db &&
	for s in $(transcript list llm.db | cut -f1); do
		transcript load llm.db $s >a && transcript load llm-mine.db $s >b &&
		test_cmp a b || exit 1
	done &&
	cp llm.db llm-old.db &&
	echo "ALTER TABLE responses DROP COLUMN resolved_model; ALTER TABLE tool_results DROP COLUMN exception;" | "$MKDB" llm-old.db &&
	transcript load llm-old.db 01jgq7y7mbw3pcg3h2r7n5v0aa | sed -n 2p >out &&
	sed "s/,\"resolved_model\":\"gpt-4o-mini-2024-07-18\"//" want >want-old &&
	test_cmp want-old out &&
	cp llm.db llm-no.db &&
	echo "ALTER TABLE responses DROP COLUMN output_tokens;" | "$MKDB" llm-no.db &&
	test_expect_code 4 transcript list llm-no.db 2>err &&
	grep -q "not an llm logs database: table .responses. has no column .output_tokens." err &&
	transcript check llm.db 01jgq7y7mbw3pcg3h2r7n5v0aa >out 2>&1 &&
	grep -q "^check: 1 session, 2 items, 0 errors, 0 warnings$" out &&
	test_expect_code 1 transcript check llm.db 01jgq80f9kq1b1d9a3e6h4z0bb >out &&
	grep -q "^llm.db#01jgq80f9kq1b1d9a3e6h4z0bb@0: error: call call_rome_1 has no result, and the conversation goes on after it \[dangling-call\]$" out &&
	transcript stats --json llm.db >out &&
	grep -q "\"total\":{\"sessions\":2,.*\"tokens\":{\"input\":261,\"output\":54," out &&
	transcript grep -c cloudy llm.db >out &&
	echo "01jgq7y7mbw3pcg3h2r7n5v0aa:2" >want && test_cmp want out
'

test_expect_success 'mastra, voltagent: dump shows calls and results in their format' '
	transcript dump ma.db thread-rome >out &&
	cat >want <<-\EOF &&
	=== thread-rome (3 items, created 2026-05-06T10:01:40.000Z, Mastra)
	     0  user       And Rome?
	     1  assistant  → get_weather({"city":"Rome"}) [call_rome_1]
	        !          error dangling-call: call call_rome_1 has no result, and the conversation goes on after it
	     2  user       Never mind.
	EOF
	test_cmp want out &&
	transcript dump va.db conv-paris >out &&
	cat >want <<-\EOF &&
	=== conv-paris (3 items, created 2026-11-28T12:17:37.377Z, VoltAgent)
	     0  user       What is the weather in Paris?
	     1  assistant  → get_weather({"city":"Paris","unit":"celsius"}) [call_paris_1]
	                   ← [call_paris_1] {"tempC":18,"sky":"cloudy","note":"quotes \" and \\ kept"}
	     2  assistant  It is 18°C and cloudy in Paris. 東京 is next? 🚀
	EOF
	test_cmp want out
'

for db in ma.db va.db; do
	test_expect_success "check $db: the answered call is clean (0), the open one an error (1)" '
		p=$(test $db = ma.db && echo thread || echo conv) &&
		transcript check $db $p-paris >out 2>&1 &&
		grep -q "^check: 1 session, 3 items, 0 errors, 0 warnings$" out &&
		test_expect_code 1 transcript check $db $p-rome >out &&
		grep -q "^$db#$p-rome@1: error: call call_rome_1 has no result, and the conversation goes on after it \[dangling-call\]$" out
	'
done

test_expect_success 'grep, stats and --to=chat read them by their format' '
	transcript grep Rome ma.db >out &&
	printf "thread-rome@0:user:And Rome?\nthread-rome@0:user:And Rome?\nthread-rome@1:assistant:Rome\n" >want &&
	test_cmp want out &&
	transcript grep --tool=get_weather -c Paris va.db >out &&
	printf "conv-paris:1\n" >want && test_cmp want out &&
	transcript stats --by=tool va.db >out &&
	grep -q "^ *2 *2 *0  get_weather$" out &&
	transcript stats ma.db >out && grep -q "^ *- .* thread-paris$" out &&
	transcript load --to=chat va.db conv-paris | sed -n 3p >out &&
	cat >want <<-\EOF &&
	{"role":"tool","tool_call_id":"call_paris_1","content":"{\"tempC\":18,\"sky\":\"cloudy\",\"note\":\"quotes \\\" and \\\\ kept\"}"}
	EOF
	test_cmp want out
'

test_expect_success 'opencode: check, dump, grep; stats counts a subagent in its parent, listed before it' '
	P=ses_1a2b3c4d5ffeWEATHERparis01 R=ses_1a2b3c4d5ffdWEATHERrome001 &&
	transcript check oc.db $P >out 2>&1 &&
	grep -q "^check: 1 session, 3 items, 0 errors, 0 warnings$" out &&
	transcript check oc.db $R >out &&
	grep -q "^oc.db#$R@1: warning: call toolu_rome_1 has no result (legal on disk for OpenCode: an interrupted turn) \[unanswered-call\]$" out &&
	transcript dump oc.db $P | sed -n 6,7p >out &&
	cat >want <<-\EOF &&
	                   → read({"filePath":"/home/ada/weather/forecast.md"}) [toolu_paris_2]
	                   ← [toolu_paris_2] error: File not found: /home/ada/weather/forecast.md
	EOF
	test_cmp want out &&
	transcript grep -c cloudy oc.db >out &&
	echo "$P:2" >want && test_cmp want out &&
	transcript stats oc.db >out &&
	cat >want <<-EOF &&
	     input     output   cache_read  cache_write        total     cost_usd  session
	       900         30            0            0          930       0.0040  $R
	      2000        157         8000          250        10407       0.0174  $P
	      2900        187         8000          250        11337       0.0214  total: 2 sessions, 1 subagent
	EOF
	test_cmp want out &&
	transcript stats --subagents=separate oc.db | sed -n 2p >out &&
	printf "       500         20            0            0          520       0.0020  ses_1a2b3c4d5ffcSUBAGENTpar01\n" >want &&
	test_cmp want out &&
	transcript stats oc.db ses_1a2b3c4d5ffcSUBAGENTpar01 | sed -n 2p >out &&
	printf "       500         20            0            0          520       0.0020  $P\n" >want &&
	test_cmp want out &&
	transcript stats --by=project oc.db | sed -n 2p >out &&
	grep -q "^ *2 .* /tmp/transcript-opencode-fixture/weather$" out
'

test_expect_success 'llm 0.32: a thread is its chain from the tip, root first; older conversations stay responses' '
	transcript list llm32.db >out &&
	printf "%s\t%s\t%s\t%s\n" \
	    01jgq7y7mbw3pcg3h2r7n5v0aa 2 2025-01-03T10:00:00.123Z 2025-01-03T10:00:00.123Z \
	    01jgq80f9kq1b1d9a3e6h4z0bb 6 2026-08-06T10:00:00.000Z 2026-08-06T10:00:00.000Z \
	    01k2x3v4w5a0000000000000a1 4 2026-08-05T09:00:00.125Z 2026-08-05T09:00:00.125Z \
	    01k2x3v4w5a0000000000000a2 4 2026-08-05T09:05:00.000Z 2026-08-05T09:05:00.000Z >want &&
	test_cmp want out &&
	transcript list llm:llm32.db | cmp - out &&
	transcript load llm32.db 01k2x3v4w5a0000000000000a1 >a1 &&
	head -n 1 a1 >out &&
	echo "{\"hash\":\"b2:71d985893f4fc8725add3ca9615640a2\",\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"text\":\"Weather in Paris? Réponds « vite » 🚀\"}]}" >want &&
	test_cmp want out &&
	sed -n 2p a1 >out &&
	echo "{\"hash\":\"b2:340e4d24f36832f2a08e0893d53c89d7\",\"role\":\"assistant\",\"parts\":[{\"type\":\"reasoning\",\"text\":\"\",\"payload\":{\"redacted\":true}},{\"type\":\"tool_call\",\"tool_name\":\"get_weather\",\"payload\":{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Paris\",\"unit\":\"celsius\"},\"tool_call_id\":\"call_p1\"}}]}" >want &&
	test_cmp want out &&
	sed -n 4p a1 | grep -qF "It is 18°C in Paris.\\nTake a coat." &&
	transcript load llm32.db 01k2x3v4w5a0000000000000a2 >a2 &&
	head -n 2 a1 >x && head -n 2 a2 | cmp - x &&
	sed -n 3p a2 | grep -q "\"exception\":\"TimeoutError: no answer in 10s\"" &&
	cut -c1-46 a1 >h && cut -d\" -f4 h >hashes &&
	sqlite3 llm32.db "SELECT parent_hash FROM messages WHERE hash = '"'"'$(sed -n 4p hashes)'"'"'" >p &&
	sed -n 3p hashes | cmp - p &&
	transcript load llm32.db 01jgq80f9kq1b1d9a3e6h4z0bb | wc -l >n && echo 6 >want && test_cmp want n &&
	transcript load llm32.db 01jgq7y7mbw3pcg3h2r7n5v0aa >out &&
	transcript load llm.db 01jgq7y7mbw3pcg3h2r7n5v0aa | cmp - out
'

test_expect_success 'llm 0.32: check, dump, grep read messages as the llm format' '
	test_expect_code 1 transcript check llm32.db >out 2>err &&
	cat >want <<-\EOF &&
	llm32.db#01jgq80f9kq1b1d9a3e6h4z0bb@1: error: call call_rome_1 has no result, and the conversation goes on after it [dangling-call]
	llm32.db#01k2x3v4w5a0000000000000a2@3: warning: call call_p2 has no result yet: the last turn was interrupted or is still running [pending-call]
	EOF
	test_cmp want out &&
	grep -q "^check: 4 sessions, 16 items, 1 error, 1 warning" err &&
	transcript dump llm32.db 01k2x3v4w5a0000000000000a2 >out &&
	grep -q "(4 items, created 2026-08-05T09:05:00.000Z, llm logs.db)" out &&
	grep -q "← \[call_p1\] error: TimeoutError: no answer in 10s" out &&
	grep -q "→ get_weather({\"city\":\"Paris\"}) \[call_p2\]" out &&
	transcript grep -c coat llm32.db >out &&
	echo "01k2x3v4w5a0000000000000a1:1" >want && test_cmp want out
'

test_expect_success 'llm 0.32: convert keeps every item; an empty thread is no session' '
	transcript convert llm32.db llm32-mine.db &&
	transcript dump --format=jsonl llm32.db >a && transcript dump --format=jsonl llm32-mine.db >b &&
	test_cmp a b &&
	cp llm32.db empty.db &&
	echo "INSERT INTO threads (id, name, tip_message_hash) VALUES ('"'"'empty'"'"', NULL, NULL);" |
	    "$MKDB" empty.db &&
	! transcript list empty.db | grep -q "^empty	" &&
	test_expect_code 5 transcript load empty.db empty &&
	cp llm32.db none.db &&
	echo "DELETE FROM parts; DELETE FROM turns; DELETE FROM threads; DELETE FROM messages;
	    DELETE FROM tool_calls; DELETE FROM tool_results; DELETE FROM tool_responses;
	    DELETE FROM responses;" | "$MKDB" none.db &&
	transcript list llm:none.db >out && ! test -s out
'

# A thread's chain cut: by a cycle of parents, a parent or a tip that is
# not there: 4, naming the row.  The listing still lists the thread (but
# for a tip that is not there: no item, so no session).
T=01k2x3v4w5a0000000000000a1
H1=b2:71d985893f4fc8725add3ca9615640a2 H2=b2:340e4d24f36832f2a08e0893d53c89d7
H4=b2:9df88fc70184f8cd7b16ddfcd855218c
for cut in "UPDATE messages SET parent_hash = '$H4' WHERE hash = '$H1'|4|table messages, row hash $H4: its parent_hash chain goes round in a cycle" \
    "UPDATE messages SET parent_hash = 'gone' WHERE hash = '$H2'|4|table messages, row hash $H2: its parent_hash gone is not in the table (the history before it is lost)" \
    "UPDATE threads SET tip_message_hash = 'gone' WHERE id = '$T'|3|its tip_message_hash gone is not in table messages"; do
	test_expect_success "llm 0.32: a cut chain is bad data (4): ${cut%%|*}" '
		cp llm32.db cut.db && echo "${cut%%|*};" | "$MKDB" cut.db &&
		test_expect_code 4 transcript load cut.db $T >out 2>err &&
		echo "transcript: cut.db: session $T: ${cut##*|}" >want &&
		test_cmp want err && ! test -s out &&
		test_expect_code 4 transcript check cut.db $T 2>err &&
		test_cmp want err &&
		transcript list cut.db | cut -f1 >ids &&
		n=${cut#*|} && test $(wc -l <ids) -eq ${n%%|*}
	'
done

test_expect_success 'llm 0.32: a chain column missing is not llm'"'"'s store (4, naming it)' '
	cp llm32.db nocol.db &&
	echo "ALTER TABLE threads DROP COLUMN datetime_utc;" | "$MKDB" nocol.db &&
	test_expect_code 4 transcript list llm:nocol.db 2>err &&
	grep -q "^transcript: nocol.db: not an llm logs database (its message store): table .threads. has no column .datetime_utc.$" err
'

test_expect_success 'llm 0.32: a key twice (a table without its primary key) is read once a step, quickly' '
	sqlite3 llm32.db .dump | sed "s/\[hash\] TEXT PRIMARY KEY/[hash] TEXT/" >dup.sql &&
	echo "CREATE TABLE twice AS SELECT * FROM messages WHERE hash IN ('"'"'$H1'"'"', '"'"'$H2'"'"', '"'"'$H4'"'"');" >>dup.sql &&
	for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do
		echo "INSERT INTO messages SELECT * FROM twice;"
	done >>dup.sql &&
	mkdb dup.db dup.sql &&
	transcript load llm32.db $T >want &&
	timeout 20 "$TRANSCRIPT" load dup.db $T >got &&
	test_cmp want got
'

for kind in mastra voltagent opencode llm; do
	test_expect_success "$kind: read-only: every write is refused (2), naming the kind" '
		case $kind in mastra) db=ma.db ;; voltagent) db=va.db ;;
		opencode) db=oc.db ;; *) db=llm.db ;; esac &&
		cp $db ro.db && state ro.db >before &&
		echo "{\"id\":\"x\"}" >x &&
		test_expect_code 2 transcript append $kind:ro.db s x 2>err &&
		grep -q "^transcript: $kind stores are read-only: " err &&
		test_expect_code 2 transcript append ro.db s x &&
		test_expect_code 2 transcript delete ro.db conv-paris &&
		test_expect_code 2 transcript rename ro.db thread-paris t &&
		test_expect_code 2 transcript compact-replace ro.db thread-paris x &&
		test_expect_code 2 transcript convert mine.db $kind:new.db &&
		! test -e new.db &&
		state ro.db >after && test_cmp before after
	'
done

test_expect_success 'hostile rows: wrong types, NULLs, bad JSON, an unknown version: 4, with table and row' '
	cat >hostile.sql <<-\EOF &&
	CREATE TABLE mastra_threads (id TEXT, "createdAt" TEXT, "updatedAt" TEXT);
	CREATE TABLE mastra_messages (id, thread_id, content, role, type, "createdAt", "resourceId");
	INSERT INTO mastra_threads VALUES ('"'"'t'"'"', '"'"'2026-05-06T10:00:00.000Z'"'"', NULL);
	INSERT INTO mastra_messages VALUES ('"'"'m1'"'"', '"'"'t'"'"', '"'"'{"format":2,"parts":[]}'"'"', '"'"'user'"'"', '"'"'v2'"'"', '"'"'2026-05-06T10:00:01.000Z'"'"', NULL);
	EOF
	for bad in "content = x'"'"'00ff'"'"':column content is not text" \
	    "content = '"'"'{nope'"'"':column content is not JSON text" \
	    "role = NULL:column role is NULL" \
	    "role = 7:column role is not text" \
	    "role = CAST(x'"'"'ff'"'"' AS TEXT):column role is not UTF-8 text" \
	    "content = '"'"'[1]'"'"' || char(10):column content is not JSON text"; do
		rm -f h.db && mkdb h.db hostile.sql &&
		echo "UPDATE mastra_messages SET ${bad%%:*};" | "$MKDB" h.db &&
		state h.db >before &&
		test_expect_code 4 transcript load h.db t 2>err &&
		grep -q "^transcript: h.db: table mastra_messages, row 1: ${bad#*:}$" err &&
		test_expect_code 4 transcript convert h.db out-h.db &&
		! test -e out-h.db &&
		state h.db >after && test_cmp before after || exit 1
	done &&
	cp va.db hv.db &&
	echo "UPDATE voltagent_memory_messages SET format_version = 3 WHERE message_id = '"'"'p2'"'"';" | "$MKDB" hv.db &&
	test_expect_code 4 transcript load hv.db conv-paris 2>err &&
	grep -q "table voltagent_memory_messages, row 2: column format_version holds a format version this program does not know" err &&
	cp oc.db ho.db &&
	echo "UPDATE part SET data = '"'"'{\"type\":'"'"' WHERE id = '"'"'prt_1a2b3c4d7005ROMEpart00003'"'"';" | "$MKDB" ho.db &&
	test_expect_code 4 transcript load ho.db ses_1a2b3c4d5ffdWEATHERrome001 2>err &&
	grep -q "^transcript: ho.db: table part, row [0-9]*: column data is not JSON text$" err &&
	cp oc.db ho2.db &&
	echo "UPDATE part SET id = NULL WHERE id = '"'"'prt_1a2b3c4d7005ROMEpart00003'"'"';" | "$MKDB" ho2.db &&
	test_expect_code 4 transcript list --bytes ho2.db 2>err &&
	grep -q "table part, row [0-9]*: column id is NULL" err &&
	cp ag.db hs.db &&
	echo "UPDATE schema_version SET version = 19;" | "$MKDB" hs.db &&
	state hs.db >before &&
	test_expect_code 4 transcript list hs.db 2>err &&
	grep -q "table schema_version: schema version 19 is not one this program knows (18 at most)" err &&
	test_expect_code 4 transcript append hs.db s two &&
	state hs.db >after && test_cmp before after
'

test_expect_success 'huge rows: a 16 MB message is read exactly; JSON nested past the limit is 4' '
	cp ma.db big.db &&
	awk "BEGIN { s = \"x\"; while (length(s) < 16777216) s = s s; printf \"UPDATE mastra_messages SET content = json_object(\x27format\x27, 2, \x27parts\x27, json_array(json_object(\x27type\x27, \x27text\x27, \x27text\x27, \x27%s\x27))) WHERE id = \x27r3\x27;\n\", s }" | "$MKDB" big.db &&
	transcript load big.db thread-rome | tail -1 | wc -c >n &&
	test "$(cat n)" -gt 16777216 &&
	cp ma.db deep.db &&
	awk "BEGIN { for (i = 0; i < 1200; i++) o = o \"[\"; for (i = 0; i < 1200; i++) c = c \"]\"; printf \"UPDATE mastra_messages SET content = \x27%s%s\x27 WHERE id = \x27r3\x27;\n\", o, c }" | "$MKDB" deep.db &&
	test_expect_code 4 transcript load deep.db thread-rome 2>err &&
	grep -q "table mastra_messages, row 6: column content is not JSON text" err
'

if test_need sqlite3; then
	test_expect_success 'locked: a writer in agntz, a reader kept out of mastra: 6 after --busy-timeout' '
		cp ag.db lk.db &&
		hold_sqlite_lock lk.db || exit 1
		test_expect_code 6 transcript append --busy-timeout=200 lk.db s two 2>err
		rc=$?
		grep -q "locked by another writer" err || rc=1
		release_lock && test $rc -eq 0 &&
		cp ma.db lk2.db &&
		hold_sqlite_lock lk2.db EXCLUSIVE || exit 1
		t0=$(date +%s)
		test_expect_code 6 transcript load --busy-timeout=200 lk2.db thread-rome >/dev/null 2>err
		rc=$?
		# detection waits for the lock once (5 s), not once per kind
		test $(($(date +%s) - t0)) -le 15 || rc=1
		release_lock && test $rc -eq 0 &&
		transcript load lk2.db thread-rome >/dev/null
	'
else
	test_skip 'locked databases' "$TEST_NEED"
fi

test_done
