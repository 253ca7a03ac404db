#!/usr/bin/env python3
"""compare.py - the oracle's verdict beside the tool's.

    compare.py [--tool=TRANSCRIPT] [-v] FILE
    compare.py [--tool=TRANSCRIPT] [-v] STORE SESSION
    compare.py [--tool=TRANSCRIPT] --batch <LIST

Runs tests/oracle/pairs.py on a session (FILE itself, or what `transcript
load STORE SESSION` prints) and `transcript check --format=json` on the same
session, and prints one line:

    tool=RC oracle=RC only-tool=ID,ID only-oracle=ID,ID

RC being 0 (clean) or 1 (broken), and the ids those of the calls that the
error findings of one side name and the other side's do not (- for none).
Exit 0 when they agree (same verdict, same ids), 1 when they do not, 2 when
a side could not run.  With -v, also both sides' findings.

--batch reads lines CASE<TAB>FILE or CASE<TAB>STORE<TAB>SESSION and prints,
for each, tab-separated:

    S CASE AGREE LINE             AGREE 0 or 1 as the exit status above,
                                  2 when a side could not run
    O CASE LINE SEVERITY CODE CALL   each finding of the oracle
    T CASE LINE SEVERITY CODE CALL   each finding of the tool
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pairs  # noqa: E402


def oracle(data):
    F = pairs.Findings()
    items, hint = pairs.read_items(data, F)
    fmt = hint or pairs.detect(items)
    if fmt is not None:
        pairs.check(items, fmt, F)
    F.items.sort(key=lambda f: (f['line'], f['code']))
    return F.items, fmt


def compare(tool, args):
    """(agree, summary line, oracle findings, tool findings, oracle format);
    agree is None when a side could not run (summary says why)."""
    if len(args) == 1:
        try:
            with open(args[0], 'rb') as f:
                data = f.read()
        except OSError as e:
            return None, 'cannot read %s: %s' % (args[0], e.strerror), [], [], None
        target = [args[0]]
    else:
        p = subprocess.run([tool, 'load', args[0], '--', args[1]],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            return None, 'load failed (%d): %s' % (
                p.returncode, p.stderr.decode('utf-8', 'replace').strip()), \
                [], [], None
        data = p.stdout
        target = [args[0], '--', args[1]]
    p = subprocess.run([tool, 'check', '--quiet', '--format=json'] + target,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode not in (0, 1):
        return None, 'check failed (%d): %s' % (
            p.returncode, p.stderr.decode('utf-8', 'replace').strip()), \
            [], [], None
    tool_rc = p.returncode
    tool_findings = []
    for line in p.stdout.decode('utf-8', 'replace').splitlines():
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if isinstance(o, dict) and 'summary' not in o:
            tool_findings.append(o)
    tool_ids = {o['call_id'] for o in tool_findings
                if o.get('severity') == 'error' and o.get('call_id')}
    o_findings, o_fmt = oracle(data)
    o_errs = [f for f in o_findings if f['severity'] == pairs.ERROR]
    o_rc = 1 if o_errs else 0
    o_ids = {f['call_id'] for f in o_errs if f['call_id']}
    only_t = sorted(tool_ids - o_ids)
    only_o = sorted(o_ids - tool_ids)
    summary = 'tool=%d oracle=%d only-tool=%s only-oracle=%s' % (
        tool_rc, o_rc, ','.join(only_t) or '-', ','.join(only_o) or '-')
    agree = tool_rc == o_rc and not only_t and not only_o
    return agree, summary, o_findings, tool_findings, o_fmt


def clean(v):
    return str(v).replace('\t', ' ').replace('\n', ' ')


def batch(tool):
    status = 0
    for line in sys.stdin.read().splitlines():
        if not line or line.startswith('#'):
            continue
        parts = line.split('\t')
        case, args = parts[0], parts[1:]
        if len(args) not in (1, 2):
            sys.stderr.write('compare.py: bad batch line: %s\n' % line)
            return 2
        agree, summary, ofs, tfs, _ = compare(tool, args)
        code = 2 if agree is None else (0 if agree else 1)
        if code:
            status = 1
        out = ['S\t%s\t%d\t%s' % (case, code, clean(summary))]
        for f in ofs:
            out.append('O\t%s\t%d\t%s\t%s\t%s' % (case, f['line'], f['severity'],
                                                  f['code'], f['call_id']))
        for f in tfs:
            out.append('T\t%s\t%s\t%s\t%s\t%s' % (
                case, f.get('line', f.get('seq')), f.get('severity'),
                f.get('code'), f.get('call_id')))
        sys.stdout.write('\n'.join(out) + '\n')
    return status


def main(argv):
    tool = os.environ.get('TRANSCRIPT', 'transcript')
    verbose = False
    is_batch = False
    args = []
    for a in argv[1:]:
        if a.startswith('--tool='):
            tool = a[len('--tool='):]
        elif a == '-v':
            verbose = True
        elif a == '--batch':
            is_batch = True
        else:
            args.append(a)
    if is_batch:
        return batch(tool)
    if len(args) not in (1, 2):
        sys.stderr.write(__doc__)
        return 2
    agree, summary, ofs, tfs, fmt = compare(tool, args)
    if agree is None:
        sys.stderr.write('compare.py: %s\n' % summary)
        return 2
    print(summary)
    if verbose or not agree:
        print('# oracle (%s):' % fmt)
        for f in ofs:
            print('#   %d %s %s %s %s' % (f['line'], f['severity'], f['code'],
                                         f['call_id'], f['message']))
        print('# tool:')
        for f in tfs:
            print('#   %s %s %s %s' % (f.get('line', f.get('seq')),
                                      f.get('severity'), f.get('code'),
                                      f.get('call_id')))
    return 0 if agree else 1


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv))
    except BrokenPipeError:
        sys.exit(1)
