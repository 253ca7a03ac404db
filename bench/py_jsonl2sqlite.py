#!/usr/bin/env python3
"""jsonl (or, with --dir, dir) -> sqlite: the obvious Python program.

    py_jsonl2sqlite.py [--dir] INDIR DB

Creates the transcript schema in DB and inserts every session of a JSON
Lines directory store (INDIR/<id>.jsonl, created_at from <id>.meta.json or
the file's mtime) or, with --dir, of a directory store (INDIR/<id>/NNNNNNNN.json
and meta.json), one transaction per session.  Each item is parsed with
json.loads and stored as a compact json.dumps.  A baseline for
bench/run.sh: json and sqlite3 only.
"""
import json
import os
import re
import sqlite3
import sys
import urllib.parse

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS items (session_id TEXT NOT NULL, seq INTEGER NOT NULL,
    json TEXT NOT NULL, PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id) REFERENCES sessions(id));
"""


def compact(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def created(meta, fallback):
    try:
        with open(meta, encoding="utf-8") as f:
            return int(json.load(f)["created_at"])
    except (OSError, KeyError, ValueError):
        return int(os.stat(fallback).st_mtime * 1000)


def main():
    args = sys.argv[1:]
    as_dir = bool(args) and args[0] == "--dir"
    if as_dir:
        args = args[1:]
    if len(args) != 2:
        sys.exit("usage: py_jsonl2sqlite.py [--dir] INDIR DB")
    indir, db = args
    con = sqlite3.connect(db)
    con.executescript(SCHEMA)
    for name in sorted(os.listdir(indir)):
        if name.startswith("."):
            continue
        path = os.path.join(indir, name)
        if as_dir:
            if not os.path.isdir(path):
                continue
            sid = urllib.parse.unquote(name)
            files = sorted(f for f in os.listdir(path) if re.fullmatch(r"\d+\.json", f))
            items = []
            for f in files:
                with open(os.path.join(path, f), encoding="utf-8") as fh:
                    items.append(compact(json.load(fh)))
            when = created(os.path.join(path, "meta.json"), path)
        else:
            if not name.endswith(".jsonl"):
                continue
            sid = urllib.parse.unquote(name[:-6])
            with open(path, encoding="utf-8") as fh:
                items = [compact(json.loads(line)) for line in fh if line.strip()]
            when = created(os.path.join(indir, name[:-6] + ".meta.json"), path)
        with con:
            con.execute("INSERT INTO sessions (id, created_at) VALUES (?, ?)", (sid, when))
            con.executemany("INSERT INTO items (session_id, seq, json) VALUES (?, ?, ?)",
                            ((sid, seq, text) for seq, text in enumerate(items)))
    con.close()


if __name__ == "__main__":
    main()
