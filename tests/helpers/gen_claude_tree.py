#!/usr/bin/env python3
"""gen_claude_tree.py DIR [--projects N] [--sessions N] [--responses N]
[--pad BYTES] [--seed N] [--days N] [--models LIST]

Write an INVENTED Claude Code config directory DIR (DIR/projects/<key>/
<uuid>.jsonl) whose records have the shapes Claude Code 2.1 writes (read in
its cli.js and in the real sessions of fixtures/native/claude-code): every
API response is written as one assistant line per content block while it
streams, all with the response's message.id and requestId, the usage
repeated and its output_tokens growing until the last line; tool results
come back as user lines.  Beside plain sessions it writes what usage
counting must get right:

  - a subagent's transcript in <uuid>/subagents/agent-<id>.jsonl
    (isSidechain: true), for every third session;
  - a resumed session for every fifth: a new file that begins with a copy
    of its parent's lines (same message ids and request ids), then its own;
  - cache writes split into 5-minute and 1-hour ones
    (usage.cache_creation), and lines of the old shape without the split.

Deterministic for a seed.  Used by t4530 (judged by ccusage) and by the
benchmark (bench/run.sh: thousands of sessions, --pad to make lines as
long as real ones).
"""
import argparse
import json
import os
import random
import uuid

MODELS = ["claude-sonnet-4-5-20250929", "claude-opus-4-5-20251101",
          "claude-haiku-4-5-20251001", "claude-sonnet-4-20250514",
          "claude-opus-4-1-20250805"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    for name, default in (("projects", 2), ("sessions", 6), ("responses", 4),
                          ("pad", 0), ("seed", 1), ("days", 5)):
        ap.add_argument("--" + name, type=int, default=default)
    ap.add_argument("--models", default=",".join(MODELS))
    a = ap.parse_args()
    root, projects, sessions, responses = a.dir, a.projects, a.sessions, \
        a.responses
    pad, seed, days, models = a.pad, a.seed, a.days, a.models.split(",")
    rnd = random.Random(seed)
    filler = "x" * pad
    t0 = 1785747600000      # 2026-08-03T09:00:00Z, ms
    n = 0

    def uid():
        return str(uuid.UUID(int=rnd.getrandbits(128), version=4))

    def stamp(ms):
        s, ms3 = divmod(ms, 1000)
        import time
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(s)) + \
            ".%03dZ" % ms3

    def session_lines(sid, cwd, ms, nresp, sidechain, agent):
        """The lines of a conversation of nresp responses from ms on."""
        lines = []
        parent = None

        def env(rec, t):
            nonlocal parent
            u = uid()
            out = {"parentUuid": parent, "isSidechain": sidechain}
            if agent:
                out["agentId"] = agent
            out.update(userType="external", cwd=cwd, sessionId=sid,
                       version="2.1.100", gitBranch="main")
            out.update(rec)
            out["uuid"] = u
            out["timestamp"] = stamp(t)
            parent = u
            return out

        lines.append(env({"type": "user", "message": {
            "role": "user", "content": "Fix the failing test " + filler}},
            ms))
        ctx = rnd.randint(8000, 30000)
        for r in range(nresp):
            ms += rnd.randint(2000, 90000)
            model = models[rnd.randrange(len(models))]
            mid = "msg_01" + "".join(rnd.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"
                                                "abcdefghijkmnopqrstuvwxyz123456789")
                                     for _ in range(22))
            req = "req_011C" + "".join(rnd.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"
                                                  "abcdefghijkmnopqrstuvwxyz123456789")
                                       for _ in range(20))
            cw = rnd.randint(0, 4000)
            one_hour = cw if rnd.random() < 0.3 else 0
            usage = {"input_tokens": rnd.randint(1, 12),
                     "cache_creation_input_tokens": cw,
                     "cache_read_input_tokens": ctx}
            if rnd.random() < 0.8:
                usage["cache_creation"] = {
                    "ephemeral_5m_input_tokens": cw - one_hour,
                    "ephemeral_1h_input_tokens": one_hour}
            ctx += cw + rnd.randint(100, 3000)
            final = rnd.randint(20, 2500)
            blocks = [{"type": "text", "text": "Looking at it. " + filler}]
            call = None
            if r < nresp - 1:
                call = "toolu_01" + "".join(rnd.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"
                                                      "abcdefghijkmnopqrstuvwxyz")
                                           for _ in range(22))
                blocks.append({"type": "tool_use", "id": call, "name": "Bash",
                               "input": {"command": "make test"}})
            for i, b in enumerate(blocks):
                last = i == len(blocks) - 1
                u = dict(usage)
                u["output_tokens"] = final if last else rnd.randint(1, 9)
                u["service_tier"] = "standard"
                lines.append(env({"message": {
                    "model": model, "id": mid, "type": "message",
                    "role": "assistant", "content": [b],
                    "stop_reason": ("tool_use" if call else "end_turn")
                    if last else None,
                    "stop_sequence": None, "usage": u},
                    "requestId": req, "type": "assistant"}, ms + i * 150))
            if call:
                ms += rnd.randint(500, 20000)
                lines.append(env({"type": "user", "message": {
                    "role": "user", "content": [{
                        "tool_use_id": call, "type": "tool_result",
                        "content": "ok " + filler, "is_error": False}]}},
                    ms))
        return lines, ms

    def write(path, lines):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            for line in lines:
                f.write(json.dumps(line, separators=(",", ":")) + "\n")

    for p in range(projects):
        cwd = "/home/ada/proj%d" % p
        key = cwd.replace("/", "-")
        for s in range(sessions):
            sid = uid()
            ms = t0 + rnd.randrange(days) * 86400000 + \
                rnd.randint(0, 20 * 3600000)
            lines, end = session_lines(sid, cwd, ms, responses, False, None)
            write(os.path.join(root, "projects", key, sid + ".jsonl"), lines)
            n += 1
            if s % 3 == 1:
                agent = "a%016x" % rnd.getrandbits(64)
                sub, _ = session_lines(sid, cwd, ms + 5000,
                                       max(1, responses // 2), True, agent)
                write(os.path.join(root, "projects", key, sid, "subagents",
                                   "agent-%s.jsonl" % agent), sub)
            if s % 5 == 2:
                rid = uid()
                copy = []
                for line in lines:
                    c = dict(line)
                    c["sessionId"] = rid
                    copy.append(c)
                more, _ = session_lines(rid, cwd, end + 3600000,
                                        max(1, responses // 2), False, None)
                write(os.path.join(root, "projects", key, rid + ".jsonl"),
                      copy + more[1:])
                n += 1
    print(n)


main()
