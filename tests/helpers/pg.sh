# pg.sh - a throwaway PostgreSQL cluster for one test file; source it after
# lib.sh.
#
#	pg_start_all			# a file of PostgreSQL tests only
#
#	if pg_start; then		# a file with some
#		... tests with $PGS ...
#	elif [ -n "$PG_SKIP" ]; then
#		test_skip 'postgres: ...' "$PG_SKIP"
#	fi
#
# pg_start runs initdb into a new directory under /tmp and starts the server
# listening only on a Unix socket in that directory (listen_addresses = ''),
# as an unprivileged user when run as root (initdb refuses root).  It sets
# PGHOST, PGPORT, PGUSER and PGDATABASE for psql and transcript, and a trap
# stops the server and removes the directory when the test file exits,
# passed or failed.  It returns 0 with the server up, or 1:
#
#  - with the reason in $PG_SKIP when this machine cannot run the
#    PostgreSQL tests: no server binaries (Debian: /usr/lib/postgresql/*/bin;
#    or $PG_BIN), no psql, or transcript built without libpq.  The caller
#    skips them with test_skip or test_skip_all "$PG_SKIP" (a failure under
#    TRANSCRIPT_TEST_REQUIRE=all).
#  - with $PG_SKIP empty when it could run them but the cluster did not come
#    up (initdb, the server or the first connection failed).  That is a
#    failure, never a skip: pg_start has already counted a failed test,
#    "postgres: a throwaway cluster starts", showing the log's tail, and the
#    caller runs no PostgreSQL test (test_done then exits 1).
#
# pg_start_all does either for a whole file: it returns with the server up,
# or ends the file, skipped (test_skip_all) or failed.
#
# The cluster has a role "pwuser" whose password is "secretpw", checked
# (scram-sha-256), for the tests of wrong passwords; every other role is
# trusted.

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
PG_SKIP=
PGDIR=

# as_pg CMD...: CMD as the cluster's owner.
as_pg() {
	if [ "$(id -u)" -eq 0 ]; then
		(cd "$PGDIR" && setpriv --reuid=nobody --regid=nogroup \
		    --clear-groups -- "$@")
	else
		"$@"
	fi
}

pg_stop() {
	if [ -n "$PGDIR" ] && [ -d "$PGDIR/data" ]; then
		as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m immediate -w stop \
		    >/dev/null 2>&1
	fi
	[ -n "$PGDIR" ] && rm -rf "$PGDIR"
	PGDIR=
}

# pg_restart: start the server again after a test stopped it.
pg_restart() {
	as_pg "$PG_BIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" -w -t 60 start \
	    >/dev/null
}

# pg_fail WHAT LOG: pg_start's failure, a failed test showing LOG's tail
# (LOG is kept in $TRASH/pg-start.log).
pg_fail() {
	PG_FAIL=$1
	cp "$2" "$TRASH/pg-start.log" 2>/dev/null
	test_expect_success 'postgres: a throwaway cluster starts' '
		echo "$PG_FAIL (PG_BIN=$PG_BIN); the end of its log:" &&
		tail -n 20 "$TRASH/pg-start.log"; false
	'
	return 1
}

pg_start() {
	PG_SKIP=
	if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
		PG_SKIP='no PostgreSQL server binaries'
		return 1
	fi
	if ! command -v psql >/dev/null 2>&1; then
		PG_SKIP='no psql'
		return 1
	fi
	if "$TRANSCRIPT" list postgres:host=/nonexistent 2>&1 |
	    grep -q 'built without PostgreSQL support'; then
		PG_SKIP='transcript built without PostgreSQL support'
		return 1
	fi
	PGDIR=$(mktemp -d /tmp/transcript-pg.XXXXXX) || {
		PGDIR=
		echo "mktemp -d /tmp/transcript-pg.XXXXXX failed" >"$TRASH/pg-start.log"
		pg_fail 'no directory for the cluster' "$TRASH/pg-start.log"
		return 1
	}
	trap pg_stop EXIT
	trap 'exit 1' INT TERM HUP
	chmod 755 "$PGDIR"
	[ "$(id -u)" -eq 0 ] && chown nobody "$PGDIR"
	if ! as_pg "$PG_BIN/initdb" -D "$PGDIR/data" -U transcript -A trust \
	    -E UTF8 --locale=C -N >"$PGDIR/initdb.log" 2>&1; then
		pg_fail 'initdb failed' "$PGDIR/initdb.log"
		return 1
	fi
	cat >>"$PGDIR/data/postgresql.conf" <<-CONF
	listen_addresses = ''
	unix_socket_directories = '$PGDIR'
	port = 5432
	fsync = off
	full_page_writes = off
	max_connections = 40
	shared_buffers = 16MB
	CONF
	printf '%s\n' 'local all pwuser scram-sha-256' 'local all all trust' \
	    >"$PGDIR/data/pg_hba.conf"
	if ! pg_restart 2>"$PGDIR/pg_ctl.log"; then
		# the server's log, then pg_ctl's own messages
		cat "$PGDIR/log" "$PGDIR/pg_ctl.log" >"$PGDIR/start.log" 2>&1
		pg_fail 'the server did not start' "$PGDIR/start.log"
		return 1
	fi
	PGHOST=$PGDIR PGPORT=5432 PGUSER=transcript PGDATABASE=postgres
	export PGHOST PGPORT PGUSER PGDATABASE
	if ! pgq -c "CREATE ROLE pwuser LOGIN PASSWORD 'secretpw'" \
	    >"$PGDIR/psql.log" 2>&1; then
		pg_fail 'psql cannot use the server' "$PGDIR/psql.log"
		return 1
	fi
}

# pg_start_all: pg_start for a file whose tests all need the server: with
# none, the file ends here, skipped for $PG_SKIP or failed.
pg_start_all() {
	pg_start && return 0
	[ -z "$PG_SKIP" ] || test_skip_all "$PG_SKIP"
	test_done
}

# pgq ARGS...: psql, quiet, unaligned, stopping at the first error.
pgq() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$@"
}

# pg_db NAME: a new database; its conninfo in $PGS ("postgres:dbname=NAME").
pg_db() {
	pgq -c "CREATE DATABASE \"$1\"" && PGS="postgres:dbname=$1"
}
