#!/usr/bin/env python3
"""The turns of an OpenAI Chat history, one a line, for comparing two
translations of a conversation (tests/cli/t4600-translate.sh): written
apart from the tool, by the Chat Completions shapes alone.

    chat_turns.py [--no-ids] [--no-media] [--custom-as-input] < items.jsonl

Each message gives, in order:
    ROLE text TEXT              each text part (a string content is one)
    ROLE image URL              each image_url part
    call NAME ARGS [ID]         each tool call, ARGS the arguments' JSON
                                value with sorted keys
    result TEXT [ID]            a tool message
(the deprecated function_call and function messages as a call and a result
without an id).
Messages of one role in a row give their lines in order, so that a
translation that merged them compares equal.  System messages are left
out (not every format keeps them).  --no-ids leaves the ids out (for
translations that had to map them), --no-media the images, and
--custom-as-input shows a free-form call's input as {"input": INPUT} (as a
target without free-form calls keeps it).  Exit 1 on a line that is not a Chat
message.
"""

import json
import sys


def args_value(a):
    if isinstance(a, str):
        try:
            return json.dumps(json.loads(a), sort_keys=True)
        except ValueError:
            return json.dumps(a)
    return json.dumps(a, sort_keys=True)


def turns(m, ids, media=True, custom=False):
    role = m.get("role")
    tail = lambda i: (" " + i) if ids and i is not None else ""
    if role == "system" or role == "developer":
        return
    if role == "function":      # the deprecated result: no id
        yield "result " + json.dumps(m.get("content"))
        return
    if role == "tool":
        c = m.get("content")
        if isinstance(c, list):
            c = "\n".join(p.get("text", "") for p in c)
        yield "result " + json.dumps(c) + tail(m.get("tool_call_id"))
        return
    c = m.get("content")
    if isinstance(c, str):
        if c != "":
            yield role + " text " + json.dumps(c)
    elif isinstance(c, list):
        for p in c:
            if p.get("type") == "text":
                yield role + " text " + json.dumps(p["text"])
            elif p.get("type") == "image_url":
                if media:
                    yield role + " image " + p["image_url"]["url"]
            else:
                yield role + " " + p.get("type", "?")
    fc = m.get("function_call")     # the deprecated call: no id
    if fc:
        yield "call %s %s" % (fc["name"], args_value(fc["arguments"]))
    for tc in m.get("tool_calls") or []:
        if tc.get("type") == "custom":
            f = tc["custom"]
            v = {"input": f["input"]} if custom else f["input"]
            yield "call %s %s%s" % (f["name"], json.dumps(v, sort_keys=True),
                                    tail(tc.get("id")))
        else:
            f = tc["function"]
            yield "call %s %s%s" % (f["name"], args_value(f["arguments"]),
                                    tail(tc.get("id")))


def main():
    ids = "--no-ids" not in sys.argv[1:]
    media = "--no-media" not in sys.argv[1:]
    custom = "--custom-as-input" in sys.argv[1:]
    for n, line in enumerate(sys.stdin, 1):
        try:
            m = json.loads(line)
            for t in turns(m, ids, media, custom):
                print(t)
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            print("line %d: not a Chat message: %s" % (n, e), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
