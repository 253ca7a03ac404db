#!/bin/sh
test_description='file stores: writers sweep the temp files that killed writers left, and only those'
. "$(dirname "$0")/lib.sh"

# A writer's temp file (".tmp-" and eight characters, beside the file it
# will replace) is locked (flock) while it lives; a kill or a power cut
# leaves it unlocked.  A writer that holds the store's write lock removes
# such files when they are over a minute old, once an hour per directory
# (noted in the directory's user xattr "user.transcript.swept").

XATTR=$TBUILD/tests/xattr
SWEPT=user.transcript.swept

# aged FILE...: a modification time two minutes ago.
aged() {
	touch -d "@$(($(date +%s) - 120))" "$@"
}
# unswept DIR: forget DIR's last sweep.
unswept() {
	"$XATTR" rm "$1" "$SWEPT" 2>/dev/null
	return 0
}

"$XATTR" set . user.probe 1 2>/dev/null ||
    test_skip_all "no user xattrs here (the sweep notes its time in one)"

test_expect_success 'a compact-replace killed before its rename leaves a temp file, which the next append removes' '
	echo "{\"a\":1}" | transcript append jsonl:st a &&
	echo "{\"b\":1}" >new.jsonl &&
	transcript load jsonl:st a >before &&
	{ TRANSCRIPT_TEST_CRASH_AT=4 transcript compact-replace jsonl:st a new.jsonl; test $? = 137; } &&
	ls -A st | grep "^\\.tmp-........$" >left && test "$(wc -l <left)" = 1 &&
	unswept st && aged "st/$(cat left)" &&
	echo "{\"a\":2}" | transcript append jsonl:st a 2>err &&
	! test -e "st/$(cat left)" &&
	grep -q "^transcript: warning: st: removed 1 temporary file that interrupted writers left$" err &&
	transcript load jsonl:st a >after &&
	{ cat before; echo "{\"a\":2}"; } >want && test_cmp want after &&
	"$XATTR" get st "$SWEPT" >/dev/null
'

test_expect_success 'a temp file a live process holds, or made under a minute ago, stays' '
	unswept st && : >st/.tmp-HeLd0001 && : >st/.tmp-YoUnG001 && aged st/.tmp-HeLd0001 &&
	{ flock st/.tmp-HeLd0001 sleep 5 & } && holder=$! &&
	sleep 0.5 &&
	echo "{\"a\":3}" | transcript append jsonl:st a 2>err &&
	test -e st/.tmp-HeLd0001 && test -e st/.tmp-YoUnG001 && ! test -s err
	rc=$?
	kill $holder 2>/dev/null; wait $holder 2>/dev/null
	test $rc = 0
'

test_expect_success 'only regular files of the exact name: a link, a directory, another name stay' '
	unswept st &&
	ln -s ../outside st/.tmp-LiNk0001 && : >outside && mkdir st/.tmp-DiR00001 &&
	: >st/.tmp-short && : >st/.tmp-TooLong01 && : >st/tmp-NoDoT001 &&
	aged outside st/.tmp-short st/.tmp-TooLong01 st/tmp-NoDoT001 &&
	rm -f st/.tmp-HeLd0001 st/.tmp-YoUnG001 &&
	echo "{\"a\":4}" | transcript append jsonl:st a 2>err &&
	test -L st/.tmp-LiNk0001 && test -e outside && test -d st/.tmp-DiR00001 &&
	test -e st/.tmp-short && test -e st/.tmp-TooLong01 && test -e st/tmp-NoDoT001 &&
	! test -s err
'

test_expect_success 'once an hour per directory: a fresh note means no sweep' '
	rm -rf st/.tmp-LiNk0001 st/.tmp-DiR00001 &&
	: >st/.tmp-StAlE001 && aged st/.tmp-StAlE001 &&
	"$XATTR" set st "$SWEPT" "$(($(date +%s) * 1000 - 60000))" &&
	echo "{\"a\":5}" | transcript append jsonl:st a 2>err &&
	test -e st/.tmp-StAlE001 &&
	"$XATTR" set st "$SWEPT" "$(($(date +%s) * 1000 - 3700000))" &&
	echo "{\"a\":6}" | transcript append jsonl:st a 2>err &&
	! test -e st/.tmp-StAlE001 && grep -q "removed 1 temporary file" err
'

test_expect_success 'readers never sweep' '
	unswept st && : >st/.tmp-ReAd0001 && aged st/.tmp-ReAd0001 &&
	transcript load jsonl:st a >/dev/null && transcript list jsonl:st >/dev/null &&
	transcript check jsonl:st >/dev/null 2>&1 &&
	test -e st/.tmp-ReAd0001 && rm st/.tmp-ReAd0001
'

test_expect_success 'a tree store: a rewrite sweeps the project directory it writes in' '
	mkdir -p cc/projects/-w &&
	cp "$FIXTURES/check/claude-code/clean-weather.jsonl" cc/projects/-w/d0000001-0000-4000-8000-000000000001.jsonl &&
	id=$(transcript list claude-code:cc | cut -f1) && test -n "$id" &&
	: >cc/projects/-w/.tmp-PrOj0001 && aged cc/projects/-w/.tmp-PrOj0001 &&
	transcript load claude-code:cc -- "$id" >items &&
	transcript compact-replace claude-code:cc -- "$id" items 2>err &&
	! test -e cc/projects/-w/.tmp-PrOj0001 &&
	grep -q "removed 1 temporary file" err
'

test_expect_success 'a one-file store does not sweep the directory it is in' '
	mkdir -p one && echo "{\"a\":1}" >one/s.jsonl &&
	: >one/.tmp-NoTmInE && : >one/.tmp-NoTmInE1 && aged one/.tmp-NoTmInE1 &&
	echo "{\"a\":2}" | transcript append one/s.jsonl s 2>err &&
	test -e one/.tmp-NoTmInE1 && ! test -s err
'

# Its maker's lock is what keeps a live temp file: here a compact-replace
# into a tree store, reading a slow stdin, has its temp file open in the
# project directory, which a jsonl: store of the same directory (another
# store, another lock) sweeps meanwhile, the temp file aged by hand.
test_expect_success 'a live writer'"'"'s temp file, however old, stays; the writer completes' '
	id=$(transcript list claude-code:cc | cut -f1) &&
	transcript load claude-code:cc -- "$id" >items && head -n 3 items >first ||
	    exit 1
	{ cat first; sleep 2; sed 1,3d items; } |
	    transcript compact-replace claude-code:cc -- "$id" 2>cr.err &
	cr=$!
	sleep 1 && t=$(ls -A cc/projects/-w | grep "^\.tmp-........$") &&
	test "$(echo "$t" | wc -l)" = 1 && aged "cc/projects/-w/$t" &&
	unswept cc/projects/-w &&
	echo "{\"x\":1}" | transcript append jsonl:cc/projects/-w other 2>err &&
	test -e "cc/projects/-w/$t" && ! test -s err
	rc=$?
	wait $cr && test $rc = 0 &&
	transcript load claude-code:cc -- "$id" >after && test_cmp items after
'

test_done
