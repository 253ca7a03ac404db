#!/usr/bin/env python3
"""Judge what Codex sent when it resumed a rollout: written apart from the
tool, by the Responses API's item shapes alone.

    codex_request.py pick RECORD_DIR PROMPT
        The recorded request (see fake_openai.py) that carried PROMPT: the
        last POST /v1/responses whose input ends with a user message whose
        text is PROMPT.  Prints its path; exit 1 if none.

    codex_request.py summary REQUEST PROMPT
        The conversation the request sent, one line an input item ("iN "
        and the item as the judge compares it), leaving out what Codex adds
        of its own: developer messages, its tool list, the
        <environment_context> message and the prompt.

    codex_request.py judge REQUEST ROLLOUT
        Checks, one line each, "NAME: ok" or "NAME: FAIL: why":
          turns    the rollout's conversation (its response_item payloads:
                   messages with their texts, calls with their arguments,
                   outputs), in the rollout's order, opens the request's
                   input, and nothing of it is dropped, added or rewritten
                   (Codex puts its own instructions, context and the prompt
                   after it), but for two mends of its own: an "aborted"
                   output after a call the rollout never answers, and
                   "image content omitted because it could not be
                   processed" for an image it cannot decode (the
                   fixtures' are a bare PNG signature);
          pairs    every call in the input has one output with its call_id
                   after it, and every output a call before it.
        Exit 0 when both hold, 1 when one fails.
"""

import json
import sys

from fake_server import command, load, opens, pick, records, verdict

CALLS = ("function_call", "custom_tool_call", "local_shell_call")
OUTPUTS = ("function_call_output", "custom_tool_call_output",
           "local_shell_call_output")


def texts(content):
    if isinstance(content, str):
        return [content]
    return [c.get("text", "[%s]" % c.get("type")) for c in content or []
            if isinstance(c, dict)]


def turn(it):
    """An input item as one comparable line, or None for what is not
    conversation (reasoning, tool lists)."""
    t = it.get("type", "message")
    if t == "message":
        return "%s %s" % (it.get("role"), json.dumps(texts(it.get("content"))))
    if t in CALLS:
        args = it.get("arguments", it.get("input", it.get("action")))
        return "%s %s %s %s" % (t, it.get("call_id"), it.get("name"),
                                json.dumps(args, sort_keys=True))
    if t in OUTPUTS:
        return "%s %s %s" % (t, it.get("call_id"),
                             json.dumps(it.get("output"), sort_keys=True))
    return None


def rollout_turns(path):
    out = []
    for rec in records(path):
        if rec.get("type") == "response_item":
            t = turn(rec.get("payload") or {})
            if t is not None:
                out.append(t)
    return out


def carries_prompt(req, prompt):
    items = req.get("input") if isinstance(req, dict) else None
    if not isinstance(items, list) or not items:
        return False
    last = items[-1]
    return (last.get("role") == "user" and
            prompt in texts(last.get("content")))


def cmd_pick(rec, prompt):
    return pick(rec, "*-POST-v1-responses*.json", carries_prompt, prompt)


OMITTED = "image content omitted because it could not be processed"


def own(it, prompt):
    """Is an input item one Codex adds around the rollout's?"""
    if it.get("type", "message") != "message":
        return it.get("type") == "additional_tools"
    if it.get("role") == "developer":
        return True
    t = texts(it.get("content"))
    return (it.get("role") == "user" and
            (t == [prompt] or (len(t) == 1 and
                               t[0].startswith("<environment_context>"))))


def cmd_summary(req_path, prompt):
    for i, it in enumerate(load(req_path).get("input") or []):
        if not own(it, prompt):
            print("i%d %s" % (i, turn(it) or json.dumps(it, sort_keys=True)))
    return 0


def mended(items, want):
    """The request's items as the rollout had them: Codex's "aborted"
    outputs for calls the rollout does not answer left out, its note for an
    image it could not decode taken as the image."""
    answered = set(w.split()[1] for w in want if w.split()[0] in OUTPUTS)
    out = []
    for it in items:
        if (it.get("type") in OUTPUTS and it.get("output") == "aborted" and
                it.get("call_id") not in answered):
            continue
        if it.get("type", "message") == "message":
            it = dict(it, content=[
                {"type": "input_image"} if isinstance(c, dict) and
                c.get("text") == OMITTED else c
                for c in (it.get("content") if isinstance(it.get("content"), list)
                          else [])] or it.get("content"))
        out.append(it)
    return out


def cmd_judge(req_path, rollout):
    items = load(req_path).get("input") or []
    want = rollout_turns(rollout)
    sent = [t for t in (turn(it) for it in mended(items, want)) if t is not None]
    bad = opens(want, sent, "input", "rollout")
    open_calls, why = {}, None
    for i, it in enumerate(items):
        t = it.get("type")
        if t in CALLS:
            open_calls[it.get("call_id")] = i
        elif t in OUTPUTS:
            if it.get("call_id") not in open_calls:
                why = "input %d: output for %s answers no call before it" % (
                    i, it.get("call_id"))
                break
            del open_calls[it.get("call_id")]
    if why is None and open_calls:
        why = "call %s has no output" % sorted(open_calls)[0]
    return bad | verdict("pairs", why)


if __name__ == "__main__":
    sys.exit(command(sys.argv, __doc__, cmd_pick, cmd_summary, cmd_judge))
