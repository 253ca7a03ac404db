#!/usr/bin/env python3
"""A stand-in for the OpenAI Responses API, for tests that run real clients
(Codex: tests/cli/t4510-codex-resume.sh).

    fake_openai.py --port-file FILE --record-dir DIR [--lifetime SECONDS]
                   [--watch-pid PID] [--text TEXT] [--verbose]

Listens on 127.0.0.1 on a free port (it binds port 0) and writes the port,
once it accepts connections, to FILE.  Every request is recorded in DIR:
NNNN-METHOD-PATH.json holds the request body exactly as received (gunzipped
if it came gzip- or deflate-compressed), and
DIR/requests.log gets a line "NNNN METHOD PATH BYTES" per request.

POST /v1/responses is answered as the API streams a short answer: one
assistant message whose output_text is TEXT ("ok" by default), as
server-sent events (response.created, response.in_progress,
response.output_item.added, response.content_part.added,
response.output_text.delta, response.output_text.done,
response.content_part.done, response.output_item.done,
response.completed with usage), or as one response object without
"stream": true.  Unless every function_call, custom_tool_call and
local_shell_call in the request's input has an output item with its
call_id after it, it answers 400 with the API's own error: "No tool output
found for function call CALL_ID." (custom_tool_call: "No tool output found
for custom tool call CALL_ID."); an output without its call is 400 "No
tool call found for function call output with call_id CALL_ID.".  With
"store": false (Codex's requests), an input reasoning item that names an
"id" is 404 "Item with id 'ID' not found. Items are not persisted when
`store` is set to false. Try again with `store` set to true, or remove
this item from your input." (what the API answers for a reasoning item it
did not keep).
GET /v1/models answers an empty list; anything else is a quick 404 in the
API's error shape.

It exits by itself after SECONDS (60 by default), within a second of the
process PID's end, and at once on SIGTERM, SIGINT or SIGHUP; it removes FILE
as it goes.  Python 3 standard library only.
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
    server_version = "fake-openai/1"
    args = None

    def log_message(self, fmt, *a):
        if self.args.verbose:
            sys.stderr.write("fake_openai: " + (fmt % a) + "\n")

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

    def error(self, code, message, param=None):
        self.send_json(code, {"error": {
            "message": message, "type": "invalid_request_error",
            "param": param, "code": None}})

    def not_found(self):
        self.error(404, "fake_openai: no %s %s" % (self.command, self.path))

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
            self.send_json(200, {"object": "list", "data": []})
        else:
            self.not_found()

    def do_POST(self):
        body = self.read_body()
        record(self.args, "POST", self.path, body)
        try:
            req = json.loads(body or b"{}")
        except ValueError:
            req = None
        if not isinstance(req, dict):
            self.error(400, "fake_openai: the body is not a JSON object")
        elif self.route() == "/v1/responses":
            self.respond(req)
        else:
            self.not_found()

    def do_PUT(self):
        record(self.args, "PUT", self.path, self.read_body())
        self.not_found()

    do_PATCH = do_DELETE = do_PUT

    def unanswered(self, items):
        """The API's error for the first call without an output after it,
        or the first output without its call; None if every pair holds."""
        calls = {"function_call": "function call",
                 "custom_tool_call": "custom tool call",
                 "local_shell_call": "function call"}
        outputs = ("function_call_output", "custom_tool_call_output",
                   "local_shell_call_output")
        open_calls = {}
        for it in items if isinstance(items, list) else []:
            t = it.get("type") if isinstance(it, dict) else None
            if t in calls:
                open_calls[it.get("call_id")] = t
            elif t in outputs:
                if it.get("call_id") not in open_calls:
                    return ("No tool call found for function call output "
                            "with call_id %s." % it.get("call_id"))
                del open_calls[it.get("call_id")]
        for cid, t in open_calls.items():
            return "No tool output found for %s %s." % (calls[t], cid)
        return None

    def unstored(self, req):
        """The API's error for the first reasoning item named by an id it
        cannot have kept (the request says "store": false); else None."""
        if req.get("store") is not False or not isinstance(req.get("input"), list):
            return None
        for it in req["input"]:
            if (isinstance(it, dict) and it.get("type") == "reasoning" and
                    it.get("id") is not None):
                return ("Item with id '%s' not found. Items are not persisted "
                        "when `store` is set to false. Try again with `store` "
                        "set to true, or remove this item from your input."
                        % it["id"])
        return None

    def respond(self, req):
        why = self.unanswered(req.get("input"))
        if why is not None:
            self.error(400, why, "input")
            return
        why = self.unstored(req)
        if why is not None:
            self.error(404, why, "input")
            return
        with lock:
            n = counter[0]
        rid, mid = "resp_fake%06d" % n, "msg_fake%06d" % n
        text = self.args.text
        part = {"type": "output_text", "text": text, "annotations": []}
        item = {"type": "message", "id": mid, "status": "completed",
                "role": "assistant", "content": [part]}
        usage = {"input_tokens": 1, "input_tokens_details": {
            "cached_tokens": 0}, "output_tokens": 1,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 2}
        resp = {"id": rid, "object": "response", "created_at": int(time.time()),
                "status": "completed", "model": req.get("model") or "gpt-fake",
                "output": [item], "usage": usage}
        if not req.get("stream"):
            self.send_json(200, resp)
            return
        started = dict(resp, status="in_progress", output=[], usage=None)
        empty = dict(item, status="in_progress", content=[])
        events = [
            {"type": "response.created", "response": started},
            {"type": "response.in_progress", "response": started},
            {"type": "response.output_item.added", "output_index": 0,
             "item": empty},
            {"type": "response.content_part.added", "item_id": mid,
             "output_index": 0, "content_index": 0,
             "part": dict(part, text="")},
            {"type": "response.output_text.delta", "item_id": mid,
             "output_index": 0, "content_index": 0, "delta": text},
            {"type": "response.output_text.done", "item_id": mid,
             "output_index": 0, "content_index": 0, "text": text},
            {"type": "response.content_part.done", "item_id": mid,
             "output_index": 0, "content_index": 0, "part": part},
            {"type": "response.output_item.done", "output_index": 0,
             "item": item},
            {"type": "response.completed", "response": resp},
        ]
        for k, e in enumerate(events):
            e["sequence_number"] = k
        payload = "".join("event: %s\ndata: %s\n\n" % (e["type"], json.dumps(e))
                          for e in events).encode()
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
