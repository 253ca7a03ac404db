#!/bin/sh
test_description='check: no false positives on 1,000 generated clean sessions per format'
. "$(dirname "$0")/lib.sh"

N=${CORPUS_SESSIONS:-1000}

for gen in "$TOP"/tests/corpus/*.awk; do
	fmt=$(basename "$gen" .awk)
	test "$fmt" = lib && continue	# the generators' shared functions
	test_expect_success "$fmt: $N generated sessions, no findings" '
		mkdir "$fmt" &&
		awk -v seed=7 -v sessions=$N -v dir="$fmt" \
		    -f "$TOP/tests/corpus/lib.awk" -f "$gen" &&
		test $(ls "$fmt" | wc -l) -eq $N &&
		transcript check "$fmt" >out 2>err &&
		test ! -s out &&
		grep -q "^check: $N sessions, [0-9]* items, 0 errors, 0 warnings$" err
	'
	# Sessions of plain messages may look like a kindred format (Responses
	# and the JS SDK share them); those with tool calls must not.
	test_expect_success "$fmt: detected as $fmt (90% at least), clean as $fmt" '
		transcript check --dialect="$fmt" "$fmt" >out 2>/dev/null && test ! -s out &&
		transcript dump "$fmt" | grep "^=== " | sed "s/.*, //" | sort | uniq -c |
		    sort -rn | head -n 1 >top &&
		test $(awk "{print \$1}" top) -ge $((N * 9 / 10))
	'
done

test_done
