#!/bin/sh
test_description='export: a session as a Markdown or HTML document'
. "$(dirname "$0")/lib.sh"

CHECK=$FIXTURES/check

# A transcript written to break out of a document: markup, a details
# element closed early, javascript: links, backtick runs, controls.
cat >hostile.jsonl <<'EOF'
{"role":"system","content":"<script>alert('sys')</script>"}
{"role":"user","content":"Hi </details></summary><script>alert(1)</script>\n[click](javascript:alert(2)) <a href=\"javascript:alert(3)\">x</a>\n```\nfenced ``` text\n```\n# not a heading\n    indented\n1. not a list\n<img src=x onerror=alert(4)>\n| a | b |\n|---|---|\n---\n<!-- comment"}
{"role":"assistant","content":null,"tool_calls":[{"id":"c1\"><script>","type":"function","function":{"name":"</summary><script>alert(5)</script>","arguments":"{\"cmd\":\"echo ```` </details></pre><script>alert(6)</script>\"}"}}]}
{"role":"tool","tool_call_id":"c1\"><script>","content":"</pre></details><script>alert(7)</script> ````` javascript:alert(8)\n```\n# after a fence"}
{"role":"assistant","content":"done \u202e evil \u0007 bell & 'quotes' \"dq\" &amp; &#60; https://example.com/?a=1&b=2"}
EOF

# MD: the build renders message text as Markdown (libcmark-gfm: CMARK=auto
# found it); else it shows the text as written.
MD=
transcript --version | grep -q "^markdown: cmark-gfm " && MD=1
MD_SKIP='built without cmark-gfm (make CMARK=auto with libcmark-gfm-dev)'

FORMATS='acp agentkit agents-js anthropic chat claude-code codex gemini inngest langchain responses'

test_expect_success 'setup: a session of each format, and hostile ones' '
	for f in $FORMATS; do
		transcript compact-replace --create s.db "$f" "$CHECK/$f/clean-weather.jsonl" || exit 1
	done &&
	transcript compact-replace --create s.db cc-task "$CHECK/claude-code/clean-task.jsonl" &&
	transcript compact-replace --create s.db hostile hostile.jsonl &&
	transcript compact-replace --create s.db dangling "$CHECK/chat/dangling-call.jsonl" &&
	mkdir j && cp "$CHECK/anthropic/invalid-json.jsonl" j/bad.jsonl
'

# seqs SESSION: the seqs of its items, one a line.
seqs() {
	n=$(transcript list s.db | awk -v s="$1" "\$1 == s { print \$2 }")
	i=0
	while [ "$i" -lt "$n" ]; do echo "$i"; i=$((i + 1)); done
}

test_expect_success 'markdown: every format, a header and every item' '
	for f in $FORMATS; do
		transcript export s.db "$f" >"$f.md" || { echo "$f: exit"; exit 1; }
		sed -n 1p "$f.md" | grep -qx "# Transcript $f" &&
		grep -q "^- \*\*Format:\*\* " "$f.md" &&
		grep -q "^- \*\*Items:\*\* [0-9]" "$f.md" || { echo "$f: header"; exit 1; }
		for i in $(seqs "$f"); do
			grep -q "^### .* · #$i\( \|\$\)\|^\*#$i · " "$f.md" ||
			    { echo "$f: item $i missing"; exit 1; }
		done
	done
'

test_expect_success 'html: every format, one document, every item, no script' '
	for f in $FORMATS; do
		transcript export --format=html s.db "$f" >"$f.html" || exit 1
		sed -n 1p "$f.html" | grep -qx "<!DOCTYPE html>" &&
		tail -n 1 "$f.html" | grep -qx "</html>" &&
		! grep -qi "<script\|<link\|<img\|<iframe\|src=\|url(" "$f.html" ||
		    { echo "$f: shape"; exit 1; }
		for i in $(seqs "$f"); do
			grep -q "id=\"item-$i\"" "$f.html" ||
			    { echo "$f: item $i missing"; exit 1; }
		done
		test "$(grep -o "<details" "$f.html" | wc -l)" -eq \
		    "$(grep -o "</details>" "$f.html" | wc -l)" || exit 1
	done
'

test_expect_success 'turns: roles, text, calls with arguments, results' '
	grep -qx "### user · #1" chat.md &&
	grep -qx "What.s the weather in Paris and Rome right now?" chat.md &&
	grep -q "^\*\*tool call\*\* get_weather (id call_Qx7ZpL2mN9vR4tY8)$" chat.md &&
	grep -qx "  \"city\": \"Paris\"," chat.md &&
	grep -q "<span class=\"what\">tool call</span> <b>get_weather</b> <code>call_Qx7ZpL2mN9vR4tY8</code>" chat.html &&
	grep -q "<details class=\"result\"><summary>" chat.html
'

test_expect_success 'failed results are marked (and open in HTML)' '
	grep -q "^\*\*result\*\* (id toolu_01A9xQwErTy5UiOpAsDfGh) — \*\*error\*\*$" anthropic.md &&
	grep -q "<details class=\"result error\" open><summary><span class=\"what\">result</span> <code>toolu_01A9xQwErTy5UiOpAsDfGh</code> <b class=\"error\">error</b>" anthropic.html &&
	test "$(grep -c "class=\"result error\"" anthropic.html)" -eq 1
'

test_expect_success 'pair findings beside their items, counted in the header' '
	transcript export s.db dangling >d.md &&
	transcript check s.db dangling >check.out; test $? -eq 1 &&
	grep -q "^- \*\*Findings:\*\* 1 error, 0 warnings$" d.md &&
	grep -q "^> \*\*⚠ error\*\* dangling-call: " d.md &&
	transcript export --format=html s.db dangling >d.html &&
	grep -q "<p class=\"finding error\">&#9888; error dangling-call: " d.html
'

test_expect_success 'timestamps, models, token totals and notes where the format has them' '
	transcript export s.db cc-task >cc.md &&
	grep -q "^- \*\*Messages:\*\* 2026-05-28T20:26:42.288Z to 2026-05-28T20:27:04.370Z$" cc.md &&
	grep -q "^- \*\*Tokens:\*\* [0-9]* input, [0-9]* output" cc.md &&
	grep -qx "### user · #0 · 2026-05-28T20:26:42.288Z" cc.md &&
	grep -q "^### assistant · #1 · 2026-05-28T20:26:44.975Z · claude-opus-4-5$" cc.md &&
	grep -q "^\*#12 · custom-title " cc.md &&
	transcript export --format=html s.db cc-task >cc.html &&
	grep -q "<time>2026-05-28T20:26:42.288Z</time>" cc.html
'

test_expect_with python3 'token totals: the sum of the usage the items record' '
	python3 - "$CHECK/claude-code/clean-task.jsonl" >want <<-\PY &&
	import json, sys
	# once per API response (message.id, requestId): its largest record;
	# the lines of a subagent in the file (isSidechain) are responses too
	resp = {}
	for line in open(sys.argv[1]):
	    o = json.loads(line)
	    m = o.get("message") or {}
	    u = m.get("usage")
	    if not u:
	        continue
	    n = [u.get(k, 0) for k in ("input_tokens", "output_tokens",
	        "cache_read_input_tokens", "cache_creation_input_tokens")]
	    key = (m.get("id"), o.get("requestId"))
	    if key not in resp or sum(n) > sum(resp[key]):
	        resp[key] = n
	t = [sum(r[i] for r in resp.values()) for i in range(4)]
	print("%d input, %d output" % (t[0], t[1]))
	PY
	grep "^- \*\*Tokens:\*\* " cc.md | sed "s/.*:\*\* //" | cut -d, -f1-2 >got &&
	test_cmp want got
'

test_expect_success 'hostile html: transcript text is text, never markup' '
	transcript export --format=html s.db hostile >h.html &&
	! grep -qi "<script\|<img\|<a href=\"j\|=\"javascript" h.html &&
	grep -q "&lt;script&gt;alert(1)&lt;/script&gt;" h.html &&
	grep -q "&lt;/details&gt;&lt;/summary&gt;" h.html &&
	grep -q "<b>&lt;/summary&gt;&lt;script&gt;alert(5)&lt;/script&gt;</b>" h.html &&
	grep -q "<code>c1&quot;&gt;&lt;script&gt;</code>" h.html &&
	if [ -n "$MD" ]; then
		grep -q "&amp; .quotes. &quot;dq&quot;" h.html &&
		grep -q "<p>&lt;img src=x onerror=alert(4)&gt;<br />" h.html &&
		grep -q "<a href=\"\">click</a> &lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;" h.html
	else
		grep -q "&amp; &#39;quotes&#39; &quot;dq&quot;" h.html
	fi &&
	grep -q "&lt;U+202E&gt; evil \\\\x07 bell" h.html &&
	! LC_ALL=C grep -q "$(printf "\\342\\200\\256")" h.html &&
	test "$(grep -o "<details" h.html | wc -l)" -eq 2 &&
	test "$(grep -o "</details>" h.html | wc -l)" -eq 2 &&
	{ grep -o "href=\"[^\"]*\"" h.html | grep -vx "href=\"#item-[0-9]*\"" >bad || :; } &&
	if [ -n "$MD" ]; then
		printf "%s\n" "href=\"\"" "href=\"https://example.com/?a=1&amp;b=2\"" >want &&
		test_cmp want bad
	else
		test ! -s bad
	fi
'

# Markdown as agents write it, and what a page must never do with it.
cat >md.jsonl <<'EOF'
{"role":"user","content":"## Instructions\n**SCOPE**: *all* of `src/`\n<script>document.title='pwned'</script>\n<img src=x onerror=\"document.title='pwned'\">"}
{"role":"assistant","content":"| file | todo |\n|---|---|\n| a.c | 2 |\n\n- [x] read\n- [ ] fix\n\n~~old~~ see www.example.com and [x](javascript:alert(1)) ![logo](https://example.com/l.png)\n\n```c\nint main(void) { return 0; }\n```\n> quoted"}
EOF

if [ -n "$MD" ]; then
	test_expect_success 'html: message text rendered as CommonMark with GFM tables, tasks, strikethrough, autolinks' '
		transcript compact-replace --create s.db md md.jsonl &&
		transcript export --format=html s.db md >md.html &&
		grep -q "^<h2>Instructions</h2>" md.html &&
		grep -q "^<p><strong>SCOPE</strong>: <em>all</em> of <code>src/</code></p>" md.html &&
		grep -q "^<table>" md.html && grep -q "^<td>a.c</td>" md.html &&
		grep -q "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> read" md.html &&
		grep -q "<del>old</del>" md.html &&
		grep -q "<a href=\"http://www.example.com\">www.example.com</a>" md.html &&
		grep -q "<pre><code class=\"language-c\">int main(void) { return 0; }" md.html &&
		grep -q "^<blockquote>" md.html
	'
	test_expect_success 'html: raw HTML in Markdown is shown as text; javascript: links emptied; images are links, never loaded' '
		grep -q "&lt;script&gt;document.title=.pwned.&lt;/script&gt;" md.html &&
		grep -q "&lt;img src=x onerror=&quot;document.title=.pwned.&quot;&gt;" md.html &&
		! grep -qi "<script\|<img\|javascript:" md.html &&
		! grep -o "<[^>]*>" md.html | grep -qi "src=" &&
		grep -q "<a href=\"\">x</a>" md.html &&
		grep -q "<a href=\"https://example.com/l.png\">logo</a>" md.html
	'
else
	test_skip 'html: message text rendered as CommonMark' "$MD_SKIP"
	test_skip 'html: raw HTML in Markdown shown as text' "$MD_SKIP"
	test_expect_success 'html without cmark-gfm: message text as written, escaped' '
		transcript compact-replace --create s.db md md.jsonl &&
		transcript export --format=html s.db md >md.html &&
		grep -q "<div class=\"text\">## Instructions" md.html &&
		grep -q "^\*\*SCOPE\*\*: \*all\* of .src/.$" md.html &&
		grep -q "^&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;$" md.html &&
		! grep -qi "<script\|<img\|<table" md.html
	'
fi

test_expect_success '--version says what renders Markdown' '
	transcript --version >v &&
	if [ -n "$MD" ]; then
		grep -qx "markdown: cmark-gfm [0-9][0-9.a-z]*" v
	else
		grep -qx "markdown: none (built without cmark-gfm: text shown as written)" v
	fi
'

test_expect_success 'html: a call links to its result, the result back to its call' '
	grep -q "<span class=\"what\">tool call</span>.* <a class=\"to\" href=\"#item-3\">result #3</a>" h.html &&
	grep -q "<span class=\"what\">result</span>.* <a class=\"to\" href=\"#item-2\">call #2</a>" h.html &&
	transcript export --format=html s.db dangling >dangling.html &&
	test "$(grep -c "class=\"to\"" dangling.html)" -lt "$(grep -c "<details" dangling.html)"
'

test_expect_success 'hostile html: a CSP forbids scripts and outside resources' '
	grep -q "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src .none.; style-src .unsafe-inline.\">" h.html
'

test_expect_success 'hostile markdown: escaped, fences longer than any backtick run' '
	transcript export s.db hostile >h.md &&
	grep -qx "\`\`\`\`\`json" h.md &&
	grep -qx "\`\`\`\`\`\`" h.md &&
	grep -q "^\\\\# not a heading" h.md &&
	grep -q "^1\\\\. not a list" h.md &&
	grep -q "\\\\\\[click\\\\\\](javascript:alert(2))" h.md &&
	grep -q "\\\\<script\\\\>alert(1)\\\\</script\\\\>" h.md
'

if command -v cmark-gfm >/dev/null; then
	test_expect_success 'hostile markdown, rendered by cmark-gfm (raw HTML allowed): text only' '
		cmark-gfm --unsafe -e table -e autolink -e strikethrough h.md >h.md.html &&
		! grep -qi "<script\|<img\|<table\|<!--\|<details\|<ol\|<h1>[^T]" h.md.html &&
		grep -o "<a [^>]*>" h.md.html >links &&
		echo "<a href=\"https://example.com/?a=1&amp;b=2\">" >want && test_cmp want links &&
		grep -q "&amp;amp; &amp;#60; " h.md.html &&
		test "$(grep -c "^<h3>" h.md.html)" -eq 5 &&
		test "$(grep -c "^<pre>" h.md.html)" -eq 2 &&
		grep -q "^\\[click\\](javascript:alert(2)) &lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;<br />" h.md.html &&
		grep -q "^fenced \`\`\` text<br />" h.md.html &&
		grep -q "echo \`\`\`\` &lt;/details&gt;&lt;/pre&gt;" h.md.html &&
		grep -qx "# after a fence" h.md.html &&
		for f in $FORMATS; do
			cmark-gfm -e table -e autolink "$f.md" >out.html &&
			test "$(grep -c "^<pre>" out.html)" -eq \
			    "$(grep -c "^\`\`\`\`*json\$\|^\`\`\`\`*\$" "$f.md" | awk "{ print \$1 / 2 }")" ||
			    { echo "$f: fences"; exit 1; }
		done
	'
else
	test_skip 'hostile markdown, rendered by cmark-gfm' 'no cmark-gfm'
fi

test_expect_success 'the title; an item of another format read by its own' '
	grep -qx -- "- \*\*Title:\*\* What.s the weather in Paris and Rome right now?" chat.md &&
	grep -q "<dt>Title</dt><dd>What&#39;s the weather in Paris and Rome right now?</dd>" chat.html &&
	transcript compact-replace --create s.db mixed "$CHECK/chat/mixed-format.jsonl" &&
	transcript export s.db mixed >mixed.md &&
	grep -q "^\*\*result\*\* (id call_9xQ2)$" mixed.md &&
	grep -q "^> \*\*⚠ error\*\* mixed-format: " mixed.md
'

test_expect_success 'an item that is not JSON is shown, marked' '
	transcript export j bad >bad.md 2>err &&
	grep -q "^### not valid JSON" bad.md &&
	grep -q "^\*\*error:\*\* " bad.md &&
	transcript export --format=html j bad >bad.html 2>err &&
	grep -q "<section class=\"item flawed\"" bad.html
'

test_expect_success '--dialect reads the session in another format' '
	transcript export --dialect=gemini s.db chat >g.md &&
	grep -q "^- \*\*Format:\*\* Google Gemini" g.md &&
	test_expect_code 2 transcript export --dialect=nope s.db chat
'

test_expect_success '-o FILE: the same document, written by rename' '
	transcript export --format=html s.db chat >want.html &&
	transcript export --format=html -o doc.html s.db chat &&
	test_cmp want.html doc.html &&
	transcript export --output=doc.md s.db chat &&
	test_cmp chat.md doc.md &&
	transcript export -o - s.db chat >dash.md && test_cmp chat.md dash.md &&
	! ls -a | grep -q "^\.tmp-"
'

test_expect_success '-o onto an existing file replaces it (a new file, not a write into it)' '
	echo old >doc.txt && ln doc.txt keep.txt &&
	transcript export -o doc.txt s.db chat &&
	test_cmp chat.md doc.txt &&
	echo old >want && test_cmp want keep.txt
'

test_expect_success 'a missing session: exit 5, no file made or replaced' '
	test_expect_code 5 transcript export -o none.md s.db nosuch 2>err &&
	test ! -e none.md && grep -q "nosuch" err &&
	echo old >keep.md &&
	test_expect_code 5 transcript export -o keep.md s.db nosuch &&
	echo old >want && test_cmp want keep.md &&
	test_expect_code 5 transcript export nosuch.db chat
'

test_expect_success 'usage errors: exit 2' '
	test_expect_code 2 transcript export --format=pdf s.db chat 2>err &&
	grep -q "markdown or html" err &&
	test_expect_code 2 transcript export s.db 2>err &&
	test_expect_code 2 transcript export s.db chat extra 2>err &&
	test_expect_code 2 transcript export -o "" s.db chat 2>err &&
	test_expect_code 2 transcript export --bogus s.db chat 2>err &&
	cp s.db keep.db &&
	test_expect_code 2 transcript export -o s.db s.db chat 2>err &&
	grep -q "is the store itself" err &&
	test_expect_code 2 transcript export -o ./s.db sqlite:s.db chat 2>err &&
	cmp s.db keep.db
'

test_expect_success 'an unwritable -o: exit 3, nothing left behind' '
	test_expect_code 3 transcript export -o nodir/doc.md s.db chat 2>err &&
	grep -q "nodir" err &&
	mkdir isdir &&
	test_expect_code 3 transcript export -o isdir s.db chat 2>err &&
	test -d isdir && ! ls -a | grep -q "^\.tmp-" &&
	if [ -w /dev/full ]; then
		test_expect_code 3 transcript export s.db chat >/dev/full 2>err
	fi
'

test_expect_success '--redact: secrets in messages, arguments and results replaced' '
	key=sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 &&
	printf "%s\n" "{\"role\":\"user\",\"content\":\"my key is $key and code secret42\"}" \
	    "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"curl\",\"arguments\":\"{\\\"h\\\":\\\"Authorization: Bearer abcdefghijklmnop1234\\\"}\"}}]}" \
	    "{\"role\":\"tool\",\"tool_call_id\":\"c1\",\"content\":\"echo AKIAABCDEFGHIJKLMNOP\"}" >keys.jsonl &&
	transcript compact-replace --create s.db keys keys.jsonl &&
	transcript export s.db keys >plain.md &&
	grep -q "$key" plain.md && grep -q AKIAABCDEFGHIJKLMNOP plain.md &&
	for f in markdown html; do
		transcript export --format=$f --redact s.db keys >red.$f &&
		! grep -q "$key\|AKIAABCDEFGHIJKLMNOP\|abcdefghijklmnop1234" red.$f &&
		test "$(grep -o "REDACTED" red.$f | wc -l)" -ge 3 &&
		grep -q "secret42" red.$f || { echo "$f"; exit 1; }
	done &&
	transcript export --redact-pattern="secret[0-9]+" s.db keys >pat.md &&
	! grep -q "secret42\|$key" pat.md &&
	test_expect_code 2 transcript export --redact-pattern="(" s.db keys 2>err
'

test_expect_success '--help lists the options' '
	transcript export --help >help &&
	grep -q "^usage: transcript export " help &&
	grep -q -- "--format=format" help && grep -q -- "-o, --output=file" help
'

. "$TESTS_DIR/browser.sh"
if browser_ok; then
	test_expect_success 'browser: a screenshot of the HTML is a PNG that is not blank' '
		browser shot.png --screenshot="$TRASH/shot.png" \
		    --window-size=900,1200 "file://$TRASH/anthropic.html" &&
		png_not_blank shot.png
	'

	test_expect_success 'browser: the DOM holds each turn'"'"'s text, and no script' '
		cp h.html hostile.html &&
		for f in anthropic chat hostile; do
			browser "$f.dom" --dump-dom "file://$TRASH/$f.html" || exit 1
			grep -q "</main>" "$f.dom" && ! grep -qi "<script" "$f.dom" || exit 1
		done &&
		! grep -qi "<img\|<a href=.j" hostile.dom &&
		python3 - "$MD" "$CHECK/anthropic/clean-weather.jsonl" anthropic.dom \
		    "$CHECK/chat/clean-weather.jsonl" chat.dom hostile.jsonl hostile.dom <<-\PY
		import html, json, re, sys
		md, args = sys.argv[1], sys.argv[2:]
		for src, dom in zip(args[0::2], args[1::2]):
		    page = html.unescape(re.sub(r"<[^>]*>", "", open(dom).read()))
		    if md and src == "hostile.jsonl":
		        # Markdown read: markup gone, raw HTML shown as text
		        for t in ["<script>alert(\x27sys\x27)</script>",
		                "Hi </details></summary><script>alert(1)</script>",
		                "<a href=\"javascript:alert(3)\">x</a>",
		                "<img src=x onerror=alert(4)>", "fenced ``` text",
		                "<!-- comment", "done <U+202E> evil \\x07 bell"]:
		            assert t in page, "%s: %r not shown" % (dom, t)
		        continue
		    n = 0
		    for line in open(src):
		        c = json.loads(line).get("content")
		        texts = [c] if isinstance(c, str) else [
		            b["text"] for b in c or [] if b.get("type") == "text"]
		        for t in texts:
		            t = t.replace("\u202e", "<U+202E>").replace("\x07", "\\x07")
		            assert t in page, "%s: %r not shown" % (dom, t)
		            n += 1
		    assert n >= 4, "%s: only %d texts" % (src, n)
		PY
	'
else
	test_skip 'browser: a screenshot that is not blank' "$CHROME_SKIP"
	test_skip 'browser: the DOM holds each turn'"'"'s text' "$CHROME_SKIP"
fi

test_done
