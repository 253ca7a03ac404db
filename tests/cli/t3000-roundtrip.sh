#!/bin/sh
test_description='round trips: every fixture through every ordered pair of backends'
. "$(dirname "$0")/lib.sh"

. "$TOP/tests/helpers/pg.sh"

kinds='sqlite jsonl dir openai-agents langchain'
if pg_start; then
	pg_db rt || exit 1
	kinds="$kinds postgres pg-openai-agents"
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: round trips' "$PG_SKIP"
fi

# pg_schema NAME: a schema of database rt (made once), as search_path.
pg_schema() {
	n=$(echo "$1" | tr '[:upper:]' '[:lower:]' | tr -c 'a-z0-9\n' _)
	pgq -d rt -c "CREATE SCHEMA IF NOT EXISTS $n" 2>/dev/null
	echo "dbname=rt options=-csearch_path=$n"
}

spec() {	# spec KIND NAME
	case $1 in
	sqlite) echo "sqlite:$TRASH/$2.db" ;;
	openai-agents | langchain) echo "$1:$TRASH/$2-$1.db" ;;
	postgres) echo "postgres:$(pg_schema "s-$2")" ;;
	pg-openai-agents) echo "postgres:$(pg_schema "s-$2-oa") kind=openai-agents" ;;
	*) echo "$1:$TRASH/$2-$1-store" ;;
	esac
}

# same KIND... -- WANT GOT: the snapshots WANT and GOT (.list, .records)
# agree; created_at is left out when a langchain store, which keeps no
# time, is among the kinds.
same() {
	keep=1
	while [ "$1" != -- ]; do
		[ "$1" = langchain ] && keep=0
		shift
	done
	for ext in list records; do
		if [ $keep = 1 ]; then
			test_cmp "$2.$ext" "$3.$ext" || return 1
		else
			for f in "$2" "$3"; do
				if [ $ext = list ]; then
					cut -f1,2,4 "$f.list"
				else
					sed "s/\"created_at\":[0-9]*,//" "$f.records"
				fi >"$f.$ext.nt"
			done
			test_cmp "$2.$ext.nt" "$3.$ext.nt" || return 1
		fi
	done
}

# Dump every session of store $1 as exact items plus list metadata: id,
# items, created, bytes (not the last activity, which a store that keeps
# one sets when convert writes).
snapshot() {
	transcript list --bytes "$1" | cut -f1-3,5 >"$2.list" &&
	transcript dump --format=jsonl "$1" >"$2.records"
}

test_expect_success 'setup: all fixtures in one sqlite store' '
	mkdb origin.db "$FIXTURES/sqlite/sample.sql" &&
	for f in "$FIXTURES"/jsonl/*.jsonl; do
		transcript append origin.db "$(basename "$f" .jsonl)" "$f" || exit 1
	done &&
	transcript append origin.db langchain-weather \
	    "$FIXTURES/check/langchain/clean-weather.jsonl" &&
	transcript convert --quiet "$FIXTURES/dir" origin.db &&
	snapshot origin.db origin &&
	test $(wc -l <origin.list) -ge 11
'

test_expect_success 'fixtures load byte for byte from their own stores' '
	for f in "$FIXTURES"/jsonl/*.jsonl; do
		transcript load "$FIXTURES/jsonl" "$(basename "$f" .jsonl)" >out &&
		test_cmp "$f" out && transcript load "jsonl:$f" "$(basename "$f" .jsonl)" >out2 &&
		test_cmp "$f" out2 || exit 1
	done
'

# pick SRC DST LIST: convert the sessions listed in file LIST, one id a line
# (ids may hold spaces or begin with "-").
pick() {
	(IFS='
'
	set -f
	# shellcheck disable=SC2046
	exec "$TRANSCRIPT" convert --quiet "$1" "$2" -- $(cat "$3"))
}

# The sessions each kind takes: a kind that holds one format
# (openai-agents, langchain) refuses the others (exit 4) without --to.
for a in $kinds; do
	test_expect_success "origin -> $a keeps every item and created_at of what it takes" '
		{ transcript convert --quiet origin.db "$(spec $a A)" 2>err; rc=$?; true; } &&
		case $a in
		*openai-agents | langchain) test $rc = 4 && grep -q "give --to=" err ;;
		*) test $rc = 0 ;;
		esac &&
		transcript list "$(spec $a A)" | cut -f1 >takes-$a &&
		test -s takes-$a &&
		pick origin.db "sqlite:origin-$a.db" takes-$a &&
		snapshot "origin-$a.db" "origin-$a" &&
		snapshot "$(spec $a A)" "$a" && same $a -- "origin-$a" "$a" ||
		{ echo "exit $rc"; cat err takes-$a; false; }
	'
done
for a in $kinds; do
	for b in $kinds; do
		[ "$a" = "$b" ] && continue
		test_expect_success "$a -> $b -> $a is byte-identical (items and list) for what both take" '
			comm -12 takes-$a takes-$b >both &&
			rm -f "o-$a-$b.db" &&
			if ! test -s both; then
				test_expect_code 4 transcript convert --quiet "$(spec $a A)" \
				    "$(spec $b $a-B)" 2>err && grep -q "give --to=" err
				exit
			fi &&
			pick origin.db "sqlite:o-$a-$b.db" both &&
			snapshot "o-$a-$b.db" "o-$a-$b" &&
			pick "$(spec $a A)" "$(spec $b $a-B)" both &&
			transcript convert --quiet "$(spec $b $a-B)" "$(spec $a $a-$b-A)" &&
			snapshot "$(spec $b $a-B)" mid && snapshot "$(spec $a $a-$b-A)" back &&
			same $a $b -- "o-$a-$b" mid && same $a $b -- "o-$a-$b" back
		'
	done
done

test_expect_success 'dir -> dir reproduces the fixture files exactly' '
	transcript convert --quiet "$FIXTURES/dir" dir:copy &&
	diff -r "$FIXTURES/dir" copy
'

test_expect_success 'jsonl -> dir -> jsonl reproduces the fixture files exactly' '
	transcript convert --quiet "$FIXTURES/jsonl" dir:viadir &&
	transcript convert --quiet viadir jsonl:back &&
	for f in "$FIXTURES"/jsonl/*.jsonl; do
		test_cmp "$f" "back/$(basename "$f")" || exit 1
	done
'

test_expect_success 'dir items are pretty-printed with 2-space indentation' '
	f=$(ls viadir/tricky/00000000.json) &&
	head -n 2 "$f" | sed -n 2p | grep -q "^  \"" &&
	tail -c 2 "$f" | od -c | grep -q "}  *\\\\n"
'

test_expect_success 'spaced input compacts to the expected bytes' '
	transcript append s.db sp "$FIXTURES/input/spaced.jsonl" &&
	transcript load s.db sp >out && test_cmp "$FIXTURES/input/spaced.expected" out
'

test_expect_success 'array, concatenated and JSON Lines inputs all load' '
	for f in array.json concatenated.json two-items.jsonl; do
		transcript append s.db "$f" "$FIXTURES/input/$f" &&
		transcript load s.db "$f" >/dev/null || exit 1
	done &&
	transcript list s.db | cut -f1,2 >got &&
	printf "array.json\t3\nconcatenated.json\t3\nsp\t%s\ntwo-items.jsonl\t2\n" \
	    $(wc -l <"$FIXTURES/input/spaced.expected") >want && test_cmp want got
'

while read -r name where; do
	test_expect_success "bad fixture $name: append is exit 4 at $where" '
		test_expect_code 4 transcript append s.db "bad-$name" \
		    "$FIXTURES/bad/$name" 2>err &&
		grep -q "^transcript: $FIXTURES/bad/$name:$where: " err &&
		test_expect_code 5 transcript load s.db "bad-$name"
	'
done <"$FIXTURES/bad/EXPECTED"

test_done
