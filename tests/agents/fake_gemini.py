#!/usr/bin/env python3
"""A stand-in for the Gemini API (generativelanguage v1beta), for tests
that run real clients (Gemini CLI: tests/cli/t4525-gemini-cli-resume.sh).

    fake_gemini.py --port-file FILE --record-dir DIR [--lifetime SECONDS]
                   [--watch-pid PID] [--text TEXT] [--verbose]

Listens on 127.0.0.1 on a free port (it binds port 0) and writes the port,
once it accepts connections, to FILE.  Every request is recorded in DIR
(NNNN-METHOD-PATH.json, the body as received; DIR/requests.log a line
"NNNN METHOD PATH BYTES" each; fake_server.py).

POST /v1beta/models/MODEL:generateContent answers one candidate whose
content is one text part, TEXT ("ok" by default), with usageMetadata;
POST .../MODEL:streamGenerateContent answers the same as one server-sent
event ("data: {...}"; the API streams so with ?alt=sse);
POST .../MODEL:countTokens answers {"totalTokens": 1}.  Unless every
model turn with functionCall parts is followed at once by a turn with as
many functionResponse parts, it answers 400 INVALID_ARGUMENT with the
API's own text: "Please ensure that the number of function response parts
is equal to the number of function call parts of the function call
turn."; a turn of functionResponse parts that does not follow a
functionCall turn is 400 "Please ensure that function response turn comes
immediately after a function call turn" (the API's text as users quote
it).  GET /v1beta/models answers an empty list; anything else is a quick
404 in the API's error shape.

It exits by itself after SECONDS (60 by default), within a second of the
process PID's end, and at once on SIGTERM, SIGINT or SIGHUP; it removes FILE
as it goes (fake_server.py).  Python 3 standard library only.
"""

import json
import sys

import fake_server

DANGLING = ("Please ensure that the number of function response parts is "
            "equal to the number of function call parts of the function "
            "call turn.")
ORPHAN = ("Please ensure that function response turn comes immediately "
          "after a function call turn")


def count(content, kind):
    parts = content.get("parts") if isinstance(content, dict) else None
    return sum(1 for p in parts or [] if isinstance(p, dict) and kind in p)


def unpaired(contents):
    """The API's error for the first functionCall turn not followed by as
    many functionResponse parts, or the first functionResponse turn after
    no functionCall turn; None if every pair holds."""
    contents = contents if isinstance(contents, list) else []
    for i, c in enumerate(contents):
        calls = count(c, "functionCall")
        answers = count(c, "functionResponse")
        before = count(contents[i - 1], "functionCall") if i > 0 else 0
        if answers and not before:
            return ORPHAN
        if calls:
            nxt = contents[i + 1] if i + 1 < len(contents) else None
            if count(nxt, "functionResponse") != calls:
                return DANGLING
    return None


class Handler(fake_server.Handler):
    server_version = "fake-gemini/1"
    NAME = "fake_gemini"
    MODELS = {"models": []}

    def error(self, code, message, status="INVALID_ARGUMENT"):
        self.send_json(code, {"error": {"code": code, "message": message,
                                        "status": status}})

    def not_found(self):
        self.error(404, "fake_gemini: no %s %s" % (self.command, self.path),
                   "NOT_FOUND")

    def do_GET(self):
        fake_server.record(self.args, "GET", self.path, b"")
        if self.route() == "/v1beta/models":
            self.send_json(200, self.MODELS)
        else:
            self.not_found()

    def do_POST(self):
        _, req = self.post_json()
        r = self.route()
        if req is None:
            self.error(400, "fake_gemini: the body is not a JSON object")
        elif not r.startswith("/v1beta/models/") or ":" not in r:
            self.not_found()
        elif r.endswith(":countTokens"):
            self.send_json(200, {"totalTokens": 1})
        elif r.endswith(":generateContent") or r.endswith(":streamGenerateContent"):
            self.respond(req, r.split("/")[-1].split(":")[0],
                         r.endswith(":streamGenerateContent"))
        else:
            self.not_found()

    def respond(self, req, model, stream):
        why = unpaired(req.get("contents"))
        if why is not None:
            self.error(400, why)
            return
        resp = {"candidates": [{
            "content": {"role": "model", "parts": [{"text": self.args.text}]},
            "finishReason": "STOP", "index": 0}],
            "usageMetadata": {"promptTokenCount": 1, "candidatesTokenCount": 1,
                              "totalTokenCount": 2},
            "modelVersion": model}
        if not stream:
            self.send_json(200, resp)
            return
        payload = ("data: %s\r\n\r\n" % json.dumps(resp)).encode()
        self.send(200, "text/event-stream", payload,
                  (("Cache-Control", "no-cache"),))


if __name__ == "__main__":
    sys.exit(fake_server.serve(Handler, __doc__))
