#!/usr/bin/env python3
"""Judge what Gemini CLI sent when it resumed a chat: written apart from
the tool, by the Gemini API's content shapes and the chat's records alone.

    gemini_request.py pick RECORD_DIR PROMPT
        The recorded request (see fake_gemini.py) that carried PROMPT: the
        last POST .../models/MODEL:streamGenerateContent or
        :generateContent whose contents end with a user turn whose last
        part's text is PROMPT.  Prints its path; exit 1 if none.

    gemini_request.py summary REQUEST PROMPT
        The conversation the request sent, one line a part ("cN ROLE " and
        the part as the judge compares it), leaving out what the CLI adds
        of its own: the <session_context> text and the prompt.

    gemini_request.py judge REQUEST CHAT
        Checks, one line each, "NAME: ok" or "NAME: FAIL: why":
          turns    the chat's conversation (a .jsonl chat: its user and
                   gemini message records, a later copy of a message in
                   the first one's place; user texts, model texts that are
                   not thoughts, calls, and one response per call: the
                   result a call holds, or the user record's
                   functionResponse part that answers it), in the chat's
                   order, opens the request's parts, and nothing of it is
                   dropped, added or rewritten (the CLI puts the prompt
                   after it), but for what the CLI leaves out of its own:
                   a user message that is a command ("/..." or "?..."),
                   and its "[The previous response was interrupted before
                   it completed.]" model text after a trailing response;
          pairs    every model turn with functionCall parts is followed by
                   a user turn with as many functionResponse parts, with
                   the same ids, and every functionResponse turn follows a
                   functionCall turn.
        Exit 0 when both hold, 1 when one fails.
"""

import json
import sys

from fake_server import command, load, opens, pick, records, verdict

INTERRUPTED = "[The previous response was interrupted before it completed.]"


def part_line(role, p):
    """A part as one comparable line, or None for a thought."""
    if not isinstance(p, dict):
        return "%s text %s" % (role, json.dumps(p, ensure_ascii=False))
    if p.get("thought"):
        return None
    if "functionCall" in p:
        c = p["functionCall"]
        return "%s functionCall %s %s %s" % (
            role, c.get("id"), c.get("name"),
            json.dumps(c.get("args"), sort_keys=True, ensure_ascii=False))
    if "functionResponse" in p:
        r = p["functionResponse"]
        return "%s functionResponse %s %s %s" % (
            role, r.get("id"), r.get("name"),
            json.dumps(r.get("response"), sort_keys=True, ensure_ascii=False))
    if "text" in p:
        return "%s text %s" % (role, json.dumps(p["text"], ensure_ascii=False))
    return "%s %s" % (role, json.dumps(p, sort_keys=True, ensure_ascii=False))


def parts(content):
    if isinstance(content, str):
        return [{"text": content}] if content else []
    if isinstance(content, list):
        return [{"text": c} if isinstance(c, str) else c for c in content]
    return [content] if isinstance(content, dict) else []


def messages(path):
    """The chat's message records, a later copy of one in its place."""
    order, by_id = [], {}
    for rec in records(path):
        if rec.get("type") not in ("user", "gemini", "info", "warning",
                                   "error"):
            continue
        if rec.get("id") not in by_id:
            order.append(rec.get("id"))
        by_id[rec.get("id")] = rec
    return [by_id[i] for i in order]


def chat_turns(path):
    msgs = messages(path)
    answered = set()
    for m in msgs:
        if m.get("type") == "user":
            for p in parts(m.get("content")):
                if isinstance(p, dict) and "functionResponse" in p:
                    answered.add(p["functionResponse"].get("id"))
    out = []
    for m in msgs:
        if m.get("type") == "user":
            ps = parts(m.get("content"))
            text = "".join(p.get("text", "") for p in ps
                           if isinstance(p, dict)).strip()
            if text.startswith("/") or text.startswith("?"):
                continue
            out += [part_line("user", p) for p in ps]
        elif m.get("type") == "gemini":
            ps = parts(m.get("content"))
            calls = [p for p in ps if isinstance(p, dict) and "functionCall" in p]
            out += [part_line("model", p) for p in ps]
            tcs = m.get("toolCalls") or []
            if not calls:
                out += [part_line("model", {"functionCall": {
                    "id": t.get("id"), "name": t.get("name"),
                    "args": t.get("args")}}) for t in tcs]
            for t in tcs:
                r = t.get("result")
                if not r or t.get("id") in answered:
                    continue
                if isinstance(r, str):
                    r = [{"functionResponse": {"id": t.get("id"),
                          "name": t.get("name"), "response": {"output": r}}}]
                out += [part_line("user", p) for p in parts(r)]
    return [t for t in out if t is not None]


def own(line, prompt):
    return (line.startswith("user text \"<session_context>") or
            line == "user text %s" % json.dumps(prompt, ensure_ascii=False))


def sent_parts(req):
    out = []
    for i, c in enumerate(req.get("contents") or []):
        for p in c.get("parts") or []:
            t = part_line(c.get("role"), p)
            if t is not None:
                out.append((i, t))
    return out


def carries_prompt(req, prompt):
    cs = req.get("contents") if isinstance(req, dict) else None
    if not isinstance(cs, list) or not cs or not isinstance(cs[-1], dict):
        return False
    ps = cs[-1].get("parts") or []
    return (cs[-1].get("role") == "user" and ps and isinstance(ps[-1], dict)
            and ps[-1].get("text") == prompt)


def cmd_pick(rec, prompt):
    return pick(rec, "*-POST-v1beta-models-*enerateContent*.json",
                carries_prompt, prompt)


def cmd_summary(req_path, prompt):
    for i, t in sent_parts(load(req_path)):
        if not own(t, prompt):
            print("c%d %s" % (i, t[:300]))
    return 0


def cmd_judge(req_path, chat):
    req = load(req_path)
    want = chat_turns(chat)
    sent = [t for _, t in sent_parts(req) if not own(t, "")]
    sent = [t for t in sent if not t.startswith("user text \"<session_context>")]
    got = list(sent)
    for k, w in enumerate(want):
        if k < len(got) and got[k] != w and got[k] == "model text %s" % (
                json.dumps(INTERRUPTED)) and k > 0 and \
                " functionResponse " in got[k - 1]:
            del got[k]
    bad = opens(want, got, "part", "chat")
    why = None
    cs = req.get("contents") or []

    def of(c, kind):
        return [p[kind].get("id") for p in (c.get("parts") or [])
                if isinstance(p, dict) and kind in p]
    for i, c in enumerate(cs):
        calls, answers = of(c, "functionCall"), of(c, "functionResponse")
        if answers and (i == 0 or not of(cs[i - 1], "functionCall")):
            why = "contents %d: a functionResponse turn after no functionCall turn" % i
            break
        if calls:
            nxt = of(cs[i + 1], "functionResponse") if i + 1 < len(cs) else []
            if sorted(map(str, nxt)) != sorted(map(str, calls)):
                why = ("contents %d: %d functionCall parts, the next turn %d "
                       "functionResponse parts for them" % (
                           i, len(calls), len(nxt)))
                break
    return bad | verdict("pairs", why)


if __name__ == "__main__":
    sys.exit(command(sys.argv, __doc__, cmd_pick, cmd_summary, cmd_judge))
