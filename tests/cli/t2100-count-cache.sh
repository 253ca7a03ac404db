#!/bin/sh
test_description='jsonl count cache: list counts without reading lines, and never believes a stale cache'
. "$(dirname "$0")/lib.sh"

XATTR=$TBUILD/tests/xattr
NAME=user.transcript.count
S=jsonl:$TRASH/st
F=$TRASH/st/s1.jsonl

# The truth: list of a copy of the session without the cache (cp keeps no
# extended attributes).
truth() {
	rm -rf "$TRASH/truth" && mkdir "$TRASH/truth" &&
	    cp "$F" "$TRASH/st/s1.meta.json" "$TRASH/truth/" &&
	    ! "$XATTR" get "$TRASH/truth/s1.jsonl" "$NAME" >/dev/null 2>&1 &&
	    transcript list --bytes "jsonl:$TRASH/truth" >"$TRASH/want" &&
	    transcript list --bytes "$S" >"$TRASH/got" && test_cmp "$TRASH/want" "$TRASH/got"
}

# The cache's SIZE field is the file's size.
cache_fresh() {
	# shellcheck disable=SC2046 # its four fields
	set -- $("$XATTR" get "$F" "$NAME") &&
	    test "$3" = "$(wc -c <"$F" | tr -d ' ')"
}

printf '%s\n' '{"role":"user","content":"one"}' '{"role":"assistant","content":"two \"q\" é"}' >two

transcript append "$S" s1 two
"$XATTR" get "$F" "$NAME" >/dev/null 2>&1
case $? in
0) HAVE=1 ;;
*) HAVE=0 ;;
esac

if [ $HAVE = 0 ]; then
	test_skip "count cache" "no user extended attributes in ${TMPDIR:-/tmp}"
	test_done
fi

test_expect_success 'append records the counts of the whole file' '
	set -- $("$XATTR" get "$F" "$NAME") &&
	test "$1" = 2 && test "$3" = "$(wc -c <"$F" | tr -d " ")" &&
	test "$2" = $(($3 - 2)) && truth
'

test_expect_success 'each append carries the counts on' '
	transcript append "$S" s1 two && transcript append "$S" s1 two &&
	cache_fresh && truth && grep -q "^s1	6	" got
'

test_expect_success 'list believes a cache that matches the file (it reads no lines)' '
	set -- $("$XATTR" get "$F" "$NAME") &&
	"$XATTR" set "$F" "$NAME" "999 $2 $3 $4" &&
	transcript list "$S" >out && grep -q "^s1	999	" out &&
	"$XATTR" set "$F" "$NAME" "$1 $2 $3 $4" && truth
'

test_expect_success 'lines appended by another program are counted past the cache' '
	cat two >>"$F" && truth && grep -q "^s1	8	" got
'

test_expect_success 'an unterminated last object from another program counts, and our append after it' '
	printf "%s" "{\"role\":\"user\",\"content\":\"no newline\"}" >>"$F" && truth &&
	transcript append "$S" s1 two && cache_fresh && truth && grep -q "^s1	11	" got
'

test_expect_success 'a big append (rewritten through a temp file) keeps the counts' '
	awk "BEGIN { for (i = 0; i < 3000; i++) printf \"{\\\"n\\\":%d,\\\"pad\\\":\\\"%0500d\\\"}\\n\", i, 0 }" >big &&
	test $(wc -c <big) -gt 1048576 &&
	transcript append "$S" s1 big && cache_fresh && truth && grep -q "^s1	3011	" got
'

test_expect_success 'a file rewritten shorter in place is counted again' '
	head -n 3 "$F" >short && cat short >"$F" && truth && grep -q "^s1	3	" got
'

# The cache is stale now, and stays so until a rewrite: an append does not
# read the file to rebuild it.
test_expect_success 'an append after a foreign rewrite leaves the cache alone' '
	transcript append "$S" s1 two && ! cache_fresh && truth
'

test_expect_success 'a rewrite of the same size with other bytes is counted again' '
	transcript load "$S" s1 >cur && transcript compact-replace "$S" s1 cur &&
	cache_fresh &&
	sed "\$s/two/TWO/" "$F" >same && test $(wc -c <same) = $(wc -c <"$F") &&
	cat same >"$F" && truth
'

test_expect_success 'a rewrite of the same size with fewer lines is counted again' '
	transcript load "$S" s1 >cur && transcript compact-replace "$S" s1 cur &&
	cache_fresh && n=$(wc -c <"$F" | tr -d " ") &&
	awk -v n="$n" "BEGIN { s = \"{\\\"p\\\":\\\"\"; while (length(s) < n - 3) s = s \"x\"; print s \"\\\"}\" }" >one &&
	test $(wc -c <one) = "$n" && cat one >"$F" && truth && grep -q "^s1	1	" got
'

test_expect_success 'a cache that is not ours is ignored' '
	for v in "" "x" "1 2" "1 2 3 zz" "-1 2 3 4" "1 2 99999999 0" "1 2 3 4 5"; do
		"$XATTR" set "$F" "$NAME" "$v" && truth || return 1
	done
'

test_expect_success 'compact-replace and convert write the counts with the file' '
	transcript compact-replace "$S" s1 two && cache_fresh && truth &&
	transcript convert "$S" "jsonl:$TRASH/copy" >/dev/null 2>&1 &&
	set -- $("$XATTR" get "$TRASH/copy/s1.jsonl" "$NAME") && test "$1" = 2
'

test_expect_success 'a torn tail moved aside by --repair-tail is not counted' '
	printf "{\"torn\":" >>"$F" && transcript append --repair-tail "$S" s1 two 2>err &&
	grep -q "moved a torn last line" err && cache_fresh && truth &&
	grep -q "^s1	4	" got
'

test_expect_success 'a store without a cache lists the same as one with it' '
	"$XATTR" rm "$F" "$NAME" && truth &&
	transcript append "$S" s1 two && ! "$XATTR" get "$F" "$NAME" >/dev/null &&
	truth
'

test_expect_success 'blank lines are no items: list, stat and load agree, and repair'"'"'s guard with them' '
	mkdir bl &&
	printf "{\"role\":\"user\",\"content\":\"hi\"}\n\n{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}}]}\n \t\r\n{\"role\":\"user\",\"content\":\"again\"}\n\n" >bl/x.jsonl &&
	transcript load jsonl:bl x >items && test $(wc -l <items) -eq 3 &&
	transcript list --bytes jsonl:bl | cut -f1,2,5 >got &&
	printf "x\t3\t%s\n" $(($(wc -c <items) - 3)) >want && test_cmp want got &&
	for n in 1 2 3 4 5 6 7 8 9 10 11 12; do cat bl/x.jsonl; done >bl/big.jsonl &&
	head -c 300000 /dev/zero | tr "\000" " " >sp &&
	{ cat sp && echo "{\"role\":\"user\",\"content\":\"z\"}" && cat sp && echo; } >>bl/big.jsonl &&
	transcript load jsonl:bl big | wc -l >n && echo 37 >want && test_cmp want n &&
	transcript list jsonl:bl | grep "^big	" | cut -f2 >n && test_cmp want n &&
	transcript repair --apply --no-backup jsonl:bl x >out &&
	transcript check jsonl:bl x &&
	transcript list jsonl:bl | grep "^x	4	"
'

test_done
