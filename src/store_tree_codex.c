/*
 * store_tree_codex.c - codex:DIR, Codex's rollouts as a file tree
 * (store_tree.h; fixtures/native/LAYOUTS.md 2).
 *
 *  - Root: Codex's home (CODEX_HOME, ~/.codex), or its sessions/
 *    directory alone.  A new store is a home.
 *  - Files: HOME/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl and, in
 *    a home, HOME/archived_sessions/rollout-<time>-<uuid>.jsonl (listed
 *    as archived).  Nothing else is read (history.jsonl, .jsonl.zst).
 *  - Ids: the uuid, whose file is found by a walk; a new session's file
 *    is named as Codex names them, from its created_at (local time) and
 *    id.  A writer's id that is not a UUID is a usage error.
 *  - created_at: the first record, a session_meta (the format's facts()),
 *    must name the file's id (else ST_DATA); its start time, else the time
 *    in the file name (read as if it were UTC, as Codex does).
 *  - Writes: append and compact-replace only (rollouts never move).
 *  - Probe: a directory with sessions/ or archived_sessions/ (a home), or
 *    with YYYY/MM/ directories (a sessions directory).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "isotime.h"
#include "store_tree.h"

#define SESSIONS	"sessions"
#define ARCHIVED	"archived_sessions"

enum {
	SHAPE_SESSIONS = 1,		/* a sessions directory */
	SHAPE_HOME = 2			/* sessions/ or archived_sessions/ in it */
};

/* The uuid of a rollout file name, rollout-<time>-<uuid>.jsonl, or NULL. */
static const char *
codex_name_id(const char *name)
{
	size_t n = strlen(name), k = strlen(JSONL_DATA_SUFFIX);

	if (strncmp(name, "rollout-", 8) != 0 || n < 8 + 19 + 1 + TREE_UUID_LEN + k ||
	    !tree_has_suffix(name, JSONL_DATA_SUFFIX) ||
	    name[n - k - TREE_UUID_LEN - 1] != '-' ||
	    !tree_is_uuid(name + n - k - TREE_UUID_LEN, TREE_UUID_LEN))
		return NULL;
	return name + n - k - TREE_UUID_LEN;
}

/* The rollouts in the directory fd (rel below the root). */
static int
walk_files(struct tree_walk *w, int fd, const char *rel)
{
	struct buf frel = BUF_INIT;
	char **names, id[TREE_UUID_LEN + 1];
	const char *u;
	size_t nr;
	int rc = ST_OK;

	names = tree_names(fd, &nr);
	for (size_t i = 0; i < nr && rc == ST_OK; i++) {
		if ((u = codex_name_id(names[i])) == NULL)
			continue;
		memcpy(id, u, TREE_UUID_LEN);
		id[TREE_UUID_LEN] = '\0';
		fs_join(&frel, rel, names[i]);
		rc = tree_found(w, fd, id, frel.p);
	}
	tree_names_free(names, nr);
	buf_release(&frel);
	return rc;
}

/* YYYY/MM/DD/ below the directory fd (at path, rel), level levels of
 * digit names, then the rollouts. */
static int
walk_dated(struct tree_walk *w, int fd, const char *path, const char *rel, int level)
{
	static const size_t width[] = { 4, 2, 2 };
	struct buf sp = BUF_INIT, srel = BUF_INIT;
	char **names;
	size_t nr;
	int sub, rc = ST_OK;

	if (level == 3)
		return walk_files(w, fd, rel);
	names = tree_names(fd, &nr);
	for (size_t i = 0; i < nr && rc == ST_OK; i++) {
		if (strlen(names[i]) != width[level] ||
		    strspn(names[i], "0123456789") != width[level] ||
		    !tree_subdir(fd, path, names[i], &sub))
			continue;
		fs_join(&sp, path, names[i]);
		fs_join(&srel, rel, names[i]);
		rc = walk_dated(w, sub, sp.p, srel.p, level + 1);
		close(sub);
	}
	tree_names_free(names, nr);
	buf_release(&sp);
	buf_release(&srel);
	return rc;
}

/* Every rollout below the root (fd): a home's sessions/ (dated) and
 * archived_sessions/ (flat), or a sessions directory alone. */
static int
codex_walk(struct tree *t, int root, struct tree_walk *w)
{
	struct buf path = BUF_INIT;
	int fd, rc = ST_OK;

	if (*t->sub == '\0') {
		rc = walk_dated(w, root, t->dir, "", 0);
		goto out;
	}
	fs_join(&path, t->dir, SESSIONS);
	if (tree_subdir(root, t->dir, SESSIONS, &fd)) {
		rc = walk_dated(w, fd, path.p, SESSIONS, 0);
		close(fd);
	}
	if (rc == ST_OK && tree_subdir(root, t->dir, ARCHIVED, &fd)) {
		rc = walk_files(w, fd, ARCHIVED);
		close(fd);
	}
out:
	buf_release(&path);
	return rc;
}

static int
codex_path(struct tree *t, const char *id, int writer, int64_t created,
    struct buf *rel)
{
	struct tm tm;
	time_t secs;
	int found, rc;

	if (!tree_is_uuid(id, strlen(id)))
		return !writer ? ST_NOT_FOUND : fail(ST_USAGE, "'%s' is not a Codex "
		    "session id: Codex names rollouts by a UUID", id);
	/* Rollouts are never moved or removed here: a found path stays. */
	if ((rc = tree_find(t, id, rel, &found)) != ST_OK || found)
		return rc;
	if (!writer)
		return ST_NOT_FOUND;
	/* A new rollout, named as Codex names them: in local time. */
	secs = (time_t)((created >= 0 ? created : fs_now_ms()) / 1000);
	localtime_r(&secs, &tm);
	buf_reset(rel);
	if (*t->sub != '\0')
		buf_adds(rel, SESSIONS "/");
	buf_addf(rel, "%04d/%02d/%02d/rollout-%04d-%02d-%02dT%02d-%02d-%02d-%s%s",
	    tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_year + 1900, tm.tm_mon + 1,
	    tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, id, JSONL_DATA_SUFFIX);
	return ST_OK;
}

/* --- created_at ------------------------------------------------------ */

/* The first record: its session_meta's id is checked, its time kept. */
struct head {
	const struct tree_file	*f;
	int64_t			 ms;
	int			 bad;
	struct buf		 text;
};

static int
head_read(void *arg, struct json_span rec)
{
	struct head *h = arg;
	struct format_facts ff;

	format_codex.facts(rec, &h->text, &ff);
	if (!ff.head)
		return 1;	/* no session_meta: the file name says */
	if (ff.id.n > 0) {
		buf_reset(&h->text);
		json_str_decode(ff.id, &h->text);
		if (strcmp(h->text.p, h->f->id) != 0) {
			h->bad = fail(ST_DATA, "%s: session_meta's id '%s' differs from the "
			    "file name's '%s'", h->f->path, h->text.p, h->f->id);
			return 1;
		}
	}
	h->ms = ff.started;
	return 1;
}

/* The time in a rollout file name, rollout-YYYY-MM-DDThh-mm-ss-<uuid>: as
 * Codex reads it back, as if it were UTC. */
static int
name_time(const char *path, int64_t *out)
{
	const char *name = strrchr(path, '/');
	char t[20];

	name = name != NULL ? name + 1 : path;
	if (strncmp(name, "rollout-", 8) != 0 || strlen(name) < 8 + 19)
		return 0;
	memcpy(t, name + 8, 19);
	t[19] = '\0';
	t[13] = t[16] = ':';
	return isotime_parse(t, 19, 0, out) == 0;
}

static int
codex_created(struct tree *t, const struct tree_file *f, int64_t *out)
{
	struct head h = { f, -1, 0, BUF_INIT };
	int rc = tree_scan(f, head_read, &h);

	(void)t;
	if (rc == ST_OK && h.bad)
		rc = h.bad;
	else if (rc == ST_OK && h.ms >= 0)
		*out = h.ms;
	else if (rc == ST_OK)
		(void)name_time(f->path, out);
	buf_release(&h.text);
	return rc;
}

/* --- Probing --------------------------------------------------------- */

/* A year directory of Codex sessions: a month (two digits) in it? */
static int
has_month(const char *path)
{
	struct dirent *de;
	DIR *d;
	int hit = 0;

	if ((d = opendir(path)) == NULL)
		return 0;
	while (!hit && (de = readdir(d)) != NULL)
		hit = strlen(de->d_name) == 2 && strspn(de->d_name, "0123456789") == 2 &&
		    tree_has_subdir(path, de->d_name);
	closedir(d);
	return hit;
}

/* SHAPE_HOME for a directory with sessions/ or archived_sessions/,
 * SHAPE_SESSIONS for one with YYYY/MM/, else 0. */
static int
codex_shape(const char *path, const char **sub)
{
	struct dirent *de;
	struct buf p = BUF_INIT;
	DIR *d;
	int shape = 0;

	*sub = SESSIONS;
	if (tree_has_subdir(path, SESSIONS) || tree_has_subdir(path, ARCHIVED))
		return SHAPE_HOME;
	if ((d = opendir(path)) == NULL)
		return 0;
	while (shape == 0 && (de = readdir(d)) != NULL) {
		if (strlen(de->d_name) == 4 && strspn(de->d_name, "0123456789") == 4 &&
		    tree_has_subdir(path, de->d_name)) {
			fs_join(&p, path, de->d_name);
			if (has_month(p.p))
				shape = SHAPE_SESSIONS;
		}
	}
	closedir(d);
	buf_release(&p);
	if (shape == SHAPE_SESSIONS)
		*sub = "";
	return shape;
}

static const struct tree_layout codex_layout = {
	.kind = "codex",
	.format = &format_codex,
	.shape = codex_shape,
	.path = codex_path,
	.walk = codex_walk,
	.created = codex_created,
	.archived = ARCHIVED,
	.writes = TREE_APPEND
};

const struct store_ops store_codex_ops = {
	.name = "codex",
	.operand = "DIR",
	.data = &codex_layout,
	.probe = tree_probe,
	.open = tree_open,
	TREE_METHODS
};
