# agentkit.awk - a deterministic generator of clean agentkit (Rust Item)
# sessions, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/agentkit.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact Item a line:
# System and Context items, user turns, assistant items with reasoning,
# text and 1-4 parallel ToolCall parts, their ToolResults in any order
# (one Tool item each, or several in one, sometimes after an intervening
# assistant item: agentkit only wants a result after its call), error
# results, the synthetic results of interrupted calls and denied approvals,
# Notification items, unicode, escapes and long outputs.  Every call is
# answered and every session ends with an assistant text, so a correct
# checker reports nothing.

# The current time in epoch milliseconds, as an integer literal.
function ms() {
	return sprintf("%.0f", T)
}

# One Item line; the clock advances.
function item(line) {
	emit(line)
	T += 700 + rnd(4000)
}

function tail(finish) {
	return "],\"metadata\":{},\"usage\":" usage() ",\"finish_reason\":" finish \
	    ",\"created_at\":" ms() "}"
}

function usage() {
	if (rnd(3) == 0)
		return "null"
	return "{\"tokens\":{\"input_tokens\":" (50 + rnd(9000)) ",\"output_tokens\":" \
	    (5 + rnd(900)) ",\"reasoning_tokens\":" (rnd(2) ? "null" : rnd(400)) \
	    ",\"cached_input_tokens\":null,\"cache_write_input_tokens\":null},\"cost\":null," \
	    "\"metadata\":{}}"
}

function text_part(s) {
	return "{\"Text\":{\"text\":" q(s) ",\"metadata\":{}}}"
}

function simple(kind, s) {
	item("{\"id\":null,\"kind\":\"" kind "\",\"parts\":[" text_part(s) \
	    "],\"metadata\":{},\"usage\":null,\"finish_reason\":null,\"created_at\":" ms() "}")
}

function gen_id(    r) {
	NCALL++
	r = rnd(3)
	if (r == 0)
		return "call-" NCALL
	return (r == 1 ? "call_" : "toolu_01") alnum(16) NCALL
}

function tool_input(name,    r) {
	r = rnd(4)
	if (r == 0)
		return "{\"path\":" q(pick(PATHS, NPATHS)) ",\"lines\":[" (1 + rnd(50)) "," \
		    (51 + rnd(400)) "]}"
	if (r == 1)
		return "{\"query\":" q(pick(TEXTS, NTEXTS)) ",\"limit\":" (1 + rnd(20)) "}"
	if (r == 2)
		return "{\"cmd\":" q(pick(CMDS, NCMDS)) ",\"timeout_ms\":" (1000 * (1 + rnd(60))) \
		    ",\"env\":{\"LC_ALL\":\"C\"}}"
	return "{}"
}

# One ToolResult part for call id.
function result_part(id,    r, out, err) {
	r = rnd(40)
	err = "false"
	if (r < 5) {
		out = "{\"Text\":" q(pick(ERRORS, NERRORS)) "}"
		err = "true"
	} else if (r == 5) {
		out = "{\"Text\":\"tool call interrupted before it reported a result\"}"
		err = "true"
	} else if (r == 6) {
		out = "{\"Text\":\"" (rnd(2) ? "approval denied" : "approval cancelled") "\"}"
		err = "true"
	} else if (r < 10) {
		out = "{\"Text\":" q(long_rows("line")) "}"
	} else if (r < 18) {
		out = "{\"Structured\":{\"ok\":true,\"count\":" rnd(1000) ",\"items\":[" \
		    q(pick(TEXTS, NTEXTS)) "," q(pick(PATHS, NPATHS)) "],\"ratio\":0." \
		    rnd(1000) ",\"none\":null}}"
	} else if (r == 18) {
		out = "{\"Parts\":[" text_part(pick(TEXTS, NTEXTS)) "]}"
	} else {
		out = "{\"Text\":" q(pick(TEXTS, NTEXTS) "\n" pick(CMDS, NCMDS)) "}"
	}
	return "{\"ToolResult\":{\"call_id\":" q(id) ",\"output\":" out ",\"is_error\":" err \
	    ",\"metadata\":{}}}"
}

function tool_item(parts) {
	item("{\"id\":null,\"kind\":\"Tool\",\"parts\":[" parts "],\"metadata\":{}," \
	    "\"usage\":null,\"finish_reason\":null,\"created_at\":" ms() "}")
}

# One round: an assistant item with n calls, then their results.
function round(    n, i, k, parts, ids, gid, batch) {
	n = 1 + rnd(4)
	NGEN++
	gid = "gen-" NGEN
	parts = ""
	if (rnd(2))
		parts = "{\"Reasoning\":{\"summary\":" q(pick(TEXTS, NTEXTS)) \
		    ",\"data\":null,\"redacted\":" (rnd(5) ? "false" : "true") ",\"metadata\":{}}},"
	if (rnd(2))
		parts = parts text_part(pick(TEXTS, NTEXTS)) ","
	for (i = 1; i <= n; i++) {
		ids[i] = gen_id()
		k = pick(TOOLS, NTOOLS)
		parts = parts (i > 1 ? "," : "") "{\"ToolCall\":{\"id\":" q(ids[i]) \
		    ",\"name\":" q(k) ",\"input\":" tool_input(k) ",\"metadata\":{}}}"
	}
	item("{\"id\":\"" gid "\",\"kind\":\"Assistant\",\"parts\":[" parts \
	    tail("\"ToolCall\""))
	if (rnd(8) == 0)
		item("{\"id\":\"" gid "b\",\"kind\":\"Assistant\",\"parts\":[" \
		    text_part("(still waiting for " n " tool result(s))") \
		    "],\"metadata\":{},\"usage\":null,\"finish_reason\":null,\"created_at\":" ms() "}")
	shuffle(ids, n)		# the results in any order
	batch = ""
	for (i = 1; i <= n; i++) {
		batch = batch (batch != "" ? "," : "") result_part(ids[i])
		if (i == n || rnd(3) != 0) {
			tool_item(batch)
			batch = ""
		}
	}
}

function session(    nturns, t, r, rounds) {
	NCALL = 0
	NGEN = 0
	T = 1717200000000 + rnd(100000000) * 1000
	if (rnd(4) != 0)
		simple("System", pick(SYSTEMS, NSYSTEMS))
	if (rnd(5) == 0)
		simple("Developer", "Prefer small diffs. Never push to main.")
	if (rnd(6) == 0)
		simple("Context", "Summary of earlier work: " pick(TEXTS, NTEXTS))
	nturns = 1 + rnd(5)
	for (t = 1; t <= nturns; t++) {
		simple("User", pick(TEXTS, NTEXTS))
		rounds = rnd(4)
		for (r = 1; r <= rounds; r++)
			round()
		NGEN++
		item("{\"id\":\"gen-" NGEN "\",\"kind\":\"Assistant\",\"parts\":[" \
		    text_part(pick(TEXTS, NTEXTS)) tail("\"Completed\""))
		if (rnd(7) == 0)
			simple("Notification", "<system-reminder>background task " rnd(99) \
			    " finished: " pick(TEXTS, NTEXTS) "</system-reminder>")
		if (rnd(7) == 0 && t == nturns) {
			NGEN++
			item("{\"id\":\"gen-" NGEN "\",\"kind\":\"Assistant\",\"parts\":[" \
			    text_part("Noted.") tail("\"Completed\""))
		}
	}
}

BEGIN {
	corpus_init()
	start = (seed * 7919 + 12345) % 2147483647
	rnd_seed(start > 0 ? start : 1)
	NTEXTS = split("Weather in Paris and Rome?|東京の天気は？明日は雨ですか|" \
	    "Привет! Покажи последние коммиты.|مرحبا، ما هي حالة الخادم؟|" \
	    "naïve café résumé — «quotes» and ‘apostrophes’|" \
	    "emoji 👍🏽 family 👨‍👩‍👧 flags 🇫🇷🇮🇹 🌦️|math: ∑ x² ≤ ∞, π ≈ 3.14159|" \
	    "a path: C:\\Users\\bob\\AppData\\Roaming\\app\\config.json|" \
	    "she said \"ship it\" and left|tabs\there\tand\tthere|line one\nline two\r\n|" \
	    "control \001 \002 \037 chars and DEL \177|U+2028 [\342\200\250] U+2029 [\342\200\251]|" \
	    "Run the tests and tell me what failed.|Summarise README.md in two sentences.|" \
	    "Why is the build slow on CI?|Rename foo() to bar() across the repo.|" \
	    "{\"looks\":\"like json\",\"but\":[\"is\",\"text\"]}|ok|" \
	    "Ελληνικά κείμενο με τόνους|한국어 텍스트도 있습니다|עברית מימין לשמאל", TEXTS, "|")
	NPATHS = split("src/main.c|tests/unit/t_json.c|docs/日本語.md|" \
	    "build/out dir/a b.o|/etc/hosts|C:\\temp\\x.txt|src/über.rs", PATHS, "|")
	NCMDS = split("make -j8|pytest -q tests/unit|git log --oneline -n 5|" \
	    "grep -rn \"TODO\" src/|ls -la|cargo test -- --nocapture|" \
	    "echo 'a\\tb' | tr '\\t' ' '", CMDS, "|")
	NTOOLS = split("read_file|shell|search|get_weather|list_dir|fetch_url|" \
	    "write_file|run_tests", TOOLS, "|")
	NERRORS = split("permission denied: /root|command timed out after 60000 ms|" \
	    "No such file or directory (os error 2)|HTTP 503 Service Unavailable|" \
	    "invalid input: missing field `path`|exit status 2\nstderr: make: *** [all] Error 2",
	    ERRORS, "|")
	NSYSTEMS = split("You are a careful coding assistant.|You answer in the user's " \
	    "language.|Tools may fail; report errors plainly.", SYSTEMS, "|")
	write_sessions()
}
