#!/bin/sh
test_description='docs: man page, README and completions agree with the binary'
. "$(dirname "$0")/lib.sh"

MAN=$TOP/man/transcript.1
transcript help | awk '/^   [a-z]/ { print $1 }' >commands

# documented WORD...: each word is in the man page, the README and each
# completion.
documented() {
	for w in "$@"; do
		for f in "$MAN" "$TOP/README.md" "$TOP"/completions/transcript.bash \
		    "$TOP"/completions/_transcript "$TOP"/completions/transcript.fish; do
			grep -q -- "$w" "$f" || { echo "$w missing from $f"; return 1; }
		done
	done
}

test_expect_success 'there are commands to check' '
	test $(wc -l <commands) -ge 9
'

test_expect_success 'every command is in the man page, the README and each completion' '
	documented $(cat commands)
'

test_expect_success 'every store kind is in the man page, the README and each completion' '
	mkdir empty && test_expect_code 2 transcript list empty 2>err &&
	sed "s/.*with a prefix: //" err | tr -d ",:" | tr " " "\n" >kinds &&
	test $(wc -l <kinds) -ge 5 && grep -qx openai-agents kinds &&
	documented $(cat kinds)
'

if command -v mandoc >/dev/null; then
	test_expect_success 'the man page is lint-clean (mandoc -T lint)' '
		mandoc -T lint -W warning "$MAN"
	'

	test_expect_success 'each usage line equals its SYNOPSIS entry in the man page' '
		mandoc -T ascii -O width=400 "$MAN" | col -b |
		    sed -n "/^SYNOPSIS/,/^DESCRIPTION/p" | tr -s " " >synopsis &&
		for c in $(cat commands); do
			transcript $c -h | sed -n 1p | sed "s/^usage: //" | tr -s " " >want &&
			grep -qxF "$(sed "s/^ *//" want)" synopsis.trimmed 2>/dev/null ||
			sed "s/^ *//" synopsis | grep -qxF "$(cat want)" ||
			{ echo "synopsis differs for $c: $(cat want)"; exit 1; }
		done
	'
else
	test_skip 'the man page is lint-clean' 'no mandoc'
	test_skip 'usage lines equal the SYNOPSIS' 'no mandoc'
fi

test_expect_success 'every option of every command is in the man page' '
	for c in $(cat commands); do
		transcript $c -h | sed -n 1p | grep -o -- "--[a-z-]*" | while read -r o; do
			grep -q -- "Fl \\\\-${o#--}\\|Fl ${o#-}" "$MAN" ||
			grep -q -- "${o#--}" "$MAN" || { echo "$o of $c"; exit 1; }
		done || exit 1
	done
'

test_expect_success 'every exit status is documented' '
	for code in 0 1 2 3 4 5 6; do
		grep -q "^\.It $code\$\|^\.It Sy $code" "$MAN" || { echo "exit $code"; exit 1; }
	done
'

test_expect_success 'the README starts with the two commands and names make check' '
	head -n 30 "$TOP/README.md" | grep -q "make check" &&
	head -n 30 "$TOP/README.md" | grep -q "apt-get install"
'

test_expect_success 'bash completion: syntax, and it completes commands' '
	command -v bash >/dev/null || exit 0
	bash -n "$TOP/completions/transcript.bash" &&
	bash -c ". \"$TOP/completions/transcript.bash\";
	    COMP_WORDS=(transcript d); COMP_CWORD=1; COMP_LINE=\"transcript d\";
	    COMP_POINT=12; _transcript transcript d transcript;
	    printf \"%s\n\" \"\${COMPREPLY[@]}\"" >got &&
	grep -qx dump got && grep -qx delete got
'

test_expect_success 'bash completion: session ids from the store on the line' '
	command -v bash >/dev/null || exit 0
	echo "{\"a\":1}" | transcript append c.db alpha &&
	echo "{\"a\":1}" | transcript append c.db beta &&
	PATH="$(dirname "$TRANSCRIPT"):$PATH" bash -c ". \"$TOP/completions/transcript.bash\";
	    COMP_WORDS=(transcript load c.db a); COMP_CWORD=3;
	    COMP_LINE=\"transcript load c.db a\"; COMP_POINT=23;
	    _transcript transcript a c.db; printf \"%s\n\" \"\${COMPREPLY[@]}\"" >got &&
	grep -qx alpha got && ! grep -qx beta got
'

if command -v shellcheck >/dev/null; then
	test_expect_success 'shellcheck: completions and test scripts' '
		shellcheck -s bash "$TOP/completions/transcript.bash" &&
		shellcheck -s sh -e SC2016,SC2034,SC1090,SC1091,SC2154 "$TOP"/tests/cli/*.sh
	'
else
	test_skip 'shellcheck' 'no shellcheck'
fi

if command -v zsh >/dev/null; then
	test_expect_success 'zsh completion parses' 'zsh -n "$TOP/completions/_transcript"'
else
	test_skip 'zsh completion parses' 'no zsh'
fi

if command -v fish >/dev/null; then
	test_expect_success 'fish completion parses' '
		fish --no-execute "$TOP/completions/transcript.fish"
	'
else
	test_skip 'fish completion parses' 'no fish'
fi

test_done
