#!/usr/bin/env python3
"""tests/stores/llm.py MIGRATIONS_PY OUT.db: an llm logs.db of the
generation llm 0.31 writes (the legacy tables), made by llm's own
migrations and filled as its Response.log_to_db() fills it.

MIGRATIONS_PY is llm 0.31.1's llm/migrations.py (simonw/llm, Apache-2.0,
tag 0.31.1): llm itself cannot be installed here (no PyPI), but its
migrations need only sqlite_utils (Debian: sqlite-utils).  The rows are
scripted: two conversations with gpt-4o-mini, one whose tool call is
answered in the next response's prompt, one whose call is never answered
before the user asks something else.  Values are what log_to_db() stores:
dicts through sqlite_utils (JSON text, json.dumps spacing), arguments as
json.dumps(), times as a naive UTC isoformat(), ids as lower-case ULIDs.
"""
import importlib.util
import json
import sys

import sqlite_utils


def main():
    spec = importlib.util.spec_from_file_location("migrations", sys.argv[1])
    migrations = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(migrations)
    db = sqlite_utils.Database(sys.argv[2])
    migrations.migrate(db)
    legacy(db)


def legacy(db):
    """The rows: llm32.py writes them too, as history beside its store."""
    tool = {"id": 1, "hash": "5f1c0e8d", "name": "get_weather",
            "description": "The weather in a city now.",
            "input_schema": json.dumps({"type": "object", "properties":
                                        {"city": {"type": "string"}},
                                        "required": ["city"]}),
            "plugin": None}
    db["tools"].insert(tool)
    convs = [("01jgq7y7mbw3pcg3h2r7n5v0aa", "What is the weather in Paris?"),
             ("01jgq80f9kq1b1d9a3e6h4z0bb", "And Rome?")]
    for cid, name in convs:
        db["conversations"].insert({"id": cid, "name": name,
                                    "model": "gpt-4o-mini"}, ignore=True)
    usage = json.dumps({"prompt_tokens_details": {"cached_tokens": 0},
                        "completion_tokens_details": {"reasoning_tokens": 0}})
    rows = [
        # Paris: the model asks for the tool; the chain answers it.
        dict(id="01jgq7y7mc0000000000000001", prompt="What is the weather in Paris?",
             response="", conversation_id=convs[0][0], duration_ms=812,
             datetime_utc="2025-01-03T10:00:00.123456", input_tokens=61,
             output_tokens=17, calls=[("call_paris_1", {"city": "Paris"})],
             results=[]),
        dict(id="01jgq7y8a40000000000000002", prompt="", response=
             "It is 18\u00b0C and cloudy in Paris. \u6771\u4eac is next? \U0001f680",
             conversation_id=convs[0][0], duration_ms=655,
             datetime_utc="2025-01-03T10:00:01.500000", input_tokens=102,
             output_tokens=19, calls=[],
             results=[("call_paris_1", '{"tempC": 18, "sky": "cloudy", "note": "quotes \\" and \\\\ kept"}', None)]),
        # Rome: a call left unanswered, then another prompt.
        dict(id="01jgq80f9m0000000000000003", prompt="And Rome?", response="",
             conversation_id=convs[1][0], duration_ms=700,
             datetime_utc="2025-01-03T10:01:40.000001", input_tokens=58,
             output_tokens=15, calls=[("call_rome_1", {"city": "Rome"})],
             results=[]),
        dict(id="01jgq81b2n0000000000000004", prompt="Never mind.",
             response="Alright.", conversation_id=convs[1][0],
             duration_ms=301, datetime_utc="2025-01-03T10:02:10.250000",
             input_tokens=40, output_tokens=3, calls=[], results=[]),
    ]
    for r in rows:
        calls, results = r.pop("calls"), r.pop("results")
        prompt_json = {"messages": [{"role": "user", "content": r["prompt"]}]}
        response_json = {"model": "gpt-4o-mini-2024-07-18",
                         "usage": {"prompt_tokens": r["input_tokens"]}}
        db["responses"].insert(dict(
            id=r["id"], model="gpt-4o-mini", prompt=r["prompt"], system=None,
            prompt_json=prompt_json, options_json={"temperature": 0.2},
            response=r["response"], response_json=response_json,
            conversation_id=r["conversation_id"], duration_ms=r["duration_ms"],
            datetime_utc=r["datetime_utc"], input_tokens=r["input_tokens"],
            output_tokens=r["output_tokens"], token_details=usage,
            schema_id=None, resolved_model="gpt-4o-mini-2024-07-18"))
        db["tool_responses"].insert({"tool_id": 1, "response_id": r["id"]})
        for call_id, args in calls:
            db["tool_calls"].insert({"response_id": r["id"], "tool_id": 1,
                                     "name": "get_weather",
                                     "arguments": json.dumps(args),
                                     "tool_call_id": call_id})
        for call_id, output, exc in results:
            db["tool_results"].insert({"response_id": r["id"], "tool_id": 1,
                                       "name": "get_weather", "output": output,
                                       "tool_call_id": call_id,
                                       "instance_id": None, "exception": exc})


if __name__ == "__main__":
    main()
