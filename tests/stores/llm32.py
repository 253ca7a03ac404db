#!/usr/bin/env python3
"""tests/stores/llm32.py MIGRATIONS_PY OUT.db: an llm logs.db as llm 0.32
leaves it: the legacy tables with the conversations an older llm logged
(llm.py's rows), and the message store (m023 on) with threads that 0.32
logged, written as llm/logs.py's LogStore writes them.

MIGRATIONS_PY is llm 0.32's llm/migrations.py (simonw/llm, Apache-2.0, tag
0.32); LogStore itself needs llm's models (not installable here: no PyPI),
so its writes are done here as it does them: a message's hash is
"b2:" + blake2b(canonical_json({"parent": parent_hash, "message":
message.to_dict()}), digest_size=16) (logs.py message_hash/content_hash),
its row inserted or ignored (ensure_chain), its parts one row each
(_write_part: type apart, tool_name = payload's name, a text or reasoning
part's text in the text column, the rest json.dumps()'d), a thread's tip
moved on after each turn, threads and turns stamped str(datetime.now(utc)).
The threads: one that asks a tool and answers with its result; one forked
from it after the result that calls again and is never answered; and the
second legacy conversation (same id) carried on in 0.32, its history
copied into the chain as 0.32 sends it.
"""
import contextlib
import hashlib
import importlib.util
import json
import os
import sys
import types

import sqlite_utils

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def canonical_json(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def message_hash(message, parent):
    canonical = canonical_json({"parent": parent, "message": message})
    return "b2:" + hashlib.blake2b(canonical.encode("utf-8"),
                                   digest_size=16).hexdigest()


def text(s):
    return {"type": "text", "text": s}


def call(name, args, cid):
    return {"type": "tool_call", "name": name, "arguments": args,
            "tool_call_id": cid}


def result(name, output, cid, exception=None):
    d = {"type": "tool_result", "name": name, "output": output,
         "tool_call_id": cid}
    if exception is not None:
        d["exception"] = exception
    return d


def ensure_chain(db, messages, parent=None):
    for m in messages:
        h = message_hash(m, parent)
        cur = db.execute("insert or ignore into messages (hash, parent_hash,"
                         " role, provider_metadata) values (?, ?, ?, ?)",
                         [h, parent, m["role"],
                          json.dumps(m["provider_metadata"])
                          if m.get("provider_metadata") else None])
        if cur.rowcount:
            for position, part in enumerate(m["parts"]):
                payload = dict(part)
                ptype = payload.pop("type")
                t = None
                if ptype in ("text", "reasoning") and "text" in payload:
                    t = payload.pop("text")
                db["parts"].insert({"message_hash": h, "position": position,
                                    "type": ptype,
                                    "tool_name": payload.get("name"),
                                    "text": t,
                                    "payload": json.dumps(payload)
                                    if payload else None})
        parent = h
    return parent


def turn(db, tid, thread, parent, tip, at, tokens):
    db["turns"].insert({"id": tid, "thread_id": thread,
                        "parent_message_hash": parent,
                        "tip_message_hash": tip, "model": "gpt-4o-mini",
                        "resolved_model": "gpt-4o-mini-2024-07-18",
                        "options_json": None, "schema_id": None,
                        "input_tokens": tokens[0], "output_tokens": tokens[1],
                        "token_details": None, "duration_ms": 700,
                        "datetime_utc": at, "response_json": None})
    db["threads"].update(thread, {"tip_message_hash": tip})


def self_references():
    """Debian's sqlite-utils (3.30) refuses a table's foreign key to
    itself when it creates the table (m023's messages.parent_hash), which
    newer versions, llm's, allow: the key is left out of its check and
    written into the DDL as they write it.  It lacks atomic() too."""
    orig = sqlite_utils.Database.create_table_sql

    def create_table_sql(self, name, columns, pk=None, foreign_keys=None,
                         **kw):
        own = [fk for fk in (foreign_keys or ()) if fk[1] == name]
        rest = [fk for fk in (foreign_keys or ()) if fk[1] != name]
        sql = orig(self, name, columns, pk=pk, foreign_keys=rest, **kw)
        for col, other, other_col in own:
            sql = sql.replace("[%s] TEXT" % col, "[%s] TEXT REFERENCES [%s]([%s])"
                              % (col, other, other_col), 1)
        return sql
    sqlite_utils.Database.create_table_sql = create_table_sql
    sqlite_utils.Database.atomic = atomic


@contextlib.contextmanager
def atomic(self):
    """Database.atomic() of newer sqlite-utils (m025 uses it): a
    savepoint, rolled back if the block fails."""
    self.execute("SAVEPOINT transcript_atomic")
    try:
        yield
    except BaseException:
        self.execute("ROLLBACK TO transcript_atomic")
        raise
    self.execute("RELEASE transcript_atomic")


def tool_instance(db, name, plugin, arguments):
    """The tool_instances row of this (name, plugin, arguments), made if
    new: what m024 asks llm.utils for."""
    row = db.execute("select id from tool_instances where name is ? and"
                     " plugin is ? and arguments is ?",
                     [name, plugin, arguments]).fetchone()
    if row:
        return row[0]
    return db["tool_instances"].insert({"name": name, "plugin": plugin,
                                        "arguments": arguments}).last_pk


def migrations_module(path):
    """llm/migrations.py as llm.migrations: m024 imports .utils, which is
    given only what it uses (llm's own utils need packages not here)."""
    pkg = types.ModuleType("llm")
    pkg.__path__ = []
    utils = types.ModuleType("llm.utils")
    utils.ensure_tool_instance = tool_instance
    sys.modules["llm"], sys.modules["llm.utils"] = pkg, utils
    spec = importlib.util.spec_from_file_location("llm.migrations", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    self_references()
    migrations = migrations_module(sys.argv[1])
    db = sqlite_utils.Database(sys.argv[2])
    migrations.migrate(db)
    load("llm_legacy", os.path.join(HERE, "llm.py")).legacy(db)
    paris = "01k2x3v4w5a0000000000000a1"
    db["threads"].insert({"id": paris, "name": "Weather in Paris",
                          "tip_message_hash": None, "forked_from": None,
                          "datetime_utc": "2026-08-05 09:00:00.125000+00:00"})
    u = {"role": "user", "parts": [text("Weather in Paris? Réponds « vite » 🚀")]}
    a = {"role": "assistant", "parts": [
        {"type": "reasoning", "text": "", "redacted": True},
        call("get_weather", {"city": "Paris", "unit": "celsius"}, "call_p1")]}
    tip1 = ensure_chain(db, [u, a])
    turn(db, "01k2x3v4w5b0000000000000b1", paris, None, tip1,
         "2026-08-05 09:00:00.125000+00:00", (61, 17))
    r = {"role": "tool", "parts": [result(
        "get_weather", '{"tempC": 18, "note": "quotes \\" and \\\\ kept"}',
        "call_p1")]}
    f = {"role": "assistant", "parts": [text("It is 18°C in Paris.\nTake a coat.")]}
    tip2 = ensure_chain(db, [r, f], tip1)
    turn(db, "01k2x3v4w5b0000000000000b2", paris, tip1, tip2,
         "2026-08-05 09:00:02.500000+00:00", (102, 12))
    # A fork after the result: it calls again, and nothing answers.
    fork = "01k2x3v4w5a0000000000000a2"
    db["threads"].insert({"id": fork, "name": "Weather in Paris (fork)",
                          "tip_message_hash": tip1, "forked_from": paris,
                          "datetime_utc": "2026-08-05 09:05:00.000000+00:00"})
    r2 = {"role": "tool", "parts": [result(
        "get_weather", "", "call_p1", "TimeoutError: no answer in 10s")]}
    a2 = {"role": "assistant", "parts": [
        text("Trying again."), call("get_weather", {"city": "Paris"}, "call_p2")]}
    tip3 = ensure_chain(db, [r2, a2], tip1)
    turn(db, "01k2x3v4w5b0000000000000b3", fork, tip1, tip3,
         "2026-08-05 09:05:00.000000+00:00", (90, 20))
    # The second legacy conversation, carried on: its history as the
    # chain's first messages, then the new turn.
    rome = "01jgq80f9kq1b1d9a3e6h4z0bb"
    db["threads"].insert({"id": rome, "name": "And Rome?",
                          "tip_message_hash": None, "forked_from": None,
                          "datetime_utc": "2026-08-06 10:00:00.000000+00:00"})
    old = [{"role": "user", "parts": [text("And Rome?")]},
           {"role": "assistant", "parts": [
               call("get_weather", {"city": "Rome"}, "call_rome_1")]},
           {"role": "user", "parts": [text("Never mind.")]},
           {"role": "assistant", "parts": [text("Alright.")]},
           {"role": "user", "parts": [text("What about Oslo?")]},
           {"role": "assistant", "parts": [text("Cold.")]}]
    tip4 = ensure_chain(db, old)
    turn(db, "01k2x3v4w5b0000000000000b4", rome, None, tip4,
         "2026-08-06 10:00:00.000000+00:00", (70, 2))


if __name__ == "__main__":
    main()
