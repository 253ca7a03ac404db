#!/bin/sh
test_description='fork: a new session with the items of one up to a seq, the original untouched'
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

W=3f0c9a4e-1b2d-4c5e-8f70-112233445566		# the weather session's uuid
WEATHER=$FIXTURES/check/claude-code/clean-weather.jsonl
CX=019c8a70-dda7-7f33-98ea-f30553347322		# a Codex rollout's
CXF=$FIXTURES/native/codex/sessions/2026/02/23/rollout-2026-02-23T13-19-38-$CX.jsonl
NEW=0a0b0c0d-1111-4222-8333-444455556666
UUID='^[0-9a-f]\{8\}-[0-9a-f]\{4\}-4[0-9a-f]\{3\}-[89ab][0-9a-f]\{3\}-[0-9a-f]\{12\}$'

# same ORIG FORK SID [KEPT]: FORK is ORIG with every UUID (and nothing
# else) replaced, one for one: the same UUID always by the same new one, two
# by two (the links keep their shape), none by itself (but KEPT, in text);
# FORK's sessionIds are all SID.
same() {
	python3 - "$1" "$2" "$3" "${4:-}" <<-\PY
	import re, sys
	U = re.compile(r'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')
	a = open(sys.argv[1]).read().splitlines()
	b = open(sys.argv[2]).read().splitlines()
	assert len(a) == len(b), (len(a), len(b))
	fwd, back = {}, {}
	for x, y in zip(a, b):
	    assert U.sub('U', x) == U.sub('U', y), (x, y)
	    for o, n in zip(U.findall(x), U.findall(y)):
	        if o == n and o == sys.argv[4]:
	            continue
	        assert o != n, o
	        assert fwd.setdefault(o, n) == n, o
	        assert back.setdefault(n, o) == o, n
	sids = set(re.findall(r'"sessionId":"([^"]*)"', open(sys.argv[2]).read()))
	assert sids == {sys.argv[3]}, sids
	PY
}

test_expect_success 'setup: a Claude Code tree, a Codex home and stores of chat items' '
	mkdir -p cc/projects/-home-ada-proj &&
	cp "$WEATHER" cc/projects/-home-ada-proj/$W.jsonl &&
	cp -R "$FIXTURES/native/claude-code/projects/-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" \
	    "$FIXTURES/native/claude-code/projects/-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jsonl" \
	    "$FIXTURES/native/claude-code/projects/-home-ada-proj/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d.jsonl" \
	    cc/projects/-home-ada-proj/ &&
	cp -R "$FIXTURES/native/codex" cx &&
	mkdir j && cp "$FIXTURES/jsonl/chat-weather.jsonl" j/w.jsonl &&
	transcript convert -q j sqlite:s.db && transcript convert -q j dir:d &&
	find cc cx -type f | sort | xargs cksum >before
'

test_expect_success 'claude-code: the whole session, under a fresh UUID printed on stdout' '
	transcript fork -- cc -home-ada-proj/$W >id &&
	test $(wc -l <id) = 1 && sed -n "s|^-home-ada-proj/||p" id >uuid &&
	grep -q "$UUID" uuid &&
	f=cc/projects/-home-ada-proj/$(cat uuid).jsonl && test -f "$f" &&
	same "$WEATHER" "$f" "$(cat uuid)"
'
test_expect_success 'claude-code: the original untouched, and nothing else written' '
	cmp "$WEATHER" cc/projects/-home-ada-proj/$W.jsonl &&
	find cc cx -type f | sort | grep -v "$(cat uuid)" | xargs cksum >after &&
	test_cmp before after
'
test_expect_success 'claude-code: the fork checks as clean as the original' '
	transcript check -- cc "$(cat id)"
'
test_expect_success 'claude-code: a summary leafUuid and a boundary logicalParentUuid follow their lines' '
	f=cc/projects/-home-ada-proj/$(cat uuid).jsonl &&
	leaf=$(sed -n "s/.*\"leafUuid\":\"\([^\"]*\)\".*/\1/p" "$f") &&
	grep -q "^{\"parentUuid\":.*\"uuid\":\"$leaf\"" "$f" &&
	lp=$(sed -n "s/.*\"logicalParentUuid\":\"\([^\"]*\)\".*/\1/p" "$f") &&
	grep -q "^{\"parentUuid\":.*\"uuid\":\"$lp\"" "$f"
'
test_expect_success 'claude-code: sourceToolAssistantUUID and a snapshot messageId follow their lines' '
	o=$FIXTURES/native/claude-code/projects/-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jsonl &&
	transcript fork -- cc -home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f >id2 &&
	f=cc/projects/$(cat id2).jsonl && same "$o" "$f" "$(sed "s|.*/||" id2)" \
	    3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f &&
	s=$(sed -n "s/.*\"sourceToolAssistantUUID\":\"\([^\"]*\)\".*/\1/p" "$f" | head -n 1) &&
	grep -q "^{\"parentUuid\":.*\"uuid\":\"$s\"" "$f" &&
	m=$(head -n 1 "$f" | sed -n "s/^{\"type\":\"file-history-snapshot\",\"messageId\":\"\([^\"]*\)\",\"snapshot\":{\"messageId\":\"\1\".*/\1/p") &&
	grep -q "^{\"parentUuid\":.*\"uuid\":\"$m\"" "$f"
'
test_expect_success 'claude-code: --at a call holds the calls up to it and their results (the window of load --last)' '
	transcript fork --at=3 -- cc -home-ada-proj/$W >id3 &&
	f=cc/projects/$(cat id3).jsonl && test $(wc -l <"$f") = 7 &&
	head -n 7 "$WEATHER" >want7 && same want7 "$f" "$(sed "s|.*/||" id3)"
'
test_expect_success 'claude-code: --at=0 and --at the last item' '
	transcript fork --at=0 -- cc -home-ada-proj/$W >id0 &&
	test $(transcript load -- cc "$(cat id0)" | wc -l) = 1 &&
	transcript fork --at=14 -- cc -home-ada-proj/$W >id14 &&
	test $(transcript load -- cc "$(cat id14)" | wc -l) = 15
'
test_expect_success 'claude-code: --at after a result: no more than asked' '
	transcript fork --at=5 -- cc -home-ada-proj/$W >id5 &&
	test $(transcript load -- cc "$(cat id5)" | wc -l) = 7 &&
	transcript fork --at=7 -- cc -home-ada-proj/$W >id7 &&
	test $(transcript load -- cc "$(cat id7)" | wc -l) = 8
'
test_expect_success 'claude-code: --at past the end: exit 5, nothing written' '
	ls -R cc >l1 &&
	test_expect_code 5 transcript fork --at=15 -- cc -home-ada-proj/$W >out 2>err &&
	grep -q "session .-home-ada-proj/$W. has no item of seq 15 (it holds 15 items)" err &&
	test ! -s out &&
	ls -R cc >l2 && test_cmp l1 l2
'
test_expect_success 'claude-code: NEWID, a UUID, names the fork in the same project' '
	echo "-home-ada-proj/$NEW" >want &&
	transcript fork -- cc -home-ada-proj/$W $NEW >got && test_cmp want got &&
	same "$WEATHER" cc/projects/-home-ada-proj/$NEW.jsonl $NEW
'
test_expect_success 'claude-code: an existing NEWID: exit 6, nothing written' '
	cksum cc/projects/-home-ada-proj/$NEW.jsonl >c1 && ls -R cc >l1 &&
	test_expect_code 6 transcript fork --at=1 -- cc -home-ada-proj/$W $NEW >out 2>err &&
	grep -q "exists already; nothing written" err && test ! -s out &&
	cksum cc/projects/-home-ada-proj/$NEW.jsonl >c2 && test_cmp c1 c2 &&
	ls -R cc >l2 && test_cmp l1 l2
'
test_expect_success 'claude-code: a NEWID that is no UUID: exit 2' '
	test_expect_code 2 transcript fork -- cc -home-ada-proj/$W branch 2>err &&
	grep -q "newid is a UUID, not .branch." err
'
test_expect_success 'claude-code: a subagent transcript is not forked: exit 2' '
	ls -R cc >l1 &&
	test_expect_code 2 transcript fork -- cc \
	    -home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/agent-a4f07c2e9b1d3a5c8 2>err &&
	grep -q "is a subagent.s transcript: fork its session, .-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.$" err &&
	ls -R cc >l2 && test_cmp l1 l2
'
test_expect_success 'claude-code: two forks of one session share no key' '
	a=cc/projects/$(cat id).jsonl b=cc/projects/-home-ada-proj/$NEW.jsonl &&
	grep -o "\"uuid\":\"[^\"]*\"" "$a" | sort >ua &&
	grep -o "\"uuid\":\"[^\"]*\"" "$b" | sort >ub &&
	test -s ua && ! grep -qxF -f ua ub
'

test_expect_success 'codex: a new rollout, today, its session_meta id the new one, the rest as it was' '
	transcript fork --at=5 cx $CX >idc && grep -q "$UUID" idc &&
	f=$(find cx/sessions -name "rollout-*-$(cat idc).jsonl") &&
	case $f in cx/sessions/$(date +%Y/%m/%d)/rollout-$(date +%Y-%m-%d)T*) ;; *) false ;; esac &&
	head -n 6 "$CXF" | sed "1s/\"id\":\"$CX\"/\"id\":\"$(cat idc)\"/" >want &&
	test_cmp want "$f" && cmp "$CXF" cx/sessions/2026/02/23/${CXF##*/} &&
	transcript check cx "$(cat idc)"
'
test_expect_success 'codex: the fork is listed with its id' '
	transcript list cx | cut -f 1,2 >list &&
	grep -q "^$(cat idc)	6$" list
'

for st in jsonl:j sqlite:s.db dir:d; do
	test_expect_success "$st: the items as they are, under NEWID" '
		transcript load $st w >orig &&
		transcript fork --at=2 $st w branch >id && echo branch >want &&
		test_cmp want id &&
		transcript load $st branch >got && head -n 5 orig >want &&
		test_cmp want got && transcript load $st w >now && test_cmp orig now
	'
	test_expect_success "$st: an existing NEWID: exit 6, nothing written" '
		test_expect_code 6 transcript fork $st w branch 2>err &&
		transcript load $st branch >got && test_cmp want got
	'
done

test_expect_success 'sqlite: --at names a seq, not an index: seqs 0, 1, 12, 13, ...' '
	transcript convert -q j sqlite:gap.db &&
	echo "UPDATE items SET seq = seq + 10 WHERE session_id = '"'"'w'"'"' AND seq >= 2;" >gap.sql &&
	mkdb gap.db gap.sql && transcript dump --seq=12 gap.db w | grep -q "^ *12  assistant  → get_weather" &&
	transcript fork --at=12 gap.db w g12 >id && echo g12 >want && test_cmp want id &&
	transcript load gap.db w | head -n 5 >want &&
	transcript load gap.db g12 >got && test_cmp want got &&
	transcript fork --at=1 gap.db w g1 && transcript load gap.db w | head -n 2 >want &&
	transcript load gap.db g1 >got && test_cmp want got
'
test_expect_success 'sqlite: --at a seq no item has (a gap): exit 5, nothing written' '
	transcript list gap.db >l1 &&
	test_expect_code 5 transcript fork --at=2 gap.db w g2 >out 2>err &&
	grep -q "session .w. has no item of seq 2 (it holds 10 items)" err && test ! -s out &&
	transcript list gap.db >l2 && test_cmp l1 l2
'

# The hook runs between the read that finds the end and the copy (fsutil.h).
test_expect_success 'a session compacted between the two reads: exit 6, nothing written' '
	transcript convert -q j sqlite:c.db && transcript load c.db w >orig &&
	sed 3d orig >compacted &&
	transcript list c.db >l1 &&
	test_expect_code 6 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    compact-replace c.db w <compacted" "$TRANSCRIPT" fork --at=2 c.db w cut \
	    >out 2>err &&
	grep -q "session .w. changed while it was forked: nothing written" err &&
	test ! -s out && test_expect_code 5 transcript load c.db cut &&
	transcript load c.db w >now && test_cmp compacted now
'
test_expect_success 'a session cut short between the two reads: exit 6, nothing written' '
	transcript compact-replace c.db w <orig && head -n 3 orig >short &&
	test_expect_code 6 env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" \
	    compact-replace c.db w <short" "$TRANSCRIPT" fork --at=2 c.db w cut \
	    >out 2>err &&
	grep -q "session .w. changed while it was forked" err &&
	test_expect_code 5 transcript load c.db cut
'
test_expect_success 'a session appended to between the two reads: forked' '
	mkdir k && cp j/w.jsonl k/ &&
	echo "{\"role\":\"user\",\"content\":\"later\"}" >later &&
	env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" append jsonl:k w <later" \
	    "$TRANSCRIPT" fork --at=2 jsonl:k w more >id &&
	echo more >want && test_cmp want id && test $(wc -l <k/w.jsonl) = 11 &&
	head -n 5 j/w.jsonl >want && test_cmp want k/more.jsonl
'
# One process, one open of an SQLite file (store.h store_open_reader()):
# a second open would drop the fork's locks, and the append, closing the
# store as its last connection, would checkpoint and delete the -wal the
# fork then writes on (the hook fails if it is gone): the fork said and
# gone.
test_expect_success 'sqlite: a session appended to between the two reads: forked, and there (--into it too)' '
	transcript convert -q j sqlite:hook.db &&
	env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" append hook.db w <later &&
	    test -f hook.db-wal" "$TRANSCRIPT" fork --at=2 hook.db w m1 >id 2>err &&
	echo m1 >want && test_cmp want id && test ! -s err &&
	transcript list hook.db | cut -f 1,2 >got && grep -qx "m1	5" got &&
	grep -qx "w	11" got &&
	head -n 5 j/w.jsonl >want && transcript load hook.db m1 >got && test_cmp want got &&
	env TRANSCRIPT_TEST_REPAIR_HOOK="\"$TRANSCRIPT\" append hook.db w <later &&
	    test -f hook.db-wal" "$TRANSCRIPT" fork --at=2 --into=./hook.db \
	    sqlite:hook.db w m2 >id 2>err &&
	echo m2 >want && test_cmp want id && test ! -s err &&
	head -n 5 j/w.jsonl >want && transcript load hook.db m2 >got && test_cmp want got
'

if pg_start; then
	pg_db forkpg || exit 1
	test_expect_success 'postgres: the items as they are, under NEWID, read and written on one server' '
		transcript convert -q j "$PGS" w &&
		transcript fork --at=2 "$PGS" w branch >id && echo branch >want &&
		test_cmp want id &&
		transcript load "$PGS" w >orig && transcript load "$PGS" branch >got &&
		head -n 5 orig >want && test_cmp want got &&
		test_expect_code 6 transcript fork "$PGS" w branch 2>err
	'
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: the items as they are' "$PG_SKIP"
fi

test_expect_success '--to=codex --into a Codex home: a rollout of the translation' '
	transcript fork --at=3 --to=codex --into=cx -- cc -home-ada-proj/$W >idt 2>err &&
	f=$(find cx/sessions -name "rollout-*-$(cat idt).jsonl") && test -f "$f" &&
	head -n 1 "$f" | grep -q "^{\"timestamp\":[^,]*,\"type\":\"session_meta\",\"payload\":{\"id\":\"$(cat idt)\"" &&
	transcript check cx "$(cat idt)" &&
	! grep -q "Paris 18" "$f"
'
test_expect_success '--into another Claude Code tree: filed under its cwd, rekeyed' '
	transcript fork --into=claude-code:cc2 -- cc -home-ada-proj/$W >idi &&
	grep -q "^-home-ada-proj/" idi &&
	same "$WEATHER" cc2/$(cat idi).jsonl "$(sed "s|.*/||" idi)"
'
test_expect_success '--to=claude-code --cwd: chat items into a Claude Code tree, under the project of --cwd' '
	transcript fork --at=2 --to=claude-code --cwd=/srv/app --into=claude-code:cc3 j w >idw &&
	grep -q "^-srv-app/" idw && u=$(sed "s|.*/||" idw) && echo "$u" | grep -q "$UUID" &&
	f=cc3/$(cat idw).jsonl && test $(grep -c "\"sessionId\":\"$u\"" "$f") = $(wc -l <"$f") &&
	grep -q "\"cwd\":\"/srv/app\"" "$f" &&
	transcript check -- claude-code:cc3 "$(cat idw)"
'
test_expect_success '--into a jsonl store: Claude Code items rekeyed there too' '
	transcript fork --into=jsonl:j -- cc -home-ada-proj/$W cc-branch >idj &&
	same "$WEATHER" j/cc-branch.jsonl "$(grep -o "\"sessionId\":\"[^\"]*\"" j/cc-branch.jsonl | head -n 1 | cut -d \" -f 4)"
'
test_expect_success '--to a format the store does not hold: exit 2' '
	test_expect_code 2 transcript fork --to=codex -- cc -home-ada-proj/$W 2>err &&
	grep -q "a claude-code store holds claude-code sessions, not codex" err
'

test_expect_success 'a read-only store: exit 2; --into another store' '
	g=gemini-cli:$FIXTURES/native/gemini-cli s=site/1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8 &&
	test_expect_code 2 transcript fork "$g" $s x 2>err &&
	grep -q "read-only" err &&
	transcript fork --into=jsonl:g "$g" $s x >id && echo x >want && test_cmp want id &&
	transcript load "$g" $s >want && transcript load jsonl:g x >got && test_cmp want got
'
test_expect_success 'a missing session: exit 5, nothing written' '
	ls -R cc >l1 &&
	test_expect_code 5 transcript fork -- cc -home-ada-proj/$NEW-x 2>err &&
	test_expect_code 5 transcript fork jsonl:j nosuch 2>err &&
	ls -R cc >l2 && test_cmp l1 l2
'
test_expect_success 'an empty session: exit 4, nothing written' '
	: >j/empty.jsonl &&
	test_expect_code 4 transcript fork jsonl:j empty e2 2>err &&
	grep -q "holds no items" err && test ! -e j/e2.jsonl
'
test_expect_success 'usage: operands, --at, --dialect and --cwd without --to' '
	test_expect_code 2 transcript fork jsonl:j 2>err &&
	grep -q "^usage: transcript fork" err &&
	test_expect_code 2 transcript fork jsonl:j w a b 2>err &&
	test_expect_code 2 transcript fork --at=-1 jsonl:j w 2>err &&
	test_expect_code 2 transcript fork --at=x jsonl:j w 2>err &&
	test_expect_code 2 transcript fork --cwd=/x jsonl:j w 2>err &&
	grep -q "go with --to" err &&
	test_expect_code 2 transcript fork --bogus jsonl:j w 2>err
'
test_expect_success 'a full stdout: exit 3, the fork written and named on stderr' '
	test_expect_code 3 transcript fork jsonl:j w full >/dev/full 2>err &&
	grep -q "fork: written as .full., but its id cannot be written to standard output" err &&
	transcript load jsonl:j w >want && transcript load jsonl:j full >got &&
	test_cmp want got
'
test_done
