#!/bin/sh
test_description='writes: --expect-seq, compaction, seq numbers, rename, locks, links, and fsync before rename'
. "$(dirname "$0")/lib.sh"

# Quick and deterministic, for `make mutate` (tests/mutate/mutants) as much
# as for make check: each test guards a line whose mutation the slower
# suites (t2000, t2300, t6000, t6100) would catch only in minutes or by
# chance.  Locks are held by flock(1) around the command that must find
# them held (flock LOCK CMD runs CMD while it holds LOCK): no background
# holder, no sleep.

printf '%s\n' '{"role":"user","content":"a"}' '{"role":"assistant","content":"b"}' >two.jsonl
printf '%s\n' '{"role":"user","content":"c"}' '{"role":"assistant","content":"d"}' >more.jsonl
printf '%s\n' '{"role":"user","content":"summary"}' >one.jsonl
cat two.jsonl more.jsonl >four.jsonl
cat four.jsonl one.jsonl >five.jsonl
# A session of an older created_at, as convert records.
echo '{"session":"other","created_at":1600000000000,"seq":0,"item":{"role":"user","content":"old"}}' >other.rec

for kind in jsonl dir sqlite; do
	case $kind in
	jsonl) S=jsonl:st-jsonl ;;
	dir) S=dir:st-dir ;;
	sqlite) S=sqlite:st.db ;;
	esac

	test_expect_success "$kind: appends number the items on, with no seq gap" '
		transcript append $S s two.jsonl && transcript append $S s more.jsonl &&
		transcript load $S s >got && test_cmp four.jsonl got &&
		test "$(transcript list $S | cut -f 1,2)" = "$(printf "s\t4")" &&
		transcript check $S >out 2>err && test ! -s out &&
		grep -q "^check: 1 session, 4 items, 0 errors, 0 warnings$" err
	'

	test_expect_success "$kind: append --expect-seq: a stale count is exit 6, nothing written" '
		test_expect_code 6 transcript append --expect-seq=3 $S s one.jsonl 2>err &&
		grep -q "^transcript: session .s. holds 4 items, not 3 (--expect-seq): it changed; nothing written$" err &&
		transcript load $S s >got && test_cmp four.jsonl got &&
		transcript append --expect-seq=4 $S s one.jsonl &&
		transcript load $S s >got && test_cmp five.jsonl got
	'

	test_expect_success "$kind: compact-replace --expect-seq: a stale count is exit 6, nothing written" '
		test_expect_code 6 transcript compact-replace --expect-seq=4 $S s one.jsonl 2>err &&
		grep -q "holds 5 items, not 4 (--expect-seq): it changed; nothing written$" err &&
		transcript load $S s >got && test_cmp five.jsonl got
	'

	test_expect_success "$kind: compact-replace swaps the transcript, from seq 0, the old one in --backup" '
		transcript compact-replace --expect-seq=5 --backup=bk-$kind $S s two.jsonl &&
		test_cmp five.jsonl bk-$kind &&
		transcript load $S s >got && test_cmp two.jsonl got &&
		transcript check --quiet $S &&
		transcript append $S s more.jsonl &&
		transcript load $S s >got && test_cmp four.jsonl got &&
		transcript check --quiet $S
	'

	test_expect_success "$kind: compact-replace of a missing session is exit 5 unless --create" '
		test_expect_code 5 transcript compact-replace $S new one.jsonl 2>err &&
		grep -q "no session .new." err &&
		test_expect_code 5 transcript load $S new &&
		transcript compact-replace --create --backup=bk-new-$kind $S new one.jsonl &&
		test ! -e bk-new-$kind &&
		transcript load $S new >got && test_cmp one.jsonl got
	'

	test_expect_success "$kind: compact-replace into a missing store is exit 5, creates nothing" '
		test_expect_code 5 transcript compact-replace $kind:none-$kind s one.jsonl 2>err &&
		grep -q "^transcript: no such store .none-$kind.$" err &&
		test ! -e none-$kind
	'

	test_expect_success "$kind: rename onto an existing session is exit 6, both as they were" '
		transcript convert --quiet - $S <other.rec &&
		transcript list $S >before && transcript load $S s >s.before &&
		test_expect_code 6 transcript rename $S s other 2>err &&
		grep -q "session .other. already exists" err &&
		transcript list $S >after && test_cmp before after &&
		transcript load $S s >got && test_cmp s.before got &&
		test "$(transcript load $S other)" = "{\"role\":\"user\",\"content\":\"old\"}"
	'
done

# --- locks (the file stores: flock(2) on the store directory) -------------

if test_need flock timeout; then
	for kind in jsonl dir; do
		S=$kind:st-$kind
		test_expect_success "$kind: a writer finds the store locked: exit 6 after --busy-timeout, nothing written" '
			transcript load $S s >before &&
			test_expect_code 6 flock st-$kind timeout 5 \
			    "$TRANSCRIPT" append --busy-timeout=100 $S s one.jsonl 2>err &&
			grep -q "^transcript: store .* is locked by another writer (waited 100 ms)$" err &&
			transcript load $S s >got && test_cmp before got
		'
		test_expect_success "$kind: a shared lock keeps a writer out too" '
			transcript load $S s >before &&
			test_expect_code 6 flock -s st-$kind timeout 5 \
			    "$TRANSCRIPT" append --busy-timeout=100 $S s one.jsonl 2>err &&
			grep -q "locked by another writer" err &&
			transcript load $S s >got && test_cmp before got
		'
		test_expect_success "$kind: readers share the lock: load under a shared lock" '
			flock -s st-$kind timeout 5 "$TRANSCRIPT" load --busy-timeout=100 $S s >got &&
			transcript load $S s >want && test_cmp want got
		'
	done
	test_expect_success 'jsonl: a reader waits for a writer: exit 6 after --busy-timeout' '
		test_expect_code 6 flock st-jsonl timeout 5 \
		    "$TRANSCRIPT" load --busy-timeout=100 jsonl:st-jsonl s >out 2>err &&
		grep -q "locked by another writer" err && test ! -s out
	'
else
	test_skip 'locks: a writer, a shared lock, readers, a waiting reader' "$TEST_NEED"
fi

# --- links inside a store are refused, never followed -------------------

test_expect_success 'jsonl: a session file that is a link, to a file or to nothing: exit 4, the target untouched' '
	mkdir outside && cp two.jsonl outside/t.jsonl &&
	transcript append jsonl:lj real two.jsonl &&
	ln -s ../outside/t.jsonl lj/ln.jsonl && ln -s ../outside/none.jsonl lj/dang.jsonl &&
	for s in ln dang; do
		test_expect_code 4 transcript load lj $s >out.$s 2>err &&
		grep -q "^transcript: .lj/$s.jsonl. is a symbolic link; transcript does not follow links inside a store$" err &&
		test ! -s out.$s &&
		test_expect_code 4 transcript append lj $s one.jsonl 2>err &&
		grep -q "is a symbolic link" err || return 1
	done &&
	test_cmp two.jsonl outside/t.jsonl && test ! -e outside/none.jsonl &&
	transcript list lj >list 2>err && test "$(cut -f 1 list)" = real &&
	grep -q "skipping session .dang." err && grep -q "skipping session .ln." err &&
	test_expect_code 1 transcript check lj >out 2>err &&
	grep -q "^lj/dang.jsonl: error: .lj/dang.jsonl. is a symbolic link; .* \[unsafe-file\]$" out &&
	grep -q "^lj/ln.jsonl: error: .lj/ln.jsonl. is a symbolic link; .* \[unsafe-file\]$" out &&
	grep -q "^check: 3 sessions, 2 items, 2 errors, 0 warnings$" err
'

test_expect_success 'dir: a session directory that is a link is listed as unsafe, never read' '
	transcript append dir:ld real two.jsonl &&
	mkdir outd && cp -R ld/real outd/x &&
	ln -s ../outd/x ld/lnk &&
	transcript list ld >list 2>err && test "$(cut -f 1 list)" = real &&
	grep -q "skipping session .lnk.: .ld/lnk. is a symbolic link" err &&
	test_expect_code 4 transcript load ld lnk 2>err &&
	grep -q "is a symbolic link" err &&
	test_expect_code 4 transcript append ld lnk one.jsonl 2>err &&
	transcript load dir:outd x >got && test_cmp two.jsonl got &&
	test_expect_code 1 transcript check ld >out 2>err &&
	grep -q "^ld/lnk: error: .ld/lnk. is a symbolic link; .* \[unsafe-file\]$" out &&
	grep -q "^check: 2 sessions, 2 items, 1 error, 0 warnings$" err
'

# --- a file is fsynced before it is renamed into place, its directory after

# fsync_order STEPS: every rename in the steps log (TRANSCRIPT_TEST_STEPS,
# src/fsutil.h) comes after an fsync of all that was written, and is
# followed by an fsync of the directory.
fsync_order() {
	awk '{ s = $2 }
	    prev == "rename" && s != "fsync-dir" { bad = "no directory fsync after rename (step " $1 ")" }
	    s == "write" { dirty = 1 }
	    s == "fsync" { dirty = 0; synced = 1 }
	    s == "rename" { n++; if (dirty || !synced) bad = "rename of an unsynced file (step " $1 ")" }
	    { prev = s }
	    END {
		if (prev == "rename") bad = "no directory fsync after the last rename"
		if (n == 0) bad = "no rename"
		if (bad != "") { print bad; exit 1 }
	    }' "$1"
}

test_expect_success 'jsonl: compact-replace fsyncs the new file, renames it, fsyncs the directory' '
	TRANSCRIPT_TEST_STEPS=$PWD/steps.jr transcript compact-replace jsonl:st-jsonl s two.jsonl &&
	fsync_order steps.jr
'

test_expect_success 'dir: an append fsyncs its commit record before the rename, the directory after' '
	TRANSCRIPT_TEST_STEPS=$PWD/steps.da transcript append dir:st-dir s one.jsonl &&
	fsync_order steps.da
'

test_expect_success 'dir: compact-replace fsyncs the new session before the swap' '
	TRANSCRIPT_TEST_STEPS=$PWD/steps.dr transcript compact-replace dir:st-dir s two.jsonl &&
	fsync_order steps.dr
'

test_done
