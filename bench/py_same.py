#!/usr/bin/env python3
"""Compare JSON data by value, for bench/run.sh's output checks.

    py_same.py dirs A B            two JSON Lines directory stores
    py_same.py records [--ignore-created] A B   two interchange-record files

dirs: the same <id>.jsonl files, each with the same number of items, equal
item by item once parsed (so json.dumps's re-encoding, ensure_ascii,
spacing and number spellings do not count, but order and values do).
records: the same records, line by line, once parsed; --ignore-created
drops "created_at" (a store that does not keep it).  Prints what differs
first and exits 1, else prints "same: N items" and exits 0.
"""
import json
import os
import sys


def fail(msg):
    print("py_same: " + msg, file=sys.stderr)
    sys.exit(1)


def lines(path):
    """The non-blank lines of path, streamed (stores can be large)."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield line


def same_lines(a, b, what, drop=None):
    n = 0
    end = object()
    la, lb = lines(a), lines(b)
    while True:
        x, y = next(la, end), next(lb, end)
        if x is end or y is end:
            if x is not y:
                fail("%s: %s has fewer items (%d)" % (what, a if x is end else b, n))
            return n
        n += 1
        vx, vy = json.loads(x), json.loads(y)
        if drop:
            vx.pop(drop, None)
            vy.pop(drop, None)
        if vx != vy:
            fail("%s: item %d differs" % (what, n))


def main():
    args = sys.argv[1:]
    if len(args) >= 3 and args[0] == "dirs":
        a, b = args[1:3]
        na = sorted(f for f in os.listdir(a) if f.endswith(".jsonl") and not f.startswith("."))
        nb = sorted(f for f in os.listdir(b) if f.endswith(".jsonl") and not f.startswith("."))
        if na != nb:
            fail("%s and %s hold different sessions (%d, %d)" % (a, b, len(na), len(nb)))
        total = sum(same_lines(os.path.join(a, f), os.path.join(b, f), f) for f in na)
    elif len(args) >= 3 and args[0] == "records":
        drop = None
        if args[1] == "--ignore-created":
            drop = "created_at"
            args = args[1:]
        total = same_lines(args[1], args[2], "records", drop)
    else:
        fail("usage: py_same.py dirs A B | records [--ignore-created] A B")
    print("same: %d items" % total)


if __name__ == "__main__":
    main()
