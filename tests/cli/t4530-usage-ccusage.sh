#!/bin/sh
test_description='stats against ccusage: the same tokens per session and per day, costs within 0.5%'
. "$(dirname "$0")/lib.sh"

# The judge of stats' token and cost figures (issue 25) is ccusage 20.0.24
# (tests/agents/package.json pins its native binary, npm ci --prefix
# tests/agents installs it, tests/agents/ccusage runs it), run --offline
# on the same files:
# a Claude Code tree through CLAUDE_CONFIG_DIR, a Codex home through
# CODEX_HOME.  tests/helpers/ccusage_cmp.py compares the reports: every
# row's input, output, cache read, cache write and total tokens equal,
# every cost within 0.5%.

AGENTS=$TOP/tests/agents
H=$TOP/tests/helpers
CCUSAGE=$AGENTS/ccusage

test_need node python3 || test_skip_all "$TEST_NEED"
"$CCUSAGE" --version >version 2>&1 ||
    test_skip_all "no ccusage (npm ci --prefix tests/agents)"
echo "# ccusage $(head -n 1 version)"

# judge AGENT REPORT DIR [TZ [--allow KEY=FIELD:DELTA...]]: ccusage's
# REPORT (session or daily) of the tree or home DIR against ours, in the
# time zone TZ (UTC by default), but for the differences allowed.
judge() {
	agent=$1 report=$2 tz=${4:-UTC}
	by=; [ "$2" = daily ] && by=--by=day
	if [ "$1" = claude ]; then
		TZ=$tz CLAUDE_CONFIG_DIR=$3 "$CCUSAGE" claude "$2" --json \
		    --offline >theirs.json 2>theirs.err || return 1
	else
		TZ=$tz CODEX_HOME=$3 "$CCUSAGE" codex "$2" --json --offline \
		    >theirs.json 2>theirs.err || return 1
	fi
	TZ=$tz transcript stats --json $by "$3" >ours.json || return 1
	shift 3
	[ $# -gt 0 ] && shift
	if ! python3 "$H/ccusage_cmp.py" "$agent" "$report" theirs.json ours.json \
	    "$@" >cmp.out; then
		cat cmp.out
		return 1
	fi
}

test_expect_success 'the real Claude Code sessions: per session and per day' '
	cp -R "$FIXTURES/native/claude-code" real &&
	judge claude session real && test $(grep -c "^ok" cmp.out) = 5 &&
	judge claude daily real && test $(grep -c "^ok" cmp.out) = 5 &&
	judge claude daily real Pacific/Kiritimati &&
	judge claude daily real America/Los_Angeles
'

# fixtures/usage: real sessions of Claude Code 1.0.98 to 2.1.205 (streamed
# responses, 1-hour cache writes, a subagent's responses in progress
# lines, sidechains inline) and a real Codex 0.142.0 rollout that repeats
# a token_count.  One difference is ccusage's own: its session report
# leaves out the usage that agent_progress lines carry (a subagent's
# responses, whose own file is not in the tree), which its daily report
# counts; ours counts them in both.
S41=-Users-dip-Repositories-cli/acdd84ab-e724-42c8-925d-420b2a4f1861
test_expect_success 'real sessions of fixtures/usage: per session and per day' '
	judge claude session "$FIXTURES/usage/claude-code" UTC --allow \
	    $S41=input:10 $S41=output:5 $S41=cache_read:17901 \
	    $S41=cache_write:19558 $S41=total:37474 &&
	test $(grep -c "^ok" cmp.out) = 5 &&
	judge claude daily "$FIXTURES/usage/claude-code" &&
	test $(grep -c "^ok" cmp.out) = 5 &&
	judge claude daily "$FIXTURES/usage/claude-code" Australia/Adelaide &&
	judge codex session "$FIXTURES/usage/codex" &&
	judge codex daily "$FIXTURES/usage/codex"
'

test_expect_success 'generated trees: streamed responses, subagents, resumed copies, 1-hour cache writes' '
	python3 "$H/gen_claude_tree.py" gen1 --projects 2 --sessions 6 \
	    --responses 5 --seed 1 >n1 &&
	python3 "$H/gen_claude_tree.py" gen2 --projects 3 --sessions 10 \
	    --responses 8 --seed 7 --days 20 >n2 &&
	for t in gen1 gen2; do
		judge claude session $t && judge claude daily $t &&
		judge claude daily $t Asia/Kolkata || return 1
	done &&
	grep -c "^ok" cmp.out >rows && test $(cat rows) -ge 10
'

test_expect_success 'every Claude model of the price table costs what ccusage says' '
	models=$(sed -n "s/^\(claude-[^ ]*\) .*/\1/p" "$TOP/data/prices") &&
	test $(echo "$models" | wc -l) -ge 10 &&
	for m in $models; do
		rm -rf pm &&
		python3 "$H/gen_claude_tree.py" pm --projects 1 --sessions 1 \
		    --responses 3 --models "$m-20250101" >/dev/null &&
		judge claude session pm || { echo "$m"; return 1; }
	done
'

test_expect_success 'the real Codex rollouts: per session and per day' '
	judge codex session "$FIXTURES/native/codex" &&
	test $(grep -c "^ok" cmp.out) = 3 &&
	judge codex daily "$FIXTURES/native/codex"
'

# o3 and o4-mini are left out: ccusage 20.0.24 prices them at about a
# third and a half of OpenAI's list prices ($2/$8 and $1.10/$4.40 per
# million input/output tokens), which data/prices keeps.
test_expect_success 'every OpenAI model of the price table Codex uses costs what ccusage says' '
	models=$(sed -n "s/^\(gpt-[^ ]*\|codex-[^ ]*\) .*/\1/p" "$TOP/data/prices") &&
	test $(echo "$models" | wc -l) -ge 10 &&
	for m in $models; do
		rm -rf cm &&
		python3 "$H/gen_codex_home.py" cm --sessions 1 --turns 3 --model "$m" &&
		judge codex session cm || { echo "$m"; return 1; }
	done
'

test_expect_success 'Codex: re-emitted token_count events and a fork count as ccusage 20 counts them' '
	python3 "$H/gen_codex_home.py" rx --sessions 2 --turns 6 --reemit --fork &&
	test $(ls rx/sessions/*/*/*/*.jsonl | wc -l) = 3 &&
	judge codex session rx && test $(grep -c "^ok" cmp.out) = 3 &&
	judge codex daily rx
'

test_done
