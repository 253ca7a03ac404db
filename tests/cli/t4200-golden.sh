#!/bin/sh
test_description='check: golden output in text, json and github forms'
. "$(dirname "$0")/lib.sh"

# A store of a few defects in several formats, at a fixed relative path.
GOLDEN=$TOP/tests/golden
test_expect_success 'setup' '
	mkdir store &&
	for f in chat/interleaved-message chat/duplicate-result \
	    anthropic/misplaced-result responses/namespace-mismatch \
	    claude-code/cross-boundary gemini/count-mismatch acp/pending-call \
	    codex/unanswered-call; do
		cp "$FIXTURES/check/$f.jsonl" "store/$(echo "$f" | tr / -).jsonl" || exit 1
	done &&
	transcript convert --quiet store golden.db
'

for form in text json github; do
	test_expect_success "jsonl store, --format=$form" '
		transcript check --format=$form store >out 2>err; test $? -eq 1 &&
		test_cmp "$GOLDEN/check-jsonl.$form" out
	'
	test_expect_success "sqlite store, --format=$form" '
		transcript check --format=$form golden.db >out 2>err; test $? -eq 1 &&
		test_cmp "$GOLDEN/check-sqlite.$form" out
	'
done

test_expect_success 'the summary line' '
	transcript check store >/dev/null 2>err;
	test_cmp "$GOLDEN/check-summary.txt" err
'

test_done
