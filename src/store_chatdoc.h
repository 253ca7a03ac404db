/*
 * store_chatdoc.h - agents' chat documents, read-only: store kinds that are
 * naming rules over the document reader of store_gemini.c.
 *
 * An agent that saves a conversation as one JSON document (an object
 * whose "messages" member is the array of its messages: Gemini CLI's
 * chats before 0.41, Agentao's snapshots), or as a log of such records
 * (Gemini CLI's .jsonl chats, replayed), somewhere below a directory, is a
 * store kind described by one struct chatdoc_layout: which member names
 * the session and its times, where a session's file is, how to find them
 * all, what the directory looks like.  store_gemini.c does all the rest
 * for it (see its top): reading a file in chunks member by member, a
 * session's index of messages, cursors that give each message's exact
 * bytes compacted, tolerant loads, counts, where(), the refusal of every
 * write, and the problems of links and special files.
 *
 * Adding such a kind is exactly this, and nothing else:
 *  - src/store_chatdoc_NAME.c: its layout (a const struct chatdoc_layout
 *    with the callbacks below) and its `const struct store_ops
 *    store_NAME_ops` = { .name, .operand = "DIR", .data = &layout, .probe
 *    = its own, .open = chatdoc_open, CHATDOC_METHODS };
 *  - one row in store.c's backends[] and the extern in store.h.
 *
 * The contract of a layout (the store's directory, DIR in KIND:DIR, is the
 * root):
 *  - shape(): which of the layout's forms the open root directory fd is
 *    (a home, a project, its sessions directory...): a number of the
 *    layout's own, kept in chatdoc_store.level.  No side effects.
 *  - scan(): every session below the root, one chatdoc_file each (and,
 *    with STORE_LIST_ALL, what the layout keeps apart of one: older
 *    versions), in any order (store.c sorts); a link or a special file
 *    where a session file (or a directory of them) belongs is a file with
 *    its problem (chatdoc_entry_is()), named as the layout likes.  A root
 *    whose sessions' directory is missing is empty.  find(): the file of
 *    one session id, *f pointing into files, or ST_NOT_FOUND, silently.
 *    Both report their own errors (ST_IO; ST_DATA for a link where the
 *    sessions' directory belongs).
 *  - Paths: a chatdoc_file's path is the store's path, '/', and the names
 *    below it; the reader opens each of them again, never through a link.
 *  - Ids: the document's own (the layout's sid member, read by
 *    chatdoc_file_id()), else what the layout makes of the file name.
 *
 * Ownership: layouts are static and immutable.  A struct chatdoc_store
 * belongs to its store (store_gemini.c), from chatdoc_open() to close();
 * files added to a struct chatdoc_files belong to it until
 * chatdoc_files_release().  Ids and paths given to the functions below are
 * borrowed for the call.
 */
#ifndef STORE_CHATDOC_H
#define STORE_CHATDOC_H

#include <pthread.h>
#include <stddef.h>

#include "buf.h"
#include "store.h"

struct format;
struct chatdoc_store;

/* A session's file, or something unsafe where one (or its directory) is. */
struct chatdoc_file {
	char	*id;		/* the session's id, as listed */
	char	*path;		/* the store's path and the names below it */
	char	*name;		/* the file name, for choosing between two */
	char	*problem;	/* owned, or NULL: why it is not read */
	int	 log;		/* a log (replayed), not a document */
};

struct chatdoc_files {
	struct chatdoc_file	*v;
	size_t			 nr, alloc;
};
#define CHATDOC_FILES_INIT	{ NULL, 0, 0 }

struct chatdoc_layout {				/* its kind's store_ops.data */
	const char		*kind;		/* its ops' name: "gemini-cli" */
	const char		*what;		/* "a KIND store (what it is)":
						   for a path that is none */
	const char		*read_only;	/* the refusal of every write */
	const struct format	*format;	/* what its items are, or NULL */
	/* The top-level members of a document (a log's first record) that
	 * name the session's id, its start and its last save (or NULL), and
	 * what isotime_parse() takes of the times (flags). */
	const char		*sid, *start, *updated, *updated_old;
	unsigned		 time_flags;
	int			 logs;		/* its .jsonl logs are replayed:
						   $rewindTo, $set, projectHash */
	int	(*shape)(int fd);
	int	(*scan)(struct chatdoc_store *, unsigned flags,
		    struct chatdoc_files *out);
	int	(*find)(struct chatdoc_store *, const char *id,
		    struct chatdoc_files *files, const struct chatdoc_file **f);
};

/* An open store, as the layout's callbacks see it. */
struct chatdoc_store {
	struct store			 base;	/* first: what store.c sees;
						   base.path has no trailing
						   '/' */
	const struct chatdoc_layout	*layout;
	int				 level;	/* what shape() said at open */
	/* The machinery's: the session where() found last and its file,
	 * under where_lock (where() may be called while a reader thread
	 * loads: pipe.h). */
	char				*where_id, *where_path;
	pthread_mutex_t			 where_lock;
};

/* --- For a kind's store_ops ------------------------------------------ */

int	chatdoc_open(const struct store_ops *ops, const char *path,
	    enum store_mode, const struct store_config *, struct store **out);
int	chatdoc_close(struct store *, int ok);
int	chatdoc_list(struct store *, enum info_want, unsigned flags,
	    struct session_list *out);
int	chatdoc_stat(struct store *, const char *session, enum info_want,
	    unsigned flags, struct session_info *out);
int	chatdoc_load(struct store *, const char *session, unsigned flags,
	    struct item_cursor **out);
int	chatdoc_read_only(struct store *);
int	chatdoc_unlock(struct store *, int commit);
int	chatdoc_append(struct store *, const char *session, int64_t created_at,
	    struct item_cursor *in, unsigned flags, uint64_t *n);
int	chatdoc_remove(struct store *, const char *session);
int	chatdoc_rename(struct store *, const char *from, const char *to);
void	chatdoc_where(struct store *, const char *session, const struct item *,
	    struct buf *scratch, struct store_where *out);

#define CHATDOC_METHODS						\
	.close = chatdoc_close,						\
	.list = chatdoc_list,						\
	.stat = chatdoc_stat,						\
	.load = chatdoc_load,						\
	.lock = chatdoc_read_only,					\
	.unlock = chatdoc_unlock,					\
	.append = chatdoc_append,					\
	.replace = chatdoc_append,					\
	.remove = chatdoc_remove,					\
	.rename = chatdoc_rename,					\
	.where = chatdoc_where

/* --- For layouts' callbacks ------------------------------------------ */

/* Add a file to l (strings copied; problem's text taken, or NULL). */
void	chatdoc_files_add(struct chatdoc_files *l, const char *id,
	    const char *path, int log, const char *name, struct buf *problem);
void	chatdoc_files_release(struct chatdoc_files *);
/* Is the entry path in dfd a directory (want 1) or a regular file (0)?  1
 * if so; 0 if it is missing or the other kind; -1 with why set if it is a
 * link or a special file (fs_unsafe()). */
int	chatdoc_entry_is(int dfd, const char *path, int want, struct buf *why);
/* Open the directory path in dfd into *fd, silently: ST_OK; ST_NOT_FOUND
 * (*fd -1) if it is missing or not a directory; ST_DATA with why set if it
 * is a link or a special file. */
int	chatdoc_dir_open(int dfd, const char *path, struct buf *why, int *fd);
/* The session id of the regular file path in dfd (named name), into id
 * after prefix: its document's sid member (a log's first record's), if it
 * is a valid id without '/', else name without its suffix (".json",
 * ".jsonl" for a log). */
void	chatdoc_file_id(const struct chatdoc_store *, int dfd, const char *path,
	    const char *name, int log, const char *prefix, struct buf *id);
/* For probes: does some entry of the directory name in dfd (not a link,
 * unless dfd is AT_FDCWD: the user's path) satisfy pred(its dfd, its
 * name)?  With dirs, only entries that may be directories are asked. */
int	chatdoc_dir_any(int dfd, const char *name,
	    int (*pred)(int dfd, const char *name), int dirs);

#endif
