#!/bin/sh
test_description='the real Codex client resumes translated sessions and its own rollouts: what it sends a stand-in Responses API server'
. "$(dirname "$0")/lib.sh"

# The judge of `convert --to=codex` (issue 24): the real client
# (tests/agents/package.json pins @openai/codex; npm ci --prefix
# tests/agents installs it with its native binary) resumes each rollout with
# `codex exec --skip-git-repo-check resume ID PROMPT`, CODEX_HOME holding
# it, against tests/agents/fake_openai.py on 127.0.0.1 as its model
# provider; tests/agents/codex_request.py judges the request it recorded:
# the rollout's conversation opens the request's input as it is, and every
# call has its output (the server answers 400, as the API does, when one
# has none).

AGENTS=$TOP/tests/agents
CRQ=$AGENTS/codex_request.py
PROMPT="continue"
CLIENT_TIMEOUT=90

test_need node python3 || test_skip_all "$TEST_NEED"
CODEX=$AGENTS/node_modules/.bin/codex
"$CODEX" --version >version 2>&1 ||
    test_skip_all "no Codex client (npm ci --prefix tests/agents)"
echo "# $(head -n 1 version)"

listening fake_openai.py

# resume RUN [ID]: resume the one rollout of RUN/home (or the one named ID) (a CODEX_HOME) with the
# prompt, from RUN/w, bounded by a timeout; RUN/ gets the client's stdout
# (out), stderr (err), exit code (rc), the rollout as it was (rollout) and
# the requests the server recorded (rec/).
resume() {
	_d=$TRASH/$1
	mkdir -p "$_d/rec" "$_d/w" && rm -f "$_d"/rec/* || return 1
	_id=${2:-$(transcript list "codex:$_d/home" | cut -f1)} &&
	[ "$(echo "$_id" | wc -l)" = 1 ] && [ -n "$_id" ] || return 1
	cp "$(find "$_d/home" -name "rollout-*$_id.jsonl")" "$_d/rollout" || return 1
	(cd "$_d/w" && exec env -i PATH="$PATH" HOME="$_d/home" \
	    CODEX_HOME="$_d/home" LC_ALL=C TZ=UTC FAKE_OPENAI_KEY=dummy \
	    HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 \
	    NO_PROXY=127.0.0.1,localhost \
	    timeout -k 5 $CLIENT_TIMEOUT "$CODEX" exec --skip-git-repo-check \
	    -c model_provider=fake -c model_providers.fake.name=fake \
	    -c "model_providers.fake.base_url=http://127.0.0.1:$PORT/v1" \
	    -c 'model_providers.fake.wire_api="responses"' \
	    -c model_providers.fake.supports_websockets=false \
	    -c model_providers.fake.env_key=FAKE_OPENAI_KEY \
	    resume "$_id" "$PROMPT" </dev/null) >"$_d/out" 2>"$_d/err" &
	CLIENT=$!
	client_ran "$1"
}

# judged_run RUN: the request that carried the prompt, judged against the
# rollout as it was (lib.sh); the verdict in RUN/sent.
judged_run() {
	judged codex_request.py "$1" "$TRASH/$1/rollout"
}

# translated RUN STORE SESSION: SESSION of STORE into RUN/home as Codex
# keeps it, resumed; the client exits 0 and sends every turn.
translated() {
	rm -rf "$1" && mkdir -p "$1/w" || return 1
	if transcript convert --quiet --to=codex --cwd="$TRASH/$1/w" "$2" \
	    "codex:$1/home" -- "$3" 2>"$1.report" &&
	    resume "$1" && test "$(cat "$1/rc")" = 0 && judged_run "$1"; then
		return 0
	fi
	cat "$1.report" "$1/err" "$1/sent" 2>/dev/null
	return 1
}

# The judge can fail: a request that lost a call's output, and one that
# does not open with the rollout.
test_expect_success 'the judge rejects a dropped output and a rewritten turn' '
	cat >roll.jsonl <<-\EOF &&
	{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}}
	{"type":"response_item","payload":{"type":"function_call","call_id":"c1","name":"f","arguments":"{}"}}
	{"type":"response_item","payload":{"type":"function_call_output","call_id":"c1","output":"x"}}
	EOF
	echo "{\"input\":[{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":\"input_text\",\"text\":\"hi\"}]},{\"type\":\"function_call\",\"call_id\":\"c1\",\"name\":\"f\",\"arguments\":\"{}\"}]}" >req.json &&
	test_expect_code 1 python3 "$CRQ" judge req.json roll.jsonl >out &&
	grep -q "^turns: FAIL: input 2: " out && grep -q "^pairs: FAIL: call c1 has no output" out &&
	sed "s/\"hi\"/\"hello\"/" roll.jsonl >roll2.jsonl &&
	sed "s/\"arguments\":\"{}\"}]}/\"arguments\":\"{}\"},{\"type\":\"function_call_output\",\"call_id\":\"c1\",\"output\":\"x\"}]}/" req.json >req2.json &&
	test_expect_code 1 python3 "$CRQ" judge req2.json roll2.jsonl >out &&
	grep -q "^turns: FAIL: input 0: the rollout has user \[\"hello\"\]" out &&
	python3 "$CRQ" judge req2.json roll.jsonl
'

# Rollouts that this client sends otherwise than they are (what it does,
# found by this test; a change of the client's behaviour shows here): of
# the 0.46-era rollout it leaves the first turn's calls and outputs out;
# the archived one, which opens with an assistant message, it sends from
# its first user message.
client_rewrites() {
	case $1 in
	0199e2b7-*) echo 'turns: FAIL: input 1: the rollout has function_call call_sh1Hq0Zf3 ' ;;
	019c8a59-*) echo 'turns: FAIL: input 0: the rollout has assistant ' ;;
	*) return 1 ;;
	esac
}

# Codex's own rollouts, resumed: the judge has no false alarm.  The client
# refuses to resume a thread under another model provider than the one its
# session_meta names ("Cannot change this thread's model provider from
# `openai` to `fake` on resume"): the copies name the stand-in's.
transcript list "codex:$FIXTURES/native/codex" | cut -f1 >rollouts
while read -r id; do
	test_expect_success "codex rollout $id: resumed as it is, every turn sent" '
		rm -rf "own-$id" && mkdir -p "own-$id/home/sessions/2026/01/01" &&
		f=$(find "$FIXTURES/native/codex" -name "rollout-*$id.jsonl") &&
		sed "1s/\"model_provider\":\"openai\"/\"model_provider\":\"fake\"/" "$f" \
		    >"own-$id/home/sessions/2026/01/01/$(basename "$f")" &&
		resume "own-$id" && test "$(cat "own-$id/rc")" = 0 &&
		if why=$(client_rewrites "$id"); then
			! judged_run "own-$id" && grep -q "$why" "own-$id/sent"
		else
			judged_run "own-$id"
		fi ||
		{ cat "own-$id/err" "own-$id/sent"; false; }
	'
done <rollouts

# The defects check knows, in Codex's own rollouts (fixtures/check/codex):
# what the client does with each when it resumes one, as it is and
# repaired.  RUN/sent holds its exit code, the API's error if the stand-in
# refused the request, the conversation it sent (codex_request.py summary)
# and the judge's verdict; tests/agents/codex/NAME.unrepaired holds it as it
# was (T4510_GOLDEN=write updates it; review the diff).  check's finding of
# each defect (src/format_codex.c, codex_rules) says what the client did,
# naming the version that runs here: an error where the request fails or
# lacks what the rollout holds, a warning where the client sends what
# happened.
VERSION=$(sed -n '1s/^codex-cli \([0-9][0-9.]*\)$/\1/p' version)
# placed RUN FILE: FILE as RUN/home's one rollout, under the stand-in's
# provider; its id on stdout.
placed() {
	_id=$(sed -n '1s/.*"payload":{"id":"\([^"]*\)".*/\1/p' "$2") &&
	rm -rf "${TRASH:?}/$1" && mkdir -p "$TRASH/$1/home/sessions/2026/01/01" &&
	sed '1s/"model_provider":"openai"/"model_provider":"fake"/' "$2" \
	    >"$TRASH/$1/home/sessions/2026/01/01/rollout-2026-01-01T00-00-00-$_id.jsonl" &&
	echo "$_id"
}
# told_run RUN: RUN/sent as above (lib.sh: told).
told_run() {
	told codex_request.py "$1" "$TRASH/$1/rollout" \
	    's/^ERROR: {"error": {"message": "\([^"]*\)".*/api: 400 \1/p'
}
# does CODE ID RUN MESSAGE SEVERITY: the finding names this client and
# RUN/sent shows what it says.
does() {
	_s=$TRASH/$3/sent
	case $4 in
	*"; Codex $VERSION "*) ;;
	*) echo "$1: the finding does not name Codex $VERSION: $4"; return 1 ;;
	esac
	case $1 in
	unanswered-call) _want=warning ;;
	*) _want=error ;;
	esac
	[ "$5" = "$_want" ] || { echo "$1: $5, not $_want"; return 1; }
	case $1:$4 in
	unanswered-call:*'answers it with an "aborted" output'*)
		grep -q "^i[0-9]* function_call_output $2 \"aborted\"$" "$_s" ;;
	orphan-result:*"drops this output"*|cross-boundary:*"drops this output"*)
		grep -q "^rc 0$" "$_s" && ! grep -q "^i[0-9]* .*_output $2 " "$_s" ;;
	namespace-mismatch:*'drops this output when it resumes and answers the call "aborted"'*)
		grep -q "^rc 0$" "$_s" &&
		test "$(grep -c "^i[0-9]* .*_output $2 " "$_s")" = 1 &&
		grep -q "^i[0-9]* custom_tool_call_output $2 \"aborted\"$" "$_s" ;;
	duplicate-result:*"sends both outputs"*"400: Duplicate function_call_output"*)
		grep -q "^rc 1$" "$_s" && grep -q "^api: 400 Duplicate function_call_output for call_id '$2'" "$_s" &&
		test "$(grep -c "^i[0-9]* function_call_output $2 " "$_s")" = 2 ;;
	result-before-call:*"sends the output before its call"*"400: No tool call found"*)
		grep -q "^rc 1$" "$_s" && grep -q "^api: 400 No tool call found for function call output with call_id $2\.$" "$_s" &&
		test "$(grep "^i[0-9]* .* $2 " "$_s" | cut -d " " -f 2 | tr "\n" " ")" = "function_call_output function_call " ;;
	duplicate-call:*"sends both calls under the one id"*)
		test "$(grep -c "^i[0-9]* function_call $2 " "$_s")" = 2 &&
		test "$(grep -c "^i[0-9]* function_call_output $2 " "$_s")" = 1 ;;
	missing-id:*"sends the output without a call_id"*"(400)"*)
		grep -q "^rc 1$" "$_s" && grep -q "^api: 400 No tool call found for function call output with call_id None\.$" "$_s" &&
		grep -q "^i[0-9]* function_call_output None " "$_s" ;;
	torn-line:*"skips this line when it resumes and writes its new records after it"*)
		grep -q "^rc 0$" "$_s" && grep -q "^turns: ok$" "$_s" &&
		transcript check --format=json "$TRASH/$3/home" |
		    grep -q "\"code\":\"invalid-json\"" ;;
	invalid-json:*"skips this line"*|not-an-object:*"skips this line"*|\
	mixed-format:*"skips this item"*)
		grep -q "^rc 0$" "$_s" && grep -q "^turns: ok$" "$_s" ;;
	*) echo "no evidence for $1 as: $4"; return 1 ;;
	esac || { echo "$1 $2: the request does not show what the finding says: $4"; cat "$_s"; return 1; }
}
# Findings repair leaves (repair.h): not resumed repaired.
unrepaired='cross-boundary|missing-id|mixed-format|namespace-mismatch'
for f in "$FIXTURES"/check/codex/*.jsonl; do
	name=$(basename "$f" .jsonl)
	case $name in clean-*) continue ;; esac
	u=u-$name
	r=r-$name
	test_expect_success "codex/$name: unrepaired, what the client sends is $name.unrepaired" '
		id=$(placed "$u" "$f") && resume "$u" "$id" && told_run "$u" &&
		golden "$u" "$AGENTS/codex/$name.unrepaired" "${T4510_GOLDEN:-}" ||
		{ cat "$u/err"; false; }
	'
	test_expect_success "codex/$name: each finding says what this client did, with the severity that follows" '
		client_did "$f" "$u"
	'
	if echo "$name" | grep -Eq "^($unrepaired)$"; then
		continue
	fi
	test_expect_success "codex/$name: repaired, the client resumes it and sends it all, every call with its output" '
		mkdir -p "rp-$name" && cp "$f" "rp-$name/s.jsonl" &&
		transcript repair --apply --no-backup --close-pending \
		    --drop-invalid "rp-$name" >/dev/null 2>"rp-$name.err" &&
		id=$(placed "$r" "rp-$name/s.jsonl") && resume "$r" "$id" &&
		test "$(cat "$r/rc")" = 0 && judged_run "$r" ||
		{ cat "rp-$name.err" "$r/err" "$r/sent" 2>/dev/null; false; }
	'
done

# Translations: Claude Code sessions (the fixtures and the native tree),
# and the chat, responses, anthropic and langchain fixtures.
for f in "$FIXTURES"/check/claude-code/clean-*.jsonl "$FIXTURES"/check/chat/clean-*.jsonl \
    "$FIXTURES"/check/responses/clean-*.jsonl "$FIXTURES"/check/anthropic/clean-*.jsonl \
    "$FIXTURES"/check/langchain/clean-*.jsonl "$FIXTURES"/check/gemini/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	test_expect_success "$fmt/$name translated to codex: resumed, every turn sent" '
		mkdir -p "src-$fmt-$name" && cp "$f" "src-$fmt-$name/s.jsonl" &&
		translated "tr-$fmt-$name" "src-$fmt-$name" s
	'
done
transcript list "claude-code:$FIXTURES/native/claude-code" | cut -f1 |
    grep -v /agent- >sessions
n=0
while read -r id; do
	n=$((n + 1))
	test_expect_success "claude-code session $id translated to codex: resumed, every turn sent" '
		translated "cc-$n" "claude-code:$FIXTURES/native/claude-code" "$id"
	'
done <sessions

# What Codex does with a rollout whose call lost its output: it mends it
# itself, with an "aborted" output, before it calls the API (so a codex:
# target may leave calls unanswered: translate.h).
test_expect_success 'a rollout with an output taken out: the client sends "aborted" for it' '
	rm -rf cut && mkdir -p cut/home/sessions/2026/01/01 &&
	f=$(find tr-chat-clean-weather/home -name "rollout-*.jsonl") &&
	grep -v "\"function_call_output\",\"call_id\":\"call_01_Ww3Rr5\"" \
	    tr-chat-clean-weather/rollout >"cut/home/sessions/2026/01/01/$(basename "$f")" &&
	! cmp -s tr-chat-clean-weather/rollout "cut/home/sessions/2026/01/01/$(basename "$f")" &&
	resume cut && test "$(cat cut/rc)" = 0 &&
	_req=$(python3 "$CRQ" pick cut/rec "$PROMPT") &&
	grep -q "\"call_id\": *\"call_01_Ww3Rr5\", *\"output\": *\"aborted\"" "$_req"
'

# What the client requires of a rollout, and what it does with one that is
# not as the API wants it, on copies of a translated rollout edited by
# Python: `edited RUN EXPR [PATH]` writes RUN/home/PATH
# (sessions/2026/01/01/rollout-...-ID.jsonl by default) from
# tr-chat-clean-weather's rollout after EXPR ran over recs (its records:
# m is the first, p its payload; ri(PAYLOAD) makes a response_item;
# None drops a record).
BASE=$TRASH/tr-chat-clean-weather/rollout
BASEID=$(sed -n '1s/.*"payload":{"id":"\([^"]*\)".*/\1/p' "$BASE" 2>/dev/null)
edited() {
	_p=$TRASH/$1/home/${3:-sessions/2026/01/01/rollout-2026-01-01T00-00-00-$BASEID.jsonl}
	rm -rf "${TRASH:?}/$1" && mkdir -p "$(dirname "$_p")" &&
	python3 - "$BASE" "$_p" "$2" <<-\EOF
	import json, sys
	src, dst, code = sys.argv[1:]
	recs = [json.loads(l) for l in open(src, encoding="utf-8")]
	m = recs[0]
	p = m["payload"]
	def ri(pl):
	    return {"timestamp": m["timestamp"], "type": "response_item", "payload": pl}
	exec(code)
	with open(dst, "w", encoding="utf-8") as f:
	    for r in recs:
	        if r is not None:
	            f.write(json.dumps(r, ensure_ascii=False) + "\n")
	EOF
}
# sent RUN: the input items of the request that carried the prompt, one
# compact JSON line each (keys sorted), in RUN/input.
sent() {
	_req=$(python3 "$CRQ" pick "$TRASH/$1/rec" "$PROMPT") &&
	python3 -c 'import json, sys
for it in json.load(open(sys.argv[1]))["input"]:
    print(json.dumps(it, sort_keys=True, separators=(",", ":"), ensure_ascii=False))' \
	    "$_req" >"$TRASH/$1/input"
}
# refused RUN TEXT: the client exits 1 without a request, saying TEXT.
refused() {
	if test "$(cat "$1/rc")" = 1 && ! ls "$1"/rec/[0-9]* >/dev/null 2>&1 &&
	    grep -q "$2" "$1/err"; then
		return 0
	fi
	cat "$1/err"
	return 1
}

test_expect_success 'the stand-in answers as the API does: 400 for a call without its output, an output without its call or a second output, 404 for an unkept reasoning id' '
	python3 - "$PORT" >answers <<-\EOF &&
	import json, sys, urllib.request, urllib.error
	def post(items, store=False):
	    r = urllib.request.Request("http://127.0.0.1:%s/v1/responses" % sys.argv[1],
	        json.dumps({"model": "m", "store": store, "input": items}).encode(),
	        {"Content-Type": "application/json"})
	    try:
	        with urllib.request.urlopen(r, timeout=10) as f:
	            print(f.status, json.load(f)["output"][0]["content"][0]["text"])
	    except urllib.error.HTTPError as e:
	        print(e.code, json.load(e)["error"]["message"])
	u = {"type": "message", "role": "user", "content": "hi"}
	fc = {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"}
	fo = {"type": "function_call_output", "call_id": "c1", "output": "x"}
	cc = {"type": "custom_tool_call", "call_id": "c2", "name": "g", "input": "x"}
	co = {"type": "custom_tool_call_output", "call_id": "c2", "output": "y"}
	rs = {"type": "reasoning", "id": "rs_1", "summary": []}
	post([u, fc, fo, cc, co])
	post([u, fc])
	post([u, cc])
	post([u, fo, fc])
	post([u, fc, fo, fo])
	post([u, dict(rs), fc, fo])
	post([u, dict(rs), fc, fo], store=True)
	EOF
	cat >expect <<-\EOF &&
	200 ok
	400 No tool output found for function call c1.
	400 No tool output found for custom tool call c2.
	400 No tool call found for function call output with call_id c1.
	400 Duplicate function_call_output for call_id '"'"'c1'"'"'. Each function_call must have exactly one matching function_call_output
	404 Item with id '"'"'rs_1'"'"' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.
	200 ok
	EOF
	test_cmp expect answers
'

# session_meta: the client resumes a rollout whose first record is a
# session_meta with the record's timestamp and the payload's id, timestamp,
# cwd, originator and cli_version; it refuses one without any of them (their
# values it does not judge: empty strings and a timestamp that is no time
# pass), or with its session_meta not first.
test_expect_success 'session_meta: id, timestamp, cwd, originator, cli_version and the record timestamp are enough' '
	test -n "$BASEID" &&
	edited meta-min "m[\"payload\"] = {k: p[k] for k in (\"id\", \"timestamp\", \"cwd\", \"originator\", \"cli_version\")}" &&
	resume meta-min "$BASEID" && test "$(cat meta-min/rc)" = 0 &&
	edited meta-empty "p.update(originator=\"\", cli_version=\"\", cwd=\"\", timestamp=\"yesterday\"); m[\"timestamp\"] = \"yesterday\"" &&
	resume meta-empty "$BASEID" && test "$(cat meta-empty/rc)" = 0
'
for field in id timestamp cwd originator cli_version; do
	test_expect_success "session_meta without $field: the client refuses to resume" '
		edited "meta-no-$field" "del p[\"$field\"]" &&
		resume "meta-no-$field" "$BASEID" &&
		refused "meta-no-$field" "does not start with session metadata"
	'
done
test_expect_success 'session_meta without its record timestamp, or not first: refused' '
	edited meta-no-ts "del m[\"timestamp\"]" && resume meta-no-ts "$BASEID" &&
	refused meta-no-ts "does not start with session metadata" &&
	edited meta-second "recs[0], recs[1] = recs[1], recs[0]" &&
	resume meta-second "$BASEID" &&
	refused meta-second "does not start with session metadata"
'
test_expect_success 'refused too: another id in the file name, another model provider, an archived rollout' '
	edited meta-otherid "p[\"id\"] = \"00000000-0000-4000-8000-000000000001\"" &&
	resume meta-otherid "$BASEID" &&
	refused meta-otherid "thread source changed during resume" &&
	edited meta-openai "p[\"model_provider\"] = \"openai\"" &&
	resume meta-openai "$BASEID" &&
	refused meta-openai "Cannot change this thread.s model provider from .openai. to .fake. on resume" &&
	edited meta-archived pass "archived_sessions/rollout-2026-01-01T00-00-00-$BASEID.jsonl" &&
	resume meta-archived "$BASEID" && refused meta-archived "is archived"
'
test_expect_success 'the file may lie anywhere under sessions/, named rollout-ID.jsonl' '
	edited meta-flat pass "sessions/rollout-$BASEID.jsonl" &&
	resume meta-flat "$BASEID" && test "$(cat meta-flat/rc)" = 0
'

# Calls without outputs, outputs without calls: the client mends what it
# can before it calls the API.
test_expect_success 'a custom_tool_call without output: sent with a custom_tool_call_output "aborted" after it' '
	edited cut-custom "recs[7:7] = [ri({\"type\": \"custom_tool_call\", \"call_id\": \"call_cu1\", \"name\": \"apply_patch\", \"input\": \"*** Begin Patch\\n*** End Patch\\n\"})]" &&
	resume cut-custom "$BASEID" && test "$(cat cut-custom/rc)" = 0 && sent cut-custom &&
	grep -A1 "\"call_id\":\"call_cu1\"" cut-custom/input >pair &&
	sed -n 1p pair | grep -q "\"type\":\"custom_tool_call\"" &&
	test "$(sed -n 2p pair)" = "{\"call_id\":\"call_cu1\",\"output\":\"aborted\",\"type\":\"custom_tool_call_output\"}"
'
test_expect_success 'a local_shell_call without output: sent with a function_call_output "aborted" after it' '
	edited cut-shell "recs[7:7] = [ri({\"type\": \"local_shell_call\", \"call_id\": \"call_ls1\", \"status\": \"completed\", \"action\": {\"type\": \"exec\", \"command\": [\"ls\"]}})]" &&
	resume cut-shell "$BASEID" && test "$(cat cut-shell/rc)" = 0 && sent cut-shell &&
	grep -A1 "\"call_id\":\"call_ls1\"" cut-shell/input >pair &&
	sed -n 1p pair | grep -q "\"type\":\"local_shell_call\"" &&
	test "$(sed -n 2p pair)" = "{\"call_id\":\"call_ls1\",\"output\":\"aborted\",\"type\":\"function_call_output\"}"
'
test_expect_success 'an output without its call: left out of the request' '
	edited cut-call "recs[2] = None" &&
	resume cut-call "$BASEID" && test "$(cat cut-call/rc)" = 0 && sent cut-call &&
	grep -q "\"call_id\":\"call_Hk3WdS6fJ1bC5nE0\"" cut-call/input &&
	! grep -q "\"call_id\":\"call_Qx7ZpL2mN9vR4tY8\"" cut-call/input
'
# What it does not mend: an output before its call is sent as it is; the
# stand-in answers 400, as the API does; the client does not retry a 400
# and exits 1 with the API's message.
test_expect_success 'an output before its call: sent so, answered 400, the client exits 1 with the message' '
	edited early-out "recs[2], recs[5] = recs[5], recs[2]" &&
	resume early-out "$BASEID" && test "$(cat early-out/rc)" = 1 &&
	test "$(ls early-out/rec/[0-9]* | wc -l)" = 1 &&
	grep -q "No tool call found for function call output with call_id call_Qx7ZpL2mN9vR4tY8\." early-out/err
'

# Reasoning items are sent as they are, summary and encrypted_content; an
# "id" too, which the API (the client asks "store": false) answers 404:
# the client retries, then exits 1 with the API's message.
test_expect_success 'a reasoning item without id: sent as it is' '
	edited reasoning "recs.insert(2, ri({\"type\": \"reasoning\", \"summary\": [{\"type\": \"summary_text\", \"text\": \"two lookups\"}], \"content\": None, \"encrypted_content\": \"gAAAA-opaque\"}))" &&
	resume reasoning "$BASEID" && test "$(cat reasoning/rc)" = 0 && sent reasoning &&
	test "$(sed -n 2p reasoning/input)" = "{\"content\":null,\"encrypted_content\":\"gAAAA-opaque\",\"summary\":[{\"text\":\"two lookups\",\"type\":\"summary_text\"}],\"type\":\"reasoning\"}"
'
test_expect_success 'a reasoning item with an id: sent with it, answered 404; the client retries, then exits 1' '
	edited reasoning-id "recs.insert(2, ri({\"type\": \"reasoning\", \"id\": \"rs_01\", \"summary\": []}))" &&
	resume reasoning-id "$BASEID" && test "$(cat reasoning-id/rc)" = 1 &&
	test "$(ls reasoning-id/rec/[0-9]* | wc -l)" -gt 1 &&
	grep -q "404 Not Found: Item with id .rs_01. not found" reasoning-id/err
'

# transcript fork (issue 29): a rollout forked at a call, beside it in the
# same home, is a new rollout the client resumes by its new id; the
# request opens with the fork as it is (the call's output with it, as the
# window of --at keeps it), and nothing of the original past the fork.
test_expect_success 'a rollout forked at a call: resumed by its new id, the fork sent as it is' '
	id=019c8bfe-ec25-79e0-97d7-bda6a9c575ff &&
	rm -rf forked && mkdir -p forked/home/sessions/2026/01/01 &&
	f=$(find "$FIXTURES/native/codex" -name "rollout-*$id.jsonl") &&
	sed "1s/\"model_provider\":\"openai\"/\"model_provider\":\"fake\"/" "$f" \
	    >"forked/home/sessions/2026/01/01/$(basename "$f")" &&
	transcript fork --at=16 codex:forked/home "$id" >forked/id &&
	resume forked "$(cat forked/id)" && test "$(cat forked/rc)" = 0 &&
	test $(wc -l <forked/rollout) = 19 &&
	judged_run forked &&
	_req=$(python3 "$CRQ" pick forked/rec "$PROMPT") &&
	grep -q call_OIMY41RetdVChp5U51mMLGOD "$_req" &&
	! grep -q call_SengCcPYInk46d62DPE6eqqb "$_req" ||
	{ cat forked/err forked/sent; false; }
'

stopped "POST /v1/responses"
