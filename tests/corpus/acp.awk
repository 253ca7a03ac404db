# acp.awk - a deterministic generator of clean Agent Client Protocol
# sessions, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/acp.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact JSON-RPC 2.0
# message a line.  Live sessions: initialize and session/new (sometimes),
# then 1-6 session/prompt turns in which the agent streams thought and
# message chunks, plans, usage updates and 0-3 batches of 1-4 parallel
# tool_call creates (pending or in_progress, some without a title), their
# progress updates (in_progress, content patches, diffs, terminals),
# permission round trips whose JSON-RPC ids collide with the prompt's, and
# one terminal update per call (completed or failed) in any order before
# the prompt's reply (end_turn, max_tokens, or cancelled after a
# session/cancel).  Replay sessions: session/load, then Agentao's replay
# of a Chat history (user chunk, tool_call created "completed", its
# restating tool_call_update, agent chunk), then the load's null result;
# some go on with live turns.  Unicode, escapes and long outputs
# throughout.

function init_words() {
	NWORDS = split("the|a|file|build|test|error|fix|run|list|read|main.c|" \
	    "src/|Makefile|Zürich|København|São Paulo|東京|Москва|القاهرة|" \
	    "naïve|café|🙂|✓|→|…|«quoted»|\"quotes\"|back\\slash|tab\there|" \
	    "line\nbreak|bell\007|100%|$HOME|C:\\Users|{braces}|[brackets]|" \
	    "<tag/>|\342\200\250|ok|why|how|please|now|then|also", WORD, "|")
	NKIND = split("read edit delete move search execute think fetch other",
	    KIND, " ")
	NSTOP = split("end_turn end_turn end_turn max_tokens max_turn_requests",
	    STOP, " ")
}

function update(u) {
	emit("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":" \
	    "{\"sessionId\":" q(SID) ",\"update\":" u "}}")
}

function chunk(kind, t) {
	update("{\"sessionUpdate\":\"" kind "\"" (rnd(2) ? ",\"messageId\":" \
	    q("m_" SESSION "_" MSGN) : "") ",\"content\":" text_block(t) "}")
}

function agent_text(n,    i) {
	MSGN++
	for (i = 1; i <= n; i++)
		chunk("agent_message_chunk", words(1 + rnd(8)) " ")
}

function tool_content(t) {
	return "[{\"type\":\"content\",\"content\":" text_block(t) "}]"
}

function create(id, status,    kind, u) {
	kind = KIND[1 + rnd(NKIND)]
	u = "{\"sessionUpdate\":\"tool_call\",\"toolCallId\":" q(id) ",\"title\":" \
	    q(kind == "execute" ? "`" words(2) "`" : words(1 + rnd(4))) \
	    ",\"kind\":" q(kind)
	if (status != "")
		u = u ",\"status\":" q(status)
	if (rnd(3))
		u = u ",\"rawInput\":{\"path\":" q("src/" words(1)) ",\"n\":" rnd(100) "}"
	if (rnd(4) == 0)
		u = u ",\"locations\":[{\"path\":" q("/w/" words(1)) ",\"line\":" \
		    (1 + rnd(900)) "}]"
	update(u "}")
}

# A terminal update: completed or failed, with content, raw output, both
# or neither.
function finish(id,    u, k) {
	u = "{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":" q(id)
	if (rnd(8) == 0) {
		u = u ",\"status\":\"failed\""
		if (rnd(2))
			u = u ",\"content\":" tool_content("error: " words(4))
		if (rnd(2))
			u = u ",\"rawOutput\":{\"error\":" q(words(3)) "}"
	} else {
		u = u ",\"status\":\"completed\""
		k = rnd(6)
		if (k == 0)
			u = u ",\"content\":" tool_content(long_text(30 + rnd(150), "%4d: "))
		else if (k == 1)
			u = u ",\"rawOutput\":{\"exitCode\":0,\"stdout\":" q(words(6)) "}"
		else if (k == 2)
			u = u ",\"content\":[{\"type\":\"diff\",\"path\":" q("/w/" \
			    words(1)) ",\"oldText\":" q(words(3)) ",\"newText\":" \
			    q(words(3)) "}]"
		else if (k == 3)
			u = u ",\"content\":[{\"type\":\"terminal\",\"terminalId\":" \
			    q("term_" rnd(99)) "}]"
		else if (k == 4)
			u = u ",\"content\":" tool_content(words(2 + rnd(10)))
	}
	if (rnd(6) == 0)
		u = u ",\"title\":" q(words(2))
	update(u "}")
}

function progress(id,    k) {
	k = rnd(3)
	if (k == 0)
		update("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":" q(id) \
		    ",\"status\":\"in_progress\"}")
	else if (k == 1)
		update("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":" q(id) \
		    ",\"content\":" tool_content(words(3)) "}")
	else
		update("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":" q(id) \
		    ",\"status\":\"in_progress\",\"content\":[{\"type\":\"diff\"," \
		    "\"path\":" q("/w/" words(1)) ",\"newText\":" q(words(4)) "}]}")
}

# The agent asks the client (its own request ids may equal the prompt's).
function permission(id,    rid) {
	rid = rnd(3) == 0 ? PROMPT_ID : AGENT_RID++
	emit("{\"jsonrpc\":\"2.0\",\"id\":" rid ",\"method\":" \
	    "\"session/request_permission\",\"params\":{\"sessionId\":" q(SID) \
	    ",\"toolCall\":{\"toolCallId\":" q(id) "},\"options\":[{\"optionId\":" \
	    "\"allow\",\"name\":\"Allow\",\"kind\":\"allow_once\"},{\"optionId\":" \
	    "\"reject\",\"name\":\"Reject\",\"kind\":\"reject_once\"}]}}")
	emit("{\"jsonrpc\":\"2.0\",\"id\":" rid ",\"result\":{\"outcome\":" \
	    "{\"outcome\":\"selected\",\"optionId\":\"allow\"}}}")
}

# n parallel calls: created, then progress and terminal updates
# interleaved in any order, each call's terminal update last for it.
function batch(n,    i, left, k, id, ids, state) {
	for (i = 1; i <= n; i++) {
		ids[i] = (rnd(2) ? "call_" : "toolu_") SESSION "_" (++NCALL)
		state[i] = 0
		create(ids[i], rnd(3) == 0 ? "" : (rnd(2) ? "pending" : "in_progress"))
		if (rnd(5) == 0)
			permission(ids[i])
	}
	left = n
	while (left > 0) {
		i = 1 + rnd(n)
		if (state[i] == 2)
			continue
		if (state[i] == 0 && rnd(2)) {
			progress(ids[i])
			state[i] = 1
			continue
		}
		finish(ids[i])
		state[i] = 2
		left--
		if (rnd(6) == 0)
			update("{\"sessionUpdate\":\"plan\",\"entries\":[{\"content\":" \
			    q(words(4)) ",\"priority\":\"medium\",\"status\":" \
			    "\"in_progress\"}]}")
	}
}

function turn(    b, batches) {
	PROMPT_ID = ++CLIENT_RID
	emit("{\"jsonrpc\":\"2.0\",\"id\":" PROMPT_ID ",\"method\":\"session/prompt\"," \
	    "\"params\":{\"sessionId\":" q(SID) ",\"prompt\":[" text_block(words(3 + \
	    rnd(20))) (rnd(5) == 0 ? ",{\"type\":\"resource_link\",\"uri\":" \
	    "\"file:///w/main.c\",\"name\":\"main.c\"}" : "") "]}}")
	if (rnd(2)) {
		MSGN++
		chunk("agent_thought_chunk", words(5 + rnd(10)))
	}
	batches = rnd(10) < 7 ? 1 + rnd(3) : 0
	for (b = 1; b <= batches; b++) {
		if (rnd(2))
			agent_text(1 + rnd(3))
		batch(1 + (rnd(3) == 0 ? rnd(4) : 0))
	}
	agent_text(1 + rnd(5))
	if (rnd(3) == 0)
		update("{\"sessionUpdate\":\"usage_update\",\"used\":" rnd(100000) \
		    ",\"size\":200000}")
	if (rnd(12) == 0) {
		emit("{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":" \
		    "{\"sessionId\":" q(SID) "}}")
		emit("{\"jsonrpc\":\"2.0\",\"id\":" PROMPT_ID ",\"result\":" \
		    "{\"stopReason\":\"cancelled\"}}")
	} else {
		emit("{\"jsonrpc\":\"2.0\",\"id\":" PROMPT_ID ",\"result\":" \
		    "{\"stopReason\":" q(STOP[1 + rnd(NSTOP)]) "}}")
	}
}

# Agentao replays a Chat history: calls are created "completed" and then
# restated by a "completed" update.
function replay(    t, turns, i, n, ids) {
	emit("{\"jsonrpc\":\"2.0\",\"id\":" (++CLIENT_RID) ",\"method\":" \
	    "\"session/load\",\"params\":{\"sessionId\":" q(SID) ",\"cwd\":" \
	    "\"/app/u\",\"mcpServers\":[]}}")
	turns = 1 + rnd(5)
	for (t = 1; t <= turns; t++) {
		MSGN++
		chunk("user_message_chunk", words(3 + rnd(12)))
		n = rnd(3) ? 1 + rnd(4) : 0
		for (i = 1; i <= n; i++) {
			ids[i] = "call_" SESSION "_" (++NCALL)
			create(ids[i], "completed")
		}
		for (i = 1; i <= n; i++)
			update("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":" \
			    q(ids[i]) ",\"status\":\"completed\",\"content\":" \
			    tool_content(rnd(5) ? words(4) : long_text(20 + rnd(60), "%4d: ")) "}")
		agent_text(1)
	}
	emit("{\"jsonrpc\":\"2.0\",\"id\":" CLIENT_RID ",\"result\":null}")
}

function session(    turns, t) {
	SID = "sess_" SESSION
	NCALL = MSGN = 0
	CLIENT_RID = 0
	AGENT_RID = 0
	if (rnd(2)) {
		emit("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":" \
		    "{\"protocolVersion\":1,\"clientCapabilities\":{\"fs\":" \
		    "{\"readTextFile\":true,\"writeTextFile\":true},\"terminal\":true}}}")
		emit("{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":1," \
		    "\"agentCapabilities\":{\"loadSession\":true},\"authMethods\":[]}}")
	}
	if (rnd(4) == 0) {
		replay()
		turns = rnd(3)
	} else {
		emit("{\"jsonrpc\":\"2.0\",\"id\":" (++CLIENT_RID) ",\"method\":" \
		    "\"session/new\",\"params\":{\"cwd\":\"/w\",\"mcpServers\":[]}}")
		emit("{\"jsonrpc\":\"2.0\",\"id\":" CLIENT_RID ",\"result\":" \
		    "{\"sessionId\":" q(SID) "}}")
		update("{\"sessionUpdate\":\"available_commands_update\"," \
		    "\"availableCommands\":[{\"name\":\"init\",\"description\":" \
		    q(words(3)) "}]}")
		turns = 1 + rnd(6)
	}
	for (t = 1; t <= turns; t++)
		turn()
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_words()
	write_sessions()
}
