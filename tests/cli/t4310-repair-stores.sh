#!/bin/sh
test_description='repair: a corpus of defects on every backend, backups, races, golden output'
. "$(dirname "$0")/lib.sh"

GOLDEN=$TOP/tests/golden
KINDS='dangling-call orphan-result duplicate-result duplicate-call misplaced-result
    misplaced-result-late result-before-call interleaved-message pending-call
    unanswered-call'

# The corpus: every fixture of a defect repair fixes, three times over
# under other names, among clean generated sessions of every format.
test_expect_success 'setup: a corpus of defects, in a jsonl, a sqlite and a dir store' '
	mkdir corpus gen &&
	for kind in $KINDS; do
		for f in "$FIXTURES"/check/*/$kind.jsonl; do
			test -f "$f" || continue
			fmt=$(basename "$(dirname "$f")")
			for n in 1 2 3; do
				cp "$f" "corpus/$fmt-$kind-$n.jsonl" || exit 1
			done
		done
	done &&
	for gen in "$TOP"/tests/corpus/*.awk; do
		fmt=$(basename "$gen" .awk)
		test "$fmt" = lib && continue
		mkdir "gen/$fmt" &&
		awk -v seed=11 -v sessions=5 -v dir="gen/$fmt" \
		    -f "$TOP/tests/corpus/lib.awk" -f "$gen" || exit 1
		for s in gen/$fmt/*; do
			cp "$s" "corpus/clean-$fmt-$(basename "$s")" || exit 1
		done
	done &&
	transcript convert --quiet jsonl:corpus sqlite:corpus.db &&
	transcript convert --quiet jsonl:corpus dir:corpus.dir &&
	test_expect_code 1 transcript check --quiet jsonl:corpus
'

for spec in jsonl:corpus sqlite:corpus.db dir:corpus.dir; do
	kind=${spec%%:*}
	test_expect_success "$kind: repair --apply, then check is clean and repair plans nothing" '
		transcript list "$spec" | awk "{ print \$1 }" >ids &&
		for id in $(cat ids); do
			transcript load "$spec" "$id" >"orig-$kind-$id" || exit 1
		done &&
		test_expect_code 1 transcript repair --close-pending --format=json \
		    "$spec" >"plan-$kind" &&
		transcript repair --apply --close-pending --backup="bk-$kind/" \
		    "$spec" >/dev/null 2>err &&
		transcript check --quiet "$spec" &&
		transcript repair --close-pending "$spec" >again && test ! -s again
	'
	test_expect_success "$kind: the backups and the plan give back the original" '
		n=0 &&
		for f in bk-$kind/*.jsonl; do
			id=$(basename "$f" .jsonl) &&
			cmp "orig-$kind-$id" "$f" || exit 1
			n=$((n + 1))
		done &&
		test $n -eq $(sed "s/^{\"session\":\"\([^\"]*\)\".*/\1/" "plan-$kind" |
		    sort -u | wc -l) &&
		for id in $(cat ids); do
			transcript load "$spec" "$id" >now || exit 1
			if test -f "bk-$kind/$id.jsonl"; then
				# every item the plan does not name is still there, in order
				grep "^{\"session\":\"$id\",\"action\":\"\(remove\|edit\)\"" \
				    "plan-$kind" | sed "s/.*\"seq\":\([0-9]*\).*/\1/" |
				    sort -u | tr "\n" " " >touched
				awk -v t=" $(cat touched)" \
				    "index(t, \" \" (NR - 1) \" \") == 0" "orig-$kind-$id" >kept
				awk "BEGIN { while ((getline l <\"kept\") > 0) w[++n] = l }
				    k < n && \$0 == w[k + 1] { k++ }
				    END { exit k == n ? 0 : 1 }" now || exit 1
				ins=$(grep -c "^{\"session\":\"$id\",\"action\":\"insert\"" \
				    "plan-$kind")
				rem=$(grep -c "^{\"session\":\"$id\",\"action\":\"remove\"" \
				    "plan-$kind")
				test $(wc -l <now) -eq $(($(wc -l <"orig-$kind-$id") + ins - rem)) ||
				    exit 1
			else
				cmp "orig-$kind-$id" now || exit 1
			fi
		done
	'
done

test_expect_success '--apply wants --backup or --no-backup' '
	mkdir u && cp "$FIXTURES/check/chat/dangling-call.jsonl" u/s.jsonl &&
	test_expect_code 2 transcript repair --apply u 2>err &&
	grep -q "never dropped silently" err &&
	test_expect_code 2 transcript repair --backup=x u &&
	test_expect_code 2 transcript repair --apply --backup=x --no-backup u &&
	cmp "$FIXTURES/check/chat/dangling-call.jsonl" u/s.jsonl
'

test_expect_success 'an existing backup is not overwritten' '
	echo keep >kept.jsonl &&
	test_expect_code 2 transcript repair --apply --backup=kept.jsonl u 2>err &&
	grep -q "exists; not overwritten" err &&
	echo keep | cmp - kept.jsonl &&
	cmp "$FIXTURES/check/chat/dangling-call.jsonl" u/s.jsonl
'

# An append racing a repair: the repair fails with exit 6 (the session
# changed since its plan) or the append lands after it; never lost.
test_expect_success 'appends racing repairs: exit 0 or 6, no append lost' '
	for kind in jsonl sqlite dir; do
		for i in 1 2 3 4 5 6; do
			rm -rf race race.db
			case $kind in
			jsonl) spec=jsonl:race ;; sqlite) spec=sqlite:race.db ;;
			dir) spec=dir:race ;; esac
			transcript append "$spec" s \
			    "$FIXTURES/check/chat/dangling-call.jsonl" || exit 1
			( for k in 1 2 3 4 5; do
				echo "{\"role\":\"user\",\"content\":\"race $k\"}" |
				    transcript append "$spec" s - || exit 1
			done ) &
			transcript repair --apply --no-backup "$spec" s >/dev/null 2>err
			rc=$?
			wait $! || exit 1
			test $rc = 0 || test $rc = 6 || { cat err; exit 1; }
			transcript load "$spec" s >now &&
			test $(grep -c "\"race [1-5]\"" now) -eq 5 || exit 1
		done
	done
'

# Golden output: the plan and the apply of a few defects, text and json.
test_expect_success 'golden: dry run and apply, text and json' '
	mkdir g &&
	for f in chat/interleaved-message anthropic/dangling-call \
	    claude-code/dangling-call codex/unanswered-call chat/duplicate-call \
	    gemini/count-mismatch; do
		cp "$FIXTURES/check/$f.jsonl" "g/$(echo "$f" | tr / -).jsonl" || exit 1
	done &&
	cp -r g g2 &&
	test_expect_code 1 transcript repair g >out 2>err &&
	test_cmp "$GOLDEN/repair-dry.text" out &&
	test_cmp "$GOLDEN/repair-dry.err" err &&
	test_expect_code 1 transcript repair --format=json g >out &&
	test_cmp "$GOLDEN/repair-dry.json" out &&
	test_expect_code 1 transcript repair --apply --backup=gbk g >out 2>err &&
	test_cmp "$GOLDEN/repair-dry.text" out &&
	test_cmp "$GOLDEN/repair-apply.err" err &&
	test_expect_code 1 transcript repair --apply --no-backup --format=json g2 >out &&
	test_cmp "$GOLDEN/repair-dry.json" out &&
	ls gbk >bk && test $(wc -l <bk) -eq 5
'

test_done
