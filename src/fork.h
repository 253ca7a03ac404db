/*
 * fork.h - the items of a fork (transcript fork): a cursor over the first
 * items of a session, each rewritten for the new session as its format's
 * rekey() says (format.h): Claude Code's sessionId and uuid chain, the
 * id of Codex's session_meta; the items of other formats pass as they
 * are, byte for byte.
 *
 * Which items: the caller says how many (window.h's window_fork() keeps
 * each call with its result), and, as that count comes from an earlier
 * read, their digest there (fork_cursor_check()): items that differ, or
 * fewer, end the cursor with ST_BUSY before its last item is taken, so a
 * session compacted between the two reads is never forked with a call
 * cut from its result.  The keys a fork gives are made from the
 * new session's id and the old keys (format_rekey_uuid()), not kept in a
 * table: a line that points at a line still to come (a summary's
 * leafUuid, a file-history-snapshot's messageId) gets the key that line
 * will get, and memory stays that of one item.
 *
 * Ownership: a struct fork_cursor borrows its source cursor (the caller
 * frees it) and the id; it owns the item it yields, valid until its next
 * call.  fork_cursor_release() frees what it holds.
 */
#ifndef FORK_H
#define FORK_H

#include <stdint.h>

#include "buf.h"
#include "format.h"
#include "item.h"

struct fork_cursor {
	struct item_cursor	 base;		/* the fork's items */
	struct item_cursor	*in;
	const struct format	*fmt;		/* whose rekey() rewrites them,
						   or NULL: none */
	struct json_span	 id;		/* the new session's (a JSON
						   string) */
	uint64_t		 left;		/* items still to yield */
	struct buf		 out;		/* the item yielded */
	const char		*session;	/* checked: whose items */
	uint64_t		 want, digest;	/* their digest: to be, so far */
};

/* The first n items of in (UINT64_MAX: all), rewritten by fmt's rekey()
 * (fmt NULL, or without one: as they are) for the session whose id is
 * id (a JSON string). */
void	fork_cursor_init(struct fork_cursor *, struct item_cursor *in,
	    uint64_t n, const struct format *fmt, struct json_span id);
/* Check the n items against digest (window.h's, of the same items):
 * ST_BUSY, naming session (borrowed), if they differ. */
void	fork_cursor_check(struct fork_cursor *, const char *session,
	    uint64_t digest);
void	fork_cursor_release(struct fork_cursor *);

#endif
