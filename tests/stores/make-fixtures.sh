#!/bin/sh
# tests/stores/make-fixtures.sh: remake fixtures/native/mastra.sql,
# voltagent.sql and opencode.sql with the frameworks' own store code (package.json pins it;
# npm ci --prefix tests/stores installs it): each script writes a database
# through the framework's API, sqlite3 .dump makes it text (the tables as
# the framework created them, its rows byte for byte), and a test makes
# the database again with tests/helpers/mkdb.  VoltAgent's times are the
# clock's: a remade fixture differs from the committed one in them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in mastra voltagent; do
	(cd "$here" && node "$f.mjs" "$tmp/$f.db") >"$tmp/$f.log" 2>&1 ||
	    { cat "$tmp/$f.log" >&2; exit 1; }
	sqlite3 "$tmp/$f.db" .dump >"$top/fixtures/native/$f.sql"
	echo "fixtures/native/$f.sql: $(grep -c '^INSERT' "$top/fixtures/native/$f.sql") rows"
done
# OpenCode's is its binary's `opencode import` (opencode.sh).
sh "$here/opencode.sh" "$tmp/opencode.db" >"$tmp/opencode.log" 2>&1 ||
    { cat "$tmp/opencode.log" >&2; exit 1; }
sqlite3 "$tmp/opencode.db" .dump >"$top/fixtures/native/opencode.sql"
echo "fixtures/native/opencode.sql: $(grep -c '^INSERT' "$top/fixtures/native/opencode.sql") rows"
