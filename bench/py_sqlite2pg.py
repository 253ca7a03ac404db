#!/usr/bin/env python3
"""sqlite -> postgres: the obvious Python program (python3-psycopg2).

    py_sqlite2pg.py DB DSN

Reads every session of a transcript database (sessions/items tables) and
writes them to PostgreSQL tables of the same shape (items.json as json),
each item parsed with json.loads and written back with a compact
json.dumps, one transaction per session, rows inserted with executemany.
A baseline for bench/run.sh: json, sqlite3 and psycopg2 only.
"""
import json
import sqlite3
import sys

import psycopg2


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: py_sqlite2pg.py DB DSN")
    src = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
    dst = psycopg2.connect(sys.argv[2])
    cur = dst.cursor()
    cur.execute("CREATE TABLE IF NOT EXISTS sessions (id text PRIMARY KEY,"
                " created_at bigint NOT NULL)")
    cur.execute("CREATE TABLE IF NOT EXISTS items (session_id text NOT NULL"
                " REFERENCES sessions(id), seq bigint NOT NULL, json json NOT NULL,"
                " PRIMARY KEY (session_id, seq))")
    dst.commit()
    for sid, created in src.execute(
            "SELECT id, created_at FROM sessions ORDER BY id").fetchall():
        cur.execute("INSERT INTO sessions VALUES (%s, %s)", (sid, created))
        rows = src.execute(
            "SELECT seq, json FROM items WHERE session_id = ? ORDER BY seq",
            (sid,))
        cur.executemany(
            "INSERT INTO items VALUES (%s, %s, %s)",
            ((sid, seq, json.dumps(json.loads(text), separators=(",", ":"),
                                   ensure_ascii=False)) for seq, text in rows))
        dst.commit()
    dst.close()
    src.close()


if __name__ == "__main__":
    main()
