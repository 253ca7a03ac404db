#!/bin/sh
# shellcheck disable=SC2086,SC2046,SC1010,SC2094,SC2231,SC2010,SC2238,SC2015
test_description='out of space and I/O errors: every writing command fails cleanly'
# An LD_PRELOAD injector (tests/helpers/faultinj.c) fails the Nth write,
# pwrite, fsync, fdatasync, syncfs, rename, renameat2 or link of each writing
# command on each backend, for every N until the command no longer makes
# that call.
# A failed command must exit 3 with a message and leave the store as it was,
# byte for byte as transcript shows it; the one exception is a directory
# fsync after the commit point, which exits 3 saying that the change is
# made.  A command whose fault hit nothing it needed must succeed.  Commands
# that write several sessions, each atomically (convert; delete on the file
# backends), may stop with some sessions as before and the others as after.
. "$(dirname "$0")/lib.sh"

FAULTINJ=$TBUILD/tests/faultinj.so
# An ASan build must let the injector come first.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
export ASAN_OPTIONS

if [ ! -f "$FAULTINJ" ]; then
	test_skip 'fault injection' "no $FAULTINJ (make check builds it)"
	test_done
fi

printf '%s\n' '{"role":"user","content":"one"}' '{"role":"assistant","content":"two"}' >items
printf '%s\n' '{"role":"user","content":"three"}' '{"role":"assistant","content":"four"}' >more
printf '%s\n' '{"role":"user","content":"summary"}' >compact
"$TRANSCRIPT" append jsonl:src s1 more && "$TRANSCRIPT" append jsonl:src s5 items || exit 1

spec() {
	case $1 in
	sqlite) echo "sqlite:w/store.db" ;;
	jsonl) echo "jsonl:w/store" ;;
	dir) echo "dir:w/store" ;;
	esac
}

# The store as transcript shows it, times masked (new sessions).
state() {
	{ "$TRANSCRIPT" list --json --bytes "$1" && "$TRANSCRIPT" dump --format=jsonl "$1"; } |
	    sed 's/"\(created\|updated\)_at":[0-9]*/"\1_at":T/g; s/"\(created\|updated\)":"[^"]*"/"\1":T/g'
}

argv() {
	case $1 in
	append) ARGV="append $2 s1 more" ;;
	append-new) ARGV="append $2 s4 more" ;;
	replace) ARGV="compact-replace $2 s1 compact" ;;
	convert) ARGV="convert --quiet --overwrite jsonl:src $2" ;;
	delete) ARGV="delete $2 s1 s2" ;;
	rename) ARGV="rename $2 s1 s9" ;;
	esac
}

# per_session NOW: is every session in NOW as in before or as in after?
per_session() {
	for id in s1 s2 s4 s5 s9; do
		grep -F "\"session\":\"$id\"," "$1" >s.now
		grep -F "\"session\":\"$id\"," before >s.before
		grep -F "\"session\":\"$id\"," after >s.after
		cmp -s s.now s.before || cmp -s s.now s.after || return 1
	done
}

# faults KIND CMD CALL ERRNO: every fault point of CALL in CMD.
faults() {
	rm -rf tpl && mkdir tpl &&
	"$TRANSCRIPT" append "$(spec "$1" | sed 's|w/|tpl/|')" s1 items &&
	"$TRANSCRIPT" append "$(spec "$1" | sed 's|w/|tpl/|')" s2 items || return 1
	argv "$2" "$(spec "$1")"
	rm -rf w && cp -a tpl w && state "$(spec "$1")" >before &&
	$TRANSCRIPT $ARGV >/dev/null && state "$(spec "$1")" >after || return 1
	n=1
	while :; do
		rm -rf w fired && cp -a tpl w || return 1
		LD_PRELOAD=$FAULTINJ FAULT_CALL=$3 FAULT_NTH=$n FAULT_ERRNO=$4 FAULT_LOG=fired \
		    $TRANSCRIPT $ARGV >/dev/null 2>err
		rc=$?
		state "$(spec "$1")" >now 2>now.err || { echo "$3 #$n: a reader fails"; cat now.err; return 1; }
		if [ ! -f fired ]; then
			[ $rc -eq 0 ] && cmp -s now after ||
			    { echo "$3 #$n (not reached): exit $rc"; cat err; return 1; }
			break
		fi
		if [ $rc -eq 3 ] && grep -q '^transcript: ' err && cmp -s now before; then
			fails=$((fails + 1))
		elif [ $rc -eq 3 ] && grep -q 'the change is made' err && cmp -s now after; then
			late=$((late + 1))
		elif [ $rc -eq 0 ] && cmp -s now after; then
			ignored=$((ignored + 1))	# e.g. SQLite's checkpoint at close
		elif [ $rc -eq 3 ] && grep -q '^transcript: ' err && per_session now &&
		    case $1:$2 in *:convert | jsonl:delete | dir:delete) true ;; *) false ;; esac; then
			partial=$((partial + 1))
		else
			echo "$1 $2: failing $3 #$n ($4): exit $rc, store $(cmp -s now before &&
			    echo unchanged || { cmp -s now after && echo changed || echo neither; })"
			sed 's/^/  /' err
			diff before now | head -10
			return 1
		fi
		n=$((n + 1))
	done
	points=$((points + n - 1))
}

for kind in sqlite jsonl dir; do
	for cmd in append append-new replace convert delete rename; do
		points=0 fails=0 late=0 ignored=0 partial=0
		test_expect_success "$kind $cmd: failing writes and syncs (ENOSPC, EIO)" '
			faults $kind $cmd write ENOSPC && faults $kind $cmd pwrite ENOSPC &&
			faults $kind $cmd fsync EIO && faults $kind $cmd fdatasync EIO &&
			faults $kind $cmd syncfs EIO &&
			{ [ $cmd != append ] || { faults $kind $cmd write EIO &&
			    faults $kind $cmd pwrite EIO && faults $kind $cmd fsync ENOSPC; }; } &&
			echo "$kind $cmd $points $fails $late $ignored $partial" >>figures
		'
		test_expect_success "$kind $cmd: failing renames and links (EIO)" '
			faults $kind $cmd rename EIO && faults $kind $cmd renameat2 EIO &&
			faults $kind $cmd link EIO &&
			echo "$kind $cmd $points $fails $late $ignored $partial" >>figures
		'
	done
done

# A one-item append to a jsonl session costs one fsync (its pending record
# is not synced: losing it can leave only a torn line); more items, two.
test_expect_success 'jsonl append: one fsync for one item, two for more' '
	rm -rf one && mkdir one && transcript append jsonl:one s items &&
	echo "{\"k\":1}" >one.in && printf "{\"k\":1}\n{\"k\":2}\n" >two.in &&
	rm -f fired && LD_PRELOAD=$FAULTINJ FAULT_CALL=fsync FAULT_NTH=2 FAULT_LOG=fired \
	    transcript append jsonl:one s one.in && test ! -f fired &&
	rm -f fired && LD_PRELOAD=$FAULTINJ FAULT_CALL=fsync FAULT_NTH=1 FAULT_LOG=fired \
	    transcript append jsonl:one s one.in 2>err; test $? = 3 && test -f fired &&
	rm -f fired && LD_PRELOAD=$FAULTINJ FAULT_CALL=fsync FAULT_NTH=2 FAULT_LOG=fired \
	    transcript append jsonl:one s two.in 2>err; test $? = 3 && test -f fired &&
	transcript load jsonl:one s >got && cat items one.in >want && test_cmp want got
'

# A write that takes long enough to cross a second: a new openai-agents
# session (whole-second TIMESTAMPs) is created and updated at one time, as
# SQLiteSession leaves it, not a second apart.
test_expect_success 'a slow append or replace: a new openai-agents row has updated_at = created_at' '
	mkdb clk.db "$FIXTURES/native/openai-agents.sql" &&
	echo "{\"role\":\"user\",\"content\":\"hi\"}" >clk.in &&
	LD_PRELOAD=$FAULTINJ FAULT_CLOCK_STEP_MS=1500 transcript append clk.db slow clk.in &&
	dbq clk.db "SELECT created_at = updated_at, updated_at > created_at FROM agent_sessions WHERE session_id = '"'"'weather-paris'"'"' OR session_id = '"'"'slow'"'"' ORDER BY session_id = '"'"'slow'"'"'" >got &&
	LD_PRELOAD=$FAULTINJ FAULT_CLOCK_STEP_MS=1500 transcript append clk.db weather-paris clk.in &&
	dbq clk.db "SELECT created_at = updated_at, updated_at > created_at FROM agent_sessions WHERE session_id = '"'"'weather-paris'"'"' OR session_id = '"'"'slow'"'"' ORDER BY session_id = '"'"'slow'"'"'" >>got &&
	printf "0\t1\n1\t0\n0\t1\n1\t0\n" >want && test_cmp want got &&
	LD_PRELOAD=$FAULTINJ FAULT_CLOCK_STEP_MS=1500 transcript compact-replace --create clk.db made clk.in &&
	dbq clk.db "SELECT created_at = updated_at FROM agent_sessions WHERE session_id = '"'"'made'"'"'" >got &&
	echo 1 >want && test_cmp want got
'

# Silent corruption: a write that succeeds with a byte changed.  convert
# reads each session back as stored and compares a digest, so it notices.
printf '%s\n' '{"role":"user","content":"a line long enough to flip a byte in"}' \
    '{"role":"assistant","content":"fine"}' >flip.in
for kind in jsonl dir; do
	test_expect_success "$kind convert: a corrupted write fails the verification (exit 3)" '
		rm -rf flip.db flip.dst && transcript append flip.db s1 flip.in &&
		LD_PRELOAD=$FAULTINJ FAULT_CALL=write FAULT_NTH=1 FAULT_ERRNO=FLIP \
		    FAULT_LOG=flip.log transcript convert flip.db $kind:flip.dst 2>err;
		test $? = 3 && grep -q "^write 1" flip.log &&
		grep -q "verification of session .s1. in .$kind:flip.dst. failed: the 2 items read back differ" err &&
		rm -f flip.log && transcript convert --no-verify flip.db $kind:flip-$kind 2>/dev/null &&
		transcript load flip-$kind s1 >out && test_cmp flip.in out
	'
done

awk '{ n += $3; f += $4; l += $5; i += $6; p += $7 }
    END { printf "# %d fault points: %d failed cleanly, %d after the commit point, " \
    "%d did not matter, %d stopped between sessions\n", n, f, l, i, p }' figures

test_done
