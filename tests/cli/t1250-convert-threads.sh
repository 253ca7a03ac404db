#!/bin/sh
test_description='convert reads ahead on a second thread, check takes two sessions at a time: the same results, messages and exit codes as without'
. "$(dirname "$0")/lib.sh"

# run_both NAME ARG...: run convert ARG... with the read-ahead thread and without it
# (TRANSCRIPT_THREADS=1 and 0), in fresh copies of the destination
# NAME.dst (if any), stdin from $IN; the exit codes, stderr (temp names
# aside) and destinations must agree.
run_both() {
	name=$1
	shift
	for t in 0 1; do
		rm -rf "t$t" && mkdir "t$t" &&
		    { [ ! -e "$name.dst" ] || cp -R "$name.dst" "t$t/dst"; } || return 1
		(cd "t$t" && TRANSCRIPT_THREADS=$t "$TRANSCRIPT" convert "$@" \
		    <"${IN:-/dev/null}" >out 2>err
		echo $? >code
		sed "s/\.tmp-[A-Za-z0-9]*/.tmp-X/" err >err.n)
	done
	test_cmp t0/code t1/code && test_cmp t0/err.n t1/err.n && test_cmp t0/out t1/out &&
	    if [ -e t0/dst ]; then
		    transcript dump --format=jsonl t0/dst >t0/dump 2>&1
		    transcript dump --format=jsonl t1/dst >t1/dump 2>&1
		    test_cmp t0/dump t1/dump
	    fi
}

cat >bad.sql <<'EOF_SQL'
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq), FOREIGN KEY (session_id) REFERENCES sessions(id));
INSERT INTO sessions VALUES ('a', 1700000000000);
INSERT INTO sessions VALUES ('b', 1700000000001);
INSERT INTO sessions VALUES ('c', 1700000000002);
INSERT INTO sessions VALUES ('d', 1700000000003);
INSERT INTO items VALUES ('a', 0, '{"a":1}');
INSERT INTO items VALUES ('b', 0, '{"b":1}');
INSERT INTO items VALUES ('b', 1, '{"b":');
INSERT INTO items VALUES ('b', 2, '{"b":3}');
INSERT INTO items VALUES ('c', 0, '{"c":1}');
INSERT INTO items VALUES ('c', 1, '[1]');
INSERT INTO items VALUES ('d', 0, '{"d":"é"}');
EOF_SQL

test_expect_success 'setup: a store of many sessions, and one with bad rows' '
	awk "BEGIN { for (s = 0; s < 40; s++) for (i = 0; i < 60; i++)
	    printf \"{\\\"session\\\":\\\"s%02d\\\",\\\"created_at\\\":%d,\\\"seq\\\":%d,\\\"item\\\":{\\\"role\\\":\\\"user\\\",\\\"n\\\":%d,\\\"pad\\\":\\\"%0300d\\\"}}\\n\",
	    s, 1700000000000 + s, i, i, 0 }" >records &&
	transcript convert --quiet - sqlite:many.db <records &&
	transcript list many.db >many.list && test $(wc -l <many.list) = 40 &&
	mkdb bad.db bad.sql
'

for dst in jsonl dir sqlite; do
	test_expect_success "many sessions to $dst: identical" '
		run_both many "$TRASH/many.db" "$dst:dst" &&
		grep -q "^convert: 40 sessions converted" t1/err &&
		transcript list t1/dst >l && test_cmp many.list l
	'

	test_expect_success "bad rows to $dst: the same messages, exit 4, the good sessions copied" '
		run_both bad "$TRASH/bad.db" "$dst:dst" &&
		test "$(cat t1/code)" = 4 &&
		grep -q "bad.db#b@1: unexpected end of input" t1/err &&
		grep -q "bad.db#c@1: item is not a JSON object" t1/err &&
		transcript list t1/dst | cut -f1 >l && printf "a\nd\n" >want && test_cmp want l
	'
done

test_expect_success 'a conflict midway (exit 6) and --overwrite: identical' '
	transcript convert --quiet many.db jsonl:conflict.dst &&
	transcript append conflict.dst s05 records 2>/dev/null;
	printf "%s\n" "{\"x\":1}" | transcript append conflict.dst s07 &&
	run_both conflict "$TRASH/many.db" "jsonl:dst" &&
	test "$(cat t1/code)" = 6 && grep -q "s07.*already exists" t1/err &&
	run_both conflict --overwrite "$TRASH/many.db" "jsonl:dst" &&
	test "$(cat t1/code)" = 0
'

test_expect_success 'a write failure (exit 3) stops the run at once, with or without the thread' '
	mkdir wf.dst && transcript convert --quiet many.db dir:wf.dst s00 s01 &&
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    LD_PRELOAD=$TBUILD/tests/faultinj.so FAULT_CALL=renameat2 FAULT_NTH=1 \
	    run_both wf "$TRASH/many.db" "dir:dst" &&
	test "$(cat t1/code)" = 3 && grep -q "cannot rename .* to .*s02" t1/err &&
	grep -q "^convert: 0 sessions converted, 2 skipped" t1/err
'

test_expect_success 'named sessions, and a missing one (exit 5): identical' '
	run_both none "$TRASH/many.db" "jsonl:dst" s03 s01 &&
	grep -q "^convert: 2 sessions converted" t1/err &&
	run_both none "$TRASH/many.db" "jsonl:dst" s03 nope &&
	test "$(cat t1/code)" = 5
'

test_expect_success 'from a stream no thread is used, and the result is the same' '
	IN=$TRASH/records run_both none - "jsonl:dst" &&
	grep -q "^convert: 40 sessions converted" t1/err
'

# check_both ARG...: check ARG... with and without the threads; the same
# exit code, findings and messages.
check_both() {
	for t in 0 1; do
		TRANSCRIPT_THREADS=$t "$TRANSCRIPT" check "$@" >"c$t.out" 2>"c$t.err"
		echo $? >"c$t.code"
	done
	test_cmp c0.code c1.code && test_cmp c0.err c1.err && test_cmp c0.out c1.out
}

test_expect_success 'check: every fixture format, text and json, identical' '
	for d in "$FIXTURES"/check/*/; do
		check_both "$d" && check_both --format=json --strict "$d" || return 1
	done &&
	test "$(cat c1.code)" = 1
'

test_expect_success 'check: a session that cannot be read is reported and the others checked, identically' '
	transcript convert --quiet many.db dir:cd &&
	rm cd/s05/00000003.json &&
	check_both cd && test "$(cat c1.code)" = 4 &&
	grep -q "s05.*missing" c1.err && grep -q "^check: 40 sessions" c1.err &&
	check_both --dialect=chat cd
'

test_expect_success 'items larger than the pipe and its chunks, between small ones: identical' '
	for n in 100000 300000 10; do
		{ printf "{\"t\":\"" && head -c $n /dev/zero | tr "\000" x &&
		    printf "\"}\n"; } >item$n || return 1
	done &&
	cat item10 item100000 item10 item300000 item300000 item10 >mixed &&
	for i in 1 2 3; do transcript append large.db l$i mixed || return 1; done &&
	run_both large "$TRASH/large.db" "jsonl:dst" &&
	grep -q "^convert: 3 sessions converted, 0 skipped (identical), 18 items" t1/err &&
	transcript dump --format=jsonl large.db >want && test_cmp want t1/dump
'

for dst in jsonl dir; do
	test_expect_success "$dst: a corrupted write fails the verification, made apart or not (exit 3)" '
		printf "%s\n" "{\"role\":\"user\",\"content\":\"long enough to flip a byte in\"}" >flip.in &&
		for i in 1 2 3; do transcript append flip-$dst.db f$i flip.in || return 1; done &&
		for t in 0 1; do
			rm -rf flip-$t.dst &&
			TRANSCRIPT_THREADS=$t TRANSCRIPT_TEST_BATCH=1 \
			    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
			    LD_PRELOAD=$TBUILD/tests/faultinj.so FAULT_CALL=write \
			    FAULT_NTH=1 FAULT_ERRNO=FLIP FAULT_LOG=flip.log \
			    transcript convert flip-$dst.db $dst:flip-$t.dst 2>err-$t
			test $? = 3 && grep -q "^write 1" flip.log &&
			grep -q "verification of session .f1. in .$dst:flip-$t.dst. failed" err-$t &&
			test "$(grep -c "verification of session" err-$t)" = 1 || return 1
		done
	'
done

# The verifier reads jsonl sessions beside the writer, which holds the
# store's lock: it must not wait for that lock, nor die of its timer.
test_expect_success 'jsonl: batches of one, verified apart, all converted' '
	for i in 1 2 3; do
		rm -rf one1 &&
		TRANSCRIPT_THREADS=1 TRANSCRIPT_TEST_BATCH=1 transcript convert \
		    "$TRASH/many.db" jsonl:one1 2>err &&
		grep -q "^convert: 40 sessions converted" err || return 1
	done
'

test_done
