# lib.sh - a small sharness-style TAP harness for the CLI tests.
#
#	test_description='what this file tests'
#	. "${0%/*}/lib.sh"
#	test_expect_success 'name' 'commands'
#	test_done
#
# Each file runs in a fresh $TRASH directory (removed when all passed), with
# LC_ALL=C and TZ=UTC.  $TRANSCRIPT is the binary under test (make check
# sets it; default ../../build/transcript), $TBUILD the build directory,
# $FIXTURES the fixtures.  `transcript` in a test runs $TRANSCRIPT.
#
# Skips are loud.  A test that cannot run here says so with test_skip (or
# test_skip_all for a whole file) and a reason; the reason goes to
# $TRANSCRIPT_SKIP_LOG, which `make check` sums up after prove ("N tests
# skipped: no python3 (14), ...").  With TRANSCRIPT_TEST_REQUIRE=all (CI
# sets it) every skip is a failure instead: CI runs every test.  Reasons are
# short and shared, so that they add up: "no PROGRAM" for a missing program
# (test_need says it), $PG_SKIP for PostgreSQL.

LC_ALL=C
TZ=UTC
export LC_ALL TZ
unset NO_COLOR COLUMNS

TESTS_DIR=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$TESTS_DIR/../.." && pwd)
FIXTURES=$TOP/fixtures
: "${TBUILD:=$TOP/build}"
: "${TRANSCRIPT:=$TBUILD/transcript}"
MKDB=$TBUILD/tests/mkdb
export FIXTURES TBUILD TRANSCRIPT
# the price table of the tree under test, whichever build runs (stats)
TRANSCRIPT_DATA_DIR=$TOP/data
export TRANSCRIPT_DATA_DIR

TRASH=$(mktemp -d "${TMPDIR:-/tmp}/transcript-test.XXXXXX") || exit 1
cd "$TRASH" || exit 1

test_count=0
test_failed=0

transcript() {
	"$TRANSCRIPT" "$@"
}

# test_expect_success NAME SCRIPT: SCRIPT (run with eval, in a subshell-free
# context so it may set variables) must exit 0.
test_expect_success() {
	test_count=$((test_count + 1))
	if (eval "$2") >"$TRASH/.out" 2>&1; then
		echo "ok $test_count - $1"
	else
		test_failed=$((test_failed + 1))
		echo "not ok $test_count - $1"
		sed 's/^/#    /' "$TRASH/.out"
		printf '#    script:%s\n' "$(printf '%s' "$2" | sed 's/^/#    /')"
		# TRANSCRIPT_TEST_BAIL (make mutate): the first failure decides;
		# the file's EXIT trap still stops its servers.
		if [ -n "${TRANSCRIPT_TEST_BAIL:-}" ]; then
			echo "Bail out! $1"
			exit 1
		fi
	fi
}

# skip_note REASON: add REASON to the log that `make check` sums up.
skip_note() {
	[ -n "${TRANSCRIPT_SKIP_LOG:-}" ] &&
	    printf '%s\t%s\n' "${0##*/}" "$1" >>"$TRANSCRIPT_SKIP_LOG"
	return 0
}

# test_expect_with "PROGRAM..." NAME SCRIPT: test_expect_success where every
# PROGRAM is on PATH, else test_skip with the first one missing.
test_expect_with() {
	# shellcheck disable=SC2086
	if test_need $1; then
		test_expect_success "$2" "$3"
	else
		test_skip "$2" "$TEST_NEED"
	fi
}

# wait_for SCRIPT [SECONDS]: poll (every 50 ms) until SCRIPT is true, for
# SECONDS (60) at most; false, saying so, when it never is.
wait_for() {
	wf=0
	until eval "$1"; do
		wf=$((wf + 1))
		[ $wf -lt $((${2:-60} * 20)) ] ||
		    { echo "${2:-60} s and still not: $1" >&2; return 1; }
		sleep 0.05
	done
}

# test_skip NAME REASON: NAME cannot run here, for REASON; a failure under
# TRANSCRIPT_TEST_REQUIRE=all.
test_skip() {
	test_count=$((test_count + 1))
	if [ "${TRANSCRIPT_TEST_REQUIRE:-}" = all ]; then
		test_failed=$((test_failed + 1))
		echo "not ok $test_count - $1 (TRANSCRIPT_TEST_REQUIRE=all, but skipped: $2)"
		return 0
	fi
	echo "ok $test_count - $1 # SKIP $2"
	skip_note "$2"
}

# test_skip_all REASON: the whole file cannot run here; it ends the file.
test_skip_all() {
	if [ "${TRANSCRIPT_TEST_REQUIRE:-}" = all ]; then
		echo "1..1"
		echo "not ok 1 - ${0##*/} (TRANSCRIPT_TEST_REQUIRE=all, but skipped: $1)"
		exit 1
	fi
	echo "1..0 # SKIP $1"
	skip_note "$1 (a whole file)"
	cd / && rm -rf "$TRASH"
	exit 0
}

# test_need PROGRAM...: true when every PROGRAM is on PATH; else false, with
# TEST_NEED set to the reason ("no PROGRAM") for test_skip.
test_need() {
	for p in "$@"; do
		command -v "$p" >/dev/null 2>&1 || { TEST_NEED="no $p"; return 1; }
	done
	TEST_NEED=
	return 0
}

# test_expect_code CODE COMMAND...: COMMAND must exit with CODE.
test_expect_code() {
	want=$1
	shift
	"$@"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "expected exit $want, got $got: $*" >&2
		return 1
	fi
	return 0
}

# stand_in SERVER: start the stand-in API server tests/agents/SERVER (a
# fake_server.py) for the whole file, recording into rec/: SERVER is its
# pid, and the trap stops it (and $CLIENT, a client the file runs) however
# the file ends; it also stops by itself when this shell is gone (killed
# -9) or after 30 minutes.  Waits up to 10 s for its port file, port.
stand_in() {
	mkdir rec
	python3 "$TOP/tests/agents/$1" --port-file port --record-dir rec \
	    --lifetime 1800 --watch-pid $$ 2>server.err &
	SERVER=$!
	CLIENT=
	trap 'kill $SERVER $CLIENT 2>/dev/null' EXIT
	trap 'exit 1' INT TERM HUP
	_i=0
	while ! [ -s port ] && [ $_i -lt 100 ] && kill -0 $SERVER 2>/dev/null; do
		sleep 0.1
		_i=$((_i + 1))
	done
}

# claude_client: the real Claude Code client of tests/agents as $CLAUDE
# (the native binary postinstall put in place, else the package's own
# launcher of the platform package's binary), its version said; without
# it, the file is skipped.
claude_client() {
	[ -d "$AGENTS/node_modules/@anthropic-ai/claude-code" ] ||
	    test_skip_all "no Claude Code client (npm ci --prefix tests/agents)"
	if "$AGENTS/node_modules/.bin/claude" --version >version 2>&1; then
		ln -s "$AGENTS/node_modules/.bin/claude" claude
	else
		printf '#!/bin/sh\nexec node "%s" "$@"\n' \
		    "$AGENTS/node_modules/@anthropic-ai/claude-code/cli-wrapper.cjs" >claude
		chmod +x claude
		./claude --version >version 2>&1 ||
		    test_skip_all "no Claude Code client (npm ci --prefix tests/agents)"
	fi
	CLAUDE=$TRASH/claude
	echo "# $(head -n 1 version)"
}

# listening SERVER: stand_in SERVER, and a test that it listens; PORT is
# its port (without one, the file ends here).
listening() {
	stand_in "$1"
	test_expect_success "the stand-in server $1 listens on 127.0.0.1" '
		test -s port && kill -0 $SERVER
	'
	PORT=$(cat port 2>/dev/null)
	[ -n "$PORT" ] || test_done
}

# client_ran RUN: wait for the client the test started in the background
# as $CLIENT; RUN/rc gets its exit code, RUN/rec/ the requests the stand-in
# recorded meanwhile (rec/[0-9]*).
client_ran() {
	wait "$CLIENT"
	echo $? >"$TRASH/$1/rc"
	CLIENT=
	for _rf in "$TRASH"/rec/[0-9]*; do
		[ -e "$_rf" ] && mv "$_rf" "$TRASH/$1/rec/"
	done
	return 0
}

# judged JUDGE RUN SESSION: the verdict of tests/agents/JUDGE (a judge of
# a stand-in's recordings: pick, summary, judge) on the request of RUN
# that carried $PROMPT, against SESSION, in RUN/sent; 1 if it fails.
judged() {
	_req=$(python3 "$TOP/tests/agents/$1" pick "$TRASH/$2/rec" "$PROMPT") &&
	python3 "$TOP/tests/agents/$1" judge "$_req" "$3" >"$TRASH/$2/sent"
}

# told JUDGE RUN SESSION SED: RUN/sent holds the client's exit code ("rc
# N"), the first line of RUN/err that the sed script SED prints (the API's
# error: "api: CODE MESSAGE"), the conversation the request that carried
# $PROMPT sent (JUDGE's summary) and the verdict on it.
told() {
	{
		echo "rc $(cat "$TRASH/$2/rc")"
		sed -n "$4" "$TRASH/$2/err" | head -n 1
		_req=$(python3 "$TOP/tests/agents/$1" pick "$TRASH/$2/rec" "$PROMPT") &&
		python3 "$TOP/tests/agents/$1" summary "$_req" "$PROMPT" &&
		{ python3 "$TOP/tests/agents/$1" judge "$_req" "$3" || :; }
	} >"$TRASH/$2/sent"
}

# golden RUN FILE WRITE: RUN/sent is FILE (or becomes it when WRITE is
# "write": T45NN_GOLDEN=write; review the diff).
golden() {
	if [ "$3" = write ]; then
		mkdir -p "$(dirname "$2")" && cp "$TRASH/$1/sent" "$2"
	fi
	test_cmp "$2" "$TRASH/$1/sent"
}

# stopped REQUEST: stop the stand-in (SIGTERM) and test that it removed its
# port file as it exited and that every request it recorded is REQUEST
# ("POST /v1/responses"); then the file's end (test_done).
stopped() {
	kill "$SERVER" 2>/dev/null
	_i=0
	while [ -e port ] && [ $_i -lt 50 ]; do
		sleep 0.1
		_i=$((_i + 1))
	done
	STOPPED_REQUEST=$1
	test_expect_success "the stand-in server stops on SIGTERM; the client sent $1 only" '
		! test -e port && test -s rec/requests.log &&
		! grep -v "^[0-9]* $STOPPED_REQUEST " rec/requests.log
	'
	kill -9 "$SERVER" 2>/dev/null
	wait "$SERVER" 2>/dev/null
	test_done
}

# client_did FILE RUN: every finding that check makes of FILE holds by the
# test's own `does CODE CALL_ID RUN MESSAGE SEVERITY`, which judges it by
# what the agent's client did when it resumed FILE in RUN (t4500, t4510);
# there is at least one.  The findings are kept in RUN/findings.
client_did() {
	transcript check --format=json "$1" | python3 -c '
import json, sys
for line in sys.stdin:
    o = json.loads(line)
    if "code" in o:
        print("\t".join((o["code"], o["severity"], o["call_id"] or "-",
                         o["message"])))' >"$TRASH/$2/findings" &&
	test -s "$TRASH/$2/findings" || return 1
	while IFS="$(printf '\t')" read -r _code _sev _id _msg; do
		does "$_code" "$_id" "$2" "$_msg" "$_sev" || return 1
	done <"$TRASH/$2/findings"
}

# test_cmp WANT GOT: byte-identical files.
test_cmp() {
	cmp "$1" "$2" || { diff -u "$1" "$2" | head -40 >&2; return 1; }
}

# list_bytes [OPTION...] STORE: list --bytes as id, items, bytes, created
# (the last activity left out).
list_bytes() {
	transcript list --bytes "$@" | awk -F "\t" -v OFS="\t" "{ print \$1, \$2, \$5, \$3 }"
}

# mkdb DB SQLFILE: build a sqlite store from SQL text.
mkdb() {
	"$MKDB" "$1" <"$2"
}

# dbq DB SQL: the rows of a query, tab-separated, one a line (read-only).
dbq() {
	"$MKDB" -q "$1" "$2"
}

# rss CMD [ARG...]: the peak RSS of a command in KiB (GNU time), its
# output thrown away; RSS_SKIP says why it cannot be measured honestly
# here (no GNU time; valgrind or ASan runs), or is empty.
rss() {
	/usr/bin/time -f %M -o "$TRASH/.rss" "$@" >/dev/null && cat "$TRASH/.rss"
}
RSS_SKIP=
if ! [ -x /usr/bin/time ] || ! /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
	RSS_SKIP='no GNU time (Debian: time)'
elif [ -n "${VALGRIND_TRANSCRIPT:-}" ]; then
	RSS_SKIP='peak RSS is not the program'"'"'s under valgrind'
else
	case $TBUILD in *asan*) RSS_SKIP='peak RSS is not the program'"'"'s under ASan' ;; esac
fi

test_done() {
	echo "1..$test_count"
	if [ "$test_failed" -eq 0 ]; then
		cd / && chmod -R u+w "$TRASH" 2>/dev/null
		rm -rf "$TRASH"
		exit 0
	fi
	echo "# $test_failed of $test_count failed; kept $TRASH"
	exit 1
}
