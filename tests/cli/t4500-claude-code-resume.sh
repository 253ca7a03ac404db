#!/bin/sh
test_description='the real Claude Code client resumes repaired sessions: what it sends a stand-in API server'
. "$(dirname "$0")/lib.sh"

# An independent judge of `repair` for Claude Code sessions: the real client
# (tests/agents/package.json pins it; npm ci --prefix tests/agents installs
# it) resumes each broken fixture, repaired, with `claude -p PROMPT --resume
# ID`, against tests/agents/fake_anthropic.py on 127.0.0.1, and
# tests/agents/claude_code_request.py judges the request it recorded: the API's
# pairing rules hold, and the client sent the repaired session as it is (it
# dropped, added and rewrote nothing).  The unrepaired fixtures go through
# the client too, and what it sends for them (it mends most of them itself)
# is compared with tests/agents/claude-code/NAME.unrepaired, so that a change
# of the client's behaviour shows; NAME.repaired holds what it sends for the
# repaired ones.  Update both with T4500_GOLDEN=write (then review the diff).
#
# Where the client looks: $CLAUDE_CONFIG_DIR/projects/DIR/ID.jsonl, DIR its
# working directory with every character but [A-Za-z0-9] made "-" (cut at
# 200, plus a hash, when longer); with --resume it finds the id in any
# project's directory, appends the new turn to that file and exits.

AGENTS=$TOP/tests/agents
EXPECT=$AGENTS/claude-code
CRQ=$AGENTS/claude_code_request.py
PROMPT="continue"
CLIENT_TIMEOUT=60

# Findings repair leaves as they are (repair.h; as t4300): the session keeps
# them, and the client changes what it sends.
unrepaired='missing-id|mixed-format|cross-boundary'

# Findings that repair leaves by design, which the client mends in its own
# way when it resumes: for these the judge must find that the request is
# not the session (a change of the client's behaviour shows here).
client_mends() {
	case $1 in
	cross-boundary) echo 'the client follows parentUuid across the boundary and sends the call from before it, not the summary' ;;
	missing-id) echo 'the client drops the id-less call and its result' ;;
	*) return 1 ;;
	esac
}

test_need node python3 || test_skip_all "$TEST_NEED"
claude_client

# The stand-in server, for the whole file (lib.sh: listening).
listening fake_anthropic.py

# resume RUN SESSION: put SESSION (a Claude Code JSONL file) where the client
# looks for its id, and resume it with the prompt, bounded by a timeout;
# RUN/ gets the client's stdout (out), stderr (err), exit code (rc), the
# requests the server recorded (rec/) and the path of the session file the
# client read and wrote (placed).
resume() {
	_d=$TRASH/$1
	rm -rf "$_d" && mkdir -p "$_d/home/.claude" "$_d/w" "$_d/rec" "$_d/tmp" ||
	    return 1
	_sid=$(grep -o '"sessionId":"[^"]*"' "$2" | head -n 1 | cut -d '"' -f 4)
	[ -n "$_sid" ] || { echo "no sessionId in $2" >&2; return 1; }
	_proj=$(cd "$_d/w" && pwd -P | sed 's/[^a-zA-Z0-9]/-/g')
	[ ${#_proj} -le 200 ] || { echo "working directory too long" >&2; return 1; }
	mkdir -p "$_d/home/.claude/projects/$_proj" &&
	cp "$2" "$_d/home/.claude/projects/$_proj/$_sid.jsonl" &&
	echo "$_d/home/.claude/projects/$_proj/$_sid.jsonl" >"$_d/placed" ||
	    return 1
	(cd "$_d/w" && exec env -i PATH="$PATH" HOME="$_d/home" TMPDIR="$_d/tmp" \
	    LC_ALL=C TZ=UTC CLAUDE_CONFIG_DIR="$_d/home/.claude" \
	    ANTHROPIC_BASE_URL="http://127.0.0.1:$PORT" ANTHROPIC_API_KEY=dummy \
	    DISABLE_TELEMETRY=1 DISABLE_ERROR_REPORTING=1 \
	    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_AUTOUPDATER=1 \
	    HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 \
	    NO_PROXY=127.0.0.1,localhost \
	    timeout -k 5 $CLIENT_TIMEOUT "$CLAUDE" -p "$PROMPT" --resume "$_sid" \
	    </dev/null) >"$_d/out" 2>"$_d/err" &
	CLIENT=$!
	client_ran "$1"
}

# sent RUN SESSION: what RUN's request sent (claude_code_request.py summary)
# and the judge's verdict on it, for SESSION; into RUN/sent, the judge's exit
# code into RUN/judged.
sent() {
	_req=$(python3 "$CRQ" pick "$TRASH/$1/rec" "$PROMPT") || return 1
	python3 "$CRQ" summary "$_req" "$PROMPT" >"$TRASH/$1/sent" || return 1
	python3 "$CRQ" judge "$_req" "$2" "$PROMPT" >>"$TRASH/$1/sent"
	echo $? >"$TRASH/$1/judged"
	[ "$(cat "$TRASH/$1/judged")" -le 1 ]
}

# What check says of each defect in a Claude Code session (src/
# format_claude_code.c, cc_rules) is what this client did when it resumed
# the session: each finding names the client's version, which must be the
# one that runs here, and says what the request (RUN/sent, the judge's view
# of it) shows; an error where the client dropped something the session
# holds, a warning where it sent what happened.  A new client version fails
# here until the rules are seen again.
VERSION=$(sed -n '1s/^\([0-9][0-9.]*\) (Claude Code)$/\1/p' version)
# does CODE ID RUN MESSAGE SEVERITY
does() {
	_s=$TRASH/$3/sent
	case $4 in
	*"; Claude Code $VERSION "*) ;;
	*) echo "$1: the finding does not name Claude Code $VERSION: $4"; return 1 ;;
	esac
	case $1 in
	pending-call|result-before-call) _want=warning ;;
	*) _want=error ;;
	esac
	[ "$5" = "$_want" ] || { echo "$1: $5, not $_want"; return 1; }
	case $1:$4 in
	dangling-call:*"drops this call"*)
		grep -q "^calls: FAIL: call $2 of the session was not sent (dropped)$" "$_s" ;;
	pending-call:*"answers it with an interrupted result"*)
		grep -q "^m[0-9]* user tool_result! $2 \"\[Tool call interrupted" "$_s" ;;
	orphan-result:*"drops this result"*)
		grep -q "^results: FAIL: result for $2 of the session was not sent (dropped)$" "$_s" ;;
	duplicate-result:*"sends one of the results"*)
		grep -q "^results: FAIL: result for $2: the session has \[\[.*\], \[.*\]\], the request \[\[[^]]*\]\]$" "$_s" ;;
	misplaced-result:*"drops what comes between the call and this result"*)
		grep -q "^texts: FAIL: text [0-9]*: the session has " "$_s" &&
		grep -q "^results: ok$" "$_s" ;;
	result-before-call:*"puts the result back after its call"*)
		! grep -q FAIL "$_s" &&
		test "$(grep -n " $2 " "$_s" | cut -d " " -f 3 | tr "\n" " ")" = "tool_use tool_result " ;;
	duplicate-call:*"sends one of the calls"*)
		grep -q "^calls: FAIL: call $2: 2 in the session, 1 sent$" "$_s" ;;
	missing-id:*"drops the call without an id and its result"*)
		grep -q "^calls: FAIL: call (no id) of the session was not sent (dropped)$" "$_s" &&
		grep -q "^results: FAIL: result for (no id) of the session was not sent (dropped)$" "$_s" ;;
	cross-boundary:*"sends the conversation from before it in place of the summary"*)
		grep -q "^calls: FAIL: call $2 is not in the session (added)$" "$_s" &&
		grep -q "^texts: FAIL: text 0: the session has user \"Summary" "$_s" ;;
	torn-line:*"skips this line when it resumes and writes its new records after it"*)
		# the judge reads whole lines only: the rest was sent; the
		# client's own lines follow the torn one, which stays
		! grep -q FAIL "$_s" && mkdir -p "$TRASH/$3/back" &&
		cp "$(cat "$TRASH/$3/placed")" "$TRASH/$3/back/s.jsonl" &&
		transcript check --format=json "$TRASH/$3/back" |
		    grep -q "\"code\":\"invalid-json\"" ;;
	invalid-json:*"skips this line"*|not-an-object:*"skips this line"*|\
	mixed-format:*"skips this item"*)
		# the rest sent as it is; the line gave the model nothing
		! grep -q FAIL "$_s" ;;
	*) echo "no evidence for $1 as: $4"; return 1 ;;
	esac || { echo "$1 $2: the request does not show what the finding says: $4"; cat "$_s"; return 1; }
}

# The oracle can fail: its pair rules on a request no client made.
test_expect_success 'the judge rejects a dangling call, a late result and an orphan' '
	cat >bad.json <<-\EOF &&
	{"messages":[{"role":"user","content":"Weather?"},
	{"role":"assistant","content":[{"type":"tool_use","id":"a","name":"w","input":{}},{"type":"tool_use","id":"b","name":"w","input":{}}]},
	{"role":"user","content":[{"type":"text","text":"Go on."},{"type":"tool_result","tool_use_id":"a","content":"1"},{"type":"tool_result","tool_use_id":"z","content":"2"}]},
	{"role":"user","content":"continue"}]}
	EOF
	: >empty.jsonl &&
	test_expect_code 1 python3 "$CRQ" judge bad.json empty.jsonl "$PROMPT" >out &&
	grep "^pairs: FAIL" out >pairs &&
	cat >want <<-\EOF &&
	pairs: FAIL: messages.1: call b has 0 results in the next message
	pairs: FAIL: messages.2: result for a comes after other content
	pairs: FAIL: messages.2: result for z answers no call of the message before
	pairs: FAIL: messages.2: result for z comes after other content
	EOF
	test_cmp want pairs
'

# Clean sessions: the client sends them as they are (the judge has no false
# alarm), but a subagent's file alone, which it does not resume.
for f in "$FIXTURES"/check/claude-code/clean-*.jsonl; do
	name=$(basename "$f" .jsonl)
	if [ "$name" = clean-subagent ]; then
		test_expect_success "claude-code/$name: the client finds no conversation in a subagent's file" '
			resume "$name" "$f" && test "$(cat "$name/rc")" = 1 &&
			grep -q "^No conversation found with session ID: " "$name/err" &&
			! ls "$name/rec/"* 2>/dev/null
		'
		continue
	fi
	test_expect_success "claude-code/$name: the client sends the clean session as it is" '
		resume "$name" "$f" && test "$(cat "$name/rc")" = 0 &&
		sent "$name" "$f" && test "$(cat "$name/judged")" = 0 ||
		{ cat "$name/err" "$name/sent"; false; }
	'
done

for f in "$FIXTURES"/check/claude-code/*.jsonl; do
	name=$(basename "$f" .jsonl)
	case $name in clean-*) continue ;; esac
	r=$name-repaired
	u=$name-unrepaired

	test_expect_success "claude-code/$name: repaired, resumed by the client, which calls the API with it" '
		mkdir -p "$name" && cp "$f" "$name/s.jsonl" &&
		{ transcript repair --apply --no-backup --close-pending \
		    --drop-invalid "$name" >/dev/null 2>"$name.repair"; rc=$?; true; } &&
		if echo "$name" | grep -Eq "^($unrepaired)$"; then
			test $rc = 1 && cmp "$f" "$name/s.jsonl"
		else
			test $rc = 0
		fi &&
		resume "$r" "$name/s.jsonl" && test "$(cat "$r/rc")" = 0 &&
		echo ok >want && test_cmp want "$r/out" &&
		sent "$r" "$name/s.jsonl" ||
		{ cat "$name.repair" "$r/err"; false; }
	'
	test_expect_success "claude-code/$name: repaired, the request pairs every call with one result in the next message" '
		grep -q "^pairs: ok$" "$r/sent" || { cat "$r/sent"; false; }
	'
	if why=$(client_mends "$name"); then
		test_expect_success "claude-code/$name: left as it is, the client changes it: $why" '
			test "$(cat "$r/judged")" = 1 || { cat "$r/sent"; false; }
		'
	else
		test_expect_success "claude-code/$name: repaired, the client sent it as it is: no call, result or text dropped, added or changed" '
			test "$(cat "$r/judged")" = 0 || { cat "$r/sent"; false; }
		'
	fi
	test_expect_success "claude-code/$name: repaired, what the client sent is $name.repaired" '
		golden "$r" "$EXPECT/$name.repaired" "${T4500_GOLDEN:-}"
	'
	test_expect_success "claude-code/$name: repaired, the session the client wrote back checks as before" '
		mkdir "$r/back" && cp "$(cat "$r/placed")" "$r/back/s.jsonl" &&
		{ transcript check --quiet "$name"; want=$?; true; } &&
		{ transcript check --quiet "$r/back"; got=$?; true; } &&
		test $want = $got
	'
	test_expect_success "claude-code/$name: unrepaired, what the client sends is $name.unrepaired" '
		resume "$u" "$f" && test "$(cat "$u/rc")" = 0 &&
		sent "$u" "$f" && golden "$u" "$EXPECT/$name.unrepaired" "${T4500_GOLDEN:-}" ||
		{ cat "$u/err"; false; }
	'
	test_expect_success "claude-code/$name: each finding says what this client did, with the severity that follows" '
		client_did "$f" "$u"
	'
done

# The oracle can fail on what the client sends: a repair broken on purpose,
# the result it inserted for the dangling call taken out again.
test_expect_success 'a repair broken on purpose (its inserted result taken out) fails the judge' '
	gold=$FIXTURES/repair/claude-code/dangling-call.jsonl &&
	grep -v "\"tool_use_id\":\"toolu_01RoMe\"" "$gold" >broken.jsonl &&
	test $(wc -l <broken.jsonl) -eq $(($(wc -l <"$gold") - 1)) &&
	resume broken broken.jsonl && test "$(cat broken/rc)" = 0 &&
	sent broken broken.jsonl && test "$(cat broken/judged)" = 1 &&
	grep -q "^calls: FAIL: call toolu_01RoMe of the session was not sent (dropped)$" broken/sent
'

# Translations (issue 24): other agents' sessions, translated into Claude
# Code's format (transcript load --to=claude-code), filed under the
# client's working directory: it resumes each, and its request holds every
# turn of the translation, each call with its result, in order.
translated() {	# RUN STORE SESSION
	_w=$(cd "$TRASH" && pwd -P)/$1/w
	if transcript load --to=claude-code --cwd="$_w" "$2" "$3" >"$1.jsonl" \
	    2>"$1.report" &&
	    resume "$1" "$1.jsonl" && test "$(cat "$1/rc")" = 0 &&
	    sent "$1" "$1.jsonl" && test "$(cat "$1/judged")" = 0; then
		return 0
	fi
	cat "$1.report" "$1/err" "$1/sent" 2>/dev/null
	return 1
}
for f in "$FIXTURES"/check/codex/clean-*.jsonl "$FIXTURES"/check/chat/clean-*.jsonl \
    "$FIXTURES"/check/responses/clean-*.jsonl "$FIXTURES"/check/anthropic/clean-*.jsonl \
    "$FIXTURES"/check/langchain/clean-*.jsonl "$FIXTURES"/check/gemini/clean-*.jsonl \
    "$FIXTURES"/check/agents-js/clean-*.jsonl "$FIXTURES"/check/agentkit/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	test_expect_success "$fmt/$name translated to claude-code: resumed, every turn sent" '
		mkdir -p "src-$fmt-$name" && cp "$f" "src-$fmt-$name/s.jsonl" &&
		translated "tr-$fmt-$name" "src-$fmt-$name" s
	'
done
transcript list "codex:$FIXTURES/native/codex" | cut -f1 >rollouts
while read -r id; do
	test_expect_success "codex rollout $id translated to claude-code: resumed, every turn sent" '
		translated "tr-$id" "codex:$FIXTURES/native/codex" "$id"
	'
done <rollouts

# Why translated assistant messages all name claude-sonnet-4-5-20250929:
# given another provider's model, or an older Claude, the client puts an
# empty system message into its request, which the API would refuse.
for model in gpt-5-codex claude-3-5-sonnet-20241022; do
	test_expect_success "the client, given assistant messages of $model, sends an empty system message" '
		sed "s/\"model\":\"claude-[^\"]*\"/\"model\":\"$model\"/" \
		    tr-chat-clean-weather.jsonl >m-$model.jsonl &&
		! cmp -s m-$model.jsonl tr-chat-clean-weather.jsonl &&
		resume m-$model m-$model.jsonl && test "$(cat m-$model/rc)" = 0 &&
		python3 -c "
import glob, json, sys
r = json.load(open(sorted(glob.glob(\"m-$model/rec/*messages*\"))[-1]))
sys.exit(0 if any(m[\"role\"] == \"system\" and m[\"content\"] == [] for m in r[\"messages\"]) else 1)
"
	'
done

# The server removes its port file as it exits.
stopped "POST /v1/messages?beta=true"
