# bench/env.sh - sourced by the drivers (run.sh, l200k.sh): the tree, the
# build (TBUILD, TRANSCRIPT: the environment's, or the tree's build) and
# the helpers bench-bin builds there; fsize.
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/.." && pwd)
: "${TBUILD:=$TOP/build}"
: "${TRANSCRIPT:=$TBUILD/transcript}"
GEN=$TBUILD/bench/gen
FLOOR=$TBUILD/bench/floor
MEASURE=$TBUILD/bench/measure
# fsize FILE...: the sum of the sizes of the FILEs that exist, in bytes
fsize() {
	for f in "$@"; do
		[ ! -f "$f" ] || wc -c <"$f"
	done | awk '{ n += $1 } END { printf "%.0f\n", n }'
}
