#!/bin/sh
test_description='dump: every format as a conversation; --messages, --role, --tool, --since, --seq; the pager'
. "$(dirname "$0")/lib.sh"

N=$FIXTURES/native
unset TRANSCRIPT_PAGER PAGER

# bad_lines FILE: the lines of a dump that show a message badly: a "?" role,
# a placeholder for a text block, or a message (not a "!" item, not a call
# or result) printed as raw JSON.
bad_lines() {
	grep -E '^ *[0-9]+  \? |\[(text|input_text|output_text|Text)\]|^ *[0-9]+  [^ !]+ +[{[]"' "$1"
}

# A jsonl store (a directory) per fixture directory of each format, a
# session per file, bad lines and all.  fixtures/jsonl/tricky.jsonl is JSON
# edge cases, not a transcript.
test_expect_success 'setup: every fixture of every format' '
	for kind in check repair; do
		for d in "$FIXTURES/$kind"/*/; do
			mkdir "$kind-$(basename "$d")" &&
			cp "$d"*.jsonl "$kind-$(basename "$d")" || exit 1
		done
	done &&
	mkdir weather && cp "$FIXTURES"/jsonl/*-weather.jsonl weather &&
	mkdb lc.db "$N/langchain.sql" && mkdb oa.db "$N/openai-agents.sql" &&
	mkdb adv.db "$N/openai-agents-advanced.sql" &&
	ls -d check-* | wc -l >n && test "$(cat n)" -eq 12
'

test_expect_success 'every fixture: a role and text per message, no raw JSON' '
	for db in check-* repair-* weather lc.db oa.db adv.db \
	    "$N/claude-code" "$N/codex" "gemini-cli:$N/gemini-cli" \
	    "dir:$FIXTURES/dir"; do
		transcript dump --full "$db" >out 2>err || { cat err; exit 1; }
		if bad_lines out >bad; then
			echo "$db:"; cat bad; exit 1
		fi
		# Not vacuous: messages with roles and text were shown.
		grep -qE "^ *[0-9]+  [A-Za-z]+ +[^ ]" out ||
		    { echo "$db: no message"; exit 1; }
	done
'

test_expect_success 'the test catches a "?" role, a placeholder and raw JSON' '
	printf "%s\n" "     4  ?          {\"x\":1}" >a && bad_lines a &&
	printf "%s\n" "     1  user       [text]" >b && bad_lines b &&
	printf "%s\n" "     2  response_item {\"type\":\"message\"}" >c && bad_lines c &&
	printf "%s\n" "     3  user       Hello {\"a\":1}" >d && ! bad_lines d
'

test_expect_success 'the five formats of issue 14 read as conversations' '
	transcript dump --full check-codex clean-weather >out &&
	grep -q "^     3  user       Weather in Paris and Rome?$" out &&
	grep -q "^     4  · user_message$" out &&
	grep -q "^     9  tool       ← \[call_cxA1r8Tq2Lm\] 18C cloudy$" out &&
	transcript dump --full check-agentkit clean-weather >out &&
	grep -q "^     0  System     You are a weather assistant\.$" out &&
	grep -q "^     1  User       Weather in Paris and Rome?$" out &&
	transcript dump --full check-acp clean-weather >out &&
	grep -q "^     4  user       Weather in Paris and Rome?$" out &&
	grep -q "^    11  agent      Paris: 18°C, cloudy\. $" out &&
	grep -q "^     0  · initialize$" out &&
	transcript dump --full check-inngest clean-weather >out &&
	grep -q "^     0  user       Weather in Paris and Rome?$" out &&
	grep -q "^     1  assistant  Checking both\.$" out
'

test_expect_success 'records that are not conversation: one short line each' '
	transcript compact-replace --create cc.db s \
	    <"$FIXTURES/check/claude-code/clean-interrupted.jsonl" &&
	transcript dump --full cc.db >out &&
	grep -q "^     0  · queue-operation dequeue$" out &&
	grep -q "^     7  · hook PostToolUse:Bash$" out &&
	grep -q "^     3  user       The escape test fails" out
'

test_expect_success 'failed tool results are marked' '
	grep -q "^     8  user       ← \[toolu_01BaSh\] error: Exit code 1" out &&
	grep -q "^     5  user       ← \[toolu_01ReAd\]  *1 def" out &&
	! grep -q "toolu_01ReAd\] error" out &&
	transcript dump --full check-gemini-cli >g &&
	grep -q "error:" g
'

test_expect_success '--messages hides them, and only them' '
	transcript dump --full --messages cc.db >m &&
	! grep -q "·" m &&
	grep -v "·" out >want && test_cmp want m
'

test_expect_success '--role: the label, or any label of that role' '
	transcript dump --full --role=user cc.db >r &&
	test "$(grep -c "^ *[0-9]" r)" -eq 8 &&
	! grep -qE "^ *[0-9]+  (assistant|·)" r &&
	transcript dump --full --role=assistant check-gemini clean-weather >g &&
	grep -q "^ *[0-9]*  model " g && ! grep -qE "^ *[0-9]+  user " g &&
	transcript dump --full --role=human lc.db paris >h &&
	test "$(grep -c "^ *[0-9]" h)" -eq 1 &&
	transcript dump --full --role=nobody cc.db >none &&
	test "$(grep -c "^ *[0-9]" none)" -eq 0
'

test_expect_success '--tool: the calls of a tool and their results' '
	transcript dump --full --tool=Bash cc.db >t &&
	grep "^ *[0-9]" t | cut -c1-6 | tr -d " \n" >seqs &&
	printf 68 >want && test_cmp want seqs &&
	transcript dump --full --tool=get_weather check-chat clean-weather >c &&
	grep -q "→ get_weather" c && grep -q "← \[" c &&
	! grep -qE "^ *[0-9]+  (user|system) " c
'

test_expect_success '--since: a seq, or a time' '
	transcript dump --full --since=11 cc.db | grep "^ *[0-9]" | cut -c1-6 |
	    tr -d " \n" >seqs && printf 111213 >want && test_cmp want seqs &&
	transcript dump --full --since=2026-05-28T20:27:06Z cc.db |
	    grep "^ *[0-9]" | cut -c1-6 | tr -d " \n" >seqs2 && test_cmp want seqs2 &&
	transcript dump --full --since=2026-05-28T22:27:06+02:00 cc.db |
	    grep "^ *[0-9]" | cut -c1-6 | tr -d " \n" >seqs3 && test_cmp want seqs3 &&
	transcript dump --full --since=2026-05-29 cc.db >late &&
	test "$(grep -c "^ *[0-9]" late)" -eq 0 &&
	transcript dump --full --since=2026-05-28 cc.db >all &&
	test_cmp out all
'

test_expect_success '--seq: one item, whole and pretty-printed' '
	COLUMNS=40 transcript dump --seq=6 cc.db >one &&
	grep -q "^     6  assistant  → Bash({\"command\":\"pytest -q tests/test_parse.py\",\"description\":\"Run the parse tests\"}) \[toolu_01BaSh\]$" one &&
	grep -q "^  \"type\": \"assistant\",$" one &&
	test "$(grep -c "^ *[0-9]" one)" -eq 1 &&
	transcript dump --seq=7 cc.db | grep -q "^     7  · hook PostToolUse:Bash$"
'

test_expect_success 'the options choose records for --format=jsonl too' '
	transcript dump --format=jsonl --role=assistant cc.db >rec &&
	test "$(wc -l <rec)" -eq 4 &&
	! grep -v "\"type\":\"assistant\"" rec &&
	transcript dump --format=jsonl --seq=3 cc.db >rec3 &&
	test "$(wc -l <rec3)" -eq 1 && grep -q "\"seq\":3," rec3
'

test_expect_success 'bad values and a missing item' '
	test_expect_code 2 transcript dump --seq=abc cc.db 2>err &&
	grep -q "seq" err &&
	test_expect_code 2 transcript dump --seq=-1 cc.db &&
	test_expect_code 2 transcript dump --since=yesterday cc.db 2>err &&
	grep -q "ISO-8601" err &&
	test_expect_code 2 transcript dump --since=2026-13-01 cc.db &&
	test_expect_code 2 transcript dump --role= cc.db &&
	test_expect_code 2 transcript dump --tool= cc.db &&
	test_expect_code 5 transcript dump --seq=99 cc.db 2>err &&
	grep -q "has no item 99" err
'

test_expect_success 'a pipe is never paged' '
	TRANSCRIPT_PAGER="sed s/^/P:/" transcript dump cc.db >p &&
	! grep -q "^P:" p
'

if script -qec true /dev/null >/dev/null 2>&1; then
	test_expect_success 'a terminal: through $TRANSCRIPT_PAGER, else $PAGER' '
		TRANSCRIPT_PAGER="sed s/^/P:/" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump --full cc.db" /dev/null >tty &&
		grep -q "^P:=== s (14 items" tty &&
		grep -q "^P:     7  · hook PostToolUse:Bash" tty &&
		PAGER="sed s/^/Q:/" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump --full cc.db" /dev/null >tty2 &&
		grep -q "^Q:=== s" tty2 &&
		TRANSCRIPT_PAGER="sed s/^/P:/" PAGER="sed s/^/Q:/" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump --full cc.db" /dev/null >tty3 &&
		grep -q "^P:=== s" tty3
	'
	test_expect_success '--no-pager, an empty pager and cat: no pager' '
		TRANSCRIPT_PAGER="sed s/^/P:/" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump --no-pager cc.db" /dev/null >tty &&
		grep -q "^=== s" tty && ! grep -q "P:" tty &&
		TRANSCRIPT_PAGER= PAGER="sed s/^/Q:/" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump cc.db" /dev/null >tty2 &&
		grep -q "^=== s" tty2 && ! grep -q "Q:" tty2 &&
		TRANSCRIPT_PAGER=cat script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump cc.db" /dev/null >tty3 &&
		grep -q "^=== s" tty3
	'
	test_expect_success 'a pager that quits early: exit 0, no error' '
		TRANSCRIPT_PAGER="head -n 1" script -qec \
		    "NO_COLOR=1 \"$TRANSCRIPT\" dump weather; echo rc=\$?" /dev/null >tty &&
		grep -q "rc=0" tty && ! grep -q "cannot write" tty
	'
else
	test_skip 'a terminal: through $TRANSCRIPT_PAGER, else $PAGER' 'no script(1)'
	test_skip '--no-pager, an empty pager and cat: no pager' 'no script(1)'
	test_skip 'a pager that quits early: exit 0, no error' 'no script(1)'
fi

test_done
