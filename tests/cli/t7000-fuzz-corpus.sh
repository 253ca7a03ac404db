#!/bin/sh
test_description='fuzz corpus: the seed corpus and every past crasher replayed
through the fuzz targets (run_fuzz_NAME, built by make check), and the JSON
scanner checked against SQLite json_valid() on every input'
. "${0%/*}/lib.sh"

FUZZ=$TOP/tests/fuzz

# replay NAME PATH...: the inputs in each existing PATH through run_fuzz_NAME;
# on failure, what it said (without the library's own error messages).
replay() {
	name=$1
	shift
	for p in "$@"; do
		[ -e "$p" ] || continue
		"$TBUILD/tests/run_fuzz_$name" "$name" "$p" >>"$TRASH/out.$name" \
		    2>"$TRASH/err.$name" || {
			grep -v '^transcript: ' "$TRASH/err.$name" | tail -n 40 >&2
			return 1
		}
	done
}

for t in "$FUZZ"/fuzz_*.c; do
	name=${t##*/fuzz_}
	name=${name%.c}
	test_expect_success "$name: seed corpus and past crashers replay cleanly" "
		replay $name '$FUZZ/corpus/$name' '$FUZZ/crashers/$name' &&
		grep -q '^$name: [1-9][0-9]* inputs\$' '$TRASH/out.$name'
	"
done

test_expect_success 'json_diff: json_scan agrees with SQLite on every corpus input' '
	replay json_diff "$FUZZ"/corpus/* "$FUZZ"/crashers/*
'

test_expect_success 'a replayer refuses another target'"'"'s name' '
	test_expect_code 2 "$TBUILD/tests/run_fuzz_json" item "$FUZZ/corpus/json" 2>err &&
	grep -q "not .item." err
'

test_expect_success 'a missing input fails the replay' '
	printf "{\"a\":1}" >one &&
	! "$TBUILD/tests/run_fuzz_json" json one missing 2>err &&
	grep -q "cannot stat .missing." err
'

test_done
