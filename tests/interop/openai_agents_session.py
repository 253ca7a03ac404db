#!/usr/bin/env python3
"""Stand-in for the OpenAI Agents SDK's SQLiteSession, for interop tests.

It touches the database the way openai-agents-python's
src/agents/memory/sqlite_session.py does (its tables, add_items(),
get_items(), clear_session()), with the standard library only, so that the
tests need neither the SDK nor a network:

    openai_agents_session.py [options] DB SESSION add < items.jsonl
    openai_agents_session.py [options] DB SESSION get
    openai_agents_session.py [options] DB SESSION clear

add reads one JSON item per line and stores it as json.dumps() writes it
(with --compact, as SQLAlchemySession does: no spaces); get prints the
items it decodes, one per line, compact and with non-ASCII characters as
they are.  --sessions-table and --messages-table name other tables.
"""
import argparse
import json
import sqlite3
import sys


def connect(args):
    conn = sqlite3.connect(args.db)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(
        f"CREATE TABLE IF NOT EXISTS {args.sessions_table} ("
        " session_id TEXT PRIMARY KEY,"
        " created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,"
        " updated_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP)")
    conn.execute(
        f"CREATE TABLE IF NOT EXISTS {args.messages_table} ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " session_id TEXT NOT NULL,"
        " message_data TEXT NOT NULL,"
        " created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP,"
        f" FOREIGN KEY (session_id) REFERENCES {args.sessions_table}"
        " (session_id) ON DELETE CASCADE)")
    conn.execute(
        f"CREATE INDEX IF NOT EXISTS idx_{args.messages_table}_session_id"
        f" ON {args.messages_table} (session_id, id)")
    conn.commit()
    return conn


def add(conn, args):
    items = [json.loads(line) for line in sys.stdin if line.strip()]
    if not items:
        return
    dump = (lambda i: json.dumps(i, separators=(",", ":"))) if args.compact \
        else json.dumps
    conn.execute(
        f"INSERT OR IGNORE INTO {args.sessions_table} (session_id) VALUES (?)",
        (args.session,))
    conn.executemany(
        f"INSERT INTO {args.messages_table} (session_id, message_data)"
        " VALUES (?, ?)", [(args.session, dump(i)) for i in items])
    conn.execute(
        f"UPDATE {args.sessions_table} SET updated_at = CURRENT_TIMESTAMP"
        " WHERE session_id = ?", (args.session,))
    conn.commit()


def get(conn, args):
    rows = conn.execute(
        f"SELECT message_data FROM {args.messages_table} WHERE session_id = ?"
        " ORDER BY id ASC", (args.session,)).fetchall()
    for (data,) in rows:
        try:
            item = json.loads(data)
        except (json.JSONDecodeError, TypeError):
            continue            # as get_items() does: skip what is not JSON
        print(json.dumps(item, ensure_ascii=False, separators=(",", ":")))


def clear(conn, args):
    conn.execute(f"DELETE FROM {args.messages_table} WHERE session_id = ?",
                 (args.session,))
    conn.execute(f"DELETE FROM {args.sessions_table} WHERE session_id = ?",
                 (args.session,))
    conn.commit()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sessions-table", default="agent_sessions")
    p.add_argument("--messages-table", default="agent_messages")
    p.add_argument("--compact", action="store_true")
    p.add_argument("db")
    p.add_argument("session")
    p.add_argument("op", choices=("add", "get", "clear"))
    args = p.parse_args()
    conn = connect(args)
    {"add": add, "get": get, "clear": clear}[args.op](conn, args)
    conn.close()


if __name__ == "__main__":
    main()
