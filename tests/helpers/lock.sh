# lock.sh - hold a store's lock from another process, with a handshake;
# source it after lib.sh.
#
#	hold_flock PATH || exit 1	# flock(1) on PATH (a jsonl or dir store)
#	hold_sqlite_lock DB [MODE] || exit 1	# BEGIN MODE (IMMEDIATE:
#					# writers wait; EXCLUSIVE, in a
#					# rollback-journal database: readers
#					# too) through sqlite3
#	... commands that must find the store locked ...
#	release_lock			# lets go, and waits for the holder
#
# The holder creates $TRASH/lock-held once it has the lock, and the hold_*
# functions return only then (1, with the reason, if it never comes), so no
# fixed sleep decides whether a command finds the store locked.  It holds
# the lock until release_lock creates $TRASH/lock-release, or for at most
# LOCK_HOLD_MAX seconds (300), so that a test that dies on the way leaves no
# process behind; letting go early can only make a test fail, never pass.

LOCK_HOLD_MAX=${LOCK_HOLD_MAX:-300}
lock_pid=

# The holder's wait: until $1/lock-release exists, at most $2 seconds.
lock_hold_script='i=0
while [ ! -e "$1/lock-release" ] && [ $i -lt $(($2 * 20)) ]; do
	sleep 0.05
	i=$((i + 1))
done'

# wait_for_file FILE [SECONDS]: until FILE exists (60 s at most), while the
# holder $lock_pid (if any) lives.
wait_for_file() {
	wfi=0
	while [ ! -e "$1" ]; do
		if [ -n "$lock_pid" ] && ! kill -0 "$lock_pid" 2>/dev/null; then
			echo "the lock holder exited before $1 appeared" >&2
			return 1
		fi
		if [ $wfi -ge $((${2:-60} * 20)) ]; then
			echo "no $1 after ${2:-60} s" >&2
			return 1
		fi
		sleep 0.05
		wfi=$((wfi + 1))
	done
}

hold_flock() {
	rm -f "$TRASH/lock-held" "$TRASH/lock-release"
	flock "$1" sh -c ': >"$1/lock-held" && '"$lock_hold_script" \
	    sh "$TRASH" "$LOCK_HOLD_MAX" &
	lock_pid=$!
	wait_for_file "$TRASH/lock-held"
}

# -bail: a BEGIN IMMEDIATE that fails ends sqlite3 before .output creates
# lock-held.
hold_sqlite_lock() {
	rm -f "$TRASH/lock-held" "$TRASH/lock-release"
	{
		printf 'BEGIN %s;\n.output %s\nSELECT 1;\n.output stdout\n' \
		    "${2:-IMMEDIATE}" "$TRASH/lock-held"
		sh -c "$lock_hold_script" sh "$TRASH" "$LOCK_HOLD_MAX"
		printf 'COMMIT;\n'
	} | sqlite3 -bail "$1" &
	lock_pid=$!
	wait_for_file "$TRASH/lock-held"
}

# release_lock: let go of the lock; false if the holder failed.
release_lock() {
	: >"$TRASH/lock-release"
	[ -n "$lock_pid" ] || return 1
	wait "$lock_pid"
	lrc=$?
	lock_pid=
	return $lrc
}
