# bench/queries.sh - sourced by the drivers (run.sh, l200k.sh): time the
# fixed queries of bench/queries.txt, each as its own `transcript search`
# process, with bench/measure.
#
#	queries_time DB RUNS DIR
#
# Runs each query of $QUERIES (default $HERE/queries.txt) against the index
# DB: one warm-up run (the index into the page cache), then RUNS timed
# ones, standard output to DIR/q.out (a file, as a user's terminal would
# take it), and writes DIR/q.tsv, a line a query: its median wall seconds,
# median CPU seconds, peak RSS in KiB, exit status (0 hits, 1 none), the
# query line.  Prints one line:
#
#	N NOHITS WALL_MEDIAN WALL_P95 CPU_MEDIAN CPU_P95 MAXRSS_KIB
#
# the medians and 95th percentiles (nearest rank) over the queries' own
# medians.  Returns 1 (after printing what failed) if a query failed (exit
# 2 or more: a query FTS5 refuses is a failure) or the file holds none.
# Uses $T, $MEASURE and $HERE (bench/env.sh).  Options must be single
# words; the rest of the line is the query, passed as one argument.

QUERIES=${QUERIES:-$HERE/queries.txt}

queries_time() {
	qt_db=$1 qt_runs=$2 qt_dir=$3
	: >"$qt_dir/q.tsv" || return 1
	qt_fail=0
	while IFS= read -r qt_line; do
		case $qt_line in '' | '#'*) continue ;; esac
		qt_opts='' qt_q=$qt_line
		while :; do
			case $qt_q in
			--*' '*) qt_opts="$qt_opts ${qt_q%% *}" qt_q=${qt_q#* } ;;
			*) break ;;
			esac
		done
		# shellcheck disable=SC2086
		qt_m=$("$MEASURE" -n "$qt_runs" -w 1 -o "$qt_dir/q.out" \
		    -e "$qt_dir/q.err" -- "$T" search --db="$qt_db" $qt_opts "$qt_q" 2>/dev/null)
		qt_st=$(printf '%s\n' "$qt_m" | sed -n 's/.* status=\([0-9]*\)$/\1/p')
		case $qt_st in
		0 | 1) ;;
		*)
			printf 'queries: failed (status %s): %s\n' "${qt_st:-?}" "$qt_line" >&2
			sed 's/^/queries:    /' "$qt_dir/q.err" | tail -n 3 >&2
			qt_fail=1
			continue
			;;
		esac
		printf '%s\n' "$qt_m" | sed 's/^median=\([^ ]*\) .* cpu=\([^ ]*\) maxrss_kib=\([^ ]*\) .* status=\([0-9]*\)$/\1	\2	\3	\4/' |
		    tr -d '\n' >>"$qt_dir/q.tsv"
		printf '\t%s\n' "$qt_line" >>"$qt_dir/q.tsv"
	done <"$QUERIES"
	[ $qt_fail = 0 ] && [ -s "$qt_dir/q.tsv" ] || return 1
	# nearest rank: the value at ceil(p n) of the sorted list
	for qt_k in 1 2; do
		sort -g -t '	' -k$qt_k,$qt_k "$qt_dir/q.tsv" | awk -F '\t' -v k=$qt_k '
		    { v[NR] = $k } END {
			m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
			r = int(0.95 * NR); if (r < 0.95 * NR) r++
			printf "%s %s\n", m, v[r] }'
	done | tr '\n' ' ' >"$qt_dir/q.sum"
	awk -F '\t' '{ n++; if ($4 == 1) none++; if ($3 > rss) rss = $3 }
	    END { printf "%d %d ", n, none; }' "$qt_dir/q.tsv"
	awk '{ printf "%s %s %s %s ", $1, $2, $3, $4 }' "$qt_dir/q.sum"
	awk -F '\t' '$3 > rss { rss = $3 } END { print rss + 0 }' "$qt_dir/q.tsv"
}
