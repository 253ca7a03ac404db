#!/bin/sh
test_description='check: every format, every finding code, exact locations and exits'
. "$(dirname "$0")/lib.sh"

# Findings of check on FILE as "LINE SEVERITY CODE", one per line.
findings() {
	transcript check "$1" 2>/dev/null |
	    sed -n 's/^.*:\([0-9][0-9]*\): \(error\|warning\): .* \[\([a-z-]*\)\]$/\1 \2 \3/p'
}

for dir in "$FIXTURES"/check/*/; do
	fmt=$(basename "$dir")
	for f in "$dir"clean*.jsonl; do
		[ -f "$f" ] || continue
		name=$(basename "$f" .jsonl)
		test_expect_success "$fmt/$name: no findings, exit 0" '
			transcript check "$f" >out 2>err && test ! -s out &&
			grep -q "^check: 1 session, [0-9]* items, 0 errors, 0 warnings$" err
		'
		test_expect_success "$fmt/$name: detected as $fmt" '
			transcript check --dialect="$fmt" "$f" >out && test ! -s out
		'
	done
	for want in "$dir"*.expected; do
		[ -f "$want" ] || continue
		name=$(basename "$want" .expected)
		f=$dir$name.jsonl
		test_expect_success "$fmt/$name: the exact findings" '
			findings "$f" >got && test_cmp "$want" got
		'
		test_expect_success "$fmt/$name: exit 1 if errors, else 0" '
			transcript check "$f" >/dev/null 2>&1; rc=$?
			if grep -q " error " "$want"; then test $rc -eq 1; else test $rc -eq 0; fi
		'
	done
done

test_expect_success 'setup: every pair defect fixture in one jsonl, sqlite and dir store' '
	mkdir all && for f in "$FIXTURES"/check/*/*.jsonl; do
		fmt=$(basename "$(dirname "$f")")
		case $f in	# bad JSON cannot be stored in sqlite or dir
		*/invalid-json.jsonl|*/not-an-object.jsonl|*/torn-line.jsonl) continue ;;
		esac
		cp "$f" "all/$fmt-$(basename "$f")" || exit 1
	done &&
	transcript convert --quiet all all.db && transcript convert --quiet all dir:alldir
'

# The findings of a store as "SESSION SEQ SEVERITY CODE CALL_ID".
portable() {
	transcript check --format=json "$1" 2>/dev/null | grep -v "^{\"summary\"" |
	    sed 's/^{"code":"\([^"]*\)","severity":"\([^"]*\)","session":"\([^"]*\)","seq":\([0-9]*\),.*"call_id":\([^,]*\),.*$/\3 \4 \2 \1 \5/'
}

test_expect_success 'the same defects give the same findings in jsonl, sqlite and dir' '
	portable all >jsonl.f && portable all.db >sqlite.f && portable alldir >dir.f &&
	test -s jsonl.f && test_cmp jsonl.f sqlite.f && test_cmp jsonl.f dir.f
'

test_expect_success 'locations: path:line for jsonl, store#session@seq for sqlite, path for dir' '
	transcript check all >t.jsonl 2>/dev/null; transcript check all.db >t.db 2>/dev/null;
	transcript check alldir >t.dir 2>/dev/null;
	grep -q "^all/[^:]*\.jsonl:[0-9]*: error: " t.jsonl &&
	grep -q "^all\.db#[^@]*@[0-9]*: error: " t.db &&
	grep -q "^alldir/[^:]*/[0-9]\{8\}\.json: error: " t.dir
'

test_expect_success 'summary line on stderr, findings on stdout' '
	transcript check all >out 2>err; test $? -eq 1 &&
	grep -q "^check: [0-9]* sessions, [0-9]* items, [1-9][0-9]* errors, [0-9]* warnings\?$" err &&
	! grep -q "^check:" out
'

test_expect_success '--format=json: one object per finding, then a summary' '
	transcript check --format=json all >out 2>/dev/null; test $? -eq 1 &&
	tail -n 1 out | grep -q "^{\"summary\":{\"sessions\":[0-9]*,\"items\":[0-9]*,\"errors\":[1-9][0-9]*,\"warnings\":[0-9]*}}$" &&
	head -n 1 out | grep -q "^{\"code\":\"[a-z-]*\",\"severity\":\"\(error\|warning\)\",\"session\":"
'

test_expect_success '--format=github: workflow annotations' '
	transcript check --format=github all >out 2>/dev/null; test $? -eq 1 &&
	grep -q "^::error file=all/[^,]*,line=[0-9]*,title=[a-z-]*::" out &&
	transcript check --format=github all.db 2>/dev/null | grep -q "^::error file=all.db,title=[a-z-]*::[^@]*@[0-9]*: "
'

test_expect_success 'a bad line in the middle hides nothing after it' '
	printf "%s\n" "{\"role\":\"user\",\"content\":\"hi\"}" "{bad" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"x\",\"content\":\"r\"}" >mid.jsonl &&
	transcript check --dialect=chat mid.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "mid.jsonl:2: error: .*\[invalid-json\]" out &&
	grep -q "mid.jsonl:3: error: .*\[orphan-result\]" out
'

test_expect_success 'a torn last line is reported' '
	printf "%s\n" "{\"role\":\"user\",\"content\":\"hi\"}" >torn.jsonl &&
	printf "{\"role\":\"assis" >>torn.jsonl &&
	transcript check torn.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "torn.jsonl:2: error: .*\[torn-line\]" out
'

test_expect_success 'an item that is not an object is reported' '
	printf "%s\n" "{\"role\":\"user\",\"content\":\"hi\"}" "[1,2]" >arr.jsonl &&
	transcript check arr.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "arr.jsonl:2: error: .*\[not-an-object\]" out
'

cat >gaps.sql <<'EOF_SQL'
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq), FOREIGN KEY (session_id) REFERENCES sessions(id));
INSERT INTO sessions VALUES ('g', 1717200000000);
INSERT INTO items VALUES ('g', 0, '{"role":"user","content":"a"}');
INSERT INTO items VALUES ('g', 1, '{"role":"assistant","content":"b"}');
INSERT INTO items VALUES ('g', 3, '{"role":"user","content":"c"}');
INSERT INTO items VALUES ('g', 4, 'not json');
EOF_SQL

test_expect_success 'sqlite: seq gaps and bad rows are reported as rows' '
	mkdb gaps.db gaps.sql &&
	transcript check gaps.db >out 2>/dev/null; test $? -eq 1 &&
	grep -q "^gaps.db#g@3: error: .*\[seq-gap\]$" out &&
	grep -q "^gaps.db#g@4: error: .*\[invalid-json\]$" out
'

# all.db holds every fixture, most with errors: naming sessions checks those
# and no other (the clean one alone: exit 0, no findings, "1 session").
test_expect_success 'named sessions only; a missing one is exit 5' '
	items=$(transcript list all.db | awk -F "\t" "\$1 == \"chat-clean-weather\" { print \$2 }") &&
	test -n "$items" &&
	transcript check all.db chat-clean-weather >out 2>err &&
	test ! -s out &&
	grep -q "^check: 1 session, $items items, 0 errors, 0 warnings$" err &&
	test_expect_code 1 transcript check all.db chat-clean-weather \
	    chat-dangling-call >out 2>err &&
	grep -q "^check: 2 sessions, [0-9]* items, 1 error, 0 warnings$" err &&
	test $(wc -l <out) -eq 1 &&
	grep -q "^all\.db#chat-dangling-call@2: error: .*\[dangling-call\]$" out &&
	test_expect_code 5 transcript check all.db nosuch 2>err &&
	grep -q "no session .nosuch." err &&
	test_expect_code 5 transcript check all.db chat-clean-weather nosuch 2>err &&
	grep -q "no session .nosuch." err
'

test_expect_success '--dialect: unknown name is exit 2' '
	test_expect_code 2 transcript check --dialect=klingon all 2>err &&
	grep -q "unknown dialect" err
'

test_expect_success '--strict and --allow-pending together are exit 2' '
	test_expect_code 2 transcript check --strict --allow-pending all
'

printf '%s\n' '{"role":"user","content":"weather?"}' \
    '{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"w","arguments":"{}"}}]}' >pending.jsonl

test_expect_success 'a call in the last turn is a warning; --strict: error; --allow-pending: nothing' '
	transcript check pending.jsonl >out 2>/dev/null &&
	grep -q "pending.jsonl:2: warning: .*\[pending-call\]" out &&
	test_expect_code 1 transcript check --strict pending.jsonl >out 2>/dev/null &&
	grep -q "pending.jsonl:2: error: .*\[pending-call\]" out &&
	transcript check --allow-pending pending.jsonl >out 2>/dev/null && test ! -s out
'

# Claude Code's and Codex's sessions are resumed by their own clients,
# which mend some defects and drop what others hold (format_claude_code.c,
# format_codex.c; t4500 and t4510 see it done): the findings say so.
test_expect_success 'claude-code and codex findings say what the client does on resume, not the API error' '
	transcript check "$FIXTURES/check/claude-code/dangling-call.jsonl" >out 2>/dev/null
	test $? -eq 1 && ! grep -q "would answer" out &&
	grep -q ":3: error: call toolu_01RoMe has no result, and the conversation goes on after it; Claude Code 2.1.332 drops this call when it resumes: the model will not see it \[dangling-call\]$" out &&
	transcript check "$FIXTURES/check/codex/orphan-result.jsonl" >out 2>/dev/null
	test $? -eq 1 && ! grep -q "would answer" out &&
	grep -q ": error: result for call call_cxZZ9, which no call made; Codex 0.171.0 drops this output when it resumes (\"Orphan function call output\"): the model will not see it \[orphan-result\]$" out &&
	transcript check "$FIXTURES/check/anthropic/dangling-call.jsonl" >out 2>/dev/null
	test $? -eq 1 && grep -q "Anthropic Messages API would answer: " out
'
test_expect_success 'what the client mends is a warning (exit 0); --strict: an error' '
	transcript check "$FIXTURES/check/claude-code/result-before-call.jsonl" >out 2>/dev/null &&
	grep -q ":3: warning: .*; Claude Code 2.1.332 puts the result back after its call when it resumes \[result-before-call\]$" out &&
	test_expect_code 1 transcript check --strict "$FIXTURES/check/claude-code/result-before-call.jsonl" >out 2>/dev/null &&
	grep -q ":3: error: .*\[result-before-call\]$" out &&
	transcript check "$FIXTURES/check/codex/unanswered-call.jsonl" >out 2>/dev/null &&
	grep -q ": warning: .*\[unanswered-call\]$" out &&
	test_expect_code 1 transcript check --strict "$FIXTURES/check/codex/unanswered-call.jsonl" >out 2>/dev/null &&
	grep -q ": error: .*\[unanswered-call\]$" out
'

test_expect_success 'a session mixing formats is a finding' '
	cat pending.jsonl >mixed.jsonl &&
	echo "{\"type\":\"function_call_output\",\"call_id\":\"c1\",\"output\":\"x\"}" >>mixed.jsonl &&
	transcript check mixed.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "\[mixed-format\]" out
'

test_expect_success 'unknown shapes: a warning, no pair findings' '
	printf "%s\n" "{\"x\":1}" "{\"y\":2}" >odd.jsonl &&
	transcript check odd.jsonl >out 2>/dev/null &&
	grep -q "warning: .*\[unknown-format\]" out
'

test_expect_success '--progress draws on stderr, --quiet drops the summary' '
	transcript check --progress all >/dev/null 2>err;
	grep -q "^check: [0-9]*/[0-9]* sessions, [0-9]* items, [0-9.]* MB/s" err &&
	transcript check --quiet all >out 2>err; test $? -eq 1 && test ! -s err && test -s out
'

test_expect_success 'a session that cannot be read is skipped, the rest checked (exit 4)' '
	transcript convert --quiet "$FIXTURES/check/chat" dir:two clean-weather clean-coding &&
	rm two/clean-weather/00000001.json &&
	transcript check two >out 2>err; test $? -eq 4 &&
	grep -q "00000001" err && grep -q "^check: [0-9]* sessions" err
'

test_expect_success 'jsonl: check, grep and stats read no sidecar (list does)' '
	transcript convert --quiet "$FIXTURES/check/chat" jsonl:side clean-weather clean-coding &&
	echo "{}" >side/clean-weather.meta.json &&
	test_expect_code 4 transcript list side >/dev/null 2>err &&
	grep -q "clean-weather.meta.json: no integer" err &&
	for p in --quiet --progress; do
		transcript check $p side >out 2>err && test ! -s out || return 1
	done &&
	grep -q "^check: 2 sessions, [0-9]* items, 0 errors, 0 warnings$" err &&
	for t in 0 1; do
		(export TRANSCRIPT_THREADS=$t &&
		    transcript grep -c weather side >out &&
		    transcript stats --json side >stats) || return 1
		grep -q "^clean-weather:[1-9]" out &&
		grep -q "\"sessions\":2" stats || return 1
	done
'

test_expect_success 'stdout on a full disk is exit 3' '
	test_expect_code 3 transcript check all >/dev/full 2>/dev/null
'

# A finding or two fit in stdout's buffer: the write fails only when it is
# flushed at the end, after check has settled on exit 1.
test_expect_success 'stdout on a full disk is exit 3, also for findings that fit in a buffer' '
	test_expect_code 3 transcript check "$FIXTURES/check/chat/dangling-call.jsonl" \
	    >/dev/full 2>err &&
	grep -q "^transcript: cannot write to standard output: No space left on device$" err
'

test_done
