#!/bin/sh
# bench/run.sh - measure transcript against its baselines and floors.
#
#	bench/run.sh T|S|M|L
#
# T (tests, seconds), S (200 sessions, `make bench`), M (2,000 sessions,
# ~0.5 GB, `make bench-M`), L (5,000 sessions, ~2.5 GB, `make bench-L`).
#
# 1. Generates the corpus if missing, in $BENCH_DATA/SCALE (default
#    $TBUILD/bench-data/SCALE: on the disk that holds the build, so that
#    fsync costs what it costs; a tmpfs only if BENCH_DATA says so):
#    bench/gen's JSON Lines store, converted by transcript into an SQLite
#    and a directory store, plus small stores for the writing jobs (a
#    100k-item session, a 1,000-item one).
# 2. Verifies that transcript, each baseline and each floor produce the same
#    output (bytes where the program keeps bytes, parsed values where it
#    re-encodes JSON, as the Python baselines do); any difference stops the
#    run before anything is timed.
# 3. Times every job with bench/measure (whole-process wall time, median of
#    $BENCH_RUNS runs: 5 on T and S, 3 on M and L; peak RSS of the child),
#    transcript, its baseline and its floor one after the other (before
#    each run of a job that writes, the last run's output is removed and
#    sync(1) waits for the disk, so that no run pays for another's
#    write-back), and prints a Markdown table, saved to $BENCH_DATA/SCALE/results.md, with each
#    ratio's target and whether it holds.  The floors (bench/floor.c) are
#    the durable ones of issue 13: the raw copy with one syncfs at the end
#    (-s), the one-transaction import in SQLite's rollback journal (-1),
#    the scan that reads every row once, cat for JSON Lines, `echo >>` plus
#    fsync (addline) for an append; PostgreSQL jobs run against psql's
#    \copy and psql -Atc when a server can be started; grep and stats jobs
#    run when the transcript binary has those commands, index and search
#    jobs when it has those (issue 28).
#
# Environment: TRANSCRIPT, TBUILD (build directory with bench/gen, floor,
# measure), BENCH_DATA, BENCH_RUNS, BENCH_IX_RUNS (the index build's runs),
# QUERIES (bench/queries.sh), BENCH_JOBS (a grep -E pattern selecting
# jobs by label: '^(index|search)' for issue 28's), BENCH_VERIFY (0 skips
# step 2: for reruns on data a run verified with the same binary; the
# table says so), BENCH_CLOCK (wall, the default, or cpu: user + system
# seconds, steadier on a loaded machine but blind to I/O waits such as
# fsync), PYTHON (default python3), JQ, SQLITE3.  Missing Python, jq
# or sqlite3 only drop the baselines that need them.  Paths must not hold
# spaces.  Exit 0, or 1 if a verification or a measured command failed.

set -u
LC_ALL=C
TZ=UTC
export LC_ALL TZ

usage() {
	echo "usage: bench/run.sh T|S|M|L" >&2
	exit 2
}

[ $# -eq 1 ] || usage
SCALE=$1
case $SCALE in
T) RUNS=5 BIG=500 CR=100 ;;
S) RUNS=5 BIG=100000 CR=1000 ;;
M|L) RUNS=3 BIG=100000 CR=1000 ;;
*) usage ;;
esac
RUNS=${BENCH_RUNS:-$RUNS}
CLOCK=${BENCH_CLOCK:-wall}
case $CLOCK in wall|cpu) ;; *) usage ;; esac

. "$(dirname "$0")/env.sh"
. "$HERE/queries.sh"
D=${BENCH_DATA:-$TBUILD/bench-data}/$SCALE
W=$D/work
: "${PYTHON:=python3}"
: "${JQ:=jq}"
: "${SQLITE3:=sqlite3}"
T=$TRANSCRIPT

for b in "$T" "$GEN" "$FLOOR" "$MEASURE"; do
	[ -x "$b" ] || { echo "run.sh: $b missing: make all bench-bin" >&2; exit 1; }
done
have() { command -v "$1" >/dev/null 2>&1; }
HAVE_PY=0; have "$PYTHON" && HAVE_PY=1
HAVE_JQ=0; have "$JQ" && HAVE_JQ=1
HAVE_SQ=0; have "$SQLITE3" && HAVE_SQ=1
pyrun() { script=$1; shift; "$PYTHON" "$HERE/$script" "$@"; }

say() { printf '%s\n' "$*" >&2; }
die() { say "run.sh: $*"; exit 1; }

# --- 1. data -------------------------------------------------------------

gen_data() {
	say "run.sh: generating scale $SCALE in $D"
	rm -rf "$D" && mkdir -p "$D" || die "cannot create $D"
	"$GEN" -z "$SCALE" "$D/jsonl" || die "gen failed"
	"$T" convert --quiet "$D/jsonl" "sqlite:$D/store.db" || die "convert to sqlite failed"
	"$T" convert --quiet "$D/store.db" "dir:$D/dir" || die "convert to dir failed"
	# writing jobs: a BIG-item session, a 10-item one, a CR-item one
	# (named c1000 whatever its size)
	"$GEN" -s 2 -a "$BIG" -i big "$D/ajsonl" &&
	    "$GEN" -s 3 -a 10 -i small "$D/ajsonl" &&
	    "$GEN" -s 4 -a "$CR" -i c1000 "$D/crjsonl" &&
	    "$GEN" -s 5 -a 50 -i compacted "$D/input" || die "gen failed"
	"$T" convert --quiet "$D/ajsonl" "sqlite:$D/append.db" &&
	    "$T" convert --quiet "$D/ajsonl" "dir:$D/adir" &&
	    "$T" convert --quiet "$D/crjsonl" "sqlite:$D/cr.db" &&
	    "$T" convert --quiet "$D/crjsonl" "dir:$D/crdir" || die "convert failed"
	# keep pristine copies of the append stores: the jobs add to them
	printf '%s\n' '{"role":"user","content":"And Oslo? 東京 🚀 \u00e9 \"q\" \\ 1e-7 12345678901234567890"}' \
	    >"$D/input/one.jsonl"
	awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }' \
	    "$D"/jsonl/*.jsonl >"$D/maxitem"
	: >"$D/.done"
}

[ -f "$D/.done" ] || gen_data
# A Claude Code tree for stats against ccusage (issue 25): streamed
# responses, subagents and resumed copies (tests/helpers/gen_claude_tree.py),
# lines padded to real lengths.  Added to older data sets too.
case $SCALE in
T) CCTREE="--projects 2 --sessions 10 --responses 5 --pad 100" ;;
S) CCTREE="--projects 40 --sessions 75 --responses 25 --pad 900" ;;
*) CCTREE="--projects 80 --sessions 100 --responses 30 --pad 900" ;;
esac
if [ ! -f "$D/.claude" ] && [ $HAVE_PY = 1 ]; then
	say "run.sh: generating a Claude Code tree ($CCTREE)"
	rm -rf "$D/claude"
	# shellcheck disable=SC2086
	"$PYTHON" "$TOP/tests/helpers/gen_claude_tree.py" "$D/claude" $CCTREE \
	    --seed 25 >"$D/claude.sessions" || die "gen_claude_tree failed"
	: >"$D/.claude"
fi
CCUSAGE=${CCUSAGE:-$TOP/tests/agents/ccusage}
HAVE_CCU=0
[ -f "$D/.claude" ] && "$CCUSAGE" --version >/dev/null 2>&1 && HAVE_CCU=1
# the same sessions as a JSON Lines store that transcript wrote (its files
# carry the count cache; gen's do not): added to older data sets too
if [ ! -f "$D/.tjsonl" ]; then
	rm -rf "$D/tjsonl"
	"$T" convert --quiet "$D/store.db" "jsonl:$D/tjsonl" || die "convert to jsonl failed"
	: >"$D/.tjsonl"
fi
rm -rf "$W" && mkdir -p "$W" || die "cannot create $W"

# The sessions to load: the median by item count, and the largest by bytes.
"$T" list --bytes "$D/store.db" >"$W/list" || die "list failed"
MED=$(sort -t '	' -k2,2n -k1,1 "$W/list" | awk -F '\t' '{ id[NR] = $1 } END { print id[int((NR + 1) / 2)] }')
LARGEST=$(sort -t '	' -k5,5n -k1,1 "$W/list" | tail -n 1 | cut -f1)
MAXITEM=$(cat "$D/maxitem")
RSS_LIMIT=10240		# KiB: peak RSS <= 10 MB on every job (issue 13)
NSESS=$(wc -l <"$W/list")
NITEMS=$(awk -F '\t' '{ n += $2 } END { print n }' "$W/list")
NBYTES=$(awk -F '\t' '{ n += $5 } END { printf "%.0f\n", n }' "$W/list")

# SQL for the sqlite3-shell baselines of the writing jobs.
sqlq() { sed "s/'/''/g"; }
{
	printf "INSERT INTO items (session_id, seq, json) SELECT '%s', coalesce(max(seq), -1) + 1, '" big
	tr -d '\n' <"$D/input/one.jsonl" | sqlq
	printf "' FROM items WHERE session_id = '%s';\n" big
} >"$W/append-big.sql"
sed 's/big/small/g' "$W/append-big.sql" >"$W/append-small.sql"
{
	echo "BEGIN IMMEDIATE;"
	echo "DELETE FROM items WHERE session_id = 'c1000';"
	sqlq <"$D/input/compacted.jsonl" |
	    awk '{ printf "INSERT INTO items (session_id, seq, json) VALUES (%sc1000%s, %d, %s%s%s);\n", q, q, NR - 1, q, $0, q }' q="'"
	echo "COMMIT;"
} >"$W/replace.sql"
LOADSQL="SELECT json FROM items WHERE session_id = '%s' ORDER BY seq"
LISTSQL="SELECT s.id, (SELECT count(*) FROM items i WHERE i.session_id = s.id), s.created_at FROM sessions s ORDER BY s.id"
LISTBSQL="SELECT s.id, count(i.seq), sum(length(i.json)), s.created_at FROM sessions s LEFT JOIN items i ON i.session_id = s.id GROUP BY s.id"

# --- 2. verification -------------------------------------------------------

ok() { say "verify: $*: ok"; }
bad() { die "verify: $*: outputs differ"; }
dump() { "$T" dump --format=jsonl "$@"; }
# same_bytes A B: byte-identical files
same_bytes() { cmp -s "$1" "$2"; }
# same_dump STORE: STORE dumps to the reference records $R, byte for byte
same_dump() { dump "$1" | cmp -s "$R" -; }

verify() {
	V=$W/v
	rm -rf "$V" && mkdir -p "$V"
	# Every output is removed as soon as it is checked: on M and L the
	# outputs would not all fit on a tmpfs.  R is the reference records.
	R=$V/store.rec
	dump "$D/store.db" >"$R" || bad "dump sqlite"
	same_dump "$D/jsonl" || bad "the generated jsonl and its sqlite copy"
	same_dump "$D/dir" || bad "the generated jsonl and its dir copy"
	ok "generated stores hold the same records ($NSESS sessions, $NITEMS items)"

	# stats --by=day of the Claude Code tree: ccusage's figures
	if [ $HAVE_CCU = 1 ]; then
		CLAUDE_CONFIG_DIR=$D/claude "$CCUSAGE" claude daily --json \
		    --offline >"$V/ccu.json" &&
		    "$T" stats --by=day --json "$D/claude" >"$V/ours.json" &&
		    "$PYTHON" "$TOP/tests/helpers/ccusage_cmp.py" claude daily \
		    "$V/ccu.json" "$V/ours.json" >"$V/cmp" || bad "stats --by=day vs ccusage"
		ok "stats --by=day vs ccusage daily: $(grep -c '^ok' "$V/cmp") days equal"
		rm -f "$V/ccu.json" "$V/ours.json"
	fi

	# sqlite -> jsonl: transcript == generator bytes == durable floor == plain floor
	"$T" convert --quiet "$D/store.db" "jsonl:$V/o" && diff -r "$D/jsonl" "$V/o" >/dev/null ||
	    bad "transcript sqlite->jsonl vs the generated files"
	rm -rf "$V/o"
	"$FLOOR" -d rows2lines "$D/store.db" "$V/o" && diff -r "$D/jsonl" "$V/o" >/dev/null ||
	    bad "floor -d rows2lines"
	rm -rf "$V/o"
	"$FLOOR" rows2lines "$D/store.db" "$V/o" && diff -r "$D/jsonl" "$V/o" >/dev/null ||
	    bad "floor rows2lines"
	rm -rf "$V/o"
	"$FLOOR" -s rows2lines "$D/store.db" "$V/o" && diff -r "$D/jsonl" "$V/o" >/dev/null ||
	    bad "floor -s rows2lines"
	rm -rf "$V/o"
	ok "sqlite->jsonl: transcript, floor (bytes)"
	if [ $HAVE_PY = 1 ]; then
		pyrun py_sqlite2jsonl.py "$D/store.db" "$V/o" &&
		    pyrun py_same.py dirs "$D/jsonl" "$V/o" >/dev/null || bad "py_sqlite2jsonl"
		rm -rf "$V/o"
		ok "sqlite->jsonl: python (items, order, values)"
	fi

	# jsonl -> sqlite
	"$T" convert --quiet "$D/jsonl" "sqlite:$V/o.db" && same_dump "$V/o.db" ||
	    bad "transcript jsonl->sqlite"
	rm -f "$V"/o.db*
	"$FLOOR" lines2rows "$D/jsonl" "$V/o.db" && same_dump "$V/o.db" || bad "floor lines2rows"
	rm -f "$V"/o.db*
	"$FLOOR" -1 lines2rows "$D/jsonl" "$V/o.db" && same_dump "$V/o.db" ||
	    bad "floor -1 lines2rows"
	rm -f "$V"/o.db*
	ok "jsonl->sqlite: transcript, floor (bytes)"
	if [ $HAVE_PY = 1 ]; then
		pyrun py_jsonl2sqlite.py "$D/jsonl" "$V/o.db" && dump "$V/o.db" >"$V/o.rec" &&
		    pyrun py_same.py records "$R" "$V/o.rec" >/dev/null || bad "py_jsonl2sqlite"
		rm -f "$V"/o.db* "$V/o.rec"
		ok "jsonl->sqlite: python (items, order, values)"
	fi

	# sqlite -> dir
	"$T" convert --quiet "$D/store.db" "dir:$V/o" && same_dump "$V/o" ||
	    bad "transcript sqlite->dir"
	rm -rf "$V/o"
	"$FLOOR" -d rows2files "$D/store.db" "$V/o" && same_dump "dir:$V/o" || bad "floor rows2files"
	rm -rf "$V/o"
	"$FLOOR" -s rows2files "$D/store.db" "$V/o" && same_dump "dir:$V/o" ||
	    bad "floor -s rows2files"
	rm -rf "$V/o"
	ok "sqlite->dir: transcript, floor (items as bytes)"
	if [ $HAVE_PY = 1 ]; then
		pyrun py_sqlite2jsonl.py --dir "$D/store.db" "$V/o" && dump "dir:$V/o" >"$V/o.rec" &&
		    pyrun py_same.py records --ignore-created "$R" "$V/o.rec" >/dev/null ||
		    bad "py_sqlite2jsonl --dir"
		rm -rf "$V/o" "$V/o.rec"
		ok "sqlite->dir: python (items, order, values)"
	fi

	# dir -> sqlite (the floor stores the files' pretty-printed bytes: counts)
	"$T" convert --quiet "$D/dir" "sqlite:$V/o.db" && same_dump "$V/o.db" ||
	    bad "transcript dir->sqlite"
	rm -f "$V"/o.db*
	"$FLOOR" count "$D/store.db" >"$V/store.cnt" || bad "floor count"
	for f in "" -1; do
		# shellcheck disable=SC2086
		"$FLOOR" $f files2rows "$D/dir" "$V/o.db" && "$FLOOR" count "$V/o.db" >"$V/o.cnt" &&
		    same_bytes "$V/store.cnt" "$V/o.cnt" || bad "floor $f files2rows"
		rm -f "$V"/o.db*
	done
	ok "dir->sqlite: transcript (bytes), floor (sessions, item counts)"

	# --to: every translated session is clean as its target
	for to in anthropic responses; do
		"$T" convert --quiet --to=$to "$D/store.db" "jsonl:$V/o" 2>/dev/null &&
		    "$T" check --quiet --dialect=$to "$V/o" || bad "transcript convert --to=$to"
		rm -rf "$V/o"
	done
	ok "sqlite->jsonl --to: anthropic and responses, check clean"
	if [ $HAVE_PY = 1 ]; then
		pyrun py_jsonl2sqlite.py --dir "$D/dir" "$V/o.db" && dump "$V/o.db" >"$V/o.rec" &&
		    pyrun py_same.py records "$R" "$V/o.rec" >/dev/null || bad "py_jsonl2sqlite --dir"
		rm -f "$V"/o.db* "$V/o.rec"
		ok "dir->sqlite: python (items, order, values)"
	fi
	rm -f "$R"

	# check: no findings from either checker; the same number on a damaged copy
	"$T" check "$D/store.db" >"$V/out" 2>"$V/err" && ! [ -s "$V/out" ] &&
	    grep -q " 0 errors, 0 warnings$" "$V/err" || bad "transcript check sqlite (not clean)"
	"$T" check "$D/jsonl" >"$V/out" 2>"$V/err" && ! [ -s "$V/out" ] &&
	    grep -q " 0 errors, 0 warnings$" "$V/err" || bad "transcript check jsonl (not clean)"
	mkdir "$V/bad" && f=$(ls "$D"/jsonl/*.jsonl | head -n 1) &&
	    awk '/"role":"tool"/ { n++; if (n == 1) next; if (n == 3) print } { print }' "$f" \
	    >"$V/bad/$(basename "$f")" || bad "damaged copy"
	tn=$("$T" check --format=json "$V/bad" 2>/dev/null | grep -c '"code"')
	[ "$tn" -eq 2 ] || bad "transcript check on a damaged copy ($tn findings, not 2)"
	if [ $HAVE_PY = 1 ]; then
		for s in "$D/store.db" "$D/jsonl"; do
			pyrun py_check.py "$s" >"$V/out" 2>"$V/err" && ! [ -s "$V/out" ] ||
			    bad "py_check $s (findings)"
		done
		pn=$(pyrun py_check.py "$V/bad" 2>/dev/null | wc -l)
		[ "$pn" -eq "$tn" ] || bad "py_check on a damaged copy ($pn findings, transcript $tn)"
		ok "check: transcript and py_check find 0 (and $tn on a damaged copy)"
	else
		ok "check: transcript finds 0 (and $tn on a damaged copy)"
	fi
	# secrets (issue 27): the generated corpus holds none, the damaged
	# copy with one planted holds one (its secrets job must scan it all)
	if "$T" secrets --help >/dev/null 2>&1; then
		"$T" secrets "$D/jsonl" >"$V/out" 2>"$V/err" && ! [ -s "$V/out" ] ||
		    bad "transcript secrets jsonl (found some)"
		printf '%s\n' '{"role":"user","content":"key AKIA2E0A8F3B244C9986"}' >>"$V/bad/$(basename "$f")"
		sn=$("$T" secrets "$V/bad" 2>/dev/null | wc -l)
		[ "$sn" -eq 1 ] || bad "transcript secrets on a planted copy ($sn findings, not 1)"
		ok "secrets: none in the corpus, 1 planted found"
	fi
	if [ $HAVE_JQ = 1 ]; then
		n=$("$JQ" -c . "$D"/jsonl/*.jsonl | wc -l)
		[ "$n" -eq "$NITEMS" ] || bad "jq -c . ($n items, not $NITEMS)"
		ok "jq -c . validates $n items"
	fi

	# load: transcript == floor == sqlite3 shell == cat
	for s in "$MED" "$LARGEST"; do
		"$T" load "$D/store.db" "$s" >"$V/t.load" &&
		    "$FLOOR" load "$D/store.db" "$s" >"$V/f.load" &&
		    same_bytes "$V/t.load" "$V/f.load" || bad "load $s: floor"
		"$T" load "$D/jsonl" "$s" >"$V/tj.load" && same_bytes "$V/t.load" "$V/tj.load" &&
		    same_bytes "$V/t.load" "$D/jsonl/$s.jsonl" || bad "load $s: jsonl, cat"
		if [ $HAVE_SQ = 1 ]; then
			# shellcheck disable=SC2059
			"$SQLITE3" -readonly "$D/store.db" "$(printf "$LOADSQL" "$s")" >"$V/s.load" &&
			    same_bytes "$V/t.load" "$V/s.load" || bad "load $s: sqlite3"
		fi
	done
	ok "load (median $MED, largest $LARGEST): transcript, floor, sqlite3, cat (bytes)"

	# list: the three stores agree; the floor's counts and bytes agree
	"$T" list --bytes "$D/jsonl" >"$V/lj" && same_bytes "$W/list" "$V/lj" || bad "list jsonl"
	"$T" list --bytes "$D/tjsonl" >"$V/ljt" && same_bytes "$W/list" "$V/ljt" || bad "list jsonl (ours)"
	"$T" list --bytes "$D/dir" >"$V/ld" && same_bytes "$W/list" "$V/ld" || bad "list dir"
	"$T" list "$D/store.db" >"$V/lq" && cut -f1-4 "$W/list" >"$V/lb" &&
	    same_bytes "$V/lq" "$V/lb" || bad "list without --bytes"
	"$FLOOR" list "$D/store.db" | cut -f1-3 >"$V/lf" && cut -f1,2,5 "$W/list" >"$V/lt" &&
	    same_bytes "$V/lt" "$V/lf" || bad "list: floor"
	if [ $HAVE_SQ = 1 ]; then
		"$SQLITE3" -readonly -separator '	' "$D/store.db" "$LISTSQL" | cut -f1,2 >"$V/ls" &&
		    cut -f1,2 "$W/list" >"$V/lt2" && same_bytes "$V/lt2" "$V/ls" || bad "list: sqlite3"
	fi
	ok "list: sqlite, jsonl, dir, floor, sqlite3"

	# append / compact-replace on scratch copies: the session ends as expected
	cp "$D/append.db" "$V/a.db" && cp "$D/cr.db" "$V/cr.db" || bad "copy"
	"$T" append "$V/a.db" big "$D/input/one.jsonl" &&
	    "$T" load --last=1 "$V/a.db" big >"$V/last" &&
	    same_bytes "$D/input/one.jsonl" "$V/last" || bad "transcript append"
	"$FLOOR" append "$V/a.db" big "$D/input/one.jsonl" &&
	    "$T" load --last=1 "$V/a.db" big >"$V/last" &&
	    same_bytes "$D/input/one.jsonl" "$V/last" || bad "floor append"
	cp -r "$D/ajsonl" "$V/aj" && "$FLOOR" addline "$V/aj/big.jsonl" "$D/input/one.jsonl" &&
	    "$T" load --last=1 "$V/aj" big >"$V/last" &&
	    same_bytes "$D/input/one.jsonl" "$V/last" || bad "floor addline"
	"$T" compact-replace "$V/cr.db" c1000 "$D/input/compacted.jsonl" &&
	    "$T" load "$V/cr.db" c1000 >"$V/cr.load" &&
	    same_bytes "$D/input/compacted.jsonl" "$V/cr.load" || bad "transcript compact-replace"
	cp "$D/cr.db" "$V/cr.db" && "$FLOOR" replace "$V/cr.db" c1000 "$D/input/compacted.jsonl" &&
	    "$T" load "$V/cr.db" c1000 >"$V/cr.load" &&
	    same_bytes "$D/input/compacted.jsonl" "$V/cr.load" || bad "floor replace"
	if [ $HAVE_SQ = 1 ]; then
		"$SQLITE3" "$V/a.db" <"$W/append-big.sql" &&
		    "$T" load --last=1 "$V/a.db" big >"$V/last" &&
		    same_bytes "$D/input/one.jsonl" "$V/last" || bad "sqlite3 append"
		cp "$D/cr.db" "$V/cr.db" && "$SQLITE3" "$V/cr.db" <"$W/replace.sql" &&
		    "$T" load "$V/cr.db" c1000 >"$V/cr.load" &&
		    same_bytes "$D/input/compacted.jsonl" "$V/cr.load" || bad "sqlite3 replace"
	fi
	ok "append, compact-replace: transcript, floors, sqlite3 (bytes)"
	rm -rf "$V"
}

if [ "${BENCH_VERIFY:-1}" = 0 ]; then
	say "run.sh: verification skipped (BENCH_VERIFY=0)"
else
	verify
fi

# --- 3. timing -------------------------------------------------------------

RES=$W/results.tsv
: >"$RES"
rm -f "$W/failed"

# measure CMD: "WALL CPU MAXRSS_KIB" (medians) of CMD (shell words, eval'ed),
# or "- - -" if it is empty or failed.  Uses $PREP and $OUT.
measure() {
	[ -n "$1" ] || { echo "- - -"; return; }
	line=$(eval "\"\$MEASURE\" -n \"\$RUNS\" -w 0 -p \"\$PREP\" -o \"\$OUT\" -e \"\$W/stderr\" -- $1") || {
		say "run.sh: failed: $1"
		sed 's/^/run.sh:    /' "$W/stderr" | tail -n 5 >&2
		: >"$W/failed"
		echo "- - -"
		return
	}
	echo "$line" | sed 's/^median=\([^ ]*\) .* cpu=\([^ ]*\) maxrss_kib=\([^ ]*\) .*$/\1 \2 \3/'
}

# selected LABEL: whether BENCH_JOBS (if set) selects the job LABEL
selected() {
	[ -z "${BENCH_JOBS:-}" ] || printf '%s\n' "$1" | grep -Eq "$BENCH_JOBS"
}

# job LABEL TARGET TCMD BCMD BNAME FCMD FNAME: time transcript, baseline,
# floor; record a line of $RES: label, wall t b f, rss, target, names,
# cpu t b f, and what $POST (shell words, eval'ed after the runs) prints:
# tab-separated extra fields (the index jobs': corpus and index bytes).
# $FPREP, if set, is the floor's PREP.
job() {
	selected "$1" || return
	say "run.sh: $1"
	# shellcheck disable=SC2046
	set -- "$1" "$2" "$3" "$4" "$5" "$6" "$7" $(measure "$3") $(measure "$4") \
	    $(PREP=${FPREP:-$PREP}; measure "$6")
	# $8-$10 transcript, $11-$13 baseline, $14-$16 floor: wall cpu rss
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$8" "${11}" "${14}" "${10}" \
	    "$2" "$5" "$7" "$9" "${12}" "${15}" "$(eval "$POST")" >>"$RES"
	PREP=: OUT=/dev/null POST=: FPREP=
	rm -rf "$O" "$O".db*
}

PREP=: OUT=/dev/null POST=: FPREP=
O=$W/o
q=--quiet
py() { [ $HAVE_PY = 1 ] && echo "$PYTHON $HERE/$*"; }
sq() { [ $HAVE_SQ = 1 ] && echo "$SQLITE3 $*"; }

# Targets (issue 13): convert into files ≤1.3x the durable raw copy
# (floor -s: every file, then one syncfs), into a new SQLite database
# ≤1.3x the one-transaction import (floor -1), check ≤1.3x the scan or cat.
PREP="rm -rf $O; sync"
job "convert sqlite→jsonl" "f<=1.3,b>=8" \
    "$T convert $q $D/store.db jsonl:$O" "$(py py_sqlite2jsonl.py $D/store.db $O)" "python" \
    "$FLOOR -s rows2lines $D/store.db $O" "floor -s"
PREP="rm -rf $O; sync"
job "convert sqlite→jsonl --no-verify" "f<=1.3,b>=8" \
    "$T convert $q --no-verify $D/store.db jsonl:$O" "$(py py_sqlite2jsonl.py $D/store.db $O)" "python" \
    "$FLOOR -s rows2lines $D/store.db $O" "floor -s"
PREP="rm -rf $O; sync"
job "convert sqlite→jsonl, floor fsyncing every file" "" \
    "$T convert $q $D/store.db jsonl:$O" "" "" \
    "$FLOOR -d rows2lines $D/store.db $O" "floor -d"
PREP="rm -rf $O; sync"
job "convert sqlite→jsonl, floor without fsync" "" \
    "$T convert $q $D/store.db jsonl:$O" "" "" \
    "$FLOOR rows2lines $D/store.db $O" "floor"
PREP="rm -f $O.db $O.db-wal $O.db-shm $O.db-journal; sync"
job "convert jsonl→sqlite" "f<=1.3" \
    "$T convert $q $D/jsonl sqlite:$O.db" "$(py py_jsonl2sqlite.py $D/jsonl $O.db)" "python" \
    "$FLOOR -1 lines2rows $D/jsonl $O.db" "floor -1"
PREP="rm -f $O.db $O.db-wal $O.db-shm $O.db-journal; sync"
job "convert jsonl→sqlite, floor with a transaction per session" "" \
    "$T convert $q $D/jsonl sqlite:$O.db" "" "" \
    "$FLOOR lines2rows $D/jsonl $O.db" "floor"
PREP="rm -rf $O; sync"
job "convert sqlite→dir" "f<=1.3" \
    "$T convert $q $D/store.db dir:$O" "$(py py_sqlite2jsonl.py --dir $D/store.db $O)" "python" \
    "$FLOOR -s rows2files $D/store.db $O" "floor -s"
PREP="rm -f $O.db $O.db-wal $O.db-shm $O.db-journal; sync"
job "convert dir→sqlite" "f<=1.3" \
    "$T convert $q $D/dir sqlite:$O.db" "$(py py_jsonl2sqlite.py --dir $D/dir $O.db)" "python" \
    "$FLOOR -1 files2rows $D/dir $O.db" "floor -1"
# Translation (issue 24): convert --to streams item by item, within 1.5x
# the plain convert between the same stores (its floor here).
PREP="rm -rf $O; sync"
job "convert --to=anthropic sqlite→jsonl" "f<=1.5" \
    "$T convert $q --to=anthropic $D/store.db jsonl:$O" "" "" \
    "$T convert $q $D/store.db jsonl:$O" "convert"
PREP="rm -rf $O; sync"
job "convert --to=responses sqlite→jsonl" "f<=1.5" \
    "$T convert $q --to=responses $D/store.db jsonl:$O" "" "" \
    "$T convert $q $D/store.db jsonl:$O" "convert"
job "check sqlite" "f<=1.3,b>=4" \
    "$T check $D/store.db" "$(py py_check.py $D/store.db)" "python" \
    "$FLOOR scan $D/store.db" "floor scan"
job "check jsonl" "f<=1.3,b>=4" \
    "$T check $D/jsonl" "$(py py_check.py $D/jsonl)" "python" \
    "sh -c 'cat $D/jsonl/*.jsonl'" "cat"
if [ $HAVE_JQ = 1 ]; then
	job "check jsonl vs jq -c ." "" \
	    "$T check $D/jsonl" "sh -c '$JQ -c . $D/jsonl/*.jsonl'" "jq" \
	    "sh -c 'cat $D/jsonl/*.jsonl'" "cat"
fi
# grep and stats (issue 14): as fast as check, grep -c ≤1.5x GNU grep -c
# over the same files; only if this transcript has the command.
has_cmd() { "$T" "$1" --help >/dev/null 2>&1; }
GREPPAT=transcript
# Output to a file, not /dev/null: GNU grep stops reading a file at its
# first match when its output is /dev/null, so -c would not count
# (job() resets OUT after each job).
if has_cmd grep; then
	OUT=$W/grep.out
	job "grep -c (jsonl)" "f<=1.5" \
	    "$T grep -c $GREPPAT $D/jsonl" "" "" \
	    "sh -c 'grep -c $GREPPAT $D/jsonl/*.jsonl'" "GNU grep -c"
	OUT=$W/grep.out
	job "grep -c (jsonl) vs check" "f<=1.0" \
	    "$T grep -c $GREPPAT $D/jsonl" "" "" \
	    "$T check $D/jsonl" "check"
	OUT=$W/grep.out
	job "grep -c (sqlite) vs check" "f<=1.0" \
	    "$T grep -c $GREPPAT $D/store.db" "" "" \
	    "$T check $D/store.db" "check"
else
	say "run.sh: grep jobs skipped: $T has no grep command"
fi
if has_cmd stats; then
	OUT=$W/grep.out
	job "stats (jsonl) vs check" "f<=1.0" \
	    "$T stats $D/jsonl" "" "" \
	    "$T check $D/jsonl" "check"
	OUT=$W/grep.out
	job "stats (sqlite) vs check" "f<=1.0" \
	    "$T stats $D/store.db" "" "" \
	    "$T check $D/store.db" "check"
	# tokens and cost by day (issue 25): ≥2x faster than ccusage daily,
	# the same figures (verified above); the floor reads every file
	if [ $HAVE_CCU = 1 ]; then
		OUT=$W/grep.out
		job "stats --by=day (claude-code) vs ccusage daily" "b>=2" \
		    "$T stats --by=day --json $D/claude" \
		    "env CLAUDE_CONFIG_DIR=$D/claude $CCUSAGE claude daily --json --offline" \
		    "ccusage" \
		    "sh -c 'find $D/claude -name *.jsonl -exec cat {} +'" "cat"
	else
		say "run.sh: stats vs ccusage skipped: no ccusage (npm ci --prefix tests/agents) or python"
	fi
else
	say "run.sh: stats jobs skipped: $T has no stats command"
fi
# secrets (issue 27): the scan --redact does, as fast as check
if has_cmd secrets; then
	job "secrets (jsonl) vs check" "f<=1.0" \
	    "$T secrets $D/jsonl" "" "" \
	    "$T check $D/jsonl" "check"
	job "secrets (sqlite) vs check" "f<=1.0" \
	    "$T secrets $D/store.db" "" "" \
	    "$T check $D/store.db" "check"
else
	say "run.sh: secrets jobs skipped: $T has no secrets command"
fi
# index and search (issue 28), when the binary has them: the index of a
# copy of the jsonl store (hard links, but for the largest session, which
# the append job grows: its files are copied), built once (BENCH_IX_RUNS,
# default 1 on M and L, else $RUNS: a build of M takes ~14 s) at ≥40 MB/s
# of corpus, peak RSS ≤64 MiB, index ≤35% of the corpus (after a WAL
# checkpoint), against the FTS5 floor (floor -1 lines2fts: the raw lines
# into the same FTS5 table in one transaction); rerun on the unchanged
# store (<0.1 s) and after each append of one item to the largest session
# (<0.2 s).  Then search: three words (in 55%, 5% and 0.25% of the items)
# against `transcript grep -c` and GNU `grep -c` over the same files
# (output to a file, as for grep), and the 100 queries of
# bench/queries.txt, each its own process (bench/queries.sh): the median
# (<10 ms) and the 95th percentile (<50 ms) of their medians, warm.
if has_cmd index && has_cmd search; then
	IX=$W/index.db IXS=$W/ixjsonl
	rm -rf "$IXS" && cp -al "$D/jsonl" "$IXS" && rm -f "$IXS/$LARGEST".* &&
	    cp "$D/jsonl/$LARGEST".* "$IXS/" || die "cannot copy the jsonl store for the index"
	IXBYTES=$(cat "$IXS"/*.jsonl | wc -c)
	# size of the index: the database after a checkpoint, and its WAL
	ixsize() {
		[ $HAVE_SQ = 0 ] || ! [ -f "$IX" ] ||
		    "$SQLITE3" "$IX" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
		printf '%s\t%s\n' "$IXBYTES" "$(fsize "$IX" "$IX-wal")"
	}
	case $SCALE in M|L) IXRUNS=1 ;; *) IXRUNS=$RUNS ;; esac
	IXRUNS=${BENCH_IX_RUNS:-$IXRUNS}
	runs=$RUNS RUNS=$IXRUNS
	PREP="rm -f $IX $IX-wal $IX-shm; sync" FPREP="rm -f $O.db $O.db-journal; sync"
	POST=ixsize
	job "index build (jsonl)" "mbs>=40,size<=0.35,rss<=65536" \
	    "$T index --quiet --db=$IX $IXS" "" "" \
	    "$FLOOR -1 lines2fts $IXS $O.db" "floor -1 lines2fts"
	RUNS=$runs
	# the jobs below need the index, whether that one ran or not
	[ -f "$IX" ] || "$T" index --quiet --db="$IX" "$IXS" || die "index failed"
	# verify: search finds every item grep finds (a word that only the
	# French system prompt has: never a part of another word)
	sn=$("$T" search --db="$IX" --all --limit=0 --json autrement | wc -l)
	tn=$("$T" grep -c autrement "$IXS" | awk -F : '{ n += $NF } END { print n + 0 }')
	gn=$(cat "$IXS"/*.jsonl | grep -c autrement)
	[ "$sn" -eq "$tn" ] && [ "$sn" -eq "$gn" ] ||
	    die "verify: search autrement: $sn hits, transcript grep -c $tn, grep -c $gn"
	ok "search autrement: $sn hits, as transcript grep -c and grep -c"
	job "index, unchanged store (jsonl)" "t<0.1,rss<=65536" \
	    "$T index --quiet --db=$IX $IXS" "" "" "" ""
	PREP="$T append $IXS $LARGEST $D/input/one.jsonl"
	job "index, 1 item appended to the largest session (jsonl)" "t<0.2,rss<=65536" \
	    "$T index --quiet --db=$IX $IXS" "" "" "" ""
	for w in linker celsius autrement; do
		OUT=$W/grep.out
		job "search $w vs grep -c (jsonl)" "" \
		    "$T search --db=$IX $w" "$T grep -c $w $IXS" "transcript grep -c" \
		    "sh -c 'grep -c $w $IXS/*.jsonl'" "GNU grep -c"
	done
	lq="search: median of the per-query medians (bench/queries.txt)"
	if selected "$lq"; then
		say "run.sh: $lq"
		mkdir -p "$W/q"
		if qs=$(queries_time "$IX" "$RUNS" "$W/q"); then
			# N NOHITS WALL_MED WALL_P95 CPU_MED CPU_P95 RSS
			# shellcheck disable=SC2086
			set -- $qs
			n=$1 none=$2
			[ "$none" = 0 ] && sfx=", $n queries" || sfx=", $n queries, $none without hits"
			printf '%s\t%s\t-\t-\t%s\t%s\t\t\t%s\t-\t-\t\n' \
			    "search: median of the per-query medians$sfx" "$3" "$7" "t<0.01" "$5" \
			    "search: 95th percentile of the per-query medians$sfx" "$4" "$7" "t<0.05" "$6" \
			    >>"$RES"
			cp "$W/q/q.tsv" "$D/queries.tsv"
		else
			say "run.sh: failed: the queries of $QUERIES"
			: >"$W/failed"
		fi
	fi
else
	say "run.sh: index and search jobs skipped: $T has no index or search command"
fi
# sync (issue 29), when the binary has it: an archive (jsonl) of a copy of
# the jsonl store (hard links, but for the largest session, which a job
# grows: its files are copied), made once; then reruns on the unchanged
# store (<0.5 s: a stat per session file) and after each append of one
# item to the largest session (<0.5 s: that session only); and 20,000
# small sessions (two items each), unchanged (<2 s).
if has_cmd sync; then
	SY=$W/syarch SYS=$W/syjsonl SM=$W/sy20k
	rm -rf "$SYS" "$SY" "$SY.sync" && cp -al "$D/jsonl" "$SYS" &&
	    rm -f "$SYS/$LARGEST".* && cp "$D/jsonl/$LARGEST".* "$SYS/" ||
	    die "cannot copy the jsonl store for sync"
	if selected "sync"; then
		"$T" sync --quiet "$SYS" "jsonl:$SY" || die "sync failed"
	fi
	job "sync, unchanged store (jsonl)" "t<0.5,rss<=65536" \
	    "$T sync --quiet $SYS $SY" "" "" "" ""
	PREP="$T append $SYS $LARGEST $D/input/one.jsonl"
	job "sync, 1 item appended to the largest session (jsonl)" "t<0.5,rss<=65536" \
	    "$T sync --quiet $SYS $SY" "" "" "" ""
	if selected "sync, 20,000" && ! [ -f "$SM.arch.sync" ]; then
		rm -rf "$SM" "$SM.arch" && mkdir -p "$SM" &&
		    awk -v d="$SM" 'BEGIN { for (i = 0; i < 20000; i++) {
			f = sprintf("%s/s%05d.jsonl", d, i)
			printf "{\"role\":\"user\",\"content\":\"hello %d\"}\n", i >f
			print "{\"role\":\"assistant\",\"content\":\"hi\"}" >f
			close(f) } }' &&
		    "$T" sync --quiet "$SM" "jsonl:$SM.arch" || die "sync of 20,000 sessions failed"
	fi
	job "sync, 20,000 small sessions unchanged (jsonl)" "t<2,rss<=65536" \
	    "$T sync --quiet $SM $SM.arch" "" "" "" ""
else
	say "run.sh: sync jobs skipped: $T has no sync command"
fi
# shellcheck disable=SC2059
job "load median session (sqlite)" "b>=1" \
    "$T load $D/store.db $MED" "$(sq -readonly $D/store.db \"$(printf "$LOADSQL" "$MED")\")" "sqlite3" \
    "$FLOOR load $D/store.db $MED" "floor"
# shellcheck disable=SC2059
job "load largest session (sqlite)" "b>=1" \
    "$T load $D/store.db $LARGEST" "$(sq -readonly $D/store.db \"$(printf "$LOADSQL" "$LARGEST")\")" "sqlite3" \
    "$FLOOR load $D/store.db $LARGEST" "floor"
job "load largest session (jsonl)" "" \
    "$T load $D/jsonl $LARGEST" "" "" \
    "cat $D/jsonl/$LARGEST.jsonl" "cat"
job "list (sqlite)" "t<0.1" \
    "$T list $D/store.db" "$(sq -readonly $D/store.db \"$LISTSQL\")" "sqlite3" \
    "" ""
job "list --bytes (sqlite)" "" \
    "$T list --bytes $D/store.db" "$(sq -readonly $D/store.db \"$LISTBSQL\")" "sqlite3" \
    "$FLOOR count $D/store.db" "floor count"
job "list (jsonl written by transcript)" "t<0.1" \
    "$T list $D/tjsonl" "sh -c 'wc -lc $D/tjsonl/*.jsonl'" "wc -lc" \
    "sh -c 'cat $D/tjsonl/*.meta.json'" "cat sidecars"
job "list (jsonl written by another program)" "" \
    "$T list $D/jsonl" "sh -c 'wc -lc $D/jsonl/*.jsonl'" "wc -lc" \
    "sh -c 'cat $D/jsonl/*.meta.json'" "cat sidecars"
job "list (dir)" "t<0.1" \
    "$T list $D/dir" "" "" \
    "sh -c 'cat $D/dir/*/meta.json'" "cat meta.json"

# Writing jobs.  The append jobs grow their stores by a few items per run;
# "prop" compares a 100k-item session with a 10-item one.
A=$W/a
cp "$D/append.db" "$A.db" && cp -r "$D/ajsonl" "$A-jsonl" && cp -r "$D/adir" "$A-dir" ||
    die "cannot copy the append stores"
ONE=$D/input/one.jsonl
job "append 1 item, $BIG-item session (sqlite)" "prop" \
    "$T append $A.db big $ONE" "$(sq $A.db "'.read $W/append-big.sql'")" "sqlite3" \
    "$FLOOR append $A.db big $ONE" "floor"
job "append 1 item, 10-item session (sqlite)" "" \
    "$T append $A.db small $ONE" "$(sq $A.db "'.read $W/append-small.sql'")" "sqlite3" \
    "$FLOOR append $A.db small $ONE" "floor"
PREP="printf '{\"uuid\":\"%s\",\"role\":\"user\",\"content\":\"hi\"}\\n' \$(date +%s%N) >$W/uuid.jsonl"
job "append --dedupe=uuid, $BIG-item session (sqlite)" "" \
    "$T append --dedupe=uuid $A.db big $W/uuid.jsonl" "" "" \
    "$FLOOR append $A.db big $ONE" "floor (no dedupe)"
job "append 1 item, $BIG-item session (jsonl)" "prop" \
    "$T append $A-jsonl big $ONE" "sh -c 'cat $ONE >>$A-jsonl/big.jsonl'" "cat >>" \
    "$FLOOR addline $A-jsonl/big.jsonl $ONE" "echo >> + fsync"
job "append 1 item, 10-item session (jsonl)" "" \
    "$T append $A-jsonl small $ONE" "sh -c 'cat $ONE >>$A-jsonl/small.jsonl'" "cat >>" \
    "$FLOOR addline $A-jsonl/small.jsonl $ONE" "echo >> + fsync"
job "append 1 item, $BIG-item session (dir)" "prop" \
    "$T append $A-dir big $ONE" "" "" "" ""
job "append 1 item, 10-item session (dir)" "" \
    "$T append $A-dir small $ONE" "" "" "" ""
IN=$D/input/compacted.jsonl
PREP="cp $D/cr.db $W/cr.db && rm -f $W/cr.db-wal $W/cr.db-shm"
job "compact-replace $CR → 50 items (sqlite)" "" \
    "$T compact-replace $W/cr.db c1000 $IN" "$(sq $W/cr.db "'.read $W/replace.sql'")" "sqlite3" \
    "$FLOOR replace $W/cr.db c1000 $IN" "floor"
PREP="rm -rf $W/crj && cp -r $D/crjsonl $W/crj"
job "compact-replace $CR → 50 items (jsonl)" "" \
    "$T compact-replace $W/crj c1000 $IN" "" "" \
    "cp $IN $W/crj/c1000.jsonl" "cp"
PREP="rm -rf $W/crd && cp -r $D/crdir $W/crd"
job "compact-replace $CR → 50 items (dir)" "" \
    "$T compact-replace $W/crd c1000 $IN" "" "" "" ""

# PostgreSQL jobs, on a throwaway cluster (tests/helpers/pg.sh) when the
# server binaries are there and transcript has libpq: convert in against
# psql's \copy of the same rows and the psycopg2 baseline, convert out
# against psql's \copy (SELECT ...) TO, load against psql -Atc.
TRANSCRIPT=$T
# shellcheck source=../tests/helpers/pg.sh
. "$TOP/tests/helpers/pg.sh"
if [ -z "${BENCH_JOBS:-}" ] || printf 'postgres\n' | grep -Eq "$BENCH_JOBS"; then
	if pg_start >"$W/pg.log" 2>&1; then
		HAVE_PG=1
	else
		HAVE_PG=0
		say "run.sh: postgres jobs skipped: ${PG_SKIP:-the cluster did not start}"
	fi
else
	HAVE_PG=0
fi
if [ $HAVE_PG = 1 ]; then
	PSQL="psql -X -q -v ON_ERROR_STOP=1"
	$PSQL -c "CREATE DATABASE src" -c "CREATE DATABASE bench" || die "createdb failed"
	"$T" convert --quiet "$D/store.db" postgres:dbname=src || die "convert to postgres failed"
	R=$W/pg.rec
	dump "$D/store.db" >"$R" && same_dump postgres:dbname=src ||
	    bad "the sqlite store and its postgres copy"
	$PSQL -d src -c "\\copy sessions TO '$W/sessions.copy'" \
	    -c "\\copy items TO '$W/items.copy'" || die "psql copy failed"
	# Debian's python3-psycopg2 is for /usr/bin/python3, which may not be
	# the python3 on PATH
	PYPG=
	for p in "$PYTHON" /usr/bin/python3; do
		if [ -z "$PYPG" ] && "$p" -c 'import psycopg2' 2>/dev/null; then
			PYPG=$p
		fi
	done
	PGOPTIONS='-c client_min_messages=warning'
	export PGOPTIONS
	# psql's \copy fills the tables as transcript makes them: with lz4
	# compression of the items where the server has it (the psycopg2
	# baseline makes its own, with the server's default, pglz)
	ITEMCOMP=
	[ "$($PSQL -d src -Atc "SELECT attcompression FROM pg_attribute WHERE attrelid = 'items'::regclass AND attname = 'json'" 2>/dev/null)" = l ] &&
	    ITEMCOMP=" COMPRESSION lz4"
	PGDDL="CREATE TABLE sessions (id text PRIMARY KEY, created_at bigint NOT NULL); CREATE TABLE items (session_id text NOT NULL REFERENCES sessions(id), seq bigint NOT NULL, json json$ITEMCOMP NOT NULL, PRIMARY KEY (session_id, seq))"
	HAVE_PYPG=0
	if [ -n "$PYPG" ]; then
		HAVE_PYPG=1
		"$PYPG" "$HERE/py_sqlite2pg.py" "$D/store.db" dbname=bench &&
		    dump postgres:dbname=bench >"$W/py.rec" &&
		    pyrun py_same.py records "$R" "$W/py.rec" >/dev/null &&
		    ok "py_sqlite2pg (items, order, values)" || bad "py_sqlite2pg"
		rm -f "$W/py.rec"
		rm -rf "$O" && "$PYPG" "$HERE/py_pg2jsonl.py" dbname=src "$O" &&
		    pyrun py_same.py dirs "$D/jsonl" "$O" >/dev/null && ok "py_pg2jsonl" ||
		    bad "py_pg2jsonl"
		rm -rf "$O"
	else
		say "run.sh: no psycopg2 (python3-psycopg2): no Python baseline"
	fi
	"$T" load postgres:dbname=src "$MED" >"$W/l1" &&
	    $PSQL -d src -Atc "$(printf "$LOADSQL" "$MED")" >"$W/l2" && same_bytes "$W/l1" "$W/l2" &&
	    ok "load (postgres) and psql -Atc" || bad "load (postgres) and psql -Atc"
	pypg() { [ $HAVE_PYPG = 1 ] && echo "$PYPG $HERE/$*"; }
	PREP="$PSQL -d bench -c 'DROP TABLE IF EXISTS items, sessions'; sync"
	job "convert sqlite→postgres" "f<=1.3,b>=5" \
	    "$T convert $q $D/store.db postgres:dbname=bench" \
	    "$(pypg py_sqlite2pg.py $D/store.db dbname=bench)" "psycopg2" \
	    "$PSQL -d bench -1 -c '$PGDDL' -c '\\copy sessions FROM $W/sessions.copy' -c '\\copy items FROM $W/items.copy'" "psql \\copy"
	PREP="rm -rf $O $O.txt; sync"
	job "convert postgres→jsonl" "f<=1.3,b>=5" \
	    "$T convert $q postgres:dbname=src jsonl:$O" \
	    "$(pypg py_pg2jsonl.py dbname=src $O)" "psycopg2" \
	    "$PSQL -d src -c '\\copy (SELECT json FROM items ORDER BY session_id, seq) TO $O.txt'" "psql \\copy"
	# shellcheck disable=SC2059
	job "load median session (postgres)" "f<=1.0" \
	    "$T load postgres:dbname=src $MED" "" "" \
	    "$PSQL -d src -Atc \"$(printf "$LOADSQL" "$MED")\"" "psql -Atc"
	# shellcheck disable=SC2059
	job "load largest session (postgres)" "f<=1.0" \
	    "$T load postgres:dbname=src $LARGEST" "" "" \
	    "$PSQL -d src -Atc \"$(printf "$LOADSQL" "$LARGEST")\"" "psql -Atc"
	PREP=:
	rm -f "$O.txt"
fi

# --- 4. the table ------------------------------------------------------------

# table wall|cpu: the Markdown table of $RES for that clock.
table() {
	awk -F '\t' -v limit="$RSS_LIMIT" -v cpu="$( [ "$1" = cpu ] && echo 1 || echo 0)" '
	function num(x) { return x != "-" && x != "" }
	function fmt(x) { return num(x) ? sprintf("%.3f", x) : "—" }
	{ label[NR] = $1; rss[NR] = $5; tgt[NR] = $6; bn[NR] = $7; fn[NR] = $8; row[$1] = NR
	  cb[NR] = $12; ib[NR] = $13
	  if (cpu) { t[NR] = $9; b[NR] = $10; f[NR] = $11 } else { t[NR] = $2; b[NR] = $3; f[NR] = $4 } }
	END {
		print "| job | transcript s | baseline s | floor s | × vs baseline | × vs floor | transcript peak RSS MB | target (" (cpu ? "CPU" : "wall") ") |"
		print "|---|---:|---:|---:|---:|---:|---:|---|"
		for (i = 1; i <= NR; i++) {
			xb = num(t[i]) && num(b[i]) && t[i] > 0 ? sprintf("%.2f", b[i] / t[i]) : "—"
			xf = num(t[i]) && num(f[i]) && f[i] > 0 ? sprintf("%.2f", t[i] / f[i]) : "—"
			verdict = ""
			lim = limit
			n = split(tgt[i], parts, ",")
			for (k = 1; k <= n; k++) {
				p = parts[k]; ok = -1
				if (p ~ /^f<=/ && xf != "—") { ok = xf + 0 <= substr(p, 4) + 0; p = "≤" substr(p, 4) "× " fn[i] }
				else if (p ~ /^b>=/ && xb != "—") { ok = xb + 0 >= substr(p, 4) + 0; p = "≥" substr(p, 4) "× faster than " bn[i] }
				else if (p ~ /^t</ && num(t[i])) { ok = t[i] + 0 < substr(p, 3) + 0; p = "<" substr(p, 3) " s" }
				else if (p ~ /^mbs>=/ && num(t[i]) && t[i] > 0 && cb[i] > 0) {
					r = cb[i] / t[i] / 1e6
					ok = r >= substr(p, 6) + 0
					p = sprintf("%.1f MB/s of corpus (≥%s)", r, substr(p, 6))
				}
				else if (p ~ /^size<=/ && cb[i] > 0 && ib[i] > 0) {
					r = ib[i] / cb[i]
					ok = r <= substr(p, 7) + 0
					p = sprintf("index %.1f MB, %.1f%% of the corpus (≤%d%%)", ib[i] / 1e6, 100 * r, 100 * substr(p, 7))
				}
				else if (p ~ /^rss<=/) { lim = substr(p, 6) + 0; continue }
				else if (p == "prop") {
					small = label[i]; sub(/[0-9]+-item/, "10-item", small)
					if ((small in row) && num(t[row[small]])) {
						r = t[i] / t[row[small]]
						ok = r <= 1.5
						p = sprintf("%.2f× the 10-item session (≤1.5)", r)
					}
				}
				if (ok == -1) continue
				verdict = verdict (verdict == "" ? "" : "; ") (ok ? "✓ " : "✗ ") p
			}
			mb = num(rss[i]) ? rss[i] / 1024 : "-"
			if (num(rss[i]))
				verdict = verdict (verdict == "" ? "" : "; ") (rss[i] <= lim ? "✓" : "✗") " RSS" \
				    (lim != limit ? sprintf(" (≤%d MiB)", lim / 1024) : "")
			printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", label[i], fmt(t[i]),
			    fmt(b[i]) (bn[i] != "" && num(b[i]) ? " (" bn[i] ")" : ""),
			    fmt(f[i]) (fn[i] != "" && num(f[i]) ? " (" fn[i] ")" : ""),
			    xb, xf, num(rss[i]) ? sprintf("%.1f", mb) : "—", verdict
		}
	}' "$RES"
}

case $SCALE in
S) CMDLINE="make bench" ;;
T) CMDLINE="make bench-smoke" ;;
*) CMDLINE="make bench-$SCALE" ;;
esac
[ "$CLOCK" = wall ] || CMDLINE="BENCH_CLOCK=$CLOCK $CMDLINE"
[ -z "${BENCH_DATA:-}" ] || CMDLINE="BENCH_DATA=$BENCH_DATA $CMDLINE"
[ "${BENCH_VERIFY:-1}" != 0 ] || CMDLINE="BENCH_VERIFY=0 $CMDLINE"
CMDLINE="$CMDLINE  # bench/run.sh $SCALE, median of $RUNS runs${BENCH_JOBS:+, jobs matching $BENCH_JOBS}"
other=cpu
[ "$CLOCK" = cpu ] && other=wall
clockname() { [ "$1" = cpu ] && echo 'CPU (user + system)' || echo 'wall-clock'; }
{
	printf '### Scale %s: %s sessions, %s items, %s MB; largest item %s bytes\n\n' \
	    "$SCALE" "$NSESS" "$NITEMS" "$((NBYTES / 1000000))" "$MAXITEM"
	printf '`%s`  \n' "$CMDLINE"
	printf '%s; %s; data on %s (%s); sqlite %s; %s; %s core(s); load average %s\n\n' \
	    "$(date -u +%Y-%m-%dT%H:%MZ)" "$("$T" --version 2>&1 | head -n 1)" "$D" \
	    "$(findmnt -no FSTYPE -T "$D" 2>/dev/null || stat -f -c %T "$D" 2>/dev/null || echo '?')" \
	    "$( [ $HAVE_SQ = 1 ] && "$SQLITE3" --version | cut -d' ' -f1 || echo '?')" \
	    "$( [ $HAVE_PY = 1 ] && "$PYTHON" --version 2>&1 || echo 'no python')" \
	    "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')" \
	    "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
	table "$CLOCK"
	printf '\n× vs baseline = baseline time / transcript time (how many times faster);'
	printf ' × vs floor = transcript time / floor time (overhead).  Median of %s runs, %s time;' \
	    "$RUNS" "$(clockname "$CLOCK")"
	printf ' RSS target: ≤10 MB (%s KiB) on every job but those that name theirs.' "$RSS_LIMIT"
	printf ' The search rows'"'"' floor column is GNU grep -c over the same files (× vs floor below 1: faster).'
	printf ' Floors: floor -s writes every file then calls syncfs once; floor -d'
	printf ' fsyncs every file and the directory per session; floor -1 imports in one'
	printf ' transaction in the rollback journal; floor scan reads every row once;'
	printf ' echo >> + fsync is floor addline.\n'
	printf '\nThe same runs in %s time:\n\n' "$(clockname "$other")"
	table "$other"
} >"$W/table.md"
cp "$W/table.md" "$D/results.md"
cp "$RES" "$D/results.tsv"
cat "$W/table.md"
rm -rf "$O" "$O.db"* "$A.db"* "$A-jsonl" "$A-dir" "$W/cr.db"* "$W/crj" "$W/crd" \
    "$W/items.copy" "$W/sessions.copy"
if [ -f "$W/failed" ]; then
	say "run.sh: some commands failed; their figures are missing"
	exit 1
fi
exit 0
