/*
 * format.h - transcript formats: detecting one, and mapping its items to
 * canonical events (FORMATS.md section 10) for the pair checker.
 *
 * One src/format_NAME.c per format exports one `const struct format`;
 * only format.c lists them.  A format module is the only code that knows
 * its format's field names; pairs.c works on events alone.
 *
 * Detection and mapping read an item through a struct format_item, which
 * holds its top-level members, found once: the vote runs every format's
 * detect() on an item, and check runs detect() and map() on each, so the
 * item's bytes are walked once rather than once per look.
 *
 * Mapping: map() is called once per item, in seq order, with per-session
 * state (state_size bytes, zeroed before the first item, freed with
 * free_state if set) and emits the item's events through ev_emit().  Spans
 * in an event point into the item's bytes and are valid during the call.
 *
 * This header is the consumers' API: events, struct format, detection,
 * voting, titles and what the checker, dump, export, grep, stats and
 * repair read events with.  What the format modules share to make events
 * (member tables, emit helpers, the mappers of embedded formats) is in
 * format_impl.h, which only src/format*.c include.
 *
 * Ownership: formats are static and immutable; events are borrowed, and so
 * is a struct format_item's content (the item's bytes).
 */
#ifndef FORMAT_H
#define FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "item.h"
#include "json.h"

/*
 * An item's top-level members, in order, as spans into its bytes: the first
 * FORMAT_ITEM_MEMBERS in key[] and val[], the others (no format's items
 * have that many) read from rest when asked.  A value that is not an
 * object has no members.  Fill one with format_item_init(); read it with
 * the format_item_*() helpers below.
 */
#define FORMAT_ITEM_MEMBERS	40

struct format_item {
	struct json_span	 obj;		/* the item's bytes */
	size_t			 nr;		/* members in key[] and val[] */
	struct json_span	 key[FORMAT_ITEM_MEMBERS];	/* quoted */
	struct json_span	 val[FORMAT_ITEM_MEMBERS];
	struct json_iter	 rest;		/* at the member after val[nr-1] */
};

/* Read the top-level members of it (compact valid JSON) into fi. */
void	format_item_init(struct format_item *fi, const struct item *it);
/* Settle it, yielded ITEM_UNCHECKED (item.h), and fill fi if it is then
 * ITEM_OK, in one pass over its bytes; scratch as item_settle()'s. */
void	format_item_settle(struct format_item *fi, struct item *it,
	    struct buf *scratch);

enum ev_kind {
	EV_MESSAGE,	/* a message (turn unit) begins; role says whose */
	EV_CONTENT,	/* a non-result block inside the current message */
	EV_CALL,	/* a tool call: ns, id, name */
	EV_RESULT,	/* a tool result (ACP: a terminal tool_call_update) */
	EV_UPDATE,	/* a non-terminal update of a call (ACP) */
	EV_REASONING,	/* reasoning that must precede its item (Responses) */
	EV_BOUNDARY,	/* compaction or rollback: pairs may not cross it */
	EV_TURN_END,	/* the turn is over (ACP prompt reply) */
	EV_IGNORE,	/* hosted self-contained calls, unreadable items */
	EV_NOTE,	/* a record that is not conversation (metadata,
			   progress, hooks, snapshots, turn context) */
	EV_USAGE	/* token usage of a model call (detail sinks only) */
};

enum ev_role {
	ROLE_NONE,
	ROLE_SYSTEM,	/* system, developer, context */
	ROLE_USER,
	ROLE_ASSISTANT,	/* assistant, model */
	ROLE_TOOL,	/* a message that carries results (Chat tool, agentkit Tool) */
	ROLE_OTHER
};

/* What an EV_CONTENT block (or EV_REASONING) holds. */
enum ev_block {
	BLOCK_TEXT,	/* text: ev.text is a JSON string */
	BLOCK_THINKING,	/* thinking or reasoning text (ev.text a string, or
			   absent when redacted or encrypted) */
	BLOCK_IMAGE,	/* an image, audio or file: ev.text absent */
	BLOCK_OTHER	/* anything else: ev.text the whole block */
};

/*
 * Token usage as numbers, normalised so that they add up across formats:
 *	input		prompt tokens NOT read from or written to a cache
 *			(Anthropic input_tokens; OpenAI and Codex input
 *			minus cached; Gemini prompt minus cached)
 *	output		generated tokens, reasoning included (Gemini:
 *			candidates + thoughts)
 *	cache_read	prompt tokens read from a cache (Anthropic
 *			cache_read_input_tokens, OpenAI cached_tokens, Codex
 *			cached_input_tokens, Gemini cachedContentTokenCount)
 *	cache_write	prompt tokens written to a cache (Anthropic
 *			cache_creation_input_tokens; 0 elsewhere)
 *	reasoning	of output, the reasoning tokens (OpenAI
 *			reasoning_tokens, Codex reasoning_output_tokens,
 *			Gemini thoughtsTokenCount)
 * Each is -1 when the format does not record it.  So the prompt's size is
 * input + cache_read + cache_write.
 */
struct ev_usage {
	int64_t		 input, output, cache_read, cache_write, reasoning;
	int64_t		 cache_write_1h; /* of cache_write, the tokens cached
					   for an hour (Anthropic's
					   cache_creation.ephemeral_1h_input_
					   tokens); -1: not split (5-minute) */
	uint64_t	 key;		/* the API response it is of, where
					   the format says (Claude Code:
					   message.id and requestId), hashed:
					   the records of one key are one
					   response (usage.h); 0: none */
	uint64_t	 msg_key;	/* Claude Code: message.id alone */
	int		 sidechain;	/* Claude Code: an isSidechain line */
	int64_t		 cost;		/* what the record says the response
					   cost (Claude Code's costUSD), in
					   picodollars; -1: nothing */
	struct json_span bad;		/* a value that is not a count (a
					   string, a negative, a fraction, over
					   USAGE_COUNT_MAX): the usage is not
					   to be added */
};

/*
 * One event.  Spans point into the item's bytes (or at static JSON made
 * by the format, e.g. a label "\"hook\"", or, for a format with
 * FMT_STATE_SPANS, at JSON it made in its state, valid until its next
 * map() or free_state: VoltAgent's tool names); n == 0 means absent.  The
 * checker (pairs.c) reads kind, role, ns, id, name, args and is_error; the
 * text fields after them are for people (dump, grep, stats, export):
 *
 *  EV_MESSAGE	label: the role as the format names it, a JSON string
 *		("user", "assistant", "human", "model", "System", "agent");
 *		time: the item's timestamp as the format writes it (a JSON
 *		string, ISO 8601 mostly, or a number: seconds since the
 *		epoch, milliseconds when above 1e11); model: the
 *		model that wrote it (a JSON string) where the item says.
 *  EV_CONTENT	block: what it is; text: its text (BLOCK_TEXT, and
 *		BLOCK_THINKING: a JSON string) or the whole block
 *		(BLOCK_OTHER, any JSON); name: the block's type as the format
 *		names it (a JSON string), or absent for a bare string.
 *  EV_CALL	name, args (any JSON: an object, or a string of JSON as
 *		OpenAI sends arguments).
 *  EV_RESULT	text: the output (a string, an array of blocks, any JSON);
 *  EV_UPDATE	is_error: 1 when the format marks it failed (is_error,
 *		a failed status, an error member or error output), 0 when
 *		it says success or marks no error, -1 unknown; name: the
 *		tool's name where the result carries it.
 *  EV_REASONING  block BLOCK_THINKING; text: its summary or text (a JSON
 *		string or array) or absent.
 *  EV_NOTE	label: what record it is, a JSON string ("progress",
 *		"file-history-snapshot", "turn_context", "hook"); text: a
 *		short detail, a JSON string or absent ("PreToolUse:Bash",
 *		"enqueue"); time as for EV_MESSAGE.  A consumer shows it as
 *		one line: "label text".  The checker treats it as EV_IGNORE.
 *  EV_BOUNDARY	label, text and time as for EV_NOTE ("compacted" and its
 *  EV_TURN_END	summary, "thread_rolled_back"; ACP's stopReason, or
 *		"error" and the error's message).
 *  EV_USAGE	usage; model where known.  Emitted only to detail sinks,
 *		once per model call (formats that repeat a message's usage
 *		on several items report it once).
 *
 * For writers (struct format_writer), two more:
 *
 *  raw		EV_CONTENT, EV_REASONING, EV_CALL, EV_RESULT, EV_UPDATE: the
 *		block the event was read from, whole, as the item holds it:
 *		a content block or part (a string or an object), a tool_use
 *		or tool_result block, a functionCall or functionResponse
 *		part, a tool_calls[] entry, agentkit's {"ToolCall":{...}}
 *		part, or the item itself where the item is the block (a
 *		Responses function_call, a Chat tool message); absent where
 *		the format has no such value (a call and its result in one
 *		toolCalls element: the element, for both).  A writer of the
 *		same format may copy it as it is (struct format_message's own).
 *  url, data, media_type
 *		EV_CONTENT of BLOCK_IMAGE, each a JSON string where the block
 *		has it: where the medium is (an http(s) URL, a data: URL, a
 *		file or gs:// URI), its bytes in base64, and its media type
 *		("image/png").  A data: URL is a url, not split.
 *
 * The text fields are filled only for a sink with detail set; the
 * checker's sink has it clear, so mapping for it does no work it does not
 * need.  Items that continue a message (Claude Code's lines of one API
 * message) emit no EV_MESSAGE: their role is the message's, and their
 * time, where the format records one, is on each of their events (time
 * may be set on any event; consumers take it from the first that has it).
 *
 * echo (EV_MESSAGE): the format records this message twice and this item
 * is the copy; the checker counts it (Codex's event_msg user_message is
 * the user's turn), but consumers that show text show it as a note (its
 * label) and skip its EV_CONTENT, which the other copy holds too.
 */
struct event {
	enum ev_kind		 kind;
	enum ev_role		 role;		/* EV_MESSAGE */
	const char		*ns;		/* EV_CALL/RESULT/UPDATE: static,
						   e.g. "function", "custom" */
	struct json_span	 id;		/* the call id as a JSON string
						   (quotes included); n == 0: none */
	struct json_span	 name;		/* tool name, JSON string or n == 0;
						   EV_CONTENT: the block's type */
	struct json_span	 args;		/* arguments (any JSON) or n == 0 */
	int			 is_error;	/* EV_RESULT: 1, 0, or -1 unknown */
	struct json_span	 text;		/* see above */
	/* For people (detail sinks). */
	struct json_span	 label;		/* EV_MESSAGE role, EV_NOTE kind */
	struct json_span	 time;		/* EV_MESSAGE, EV_NOTE */
	struct json_span	 model;		/* EV_MESSAGE, EV_USAGE */
	enum ev_block		 block;		/* EV_CONTENT, EV_REASONING */
	struct ev_usage		 usage;		/* EV_USAGE */
	int			 echo;		/* EV_MESSAGE: a copy (above) */
	int			 aside;		/* EV_NOTE: the item is a line of
						   another conversation, written
						   inline in the session's (a
						   Claude Code 1.0 subagent's,
						   isSidechain), which conv.h
						   reads on its own */
	/* For writers (detail sinks). */
	struct json_span	 raw;		/* the block, whole (above) */
	int			 freeform;	/* EV_CALL: args is a free-form
						   input (a custom tool's), not
						   arguments, though the format
						   pairs it as a function call
						   (Chat) */
	struct json_span	 url, data, media_type;	/* BLOCK_IMAGE */
};

/*
 * Where map() sends events: the checker, dump, or a test.  detail: the
 * sink wants the text fields and EV_USAGE (above); 0 for the checker.  A
 * format that wraps a sink passes detail on.
 */
struct event_sink {
	int	(*emit)(void *arg, const struct event *);
	void	*arg;
	int	 detail;
};
/* Emit one event; returns what the sink returns (ST_OK normally). */
int	ev_emit(struct event_sink *, const struct event *);

enum placement {
	P_ADJACENT_RUN,		/* Chat: results = the run of tool messages
				   right after the call message */
	P_NEXT_MESSAGE_FIRST,	/* Anthropic, Claude Code: next message,
				   results before other blocks */
	P_NEXT_TURN_COUNT,	/* Gemini: next turn, one response per call */
	P_AFTER,		/* Responses, Codex, agentkit: anywhere later */
	P_SAME_GROUP,		/* Inngest: within the same item */
	P_UPDATE_AFTER_CREATE	/* ACP: terminal update before the turn ends */
};

enum format_flags {
	FMT_ID_REQUIRED = 1 << 0,	/* calls and results must carry ids */
	FMT_UNANSWERED_OK = 1 << 1,	/* unanswered calls are legal (Codex) */
	FMT_ANSWER_IN_CALL = 1 << 2,	/* repair: answer() may put a call's
					   result into the call's own item
					   (Gemini CLI's toolCalls) */
	FMT_STATE_SPANS = 1 << 3	/* events may point into the map
					   state (VoltAgent's tool names):
					   format_map_detected() leaves its
					   items alone */
};

/* What a provider's API says about a broken pair (FORMATS.md). */
struct format_errors {
	const char	*dangling;	/* a call without its result */
	const char	*orphan;	/* a result without its call */
	const char	*misplaced;	/* a result in the wrong place */
};

/*
 * What an agent's own client does with a defect when it resumes a
 * session of its format: seen by running the pinned client against a
 * stand-in API server that records its request (tests/cli/t4500 for
 * Claude Code, t4510 for Codex, t4525 for Gemini CLI; transcript(1), WHAT
 * THE CLIENTS DO).
 * A finding of a defect the client has a rule for says what the client
 * does instead of quoting the provider's error (which such a client never
 * meets as the session is), and takes the rule's severity: a warning
 * where the client sends exactly what happened (an interrupted call
 * answered as interrupted, a result put back after its call), an error
 * where it fails or the model silently loses something the session holds.
 */
struct format_client_rule {
	const char	*defect;	/* a finding's code: "dangling-call";
					   NULL ends the table */
	int		 recovers;	/* 1: a warning, 0: an error */
	const char	*does;		/* after the client's name: "drops
					   this call when it resumes: ..." */
};
/* The rows of a client that reads its session file line by line and
 * skips what it cannot use (Claude Code's and Codex's alike). */
#define FORMAT_CLIENT_SKIPS_LINES \
	{ "torn-line", 0, "skips this line when it resumes and writes its new " \
	    "records after it, so the line stays in the file, invalid" }, \
	{ "invalid-json", 0, "skips this line when it resumes: the model will " \
	    "not see what it held" }, \
	{ "not-an-object", 0, "skips this line when it resumes: the model " \
	    "will not see what it held" }, \
	{ "mixed-format", 0, "skips this item when it resumes: the model will " \
	    "not see it" }
struct format_client {
	const char			*name;	/* "Claude Code 2.1.332" */
	const struct format_client_rule	*rules;
};
/* The rule of client c (NULL-safe) for the finding code named defect, or
 * NULL. */
const struct format_client_rule *format_client_rule(
	    const struct format_client *c, const char *defect);

/*
 * Repair (repair.h): results placed for calls, in the format's own terms.
 * A result is a real one being moved (block: its object, as the format
 * holds it inside an item) or, with block.n == 0, one made up to say that
 * the call was interrupted and has no output (FORMAT_INTERRUPTED), marked
 * as an error where the format has a flag.  Ids and names are the call's
 * JSON strings, copied.
 */
struct format_result {
	struct json_span	 id;		/* the call's id; n == 0: none */
	struct json_span	 name;		/* its tool's name, or n == 0 */
	const char		*ns;		/* its namespace (struct event) */
	struct json_span	 block;		/* a real result, or n == 0 */
};
#define FORMAT_INTERRUPTED	"The tool call was interrupted and has no output."

/* Where answer() puts results into an item. */
struct format_splice {
	size_t		 at, del;	/* replace into[at..at+del) ... */
	struct buf	 bytes;		/* ... with these (owned by the caller) */
};

/*
 * What one record says of its session, for the agents' file trees
 * (store_tree.h), which ask the format (facts() below) rather than read
 * its fields.  Times are epoch milliseconds, -1 when the record gives none
 * that parses (format_time_text()); spans point into the record.
 */
struct format_facts {
	int64_t			 time;		/* the record's own time */
	int			 head;		/* it heads its session's file
						   (Codex's session_meta) */
	struct json_span	 id;		/* head: the session id it names, a
						   JSON string; n == 0: none */
	int64_t			 started;	/* head: when the session began */
	struct json_span	 cwd;		/* the working directory it names
						   (a JSON string); n == 0: none */
	struct json_span	 owner;		/* the session it says it belongs
						   to (Claude Code's sessionId: a
						   subagent's is its parent's), a
						   JSON string; n == 0: none */
};
/* The JSON string v, decoded into scratch, as a time "YYYY-MM-DD[T ]HH:MM:SS
 * [.fff][Z]" (UTC): 0 with *ms set, else -1 (*ms untouched). */
int	format_time_text(struct json_span v, struct buf *scratch, int64_t *ms);

/*
 * Writing a format: a session's items made from messages, for
 * translation (a session of one format written as another's) and for
 * repair (the results it inserts, format_answer()).  A format that can be
 * written has a writer; it is used for one session at a time through a
 * struct format_writing:
 *
 *	format_write_init()		its state made (zeroed)
 *	format_write_begin(s)		a new session s: the items that open
 *					it (Codex's session_meta) written,
 *					its facts kept for the items after
 *	or format_write_follow(near)	the items to follow near, an item of
 *					an existing session of the format:
 *					what they copy or link to taken from
 *					it (repair; may be called again)
 *	format_write_message(m) ...	each message's items, in order
 *	format_write_end()		the items that close the session
 *	format_write_release()
 *
 * Items are appended to out as JSON Lines: compact JSON, each followed by
 * '\n'.  A message is a role, a time and a model, and its blocks: events
 * as map() emits them for a detail sink (EV_CONTENT, EV_REASONING,
 * EV_CALL, EV_RESULT), in order, with their spans.  The writer puts them
 * in as many items as its format wants (a Chat tool message per result, a
 * Claude Code line per block, a Codex response_item per call) and never
 * reorders them: the caller shapes messages to the format's placement
 * rules first.  own says the blocks' raw spans are already in the
 * format's own shape (the same format, or repair moving a real result):
 * a block with a raw span is then written as it is.  A result's text is
 * its output (any JSON), is_error its flag (1 written as the format marks
 * a failed result; 0 and -1 as a success).
 *
 * Every call returns ST_OK, or ST_DATA when the format cannot hold what
 * it is given (a block of a kind it has no place for, a role it cannot
 * write, a call namespace it cannot answer) and then writes nothing: out
 * is as it was (the format_write_*() wrappers see to it).
 *
 * Ownership: messages, sessions and their spans are borrowed for the
 * call; a writer copies what it keeps.  The state is the writing's.
 */
struct format_message {
	enum ev_role		 role;		/* ROLE_TOOL: a message of results,
						   written where the format keeps
						   results (a Chat tool message,
						   an Anthropic user message) */
	struct json_span	 time;		/* as struct event's, or absent:
						   the writer's last (follow(): near's) */
	struct json_span	 model;		/* a JSON string, or absent */
	const struct event	*blocks;
	size_t			 nblocks;
	int			 own;		/* raw spans are the format's */
};

/* What a new session is (format_write_begin()); each a JSON string, or
 * absent where the caller does not know it. */
struct format_session {
	struct json_span	 id;		/* the session's id */
	struct json_span	 time;		/* when it began (ISO 8601) */
	struct json_span	 cwd;		/* its working directory */
	struct json_span	 originator;	/* the program writing it */
	struct json_span	 version;	/* that program's version */
};

/*
 * A format's writer: state_size bytes of state (zeroed by
 * format_write_init(), freed with free_state if set) passed to each
 * method.  result_items: a result is an item of its own in the format (a
 * Chat tool message, a Responses output), which repair moves whole.
 * begin, follow, end and free_state may be NULL (nothing written or
 * kept); content may be NULL (ST_DATA).  content(): m's blocks as the
 * elements of an existing item's content array (comma-separated, no
 * brackets, no '\n'), for repair's splices.
 *
 * Writers: every format but inngest, mastra, voltagent, opencode, llm,
 * sagents and sagents-state has one; the ten targets of translation (HOLDS_ALL: chat, responses,
 * agents-js, anthropic, gemini, langchain, claude-code, codex, agentkit,
 * agntz) write whole conversations, acp and gemini-cli only repair's
 * results.  begin(): claude-code (its envelope), codex (session_meta),
 * agentkit and agntz (their time); follow(): acp, agentkit, agntz,
 * claude-code, codex, gemini-cli; content(): agentkit, anthropic,
 * claude-code, gemini, gemini-cli.
 */
/*
 * Translation (translate.h) gives a writer messages of another format's
 * session made to fit its own, with own clear, and only what the writer's
 * holds (below) says its format can hold; it counts the rest as lost or
 * changed.  Such a message is:
 *  - role ROLE_SYSTEM (with HOLDS_SYSTEM), ROLE_USER, ROLE_ASSISTANT, or
 *    ROLE_TOOL: results alone (with RESULTS_IN_USER results come first in
 *    a ROLE_USER message instead, which may hold text after them);
 *  - with HOLDS_ALTERNATE, never two in a row of the same role (ROLE_TOOL
 *    counted as the user's with RESULTS_IN_USER): they are merged first;
 *  - time a JSON string (ISO 8601, UTC) or absent; model a JSON string or
 *    absent;
 *  - blocks, each one of:
 *	EV_CONTENT BLOCK_TEXT		text: a JSON string
 *	EV_CONTENT BLOCK_THINKING	text: a JSON string, in an assistant
 *					message (HOLDS_THINKING)
 *	EV_CONTENT BLOCK_IMAGE		url, or data and media_type: JSON
 *					strings (HOLDS_MEDIA), in a user
 *					message; a data: URL where the
 *					source had one
 *	EV_CALL		in an assistant message: ns "function" (args: a JSON
 *			object; with ARGS_STRING a JSON string holding compact
 *			JSON) or, with HOLDS_CUSTOM, "custom" (args: a JSON
 *			string, the free-form input; without it such a call
 *			comes as a function call with args {"input": ...});
 *			id a JSON string that the format's id rules
 *			allow (absent only with IDS_OPTIONAL); name a string
 *	EV_RESULT	id and ns as its call's; name the call's (a JSON
 *			string, absent only when no call was seen); text a
 *			JSON string, the output; is_error 1, 0 or -1 (written
 *			as the format marks a failure with HOLDS_ERROR)
 * A writer with such a message writes all of it (ST_DATA only for what
 * the contract above rules out).
 */
enum format_holds {
	HOLDS_SYSTEM = 1 << 0,		/* system or developer messages */
	HOLDS_THINKING = 1 << 1,	/* plain-text thinking */
	HOLDS_MEDIA = 1 << 2,		/* images and files */
	HOLDS_ERROR = 1 << 3,		/* a result's error flag */
	HOLDS_ALTERNATE = 1 << 4,	/* messages alternate: one per role
					   in a row */
	RESULTS_IN_USER = 1 << 5,	/* results open the user's message */
	ARGS_STRING = 1 << 6,		/* arguments as a string of JSON */
	IDS_STRICT = 1 << 7,		/* ids match ^[a-zA-Z0-9_-]+$ */
	IDS_OPTIONAL = 1 << 8,		/* calls and results may lack ids */
	HOLDS_CUSTOM = 1 << 9,		/* free-form ("custom") tool calls */
	HOLDS_ALL = 1 << 10,		/* it writes whole conversations: a
					   target of translation */
	SESSION_UUID = 1 << 11		/* its sessions' ids are UUIDs */
};

struct format_writer {
	size_t	 state_size;
	int	 result_items;
	unsigned holds;			/* enum format_holds */
	int	(*begin)(void *state, const struct format_session *, struct buf *out);
	int	(*follow)(void *state, struct json_span near);
	int	(*message)(void *state, const struct format_message *,
		    struct buf *out);
	int	(*content)(void *state, const struct format_message *,
		    struct buf *out);
	int	(*end)(void *state, struct buf *out);
	void	(*free_state)(void *state);
};

/* One session being written (above).  Owns state. */
struct format_writing {
	const struct format		*fmt;
	const struct format_writer	*writer;
	void				*state;
};
/* ST_OK, or ST_DATA if fmt has no writer (nothing to release then). */
int	format_write_init(struct format_writing *, const struct format *fmt);
int	format_write_begin(struct format_writing *, const struct format_session *,
	    struct buf *out);
int	format_write_follow(struct format_writing *, struct json_span near);
int	format_write_message(struct format_writing *,
	    const struct format_message *, struct buf *out);
int	format_write_content(struct format_writing *,
	    const struct format_message *, struct buf *out);
int	format_write_end(struct format_writing *, struct buf *out);
void	format_write_release(struct format_writing *);

struct format {
	const char		*name;		/* --dialect=NAME */
	const char		*title;		/* "OpenAI Chat Completions" */
	enum placement		 placement;
	unsigned		 flags;
	struct format_errors	 errors;
	const struct format_client *client;	/* its agent's client, or NULL */
	/* How much item looks like this format: 0 not, 1 could be, 2 is. */
	int	(*detect)(const struct format_item *);
	size_t	 state_size;
	int	(*map)(const struct format_item *, void *state, struct event_sink *);
	void	(*free_state)(void *state);
	/* Writing the format (above); NULL if it cannot be written. */
	const struct format_writer *writer;
	/*
	 * Repair: put the results m holds (format_answer()) into the item
	 * into, the next message or the call's own item, by filling sp;
	 * ST_NOT_FOUND if they do not go there, ST_DATA (silently) if the
	 * format cannot hold them at all.  With FMT_ANSWER_IN_CALL, repair
	 * first asks with into the call's own item (a result to be moved
	 * then has no raw span yet: the answer says only whether it goes
	 * there).  NULL: results never go into an existing item.
	 */
	int	(*answer)(const struct format_message *m, struct json_span into,
		    struct format_splice *sp);
	/* Chained items (Claude Code's uuid and parentUuid): the spans of the
	 * item's own key and of its parent's, as JSON values (null for none);
	 * 1, or 2 for an item beside the conversation's line (one that
	 * repair never hangs another under in place of a removed parent: a
	 * progress line, a subagent's); 0 if the item has no such link.  NULL
	 * for formats without chains. */
	int	(*link)(struct json_span item, struct json_span *self,
		    struct json_span *parent);
	/* Formats whose turns alternate (Gemini): the edit of item a, at
	 * its end, that gives it the content of b, the next item of its role
	 * (repair joins two such items when what was between them goes);
	 * ST_NOT_FOUND if it cannot.  NULL for formats without the rule. */
	int	(*merge)(struct json_span a, struct json_span b,
		    struct format_splice *sp);
	/* Optional, for the agents' file trees that hold the format's records
	 * (store_tree.h): facts() fills out with what the record rec (a line
	 * of a session file, compact) says of its session (struct
	 * format_facts; scratch is the caller's); sniff() says whether the
	 * first n bytes of a file, cut anywhere, look like one of the
	 * format's session files.  NULL where no tree asks. */
	void	(*facts)(struct json_span rec, struct buf *scratch,
		    struct format_facts *out);
	int	(*sniff)(const char *head, size_t n);
	/* Optional, for fork (fork.h): append to out the item rewritten for
	 * a copy of its session whose id is id (a JSON string, a UUID): the
	 * members that name the session set to id, those that key items
	 * (Claude Code's uuid and parentUuid, and the members that point at
	 * one) mapped by format_rekey_uuid(), so that the copy's links keep
	 * their shape whatever the order of its items; every other byte as
	 * it was.  NULL: the format's items name neither, and a fork copies
	 * them as they are. */
	int	(*rekey)(struct json_span item, struct json_span id,
		    struct buf *out);
};

/*
 * Repair: results r[0..n), all for calls of one message (or one call,
 * where results are items: format_result_items()), as a message of role
 * ROLE_TOOL whose blocks are EV_RESULT events: a moved result its block as
 * raw (own), a made-up one an error (is_error 1) whose text is
 * FORMAT_INTERRUPTED.  into.n > 0: fmt->answer() puts them into into
 * (ST_NOT_FOUND without one).  Else the format's writer appends the new
 * items that hold them to out, following near (the item they will come
 * after; n == 0: none), each followed by '\n'; ST_DATA without a writer,
 * or for a moved result where results are items (repair moves those
 * whole).
 */
int	format_answer(const struct format *fmt, const struct format_result *r,
	    size_t n, struct json_span near, struct json_span into, struct buf *out,
	    struct format_splice *sp);
/* Is a result an item of its own in fmt (its writer's result_items)? */
int	format_result_items(const struct format *fmt);

/* fmt->map() of it, its members read first (format_item_init()). */
int	format_map(const struct format *fmt, const struct item *it, void *state,
	    struct event_sink *);


/* --- Reading events ----------------------------------------------------
 * Tests of the spans an event carries (compact valid JSON), judged by
 * their first byte, so an absent span (n == 0) is never a string, object
 * or array; and what consumers show of them.
 */

int	format_is_string(struct json_span);
int	format_is_object(struct json_span);
int	format_is_array(struct json_span);
/* Is v a JSON string equal to lit once decoded? */
int	format_str_eq(struct json_span v, const char *lit);
/* Is v exactly the bytes of lit (a literal: true, false, null)? */
int	format_lit_eq(struct json_span v, const char *lit);
/* FNV-1a hash of the bytes of v. */
uint64_t	format_hash(struct json_span v);
/* A role's name: "none", "system", "user", "assistant", "tool", "other". */
const char	*format_role_name(enum ev_role);

/* A static JSON string span for the C string literal s: FORMAT_LIT("hook")
 * is the span of "\"hook\"". */
#define FORMAT_LIT(s)	((struct json_span){ "\"" s "\"", sizeof(s) + 1 })

/*
 * Append the readable text of v, any JSON value an event carries (a
 * block's text, a result's output, a note's detail), decoded: a string
 * as its text; an array as its elements' texts, one per line; an object
 * as the text of its first member among text, content, output, data,
 * error, message, thinking, summary and value, else "[TYPE]" for one with
 * a string "type", else its JSON; null as nothing; other JSON as written.
 * Nesting deeper than 8 is shown as JSON.
 */
void	format_text(struct json_span v, struct buf *out);
/* An event's time as epoch milliseconds: a string "YYYY-MM-DDTHH:MM:SS
 * [.fff][Z]" (UTC), or a number of seconds (milliseconds above 1e11).
 * 0 and *ms set, or -1 if t is absent or neither. */
int	format_time_ms(struct json_span t, int64_t *ms);
/* fmt->map() of it with fresh state, fmt the format it looks like
 * (format_detect()) unless that is skip or none, or a format whose events
 * point into its state (FMT_STATE_SPANS): for an item of another format
 * than its session's.  ST_OK and nothing emitted when none. */
int	format_map_detected(const struct item *it, const struct format *skip,
	    struct event_sink *);

/*
 * A session's title, for list: the text of a Claude Code summary record,
 * else that of the first user message (skipping one whose text begins
 * with '<': injected context, command wrappers and caveats), whitespace
 * runs made one space, at most FORMAT_TITLE_MAX bytes (whole UTF-8
 * characters).  Feed the session's items in seq order to
 * format_title_add() until it returns 1: the title is found, or
 * FORMAT_TITLE_ITEMS items or FORMAT_TITLE_BYTES bytes were read, so the
 * work per session is bounded.  Claude Code writes its summary records
 * before the first user line, so reading stops at that.  Each item is
 * mapped by the format it looks like, with the session's state for the
 * first format seen.  format_title_text() is "" when there is none.
 * Ownership: the struct owns its text and state; release it.
 */
#define FORMAT_TITLE_ITEMS	50
#define FORMAT_TITLE_BYTES	(1u << 20)
#define FORMAT_TITLE_MAX	200

struct format_title {
	struct buf		 text;	/* the title, or the user text so far */
	int			 done;
	int			 user;	/* in a user message (items may
					   continue one) */
	unsigned		 items;
	size_t			 bytes;
	const struct format	*fmt;	/* the first format seen */
	void			*state;	/* its state */
};
void	format_title_init(struct format_title *);
/* Read the next item; 1 when the title is final, else 0. */
int	format_title_add(struct format_title *, const struct item *);
const char	*format_title_text(const struct format_title *);
void	format_title_release(struct format_title *);

/* Append a fresh uuid (a JSON string of 8-4-4-4-12 hex digits, version
 * 4) for a new item, made from near, the hash (format_hash()) of the item
 * it follows, and the ids of the blocks b[0..n) it holds, so that writing
 * is repeatable. */
void	format_uuid(uint64_t near, const struct event *b, size_t n,
	    struct buf *out);
/* Append the key a fork gives key (a JSON string) in the session whose
 * id is id (a JSON string): a UUID (as format_uuid() writes one) made
 * from both, the same for the same two, another for another id. */
void	format_rekey_uuid(struct json_span id, struct json_span key,
	    struct buf *out);
/* Append the object obj to out with the value of each member whose key is
 * one of keys[] (NULL-terminated) replaced by what edit() appends for it
 * (i its index in keys; edit may append v itself, or edit v's members
 * the same way); every other byte as it was.  ST_OK, or edit's first
 * other status (out then holds part of it); ST_DATA if obj is no object. */
int	format_edit_members(struct json_span obj, const char *const keys[],
	    int (*edit)(void *arg, size_t i, struct json_span v, struct buf *out),
	    void *arg, struct buf *out);
/* Is the thinking or reasoning block b sealed by its provider: signed
 * (Anthropic's signature, a redacted_thinking block) or encrypted
 * (OpenAI's encrypted_content)?  Such a block cannot cross providers. */
int	format_sealed(const struct event *b);

/* A usage with every count unknown (-1). */
void	format_usage_init(struct ev_usage *);
/* The most tokens one usage count may say (of one response, or a
 * session's cumulative total): more is no count. */
#define USAGE_COUNT_MAX	INT64_C(1000000000000)
/* The count v (absent or null: -1), for the usage u: a value that is no
 * count (struct ev_usage's bad) is -1 and noted in u->bad. */
int64_t	format_usage_count(struct ev_usage *u, struct json_span v);

extern const struct format format_chat, format_responses, format_agents_js,
    format_anthropic, format_agentkit, format_claude_code, format_codex,
    format_gemini, format_gemini_cli, format_acp, format_inngest,
    format_langchain, format_mastra, format_voltagent, format_agntz,
    format_opencode, format_llm, format_sagents,
    format_sagents_state;

/*
 * All formats, in detection precedence order; NULL-terminated.  It holds
 * FORMAT_COUNT formats: arrays with an entry per format (struct
 * format_vote's) are sized by it.  Adding a format: its module, a row in
 * format_table (format.c), one more here; format.c refuses to compile
 * when the two disagree, and t_format checks that every such array holds
 * the table.
 */
#define FORMAT_COUNT	19

extern const struct format *const format_table[];

const struct format	*format_by_name(const char *);
/* The best format for an item: the highest detect() score, ties to the
 * earlier in format_table; NULL if none scores. *score gets it. */
const struct format	*format_detect(const struct format_item *, int *score);

/* A session's format is the vote of its first FORMAT_VOTE_ITEMS items
 * that are JSON objects. */
#define FORMAT_VOTE_ITEMS	20

struct format_vote {
	unsigned	strong[FORMAT_COUNT], weak[FORMAT_COUNT];	/* by
					   format_table's index */
	unsigned	items;
};
void	format_vote_add(struct format_vote *, const struct format_item *);
/* Was some item sure of its format (a strong vote for it)? */
int	format_vote_sure(const struct format_vote *);
/* The winner, or NULL if no item looked like any format: most strong
 * votes, then most weak votes, a tie to the later (more general) format. */
const struct format	*format_vote_result(const struct format_vote *);
/* Is the winner known before FORMAT_VOTE_ITEMS items: does it lead every
 * other format by more strong votes than the items left could give? */
int	format_vote_decided(const struct format_vote *);

#endif
