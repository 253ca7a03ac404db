#!/bin/sh
# deps.sh - install what the build and every test need, on Debian: the
# README's test command and .ci/run both run it.  As root, or through sudo.
#
#	build:      gcc make libc6-dev libsqlite3-dev libpq-dev
#	            libcmark-gfm-dev libcmark-gfm-extensions-dev (Markdown
#	            in HTML: export --format=html, export --site)
#	oracles:    sqlite3 (the shell), postgresql (a throwaway server per
#	            test file), python3 + python3-psycopg2 (independent
#	            checkers, the Agents SDK and LangChain interop), chromium
#	            (HTML export in a browser), cmark-gfm (Markdown export)
#	docs:       mandoc (man page lint), shellcheck, zsh, fish (completions)
#	tools:      perl (prove), util-linux (script, flock, setpriv), time
#	            (GNU time: peak RSS), valgrind (make valgrind-check)
#	clients:    node and npm, and tests/agents' pinned packages (npm ci:
#	            the real Claude Code and Codex resuming sessions, the
#	            Agents SDK's and LangChain's parsers, ccusage, secretlint;
#	            tests/agents/README)
#
# Without these, `make check` still runs; each test that needs a missing
# program is skipped and counted at the end ("N tests skipped: no zsh (1)").
set -eu
cd "$(dirname "$0")/.."

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
pkgs='gcc make libc6-dev libsqlite3-dev libpq-dev libcmark-gfm-dev
    libcmark-gfm-extensions-dev sqlite3 postgresql
    python3 python3-psycopg2 chromium cmark-gfm mandoc shellcheck zsh fish
    perl util-linux time valgrind'
# Node.js: Debian's, unless the machine has one already (a newer one from
# elsewhere would conflict with Debian's npm package).
command -v npm >/dev/null 2>&1 || pkgs="$pkgs nodejs npm"

export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
if [ -f tests/agents/package-lock.json ]; then
	npm ci --prefix tests/agents --no-audit --no-fund --loglevel=error
fi
