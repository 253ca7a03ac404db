#!/bin/sh
# tests/stores/opencode.sh OUT.db: a database that OpenCode itself writes,
# made by `opencode import` (opencode-linux-x64, pinned in package.json) of
# the scripted sessions beside this file, in a throwaway home; OUT.db is
# its opencode.db, checkpointed (no -wal beside it).  The home has a fixed
# name, as OpenCode records the directory it ran in with each session.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$1
bin=$here/node_modules/opencode-linux-x64/bin/opencode
home=${TMPDIR:-/tmp}/transcript-opencode-fixture
rm -rf "$home"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
    XDG_CACHE_HOME="$home/cache" XDG_STATE_HOME="$home/state" \
    OPENCODE_DISABLE_AUTOUPDATE=1 OPENCODE_DISABLE_MODELS_FETCH=1
mkdir -p "$home/weather"
cd "$home/weather"
# The subagent's session first: import keeps parentID as given.
for f in subagent paris rome; do
	"$bin" --pure import "$here/opencode/$f.json"
done
sqlite3 "$XDG_DATA_HOME/opencode/opencode.db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
sqlite3 "$XDG_DATA_HOME/opencode/opencode.db" ".backup '$out'"
