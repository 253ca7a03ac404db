#!/bin/sh
test_description='repair: every defect fixture repaired to its golden file, check clean after, idempotent'
. "$(dirname "$0")/lib.sh"

# Findings repair leaves as they are (repair.h): the session keeps them.
unrepaired='missing-id|mixed-format|cross-boundary|namespace-mismatch|count-mismatch'

# Update the golden files with REPAIR_GOLDEN=write (then review the diff).
for f in "$FIXTURES"/check/*/*.jsonl; do
	name=$(basename "$f" .jsonl)
	case $name in clean-*) continue ;; esac
	fmt=$(basename "$(dirname "$f")")
	gold=$FIXTURES/repair/$fmt/$name
	if test "$REPAIR_GOLDEN" = write; then
		mkdir -p "$FIXTURES/repair/$fmt" w &&
		rm -rf w/s && mkdir w/s && cp "$f" w/s/s.jsonl &&
		"$TRANSCRIPT" repair --close-pending --drop-invalid w/s \
		    >"$gold.plan" 2>/dev/null
		"$TRANSCRIPT" repair --apply --no-backup --close-pending \
		    --drop-invalid w/s >/dev/null 2>&1
		cp w/s/s.jsonl "$gold.jsonl"
	fi
	test_expect_success "$fmt/$name: plan, repair, result as golden" '
		mkdir -p "$fmt-$name" && cp "$f" "$fmt-$name/s.jsonl" &&
		test_expect_code 1 transcript repair --close-pending --drop-invalid \
		    "$fmt-$name" >plan 2>err &&
		test_cmp "$gold.plan" plan &&
		{ transcript repair --apply --backup=bk-$fmt-$name --close-pending \
		    --drop-invalid "$fmt-$name" >/dev/null 2>err; rc=$?; true; } &&
		cmp "$gold.jsonl" "$fmt-$name/s.jsonl" &&
		if echo "$name" | grep -Eq "^($unrepaired)"; then
			test $rc = 1 &&
			test_expect_code 1 transcript check --quiet "$fmt-$name"
		else
			test $rc = 0 &&
			transcript check --quiet "$fmt-$name" &&
			transcript repair --close-pending "$fmt-$name" >again &&
			test ! -s again
		fi
	'
	# Items the plan names are the only ones that differ: every other
	# original line is in the result, in order.
	test_expect_success "$fmt/$name: uninvolved items byte-identical" '
		{ grep -o "^s: seq [0-9]*: \(remove\|edit\|move aside\)" \
		    "$gold.plan" || true; } |
		    sed "s/^s: seq \([0-9]*\):.*/\1/" | sort -u >touched &&
		awk -v t=" $(tr "\n" " " <touched)" \
		    "index(t, \" \" (NR - 1) \" \") == 0" "$f" >kept &&
		awk "BEGIN { while ((getline l <\"kept\") > 0) want[++n] = l }
		    k < n && \$0 == want[k + 1] { k++ }
		    END { exit k == n ? 0 : 1 }" "$gold.jsonl"
	'
done

test_expect_success 'a backup holds the original, byte for byte' '
	cmp "$FIXTURES/check/chat/dangling-call.jsonl" bk-chat-dangling-call &&
	cmp "$FIXTURES/check/claude-code/orphan-result.jsonl" \
	    bk-claude-code-orphan-result &&
	cmp "$FIXTURES/check/chat/torn-line.jsonl" bk-chat-torn-line
'

test_expect_success 'a backup holds a torn last line that repair moved aside, with the rest' '
	mkdir tr && cat "$FIXTURES/check/chat/dangling-call.jsonl" >tr/s.jsonl &&
	tail -c 51 "$FIXTURES/check/chat/torn-line.jsonl" >>tr/s.jsonl &&
	cp tr/s.jsonl orig &&
	transcript repair --apply --backup=bk-tr --close-pending tr >out 2>err &&
	grep -q "move aside" out && grep -q "insert" out &&
	cmp orig bk-tr &&
	transcript check --quiet tr
'

test_expect_success 'a torn last line moves aside as append --repair-tail does' '
	ls chat-torn-line/ >ls &&
	grep -q "^s.jsonl.torn-[0-9]*$" ls &&
	tail -c 51 "$FIXTURES/check/chat/torn-line.jsonl" >want &&
	cmp want chat-torn-line/s.jsonl.torn-*
'

test_expect_success 'append --repair-tail of no items moves the torn line alone' '
	mkdir at && cp "$FIXTURES/check/chat/torn-line.jsonl" at/s.jsonl &&
	transcript append --repair-tail at s /dev/null 2>err &&
	grep -q "moved a torn last line (51 bytes) aside" err &&
	transcript check --quiet at &&
	test $(wc -l <at/s.jsonl) -eq 4
'

test_expect_success 'a pending call is left alone without --close-pending' '
	mkdir p && cp "$FIXTURES/check/chat/pending-call.jsonl" p/s.jsonl &&
	transcript repair p >out 2>err && test ! -s out &&
	grep -q "^repair: 1 session, 0 actions planned, 0 not repaired$" err
'

test_expect_success 'invalid items: reported and the session left alone without --drop-invalid' '
	mkdir inv && cp "$FIXTURES/check/chat/invalid-json.jsonl" inv/s.jsonl &&
	test_expect_code 1 transcript repair --apply --no-backup inv >out 2>err &&
	grep -q "left alone (--drop-invalid removes them)" err &&
	cmp "$FIXTURES/check/chat/invalid-json.jsonl" inv/s.jsonl
'

test_expect_success 'one item answering several calls: every call fixed, exit 0 on --apply' '
	mkdir two && cp "$FIXTURES/check/gemini/dangling-calls.jsonl" two/s.jsonl &&
	test_expect_code 1 transcript repair two >out 2>err &&
	grep -q "\[dangling-call fc1 fc2\]$" out &&
	grep -q "^repair: 1 session, 1 action planned, 0 not repaired$" err &&
	transcript repair --apply --no-backup two >out 2>err &&
	grep -q "0 not repaired" err && transcript check --quiet two
'

test_expect_success 'json: the other findings an action fixes are in "also"' '
	mkdir also && cp "$FIXTURES/check/anthropic/misplaced-and-dangling.jsonl" \
	    also/s.jsonl &&
	test_expect_code 1 transcript repair --format=json also >out &&
	grep -c "\"also\":" out >n && echo 1 >one && test_cmp one n &&
	grep -q "\"call_id\":\"toolu_01B7zXcVbNm3LkJhGfDsAq\",\"also\":\[{\"code\":\"dangling-call\",\"call_id\":\"toolu_01C3vNmQwErTyUiOpAsDfGh\"}\],\"what\"" out
'

test_done
