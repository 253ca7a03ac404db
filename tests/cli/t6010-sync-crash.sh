#!/bin/sh
# shellcheck disable=SC2086,SC2046
test_description='sync: SIGKILL at every write step and at random moments; a rerun finishes the job'
# The crash harness (tests/crash/README) on `sync jsonl:SRC DST` into each
# kind sync writes: DST holds s1, s2, s3; the sources hold s1 rewritten
# (DST keeps the old one as s1@1), a new s5 and s2 grown (appended to).  After each kill every
# session is as before or as after, and a rerun (crash_rerun) leaves DST
# exactly as after.  sync-newstore: the same into a missing DST.
. "$(dirname "$0")/lib.sh"
. "$TESTS_DIR/../crash/crashlib.sh"

RANDOM_KILLS=${CRASH_RANDOM:-3}

if [ ! -x "$KILLAFTER" ]; then
	test_skip 'crash harness' "no $KILLAFTER (make check builds it)"
	test_done
fi

test_expect_success 'setup: fixtures' 'crash_fixtures'

kinds='sqlite jsonl dir'
for kind in $kinds; do
	cuts=half
	case $kind in jsonl | dir) cuts='half line' ;; esac
	(
		for cmd in sync sync-newstore; do
			crash_run $kind $cmd "$RANDOM_KILLS" "$cuts" 2>"err-$kind-$cmd"
		done
	) &
done
wait

for kind in $kinds; do
	for cmd in sync sync-newstore; do
		set -- $(grep "^$kind $cmd " crash_figures) x x x x x x x x x
		fails=$9 kills=$5 err=err-$kind-$cmd
		test_expect_success "$kind $cmd: $3 steps, $4 trials, $5 kills ($6 before, $7 after, $8 mixed), each rerun exact" '
			cat "$err" >&2 &&
			test "$fails" = 0 && test "$kills" -gt 0
		'
	done
done

test_done
