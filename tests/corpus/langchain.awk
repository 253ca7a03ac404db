# langchain.awk - a deterministic generator of clean LangChain chat message
# histories (message_to_dict() dicts), for running `transcript check` over
# many sessions without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/langchain.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact
# {"type":...,"data":{...}} a line, as SQLChatMessageHistory keeps a row.
# A session may open with a system message; each turn is a human message
# (a string, or text and image_url blocks), then 0-3 rounds of an AI
# message with 1-4 parallel calls answered by one tool message per call,
# in any order, right after it (status success or error, string or block
# content, long multi-line outputs, unicode and escapes), and an AI text
# to close the turn.  The AI messages come as langchain-openai writes
# them (tool_calls, and their OpenAI copy in additional_kwargs), as
# AIMessageChunk (tool_call_chunks too), as langchain-anthropic writes
# them (text and tool_use blocks beside tool_calls), or as older versions
# did (additional_kwargs.tool_calls only); a call whose arguments did not
# parse is an invalid_tool_calls entry, answered like the others.  One
# session in ten uses the deprecated function_call (no ids, one call a
# message, answered by the next function message).

function new_id() {
	NCALL++
	if (STYLE == "anthropic")
		return "toolu_01" alnum(22) NCALL
	return "call_" alnum(24) NCALL
}

# The members after content that every message has.
function base(type, id) {
	return "\"additional_kwargs\":{},\"response_metadata\":{},\"type\":\"" type \
	    "\",\"name\":null,\"id\":" (id == "" ? "null" : q(id))
}

function hex(n) {
	return rand_chars("0123456789abcdef", n)
}

function uuid() {
	return hex(8) "-" hex(4) "-4" hex(3) "-a" hex(3) "-" hex(12)
}

function human(    c) {
	if (rnd(5) == 0) {
		c = "[{\"type\":\"text\",\"text\":" q(words(3 + rnd(15))) "}"
		if (rnd(2))
			c = c ",{\"type\":\"image_url\",\"image_url\":{\"url\":" \
			    "\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\"}}"
		c = c "]"
	} else
		c = q(words(3 + rnd(15)))
	emit("{\"type\":\"human\",\"data\":{\"content\":" c "," base("human", uuid()) \
	    ",\"example\":false}}")
}

function usage(p, c) {
	return "{\"input_tokens\":" p ",\"output_tokens\":" c ",\"total_tokens\":" (p + c) "}"
}

# An AI message of type type: content, additional_kwargs kw, tool_calls
# tc, invalid_tool_calls inv, and more members after them.
function ai(type, content, kw, tc, inv, more,    p, c) {
	p = 50 + rnd(2000)
	c = 5 + rnd(300)
	emit("{\"type\":\"" type "\",\"data\":{\"content\":" content ",\"additional_kwargs\":" \
	    kw ",\"response_metadata\":{\"finish_reason\":\"" (tc == "[]" && inv == "[]" ? \
	    "stop" : "tool_calls") "\",\"model_name\":\"gpt-4o-2024-08-06\"},\"type\":\"" \
	    type "\",\"name\":null,\"id\":\"run-" uuid() "-0\",\"example\":false," \
	    "\"tool_calls\":" tc ",\"invalid_tool_calls\":" inv ",\"usage_metadata\":" \
	    usage(p, c) more "}}")
}

function tool_output(    k) {
	k = rnd(10)
	if (k == 0)
		return q("Error: " words(4) "\n Please fix your mistakes.")
	if (k == 1)
		return q(long_text(40 + rnd(120)))
	if (k == 2)
		return "[{\"type\":\"text\",\"text\":" q(words(2 + rnd(10))) "}]"
	return q(words(2 + rnd(10)))
}

function tool_message(id, name, status) {
	emit("{\"type\":\"tool\",\"data\":{\"content\":" (status == "error" ? \
	    q("Error: " words(3) "\n Please fix your mistakes.") : tool_output()) \
	    ",\"additional_kwargs\":{},\"response_metadata\":{},\"type\":\"tool\",\"name\":" \
	    q(name) ",\"id\":" q(uuid()) ",\"tool_call_id\":" q(id) ",\"artifact\":null," \
	    "\"status\":\"" status "\"}}")
}

# An AI message with n parallel calls (the last one, sometimes, with
# arguments that did not parse), then their tool messages.
function round(n,    i, tc, inv, kw, chunks, blocks, content, order, bad, type, more) {
	bad = STYLE != "anthropic" && STYLE != "old" && rnd(8) == 0 ? n : 0
	for (i = 1; i <= n; i++) {
		CID[i] = new_id()
		CNAME[i] = FN[1 + rnd(NFN)]
		CARGS[i] = i == bad ? "{\"city\": \"" words(1) : args_for(CNAME[i])
	}
	tc = inv = kw = chunks = blocks = ""
	for (i = 1; i <= n; i++) {
		if (i == bad)
			inv = "{\"name\":" q(CNAME[i]) ",\"args\":" q(CARGS[i]) ",\"id\":" \
			    q(CID[i]) ",\"error\":null,\"type\":\"invalid_tool_call\"}"
		else
			tc = tc (tc == "" ? "" : ",") "{\"name\":" q(CNAME[i]) ",\"args\":" \
			    CARGS[i] ",\"id\":" q(CID[i]) ",\"type\":\"tool_call\"}"
		kw = kw (i > 1 ? "," : "") "{" (STYLE == "chunk" ? "\"index\":" (i - 1) "," : "") \
		    "\"id\":" q(CID[i]) ",\"function\":{\"arguments\":" q(CARGS[i]) \
		    ",\"name\":" q(CNAME[i]) "},\"type\":\"function\"}"
		chunks = chunks (i > 1 ? "," : "") "{\"name\":" q(CNAME[i]) ",\"args\":" \
		    q(CARGS[i]) ",\"id\":" q(CID[i]) ",\"index\":" (i - 1) \
		    ",\"type\":\"tool_call_chunk\"}"
		blocks = blocks ",{\"type\":\"tool_use\",\"id\":" q(CID[i]) ",\"name\":" \
		    q(CNAME[i]) ",\"input\":" CARGS[i] "}"
	}
	type = "ai"
	more = ""
	if (STYLE == "anthropic") {
		content = "[{\"text\":" q(words(3 + rnd(8))) ",\"type\":\"text\"}" blocks "]"
		kw = "{}"
	} else {
		content = rnd(3) == 0 ? q(words(3 + rnd(8))) : "\"\""
		kw = "{\"tool_calls\":[" kw "]}"
		if (STYLE == "chunk") {
			type = "AIMessageChunk"
			more = ",\"tool_call_chunks\":[" chunks "]"
		}
	}
	if (STYLE == "old")
		emit("{\"type\":\"ai\",\"data\":{\"content\":" content ",\"additional_kwargs\":" \
		    kw ",\"type\":\"ai\",\"example\":false}}")
	else
		ai(type, content, kw, "[" tc "]", "[" inv "]", more)
	shuffled_order(order, n)
	for (i = 1; i <= n; i++)
		tool_message(CID[order[i]], CNAME[order[i]], order[i] == bad || \
		    rnd(10) == 0 ? "error" : "success")
}

# The deprecated form: one call, answered by the next function message.
function legacy_round(    name) {
	name = FN[1 + rnd(NFN)]
	emit("{\"type\":\"ai\",\"data\":{\"content\":\"\",\"additional_kwargs\":{" \
	    "\"function_call\":{\"arguments\":" q(args_for(name)) ",\"name\":" q(name) \
	    "}},\"type\":\"ai\",\"example\":false}}")
	emit("{\"type\":\"function\",\"data\":{\"content\":" q(words(2 + rnd(10))) \
	    ",\"additional_kwargs\":{},\"type\":\"function\",\"name\":" q(name) "}}")
}

function session(    turns, t, r, rounds, legacy, s) {
	NCALL = 0
	legacy = rnd(10) == 0
	s = rnd(8)
	STYLE = s < 4 ? "openai" : s < 5 ? "chunk" : s < 7 ? "anthropic" : "old"
	if (rnd(2))
		emit("{\"type\":\"system\",\"data\":{\"content\":" q(words(4 + rnd(10))) "," \
		    base("system", "") "}}")
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		human()
		rounds = rnd(10) < 7 ? 1 + rnd(3) : 0
		for (r = 1; r <= rounds; r++)
			if (legacy)
				legacy_round()
			else
				round(1 + (rnd(3) == 0 ? rnd(4) : 0))
		ai(STYLE == "chunk" ? "AIMessageChunk" : "ai", q(words(5 + rnd(30))), "{}",
		    "[]", "[]", STYLE == "chunk" ? ",\"tool_call_chunks\":[]" : "")
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 11) % 2147483647)
	init_default_words()
	write_sessions()
}
