#!/bin/sh
test_description='items: input forms, exact bytes, strict validation with positions'
. "$(dirname "$0")/lib.sh"

exact='{"z":1,"a":[1.0,1e-7,12345678901234567890,-0,1E+300],"s":"\u00e9\/\"\\\n\ud83c\udf26","s":"dup","\u0000k":"日本 🌦","e":{},"f":[]}'

for kind in sqlite jsonl dir; do
	case $kind in
	sqlite) S=sqlite:$TRASH/$kind.db ;;
	*) S=$kind:$TRASH/$kind ;;
	esac

	test_expect_success "$kind: an item is stored byte for byte" '
		printf "%s\n" "$exact" >want &&
		transcript append "$S" x want &&
		transcript load "$S" x >out && test_cmp want out
	'

	test_expect_success "$kind: insignificant whitespace is removed, nothing else" '
		printf "%s\n" "{ \"a\" : [ 1 , \"x  y\" ] ,\"b\":	true }" >in &&
		printf "%s\n" "{\"a\":[1,\"x  y\"],\"b\":true}" >want &&
		transcript compact-replace --create "$S" ws in &&
		transcript load "$S" ws >out && test_cmp want out
	'
done

test_expect_success 'JSON Lines, concatenated objects and an array give the same items' '
	printf "%s\n" "{\"a\":1}" "{\"b\":[2]}" "{\"c\":\"3\"}" >want &&
	printf "[\n  {\"a\": 1},\n  {\"b\": [2]} ,{\"c\":\"3\"}\n]\n" >array.json &&
	printf "{\"a\":\n1}{\"b\":[2]}\n\n  {\"c\":\n\"3\"}" >concat.json &&
	transcript append s.db arr array.json && transcript load s.db arr >out1 &&
	transcript append s.db cat concat.json && transcript load s.db cat >out2 &&
	transcript append s.db lines want && transcript load s.db lines >out3 &&
	test_cmp want out1 && test_cmp want out2 && test_cmp want out3
'

test_expect_success 'CRLF line endings and a BOM are accepted' '
	printf "\357\273\277{\"a\":1}\r\n{\"b\":2}\r\n" >crlf &&
	printf "%s\n" "{\"a\":1}" "{\"b\":2}" >want &&
	transcript append s.db crlf crlf && transcript load s.db crlf >out &&
	test_cmp want out
'

test_expect_success 'input from stdin with - and without a FILE' '
	printf "%s\n" "{\"a\":1}" >want &&
	transcript append s.db in1 - <want && transcript append s.db in2 <want &&
	transcript load s.db in1 >o1 && transcript load s.db in2 >o2 &&
	test_cmp want o1 && test_cmp want o2
'

test_expect_success 'a missing input file is exit 3 and writes nothing' '
	test_expect_code 3 transcript append s.db nofile does-not-exist 2>err &&
	grep -q "cannot open .does-not-exist." err &&
	test_expect_code 5 transcript load s.db nofile
'

# name, input, expected position
while read -r name input where; do
	test_expect_success "bad input ($name) is exit 4 at $where, nothing written" "
		printf '%s\n' '{\"ok\":1}' >bad.in &&
		printf '$input' >>bad.in &&
		test_expect_code 4 transcript append s.db bad-$name bad.in 2>err &&
		grep -q '^transcript: bad.in:$where: ' err &&
		test_expect_code 5 transcript load s.db bad-$name
	"
done <<'EOF_CASES'
trailing-comma {"a":1,}\n 2:8
unterminated {"a":"x\n 2:8
bad-escape {"a":"\\x"}\n 2:8
nan {"a":NaN}\n 2:6
comment {"a":1}//c\n 2:8
single-quotes {'a':1}\n 2:2
leading-zero {"a":01}\n 2:7
not-an-object [1,2]\n 2:1
lone-number 42\n 2:1
invalid-utf8 {"a":"\377"}\n 2:7
overlong-utf8 {"a":"\300\257"}\n 2:7
surrogate-utf8 {"a":"\355\240\200"}\n 2:7
raw-tab {"a":"x\ty"}\n 2:8
nul-byte {"a":"x\000"}\n 2:8
missing-colon {"a"\n1}\n 3:1
truncated {"a":[1, 2:9
EOF_CASES

test_expect_success 'nesting deeper than 1000 is refused with a position' '
	awk "BEGIN { for (i = 0; i < 100000; i++) printf \"[\"; }" >deep0 &&
	{ printf "{\"a\":"; cat deep0; } >deep &&
	test_expect_code 4 transcript append s.db deep deep 2>err &&
	grep -q "^transcript: deep:1:1005: nesting too deep" err
'

test_expect_success 'nesting of 999 levels inside an item is fine' '
	awk "BEGIN { printf \"{\\\"a\\\":\"; for (i = 0; i < 998; i++) printf \"[\";
	    for (i = 0; i < 998; i++) printf \"]\"; print \"}\" }" >ok999 &&
	transcript append s.db deepok ok999 && transcript load s.db deepok >out &&
	test_cmp ok999 out
'

test_expect_success 'a 10,000-digit number and a 5 MB string round-trip' '
	awk "BEGIN { printf \"{\\\"n\\\":1\"; for (i = 0; i < 9999; i++) printf \"7\";
	    printf \",\\\"s\\\":\\\"\"; for (i = 0; i < 50000; i++)
	    printf \"%0100d\", i; print \"\\\"}\" }" >big &&
	transcript append s.db big big && transcript load s.db big >out &&
	test_cmp big out
'

test_done
