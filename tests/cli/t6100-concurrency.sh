#!/bin/sh
# shellcheck disable=SC2086,SC2046,SC1010,SC2094,SC2231,SC2010,SC2238,SC2015
test_description='concurrency: 8 writers on one store, readers during the writes, busy timeout'
# CONC_W writers (8) each append CONC_N single items (100 here; `make
# crash-test` runs 500) to one session, then each to its own session, on
# every backend; a reader loads the session all along.  Every item must be
# there exactly once, each writer's in its order, seq 0..N-1 without gaps,
# and every load seen during the writes a prefix of the final one.
. "$(dirname "$0")/lib.sh"

W=${CONC_W:-8}
N=${CONC_N:-100}
BUSY=--busy-timeout=60000

spec() {
	case $1 in
	sqlite) echo "sqlite:$TRASH/c-sqlite-$2.db" ;;
	jsonl) echo "jsonl:$TRASH/c-jsonl-$2" ;;
	dir) echo "dir:$TRASH/c-dir-$2" ;;
	esac
}

# writer STORE SESSION W: N appends of {"w":W,"i":I}, one per process.
writer() {
	i=0
	while [ $i -lt $N ]; do
		printf '{"w":%d,"i":%d}\n' "$3" $i |
		    "$TRANSCRIPT" append $BUSY "$1" "$2" 2>>"errors" ||
		    echo "writer $3: append $i failed" >>errors
		i=$((i + 1))
	done
}

# reader STORE SESSION TAG: load the session until the file "done" exists,
# keeping every snapshot; a load may fail only with "no session" (exit 5).
reader() {
	k=0
	while [ ! -f done ]; do
		k=$((k + 1))
		"$TRANSCRIPT" load $BUSY "$1" "$2" >"snap-$3.$k" 2>"snap-$3.err"
		rc=$?
		if [ $rc -eq 5 ]; then
			rm -f "snap-$3.$k"
		elif [ $rc -ne 0 ] || [ -s "snap-$3.err" ]; then
			{ echo "reader: load exit $rc"; cat "snap-$3.err"; } >>errors
		fi
	done
}

# check_session STORE SESSION WRITERS...: all their items once, in order,
# seq contiguous; the readers' snapshots (tag SESSION) are prefixes.
check_session() {
	st=$1 s=$2
	shift 2
	"$TRANSCRIPT" load "$st" "$s" >final &&
	"$TRANSCRIPT" dump --format=jsonl "$st" "$s" >dump || return 1
	want=$(($# * N))
	test "$(wc -l <final)" -eq $want || { echo "$(wc -l <final) items, want $want"; return 1; }
	# Each writer's items exactly once and in the order it wrote them.
	awk -v n=$N '{ if (!match($0, /"w":[0-9]+,"i":[0-9]+/)) { print "bad: " $0; bad = 1; next }
	    split(substr($0, RSTART, RLENGTH), f, /[:,]/); w = f[2]; i = f[4]
	    if (i != next_i[w] + 0) { print "writer " w ": item " i " after " next_i[w] - 1; bad = 1 }
	    next_i[w] = i + 1 }
	    END { for (w in next_i) if (next_i[w] != n) { print "writer " w ": " next_i[w] " items"; bad = 1 }
	    exit bad }' final || return 1
	for w in "$@"; do
		grep -q "\"w\":$w," final || { echo "writer $w: no items"; return 1; }
	done
	# seq runs 0, 1, 2, ... in the interchange records.
	awk '{ if (!match($0, /"seq":[0-9]+/)) { print "no seq: " $0; exit 1 }
	    seq = substr($0, RSTART + 6, RLENGTH - 6) + 0
	    if (seq != NR - 1) { print "seq " seq " at record " NR; exit 1 } }' dump || return 1
	for f in snap-$s.*; do
		[ -f "$f" ] || continue
		case $f in *.err) continue ;; esac
		head -c "$(wc -c <"$f")" final | cmp -s - "$f" ||
		    { echo "$f is not a prefix of the final session"; return 1; }
	done
	return 0
}

# scenario KIND one|many: the writers (and a reader) in directory
# run-KIND-SCENARIO; returns 1 with the reasons on stdout.
scenario() {
	mkdir "run-$1-$2" && cd "run-$1-$2" || return 1
	st=$(spec "$1" "$2")
	if [ "$2" = one ]; then
		reader "$st" s s &
	else
		reader "$st" s1 s1 &
	fi
	rpid=$!
	w=1 pids=
	while [ $w -le $W ]; do
		if [ "$2" = one ]; then
			writer "$st" s $w &
		else
			writer "$st" s$w $w &
		fi
		pids="$pids $!"
		w=$((w + 1))
	done
	wait $pids
	: >done
	wait $rpid
	if [ -s errors ]; then
		cat errors
		return 1
	fi
	echo "loads during the writes: $(ls snap-s* 2>/dev/null | grep -vc err)"
	if [ "$2" = one ]; then
		check_session "$st" s $(seq 1 $W)
		return
	fi
	w=1
	while [ $w -le $W ]; do
		check_session "$st" s$w $w || return 1
		w=$((w + 1))
	done
	test "$("$TRANSCRIPT" list "$st" | wc -l)" -eq $W || { echo "not $W sessions"; return 1; }
}

# All backends at once: the file system commits their fsyncs together.
for kind in sqlite jsonl dir; do
	for sc in one many; do
		( scenario $kind $sc >"result-$kind-$sc" 2>&1; echo $? >"$TRASH/rc-$kind-$sc" ) &
	done
done
wait

for kind in sqlite jsonl dir; do
	test_expect_success "$kind: $W writers x $N appends to one session, a reader meanwhile" '
		cat result-$kind-one && test "$(cat rc-$kind-one)" = 0
	'
	test_expect_success "$kind: $W writers x $N appends, each to its own session" '
		cat result-$kind-many && test "$(cat rc-$kind-many)" = 0
	'
done

printf '%s\n' '{"role":"user","content":"kept out"}' >item
"$TRANSCRIPT" append jsonl:conv z item

# The lock tests hold a store's lock from another process (flock(1) or the
# sqlite3 shell), which says when it has it: tests/helpers/lock.sh.
. "$TESTS_DIR/../helpers/lock.sh"

if test_need flock; then
	test_expect_success 'file stores: a writer kept out past --busy-timeout exits 6, naming the store' '
		for kind in jsonl dir; do
			st=$(spec $kind one) &&
			"$TRANSCRIPT" dump --format=jsonl "$st" >before &&
			hold_flock "c-$kind-one" || exit 1
			test_expect_code 6 "$TRANSCRIPT" append --busy-timeout=300 "$st" s item 2>err &&
			grep -F "store '\''$st'\''" err && grep -q "locked by another writer" err &&
			test_expect_code 6 "$TRANSCRIPT" compact-replace --busy-timeout=100 "$st" s item &&
			test_expect_code 6 "$TRANSCRIPT" delete --busy-timeout=100 "$st" s &&
			test_expect_code 6 "$TRANSCRIPT" rename --busy-timeout=100 "$st" s t &&
			test_expect_code 6 "$TRANSCRIPT" convert --busy-timeout=100 jsonl:conv "$st"
			rc=$?
			release_lock && test $rc -eq 0 &&
			"$TRANSCRIPT" dump --format=jsonl "$st" >after && test_cmp before after || exit 1
		done
	'

	# The waiting load must still be waiting when the lock is let go (the
	# sleep only gives one that does not wait the time to finish), and then
	# finish with the whole session.
	test_expect_success 'jsonl: readers wait for a writer too, up to --busy-timeout (exit 6)' '
		st=$(spec jsonl one) &&
		"$TRANSCRIPT" load "$st" s >before &&
		hold_flock "c-jsonl-one" || exit 1
		test_expect_code 6 "$TRANSCRIPT" load --busy-timeout=200 "$st" s >/dev/null 2>err &&
		grep -q "locked by another writer" err && {
			"$TRANSCRIPT" load --busy-timeout=120000 "$st" s >during &
			lpid=$!
			sleep 0.3
			kill -0 $lpid && test ! -s during
		}
		rc=$?
		release_lock && test $rc -eq 0 && wait $lpid && test_cmp before during
	'

	# A holder that takes and drops the lock until the readers are done; the
	# readers start once it has had the lock.
	test_expect_success 'jsonl: two threads wait for a writer that comes and goes (check, grep -c, stats)' '
		mkdir two && i=0 &&
		while [ $i -lt 24 ]; do
			cp "$FIXTURES"/jsonl/chat-weather.jsonl two/s$i.jsonl || exit 1
			i=$((i + 1))
		done &&
		for c in check "grep -c weather" stats; do
			"$TRANSCRIPT" $c two >"want-${c%% *}" 2>/dev/null || exit 1
		done &&
		rm -f lock-held lock-release &&
		{ i=0; while [ ! -e lock-release ] && [ $i -lt 10000 ]; do
			flock two sh -c ": >lock-held; sleep 0.03"; i=$((i + 1))
		done & } &&
		lock_pid=$! && wait_for_file lock-held || exit 1
		k=0 && while [ $k -lt 5 ]; do
			for c in check "grep -c weather" stats; do
				TRANSCRIPT_THREADS=1 "$TRANSCRIPT" $c --busy-timeout=5000 \
				    two >got 2>/dev/null && test_cmp "want-${c%% *}" got ||
				    break 2
			done
			k=$((k + 1))
		done
		: >lock-release && wait && test $k -eq 5
	'

	test_expect_success 'dir: readers take no lock and see the committed session' '
		st=$(spec dir one) &&
		"$TRANSCRIPT" load "$st" s >before &&
		hold_flock "c-dir-one" || exit 1
		"$TRANSCRIPT" load --busy-timeout=100 "$st" s >during
		rc=$?
		release_lock && test $rc -eq 0 && test_cmp before during
	'
else
	test_skip 'file stores: a writer kept out past --busy-timeout exits 6, naming the store' "$TEST_NEED"
	test_skip 'jsonl: readers wait for a writer too, up to --busy-timeout (exit 6)' "$TEST_NEED"
	test_skip 'jsonl: two threads wait for a writer that comes and goes (check, grep -c, stats)' "$TEST_NEED"
	test_skip 'dir: readers take no lock and see the committed session' "$TEST_NEED"
fi

if test_need sqlite3; then
	test_expect_success 'sqlite: a writer kept out past --busy-timeout exits 6, naming the store' '
		st=$(spec sqlite one) &&
		"$TRANSCRIPT" dump --format=jsonl "$st" >before &&
		hold_sqlite_lock c-sqlite-one.db || exit 1
		test_expect_code 6 "$TRANSCRIPT" append --busy-timeout=300 "$st" s item 2>err &&
		grep -F "store '\''$st'\''" err &&
		test_expect_code 6 "$TRANSCRIPT" compact-replace --busy-timeout=100 "$st" s item &&
		test_expect_code 6 "$TRANSCRIPT" delete --busy-timeout=100 "$st" s &&
		test_expect_code 6 "$TRANSCRIPT" rename --busy-timeout=100 "$st" s t &&
		"$TRANSCRIPT" load "$st" s >/dev/null
		rc=$?
		release_lock && test $rc -eq 0 &&
		"$TRANSCRIPT" dump --format=jsonl "$st" >after && test_cmp before after
	'
else
	test_skip 'sqlite: a writer kept out past --busy-timeout exits 6, naming the store' "$TEST_NEED"
fi

# convert from a stream whose producer pauses, in the first session (read
# whole before the lock is taken) and in the second, while the first one's
# batch is open (committed when stdin has nothing to read): the
# destination's lock is not held while stdin is idle, so an append
# meanwhile gets in within a short busy timeout, and the copy is whole.  (The stores
# exist: a new SQLite database is filled under another name, see convert.)
test_expect_success 'stream setup: two sessions as records' '
	printf "{\"a\":%d}\n" 1 2 3 | transcript append jsonl:idle-src s1 &&
	printf "{\"b\":%d}\n" 1 2 | transcript append jsonl:idle-src s2 &&
	transcript convert --quiet jsonl:idle-src - >records &&
	test "$(wc -l <records)" -eq 5
'
for kind in sqlite jsonl dir; do
	for at in 1 4; do
		test_expect_success "convert - $kind: stdin idle after record $at, an append gets in" '
			st=$(spec $kind "idle$at") &&
			echo "{\"w\":0}" | "$TRANSCRIPT" append "$st" other || exit 1
			{ head -n $at records; sleep 3; sed "1,${at}d" records; } |
			    "$TRANSCRIPT" convert --quiet - "$st" 2>conv.err &
			conv=$!
			sleep 1.2 &&
			echo "{\"w\":1}" | "$TRANSCRIPT" append \
			    --busy-timeout=500 "$st" other 2>append.err
			rc=$?
			wait $conv
			crc=$?
			test $rc -eq 0 && test $crc -eq 0 ||
			{ cat append.err conv.err; false; } &&
			"$TRANSCRIPT" convert --quiet "$st" - | grep -v "\"other\"" >got &&
			test_cmp records got
		'
	done
done
test_expect_success 'convert - STORE: no place to spool a session is exit 3, nothing written' '
	test_expect_code 3 env TMPDIR="$TRASH/no-such-dir" \
	    "$TRANSCRIPT" convert --quiet - jsonl:nospool <records 2>err &&
	grep -q "^transcript: cannot make a temporary file in .*no-such-dir. to hold a session read from standard input" err &&
	! test -e nospool
'

test_done
