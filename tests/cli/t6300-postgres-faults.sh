#!/bin/sh
# shellcheck disable=SC2086
test_description='postgres: 8 concurrent appenders, SIGKILL of writers, the server stopped mid-write'
# PG_CONC_W writers (8) each append PG_CONC_N single items (500) to one
# session, one process per item, while a reader loads it all along.
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

if ! pg_start; then
	echo "1..0 # SKIP $PG_SKIP"
	exit 0
fi
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

# hold FIFO: keep FIFO open for writing on fd 7.
test_expect_success 'SIGKILL of an append before its COPY ends: the session as before' '
	printf "%s\n" "{\"a\":1}" >one && transcript append postgres:dbname=k s one &&
	mkfifo fifo &&
	{ "$TRANSCRIPT" append postgres:dbname=k s fifo & pid=$!; } &&
	exec 7>fifo && i=0 &&
	while [ $i -lt 2000 ]; do echo "{\"n\":$i,\"pad\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}" >&7; i=$((i + 1)); done &&
	sleep 0.3 && kill -9 $pid; exec 7>&-; wait $pid; rm -f fifo &&
	transcript load postgres:dbname=k s >out && test_cmp one out &&
	transcript append --busy-timeout=2000 postgres:dbname=k s one &&
	transcript load postgres:dbname=k s >out && test $(wc -l <out) -eq 2
'

test_expect_success 'SIGKILL of an append after it committed: all of it there' '
	"$TRANSCRIPT" append postgres:dbname=k s one & pid=$!; wait $pid && kill -9 $pid 2>/dev/null;
	transcript load postgres:dbname=k s >out && test $(wc -l <out) -eq 3
'

test_expect_success 'SIGKILL during convert into postgres: each session all or nothing; a rerun finishes it' '
	i=0 && while [ $i -lt 300 ]; do
		printf "{\"s\":%d,\"k\":%d}\n" $i 0 $i 1 $i 2 | transcript append src.db "s$i" || exit 1
		i=$((i + 1))
	done &&
	"$TRANSCRIPT" convert --quiet src.db postgres:dbname=v & pid=$! &&
	sleep 0.4 && kill -9 $pid; wait $pid;
	transcript list postgres:dbname=v | cut -f1,2 >part &&
	! grep -v "	3$" part &&
	test $(wc -l <part) -lt 300 &&
	transcript convert src.db postgres:dbname=v 2>msg &&
	grep -q "skipped (identical)" msg &&
	transcript dump --format=jsonl src.db >a && transcript dump --format=jsonl postgres:dbname=v >b &&
	test_cmp a b
'

test_expect_success 'SIGKILL during convert out of postgres: a rerun finishes it' '
	"$TRANSCRIPT" convert --quiet postgres:dbname=v jsonl:outstore & pid=$! &&
	sleep 0.2 && kill -9 $pid; wait $pid;
	transcript convert --quiet postgres:dbname=v jsonl:outstore &&
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
