#!/usr/bin/env python3
"""What the stand-in API servers (fake_anthropic.py, fake_openai.py) share:
recording each request, the handler's plumbing and the server's life; and
what the judges of their recordings (claude_code_request.py,
codex_request.py, gemini_request.py) share: load(), records(), pick(), opens(),
verdict() and command().

record() writes DIR/NNNN-METHOD-PATH.json (the body as received, gunzipped
or inflated if it came compressed) and a line "NNNN METHOD PATH BYTES" of
DIR/requests.log.  Handler is the base of the servers' handlers: a
subclass sets NAME and MODELS (the body of its GET /v1/models) and
answers POST and the rest with send(), send_json() and not_found().  serve() parses the common options and runs
the server: it listens on 127.0.0.1 on a free port, writes the port to
--port-file once it accepts connections, and exits after --lifetime
seconds, within a second of --watch-pid's end, and at once on SIGTERM,
SIGINT or SIGHUP, removing the port file.  Python 3 standard library only.
"""

import argparse
import glob
import http.server
import json
import os
import signal
import sys
import threading
import time
import zlib

lock = threading.Lock()
counter = [0]


def load(path):
    """A recorded request's JSON body."""
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8"))


def records(path):
    """The JSON objects of a JSON Lines file, one a line; what is not one
    is skipped."""
    with open(path, "rb") as f:
        for line in f:
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict):
                yield rec


def pick(rec, pattern, carries, prompt, exclude=None):
    """Print the last request recorded in rec matching pattern (a glob),
    its name without exclude, that carries(request, prompt): the one that
    sent the prompt; 0, or 1 with a message if none does."""
    found = None
    for p in sorted(glob.glob(os.path.join(rec, pattern))):
        if exclude is not None and exclude in os.path.basename(p):
            continue
        try:
            req = load(p)
        except ValueError:
            continue
        if carries(req, prompt):
            found = p
    if found is None:
        sys.stderr.write("no recorded request carries the prompt %r\n" % prompt)
        return 1
    print(found)
    return 0


def verdict(name, why):
    """Print "NAME: ok", or "NAME: FAIL: why" when why is not None; 0 or
    1."""
    if why is None:
        print("%s: ok" % name)
        return 0
    print("%s: FAIL: %s" % (name, why))
    return 1


def opens(want, sent, what, source):
    """The "turns" verdict: do the lines want (the session's turns) open
    the lines sent (the request's), in order?  A failure names the first
    WHAT (input, part) that differs and what the SOURCE has there."""
    why = None
    if sent[:len(want)] != want:
        for i, w in enumerate(want):
            got = sent[i] if i < len(sent) else "(nothing)"
            if got != w:
                why = "%s %d: the %s has %s, the request %s" % (
                    what, i, source, w[:200], got[:200])
                break
    return verdict("turns", why)


def command(argv, doc, pick_cmd, summary_cmd, judge_cmd):
    """A judge's command line: pick, summary or judge, each with two
    arguments; else the usage (doc) and 2."""
    cmds = {"pick": pick_cmd, "summary": summary_cmd, "judge": judge_cmd}
    if len(argv) == 4 and argv[1] in cmds:
        return cmds[argv[1]](argv[2], argv[3])
    sys.stderr.write(doc)
    return 2


def record(args, method, path, body):
    with lock:
        counter[0] += 1
        n = counter[0]
    safe = "".join(c if c.isalnum() else "-" for c in path.strip("/")) or "root"
    name = "%04d-%s-%s.json" % (n, method, safe)
    tmp = os.path.join(args.record_dir, "." + name + ".tmp")
    with open(tmp, "wb") as f:
        f.write(body)
    os.rename(tmp, os.path.join(args.record_dir, name))
    with lock:
        with open(os.path.join(args.record_dir, "requests.log"), "a") as f:
            f.write("%04d %s %s %d\n" % (n, method, path, len(body)))
    return n


class Handler(http.server.BaseHTTPRequestHandler):
    NAME = "fake_server"
    args = None

    def log_message(self, fmt, *a):
        if self.args.verbose:
            sys.stderr.write(self.NAME + ": " + (fmt % a) + "\n")

    def read_body(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n) if n > 0 else b""
        enc = (self.headers.get("Content-Encoding") or "").lower()
        try:
            if enc == "gzip":
                body = zlib.decompress(body, 16 + zlib.MAX_WBITS)
            elif enc == "deflate":
                body = zlib.decompress(body)
        except zlib.error:
            pass
        return body

    def send(self, code, ctype, payload, extra=()):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        self.send_header("request-id", "req_fake%06d" % counter[0])
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)

    def send_json(self, code, obj):
        self.send(code, "application/json", json.dumps(obj).encode())

    def send_events(self, events):
        """Server-sent events, (name, data) pairs."""
        payload = "".join("event: %s\ndata: %s\n\n" % (e, json.dumps(d))
                          for e, d in events).encode()
        self.send(200, "text/event-stream", payload,
                  (("Cache-Control", "no-cache"),))

    def route(self):
        return self.path.split("?", 1)[0].rstrip("/") or "/"

    def post_json(self):
        """Record a POST: its body, and the body as a JSON object (None
        if it is not one)."""
        body = self.read_body()
        record(self.args, "POST", self.path, body)
        try:
            req = json.loads(body or b"{}")
        except ValueError:
            req = None
        return body, req if isinstance(req, dict) else None

    def do_GET(self):
        record(self.args, "GET", self.path, b"")
        r = self.route()
        if r == "/":
            self.send(200, "text/plain", b"")
        elif r == "/v1/models":
            self.send_json(200, self.MODELS)
        else:
            self.not_found()

    def do_HEAD(self):
        record(self.args, "HEAD", self.path, b"")
        self.send(200, "text/plain", b"")

    def do_PUT(self):
        record(self.args, "PUT", self.path, self.read_body())
        self.not_found()

    do_PATCH = do_DELETE = do_PUT


def alive(pid):
    if pid is None:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def serve(handler, doc):
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--port-file", required=True)
    p.add_argument("--record-dir", required=True)
    p.add_argument("--lifetime", type=float, default=60.0)
    p.add_argument("--watch-pid", type=int)
    p.add_argument("--text", default="ok")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args()
    done = threading.Event()
    for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(s, lambda *_: done.set())
    os.makedirs(args.record_dir, exist_ok=True)
    handler.args = args

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    t = threading.Thread(target=server.serve_forever,
                         kwargs={"poll_interval": 0.1}, daemon=True)
    t.start()
    tmp = args.port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write("%d\n" % server.server_address[1])
    os.rename(tmp, args.port_file)
    deadline = time.monotonic() + args.lifetime
    while not done.is_set():
        left = deadline - time.monotonic()
        if left <= 0 or not alive(args.watch_pid):
            break
        done.wait(min(left, 1.0))
    server.shutdown()
    server.server_close()
    try:
        os.unlink(args.port_file)
    except OSError:
        pass
    return 0
