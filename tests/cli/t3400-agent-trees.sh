#!/bin/sh
test_description='claude-code: and codex: stores (agents file trees over the jsonl backend)'
. "$(dirname "$0")/lib.sh"

CC=$FIXTURES/native/claude-code
CX=$FIXTURES/native/codex
P=-home-ada-proj
S1=3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f
AG=agent-a4f07c2e9b1d3a5c8
X1=019c8a70-dda7-7f33-98ea-f30553347322
X1F=sessions/2026/02/23/rollout-2026-02-23T13-19-38-$X1.jsonl

# sum_tree DIR: a checksum of every file under DIR with its path.
sum_tree() {
	(cd "$1" && find . -type f -exec md5sum {} + | sort)
}

# same_rollouts DIR: DIR holds every rollout of the fixture, byte for byte.
same_rollouts() {
	test "$(find "$1" -name "*.jsonl" | wc -l)" -eq 4 &&
	for f in $(cd "$CX" && find . -name "rollout-*.jsonl"); do
		id=${f%.jsonl} && id=$(printf "%s" "$id" | tail -c 36) &&
		cmp "$CX/$f" "$(find "$1" -name "*$id.jsonl")" || return 1
	done
}

test_expect_success 'claude-code: list at ~/.claude, the projects dir and a project' '
	cat >want <<-EOF &&
	$P/$S1	9	4925	2026-08-03T09:00:00.110Z
	$P/$S1/$AG	4	2463	2026-08-03T09:00:03.600Z
	$P/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d	11	6249	2026-08-04T14:10:02.005Z
	$P/c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f	6	3421	2026-08-05T08:45:11.870Z
	-path-to-Demo/1af7fc5e-8455-4414-9ccd-011d40f70b2a	15	13153	2025-09-03T00:47:19.293Z
	-path-to-Demo/5c0375b4-57a5-4f26-b12d-d022ee4e51b7	24	31288	2025-09-07T09:52:03.071Z
	EOF
	list_bytes "$CC" >out && test_cmp want out &&
	list_bytes "claude-code:$CC/projects" >out && test_cmp want out &&
	sed -n "1,4s|^$P/||p" want >want1 &&
	list_bytes "claude-code:$CC/projects/$P" >out && test_cmp want1 out
'

test_expect_success 'claude-code: a project directory is detected as one, not as jsonl' '
	list_bytes "$CC/projects/$P" >out && test_cmp want1 out
'

test_expect_success 'claude-code: load gives the file lines, byte for byte' '
	transcript load "$CC" -- "$P/$S1" >out &&
	test_cmp "$CC/projects/$P/$S1.jsonl" out &&
	transcript load "$CC" -- "$P/$S1/$AG" >out &&
	test_cmp "$CC/projects/$P/$S1/subagents/$AG.jsonl" out
'

test_expect_success 'claude-code: check finds the interrupted call, by file and line' '
	test_expect_code 1 transcript check "$CC" >out 2>err &&
	grep -q "projects/$P/c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f.jsonl:2: error: .*\[dangling-call\]" out &&
	test "$(wc -l <out)" -eq 1
'

test_expect_success 'claude-code: ~/.claude with history.jsonl beside projects/ is still claude-code' '
	mkdir -p home && cp -R "$CC/projects" home/ &&
	echo "{\"display\":\"hi\"}" >home/history.jsonl &&
	list_bytes home >out && test_cmp want out
'

test_expect_success 'claude-code: convert to sqlite and back reproduces every session file' '
	transcript convert --quiet "$CC" cc.db &&
	transcript convert --quiet cc.db claude-code:back &&
	(cd "$CC/projects" && find . -name "*.jsonl" -type f | sort) >files &&
	while read -r f; do cmp "$CC/projects/$f" "back/$f" || exit 1; done <files &&
	test "$(cd back && find . -type f | wc -l)" -eq "$(wc -l <files)"
'

test_expect_success 'claude-code: a source is never written to by reading it' '
	sum_tree "$CC" >before &&
	transcript list "$CC" >/dev/null && transcript check "$CC" >/dev/null;
	transcript dump "$CC" -- "$P/$S1" >/dev/null &&
	sum_tree "$CC" >after && test_cmp before after
'

test_expect_success 'claude-code: append, compact-replace, rename and delete an existing session' '
	cp -R "$CC" w &&
	echo "{\"type\":\"user\",\"message\":{\"role\":\"user\",\"content\":\"more\"}}" >one &&
	transcript append w -- "$P/$S1" one &&
	tail -n 1 "w/projects/$P/$S1.jsonl" >last && test_cmp one last &&
	! ls "w/projects/$P/" | grep -q "meta.json" &&
	transcript compact-replace --backup=old.jsonl w -- "$P/$S1/$AG" one &&
	test_cmp one "w/projects/$P/$S1/subagents/$AG.jsonl" &&
	transcript rename w -- "$P/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d" \
	    "-other/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d" &&
	test -f w/projects/-other/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d.jsonl &&
	transcript delete -f w -- "$P/c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f" &&
	test ! -e "w/projects/$P/c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f.jsonl"
'

test_expect_success 'claude-code: an id of another form is refused (exit 2, naming the form)' '
	test_expect_code 2 transcript append w not-a-session one 2>err &&
	grep -q "is not a Claude Code session id: KEY/UUID, or KEY/UUID/agent-ID" err &&
	transcript append plain.db s1 one &&
	test_expect_code 2 transcript convert --quiet plain.db claude-code:w2 2>err &&
	grep -q "is not a Claude Code session id" err && test ! -e w2/s1.jsonl
'

test_expect_success 'claude-code: a link inside the tree is not followed' '
	mkdir -p outside && echo "{\"a\":1}" >outside/x.jsonl && sum_tree outside >o1 &&
	cp -R "$CC" l &&
	ln -s "$TRASH/outside/x.jsonl" "l/projects/$P/11111111-2222-4333-8444-555555555555.jsonl" &&
	ln -s "$TRASH/outside" "l/projects/-linked" &&
	transcript list l >out 2>err &&
	grep -q "skipping session .$P/11111111-2222-4333-8444-555555555555.: .* is a symbolic link" err &&
	grep -q "skipping .*-linked. is a symbolic link" err &&
	! grep -q "linked" out &&
	echo "{\"b\":2}" >two &&
	test_expect_code 4 transcript append l -- "$P/11111111-2222-4333-8444-555555555555" two &&
	sum_tree outside >o2 && test_cmp o1 o2
'

test_expect_success 'codex: list a home, its sessions/ and detect ~/.codex with history.jsonl' '
	cat >wantx <<-EOF &&
	0199e2b7-0a4d-7e12-8c3b-5f9e7a2b1c0d	15	3685	2025-10-14T09:12:00.000Z
	019c8a59-e9dd-71f0-9ae3-4079fe9726a9	16	10851	2026-02-23T11:54:34.334Z
	019c8a70-dda7-7f33-98ea-f30553347322	19	5350	2026-02-23T12:19:38.535Z
	019c8bfe-ec25-79e0-97d7-bda6a9c575ff	28	8868	2026-02-23T19:34:25.573Z
	EOF
	list_bytes "$CX" >out && test_cmp wantx out &&
	grep -v 019c8a59 wantx >wantx1 &&
	list_bytes "codex:$CX/sessions" >out && test_cmp wantx1 out &&
	cp -R "$CX" xhome && echo "{\"ts\":1}" >xhome/history.jsonl &&
	list_bytes xhome >out && test_cmp wantx out
'

test_expect_success 'list --json: last activity from the last record, archived rollouts marked' '
	transcript list --json "$CX" >json &&
	last=$(tail -n 1 "$CX/$X1F" | sed "s/^{\"timestamp\":\"\([^\"]*\)\".*/\1/") &&
	grep "\"session\":\"$X1\"" json | grep -q "\"updated\":\"$last\",\"title\":" &&
	test "$(grep -c "\"archived\":true" json)" -eq 1 &&
	grep "\"archived\":true" json | grep -q 019c8a59 &&
	transcript list --json "$CC" >json &&
	grep "$S1\"" json | grep -q "\"updated\":\"2026-08-03T09:00:44.002Z\"" &&
	transcript list --json "$FIXTURES/jsonl" >json &&
	sed "s/.*\"created_at\":\([0-9]*\),.*\"updated_at\":\([0-9]*\),.*/\1 \2/" json >times &&
	test -s times && awk "\$1 != \$2 { exit 1 }" times
'

test_expect_success 'codex: load is the rollout byte for byte; check warns about the open call' '
	transcript load "$CX" $X1 >out && test_cmp "$CX/$X1F" out &&
	transcript check "$CX" >out 2>err &&
	grep -q "unanswered-call" out
'

test_expect_success 'codex: a session_meta id that differs from the file name is exit 4 naming both' '
	mkdir -p bad/sessions/2026/01/02 &&
	sed "1s/019c8a70-dda7/019c8a70-ffff/" "$CX/$X1F" \
	    >bad/sessions/2026/01/02/rollout-2026-01-02T10-00-00-$X1.jsonl &&
	test_expect_code 4 transcript list bad 2>err &&
	grep -q "session_meta.s id .019c8a70-ffff-7f33-98ea-f30553347322. differs from the file name.s .$X1." err
'

test_expect_success 'codex: convert to sqlite and back: every rollout byte for byte, named in local time' '
	transcript convert --quiet "$CX" cx.db &&
	TZ=Europe/Paris transcript convert --quiet cx.db codex:xback &&
	cmp "$CX/$X1F" "xback/$X1F" &&
	for id in 0199e2b7-0a4d-7e12-8c3b-5f9e7a2b1c0d 019c8a59-e9dd-71f0-9ae3-4079fe9726a9 \
	    019c8a70-dda7-7f33-98ea-f30553347322 019c8bfe-ec25-79e0-97d7-bda6a9c575ff; do
		cmp "$(find "$CX" -name "*$id.jsonl")" "$(find xback -name "*$id.jsonl")" ||
		    exit 1
	done
'

test_expect_success 'codex: append and compact-replace; delete and rename are exit 2' '
	cp -R "$CX" xw &&
	echo "{\"timestamp\":\"2026-02-23T12:30:00.000Z\",\"type\":\"event_msg\",\"payload\":{}}" >ev &&
	transcript append xw $X1 ev &&
	tail -n 1 "xw/$X1F" >last && test_cmp ev last &&
	test_expect_code 2 transcript delete -f xw $X1 2>err &&
	grep -q "codex stores take appends and compact-replace only; cannot delete a session" err &&
	test_expect_code 2 transcript rename xw $X1 019c8a70-dda7-7f33-98ea-000000000000 &&
	test_expect_code 2 transcript append xw not-a-uuid ev 2>err &&
	grep -q "is not a Codex session id" err
'

for b in sqlite jsonl dir; do
	case $b in
	sqlite) B=$b:$TRASH/rt-$b.db BX=$b:$TRASH/rtx-$b.db ;;
	*) B=$b:$TRASH/rt-$b BX=$b:$TRASH/rtx-$b ;;
	esac
	test_expect_success "round trip claude-code -> $b -> claude-code and codex -> $b -> codex" '
		transcript convert --quiet "$CC" "$B" &&
		transcript convert --quiet "$B" "claude-code:rt-cc-$b" &&
		while read -r f; do cmp "$CC/projects/$f" "rt-cc-$b/$f" || exit 1; done <files &&
		transcript convert --quiet "$CX" "$BX" &&
		TZ=Europe/Paris transcript convert --quiet "$BX" "codex:rt-cx-$b" &&
		same_rollouts "rt-cx-$b" &&
		cmp "$CX/$X1F" "rt-cx-$b/$X1F"
	'
done

# Kinds that hold one format take no other without --to (translate).
for b in openai-agents langchain; do
	test_expect_success "claude-code and codex sessions into $b: refused without --to, nothing written" '
		test_expect_code 4 transcript convert --quiet "$CC" "$b:rf-$b.db" 2>err &&
		grep -q "is claude-code, and the store holds .* sessions: give --to=" err &&
		test_expect_code 4 transcript convert --quiet "$CX" "$b:rf-$b.db" 2>err &&
		grep -q "is codex, and the store holds" err &&
		! test -e rf-$b.db
	'
done

test_done
