#!/usr/bin/env python3
"""gen_codex_home.py DIR [--sessions N] [--turns N] [--model M] [--seed N]
[--reemit] [--fork]

Write an INVENTED CODEX_HOME DIR (DIR/sessions/YYYY/MM/DD/rollout-<local
time>-<uuid>.jsonl) whose lines have the shapes Codex 0.104 writes (read in
the real rollouts of fixtures/native/codex): session_meta, then per turn a
turn_context naming the model, the user_message, response items and an
event_msg token_count whose info holds the cumulative total_token_usage
and the turn's last_token_usage.

  --reemit  after every second turn the token_count event is written again
            unchanged (Codex does so when only its rate limits change):
            its last_token_usage then counts twice for a reader that sums
            last_token_usage (ccusage issue 1288), once for the total's
            increase.
  --fork    one more session, a fork of the first (session_meta with
            forked_from_id), that begins with a copy of its parent's lines
            written in the second it was made, token_count totals included,
            then turns of its own.
  --fork-at-edge  the same, its session_meta written at .990 of a second
            and the copy in the next one.
"""
import argparse
import json
import os
import random
import time
import uuid


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--sessions", type=int, default=2)
    ap.add_argument("--turns", type=int, default=4)
    ap.add_argument("--model", default="gpt-5.1-codex")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reemit", action="store_true")
    ap.add_argument("--fork", action="store_true")
    ap.add_argument("--fork-at-edge", action="store_true")
    a = ap.parse_args()
    root, nsess, turns, model = a.dir, a.sessions, a.turns, a.model
    rnd = random.Random(a.seed)
    t0 = 1771852000

    def uid7():
        u = str(uuid.UUID(int=rnd.getrandbits(128), version=4))
        return u[:14] + "7" + u[15:]

    def stamp(s, ms=None):
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(int(s))) + \
            ".%03dZ" % (rnd.randrange(1000) if ms is None else ms)

    def usage(u):
        return dict(u, total_tokens=u["input_tokens"] + u["output_tokens"])

    def turn_lines(s, total, n, reemit):
        lines = []
        for k in range(n):
            s += rnd.randint(5, 200)
            lines.append((s, "turn_context", {"cwd": "/home/ada/app",
                          "approval_policy": "never", "model": model,
                          "summary": "auto"}))
            lines.append((s, "event_msg", {"type": "user_message",
                          "message": "step %d" % k, "images": []}))
            lines.append((s, "response_item", {"type": "message",
                          "role": "assistant", "content": [{
                              "type": "output_text", "text": "done %d" % k}]}))
            inp = rnd.randint(2000, 30000)
            last = {"input_tokens": inp,
                    "cached_input_tokens": rnd.randint(0, inp),
                    "output_tokens": rnd.randint(10, 900),
                    "reasoning_output_tokens": rnd.randint(0, 300)}
            for f in last:
                total[f] += last[f]
            info = {"total_token_usage": usage(dict(total)),
                    "last_token_usage": usage(last),
                    "model_context_window": 258400}
            ev = {"type": "token_count", "info": info, "rate_limits": {
                "primary": {"used_percent": float(k), "window_minutes": 300}}}
            lines.append((s, "event_msg", ev))
            if reemit and k % 2 == 1:
                ev2 = dict(ev, rate_limits={"primary": {
                    "used_percent": k + 0.5, "window_minutes": 300}})
                lines.append((s + 1, "event_msg", ev2))
        return lines, s

    def write(s, sid, lines):
        tm = time.localtime(s)
        d = os.path.join(root, "sessions", time.strftime("%Y/%m/%d", tm))
        os.makedirs(d, exist_ok=True)
        name = "rollout-%s-%s.jsonl" % (time.strftime("%Y-%m-%dT%H-%M-%S",
                                                       tm), sid)
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            for (t, typ, payload) in lines:
                if isinstance(t, tuple):
                    t, ms = t
                else:
                    ms = None
                f.write(json.dumps({"timestamp": stamp(t, ms),
                                    "type": typ, "payload": payload},
                                   separators=(",", ":")) + "\n")

    first = None
    for i in range(nsess):
        s = t0 + i * 7200
        sid = uid7()
        meta = (s, "session_meta", {"id": sid, "timestamp": stamp(s),
                "cwd": "/home/ada/app", "originator": "codex_cli_rs",
                "cli_version": "0.104.0", "source": "cli",
                "model_provider": "openai"})
        total = dict.fromkeys(("input_tokens", "cached_input_tokens",
                               "output_tokens", "reasoning_output_tokens"), 0)
        body, end = turn_lines(s, total, turns, a.reemit)
        write(s, sid, [meta] + body)
        if first is None:
            first = (sid, [meta] + body, dict(total), end)
    if a.fork or a.fork_at_edge:
        psid, plines, ptotal, pend = first
        s = pend + 600
        sid = uid7()
        edge = a.fork_at_edge
        meta = ((s, 990) if edge else s, "session_meta", {"id": sid,
                "forked_from_id": psid, "timestamp": stamp(s),
                "cwd": "/home/ada/app", "originator": "codex_cli_rs",
                "cli_version": "0.104.0", "source": "cli",
                "model_provider": "openai"})
        copy = [((s + 1, 10 + i) if edge else s, typ, p)
                for i, (_, typ, p) in enumerate(plines)]
        body, _ = turn_lines(s + 1, dict(ptotal), max(1, turns // 2), False)
        write(s, sid, [meta] + copy + body)


main()
