#!/bin/sh
test_description='the real Gemini CLI client resumes its chats: what it sends a stand-in Gemini API server'
. "$(dirname "$0")/lib.sh"

# What Gemini CLI does with each defect check knows (issue 27): the real
# client (tests/agents/package.json pins @google/gemini-cli) resumes each
# chat of fixtures/check/gemini-cli with `gemini -m MODEL -p PROMPT
# --resume ID` against tests/agents/fake_gemini.py on 127.0.0.1
# (GOOGLE_GEMINI_BASE_URL; the auth type "gemini-api-key" set in
# settings.json, since that variable alone selects the "gateway" type,
# which the non-interactive client refuses; -m, since without it the
# client first asks a routing model to rate the prompt), and
# tests/agents/gemini_request.py judges the request it recorded.
#
# Where the client looks: $HOME/.gemini/tmp/PROJECT/chats/session-*.jsonl,
# PROJECT the name projects.json gives the working directory; a chat is
# the metadata line {"sessionId":...} and its message records.  It copies
# the chat it resumes into a new file and appends to that.

AGENTS=$TOP/tests/agents
GRQ=$AGENTS/gemini_request.py
PROMPT="continue"
MODEL=gemini-2.5-pro
CLIENT_TIMEOUT=90
SID=11111111-2222-4333-8444-555555555555

test_need node python3 || test_skip_all "$TEST_NEED"
GEMINI=$AGENTS/node_modules/.bin/gemini
"$GEMINI" --version >version 2>&1 ||
    test_skip_all "no Gemini CLI client (npm ci --prefix tests/agents)"
VERSION=$(sed -n '1s/^\([0-9][0-9.]*\)$/\1/p' version)
echo "# Gemini CLI $(head -n 1 version)"

listening fake_gemini.py

# placed RUN FILE: FILE's message records as RUN/home's one chat, session
# $SID of the project RUN/w, after a metadata line.
placed() {
	_d=$TRASH/$1
	rm -rf "${_d:?}" && mkdir -p "$_d/home/.gemini/tmp/w/chats" "$_d/w" || return 1
	printf '{"security":{"auth":{"selectedType":"gemini-api-key"}},"general":{"disableAutoUpdate":true,"disableUpdateNag":true},"privacy":{"usageStatisticsEnabled":false},"telemetry":{"enabled":false}}\n' \
	    >"$_d/home/.gemini/settings.json" &&
	printf '{"projects":{"%s":"w"}}\n' "$_d/w" >"$_d/home/.gemini/projects.json" &&
	printf '%s' "$_d/w" >"$_d/home/.gemini/tmp/w/.project_root" &&
	{
		printf '{"sessionId":"%s","projectHash":"0","startTime":"2026-01-01T00:00:00.000Z","lastUpdated":"2026-01-01T00:00:00.000Z","kind":"main"}\n' "$SID"
		cat "$2"
	} >"$_d/home/.gemini/tmp/w/chats/session-2026-01-01T00-00-11111111.jsonl" &&
	cp "$_d/home/.gemini/tmp/w/chats/session-2026-01-01T00-00-11111111.jsonl" "$_d/chat"
}

# resume RUN [ARG...]: the client resumes RUN's chat with the prompt (or
# runs with ARGs), from RUN/w, bounded by a timeout; RUN/ gets its stdout
# (out), stderr (err), exit code (rc) and the requests the server recorded
# (rec/).
resume() {
	_run=$1
	_d=$TRASH/$1
	shift
	[ $# -gt 0 ] || set -- --resume "$SID"
	mkdir -p "$_d/rec" "$_d/tmp" && rm -f "$_d"/rec/* || return 1
	(cd "$_d/w" && exec env -i PATH="$PATH" HOME="$_d/home" TMPDIR="$_d/tmp" \
	    LC_ALL=C TZ=UTC GEMINI_API_KEY=dummy \
	    GOOGLE_GEMINI_BASE_URL="http://127.0.0.1:$PORT" \
	    GEMINI_CLI_TRUST_WORKSPACE=true \
	    HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 \
	    NO_PROXY=127.0.0.1,localhost \
	    timeout -k 5 $CLIENT_TIMEOUT "$GEMINI" -m "$MODEL" -p "$PROMPT" \
	    "$@" </dev/null) >"$_d/out" 2>"$_d/err" &
	CLIENT=$!
	client_ran "$_run"
}

# judged_run RUN: the request that carried the prompt, judged against the
# chat as it was (lib.sh: judged); the verdict in RUN/sent.
judged_run() {
	judged gemini_request.py "$1" "$TRASH/$1/chat"
}

# told_run RUN: RUN/sent holds the client's exit code, the API's error if
# the stand-in refused the request, the conversation it sent
# (gemini_request.py summary) and the judge's verdict (lib.sh: told).
told_run() {
	told gemini_request.py "$1" "$TRASH/$1/chat" \
	    's/.*_ApiError: {"error":{"code":\([0-9]*\),"message":"\([^"]*\)".*/api: \1 \2/p'
}

test_expect_success 'the judge rejects a dropped response, a rewritten turn and a response after no call' '
	cat >chat.jsonl <<-\EOF &&
	{"id":"m1","type":"user","content":"hi"}
	{"id":"m2","type":"gemini","content":"","toolCalls":[{"id":"c1","name":"f","args":{},"result":"x"}]}
	EOF
	cat >req.json <<-\EOF &&
	{"contents":[{"role":"user","parts":[{"text":"hi"}]},{"role":"model","parts":[{"functionCall":{"id":"c1","name":"f","args":{}}}]},{"role":"user","parts":[{"text":"go"}]}]}
	EOF
	test_expect_code 1 python3 "$GRQ" judge req.json chat.jsonl >out &&
	grep -q "^turns: FAIL: part 2: the chat has user functionResponse c1 f" out &&
	grep -q "^pairs: FAIL: contents 1: 1 functionCall parts, the next turn 0" out &&
	cat >req2.json <<-\EOF &&
	{"contents":[{"role":"user","parts":[{"text":"hello"}]},{"role":"model","parts":[{"functionCall":{"id":"c1","name":"f","args":{}}}]},{"role":"user","parts":[{"functionResponse":{"id":"c1","name":"f","response":{"output":"x"}}}]},{"role":"user","parts":[{"text":"go"}]}]}
	EOF
	test_expect_code 1 python3 "$GRQ" judge req2.json chat.jsonl >out &&
	grep -q "^turns: FAIL: part 0: the chat has user text \"hi\", the request user text \"hello\"" out &&
	grep -q "^pairs: ok" out &&
	sed "s/\"hi\"/\"hello\"/" chat.jsonl >chat2.jsonl &&
	python3 "$GRQ" judge req2.json chat2.jsonl &&
	cat >req3.json <<-\EOF &&
	{"contents":[{"role":"user","parts":[{"text":"hi"}]},{"role":"model","parts":[{"text":"no"}]},{"role":"user","parts":[{"functionResponse":{"id":"c1","name":"f","response":{}}}]}]}
	EOF
	test_expect_code 1 python3 "$GRQ" judge req3.json chat.jsonl >out &&
	grep -q "^pairs: FAIL: contents 2: a functionResponse turn after no functionCall turn" out
'

test_expect_success 'the stand-in answers as the API does: 400 for a call turn without as many responses after it, or a response turn after no call' '
	python3 - "$PORT" "$MODEL" >answers <<-\EOF &&
	import json, sys, urllib.request, urllib.error
	def post(contents, how="generateContent"):
	    r = urllib.request.Request("http://127.0.0.1:%s/v1beta/models/%s:%s" % (sys.argv[1], sys.argv[2], how),
	        json.dumps({"contents": contents}).encode(), {"Content-Type": "application/json"})
	    try:
	        with urllib.request.urlopen(r, timeout=10) as f:
	            b = f.read().decode()
	            if b.startswith("data: "):
	                b = b[len("data: "):]
	            print(f.status, json.loads(b)["candidates"][0]["content"]["parts"][0]["text"])
	    except urllib.error.HTTPError as e:
	        print(e.code, json.load(e)["error"]["message"])
	u = {"role": "user", "parts": [{"text": "hi"}]}
	c = {"role": "model", "parts": [{"functionCall": {"id": "c1", "name": "f", "args": {}}}]}
	cc = {"role": "model", "parts": c["parts"] * 2}
	r = {"role": "user", "parts": [{"functionResponse": {"id": "c1", "name": "f", "response": {}}}]}
	rr = {"role": "user", "parts": r["parts"] * 2}
	m = {"role": "model", "parts": [{"text": "done"}]}
	post([u, c, r, m, u])
	post([u, c, r, m, u], "streamGenerateContent?alt=sse")
	post([u, c, u])
	post([u, cc, r])
	post([u, c, rr])
	post([u, m, r])
	post([u, cc, rr, m, u])
	EOF
	cat >expect <<-\EOF &&
	200 ok
	200 ok
	400 Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.
	400 Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.
	400 Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.
	400 Please ensure that function response turn comes immediately after a function call turn
	200 ok
	EOF
	test_cmp expect answers &&
	rm -f rec/[0-9]* && : >rec/requests.log
'

# A chat the client wrote itself: a new session, then resumed; every turn
# sent.
test_expect_success 'a chat the client wrote: resumed, every turn sent' '
	placed own /dev/null && rm own/home/.gemini/tmp/w/chats/* &&
	resume own --session-id "$SID" && test "$(cat own/rc)" = 0 &&
	test "$(cat own/out)" = ok &&
	f=$(ls own/home/.gemini/tmp/w/chats/session-*.jsonl) &&
	test "$(echo "$f" | wc -l)" = 1 && cp "$f" own/chat &&
	rm -rf own/rec && resume own && test "$(cat own/rc)" = 0 && judged_run own ||
	{ cat own/err own/sent; false; }
'

# Clean chats the client sends otherwise than they are (found by this
# test; a change of the client's behaviour shows here): of a chat whose
# model message holds its functionCall parts and toolCalls with their
# results, and a user record with the functionResponse too (as
# fixtures/native/gemini-cli's 0.41-era .jsonl), it sends the response
# twice, which the API refuses; and it shortens the call id
# "read_file__read_file_..." to "read_file_...".
client_rewrites() {
	case $1 in
	clean-modern) echo 'turns: FAIL: part 1: the chat has model functionCall read_file__read_file_1777713315205_0 ' ;;
	*) return 1 ;;
	esac
}
for f in "$FIXTURES"/check/gemini-cli/clean-*.jsonl; do
	name=$(basename "$f" .jsonl)
	test_expect_success "gemini-cli/$name: resumed as it is, every turn sent" '
		placed "c-$name" "$f" && resume "c-$name" &&
		if why=$(client_rewrites "$name"); then
			test "$(cat "c-$name/rc")" = 1 && told_run "c-$name" &&
			grep -q "^$why" "c-$name/sent" &&
			grep -q "^api: 400 Please ensure that the number of function response parts" "c-$name/sent"
		else
			test "$(cat "c-$name/rc")" = 0 && judged_run "c-$name"
		fi ||
		{ cat "c-$name/err" "c-$name/sent"; false; }
	'
done

# The defects check knows (fixtures/check/gemini-cli): what the client does
# with each when it resumes the chat, as it is and repaired.
# tests/agents/gemini-cli/NAME.unrepaired holds RUN/sent as it was
# (T4525_GOLDEN=write updates it; review the diff).  check's finding of
# each defect (src/format_gemini_cli.c, cli_rules) says what the client
# did, naming the version that runs here; each is an error, since the
# client mends none: the API refuses the request, or the model sees a
# call or response twice, or (misplaced-result) the response follows its
# call only by chance of what lies between them (below).
# does CODE ID RUN MESSAGE SEVERITY: the finding names this client and
# RUN/sent shows what it says.
DANGLING='api: 400 Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn\.'
does() {
	_s=$TRASH/$3/sent
	case $4 in
	*"; Gemini CLI $VERSION "*) ;;
	*) echo "$1: the finding does not name Gemini CLI $VERSION: $4"; return 1 ;;
	esac
	[ "$5" = error ] || { echo "$1: $5, not error"; return 1; }
	case $1:$4 in
	dangling-call:*"sends this call without its response"*"400: Please ensure that the number of function response parts"*|\
	pending-call:*"sends this call without its response"*"400: Please ensure that the number of function response parts"*)
		grep -q "^rc 1$" "$_s" && grep -q "^$DANGLING$" "$_s" &&
		grep -q "^c[0-9]* model functionCall $2 " "$_s" &&
		! grep -q "^c[0-9]* user functionResponse $2 " "$_s" ;;
	orphan-result:*"sends this response after a turn without its call"*"400: Please ensure that function response turn comes immediately after a function call turn"*)
		grep -q "^rc 1$" "$_s" &&
		grep -q "^api: 400 Please ensure that function response turn comes immediately after a function call turn$" "$_s" &&
		grep -q "^c[0-9]* user functionResponse $2 " "$_s" &&
		! grep -q "^c[0-9]* model functionCall $2 " "$_s" ;;
	misplaced-result:*"joins consecutive messages of one role into one turn"*"else the API refuses the request (400)"*)
		grep -q "^rc 0$" "$_s" && grep -q "^turns: ok$" "$_s" &&
		_c=$(sed -n "s/^c\([0-9]*\) model functionCall $2 .*/\1/p" "$_s") &&
		grep -q "^c$((_c + 1)) user text " "$_s" &&
		grep -q "^c$((_c + 1)) user functionResponse $2 " "$_s" ;;
	duplicate-call:*"sends both calls under the one id"*|\
	duplicate-result:*"sends both responses under the one id"*)
		grep -q "^rc 0$" "$_s" &&
		test "$(grep -c "^c[0-9]* model functionCall $2 " "$_s")" = 2 &&
		test "$(grep -c "^c[0-9]* user functionResponse $2 " "$_s")" = 2 ;;
	*) echo "no evidence for $1 as: $4"; return 1 ;;
	esac || { echo "$1 $2: the request does not show what the finding says: $4"; cat "$_s"; return 1; }
}
for f in "$FIXTURES"/check/gemini-cli/*.jsonl; do
	name=$(basename "$f" .jsonl)
	case $name in clean-*) continue ;; esac
	u=u-$name
	r=r-$name
	test_expect_success "gemini-cli/$name: unrepaired, what the client sends is $name.unrepaired" '
		placed "$u" "$f" && resume "$u" && told_run "$u" &&
		golden "$u" "$AGENTS/gemini-cli/$name.unrepaired" "${T4525_GOLDEN:-}" ||
		{ cat "$u/err"; false; }
	'
	test_expect_success "gemini-cli/$name: each finding says what this client did, with the severity that follows" '
		client_did "$f" "$u"
	'
	test_expect_success "gemini-cli/$name: repaired, the client resumes it and sends it all, every call with its response" '
		mkdir -p "rp-$name" && cp "$f" "rp-$name/s.jsonl" &&
		transcript repair --apply --no-backup --close-pending \
		    --drop-invalid "rp-$name" >/dev/null 2>"rp-$name.err" &&
		placed "$r" "rp-$name/s.jsonl" && resume "$r" &&
		test "$(cat "$r/rc")" = 0 && judged_run "$r" ||
		{ cat "rp-$name.err" "$r/err" "$r/sent" 2>/dev/null; false; }
	'
done

# A response after other messages: the client joins consecutive messages
# of one role into one turn, so the response follows its call's turn when
# all between them is of one role, and the API refuses the request when
# both roles are.
MSG='{"id":"m%s","timestamp":"2025-09-05T10:00:0%s.000Z","type":"%s","content":[%s]}\n'
CALL='{"functionCall":{"id":"c1","name":"read_file","args":{"file_path":"a"}}}'
RESP='{"functionResponse":{"id":"c1","name":"read_file","response":{"output":"{}"}}}'
test_expect_success 'a response after a model message: sent in the turn after its call, which joins them' '
	printf "$MSG$MSG$MSG$MSG" 1 1 user "{\"text\":\"Read a.\"}" 2 2 gemini "$CALL" \
	    3 3 gemini "{\"text\":\"Working.\"}" 4 4 user "$RESP" >after-model.jsonl &&
	transcript check --format=json after-model.jsonl | grep -q "\"code\":\"misplaced-result\"" &&
	placed after-model after-model.jsonl && resume after-model && told_run after-model &&
	grep -q "^rc 0$" after-model/sent && grep -q "^turns: ok$" after-model/sent &&
	grep -q "^c1 model functionCall c1 " after-model/sent &&
	grep -q "^c1 model text \"Working.\"$" after-model/sent &&
	grep -q "^c2 user functionResponse c1 " after-model/sent ||
	{ cat after-model/err after-model/sent; false; }
'
test_expect_success 'a response after a user and a model message: sent so, answered 400, the client exits 1' '
	printf "$MSG$MSG$MSG$MSG$MSG" 1 1 user "{\"text\":\"Read a.\"}" 2 2 gemini "$CALL" \
	    3 3 user "{\"text\":\"Hurry.\"}" 4 4 gemini "{\"text\":\"Working.\"}" \
	    5 5 user "$RESP" >after-both.jsonl &&
	transcript check --format=json after-both.jsonl | grep -q "\"code\":\"misplaced-result\"" &&
	placed after-both after-both.jsonl && resume after-both && told_run after-both &&
	grep -q "^rc 1$" after-both/sent && grep -q "^$DANGLING$" after-both/sent ||
	{ cat after-both/err after-both/sent; false; }
'

stopped "POST /v1beta/models/$MODEL:streamGenerateContent?alt=sse"
