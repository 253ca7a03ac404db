#!/bin/sh
# shellcheck disable=SC2086,SC2046,SC1010,SC2094,SC2231,SC2010,SC2238,SC2015
test_description='crash safety: SIGKILL at every write step and at random moments'
# The quick run of the crash harness (tests/crash/README): every writing
# command on every backend, killed at each step (TRANSCRIPT_TEST_CRASH_AT)
# and a few times after a random delay; then every session must be as it
# was before the command or as it is after it, check must find nothing new,
# and the store must take an append.  `make crash-test` runs the long one.
. "$(dirname "$0")/lib.sh"
. "$TESTS_DIR/../crash/crashlib.sh"
. "$TOP/tests/helpers/pg.sh"

CMDS='append append-new append-newstore replace convert convert-each
    convert-newstore delete rename repair fork'
RANDOM_KILLS=${CRASH_RANDOM:-3}

if [ ! -x "$KILLAFTER" ]; then
	test_skip 'crash harness' "no $KILLAFTER (make check builds it)"
	test_done
fi

test_expect_success 'setup: fixtures' 'crash_fixtures'

# The backends side by side (and an SQL schema other than ours, whose
# writes take other statements): each trial is a few short processes.
# PostgreSQL's fault points are few (each COMMIT): all of them, and the
# random kills, which land in its COPYs too.
kinds='sqlite openai-agents jsonl dir'
if pg_start; then
	kinds="$kinds postgres"
elif [ -n "$PG_SKIP" ]; then
	test_skip 'crash harness: postgres' "$PG_SKIP"
fi
for kind in $kinds; do
	cuts=half
	case $kind in jsonl | dir) cuts='half line' ;; esac
	(
		for cmd in $CMDS; do
			crash_run $kind $cmd "$RANDOM_KILLS" "$cuts" 2>"err-$kind-$cmd"
		done
		[ $kind = jsonl ] && crash_run jsonl append-big "$RANDOM_KILLS" "$cuts" \
		    2>"err-jsonl-append-big"
	) &
done
wait

# figures DIR PREFIX KIND CMD: a test of crash_run KIND CMD's figures in
# DIR/crash_figures, its messages in err-PREFIXKIND-CMD
figures() {
	fg_err=err-$2$3-$4
	set -- $(grep "^$3 $4 " "$1/crash_figures") x x x x x x x x x
	fails=$9 kills=$5
	test_expect_success "${fg_err#err-}: $3 steps, $4 trials, $5 kills ($6 before, $7 after, $8 mixed)" '
		cat "$fg_err" >&2 &&
		test "$fails" = 0 && test "$kills" -gt 0
	'
}

for kind in $kinds; do
	cmds=$CMDS
	[ $kind = jsonl ] && cmds="$CMDS append-big"
	for cmd in $cmds; do
		figures . "" $kind $cmd
	done
done

# SIGTERM (what a user's Ctrl-C or kill(1) sends) at every step of the
# commands that make temp files: as safe as SIGKILL, and no temp file left.
mkdir term
for kind in sqlite jsonl dir; do
	(
		cd term &&
		for cmd in convert-newstore convert replace; do
			CRASH_SIGNAL=TERM crash_run $kind $cmd 0 half \
			    2>"../err-term-$kind-$cmd"
		done
	) &
done
wait
for kind in sqlite jsonl dir; do
	for cmd in convert-newstore convert replace; do
		figures term term- $kind $cmd
	done
done

awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

test_done
