/*
 * store_tree_claude_code.c - claude-code:DIR, Claude Code's projects
 * directory as a file tree (store_tree.h; fixtures/native/LAYOUTS.md 1).
 *
 *  - Root: ~/.claude (the sessions are below projects/), the projects
 *    directory itself, or one project directory (its ids then lack the
 *    key).  A new store is a projects directory.
 *  - Files: PROJECTS/<key>/<uuid>.jsonl, a session; subagents' transcripts
 *    PROJECTS/<key>/<uuid>/subagents/(DIR/)*agent-<id>.jsonl, up to
 *    TREE_DEPTH levels of DIR, sessions of their own.  Before 2.1 a
 *    subagent's transcript was PROJECTS/<key>/agent-<id>.jsonl, beside its
 *    parent's, whose id its records' sessionId names (the format's facts():
 *    the first record that has one): it is that session's subagent
 *    if the parent's file is there and no subagents/agent-<id>.jsonl of
 *    it, else a session of its own.  Nothing else is read: a file whose
 *    name is not a UUID (or agent-*), spilled tool results,
 *    agent-*.meta.json.
 *  - Ids: <key>/<uuid>, <key>/<uuid>/[DIR/]agent-<id> (both layouts of a
 *    subagent: path() looks for the old one's file first), and
 *    <key>/agent-<id> (an old agent file of no session); a writer's id of
 *    another shape is a usage error, and a new subagent gets the 2.1
 *    layout.
 *  - created_at: the time of the first record that has one (the
 *    format's facts(): a line's "timestamp"); CREATED_UNKNOWN if none has
 *    (an empty file, a summary or file-history-snapshot alone).
 *  - Writes: all (append, compact-replace, delete, rename).
 *  - Probe: a directory with projects/, or one of UUID-named .jsonl files
 *    that look like Claude Code's (the format's sniff() of the first 4 KiB
 *    of one) and no jsonl: sidecars (one project), or whose
 *    subdirectories, among the first 20, hold a project (a projects
 *    directory).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "fsutil.h"
#include "json.h"
#include "store_tree.h"

#define TREE_DEPTH	4		/* subagents/DIR/... levels looked into */
#define PROJECTS	"projects"
#define HEAD_BYTES	4096		/* a file's first bytes, for sniff() */

enum {
	SHAPE_PROJECT = 1,		/* one project directory */
	SHAPE_HOME = 2,			/* ~/.claude: projects/ in it */
	SHAPE_PROJECTS = 3		/* a projects directory */
};

/* Is name a session file of Claude Code's (UUID.jsonl)? */
static int
claude_name(const char *name)
{
	return strlen(name) == TREE_UUID_LEN + strlen(JSONL_DATA_SUFFIX) &&
	    tree_has_suffix(name, JSONL_DATA_SUFFIX) && tree_is_uuid(name, TREE_UUID_LEN);
}

/* Is name[0..n) an agent's, agent-<id>? */
static int
agent_name(const char *name, size_t n)
{
	return n > 6 && strncmp(name, "agent-", 6) == 0;
}

/* Is name an agent's transcript, agent-<id>.jsonl? */
static int
agent_file(const char *name)
{
	return tree_has_suffix(name, JSONL_DATA_SUFFIX) &&
	    agent_name(name, strlen(name) - strlen(JSONL_DATA_SUFFIX));
}

/* The first sessionId among an agent file's records. */
struct owner {
	struct buf	text;		/* scratch for facts() */
	struct buf	id;		/* the id, decoded; empty: none */
};

static int
owner_rec(void *arg, struct json_span rec)
{
	struct owner *o = arg;
	struct format_facts ff;

	format_claude_code.facts(rec, &o->text, &ff);
	if (ff.owner.n == 0)
		return 0;
	json_str_decode(ff.owner, &o->id);
	return 1;
}

/*
 * The parent of the old layout's agent file name (agent-<id>.jsonl) in the
 * project directory fd (at path), into out: 1 if its records name a session
 * (a UUID) whose file is in fd and that has no subagents/<name> (the 2.1
 * layout's file of the same agent wins); else 0, quietly.
 */
static int
old_parent(int fd, const char *path, const char *name, struct buf *out)
{
	struct owner o = { BUF_INIT, BUF_INIT };
	struct buf p = BUF_INIT;
	struct stat sb;
	int yes;

	fs_join(&p, path, name);
	yes = tree_scan_in(fd, p.p, owner_rec, &o) == ST_OK &&
	    tree_is_uuid(o.id.p, o.id.len);
	if (yes) {
		buf_reset(&p);
		buf_addf(&p, "%s%s", o.id.p, JSONL_DATA_SUFFIX);
		yes = fstatat(fd, p.p, &sb, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(sb.st_mode);
		buf_reset(&p);
		buf_addf(&p, "%s/subagents/%s", o.id.p, name);
		yes = yes && fstatat(fd, p.p, &sb, AT_SYMLINK_NOFOLLOW) != 0;
	}
	if (yes) {
		buf_reset(out);
		buf_add(out, o.id.p, o.id.len);
	}
	buf_release(&o.text);
	buf_release(&o.id);
	buf_release(&p);
	return yes;
}

/* The agent-*.jsonl files in the directory fd (at path, below a session's
 * subagents/), depth levels down; id and rel are fd's. */
static int
walk_agents(struct tree_walk *w, int fd, const char *path, const char *id,
    const char *rel, int depth)
{
	struct buf sid = BUF_INIT, srel = BUF_INIT, sp = BUF_INIT;
	char **names;
	size_t nr;
	int sub, rc = ST_OK;

	names = tree_names(fd, &nr);
	for (size_t i = 0; i < nr && rc == ST_OK; i++) {
		buf_reset(&sid);
		buf_addf(&sid, "%s/%s", id, names[i]);
		buf_reset(&srel);
		buf_addf(&srel, "%s/%s", rel, names[i]);
		if (agent_file(names[i])) {
			buf_setlen(&sid, sid.len - strlen(JSONL_DATA_SUFFIX));
			rc = tree_found(w, fd, sid.p, srel.p);
		} else if (depth > 1 && tree_subdir(fd, path, names[i], &sub)) {
			fs_join(&sp, path, names[i]);
			rc = walk_agents(w, sub, sp.p, sid.p, srel.p, depth - 1);
			close(sub);
		}
	}
	tree_names_free(names, nr);
	buf_release(&sid);
	buf_release(&srel);
	buf_release(&sp);
	return rc;
}

/* The subagents of session id, the directory name in fd (at path; rel
 * below the root), if it is one. */
static int
walk_session_dir(struct tree_walk *w, int fd, const char *path, const char *name,
    const char *id, const char *rel)
{
	struct buf sp = BUF_INIT, srel = BUF_INIT;
	int sfd, afd, rc = ST_OK;

	if (!tree_subdir(fd, path, name, &sfd))
		return ST_OK;
	fs_join(&sp, path, name);
	buf_addf(&srel, "%s/subagents", rel);
	if (tree_subdir(sfd, sp.p, "subagents", &afd)) {
		buf_adds(&sp, "/subagents");
		rc = walk_agents(w, afd, sp.p, id, srel.p, TREE_DEPTH);
		close(afd);
	}
	close(sfd);
	buf_release(&sp);
	buf_release(&srel);
	return rc;
}

/* One project directory open as fd (at path; rel its path below the root,
 * key the id prefix: "" in a one-project store). */
static int
walk_project(struct tree_walk *w, int fd, const char *path, const char *rel,
    const char *key)
{
	struct buf id = BUF_INIT, frel = BUF_INIT, parent = BUF_INIT;
	char **names;
	size_t nr, n;
	int rc = ST_OK;

	names = tree_names(fd, &nr);
	for (size_t i = 0; i < nr && rc == ST_OK; i++) {
		n = strlen(names[i]);
		buf_reset(&id);
		if (*key != '\0')
			buf_addf(&id, "%s/", key);
		buf_reset(&frel);
		if (*rel != '\0')
			buf_addf(&frel, "%s/", rel);
		buf_adds(&frel, names[i]);
		if (claude_name(names[i])) {
			buf_add(&id, names[i], TREE_UUID_LEN);
			rc = tree_found(w, fd, id.p, frel.p);
		} else if (tree_is_uuid(names[i], n)) {
			buf_adds(&id, names[i]);
			rc = walk_session_dir(w, fd, path, names[i], id.p, frel.p);
		} else if (agent_file(names[i])) {
			if (old_parent(fd, path, names[i], &parent))
				buf_addf(&id, "%s/", parent.p);
			buf_add(&id, names[i], n - strlen(JSONL_DATA_SUFFIX));
			rc = tree_found(w, fd, id.p, frel.p);
		}
	}
	tree_names_free(names, nr);
	buf_release(&id);
	buf_release(&frel);
	buf_release(&parent);
	return rc;
}

/* Every session below the root (fd). */
static int
claude_walk(struct tree *t, int root, struct tree_walk *w)
{
	struct buf path = BUF_INIT, kp = BUF_INIT, rel = BUF_INIT;
	char **names = NULL;
	size_t nr = 0;
	int bfd = root, kfd, rc = ST_OK;

	buf_adds(&path, t->dir);
	if (*t->sub != '\0') {
		if (!tree_subdir(root, t->dir, t->sub, &bfd))
			goto out;
		fs_join(&path, t->dir, t->sub);
	}
	if (t->shape == SHAPE_PROJECT) {
		rc = walk_project(w, bfd, path.p, t->sub, "");
		goto out;
	}
	names = tree_names(bfd, &nr);
	for (size_t i = 0; i < nr && rc == ST_OK; i++) {
		if (!tree_subdir(bfd, path.p, names[i], &kfd))
			continue;
		fs_join(&kp, path.p, names[i]);
		fs_join(&rel, t->sub, names[i]);
		rc = walk_project(w, kfd, kp.p, rel.p, names[i]);
		close(kfd);
	}
out:
	tree_names_free(names, nr);
	if (bfd != root)
		close(bfd);
	buf_release(&path);
	buf_release(&kp);
	buf_release(&rel);
	return rc;
}

/*
 * The old layout's file of the subagent id (<key>/<uuid>/agent-<id>; part
 * and len its parts, k the uuid's), into rel with *found = 1 if the
 * project holds agent-<id>.jsonl of that parent (old_parent()), else
 * *found = 0: ST_OK, or ST_DATA or ST_IO where the project's directory
 * cannot be opened.
 */
static int
old_path(struct tree *t, const char *part[], size_t len[], size_t k,
    struct buf *rel, int *found)
{
	struct buf dir = BUF_INIT, path = BUF_INIT, name = BUF_INIT;
	struct buf parent = BUF_INIT;
	int fd, rc, yes = 0;

	buf_adds(&dir, t->sub);
	if (k > 0) {
		if (dir.len > 0)
			buf_addc(&dir, '/');
		buf_add(&dir, part[0], len[0]);
	}
	buf_add(&name, part[k + 1], len[k + 1]);
	buf_adds(&name, JSONL_DATA_SUFFIX);
	if ((rc = tree_dir_open(t, dir.len > 0 ? dir.p : "", &fd)) == ST_OK) {
		if (dir.len > 0)
			fs_join(&path, t->dir, dir.p);
		else
			buf_adds(&path, t->dir);
		yes = old_parent(fd, path.p, name.p, &parent) &&
		    parent.len == len[k] && memcmp(parent.p, part[k], len[k]) == 0;
		close(fd);
	}
	if (yes) {
		buf_reset(rel);
		if (dir.len > 0)
			buf_addf(rel, "%s/", dir.p);
		buf_adds(rel, name.p);
	}
	buf_release(&dir);
	buf_release(&path);
	buf_release(&name);
	buf_release(&parent);
	*found = yes;
	return rc == ST_NOT_FOUND ? ST_OK : rc;
}

static int
claude_path(struct tree *t, const char *id, int writer, int64_t created,
    struct buf *rel)
{
	const char *part[TREE_DEPTH + 3];
	size_t len[TREE_DEPTH + 3], n, k;
	int project = t->shape == SHAPE_PROJECT, found = 0, rc;

	(void)created;
	n = tree_id_parts(id, part, len, project ? TREE_DEPTH + 2 : TREE_DEPTH + 3);
	k = project ? 0 : 1;	/* the uuid's part */
	if (n == k + 1 && agent_name(part[k], len[k])) {
		/* an old layout's agent file of no session */
		buf_reset(rel);
		if (*t->sub != '\0')
			buf_addf(rel, "%s/", t->sub);
		buf_addf(rel, "%s%s", id, JSONL_DATA_SUFFIX);
		return ST_OK;
	}
	if (n < k + 1 || !tree_is_uuid(part[k], len[k]) ||
	    (n > k + 1 && !agent_name(part[n - 1], len[n - 1])))
		return !writer ? ST_NOT_FOUND : fail(ST_USAGE, "'%s' is not a Claude Code "
		    "session id: %sUUID, or %sUUID/agent-ID for a subagent", id,
		    project ? "" : "KEY/", project ? "" : "KEY/");
	if (n == k + 2 && ((rc = old_path(t, part, len, k, rel, &found)) != ST_OK ||
	    found))
		return rc;
	buf_reset(rel);
	if (*t->sub != '\0')
		buf_addf(rel, "%s/", t->sub);
	buf_add(rel, id, (size_t)(part[k] - id) + len[k]);
	if (n > k + 1) {
		buf_adds(rel, "/subagents");
		buf_adds(rel, part[k] + len[k]);
	}
	buf_adds(rel, JSONL_DATA_SUFFIX);
	return ST_OK;
}

/* --- Probing --------------------------------------------------------- */

/* Does a UUID-named .jsonl file in the directory d (at path) look like
 * Claude Code's in its first bytes? */
static int
claude_heads(DIR *d, const char *path)
{
	struct dirent *de;
	struct buf p = BUF_INIT, head = BUF_INIT;
	int sessionid = 0, fd;

	rewinddir(d);
	while (!sessionid && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || !claude_name(de->d_name))
			continue;
		fs_join(&p, path, de->d_name);
		if ((fd = open(p.p, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
		    O_CLOEXEC)) >= 0) {
			ssize_t r;

			buf_reset(&head);
			buf_grow(&head, HEAD_BYTES);
			if ((r = pread(fd, head.p, HEAD_BYTES, 0)) > 0)
				sessionid = format_claude_code.sniff(head.p, (size_t)r);
			close(fd);
		}
	}
	buf_release(&p);
	buf_release(&head);
	return sessionid;
}

/*
 * The directory path as a Claude Code store: SHAPE_HOME if it holds
 * projects/ (deep only), SHAPE_PROJECT if it is one project (UUID-named
 * .jsonl files that claude_heads() accepts, and no sidecars of a jsonl:
 * store), SHAPE_PROJECTS if a subdirectory, among the first 20, is a
 * project (deep only), else 0.  One pass over the names; the files' first
 * bytes are read only once the names allow a project: a store of ours,
 * with its sidecars, costs that one pass.
 */
static int
claude_shape_of(const char *path, int deep)
{
	struct dirent *de;
	struct buf p = BUF_INIT;
	DIR *d;
	int uuids = 0, sidecars = 0, projects = 0, looked = 0, shape;

	if (deep && tree_has_subdir(path, PROJECTS))
		return SHAPE_HOME;
	if ((d = opendir(path)) == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (tree_has_suffix(de->d_name, JSONL_META_SUFFIX))
			sidecars++;
		else if (claude_name(de->d_name))
			uuids++;
		else if (deep && looked < 20 && de->d_type != DT_REG &&
		    de->d_type != DT_LNK) {
			looked++;
			fs_join(&p, path, de->d_name);
			projects += tree_has_subdir(path, de->d_name) &&
			    claude_shape_of(p.p, 0) == SHAPE_PROJECT;
		}
	}
	shape = uuids > 0 && sidecars == 0 && claude_heads(d, path) ? SHAPE_PROJECT :
	    projects > 0 ? SHAPE_PROJECTS : 0;
	closedir(d);
	buf_release(&p);
	return shape;
}

static int
claude_shape(const char *path, const char **sub)
{
	int shape = claude_shape_of(path, 1);

	*sub = shape == SHAPE_HOME ? PROJECTS : "";
	return shape;
}

/* A new session's id: its project's key, Claude Code's name for the
 * directory it works in (every byte but a letter or a digit a '-'), and
 * its uuid; without a cwd, "-" (the root's key). */
static void
claude_agent_id(const char *uuid, const char *cwd, struct buf *out)
{
	const char *p = cwd != NULL && cwd[0] != '\0' ? cwd : "/";

	for (; *p != '\0'; p++)
		buf_addc(out, (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') ? *p : '-');
	buf_addf(out, "/%s", uuid);
}

/* The part of id that names a session: <key>/<uuid> of
 * <key>/<uuid>/[DIR/]agent-<id>, or <uuid> of <uuid>/[DIR/]agent-<id> in
 * a store of one project; 0 if id is no subagent's. */
static size_t
claude_session_len(const struct tree *t, const char *id)
{
	const char *p = strchr(id, '/');

	if (p != NULL && t->shape != SHAPE_PROJECT)
		p = strchr(p + 1, '/');
	return p != NULL ? (size_t)(p - id) : 0;
}

/* A subagent's session: its parent's id. */
static int
claude_parent(const struct tree *t, const char *id, struct buf *out)
{
	size_t n = claude_session_len(t, id);

	if (n == 0)
		return 0;
	buf_add(out, id, n);
	return 1;
}

/* A session's project: its directory's key, <key> of <key>/<uuid>; none
 * in a store of one project (the records' cwd says). */
static int
claude_project(const struct tree *t, const char *id, struct buf *out)
{
	const char *a = strchr(id, '/');

	if (a == NULL || t->shape == SHAPE_PROJECT)
		return 0;
	buf_add(out, id, (size_t)(a - id));
	return 1;
}

static const struct tree_layout claude_layout = {
	.kind = "claude-code",
	.format = &format_claude_code,
	.shape = claude_shape,
	.path = claude_path,
	.walk = claude_walk,
	.created = NULL,		/* the first record's time */
	.archived = NULL,
	.writes = TREE_APPEND | TREE_REMOVE | TREE_RENAME,
	.agent_id = claude_agent_id,
	.parent = claude_parent,
	.project = claude_project
};

const struct store_ops store_claude_code_ops = {
	.name = "claude-code",
	.operand = "DIR",
	.data = &claude_layout,
	.probe = tree_probe,
	.open = tree_open,
	TREE_METHODS
};
