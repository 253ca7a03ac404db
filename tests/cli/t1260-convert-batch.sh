#!/bin/sh
test_description='convert in batches: group commit, kills between batches, new databases'
# convert hands the destination batches of sessions (store.h); the fault
# points (TRANSCRIPT_TEST_STEPS, TRANSCRIPT_TEST_CRASH_AT) count the syncs
# and commits and kill it between batches; TRANSCRIPT_TEST_BATCH sets the
# sessions per batch (and nothing else ends one).
. "$(dirname "$0")/lib.sh"

printf '%s\n' '{"role":"user","content":"a"}' '{"role":"assistant","content":"b"}' >i1
printf '%s\n' '{"role":"user","content":"c"}' >i2

# steps FILE WHAT: how many steps WHAT the log FILE holds (the log is
# appended to: remove it first)
steps() {
	grep -c " $2\$" "$1"
}

# nth FILE WHAT N: the number of the Nth step WHAT in FILE
nth() {
	grep " $2\$" "$1" | sed -n "$3p" | cut -d' ' -f1
}

spec() {
	case $1 in
	sqlite) echo "sqlite:$2.db" ;;
	*) echo "$1:$2" ;;
	esac
}

test_expect_success 'setup: twelve sessions' '
	for i in 01 02 03 04 05 06 07 08 09 10 11 12; do
		transcript append src.db s$i i1 || return 1
	done &&
	transcript list src.db >src.list && transcript dump --format=jsonl src.db >src.rec
'

for kind in jsonl dir; do
	test_expect_success "$kind: one syncfs for the batch, no fsync per file" '
		rm -f st && TRANSCRIPT_TEST_STEPS=st transcript convert --quiet src.db $kind:one &&
		test "$(steps st syncfs)" = 1 && test "$(steps st fsync)" = 0 &&
		test "$(steps st fsync-dir)" -le 2 &&
		transcript list $kind:one >out && test_cmp src.list out &&
		transcript convert src.db $kind:one 2>err &&
		grep -q "^convert: 0 sessions converted, 12 skipped" err
	'

	test_expect_success "$kind: batches of 5: three syncs" '
		rm -f st && TRANSCRIPT_TEST_BATCH=5 TRANSCRIPT_TEST_STEPS=st \
		    transcript convert --quiet src.db $kind:five &&
		test "$(steps st syncfs)" = 3 &&
		transcript list $kind:five >out && test_cmp src.list out
	'
done

for kind in jsonl dir sqlite; do
	test_expect_success "$kind: a kill in the second batch keeps the first; a rerun copies the rest" '
		st=$(spec $kind kill) && transcript append "$st" s01 i2 &&
		transcript append "$(spec $kind ref)" s01 i2 &&
		TRANSCRIPT_TEST_BATCH=5 TRANSCRIPT_TEST_STEPS=st-$kind \
		    transcript convert --quiet --overwrite src.db "$(spec $kind ref)" &&
		case $kind in sqlite) what=sqlite-commit ;; *) what=syncfs ;; esac &&
		n=$(nth st-$kind $what 2) && test -n "$n" &&
		TRANSCRIPT_TEST_BATCH=5 TRANSCRIPT_TEST_CRASH_AT=$n \
		    test_expect_code 137 transcript convert --quiet --overwrite src.db "$st" &&
		transcript list "$st" | cut -f1 >ids &&
		printf "s%s\n" 01 02 03 04 05 >want && test_cmp want ids &&
		transcript convert --overwrite src.db "$st" 2>err &&
		grep -q "^convert: 7 sessions converted, 5 skipped" err &&
		transcript list "$st" >out && test_cmp src.list out
	'
done

test_expect_success 'sqlite: a new database is filled out of sight, then linked in WAL mode' '
	rm -f st && TRANSCRIPT_TEST_STEPS=st transcript convert --quiet src.db new.db &&
	test "$(steps st sqlite-sync)" = 0 && test "$(steps st fsync)" = 1 &&
	test "$(steps st link)" = 1 && test "$(dbq new.db "PRAGMA journal_mode")" = wal &&
	test "$(dbq new.db "PRAGMA page_size")" = 8192 &&
	transcript list new.db >out && test_cmp src.list out &&
	ls -a >files && ! grep -q "^\.tmp-" files &&
	n=$(nth st link 1) && mkdir k && cd k &&
	TRANSCRIPT_TEST_CRASH_AT=$n test_expect_code 137 \
	    transcript convert --quiet ../src.db new.db &&
	test ! -e new.db && ls -a | grep -q "^\.tmp-" &&
	transcript convert ../src.db new.db 2>err &&
	grep -q "^convert: 12 sessions converted, 0 skipped" err
'

test_expect_success 'sqlite: nothing to convert makes no database' '
	transcript convert src.db new-none.db nosuch 2>err;
	test $? = 5 && test ! -e new-none.db && ls -a >files && ! grep -q "^\.tmp-" files
'

test_expect_success 'sqlite: into an existing database, one commit per batch' '
	transcript append old.db s01 i1 && rm -f st &&
	TRANSCRIPT_TEST_BATCH=5 TRANSCRIPT_TEST_STEPS=st transcript convert src.db old.db 2>err &&
	grep -q "^convert: 11 sessions converted, 1 skipped" err &&
	test "$(steps st sqlite-commit)" = 3 &&
	transcript list old.db | cut -f1,2 >out && cut -f1,2 src.list >want &&
	test_cmp want out && test "$(dbq old.db "PRAGMA page_size")" = 8192
'

test_expect_success 'sqlite: a new database takes batches of 512 KiB, an existing one of 64 MiB' '
	{ printf "{\"t\":\"" && head -c 200000 /dev/zero | tr "\000" x &&
	    printf "\"}\n"; } >big &&
	for i in 1 2 3 4 5 6; do transcript append big.db b$i big || return 1; done &&
	rm -f st && TRANSCRIPT_TEST_STEPS=st transcript convert --quiet big.db big-new.db &&
	test "$(steps st sqlite-commit)" = 2 && test "$(steps st link)" = 1 &&
	transcript append big-old.db b0 i1 && rm -f st &&
	TRANSCRIPT_TEST_STEPS=st transcript convert --quiet big.db big-old.db &&
	test "$(steps st sqlite-commit)" = 1 &&
	transcript convert big-new.db big-old.db 2>err &&
	grep -q "^convert: 0 sessions converted, 6 skipped" err
'

# A session named twice: its second copy must see the first, which the
# open batch does not show yet.
for kind in jsonl dir sqlite; do
	test_expect_success "$kind: a session named twice is copied once" '
		transcript convert src.db "$(spec $kind twice)" s03 s01 s03 2>err &&
		grep -q "^convert: 2 sessions converted, 1 skipped" err &&
		transcript load "$(spec $kind twice)" s03 >out && test_cmp i1 out
	'

	test_expect_success "$kind: a session named again, its first copy in an earlier batch" '
		for t in 0 1; do
			TRANSCRIPT_THREADS=$t TRANSCRIPT_TEST_BATCH=1 transcript convert \
			    --overwrite src.db "$(spec $kind again$t)" s03 s01 s03 s02 s03 2>err &&
			grep -q "^convert: 3 sessions converted, 2 skipped" err &&
			transcript load "$(spec $kind again$t)" s03 >out && test_cmp i1 out ||
			return 1
		done
	'
done

# A session that fails midway is undone alone; the others of its batch are
# committed.
test_expect_success 'setup: a source whose fourth session has a bad line' '
	transcript convert --quiet src.db jsonl:bad &&
	printf "%s\n" "{\"role\":\"user\",\"content\":\"x\"}" "not json" >>bad/s04.jsonl
'
for kind in jsonl dir sqlite; do
	test_expect_success "$kind: a bad session in a batch is undone alone (exit 4)" '
		st=$(spec $kind part) && transcript append "$st" s04 i2 &&
		test_expect_code 4 transcript convert --overwrite jsonl:bad "$st" 2>err &&
		grep -q "^convert: 11 sessions converted" err &&
		transcript list "$st" | cut -f1,2 >out &&
		grep -v "^s04" src.list | cut -f1,2 >want &&
		printf "s04\t1\n" >>want && sort want >want.sorted &&
		test_cmp want.sorted out
	'
done

# Temp files are noted so that a signal can take them (fsutil.h): each is
# forgotten once renamed into place or removed, whatever the outcome, so
# the notes stay as small as a batch.
for kind in jsonl dir sqlite; do
	test_expect_success "$kind: every temp file noted is forgotten by the end" '
		st=$(spec $kind temps) &&
		TRANSCRIPT_TEST_TEMPS=1 TRANSCRIPT_TEST_BATCH=5 \
		    transcript convert --quiet src.db "$st" 2>err &&
		TRANSCRIPT_TEST_TEMPS=1 transcript convert --quiet --overwrite \
		    jsonl:five "$st" 2>>err &&
		TRANSCRIPT_TEST_TEMPS=1 transcript compact-replace "$st" s01 i2 2>>err &&
		TRANSCRIPT_TEST_TEMPS=1 transcript append "$st" s02 i2 2>>err &&
		(export TRANSCRIPT_TEST_TEMPS=1 &&
		    test_expect_code 4 transcript convert --overwrite jsonl:bad \
		    "$st" 2>>err) &&
		grep "^temps noted" err >notes &&
		printf "temps noted at exit: 0\n" >zero &&
		cat zero zero zero zero zero >want && test_cmp want notes
	'
done

test_done
