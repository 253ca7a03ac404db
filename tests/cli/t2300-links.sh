#!/bin/sh
test_description='file stores never write or read through a link out of the store (issue 9)'
. "$(dirname "$0")/lib.sh"

# Every case gets a fresh directory (case<N>) holding
#	outside/  outside every store: f.jsonl (a session's data file), d/ (a
#		  session's directory of a dir store, the same items), f.json
#		  (an item file), m.json (a sidecar)
#	st/	  the store under test ($S): sessions chat-weather and
#		  responses-weather, and session "link" (it sorts between
#		  them) whose file or directory is made the kind under test
#	src/	  a jsonl store with sessions "link" and "new" (convert into)
# Each case checks the exit status, the whole message, and a checksum of
# the trees that must not change (outside/ always; st/ where nothing may
# change), taken before and after.  Every transcript runs under timeout:
# a FIFO that blocks it fails the test (exit 124).

ITEM='{"role":"user","content":"hi"}'

# run CODE ARGS...: transcript ARGS must exit CODE; stdout in got.out,
# stderr in got.err.
run() {
	want=$1
	shift
	timeout 10 "$TRANSCRIPT" "$@" >got.out 2>got.err
	got=$?
	if [ "$got" -eq 124 ]; then
		echo "timed out (blocked?): transcript $*" >&2
		return 1
	fi
	[ "$got" -eq "$want" ] && return 0
	echo "expected exit $want, got $got: transcript $*" >&2
	sed 's/^/stderr: /' got.err >&2
	return 1
}

# snap PATH...: every entry under PATH... with its type, a link's target
# and a file's checksum and size, sorted.  Links are never followed.
snap() {
	{
		for t in d p s; do
			find "$@" -type $t | sed "s|^|$t |"
		done
		find "$@" -type l -exec sh -c \
		    'for l; do echo "l $l -> $(readlink "$l")"; done' sh {} +
		find "$@" -type f -exec cksum {} +
	} | LC_ALL=C sort
}

# unchanged [DIR]: the snapshot of DIR (of outside and st if none) is the
# one taken before (before.DIR, before.all).
unchanged() {
	if [ $# -eq 0 ]; then
		snap outside st >after && test_cmp before.all after
	else
		snap "$1" >after && test_cmp "before.$1" after
	fi
}

# test_must_be_empty FILE
test_must_be_empty() {
	test ! -s "$1" || { sed 's/^/unexpected: /' "$1" >&2; return 1; }
}

# Each message names the refused entry as the store was named.
msg() {
	case $2 in
	link) echo "'$1' is a symbolic link; transcript does not follow links inside a store" ;;
	fifo) echo "'$1' is a FIFO; transcript reads only regular files and directories inside a store" ;;
	socket) echo "'$1' is a socket; transcript reads only regular files and directories inside a store" ;;
	file) echo "'$1' is a file where a directory belongs" ;;
	esac
}

# err_is LINE: stderr is exactly LINE.
err_is() {
	echo "$1" >want.err && test_cmp want.err got.err
}

# ids STORE: the session ids that list shows, one a line.
ids() {
	timeout 10 "$TRANSCRIPT" list "$1" | cut -f1
}

mksock() {
	python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$1"
}
HAVE_SOCK=0
if command -v python3 >/dev/null 2>&1 && mksock "$TRASH/sock-probe" 2>/dev/null &&
    test -S "$TRASH/sock-probe"; then
	HAVE_SOCK=1
fi

#
# setup STORE KIND: cd into a fresh case directory (above) with session
# "link" of st made KIND; sets S (the store), E (link's file or
# directory), P (the entry refused in messages), MSG (the message about
# it) and CAT, what to expect:
#	session	 link's file or directory, sidecar or pending record is a link
#		 or a special file: list skips it with a warning, check reports
#		 it, every other command refuses it (exit 4)
#	meta	 a dir session's meta.json: as session, but rename moves the
#		 directory whole (nothing in it is read)
#	item	 an item file within the commit record: what reads it refuses
#		 it (exit 4); list, and writers, which never read it, work
#	regfile	 a regular file where a dir session belongs: not a session
#	hard	 a hard link to a file outside: read as any file, never written
#		 through (writes replace it)
#
setup() {
	mkdir "case$test_count" && cd "case$test_count" &&
	    cp -R "$TRASH/base/outside" "$TRASH/base/src" "$TRASH/base/item" . &&
	    cp -R "$TRASH/base/$1" st || return 1
	S=$1:st
	if [ "$1" = jsonl ]; then E=st/link.jsonl; else E=st/link; fi
	P=$E CAT=session WHAT=link
	case $1/$2 in
	*/file) ln -s ../outside/f.jsonl $E ;;
	*/dir) ln -s ../outside/d $E ;;
	jsonl/dangling) ln -s ../outside/gone.jsonl $E ;;
	dir/dangling) ln -s ../outside/gone $E ;;
	jsonl/inside) ln -s chat-weather.jsonl $E ;;
	dir/inside) ln -s chat-weather $E ;;
	*/fifo) WHAT=fifo; mkfifo $E ;;
	*/socket) WHAT=socket; mksock $E ;;
	jsonl/hard) CAT=hard; ln outside/f.jsonl $E ;;
	dir/hard)
		CAT=hard
		cp -R outside/d $E && rm $E/00000000.json &&
		    ln outside/d/00000000.json $E/00000000.json ;;
	jsonl/sidecar) P=st/link.meta.json; cp outside/f.jsonl $E && ln -s ../outside/m.json $P ;;
	jsonl/sidecar-fifo) P=st/link.meta.json WHAT=fifo; cp outside/f.jsonl $E && mkfifo $P ;;
	jsonl/pending) P=st/.link.jsonl.pending; cp outside/f.jsonl $E && ln -s ../outside/m.json $P ;;
	dir/meta)
		P=$E/meta.json CAT=meta
		cp -R outside/d $E && rm $P && ln -s ../../outside/d/meta.json $P ;;
	dir/meta-fifo) P=$E/meta.json CAT=meta WHAT=fifo; cp -R outside/d $E && rm $P && mkfifo $P ;;
	dir/item)
		P=$E/00000003.json CAT=item
		cp -R outside/d $E && rm $P && ln -s ../../outside/f.json $P ;;
	dir/item-fifo) P=$E/00000003.json CAT=item WHAT=fifo; cp -R outside/d $E && rm $P && mkfifo $P ;;
	dir/regfile) CAT=regfile WHAT=file; cp outside/f.json $E ;;
	*) echo "no kind $1/$2" >&2; false ;;
	esac || return 1
	MSG=$(msg "$P" "$WHAT")
	snap outside st >before.all && snap outside >before.outside
}

# special PATH: PATH is still a link or a FIFO.
special() {
	test -h "$1" || test -p "$1"
}

# The same path under session "moved" (rename).
moved() {
	echo "$1" | sed 's|^st/link|st/moved|'
}

# --- Readers ----------------------------------------------------------

t_list() {
	run 0 list "$S" && cut -f1 got.out >got.ids || return 1
	case $CAT in
	session|meta)
		err_is "transcript: warning: skipping session 'link': $MSG" &&
		    printf 'chat-weather\nresponses-weather\n' >want.ids &&
		    test_cmp want.ids got.ids &&
		    run 0 list --json "$S" && test "$(wc -l <got.out)" -eq 2 &&
		    ! grep -q '"session":"link"' got.out &&
		    err_is "transcript: warning: skipping session 'link': $MSG" ;;
	regfile)
		test_must_be_empty got.err &&
		    printf 'chat-weather\nresponses-weather\n' >want.ids &&
		    test_cmp want.ids got.ids ;;
	item|hard)
		test_must_be_empty got.err &&
		    printf 'chat-weather\nlink\nresponses-weather\n' >want.ids &&
		    test_cmp want.ids got.ids && run 0 list --bytes "$S" &&
		    grep -q "^link	8	.*	1440$" got.out ;;
	esac && unchanged
}

t_load() {
	case $CAT in
	hard) run 0 load "$S" link && test_cmp outside/f.jsonl got.out &&
		test_must_be_empty got.err ;;
	*) run 4 load "$S" link && err_is "transcript: $MSG" ;;
	esac && unchanged
}

t_dump() {
	case $CAT in
	hard)
		run 0 dump "$S" link && grep -q '^=== link (8 items' got.out &&
		    run 0 dump --format=jsonl "$S" && test "$(wc -l <got.out)" -eq 26 ;;
	regfile)
		run 4 dump "$S" link && err_is "transcript: $MSG" &&
		    run 0 dump "$S" && ! grep -q '^=== link' got.out &&
		    grep -q '^=== responses-weather' got.out ;;
	*)
		run 4 dump "$S" link && err_is "transcript: $MSG" &&
		    run 4 dump "$S" && err_is "transcript: $MSG" &&
		    grep -q '^=== chat-weather' got.out ;;
	esac && unchanged
}

t_check() {
	case $CAT in
	session|meta)
		run 1 check "$S" && echo "$P: error: $MSG [unsafe-file]" >want &&
		    test_cmp want got.out &&
		    err_is "check: 3 sessions, 18 items, 1 error, 0 warnings" &&
		    run 1 check --format=json "$S" &&
		    printf '{"code":"unsafe-file","severity":"error","session":"link","seq":null,"line":null,"file":"%s","call_id":null,"tool":null,"message":"%s"}\n' \
			"$P" "$MSG" >want && head -n 1 got.out >got && test_cmp want got &&
		    run 4 check "$S" link && err_is "transcript: $MSG" ;;
	item)
		# A load that fails: reported, and the others are checked.
		run 4 check "$S" && test_must_be_empty got.out &&
		    printf '%s\n' "transcript: $MSG" \
			"check: 3 sessions, 18 items, 0 errors, 0 warnings" >want &&
		    test_cmp want got.err && run 4 check "$S" link ;;
	regfile)
		run 0 check "$S" && err_is "check: 2 sessions, 18 items, 0 errors, 0 warnings" &&
		    run 4 check "$S" link && err_is "transcript: $MSG" ;;
	hard)
		run 0 check "$S" && err_is "check: 3 sessions, 26 items, 0 errors, 0 warnings" ;;
	esac && unchanged
}

t_convert_from() {
	case $CAT in
	hard)
		run 0 convert "$S" jsonl:cv &&
		    printf 'chat-weather\nlink\nresponses-weather\n' >want &&
		    ids jsonl:cv >got && test_cmp want got && test_cmp outside/f.jsonl cv/link.jsonl ;;
	regfile)
		run 0 convert "$S" jsonl:cv && printf 'chat-weather\nresponses-weather\n' >want &&
		    ids jsonl:cv >got && test_cmp want got ;;
	*)
		run 4 convert "$S" jsonl:cv &&
		    printf '%s\n' "transcript: $MSG" "convert: 2 sessions converted, 0 skipped (identical), 18 items, 2793 bytes" >want &&
		    test_cmp want got.err &&
		    printf 'chat-weather\nresponses-weather\n' >want &&
		    ids jsonl:cv >got && test_cmp want got ;;
	esac && unchanged
}

# --- Writers ----------------------------------------------------------

# refused ARGS...: transcript ARGS exits 4 with MSG and changes nothing.
refused() {
	run 4 "$@" && err_is "transcript: $MSG" && unchanged
}

t_append() {
	case $CAT in
	session|meta|regfile) refused append "$S" link item ;;
	item)
		# The new item is a new file; the link stays, not followed.
		run 0 append "$S" link item && unchanged outside && special "$P" &&
		    test "$(cat st/link/00000008.json)" = "$(printf '{\n  "role": "user",\n  "content": "hi"\n}')" ;;
	hard)
		run 0 append "$S" link item && unchanged outside &&
		    run 0 load "$S" link && cat outside/f.jsonl item >want && test_cmp want got.out &&
		    if [ "$E" = st/link.jsonl ]; then
			# Written anew: the outside name keeps its file alone.
			test -n "$(find outside/f.jsonl -links 1)" &&
			    test -n "$(find "$E" -links 1)"
		    fi ;;
	esac
}

t_compact_replace() {
	case $CAT in
	session|meta|regfile) refused compact-replace "$S" link item ;;
	item|hard)
		run 0 compact-replace "$S" link item && unchanged outside &&
		    run 0 load "$S" link && test_cmp item got.out ;;
	esac
}

t_delete() {
	case $CAT in
	session|meta|regfile) refused delete "$S" link ;;
	item|hard)
		run 0 delete "$S" link && unchanged outside &&
		    test ! -e "$E" && test ! -h "$E" && run 5 load "$S" link ;;
	esac
}

t_rename_from() {
	case $CAT in
	session|regfile) refused rename "$S" link moved ;;
	meta|item)
		# One rename of the directory: the link in it moves along.
		run 0 rename "$S" link moved && unchanged outside &&
		    special "$(moved "$P")" && test ! -e "$E" ;;
	hard)
		run 0 rename "$S" link moved && unchanged outside &&
		    run 0 load "$S" moved && test_cmp outside/f.jsonl got.out ;;
	esac
}

t_rename_to() {
	case $CAT in
	session|regfile) refused rename "$S" responses-weather link ;;
	meta|item|hard)
		run 6 rename "$S" responses-weather link &&
		    err_is "transcript: session 'link' already exists" && unchanged ;;
	esac
}

t_convert_into() {
	case $CAT in
	hard)
		run 6 convert src "$S" &&
		    grep -qxF "transcript: session 'link' already exists in '$S' with other items; use --overwrite to replace it" got.err &&
		    unchanged outside &&
		    run 0 convert --overwrite src "$S" && unchanged outside &&
		    run 0 load "$S" link && test_cmp src/link.jsonl got.out ;;
	*)
		# "new" is converted, "link" refused: nothing else changes.
		run 4 convert src "$S" &&
		    printf '%s\n' "transcript: $MSG" "convert: 1 sessions converted, 0 skipped (identical), 6 items, 1723 bytes" >want &&
		    test_cmp want got.err &&
		    snap outside st | grep -v ' st/new' >after && test_cmp before.all after &&
		    run 0 load "$S" new && test_cmp src/new.jsonl got.out &&
		    run 4 convert --overwrite src "$S" &&
		    printf '%s\n' "transcript: $MSG" "convert: 0 sessions converted, 1 skipped (identical), 6 items, 1723 bytes" >want &&
		    test_cmp want got.err &&
		    snap outside st | grep -v ' st/new' >after && test_cmp before.all after ;;
	esac
}

# --- The fixtures ----------------------------------------------------

test_expect_success 'setup: two stores of two sessions, a tree outside, a source store' '
	mkdir base && cd base &&
	transcript convert -q "$FIXTURES/jsonl" jsonl:jsonl chat-weather responses-weather &&
	transcript convert -q "$FIXTURES/jsonl" dir:dir chat-weather responses-weather &&
	mkdir outside &&
	transcript convert -q "$FIXTURES/jsonl" jsonl:tmp anthropic-weather &&
	cp tmp/anthropic-weather.jsonl outside/f.jsonl &&
	transcript convert -q "$FIXTURES/jsonl" dir:tmpd anthropic-weather &&
	cp -R tmpd/anthropic-weather outside/d &&
	cp outside/d/00000000.json outside/f.json &&
	echo "{\"created_at\":5}" >outside/m.json &&
	transcript convert -q "$FIXTURES/jsonl" jsonl:src agentkit-weather &&
	transcript rename jsonl:src agentkit-weather link &&
	transcript convert -q jsonl:src jsonl:tmp2 &&
	transcript rename jsonl:tmp2 link new && cp tmp2/new.* src/ &&
	rm -r tmp tmpd tmp2 &&
	echo "$ITEM" >item &&
	test "$(ids jsonl:jsonl | tr "\n" " ")" = "chat-weather responses-weather "
'

# --- The matrix ------------------------------------------------------

what() {
	case $1/$2 in
	*/file) echo "is a link to a file outside" ;;
	*/dir) echo "is a link to a directory outside" ;;
	*/dangling) echo "is a dangling link" ;;
	*/inside) echo "is a link to another session" ;;
	*/fifo) echo "is a FIFO" ;;
	*/socket) echo "is a socket" ;;
	jsonl/hard) echo "is a hard link to a file outside" ;;
	dir/hard) echo "has a hard link to a file outside as item 0" ;;
	*/sidecar) echo "has a link outside as its sidecar" ;;
	*/sidecar-fifo) echo "has a FIFO as its sidecar" ;;
	*/pending) echo "has a link outside as its pending record" ;;
	*/meta) echo "has a link outside as meta.json" ;;
	*/meta-fifo) echo "has a FIFO as meta.json" ;;
	*/item) echo "has a link outside as item 3" ;;
	*/item-fifo) echo "has a FIFO as item 3" ;;
	*/regfile) echo "is a regular file" ;;
	esac
}

for store in jsonl dir; do
	case $store in
	jsonl) kinds='file dir dangling inside fifo socket hard sidecar sidecar-fifo pending' ;;
	dir) kinds='file dir dangling inside fifo socket hard meta meta-fifo item item-fifo regfile' ;;
	esac
	for kind in $kinds; do
		for cmd in list load dump check convert-from append compact-replace \
		    delete rename-from rename-to convert-into; do
			name="$store: session \"link\" $(what "$store" "$kind") - $cmd"
			if [ "$kind" = socket ] && [ $HAVE_SOCK = 0 ]; then
				test_skip "$name" "no python3 to make a socket"
				continue
			fi
			test_expect_success "$name" "setup $store $kind && t_$(echo "$cmd" | tr - _)"
		done
	done
done

# --- Hard links and leftovers ----------------------------------------

test_expect_success 'jsonl: append --repair-tail refuses to cut a hard-linked file (4)' '
	setup jsonl hard && printf "{\"role\":" >>outside/f.jsonl &&
	snap outside st >before.all &&
	run 4 append --repair-tail "$S" link item &&
	err_is "transcript: '\''st/link.jsonl'\'' has 2 names (hard links); refusing to cut it in place" &&
	unchanged
'

for kind in symlink hard fifo; do
	case $kind in
	symlink) what='a link to a file outside' ;;
	hard) what='a hard link to a file outside' ;;
	fifo) what='a FIFO' ;;
	esac
	test_expect_success "dir: a leftover item file past the commit record that is $what is replaced, not written through" '
		setup dir hard && rm st/link/00000000.json && cp outside/d/00000000.json st/link/ &&
		case $kind in
		symlink) ln -s ../../outside/f.json st/link/00000008.json ;;
		hard) ln outside/f.json st/link/00000008.json ;;
		fifo) mkfifo st/link/00000008.json ;;
		esac &&
		snap outside >before.outside &&
		run 0 load "$S" link && test_cmp outside/f.jsonl got.out &&
		run 0 append "$S" link item && unchanged outside &&
		test -f st/link/00000008.json && test ! -h st/link/00000008.json &&
		test -n "$(find st/link/00000008.json -links 1)" &&
		run 0 load "$S" link && cat outside/f.jsonl item >want && test_cmp want got.out
	'
done

# --- Links the user named --------------------------------------------

for store in jsonl dir; do
	test_expect_success "$store: a store reached through a link works on its target" '
		mkdir "case$test_count" && cd "case$test_count" &&
		cp -R "$TRASH/base/$store" real && ln -s real lnk && S=$store:lnk &&
		echo "$ITEM" >item &&
		run 0 list "$S" && test $(wc -l <got.out) -eq 2 &&
		run 0 append "$S" s item && run 0 load "$S" s && test_cmp item got.out &&
		run 0 compact-replace "$S" chat-weather item &&
		run 0 rename "$S" s t && run 0 delete "$S" t &&
		run 0 check "$S" && run 0 convert "$S" jsonl:cv &&
		run 0 convert --overwrite jsonl:cv "$S" &&
		test -h lnk && ids $store:real >got &&
		printf "chat-weather\nresponses-weather\n" >want && test_cmp want got &&
		run 0 load $store:real chat-weather && test_cmp item got.out
	'
done

test_expect_success 'jsonl: a single-file store named through a link is its target, sidecar beside it' '
	mkdir "case$test_count" && cd "case$test_count" && mkdir -p w/real &&
	cp "$TRASH/base/outside/f.jsonl" w/real/x.jsonl && ln -s real/x.jsonl w/l.jsonl &&
	echo "$ITEM" >item &&
	run 0 list jsonl:w/l.jsonl && grep -q "^x	8	" got.out &&
	run 0 load jsonl:w/l.jsonl x && test_cmp w/real/x.jsonl got.out &&
	run 0 append w/l.jsonl x item && test -h w/l.jsonl && test -f w/real/x.meta.json &&
	test ! -e w/x.meta.json && test ! -e w/l.meta.json &&
	cat "$TRASH/base/outside/f.jsonl" item >want && test_cmp want w/real/x.jsonl &&
	run 0 compact-replace w/l.jsonl x item && test -h w/l.jsonl &&
	test_cmp item w/real/x.jsonl
'

test_expect_success 'jsonl: a single-file link to a file not named *.jsonl is refused (4)' '
	mkdir "case$test_count" && cd "case$test_count" && mkdir w &&
	cp "$TRASH/base/outside/m.json" w/m.json && ln -s m.json w/l.jsonl &&
	echo "$ITEM" >item && snap w >before.w &&
	run 4 load w/l.jsonl l &&
	err_is "transcript: '\''w/l.jsonl'\'' is a link to a file not named *.jsonl" &&
	run 4 append w/l.jsonl l item &&
	err_is "transcript: '\''w/l.jsonl'\'' is a link to a file not named *.jsonl" &&
	unchanged w
'

test_expect_success 'jsonl: a dangling single-file link is not written through (3)' '
	mkdir "case$test_count" && cd "case$test_count" && mkdir -p w/real &&
	ln -s real/x.jsonl w/l.jsonl && echo "$ITEM" >item && snap w >before.w &&
	run 3 append w/l.jsonl x item &&
	grep -q "^transcript: cannot resolve '\''w/l.jsonl'\''" got.err &&
	unchanged w
'

test_done
