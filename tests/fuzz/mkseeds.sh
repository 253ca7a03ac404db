#!/bin/sh
# mkseeds.sh - (re)write the seed corpus tests/fuzz/corpus/NAME/ from
# fixtures/ and hand-written edge cases.  The files are checked in; run this
# after changing it or the fixtures, from the top of the tree:
#
#	sh tests/fuzz/mkseeds.sh
#
# It writes only the files it names (seed-*, fix-*), so inputs added by hand
# or merged from a fuzzing run stay.  Seeds stay small (libFuzzer's default
# -max_len is the largest seed, at least 4096).
set -eu
LC_ALL=C
export LC_ALL

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
C=tests/fuzz/corpus
mkdir -p $C/json $C/json_diff $C/item $C/jsonl $C/id $C/format

# seed NAME... : stdin to each $C/NAME/seed-$SEED
seed() {
	s=$SEED
	tmp=$(mktemp)
	cat >"$tmp"
	for t in "$@"; do
		cat "$tmp" >"$C/$t/seed-$s"
	done
	rm -f "$tmp"
}

# rep N STRING: STRING N times
rep() {
	awk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'
}

# --- JSON values: json, json_diff (and item where they are objects) ------
seedj() {
	seed json json_diff "$@"
}
n=0
while IFS= read -r line; do
	n=$((n + 1))
	SEED=$(printf 'v%03d' "$n")
	printf '%s' "$line" | seedj
done <<'EOF'
{}
[]
""
0
-0
42
-12.5e3
1E+300
12345678901234567890
1.0
1e-7
0.1000
2E-0
true
false
null
  {"a":1}  
{ "a" : [ 1 , 2 ] }
{"a":"x y"}
{"n":[0,-0,1.0,1e-7,1E+300,12345678901234567890,-12.5e3]}
{"e":"\u00e9\/\"\\\b\f\n\r\t\ud83c\udf26"}
{"lone":"\ud800"}
{"lone":"\udc00\ud800x"}
{"a":1,"a":2}
{"\u0000":null}
{"t":[true,false,null,{},[]]}
{"u":"日🌦é￿"}
{"s":"a \" b" , "t" :"\\"}
[ ]
{"a":1,}
[1,]
{"a":01}
{"a":NaN}
{"a":1.}
{"a":1e}
{"a":.5}
{"a":+1}
{"a":-}
{"a":Infinity}
{'a':1}
{"a":1 /* c */}
// c
{"a" 1}
{"a":1 "b":2}
[1 2]
{"a"}
{,}
[,]
tru
truex
nul
"\x"
"\u00"
"\U0041"
"\u12G4"
{"a":"b"}x
{} {}
1 2
"unterminated
{"a":[
[[[[[[[[
{"a":{"b":{"c":{"d":[1,[2,[3,{"e":null}]]]}}}}
"\u2028\u2029"
" "
EOF

# Whitespace, control characters, BOM, CRLF, NUL, bad UTF-8.
SEED=ws-crlf;       printf '{\r\n\t"k":"v"\r\n}\r\n' | seedj
SEED=ws-formfeed;   printf '\f{}' | seedj
SEED=ws-vtab;       printf '{}\v' | seedj
SEED=ws-only;       printf ' \t\r\n' | seedj
SEED=empty;         printf '' | seedj
SEED=ctl-tab;       printf '{"a":"x\ty"}' | seedj
SEED=ctl-newline;   printf '{"a":"x\ny"}' | seedj
SEED=ctl-del;       printf '{"a":"x\177y"}' | seedj
SEED=ctl-esc;       printf '{"a":"\033[1m"}' | seedj
SEED=bom;           printf '\357\273\277{"a":1}' | seedj
SEED=bom-inside;    printf '{"a":"\357\273\277"}' | seedj
SEED=nul-after;     printf '{}\000x' | seedj
SEED=nul-in-string; printf '{"a":"\000"}' | seedj
SEED=nul-only;      printf '\000' | seedj
SEED=utf8-ff;       printf '{"a":"\377"}' | seedj
SEED=utf8-overlong; printf '{"a":"\300\257"}' | seedj
SEED=utf8-overlong3; printf '{"a":"\340\200\257"}' | seedj
SEED=utf8-surrogate; printf '{"a":"\355\240\200"}' | seedj
SEED=utf8-big;      printf '{"a":"\364\220\200\200"}' | seedj
SEED=utf8-torn;     printf '{"a":"\343\201' | seedj
SEED=utf8-cont;     printf '{"a":"\200"}' | seedj
SEED=utf8-key;      printf '{"\303\251":1}' | seedj
SEED=utf8-outside;  printf '{"a":1}\303\251' | seedj
SEED=utf8-4byte;    printf '["\360\237\214\246"]' | seedj

# Depth: ours stops at 1000, SQLite 3.40 at 2000.
for d in 999 1000 1001 2001; do
	SEED=deep-array-$d
	{ rep $d '['; rep $d ']'; } | seedj
done
SEED=deep-object-1000; { rep 999 '{"a":'; printf '{}'; rep 999 '}'; } | seedj
SEED=deep-object-1001; { rep 1000 '{"a":'; printf '{}'; rep 1000 '}'; } | seedj
SEED=deep-mixed-700;   { rep 350 '[{"k":'; printf '0'; rep 350 '}]'; } | seedj
SEED=deep-open-1001;   rep 1001 '[' | seedj

# Long strings and many members (the 8-byte string fast path, escapes).
SEED=long-string;  { printf '{"s":"'; rep 500 'abcdefgh'; printf '"}'; } | seedj item
SEED=long-escapes; { printf '{"s":"'; rep 300 '\\n\\"\\\\\\u00e9'; printf '"}'; } | seedj item
SEED=long-utf8;    { printf '{"s":"'; rep 400 '日本'; printf '"}'; } | seedj item
# 64 escaped backslashes, then an escaped quote
SEED=long-quote-run; { printf '{"s":"'; rep 128 '\\\\'; printf '\\""}'; } | seedj item
SEED=many-members; { printf '{'; i=0; while [ $i -lt 200 ]; do
	printf '"k%d":%d,' $i $i; i=$((i + 1)); done; printf '"k":0}'; } | seedj item
SEED=many-dupes;   { printf '{'; rep 70 '"a":1,"\\u0061":2,'; printf '"a":3}'; } | seedj item
SEED=long-number;  { printf '['; rep 300 9; printf ',-'; rep 300 1; printf '.'; rep 300 0;
	printf 'e+'; rep 50 9; printf ']'; } | seedj

# --- Items: item (single objects, records, metadata) ---------------------
n=0
while IFS= read -r line; do
	n=$((n + 1))
	SEED=$(printf 'i%03d' "$n")
	printf '%s' "$line" | seed item
done <<'EOF'
{"role":"user","content":"hi"}
{"role":"assistant","content":[{"type":"text","text":"a\nb\tc"},{"type":"image"},"plain"]}
{"type":"user","message":{"role":"user","content":"wrapped"}}
{"type":"function_call","name":"get","arguments":"{\"a\":1}","call_id":"c1"}
{"type":"function_call_output","call_id":"c1","output":[{"text":"x"}]}
{"kind":"Message","parts":[{"Text":"hello"}]}
{"name":"tool","output":"out\u0000put"}
{"content":"","text":"","parts":[]}
{"role":"\u0000","type":"\u0000x"}
{"session":"a/b","created_at":1700000000000,"seq":0,"item":{"role":"user","content":"hi"}}
{"session":"日本","created_at":0}
{"session":"with space","created_at":9223372036854775807,"seq":9223372036854775807,"item":{}}
{"session":"s","created_at":-1,"seq":0,"item":{}}
{"session":"s","seq":1,"item":{}}
{"session":"s","seq":1}
{"session":"","item":{}}
{"session":"a\u0000b","item":{}}
{"session":1,"item":{}}
{"session":"s","item":[]}
{"session":"s","session":"t","item":{"a":1},"item":{"b":2}}
{"session":"\ud800","created_at":1e3}
{"created_at":1,"items":2,"bytes":3}
{"created_at":-1}
{"items":9223372036854775808}
{"bytes":1.5}
{}
 {"a" : 1} 
[{"a":1}]
"not an object"
EOF

# --- Sessions and files: jsonl, format ------------------------------------
SEED=empty;       printf '' | seed jsonl format item id
SEED=crlf;        printf '{"a":1}\r\n{"b":2}\r\n' | seed jsonl format
SEED=bom-lines;   printf '\357\273\277{"a":1}\n{"b":2}\n' | seed jsonl format
SEED=blank-lines; printf '\n\n{"a":1}\n \t\r\n{"b":2}\n\n' | seed jsonl format
SEED=torn-tail;   printf '{"a":1}\n{"b":' | seed jsonl format
SEED=whole-tail;  printf '{"a":1}\n{"b":2}' | seed jsonl format
SEED=blank-tail;  printf '{"a":1}\n   ' | seed jsonl format
SEED=nul-line;    printf '{"a":1}\n\000\n{"b":2}\n' | seed jsonl format
SEED=array;       printf '[\n {"a":1},\n {"b":2}\n]\n' | seed jsonl
SEED=array-empty; printf '[]' | seed jsonl
SEED=array-trailing; printf '[{"a":1},]' | seed jsonl
SEED=array-open;  printf '[{"a":1}' | seed jsonl
SEED=array-comma-eof; printf '[{"a":1},' | seed jsonl
SEED=array-blank-eof; printf '[{"a":1}\n  ' | seed jsonl
SEED=array-after; printf '[{"a":1}] {}' | seed jsonl
SEED=array-scalar; printf '[1]' | seed jsonl
SEED=concat;      printf '{"a":1}{"b":2} {"c":\n3}' | seed jsonl
SEED=not-object;  printf '{"a":1}\n[1]\n"s"\n{"b":2}\n' | seed jsonl format
SEED=bad-middle;  printf '{"a":1}\n{"a":01}\n{"b":2}\n' | seed jsonl format
SEED=spaced;      printf '{ "a" : 1 }\n\t{"b" :\t[ 2 ]}\n' | seed jsonl format
SEED=long-line;   { printf '{"s":"'; rep 900 'abcdefgh'; printf '"}\n{"b":2}\n'; } | seed jsonl

# --- Session ids and file names: id ---------------------------------------
n=0
while IFS= read -r line; do
	n=$((n + 1))
	SEED=$(printf 'n%03d' "$n")
	printf '%s' "$line" | seed id
done <<'EOF'
s
a/b
user-42:billing
..
.
.hidden
a.b
日本
with space
a%2Fb
%2E%2E
%2e
%41
%
%4
%ZZ
a%25b
%E6%97%A5%E6%9C%AC
%FF
%C3%A9
%00
-_.
EOF
SEED=nul;       printf 'a\000b' | seed id
SEED=bad-utf8;  printf 'a\377' | seed id
SEED=long-80;   rep 80 'a' | seed id
SEED=long-240;  rep 240 'a' | seed id
SEED=long-241;  rep 241 'a' | seed id
SEED=enc-240;   rep 80 '%2F' | seed id
SEED=enc-243;   rep 81 '%2F' | seed id
SEED=id-80-slashes; rep 80 '/' | seed id
SEED=id-81-slashes; rep 81 '/' | seed id

# --- From fixtures/ -------------------------------------------------------
# fix SRC NAME TARGET...: the file SRC as seed fix-NAME of each TARGET
fix() {
	src=$1 name=$2
	shift 2
	for t in "$@"; do
		cp "$src" "$C/$t/fix-$name"
	done
}
for f in fixtures/jsonl/*.jsonl fixtures/input/*.json* fixtures/bad/*.jsonl; do
	d=${f#fixtures/}
	d=$(printf '%s' "${d%/*}")
	fix "$f" "$d-${f##*/}" jsonl
done
for f in fixtures/jsonl/*.jsonl fixtures/check/*/*.jsonl; do
	d=${f#fixtures/}
	d=$(printf '%s' "${d%/*}" | tr / -)
	fix "$f" "$d-${f##*/}" format
done
for f in fixtures/dir/claude-code-sample/*.json; do
	fix "$f" "dir-${f##*/}" item json
done
# One item per line: every line of the jsonl fixtures, the first six of each
# clean session of fixtures/check.
for f in fixtures/jsonl/*.jsonl fixtures/check/*/clean-*.jsonl; do
	d=${f#fixtures/}
	d=$(printf '%s' "${d%.jsonl}" | tr / -)
	case $f in
	fixtures/check/*) max=6 ;;
	*) max=1000 ;;
	esac
	awk -v max="$max" -v out="$C/item/fix-$d" 'NR <= max {
		f = sprintf("%s-%02d", out, NR); printf "%s", $0 > f; close(f) }' "$f"
done
for f in "$C"/item/fix-jsonl-*; do
	cp "$f" "$C/json/${f##*/}"
done
for f in fixtures/bad/*.jsonl; do
	awk -v out="$C/json/fix-bad-${f##*/}" '{ f = sprintf("%s-%02d", out, NR);
		printf "%s", $0 > f; close(f) }' "$f"
done
