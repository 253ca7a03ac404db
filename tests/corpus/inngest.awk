# inngest.awk - a deterministic generator of clean Inngest AgentKit
# sessions (AgentResult.export() rows), for running `transcript check`
# over many sessions without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/inngest.awk
#
# writes OUT/s0001.jsonl ... one thread a file, one AgentResult a line:
# user rows (the fake AgentResult("user", ...)), agent results from
# several agents of a network with text, 1-3 tool_call messages of 1-4
# tools each and all their results in toolCalls (any order; {data:...} or
# {error:...}), text content as a string or an array of text parts, the
# OpenAI adapter's extra "function" key, Postgres JSONB key order, unicode,
# escapes and long outputs.  Every call is answered in its own AgentResult
# and every thread ends with an agent's text, so a correct checker reports
# nothing.

# createdAt as JavaScript's toISOString() writes it.
function iso(    s, d, y, m, mdays, ms) {
	ms = T % 1000
	s = int(T / 1000)
	d = int(s / 86400)
	s -= d * 86400
	y = 2024
	split("31 29 31 30 31 30 31 31 30 31 30 31", mdays, " ")
	for (m = 1; d >= mdays[m] + 0; m++)
		d -= mdays[m]
	return sprintf("%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, m, d + 1,
	    int(s / 3600), int(s % 3600 / 60), s % 60, ms)
}

function checksum() {
	return rand_chars("0123456789", 16)
}

# One AgentResult line; JSONB rows have their keys sorted by length.
function agent_result(agent, output, calls) {
	T += 300 + rnd(9000)
	if (JSONB)
		emit("{\"output\":[" output "],\"checksum\":\"" checksum() "\",\"agentName\":" \
		    q(agent) ",\"createdAt\":\"" iso() "\",\"toolCalls\":[" calls "]}")
	else
		emit("{\"agentName\":" q(agent) ",\"createdAt\":\"" iso() "\",\"checksum\":\"" \
		    checksum() "\",\"output\":[" output "],\"toolCalls\":[" calls "]}")
}

function text_msg(role, s, stop) {
	if (rnd(5) == 0)
		return "{\"type\":\"text\",\"role\":\"" role "\",\"content\":[{\"type\":\"text\"," \
		    "\"text\":" q(s) "}],\"stop_reason\":\"" stop "\"}"
	return "{\"type\":\"text\",\"role\":\"" role "\",\"content\":" q(s) \
	    ",\"stop_reason\":\"" stop "\"}"
}

function gen_id(    r, s) {
	NCALL++
	r = rnd(3)
	s = alnum(14)
	if (r == 0)
		return "call_" s NCALL
	if (r == 1)
		return "toolu_01" s NCALL
	return "fc-" NCALL
}

function tool_input(    r) {
	r = rnd(4)
	if (r == 0)
		return "{\"customer_id\":\"cus_" rnd(1000) "\",\"month\":\"2024-0" (1 + rnd(9)) "\"}"
	if (r == 1)
		return "{\"query\":" q(pick(TEXTS, NTEXTS)) ",\"limit\":" (1 + rnd(20)) "}"
	if (r == 2)
		return "{\"url\":" q("https://example.com/" pick(PATHS, NPATHS)) \
		    ",\"headers\":{\"Accept\":\"application/json\"}}"
	return "{}"
}

function content(name,    r) {
	r = rnd(30)
	if (r < 4)
		return "{\"error\":{\"name\":" q(r < 2 ? "Error" : "FetchError") ",\"message\":" \
		    q(pick(ERRORS, NERRORS)) (r == 0 ? ",\"stack\":" q("Error: x\n    at handler " \
		    "(tools.ts:12:9)") : "") "}}"
	if (r < 7)
		return "{\"data\":" q(long_rows("row")) "}"
	if (r < 12)
		return "{\"data\":[{\"id\":\"in_" rnd(9999) "\",\"amount\":" rnd(100000) \
		    ",\"status\":\"paid\"},{\"id\":\"in_" rnd(9999) "\",\"amount\":" rnd(1000) \
		    ".5,\"status\":" q(pick(TEXTS, NTEXTS)) "}]}"
	if (r < 14)
		return "{\"data\":\"" name " successfully executed\"}"
	if (r == 14)
		return "{\"data\":null}"
	if (r == 15)
		return "{\"data\":" rnd(1000) "}"
	return "{\"data\":" q(pick(TEXTS, NTEXTS)) "}"
}

# An agent result with 1-3 tool_call messages and all their results.
function tool_result(agent,    nm, m, n, i, k, out, calls, tool, ncalls, fn, order) {
	out = ""
	if (rnd(2))
		out = text_msg("assistant", pick(TEXTS, NTEXTS), "tool") ","
	nm = 1 + (rnd(4) == 0) + (rnd(8) == 0)
	ncalls = 0
	fn = rnd(3) == 0
	for (m = 1; m <= nm; m++) {
		n = 1 + rnd(4)
		out = out (m > 1 ? "," : "") "{\"type\":\"tool_call\",\"role\":\"assistant\"," \
		    "\"stop_reason\":\"tool\",\"tools\":["
		for (i = 1; i <= n; i++) {
			k = pick(TOOLS, NTOOLS)
			tool = "{\"type\":\"tool\",\"id\":" q(gen_id()) ",\"name\":" q(k) \
			    (fn ? ",\"function\":" q(k) : "") ",\"input\":" tool_input() "}"
			TOOL[++ncalls] = tool
			NAME[ncalls] = k
			out = out (i > 1 ? "," : "") tool
		}
		out = out "]}"
	}
	shuffled_order(order, ncalls)	# the results in any order
	calls = ""
	for (i = 1; i <= ncalls; i++)
		calls = calls (i > 1 ? "," : "") "{\"type\":\"tool_result\",\"role\":" \
		    "\"tool_result\",\"stop_reason\":\"tool\",\"tool\":" TOOL[order[i]] \
		    ",\"content\":" content(NAME[order[i]]) "}"
	agent_result(agent, out, calls)
}

function session(    nturns, t, r, steps, agent) {
	NCALL = 0
	T = rnd(300) * 86400000 + rnd(86400000)
	JSONB = rnd(3) == 0
	nturns = 1 + rnd(5)
	for (t = 1; t <= nturns; t++) {
		agent_result("user", text_msg("user", pick(TEXTS, NTEXTS), "stop"), "")
		if (rnd(3) == 0)
			agent_result("router", text_msg("assistant", "Routing to the " \
			    pick(AGENTS, NAGENTS) " agent.", "stop"), "")
		agent = pick(AGENTS, NAGENTS)
		steps = rnd(4)
		for (r = 1; r <= steps; r++) {
			if (rnd(4) == 0)
				agent = pick(AGENTS, NAGENTS)
			tool_result(agent)
		}
		agent_result(agent, text_msg("assistant", pick(TEXTS, NTEXTS), "stop"), "")
	}
}

BEGIN {
	corpus_init()
	start = (seed * 7919 + 12345) % 2147483647
	rnd_seed(start > 0 ? start : 1)
	NTEXTS = split("Why was I charged twice in May?|東京の天気は？明日は雨ですか|" \
	    "Привет! Где мой заказ?|مرحبا، أين طلبي؟|" \
	    "naïve café résumé — «quotes» and ‘apostrophes’|" \
	    "emoji 👍🏽 family 👨‍👩‍👧 flags 🇫🇷🇮🇹 🌦️|math: ∑ x² ≤ ∞, π ≈ 3.14159|" \
	    "a path: C:\\Users\\bob\\Downloads\\invoice.pdf|" \
	    "she said \"refund it\" and hung up|tabs\there\tand\tthere|line one\nline two\r\n|" \
	    "control \001 \002 \037 chars and DEL \177|U+2028 [\342\200\250] U+2029 [\342\200\251]|" \
	    "Cancel my subscription, please.|Summarise the last three tickets.|" \
	    "Which plan am I on?|Refund the duplicate charge.|" \
	    "{\"looks\":\"like json\",\"but\":[\"is\",\"text\"]}|ok|" \
	    "Ελληνικά κείμενο με τόνους|한국어 텍스트도 있습니다|עברית מימין לשמאל", TEXTS, "|")
	NPATHS = split("invoices/2024-05|tickets?status=open|users/42|search?q=a%20b|" \
	    "docs/日本語", PATHS, "|")
	NTOOLS = split("list_invoices|get_refund_status|search_docs|send_email|" \
	    "flag_duplicate|lookup_order|get_weather", TOOLS, "|")
	NAGENTS = split("billing|support|docs|weather|planner", AGENTS, "|")
	NERRORS = split("refund service unavailable (HTTP 503)|timeout after 10000 ms|" \
	    "Invalid input: expected string, received number|customer \"cus_9\" not found|" \
	    "ECONNRESET\nsocket hang up", ERRORS, "|")
	write_sessions()
}
