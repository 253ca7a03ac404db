/*
 * store_tree.h - agents' file trees: store kinds that are naming rules over
 * the JSON Lines machinery of store_jsonl.c.
 *
 * An agent that keeps each session in a JSON Lines file of its own,
 * somewhere below a directory (Claude Code's ~/.claude/projects, Codex's
 * ~/.codex/sessions), is a store kind described by one struct tree_layout:
 * where a session's file is, how to find them all, what the directory looks
 * like.  store_jsonl.c does all the rest for it, as for a jsonl: store
 * (see its top): the locks, readers' snapshots, pending records, atomic
 * appends and rewrites, batch mode, counts, cursors, tolerant loads,
 * where(), and never following a link below the root.
 *
 * Adding an agent's file tree is exactly this, and nothing else:
 *  - src/store_tree_NAME.c: its layout (a const struct tree_layout with the
 *    callbacks below) and its `const struct store_ops store_NAME_ops` =
 *    { .name, .operand = "DIR", .data = &layout, .probe = tree_probe,
 *    .open = tree_open, TREE_METHODS };
 *  - one row in store.c's backends[] and the extern in store.h.
 * Detection, the jsonl: probe giving way to it (tree_claims()), list,
 * stat, load, check, dump, convert and the writes the layout allows follow.
 * What its records say (their times, a header record) is asked of the
 * format the files hold (format.h: facts(), sniff()): a layout reads no
 * JSON field itself.  A format without facts() gives no times: created_at
 * is then the mtime (unless created() says), and updated_at 0.
 *
 * The contract of a layout (the store's directory, DIR in KIND:DIR, is the
 * root):
 *  - shape(): whether a directory is a store of the kind, and which of its
 *    forms (an agent's home, its sessions directory, one project...): 0 if
 *    not, else a number of the layout's own; it names the sessions'
 *    directory below the root (tree.sub) for that form, and for 0 the one a
 *    new store gets.  Directories only, no side effects, cheap: probes are
 *    memorised per directory (tree_probe()).  open() keeps both.
 *  - Ids and paths: path() maps a session id to its data file, a path
 *    below the root of '/'-separated names, none empty or beginning with
 *    '.' (tree_id_parts() checks an id's), ending in ".jsonl".  An id the
 *    layout cannot hold is ST_NOT_FOUND, silently, for a reader, and
 *    ST_USAGE for a writer, with a message that says what its ids look
 *    like.  A writer's id that is not there gets the name its new file
 *    will have (created: the session's created_at, or -1 for now, where
 *    names carry a time).  Names that hold more than the id are looked up
 *    with tree_find().
 *  - walk() finds every session below the root: tree_found() for each,
 *    with the directory holding its data file, its id and the file's path
 *    below the root, which path() gives back for that id.  Directories are
 *    listed with tree_names() and entered with tree_subdir() (a link or a
 *    special file is skipped, with a warning).  Any order: store.c sorts.
 *  - Files: a session is its data file alone.  No sidecar is ever read or
 *    written in a tree (created_at is in the records): a file named like
 *    one belongs to the agent.  The pending record (.NAME.pending) and
 *    temp files (.tmp-*) of a write go beside the data file, as dot-names
 *    that walks pass over.  A write creates the missing directories of a
 *    new session's path, each fsynced into its parent.
 *  - created_at: created() where the layout has it, else the time (the
 *    format's facts()) of the first record that has one among the first
 *    TREE_SCAN_LINES lines, else CREATED_UNKNOWN (store.h: an empty file,
 *    or one of records without a time, never the file's mtime); without
 *    a format's facts(), the data file's mtime.
 *    updated_at (INFO_COUNTS): the time of the last record that has one in
 *    the file's last 256 KiB.
 *  - archived: sessions whose files lie below that directory of the root
 *    are listed as archived (store.h), e.g. Codex's archived_sessions.
 *  - writes: which writes the kind takes (TREE_APPEND: append, compact-
 *    replace and new sessions; TREE_REMOVE; TREE_RENAME); the others are
 *    refused with ST_USAGE.
 *
 * Ownership: layouts are static and immutable.  A struct tree belongs to
 * its store (store_jsonl.c), and is valid from tree_open() to close(); ids,
 * paths and names given to callbacks are borrowed for the call.
 */
#ifndef STORE_TREE_H
#define STORE_TREE_H

#include <sys/types.h>

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "json.h"
#include "store.h"

struct format;
struct jsonl_store;
struct tree;
struct tree_walk;

#define JSONL_DATA_SUFFIX	".jsonl"	/* every data file's name */
#define JSONL_META_SUFFIX	".meta.json"	/* a jsonl: store's sidecars */
#define TREE_UUID_LEN		36
#define TREE_SCAN_LINES		1000		/* lines looked at for created_at */

enum tree_writes {
	TREE_APPEND = 1,	/* append, compact-replace, and new sessions */
	TREE_REMOVE = 2,
	TREE_RENAME = 4
};

/* A session's data file, open for reading its first size bytes. */
struct tree_file {
	const char	*id;		/* the session's */
	const char	*path;		/* the file, for messages */
	int		 fd;
	off_t		 size;
};

struct tree_layout {				/* its kind's store_ops.data */
	const char		*kind;		/* its ops' name: "claude-code" */
	const struct format	*format;	/* what its files hold (format.h),
						   or NULL */
	/* The directory path as a store of this kind (see the top). */
	int	(*shape)(const char *path, const char **sub);
	/* The data file of id, into rel (see the top). */
	int	(*path)(struct tree *, const char *id, int writer,
		    int64_t created, struct buf *rel);
	/* Every session below the root (open as root), to tree_found(). */
	int	(*walk)(struct tree *, int root, struct tree_walk *);
	/* Optional: the created_at of f's session into *out, left alone if
	 * the records do not say it (it holds the mtime then). */
	int	(*created)(struct tree *, const struct tree_file *f, int64_t *out);
	const char		*archived;	/* or NULL */
	unsigned		 writes;	/* enum tree_writes */
	/* Optional: the id of a new session of the agent's, its uuid, that
	 * works in cwd (a path, or NULL), appended to out
	 * (store_agent_id()); NULL: the uuid. */
	void	(*agent_id)(const char *uuid, const char *cwd, struct buf *out);
	/* Optional: the session a subagent's session id belongs to, and the
	 * project of a session, as the layout names them in the tree t (its
	 * shape says which ids it has) (store_session_group()): 1 with it
	 * appended to out, else 0. */
	int	(*parent)(const struct tree *t, const char *id, struct buf *out);
	int	(*project)(const struct tree *t, const char *id,
		    struct buf *out);
};

/* An open store's tree, as its layout's callbacks see it. */
struct tree {
	const struct tree_layout *layout;
	const char		*dir;		/* the root, no trailing '/' ("."
						   for the current directory) */
	const char		*sub;		/* the sessions' directory below
						   it, from shape(), or "" */
	int			 shape;		/* what shape() said at open() */
	struct jsonl_store	*js;		/* the machinery's (opaque) */
};

/* --- For a kind's store_ops (store_jsonl.c, store_tree.c) ------------ */

/* store_ops.probe and .open of a tree's kind ops, whose data is its
 * layout: a directory whose shape is not 0 (memorised); open as a jsonl:
 * store with the layout's naming rules. */
int	tree_probe(const struct store_ops *ops, const char *path,
	    const struct stat *);
int	tree_open(const struct store_ops *ops, const char *path, enum store_mode,
	    const struct store_config *, struct store **out);
/* Is path (st) a store of one of the kinds (store_kinds()) that are trees
 * (their probe is tree_probe())?  For the jsonl: probe, which gives way to
 * them: an agent's tree holds .jsonl files of its own. */
int	tree_claims(const char *path, const struct stat *);

/* The JSON Lines machinery's methods (store_jsonl.c), the same for every
 * kind over it: use them through TREE_METHODS only. */
int	jsonl_close(struct store *, int ok);
int	jsonl_list(struct store *, enum info_want, unsigned flags,
	    struct session_list *out);
int	jsonl_stat(struct store *, const char *session, enum info_want,
	    unsigned flags, struct session_info *out);
int	jsonl_load(struct store *, const char *session, unsigned flags,
	    struct item_cursor **out);
int	jsonl_lock(struct store *);
int	jsonl_unlock(struct store *, int commit);
int	jsonl_append(struct store *, const char *session, int64_t created_at,
	    struct item_cursor *in, unsigned flags, uint64_t *added);
int	jsonl_replace(struct store *, const char *session, int64_t created_at,
	    struct item_cursor *in, unsigned flags, uint64_t *written);
int	jsonl_remove(struct store *, const char *session);
int	jsonl_rename(struct store *, const char *from, const char *to);
void	jsonl_where(struct store *, const char *session, const struct item *,
	    struct buf *scratch, struct store_where *out);
int	jsonl_batch_mode(struct store *);
int	jsonl_group(struct store *, const char *id, enum store_group,
	    struct buf *out);
int	jsonl_watch(struct store *, const char *session,
	    struct store_watch *out);

#define TREE_METHODS						\
	.close = jsonl_close,						\
	.list = jsonl_list,						\
	.stat = jsonl_stat,						\
	.load = jsonl_load,						\
	.lock = jsonl_lock,						\
	.unlock = jsonl_unlock,						\
	.append = jsonl_append,						\
	.replace = jsonl_replace,					\
	.remove = jsonl_remove,						\
	.rename = jsonl_rename,						\
	.where = jsonl_where,						\
	.batch_mode = jsonl_batch_mode,					\
	.group = jsonl_group,						\
	.watch = jsonl_watch

/* --- For layouts' callbacks ------------------------------------------ */

/* walk(): a session found, id with its data file rel below the root, in
 * the directory dfd (open; borrowed).  Returns what the walk must return
 * if it is not ST_OK (then stop). */
int	tree_found(struct tree_walk *, int dfd, const char *id, const char *rel);
/* path(): look id up with a walk of the whole tree: ST_OK with *found = 1
 * and its file in rel, or *found = 0 (a missing root is empty).  The last
 * id found is remembered with its file, for a layout whose files never
 * move (without TREE_REMOVE and TREE_RENAME). */
int	tree_find(struct tree *, const char *id, struct buf *rel, int *found);
/* created(): give f's records (compact objects, in file order; lines that
 * are not objects are passed over) to fn until it returns 1, over the first
 * TREE_SCAN_LINES lines.  Memory: the longest line. */
int	tree_scan(const struct tree_file *f,
	    int (*fn)(void *arg, struct json_span rec), void *arg);

/* walk() and path(): tree_scan() of the regular file path in the
 * directory dfd (its last component resolved in dfd, fs_at_name()):
 * ST_NOT_FOUND, silently, where it is missing, a link or a special file. */
int	tree_scan_in(int dfd, const char *path,
	    int (*fn)(void *arg, struct json_span rec), void *arg);
/* path(): open the directory rel below the root into *fd (the caller's to
 * close), each component without following a link: ST_OK, ST_NOT_FOUND
 * (silently) if one is missing, ST_DATA if one is a link or no directory. */
int	tree_dir_open(struct tree *, const char *rel, int *fd);

/* The entries of the directory fd but dot-names, sorted (owned: free them
 * with tree_names_free()); NULL and *nr = 0, quietly, if it cannot be
 * read. */
char	**tree_names(int fd, size_t *nr);
void	tree_names_free(char **, size_t nr);
/* The entry name of the directory fd (at path) opened into *sub if it is a
 * directory: 1; else 0, with a warning if it is a link or a special file. */
int	tree_subdir(int fd, const char *path, const char *name, int *sub);
/* Is there a subdirectory name in path (not through a link)? */
int	tree_has_subdir(const char *path, const char *name);
/* Does s end in suffix, after at least one byte? */
int	tree_has_suffix(const char *s, const char *suffix);
/* Is p[0..n) a UUID (8-4-4-4-12 hex digits)? */
int	tree_is_uuid(const char *p, size_t n);
/* Split id at '/' into at most max parts (pointers into id, lengths):
 * their count, or 0 if one is not a name a tree may hold (empty, with a
 * leading '.', 256 bytes or more) or there are more. */
size_t	tree_id_parts(const char *id, const char *part[], size_t len[],
	    size_t max);

/* --- For probes ------------------------------------------------------ */

/* answer(key, path) for the directory path (st), memorised per key while
 * the directory stays as it is (its inode, mtime and ctime; not one
 * changed in the last 50 ms): detection runs several probes of one
 * directory, and a command may detect a store twice.  Per thread. */
int	tree_memo(const void *key, const char *path, const struct stat *,
	    int (*answer)(const void *key, const char *path));

#endif
