#!/bin/sh
test_description='store contracts (STORES.md 9.2), on every backend'
. "$(dirname "$0")/lib.sh"
. "$TOP/tests/helpers/pg.sh"

kinds='sqlite jsonl dir openai-agents langchain'
# The agents' trees: not under valgrind (the jsonl machinery is, above).
[ -n "${VALGRIND_TRANSCRIPT:-}" ] || kinds="$kinds claude-code codex"
if pg_start; then
	pg_db contracts && pg_db contracts_oa || exit 1
	kinds="$kinds postgres"
	# under valgrind (make valgrind-check) one postgres kind is enough
	[ -n "${VALGRIND_TRANSCRIPT:-}" ] || kinds="$kinds postgres-openai-agents"
elif [ -n "$PG_SKIP" ]; then
	test_skip 'postgres: the contracts' "$PG_SKIP"
fi

printf '%s\n' '{"uuid":"u1","role":"user","content":"one"}' \
    '{"uuid":"u2","role":"assistant","content":"two"}' >batch1
printf '%s\n' '{"uuid":"u3","role":"user","content":"three"}' >batch2
printf '%s\n' '{"uuid":"u4","role":"user","content":"four"}' >batch3
cat batch1 batch2 batch3 >all3
printf '%s\n' '{"uuid":"u5","role":"user","content":"ok"}' '{"broken":' >bad

# The ids the contracts use, as names, or in the forms the agents' trees
# take: KEY/UUID (claude-code) or a UUID (codex), in the same sort order.
ids='s1 s2 ghost spirit never fresh empty d1 d2 nope nobody somebody'
set_ids() {
	n=0
	for name in $ids; do
		n=$((n + 1))
		case $1 in
		claude-code) v=$(printf "proj/%02d000000-0000-4000-8000-%012d" \
		    "$(sort_key "$name")" "$n") ;;
		codex) v=$(printf "%02d000000-0000-4000-8000-%012d" \
		    "$(sort_key "$name")" "$n") ;;
		*) v=$name ;;
		esac
		eval "$name=\$v"
	done
}
# The names' sort order: d1 d2 empty fresh ghost never nobody nope s1 s2 ...
sort_key() {
	echo "$ids" | tr ' ' '\n' | sort | grep -n "^$1\$" | cut -d: -f1
}

for kind in $kinds; do
	case $kind in
	sqlite | openai-agents | langchain) S=$kind:$TRASH/$kind.db ;;
	postgres) S='postgres:dbname=contracts' ;;
	postgres-openai-agents) S='postgres:dbname=contracts_oa kind=openai-agents' ;;
	*) S=$kind:$TRASH/$kind ;;
	esac
	set_ids "$kind"

	test_expect_success "$kind: append then load returns the same items in order" '
		transcript append "$S" "$s1" batch1 &&
		transcript load "$S" "$s1" >out && test_cmp batch1 out
	'

	test_expect_success "$kind: several appends keep call order" '
		transcript append "$S" "$s1" batch2 &&
		transcript append "$S" "$s1" <batch3 &&
		transcript load "$S" "$s1" >out && test_cmp all3 out
	'

	test_expect_success "$kind: an unknown session is not found (exit 5)" '
		test_expect_code 5 transcript load "$S" "$nope" 2>err &&
		grep -q "no session .$nope." err
	'

	test_expect_success "$kind: an empty append is a no-op and creates nothing" '
		transcript append "$S" "$empty" </dev/null &&
		test_expect_code 5 transcript load "$S" "$empty" &&
		transcript list "$S" >list && ! grep -q "^$empty	" list
	'

	test_expect_success "$kind: sessions are isolated" '
		transcript append "$S" "$s2" batch3 &&
		transcript load "$S" "$s2" >out && test_cmp batch3 out &&
		transcript load "$S" "$s1" >out && test_cmp all3 out
	'

	test_expect_success "$kind: a retried append --dedupe=uuid adds nothing" '
		transcript append --dedupe=uuid "$S" "$s1" batch1 &&
		transcript append --dedupe=uuid "$S" "$s1" all3 &&
		transcript load "$S" "$s1" >out && test_cmp all3 out
	'

	test_expect_success "$kind: --dedupe also drops repeats within the batch" '
		cat batch2 batch2 >twice &&
		transcript append --dedupe=uuid "$S" "$d1" twice &&
		transcript load "$S" "$d1" >out && test_cmp batch2 out
	'

	test_expect_success "$kind: --dedupe keeps items without the key" '
		printf "%s\n" "{\"a\":1}" "{\"a\":1}" >nokey &&
		transcript append --dedupe=uuid "$S" "$d2" nokey &&
		transcript load "$S" "$d2" >out && test_cmp nokey out
	'

	test_expect_success "$kind: a failed append changes nothing (exit 4)" '
		transcript load "$S" "$s1" >before &&
		test_expect_code 4 transcript append "$S" "$s1" bad 2>err &&
		grep -q "^transcript: bad:3:1: " err &&
		transcript load "$S" "$s1" >after && test_cmp before after
	'

	test_expect_success "$kind: a failed append does not create the session" '
		test_expect_code 4 transcript append "$S" "$never" bad &&
		test_expect_code 5 transcript load "$S" "$never"
	'

	test_expect_success "$kind: --expect-seq appends only at the expected length" '
		test_expect_code 6 transcript append --expect-seq=2 "$S" "$s2" batch1 2>err &&
		grep -q "holds 1 items, not 2" err &&
		transcript append --expect-seq=1 "$S" "$s2" batch1 &&
		transcript load "$S" "$s2" >out && cat batch3 batch1 >want && test_cmp want out &&
		transcript append --expect-seq=0 "$S" "$fresh" batch2 &&
		transcript load "$S" "$fresh" >out && test_cmp batch2 out
	'

	test_expect_success "$kind: load --array prints one JSON array" '
		transcript load --array "$S" "$s2" >out &&
		printf "[%s,%s,%s]\n" "$(cat batch3)" "$(sed -n 1p batch1)" \
		    "$(sed -n 2p batch1)" >want && test_cmp want out
	'

	test_expect_success "$kind: compact-replace swaps the whole transcript" '
		transcript compact-replace "$S" "$s2" batch2 &&
		transcript load "$S" "$s2" >out && test_cmp batch2 out
	'

	test_expect_success "$kind: compact-replace --expect-seq refuses a stale view (exit 6)" '
		test_expect_code 6 transcript compact-replace --expect-seq=5 "$S" "$s2" batch1 &&
		transcript load "$S" "$s2" >out && test_cmp batch2 out &&
		transcript compact-replace --expect-seq=1 "$S" "$s2" batch1 &&
		transcript load "$S" "$s2" >out && test_cmp batch1 out
	'

	test_expect_success "$kind: compact-replace --backup keeps the old transcript" '
		transcript compact-replace --backup="$TRASH/bak-$kind.jsonl" "$S" "$s2" batch3 &&
		test_cmp batch1 "$TRASH/bak-$kind.jsonl" &&
		transcript load "$S" "$s2" >out && test_cmp batch3 out
	'

	test_expect_success "$kind: compact-replace of a missing session is exit 5 unless --create" '
		test_expect_code 5 transcript compact-replace "$S" "$ghost" batch1 &&
		transcript compact-replace --create "$S" "$ghost" batch1 &&
		transcript load "$S" "$ghost" >out && test_cmp batch1 out
	'

	test_expect_success "$kind: a failed compact-replace leaves the old transcript" '
		test_expect_code 4 transcript compact-replace "$S" "$ghost" bad &&
		transcript load "$S" "$ghost" >out && test_cmp batch1 out
	'

	if [ "$kind" = codex ]; then
		# Codex stores take appends and compact-replace only.
		test_expect_success "$kind: rename and delete are exit 2, change nothing" '
			test_expect_code 2 transcript rename "$S" "$ghost" "$spirit" 2>err &&
			grep -q "appends and compact-replace only" err &&
			test_expect_code 2 transcript delete "$S" "$ghost" &&
			transcript load "$S" "$ghost" >out && test_cmp batch1 out
		'
		continue
	fi

	if [ "$kind" = langchain ]; then
		# A langchain session is its rows: it cannot be empty.
		test_expect_success "$kind: compact-replace with nothing is exit 2, changes nothing" '
			test_expect_code 2 transcript compact-replace "$S" "$ghost" </dev/null 2>err &&
			grep -q "keeps no empty session" err &&
			transcript load "$S" "$ghost" >out && test_cmp batch1 out
		'

		test_expect_success "$kind: rename re-keys a session" '
			transcript rename "$S" "$ghost" "$spirit" &&
			test_expect_code 5 transcript load "$S" "$ghost" &&
			transcript load "$S" "$spirit" >out && test_cmp batch1 out
		'
	else
		test_expect_success "$kind: compact-replace with nothing leaves an empty session" '
			transcript compact-replace "$S" "$ghost" </dev/null &&
			transcript load "$S" "$ghost" >out && test ! -s out &&
			transcript load --array "$S" "$ghost" >out && echo "[]" >want && test_cmp want out &&
			transcript list --bytes "$S" >list && grep -q "^$ghost	0	.*	0$" list
		'

		test_expect_success "$kind: rename re-keys a session" '
			transcript rename "$S" "$ghost" "$spirit" &&
			test_expect_code 5 transcript load "$S" "$ghost" &&
			transcript load "$S" "$spirit" >out && test ! -s out
		'
	fi

	test_expect_success "$kind: rename onto an existing session is exit 6" '
		test_expect_code 6 transcript rename "$S" "$spirit" "$s1" &&
		transcript load "$S" "$s1" >out && test_cmp all3 out
	'

	test_expect_success "$kind: rename of a missing session is exit 5" '
		test_expect_code 5 transcript rename "$S" "$nobody" "$somebody"
	'

	test_expect_success "$kind: delete then load is not found" '
		transcript delete "$S" "$spirit" &&
		test_expect_code 5 transcript load "$S" "$spirit"
	'

	test_expect_success "$kind: delete of a missing session is exit 5, all or nothing" '
		test_expect_code 5 transcript delete "$S" "$s2" "$nobody" 2>err &&
		grep -q "$nobody" err &&
		transcript load "$S" "$s2" >/dev/null
	'

	test_expect_success "$kind: delete --force ignores missing sessions" '
		transcript delete --force "$S" "$s2" "$nobody" &&
		test_expect_code 5 transcript load "$S" "$s2"
	'

	test_expect_success "$kind: list shows id, items, created, last activity, sorted; --bytes adds bytes" '
		transcript list "$S" >plain &&
		transcript list --bytes "$S" >list &&
		cut -f1-4 list >got && test_cmp plain got &&
		cut -f1,2,5 list >got &&
		b1=$(($(wc -c <batch2) - 1)) && b4=$(($(wc -c <all3) - 4)) &&
		printf "%s\t1\t%s\n%s\t2\t14\n%s\t1\t%s\n%s\t4\t%s\n" \
		    "$d1" $b1 "$d2" "$fresh" $b1 "$s1" $b4 >want &&
		test_cmp want got &&
		if test "$kind" = claude-code; then
			# records without a "timestamp": no time, not the mtime
			grep -q "^$s1	4	-	-$" plain
		else
			grep -Eq "	20[0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-9:]{8}\.[0-9]{3}Z	20[0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-9:]{8}\.[0-9]{3}Z$" plain
		fi
	'

	test_expect_success "$kind: list --json prints JSON Lines" '
		transcript list --json "$S" >json &&
		test $(wc -l <json) -eq 4 &&
		t="\"created_at\":[0-9]*,\"created\":\"20[^\"]*\",\"updated_at\":[0-9]*,\"updated\":\"20" &&
		if test "$kind" = claude-code; then
			t="\"created_at\":null,\"created\":null,\"updated_at\":null,\"updated\":null"
		fi &&
		grep -q "^{\"session\":\"$s1\",\"items\":4,$t" json &&
		transcript list --json --bytes "$S" >json &&
		b4=$(($(wc -c <all3) - 4)) &&
		grep -q "^{\"session\":\"$s1\",\"items\":4,\"bytes\":$b4,$t" json
	'

	case $kind in claude-code | codex) continue ;; esac

	test_expect_success "$kind: ids that need encoding round-trip" '
		for id in "user-42:billing" "a/b" ".." "." "日本" "with space" ".hidden" \
		    "a%2Fb" "-dash" "x.meta" "CON"; do
			transcript append -- "$S" "$id" batch2 &&
			transcript load -- "$S" "$id" >out && test_cmp batch2 out || exit 1
		done &&
		transcript list "$S" >list &&
		grep -q "^a/b	" list && grep -q "^\.\.	" list &&
		grep -q "^日本	" list && grep -q "^a%2Fb	" list
	'
done

test_expect_success 'file stores keep every id inside the store directory' '
	test ! -e "$TRASH/b" && test ! -e "$TRASH/b.jsonl" &&
	ls jsonl >names && grep -q "^a%2Fb\.jsonl$" names &&
	grep -q "^%2E\.\.jsonl$" names && grep -q "^a%252Fb\.jsonl$" names &&
	ls dir >names && grep -q "^%2E\.$" names && grep -q "^%2E$" names &&
	grep -q "^%E6%97%A5%E6%9C%AC$" names && grep -q "^with%20space$" names
'

test_expect_success 'too long an id for a file name: exit 2 on file stores, fine on sqlite' '
	long=$(printf "%0300d" 0) &&
	test_expect_code 2 transcript append jsonl:jsonl "$long" batch1 2>err &&
	grep -q "too long" err &&
	test_expect_code 2 transcript append dir:dir "$long" batch1 &&
	transcript append sqlite.db "$long" batch1 &&
	transcript load sqlite.db "$long" >out && test_cmp batch1 out
'

test_done
