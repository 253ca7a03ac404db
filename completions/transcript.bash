# bash completion for transcript(1)                     -*- shell-script -*-
#
# Completes commands, each command's options (values of --color, --format
# and --dialect too), stores (sqlite: jsonl: dir: openai-agents: langchain: agntz:
# mastra: voltagent: opencode: llm:
# claude-code: codex: gemini-cli: agentao: postgres: and file names) and
# session ids, which it asks the store for with `transcript list STORE`.
# Needs no bash-completion package.  Keep in step
# with src/cmd_*.c and the man page; tests/cli/t9000-docs.sh checks that every
# command is here.

# Options of each command; those ending in '=' take a value.
_transcript_options()
{
	case $1 in
	append)
		echo --dedupe= --expect-seq= --repair-tail --allow-jsonb --busy-timeout= \
		    --help ;;
	check)
		echo --format= --dialect= --strict --allow-pending --follow \
		    --progress --quiet --busy-timeout= --help ;;
	compact-replace)
		echo --backup= --create --expect-seq= --allow-jsonb --busy-timeout= \
		    --help ;;
	convert)
		echo --overwrite --no-verify --progress --quiet --to= --dialect= \
		    --cwd= --strict --format= --redact --redact-pattern= \
		    --allow-jsonb --busy-timeout= --help ;;
	delete)
		echo --force --busy-timeout= --help ;;
	diff)
		echo --json -q --quiet --color= --busy-timeout= --help ;;
	dump)
		echo --full --messages --role= --tool= --since= --seq= --follow \
		    --no-pager --color= --format= --dialect= --redact \
		    --redact-pattern= --busy-timeout= --help ;;
	fork)
		echo --at= --into= --to= --dialect= --cwd= --busy-timeout= --help ;;
	export)
		echo --format= -o --output= --site= --page-size= --dialect= \
		    --redact --redact-pattern= --busy-timeout= --help ;;
	grep)
		echo -i -E -F -w --role= --tool= --calls --results -l -c -q -C \
		    --ignore-case --extended-regexp --fixed-strings --word-regexp \
		    --files-with-matches --count --quiet --silent --context= --color= \
		    --busy-timeout= --help ;;
	help)
		echo --help ;;
	index)
		echo --db= --list= --rebuild --redact --redact-pattern= -q --quiet \
		    --busy-timeout= --help ;;
	list)
		echo --json --bytes --all --sort= --since= --until= --follow \
		    --watch --busy-timeout= --help ;;
	load)
		echo --array --last= --to= --dialect= --cwd= --redact \
		    --redact-pattern= --busy-timeout= --help ;;
	rename)
		echo --busy-timeout= --help ;;
	repair)
		echo --apply --backup= --no-backup --dialect= --close-pending \
		    --drop-invalid --format= --redact --redact-pattern= \
		    --busy-timeout= --help ;;
	search)
		echo --db= --role= --tool= --store= --project= --since= --until= \
		    -n --limit= --all --json --update --color= --busy-timeout= \
		    --help ;;
	secrets)
		echo --format= --quiet --busy-timeout= --help ;;
	stats)
		echo --json --by= --since= --until= --prices= --subagents= \
		    --busy-timeout= --help ;;
	sync)
		echo -n --dry-run --list -q --quiet --busy-timeout= --help ;;
	esac
}

# Does option $2 of command $1 take its value from the next word?  (Of the
# short options, export's -o does; the others are -q, -f and -h.)
_transcript_takes_value()
{
	case $2 in
	--dedupe | --expect-seq | --busy-timeout | --backup | --color | \
	    --colour | --format | --dialect | --to | --cwd | --last | --role | --tool | --by | \
	    --redact-pattern | --context | -C | --output | -o | --sort | --since | \
	    --until | --prices | --subagents | --db | --list | --store | \
	    --project | --limit | -n | --at | --into | --site | --page-size)
		return 0 ;;
	*)
		return 1 ;;
	esac
}

# The transcript formats, as --dialect names them (transcript(1), FORMATS).
# The formats sessions can be translated into (--to; TRANSLATION).
_transcript_targets="chat responses agents-js anthropic gemini langchain
    claude-code codex agentkit agntz"

_transcript_dialects="acp codex claude-code inngest langchain agentkit agntz mastra
    voltagent opencode llm gemini gemini-cli agents-js responses anthropic sagents sagents-state chat"

# What operand number $2 (1-based) of command $1 is.
_transcript_operand()
{
	case $1:$2 in
	help:1)
		echo command ;;
	grep:1 | search:1)
		echo none ;;
	index:* | export-site:* | sync:*)
		echo store ;;
	append:1 | check:1 | compact-replace:1 | delete:1 | diff:1 | dump:1 | \
	    export:1 | fork:1 | list:1 | load:1 | rename:1 | repair:1 | \
	    secrets:1 | stats:1 | grep:2)
		echo store ;;
	convert:1 | convert:2)
		echo stream-store ;;
	append:2 | compact-replace:2 | export:2 | load:2 | rename:2 | fork:2)
		echo session ;;
	check:* | delete:* | diff:* | dump:* | repair:* | secrets:* | stats:* | \
	    grep:[3-9]*)
		echo session ;;
	convert:*)
		echo session ;;
	append:3 | compact-replace:3)
		echo file ;;
	*)
		echo none ;;
	esac
}

# Add the words of $2 that start with $1 to COMPREPLY.
_transcript_add()
{
	local -a w
	mapfile -t w < <(compgen -W "$2" -- "$1")
	COMPREPLY+=("${w[@]}")
}

# Add the file names that start with $1 to COMPREPLY.
_transcript_add_files()
{
	local -a w
	mapfile -t w < <(compgen -f -- "$1")
	COMPREPLY+=("${w[@]}")
	compopt -o filenames 2>/dev/null
}

# Add the session ids of store $1 that start with $2 to COMPREPLY.
_transcript_add_sessions()
{
	local store=$1 id

	[[ -n $store && $store != - ]] || return
	[[ $store == \~/* ]] && store=$HOME/${store:2}
	while IFS= read -r id; do
		[[ $id == "$2"* ]] && COMPREPLY+=("$id")
	done < <(transcript list "$store" 2>/dev/null | cut -f1)
}

_transcript()
{
	local -a words=() w=()
	local i tok glue=0 cur raw cmd store="" prev="" kind n=0 dashdash=0 site=""

	# Bash splits words at ':' and '=' (COMP_WORDBREAKS): join them back,
	# so that "sqlite:a.db" and "--color=auto" are one word each.
	for ((i = 0; i <= COMP_CWORD; i++)); do
		tok=${COMP_WORDS[i]}
		if ((i > 0)) && [[ $tok == [:=] ]]; then
			words[${#words[@]} - 1]+=$tok
			glue=1
		elif ((glue)); then
			words[${#words[@]} - 1]+=$tok
			glue=0
		else
			words+=("$tok")
		fi
	done
	cur=${words[${#words[@]} - 1]}
	# Bash replaces only the text after the last ':' or '=' of the word.
	raw=${COMP_WORDS[COMP_CWORD]}
	[[ $raw == [:=] ]] && raw=""
	COMPREPLY=()

	if ((${#words[@]} <= 2)); then
		_transcript_add "$cur" "append check compact-replace convert delete
		    diff dump export fork grep help index list load rename repair search secrets
		    stats sync --help --version"
		return
	fi
	cmd=${words[1]}

	# Count the operands before the current word; note the store.
	for ((i = 2; i < ${#words[@]} - 1; i++)); do
		tok=${words[i]}
		if ((!dashdash)) && [[ $prev == -* ]] &&
		    _transcript_takes_value "$cmd" "$prev"; then
			prev=""
			continue
		fi
		prev=$tok
		# export --site: every operand is a store
		[[ $cmd == export && $tok == --site* ]] && site=1
		if ((!dashdash)) && [[ $tok == -- ]]; then
			dashdash=1
		elif ((!dashdash)) && [[ $tok == -?* ]]; then
			:
		else
			n=$((n + 1))
			((n == 1)) && store=$tok
		fi
	done

	if ((!dashdash)) && [[ $prev == -* ]] &&
	    _transcript_takes_value "$cmd" "$prev"; then
		kind=$prev=
		tok=""
	elif ((!dashdash)) && [[ $cur == --*=* ]]; then
		kind=${cur%%=*}=
		tok=$kind
	elif ((!dashdash)) && [[ $cur == -* ]]; then
		_transcript_add "$cur" "$(_transcript_options "$cmd")"
		[[ $cmd == convert && $cur == - ]] && ((n < 2)) && COMPREPLY+=(-)
		kind=options
	else
		kind=$(_transcript_operand "$cmd${site:+-site}" $((n + 1)))
		tok=""
	fi

	case $kind in
	--color= | --colour=)
		_transcript_add "$cur" "${tok}auto ${tok}always ${tok}never" ;;
	--format=)
		if [[ $cmd == check ]]; then
			_transcript_add "$cur" "${tok}text ${tok}json ${tok}github"
		elif [[ $cmd == repair || $cmd == convert || $cmd == secrets ]]; then
			_transcript_add "$cur" "${tok}text ${tok}json"
		elif [[ $cmd == export ]]; then
			_transcript_add "$cur" "${tok}markdown ${tok}html"
		else
			_transcript_add "$cur" "${tok}text ${tok}jsonl"
		fi
		;;
	--to=)
		for w in $_transcript_targets; do
			_transcript_add "$cur" "$tok$w"
		done
		;;
	--cwd=)
		_transcript_add_files "$cur" ;;
	--dialect=)
		for w in $_transcript_dialects; do
			_transcript_add "$cur" "$tok$w"
		done
		;;
	--dedupe=)
		_transcript_add "$cur" "${tok}uuid ${tok}id" ;;
	--role=)
		_transcript_add "$cur" "${tok}system ${tok}user ${tok}assistant ${tok}tool ${tok}other" ;;
	--by=)
		_transcript_add "$cur" "${tok}session ${tok}day ${tok}week ${tok}month
		    ${tok}model ${tok}project ${tok}tool" ;;
	--subagents=)
		_transcript_add "$cur" "${tok}include ${tok}separate" ;;
	--list=)
		_transcript_add "$cur" "${tok}stores ${tok}projects" ;;
	--store= | --project=)
		# from the index: `transcript index --list=...`, its --db if given
		local db="" what=stores
		[[ $kind == --project= ]] && what=projects
		for ((i = 2; i < ${#words[@]} - 1; i++)); do
			[[ ${words[i]} == --db=* ]] && db=${words[i]}
			[[ ${words[i]} == --db ]] && db=--db=${words[i + 1]}
		done
		while IFS= read -r w; do
			[[ $tok$w == "$cur"* ]] && COMPREPLY+=("$tok$w")
		done < <(transcript index ${db:+"$db"} --list=$what 2>/dev/null)
		;;
	--db= | --into=)
		[[ -n $tok ]] && cur=${cur#"$tok"}
		_transcript_add_files "$cur"
		raw=$cur ;;
	--sort=)
		_transcript_add "$cur" "${tok}id ${tok}created ${tok}updated ${tok}items" ;;
	--backup= | --output= | -o= | --prices= | --site=)
		[[ -n $tok ]] && cur=${cur#"$tok"}
		_transcript_add_files "$cur"
		raw=$cur ;;
	command)
		_transcript_add "$cur" "append check compact-replace convert
		    delete diff dump export fork grep help index list load rename repair search
		    secrets stats sync" ;;
	store | stream-store)
		[[ $kind == stream-store && -z $cur ]] && COMPREPLY+=(-)
		case $cur in
		postgres:* | postgresql://* | *:postgres:* | claude-session-store:* | \
		    agentkit-pg:* | sagents-pg:* | sagents-state-pg:*)
			# a conninfo: its words
			_transcript_add "${cur##*:}" "dbname= host= port= user= kind=transcript kind=openai-agents kind=claude-session-store kind=agntz kind=agentkit-pg kind=sagents-pg kind=sagents-state-pg"
			;;
		sqlite:* | jsonl:* | dir:* | openai-agents:* | langchain:* | agntz:* | mastra:* | \
		    voltagent:* | opencode:* | llm:* | claude-code:* | codex:* | gemini-cli:* | agentao:*)
			_transcript_add_files "${cur#*:}"
			cur=${cur#*:} ;;
		*)
			_transcript_add "$cur" "sqlite: jsonl: dir: openai-agents: langchain: agntz: mastra: voltagent: opencode: llm: claude-code: codex:
			    gemini-cli: agentao: postgres: claude-session-store: agentkit-pg: sagents-pg: sagents-state-pg:"
			if ((${#COMPREPLY[@]} == 0)); then
				_transcript_add_files "$cur"
			else
				# Not in filenames mode, which would escape
				# the ':' of the prefixes: mark directories.
				mapfile -t w < <(compgen -f -- "$cur")
				for tok in "${w[@]}"; do
					[[ -d $tok ]] && tok+=/
					COMPREPLY+=("$tok")
				done
			fi
			;;
		esac
		;;
	session)
		_transcript_add_sessions "$store" "$cur" ;;
	file)
		_transcript_add_files "$cur" ;;
	esac

	# Keep only what bash replaces: the text after the last ':' or '='.
	if ((${#cur} > ${#raw})); then
		for i in "${!COMPREPLY[@]}"; do
			COMPREPLY[i]=${COMPREPLY[i]:${#cur}-${#raw}}
		done
	fi
	if [[ $kind == session ]]; then
		for i in "${!COMPREPLY[@]}"; do
			printf -v 'COMPREPLY[i]' %q "${COMPREPLY[i]}"
		done
	fi
	# No space after "sqlite:" or "--format=": the word goes on.
	if ((${#COMPREPLY[@]} == 1)) && [[ ${COMPREPLY[0]} == *[:=/] ]]; then
		compopt -o nospace 2>/dev/null
	fi
}

complete -F _transcript transcript
