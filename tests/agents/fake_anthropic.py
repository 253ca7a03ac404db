#!/usr/bin/env python3
"""A stand-in for the Anthropic Messages API, for tests that run real clients.

    fake_anthropic.py --port-file FILE --record-dir DIR [--lifetime SECONDS]
                      [--watch-pid PID] [--text TEXT] [--verbose]

Listens on 127.0.0.1 on a free port (it binds port 0) and writes the port,
once it accepts connections, to FILE.  Every request is recorded in DIR:
NNNN-METHOD-PATH.json holds the request body exactly as received (gunzipped
if it came gzip- or deflate-compressed), and DIR/requests.log gets a line
"NNNN METHOD PATH BYTES" per request, in arrival order.

POST /v1/messages is answered with a minimal assistant message whose one
text block is TEXT ("ok" by default) and whose stop_reason is end_turn: as
server-sent events (message_start, content_block_start, ping,
content_block_delta, content_block_stop, message_delta, message_stop) when
the request asks "stream": true, as one JSON message otherwise.
POST /v1/messages/count_tokens answers an estimate, GET /v1/models an empty
list, HEAD and GET / an empty 200; anything else is a quick 404 in the API's
error shape.  Query strings (?beta=true) are ignored.

It exits by itself after SECONDS (60 by default), within a second of the
process PID's end (a test's shell, killed however it was), and at once on
SIGTERM, SIGINT or SIGHUP; it removes FILE as it goes.  Python 3 standard library
only.
"""

import argparse
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
    server_version = "fake-anthropic/1"
    args = None

    def log_message(self, fmt, *a):
        if self.args.verbose:
            sys.stderr.write("fake_anthropic: " + (fmt % a) + "\n")

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

    def not_found(self):
        self.send_json(404, {"type": "error", "error": {
            "type": "not_found_error",
            "message": "fake_anthropic: no %s %s" % (self.command, self.path)}})

    def route(self):
        return self.path.split("?", 1)[0].rstrip("/") or "/"

    def do_HEAD(self):
        record(self.args, "HEAD", self.path, b"")
        self.send(200, "text/plain", b"")

    def do_GET(self):
        record(self.args, "GET", self.path, b"")
        r = self.route()
        if r == "/":
            self.send(200, "text/plain", b"")
        elif r == "/v1/models":
            self.send_json(200, {"data": [], "has_more": False,
                                 "first_id": None, "last_id": None})
        else:
            self.not_found()

    def do_POST(self):
        body = self.read_body()
        record(self.args, "POST", self.path, body)
        r = self.route()
        try:
            req = json.loads(body or b"{}")
        except ValueError:
            req = None
        if not isinstance(req, dict):
            self.send_json(400, {"type": "error", "error": {
                "type": "invalid_request_error",
                "message": "fake_anthropic: the body is not a JSON object"}})
        elif r == "/v1/messages":
            self.messages(req)
        elif r == "/v1/messages/count_tokens":
            self.send_json(200, {"input_tokens": max(1, len(body) // 4)})
        else:
            self.not_found()

    def do_PUT(self):
        record(self.args, "PUT", self.path, self.read_body())
        self.not_found()

    do_PATCH = do_DELETE = do_PUT

    def messages(self, req):
        with lock:
            mid = "msg_fake%06d" % counter[0]
        model = req.get("model") or "claude-fake"
        text = self.args.text
        usage = {"input_tokens": 1, "output_tokens": 1,
                 "cache_creation_input_tokens": 0,
                 "cache_read_input_tokens": 0}
        if not req.get("stream"):
            self.send_json(200, {
                "id": mid, "type": "message", "role": "assistant",
                "model": model,
                "content": [{"type": "text", "text": text}],
                "stop_reason": "end_turn", "stop_sequence": None,
                "usage": usage})
            return
        events = [
            ("message_start", {"type": "message_start", "message": {
                "id": mid, "type": "message", "role": "assistant",
                "model": model, "content": [], "stop_reason": None,
                "stop_sequence": None, "usage": usage}}),
            ("content_block_start", {"type": "content_block_start",
                                     "index": 0, "content_block": {
                                         "type": "text", "text": ""}}),
            ("ping", {"type": "ping"}),
            ("content_block_delta", {"type": "content_block_delta",
                                     "index": 0, "delta": {
                                         "type": "text_delta",
                                         "text": text}}),
            ("content_block_stop", {"type": "content_block_stop",
                                    "index": 0}),
            ("message_delta", {"type": "message_delta", "delta": {
                "stop_reason": "end_turn", "stop_sequence": None},
                "usage": {"output_tokens": 1}}),
            ("message_stop", {"type": "message_stop"}),
        ]
        payload = "".join("event: %s\ndata: %s\n\n" % (e, json.dumps(d))
                          for e, d in events).encode()
        self.send(200, "text/event-stream", payload,
                  (("Cache-Control", "no-cache"),))


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


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
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
    Handler.args = args

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
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


if __name__ == "__main__":
    sys.exit(main())
