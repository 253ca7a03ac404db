/*
 * usage.h - token usage counted once per API response: a session's usage
 * events (format.h EV_USAGE) folded into the responses they are of, and
 * the set of responses already counted, so that a response a resumed or
 * forked session copied from its parent counts once.
 *
 * A session (struct usage_session) keeps one struct usage_resp per
 * response, in the order of their first records:
 *  - Records of one key (ev_usage.key: Claude Code's message.id and
 *    requestId) are one response, each written while it streamed, its
 *    output growing: the record with the most tokens (input, output, cache
 *    read and write) counts, the first of equals, and a main-chain record
 *    over a sidechain one.  A sidechain record whose message.id alone is a
 *    counted response's is that response replayed (Claude Code's /btw side
 *    questions copy their parent's messages under new request ids).  This
 *    is the rule ccusage follows, so both count alike.
 *  - Records without a key are each a response (the other formats write
 *    a response's usage once; Codex's deltas are made by its format).
 *  - A record whose usage holds a value that is no count (ev_usage.bad)
 *    is not a response: usage_session_add() says so and adds nothing.
 *
 * Across sessions (struct usage_seen): usage_seen_add() is 1 for a
 * response not counted before, and remembers it; 0 for a copy.  The
 * first session read that holds a response counts it: callers read
 * sessions in their store's order (a parent before its subagents).
 *
 * Memory: a session holds its responses (about 100 bytes each) and the
 * names of their models; the set 16 bytes per keyed response counted (its
 * key and its message.id) and 32 KiB.  Neither holds items.
 */
#ifndef USAGE_H
#define USAGE_H

#include <stddef.h>
#include <stdint.h>

#include "format.h"

/* The counts of a response, as reports show them. */
enum usage_kind {
	U_INPUT,	/* prompt tokens neither read from nor written to a cache */
	U_OUTPUT,	/* reasoning included */
	U_CACHE_READ,
	U_CACHE_5M,	/* cache writes kept 5 minutes (all, where not split) */
	U_CACHE_1H,	/* kept an hour */
	U_REASONING,	/* of output */
	U_KINDS
};

#define USAGE_NO_TIME	INT64_MIN
#define USAGE_NO_MODEL	SIZE_MAX

struct usage_resp {
	uint64_t	 key, msg_key;	/* ev_usage's; 0: none */
	int		 sidechain;
	int64_t		 t[U_KINDS];	/* -1: the format records none */
	int64_t		 time;		/* epoch ms, or USAGE_NO_TIME */
	int64_t		 cost;		/* recorded, picodollars; -1: none */
	size_t		 model;		/* in the session's models, or
					   USAGE_NO_MODEL */
	uint64_t	 seq;		/* the item of the counted record */
};

struct usage_session {
	struct usage_resp	*v;
	size_t			 nr, alloc;
	uint32_t		*slots;		/* index + 1 by key; 0: empty */
	size_t			 nslots, nused;
	char			**models;	/* decoded names */
	size_t			 nmodels, amodels;
};

/* The hashes of the responses counted: the recent ones in a small open
 * table, the others in one sorted array that they are merged into when
 * the table fills (8 bytes a hash, no slack, grown in place). */
#define USAGE_SEEN_RECENT	4096	/* slots; merged when half full */
struct usage_seen {
	uint64_t	*sorted;
	size_t		 nsorted;
	uint64_t	*recent;		/* USAGE_SEEN_RECENT; 0: empty */
	size_t		 nrecent;
};

/* Forget the session's responses (its memory kept for the next). */
void	usage_session_reset(struct usage_session *);
void	usage_session_release(struct usage_session *);
/* Add the usage of event ev (EV_USAGE) of item seq, at time ms (epoch, or
 * USAGE_NO_TIME); its model is ev->model, else model (a JSON string, or
 * absent).  ST_OK, or ST_DATA (nothing added) if its usage holds a value
 * that is no count: the caller says where. */
int	usage_session_add(struct usage_session *, const struct event *ev,
	    struct json_span model, int64_t ms, uint64_t seq);
/* The model name of r (NUL-terminated), or NULL. */
const char *usage_model(const struct usage_session *,
	    const struct usage_resp *r);
/* The tokens of r, all kinds but reasoning (which output holds), 0 for
 * absent counts. */
uint64_t usage_total(const struct usage_resp *r);

int	usage_seen_add(struct usage_seen *, const struct usage_resp *r);
void	usage_seen_release(struct usage_seen *);

#endif
