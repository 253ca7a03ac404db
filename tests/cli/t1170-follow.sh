#!/bin/sh
test_description='dump, check and list --follow: a session or a store watched as it is written'
. "$(dirname "$0")/lib.sh"

# Followers run in the background, each noted in pids, which the trap
# stops however the file ends.
: >"$TRASH/pids"
trap 'kill $(cat "$TRASH/pids" 2>/dev/null) 2>/dev/null' EXIT
trap 'exit 1' INT TERM HUP

# follow NAME ARGS...: start transcript ARGS in the background, its output
# in NAME.out and NAME.err; F is its pid.
follow() {
	_n=$1
	shift
	# emptied here, not by the child: no look at the last one's output
	: >"$_n.out" && : >"$_n.err" || return 1
	"$TRANSCRIPT" "$@" >>"$_n.out" 2>>"$_n.err" &
	F=$!
	echo "$F" >>"$TRASH/pids"
}

# stop SIGNAL: send it to $F and wait for it; RC is its exit code.
stop() {
	kill -"$1" "$F"
	wait "$F"
	RC=$?
}

# shows NAME PATTERN: wait (10 s at most) until NAME.out has a line
# matching PATTERN.
shows() {
	wait_for "grep -q -- '$2' $1.out" 10 ||
	    { echo "$1.out:"; cat "$1.out"; echo "$1.err:"; cat "$1.err"; false; }
}

line() {
	printf '{"role":"%s","content":"%s"}\n' "$1" "$2"
}

# piped N ARGS...: transcript ARGS into `head -n N` (its output in
# piped.out), in the background; wait (10 s at most) for it to end, its
# exit code in piped.rc, its stderr in piped.err.
piped() {
	_n=$1
	shift
	rm -f piped.rc
	{
		"$TRANSCRIPT" "$@" 2>piped.err &
		echo $! >>"$TRASH/pids"
		wait $!
		echo $? >piped.rc
	} | head -n "$_n" >piped.out &
	wait_for "test -s piped.rc" 10
}

test_expect_success 'dump --follow shows the session, then each line appended' '
	line user hello >s.jsonl &&
	follow d dump --follow jsonl:. s &&
	shows d "user       hello" &&
	line assistant there >>s.jsonl &&
	shows d "1  assistant  there" &&
	line user again | transcript append jsonl:. s &&
	shows d "2  user       again" &&
	stop INT && test $RC = 0 &&
	test $(grep -c "^=== s " d.out) = 1 && test $(wc -l <d.out) = 4 &&
	test ! -s d.err
'

test_expect_success 'a new item shows within a second or so (3 s allowed)' '
	follow d dump --follow jsonl:. s &&
	shows d again &&
	line user quick >>s.jsonl &&
	wait_for "grep -q quick d.out" 3 &&
	stop TERM && test $RC = 0
'

test_expect_success 'a torn last line waits for its rest, never shown torn' '
	follow d dump --follow jsonl:. s &&
	shows d quick &&
	printf "{\"role\":\"assistant\",\"con" >>s.jsonl &&
	sleep 1.5 &&
	test $(wc -l <d.out) = 5 && ! grep -q "!" d.out &&
	printf "tent\":\"whole\"}\n" >>s.jsonl &&
	shows d "4  assistant  whole" &&
	stop INT && test $RC = 0 && test ! -s d.err
'

test_expect_success 'a rewrite that keeps the items shown goes on, the new file said' '
	follow d dump --follow jsonl:. s &&
	shows d whole &&
	{ cat s.jsonl; line user more; } >new.jsonl &&
	transcript compact-replace jsonl:. s new.jsonl &&
	shows d "5  user       more" &&
	stop INT && test $RC = 0 &&
	echo "transcript: warning: session '"'"'s'"'"' replaced by a new file: following it" >expect &&
	test_cmp expect d.err &&
	test $(grep -c "^=== s " d.out) = 1
'

test_expect_success 'a file replaced by a rename with the same items is said, once' '
	follow d dump --follow jsonl:. s &&
	shows d more &&
	cp s.jsonl same.x && mv same.x s.jsonl &&
	wait_for "grep -q \"replaced by a new file: following it\" d.err" 10 &&
	line assistant onward >>s.jsonl &&
	shows d "6  assistant  onward" &&
	stop INT && test $RC = 0 && test $(wc -l <d.err) = 1 &&
	test $(grep -c "^=== s " d.out) = 1 && ! grep rewritten d.err
'

test_expect_success 'a compact-replace is followed: said so, the new version shown' '
	follow d dump --follow jsonl:. s &&
	shows d onward &&
	{ line system summary; line user after; } >short.jsonl &&
	transcript compact-replace jsonl:. s short.jsonl &&
	shows d "1  user       after" &&
	grep "session .s. was rewritten (2 items): dumping it again" d.err &&
	! grep -q "replaced by a new file" d.err &&
	test $(grep -c "^=== s " d.out) = 2 &&
	line assistant next >>s.jsonl &&
	shows d "2  assistant  next" &&
	stop INT && test $RC = 0 || { cat d.out d.err; false; }
'

test_expect_success 'a session removed is waited for, and shown again when back' '
	follow d dump --follow jsonl:. s &&
	shows d next &&
	transcript delete jsonl:. s &&
	wait_for "grep -q \"is gone: waiting\" d.err" 10 || { cat d.out d.err; false; } &&
	line user reborn >tmp.x && mv tmp.x s.jsonl &&
	shows d "0  user       reborn" &&
	grep "was rewritten (1 item)" d.err &&
	stop INT && test $RC = 0 || { cat d.out d.err; false; }
'

test_expect_success 'dump --follow --format=jsonl: records as they come' '
	line user one >r.jsonl &&
	follow d dump --follow --format=jsonl jsonl:. r &&
	shows d "\"one\"" &&
	line assistant two >>r.jsonl &&
	shows d "\"two\"" &&
	stop INT && test $RC = 0 && test $(wc -l <d.out) = 2 &&
	transcript convert - jsonl:copy <d.out &&
	transcript dump --format=jsonl jsonl:copy r >back && test_cmp d.out back
'

test_expect_success 'dump --follow of a SQLite session (PRAGMA data_version)' '
	line user first | transcript append sqlite:s.db q &&
	follow d dump --follow s.db q &&
	shows d first &&
	line assistant second | transcript append s.db q &&
	shows d "1  assistant  second" &&
	{ line user only; line assistant other; } |
	    transcript compact-replace s.db q &&
	shows d "1  assistant  other" && grep "was rewritten (2 items)" d.err &&
	stop INT && test $RC = 0 || { cat d.out d.err; false; }
'

test_expect_success 'dump --follow of a dir session' '
	line user first | transcript append dir:dd q &&
	follow d dump --follow dir:dd q &&
	shows d first &&
	line assistant second | transcript append dir:dd q &&
	shows d "1  assistant  second" &&
	line user third | transcript append dir:dd q &&
	shows d "2  user       third" &&
	{ line user x; line user y; line user z; line user w; } |
	    transcript compact-replace dir:dd q &&
	shows d "3  user       w" && grep "was rewritten (4 items)" d.err &&
	line user fifth | transcript append dir:dd q &&
	shows d "4  user       fifth" &&
	stop INT && test $RC = 0
'

test_expect_success 'without inotify: the file polled (appends and a rename)' '
	line user polled >p.jsonl &&
	TRANSCRIPT_TEST_FOLLOW_POLL=1 && export TRANSCRIPT_TEST_FOLLOW_POLL &&
	follow d dump --follow jsonl:. p &&
	shows d polled &&
	line assistant later >>p.jsonl &&
	shows d "1  assistant  later" &&
	line user swapped >tmp.x && mv tmp.x p.jsonl &&
	shows d "0  user       swapped" &&
	stop INT && test $RC = 0 || { cat d.out d.err; false; }
'

test_expect_success 'dump --follow ends quietly (0) when its reader goes' '
	piped 1 dump --follow jsonl:. s &&
	test "$(cat piped.rc)" = 0 && grep -q "^=== s " piped.out &&
	test ! -s piped.err
'

test_expect_success 'an idle follower costs (almost) no CPU' '
	test -r /proc/self/stat || { echo "no /proc: not measured"; exit 0; }
	follow d dump --follow jsonl:. s &&
	shows d reborn &&
	t0=$(awk "{ print \$14 + \$15 }" /proc/$F/stat) &&
	sleep 3 &&
	t1=$(awk "{ print \$14 + \$15 }" /proc/$F/stat) &&
	stop INT &&
	echo "ticks over 3 s idle: $((t1 - t0))" &&
	test $((t1 - t0)) -lt 4
'

test_expect_success 'dump --follow: one session, not with --seq, and it must exist' '
	test_expect_code 2 transcript dump --follow jsonl:. 2>err &&
	grep "follow wants one session" err &&
	test_expect_code 2 transcript dump --follow jsonl:. s r 2>err &&
	test_expect_code 2 transcript dump --follow --seq=0 jsonl:. s 2>err &&
	grep "contradict" err &&
	test_expect_code 5 transcript dump --follow jsonl:. nosuch
'

call() {
	printf '{"role":"assistant","content":null,"tool_calls":[{"id":"%s","type":"function","function":{"name":"f","arguments":"{}"}}]}\n' "$1"
}
result() {
	printf '{"role":"tool","tool_call_id":"%s","content":"ok"}\n' "$1"
}

test_expect_success 'dump --follow shows no findings (check --follow reports them)' '
	{ line user go; call d1; line user next; } >fd.jsonl &&
	transcript dump jsonl:. fd | grep -q "error dangling-call" &&
	follow d dump --follow jsonl:. fd &&
	shows d "user       next" && sleep 0.3 &&
	stop INT && test $RC = 0 && ! grep -q dangling d.out
'

test_expect_success 'SIGINT stops the first read of a long session at once' '
	yes "{\"role\":\"user\",\"content\":\"one line of very many\"}" |
	    head -n 1000000 >long.jsonl &&
	follow d dump --follow jsonl:. long &&
	wait_for "test -s d.out" 10 &&
	stop INT && test $RC = 0 &&
	echo "lines shown: $(wc -l <d.out)" &&
	test $(wc -l <d.out) -lt 1000001 &&
	follow c check --follow jsonl:. long &&
	if test -d /proc/$F/fd; then
		wait_for "ls -l /proc/$F/fd | grep -q long.jsonl" 10
	else
		sleep 0.1
	fi &&
	stop INT && test $RC = 0 &&
	cat c.err && grep -q "check: 1 session, 0 items" c.err &&
	rm long.jsonl
'

test_expect_success 'check --follow: a call unanswered is reported once the conversation goes on' '
	{ line user go; call c1; } >k.jsonl &&
	follow c check --follow jsonl:. k &&
	sleep 1 && test ! -s c.out &&
	{ result c1; call c2; } >>k.jsonl &&
	sleep 1 && test ! -s c.out &&
	{ line assistant done; line user next; } >>k.jsonl &&
	shows c "k.jsonl:4: error: call c2 has no result" &&
	grep -q "\[dangling-call\]" c.out &&
	line assistant more >>k.jsonl && sleep 1 &&
	test $(grep -c dangling-call c.out) = 1 &&
	result c2 >>k.jsonl &&
	shows c "k.jsonl:5: error: the message at seq 4 comes between call c2" &&
	stop INT && test $RC = 1 &&
	test $(grep -c dangling-call c.out) = 1 &&
	grep "check: 1 session, 8 items, 2 errors" c.err
'

test_expect_success 'check --follow --format=json: what was held back printed at the end, as plain check' '
	{ line user go; call c1; result c1; } >ok.jsonl &&
	follow c check --follow --format=json jsonl:. ok &&
	sleep 1 && call c2 >>ok.jsonl && sleep 1 &&
	printf "{\"role\":\"us" >>ok.jsonl && sleep 1 &&
	test ! -s c.out &&
	stop INT && test $RC = 1 &&
	test_expect_code 1 transcript check --format=json jsonl:. ok >plain 2>/dev/null &&
	test_cmp plain c.out &&
	grep -q "\"code\":\"pending-call\"" c.out && grep -q "\"code\":\"torn-line\"" c.out &&
	printf "er\",\"content\":\"x\"}\n" >>ok.jsonl &&
	grep "^{\"role\":\"user\",\"content\":\"x\"}$" ok.jsonl &&
	follow c check --follow --format=json jsonl:. ok &&
	{ line user next; } >>ok.jsonl &&
	shows c "\"code\":\"dangling-call\"" && ! grep -q torn c.out &&
	stop INT && test $RC = 1 && grep -q "\"summary\"" c.out
'

test_expect_success 'check --follow of a Codex session: an unanswered call once a later turn begins' '
	mkdir cx && head -n 4 "$FIXTURES"/check/codex/unanswered-call.jsonl >cx/u.jsonl &&
	follow c check --follow jsonl:cx u &&
	sleep 1 && test ! -s c.out &&
	sed -n 5,6p "$FIXTURES"/check/codex/unanswered-call.jsonl >>cx/u.jsonl &&
	printf "%s\n" "{\"timestamp\":\"2025-10-14T09:12:06.900Z\",\"type\":\"response_item\",\"payload\":{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":\"input_text\",\"text\":\"Never mind.\"}]}}" >>cx/u.jsonl &&
	shows c "u.jsonl:4: warning: call call_cxA1r8Tq2Lm has no result" &&
	stop INT && test $RC = 0 && test $(wc -l <c.out) = 1 &&
	transcript check jsonl:cx u >plain 2>/dev/null && test_cmp plain c.out
'

test_expect_success 'check --follow of a Codex session: the last turn'"'"'s unanswered call at the end' '
	head -n 4 "$FIXTURES"/check/codex/unanswered-call.jsonl >cx/v.jsonl &&
	follow c check --follow jsonl:cx v &&
	sleep 1 && test ! -s c.out &&
	stop TERM && test $RC = 0 && grep -q "\[unanswered-call\]" c.out &&
	transcript check jsonl:cx v >plain 2>/dev/null && test_cmp plain c.out
'

test_expect_success 'check --follow --strict: a pending call, an error at the end (exit 1)' '
	{ line user go; call p1; } >pend.jsonl &&
	follow c check --follow jsonl:. pend &&
	sleep 1 && test ! -s c.out &&
	stop INT && test $RC = 0 && grep -q "\[pending-call\]" c.out &&
	transcript check jsonl:. pend >plain 2>/dev/null && test_cmp plain c.out &&
	follow c check --follow --strict jsonl:. pend &&
	sleep 1 && test ! -s c.out &&
	stop INT && test $RC = 1 && grep -q "1 error" c.err &&
	test_expect_code 1 transcript check --strict jsonl:. pend >plain 2>/dev/null &&
	test_cmp plain c.out &&
	follow c check --follow --allow-pending jsonl:. pend &&
	sleep 1 && stop INT && test $RC = 0 && test ! -s c.out
'

test_expect_success 'check --follow ends quietly (0) when its reader goes' '
	{
		line user go && i=0 &&
		while [ $i -lt 2000 ]; do call q$i; i=$((i + 1)); done &&
		line user next
	} >q.jsonl &&
	piped 1 check --follow jsonl:. q &&
	test "$(cat piped.rc)" = 0 && grep -q "dangling-call" piped.out &&
	test ! -s piped.err
'

test_expect_success 'check --follow: one session' '
	test_expect_code 2 transcript check --follow jsonl:. 2>err &&
	grep "follow wants one session" err &&
	test_expect_code 5 transcript check --follow jsonl:. nosuch
'

test_expect_success 'list --follow: the list, then sessions made or changed' '
	mkdir l && line user a >l/one.jsonl &&
	follow l list --follow jsonl:l &&
	shows l "^one	1	" &&
	line user b | transcript append jsonl:l two &&
	shows l "^two	1	" &&
	line user c >>l/one.jsonl &&
	shows l "^one	2	" &&
	stop INT && test $RC = 0 && test $(wc -l <l.out) = 3
'

test_expect_success 'list --follow | head -2 ends quietly (0), the list cut' '
	mkdir many && i=0 &&
	while [ $i -lt 2000 ]; do line user "x$i" >many/s$i.jsonl; i=$((i + 1)); done &&
	piped 2 list --follow jsonl:many &&
	test "$(cat piped.rc)" = 0 && test $(wc -l <piped.out) = 2 &&
	test ! -s piped.err
'

test_expect_success 'list --follow counts again only the sessions whose file changed' '
	follow l list --follow jsonl:l &&
	shows l "^two	1	" &&
	touch -r l/two.jsonl stamp.ref &&
	printf "{\"a\":1}\n{\"b\":\"1234567890123\"}\n" >two.lines &&
	test $(wc -c <two.lines) = $(wc -c <l/two.jsonl) &&
	cat two.lines >l/two.jsonl && touch -r stamp.ref l/two.jsonl &&
	line user d >>l/one.jsonl &&
	shows l "^one	3	" && sleep 0.5 &&
	stop INT && test $RC = 0 && test $(grep -c "^two" l.out) = 1 &&
	transcript list jsonl:l | grep -q "^two	2	"
'

test_expect_success 'list --watch --json of a SQLite store, and of a tree' '
	line user a | transcript append sqlite:w.db one &&
	follow l list --watch --json w.db &&
	shows l "\"session\":\"one\",\"items\":1" &&
	line user b | transcript append w.db one &&
	shows l "\"session\":\"one\",\"items\":2" &&
	stop INT && test $RC = 0 &&
	mkdir -p cc/projects/-home-u && cp "$FIXTURES"/check/claude-code/clean-weather.jsonl \
	    cc/projects/-home-u/11111111-1111-1111-1111-111111111111.jsonl &&
	follow t list --follow claude-code:cc &&
	shows t "^-home-u/1111" &&
	mkdir cc/projects/-home-v &&
	cp cc/projects/-home-u/*.jsonl cc/projects/-home-v/22222222-2222-2222-2222-222222222222.jsonl &&
	shows t "^-home-v/2222" &&
	stop INT && test $RC = 0 || { cat d.out d.err; false; }
'

. "$TOP/tests/helpers/pg.sh"
if pg_start; then
	trap 'kill $(cat "$TRASH/pids" 2>/dev/null) 2>/dev/null; pg_stop' EXIT
	pg_db follow
	test_expect_success 'dump --follow of a PostgreSQL session (its count polled)' '
		line user first | transcript append "$PGS" q &&
		follow d dump --follow "$PGS" q &&
		shows d first &&
		line assistant second | transcript append "$PGS" q &&
		shows d "1  assistant  second" &&
		stop INT && test $RC = 0 && test ! -s d.err
	'
elif [ -n "$PG_SKIP" ]; then
	test_skip 'dump --follow of a PostgreSQL session' "$PG_SKIP"
fi

test_done
