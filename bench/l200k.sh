#!/bin/sh
# bench/l200k.sh - the whole-store commands on 200,000 sessions: each one's
# time against its floor and its peak RSS against a flat bound (issue 27).
#
#	bench/l200k.sh		(make bench-L200k; not in CI, not in make check)
#
# 1. Generates the store once, cached in $BENCH_DATA/L200k (default
#    $TBUILD/bench-data/L200k: on the disk that holds the build, never a
#    tmpfs unless BENCH_DATA says so): bench/gen's JSON Lines store of
#    $L200K_SESSIONS sessions (default 200,000; gen -m 4: about 9.5 items
#    and 24 KB a session), converted by transcript into store.db (about 5.6
#    GB at 200,000), the JSON Lines store then removed.  It needs about 60
#    KB a session free while it is made (12 GB at 200,000): with less, and
#    L200K_SESSIONS unset, the scale drops to 50,000 and the table says so.
# 2. Times each command over the whole store with bench/measure (wall time,
#    median of $BENCH_RUNS runs, default 1, after a warm-up run of the
#    floors only: the store then sits in the page cache), and prints a
#    Markdown table, saved to results.md beside the store: the command, its
#    time, its floor's, the ratio, and its peak RSS against the target of
#    10 MiB (✓/✗).  The floors (bench/floor.c): `floor count` (the count
#    query of the sqlite3 shell) for list, `floor scan` (every row read
#    once) for the commands that read every item, `floor -s rows2lines`
#    (every row written to its session's file, one syncfs) for convert.
# 3. When the binary has them, index and search (issue 28): the store
#    indexed once, anew, into index.db beside it (MB/s, peak RSS against
#    64 MiB, size against 35% of the store), then the 100 queries of
#    bench/queries.txt timed warm (bench/queries.sh): the median of their
#    medians against 50 ms, and their 95th percentile, in a second table.
#
# Environment: TRANSCRIPT, TBUILD (the build directory, with bench/gen,
# floor and measure), BENCH_DATA, BENCH_RUNS, L200K_SESSIONS, QUERIES
# (bench/queries.sh).  Exit 0, or 1 if a command failed (or a target of
# RSS was missed).

set -u
LC_ALL=C
TZ=UTC
export LC_ALL TZ

. "$(dirname "$0")/env.sh"
. "$HERE/queries.sh"
D=${BENCH_DATA:-$TBUILD/bench-data}/L200k
RUNS=${BENCH_RUNS:-1}
T=$TRANSCRIPT
RSS_MAX=10240		# KiB: the target, 10 MiB
# stats prices with the tree's table, whichever build runs
TRANSCRIPT_DATA_DIR=$TOP/data
export TRANSCRIPT_DATA_DIR

say() { printf '%s\n' "$*" >&2; }
die() { say "l200k.sh: $*"; exit 1; }

for b in "$T" "$GEN" "$FLOOR" "$MEASURE"; do
	[ -x "$b" ] || die "$b missing: make all bench-bin"
done
mkdir -p "$D" || die "cannot create $D"

# --- 1. the store, once -------------------------------------------------

# free KiB on the file system of $D
free_kib() { df -Pk "$D" | awk 'NR == 2 { print $4 }'; }

N=${L200K_SESSIONS:-}
if [ -f "$D/store.db" ] && [ -f "$D/sessions" ]; then
	N=$(cat "$D/sessions")
	[ -z "${L200K_SESSIONS:-}" ] || [ "$L200K_SESSIONS" = "$N" ] ||
	    die "$D holds $N sessions, not $L200K_SESSIONS: rm -rf $D first"
	say "l200k.sh: reusing $D/store.db ($N sessions)"
else
	NOTE=
	if [ -z "$N" ]; then
		N=200000
		if [ "$(free_kib)" -lt $((N * 60)) ]; then
			N=50000
			NOTE=" (200,000 did not fit: $(free_kib) KiB free)"
		fi
	fi
	[ "$(free_kib)" -ge $((N * 60)) ] ||
	    die "$N sessions need $((N * 60)) KiB free on $D: $(free_kib)"
	say "l200k.sh: generating $N sessions in $D$NOTE"
	rm -rf "$D/jsonl" "$D/store.db" "$D/store.db-wal" "$D/store.db-shm" \
	    "$D/sessions" &&
	    "$GEN" -n "$N" -m 4 "$D/jsonl" >&2 &&
	    "$T" convert --quiet "$D/jsonl" "sqlite:$D/store.db" ||
	    die "cannot make the store"
	rm -rf "$D/jsonl"
	echo "$N" >"$D/sessions"
fi
DB=$D/store.db
O=$D/out

# --- 2. the jobs ----------------------------------------------------------

# measure LABEL PREP CMD...: "seconds cpu-seconds rss" of CMD (medians of
# RUNS; CPU time, user + system, is steadier on a busy machine), PREP run
# before each (untimed), or "- - -" if it failed; stdout goes to a file
# (grep stops early writing to /dev/null).
measure() {
	label=$1 prep=$2
	shift 2
	line=$("$MEASURE" -n "$RUNS" -p "$prep" -o "$D/stdout" -- "$@") ||
	    { say "l200k.sh: $label failed: $line"; echo "- - -"; return; }
	echo "$line" | sed 's/.*median=\([0-9.]*\) .*cpu=\([0-9.]*\) maxrss_kib=\([0-9]*\).*/\1 \2 \3/'
}

fail=0
# The floors, each warmed once (the store into the page cache).
"$FLOOR" scan "$DB" >/dev/null && "$FLOOR" count "$DB" >/dev/null ||
    die "the floors fail on $DB"
set -- $(measure "floor count" true "$FLOOR" count "$DB")
F_COUNT="$1 $2"
set -- $(measure "floor scan" true "$FLOOR" scan "$DB")
F_SCAN="$1 $2"
set -- $(measure "floor rows2lines" "rm -rf $O && sync" "$FLOOR" -s rows2lines \
    "$DB" "$O")
F_COPY="$1 $2"
rm -rf "$O"

{
	echo "## transcript at $N sessions ($(du -sh "$DB" | cut -f1) SQLite; $(date -u +%Y-%m-%dT%H:%MZ), median of $RUNS)"
	echo
	echo "| command | seconds (CPU) | floor | floor seconds (CPU) | ratio (CPU) | peak RSS | target ≤10 MiB |"
	echo "|---|---|---|---|---|---|---|"
} >"$D/results.md"

# ratio A B: A / B, or "-"
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0 && a != "-") printf "%.2fx", a / b; else print "-" }'
}

# job LABEL FLOOR-NAME "FLOOR-SECONDS FLOOR-CPU" PREP CMD...
job() {
	label=$1 fname=$2 prep=$4
	set -- $3 "$@"
	fsec=$1 fcpu=$2
	shift 6
	set -- $(measure "$label" "$prep" "$@")
	sec=$1 cpu=$2 rss=$3
	mark="✓"
	if [ "$rss" = "-" ] || [ "$rss" -gt $RSS_MAX ]; then
		mark="✗"
		fail=1
	fi
	printf '| %s | %s (%s) | %s | %s (%s) | %s (%s) | %s KiB | %s |\n' \
	    "$label" "$sec" "$cpu" "$fname" "$fsec" "$fcpu" \
	    "$(ratio "$sec" "$fsec")" "$(ratio "$cpu" "$fcpu")" "$rss" "$mark" \
	    >>"$D/results.md"
}

job "list" "floor count" "$F_COUNT" true "$T" list "$DB"
job "grep -c" "floor scan" "$F_SCAN" true "$T" grep -c assistant "$DB"
job "grep -l" "floor scan" "$F_SCAN" true "$T" grep -l assistant "$DB"
job "check" "floor scan" "$F_SCAN" true "$T" check --quiet "$DB"
job "stats" "floor scan" "$F_SCAN" true "$T" stats "$DB"
job "dump --format=jsonl" "floor scan" "$F_SCAN" true "$T" dump --no-pager --format=jsonl "$DB"
job "repair (plan)" "floor scan" "$F_SCAN" true "$T" repair "$DB"
job "convert sqlite→jsonl" "floor -s rows2lines" "$F_COPY" "rm -rf $O && sync" \
    "$T" convert --quiet "$DB" "jsonl:$O"
rm -rf "$O" "$D/stdout"

# Index and search (issue 28), when the binary has them: the index of the
# store built once, anew (wall seconds; MB/s of the store's files, peak
# RSS against 64 MiB and the index's size against 35% of the store's, as
# on M), kept beside the store as index.db; then the 100 queries of
# bench/queries.txt (bench/queries.sh), each its own process, warm (one
# warm-up, then the median of RUNS): the median of their medians against
# 50 ms, and their 95th percentile.
if "$T" index --help >/dev/null 2>&1 && "$T" search --help >/dev/null 2>&1; then
	IX=$D/index.db
	SBYTES=$(fsize "$DB" "$DB-wal")
	say "l200k.sh: index build"
	line=$("$MEASURE" -n 1 -p "rm -f $IX $IX-wal $IX-shm && sync" -e "$D/stderr" -- \
	    "$T" index --quiet --db="$IX" "$DB") || {
		say "l200k.sh: index failed: $line"
		sed 's/^/l200k.sh:    /' "$D/stderr" | tail -n 5 >&2
		fail=1
	}
	# shellcheck disable=SC2046
	set -- $(echo "$line" | sed -n 's/.*median=\([0-9.]*\) .*cpu=\([0-9.]*\) maxrss_kib=\([0-9]*\).*/\1 \2 \3/p')
	if [ $# = 3 ] && [ -f "$IX" ]; then
		sec=$1 cpu=$2 rss=$3
		command -v sqlite3 >/dev/null 2>&1 &&
		    sqlite3 "$IX" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
		ib=$(fsize "$IX" "$IX-wal")
		[ "$rss" -le 65536 ] || fail=1
		awk -v s="$sec" -v c="$cpu" -v r="$rss" -v sb="$SBYTES" -v ib="$ib" 'BEGIN {
			mbs = sb / s / 1e6; pc = 100 * ib / sb
			printf "\n| index and search | seconds (CPU) | figures | peak RSS | targets |\n|---|---|---|---|---|\n"
			printf "| index build (store.db, %.1f GB) | %s (%s) | %.1f MB/s of store; index %.2f GB, %.1f%% of the store | %s KiB | %s ≥40 MB/s; %s ≤35%%; %s ≤64 MiB |\n",
			    sb / 1e9, s, c, mbs, ib / 1e9, pc, r,
			    (mbs >= 40 ? "✓" : "✗"), (pc <= 35 ? "✓" : "✗"), (r <= 65536 ? "✓" : "✗") }' \
		    >>"$D/results.md"
		say "l200k.sh: the queries of $QUERIES"
		mkdir -p "$D/q"
		if qs=$(queries_time "$IX" "$RUNS" "$D/q"); then
			# N NOHITS WALL_MED WALL_P95 CPU_MED CPU_P95 RSS
			# shellcheck disable=SC2086
			set -- $qs
			cp "$D/q/q.tsv" "$D/queries.tsv"
			awk -v n="$1" -v none="$2" -v m="$3" -v p="$4" -v cm="$5" -v cp="$6" -v r="$7" 'BEGIN {
				printf "| search: median of the per-query medians (%d queries, %d without hits) | %s (%s) | 95th percentile %s (%s) | %s KiB | %s median <0.05 s |\n",
				    n, none, m, cm, p, cp, r, (m < 0.05 ? "✓" : "✗") }' >>"$D/results.md"
		else
			say "l200k.sh: the queries failed"
			fail=1
		fi
		rm -rf "$D/q"
	fi
	rm -f "$D/stderr"
else
	say "l200k.sh: index and search skipped: $T has no index or search command"
fi

cat "$D/results.md"
exit $fail
