#!/bin/sh
test_description='export --site: stores as a static web site'
. "$(dirname "$0")/lib.sh"
. "$TESTS_DIR/browser.sh"

CC=$FIXTURES/native/claude-code
PARENT=-home-ada-proj/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f
PNAME=-home-ada-proj_2F3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f
SUBNAME=${PNAME}_2Fagent-a4f07c2e9b1d3a5c8
SUB2=${PNAME}_2Fagent-b4f07c2e9b1d3a5c8

# long N: a Chat session of a prompt, then N calls each answered by a
# result in the next item (2N + 1 items).
long() {
	echo '{"role":"user","content":"a long one"}'
	i=1
	while [ "$i" -le "$1" ]; do
		printf '%s\n' "{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":\"c$i\",\"type\":\"function\",\"function\":{\"name\":\"ls\",\"arguments\":\"{}\"}}]}" \
		    "{\"role\":\"tool\",\"tool_call_id\":\"c$i\",\"content\":\"out $i\"}"
		i=$((i + 1))
	done
}

# A session written to break out of its page, and of the index.
cat >hostile.jsonl <<'EOF'
{"role":"user","content":"pwn <script>document.title='pwned'</script> <img src=x onerror=\"document.title='pwned'\"> [x](javascript:document.title='pwned')"}
{"role":"assistant","content":"**bold** answer"}
EOF

# pages DIR: the files of its s/, sorted
pages() {
	find "$1/s" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort
}

# stamps DIR: each page of DIR/s with its inode and mtime (changes when a
# page is written again: written pages are new files, renamed in)
stamps() {
	(cd "$1/s" && for f in *.html; do
		echo "$f $(stat -c '%i %Y.%y' "./$f")"
	done)
}

# links_ok N DIR...: every link of the sites DIR... resolves to a file
# and an anchor in it, and there are more than N (python3)
links_ok() {
	python3 - "$@" <<-\PY
	import html, os, re, sys
	ids = {}
	def anchors(path):
	    if path not in ids:
	        ids[path] = set(re.findall(r"\bid=\"([^\"]*)\"", open(path).read()))
	    return ids[path]
	n = 0
	for top in sys.argv[2:]:
	    files = [os.path.join(top, "index.html")] + [
	        os.path.join(top, "s", f) for f in os.listdir(os.path.join(top, "s"))]
	    for f in files:
	        for ref in re.findall(r"\b(?:href|src)=\"([^\"]*)\"", open(f).read()):
	            ref = html.unescape(ref)
	            if ref == "":
	                continue    # a javascript: link, emptied
	            assert ":" not in ref.split("#")[0], "%s: %s" % (f, ref)
	            path, _, frag = ref.partition("#")
	            target = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
	            assert target.startswith(top + "/") or target == top, "%s: %s leaves" % (f, ref)
	            assert os.path.isfile(target), "%s: %s missing" % (f, ref)
	            assert not frag or frag in anchors(target), "%s: #%s missing" % (f, frag)
	            n += 1
	print(n, "links")
	assert n > int(sys.argv[1]), n
	PY
}

test_expect_success 'setup: a Claude Code tree, an SQLite store' '
	cp -R "$CC" cc &&
	long 4 >long.jsonl &&
	transcript compact-replace --create s.db long long.jsonl &&
	transcript compact-replace --create s.db hostile hostile.jsonl
'

test_expect_success 'a site of one store: the index, a page per session, the manifest' '
	transcript export --site=site cc 2>err &&
	grep -qx "transcript: site site: 6 sessions, 6 rendered, 6 pages written, 0 removed" err &&
	test -f site/index.html && test -f site/.transcript-site &&
	transcript list cc | cut -f1 >ids &&
	test "$(pages site | wc -l)" -eq 6 &&
	test -f "site/s/$PNAME.html" && test -f "site/s/$SUBNAME.html" &&
	for f in site/index.html site/s/*.html; do
		sed -n 1p "$f" | grep -qx "<!DOCTYPE html>" &&
		tail -n 1 "$f" | grep -qx "</html>" || { echo "$f: shape"; exit 1; }
	done
'

test_expect_success 'index: by project, newest project and day first, a row per session' '
	grep -o "<h2>[^<]*</h2>" site/index.html >got &&
	printf "<h2>%s</h2>\n" -home-ada-proj -path-to-Demo >want &&
	test_cmp want got &&
	grep -o "<h3>[^<]*</h3>" site/index.html >days &&
	printf "<h3>%s</h3>\n" 2026-08-05 2026-08-04 2026-08-03 2025-09-07 2025-09-03 >want &&
	test_cmp want days &&
	test "$(grep -c "^<tr data-q=" site/index.html)" -eq 6 &&
	for id in $(cat ids); do
		grep -qF "<span class=\"sub\">$id</span>" site/index.html ||
		    { echo "$id: no row"; exit 1; }
	done
'

test_expect_success 'index row: title, format, model, items, duration, tokens' '
	grep "<span class=\"sub\">$PARENT</span>" site/index.html >row &&
	grep -q "<a href=\"s/$PNAME.html\">Have a subagent count the TODOs in src/, then run the test suite.</a>" row &&
	grep -q "<td class=\"opt\">Claude Code session transcript</td><td class=\"opt\">claude-opus-4-5</td><td class=\"n\">9</td><td class=\"n opt\">43s</td><td class=\"n\">45776</td>" row
'

test_expect_success 'subagents: linked from their session and the call that started them, and back; marked in the index' '
	grep -q "<span class=\"what\">tool call</span> <b>Task</b> .*<a class=\"to\" href=\"$SUBNAME.html\">subagent</a>" "site/s/$PNAME.html" &&
	test "$(grep -c ">subagent</a>" "site/s/$PNAME.html")" -eq 1 &&
	grep -q "subagents: <a href=\"$SUBNAME.html\">$PARENT/agent-a4f07c2e9b1d3a5c8</a>" "site/s/$PNAME.html" &&
	grep -q "subagent of <a href=\"$PNAME.html\">$PARENT</a>" "site/s/$SUBNAME.html" &&
	grep -q "<span class=\"sub\">subagent of <a href=\"s/$PNAME.html\">" site/index.html
'

test_expect_success 'session page: calls and results folded, each result linked from its call' '
	f="site/s/$PNAME.html" &&
	test "$(grep -c "<details class=\"call\"><summary>" "$f")" -ge 2 &&
	! grep -q "<details class=\"call\" open" "$f" &&
	grep -q "<a class=\"to\" href=\"#item-3\">result #3</a>" "$f" &&
	grep -q "<a class=\"to\" href=\"#item-2\">call #2</a>" "$f" &&
	grep -q "<a href=\"../index.html\">All sessions</a>" "$f"
'

test_expect_success '--page-size: pages of N items, previous and next, links across pages' '
	transcript export --site=paged --page-size=2 s.db 2>err &&
	test -f paged/s/long.html && test -f paged/s/long-5.html && ! test -f paged/s/long-6.html &&
	test "$(grep -c "id=\"item-" paged/s/long.html)" -eq 2 &&
	test "$(grep -c "id=\"item-" paged/s/long-3.html)" -eq 2 &&
	test "$(grep -c "id=\"item-" paged/s/long-5.html)" -eq 1 &&
	grep -q "page 1 of 5 · <a rel=\"next\" href=\"long-2.html\">next</a>" paged/s/long.html &&
	grep -q "page 2 of 5 · <a rel=\"prev\" href=\"long.html\">previous</a> · <a rel=\"next\" href=\"long-3.html\">next</a>" paged/s/long-2.html &&
	grep -q "page 5 of 5 · <a rel=\"prev\" href=\"long-4.html\">previous</a></nav>" paged/s/long-5.html &&
	grep -q "<a class=\"to\" href=\"long-2.html#item-2\">result #2</a>" paged/s/long.html &&
	grep -q "<a class=\"to\" href=\"long.html#item-1\">call #1</a>" paged/s/long-2.html &&
	grep -q "<a class=\"to\" href=\"long-3.html#item-4\">result #4</a>" paged/s/long-2.html
'

test_expect_success 'a rerun with nothing changed rewrites no page, but the index' '
	stamps site >before &&
	ls -i site/index.html >index.before &&
	transcript export --site=site cc 2>err &&
	grep -qx "transcript: site site: 6 sessions, 0 rendered, 0 pages written, 0 removed" err &&
	stamps site >after &&
	test_cmp before after &&
	! ls -i site/index.html | cmp -s - index.before
'

test_expect_success 'a rerun after one session grew rewrites its page alone' '
	f="cc/projects/-home-ada-proj/c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f.jsonl" &&
	tail -n 1 "$f" >>"$f" &&
	transcript export --site=site cc 2>err &&
	grep -qx "transcript: site site: 6 sessions, 1 rendered, 1 page written, 0 removed" err &&
	stamps site >after2 &&
	diff before after2 | grep "^[<>]" | cut -c3- | cut -d" " -f1 | sort -u >changed &&
	echo "-home-ada-proj_2Fc4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f.html" >want &&
	test_cmp want changed
'

test_expect_success 'a session with fewer pages loses the others; a session gone loses its pages' '
	stamps paged >p.before &&
	long 1 >short.jsonl &&
	transcript compact-replace s.db long short.jsonl &&
	transcript export --site=paged --page-size=2 s.db 2>err &&
	grep -qx "transcript: site paged: 2 sessions, 1 rendered, 2 pages written, 3 removed" err &&
	test -f paged/s/long-2.html && ! test -f paged/s/long-3.html && ! test -f paged/s/long-5.html &&
	grep -q "page 2 of 2" paged/s/long-2.html &&
	grep "^hostile" p.before >want && stamps paged | grep "^hostile" >got && test_cmp want got &&
	transcript delete s.db long &&
	transcript export --site=paged --page-size=2 s.db 2>err &&
	grep -qx "transcript: site paged: 1 session, 0 rendered, 0 pages written, 2 removed" err &&
	pages paged >got && echo hostile.html >want && test_cmp want got &&
	! grep -q "long.html" paged/index.html
'

test_expect_success 'another page size renders every session again' '
	transcript export --site=paged --page-size=3 s.db 2>err &&
	grep -qx "transcript: site paged: 1 session, 1 rendered, 1 page written, 0 removed" err
'

test_expect_with python3 'subagents gone, come back or replaced: the pages that link to them written again' '
	cp -R "$CC" sub && transcript export --site=sw sub 2>err &&
	mv "sub/projects/$PARENT/subagents" subagents.away &&
	transcript export --site=sw sub 2>err &&
	grep -qx "transcript: site sw: 5 sessions, 1 rendered, 1 page written, 1 removed" err &&
	! test -e "sw/s/$SUBNAME.html" &&
	! grep -q "agent-a4f07c2e9b1d3a5c8" "sw/s/$PNAME.html" &&
	links_ok 20 sw &&
	mv subagents.away "sub/projects/$PARENT/subagents" &&
	transcript export --site=sw sub 2>err &&
	grep -qx "transcript: site sw: 6 sessions, 2 rendered, 2 pages written, 0 removed" err &&
	grep -q "subagents: <a href=\"$SUBNAME.html\">" "sw/s/$PNAME.html" &&
	grep -q "<a class=\"to\" href=\"$SUBNAME.html\">subagent</a>" "sw/s/$PNAME.html" &&
	links_ok 20 sw &&
	d="sub/projects/$PARENT/subagents" &&
	for f in "$d"/agent-a4f07c2e9b1d3a5c8.*; do
		mv "$f" "$d/agent-b${f#*/agent-a}" || exit 1
	done &&
	transcript export --site=sw sub 2>err &&
	grep -qx "transcript: site sw: 6 sessions, 2 rendered, 2 pages written, 1 removed" err &&
	grep -q "subagents: <a href=\"$SUB2.html\">" "sw/s/$PNAME.html" && ! test -e "sw/s/$SUBNAME.html" &&
	links_ok 20 sw
'

test_expect_with python3 'a subagent whose session is gone or comes back: its page written again' '
	mv "sub/projects/$PARENT.jsonl" parent.away &&
	transcript export --site=sw sub 2>err &&
	grep -qx "transcript: site sw: 5 sessions, 1 rendered, 1 page written, 1 removed" err &&
	test -f "sw/s/$SUB2.html" && ! grep -q "subagent of" "sw/s/$SUB2.html" &&
	links_ok 20 sw &&
	mv parent.away "sub/projects/$PARENT.jsonl" &&
	transcript export --site=sw sub 2>err &&
	grep -qx "transcript: site sw: 6 sessions, 2 rendered, 2 pages written, 0 removed" err &&
	grep -q "subagent of <a href=\"$PNAME.html\">" "sw/s/$SUB2.html" &&
	links_ok 20 sw
'

test_expect_success 'a store named otherwise (./cc, cc/) is the same store: nothing rendered again' '
	transcript export --site=site ./cc 2>err &&
	grep -qx "transcript: site site: 6 sessions, 0 rendered, 0 pages written, 0 removed" err &&
	transcript export --site=site cc/ 2>err &&
	grep -qx "transcript: site site: 6 sessions, 0 rendered, 0 pages written, 0 removed" err &&
	transcript export --site=site "$TRASH/cc" 2>err &&
	grep -qx "transcript: site site: 6 sessions, 0 rendered, 0 pages written, 0 removed" err &&
	grep -q "<h2>-home-ada-proj</h2>" site/index.html
'

test_expect_success 'a session of no project is grouped by its store as named this time' '
	cp s.db named.db && transcript export --site=nm named.db 2>err &&
	grep -q "<h2>named.db</h2>" nm/index.html &&
	transcript export --site=nm ./named.db 2>err &&
	grep -qx "transcript: site nm: 1 session, 0 rendered, 0 pages written, 0 removed" err &&
	grep -q "<h2>./named.db</h2>" nm/index.html && ! grep -q "<h2>named.db</h2>" nm/index.html
'

test_expect_success 'a manifest claiming a huge number of pages costs nothing' '
	cp -R paged big &&
	key=$(sed -n 2p big/.transcript-site | cut -f1) &&
	printf "%s\tgone\tgone\tf1\t100000000\tp\t0\t0\t1\t0\tf\tm\t\tt\tq\n" "$key" >>big/.transcript-site &&
	echo old >big/s/gone.html && echo old >big/s/gone-3.html &&
	timeout 10 "$TRANSCRIPT" export --site=big --page-size=3 s.db 2>err &&
	grep -qx "transcript: site big: 1 session, 0 rendered, 0 pages written, 2 removed" err &&
	pages big >got && echo hostile.html >want && test_cmp want got
'

test_expect_success 'a build without a manifest removes the pages of sessions gone, and nothing else' '
	cp s.db f.db && transcript compact-replace --create f.db long long.jsonl &&
	transcript export --site=fr --page-size=2 f.db 2>err &&
	test -f fr/s/long-5.html &&
	transcript delete f.db long &&
	rm fr/.transcript-site &&
	echo keep >fr/s/notes.txt && echo keep >fr/s/x-01.html && echo keep >fr/s/x-1.html &&
	echo old >fr/s/y-.html && echo keep >fr/s/.h.html && mkdir fr/s/d.html &&
	echo keep >outside.html && ln -s "$TRASH/outside.html" fr/s/ln.html &&
	transcript export --site=fr --page-size=2 f.db 2>err &&
	grep -qx "transcript: site fr: 1 session, 1 rendered, 1 page written, 6 removed" err &&
	pages fr >got &&
	printf "%s\n" .h.html d.html hostile.html ln.html notes.txt x-01.html x-1.html | sort >want &&
	test_cmp want got && echo keep >want && test_cmp want outside.html
'

test_expect_success 'hostile ids: safe, distinct file names in s/, escaped in the pages' '
	long 2 >l.jsonl &&
	for id in "../../escape" ".hidden" "a/b" "Case" "case" "x" "x-2" "x-2-" \
	    "<script>alert(1)</script>" "$(printf "%0200d" 0)e" "$(printf "%0200d" 0)f" \
	    "sp ace" "q\"uote" "$(printf "\\303\\251t\\303\\251")"; do
		transcript compact-replace --create ids.db "$id" l.jsonl || exit 1
	done &&
	transcript export --site=hs --page-size=3 ids.db 2>err &&
	pages hs >names &&
	test "$(wc -l <names)" -eq 28 &&
	test "$(sort -u names | wc -l)" -eq 28 &&
	test "$(tr "[:upper:]" "[:lower:]" <names | sort -u | wc -l)" -eq 28 &&
	! grep -v "^[a-zA-Z0-9_~-][a-zA-Z0-9._~-]*\.html\$" names &&
	! awk "length(\$0) > 175" names | grep . &&
	grep -qx "_2E._2F.._2Fescape.html" names &&
	grep -qx "_2Ehidden.html" names &&
	grep -qx "a_2Fb.html" names && grep -qx "_43ase.html" names &&
	grep -qx "x-2.html" names && grep -qx "x_2D2.html" names && grep -qx "x_2D2-2.html" names &&
	grep -qx "x-2-.html" names &&
	test "$(grep -c "~[0-9a-f]\{16\}\.html\$" names)" -eq 2 &&
	test "$(find . -name "escape*" | wc -l)" -eq 0 &&
	grep -q "<span class=\"sub\">&lt;script&gt;alert(1)&lt;/script&gt;</span>" hs/index.html &&
	! grep -qi "<script>alert" hs/index.html hs/s/*.html
'

test_expect_success 'several stores: each its own names; a session of no project grouped by its store' '
	transcript export --site=two cc s.db 2>err &&
	grep -qx "transcript: site two: 7 sessions, 7 rendered, 7 pages written, 0 removed" err &&
	test -f "two/s/S1_$PNAME.html" && test -f two/s/S2_hostile.html &&
	grep -q "<h2>s.db</h2>" two/index.html &&
	grep -q "<h2>-home-ada-proj</h2>" two/index.html
'

test_expect_success 'a Codex session is grouped by the cwd it names' '
	transcript export --site=cx "$FIXTURES/native/codex" 2>err &&
	grep -q "<h2>/home/ana/site</h2>" cx/index.html
'

test_expect_success 'no page names anything outside the site: no URL, no resource' '
	for d in site paged hs two cx; do
		for f in "$d/index.html" "$d"/s/*.html; do
			! grep -q "://\|href=\"//\|@import\|url(\|<link\|<iframe\|<object\|<embed\|<img\|<base" "$f" ||
			    { echo "$f: names something outside"; exit 1; }
		done
	done
'

test_expect_success 'pages forbid scripts (CSP); the index allows its own inline script only' '
	for f in site/s/*.html; do
		grep -q "content=\"default-src .none.; style-src .unsafe-inline.\"" "$f" &&
		! grep -qi "<script" "$f" || { echo "$f"; exit 1; }
	done &&
	grep -q "content=\"default-src .none.; style-src .unsafe-inline.; script-src .unsafe-inline.\"" site/index.html &&
	test "$(grep -c "<script>" site/index.html)" -eq 1
'

test_expect_success 'links in the site are not followed: s/ or the manifest a link is refused, a page or the index a link is replaced' '
	mkdir elsewhere && echo keep >elsewhere/index.html && echo keep >elsewhere/m &&
	mkdir l1 && ln -s "$TRASH/elsewhere" l1/s &&
	test_expect_code 4 transcript export --site=l1 s.db 2>err &&
	grep -q "symbolic link" err &&
	test "$(ls elsewhere | wc -l)" -eq 2 &&
	cp -R paged l2 && ln -sf "$TRASH/elsewhere/m" l2/.transcript-site &&
	test_expect_code 4 transcript export --site=l2 s.db 2>err &&
	echo keep >want && test_cmp want elsewhere/m &&
	cp -R paged l3 && rm l3/index.html l3/s/hostile.html &&
	ln -s "$TRASH/elsewhere/index.html" l3/index.html &&
	ln -s "$TRASH/elsewhere/m" l3/s/hostile.html &&
	transcript export --site=l3 --page-size=3 s.db 2>err &&
	test_cmp want elsewhere/index.html && test_cmp want elsewhere/m &&
	test -f l3/index.html && ! test -h l3/index.html && ! test -h l3/s/hostile.html
'

test_expect_success 'a manifest not understood: its lines left out, nothing outside removed' '
	cp -R paged m1 && echo keep >m1/victim.html && echo keep >m1/s/victim.html &&
	printf "s.db\tx\t../victim\tf1\t1\tp\t0\t0\t1\t0\tf\tm\t\tt\tq\n" >>m1/.transcript-site &&
	printf "s.db\ty\ty\tf1\tmany\tp\t0\t0\t1\t0\tf\tm\t\tt\tq\n" >>m1/.transcript-site &&
	transcript export --site=m1 --page-size=3 s.db 2>err &&
	grep -q "warning: m1/.transcript-site: 2 lines not understood" err &&
	test -f m1/victim.html && test -f m1/s/victim.html &&
	echo garbage >m1/.transcript-site &&
	transcript export --site=m1 --page-size=3 s.db 2>err &&
	grep -q "not a manifest of transcript.s; every page is written anew" err &&
	grep -qx "transcript: site m1: 1 session, 1 rendered, 1 page written, 1 removed" err &&
	test -f m1/victim.html && ! test -e m1/s/victim.html
'

test_expect_success 'a store that cannot be read: reported, the rest built, its last pages kept' '
	cp s.db s2.db &&
	transcript export --site=two2 cc s2.db 2>err &&
	mv s2.db s2.gone &&
	test_expect_code 5 transcript export --site=two2 cc s2.db 2>err &&
	grep -q "s2.db" err &&
	test -f two2/s/S2_hostile.html && grep -q "S2_hostile.html" two2/index.html &&
	grep -q -- "$PNAME" two2/index.html &&
	test_expect_code 5 transcript export --site=two2 ./cc sqlite:./s2.db 2>err &&
	test -f two2/s/S2_hostile.html && grep -q "S2_hostile.html" two2/index.html &&
	test_expect_code 5 transcript export --site=two2 cc jsonl:s2.db 2>err &&
	! test -e two2/s/S2_hostile.html
'

test_expect_with flock 'one build at a time: a second waits, then is busy (exit 6)' '
	flock paged sleep 3 &
	wait_for "! flock -n paged true" 10 &&
	test_expect_code 6 transcript export --site=paged --busy-timeout=200 s.db 2>err &&
	grep -q "site .paged." err &&
	wait &&
	transcript export --site=paged --page-size=3 s.db 2>err
'

test_expect_success 'usage errors: exit 2' '
	test_expect_code 2 transcript export --site=x -o f s.db &&
	test_expect_code 2 transcript export --site=x --format=markdown s.db &&
	test_expect_code 2 transcript export --site=x --page-size=0 s.db &&
	test_expect_code 2 transcript export --site=x --page-size=two s.db &&
	test_expect_code 2 transcript export --page-size=5 s.db hostile &&
	test_expect_code 2 transcript export --site=x &&
	test_expect_code 2 transcript export --site= s.db &&
	! test -e x
'

test_expect_success 'a site directory that cannot be made or opened: exit 3' '
	test_expect_code 3 transcript export --site=/proc/nope s.db 2>err &&
	grep -q "cannot create ./proc/nope." err &&
	echo file >f &&
	test_expect_code 3 transcript export --site=f s.db 2>err &&
	grep -q "cannot open .f.: Not a directory" err
'

test_expect_with python3 'every link of every site resolves to a file and an anchor in it' '
	links_ok 100 site paged hs two cx
'

if browser_ok; then
	test_expect_success 'browser: the index and a session page, at 1280 and 390 pixels wide' '
		for w in 1280,900 390,844; do
			browser "index-$w.png" --screenshot="$TRASH/index-$w.png" \
			    --window-size=$w "file://$TRASH/site/index.html" &&
			png_not_blank "index-$w.png" &&
			browser "page-$w.png" --screenshot="$TRASH/page-$w.png" \
			    --window-size=$w "file://$TRASH/site/s/$PNAME.html" &&
			png_not_blank "page-$w.png" || exit 1
		done
	'

	test_expect_success 'browser: index.html#q=WORDS shows the matching sessions only' '
		browser all.dom --dump-dom "file://$TRASH/site/index.html" &&
		test "$(grep -c "<tr data-q=\"[^\"]*\"><td" all.dom)" -eq 6 &&
		! grep "<tr data-q=" all.dom | grep -q " hidden=\"\"" &&
		grep -q "6 of 6 sessions" all.dom &&
		browser q.dom --dump-dom "file://$TRASH/site/index.html#q=TODO%20comments" &&
		grep -q "1 of 6 sessions" q.dom &&
		grep "<tr data-q=" q.dom | grep -v " hidden=\"\"" >shown &&
		test "$(wc -l <shown)" -eq 1 && grep -q -- "$SUBNAME" shown &&
		grep -c "<section class=\"project\" hidden=\"\"" q.dom >hidden &&
		test "$(cat hidden)" -eq 1 &&
		browser none.dom --dump-dom "file://$TRASH/site/index.html#q=no-such-words" &&
		grep -q "0 of 6 sessions" none.dom &&
		grep -c "<section class=\"project\" hidden=\"\"" none.dom >hidden &&
		test "$(cat hidden)" -eq 2 &&
		browser p.dom --dump-dom "file://$TRASH/site/index.html#q=PARSE.PY" &&
		grep -q "1 of 6 sessions" p.dom &&
		grep "<tr data-q=" p.dom | grep -v " hidden=\"\"" >shown &&
		grep -q "Parser escape fix and codecs refactor" shown
	'

	test_expect_success 'browser: a planted script never runs, in a page or the index' '
		transcript export --site=hostile s.db 2>err &&
		browser h.dom --dump-dom "file://$TRASH/hostile/s/hostile.html" &&
		grep -q "<title>Transcript hostile</title>" h.dom &&
		! grep -q "<title>pwned" h.dom && ! grep -qi "<script\|<img" h.dom &&
		grep -q "&lt;script&gt;document.title=.pwned.&lt;/script&gt;" h.dom &&
		browser hi.dom --dump-dom "file://$TRASH/hostile/index.html" &&
		grep -q "<title>Transcripts</title>" hi.dom
	'

else
	test_skip 'browser: screenshots at two widths' "$CHROME_SKIP"
	test_skip 'browser: the search box filters' "$CHROME_SKIP"
	test_skip 'browser: a planted script never runs' "$CHROME_SKIP"
fi

test_done
