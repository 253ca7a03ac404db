#!/bin/sh
test_description='closed standard input, output or error: no store, database or socket takes their place'
. "$(dirname "$0")/lib.sh"

J=$FIXTURES/jsonl

test_expect_success 'a closed stdout is a write error (exit 3), as a full disk is' '
	test_expect_code 3 transcript list "$J" >&- 2>err &&
	grep -q "cannot write to standard output" err &&
	test_expect_code 3 transcript load "$J" chat-weather >&- 2>err &&
	grep -q "cannot write to standard output" err
'

test_expect_success 'a closed stdin is a read error (exit 3), not an empty input' '
	transcript convert --quiet "$J" sqlite:s.db &&
	test_expect_code 3 transcript append s.db new - <&- 2>err &&
	test_expect_code 5 transcript load s.db new
'

# valgrind itself cannot start with its stderr closed (exit 127): under make
# valgrind-check this test runs the binary bare, as make check does.
test_expect_success 'a closed stderr: the messages go nowhere, never into the store' '
	[ -z "${VALGRIND_TRANSCRIPT:-}" ] || TRANSCRIPT=$VALGRIND_TRANSCRIPT
	mkdir src &&
	cp "$J"/chat-weather.jsonl "$J"/anthropic-weather.jsonl src/ &&
	printf "{\"role\":\"user\",\"content\":\"torn" >>src/chat-weather.jsonl &&
	transcript convert --quiet jsonl:src jsonl:want 2>/dev/null &&
	transcript convert --quiet jsonl:src jsonl:got 2>&- &&
	diff -r want got &&
	transcript convert --quiet jsonl:src dir:wantd 2>/dev/null &&
	transcript convert --quiet jsonl:src dir:gotd 2>&- &&
	diff -r wantd gotd &&
	transcript convert --quiet jsonl:src sqlite:got.db 2>&- &&
	transcript check got.db 2>err && grep -q "2 sessions, 18 items, 0 errors" err
'

. "$TOP/tests/helpers/pg.sh"
if pg_start; then
	pg_db fds || exit 1
	test_expect_success 'postgres: with stdout closed, libpq'"'"'s socket does not take it' '
		i=0 && while [ $i -lt 200 ]; do
			cat "$J"/chat-weather.jsonl || exit 1
			i=$((i + 1))
		done >big.jsonl &&
		transcript append postgres:dbname=fds s1 big.jsonl &&
		# more than stdio buffers: written while connected, it went
		# into the socket ("invalid frontend message type 123")
		test_expect_code 3 transcript load postgres:dbname=fds s1 >&- 2>err &&
		grep -q "cannot write to standard output: Bad file descriptor" err &&
		! grep -q "server\|frontend" err &&
		transcript load postgres:dbname=fds s1 >out &&
		test_cmp big.jsonl out
	'
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: with stdout closed, libpq'"'"'s socket does not take it' "$PG_SKIP"
fi

test_done
