#!/bin/sh
test_description='check: every fixture of a format in one run, its findings exactly the .expected ones'
. "$(dirname "$0")/lib.sh"

# t4000 checks each fixture of fixtures/check on its own, for its exact
# findings and its exit code.  Here each format's fixtures are one store
# (a directory of JSON Lines files) checked in one run, two sessions at a
# time: the findings must be the same, session by session, and one run per
# format is quick enough for `make mutate` to run it for every mutant of
# the pair rules (placement and matching) before it tries t4000.

for dir in "$FIXTURES"/check/*/; do
	fmt=$(basename "$dir")
	test_expect_success "$fmt: the fixtures in one check run, each with its .expected findings" '
		mkdir "$fmt" && cp "$dir"*.jsonl "$fmt"/ &&
		for want in "$dir"*.expected; do
			name=$(basename "$want" .expected)
			sed "s/^/$name /" "$want" || exit 1
		done | sort >want &&
		test -s want &&
		{ transcript check "$fmt" >out 2>err; rc=$?; true; } &&
		sed -n "s#^$fmt/\([^/:]*\)\.jsonl:\([0-9][0-9]*\): \(error\|warning\): .* \[\([a-z-]*\)\]\$#\1 \2 \3 \4#p" \
		    out | sort >got &&
		test_cmp want got &&
		test $(wc -l <got) -eq $(wc -l <out) &&
		n=$(ls "$dir"*.jsonl | wc -l) &&
		grep -q "^check: $n sessions, [0-9]* items, $(grep -c " error " want) errors\?, $(grep -c " warning " want) warnings\?$" err &&
		if grep -q " error " want; then test $rc -eq 1; else test $rc -eq 0; fi
	'
done

test_done
