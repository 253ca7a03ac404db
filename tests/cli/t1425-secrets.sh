#!/bin/sh
test_description='secrets: what --redact would replace, listed masked; repair --redact replaces it in place'
. "$(dirname "$0")/lib.sh"

PLANTED=$FIXTURES/secrets/planted.jsonl

test_expect_success 'setup: a session with a secret of each kind, and a clean one' '
	transcript append s.db planted "$PLANTED" &&
	transcript append s.db clean "$FIXTURES/check/chat/dangling-call.jsonl" &&
	transcript list s.db >list && test $(wc -l <list) = 2
'

test_expect_success 'each finding: session@seq, kind, masked preview; exit 1' '
	test_expect_code 1 transcript secrets s.db >out 2>err &&
	test $(wc -l <out) = 39 &&
	sed -n "1p;3p;5p;6p;34p;39p" out >got &&
	cat >want <<-\EOF &&
	planted@0: aws-access-key: AKIA...(20 chars)
	planted@1: aws-access-key: ASIA...(20 chars)
	planted@2: stripe-key: sk_l...(32 chars)
	planted@3: google-api-key: AIza...(39 chars)
	planted@31: cloudflare-token: cfut...(53 chars)
	planted@36: bearer-token: AJaO...(33 chars)
	EOF
	test_cmp want got &&
	grep -q "^planted@0: aws-secret-key: ....\.\.\.(40 chars)$" out &&
	grep -q "^planted@5: url-credentials: app_\.\.\.(26 chars)$" out &&
	grep -q "^planted@35: private-key: ----\.\.\.(1292 chars)$" out &&
	grep -qx "secrets: 2 sessions, 43 items, 39 secrets found" err
'

test_expect_success 'the preview is never the secret: at most 4 characters of it' '
	! grep -v "^planted@[0-9]*: [a-z0-9-]*: [^ ]\{0,4\}\.\.\.([0-9]* chars)$" out &&
	sed -n "s/.*\"content\":\"before \(.*\) after\"}$/\1/p" "$PLANTED" |
	    grep -o "[A-Za-z0-9_]\{12,\}" | sort -u >words &&
	test $(wc -l <words) -ge 37 &&
	! grep -F -f words out
'

test_expect_success 'every kind of the corpus is named, each of redact kinds is known' '
	sed "s/^[^:]*: \([^:]*\):.*/\1/" out | sort -u >kinds &&
	test $(wc -l <kinds) -ge 28 &&
	grep -qx jwt kinds && grep -qx private-key kinds &&
	grep -qx aws-secret-key kinds && grep -qx huggingface-token kinds &&
	grep -qx npm-token kinds && grep -qx url-credentials kinds &&
	while read -r k; do
		grep -q "^\.It Li .*$k" "$TOP/man/transcript.1" ||
		    { echo "$k not in REDACTION"; exit 1; }
	done <kinds
'

test_expect_success '--format=json: one object per finding' '
	test_expect_code 1 transcript secrets --format=json --quiet s.db planted >j 2>err &&
	! test -s err &&
	test $(wc -l <j) = 39 &&
	sed -n 3p j >got &&
	echo "{\"session\":\"planted\",\"seq\":1,\"kind\":\"aws-access-key\",\"preview\":\"ASIA...(20 chars)\"}" >want &&
	test_cmp want got &&
	! grep -v "^{\"session\":\"planted\",\"seq\":[0-9]*,\"kind\":\"[a-z0-9-]*\",\"preview\":\"[^\"]*\"}$" j
'

test_expect_success 'a secret hidden behind an escape of an ASCII character is found' '
	mkdir esc && printf "%s\n" "{\"role\":\"user\",\"content\":\"s\\u006b_live_0123456789abcdefghijklmnop\"}" \
	    "{\"role\":\"user\",\"content\":\"https:\\/\\/u:Xy7kLm93Qz@h\"}" >esc/e.jsonl &&
	test_expect_code 1 transcript secrets esc >out &&
	printf "%s\n" "e@0: stripe-key: sk_l...(34 chars)" "e@1: url-credentials: u:X...(12 chars)" >want &&
	test_cmp want out
'

test_expect_success 'nothing found: exit 0, no output; named sessions only' '
	transcript secrets s.db clean >out 2>err && ! test -s out &&
	grep -qx "secrets: 1 session, 6 items, 0 secrets found" err &&
	transcript secrets -q s.db clean 2>err && ! test -s err
'

test_expect_success 'the same findings on one thread and on two, in session order' '
	mkdir many &&
	for i in 1 2 3 4 5 6; do
		cp "$PLANTED" many/p$i.jsonl && cp "$FIXTURES/check/chat/dangling-call.jsonl" many/c$i.jsonl
	done &&
	test_expect_code 1 env TRANSCRIPT_THREADS=0 "$TRANSCRIPT" secrets many >one 2>e1 &&
	test_expect_code 1 env TRANSCRIPT_THREADS=1 "$TRANSCRIPT" secrets many >two 2>e2 &&
	test_cmp one two && test_cmp e1 e2 &&
	test $(wc -l <one) = 234 && grep -q "^p6@36: bearer-token" one
'

test_expect_success 'usage and failures: exit 2, 5, 4; a torn line is skipped' '
	test_expect_code 2 transcript secrets 2>err && grep -q "^usage: transcript secrets" err &&
	test_expect_code 2 transcript secrets --format=yaml s.db 2>err &&
	grep -q "format wants text or json" err &&
	test_expect_code 2 transcript secrets --bogus s.db &&
	test_expect_code 5 transcript secrets s.db nosuch &&
	test_expect_code 5 transcript secrets nowhere.db &&
	mkdir bad && { head -n 3 "$PLANTED"; echo "{not json AKIA2E0A8F3B244C9986"; sed -n 4p "$PLANTED"; } >bad/b.jsonl &&
	test_expect_code 4 transcript secrets bad >out 2>err &&
	test $(wc -l <out) = 6 && grep -q "^b@4: google-api-key" out &&
	grep -q "b.jsonl:4" err &&
	sed -i "s/^{not json AKIA.*/{not json, no secret/" bad/b.jsonl &&
	test_expect_code 1 transcript secrets bad >out 2>err &&
	test $(wc -l <out) = 6 && ! grep -q "b.jsonl:4" err &&
	test_expect_code 1 transcript check bad >/dev/null 2>&1 &&
	mkdir torn && { head -n 2 "$PLANTED"; printf "{\"content\":\"AKIA2E0A8F3B244C9986"; } >torn/t.jsonl &&
	test_expect_code 1 transcript secrets torn >out 2>err &&
	test $(wc -l <out) = 4 && grep -q "torn" err &&
	transcript secrets -h >help && grep -q "^usage: transcript secrets" help
'

# repair --redact: the same guarded, backed-up replace as repair.
test_expect_success 'repair --redact: a dry run lists each secret as an action, changes nothing' '
	transcript convert --quiet s.db jsonl:st &&
	cp -p st/clean.jsonl clean.before &&
	test_expect_code 1 transcript repair --redact st >plan 2>err &&
	grep -q "^planted: seq 2: redact: stripe-key sk_l\.\.\.(32 chars)$" plan &&
	test $(grep -c ": redact: " plan) = 39 &&
	grep -q "^clean: seq 3: insert before: " plan &&
	grep -q "repair: 2 sessions, 40 actions planned, 0 not repaired" err &&
	transcript load st planted >now && cmp now "$PLANTED" &&
	test_expect_code 1 transcript repair --redact --format=json st planted >pj &&
	sed -n 1p pj >got &&
	echo "{\"session\":\"planted\",\"action\":\"redact\",\"seq\":0,\"kind\":\"aws-access-key\",\"preview\":\"AKIA...(20 chars)\"}" >want &&
	test_cmp want got
'

test_expect_success 'repair --redact --apply: no finding after, the backup holds the original, clean sessions untouched' '
	mkdir st2 && cp "$FIXTURES/check/chat/dangling-call.jsonl" st2/dc.jsonl &&
	cp "$PLANTED" st2/planted.jsonl &&
	transcript repair --apply --no-backup st2 dc >/dev/null 2>&1 &&
	cp -p st2/dc.jsonl dc.before && ls -i st2/dc.jsonl >ino.before &&
	transcript repair --redact --apply --backup=bk st2 >out 2>err &&
	grep -q "1 session rewritten" err &&
	transcript secrets st2 >left && ! test -s left &&
	cmp bk/planted.jsonl "$PLANTED" && test ! -e bk/dc.jsonl &&
	cmp st2/dc.jsonl dc.before && ls -i st2/dc.jsonl >ino.after &&
	test_cmp ino.before ino.after &&
	transcript load --redact s.db planted >want &&
	transcript load st2 planted >got && test_cmp want got &&
	transcript check --quiet st2
'

test_expect_success 'repair --redact --apply: pairs repaired and secrets replaced in one rewrite (sqlite)' '
	{ cat "$FIXTURES/check/chat/dangling-call.jsonl"; sed -n 3p "$PLANTED"; } >both.jsonl &&
	transcript append b.db both both.jsonl &&
	transcript repair --redact --apply --backup=both.bak b.db >out 2>err &&
	grep -q "1 session rewritten" err && cmp both.bak both.jsonl &&
	transcript check --quiet b.db && transcript secrets b.db &&
	transcript load b.db both | grep -c "\[REDACTED\]" >n && test "$(cat n)" = 1
'

test_expect_success 'repair --redact-pattern: the pattern implies --redact' '
	printf "{\"role\":\"user\",\"content\":\"my pin is 4711\"}\n" >pin.jsonl &&
	transcript append pin.db p pin.jsonl &&
	transcript repair --redact-pattern="pin is [0-9]+" --apply --no-backup pin.db >out &&
	grep -q "^p: seq 0: redact: pattern pi\.\.\.(11 chars)$" out &&
	transcript load pin.db p >got && grep -q "my \[REDACTED\]\"}$" got &&
	test_expect_code 2 transcript repair --redact-pattern="(" pin.db
'

test_expect_success 'repair --redact --apply: a session changed between plan and apply is left alone (exit 6), by count or by digest' '
	transcript append stale.db s "$PLANTED" &&
	test_expect_code 6 env TRANSCRIPT_TEST_REPAIR_HOOK="$TRANSCRIPT append stale.db s $FIXTURES/check/chat/dangling-call.jsonl" \
	    "$TRANSCRIPT" repair --redact --apply --backup=stale.bak stale.db >out 2>err &&
	grep -q "changed; nothing written" err && test ! -e stale.bak &&
	transcript load stale.db s | head -n 37 >got && cmp got "$PLANTED" &&
	test_expect_code 1 transcript secrets -q stale.db >/dev/null &&
	transcript append same.db s "$PLANTED" &&
	sed "s/before/BEFORE/" "$PLANTED" >same.jsonl &&
	test_expect_code 6 env TRANSCRIPT_TEST_REPAIR_HOOK="$TRANSCRIPT compact-replace same.db s same.jsonl" \
	    "$TRANSCRIPT" repair --redact --apply --no-backup same.db >out 2>err &&
	grep -q "changed since it was read: nothing written" err &&
	transcript load same.db s >got && cmp got same.jsonl
'

test_done
