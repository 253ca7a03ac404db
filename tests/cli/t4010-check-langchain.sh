#!/bin/sh
test_description='check, dump and load --last on LangChain message histories'
. "$(dirname "$0")/lib.sh"

# The fixtures (fixtures/check/langchain) are checked by t4000 with the
# other formats; this file covers how LangChain histories reach a store and
# what dump and load --last make of them.

# Rows of message_store as SQLChatMessageHistory writes them: json.dumps()
# of message_to_dict(), with its spaces and \u escapes.
cat >rows.txt <<'EOF'
{"type": "human", "data": {"content": "Weather in Z\u00fcrich?", "additional_kwargs": {}, "response_metadata": {}, "type": "human", "name": null, "id": null, "example": false}}
{"type": "ai", "data": {"content": "", "additional_kwargs": {"tool_calls": [{"id": "call_1", "function": {"arguments": "{\"city\":\"Z\u00fcrich\"}", "name": "get_weather"}, "type": "function"}], "refusal": null}, "response_metadata": {"finish_reason": "tool_calls"}, "type": "ai", "name": null, "id": "run-1-0", "example": false, "tool_calls": [{"name": "get_weather", "args": {"city": "Z\u00fcrich"}, "id": "call_1", "type": "tool_call"}], "invalid_tool_calls": [], "usage_metadata": null}}
{"type": "tool", "data": {"content": "Error: timeout", "additional_kwargs": {}, "response_metadata": {}, "type": "tool", "name": "get_weather", "id": null, "tool_call_id": "call_1", "artifact": null, "status": "error"}}
{"type": "ai", "data": {"content": "The weather service timed out.", "additional_kwargs": {"refusal": null}, "response_metadata": {"finish_reason": "stop"}, "type": "ai", "name": null, "id": "run-2-0", "example": false, "tool_calls": [], "invalid_tool_calls": [], "usage_metadata": null}}
EOF

test_expect_success 'message_store rows append as compact items and check clean' '
	transcript append s.db zurich rows.txt &&
	transcript load s.db zurich >items &&
	test $(wc -l <items) -eq 4 &&
	! grep -q "\": " items &&
	head -n 1 items | grep -q "^{\"type\":\"human\",\"data\":{\"content\":\"Weather in Z\\\\u00fcrich?\"" &&
	transcript check s.db >out 2>err && test ! -s out &&
	grep -q "^check: 1 session, 4 items, 0 errors, 0 warnings$" err
'

test_expect_success 'dump: LangChain types as labels, calls, an error result' '
	transcript dump --full s.db zurich >out &&
	head -n 1 out | grep -q "^=== zurich (4 items, created .*, LangChain messages)$" &&
	sed -n 2p out | grep -q "^     0  human      Weather in Zürich?$" &&
	sed -n 3p out | grep -q "^     1  ai         → get_weather({\"city\":\"Z\\\\u00fcrich\"}) \[call_1\]$" &&
	sed -n 4p out | grep -q "^     2  tool       ← \[call_1\] error: Error: timeout$" &&
	sed -n 5p out | grep -q "^     3  ai         The weather service timed out\.$"
'

# An older history: calls only in additional_kwargs, the second one never
# answered; then the function_call form, answered by name.
printf '%s\n' \
    '{"type":"human","data":{"content":"Paris and Rome?","additional_kwargs":{},"type":"human","example":false}}' \
    '{"type":"ai","data":{"content":"","additional_kwargs":{"tool_calls":[{"id":"call_P","function":{"arguments":"{}","name":"w"},"type":"function"},{"id":"call_R","function":{"arguments":"{}","name":"w"},"type":"function"}]},"type":"ai","example":false}}' \
    '{"type":"tool","data":{"content":"18C","additional_kwargs":{},"type":"tool","tool_call_id":"call_P"}}' \
    '{"type":"human","data":{"content":"And Oslo?","additional_kwargs":{},"type":"human","example":false}}' \
    '{"type":"ai","data":{"content":"","additional_kwargs":{"function_call":{"arguments":"{}","name":"w"}},"type":"ai","example":false}}' \
    '{"type":"function","data":{"content":"3C","additional_kwargs":{},"type":"function","name":"w"}}' >old.jsonl

test_expect_success 'older histories: additional_kwargs.tool_calls are calls' '
	transcript check old.jsonl >out 2>/dev/null; test $? -eq 1 &&
	test $(wc -l <out) -eq 1 &&
	grep -q "^old.jsonl:2: error: call call_R has no result, and the conversation goes on after it; LangChain messages would answer: An assistant message with .tool_calls. must be followed by tool messages" out
'

test_expect_success 'dump: a function message answers by name' '
	transcript dump --full old.jsonl >out &&
	grep -q "^     4  ai         → w({})$" out &&
	grep -q "^     5  function   ← \[w\] 3C$" out &&
	grep -q "^        !          error dangling-call: call call_R" out
'

test_expect_success 'load --last keeps a LangChain call with its results' '
	mkdir lc && cp "$FIXTURES/check/langchain/clean-weather.jsonl" lc/ &&
	transcript load --last=1 lc clean-weather >out &&
	test $(wc -l <out) -eq 1 &&
	transcript load --last=2 lc clean-weather >out &&
	test $(wc -l <out) -eq 3 &&
	head -n 1 out | grep -q "^{\"type\":\"ai\",.*\"id\":\"call_Ww3Rr5Jm8Tq1Zc6Ya9Ln4Bx2\"" &&
	transcript load --last=8 lc clean-weather >out &&
	test $(wc -l <out) -eq 10 &&
	head -n 1 out | grep -q "^{\"type\":\"ai\",.*\"tool_calls\":\[{\"name\":\"get_weather\",\"args\":{\"city\":\"Paris\""
'

test_expect_success 'a LangChain session is detected without --dialect, and --dialect agrees' '
	for f in "$FIXTURES"/check/langchain/*.jsonl; do
		transcript check --format=json "$f" >auto 2>&1
		transcript check --format=json --dialect=langchain "$f" >forced 2>&1
		test_cmp forced auto || exit 1
	done
'

test_expect_success '--dialect=chat reads no LangChain dict: mixed-format, no pairs' '
	transcript check --dialect=chat "$FIXTURES/check/langchain/dangling-call.jsonl" >out 2>err
	test $? -eq 1 && test $(wc -l <out) -eq 1 &&
	grep -q ":1: error: this item is LangChain messages, but the session is OpenAI Chat Completions \[mixed-format\]$" out
'

test_expect_success 'Chat messages in a LangChain session: mixed-format, once' '
	cp "$FIXTURES/check/langchain/clean-weather.jsonl" mixed.jsonl &&
	printf "%s\n" "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c9\",\"type\":\"function\",\"function\":{\"name\":\"w\",\"arguments\":\"{}\"}}]}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c9\",\"content\":\"x\"}" >>mixed.jsonl &&
	transcript check mixed.jsonl >out 2>/dev/null; test $? -eq 1 &&
	test $(wc -l <out) -eq 1 &&
	grep -q "^mixed.jsonl:13: error: this item is OpenAI Chat Completions, but the session is LangChain messages \[mixed-format\]$" out
'

test_done
