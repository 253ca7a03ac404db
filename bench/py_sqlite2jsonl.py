#!/usr/bin/env python3
"""sqlite -> jsonl (or, with --dir, -> dir): the obvious Python program.

    py_sqlite2jsonl.py [--dir] DB OUTDIR

Reads every session of a transcript database (sessions/items tables) and
writes OUTDIR/<id>.jsonl, one item per line, each parsed with json.loads and
written back with a compact json.dumps; with --dir, OUTDIR/<id>/NNNNNNNN.json
pretty-printed (indent=2) instead.  Ids are percent-encoded as transcript
encodes them.  A baseline for bench/run.sh: json and sqlite3 only.
"""
import json
import os
import sqlite3
import sys

SAFE = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def encode(sid):
    out = []
    for i, b in enumerate(sid.encode("utf-8")):
        if b in SAFE and not (i == 0 and b == ord(".")):
            out.append(chr(b))
        else:
            out.append("%%%02X" % b)
    return "".join(out)


def main():
    args = sys.argv[1:]
    as_dir = bool(args) and args[0] == "--dir"
    if as_dir:
        args = args[1:]
    if len(args) != 2:
        sys.exit("usage: py_sqlite2jsonl.py [--dir] DB OUTDIR")
    db, outdir = args
    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    os.mkdir(outdir)
    sessions = [r[0] for r in con.execute("SELECT id FROM sessions ORDER BY id")]
    for sid in sessions:
        rows = con.execute(
            "SELECT json FROM items WHERE session_id = ? ORDER BY seq", (sid,))
        name = encode(sid)
        if as_dir:
            sdir = os.path.join(outdir, name)
            os.mkdir(sdir)
            for seq, (text,) in enumerate(rows):
                with open(os.path.join(sdir, "%08d.json" % seq), "w",
                          encoding="utf-8") as f:
                    json.dump(json.loads(text), f, indent=2, ensure_ascii=False)
                    f.write("\n")
        else:
            with open(os.path.join(outdir, name + ".jsonl"), "w",
                      encoding="utf-8") as f:
                for (text,) in rows:
                    f.write(json.dumps(json.loads(text), separators=(",", ":"),
                                       ensure_ascii=False))
                    f.write("\n")
    con.close()


if __name__ == "__main__":
    main()
