#!/bin/sh
test_description='the frameworks load what translation writes: the Agents SDK parses every agents-js item, LangChain loads every langchain message'
. "$(dirname "$0")/lib.sh"

# Judges of `--to=agents-js` and `--to=langchain` (issue 24) written by the
# frameworks themselves: @openai/agents-core's protocol.ModelItem schema and
# @langchain/core's mapStoredMessagesToChatMessages (pinned in
# tests/agents/package.json), run by tests/agents/validate_*.mjs over every
# clean fixture of every format, translated (a langchain session is its own
# translation, passed as it is: clean-streamed holds an AIMessageChunk,
# which LangChain's Python writes and its JavaScript does not load).

AGENTS=$TOP/tests/agents
test_need node || test_skip_all "$TEST_NEED"
if ! [ -d "$AGENTS/node_modules/@openai/agents-core" ] ||
    ! [ -d "$AGENTS/node_modules/@langchain/core" ]; then
	test_skip_all "no @openai/agents-core or @langchain/core (npm ci --prefix tests/agents)"
fi
SOURCE_DATE_EPOCH=1700000000
export SOURCE_DATE_EPOCH

test_expect_success 'the validators refuse what the frameworks refuse' '
	echo "{\"type\":\"function_call\",\"name\":\"f\",\"arguments\":{}}" >bad-js.jsonl &&
	test_expect_code 1 node "$AGENTS/validate_agents_js.mjs" <bad-js.jsonl 2>err &&
	grep -q "^line 1: not a protocol.ModelItem" err &&
	echo "{\"type\":\"robot\",\"data\":{\"content\":\"x\"}}" >bad-lc.jsonl &&
	test_expect_code 1 node "$AGENTS/validate_langchain.mjs" <bad-lc.jsonl 2>err &&
	grep -q "^line 1: " err &&
	echo "{\"type\":\"tool\",\"data\":{\"content\":\"x\",\"tool_call_id\":\"c1\"}}" >ok-lc.jsonl &&
	node "$AGENTS/validate_langchain.mjs" <ok-lc.jsonl
'

test_expect_success 'the frameworks own fixtures pass' '
	for f in "$FIXTURES"/check/agents-js/clean-*.jsonl; do
		node "$AGENTS/validate_agents_js.mjs" <"$f" >/dev/null || exit 1
	done &&
	for f in "$FIXTURES"/check/langchain/clean-coding.jsonl \
	    "$FIXTURES"/check/langchain/clean-weather.jsonl; do
		node "$AGENTS/validate_langchain.mjs" <"$f" >/dev/null || exit 1
	done
'

for f in "$FIXTURES"/check/*/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	test_expect_success "$fmt/$name: its agents-js items parse, its langchain messages load" '
		mkdir -p "$fmt-$name" && cp "$f" "$fmt-$name/s.jsonl" &&
		transcript load --to=agents-js "$fmt-$name" s >js.jsonl 2>/dev/null &&
		node "$AGENTS/validate_agents_js.mjs" <js.jsonl >/dev/null &&
		transcript load --to=langchain "$fmt-$name" s >lc.jsonl 2>/dev/null &&
		{ [ $fmt = langchain ] || node "$AGENTS/validate_langchain.mjs" <lc.jsonl >/dev/null; }
	'
done

test_done
