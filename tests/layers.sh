#!/bin/sh
# tests/layers.sh [DIR] - make check-layers: no module of DIR (src) includes
# the header of a layer above its own, by the one table DIR/LAYERS; and
# every module of DIR is in the table, every name in it a module of DIR.
# Each fault is a line on stderr naming the file, the header and the
# layers; exit 0 if there is none, 1 if there are, 2 if the table cannot
# be read.
set -u
dir=${1:-src}
LC_ALL=C
export LC_ALL
test -r "$dir/LAYERS" || { echo "layers.sh: cannot read $dir/LAYERS" >&2; exit 2; }

exec awk -v table="$dir/LAYERS" '
function fault(msg) {
	print msg > "/dev/stderr"
	faults++
}

# The rank of module m (1 the lowest layer), or 0 if no name takes it: its
# own name, else the longest NAME* that begins it.
function rank_of(m,    p, best, r) {
	if (m in exact)
		return exact[m]
	best = ""
	r = 0
	for (p in prefix)
		if (index(m, p) == 1 && length(p) >= length(best)) {
			best = p
			r = prefix[p]
		}
	return r
}

# The module of a file or header path: its name without directory or
# ".c"/".h".
function module(path) {
	sub(/.*\//, "", path)
	sub(/\.[ch]$/, "", path)
	return path
}

BEGIN {
	nl = 0
	while ((rc = (getline line < table)) > 0) {
		lno++
		sub(/#.*/, "", line)
		if (split(line, w) < 1)
			continue
		if (w[1] in rankof) {
			fault(table ":" lno ": layer " w[1] " is named twice")
			continue
		}
		rankof[w[1]] = ++nl
		layer[nl] = w[1]
		for (i = 2; i in w; i++) {
			name = w[i]
			if (name ~ /\*$/) {
				prefix[substr(name, 1, length(name) - 1)] = nl
				continue
			}
			if (name in exact)
				fault(table ":" lno ": module " name \
				    " is already in layer " layer[exact[name]])
			exact[name] = nl
			named_at[name] = lno
		}
	}
	if (rc < 0) {
		print "layers.sh: cannot read " table > "/dev/stderr"
		unread = 1
		exit 2
	}
}

FNR == 1 {
	mod = module(FILENAME)
	seen[mod] = 1
	nfiles++
	if ((r = rank_of(mod)) == 0)
		fault(FILENAME ": module " mod " is in no layer of " table \
		    ": place it there")
}

/^[ \t]*#[ \t]*include[ \t]*"/ {
	hdr = $0
	sub(/^[^"]*"/, "", hdr)
	sub(/".*/, "", hdr)
	hr = rank_of(module(hdr))
	if (hr == 0 && !(hdr in told)) {	# once a header
		told[hdr] = 1
		fault(FILENAME ":" FNR ": #include \"" hdr "\": its module " \
		    module(hdr) " is in no layer of " table)
	}
	if (r > 0 && hr > r)
		fault(FILENAME ":" FNR ": #include \"" hdr "\" reaches up: " \
		    mod " is in layer " layer[r] ", " module(hdr) \
		    " in layer " layer[hr] " above it")
}

END {
	if (unread)
		exit 2
	for (name in exact)
		if (!(name in seen))
			fault(table ":" named_at[name] ": no module " name \
			    " in the tree (a module removed? take it out)")
	if (faults > 0) {
		printf "check-layers: %d fault%s (layers: %s)\n", faults,
		    faults == 1 ? "" : "s", table > "/dev/stderr"
		exit 1
	}
	printf "check-layers: %d files in %d layers, no include reaches up\n",
	    nfiles, nl
}
' "$dir"/*.c "$dir"/*.h
