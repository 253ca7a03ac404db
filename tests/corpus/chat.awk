# chat.awk - a deterministic generator of clean OpenAI Chat Completions
# sessions, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT -f tests/corpus/chat.awk
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

# A fresh call id in one of the styles seen in the wild.
function new_id(    k, s, i) {
	NCALL++
	k = rnd(6)
	if (k == 0)
		return sprintf("call_%02d_%s", NCALL, substr(ALNUM, 1 + rnd(30), 12))
	if (k == 1)
		return "bash_" (100 + NCALL)
	if (k == 2)
		return "Agent:" NCALL
	s = "call_"
	for (i = 0; i < 24; i++)
		s = s substr(ALNUM, 1 + rnd(62), 1)
	return s NCALL
}

# Arguments as a JSON object (the caller quotes it: Chat's arguments is a
# string holding JSON).
function args_for(name) {
	if (name == "get_weather" || name == "get_forecast")
		return "{\"city\":" q(words(1)) (rnd(2) ? ",\"days\":" (1 + rnd(7)) : "") "}"
	if (name == "run_shell")
		return "{\"command\":" q("grep -rn " words(1) " src/") ",\"timeout\":30}"
	if (name == "write_file")
		return "{\"path\":" q("src/" words(1) ".c") ",\"content\":" q(words(8)) "}"
	return "{\"path\":" q("src/" words(1)) ",\"query\":" q(words(2)) "}"
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
function round(n,    i, j, t, calls, content, order) {
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
	for (i = 1; i <= n; i++)
		order[i] = i
	for (i = n; i > 1; i--) {
		j = 1 + rnd(i)
		t = order[i]
		order[i] = order[j]
		order[j] = t
	}
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
	FILE = sprintf("%s/s%04d.jsonl", dir, SESSION)
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
