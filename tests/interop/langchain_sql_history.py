#!/usr/bin/env python3
"""Stand-in for LangChain's SQLChatMessageHistory, for interop tests.

It touches the database the way langchain-community's
chat_message_histories/sql.py does on SQLite (the message_store table that
SQLAlchemy creates for create_message_model(), add_message(), messages,
clear()), with the standard library only:

    langchain_sql_history.py [--table T] DB SESSION add < messages.jsonl
    langchain_sql_history.py [--table T] DB SESSION messages
    langchain_sql_history.py [--table T] DB SESSION clear

add reads one message per line in message_to_dict() form ({"type": ...,
"data": {...}}) and stores json.dumps() of it, one commit per message;
messages decodes every row as messages_from_dict() would need it (an
object with a known "type" and a "data" object; anything else is an error,
exit 1) and prints it compact, non-ASCII characters as they are.
"""
import argparse
import json
import sqlite3
import sys

TYPES = {"human", "ai", "system", "tool", "chat", "function",
         "AIMessageChunk", "HumanMessageChunk", "SystemMessageChunk",
         "ToolMessageChunk", "ChatMessageChunk", "FunctionMessageChunk"}


def connect(args):
    conn = sqlite3.connect(args.db)
    conn.execute(
        f"CREATE TABLE IF NOT EXISTS {args.table} (\n\tid INTEGER NOT NULL, "
        "\n\tsession_id TEXT, \n\tmessage TEXT, \n\tPRIMARY KEY (id)\n)")
    conn.commit()
    return conn


def add(conn, args):
    for line in sys.stdin:
        if line.strip():
            conn.execute(
                f"INSERT INTO {args.table} (session_id, message) VALUES (?, ?)",
                (args.session, json.dumps(json.loads(line))))
            conn.commit()


def messages(conn, args):
    rows = conn.execute(
        f"SELECT message FROM {args.table} WHERE session_id = ?"
        " ORDER BY id ASC", (args.session,)).fetchall()
    for (text,) in rows:
        m = json.loads(text)
        if not isinstance(m, dict) or m.get("type") not in TYPES or \
                not isinstance(m.get("data"), dict):
            sys.exit(f"not a message: {text}")
        print(json.dumps(m, ensure_ascii=False, separators=(",", ":")))


def clear(conn, args):
    conn.execute(f"DELETE FROM {args.table} WHERE session_id = ?",
                 (args.session,))
    conn.commit()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--table", default="message_store")
    p.add_argument("db")
    p.add_argument("session")
    p.add_argument("op", choices=("add", "messages", "clear"))
    args = p.parse_args()
    conn = connect(args)
    {"add": add, "messages": messages, "clear": clear}[args.op](conn, args)
    conn.close()


if __name__ == "__main__":
    main()
