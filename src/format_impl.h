/*
 * format_impl.h - what the format modules share: helpers for reading
 * items and emitting events, the mappers and repair helpers of formats
 * whose objects other formats embed, and the providers' error texts.
 *
 * Included only by src/format*.c (and the format modules' unit tests):
 * consumers of events (the checker, dump, export, grep, stats, repair)
 * use format.h alone.  Everything here is defined in format.c or in the
 * format module named beside it.
 *
 * Ownership: as format.h; every span is borrowed.
 */
#ifndef FORMAT_IMPL_H
#define FORMAT_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "format.h"
#include "json.h"
#include "jsonw.h"

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

/* Shared writers: one block b at w's position (format_write_blocks()),
 * ST_DATA for a block they cannot write yet.  An Anthropic content block:
 * a tool_result {type, tool_use_id, content, is_error (when 1)}
 * (anthropic, claude-code). */
int	format_anthropic_block(struct jsonw *w, const struct event *b);
/* A Gemini Part: a functionResponse {id (if any), name ("" if none),
 * response: {error: text} (is_error 1) or {output: text}} (gemini,
 * gemini-cli). */
int	format_gemini_part(struct jsonw *w, const struct event *b);
/* A Responses item: a result's function_call_output or
 * custom_tool_call_output {type, call_id, output} (namespace function or
 * custom; ST_DATA for others, whose outputs are not text) (responses,
 * codex). */
int	format_responses_item(struct jsonw *w, const struct event *b);
/* One item of a Responses session for format_write_runs(): a message
 * item {type: message, role, content: [input_text | output_text |
 * input_image | input_file parts]} for a run of text and media, else
 * format_responses_item(): a function_call or custom_tool_call, a
 * reasoning {summary: [summary_text]}, an output (responses, codex). */
int	format_responses_one(struct jsonw *w, const struct format_message *m,
	    size_t i, size_t n, void *arg);
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
 * Tests of spans beyond format.h's, reading an object's members, name and
 * role tables, and emitting the simple events.
 */

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

/* The entry of table whose name is the JSON string v, or NULL.  The
 * entries are size bytes each and begin with their name, a const char *;
 * a NULL name ends the table. */
const void	*format_lookup(struct json_span v, const void *table, size_t size);

/* A role name table: NULL-terminated. */
struct format_role {
	const char	*name;
	enum ev_role	 role;
};
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

/* --- Writers (struct format_writer) ----------------------------------- */

/* Write m's blocks at w's position, one value each: a block with a raw
 * span as it is when m->own, else by block(); ST_OK or block()'s first
 * other status. */
int	format_write_blocks(struct jsonw *w, const struct format_message *m,
	    int (*block)(struct jsonw *, const struct event *));
/* The blocks of m of the kinds in mask (bit 1 << enum ev_kind), for
 * formats that hold them apart (a message's content, its tool_calls):
 * how many, and the first; or written by block() at w's position. */
#define FORMAT_KIND(k)	(1u << (k))
size_t	format_blocks_count(const struct format_message *m, unsigned mask,
	    const struct event **first);
int	format_write_some(struct jsonw *w, const struct format_message *m,
	    unsigned mask, int (*block)(struct jsonw *, const struct event *));
/* For formats that hold each run of a message's text and media in an item
 * (a message) and each other block in an item of its own (a call, a
 * result, reasoning), in order: one(w, m, i, n, arg) for each, blocks
 * m->blocks[i..i+n), n > 1 only for a run of EV_CONTENT text and media.
 * The first other status stops it. */
int	format_write_runs(struct jsonw *w, const struct format_message *m,
	    int (*one)(struct jsonw *, const struct format_message *, size_t i,
	    size_t n, void *arg), void *arg);
/* A content() method: m's blocks, by format_write_blocks(), appended to
 * out as comma-separated elements; out as it was unless ST_OK. */
int	format_write_elements(const struct format_message *m,
	    int (*block)(struct jsonw *, const struct event *), struct buf *out);
/* A message() method for formats that hold one block an item: m's blocks,
 * by format_write_blocks() with item(), appended to out one a line; out
 * as it was unless ST_OK. */
int	format_write_lines(const struct format_message *m,
	    int (*item)(struct jsonw *, const struct event *), struct buf *out);
/* Media (BLOCK_IMAGE) for writers whose format names it by URL: b's url,
 * or a data: URL made of its data and media_type, a JSON string appended
 * to out; 0, or -1 if b has neither. */
int	format_media_url(const struct event *b, struct buf *out);
/* For writers whose format holds media as base64 data: b's data and
 * media_type (JSON strings), or those of its url if it is a data: URL
 * ("data:TYPE;base64,DATA"), into data and type; 0, or -1 if b has
 * neither (only a URL that is not a data: URL). */
int	format_media_data(const struct event *b, struct buf *data,
	    struct buf *type);
/* Is b's media an image (its media type image/..., or none known)? */
int	format_media_image(const struct event *b);
/* Finish w after the writing that returned rc: ST_OK; or, if rc is not
 * ST_OK or w was misused, what went wrong (rc, else ST_DATA) with w's
 * output taken back. */
int	format_write_done(struct jsonw *w, int rc);
/* Writer state: keep a copy of v (not a span of kept's own) in kept
 * (absent: empty), and the span of what kept holds (n == 0: nothing). */
void	format_keep(struct buf *kept, struct json_span v);
struct json_span	format_kept(const struct buf *kept);

/* --- Repair helpers (answer() methods) -------------------------------- */

/* Make sp insert elems (array elements, comma-separated, no brackets)
 * at the start of the array arr, a span inside item into: ST_OK, or
 * ST_NOT_FOUND if arr is not an array. */
int	format_splice_prepend(struct json_span into, struct json_span arr,
	    const char *elems, size_t n, struct format_splice *sp);
/* For formats whose results open the next message when it is the user's:
 * elems[0..n) put at the start of the array member key of into if into's
 * role is "user", else ST_NOT_FOUND. */
int	format_splice_user(struct json_span into, const char *key,
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
 * and name when they are strings, args the input; raw the block that
 * holds it (obj itself, or agentkit's {"ToolCall": obj}). */
int	format_map_call(struct json_span obj, struct json_span raw, const char *ns,
	    struct event_sink *);
/* Emit EV_CALL in namespace ns with id, name, args and, for a detail sink,
 * raw (spans as in struct event). */
int	format_emit_call(struct event_sink *, const char *ns, struct json_span id,
	    struct json_span name, struct json_span args, struct json_span raw);
/* Emit an event of kind alone (all else zero). */
int	format_emit(struct event_sink *, enum ev_kind kind);
/* Emit EV_MESSAGE of role. */
int	format_emit_message(struct event_sink *, enum ev_role role);
/* One EV_CONTENT for string content or one per element of array content
 * (each a string, or a block read by format_block()); none for anything
 * else.  The text fields are filled for a detail sink. */
int	format_emit_content(struct json_span content, struct event_sink *);


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
 * BLOCK_IMAGE, with url, data and media_type where the block has them (an
 * Anthropic source, a Chat image_url, file or input_audio, a Responses
 * image_url, file_url or file_data, an ACP or LangChain url, uri, data or
 * base64, a media_type, mime_type, mimeType or mediaType; a data: URL is
 * a url); anything else BLOCK_OTHER with the whole block.  raw is the
 * block. */
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

/* v as a count: a non-negative JSON integer, else -1. */
int64_t	format_count(struct json_span v);
/* a - b for counts, -1 if a is unknown, a if b is; never below 0. */
int64_t	format_count_sub(int64_t a, int64_t b);
/* v, a JSON number of dollars (Claude Code's costUSD, OpenCode's cost),
 * in picodollars (struct ev_usage's cost): -1 for anything else, absent,
 * null, negative or from a million up. */
int64_t	format_cost_usd(struct json_span v);
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

#endif
