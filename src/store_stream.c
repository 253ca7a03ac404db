/*
 * store_stream.c - "-": a stream of interchange records as a store.
 *
 * One record per line, {"session":ID,"created_at":MS,"seq":N,"item":ITEM}
 * (item.h), the records of a session consecutive and in seq order.  Read
 * from stdin (convert's source) it yields sessions one after the other with
 * next_session(); written to stdout (convert's destination) replace() prints
 * a session's records.  It can neither be listed nor looked up: it is a
 * pipe, read once.  Memory is bounded by the largest record.
 *
 * Read, each session is spooled whole before next_session() returns it: its
 * records are read from stdin, checked (seq, order) and their items put in
 * an unlinked temporary file ($TMPDIR, else /tmp), which its cursor then
 * reads back.  So a destination's write lock, taken once the session is
 * there, is never held while stdin is idle (convert also commits its open
 * batch when stdin has nothing to read: cmd_convert.c), and a session
 * whose records are bad is refused before anything of it is written.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "fsutil.h"
#include "store.h"
#include "xalloc.h"

struct stream {
	struct store		 base;
	enum store_mode		 mode;
	struct item_cursor	*in;		/* records */
	struct item_cursor	 items;		/* the current session's items */
	struct record		 rec;		/* the record read ahead */
	int			 have_rec;	/* rec is the next one to yield */
	int			 in_status;	/* ST_END or an error, once met */
	char			*cur;		/* current session id */
	int64_t			 next_seq;
	unsigned long		 line;
	char			**seen;		/* sessions already finished */
	size_t			 nseen, seen_alloc;
	struct buf		 out;
	FILE			*spool;		/* the current session's items */
	struct buf		 item;		/* the item read back */
	uint64_t		 spooled, replayed;
};

/* An item in the spool: its line in stdin and length, then its bytes. */
struct spooled {
	uint64_t	line, len;
};

/* Read the next record into s->rec: ST_OK, ST_END or an error. */
static int
read_record(struct stream *s)
{
	struct item raw;
	struct pos pos = { "<stdin>", NULL, 0, 0, 1 };
	int status;

	if (s->in_status != ST_OK)
		return s->in_status;
	if ((status = item_cursor_next(s->in, &raw)) != ST_OK) {
		s->in_status = status;
		return status;
	}
	item_reader_where(s->in, &pos.line, &pos.col);
	if ((status = item_record_parse(raw.json, raw.len, &s->rec, &pos)) != ST_OK) {
		s->in_status = status;
		return status;
	}
	s->line = pos.line;
	s->have_rec = 1;
	return ST_OK;
}

/* The next item of the current session from stdin: ST_OK, ST_END when
 * the next session begins (or the input ends), or an error. */
static int
record_item(struct stream *s, struct item *it)
{
	int status;

	for (;;) {
		if (!s->have_rec && (status = read_record(s)) != ST_OK)
			return status;
		if (strcmp(s->rec.session.p, s->cur) != 0)
			return ST_END;		/* the next session begins */
		if (s->rec.has_item)
			break;
		if (s->next_seq > 0)
			return fail(ST_DATA, "<stdin>:%lu: session '%s': a record "
			    "without an item after its items", s->line, s->cur);
		s->have_rec = 0;	/* an empty session's record */
	}
	if (s->rec.seq >= 0 && s->rec.seq != s->next_seq)
		return fail(ST_DATA, "<stdin>:%lu: session '%s': seq %" PRId64
		    " where %" PRId64 " was expected", s->line, s->cur,
		    s->rec.seq, s->next_seq);
	*it = s->rec.item;
	it->seq = (uint64_t)s->next_seq++;
	it->line = s->line;
	it->flaw = ITEM_OK;
	s->have_rec = 0;
	return ST_OK;
}

/* The spooled items, read back. */
static int
items_next(struct item_cursor *c, struct item *it)
{
	struct stream *s = (struct stream *)((char *)c -
	    offsetof(struct stream, items));
	struct spooled h;

	if (s->replayed == s->spooled)
		return ST_END;
	if (fread(&h, sizeof(h), 1, s->spool) != 1)
		goto bad;
	buf_reset(&s->item);
	buf_grow(&s->item, (size_t)h.len + 1);
	if (h.len > 0 && fread(s->item.p, 1, (size_t)h.len, s->spool) != h.len)
		goto bad;
	memset(it, 0, sizeof(*it));
	it->json = s->item.p;
	it->len = (size_t)h.len;
	it->seq = s->replayed++;
	it->line = (unsigned long)h.line;
	it->flaw = ITEM_OK;
	return ST_OK;
bad:
	return fail(ferror(s->spool) ? ST_IO : ST_DATA, "<stdin>: session '%s': "
	    "cannot read back its spooled items", s->cur);
}

static void
items_free(struct item_cursor *c)
{
	(void)c;		/* owned by the stream */
}

/* An unlinked temporary file for the spool, in $TMPDIR or /tmp. */
static int
spool_open(struct stream *s)
{
	const char *dir = getenv("TMPDIR");
	struct buf path = BUF_INIT;
	int fd;

	if (dir == NULL || dir[0] != '/')
		dir = "/tmp";
	/* a file system without O_TMPFILE: a named file, unlinked at once */
	if ((fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)) < 0 &&
	    errno != EOPNOTSUPP && errno != EISDIR)
		return fail_errno(ST_IO, "cannot make a temporary file in '%s' "
		    "to hold a session read from standard input", dir);
	if (fd < 0) {
		if (fs_mktemp(AT_FDCWD, dir, &path, &fd) != ST_OK) {
			buf_release(&path);
			return ST_IO;
		}
		(void)fs_unlink(path.p);
		buf_release(&path);
	}
	if ((s->spool = fdopen(fd, "w+")) == NULL) {
		close(fd);
		return fail_errno(ST_IO, "cannot open the spool of standard "
		    "input");
	}
	return ST_OK;
}

/* Read the current session's items from stdin into the spool and rewind
 * it for items_next(). */
static int
spool_session(struct stream *s, struct session_info *info)
{
	struct spooled h;
	struct item it = { 0 };
	int status;

	if (s->spool == NULL && (status = spool_open(s)) != ST_OK)
		return status;
	rewind(s->spool);
	if (fs_ftruncate(fileno(s->spool), 0) != 0)
		return fail_errno(ST_IO, "cannot empty the spool of standard "
		    "input");
	s->spooled = s->replayed = 0;
	info->bytes = 0;
	while ((status = record_item(s, &it)) == ST_OK) {
		h.line = it.line;
		h.len = it.len;
		if (fwrite(&h, sizeof(h), 1, s->spool) != 1 ||
		    fwrite(it.json, 1, it.len, s->spool) != it.len)
			return fail_errno(ST_IO, "<stdin>: session '%s': cannot "
			    "spool its items", s->cur);
		s->spooled++;
		info->bytes += it.len;
	}
	if (status != ST_END)
		return status;
	if (fflush(s->spool) != 0)
		return fail_errno(ST_IO, "<stdin>: session '%s': cannot spool "
		    "its items", s->cur);
	rewind(s->spool);
	info->items = s->spooled;
	return ST_OK;
}

static int
stream_next_session(struct store *st, struct session_info *info,
    struct item_cursor **items)
{
	struct stream *s = (struct stream *)st;
	int status;

	/* The previous session was read whole (spool_session()). */
	if (s->cur != NULL) {
		xgrow(&s->seen, &s->seen_alloc, s->nseen + 1, sizeof(*s->seen));
		s->seen[s->nseen++] = s->cur;
		s->cur = NULL;
	}
	if (!s->have_rec && (status = read_record(s)) != ST_OK)
		return status;
	for (size_t i = 0; i < s->nseen; i++)
		if (strcmp(s->seen[i], s->rec.session.p) == 0)
			return fail(ST_DATA, "<stdin>:%lu: session '%s' appears "
			    "again after other sessions; its records must be "
			    "consecutive", s->line, s->rec.session.p);
	s->cur = xstrdup(s->rec.session.p);
	s->next_seq = 0;
	memset(info, 0, sizeof(*info));
	info->id = s->cur;
	info->items = info->bytes = info->stored = INFO_UNKNOWN;
	info->created_at = s->rec.created_at >= 0 ? s->rec.created_at : fs_now_ms();
	if ((status = spool_session(s, info)) != ST_OK)
		return status;
	*items = &s->items;
	return ST_OK;
}

static int
stream_open(const struct store_ops *ops, const char *path, enum store_mode mode,
    const struct store_config *cfg, struct store **out)
{
	struct stream *s = xcalloc(1, sizeof(*s));
	int status;

	(void)cfg;
	s->base.ops = ops;
	s->base.path = xstrdup(path);
	s->mode = mode;
	s->items.next = items_next;
	s->items.free = items_free;
	if (mode == STORE_READ &&
	    (status = item_reader_open(&s->in, STDIN_FILENO, "<stdin>")) != ST_OK) {
		free(s->base.path);
		free(s);
		return status;
	}
	*out = &s->base;
	return ST_OK;
}

static int
stream_close(struct store *st, int ok)
{
	struct stream *s = (struct stream *)st;

	(void)ok;
	item_cursor_free(s->in);
	if (s->spool != NULL)
		fclose(s->spool);
	buf_release(&s->item);
	buf_release(&s->rec.session);
	buf_release(&s->out);
	for (size_t i = 0; i < s->nseen; i++)
		free(s->seen[i]);
	free(s->seen);
	free(s->cur);
	free(s->base.path);
	free(s);
	return ST_OK;
}

static int
stream_stat(struct store *st, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	(void)flags;
	(void)st;
	(void)session;
	(void)want;
	(void)out;
	return ST_NOT_FOUND;	/* a stream being written holds nothing yet */
}

/* An item's place: its line in the input, as a jsonl store gives it. */
static void
stream_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	(void)st;
	(void)session;
	(void)scratch;
	out->file = "<stdin>";
	out->line = it->line;
	out->row = 0;
}

static int
stream_lock(struct store *st)
{
	return ((struct stream *)st)->mode == STORE_WRITE ? ST_OK :
	    fail(ST_USAGE, "cannot write to '-' as a source");
}

static int
stream_unlock(struct store *st, int commit)
{
	(void)st;
	(void)commit;
	return ST_OK;
}

static int
flush_out(struct stream *s)
{
	if (s->out.len > 0 && fwrite(s->out.p, 1, s->out.len, stdout) != s->out.len)
		return fail_errno(ST_IO, "cannot write to standard output");
	buf_reset(&s->out);
	return ST_OK;
}

static int
stream_replace(struct store *st, const char *session, int64_t created_at,
    struct item_cursor *in, unsigned flags, uint64_t *written)
{
	struct stream *s = (struct stream *)st;
	struct item it;
	int status;

	(void)flags;
	*written = 0;
	if (created_at < 0)
		created_at = fs_now_ms();
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		item_record_write(&s->out, session, created_at, &it);
		(*written)++;
		if (s->out.len >= 65536 && (status = flush_out(s)) != ST_OK)
			return status;
	}
	if (status != ST_END)
		return status;
	if (*written == 0)	/* an empty session still travels */
		item_record_write(&s->out, session, created_at, NULL);
	return flush_out(s);
}

const struct store_ops store_stream_ops = {
	.name = "stream",
	.flags = STORE_KIND_NOT_PATH,
	.open = stream_open,
	.close = stream_close,
	.stat = stream_stat,
	.lock = stream_lock,
	.unlock = stream_unlock,
	.replace = stream_replace,
	.where = stream_where,
	.next_session = stream_next_session,
};
