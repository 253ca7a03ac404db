# agents-js.awk - a deterministic generator of clean OpenAI Agents SDK for
# JavaScript session items (AgentInputItem, camelCase), for running
# `transcript check` over many sessions without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/agents-js.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact item a line.
# A session may open with a system message; each turn is a user message
# (a string, or input_text/input_image parts; typed or not), then 0-3 model
# rounds: an optional reasoning item, 1-4 parallel calls linked by callId
# (function_call mostly; shell_call, apply_patch_call, computer_call,
# program, client tool_search_call) whose results follow in any order
# (function_call_result with a string, a {type:text} or input_text parts,
# error texts, failed patches, long multi-line outputs, unicode and
# escapes), with hosted_tool_call items in between; an assistant message
# (sometimes with providerData) closes the turn.  Between turns a
# compaction item sometimes stands.

function new_id(prefix) {
	NCALL++
	return prefix alnum(16) NCALL
}

function result_output(    k) {
	k = rnd(8)
	if (k == 0)
		return "{\"type\":\"text\",\"text\":" q(long_text(40 + rnd(120))) "}"
	if (k == 1)
		return "[{\"type\":\"input_text\",\"text\":" q(words(2 + rnd(10))) "}]"
	if (k == 2)
		return q("An error occurred while running the tool. Please try again. " \
		    "Error: " words(4))
	if (k == 3)
		return q(words(2 + rnd(10)))
	return "{\"type\":\"text\",\"text\":" q(words(2 + rnd(10))) "}"
}

function hosted(    id) {
	id = new_id("ws_")
	emit("{\"type\":\"hosted_tool_call\",\"id\":" q(id) ",\"name\":" \
	    (rnd(2) ? "\"web_search_call\"" : "\"file_search_call\"") \
	    ",\"status\":\"completed\",\"output\":" q(words(4)) ",\"providerData\":" \
	    "{\"action\":{\"type\":\"search\",\"query\":" q(words(2)) "}}}")
}

# Call i of a round: its item now, its result kept in OUT[i].
function call(i,    k, id, name) {
	k = rnd(12)
	id = new_id("call_")
	if (k == 0) {
		emit("{\"type\":\"shell_call\",\"callId\":" q(id) ",\"status\":\"completed\"," \
		    "\"action\":{\"commands\":[" q("ls " words(1)) "],\"timeoutMs\":60000}}")
		OUT[i] = "{\"type\":\"shell_call_output\",\"callId\":" q(id) ",\"output\":" \
		    "[{\"stdout\":" q(words(4)) ",\"stderr\":\"\",\"outcome\":{\"type\":" \
		    "\"exit\",\"exitCode\":" rnd(2) "}}]}"
	} else if (k == 1) {
		emit("{\"type\":\"apply_patch_call\",\"callId\":" q(id) ",\"status\":" \
		    "\"completed\",\"operation\":{\"type\":\"update_file\",\"path\":" \
		    q("src/" words(1)) ",\"diff\":" q("-" words(2) "\n+" words(2)) "}}")
		OUT[i] = "{\"type\":\"apply_patch_call_output\",\"callId\":" q(id) \
		    ",\"status\":" (rnd(3) == 0 ? "\"failed\",\"output\":" q(words(3)) : \
		    "\"completed\"") "}"
	} else if (k == 2) {
		emit("{\"type\":\"computer_call\",\"callId\":" q(id) ",\"status\":" \
		    "\"completed\",\"action\":{\"type\":\"click\",\"x\":" rnd(1000) ",\"y\":" \
		    rnd(800) ",\"button\":\"left\"}}")
		OUT[i] = "{\"type\":\"computer_call_result\",\"callId\":" q(id) ",\"output\":" \
		    "{\"type\":\"computer_screenshot\",\"data\":\"data:image/png;base64," \
		    "iVBORw0KGgo=\"}}"
	} else if (k == 3) {
		emit("{\"type\":\"program\",\"callId\":" q(id) ",\"code\":" \
		    q("print(" words(1) ")") ",\"fingerprint\":\"fp_" NCALL "\"}")
		OUT[i] = "{\"type\":\"program_output\",\"callId\":" q(id) ",\"output\":" \
		    q(words(3)) ",\"status\":\"completed\"}"
	} else if (k == 4) {
		emit("{\"type\":\"tool_search_call\",\"callId\":" q(id) ",\"execution\":" \
		    "\"client\",\"arguments\":{\"query\":" q(words(2)) "},\"status\":" \
		    "\"completed\"}")
		OUT[i] = "{\"type\":\"tool_search_output\",\"callId\":" q(id) ",\"execution\":" \
		    "\"client\",\"status\":\"completed\",\"tools\":[]}"
	} else {
		name = FN[1 + rnd(NFN)]
		emit("{\"type\":\"function_call\"," (rnd(2) ? "\"id\":\"fc_" NCALL "\"," : "") \
		    "\"callId\":" q(id) ",\"name\":" q(name) ",\"status\":\"completed\"," \
		    "\"arguments\":" q(args_for(name)) (rnd(3) == 0 ? ",\"providerData\":{}" : "") \
		    "}")
		OUT[i] = "{\"type\":\"function_call_result\",\"name\":" q(name) ",\"callId\":" \
		    q(id) ",\"status\":\"completed\",\"output\":" result_output() "}"
	}
}

function reasoning() {
	emit("{\"type\":\"reasoning\",\"id\":\"rs_" (++NCALL) "\",\"content\":[" \
	    (rnd(2) ? "{\"type\":\"input_text\",\"text\":" q(words(5)) "}" : "") "]" \
	    (rnd(2) ? ",\"providerData\":{\"encryptedContent\":\"gAAAAABo" NCALL "\"}" : "") \
	    "}")
}

# n parallel calls, then their results in any order.
function round(n,    i, order) {
	if (rnd(2))
		reasoning()
	for (i = 1; i <= n; i++)
		call(i)
	if (rnd(5) == 0)
		hosted()
	shuffled_order(order, n)
	for (i = 1; i <= n; i++)
		emit(OUT[order[i]])
}

function user_message(    c, typed) {
	typed = rnd(2) ? "\"type\":\"message\"," : ""
	if (rnd(3) == 0) {
		c = "[{\"type\":\"input_text\",\"text\":" q(words(3 + rnd(15))) "}"
		if (rnd(3) == 0)
			c = c ",{\"type\":\"input_image\",\"image\":\"data:image/png;base64," \
			    "iVBORw0KGgo=\",\"detail\":\"auto\"}"
		emit("{" typed "\"role\":\"user\",\"content\":" c "]}")
	} else
		emit("{" typed "\"role\":\"user\",\"content\":" q(words(3 + rnd(15))) "}")
}

function assistant_message() {
	emit("{\"id\":\"msg_" (++NCALL) "\",\"type\":\"message\",\"role\":\"assistant\"," \
	    "\"status\":\"completed\",\"content\":[{\"type\":\"output_text\",\"text\":" \
	    q(words(5 + rnd(30))) "}]" (rnd(2) ? ",\"providerData\":{}" : "") "}")
}

function session(    turns, t, r, rounds) {
	NCALL = 0
	if (rnd(3) == 0)
		emit("{\"role\":\"system\",\"content\":" q(words(4 + rnd(10))) "}")
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		if (t > 1 && rnd(8) == 0)
			emit("{\"type\":\"compaction\",\"encrypted_content\":\"gAAAAABo" \
			    (++NCALL) "\",\"id\":\"cmp_" NCALL "\"}")
		user_message()
		rounds = rnd(10) < 7 ? 1 + rnd(3) : 0
		for (r = 1; r <= rounds; r++)
			round(1 + (rnd(3) == 0 ? rnd(4) : 0))
		assistant_message()
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_default_words()
	write_sessions()
}
