#!/bin/sh
test_description='terminal output: escapes, C1 and bidirectional controls from data are shown, not obeyed'
. "$(dirname "$0")/lib.sh"

# What a transcript may carry to a terminal: ESC, a C1 CSI (U+009B), the
# RIGHT-TO-LEFT OVERRIDE U+202E, isolates and zero widths, as JSON escapes
# and as raw UTF-8, in texts, roles, tool names, arguments, results, call
# ids and a session id.
ESC=$(printf '\033')
RLO=$(printf '\342\200\256')
LRI=$(printf '\342\201\246')
PDI=$(printf '\342\201\251')
CSI=$(printf '\302\233')
ID="x${ESC}[31my${RLO}z"
C1RE="$(printf '\302')[$(printf '\200-\237')]"

printf '%s\n' \
    '{"role":"user","content":"safe \u202eevil\u202c and \u2066iso\u2069 zero\u200bwidth \u001b[31mred\u001b[0m csi\u009b2J"}' \
    "{\"role\":\"assistant${RLO}\",\"content\":\"raw ${RLO}gnp.exe ${LRI}iso${PDI} ${CSI}2J\"}" \
    '{"type":"function_call","name":"ev\u202eil","arguments":"{\"a\":\"\u001b]0;title\u0007\"}","call_id":"c\u202e1"}' \
    '{"type":"function_call_output","call_id":"c\u202e1","output":"out\u2067put\u009b"}' \
    '{"type":"function_call","name":"x","arguments":"{}","call_id":"d\u202e\u001b[2J"}' >items

# no_raw FILE: no ESC, no raw U+202E, U+2066, U+2069, no C1 control (as
# UTF-8 or as a lone byte), and valid UTF-8.
no_raw() {
	! grep -q "$ESC" "$1" && ! grep -q "$RLO" "$1" &&
	! grep -q "$LRI" "$1" && ! grep -q "$PDI" "$1" &&
	! grep -q "$C1RE" "$1" && ! grep -q "$(printf '\233')" "$1" &&
	iconv -f UTF-8 -t UTF-8 "$1" >/dev/null
}

test_expect_success 'setup: a jsonl store, a session id with ESC and U+202E' '
	transcript compact-replace --create jsonl:st "$ID" items &&
	transcript load st "$ID" >back && test_cmp items back &&
	grep -q "u001b" items && grep -q "$RLO" items
'

test_expect_success 'dump to a pipe: nothing raw; <U+202E> and friends shown' '
	transcript dump st "$ID" >out &&
	no_raw out &&
	head -n 1 out | grep -q "^=== x\\\\x1b\[31my<U+202E>z (5 items" &&
	grep -q "^     0  user       safe <U+202E>evil<U+202C> and <U+2066>iso<U+2069> zero<U+200B>width  \[31mred \[0m csi<U+009B>2J$" out &&
	grep -q "^     1  assistant<U+202E> raw <U+202E>gnp.exe <U+2066>iso<U+2069> <U+009B>2J$" out &&
	grep -q "ev<U+202E>il({\"a\":\" \]0;title \"}) \[c<U+202E>1\]$" out &&
	grep -q "\[c<U+202E>1\] out<U+2067>put<U+009B>$" out &&
	grep -q "call d<U+202E>\\\\x1b\[2J has no result yet" out
'

if script -qec true /dev/null >/dev/null 2>&1; then
	test_expect_success 'dump on a terminal (script): nothing raw either' '
		script -qec "NO_COLOR=1 COLUMNS=500 \"$TRANSCRIPT\" dump --no-pager st" \
		    /dev/null >tty &&
		no_raw tty && grep -q "safe <U+202E>evil" tty &&
		grep -q "^=== x\\\\x1b\[31my<U+202E>z " tty
	'
	test_expect_success 'dump on a terminal in colour: only its own colours' '
		script -qec "TERM=xterm COLUMNS=500 \"$TRANSCRIPT\" dump --no-pager st" \
		    /dev/null >tty &&
		grep -q "$ESC\[32muser" tty &&
		sed "s/$ESC\[[0-9;]*m//g" tty >stripped && no_raw stripped &&
		grep -q "safe <U+202E>evil" stripped
	'
else
	test_skip 'dump on a terminal (script): nothing raw either' 'no script(1)'
	test_skip 'dump on a terminal in colour: only its own colours' 'no script(1)'
fi

test_expect_success 'dump: a cut counts <U+202E> as the eight columns it takes' '
	printf "{\"role\":\"user\",\"content\":\"%s\"}\n" \
	    "$(printf "%0.s\\\\u202e" 1 2 3 4 5 6 7 8 9 10)" >rlo &&
	transcript compact-replace --create jsonl:st rlo rlo &&
	COLUMNS=60 transcript dump st rlo | sed -n 2p >line &&
	test "$(wc -c <line)" -le 61 && grep -q "^     0  user       <U+202E>.*\.\.\.$" line &&
	transcript dump st rlo | sed -n 2p | grep -q "^     0  user       \(<U+202E>\)\{10\}$"
'

test_expect_success 'dump: a bad item (raw ESC, a lone 0x9b byte) is shown escaped' '
	mkdir bad && printf "{\"role\":\"user\",\"content\":\"hi\"}\n{\"a\":\"\033[2J\233\n" \
	    >bad/b.jsonl &&
	transcript dump bad >out && no_raw out &&
	grep -q "^     1  !          {\"a\":\"\\\\x1b\[2J\\\\x9b$" out
'

test_expect_success 'byte-exact outputs keep the bytes: load, dump --format=jsonl' '
	transcript load st "$ID" >back && test_cmp items back &&
	transcript dump --format=jsonl st "$ID" >recs &&
	while read -r line; do grep -qF "\"item\":$line}" recs || exit 1; done <items &&
	grep -qF "{\"session\":\"x\\u001b[31my${RLO}z\"," recs
'

test_expect_success 'list: the id escaped in text, JSON escapes exact in --json' '
	transcript list st >out && no_raw out &&
	grep -q "^x\\\\x1b\[31my<U+202E>z	5	" out &&
	transcript list --json st >json &&
	grep -qF "{\"session\":\"x\\u001b[31my${RLO}z\",\"items\":5," json
'

test_expect_success 'check: text and github escape ids and messages; json is exact' '
	transcript check st >text 2>err; test $? -eq 0 &&
	no_raw text && no_raw err &&
	grep -q "^st/x%1B%5B31my%E2%80%AEz.jsonl:5: warning: call d<U+202E>\\\\x1b\[2J has no result yet" text &&
	transcript check --format=github st >gh; test $? -eq 0 && no_raw gh &&
	grep -q "::call d<U+202E>\\\\x1b\[2J has no result yet" gh &&
	transcript check --format=json st >json; test $? -eq 0 &&
	grep -qF "\"call_id\":\"d${RLO}\\u001b[2J\"" json
'

test_expect_success 'check on SQLite: store#session@seq escapes the session' '
	transcript convert --quiet st st.db &&
	transcript check st.db >text 2>err; test $? -eq 0 && no_raw text &&
	grep -q "^st.db#x\\\\x1b\[31my<U+202E>z@4: warning: call d<U+202E>" text &&
	transcript check --format=github st.db >gh; test $? -eq 0 && no_raw gh &&
	grep -q "::x\\\\x1b\[31my<U+202E>z@4: call d<U+202E>" gh
'

test_expect_success 'messages: a missing session named with ESC and U+202E' '
	test_expect_code 5 transcript load st "no${ESC}[2Jpe${RLO}" >out 2>err &&
	no_raw err &&
	printf "transcript: no session '"'"'no\\\\x1b[2Jpe<U+202E>'"'"' in '"'"'st'"'"'\n" >want &&
	test_cmp want err
'

test_expect_success 'messages: usage errors and unknown commands' '
	test_expect_code 2 transcript dump --color="${ESC}[2J${RLO}" st 2>err &&
	no_raw err && grep -q "not .\\\\x1b\[2J<U+202E>.$" err &&
	test_expect_code 2 transcript "${ESC}]0;t${CSI}" 2>err &&
	no_raw err && grep -q "unknown command .\\\\x1b\]0;t<U+009B>.$" err
'

# A torn last line in a single-file store named with ESC: the warning comes
# from the reading thread (held, then printed) or from the main thread.
test_expect_success 'messages: from a worker thread and from the main one' '
	f="e${ESC}[2J${RLO}.jsonl" &&
	printf "{\"role\":\"user\",\"content\":\"a\"}\n{\"role\"" >"$f" &&
	for th in 0 1; do
		rm -f o$th.db &&
		TRANSCRIPT_THREADS=$th transcript convert "$f" o$th.db 2>err$th &&
		no_raw err$th &&
		grep -q "^transcript: warning: e\\\\x1b\[2J<U+202E>\.jsonl:2: ignoring torn last line" err$th || exit 1
	done
'

test_done
