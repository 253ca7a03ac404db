/*
 * conv.h - one view of a conversation: a session's items, read by their
 * format (format.h), folded into messages and the blocks they hold.
 *
 * A format module maps an item to flat events; conv gives them the shape a
 * reader sees.  Each item becomes a sequence of blocks (text, thinking,
 * media, calls, results, notes, usage), each in a message (its role, the
 * format's label for it, its time and model).  An item may begin messages
 * (a CONV_BEGIN block each), or carry on one that an earlier item began:
 * Claude Code writes a line per content block of one reply, Responses and
 * Codex write each call and result as an item of its own.  Which message
 * such an item carries on, and so its role, is decided here, and only
 * here (the rule below); dump, export (doc.h), grep and stats read their
 * sessions through this module.  The checker (pairs.c) reads the events
 * themselves: it needs no messages, and is faster without them.
 *
 * Feeding: conv_init() for a session (its format, or NULL for a caller
 * that maps items itself), then each item in seq order: conv_feed() maps
 * it and folds its events; or conv_begin(), the item's events sent to
 * conv_sink() (by any number of map() calls), then conv_end().  c->item is
 * then the item's view.
 *
 * The rule.  An item's blocks are in the message that the item began last
 * before them.  The blocks before its first message (all of them, in an
 * item that begins none) are carried on, all in one message:
 *  - their side is the assistant's if they hold a call or reasoning
 *    (EV_REASONING), else the tool's if they hold a result or an update,
 *    else none (text, thinking, media: any message holds them);
 *  - they carry on the last message (the last one an item began, echoes
 *    aside, or an implied one, below) if it takes their side: an assistant
 *    message takes the assistant's, a tool message or a user message the
 *    tool's (the user sends results in Anthropic's, Claude Code's and
 *    Gemini's formats), any message no side;
 *  - else they are in a message their side implies, which the format does
 *    not name: the assistant's (also for blocks without a side when no
 *    message came before), or the tool's.  An implied assistant message is
 *    the last message from then on; an implied tool message is not: what
 *    follows a result is not the tool's.
 * Echoes (format.h) are messages too, flagged: the content (EV_CONTENT)
 * after one until the next message is the echo's, and is shown elsewhere,
 * by the other copy; its other blocks are placed as if it were not there.
 * A reader that shows a block apart from its message's beginning (a
 * section, a line of its own) shows it under conv_block_role().
 *
 * Lifetimes: c->item, its blocks and messages, and every span in them are
 * valid until the next conv_begin() or conv_feed() (the item after) or
 * conv_release(), and only while the caller keeps the item's bytes:
 * spans point into them (or at static JSON), except a carried message's
 * label and model, which are conv's copies.  conv_end() may be called
 * again: after more events the item is folded anew, else it is as it was.
 * The last message the next item may carry on is the one of the item's
 * last fold.
 *
 * Memory: the blocks of one item and the last message's label and model;
 * never the session.
 *
 * Ownership: a struct conv owns its arrays, copies and the format's state
 * (conv_release() frees them); the format and the items are borrowed.
 */
#ifndef CONV_H
#define CONV_H

#include <stddef.h>

#include "format.h"
#include "item.h"
#include "json.h"

enum conv_kind {
	CONV_BEGIN,	/* a message begins (msg: it, begun by this item) */
	CONV_TEXT,	/* text (BLOCK_TEXT) */
	CONV_THINKING,	/* thinking (BLOCK_THINKING), or reasoning: ev.kind
			   EV_REASONING (Responses' reasoning item) */
	CONV_MEDIA,	/* an image, audio or a file (BLOCK_IMAGE) */
	CONV_OTHER,	/* a content block of another type (BLOCK_OTHER) */
	CONV_CALL,	/* a tool call */
	CONV_RESULT,	/* a tool result, or an update: ev.kind EV_UPDATE */
	CONV_NOTE,	/* not conversation: EV_NOTE, EV_BOUNDARY, EV_TURN_END */
	CONV_USAGE,	/* token usage of a model call */
	CONV_IGNORED	/* EV_IGNORE: nothing to show (its time counts) */
};

/* Where a message comes from. */
enum conv_from {
	CONV_OWN,	/* this item began it */
	CONV_CARRIED,	/* an earlier item began it (or it was implied) */
	CONV_IMPLIED	/* implied by the side of this item's blocks */
};

struct conv_msg {
	enum ev_role		 role;
	enum conv_from		 from;
	int			 echo;		/* a copy (format.h) */
	struct json_span	 label;		/* the format's name for its role,
						   a JSON string, or n == 0 */
	struct json_span	 time, model;	/* as in its EV_MESSAGE; a carried
						   message has no time */
	const char		*fallback;	/* its name without a label (the
						   label given to conv_begin()),
						   or NULL: its role's name */
};

struct conv_block {
	enum conv_kind		 kind;
	struct event		 ev;		/* the event it was: the text
						   fields for a detail sink, and
						   ev.raw the block's own bytes
						   (format.h) */
	const struct conv_msg	*msg;		/* the message it is in, or NULL
						   (notes outside any) */
	struct json_span	 raw;		/* the bytes of the item it came
						   from (the whole item) */
};

/* One item, folded. */
struct conv_item {
	const struct item	*it;		/* the caller's */
	const struct conv_block	*v;		/* its blocks, in order */
	size_t			 nr;
	const struct conv_msg	*msg;		/* its message: the first one it
						   began (echoes aside), else the
						   one its blocks carry on; NULL
						   if neither (notes alone) */
	unsigned		 events;	/* events fed for it, over every
						   reading (conv_feed_detected()) */
	int			 aside;		/* with conv_aside(): a line of
						   the conversation written inline
						   beside the session's (below) */
};

/* The last message, as the next item may carry it on (conv.c). */
struct conv_last {
	int			 has;
	enum ev_role		 role;
	struct buf		 label, model, fallback;	/* copies */
	int			 has_fallback;
};

struct conv {
	struct conv_item	 item;		/* the item fed last */
	/* Private. */
	struct event_sink	 sink;
	const struct format	*fmt;
	void			*state;		/* fmt's, for the session */
	const char		*fallback;	/* conv_begin()'s label */
	struct json_span	 raw;		/* the item's bytes */
	struct conv_block	*blocks;
	size_t			 nblocks, ablocks;
	size_t			 nbegins;	/* CONV_BEGIN blocks */
	struct conv_msg		*msgs;		/* [0]: the carried message */
	size_t			 amsgs;
	int			 folded;	/* c->item is up to date */
	struct conv_last	 last[2];	/* before the item, and after it */
	int			 cur;		/* last[cur] is before it */
	int			 changed;	/* the item changed the last */
	int			 asides;	/* conv_aside() */
	struct conv		*aside;		/* the conversation aside, or
						   NULL until its first item */
};

/* Ready c for a session read by fmt (NULL: unknown, or the caller maps),
 * for a detail sink (format.h) if detail. */
void	conv_init(struct conv *c, const struct format *fmt, int detail);
void	conv_release(struct conv *);

/*
 * Read asides (for dump and stats): an item that the format marks as a line
 * of another conversation written inline in the session's (an EV_NOTE
 * aside: Claude Code 1.0 wrote its subagents' lines, isSidechain, into the
 * parent's file) is read again by a conversation of its own, made of those
 * items alone, and c->item is that reading, with aside set: the
 * subagent's messages, calls and usage, apart from the session's, whose
 * messages it does not carry on.  Without it such an item is its note.
 */
void	conv_aside(struct conv *c);

/*
 * Feed the next item: map it with the session's format (fmt->map() on fi if
 * not NULL, its members already found, else format_map()) and fold its
 * events into c->item.  An item with a flaw, or a session without a
 * format, gives no blocks.  label: what to name the item's messages that
 * the format does not label (item_summary()'s label, say), or NULL for
 * their roles' names.  Returns map()'s status (ST_OK normally).
 */
int	conv_feed(struct conv *c, const struct item *it,
	    const struct format_item *fi, const char *label);
/* Read the item fed last again, by the format it looks like
 * (format_map_detected()): for an item its session's format made nothing
 * of (a mixed session).  What the first reading made of it is dropped,
 * though counted in c->item.events. */
int	conv_feed_detected(struct conv *c);

/* The parts of conv_feed(), for a caller that maps the item itself:
 * begin an item (label as for conv_feed()), send its events to
 * conv_sink(c), then fold them with conv_end(). */
void			 conv_begin(struct conv *c, const struct item *it,
			    const char *label);
struct event_sink	*conv_sink(struct conv *c);
const struct conv_item	*conv_end(struct conv *c);

/* Append the name a person sees for m: its label's text, else its
 * fallback, else its role's name (format_role_name()). */
void	conv_msg_name(const struct conv_msg *m, struct buf *out);
/* The side of b's kind: ROLE_ASSISTANT for a call or reasoning, ROLE_TOOL
 * for a result or an update, else ROLE_NONE. */
enum ev_role	conv_block_side(const struct conv_block *b);
/* The role a block is shown under apart from its message's beginning: its
 * side if it has one that is not its message's role (a result that a user
 * message carries on is the tool's), else its message's role (ROLE_NONE
 * without a message). */
enum ev_role	conv_block_role(const struct conv_block *b);
/* The role of the item ci, as grep and the index give it: that of the
 * first message it begins (an echo too), else the tool's if it holds a
 * result, else the assistant's if a call, else that of the message its
 * text is in (ROLE_NONE: notes alone). */
enum ev_role	conv_item_role(const struct conv_item *ci);

#endif
