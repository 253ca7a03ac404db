#!/bin/sh
test_description='agentao: Agentao saved sessions (.agentao/sessions), read-only'
. "$(dirname "$0")/lib.sh"

N=$FIXTURES/native/agentao
A=3f6c1a2e-8b4d-4c1e-9a7f-2d5e6b8c0a14
B=9b2e7c41-5d3a-4f6e-b8c9-0e1f2a3b4c5d
A1=20260312_101502_123456.json		# A's first save
A2=20260312_102210_654321.json		# A's second: the session
B1=20260313_090001_000042.json
S=.agentao/sessions
RO="agentao stores are read-only (Agentao's snapshot writer is not atomic: transcript never writes into its sessions); convert them to another store"
printf '%s\n' '{"role":"user","content":"hi"}' >one

# The messages array of the snapshot $1, as the text of an array.
messages() {
	sed -n '/^  "messages": \[/,/^  \]/p' "$1" | sed '1s/.*/[/'
}
# snap DIR NAME: a snapshot in DIR's sessions directory, from stdin.
snap() {
	mkdir -p "$1/$S" && cat >"$1/$S/$2"
}
# sums DIR: every file of DIR with its checksum.
sums() {
	find "$1" -type f | sort | xargs cksum
}

test_expect_success 'setup: a copy of the fixture project' '
	cp -R "$N" a && sums a >a.sum && test $(find a -type f | wc -l) -eq 3
'

test_expect_success 'a project directory is detected: a session per session_id, its newest save' '
	transcript list a >list &&
	printf "%s\t10\t%s\t%s\n%s\t5\t%s\t%s\n" \
	    $A 2026-03-12T02:15:02.123Z 2026-03-12T02:22:10.654Z \
	    $B 2026-03-13T01:00:01.000Z 2026-03-13T01:00:01.000Z >want &&
	test_cmp want list &&
	transcript list agentao:a >list2 && test_cmp want list2
'

test_expect_success 'its .agentao/ and its sessions/ are the same store' '
	transcript list agentao:a/.agentao >list && test_cmp want list &&
	transcript list agentao:a/$S >list && test_cmp want list &&
	transcript list a/$S/ >list && test_cmp want list
'

test_expect_success 'a bare .agentao/ is codex-shaped too (it holds sessions/): say which' '
	test_expect_code 2 transcript list a/.agentao 2>err &&
	grep -q "could be a store of several kinds (codex:, agentao:)" err
'

test_expect_success 'list --all: each older snapshot as ID@FILE; other stores ignore it' '
	transcript list --all a >list &&
	{ sed -n 1p want;
	  printf "%s@%s\t6\t%s\t%s\n" $A $A1 2026-03-12T02:15:02.123Z 2026-03-12T02:15:02.123Z;
	  sed -n 2p want; } >want-all &&
	test_cmp want-all list &&
	transcript list --all --json a | grep -c "^{\"session\":\"$A" >n && echo 2 >two &&
	test_cmp two n &&
	transcript append jsonl:j s one && transcript list j >x &&
	transcript list --all j >y && test_cmp x y
'

test_expect_success 'load: the messages of the newest save, each its bytes compacted' '
	messages a/$S/$A2 >array.json &&
	transcript append jsonl:wa s array.json && transcript load wa s >want-a &&
	transcript load a $A >got && test_cmp want-a got && test $(wc -l <got) -eq 10 &&
	grep -q "résumé of its classes" got && ! grep -q "\\\\u00e9" got &&
	messages a/$S/$B1 >array.json &&
	transcript append jsonl:wb s array.json && transcript load wb s >want-b &&
	transcript load a $B >got && test_cmp want-b got && grep -q "Paris: 🌦 +14°C" got
'

test_expect_success 'load ID@FILE: that snapshot; another session'"'"'s file or none is exit 5' '
	messages a/$S/$A1 >array.json &&
	transcript append jsonl:w1 s array.json && transcript load w1 s >want &&
	transcript load a $A@$A1 >got && test_cmp want got && test $(wc -l <got) -eq 6 &&
	transcript load a $A@$A2 >got && test_cmp want-a got &&
	test_expect_code 5 transcript load a $A@$B1 2>err &&
	grep -q "no session .$A@$B1." err &&
	test_expect_code 5 transcript load a $A@20260101_000000_000000.json &&
	test_expect_code 5 transcript load a $A@ &&
	test_expect_code 5 transcript load a nobody
'

test_expect_success 'dump shows the conversation: calls and their results, as Chat' '
	transcript dump a $A >out &&
	grep -q "^=== $A (10 items, created 2026-03-12T02:15:02.123Z, OpenAI Chat Completions)" out &&
	grep -q "→ glob({\"pattern\":\"src/\*\*/\*.py\"}) \[call_Xq3f1\]" out &&
	grep -q "← \[call_Xq3f2\]   120 src/app.py" out &&
	transcript dump a $A@$A1 >out && grep -q "(6 items," out
'

test_expect_success 'check: the first session is clean; the second has a dangling call (exit 1)' '
	transcript check a $A >out 2>err && test ! -s out &&
	grep -q "^check: 1 session, 10 items, 0 errors, 0 warnings$" err &&
	transcript check a >out 2>err; test $? -eq 1 &&
	grep -q "^a/$S/$B1:18: error: call call_To2 has no result.*\[dangling-call\]$" out &&
	test $(wc -l <out) -eq 1 &&
	grep -q "^check: 2 sessions, 15 items, 1 error, 0 warnings$" err
'

test_expect_success 'stats counts the calls of each tool' '
	transcript stats --by=tool a >out &&
	grep -q "^ *1 *1 *0  glob$" out && grep -q "^ *1 *2 *0  web_fetch$" out &&
	grep -q "^ *2 *5 *0  total$" out &&
	transcript stats --json a $B | grep -q "\"format\":\"chat\",.*\"tool_calls\":2,"
'

test_expect_success 'grep finds the text of messages, calls and results' '
	transcript grep Tokyo a >out &&
	printf "%s\n" "$B@0:user:Fetch the weather for Paris and Tokyo." \
	    "$B@1:assistant:{\"url\":\"https://wttr.in/Tokyo?format=3\"}" \
	    "$B@3:user:Stop, Tokyo is not needed." >want && test_cmp want out &&
	transcript grep -c "src/models.py" a $A >out && echo "$A:7" >want &&
	test_cmp want out
'

test_expect_success 'agentao -> sqlite: the same sessions, items and dump' '
	transcript convert --quiet a a.db &&
	list_bytes a >x && list_bytes a.db >y && test_cmp x y &&
	for s in $A $B; do
		transcript load a $s >x && transcript load a.db $s >y &&
		test_cmp x y || exit 1
	done &&
	transcript dump a >x && transcript dump a.db >y && test_cmp x y
'

test_expect_success 'every write is exit 2 naming the kind and why; nothing changed' '
	test_expect_code 2 transcript append a $A one 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript append agentao:a new one 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript compact-replace a $A one 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript delete a $A 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript rename a $A x 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript repair --apply --no-backup a $B 2>err &&
	grep -qF "$RO" err &&
	test_expect_code 2 transcript convert --quiet a.db agentao:a 2>err && grep -qF "$RO" err &&
	test_expect_code 2 transcript convert --quiet a.db agentao:new 2>err && grep -qF "$RO" err &&
	test ! -e new && sums a >now.sum && test_cmp a.sum now.sum
'

test_expect_success 'detection: a sessions directory of Agentao names; as that directory, only those' '
	mkdir -p d/$S && cp a/$S/$B1 d/$S/20260313_090001.json &&
	transcript list d >list && grep -q "^$B	5	" list &&
	mkdir -p nd/$S && cp a/$S/$B1 nd/$S/notes.json &&
	test_expect_code 2 transcript list nd 2>err && grep -q "cannot tell what kind" err &&
	transcript list agentao:nd >list && grep -q "^$B	5	" list &&
	mkdir -p pj && echo "{\"name\":\"x\"}" >pj/package.json &&
	cp a/$S/$B1 pj/notes.json && cp a/$S/$A2 pj/ &&
	transcript list agentao:pj | cut -f1 >list && echo $A >want &&
	test_cmp want list &&
	mkdir -p ea/.agentao/skills && test_expect_code 2 transcript list ea 2>/dev/null &&
	transcript list agentao:ea >list && test ! -s list
'

test_expect_success 'legacy snapshots: no session_id (the file name), timestamp, no created_at (mtime)' '
	printf "{\n  \"title\": \"old\",\n  \"timestamp\": \"2025-01-02T03:04:05+01:00\",\n  \"messages\": [\n    {\"role\": \"user\", \"content\": \"old\"}\n  ]\n}" |
	    snap l 20250102_030405.json &&
	touch -d "2025-01-01 00:00:00" l/$S/20250102_030405.json &&
	printf "{\"session_id\": \"a/b\", \"messages\": []}" | snap l 20250103_000000_000000.json &&
	transcript list l >list &&
	printf "%s\t1\t%s\t%s\n" 20250102_030405 2025-01-01T00:00:00.000Z \
	    2025-01-02T02:04:05.000Z >want &&
	head -n 1 list >got && head -n 1 want >lw1 && test_cmp lw1 got &&
	sed -n 2p list | cut -f1,2 >got && printf "20250103_000000_000000\t0\n" >lw2 &&
	test_cmp lw2 got
'

test_expect_success 'the newest save by file name is the session, whatever the mtimes' '
	cp -R a m && touch -d "2020-01-01" m/$S/$A2 &&
	transcript list m | grep -q "^$A	10	" &&
	transcript list --all m | grep -q "^$A@$A1	6	"
'

test_expect_success 'bad snapshots: exit 4 with the position; a torn save (not atomic) too' '
	printf "not json" | snap h 20260101_000000_000001.json &&
	printf "{\n  \"session_id\": \"x1\",\n  \"messages\": {\"role\": \"user\"}\n}" |
	    snap h 20260101_000000_000002.json &&
	printf "[1, 2]" | snap h 20260101_000000_000003.json &&
	head -c 700 a/$S/$B1 | snap h 20260101_000000_000004.json &&
	sums h >h.sum &&
	transcript list h >list 2>err && test ! -s err &&
	cut -f1,2 list >got &&
	printf "%s\t%s\n" 20260101_000000_000001 0 20260101_000000_000003 0 $B 1 x1 0 >want &&
	test_cmp want got &&
	test_expect_code 4 transcript load h 20260101_000000_000001 2>err &&
	grep -q "20260101_000000_000001.json:1:1: expected a JSON object" err &&
	test_expect_code 4 transcript load h x1 2>err &&
	grep -q "20260101_000000_000002.json:3:15: \"messages\" is not an array" err &&
	test_expect_code 4 transcript load h 20260101_000000_000003 2>err &&
	grep -q "20260101_000000_000003.json:1:1: expected a JSON object" err &&
	test_expect_code 4 transcript load h $B 2>err &&
	grep -q "20260101_000000_000004.json:[0-9]*:[0-9]*: the file ends inside a value" err &&
	sums h >now.sum && test_cmp h.sum now.sum
'

test_expect_success 'a message that is not an object is an item that is not one' '
	printf "{\"session_id\": \"x2\", \"messages\": [{\"role\": \"user\", \"content\": \"a\"}, 7]}" |
	    snap o 20260101_000000_000001.json &&
	transcript list o | grep -q "^x2	2	" &&
	test_expect_code 4 transcript load o x2 >/dev/null 2>err &&
	grep -q "20260101_000000_000001.json:1:[0-9]*: .*object" err &&
	transcript check o >out 2>/dev/null; test $? -eq 1 && grep -q "\[not-an-object\]" out
'

test_expect_success 'a link or a FIFO for a snapshot: reported, never followed, nothing blocks' '
	cp -R a k && ln -s $B1 k/$S/20260314_000000_000000.json &&
	mkfifo k/$S/20260315_000000_000000.json &&
	timeout 20 "$TRANSCRIPT" list k >list 2>err &&
	transcript list a >want && test_cmp want list &&
	grep -q "skipping session .20260314_000000_000000.: .k/$S/20260314_000000_000000.json. is a symbolic link; transcript does not follow links inside a store" err &&
	grep -q "skipping session .20260315_000000_000000.: .*is a FIFO" err &&
	test $(wc -l <err) -eq 2 &&
	test_expect_code 4 timeout 20 "$TRANSCRIPT" load k 20260315_000000_000000 2>err &&
	grep -q "is a FIFO" err &&
	test_expect_code 4 transcript load k 20260314_000000_000000 2>err &&
	grep -q "is a symbolic link" err &&
	test_expect_code 4 transcript load k $B@20260314_000000_000000.json 2>err &&
	grep -q "is a symbolic link" err &&
	transcript check k >out 2>/dev/null; test $? -eq 1 &&
	test $(grep -c "\[unsafe-file\]$" out) -eq 2 &&
	test_expect_code 4 timeout 20 "$TRANSCRIPT" convert --quiet k k.db 2>err &&
	grep -q "is a symbolic link" err
'

test_expect_success 'a link where .agentao/ or sessions/ belongs is refused, not followed' '
	mkdir p && ln -s ../a/.agentao p/.agentao &&
	test_expect_code 4 transcript list agentao:p 2>err &&
	grep -q ".p/.agentao. is a symbolic link" err &&
	mkdir -p q/.agentao && ln -s ../../a/$S q/$S &&
	test_expect_code 4 transcript list agentao:q 2>err &&
	grep -q ".q/$S. is a symbolic link" err &&
	test_expect_code 4 transcript load agentao:q $A 2>err &&
	test_expect_code 4 transcript load agentao:q $A@$A1 2>err
'

test_expect_success 'not an agentao store, or missing: exit 4 and 5' '
	echo x >file && test_expect_code 4 transcript list agentao:file 2>err &&
	grep -q "is not an agentao store" err &&
	test_expect_code 5 transcript list agentao:nothere
'

test_done
