#!/bin/sh
test_description='grep: the decoded text of items, filtered by role, tool, calls or results'
. "$(dirname "$0")/lib.sh"

J=$FIXTURES/jsonl

test_expect_success 'setup: a store with escapes, keys and many lines' '
	cat >esc.jsonl <<-\EOF &&
	{"role":"user","content":"first line\nsecond caf\u00e9 line\nthird","zebra-key":"plain"}
	{"role":"assistant","content":"slash \/ here and a quote \" there"}
	{"role":"user","content":"one\ntwo\nthree\nfour\nfive\nsix\nseven"}
	{"role":"user","content":"nul\u0000inside and word wordy sword"}
	EOF
	transcript append s.db esc esc.jsonl &&
	transcript append s.db chat "$J/chat-weather.jsonl"
'

test_expect_success 'a match prints session@seq, role and the decoded line' '
	transcript grep "second" s.db >out &&
	printf "esc@0:user:second caf\\303\\251 line\n" >want &&
	test_cmp want out
'

test_expect_success 'an escaped \u00e9 matches a raw é; \n splits lines' '
	transcript grep "café" s.db esc >out && grep -q "^esc@0:user:second" out &&
	transcript grep -c "café" s.db esc >out && echo esc:1 >want && test_cmp want out &&
	printf "{\"role\":\"user\",\"content\":\"raw caf\303\251 here\"}\n" >utf.jsonl &&
	transcript append s.db utf utf.jsonl &&
	transcript grep -c "café" s.db utf >out && echo utf:1 >want && test_cmp want out &&
	test_expect_code 1 transcript grep "line.second" s.db
'

test_expect_success 'escaped slash and quote match as decoded' '
	transcript grep -F "/ here and a quote \"" s.db >out &&
	grep -q "^esc@1:assistant:" out
'

test_expect_success 'keys and type tags are not text' '
	test_expect_code 1 transcript grep zebra s.db &&
	grep -q "\"type\":\"function\"" "$J/chat-weather.jsonl" &&
	test_expect_code 1 transcript grep "^function$" s.db chat &&
	transcript grep "^get_forecast$" s.db chat >out && test $(wc -l <out) = 1
'

test_expect_success 'no match exits 1 and prints nothing' '
	test_expect_code 1 transcript grep nowhere-to-be-found s.db >out &&
	test ! -s out
'

test_expect_success '-i, -w, -E and -F' '
	transcript grep -i "SECOND" s.db | grep -q "esc@0" &&
	transcript grep -w word s.db >out && test $(wc -l <out) = 1 &&
	test_expect_code 1 transcript grep -w wor s.db &&
	transcript grep -E "Paris|Rome" s.db chat >out && test $(wc -l <out) -ge 3 &&
	test_expect_code 1 transcript grep -F "Paris|Rome" s.db chat &&
	transcript grep "Paris.*Rome" s.db chat | grep -q "^chat@1:user:"
'

test_expect_success 'a NUL inside a string does not end the line' '
	transcript grep "inside and" s.db >out && grep -q "^esc@3:" out
'

test_expect_success '-c counts matching lines per session, -l names sessions' '
	transcript grep -c -E "e" s.db >out &&
	grep -q "^esc:" out && grep -q "^chat:" out &&
	transcript grep -c "line" s.db >out && echo "esc:2" >want && test_cmp want out &&
	transcript grep -l Rome s.db >out && echo chat >want && test_cmp want out
'

test_expect_success '-q prints nothing: 0 at the first match (a later bad session unread), 1 if none' '
	mkdir -p q && cp "$J/chat-weather.jsonl" q/a-chat.jsonl &&
	printf "{\"role\":\"user\",\"content\":\"weather\n" >q/z-bad.jsonl &&
	transcript grep -q -i weather jsonl:q >out 2>err && ! test -s out && ! test -s err &&
	transcript grep --quiet -i weather jsonl:q a-chat >out && ! test -s out &&
	transcript grep -q -l -i weather jsonl:q a-chat >out && ! test -s out &&
	test_expect_code 1 transcript grep --silent nothing-like-this jsonl:q a-chat >out &&
	! test -s out &&
	test_expect_code 2 transcript grep -l -i weather jsonl:q >out 2>err &&
	grep -q "z-bad" err
'

test_expect_success '-c without decoding: escapes neither make nor hide matches' '
	cat >raw.jsonl <<-\EOF &&
	{"role":"user","content":"a\nfoo \u00e9 b"}
	{"role":"user","content":"run \u0072m -rf now"}
	{"role":"user","content":"x\\nfoo y \\u00e9 z"}
	{"role":"user","content":"k\tab \"q\" ok\nline two ok\nok"}
	EOF
	transcript append s.db raw raw.jsonl &&
	transcript grep -c nfoo s.db raw >out && echo raw:1 >want && test_cmp want out &&
	transcript grep -c 00e9 s.db raw >out && echo raw:1 >want && test_cmp want out &&
	transcript grep -c "rm -rf" s.db raw >out && echo raw:1 >want && test_cmp want out &&
	transcript grep -c ok s.db raw >out && echo raw:3 >want && test_cmp want out &&
	test_expect_code 1 transcript grep -c tab s.db raw &&
	transcript grep -c "ab \"q\"" s.db raw >out && echo raw:1 >want && test_cmp want out &&
	transcript grep -c -i "OK" s.db raw >out && echo raw:3 >want && test_cmp want out &&
	transcript grep -l "rm -rf" s.db >out && echo raw >want && test_cmp want out &&
	transcript grep "rm -rf" s.db raw >out &&
	echo "raw@1:user:run rm -rf now" >want && test_cmp want out
'

test_expect_success '-C n prints context lines from the same string, groups split by --' '
	transcript grep -C 1 four s.db >out &&
	cat >want <<-\EOF &&
	esc@2-user-three
	esc@2:user:four
	esc@2-user-five
	EOF
	test_cmp want out &&
	transcript grep -C 1 -E "^(two|six)$" s.db >out &&
	cat >want <<-\EOF &&
	esc@2-user-one
	esc@2:user:two
	esc@2-user-three
	--
	esc@2-user-five
	esc@2:user:six
	esc@2-user-seven
	EOF
	test_cmp want out &&
	printf "{\"role\":\"user\",\"content\":\"a\\\\nmatch\"}\n{\"role\":\"user\",\"content\":\"b\\\\nc\\\\nmatch\"}\n" >ctx.jsonl &&
	transcript append s.db ctx ctx.jsonl &&
	transcript grep -C 1 match s.db ctx >out &&
	cat >want <<-\EOF &&
	ctx@0-user-a
	ctx@0:user:match
	--
	ctx@1-user-c
	ctx@1:user:match
	EOF
	test_cmp want out
'

test_expect_success '--role keeps the items of that role' '
	transcript grep --role=assistant -i paris s.db chat >out &&
	test -s out && ! grep -v ":assistant:" out &&
	transcript grep --role=user -i paris s.db chat >out &&
	test -s out && ! grep -v ":user:" out
'

test_expect_success '--calls searches tool names and arguments only' '
	transcript grep --calls Paris s.db chat >out &&
	grep -q "^chat@2:assistant:{\"city\":\"Paris\"" out &&
	! grep -q ":user:" out &&
	transcript grep --calls get_forecast s.db chat >out && test $(wc -l <out) = 1
'

test_expect_success '--results searches tool results only' '
	transcript grep --results sunny s.db chat >out &&
	grep -q "^chat@3:tool:" out && test $(wc -l <out) = 1
'

test_expect_success '--tool matches a tool'"'"'s calls and, by id, its results' '
	transcript grep --tool=get_forecast --results . s.db chat >out &&
	test $(wc -l <out) = 1 && grep -q "light rain" out &&
	test_expect_code 1 transcript grep --tool=get_forecast --results sunny s.db chat &&
	transcript grep --tool=get_weather --calls Rome s.db chat | grep -q "^chat@2:"
'

test_expect_success 'in other formats too: Anthropic results, Responses, Claude Code' '
	transcript grep --results "timed out" "$J" anthropic-weather | grep -q "^anthropic-weather@2:" &&
	transcript grep --calls "get_weather" "$J" responses-weather >out && test $(wc -l <out) = 2 &&
	transcript grep -l --tool=Bash pytest "$FIXTURES/native/claude-code" >out && test -s out
'

test_expect_success 'colour: matches highlighted with --color=always only' '
	transcript grep --color=always four s.db >out &&
	grep -q "$(printf "\033\\[1;31mfour")" out &&
	transcript grep four s.db >out && ! grep -q "$(printf "\033")" out
'

test_expect_success 'control characters in a line are escaped' '
	printf "{\"role\":\"user\",\"content\":\"bell \\\\u001b[31m red\"}\n" >ctl.jsonl &&
	transcript append s.db ctl ctl.jsonl &&
	transcript grep bell s.db ctl >out &&
	! grep -q "$(printf "\033")" out && grep -q "x1b" out
'

test_expect_success 'memory stays flat: grep streams a large session' '
	awk "BEGIN { for (i = 0; i < 20000; i++) printf \"{\\\"role\\\":\\\"user\\\",\\\"content\\\":\\\"item %d of many\\\"}\\n\", i }" >big.jsonl &&
	transcript append s.db big big.jsonl &&
	transcript grep -c "of many" s.db big >out && echo "big:20000" >want && test_cmp want out
'

test_expect_success 'usage errors exit 2' '
	test_expect_code 2 transcript grep &&
	test_expect_code 2 transcript grep x &&
	test_expect_code 2 transcript grep --calls --results x s.db &&
	test_expect_code 2 transcript grep --role=robot x s.db &&
	test_expect_code 2 transcript grep -C -1 x s.db &&
	test_expect_code 2 transcript grep --color=sometimes x s.db &&
	test_expect_code 2 transcript grep "a[" s.db 2>err && grep -q "bad pattern" err &&
	test_expect_code 2 transcript grep --nope x s.db
'

test_expect_success 'other errors exit 2 too: missing store or session, bad data' '
	test_expect_code 2 transcript grep x nowhere.db &&
	test_expect_code 2 transcript grep x s.db no-such-session 2>err &&
	grep -q "no-such-session" err &&
	mkdir bad && printf "{\"role\":\"user\",\"content\":\"x\"}\n{not json\n" >bad/b.jsonl &&
	test_expect_code 2 transcript grep zzz jsonl:bad
'

test_expect_success '-c and -l check the items that may match, and only those' '
	mkdir lazy &&
	printf "{\"role\":\"user\",\"content\":\"x\"}\n{not json here\n{\"role\":\"user\", \"content\" : \"spaced here\"}\n" >lazy/b.jsonl &&
	test_expect_code 2 transcript grep -c here jsonl:lazy 2>err &&
	grep -q "lazy/b.jsonl:2:2: " err &&
	test_expect_code 2 transcript grep -l here jsonl:lazy &&
	transcript grep -c spaced jsonl:lazy >out && echo b:1 >want && test_cmp want out &&
	test_expect_code 1 transcript grep -c content jsonl:lazy &&
	printf "{\"a\":\"torn" >>lazy/b.jsonl &&
	transcript grep -c spaced jsonl:lazy >out 2>err && test_cmp want out &&
	grep -c "ignoring torn last line" err >n && echo 1 >one && test_cmp one n
'

test_expect_success '-c and -l, two sessions at a time, print what one thread does' '
	mkdir many &&
	for i in 1 2 3 4 5 6 7 8 9; do
		cp "$J"/chat-weather.jsonl many/s$i.jsonl &&
		cp "$J"/anthropic-weather.jsonl many/t$i.jsonl || exit 1
	done &&
	transcript convert --quiet jsonl:many sqlite:many.db &&
	for o in -c -l "-c -i" "-c -E" "-c --role=user" "-l --results"; do
		for s in jsonl:many many.db; do
			TRANSCRIPT_THREADS=0 transcript grep $o weather $s >one &&
			TRANSCRIPT_THREADS=1 transcript grep $o weather $s >two &&
			test -s one && test_cmp one two || exit 1
		done
	done &&
	test "$(wc -l <one)" -eq 9 &&
	printf "{not json weather\n" >>many/s5.jsonl &&
	for t in 0 1; do
		(export TRANSCRIPT_THREADS=$t &&
		    test_expect_code 2 transcript grep -c weather \
		    jsonl:many >out$t 2>err$t) || exit 1
	done &&
	test_cmp out0 out1 && test_cmp err0 err1 && grep -q "s5.jsonl:" err1 &&
	test "$(wc -l <out1)" -eq 4
'

test_expect_with python3 '-c equals an independent count of decoded lines (python3)' '
	cat >count.py <<-\PY &&
	import json, os, sys
	def strings(v, key=None):
	    if isinstance(v, str):
	        if key != "type":
	            yield v
	    elif isinstance(v, list):
	        for x in v:
	            yield from strings(x)
	    elif isinstance(v, dict):
	        for k, x in v.items():
	            yield from strings(x, k)
	root, pat = sys.argv[1], sys.argv[2]
	for f in sorted(os.listdir(root)):
	    n = 0
	    for l in open(os.path.join(root, f), encoding="utf-8"):
	        for s in strings(json.loads(l)):
	            n += sum(1 for line in s.split("\n") if pat in line)
	    if n:
	        print("%s:%d" % (f[:-6], n))
	PY
	for p in the e Rome "\\" "é" "\"" / " " "get_weather" "timed out"; do
		python3 count.py "$J" "$p" >want && test -s want &&
		transcript grep -c -F "$p" "$J" >got && test_cmp want got || exit 1
	done &&
	mkdir where &&
	cat >where/a.jsonl <<-\EOF &&
	{"type":"rue12","rue":"key rue, rue\nrue12 and 12","n":12,"t":true,"o":{"type":"rue","l":["type rue",{"rue":"x12y rue"}],"rue12":[true,12.125]}}
	{"role":"user","content":"line one rue\nline two 12 rue\nthree","tool":"type","e":"x\u00e9y rue"}
	{"a" : "spaced rue 12" , "b":[ "rue" ]}
	{"c":"A\u0041 rue","type":"rue","d":"12"}
	EOF
	printf "{\"rue\":true}\n" >where/b.jsonl &&
	for p in rue 12 type key "rue12" "x12y" "e 12" "AA"; do
		python3 count.py where "$p" >want &&
		{ transcript grep -c -F "$p" jsonl:where >got; test $? -le 1; } &&
		test_cmp want got &&
		python3 count.py where "$p" | sed "s/:.*//" >want &&
		{ transcript grep -l -F "$p" jsonl:where >got; test $? -le 1; } &&
		test_cmp want got || exit 1
	done
'

test_done
