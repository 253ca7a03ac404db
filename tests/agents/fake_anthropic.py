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
SIGTERM, SIGINT or SIGHUP; it removes FILE as it goes
(fake_server.py, shared with fake_openai.py).  Python 3 standard library
only.
"""

import sys

import fake_server


class Handler(fake_server.Handler):
    server_version = "fake-anthropic/1"
    NAME = "fake_anthropic"
    MODELS = {"data": [], "has_more": False, "first_id": None,
              "last_id": None}

    def not_found(self):
        self.send_json(404, {"type": "error", "error": {
            "type": "not_found_error",
            "message": "fake_anthropic: no %s %s" % (self.command, self.path)}})

    def do_POST(self):
        body, req = self.post_json()
        r = self.route()
        if req is None:
            self.send_json(400, {"type": "error", "error": {
                "type": "invalid_request_error",
                "message": "fake_anthropic: the body is not a JSON object"}})
        elif r == "/v1/messages":
            self.messages(req)
        elif r == "/v1/messages/count_tokens":
            self.send_json(200, {"input_tokens": max(1, len(body) // 4)})
        else:
            self.not_found()

    def messages(self, req):
        with fake_server.lock:
            mid = "msg_fake%06d" % fake_server.counter[0]
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
        self.send_events(events)


if __name__ == "__main__":
    sys.exit(fake_server.serve(Handler, __doc__))
