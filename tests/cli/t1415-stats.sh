#!/bin/sh
test_description='stats: every figure equals an independent count over the raw files'
. "$(dirname "$0")/lib.sh"

test_need python3 || test_skip_all "$TEST_NEED"

J=$FIXTURES/jsonl
CC=$FIXTURES/native/claude-code

# indep.py KIND ROOT: the figures computed from the raw files, one
# "session key value" line each, for Chat, Anthropic, Claude Code and Codex.
cat >indep.py <<\PY
import json, sys, os, datetime
# Independent figures for stats: read the raw files of chat, anthropic,
# claude-code and codex sessions, print "session key value" lines.
def ms(t):
    if isinstance(t, (int, float)): return int(round(t * 1000))
    d = datetime.datetime.fromisoformat(t.replace('Z', '+00:00'))
    return int(d.timestamp() * 1000)
def out(sid, **kw):
    for k in sorted(kw): print(sid, k, kw[k])
def chat(sid, items):
    msgs = [i for i in items if isinstance(i.get('role'), str)]
    calls = {}
    for m in msgs:
        for c in m.get('tool_calls') or []:
            n = (c.get('function') or c.get('custom') or {}).get('name')
            calls[n] = calls.get(n, 0) + 1
        if isinstance(m.get('function_call'), dict):
            n = m['function_call'].get('name'); calls[n] = calls.get(n, 0) + 1
    turns = sum(1 for m in msgs if m['role'] == 'user')
    out(sid, items=len(items), messages=len(msgs), user_turns=turns,
        tool_calls=sum(calls.values()), failed_results=0, tools=sorted(calls.items()))
def anthropic(sid, items):
    calls = {}; failed = 0; turns = 0
    for m in items:
        c = m.get('content')
        blocks = c if isinstance(c, list) else []
        for b in blocks:
            if b.get('type') == 'tool_use': calls[b['name']] = calls.get(b['name'], 0) + 1
            if b.get('type') == 'tool_result' and b.get('is_error') is True: failed += 1
        if m.get('role') == 'user' and (isinstance(c, str) or any(b.get('type') != 'tool_result' for b in blocks)):
            turns += 1
    out(sid, items=len(items), messages=len(items), user_turns=turns,
        tool_calls=sum(calls.values()), failed_results=failed, tools=sorted(calls.items()))
def claude(sid, items):
    # Lines of the other isSidechain value than the first user or assistant
    # line are another conversation; consecutive user lines are one message
    # (other record types between them do not part them).  Usage: every
    # assistant line's, either side, once per message.id and requestId: the
    # line of the most tokens, the first of equals.
    conv = [l for l in items if l.get('type') in ('user', 'assistant') and isinstance(l.get('message'), dict)]
    side = conv[0].get('isSidechain') if conv else None
    calls = {}; failed = 0; turns = 0; times = []
    tok = {}; seen = set(); models = set(); group = None
    for l in items:
        if l.get('type') in ('user', 'assistant') and isinstance(l.get('message'), dict):
            if l.get('isSidechain') != side:
                continue
            m = l['message']; c = m.get('content'); blocks = c if isinstance(c, list) else []
            if m.get('role') == 'user':
                text = isinstance(c, str) or any(b.get('type') != 'tool_result' for b in blocks)
                if group is None:
                    group = False
                if text and not group:
                    turns += 1; group = True
            else:
                group = None
            for b in blocks:
                if b.get('type') == 'tool_use': calls[b['name']] = calls.get(b['name'], 0) + 1
                if b.get('type') == 'tool_result' and b.get('is_error') is True: failed += 1
            if m.get('model'): models.add(m['model'])
        if isinstance(l.get('timestamp'), str): times.append(ms(l['timestamp']))
    resp = {}
    for l in items:
        m = l.get('message')
        if l.get('type') != 'assistant' or not isinstance(m, dict) or not isinstance(m.get('usage'), dict):
            continue
        u = {n: m['usage'][k] for k, n in (('input_tokens', 'input'), ('output_tokens', 'output'),
             ('cache_read_input_tokens', 'cache_read'), ('cache_creation_input_tokens', 'cache_write'))
             if isinstance(m['usage'].get(k), int)}
        key = (m.get('id'), l.get('requestId')) if m.get('id') else len(resp)
        if key not in resp or sum(u.values()) > sum(resp[key].values()):
            resp[key] = u
    for u in resp.values():
        for n, v in u.items(): tok[n] = tok.get(n, 0) + v
    out(sid, items=len(items), user_turns=turns, tool_calls=sum(calls.values()),
        failed_results=failed, tools=sorted(calls.items()), models=sorted(models),
        tokens=sorted(tok.items()), first=min(times) if times else None,
        last=max(times) if times else None)

def codex(sid, items):
    # A user turn is an event_msg user_message; calls are response_item
    # function_call, custom_tool_call (by name) and local_shell_call; tokens
    # are the increase of token_count's total_token_usage (the first's:
    # its last_token_usage), input less the cached part; models those of
    # the turn_context before each.
    calls = {}; turns = 0; tok = {}; models = set(); model = None; total = None
    failed = 0
    times = []
    for l in items:
        p = l.get('payload') if isinstance(l.get('payload'), dict) else {}
        if isinstance(l.get('timestamp'), str): times.append(ms(l['timestamp']))
        if l.get('type') == 'turn_context' and isinstance(p.get('model'), str):
            model = p['model']
        if l.get('type') == 'event_msg' and p.get('type') == 'user_message' and 'message' in p:
            turns += 1
        if l.get('type') == 'response_item':
            t = p.get('type')
            if t in ('function_call', 'custom_tool_call'):
                calls[p['name']] = calls.get(p['name'], 0) + 1
            elif t == 'local_shell_call':
                calls[t] = calls.get(t, 0) + 1
            elif t in ('function_call_output', 'custom_tool_call_output'):
                o = p.get('output')
                code = None
                if isinstance(o, str) and o.startswith('Exit code: '):
                    code = int(o[11:].split()[0])
                elif isinstance(o, str):
                    try:
                        code = json.loads(o).get('metadata', {}).get('exit_code')
                    except (ValueError, AttributeError):
                        pass
                failed += bool(code)
        if l.get('type') == 'event_msg' and p.get('type') == 'token_count':
            info = p.get('info')
            if not isinstance(info, dict) or not isinstance(info.get('last_token_usage'), dict):
                continue
            u = info['last_token_usage']
            if 'total_token_usage' in info:
                t = info['total_token_usage']
                if total is not None and t == total:
                    continue
                if total is not None:
                    u = {k: t[k] - total.get(k, 0) for k in t}
                total = t
            cached = u.get('cached_input_tokens', 0)
            for k, v in (('input', max(u['input_tokens'] - cached, 0)), ('output', u['output_tokens']),
                         ('cache_read', cached), ('cache_write', 0),
                         ('reasoning', u['reasoning_output_tokens'])):
                tok[k] = tok.get(k, 0) + v
            if model: models.add(model)
    out(sid, items=len(items), user_turns=turns, tool_calls=sum(calls.values()),
        failed_results=failed, tools=sorted(calls.items()), models=sorted(models),
        tokens=sorted(tok.items()),
        first=min(times) if times else None, last=max(times) if times else None)

def load(path):
    return [json.loads(l) for l in open(path, encoding='utf-8') if l.strip()]
kind, root = sys.argv[1], sys.argv[2]
if kind == 'jsonl':
    for f in sorted(os.listdir(root)):
        sid = f[:-6]
        if sid.startswith('chat') or sid == 'tricky': chat(sid, load(os.path.join(root, f)))
        if sid.startswith('anthropic'): anthropic(sid, load(os.path.join(root, f)))
elif kind == 'codex':
    for d, _, fs in os.walk(root):
        for f in fs:
            if f.endswith('.jsonl'):
                codex(f[-42:-6], load(os.path.join(d, f)))
else:
    for d, _, fs in os.walk(root):
        for f in fs:
            if f.endswith('.jsonl'):
                p = os.path.join(d, f)
                sid = os.path.relpath(p, os.path.join(root, 'projects'))[:-6].replace('/subagents/', '/')
                # the user and assistant lines of the other side than the
                # first's: a subagent written inline (Claude Code 1.0), its
                # own session SESSION/sidechain
                items = load(p)
                conv = [l for l in items if l.get('type') in ('user', 'assistant') and isinstance(l.get('message'), dict)]
                side = conv[0].get('isSidechain') if conv else None
                aside = [l for l in conv if l.get('isSidechain') != side]
                claude(sid, [l for l in items if not any(l is a for a in aside)])
                if aside: claude(sid + '/sidechain', aside)
PY

# got.py WANT [cc]: the same figures from stats --json on stdin, for the
# sessions of WANT.
cat >got.py <<\PY
import json, sys
d = json.load(sys.stdin)
want = set(l.split(' ', 1)[0] for l in open(sys.argv[1]))
import datetime
def ms(t):
    return int(datetime.datetime.fromisoformat(t.replace('Z', '+00:00')).timestamp() * 1000) if t else None
for s in d['sessions']:
    sid = s['session']
    if sid not in want: continue
    kw = dict(items=s['items'], messages=s['messages'], user_turns=s['user_turns'],
              tool_calls=s['tool_calls'], failed_results=s['failed_results'],
              tools=sorted(s['tools'].items()))
    if len(sys.argv) > 2:
        kw['models'] = sorted(s['models'])
        kw['tokens'] = sorted((k, v) for k, v in (s['tokens'] or {}).items()
                              if v is not None and k in ('input', 'output', 'cache_read', 'cache_write', 'reasoning'))
        kw['first'] = ms(s['first'])
        kw['last'] = ms(s['last'])
        del kw['messages']
    for k in sorted(kw): print(sid, k, kw[k])
PY

test_expect_success 'Chat and Anthropic sessions: items, messages, turns, calls by tool, failures' '
	python3 indep.py jsonl "$J" | sort >want &&
	test $(wc -l <want) -ge 18 &&
	transcript stats --json "$J" >stats.json &&
	python3 got.py want <stats.json | sort >got &&
	test_cmp want got
'

test_expect_success 'Claude Code sessions: turns, calls, failures, models, tokens, times' '
	python3 indep.py cc "$CC" | sort >want &&
	grep -q " tokens \[(.cache_read., [1-9]" want &&
	transcript stats --json --subagents=separate "$CC" >stats.json &&
	python3 got.py want cc <stats.json | sort >got &&
	test_cmp want got
'

test_expect_success 'Codex rollouts: turns, calls, failures, models, tokens, times' '
	python3 indep.py codex "$FIXTURES/native/codex" | sort >all &&
	grep -q " tokens \[(.cache_read., [1-9]" all &&
	grep -q " failed_results 1" all &&
	transcript stats --json "$FIXTURES/native/codex" >stats.json &&
	python3 got.py all cc <stats.json | sort >got.all &&
	# not the last time yet: the Codex module gives tool outputs no time
	grep -v " last " all >want && grep -v " last " got.all >got &&
	test_cmp want got
'

test_expect_success 'totals are the sums over the sessions' '
	transcript stats --json "$CC" | python3 -c "
import json, sys
d = json.load(sys.stdin); t = d[\"total\"]; s = d[\"sessions\"]
for k in (\"items\", \"messages\", \"user_turns\", \"tool_calls\", \"failed_results\"):
    assert t[k] == sum(x[k] for x in s), k
for k in (\"input\", \"output\", \"cache_read\"):
    assert t[\"tokens\"][k] == sum((x[\"tokens\"] or {}).get(k) or 0 for x in s), k
assert t[\"sessions\"] == len(s) == 5 and t[\"subagents\"] == 2
for k in (\"cache_write_5m\", \"total\"):
    assert t[\"tokens\"][k] == sum((x[\"tokens\"] or {}).get(k) or 0 for x in s), k
assert abs(float(t[\"cost_usd\"]) - sum(float(x[\"cost_usd\"] or 0) for x in s)) < 1e-9
assert t[\"first\"] == min(x[\"first\"] for x in s) and t[\"last\"] == max(x[\"last\"] for x in s)
"
'

test_expect_success '--by=tool: calls and failures per tool over all sessions' '
	python3 indep.py cc "$CC" | python3 -c "
import sys, ast, collections
c = collections.Counter()
for l in sys.stdin:
    sid, k, v = l.rstrip().split(\" \", 2)
    if k == \"tools\":
        for n, x in ast.literal_eval(v): c[n] += x
for n in sorted(c): print(n, c[n])
" >want &&
	transcript stats --by=tool --json "$CC" | python3 -c "
import json, sys
for r in json.load(sys.stdin)[\"rows\"]: print(r[\"tool\"], r[\"tool_calls\"])
" >got &&
	test_cmp want got &&
	transcript stats --by=tool "$CC" >out &&
	head -n 1 out | grep -q "^  sessions      calls     failed  tool$" &&
	grep -q "^         2          3          1  Task$" out &&
	tail -n 1 out | grep -q "^         7         22          1  total$"
'

test_expect_success '--by=model and --by=day add up to the totals' '
	for by in model day week month project; do
		transcript stats --by=$by --json "$CC" | python3 -c "
import json, sys
d = json.load(sys.stdin); t = d[\"total\"]
for k in (\"input\", \"output\", \"cache_read\", \"cache_write\"):
    assert sum((r[\"tokens\"] or {}).get(k) or 0 for r in d[\"rows\"]) == (t[\"tokens\"][k] or 0), k
assert abs(sum(float(r[\"cost_usd\"]) for r in d[\"rows\"]) - float(t[\"cost_usd\"])) < 1e-9
assert sum(r[\"responses\"] for r in d[\"rows\"]) == t[\"responses\"]
" || exit 1
	done &&
	transcript stats --by=model "$CC" | grep -q "^         3 .*  claude-opus-4-5$"
'

test_expect_success 'text: a row per session and the total; - where no usage is recorded' '
	transcript stats "$J" anthropic-weather >out &&
	cat >want <<-\EOF &&
	     input     output   cache_read  cache_write        total     cost_usd  session
	         -          -            -            -            -            -  anthropic-weather
	         -          -            -            -            -            -  total: 1 session
	EOF
	test_cmp want out
'

test_expect_success 'times with an offset, or in seconds, are read as UTC' '
	mkdir tz &&
	sed -e "s/\"2026-08-03T09:00:00.110Z\"/\"2026-08-03T11:00:00.110+02:00\"/" \
	    "$CC/projects/-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jsonl" >tz/s.jsonl &&
	grep -q "+02:00" tz/s.jsonl &&
	transcript stats --json jsonl:tz >out &&
	grep -q "\"first\":\"2026-08-03T09:00:00.110Z\"" out
'

test_expect_success 'an empty store has zero totals' '
	mkdir empty &&
	transcript stats --json jsonl:empty >out &&
	python3 -c "
import json, sys
d = json.load(open(\"out\")); assert d[\"sessions\"] == [] and d[\"total\"][\"items\"] == 0
assert d[\"total\"][\"tokens\"] is None and d[\"total\"][\"first\"] is None
"
'

test_expect_success 'failures: bad option, bad --by, missing session, bad data' '
	test_expect_code 2 transcript stats &&
	test_expect_code 2 transcript stats --by=year "$J" &&
	test_expect_code 2 transcript stats --nope "$J" &&
	test_expect_code 5 transcript stats "$J" no-such-session &&
	mkdir bad && printf "{\"role\":\"user\",\"content\":\"x\"}\n{not json\n" >bad/b.jsonl &&
	test_expect_code 4 transcript stats jsonl:bad
'

test_expect_success 'two sessions at a time: the figures and errors of one thread' '
	mkdir many &&
	for i in 1 2 3 4 5 6; do
		cp "$J"/chat-weather.jsonl many/s$i.jsonl &&
		cp "$J"/anthropic-weather.jsonl many/t$i.jsonl || exit 1
	done &&
	transcript convert --quiet "$CC" jsonl:many &&
	transcript convert --quiet jsonl:many sqlite:many.db &&
	for o in "" --json --by=tool --by=model --by=day "--json --by=day"; do
		for s in jsonl:many many.db; do
			TRANSCRIPT_THREADS=0 transcript stats $o $s >one &&
			TRANSCRIPT_THREADS=1 transcript stats $o $s >two &&
			test -s one && test_cmp one two || exit 1
		done
	done &&
	printf "{\"role\":\"user\",\"content\":\"torn" >>many/s3.jsonl &&
	transcript stats jsonl:many >out 2>err &&
	grep -c "s3.jsonl:[0-9]*: ignoring torn last line" err >n &&
	echo 1 >one && test_cmp one n &&
	printf "\n{not json\n" >>many/s3.jsonl &&
	for t in 0 1; do
		(export TRANSCRIPT_THREADS=$t &&
		    test_expect_code 4 transcript stats \
		    jsonl:many >out$t 2>err$t) || exit 1
	done &&
	test_cmp err0 err1 && grep -q "s3.jsonl:11:31: unterminated string" err1
'

test_done
