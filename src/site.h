/*
 * site.h - stores as a static web site to browse (transcript export
 * --site DIR STORE...): DIR/index.html lists every session, DIR/s/ holds
 * a page per session (split into pages of page_size items), rendered by
 * render.h and doc.h.
 *
 * The site:
 *  - index.html: the sessions grouped by project (sessions_project(): a
 *    Claude Code project key, a Codex cwd; else the store as named), the
 *    projects with the newest sessions first, then by day (UTC, of the
 *    session's start), newest first; a row per session: its title (a link
 *    to its page), format, model, items, duration and tokens.  A search
 *    box filters the rows by title and first prompt with an inline script
 *    (the text is in the rows' data-q attributes, nothing is fetched, so
 *    it works from file://); index.html#q=WORDS opens it filtered.
 *  - s/NAME.html, s/NAME-2.html ...: a session's pages, with links to the
 *    previous and next, the index, the session a subagent's is of and the
 *    subagents of a session (each also from the call that started it:
 *    the call whose arguments hold the subagent's first prompt, as JSON
 *    writes it; subagents are rendered before the others for that).
 *    NAME is site_name() of the session's id.
 *  - .transcript-site: the manifest, one line per session (its store as
 *    store_canon() names it, however it was named, id, name, stamp, pages
 *    and the facts of its index row), read by the next build.
 *
 * Incremental: a session whose stamp is the manifest's (a session that is
 * one file: its mtime, inode, size and items; else a digest of its items;
 * and an xxh64 of the names of the pages its own link to: the session a
 * subagent's is of and its subagents, so that a link is never left to a
 * page gone or missing to one come) and whose pages are there is not read
 * again; one that changed is rendered anew, and the pages it no longer has
 * removed; the pages of a session gone from a store that was read are
 * removed; index.html and the manifest are always written.  Options that
 * change the pages (the page size, the dialect, redaction, this build's
 * version and Markdown) are in the manifest's first line: when they
 * differ, or there is no manifest (or one not understood), the build is
 * fresh: every page is rendered, and every page of s/ it did not write (a
 * regular file whose name is one site_name() and a page number make) is
 * removed.  s/ is read once for that, whatever a manifest claims.
 *
 * One build at a time: DIR is locked (flock) while one runs; another
 * waits for it as for a store's writer (store_config's busy_ms), then is
 * ST_BUSY.  Temp files a killed build left in DIR and s/ are removed
 * (fs_sweep_temps()).
 *
 * Files: each page, index.html and the manifest are written atomically
 * (fsutil.h: a temp file, then a rename in its directory); DIR is the
 * user's (made if missing, reached through a link if they named one), but
 * nothing in it is followed: a link or special file at s, at a page or at
 * the manifest is refused (ST_DATA).  Every page has the Content-Security-
 * Policy of doc.h (no script, nothing loaded); index.html allows its own
 * inline script and nothing else.  No page names anything outside DIR.
 *
 * Errors: a store that cannot be opened or listed, or a session that
 * cannot be read, is reported and the build goes on with the rest; its
 * status (the worst) is returned at the end, after index.html and the
 * manifest are written with what was read (a session that was not read
 * keeps its pages and row from the last build, if it had any).
 *
 * Ownership: everything passed in is borrowed.  Memory: the listing of
 * every store's sessions and a row per session (its title and first
 * prompt cut short), plus what rendering one session takes (render.h).
 */
#ifndef SITE_H
#define SITE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "format.h"
#include "redact.h"
#include "store.h"

#define SITE_PAGE_SIZE		300	/* items a page, by default */
#define SITE_NAME_MAX		160	/* bytes of a page's name, at most */
#define SITE_MANIFEST		".transcript-site"

struct site_opts {
	const char		*dir;
	uint64_t		 page_size;	/* > 0 */
	const struct store_config *cfg;
	const struct format	*dialect;	/* or NULL: each session's vote */
	struct redact		*red;		/* or NULL */
	const char		*options;	/* what else changes the pages
						   (redaction), for the manifest:
						   no tab or newline */
};

/* What a build did, for its summary. */
struct site_totals {
	uint64_t	 sessions;	/* in the site */
	uint64_t	 rendered;	/* sessions rendered anew */
	uint64_t	 pages;		/* pages written */
	uint64_t	 removed;	/* pages removed */
};

int	site_build(const struct site_opts *, char *const stores[], size_t nr,
	    struct site_totals *);

/* Append the file name (no ".html") that session id of the store with
 * number store (0: the only one) has in s/: bytes A-Z escaped, and all
 * but a-z, 0-9 and '-' (and '.' after the first byte), as "_" and two
 * hex digits, so that no two ids share one, even on a file system that
 * folds case; a '-' that only digits follow is escaped too, so that no
 * name ends in "-N" as a page after the first does (NAME-2).  Several stores: "S<store>_" before it.  An escaped id of
 * more than SITE_NAME_MAX bytes is cut (between escapes) and ends with
 * "~" and 16 hex digits of a hash of the whole id. */
void	site_name(struct buf *out, size_t store, const char *id);

#endif
