# agents-js.awk - a deterministic generator of clean OpenAI Agents SDK for
# JavaScript session items (AgentInputItem, camelCase), for running
# `transcript check` over many sessions without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT -f tests/corpus/agents-js.awk
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
# POSIX awk; the random numbers come from a Park-Miller generator in exact
# double arithmetic, so every awk writes the same bytes.

function rnd(n) {
	R = (R * 16807) % 2147483647
	return int(R / 2147483647 * n)
}

# A JSON string literal for s: quote, backslash and control characters
# escaped, everything else (UTF-8 included) as is.
function q(s,    out, c) {
	out = ""
	while (match(s, SPECIAL)) {
		c = substr(s, RSTART, 1)
		out = out substr(s, 1, RSTART - 1) ESC[c]
		s = substr(s, RSTART + 1)
	}
	return "\"" out s "\""
}

function init_escapes(    i, c) {
	for (i = 1; i < 32; i++) {
		c = sprintf("%c", i)
		ESC[c] = sprintf("\\u%04x", i)
	}
	ESC["\n"] = "\\n"
	ESC["\t"] = "\\t"
	ESC["\r"] = "\\r"
	ESC["\""] = "\\\""
	ESC["\\"] = "\\\\"
	SPECIAL = "[\\\\\"" sprintf("%c", 1) "-" sprintf("%c", 31) "]"
}

function init_words() {
	NWORDS = split("the|a|weather|file|build|test|error|fix|run|list|read|" \
	    "city|Paris|Rome|Oslo|Zürich|København|São Paulo|東京|Москва|" \
	    "القاهرة|naïve|café|résumé|🙂|✓|→|…|«quoted»|\"quotes\"|" \
	    "back\\slash|tab\there|line\nbreak|cr\rlf|bell\007|100%|$HOME|" \
	    "C:\\Users|{braces}|[brackets]|<tag/>|\342\200\250|ok|why|how|please|" \
	    "now|then|also", WORD, "|")
	NFN = split("get_weather read_file list_dir search_code run_shell " \
	    "get_forecast write_file fetch_url", FN, " ")
}

function words(n,    s, i) {
	s = WORD[1 + rnd(NWORDS)]
	for (i = 1; i < n; i++)
		s = s " " WORD[1 + rnd(NWORDS)]
	return s
}

# A long, multi-line tool output.
function long_text(lines,    s, i) {
	s = ""
	for (i = 1; i <= lines; i++)
		s = s sprintf("%5d\t", i) words(3 + rnd(12)) "\n"
	return s
}

function emit(line) {
	print line > FILE
}

function new_id(prefix,    s, i) {
	NCALL++
	s = prefix
	for (i = 0; i < 16; i++)
		s = s substr(ALNUM, 1 + rnd(62), 1)
	return s NCALL
}

function args_for(name) {
	if (name == "get_weather" || name == "get_forecast")
		return "{\"city\":" q(words(1)) (rnd(2) ? ",\"days\":" (1 + rnd(7)) : "") "}"
	if (name == "run_shell")
		return "{\"command\":" q("grep -rn " words(1) " src/") ",\"timeout\":30}"
	if (name == "write_file")
		return "{\"path\":" q("src/" words(1) ".c") ",\"content\":" q(words(8)) "}"
	return "{\"path\":" q("src/" words(1)) ",\"query\":" q(words(2)) "}"
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
function round(n,    i, j, t, order) {
	if (rnd(2))
		reasoning()
	for (i = 1; i <= n; i++)
		call(i)
	if (rnd(5) == 0)
		hosted()
	for (i = 1; i <= n; i++)
		order[i] = i
	for (i = n; i > 1; i--) {
		j = 1 + rnd(i)
		t = order[i]
		order[i] = order[j]
		order[j] = t
	}
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
	FILE = sprintf("%s/s%04d.jsonl", dir, SESSION)
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
	close(FILE)
}

BEGIN {
	if (seed == "")
		seed = 1
	if (sessions == "")
		sessions = 1000
	if (dir == "")
		dir = "."
	R = (seed * 7919 + 1) % 2147483647
	ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	init_escapes()
	init_words()
	for (SESSION = 1; SESSION <= sessions; SESSION++)
		session()
}
