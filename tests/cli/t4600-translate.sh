#!/bin/sh
test_description='translate: load and convert --to, golden per source and target, check clean, round trips, loss reports, refusals'
. "$(dirname "$0")/lib.sh"

test_need python3 || test_skip_all "$TEST_NEED: the round trips and reports are read with python3"

targets="chat responses agents-js anthropic gemini langchain claude-code codex agentkit agntz"
# Sessions without times get this one, and without a directory /home/ada/proj:
# translations are the same on every run.
SOURCE_DATE_EPOCH=1700000000
export SOURCE_DATE_EPOCH
CWD=--cwd=/home/ada/proj
TURNS="python3 $TOP/tests/helpers/chat_turns.py"

# One store per clean fixture: the directory w/FMT-NAME, session s.
for f in "$FIXTURES"/check/*/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	mkdir -p "w/$fmt-$name" all && cp "$f" "w/$fmt-$name/s.jsonl" &&
	cp "$f" "all/$fmt-$name.jsonl"
done

# Golden files: one session per source format (its clean-weather, else its
# first clean fixture) translated into every target, and the loss reports.
# Update them with TRANSLATE_GOLDEN=write (then review the diff).
for d in "$FIXTURES"/check/*/; do
	fmt=$(basename "$d")
	f=$d/clean-weather.jsonl
	test -f "$f" || f=$(find "$d" -name "clean-*.jsonl" | sort | head -n 1)
	name=$(basename "$f" .jsonl)
	gold=$FIXTURES/translate/$fmt
	if test "$TRANSLATE_GOLDEN" = write; then
		mkdir -p "$gold" && : >"$gold/reports"
		for to in $targets; do
			"$TRANSCRIPT" load "$CWD" --to="$to" "w/$fmt-$name" s >"$gold/$to.jsonl" \
			    2>>"$gold/reports"
		done
	fi
	test_expect_success "$fmt/$name into every target: as golden, with its loss reports" '
		: >reports &&
		for to in $targets; do
			transcript load "$CWD" --to=$to "w/$fmt-$name" s >out 2>>reports &&
			cmp "$FIXTURES/translate/$fmt/$to.jsonl" out || exit 1
		done &&
		test_cmp "$FIXTURES/translate/$fmt/reports" reports
	'
done

# Every clean fixture, into every target: check finds nothing in it, read
# as the target.
for f in "$FIXTURES"/check/*/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	test_expect_success "$fmt/$name: every translation is clean as its target" '
		for to in $targets; do
			rm -rf "t-$to" && mkdir "t-$to" &&
			transcript load --to=$to "w/$fmt-$name" s >"t-$to/s.jsonl" 2>err &&
			transcript check --quiet --dialect=$to "t-$to" ||
			{ echo "into $to:"; cat err; transcript check --dialect=$to "t-$to"; exit 1; }
		done
	'
done

# Round trips A -> B -> A, compared as the Chat turns of each (texts, calls
# with their arguments' values, results, in order), ids too unless a
# translation had to map or make them.  What B has no place for is not
# compared: Chat keeps no thinking, the turns leave system messages out, and
# media and free-form calls are compared as B keeps them when its report
# says it dropped or changed them.
# shellcheck disable=SC2086
roundtrip() {	# FMT-NAME A B
	rm -rf rb ra && mkdir rb ra &&
	transcript load --to="$2" "w/$1" s >ra/s.jsonl 2>rep &&
	transcript load --to="$3" --dialect="$2" ra s >rb/s.jsonl 2>>rep &&
	rm -rf rc && mkdir rc &&
	transcript load --to="$2" --dialect="$3" rb s >rc/s.jsonl 2>>rep &&
	o= &&
	{ ! grep -q "ids_\|custom_calls\|arguments_wrapped" rep || o="$o --no-ids"; } &&
	{ ! grep -q " media" rep || o="$o --no-media"; } &&
	{ ! grep -q "custom_calls" rep || o="$o --custom-as-input"; } &&
	transcript load --to=chat --dialect="$2" ra s 2>/dev/null | $TURNS $o >want &&
	transcript load --to=chat --dialect="$2" rc s 2>/dev/null | $TURNS $o >got &&
	test_cmp want got
}
for f in "$FIXTURES"/check/*/clean-*.jsonl; do
	fmt=$(basename "$(dirname "$f")")
	name=$(basename "$f" .jsonl)
	case " $targets " in *" $fmt "*) ;; *) continue ;; esac
	test_expect_success "$fmt/$name: round trips through every target keep every turn" '
		for b in $targets; do
			roundtrip "$fmt-$name" "$fmt" "$b" ||
			{ echo "$fmt -> $b -> $fmt differs"; exit 1; }
		done
	'
done

test_expect_success '--to takes the formats that can be written; --dialect any' '
	test_expect_code 2 transcript load --to=acp w/chat-clean-weather s 2>err &&
	grep -q "cannot translate into .acp.: --to takes .*chat" err &&
	test_expect_code 2 transcript convert --to=nope w/chat-clean-weather x 2>err &&
	test_expect_code 2 transcript load --to=chat --dialect=nope w/chat-clean-weather s &&
	test_expect_code 2 transcript load --dialect=chat w/chat-clean-weather s 2>err &&
	grep -q "go with --to" err &&
	test_expect_code 2 transcript convert --strict w/chat-clean-weather x 2>err &&
	test_expect_code 2 transcript load --to=chat --last=2 w/chat-clean-weather s &&
	! test -e x
'

test_expect_success 'a session already in the target format passes byte for byte' '
	transcript load --to=anthropic w/anthropic-clean-weather s >out 2>err &&
	cmp "$FIXTURES/check/anthropic/clean-weather.jsonl" out && ! test -s err
'

cat >sys.jsonl <<'EOF'
{"role":"system","content":"Be brief."}
{"role":"user","content":"Weather in Paris?"}
{"role":"assistant","content":null,"tool_calls":[{"id":"call.1:x","type":"function","function":{"name":"get_weather","arguments":"{\"city\": \"Paris\"}"}}]}
{"role":"tool","tool_call_id":"call.1:x","content":"22C"}
{"role":"assistant","content":"22C and sunny."}
EOF

test_expect_success 'ids the target forbids are mapped, the same in call and result; arguments as its object' '
	mkdir -p ids && cp sys.jsonl ids/s.jsonl &&
	transcript load --to=anthropic ids s >out 2>err &&
	grep -q "\"tool_use\",\"id\":\"call_1_x_[0-9a-f]\{8\}\",\"name\":\"get_weather\",\"input\":{\"city\":\"Paris\"}" out &&
	id=$(sed -n "s/.*\"tool_use\",\"id\":\"\([^\"]*\)\".*/\1/p" out) &&
	grep -q "\"tool_result\",\"tool_use_id\":\"$id\"" out &&
	grep -qx "s: chat -> anthropic: lost 1 system; changed 1 ids_mapped" err &&
	transcript load --to=anthropic ids s >again 2>/dev/null && cmp out again
'

cat >args.jsonl <<'EOF'
{"role":"user","content":"hi"}
{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{\"a\":1}"}}]}
{"role":"tool","tool_call_id":"c1","content":"ok"}
EOF

test_expect_success 'arguments a target sends as a string stay the source string when it holds the object compactly' '
	mkdir -p args && cp args.jsonl args/s.jsonl &&
	transcript load --to=responses args s >out &&
	grep -qF "\"arguments\":\"{\\\"a\\\":1}\"" out &&
	transcript load --to=responses ids s >out &&
	grep -qF "\"arguments\":\"{\\\"city\\\":\\\"Paris\\\"}\"" out
'

test_expect_success '--strict: a session that would lose anything is refused, nothing written' '
	mkdir -p st && cp sys.jsonl st/s.jsonl &&
	test_expect_code 4 transcript convert --to=anthropic --strict st jsonl:st-out 2>err &&
	grep -q "would lose 1 things (--strict)" err &&
	grep -q "^s: chat -> anthropic: lost 1 system.*(not written)$" err &&
	! test -e st-out/s.jsonl &&
	transcript convert --to=chat --strict st jsonl:st-out2 2>err &&
	test -s st-out2/s.jsonl
'

test_expect_success '--format=json: one object per session, every count' '
	transcript convert --quiet --to=anthropic --format=json st jsonl:js-out >out &&
	python3 -c "
import json, sys
o = json.loads(open(\"out\").read())
assert o[\"session\"] == \"s\" and o[\"from\"] == \"chat\" and o[\"to\"] == \"anthropic\", o
assert o[\"written\"] is True and o[\"lost\"] == 1 and o[\"system\"] == 1, o
assert o[\"ids_mapped\"] == 1 and o[\"messages_merged\"] == 0 and len(o) == 23, o
"
'

test_expect_success 'convert --to: resumable (identical sessions skipped), verified against the translation' '
	transcript convert --to=gemini all jsonl:g-out 2>err &&
	grep -q "^convert: 35 sessions converted, 0 skipped" err &&
	transcript convert --to=gemini all jsonl:g-out 2>err &&
	grep -q "^convert: 0 sessions converted, 35 skipped" err
'

test_expect_success 'a result whose call never came: exit 4 naming the item, nothing written' '
	mkdir -p orph && printf "%s\n" "{\"role\":\"user\",\"content\":\"hi\"}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c9\",\"content\":\"x\"}" >orph/s.jsonl &&
	test_expect_code 4 transcript convert --to=anthropic orph jsonl:o-out 2>err &&
	grep -q "session .s.: item 1: a tool result for a call that is not before it" err &&
	! test -e o-out/s.jsonl &&
	test_expect_code 4 transcript load --to=anthropic orph s >/dev/null 2>err
'

test_expect_success 'items in no known format: exit 4, unless --dialect names one' '
	mkdir -p nof && echo "{\"a\":1}" >nof/s.jsonl &&
	test_expect_code 4 transcript load --to=chat nof s 2>err &&
	grep -q "no transcript format known" err &&
	transcript load --to=anthropic --dialect=chat nof s >out 2>err &&
	! test -s out && grep -qx "s: chat -> anthropic: lost 1 ignored" err
'

test_expect_success '--dialect reads the session as named: a Responses session read as Chat passes as it is' '
	transcript load --to=chat --dialect=chat w/responses-clean-weather s >out &&
	cmp "$FIXTURES/check/responses/clean-weather.jsonl" out &&
	transcript load --to=chat w/responses-clean-weather s >out 2>/dev/null &&
	! cmp -s "$FIXTURES/check/responses/clean-weather.jsonl" out
'

test_expect_success 'load --to: the working directory the source names, else --cwd'"'"'s' '
	transcript load --to=claude-code w/codex-clean-coding s 2>/dev/null |
	    head -n 1 | grep -q "\"cwd\":\"/home/ana/site\"" &&
	transcript load --to=claude-code --cwd=/x/y w/codex-clean-coding s 2>/dev/null |
	    head -n 1 | grep -q "\"cwd\":\"/x/y\""
'

test_expect_success 'convert --format is text or json' '
	test_expect_code 2 transcript convert --to=chat --format=xml w/chat-clean-weather \
	    jsonl:fx 2>err &&
	grep -q "^transcript: --format is text or json, not .xml." err && ! test -e fx
'

test_expect_success 'calls without ids (Gemini) get the same made id in call and result' '
	transcript load --to=chat w/gemini-clean-noids s >out 2>err &&
	grep -q "ids_made" err &&
	python3 -c "
import json
calls, results = [], []
for l in open(\"out\"):
    m = json.loads(l)
    calls += [c[\"id\"] for c in m.get(\"tool_calls\") or []]
    if m[\"role\"] == \"tool\": results.append(m[\"tool_call_id\"])
assert calls and calls == results, (calls, results)
"
'

test_expect_success 'into a claude-code store: filed under the key of its cwd, as a UUID' '
	transcript convert --quiet --to=claude-code --cwd=/home/ada/my.proj \
	    w/chat-clean-weather claude-code:cc-out &&
	u=$(transcript load --to=claude-code w/chat-clean-weather s 2>/dev/null |
	    sed -n "1s/.*\"sessionId\":\"\([^\"]*\)\".*/\1/p") &&
	test -n "$u" &&
	test -f "cc-out/-home-ada-my-proj/$u.jsonl" &&
	grep -q "\"cwd\":\"/home/ada/my.proj\"" "cc-out/-home-ada-my-proj/$u.jsonl" &&
	transcript list claude-code:cc-out | cut -f1 >listed &&
	echo "-home-ada-my-proj/$u" >want && test_cmp want listed
'

test_expect_success 'into a codex store: a rollout named as Codex names them, session_meta first' '
	transcript convert --quiet --to=codex w/claude-code-clean-weather codex:cx-out &&
	f=$(find cx-out/sessions -name "rollout-*.jsonl") && test -n "$f" &&
	head -n 1 "$f" | grep -q "^{\"timestamp\":\"[^\"]*\",\"type\":\"session_meta\"" &&
	transcript check --quiet codex:cx-out
'

for k in openai-agents langchain; do
	test_expect_success "$k: a foreign session refused without --to, taken with it" '
		test_expect_code 4 transcript convert --quiet w/anthropic-clean-weather \
		    $k:fx-$k.db 2>err &&
		grep -q "is anthropic, and the store holds" err && ! test -e fx-$k.db &&
		to=$(case $k in openai-agents) echo responses ;; *) echo langchain ;; esac) &&
		transcript convert --quiet --to=$to w/anthropic-clean-weather $k:fx-$k.db &&
		transcript check --quiet $k:fx-$k.db
	'
done

test_expect_success 'a codex store refuses a foreign session without --to, nothing written' '
	mkdir -p uu && cp "$FIXTURES/check/chat/clean-weather.jsonl" \
	    uu/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jsonl &&
	test_expect_code 4 transcript convert --quiet uu codex:fcx 2>err &&
	grep -q "is chat, and the store holds codex" err &&
	! find fcx -name "*.jsonl" 2>/dev/null | grep -q . &&
	transcript convert --quiet --to=codex uu codex:fcx &&
	transcript list codex:fcx | cut -f1 >listed &&
	echo 3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f >want && test_cmp want listed
'

test_done
