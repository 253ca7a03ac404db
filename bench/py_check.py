#!/usr/bin/env python3
"""Check OpenAI Chat tool-call pairs: the obvious Python program.

    py_check.py STORE

STORE is a transcript SQLite database, a directory of <id>.jsonl files or
one .jsonl file.  Every item is parsed with json.loads; every session is
checked with Chat's pairing rule: an assistant message's tool_calls ids
must each be answered exactly once by the run of role "tool" messages
right after it; a tool message answering anything else is an orphan; a
call id may not repeat; the legacy function_call is answered by the next
message, role "function".  Findings are printed one per line,
"WHERE: CODE: message", and counted on standard error; exit 1 if any.
A baseline for bench/run.sh: json and sqlite3 only.
"""
import json
import os
import sqlite3
import sys


def sessions_of(store):
    """Yield (session, [(where, text), ...]) in session order."""
    if os.path.isfile(store):
        with open(store, "rb") as f:
            is_db = f.read(16) == b"SQLite format 3\x00"
        if not is_db:
            yield from [jsonl_session(store)]
            return
        con = sqlite3.connect("file:%s?mode=ro" % store, uri=True)
        cur, items = None, []
        for sid, seq, text in con.execute(
                "SELECT session_id, seq, json FROM items ORDER BY session_id, seq"):
            if sid != cur:
                if cur is not None:
                    yield cur, items
                cur, items = sid, []
            items.append(("%s#%s@%d" % (store, sid, seq), text))
        if cur is not None:
            yield cur, items
        con.close()
        return
    for name in sorted(os.listdir(store)):
        if name.endswith(".jsonl") and not name.startswith("."):
            yield jsonl_session(os.path.join(store, name))


def jsonl_session(path):
    items = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                items.append(("%s:%d" % (path, n), line))
    return os.path.basename(path)[:-6], items


def check(items, report):
    """Apply the Chat pairing rule to one session's items."""
    head = None          # (where, {id: answered}) of the open tool_calls run
    seen_calls = set()
    legacy = None        # (where, name) of an unanswered function_call

    def close_run():
        nonlocal head
        if head is not None:
            for cid, done in head[1].items():
                if not done:
                    report(head[0], "missing-result", "call %s has no tool message" % cid)
        head = None

    for where, text in items:
        try:
            msg = json.loads(text)
        except ValueError as e:
            report(where, "invalid-json", str(e))
            continue
        if not isinstance(msg, dict):
            report(where, "not-an-object", "item is not an object")
            continue
        role = msg.get("role")
        if role == "tool":
            cid = msg.get("tool_call_id")
            if not isinstance(cid, str):
                report(where, "missing-id", "tool message without tool_call_id")
            elif head is None or cid not in head[1]:
                report(where, "orphan-result", "tool message for unknown call %s" % cid)
            elif head[1][cid]:
                report(where, "duplicate-result", "call %s answered twice" % cid)
            else:
                head[1][cid] = True
            continue
        close_run()
        if legacy is not None:
            if role != "function" or msg.get("name") != legacy[1]:
                report(legacy[0], "missing-result", "function_call %s has no answer" % legacy[1])
            legacy = None
            if role == "function":
                continue
        elif role == "function":
            report(where, "orphan-result", "function message without a function_call")
            continue
        if role != "assistant":
            continue
        calls = msg.get("tool_calls")
        if isinstance(calls, list) and calls:
            ids = {}
            for call in calls:
                cid = call.get("id") if isinstance(call, dict) else None
                if not isinstance(cid, str):
                    report(where, "missing-id", "tool call without id")
                    continue
                if cid in seen_calls:
                    report(where, "duplicate-call", "call id %s used again" % cid)
                    continue
                seen_calls.add(cid)
                ids[cid] = False
            head = (where, ids)
        fc = msg.get("function_call")
        if isinstance(fc, dict):
            legacy = (where, fc.get("name"))
    close_run()
    if legacy is not None:
        report(legacy[0], "missing-result", "function_call %s has no answer" % legacy[1])


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: py_check.py STORE")
    nsessions = nitems = nfindings = 0
    out = sys.stdout

    def report(where, code, message):
        nonlocal nfindings
        nfindings += 1
        out.write("%s: %s: %s\n" % (where, code, message))

    for _sid, items in sessions_of(sys.argv[1]):
        nsessions += 1
        nitems += len(items)
        check(items, report)
    print("py_check: %d sessions, %d items, %d findings" % (nsessions, nitems, nfindings),
          file=sys.stderr)
    sys.exit(1 if nfindings else 0)


if __name__ == "__main__":
    main()
