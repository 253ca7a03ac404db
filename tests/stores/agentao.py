#!/usr/bin/env python3
"""tests/stores/agentao.py SESSIONS_PY PROJECT: fixtures/native/agentao,
Agentao sessions WRITTEN BY AGENTAO'S OWN save_session().

SESSIONS_PY is agentao/embedding/sessions.py of jin-bo/agentao (MIT; the
commit named in fixtures/README): pure disk I/O with the standard library
alone, so it runs from its file without the rest of Agentao.  Run with
TZ=CST-8 (the names and times are local time, +08:00):

	TZ=CST-8 python3 tests/stores/agentao.py .../sessions.py \\
	    fixtures/native/agentao

It saves three snapshots into PROJECT/.agentao/sessions/ as an agent
would at the end of its turns: session A twice (the second save carries
the first turn on, under the same session_id, so it gets the first save's
created_at), session B once.  Only the clock and uuid4() are fixed; the
messages are scripted in the shapes Agentao's runtime appends to
agent.messages (chat_loop/_runner.py: an assistant message's content is
"" when it only calls tools, its tool_calls are the SDK's model_dump()
{id, function{arguments, name}, type}; tool_planning.py and
tool_result_formatter.py: {role: tool, tool_call_id, name, content}).
Session B's second call is never answered: the user stops it.
"""
import datetime as _dt
import importlib.util
import pathlib
import sys
import uuid

A = "3f6c1a2e-8b4d-4c1e-9a7f-2d5e6b8c0a14"
B = "9b2e7c41-5d3a-4f6e-b8c9-0e1f2a3b4c5d"

TURN_1 = [
    {"role": "user", "content": "<system-reminder>Today is 2026-03-12."
     "</system-reminder>\nHow many Python files are in src/, and which "
     "one is the largest?"},
    {"role": "assistant", "content": "", "tool_calls": [
        {"id": "call_Xq3f1", "function": {
            "arguments": "{\"pattern\":\"src/**/*.py\"}", "name": "glob"},
         "type": "function"}],
     "reasoning_content": "List the files first, then count lines."},
    {"role": "tool", "tool_call_id": "call_Xq3f1", "name": "glob",
     "content": "src/app.py\nsrc/models.py\nsrc/utils/io.py"},
    {"role": "assistant", "content": "", "tool_calls": [
        {"id": "call_Xq3f2", "function": {
            "arguments": "{\"command\":\"wc -l src/app.py src/models.py "
                         "src/utils/io.py\"}",
            "name": "run_shell_command"},
         "type": "function"}]},
    {"role": "tool", "tool_call_id": "call_Xq3f2",
     "name": "run_shell_command",
     "content": "  120 src/app.py\n  342 src/models.py\n   57 "
                "src/utils/io.py\n  519 total"},
    {"role": "assistant", "content": "There are 3 Python files in src/. "
     "The largest is src/models.py (342 lines)."},
]

TURN_2 = [
    {"role": "user", "content": "Show me the start of src/models.py — "
     "résumé of its classes, please."},
    {"role": "assistant", "content": "", "tool_calls": [
        {"id": "call_Xq3f3", "function": {
            "arguments": "{\"file_path\":\"src/models.py\",\"limit\":20}",
            "name": "read_file"},
         "type": "function"}]},
    {"role": "tool", "tool_call_id": "call_Xq3f3", "name": "read_file",
     "content": "1\tfrom dataclasses import dataclass\n2\t\n3\t@dataclass\n"
                "4\tclass User:\n5\t    name: str\n6\t\n7\t@dataclass\n"
                "8\tclass Order:\n9\t    user: User\n10\t    total: float"},
    {"role": "assistant", "content": "src/models.py defines two "
     "dataclasses: `User` (a name) and `Order` (its user and a total)."},
]

SESSION_B = [
    {"role": "user", "content": [
        {"type": "text", "text": "Fetch the weather for Paris and Tokyo."}]},
    {"role": "assistant", "content": "I will fetch both.", "tool_calls": [
        {"id": "call_Pa1", "function": {
            "arguments": "{\"url\":\"https://wttr.in/Paris?format=3\"}",
            "name": "web_fetch"}, "type": "function"},
        {"id": "call_To2", "function": {
            "arguments": "{\"url\":\"https://wttr.in/Tokyo?format=3\"}",
            "name": "web_fetch"}, "type": "function"}]},
    {"role": "tool", "tool_call_id": "call_Pa1", "name": "web_fetch",
     "content": "Paris: 🌦 +14°C"},
    {"role": "user", "content": "Stop, Tokyo is not needed."},
    {"role": "assistant", "content": "OK. Paris: 14 °C, light rain."},
]


class Clock(_dt.datetime):
    """datetime with now() from a script: the times of the saves."""
    times = []

    @classmethod
    def now(cls, tz=None):
        return cls.times.pop(0)


def main():
    spec = importlib.util.spec_from_file_location("sessions", sys.argv[1])
    sessions = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sessions)
    root = pathlib.Path(sys.argv[2])
    uuids = [uuid.UUID(A), uuid.UUID(B)]
    sessions.datetime = Clock
    sessions._uuid_mod = type("U", (), {"uuid4": staticmethod(
        lambda: uuids.pop(0))})
    Clock.times = [Clock(2026, 3, 12, 10, 15, 2, 123456),
                   Clock(2026, 3, 12, 10, 22, 10, 654321),
                   Clock(2026, 3, 13, 9, 0, 1, 42)]
    sessions.save_session(TURN_1, "deepseek-chat", ["python-dev"],
                          project_root=root)
    sessions.save_session(TURN_1 + TURN_2, "deepseek-chat", ["python-dev"],
                          session_id=A, project_root=root)
    sessions.save_session(SESSION_B, "gpt-4o-mini", [], project_root=root)


if __name__ == "__main__":
    main()
