#!/usr/bin/env python3
"""postgres -> jsonl: the obvious Python program (python3-psycopg2).

    py_pg2jsonl.py DSN OUTDIR

Reads every session of transcript's PostgreSQL tables and writes
OUTDIR/<id>.jsonl, one item per line, each parsed with json.loads and
written back with a compact json.dumps (a named cursor streams the rows).
Ids are percent-encoded as transcript encodes them.  A baseline for
bench/run.sh: json and psycopg2 only.
"""
import json
import os
import sys

import psycopg2

from py_sqlite2jsonl import encode


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: py_pg2jsonl.py DSN OUTDIR")
    con = psycopg2.connect(sys.argv[1])
    os.mkdir(sys.argv[2])
    cur = con.cursor("items")
    cur.itersize = 2000
    cur.execute("SELECT session_id, json::text FROM items ORDER BY session_id, seq")
    f, last = None, None
    for sid, text in cur:
        if sid != last:
            if f is not None:
                f.close()
            f = open(os.path.join(sys.argv[2], encode(sid) + ".jsonl"), "w",
                     encoding="utf-8")
            last = sid
        f.write(json.dumps(json.loads(text), separators=(",", ":"),
                           ensure_ascii=False))
        f.write("\n")
    if f is not None:
        f.close()
    con.close()


if __name__ == "__main__":
    main()
