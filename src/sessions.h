/*
 * sessions.h - the sessions a command goes through, over a store's
 * listing (store.h): a listed one loaded, a session's title.
 *
 * Ownership: out (a buf) is the caller's, appended to;
 * the store is borrowed; a loaded cursor is the caller's to free
 * (item_cursor_free()).
 * Errors: the store's statuses, as store_load() gives them.
 */
#ifndef SESSIONS_H
#define SESSIONS_H

#include <stddef.h>

#include "buf.h"
#include "item.h"
#include "store.h"

/* Load info, a session of a listing of st, with the load flags load: one
 * listed as unsafe (its problem set) is not read but ST_DATA, its problem
 * the message, as a scan (store_scan_next()) yields it. */
int	sessions_load(struct store *st, const struct session_info *info,
	    unsigned load, struct item_cursor **items);

/* The session's title (format.h: format_title_add()), read from its first
 * items (with the load flags load), appended to out ("" when it has none). */
int	sessions_title(struct store *st, const char *session, unsigned load,
	    struct buf *out);

/* The project of the session (with the load flags load), appended to out
 * (nothing where none is known): the one the store's layout names
 * (store_session_group(): a Claude Code project key), else the working
 * directory its first items name as fmt reads them (its facts(): Codex's
 * cwd).  ST_OK, or the store's status. */
int	sessions_project(struct store *st, const char *session, unsigned load,
	    const struct format *fmt, struct buf *out);

#endif
