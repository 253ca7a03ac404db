#!/bin/sh
test_description='interop with an independent client: the sqlite3 shell'
. "$(dirname "$0")/lib.sh"

if ! command -v sqlite3 >/dev/null; then
	test_skip 'sqlite3 shell interop' 'no sqlite3 shell'
	test_done
fi

cat >schema.sql <<'EOF_SQL'
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq), FOREIGN KEY (session_id) REFERENCES sessions(id));
INSERT INTO sessions VALUES ('s1', 1717200000000), ('it''s', 1717200000123), ('empty', 1717200000456);
INSERT INTO items VALUES ('s1', 0, '{"role":"user","content":"It''s \u00e9 1e-7 \"q\""}');
INSERT INTO items VALUES ('s1', 1, '{"role":"assistant","content":"DROP TABLE items; --","n":12345678901234567890}');
INSERT INTO items VALUES ('it''s', 0, '{"a":1}');
EOF_SQL

test_expect_success 'a database built by the sqlite3 shell is read correctly' '
	sqlite3 shell.db <schema.sql &&
	transcript load shell.db s1 >out &&
	sqlite3 shell.db "SELECT json FROM items WHERE session_id = '"'"'s1'"'"' ORDER BY seq" >want &&
	test_cmp want out &&
	list_bytes shell.db >list &&
	printf "empty\t0\t0\t2024-06-01T00:00:00.456Z\nit'"'"'s\t1\t7\t2024-06-01T00:00:00.123Z\n" >want &&
	sed -n 1,2p list >got && test_cmp want got &&
	grep -q "^s1	2	.*	2024-06-01T00:00:00.000Z$" list
'

test_expect_success 'items on overflow pages read back whole; an empty item is bad data' '
	{ printf "{\"t\":\"" && head -c 300000 /dev/zero | tr "\000" x &&
	    printf "\"}\n"; } >big &&
	transcript append big.db b big &&
	transcript load big.db b >out && test_cmp big out &&
	transcript check --quiet big.db &&
	sqlite3 big.db "INSERT INTO sessions VALUES ('"'"'e'"'"', 0); INSERT INTO items VALUES ('"'"'e'"'"', 0, '"'"''"'"')" &&
	test_expect_code 4 transcript load big.db e >out 2>err &&
	grep -q "big.db#e@0" err && test ! -s out
'

test_expect_success 'a UTF-16 database: items read in UTF-8, their bytes unchanged' '
	{ echo "PRAGMA encoding = \"UTF-16le\";" && cat schema.sql; } | sqlite3 u16.db &&
	sqlite3 u16.db "PRAGMA encoding" >enc && echo UTF-16le >want &&
	test_cmp want enc &&
	transcript load shell.db s1 >want &&
	transcript load u16.db s1 >out && test_cmp want out &&
	transcript grep -c "DROP TABLE" u16.db >n && echo s1:1 >one && test_cmp one n &&
	transcript convert --quiet u16.db jsonl:u16 &&
	transcript load jsonl:u16 s1 >out && test_cmp want out
'

test_expect_success 'an existing empty session loads as nothing (exit 0)' '
	transcript load shell.db empty >out && test ! -s out
'

test_expect_success 'appending to a foreign database continues its seq' '
	echo "{\"b\":2}" >more && transcript append shell.db s1 more &&
	sqlite3 shell.db "SELECT seq FROM items WHERE session_id = '"'"'s1'"'"' ORDER BY seq" >seqs &&
	printf "0\n1\n2\n" >want && test_cmp want seqs
'

test_expect_success 'the journal mode of a foreign database is left alone' '
	sqlite3 shell.db "PRAGMA journal_mode" >mode && echo delete >want &&
	test_cmp want mode
'

test_expect_success 'a database written by transcript reads back in the sqlite3 shell' '
	for f in "$FIXTURES"/jsonl/*.jsonl; do
		[ -f "$f" ] || continue
		id=$(basename "$f" .jsonl)
		transcript append ours.db "$id" "$f" &&
		transcript load ours.db "$id" >out &&
		sqlite3 ours.db "SELECT json FROM items WHERE session_id = '"'"'$id'"'"' ORDER BY seq" >shell &&
		test_cmp out shell && test_cmp "$f" out || exit 1
	done
'

test_expect_success 'databases transcript creates use WAL and exactly the schema' '
	transcript append new.db s more &&
	sqlite3 new.db "PRAGMA journal_mode" >mode && echo wal >want && test_cmp want mode &&
	sqlite3 new.db "SELECT sql FROM sqlite_schema WHERE type = '"'"'table'"'"' ORDER BY name" >got &&
	grep "^CREATE TABLE" schema.sql | sed "s/;$//" | sort >want && sort got >got.s &&
	test_cmp want got.s
'

test_expect_success 'quotes and SQL keywords in ids round-trip' '
	id="x'"'"'); DROP TABLE items; --" &&
	transcript append new.db "$id" more &&
	transcript load new.db "$id" >out && test_cmp more out &&
	sqlite3 new.db "SELECT count(*) FROM items" >n && echo 2 >want && test_cmp want n
'

test_done
