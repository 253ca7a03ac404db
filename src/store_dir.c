/*
 * store_dir.c - the "dir" backend: a directory per session, a file per item.
 *
 * Layout:
 *	ROOT/<enc>/			one session; <enc> = id_encode(id)
 *	ROOT/<enc>/NNNNNNNN.json	item NNNNNNNN ("%08" PRIu64; readers accept
 *					any number of digits), pretty-printed with
 *					a final newline, to be read, edited, diffed
 *	ROOT/<enc>/meta.json		{"created_at":MS,"items":N,"bytes":B}
 *	ROOT/.tmp-*, .del-*, .old-*	work directories of writers
 *
 * Names that id_decode() rejects (dot-names among them) and entries that are
 * not directories are not sessions; other stray files in a session are
 * ignored.  A hand-made session may lack meta.json (or some of its members):
 * created_at is then the directory's mtime, items every numbered file (they
 * must run from 0 without gaps) and bytes their total canonical size.
 *
 * Guarantees:
 *  - "items" in meta.json is the commit record: readers load files 0..N-1
 *    and ignore higher ones (leftovers of an interrupted append, which the
 *    next append overwrites, and replace drops).  append writes and fsyncs
 *    the new files, then replaces meta.json atomically (fs_replace_file);
 *    its cost does not grow with the session: it never lists the
 *    directory, except on the first append to a hand-made session, whose
 *    numbered files past the count (strays) it removes.  Files added by
 *    hand to a session that meta.json commits are not looked for: one whose
 *    number an append reaches under another width makes the session fail
 *    to load ("item N also in ...") until it is removed.
 *  - A new session, and every replace, is built complete in .tmp-XXXXXX and
 *    put in place by one rename: RENAME_EXCHANGE for an existing session,
 *    so the old version stays whole until the new one is in place.  In
 *    batch mode (store.h; convert) replace builds it unsynced, and
 *    unlock(1) syncs the file system once (syncfs(2)), moves each session
 *    into place, fsyncs ROOT once and deletes the old versions
 *    (dir_defer_commit()); unlock(0) deletes what was built.
 *  - remove renames the session to .del-XXXXXX, then deletes it; rename uses
 *    RENAME_NOREPLACE.  Both are one atomic rename.
 *  - Writers serialise on an flock(2) of ROOT, held for the whole write, and
 *    lock() deletes the work directories of interrupted writers.  lock()
 *    makes a missing ROOT; unlock() removes it again, still under the lock,
 *    if it stayed empty (an empty or failed first write leaves nothing).  A
 *    writer checks, once it holds the lock, that ROOT is still the directory
 *    it locked, not one that another process removed meanwhile (fsutil.h
 *    fs_lock_dir).  Readers take no lock: a load opens the session directory
 *    once and reads every file relative to it, so it sees one version, or
 *    fails with ST_BUSY if that version went away.
 *  - Every step of these writes is a fault point (fsutil.h), and a kill at
 *    any of them leaves each session as it was or as it is after the write
 *    (tests/crash).
 *  - Nothing outside ROOT is read or written (fsutil.h): ROOT may be a
 *    link, but a session directory is opened relative to ROOT, and its
 *    files relative to it, never through a link.  A session entry that is
 *    a link, a FIFO, a socket or a device is listed with its problem
 *    (store.h) and refused by readers and writers (ST_DATA); a regular
 *    file there is not a session (listing skips it; naming it is ST_DATA).
 *    An item file or meta.json that is a link or a special file is
 *    refused when read.  Item files are always created new (O_EXCL after
 *    unlinking a leftover), so no link or second name (hard link) of
 *    another file is written through; meta.json is replaced by rename.
 *
 * Tolerant loads (store.h) yield an item file that is not one JSON object
 * as a flawed item (item.h) with the file's bytes; a missing or doubled file
 * is still an error.  Tolerant list() and stat(), where they must sum the
 * items (no "bytes" in meta.json), count a flawed one's raw bytes rather
 * than fail.  where() names the item's file: the name the load read,
 * which is the 8-digit one unless a hand-made session uses another width.
 *
 * Known window: where RENAME_EXCHANGE is unsupported (EINVAL/ENOSYS: some
 * network and FUSE file systems), replace moves the old session to
 * .old-XXXXXX, then the new one into place.  Readers see the session missing
 * in between, and a crash there leaves it missing, its old version in
 * .old-XXXXXX until the next lock() deletes it.
 */
#include <sys/stat.h>

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
#include "fsutil.h"
#include "id.h"
#include "item.h"
#include "json.h"
#include "store.h"
#include "xalloc.h"

#define DIR_META	"meta.json"
#define DIR_NAME_MAX	256			/* NAME_MAX + NUL */
#define DIR_DIGITS_MAX	(DIR_NAME_MAX - 6)	/* room for ".json" */
#define DIR_SEQ_MAX	((UINT64_C(1) << 56) - 1)	/* seq << 8 | width fits */
#define DIR_ALL		UINT64_MAX		/* dir_index(): no meta "items" */
#define DIR_O_DIR	(O_RDONLY | O_DIRECTORY | O_CLOEXEC)

struct dir_store {
	struct store	 base;		/* first */
	enum store_mode	 mode;
	int		 busy_ms;
	int		 lock_fd;	/* ROOT, flocked from lock() to unlock() */
	int		 made_root;	/* lock() created ROOT */
	int		 batch;		/* batch_mode(): replace() defers */
	struct dir_deferred *dv;	/* the sessions unlock(1) moves in */
	size_t		 dnr, dalloc;
};

/* A replace() in batch mode: the session built, unsynced, in tmp, to be
 * moved to dst (exchanged with it if exists). */
struct dir_deferred {
	char		*tmp, *dst;	/* owned */
	int		 exists;
};

struct dir_meta {
	int64_t		 created_at;
	uint64_t	 items, bytes;
	int		 complete;	/* meta.json held all three */
};

enum dir_need {
	DIR_NEED_ITEMS = 1,	/* count the files if meta.json does not say */
	DIR_NEED_BYTES = 2	/* sum the items if meta.json does not say */
};

struct dir_cursor {
	struct item_cursor	 base;	/* first */
	int			 dfd;	/* the session dir, opened once */
	char			*id, *dpath;
	unsigned char		*width;	/* digits in the file name of item seq */
	uint64_t		 n, next;
	int			 tolerant;	/* yield flawed items */
	int			 verbatim;	/* compact without validating */
	int			 defer;		/* tolerant: ITEM_UNCHECKED */
	struct buf		 path, text, scratch;
};

/* 1 with *seq and *width (digit count) if name is DIGITS ".json", else 0.
 * Values beyond UINT64_MAX saturate. */
static int
dir_seq_parse(const char *name, uint64_t *seq, unsigned *width)
{
	const char *p;
	uint64_t v = 0;

	for (p = name; *p >= '0' && *p <= '9'; p++)
		v = v > (UINT64_MAX - 9) / 10 ? UINT64_MAX : v * 10 + (uint64_t)(*p - '0');
	if (p == name || p - name > DIR_DIGITS_MAX || strcmp(p, ".json") != 0)
		return 0;
	*seq = v;
	*width = (unsigned)(p - name);
	return 1;
}

/* The file name of item seq with at least width digits; width 8 is ours. */
static void
dir_seq_name(char *name, uint64_t seq, unsigned width)
{
	if (width > DIR_DIGITS_MAX)	/* never: dir_seq_parse() caps it */
		width = DIR_DIGITS_MAX;
	snprintf(name, DIR_NAME_MAX, "%0*" PRIu64 ".json", (int)width, seq);
}

/* "ROOT/<enc>" for session id in path; ST_USAGE (reported) if too long. */
static int
dir_session_path(const struct dir_store *ds, const char *id, struct buf *path)
{
	struct buf enc = BUF_INIT;
	int rc;

	if ((rc = id_encode(id, &enc)) == ST_OK)
		fs_join(path, ds->base.path, enc.p);
	buf_release(&enc);
	return rc;
}

/*
 * The path of session id, and its dir opened in *fd if fd is not NULL (else
 * just checked), relative to ROOT without following a link: ST_NOT_FOUND
 * (silently) if missing, ST_DATA if the entry is a link or not a directory
 * (fs_check_in()).
 */
static int
dir_session(const struct dir_store *ds, const char *id, struct buf *path, int *fd)
{
	int rc, dfd, root = ds->lock_fd, own = -1;

	if ((rc = dir_session_path(ds, id, path)) != ST_OK)
		return rc;
	if (root == -1 && (root = own = open(ds->base.path, DIR_O_DIR)) == -1)
		return errno == ENOENT || errno == ENOTDIR ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot open '%s'", ds->base.path);
	rc = fs_opendir_in(root, path->p, &dfd);
	if (own != -1)
		close(own);
	if (rc != ST_OK)
		return rc;
	if (fd != NULL)
		*fd = dfd;
	else
		close(dfd);
	return ST_OK;
}

/* The next entry of d (named path): 1, 0 at the end, -1 after a message. */
static int
dir_readdir(DIR *d, const char *path, struct dirent **de)
{
	errno = 0;
	if ((*de = readdir(d)) != NULL)
		return 1;
	if (errno == 0)
		return 0;
	fail_errno(ST_IO, "cannot read '%s'", path);
	return -1;
}

/* An independent directory stream over the directory dfd (whose name is
 * path); NULL after a message. */
static DIR *
dir_stream(int dfd, const char *path)
{
	DIR *d;
	int fd;

	if ((fd = openat(dfd, ".", DIR_O_DIR)) == -1) {
		fail_errno(ST_IO, "cannot open '%s'", path);
		return NULL;
	}
	if ((d = fdopendir(fd)) == NULL) {
		fail_errno(ST_IO, "cannot read '%s'", path);
		close(fd);
	}
	return d;
}

/* Did the directory opened as dfd stop being the one at path? */
static int
dir_changed(int dfd, const char *path)
{
	struct stat a, b;

	if (fstat(dfd, &a) == -1 || stat(path, &b) == -1)
		return 1;
	return a.st_dev != b.st_dev || a.st_ino != b.st_ino;
}

static int
dir_busy(const char *id)
{
	return fail(ST_BUSY, "session '%s' changed while being read; try again", id);
}

/* Read all of fd into out (reset first; out->p is never NULL after). */
static int
dir_read_fd(int fd, const char *path, struct buf *out)
{
	ssize_t r;

	buf_reset(out);
	for (;;) {
		buf_grow(out, 8192);
		r = read(fd, out->p + out->len, out->alloc - out->len - 1);
		if (r == 0)
			break;
		if (r == -1) {
			if (errno == EINTR)
				continue;
			return fail_errno(ST_IO, "cannot read '%s'", path);
		}
		out->len += (size_t)r;
		out->p[out->len] = '\0';
	}
	return ST_OK;
}

/* Create, write, fsync (if sync) and close DPATH/name (dfd is DPATH). */
static int
dir_write_file(int dfd, const char *dpath, const char *name, const char *p, size_t n,
    int sync)
{
	const int flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
	struct buf path = BUF_INIT;
	int fd, rc;

	fs_join(&path, dpath, name);
	/* Always a new file: a leftover of an interrupted append (beyond the
	 * commit record) is unlinked first, so that neither a link nor a
	 * second name (hard link) of another file is written through. */
	if ((fd = fs_create(dfd, name, flags, 0644)) == -1 && errno == EEXIST &&
	    fs_unlinkat(dfd, name, 0) == 0)
		fd = fs_create(dfd, name, flags, 0644);
	if (fd == -1) {
		rc = fail_errno(ST_IO, "cannot create '%s'", path.p);
		goto out;
	}
	rc = fs_write_all(fd, p, n, path.p);
	if (rc == ST_OK && sync)
		rc = fs_fsync(fd, path.p);
	if (close(fd) == -1 && rc == ST_OK)
		rc = fail_errno(ST_IO, "cannot close '%s'", path.p);
out:
	buf_release(&path);
	return rc;
}

/* Unlink our files for items first..last of the session dir dfd, quietly:
 * they are beyond the commit record. */
static void
dir_unlink_items(int dfd, uint64_t first, uint64_t last)
{
	char name[DIR_NAME_MAX];

	for (uint64_t seq = first; seq <= last; seq++) {
		dir_seq_name(name, seq, 8);
		fs_unlinkat(dfd, name, 0);
	}
}

/* Rename without replacing an existing to; 0, or -1 with errno (EEXIST). */
static int
dir_rename_noreplace(const char *from, const char *to)
{
	struct stat sb;

#ifdef RENAME_NOREPLACE
	if (fs_renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0)
		return 0;
	if (errno != EINVAL && errno != ENOSYS)
		return -1;
#endif
	/* Unsupported: check, then rename (safe from other writers under
	 * the lock; rename(2) alone would replace an empty directory). */
	if (lstat(to, &sb) == 0) {
		errno = EEXIST;
		return -1;
	}
	if (errno != ENOENT)
		return -1;
	return fs_rename(from, to);
}

/* Swap two paths atomically; 0, or -1 with errno (EINVAL or ENOSYS where the
 * file system or the kernel cannot). */
static int
dir_exchange(const char *a, const char *b)
{
#ifdef RENAME_EXCHANGE
	return fs_renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
	(void)a;
	(void)b;
	errno = ENOSYS;
	return -1;
#endif
}

/* Create a fresh empty directory ROOT/<prefix>XXXXXX, path in out. */
static int
dir_mkdtemp(const struct dir_store *ds, const char *prefix, struct buf *out)
{
	fs_join(out, ds->base.path, prefix);
	buf_adds(out, "XXXXXX");
	fs_step("mkdir");
	if (mkdtemp(out->p) == NULL)
		return fail_errno(ST_IO, "cannot create a directory in '%s'", ds->base.path);
	return ST_OK;
}

/* --- Reading --------------------------------------------------------- */

static int
dir_key_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/*
 * Index the item files of the session dir dfd (path dpath, id for
 * messages).  n != DIR_ALL: files 0..n-1 must exist, one each; others are
 * ignored.  n == DIR_ALL (meta.json does not say): every numbered file
 * counts, and they must be 0..count-1.  On success *count is the number of
 * items and *width (if not NULL; caller frees) the digit count of each
 * one's file name.  ST_DATA names a missing or doubled file; ST_BUSY if the
 * session was replaced or removed meanwhile.
 */
static int
dir_index(int dfd, const char *dpath, const char *id, uint64_t n,
    unsigned char **width, uint64_t *count)
{
	DIR *d;
	struct dirent *de;
	uint64_t *keys = NULL, seq;
	size_t nr = 0, alloc = 0, i;
	unsigned w;
	char name[DIR_NAME_MAX], other[DIR_NAME_MAX];
	int r, rc = ST_OK;

	if ((d = dir_stream(dfd, dpath)) == NULL)
		return ST_IO;
	while ((r = dir_readdir(d, dpath, &de)) == 1) {
		if (!dir_seq_parse(de->d_name, &seq, &w) || (n != DIR_ALL && seq >= n))
			continue;
		if (seq > DIR_SEQ_MAX) {
			rc = fail(ST_DATA, "%s/%s: item number too large", dpath, de->d_name);
			break;
		}
		xgrow(&keys, &alloc, nr + 1, sizeof(*keys));
		keys[nr++] = seq << 8 | w;
	}
	closedir(d);
	if (r < 0)
		rc = ST_IO;
	if (rc != ST_OK)
		goto out;

	if (nr > 1)
		qsort(keys, nr, sizeof(*keys), dir_key_cmp);
	for (i = 0; i <= nr; i++) {
		if (i == nr && (n == DIR_ALL || i == n))
			break;
		if (i < nr && keys[i] >> 8 == i)
			continue;
		if (dir_changed(dfd, dpath)) {
			rc = dir_busy(id);
		} else if (i < nr && i > 0 && keys[i] >> 8 == keys[i - 1] >> 8) {
			dir_seq_name(name, keys[i] >> 8, keys[i] & 0xff);
			dir_seq_name(other, keys[i - 1] >> 8, keys[i - 1] & 0xff);
			rc = fail(ST_DATA, "%s/%s: item %" PRIu64 " also in %s", dpath,
			    name, keys[i] >> 8, other);
		} else {
			dir_seq_name(name, i, 8);
			rc = fail(ST_DATA, "%s/%s: missing (items run from 0 without gaps)",
			    dpath, name);
		}
		goto out;
	}
	/* Without meta.json the count is only as good as the scan. */
	if (n == DIR_ALL && dir_changed(dfd, dpath)) {
		rc = dir_busy(id);
		goto out;
	}
	if (width != NULL) {
		*width = xmalloc(nr);
		for (i = 0; i < nr; i++)
			(*width)[i] = (unsigned char)(keys[i] & 0xff);
	}
	*count = nr;
out:
	free(keys);
	return rc;
}

static int
dir_cursor_next(struct item_cursor *c, struct item *out)
{
	struct dir_cursor *dc = (struct dir_cursor *)c;
	struct pos pos = { .line = 1, .col = 1 };
	struct item it = { .seq = dc->next, .flaw = ITEM_OK };	/* line 0 */
	char name[DIR_NAME_MAX];
	int fd, rc;

	if (dc->next == dc->n)
		return ST_END;
	dir_seq_name(name, dc->next, dc->width[dc->next]);
	fs_join(&dc->path, dc->dpath, name);
	if ((rc = fs_open_in(dc->dfd, dc->path.p, O_RDONLY, &fd, NULL)) != ST_OK) {
		/* The index saw it: a replace or remove took this version. */
		return rc == ST_NOT_FOUND ? dir_busy(dc->id) : rc;
	}
	rc = dir_read_fd(fd, dc->path.p, &dc->text);
	close(fd);
	if (rc != ST_OK)
		return rc;
	pos.file = dc->path.p;
	pos.seq = dc->next;
	if (dc->verbatim) {		/* our own pretty-printed files */
		buf_reset(&dc->scratch);
		buf_grow(&dc->scratch, dc->text.len);
		it.len = json_compact(dc->text.p, dc->text.len, dc->scratch.p);
		it.json = dc->scratch.p;
	} else if (!dc->tolerant) {
		rc = item_canon(dc->text.p, dc->text.len, &dc->scratch, &it.json, &it.len,
		    &pos);
		if (rc != ST_OK)
			return rc;
	} else if (dc->defer) {
		it.json = dc->text.p;
		it.len = dc->text.len;
		it.flaw = ITEM_UNCHECKED;
	} else
		item_settle(&it, dc->text.p, dc->text.len, &dc->scratch);
	dc->next++;
	*out = it;
	return ST_OK;
}

static void
dir_cursor_free(struct item_cursor *c)
{
	struct dir_cursor *dc = (struct dir_cursor *)c;

	if (dc == NULL)
		return;
	close(dc->dfd);
	free(dc->id);
	free(dc->dpath);
	free(dc->width);
	buf_release(&dc->path);
	buf_release(&dc->text);
	buf_release(&dc->scratch);
	free(dc);
}

/*
 * A cursor over items 0..n-1 of the session dir dfd (taken, closed even on
 * failure; dpath names it, id is for messages), yielding flawed items if
 * tolerant.  The directory is indexed first, so a gap or a doubled file
 * fails here.  Memory: 9 bytes per item while indexing, 1 after, plus the
 * largest item.
 */
static int
dir_cursor_open(int dfd, const char *dpath, const char *id, uint64_t n, int tolerant,
    struct item_cursor **out)
{
	struct dir_cursor *dc;
	unsigned char *width = NULL;
	uint64_t count;
	int rc;

	if ((rc = dir_index(dfd, dpath, id, n, &width, &count)) != ST_OK) {
		close(dfd);
		return rc;
	}
	dc = xcalloc(1, sizeof(*dc));
	dc->base.next = dir_cursor_next;
	dc->base.free = dir_cursor_free;
	dc->dfd = dfd;
	dc->id = xstrdup(id);
	dc->dpath = xstrdup(dpath);
	dc->width = width;
	dc->n = count;
	dc->tolerant = tolerant;
	*out = &dc->base;
	return ST_OK;
}

/*
 * The metadata of the session dir dfd (dpath names it, id for messages):
 * meta.json, completed from the directory as need asks (hand-made
 * sessions).  ST_DATA if meta.json is not a JSON object of non-negative
 * integers, or the files are not numbered 0..N-1; a bad item file too,
 * unless tolerant (its raw size counts then).
 */
static int
dir_meta_read(int dfd, const char *dpath, const char *id, int need, int tolerant,
    struct dir_meta *out)
{
	struct buf path = BUF_INIT, text = BUF_INIT;
	struct dir_meta m = { -1, 0, 0, 0 };
	struct meta mj = { -1, -1, -1 };
	struct item_cursor *c = NULL;
	struct item it;
	struct stat sb;
	int fd, rc = ST_OK, have_time, have_items, have_bytes;

	fs_join(&path, dpath, DIR_META);
	if ((rc = fs_open_in(dfd, path.p, O_RDONLY, &fd, NULL)) == ST_NOT_FOUND) {
		rc = ST_OK;
	} else if (rc == ST_OK) {
		rc = dir_read_fd(fd, path.p, &text);
		close(fd);
		if (rc == ST_OK)
			rc = item_meta_parse(text.p, text.len, path.p, &mj);
		if (rc == ST_OK && (uint64_t)mj.items > DIR_SEQ_MAX && mj.items >= 0)
			rc = fail(ST_DATA, "%s: \"items\" is out of range", path.p);
	}
	if (rc != ST_OK)
		goto out;
	have_time = mj.created_at >= 0;
	have_items = mj.items >= 0;
	have_bytes = mj.bytes >= 0;
	m.created_at = mj.created_at;
	m.items = have_items ? (uint64_t)mj.items : 0;
	m.bytes = have_bytes ? (uint64_t)mj.bytes : 0;
	m.complete = have_time && have_items && have_bytes;

	if (!have_time) {
		if (fstat(dfd, &sb) == -1) {
			rc = fail_errno(ST_IO, "cannot stat '%s'", dpath);
			goto out;
		}
		m.created_at = (int64_t)sb.st_mtim.tv_sec * 1000 + sb.st_mtim.tv_nsec / 1000000;
	}
	if (!have_items && (need & (DIR_NEED_ITEMS | DIR_NEED_BYTES)) != 0) {
		rc = dir_index(dfd, dpath, id, DIR_ALL, NULL, &m.items);
		if (rc != ST_OK)
			goto out;
	}
	if (!have_bytes && (need & DIR_NEED_BYTES) != 0) {
		if ((fd = fcntl(dfd, F_DUPFD_CLOEXEC, 0)) == -1) {
			rc = fail_errno(ST_IO, "cannot open '%s'", dpath);
			goto out;
		}
		if ((rc = dir_cursor_open(fd, dpath, id, m.items, tolerant, &c)) != ST_OK)
			goto out;
		while ((rc = item_cursor_next(c, &it)) == ST_OK)
			m.bytes += it.len;
		if (rc != ST_END)
			goto out;
		rc = ST_OK;
	}
	*out = m;
out:
	item_cursor_free(c);
	buf_release(&path);
	buf_release(&text);
	return rc;
}

/* meta.json's text for m: compact, with a final newline. */
static void
dir_meta_format(struct buf *out, const struct dir_meta *m)
{
	struct meta mj = { m->created_at, (int64_t)m->items, (int64_t)m->bytes };

	buf_reset(out);
	item_meta_write(out, &mj);
}

/* --- Writing --------------------------------------------------------- */

/*
 * Write the items of in (head first, if not NULL) as files first, first+1,
 * ... of the session dir dfd (named dpath), each fsynced if sync.  On success
 * *count and *bytes say what was written.  On failure the files written are
 * unlinked again and the status returned (a cursor's as is).
 */
static int
dir_write_items(int dfd, const char *dpath, uint64_t first, const struct item *head,
    struct item_cursor *in, int sync, uint64_t *count, uint64_t *bytes)
{
	struct buf text = BUF_INIT;
	struct item it;
	char name[DIR_NAME_MAX];
	uint64_t k, total = 0;
	int rc = ST_OK;

	if (head != NULL)
		it = *head;
	for (k = 0;; k++) {
		if (head == NULL || k > 0) {
			if ((rc = item_cursor_next(in, &it)) == ST_END) {
				rc = ST_OK;
				break;
			}
			if (rc != ST_OK)
				break;
		}
		buf_reset(&text);
		json_pretty(it.json, it.len, &text);
		buf_addc(&text, '\n');
		dir_seq_name(name, first + k, 8);
		if ((rc = dir_write_file(dfd, dpath, name, text.p, text.len,
		    sync)) != ST_OK)
			break;
		total += it.len;
	}
	if (rc != ST_OK)
		dir_unlink_items(dfd, first, first + k);	/* k is maybe partial */
	else {
		*count = k;
		*bytes = total;
	}
	buf_release(&text);
	return rc;
}

/*
 * Build a complete session in a fresh ROOT/.tmp-XXXXXX, its path in tmp:
 * the items of in (head first, if not NULL) and meta.json with created_at,
 * everything fsynced if sync.  *count is the number of items.  On failure
 * nothing is left behind.
 */
static int
dir_build(const struct dir_store *ds, const struct item *head, struct item_cursor *in,
    int64_t created_at, int sync, struct buf *tmp, uint64_t *count)
{
	struct dir_meta m = { created_at, 0, 0, 1 };
	struct buf text = BUF_INIT;
	int dfd = -1, rc;

	if ((rc = fs_mkdtemp(ds->base.path, tmp)) != ST_OK)
		return rc;
	if ((dfd = open(tmp->p, DIR_O_DIR | O_NOFOLLOW)) == -1) {
		rc = fail_errno(ST_IO, "cannot open '%s'", tmp->p);
		goto out;
	}
	rc = dir_write_items(dfd, tmp->p, 0, head, in, sync, &m.items, &m.bytes);
	if (rc != ST_OK)
		goto out;
	dir_meta_format(&text, &m);
	if ((rc = dir_write_file(dfd, tmp->p, DIR_META, text.p, text.len,
	    sync)) != ST_OK)
		goto out;
	if (sync && (rc = fs_fsync_dirfd(dfd, tmp->p)) != ST_OK)
		goto out;
	*count = m.items;
out:
	if (dfd != -1)
		close(dfd);
	if (rc != ST_OK)
		fs_remove_tree(tmp->p);
	buf_release(&text);
	return rc;
}

/* Move the session built in tmp to the new session dst: ST_OK, or ST_IO
 * with tmp left (the caller removes it). */
static int
dir_move_new(const char *tmp, const char *dst)
{
	if (dir_rename_noreplace(tmp, dst) == -1)
		return fail_errno(ST_IO, "cannot rename '%s' to '%s'", tmp, dst);
	return ST_OK;
}

/*
 * Put the session built in tmp in the place of the existing session dst.
 * On success the old version is at old (tmp itself after an exchange), for
 * the caller to remove once ROOT is fsynced.  On failure dst is untouched
 * and tmp left for the caller to remove.
 */
static int
dir_swap(const struct dir_store *ds, const char *tmp, const char *dst, struct buf *old)
{
	int rc, e;

	buf_reset(old);
	if (dir_exchange(tmp, dst) == 0) {
		buf_adds(old, tmp);
		return ST_OK;
	}
	if (errno != EINVAL && errno != ENOSYS)
		return fail_errno(ST_IO, "cannot exchange '%s' and '%s'", tmp, dst);
	/* Two renames; the window is documented at the top. */
	if ((rc = dir_mkdtemp(ds, ".old-", old)) != ST_OK)
		return rc;
	if (fs_rename(dst, old->p) == -1) {
		e = errno;
		fs_rmdir(old->p);
		errno = e;
		return fail_errno(ST_IO, "cannot rename '%s' to '%s'", dst, old->p);
	}
	if (fs_rename(tmp, dst) == -1) {
		rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", tmp, dst);
		if (fs_rename(old->p, dst) == -1)
			fail_errno(ST_IO, "cannot restore '%s' from '%s'", dst, old->p);
		return rc;
	}
	return ST_OK;
}

/*
 * Move the session built in tmp into place (dir_move_new(), or dir_swap()
 * if exists), fsync ROOT, then delete the old version.  On failure before
 * the move tmp is removed and dst untouched; a failure after it (fsync,
 * cleanup) is reported, but the new version is in place.
 */
static int
dir_commit(const struct dir_store *ds, const char *tmp, const char *dst, int exists)
{
	struct buf old = BUF_INIT;
	int rc;

	rc = exists ? dir_swap(ds, tmp, dst, &old) : dir_move_new(tmp, dst);
	if (rc != ST_OK)
		fs_remove_tree(tmp);
	else
		rc = fs_fsync_dir_after(ds->base.path);
	if (old.len > 0)
		rc = status_first(rc, fs_remove_tree(old.p));
	buf_release(&old);
	return rc;
}

/* --- Batch mode ------------------------------------------------------ */

/*
 * Commit what replace() deferred: one syncfs(2) makes every session built
 * durable (their files and directories), then each is moved into place
 * (its commit point), ROOT is fsynced once, and the old versions are
 * deleted.  After a failed move the sessions before it are committed and
 * the rest dropped.
 */
static int
dir_defer_commit(struct dir_store *ds)
{
	struct buf old = BUF_INIT;
	size_t moved = 0;
	int rc;

	if (ds->dnr == 0)
		return ST_OK;
	rc = fs_syncfs(ds->lock_fd, ds->base.path);
	for (; moved < ds->dnr && rc == ST_OK; moved++) {
		struct dir_deferred *d = &ds->dv[moved];

		rc = d->exists ? dir_swap(ds, d->tmp, d->dst, &old) :
		    dir_move_new(d->tmp, d->dst);
		if (rc != ST_OK)
			break;
		if (old.len > 0 && strcmp(old.p, d->tmp) != 0) {
			free(d->tmp);	/* the old version, to delete below */
			d->tmp = buf_detach(&old);
		} else if (!d->exists) {
			free(d->tmp);	/* nothing left there */
			d->tmp = NULL;
		}
	}
	if (moved > 0)
		rc = status_first(rc, fs_fsync_dirfd_after(ds->lock_fd, ds->base.path));
	buf_release(&old);
	return rc;
}

/* Drop the sessions built and not moved, and the old versions of those
 * moved: delete every work directory left in the list. */
static int
dir_defer_drop(struct dir_store *ds)
{
	int rc = ST_OK;

	for (size_t i = 0; i < ds->dnr; i++) {
		if (ds->dv[i].tmp != NULL)
			rc = status_first(rc, fs_remove_tree(ds->dv[i].tmp));
		free(ds->dv[i].tmp);
		free(ds->dv[i].dst);
	}
	ds->dnr = 0;
	return rc;
}

static int
dir_batch_mode(struct store *st)
{
	((struct dir_store *)st)->batch = 1;
	st->verify_apart = 1;	/* readers take no lock */
	return ST_OK;
}

/*
 * Before an append to the session dir dfd holding n items: unlink numbered
 * files >= n (leftovers of an interrupted append, or hand-made strays that
 * would double the new ones) and .tmp-* files of an interrupted
 * fs_replace_file().  Readers never look at either.
 */
static int
dir_prune(int dfd, const char *dpath, uint64_t n)
{
	DIR *d;
	struct dirent *de;
	struct buf path = BUF_INIT;
	uint64_t seq;
	unsigned w;
	int r, rc = ST_OK;

	if ((d = dir_stream(dfd, dpath)) == NULL)
		return ST_IO;
	while ((r = dir_readdir(d, dpath, &de)) == 1) {
		if (!(dir_seq_parse(de->d_name, &seq, &w) && seq >= n) &&
		    strncmp(de->d_name, ".tmp-", 5) != 0)
			continue;
		if (fs_unlinkat(dfd, de->d_name, 0) == -1 && errno != ENOENT) {
			fs_join(&path, dpath, de->d_name);
			rc = fail_errno(ST_IO, "cannot remove '%s'", path.p);
			break;
		}
	}
	closedir(d);
	if (r < 0)
		rc = ST_IO;
	buf_release(&path);
	return rc;
}

/* Delete the work directories that interrupted writers left in ROOT (dfd);
 * only safe under the lock. */
static int
dir_clean(const struct dir_store *ds, int dfd)
{
	static const char *const prefix[] = { ".tmp-", ".del-", ".old-" };
	DIR *d;
	struct dirent *de;
	struct buf path = BUF_INIT;
	int r, rc = ST_OK;

	if ((d = dir_stream(dfd, ds->base.path)) == NULL)
		return ST_IO;
	while ((r = dir_readdir(d, ds->base.path, &de)) == 1) {
		for (size_t i = 0; i < nitems(prefix); i++) {
			if (strncmp(de->d_name, prefix[i], 5) != 0)
				continue;
			fs_join(&path, ds->base.path, de->d_name);
			rc = status_first(rc, fs_remove_tree(path.p));
		}
	}
	closedir(d);
	if (r < 0)
		rc = ST_IO;
	buf_release(&path);
	return rc;
}

/* --- Methods --------------------------------------------------------- */

/* A directory with a non-dot subdirectory holding meta.json or an item
 * file.  Stops at the first hit. */
static int
dir_probe(const struct store_ops *ops, const char *path, const struct stat *st)
{
	DIR *d, *sd;
	struct dirent *de, *sde;
	uint64_t seq;
	unsigned w;
	int fd, sfd, hit = 0;

	(void)ops;
	if (st == NULL || !S_ISDIR(st->st_mode))
		return 0;
	if ((fd = open(path, DIR_O_DIR)) == -1)
		return 0;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return 0;
	}
	while (!hit && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' ||
		    (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN))
			continue;
		if ((sfd = openat(fd, de->d_name, DIR_O_DIR | O_NOFOLLOW)) == -1)
			continue;
		if (faccessat(sfd, DIR_META, F_OK, AT_SYMLINK_NOFOLLOW) == 0) {
			hit = 1;
			close(sfd);
		} else if ((sd = fdopendir(sfd)) == NULL) {
			close(sfd);
		} else {
			while (!hit && (sde = readdir(sd)) != NULL)
				hit = dir_seq_parse(sde->d_name, &seq, &w);
			closedir(sd);
		}
	}
	closedir(d);
	return hit;
}

static int
dir_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	struct dir_store *ds;
	struct stat sb;

	if (stat(path, &sb) == -1) {
		if (errno != ENOENT)
			return fail_errno(ST_IO, "cannot access '%s'", path);
		if (mode == STORE_READ)
			return fail(ST_NOT_FOUND, "no such store '%s'", path);
	} else if (!S_ISDIR(sb.st_mode))
		return fail(ST_DATA, "'%s' is not a directory", path);

	ds = xcalloc(1, sizeof(*ds));
	ds->base.ops = ops;
	ds->base.path = xstrdup(path);
	ds->mode = mode;
	ds->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	ds->lock_fd = -1;
	*out = &ds->base;
	return ST_OK;
}

static int	dir_unlock(struct store *, int);

static int
dir_close(struct store *st, int ok)
{
	struct dir_store *ds = (struct dir_store *)st;

	(void)ok;
	if (ds == NULL)
		return ST_OK;
	dir_unlock(st, 0);
	free(ds->dv);
	free(ds->base.path);	/* base.spec is store_close()'s */
	free(ds);
	return ST_OK;
}

static int
dir_list(struct store *st, enum info_want want, unsigned flags,
    struct session_list *out)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct session_list l = SESSION_LIST_INIT;
	struct session_info info = { 0 };
	struct buf id = BUF_INIT, dpath = BUF_INIT, mpath = BUF_INIT, why = BUF_INIT;
	struct dir_meta m;
	struct stat sb;
	struct dirent *de;
	DIR *d = NULL;
	int fd, sfd, r = 0, rc = ST_OK;

	(void)want;		/* meta.json has it all */
	if ((fd = open(ds->base.path, DIR_O_DIR)) == -1) {
		if (errno != ENOENT)	/* not created yet: no sessions */
			rc = fail_errno(ST_IO, "cannot open '%s'", ds->base.path);
		goto out;
	}
	if ((d = fdopendir(fd)) == NULL) {
		rc = fail_errno(ST_IO, "cannot read '%s'", ds->base.path);
		close(fd);
		goto out;
	}
	while ((r = dir_readdir(d, ds->base.path, &de)) == 1) {
		buf_reset(&id);
		if (de->d_name[0] == '.' || id_decode(de->d_name, strlen(de->d_name), &id) != 0)
			continue;
		fs_join(&dpath, ds->base.path, de->d_name);
		if ((sfd = openat(fd, de->d_name, DIR_O_DIR | O_NOFOLLOW)) == -1) {
			if (errno == ENOENT || (errno == ENOTDIR &&
			    fstatat(fd, de->d_name, &sb, AT_SYMLINK_NOFOLLOW) == 0 &&
			    S_ISREG(sb.st_mode)))
				continue;	/* removed meanwhile, or a file */
			if (errno == ELOOP || errno == ENOTDIR) {
				/* A link, a FIFO, a device: listed as unsafe. */
				if (fstatat(fd, de->d_name, &sb, AT_SYMLINK_NOFOLLOW) == -1)
					continue;
				fs_unsafe(&why, dpath.p, sb.st_mode);
				session_list_push_unsafe(&l, buf_detach(&id),
				    xstrdup(dpath.p), buf_detach(&why));
				continue;
			}
			rc = fail_errno(ST_IO, "cannot open '%s'", dpath.p);
			break;
		}
		if (fstatat(sfd, DIR_META, &sb, AT_SYMLINK_NOFOLLOW) == 0 &&
		    !S_ISREG(sb.st_mode)) {
			/* meta.json a link or a special file: likewise. */
			close(sfd);
			fs_join(&mpath, dpath.p, DIR_META);
			fs_unsafe(&why, mpath.p, sb.st_mode);
			session_list_push_unsafe(&l, buf_detach(&id), buf_detach(&mpath),
			    buf_detach(&why));
			continue;
		}
		rc = dir_meta_read(sfd, dpath.p, id.p, DIR_NEED_ITEMS | DIR_NEED_BYTES,
		    (flags & STORE_LOAD_TOLERANT) != 0, &m);
		close(sfd);
		if (rc != ST_OK)
			break;
		info.id = buf_detach(&id);
		info.items = m.items;
		info.bytes = m.bytes;
		info.stored = INFO_UNKNOWN;
		info.created_at = m.created_at;
		session_list_push(&l, &info);
	}
	if (r < 0)
		rc = ST_IO;
	if (rc == ST_OK) {
		for (size_t i = 0; i < l.nr; i++)
			session_list_push(out, &l.v[i]);
		l.nr = 0;
	}
out:
	if (d != NULL)
		closedir(d);
	session_list_release(&l);
	buf_release(&id);
	buf_release(&dpath);
	buf_release(&mpath);
	buf_release(&why);
	return rc;
}

static int
dir_stat(struct store *st, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT;
	struct dir_meta m;
	int dfd = -1, rc;

	(void)want;
	if ((rc = dir_session(ds, session, &spath, &dfd)) != ST_OK)
		goto out;
	rc = dir_meta_read(dfd, spath.p, session, DIR_NEED_ITEMS | DIR_NEED_BYTES,
	    (flags & STORE_LOAD_TOLERANT) != 0, &m);
	if (rc != ST_OK)
		goto out;
	out->id = xstrdup(session);
	out->items = m.items;
	out->bytes = m.bytes;
	out->stored = INFO_UNKNOWN;
	out->created_at = m.created_at;
out:
	if (dfd != -1)
		close(dfd);
	buf_release(&spath);
	return rc;
}

static int
dir_load(struct store *st, const char *session, unsigned flags,
    struct item_cursor **out)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT;
	struct dir_meta m;
	int dfd = -1, rc;

	if ((rc = dir_session(ds, session, &spath, &dfd)) != ST_OK)
		goto out;
	if ((rc = dir_meta_read(dfd, spath.p, session, DIR_NEED_ITEMS, 0, &m)) != ST_OK)
		goto out;
	rc = dir_cursor_open(dfd, spath.p, session, m.items,
	    (flags & STORE_LOAD_TOLERANT) != 0, out);
	dfd = -1;	/* taken */
	if (rc == ST_OK) {
		((struct dir_cursor *)*out)->verbatim =
		    (flags & STORE_LOAD_VERBATIM) != 0;
		((struct dir_cursor *)*out)->defer =
		    (flags & STORE_LOAD_TOLERANT) && (flags & STORE_LOAD_DEFER);
	}
out:
	if (dfd != -1)
		close(dfd);
	buf_release(&spath);
	return rc;
}

/*
 * Lock ROOT (made if missing: unlock() removes it again if it stays empty),
 * then delete what interrupted writers left.
 */
static int
dir_lock(struct store *st)
{
	struct dir_store *ds = (struct dir_store *)st;
	const char *what = ds->base.spec != NULL ? ds->base.spec : ds->base.path;
	int rc;

	rc = fs_lock_dir(ds->base.path, ds->mode == STORE_WRITE, ds->busy_ms, what,
	    &ds->lock_fd, &ds->made_root);
	if (rc == ST_NOT_FOUND)
		rc = fail_errno(ST_IO, "cannot open '%s'", ds->base.path);
	if (rc == ST_OK && (rc = dir_clean(ds, ds->lock_fd)) != ST_OK)
		dir_unlock(st, 0);
	return rc;
}

/*
 * Methods commit as they return, except replace() in batch mode: unlock(1)
 * commits what it deferred (dir_defer_commit()), unlock(0) drops it.  A
 * ROOT that lock() made goes again if it is empty (the write failed or
 * wrote nothing), before the lock is released: a writer waiting for the
 * lock then finds it gone and makes it anew (fs_lock_dir).
 */
static int
dir_unlock(struct store *st, int commit)
{
	struct dir_store *ds = (struct dir_store *)st;
	int rc = ST_OK;

	if (commit)
		rc = dir_defer_commit(ds);
	rc = status_first(rc, dir_defer_drop(ds));
	if (ds->lock_fd != -1 && ds->made_root && fs_rmdir(ds->base.path) == 0)
		ds->made_root = 0;
	if (ds->lock_fd != -1)
		close(ds->lock_fd);
	ds->lock_fd = -1;
	return rc;
}

/*
 * Existing session: new files N.., fsync, then the new meta.json commits.
 * New session: built in .tmp-XXXXXX and renamed into place.  An empty
 * input changes and creates nothing.
 */
static int
dir_append(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *added)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT, tmp = BUF_INIT, mpath = BUF_INIT, text = BUF_INIT;
	struct dir_meta m;
	struct item head;
	uint64_t n = 0, bytes = 0;
	int dfd = -1, exists, rc;

	(void)flags;
	rc = dir_session(ds, session, &spath, &dfd);
	if (rc != ST_OK && rc != ST_NOT_FOUND)
		goto out;
	exists = rc == ST_OK;
	if ((rc = item_cursor_next(in, &head)) == ST_END) {
		rc = ST_OK;
		goto out;
	}
	if (rc != ST_OK)
		goto out;
	if (!exists) {
		if (created_at < 0)
			created_at = fs_now_ms();
		rc = dir_build(ds, &head, in, created_at, 1, &tmp, &n);
		if (rc == ST_OK)
			rc = dir_commit(ds, tmp.p, spath.p, 0);
		goto out;
	}

	rc = dir_meta_read(dfd, spath.p, session, DIR_NEED_ITEMS | DIR_NEED_BYTES, 0, &m);
	if (rc != ST_OK)
		goto out;
	fs_join(&mpath, spath.p, DIR_META);
	if (!m.complete) {
		/* Hand-made: commit what is there first, so that readers
		 * never count the new files before they are committed. */
		dir_meta_format(&text, &m);
		if ((rc = fs_replace_file(dfd, mpath.p, text.p, text.len)) != ST_OK ||
		    (rc = dir_prune(dfd, spath.p, m.items)) != ST_OK)
			goto out;
	}
	/* No directory scan for a session we committed: leftovers of an
	 * interrupted append have our names and are replaced by new files
	 * (dir_write_file()), and readers never look past the count. */
	rc = dir_write_items(dfd, spath.p, m.items, &head, in, 1, &n, &bytes);
	if (rc != ST_OK)
		goto out;
	if ((rc = fs_fsync_dirfd(dfd, spath.p)) != ST_OK) {
		dir_unlink_items(dfd, m.items, m.items + n - 1);
		goto out;
	}
	m.items += n;
	m.bytes += bytes;
	dir_meta_format(&text, &m);
	/* The commit point.  On failure the new files stay: beyond the
	 * commit record if it failed, needed if it failed after the rename. */
	rc = fs_replace_file(dfd, mpath.p, text.p, text.len);
out:
	if (rc == ST_OK)
		*added = n;
	if (dfd != -1)
		close(dfd);
	buf_release(&spath);
	buf_release(&tmp);
	buf_release(&mpath);
	buf_release(&text);
	return rc;
}

/*
 * Build the whole new session in .tmp-XXXXXX, then swap it in with one
 * rename (dir_swap()) or, for a new session, move it in; in batch mode,
 * build it unsynced and leave the move to unlock(1).
 */
static int
dir_replace(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *written)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT, tmp = BUF_INIT;
	struct dir_meta m;
	uint64_t n = 0;
	int dfd = -1, exists, rc;

	(void)flags;
	rc = dir_session(ds, session, &spath, &dfd);
	if (rc != ST_OK && rc != ST_NOT_FOUND)
		goto out;
	exists = rc == ST_OK;
	if (created_at < 0 && exists) {
		if ((rc = dir_meta_read(dfd, spath.p, session, 0, 0, &m)) != ST_OK)
			goto out;
		created_at = m.created_at;
	}
	if (created_at < 0)
		created_at = fs_now_ms();
	if ((rc = dir_build(ds, NULL, in, created_at, !ds->batch, &tmp, &n)) != ST_OK)
		goto out;
	if (ds->batch) {
		xgrow(&ds->dv, &ds->dalloc, ds->dnr + 1, sizeof(*ds->dv));
		ds->dv[ds->dnr].tmp = buf_detach(&tmp);
		ds->dv[ds->dnr].dst = buf_detach(&spath);
		ds->dv[ds->dnr++].exists = exists;
	} else
		rc = dir_commit(ds, tmp.p, spath.p, exists);
out:
	if (rc == ST_OK)
		*written = n;
	if (dfd != -1)
		close(dfd);
	buf_release(&spath);
	buf_release(&tmp);
	return rc;
}

/* Rename the session to .del-XXXXXX (the commit point), then delete it. */
static int
dir_remove(struct store *st, const char *session)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT, del = BUF_INIT;
	int rc, e;

	if ((rc = dir_session(ds, session, &spath, NULL)) != ST_OK)
		goto out;
	if ((rc = dir_mkdtemp(ds, ".del-", &del)) != ST_OK)
		goto out;
	/* rename(2) replaces the empty directory mkdtemp made. */
	if (fs_rename(spath.p, del.p) == -1) {
		e = errno;
		fs_rmdir(del.p);
		errno = e;
		if (e == ENOENT)
			rc = ST_NOT_FOUND;
		else
			rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", spath.p, del.p);
		goto out;
	}
	rc = fs_fsync_dir_after(ds->base.path);
	rc = status_first(rc, fs_remove_tree(del.p));
out:
	buf_release(&spath);
	buf_release(&del);
	return rc;
}

static int
dir_rename(struct store *st, const char *from, const char *to)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf fpath = BUF_INIT, tpath = BUF_INIT;
	int rc;

	if ((rc = dir_session_path(ds, to, &tpath)) != ST_OK ||
	    (rc = dir_session(ds, from, &fpath, NULL)) != ST_OK)
		goto out;
	/* A link or a special file in to's place is refused, not replaced. */
	if ((rc = fs_check_in(ds->lock_fd, tpath.p, 1, NULL)) == ST_OK)
		rc = fail(ST_BUSY, "session '%s' already exists", to);
	if (rc != ST_NOT_FOUND)
		goto out;
	if (dir_rename_noreplace(fpath.p, tpath.p) == -1) {
		if (errno == EEXIST || errno == ENOTEMPTY)
			rc = fail(ST_BUSY, "session '%s' already exists", to);
		else if (errno == ENOENT)
			rc = ST_NOT_FOUND;
		else
			rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", fpath.p, tpath.p);
		goto out;
	}
	rc = fs_fsync_dir_after(ds->base.path);
out:
	buf_release(&fpath);
	buf_release(&tpath);
	return rc;
}

/*
 * Into name (holding the 8-digit name of item seq): the name of its file
 * in the session dir dfd (taken), if a hand-made session uses another
 * width.  Silent: name stays as it is when the directory cannot be read.
 */
static void
dir_where_name(int dfd, uint64_t seq, char *name)
{
	DIR *d;
	struct dirent *de;
	struct stat sb;
	uint64_t v;
	unsigned w;

	if (fstatat(dfd, name, &sb, AT_SYMLINK_NOFOLLOW) == 0 ||
	    (d = fdopendir(dfd)) == NULL) {
		close(dfd);
		return;
	}
	while ((de = readdir(d)) != NULL)
		if (dir_seq_parse(de->d_name, &v, &w) && v == seq) {
			dir_seq_name(name, v, w);	/* as the cursor opened it */
			break;
		}
	closedir(d);
}

/* ROOT/<enc>/NNNNNNNN.json, or the name a hand-made session uses. */
static void
dir_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf spath = BUF_INIT;
	char name[DIR_NAME_MAX];
	int dfd;

	dir_seq_name(name, it->seq, 8);
	/* Cannot fail for a session that load() found. */
	if (dir_session_path(ds, session, &spath) == ST_OK &&
	    (dfd = open(spath.p, DIR_O_DIR | O_NOFOLLOW)) != -1)
		dir_where_name(dfd, it->seq, name);
	if (spath.len > 0)
		fs_join(scratch, spath.p, name);
	else
		fs_join(scratch, ds->base.path, name);
	buf_release(&spath);
	out->file = scratch->p;
	out->line = 0;
	out->row = 0;
}

/* ROOT/<enc> (replaced, removed) and its meta.json (each append), or
 * ROOT. */
static int
dir_watch(struct store *st, const char *session, struct store_watch *out)
{
	struct dir_store *ds = (struct dir_store *)st;
	struct buf path = BUF_INIT;
	int rc = ST_OK;

	if (session == NULL) {
		store_watch_add(out, st->path, strlen(st->path));
		return ST_OK;
	}
	if ((rc = dir_session_path(ds, session, &path)) == ST_OK) {
		store_watch_add(out, path.p, path.len);
		buf_adds(&path, "/" DIR_META);
		store_watch_add(out, path.p, path.len);
	}
	buf_release(&path);
	return rc;
}

const struct store_ops store_dir_ops = {
	.name = "dir",
	.probe = dir_probe,
	.open = dir_open,
	.close = dir_close,
	.list = dir_list,
	.stat = dir_stat,
	.load = dir_load,
	.lock = dir_lock,
	.unlock = dir_unlock,
	.append = dir_append,
	.replace = dir_replace,
	.remove = dir_remove,
	.rename = dir_rename,
	.where = dir_where,
	.batch_mode = dir_batch_mode,
	.watch = dir_watch
};
