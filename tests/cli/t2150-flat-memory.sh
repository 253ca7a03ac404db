#!/bin/sh
test_description='whole-store commands read the listing a page at a time: memory stays flat, every session is gone through once, in order, and writes between pages lose none'
. "$(dirname "$0")/lib.sh"

SCHEMA='PRAGMA page_size = 8192;
CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq));'

# big_sql N: N one-item sessions whose ids are 400 bytes long, so that a
# list of them held in memory (an id and its info: about 500 bytes a
# session) stands out: 10 MB more for 20,000 sessions more.
big_sql() {
	echo "$SCHEMA"
	echo "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
	echo "    WHERE i < $1) INSERT INTO sessions"
	echo "    SELECT printf('%0394d-%05d', 0, i), 1700000000000 + i FROM n;"
	echo "INSERT INTO items SELECT id, 0, '{\"role\":\"user\",\"content\":\"hi\"}'"
	echo "    FROM sessions;"
}

# pending_sql: 600 sessions s0001..., of which s0250 to s0259 (where the
# first page of the listing ends) and s0600 have a call c1 without a
# result in the middle of the conversation (repair inserts one).
pending_sql() {
	echo "$SCHEMA"
	echo "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
	echo "    WHERE i < 600) INSERT INTO sessions"
	echo "    SELECT printf('s%04d', i), 1700000000000 + i FROM n;"
	echo "INSERT INTO items SELECT id, 0, '{\"role\":\"user\",\"content\":\"go\"}' FROM sessions;"
	echo "INSERT INTO items SELECT id, 1, '{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}}]}'"
	echo "    FROM sessions WHERE id BETWEEN 's0250' AND 's0259' OR id = 's0600';"
	echo "INSERT INTO items SELECT session_id, count(*), '{\"role\":\"user\",\"content\":\"next\"}'"
	echo "    FROM items GROUP BY session_id;"
}

test_expect_success 'setup: stores of 4,000 and 20,000 sessions' '
	big_sql 4000 >b.sql && mkdb b4.db b.sql &&
	big_sql 20000 >b.sql && mkdb b20.db b.sql
'

# Each command over the whole store, its output kept: the listing is read
# a page at a time (LISTING_PAGE), so that 4,000 sessions are 16 pages.
test_expect_success 'every session, once, in id order: grep, stats, check, dump, repair, convert' '
	transcript list b4.db | cut -f1 >ids &&
	test $(wc -l <ids) -eq 4000 && sort -c ids && test $(sort -u ids | wc -l) -eq 4000 &&
	transcript grep -l hi b4.db >got && test_cmp ids got &&
	transcript grep -c hi b4.db | cut -d: -f1 >got && test_cmp ids got &&
	transcript check --format=json b4.db | tail -n 1 >got &&
	grep -q "\"sessions\":4000,\"items\":4000,\"errors\":0" got &&
	transcript stats b4.db | awk "NR > 1 { print \$NF }" | grep -e "-[0-9]*\$" >got &&
	test_cmp ids got &&
	transcript dump --no-pager --format=jsonl b4.db | cut -c13-412 >got &&
	test_cmp ids got &&
	transcript repair b4.db 2>err && grep -q "^repair: 4000 sessions" err &&
	transcript convert --quiet --no-verify b4.db sqlite:c.db &&
	transcript list c.db >got && transcript list b4.db >want && test_cmp want got
'

test_expect_success 'repair --apply writes sessions between the pages of its listing: all repaired, none lost' '
	pending_sql >p.sql && mkdb p.db p.sql &&
	transcript list p.db | cut -f1,2 >before &&
	test_expect_code 1 transcript check --quiet p.db &&
	transcript repair --apply --no-backup p.db >out 2>err &&
	grep -q "^repair: 600 sessions, 11 actions, 0 not repaired, 11 sessions rewritten" err &&
	cut -d: -f1 out >got && { seq 250 259 && echo 600; } | sed "s/^/s0/" >want &&
	test_cmp want got &&
	transcript check p.db 2>err && grep -q "^check: 600 sessions, 1222 items, 0 errors" err &&
	transcript list p.db | cut -f1 >got && cut -f1 before >want && test_cmp want got
'

# Ids of no type (a column without one): 300 integers, 300 texts, 300
# blobs, which sort in that order; pages of 256 end on each kind, and the
# next page starts after the id of that kind, not after its text.
cat >typed.sql <<-\EOF
	CREATE TABLE sessions (id PRIMARY KEY, created_at INTEGER NOT NULL);
	CREATE TABLE items (session_id NOT NULL REFERENCES sessions(id),
	    seq INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (session_id, seq));
	WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 900)
	    INSERT INTO sessions SELECT CASE WHEN i <= 300 THEN i
	    WHEN i <= 600 THEN printf('t%04d', i)
	    ELSE CAST(printf('b%04d', i) AS BLOB) END, 0 FROM n;
	INSERT INTO items SELECT id, 0, '{"role":"user","content":"x"}' FROM sessions;
EOF
test_expect_success 'pages that end on an integer, a text and a blob id go on after it' '
	mkdb typed.db typed.sql &&
	timeout 60 "$TRANSCRIPT" list typed.db | cut -f1 >got &&
	awk "BEGIN { for (i = 1; i <= 900; i++) print i <= 300 ? i : \
	    sprintf(\"%s%04d\", i <= 600 ? \"t\" : \"b\", i) }" >want &&
	test_cmp want got
'

test_expect_success 'the first page holds the ids that sort before any bound (a text column: "%", ESC)' '
	{ echo "$SCHEMA" &&
	  printf "INSERT INTO sessions VALUES (%s, 0);\n" "'"'"'%a'"'"'" "char(27) || '"'"'x'"'"'" "'"'"'-'"'"'" "'"'"'a'"'"'"
	} >low.sql && mkdb low.db low.sql &&
	test $(transcript list low.db | wc -l) -eq 4
'

if [ -n "$RSS_SKIP" ]; then
	test_skip 'whole-store commands: memory flat from 4,000 to 20,000 sessions' "$RSS_SKIP"
else
	# Each command may grow by less than 2 MiB where a list of 16,000
	# sessions more, held, grows by 8 MB.
	test_expect_success 'whole-store commands: memory flat from 4,000 to 20,000 sessions' '
		bad= &&
		for c in "list" "grep -c hi" "grep -l hi" "stats" "check" "dump --no-pager" \
		    "repair" "convert --quiet --no-verify"; do
			for n in 4 20; do
				rm -f o.db* &&
				case $c in
				convert*) eval "r$n=\$(rss \"\$TRANSCRIPT\" $c b$n.db sqlite:o.db)" ;;
				*) eval "r$n=\$(rss \"\$TRANSCRIPT\" $c b$n.db)" ;;
				esac || exit 1
			done
			echo "$c: peak RSS 4k $r4 KiB, 20k $r20 KiB"
			test $((r20 - r4)) -lt 2048 || bad="$bad $c,"
		done &&
		echo "grew: ${bad:-none}" && test -z "$bad"
	'
fi

test_done
