# anthropic.awk - a deterministic generator of clean Anthropic Messages API
# sessions, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/anthropic.awk
#
# writes OUT/s0001.jsonl ... one session a file, one message {role,content}
# a line: user turns (a string, or text and image blocks), assistant
# messages with thinking, redacted_thinking, text, hosted server and MCP
# tools (self-contained) and 1-4 parallel tool_use blocks, the next user
# message answering every call with tool_result blocks in any order
# (string or block content, is_error true, false or absent), text after
# the results, an occasional role "system" message, unicode, escapes and
# long outputs.  Every call is answered in the next message and every
# session ends with an assistant text, so a correct checker reports
# nothing.

function init_words(    n) {
	n = split("Paris|Rome|Köln|Zürich|東京|Αθήνα|Kraków|São Paulo|" \
	    "Reykjavík|Montréal|Ålesund|İstanbul|Hà Nội|서울|القاهرة", CITY, "|")
	NCITY = n
	n = split("What's the weather in %s?|Is it raining in %s right now?|" \
	    "Compare %s with yesterday, please.|Any \"severe\" warnings for %s?|" \
	    "Plan a walk in %s — morning or evening?|%s: wind\\speed and humidity?|" \
	    "Résumé of the forecast for %s, in Celsius 🌦️", ASK, "|")
	NASK = n
	n = split("get_weather|get_forecast|read_file|run_tests|search_docs|" \
	    "edit_file|list_dir|http_get", TOOL, "|")
	NTOOL = n
	n = split("Checking that now.|Let me look this up.|I'll run both lookups " \
	    "in parallel.|One moment — gathering data.|Looking at the file first.", \
	    SAY, "|")
	NSAY = n
	n = split("The forecast is mild: 18°C with light wind.|Done ✅ — all " \
	    "42 tests pass.|It is raining (12 mm) and cold: 4°C.|The file has " \
	    "no TODOs left.|Sunny, 24°C; UV index 7 — take a hat 🧢.|" \
	    "日本語でお答えします：晴れ、気温は20度です。|Ничего не найдено.", \
	    DONE, "|")
	NDONE = n
}

function city() {
	return CITY[1 + rnd(NCITY)]
}

# An id: prefix, 18 random base-62 characters, and a per-session counter.
function mkid(prefix) {
	return prefix alnum(18) sprintf("%04d", ++NID)
}

# A tool output: short, multi-line with escapes, or long (up to ~30 KB).
function output(    r, s, i, n) {
	r = rnd(10)
	if (r < 5)
		return sprintf("%dC, %s, humidity %d%%", rnd(35), \
		    rnd(2) ? "cloudy" : "sunny", 20 + rnd(80))
	if (r < 8) {
		s = "line 1: \"quoted\" and C:\\path\\to\\file\n\ttabbed\n"
		s = s sprintf("%c", 1 + rnd(8)) "control " sprintf("%c", 27) "[31mred" \
		    sprintf("%c", 27) "[0m\nend — fin ✓"
		return s
	}
	n = 50 + rnd(600)
	s = ""
	for (i = 1; i <= n; i++)
		s = s sprintf("%5d\tsrc/mod_%d.c: /* \"TODO\" \\\\ %s */\n", i, rnd(99), \
		    city())
	return s
}

function user_turn(    s, r) {
	s = sprintf(ASK[1 + rnd(NASK)], city())
	r = rnd(10)
	if (r < 6)
		return "{\"role\":\"user\",\"content\":" q(s) "}"
	if (r < 8)
		return "{\"role\":\"user\",\"content\":[" text_block(s) "]}"
	return "{\"role\":\"user\",\"content\":[" text_block(s) ",{\"type\":\"image\"," \
	    "\"source\":{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":" \
	    "\"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk\"}}]}"
}

# Optional leading blocks of an assistant message, with a trailing comma.
function preamble(    s) {
	s = ""
	if (rnd(10) < 3)
		s = s "{\"type\":\"thinking\",\"thinking\":" q("The user asks about " \
		    city() ". I should call the tools; results may come in any order.") \
		    ",\"signature\":\"EqQBCkYIBhgCKkB" mkid("") "\"},"
	else if (rnd(20) == 0)
		s = s "{\"type\":\"redacted_thinking\",\"data\":\"EmwKAhgBEgy" mkid("") "\"},"
	if (rnd(10) < 5)
		s = s text_block(SAY[1 + rnd(NSAY)]) ","
	if (rnd(10) < 2)
		s = s hosted() ","
	return s
}

# A hosted tool use with its result, both inside the assistant message.
function hosted(    id) {
	if (rnd(4) == 0) {
		id = mkid("mcptoolu_01")
		return "{\"type\":\"mcp_tool_use\",\"id\":\"" id "\",\"name\":\"lookup\"," \
		    "\"server_name\":\"weather-mcp\",\"input\":{\"q\":" q(city()) "}}," \
		    "{\"type\":\"mcp_tool_result\",\"tool_use_id\":\"" id "\"," \
		    "\"is_error\":false,\"content\":[" text_block(output()) "]}"
	}
	id = mkid("srvtoolu_01")
	return "{\"type\":\"server_tool_use\",\"id\":\"" id "\",\"name\":\"web_search\"," \
	    "\"input\":{\"query\":" q(city() " weather news") "}},{\"type\":" \
	    "\"web_search_tool_result\",\"tool_use_id\":\"" id "\",\"content\":[{\"type\":" \
	    "\"web_search_result\",\"title\":" q("Forecast for " city()) ",\"url\":" \
	    "\"https://example.org/w\",\"encrypted_content\":\"EqgfCioIARgBIiQ\"," \
	    "\"page_age\":\"1 day ago\"}]}"
}

# One round: an assistant message with k calls, then the user message with
# their k results in a random order.
function round(    k, i, s, r, ids) {
	k = 1 + rnd(4)
	s = "{\"role\":\"assistant\",\"content\":[" preamble()
	for (i = 1; i <= k; i++) {
		ids[i] = mkid("toolu_01")
		if (i > 1)
			s = s ","
		s = s "{\"type\":\"tool_use\",\"id\":\"" ids[i] "\",\"name\":\"" \
		    TOOL[1 + rnd(NTOOL)] "\",\"input\":{\"city\":" q(city()) \
		    ",\"days\":" (1 + rnd(7)) ",\"opts\":{\"unit\":\"celsius\"," \
		    "\"raw\":" (rnd(2) ? "true" : "false") "}}}"
	}
	emit(s "]}")
	shuffle(ids, k)
	s = "{\"role\":\"user\",\"content\":["
	for (i = 1; i <= k; i++) {
		if (i > 1)
			s = s ","
		s = s "{\"type\":\"tool_result\",\"tool_use_id\":\"" ids[i] "\""
		r = rnd(20)
		if (r < 12)
			s = s ",\"content\":" q(output())
		else if (r < 18)
			s = s ",\"content\":[" text_block(output()) "]"
		if (r < 3)
			s = s ",\"is_error\":true"
		else if (r < 5)
			s = s ",\"is_error\":false"
		if (rnd(10) == 0)
			s = s ",\"cache_control\":{\"type\":\"ephemeral\"}"
		s = s "}"
	}
	if (rnd(7) == 0)
		s = s "," text_block("(use Celsius, please)")
	emit(s "]}")
}

function final(    s) {
	s = "{\"role\":\"assistant\",\"content\":["
	if (rnd(5) == 0)
		s = s "{\"type\":\"thinking\",\"thinking\":\"Summarise.\",\"signature\":" \
		    "\"Eq0B" mkid("") "\"},"
	if (rnd(10) == 0)
		s = s hosted() ","
	emit(s text_block(DONE[1 + rnd(NDONE)]) "]}")
}

function session(    turns, t, rounds, r) {
	NID = 0
	if (rnd(8) == 0)
		emit("{\"role\":\"system\",\"content\":" q("You are a weather " \
		    "assistant. Answer in " (rnd(2) ? "English" : "Deutsch") ".") "}")
	turns = 1 + rnd(5)
	for (t = 1; t <= turns; t++) {
		emit(user_turn())
		rounds = (t == 1) + rnd(3)
		for (r = 1; r <= rounds; r++)
			round()
		final()
	}
}

BEGIN {
	corpus_init_strict("anthropic.awk")
	rnd_seed((seed + 0) % 2147483646 + 1)
	init_words()
	write_sessions()
}
