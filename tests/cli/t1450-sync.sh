#!/bin/sh
# shellcheck disable=SC2016
test_description='sync: new, grown, rewritten and deleted sessions; sources of every kind; the state; dry runs; failures'
. "$(dirname "$0")/lib.sh"

R=$(pwd -P)	# $TRASH as sync names the stores (no link)

# chat ROLE TEXT: one Chat Completions item.
chat() {
	printf '{"role":"%s","content":"%s"}\n' "$1" "$2"
}
# sum DIR...: one line summing every file's bytes and name under DIR.
sum() {
	find "$@" -type f | sort | xargs cksum | cksum
}

test_expect_success 'setup: a source of two sessions' '
	mkdir src &&
	{ chat user "a1"; chat assistant "a2"; } >src/a.jsonl &&
	chat user "b1" >src/b.jsonl
'

test_expect_success 'usage: a source and an archive; kinds sync cannot write' '
	test_expect_code 2 transcript sync &&
	test_expect_code 2 transcript sync src &&
	test_expect_code 2 transcript sync --list &&
	test_expect_code 2 transcript sync --list src arch &&
	test_expect_code 2 transcript sync --list --dry-run arch &&
	test_expect_code 2 transcript sync src claude-code:cc 2>err &&
	grep -q "cannot sync into a claude-code store (jsonl, dir or sqlite)" err &&
	test_expect_code 2 transcript sync src postgres:dbname=x 2>err &&
	grep -q "cannot sync into a postgres store" err &&
	test_expect_code 2 transcript sync src postgresql://h/x &&
	test_expect_code 2 transcript sync src jsonl:one.jsonl 2>err &&
	grep -q "single-session jsonl store: sync into a directory" err &&
	test ! -e cc && test ! -e arch.sync && test ! -e one.jsonl.sync
'

test_expect_success '--dry-run into a new archive: copy lines, nothing written' '
	transcript sync --dry-run src jsonl:arch >out 2>err &&
	printf "copy a\ncopy b\n" >want && test_cmp want out &&
	grep -q "^sync (dry run): 2 sessions: 2 new, 0 appended, 0 revised, 0 unchanged; 3 items to write in " err &&
	test ! -e arch && test ! -e arch.sync
'

test_expect_success 'first run: every session copied, byte for byte; the state beside' '
	transcript sync src jsonl:arch >out 2>err &&
	test ! -s out &&
	grep -q "^sync: 2 sessions: 2 new, 0 appended, 0 revised, 0 unchanged; 3 items written in [0-9.]* s$" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got &&
	transcript load arch b >got && test_cmp src/b.jsonl got &&
	test -f arch.sync && ! ls -a arch | grep -q sync
'

test_expect_success 'the state is no session: list, check and convert of the archive' '
	transcript list arch >out && test $(wc -l <out) = 2 &&
	transcript check arch &&
	transcript convert --quiet arch jsonl:copy && test $(ls copy | grep -c jsonl) = 2
'

test_expect_success '--list: each session with its origin' '
	transcript sync --list arch >out &&
	cut -f 1-4 out >got &&
	printf "a\tjsonl:%s/src\ta\t2\nb\tjsonl:%s/src\tb\t1\n" "$R" "$R" >want &&
	test_cmp want got &&
	test_expect_code 5 transcript sync --list jsonl:src 2>err &&
	grep -q "no sync state" err
'

test_expect_success 'a rerun with nothing changed writes nothing' '
	sum arch arch.sync >before &&
	transcript sync src arch 2>err &&
	grep -q "2 sessions: 0 new, 0 appended, 0 revised, 2 unchanged; 0 items written" err &&
	sum arch arch.sync >now && test_cmp before now
'

test_expect_success 'a session whose file has its stamp is not opened' '
	# same size, mtime and inode, other bytes: still "unchanged"
	cp -p src/b.jsonl b.keep &&
	printf "%s" "$(chat user b9)" | dd of=src/b.jsonl conv=notrunc 2>/dev/null &&
	touch -r b.keep src/b.jsonl &&
	transcript sync src arch 2>err &&
	grep -q "2 unchanged" err &&
	transcript load arch b >got && test_cmp b.keep got &&
	cp -p b.keep src/b.jsonl
'

test_expect_success 'grown at the source: --dry-run says so, then only the new items are appended' '
	chat user "a3" >>src/a.jsonl && chat assistant "a4" >>src/a.jsonl &&
	sum arch >before &&
	transcript sync -n src arch >out 2>err &&
	echo "append a +2" >want && test_cmp want out &&
	sum arch >now && test_cmp before now &&
	transcript sync src arch 2>err &&
	grep -q "0 new, 1 appended, 0 revised, 1 unchanged; 2 items written" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got
'

test_expect_success 'a torn last line (a file being written) is not copied, until complete' '
	printf "{\"role\":\"user\",\"con" >>src/a.jsonl &&
	transcript sync src arch 2>err &&
	grep -q "2 unchanged; 0 items written" err && ! grep -q warning err &&
	transcript load arch a >got && test $(wc -l <got) = 4 &&
	printf "tent\":\"a5\"}\n" >>src/a.jsonl &&
	transcript sync src arch 2>err &&
	grep -q "1 appended" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got
'

test_expect_success 'rewritten at the source: the old version kept as ID@1, ID the latest' '
	transcript load arch a >a.v1 &&
	{ chat user "summary"; chat assistant "a5"; } >src/a.jsonl &&
	transcript sync -n src arch >out &&
	echo "revise a -> a@1" >want && test_cmp want out &&
	transcript sync src arch 2>err &&
	grep -q "0 new, 0 appended, 1 revised, 1 unchanged; 2 items written" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got &&
	transcript load arch a@1 >got && test_cmp a.v1 got
'

test_expect_success 'shorter at the source is rewritten too; revisions number on: a@2' '
	cp src/a.jsonl a.v2 &&
	chat user "only" >src/a.jsonl &&
	transcript sync src arch 2>err && grep -q "1 revised" err &&
	transcript load arch a@2 >got && test_cmp a.v2 got &&
	transcript load arch a@1 >got && test_cmp a.v1 got &&
	transcript load arch a >got && test_cmp src/a.jsonl got
'

test_expect_success 'list hides ID@N where ID is listed, --all shows them' '
	transcript append arch x@1 src/b.jsonl &&
	transcript append arch a@x src/b.jsonl &&
	transcript append arch a-b src/b.jsonl &&
	transcript append arch a-b@1 src/b.jsonl &&
	transcript append arch ab@1 src/b.jsonl &&
	transcript list arch | cut -f 1 >got &&
	printf "a\na-b\na@x\nab@1\nb\nx@1\n" >want && test_cmp want got &&
	transcript list --all --json arch | sed "s/^{\"session\":\"\([^\"]*\)\".*/\1/" >got &&
	printf "a\na-b\na-b@1\na@1\na@2\na@x\nab@1\nb\nx@1\n" >want && test_cmp want got &&
	transcript list --sort=items arch | cut -f 1 | sort >got &&
	printf "a\na-b\na@x\nab@1\nb\nx@1\n" >want && test_cmp want got &&
	transcript delete arch x@1 a@x a-b a-b@1 ab@1
'

test_expect_success 'deleted at the source: kept in the archive' '
	rm src/b.jsonl &&
	transcript sync src arch 2>err &&
	grep -q "^sync: 1 session: 0 new, 0 appended, 0 revised, 1 unchanged" err &&
	transcript load arch b >got && chat user "b1" >want && test_cmp want got
'

test_expect_success 'two sources with one id: both kept, the second as ID~KIND' '
	mkdir src2 && chat user "other a" >src2/a.jsonl &&
	transcript sync -n src src2 arch >out &&
	echo "copy a~jsonl" >want && test_cmp want out &&
	transcript sync src src2 arch 2>err &&
	grep -q "^sync: 2 sessions: 1 new, 0 appended, 0 revised, 1 unchanged" err &&
	transcript load arch a~jsonl >got && test_cmp src2/a.jsonl got &&
	transcript load arch a >got && test_cmp src/a.jsonl got &&
	mkdir src3 && chat user "third a" >src3/a.jsonl &&
	transcript sync src3 arch 2>err &&
	transcript load arch a~jsonl2 >got && test_cmp src3/a.jsonl got &&
	chat assistant "more" >>src2/a.jsonl &&
	transcript sync src src2 src3 arch 2>err &&
	grep -q "3 sessions: 0 new, 1 appended, 0 revised, 2 unchanged" err &&
	transcript load arch a~jsonl >got && test_cmp src2/a.jsonl got &&
	grep -q "^a~jsonl	jsonl:$R/src2	a	2	" <<-EOF
	$(transcript sync --list arch)
	EOF
'

test_expect_success '--dry-run into a new archive from two sources with one id' '
	transcript sync -n src src2 jsonl:new >out &&
	printf "copy a\ncopy a~jsonl\n" >want && test_cmp want out &&
	test ! -e new && test ! -e new.sync
'

test_expect_success 'the state lost: a rerun checks the copies by their digest, and writes nothing' '
	sum arch >before &&
	rm arch.sync &&
	transcript sync src arch 2>err &&
	grep -q "1 session: 0 new, 0 appended, 0 revised, 1 unchanged" err &&
	sum arch >now && test_cmp before now &&
	chat user "grown" >>src/a.jsonl && rm arch.sync &&
	transcript sync src arch 2>err && grep -q "1 appended" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got
'

test_expect_success 'an archive session changed behind the state is checked, not trusted' '
	chat user "mine" >mine &&
	transcript compact-replace arch a mine &&
	chat user "grown again" >>src/a.jsonl &&
	transcript sync src arch 2>err && grep -q "1 revised" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got &&
	transcript load arch a@3 >got && test_cmp mine got
'

test_expect_success 'a kill between the copy to ID@N and the rewrite: the rerun does not copy twice' '
	chat user "again" >src/a.jsonl &&
	transcript load arch a >old &&
	transcript append arch a@4 old &&
	transcript sync src arch 2>err && grep -q "1 revised" err &&
	transcript load arch a >got && test_cmp src/a.jsonl got &&
	test_expect_code 5 transcript load arch a@5 2>/dev/null
'

test_expect_success 'a bad item fails its session with its position; the others go on (exit 4)' '
	mkdir bad &&
	{ chat user "ok"; echo "{not json"; chat user "after"; } >bad/broken.jsonl &&
	chat user "fine" >bad/fine.jsonl &&
	test_expect_code 4 transcript sync bad arch 2>err &&
	grep -q "broken.jsonl:2: " err &&
	grep -q "^sync: 2 sessions: 1 new, 0 appended, 0 revised, 0 unchanged, 1 failed; 1 item written" err &&
	transcript load arch fine >got && test_cmp bad/fine.jsonl got &&
	test_expect_code 5 transcript load arch broken 2>/dev/null
'

test_expect_success 'a missing source is reported, the others synced (exit 5)' '
	chat user "late" >src/c.jsonl &&
	test_expect_code 5 transcript sync nosuch src arch 2>err &&
	grep -q "no such store .nosuch." err &&
	grep -q "1 new, .*1 failed" err &&
	transcript load arch c >got && test_cmp src/c.jsonl got
'

test_expect_success '--quiet: no summary' '
	transcript sync -q src arch 2>err && test ! -s err
'

test_expect_success 'a second sync of the same archive waits, then exits 6' '
	flock arch.sync sh -c ": >held; sleep 2" &
	while [ ! -f held ]; do sleep 0.1; done &&
	test_expect_code 6 transcript sync --busy-timeout=100 src arch 2>err &&
	grep -q "busy\|locked" err &&
	wait
'

test_expect_success 'into sqlite and dir archives; a claude-code source (ids with /)' '
	cp -R "$FIXTURES/native/claude-code" ccfix &&
	transcript sync -q claude-code:ccfix src arch.db &&
	test -f arch.db.sync &&
	transcript list claude-code:ccfix | cut -f 1,2 >want &&
	transcript list arch.db | cut -f 1,2 | grep / >got &&
	test_cmp want got &&
	transcript sync claude-code:ccfix src arch.db 2>err &&
	grep -q "0 new, 0 appended, 0 revised, [0-9]* unchanged; 0 items" err &&
	transcript sync -q src dir:darch && test -f darch.sync &&
	transcript load darch a >got && test_cmp src/a.jsonl got &&
	chat user "to dir" >>src/a.jsonl &&
	transcript sync src darch 2>err && grep -q "1 appended" err &&
	transcript load darch a >got && test_cmp src/a.jsonl got
'

test_expect_success 'codex and gemini-cli sources into one archive, each session as it is there' '
	cp -R "$FIXTURES/native/codex" cxfix && cp -R "$FIXTURES/native/gemini-cli" gmfix &&
	transcript sync -q codex:cxfix gemini-cli:gmfix mix.db &&
	{ transcript list codex:cxfix; transcript list gemini-cli:gmfix; } |
	    cut -f 1,2 | sort >want &&
	transcript list mix.db | cut -f 1,2 >got && test_cmp want got &&
	for s in $(cut -f 1 want); do
		{ transcript load codex:cxfix "$s" 2>/dev/null ||
		    transcript load gemini-cli:gmfix "$s"; } >want.s &&
		transcript load mix.db "$s" >got.s && test_cmp want.s got.s || exit 1
	done &&
	transcript sync codex:cxfix gemini-cli:gmfix mix.db 2>err &&
	grep -q "^sync: 7 sessions: 0 new, 0 appended, 0 revised, 7 unchanged; 0 items" err
'

test_expect_success 'an SQLite source: not even listed while its files keep their stamp' '
	transcript sync -q arch.db sarch.db &&
	n=$(transcript list arch.db | wc -l) &&
	transcript sync arch.db sarch.db 2>err &&
	grep -q "^sync: $n sessions: 0 new, 0 appended, 0 revised, $n unchanged; 0 items" err &&
	# its last page zeroed, same size, mtime and inode: not read
	cp -p arch.db db.keep &&
	dd if=/dev/zero of=arch.db bs=1024 count=1 conv=notrunc \
	    seek=$(($(wc -c <arch.db) / 1024 - 1)) 2>/dev/null &&
	touch -r db.keep arch.db &&
	transcript sync arch.db sarch.db 2>err &&
	grep -q "$n unchanged; 0 items" err &&
	cp -p db.keep arch.db &&
	transcript delete sarch.db a &&
	transcript sync arch.db sarch.db 2>err && grep -q ": 1 new, " err &&
	transcript append arch.db a src/c.jsonl &&
	transcript sync arch.db sarch.db 2>err && grep -q " 1 appended" err &&
	transcript load sarch.db a >got && transcript load arch.db a >want &&
	test_cmp want got
'

test_expect_success 'an SQLite source with a session that fails is listed again next time' '
	chat user "x" | transcript append bad.db ok &&
	chat user "y" | transcript append bad.db broken &&
	echo "UPDATE items SET json = '"'"'{bad'"'"' WHERE session_id = '"'"'broken'"'"';" >bad.sql &&
	mkdb bad.db bad.sql &&
	test_expect_code 4 transcript sync bad.db barch.db 2>err &&
	grep -q "1 new, .*1 failed" err &&
	test_expect_code 4 transcript sync bad.db barch.db 2>err &&
	grep -q "2 sessions: 0 new, 0 appended, 0 revised, 1 unchanged, 1 failed" err
'

test_expect_success 'a damaged archive session is kept aside, byte for byte, and blocks no other (exit 4)' '
	mkdir dmg && chat user "a" >dmg/a.jsonl && chat user "b" >dmg/b.jsonl &&
	transcript sync -q dmg jsonl:darc &&
	printf "{\"role\":\"user\",\"con" >>darc/a.jsonl && cp darc/a.jsonl a.torn &&
	chat user "a2" >>dmg/a.jsonl && chat user "b2" >>dmg/b.jsonl &&
	chat user "c" >dmg/c.jsonl &&
	test_expect_code 4 transcript sync -n dmg darc >out 2>err &&
	printf "damaged a -> a@1\nappend b +1\ncopy c\n" >want && test_cmp want out &&
	test_expect_code 4 transcript sync dmg darc 2>err &&
	grep -q "darc/a.jsonl:2: torn last line" err &&
	grep -q "session .a. is damaged: kept as .a@1., written again from the source" err &&
	grep -q "^sync: 3 sessions: 1 new, 1 appended, 0 revised, 0 unchanged, 1 damaged (kept aside); 4 items written" err &&
	cmp a.torn darc/a%401.jsonl &&
	transcript load darc a >got && test_cmp dmg/a.jsonl got &&
	transcript load darc b >got && test_cmp dmg/b.jsonl got &&
	transcript load darc c >got && test_cmp dmg/c.jsonl got &&
	transcript sync dmg darc 2>err &&
	grep -q "3 sessions: 0 new, 0 appended, 0 revised, 3 unchanged; 0 items" err
'

test_expect_success 'a damaged item in an SQLite archive: kept aside as ID@N, the others synced' '
	mkdir dmg2 && chat user "p" >dmg2/p.jsonl && chat user "q" >dmg2/q.jsonl &&
	transcript sync -q dmg2 darc.db &&
	echo "UPDATE items SET json = '"'"'{bad'"'"' WHERE session_id = '"'"'p'"'"';" >dmg.sql &&
	mkdb darc.db dmg.sql &&
	chat user "p2" >>dmg2/p.jsonl && chat user "q2" >>dmg2/q.jsonl &&
	test_expect_code 4 transcript sync dmg2 darc.db 2>err &&
	grep -q "darc.db#p@[0-9]*: " err &&
	grep -q "0 new, 1 appended, 0 revised, 0 unchanged, 1 damaged" err &&
	transcript load darc.db p >got && test_cmp dmg2/p.jsonl got &&
	transcript load darc.db q >got && test_cmp dmg2/q.jsonl got &&
	transcript list --all darc.db | grep -q "^p@1	"
'

test_expect_success 'one archive, one state and one lock, however it is named (., a link, a trailing /)' '
	mkdir one && chat user "o" >one/o.jsonl &&
	transcript sync -q one jsonl:oarc && ln -s oarc olink &&
	chat user "o2" >>one/o.jsonl &&
	(cd oarc && transcript sync ../one jsonl:. 2>err) &&
	grep -q "1 appended" oarc/err && rm oarc/err &&
	test ! -e oarc/..sync && test ! -e ..sync &&
	transcript sync one jsonl:olink 2>err && grep -q "1 unchanged" err &&
	transcript sync one jsonl:oarc/ 2>err && grep -q "1 unchanged" err &&
	test ! -e olink.sync &&
	transcript sync --list olink | grep -q "^o	"
'

test_expect_success 'a link to the archive and its . wait for the one lock' '
	flock oarc.sync sh -c ": >oheld; sleep 2" &
	wait_for "test -f oheld" 10 &&
	test_expect_code 6 transcript sync --busy-timeout=100 one jsonl:olink &&
	(cd oarc && test_expect_code 6 transcript sync --busy-timeout=100 ../one jsonl:.) &&
	test ! -e olink.sync && test ! -e oarc/..sync &&
	wait
'

test_expect_success 'the state lost, the sources in another order: each finds its own copy' '
	mkdir o1 o2 && chat user "one" >o1/x.jsonl && chat user "two" >o2/x.jsonl &&
	transcript sync -q o1 o2 jsonl:xarc && rm xarc.sync* &&
	transcript sync o2 o1 xarc 2>err &&
	grep -q "2 sessions: 0 new, 0 appended, 0 revised, 2 unchanged" err &&
	chat user "more" >>o1/x.jsonl && rm xarc.sync* &&
	transcript sync o2 o1 xarc 2>err &&
	grep -q "2 sessions: 0 new, 1 appended, 0 revised, 1 unchanged" err &&
	transcript load xarc x >got && test_cmp o1/x.jsonl got &&
	transcript load xarc x~jsonl >got && test_cmp o2/x.jsonl got &&
	test_expect_code 5 transcript load xarc x@1 2>/dev/null
'

test_expect_success 'a link or a directory at the state path: bad data (exit 4), nothing written' '
	mkdir l1 && chat user "l" >l1/l.jsonl &&
	ln -s elsewhere larc.sync &&
	test_expect_code 4 transcript sync l1 jsonl:larc 2>err &&
	grep -q "sync state .*larc.sync. is a symbolic link, not a regular file" err &&
	test ! -e elsewhere && test ! -e larc &&
	transcript sync -q l1 jsonl:larc2 && rm larc2.sync && ln -s elsewhere larc2.sync &&
	test_expect_code 4 transcript sync --list larc2 2>err &&
	grep -q "is not a regular file" err &&
	mkdir darc2.sync &&
	test_expect_code 4 transcript sync l1 jsonl:darc2 2>err &&
	grep -q "sync state .*darc2.sync. is not a regular file" err
'

test_expect_success 'an append reads not the archive copy while its file keeps the stamp the state has' '
	mkdir ap && chat user "p1" >ap/p.jsonl &&
	transcript sync -q ap jsonl:parc && chat user "p2" >>ap/p.jsonl &&
	transcript sync -q ap parc &&
	# p1 made z1 in the copy, same size, mtime and inode: not read, trusted
	cp -p parc/p.jsonl p.keep && sed "s/p1/z1/" p.keep >p.z &&
	cat p.z >parc/p.jsonl && touch -r p.keep parc/p.jsonl &&
	chat user "p3" >>ap/p.jsonl &&
	transcript sync ap parc 2>err && grep -q "1 appended" err &&
	transcript load parc p | head -n 1 | grep -q z1 &&
	# its stamp changed: read, found no prefix, revised
	touch parc/p.jsonl && chat user "p4" >>ap/p.jsonl &&
	transcript sync ap parc 2>err && grep -q "1 revised" err &&
	transcript load parc p >got && test_cmp ap/p.jsonl got
'

# One process, one open of an SQLite archive (store.h store_open_writer()):
# a second open for the batch would drop the sync's locks, and the append,
# closing the archive as its last connection, would checkpoint and delete
# the -wal that the sync then writes on (the hook fails if it is gone).
test_expect_success 'sqlite: an archive appended to while a batch writes to it: both kept' '
	mkdir hk && chat user "h1" >hk/h.jsonl &&
	chat user "k1" | transcript append hook.db k &&
	chat user "k2" >later &&
	env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" append hook.db k <later &&
	    test -f hook.db-wal" "$TRANSCRIPT" sync -q hk hook.db 2>err &&
	test ! -s err &&
	transcript load hook.db h >got && test_cmp hk/h.jsonl got &&
	{ chat user "k1"; chat user "k2"; } >want &&
	transcript load hook.db k >got && test_cmp want got
'

test_expect_success '300 sessions: a rerun writes nothing' '
	mkdir many &&
	awk "BEGIN { for (i = 0; i < 300; i++) { f = sprintf(\"many/s%04d.jsonl\", i);
	    print \"{\\\"role\\\":\\\"user\\\",\\\"content\\\":\\\"hi\\\"}\" > f; close(f) } }" &&
	transcript sync -q many jsonl:marc &&
	transcript sync many marc 2>err &&
	grep -q "300 sessions: 0 new, 0 appended, 0 revised, 300 unchanged" err
'

test_done
