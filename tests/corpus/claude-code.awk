# claude-code.awk - a deterministic generator of clean Claude Code session
# transcripts, for running `transcript check` over many sessions without
# false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/claude-code.awk
#
# writes OUT/s0001.jsonl ... one session a file, one line per content block
# with the CLI's envelope (parentUuid, isSidechain, sessionId, uuid, ...):
# user prompts (some isMeta, some local-command lines), assistant messages
# split into thinking, text and 1-4 tool_use lines sharing a message.id,
# their tool_result lines (own line each, parentUuid = the calling line)
# either after all calls in any order, or streamed between the calls in
# call order as CLI 2.x writes them (with continuation text lines), error
# and rejected results with the interrupt line after them, Task calls
# with the subagent's isSidechain lines in the file, progress, attachment,
# system, file-history-snapshot, queue-operation, summary and custom-title
# lines, synthetic API-error messages, compaction boundaries with their
# summary, and whole subagent files (every line isSidechain).  Every call
# is answered and every session ends with an assistant text, so a correct
# checker reports nothing.

function init_words() {
	NFILE = split("src/parse.c|src/json.c|README.md|docs/Überblick.md|" \
	    "tests/test_ü.py|src/日本語.ts|Makefile|src/store \"old\".c", FILE, "|")
	NASK = split("Fix the failing test in %s.|Why is %s so slow?|" \
	    "Add a \"--quiet\" flag; see %s.|Explain %s — briefly.|" \
	    "Rename foo→bar in %s, please 🙏|Review C:\\work\\%s for bugs.", ASK, "|")
	NSAY = split("Let me look at the code first.|I'll read the files in " \
	    "parallel.|Running the tests now.|Checking the history.", SAY, "|")
	NDONE = split("Fixed: the escape handling now matches the spec ✅.|" \
	    "All 42 tests pass.|The slowdown comes from an O(n²) loop; I " \
	    "replaced it.|完成しました。|Done — see the diff above.", DONE, "|")
}

function hex(n) {
	return rand_chars("0123456789abcdef", n)
}

function mkuuid() {
	return hex(8) "-" hex(4) "-4" hex(3) "-" substr("89ab", 1 + rnd(4), 1) \
	    hex(3) "-" hex(12)
}

# A unique id: prefix, random characters, a per-session counter.
function mkid(prefix) {
	return prefix alnum(16) sprintf("%05d", ++NID)
}

# The time, as the CLI writes it (2026-05 only; T in ms since May 1st).
function iso(    s, ms) {
	T += 40 + rnd(4000)
	ms = T % 1000
	s = int(T / 1000)
	return sprintf("2026-05-%02dT%02d:%02d:%02d.%03dZ", 1 + int(s / 86400) % 28,
	    int(s % 86400 / 3600), int(s % 3600 / 60), s % 60, ms)
}

# The envelope up to "type", for a line whose parent is parent ("" = null).
function head(type, parent,    s) {
	s = "{\"parentUuid\":" (parent == "" ? "null" : "\"" parent "\"") \
	    ",\"isSidechain\":" SIDE
	if (AGENT != "")
		s = s ",\"agentId\":\"" AGENT "\""
	return s ",\"userType\":\"external\",\"cwd\":\"/home/ada/proj\",\"sessionId\":\"" \
	    SID "\",\"version\":\"" VERSION "\",\"gitBranch\":\"main\",\"type\":\"" type "\""
}

# Finish and write a line: uuid and timestamp; it becomes the chain's tip.
function put(s,    u) {
	u = mkuuid()
	emit(s ",\"uuid\":\"" u "\",\"timestamp\":\"" iso() "\"}")
	LAST = u
	return u
}

function user_line(content, extra) {
	return put(head("user", LAST) extra ",\"message\":{\"role\":\"user\"," \
	    "\"content\":" content "}")
}

# One assistant line of message mid holding block.
function asst_line(mid, req, block, stop,    usage) {
	usage = "{\"input_tokens\":" (3 + rnd(40)) ",\"cache_read_input_tokens\":" \
	    (10000 + rnd(90000)) ",\"output_tokens\":" (1 + rnd(700)) "}"
	return put(head("assistant", LAST) ",\"message\":{\"model\":\"claude-opus-4-5\"," \
	    "\"id\":\"" mid "\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[" \
	    block "],\"stop_reason\":" stop ",\"stop_sequence\":null,\"usage\":" usage \
	    "},\"requestId\":\"" req "\"")
}

function output(    r, s, i, n) {
	r = rnd(10)
	if (r < 5)
		return "     1\tint main(void) {\n     2\t\treturn 0;\n     3\t}\n"
	if (r < 8)
		return "tests/test_parse.py::test_escape PASSED\n\"quoted\" C:\\tmp " \
		    sprintf("%c", 27) "[32mok" sprintf("%c", 27) "[0m ✓ " \
		    sprintf("%c", 1 + rnd(8)) "end"
	n = 40 + rnd(500)
	s = ""
	for (i = 1; i <= n; i++)
		s = s sprintf("%s:%d: /* TODO: \"%s\" \\\\ αβγ */\n", FILE[1 + rnd(NFILE)],
		    i, alnum(8))
	return s
}

# The result line for call i of the current round.
function result_line(i,    s, r, content, err) {
	r = rnd(20)
	if (RNAME[i] == "Task")
		content = "[" text_block("The subagent finished: " DONE[1 + rnd(NDONE)]) "]"
	else if (r < 14)
		content = q(output())
	else
		content = "[" text_block(output()) "]"
	err = ""
	if (r >= 17 && RNAME[i] != "Task")
		err = ",\"is_error\":true"
	else if (r == 16)
		err = ",\"is_error\":false"
	s = head("user", RUUID[i]) ",\"message\":{\"role\":\"user\",\"content\":[{" \
	    "\"tool_use_id\":\"" RID[i] "\",\"type\":\"tool_result\",\"content\":" \
	    content err "}]},\"sourceToolAssistantUUID\":\"" RUUID[i] "\""
	if (rnd(3) == 0)
		s = s ",\"toolUseResult\":{\"stdout\":" q("stdout of " RNAME[i] ": ok") \
		    ",\"stderr\":\"\",\"interrupted\":false,\"isImage\":false}"
	put(s)
}

function progress(i) {
	put(head("progress", LAST) ",\"data\":{\"type\":\"hook_progress\",\"hookEvent\":" \
	    "\"PostToolUse\",\"hookName\":\"PostToolUse:" RNAME[i] "\",\"command\":" \
	    "\"echo ok\"},\"parentToolUseID\":\"" RID[i] "\",\"toolUseID\":\"" RID[i] "\"")
}

# Call i's tool_use block.
function use_block(i,    input) {
	if (RNAME[i] == "Task")
		input = "{\"description\":\"Run the suite\",\"prompt\":" \
		    q("Run the tests and report failures in " FILE[1 + rnd(NFILE)]) \
		    ",\"subagent_type\":\"general-purpose\"}"
	else if (RNAME[i] == "Bash")
		input = "{\"command\":" q("grep -rn \"TODO\" src | wc -l") \
		    ",\"description\":\"Count TODOs\"}"
	else
		input = "{\"file_path\":" q("/home/ada/proj/" FILE[1 + rnd(NFILE)]) "}"
	return "{\"type\":\"tool_use\",\"id\":\"" RID[i] "\",\"name\":\"" RNAME[i] \
	    "\",\"input\":" input "}"
}

# A subagent's lines inside the main file (older CLIs), off the main chain.
function sidechain(    keep, mid) {
	keep = LAST
	SIDE = "true"
	LAST = ""
	user_line(q("Run the tests and report failures."), "")
	mid = mkid("msg_01")
	RID[9] = mkid("toolu_01")
	RNAME[9] = "Bash"
	RUUID[9] = asst_line(mid, mkid("req_011C"), use_block(9), "\"tool_use\"")
	result_line(9)
	asst_line(mkid("msg_01"), mkid("req_011C"), text_block("42 passed."),
	    "\"end_turn\"")
	SIDE = "false"
	LAST = keep
}

# One API round: an assistant message with k calls and their result lines.
# Returns 1 if the user rejected a call (the turn ends there).
function round(    k, i, t, mid, req, stream, order, pending, head_i, rej) {
	k = 1 + rnd(4)
	mid = mkid("msg_01")
	req = mkid("req_011C")
	stream = rnd(2)
	for (i = 1; i <= k; i++) {
		RID[i] = mkid("toolu_01")
		t = rnd(10)
		RNAME[i] = t < 4 ? "Read" : t < 7 ? "Bash" : t < 9 ? "Grep" : \
		    (SIDE == "false" && !stream ? "Task" : "Read")
	}
	if (rnd(10) < 3)
		asst_line(mid, req, "{\"type\":\"thinking\",\"thinking\":" \
		    q("Plan: inspect " FILE[1 + rnd(NFILE)] " first.") \
		    ",\"signature\":\"EpMCCkYIBhgC" alnum(24) "\"}", "null")
	if (rnd(2))
		asst_line(mid, req, text_block(SAY[1 + rnd(NSAY)]), "null")
	if (!stream) {
		for (i = 1; i <= k; i++)
			RUUID[i] = asst_line(mid, req, use_block(i),
			    i == k ? "\"tool_use\"" : "null")
		shuffled_order(order, k)
		rej = rnd(25) == 0
		for (i = 1; i <= k; i++) {
			if (RNAME[order[i]] == "Task")
				sidechain()
			if (rnd(5) == 0)
				progress(order[i])
			if (rej && i == k) {
				put(head("user", RUUID[order[i]]) ",\"message\":{\"role\":" \
				    "\"user\",\"content\":[{\"type\":\"tool_result\",\"content\":" \
				    q("The user doesn't want to proceed with this tool use. " \
				    "The tool use was rejected.") ",\"is_error\":true," \
				    "\"tool_use_id\":\"" RID[order[i]] "\"}]},\"toolUseResult\":" \
				    "\"User rejected tool use\"")
				user_line("[" text_block("[Request interrupted by user for " \
				    "tool use]") "]", "")
				return 1
			}
			result_line(order[i])
		}
		return 0
	}
	# Streamed: results come between the calls, in call order.
	head_i = 1
	for (i = 1; i <= k; i++) {
		RUUID[i] = asst_line(mid, req, use_block(i), i == k ? "\"tool_use\"" : "null")
		pending = i - head_i + 1
		for (t = rnd(pending + 1); t > 0; t--)
			result_line(head_i++)
		if (i < k && rnd(8) == 0)
			asst_line(mid, req, text_block("Next, the other file."), "null")
	}
	while (head_i <= k)
		result_line(head_i++)
	return 0
}

function final() {
	if (rnd(30) == 0) {
		put(head("assistant", LAST) ",\"message\":{\"id\":\"" mkuuid() "\"," \
		    "\"model\":\"<synthetic>\",\"role\":\"assistant\",\"type\":\"message\"," \
		    "\"content\":[" text_block("API Error: 500 {\"type\":\"error\"," \
		    "\"error\":{\"type\":\"api_error\",\"message\":\"Overloaded\"}}") \
		    "],\"stop_reason\":\"stop_sequence\"},\"isApiErrorMessage\":true")
		user_line(q("continue"), "")
	}
	asst_line(mkid("msg_01"), mkid("req_011C"), text_block(DONE[1 + rnd(NDONE)]),
	    "\"end_turn\"")
	if (rnd(3) == 0)
		put(head("system", LAST) ",\"subtype\":\"turn_duration\",\"durationMs\":" \
		    (1000 + rnd(90000)) ",\"isMeta\":false")
}

function session(    turns, t, rounds, r, rejected) {
	NID = 0
	LAST = ""
	T = rnd(1000000) * 1000
	SID = mkuuid()
	VERSION = "2." rnd(2) "." (1 + rnd(120))
	SIDE = "false"
	AGENT = ""
	if (rnd(10) == 0) {
		SIDE = "true"
		AGENT = "a" hex(16)
	}
	if (SIDE == "false" && rnd(5) == 0)
		emit("{\"type\":\"queue-operation\",\"operation\":\"dequeue\"," \
		    "\"timestamp\":\"" iso() "\",\"sessionId\":\"" SID "\"}")
	if (SIDE == "false" && rnd(5) == 0) {
		user_line(q("<local-command-caveat>Caveat: The messages below were " \
		    "generated by the user while running local commands.</local-command-" \
		    "caveat>"), ",\"isMeta\":true")
		user_line(q("<command-name>/model</command-name>\n<command-args>" \
		    "</command-args>"), "")
		user_line(q("<local-command-stdout>Set model to opus</local-command-" \
		    "stdout>"), "")
	}
	turns = 1 + rnd(4)
	for (t = 1; t <= turns; t++) {
		if (SIDE == "false" && rnd(3) == 0)
			emit("{\"type\":\"file-history-snapshot\",\"messageId\":\"" \
			    mkuuid() "\",\"snapshot\":{\"messageId\":\"" mkuuid() \
			    "\",\"trackedFileBackups\":{},\"timestamp\":\"" iso() "\"}," \
			    "\"isSnapshotUpdate\":false}")
		user_line(q(sprintf(ASK[1 + rnd(NASK)], FILE[1 + rnd(NFILE)])), "")
		if (rnd(6) == 0)
			put(head("attachment", LAST) ",\"attachment\":{\"type\":" \
			    "\"todo_reminder\",\"content\":[],\"itemCount\":0}")
		rounds = (t == 1) + rnd(3)
		rejected = 0
		for (r = 1; r <= rounds && !rejected; r++)
			rejected = round()
		if (!rejected || t == turns)
			final()
		if (t < turns && SIDE == "false" && rnd(8) == 0) {
			put(head("system", "") ",\"subtype\":\"compact_boundary\",\"content\":" \
			    "\"Conversation compacted\",\"isMeta\":false,\"level\":\"info\"," \
			    "\"logicalParentUuid\":\"" LAST "\",\"compactMetadata\":{" \
			    "\"trigger\":\"auto\",\"preTokens\":" (100000 + rnd(60000)) "}")
			user_line("[" text_block("This session is being continued from a " \
			    "previous conversation. Summary: " DONE[1 + rnd(NDONE)]) "]",
			    ",\"isCompactSummary\":true,\"isVisibleInTranscriptOnly\":true")
		}
	}
	if (SIDE == "false" && rnd(4) == 0)
		emit("{\"type\":\"summary\",\"summary\":" q("Fix " FILE[1 + rnd(NFILE)]) \
		    ",\"leafUuid\":\"" LAST "\"}")
	if (SIDE == "false" && rnd(6) == 0)
		emit("{\"type\":\"custom-title\",\"customTitle\":\"tidy parser\"," \
		    "\"sessionId\":\"" SID "\"}")
}

BEGIN {
	corpus_init_strict("claude-code.awk")
	rnd_seed((seed + 0) % 2147483646 + 1)
	init_words()
	write_sessions()
}
