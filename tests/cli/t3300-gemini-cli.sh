#!/bin/sh
test_description='gemini-cli: Gemini CLI chats, read-only'
. "$(dirname "$0")/lib.sh"

N=$FIXTURES/native/gemini-cli
HASH=175e28a9436780d36e998c0b59a56dfffb0c0b5b296620add124810d0b44d548
LEGACY=$HASH/f86f5318-f47b-4433-85f8-ec9d9a417f8e
MAIN=site/1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8
SUB=$MAIN/6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817
RO='gemini-cli stores are read-only; convert them to another store'
printf '%s\n' '{"role":"user","content":"hi"}' >one

# A log in project p of tree r: session file NAME, lines from stdin.
log() {
	mkdir -p r/tmp/p/chats && cat >"r/tmp/p/chats/$1"
}
# The "content" of each item of session $1 of r, one a line.
contents() {
	transcript load r "$1" | sed 's/.*"content":"\([^"]*\)".*/\1/'
}
meta() {
	printf '{"sessionId":"%s","projectHash":"h","startTime":"2026-01-02T03:04:05.678Z","lastUpdated":"2026-01-02T03:04:05.678Z","kind":"main"}\n' "$1"
}

test_expect_success 'setup: a copy of the fixture tree' '
	cp -R "$N" g && find g -type f | sort | xargs cksum >g.sum
'

test_expect_success 'a ~/.gemini directory is detected: both layouts, a subagent' '
	list_bytes g >list &&
	printf "%s\t3\t1244\t2025-10-18T14:57:28.974Z\n%s\t4\t1813\t2026-05-02T09:15:01.330Z\n%s\t2\t364\t2026-05-02T09:20:00.100Z\n" \
	    "$LEGACY" "$MAIN" "$SUB" >want &&
	test_cmp want list &&
	list_bytes gemini-cli:g >list2 && test_cmp want list2 &&
	transcript list g | cut -f1,4 >last &&
	printf "%s\t%s\n" "$LEGACY" 2025-10-18T14:58:07.161Z \
	    "$MAIN" 2026-05-02T09:15:01.330Z "$SUB" 2026-05-02T09:20:00.100Z >want-last &&
	test_cmp want-last last
'

test_expect_success 'a .jsonl that holds a pretty-printed document is read as the document' '
	cp -R g gj && d=$(dirname gj/tmp/175e*/chats/session-2025-10-18T14-57-f86f5318.json) &&
	mv $d/session-2025-10-18T14-57-f86f5318.json $d/session-2025-10-18T14-57-f86f5318.jsonl &&
	transcript list gj >a && transcript list g >b && test_cmp b a &&
	transcript load gj "$LEGACY" >a && transcript load g "$LEGACY" >b && test_cmp b a &&
	test $(wc -l <a) -eq 3
'

test_expect_success 'its tmp/ has the same ids; a project directory has them without the project' '
	list_bytes g/tmp >list && test_cmp want list &&
	transcript list g/tmp/site | cut -f1 >ids &&
	printf "%s\n" "${MAIN#site/}" "${SUB#site/}" >want-ids && test_cmp want-ids ids &&
	transcript load g/tmp/site "${SUB#site/}" >sub && test $(wc -l <sub) -eq 2
'

test_expect_success 'a .json document: its messages, each compacted byte for byte' '
	f=g/tmp/$HASH/chats/session-2025-10-18T14-57-f86f5318.json &&
	sed -n "/^  \"messages\": \[/,/^  \]/p" "$f" | sed "1s/.*/[/" >array.json &&
	transcript append jsonl:wantdir s array.json && transcript load wantdir s >want &&
	transcript load g "$LEGACY" >got && test_cmp want got &&
	test $(wc -c <got) -eq $((1244 + 3))
'

test_expect_success 'a .jsonl log is replayed: last copy of a message, in its place; rewound ones gone' '
	transcript load g "$MAIN" >got &&
	f=g/tmp/site/chats/session-2026-05-02T09-15-1b2c3d4e.jsonl &&
	sed -n "2p;7p;8p;9p" "$f" >want && test_cmp want got &&
	! grep -q "Delete the dist folder" got
'

test_expect_success 'replay: re-appended ids, metadata messages, $rewindTo, spaced lines, escaped ids' '
	{ printf "%s\n" "{\"sessionId\":\"aaaaaaaa-1\",\"projectHash\":\"h\",\"startTime\":\"2026-01-02T03:04:05.678Z\",\"messages\":[{\"id\":\"m0\",\"content\":\"zero\"},{\"content\":\"no id\"}]}" \
	    "{\"id\":\"m1\",\"content\":\"one\"}" "{\"id\":\"m2\",\"content\":\"two\"}" \
	    "{\"id\":\"m\\u0031\",\"content\":\"one, edited\"}" \
	    "{\"\$set\":{\"lastUpdated\":\"2026-01-02T03:05:00.000Z\"}}" \
	    "{\"id\":\"m3\",\"content\":\"three\"}" "{\"id\":\"m5\",\"\$rewindTo\":\"m3\"}" \
	    "{\"id\": \"m4\",  \"content\": \"four\"}"; } | log session-2026-01-02T03-04-aaaaaaaa.jsonl &&
	contents p/aaaaaaaa-1 >got && printf "%s\n" zero "one, edited" two four >want &&
	test_cmp want got &&
	transcript load r p/aaaaaaaa-1 | tail -n 1 >got &&
	echo "{\"id\":\"m4\",\"content\":\"four\"}" >want && test_cmp want got &&
	list_bytes r | grep -q "^p/aaaaaaaa-1	4	[0-9]*	2026-01-02T03:04:05.678Z$"
'

test_expect_success 'replay: $set.messages replaces all; an unknown $rewindTo drops all' '
	{ meta bbbbbbbb-2; printf "%s\n" "{\"id\":\"a\",\"content\":\"a\"}" \
	    "{\"\$set\":{\"messages\":[{\"id\":\"b\",\"content\":\"b\"},{\"content\":\"no id\"},{\"id\":\"c\",\"content\":\"c\"},{\"id\":\"b\",\"content\":\"b2\"}],\"lastUpdated\":\"x\"}}" \
	    "{\"id\":\"d\",\"content\":\"d\"}"; } | log session-2026-01-02T03-04-bbbbbbbb.jsonl &&
	contents p/bbbbbbbb-2 >got && printf "%s\n" b2 c d >want && test_cmp want got &&
	{ meta cccccccc-3; printf "%s\n" "{\"id\":\"x\",\"content\":\"x\"}" \
	    "{\"\$rewindTo\":\"nope\"}" "{\"id\":\"y\",\"content\":\"y\"}"; } |
	    log session-2026-01-02T03-04-cccccccc.jsonl &&
	contents p/cccccccc-3 >got && echo y >want && test_cmp want got
'

test_expect_success 'a .json and the .jsonl the CLI copied it into: the .jsonl is the session' '
	{ meta dddddddd-4; printf "%s\n" "{\"id\":\"new\",\"content\":\"from the log\"}"; } |
	    log session-2026-01-02T03-04-dddddddd.jsonl &&
	printf "{\n  \"sessionId\": \"dddddddd-4\",\n  \"messages\": [\n    {\"id\": \"old\", \"content\": \"from the document\"}\n  ]\n}" \
	    >r/tmp/p/chats/session-2026-01-02T03-04-dddddddd.json &&
	test $(transcript list r | grep -c "^p/dddddddd-4	") -eq 1 &&
	contents p/dddddddd-4 >got && echo "from the log" >want && test_cmp want got
'

test_expect_success 'created_at: startTime, else the file mtime; no sessionId: the file name' '
	printf "%s\n" "{\"id\":\"q\",\"content\":\"q\"}" | log session-2026-01-02T03-04-eeeeeeee.jsonl &&
	touch -d "2024-02-03 04:05:06" r/tmp/p/chats/session-2026-01-02T03-04-eeeeeeee.jsonl &&
	list_bytes r | grep -q "^p/session-2026-01-02T03-04-eeeeeeee	1	24	2024-02-03T04:05:06.000Z$"
'

test_expect_success 'a bad line: load is exit 4 with its position, check reports it' '
	{ meta ffffffff-5; printf "%s\n" "{\"id\":\"a\",\"content\":\"a\"}" "{\"id\":\"b\",,}" \
	    "{\"id\":\"c\",\"content\":\"c\"}"; } | log session-2026-01-02T03-04-ffffffff.jsonl &&
	test_expect_code 4 transcript load r p/ffffffff-5 2>err &&
	grep -q "session-2026-01-02T03-04-ffffffff.jsonl:3:11: expected a string key" err &&
	transcript check r p/ffffffff-5 >out 2>/dev/null; test $? -eq 1 &&
	grep -q "ffffffff.jsonl:3: error: .*\[invalid-json\]" out
'

test_expect_success 'a torn last line: load skips it with a warning, check reports it' '
	{ meta 99999999-6; printf "%s\n" "{\"id\":\"a\",\"content\":\"a\"}"; printf "{\"id\":\"b\",\"cont"; } |
	    log session-2026-01-02T03-04-99999999.jsonl &&
	transcript load r p/99999999-6 >got 2>err && test $(wc -l <got) -eq 1 &&
	grep -q "99999999.jsonl:3: ignoring torn last line" err &&
	transcript check r p/99999999-6 >out 2>/dev/null; test $? -eq 1 &&
	grep -q "99999999.jsonl:3: error: .*\[torn-line\]" out
'

test_expect_success 'a torn .json document is exit 4 with its position' '
	head -c 300 g/tmp/$HASH/chats/session-2025-10-18T14-57-f86f5318.json >torn.json &&
	mkdir -p t/tmp/x/chats && cp torn.json t/tmp/x/chats/session-2025-10-18T14-57-f86f5318.json &&
	transcript list t | grep -q "^x/f86f5318-f47b-4433-85f8-ec9d9a417f8e	" &&
	test_expect_code 4 transcript load t x/f86f5318-f47b-4433-85f8-ec9d9a417f8e 2>err &&
	grep -q "f86f5318.json:[0-9]*:[0-9]*: the file ends inside a value" err
'

test_expect_success 'check: the fixture tree is clean, as Gemini CLI chats' '
	transcript check g >out 2>err && test ! -s out &&
	grep -q "^check: 3 sessions, 9 items, 0 errors, 0 warnings$" err
'

test_expect_success 'dump shows the conversation: calls and their results' '
	transcript dump g "$LEGACY" >out &&
	grep -q "Gemini CLI chats (Gemini API)" out &&
	grep -q "^     1  gemini     (thinking) The user wants" out &&
	grep -q "^ *→ get_weather({\"city\":\"Paris\"})" out &&
	grep -q "18°C, cloudy" out &&
	transcript dump g "$MAIN" | grep -q "read_file({\"file_path\":\"package.json\"})"
'

test_expect_success 'gemini-cli -> sqlite: the same sessions, items and dump' '
	transcript convert --quiet g g.db &&
	list_bytes g >a && list_bytes g.db >b && test_cmp a b &&
	for s in "$LEGACY" "$MAIN" "$SUB"; do
		transcript load g "$s" >a && transcript load g.db "$s" >b &&
		test_cmp a b || exit 1
	done &&
	transcript dump g >a && transcript dump g.db >b && test_cmp a b &&
	transcript convert --quiet g dir:gd && list_bytes gd >b &&
	list_bytes g >a && test_cmp a b
'

test_expect_success 'every write is exit 2, read-only; nothing changed' '
	test_expect_code 2 transcript append g "$MAIN" one 2>err &&
	grep -qF "$RO" err &&
	test_expect_code 2 transcript append gemini-cli:g new one 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript compact-replace g "$MAIN" one 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript delete g "$MAIN" 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript rename g "$MAIN" site/x 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript convert --quiet g.db gemini-cli:g 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript convert --quiet g.db gemini-cli:new 2>err && grep -qF "$RO" err &&
	test ! -e new &&
	find g -type f | sort | xargs cksum >now.sum && test_cmp g.sum now.sum
'

test_expect_success 'links and FIFOs inside the tree: reported, never followed, nothing blocks' '
	cp -R "$N" l && c=l/tmp/site/chats &&
	ln -s site l/tmp/linked &&
	ln -s session-2026-05-02T09-15-1b2c3d4e.jsonl $c/session-2026-05-02T09-16-0a0b0c0d.jsonl &&
	mkfifo $c/session-2026-05-02T09-17-0e0f0a0b.jsonl &&
	mkdir -p outside/chats && ln -s ../../../outside/chats $c/0e0f0a0b-sub &&
	timeout 20 "$TRANSCRIPT" list l >list 2>err &&
	transcript list g >want && test_cmp want list &&
	grep -q "skipping session .linked.: .l/tmp/linked. is a symbolic link; transcript does not follow links inside a store" err &&
	grep -q "skipping session .site/session-2026-05-02T09-16-0a0b0c0d.: .*is a symbolic link" err &&
	grep -q "skipping session .site/session-2026-05-02T09-17-0e0f0a0b.: .*is a FIFO" err &&
	grep -q "skipping session .site/0e0f0a0b-sub.: .*is a symbolic link" err &&
	test $(wc -l <err) -eq 4 &&
	test_expect_code 4 timeout 20 "$TRANSCRIPT" load l site/session-2026-05-02T09-17-0e0f0a0b 2>err &&
	grep -q "is a FIFO" err &&
	test_expect_code 4 timeout 20 "$TRANSCRIPT" load l site/session-2026-05-02T09-16-0a0b0c0d 2>err &&
	grep -q "is a symbolic link" err &&
	test_expect_code 4 transcript load l linked/1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8 2>err &&
	grep -q "l/tmp/linked. is a symbolic link" err &&
	test_expect_code 4 transcript load l linked 2>err && grep -q "is a symbolic link" err &&
	test_expect_code 4 transcript load l site/0e0f0a0b-sub 2>err &&
	grep -q "chats/0e0f0a0b-sub. is a symbolic link" err &&
	transcript check l >out 2>/dev/null; test $? -eq 1 &&
	test $(grep -c "\[unsafe-file\]$" out) -eq 4 &&
	test_expect_code 4 timeout 20 "$TRANSCRIPT" convert --quiet l l.db 2>err &&
	grep -q "l/tmp/linked. is a symbolic link" err
'

test_expect_success 'a link where tmp/ or chats/ belongs is refused, not followed' '
	mkdir h && ln -s ../g/tmp h/tmp &&
	test_expect_code 4 transcript list gemini-cli:h 2>err && grep -q "is a symbolic link" err &&
	mkdir -p k/tmp/p && ln -s ../../../g/tmp/site/chats k/tmp/p/chats &&
	transcript list gemini-cli:k >out 2>err && test ! -s out &&
	grep -q "skipping session .p.: .k/tmp/p/chats. is a symbolic link" err
'

test_expect_success 'not a gemini-cli store, or missing: exit 4 and 5' '
	echo x >file && test_expect_code 4 transcript list gemini-cli:file &&
	test_expect_code 5 transcript list gemini-cli:nothere &&
	mkdir empty && transcript list gemini-cli:empty >out && test ! -s out &&
	test_expect_code 5 transcript load g site/nobody &&
	test_expect_code 5 transcript load g nobody
'

test_done
