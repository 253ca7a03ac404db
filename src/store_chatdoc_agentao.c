/*
 * store_chatdoc_agentao.c - agentao:DIR, Agentao's saved sessions,
 * read-only: naming rules over the chat-document reader
 * (store_chatdoc.h).
 *
 * Layout (jin-bo/agentao, agentao/embedding/sessions.py; the fixture
 * fixtures/native/agentao is written by it, see fixtures/README):
 *  - Root: a project directory, whose sessions are in .agentao/sessions/;
 *    its .agentao directory (sessions/ in it); or the sessions directory
 *    itself.  A root holding .agentao is a project, else one holding
 *    sessions is an .agentao directory, else it holds the snapshots.
 *  - Files: save_session() writes a new snapshot at every save, named
 *    YYYYmmdd_HHMMSS_<microseconds, 6 digits>.json from the local time:
 *    json.dump(indent=2, ensure_ascii=False) of {"session_id", "title",
 *    "created_at", "updated_at", "model", "active_skills", "messages"}; it
 *    keeps the 10 newest files.  Every *.json there but dotfiles is a
 *    snapshot, as Agentao's glob("*.json") takes them; nothing else is
 *    read.  A root that is the snapshots directory itself (neither
 *    .agentao nor sessions in it) could be any directory: there only
 *    files of those names are snapshots (not a project's package.json).
 *  - Ids: a snapshot's session_id; a legacy snapshot without one (or with
 *    one that is not a valid id, or holds a '/') is named by its file name
 *    without ".json", as Agentao names it.  Of the snapshots of one id the
 *    newest by file name (Agentao's order: sorted names) is the session.
 *    With STORE_LIST_ALL (list --all) each older one is listed as well, as
 *    ID@FILE (FILE its file name); load, stat and so every reader take
 *    ID@FILE for any snapshot of session ID, the newest too.  An id that
 *    is a session's own is that session even if it holds an '@'.
 *  - created_at: the snapshot's created_at (ISO 8601 with its offset),
 *    else the file's mtime; updated_at: its updated_at, else a legacy
 *    snapshot's timestamp, where they are such times.
 *  - Items: the elements of its messages array, OpenAI Chat Completions
 *    messages (the chat format), each its exact bytes compacted.
 *  - Read-only: Agentao writes a snapshot with a plain open(path, "w"),
 *    which is not atomic, and rotation unlinks the oldest files whatever
 *    their session: transcript never writes into its sessions.  Opening
 *    for writing and every write fail with exit 2, naming the kind and
 *    why.
 *  - Links: .agentao/ or sessions/ that is a link or a special file is a
 *    data error of the whole store; a snapshot that is one is listed as a
 *    session named by its file name, with its problem (list warns and
 *    skips it, load refuses it): never followed, a FIFO never opened.
 *  - Probe: a directory whose sessions directory (by the rule above) holds
 *    a file named as Agentao names snapshots (YYYYmmdd_HHMMSS[_uuuuuu].json).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "isotime.h"
#include "store_chatdoc.h"
#include "xalloc.h"

#define AGENTAO		".agentao"
#define SESSIONS	"sessions"
#define SUFFIX		".json"

/* What the root is (chatdoc_store.level). */
enum { LEVEL_PROJECT, LEVEL_AGENTAO, LEVEL_SESSIONS };

/* The directories from the root down to the sessions, by level. */
static const char *const below[][3] = {
	[LEVEL_PROJECT] = { AGENTAO, SESSIONS, NULL },
	[LEVEL_AGENTAO] = { SESSIONS, NULL, NULL },
	[LEVEL_SESSIONS] = { NULL, NULL, NULL }
};

static int
agentao_shape(int fd)
{
	struct stat sb;

	if (fstatat(fd, AGENTAO, &sb, AT_SYMLINK_NOFOLLOW) == 0)
		return LEVEL_PROJECT;
	if (fstatat(fd, SESSIONS, &sb, AT_SYMLINK_NOFOLLOW) == 0)
		return LEVEL_AGENTAO;
	return LEVEL_SESSIONS;
}

/* Is name a snapshot's: *.json, not a dotfile? */
static int
is_snapshot(const char *name)
{
	size_t n = strlen(name), k = strlen(SUFFIX);

	return name[0] != '.' && n > k && strcmp(name + n - k, SUFFIX) == 0 &&
	    strchr(name, '/') == NULL;
}

/* Is name as Agentao names a snapshot, YYYYmmdd_HHMMSS[_uuuuuu].json?
 * (dfd: chatdoc_dir_any()'s.) */
static int
is_snapshot_name(int dfd, const char *name)
{
	static const char form[] = "dddddddd_dddddd_dddddd";
	size_t i;

	(void)dfd;
	for (i = 0; form[i] != '\0'; i++) {
		if (i == 15 && strcmp(name + i, SUFFIX) == 0)
			return 1;	/* no microseconds: a legacy name */
		if (form[i] == 'd' ? name[i] < '0' || name[i] > '9' :
		    name[i] != form[i])
			return 0;
	}
	return strcmp(name + i, SUFFIX) == 0;
}

/*
 * The sessions directory, opened into *fd, its path into path:
 * ST_NOT_FOUND (silently) if there is none; ST_DATA (printed) if a link
 * or a special file is where .agentao/ or sessions/ belongs.
 */
static int
sessions_open(struct chatdoc_store *ds, struct buf *path, int *fd)
{
	struct buf why = BUF_INIT, dir = BUF_INIT;
	int dfd, next, rc = ST_OK;

	buf_reset(path);
	buf_adds(path, ds->base.path);
	if ((dfd = open(ds->base.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return fail_errno(ST_IO, "cannot open '%s'", ds->base.path);
	for (const char *const *p = below[ds->level]; *p != NULL && rc == ST_OK;
	    p++) {
		fs_join(&dir, path->p, *p);
		buf_reset(path);
		buf_adds(path, dir.p);
		rc = chatdoc_dir_open(dfd, path->p, &why, &next);
		close(dfd);
		dfd = next;
	}
	if (rc == ST_DATA)
		fail(ST_DATA, "%s", why.p);
	buf_release(&why);
	buf_release(&dir);
	if (rc == ST_OK)
		*fd = dfd;
	return rc;
}

/* Every snapshot, into out: named by its session id (a link or a special
 * file, by its file name, with its problem); in no order. */
static int
snapshots(struct chatdoc_store *ds, struct chatdoc_files *out)
{
	struct buf dir = BUF_INIT, path = BUF_INIT, id = BUF_INIT, why = BUF_INIT;
	struct dirent *de;
	DIR *d;
	int fd, k, rc;

	if ((rc = sessions_open(ds, &dir, &fd)) != ST_OK) {
		rc = rc == ST_NOT_FOUND ? ST_OK : rc;
		goto out;
	}
	if ((d = fdopendir(fd)) == NULL) {
		rc = fail_errno(ST_IO, "cannot read '%s'", dir.p);
		close(fd);
		goto out;
	}
	while ((errno = 0, de = readdir(d)) != NULL) {
		if (ds->level == LEVEL_SESSIONS ?
		    !is_snapshot_name(dirfd(d), de->d_name) :
		    !is_snapshot(de->d_name))
			continue;
		fs_join(&path, dir.p, de->d_name);
		if ((k = chatdoc_entry_is(dirfd(d), path.p, 0, &why)) < 0) {
			buf_reset(&id);
			buf_add(&id, de->d_name, strlen(de->d_name) - strlen(SUFFIX));
			chatdoc_files_add(out, id.p, path.p, 0, de->d_name, &why);
		} else if (k > 0) {
			chatdoc_file_id(ds, dirfd(d), path.p, de->d_name, 0, "", &id);
			chatdoc_files_add(out, id.p, path.p, 0, de->d_name, NULL);
		}
	}
	if (errno != 0)
		rc = fail_errno(ST_IO, "cannot read '%s'", dir.p);
	closedir(d);
out:
	buf_release(&dir);
	buf_release(&path);
	buf_release(&id);
	buf_release(&why);
	return rc;
}

/* By id, the unsafe ones first, then by file name: a session's newest
 * snapshot last. */
static int
snapshot_cmp(const void *a, const void *b)
{
	const struct chatdoc_file *x = a, *y = b;
	int c = strcmp(x->id, y->id);

	if (c != 0)
		return c;
	if ((x->problem != NULL) != (y->problem != NULL))
		return x->problem != NULL ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* The layout's scan(): a session's newest snapshot, and with
 * STORE_LIST_ALL its older ones as ID@FILE; an unsafe file as it is. */
static int
agentao_scan(struct chatdoc_store *ds, unsigned flags, struct chatdoc_files *out)
{
	struct chatdoc_files all = CHATDOC_FILES_INIT;
	struct chatdoc_file *f;
	struct buf id = BUF_INIT;
	int rc, newest;

	if ((rc = snapshots(ds, &all)) != ST_OK)
		goto out;
	if (all.nr > 1)
		qsort(all.v, all.nr, sizeof(*all.v), snapshot_cmp);
	for (size_t i = 0; i < all.nr; i++) {
		f = &all.v[i];
		newest = f->problem != NULL || i + 1 == all.nr ||
		    strcmp(f->id, all.v[i + 1].id) != 0;
		if (!newest && !(flags & STORE_LIST_ALL))
			continue;
		if (!newest) {
			buf_reset(&id);
			buf_addf(&id, "%s@%s", f->id, f->name);
			free(f->id);
			f->id = buf_detach(&id);
		}
		xgrow(&out->v, &out->alloc, out->nr + 1, sizeof(*out->v));
		out->v[out->nr++] = *f;
		memset(f, 0, sizeof(*f));
	}
out:
	chatdoc_files_release(&all);
	buf_release(&id);
	return rc;
}

/* id = ID@FILE (at: its '@'): the snapshot FILE if it is one of session
 * ID (or a link or a special file: refused when read), else
 * ST_NOT_FOUND. */
static int
find_snapshot(struct chatdoc_store *ds, const char *id, const char *at,
    struct chatdoc_files *files)
{
	struct buf dir = BUF_INIT, path = BUF_INIT, sid = BUF_INIT, why = BUF_INIT;
	const char *name = at + 1;
	int fd, k, rc;

	if ((rc = sessions_open(ds, &dir, &fd)) != ST_OK)
		goto out;
	fs_join(&path, dir.p, name);
	rc = ST_NOT_FOUND;
	if ((k = chatdoc_entry_is(fd, path.p, 0, &why)) < 0) {
		chatdoc_files_add(files, id, path.p, 0, name, &why);
		rc = ST_OK;
	} else if (k > 0) {
		chatdoc_file_id(ds, fd, path.p, name, 0, "", &sid);
		if (sid.len == (size_t)(at - id) && memcmp(sid.p, id, sid.len) == 0) {
			chatdoc_files_add(files, id, path.p, 0, name, NULL);
			rc = ST_OK;
		}
	}
	close(fd);
out:
	buf_release(&dir);
	buf_release(&path);
	buf_release(&sid);
	buf_release(&why);
	return rc;
}

/* The layout's find(): a session's newest snapshot, or ID@FILE. */
static int
agentao_find(struct chatdoc_store *ds, const char *id,
    struct chatdoc_files *files, const struct chatdoc_file **f)
{
	const char *at = strrchr(id, '@');
	int rc;

	if ((rc = agentao_scan(ds, 0, files)) != ST_OK)
		return rc;
	for (size_t i = 0; i < files->nr; i++)
		if (strcmp(files->v[i].id, id) == 0) {
			*f = &files->v[i];
			return ST_OK;
		}
	if (at == NULL || at == id || !is_snapshot(at + 1))
		return ST_NOT_FOUND;
	chatdoc_files_release(files);
	if ((rc = find_snapshot(ds, id, at, files)) == ST_OK)
		*f = &files->v[0];
	return rc;
}

static int
agentao_probe(const struct store_ops *ops, const char *path,
    const struct stat *st)
{
	int fd, sub, found = 0;

	(void)ops;
	if (st == NULL || !S_ISDIR(st->st_mode))
		return 0;
	if ((fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return 0;
	switch (agentao_shape(fd)) {
	case LEVEL_PROJECT:
		if ((sub = openat(fd, AGENTAO, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
		    O_CLOEXEC)) >= 0) {
			found = chatdoc_dir_any(sub, SESSIONS, is_snapshot_name, 0);
			close(sub);
		}
		break;
	case LEVEL_AGENTAO:
		found = chatdoc_dir_any(fd, SESSIONS, is_snapshot_name, 0);
		break;
	default:
		found = chatdoc_dir_any(AT_FDCWD, path, is_snapshot_name, 0);
		break;
	}
	close(fd);
	return found;
}

static const struct chatdoc_layout agentao_layout = {
	.kind = "agentao",
	.what = "an agentao store (a project directory holding "
	    ".agentao/sessions/, its .agentao/, or that sessions directory)",
	.read_only = "agentao stores are read-only (Agentao's snapshot writer is "
	    "not atomic: transcript never writes into its sessions); convert "
	    "them to another store",
	.format = &format_chat,
	.sid = "session_id",
	.start = "created_at",
	.updated = "updated_at",
	.updated_old = "timestamp",
	.time_flags = ISOTIME_OFFSET,
	.shape = agentao_shape,
	.scan = agentao_scan,
	.find = agentao_find,
};

const struct store_ops store_agentao_ops = {
	.name = "agentao",
	.operand = "DIR",
	.data = &agentao_layout,
	.probe = agentao_probe,
	.open = chatdoc_open,
	CHATDOC_METHODS,
};
