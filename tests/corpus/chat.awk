# chat.awk - a deterministic generator of clean OpenAI Chat Completions
# sessions, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/chat.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact message a
# line.  A session may open with a system or developer message; each turn
# is a user message (a string, or text and image_url parts), then 0-3
# rounds of an assistant message with 1-4 parallel tool_calls (function
# calls with string arguments, sometimes a custom call with freeform
# input; content null, a string or text parts) answered by one tool message
# per call, in any order, right after it (string or text-part content,
# error texts, long multi-line outputs, unicode and escapes), and an
# assistant text to close the turn.  One session in eight uses the
# deprecated function_call form (no ids, one call per message, answered by
# the next "function" message).  Ids come in the styles providers use
# (call_..., call_00_..., bash_12, Agent:0).

# A fresh call id in one of the styles seen in the wild.
function new_id(    k) {
	NCALL++
	k = rnd(6)
	if (k == 0)
		return sprintf("call_%02d_%s", NCALL, substr(ALNUM, 1 + rnd(30), 12))
	if (k == 1)
		return "bash_" (100 + NCALL)
	if (k == 2)
		return "Agent:" NCALL
	return "call_" alnum(24) NCALL
}

function text_content(t) {
	if (rnd(4) == 0)
		return "[{\"type\":\"text\",\"text\":" q(t) "}]"
	return q(t)
}

function user_message(    c) {
	if (rnd(5) == 0) {
		c = "[{\"type\":\"text\",\"text\":" q(words(3 + rnd(15))) "}"
		if (rnd(2))
			c = c ",{\"type\":\"image_url\",\"image_url\":{\"url\":" \
			    "\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\"," \
			    "\"detail\":\"low\"}}"
		emit("{\"role\":\"user\",\"content\":" c "]}")
	} else
		emit("{\"role\":\"user\",\"content\":" q(words(3 + rnd(15))) "}")
}

function tool_output(    k) {
	k = rnd(10)
	if (k == 0)
		return q("Error: " words(4))
	if (k == 1)
		return q("{\"error\":{\"code\":" (400 + rnd(200)) ",\"message\":" \
		    q(words(5)) "}}")
	if (k == 2)
		return text_content(long_text(40 + rnd(120)))
	if (k == 3)
		return q("{\"t\":" (rnd(60) - 20) ",\"sky\":" q(words(1)) "}")
	return text_content(words(2 + rnd(10)))
}

# An assistant message with n parallel calls, then their tool messages.
function round(n,    i, t, calls, content, order) {
	for (i = 1; i <= n; i++) {
		CID[i] = new_id()
		CNAME[i] = FN[1 + rnd(NFN)]
	}
	calls = ""
	for (i = 1; i <= n; i++) {
		if (i > 1)
			calls = calls ","
		if (rnd(12) == 0)
			calls = calls "{\"id\":" q(CID[i]) ",\"type\":\"custom\",\"custom\":" \
			    "{\"name\":\"apply_patch\",\"input\":" q("*** Begin Patch\n" \
			    "*** Update File: src/" words(1) ".c\n-" words(3) "\n+" words(3) \
			    "\n*** End Patch") "}}"
		else
			calls = calls "{\"id\":" q(CID[i]) ",\"type\":\"function\"," \
			    "\"function\":{\"name\":" q(CNAME[i]) ",\"arguments\":" \
			    q(args_for(CNAME[i])) "}}"
	}
	t = rnd(4)
	content = t == 0 ? q(words(3 + rnd(8))) : t == 1 ? \
	    "[{\"type\":\"text\",\"text\":" q(words(4)) "}]" : "null"
	emit("{\"role\":\"assistant\",\"content\":" content ",\"tool_calls\":[" calls "]}")
	shuffled_order(order, n)
	for (i = 1; i <= n; i++)
		emit("{\"role\":\"tool\",\"tool_call_id\":" q(CID[order[i]]) \
		    ",\"content\":" tool_output() "}")
}

# The deprecated form: one call, answered by the next message.
function legacy_round(    name) {
	name = FN[1 + rnd(NFN)]
	emit("{\"role\":\"assistant\",\"content\":null,\"function_call\":{\"name\":" \
	    q(name) ",\"arguments\":" q(args_for(name)) "}}")
	emit("{\"role\":\"function\",\"name\":" q(name) ",\"content\":" \
	    (rnd(8) == 0 ? "null" : q(words(2 + rnd(10)))) "}")
}

function session(    turns, t, r, rounds, legacy) {
	NCALL = 0
	legacy = rnd(8) == 0
	t = rnd(3)
	if (t == 0)
		emit("{\"role\":\"system\",\"content\":" q(words(4 + rnd(10))) "}")
	else if (t == 1)
		emit("{\"role\":\"developer\",\"content\":" q(words(4 + rnd(10))) "}")
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		user_message()
		rounds = rnd(10) < 7 ? 1 + rnd(3) : 0
		for (r = 1; r <= rounds; r++)
			if (legacy)
				legacy_round()
			else
				round(1 + (rnd(3) == 0 ? rnd(4) : 0))
		emit("{\"role\":\"assistant\",\"content\":" text_content(words(5 + rnd(30))) \
		    (rnd(10) == 0 ? ",\"refusal\":null" : "") "}")
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_default_words()
	write_sessions()
}
