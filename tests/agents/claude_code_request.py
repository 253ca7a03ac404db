#!/usr/bin/env python3
"""Judge what Claude Code sent when it resumed a session: an oracle written
apart from the tool's own checker, by the Messages API's rules as the API
states them (a tool_use is answered by exactly one tool_result in the very
next message, which is a user message whose tool_results come first; a
tool_result answers a tool_use of the message right before it).

    claude_code_request.py pick RECORD_DIR PROMPT
        The recorded request (see fake_anthropic.py) that carried PROMPT:
        the last POST /v1/messages whose last message is the user's and
        holds a text block PROMPT.  Prints its path; exit 1 if none.

    claude_code_request.py summary REQUEST PROMPT
        What the request sent, one content block a line:
        "mN ROLE KIND DETAIL"; system reminders (their text starts with
        <system-reminder>, and changes with the date and the directory)
        left out.  KIND is text, tool_use, tool_result (tool_result! when
        is_error), or the block's own type.

    claude_code_request.py judge REQUEST SESSION PROMPT
        Checks, one line each, "NAME: ok" or "NAME: FAIL: why":
          pairs    the request obeys the API's pairing rules above, and no
                   tool_use id is used twice;
          calls    the request's tool_use ids are the session's, each once:
                   the client dropped no call and added none;
          results  the request's tool_results are the session's, with the
                   same content and is_error: none dropped, none added, none
                   rewritten;
          texts    the user and assistant texts of the session reached the
                   request, in the session's order, and no others, but for
                   the client's "No response requested." when the session
                   ends with a user message (the client puts that reply
                   there so that its prompt follows an assistant turn).
        The session is the Claude Code JSONL file: its user and assistant
        entries that are not a subagent's (isSidechain), after its last
        compact_boundary, in file order; lines that are not JSON objects
        are not part of it.  Exit 0 when all hold, 1 when one fails.
"""

import collections
import json
import sys

from fake_server import load, pick

REMINDER = "<system-reminder>"
FILLER = ("assistant", "No response requested.")


def blocks_of(content):
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return [b if isinstance(b, dict) else {"type": repr(b)}
                for b in content]
    return []


def result_text(content):
    """A tool_result's content as one string: its text, its other blocks
    by type."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    parts = []
    for b in blocks_of(content):
        if b.get("type") == "text":
            parts.append(b.get("text", ""))
        else:
            parts.append("[%s]" % b.get("type"))
    return "\n".join(parts)


def request_messages(req, prompt):
    """The request's messages, system reminders and the prompt left out."""
    msgs = req.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise ValueError("the request has no messages")
    out = []
    for i, m in enumerate(msgs):
        bl = []
        for b in blocks_of(m.get("content")):
            if b.get("type") == "text" and b.get("text", "").startswith(REMINDER):
                continue
            if (i == len(msgs) - 1 and b.get("type") == "text"
                    and b.get("text") == prompt):
                continue
            bl.append(b)
        out.append((m.get("role"), bl))
    return out


def carries_prompt(req, prompt):
    msgs = req.get("messages") if isinstance(req, dict) else None
    if not isinstance(msgs, list) or not msgs:
        return False
    last = msgs[-1]
    return last.get("role") == "user" and any(
        b.get("type") == "text" and b.get("text") == prompt
        for b in blocks_of(last.get("content")))


def cmd_pick(rec, prompt):
    return pick(rec, "*-POST-v1-messages*.json", carries_prompt, prompt,
                exclude="count-tokens")


def cmd_summary(path, prompt):
    for i, (role, bl) in enumerate(request_messages(load(path), prompt)):
        for b in bl:
            t = b.get("type")
            if t == "text":
                d = json.dumps(b.get("text", ""))
            elif t == "tool_use":
                d = "%s %s %s" % (b.get("id"), b.get("name"),
                                  json.dumps(b.get("input"), sort_keys=True))
            elif t == "tool_result":
                if b.get("is_error"):
                    t = "tool_result!"
                d = "%s %s" % (b.get("tool_use_id"),
                               json.dumps(result_text(b.get("content"))))
            else:
                d = ""
            print(("m%d %s %s %s" % (i, role, t, d)).rstrip())
    return 0


def session_entries(path):
    """(role, blocks) of the session's conversation, in file order."""
    conv = []
    last_role = None
    with open(path, "rb") as f:
        for line in f:
            try:
                e = json.loads(line.decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                continue
            if not isinstance(e, dict):
                continue
            if e.get("type") == "system" and e.get("subtype") == "compact_boundary":
                conv = []
                continue
            if e.get("type") not in ("user", "assistant") or e.get("isSidechain"):
                continue
            m = e.get("message")
            if not isinstance(m, dict):
                continue
            conv.append((e["type"], blocks_of(m.get("content"))))
    return conv


def texts(conv):
    """The texts, but system reminders: the request's are left out (they
    change with the date and the directory), so a session's own cannot be
    told apart from the client's there, and are left out too."""
    out = []
    for role, bl in conv:
        for b in bl:
            if b.get("type") == "text":
                t = b.get("text", "").strip()
                if t and not t.startswith(REMINDER):
                    out.append((role, t))
    return out


def calls(conv):
    return collections.Counter(
        b.get("id") or "(no id)"
        for role, bl in conv for b in bl if b.get("type") == "tool_use")


def results(conv):
    out = collections.defaultdict(list)
    for role, bl in conv:
        for b in bl:
            if b.get("type") == "tool_result":
                out[b.get("tool_use_id") or "(no id)"].append(
                    (result_text(b.get("content")), bool(b.get("is_error"))))
    return out


def check_pairs(msgs):
    bad = []
    seen = collections.Counter(
        b.get("id") for _, bl in msgs for b in bl if b.get("type") == "tool_use")
    for cid, n in sorted(seen.items(), key=lambda x: str(x[0])):
        if n > 1:
            bad.append("tool_use id %s is used %d times" % (cid, n))
    for i, (role, bl) in enumerate(msgs):
        uses = [b.get("id") for b in bl if b.get("type") == "tool_use"]
        if role == "assistant" and uses:
            nxt = msgs[i + 1] if i + 1 < len(msgs) else None
            if nxt is None or nxt[0] != "user":
                bad.append("messages.%d: its calls %s are not followed by a "
                           "user message" % (i, " ".join(map(str, uses))))
            else:
                got = collections.Counter(b.get("tool_use_id") for b in nxt[1]
                                          if b.get("type") == "tool_result")
                for cid in uses:
                    if got[cid] != 1:
                        bad.append("messages.%d: call %s has %d results in "
                                   "the next message" % (i, cid, got[cid]))
        if role == "user":
            prev = msgs[i - 1] if i > 0 else None
            asked = set()
            if prev is not None and prev[0] == "assistant":
                asked = {b.get("id") for b in prev[1]
                         if b.get("type") == "tool_use"}
            other = False
            for b in bl:
                if b.get("type") != "tool_result":
                    other = True
                    continue
                if b.get("tool_use_id") not in asked:
                    bad.append("messages.%d: result for %s answers no call "
                               "of the message before" % (i, b.get("tool_use_id")))
                if other:
                    bad.append("messages.%d: result for %s comes after other "
                               "content" % (i, b.get("tool_use_id")))
        if role not in ("user", "assistant"):
            bad.append("messages.%d: role %r" % (i, role))
    return bad


def check_calls(msgs, conv):
    sent, held = calls(msgs), calls(conv)
    bad = []
    for cid in sorted(set(sent) | set(held)):
        if sent[cid] and not held[cid]:
            bad.append("call %s is not in the session (added)" % cid)
        elif held[cid] and not sent[cid]:
            bad.append("call %s of the session was not sent (dropped)" % cid)
        elif sent[cid] != held[cid]:
            bad.append("call %s: %d in the session, %d sent"
                       % (cid, held[cid], sent[cid]))
    return bad


def check_results(msgs, conv):
    sent, held = results(msgs), results(conv)
    bad = []
    for cid in sorted(set(sent) | set(held)):
        s, h = sent.get(cid, []), held.get(cid, [])
        if s and not h:
            bad.append("result for %s is not in the session (added): %s"
                       % (cid, json.dumps(s[0][0])[:120]))
        elif h and not s:
            bad.append("result for %s of the session was not sent (dropped)"
                       % cid)
        elif sorted(s) != sorted(h):
            bad.append("result for %s: the session has %s, the request %s"
                       % (cid, json.dumps(h)[:160], json.dumps(s)[:160]))
    return bad


def check_texts(msgs, conv):
    sent, held = texts(msgs), texts(conv)
    if conv and conv[-1][0] == "user" and FILLER in sent:
        k = len(sent) - 1 - sent[::-1].index(FILLER)
        if k == len(sent) - 1 or all(r == "user" for r, _ in sent[k + 1:]):
            sent = sent[:k] + sent[k + 1:]
    if sent == held:
        return []
    # Name the first difference.
    n = 0
    while n < min(len(sent), len(held)) and sent[n] == held[n]:
        n += 1
    want = "%s %s" % (held[n][0], json.dumps(held[n][1])[:100]) \
        if n < len(held) else "(no more)"
    got = "%s %s" % (sent[n][0], json.dumps(sent[n][1])[:100]) \
        if n < len(sent) else "(no more)"
    return ["text %d: the session has %s, the request %s" % (n, want, got)]


def cmd_judge(req_path, session, prompt):
    msgs = request_messages(load(req_path), prompt)
    if msgs and msgs[-1][0] == "user" and not msgs[-1][1]:
        msgs = msgs[:-1]   # the prompt's own message
    conv = session_entries(session)
    failed = False
    for name, fn in (("pairs", lambda: check_pairs(msgs)),
                     ("calls", lambda: check_calls(msgs, conv)),
                     ("results", lambda: check_results(msgs, conv)),
                     ("texts", lambda: check_texts(msgs, conv))):
        bad = fn()
        if bad:
            failed = True
            for b in bad:
                print("%s: FAIL: %s" % (name, b))
        else:
            print("%s: ok" % name)
    return 1 if failed else 0


def main(argv):
    try:
        if len(argv) == 4 and argv[1] == "pick":
            return cmd_pick(argv[2], argv[3])
        if len(argv) == 4 and argv[1] == "summary":
            return cmd_summary(argv[2], argv[3])
        if len(argv) == 5 and argv[1] == "judge":
            return cmd_judge(argv[2], argv[3], argv[4])
    except (OSError, ValueError) as e:
        sys.stderr.write("claude_code_request.py: %s\n" % e)
        return 2
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
