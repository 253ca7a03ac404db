#!/bin/sh
# tests/outputs/compare.sh [REV] - build REV (default: HEAD) apart, in a
# temporary worktree, and compare what its transcript and build/transcript
# write for every fixture (tests/outputs/run.sh): for a change that must
# not alter behaviour (a refactor).  Exit 0 identical, 1 with the diff.
# `make compare-outputs BASE=REV` runs it after building.
set -u
rev=${1:-HEAD}
top=$(git rev-parse --show-toplevel) || exit 3
cd "$top" || exit 3
sha=$(git rev-parse --verify "$rev^{commit}") || exit 3
tmp=$(mktemp -d) || exit 3
trap 'rm -rf "$tmp"' EXIT INT TERM
# REV's outputs are kept, by commit and run.sh, for the next comparison.
runs=$(cksum <tests/outputs/run.sh | cut -d' ' -f1)
cache=${TMPDIR:-/tmp}/transcript-outputs-$sha-$runs
if ! test -s "$cache"; then
	git worktree add --detach "$tmp/base" "$sha" >/dev/null 2>&1 || {
		echo "compare.sh: cannot check out $rev" >&2; exit 3; }
	make -s -C "$tmp/base" -j2 B=build >/dev/null &&
	    sh tests/outputs/run.sh "$tmp/base/build/transcript" >"$tmp/before"
	rc=$?
	git worktree remove --force "$tmp/base" >/dev/null 2>&1
	test $rc -eq 0 || exit 3
	mv "$tmp/before" "$cache" || exit 3
fi
cp "$cache" "$tmp/before" || exit 3
sh tests/outputs/run.sh build/transcript >"$tmp/after" || exit 3
if cmp -s "$tmp/before" "$tmp/after"; then
	echo "outputs identical to $rev: $(grep -c '^### (exit' "$tmp/after") runs"
	exit 0
fi
diff -u "$tmp/before" "$tmp/after" | head -200
exit 1
