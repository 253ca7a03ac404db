#!/bin/sh
test_description='check: the format vote, taken in the pass that checks (src/check.c)'
. "$(dirname "$0")/lib.sh"

# check guesses the format from the first items (held back until one is
# sure of its format, four at most) and reads the session again when the
# vote, once over, names another.  Whichever way it goes, the findings must
# be those of --dialect=WINNER.

# same_as DIALECT FILE: check FILE gives what check --dialect=DIALECT gives,
# in every output format, with the same exit status.
same_as() {
	for o in text json github; do
		transcript check --format=$o "$2" >auto.out 2>auto.err; a=$?
		transcript check --format=$o --dialect="$1" "$2" >forced.out 2>forced.err; f=$?
		test $a -eq $f && test_cmp forced.out auto.out &&
		    test_cmp forced.err auto.err || return 1
	done
}

USER='{"role":"user","content":"weather in Paris?"}'
ANSWER='{"role":"assistant","content":"18C"}'
A_USE='{"role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"w","input":{"city":"Paris"}}]}'
A_RESULT='{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"18C"}]}'
chat_round() {	# chat_round N: a Chat call and its result, id cN
	printf '%s\n' "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c$1\",\"type\":\"function\",\"function\":{\"name\":\"w\",\"arguments\":\"{}\"}}]}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c$1\",\"content\":\"18C\"}"
}

test_expect_success 'the first sure item says Anthropic, the vote says Chat' '
	{ printf "%s\n" "$USER" "$A_USE"; chat_round 1; chat_round 2; } >lost.jsonl &&
	transcript check lost.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "lost.jsonl:2: error: this item is Anthropic Messages API, but the session is OpenAI Chat Completions \[mixed-format\]" out &&
	same_as chat lost.jsonl
'

test_expect_success 'no item sure within the first four: the guess is the vote so far' '
	{ printf "%s\n" "$USER" "$ANSWER" "$USER" "$ANSWER" "$USER" "$A_USE" "$A_RESULT"; } >late.jsonl &&
	transcript check late.jsonl >out 2>err && test ! -s out &&
	same_as anthropic late.jsonl
'

test_expect_success 'a session over before any item is sure' '
	printf "%s\n" "$USER" "$ANSWER" >short.jsonl &&
	transcript check short.jsonl >out 2>err && test ! -s out &&
	grep -q "^check: 1 session, 2 items, 0 errors, 0 warnings$" err &&
	same_as chat short.jsonl
'

test_expect_success 'bad items before the first sure one are held and reported in place' '
	printf "%s\n" "{bad" "[1]" "$USER" "$A_USE" "$A_RESULT" >head.jsonl &&
	transcript check head.jsonl >out 2>/dev/null; test $? -eq 1 &&
	grep -q "head.jsonl:1: error: .*\[invalid-json\]" out &&
	grep -q "head.jsonl:2: error: .*\[not-an-object\]" out &&
	same_as anthropic head.jsonl
'

test_expect_success 'many sessions in one store, sqlite too: the same as one by one' '
	mkdir many && for f in lost late short head; do cp $f.jsonl many/; done &&
	cp "$FIXTURES"/check/anthropic/*.jsonl "$FIXTURES"/check/responses/*.jsonl many/ 2>/dev/null;
	transcript check --format=json many >all.out 2>/dev/null;
	for f in many/*.jsonl; do transcript check --format=json "$f" 2>/dev/null |
	    grep -v "^{\"summary\""; done >each.out &&
	grep -v "^{\"summary\"" all.out | sed "s|\"file\":\"many/|\"file\":\"|" |
	    sort >a && sed "s|\"file\":\"many/|\"file\":\"|" each.out | sort >b &&
	test_cmp b a
'

test_done
