#!/bin/sh
test_description='the real Claude Code client resumes a forked session: what it sends a stand-in API server'
. "$(dirname "$0")/lib.sh"

# `transcript fork` writes a new session beside a Claude Code session, with
# its items up to a seq (and the results of the calls up to it), every
# record's sessionId the new id and the uuid chain made anew.  The real
# client (tests/agents/package.json pins it) resumes it by its new id with
# `claude -p PROMPT --resume ID` against tests/agents/fake_anthropic.py (as
# t4500), and tests/agents/claude_code_request.py judges the request it
# recorded: it holds the fork as it is (nothing dropped, added or changed),
# and nothing of the original past the fork.

AGENTS=$TOP/tests/agents
CRQ=$AGENTS/claude_code_request.py
PROMPT="continue"
CLIENT_TIMEOUT=60
WEATHER=$FIXTURES/check/claude-code/clean-weather.jsonl

test_need node python3 || test_skip_all "$TEST_NEED"
claude_client

listening fake_anthropic.py

# home RUN: a Claude Code home for RUN whose project (the client's working
# directory RUN/w) holds the weather session; RUN/proj its directory.
home() {
	_d=$TRASH/$1
	mkdir -p "$_d/home/.claude" "$_d/w" "$_d/rec" "$_d/tmp" &&
	_proj=$(cd "$_d/w" && pwd -P | sed 's/[^a-zA-Z0-9]/-/g') &&
	mkdir -p "$_d/home/.claude/projects/$_proj" &&
	cp "$WEATHER" "$_d/home/.claude/projects/$_proj/3f0c9a4e-1b2d-4c5e-8f70-112233445566.jsonl" &&
	echo "$_proj" >"$_d/proj"
}

# resume RUN UUID: the client resumes session UUID of RUN's home.
resume() {
	_d=$TRASH/$1
	(cd "$_d/w" && exec env -i PATH="$PATH" HOME="$_d/home" TMPDIR="$_d/tmp" \
	    LC_ALL=C TZ=UTC CLAUDE_CONFIG_DIR="$_d/home/.claude" \
	    ANTHROPIC_BASE_URL="http://127.0.0.1:$PORT" ANTHROPIC_API_KEY=dummy \
	    DISABLE_TELEMETRY=1 DISABLE_ERROR_REPORTING=1 \
	    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1 \
	    HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 \
	    NO_PROXY=127.0.0.1,localhost \
	    timeout -k 5 $CLIENT_TIMEOUT "$CLAUDE" -p "$PROMPT" --resume "$2" \
	    </dev/null) >"$_d/out" 2>"$_d/err" &
	CLIENT=$!
	client_ran "$1"
}

# forked RUN AT: fork the weather session of RUN's home at AT, keep the
# fork's file as RUN/fork.jsonl (before the client appends to it), resume
# it and judge the request against it: RUN/sent, RUN/judged.
forked() {
	_d=$TRASH/$1
	home "$1" &&
	_st=claude-code:$_d/home/.claude &&
	_id=$(transcript fork --at="$2" -- "$_st" \
	    "$(cat "$_d/proj")/3f0c9a4e-1b2d-4c5e-8f70-112233445566") &&
	echo "$_id" >"$_d/id" &&
	_f=$_d/home/.claude/projects/$_id.jsonl && test -f "$_f" &&
	cp "$_f" "$_d/fork.jsonl" &&
	resume "$1" "${_id##*/}" && test "$(cat "$_d/rc")" = 0 &&
	_req=$(python3 "$CRQ" pick "$_d/rec" "$PROMPT") &&
	python3 "$CRQ" summary "$_req" "$PROMPT" >"$_d/sent" &&
	{ python3 "$CRQ" judge "$_req" "$_d/fork.jsonl" "$PROMPT" >>"$_d/sent"
	  echo $? >"$_d/judged"; } &&
	cp "$_req" "$_d/request.json"
}

test_expect_success 'forked at a call: the client resumes the fork by its new id' '
	forked at3 3 || { cat at3/err at3/sent; false; }
'
test_expect_success 'forked at a call: the fork holds both calls of the message and their results (7 items)' '
	test $(wc -l <at3/fork.jsonl) = 7 &&
	test "$(tail -n 1 at3/fork.jsonl | grep -o toolu_01RoMe)" = toolu_01RoMe
'
test_expect_success 'forked at a call: the client sent the fork as it is' '
	test "$(cat at3/judged)" = 0 || { cat at3/sent; false; }
'
test_expect_success 'forked at a call: the request holds both calls and both results' '
	grep -q toolu_01PaRiS at3/request.json &&
	test $(grep -o "\"tool_use_id\":\"toolu_01[A-Za-z]*\"" at3/request.json | sort -u | wc -l) = 2
'
test_expect_success 'forked at a call: nothing past the fork was sent' '
	test -s at3/request.json && ! grep -q "Paris 18" at3/request.json &&
	! grep -q "And Berlin" at3/request.json &&
	! grep -q toolu_01BeRl at3/request.json
'
test_expect_success 'forked at a call: the original is as it was' '
	cmp "$WEATHER" "at3/home/.claude/projects/$(cat at3/proj)/3f0c9a4e-1b2d-4c5e-8f70-112233445566.jsonl"
'
test_expect_success 'forked at a call: the client wrote its turn into the fork, under its id' '
	_id=$(cat at3/id) && _f=at3/home/.claude/projects/$_id.jsonl &&
	test $(wc -l <"$_f") -gt 7 &&
	grep -o "\"sessionId\":\"[^\"]*\"" "$_f" | sort -u >sids &&
	echo "\"sessionId\":\"${_id##*/}\"" >want && test_cmp want sids
'
test_expect_success 'forked after the answer: the request holds it, and not the next turn' '
	{ forked at7 7 || { cat at7/err at7/sent; false; }; } &&
	test "$(cat at7/judged)" = 0 &&
	grep -q "Paris 18" at7/request.json &&
	! grep -q "And Berlin" at7/request.json
'

stopped "POST /v1/messages?beta=true"
