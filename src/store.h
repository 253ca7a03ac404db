/*
 * store.h - the store interface: each store kind is a struct store_ops,
 * its name and the methods of the backend (a store_*.c file) that reads
 * and writes it.  A backend may serve several kinds, each with data of its
 * own (store_ops.data, as sqlite3_vfs carries pAppData):
 *
 *	sqlite, openai-agents,	store_sqlite.c: one kind per SQLite row of
 *	langchain		schema.h's schema_kinds[] (STORE_KIND_ENGINE)
 *	jsonl, claude-code,	store_jsonl.c: JSON Lines files, and the agents'
 *	codex			trees of them
 *	dir			store_dir.c: a directory per session
 *	gemini-cli, agentao	store_gemini.c: agents' chat documents,
 *				read-only: Gemini CLI's chats, and Agentao's
 *				snapshots (store_chatdoc.h)
 *	postgres		store_pg.c: the PostgreSQL rows of
 *				schema_kinds[] on a server (kind=)
 *
 * A STORE argument is "KIND:OPERAND" (the operand a PATH, a DIR or a
 * CONNINFO: store_kinds() lists them, and `transcript help`), "-" (a
 * stream of interchange records, store_stream.c, convert only), a bare
 * postgres:// or postgresql:// URI, or a bare PATH whose kind store_open()
 * detects.  Commands call the store_*() wrappers below and never learn
 * which backend they talk to; only store.c lists the backends.
 *
 * A new kind: an SQL kind is a struct sql_schema and a row of
 * schema_kinds[] in schema.c, nothing more (schema.h); any other is a
 * struct store_ops (in its backend's file), its extern below and a row of
 * store.c's backends[].
 *
 * Contracts every backend honours (STORES.md 9.1):
 *  - Insertion order is the order: items come back exactly as appended,
 *    seq 0, 1, 2, ... per session.
 *  - Items are opaque canonical bytes (item.h) and round-trip exactly.
 *  - A missing session is ST_NOT_FOUND; an existing empty one is not.
 *  - append() and replace() are atomic: after a failure or a crash the
 *    session is as it was before or as it is after, never in between.
 *    remove() and rename() are atomic per session.
 *  - Writes happen between lock() and unlock(); lock() serialises writers
 *    (waiting up to the busy timeout, then ST_BUSY).  unlock(0) undoes what
 *    a transactional backend did since lock(); file backends commit each
 *    method as it returns.
 *  - Readers never see a partial item or a partial batch.
 *  - Every method returns a status and has reported its own errors.
 *  - Group commit (convert; batch_mode() below): once a backend is in
 *    batch mode, each lock() ... unlock() is one batch of writes, all of
 *    them replace() calls.  The backend may defer making them durable and
 *    visible until unlock(1), which commits them together, each session
 *    still as it was or as it is after its write across a crash or a failed
 *    unlock(1); unlock(0) drops the writes still pending.  A replace() that
 *    fails in a batch undoes its own change and leaves the batch's earlier
 *    writes pending.  Reads meanwhile may or may not see the batch's own
 *    writes, so a batch writes a session at most once (store.c sees to it).
 *
 * Ownership: a struct store and everything it holds belong to the backend
 * until close().  Cursors from load() borrow the store: free them before
 * close().  Cursors given to append()/replace() are borrowed and left
 * unfreed; a cursor error aborts the write and is returned as is.
 * Session ids are borrowed C strings (valid UTF-8, non-empty).
 */
#ifndef STORE_H
#define STORE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "buf.h"
#include "item.h"

struct ev_usage;		/* format.h */

/* What a session id says of the session in its store: store_session_group(). */
enum store_group { STORE_GROUP_PARENT, STORE_GROUP_PROJECT };

struct format;

enum store_mode {
	STORE_READ,		/* the store must exist */
	STORE_WRITE,		/* created by the first write if missing */
	STORE_UPDATE		/* store_open() only: must exist, writable;
				   backends are opened with STORE_WRITE */
};

struct store_config {
	int	busy_ms;	/* how long lock() waits for another writer */
};
#define STORE_BUSY_MS_DEFAULT	5000

/*
 * A session's metadata.  With INFO_COUNTS, items and bytes are exact; with
 * INFO_ITEMS, items are exact and bytes are filled only where that costs
 * nothing more; with INFO_CHEAP a backend fills only what it knows without
 * reading the items (sqlite: items from the index; dir: both, from
 * meta.json; jsonl: neither) and sets the rest to INFO_UNKNOWN; with
 * INFO_IDS the ids and problems are what counts, created_at may be -1 and
 * the rest unknown (jsonl: no file is read, and a flat store's come from
 * one read of its directory; the others: as INFO_CHEAP).  A backend's list() and stat() see
 * INFO_IDS, INFO_CHEAP or INFO_COUNTS (store.c asks for INFO_COUNTS where
 * a caller wants INFO_ITEMS); list_page() sees all four.  stored, the
 * size of the session's files, is filled where it is free, for estimates
 * only.
 */
enum info_want {
	INFO_IDS,		/* ids and problems: check */
	INFO_CHEAP,		/* and created_at: convert, dump, grep */
	INFO_ITEMS,		/* and exact items: list */
	INFO_COUNTS		/* and exact bytes: list --bytes, dump */
};
#define INFO_UNKNOWN	UINT64_MAX
/* created_at where the session says no time (an agent's file whose records
 * carry none: empty, or only a summary), and with INFO_IDS; commands show
 * it as "-" (JSON null), sort it first, and a write of it is a write
 * without one (now, for a store that keeps its own). */
#define CREATED_UNKNOWN	INT64_C(-1)

struct session_info {
	char		*id;		/* owned */
	uint64_t	 items;		/* or INFO_UNKNOWN */
	uint64_t	 bytes;		/* total canonical (compact) item bytes,
					   or INFO_UNKNOWN */
	uint64_t	 stored;	/* bytes in the store's files, or
					   INFO_UNKNOWN */
	int64_t		 created_at;	/* epoch milliseconds, or
					   CREATED_UNKNOWN */
	int64_t		 updated_at;	/* the last activity (epoch ms), where
					   the store records it, else 0: the
					   last record's time (claude-code,
					   codex; INFO_COUNTS only), the
					   sessions row's updated column
					   (openai-agents) */
	int		 archived;	/* codex: an archived rollout */
	int64_t		 mtime_ns;	/* where a session is one file of the
					   store's (jsonl, the agents' trees,
					   gemini-cli) and the listing opened
					   it (not INFO_IDS): its modification
					   time in ns and its inode, which with
					   stored change when the file does
					   (the index, index.h); else 0 */
	uint64_t	 ino;
	char		*problem;	/* owned, or NULL: list() only, for a
					   session that cannot be read safely
					   (a link or a special file among its
					   files: fsutil.h); the rest is then
					   unknown, and load() refuses it with
					   this message */
	char		*problem_file;	/* owned, with problem: the file it
					   is about */
};
struct session_list {
	struct session_info	*v;
	size_t			 nr, alloc;
};
#define SESSION_LIST_INIT	{ NULL, 0, 0 }
/* Takes ownership of info->id (and info->problem, info->problem_file). */
void	session_list_push(struct session_list *, struct session_info *);
/* Push session id with only its problem known, about file; takes all three
 * strings. */
void	session_list_push_unsafe(struct session_list *, char *id, char *file,
	    char *problem);
void	session_list_release(struct session_list *);
/* qsort()/bsearch() order of struct session_info: by id, strcmp's. */
int	session_info_cmp(const void *, const void *);
/* Append a session time (created_at, updated_at: epoch ms) in ISO-8601
 * (isotime.h's full form), or unknown where it is CREATED_UNKNOWN. */
void	session_time_add(struct buf *, int64_t ms, const char *unknown);
/* Where a paged listing stands (list_page() below): the backend's. */
struct store_page {
	int		 at;		/* 0: at the start; STORE_PAGE_END:
					   at the end; else the backend's */
	struct buf	 key;		/* the backend's: the last row read */
};
#define STORE_PAGE_END	(-1)

/* Where an item lives, for check: the file holding it and its line there
 * (0: none); row = 1 for database rows, printed as file#session@seq. */
struct store_where {
	const char	*file;		/* valid until the next where() */
	unsigned long	 line;
	int		 row;
};

/*
 * How a call reads or writes: flags passed to it (the load flags to
 * store_load(), store_scan_open() and the reading methods; the write flags
 * in write_opts.flags or to store_batch_open()).  A store has no mode of
 * its own: each call says what it wants.
 */
#define STORE_LOAD_TOLERANT	0x01	/* cursors yield flawed items (item.h)
					   instead of failing on them; list()
					   and stat(), where they must sum the
					   items (dir), count a flawed one */
#define STORE_LOAD_DEFER	0x02	/* with TOLERANT: cursors yield items
					   ITEM_UNCHECKED, to be settled by
					   the caller (item_settle();
					   check.c) */
#define STORE_LOAD_VERBATIM	0x04	/* cursors yield the stored bytes,
					   compacted but not validated
					   (convert's read-back, which
					   compares a digest) */
#define STORE_LOAD_UNLOCKED	0x08	/* load() reads without taking the
					   store's lock, even shared (a second
					   handle on a store whose sessions it
					   reads no one else writes) */
#define STORE_WRITE_REPAIR_TAIL	0x10	/* append(): a torn last line (jsonl)
					   is moved aside, not refused */
#define STORE_WRITE_JSONB	0x20	/* append(), replace(): items may go
					   into a jsonb column (which does not
					   keep their bytes) */
#define STORE_LOAD_FLAGS	0x0f	/* the load flags among them */
#define STORE_LIST_ALL		0x40	/* list(): also every older version of
					   a session that the store keeps
					   apart, as a session of its own
					   (agentao: ID@FILE, a snapshot file);
					   other backends list as usual */
#define STORE_LIST_STAMP	0x80	/* list() with INFO_IDS: also the stamp
					   (stored, mtime_ns, ino) of a session
					   kept in one file, by one stat of it
					   (jsonl and the agents' trees); other
					   backends list as usual */

/*
 * A store handle.  Its fields are outputs: the backend sets them (open(),
 * batch_mode()) and store.c and commands read them; nobody sets them to
 * change what a call does (the flags above do that).
 */
struct store {				/* every backend embeds it first */
	const struct store_ops	*ops;
	int			 lossy;		/* set by open(): items come back
						   normalised, not as written
						   (a jsonb column): convert
						   verifies their count only */
	uint64_t		 batch_bytes;	/* set by batch_mode(): item
						   bytes a batch should stay
						   under, or 0 for store.c's
						   limit */
	int			 verify_apart;	/* set by batch_mode(): while
						   this handle writes, a second
						   one (open_reader(), or open()
						   on path) may read what it
						   committed (files, postgres) */
	int			 read_inline;	/* set by batch_mode(): the writes
						   wait on a server, which stays
						   behind the reads anyway: convert
						   reads the source as it writes,
						   not ahead on a thread (pipe.h),
						   whose buffers would not pay */
	const struct format	*format;	/* set by open(): the transcript
						   format every session of the
						   kind holds (its items are that
						   format's: openai-agents,
						   langchain, claude-code, codex),
						   or NULL: any */
	char			*path;	/* owned: the path after the prefix */
	char			*spec;	/* the argument as given (or as open()
					   set it: without a password): owned
					   by store.c, NULL during close() */
	int			 shared;	/* store.c's: how many handles
						   store_open_reader() made of
						   this one are still open (each
						   a store_close() that only
						   counts down) */
};

/* What store.c knows of a kind (store_ops.flags). */
#define STORE_KIND_NOT_PATH	0x1	/* its operand is no path (a
					   conninfo, "-"): store_open()
					   does not look for it */
#define STORE_KIND_ENGINE	0x2	/* not a kind but an SQL engine's
					   methods, data its enum sql_engine:
					   store.c makes a kind of each of
					   the engine's rows of schema_kinds[]
					   (schema.h), these ops with the
					   row's name and the row as data */
#define STORE_KIND_SHARED	0x4	/* one handle reads while it writes:
					   load() cursors, several at once,
					   stay valid across lock(), append()
					   or replace() of another session and
					   unlock() on the same handle, so
					   store_open_reader() gives the handle
					   itself (sqlite: a second open of the
					   file in the process would drop the
					   first's locks, store_sqlite.c) */

/*
 * What follow.h watches for a change of a session or of a store, from
 * store_watch(): paths of files (changed when written, or when their
 * directory entry is made, replaced by a rename or removed) or of
 * directories (changed when an entry in them is, or when they are moved
 * or removed); with tree, every directory below those too (a new session
 * may appear anywhere in an agent's tree).
 */
struct store_watch {
	struct buf	 paths;		/* nr paths, each ending in '\0' */
	size_t		 nr;
	int		 tree;
};
#define STORE_WATCH_INIT	{ BUF_INIT, 0, 0 }

struct store_ops {
	const char	*name;		/* "sqlite", "jsonl", "dir": the prefix */
	const char	*operand;	/* what follows the prefix, for help:
					   "DIR", "CONNINFO"; NULL: "PATH" */
	unsigned	 flags;		/* STORE_KIND_* */
	const void	*data;		/* the kind's own, for its methods: an
					   SQL kind's struct sql_kind */
	/* 1 if path (described by st, or NULL if it does not exist) is of
	 * kind ops (these ops), 0 if not.  No side effects.  NULL: the kind
	 * is never detected, only named by its prefix. */
	int	(*probe)(const struct store_ops *ops, const char *path,
		    const struct stat *st);
	/* Open path as a store of kind ops (these ops: the store's).
	 * STORE_READ: ST_NOT_FOUND if missing, ST_DATA if it is not a store
	 * of this kind.  STORE_WRITE: a missing store is created by the
	 * first write that commits; open itself creates nothing. */
	int	(*open)(const struct store_ops *ops, const char *path,
		    enum store_mode, const struct store_config *,
		    struct store **out);
	/* Release everything.  ok == 0 means the command failed: a store that
	 * this open created and that holds nothing is removed again. */
	int	(*close)(struct store *, int ok);
	/* All sessions, in any order; store_list() sorts.  A session whose
	 * files are unsafe to read is listed with its problem set, silently.
	 * flags: the load flags (TOLERANT: see above). */
	int	(*list)(struct store *, enum info_want, unsigned flags,
		    struct session_list *out);
	/* Optional: the listing a page at a time, so that memory does not
	 * grow with the store: at most max sessions, those after where pg
	 * stands (from the first while pg->at is 0), in id order (strcmp),
	 * appended to out; pg then stands past the last row read, and
	 * pg->at is STORE_PAGE_END once nothing follows.  A row skipped (an
	 * id that is no UTF-8, with a warning) counts towards max, so a page
	 * may be short and not the last.  Nothing stays open between pages:
	 * the caller may read and write the store meanwhile.  A backend may
	 * give the whole listing as one page where its listing cannot seek. */
	int	(*list_page)(struct store *, enum info_want, unsigned flags,
		    struct store_page *pg, size_t max, struct session_list *out);
	/* One session's metadata (out->id set too), or ST_NOT_FOUND. */
	int	(*stat)(struct store *, const char *session, enum info_want,
		    unsigned flags, struct session_info *out);
	/* Stream a session's items in seq order, or ST_NOT_FOUND; flags:
	 * the load flags, which hold for the cursor's life. */
	int	(*load)(struct store *, const char *session, unsigned flags,
		    struct item_cursor **out);
	int	(*lock)(struct store *);
	int	(*unlock)(struct store *, int commit);
	/* Append all items of in, atomically; creates the session (with
	 * created_at, or now if created_at < 0) if missing, but only when in
	 * yields at least one item.  *added counts the items written.
	 * flags: the write flags (STORE_WRITE_*). */
	int	(*append)(struct store *, const char *session, int64_t created_at,
		    struct item_cursor *in, unsigned flags, uint64_t *added);
	/* Replace the session's items with those of in, atomically, creating
	 * it if missing.  created_at >= 0 sets it; < 0 keeps the old value (or
	 * now for a new session).  *written counts the items. */
	int	(*replace)(struct store *, const char *session, int64_t created_at,
		    struct item_cursor *in, unsigned flags, uint64_t *written);
	/* Remove a session, or ST_NOT_FOUND. */
	int	(*remove)(struct store *, const char *session);
	/* Re-key a session: ST_NOT_FOUND if from is missing, ST_BUSY if to
	 * exists. */
	int	(*rename)(struct store *, const char *from, const char *to);
	/* Where item (from load() of session) lives; scratch holds the
	 * file name if it must be built.  Called through store_where(),
	 * which makes do without it (the path and the item's line). */
	void	(*where)(struct store *, const char *session,
		    const struct item *, struct buf *scratch,
		    struct store_where *out);
	/* Enter batch mode (see the contracts above) until close(); called
	 * before the first lock().  NULL for a backend without group commit:
	 * store.c then locks and commits each session of a copy on its own.
	 * A new store that batch mode fills may stay invisible until close()
	 * (sqlite), and may ask for smaller batches (batch_bytes). */
	int	(*batch_mode)(struct store *);
	/* Optional: a second handle on the store, for reading beside this
	 * one (verify_apart, store_open_apart()): its own connection, the
	 * same kind and tables, closed before this one.  Without it, store.c
	 * opens path with STORE_READ. */
	int	(*open_reader)(struct store *, struct store **out);
	/* Optional: a second handle on the store for writing beside this
	 * one (store_open_writer()): its own connection, the same kind and
	 * tables, able to enter batch_mode(), closed before this one.
	 * Without it, store.c opens the spec with STORE_WRITE. */
	int	(*open_writer)(struct store *, struct store **out);
	/* Optional, a hint: the sessions v[0..nr) (their ids) are loaded
	 * next, in this order, each to its end, and nothing else is read
	 * meanwhile (the verifier apart), so the backend may read them all
	 * in one go.  The ids are borrowed for the call. */
	void	(*will_load)(struct store *, const struct session_info *v,
		    size_t nr);
	/* Streams only (list == NULL): the next session in input order, with
	 * a cursor over its items valid until the next call; ST_END at the
	 * end.  info->id is owned by the store. */
	int	(*next_session)(struct store *, struct session_info *info,
		    struct item_cursor **items);
	/* Optional: what the store's layout says of session id, its parent
	 * or its project (store_session_group()): 1 with it appended to
	 * out, else 0.  The agents' file trees answer from their struct
	 * tree_layout without it. */
	int	(*group)(struct store *, const char *id, enum store_group,
		    struct buf *out);
	/* Optional: the token usage kept beside a session's items
	 * (store_usage()); ST_NOT_FOUND where the store keeps none. */
	int	(*usage)(struct store *, const char *session,
		    int (*fn)(void *arg, const struct ev_usage *u, int64_t ms),
		    void *arg);
	/* Optional: what to watch for a change of session (NULL: of any
	 * session), for store_watch(). */
	int	(*watch)(struct store *, const char *session,
		    struct store_watch *out);
	/* Optional: a number that changes when another connection commits
	 * a write (sqlite: PRAGMA data_version), for store_version(). */
	int	(*version)(struct store *, uint64_t *out);
};

/* The agents' file trees, as naming rules over the jsonl backend. */
extern const struct store_ops store_claude_code_ops, store_codex_ops;
extern const struct store_ops store_jsonl_ops, store_dir_ops, store_stream_ops;
/* The SQLite engine (STORE_KIND_ENGINE): its kinds are schema.h's. */
extern const struct store_ops store_sqlite_engine;
/* Agents' chat documents, read-only (store_chatdoc.h): Gemini CLI's chats
 * (store_gemini.c), Agentao's snapshots (store_chatdoc_agentao.c). */
extern const struct store_ops store_gemini_ops, store_agentao_ops;
/* "postgres:CONNINFO" or a bare postgres:// or postgresql:// URI: the SQL
 * schemas on a PostgreSQL server (store_pg.c); a build without libpq has
 * one that refuses every store with ST_USAGE. */
extern const struct store_ops store_pg_ops;

/* --- What commands call --------------------------------------------- */

/* Open spec; "-" is a stream of interchange records (stdin for
 * STORE_READ, stdout for STORE_WRITE), accepted only with allow_stream. */
int	store_open(const char *spec, enum store_mode, const struct store_config *,
	    int allow_stream, struct store **out);
/* Close st (NULL-safe).  Returns status if it is an error, else close's. */
int	store_close(struct store *, int status);
/* Does spec name st (the same argument, or st's file or directory under
 * another name, its kind st's if it says one)?  Nothing is opened or
 * probed: a command about to open a second store asks, and reads st
 * beside itself with store_open_reader() instead. */
int	store_names(const struct store *st, const char *spec);
/*
 * A handle for reading st beside st itself, which may write meanwhile
 * (fork into the store it reads) or read another session (diff of two
 * sessions of one store), each with a cursor of its own: never a second
 * open() of st's file by the same process.  STORE_KIND_SHARED kinds
 * (sqlite): st itself, closed once its last handle is; one with
 * open_reader() (postgres, whose connection reads or writes one stream at
 * a time): a connection of its own (store_open_apart()); the others (file stores: their
 * readers take no lock that a second open could drop): open() of st's
 * path, STORE_READ, with cfg.  *out is closed by store_close(), before
 * or after st; its cursors are freed before.
 */
int	store_open_reader(struct store *st, const struct store_config *cfg,
	    struct store **out);
/*
 * A handle of its own for reading beside st while st writes, even the
 * session it reads (repair rewrites it): open_reader() where the backend
 * has it (sqlite: a second connection on the file, neither probed nor
 * opened by transcript itself, so st keeps its locks; postgres: a
 * connection), else open() of st's path, STORE_READ, with cfg.  Close it
 * before st (sqlite: st's close() drops the process's locks on the file).
 */
int	store_open_apart(struct store *st, const struct store_config *cfg,
	    struct store **out);
/*
 * A second handle for writing to st's store beside st (sync writes its
 * new sessions in a batch on it, and the others on st): never a second
 * open() of st's file by the same process where that would drop st's
 * locks.  open_writer() where the backend has it (sqlite: a second
 * connection on the file, neither probed nor opened by transcript itself;
 * a store missing when st was opened, which st holds no file of, is
 * opened again instead, so that batch mode builds it), else open() of
 * st's spec, STORE_WRITE, with cfg.  Close it before st.
 */
int	store_open_writer(struct store *st, const struct store_config *cfg,
	    struct store **out);
const char	*store_kind(const struct store *);
/* The one name of st, whatever argument named it (the index's and sync's):
 * KIND:REAL-PATH (fs_path_abs()), or a server's spec (without its
 * password), appended to out; its path appended to path. */
void	store_canon(const struct store *, struct buf *out, struct buf *path);
/* The stamp of a store kept in one file (an SQLite database, a single
 * JSON Lines file) and of its -wal beside it, "SIZE:MTIME_NS:INO[ ...]",
 * appended to out; nothing for any other. */
void	store_stamp(const struct store *, struct buf *out);
/* Does st list its sessions (store_list())?  A stream does not: its
 * sessions come as it is read (store_scan_open()). */
int	store_lists(const struct store *);
/* Every kind, in the order detection tries them and messages and help
 * list them (*nr of them); "-" is not among them.  Static: built once.
 * Probes read it too (one that gives way to other kinds: store_tree.h). */
const struct store_ops *const	*store_kinds(size_t *nr);
/* The reading calls take the load flags (STORE_LOAD_*). */
int	store_list(struct store *, enum info_want, unsigned flags,
	    struct session_list *);		/* sorted by id */
/* The same, one session at a time: each() gets every session in id order
 * (info valid during the call only; a status other than ST_OK stops the
 * listing and is returned), read through a listing (below). */
int	store_list_each(struct store *, enum info_want, unsigned flags,
	    int (*each)(void *arg, const struct session_info *info), void *arg);

/*
 * A listing: the sessions a command goes through, one at a time: all of
 * st's in id order, or those named, in the order given (each looked up
 * when the listing opens, so that a missing one is ST_NOT_FOUND before
 * any is given), with what want says, read with the load flags.  Where
 * the backend lists a page at a time (list_page()), memory stays flat
 * whatever the number of sessions (LISTING_PAGE of them at a time); else
 * the whole list is read when the listing opens, as store_list() reads
 * it.  Between pages nothing of the store stays open, so the caller may
 * read and write st (repair) or another store; a session another writer
 * adds or removes meanwhile, past the page, may or may not be listed.
 * info is valid until the next call on the listing.
 */
#define LISTING_PAGE	256
struct store_listing;
int	store_listing_open(struct store *, char *const names[], size_t nr,
	    enum info_want, unsigned flags, struct store_listing **);
/* The next session, or ST_END after the last; a failed read of a page is
 * its status, and ends the listing. */
int	store_listing_next(struct store_listing *,
	    const struct session_info **info);
/* Will the listing give more than one session (more)?  Reads ahead as
 * far as needed: 1 or 0, or a failed read's status (negated: < 0). */
int	store_listing_several(struct store_listing *);
void	store_listing_free(struct store_listing *);	/* NULL-safe */
/* What a listing of the same would go through: sessions, items and
 * stored bytes, read by a listing of its own, for the estimates of a
 * progress display: items 0 if some session's count is unknown, stored 0
 * if some size is. */
int	store_listing_totals(struct store *, char *const names[], size_t nr,
	    enum info_want, unsigned flags, uint64_t *sessions, uint64_t *items,
	    uint64_t *stored);
int	store_stat(struct store *, const char *session, enum info_want,
	    unsigned flags, struct session_info *);
int	store_load(struct store *, const char *session, unsigned flags,
	    struct item_cursor **);
/* Where item it (from a load of session) lives, for messages: the
 * store's where(), or the store's path and the item's line.  scratch is
 * the caller's, for a file name that must be built; out->file is valid
 * until scratch changes.  Callers use this, never the method. */
void	store_where(struct store *, const char *session, const struct item *,
	    struct buf *scratch, struct store_where *out);

struct write_opts {
	int64_t		 expect;	/* >= 0: the session must hold exactly this many items */
	int64_t		 created_at;	/* >= 0: for a new (or, replace, any) session */
	int		 create;	/* replace: a missing session is created */
	const char	*dedupe_key;	/* append: skip items whose key value is known */
	const char	*backup;	/* replace: write the old items here first */
	unsigned	 flags;		/* the write flags, and the load flags
					   of what the write reads (the count,
					   dedupe keys, the backup) */
	int		 fresh;		/* append: the session must not exist
					   yet (ST_BUSY; fork) */
};
#define WRITE_OPTS_INIT	{ -1, -1, 0, NULL, NULL, 0, 0 }

/* Write session's items to path (a new file, written atomically) as JSON
 * Lines, read with the load flags flags: with STORE_LOAD_TOLERANT every
 * line as it is, a torn last line last without a newline (repair's backup
 * of a session whose torn line it moves aside). */
int	store_backup(struct store *, const char *session, const char *path,
	    unsigned flags);
/* append/compact-replace under the store's write lock, with the checks of
 * write_opts; *n counts the items written. */
int	store_append(struct store *, const char *session, struct item_cursor *,
	    const struct write_opts *, uint64_t *n);
int	store_replace(struct store *, const char *session, struct item_cursor *,
	    const struct write_opts *, uint64_t *n);
/* Remove sessions: all exist (or force) or nothing is removed. */
int	store_delete(struct store *, char *const sessions[], size_t nr, int force);
int	store_rename(struct store *, const char *from, const char *to);
/* The id that a new session of an agent's, its uuid, working in cwd (a
 * path, or NULL), gets in st: an agent's file tree names it (claude-code:
 * <key of cwd>/<uuid>; codex: the uuid): ST_OK with it appended to out;
 * ST_NOT_FOUND for another kind, whose ids are the caller's. */
int	store_agent_id(struct store *, const char *uuid, const char *cwd,
	    struct buf *out);
/* The token usage a store keeps beside a session's items, not in them (an
 * OpenAI Agents SDK AdvancedSQLiteSession's turn_usage rows): fn(arg, u,
 * ms) for each row in order, u as format.h counts it, ms its time (epoch
 * ms, or -1); ST_OK, ST_NOT_FOUND where the store keeps none, or fn's
 * first other status. */
int	store_usage(struct store *, const char *session,
	    int (*fn)(void *arg, const struct ev_usage *u, int64_t ms),
	    void *arg);
/* What an agent's store says of session id: the session it is a
 * subagent's of (STORE_GROUP_PARENT; claude-code: <key>/<uuid> of
 * <key>/<uuid>/agent-<id>; gemini-cli: the id before a subagent's last
 * '/') or its project (STORE_GROUP_PROJECT; claude-code: the project's
 * key; gemini-cli: the project's directory name): 1 with it appended to
 * out, 0 where the store says none (other kinds: never). */
int	store_session_group(struct store *, const char *id, enum store_group,
	    struct buf *out);

/* What changes with session (NULL: with any session of st), appended to
 * out (released by the caller): ST_OK; ST_NOT_FOUND where the store is
 * no files to watch (sqlite: store_version(); postgres: poll a stat).  The
 * file stores: jsonl and the agents' trees (the session's data file, or
 * the store's directory: a tree's whole), dir (the session's directory
 * and its meta.json, or the root).  A session need not exist. */
int	store_watch(struct store *, const char *session, struct store_watch *out);
/* For backends: path (n bytes) as out's next path. */
void	store_watch_add(struct store_watch *, const char *path, size_t n);
void	store_watch_release(struct store_watch *);
/* A number that changes when another connection commits a write to st:
 * ST_OK; ST_NOT_FOUND where the store keeps none (all but sqlite). */
int	store_version(struct store *, uint64_t *out);

/* Iterate over a store's sessions (all, or the named ones in the order
 * given), listed with what want says, with a cursor over each one's items,
 * both read with the load flags; works on streams too.  info and items are
 * valid until the next call.  A named session that is missing is
 * ST_NOT_FOUND.  A session listed with a problem is reported (ST_DATA) and
 * comes with a cursor that fails at once with ST_DATA. */
struct store_scan;
int	store_scan_open(struct store *, char *const sessions[], size_t nr,
	    enum info_want want, unsigned flags, struct store_scan **);
int	store_scan_next(struct store_scan *, const struct session_info **info,
	    struct item_cursor **items);
void	store_scan_free(struct store_scan *);

/*
 * Copy sessions (convert) into dst: items from in, created_at from info.
 * If dst holds the session already with the same items, nothing is written
 * and it counts as skipped; if it differs, ST_BUSY unless overwrite.  With
 * verify, each written session is read back and compared (count and
 * digest) once it is committed.
 *
 * Where the backend has batch_mode(), copies are grouped: store_batch_copy()
 * writes a session into the open batch and returns; the batch is committed
 * (one lock() ... unlock(1)) when it holds 256 sessions or 64 MiB of items
 * (or the backend's batch_bytes, where it set them),
 * when it is 2 s old (so that other writers wait less than the default
 * busy timeout), when a session comes again, and by store_batch_close(),
 * and only then verified: a failed commit or verification is returned by
 * the call that made it (a verification apart, by a later one).  Each
 * session is atomic; a kill loses at most the open batch, which a rerun
 * copies again.  Other backends lock and commit each session in its own
 * store_batch_copy() call.  The write lock is released between batches.
 */
struct copy_totals {
	uint64_t	 converted;	/* sessions committed (and verified) */
	uint64_t	 skipped;	/* sessions found identical */
	uint64_t	 items, bytes;	/* of both */
};
struct store_batch;
/* flags: the write flags of the copies.
 * verify: 0, BATCH_VERIFY, or BATCH_VERIFY_APART: where the backend allows
 * (verify_apart), on a thread of its own with a second handle on dst,
 * while the next batches are written; a failed verification is then
 * returned by a later store_batch_copy(), or by store_batch_close(). */
#define BATCH_VERIFY		1
#define BATCH_VERIFY_APART	2
int	store_batch_open(struct store *dst, int overwrite, int verify,
	    unsigned flags, struct store_batch **);
int	store_batch_copy(struct store_batch *, const struct session_info *info,
	    struct item_cursor *in);
/* Commit the open batch now, if there is one (its lock is released): for a
 * source that would keep the next session waiting (convert from a stream
 * whose input is idle).  ST_OK or the commit's error, as in
 * store_batch_copy(). */
int	store_batch_flush(struct store_batch *);
/* Commit what is pending (status ST_OK or not), put the totals of the
 * copies in *out and free the batch (NULL: zero totals); returns status if
 * it is an error, else the commit's. */
int	store_batch_close(struct store_batch *, int status, struct copy_totals *out);

#endif
