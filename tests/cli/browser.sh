# browser.sh - Debian's chromium, headless, for the tests of HTML pages
# (export, export --site): sourced after lib.sh.  It shows the HTML as a
# person would see it; a script would run there, and a blank page would
# show it does not render.
#
#	CHROME		the browser found, or empty
#	CHROME_SKIP	why the browser tests are skipped
#	browser_ok	true when chromium and python3 are both there
#	browser OUT ARG...	run it; OUT must be left not empty
#	png_not_blank FILE	FILE is a PNG of more than a few colours

CHROME=
for c in chromium chromium-browser google-chrome; do
	command -v "$c" >/dev/null && CHROME=$c && break
done
CHROME_SKIP='no chromium'
[ -n "$CHROME" ] && CHROME_SKIP='no python3'

browser_ok() {
	[ -n "$CHROME" ] && test_need python3
}

# browser OUT ARG...: run the browser, which must leave OUT not empty
# (with --dump-dom first, OUT is its standard output).  On a loaded
# machine a run can die or time out: a failed one is tried once more.
browser() {
	out=$1
	shift
	case $1 in
	--dump-dom) log=$out ;;
	*) log=$out.log ;;
	esac
	for try in 1 2; do
		rm -f "$out"
		timeout 120 "$CHROME" --headless --no-sandbox --disable-gpu \
		    --no-first-run --user-data-dir="$TRASH/chrome$try" \
		    "$@" >"$log" 2>"$out.err" && test -s "$out" && return 0
	done
	echo "$CHROME failed twice:"; tail -n 5 "$out.err"
	return 1
}

# png_not_blank FILE: a PNG (8-bit RGB or RGBA, not interlaced) whose
# pixels, sampled, are more than four colours: a page was drawn.
png_not_blank() {
	python3 - "$1" <<-\PY
	import struct, sys, zlib
	data = open(sys.argv[1], "rb").read()
	assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
	pos, idat, ihdr = 8, b"", None
	while pos < len(data):
	    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
	    body = data[pos + 8:pos + 8 + n]
	    if kind == b"IHDR":
	        ihdr = struct.unpack(">IIBBBBB", body)
	    elif kind == b"IDAT":
	        idat += body
	    pos += 12 + n
	w, h, depth, ctype, _, _, interlace = ihdr
	assert depth == 8 and ctype in (2, 6) and interlace == 0, ihdr
	bpp = 3 if ctype == 2 else 4
	raw, stride = zlib.decompress(idat), w * bpp
	prev, colours, off = bytearray(stride), set(), 0
	for y in range(h):
	    f, line = raw[off], bytearray(raw[off + 1:off + 1 + stride])
	    off += 1 + stride
	    for i in range(stride):
	        a = line[i - bpp] if i >= bpp else 0
	        b = prev[i]
	        c = prev[i - bpp] if i >= bpp else 0
	        if f == 1: line[i] = (line[i] + a) & 255
	        elif f == 2: line[i] = (line[i] + b) & 255
	        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
	        elif f == 4:
	            p = a + b - c
	            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
	            line[i] = (line[i] + (a if pa <= pb and pa <= pc else
	                b if pb <= pc else c)) & 255
	    for x in range(0, stride, bpp * 7):
	        colours.add(bytes(line[x:x + 3]))
	    prev = line
	print(w, h, len(colours), "colours")
	assert len(colours) > 4, "blank: %d colours" % len(colours)
	PY
}
