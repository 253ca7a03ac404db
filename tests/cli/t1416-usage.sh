#!/bin/sh
test_description='stats: tokens once per API response, subagents, copies, prices, groupings, bad values'
. "$(dirname "$0")/lib.sh"

test_need python3 || test_skip_all "$TEST_NEED"

# line TYPE ID REQ OUT [MODEL [TIME [SIDE [CACHE]]]]: a Claude Code line;
# an assistant's usage has input 3, cache read 1000, cache write CACHE
# (default 0), output OUT.
line() {
	t=${6:-2026-08-03T09:00:00.000Z}
	if [ "$1" = user ]; then
		printf '{"parentUuid":null,"isSidechain":%s,"type":"user","message":{"role":"user","content":"go"},"uuid":"u-%s","timestamp":"%s","sessionId":"s","version":"2.1.100"}\n' \
		    "${7:-false}" "$2" "$t"
		return
	fi
	printf '{"parentUuid":null,"isSidechain":%s,"message":{"model":"%s","id":"%s","type":"message","role":"assistant","content":[{"type":"text","text":"x"}],"usage":{"input_tokens":3,"cache_creation_input_tokens":%s,"cache_read_input_tokens":1000,"output_tokens":%s}},"requestId":"%s","type":"assistant","uuid":"a-%s-%s","timestamp":"%s","sessionId":"s","version":"2.1.100"}\n' \
	    "${7:-false}" "${5:-claude-sonnet-4-5-20250929}" "$2" "${8:-0}" "$4" "$3" "$2" "$4" "$t"
}

# tokens FIELD [ROW]: a token count of stats --json on stdin (the total's,
# or the row ROW's: a session id or a --by key).
cat >field.py <<\PY
import json, sys
d = json.load(sys.stdin)
field, row = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else None)
if row is None:
    r = d["total"]
else:
    rows = d.get("sessions") or d.get("rows")
    key = "session" if "sessions" in d else d["by"]
    r = [x for x in rows if x[key] == row][0]
v = r.get(field) if field in r else (r["tokens"] or {}).get(field)
print("null" if v is None else v)
PY

test_expect_success 'a response streamed as three records (output 9, 9, 159) counts 159' '
	mkdir one &&
	{ line user 1 &&
	  line assistant msg_A req_A 9 &&
	  line assistant msg_A req_A 9 &&
	  line assistant msg_A req_A 159 &&
	  line assistant msg_B req_B 7; } >one/s.jsonl &&
	transcript stats --json jsonl:one >out &&
	test "$(python3 field.py output <out)" = 166 &&
	test "$(python3 field.py input <out)" = 6 &&
	test "$(python3 field.py cache_read <out)" = 2000 &&
	test "$(python3 field.py responses <out)" = 2 &&
	test "$(python3 field.py total <out)" = 2172
'

test_expect_success 'the largest record counts wherever it is in the response, not the last' '
	mkdir two &&
	{ line user 1 &&
	  line assistant msg_A req_A 159 &&
	  line assistant msg_A req_A 9; } >two/s.jsonl &&
	transcript stats --json jsonl:two >out &&
	test "$(python3 field.py output <out)" = 159
'

test_expect_success 'export counts a response once too' '
	transcript export jsonl:one s >one.md &&
	grep -q "^- \*\*Tokens:\*\* 6 input, 166 output" one.md
'

# A Claude Code tree: a parent session, its subagent, and a resumed
# session that begins with a copy of the parent's lines.
P=tree/projects/-home-ada-proj
S1=11111111-1111-4111-8111-111111111111
S2=22222222-2222-4222-8222-222222222222
test_expect_success 'a Claude Code tree: a session, its subagent, a resumed copy' '
	mkdir -p $P/$S1/subagents &&
	{ line user 1 && line assistant msg_P1 req_P1 100 &&
	  line assistant msg_P2 req_P2 200 claude-sonnet-4-5-20250929 \
	      2026-08-03T10:00:00.000Z; } >$P/$S1.jsonl &&
	{ line user 2 "" "" "" "" true &&
	  line assistant msg_S1 req_S1 40 claude-haiku-4-5-20251001 \
	      2026-08-03T09:30:00.000Z true; } >$P/$S1/subagents/agent-a1.jsonl &&
	{ cat $P/$S1.jsonl &&
	  line assistant msg_R1 req_R1 7 claude-sonnet-4-5-20250929 \
	      2026-08-04T08:00:00.000Z; } >$P/$S2.jsonl &&
	transcript list tree >list && test $(wc -l <list) -ge 3
'

test_expect_success 'a subagent counts in its parent; --subagents=separate lists it' '
	transcript stats --json tree >out &&
	test "$(python3 field.py output -home-ada-proj/$S1 <out)" = 340 &&
	test "$(python3 field.py subagents -home-ada-proj/$S1 <out)" = 1 &&
	transcript stats --json --subagents=separate tree >sep &&
	test "$(python3 field.py output -home-ada-proj/$S1 <sep)" = 300 &&
	test "$(python3 field.py output -home-ada-proj/$S1/agent-a1 <sep)" = 40 &&
	transcript stats tree >text &&
	grep -q " -home-ada-proj/$S1$" text && ! grep -q "agent-a1" text &&
	grep -q "total: 2 sessions, 1 subagent$" text
'

test_expect_success 'a resumed session: its copy of the parent counts once' '
	test "$(python3 field.py output -home-ada-proj/$S2 <out)" = 7 &&
	test "$(python3 field.py output <out)" = 347 &&
	test "$(python3 field.py responses <out)" = 4
'

test_expect_success 'a sidechain replay of a message under a new request id counts once' '
	mkdir side &&
	{ line user 1 && line assistant msg_X req_X 50; } >side/main.jsonl &&
	cp side/main.jsonl side2.jsonl &&
	line assistant msg_X req_Y 50 "" "" true >>side2.jsonl &&
	mv side2.jsonl side/main.jsonl &&
	transcript stats --json jsonl:side >out &&
	test "$(python3 field.py output <out)" = 50
'

test_expect_success 'cost: the price table, 5-minute and 1-hour cache writes apart' '
	mkdir cost &&
	{ line user 1 &&
	  printf "%s\n" "{\"type\":\"assistant\",\"message\":{\"model\":\"claude-opus-4-5-20251101\",\"id\":\"m\",\"role\":\"assistant\",\"content\":[],\"usage\":{\"input_tokens\":1000000,\"output_tokens\":1000000,\"cache_read_input_tokens\":1000000,\"cache_creation_input_tokens\":3000000,\"cache_creation\":{\"ephemeral_5m_input_tokens\":1000000,\"ephemeral_1h_input_tokens\":2000000}}},\"requestId\":\"r\",\"timestamp\":\"2026-08-03T09:00:00.000Z\",\"uuid\":\"x\",\"sessionId\":\"s\"}"; } >cost/s.jsonl &&
	transcript stats --json jsonl:cost >out &&
	# opus 4.5: 5 + 25 + 0.5 + 6.25 + 2 * 10
	test "$(python3 field.py cost_usd <out)" = 56.75 &&
	test "$(python3 field.py cache_write_1h <out)" = 2000000 &&
	test "$(python3 field.py cache_write_5m <out)" = 1000000 &&
	test "$(python3 field.py cache_write <out)" = 3000000 &&
	transcript stats jsonl:cost | grep -q " 56.7500  total: 1 session$"
'

test_expect_success 'a recorded costUSD is the cost' '
	mkdir rec &&
	{ line user 1 && line assistant m r 10 | sed "s/\"requestId\"/\"costUSD\":0.125,\"requestId\"/"; } >rec/s.jsonl &&
	grep -q costUSD rec/s.jsonl &&
	transcript stats --json jsonl:rec >out &&
	test "$(python3 field.py cost_usd <out)" = 0.125
'

test_expect_success 'a model without a price: "-", a warning, listed, totals say so' '
	mkdir unp &&
	{ line user 1 && line assistant m1 r1 10 no-such-model-1 &&
	  line assistant m2 r2 10; } >unp/s.jsonl &&
	transcript stats --json jsonl:unp >out 2>err &&
	grep -q "no price for no-such-model-1: its cost is left out" err &&
	python3 -c "
import json; d = json.load(open(\"out\")); t = d[\"total\"]
assert t[\"unpriced_models\"] == [\"no-such-model-1\"], t
assert t[\"cost_usd\"] is not None and float(t[\"cost_usd\"]) > 0
" &&
	transcript stats jsonl:unp >text 2>/dev/null &&
	grep -q "[0-9]\* total: 1 session$" text &&
	grep -q "^\* cost excludes what has no price: no-such-model-1$" text &&
	transcript stats --by=model jsonl:unp >bymodel 2>/dev/null &&
	grep -q " -  no-such-model-1$" bymodel &&
	! grep -q "0\.0000  no-such-model-1" bymodel
'

test_expect_success '--prices: a file of the same format overrides and extends the table' '
	cat >p.txt <<-\EOF &&
	# mine
	no-such-model-1      1 2 0 0 0
	claude-sonnet-4-5    0 1000000 0 0 0
	EOF
	transcript stats --json --prices=p.txt jsonl:unp >out 2>err &&
	test ! -s err &&
	python3 -c "
import json; t = json.load(open(\"out\"))[\"total\"]
# 3 input and 10 output of no-such-model-1; 10 output of sonnet at 1e6/Mtok
assert t[\"unpriced_models\"] == [], t
assert t[\"cost_usd\"] == 10.000023, t[\"cost_usd\"]
"
'

test_expect_success 'a cost past 64 bits is said, not wrapped; past 64 unpriced models, "..."' '
	printf "huge 1000000 1000000 0 0 0\n" >huge.txt &&
	mkdir big &&
	{ line user 1 && line assistant m1 r1 999999999999 huge; } >big/s.jsonl &&
	transcript stats --json --prices=huge.txt jsonl:big >out &&
	test "$(python3 field.py cost_usd <out)" = null &&
	transcript stats --prices=huge.txt jsonl:big | grep -q " overflow  total: 1 session$" &&
	mkdir many &&
	{ line user 1 && i=0 && while [ $i -lt 66 ]; do
		line assistant m$i r$i 1 model-x$i || exit 1
		i=$((i + 1))
	done; } >many/s.jsonl &&
	transcript stats jsonl:many >out 2>/dev/null &&
	grep -q "^\* cost excludes what has no price: model-x0, .*model-x63, \.\.\.$" out &&
	! grep -q "model-x64" out
'

test_expect_success '--prices: a bad table is an error with its line; a missing one too' '
	printf "gpt-x 1 2 3\n" >bad.txt &&
	test_expect_code 4 transcript stats --prices=bad.txt jsonl:one 2>err &&
	grep -q "bad.txt:1: wants a model and five prices" err &&
	printf "gpt-x 1 2 3 4 5 > 100 1 2\n" >bad2.txt &&
	test_expect_code 4 transcript stats --prices=bad2.txt jsonl:one 2>err &&
	grep -q "bad2.txt:1: wants .> TOKENS." err &&
	printf "gpt-x 1.1234567 2 3 4 5\n" >bad3.txt &&
	test_expect_code 4 transcript stats --prices=bad3.txt jsonl:one &&
	test_expect_code 5 transcript stats --prices=nope.txt jsonl:one 2>err &&
	grep -q "no price table .nope.txt." err
'

test_expect_success 'the price table: found beside the program; none is an error' '
	(unset TRANSCRIPT_DATA_DIR && transcript stats --json jsonl:one) >out &&
	case "$TRANSCRIPT" in
	*/build/transcript) grep -q "\"prices\":\[\".*/data/prices\"\]" out ;;
	esac &&
	mkdir nodata &&
	(TRANSCRIPT_DATA_DIR=$PWD/nodata &&
	    export TRANSCRIPT_DATA_DIR &&
	    test_expect_code 2 transcript stats jsonl:one 2>err) &&
	grep -q "no price table in TRANSCRIPT_DATA_DIR" err &&
	# a program without its table: tokens, no cost, and a warning
	mkdir -p alone/bin && cp "${VALGRIND_TRANSCRIPT:-$TRANSCRIPT}" alone/bin/t &&
	(unset TRANSCRIPT_DATA_DIR && alone/bin/t stats --json jsonl:one) \
	    >out 2>err &&
	grep -q "no price table where it is installed" err &&
	test "$(python3 field.py cost_usd <out)" = null &&
	test "$(python3 field.py output <out)" = 166 &&
	(unset TRANSCRIPT_DATA_DIR && alone/bin/t stats --prices=p.txt \
	    jsonl:one) >out 2>err && ! grep -q "no price table" err
'

test_expect_success 'a long-context tier prices all of a response over it' '
	mkdir long &&
	{ line user 1 &&
	  printf "%s\n" "{\"type\":\"assistant\",\"message\":{\"model\":\"claude-sonnet-4-5\",\"id\":\"m\",\"role\":\"assistant\",\"content\":[],\"usage\":{\"input_tokens\":1000,\"output_tokens\":1000000,\"cache_read_input_tokens\":250000,\"cache_creation_input_tokens\":0}},\"requestId\":\"r\",\"timestamp\":\"2026-08-03T09:00:00.000Z\",\"uuid\":\"x\",\"sessionId\":\"s\"}"; } >long/s.jsonl &&
	transcript stats --json jsonl:long >out &&
	# over 200000: 6/Mtok input, 22.50 output, 0.60 cache read
	test "$(python3 field.py cost_usd <out)" = 22.656
'

test_expect_success 'every --by: day, week, month, model, project, tool, session' '
	transcript stats --json --by=day tree >day &&
	test "$(python3 field.py output 2026-08-03 <day)" = 340 &&
	test "$(python3 field.py output 2026-08-04 <day)" = 7 &&
	test "$(python3 field.py sessions 2026-08-03 <day)" = 1 &&
	transcript stats --json --by=week tree >week &&
	test "$(python3 field.py output 2026-W32 <week)" = 347 &&
	transcript stats --json --by=month tree >month &&
	test "$(python3 field.py output 2026-08 <month)" = 347 &&
	transcript stats --json --by=model tree >model &&
	test "$(python3 field.py output claude-haiku-4-5-20251001 <model)" = 40 &&
	test "$(python3 field.py output claude-sonnet-4-5-20250929 <model)" = 307 &&
	transcript stats --json --by=project tree >project &&
	test "$(python3 field.py output -home-ada-proj <project)" = 347 &&
	test "$(python3 field.py sessions -home-ada-proj <project)" = 2 &&
	transcript stats --json --by=tool tree >tool &&
	python3 -c "import json; json.load(open(\"tool\"))" &&
	for by in day week month model project; do
		transcript stats --by=$by tree >t.$by &&
		head -n 1 t.$by | grep -q " $by$" &&
		tail -n 1 t.$by | grep -q "  total$" || return 1
	done
'

test_expect_success 'days are local: TZ moves a response to another day' '
	TZ=Pacific/Honolulu transcript stats --json --by=day tree >hi &&
	test "$(python3 field.py output 2026-08-02 <hi)" = 140 &&
	test "$(python3 field.py output 2026-08-03 <hi)" = 207 &&
	TZ=Pacific/Kiritimati transcript stats --json --by=day tree >ki &&
	test "$(python3 field.py output 2026-08-03 <ki)" = 140 &&
	test "$(python3 field.py output 2026-08-04 <ki)" = 207 &&
	TZ=Pacific/Kiritimati transcript stats --json --since=2026-08-04 tree >ki &&
	test "$(python3 field.py output <ki)" = 207
'

test_expect_success '--since and --until: the responses of those local days' '
	transcript stats --json --since=2026-08-04 tree >out &&
	test "$(python3 field.py output <out)" = 7 &&
	test "$(python3 field.py sessions <out)" = 1 &&
	transcript stats --json --until=20260803 tree >out &&
	test "$(python3 field.py output <out)" = 340 &&
	transcript stats --json --since=2026-08-05 tree >out &&
	test "$(python3 field.py output <out)" = null &&
	test_expect_code 2 transcript stats --since=2026-02-30 tree &&
	test_expect_code 2 transcript stats --until=yesterday tree &&
	test_expect_code 2 transcript stats --subagents=maybe tree &&
	test_expect_code 2 transcript stats --by=year tree
'

test_expect_success 'several stores in one report, each with its sessions' '
	transcript stats --json tree "$FIXTURES/native/codex" >out &&
	python3 field.py output -home-ada-proj/$S1 <out >o1 &&
	python3 field.py output 019c8a70-dda7-7f33-98ea-f30553347322 <out >o2 &&
	echo 340 >want && test_cmp want o1 && echo 431 >want && test_cmp want o2 &&
	transcript stats --json -- tree -home-ada-proj/$S2 jsonl:one s >out &&
	python3 -c "
import json; d = json.load(open(\"out\"))
assert [s[\"session\"][-4:] for s in d[\"sessions\"]] == [\"2222\", \"s\"], d
# read alone, the resumed session counts its copy of its parent too
assert d[\"total\"][\"tokens\"][\"output\"] == 307 + 166
"
'

test_expect_success 'a Codex token_count repeated with its total unchanged counts once' '
	python3 "$TOP/tests/helpers/gen_codex_home.py" cx --sessions 1 --turns 4 --reemit &&
	test $(grep -c token_count cx/sessions/*/*/*/*.jsonl) = 6 &&
	transcript stats --json cx >out &&
	python3 -c "
import json, glob
last = None
for l in open(glob.glob(\"cx/sessions/*/*/*/*.jsonl\")[0]):
    o = json.loads(l)
    if o[\"payload\"].get(\"type\") == \"token_count\":
        last = o[\"payload\"][\"info\"][\"total_token_usage\"]
t = json.load(open(\"out\"))[\"total\"][\"tokens\"]
assert t[\"output\"] == last[\"output_tokens\"], (t, last)
assert t[\"input\"] + t[\"cache_read\"] == last[\"input_tokens\"], (t, last)
"
'

test_expect_success 'a Codex fork: its copy of the parent sets where counting starts' '
	python3 "$TOP/tests/helpers/gen_codex_home.py" fk --sessions 1 --turns 4 --fork &&
	transcript stats --json fk >out &&
	python3 -c "
import json, glob
finals = []
for f in sorted(glob.glob(\"fk/sessions/*/*/*/*.jsonl\")):
    last = None
    for l in open(f):
        o = json.loads(l)
        if o[\"payload\"].get(\"type\") == \"token_count\":
            last = o[\"payload\"][\"info\"][\"total_token_usage\"]
    finals.append(last[\"output_tokens\"])
# the parent is counted whole; the fork only past its copy of it
t = json.load(open(\"out\"))[\"total\"][\"tokens\"]
assert len(finals) == 2 and t[\"output\"] == max(finals), (finals, t)
"
'

test_expect_success 'real Claude Code sessions: each response once, its largest record' '
	cat >resp.py <<-\PY &&
	import json, os, sys
	# (message.id, requestId) -> the record of the most tokens, over the
	# assistant lines and the assistant records progress lines carry
	root = sys.argv[1]
	for d, _, fs in sorted(os.walk(root)):
	    for f in sorted(fs):
	        resp, lines = {}, 0
	        for l in open(os.path.join(d, f), encoding="utf-8"):
	            o = json.loads(l)
	            if o.get("type") == "progress":
	                o = ((o.get("data") or {}).get("message")) or {}
	            m = o.get("message") if o.get("type") == "assistant" else None
	            if not isinstance(m, dict) or not isinstance(m.get("usage"), dict):
	                continue
	            lines += 1
	            u = m["usage"]
	            n = [u.get("input_tokens", 0), u.get("output_tokens", 0),
	                 u.get("cache_read_input_tokens", 0),
	                 u.get("cache_creation_input_tokens", 0)]
	            k = (m.get("id"), o.get("requestId"))
	            if k not in resp or sum(n) > sum(resp[k]):
	                resp[k] = n
	        sid = os.path.relpath(os.path.join(d, f), os.path.join(root, "projects"))[:-6]
	        print(sid, lines, len(resp), *[sum(r[i] for r in resp.values()) for i in range(4)])
	PY
	python3 resp.py "$FIXTURES/usage/claude-code" >want.all &&
	test $(wc -l <want.all) = 5 &&
	# more records than responses in every file: streamed or repeated
	awk "\$2 <= \$3 { exit 1 }" want.all &&
	cut -d " " -f 1,3- want.all >want &&
	transcript stats --json "$FIXTURES/usage/claude-code" |
	    python3 -c "
import json, sys
for s in json.load(sys.stdin)[\"sessions\"]:
    t = s[\"tokens\"]
    print(s[\"session\"], s[\"responses\"], t[\"input\"], t[\"output\"], t[\"cache_read\"], t[\"cache_write\"])
" >got &&
	test_cmp want got
'

test_expect_success 'a real Codex rollout that repeats a token_count: its total, not the sum of its last usages' '
	R=$(ls "$FIXTURES"/usage/codex/sessions/*/*/*/*.jsonl) &&
	python3 - "$R" >want <<-\PY &&
	import json, sys
	last, naive, prev = None, 0, None
	for l in open(sys.argv[1], encoding="utf-8"):
	    o = json.loads(l)
	    p = o.get("payload") or {}
	    if o.get("type") == "event_msg" and p.get("type") == "token_count" and p.get("info"):
	        naive += p["info"]["last_token_usage"]["output_tokens"]
	        last = p["info"]["total_token_usage"]
	        prev = last
	print(last["output_tokens"], last["input_tokens"], naive > last["output_tokens"])
	PY
	test "$(cut -d " " -f 3 want)" = True &&
	transcript stats --json "$FIXTURES/usage/codex" >out &&
	test "$(python3 field.py output <out)" = "$(cut -d " " -f 1 want)" &&
	test $(( $(python3 field.py input <out) + $(python3 field.py cache_read <out) )) = \
	    "$(cut -d " " -f 2 want)"
'

test_expect_success 'Gemini CLI: a subagent chat counts in its parent, a project is its directory' '
	G=$FIXTURES/native/gemini-cli &&
	transcript stats "$G" >out &&
	grep -q "total: 2 sessions, 1 subagent$" out &&
	! grep -q "6e5d4c3b" out &&
	transcript stats --subagents=separate "$G" >out &&
	grep -q " site/1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8/6e5d4c3b-" out &&
	transcript stats --json --by=project "$G/tmp/site" >out &&
	test "$(python3 field.py output site <out)" = 107 &&
	transcript stats "$G/tmp/site" >out &&
	grep -q "total: 1 session, 1 subagent$" out
'

test_expect_success 'an Agents SDK AdvancedSQLiteSession database: its turn_usage rows' '
	"$TBUILD/tests/mkdb" adv.db <"$FIXTURES/native/openai-agents-advanced.sql" &&
	python3 -c "
import sqlite3, json
db = sqlite3.connect(\"adv.db\")
for sid, i, o, n in db.execute(\"SELECT session_id, sum(input_tokens), sum(output_tokens), count(*) FROM turn_usage GROUP BY session_id ORDER BY session_id\"):
    print(sid, i, o, n)
" >want &&
	test $(wc -l <want) = 2 &&
	transcript stats --json openai-agents:adv.db >out 2>err &&
	python3 -c "
import json
for s in json.load(open(\"out\"))[\"sessions\"]:
    t = s[\"tokens\"]
    print(s[\"session\"], t[\"input\"] + t[\"cache_read\"], t[\"output\"], s[\"responses\"])
" >got &&
	test_cmp want got &&
	grep -q "no price for (no model named)" err &&
	cp adv.db huge.db &&
	python3 -c "
import sqlite3; db = sqlite3.connect(\"huge.db\")
db.execute(\"UPDATE turn_usage SET output_tokens = 9223372036854775807 WHERE id = 1\")
db.execute(\"UPDATE turn_usage SET input_tokens_details = \x27{\\\"cached_tokens\\\": \\\"x\\\"}\x27 WHERE id = 2\")
db.commit()
" &&
	test_expect_code 4 transcript stats --json openai-agents:huge.db >out 2>err &&
	grep -q "huge.db#chat-42: turn_usage row id 1: a token count that is not one" err &&
	grep -q "huge.db#chat-42: turn_usage row id 2: a token count" err &&
	test "$(python3 field.py responses chat-42 <out)" = 1 &&
	"$TBUILD/tests/mkdb" plain.db <"$FIXTURES/native/openai-agents.sql" &&
	transcript stats --json openai-agents:plain.db >out &&
	test "$(python3 field.py tokens <out)" = null
'

test_expect_success 'a Codex fork whose copy crosses into the next second: still its copy' '
	python3 "$TOP/tests/helpers/gen_codex_home.py" fe --sessions 1 --turns 4 --fork-at-edge &&
	grep -q "\.990Z\",\"type\":\"session_meta\",\"payload\":{[^}]*forked_from_id" fe/sessions/*/*/*/*.jsonl &&
	python3 "$TOP/tests/helpers/gen_codex_home.py" fk2 --sessions 1 --turns 4 --fork &&
	transcript stats --json fe >a && transcript stats --json fk2 >b &&
	test "$(python3 field.py output <a)" = "$(python3 field.py output <b)"
'

test_expect_success 'a Claude Code store of one project: subagents still in their parent' '
	transcript stats --json $P >out &&
	test "$(python3 field.py output $S1 <out)" = 340 &&
	test "$(python3 field.py subagents $S1 <out)" = 1 &&
	transcript stats --json --by=project $P >out &&
	python3 -c "
import json; d = json.load(open(\"out\"))
assert [r[\"project\"] for r in d[\"rows\"]] == [\"-\"], d[\"rows\"]
"
'

test_expect_success 'costUSD that is not a number is no cost; a usage of no count is no response' '
	mkdir cn &&
	{ line user 1 &&
	  line assistant m1 r1 10 | sed "s/\"requestId\"/\"costUSD\":null,\"requestId\"/" &&
	  line assistant m2 r2 10 no-such-model | sed "s/\"requestId\"/\"costUSD\":true,\"requestId\"/" &&
	  printf "%s\n" "{\"type\":\"progress\",\"data\":{\"type\":\"agent_progress\",\"message\":{\"type\":\"assistant\",\"message\":{\"id\":\"m9\",\"role\":\"assistant\",\"content\":[],\"usage\":{\"service_tier\":\"standard\"}},\"requestId\":\"r9\"}},\"timestamp\":\"2026-08-03T09:00:00.000Z\"}"; } >cn/s.jsonl &&
	transcript stats --json jsonl:cn >out 2>err &&
	test "$(python3 field.py responses <out)" = 2 &&
	grep -q "no price for no-such-model" err &&
	python3 -c "
import json; t = json.load(open(\"out\"))[\"total\"]
assert t[\"unpriced_models\"] == [\"no-such-model\"], t
assert float(t[\"cost_usd\"]) > 0, t
"
'

test_expect_success 'a response of no tokens costs 0 in text and JSON; model names are shown safely' '
	mkdir zero &&
	{ line user 1 && line assistant m1 r1 0 | sed "s/\"cache_read_input_tokens\":1000/\"cache_read_input_tokens\":0/; s/\"input_tokens\":3/\"input_tokens\":0/"; } >zero/s.jsonl &&
	transcript stats --json jsonl:zero >out &&
	test "$(python3 field.py cost_usd <out)" = 0 &&
	transcript stats jsonl:zero | grep -q " 0.0000  total: 1 session$" &&
	mkdir esc &&
	{ line user 1 && line assistant m1 r1 5 "evil\\u001b[31m"; } >esc/s.jsonl &&
	grep -q "evil.u001b" esc/s.jsonl &&
	transcript stats jsonl:esc >out 2>/dev/null &&
	grep -q "no price: evil" out &&
	! grep -q "$(printf "\033")" out
'

test_expect_success '--prices with the installed table: JSON names both' '
	transcript stats --json --prices=p.txt jsonl:one >out &&
	python3 -c "
import json; p = json.load(open(\"out\"))[\"prices\"]
assert len(p) == 2 and p[0].endswith(\"/prices\") and p[1] == \"p.txt\", p
"
'

test_expect_success 'bad usage values: reported where they are, not added' '
	mkdir bad &&
	{ line user 1 &&
	  line assistant m1 r1 10 &&
	  line assistant m2 r2 20 | sed "s/\"output_tokens\":20/\"output_tokens\":\"20\"/" &&
	  line assistant m3 r3 30 | sed "s/\"input_tokens\":3/\"input_tokens\":-3/" &&
	  line assistant m4 r4 99999999999999999999 &&
	  line assistant m5 r5 2.5; } >bad/s.jsonl &&
	test_expect_code 4 transcript stats --json jsonl:bad >out 2>err &&
	test "$(python3 field.py output <out)" = 10 &&
	test "$(python3 field.py responses <out)" = 1 &&
	test $(grep -c "a token count that is not one" err) = 4 &&
	grep -q "s.jsonl:3:[0-9]*: a token count" err &&
	grep -q "s.jsonl:4:[0-9]*: a token count" err &&
	grep -q "s.jsonl:5:[0-9]*: a token count" err &&
	grep -q "s.jsonl:6:[0-9]*: a token count" err &&
	col=$(sed -n "3p" bad/s.jsonl | grep -bo "\"output_tokens\":\"" | cut -d: -f1) &&
	grep -q "s.jsonl:3:$((col + 17)): " err
'

test_expect_success 'where a format records no usage: "-", never 0' '
	transcript stats "$FIXTURES/jsonl" chat-weather >out &&
	grep -q "^ *- *- *- *- *- *-  chat-weather$" out &&
	transcript stats --json "$FIXTURES/jsonl" chat-weather >j &&
	test "$(python3 field.py cost_usd chat-weather <j)" = null &&
	test "$(python3 field.py tokens chat-weather <j)" = null
'

test_done
