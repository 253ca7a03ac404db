/*
 * translate.h - a session of one transcript format written as another's
 * (convert --to, load --to).
 *
 * A translation is an item cursor over another: it reads the session's
 * items (item.h), votes its format (vote.h; or takes the one given),
 * folds them into messages (conv.h), makes those fit the target's rules
 * and gives them to the target format's writer (format.h: struct
 * format_writer), whose items it yields.  What it does to fit:
 *  - it keeps every message's role and text, in order, and what the
 *    writer's holds flags say its format can hold (system messages,
 *    plain-text thinking, media, error flags, free-form calls); the rest
 *    is dropped and counted (enum translate_count);
 *  - calls and results: arguments as the target sends them (an object, or
 *    a string of JSON); an id the target's rules forbid, or a missing one,
 *    is mapped (the same way in the call and its result) to one they
 *    allow; a result gets its call's name and namespace;
 *  - placement: messages of one role in a row are merged where the target
 *    alternates; results go where the target keeps them; a call still
 *    unanswered when the target needs its answer (a new turn; or, for
 *    targets whose results must follow their call at once, any message
 *    that does not carry results) is answered with an interrupted result,
 *    marked as an error (repair.h's), except where the target allows
 *    unanswered calls (Codex); a result that comes after that is dropped.
 *    Turns are never reordered.
 * A session already in the target format is yielded as it is, byte for
 * byte, with nothing counted.
 *
 * Refused (ST_DATA, with a diag message naming the session and the item):
 * a session in no format the vote knows, a result whose call never came
 * (an orphan: `transcript repair` first), an item that is not valid JSON.
 * A refusal comes from next() before or after some items were yielded:
 * the caller writes a session atomically, so nothing of it is written.
 *
 * Memory: the held vote items, the message being made (a message may span
 * items, and merged ones are one), and the calls not yet answered; never
 * the session.
 *
 * Ownership: a struct translate borrows its source cursor (the caller
 * frees it) and owns everything else; an item it yields is valid until
 * its next call.  translate_release() frees it.
 */
#ifndef TRANSLATE_H
#define TRANSLATE_H

#include <stdint.h>

#include "buf.h"
#include "format.h"
#include "item.h"
#include "store.h"

/* What a translation dropped or changed, counted per session. */
enum translate_count {
	/* Lost: dropped (--strict refuses a session with any). */
	TR_SYSTEM,		/* system or developer messages */
	TR_THINKING,		/* plain-text thinking */
	TR_SIGNED,		/* signed thinking or encrypted reasoning */
	TR_MEDIA,		/* images and files */
	TR_OTHER,		/* content blocks of other types */
	TR_IGNORED,		/* hosted calls and records the reader skips */
	TR_NOTES,		/* notes: hooks, progress, snapshots, turn
				   context, updates */
	TR_BOUNDARIES,		/* compaction boundaries */
	TR_ERROR_FLAGS,		/* error flags of failed results */
	TR_LATE_RESULTS,	/* results after their call was answered */
	TR_LOST,		/* (the number of lost kinds) */
	/* Changed: kept, in another form. */
	TR_IDS_MAPPED = TR_LOST,	/* ids the target's rules forbid */
	TR_IDS_MADE,		/* ids a call had none of */
	TR_ARGS_WRAPPED,	/* arguments that are not an object, as
				   {"input": ...} */
	TR_CUSTOM,		/* free-form calls as function calls */
	TR_RESULTS_TEXT,	/* results of content blocks made text */
	TR_RESULTS_ADDED,	/* interrupted results for unanswered calls */
	TR_MERGED,		/* messages merged into the one before */
	TR_COUNTS
};

/* The name of count i ("system", "ids_mapped"), for reports. */
const char	*translate_count_name(int i);

struct translate_opts {
	const struct format	*to;		/* the target: it has a writer;
						   NULL: none, the items pass as
						   they are (checked against
						   require) */
	const struct format	*require;	/* to NULL: refuse (ST_DATA) a
						   session in another format */
	const struct format	*from;		/* forced, or NULL: the vote */
	const char		*session;	/* its id, for messages */
	struct json_span	 id;		/* the new session's id (a JSON
						   string), or absent */
	struct json_span	 cwd;		/* its working directory, or
						   absent: the source's, else
						   none */
	struct json_span	 default_cwd;	/* the working directory where
						   neither cwd nor the source
						   names one, or absent */
	int			 strict;	/* refuse (ST_DATA) at the end a
						   session that lost anything */
};

struct translate {
	struct item_cursor	 base;		/* the translated items */
	uint64_t		 count[TR_COUNTS];
	const struct format	*from;		/* the source's, after the first
						   next(); NULL: none */
	/* Private: translate.c. */
	struct translate_state	*st;
};

/* Translate the items of src (in seq order) as o says: t->base yields
 * them.  ST_OK, or ST_DATA if o->to has no writer.  o is copied (its
 * strings and spans are borrowed). */
int	translate_open(struct translate *t, struct item_cursor *src,
	    const struct translate_opts *o);
/* The target format. */
const struct format	*translate_to(const struct translate *t);
/* The number of things lost (the counts before TR_LOST). */
uint64_t	translate_lost(const struct translate *t);
void	translate_release(struct translate *t);

/* What a translation of session in st needs before it begins: its
 * format (forced, else the vote) into *fmt (NULL: none), and the working
 * directory its first items name (a JSON string) appended to cwd. */
int	translate_peek(struct store *st, const char *session,
	    const struct format *forced, const struct format **fmt,
	    struct buf *cwd);

/* Is fmt a target (it has a writer that translation can use)? */
int	translate_target(const struct format *fmt);
/* A new session id from id: id itself if it is a UUID, or ends in
 * '/' and one (a Claude Code tree's), else a UUID made from its bytes
 * (the same every time); appended to out. */
void	translate_uuid(const char *id, struct buf *out);

#endif
