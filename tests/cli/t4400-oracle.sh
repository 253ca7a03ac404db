#!/bin/sh
test_description='an independent judge: a pair checker written apart from the tool agrees with check, passes repair, and catches breakage'
. "$(dirname "$0")/lib.sh"

# tests/oracle/pairs.py checks tool-call pairs by its own reading of the
# provider rules in shared/FORMATS.md (and, for LangChain and Gemini CLI,
# of the vendors' code), not by porting src/pairs.c: golden files and
# repaired sessions are otherwise judged by the tool itself (issue 22).
# tests/oracle/compare.py puts its verdict beside `transcript check`'s,
# tests/oracle/kept.py checks that a repair kept every clean item.

if ! test_need python3; then
	test_skip_all "$TEST_NEED"
fi

ORACLE=$TOP/tests/oracle
oracle() {
	python3 "$ORACLE/pairs.py" "$@"
}

# Where the oracle and the tool disagree, each case was checked against
# shared/FORMATS.md, and it sides with the oracle in every one below (the
# comment above each says where).  CASE, a tab, and the line compare.py
# prints for it.  A case listed here must disagree in exactly this way: when
# the tool is fixed, the test says so, and the line goes.
cat >disagree <<'EOF'
# FORMATS.md 4(b), ACP: "Duplicate: second tool_call with an existing id
# (spec silent -> warn)".  The tool makes it an error (exit 1); the oracle
# prints a warning.
check/acp/duplicate-call	tool=1 oracle=0 only-tool=tc_1 only-oracle=-
# FORMATS.md 4(b), ACP: "Multiple updates per id are normal (progress); a
# duplicate terminal update is suspicious, not fatal."  The tool: error.
check/acp/duplicate-result	tool=1 oracle=0 only-tool=tc_1 only-oracle=-
# FORMATS.md 10: a call without a result is TRAILING ("last turn, likely
# interrupt/in-flight; warn") unless later turns exist.  Claude Code writes
# each tool_result on its own line as the tool finishes (7(b)): while the
# second of two parallel tools still runs, the file ends [tool_use P,
# tool_use R][tool_result P].  The tool calls R dangling (an error, and
# `repair` without --close-pending would answer a running call), though it
# calls the same call pending when no result is in yet, and a Chat session
# ending [tool_calls A,B][tool A] pending too.
probe/claude-code-partial	tool=1 oracle=0 only-tool=toolu_01RoMe only-oracle=-
# The same for Anthropic Messages: the last message holds only the results
# in so far; no later turn exists.
probe/anthropic-partial	tool=1 oracle=0 only-tool=t2 only-oracle=-
# The same for Gemini: the last turn holds the responses in so far (the tool
# reports count-mismatch, with no call id).
probe/gemini-partial	tool=1 oracle=0 only-tool=- only-oracle=-
# FORMATS.md 4(b), ACP: "On cancel, the client is told to mark unfinished
# calls `cancelled` locally": a turn that ends with stopReason cancelled
# leaves no call dangling.  The tool reports the call dangling.
probe/acp-cancelled-turn	tool=1 oracle=0 only-tool=tc_1 only-oracle=-
# FORMATS.md 4(b), ACP: "ToolCallStatus enum is exactly pending,
# in_progress, completed, failed"; cancelled is a client-side UI state "not
# in the wire enum".  An update with status cancelled is no final status:
# the call has none when its turn ends.  The tool takes it as final.
probe/acp-cancelled-status	tool=0 oracle=1 only-tool=- only-oracle=tc_1
# FORMATS.md 2(b), Responses: "A reasoning item must be directly followed by
# the model item it produced" (API: "Item 'rs_...' of type 'reasoning' was
# provided without its required following item").  The tool does not check
# it.
probe/responses-reasoning-alone	tool=0 oracle=1 only-tool=- only-oracle=-
# FORMATS.md 7(b): "Sidechain/subagent files are separate transcripts:
# pair-check each file on its own"; Claude Code 1.0 wrote them inline
# (isSidechain:true lines in the main file, fixtures/native 5c0375b4).  The
# tool ignores such lines, so a subagent call left unanswered in them goes
# unseen.
probe/claude-code-inline-sidechain	tool=0 oracle=1 only-tool=- only-oracle=toolu_01SiDeBash
# FORMATS.md 9(b) again: a call turn right after a model turn.
probe/gemini-call-after-model	tool=0 oracle=1 only-tool=- only-oracle=fc1
EOF
grep -v '^#' disagree >disagree.tab

# Each side runs once per batch (a Python start for every session would
# take minutes): compare.py --batch reads CASE<TAB>FILE or
# CASE<TAB>STORE<TAB>SESSION lines and writes, per case, an S line (0 agree,
# 1 disagree, 2 a side could not run, then its summary) and the oracle's (O)
# and the tool's (T) findings: LINE SEVERITY CODE CALL.
batch() {
	python3 "$ORACLE/compare.py" --tool="$TRANSCRIPT" --batch <"$1" >"$2"
	test $? -le 1 && test -s "$2"
}

# agree CASE RESULTS: the oracle and the tool agree on CASE, or disagree
# exactly as recorded for it.
agree() {
	echo "$1" >>"$TRASH/seen"
	code=$(awk -F '\t' -v c="$1" '$1 == "S" && $2 == c { print $3 }' "$TRASH/$2")
	summary=$(awk -F '\t' -v c="$1" '$1 == "S" && $2 == c { print $4 }' "$TRASH/$2")
	want=$(awk -F '\t' -v c="$1" '$1 == c { print $2 }' "$TRASH/disagree.tab")
	if test -z "$code"; then
		echo "no result for $1"
		return 1
	elif test -z "$want"; then
		test "$code" = 0 && return 0
		echo "the oracle and the tool disagree on $1: $summary"
	else
		test "$code" = 1 && test "$summary" = "$want" && return 0
		echo "$1 should disagree as recorded: $want"
		echo "got ($code): $summary"
	fi
	awk -F '\t' -v c="$1" '($1 == "O" || $1 == "T") && $2 == c' "$TRASH/$2"
	return 1
}

# found RESULTS CASE SEVERITY CODE CALL: the oracle reported that for CASE.
found() {
	awk -F '\t' -v c="$2" -v s="$3" -v k="$4" -v id="$5" '
		$1 == "O" && $2 == c && $4 == s && $5 == k && $6 == id { f = 1 }
		END { exit !f }' "$TRASH/$1"
}

# oracle_rc RESULTS CASE: 1 if the oracle found an error in CASE, else 0.
oracle_rc() {
	awk -F '\t' -v c="$2" '$1 == "O" && $2 == c && $4 == "error" { f = 1 }
		END { print f ? 1 : 0 }' "$TRASH/$1"
}

test_expect_success 'the oracle: usage, unreadable input, the exit status' '
	test_expect_code 2 oracle &&
	test_expect_code 2 oracle --format=nope "$FIXTURES/check/chat/clean-weather.jsonl" &&
	test_expect_code 2 oracle no-such-file.jsonl 2>err &&
	grep -q "no-such-file.jsonl" err &&
	oracle "$FIXTURES/check/chat/clean-weather.jsonl" >out 2>err &&
	test ! -s out &&
	grep -q "^pairs.py: chat, 12 items, 0 errors, 0 warnings$" err &&
	test_expect_code 1 oracle "$FIXTURES/check/chat/dangling-call.jsonl" >out 2>/dev/null &&
	grep -q "^.*/dangling-call.jsonl:3: error: dangling-call: call call_Hk3WdS6fJ1bC5nE0: " out &&
	oracle --format=chat - <"$FIXTURES/check/chat/pending-call.jsonl" >out 2>/dev/null &&
	grep -q "^-:7: warning: pending-call: " out &&
	test_expect_code 1 oracle --json "$FIXTURES/check/chat/orphan-result.jsonl" >out &&
	grep -q "^{\"line\": 5, \"severity\": \"error\", \"code\": \"orphan-result\", \"call_id\": \"call_ZZ9\"," out &&
	tail -n 1 out | grep -q "^{\"summary\": {\"format\": \"chat\", \"items\": 6, \"errors\": 1, \"warnings\": 0}}$"
'

# (a) Every fixture: the same verdict, the same broken call ids.
test_expect_success 'setup: the oracle and check on every fixture' '
	for f in "$FIXTURES"/check/*/*.jsonl "$FIXTURES"/repair/*/*.jsonl; do
		fmt=$(basename "$(dirname "$f")")
		kind=$(basename "$(dirname "$(dirname "$f")")")
		printf "%s/%s/%s\t%s\n" "$kind" "$fmt" "$(basename "$f" .jsonl)" "$f"
	done >fixtures.list &&
	batch fixtures.list fixtures.res
'
for f in "$FIXTURES"/check/*/*.jsonl "$FIXTURES"/repair/*/*.jsonl; do
	[ -f "$f" ] || continue
	fmt=$(basename "$(dirname "$f")")
	kind=$(basename "$(dirname "$(dirname "$f")")")
	name=$(basename "$f" .jsonl)
	test_expect_success "$kind/$fmt/$name: the oracle and check agree" '
		agree "$kind/$fmt/$name" fixtures.res
	'
done

# The oracle finds each check fixture's format by itself (the directory is
# named for it), so that the verdicts above compare the same reading.
detected() {
	python3 -c 'import sys
sys.path.insert(0, sys.argv[1])
import pairs
for path in sys.argv[2:]:
    F = pairs.Findings()
    items, hint = pairs.read_items(open(path, "rb").read(), F)
    print(path, hint or pairs.detect(items))' "$ORACLE" "$@"
}
test_expect_success 'the oracle detects the format of every check fixture' '
	detected "$FIXTURES"/check/*/*.jsonl >detected &&
	test $(wc -l <detected) -ge 150 &&
	while read -r f fmt; do
		test "$fmt" = "$(basename "$(dirname "$f")")" ||
		    { echo "$f: detected as $fmt"; exit 1; }
	done <detected
'

# Other sessions under fixtures/: the stores, the native trees.  Work on
# copies (a check may leave lock files).
stores='jsonl:st-jsonl dir:st-dir sqlite:sample.db openai-agents:oa.db
    openai-agents:oaa.db langchain:lc.db claude-code:st-claude codex:st-codex
    gemini-cli:st-gemini'
test_expect_success 'setup: the fixture stores, native trees and databases' '
	cp -R "$FIXTURES/jsonl" st-jsonl && cp -R "$FIXTURES/dir" st-dir &&
	cp -R "$FIXTURES/native/claude-code" st-claude &&
	cp -R "$FIXTURES/native/codex" st-codex &&
	cp -R "$FIXTURES/native/gemini-cli" st-gemini &&
	mkdb sample.db "$FIXTURES/sqlite/sample.sql" &&
	mkdb oa.db "$FIXTURES/native/openai-agents.sql" &&
	mkdb oaa.db "$FIXTURES/native/openai-agents-advanced.sql" &&
	mkdb lc.db "$FIXTURES/native/langchain.sql" &&
	for st in $stores; do
		transcript list "$st" >ids || exit 1
		test -s ids || { echo "$st: no sessions"; exit 1; }
		cut -f 1 ids | while IFS= read -r id; do
			printf "store/%s/%s\t%s\t%s\n" "$st" "$id" "$st" "$id"
		done
	done >stores.list &&
	test $(wc -l <stores.list) -ge 25 &&
	batch stores.list stores.res
'
if test -f stores.list; then
	while IFS='	' read -r case_ st id; do
		test_expect_success "$st $id: the oracle and check agree" '
			agree "$case_" stores.res
		'
	done <stores.list
fi

# The native files themselves, read by the oracle as the programs write
# them (a Gemini CLI chat replayed), against the tool's verdict on the same
# session of the store.
gemini_sid() {
	python3 -c 'import json, sys
t = open(sys.argv[1], encoding="utf-8").read()
print(json.loads(t if sys.argv[1].endswith(".json") else t.split("\n")[0])["sessionId"])' "$1"
}
test_expect_success 'native Claude Code, Codex and Gemini CLI files: the verdict of their store session' '
	{ find st-claude st-codex -name "*.jsonl" &&
	  find st-gemini -path "*/chats/*" -name "*.json*"; } >native &&
	while IFS= read -r f; do
		printf "native/%s\t%s\n" "$f" "$f"
	done <native >native.list &&
	batch native.list native.res &&
	while IFS= read -r f; do
		case $f in
		st-claude/*)
			st=claude-code:st-claude
			id=$(echo "$f" | sed "s|^st-claude/projects/||; s|/subagents/|/|; s|[.]jsonl$||") ;;
		st-codex/*)
			st=codex:st-codex
			id=$(basename "$f" .jsonl | sed "s/.*\(.\{36\}\)$/\1/") ;;
		*)
			st=gemini-cli:st-gemini
			id=$(transcript list "$st" | cut -f 1 | grep -e "/$(gemini_sid "$f")\$") ;;
		esac
		transcript load "$st" -- "$id" >/dev/null ||
		    { echo "no session $id in $st for $f"; exit 1; }
		orc=$(oracle_rc native.res "native/$f")
		transcript check --quiet "$st" -- "$id" >/dev/null 2>&1; trc=$?
		test "$orc" = $trc || { echo "$f: oracle $orc, check of $id $trc"; exit 1; }
		echo "$f" >>native.seen
	done <native &&
	test $(wc -l <native.seen) -ge 13
'

# Sessions of every format made by the corpus generators: clean, by both.
test_expect_success 'generated sessions of every format: clean, by both' '
	mkdir gen &&
	for g in "$TOP"/tests/corpus/*.awk; do
		fmt=$(basename "$g" .awk)
		test "$fmt" = lib && continue
		mkdir "gen/$fmt" &&
		awk -v seed=44 -v sessions=6 -v dir="gen/$fmt" \
		    -f "$TOP/tests/corpus/lib.awk" -f "$g" || exit 1
	done &&
	for f in gen/*/*; do printf "%s\t%s\n" "$f" "$f"; done >gen.list &&
	test $(wc -l <gen.list) -ge 60 &&
	batch gen.list gen.res &&
	cut -f 1 gen.list | while IFS= read -r c; do
		agree "$c" gen.res || exit 1
		test "$(oracle_rc gen.res "$c")" = 0 || { echo "$c is not clean"; exit 1; }
	done
'

# (b) Repair every broken fixture: the oracle finds the result clean (but
# for the findings repair leaves, transcript(1) REPAIR: then the oracle
# still finds the session broken, as check does), and every item that no
# finding of the oracle involves is kept byte for byte, in order.
unrepaired='missing-id|mixed-format|cross-boundary|namespace-mismatch|count-mismatch'
test_expect_success 'setup: repair every broken fixture' '
	for f in "$FIXTURES"/check/*/*.jsonl; do
		name=$(basename "$f" .jsonl)
		case $name in clean-*) continue ;; esac
		fmt=$(basename "$(dirname "$f")")
		d=rep/$fmt-$name
		mkdir -p "$d" && cp "$f" "$d/s.jsonl" || exit 1
		transcript repair --apply --no-backup --close-pending \
		    --drop-invalid "$d" >/dev/null 2>&1
		test $? -le 1 || { echo "repair of $fmt/$name failed" >&2; exit 1; }
		printf "repaired/%s/%s\t%s\n" "$fmt" "$name" "$d/s.jsonl" >&3
		printf "repaired/%s/%s\t%s\t%s\n" "$fmt" "$name" "$f" "$d/s.jsonl"
	done >kept.list 3>repaired.list &&
	batch repaired.list repaired.res &&
	{ python3 "$ORACLE/kept.py" --batch <kept.list >kept.res; test $? -le 1; }
'
for f in "$FIXTURES"/check/*/*.jsonl; do
	name=$(basename "$f" .jsonl)
	case $name in clean-*) continue ;; esac
	fmt=$(basename "$(dirname "$f")")
	test_expect_success "repair $fmt/$name: the oracle judges the result, clean items kept" '
		c=repaired/$fmt/$name &&
		agree "$c" repaired.res &&
		if echo "$name" | grep -Eq "^($unrepaired)" ||
		    grep -q "^$c	" disagree.tab; then
			test "$(oracle_rc repaired.res "$c")" = 1
		else
			# repaired: no finding at all, warnings included
			! awk -F "\t" -v c="$c" "\$1 == \"O\" && \$2 == c" repaired.res |
			    grep .
		fi &&
		grep -q "^K	$c	0$" kept.res ||
		{ grep "^M	$c	" kept.res; false; }
	'
done

test_expect_success 'the repair checks can fail: an unrepaired session, a lost or changed clean item' '
	test_expect_code 1 oracle "$FIXTURES/check/chat/dangling-call.jsonl" >/dev/null 2>&1 &&
	sed 1d "$FIXTURES/check/chat/dangling-call.jsonl" >lost.jsonl &&
	test_expect_code 1 python3 "$ORACLE/kept.py" \
	    "$FIXTURES/check/chat/dangling-call.jsonl" lost.jsonl >out &&
	grep -q "^line 1, which no finding involves, is not kept" out &&
	sed "5s/Paris/Lyon/" "$FIXTURES/check/chat/dangling-call.jsonl" >edited.jsonl &&
	test_expect_code 1 python3 "$ORACLE/kept.py" \
	    "$FIXTURES/check/chat/dangling-call.jsonl" edited.jsonl >out &&
	grep -q "^line 5, " out &&
	python3 "$ORACLE/kept.py" "$FIXTURES/check/chat/dangling-call.jsonl" \
	    "$FIXTURES/repair/chat/dangling-call.jsonl" &&
	python3 "$ORACLE/kept.py" "$FIXTURES/check/gemini/orphan-result.jsonl" \
	    "$FIXTURES/repair/gemini/orphan-result.jsonl" &&
	sed "4s/Rome: 24C/Rome: 25C/" "$FIXTURES/repair/gemini/orphan-result.jsonl" \
	    >joined.jsonl &&
	test_expect_code 1 python3 "$ORACLE/kept.py" \
	    "$FIXTURES/check/gemini/orphan-result.jsonl" joined.jsonl >out &&
	grep -q "^line 6, " out
'

# (c) The oracle can fail: it catches a removed result, a duplicated result
# and a result moved to the wrong place, format by format, in clean
# sessions broken on purpose; and the tool finds the same.
# mutate OP N M FILE: del N drops line N, dup N writes it twice, mv N M
# moves it after line M (M = 0: first).
mutate() {
	awk -v op="$1" -v n="$2" -v m="$3" '
		NR == FNR { if (FNR == n) held = $0; next }
		op == "del" && FNR == n { next }
		op == "mv" && m == 0 && FNR == 1 { print held }
		op == "mv" && FNR == n { next }
		{ print }
		op == "dup" && FNR == n { print }
		op == "mv" && m > 0 && FNR == m { print held }
	' "$4" "$4"
}

# MUTANT SOURCE OP N M SEVERITY CODE CALL: the oracle reports CODE for CALL
# in the mutant of clean fixture SOURCE: an error, but where FORMATS.md
# makes it legal (section 8: a Codex call may lack its output on disk).
cat >mutants <<'EOF'
chat-removed chat/clean-weather.jsonl del 4 - error dangling-call call_Hk3WdS6fJ1bC5nE0
chat-duplicated chat/clean-weather.jsonl dup 4 - error duplicate-result call_Hk3WdS6fJ1bC5nE0
chat-moved chat/clean-weather.jsonl mv 4 6 error misplaced-result call_Hk3WdS6fJ1bC5nE0
langchain-removed langchain/clean-weather.jsonl del 9 - error dangling-call call_Vb8aT2yLq4Pe7RsD1kN6fW0h
langchain-duplicated langchain/clean-weather.jsonl dup 5 - error duplicate-result call_Qx7ZpL2mN9vR4tY8wK3sJ6dF
langchain-moved langchain/clean-weather.jsonl mv 9 10 error misplaced-result call_Vb8aT2yLq4Pe7RsD1kN6fW0h
anthropic-removed anthropic/clean-weather.jsonl del 7 - error dangling-call toolu_01C3mNbVcXz8AsDfGhJkLq
anthropic-duplicated anthropic/clean-weather.jsonl dup 7 - error duplicate-result toolu_01C3mNbVcXz8AsDfGhJkLq
anthropic-moved anthropic/clean-weather.jsonl mv 7 8 error misplaced-result toolu_01C3mNbVcXz8AsDfGhJkLq
claude-code-removed claude-code/clean-weather.jsonl del 13 - error dangling-call toolu_01BeRl
claude-code-duplicated claude-code/clean-weather.jsonl dup 6 - error duplicate-result toolu_01PaRiS
claude-code-moved claude-code/clean-weather.jsonl mv 7 8 error misplaced-result toolu_01RoMe
responses-removed responses/clean-weather.jsonl del 5 - error dangling-call call_A1x9QwLm3Rt7
responses-duplicated responses/clean-weather.jsonl dup 6 - error duplicate-result call_B2k4ZpVn8Hs2
responses-moved responses/clean-weather.jsonl mv 5 1 error result-before-call call_A1x9QwLm3Rt7
agents-js-removed agents-js/clean-weather.jsonl del 5 - error dangling-call call_jsB2t7Wx3Ky
agents-js-duplicated agents-js/clean-weather.jsonl dup 13 - error duplicate-result call_jsC3b5
agents-js-moved agents-js/clean-weather.jsonl mv 6 1 error result-before-call call_jsA1m4Pq8Zr
codex-removed codex/clean-weather.jsonl del 9 - warning unanswered-call call_cxB2v5Yn7Pw
codex-duplicated codex/clean-weather.jsonl dup 9 - error duplicate-result call_cxB2v5Yn7Pw
codex-moved codex/clean-weather.jsonl mv 10 6 error result-before-call call_cxA1r8Tq2Lm
agentkit-removed agentkit/clean-weather.jsonl del 4 - error dangling-call call-2
agentkit-duplicated agentkit/clean-weather.jsonl dup 9 - error duplicate-result call-3
agentkit-moved agentkit/clean-weather.jsonl mv 5 2 error result-before-call call-1
gemini-removed gemini/clean-weather.jsonl del 7 - error dangling-call fc3
gemini-duplicated gemini/clean-weather.jsonl dup 3 - error duplicate-result fc1
gemini-moved gemini/clean-weather.jsonl mv 3 4 error misplaced-result fc2
gemini-cli-duplicated gemini-cli/clean-modern.jsonl dup 3 - error duplicate-result read_file__read_file_1777713315205_0
acp-removed acp/clean-weather.jsonl del 11 - error dangling-call tc_1
acp-moved acp/clean-weather.jsonl mv 11 14 error misplaced-result tc_1
EOF

# Results inside an item: JSON edits.  MUTANT SOURCE N SEVERITY CODE CALL
# STATEMENT: the Python STATEMENT changes `o`, the object of line N
# (`items` holds every line's).
cat >jmutants <<'EOF'
inngest-removed inngest/clean-weather.jsonl 2 error dangling-call call_B2 del o["toolCalls"][1]
inngest-duplicated inngest/clean-weather.jsonl 2 error duplicate-result call_A1 o["toolCalls"].append(o["toolCalls"][0])
inngest-moved inngest/clean-weather.jsonl 5 error misplaced-result call_C3 items[5]["toolCalls"].append(o["toolCalls"].pop())
gemini-cli-removed gemini-cli/clean-legacy.jsonl 2 error dangling-call get_weather-1760799451650-5979488a89c64 o["toolCalls"][0]["result"] = None
gemini-cli-moved gemini-cli/clean-modern.jsonl 2 error misplaced-result read_file__read_file_1777713315205_0 o["toolCalls"][0]["result"] = None; items.insert(3, items.pop(2))
EOF
jmutate() {
	python3 -c 'import json, sys
for spec in open(sys.argv[1], encoding="utf-8").read().splitlines():
    mutant, src, n, sev, code, call, stmt = spec.split(" ", 6)
    lines = open(sys.argv[2] + "/" + src, encoding="utf-8").read().split("\n")[:-1]
    items = [json.loads(l) for l in lines]
    o = items[int(n) - 1]
    exec(stmt)
    with open(mutant + ".jsonl", "w", encoding="utf-8") as out:
        for x in items:
            out.write(json.dumps(x, ensure_ascii=False, separators=(",", ":")) + "\n")
' "$1" "$FIXTURES/check"
}

test_expect_success 'setup: the mutants' '
	while read -r mutant src op n m sev code call; do
		mutate $op $n $m "$FIXTURES/check/$src" >"$mutant.jsonl" &&
		! cmp -s "$FIXTURES/check/$src" "$mutant.jsonl" || exit 1
	done <mutants &&
	jmutate jmutants &&
	{ cut -d " " -f 1 mutants; cut -d " " -f 1 jmutants; } |
	    while read -r mutant; do
		printf "mutant/%s\t%s.jsonl\n" "$mutant" "$mutant"
	done >mutants.list &&
	batch mutants.list mutants.res
'
while read -r mutant src op n m sev code call; do
	test_expect_success "mutant $mutant: the oracle finds $code $call" '
		test "$(oracle_rc fixtures.res "check/$src")" = 0 &&
		! grep -q "^O	check/$src	" fixtures.res &&
		found mutants.res "mutant/$mutant" $sev $code $call &&
		if test $sev = error; then
			test "$(oracle_rc mutants.res "mutant/$mutant")" = 1
		fi &&
		agree "mutant/$mutant" mutants.res
	'
done <mutants
while read -r mutant src n sev code call stmt; do
	test_expect_success "mutant $mutant: the oracle finds $code $call" '
		test "$(oracle_rc fixtures.res "check/$src")" = 0 &&
		! grep -q "^O	check/$src	" fixtures.res &&
		found mutants.res "mutant/$mutant" $sev $code $call &&
		test "$(oracle_rc mutants.res "mutant/$mutant")" = 1 &&
		agree "mutant/$mutant" mutants.res
	'
done <jmutants

# Probes: sessions written here for rules the fixtures do not exercise; the
# recorded disagreements above say what each shows.
test_expect_success 'setup: probe sessions' '
	mkdir probe &&
	sed -n 1,6p "$FIXTURES/check/claude-code/clean-weather.jsonl" \
	    >probe/claude-code-partial.jsonl &&
	printf "%s\n" \
	    "{\"role\":\"user\",\"content\":\"Weather in Paris and Rome?\"}" \
	    "{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"w\",\"input\":{}},{\"type\":\"tool_use\",\"id\":\"t2\",\"name\":\"w\",\"input\":{}}]}" \
	    "{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":\"t1\",\"content\":\"18C\"}]}" \
	    >probe/anthropic-partial.jsonl &&
	printf "%s\n" \
	    "{\"role\":\"user\",\"parts\":[{\"text\":\"Weather in Paris and Rome?\"}]}" \
	    "{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"id\":\"a\",\"name\":\"w\",\"args\":{}}},{\"functionCall\":{\"id\":\"b\",\"name\":\"w\",\"args\":{}}}]}" \
	    "{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"id\":\"a\",\"name\":\"w\",\"response\":{\"output\":\"18C\"}}}]}" \
	    >probe/gemini-partial.jsonl &&
	p="{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"update\":" &&
	printf "%s\n" \
	    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":\"ls\"}]}}" \
	    "$p{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"tc_1\",\"title\":\"ls\",\"status\":\"pending\"}}}" \
	    "{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"s\"}}" \
	    "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"stopReason\":\"cancelled\"}}" \
	    "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":\"again\"}]}}" \
	    "$p{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":\"text\",\"text\":\"ok\"}}}}" \
	    "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"stopReason\":\"end_turn\"}}" \
	    >probe/acp-cancelled-turn.jsonl &&
	printf "%s\n" \
	    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":\"ls\"}]}}" \
	    "$p{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"tc_1\",\"title\":\"ls\",\"status\":\"pending\"}}}" \
	    "$p{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"tc_1\",\"status\":\"cancelled\"}}}" \
	    "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"stopReason\":\"end_turn\"}}" \
	    >probe/acp-cancelled-status.jsonl &&
	printf "%s\n" \
	    "{\"role\":\"user\",\"content\":\"Weather?\"}" \
	    "{\"type\":\"reasoning\",\"id\":\"rs_1\",\"summary\":[]}" \
	    "{\"role\":\"user\",\"content\":\"Hello?\"}" \
	    "{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":\"output_text\",\"text\":\"Hi.\"}]}" \
	    >probe/responses-reasoning-alone.jsonl &&
	mutate del 8 - "$FIXTURES/check/claude-code/clean-task.jsonl" \
	    >probe/claude-code-inline-sidechain.jsonl &&
	printf "%s\n" \
	    "{\"role\":\"user\",\"parts\":[{\"text\":\"Weather in Paris?\"}]}" \
	    "{\"role\":\"model\",\"parts\":[{\"text\":\"Let me look.\"}]}" \
	    "{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"id\":\"fc1\",\"name\":\"w\",\"args\":{}}}]}" \
	    "{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"id\":\"fc1\",\"name\":\"w\",\"response\":{\"output\":\"18C\"}}}]}" \
	    "{\"role\":\"model\",\"parts\":[{\"text\":\"18C.\"}]}" \
	    >probe/gemini-call-after-model.jsonl &&
	for p in probe/*.jsonl; do
		printf "probe/%s\t%s\n" "$(basename "$p" .jsonl)" "$p"
	done >probes.list &&
	batch probes.list probes.res
'
for p in claude-code-partial anthropic-partial gemini-partial \
    acp-cancelled-turn acp-cancelled-status responses-reasoning-alone \
    claude-code-inline-sidechain gemini-call-after-model; do
	test_expect_success "probe $p" '
		agree "probe/$p" probes.res
	'
done

test_expect_success 'every recorded disagreement was met' '
	cut -f 1 disagree.tab | while IFS= read -r c; do
		grep -F -x -q -e "$c" seen || { echo "not met: $c"; exit 1; }
	done
'

test_done
