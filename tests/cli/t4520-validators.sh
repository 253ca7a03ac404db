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

# A real item broken: the fixture passes, the same with one item spoilt
# fails at its line.
test_expect_success 'one item of a real session spoilt: refused at its line' '
	f=$FIXTURES/check/agents-js/clean-weather.jsonl &&
	sed "4s/\"arguments\":\"{[^}]*}\"/\"arguments\":{}/" "$f" >spoilt-js.jsonl &&
	! cmp -s "$f" spoilt-js.jsonl &&
	test_expect_code 1 node "$AGENTS/validate_agents_js.mjs" <spoilt-js.jsonl 2>err &&
	grep -q "^line 4: not a protocol.ModelItem" err &&
	f=$FIXTURES/check/langchain/clean-weather.jsonl &&
	sed "6s/^{\"type\":\"ai\"/{\"type\":\"robot\"/" "$f" >spoilt-lc.jsonl &&
	! cmp -s "$f" spoilt-lc.jsonl &&
	test_expect_code 1 node "$AGENTS/validate_langchain.mjs" <spoilt-lc.jsonl 2>err &&
	grep -q "^line 6: " err
'

# LangChain's own SQLite store (fixtures/native/langchain.sql, what
# SQLChatMessageHistory writes): each session, loaded as it is and
# translated to agents-js, passes.
test_expect_success 'langchain.sql: every session loads in LangChain and parses in the Agents SDK' '
	mkdb lc.db "$FIXTURES/native/langchain.sql" &&
	transcript list langchain:lc.db | cut -f1 >lc-ids && test -s lc-ids &&
	while read -r id; do
		transcript load "langchain:lc.db" "$id" >"lc-$id.jsonl" &&
		test -s "lc-$id.jsonl" &&
		node "$AGENTS/validate_langchain.mjs" <"lc-$id.jsonl" >/dev/null &&
		transcript load --to=agents-js "langchain:lc.db" "$id" >"js-$id.jsonl" &&
		node "$AGENTS/validate_agents_js.mjs" <"js-$id.jsonl" >/dev/null ||
		{ echo "session $id"; exit 1; }
	done <lc-ids
'

test_done
