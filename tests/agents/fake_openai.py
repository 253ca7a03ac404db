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
tool call found for function call output with call_id CALL_ID.", and a
second output for an answered call 400 "Duplicate function_call_output for
call_id 'CALL_ID'. Each function_call must have exactly one matching
function_call_output" (the API's text as users quote it).  With
"store": false (Codex's requests), an input reasoning item that names an
"id" is 404 "Item with id 'ID' not found. Items are not persisted when
`store` is set to false. Try again with `store` set to true, or remove
this item from your input." (what the API answers for a reasoning item it
did not keep).
GET /v1/models answers an empty list; anything else is a quick 404 in the
API's error shape.

It exits by itself after SECONDS (60 by default), within a second of the
process PID's end, and at once on SIGTERM, SIGINT or SIGHUP; it removes FILE
as it goes (fake_server.py, shared with fake_anthropic.py).  Python 3
standard library only.
"""

import sys
import time

import fake_server


class Handler(fake_server.Handler):
    server_version = "fake-openai/1"
    NAME = "fake_openai"
    MODELS = {"object": "list", "data": []}

    def error(self, code, message, param=None):
        self.send_json(code, {"error": {
            "message": message, "type": "invalid_request_error",
            "param": param, "code": None}})

    def not_found(self):
        self.error(404, "fake_openai: no %s %s" % (self.command, self.path))

    def do_POST(self):
        _, req = self.post_json()
        if req is None:
            self.error(400, "fake_openai: the body is not a JSON object")
        elif self.route() == "/v1/responses":
            self.respond(req)
        else:
            self.not_found()

    def unanswered(self, items):
        """The API's error for the first call without an output after it,
        or the first output without its call; None if every pair holds."""
        calls = {"function_call": "function call",
                 "custom_tool_call": "custom tool call",
                 "local_shell_call": "function call"}
        outputs = ("function_call_output", "custom_tool_call_output",
                   "local_shell_call_output")
        open_calls, answered = {}, set()
        for it in items if isinstance(items, list) else []:
            t = it.get("type") if isinstance(it, dict) else None
            if t in calls:
                open_calls[it.get("call_id")] = t
            elif t in outputs:
                if (it.get("call_id") not in open_calls and
                        it.get("call_id") in answered):
                    return ("Duplicate function_call_output for call_id "
                            "'%s'. Each function_call must have exactly one "
                            "matching function_call_output" % it.get("call_id"))
                if it.get("call_id") not in open_calls:
                    return ("No tool call found for function call output "
                            "with call_id %s." % it.get("call_id"))
                del open_calls[it.get("call_id")]
                answered.add(it.get("call_id"))
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
        with fake_server.lock:
            n = fake_server.counter[0]
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
        self.send_events([(e["type"], e) for e in events])


if __name__ == "__main__":
    sys.exit(fake_server.serve(Handler, __doc__))
