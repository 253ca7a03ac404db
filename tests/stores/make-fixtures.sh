#!/bin/sh
# tests/stores/make-fixtures.sh: remake fixtures/native/mastra.sql,
# voltagent.sql, opencode.sql and agentkit-pg.sql with the frameworks' own
# code (package.json pins it; npm ci --prefix tests/stores installs it),
# llm.sql and llm32.sql with llm's migrations and fixtures/native/agentao
# with Agentao's save_session() where they are given: each
# script writes a database
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
# AgentKit's: psql input that agentkit.mjs prints (its AgentResults' own
# data and checksums; TZ=UTC, as their checksums hash a local time).
(cd "$here" && TZ=UTC node agentkit.mjs) >"$tmp/agentkit-pg.sql" ||
    exit 1
mv "$tmp/agentkit-pg.sql" "$top/fixtures/native/agentkit-pg.sql"
echo "fixtures/native/agentkit-pg.sql: $(grep -c '^INSERT' "$top/fixtures/native/agentkit-pg.sql") rows"
# llm's: its migrations (MIGRATIONS_PY, llm/migrations.py of the tag in
# fixtures/README) and Debian's sqlite-utils, when given.
if [ -n "${LLM_031:-}" ] && [ -n "${LLM_032:-}" ]; then
	/usr/bin/python3 "$here/llm.py" "$LLM_031" "$tmp/llm.db"
	sqlite3 "$tmp/llm.db" .dump >"$top/fixtures/native/llm.sql"
	/usr/bin/python3 "$here/llm32.py" "$LLM_032" "$tmp/llm32.db"
	sqlite3 "$tmp/llm32.db" .dump >"$top/fixtures/native/llm32.sql"
	echo "fixtures/native/llm.sql, llm32.sql: remade"
else
	echo "llm.sql, llm32.sql: kept (LLM_031=, LLM_032= name llm's migrations.py)"
fi
# Agentao's: its own save_session() (AGENTAO_SESSIONS_PY, agentao/embedding/
# sessions.py of the commit in fixtures/README), when given.
if [ -n "${AGENTAO_SESSIONS_PY:-}" ]; then
	rm -rf "$tmp/agentao"
	TZ=CST-8 python3 "$here/agentao.py" "$AGENTAO_SESSIONS_PY" "$tmp/agentao"
	rm -rf "$top/fixtures/native/agentao"
	mv "$tmp/agentao" "$top/fixtures/native/agentao"
	echo "fixtures/native/agentao: remade"
else
	echo "agentao: kept (AGENTAO_SESSIONS_PY= names Agentao's sessions.py)"
fi
