#!/bin/sh
# skipsum.sh LOG: sum up the skips that the CLI tests wrote to LOG (one
# "file<TAB>reason" a line, see tests/cli/lib.sh), most frequent first:
#	63 tests skipped: no python3 (14), no chromium (2), ...
# or "no test skipped".  It always exits 0: a skip is not a failure here
# (TRANSCRIPT_TEST_REQUIRE=all makes it one, in the test itself).
log=$1
if ! [ -s "$log" ]; then
	echo "no test skipped"
	exit 0
fi
cut -f 2 "$log" | sort | uniq -c | sort -k 1,1nr -k 2 |
awk '{ n = $1; $1 = ""; sub(/^ /, ""); total += n
	list = list (list == "" ? "" : ", ") $0 " (" n ")" }
END { printf "%d test%s skipped: %s\n", total, total == 1 ? "" : "s", list
	print "(TRANSCRIPT_TEST_REQUIRE=all makes each one a failure)" }'
