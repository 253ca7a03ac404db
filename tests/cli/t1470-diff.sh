#!/bin/sh
test_description='diff: two sessions aligned item by item, text and --json'
. "${0%/*}/lib.sh"
. "$TOP/tests/helpers/pg.sh"

W=$FIXTURES/jsonl/anthropic-weather.jsonl
CC=$FIXTURES/native/claude-code
CCS=-home-ada-proj/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d

# one: the weather session; two: its last reply changed; three: item 2
# (seq 1) gone, a user line added after the last one.
test_expect_success 'setup' '
	transcript append s.db one <"$W" &&
	sed "s/18°C and cloudy/19°C and cloudy/" "$W" | transcript append s.db two &&
	{ sed -n 1p "$W" && sed -n "3,8p" "$W" &&
	    echo "{\"role\":\"user\",\"content\":\"thanks\"}"; } |
	    transcript append s.db three &&
	transcript append jsonl:j one <"$W" &&
	mkdir bad && sed "3s/^{/{oops/" "$W" >bad/x.jsonl
'

cat >totals.same <<\EOF
totals                     a           b
items                      8           8
tokens                     0           0
tool calls                 3           3
failed results             1           1
EOF

test_expect_success 'identical sessions: exit 0, "identical" and the totals' '
	transcript diff s.db one one >out &&
	{ echo "a: s.db one, 8 items" && echo "b: s.db one, 8 items" &&
	    echo identical && cat totals.same; } >want &&
	test_cmp want out
'

test_expect_success 'two stores of other kinds: the same items are identical' '
	transcript diff s.db one jsonl:j one >out &&
	sed -n 2p out >b && echo "b: jsonl:j one, 8 items" >want &&
	test_cmp want b && grep -qx identical out
'

test_expect_success 'a changed item: exit 1, its hunk and the member that differs' '
	test_expect_code 1 transcript diff s.db one two >out &&
	cat >want <<-\EOF &&
	a: s.db one, 8 items
	b: s.db two, 8 items
	first divergence: a:7, b:7
	@@ -7,1 +7,1 @@
	~ a:7 b:7 assistant
	    ~ /content/0/text: "Paris is 18°C and cloudy." -> "Paris is 19°C and cloudy."
	EOF
	cat totals.same >>want &&
	test_cmp want out
'

test_expect_success 'removed and added items: their lines, read by the format' '
	test_expect_code 1 transcript diff s.db one three >out &&
	cat >want <<-\EOF &&
	a: s.db one, 8 items
	b: s.db three, 8 items
	first divergence: a:1, b:1
	@@ -1,1 +1,0 @@
	- a:1 assistant: The user wants current conditions for two cities. Both lookups are independent, so I can run them in...
	@@ -8,0 +7,1 @@
	+ b:7 user: thanks
	totals                     a           b
	items                      8           8
	tokens                     0           0
	tool calls                 3           1
	failed results             1           1
	EOF
	test_cmp want out
'

test_expect_success 'a side that ends first: "(its end)"' '
	sed -n "1,5p" "$W" | transcript append s.db short &&
	test_expect_code 1 transcript diff s.db short one >out &&
	grep -qx "first divergence: a:5 (its end), b:5" out &&
	grep -qx "@@ -5,0 +5,3 @@" out &&
	test $(grep -c "^+ b:" out) = 3
'

test_expect_success 'an item of another shape is removed and added, not changed' '
	{ sed -n "1,7p" "$W" && echo "{\"role\":\"user\",\"content\":\"x\"}"; } |
	    transcript append s.db shape &&
	test_expect_code 1 transcript diff s.db one shape >out &&
	grep -q "^- a:7 assistant: Paris is 18°C and cloudy.\$" out &&
	grep -q "^+ b:7 user: x\$" out && ! grep -q "^~" out
'

test_expect_success 'the same text twice: the same output (deterministic)' '
	test_expect_code 1 transcript diff s.db one three >out1 &&
	test_expect_code 1 transcript diff s.db one three >out2 &&
	test_cmp out1 out2 &&
	test_expect_code 1 transcript diff --json s.db one three >j1 &&
	test_expect_code 1 transcript diff --json s.db one three >j2 &&
	test_cmp j1 j2
'

# members.jsonl: one item, and its changes in members2.jsonl.
test_expect_success 'members: nested, removed, added, arrays, pointers escaped' '
	echo "{\"role\":\"user\",\"a\":{\"b\":{\"c\":1,\"d\":2}},\"x/y~z\":1,\"gone\":true,\"arr\":[1,2,3]}" |
	    transcript append m.db one &&
	echo "{\"role\":\"user\",\"a\":{\"b\":{\"c\":5,\"d\":2}},\"x/y~z\":2,\"arr\":[1,9,2,3],\"new\":null}" |
	    transcript append m.db two &&
	test_expect_code 1 transcript diff m.db one two >out &&
	sed -n "/^~/,/^totals/p" out >got &&
	cat >want <<-\EOF &&
	~ a:0 b:0 user
	    ~ /a/b/c: 1 -> 5
	    ~ /x~1y~0z: 1 -> 2
	    - /gone: true
	    + /arr/1: 9
	    + /new: null
	totals                     a           b
	EOF
	test_cmp want got
'

test_expect_success 'members in another order: said so' '
	echo "{\"role\":\"user\",\"p\":1,\"q\":2}" | transcript append m.db o1 &&
	echo "{\"role\":\"user\",\"q\":2,\"p\":1}" | transcript append m.db o2 &&
	test_expect_code 1 transcript diff m.db o1 o2 >out &&
	grep -qx "    (the same members, in another order or spelling)" out
'

test_expect_success 'members of one name: the last counts (as JSON readers take it)' '
	echo "{\"role\":\"user\",\"d\":1,\"d\":2}" | transcript append m.db d1 &&
	echo "{\"role\":\"user\",\"d\":2}" | transcript append m.db d2 &&
	test_expect_code 1 transcript diff m.db d1 d2 >out &&
	grep -qx "    (the same members, in another order or spelling)" out
'

test_expect_success 'at most 20 member lines, then how many more; values cut' '
	awk "BEGIN { printf \"{\\\"role\\\":\\\"user\\\"\"; for (i = 0; i < 25; i++)
	    printf \",\\\"k%02d\\\":%d\", i, i; print \"}\" }" | transcript append m.db l1 &&
	awk "BEGIN { printf \"{\\\"role\\\":\\\"user\\\"\"; for (i = 0; i < 25; i++)
	    printf \",\\\"k%02d\\\":%d\", i, i + 100; print \"}\" }" | transcript append m.db l2 &&
	test_expect_code 1 transcript diff m.db l1 l2 >out &&
	test $(grep -c "^    ~ /k" out) = 20 &&
	grep -qx "    ... 5 more" out &&
	long=$(awk "BEGIN { for (i = 0; i < 100; i++) printf \"x\" }") &&
	echo "{\"role\":\"user\",\"t\":\"a$long\"}" | transcript append m.db c1 &&
	echo "{\"role\":\"user\",\"t\":\"b$long\"}" | transcript append m.db c2 &&
	test_expect_code 1 transcript diff m.db c1 c2 >out &&
	grep "^    ~ /t: " out >line &&
	grep -q "\"axxx*\.\.\. -> \"bxxx*\.\.\.\$" line &&
	test $(wc -c <line) -lt 140
'

test_expect_with python3 '--json: one object with the sides, hunks and whole items' '
	test_expect_code 1 transcript diff --json s.db one three >js &&
	test $(wc -l <js) = 1 &&
	python3 - js "$W" <<-\EOF
	import json, sys
	d = json.load(open(sys.argv[1]))
	src = open(sys.argv[2]).read().splitlines()
	assert d["a"] == {"store": "s.db", "session": "one", "items": 8,
	    "tokens": 0, "tool_calls": 3, "failed_results": 1}, d["a"]
	assert d["b"]["session"] == "three" and d["b"]["tool_calls"] == 1
	assert d["identical"] is False
	assert d["first_divergence"] == {"a": 1, "b": 1}
	h = d["hunks"]
	assert [(x["a"], x["a_items"], x["b"], x["b_items"]) for x in h] == \
	    [(1, 1, 1, 0), (8, 0, 7, 1)], h
	assert h[0]["items"] == [{"op": "removed", "a": 1,
	    "item": json.loads(src[1])}]
	assert h[1]["items"] == [{"op": "added", "b": 7,
	    "item": {"role": "user", "content": "thanks"}}]
	EOF
'

test_expect_with python3 '--json: members with whole values; identical: null' '
	test_expect_code 1 transcript diff --json m.db c1 c2 >js &&
	transcript diff --json s.db one one >same &&
	python3 - js same <<-\EOF
	import json, sys
	d = json.load(open(sys.argv[1]))
	(it,) = d["hunks"][0]["items"]
	assert it["op"] == "changed" and it["a"] == 0 and it["b"] == 0
	(m,) = it["members"]
	assert m["op"] == "changed" and m["path"] == "/t", m
	assert m["a"] == "a" + "x" * 100 and m["b"] == "b" + "x" * 100
	s = json.load(open(sys.argv[2]))
	assert s["identical"] is True and s["first_divergence"] is None
	assert s["hunks"] == []
	EOF
'

test_expect_success 'tokens: counted once per response, as stats counts them' '
	transcript load -- "$CC" "$CCS" >cc.jsonl &&
	transcript append jsonl:cc full <cc.jsonl &&
	sed 3d cc.jsonl | transcript append jsonl:cc less &&
	test_expect_code 1 transcript diff -- "$CC" "$CCS" jsonl:cc less >out &&
	transcript stats --json -- "$CC" "$CCS" |
	    sed -n "2s/.*\"total\":\([0-9]*\)}.*/\1/p" >a.tok &&
	transcript stats --json jsonl:cc less |
	    sed -n "2s/.*\"total\":\([0-9]*\)}.*/\1/p" >b.tok &&
	test -s a.tok && test "$(cat a.tok)" != "$(cat b.tok)" &&
	echo "tokens $(cat a.tok) $(cat b.tok)" >want &&
	grep "^tokens" out | tr -s " " >got &&
	test_cmp want got &&
	grep -q "^tool calls  *2  *1\$" out &&
	grep -q "^- a:2 assistant: Read(" out &&
	transcript diff -- "$CC" "$CCS" jsonl:cc full >out &&
	grep -qx identical out
'

test_expect_success '-q: nothing printed, the status says' '
	test_expect_code 1 transcript diff -q s.db one two >out &&
	test ! -s out &&
	transcript diff --quiet s.db one one >out && test ! -s out &&
	transcript diff -q s.db one jsonl:j one &&
	test_expect_code 1 transcript diff -q s.db short one &&
	test_expect_code 1 transcript diff -q s.db one short &&
	test_expect_code 5 transcript diff -q s.db one nope 2>err &&
	grep -q "no session .nope." err &&
	test_expect_code 4 transcript diff -q s.db one jsonl:bad x 2>err &&
	grep -q "bad/x.jsonl:3:2: " err
'

test_expect_success '--color: always colours, never and a pipe do not' '
	test_expect_code 1 transcript diff --color=always s.db one three >out &&
	esc=$(printf "\033") &&
	grep -q "^${esc}\[36m@@ -1,1 +1,0 @@${esc}\[0m\$" out &&
	grep -q "^${esc}\[31m- a:1 " out &&
	grep -q "^${esc}\[32m+ b:7 " out &&
	test_expect_code 1 transcript diff --colour=never s.db one three >out &&
	! grep -q "$esc" out &&
	test_expect_code 1 transcript diff s.db one three >out &&
	! grep -q "$esc" out &&
	test_expect_code 1 transcript diff --json --color=always s.db one three >out &&
	! grep -q "$esc" out
'

test_expect_success 'revisions and ids that begin with -: sessions like any other' '
	sed 3d "$W" | transcript append s.db "one@1" &&
	test_expect_code 1 transcript diff s.db one "one@1" >out &&
	grep -qx "b: s.db one@1, 7 items" out &&
	transcript append jsonl:j -- -dash <"$W" &&
	transcript diff -- jsonl:j -dash s.db one >out &&
	grep -qx identical out
'

# The hook runs between diff's two reads (fsutil.h).
test_expect_success 'a session changed between the two reads: exit 6, named' '
	sed "s/18°C and cloudy/20°C and cloudy/" "$W" >two.new &&
	test_expect_code 6 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    compact-replace s.db two <two.new" "$TRANSCRIPT" diff s.db one two \
	    >out 2>err &&
	grep -q "s.db: two changed while it was compared" err &&
	echo "{\"role\":\"user\",\"content\":\"later\"}" >later &&
	test_expect_code 1 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    append s.db two <later" "$TRANSCRIPT" diff s.db one two >out &&
	grep -q "20°C" out
'

# Two sessions of one store: one handle on an SQLite file, read by two
# cursors (store.h store_open_reader()), never a second open, which would
# drop the first's locks (a writer closing the store meanwhile would
# delete its -wal: the hook fails if it is gone) and, with tables named
# by query options, read the default ones.
test_expect_success 'one store: its tables named by query options, read twice' '
	S="openai-agents:named.db?sessions_table=s&messages_table=m" &&
	transcript append "$S" one <"$W" && sed 2d "$W" | transcript append "$S" less &&
	test_expect_code 1 transcript diff "$S" one less >out &&
	sed -n "1,4p" out >got &&
	cat >want <<-EOF &&
	a: $S one, 8 items
	b: $S less, 7 items
	first divergence: a:1, b:1
	@@ -1,1 +1,0 @@
	EOF
	test_cmp want got &&
	transcript diff "$S" one "$S" one | grep -qx identical
'
test_expect_success 'one WAL store (by one name or two), another writer closing it between the two reads: the same diff' '
	transcript convert -q sqlite:s.db sqlite:wal.db &&
	test_expect_code 1 transcript diff wal.db one three >want &&
	test_expect_code 1 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    append wal.db other <later && test -f wal.db-wal" "$TRANSCRIPT" \
	    diff wal.db one three >out 2>err &&
	test_cmp want out && test ! -s err &&
	transcript load wal.db other >got && test_cmp later got &&
	test_expect_code 1 transcript diff wal.db one ./wal.db three >want &&
	test_expect_code 1 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    append wal.db other <later && test -f wal.db-wal" "$TRANSCRIPT" \
	    diff wal.db one ./wal.db three >out 2>err &&
	test_cmp want out && test ! -s err
'

test_expect_success 'a missing session or store: exit 5, named' '
	test_expect_code 5 transcript diff s.db one nope 2>err &&
	grep -q "no session .nope. in .s.db." err &&
	test_expect_code 5 transcript diff s.db nope one 2>err &&
	grep -q "nope" err &&
	test_expect_code 5 transcript diff s.db one missing.db one 2>err &&
	grep -q "missing.db" err
'

test_expect_success 'a bad item: exit 4, where it is' '
	test_expect_code 4 transcript diff s.db one jsonl:bad x 2>err &&
	grep -q "bad/x.jsonl:3:2: " err
'

test_expect_success 'usage: operands, options, --color values (exit 2)' '
	test_expect_code 2 transcript diff s.db one 2>err &&
	grep -q "^usage: transcript diff" err &&
	test_expect_code 2 transcript diff s.db one s.db two three 2>err &&
	test_expect_code 2 transcript diff --color=sometimes s.db one two 2>err &&
	grep -q "auto, always or never" err &&
	test_expect_code 2 transcript diff --bogus s.db one two &&
	transcript diff --help >out && grep -q "^usage: transcript diff" out
'

test_expect_success 'a full standard output: exit 3' '
	test_expect_code 3 transcript diff s.db one two >/dev/full 2>err &&
	test_expect_code 3 transcript diff --json s.db one one >/dev/full 2>err
'

# Two sessions of 10,000 items with four changes: well under the bound
# (transcript(1) gives the figure measured).  Under valgrind, which runs
# every transcript 30 times slower, 1,000 items and 60 s.
N=10000 BOUND=5
[ -n "${VALGRIND_TRANSCRIPT:-}" ] && N=1000 BOUND=60
test_expect_success "speed: two sessions of $N items in under $BOUND s" '
	awk -v n=$N "BEGIN { for (i = 0; i < n; i++)
	    printf \"{\\\"role\\\":\\\"%s\\\",\\\"content\\\":\\\"item %d\\\"}\\n\",
	        i % 2 ? \"assistant\" : \"user\", i }" >big1 &&
	awk -v n=$N "NR == 101 { sub(/item/, \"ITEM\") } NR == n / 2 + 1 { next }
	    NR == n * 7 / 10 + 1 { print \"{\\\"role\\\":\\\"user\\\",\\\"content\\\":\\\"new\\\"}\" }
	    { print } END { print \"{\\\"role\\\":\\\"user\\\",\\\"content\\\":\\\"end\\\"}\" }" big1 >big2 &&
	transcript append big.db one <big1 && transcript append big.db two <big2 &&
	start=$(date +%s) &&
	test_expect_code 1 transcript diff big.db one two >out &&
	end=$(date +%s) && test $((end - start)) -lt $BOUND &&
	test $(grep -c "^@@" out) = 4 &&
	grep -qx "first divergence: a:100, b:100" out &&
	grep -qx "    ~ /content: \"item 100\" -> \"ITEM 100\"" out &&
	grep -qx "@@ -$((N / 2)),1 +$((N / 2)),0 @@" out &&
	grep -qx "@@ -$((N * 7 / 10)),0 +$((N * 7 / 10 - 1)),1 @@" out &&
	grep -qx "@@ -$N,0 +$N,1 @@" out
'

test_expect_success "an item of 20,000 members: in under $BOUND s" '
	awk "BEGIN { printf \"{\\\"role\\\":\\\"user\\\"\"; for (i = 0; i < 20000; i++)
	    printf \",\\\"k%d\\\":%d\", i, i; print \"}\" }" | transcript append m.db w1 &&
	awk "BEGIN { printf \"{\\\"role\\\":\\\"user\\\"\"; for (i = 0; i < 20000; i++)
	    printf \",\\\"k%d\\\":%d\", i, i + 1; print \"}\" }" | transcript append m.db w2 &&
	start=$(date +%s) &&
	test_expect_code 1 transcript diff m.db w1 w2 >out &&
	end=$(date +%s) && test $((end - start)) -lt $BOUND &&
	grep -qx "    ... 19980 more" out
'

test_expect_success 'nothing in common: one hunk, its pairs of one shape changed' '
	head -n 500 big1 | transcript append big.db few &&
	head -n 500 big1 | sed "s/item/other/" | transcript append big.db other &&
	test_expect_code 1 transcript diff big.db few other >out &&
	test $(grep -c "^@@" out) = 1 &&
	test $(grep -c "^~ " out) = 500
'

# A connection reads one stream at a time: the second session is read on
# a second connection (store_open_reader(): open_reader()).
if pg_start; then
	pg_db diffpg || exit 1
	test_expect_success 'postgres: two sessions of one server, read side by side' '
		transcript convert -q s.db "$PGS" &&
		test_expect_code 1 transcript diff s.db one two >want &&
		test_expect_code 1 transcript diff "$PGS" one two >got &&
		sed "s|^\([ab]\): s.db |\1: $PGS |" want >w && test_cmp w got &&
		grep -q "^b: $PGS two, 9 items" got
	'
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: two sessions of one server' "$PG_SKIP"
fi

test_done
