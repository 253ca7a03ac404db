#!/bin/sh
test_description='docs: man page, README and completions agree with the binary'
. "$(dirname "$0")/lib.sh"

# The completions are checked with bash itself (and zsh and fish below).
test_need bash || test_skip_all "$TEST_NEED"
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

# man_section CMD: the man page's entry for CMD (from its ".It Xo Nm
# transcript Cm CMD" to the next command's, or the end of COMMANDS).
man_section() {
	awk -v c="$1" '/^\.It Xo Nm transcript Cm /{ on = ($6 == c) }
	    /^\.Sh /{ on = 0 } on' "$MAN"
}

test_expect_success 'every option of every command is in its entry of the man page' '
	for c in $(cat commands); do
		man_section "$c" >entry && test -s entry &&
		transcript $c -h | grep -o -- "--[a-z][a-z-]*" | sort -u >long &&
		transcript $c -h | sed -n "s/^  \(-[a-zA-Z0-9]\),.*/\1/p" >short &&
		test -s long || { echo "no options or no entry for $c"; exit 1; }
		while read -r o; do
			test "$o" = --help && continue
			grep -q -- "Fl \\\\-${o#--}\\( \\|\$\\)" entry ||
			    { echo "$o of $c is not in its entry"; exit 1; }
		done <long || exit 1
		while read -r o; do
			test "$o" = -h && continue
			grep -q -- "Fl ${o#-}\\( \\|\$\\)" entry ||
			    { echo "$o of $c is not in its entry"; exit 1; }
		done <short || exit 1
	done &&
	grep -q "^\.Fl \\\\-help ,\$" "$MAN"
'

# man_options CMD: the options the man page documents for CMD, one per
# line ("--json", "-q"): the .It Fl lines of its entry under COMMANDS, and
# the shared ones of the commands that open a store or write items.
man_options() {
	awk -v c="$1" '
	/^\.Sh / { sec = $2 }
	sec != "COMMANDS" { next }
	/^\.It Xo Nm transcript Cm / { cur = $6; next }
	/^\.It Fl / && cur == c {
		for (i = 3; i <= NF; i++)
			if ($(i - 1) == "Fl") {
				o = $i; sub(/^\\/, "", o); sub(/,$/, "", o)
				print (o ~ /^-/ ? "-" o : "-" o)
			}
	}' "$MAN" | sed "s/^--*/-/; s/^-\(..\)/--\1/" | sort -u
	echo --help; echo -h
	case $1 in help) ;; *) echo --busy-timeout ;; esac
	case $1 in append|compact-replace|convert) echo --allow-jsonb ;; esac
}

# help_options CMD: the options --help lists.
help_options() {
	transcript "$1" --help | sed -n "/^options:/,/^\$/p" |
	    grep -o -- "^ *-[a-zA-Z], --[a-z-]*\|^ *--[a-z-]*" | sed "s/^ *//" |
	    tr "," "\n" | sed "s/^ *//" | sort -u
}

test_expect_success 'every --help lists options, each in the man page' '
	for c in $(cat commands); do
		help_options $c >h.$c && test -s h.$c &&
		man_options $c | sort -u >m.$c &&
		grep -qx -- --help h.$c || { echo "$c: no --help row"; exit 1; }
		comm -23 h.$c m.$c >extra &&
		test ! -s extra || { echo "$c: not in the man page:"; cat extra; exit 1; }
	done
'

test_expect_success 'every option in the man page is in --help and each completion' '
	for c in $(cat commands); do
		man_options $c | sort -u >m.$c && help_options $c >h.$c &&
		comm -23 m.$c h.$c >missing &&
		test ! -s missing || { echo "$c --help lacks:"; cat missing; exit 1; }
		bash -c ". \"$TOP/completions/transcript.bash\"; _transcript_options $c" |
		    tr " " "\n" | sed "s/=\$//" >b.$c &&
		awk -v c="$c" "\$1 == c \")\" { on = 1; next }
		    on && /;;/ { exit } on" "$TOP/completions/_transcript" >z.$c &&
		grep -E "__fish_seen_subcommand_from( [a-z-]+)* $c([^a-z-]|\$)" \
		    "$TOP/completions/transcript.fish" >f.$c &&
		while read -r o; do
			case $o in --help|-h) continue ;; esac
			case $o in
			--*) grep -qx -- "$o" b.$c || { echo "$c $o: bash"; exit 1; }
			     l=${o#--}
			     test "$l" = busy-timeout && grep -q "\$busy" z.$c ||
			     grep -q -- "$o" z.$c || { echo "$c $o: zsh"; exit 1; }
			     grep -q -- "-l $l\b" f.$c || { echo "$c $o: fish"; exit 1; } ;;
			-?)  grep -q -- "-s ${o#-}\b" f.$c || { echo "$c $o: fish"; exit 1; } ;;
			esac
		done <m.$c || exit 1
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

test_expect_success 'the README is a tour (under 400 lines) that points to the man page' '
	test $(wc -l <"$TOP/README.md") -lt 400 &&
	grep -q "man ./man/transcript.1" "$TOP/README.md"
'

test_expect_success 'the figures in the README are those of the man page' '
	sed -n "/^## Safety/,/^## Building/p" "$TOP/README.md" >tour &&
	grep -q "3,805" tour && grep -q "205,312" tour &&
	grep -o "[0-9][0-9.,]*" tour | sed "s/[.,]*\$//" | sort -u >figures &&
	while read -r n; do
		grep -qF -- "$n" "$MAN" || { echo "$n: not in the man page"; exit 1; }
	done <figures
'

test_expect_success 'bash completion: syntax, and it completes commands' '
	bash -n "$TOP/completions/transcript.bash" &&
	bash -c ". \"$TOP/completions/transcript.bash\";
	    COMP_WORDS=(transcript d); COMP_CWORD=1; COMP_LINE=\"transcript d\";
	    COMP_POINT=12; _transcript transcript d transcript;
	    printf \"%s\n\" \"\${COMPREPLY[@]}\"" >got &&
	grep -qx dump got && grep -qx delete got
'

test_expect_success 'bash completion: session ids from the store on the line' '
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
