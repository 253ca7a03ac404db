#!/bin/sh
test_description='repair --apply: a session changed since the plan is refused (exit 6), an existing backup is kept'
. "$(dirname "$0")/lib.sh"

# TRANSCRIPT_TEST_REPAIR_HOOK=CMD (src/fsutil.h) runs CMD once repair has
# read the session and made its plan, before --apply reads it again to
# rewrite it: the race of another writer, made deterministic.  Two guards
# stand there: the item count the plan was made from (checked under the
# write lock, before anything is written: an append or a compaction that
# changes the count) and the digest of the items read (checked as the
# rewrite reads them: a change that keeps the count).  Each case below
# gets past the first guard only when it means to reach the second.

F=$FIXTURES/check/chat/dangling-call.jsonl
GOLD=$FIXTURES/repair/chat/dangling-call.jsonl

# The same six items with one changed: a compaction that keeps the count.
sed "s/right now/just now/" "$F" >changed.jsonl
echo '{"role":"assistant","content":"One more thing."}' >extra.jsonl
cat "$F" extra.jsonl >appended.jsonl
test_expect_success 'setup: the changed session differs, and keeps the count' '
	! cmp -s changed.jsonl "$F" &&
	test $(wc -l <changed.jsonl) -eq $(wc -l <"$F")
'

# STORE KIND: a store of that kind holding session dc, the fixture.
mkstore() {
	rm -rf st st.db ran &&
	case $2 in
	jsonl) mkdir st && cp "$F" st/dc.jsonl ;;
	sqlite) transcript compact-replace --create st.db dc "$F" ;;
	dir) transcript compact-replace --create dir:st dc "$F" ;;
	esac
}

# repair_with HOOK STORE: repair --apply STORE with HOOK run between plan
# and apply (it must run: it touches ran); the exit code in $rc.
repair_with() {
	TRANSCRIPT_TEST_REPAIR_HOOK="touch ran && $1" \
	    "$TRANSCRIPT" repair --apply --no-backup "$2" >out 2>err
	rc=$?
	test -f ran || { echo "the hook did not run" >&2; return 1; }
	! grep -q "TRANSCRIPT_TEST_REPAIR_HOOK" err
}

for kind in jsonl sqlite dir; do
	case $kind in
	jsonl) S=st ;;
	sqlite) S=st.db ;;
	dir) S=dir:st ;;
	esac
	test_expect_success "$kind: a hook that changes nothing: repaired as planned" '
		mkstore "$S" $kind &&
		repair_with true "$S" && test $rc -eq 0 &&
		grep -q "^dc: seq 3: insert before: .*\[dangling-call " out &&
		transcript load "$S" dc >got && test_cmp "$GOLD" got &&
		transcript check --quiet "$S"
	'

	test_expect_success "$kind: an append between plan and apply: exit 6, nothing written" '
		mkstore "$S" $kind &&
		repair_with "\"\$TRANSCRIPT\" append $S dc extra.jsonl" "$S" &&
		test $rc -eq 6 &&
		grep -q "^transcript: session .dc. holds 7 items, not 6 (--expect-seq): it changed; nothing written$" err &&
		grep -q "^repair: 1 session, 1 action, 0 not repaired, 0 sessions rewritten$" err &&
		transcript load "$S" dc >got && test_cmp appended.jsonl got &&
		if test $kind = jsonl; then test_cmp appended.jsonl st/dc.jsonl; fi
	'

	test_expect_success "$kind: the same count, other items, between plan and apply: exit 6, nothing written" '
		mkstore "$S" $kind &&
		repair_with "\"\$TRANSCRIPT\" compact-replace $S dc changed.jsonl" "$S" &&
		test $rc -eq 6 &&
		grep -q "^transcript: session .dc. changed since it was read: nothing written$" err &&
		grep -q "^repair: 1 session, 1 action, 0 not repaired, 0 sessions rewritten$" err &&
		transcript load "$S" dc >got && test_cmp changed.jsonl got &&
		if test $kind = jsonl; then test_cmp changed.jsonl st/dc.jsonl; fi
	'
done

# One open of an SQLite file per process, the rewrite read on a second
# connection of it (store.h store_open_apart()): a second open would drop
# repair's locks, and the append, closing the store as its last
# connection, would checkpoint and delete the -wal repair then writes on
# (the hook fails if it is gone).
test_expect_success 'sqlite, WAL: another session appended between plan and apply: repaired, and there' '
	rm -rf wal.db* cj && mkdir cj && cp "$F" cj/dc.jsonl &&
	transcript convert -q cj sqlite:wal.db && test "$(dbq wal.db "PRAGMA journal_mode")" = wal &&
	echo "{\"role\":\"user\",\"content\":\"x\"}" >x.jsonl &&
	repair_with "\"\$TRANSCRIPT\" append wal.db other x.jsonl && test -f wal.db-wal" wal.db &&
	test $rc -eq 0 &&
	grep -q "^repair: 1 session, 1 action, 0 not repaired, 1 session rewritten$" err &&
	transcript load wal.db dc >got && test_cmp "$GOLD" got &&
	transcript load wal.db other >got && test_cmp x.jsonl got &&
	transcript check --quiet wal.db
'

# A raw edit by a program that takes no lock, of the same length: only the
# digest can see it (jsonl: the file is rewritten in place, same size).
test_expect_success 'jsonl: an in-place edit of the same size: exit 6, the edit kept' '
	mkstore st jsonl &&
	sed "s/tomorrow/tomorrOw/" "$F" >edited.jsonl && ! cmp -s edited.jsonl "$F" &&
	test $(wc -c <edited.jsonl) -eq $(wc -c <"$F") &&
	repair_with "cat edited.jsonl >st/dc.jsonl" st && test $rc -eq 6 &&
	grep -q "changed since it was read: nothing written$" err &&
	test_cmp edited.jsonl st/dc.jsonl
'

test_expect_success 'a dry run prints the plan, is exit 1, and writes nothing' '
	mkstore st jsonl &&
	test_expect_code 1 transcript repair st >out 2>err &&
	grep -q "^dc: seq 3: insert before: .*\[dangling-call " out &&
	grep -q "^repair: 1 session, 1 action planned, 0 not repaired$" err &&
	test_cmp "$F" st/dc.jsonl
'

# The backup is the other guard of --apply: never written over.
test_expect_success 'a torn line moved aside, then the guard refuses: its early backup goes, a retry makes it' '
	rm -rf tb ran && mkdir tb && tail -c 51 "$FIXTURES/check/chat/torn-line.jsonl" >torn &&
	cat "$F" torn >tb/dc.jsonl &&
	TRANSCRIPT_TEST_REPAIR_HOOK="touch ran && cat appended.jsonl torn >tb/dc.jsonl" \
	    "$TRANSCRIPT" repair --apply --backup=bk-tb tb >out 2>err; rc=$? &&
	test -f ran && test $rc -eq 6 && ! test -e bk-tb &&
	transcript repair --apply --backup=bk-tb tb >out 2>err &&
	test -e bk-tb && transcript check --quiet tb
'

test_expect_success 'an existing backup file is not overwritten: exit 2, nothing written' '
	mkstore st jsonl &&
	echo keep >kept.jsonl &&
	test_expect_code 2 transcript repair --apply --backup=kept.jsonl st 2>err &&
	grep -q "^transcript: backup .kept.jsonl. exists; not overwritten$" err &&
	echo keep | test_cmp - kept.jsonl &&
	test_cmp "$F" st/dc.jsonl
'

test_done
