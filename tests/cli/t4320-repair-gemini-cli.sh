#!/bin/sh
test_description='repair of gemini-cli sessions: where each layout keeps a result'
. "$(dirname "$0")/lib.sh"

user='{"id":"u1","timestamp":"2026-05-02T09:15:10.002Z","type":"user","content":[{"text":"Read a."}]}'
calls='{"id":"g1","timestamp":"2026-05-02T09:15:15.208Z","type":"gemini","content":[{"functionCall":{"id":"rf_1","name":"read_file","args":{"file_path":"a"}}}]}'
gone='{"error":"The tool call was interrupted and has no output."}'
resp1='{"functionResponse":{"id":"rf_1","name":"read_file","response":'$gone'}}'

test_expect_success 'functionCall parts: responses open the next user part list' '
	mkdir a && printf "%s\n" "$user" "$calls" \
	    "{\"id\":\"u2\",\"timestamp\":\"2026-05-02T09:15:20.000Z\",\"type\":\"user\",\"content\":[{\"text\":\"Stop.\"}]}" \
	    >a/s.jsonl &&
	transcript repair --apply --no-backup a >/dev/null 2>err &&
	printf "%s\n" "$user" "$calls" \
	    "{\"id\":\"u2\",\"timestamp\":\"2026-05-02T09:15:20.000Z\",\"type\":\"user\",\"content\":[$resp1,{\"text\":\"Stop.\"}]}" \
	    >want &&
	test_cmp want a/s.jsonl &&
	transcript check --quiet a
'

test_expect_success 'functionCall parts before string content: a new user message' '
	mkdir b && printf "%s\n" "$user" "$calls" \
	    "{\"id\":\"u2\",\"timestamp\":\"2026-05-02T09:15:20.000Z\",\"type\":\"user\",\"content\":\"Stop.\"}" \
	    >b/s.jsonl &&
	transcript repair --apply --no-backup b >/dev/null 2>err &&
	sed -n 3p b/s.jsonl >new &&
	grep -q "^{\"id\":\"[0-9a-f]\{8\}-[0-9a-f]\{4\}-4[0-9a-f]\{3\}-[89ab][0-9a-f]\{3\}-[0-9a-f]\{12\}\",\"timestamp\":\"2026-05-02T09:15:15.208Z\",\"type\":\"user\",\"content\":\[$resp1\]}$" new &&
	sed -n 4p b/s.jsonl | grep -q "\"content\":\"Stop.\"}$" &&
	transcript check --quiet b &&
	transcript repair b >again && test ! -s again
'

test_expect_success 'a pending functionCall part: a new user message at the end' '
	mkdir c && printf "%s\n" "$user" "$calls" >c/s.jsonl &&
	transcript repair --apply --no-backup --close-pending c >/dev/null &&
	test $(wc -l <c/s.jsonl) -eq 3 &&
	tail -n 1 c/s.jsonl | grep -q "\"type\":\"user\",\"content\":\[$resp1\]}$" &&
	transcript check --quiet c
'

test_expect_success 'a toolCalls element without a result gets one, status cancelled' '
	mkdir d && printf "%s\n" "$user" \
	    "{\"id\":\"g1\",\"timestamp\":\"t\",\"type\":\"gemini\",\"content\":\"\",\"toolCalls\":[{\"id\":\"rf_1\",\"name\":\"read_file\",\"args\":{},\"result\":null}]}" \
	    "{\"id\":\"u2\",\"timestamp\":\"t\",\"type\":\"user\",\"content\":\"Well?\"}" >d/s.jsonl &&
	transcript repair --apply --no-backup d >/dev/null &&
	printf "%s\n" "$user" \
	    "{\"id\":\"g1\",\"timestamp\":\"t\",\"type\":\"gemini\",\"content\":\"\",\"toolCalls\":[{\"id\":\"rf_1\",\"name\":\"read_file\",\"args\":{},\"result\":[$resp1],\"status\":\"cancelled\"}]}" \
	    "{\"id\":\"u2\",\"timestamp\":\"t\",\"type\":\"user\",\"content\":\"Well?\"}" >want &&
	test_cmp want d/s.jsonl &&
	transcript check --quiet d
'

test_expect_success 'a reused id in toolCalls: the later call and its own response renamed' '
	mkdir e && printf "%s\n" "$user" \
	    "{\"id\":\"g1\",\"timestamp\":\"t\",\"type\":\"gemini\",\"content\":\"\",\"toolCalls\":[{\"id\":\"ld\",\"name\":\"ls\",\"args\":{},\"result\":[{\"functionResponse\":{\"id\":\"ld\",\"name\":\"ls\",\"response\":{\"output\":\"one\"}}}],\"status\":\"success\"},{\"id\":\"ld\",\"name\":\"ls\",\"args\":{},\"result\":[{\"functionResponse\":{\"id\":\"ld\",\"name\":\"ls\",\"response\":{\"output\":\"two\"}}}],\"status\":\"success\"}]}" \
	    >e/s.jsonl &&
	transcript repair --apply --no-backup e >/dev/null &&
	printf "%s\n" "$user" \
	    "{\"id\":\"g1\",\"timestamp\":\"t\",\"type\":\"gemini\",\"content\":\"\",\"toolCalls\":[{\"id\":\"ld\",\"name\":\"ls\",\"args\":{},\"result\":[{\"functionResponse\":{\"id\":\"ld\",\"name\":\"ls\",\"response\":{\"output\":\"one\"}}}],\"status\":\"success\"},{\"id\":\"ld_dup2\",\"name\":\"ls\",\"args\":{},\"result\":[{\"functionResponse\":{\"id\":\"ld_dup2\",\"name\":\"ls\",\"response\":{\"output\":\"two\"}}}],\"status\":\"success\"}]}" \
	    >want &&
	test_cmp want e/s.jsonl &&
	transcript check --quiet e
'

test_done
