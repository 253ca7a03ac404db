#!/bin/sh
# shellcheck disable=SC2086
test_description='postgres: 8 concurrent appenders, SIGKILL of writers, the server stopped mid-write'
# PG_CONC_W writers (8) each append PG_CONC_N single items (500) to one
# session, one process per item, while a reader loads it all along.
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

pg_start_all
W=${PG_CONC_W:-8}
N=${PG_CONC_N:-500}
pg_db c && pg_db k && pg_db v || exit 1
S=postgres:dbname=c

writer() {	# writer W: N appends of {"w":W,"i":I}
	i=0
	while [ $i -lt $N ]; do
		printf '{"w":%d,"i":%d}\n' "$1" $i |
		    "$TRANSCRIPT" append --busy-timeout=60000 "$S" one 2>>errors ||
		    echo "writer $1: append $i failed" >>errors
		i=$((i + 1))
	done
}

test_expect_success "$W processes x $N appends to one session: every item once, seq contiguous" '
	: >errors && k=0 &&
	w=1 && while [ $w -le $W ]; do writer $w & w=$((w + 1)); done &&
	while [ $(jobs -p | wc -l) -gt 0 ] && [ $k -lt 200 ]; do
		k=$((k + 1))
		transcript load "$S" one >"snap.$k" 2>/dev/null || rm -f "snap.$k"
		sleep 0.05
	done; wait &&
	test ! -s errors &&
	transcript load "$S" one >final &&
	test $(wc -l <final) -eq $((W * N)) &&
	test $(sort -u final | wc -l) -eq $((W * N)) &&
	w=1 && while [ $w -le $W ]; do
		grep "\"w\":$w," final | sed "s/.*\"i\":\\([0-9]*\\).*/\\1/" >order &&
		seq 0 $((N - 1)) >want && test_cmp want order || exit 1
		w=$((w + 1))
	done &&
	pgq -d c -c "SELECT count(*), min(seq), max(seq), count(DISTINCT seq) FROM items" >seqs &&
	echo "$((W * N))|0|$((W * N - 1))|$((W * N))" >want && test_cmp want seqs &&
	for f in snap.*; do
		[ -e "$f" ] || continue
		head -n $(wc -l <"$f") final | cmp -s - "$f" || { echo "$f not a prefix"; exit 1; }
	done
'

# copying DB: how many COPYs into items the server is running in DB.
copying() {
	pgq -d "$1" -c "SELECT count(*) FROM pg_stat_activity WHERE datname = '$1'
	    AND query LIKE 'COPY \"items\"%FROM STDIN%' AND pid <> pg_backend_pid()"
}

# The writer of the FIFO (fd 7) keeps it open: the append's COPY cannot end
# until it is closed, and the kill comes once the server runs that COPY.
test_expect_success 'SIGKILL of an append in the middle of its COPY: the session as before' '
	printf "%s\n" "{\"a\":1}" >one && transcript append postgres:dbname=k s one &&
	mkfifo fifo &&
	{ "$TRANSCRIPT" append postgres:dbname=k s fifo & pid=$!; } &&
	exec 7>fifo && i=0 &&
	while [ $i -lt 2000 ]; do echo "{\"n\":$i,\"pad\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}" >&7; i=$((i + 1)); done &&
	wait_for "test \$(copying k) -eq 1" 30; copied=$?
	kill -9 $pid; exec 7>&-; wait $pid; rc=$?; rm -f fifo &&
	test $copied -eq 0 && test $rc -eq 137 &&
	transcript load postgres:dbname=k s >out && test_cmp one out &&
	transcript append --busy-timeout=2000 postgres:dbname=k s one &&
	transcript load postgres:dbname=k s >out && test $(wc -l <out) -eq 2
'

# The fault points of an append into postgres: 1 pg-commit (before the
# COMMIT), 2 pg-committed (after it).
test_expect_success 'SIGKILL of an append just before its COMMIT: none of it; just after: all of it' '
	test_expect_code 137 env TRANSCRIPT_TEST_STEPS="$PWD/steps1" TRANSCRIPT_TEST_CRASH_AT=1 \
	    "$TRANSCRIPT" append --busy-timeout=2000 postgres:dbname=k s one &&
	echo "1 pg-commit" >want && test_cmp want steps1 &&
	transcript load postgres:dbname=k s >out && echo "killed before: $(wc -l <out) items" &&
	test $(wc -l <out) -eq 2 &&
	test_expect_code 137 env TRANSCRIPT_TEST_STEPS="$PWD/steps2" TRANSCRIPT_TEST_CRASH_AT=2 \
	    "$TRANSCRIPT" append --busy-timeout=2000 postgres:dbname=k s one &&
	printf "%s\n" "1 pg-commit" "2 pg-committed" >want && test_cmp want steps2 &&
	transcript load postgres:dbname=k s >out && echo "killed after: $(wc -l <out) items" &&
	test $(wc -l <out) -eq 3
'

# 300 sessions of 3 items (1 kB each) in batches of 50: each batch is steps
# pg-commit, pg-committed, so step 5 is the COMMIT of the third batch, whose
# items have all gone to the server: the kill leaves the first two batches.
test_expect_success 'SIGKILL during convert into postgres: each session all or nothing; a rerun finishes it' '
	awk "BEGIN { for (s = 0; s < 300; s++) for (i = 0; i < 3; i++)
	    printf \"{\\\"session\\\":\\\"s%03d\\\",\\\"created_at\\\":1,\\\"seq\\\":%d,\\\"item\\\":{\\\"s\\\":%d,\\\"k\\\":%d,\\\"pad\\\":\\\"%01000d\\\"}}\\n\",
	    s, i, s, i, i }" >src.records &&
	transcript convert --quiet - sqlite:src.db <src.records &&
	test_expect_code 137 env TRANSCRIPT_TEST_BATCH=50 TRANSCRIPT_TEST_STEPS="$PWD/steps" \
	    TRANSCRIPT_TEST_CRASH_AT=5 "$TRANSCRIPT" convert --quiet src.db postgres:dbname=v &&
	echo "5 pg-commit" >want && tail -n 1 steps >got && test_cmp want got &&
	transcript list postgres:dbname=v | cut -f1,2 >part &&
	! grep -v "	3$" part &&
	n=$(wc -l <part) && echo "$n sessions there after the kill (want 100)" &&
	test $n -gt 0 && test $n -lt 300 && test $n -eq 100 &&
	pgq -d v -c "SELECT count(*) FROM items" >items && echo 300 >want && test_cmp want items &&
	sed "s/^\([^	]*\).*/{\"session\":\"\1\",/" part >ids &&
	transcript dump --format=jsonl src.db | grep -F -f ids >want &&
	transcript dump --format=jsonl postgres:dbname=v >got && test_cmp want got &&
	transcript convert src.db postgres:dbname=v 2>msg && cat msg &&
	grep -q "^convert: 200 sessions converted, 100 skipped (identical)," msg &&
	transcript dump --format=jsonl src.db >a && transcript dump --format=jsonl postgres:dbname=v >b &&
	test_cmp a b
'

# Out of postgres into jsonl: a batch writes its files, syncs, then renames
# them into place; the kill comes at the middle one of the renames of a
# whole run.
test_expect_success 'SIGKILL during convert out of postgres: each session all or nothing; a rerun finishes it' '
	transcript dump --format=jsonl src.db >a &&
	TRANSCRIPT_TEST_STEPS="$PWD/outsteps" transcript convert --quiet postgres:dbname=v jsonl:probe &&
	half=$(awk "\$2 == \"rename\" { r[++n] = \$1 } END { print r[int(n / 2)] }" outsteps) &&
	test "$half" -gt 0 &&
	test_expect_code 137 env TRANSCRIPT_TEST_CRASH_AT=$half \
	    "$TRANSCRIPT" convert --quiet postgres:dbname=v jsonl:outstore &&
	transcript list jsonl:outstore | cut -f1,2 >part &&
	! grep -v "	3$" part &&
	n=$(wc -l <part) && echo "$n sessions there after the kill" &&
	test $n -gt 0 && test $n -lt 300 &&
	sed "s/^\([^	]*\).*/{\"session\":\"\1\",/" part >ids &&
	grep -F -f ids a >want &&
	transcript dump --format=jsonl jsonl:outstore >got && test_cmp want got &&
	transcript convert postgres:dbname=v jsonl:outstore 2>msg && cat msg &&
	grep -q "^convert: $((300 - n)) sessions converted, $n skipped (identical)," msg &&
	transcript dump --format=jsonl jsonl:outstore >c && test_cmp a c
'

test_expect_success 'the server stopped during a write: exit 3, nothing half-written' '
	transcript load postgres:dbname=k s >before &&
	mkfifo fifo2 &&
	{ "$TRANSCRIPT" append postgres:dbname=k s fifo2 2>err & pid=$!; } &&
	exec 7>fifo2 && i=0 &&
	while [ $i -lt 500 ]; do echo "{\"n\":$i}" >&7; i=$((i + 1)); done &&
	sleep 0.3 &&
	as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null &&
	# the writer fails as soon as its next batch finds the server gone,
	# and stops reading: our writes then fail (EPIPE), not kill us
	trap "" PIPE &&
	i=0 && while [ $i -lt 3000 ]; do echo "{\"n\":$i}" >&7 2>/dev/null || break; i=$((i + 1)); done;
	exec 7>&-; trap - PIPE; wait $pid; rc=$? &&
	test $rc -eq 3 && grep -q "terminat\|server closed the connection\|connection" err &&
	pg_restart &&
	transcript load postgres:dbname=k s >after && test_cmp before after
'

test_expect_success 'the server down: every command is exit 3 with libpq'"'"'s message' '
	as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null &&
	test_expect_code 3 transcript list postgres:dbname=k 2>err &&
	grep -q "No such file or directory" err &&
	test_expect_code 3 transcript append postgres:dbname=k s one &&
	pg_restart
'

test_done
