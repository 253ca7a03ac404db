# crashlib.sh - the crash harness: kill a writing command at every step and
# at random moments, then check that every session is as it was before the
# command or as it is after it.  See tests/crash/README.
#
# Sourced by tests/cli/t6000-crash.sh (quick) and tests/crash/run.sh (long),
# in a scratch directory.  Needs $TRANSCRIPT and $TBUILD (for killafter).
#
#	crash_run KIND COMMAND RANDOM CUTS
#
# runs COMMAND (see crash_argv) on a fresh store of KIND (sqlite,
# openai-agents, jsonl, dir, postgres): once to learn its steps and its
# after state, then once per step k with TRANSCRIPT_TEST_CRASH_AT=k (and,
# for data writes, once more per cut in CUTS: "half line" tears the write
# both ways), then RANDOM times with a
# SIGKILL after a random delay.  After each kill it compares the store with
# the before and after states, runs check, and appends to the store to see
# that it still takes writes.  With CRASH_SIGNAL=TERM (or INT) the
# process sends itself that signal at step k instead of SIGKILL, and no
# temp file (.tmp-*) may be left in the store.  Figures go to
# crash_figures (one line per
# call: KIND COMMAND trials kills before after mixed failures); failures
# are described on stderr, and crash_run returns 1 if there was one.
#
# postgres needs a server (tests/helpers/pg.sh: pg_start, pgq): each store
# is a database, a trial's copy of the before state one made from the
# before state's database as a template.  Its fault points are the COMMIT
# of each transaction (pg-commit) and its return (pg-committed): a kill
# before the first has returned must leave the store all as before, one
# after the last all as after (crash_want).  The kills after a random delay
# fall anywhere, in the middle of a COPY too.

KILLAFTER=$TBUILD/tests/killafter
CR_DATA=$PWD/crash-data

crash_fixtures() {
	mkdir -p "$CR_DATA" || return 1
	cat >"$CR_DATA/s1" <<'EOF'
{"role":"user","content":"what is the weather in Paris?"}
{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Paris\"}"}}]}
{"role":"tool","tool_call_id":"call_1","content":"sunny, 21 C"}
{"role":"assistant","content":"It is sunny in Paris."}
EOF
	cat >"$CR_DATA/s2" <<'EOF'
{"role":"user","content":"hello"}
{"role":"assistant","content":"Hello! How can I help?"}
EOF
	cat >"$CR_DATA/s3" <<'EOF'
{"role":"user","content":"one more"}
EOF
	cat >"$CR_DATA/batch" <<'EOF'
{"role":"user","content":"and in Rome?"}
{"role":"assistant","content":null,"tool_calls":[{"id":"call_2","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Rome\"}"}}]}
{"role":"tool","tool_call_id":"call_2","content":"rain, 17 C"}
{"role":"assistant","content":"It rains in Rome."}
EOF
	cat >"$CR_DATA/compact" <<'EOF'
{"role":"user","content":"summary: the user asked about the weather in Paris"}
{"role":"assistant","content":"It is sunny in Paris."}
EOF
	printf '%s\n' '{"role":"user","content":"marker after the crash"}' >"$CR_DATA/marker"
	# A session that repair fixes: a dangling call and an orphan result.
	cat >"$CR_DATA/s6" <<'EOF'
{"role":"user","content":"weather in Oslo and Bergen?"}
{"role":"assistant","content":null,"tool_calls":[{"id":"call_6","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Oslo\"}"}},{"id":"call_7","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Bergen\"}"}}]}
{"role":"tool","tool_call_id":"call_6","content":"snow, -3 C"}
{"role":"assistant","content":"It snows in Oslo."}
{"role":"tool","tool_call_id":"call_9","content":"stale"}
{"role":"user","content":"thanks"}
EOF
	# A batch over 1 MiB: the jsonl backend copies the session then.
	awk 'BEGIN { s = "x"; while (length(s) < 300000) s = s s;
	    for (i = 0; i < 4; i++)
		printf "{\"role\":\"user\",\"content\":\"%d %s\"}\n", i, s }' \
	    >"$CR_DATA/big"
	# The source of convert: s1 with other items, and a new session s5.
	"$TRANSCRIPT" append "jsonl:$CR_DATA/src" s1 "$CR_DATA/compact" &&
	"$TRANSCRIPT" append "jsonl:$CR_DATA/src" s5 "$CR_DATA/s2" &&
	# sync's second source: s2 grown (sync appends the batch to it)
	cat "$CR_DATA/s2" "$CR_DATA/batch" >"$CR_DATA/s2grown" &&
	"$TRANSCRIPT" append "jsonl:$CR_DATA/grown" s2 "$CR_DATA/s2grown"
}

# The store argument for KIND at directory DIR.
crash_spec() {
	case $1 in
	sqlite) echo "sqlite:$2/store.db" ;;
	openai-agents) echo "openai-agents:$2/store.db" ;;
	jsonl) echo "jsonl:$2/store" ;;
	dir) echo "dir:$2/store" ;;
	postgres) echo "postgres:dbname=$(crash_pgname "$2")" ;;
	esac
}

# The database that stands for directory DIR (postgres): its name and that
# of its run directory, and a sum of where that is (t6000 runs some
# commands twice, in . and in term/).
crash_pgname() {
	set -- "$1" "$(dirname "$1")"
	printf 'cr%s_%s_%s\n' "$(dirname "$2" | cksum | cut -d' ' -f1)" \
	    "$(basename "$2" | sed 's/^run-postgres-//; s/[^a-z0-9]/_/g')" \
	    "$(basename "$1")"
}

# crash_copy: the before state (tpl) into a fresh work copy (w).
crash_copy() {
	rm -rf "$CR_WORK/w" && cp -a "$CR_WORK/tpl" "$CR_WORK/w" || return 1
	[ "$CR_KIND" = postgres ] || return 0
	pgq -c "DROP DATABASE IF EXISTS \"$(crash_pgname "$CR_WORK/w")\" WITH (FORCE)" \
	    -c "CREATE DATABASE \"$(crash_pgname "$CR_WORK/w")\"
	    TEMPLATE \"$(crash_pgname "$CR_WORK/tpl")\"" >/dev/null 2>"$CR_WORK/pg.err" || {
		echo "cannot copy the database:" >&2
		sed 's/^/    /' "$CR_WORK/pg.err" >&2
		return 1
	}
}

# The template (before state) of KIND for COMMAND in DIR: sessions s1, s2,
# s3 (none at all for append-newstore and convert-newstore; and s6, broken,
# for repair).
crash_template() {
	rm -rf "$2" && mkdir -p "$2" || return 1
	if [ "$1" = postgres ]; then	# an empty database: a missing store
		pgq -c "SET client_min_messages = warning" \
		    -c "DROP DATABASE IF EXISTS \"$(crash_pgname "$2")\" WITH (FORCE)" \
		    -c "CREATE DATABASE \"$(crash_pgname "$2")\"" >/dev/null || return 1
	fi
	case $3 in *-newstore) return 0 ;; esac
	spec=$(crash_spec "$1" "$2")
	for s in s1 s2 s3; do
		"$TRANSCRIPT" append "$spec" "$s" "$CR_DATA/$s" || return 1
	done
	[ "$3" != repair ] || "$TRANSCRIPT" append "$spec" s6 "$CR_DATA/s6"
}

# The command line of COMMAND on store SPEC: set CR_ARGV to a string that
# eval turns back into words.  append-big (a batch over 1 MiB) is for jsonl,
# whose append takes another path then.  convert-each commits each session
# in a batch of its own (TRANSCRIPT_TEST_BATCH=1, set by crash_run), where
# convert puts both in one batch; convert-newstore fills a store that is
# missing.  fork branches s1 at its call (its result comes with it) into s7.
crash_argv() {
	case $1 in
	append) CR_ARGV="append '$2' s1 '$CR_DATA/batch'" ;;
	append-new) CR_ARGV="append '$2' s4 '$CR_DATA/batch'" ;;
	append-big) CR_ARGV="append '$2' s1 '$CR_DATA/big'" ;;
	append-newstore) CR_ARGV="append '$2' s1 '$CR_DATA/batch'" ;;
	replace) CR_ARGV="compact-replace '$2' s1 '$CR_DATA/compact'" ;;
	convert | convert-each | convert-newstore)
		CR_ARGV="convert --quiet --overwrite 'jsonl:$CR_DATA/src' '$2'" ;;
	delete) CR_ARGV="delete '$2' s1 s2" ;;
	rename) CR_ARGV="rename '$2' s1 s9" ;;
	fork) CR_ARGV="fork --at=1 '$2' s1 s7" ;;
	repair) CR_ARGV="repair --apply --backup='$CR_WORK/w/backup' '$2'" ;;
	sync | sync-newstore) CR_ARGV="sync --quiet 'jsonl:$CR_DATA/src' 'jsonl:$CR_DATA/grown' '$2'" ;;
	*) echo "crash_argv: unknown command $1" >&2; return 1 ;;
	esac
}

# Commands whose sessions may commit one by one (each is atomic).
crash_per_session() {
	case $1:$2 in
	*:convert* | *:sync*) return 0 ;;
	jsonl:delete | dir:delete) return 0 ;;
	esac
	return 1
}

# crash_state SPEC OUT: the store as transcript shows it, into directory
# OUT: OUT/ids, one file per session (its list --json line, load output and
# dump --format=jsonl records), OUT/check (check's findings) and OUT/checkrc.
# Returns 1 (with OUT/error) if a reader failed or said anything on stderr.
crash_state() {
	rm -rf "$2" && mkdir "$2" || return 1
	"$TRANSCRIPT" list --all --json --bytes "$1" >"$2/list" 2>"$2/err"
	rc=$?
	if [ $rc -eq 5 ] && grep -q "no such store" "$2/err"; then
		: >"$2/list"
		: >"$2/err"
	elif [ $rc -ne 0 ] || [ -s "$2/err" ]; then
		{ echo "list exit $rc:"; cat "$2/err"; } >"$2/error"
		return 1
	fi
	sed 's/^{"session":"\([^"]*\)".*/\1/' "$2/list" >"$2/ids"
	if [ -s "$2/ids" ]; then
		"$TRANSCRIPT" dump --format=jsonl "$1" >"$2/dump" 2>"$2/err"
		rc=$?
		if [ $rc -ne 0 ] || [ -s "$2/err" ]; then
			{ echo "dump exit $rc:"; cat "$2/err"; } >"$2/error"
			return 1
		fi
	else
		: >"$2/dump"
	fi
	while read -r id; do
		grep -F "{\"session\":\"$id\"," "$2/list" >"$2/s.$id"
		"$TRANSCRIPT" load "$1" "$id" >>"$2/s.$id" 2>"$2/err"
		rc=$?
		if [ $rc -ne 0 ] || [ -s "$2/err" ]; then
			{ echo "load $id exit $rc:"; cat "$2/err"; } >"$2/error"
			return 1
		fi
		grep -F "{\"session\":\"$id\"," "$2/dump" >>"$2/s.$id"
	done <"$2/ids"
	if [ -s "$2/ids" ]; then
		"$TRANSCRIPT" check "$1" >"$2/check" 2>/dev/null
		echo $? >"$2/checkrc"
	else
		: >"$2/check"
		echo 0 >"$2/checkrc"
	fi
	return 0
}

# Print a session state without its creation time (new sessions get "now")
# and last activity (a write sets it to its own time: openai-agents).
crash_mask() {
	[ -f "$1" ] || { echo "(absent)"; return; }
	crash_mask_updated "$1" |
	    sed 's/"created_at":[0-9]*/"created_at":T/g; s/"created":"[^"]*"/"created":T/g'
}
crash_mask_updated() {
	sed 's/"updated_at":[0-9]*/"updated_at":T/g; s/"updated":"[^"]*"/"updated":T/g' "$1"
}

# crash_same A B ID NEW: is session ID the same in states A and B?
crash_same() {
	if [ ! -f "$1/s.$3" ] || [ ! -f "$2/s.$3" ]; then
		[ ! -f "$1/s.$3" ] && [ ! -f "$2/s.$3" ]
		return
	fi
	if [ "$4" = 1 ]; then
		crash_mask "$1/s.$3" >"$CR_WORK/m1" && crash_mask "$2/s.$3" >"$CR_WORK/m2" &&
		    cmp -s "$CR_WORK/m1" "$CR_WORK/m2"
	else
		crash_mask_updated "$1/s.$3" >"$CR_WORK/m1" &&
		    crash_mask_updated "$2/s.$3" >"$CR_WORK/m2" &&
		    cmp -s "$CR_WORK/m1" "$CR_WORK/m2"
	fi
}

# crash_verify STATE: compare with $CR_WORK/before and /after; set
# CR_CLASS to before, after or mixed; 1 with a message on stderr if a
# session is in neither state, or check found something new.
crash_verify() {
	b=$CR_WORK/before a=$CR_WORK/after x=$1
	nb=0 na=0 bad=0
	for id in $(cat "$b/ids" "$a/ids" "$x/ids" | sort -u); do
		new=1
		grep -qx -- "$id" "$b/ids" && new=0
		crash_same "$b" "$a" "$id" "$new" && continue	# unchanged
		if crash_same "$x" "$b" "$id" "$new"; then
			nb=$((nb + 1))
		elif crash_same "$x" "$a" "$id" "$new"; then
			na=$((na + 1))
		else
			echo "session $id is neither as before nor as after:" >&2
			{ echo "--- before"; crash_mask "$b/s.$id"; echo "--- after";
			  crash_mask "$a/s.$id"; echo "--- now"; crash_mask "$x/s.$id"; } |
			    sed 's/^/    /' | cut -c1-200 >&2
			bad=1
		fi
	done
	if [ $nb -gt 0 ] && [ $na -gt 0 ]; then
		CR_CLASS=mixed
	elif [ $na -gt 0 ]; then
		CR_CLASS=after
	else
		CR_CLASS=before
	fi
	# check finds nothing new.
	rc=$(cat "$x/checkrc")
	if [ "$rc" != "$(cat "$b/checkrc")" ] && [ "$rc" != "$(cat "$a/checkrc")" ]; then
		echo "check exits $rc" >&2
		bad=1
	fi
	sort -u "$x/check" >"$CR_WORK/c.now"
	sort -u "$b/check" "$a/check" >"$CR_WORK/c.known"
	if [ -n "$(comm -23 "$CR_WORK/c.now" "$CR_WORK/c.known")" ]; then
		echo "check finds something new:" >&2
		sed 's/^/    /' "$x/check" >&2
		bad=1
	fi
	return $bad
}

# crash_after_kill SPEC: the store still takes writes, and shows them.
crash_after_kill() {
	"$TRANSCRIPT" load "$1" s2 >"$CR_WORK/pre" 2>/dev/null || : >"$CR_WORK/pre"
	if ! "$TRANSCRIPT" append "$1" s2 "$CR_DATA/marker" 2>"$CR_WORK/err"; then
		echo "an append after the kill fails:" >&2
		sed 's/^/    /' "$CR_WORK/err" >&2
		return 1
	fi
	cat "$CR_WORK/pre" "$CR_DATA/marker" >"$CR_WORK/want"
	"$TRANSCRIPT" load "$1" s2 >"$CR_WORK/got" 2>"$CR_WORK/err" &&
	    cmp -s "$CR_WORK/want" "$CR_WORK/got" && [ ! -s "$CR_WORK/err" ] && return 0
	echo "after the kill, an append to s2 does not show as it should" >&2
	return 1
}

# One trial: run the command in a fresh copy with extra environment
# assignments ENV (may be empty) and a kill after DELAY us (-1: none).
# Sets CR_KILLED to 1 if the command died of SIGKILL.
crash_trial() {
	crash_copy || return 1
	eval "env $1 '$KILLAFTER' -r '$CR_WORK/how' $2 '$TRANSCRIPT' $CR_ARGV" \
	    >/dev/null 2>"$CR_WORK/cmd.err"
	CR_KILLED=0
	grep -q '^killed' "$CR_WORK/how" && CR_KILLED=1
	# A signal that can be caught takes the temp files with it.
	if [ -n "${CRASH_SIGNAL:-}" ] && [ $CR_KILLED -eq 1 ] &&
	    [ -n "$(find "$CR_WORK/w" -name '.tmp-*')" ]; then
		echo "SIG$CRASH_SIGNAL left temp files behind:" >&2
		find "$CR_WORK/w" -name '.tmp-*' | sed 's/^/    /' >&2
		return 1
	fi
	if [ $CR_KILLED -eq 0 ] && ! grep -q '^exit 0 ' "$CR_WORK/how"; then
		echo "the command failed without being killed:" >&2
		sed 's/^/    /' "$CR_WORK/cmd.err" >&2
		return 1
	fi
	if ! crash_state "$CR_SPEC" "$CR_WORK/x"; then
		echo "after the kill, a reader fails:" >&2
		sed 's/^/    /' "$CR_WORK/x/error" >&2
		return 1
	fi
	crash_verify "$CR_WORK/x" || return 1
	if [ "$CR_CLASS" = mixed ] && ! crash_per_session "$CR_KIND" "$CR_CMD"; then
		echo "some sessions as before, others as after" >&2
		return 1
	fi
	crash_rerun || return 1
	crash_after_kill "$CR_SPEC"
}

# Commands that a rerun after the kill must finish exactly (sync): the rerun
# succeeds and leaves every session as after (CR_CLASS is then after).
crash_rerun() {
	case $CR_CMD in sync*) ;; *) return 0 ;; esac
	if ! eval "'$TRANSCRIPT' $CR_ARGV" >/dev/null 2>"$CR_WORK/cmd.err"; then
		echo "the rerun after the kill fails:" >&2
		sed 's/^/    /' "$CR_WORK/cmd.err" >&2
		return 1
	fi
	if ! crash_state "$CR_SPEC" "$CR_WORK/x2"; then
		echo "after the rerun, a reader fails:" >&2
		sed 's/^/    /' "$CR_WORK/x2/error" >&2
		return 1
	fi
	cr_class=$CR_CLASS
	crash_verify "$CR_WORK/x2" || return 1
	if [ "$CR_CLASS" != after ]; then
		echo "the rerun leaves the store as $CR_CLASS, not as after" >&2
		return 1
	fi
	if ! cmp -s "$CR_WORK/x2/ids" "$CR_WORK/after/ids"; then
		echo "the rerun leaves other sessions than a run without a kill:" >&2
		diff "$CR_WORK/after/ids" "$CR_WORK/x2/ids" | sed 's/^/    /' >&2
		return 1
	fi
	CR_CLASS=$cr_class
}

# crash_want K: set CR_WANT to the state that a kill at step K must leave
# where the steps say it: on postgres, before its first COMMIT has returned,
# "before"; after its last has, "after".  Else empty: as crash_verify.
crash_want() {
	CR_WANT=
	[ "$CR_KIND" = postgres ] || return 0
	if ! head -n "$1" "$CR_WORK/steps" | grep -q ' pg-committed$'; then
		CR_WANT=before
	elif ! tail -n +"$1" "$CR_WORK/steps" | grep -q ' pg-commit$'; then
		CR_WANT=after
	fi
}

crash_run() {
	CR_KIND=$1 CR_CMD=$2
	unset TRANSCRIPT_TEST_BATCH
	[ "$2" != convert-each ] || { TRANSCRIPT_TEST_BATCH=1 && export TRANSCRIPT_TEST_BATCH; }
	CR_WORK=$PWD/run-$1-$2
	rm -rf "$CR_WORK" && mkdir -p "$CR_WORK" || return 1
	cr_trials=0 cr_kills=0 cr_nbefore=0 cr_nafter=0 cr_nmixed=0 cr_fails=0
	crash_template "$1" "$CR_WORK/tpl" "$2" || return 1
	CR_SPEC=$(crash_spec "$1" "$CR_WORK/w")
	crash_argv "$2" "$CR_SPEC" || return 1
	# The before state, then one clean run that logs the steps.
	crash_copy && crash_state "$CR_SPEC" "$CR_WORK/before" || return 1
	rm -f "$CR_WORK/steps"
	if ! eval "TRANSCRIPT_TEST_STEPS='$CR_WORK/steps' '$KILLAFTER' -r '$CR_WORK/how' -1 \
	    '$TRANSCRIPT' $CR_ARGV" >/dev/null 2>"$CR_WORK/cmd.err"; then
		echo "$1 $2: the command fails:" >&2
		cat "$CR_WORK/cmd.err" >&2
		return 1
	fi
	crash_state "$CR_SPEC" "$CR_WORK/after" || return 1
	cr_nsteps=$(wc -l <"$CR_WORK/steps")
	cr_usec=$(awk '{ print $NF }' "$CR_WORK/how")
	# Every step, and the data writes torn in each way of CUTS.
	cr_k=1
	while [ "$cr_k" -le "$cr_nsteps" ]; do
		cr_what=$(sed -n "${cr_k}s/^[0-9]* //p" "$CR_WORK/steps")
		cr_cuts=half
		case $cr_what in *write) cr_cuts=$4 ;; esac
		crash_want "$cr_k"
		for cr_cut in $cr_cuts; do
			cr_trials=$((cr_trials + 1))
			if crash_trial "TRANSCRIPT_TEST_CRASH_AT=$cr_k TRANSCRIPT_TEST_CRASH_CUT=$cr_cut${CRASH_SIGNAL:+ TRANSCRIPT_TEST_CRASH_SIGNAL=$CRASH_SIGNAL}" -1 &&
			    [ $CR_KILLED -eq 1 ] && { [ -z "$CR_WANT" ] ||
			    [ "$CR_CLASS" = "$CR_WANT" ] ||
			    { echo "the store is as $CR_CLASS, not as $CR_WANT" >&2; false; }; }; then
				cr_kills=$((cr_kills + 1))
				eval "cr_n$CR_CLASS=\$((cr_n$CR_CLASS + 1))"
			else
				[ $CR_KILLED -eq 1 ] || echo "step $cr_k ($cr_what) was not reached" >&2
				echo "  ^ $1 $2: killed at step $cr_k ($cr_what, cut $cr_cut); kept $CR_WORK" >&2
				cr_fails=$((cr_fails + 1))
			fi
		done
		cr_k=$((cr_k + 1))
	done
	# Kills after random delays within the command's run time.
	if [ "$3" -gt 0 ]; then
		awk -v n="$3" -v max="$((cr_usec * 12 / 10 + 1))" -v seed="${CRASH_SEED:-$$}" \
		    'BEGIN { srand(seed); for (i = 0; i < n; i++) print int(rand() * max) }' \
		    >"$CR_WORK/delays"
		while read -r cr_d; do
			cr_trials=$((cr_trials + 1))
			if crash_trial "" "$cr_d"; then
				[ $CR_KILLED -eq 1 ] && cr_kills=$((cr_kills + 1))
				eval "cr_n$CR_CLASS=\$((cr_n$CR_CLASS + 1))"
			else
				echo "  ^ $1 $2: killed after $cr_d us; kept $CR_WORK" >&2
				cr_fails=$((cr_fails + 1))
			fi
		done <"$CR_WORK/delays"
	fi
	echo "$1 $2 $cr_nsteps $cr_trials $cr_kills $cr_nbefore $cr_nafter $cr_nmixed $cr_fails" >>crash_figures
	[ $cr_fails -eq 0 ] || return 1
	rm -rf "$CR_WORK"
	[ "$1" != postgres ] ||
	    pgq -c "DROP DATABASE IF EXISTS \"$(crash_pgname "$CR_WORK/w")\" WITH (FORCE)" \
	    -c "DROP DATABASE \"$(crash_pgname "$CR_WORK/tpl")\"" >/dev/null
}
