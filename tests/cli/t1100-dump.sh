#!/bin/sh
test_description='dump: for people (text, truncation, colour) and as records'
. "$(dirname "$0")/lib.sh"

printf '%s\n' '{"role":"system","content":"Be brief."}' \
    '{"role":"user","content":"What is the weather\nin Paris?"}' \
    '{"role":"assistant","content":[{"type":"output_text","text":"Checking."}]}' \
    '{"type":"function_call","name":"get_weather","arguments":"{\"city\":\"Paris\"}","call_id":"c1"}' \
    '{"x":1}' >items
printf '%s\n' '{"role":"user","content":"日本語のテキストはとても長いのでここで切られるはずですよね、そうでしょう？"}' >wide

test_expect_success 'setup' '
	transcript compact-replace --create s.db s items &&
	transcript compact-replace --create s.db t wide
'

test_expect_success 'text: a header per session, one line per item' '
	transcript dump --full s.db s >out &&
	head -n 1 out | grep -q "^=== s (5 items, created 20.*Z, OpenAI Responses API" &&
	sed -n 2p out | grep -q "^     0  system     Be brief\.$" &&
	sed -n 3p out | grep -q "^     1  user       What is the weather in Paris?$" &&
	sed -n 4p out | grep -q "^     2  assistant  Checking\.$" &&
	sed -n 5p out | grep -q "^     3  assistant  → get_weather({\"city\":\"Paris\"}) \[c1\]$" &&
	sed -n 6p out | grep -q "^        !          warning pending-call: call c1 has no result yet" &&
	sed -n 7p out | grep -q "^     4  ?          {\"x\":1}$"
'

test_expect_success 'format-aware: calls, results, errors, findings beside their items' '
	printf "%s\n" "{\"role\":\"user\",\"content\":\"Paris?\"}" \
	    "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"w\",\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\"}},{\"id\":\"c2\",\"type\":\"function\",\"function\":{\"name\":\"w\",\"arguments\":\"{}\"}}]}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"18C\"}" \
	    "{\"role\":\"user\",\"content\":\"and?\"}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c9\",\"content\":\"late\"}" >chat &&
	transcript compact-replace --create s.db chat chat &&
	transcript dump --full s.db chat >out &&
	grep -q "^=== chat (5 items, created .*, OpenAI Chat Completions)$" out &&
	sed -n 3p out | grep -q "^     1  assistant  → w({\"city\":\"Paris\"}) \[c1\]$" &&
	sed -n 4p out | grep -q "^                   → w({}) \[c2\]$" &&
	sed -n 5p out | grep -q "^        !          error dangling-call: call c2 has no result" &&
	sed -n 6p out | grep -q "^     2  tool       ← \[c1\] 18C$" &&
	grep -q "^     4  tool       ← \[c9\] late$" out &&
	tail -n 1 out | grep -q "^        !          error orphan-result: result for call c9"
'

test_expect_success 'text: all sessions by default, sorted, blank line between' '
	transcript dump s.db >out &&
	grep -c "^=== " out >n && echo 3 >want && test_cmp want n &&
	grep -q "^$" out
'

test_expect_success 'text: long lines are cut to COLUMNS, not with --full' '
	COLUMNS=30 transcript dump s.db t >out &&
	line=$(sed -n 2p out) &&
	case "$line" in *...) ;; *) exit 1 ;; esac &&
	COLUMNS=30 transcript dump --full s.db t >full &&
	sed -n 2p full | grep -q "そうでしょう？$"
'

test_expect_success 'text: a pipe without COLUMNS gets whole lines' '
	transcript dump s.db t >out && sed -n 2p out | grep -q "そうでしょう？$"
'

test_expect_success 'text: a cut never splits a UTF-8 character' '
	for w in 25 26 27 28 29 30 31 32 33; do
		COLUMNS=$w transcript dump s.db t | sed -n 2p >line &&
		iconv -f UTF-8 -t UTF-8 line >/dev/null || exit 1
	done
'

test_expect_success 'colour: never by default on a pipe; always on request' '
	transcript dump s.db s >plain && ! grep -q "$(printf "\033")" plain &&
	transcript dump --color=always s.db s >col && grep -q "$(printf "\033")\[" col &&
	NO_COLOR=1 transcript dump --color=always s.db s >col2 && test_cmp col col2 &&
	transcript dump --color=never s.db s >plain2 && test_cmp plain plain2
'

test_expect_success '--dialect forces the format; an unknown one is exit 2' '
	transcript dump --full --dialect=chat s.db chat >out &&
	head -n 1 out | grep -q ", OpenAI Chat Completions)$" &&
	transcript dump --full --dialect=gemini s.db chat >out &&
	head -n 1 out | grep -q ", Google Gemini API contents)$" &&
	! grep -q "→" out &&
	test_expect_code 2 transcript dump --dialect=klingon s.db 2>err &&
	grep -q "unknown dialect" err
'

test_expect_success 'ids with control characters are shown escaped' '
	transcript append s.db "$(printf "a\tb")" items &&
	transcript dump s.db "$(printf "a\tb")" | head -n 1 | grep -q "^=== a\\\\tb (" &&
	transcript list s.db | grep -q "^a\\\\tb	5	"
'

test_expect_success 'named sessions only, in the order given' '
	transcript dump s.db t s >out &&
	grep "^=== " out | cut -c5-5 | tr -d "\n" >order && printf "ts" >want &&
	test_cmp want order
'

test_expect_success 'a missing named session is exit 5' '
	test_expect_code 5 transcript dump s.db nope 2>err && grep -q "no session .nope." err
'

test_expect_success '--format=jsonl prints interchange records' '
	transcript dump --format=jsonl s.db s >rec &&
	test $(wc -l <rec) -eq 5 &&
	head -n 1 rec | grep -q "^{\"session\":\"s\",\"created_at\":[0-9]*,\"seq\":0,\"item\":{\"role\":\"system\",\"content\":\"Be brief.\"}}$" &&
	sed -n 5p rec | grep -q ",\"seq\":4,\"item\":{\"x\":1}}$"
'

test_expect_success 'records of every backend are identical' '
	transcript convert --quiet s.db jsonl:j && transcript convert --quiet s.db dir:d &&
	transcript dump --format=jsonl s.db >a && transcript dump --format=jsonl j >b &&
	transcript dump --format=jsonl d >c && test_cmp a b && test_cmp a c
'

test_done
