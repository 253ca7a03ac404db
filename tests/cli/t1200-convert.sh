#!/bin/sh
test_description='convert: every pair of stores, resume, conflicts, streams, verify'
. "$(dirname "$0")/lib.sh"

printf '%s\n' '{"role":"user","content":"a"}' '{"role":"assistant","content":"b"}' >i1
printf '%s\n' '{"role":"user","content":"c"}' >i2

test_expect_success 'setup: a sqlite store of three sessions' '
	transcript append src.db one i1 && transcript append src.db two i2 &&
	transcript append src.db "x/y" i1 &&
	transcript list src.db >src.list
'

test_expect_success 'convert copies every session with items and created_at' '
	transcript convert src.db dir:d 2>err &&
	grep -q "^convert: 3 sessions converted, 0 skipped (identical), 5 items, " err &&
	transcript list d >d.list && test_cmp src.list d.list &&
	transcript load d one >out && test_cmp i1 out
'

test_expect_success 'the source is never modified' '
	cp src.db src.copy && transcript convert src.db jsonl:j &&
	cmp src.db src.copy
'

test_expect_success 'a second run skips identical sessions (resume)' '
	transcript convert src.db dir:d 2>err &&
	grep -q "^convert: 0 sessions converted, 3 skipped" err
'

test_expect_success 'an interrupted convert is finished by running it again' '
	transcript convert --quiet src.db jsonl:part one &&
	transcript convert src.db jsonl:part 2>err &&
	grep -q "^convert: 2 sessions converted, 1 skipped" err &&
	transcript list part >p.list && test_cmp src.list p.list
'

test_expect_success 'a session that differs in the destination is exit 6' '
	transcript append d one i2 &&
	test_expect_code 6 transcript convert src.db dir:d 2>err &&
	grep -q "already exists .* use --overwrite" err &&
	transcript load d one >out && cat i1 i2 >want && test_cmp want out
'

test_expect_success '--overwrite replaces it' '
	transcript convert --overwrite src.db dir:d 2>err &&
	transcript load d one >out && test_cmp i1 out
'

test_expect_success 'named sessions only' '
	transcript convert --quiet src.db jsonl:named two &&
	transcript list named | cut -f1 >names && echo two >want && test_cmp want names
'

test_expect_success 'a missing named session is exit 5, nothing written' '
	test_expect_code 5 transcript convert src.db jsonl:none nope &&
	test ! -e none
'

test_expect_success 'a missing source is exit 5 and creates no destination' '
	test_expect_code 5 transcript convert nope.db jsonl:made 2>err &&
	test ! -e made
'

test_expect_success 'the same store as source and destination is exit 2' '
	test_expect_code 2 transcript convert src.db sqlite:src.db 2>err &&
	grep -q "same store" err
'

test_expect_success 'a pipe of records: convert a.db - | convert - dir:backup' '
	transcript convert src.db - 2>/dev/null | transcript convert - dir:backup 2>err &&
	grep -q "^convert: 3 sessions converted" err &&
	transcript list backup >b.list && test_cmp src.list b.list
'

test_expect_success 'convert to - prints the same records as dump --format=jsonl' '
	transcript convert --quiet src.db - >a && transcript dump --format=jsonl src.db >b &&
	test_cmp a b
'

test_expect_success 'records with a bad item are exit 4 with the line' '
	transcript convert --quiet src.db - >rec &&
	sed "3s/\"content\":\"c\"/\"content\":/" rec >badrec &&
	test_expect_code 4 transcript convert - jsonl:fromrec <badrec 2>err &&
	grep -q "^transcript: <stdin>:3:" err
'

test_expect_success 'records out of seq order are exit 4' '
	sed -n "1p;1p" rec >dup &&
	test_expect_code 4 transcript convert - jsonl:dupj <dup 2>err && grep -q "seq 0 where 1" err
'

test_expect_success 'a session split into two runs of records is exit 4' '
	{ sed -n 1p rec; sed -n 3p rec; sed -n 2p rec; } >split &&
	test_expect_code 4 transcript convert - jsonl:splitj <split 2>err &&
	grep -q "appears again" err
'

test_expect_success 'records missing a field are exit 4' '
	echo "{\"created_at\":1,\"seq\":0,\"item\":{}}" >nosess &&
	test_expect_code 4 transcript convert - jsonl:x1 <nosess 2>err &&
	grep -q "without \"session\"" err
'

test_expect_success 'empty sessions travel through a pipe' '
	transcript compact-replace --create src.db hollow </dev/null &&
	transcript convert --quiet src.db - >rec2 &&
	grep -q "^{\"session\":\"hollow\",\"created_at\":[0-9]*}$" rec2 &&
	transcript convert --quiet - dir:hollowcopy <rec2 &&
	transcript list src.db >want && transcript list hollowcopy >got &&
	test_cmp want got &&
	transcript delete src.db hollow
'

test_expect_success 'a session named but absent from a stream is exit 5' '
	test_expect_code 5 transcript convert - jsonl:named2 one nothere <rec 2>err &&
	grep -q "no session .nothere." err &&
	transcript load named2 one >out && test_cmp i1 out
'

test_expect_success 'record errors name the line where the record starts' '
	{ sed -n 1p rec; printf "{\n\"session\": \"one\",\n\"seq\": 7, \"item\": {}}\n"; } >multi.in &&
	test_expect_code 4 transcript convert - jsonl:multi <multi.in 2>err &&
	grep -q "^transcript: <stdin>:2: session .one.: seq 7 where 1" err
'

test_expect_success '--quiet prints no summary; --no-verify still copies' '
	transcript convert --quiet --no-verify src.db dir:nv 2>err && test ! -s err &&
	transcript list nv >nv.list && test_cmp src.list nv.list
'

test_expect_success 'progress: never on a pipe unless --progress; --quiet silences all' '
	transcript convert src.db dir:p1 2>err && ! grep -q "sessions, .* MB/s" err &&
	transcript convert --progress src.db dir:p2 2>err &&
	grep -q "^convert: 3/3 sessions, 5 items, [0-9.]* MB/s" err &&
	grep -q "^convert: 3 sessions converted" err &&
	transcript convert --quiet src.db dir:p3 2>err && test ! -s err
'

test_done
