/*
 * store_jsonl.c - the JSON Lines backend: one session per file; the
 * machinery of the agents' file trees too (store_tree.h).
 *
 * Layouts:
 *  - Directory: DIR/<enc>.jsonl holds the session whose id encodes (id.h)
 *    to <enc>: one compact item per '\n'-terminated line, in seq order.  The
 *    optional sidecar DIR/<enc>.meta.json is {"created_at":MS}; without it
 *    created_at is the data file's mtime.  Dotfiles (our .tmp-* files), names
 *    that are not canonical encodings and sidecars without a data file are
 *    not sessions.
 *  - Single file: NAME.jsonl holds one session whose id is NAME, decoded if
 *    it is a canonical encoding, else taken as is (files written by other
 *    programs); its sidecar is NAME.meta.json beside it.  Other ids do not
 *    exist for readers and are a usage error for writers.
 *  - Trees: an agent's own directory of session files (claude-code:,
 *    codex:) is a struct tree_layout of naming rules (store_tree.h, one
 *    store_tree_*.c each) over this same machinery, which calls it to map
 *    ids to files and to find them; no sidecars there.
 *
 * Guarantees (for readers that are transcript; what others see is below):
 *  - Writers hold an exclusive flock(2) on the directory for the whole
 *    write, so they are serialised.  Readers (load, stat, list) take it
 *    shared while they fstat() a data file and fix the size they will read
 *    up to, waiting up to the busy timeout (then ST_BUSY): they never see
 *    a batch being written, only whole batches.
 *  - append() to an existing session, of up to 1 MiB, first writes the
 *    pending record DIR/.<data file name>.pending ("OLD NEW INO CREATED
 *    SUM": the file's size before and after the batch, its inode, -1, and
 *    an FNV-1a sum of the batch), fsynced if the batch holds more than one
 *    item; then the batch goes in one write(2) of whole lines on an
 *    O_APPEND descriptor and is fsynced; then the record is removed.  A
 *    one-item append thus costs one fsync: a kill leaves the record (it is
 *    in the page cache), and a power failure that loses it can leave at
 *    worst a torn last line, never a partial batch of whole lines, and
 *    torn last lines are handled below.  A kill can cut the write(2) short, anywhere,
 *    even just after one of the batch's newlines.  Readers that find a
 *    record whose inode is the file's, whose range holds its size and whose
 *    batch is not all there with its sum (it can only be a dead writer's,
 *    since they hold the lock shared) read up to OLD: the session as it
 *    was.  A whole batch is committed even if its record is left.  The next
 *    writer cuts a partial batch off and removes the record.  A failed write
 *    or fsync is cut back at once.  After a power failure the same holds if
 *    the file system keeps metadata in order (the record's directory entry
 *    is not fsynced on its own: ext4 and XFS commit it with the record).
 *  - A bigger batch goes to a temp file holding the old bytes, renamed over
 *    the session; a new session is written whole to a temp file and renamed
 *    into place (its sidecar first): it appears with its whole first batch.
 *  - replace() writes a temp file in the same directory, fsyncs it and
 *    renames it over the session: readers see the old file or the new one.
 *    In batch mode (store.h; convert) it leaves the temp file (and a new
 *    sidecar's) unsynced, and unlock(1) syncs the file system once
 *    (syncfs(2)), renames each session's sidecar then data file into place
 *    and fsyncs each directory once (defer_commit()); unlock(0) removes
 *    them.  A rewrite that changes an existing session's created_at is
 *    committed at once, as below.
 *  - A rewrite that changes an existing session's created_at (convert
 *    --overwrite) first writes a pending record with the old value (OLD =
 *    NEW, the old inode): until the rename, readers and the next writer
 *    take created_at from it.
 *  - remove() unlinks the data file (the commit point), then the sidecar;
 *    rename() uses renameat2(RENAME_NOREPLACE).  A sidecar or a pending
 *    record without its data file is not a session, and the next write of
 *    that id replaces or removes it.
 *  - A last line without '\n' that is not a whole object (a torn write by
 *    another program) is skipped by readers with a warning, and append()
 *    refuses to write after it rather than glue an item onto it.
 *  - Other programs reading the files take no lock: they may see a batch
 *    while it is being written, and after a writer was killed they see the
 *    part of its batch that reached the file (whole lines, then maybe a torn
 *    one) until our next write of that session cuts it off.  Replaced files
 *    they opened keep their old contents.  A kill can leave a .tmp-* file in
 *    the directory (ignored, not removed: the directory may not be ours).
 *  - Known window: where RENAME_NOREPLACE is unsupported, rename() falls
 *    back to link(2) + unlink(2), and a kill between them leaves the session
 *    under both ids.
 *  - Tolerant loads (store.h) yield a bad line as a flawed item (item.h):
 *    its bytes without the '\n', its line, and a seq like any item's, so
 *    seq counts the non-blank lines.  A torn last line is an ITEM_TORN item
 *    (whatever its bytes: not a whole object), without a warning.  where()
 *    names the data file and the item's line.
 *  - Readers stop at the size the file had when they opened it and hold one
 *    line at a time: memory is bounded by the longest line.
 *  - created_at survives writes: before a write changes the mtime of a
 *    session without sidecar, a sidecar pins the mtime-derived value.
 *  - Nothing outside DIR is read or written (fsutil.h): DIR itself may be
 *    a link, but every file in it is opened relative to it (the locked
 *    directory's descriptor, for writers) without following a link, and
 *    must be a regular file: a session whose data file, sidecar or pending
 *    record is a link, a FIFO, a socket or a device is listed with its
 *    problem (store.h), refused by readers and by writers (ST_DATA) before
 *    anything is written, and a FIFO is never opened.  Temp files, pending
 *    records and sidecars are always new files (O_EXCL, or a temp file
 *    renamed into place).  A data file with more than one name (hard link)
 *    is appended to by a rewrite (temp file + rename), so the other name
 *    keeps its content; --repair-tail refuses to cut such a file.  A
 *    single-file store named through a link is its target's.
 */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/xattr.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "id.h"
#include "item.h"
#include "json.h"
#include "store.h"
#include "store_tree.h"
#include "xalloc.h"

#define CHUNK		(64 * 1024)	/* buffered writes */
#define BIG_CHUNK	(256 * 1024)	/* cursor reads, counting, copying,
					   tail search */
#define BATCH_MAX	(1024 * 1024)	/* larger appends go through a copy */
#define DATA_SUFFIX	JSONL_DATA_SUFFIX
#define META_SUFFIX	JSONL_META_SUFFIX
#define PEND_SUFFIX	".pending"

struct sess;

static int	created_read(struct jsonl_store *, int, const struct sess *, int,
		    const struct stat *, int64_t *);

struct jsonl_store {
	struct store	 base;		/* first: what store.c sees */
	int		 busy_ms;
	char		*dir;		/* directory of the data files, "." for cwd */
	char		*single_id;	/* single-file layout: its session, else NULL */
	char		*single_data;	/* single-file layout: the file, the
					   target if the user named a link */
	char		*single_meta;	/* single-file layout: its sidecar */
	int		 lock_fd;	/* the locked directory, or -1 */
	int		 read_fd;	/* readers: the directory, opened by
					   the first snapshot() and locked
					   shared by each, or -1 */
	int		 made_dir;	/* lock() created dir */
	struct tree	 tree;		/* where sessions' files are: its
					   layout (flat: layout_flat) */
	char		*found_id;	/* tree_find(): the last id found, */
	char		*found_rel;	/* and its file (a session's stat,
					   load and where() walk once) */
	int		 batch;		/* batch_mode(): replace() defers */
	struct deferred	*dv;		/* the renames that unlock(1) makes */
	size_t		 dnr, dalloc;
	struct ddir	*dd;		/* their directories */
	size_t		 ddnr, ddalloc;
};

/* A replace() in batch mode: its temp files, written and not synced, to be
 * renamed over the sidecar (if meta_tmp) and then the data file, all in
 * the directory dd[dir]. */
struct deferred {
	size_t		 dir;
	char		*meta_tmp, *meta;	/* owned, or NULL */
	char		*tmp, *data;		/* owned */
};
#define DEFER_DIRS	64		/* more directories: commit first */

struct ddir {
	int		 fd;		/* owned: a dup of the session's dfd */
	char		*path;		/* owned */
	int		 renamed;	/* a rename of this commit is in it */
};

/* A pending record (see the top): a dead writer's batch is bytes old..new
 * of the data file whose inode is ino; created >= 0 is the created_at that
 * the session had before a rewrite that changes it. */
struct pending {
	off_t		 old, new;
	uintmax_t	 ino;
	int64_t		 created;
	uint64_t	 sum;		/* batch_sum() of the whole batch */
};

/* The files of one session, and a temp file being written for it. */
struct sess {
	const char	*id;		/* borrowed */
	struct buf	 data;
	struct buf	 meta;		/* empty: no sidecar (the trees) */
	struct buf	 pend;		/* its pending record */
	struct buf	 tmp;		/* unlinked by sess_release() unless empty */
	struct buf	 dir;		/* the directory of these files */
	struct buf	 sub;		/* the same below the store's directory,
					   "" for the store's directory itself */
	int		 dfd;		/* dir, opened by sess_open(), or -1 */
	int		 own;		/* dfd is ours to close */
};
#define SESS_INIT	{ NULL, BUF_INIT, BUF_INIT, BUF_INIT, BUF_INIT, BUF_INIT, \
			  BUF_INIT, -1, 0 }

struct jsonl_cursor {
	struct item_cursor	 base;		/* first: what item.c sees */
	int			 fd;
	char			*path;		/* the data file, for messages */
	off_t			 left;		/* unread bytes of the size at open */
	struct buf		 in;		/* in.p[off..in.len) is not consumed */
	size_t			 off;		/* start of the current line */
	size_t			 scan;		/* no '\n' in in.p[off..scan) */
	struct buf		 scratch;	/* item_canon() output */
	unsigned long		 line;		/* number of the line at off */
	uint64_t		 seq;
	int			 tolerant;	/* the load's flags */
	int			 verbatim;	/* likewise */
	int			 defer;		/* likewise */
	int			 done;
};

static int
is_blank(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != ' ' && p[i] != '\t' && p[i] != '\r' && p[i] != '\n')
			return 0;
	return 1;
}

/* Is p[0..n) one JSON object with only whitespace around it?  Silent. */
static int
is_object(const char *p, size_t n)
{
	struct json_scan sc;

	if (n == 0 || json_scan(p, n, &sc) != JSON_OK || p[sc.start] != '{')
		return 0;
	return is_blank(p + sc.end, n - sc.end);
}

/* How much to read next: left, but at most max. */
static size_t
clamp(off_t left, size_t max)
{
	return left < (off_t)max ? (size_t)left : max;
}

static int64_t
mtime_ms(const struct stat *sb)
{
	return (int64_t)sb->st_mtim.tv_sec * 1000 + sb->st_mtim.tv_nsec / 1000000;
}

static void
sess_close(struct sess *s)
{
	if (s->own && s->dfd >= 0)
		close(s->dfd);
	s->dfd = -1;
	s->own = 0;
}

static void
sess_release(struct sess *s)
{
	if (s->tmp.len > 0)
		fs_unlink(s->tmp.p);
	sess_close(s);
	buf_release(&s->data);
	buf_release(&s->meta);
	buf_release(&s->pend);
	buf_release(&s->tmp);
	buf_release(&s->dir);
	buf_release(&s->sub);
}

/*
 * Open the directory of s's files into s->dfd: the store's directory root
 * (a descriptor of it), then each component of s->sub relative to it,
 * never through a link (fs_opendir_in()).  With create, missing ones are
 * made (a writer adding a session to a tree).  ST_NOT_FOUND (silently) if
 * one is missing and not made; ST_DATA if one is a link or not a
 * directory.
 */
static int
sess_open(const struct jsonl_store *js, int root, struct sess *s, int create)
{
	struct buf path = BUF_INIT;
	const char *p = s->sub.p, *slash;
	int cur = root, next, rc = ST_OK;

	sess_close(s);
	buf_adds(&path, js->dir);
	while (p != NULL && *p != '\0') {
		slash = strchr(p, '/');
		buf_addc(&path, '/');
		buf_add(&path, p, slash != NULL ? (size_t)(slash - p) : strlen(p));
		rc = fs_opendir_in(cur, path.p, &next);
		if (rc == ST_NOT_FOUND && create) {
			fs_step("mkdir");
			if (mkdirat(cur, fs_at_name(cur, path.p), 0777) != 0 && errno != EEXIST)
				rc = fail_errno(ST_IO, "cannot create '%s'", path.p);
			else if ((rc = fs_fsync_dirfd(cur, path.p)) == ST_OK)
				rc = fs_opendir_in(cur, path.p, &next);
		}
		if (cur != root)
			close(cur);
		if (rc != ST_OK)
			goto out;
		cur = next;
		p = slash != NULL ? slash + 1 : NULL;
	}
	s->dfd = cur;
	s->own = cur != root;
out:
	buf_release(&path);
	return rc;
}

/* Append the n bytes at offset off of fd to out: ST_OK, or ST_IO (also if
 * the file shrank under us). */
static int
read_at(int fd, const char *path, off_t off, size_t n, struct buf *out)
{
	ssize_t r;

	buf_grow(out, n);
	while (n > 0) {
		r = pread(fd, out->p + out->len, n, off);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return fail_errno(ST_IO, "cannot read '%s'", path);
		if (r == 0)
			return fail(ST_IO, "cannot read '%s': the file shrank", path);
		out->len += (size_t)r;
		out->p[out->len] = '\0';
		n -= (size_t)r;
		off += r;
	}
	return ST_OK;
}

/*
 * Is one of s's files (data file, sidecar, pending record) in the store's
 * directory dfd something other than a regular file: a link, a FIFO, a
 * device?  1 with the reason in why (fs_unsafe()) and the file in *file
 * (if file is not NULL; borrowed from s), else 0.  Silent: what cannot be
 * looked at is left to the calls that use it.
 */
static int
sess_unsafe(int dfd, const struct sess *s, struct buf *why, const char **file)
{
	const struct buf *const files[] = { &s->data, &s->meta, &s->pend };
	struct stat sb;

	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		if (files[i]->len > 0 && fstatat(dfd, fs_at_name(dfd, files[i]->p), &sb,
		    AT_SYMLINK_NOFOLLOW) == 0 && !S_ISREG(sb.st_mode)) {
			fs_unsafe(why, files[i]->p, sb.st_mode);
			if (file != NULL)
				*file = files[i]->p;
			return 1;
		}
	}
	return 0;
}

/* Writers, before they touch session s: ST_DATA if one of its files is
 * unsafe (sess_unsafe()). */
static int
sess_check(const struct jsonl_store *js, const struct sess *s)
{
	struct buf why = BUF_INIT;
	int rc = ST_OK;

	(void)js;
	if (sess_unsafe(s->dfd, s, &why, NULL))
		rc = fail(ST_DATA, "%s", why.p);
	buf_release(&why);
	return rc;
}

/*
 * Count the items in bytes from..size of fd (from: 0 or just past a '\n')
 * without parsing them: one per line ended by '\n' that is not blank (a
 * blank line is no item, as the load skips it), plus a final unterminated
 * line if it is a whole object.  *bytes is their length without the
 * newlines (exact for compact lines).
 */
static int
count_items(int fd, const char *path, off_t from, off_t size, uint64_t *items,
    uint64_t *bytes)
{
	struct buf b = BUF_INIT;
	const char *p, *nl, *end;
	off_t off, tail = from;
	uint64_t lines = 0, len = 0, line = 0;
	int rc = ST_OK, whole, filled = 0;

	for (off = from; off < size; off += (off_t)b.len) {
		buf_reset(&b);
		if ((rc = read_at(fd, path, off, clamp(size - off, BIG_CHUNK), &b)) != ST_OK)
			goto out;
		end = b.p + b.len;
		for (p = b.p; p < end; p = nl + 1) {
			if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
				nl = end;
			/* the line so far, with the chunk before's part */
			filled = filled || !is_blank(p, (size_t)(nl - p));
			line += (uint64_t)(nl - p);
			if (nl == end)
				break;
			lines += (uint64_t)filled;
			len += filled ? line : 0;
			filled = 0;
			line = 0;
			tail = off + (nl + 1 - b.p);
		}
	}
	buf_reset(&b);
	if (tail < size && (rc = read_at(fd, path, tail, (size_t)(size - tail), &b)) != ST_OK)
		goto out;
	whole = is_object(b.p, b.len);
	*items = lines + (uint64_t)whole;
	*bytes = len + (whole ? (uint64_t)b.len : 0);
out:
	buf_release(&b);
	return rc;
}

/*
 * The count cache: our writers keep a data file's counts in its extended
 * attribute COUNT_XATTR, "ITEMS BYTES SIZE SUM": the items and bytes of its
 * first SIZE bytes (whole lines) and batch_sum() of the up to COUNT_TAIL
 * bytes before SIZE.  list and stat then read no lines.  It is never
 * trusted blindly: it holds while the file is at least SIZE long and still
 * has those bytes before SIZE, and lines past SIZE (appended by another
 * program, or by a writer killed before it updated the cache) are counted.
 * A file system without user xattrs, or a file that another program
 * rewrote, goes without it: the lines are counted.  Set only after the
 * lines it counts are fsynced, or before a rename that publishes them.
 */
#define COUNT_XATTR	"user.transcript.count"
#define COUNT_TAIL	64

/* FNV-1a over p[0..n), chained from h (start: BATCH_SUM_INIT). */
#define BATCH_SUM_INIT	UINT64_C(0xcbf29ce484222325)
static uint64_t
batch_sum(uint64_t h, const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)p[i]) * UINT64_C(0x100000001b3);
	return h;
}

/* batch_sum() of the bytes of fd before size (up to COUNT_TAIL): 0 if
 * they cannot be read. */
static int
count_tail(int fd, off_t size, uint64_t *sum)
{
	char tail[COUNT_TAIL];
	size_t n = size < COUNT_TAIL ? (size_t)size : COUNT_TAIL;
	ssize_t r;

	while ((r = pread(fd, tail, n, size - (off_t)n)) < 0 && errno == EINTR)
		;
	if (r != (ssize_t)n)
		return 0;
	*sum = batch_sum(BATCH_SUM_INIT, tail, n);
	return 1;
}

/* Items and bytes of fd's first size bytes from the cache, counting the
 * lines past the cached size: *hit = 1, or 0 if the cache does not hold. */
static int
count_cached(int fd, const char *path, off_t size, uint64_t *items,
    uint64_t *bytes, int *hit)
{
	char v[128], *p, *end;
	unsigned long long f[4];
	uint64_t sum, ti = 0, tb = 0;
	ssize_t len;
	int rc;

	*hit = 0;
	if ((len = fgetxattr(fd, COUNT_XATTR, v, sizeof(v) - 1)) <= 0)
		return ST_OK;
	v[len] = '\0';
	for (int k = 0, base = 10; k < 4; k++, base = k == 3 ? 16 : 10) {
		p = v + (k == 0 ? 0 : (size_t)(end - v));
		if (k > 0 && *p++ != ' ')
			return ST_OK;
		if (*p < '0' || (*p > '9' && (*p < 'a' || *p > 'f')))
			return ST_OK;
		errno = 0;
		f[k] = strtoull(p, &end, base);
		if (errno != 0)
			return ST_OK;
	}
	if (*end != '\0' || f[2] > (unsigned long long)size ||
	    !count_tail(fd, (off_t)f[2], &sum) || sum != f[3])
		return ST_OK;
	if ((off_t)f[2] < size &&
	    (rc = count_items(fd, path, (off_t)f[2], size, &ti, &tb)) != ST_OK)
		return rc;
	*items = f[0] + ti;
	*bytes = f[1] + tb;
	*hit = 1;
	return ST_OK;
}

/* Record the counts of fd's first size bytes (best effort: silent). */
static void
count_cache(int fd, off_t size, uint64_t items, uint64_t bytes)
{
	char v[128];
	uint64_t sum;
	int n;

	if (!count_tail(fd, size, &sum))
		return;
	n = snprintf(v, sizeof(v), "%" PRIu64 " %" PRIu64 " %jd %" PRIx64, items,
	    bytes, (intmax_t)size, sum);
	(void)fsetxattr(fd, COUNT_XATTR, v, (size_t)n, 0);
}

/*
 * The created_at of a session: from its sidecar meta, or the mtime of its
 * data file (sb) if there is none.  ST_DATA naming the sidecar if it is not
 * JSON or lacks a non-negative integer created_at.
 */
static int
meta_read(int dfd, const char *meta, const struct stat *sb, int64_t *out)
{
	struct buf b = BUF_INIT;
	struct meta m;
	int64_t ms;
	int rc;

	if ((rc = fs_read_file(dfd, meta, &b)) == ST_NOT_FOUND) {
		*out = mtime_ms(sb);
		rc = ST_OK;
		goto out;
	}
	if (rc != ST_OK)
		goto out;
	if ((rc = item_meta_parse(b.p, b.len, meta, &m)) != ST_OK)
		goto out;
	if (m.created_at < 0) {
		rc = fail(ST_DATA, "%s: no integer \"created_at\"", meta);
		goto out;
	}
	ms = m.created_at;
	*out = ms;
out:
	buf_release(&b);
	return rc;
}

static int
meta_write(int dfd, const char *meta, int64_t ms)
{
	struct meta m = { ms, -1, -1 };
	struct buf b = BUF_INIT;
	int rc;

	if (meta == NULL || *meta == '\0')	/* a tree: created_at is in the records */
		return ST_OK;
	item_meta_write(&b, &m);
	rc = fs_replace_file(dfd, meta, b.p, b.len);
	buf_release(&b);
	return rc;
}

/* Before a write changes the mtime of an existing session (sb) that has no
 * sidecar, pin its created_at in one. */
static int
meta_keep(int dfd, const char *meta, const struct stat *sb)
{
	int rc;

	if (meta == NULL || *meta == '\0')
		return ST_OK;
	if ((rc = fs_check_in(dfd, meta, 0, NULL)) != ST_NOT_FOUND)
		return rc;
	return meta_write(dfd, meta, mtime_ms(sb));
}

/* The pending record of s->data, in its directory s->dir:
 * .<its name>.pending. */
static void
pend_path(struct sess *s)
{
	const char *name = strrchr(s->data.p, '/');
	struct buf b = BUF_INIT;

	buf_addc(&b, '.');
	buf_adds(&b, name != NULL ? name + 1 : s->data.p);
	buf_adds(&b, PEND_SUFFIX);
	fs_join(&s->pend, s->dir.p, b.p);
	buf_release(&b);
}

/*
 * Read the pending record path: ST_OK with *have = 1 and *out, *have = 0 if
 * there is none, or -1 if the file is not one (a writer died while writing
 * it, before its batch: nothing to hide).  ST_IO if it cannot be read.
 */
static int
pending_read(int dfd, const char *path, struct pending *out, int *have)
{
	struct buf b = BUF_INIT;
	intmax_t old, new, created;
	uintmax_t ino, sum;
	char end;
	int rc;

	*have = 0;
	if ((rc = fs_read_file(dfd, path, &b)) == ST_NOT_FOUND)
		return ST_OK;
	*have = -1;
	if (rc == ST_OK && b.len > 0 && b.p[b.len - 1] == '\n' &&
	    sscanf(b.p, "%jd %jd %ju %jd %jx%c", &old, &new, &ino, &created, &sum,
	    &end) == 6 && end == '\n' && old >= 0 && new >= old) {
		out->old = (off_t)old;
		out->new = (off_t)new;
		out->ino = ino;
		out->created = created >= 0 ? (int64_t)created : -1;
		out->sum = (uint64_t)sum;
		*have = 1;
	}
	buf_release(&b);
	return rc;
}


/*
 * Does the record p hold back part of the data file fd (sb, path): is it a
 * dead writer's, for this file, and its batch not whole?  A batch that is
 * all there (bytes old..new with the record's sum) is committed: the writer
 * died after its write(2), before removing the record.
 */
static int
pending_applies(const struct pending *p, int fd, const char *path, const struct stat *sb,
    int *applies)
{
	struct buf b = BUF_INIT;
	uint64_t h = BATCH_SUM_INIT;
	int rc = ST_OK;

	*applies = S_ISREG(sb->st_mode) && (uintmax_t)sb->st_ino == p->ino &&
	    sb->st_size >= p->old && sb->st_size <= p->new;
	if (!*applies || p->new == p->old || sb->st_size != p->new)
		return ST_OK;
	for (off_t off = p->old; off < p->new && rc == ST_OK; off += (off_t)b.len) {
		buf_reset(&b);
		if ((rc = read_at(fd, path, off, clamp(p->new - off, BIG_CHUNK), &b)) == ST_OK)
			h = batch_sum(h, b.p, b.len);
	}
	if (rc == ST_OK && h == p->sum)
		*applies = 0;
	buf_release(&b);
	return rc;
}

/*
 * A reader's view of session s: its data file opened in *fdp (stat in *sb)
 * and the size up to which it is committed in *size: the file's size, or
 * the start of a dead writer's batch; if created is not NULL, the
 * session's created_at: from before a dead writer's rewrite, else from the
 * sidecar or the mtime.  Unless this store holds the write lock (or the
 * read is unlocked: STORE_LOAD_UNLOCKED), the directory is locked shared
 * meanwhile (up to the busy timeout), on a descriptor of it that the store
 * keeps for the next snapshot.
 * ST_NOT_FOUND (silently) if the session is missing; ST_DATA if one of its
 * files is a link or a special file (fs_open_in()).
 */
static int
snapshot(struct jsonl_store *js, struct sess *s, int unlocked, int *fdp,
    struct stat *sb, off_t *size, int64_t *created)
{
	struct pending p;
	int locked = -1, dfd = js->lock_fd, fd = -1, have, applies, rc;

	if (dfd < 0) {
		if (js->read_fd < 0 && (js->read_fd = open(js->dir,
		    O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
			return errno == ENOENT || errno == ENOTDIR ? ST_NOT_FOUND :
			    fail_errno(ST_IO, "cannot open '%s'", js->dir);
		dfd = js->read_fd;
		if (!unlocked && (rc = fs_lock_shared(dfd, js->busy_ms,
		    js->base.spec != NULL ? js->base.spec : js->base.path)) != ST_OK)
			goto out;
		locked = unlocked ? -1 : dfd;
	}
	if ((rc = sess_open(js, dfd, s, 0)) != ST_OK)
		goto out;
	dfd = s->dfd;
	/* Each file is refused if it is not a regular file, as sess_unsafe()
	 * finds: the data file as it is opened, the sidecar (though unread),
	 * the pending record as it is read. */
	if ((rc = fs_open_in(dfd, s->data.p, O_RDONLY, &fd, sb)) != ST_OK ||
	    (s->meta.len > 0 && (rc = fs_check_in(dfd, s->meta.p, 0,
	    NULL)) != ST_OK && rc != ST_NOT_FOUND))
		goto out;
	*size = sb->st_size;
	if ((rc = pending_read(dfd, s->pend.p, &p, &have)) != ST_OK ||
	    (have == 1 && (rc = pending_applies(&p, fd, s->data.p, sb, &applies)) != ST_OK))
		goto out;
	if (have == 1 && applies)
		*size = p.old;
	if (created != NULL && have == 1 && applies && p.created >= 0)
		*created = p.created;
	else if (created != NULL && (rc = created_read(js, dfd, s, fd, sb, created)) != ST_OK)
		goto out;
	*fdp = fd;
	fd = -1;
out:
	if (fd >= 0)
		close(fd);
	sess_close(s);
	if (locked >= 0)
		flock(locked, LOCK_UN);
	return rc;
}

/*
 * Writers, under the lock, before they touch session s: cut a dead
 * writer's batch off the data file, put back the created_at it changed, and
 * remove its pending record.
 */
static int
pending_recover(struct jsonl_store *js, const struct sess *s)
{
	struct pending p;
	struct stat sb;
	int fd, have, applies = 0, rc;

	if ((rc = pending_read(s->dfd, s->pend.p, &p, &have)) != ST_OK || have == 0)
		return rc;
	if (have == 1 &&
	    (rc = fs_open_in(s->dfd, s->data.p, O_RDWR, &fd, &sb)) == ST_OK) {
		rc = pending_applies(&p, fd, s->data.p, &sb, &applies);
		if (rc == ST_OK && applies && sb.st_size > p.old) {
			if (fs_ftruncate(fd, p.old) != 0)
				rc = fail_errno(ST_IO, "cannot cut '%s' back to %jd bytes",
				    s->data.p, (intmax_t)p.old);
			else
				rc = fs_fsync(fd, s->data.p);
		}
		if (rc == ST_OK && applies && p.created >= 0)
			rc = meta_write(s->dfd, s->meta.p, p.created);
		close(fd);
		if (rc != ST_OK)
			return rc;
	} else if (have == 1 && rc != ST_NOT_FOUND)
		return rc;
	if (fs_unlink(s->pend.p) != 0) {
		if (errno == ENOENT)
			return ST_OK;
		return fail_errno(ST_IO, "cannot remove '%s'", s->pend.p);
	}
	(void)js;
	return fs_fsync_dirfd(s->dfd, s->dir.p);
}

/*
 * Write the pending record of the batch b that takes the data file (sb)
 * from size old to old + b->len, or of a rewrite (b NULL) that changes
 * created_at from created (else -1), before the change.  It is fsynced if
 * durable; its directory entry is left to the file system's ordering of
 * metadata (see the top).
 */
static int
pending_write(int dfd, const struct sess *s, const struct stat *sb, off_t old,
    const struct buf *b, int64_t created, int durable)
{
	off_t new = old + (b != NULL ? (off_t)b->len : 0);
	uint64_t sum = b != NULL ? batch_sum(BATCH_SUM_INIT, b->p, b->len) : 0;
	char text[160];
	int fd, n, rc;

	n = snprintf(text, sizeof(text), "%jd %jd %ju %jd %jx\n", (intmax_t)old,
	    (intmax_t)new, (uintmax_t)sb->st_ino, (intmax_t)created, (uintmax_t)sum);
	/* A new file: never through a link, nor into another name's inode. */
	if (fs_unlinkat(dfd, fs_at_name(dfd, s->pend.p), 0) != 0 && errno != ENOENT)
		return fail_errno(ST_IO, "cannot remove '%s'", s->pend.p);
	fd = fs_create(dfd, fs_at_name(dfd, s->pend.p),
	    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0)
		return fail_errno(ST_IO, "cannot create '%s'", s->pend.p);
	rc = fs_write_all(fd, text, (size_t)n, s->pend.p);
	if (rc == ST_OK && durable)
		rc = fs_fsync(fd, s->pend.p);
	if (close(fd) != 0 && rc == ST_OK)
		rc = fail_errno(ST_IO, "cannot close '%s'", s->pend.p);
	if (rc != ST_OK)
		fs_unlink(s->pend.p);
	return rc;
}

/* --- Layouts: where a session's file is ------------------------------ */

/*
 * Ours is flat: DIR/<enc>.jsonl with sidecars (layout_flat, which has no
 * callbacks).  The agents' own stores are trees, naming rules over the
 * same machinery (store_tree.h, store_tree_*.c): a session's data file is
 * a path below the store's directory (its pending record and temp files
 * beside it), opened component by component without following links
 * (sess_open()); there are no sidecars, and created_at is read from the
 * records, whose times the layout's format gives (format.h: facts()).
 */
static const struct tree_layout layout_flat = {
	.kind = "jsonl",
	.writes = TREE_APPEND | TREE_REMOVE | TREE_RENAME
};

/* What the tree's layout says of session id (store_session_group()). */
int
jsonl_group(struct store *base, const char *id, enum store_group g,
    struct buf *out)
{
	struct jsonl_store *js = (struct jsonl_store *)base;
	int (*fn)(const struct tree *, const char *, struct buf *);

	fn = g == STORE_GROUP_PARENT ? js->tree.layout->parent :
	    js->tree.layout->project;
	return fn != NULL ? fn(&js->tree, id, out) : 0;
}

/* Is the store a tree (not flat, nor a single file)? */
static int
is_tree(const struct jsonl_store *js)
{
	return js->tree.layout->path != NULL;
}

/* The format that gives a tree's records' times, or NULL. */
static const struct format *
tree_times(const struct jsonl_store *js)
{
	const struct format *format = js->tree.layout->format;

	return is_tree(js) && format != NULL && format->facts != NULL ? format : NULL;
}

/* The line p[0..n) as a compact object in obj, spanned by *out: 1, or 0
 * if it is not one JSON object. */
static int
line_object(const char *p, size_t n, struct buf *obj, struct json_span *out)
{
	struct json_scan sc;

	if (json_scan(p, n, &sc) != JSON_OK || p[sc.start] != '{')
		return 0;
	buf_reset(obj);
	buf_grow(obj, sc.end - sc.start);
	obj->len = json_compact(p + sc.start, sc.end - sc.start, obj->p);
	out->p = obj->p;
	out->n = obj->len;
	return 1;
}

int
tree_scan(const struct tree_file *f, int (*fn)(void *, struct json_span), void *arg)
{
	struct buf in = BUF_INIT, obj = BUF_INIT;
	struct json_span span;
	const char *line, *nl;
	off_t off = 0;
	size_t start = 0, n;
	int rc = ST_OK, lines = 0, done = 0;

	buf_grow(&in, CHUNK);
	while (!done && lines < TREE_SCAN_LINES) {
		nl = memchr(in.p + start, '\n', in.len - start);
		if (nl == NULL && off < f->size) {		/* read on */
			memmove(in.p, in.p + start, in.len - start);
			buf_setlen(&in, in.len - start);
			start = 0;
			n = clamp(f->size - off, CHUNK);
			if ((rc = read_at(f->fd, f->path, off, n, &in)) != ST_OK)
				break;
			off += (off_t)n;
			continue;
		}
		if (start == in.len)
			break;
		line = in.p + start;
		n = nl != NULL ? (size_t)(nl - line) : in.len - start;
		lines++;
		if (line_object(line, n, &obj, &span))
			done = fn(arg, span);
		start += n + (nl != NULL);
	}
	buf_release(&in);
	buf_release(&obj);
	return rc;
}

/* The first record with a time (the layout's format says), for a tree
 * without a created() of its own. */
struct first_time {
	const struct format	*format;
	int64_t			 ms;		/* -1: none yet */
	struct buf		 text;
};

static int
first_time(void *arg, struct json_span rec)
{
	struct first_time *t = arg;
	struct format_facts ff;

	t->format->facts(rec, &t->text, &ff);
	t->ms = ff.time;
	return ff.time >= 0;
}

/*
 * The time of the last record of fd's first size bytes that has one,
 * among those in its last BIG_CHUNK bytes, into *out (left alone if none):
 * a tree's last activity.
 */
static int
last_time(const struct format *format, int fd, const char *path, off_t size,
    int64_t *out)
{
	struct buf b = BUF_INIT, obj = BUF_INIT, text = BUF_INIT;
	struct json_span span;
	struct format_facts ff;
	off_t from = size > BIG_CHUNK ? size - BIG_CHUNK : 0;
	const char *end, *line;
	int rc;

	if ((rc = read_at(fd, path, from, (size_t)(size - from), &b)) != ST_OK)
		goto out;
	for (end = b.p + b.len; end > b.p; end = line > b.p ? line - 1 : b.p) {
		for (line = end; line > b.p && line[-1] != '\n'; line--)
			;
		if (from > 0 && line == b.p)
			break;		/* cut: not a whole line */
		if (!line_object(line, (size_t)(end - line), &obj, &span))
			continue;
		format->facts(span, &text, &ff);
		if (ff.time >= 0) {
			*out = ff.time;
			break;
		}
	}
out:
	buf_release(&b);
	buf_release(&obj);
	buf_release(&text);
	return rc;
}

/*
 * created_at of session s (data file fd, sb): a flat store's sidecar or
 * the mtime; a tree's records (its created(), else the first record's
 * time: CREATED_UNKNOWN if none has one), else the mtime.
 */
static int
created_read(struct jsonl_store *js, int dfd, const struct sess *s, int fd,
    const struct stat *sb, int64_t *out)
{
	const struct tree_layout *layout = js->tree.layout;
	struct tree_file f = { s->id, s->data.p, fd, sb->st_size };
	struct first_time t = { tree_times(js), -1, BUF_INIT };
	int rc;

	if (!is_tree(js))
		return meta_read(dfd, s->meta.p, sb, out);
	*out = mtime_ms(sb);
	if (layout->created != NULL)
		return layout->created(&js->tree, &f, out);
	if (t.format == NULL)
		return ST_OK;
	rc = tree_scan(&f, first_time, &t);
	*out = t.ms >= 0 ? t.ms : CREATED_UNKNOWN;
	buf_release(&t.text);
	return rc;
}

/* A session found by a walk: its id, and its data file below the root. */
struct tree_walk {
	struct jsonl_store	*js;
	/* dfd is the directory holding the file (for a quiet safety look) */
	int	(*fn)(struct tree_walk *, int dfd, const char *id, const char *rel);
	void	*arg;
	/* flat_walk() with note set: the names of the entries that
	 * readdir(3) does not say are regular files, for flat_unsafe() */
	int	 note;
	char	**odd;
	size_t	 nodd, aodd;
};

int
tree_found(struct tree_walk *w, int dfd, const char *id, const char *rel)
{
	return w->fn(w, dfd, id, rel);
}

/* Entry name of the directory dfd (path): 1 if it is a directory, quietly
 * 0 if not, and 0 with a warning if it is a link or a special file. */
static int
walk_is_dir(int dfd, const char *path, const char *name)
{
	struct buf why = BUF_INIT, p = BUF_INIT;
	struct stat sb;

	if (fstatat(dfd, name, &sb, AT_SYMLINK_NOFOLLOW) != 0 || S_ISREG(sb.st_mode))
		return 0;
	if (S_ISDIR(sb.st_mode))
		return 1;
	fs_join(&p, path, name);
	fs_unsafe(&why, p.p, sb.st_mode);
	warn_msg("skipping %s", why.p);
	buf_release(&why);
	buf_release(&p);
	return 0;
}

/* A stream over the directory open as fd (borrowed); NULL, quietly, if
 * it cannot be read. */
static DIR *
walk_open(int fd)
{
	DIR *d;
	int dup;

	if ((dup = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return NULL;
	if ((d = fdopendir(dup)) == NULL)
		close(dup);
	return d;
}

static int
names_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char **
tree_names(int fd, size_t *nr)
{
	struct dirent *de;
	char **v = NULL;
	size_t alloc = 0;
	DIR *d;

	*nr = 0;
	if ((d = walk_open(fd)) == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		xgrow(&v, &alloc, *nr + 1, sizeof(*v));
		v[(*nr)++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (*nr > 1)
		qsort(v, *nr, sizeof(*v), names_cmp);
	return v;
}

void
tree_names_free(char **v, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		free(v[i]);
	free(v);
}

int
tree_subdir(int fd, const char *path, const char *name, int *sub)
{
	struct buf p = BUF_INIT;
	int ok;

	fs_join(&p, path, name);
	ok = walk_is_dir(fd, path, name) && fs_opendir_in(fd, p.p, sub) == ST_OK;
	buf_release(&p);
	return ok;
}

/* A walk that looks for one id: its rel. */
struct find {
	const char	*id;
	struct buf	*rel;
	int		 found;
};

static int
find_one(struct tree_walk *w, int dfd, const char *id, const char *rel)
{
	struct find *f = w->arg;

	(void)dfd;
	if (f->found || strcmp(id, f->id) != 0)
		return ST_OK;
	buf_reset(f->rel);
	buf_adds(f->rel, rel);
	f->found = 1;
	return ST_OK;
}

/* The store's directory, for a walk: the locked one, or opened into *own.
 * ST_NOT_FOUND (silently) if it is missing. */
static int
root_open(const struct jsonl_store *js, int *fd, int *own)
{
	*own = -1;
	if ((*fd = js->lock_fd) >= 0)
		return ST_OK;
	if ((*fd = *own = open(js->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return errno == ENOENT || errno == ENOTDIR ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot open '%s'", js->dir);
	return ST_OK;
}

int
tree_find(struct tree *t, const char *id, struct buf *rel, int *found)
{
	struct jsonl_store *js = t->js;
	struct find f = { id, rel, 0 };
	struct tree_walk w = { js, find_one, &f, 0, NULL, 0, 0 };
	int root, own, rc;

	*found = 0;
	if (js->found_id != NULL && strcmp(js->found_id, id) == 0) {
		buf_reset(rel);
		buf_adds(rel, js->found_rel);
		*found = 1;
		return ST_OK;
	}
	if ((rc = root_open(js, &root, &own)) == ST_OK) {
		rc = t->layout->walk(t, root, &w);
		if (own >= 0)
			close(own);
	}
	if (rc == ST_NOT_FOUND)
		rc = ST_OK;
	if (rc == ST_OK && f.found) {
		free(js->found_id);
		free(js->found_rel);
		js->found_id = xstrdup(id);
		js->found_rel = xstrdup(rel->p);
		*found = 1;
	}
	return rc;
}

/* Writers: does the layout allow what? */
static int
layout_allows(const struct jsonl_store *js, unsigned what, const char *verb)
{
	if ((js->tree.layout->writes & what) != 0)
		return ST_OK;
	return fail(ST_USAGE, "%s stores take appends and compact-replace only; "
	    "cannot %s", js->tree.layout->kind, verb);
}

/* s's file names for the data file rel below the store's directory, with
 * the sidecar meta_rel (NULL: none). */
static void
sess_set(const struct jsonl_store *js, const char *id, const char *rel,
    const char *meta_rel, struct sess *s)
{
	const char *slash = strrchr(rel, '/');

	s->id = id;
	fs_join(&s->data, js->dir, rel);
	buf_reset(&s->sub);
	if (slash != NULL)
		buf_add(&s->sub, rel, (size_t)(slash - rel));
	else
		buf_add(&s->sub, "", 0);
	if (s->sub.len > 0)
		fs_join(&s->dir, js->dir, s->sub.p);
	else {
		buf_reset(&s->dir);
		buf_adds(&s->dir, js->dir);
	}
	buf_reset(&s->meta);
	if (meta_rel != NULL)
		fs_join(&s->meta, js->dir, meta_rel);
	pend_path(s);
}

int
tree_scan_in(int dfd, const char *path, int (*fn)(void *, struct json_span),
    void *arg)
{
	struct tree_file f = { NULL, path, -1, 0 };
	struct stat sb;
	int rc;

	if (fstatat(dfd, fs_at_name(dfd, path), &sb, AT_SYMLINK_NOFOLLOW) == -1 ||
	    !S_ISREG(sb.st_mode))
		return ST_NOT_FOUND;
	if ((rc = fs_open_in(dfd, path, O_RDONLY, &f.fd, &sb)) != ST_OK)
		return rc;
	f.size = sb.st_size;
	rc = tree_scan(&f, fn, arg);
	close(f.fd);
	return rc;
}

int
tree_dir_open(struct tree *t, const char *rel, int *fd)
{
	struct jsonl_store *js = t->js;
	struct sess s = SESS_INIT;
	int root, own, rc;

	*fd = -1;
	if ((rc = root_open(js, &root, &own)) != ST_OK)
		return rc;
	buf_adds(&s.sub, rel);
	if ((rc = sess_open(js, root, &s, 0)) == ST_OK) {
		*fd = s.own ? s.dfd : fcntl(root, F_DUPFD_CLOEXEC, 0);
		s.dfd = -1;
		s.own = 0;
		if (*fd < 0)
			rc = fail_errno(ST_IO, "cannot open '%s'", js->dir);
	}
	sess_release(&s);
	if (own >= 0)
		close(own);
	return rc;
}

/* Fill *out (id copied) for the session stored in s's files, or
 * ST_NOT_FOUND silently.  Counting the items reads the file: only for
 * INFO_COUNTS. */
static int
info_load(struct jsonl_store *js, const char *id, struct sess *s,
    enum info_want want, struct session_info *out)
{
	struct stat sb;
	uint64_t items, bytes;
	int64_t created, updated;
	off_t size;
	int fd, rc, hit;

	created = -1;
	if ((rc = snapshot(js, s, 0, &fd, &sb, &size, want == INFO_IDS ? NULL :
	    &created)) != ST_OK)
		return rc;
	items = bytes = INFO_UNKNOWN;
	updated = 0;
	if (want == INFO_COUNTS &&
	    (rc = count_cached(fd, s->data.p, size, &items, &bytes, &hit)) == ST_OK &&
	    !hit)
		rc = count_items(fd, s->data.p, 0, size, &items, &bytes);
	if (rc == ST_OK && want == INFO_COUNTS && tree_times(js) != NULL)
		rc = last_time(tree_times(js), fd, s->data.p, size, &updated);
	close(fd);
	if (rc != ST_OK)
		return rc;
	out->updated_at = updated;
	out->archived = js->tree.layout->archived != NULL &&
	    strncmp(s->sub.p, js->tree.layout->archived,
	    strlen(js->tree.layout->archived)) == 0;
	out->id = xstrdup(id);
	out->items = items;
	out->bytes = bytes;
	out->stored = (uint64_t)size;
	out->created_at = created;
	out->mtime_ns = fs_mtime_ns(&sb);
	out->ino = (uint64_t)sb.st_ino;
	return ST_OK;
}

/*
 * The files of session, into s (names only: sess_open() opens their
 * directory).  A single-file store holds only its own session: another id
 * is ST_NOT_FOUND (silently) for a reader and ST_USAGE for a writer.
 * ST_USAGE from id_encode() for an id too long for a name, or from a
 * tree's rules.  created names a new file where a tree's names carry it.
 */
static int
session_paths(struct jsonl_store *js, const char *session, int writer, int64_t created,
    struct sess *s)
{
	struct buf name = BUF_INIT, meta = BUF_INIT;
	const char *slash;
	int rc;

	if (js->single_id != NULL && strcmp(session, js->single_id) != 0)
		return !writer ? ST_NOT_FOUND : fail(ST_USAGE, "'%s' holds the single session "
		    "'%s'; use a directory for a jsonl store of several sessions",
		    js->base.path, js->single_id);
	if (js->single_id != NULL) {
		/* The file may be elsewhere than base.path (a link's target). */
		slash = strrchr(js->single_data, '/');
		sess_set(js, session, slash != NULL ? slash + 1 : js->single_data, NULL, s);
		buf_reset(&s->data);
		buf_adds(&s->data, js->single_data);
		buf_reset(&s->meta);
		buf_adds(&s->meta, js->single_meta);
		pend_path(s);
		return ST_OK;
	}
	if (is_tree(js)) {
		if ((rc = js->tree.layout->path(&js->tree, session, writer, created,
		    &name)) == ST_OK)
			sess_set(js, session, name.p, NULL, s);
	} else if ((rc = id_encode(session, &name)) == ST_OK) {
		buf_add(&meta, name.p, name.len);
		buf_adds(&name, DATA_SUFFIX);
		buf_adds(&meta, META_SUFFIX);
		sess_set(js, session, name.p, meta.p, s);
	}
	buf_release(&name);
	buf_release(&meta);
	return rc;
}

/* --- Reading -------------------------------------------------------- */

/* Read up to BIG_CHUNK more bytes, first moving the current line to the
 * start of the buffer: it never holds more than one line and a chunk. */
static int
cursor_fill(struct jsonl_cursor *c)
{
	ssize_t r;

	if (c->off > 0) {
		memmove(c->in.p, c->in.p + c->off, c->in.len - c->off);
		c->scan -= c->off;
		buf_setlen(&c->in, c->in.len - c->off);
		c->off = 0;
	}
	buf_grow(&c->in, BIG_CHUNK);
	do
		r = read(c->fd, c->in.p + c->in.len, clamp(c->left, BIG_CHUNK));
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return fail_errno(ST_IO, "cannot read '%s'", c->path);
	if (r == 0)
		c->left = 0;	/* truncated under us: stop here */
	c->in.len += (size_t)r;
	c->in.p[c->in.len] = '\0';
	c->left -= r;
	return ST_OK;
}

/*
 * The item in[0..n) on line line into *out, canonical; a tolerant cursor
 * yields a bad one as it stands, with its flaw.  Every item takes a seq.
 */
static int
cursor_yield(struct jsonl_cursor *c, const char *in, size_t n, unsigned long line,
    struct item *out)
{
	struct pos pos = { .file = c->path, .line = line, .col = 1 };
	struct item it = { .seq = c->seq, .line = line, .flaw = ITEM_OK };
	int rc;

	if (c->verbatim) {		/* our own compact lines */
		it.json = in;
		it.len = n;
	} else if (!c->tolerant) {
		rc = item_canon(in, n, &c->scratch, &it.json, &it.len, &pos);
		if (rc != ST_OK)
			return rc;
	} else if (c->defer) {
		it.json = in;
		it.len = n;
		it.flaw = ITEM_UNCHECKED;
	} else
		item_settle(&it, in, n, &c->scratch);
	c->seq++;
	*out = it;
	return ST_OK;
}

/* The torn last line in[0..n) as an item (tolerant cursors): the bytes
 * break off at n. */
static int
cursor_torn(struct jsonl_cursor *c, const char *in, size_t n, struct item *out)
{
	struct item it = {
		.json = in,
		.len = n,
		.seq = c->seq++,
		.line = c->line,
		.flaw = ITEM_TORN,
		.why = "torn last line: no newline and not a whole JSON object",
		.why_off = n
	};

	*out = it;
	return ST_OK;
}

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct jsonl_cursor *c = (struct jsonl_cursor *)base;
	const char *line, *nl;
	size_t len;
	int rc;

	while (!c->done) {
		nl = NULL;
		if (c->scan < c->in.len)
			nl = memchr(c->in.p + c->scan, '\n', c->in.len - c->scan);
		if (nl == NULL && c->left > 0) {
			c->scan = c->in.len;
			if ((rc = cursor_fill(c)) != ST_OK)
				return rc;
			continue;
		}
		line = c->in.p + c->off;
		if (nl == NULL) {
			/* The bytes after the last '\n': an item if they are a
			 * whole object, else a torn write. */
			c->done = 1;
			len = c->in.len - c->off;
			if (is_object(line, len))
				return cursor_yield(c, line, len, c->line, out);
			if (len == 0 || is_blank(line, len))
				return ST_END;
			if (c->tolerant)
				return cursor_torn(c, line, len, out);
			item_warn_torn(c->path, c->line, len);
			return ST_END;
		}
		len = (size_t)(nl - line);
		c->off = c->scan = (size_t)(nl - c->in.p) + 1;
		if (!is_blank(line, len))
			return cursor_yield(c, line, len, c->line++, out);
		c->line++;
	}
	return ST_END;
}

static void
cursor_free(struct item_cursor *base)
{
	struct jsonl_cursor *c = (struct jsonl_cursor *)base;

	close(c->fd);
	free(c->path);
	buf_release(&c->in);
	buf_release(&c->scratch);
	free(c);
}

/* --- Writing -------------------------------------------------------- */

/*
 * Before appending to fd (size > 0 bytes): if it does not end in '\n', its
 * last line must be a whole object (or blanks), which the batch then starts
 * by ending with a '\n' added to batch.  Else ST_DATA: an item glued onto a
 * torn write would be lost with it; or, with repair, the fragment is first
 * saved beside the file as PATH.torn-MS (fsynced) and cut off the file,
 * whose new size goes to *size.
 */
static int
tail_check(int dfd, int fd, const char *path, off_t *size, int repair,
    struct buf *batch)
{
	struct buf b = BUF_INIT, aside = BUF_INIT;
	uint64_t items, bytes;
	off_t start, lo;
	const char *nl = NULL;
	int rc;

	if ((rc = read_at(fd, path, *size - 1, 1, &b)) != ST_OK || b.p[0] == '\n')
		goto out;
	for (start = *size; start > 0 && nl == NULL; start = lo) {	/* backwards */
		lo = start - (off_t)clamp(start, BIG_CHUNK);
		buf_reset(&b);
		if ((rc = read_at(fd, path, lo, (size_t)(start - lo), &b)) != ST_OK)
			goto out;
		if ((nl = memrchr(b.p, '\n', b.len)) != NULL)
			lo += nl - b.p + 1;
	}
	buf_reset(&b);
	if ((rc = read_at(fd, path, start, (size_t)(*size - start), &b)) != ST_OK)
		goto out;
	if (is_blank(b.p, b.len) || is_object(b.p, b.len)) {
		buf_addc(batch, '\n');
	} else if (repair) {
		buf_addf(&aside, "%s.torn-%" PRId64, path, fs_now_ms());
		if ((rc = fs_replace_file(dfd, aside.p, b.p, b.len)) != ST_OK)
			goto out;
		if (fs_ftruncate(fd, start) != 0) {
			rc = fail_errno(ST_IO, "cannot truncate '%s'", path);
			goto out;
		}
		if ((rc = fs_fsync(fd, path)) != ST_OK)
			goto out;
		warn_msg("%s: moved a torn last line (%zu bytes) aside to '%s'",
		    path, b.len, aside.p);
		*size = start;
	} else if ((rc = count_items(fd, path, 0, *size, &items, &bytes)) == ST_OK) {
		rc = fail(ST_DATA, "%s:%" PRIu64 ": torn last line (%zu bytes without a "
		    "newline); refusing to append after it (--repair-tail moves it "
		    "aside)", path, items + 1, b.len);
	}
out:
	buf_release(&b);
	buf_release(&aside);
	return rc;
}

/* Write the lines in b, then one per remaining item of in, to fd in writes
 * of about CHUNK bytes; *n counts the items added.  Leaves b empty. */
static int
write_items(int fd, const char *path, struct buf *b, struct item_cursor *in, uint64_t *n)
{
	struct item it;
	int rc;

	for (;;) {
		if (b->len >= CHUNK) {
			if ((rc = fs_write_all(fd, b->p, b->len, path)) != ST_OK)
				return rc;
			buf_reset(b);
		}
		if ((rc = item_cursor_next(in, &it)) != ST_OK)
			break;
		buf_add(b, it.json, it.len);
		buf_addc(b, '\n');
		(*n)++;
	}
	if (rc == ST_END)
		rc = b->len > 0 ? fs_write_all(fd, b->p, b->len, path) : ST_OK;
	buf_reset(b);
	return rc;
}

/* Copy the first size bytes of fd to tfd. */
static int
copy_bytes(int fd, const char *path, int tfd, const char *tpath, off_t size)
{
	struct buf b = BUF_INIT;
	int rc = ST_OK;

	for (off_t off = 0; off < size && rc == ST_OK; off += (off_t)b.len) {
		buf_reset(&b);
		if ((rc = read_at(fd, path, off, clamp(size - off, BIG_CHUNK), &b)) == ST_OK)
			rc = fs_write_all(tfd, b.p, b.len, tpath);
	}
	buf_release(&b);
	return rc;
}

/* --- Batch mode ----------------------------------------------------- */

/* Drop what is deferred: unlink the temp files left (silently: they are
 * nobody's). */
static void
defer_drop(struct jsonl_store *js)
{
	for (size_t i = 0; i < js->dnr; i++) {
		struct deferred *d = &js->dv[i];

		if (d->meta_tmp != NULL)
			fs_unlinkat(js->dd[d->dir].fd, fs_at_name(js->dd[d->dir].fd,
			    d->meta_tmp), 0);
		if (d->tmp != NULL)
			fs_unlinkat(js->dd[d->dir].fd, fs_at_name(js->dd[d->dir].fd,
			    d->tmp), 0);
		free(d->meta_tmp);
		free(d->meta);
		free(d->tmp);
		free(d->data);
	}
	for (size_t i = 0; i < js->ddnr; i++) {
		close(js->dd[i].fd);
		free(js->dd[i].path);
	}
	js->dnr = js->ddnr = 0;
}

/*
 * Commit what replace() deferred: one syncfs(2) makes every temp file
 * durable, then each session's sidecar and data file are renamed into
 * place (the data file's rename is its commit point; it is not made if its
 * sidecar's failed), then each directory is fsynced once.  After a failed
 * rename the sessions before it are committed and the rest dropped.
 */
static int
defer_commit(struct jsonl_store *js)
{
	int rc;

	if (js->dnr == 0)
		return ST_OK;
	rc = fs_syncfs(js->dd[0].fd, js->dd[0].path);
	for (size_t i = 0; i < js->dnr && rc == ST_OK; i++) {
		struct deferred *d = &js->dv[i];
		int dfd = js->dd[d->dir].fd;

		if (d->meta_tmp != NULL) {
			if (fs_renameat2(dfd, d->meta_tmp, dfd, d->meta, 0) != 0) {
				rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'",
				    d->meta_tmp, d->meta);
				break;
			}
			free(d->meta_tmp);
			d->meta_tmp = NULL;
			js->dd[d->dir].renamed = 1;
		}
		if (fs_renameat2(dfd, d->tmp, dfd, d->data, 0) != 0) {
			rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", d->tmp,
			    d->data);
			break;
		}
		free(d->tmp);
		d->tmp = NULL;
		js->dd[d->dir].renamed = 1;
	}
	for (size_t i = 0; i < js->ddnr; i++)
		if (js->dd[i].renamed)
			rc = status_first(rc, fs_fsync_dirfd_after(js->dd[i].fd,
			    js->dd[i].path));
	defer_drop(js);
	return rc;
}

/*
 * replace() in batch mode: its data file is written to s->tmp, unsynced;
 * queue its rename, and that of a new sidecar holding meta_ms if it is >= 0,
 * or else, for an existing session (sb) without one, of a sidecar that pins
 * its mtime-derived created_at, since the rename changes the mtime.
 */
static int
defer_add(struct jsonl_store *js, struct sess *s, const struct stat *sb,
    int64_t meta_ms)
{
	struct deferred d = { 0, NULL, NULL, NULL, NULL };
	struct meta m = { meta_ms, -1, -1 };
	struct buf text = BUF_INIT, tmp = BUF_INIT;
	struct fs_atomic a;
	size_t k;
	int rc = ST_OK;

	for (k = 0; k < js->ddnr && strcmp(js->dd[k].path, s->dir.p) != 0; k++)
		;
	if (k == js->ddnr && k >= DEFER_DIRS) {
		if ((rc = defer_commit(js)) != ST_OK)
			return rc;
		k = 0;
	}
	if (k == js->ddnr) {
		xgrow(&js->dd, &js->ddalloc, k + 1, sizeof(*js->dd));
		if ((js->dd[k].fd = fcntl(s->dfd, F_DUPFD_CLOEXEC, 0)) == -1)
			return fail_errno(ST_IO, "cannot open '%s'", s->dir.p);
		js->dd[k].path = xstrdup(s->dir.p);
		js->dd[k].renamed = 0;
		js->ddnr++;
	}
	d.dir = k;
	if (s->meta.len > 0 && meta_ms < 0 && sb != NULL &&
	    (rc = fs_check_in(s->dfd, s->meta.p, 0, NULL)) == ST_NOT_FOUND) {
		m.created_at = mtime_ms(sb);
		rc = ST_OK;
	} else if (rc != ST_OK)
		return rc;
	if (s->meta.len > 0 && m.created_at >= 0) {
		item_meta_write(&text, &m);
		if ((rc = fs_atomic_open(&a, s->dfd, s->meta.p)) == ST_OK &&
		    (rc = fs_atomic_write(&a, text.p, text.len)) == ST_OK)
			rc = fs_atomic_keep(&a, &tmp);
		else if (rc == ST_OK)
			fs_atomic_abort(&a);
		buf_release(&text);
		if (rc != ST_OK) {
			buf_release(&tmp);
			return rc;
		}
		d.meta_tmp = buf_detach(&tmp);
		d.meta = xstrdup(s->meta.p);
	}
	d.tmp = buf_detach(&s->tmp);	/* ours now: sess_release() leaves it */
	d.data = xstrdup(s->data.p);
	xgrow(&js->dv, &js->dalloc, js->dnr + 1, sizeof(*js->dv));
	js->dv[js->dnr++] = d;
	return ST_OK;
}

int
jsonl_batch_mode(struct store *st)
{
	((struct jsonl_store *)st)->batch = 1;
	st->verify_apart = 1;	/* readers take no lock */
	return ST_OK;
}

/*
 * Write the session anew through a temp file beside it: the first
 * sb->st_size bytes of fd if fd >= 0, the lines in b, then the rest of in.
 * The temp file gets the old file's mode (sb; NULL for a new session) and is
 * fsynced; the sidecar is written if created_at >= 0 or the session is new
 * (with created_at, or now), else pinned; then the rename commits and the
 * directory is fsynced.  A sidecar that changes an existing session's
 * created_at is written under a pending record holding the old value, so
 * that readers and the next writer put it back if we die before the
 * rename.  On failure the old file and sidecar are intact, and the temp
 * file and a new session's sidecar are gone.
 */
static int
rewrite(struct jsonl_store *js, struct sess *s, int fd, const struct stat *sb,
    int64_t created_at, struct buf *b, struct item_cursor *in, uint64_t *n)
{
	int64_t old = -1;
	uint64_t items = 0, bytes = 0;
	off_t from = fd >= 0 ? sb->st_size : 0;
	struct stat tsb;
	int dfd = s->dfd, tfd, rc, recorded = 0, hit = 1, defer;
	int lead = b->len > 0 && b->p[0] == '\n';

	/* Batch mode: a whole new version whose created_at stays (or is
	 * new) goes to unlock(1); one that changes it takes a pending
	 * record and is committed here. */
	if (sb != NULL && created_at >= 0 && s->meta.len > 0) {
		if ((rc = meta_read(dfd, s->meta.p, sb, &old)) != ST_OK)
			return rc;
		if (old == created_at)
			created_at = -1;	/* unchanged: pinned below */
	}
	defer = js->batch && fd < 0 && (created_at < 0 || sb == NULL ||
	    s->meta.len == 0);
	if (js->single_id == NULL)	/* a tree's project directory */
		(void)fs_sweep_temps(dfd, s->dir.p);
	if ((rc = fs_mktemp(dfd, s->dir.p, &s->tmp, &tfd)) != ST_OK) {
		buf_reset(&s->tmp);	/* not ours to unlink */
		return rc;
	}
	if (fd >= 0 &&
	    (rc = count_cached(fd, s->data.p, from, &items, &bytes, &hit)) == ST_OK)
		rc = copy_bytes(fd, s->data.p, tfd, s->tmp.p, from);
	if (rc == ST_OK)
		rc = write_items(tfd, s->tmp.p, b, in, n);
	/* The counts go with the file: published by the rename. */
	if (rc == ST_OK && hit && fstat(tfd, &tsb) == 0)
		count_cache(tfd, tsb.st_size, items + *n,
		    bytes + (uint64_t)(tsb.st_size - from) - *n - (uint64_t)lead);
	if (rc == ST_OK && sb != NULL && fchmod(tfd, sb->st_mode & 07777) != 0)
		rc = fail_errno(ST_IO, "cannot chmod '%s'", s->tmp.p);
	if (rc == ST_OK && !defer)
		rc = fs_fsync(tfd, s->tmp.p);
	if (close(tfd) != 0 && rc == ST_OK)
		rc = fail_errno(ST_IO, "cannot close '%s'", s->tmp.p);
	if (rc != ST_OK)
		return rc;
	if (defer)
		return defer_add(js, s, sb, created_at >= 0 || sb == NULL ?
		    (created_at >= 0 ? created_at : fs_now_ms()) : -1);
	if (sb != NULL && created_at >= 0 && s->meta.len > 0) {
		if ((rc = pending_write(dfd, s, sb, sb->st_size, NULL, old, 1)) != ST_OK)
			return rc;
		recorded = 1;
	}
	if (created_at >= 0 || sb == NULL)
		rc = meta_write(dfd, s->meta.p, created_at >= 0 ? created_at : fs_now_ms());
	else
		rc = meta_keep(dfd, s->meta.p, sb);	/* the rename changes the mtime */
	if (rc == ST_OK && fs_renameat2(dfd, s->tmp.p, dfd, s->data.p, 0) != 0)
		rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", s->tmp.p, s->data.p);
	if (rc != ST_OK) {
		if (sb == NULL && s->meta.len > 0)
			fs_unlink(s->meta.p);
		else if (recorded && meta_write(dfd, s->meta.p, old) == ST_OK)
			fs_unlink(s->pend.p);	/* else readers still honour it */
		return rc;
	}
	buf_reset(&s->tmp);
	(void)js;
	rc = fs_fsync_dir_after(s->dir.p);
	if (recorded)
		fs_unlink(s->pend.p);	/* stale already: the inode changed */
	return rc;
}

/*
 * Append the batch b (at most BATCH_MAX) to fd (an existing session of
 * sb->st_size bytes) with one write(2) and an fsync, after writing its
 * pending record (see the top).  Once the batch is whole the record holds
 * nothing back, so removing it is tidying; on failure the file is cut back.
 */
static int
append_small(int dfd, struct sess *s, int fd, const struct stat *sb, const struct buf *b,
    uint64_t n)
{
	uint64_t items, bytes;
	int rc, hit;

	if ((rc = meta_keep(dfd, s->meta.p, sb)) != ST_OK)	/* the write changes the mtime */
		return rc;
	if ((rc = count_cached(fd, s->data.p, sb->st_size, &items, &bytes, &hit)) != ST_OK)
		return rc;
	/* One item: a lost record can only leave a torn line (see the top). */
	if ((rc = pending_write(dfd, s, sb, sb->st_size, b, -1, n > 1)) != ST_OK)
		return rc;
	if ((rc = fs_write_all(fd, b->p, b->len, s->data.p)) == ST_OK &&
	    (rc = fs_fsync(fd, s->data.p)) == ST_OK) {
		fs_unlink(s->pend.p);
		/* A leading '\n' ends a last line that had none. */
		if (hit)
			count_cache(fd, sb->st_size + (off_t)b->len, items + n,
			    bytes + b->len - n - (b->p[0] == '\n'));
		return ST_OK;
	}
	/* Failed: cut the batch off; the record stays if that fails too. */
	if (fs_ftruncate(fd, sb->st_size) != 0 || fsync(fd) != 0)
		fail_errno(ST_IO, "cannot cut '%s' back to %jd bytes", s->data.p,
		    (intmax_t)sb->st_size);
	else
		fs_unlink(s->pend.p);
	return rc;
}

/* --- Methods -------------------------------------------------------- */

/* Does the directory path hold a .jsonl file that is a regular file?
 * (key: tree_memo()'s) */
static int
has_data_file(const void *key, const char *path)
{
	struct dirent *de;
	struct stat sb;
	DIR *d;
	int found = 0;

	(void)key;
	if ((d = opendir(path)) == NULL)
		return 0;
	while (!found && (de = readdir(d)) != NULL)
		found = de->d_name[0] != '.' && tree_has_suffix(de->d_name, DATA_SUFFIX) &&
		    fstatat(dirfd(d), de->d_name, &sb, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(sb.st_mode);
	closedir(d);
	return found;
}

static int
jsonl_probe(const struct store_ops *ops, const char *path, const struct stat *st)
{
	if (st == NULL || S_ISREG(st->st_mode))
		return tree_has_suffix(path, DATA_SUFFIX);
	/* An agent's tree may hold .jsonl files of its own (history.jsonl):
	 * it is that agent's store. */
	if (!S_ISDIR(st->st_mode) || tree_claims(path, st))
		return 0;
	return tree_memo(ops, path, st, has_data_file);
}

/*
 * Every method committed as it returned, except replace() in batch mode
 * (defer_add()): unlock(1) commits that, unlock(0) drops it.  A directory
 * that lock() created goes again if it holds nothing, whether the command
 * failed or wrote nothing (rmdir(2) removes only an empty one), while the
 * lock is held: a writer waiting for it finds it gone and makes it anew.
 */
int
jsonl_unlock(struct store *st, int commit)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	int rc = ST_OK;

	if (commit)
		rc = defer_commit(js);
	defer_drop(js);
	if (js->lock_fd >= 0 && js->made_dir && fs_rmdir(js->dir) == 0)
		js->made_dir = 0;
	if (js->lock_fd >= 0)
		close(js->lock_fd);
	js->lock_fd = -1;
	return rc;
}

int
jsonl_close(struct store *st, int ok)
{
	struct jsonl_store *js = (struct jsonl_store *)st;

	(void)ok;
	jsonl_unlock(st, 0);
	if (js->read_fd >= 0)
		close(js->read_fd);
	free(js->dv);
	free(js->dd);
	free(js->dir);
	free(js->single_id);
	free(js->found_id);
	free(js->found_rel);
	free(js->single_data);
	free(js->single_meta);
	free(js->base.path);
	free(js);
	return ST_OK;
}

/* Set up the single-file layout of js->base.path (ending in ".jsonl"). */
static int
single_init(struct jsonl_store *js)
{
	const char *path = js->base.path, *name;
	struct buf b = BUF_INIT;
	struct stat sb;
	char *real;
	size_t n;

	/* The user named the file: a link is followed here, once, and the
	 * store is its target (sidecars beside it). */
	if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode)) {
		if ((real = realpath(path, NULL)) == NULL)
			return fail_errno(ST_IO, "cannot resolve '%s'", path);
		if (!tree_has_suffix(real, DATA_SUFFIX)) {
			free(real);
			return fail(ST_DATA, "'%s' is a link to a file not named *"
			    DATA_SUFFIX, path);
		}
		js->single_data = real;
		path = real;
	} else
		js->single_data = xstrdup(path);

	name = strrchr(path, '/');
	name = name != NULL ? name + 1 : path;
	n = strlen(name) - strlen(DATA_SUFFIX);
	if (id_decode(name, n, &b) != 0) {
		buf_release(&b);
		if (!id_valid(name, n))
			return fail(ST_USAGE, "'%s': the file name does not give a valid "
			    "session id", path);
		buf_add(&b, name, n);	/* written by another program: as is */
	}
	js->single_id = buf_detach(&b);
	buf_add(&b, path, strlen(path) - strlen(DATA_SUFFIX));
	buf_adds(&b, META_SUFFIX);
	js->single_meta = buf_detach(&b);
	fs_dirname(&b, path);
	js->dir = xstrdup(b.len > 0 ? b.p : ".");
	buf_release(&b);
	return ST_OK;
}

/* Open path as a store of kind ops, with layout's naming rules (a tree is
 * a directory, never a single file). */
static int
open_layout(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, const struct tree_layout *layout,
    struct store **out)
{
	struct jsonl_store *js;
	struct stat sb;
	size_t n;
	int single, rc = ST_OK;

	if (stat(path, &sb) == 0) {
		if (!S_ISDIR(sb.st_mode) && (layout != &layout_flat ||
		    !(S_ISREG(sb.st_mode) && tree_has_suffix(path, DATA_SUFFIX))))
			return fail(ST_DATA, "'%s' is not a %s store (a directory%s)", path,
			    layout->kind, layout == &layout_flat ? " or a *" DATA_SUFFIX
			    " file" : "");
		single = !S_ISDIR(sb.st_mode);
	} else if (errno != ENOENT)
		return fail_errno(ST_IO, "cannot stat '%s'", path);
	else if (mode == STORE_READ)
		return fail(ST_NOT_FOUND, "no such store '%s'", path);
	else
		single = layout == &layout_flat && tree_has_suffix(path, DATA_SUFFIX);

	js = xcalloc(1, sizeof(*js));
	js->base.ops = ops;
	js->base.path = xstrdup(path);
	js->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	js->lock_fd = js->read_fd = -1;
	js->tree.layout = layout;
	js->tree.sub = "";
	js->tree.js = js;
	if (single)
		rc = single_init(js);
	else {
		js->dir = xstrdup(*path != '\0' ? path : ".");
		for (n = strlen(js->dir); n > 1 && js->dir[n - 1] == '/'; n--)
			js->dir[n - 1] = '\0';
	}
	if (rc != ST_OK)
		return status_first(rc, jsonl_close(&js->base, 0));
	js->tree.dir = js->dir;
	*out = &js->base;
	return ST_OK;
}

static int
jsonl_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	return open_layout(ops, path, mode, cfg, &layout_flat, out);
}

int
tree_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	const struct tree_layout *layout = ops->data;
	struct jsonl_store *js;
	int rc;

	if ((rc = open_layout(ops, path, mode, cfg, layout, out)) != ST_OK)
		return rc;
	js = (struct jsonl_store *)*out;
	js->tree.shape = layout->shape(js->dir, &js->tree.sub);
	js->base.format = layout->format;
	return ST_OK;
}

/* A listing under way: one session found (by a walk, or in a flat store's
 * directory dfd) is added, or added as unsafe. */
struct listing {
	enum info_want		 want;
	unsigned		 flags;
	struct session_list	 l;
	struct sess		 s;
	struct buf		 why;
};

static int
list_one(struct tree_walk *w, int dfd, const char *id, const char *rel)
{
	struct listing *ls = w->arg;
	struct session_info info = { 0 };
	struct buf meta = BUF_INIT;
	const char *file;
	int rc;

	if (!is_tree(w->js)) {	/* flat: a sidecar beside */
		buf_add(&meta, rel, strlen(rel) - strlen(DATA_SUFFIX));
		buf_adds(&meta, META_SUFFIX);
	}
	sess_set(w->js, id, rel, !is_tree(w->js) ? meta.p : NULL, &ls->s);
	buf_release(&meta);
	/* A flat walk that notes odd entries leaves them to flat_unsafe(). */
	if (!w->note && sess_unsafe(dfd, &ls->s, &ls->why, &file)) {
		session_list_push_unsafe(&ls->l, xstrdup(id), xstrdup(file),
		    buf_detach(&ls->why));
		return ST_OK;
	}
	if (ls->want == INFO_IDS) {
		const char *base = strrchr(rel, '/');
		struct stat sb;

		info.id = xstrdup(id);
		info.items = info.bytes = info.stored = INFO_UNKNOWN;
		info.created_at = -1;
		/* dfd holds the data file; rel is its path below the root */
		if ((ls->flags & STORE_LIST_STAMP) && fstatat(dfd, base != NULL ?
		    base + 1 : rel, &sb,
		    AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(sb.st_mode)) {
			info.stored = (uint64_t)sb.st_size;
			info.mtime_ns = fs_mtime_ns(&sb);
			info.ino = (uint64_t)sb.st_ino;
		}
		session_list_push(&ls->l, &info);
		return ST_OK;
	}
	rc = info_load(w->js, id, &ls->s, ls->want, &info);
	if (rc == ST_NOT_FOUND)		/* removed meanwhile */
		return ST_OK;
	if (rc == ST_OK)
		session_list_push(&ls->l, &info);
	return rc;
}

/* A flat store's sessions: DIR/<enc>.jsonl. */
static int
flat_walk(struct jsonl_store *js, int root, struct tree_walk *w)
{
	struct buf id = BUF_INIT, path = BUF_INIT;
	struct dirent *de;
	DIR *d;
	int rc = ST_OK;

	if ((d = walk_open(root)) == NULL)
		return fail_errno(ST_IO, "cannot read '%s'", js->dir);
	while (rc == ST_OK && (errno = 0, de = readdir(d)) != NULL) {
		if (w->note && de->d_type != DT_REG && strcmp(de->d_name, ".") != 0 &&
		    strcmp(de->d_name, "..") != 0) {
			xgrow(&w->odd, &w->aodd, w->nodd + 1, sizeof(*w->odd));
			w->odd[w->nodd++] = xstrdup(de->d_name);
		}
		if (de->d_name[0] == '.' || de->d_type == DT_DIR ||
		    !tree_has_suffix(de->d_name, DATA_SUFFIX))
			continue;
		buf_reset(&id);
		if (id_decode(de->d_name, strlen(de->d_name) - strlen(DATA_SUFFIX), &id) != 0) {
			fs_join(&path, js->dir, de->d_name);
			warn_msg("ignoring '%s': not an encoded session id", path.p);
			continue;
		}
		rc = w->fn(w, root, id.p, de->d_name);
	}
	if (rc == ST_OK && errno != 0)
		rc = fail_errno(ST_IO, "cannot read '%s'", js->dir);
	closedir(d);
	buf_release(&id);
	buf_release(&path);
	return rc;
}

/*
 * After a flat walk that noted the odd entries (not regular files, or of
 * a type that readdir(3) does not tell) in w: the sessions listed in ls
 * one of whose files is among them are looked at (sess_unsafe()), as
 * list_one() would have, and marked unsafe.  Without odd entries, which is
 * the rule, no file is looked at.
 */
static int
flat_unsafe(struct tree_walk *w, int root, struct listing *ls)
{
	const char *file;
	int rc = ST_OK;

	if (w->nodd == 0)
		return ST_OK;
	qsort(w->odd, w->nodd, sizeof(*w->odd), names_cmp);
	for (size_t i = 0; i < ls->l.nr && rc == ST_OK; i++) {
		struct session_info *info = &ls->l.v[i];
		const struct buf *const files[] = { &ls->s.data, &ls->s.meta,
		    &ls->s.pend };
		int odd = 0;

		if ((rc = session_paths(w->js, info->id, 0, -1, &ls->s)) != ST_OK)
			break;
		for (size_t k = 0; k < sizeof(files) / sizeof(files[0]); k++) {
			const char *p = fs_at_name(root, files[k]->p);

			odd |= bsearch(&p, w->odd, w->nodd, sizeof(*w->odd),
			    names_cmp) != NULL;
		}
		if (odd && sess_unsafe(root, &ls->s, &ls->why, &file)) {
			info->problem = buf_detach(&ls->why);
			info->problem_file = xstrdup(file);
		}
	}
	return rc;
}

int
jsonl_list(struct store *st, enum info_want want, unsigned flags,
    struct session_list *out)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct listing ls = { want, flags, SESSION_LIST_INIT, SESS_INIT, BUF_INIT };
	struct tree_walk w = { js, list_one, &ls, 0, NULL, 0, 0 };
	struct session_info info = { 0 };
	int root = -1, own = -1, rc = ST_OK;

	if (js->single_id != NULL) {
		if ((rc = session_paths(js, js->single_id, 0, -1, &ls.s)) == ST_OK &&
		    (rc = info_load(js, js->single_id, &ls.s, want, &info)) == ST_OK)
			session_list_push(&ls.l, &info);
		rc = rc == ST_NOT_FOUND ? ST_OK : rc;
		goto out;
	}
	/* A store to be created is empty.  For ids alone, a flat store's
	 * directory is read once and files are looked at only if their
	 * entries are odd. */
	if ((rc = root_open(js, &root, &own)) == ST_OK && is_tree(js))
		rc = js->tree.layout->walk(&js->tree, root, &w);
	else if (rc == ST_OK && want == INFO_IDS) {
		w.note = 1;
		if ((rc = flat_walk(js, root, &w)) == ST_OK)
			rc = flat_unsafe(&w, root, &ls);
		tree_names_free(w.odd, w.nodd);
	} else if (rc == ST_OK)
		rc = flat_walk(js, root, &w);
	else if (rc == ST_NOT_FOUND)
		rc = ST_OK;
out:
	if (own >= 0)
		close(own);
	for (size_t i = 0; i < ls.l.nr && rc == ST_OK; i++)
		session_list_push(out, &ls.l.v[i]);	/* out is set only on success */
	if (rc == ST_OK)
		free(ls.l.v);
	else
		session_list_release(&ls.l);
	sess_release(&ls.s);
	buf_release(&ls.why);
	return rc;
}

int
jsonl_stat(struct store *st, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	struct sess s = SESS_INIT;
	int rc;

	(void)flags;
	if ((rc = session_paths((struct jsonl_store *)st, session, 0, -1, &s)) == ST_OK)
		rc = info_load((struct jsonl_store *)st, session, &s, want, out);
	sess_release(&s);
	return rc;
}

int
jsonl_load(struct store *st, const char *session, unsigned flags,
    struct item_cursor **out)
{
	struct sess s = SESS_INIT;
	struct jsonl_cursor *c;
	struct stat sb;
	off_t size;
	int fd, rc;

	if ((rc = session_paths((struct jsonl_store *)st, session, 0, -1, &s)) == ST_OK &&
	    (rc = snapshot((struct jsonl_store *)st, &s, flags & STORE_LOAD_UNLOCKED,
	    &fd, &sb, &size, NULL)) == ST_OK) {
		c = xcalloc(1, sizeof(*c));
		c->base.next = cursor_next;
		c->base.free = cursor_free;
		c->fd = fd;
		c->path = buf_detach(&s.data);
		c->left = size;
		c->line = 1;
		c->tolerant = (flags & STORE_LOAD_TOLERANT) != 0;
		c->verbatim = (flags & STORE_LOAD_VERBATIM) != 0;
		c->defer = c->tolerant && (flags & STORE_LOAD_DEFER);
		buf_grow(&c->in, BIG_CHUNK);	/* in.p is never NULL */
		*out = &c->base;
	}
	sess_release(&s);
	return rc;
}

/* Lock the directory of the data files for the whole write, creating the
 * store directory if it is missing (unlock() removes it if it stays empty),
 * and sweep the temp files that killed writers left in it (fsutil.h), but
 * in the directory of a one-file store, which is not the store's own. */
int
jsonl_lock(struct store *st)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	int rc;

	rc = fs_lock_dir(js->dir, js->single_id == NULL, js->busy_ms,
	    st->spec != NULL ? st->spec : st->path, &js->lock_fd, &js->made_dir);
	if (rc == ST_NOT_FOUND)
		rc = fail_errno(ST_IO, "cannot open '%s'", js->dir);
	if (rc == ST_OK && js->single_id == NULL)	/* not one file's */
		(void)fs_sweep_temps(js->lock_fd, js->dir);
	return rc;
}

int
jsonl_append(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *added)
{
	int repair_tail = (flags & STORE_WRITE_REPAIR_TAIL) != 0;
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct sess s = SESS_INIT;
	struct buf batch = BUF_INIT;
	struct item it;
	struct stat sb;
	uint64_t n = 0;
	int fd = -1, rc, more;

	if ((rc = session_paths(js, session, 1, created_at, &s)) != ST_OK)
		goto out;
	rc = item_cursor_next(in, &it);
	more = rc == ST_OK;
	if (rc == ST_END && !repair_tail) {	/* nothing to add */
		*added = 0;
		rc = ST_OK;
		goto out;
	}
	if ((rc != ST_OK && rc != ST_END) ||
	    (rc = sess_open(js, js->lock_fd, &s, more)) != ST_OK ||
	    (rc = sess_check(js, &s)) != ST_OK || (rc = pending_recover(js, &s)) != ST_OK)
		goto out;
	rc = fs_open_in(s.dfd, s.data.p, O_RDWR | O_APPEND, &fd, &sb);
	if (rc == ST_NOT_FOUND)
		rc = ST_OK;		/* a new session */
	else if (rc == ST_OK && sb.st_size > 0 && sb.st_nlink > 1 && repair_tail)
		rc = fail(ST_DATA, "'%s' has %ju names (hard links); refusing to cut "
		    "it in place", s.data.p, (uintmax_t)sb.st_nlink);
	else if (rc == ST_OK && sb.st_size > 0)
		rc = tail_check(s.dfd, fd, s.data.p, &sb.st_size, repair_tail, &batch);
	if (!more) {		/* --repair-tail of nothing: the tail alone */
		if (rc == ST_OK)
			*added = 0;
		goto out;
	}
	/* Read the whole batch, or its first BATCH_MAX bytes, before writing. */
	while (rc == ST_OK && batch.len <= BATCH_MAX) {
		buf_add(&batch, it.json, it.len);
		buf_addc(&batch, '\n');
		n++;
		if (batch.len <= BATCH_MAX)
			rc = item_cursor_next(in, &it);
	}
	if (rc != ST_OK && rc != ST_END)
		goto out;
	/* A file with other names (hard links) is replaced, not changed in
	 * place: their content stays as it was. */
	if (batch.len > BATCH_MAX || fd < 0 || sb.st_nlink > 1)
		rc = rewrite(js, &s, fd, fd >= 0 ? &sb : NULL, fd >= 0 ? -1 : created_at,
		    &batch, in, &n);	/* a new session's created_at only */
	else
		rc = append_small(s.dfd, &s, fd, &sb, &batch, n);
	if (rc == ST_OK)
		*added = n;
out:
	if (fd >= 0)
		close(fd);
	sess_release(&s);
	buf_release(&batch);
	return rc;
}

int
jsonl_replace(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *written)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct sess s = SESS_INIT;
	struct buf b = BUF_INIT;
	struct stat sb;
	uint64_t n = 0;
	int rc, exists = 0;

	(void)flags;
	if ((rc = session_paths(js, session, 1, created_at, &s)) != ST_OK ||
	    (rc = sess_open(js, js->lock_fd, &s, 1)) != ST_OK ||
	    (rc = sess_check(js, &s)) != ST_OK ||
	    (rc = pending_recover(js, &s)) != ST_OK)
		goto out;
	if ((rc = fs_check_in(s.dfd, s.data.p, 0, &sb)) != ST_OK &&
	    rc != ST_NOT_FOUND)
		goto out;
	exists = rc == ST_OK;
	rc = rewrite(js, &s, -1, exists ? &sb : NULL, created_at, &b, in, &n);
	if (rc == ST_OK)
		*written = n;
out:
	sess_release(&s);
	buf_release(&b);
	return rc;
}

/* Unlinking the data file is the commit point; the sidecar follows. */
int
jsonl_remove(struct store *st, const char *session)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct sess s = SESS_INIT;
	int rc;

	/* Another id than a single-file store's own is missing, not misuse. */
	if ((rc = layout_allows(js, TREE_REMOVE, "delete a session")) != ST_OK ||
	    (rc = session_paths(js, session, 0, -1, &s)) != ST_OK ||
	    (rc = sess_open(js, js->lock_fd, &s, 0)) != ST_OK ||
	    (rc = sess_check(js, &s)) != ST_OK ||
	    (rc = pending_recover(js, &s)) != ST_OK)
		goto out;
	if (fs_unlink(s.data.p) != 0) {
		rc = errno == ENOENT ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot remove '%s'", s.data.p);
		goto out;
	}
	if (s.meta.len > 0 && fs_unlink(s.meta.p) != 0 && errno != ENOENT)
		rc = fail_errno(ST_IO, "cannot remove '%s'", s.meta.p);
	rc = status_first(rc, fs_fsync_dir_after(s.dir.p));
out:
	sess_release(&s);
	return rc;
}

/* Move from to to, failing if to exists: renameat2() where the file system
 * has it, else link() and unlink(). */
static int
move_noreplace(int fdfd, const char *from, int tdfd, const char *to, const char *id)
{
	if (fs_renameat2(fdfd, from, tdfd, to, RENAME_NOREPLACE) == 0)
		return ST_OK;
	if (errno == EINVAL || errno == ENOSYS) {
		if (fs_link(fdfd, from, tdfd, to) != 0)
			return errno == EEXIST ? fail(ST_BUSY, "session '%s' already exists", id) :
			    fail_errno(ST_IO, "cannot link '%s' to '%s'", from, to);
		if (fs_unlink(from) == 0)
			return ST_OK;
		fail_errno(ST_IO, "cannot remove '%s'", from);
		fs_unlink(to);
		return ST_IO;
	}
	return errno == EEXIST ? fail(ST_BUSY, "session '%s' already exists", id) :
	    fail_errno(ST_IO, "cannot rename '%s' to '%s'", from, to);
}

int
jsonl_rename(struct store *st, const char *from, const char *to)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct sess f = SESS_INIT, t = SESS_INIT;
	struct stat sb, tsb;
	int64_t created;
	int rc, made_meta = 0;

	if (js->single_id != NULL)
		return fail(ST_USAGE, "cannot rename a session of '%s': a single-file store's "
		    "session is named after the file; rename the file instead", st->path);
	if ((rc = layout_allows(js, TREE_RENAME, "rename a session")) != ST_OK ||
	    (rc = session_paths(js, from, 0, -1, &f)) != ST_OK ||
	    (rc = sess_open(js, js->lock_fd, &f, 0)) != ST_OK ||
	    (rc = session_paths(js, to, 1, -1, &t)) != ST_OK ||
	    (rc = sess_open(js, js->lock_fd, &t, 1)) != ST_OK ||
	    (rc = sess_check(js, &f)) != ST_OK || (rc = sess_check(js, &t)) != ST_OK ||
	    (rc = pending_recover(js, &f)) != ST_OK || (rc = pending_recover(js, &t)) != ST_OK)
		goto out;
	rc = fs_check_in(f.dfd, f.data.p, 0, &sb);
	/* Refuse before writing to's sidecar: it could be a live one. */
	if (rc == ST_OK && fstatat(t.dfd, fs_at_name(t.dfd, t.data.p), &tsb,
	    AT_SYMLINK_NOFOLLOW) == 0)
		rc = fail(ST_BUSY, "session '%s' already exists", to);
	else if (rc == ST_OK && errno != ENOENT)
		rc = fail_errno(ST_IO, "cannot stat '%s'", t.data.p);
	if (rc != ST_OK)
		goto out;
	/* The trees keep created_at in the records: no sidecars. */
	if (t.meta.len > 0) {
		if ((rc = meta_read(f.dfd, f.meta.p, &sb, &created)) != ST_OK)
			goto out;
		made_meta = fstatat(t.dfd, fs_at_name(t.dfd, t.meta.p), &tsb,
		    AT_SYMLINK_NOFOLLOW) != 0;
		if ((rc = meta_write(t.dfd, t.meta.p, created)) != ST_OK)
			goto out;
	}
	if ((rc = move_noreplace(f.dfd, f.data.p, t.dfd, t.data.p, to)) != ST_OK) {
		if (made_meta)
			fs_unlink(t.meta.p);
		goto out;
	}
	if (f.meta.len > 0 && fs_unlink(f.meta.p) != 0 && errno != ENOENT)
		rc = fail_errno(ST_IO, "cannot remove '%s'", f.meta.p);
	rc = status_first(rc, fs_fsync_dir_after(t.dir.p));
	if (strcmp(f.dir.p, t.dir.p) != 0)
		rc = status_first(rc, fs_fsync_dir_after(f.dir.p));
out:
	sess_release(&f);
	sess_release(&t);
	return rc;
}

/* The data file of session (as load() opened it) and the item's line. */
void
jsonl_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	struct sess s = SESS_INIT;

	buf_reset(scratch);
	/* Cannot fail for a session that load() found. */
	if (session_paths((struct jsonl_store *)st, session, 0, -1, &s) == ST_OK)
		buf_add(scratch, s.data.p, s.data.len);
	else
		buf_adds(scratch, st->path);
	sess_release(&s);
	out->file = scratch->p;
	out->line = it->line;
	out->row = 0;
}

/* The session's data file, or the store's: its directory, a tree's whole,
 * or a single-file store's file. */
int
jsonl_watch(struct store *st, const char *session, struct store_watch *out)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct sess s = SESS_INIT;
	int rc = ST_OK;

	if (session != NULL) {
		if ((rc = session_paths(js, session, 0, -1, &s)) == ST_OK)
			store_watch_add(out, s.data.p, s.data.len);
		sess_release(&s);
		return rc;
	}
	if (js->single_id != NULL) {
		store_watch_add(out, js->single_data, strlen(js->single_data));
		return ST_OK;
	}
	store_watch_add(out, js->dir, strlen(js->dir));
	out->tree = is_tree(js);
	return ST_OK;
}

const struct store_ops store_jsonl_ops = {
	.name = "jsonl",
	.probe = jsonl_probe,
	.open = jsonl_open,
	TREE_METHODS
};
