#!/bin/sh
test_description='bench: the generator, floors, baselines and bench/run.sh on a tiny scale'
. "$(dirname "$0")/lib.sh"

GEN=$TBUILD/bench/gen
FLOOR=$TBUILD/bench/floor
MEASURE=$TBUILD/bench/measure
BENCH=$TOP/bench
PYTHON=${PYTHON:-python3}

if ! [ -x "$GEN" ] || ! [ -x "$FLOOR" ] || ! [ -x "$MEASURE" ]; then
	test_skip 'bench helpers' 'not built (make bench-bin)'
	test_done
fi
have_py=0
command -v "$PYTHON" >/dev/null 2>&1 && have_py=1

test_expect_success 'gen: the same seed gives the same bytes, another seed others' '
	"$GEN" -z T c1 2>/dev/null && "$GEN" -z T c2 2>/dev/null && "$GEN" -s 9 -z T c3 2>/dev/null &&
	diff -r c1 c2 && ! diff -r c1 c3 >/dev/null &&
	test "$(ls c1/*.jsonl | wc -l)" -eq 10
'

test_expect_success 'gen: compact items, one per line, with the hard cases in them' '
	cat c1/*.jsonl >all &&
	test "$(grep -c "^{\"role\":\"" all)" -eq "$(wc -l <all)" &&
	grep -q "\"tool_calls\":\[{\"id\":\"call_[A-Za-z0-9]*\",\"type\":\"function\",\"function\":{\"name\":\"[a-z_]*\",\"arguments\":\"{\\\\\"" all &&
	grep -q "12345678901234567890" all && grep -q "1e-7" all &&
	grep -q "\\\\u[0-9a-fA-F]\{4\}" all && grep -q "\\\\n" all && grep -q "\\\\\\\\" all &&
	grep -q "東京" all
'

test_expect_success 'gen: the corpus is clean Chat for check, and round-trips' '
	transcript check c1 >out 2>err && test ! -s out &&
	grep -q " 0 errors, 0 warnings$" err &&
	transcript convert --quiet c1 c.db && transcript convert --quiet c.db jsonl:rt &&
	diff -r c1 rt
'

test_expect_success 'gen -a: exactly N items in one clean session' '
	"$GEN" -a 333 -i big a 2>/dev/null && test "$(wc -l <a/big.jsonl)" -eq 333 &&
	transcript check a >/dev/null 2>&1
'

test_expect_success 'floor: rows2lines and lines2rows move the same bytes as convert' '
	"$FLOOR" -d rows2lines c.db f1 && diff -r c1 f1 &&
	"$FLOOR" lines2rows c1 f.db && transcript dump --format=jsonl f.db >f.rec &&
	transcript dump --format=jsonl c.db >c.rec && test_cmp c.rec f.rec &&
	s=$(ls c1 | sed -n "s/\.jsonl$//p" | head -n 1) &&
	"$FLOOR" load c.db "$s" >l1 && cmp c1/"$s".jsonl l1
'

test_expect_success 'floor -s, -1: the durable floors move the same bytes, -1 in the rollback journal' '
	"$FLOOR" -s rows2lines c.db s1 && diff -r c1 s1 &&
	"$FLOOR" -s rows2files c.db s2 && transcript dump --format=jsonl dir:s2 >s2.rec &&
	test_cmp c.rec s2.rec &&
	"$FLOOR" -1 lines2rows c1 one.db && transcript dump --format=jsonl one.db >one.rec &&
	test_cmp c.rec one.rec &&
	"$FLOOR" -1 files2rows s2 one2.db && "$FLOOR" count one2.db >n2 && "$FLOOR" count c.db >n1 &&
	test_cmp n1 n2 &&
	test "$(od -An -tu1 -j18 -N2 one.db | tr -s " ")" = " 1 1" &&
	test "$(od -An -tu1 -j18 -N2 f.db | tr -s " ")" = " 2 2" &&
	test_expect_code 2 "$FLOOR" -d -s rows2lines c.db s3 2>/dev/null && test ! -e s3
'

if command -v sqlite3 >/dev/null 2>&1; then
	test_expect_success 'floor lines2fts: every line a row of the full-text table' '
		"$FLOOR" -1 lines2fts c1 fts1.db && "$FLOOR" lines2fts c1 fts2.db &&
		test "$(od -An -tu1 -j18 -N2 fts1.db | tr -s " ")" = " 1 1" &&
		test "$(od -An -tu1 -j18 -N2 fts2.db | tr -s " ")" = " 2 2" &&
		test "$(sqlite3 fts1.db "SELECT count(*) FROM fts_docsize")" -eq "$(cat c1/*.jsonl | wc -l)" &&
		test "$(sqlite3 fts2.db "SELECT count(*) FROM fts WHERE fts MATCH '"'"'celsius'"'"'")" -eq \
		    "$(cat c1/*.jsonl | grep -c celsius)" &&
		test "$(sqlite3 fts1.db "SELECT count(*) FROM items")" -eq 0
	'
else
	test_skip 'floor lines2fts: every line a row of the full-text table' 'no sqlite3'
fi

test_expect_success 'floor addline: the bytes at the end of the file' '
	s=$(ls c1 | sed -n "s/\.jsonl$//p" | head -n 1) &&
	cp c1/"$s".jsonl al && printf "{\"role\":\"user\",\"content\":\"x\"}\n" >line &&
	"$FLOOR" addline al line && cat c1/"$s".jsonl line >want && cmp want al &&
	test_expect_code 1 "$FLOOR" addline no/such line 2>/dev/null
'

test_expect_success 'measure: a machine-readable line; a failing command fails it' '
	"$MEASURE" -n 3 -- true >m && grep -q "^median=[0-9.]* min=[0-9.]* max=[0-9.]* cpu=[0-9.]* maxrss_kib=[0-9]* runs=3 status=0$" m &&
	test_expect_code 1 "$MEASURE" -n 1 -- false >/dev/null 2>&1
'

if [ $have_py = 1 ]; then
	test_expect_success 'py_check: clean corpus, and the same findings count as check on damage' '
		"$PYTHON" "$BENCH/py_check.py" c1 >out 2>/dev/null && test ! -s out &&
		mkdir bad && f=$(ls c1/*.jsonl | head -n 1) &&
		awk "/\"role\":\"tool\"/ { n++; if (n == 1) next; if (n == 3) print } { print }" "$f" >"bad/${f##*/}" &&
		tn=$(transcript check --format=json bad 2>/dev/null | grep -c "\"code\"") &&
		pn=$("$PYTHON" "$BENCH/py_check.py" bad 2>/dev/null | wc -l) &&
		test "$tn" -eq 2 && test "$pn" -eq "$tn"
	'
	test_expect_success 'python converters: the same items, in order, by value' '
		"$PYTHON" "$BENCH/py_sqlite2jsonl.py" c.db pj && "$PYTHON" "$BENCH/py_same.py" dirs c1 pj &&
		"$PYTHON" "$BENCH/py_jsonl2sqlite.py" c1 p.db && transcript dump --format=jsonl p.db >p.rec &&
		"$PYTHON" "$BENCH/py_same.py" records c.rec p.rec
	'
else
	test_skip 'py_check: clean corpus, and the same findings count as check on damage' "no $PYTHON"
	test_skip 'python converters: the same items, in order, by value' "no $PYTHON"
fi

test_expect_success 'run.sh T: verifies every program, times a few jobs, prints the table' '
	BENCH_DATA=$TRASH/data BENCH_RUNS=1 BENCH_JOBS="^(check|load|list|index|search)" \
	    "$BENCH/run.sh" T >table 2>log &&
	grep -q "^verify: load .*: ok$" log &&
	grep -q "^| job | transcript s | baseline s | floor s | × vs baseline | × vs floor | transcript peak RSS MB |" table &&
	grep -q "^| check jsonl | [0-9.]* |" table &&
	grep -q "^| check sqlite | .* (floor scan) | .*[✓✗] ≤1.3× floor scan;" table &&
	grep -q "^| check jsonl | .* (cat) | .*[✓✗] ≤1.3× cat;" table &&
	grep -q "^| list (sqlite) | [0-9.]* | .*[✓✗] <0.1 s;" table &&
	grep -q "; data on $TRASH/data/T (" table &&
	{ grep -q "grep jobs skipped: .* has no grep command" log ||
	    transcript grep --help >/dev/null 2>&1; }
'

# a verdict: the table's marks are several bytes each
V='\(✓\|✗\)'
test_expect_success 'run.sh T: the index and search rows, with their targets' '
	grep -q "^verify: search autrement: [0-9]* hits, as transcript grep -c and grep -c: ok$" log &&
	grep -q "^| index build (jsonl) | [0-9.]* | .* $V [0-9.]* MB/s of corpus (≥40); $V index [0-9.]* MB, [0-9.]*% of the corpus (≤35%); $V RSS (≤64 MiB) |$" table &&
	grep -q "^| index, unchanged store (jsonl) | [0-9.]* | .* $V <0.1 s; $V RSS (≤64 MiB) |$" table &&
	grep -q "^| index, 1 item appended to the largest session (jsonl) | [0-9.]* | .* $V <0.2 s;" table &&
	grep -q "^| search celsius vs grep -c (jsonl) | [0-9.]* | [0-9.]* (transcript grep -c) | [0-9.]* (GNU grep -c) |" table &&
	grep -q "^| search: median of the per-query medians, 100 queries[a-z0-9 ,]* | [0-9.]* | .* $V <0.01 s;" table &&
	grep -q "^| search: 95th percentile of the per-query medians, 100 queries[a-z0-9 ,]* | [0-9.]* | .* $V <0.05 s;" table &&
	test "$(wc -l <data/T/queries.tsv)" -eq 100 &&
	! grep -q "failed" log
'

# the wall-clock table (the CPU one follows it, with the same labels)
test_expect_success 'run.sh T: the index verdicts agree with their figures' '
	sed "/^The same runs in/q" table >wall &&
	row=$(grep "^| index build (jsonl) |" wall) &&
	test "$(printf "%s\n" "$row" | wc -l)" -eq 1 &&
	mbs=$(printf "%s\n" "$row" | sed -n "s/.* \([0-9.]*\) MB\/s of corpus.*/\1/p") &&
	pct=$(printf "%s\n" "$row" | sed -n "s/.* MB, \([0-9.]*\)% of the corpus.*/\1/p") &&
	awk -F "\t" -v mbs="$mbs" -v pct="$pct" "
	    \$1 == \"index build (jsonl)\" { n++
		if (sprintf(\"%.1f\", \$12 / \$2 / 1e6) != mbs) bad = 1
		if (sprintf(\"%.1f\", 100 * \$13 / \$12) != pct) bad = 1 }
	    END { exit bad || n != 1 }" data/T/results.tsv &&
	if awk -v x="$mbs" "BEGIN { exit !(x >= 40) }"; then m=✓; else m=✗; fi &&
	printf "%s\n" "$row" | grep -q "| $m $mbs MB/s" &&
	if awk -v x="$pct" "BEGIN { exit !(x <= 35) }"; then m=✓; else m=✗; fi &&
	printf "%s\n" "$row" | grep -q "; $m index [0-9.]* MB, $pct%"
'

test_expect_success 'run.sh T: the search figures are the median and 95th percentile of data/T/queries.tsv' '
	sort -g data/T/queries.tsv | awk -F "\t" "{ v[NR] = \$1; if (\$4 == 1) none++ }
	    END { printf \"%.3f %.3f %d\\n\", (v[50] + v[51]) / 2, v[95], none }" >want &&
	set -- $(cat want) &&
	n="100 queries" && { test "$3" -eq 0 || n="$n, $3 without hits"; } &&
	grep -q "^| search: median of the per-query medians, $n | $1 |" wall &&
	grep -q "^| search: 95th percentile of the per-query medians, $n | $2 |" wall
'

# Peak RSS is the program's own only in a plain build (as in t1400).
case $TBUILD in
*asan*)
	test_skip 'run.sh T: transcript'"'"'s peak RSS within its targets' \
	    'peak RSS is not the program'"'"'s under ASan'
	;;
*)
	test_expect_success 'run.sh T: transcript'"'"'s peak RSS within its targets' '
		grep -q "RSS" table && ! grep -q "✗ RSS" table
	'
	;;
esac

test_done
