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
};

/*
 * One event.  Spans point into the item's bytes (or at static JSON made
 * by the format, e.g. a label "\"hook\""); n == 0 means absent.  The
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
	FMT_ANSWER_IN_CALL = 1 << 2	/* repair: answer() may put a call's
					   result into the call's own item
					   (Gemini CLI's toolCalls) */
};

/* What a provider's API says about a broken pair (FORMATS.md). */
struct format_errors {
	const char	*dangling;	/* a call without its result */
	const char	*orphan;	/* a result without its call */
	const char	*misplaced;	/* a result in the wrong place */
};

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

/* Where answer() puts results: new items, or a splice into one. */
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
};
/* The JSON string v, decoded into scratch, as a time "YYYY-MM-DD[T ]HH:MM:SS
 * [.fff][Z]" (UTC): 0 with *ms set, else -1 (*ms untouched). */
int	format_time_text(struct json_span v, struct buf *scratch, int64_t *ms);

struct format {
	const char		*name;		/* --dialect=NAME */
	const char		*title;		/* "OpenAI Chat Completions" */
	enum placement		 placement;
	unsigned		 flags;
	struct format_errors	 errors;
	/* How much item looks like this format: 0 not, 1 could be, 2 is. */
	int	(*detect)(const struct format_item *);
	size_t	 state_size;
	int	(*map)(const struct format_item *, void *state, struct event_sink *);
	void	(*free_state)(void *state);
	/*
	 * Repair.  answer(): results r[0..n), all for calls of one message
	 * (or one call, for formats with a result per item).  into.n == 0:
	 * append the new items that hold them to out, each followed by '\n',
	 * made after near (the item they will follow, for the envelope that
	 * formats copy from it; n == 0: none).  into.n > 0: the format may
	 * put them into the item into (the next message, or the call's own
	 * item), by filling sp; ST_NOT_FOUND if they do not go there.  ST_DATA
	 * (silently) if the format cannot hold them at all.  With
	 * FMT_ANSWER_IN_CALL, repair first asks with into the call's own item
	 * (a result to be moved then has no block yet: the answer says only
	 * whether it goes there).
	 */
	int	(*answer)(const struct format_result *r, size_t n,
		    struct json_span near, struct json_span into, struct buf *out,
		    struct format_splice *sp);
	/* Or, for formats that hold one result per item and never put
	 * results into an existing one: append the item holding r (without
	 * '\n'); ST_DATA if it cannot.  format_answer() calls either. */
	int	(*result)(const struct format_result *r, struct json_span near,
		    struct buf *out);
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
};

/* fmt->answer(), or fmt->result() for each of r[0..n), each item followed
 * by '\n' (ST_NOT_FOUND for into); ST_DATA if fmt has neither. */
int	format_answer(const struct format *fmt, const struct format_result *r,
	    size_t n, struct json_span near, struct json_span into, struct buf *out,
	    struct format_splice *sp);
/* answer() for formats whose results open the next message when it is the
 * user's: elems[0..n) put at the start of the array member key of into if
 * into's role is "user" (else ST_NOT_FOUND); with into.n == 0, a new item
 * head elems tail and '\n' appended to out. */
int	format_answer_user(struct json_span into, const char *key,
	    const char *elems, size_t n, const char *head, const char *tail,
	    struct buf *out, struct format_splice *sp);

/* fmt->map() of it, its members read first (format_item_init()). */
int	format_map(const struct format *fmt, const struct item *it, void *state,
	    struct event_sink *);

/* Shared mappers, for formats that embed another's objects. */
/* One OpenAI Responses item object (responses, agents-js, codex). */
int	format_responses_map_object(struct json_span obj, struct event_sink *);
/* The arguments of a Responses call item obj by its type (a JSON string):
 * arguments, input, action (else actions), operation or code; an absent
 * span for a type that is not a call (responses, agents-js). */
struct json_span	format_responses_args(struct json_span obj, struct json_span type);
/* One Anthropic message object {role, content, model, usage} (anthropic,
 * claude-code): EV_MESSAGE first (labelled with its role, at time, which
 * may be absent) with ANTHROPIC_BEGIN, its usage as EV_USAGE with
 * ANTHROPIC_USAGE, then its blocks. */
enum { ANTHROPIC_BEGIN = 1, ANTHROPIC_USAGE = 2 };
int	format_anthropic_map_message(struct json_span msg, unsigned flags,
	    struct json_span time, struct event_sink *);
/* One OpenAI Chat tool_calls[] entry, function or custom, as EV_CALL in
 * namespace "function"; an id that is absent or not a string is the empty
 * id (chat, langchain). */
int	format_chat_map_tool_call(struct json_span call, struct event_sink *);
/* The deprecated Chat function_call {name, arguments}: EV_CALL without an
 * id in namespace "function"; nothing if body is not an object (chat,
 * langchain). */
int	format_chat_map_function_call(struct json_span body, struct event_sink *);
/* One Gemini API Part (text, functionCall, functionResponse, ...): EV_CALL,
 * EV_RESULT or EV_CONTENT in namespace "function" (gemini, gemini-cli). */
int	format_gemini_map_part(struct json_span part, struct event_sink *);
/* A Gemini usageMetadata (camelCase or snake_case) into u: prompt tokens
 * less the cached ones, candidates plus thoughts; 0 if um is not an
 * object (gemini, gemini-cli). */
int	format_gemini_usage(struct json_span um, struct ev_usage *u);
/* Repair: a made-up functionResponse part for r, its error the text of
 * FORMAT_INTERRUPTED (gemini, gemini-cli). */
void	format_gemini_response(const struct format_result *r, struct buf *out);
/* Repair: Anthropic tool_result blocks for r[0..n), comma-separated
 * (anthropic, claude-code). */
void	format_anthropic_results(const struct format_result *r, size_t n,
	    struct buf *out);
/* Repair: the Responses output item that answers r (responses, codex);
 * ST_DATA for a call whose output is not text, or a moved block. */
int	format_responses_output(const struct format_result *r, struct buf *out);
/* The errors the providers' APIs give for broken pairs, shared by the
 * formats that carry their objects (struct format_errors). */
extern const char format_anthropic_dangling[], format_anthropic_orphan[],
    format_anthropic_misplaced[];		/* anthropic, claude-code */
extern const char format_responses_dangling[], format_responses_orphan[];
						/* responses, agents-js */
extern const char format_chat_dangling[], format_chat_orphan[];
						/* chat, langchain */
extern const char format_gemini_dangling[], format_gemini_orphan[];
						/* gemini, gemini-cli */

/* --- Helpers for format modules ---------------------------------------
 * Only src/format_*.c use these (defined in format.c): tests of spans of
 * compact valid JSON, reading an object's members, name and role tables,
 * and emitting the simple events.  Spans are judged by their first byte,
 * so an absent span (n == 0) is never a string, object or array.
 */

int	format_is_string(struct json_span);
int	format_is_object(struct json_span);
int	format_is_array(struct json_span);
/* Is v a JSON string equal to lit once decoded? */
int	format_str_eq(struct json_span v, const char *lit);
/* Is v exactly the bytes of lit (a literal: true, false, null)? */
int	format_lit_eq(struct json_span v, const char *lit);
/* A status string as a result's is_error: "failed" or "incomplete" (an
 * interrupted call) 1, "completed" 0, anything else -1 (unknown). */
int	format_status_error(struct json_span status);
/* v if it is a JSON string, else an absent span (n == 0). */
struct json_span	format_str_or_none(struct json_span v);
/* v if it is a JSON string, else the empty id "" (a static span), which the
 * checker reports as missing-id: for formats whose ids are required where
 * they have any, but that cannot set FMT_ID_REQUIRED (chat, langchain). */
struct json_span	format_id_or_empty(struct json_span v);
/* Is v a JSON string equal to one of names (NULL-terminated)? */
int	format_str_in(struct json_span v, const char *const *names);
/* FNV-1a hash of the bytes of v. */
uint64_t	format_hash(struct json_span v);

/* The entry of table whose name is the JSON string v, or NULL.  The
 * entries are size bytes each and begin with their name, a const char *;
 * a NULL name ends the table. */
const void	*format_lookup(struct json_span v, const void *table, size_t size);

/* A role name table: NULL-terminated. */
struct format_role {
	const char	*name;
	enum ev_role	 role;
};
/* A role's name: "none", "system", "user", "assistant", "tool", "other". */
const char	*format_role_name(enum ev_role);
/* The role the JSON string v names in roles; ROLE_OTHER if none. */
enum ev_role	format_role(struct json_span v, const struct format_role *roles);

/* The members to read from an object: each key's value goes to the struct
 * json_span at offset off of the caller's struct.  NULL-terminated. */
struct format_member {
	const char	*key;
	size_t		 off;
};
/* Read obj's members into out: each listed span gets the value of the
 * last member with its key (the last duplicate wins, as in json_get()),
 * n == 0 when absent or when obj is not an object. */
void	format_members(struct json_span obj, const struct format_member *members,
	    void *out);
/* The same for the item's top-level members. */
void	format_item_members(const struct format_item *,
	    const struct format_member *members, void *out);
/* json_get() of the item: its last member named key; 1 found, 0 not. */
int	format_item_get(const struct format_item *, const char *key,
	    struct json_span *val);
/* Is the key of one of the item's members one of keys (NULL-terminated)? */
int	format_item_has(const struct format_item *, const char *const *keys);
/* The number of the item's members (0 when it is not an object). */
size_t	format_item_size(const struct format_item *);

/* Repair helpers (answer() methods). */
/* The text of a made-up result, as a JSON string. */
void	format_add_interrupted(struct buf *out);
/* A fresh uuid (a JSON string of 8-4-4-4-12 hex digits, version 4) for a
 * new item, made from near, the item it follows, and the ids of the results
 * r[0..n) it holds, so that a repair is repeatable. */
void	format_add_uuid(const struct format_result *r, size_t n,
	    struct json_span near, struct buf *out);
/* Append the result elements of r[0..n), comma-separated: a real
 * result's block as it is, else made(r[i], out), a made-up one. */
void	format_add_results(const struct format_result *r, size_t n,
	    void (*made)(const struct format_result *, struct buf *),
	    struct buf *out);
/* Append ,"key":v for the member key of obj, if it has one. */
void	format_copy_member(struct buf *out, struct json_span obj, const char *key);
/* Make sp insert elems (array elements, comma-separated, no brackets)
 * at the start of the array arr, a span inside item into: ST_OK, or
 * ST_NOT_FOUND if arr is not an array. */
int	format_splice_prepend(struct json_span into, struct json_span arr,
	    const char *elems, size_t n, struct format_splice *sp);

/* Call map for each element of the array arr (nothing if arr is not an
 * array); returns ST_OK, or the first other status, which stops it. */
int	format_map_each(struct json_span arr,
	    int (*map)(struct json_span, struct event_sink *), struct event_sink *);
/* Does the array content hold an object part whose "type" is not one of
 * known (NULL-terminated)?  Parts without a type do not count. */
int	format_foreign_parts(struct json_span content, const char *const *known);

/* EV_CALL in namespace ns for a call object {id, name, input} (Anthropic's
 * tool_use block and the agentkit and Inngest calls modelled on it): id
 * and name when they are strings, args the input. */
int	format_map_call(struct json_span obj, const char *ns, struct event_sink *);
/* Emit EV_CALL in namespace ns with id, name and args (spans as in struct
 * event). */
int	format_emit_call(struct event_sink *, const char *ns, struct json_span id,
	    struct json_span name, struct json_span args);
/* Emit an event of kind alone (all else zero). */
int	format_emit(struct event_sink *, enum ev_kind kind);
/* Emit EV_MESSAGE of role. */
int	format_emit_message(struct event_sink *, enum ev_role role);
/* One EV_CONTENT for string content or one per element of array content
 * (each a string, or a block read by format_block()); none for anything
 * else.  The text fields are filled for a detail sink. */
int	format_emit_content(struct json_span content, struct event_sink *);

/* --- Text events (detail sinks) -------------------------------------- */

/* A static JSON string span for the C string literal s: FORMAT_LIT("hook")
 * is the span of "\"hook\"". */
#define FORMAT_LIT(s)	((struct json_span){ "\"" s "\"", sizeof(s) + 1 })

/* The facts of an EV_MESSAGE beyond its role (struct event). */
struct format_msg {
	struct json_span	 label, time, model;
};
/* Emit EV_MESSAGE of role with m's label, time and model (m NULL: none);
 * the text fields are dropped for a sink without detail. */
int	format_emit_msg(struct event_sink *, enum ev_role role,
	    const struct format_msg *m);
/* Emit EV_MESSAGE of role labelled label for an item that is one message,
 * its time, model and usage read, for a detail sink, from the item's
 * top-level members where a store or SDK keeps them: "timestamp",
 * "created_at" or "createdAt" (a string or a number), "model", "usage"
 * (format_usage_read(): EV_USAGE after the message). */
int	format_emit_item_msg(const struct format_item *, enum ev_role role,
	    struct json_span label, struct event_sink *);
/* Emit EV_NOTE labelled label (a JSON string), with text and time (either
 * absent); for a sink without detail, only the label is kept. */
int	format_emit_note(struct event_sink *, struct json_span label,
	    struct json_span text, struct json_span time);
/* Fill ev's block, text and name from a content block: a string is
 * BLOCK_TEXT; an object by its "type" (or, untyped, by a "text" member):
 * text, input_text, output_text, summary_text, reasoning_text: BLOCK_TEXT
 * (text its "text"); thinking, reasoning: BLOCK_THINKING (its "thinking"
 * or "text"); redacted_thinking: BLOCK_THINKING without text; image,
 * image_url, input_image, input_audio, audio, file, input_file, document:
 * BLOCK_IMAGE; anything else BLOCK_OTHER with the whole block. */
void	format_block(struct json_span block, struct event *ev);
/*
 * A sink that gives EV_MESSAGE, EV_NOTE and EV_BOUNDARY events without a
 * time the time of the item (an envelope's timestamp, for formats whose
 * inner objects are another format's), and EV_MESSAGE and EV_USAGE events
 * without a model the model, before passing them on to out.
 * format_stamp() returns the sink to map with: out itself when out has no
 * detail, so the checker's path is not wrapped.
 */
struct format_stamp {
	struct event_sink	 sink;
	struct event_sink	*out;
	struct json_span	 time, model;
};
struct event_sink	*format_stamp(struct format_stamp *, struct event_sink *out,
	    struct json_span time, struct json_span model);
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
 * (format_detect()) unless that is skip or none: for an item of another
 * format than its session's.  ST_OK and nothing emitted when none. */
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

/* A usage with every count unknown (-1). */
void	format_usage_init(struct ev_usage *);
/* v as a count: a non-negative JSON integer, else -1. */
int64_t	format_count(struct json_span v);
/* a - b for counts, -1 if a is unknown, a if b is; never below 0. */
int64_t	format_count_sub(int64_t a, int64_t b);
/* Emit EV_USAGE u with model (a JSON string or absent) to a detail sink;
 * nothing for a sink without detail or when every count is unknown. */
int	format_emit_usage(struct event_sink *, const struct ev_usage *u,
	    struct json_span model);
/* Read an Anthropic or OpenAI usage object into u: input_tokens,
 * output_tokens, cache_read_input_tokens, cache_creation_input_tokens
 * (Anthropic); prompt_tokens, completion_tokens with
 * prompt_tokens_details.cached_tokens and
 * completion_tokens_details.reasoning_tokens (Chat); input_tokens,
 * output_tokens with input_tokens_details.cached_tokens and
 * output_tokens_details.reasoning_tokens (Responses).  0 if usage is not
 * an object. */
int	format_usage_read(struct json_span usage, struct ev_usage *u);

extern const struct format format_chat, format_responses, format_agents_js,
    format_anthropic, format_agentkit, format_claude_code, format_codex,
    format_gemini, format_gemini_cli, format_acp, format_inngest,
    format_langchain;

/* All formats, in detection precedence order; NULL-terminated. */
extern const struct format *const format_table[];

const struct format	*format_by_name(const char *);
/* The best format for an item: the highest detect() score, ties to the
 * earlier in format_table; NULL if none scores. *score gets it. */
const struct format	*format_detect(const struct format_item *, int *score);

/* A session's format is the vote of its first FORMAT_VOTE_ITEMS items
 * that are JSON objects. */
#define FORMAT_VOTE_ITEMS	20

struct format_vote {
	unsigned	strong[16], weak[16];
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
