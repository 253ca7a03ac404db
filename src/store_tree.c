/*
 * store_tree.c - what the agents' file trees share beside the JSON Lines
 * machinery: probing (memorised per directory), and the rules for names
 * and ids.  See store_tree.h.
 */
#include <sys/stat.h>

#include <string.h>
#include <time.h>

#include "buf.h"
#include "fsutil.h"
#include "store_tree.h"

/*
 * What the probes found in the directory probed last (by this thread),
 * for the next probes of it while it is unchanged (the same inode, mtime
 * and ctime): detection runs several probes that read the same names, and
 * a command that opens a store twice detects it twice.  A directory
 * changed in the last MEMO_FRESH_MS is not memorised: a change within the
 * same tick of the file system's clock would leave its times as they were.
 */
#define MEMO_FRESH_MS	50
#define MEMO_KEYS	16		/* probes memorised per directory */
struct probe_memo {
	dev_t		 dev;
	ino_t		 ino;
	struct timespec	 mtime, ctime;
	size_t		 nr;
	const void	*key[MEMO_KEYS];	/* whose answer[] it is */
	int		 answer[MEMO_KEYS];
};
static _Thread_local struct probe_memo probe_memo;

/* Did st's directory change in the last MEMO_FRESH_MS? */
static int
memo_fresh(const struct stat *st)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	return (now.tv_sec - st->st_ctim.tv_sec) * 1000 +
	    (now.tv_nsec - st->st_ctim.tv_nsec) / 1000000 < MEMO_FRESH_MS ||
	    (now.tv_sec - st->st_mtim.tv_sec) * 1000 +
	    (now.tv_nsec - st->st_mtim.tv_nsec) / 1000000 < MEMO_FRESH_MS;
}

int
tree_memo(const void *key, const char *path, const struct stat *st,
    int (*answer)(const void *key, const char *path))
{
	struct probe_memo *m = &probe_memo;
	size_t i;
	int a;

	if (memo_fresh(st))
		return answer(key, path);	/* for this probe alone */
	if (m->dev != st->st_dev || m->ino != st->st_ino ||
	    m->mtime.tv_sec != st->st_mtim.tv_sec ||
	    m->mtime.tv_nsec != st->st_mtim.tv_nsec ||
	    m->ctime.tv_sec != st->st_ctim.tv_sec ||
	    m->ctime.tv_nsec != st->st_ctim.tv_nsec) {
		m->dev = st->st_dev;
		m->ino = st->st_ino;
		m->mtime = st->st_mtim;
		m->ctime = st->st_ctim;
		m->nr = 0;
	}
	for (i = 0; i < m->nr; i++)
		if (m->key[i] == key)
			return m->answer[i];
	a = answer(key, path);
	if (m->nr < MEMO_KEYS) {
		m->key[m->nr] = key;
		m->answer[m->nr++] = a;
	}
	return a;
}

/* A layout's probe: is the directory path one of its shapes? */
static int
shape_answer(const void *key, const char *path)
{
	const struct tree_layout *layout = key;
	const char *sub;

	return layout->shape(path, &sub) != 0;
}

int
tree_probe(const struct store_ops *ops, const char *path,
    const struct stat *st)
{
	return st != NULL && S_ISDIR(st->st_mode) &&
	    tree_memo(ops->data, path, st, shape_answer);
}

int
tree_claims(const char *path, const struct stat *st)
{
	const struct store_ops *const *kinds;
	size_t nr;

	kinds = store_kinds(&nr);
	for (size_t i = 0; i < nr; i++)
		if (kinds[i]->probe == tree_probe &&
		    tree_probe(kinds[i], path, st))
			return 1;
	return 0;
}

/* --- Names ----------------------------------------------------------- */

int
tree_has_subdir(const char *path, const char *name)
{
	struct buf p = BUF_INIT;
	struct stat sb;
	int yes;

	fs_join(&p, path, name);
	yes = lstat(p.p, &sb) == 0 && S_ISDIR(sb.st_mode);
	buf_release(&p);
	return yes;
}

int
tree_has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n > k && memcmp(s + n - k, suffix, k) == 0;
}

int
tree_is_uuid(const char *p, size_t n)
{
	if (n != TREE_UUID_LEN)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (i == 8 || i == 13 || i == 18 || i == 23) {
			if (p[i] != '-')
				return 0;
		} else if (!((p[i] >= '0' && p[i] <= '9') || (p[i] >= 'a' && p[i] <= 'f') ||
		    (p[i] >= 'A' && p[i] <= 'F')))
			return 0;
	}
	return 1;
}

/* A name a tree may hold as a path component: not empty, no '/', no
 * leading '.', not too long. */
static int
is_component(const char *p, size_t n)
{
	return n > 0 && n < 256 && p[0] != '.' && memchr(p, '/', n) == NULL &&
	    memchr(p, '\0', n) == NULL;
}

size_t
tree_id_parts(const char *id, const char *part[], size_t len[], size_t max)
{
	size_t k = 0;
	const char *p = id, *slash;

	while (k < max) {
		slash = strchr(p, '/');
		part[k] = p;
		len[k] = slash != NULL ? (size_t)(slash - p) : strlen(p);
		if (!is_component(part[k], len[k]))
			return 0;
		k++;
		if (slash == NULL)
			return k;
		p = slash + 1;
	}
	return 0;
}
