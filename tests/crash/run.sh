#!/bin/sh
# run.sh - the long crash test (`make crash-test`; see README here): every
# writing command on every backend killed at each step, with data writes
# torn both ways, and CRASH_RANDOM (default 150) times after a random delay;
# then the full-size concurrency test.  Prints the figures.  PostgreSQL is
# in it when this machine has a server (tests/helpers/pg.sh): without one it
# says why, and under TRANSCRIPT_TEST_REQUIRE=all that fails the run.
#
#	TRANSCRIPT=build/transcript TBUILD=build sh tests/crash/run.sh
#
# CRASH_SEED fixes the random delays; CRASH_KEEP=1 keeps the scratch dir.
LC_ALL=C
export LC_ALL
HERE=$(cd "$(dirname "$0")" && pwd)
: "${TBUILD:=$HERE/../../build}"
: "${TRANSCRIPT:=$TBUILD/transcript}"
: "${CRASH_RANDOM:=150}"
export TRANSCRIPT TBUILD
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/transcript-crash.XXXXXX") || exit 1
TRASH=$SCRATCH
cd "$SCRATCH" || exit 1
. "$HERE/crashlib.sh"
. "$HERE/../helpers/pg.sh"

# pg_start's failure, said here (there are no TAP tests to fail).
# shellcheck disable=SC2317
pg_fail() {
	echo "postgres: $1 (PG_BIN=$PG_BIN); the end of its log:"
	tail -n 20 "$2" | sed 's/^/    /'
	return 1
}

CMDS='append append-new append-newstore replace convert convert-each
    convert-newstore delete rename repair fork'
status=0
kinds='sqlite openai-agents jsonl dir'
if pg_start; then
	kinds="$kinds postgres"
elif [ -n "$PG_SKIP" ]; then
	echo "postgres: not run: $PG_SKIP"
	[ "${TRANSCRIPT_TEST_REQUIRE:-}" != all ] || status=1
else
	status=1
fi
start=$(date +%s)
crash_fixtures || exit 1
for kind in $kinds; do
	(
		for cmd in $CMDS; do
			crash_run $kind $cmd "$CRASH_RANDOM" 'half line' 2>>errors
		done
		[ $kind = jsonl ] && crash_run jsonl append-big "$CRASH_RANDOM" 'half line' \
		    2>>errors
	) &
done
wait
end=$(date +%s)

echo "crash test: $(uname -sr), $(nproc) cores, $((end - start)) s, CRASH_RANDOM=$CRASH_RANDOM"
printf '%-13s %-16s %6s %7s %6s %7s %6s %6s %7s\n' backend command steps trials kills \
    before after mixed failed
sort crash_figures | awk '{ printf "%-13s %-16s %6d %7d %6d %7d %6d %6d %7d\n",
    $1, $2, $3, $4, $5, $6, $7, $8, $9 }'
awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "%-30s %6s %7d %6d %7d %6d %6d %7d\n", "total", "", t, k, b, a, m, f;
    exit f > 0 }' crash_figures || status=1
if [ -s errors ]; then
	echo "failures:"
	cat errors
fi

echo
echo "concurrency test, full size (8 writers x 500 appends):"
CONC_N=500 sh "$HERE/../cli/t6100-concurrency.sh" || status=1

cd /
[ "${CRASH_KEEP:-0}" = 1 ] || [ $status -ne 0 ] || rm -rf "$SCRATCH"
[ $status -eq 0 ] || echo "kept $SCRATCH"
exit $status
