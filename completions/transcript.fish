# fish completion for transcript(1)
#
# Completes commands, each command's options and their values, stores
# (sqlite: jsonl: dir: openai-agents: langchain: agntz: mastra: voltagent:
# opencode: llm: claude-code: codex:
# gemini-cli: agentao: postgres: and file names) and session ids, which it asks the
# store for with `transcript list STORE`.  Keep in step with src/cmd_*.c and
# the man page; tests/cli/t9000-docs.sh checks that every command is here.

set -l cmds append check compact-replace convert delete diff dump export fork grep help index list load rename repair search secrets stats sync

# Print the command, then the operands typed before the cursor, skipping
# options and their values.
function __transcript_operands
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -q tokens[1]; or return 1
    set -l cmd $tokens[1]
    set -e tokens[1]
    echo $cmd
    set -l skip 0
    set -l dashdash 0
    for t in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        if test $dashdash = 0
            switch $t
                case --
                    set dashdash 1
                    continue
                case --dedupe --expect-seq --busy-timeout --backup --color --colour --format --dialect --last --role --tool --by --redact-pattern --context -C --output -o --db --list --store --project --limit -n --since --until --at --into --site --page-size
                    set skip 1
                    continue
                case '-?*'
                    continue
            end
        end
        echo $t
    end
end

# Succeed if the operand at the cursor is of kind $argv[1]: store, stream
# (a store or - for convert), session or file.
function __transcript_operand_is
    set -l ops (__transcript_operands); or return 1
    set -l cmd $ops[1]
    set -l n (count $ops)   # the command, then n - 1 operands: this is the nth
    set -l kind none
    switch $cmd:$n
        case append:1 check:1 compact-replace:1 delete:1 diff:1 dump:1 export:1 fork:1 list:1 load:1 rename:1 repair:1 secrets:1 stats:1 grep:2 'index:*' 'sync:*'
            set kind store
        case convert:1 convert:2
            set kind stream
        case append:2 compact-replace:2 export:2 fork:2 load:2 rename:2 'check:*' 'delete:*' 'diff:*' 'dump:*' 'convert:*' 'repair:*' 'secrets:*' 'stats:*' 'grep:[3-9]*'
            set kind session
        case append:3 compact-replace:3
            set kind file
    end
    test $kind = $argv[1]
end

# Stores: the kinds, or file names after a kind (-F adds the bare ones).
function __transcript_stores
    set -l tok (commandline -ct)
    if string match -qr '^(sqlite|jsonl|dir|openai-agents|langchain|agntz|mastra|voltagent|opencode|llm|claude-code|codex|gemini-cli|agentao):' -- $tok
        set -l kind (string replace -r ':.*' '' -- $tok)
        set -l path (string replace -r '^[a-z-]+:' '' -- $tok)
        set path (string replace -r '^~/' "$HOME/" -- $path)
        for p in (__fish_complete_path $path)
            printf '%s:%s\n' $kind $p
        end
        return
    end
    printf '%s\t%s\n' sqlite: 'SQLite database' jsonl: 'JSON Lines files' dir: 'directory per session' \
        openai-agents: 'OpenAI Agents SDK database' langchain: 'LangChain message_store database' \
        agntz: 'agntz sqliteStore database' mastra: 'Mastra memory database (read-only)' \
        voltagent: 'VoltAgent memory database (read-only)' opencode: 'OpenCode opencode.db (read-only)' \
        llm: 'llm logs.db (read-only)' \
        claude-code: 'Claude Code transcripts' codex: 'Codex CLI rollouts' \
        gemini-cli: 'Gemini CLI chats, read-only' \
        agentao: 'Agentao sessions (.agentao/sessions), read-only' \
        postgres: 'PostgreSQL conninfo (kind=transcript, openai-agents, claude-session-store, agntz, agentkit-pg, sagents-pg, sagents-state-pg)' \
        claude-session-store: 'Claude Agent SDK Postgres session store (conninfo)' \
        agentkit-pg: 'Inngest AgentKit Postgres history (conninfo, read-only)' \
        sagents-pg: 'Sagents database (conninfo, read-only)' \
        sagents-state-pg: 'Sagents agent states (conninfo, read-only)'
end

# The session ids of the store operand, from `transcript list`.
function __transcript_sessions
    set -l ops (__transcript_operands); or return
    set -q ops[2]; or return
    set -l i 2
    test "$ops[1]" = grep; and set i 3   # grep PATTERN STORE
    set -l store (string replace -r '^~/' "$HOME/" -- $ops[$i])
    test "$store" = -; and return
    transcript list $store 2>/dev/null | cut -f1
end

complete -c transcript -f

# Commands
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a append -d 'Append items to a session, atomically'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a check -d 'Check tool-call pairs: every call answered once, in place'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a compact-replace -d "Replace a session's whole transcript atomically"
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a convert -d 'Copy sessions between stores'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a delete -d 'Delete sessions (all named ones, or none)'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a diff -d 'Compare two sessions item by item'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a dump -d 'Show sessions for people, or as records'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a export -d 'Write a session as a Markdown or HTML document, or stores as a web site'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a fork -d 'Branch a session: a new one with its items up to a seq'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a help -d 'Show the commands, or one usage'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a list -d 'List the sessions of a store'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a load -d "Print a session's items as JSON Lines"
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a rename -d 'Rename a session'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a repair -d 'Fix broken tool-call pairs in place, with a backup'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -s h -l help -d 'Show the commands'
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -s V -l version -d 'Show the version'

# Options every command has
complete -c transcript -n "__fish_seen_subcommand_from $cmds" -s h -l help -d 'Show the usage of the command'
complete -c transcript -n "__fish_seen_subcommand_from append check compact-replace convert delete diff dump export fork grep index list load rename repair search secrets stats sync" -l busy-timeout -x -d 'Wait up to MS ms for another writer (5000)'

# The transcript formats, as --dialect names them (transcript(1), FORMATS).
function __transcript_dialects
    printf '%s\t%s\n' acp 'Agent Client Protocol' \
        codex 'OpenAI Codex CLI rollout' \
        claude-code 'Claude Code session transcript' \
        inngest 'Inngest AgentKit' \
        langchain 'LangChain messages' \
        agentkit 'agentkit (Rust)' \
        agntz 'agntz messages rows' \
        mastra 'Mastra messages (MastraDBMessage)' \
        voltagent 'VoltAgent messages (AI SDK UIMessage)' \
        opencode 'OpenCode messages with their parts' \
        llm 'llm logs.db responses' \
        gemini 'Google Gemini API contents' \
        gemini-cli 'Gemini CLI chat messages' \
        agents-js 'OpenAI Agents SDK (JavaScript)' \
        responses 'OpenAI Responses API / Agents SDK (Python)' \
        anthropic 'Anthropic Messages API' \
        sagents 'Sagents display messages' \
        sagents-state 'Sagents agent state messages' \
        chat 'OpenAI Chat Completions'
end

# append
complete -c transcript -n '__fish_seen_subcommand_from append' -l dedupe -x -a 'uuid id' -d 'Skip items whose KEY value is already known'
complete -c transcript -n '__fish_seen_subcommand_from append' -l expect-seq -x -d 'Append only if the session holds N items'
complete -c transcript -n '__fish_seen_subcommand_from append' -l repair-tail -d 'Move a torn last line aside, then append'
complete -c transcript -n '__fish_seen_subcommand_from append compact-replace convert' -l allow-jsonb -d 'Write items into a PostgreSQL jsonb column'

# check
complete -c transcript -n '__fish_seen_subcommand_from check' -l format -x -a 'text\tone\ line\ per\ finding json\tone\ object\ per\ finding github\tGitHub\ Actions\ annotations' -d 'How to print findings'
complete -c transcript -n '__fish_seen_subcommand_from check' -l dialect -x -a '(__transcript_dialects)' -d 'Read every session in this format'
complete -c transcript -n '__fish_seen_subcommand_from check' -l strict -d 'A call of the last turn without a result is an error'
complete -c transcript -n '__fish_seen_subcommand_from check' -l progress -d 'Show the progress line even on a pipe'
complete -c transcript -n '__fish_seen_subcommand_from check' -s q -l quiet -d 'Print neither progress nor the summary'
complete -c transcript -n '__fish_seen_subcommand_from check' -l allow-pending -d 'Do not report calls of the last turn without a result'
complete -c transcript -n '__fish_seen_subcommand_from check' -l follow -d 'Then check again as the session grows, until interrupted'

# compact-replace
complete -c transcript -n '__fish_seen_subcommand_from compact-replace' -l backup -r -F -d 'First save the current items to FILE'
complete -c transcript -n '__fish_seen_subcommand_from compact-replace' -l create -d 'Create the session and the store if missing'
complete -c transcript -n '__fish_seen_subcommand_from compact-replace' -l expect-seq -x -d 'Replace only if the session holds N items'

# convert
complete -c transcript -n '__fish_seen_subcommand_from convert' -l overwrite -d 'Replace sessions that dst holds with other items'
complete -c transcript -n '__fish_seen_subcommand_from convert' -l no-verify -d 'Do not read copied sessions back'
complete -c transcript -n '__fish_seen_subcommand_from convert' -l progress -d 'Show the progress line even on a pipe'
complete -c transcript -n '__fish_seen_subcommand_from convert' -s q -l quiet -d 'Print neither progress nor the summary'
complete -c transcript -n '__fish_seen_subcommand_from convert' -l strict -d 'With --to: write no session whose translation loses anything'
complete -c transcript -n '__fish_seen_subcommand_from convert' -l format -x -a 'text\tthe\ loss\ report\ on\ stderr json\tone\ object\ per\ session' -d 'With --to: how to print the loss report'
# fork
complete -c transcript -n '__fish_seen_subcommand_from fork' -l at -x -d 'Copy the items up to SEQ, and the results of their calls'
complete -c transcript -n '__fish_seen_subcommand_from fork' -l into -x -a '(__transcript_stores)' -d 'Write the fork into this store'
# --to, --dialect, --cwd (convert, load, fork)
complete -c transcript -n '__fish_seen_subcommand_from convert load fork' -l to -x -a 'chat responses agents-js anthropic gemini langchain claude-code codex agentkit agntz' -d 'Translate into this format'
complete -c transcript -n '__fish_seen_subcommand_from convert load fork' -l dialect -x -a '(__transcript_dialects)' -d 'With --to: read sessions in this format'
complete -c transcript -n '__fish_seen_subcommand_from convert load fork' -l cwd -x -a '(__fish_complete_directories)' -d 'With --to: the working directory it names'

# delete
complete -c transcript -n '__fish_seen_subcommand_from delete' -s f -l force -d 'Ignore missing sessions and a missing store'

# export
complete -c transcript -n '__fish_seen_subcommand_from export' -l format -x -a 'markdown\tMarkdown\ (default) html\ta\ self-contained\ page' -d 'Document format'
complete -c transcript -n '__fish_seen_subcommand_from export' -s o -l output -r -F -d 'Write the document to FILE, replaced atomically'
complete -c transcript -n '__fish_seen_subcommand_from export' -l site -x -a '(__fish_complete_directories)' -d 'Write a web site of every session of the stores to DIR'
complete -c transcript -n '__fish_seen_subcommand_from export' -l page-size -x -d 'With --site, items a page at most (300)'
complete -c transcript -n '__fish_seen_subcommand_from export' -l dialect -x -a '(__transcript_dialects)' -d 'Read the session in this format'

# diff
complete -c transcript -n '__fish_seen_subcommand_from diff' -l json -d 'One JSON object, with whole items and values'
complete -c transcript -n '__fish_seen_subcommand_from diff' -s q -l quiet -d 'Print nothing: the exit status says'
complete -c transcript -n '__fish_seen_subcommand_from diff' -l color -l colour -x -a 'auto always never' -d 'Colour the output'

# dump
complete -c transcript -n '__fish_seen_subcommand_from dump' -l full -d 'Do not cut lines'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l messages -d 'Only messages: no lines for other records'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l role -x -a 'user assistant system tool' -d 'Only messages of this role'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l tool -x -d 'Only items with calls of this tool, or their results'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l since -x -d 'Only items from this seq or ISO-8601 time on'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l seq -x -d 'Only this item, whole and pretty-printed'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l no-pager -d 'Do not page the output on a terminal'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l follow -d 'Then show each new item as it is written, until interrupted'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l color -l colour -x -a 'auto always never' -d 'Colour the output'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l format -x -a 'text\tfor\ people jsonl\tinterchange\ records' -d 'Output format'
complete -c transcript -n '__fish_seen_subcommand_from dump' -l dialect -x -a '(__transcript_dialects)' -d 'Render and check every session in this format'

# help
complete -c transcript -n '__fish_seen_subcommand_from help; and test (count (__transcript_operands)) -eq 1' -a "$cmds"

# list
complete -c transcript -n '__fish_seen_subcommand_from list' -l json -d 'Print JSON objects'
complete -c transcript -n '__fish_seen_subcommand_from list' -l bytes -d 'Add the item bytes (reads every item)'
complete -c transcript -n '__fish_seen_subcommand_from list' -l all -d 'Also each older version a store keeps (agentao: ID@FILE)'
complete -c transcript -n '__fish_seen_subcommand_from list' -l follow -d 'Then a line for each session made or changed, until interrupted'
complete -c transcript -n '__fish_seen_subcommand_from list' -l watch -d 'The same as --follow'
complete -c transcript -n '__fish_seen_subcommand_from list' -l sort -x -a 'id created updated items' -d 'Sort the sessions'
complete -c transcript -n '__fish_seen_subcommand_from list' -l since -x -d 'Only sessions last active at or after DATE'
complete -c transcript -n '__fish_seen_subcommand_from list' -l until -x -d 'Only sessions last active at or before DATE'

# load
complete -c transcript -n '__fish_seen_subcommand_from load' -l array -d 'Print one JSON array'
complete -c transcript -n '__fish_seen_subcommand_from load' -l last -x -d 'Print the last N items, and the calls of their results'

# Operands
complete -c transcript -n '__transcript_operand_is store' -F -a '(__transcript_stores)'
complete -c transcript -n '__transcript_operand_is stream' -F -a '(__transcript_stores)'
complete -c transcript -n '__transcript_operand_is stream' -a - -d 'Stream of interchange records'
complete -c transcript -n '__transcript_operand_is session' -a '(__transcript_sessions)' -d Session
complete -c transcript -n '__transcript_operand_is file' -F

# repair
complete -c transcript -n '__fish_seen_subcommand_from repair' -l apply -d 'Make the changes (one compact-replace per session)'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l backup -r -F -d 'First save the original items here (file or directory)'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l no-backup -d 'Keep no backup of the original items'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l dialect -x -a '(__transcript_dialects)' -d 'Repair every session as this format'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l close-pending -d 'Also answer the calls of the last turn'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l drop-invalid -d 'Remove items that are not JSON objects'
complete -c transcript -n '__fish_seen_subcommand_from repair' -l format -x -a 'text\tone\ line\ per\ action json\tone\ object\ per\ action' -d 'How to print the plan'

# secrets
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a secrets -d 'List the secrets --redact would replace'
complete -c transcript -n '__fish_seen_subcommand_from secrets' -l format -x -a 'text\tone\ line\ per\ secret json\tone\ object\ per\ secret' -d 'Output format'
complete -c transcript -n '__fish_seen_subcommand_from secrets' -s q -l quiet -d 'Print no summary'

# index
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a index -d 'Build or update the full-text index of stores'
complete -c transcript -n '__fish_seen_subcommand_from index' -l db -r -F -d 'The index (default ~/.cache/transcript/index.db)'
complete -c transcript -n '__fish_seen_subcommand_from index' -l list -x -a 'stores projects' -d "Print the index's stores or projects"
complete -c transcript -n '__fish_seen_subcommand_from index' -l rebuild -d 'Index every session anew'
complete -c transcript -n '__fish_seen_subcommand_from index' -l redact -d 'Replace API keys, tokens and private keys with [REDACTED]'
complete -c transcript -n '__fish_seen_subcommand_from index' -l redact-pattern -x -d 'Redact matches of this extended regex too'
complete -c transcript -n '__fish_seen_subcommand_from index' -s q -l quiet -d 'Print nothing on stderr but errors'

# search
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a search -d 'Find items in the full-text index'
complete -c transcript -n '__fish_seen_subcommand_from search' -l db -r -F -d 'The index (default ~/.cache/transcript/index.db)'
complete -c transcript -n '__fish_seen_subcommand_from search' -l role -x -a 'user assistant tool system other' -d 'Only items of this role'
complete -c transcript -n '__fish_seen_subcommand_from search' -l tool -x -d 'Only items that call this tool or hold its results'
complete -c transcript -n '__fish_seen_subcommand_from search' -l store -x -a '(transcript index --list=stores 2>/dev/null)' -d 'Only this store'
complete -c transcript -n '__fish_seen_subcommand_from search' -l project -x -a '(transcript index --list=projects 2>/dev/null)' -d 'Only sessions of this project'
complete -c transcript -n '__fish_seen_subcommand_from search' -l since -x -d 'Only items at or after this date or time'
complete -c transcript -n '__fish_seen_subcommand_from search' -l until -x -d 'Only items before this time (a date: up to its end)'
complete -c transcript -n '__fish_seen_subcommand_from search' -s n -l limit -x -d 'Print at most n hits (0: all)'
complete -c transcript -n '__fish_seen_subcommand_from search' -l all -d 'Rank every match, not only the newest 1000'
complete -c transcript -n '__fish_seen_subcommand_from search' -l json -d 'One JSON object a hit'
complete -c transcript -n '__fish_seen_subcommand_from search' -l update -d 'Bring the index up to date first'
complete -c transcript -n '__fish_seen_subcommand_from search' -l color -l colour -x -a 'auto always never' -d 'Highlight matches'

# grep
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a grep -d 'Search the text of items'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s i -l ignore-case -d 'Match upper and lower case alike'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s E -l extended-regexp -d 'The pattern is an extended regex'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s F -l fixed-strings -d 'The pattern is a fixed string'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s w -l word-regexp -d 'Match whole words only'
complete -c transcript -n '__fish_seen_subcommand_from grep' -l role -x -a 'system user assistant tool other' -d 'Only messages of this role'
complete -c transcript -n '__fish_seen_subcommand_from grep' -l tool -x -d 'Only the calls of this tool and their results'
complete -c transcript -n '__fish_seen_subcommand_from grep' -l calls -d 'Only tool calls: names and arguments'
complete -c transcript -n '__fish_seen_subcommand_from grep' -l results -d 'Only tool results'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s l -l files-with-matches -d 'Print only the matching sessions'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s c -l count -d 'Print the number of matching lines per session'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s q -l quiet -l silent -d 'Print nothing: exit 0 at the first match'
complete -c transcript -n '__fish_seen_subcommand_from grep' -s C -l context -x -d 'Print N lines of context'
complete -c transcript -n '__fish_seen_subcommand_from grep' -l color -l colour -x -a 'auto always never' -d 'Highlight matches'

# stats
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a stats -d 'Count tokens and their cost, turns, tool calls and failures'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l json -d 'Print JSON'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l by -x -a 'session day week month model project tool' -d 'Group the figures'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l since -x -d 'Count the responses of this local day (YYYY-MM-DD) and after'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l until -x -d 'Count the responses of this local day and before'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l prices -r -F -d 'Read this price table over the installed one'
complete -c transcript -n '__fish_seen_subcommand_from stats' -l subagents -x -a 'include separate' -d 'Count a subagent session in its parent row, or apart'

# --redact (load, dump, convert, export, repair)
complete -c transcript -n '__fish_seen_subcommand_from load dump convert export repair' -l redact -d 'Replace API keys, tokens and private keys with [REDACTED]'
complete -c transcript -n '__fish_seen_subcommand_from load dump convert export repair' -l redact-pattern -x -d 'Redact matches of this extended regex too'

# sync
complete -c transcript -n "not __fish_seen_subcommand_from $cmds" -a sync -d 'Keep an archive up to date with stores'
complete -c transcript -n '__fish_seen_subcommand_from sync' -s n -l dry-run -d 'Print what would be copied, appended or revised'
complete -c transcript -n '__fish_seen_subcommand_from sync' -l list -d 'List the archive sessions with where each came from'
complete -c transcript -n '__fish_seen_subcommand_from sync' -s q -l quiet -d 'Print no summary'
