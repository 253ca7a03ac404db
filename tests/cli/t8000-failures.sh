#!/bin/sh
test_description='failure paths: full disk, read-only stores, foreign databases, locks'
. "$(dirname "$0")/lib.sh"

printf '%s\n' '{"role":"user","content":"one"}' '{"role":"assistant","content":"two"}' >items

# Run a command as an unprivileged user when we are root (CI is), so that
# file permissions apply; as a normal user, run it as is.
as_user() {
	if [ -n "${VALGRIND_TRANSCRIPT:-}" ] && [ "$1" = "$TRANSCRIPT" ]; then
		shift	# valgrind needs more than nobody may do
		set -- "$VALGRIND_TRANSCRIPT" "$@"
	fi
	if [ "$(id -u)" -eq 0 ]; then
		setpriv --reuid=65534 --regid=65534 --clear-groups -- "$@"
	else
		"$@"
	fi
}
chmod 755 "$TRASH"

test_expect_success 'setup: one store of each kind' '
	transcript append s.db s items && transcript append jsonl:j s items &&
	transcript append dir:d s items
'

for S in s.db j d; do
	test_expect_success "$S: stdout on a full disk is exit 3" '
		test_expect_code 3 transcript load "$S" s >/dev/full 2>err &&
		grep -q "cannot write to standard output" err &&
		test_expect_code 3 transcript list "$S" >/dev/full &&
		test_expect_code 3 transcript dump "$S" >/dev/full &&
		test_expect_code 3 transcript dump --format=jsonl "$S" >/dev/full
	'

	test_expect_success "$S: a read-only store is exit 3, unchanged" '
		chmod -R a-w "$S" &&
		transcript load "$S" s >before &&
		test_expect_code 3 as_user "$TRANSCRIPT" append "$S" s items 2>err &&
		test_expect_code 3 as_user "$TRANSCRIPT" compact-replace "$S" s items &&
		test_expect_code 3 as_user "$TRANSCRIPT" delete "$S" s &&
		test_expect_code 3 as_user "$TRANSCRIPT" rename "$S" s t &&
		chmod -R u+w "$S" &&
		transcript load "$S" s >after && test_cmp before after &&
		test_cmp items after
	'

	test_expect_success "$S: reading works on a read-only store" '
		chmod -R a-w "$S" &&
		as_user "$TRANSCRIPT" load "$S" s >out &&
		as_user "$TRANSCRIPT" list "$S" >/dev/null;
		rc=$?; chmod -R u+w "$S"; test $rc -eq 0 && test_cmp items out
	'
done

test_expect_success 'a missing store is exit 5 for readers' '
	test_expect_code 5 transcript list nope.db 2>err && grep -q "no such store" err &&
	test_expect_code 5 transcript load jsonl:nope s &&
	test_expect_code 5 transcript dump dir:nope &&
	test_expect_code 5 transcript delete nope.db s &&
	test_expect_code 5 transcript rename nope.db a b &&
	test_expect_code 5 transcript compact-replace nope.db s items &&
	test ! -e nope.db && test ! -e nope
'

test_expect_success 'delete --force on a missing store is fine' '
	transcript delete --force nope.db s && test ! -e nope.db
'

test_expect_success 'a failed first write does not leave an empty store behind' '
	printf "{bad\n" >bad &&
	test_expect_code 4 transcript append new.db s bad &&
	test_expect_code 4 transcript append jsonl:newj s bad &&
	test_expect_code 4 transcript append dir:newd s bad &&
	test ! -e new.db && test ! -e newj && test ! -e newd
'

test_expect_success 'a database without the schema is refused (exit 4), never altered' '
	printf "CREATE TABLE other (x);\n" >other.sql && mkdb other.db other.sql &&
	cp other.db other.orig &&
	test_expect_code 4 transcript list other.db 2>err &&
	grep -q "not a transcript store" err &&
	test_expect_code 4 transcript append other.db s items &&
	cmp other.db other.orig
'

test_expect_success 'a file that is not a database is refused with exit 4' '
	printf "SQLite format 3\000 but garbage after the header, not pages" >junk.db &&
	cp junk.db junk.orig &&
	test_expect_code 4 transcript list sqlite:junk.db &&
	cmp junk.db junk.orig
'

# The lock tests hold a store's lock from another process (the sqlite3
# shell or flock(1)), which says when it has it: tests/helpers/lock.sh.
. "$TESTS_DIR/../helpers/lock.sh"

if test_need sqlite3; then
	test_expect_success 'a locked sqlite store: exit 6 after --busy-timeout, nothing changed' '
		transcript load s.db s >before &&
		hold_sqlite_lock s.db || exit 1
		test_expect_code 6 transcript append --busy-timeout=100 s.db s items 2>err &&
		grep -q "locked" err
		rc=$?
		release_lock && test $rc -eq 0 &&
		transcript load s.db s >after && test_cmp before after
	'
else
	test_skip 'a locked sqlite store: exit 6 after --busy-timeout, nothing changed' "$TEST_NEED"
fi

if test_need flock; then
	test_expect_success 'a locked file store: exit 6 after --busy-timeout, nothing changed' '
		for S in j d; do
			transcript load "$S" s >before &&
			hold_flock "$S" || exit 1
			test_expect_code 6 transcript append --busy-timeout=100 "$S" s items 2>err &&
			grep -q "locked by another writer" err
			rc=$?
			release_lock && test $rc -eq 0 &&
			transcript load "$S" s >after && test_cmp before after || exit 1
		done
	'
else
	test_skip 'a locked file store: exit 6 after --busy-timeout, nothing changed' "$TEST_NEED"
fi

cat >corrupt.sql <<'EOF_SQL'
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq), FOREIGN KEY (session_id) REFERENCES sessions(id));
INSERT INTO sessions VALUES ('s', 1700000000000);
INSERT INTO items VALUES ('s', 0, '{"a":1}');
INSERT INTO items VALUES ('s', 1, '{"a":');
EOF_SQL

test_expect_success 'a corrupt row is reported as store#session@seq (exit 4)' '
	mkdb corrupt.db corrupt.sql &&
	test_expect_code 4 transcript load corrupt.db s >out 2>err &&
	grep -q "^transcript: corrupt.db#s@1: unexpected end of input" err
'

test_expect_success 'a meta.json that is not JSON is named in the error (exit 4)' '
	transcript append dir:dm s items &&
	printf "not json" >dm/s/meta.json &&
	test_expect_code 4 transcript list dm 2>err && grep -q "dm/s/meta.json" err
'

test_expect_success 'a dir store with a missing item file is exit 4' '
	transcript append dir:dmiss s items &&
	rm dmiss/s/00000001.json &&
	test_expect_code 4 transcript load dmiss s 2>err && grep -q "00000001" err
'

test_expect_success 'a jsonl sidecar that is not JSON is named (exit 4)' '
	transcript append jsonl:jm s items &&
	printf "{" >jm/s.meta.json &&
	test_expect_code 4 transcript list jm 2>err && grep -q "jm/s.meta.json" err
'

test_done
