#!/bin/sh
test_description='claude-code: the old and odd layouts real trees hold (subagents beside their parent, inline sidechains, sessions of no time)'
. "$(dirname "$0")/lib.sh"

O=$FIXTURES/native/claude-code-odd
CC=$FIXTURES/native/claude-code
K=-home-ada-old
P=9b2e4c6a-1d3f-4e5a-8b7c-0d1e2f3a4b5c
A=agent-5e7f9a1b
R=agent-0c1d2e3f
E0=a0000000-0000-4000-8000-000000000001
E1=a0000000-0000-4000-8000-000000000002
E2=a0000000-0000-4000-8000-000000000003
D=-path-to-Demo/5c0375b4-57a5-4f26-b12d-d022ee4e51b7

test_expect_success 'an agent file beside its parent is its subagent; one of no session is its own' '
	cat >want <<-EOF &&
	$K/$P	4	2025-11-20T10:00:00.000Z	2025-11-20T10:00:11.000Z
	$K/$P/$A	2	2025-11-20T10:00:03.000Z	2025-11-20T10:00:08.000Z
	$K/$E0	0	-	-
	$K/$E1	1	-	-
	$K/$E2	1	-	-
	$K/$R	2	2025-11-19T08:00:00.000Z	2025-11-19T08:00:04.000Z
	EOF
	transcript list "$O" >out && test_cmp want out &&
	sed "s|^$K/||" want >want1 &&
	transcript list "claude-code:$O/projects/$K" >out && test_cmp want1 out
'

test_expect_success 'load, dump and check read the old files as the 2.1 subagents' '
	transcript load "$O" -- "$K/$P/$A" >out &&
	test_cmp "$O/projects/$K/$A.jsonl" out &&
	transcript load "$O" -- "$K/$R" >out &&
	test_cmp "$O/projects/$K/$R.jsonl" out &&
	transcript load "claude-code:$O/projects/$K" -- "$P/$A" >out &&
	test_cmp "$O/projects/$K/$A.jsonl" out &&
	transcript dump --color=never "$O" -- "$K/$P/$A" >out &&
	head -n 1 out | grep -q "^=== $K/$P/$A (2 items, created 2025-11-20T10:00:03.000Z, Claude Code" &&
	transcript check "$O" >out 2>err && test ! -s out &&
	grep -q "6 sessions" err &&
	test_expect_code 5 transcript load "$O" -- "$K/7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918/$R" &&
	test_expect_code 5 transcript load "$O" -- "$K/$E0/$A"
'

test_expect_success 'check names the old file and its line' '
	cp -R "$O" c &&
	sed -n 2p "$O/projects/$K/$P.jsonl" |
	    sed "s/\"isSidechain\":false/\"isSidechain\":true/; s/toolu_01OlDTask/toolu_01Lost/" \
	    >>"c/projects/$K/$A.jsonl" &&
	transcript check c >out &&
	grep -q "^c/projects/$K/$A.jsonl:3: warning: call toolu_01Lost has no result yet" out
'

test_expect_success 'stats: the old subagent counts in its parent, or apart with --subagents=separate' '
	transcript stats "$O" >out &&
	grep -q "total: 5 sessions, 1 subagent$" out &&
	grep -q "  $K/$P$" out && ! grep -q "$A" out &&
	transcript stats --subagents=separate --json "$O" >sep &&
	grep -q "{\"session\":\"$K/$P/$A\",\"format\":\"claude-code\",\"project\":\"$K\",\"subagents\":0,\"items\":2,\"messages\":2," sep &&
	grep -q "{\"session\":\"$K/$P\",.*\"items\":4,\"messages\":4," sep
'

test_expect_success 'convert to sqlite and back: the subagent in the 2.1 layout, byte for byte' '
	transcript convert --quiet "$O" o.db &&
	transcript convert --quiet o.db claude-code:back &&
	cmp "$O/projects/$K/$A.jsonl" "back/$K/$P/subagents/$A.jsonl" &&
	cmp "$O/projects/$K/$R.jsonl" "back/$K/$R.jsonl" &&
	cmp "$O/projects/$K/$P.jsonl" "back/$K/$P.jsonl" &&
	transcript list back >out && cut -f1,2 want >w2 && cut -f1,2 out >o2 &&
	test_cmp w2 o2
'

test_expect_success 'writes go to the old file: append, compact-replace, rename, delete' '
	cp -R "$O" w &&
	sed -n 2p "$O/projects/$K/$A.jsonl" >one &&
	transcript append w -- "$K/$P/$A" one &&
	tail -n 1 "w/projects/$K/$A.jsonl" >last && test_cmp one last &&
	test ! -e "w/projects/$K/$P" &&
	transcript compact-replace w -- "$K/$P/$A" one &&
	test_cmp one "w/projects/$K/$A.jsonl" &&
	transcript append w -- "$K/$R" one &&
	test "$(wc -l <"w/projects/$K/$R.jsonl")" -eq 3 &&
	transcript rename w -- "$K/$P/$A" "$K/$P/agent-new" &&
	test ! -e "w/projects/$K/$A.jsonl" &&
	test_cmp one "w/projects/$K/$P/subagents/agent-new.jsonl" &&
	transcript delete -f w -- "$K/$R" &&
	test ! -e "w/projects/$K/$R.jsonl"
'

test_expect_success 'a parent gone, or a 2.1 file of the same agent: the old file is its own session' '
	cp -R "$O" g &&
	mkdir -p "g/projects/$K/$P/subagents" &&
	echo "{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"new\"}}" \
	    >"g/projects/$K/$P/subagents/$A.jsonl" &&
	transcript list g >out &&
	grep -q "^$K/$P/$A	1	" out && grep -q "^$K/$A	2	" out &&
	transcript load g -- "$K/$P/$A" >got &&
	test_cmp "g/projects/$K/$P/subagents/$A.jsonl" got &&
	rm -r "g/projects/$K/$P" "g/projects/$K/$P.jsonl" &&
	transcript list g >out &&
	grep -q "^$K/$A	2	" out && ! grep -q "^$K/$P" out &&
	test_expect_code 5 transcript load g -- "$K/$P/$A"
'

test_expect_success 'an old agent file that is a link is not followed' '
	mkdir -p outside && cp "$O/projects/$K/$A.jsonl" outside/x.jsonl &&
	cp -R "$O" l && rm "l/projects/$K/$A.jsonl" &&
	ln -s "$TRASH/outside/x.jsonl" "l/projects/$K/$A.jsonl" &&
	transcript list l >out 2>err &&
	grep -q "skipping session .$K/$A.: .* is a symbolic link" err &&
	test_expect_code 5 transcript load l -- "$K/$P/$A" &&
	test_expect_code 4 transcript load l -- "$K/$A"
'

test_expect_success 'no time in the records: list shows -, JSON null, sorts them first' '
	transcript list --json "$O" >json &&
	grep -qxF "{\"session\":\"$K/$E0\",\"items\":0,\"created_at\":null,\"created\":null,\"updated_at\":null,\"updated\":null,\"title\":null}" json &&
	grep -q "^{\"session\":\"$K/$E1\",\"items\":1,\"created_at\":null,\"created\":null,\"updated_at\":null,\"updated\":null,\"title\":\"Yaml imports\"}" json &&
	transcript list --sort=created "$O" | cut -f1 >got &&
	printf "%s\n" "$K/$E0" "$K/$E1" "$K/$E2" "$K/$R" "$K/$P" "$K/$P/$A" >want &&
	test_cmp want got &&
	transcript list --since=2000-01-01 "$O" >out && ! grep -q "	-	" out &&
	test "$(wc -l <out)" -eq 3 &&
	transcript list --until=2100-01-01 "$O" >out && ! grep -q "	-	" out
'

test_expect_success 'no time in the records: not the mtime, however old the file' '
	cp -R "$O" m && touch -d 2001-02-03T04:05:06Z "m/projects/$K/$E0.jsonl" &&
	transcript list m >out && grep -q "^$K/$E0	0	-	-$" out
'

test_expect_success 'no time: dump, its records, export and stats say unknown' '
	transcript dump --color=never "$O" -- "$K/$E0" >out &&
	grep -qxF "=== $K/$E0 (0 items, created unknown)" out &&
	transcript dump --format=jsonl "$O" -- "$K/$E1" >rec &&
	grep -q "^{\"session\":\"$K/$E1\",\"created_at\":null,\"seq\":0," rec &&
	transcript convert --quiet - r.db <rec &&
	transcript load r.db -- "$K/$E1" >out &&
	test_cmp "$O/projects/$K/$E1.jsonl" out &&
	transcript export "$O" -- "$K/$E2" >doc &&
	grep -q "Created:\*\* unknown" doc &&
	transcript stats --json "$O" >s.json &&
	grep -q "{\"session\":\"$K/$E1\",\"format\":\"claude-code\",\"project\":\"$K\",\"subagents\":0,\"items\":1,\"messages\":0,\"user_turns\":0,\"tool_calls\":0,\"failed_results\":0,\"first\":null,\"last\":null," s.json
'

test_expect_success 'a record of a negative created_at is still refused' '
	echo "{\"session\":\"s\",\"created_at\":-5}" >neg &&
	test_expect_code 4 transcript convert --quiet - n.db <neg 2>err &&
	grep -q "must be a non-negative integer or null" err
'

test_expect_success 'Claude Code 1.0: dump shows the inline subagent lines as its, marked' '
	transcript dump --color=never --full "$CC" -- "$D" >out &&
	grep "↳" out | cut -c1-6 >got &&
	printf "    %s\n" 15 16 17 18 19 20 21 >want && test_cmp want got &&
	grep -q "^    15  ↳ user     Examine the package.json" out &&
	grep -q "^    17  ↳ assistant → Glob(" out &&
	! grep -q "sidechain" out &&
	grep -q "^    22  user       ← \[toolu_014YF9TXhDRR7BnpasNJ7gjC\]" out
'

test_expect_success 'Claude Code 1.0: stats counts the inline subagent apart from its session' '
	transcript stats --json "$CC" -- "$D" >all.json &&
	grep -q "\"subagents\":1,\"items\":24,\"messages\":13,\"user_turns\":2,\"tool_calls\":9," all.json &&
	transcript stats --json --subagents=separate "$CC" -- "$D" >sep.json &&
	grep -q "{\"session\":\"$D\",\"format\":\"claude-code\",\"project\":\"-path-to-Demo\",\"subagents\":0,\"items\":17,\"messages\":7,\"user_turns\":1,\"tool_calls\":7," sep.json &&
	grep -q "{\"session\":\"$D/sidechain\",\"format\":\"claude-code\",\"project\":\"-path-to-Demo\",\"subagents\":0,\"items\":7,\"messages\":6,\"user_turns\":1,\"tool_calls\":2,.*\"tools\":{\"Glob\":1,\"Read\":1}" sep.json &&
	grep -q "\"input\":19,\"output\":1190," sep.json &&
	grep -q "\"input\":18,\"output\":485," sep.json &&
	transcript stats "$CC" -- "$D" >out && grep -q "total: 1 session, 1 subagent$" out
'

test_expect_success 'Claude Code 1.0: check still reads the main conversation only' '
	transcript check "$CC" -- "$D" >out && test ! -s out
'

test_done
