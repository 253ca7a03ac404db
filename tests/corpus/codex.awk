# codex.awk - a deterministic generator of clean OpenAI Codex CLI rollouts,
# for running `transcript check` over many sessions without false
# positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/codex.awk
#
# writes OUT/s0001.jsonl ... one rollout a file, one compact
# {timestamp, type, payload} line a line.  A rollout starts with
# session_meta (sometimes turn_context and the injected environment
# context); each turn is an event_msg user_message with its response_item
# copy (either order), then 0-4 rounds of an optional reasoning item and
# 1-4 parallel calls (function_call "shell" or other functions,
# local_shell_call answered by function_call_output, custom_tool_call
# apply_patch, client tool_search_call) whose outputs follow in any order
# (exit-code texts, long multi-line outputs, input_text arrays, unicode and
# escapes), web_search_call and ghost_snapshot items, telemetry
# (token_count, exec_command_end, agent_reasoning); an assistant message
# and agent_message close the turn.  Between turns: a compacted line (with
# or without replacement_history) or a remote compaction item; sometimes an
# interrupted turn (a call left unanswered, turn_aborted) that the user
# then rolls back (thread_rolled_back), which drops it.

# A rollout line: timestamps advance by up to 4 seconds.
function line(type, payload) {
	CLOCK += 1 + rnd(4000)
	emit("{\"timestamp\":\"2025-10-" sprintf("%02d", 1 + SESSION % 28) "T" \
	    sprintf("%02d:%02d:%02d.%03d", int(CLOCK / 3600000) % 24, \
	    int(CLOCK / 60000) % 60, int(CLOCK / 1000) % 60, CLOCK % 1000) \
	    "Z\",\"type\":\"" type "\",\"payload\":" payload "}")
}

function item(payload) {
	line("response_item", payload)
}

function event(payload) {
	line("event_msg", payload)
}

function new_id() {
	NCALL++
	return "call_" alnum(24) NCALL
}

function shell_output(    k) {
	k = rnd(6)
	if (k == 0)
		return q("Exit code: 0\nWall time: 0." rnd(10) " seconds\nOutput:\n" \
		    long_text(40 + rnd(120)))
	if (k == 1)
		return q("Exit code: " (1 + rnd(127)) "\nWall time: 1.2 seconds\nOutput:\n" \
		    words(6))
	if (k == 2)
		return "[{\"type\":\"input_text\",\"text\":" q(words(4)) "}]"
	return q("Exit code: 0\nWall time: 0.1 seconds\nOutput:\n" words(2 + rnd(10)))
}

# Call i of a round: its item now, its output kept in OUT[i].
function call(i,    k, id, name) {
	k = rnd(10)
	id = new_id()
	if (k == 0) {
		item("{\"type\":\"local_shell_call\",\"call_id\":" q(id) ",\"status\":" \
		    "\"completed\",\"action\":{\"type\":\"exec\",\"command\":[\"ls\"," \
		    q(words(1)) "],\"timeout_ms\":10000,\"working_directory\":null," \
		    "\"env\":null,\"user\":null}}")
		OUT[i] = "{\"type\":\"function_call_output\",\"call_id\":" q(id) \
		    ",\"output\":" shell_output() "}"
	} else if (k == 1) {
		item("{\"type\":\"custom_tool_call\",\"status\":\"completed\",\"call_id\":" \
		    q(id) ",\"name\":\"apply_patch\",\"input\":" q("*** Begin Patch\n" \
		    "*** Update File: src/" words(1) "\n@@\n-" words(2) "\n+" words(2) \
		    "\n*** End Patch\n") "}")
		OUT[i] = "{\"type\":\"custom_tool_call_output\",\"call_id\":" q(id) \
		    ",\"output\":" q("{\"output\":\"Success. Updated the following files:" \
		    "\\nM src/x\\n\",\"metadata\":{\"exit_code\":0,\"duration_seconds\":0.0}}") "}"
	} else if (k == 2) {
		item("{\"type\":\"tool_search_call\",\"call_id\":" q(id) ",\"execution\":" \
		    "\"client\",\"status\":\"completed\",\"arguments\":{\"query\":" \
		    q(words(2)) "}}")
		OUT[i] = "{\"type\":\"tool_search_output\",\"call_id\":" q(id) \
		    ",\"status\":\"completed\",\"execution\":\"client\",\"tools\":[]}"
	} else {
		name = rnd(2) ? "shell" : FN[1 + rnd(NFN)]
		item("{\"type\":\"function_call\",\"name\":" q(name) ",\"arguments\":" \
		    q(name == "shell" ? "{\"command\":[\"bash\",\"-lc\"," q("rg -n " \
		    words(1)) "],\"workdir\":\"/w\",\"timeout_ms\":120000}" : \
		    "{\"q\":" q(words(2)) "}") ",\"call_id\":" q(id) "}")
		OUT[i] = "{\"type\":\"function_call_output\",\"call_id\":" q(id) \
		    ",\"output\":" shell_output() "}"
	}
}

function reasoning() {
	item("{\"type\":\"reasoning\",\"summary\":[" (rnd(2) ? "{\"type\":" \
	    "\"summary_text\",\"text\":" q("**" words(3) "**") "}" : "") "],\"content\":" \
	    "null,\"encrypted_content\":\"gAAAAABo" NCALL "\"}")
	if (rnd(2))
		event("{\"type\":\"agent_reasoning\",\"text\":" q(words(3)) "}")
}

function round(n,    i, order) {
	if (rnd(2))
		reasoning()
	for (i = 1; i <= n; i++)
		call(i)
	shuffled_order(order, n)
	for (i = 1; i <= n; i++) {
		if (rnd(3) == 0)
			event("{\"type\":\"exec_command_end\",\"call_id\":\"x\",\"exit_code\":0}")
		item(OUT[order[i]])
	}
	if (rnd(4) == 0)
		event("{\"type\":\"token_count\",\"info\":{\"total_token_usage\":" \
		    "{\"input_tokens\":" rnd(90000) ",\"output_tokens\":" rnd(5000) "}}," \
		    "\"rate_limits\":null}")
}

function user_turn(    text) {
	text = words(3 + rnd(15))
	if (rnd(2)) {
		event("{\"type\":\"user_message\",\"message\":" q(text) ",\"images\":[]}")
		item("{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":" \
		    "\"input_text\",\"text\":" q(text) "}]}")
	} else {
		item("{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":" \
		    "\"input_text\",\"text\":" q(text) "}]}")
		event("{\"type\":\"user_message\",\"message\":" q(text) ",\"images\":[]}")
	}
}

# A turn the user interrupts and then rolls back: its call has no output.
function rolled_back_turn() {
	user_turn()
	item("{\"type\":\"function_call\",\"name\":\"shell\",\"arguments\":" \
	    q("{\"command\":[\"sleep\",\"600\"]}") ",\"call_id\":" q(new_id()) "}")
	event("{\"type\":\"turn_aborted\",\"reason\":\"interrupted\"}")
	event("{\"type\":\"thread_rolled_back\",\"num_turns\":1}")
}

function compaction(    k, text) {
	k = rnd(3)
	text = words(8)
	if (k == 0)
		line("compacted", "{\"message\":" q(text) ",\"replacement_history\":[" \
		    "{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":" \
		    "\"input_text\",\"text\":" q(words(4)) "}]},{\"type\":\"compaction\"," \
		    "\"encrypted_content\":\"gAAAAABo" NCALL "\"}]}")
	else if (k == 1)
		line("compacted", "{\"message\":" q(text) "}")
	else
		item("{\"type\":\"compaction\",\"encrypted_content\":\"gAAAAABo" NCALL "\"}")
	event("{\"type\":\"context_compacted\"}")
}

function session(    turns, t, r, rounds, text) {
	NCALL = 0
	CLOCK = rnd(86400000)
	line("session_meta", "{\"id\":\"0199e2" sprintf("%02x-%04x", SESSION % 256, \
	    rnd(65536)) "-7000-8000-" sprintf("%012d", SESSION) "\",\"timestamp\":" \
	    "\"2025-10-01T00:00:00.000Z\",\"cwd\":\"/home/ana/w\",\"originator\":" \
	    "\"codex_cli_rs\",\"cli_version\":\"0.4" rnd(10) ".0\",\"instructions\":null," \
	    "\"source\":\"cli\",\"model_provider\":\"openai\"}")
	if (rnd(2))
		item("{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":" \
		    "\"input_text\",\"text\":" q("<environment_context>\n  <cwd>/home/ana/w" \
		    "</cwd>\n  <shell>zsh</shell>\n</environment_context>") "}]}")
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		if (t > 1 && rnd(6) == 0)
			compaction()
		if (rnd(10) == 0)
			rolled_back_turn()
		if (rnd(2))
			line("turn_context", "{\"cwd\":\"/home/ana/w\",\"approval_policy\":" \
			    "\"on-request\",\"sandbox_policy\":{\"mode\":\"workspace-write\"," \
			    "\"network_access\":false},\"model\":\"gpt-5-codex\"," \
			    "\"effort\":\"medium\",\"summary\":\"auto\"}")
		user_turn()
		rounds = rnd(10) < 8 ? 1 + rnd(4) : 0
		for (r = 1; r <= rounds; r++) {
			round(1 + (rnd(3) == 0 ? rnd(4) : 0))
			if (rnd(8) == 0)
				item("{\"type\":\"web_search_call\",\"status\":\"completed\"," \
				    "\"action\":{\"type\":\"search\",\"query\":" q(words(3)) "}}")
			if (rnd(10) == 0)
				item("{\"type\":\"ghost_snapshot\",\"ghost_commit\":{\"id\":" \
				    "\"9b1e4d2\",\"parent\":null,\"preexisting_untracked_files\":[]}}")
		}
		text = words(5 + rnd(30))
		item("{\"type\":\"message\",\"role\":\"assistant\",\"content\":[{\"type\":" \
		    "\"output_text\",\"text\":" q(text) "}]}")
		event("{\"type\":\"agent_message\",\"message\":" q(text) "}")
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_default_words()
	write_sessions()
}
