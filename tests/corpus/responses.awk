# responses.awk - a deterministic generator of clean OpenAI Responses API
# item sessions (as the Python Agents SDK stores them), for running
# `transcript check` over many sessions without false positives.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/responses.awk
#
# writes OUT/s0001.jsonl ... one session a file, one compact item a line.
# A session may open with a developer or system message; each turn is a
# user message (the role-only easy form, or a typed message with
# input_text/input_image parts), then 0-3 model rounds: an optional
# reasoning item, 1-4 parallel calls of every paired kind (function_call
# mostly; custom_tool_call, shell_call, apply_patch_call, local_shell_call,
# computer_call, client tool_search_call, program, mcp_approval_request)
# whose outputs follow in any order (local_shell_call_output by "id",
# mcp_approval_response by approval_request_id; string or input_text
# outputs, failed patches, long multi-line outputs, unicode and escapes),
# with hosted items in between (web_search_call, file_search_call,
# code_interpreter_call, image_generation_call, mcp_call, mcp_list_tools,
# server tool_search pairs); an assistant output message closes the turn.
# Between turns a compaction item sometimes stands (all calls answered).

function new_id(prefix) {
	NCALL++
	return prefix alnum(16) NCALL
}

function text_output(    k) {
	k = rnd(8)
	if (k == 0)
		return q(long_text(40 + rnd(120)))
	if (k == 1)
		return "[{\"type\":\"input_text\",\"text\":" q(words(2 + rnd(10))) "}]"
	if (k == 2)
		return q("Error: " words(4))
	return q(words(2 + rnd(10)))
}

function hosted(    k, id) {
	k = rnd(7)
	id = new_id("")
	if (k == 0)
		emit("{\"type\":\"web_search_call\",\"id\":\"ws_" id "\",\"status\":\"completed\"," \
		    "\"action\":{\"type\":\"search\",\"query\":" q(words(3)) "}}")
	else if (k == 1)
		emit("{\"type\":\"file_search_call\",\"id\":\"fs_" id "\",\"queries\":[" \
		    q(words(2)) "],\"status\":\"completed\",\"results\":null}")
	else if (k == 2)
		emit("{\"type\":\"code_interpreter_call\",\"id\":\"ci_" id "\",\"code\":" \
		    q("print(" rnd(100) ")") ",\"container_id\":\"cntr_1\",\"outputs\":[{\"type\":" \
		    "\"logs\",\"logs\":\"" rnd(100) "\\n\"}],\"status\":\"completed\"}")
	else if (k == 3)
		emit("{\"type\":\"image_generation_call\",\"id\":\"ig_" id "\",\"result\":" \
		    "\"iVBORw0KGgo=\",\"status\":\"completed\"}")
	else if (k == 4)
		emit("{\"type\":\"mcp_list_tools\",\"id\":\"mcpl_" id "\",\"server_label\":" \
		    "\"ops\",\"tools\":[{\"name\":\"deploy\",\"input_schema\":{}}]}")
	else if (k == 5)
		emit("{\"type\":\"mcp_call\",\"id\":\"mcp_" id "\",\"name\":\"deploy\"," \
		    "\"arguments\":\"{}\",\"server_label\":\"ops\",\"output\":" q(words(3)) \
		    (rnd(4) == 0 ? ",\"error\":" q(words(2)) : "") "}")
	else {
		emit("{\"type\":\"tool_search_call\",\"id\":\"ts_" id "\",\"call_id\":null," \
		    "\"execution\":\"server\",\"status\":\"completed\",\"arguments\":{\"query\":" \
		    q(words(2)) "}}")
		emit("{\"type\":\"tool_search_output\",\"id\":\"tso_" id "\",\"call_id\":null," \
		    "\"execution\":\"server\",\"status\":\"completed\",\"tools\":[]}")
	}
}

# Call i of a round: its item now, its output kept in OUT[i].
function call(i,    k, id, name) {
	k = rnd(16)
	id = new_id("call_")
	if (k == 0) {
		emit("{\"type\":\"custom_tool_call\",\"id\":\"ctc_" NCALL "\",\"call_id\":" q(id) \
		    ",\"name\":\"apply_patch\",\"input\":" q("*** Begin Patch\n*** Update File: " \
		    "src/" words(1) "\n-" words(2) "\n+" words(2) "\n*** End Patch") \
		    ",\"status\":\"completed\"}")
		OUT[i] = "{\"type\":\"custom_tool_call_output\",\"call_id\":" q(id) \
		    ",\"output\":" text_output() "}"
	} else if (k == 1) {
		emit("{\"type\":\"shell_call\",\"id\":\"sh_" NCALL "\",\"call_id\":" q(id) \
		    ",\"action\":{\"commands\":[" q("ls " words(1)) "],\"timeout_ms\":60000}," \
		    "\"status\":\"completed\"}")
		OUT[i] = "{\"type\":\"shell_call_output\",\"call_id\":" q(id) ",\"output\":" \
		    "[{\"stdout\":" q(words(4)) ",\"stderr\":\"\",\"outcome\":{\"type\":" \
		    "\"exit\",\"exit_code\":" rnd(2) "}}]}"
	} else if (k == 2) {
		emit("{\"type\":\"apply_patch_call\",\"id\":\"apc_" NCALL "\",\"call_id\":" \
		    q(id) ",\"status\":\"completed\",\"operation\":{\"type\":\"update_file\"," \
		    "\"path\":" q("src/" words(1)) ",\"diff\":" q("-" words(2) "\n+" words(2)) "}}")
		OUT[i] = "{\"type\":\"apply_patch_call_output\",\"call_id\":" q(id) \
		    ",\"status\":" (rnd(3) == 0 ? "\"failed\",\"output\":" q(words(3)) : \
		    "\"completed\"") "}"
	} else if (k == 3) {
		emit("{\"type\":\"local_shell_call\",\"id\":\"lsh_" NCALL "\",\"call_id\":" \
		    q(id) ",\"status\":\"completed\",\"action\":{\"type\":\"exec\",\"command\":" \
		    "[\"ls\"," q(words(1)) "],\"env\":{}}}")
		OUT[i] = "{\"type\":\"local_shell_call_output\",\"id\":" q(id) ",\"output\":" \
		    q(long_text(1 + rnd(5))) "}"
	} else if (k == 4) {
		emit("{\"type\":\"computer_call\",\"id\":\"cu_" NCALL "\",\"call_id\":" q(id) \
		    ",\"action\":{\"type\":\"click\",\"x\":" rnd(1000) ",\"y\":" rnd(800) \
		    ",\"button\":\"left\"},\"pending_safety_checks\":[],\"status\":\"completed\"}")
		OUT[i] = "{\"type\":\"computer_call_output\",\"call_id\":" q(id) ",\"output\":" \
		    "{\"type\":\"computer_screenshot\",\"image_url\":\"data:image/png;base64," \
		    "iVBORw0KGgo=\"}}"
	} else if (k == 5) {
		emit("{\"type\":\"tool_search_call\",\"id\":\"ts_" NCALL "\",\"call_id\":" q(id) \
		    ",\"execution\":\"client\",\"status\":\"completed\",\"arguments\":" \
		    "{\"query\":" q(words(2)) "}}")
		OUT[i] = "{\"type\":\"tool_search_output\",\"call_id\":" q(id) ",\"execution\":" \
		    "\"client\",\"status\":\"completed\",\"tools\":[]}"
	} else if (k == 6) {
		emit("{\"type\":\"program\",\"id\":\"pg_" NCALL "\",\"call_id\":" q(id) \
		    ",\"code\":" q("print(" words(1) ")") "}")
		OUT[i] = "{\"type\":\"program_output\",\"call_id\":" q(id) ",\"output\":" \
		    q(words(3)) ",\"status\":\"completed\"}"
	} else if (k == 7) {
		id = "mcpr_" NCALL
		emit("{\"type\":\"mcp_approval_request\",\"id\":" q(id) ",\"name\":\"deploy\"," \
		    "\"arguments\":" q("{\"env\":" q(words(1)) "}") ",\"server_label\":\"ops\"}")
		OUT[i] = "{\"type\":\"mcp_approval_response\",\"approval_request_id\":" q(id) \
		    ",\"approve\":" (rnd(3) ? "true" : "false,\"reason\":" q(words(2))) "}"
	} else {
		name = FN[1 + rnd(NFN)]
		emit("{\"type\":\"function_call\",\"id\":\"fc_" NCALL "\",\"call_id\":" q(id) \
		    ",\"name\":" q(name) ",\"arguments\":" q(args_for(name)) \
		    ",\"status\":\"completed\"}")
		OUT[i] = "{\"type\":\"function_call_output\",\"call_id\":" q(id) ",\"output\":" \
		    text_output() "}"
	}
}

function reasoning() {
	emit("{\"type\":\"reasoning\",\"id\":\"rs_" (++NCALL) "\",\"summary\":[" \
	    (rnd(2) ? "{\"type\":\"summary_text\",\"text\":" q(words(5)) "}" : "") "]" \
	    (rnd(2) ? ",\"encrypted_content\":\"gAAAAABo" NCALL "\"" : "") "}")
}

# n parallel calls, then their outputs in any order, hosted items between.
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

function user_message(    c) {
	if (rnd(3) == 0) {
		c = "[{\"type\":\"input_text\",\"text\":" q(words(3 + rnd(15))) "}"
		if (rnd(3) == 0)
			c = c ",{\"type\":\"input_image\",\"image_url\":\"data:image/png;base64," \
			    "iVBORw0KGgo=\",\"detail\":\"auto\"}"
		emit("{\"type\":\"message\",\"role\":\"user\",\"content\":" c "]}")
	} else
		emit("{\"role\":\"user\",\"content\":" q(words(3 + rnd(15))) "}")
}

function assistant_message() {
	if (rnd(2))
		reasoning()
	emit("{\"type\":\"message\",\"id\":\"msg_" (++NCALL) "\",\"role\":\"assistant\"," \
	    "\"status\":\"completed\",\"content\":[{\"type\":\"output_text\",\"text\":" \
	    q(words(5 + rnd(30))) ",\"annotations\":[]}]}")
}

function session(    turns, t, r, rounds) {
	NCALL = 0
	t = rnd(4)
	if (t == 0)
		emit("{\"role\":\"developer\",\"content\":" q(words(4 + rnd(10))) "}")
	else if (t == 1)
		emit("{\"role\":\"system\",\"content\":" q(words(4 + rnd(10))) "}")
	turns = 1 + rnd(6)
	for (t = 1; t <= turns; t++) {
		if (t > 1 && rnd(8) == 0)
			emit("{\"type\":\"compaction\",\"id\":\"cmp_" (++NCALL) "\"," \
			    "\"encrypted_content\":\"gAAAAABo" NCALL "\"}")
		user_message()
		rounds = rnd(10) < 7 ? 1 + rnd(3) : 0
		for (r = 1; r <= rounds; r++)
			round(1 + (rnd(3) == 0 ? rnd(4) : 0))
		if (rnd(6) == 0)
			hosted()
		assistant_message()
	}
}

BEGIN {
	corpus_init()
	rnd_seed((seed * 7919 + 1) % 2147483647)
	init_default_words()
	write_sessions()
}
