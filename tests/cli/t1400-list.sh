#!/bin/sh
test_description='list: columns, --bytes, --sort, --since/--until, --json; streams in id order'
. "$(dirname "$0")/lib.sh"

SCHEMA='CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE items (session_id TEXT NOT NULL, seq INTEGER NOT NULL,
    json TEXT NOT NULL, PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id) REFERENCES sessions(id));'

# Ids whose byte order differs from a case-folding or locale order; times
# around a day's midnight.  Items: a 3 (21 bytes), B 1 (10), é 2 (12), z 0.
{
	echo "$SCHEMA"
	cat <<-\EOF
	INSERT INTO sessions VALUES ('a', 1714521600000), ('B', 1714737600000),
	    ('é', 1714608000000), ('z', 1714521599999);
	INSERT INTO items VALUES ('a', 0, '{"n":1}'), ('a', 1, '{"n":2}'),
	    ('a', 2, '{"n":3}'), ('B', 0, '{"x":"yy"}'), ('é', 0, '{"k":true}'),
	    ('é', 1, '{}');
	EOF
} >s.sql
# Sessions s000001 ... sN of one item each.
big_sql() {
	echo "$SCHEMA"
	echo "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
	echo "    WHERE i < $1) INSERT INTO sessions"
	echo "    SELECT printf('s%06d', i), 1700000000000 + i FROM n;"
	echo "INSERT INTO items SELECT id, 0, '{\"a\":1}' FROM sessions;"
}
cat >oa.sql <<-\EOF
	CREATE TABLE agent_sessions (session_id TEXT PRIMARY KEY,
	    created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
	    updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP);
	CREATE TABLE agent_messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
	    session_id TEXT NOT NULL, message_data TEXT NOT NULL,
	    created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP);
	CREATE INDEX idx_agent_messages_session_id ON agent_messages (session_id, id);
	INSERT INTO agent_sessions VALUES ('old', '2024-01-01 00:00:00', '2024-06-01 10:00:00'),
	    ('new', '2024-05-10 00:00:00', '2024-05-10 00:00:01');
	INSERT INTO agent_messages (session_id, message_data) VALUES ('old', '{"a": 1}'),
	    ('new', '{"b": 2}'), ('orphan', '{"c": 3}');
	EOF
test_line() { grep "^$1	" all; }

test_expect_success 'setup' '
	mkdb s.db s.sql &&
	A="2024-05-01T00:00:00.000Z" && Bt="2024-05-03T12:00:00.000Z" &&
	E="2024-05-02T00:00:00.000Z" && Z="2024-04-30T23:59:59.999Z" &&
	printf "B\t1\t$Bt\t$Bt\na\t3\t$A\t$A\nz\t0\t$Z\t$Z\né\t2\t$E\t$E\n" >all &&
	transcript list s.db >out && test_cmp all out
'

test_expect_success 'id, items, created, last activity, in byte order of the ids' '
	printf "B\na\nz\né\n" >want && cut -f1 all >got && test_cmp want got
'

test_expect_success '--bytes adds the item bytes as a fifth column' '
	transcript list --bytes s.db >out &&
	cut -f1-4 out >got && test_cmp all got &&
	printf "10\n21\n0\n12\n" >want && cut -f5 out >got && test_cmp want got
'

test_expect_success '--json carries the last activity; bytes only with --bytes' '
	transcript list --json s.db >out &&
	test $(wc -l <out) -eq 4 &&
	grep -qxF "{\"session\":\"a\",\"items\":3,\"created_at\":1714521600000,\"created\":\"2024-05-01T00:00:00.000Z\",\"updated_at\":1714521600000,\"updated\":\"2024-05-01T00:00:00.000Z\",\"title\":null}" out &&
	! grep -q bytes out &&
	transcript list --json --bytes s.db >out &&
	grep -qxF "{\"session\":\"a\",\"items\":3,\"bytes\":21,\"created_at\":1714521600000,\"created\":\"2024-05-01T00:00:00.000Z\",\"updated_at\":1714521600000,\"updated\":\"2024-05-01T00:00:00.000Z\",\"title\":null}" out &&
	grep -q "^{\"session\":\"z\",\"items\":0,\"bytes\":0," out
'

test_expect_success '--sort=created, updated, items, id' '
	transcript list --sort=created s.db | cut -f1 >got &&
	printf "z\na\né\nB\n" >want && test_cmp want got &&
	transcript list --sort=updated s.db | cut -f1 >got && test_cmp want got &&
	transcript list --sort=items s.db | cut -f1 >got &&
	printf "z\nB\né\na\n" >want && test_cmp want got &&
	transcript list --sort=id s.db >got && test_cmp all got &&
	transcript list --sort=items --bytes --json s.db | head -n 1 |
	    grep -q "^{\"session\":\"z\",\"items\":0,\"bytes\":0,"
'

test_expect_success '--since and --until: dates, times, offsets, both ends included' '
	transcript list --since=2024-05-01 s.db | cut -f1 >got &&
	printf "B\na\né\n" >want && test_cmp want got &&
	transcript list --until=2024-05-01 s.db | cut -f1 >got &&
	printf "a\nz\n" >want && test_cmp want got &&
	transcript list --since=2024-05-01T00:00:00.001Z s.db | cut -f1 >got &&
	printf "B\né\n" >want && test_cmp want got &&
	transcript list --since=2024-05-02T02:00+02:00 --until=2024-05-02T00:00:00Z s.db >got &&
	test_line é >want && test_cmp want got &&
	transcript list --until="2024-04-30 21:59:59.999-0200" s.db >got &&
	test_line z >want && test_cmp want got &&
	transcript list --since="2024-05-03 12:00" s.db >got &&
	test_line B >want && test_cmp want got &&
	transcript list --since=2024-05-04 s.db >got && test ! -s got &&
	transcript list --since=2024-05-02 --sort=items --json s.db | cut -d, -f1 >got &&
	printf "{\"session\":\"B\"\n{\"session\":\"é\"\n" >want && test_cmp want got
'

test_expect_success 'a bad --sort or date is a usage error (exit 2), naming the option' '
	for bad in --sort=size --sort= --since=2024-02-30 --since=2024-05-01T25:00 \
	    --since=yesterday --until=2024-05-01+02:00 --until=1969-12-31 \
	    --since=2024-05-01T12:00Z+01:00 --since=2024-5-1 --until=2024-05-01T12 \
	    "--since=2024-05-01 " --until=2024-05-01T12:00:00+2:00; do
		test_expect_code 2 transcript list "$bad" s.db 2>err &&
		grep -q "^transcript: ${bad%%=*} wants" err &&
		grep -q "^usage: transcript list" err || { echo "$bad"; exit 1; }
	done
'

test_expect_success 'openai-agents: the last activity is the updated_at column' '
	mkdb oa.db oa.sql &&
	transcript list oa.db >out &&
	grep -q "^old	1	2024-01-01T00:00:00.000Z	2024-06-01T10:00:00.000Z$" out &&
	grep -q "^new	1	2024-05-10T00:00:00.000Z	2024-05-10T00:00:01.000Z$" out &&
	grep -q "^orphan	1	" out &&
	transcript list --since=2024-05-01 --until=2024-12-31 --sort=updated oa.db | cut -f1 >got &&
	printf "new\nold\n" >want && test_cmp want got &&
	transcript list --sort=created --until=2024-12-31 oa.db | cut -f1 >got &&
	printf "old\nnew\n" >want && test_cmp want got
'

test_expect_success 'a store that is not streamed (jsonl) sorts and filters the same' '
	transcript convert --quiet s.db jsonl:j &&
	transcript list j >got && test_cmp all got &&
	for o in --sort=created --sort=items --since=2024-05-01 --until=2024-05-01; do
		transcript list --bytes "$o" s.db >want &&
		transcript list --bytes "$o" j >got && test_cmp want got || exit 1
	done
'

if [ -n "$RSS_SKIP" ]; then
	test_skip 'list streams: memory flat from 30,000 to 60,000 sessions' "$RSS_SKIP"
else
	test_expect_success 'list streams: memory flat from 30,000 to 60,000 sessions' '
		for n in 30000 60000; do
			big_sql $n >big.sql && mkdb big$n.db big.sql || exit 1
		done &&
		transcript list big60000.db >out && test $(wc -l <out) -eq 60000 &&
		head -n 1 out | grep -q "^s000001	1	" && tail -n 1 out | grep -q "^s060000	1	" &&
		r30=$(rss "$TRANSCRIPT" list big30000.db) &&
		r60=$(rss "$TRANSCRIPT" list big60000.db) &&
		kept=$(rss "$TRANSCRIPT" list --sort=created big60000.db) &&
		echo "peak RSS: 30k $r30 KiB, 60k $r60 KiB, 60k sorted $kept KiB" &&
		test $((r60 - r30)) -lt 1024 &&
		test $((kept - r60)) -gt 2048
	'
fi

test_done
