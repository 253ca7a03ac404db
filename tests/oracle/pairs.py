#!/usr/bin/env python3
"""pairs.py - an independent tool-call pair checker (a test oracle).

    pairs.py [--format=NAME] [--json] [--quiet] FILE|-

Reads one session: a file of JSON items, one per line (what `transcript load
STORE SESSION` prints), or the native file of a Claude Code / Codex session
(the same, one record a line) or of a Gemini CLI chat (the legacy .json
document, or the .jsonl log, replayed).  Detects the transcript format, or
takes it from --format, and prints the broken pairs it finds, one a line:

    FILE:LINE: error: CODE: call ID: what

(--json: one JSON object a finding, {"line","severity","code","call_id",
"involves","message"}, then {"summary":{...}}).  LINE is the line of the item
in the file (for a Gemini CLI .json document, the index of the message,
from 1).  Exit status: 1 when it finds an error, else 0; 2 on a usage error
or an unreadable file; 3 on an internal error.  Warnings (a call of the
last turn still without its result, and what shared/FORMATS.md calls
"suspicious, not fatal") are printed but do not change the exit status.

Written for issue 22 from the provider rules in shared/FORMATS.md, NOT from
the tool's own pair code (src/pairs.c, src/format_*.c), so that the tool's
`check` and `repair` have a judge that did not learn from them.  Two formats
have no section there; their rules are taken from their vendors: LangChain
(the history is sent as OpenAI Chat Completions messages, so the Chat rule
applies; storage shape from fixtures/README and transcript(1) ITEMS) and
Gemini CLI (google-gemini/gemini-cli packages/core/src/utils/sessionUtils.ts
convertSessionToClientHistory rebuilds Gemini API turns on resume, so the
Gemini rule applies; the JSONL log replay from fixtures/native/LAYOUTS.md).

The rules, by format (section of FORMATS.md in brackets):

  Common [10]: a call id seen twice is duplicate-call; a result whose id no
  call has is orphan-result (result-before-call when the call comes later);
  a second result for one call is duplicate-result; a call or result
  without an id where the format needs one is missing-id; a call without a
  result is dangling-call (error) when a later turn exists (INTERIOR),
  else pending-call (warning: the last turn, interrupted or still running;
  TRAILING; an error in a gemini-cli chat, whose client sends it so and
  the API refuses it) - also when the last message already holds some of
  the results of a parallel batch and nothing else, the others still to
  come; a
  result after a compaction boundary whose call precedes it is
  cross-boundary; calls still open at a boundary are dropped with it, not
  reported.  Lines that are not JSON objects are
  unparseable / not-an-object; an item that is surely of another format
  than the session's is foreign-item.
  chat [1]: results are the run of role "tool" messages right after the
  assistant message with the tool_calls; a tool message anywhere else, or
  answering an older message's call, is misplaced-result; a call not
  answered in its run once a non-tool message came is dangling.  The
  legacy function_call is answered by the role "function" message right
  after it (no ids).
  langchain: as chat, after mapping the message dicts (ai -> assistant with
  tool_calls + invalid_tool_calls, else additional_kwargs.tool_calls; tool ->
  tool_call_id; function -> legacy result; remove messages skipped).
  anthropic [3]: every tool_use of assistant message N is answered in
  message N+1, which is the user's, by tool_result blocks that come before
  any other block; a result anywhere else is misplaced (or orphan).
  Server tool results pair inside their own assistant message.  (No check
  of role alternation: the API merges consecutive same-role messages.)
  claude-code [7]: lines put back into API messages (assistant lines of one
  message.id are one message, even when the tool_result lines of its
  earlier calls were written between them; consecutive user lines are one
  message), then the anthropic rule; compact_boundary is a boundary;
  sidechain lines are separate transcripts.  Its client (not the API)
  decides one case: a result before its call it puts back after it when it
  resumes, so that call's findings are warnings.
  responses [2], agents-js [2b]: by call_id (callId), within the call's
  kind (a result of another kind: namespace-mismatch); results anywhere
  after their call; an unanswered call followed by a user message is
  dangling; a reasoning item directly followed by a result or a user
  message lost the item it produced (reasoning-without-item).  Hosted
  calls carry their own result; server tool searches are exempt;
  mcp_approval_response answers mcp_approval_request by id; compaction is
  a boundary.
  codex [8]: response_item payloads as responses (local_shell_call answered
  by function_call_output); an unanswered call is legal on disk
  (unanswered-call, a warning); compacted lines with replacement_history
  are boundaries (the replacement history is the new scope's start);
  thread_rolled_back drops the last N user turns.
  agentkit [5]: ToolCall parts answered by ToolResult parts anywhere later;
  dangling when a User item follows.
  inngest [6]: each tool of an output tool_call message answered by exactly
  one toolCalls entry of the same AgentResult; a result in another item is
  misplaced; an unanswered call is dangling when any item follows (each
  AgentResult is one model request, sent with all before it).
  gemini [9]: the turn right after a model turn with N functionCall parts
  holds exactly N functionResponse parts (count-mismatch otherwise),
  matched by id when both have one, else by name and position; a response
  turn not right after a call turn is misplaced or orphan; a call turn
  right after a model turn is misplaced-call ("function call turn comes
  immediately after a user turn or after a function response turn").
  gemini-cli: the API turns the CLI rebuilds on resume, then the gemini
  rule; a stored user message that only repeats the responses just rebuilt
  from toolCalls is that same turn (gemini-cli#29618).
  acp [4]: tool_call creates, a tool_call_update with status completed or
  failed answers; the answer must come before the reply that ends the
  session/prompt turn (else misplaced-result, and the call is dangling at
  the turn end, unless the turn was cancelled: the client then marks open
  calls cancelled itself).  A second tool_call with a known id or a second
  final status is "suspicious, not fatal" [4b]: a warning.  An update for an
  unknown id is an orphan.
"""

import json
import sys

FORMATS = ('acp', 'agentkit', 'agents-js', 'anthropic', 'chat', 'claude-code',
           'codex', 'gemini', 'gemini-cli', 'inngest', 'langchain',
           'responses')

ERROR, WARNING = 'error', 'warning'


class Findings:
    def __init__(self):
        self.items = []

    def add(self, line, severity, code, call_id, message, involves=()):
        inv = sorted({line} | {x for x in involves if x is not None})
        self.items.append({'line': line, 'severity': severity, 'code': code,
                           'call_id': call_id, 'involves': inv,
                           'message': message})

    def err(self, line, code, call_id, message, involves=()):
        self.add(line, ERROR, code, call_id, message, involves)

    def warn(self, line, code, call_id, message, involves=()):
        self.add(line, WARNING, code, call_id, message, involves)


def is_id(v):
    return isinstance(v, str) and v != ''


def lst(v):
    """v if it is a list, else an empty one (odd input must not crash)."""
    return v if isinstance(v, list) else []


def sget(d, k):
    """d[k] if d is an object and d[k] a string, else None."""
    v = d.get(k) if isinstance(d, dict) else None
    return v if isinstance(v, str) else None


def nonnull(d, *keys):
    """The first of keys whose value in d is not null (python-genai writes
    absent members as null)."""
    if not isinstance(d, dict):
        return None
    for k in keys:
        v = d.get(k)
        if v is not None:
            return v
    return None


# ---------------------------------------------------------------------------
# Reading the input

class Item:
    __slots__ = ('pos', 'obj')

    def __init__(self, pos, obj):
        self.pos = pos
        self.obj = obj


def read_items(data, F):
    """The items of data (bytes) as a list of Item, and a hint of the format
    when the file is a native Gemini CLI chat."""
    text = None
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError:
        pass
    if text is not None:
        s = text.strip()
        # A Gemini CLI legacy chat: one JSON document with messages[].
        if s.startswith('{'):
            try:
                doc = json.loads(s)
            except ValueError:
                doc = None
            if (isinstance(doc, dict) and isinstance(doc.get('messages'), list)
                    and ('sessionId' in doc or 'projectHash' in doc)):
                return ([Item(i + 1, m) for i, m in
                         enumerate(doc['messages'])], 'gemini-cli')
    items = []
    chunks = data.split(b'\n')
    last_complete = data.endswith(b'\n')
    n = len(chunks)
    for i, raw in enumerate(chunks):
        lineno = i + 1
        if i == n - 1:
            if raw == b'':
                break
        if raw.strip() == b'':
            continue
        try:
            obj = json.loads(raw.decode('utf-8'))
        except (ValueError, UnicodeDecodeError) as e:
            torn = (i == n - 1 and not last_complete)
            F.err(lineno, 'unparseable', None,
                  ('the file ends in an incomplete line (torn write)' if torn
                   else 'not valid JSON: %s' % str(e).split(':')[0]))
            continue
        if not isinstance(obj, dict):
            F.err(lineno, 'not-an-object', None, 'the item is not a JSON object')
            continue
        items.append(Item(lineno, obj))
    # A Gemini CLI JSONL log (>= 0.41): replay it.
    if items and (any('$set' in it.obj or '$rewindTo' in it.obj
                       for it in items) or
                  ('projectHash' in items[0].obj and 'startTime' in items[0].obj
                   and 'type' not in items[0].obj)):
        return replay_gemini_cli_log(items), 'gemini-cli'
    return items, None


def replay_gemini_cli_log(items):
    """fixtures/native/LAYOUTS.md section 3: a message record with an id
    seen before replaces it (order of first appearance), $set.messages
    replaces all, $rewindTo drops that message and all after it (all, if
    unknown); line 1 is metadata."""
    order = []
    msgs = {}
    for it in items:
        o = it.obj
        if '$rewindTo' in o:
            target = o['$rewindTo']
            if target in msgs:
                k = order.index(target)
                for mid in order[k:]:
                    del msgs[mid]
                del order[k:]
            else:
                order, msgs = [], {}
            continue
        if '$set' in o:
            st = o['$set']
            if isinstance(st, dict) and isinstance(st.get('messages'), list):
                order, msgs = [], {}
                for m in st['messages']:
                    if isinstance(m, dict) and isinstance(m.get('id'), str):
                        if m['id'] not in msgs:
                            order.append(m['id'])
                        msgs[m['id']] = Item(it.pos, m)
            continue
        if isinstance(o.get('id'), str) and 'type' in o:
            if o['id'] not in msgs:
                order.append(o['id'])
            msgs[o['id']] = it
    return [msgs[mid] for mid in order]


# ---------------------------------------------------------------------------
# Detection [10]: what each item surely is (None: could be several)

LANGCHAIN_TYPES = {'human', 'ai', 'system', 'tool', 'function', 'chat',
                   'remove', 'AIMessageChunk', 'HumanMessageChunk',
                   'SystemMessageChunk', 'ToolMessageChunk',
                   'FunctionMessageChunk', 'ChatMessageChunk'}
CODEX_TYPES = {'session_meta', 'turn_context', 'response_item', 'event_msg',
               'compacted'}
CLAUDE_META_TYPES = {'summary', 'file-history-snapshot', 'queue-operation',
                     'custom-title', 'ai-title', 'last-prompt', 'tag',
                     'agent-name', 'agent-color', 'agent-setting', 'pr-link',
                     'attribution-snapshot', 'speculation-accept', 'mode',
                     'permission-mode', 'worktree-state',
                     'content-replacement'}
AGENTKIT_KINDS = {'System', 'Developer', 'User', 'Assistant', 'Tool',
                  'Context', 'Notification'}
AGENTKIT_PARTS = {'Text', 'Media', 'File', 'Structured', 'Reasoning',
                  'ToolCall', 'ToolResult', 'Custom'}
GEMINI_PART_KEYS = {'text', 'functionCall', 'function_call', 'functionResponse',
                    'function_response', 'inlineData', 'inline_data',
                    'fileData', 'file_data', 'executableCode',
                    'executable_code', 'codeExecutionResult',
                    'code_execution_result', 'thought', 'thoughtSignature',
                    'thought_signature', 'videoMetadata', 'video_metadata'}
ANTHROPIC_ONLY_BLOCKS = {'tool_use', 'tool_result', 'thinking',
                         'redacted_thinking', 'image', 'document',
                         'server_tool_use', 'web_search_tool_result',
                         'container_upload', 'search_result'}
# Responses item types that only the Python (snake_case) form has.
RESPONSES_ONLY_TYPES = {'function_call_output', 'local_shell_call_output',
                        'custom_tool_call_output', 'computer_call_output',
                        'mcp_approval_request', 'mcp_approval_response',
                        'mcp_call', 'mcp_list_tools', 'web_search_call',
                        'file_search_call', 'code_interpreter_call',
                        'image_generation_call', 'item_reference',
                        'compaction_trigger', 'additional_tools',
                        'custom_tool_call'}
AGENTS_JS_ONLY_TYPES = {'function_call_result', 'computer_call_result',
                        'hosted_tool_call', 'unknown'}


def sure_format(o):
    if o.get('jsonrpc') == '2.0' or 'sessionUpdate' in o or (
            isinstance(o.get('update'), dict)
            and 'sessionUpdate' in o['update']):
        return 'acp'
    t = sget(o, 'type')
    if set(o) == {'timestamp', 'type', 'payload'} and t in CODEX_TYPES:
        return 'codex'
    if t is not None and (
            (('uuid' in o or 'parentUuid' in o) and 'sessionId' in o)
            or (t == 'summary' and 'leafUuid' in o)
            or t in CLAUDE_META_TYPES - {'summary', 'tag', 'mode'}):
        return 'claude-code'
    if 'agentName' in o and isinstance(o.get('output'), list) \
            and isinstance(o.get('toolCalls'), list):
        return 'inngest'
    k = sget(o, 'kind')
    if isinstance(k, str) and k[:1].isupper() and isinstance(o.get('parts'), list) \
            and all(isinstance(p, dict) and len(p) == 1 for p in o['parts']) \
            and (k in AGENTKIT_KINDS or
                 all(next(iter(p)) in AGENTKIT_PARTS for p in o['parts'])):
        return 'agentkit'
    if isinstance(o.get('id'), str) and isinstance(o.get('timestamp'), str) \
            and t in ('user', 'gemini', 'info', 'error', 'warning') \
            and ('content' in o or 'toolCalls' in o):
        return 'gemini-cli'
    if t in LANGCHAIN_TYPES and isinstance(o.get('data'), dict):
        return 'langchain'
    if isinstance(o.get('parts'), list) and (
            o.get('role') in ('model', 'function') or
            (o.get('role') == 'user' and o['parts'] and all(
                isinstance(p, dict) and any(x in GEMINI_PART_KEYS for x in p)
                for p in o['parts']))):
        return 'gemini'
    if 'callId' in o or 'providerData' in o or t in AGENTS_JS_ONLY_TYPES:
        return 'agents-js'
    if 'call_id' in o or t in RESPONSES_ONLY_TYPES or (
            t == 'reasoning' and 'summary' in o):
        return 'responses'
    role = sget(o, 'role')
    content = o.get('content')
    if role in ('user', 'assistant') and isinstance(content, list) and any(
            isinstance(b, dict) and (sget(b, 'type') in ANTHROPIC_ONLY_BLOCKS or
                                     str(b.get('type', '')).endswith(
                                         '_tool_result'))
            for b in content):
        return 'anthropic'
    if role in ('assistant', 'tool', 'function', 'system', 'developer', 'user') \
            and 'type' not in o and 'parts' not in o and (
            'tool_calls' in o or 'tool_call_id' in o or 'function_call' in o
            or role == 'function'):
        return 'chat'
    return None


def possible_format(o):
    """For a session without a sure item: what the items could be."""
    if 'role' in o and 'type' not in o and 'parts' not in o:
        return 'chat'
    if sget(o, 'type') in ('message', 'reasoning'):
        return 'responses'
    return None


def detect(items):
    votes = {}
    for it in items[:20]:
        f = sure_format(it.obj)
        if f:
            votes[f] = votes.get(f, 0) + 1
    if not votes:
        for it in items[:20]:
            f = possible_format(it.obj)
            if f:
                votes[f] = votes.get(f, 0) + 1
    if not votes:
        return None
    return max(sorted(votes), key=lambda f: votes[f])


def report_foreign(items, fmt, F):
    """Items surely of another format than the session's: a session written by
    two programs cannot be sent to either provider as it is."""
    keep = []
    for it in items:
        f = sure_format(it.obj)
        if f is not None and f != fmt:
            F.err(it.pos, 'foreign-item', None,
                  'this item is %s, the session is %s' % (f, fmt))
            continue
        keep.append(it)
    return keep


# ---------------------------------------------------------------------------
# Chat [1] and LangChain

class Msg:
    """A message for the run-based (chat) and next-message (anthropic,
    gemini) rules."""

    def __init__(self, role, pos):
        self.role = role
        self.pos = pos
        self.calls = []        # (id or None, name, pos, legacy)
        self.result = None     # (id or None, name, pos, legacy)
        self.blocks = []       # anthropic: (block dict, pos)
        self.boundary = False


def chat_msgs(items):
    out = []
    for it in items:
        o = it.obj
        role = o.get('role')
        if not isinstance(role, str):
            continue
        m = Msg(role, it.pos)
        if role == 'assistant':
            for tc in lst(o.get('tool_calls')):
                if not isinstance(tc, dict):
                    continue
                fn = tc.get('function') or tc.get('custom') or {}
                m.calls.append((tc.get('id'), fn.get('name') if isinstance(
                    fn, dict) else None, it.pos, False))
            if isinstance(o.get('function_call'), dict):
                m.calls.append((None, o['function_call'].get('name'), it.pos,
                                True))
        elif role == 'tool':
            m.result = (o.get('tool_call_id'), None, it.pos, False)
        elif role == 'function':
            m.result = (None, o.get('name'), it.pos, True)
        out.append(m)
    return out


LC_ROLE = {'human': 'user', 'HumanMessageChunk': 'user', 'ai': 'assistant',
           'AIMessageChunk': 'assistant', 'system': 'system',
           'SystemMessageChunk': 'system', 'tool': 'tool',
           'ToolMessageChunk': 'tool', 'function': 'function',
           'FunctionMessageChunk': 'function'}


def langchain_msgs(items):
    out = []
    for it in items:
        o = it.obj
        t = sget(o, 'type')
        d = o.get('data')
        if t == 'remove' or not isinstance(d, dict):
            continue
        if t in ('chat', 'ChatMessageChunk'):
            role = sget(d, 'role')
        else:
            role = LC_ROLE.get(t)
        if not isinstance(role, str):
            continue
        m = Msg(role, it.pos)
        if role == 'assistant':
            calls = [c for c in lst(d.get('tool_calls')) +
                     lst(d.get('invalid_tool_calls')) if isinstance(c, dict)]
            ak = d.get('additional_kwargs')
            ak = ak if isinstance(ak, dict) else {}
            if not calls:
                for c in lst(ak.get('tool_calls')):
                    if isinstance(c, dict):
                        fn = c.get('function') or {}
                        calls.append({'id': c.get('id'), 'name': fn.get('name')
                                      if isinstance(fn, dict) else None})
            for c in calls:
                m.calls.append((c.get('id'), c.get('name'), it.pos, False))
            if isinstance(ak.get('function_call'), dict):
                m.calls.append((None, ak['function_call'].get('name'), it.pos,
                                True))
        elif role == 'tool':
            m.result = (d.get('tool_call_id'), d.get('name'), it.pos, False)
        elif role == 'function':
            m.result = (None, d.get('name'), it.pos, True)
        out.append(m)
    return out


def check_runs(msgs, F):
    """The chat rule: a message with calls is followed by the run of its
    results; anything else ends the run."""
    call_at = {}          # id -> pos of its (first) call
    later_calls = {}      # id -> sorted list of call positions
    for m in msgs:
        for cid, _, pos, legacy in m.calls:
            if is_id(cid) and not legacy:
                later_calls.setdefault(cid, []).append(pos)
    answered = {}         # id -> pos of the result
    head = None           # {'ids': {id: (pos, name)}, 'done': set, 'legacy': ...}

    def close(trailing):
        if head is None:
            return
        for cid, (pos, name) in head['ids'].items():
            if cid not in head['done']:
                if trailing:
                    F.warn(pos, 'pending-call', cid,
                           'call %s of the last message has no result yet' % cid)
                else:
                    F.err(pos, 'dangling-call', cid,
                          'call %s is not answered in the run of tool messages '
                          'right after its message' % cid)
        lg = head['legacy']
        if lg is not None and not head['legacy_done']:
            if trailing:
                F.warn(lg[0], 'pending-call', None,
                       'function_call %s of the last message has no result yet'
                       % lg[1])
            else:
                F.err(lg[0], 'dangling-call', None,
                      'function_call %s is not answered by the next message'
                      % lg[1])

    for m in msgs:
        if m.role == 'tool' and m.result is not None:
            rid, _, pos, _ = m.result
            if not is_id(rid):
                F.err(pos, 'missing-id', None,
                      'a tool message without a tool_call_id')
                continue
            if head is not None and rid in head['ids']:
                if rid in head['done']:
                    F.err(pos, 'duplicate-result', rid,
                          'a second result for call %s' % rid)
                else:
                    head['done'].add(rid)
                    answered[rid] = pos
                continue
            stray(rid, pos, call_at, answered, later_calls, F)
            continue
        if m.role == 'function' and m.result is not None:
            _, name, pos, _ = m.result
            if head is not None and head['legacy'] is not None \
                    and not head['legacy_done']:
                head['legacy_done'] = True
                continue
            F.err(pos, 'orphan-result', None,
                  'a function message (%s) not right after an assistant '
                  'function_call' % name)
            continue
        close(False)
        head = None
        if m.role == 'assistant' and m.calls:
            head = {'ids': {}, 'done': set(), 'legacy': None,
                    'legacy_done': False}
            for cid, name, pos, legacy in m.calls:
                if legacy:
                    head['legacy'] = (pos, name)
                    continue
                if not is_id(cid):
                    F.err(pos, 'missing-id', None, 'a tool call without an id')
                    continue
                if cid in call_at or cid in head['ids']:
                    F.err(pos, 'duplicate-call', cid,
                          'call id %s is used by an earlier call' % cid,
                          [call_at.get(cid)] + later_calls.get(cid, []))
                    head['ids'].setdefault(cid, (pos, name))
                    continue
                head['ids'][cid] = (pos, name)
                call_at[cid] = pos
    close(True)


def stray(rid, pos, call_at, answered, later_calls, F, old_calls=(),
          where='in the place its call wants'):
    """A result that is not where its call wants it."""
    if rid in answered:
        F.err(pos, 'duplicate-result', rid,
              'a second result for call %s (first at line %d)'
              % (rid, answered[rid]), [answered[rid]])
    elif rid in call_at:
        answered[rid] = pos
        F.err(pos, 'misplaced-result', rid,
              'the result for call %s (line %d) is not %s'
              % (rid, call_at[rid], where), [call_at[rid]])
    elif rid in old_calls:
        F.err(pos, 'cross-boundary', rid,
              'the result for call %s comes after a compaction boundary that '
              'dropped its call' % rid)
    elif any(p > pos for p in later_calls.get(rid, [])):
        F.err(pos, 'result-before-call', rid,
              'the result for call %s comes before its call (line %d)'
              % (rid, min(p for p in later_calls[rid] if p > pos)))
    else:
        F.err(pos, 'orphan-result', rid,
              'result for call %s, which no call made' % rid)


# ---------------------------------------------------------------------------
# Anthropic [3] and Claude Code [7]

def blocks_of(content, pos):
    if isinstance(content, str):
        return [({'type': 'text', 'text': content}, pos)]
    if isinstance(content, list):
        return [(b, pos) for b in content if isinstance(b, dict)]
    return []


def anthropic_msgs(items):
    out = []
    for it in items:
        o = it.obj
        role = o.get('role')
        if role not in ('user', 'assistant'):
            continue
        m = Msg(role, it.pos)
        m.blocks = blocks_of(o.get('content'), it.pos)
        out.append(m)
    return out


def claude_transcripts(items):
    """The main transcript and each sidechain (its own transcript [7]), each
    as a list of messages and boundaries.  Sidechain lines go by agentId,
    else by chain: a line without a parent starts a subagent, a line goes
    with its parent's, else with the subagent seen last."""
    main = []
    groups = {}
    order = []
    of_uuid = {}
    last = None
    for it in items:
        o = it.obj
        if o.get('isSidechain') is not True:
            main.append(it)
            continue
        if isinstance(o.get('agentId'), str):
            key = ('agent', o['agentId'])
        elif o.get('parentUuid') is None:
            key = ('root', it.pos)
        elif sget(o, 'parentUuid') in of_uuid:
            key = of_uuid[o['parentUuid']]
        else:
            key = last if last is not None else ('root', it.pos)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(it)
        if isinstance(o.get('uuid'), str):
            of_uuid[o['uuid']] = key
        last = key
    return [claude_msgs(main)] + [claude_msgs(groups[k]) for k in order]


def claude_msgs(items):
    """Claude Code lines put back into API messages [7]: assistant lines of
    one message.id are one message, also when the tool_result lines of its
    earlier calls were written between them (as each tool finishes);
    consecutive user lines are one message; other lines are not messages."""
    msgs = []
    cur = [None, None]       # the assistant message being built, its user reply

    def flush():
        for m in cur:
            if m is not None:
                msgs.append(m)
        cur[0] = cur[1] = None

    for it in items:
        o = it.obj
        t = o.get('type')
        if t == 'system' and o.get('subtype') == 'compact_boundary':
            flush()
            b = Msg('boundary', it.pos)
            b.boundary = True
            msgs.append(b)
            continue
        if t not in ('user', 'assistant'):
            continue
        m = o.get('message')
        if not isinstance(m, dict):
            continue
        blocks = blocks_of(m.get('content'), it.pos)
        if t == 'assistant':
            mid = m.get('id')
            a, u = cur
            if a is not None and mid is not None and a.mid == mid and (
                    u is None or all(b.get('type') == 'tool_result'
                                     for b, _ in u.blocks)):
                a.blocks += blocks
                continue
            flush()
            a = Msg('assistant', it.pos)
            a.mid = mid
            a.blocks = blocks
            cur[0] = a
        else:
            if cur[1] is None:
                cur[1] = Msg('user', it.pos)
            cur[1].blocks += blocks
    flush()
    return msgs


def check_next_message(msgs, F):
    """The anthropic rule over messages (with boundaries)."""
    later_calls = {}
    for m in msgs:
        for b, pos in m.blocks:
            if m.role == 'assistant' and b.get('type') == 'tool_use' \
                    and is_id(b.get('id')):
                later_calls.setdefault(b['id'], []).append(pos)
    segments = [[]]
    for m in msgs:
        if m.boundary:
            segments.append([])
        else:
            segments[-1].append(m)
    old_calls = set()
    for si, seg in enumerate(segments):
        last_seg = (si == len(segments) - 1)
        call_at, answered = {}, {}
        expect = {}    # index of user message -> [(id, pos)]
        for k, m in enumerate(seg):
            if m.role == 'assistant':
                calls = []
                servers = set()
                # where a result for this message's calls belongs
                nxt_pos = seg[k + 1].pos if k + 1 < len(seg) else None
                for b, pos in m.blocks:
                    bt = sget(b, 'type')
                    if bt == 'tool_use':
                        cid = b.get('id')
                        if not is_id(cid):
                            F.err(pos, 'missing-id', None,
                                  'a tool_use block without an id')
                            continue
                        if cid in call_at:
                            F.err(pos, 'duplicate-call', cid,
                                  'tool_use id %s is used by an earlier call'
                                  % cid, [call_at[cid], nxt_pos])
                            continue
                        call_at[cid] = pos
                        calls.append((cid, pos))
                    elif bt in ('server_tool_use', 'mcp_tool_use'):
                        if is_id(b.get('id')):
                            servers.add(b['id'])
                    elif bt == 'tool_result':
                        rid = b.get('tool_use_id')
                        if not is_id(rid):
                            F.err(pos, 'missing-id', None,
                                  'a tool_result block without a tool_use_id')
                            continue
                        stray(rid, pos, call_at, answered, later_calls, F,
                              old_calls, 'in a user message')
                    elif isinstance(bt, str) and bt.endswith('_tool_result'):
                        sid = sget(b, 'tool_use_id')
                        if sid not in servers:
                            F.err(pos, 'orphan-result', sid,
                                  'a %s block without its server_tool_use '
                                  'before it in the same message' % bt)
                if not calls:
                    continue
                nxt = seg[k + 1] if k + 1 < len(seg) else None
                if nxt is None:
                    if last_seg:
                        for cid, pos in calls:
                            F.warn(pos, 'pending-call', cid,
                                   'tool_use %s of the last message has no '
                                   'tool_result yet' % cid)
                    continue          # else dropped by the boundary
                if nxt.role != 'user':
                    for cid, pos in calls:
                        F.err(pos, 'dangling-call', cid,
                              'tool_use %s: the next message is not the '
                              "user's with its tool_result" % cid,
                              [nxt.pos])
                    continue
                expect[k + 1] = calls
            else:
                want = expect.get(k, [])
                wanted = {cid for cid, _ in want}
                got = set()
                other = False
                for b, pos in m.blocks:
                    if b.get('type') != 'tool_result':
                        other = True
                        continue
                    rid = b.get('tool_use_id')
                    if not is_id(rid):
                        F.err(pos, 'missing-id', None,
                              'a tool_result block without a tool_use_id')
                        continue
                    if rid in wanted:
                        if rid in got:
                            F.err(pos, 'duplicate-result', rid,
                                  'a second tool_result for %s' % rid,
                                  [answered.get(rid)])
                            continue
                        got.add(rid)
                        answered[rid] = pos
                        if other:
                            F.err(pos, 'misplaced-result', rid,
                                  'the tool_result for %s comes after other '
                                  'content: results must come first' % rid,
                                  [call_at.get(rid)])
                        continue
                    stray(rid, pos, call_at, answered, later_calls, F,
                          old_calls, 'in the message right after its call')
                # The last message holding only results may still gain the
                # others (a tool still running): the last turn [10 TRAILING].
                trailing = last_seg and k == len(seg) - 1 and not other
                for cid, pos in want:
                    if cid in got:
                        continue
                    if trailing:
                        F.warn(pos, 'pending-call', cid,
                               'tool_use %s has no tool_result yet; the other '
                               'results of its message are in' % cid, [m.pos])
                    else:
                        F.err(pos, 'dangling-call', cid,
                              'tool_use %s is not answered in the next message'
                              % cid, [m.pos])
        old_calls |= set(call_at)


# ---------------------------------------------------------------------------
# Responses [2], Agents SDK JS [2b], Codex [8]

PY_CALL_OUT = {'function_call': 'function_call_output',
               'custom_tool_call': 'custom_tool_call_output',
               'shell_call': 'shell_call_output',
               'apply_patch_call': 'apply_patch_call_output',
               'computer_call': 'computer_call_output',
               'local_shell_call': 'local_shell_call_output',
               'tool_search_call': 'tool_search_output',
               'program': 'program_output'}
JS_CALL_OUT = dict(PY_CALL_OUT, function_call='function_call_result',
                   computer_call='computer_call_result')
HOSTED = {'web_search_call', 'file_search_call', 'code_interpreter_call',
          'image_generation_call', 'mcp_call', 'mcp_list_tools',
          'hosted_tool_call'}


class Ev:
    __slots__ = ('kind', 'ns', 'id', 'pos', 'name', 'what')

    def __init__(self, kind, pos, ns=None, cid=None, name=None, what=None):
        self.kind, self.pos, self.ns, self.id = kind, pos, ns, cid
        self.name, self.what = name, what


def responses_events(o, pos, flavour):
    """Events of one Responses item; flavour is 'py', 'js' or 'codex'."""
    t = sget(o, 'type')
    role = sget(o, 'role')
    key = 'callId' if flavour == 'js' else 'call_id'
    call_out = JS_CALL_OUT if flavour == 'js' else PY_CALL_OUT
    out_call = {v: k for k, v in call_out.items()}
    if t is None and isinstance(role, str) or t == 'message':
        if role == 'user':
            return [Ev('user', pos)]
        return [Ev('model' if role == 'assistant' else 'other', pos)]
    if t == 'reasoning':
        return [Ev('reasoning', pos)]
    if t in ('compaction', 'compaction_summary'):
        return [Ev('boundary', pos)]
    if t in HOSTED:
        return [Ev('model', pos)]
    if t == 'mcp_approval_request':
        return [Ev('call', pos, 'mcp_approval', o.get('id'), o.get('name'))]
    if t == 'mcp_approval_response':
        return [Ev('result', pos, 'mcp_approval', o.get('approval_request_id'))]
    server = o.get('execution') == 'server'
    if t in call_out:
        cid = o.get(key)
        if t == 'tool_search_call' and (server or cid is None):
            return [Ev('model', pos)]
        ns = t
        if flavour == 'codex' and t == 'local_shell_call':
            if cid is None:
                return [Ev('model', pos)]
            ns = 'function_call'
        return [Ev('call', pos, ns, cid, o.get('name'))]
    if t in out_call:
        cid = o.get(key)
        if t == 'tool_search_output' and (server or cid is None):
            return [Ev('other', pos)]
        if t == 'local_shell_call_output' and cid is None:
            cid = o.get('id')     # [2] quirk: it links by its id
        return [Ev('result', pos, out_call[t], cid, what=t)]
    return [Ev('other', pos)]


def codex_events(items):
    evs = []
    for it in items:
        o = it.obj
        t = sget(o, 'type')
        p = o.get('payload')
        if not isinstance(p, dict):
            continue
        if t == 'response_item':
            evs += responses_events(p, it.pos, 'codex')
            continue
        if t == 'event_msg':
            pt = p.get('type')
            if pt == 'user_message':
                evs.append(Ev('user', it.pos))
            elif pt == 'thread_rolled_back':
                n = p.get('num_turns')
                evs.append(Ev('rollback', it.pos, what=n if isinstance(
                    n, int) else 1))
            continue
        if t == 'compacted' and isinstance(p.get('replacement_history'), list):
            evs.append(Ev('boundary', it.pos))
            for x in p['replacement_history']:
                if isinstance(x, dict):
                    for e in responses_events(x, it.pos, 'codex'):
                        if e.kind != 'user':      # context, not a new turn
                            evs.append(e)
    return evs


def check_after(evs, F, flavour):
    """Results anywhere after their call, by (kind, id)."""
    # Codex rollbacks: drop the last N user turns before the rollback.
    segments = [[]]
    dropped_by_rollback = set()
    for e in evs:
        if e.kind == 'boundary':
            segments.append([])
        elif e.kind == 'rollback':
            seg = segments[-1]
            users = [i for i, x in enumerate(seg) if x.kind == 'user']
            n = e.what or 0
            if n > 0 and users:
                cut = users[-n] if n <= len(users) else users[0]
                for x in seg[cut:]:
                    if x.kind == 'call' and is_id(x.id):
                        dropped_by_rollback.add(x.id)
                del seg[cut:]
        else:
            segments[-1].append(e)
    later_calls = {}
    for seg in segments:
        for e in seg:
            if e.kind == 'call' and is_id(e.id):
                later_calls.setdefault(e.id, []).append(e.pos)
    old_calls = set(dropped_by_rollback)
    for si, seg in enumerate(segments):
        last_seg = (si == len(segments) - 1)
        open_, done, call_at = {}, {}, {}     # (ns,id) -> pos
        ns_of = {}
        for k, e in enumerate(seg):
            if e.kind == 'reasoning' and flavour != 'codex':
                nxt = seg[k + 1] if k + 1 < len(seg) else None
                if nxt is not None and nxt.kind in ('result', 'user', 'other'):
                    F.err(e.pos, 'reasoning-without-item', None,
                          'a reasoning item must be followed directly by the '
                          'item it produced, not by %s (line %d)'
                          % ('a tool result' if nxt.kind == 'result' else
                             'a message', nxt.pos), [nxt.pos])
            if e.kind == 'call':
                if not is_id(e.id):
                    F.err(e.pos, 'missing-id', None,
                          'a %s without a call id' % e.ns)
                    continue
                key = (e.ns, e.id)
                if key in call_at:
                    F.err(e.pos, 'duplicate-call', e.id,
                          'call id %s is used by an earlier call (line %d)'
                          % (e.id, call_at[key]), [call_at[key]])
                    continue
                call_at[key] = e.pos
                ns_of.setdefault(e.id, e.ns)
                open_[key] = e.pos
            elif e.kind == 'result':
                if not is_id(e.id):
                    F.err(e.pos, 'missing-id', None,
                          'a %s without a call id' % (e.what or e.ns))
                    continue
                key = (e.ns, e.id)
                if key in open_:
                    del open_[key]
                    done[key] = e.pos
                elif key in done:
                    F.err(e.pos, 'duplicate-result', e.id,
                          'a second result for call %s (first at line %d)'
                          % (e.id, done[key]), [done[key]])
                elif e.id in ns_of:
                    F.err(e.pos, 'namespace-mismatch', e.id,
                          'a %s answers call %s, which is a %s'
                          % (e.what or e.ns, e.id, ns_of[e.id]),
                          [call_at.get((ns_of[e.id], e.id))])
                elif e.id in old_calls:
                    F.err(e.pos, 'cross-boundary', e.id,
                          'the result for call %s comes after a boundary that '
                          'dropped its call' % e.id)
                elif any(p > e.pos for p in later_calls.get(e.id, [])):
                    F.err(e.pos, 'result-before-call', e.id,
                          'the result for call %s comes before its call' % e.id)
                else:
                    F.err(e.pos, 'orphan-result', e.id,
                          'result for call %s, which no call made' % e.id)
        for (ns, cid), pos in open_.items():
            old_calls.add(cid)
            if not last_seg:
                continue                # dropped by the boundary
            if flavour == 'codex':
                F.warn(pos, 'unanswered-call', cid,
                       'call %s has no output (legal on disk for Codex: an '
                       'interrupted turn, answered "aborted" on resume)' % cid)
            elif any(x.kind == 'user' and x.pos > pos for x in seg):
                F.err(pos, 'dangling-call', cid,
                      'call %s has no output, and a user message came after it'
                      % cid)
            else:
                F.warn(pos, 'pending-call', cid,
                       'call %s of the last turn has no output yet' % cid)
        old_calls |= {cid for (_, cid) in call_at}


# ---------------------------------------------------------------------------
# agentkit [5]

def check_agentkit(items, F):
    calls, answered = {}, {}
    later_calls = {}
    users = []
    for it in items:
        if it.obj.get('kind') == 'User':
            users.append(it.pos)
        for p in lst(it.obj.get('parts')):
            if isinstance(p, dict) and isinstance(p.get('ToolCall'), dict):
                cid = p['ToolCall'].get('id')
                if is_id(cid):
                    later_calls.setdefault(cid, []).append(it.pos)
    for it in items:
        for p in lst(it.obj.get('parts')):
            if not isinstance(p, dict) or len(p) != 1:
                continue
            if isinstance(p.get('ToolCall'), dict):
                cid = p['ToolCall'].get('id')
                if not is_id(cid):
                    F.err(it.pos, 'missing-id', None, 'a ToolCall without an id')
                elif cid in calls:
                    F.err(it.pos, 'duplicate-call', cid,
                          'duplicate tool_use: %s' % cid, [calls[cid]])
                else:
                    calls[cid] = it.pos
            elif isinstance(p.get('ToolResult'), dict):
                rid = p['ToolResult'].get('call_id')
                if not is_id(rid):
                    F.err(it.pos, 'missing-id', None,
                          'a ToolResult without a call_id')
                elif rid in calls and rid not in answered:
                    answered[rid] = it.pos
                elif rid in answered:
                    F.err(it.pos, 'duplicate-result', rid,
                          'duplicate tool_result: %s' % rid, [answered[rid]])
                elif any(x > it.pos for x in later_calls.get(rid, [])):
                    F.err(it.pos, 'result-before-call', rid,
                          'the ToolResult for %s comes before its call' % rid)
                else:
                    F.err(it.pos, 'orphan-result', rid,
                          'orphaned tool_result: %s' % rid)
    for cid, pos in calls.items():
        if cid in answered:
            continue
        if any(u > pos for u in users):
            F.err(pos, 'dangling-call', cid,
                  'tool_use without matching tool_result: %s, and a User item '
                  'came after it' % cid)
        else:
            F.warn(pos, 'pending-call', cid,
                   'tool_use %s of the last turn has no tool_result yet' % cid)


# ---------------------------------------------------------------------------
# Inngest AgentKit [6]

def check_inngest(items, F):
    where = {}          # call id -> (item index, pos)
    later_calls = {}
    per_item = []
    for k, it in enumerate(items):
        cs = []
        for msg in lst(it.obj.get('output')):
            if isinstance(msg, dict) and msg.get('type') == 'tool_call':
                for tool in lst(msg.get('tools')):
                    if isinstance(tool, dict):
                        cs.append(tool.get('id'))
                        if is_id(tool.get('id')):
                            later_calls.setdefault(tool['id'], []).append(k)
        rs = []
        for tr in lst(it.obj.get('toolCalls')):
            if isinstance(tr, dict) and tr.get('type', 'tool_result') \
                    == 'tool_result':
                tool = tr.get('tool')
                rs.append(tool.get('id') if isinstance(tool, dict) else None)
        per_item.append((cs, rs))
    answered = {}
    misplaced = set()
    for k, it in enumerate(items):
        cs, rs = per_item[k]
        mine = []
        for cid in cs:
            if not is_id(cid):
                F.err(it.pos, 'missing-id', None, 'a tool call without an id')
            elif cid in where:
                F.err(it.pos, 'duplicate-call', cid,
                      'call id %s is used by an earlier call' % cid,
                      [where[cid][1]])
            else:
                where[cid] = (k, it.pos)
                mine.append(cid)
        for rid in rs:
            if not is_id(rid):
                F.err(it.pos, 'missing-id', None,
                      'a tool_result whose tool has no id')
            elif rid in answered:
                F.err(it.pos, 'duplicate-result', rid,
                      'a second result for call %s' % rid, [answered[rid]])
            elif rid in where and where[rid][0] == k:
                answered[rid] = it.pos
            elif rid in where:
                answered[rid] = it.pos
                misplaced.add(rid)
                F.err(it.pos, 'misplaced-result', rid,
                      'the result for call %s is not in the AgentResult of '
                      'its call (line %d)' % (rid, where[rid][1]),
                      [where[rid][1]])
            elif any(j > k for j in later_calls.get(rid, [])):
                F.err(it.pos, 'result-before-call', rid,
                      'the result for call %s comes before its call' % rid)
            else:
                F.err(it.pos, 'orphan-result', rid,
                      'result for call %s, which no call made' % rid)
    for cid, (k, pos) in where.items():
        if cid in answered:
            continue
        if k + 1 < len(items):
            F.err(pos, 'dangling-call', cid,
                  'call %s has no result in its AgentResult, and the '
                  'conversation went on' % cid)
        else:
            F.warn(pos, 'pending-call', cid,
                   'call %s of the last AgentResult has no result' % cid)


# ---------------------------------------------------------------------------
# Gemini [9] and Gemini CLI

class Turn:
    def __init__(self, role, pos):
        self.role = role
        self.pos = pos
        self.parts = []      # (part dict, pos)


def gemini_turns(items):
    out = []
    for it in items:
        role = sget(it.obj, 'role')
        parts = it.obj.get('parts')
        if not isinstance(parts, list):
            continue
        t = Turn(role, it.pos)
        t.parts = [(p, it.pos) for p in parts if isinstance(p, dict)]
        out.append(t)
    return out


def part_list(content):
    if isinstance(content, list):
        return [{'text': p} if isinstance(p, str) else p for p in content
                if isinstance(p, (str, dict))]
    if isinstance(content, str):
        return [{'text': content}]
    if isinstance(content, dict):
        return [content]
    return []


def part_string(v):
    if isinstance(v, str):
        return v
    if isinstance(v, list):
        return ''.join(part_string(x) for x in v)
    if not isinstance(v, dict):
        return ''
    for k, s in (('videoMetadata', '[Video Metadata]'),
                 ('thought', '[Thought]'),
                 ('codeExecutionResult', '[Code Execution Result]'),
                 ('executableCode', '[Executable Code]'),
                 ('fileData', '[File Data]'),
                 ('functionCall', '[Function Call]'),
                 ('functionResponse', '[Function Response]'),
                 ('inlineData', '<inline>')):
        if k in v:
            return s
    return v.get('text') if isinstance(v.get('text'), str) else ''


def ignored_user_content(text):
    t = text.strip()
    return (t == '' or t.startswith('/') or t.startswith('?') or
            t.startswith('<session_context>') or
            t.startswith('<hook_context>'))


def gemini_cli_turns(items):
    """sessionUtils.ts convertSessionToClientHistory, read in the vendor's
    code; plus: a stored user message right after a rebuilt response turn
    that only repeats its responses is that turn (gemini-cli#29618)."""
    out = []
    last_generated = None    # ids of the response turn rebuilt last
    for it in items:
        o = it.obj
        ty = sget(o, 'type')
        if ty in ('info', 'error', 'warning'):
            continue
        if ty == 'user':
            content = o.get('content')
            if ignored_user_content(part_string(content)):
                continue
            parts = part_list(content)
            if last_generated is not None and out and out[-1] is last_generated[0] \
                    and parts and all(fresp(p) is not None for p in parts) \
                    and all(gid(fresp(p)) in last_generated[1] for p in parts):
                last_generated = None
                continue
            t = Turn('user', it.pos)
            t.parts = [(p, it.pos) for p in parts]
            out.append(t)
            last_generated = None
            continue
        if ty != 'gemini':
            continue
        content = o.get('content')
        cparts = part_list(content) if content else []
        tcs = [tc for tc in lst(o.get('toolCalls')) if isinstance(tc, dict)]
        if any('functionCall' in p for p in cparts) or \
                any(p.get('thought') for p in cparts):
            mparts = list(cparts)
        else:
            mparts = []
            for th in lst(o.get('thoughts')):
                if isinstance(th, dict):
                    mparts.append({'text': 'thought', 'thought': True})
            mparts += cparts
            for tc in tcs:
                mparts.append({'functionCall': {'id': tc.get('id'),
                                                'name': tc.get('name'),
                                                'args': tc.get('args')}})
        last_generated = None
        if not mparts:
            continue
        t = Turn('model', it.pos)
        t.parts = [(p, it.pos) for p in mparts]
        out.append(t)
        resp = []
        for tc in tcs:
            r = tc.get('result')
            if not r:
                continue
            if isinstance(r, str):
                resp.append({'functionResponse': {'id': tc.get('id'),
                                                  'name': tc.get('name'),
                                                  'response': {'output': r}}})
            elif isinstance(r, list):
                resp += part_list(r)
            elif isinstance(r, dict):
                resp.append(r)
        if resp:
            u = Turn('user', it.pos)
            u.parts = [(p, it.pos) for p in resp]
            out.append(u)
            last_generated = (u, {gid(fresp(p)) for p in resp
                                  if fresp(p) is not None})
    return out


def fcall(p):
    v = nonnull(p, 'functionCall', 'function_call')
    return v if isinstance(v, dict) else None


def fresp(p):
    v = nonnull(p, 'functionResponse', 'function_response')
    return v if isinstance(v, dict) else None


def gid(v):
    i = v.get('id')
    return i if is_id(i) else None


def check_next_turn(turns, F):
    all_calls = {}        # id -> [pos]
    for t in turns:
        for p, pos in t.parts:
            c = fcall(p)
            if c is not None and gid(c):
                all_calls.setdefault(gid(c), []).append(pos)
    seen_ids = {}         # call id -> pos
    answered = {}         # call id -> pos
    covered = set()       # indexes of response turns already checked
    for k, t in enumerate(turns):
        calls = []
        if t.role == 'model':
            for p, pos in t.parts:
                c = fcall(p)
                if c is None:
                    continue
                cid = gid(c)
                if cid is not None:
                    if cid in seen_ids:
                        F.err(pos, 'duplicate-call', cid,
                              'call id %s is used by an earlier call' % cid,
                              [seen_ids[cid]])
                    else:
                        seen_ids[cid] = pos
                calls.append({'id': cid, 'name': c.get('name'), 'pos': pos,
                              'matched': False})
        if t.role != 'model' or not calls:
            # responses here that no call turn right before covers
            if k not in covered:
                for p, pos in t.parts:
                    r = fresp(p)
                    if r is None:
                        continue
                    rid = gid(r)
                    stray_response(rid, r.get('name'), pos, seen_ids, answered,
                                   all_calls, F)
            continue
        prev = turns[k - 1] if k > 0 else None
        if prev is not None and prev.role == 'model':
            F.err(calls[0]['pos'], 'misplaced-call', calls[0]['id'],
                  'a function call turn must come right after a user turn or '
                  'a function response turn, not after a model turn (line %d)'
                  % prev.pos, [prev.pos])
        nxt = turns[k + 1] if k + 1 < len(turns) else None
        if nxt is None:
            for c in calls:
                F.warn(c['pos'], 'pending-call', c['id'],
                       'function call %s of the last turn has no response yet'
                       % (c['id'] or c['name']))
            continue
        resps = [(fresp(p), pos) for p, pos in nxt.parts if fresp(p) is not None]
        if nxt.role not in ('user', 'function') or not resps:
            for c in calls:
                F.err(c['pos'], 'dangling-call', c['id'],
                      'function call %s: the next turn is not its function '
                      'response turn' % (c['id'] or c['name']), [nxt.pos])
            continue
        covered.add(k + 1)
        for r, pos in resps:
            rid = gid(r)
            target = None
            if rid is not None:
                target = next((c for c in calls if c['id'] == rid
                               and not c['matched']), None)
                if target is None and any(c['id'] == rid for c in calls):
                    F.err(pos, 'duplicate-result', rid,
                          'a second response for call %s' % rid)
                    continue
            if target is None:
                target = next((c for c in calls if not c['matched'] and
                               (rid is None or c['id'] is None) and
                               c['name'] == r.get('name')), None)
            if target is None:
                stray_response(rid, r.get('name'), pos, seen_ids, answered,
                               all_calls, F)
                continue
            target['matched'] = True
            if target['id']:
                answered[target['id']] = pos
        missing = [c for c in calls if not c['matched']]
        if missing and k + 2 == len(turns) and \
                len(resps) == len(nxt.parts) and len(resps) < len(calls):
            # the last turn holds only responses: the others may still come
            for c in missing:
                F.warn(c['pos'], 'pending-call', c['id'],
                       'function call %s has no response yet; the others of '
                       'its turn are in' % (c['id'] or c['name']), [nxt.pos])
        elif missing:
            if len(resps) < len(calls):
                F.err(resps[-1][1], 'count-mismatch', None,
                      'the turn after a turn of %d function calls holds %d '
                      'responses' % (len(calls), len(resps)),
                      [c['pos'] for c in missing])
            for c in missing:
                F.err(c['pos'], 'dangling-call', c['id'],
                      'function call %s has no response in the next turn'
                      % (c['id'] or c['name']), [nxt.pos])


def stray_response(rid, name, pos, seen_ids, answered, all_calls, F):
    if rid is not None and rid in answered:
        F.err(pos, 'duplicate-result', rid,
              'a second response for call %s' % rid, [answered[rid]])
    elif rid is not None and rid in seen_ids:
        answered[rid] = pos
        F.err(pos, 'misplaced-result', rid,
              'the response for call %s is not in the turn right after its '
              'call turn' % rid, [seen_ids[rid]])
    elif rid is not None and any(p > pos for p in all_calls.get(rid, [])):
        F.err(pos, 'result-before-call', rid,
              'the response for call %s comes before its call' % rid)
    else:
        F.err(pos, 'orphan-result', rid,
              'a function response (%s) not right after a function call turn'
              % (rid or name))


# ---------------------------------------------------------------------------
# ACP [4]

TERMINAL = ('completed', 'failed')


def acp_update(o):
    """The session update of one line, or None."""
    if 'sessionUpdate' in o:
        return o
    if isinstance(o.get('update'), dict):
        return o['update']
    if o.get('method') == 'session/update':
        p = o.get('params')
        if isinstance(p, dict) and isinstance(p.get('update'), dict):
            return p['update']
    return None


def check_acp(items, F):
    later = {}
    for it in items:
        u = acp_update(it.obj)
        if u and u.get('sessionUpdate') == 'tool_call' \
                and is_id(u.get('toolCallId')):
            later.setdefault(u['toolCallId'], []).append(it.pos)
    calls = {}          # id -> dict
    turn = None         # {'id': request id, 'pos'}
    turn_no = 0

    def end_open(where, cancelled, pred):
        for cid, c in calls.items():
            if c['final'] is None and not c['closed'] and pred(c):
                c['closed'] = True
                if cancelled:
                    continue
                F.err(c['pos'], 'dangling-call', cid,
                      'tool call %s has no final status when its turn ends '
                      '(line %d)' % (cid, where), [where])

    for it in items:
        o = it.obj
        method = o.get('method')
        if isinstance(method, str) and 'id' in o:
            if method == 'session/prompt':
                end_open(it.pos, False, lambda c: c['turn'] is None)
                turn_no += 1
                turn = {'id': o.get('id'), 'no': turn_no}
            elif method == 'session/request_permission':
                p = o.get('params') or {}
                tc = p.get('toolCall') if isinstance(p, dict) else None
                tid = tc.get('toolCallId') if isinstance(tc, dict) else None
                if is_id(tid) and tid not in calls:
                    F.warn(it.pos, 'unknown-permission', tid,
                           'a permission request for tool call %s, which no '
                           'tool_call announced' % tid)
            continue
        if method is None and 'id' in o and ('result' in o or 'error' in o):
            res = o.get('result')
            if turn is not None and o.get('id') == turn['id'] and (
                    (isinstance(res, dict) and 'stopReason' in res)
                    or 'error' in o):
                cancelled = isinstance(res, dict) and \
                    res.get('stopReason') == 'cancelled'
                no = turn['no']
                end_open(it.pos, cancelled, lambda c: c['turn'] == no)
                for c in calls.values():
                    if c['turn'] == no:
                        c['ended'] = True
                turn = None
            continue
        u = acp_update(o)
        if u is None:
            continue
        su = sget(u, 'sessionUpdate')
        if su == 'user_message_chunk' and turn is None:
            # a replayed user turn: calls of the turns before it are over
            end_open(it.pos, False, lambda c: c['turn'] is None)
            continue
        if su == 'tool_call':
            cid = u.get('toolCallId')
            if not is_id(cid):
                F.err(it.pos, 'missing-id', None,
                      'a tool_call without a toolCallId')
                continue
            st = sget(u, 'status')
            if cid in calls:
                F.warn(it.pos, 'duplicate-call', cid,
                       'a second tool_call with id %s (FORMATS.md 4b: the spec '
                       'is silent; suspicious)' % cid, [calls[cid]['pos']])
                if st in TERMINAL and calls[cid]['final'] is None:
                    calls[cid]['final'] = it.pos
                continue
            calls[cid] = {'pos': it.pos, 'turn': turn['no'] if turn else None,
                          'final': it.pos if st in TERMINAL else None,
                          'created_final': st in TERMINAL, 'updates': 0,
                          'closed': False, 'ended': False}
            continue
        if su == 'tool_call_update':
            cid = u.get('toolCallId')
            if not is_id(cid):
                F.err(it.pos, 'missing-id', None,
                      'a tool_call_update without a toolCallId')
                continue
            if cid not in calls:
                if any(p > it.pos for p in later.get(cid, [])):
                    F.err(it.pos, 'result-before-call', cid,
                          'an update for tool call %s before its tool_call'
                          % cid)
                else:
                    F.err(it.pos, 'orphan-result', cid,
                          'an update for tool call %s, which no tool_call '
                          'announced' % cid)
                continue
            c = calls[cid]
            st = sget(u, 'status')
            if st not in TERMINAL:
                continue
            if c['final'] is not None:
                if c['created_final'] and c['updates'] == 0:
                    c['updates'] += 1      # the replay form [4a, Agentao]
                    continue
                c['updates'] += 1
                F.warn(it.pos, 'duplicate-result', cid,
                       'a second final status for tool call %s (FORMATS.md '
                       '4b: suspicious, not fatal)' % cid, [c['final']])
                continue
            c['final'] = it.pos
            c['updates'] += 1
            if c['ended'] or c['closed']:
                F.err(it.pos, 'misplaced-result', cid,
                      'the final status of tool call %s comes after its turn '
                      'ended' % cid, [c['pos']])
    for cid, c in calls.items():
        if c['final'] is None and not c['closed']:
            F.warn(c['pos'], 'pending-call', cid,
                   'tool call %s of the last turn has no final status yet'
                   % cid)


# ---------------------------------------------------------------------------

def client_mends_early_results(F):
    """Claude Code's own client, resuming a session, puts a result that
    comes before its call back after it (what the pinned client sent:
    tests/agents/claude-code/result-before-call.unrepaired): the findings of
    such a call, its early result and the call left without one after it,
    are warnings."""
    early = set(f['call_id'] for f in F.items
                if f['code'] == 'result-before-call')
    for f in F.items:
        if f['call_id'] in early and f['code'] in ('result-before-call',
                                                   'dangling-call',
                                                   'pending-call'):
            f['severity'] = WARNING


def client_sends_pending_calls(F):
    """Gemini CLI's own client, resuming a chat, sends a call of the last
    turn without its response, and the API refuses the request (what the
    pinned client sent: tests/agents/gemini-cli/pending-call.unrepaired):
    pending-call is an error in its chats."""
    for f in F.items:
        if f['code'] == 'pending-call':
            f['severity'] = ERROR


def check(items, fmt, F):
    items = report_foreign(items, fmt, F)
    if fmt == 'chat':
        check_runs(chat_msgs(items), F)
    elif fmt == 'langchain':
        check_runs(langchain_msgs(items), F)
    elif fmt == 'anthropic':
        check_next_message(anthropic_msgs(items), F)
    elif fmt == 'claude-code':
        for msgs in claude_transcripts(items):
            check_next_message(msgs, F)
        client_mends_early_results(F)
    elif fmt == 'responses':
        evs = []
        for it in items:
            evs += responses_events(it.obj, it.pos, 'py')
        check_after(evs, F, 'py')
    elif fmt == 'agents-js':
        evs = []
        for it in items:
            evs += responses_events(it.obj, it.pos, 'js')
        check_after(evs, F, 'js')
    elif fmt == 'codex':
        check_after(codex_events(items), F, 'codex')
    elif fmt == 'agentkit':
        check_agentkit(items, F)
    elif fmt == 'inngest':
        check_inngest(items, F)
    elif fmt == 'gemini':
        check_next_turn(gemini_turns(items), F)
    elif fmt == 'gemini-cli':
        check_next_turn(gemini_cli_turns(items), F)
        client_sends_pending_calls(F)
    elif fmt == 'acp':
        check_acp(items, F)


def main(argv):
    fmt = None
    as_json = quiet = False
    files = []
    for a in argv[1:]:
        if a.startswith('--format='):
            fmt = a[len('--format='):]
            if fmt not in FORMATS:
                sys.stderr.write('pairs.py: unknown format %r (one of %s)\n'
                                 % (fmt, ', '.join(FORMATS)))
                return 2
        elif a == '--json':
            as_json = True
        elif a in ('-q', '--quiet'):
            quiet = True
        elif a in ('-h', '--help'):
            sys.stdout.write(__doc__)
            return 0
        elif a.startswith('-') and a != '-':
            sys.stderr.write('pairs.py: unknown option %s\n' % a)
            return 2
        else:
            files.append(a)
    if len(files) != 1:
        sys.stderr.write('usage: pairs.py [--format=NAME] [--json] [--quiet] '
                         'FILE|-\n')
        return 2
    name = files[0]
    try:
        if name == '-':
            data = sys.stdin.buffer.read()
        else:
            with open(name, 'rb') as f:
                data = f.read()
    except OSError as e:
        sys.stderr.write('pairs.py: %s: %s\n' % (name, e.strerror))
        return 2
    F = Findings()
    try:
        items, hint = read_items(data, F)
        if fmt is None:
            fmt = hint or detect(items)
        if fmt is None:
            if items:
                F.warn(items[0].pos, 'unknown-format', None,
                       'no item looks like a known format: pairs not checked')
        else:
            check(items, fmt, F)
    except Exception:                  # a bug here, not a broken session
        import traceback
        traceback.print_exc()
        sys.stderr.write('pairs.py: internal error on %s\n' % name)
        return 3
    F.items.sort(key=lambda f: (f['line'], f['code']))
    errors = sum(1 for f in F.items if f['severity'] == ERROR)
    warnings = len(F.items) - errors
    out = sys.stdout
    if as_json:
        for f in F.items:
            out.write(json.dumps(f, ensure_ascii=False) + '\n')
        out.write(json.dumps({'summary': {'format': fmt, 'items': len(items),
                                          'errors': errors,
                                          'warnings': warnings}}) + '\n')
    else:
        for f in F.items:
            out.write('%s:%d: %s: %s: %s%s\n' % (
                name, f['line'], f['severity'], f['code'],
                'call %s: ' % f['call_id'] if f['call_id'] else '',
                f['message']))
        if not quiet:
            sys.stderr.write('pairs.py: %s, %d items, %d errors, %d warnings\n'
                             % (fmt or 'unknown format', len(items), errors,
                                warnings))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
