#!/bin/sh
test_description='list: a title per session, on a terminal and in --json'
. "$(dirname "$0")/lib.sh"

CC=$FIXTURES/native/claude-code
S=-home-ada-proj/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d

test_expect_success 'setup' '
	printf "%s\n" "{\"role\":\"system\",\"content\":\"Be brief.\"}" \
	    "{\"role\":\"user\",\"content\":\"Weather in\\nParis?\"}" >chat &&
	printf "%s\n" "{\"role\":\"assistant\",\"content\":\"Hello.\"}" >bare &&
	transcript compact-replace --create s.db chat chat &&
	transcript compact-replace --create s.db bare bare
'

test_expect_success '--json: the summary, else the first user text, else null' '
	transcript list --json "$CC" >cc.json &&
	grep "\"session\":\"$S\"" cc.json |
	    grep -q ",\"title\":\"Parser escape fix and codecs refactor\"}$" &&
	grep "c4d5e6f7" cc.json | grep -q ",\"title\":\"Run the slow integration tests.\"}$" &&
	transcript list --json s.db >s.json &&
	grep "\"session\":\"chat\"" s.json | grep -q ",\"title\":\"Weather in Paris?\"}$" &&
	grep "\"session\":\"bare\"" s.json | grep -q ",\"title\":null}$"
'

test_expect_success 'into a pipe the text keeps its columns' '
	transcript list s.db >out &&
	test "$(awk -F "	" "{ print NF }" out | sort -u)" = 4
'

if script -qec true /dev/null >/dev/null 2>&1; then
	test_expect_success 'on a terminal: the title last, cut to the width' '
		script -qec "COLUMNS=200 \"$TRANSCRIPT\" list s.db" /dev/null |
		    tr -d "\r" >tty &&
		grep -q "^chat	2	.*Z	.*Z	Weather in Paris?$" tty &&
		grep -q "^bare	1	.*Z	.*Z	$" tty &&
		script -qec "COLUMNS=60 \"$TRANSCRIPT\" list s.db" /dev/null |
		    tr -d "\r" >narrow &&
		grep -q "^chat	2	.*Z	.*Z	Weather\.\.\.$" narrow
	'
else
	test_skip 'on a terminal: the title last, cut to the width' 'no script(1)'
fi

test_done
