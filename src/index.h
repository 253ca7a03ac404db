/*
 * index.h - the full-text index of transcripts: `transcript index` builds
 * and updates it, `transcript search` queries it.
 *
 * The index is one SQLite file (default $XDG_CACHE_HOME/transcript/index.db,
 * else ~/.cache/transcript/index.db), created mode 0600 in a directory made
 * 0700, since it holds the words of the transcripts.  Its schema, which the
 * man page documents for users of the sqlite3 shell:
 *
 *	stores(id, spec, kind, path, redact, stamp, indexed_at)
 *	sessions(id, store, session, format, project, created_at,
 *	    updated_at, items, digest, size, mtime_ns, ino, src_items)
 *	items(id, session, seq, role, tools, time, model): id AUTOINCREMENT
 *	fts(text): FTS5, contentless, unicode61 with diacritics removed;
 *	    fts.rowid = items.id
 *	meta(key, value): 'dead', the fts rows of deleted items
 *
 * What is indexed, per item: the text of its messages, its thinking, its
 * tool calls' names and arguments and its tool results, as its format
 * reads them (conv.h), each JSON string decoded; an item without any (a
 * note: hooks, progress, snapshots; usage; media) has no row.  With a
 * redact (redact.h) the item is redacted before its text is taken, and
 * search redacts the snippets it shows the same way (stores.redact).
 *
 * Why contentless: the index keeps no copy of the text (a copy alone is
 * most of the corpus), so it stays a third of the corpus's size; search
 * reads a hit's item back from its store to show it.  FTS5 of SQLite 3.40
 * cannot delete from a contentless table, so the rows of a session that is
 * rewritten or gone stay in fts, unreachable (their items rows are
 * deleted, and every query joins on items; an items id is never used
 * again, so that a dead row cannot come back); meta.dead counts them and
 * index_update() says when they are a quarter of the index (index
 * --rebuild reclaims them).
 *
 * Incremental (index_update()).  A store whose files say it has not
 * changed (an SQLite database's file and its -wal: size, mtime, inode) is
 * not listed at all.  Else each session is looked at in the listing:
 *  - a session in one file (jsonl, the agents' trees, gemini-cli) whose
 *    size, mtime and inode are as indexed is not read;
 *  - any other is read again from its start, its first N items (those
 *    indexed) checked against the digest the index keeps of them (xxh64,
 *    chained over their bytes): the same, only the items after them are
 *    indexed; else (rewritten: compacted, repaired, redacted) the session
 *    is indexed anew;
 *  - a session the store no longer lists is dropped.
 * A torn last line is not indexed, nor counted: once completed it is an
 * item like the others.  New sessions are indexed oldest first, so that
 * the items' ids (fts.rowid) grow with time, which search's window uses.
 *
 * Threads: with INDEX_THREADS a session is read, folded and its text
 * taken on a second thread while the first writes what it sent (SQLite's
 * FTS5 is most of the work); they share nothing but a bounded queue.
 *
 * Atomicity: index_open() for writing takes an exclusive flock(2) on the
 * index file (a second `index` waits up to the busy timeout, then
 * ST_BUSY); sessions are indexed in transactions of a few thousand items,
 * each session whole in one, and a store's stamp is written last.  A
 * killed run leaves the index as it was, or with some sessions done.
 *
 * Search (index_search()): an FTS5 query, BM25-ranked (index.c: each
 * phrase's IDF counted among the ranked matches, not over the whole index
 * as FTS5's bm25() counts it, which reads every match of a common word),
 * ties broken by the session's last activity, newest first.  Unless
 * q->all, only the newest INDEX_WINDOW matches (by id: those indexed last)
 * are ranked, and hit->window says when more matched.
 *
 * Ownership: a struct index owns its connection and statements; hits and
 * their strings are valid during the callback only.
 * Errors: the usual statuses, reported; a query FTS5 refuses is ST_USAGE,
 * its message with the column of the query where it went wrong.
 */
#ifndef INDEX_H
#define INDEX_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "store.h"

struct redact;
struct redact_opts;
struct index;

#define INDEX_WINDOW	1000	/* matches ranked, unless q->all */

/* The default path of the index, appended to out: ST_OK, or ST_USAGE if
 * neither XDG_CACHE_HOME nor HOME is set. */
int	index_default_path(struct buf *out);

/* Open the index at path.  writer: create it (and its directory) if
 * missing, and take the writer's lock, waiting up to busy_ms; else it must
 * exist (ST_NOT_FOUND, reported).  ST_DATA if path is not an index. */
int	index_open(const char *path, int writer, int busy_ms, struct index **);
/* Close (NULL-safe); returns status if it is an error, else close's. */
int	index_close(struct index *, int status);

/* What one index_update() did. */
struct index_report {
	uint64_t	 sessions;	/* listed */
	uint64_t	 fresh;		/* indexed for the first time */
	uint64_t	 grown;		/* items added after the indexed ones */
	uint64_t	 rewritten;	/* indexed anew */
	uint64_t	 dropped;	/* gone from the store */
	uint64_t	 same;		/* unchanged (not read, or read and
					   checked) */
	uint64_t	 skipped;	/* listed unsafe, or unreadable: warned */
	uint64_t	 items;		/* items added */
	uint64_t	 bytes;		/* their bytes */
	int		 unchanged;	/* the store's files said so: not listed */
	double		 secs;		/* how long it took (wall clock) */
	int		 dead_warn;	/* dead rows are a quarter of fts */
};

/* Bring the index up to date with the store spec (store.h's STORE
 * argument), redacted as ro says; without (ro NULL or off), as the store
 * was indexed before (redaction sticks), else not.  A store indexed with
 * another redaction is indexed anew.  Reports what it did in *rep. */
#define INDEX_THREADS	0x1	/* flags: sessions may be read on a second
				   thread while the first writes */
int	index_update(struct index *, const char *spec, const struct store_config *,
	    const struct redact_opts *ro, unsigned flags, struct index_report *rep);
/* Update every store the index holds, as index_update() (their own
 * redaction), going on past a store that fails (its status is returned,
 * the first such): done(arg, spec, rep) after each that did not fail (done
 * may be NULL); *nr (nr may be NULL) counts the stores. */
int	index_update_all(struct index *, const struct store_config *,
	    unsigned flags, void (*done)(void *arg, const char *spec,
	    const struct index_report *rep), void *arg, size_t *nr);
/* --rebuild: empty the full-text index (the dead rows too) and forget
 * every session's items, so that the next index_update() of each store
 * indexes it whole; index_compact() after them gives the space back. */
int	index_rebuild_begin(struct index *);
int	index_compact(struct index *);

/* Every store the index holds: fn(arg, spec, kind) in spec order. */
int	index_stores(struct index *, int (*fn)(void *arg, const char *spec,
	    const char *kind), void *arg);
/* Every project the index names: fn(arg, project) in order. */
int	index_projects(struct index *, int (*fn)(void *arg, const char *project),
	    void *arg);

/* Has the store spec (as index_stores() gives it) changed since its last
 * index?  1 with what changed in why, 0 if not, or a status < 0 (negated)
 * if it cannot be told (the store cannot be opened: reported). */
int	index_stale(struct index *, const char *spec, struct buf *why);

/* A query: match is FTS5's syntax; the filters are ANDed (NULL, -1: none). */
struct index_query {
	const char	*match;
	const char	*role;		/* "user", "assistant", "tool", ... */
	const char	*tool;
	const char	*store;		/* a spec, a store's path or a kind */
	const char	*project;
	int64_t		 since, until;	/* epoch ms: time >= since, < until */
	uint64_t	 limit;
	int		 all;		/* rank every match, not the window */
};

struct index_hit {
	const char	*spec, *kind, *session, *format, *project;
	const char	*role, *tools, *model;	/* "" if none */
	uint64_t	 seq;
	int64_t		 time;		/* epoch ms, or -1 */
	double		 rank;		/* bm25: lower is better */
	const char	*inst;		/* "TOKEN:LEN ..." of the matches */
	const char	*redact;	/* the store's redaction, or NULL */
	int		 window;	/* more matched than were ranked */
};

/* The hits of q, best first: fn(arg, hit) for each (a status other than
 * ST_OK stops and is returned).  *nr counts them. */
int	index_search(struct index *, const struct index_query *q,
	    int (*fn)(void *arg, const struct index_hit *), void *arg,
	    uint64_t *nr);

/*
 * The text of hit's item as the index took it, read back from its store
 * (opened once per spec and kept until index_close()): appended to text,
 * with the byte ranges of the matches (pairs of offsets into text, in
 * order) in *v (xrealloc'd, *nr pairs).  ST_NOT_FOUND (quietly) if the
 * item is no longer there.
 */
int	index_hit_text(struct index *, const struct index_hit *, struct buf *text,
	    size_t **v, size_t *nr);

/* The text of one item, as the index takes it (the tests' and
 * index_hit_text()'s): see above. */
struct conv_item;
void	index_item_text(const struct conv_item *ci, struct buf *text);

#endif
