# gemini.awk - a deterministic generator of clean Google Gemini API
# `contents` sessions, for running `transcript check` over many sessions
# without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/gemini.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact Content
# {role, parts} a line.  Each session picks a dialect: REST camelCase,
# python-genai snake_case with every unset member null, or older Vertex
# (responses in a "function" turn); and ids or none (then responses keep
# their calls' order, as matching by name and position needs).  Turns: a
# user text (sometimes with an image), then 0-3 rounds of a model turn with
# 1-4 parallel functionCall parts (thoughts, thought signatures, code
# execution, text around them) answered by one response per call in the
# next turn (in any order when ids link them), errors among them, long
# multi-line outputs, unicode and escapes; a model text ends every turn.

# A part holding member name (camel or snake spelling) with value v; in the
# python-genai dialect every other Part member is present and null.
function part(camel, snake, v,    s, i, m) {
	if (!SNAKE)
		return "{" q(camel) ":" v "}"
	s = "{"
	for (i = 1; i <= NPM; i++) {
		m = PM[i]
		if (i > 1)
			s = s ","
		s = s q(m) ":" (m == snake ? v : "null")
	}
	return s "}"
}

function text_part(t) {
	if (SNAKE)
		return part("text", "text", q(t))
	return "{\"text\":" q(t) "}"
}

function thought_part(t) {
	if (SNAKE) {
		t = part("text", "text", q(t))
		sub(/"thought":null/, "\"thought\":true", t)
		return t
	}
	return "{\"text\":" q(t) ",\"thought\":true}"
}

function content(role, parts) {
	if (SNAKE)
		return "{\"parts\":[" parts "],\"role\":" q(role) "}"
	return "{\"role\":" q(role) ",\"parts\":[" parts "]}"
}

function call_part(i,    f, v) {
	f = ""
	if (IDS)
		f = "\"id\":" q(CID[i]) ","
	else if (SNAKE)
		f = "\"id\":null,"
	v = "{" f "\"name\":" q(CNAME[i]) ",\"args\":" args_for(CNAME[i]) "}"
	if (SNAKE)
		return part("functionCall", "function_call", v)
	if (rnd(4) == 0)
		return "{\"functionCall\":" v ",\"thoughtSignature\":\"" \
		    substr("CiQBcsjafHv0dGhvdWdodHNpZ25hdHVyZQ", 1, 8 + rnd(24)) "\"}"
	return "{\"functionCall\":" v "}"
}

function response_part(i,    f, r, k, v) {
	f = ""
	if (IDS)
		f = "\"id\":" q(CID[i]) ","
	else if (SNAKE)
		f = "\"id\":null,"
	k = rnd(10)
	if (k == 0)
		r = "{\"error\":" q("ENOENT: " words(3)) "}"
	else if (k == 1)
		r = "{\"error\":{\"code\":" (400 + rnd(200)) ",\"message\":" q(words(5)) "}}"
	else if (k == 2)
		r = "{\"output\":" q(long_text(40 + rnd(120))) "}"
	else if (k == 3)
		r = "{\"output\":{\"t\":" (rnd(60) - 20) ",\"sky\":" q(words(1)) "}}"
	else if (k == 4)
		r = "{\"result\":" q(words(4)) "}"	# no "output": all is output
	else
		r = "{\"output\":" q(words(2 + rnd(10))) "}"
	v = "{" f "\"name\":" q(CNAME[i]) ",\"response\":" r
	if (SNAKE)
		v = v ",\"will_continue\":null,\"scheduling\":null"
	v = v "}"
	if (SNAKE)
		return part("functionResponse", "function_response", v)
	return "{\"functionResponse\":" v "}"
}

# A model turn with n parallel calls, then the turn of their responses.
function round(n,    i, parts, order) {
	for (i = 1; i <= n; i++) {
		CID[i] = (rnd(2) ? "fc_" : "call-") SESSION "-" (++NCALL)
		CNAME[i] = FN[1 + rnd(NFN)]
	}
	parts = ""
	if (rnd(3) == 0)
		parts = thought_part(words(4 + rnd(8))) ","
	if (!SNAKE && rnd(6) == 0)
		parts = parts "{\"executableCode\":{\"language\":\"PYTHON\",\"code\":" \
		    q("print(sum(range(" rnd(1000) ")))") "}},{\"codeExecutionResult\":" \
		    "{\"outcome\":\"OUTCOME_OK\",\"output\":\"" rnd(500000) "\\n\"}},"
	if (rnd(3) == 0)
		parts = parts text_part(words(3 + rnd(6))) ","
	for (i = 1; i <= n; i++)
		parts = parts (i > 1 ? "," : "") call_part(i)
	emit(content("model", parts))
	# Responses: any order when ids link them, else the calls' order.
	for (i = 1; i <= n; i++)
		order[i] = i
	if (IDS)
		shuffle(order, n)
	parts = ""
	for (i = 1; i <= n; i++)
		parts = parts (i > 1 ? "," : "") response_part(order[i])
	emit(content(VERTEX ? "function" : "user", parts))
}

function session(    turns, t, r, rounds, parts) {
	SNAKE = rnd(4) == 0
	VERTEX = !SNAKE && rnd(5) == 0
	IDS = rnd(5) < 3
	NCALL = 0
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		parts = text_part(words(3 + rnd(15)))
		if (!SNAKE && rnd(8) == 0)
			parts = parts ",{\"inlineData\":{\"mimeType\":\"image/png\"," \
			    "\"data\":\"iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\"}}"
		emit(content("user", parts))
		rounds = rnd(10) < 7 ? 1 + rnd(3) : 0
		for (r = 1; r <= rounds; r++)
			round(1 + (rnd(3) == 0 ? rnd(4) : 0))
		emit(content("model", text_part(words(5 + rnd(30)))))
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_default_words()
	NPM = split("video_metadata thought inline_data file_data thought_signature " \
	    "function_call code_execution_result executable_code function_response text",
	    PM, " ")
	write_sessions()
}
