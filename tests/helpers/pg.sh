# pg.sh - a throwaway PostgreSQL cluster for one test file; source it after
# lib.sh.
#
#	if pg_start; then ... tests with $PGS ... else test_skip ...; fi
#
# pg_start runs initdb into a new directory under /tmp and starts the server
# listening only on a Unix socket in that directory (listen_addresses = ''),
# as an unprivileged user when run as root (initdb refuses root).  It sets
# PGHOST, PGPORT, PGUSER and PGDATABASE for psql and transcript, and a trap
# stops the server and removes the directory when the test file exits,
# passed or failed.  It returns 1, with the reason in $PG_SKIP, when there
# are no PostgreSQL server binaries (Debian: /usr/lib/postgresql/*/bin) or
# transcript was built without libpq.  The cluster has a role "pwuser"
# whose password is "secretpw", checked (scram-sha-256), for the tests of
# wrong passwords; every other role is trusted.

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

pg_start() {
	if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
		PG_SKIP='no PostgreSQL server binaries'
		return 1
	fi
	if "$TRANSCRIPT" list postgres:host=/nonexistent 2>&1 |
	    grep -q 'built without PostgreSQL support'; then
		PG_SKIP='transcript built without PostgreSQL support'
		return 1
	fi
	PGDIR=$(mktemp -d /tmp/transcript-pg.XXXXXX) || return 1
	trap pg_stop EXIT
	trap 'exit 1' INT TERM HUP
	chmod 755 "$PGDIR"
	[ "$(id -u)" -eq 0 ] && chown nobody "$PGDIR"
	as_pg "$PG_BIN/initdb" -D "$PGDIR/data" -U transcript -A trust -E UTF8 \
	    --locale=C -N >"$PGDIR/initdb.log" 2>&1 || {
		cat "$PGDIR/initdb.log" >&2
		return 1
	}
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
	pg_restart || { cat "$PGDIR/log" >&2; return 1; }
	PGHOST=$PGDIR PGPORT=5432 PGUSER=transcript PGDATABASE=postgres
	export PGHOST PGPORT PGUSER PGDATABASE
	pgq -c "CREATE ROLE pwuser LOGIN PASSWORD 'secretpw'" >/dev/null
}

# pgq ARGS...: psql, quiet, unaligned, stopping at the first error.
pgq() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$@"
}

# pg_db NAME: a new database; its conninfo in $PGS ("postgres:dbname=NAME").
pg_db() {
	pgq -c "CREATE DATABASE \"$1\"" && PGS="postgres:dbname=$1"
}
