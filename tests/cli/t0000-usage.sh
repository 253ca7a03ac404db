#!/bin/sh
test_description='entry points, help, usage errors and exit status 2'
. "$(dirname "$0")/lib.sh"

commands='append compact-replace convert delete dump help list load rename'

test_expect_success 'no arguments: usage on stderr, exit 2' '
	test_expect_code 2 transcript >out 2>err &&
	test ! -s out && grep -q "^usage: transcript COMMAND" err
'

test_expect_success 'help, -h and --help print the command list on stdout' '
	transcript help >a && transcript -h >b && transcript --help >c &&
	test_cmp a b && test_cmp a c &&
	for c in $commands; do grep -q "^   $c " a || exit 1; done
'

test_expect_success 'help names every store kind with its operand, from the table' '
	transcript help | tr "\n" " " | tr -s " " >kinds &&
	for k in sqlite:PATH openai-agents:PATH langchain:PATH jsonl:PATH \
	    dir:PATH claude-code:DIR codex:DIR gemini-cli:DIR \
	    postgres:CONNINFO; do
		grep -q " $k[,.]" kinds || { echo "no $k" >&2; exit 1; }
	done
'

test_expect_success '--version prints the version' '
	transcript --version >out && grep -Eq "^transcript [0-9]+\.[0-9]+\.[0-9]+$" out
'

test_expect_success 'unknown command: exit 2, message names it' '
	test_expect_code 2 transcript frobnicate 2>err &&
	grep -q "unknown command .frobnicate." err
'

test_expect_success 'every command: -h and --help print its usage, exit 0' '
	for c in $commands; do
		transcript $c -h >out && grep -q "^usage: transcript $c " out &&
		transcript $c --help >out2 && test_cmp out out2 &&
		transcript help $c >out3 && test_cmp out out3 || exit 1
	done
'

test_expect_success 'every command: unknown option is exit 2 with usage' '
	for c in $commands; do
		test_expect_code 2 transcript $c --bogus x y 2>err &&
		grep -q "unknown option .--bogus." err &&
		grep -q "^usage: transcript $c " err || exit 1
	done
'

test_expect_success 'unknown short option is named' '
	test_expect_code 2 transcript load -Z a b 2>err && grep -q "unknown option .-Z." err
'

test_expect_success 'an id that begins with - is no option cluster: exit 2, not -h' '
	id=-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f &&
	for c in load dump stats; do
		test_expect_code 2 transcript $c "$FIXTURES/native/claude-code" \
		    $id >out 2>err &&
		test ! -s out &&
		grep -q "unknown option .$id. (a session id that begins with .-. goes after .--.)" err ||
		exit 1
	done &&
	transcript load "$FIXTURES/native/claude-code" -- $id >out &&
	test -s out &&
	transcript grep -c -iC 2 -- -home "$FIXTURES/native/claude-code" >out &&
	transcript grep -ic -C2 --role user x "$FIXTURES/jsonl" >out &&
	for o in --redact-pattern --redact-pat; do
		transcript load "$o" -x "$FIXTURES/jsonl" chat-weather >out &&
		test -s out || exit 1
	done &&
	test_expect_code 2 transcript grep -C -1 x "$FIXTURES/jsonl"
'

test_expect_success 'missing operands: exit 2' '
	test_expect_code 2 transcript list &&
	test_expect_code 2 transcript load x.db &&
	test_expect_code 2 transcript append x.db &&
	test_expect_code 2 transcript compact-replace x.db &&
	test_expect_code 2 transcript convert x.db &&
	test_expect_code 2 transcript delete x.db &&
	test_expect_code 2 transcript rename x.db a &&
	test_expect_code 2 transcript dump
'

test_expect_success 'too many operands: exit 2' '
	test_expect_code 2 transcript list a b &&
	test_expect_code 2 transcript load a b c &&
	test_expect_code 2 transcript append a b c d &&
	test_expect_code 2 transcript rename a b c d &&
	test_expect_code 2 transcript help a b
'

test_expect_success 'numbers are checked: --expect-seq, --busy-timeout' '
	test_expect_code 2 transcript append --expect-seq=10x s.db s 2>err &&
	grep -q "expect-seq wants a whole number" err &&
	test_expect_code 2 transcript append --expect-seq=-1 s.db s </dev/null &&
	test_expect_code 2 transcript list --busy-timeout=abc s.db &&
	test_expect_code 2 transcript append --expect-seq s.db 2>err &&
	test ! -e s.db
'

test_expect_success '--busy-timeout is checked by every command that opens a store' '
	for c in append check compact-replace convert delete dump list load rename; do
		test_expect_code 2 transcript $c --busy-timeout=-5 a b c 2>err &&
		grep -q "busy-timeout wants a whole number" err || exit 1
	done
'

test_expect_success 'option values are checked: --color, --format, --dedupe' '
	test_expect_code 2 transcript dump --color=sometimes x.db 2>err &&
	grep -q "color wants" err &&
	test_expect_code 2 transcript dump --format=xml x.db &&
	test_expect_code 2 transcript append --dedupe= x.db s </dev/null
'

test_expect_success 'session ids must be non-empty' '
	test_expect_code 2 transcript load x.db "" 2>err && grep -q "must not be empty" err
'

test_expect_success 'session ids must be valid UTF-8' '
	test_expect_code 2 transcript load x.db "$(printf "a\377b")" 2>err &&
	grep -q "not valid UTF-8" err
'

test_expect_success 'a store kind that cannot be told is exit 2' '
	mkdir empty &&
	test_expect_code 2 transcript append empty s </dev/null 2>err &&
	grep -q "prefix" err &&
	test_expect_code 2 transcript append newthing s </dev/null
'

test_expect_success '"-" is a store only for convert' '
	test_expect_code 2 transcript list - 2>err && grep -q "only for convert" err
'

test_expect_success 'rename to the same name is exit 2' '
	test_expect_code 2 transcript rename x.db a a
'

test_done
