#!/bin/sh
test_description='load --last=N never starts inside a tool-call pair'
. "$(dirname "$0")/lib.sh"

test_expect_success 'setup' '
	transcript append s.db chat "$FIXTURES/jsonl/chat-weather.jsonl" &&
	transcript append s.db anth "$FIXTURES/jsonl/anthropic-weather.jsonl" &&
	transcript append s.db resp "$FIXTURES/jsonl/responses-weather.jsonl"
'

test_expect_success 'the last N items when no pair is cut' '
	transcript load --last=1 s.db chat >out &&
	tail -n 1 "$FIXTURES/jsonl/chat-weather.jsonl" >want && test_cmp want out
'

test_expect_success 'a window that would start on a tool result grows back to its call' '
	transcript load --last=2 s.db chat >out &&
	tail -n 3 "$FIXTURES/jsonl/chat-weather.jsonl" >want && test_cmp want out
'

test_expect_success 'parallel results pull in their call message (Chat)' '
	transcript load --last=6 s.db chat >out &&
	tail -n 8 "$FIXTURES/jsonl/chat-weather.jsonl" >want && test_cmp want out
'

test_expect_success 'the same for Anthropic blocks' '
	transcript load --last=6 s.db anth >out &&
	tail -n 7 "$FIXTURES/jsonl/anthropic-weather.jsonl" >want && test_cmp want out
'

test_expect_success 'and for Responses items' '
	n=$(wc -l <"$FIXTURES/jsonl/responses-weather.jsonl") &&
	for k in 1 2 3 4 5 6 7 8; do
		transcript load --last=$k s.db resp >out &&
		got=$(wc -l <out) && test "$got" -ge "$k" && test "$got" -le "$n" || exit 1
	done
'

# The oracle, by its own reading of the fixtures: a tool call id (a quoted
# "call_..." or "toolu_..." value) first appears in its call, and every
# later line that names it is a result.  The window for --last=K is the
# last K lines, grown back to the call of every result in it, until none is
# left out; load must print exactly those lines of the fixture.
window() {
	awk -v k="$1" '
	{ line[NR] = $0; s = $0
	  while (match(s, /:"(call|toolu)_[A-Za-z0-9]+"/)) {
		id = substr(s, RSTART + 2, RLENGTH - 3); s = substr(s, RSTART + RLENGTH)
		if (!(id in first)) first[id] = NR
		ids[NR] = ids[NR] " " id
	  } }
	END { start = NR - k + 1; if (start < 1) start = 1
	  do { grew = 0
		for (i = start; i <= NR; i++) {
			n = split(ids[i], f, " ")
			for (j = 1; j <= n; j++)
				if (first[f[j]] < start) { start = first[f[j]]; grew = 1 }
		}
	  } while (grew)
	  for (i = start; i <= NR; i++) print line[i] }' "$2"
}

test_expect_success 'a window never holds a result without its call' '
	for p in chat:chat-weather anth:anthropic-weather resp:responses-weather; do
		s=${p%%:*} f=$FIXTURES/jsonl/${p#*:}.jsonl &&
		total=$(wc -l <"$f") && test "$total" -gt 1 || exit 1
		k=1
		while [ $k -le $total ]; do
			transcript load --last=$k s.db $s >win.jsonl &&
			window $k "$f" >want && test_cmp want win.jsonl &&
			rm -rf w.db && transcript append w.db win win.jsonl &&
			transcript check --allow-pending w.db >out || exit 1
			k=$((k + 1))
		done
	done
'

test_expect_success '--last=0 prints nothing; more than the session prints all' '
	transcript load --last=0 s.db chat >out && test ! -s out &&
	transcript load --last=1000 s.db chat >out &&
	test_cmp "$FIXTURES/jsonl/chat-weather.jsonl" out
'

test_expect_success '--last with --array' '
	transcript load --array --last=1 s.db chat >out &&
	printf "[%s]\n" "$(tail -n 1 "$FIXTURES/jsonl/chat-weather.jsonl")" >want &&
	test_cmp want out
'

test_expect_success '--last wants a number' '
	test_expect_code 2 transcript load --last=x s.db chat
'

test_done
