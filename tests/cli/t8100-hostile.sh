#!/bin/sh
test_description='torn tails, hostile ids, extreme JSON'
. "$(dirname "$0")/lib.sh"

printf '%s\n' '{"role":"user","content":"one"}' >item

for tail in 'cut-object:{"b":' 'nul-padding:NUL' 'cut-utf8:UTF8'; do
	name=${tail%%:*}
	test_expect_success "torn tail ($name): load warns, append refuses (4), --repair-tail moves it aside" '
		mkdir "$name" && printf "%s\n" "{\"a\":1}" >"$name/s.jsonl" &&
		case ${tail#*:} in
		NUL) printf "{\"x\":\"y\000\000\000" >>"$name/s.jsonl" ;;
		UTF8) printf "{\"x\":\"\346\227" >>"$name/s.jsonl" ;;
		*) printf "%s" "${tail#*:}" >>"$name/s.jsonl" ;;
		esac &&
		cp "$name/s.jsonl" before &&
		transcript load "$name" s >out 2>err && grep -q "torn last line" err &&
		echo "{\"a\":1}" >want && test_cmp want out &&
		transcript check "$name" >out 2>/dev/null; test $? -eq 1 &&
		grep -q "\[torn-line\]" out &&
		test_expect_code 4 transcript append "$name" s item 2>err &&
		grep -q "refusing to append" err && cmp before "$name/s.jsonl" &&
		transcript append --repair-tail "$name" s item 2>err &&
		grep -q "moved a torn last line" err &&
		cat want item >want2 && transcript load "$name" s >out && test_cmp want2 out &&
		aside=$(ls "$name"/s.jsonl.torn-*) &&
		tail -c +9 before | cmp - "$aside"
	'
done

test_expect_success 'a bad line in the middle: load fails (4) with its position, check and dump go on' '
	printf "%s\n" "{\"role\":\"user\",\"content\":\"a\"}" "{nope" \
	    "{\"role\":\"user\",\"content\":\"b\"}" >mid.jsonl &&
	test_expect_code 4 transcript load mid.jsonl mid 2>err &&
	grep -q "mid.jsonl:2:2: " err &&
	transcript dump mid.jsonl >out && grep -q "^     2  user       b$" out &&
	transcript check mid.jsonl >out 2>/dev/null; grep -q "mid.jsonl:2: error: .*invalid-json" out
'

for kind in sqlite jsonl dir; do
	case $kind in
	sqlite) S=sqlite:$TRASH/h.db ;;
	*) S=$kind:$TRASH/h-$kind ;;
	esac
	test_expect_success "$kind: hostile ids stay inside the store and round-trip" '
		for id in ".." "." "/" "a/../../x" "/etc/passwd" "../../escape" \
		    "$(printf "tab\there")" "$(printf "nl\nhere")" "$(printf "\033[31mred")" \
		    "Case" "case" "x;DROP TABLE items;--" "%2e%2e"; do
			transcript append -- "$S" "$id" item &&
			transcript load -- "$S" "$id" >out && test_cmp item out || exit 1
		done &&
		test ! -e "$TRASH/escape" && test ! -e "$TRASH/x" && test ! -e /etc/passwd.jsonl &&
		transcript list --json "$S" >l && test $(wc -l <l) -eq 13
	'
done

test_expect_success 'a 4 KB id: refused on file stores (exit 2), fine in sqlite' '
	long=$(printf "%04096d" 7) &&
	test_expect_code 2 transcript append jsonl:h-jsonl "$long" item &&
	test_expect_code 2 transcript append dir:h-dir "$long" item &&
	transcript append h.db "$long" item && transcript load h.db "$long" >out &&
	test_cmp item out
'

test_expect_success 'invalid UTF-8 and empty ids are refused (exit 2)' '
	test_expect_code 2 transcript append h.db "$(printf "\377")" item &&
	test_expect_code 2 transcript append h.db "" item
'

test_expect_success 'a 64 MB string: accepted exactly, memory bounded by the item' '
	awk "BEGIN { printf \"{\\\"s\\\":\\\"\"; for (i = 0; i < 1048576; i++)
	    printf \"%s\", \"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\";
	    print \"\\\"}\" }" >big.json &&
	cat big.json | transcript append h.db big &&
	transcript load h.db big | cmp - big.json
'

test_expect_success 'lone surrogates, BOM, CRLF, duplicate keys and \u0000 in keys are kept' '
	printf "\357\273\277{\"\\\\u0000\":\"\\\\ud800\",\"a\":1,\"a\":2}\r\n" >odd.json &&
	transcript append h.db odd odd.json && transcript load h.db odd >out &&
	printf "%s\n" "{\"\\u0000\":\"\\ud800\",\"a\":1,\"a\":2}" >want && test_cmp want out
'

test_done
