# lib.awk - what the corpus generators share: random numbers, JSON string
# literals, random words, ids and text, and writing one file a session.
#
#	awk -v seed=1 -v sessions=1000 -v dir=OUT \
#	    -f tests/corpus/lib.awk -f tests/corpus/NAME.awk
#
# A generator defines session(), which writes one session with emit(), and
# a BEGIN that calls corpus_init() (or corpus_init_strict()), rnd_seed()
# and write_sessions().  POSIX awk; the random numbers come from a
# Park-Miller generator in exact double arithmetic, so every awk writes the
# same bytes.  Globals of this file: RNG, ESC, SPECIAL, ALNUM, WORD, NWORDS,
# FN, NFN, SESSION and SESSION_FILE.

# Set up the tables the functions below use and fill in the options not
# given: seed 1, 1,000 sessions, the current directory.
function corpus_init() {
	if (seed == "")
		seed = 1
	if (sessions == "")
		sessions = 1000
	if (dir == "")
		dir = "."
	init_tables()
}

# As corpus_init(), but sessions and dir must be given: without them, print
# the usage of generator name and exit 2.
function corpus_init_strict(name) {
	if (dir == "" || sessions == "") {
		print "usage: awk -v seed=N -v sessions=N -v dir=OUT -f lib.awk -f " name \
		    > "/dev/stderr"
		exit 2
	}
	init_tables()
}

function init_tables(    i, c) {
	for (i = 1; i < 32; i++) {
		c = sprintf("%c", i)
		ESC[c] = sprintf("\\u%04x", i)
	}
	ESC["\n"] = "\\n"
	ESC["\t"] = "\\t"
	ESC["\r"] = "\\r"
	ESC["\b"] = "\\b"
	ESC["\f"] = "\\f"
	ESC["\""] = "\\\""
	ESC["\\"] = "\\\\"
	SPECIAL = "[\\\\\"" sprintf("%c", 1) "-" sprintf("%c", 31) "]"
	ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
}

# Write sessions 1 to `sessions`, each by a call to the generator's
# session() with SESSION its number and SESSION_FILE its file,
# DIR/sNNNN.jsonl (which emit() writes to).
function write_sessions() {
	for (SESSION = 1; SESSION <= sessions; SESSION++) {
		SESSION_FILE = sprintf("%s/s%04d.jsonl", dir, SESSION)
		session()
		close(SESSION_FILE)
	}
}

# One line of the current session's file.
function emit(line) {
	print line > SESSION_FILE
}

# Random numbers: rnd_seed(s) starts the sequence (s from 1 to 2^31 - 2);
# rnd(n) is the next number, an integer from 0 to n - 1.
function rnd_seed(s) {
	RNG = s
}

function rnd(n) {
	RNG = (RNG * 16807) % 2147483647
	return int(RNG / 2147483647 * n)
}

# A random element of arr[1..n].
function pick(arr, n) {
	return arr[1 + rnd(n)]
}

# Shuffle arr[1..n] in place (Fisher-Yates, from the end).
function shuffle(arr, n,    i, j, t) {
	for (i = n; i > 1; i--) {
		j = 1 + rnd(i)
		t = arr[i]
		arr[i] = arr[j]
		arr[j] = t
	}
}

# order[1..n] = a random permutation of 1..n.
function shuffled_order(order, n,    i) {
	for (i = 1; i <= n; i++)
		order[i] = i
	shuffle(order, n)
}

# n random characters of the string set.
function rand_chars(set, n,    s, i) {
	s = ""
	for (i = 0; i < n; i++)
		s = s substr(set, 1 + rnd(length(set)), 1)
	return s
}

# n random letters and digits.
function alnum(n) {
	return rand_chars(ALNUM, n)
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

# An Anthropic or ACP text content block.
function text_block(s) {
	return "{\"type\":\"text\",\"text\":" q(s) "}"
}

# The word list words() draws from by default (unicode, escapes, control
# characters, JSON-looking text) and FN, names of function tools.
function init_default_words() {
	NWORDS = split("the|a|weather|file|build|test|error|fix|run|list|read|" \
	    "city|Paris|Rome|Oslo|Zürich|København|São Paulo|東京|Москва|" \
	    "القاهرة|naïve|café|résumé|🙂|✓|→|…|«quoted»|\"quotes\"|" \
	    "back\\slash|tab\there|line\nbreak|cr\rlf|bell\007|100%|$HOME|" \
	    "C:\\Users|{braces}|[brackets]|<tag/>|\342\200\250|ok|why|how|please|" \
	    "now|then|also", WORD, "|")
	NFN = split("get_weather read_file list_dir search_code run_shell " \
	    "get_forecast write_file fetch_url", FN, " ")
}

# n random words of WORD[1..NWORDS], space-separated.
function words(n,    s, i) {
	s = WORD[1 + rnd(NWORDS)]
	for (i = 1; i < n; i++)
		s = s " " WORD[1 + rnd(NWORDS)]
	return s
}

# A long, multi-line tool output: lines of words, each numbered with the
# printf format fmt (default "%5d\t").
function long_text(lines, fmt,    s, i) {
	if (fmt == "")
		fmt = "%5d\t"
	s = ""
	for (i = 1; i <= lines; i++)
		s = s sprintf(fmt, i) words(3 + rnd(12)) "\n"
	return s
}

# A long, multi-line output of 20 to 169 rows "LABEL N: " and a random
# TEXTS[1..NTEXTS], with quotes, a backslash and a number.
function long_rows(label,    n, i, s) {
	n = 20 + rnd(150)
	s = ""
	for (i = 1; i <= n; i++)
		s = s label " " i ": " pick(TEXTS, NTEXTS) " \"ok\" \\ " rnd(100000) "\n"
	return s
}

# Arguments of function tool name (of FN) as a JSON object.
function args_for(name) {
	if (name == "get_weather" || name == "get_forecast")
		return "{\"city\":" q(words(1)) (rnd(2) ? ",\"days\":" (1 + rnd(7)) : "") "}"
	if (name == "run_shell")
		return "{\"command\":" q("grep -rn " words(1) " src/") ",\"timeout\":30}"
	if (name == "write_file")
		return "{\"path\":" q("src/" words(1) ".c") ",\"content\":" q(words(8)) "}"
	return "{\"path\":" q("src/" words(1)) ",\"query\":" q(words(2)) "}"
}
