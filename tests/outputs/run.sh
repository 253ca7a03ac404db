#!/bin/sh
# tests/outputs/run.sh BIN - print what dump, export, grep, stats, check
# and repair write for every fixture, one block per run headed "### ARGS
# (exit N)", for comparing a refactor's outputs with the code before it
# (t0900 compares them with tests/outputs/expected; after a change that
# means to alter an output: sh tests/outputs/run.sh build/transcript >
# tests/outputs/expected).  Run from the top of the tree; deterministic:
# no colour, no pager, fixed width, UTC.
set -u
bin=$1
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT INT TERM
export TZ=UTC COLUMNS=100 NO_COLOR=1 TRANSCRIPT_THREADS=1 LC_ALL=C
unset PAGER TRANSCRIPT_PAGER
# A copy, every file dated alike: file stores date sessions by mtime.
cp -R fixtures "$tmp/fixtures" && cd "$tmp" || exit 3
find fixtures -exec touch -h -d '2026-01-02 03:04:05' {} + || exit 3

run() {
	printf '### %s\n' "$*"
	"$bin" "$@" 2>&1
	printf '### (exit %s)\n' "$?"
}

# Every store kind the fixtures hold, as a store spec.
stores() {
	for d in fixtures/check/* fixtures/repair/*; do
		echo "jsonl:$d"
	done
	echo jsonl:fixtures/jsonl
	echo dir:fixtures/dir/claude-code-sample
	echo claude-code:fixtures/native/claude-code
	echo codex:fixtures/native/codex
	echo gemini-cli:fixtures/native/gemini-cli
}

for spec in $(stores); do
	run dump --full --no-pager --color=never "$spec"
	run dump --format=jsonl "$spec"
	run dump --full --no-pager --color=always --tool=Bash "$spec"
	run dump --full --no-pager --color=never --messages --role=user "$spec"
	run stats "$spec"
	run stats --json "$spec"
	run stats --by=day "$spec"
	run stats --json --by=tool "$spec"
	run stats --by=model "$spec"
	run check "$spec"
	run check --format=json --strict "$spec"
	run grep -i --color=never e "$spec"
	run grep -c --role=assistant --color=never a "$spec"
	run grep --calls --color=never . "$spec"
	run grep --results -C 1 --color=never o "$spec"
	run repair --format=json "$spec"
	"$bin" list --json "$spec" 2>/dev/null |
	    sed 's/^{"session":"\([^"]*\)".*/\1/' | while read -r s; do
		run export "$spec" "$s"
		run export --format=html "$spec" "$s"
	done
done

# repair --apply on a copy of each repair fixture store: the items after.
for d in fixtures/repair/*; do
	rm -rf "$tmp/r" && cp -pR "$d" "$tmp/r"
	run repair --apply --no-backup --close-pending --drop-invalid "jsonl:$tmp/r" |
	    sed "s|$tmp|TMP|g"
	for f in "$tmp"/r/*.jsonl; do
		printf '### %s\n' "${f#$tmp/}"
		cat "$f"
	done
done
exit 0
