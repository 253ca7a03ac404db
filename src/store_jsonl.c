/*
 * store_jsonl.c - the JSON Lines backend: one session per file.
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
 *
 * Guarantees:
 *  - Writers hold an flock(2) on the directory, so they are serialised.
 *  - append() of up to 1 MiB is one write(2) of whole lines on an O_APPEND
 *    descriptor, then fsync; a failure truncates the file back.  A bigger
 *    batch goes to a temp file holding the old bytes, renamed over the
 *    session.  A new session is created only once its batch was read.
 *  - replace() writes a temp file in the same directory, fsyncs it and
 *    renames it over the session: readers see the old file or the new one.
 *  - A last line without '\n' that is not a whole object (a torn write) is
 *    skipped by readers with a warning, and append() refuses to write after
 *    it rather than glue an item onto it.
 *  - Readers stop at the size the file had when they opened it and hold one
 *    line at a time: memory is bounded by the longest line.
 *  - created_at survives writes: before a write changes the mtime of a
 *    session without sidecar, a sidecar pins the mtime-derived value.
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

#define CHUNK		(64 * 1024)	/* cursor reads, buffered writes */
#define BIG_CHUNK	(256 * 1024)	/* counting and copying */
#define BATCH_MAX	(1024 * 1024)	/* larger appends go through a copy */
#define META_MAX	4096		/* a sidecar is a few bytes */
#define DATA_SUFFIX	".jsonl"
#define META_SUFFIX	".meta.json"
#define META_KEY	"created_at"

struct jsonl_store {
	struct store	 base;		/* first: what store.c sees */
	int		 busy_ms;
	char		*dir;		/* directory of the data files, "." for cwd */
	char		*single_id;	/* single-file layout: its session, else NULL */
	char		*single_meta;	/* single-file layout: its sidecar */
	int		 lock_fd;	/* the locked directory, or -1 */
	int		 made_dir;	/* lock() created dir */
};

struct jsonl_cursor {
	struct item_cursor	 base;		/* first: what item.c sees */
	int			 fd;
	char			*path;		/* the data file, for messages */
	off_t			 left;		/* bytes to read up to the size at open */
	struct buf		 in;		/* in.p[off..in.len) is not consumed */
	size_t			 off;		/* start of the current line */
	size_t			 scan;		/* no '\n' in in.p[off..scan) */
	struct buf		 scratch;	/* item_canon output */
	unsigned long		 line;		/* number of the line at off */
	uint64_t		 seq;
	int			 done;
};

static int
has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);

	return n > k && memcmp(s + n - k, suf, k) == 0;
}

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

	if (json_scan(p, n, &sc) != JSON_OK || p[sc.start] != '{')
		return 0;
	return is_blank(p + sc.end, n - sc.end);
}

static int64_t
mtime_ms(const struct stat *sb)
{
	return (int64_t)sb->st_mtim.tv_sec * 1000 + sb->st_mtim.tv_nsec / 1000000;
}

/* Append the n bytes at offset off of fd to out: ST_OK, or ST_IO (the file
 * may have shrunk under us). */
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

/* Open the data file path for reading: ST_OK with *fdp and *sb, ST_NOT_FOUND
 * (silently) if it is missing or not a regular file, or ST_IO. */
static int
data_open(const char *path, int *fdp, struct stat *sb)
{
	int fd;

	/* O_NONBLOCK: a FIFO named x.jsonl must not hang us. */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOENT ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot open '%s'", path);
	if (fstat(fd, sb) != 0) {
		fail_errno(ST_IO, "cannot stat '%s'", path);
		close(fd);
		return ST_IO;
	}
	if (!S_ISREG(sb->st_mode)) {
		close(fd);
		return ST_NOT_FOUND;
	}
	*fdp = fd;
	return ST_OK;
}

/*
 * Count the items in the first size bytes of fd without parsing them: one
 * per '\n', plus a final unterminated line if it is a whole object.  *bytes
 * is their length without the newlines (exact for compact lines).
 */
static int
count_items(int fd, const char *path, off_t size, uint64_t *items, uint64_t *bytes)
{
	struct buf frag = BUF_INIT;
	char *chunk, *p, *nl;
	off_t off = 0, tail = 0;
	uint64_t lines = 0;
	ssize_t r;
	int rc = ST_OK, whole = 0;

	chunk = xmalloc(BIG_CHUNK);
	while (off < size) {
		r = pread(fd, chunk, size - off < BIG_CHUNK ? (size_t)(size - off) : BIG_CHUNK,
		    off);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			rc = fail_errno(ST_IO, "cannot read '%s'", path);
			goto out;
		}
		if (r == 0) {
			size = off;	/* truncated under us */
			break;
		}
		for (p = chunk; (nl = memchr(p, '\n', (size_t)(chunk + r - p))) != NULL;
		    p = nl + 1)
			lines++;
		if (p != chunk)
			tail = off + (p - chunk);
		off += r;
	}
	if (tail < size) {
		rc = read_at(fd, path, tail, (size_t)(size - tail), &frag);
		if (rc != ST_OK)
			goto out;
		whole = is_object(frag.p, frag.len);
	}
	*items = lines + (uint64_t)whole;
	*bytes = (uint64_t)(whole ? size : tail) - lines;
out:
	free(chunk);
	buf_release(&frag);
	return rc;
}

/*
 * The created_at of a session: from its sidecar meta, or the mtime of its
 * data file (sb) if there is none.  ST_DATA naming the sidecar if it is not
 * JSON or lacks a non-negative integer created_at.
 */
static int
meta_read(const char *meta, const struct stat *sb, int64_t *out)
{
	struct buf b = BUF_INIT;
	struct json_scan sc;
	struct json_span obj, v;
	struct stat msb;
	char *compact = NULL;
	int64_t ms;
	int fd, rc;

	fd = open(meta, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT) {
		*out = mtime_ms(sb);
		return ST_OK;
	}
	if (fd < 0)
		return fail_errno(ST_IO, "cannot open '%s'", meta);
	if (fstat(fd, &msb) != 0) {
		rc = fail_errno(ST_IO, "cannot stat '%s'", meta);
		goto out;
	}
	if (!S_ISREG(msb.st_mode) || msb.st_size > META_MAX) {
		rc = fail(ST_DATA, "%s: not a session sidecar", meta);
		goto out;
	}
	rc = read_at(fd, meta, 0, (size_t)msb.st_size, &b);
	if (rc != ST_OK)
		goto out;
	if (json_scan(b.p, b.len, &sc) != JSON_OK) {
		rc = fail(ST_DATA, "%s: invalid JSON: %s", meta, sc.err != NULL ? sc.err :
		    "incomplete value");
		goto out;
	}
	if (!is_blank(b.p + sc.end, b.len - sc.end)) {
		rc = fail(ST_DATA, "%s: invalid JSON: data after the value", meta);
		goto out;
	}
	obj.p = b.p + sc.start;
	obj.n = sc.end - sc.start;
	if (sc.spaced) {	/* json_get() wants compact text */
		compact = xmalloc(obj.n);
		obj.n = json_compact(obj.p, obj.n, compact);
		obj.p = compact;
	}
	if (json_get(obj, META_KEY, &v) == 0 || json_int64(v, &ms) != 0 || ms < 0) {
		rc = fail(ST_DATA, "%s: no integer \"" META_KEY "\"", meta);
		goto out;
	}
	*out = ms;
out:
	close(fd);
	free(compact);
	buf_release(&b);
	return rc;
}

static int
meta_write(const char *meta, int64_t ms)
{
	struct buf b = BUF_INIT;
	int rc;

	buf_addf(&b, "{\"" META_KEY "\":%" PRId64 "}\n", ms);
	rc = fs_replace_file(meta, b.p, b.len);
	buf_release(&b);
	return rc;
}

/* Before a write changes the mtime of an existing session (sb) that has no
 * sidecar, pin its created_at in one. */
static int
meta_keep(const char *meta, const struct stat *sb)
{
	struct stat msb;

	if (stat(meta, &msb) == 0)
		return ST_OK;
	if (errno != ENOENT)
		return fail_errno(ST_IO, "cannot stat '%s'", meta);
	return meta_write(meta, mtime_ms(sb));
}

/* Fill *out (id copied) for the session stored in data and meta, or
 * ST_NOT_FOUND silently. */
static int
info_load(const char *id, const char *data, const char *meta, struct session_info *out)
{
	struct stat sb;
	uint64_t items, bytes;
	int64_t created;
	int fd, rc;

	rc = data_open(data, &fd, &sb);
	if (rc != ST_OK)
		return rc;
	rc = count_items(fd, data, sb.st_size, &items, &bytes);
	if (rc == ST_OK)
		rc = meta_read(meta, &sb, &created);
	close(fd);
	if (rc != ST_OK)
		return rc;
	out->id = xstrdup(id);
	out->items = items;
	out->bytes = bytes;
	out->created_at = created;
	return ST_OK;
}

/*
 * The data file and sidecar of session, into data and meta.  A single-file
 * store holds only its own session: another id is ST_NOT_FOUND (silently)
 * for a reader and ST_USAGE for a writer.  ST_USAGE from id_encode() too,
 * for an id too long for a file name.
 */
static int
session_paths(struct jsonl_store *js, const char *session, int writer, struct buf *data,
    struct buf *meta)
{
	struct buf name = BUF_INIT;
	size_t n;
	int rc;

	if (js->single_id != NULL) {
		if (strcmp(session, js->single_id) != 0)
			return !writer ? ST_NOT_FOUND : fail(ST_USAGE, "'%s' holds the single "
			    "session '%s'; use a directory for a jsonl store of several sessions",
			    js->base.path, js->single_id);
		buf_reset(data);
		buf_adds(data, js->base.path);
		buf_reset(meta);
		buf_adds(meta, js->single_meta);
		return ST_OK;
	}
	rc = id_encode(session, &name);
	if (rc == ST_OK) {
		n = name.len;
		buf_adds(&name, DATA_SUFFIX);
		fs_join(data, js->dir, name.p);
		buf_setlen(&name, n);
		buf_adds(&name, META_SUFFIX);
		fs_join(meta, js->dir, name.p);
	}
	buf_release(&name);
	return rc;
}

/* --- Reading -------------------------------------------------------- */

/* Read up to CHUNK more bytes, first moving the current line to the start
 * of the buffer: it never holds more than one line and a chunk. */
static int
cursor_fill(struct jsonl_cursor *c)
{
	size_t want;
	ssize_t r;

	if (c->off > 0) {
		memmove(c->in.p, c->in.p + c->off, c->in.len - c->off);
		c->scan -= c->off;
		buf_setlen(&c->in, c->in.len - c->off);
		c->off = 0;
	}
	buf_grow(&c->in, CHUNK);
	want = c->left < CHUNK ? (size_t)c->left : CHUNK;
	do
		r = read(c->fd, c->in.p + c->in.len, want);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return fail_errno(ST_IO, "cannot read '%s'", c->path);
	if (r == 0) {
		c->left = 0;	/* truncated under us: stop here */
		return ST_OK;
	}
	c->in.len += (size_t)r;
	c->in.p[c->in.len] = '\0';
	c->left -= r;
	return ST_OK;
}

/* Canonicalise in[0..n), the item on line line, into *out. */
static int
cursor_yield(struct jsonl_cursor *c, const char *in, size_t n, unsigned long line,
    struct item *out)
{
	struct pos pos;
	const char *canon;
	size_t len;
	int rc;

	memset(&pos, 0, sizeof(pos));
	pos.file = c->path;
	pos.line = line;
	pos.col = 1;
	rc = item_canon(in, n, &c->scratch, &canon, &len, &pos);
	if (rc != ST_OK)
		return rc;
	out->json = canon;
	out->len = len;
	out->seq = c->seq++;
	return ST_OK;
}

/* The bytes after the last '\n': an item if they are a whole object, else a
 * torn write, skipped with a warning. */
static int
cursor_last(struct jsonl_cursor *c, struct item *out)
{
	const char *frag;
	size_t n = c->in.len - c->off;

	if (n == 0)
		return ST_END;
	frag = c->in.p + c->off;
	if (is_blank(frag, n))
		return ST_END;
	if (is_object(frag, n))
		return cursor_yield(c, frag, n, c->line, out);
	warn_msg("%s:%lu: ignoring torn last line (%zu bytes without a newline)", c->path,
	    c->line, n);
	return ST_END;
}

static int
cursor_next(struct item_cursor *base, struct item *out)
{
	struct jsonl_cursor *c = (struct jsonl_cursor *)base;
	const char *line, *nl;
	unsigned long lineno;
	size_t len;
	int rc;

	while (!c->done) {
		nl = NULL;
		if (c->scan < c->in.len)
			nl = memchr(c->in.p + c->scan, '\n', c->in.len - c->scan);
		if (nl == NULL && c->left > 0) {
			c->scan = c->in.len;
			rc = cursor_fill(c);
			if (rc != ST_OK)
				return rc;
			continue;
		}
		if (nl == NULL) {
			c->done = 1;
			return cursor_last(c, out);
		}
		line = c->in.p + c->off;
		len = (size_t)(nl - line);
		c->off = c->scan = (size_t)(nl - c->in.p) + 1;
		lineno = c->line++;
		if (!is_blank(line, len))
			return cursor_yield(c, line, len, lineno, out);
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
 * Before appending to fd (size > 0 bytes): ST_OK, with *sep set when the
 * file ends in an unterminated line that is a whole object (or blanks) which
 * the batch must end first; ST_DATA for a torn last line.
 */
static int
tail_check(int fd, const char *path, off_t size, int *sep)
{
	struct buf b = BUF_INIT;
	uint64_t items, bytes;
	off_t start, lo;
	char *nl;
	int rc;

	rc = read_at(fd, path, size - 1, 1, &b);
	if (rc != ST_OK || b.p[0] == '\n') {
		*sep = 0;
		goto out;
	}
	/* Find the start of the last line, reading backwards. */
	for (start = size, nl = NULL; start > 0 && nl == NULL; start = lo) {
		lo = start > BIG_CHUNK ? start - BIG_CHUNK : 0;
		buf_reset(&b);
		rc = read_at(fd, path, lo, (size_t)(start - lo), &b);
		if (rc != ST_OK)
			goto out;
		nl = memrchr(b.p, '\n', b.len);
		if (nl != NULL)
			lo += nl - b.p + 1;
	}
	buf_reset(&b);
	rc = read_at(fd, path, start, (size_t)(size - start), &b);
	if (rc != ST_OK)
		goto out;
	if (is_blank(b.p, b.len) || is_object(b.p, b.len)) {
		*sep = 1;
		goto out;
	}
	rc = count_items(fd, path, size, &items, &bytes);
	if (rc == ST_OK)
		rc = fail(ST_DATA, "%s:%" PRIu64 ": torn last line (%zu bytes without a newline); "
		    "refusing to append after it", path, items + 1, b.len);
out:
	buf_release(&b);
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
			rc = fs_write_all(fd, b->p, b->len, path);
			if (rc != ST_OK)
				return rc;
			buf_reset(b);
		}
		rc = item_cursor_next(in, &it);
		if (rc == ST_END)
			break;
		if (rc != ST_OK)
			return rc;
		buf_add(b, it.json, it.len);
		buf_addc(b, '\n');
		(*n)++;
	}
	rc = b->len > 0 ? fs_write_all(fd, b->p, b->len, path) : ST_OK;
	buf_reset(b);
	return rc;
}

/* Copy the first size bytes of fd to tfd. */
static int
copy_bytes(int fd, const char *path, int tfd, const char *tpath, off_t size)
{
	struct buf b = BUF_INIT;
	off_t off;
	size_t n;
	int rc = ST_OK;

	for (off = 0; off < size && rc == ST_OK; off += (off_t)n) {
		n = size - off < BIG_CHUNK ? (size_t)(size - off) : BIG_CHUNK;
		buf_reset(&b);
		rc = read_at(fd, path, off, n, &b);
		if (rc == ST_OK)
			rc = fs_write_all(tfd, b.p, n, tpath);
	}
	buf_release(&b);
	return rc;
}

/*
 * Finish a temp file tfd (tmp) that replaces the session data: fsync it,
 * give it the mode of the old file (sb, or NULL for a new session), write or
 * keep the sidecar (created_at >= 0 sets it), rename it over data and fsync
 * the directory.  Closes tfd; on failure removes tmp and a sidecar it made
 * for a new session.
 */
static int
temp_commit(struct jsonl_store *js, int tfd, const char *tmp, const char *data,
    const char *meta, const struct stat *sb, int64_t created_at)
{
	int rc, made_meta = 0;

	rc = fs_fsync(tfd, tmp);
	if (rc == ST_OK && sb != NULL && fchmod(tfd, sb->st_mode & 07777) != 0)
		rc = fail_errno(ST_IO, "cannot chmod '%s'", tmp);
	if (close(tfd) != 0 && rc == ST_OK)
		rc = fail_errno(ST_IO, "cannot close '%s'", tmp);
	if (rc == ST_OK && (created_at >= 0 || sb == NULL)) {
		rc = meta_write(meta, created_at >= 0 ? created_at : fs_now_ms());
		made_meta = rc == ST_OK && sb == NULL;
	} else if (rc == ST_OK)
		rc = meta_keep(meta, sb);	/* the rename changes the mtime */
	if (rc == ST_OK && rename(tmp, data) != 0)
		rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", tmp, data);
	if (rc != ST_OK) {
		unlink(tmp);
		if (made_meta)
			unlink(meta);
		return rc;
	}
	return fs_fsync_dir(js->dir);
}

/* A new session whose whole batch is in b: sidecar first, then the data
 * file, created and written in one go.  Nothing is left on failure. */
static int
append_new(struct jsonl_store *js, const char *data, const char *meta, int64_t created_at,
    const struct buf *b)
{
	int fd, rc;

	rc = meta_write(meta, created_at >= 0 ? created_at : fs_now_ms());
	if (rc != ST_OK)
		return rc;
	fd = open(data, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd < 0) {
		rc = fail_errno(ST_IO, "cannot create '%s'", data);
		unlink(meta);
		return rc;
	}
	rc = fs_write_all(fd, b->p, b->len, data);
	if (rc == ST_OK)
		rc = fs_fsync(fd, data);
	if (close(fd) != 0 && rc == ST_OK)
		rc = fail_errno(ST_IO, "cannot close '%s'", data);
	if (rc == ST_OK)
		rc = fs_fsync_dir(js->dir);
	if (rc != ST_OK) {
		unlink(data);
		unlink(meta);
	}
	return rc;
}

/* Append the batch b (at most BATCH_MAX) to fd (size bytes) with one
 * write(2); on failure cut the file back to size. */
static int
append_small(int fd, const char *data, off_t size, const struct buf *b)
{
	int rc;

	rc = fs_write_all(fd, b->p, b->len, data);
	if (rc == ST_OK)
		rc = fs_fsync(fd, data);
	if (rc != ST_OK && ftruncate(fd, size) != 0)
		fail_errno(ST_IO, "cannot truncate '%s' back to %jd bytes", data, (intmax_t)size);
	return rc;
}

/* A batch too big for one write: the old bytes of fd (if fd >= 0), the
 * batch b and the rest of in go to a temp file renamed over data. */
static int
append_copy(struct jsonl_store *js, const char *data, const char *meta, int fd,
    const struct stat *sb, int64_t created_at, struct buf *b, struct item_cursor *in,
    uint64_t *n)
{
	struct buf tmp = BUF_INIT;
	int tfd, rc;

	rc = fs_mktemp(js->dir, &tmp, &tfd);
	if (rc != ST_OK)
		goto out;
	if (fd >= 0)
		rc = copy_bytes(fd, data, tfd, tmp.p, sb->st_size);
	if (rc == ST_OK)
		rc = write_items(tfd, tmp.p, b, in, n);
	if (rc != ST_OK) {
		close(tfd);
		unlink(tmp.p);
		goto out;
	}
	/* created_at is for a new session only: keep an existing one's. */
	rc = temp_commit(js, tfd, tmp.p, data, meta, fd >= 0 ? sb : NULL,
	    fd >= 0 ? -1 : created_at);
out:
	buf_release(&tmp);
	return rc;
}

/* --- Methods -------------------------------------------------------- */

static int
jsonl_probe(const char *path, const struct stat *st)
{
	struct dirent *de;
	struct stat sb;
	DIR *d;
	int found = 0;

	if (st == NULL || S_ISREG(st->st_mode))
		return has_suffix(path, DATA_SUFFIX);
	if (!S_ISDIR(st->st_mode) || (d = opendir(path)) == NULL)
		return 0;
	while (!found && (de = readdir(d)) != NULL)
		found = de->d_name[0] != '.' && has_suffix(de->d_name, DATA_SUFFIX) &&
		    fstatat(dirfd(d), de->d_name, &sb, 0) == 0 && S_ISREG(sb.st_mode);
	closedir(d);
	return found;
}

static void
jsonl_free(struct jsonl_store *js)
{
	if (js->lock_fd >= 0)
		close(js->lock_fd);
	free(js->dir);
	free(js->single_id);
	free(js->single_meta);
	free(js->base.path);
	free(js);
}

/* Set up the single-file layout of js->base.path (ending in ".jsonl"). */
static int
single_init(struct jsonl_store *js)
{
	const char *path = js->base.path, *name;
	struct buf b = BUF_INIT;
	size_t n;

	name = strrchr(path, '/');
	name = name != NULL ? name + 1 : path;
	n = strlen(name) - strlen(DATA_SUFFIX);
	if (id_decode(name, n, &b) != 0) {
		if (!id_valid(name, n)) {
			buf_release(&b);
			return fail(ST_USAGE, "'%s': the file name does not give a valid session id",
			    path);
		}
		buf_reset(&b);
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

static int
jsonl_open(const char *path, enum store_mode mode, const struct store_config *cfg,
    struct store **out)
{
	struct jsonl_store *js;
	struct stat sb;
	size_t n;
	int single, rc = ST_OK;

	if (stat(path, &sb) == 0) {
		if (!S_ISDIR(sb.st_mode) && !(S_ISREG(sb.st_mode) && has_suffix(path, DATA_SUFFIX)))
			return fail(ST_DATA, "'%s' is not a jsonl store (a directory or a "
			    "*" DATA_SUFFIX " file)", path);
		single = !S_ISDIR(sb.st_mode);
	} else if (errno != ENOENT)
		return fail_errno(ST_IO, "cannot stat '%s'", path);
	else if (mode == STORE_READ)
		return fail(ST_NOT_FOUND, "no such store '%s'", path);
	else
		single = has_suffix(path, DATA_SUFFIX);

	js = xcalloc(1, sizeof(*js));
	js->base.ops = &store_jsonl_ops;
	js->base.path = xstrdup(path);
	js->busy_ms = cfg != NULL ? cfg->busy_ms : STORE_BUSY_MS_DEFAULT;
	js->lock_fd = -1;
	if (single)
		rc = single_init(js);
	else {
		js->dir = xstrdup(*path != '\0' ? path : ".");
		for (n = strlen(js->dir); n > 1 && js->dir[n - 1] == '/'; n--)
			js->dir[n - 1] = '\0';
	}
	if (rc != ST_OK) {
		jsonl_free(js);
		return rc;
	}
	*out = &js->base;
	return ST_OK;
}

/* A directory this open created goes again if it holds nothing, whether the
 * command failed or wrote nothing: rmdir(2) removes only an empty one. */
static int
jsonl_close(struct store *st, int ok)
{
	struct jsonl_store *js = (struct jsonl_store *)st;

	(void)ok;
	if (js->lock_fd >= 0) {
		close(js->lock_fd);
		js->lock_fd = -1;
	}
	if (js->made_dir)
		rmdir(js->dir);
	jsonl_free(js);
	return ST_OK;
}

static int
jsonl_list(struct store *st, struct session_list *out)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct session_list l = SESSION_LIST_INIT;
	struct buf data = BUF_INIT, meta = BUF_INIT, id = BUF_INIT;
	struct session_info info;
	struct dirent *de;
	DIR *d = NULL;
	size_t n;
	int rc = ST_OK;

	if (js->single_id != NULL) {
		rc = info_load(js->single_id, js->base.path, js->single_meta, &info);
		if (rc == ST_OK)
			session_list_push(&l, &info);
		rc = rc == ST_NOT_FOUND ? ST_OK : rc;
		goto out;
	}
	d = opendir(js->dir);
	if (d == NULL) {	/* a store to be created is empty */
		rc = errno == ENOENT ? ST_OK : fail_errno(ST_IO, "cannot open '%s'", js->dir);
		goto out;
	}
	for (;;) {
		errno = 0;
		de = readdir(d);
		if (de == NULL) {
			if (errno != 0)
				rc = fail_errno(ST_IO, "cannot read '%s'", js->dir);
			break;
		}
		if (de->d_name[0] == '.' || de->d_type == DT_DIR ||
		    !has_suffix(de->d_name, DATA_SUFFIX))
			continue;
		fs_join(&data, js->dir, de->d_name);
		n = strlen(de->d_name) - strlen(DATA_SUFFIX);
		buf_reset(&id);
		if (id_decode(de->d_name, n, &id) != 0) {
			warn_msg("ignoring '%s': not an encoded session id", data.p);
			continue;
		}
		buf_reset(&meta);
		buf_add(&meta, data.p, data.len - strlen(DATA_SUFFIX));
		buf_adds(&meta, META_SUFFIX);
		rc = info_load(id.p, data.p, meta.p, &info);
		if (rc == ST_NOT_FOUND) {	/* removed meanwhile, or not a file */
			rc = ST_OK;
			continue;
		}
		if (rc != ST_OK)
			break;
		session_list_push(&l, &info);
	}
out:
	if (d != NULL)
		closedir(d);
	if (rc == ST_OK) {
		for (size_t i = 0; i < l.nr; i++)
			session_list_push(out, &l.v[i]);
		free(l.v);
	} else
		session_list_release(&l);
	buf_release(&data);
	buf_release(&meta);
	buf_release(&id);
	return rc;
}

static int
jsonl_stat(struct store *st, const char *session, struct session_info *out)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf data = BUF_INIT, meta = BUF_INIT;
	int rc;

	rc = session_paths(js, session, 0, &data, &meta);
	if (rc == ST_OK)
		rc = info_load(session, data.p, meta.p, out);
	buf_release(&data);
	buf_release(&meta);
	return rc;
}

static int
jsonl_load(struct store *st, const char *session, struct item_cursor **out)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf data = BUF_INIT, meta = BUF_INIT;
	struct jsonl_cursor *c;
	struct stat sb;
	int fd, rc;

	rc = session_paths(js, session, 0, &data, &meta);
	if (rc == ST_OK)
		rc = data_open(data.p, &fd, &sb);
	if (rc == ST_OK) {
		c = xcalloc(1, sizeof(*c));
		c->base.next = cursor_next;
		c->base.free = cursor_free;
		c->fd = fd;
		c->path = buf_detach(&data);
		c->left = sb.st_size;
		c->line = 1;
		*out = &c->base;
	}
	buf_release(&data);
	buf_release(&meta);
	return rc;
}

/* Lock the directory of the data files for the whole write, creating the
 * store directory if missing. */
static int
jsonl_lock(struct store *st)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	int fd, rc;

	fd = open(js->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT && js->single_id == NULL) {
		if (mkdir(js->dir, 0777) == 0)
			js->made_dir = 1;
		else if (errno != EEXIST)
			return fail_errno(ST_IO, "cannot create '%s'", js->dir);
		fd = open(js->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	}
	if (fd < 0)
		return fail_errno(ST_IO, "cannot open '%s'", js->dir);
	rc = fs_lock(fd, js->busy_ms, js->base.spec != NULL ? js->base.spec : js->base.path);
	if (rc != ST_OK) {
		close(fd);
		return rc;
	}
	js->lock_fd = fd;
	return ST_OK;
}

/* Every method committed as it returned: nothing to undo. */
static int
jsonl_unlock(struct store *st, int commit)
{
	struct jsonl_store *js = (struct jsonl_store *)st;

	(void)commit;
	if (js->lock_fd >= 0) {
		close(js->lock_fd);
		js->lock_fd = -1;
	}
	return ST_OK;
}

static int
jsonl_append(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, uint64_t *added)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf data = BUF_INIT, meta = BUF_INIT, batch = BUF_INIT;
	struct item it;
	struct stat sb;
	uint64_t n = 0;
	int fd = -1, rc, sep = 0;

	rc = session_paths(js, session, 1, &data, &meta);
	if (rc != ST_OK)
		goto out;
	rc = item_cursor_next(in, &it);
	if (rc == ST_END) {	/* nothing to add: create nothing */
		*added = 0;
		rc = ST_OK;
		goto out;
	}
	if (rc != ST_OK)
		goto out;
	fd = open(data.p, O_RDWR | O_APPEND | O_CLOEXEC);
	if (fd < 0 && errno != ENOENT) {
		rc = fail_errno(ST_IO, "cannot open '%s'", data.p);
		goto out;
	}
	if (fd >= 0 && fstat(fd, &sb) != 0) {
		rc = fail_errno(ST_IO, "cannot stat '%s'", data.p);
		goto out;
	}
	if (fd >= 0 && !S_ISREG(sb.st_mode)) {
		rc = fail(ST_DATA, "'%s' is not a regular file", data.p);
		goto out;
	}
	if (fd >= 0 && sb.st_size > 0) {
		rc = tail_check(fd, data.p, sb.st_size, &sep);
		if (rc != ST_OK)
			goto out;
	}
	if (sep)
		buf_addc(&batch, '\n');
	/* Read the batch, or its first BATCH_MAX bytes, before writing. */
	while (rc == ST_OK && batch.len <= BATCH_MAX) {
		buf_add(&batch, it.json, it.len);
		buf_addc(&batch, '\n');
		n++;
		if (batch.len <= BATCH_MAX)
			rc = item_cursor_next(in, &it);
	}
	if (rc != ST_OK && rc != ST_END)
		goto out;
	if (batch.len > BATCH_MAX)
		rc = append_copy(js, data.p, meta.p, fd, &sb, created_at, &batch, in, &n);
	else if (fd < 0)
		rc = append_new(js, data.p, meta.p, created_at, &batch);
	else {
		rc = meta_keep(meta.p, &sb);	/* the write changes the mtime */
		if (rc == ST_OK)
			rc = append_small(fd, data.p, sb.st_size, &batch);
	}
	if (rc == ST_OK)
		*added = n;
out:
	if (fd >= 0)
		close(fd);
	buf_release(&data);
	buf_release(&meta);
	buf_release(&batch);
	return rc;
}

static int
jsonl_replace(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, uint64_t *written)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf data = BUF_INIT, meta = BUF_INIT, tmp = BUF_INIT, b = BUF_INIT;
	struct stat sb;
	uint64_t n = 0;
	int tfd, rc, exists;

	rc = session_paths(js, session, 1, &data, &meta);
	if (rc != ST_OK)
		goto out;
	exists = stat(data.p, &sb) == 0;
	if (!exists && errno != ENOENT) {
		rc = fail_errno(ST_IO, "cannot stat '%s'", data.p);
		goto out;
	}
	rc = fs_mktemp(js->dir, &tmp, &tfd);
	if (rc != ST_OK)
		goto out;
	rc = write_items(tfd, tmp.p, &b, in, &n);
	if (rc != ST_OK) {
		close(tfd);
		unlink(tmp.p);
		goto out;
	}
	rc = temp_commit(js, tfd, tmp.p, data.p, meta.p, exists ? &sb : NULL, created_at);
	if (rc == ST_OK)
		*written = n;
out:
	buf_release(&data);
	buf_release(&meta);
	buf_release(&tmp);
	buf_release(&b);
	return rc;
}

/* Unlinking the data file is the commit point; the sidecar follows. */
static int
jsonl_remove(struct store *st, const char *session)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf data = BUF_INIT, meta = BUF_INIT;
	int rc;

	/* Another id than a single-file store's own is missing, not misuse. */
	rc = session_paths(js, session, 0, &data, &meta);
	if (rc != ST_OK)
		goto out;
	if (unlink(data.p) != 0) {
		rc = errno == ENOENT ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot remove '%s'", data.p);
		goto out;
	}
	if (unlink(meta.p) != 0 && errno != ENOENT)
		rc = fail_errno(ST_IO, "cannot remove '%s'", meta.p);
	rc = status_first(rc, fs_fsync_dir(js->dir));
out:
	buf_release(&data);
	buf_release(&meta);
	return rc;
}

/* Rename without replacing, where renameat2() cannot: link, then unlink. */
static int
move_by_link(const char *from, const char *to, const char *id)
{
	if (link(from, to) != 0)
		return errno == EEXIST ? fail(ST_BUSY, "session '%s' already exists", id) :
		    fail_errno(ST_IO, "cannot link '%s' to '%s'", from, to);
	if (unlink(from) != 0) {
		fail_errno(ST_IO, "cannot remove '%s'", from);
		unlink(to);
		return ST_IO;
	}
	return ST_OK;
}

static int
jsonl_rename(struct store *st, const char *from, const char *to)
{
	struct jsonl_store *js = (struct jsonl_store *)st;
	struct buf fdata = BUF_INIT, fmeta = BUF_INIT, tdata = BUF_INIT, tmeta = BUF_INIT;
	struct stat sb, tsb;
	int64_t created;
	int rc, made_meta;

	if (js->single_id != NULL)
		return fail(ST_USAGE, "cannot rename a session of '%s': a single-file store's "
		    "session is named after the file; rename the file instead", js->base.path);
	rc = session_paths(js, from, 0, &fdata, &fmeta);
	if (rc == ST_OK)
		rc = session_paths(js, to, 1, &tdata, &tmeta);
	if (rc != ST_OK)
		goto out;
	if (stat(fdata.p, &sb) != 0) {
		rc = errno == ENOENT ? ST_NOT_FOUND :
		    fail_errno(ST_IO, "cannot stat '%s'", fdata.p);
		goto out;
	}
	if (!S_ISREG(sb.st_mode)) {
		rc = ST_NOT_FOUND;
		goto out;
	}
	/* Refuse before writing to's sidecar, which could be a live one. */
	if (lstat(tdata.p, &tsb) == 0) {
		rc = fail(ST_BUSY, "session '%s' already exists", to);
		goto out;
	}
	if (errno != ENOENT) {
		rc = fail_errno(ST_IO, "cannot stat '%s'", tdata.p);
		goto out;
	}
	rc = meta_read(fmeta.p, &sb, &created);
	if (rc != ST_OK)
		goto out;
	made_meta = lstat(tmeta.p, &tsb) != 0;
	rc = meta_write(tmeta.p, created);
	if (rc != ST_OK)
		goto out;
	if (renameat2(AT_FDCWD, fdata.p, AT_FDCWD, tdata.p, RENAME_NOREPLACE) != 0) {
		if (errno == EINVAL || errno == ENOSYS)
			rc = move_by_link(fdata.p, tdata.p, to);
		else if (errno == EEXIST)
			rc = fail(ST_BUSY, "session '%s' already exists", to);
		else
			rc = fail_errno(ST_IO, "cannot rename '%s' to '%s'", fdata.p, tdata.p);
	}
	if (rc != ST_OK) {
		if (made_meta)
			unlink(tmeta.p);
		goto out;
	}
	if (unlink(fmeta.p) != 0 && errno != ENOENT)
		rc = fail_errno(ST_IO, "cannot remove '%s'", fmeta.p);
	rc = status_first(rc, fs_fsync_dir(js->dir));
out:
	buf_release(&fdata);
	buf_release(&fmeta);
	buf_release(&tdata);
	buf_release(&tmeta);
	return rc;
}

const struct store_ops store_jsonl_ops = {
	.name = "jsonl",
	.probe = jsonl_probe,
	.open = jsonl_open,
	.close = jsonl_close,
	.list = jsonl_list,
	.stat = jsonl_stat,
	.load = jsonl_load,
	.lock = jsonl_lock,
	.unlock = jsonl_unlock,
	.append = jsonl_append,
	.replace = jsonl_replace,
	.remove = jsonl_remove,
	.rename = jsonl_rename,
};
