#!/bin/sh
# shellcheck disable=SC2016
test_description='index and search: every store kind, the indexed fields, the filters, incremental runs, kills, hostile text'
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

# Every index is named by --db, in the test's directory: nothing touches
# $HOME.  DB's directory does not exist yet (made 0700 by the first index).
DB=$TRASH/cache/deep/index.db
R=$(pwd -P)	# $TRASH as the index names its stores (no link)
ix() {
	transcript index --db="$DB" "$@"
}
se() {
	transcript search --db="$DB" "$@"
}
# hits [OPTION...] QUERY: "KIND SESSION@SEQ ROLE [TOOLS] PROJECT" a hit,
# sorted, from --json (every hit: --limit=0).
hits() {
	se --json --limit=0 "$@" >hits.json || return $?
	sed -n 's/^{"store":"[^"]*","kind":"\([^"]*\)","session":"\([^"]*\)","seq":\([0-9]*\),"time":[^,]*,"role":"\([^"]*\)","tools":\(\[[^]]*\]\),"model":[^,]*,"project":\([^,]*\),.*/\1 \2@\3 \4 \5 \6/p' \
	    hits.json | sort
}
# ids QUERY...: the SESSION@SEQ of every hit, sorted.
ids() {
	hits "$@" | cut -d " " -f 2
}

# chat ROLE TEXT: one Chat Completions item.
chat() {
	printf '{"role":"%s","content":"%s"}\n' "$1" "$2"
}

CC_ID=11111111-1111-4111-8111-111111111111
CC_DIR=cc/projects/-home-me-alpha
CX_ID=0199e2b7-0a4d-7e12-8c3b-111111111111
CX_DIR=cx/sessions/2026/01/11

test_expect_success 'setup: a store of each kind, each with a word of its own' '
	chat user "in a jsonl directory kindjsonldir" >item-jd &&
	mkdir jd && cp item-jd jd/a.jsonl &&
	chat user "in a single file kindjsonlfile" >one.jsonl &&
	chat user "in a dir store kinddir" >item-dd &&
	transcript append dir:dd d1 item-dd &&
	chat user "in sqlite kindsqlite" >item-s &&
	transcript append s.db s1 item-s &&
	mkdb oa.db "$FIXTURES/native/openai-agents.sql" &&
	mkdb lc.db "$FIXTURES/native/langchain.sql" &&
	cp -R "$FIXTURES/native/claude-code" ccfix &&
	cp -R "$FIXTURES/native/codex" cxfix &&
	cp -R "$FIXTURES/native/gemini-cli" gmfix
'

test_expect_success 'index: every kind at once; the index and its directory are private' '
	umask 022 &&
	ix jd one.jsonl dd s.db openai-agents:oa.db langchain:lc.db \
	    claude-code:ccfix codex:cxfix gmfix 2>err &&
	test $(grep -c "^index: .*: 1 session: 1 new, 0 grown, 0 rewritten, 0 dropped, 0 unchanged; 1 item indexed" err) = 4 &&
	grep -q "^index: openai-agents:oa.db: 2 sessions: 2 new, .*; 6 items indexed" err &&
	grep -q "^index: langchain:lc.db: 2 sessions: 2 new, .*; 6 items indexed" err &&
	grep -q "^index: claude-code:ccfix: 6 sessions: 6 new, " err &&
	grep -q "^index: codex:cxfix: 4 sessions: 4 new, " err &&
	grep -q "^index: gmfix: 3 sessions: 3 new, " err &&
	test $(stat -c %a cache) = 700 && test $(stat -c %a cache/deep) = 700 &&
	test $(stat -c %a "$DB") = 600
'

test_expect_success '--list=stores: each store once, KIND:ABSOLUTE-PATH, in order' '
	ix --list=stores >out &&
	cat >want <<-EOF &&
	claude-code:$R/ccfix
	codex:$R/cxfix
	dir:$R/dd
	gemini-cli:$R/gmfix
	jsonl:$R/jd
	jsonl:$R/one.jsonl
	langchain:$R/lc.db
	openai-agents:$R/oa.db
	sqlite:$R/s.db
	EOF
	test_cmp want out
'

test_expect_success 'a store named another way (x/, ./x, ../x, a link to x) is the same store' '
	ix --list=stores >before &&
	ln -s jd jdlink &&
	(cd dd && transcript index --db="$DB" ../jd/ ./../jd "$R/jdlink" ../s.db) 2>err &&
	test $(grep -c "1 session: 0 new, 0 grown, 0 rewritten, 0 dropped, 1 unchanged; 0 items indexed" err) = 3 &&
	grep -q "^index: ../s.db: unchanged" err &&
	ix --list=stores >after && test_cmp before after &&
	ids kindjsonldir >out && echo a@0 >want && test_cmp want out &&
	(cd dd && transcript search --db="$DB" --json --store=../jdlink/ kindjsonldir) >out &&
	test $(wc -l <out) = 1
'

test_expect_success 'each kind is found by its own word, and by --store=KIND' '
	for k in jsonldir:jsonl jsonlfile:jsonl dir:dir sqlite:sqlite; do
		hits "kind${k%%:*}" >out && test $(wc -l <out) = 1 &&
		grep -q "^${k#*:} " out || { echo "$k"; cat out; exit 1; }
	done &&
	hits --store=openai-agents "cloudy" >out && test -s out &&
	! grep -v "^openai-agents " out &&
	hits --store=langchain "cloudy" >out && test -s out &&
	! grep -v "^langchain " out &&
	hits codecs >out && test -s out && ! grep -v "^claude-code " out &&
	hits slugify >out && test -s out && ! grep -v "^codex " out &&
	hits --store=gemini-cli "the" >out && test -s out &&
	! grep -v "^gemini-cli " out
'

if pg_start; then
	pg_db ixpg || exit 1
	test_expect_success 'postgres: a store on a server is indexed and found, its spec as given' '
		chat user "on a server kindpostgres" >item-pg &&
		transcript append "$PGS" p1 item-pg &&
		ix "$PGS" 2>err &&
		grep -q "1 session: 1 new, .*; 1 item indexed" err &&
		hits kindpostgres >out && grep -q "^postgres p1@0 user" out &&
		grep -q "\"store\":\"postgres:dbname=ixpg\"" hits.json &&
		ix --list=stores | grep -qx "postgres:dbname=ixpg" &&
		chat user "later on the server pglater" >item-pg2 &&
		transcript append "$PGS" p1 item-pg2 &&
		ix "$PGS" 2>err && grep -q "1 grown, .*; 1 item indexed" err &&
		ids pglater >out && echo p1@1 >want && test_cmp want out
	'
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: a store on a server is indexed and found' "$PG_SKIP"
fi

# A Claude Code session and a Codex rollout made by hand: a word for each
# field the index takes, and words in notes only.
H='"isSidechain":false,"userType":"external","cwd":"/home/me/alpha","sessionId":"'$CC_ID'","version":"2.1.100","gitBranch":"main"'
test_expect_success 'setup: a Claude Code session and a Codex rollout with a word per field' '
	mkdir -p "$CC_DIR" "$CX_DIR" &&
	sed "s|@H@|$H|" >"$CC_DIR/$CC_ID.jsonl" <<-\EOF &&
	{"type":"file-history-snapshot","messageId":"u1","snapshot":{"messageId":"u1","trackedFileBackups":{"snapword.txt":{"backupFileName":"snapword"}},"timestamp":"2026-01-10T10:00:00.000Z"},"isSnapshotUpdate":false}
	{"parentUuid":null,@H@,"type":"user","message":{"role":"user","content":"Please zorblax userfield now"},"uuid":"u1","timestamp":"2026-01-10T10:00:01.000Z"}
	{"parentUuid":"u1",@H@,"type":"progress","data":{"type":"hook_progress","hookEvent":"PreToolUse","hookName":"PreToolUse:Bash","command":"progressword"},"toolUseID":"toolu_1","parentToolUseID":"toolu_1","uuid":"p1","timestamp":"2026-01-10T10:00:01.500Z"}
	{"parentUuid":"u1",@H@,"message":{"model":"claude-opus-4-5","id":"msg_1","type":"message","role":"assistant","content":[{"type":"thinking","thinking":"thinkfield ponder","signature":"c2ln"},{"type":"text","text":"assistfield reply"},{"type":"tool_use","id":"toolu_1","name":"Zapperize","input":{"target":"argfield"}}],"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}},"requestId":"req_1","type":"assistant","uuid":"a1","timestamp":"2026-01-10T10:00:02.000Z"}
	{"parentUuid":"a1",@H@,"type":"user","message":{"role":"user","content":[{"tool_use_id":"toolu_1","type":"tool_result","content":"resultfield output"}]},"uuid":"u2","timestamp":"2026-01-10T10:00:03.000Z"}
	{"parentUuid":"u2",@H@,"type":"system","subtype":"stop_hook_summary","hookCount":1,"hookInfos":[{"command":"hookword"}],"hookErrors":[],"preventedContinuation":false,"stopReason":"","hasOutput":false,"level":"suggestion","uuid":"h1","timestamp":"2026-01-10T10:00:03.500Z"}
	{"parentUuid":"u2",@H@,"message":{"model":"claude-opus-4-5","id":"msg_2","type":"message","role":"assistant","content":[{"type":"text","text":"All done zorblax"}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}},"type":"assistant","uuid":"a2","timestamp":"2026-01-12T23:30:00.000Z"}
	EOF
	cat >"$CX_DIR/rollout-2026-01-11T09-00-00-$CX_ID.jsonl" <<-\EOF &&
	{"timestamp":"2026-01-11T09:00:01.000Z","type":"session_meta","payload":{"id":"0199e2b7-0a4d-7e12-8c3b-111111111111","timestamp":"2026-01-11T09:00:00.000Z","cwd":"/home/me/beta","originator":"codex_cli_rs","cli_version":"0.46.0","instructions":null,"source":"cli","model_provider":"openai"}}
	{"timestamp":"2026-01-11T09:00:02.000Z","type":"turn_context","payload":{"cwd":"/home/me/beta","approval_policy":"on-request","sandbox_policy":{"mode":"workspace-write"},"model":"gpt-5-codex","effort":"medium","summary":"auto","user_instructions":"turnctxword"}}
	{"timestamp":"2026-01-11T09:00:03.000Z","type":"event_msg","payload":{"type":"user_message","message":"echoword","images":[]}}
	{"timestamp":"2026-01-11T09:00:04.000Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"codexuser zorblax"}]}}
	{"timestamp":"2026-01-11T09:00:05.000Z","type":"response_item","payload":{"type":"function_call","name":"shell","arguments":"{\"command\":[\"ls\",\"cxargword\"]}","call_id":"call_1"}}
	{"timestamp":"2026-01-11T09:00:06.000Z","type":"response_item","payload":{"type":"function_call_output","call_id":"call_1","output":"cxresultword Zapperize"}}
	EOF
	transcript check cc && transcript check cx &&
	ix claude-code:cc codex:cx 2>err &&
	grep -q "^index: claude-code:cc: 1 session: 1 new, .*; 4 items indexed" err &&
	grep -q "^index: codex:cx: 1 session: 1 new, .*; 3 items indexed" err
'

S="-home-me-alpha/$CC_ID"
test_expect_success 'a hit for each field: user text, assistant text, thinking, a call name and arguments, a result' '
	hits userfield >out &&
	echo "claude-code $S@1 user [] \"-home-me-alpha\"" >want && test_cmp want out &&
	for w in assistfield thinkfield argfield; do
		hits $w >out &&
		echo "claude-code $S@3 assistant [\"Zapperize\"] \"-home-me-alpha\"" >want &&
		test_cmp want out || exit 1
	done &&
	hits --store=claude-code Zapperize >out && test_cmp want out &&
	hits resultfield >out &&
	echo "claude-code $S@4 user [\"Zapperize\"] \"-home-me-alpha\"" >want &&
	test_cmp want out &&
	hits cxargword >out &&
	echo "codex $CX_ID@4 assistant [\"shell\"] \"/home/me/beta\"" >want &&
	test_cmp want out &&
	hits cxresultword >out &&
	echo "codex $CX_ID@5 tool [\"shell\"] \"/home/me/beta\"" >want &&
	test_cmp want out
'

test_expect_success 'notes are not indexed: a snapshot, a progress record, a hook, turn_context, session_meta' '
	for w in snapword progressword hookword turnctxword codex_cli_rs; do
		test_expect_code 1 se $w >out && ! test -s out || exit 1
	done
'

test_expect_success 'an echo (Codex user_message, a copy of the next item) is not indexed' '
	test_expect_code 1 se echoword &&
	ids codexuser >out && echo "$CX_ID@3" >want && test_cmp want out
'

test_expect_success 'the dump command of a hit shows that item, a session id that begins with - too' '
	se --limit=1 userfield >out &&
	sed -n 3p out >cmd &&
	echo "    transcript dump claude-code:$R/cc --seq=1 -- $S" >want && test_cmp want cmd &&
	. ./cmd >shown &&
	grep -q "^     1  user       Please zorblax userfield now" shown &&
	test $(grep -c "^ *[0-9]  " shown) = 1 &&
	se --json codexuser >out &&
	grep -q "\"dump\":\"transcript dump codex:$R/cx $CX_ID --seq=3\"}$" out &&
	mkdir "sp ace" && cp one.jsonl "sp ace/it.jsonl" &&
	transcript index -q --db=other.db "sp ace" &&
	transcript search --db=other.db kindjsonlfile >out &&
	echo "    transcript dump '"'"'jsonl:$R/sp ace'"'"' it --seq=0" >want &&
	sed -n 3p out >cmd && test_cmp want cmd &&
	. ./cmd >shown && grep -q "^     0  user       in a single file kindjsonlfile" shown
'

test_expect_success '--role keeps the items of that role' '
	ids zorblax >out && test $(wc -l <out) = 3 &&
	ids --role=user zorblax >out && echo "$S@1" >want && test_cmp want out &&
	ids --role=assistant zorblax >out && echo "$S@6" >want && test_cmp want out &&
	ids --role=other zorblax >out && echo "$CX_ID@3" >want && test_cmp want out &&
	test_expect_code 1 se --role=system zorblax &&
	test_expect_code 2 se --role=robot zorblax 2>err && grep -q "robot" err
'

test_expect_success 'setup: Chat tool messages name no tool: their calls do' '
	cat >tools.jsonl <<-\EOF &&
	{"role":"user","content":"toolword asked"}
	{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"frobnicate","arguments":"{\"x\":\"toolword\"}"}},{"id":"c2","type":"function","function":{"name":"other_tool","arguments":"{}"}}]}
	{"role":"tool","tool_call_id":"c2","content":"toolword from the other"}
	{"role":"tool","tool_call_id":"c1","content":"toolword frobnicated"}
	EOF
	transcript check tools.jsonl &&
	ix tools.jsonl 2>err && grep -q "4 items indexed" err
'

test_expect_success '--tool: the call and the result that answers it, by its call id' '
	ids toolword >out && test $(wc -l <out) = 4 &&
	ids --tool=frobnicate toolword >out &&
	printf "%s\n" tools@1 tools@3 >want && test_cmp want out &&
	ids --tool=other_tool toolword >out &&
	printf "%s\n" tools@1 tools@2 >want && test_cmp want out &&
	hits --tool=frobnicate frobnicated >out &&
	echo "jsonl tools@3 tool [\"frobnicate\"] null" >want && test_cmp want out &&
	test_expect_code 1 se --tool=frob toolword &&
	ids --tool=Zapperize Zapperize >out &&
	printf "%s\n" "$S@3" >want && test_cmp want out
'

test_expect_success '--store: the spec as indexed, the path as given or absolute, the kind' '
	ids --store="claude-code:$R/cc" zorblax >out &&
	printf "%s\n" "$S@1" "$S@6" >want && test_cmp want out &&
	ids --store=cc zorblax >out && test_cmp want out &&
	ids --store="$TRASH/cc" zorblax >out && test_cmp want out &&
	ids --store=claude-code zorblax >out && test_cmp want out &&
	ids --store=codex zorblax >out && echo "$CX_ID@3" >want && test_cmp want out &&
	(cd cc && transcript search --db="$DB" --json --store=../cx zorblax) >out &&
	test $(wc -l <out) = 1 && grep -q "\"session\":\"$CX_ID\"" out &&
	test_expect_code 1 se --store=nowhere zorblax &&
	test_expect_code 1 se --store=sqlite zorblax
'

test_expect_success '--project: a Claude Code session'"'"'s project key, a Codex rollout'"'"'s cwd' '
	ix --list=projects >out && grep -qx -- -home-me-alpha out &&
	grep -qx /home/me/beta out && ! grep -qx /home/me/alpha out &&
	ids --project=-home-me-alpha zorblax >out &&
	printf "%s\n" "$S@1" "$S@6" >want && test_cmp want out &&
	ids --project=/home/me/beta zorblax >out && echo "$CX_ID@3" >want && test_cmp want out &&
	test_expect_code 1 se --project=/home/me zorblax
'

test_expect_success '--since and --until: a date is a whole day for --until' '
	ids --since=2026-01-11 zorblax >out &&
	printf "%s\n" "$S@6" "$CX_ID@3" >want && test_cmp want out &&
	ids --until=2026-01-11 zorblax >out &&
	printf "%s\n" "$S@1" "$CX_ID@3" >want && test_cmp want out &&
	ids --until=2026-01-11T09:00:04Z zorblax >out &&
	echo "$S@1" >want && test_cmp want out &&
	ids --until=2026-01-11T09:00:04.001Z zorblax >out &&
	printf "%s\n" "$S@1" "$CX_ID@3" >want && test_cmp want out &&
	ids --since=2026-01-11 --until=2026-01-11 zorblax >out &&
	echo "$CX_ID@3" >want && test_cmp want out &&
	ids --since=2026-01-12T23:30:00Z zorblax >out && echo "$S@6" >want && test_cmp want out &&
	ids --since=2026-01-12T23:30:00.001Z --until=2026-01-12 zorblax >out && ! test -s out &&
	test_expect_code 2 se --since=yesterday zorblax 2>err && grep -q "ISO-8601" err
'

test_expect_success 'setup: 25 items that match, one much better' '
	{
		i=0
		while [ $i -lt 24 ]; do
			chat user "many manyword item $i with some other words to make it long"
			i=$((i + 1))
		done
		chat user "manyword manyword manyword"
	} >many.jsonl &&
	ix -q many.jsonl 2>err && ! test -s err
'

test_expect_success '--limit: 20 by default, n, 0 for all; best first' '
	se manyword >out && test $(grep -c "^jsonl:" out) = 20 &&
	head -n 1 out | grep -q " many@24 " &&
	se --limit=3 manyword >out && test $(grep -c "^jsonl:" out) = 3 &&
	se --limit=0 manyword >out && test $(grep -c "^jsonl:" out) = 25 &&
	se --json --limit=1 manyword >out && test $(wc -l <out) = 1 &&
	grep -q "\"seq\":24," out &&
	test_expect_code 2 se --limit=-1 manyword &&
	test_expect_code 2 se --limit=x manyword
'

test_expect_with python3 '--json: one valid object a hit, with store, session, seq, role, snippet, matches and dump' '
	se --json --limit=0 "zorblax OR toolword" >out &&
	test $(wc -l <out) = 7 &&
	python3 -c "
import json, sys
for l in sys.stdin:
    o = json.loads(l)
    for k in (\"store\", \"kind\", \"session\", \"seq\", \"time\", \"role\", \"tools\",
              \"model\", \"project\", \"format\", \"rank\", \"snippet\", \"matches\", \"dump\"):
        assert k in o, k
    assert isinstance(o[\"seq\"], int) and isinstance(o[\"matches\"], list)
    assert o[\"matches\"], o
    for a, b in o[\"matches\"]:
        assert o[\"snippet\"][a:b].lower() in (\"zorblax\", \"toolword\"), (o[\"snippet\"], a, b)
    assert o[\"dump\"] in (\"transcript dump %s %s --seq=%d\" % (o[\"store\"], o[\"session\"], o[\"seq\"]),
        \"transcript dump %s --seq=%d -- %s\" % (o[\"store\"], o[\"seq\"], o[\"session\"])), o
" <out &&
	grep -q "^{\"store\":\"claude-code:$R/cc\",\"kind\":\"claude-code\",\"session\":\"$S\",\"seq\":6,\"time\":\"2026-01-12T23:30:00.000Z\",\"role\":\"assistant\",\"tools\":\[\],\"model\":\"claude-opus-4-5\",\"project\":\"-home-me-alpha\",\"format\":\"claude-code\",\"rank\":[-0-9.e]*,\"snippet\":\"All done zorblax" out
'

test_expect_success 'BM25 over the ranked matches: of an OR, the rarer word weighs more' '
	{ chat user "betaword filler filler" &&
	  for i in 1 2 3 4 5 6 7 8 9 10; do chat user "alphaword filler filler"; done
	} >idf.jsonl &&
	transcript index --db=idf.db -q idf.jsonl &&
	transcript search --db=idf.db --json "alphaword OR betaword" >out &&
	test $(wc -l <out) = 11 &&
	head -n 1 out | grep -q "\"seq\":0," &&
	sed -n "s/.*\"rank\":\([-0-9.e]*\),.*/\1/p" out >ranks &&
	test $(sort -u ranks | wc -l) = 2 &&
	test "$(head -n 1 ranks)" != "$(tail -n 1 ranks)"
'

test_expect_success 'BM25: an item that holds the word more often ranks first, the length alike' '
	{ chat user "gammaword gammaword gammaword filler" &&
	  chat user "gammaword filler filler filler"; } >tf.jsonl &&
	transcript index --db=tf.db -q tf.jsonl &&
	transcript search --db=tf.db --json gammaword >out &&
	test $(wc -l <out) = 2 && head -n 1 out | grep -q "\"seq\":0,"
'

test_expect_success 'exit codes: 0 found, 1 none (nothing printed), 2 usage' '
	se zorblax >/dev/null &&
	test_expect_code 1 se nothingmatchesthis >out 2>err && ! test -s out && ! test -s err &&
	test_expect_code 2 se 2>err && grep -q "usage" err &&
	test_expect_code 2 se "" 2>err && grep -q "empty query" err &&
	test_expect_code 2 se a b &&
	test_expect_code 2 se --no-such-option x &&
	test_expect_code 2 ix --list=sessions 2>err && grep -q "stores or projects" err &&
	test_expect_code 2 ix --list=stores jd
'

# The best match in the oldest session (the first indexed: the lowest
# id), 1100 others in 11 newer ones (a hit reads its session back: short
# sessions keep that quick under valgrind).
test_expect_success 'setup: a window of more than 1000 matches, the best the oldest' '
	mkdir win &&
	chat user "winword winword winword winword" >win/a.jsonl &&
	touch -d "2020-01-01 00:00:00" win/a.jsonl &&
	for f in b c d e f g h i j k l; do
		i=0
		while [ $i -lt 100 ]; do
			chat user "winword in a longer item number $i that says rather more than the first one does"
			i=$((i + 1))
		done >win/$f.jsonl &&
		touch -d "2021-01-01 00:00:00" win/$f.jsonl || exit 1
	done &&
	ix -q win
'

test_expect_success 'the window ranks the newest 1000 matches (says so); --all ranks them all' '
	se --json --limit=1 winword >out 2>err &&
	grep -q "\"seq\":[0-9]*," out && ! grep -q "\"session\":\"a\"" out && ! test -s err &&
	se --limit=1 winword >out 2>err &&
	grep -q "more than 1000 items matched: the newest 1000 were ranked (--all" err &&
	se --json --limit=1 --all winword >out 2>err && grep -q "\"session\":\"a\",\"seq\":0," out &&
	se --limit=1 --all winword >out 2>err && ! test -s err &&
	se --json --limit=0 winword >out && test $(wc -l <out) = 1000 &&
	se --json --limit=0 --all winword >out && test $(wc -l <out) = 1101 &&
	se --json --limit=0 --role=user --all "winword NOT number" >out && test $(wc -l <out) = 1
'

# --- incremental ---------------------------------------------------------

test_expect_success 'setup: a store to change, indexed' '
	mkdir inc &&
	{ chat user "incone first"; chat assistant "incone second"; } >inc/a.jsonl &&
	{ chat user "inctwo first"; chat assistant "inctwo second"; } >inc/b.jsonl &&
	{ chat user "incthree first"; } >inc/c.jsonl &&
	transcript append inc.db x item-s &&
	transcript append inc.db x many.jsonl &&
	ix inc inc.db 2>err &&
	grep -q "^index: inc: 3 sessions: 3 new, 0 grown, 0 rewritten, 0 dropped, 0 unchanged; 5 items indexed" err
'

test_expect_success 'unchanged: a file store reads nothing, an SQLite store is not even listed' '
	ix inc inc.db 2>err &&
	grep -q "^index: inc: 3 sessions: 0 new, 0 grown, 0 rewritten, 0 dropped, 3 unchanged; 0 items indexed" err &&
	grep -q "^index: inc.db: unchanged (" err &&
	ix 2>err && grep -q "^index: sqlite:$R/inc.db: unchanged (" err
'

test_expect_success 'a file whose size, mtime and inode are as indexed is not read again' '
	cp -p inc/c.jsonl c.ref &&
	sed "s/incthree/inctrick/" inc/c.jsonl >c.new && test $(wc -c <c.new) = $(wc -c <c.ref) &&
	dd if=c.new of=inc/c.jsonl conv=notrunc 2>/dev/null && touch -r c.ref inc/c.jsonl &&
	ix inc 2>err && grep -q " 0 rewritten, 0 dropped, 3 unchanged; 0 items" err &&
	test_expect_code 1 se inctrick &&
	cp c.ref inc/c.jsonl && touch -r c.ref inc/c.jsonl
'

test_expect_success 'a file changed in size, mtime or inode alone is read again' '
	dd if=c.new of=inc/c.jsonl conv=notrunc 2>/dev/null &&
	touch -d "2001-01-01 00:00:00" inc/c.jsonl &&
	ix inc 2>err && grep -q " 1 rewritten, 0 dropped, 2 unchanged; 1 item" err &&
	ids inctrick >out && echo c@0 >want && test_cmp want out &&
	cp c.ref c.tmp && touch -r inc/c.jsonl c.tmp && mv c.tmp inc/c.jsonl &&
	ix inc 2>err && grep -q " 1 rewritten, 0 dropped, 2 unchanged; 1 item" err &&
	ids incthree >out && echo c@0 >want && test_cmp want out &&
	cp -p inc/c.jsonl c.ref && chat user "incthree more" >>inc/c.jsonl &&
	touch -r c.ref inc/c.jsonl &&
	ix inc 2>err && grep -q " 1 grown, 0 rewritten, 0 dropped, 2 unchanged; 1 item" err &&
	ids incthree >out && printf "%s\n" c@0 c@1 >want && test_cmp want out &&
	cp c.ref inc/c.jsonl && ix inc 2>err && grep -q " 1 rewritten, .*; 1 item" err &&
	ids incthree >out && echo c@0 >want && test_cmp want out
'

test_expect_success 'append one item: 1 grown, only that item added' '
	chat user "incone third appended" >add &&
	transcript append inc a add &&
	ix inc 2>err &&
	grep -q "^index: inc: 3 sessions: 0 new, 1 grown, 0 rewritten, 0 dropped, 2 unchanged; 1 item indexed" err &&
	ids --store=inc incone >out && printf "%s\n" a@0 a@1 a@2 >want && test_cmp want out &&
	ids --store=inc appended >out && echo a@2 >want && test_cmp want out
'

test_expect_success 'an SQLite session that grew: only its new item; the SQLite store says 1 grown' '
	transcript append inc.db x add &&
	ix inc.db 2>err &&
	grep -q "^index: inc.db: 1 session: 0 new, 1 grown, 0 rewritten, 0 dropped, 0 unchanged; 1 item indexed" err &&
	hits --store=inc.db appended >out && test $(wc -l <out) = 1 && grep -q "^sqlite x@26 user" out
'

test_expect_success 'compact-replace with as many items: rewritten (the digest), the old text gone' '
	{ chat user "incone first"; chat assistant "incone replaced"; chat user "incone third appended"; } >repl &&
	transcript compact-replace inc a repl &&
	ix inc 2>err &&
	grep -q "^index: inc: 3 sessions: 0 new, 0 grown, 1 rewritten, 0 dropped, 2 unchanged; 3 items indexed" err &&
	test_expect_code 1 se "incone AND second" &&
	ids replaced >out && echo a@1 >want && test_cmp want out &&
	ids --store=inc incone >out && printf "%s\n" a@0 a@1 a@2 >want && test_cmp want out
'

test_expect_success 'a rewrite that also grew (its start changed): rewritten, not grown' '
	{ chat user "incone first"; chat assistant "incone again"; chat user "incone third appended"; chat user "incone fourth"; } >repl &&
	transcript compact-replace inc a repl &&
	ix inc 2>err &&
	grep -q " 0 grown, 1 rewritten, .*; 4 items indexed" err &&
	test_expect_code 1 se replaced &&
	ids --store=inc incone >out && printf "%s\n" a@0 a@1 a@2 a@3 >want && test_cmp want out
'

test_expect_success 'an SQL session rewritten with as many items: rewritten' '
	transcript load inc.db x >x.items && test $(wc -l <x.items) = 27 &&
	sed "s/in sqlite kindsqlite/in sqlite sqlrewritten/" x.items >x.new &&
	transcript compact-replace inc.db x x.new &&
	ix inc.db 2>err &&
	grep -q "^index: inc.db: 1 session: 0 new, 0 grown, 1 rewritten, .*; 27 items indexed" err &&
	ids --store=inc.db sqlrewritten >out && echo x@0 >want && test_cmp want out &&
	test_expect_code 1 se --store=inc.db kindsqlite
'

test_expect_success 'a deleted session is dropped, its text no longer found' '
	transcript delete inc b &&
	ix inc 2>err &&
	grep -q "^index: inc: 2 sessions: 0 new, 0 grown, 0 rewritten, 1 dropped, 2 unchanged; 0 items indexed" err &&
	test_expect_code 1 se inctwo
'

test_expect_success 'a renamed session: the old id gone, the new one found' '
	transcript rename inc c c2 &&
	ix inc 2>err &&
	grep -q "^index: inc: 2 sessions: 1 new, 0 grown, 0 rewritten, 1 dropped, 1 unchanged; 1 item indexed" err &&
	ids incthree >out && echo c2@0 >want && test_cmp want out
'

test_expect_success 'a torn last line is not indexed; once completed, it is' '
	printf "{\"role\":\"user\",\"content\":\"torn tornword half" >>inc/c2.jsonl &&
	ix inc 2>err && grep -q "; 0 items indexed" err &&
	test_expect_code 1 se tornword &&
	test_expect_code 1 se half &&
	printf " whole\"}\n" >>inc/c2.jsonl &&
	ix inc 2>err &&
	grep -q "^index: inc: 2 sessions: 0 new, 1 grown, 0 rewritten, 0 dropped, 1 unchanged; 1 item indexed" err &&
	ids "tornword whole" >out && echo c2@1 >want && test_cmp want out &&
	se tornword >out && grep -q "\[tornword\] half whole" out
'

test_expect_success 'search on a changed store warns on stderr and still answers' '
	chat user "incone staleword" >add &&
	transcript append inc a add &&
	se incone >out 2>err &&
	grep -q "^jsonl:$R/inc a@0 " out &&
	grep -q "jsonl:$R/inc. changed since it was indexed (0 new, 1 changed, 0 gone).*search --update" err &&
	test $(grep -c "changed since" err) = 1 &&
	test_expect_code 1 se staleword 2>err && grep -q "changed since it was indexed" err
'

test_expect_success 'an SQLite store changed: the warning too, its sessions unread' '
	transcript append inc.db y add &&
	se incone >out 2>err &&
	grep -q "sqlite:$R/inc.db. changed since it was indexed (1 new, 0 gone, its database written to)" err &&
	test $(grep -c "changed since" err) = 2
'

test_expect_success 'search --update indexes first: the new text found, no warning' '
	se --update staleword >out 2>err && ! test -s err &&
	test $(grep -c "^jsonl:$R/inc a@4 \|^sqlite:$R/inc.db y@0 " out) = 2 &&
	se incone >out 2>err && ! test -s err
'

test_expect_success 'a hit whose item or session is gone since the index says so, quietly' '
	{ chat user "incone first"; } >repl &&
	transcript compact-replace inc a repl &&
	transcript delete inc.db y &&
	se --limit=0 "incone NOT first" >out 2>err &&
	test $(grep -c "^    (no longer in the store: index it again)$" out) = 5 &&
	test $(grep -c "^transcript: " err) = 2 &&
	test $(grep -c "changed since it was indexed" err) = 2 &&
	se --json --limit=0 "incone NOT first" >out 2>err &&
	test $(grep -c "\"snippet\":null,\"dump\":" out) = 5 &&
	ix -q inc inc.db &&
	ids "incone NOT first" >out && echo x@26 >want && test_cmp want out
'

# --- hostile text ----------------------------------------------------------

test_expect_success 'setup: FTS5 syntax, binary-looking strings, bidi controls and escapes in items' '
	mkdir h &&
	cat >h/h.jsonl <<-\EOF &&
	{"role":"user","content":"hostile \"quoted\" star* (paren) col:on ^caret AND OR NOT NEAR(x y) end"}
	{"role":"user","content":"binword \u0001\u0002\u0007\u007f\u00ff\u00fe\ufffd \\x00\\xff MZ\u0090 tail"}
	{"role":"user","content":"bidiword \u202eevil\u202c and esc \u001b[31mred\u001b[0m done"}
	EOF
	transcript check h &&
	ix -q h
'

test_expect_success 'FTS5 syntax in the text: found, quoted, shown as it is' '
	ids hostile >out && echo h@0 >want && test_cmp want out &&
	ids "\"AND\" \"NEAR\"" >out && test_cmp want out &&
	ids "\"col:on\"" >out && test_cmp want out &&
	ids "\"NOT NEAR\"" >out && test_cmp want out &&
	ids "\"star*\"" >out && test_cmp want out &&
	se hostile >out &&
	grep -qF "    [hostile] \"quoted\" star* (paren) col:on ^caret AND OR NOT NEAR(x y) end" out
'

test_expect_success 'controls and bidi in a snippet are escaped as dump shows them: no raw ESC or U+202E' '
	se bidiword >out &&
	grep -q "<U+202E>evil<U+202C>" out &&
	! grep -q "$(printf "\033")" out &&
	! od -An -c out | grep -q "033" &&
	! grep -q "$(printf "\342\200\256")" out &&
	se --color=always bidiword >col &&
	grep -q "<U+202E>evil<U+202C>" col &&
	! grep -q "$(printf "\342\200\256")" col &&
	se binword >out &&
	sed -n "2s/^    //p" out | sed "s/\[binword\]/binword/; s/ \$//" >snip &&
	transcript dump h --seq=1 | sed -n "s/^     1  user       //p" >dumped &&
	test_cmp dumped snip &&
	se bidiword | sed -n "2s/^    //p" | sed "s/\[bidiword\]/bidiword/; s/ \$//" >snip &&
	transcript dump h --seq=2 | sed -n "s/^     2  user       //p" >dumped &&
	test_cmp dumped snip
'

test_expect_success 'FTS5 syntax errors: exit 2, the column of the query' '
	test_expect_code 2 se "foo AND" 2>err && grep -q "^transcript: query:1:8: " err &&
	test_expect_code 2 se "NEAR(" 2>err && grep -q "^transcript: query:1:6: " err &&
	test_expect_code 2 se "hostile )" 2>err && grep -q "^transcript: query:1:9: .*\")\"" err &&
	test_expect_code 2 se "AND hostile" 2>err && grep -q "^transcript: query:1:1: " err &&
	test_expect_code 2 se "hostile \"unterminated" 2>err && grep -q "^transcript: query:1:9: .*unterminated" err &&
	test_expect_code 2 se --json "(hostile" >out 2>err && ! test -s out &&
	grep -q "^transcript: query:1:9: " err &&
	test_expect_code 2 se "nosuchcol:hostile" 2>err && grep -q "^transcript: query: .*nosuchcol" err
'

# --- the index file -------------------------------------------------------

test_expect_success 'a new index is 0600 in new directories 0700, whatever the umask' '
	(umask 000 && transcript index -q --db=m0/a/b/i.db jd) &&
	test $(stat -c %a m0) = 700 && test $(stat -c %a m0/a/b) = 700 &&
	test $(stat -c %a m0/a/b/i.db) = 600 &&
	mkdir m1 && chmod 755 m1 &&
	(umask 022 && transcript index -q --db=m1/i.db jd) &&
	test $(stat -c %a m1) = 755 && test $(stat -c %a m1/i.db) = 600
'

test_expect_success 'a database that is no index is refused (exit 4) and left as it was' '
	mkdb plain.db "$FIXTURES/native/openai-agents.sql" && cp plain.db plain.orig &&
	test_expect_code 4 transcript index --db=plain.db jd 2>err &&
	grep -q "plain.db. is not a transcript index" err &&
	cmp plain.db plain.orig && ! test -e plain.db-wal &&
	test_expect_code 4 transcript index --list=stores --db=plain.db &&
	test_expect_code 2 transcript search --db=plain.db kindjsonldir 2>err &&
	grep -q "not a transcript index" err && cmp plain.db plain.orig &&
	echo "not a database at all, but long enough to be taken for one if nothing checked" >text.db &&
	cp text.db text.orig &&
	test_expect_code 4 transcript index --db=text.db jd 2>err &&
	grep -q "text.db.: not an SQLite database" err && cmp text.db text.orig &&
	transcript index -q --db=v2.db jd && echo "PRAGMA user_version = 2;" | "$MKDB" v2.db &&
	test_expect_code 4 transcript index --db=v2.db jd 2>err &&
	grep -q "of version 2; this transcript reads version 1" err &&
	test_expect_code 3 transcript index --db=m1 jd
'

test_expect_success 'no index: search exits 2, index --list 5, and neither creates anything' '
	test_expect_code 2 transcript search --db=none/i.db x 2>err &&
	grep -q "no index .none/i.db.: make one with .transcript index STORE." err &&
	test_expect_code 5 transcript index --list=stores --db=none/i.db &&
	test_expect_code 5 transcript index --list=projects --db=none/i.db &&
	! test -e none &&
	test_expect_code 2 transcript index --db=empty/i.db 2>err &&
	grep -q "no index .*name a store" err && ! test -e empty
'

test_expect_success 'a store that cannot be read: reported, the others indexed, its exit code' '
	test_expect_code 5 ix nosuchstore jd 2>err &&
	grep -q "nosuchstore" err && grep -q "^index: jd: 1 session: " err
'

test_expect_success 'an index that holds no store, without a store named: usage (2)' '
	test_expect_code 5 transcript index --db=bare.db nosuchstore 2>err &&
	test_expect_code 2 transcript index --db=bare.db 2>err &&
	grep -q "the index holds no store yet: name one" err
'

test_expect_success 'index --quiet says nothing; a failing store is still reported' '
	ix --quiet jd 2>err && ! test -s err &&
	test_expect_code 5 ix -q nosuchstore 2>err && grep -q nosuchstore err &&
	! grep -q "^index:" err
'

test_expect_success 'a second index waits for the first, then exit 6 (--busy-timeout)' '
	command -v flock >/dev/null || { echo "no flock(1)"; exit 1; }
	flock "$DB" sleep 3 &
	pid=$!
	sleep 0.5
	test_expect_code 6 ix --busy-timeout=100 jd 2>err &&
	cat err &&
	wait $pid && ix -q jd
'

test_expect_success 'search --color=always colours the matches; -n limits the hits' '
	se --color=always -n 1 kindjsonldir >out &&
	test $(grep -c "transcript dump" out) = 1 &&
	grep -q "$(printf "\033")\[[0-9;]*mkindjsonldir$(printf "\033")\[m" out &&
	se --color=never kindjsonldir >out && grep -q "\[kindjsonldir\]" out &&
	! grep -q "$(printf "\033")" out &&
	test_expect_code 2 se --color=sometimes kindjsonldir 2>err &&
	test_expect_code 2 se --role=robot kindjsonldir 2>err &&
	grep -q "role wants user, assistant, tool, system or other" err
'

test_expect_success 'index says when a quarter of the index is dead rows' '
	i=0 && while [ $i -lt 1100 ]; do chat user "deadword $i"; i=$((i + 1)); done >dead.jsonl &&
	transcript index --db=dead.db dead.jsonl 2>err && ! grep -q quarter err &&
	chat user "alive" >one &&
	transcript compact-replace dead.jsonl dead one &&
	transcript index --db=dead.db dead.jsonl 2>err &&
	grep -q "a quarter of the index is rows of rewritten or deleted sessions" err &&
	transcript index --db=dead.db --rebuild 2>err && ! grep -q quarter err
'

test_expect_success 'without --db: $XDG_CACHE_HOME/transcript/index.db, else ~/.cache' '
	XDG_CACHE_HOME=$TRASH/xdg transcript index -q jd &&
	test -f xdg/transcript/index.db && test $(stat -c %a xdg/transcript) = 700 &&
	XDG_CACHE_HOME=$TRASH/xdg transcript search kindjsonldir >/dev/null &&
	(unset XDG_CACHE_HOME && HOME=$TRASH/home transcript index -q jd) &&
	test -f home/.cache/transcript/index.db &&
	(unset XDG_CACHE_HOME HOME && test_expect_code 2 transcript search x 2>err) &&
	grep -q "set HOME or XDG_CACHE_HOME, or give --db" err
'

# --- redaction --------------------------------------------------------------

test_expect_success 'index --redact: a secret is not in the index, the snippet shows [REDACTED]' '
	mkdir sec plainsec &&
	chat user "my key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123 redactword" >sec/a.jsonl &&
	cp sec/a.jsonl plainsec/a.jsonl &&
	ix -q plainsec &&
	ids AbCdEfGhIjKlMnOpQrStUvWxYz0123 >out && echo a@0 >want && test_cmp want out &&
	ix -q --redact sec &&
	ids --store=sec redactword >out && test_cmp want out &&
	test_expect_code 1 se --store=sec AbCdEfGhIjKlMnOpQrStUvWxYz0123 &&
	test_expect_code 1 se --store=sec api03 &&
	se --store=sec redactword >out &&
	grep -q "my key \[REDACTED\] \[redactword\]" out && ! grep -q AbCdEf out &&
	se --json --store=sec redactword >out &&
	grep -q "\"snippet\":\"my key \[REDACTED\] redactword" out && ! grep -q AbCdEf out
'

test_expect_success 'redaction sticks: a later index without --redact redacts too' '
	chat user "then ghp_abcdefghijklmnopqrstuvwxyz0123456789 stickword" >add &&
	transcript append sec a add &&
	ix sec 2>err && grep -q "1 grown, .*; 1 item indexed" err &&
	ids stickword >out && echo a@1 >want && test_cmp want out &&
	test_expect_code 1 se abcdefghijklmnopqrstuvwxyz0123456789 &&
	test_expect_code 1 se "ghp*" &&
	se stickword >out && grep -q "then \[REDACTED\] \[stickword\]" out &&
	ix 2>err && test_expect_code 1 se abcdefghijklmnopqrstuvwxyz0123456789
'

test_expect_success 'another redaction indexes the store anew; its patterns apply' '
	chat user "the password hunter42 patword" >add &&
	transcript append sec a add &&
	ix --redact-pattern="hunter[0-9]+" sec 2>err &&
	grep -q "3 items indexed" err &&
	test_expect_code 1 se hunter42 && test_expect_code 1 se abcdefghijklmnopqrstuvwxyz0123456789 &&
	se patword >out && grep -q "the password \[REDACTED\] \[patword\]" out &&
	test_expect_code 2 ix --redact-pattern="(" sec 2>err
'

# --- rebuild ------------------------------------------------------------------

test_expect_success 'index --rebuild: every store anew, the dead rows gone, the same hits' '
	for q in zorblax toolword incone "\"tornword whole\"" kindsqlite redactword; do
		se --json --limit=0 --all "$q" | sed "s/\"rank\":[^,]*,//" | sort || exit 1
	done >before &&
	test $(dbq "$DB" "SELECT value FROM meta WHERE key = '"'"'dead'"'"'") -gt 0 &&
	dbq "$DB" "SELECT count(*) FROM items" >items.before &&
	ix --rebuild 2>err &&
	! grep -q " 0 new, 0 grown, 0 rewritten, 0 dropped, [0-9]* unchanged; 0 items" err &&
	test $(dbq "$DB" "SELECT value FROM meta WHERE key = '"'"'dead'"'"'") = 0 &&
	dbq "$DB" "SELECT count(*) FROM items" >items.after && test_cmp items.before items.after &&
	for q in zorblax toolword incone "\"tornword whole\"" kindsqlite redactword; do
		se --json --limit=0 --all "$q" | sed "s/\"rank\":[^,]*,//" | sort || exit 1
	done >after &&
	test_cmp before after && test $(wc -l <after) -gt 10 &&
	se --limit=1 AbCdEfGhIjKlMnOpQrStUvWxYz0123 >out &&
	grep -q "plainsec" out && test_expect_code 1 se --store=sec api03
'

# --- a killed index -----------------------------------------------------------

# now_ms: the time in milliseconds.
now_ms() {
	echo $(($(date +%s%N) / 1000000))
}

N_BIG=500
# Under valgrind a run is too slow for its moments to be the program's,
# and its batches too few to be killed between (as t6000, not run there).
if [ -n "${VALGRIND_TRANSCRIPT:-}" ]; then
	test_skip 'index killed (-9) at moments through a run and an update' \
	    'kills: valgrind runs (the moments are not the program'"'"'s)'
	test_done
fi

test_expect_success "setup: a store of $N_BIG sessions of 40 items, indexed in one go" '
	mkdir big &&
	awk -v n=$N_BIG "BEGIN { srand(7); for (s = 0; s < n; s++) {
	    f = sprintf(\"big/s%04d.jsonl\", s)
	    for (i = 0; i < 40; i++) {
	        t = \"\"
	        for (w = 0; w < 100; w++) t = t sprintf(\" w%d\", int(rand() * 3000))
	        printf \"{\\\"role\\\":\\\"%s\\\",\\\"content\\\":\\\"item %d of %d%s\\\"}\\n\", i % 2 ? \"assistant\" : \"user\", i, s, t > f
	    }
	    close(f) } }" &&
	test $(ls big | wc -l) = $N_BIG &&
	t0=$(now_ms) && transcript index --db=one.db big 2>err && t1=$(now_ms) &&
	echo $((t1 - t0)) >one.ms &&
	grep -q "$N_BIG new, .*; $((N_BIG * 40)) items indexed" err
'

# bigsame DB: its hits for a few queries (all of them, the ranks left out)
# and its items are those of one.db.
bigsame() {
	for db in one.db "$1"; do
		for q in w17 "w2999 OR w5" "\"item 7 of\"" "w100 NOT w200" "w12*"; do
			transcript search --db="$db" --json --limit=0 --all "$q" |
			    sed "s/\"rank\":[^,]*,//" | sort || return 1
		done >"$db.hits"
		dbq "$db" "SELECT s.session, i.seq, i.role FROM items i JOIN sessions s ON s.id = i.session ORDER BY 1, 2" >"$db.items"
	done
	test "$(wc -l <"$1.hits")" -gt 100 && test_cmp one.db.hits "$1.hits" &&
	test_cmp one.db.items "$1.items"
}

# cpdb FROM TO: TO a copy of the database FROM, without what a -wal,
# -shm or -journal of an earlier TO would make of it.
cpdb() {
	rm -f "$2" "$2-wal" "$2-shm" "$2-journal" && cp "$1" "$2"
}

# killed PCT DB: run index of big into DB in the background and kill -9
# it after PCT percent of one.db's time.
killed() {
	"$TRANSCRIPT" index -q --db="$2" big &
	_pid=$!
	sleep "$(awk "BEGIN { print $(cat one.ms) * $1 / 100000 }")"
	kill -9 $_pid 2>/dev/null
	wait $_pid
	return 0
}

test_expect_success 'index killed (-9) at moments through its run: a sound index, completed by the next run' '
	mid=0 && tries=0 &&
	for pct in 5 15 30 45 60 75 90 25 50 70 35 55 20 40 65 80; do
		# the first 7, then more until 3 kills landed mid-run (a busy
		# machine makes the moments uneven)
		tries=$((tries + 1))
		[ $tries -gt 7 ] && [ $mid -ge 3 ] && break
		rm -f k.db k.db-wal k.db-shm k.db-journal
		killed $pct k.db
		items=0
		# killed before the index was made (its creation is one
		# transaction): nothing to check but that the next run makes it
		made=$(dbq k.db "SELECT count(*) FROM sqlite_schema WHERE name = '"'"'items'"'"'" 2>/dev/null)
		if [ "$made" = 1 ]; then
			dbq k.db "PRAGMA integrity_check" >ic && echo ok >want &&
			test_cmp want ic &&
			echo "INSERT INTO fts(fts, rank) VALUES('"'"'integrity-check'"'"', 0);" |
			    "$MKDB" k.db || { echo "not sound, killed at $pct%"; exit 1; }
			done_=$(dbq k.db "SELECT count(*) FROM sessions WHERE items > 0") &&
			items=$(dbq k.db "SELECT count(*) FROM items") &&
			test $items = $(dbq k.db "SELECT coalesce(sum(items), 0) FROM sessions") ||
			    { echo "items and sessions disagree, killed at $pct%"; exit 1; }
			transcript search --db=k.db --limit=0 w17 >/dev/null 2>err
			[ $? -le 1 ] && ! grep -v "changed since it was indexed" err ||
			    { echo "search fails, killed at $pct%"; cat err; exit 1; }
			echo "killed at $pct%: $done_ sessions done"
			if [ $done_ -gt 0 ] && [ $done_ -lt $N_BIG ]; then mid=$((mid + 1)); fi
		fi
		transcript index --db=k.db big 2>err &&
		grep -q "$N_BIG sessions: .* 0 rewritten, 0 dropped, .*; $((N_BIG * 40 - items)) items indexed" err &&
		bigsame k.db || { echo "killed at $pct%"; cat err; exit 1; }
	done &&
	echo "$mid kills mid-run of $tries" && test $mid -ge 2
'

test_expect_success 'an index killed while it updates: the update completes, the same hits' '
	cpdb one.db k.db && cpdb one.db fresh.db &&
	for s in 0001 0010 0020 0030; do
		sed "s/^{\"role\":\"user\",\"content\":\"item 0 /{\"role\":\"user\",\"content\":\"item 0 rewritten /" big/s$s.jsonl >s.new &&
		transcript compact-replace big s$s s.new || exit 1
	done &&
	for s in 0002 0011 0021 0031; do
		chat user "grownword" >add && transcript append big s$s add || exit 1
	done &&
	rm big/s0003.jsonl &&
	t0=$(now_ms) && transcript index --db=fresh.db big 2>err && t1=$(now_ms) &&
	grep -q "4 grown, 4 rewritten, 1 dropped" err && echo $((t1 - t0)) >one.ms &&
	killed 50 k.db
	dbq k.db "PRAGMA integrity_check" >ic && echo ok >want && test_cmp want ic &&
	transcript index -q --db=k.db big &&
	cpdb fresh.db one.db && bigsame k.db &&
	transcript search --db=k.db --json --limit=0 "rewritten OR grownword" >out &&
	test $(wc -l <out) = 8
'

test_done
