#!/usr/bin/env python3
"""kept.py - did a repair keep every clean item?

    kept.py [--format=NAME] ORIGINAL REPAIRED
    kept.py --batch <LIST       (lines CASE<TAB>ORIGINAL<TAB>REPAIRED)

Runs the oracle (pairs.py) on ORIGINAL; every line that none of its findings
involves (a finding involves the item it is reported at and the items its
repair may have to change: the call, the message where the result belongs,
the other copy of a duplicate, every line naming a duplicated call id) must
be in REPAIRED byte for byte, in the same order (for Claude Code, but for
the parentUuid that keeps the chain whole, which must still resolve; for
Gemini, a turn may be joined with the next of its role, when a removal put
them together: FORMATS.md 10, "merge adjacent same-role messages").
Prints the lines that are not; exit 0 when none, 1 else.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pairs  # noqa: E402


PARENT = re.compile(rb'"parentUuid":(null|"[^"]*"),?')


def parents(data):
    """uuid -> parentUuid of the chain lines of a Claude Code file."""
    out = {}
    for line in data.split(b'\n'):
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if isinstance(o, dict) and isinstance(o.get('uuid'), str):
            out[o['uuid']] = o.get('parentUuid')
    return out


def check_chain(orig, rep):
    """Every parentUuid that named a line of the original names a line of
    the repaired file."""
    before, after = parents(orig), parents(rep)
    bad = []
    for u, p in after.items():
        if p is None or p in after:
            continue
        if u in before and before[u] not in before:
            continue            # dangling in the original already
        bad.append('line uuid %s: its parentUuid %s names no line' % (u, p))
    return bad


def joined(line, into):
    """Is the Gemini turn line in the turn into, joined with others of its
    role: its parts a run of into's, its other members the same?"""
    try:
        o, r = json.loads(line), json.loads(into)
    except ValueError:
        return False
    if not isinstance(o, dict) or not isinstance(r, dict):
        return False
    op, rp = o.pop('parts', None), r.pop('parts', None)
    # an empty one too: the turn the others were joined to
    if not isinstance(op, list) or not isinstance(rp, list):
        return False
    o.setdefault('role', 'user')
    r.setdefault('role', 'user')
    return o == r and any(rp[i:i + len(op)] == op
                          for i in range(len(rp) - len(op) + 1))


def kept(orig, rep, fmt=None):
    """The problems: clean lines of orig not in rep as they were."""
    problems = []
    F = pairs.Findings()
    items, hint = pairs.read_items(orig, F)
    fmt = fmt or hint or pairs.detect(items)
    if fmt is not None:
        pairs.check(items, fmt, F)
    involved = set()
    dup_ids = set()
    for f in F.items:
        involved.update(f['involves'])
        if f['code'] == 'duplicate-call' and f['call_id']:
            dup_ids.add(json.dumps(f['call_id']).encode())
    olines = orig.split(b'\n')
    if olines and olines[-1] == b'':
        olines.pop()
    # A duplicate call gets a fresh id, and so does the result that answers
    # it: every line that names the id may change.
    for i, line in enumerate(olines, 1):
        if any(d in line for d in dup_ids):
            involved.add(i)
    rlines = rep.split(b'\n')
    if fmt == 'claude-code':
        # A repair keeps the uuid/parentUuid chain whole by pointing the
        # line after an inserted or removed one at its new parent: compare
        # without parentUuid, and check that the chain still resolves.
        problems += check_chain(orig, rep)
        olines = [PARENT.sub(b'', x) for x in olines]
        rlines = [PARENT.sub(b'', x) for x in rlines]
    k = 0
    for i, line in enumerate(olines, 1):
        if i in involved:
            continue
        j = k
        while j < len(rlines) and rlines[j] != line:
            j += 1
        if j == len(rlines) and fmt == 'gemini':
            # joined: the next original line may be in the same turn
            j = k
            while j < len(rlines) and not joined(line, rlines[j]):
                j += 1
            if j < len(rlines):
                k = j
                continue
        if j == len(rlines):
            problems.append('line %d, which no finding involves, is not kept '
                            'as it was (in order): %s'
                            % (i, line[:100].decode('utf-8', 'replace')))
            continue
        k = j + 1
    return problems


def read(path):
    with open(path, 'rb') as f:
        return f.read()


def main(argv):
    fmt = None
    args = []
    for a in argv[1:]:
        if a.startswith('--format='):
            fmt = a[len('--format='):]
        else:
            args.append(a)
    if args == ['--batch']:
        status = 0
        for line in sys.stdin.read().splitlines():
            case, orig, rep = line.split('\t')
            try:
                problems = kept(read(orig), read(rep))
            except OSError as e:
                problems = ['cannot read: %s' % e]
            status |= 1 if problems else 0
            sys.stdout.write('K\t%s\t%d\n' % (case, 1 if problems else 0))
            for pr in problems:
                sys.stdout.write('M\t%s\t%s\n' % (case, pr.replace('\t', ' ')))
        return status
    if len(args) != 2:
        sys.stderr.write(__doc__)
        return 2
    problems = kept(read(args[0]), read(args[1]), fmt)
    for pr in problems:
        sys.stdout.write(pr + '\n')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
