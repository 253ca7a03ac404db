/*
 * store.c - the only file that lists the backends: "kind:PATH" parsing,
 * detection, and the write sequences (lock, check, write, unlock) that every
 * backend shares.  See store.h for the contracts.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "fsutil.h"
#include "id.h"
#include "isotime.h"
#include "schema.h"
#include "store.h"
#include "store_tree.h"
#include "xalloc.h"

static const struct store_ops *const backends[] = {
	&store_sqlite_engine,	/* a kind per SQLite row of schema_kinds[] */
	&store_jsonl_ops, &store_dir_ops,
	/* Agents' file trees: the JSON Lines backend too */
	&store_claude_code_ops, &store_codex_ops,
	/* Agents' chat documents: Gemini CLI's reader (store_chatdoc.h) */
	&store_gemini_ops, &store_agentao_ops,
	&store_pg_ops,		/* never detected from a path */
};

/* The kinds: backends[] with each engine made into its SQL kinds, and
 * PostgreSQL's kinds (pg[], below), once; read only after. */
static struct {
	const struct store_ops	*v[nitems(backends) + 2 * SCHEMA_KINDS_MAX];
	struct store_ops	 sql[SCHEMA_KINDS_MAX];
	struct store_ops	 pg[SCHEMA_KINDS_MAX];
	size_t			 nr, npg;
} kind_table;

/* The kind named name[0..n), or NULL. */
static const struct store_ops *
kind_find(const char *name, size_t n)
{
	for (size_t i = 0; i < kind_table.nr; i++)
		if (strlen(kind_table.v[i]->name) == n &&
		    strncmp(kind_table.v[i]->name, name, n) == 0)
			return kind_table.v[i];
	return NULL;
}

/*
 * PostgreSQL's kinds but its default (transcript's) are kinds too,
 * store_pg_ops with the row as data: "NAME:CONNINFO" where no other kind
 * has the name (agentkit-pg), "NAME:postgres:CONNINFO" or
 * "NAME:postgres://..." where one has (agntz's SQLite kind and its
 * PostgreSQL one).  Those of the second sort are in pg[] only.
 */
static void
pg_kinds_make(void)
{
	struct store_ops *k;

	for (const struct sql_kind *row = schema_kind_next(SQL_POSTGRES, NULL);
	    row != NULL; row = schema_kind_next(SQL_POSTGRES, row)) {
		if (row->flags & SQL_KIND_DEFAULT)
			continue;
		k = &kind_table.pg[kind_table.npg++];
		*k = store_pg_ops;
		k->name = row->name;
		k->data = row;
		if (kind_find(row->name, strlen(row->name)) == NULL)
			kind_table.v[kind_table.nr++] = k;
	}
}

/* The PostgreSQL kind named like the kind ops, or NULL. */
static const struct store_ops *
pg_kind(const struct store_ops *ops)
{
	for (size_t i = 0; i < kind_table.npg; i++)
		if (strcmp(kind_table.pg[i].name, ops->name) == 0)
			return &kind_table.pg[i];
	return NULL;
}
static pthread_once_t kinds_once = PTHREAD_ONCE_INIT;

static void
kinds_make(void)
{
	const struct store_ops *b;
	struct store_ops *k;
	size_t nsql = 0;

	for (size_t i = 0; i < nitems(backends); i++) {
		if (!((b = backends[i])->flags & STORE_KIND_ENGINE)) {
			kind_table.v[kind_table.nr++] = b;
			continue;
		}
		for (const struct sql_kind *row = schema_kinds; row->name != NULL;
		    row++) {
			if (row->engine != *(const enum sql_engine *)b->data)
				continue;
			k = &kind_table.sql[nsql++];
			*k = *b;
			k->name = row->name;
			k->flags &= ~STORE_KIND_ENGINE;
			k->data = row;
			kind_table.v[kind_table.nr++] = k;
		}
	}
	pg_kinds_make();
}

const struct store_ops *const *
store_kinds(size_t *nr)
{
	pthread_once(&kinds_once, kinds_make);
	*nr = kind_table.nr;
	return kind_table.v;
}

/* --- Session lists -------------------------------------------------- */

void
session_list_push(struct session_list *l, struct session_info *info)
{
	xgrow(&l->v, &l->alloc, l->nr + 1, sizeof(*l->v));
	l->v[l->nr++] = *info;
	info->id = NULL;
	info->problem = NULL;
	info->problem_file = NULL;
}

void
session_list_push_unsafe(struct session_list *l, char *id, char *file, char *problem)
{
	struct session_info info = {
		.id = id,
		.items = INFO_UNKNOWN,
		.bytes = INFO_UNKNOWN,
		.stored = INFO_UNKNOWN,
		.created_at = -1,
		.problem = problem,
		.problem_file = file
	};

	session_list_push(l, &info);
}

void
session_list_release(struct session_list *l)
{
	for (size_t i = 0; i < l->nr; i++) {
		free(l->v[i].id);
		free(l->v[i].problem);
		free(l->v[i].problem_file);
	}
	free(l->v);
	l->v = NULL;
	l->nr = l->alloc = 0;
}

void
session_time_add(struct buf *b, int64_t ms, const char *unknown)
{
	if (ms == CREATED_UNKNOWN)
		buf_adds(b, unknown);
	else
		isotime_add(b, ms, ISOTIME_FULL);
}

int
session_info_cmp(const void *a, const void *b)
{
	return strcmp(((const struct session_info *)a)->id,
	    ((const struct session_info *)b)->id);
}

/* --- Opening -------------------------------------------------------- */

static int
detect(const char *path, enum store_mode mode, const struct store_ops **out)
{
	const struct store_ops *hit = NULL, *const *v;
	struct buf kinds = BUF_INIT;
	struct stat st;
	size_t nr;
	int exists, hits = 0, status;

	exists = stat(path, &st) == 0;
	if (!exists && errno != ENOENT)
		return fail_errno(ST_IO, "cannot access '%s'", path);
	v = store_kinds(&nr);
	for (size_t i = 0; i < nr; i++) {
		if (v[i]->probe != NULL &&
		    v[i]->probe(v[i], path, exists ? &st : NULL)) {
			hit = v[i];
			hits++;
			buf_addf(&kinds, "%s%s:", kinds.len > 0 ? ", " : "",
			    v[i]->name);
		}
	}
	if (hits == 1) {
		buf_release(&kinds);
		*out = hit;
		return ST_OK;
	}
	if (!exists && mode == STORE_READ)
		status = fail(ST_NOT_FOUND, "no such store '%s'", path);
	else if (hits > 1)
		status = fail(ST_USAGE, "'%s' could be a store of several kinds "
		    "(%s); say which with a prefix", path, kinds.p);
	else {
		for (size_t i = 0; i < nr; i++)
			buf_addf(&kinds, "%s%s:", i > 0 ? ", " : "", v[i]->name);
		status = fail(ST_USAGE, "cannot tell what kind of store '%s' is; "
		    "say it with a prefix: %s", path, kinds.p);
	}
	buf_release(&kinds);
	return status;
}

/* The kind spec names (NULL: none, its path's to detect) and its operand
 * (*path). */
static const struct store_ops *
spec_split(const char *spec, const char **path)
{
	const struct store_ops *ops = NULL;
	const char *colon;

	*path = spec;
	if (strcmp(spec, "-") == 0) {
		ops = &store_stream_ops;
	} else if (strncmp(spec, "postgres://", 11) == 0 ||
	    strncmp(spec, "postgresql://", 13) == 0) {
		ops = &store_pg_ops;	/* a bare URI: the whole of it */
	} else if ((colon = strchr(spec, ':')) != NULL) {
		pthread_once(&kinds_once, kinds_make);
		if ((ops = kind_find(spec, (size_t)(colon - spec))) != NULL)
			*path = colon + 1;
		/* KIND:postgres:CONNINFO, KIND:postgres://... */
		if (ops != NULL && pg_kind(ops) != NULL) {
			if (strncmp(*path, "postgres://", 11) == 0 ||
			    strncmp(*path, "postgresql://", 13) == 0)
				ops = pg_kind(ops);
			else if (strncmp(*path, "postgres:", 9) == 0) {
				ops = pg_kind(ops);
				*path += 9;
			}
		}
	}
	return ops;
}

int
store_open(const char *spec, enum store_mode mode, const struct store_config *cfg,
    int allow_stream, struct store **out)
{
	const struct store_ops *ops;
	const char *path;
	struct store *st = NULL;
	int status;

	if (strcmp(spec, "-") == 0 && !allow_stream)
		return fail(ST_USAGE, "'-' (a stream of records) is a store only "
		    "for convert");
	ops = spec_split(spec, &path);
	if (*path == '\0')
		return fail(ST_USAGE, "empty store path in '%s'", spec);
	if (mode == STORE_UPDATE) {
		struct stat sb;

		if ((ops == NULL || !(ops->flags & STORE_KIND_NOT_PATH)) &&
		    stat(path, &sb) == -1)
			return errno == ENOENT ? fail(ST_NOT_FOUND,
			    "no such store '%s'", path) :
			    fail_errno(ST_IO, "cannot access '%s'", path);
		mode = STORE_WRITE;
	}
	if (ops == NULL && (status = detect(path, mode, &ops)) != ST_OK)
		return status;
	if ((status = ops->open(ops, path, mode, cfg, &st)) != ST_OK)
		return status;
	if (st->spec == NULL)	/* postgres: set without the password */
		st->spec = xstrdup(spec);
	*out = st;
	return ST_OK;
}

int
store_close(struct store *st, int status)
{
	char *spec;
	int rc;

	if (st == NULL)
		return status;
	if (st->shared > 0) {	/* store_open_reader() gave it out again */
		st->shared--;
		return status;
	}
	spec = st->spec;	/* ours: the backend frees only what it made */
	st->spec = NULL;
	rc = st->ops->close(st, status == ST_OK);
	free(spec);
	return status_first(status, rc);
}

int
store_open_apart(struct store *st, const struct store_config *cfg,
    struct store **out)
{
	int status;

	status = st->ops->open_reader != NULL ? st->ops->open_reader(st, out) :
	    st->ops->open(st->ops, st->path, STORE_READ, cfg, out);
	if (status != ST_OK)
		return status;
	free((*out)->spec);	/* postgres sets one */
	(*out)->spec = xstrdup(st->spec);
	return ST_OK;
}

int
store_open_writer(struct store *st, const struct store_config *cfg,
    struct store **out)
{
	int status;

	if (st->ops->open_writer == NULL)
		return store_open(st->spec, STORE_WRITE, cfg, 0, out);
	if ((status = st->ops->open_writer(st, out)) != ST_OK)
		return status;
	free((*out)->spec);
	(*out)->spec = xstrdup(st->spec);
	return ST_OK;
}

int
store_names(const struct store *st, const char *spec)
{
	const struct store_ops *ops;
	const char *path;
	struct stat a, b;

	if (strcmp(spec, st->spec) == 0)
		return 1;
	ops = spec_split(spec, &path);
	if ((ops != NULL && ops != st->ops) ||
	    (st->ops->flags & STORE_KIND_NOT_PATH))
		return 0;
	return stat(path, &a) == 0 && stat(st->path, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

int
store_open_reader(struct store *st, const struct store_config *cfg,
    struct store **out)
{
	if (st->ops->flags & STORE_KIND_SHARED) {
		st->shared++;
		*out = st;
		return ST_OK;
	}
	return store_open_apart(st, cfg, out);
}

const char *
store_kind(const struct store *st)
{
	return st->ops->name;
}

int
store_lists(const struct store *st)
{
	return st->ops->list != NULL;
}

/* --- Reading -------------------------------------------------------- */

static int
no_session(struct store *st, const char *session)
{
	return fail(ST_NOT_FOUND, "no session '%s' in '%s'", session, st->spec);
}

static int
no_method(struct store *st, const char *what)
{
	return fail(ST_USAGE, "a %s store cannot %s", st->ops->name, what);
}

/* What a backend's list() and stat() are asked for (store.h). */
static enum info_want
method_want(enum info_want want)
{
	return want == INFO_ITEMS ? INFO_COUNTS : want;
}

int
store_list(struct store *st, enum info_want want, unsigned flags,
    struct session_list *out)
{
	int status;

	if (st->ops->list == NULL)
		return no_method(st, "be listed");
	if ((status = st->ops->list(st, method_want(want), flags, out)) != ST_OK)
		return status;
	if (out->nr > 1)	/* v is NULL for an empty store */
		qsort(out->v, out->nr, sizeof(*out->v), session_info_cmp);
	return ST_OK;
}

/* --- Listings -------------------------------------------------------- */

struct store_listing {
	struct store		*st;
	enum info_want		 want;
	unsigned		 flags;		/* the load flags */
	struct session_list	 v;		/* v.v[next..nr) are to come */
	size_t			 next;
	struct store_page	 pg;		/* pg.at STORE_PAGE_END: v is
						   all that is left */
};

/* Read pages until at least need sessions are to come, or the end. */
static int
listing_fill(struct store_listing *l, size_t need)
{
	int status;

	while (l->v.nr - l->next < need && l->pg.at != STORE_PAGE_END) {
		/* Drop what was given, keep what is to come. */
		for (size_t i = 0; i < l->next; i++) {
			free(l->v.v[i].id);
			free(l->v.v[i].problem);
			free(l->v.v[i].problem_file);
		}
		if (l->next > 0)
			memmove(l->v.v, l->v.v + l->next,
			    (l->v.nr - l->next) * sizeof(*l->v.v));
		l->v.nr -= l->next;
		l->next = 0;
		if ((status = l->st->ops->list_page(l->st, l->want, l->flags,
		    &l->pg, LISTING_PAGE, &l->v)) != ST_OK) {
			l->pg.at = STORE_PAGE_END;
			return status;
		}
	}
	return ST_OK;
}

int
store_listing_open(struct store *st, char *const names[], size_t nr,
    enum info_want want, unsigned flags, struct store_listing **out)
{
	struct store_listing *l = xcalloc(1, sizeof(*l));
	int status = ST_OK;

	l->st = st;
	l->want = want;
	l->flags = flags;
	if (nr > 0 || st->ops->list_page == NULL)
		l->pg.at = STORE_PAGE_END;
	if (nr > 0) {
		for (size_t i = 0; i < nr && status == ST_OK; i++) {
			struct session_info info = { 0 };

			if ((status = store_stat(st, names[i], want, flags,
			    &info)) == ST_OK)
				session_list_push(&l->v, &info);
		}
	} else if (st->ops->list_page == NULL)
		status = store_list(st, want, flags, &l->v);
	else
		status = listing_fill(l, 1);
	if (status != ST_OK) {
		store_listing_free(l);
		return status;
	}
	*out = l;
	return ST_OK;
}

int
store_listing_next(struct store_listing *l, const struct session_info **info)
{
	int status;

	if ((status = listing_fill(l, 1)) != ST_OK)
		return status;
	if (l->next >= l->v.nr)
		return ST_END;
	*info = &l->v.v[l->next++];
	return ST_OK;
}

int
store_listing_several(struct store_listing *l)
{
	int status;

	if ((status = listing_fill(l, 2)) != ST_OK)
		return -status;
	return l->v.nr - l->next > 1;
}

void
store_listing_free(struct store_listing *l)
{
	if (l == NULL)
		return;
	session_list_release(&l->v);
	buf_release(&l->pg.key);
	free(l);
}

int
store_listing_totals(struct store *st, char *const names[], size_t nr,
    enum info_want want, unsigned flags, uint64_t *sessions, uint64_t *items,
    uint64_t *stored)
{
	struct store_listing *l = NULL;
	const struct session_info *info;
	int status;

	*sessions = *items = *stored = 0;
	if ((status = store_listing_open(st, names, nr, want, flags,
	    &l)) != ST_OK)
		return status;
	while ((status = store_listing_next(l, &info)) == ST_OK) {
		(*sessions)++;
		if (*items != INFO_UNKNOWN)
			*items = info->items == INFO_UNKNOWN ? INFO_UNKNOWN :
			    *items + info->items;
		if (*stored != INFO_UNKNOWN)
			*stored = info->stored == INFO_UNKNOWN ? INFO_UNKNOWN :
			    *stored + info->stored;
	}
	store_listing_free(l);
	if (*items == INFO_UNKNOWN)
		*items = 0;
	if (*stored == INFO_UNKNOWN)
		*stored = 0;
	return status == ST_END ? ST_OK : status;
}

int
store_list_each(struct store *st, enum info_want want, unsigned flags,
    int (*each)(void *, const struct session_info *), void *arg)
{
	struct store_listing *l = NULL;
	const struct session_info *info;
	int status;

	if ((status = store_listing_open(st, NULL, 0, want, flags,
	    &l)) != ST_OK)
		return status;
	while ((status = store_listing_next(l, &info)) == ST_OK &&
	    (status = each(arg, info)) == ST_OK)
		;
	store_listing_free(l);
	return status == ST_END ? ST_OK : status;
}

int
store_stat(struct store *st, const char *session, enum info_want want,
    unsigned flags, struct session_info *out)
{
	int status;

	if (st->ops->stat == NULL)
		return no_method(st, "look up a session");
	out->problem = NULL;
	out->problem_file = NULL;
	status = st->ops->stat(st, session, method_want(want), flags, out);
	return status == ST_NOT_FOUND ? no_session(st, session) : status;
}

int
store_load(struct store *st, const char *session, unsigned flags,
    struct item_cursor **out)
{
	int status;

	if (st->ops->load == NULL)
		return no_method(st, "load a session");
	status = st->ops->load(st, session, flags, out);
	return status == ST_NOT_FOUND ? no_session(st, session) : status;
}

void
store_where(struct store *st, const char *session, const struct item *it,
    struct buf *scratch, struct store_where *out)
{
	if (st->ops->where != NULL) {
		st->ops->where(st, session, it, scratch, out);
		return;
	}
	out->file = st->path;	/* a kind that knows no better */
	out->line = it->line;
	out->row = 0;
}

/* --- Writing -------------------------------------------------------- */

static int
write_begin(struct store *st)
{
	if (st->ops->lock == NULL)
		return no_method(st, "be written");
	return st->ops->lock(st);
}

static int
write_end(struct store *st, int status)
{
	int rc = st->ops->unlock(st, status == ST_OK);

	return status_first(status, rc);
}

/* Item count of session, 0 if it does not exist; *exists tells which.
 * Counting may read the session (jsonl), with the load flags: with exact
 * = 0 only *exists is sure and *count may be INFO_UNKNOWN. */
static int
session_count(struct store *st, const char *session, int exact, unsigned flags,
    uint64_t *count, int *exists, int64_t *created_at)
{
	struct session_info info = { 0 };
	int status = st->ops->stat(st, session, exact ? INFO_COUNTS : INFO_CHEAP,
	    flags & STORE_LOAD_FLAGS, &info);

	*count = 0;
	*exists = status == ST_OK;
	if (status == ST_NOT_FOUND)
		return ST_OK;
	if (status == ST_OK) {
		*count = info.items;
		if (created_at != NULL)
			*created_at = info.created_at;
	}
	free(info.id);
	return status;
}

static int
check_expect(const char *session, int64_t expect, uint64_t count)
{
	if (expect >= 0 && (uint64_t)expect != count)
		return fail(ST_BUSY, "session '%s' holds %" PRIu64 " items, not %"
		    PRId64 " (--expect-seq): it changed; nothing written",
		    session, count, expect);
	return ST_OK;
}

/* A set of strings (dedupe keys): open addressing, owned copies. */
struct strset {
	char	**v;
	size_t	  nr, cap;
};

static uint64_t
str_hash(const char *s, size_t n)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * UINT64_C(0x100000001b3);
	return h;
}

/* Add s[0..n): 1 if it was new, 0 if already there. */
static int
strset_add(struct strset *set, const char *s, size_t n)
{
	size_t i;

	if ((set->nr + 1) * 2 > set->cap) {
		struct strset big = { NULL, 0, set->cap ? set->cap * 2 : 64 };

		big.v = xcalloc(big.cap, sizeof(*big.v));
		for (i = 0; i < set->cap; i++)
			if (set->v[i] != NULL) {
				size_t j = str_hash(set->v[i], strlen(set->v[i])) &
				    (big.cap - 1);

				while (big.v[j] != NULL)
					j = (j + 1) & (big.cap - 1);
				big.v[j] = set->v[i];
			}
		free(set->v);
		big.nr = set->nr;
		*set = big;
	}
	for (i = str_hash(s, n) & (set->cap - 1); set->v[i] != NULL;
	    i = (i + 1) & (set->cap - 1))
		if (strlen(set->v[i]) == n && memcmp(set->v[i], s, n) == 0)
			return 0;
	set->v[i] = xmemdup(s, n);
	set->nr++;
	return 1;
}

static void
strset_release(struct strset *set)
{
	for (size_t i = 0; i < set->cap; i++)
		free(set->v[i]);
	free(set->v);
}

/* A cursor that drops items whose key value was seen before. */
struct dedupe {
	struct item_cursor	 base;
	struct item_cursor	*in;
	const char		*key;
	struct strset		 seen;
	struct buf		 val;
	uint64_t		 dropped;
};

static int
dedupe_next(struct item_cursor *c, struct item *it)
{
	struct dedupe *d = (struct dedupe *)c;
	int status;

	for (;;) {
		if ((status = item_cursor_next(d->in, it)) != ST_OK)
			return status;
		buf_reset(&d->val);
		if (!item_string_field(it, d->key, &d->val) ||
		    strset_add(&d->seen, d->val.p, d->val.len))
			return ST_OK;
		d->dropped++;
	}
}

static int
dedupe_prime(struct store *st, const char *session, unsigned flags,
    struct dedupe *d)
{
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	if ((status = st->ops->load(st, session, flags & STORE_LOAD_FLAGS,
	    &c)) != ST_OK)
		return status;
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		buf_reset(&d->val);
		if (item_string_field(&it, d->key, &d->val))
			strset_add(&d->seen, d->val.p, d->val.len);
	}
	item_cursor_free(c);
	return status == ST_END ? ST_OK : status;
}

int
store_append(struct store *st, const char *session, struct item_cursor *in,
    const struct write_opts *o, uint64_t *n)
{
	struct dedupe d = { { dedupe_next, NULL, NULL }, in, o->dedupe_key,
	    { NULL, 0, 0 }, BUF_INIT, 0 };
	uint64_t count;
	int status, exists;

	*n = 0;
	if ((status = write_begin(st)) != ST_OK)
		return status;
	if (o->expect >= 0 || o->dedupe_key != NULL || o->fresh) {
		if ((status = session_count(st, session, o->expect >= 0,
		    o->flags, &count, &exists, NULL)) != ST_OK ||
		    (status = check_expect(session, o->expect, count)) != ST_OK)
			goto out;
		if (o->fresh && exists) {
			status = fail(ST_BUSY, "session '%s' exists already; "
			    "nothing written", session);
			goto out;
		}
		if (o->dedupe_key != NULL && exists &&
		    (status = dedupe_prime(st, session, o->flags, &d)) != ST_OK)
			goto out;
	}
	status = st->ops->append(st, session, o->created_at,
	    o->dedupe_key != NULL ? &d.base : in, o->flags, n);
out:
	strset_release(&d.seen);
	buf_release(&d.val);
	return write_end(st, status);
}

/* Write the session's current items to path as JSON Lines, atomically;
 * read with the load flags (tolerant: a torn last line is written last as
 * it is, without a newline). */
static int
write_backup(struct store *st, const char *session, const char *path,
    unsigned flags)
{
	struct item_cursor *c = NULL;
	struct fs_atomic out;
	struct item it;
	int status;

	if ((status = st->ops->load(st, session, flags & STORE_LOAD_FLAGS,
	    &c)) != ST_OK)
		return status;
	if ((status = fs_atomic_open(&out, AT_FDCWD, path)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		if ((status = fs_atomic_write(&out, it.json, it.len)) != ST_OK ||
		    (it.flaw != ITEM_TORN &&
		    (status = fs_atomic_write(&out, "\n", 1)) != ST_OK))
			break;
	}
	if (status == ST_END)
		status = fs_atomic_commit(&out);
	fs_atomic_abort(&out);
out:
	item_cursor_free(c);
	return status;
}

int
store_backup(struct store *st, const char *session, const char *path,
    unsigned flags)
{
	return write_backup(st, session, path, flags);
}

int
store_replace(struct store *st, const char *session, struct item_cursor *in,
    const struct write_opts *o, uint64_t *n)
{
	uint64_t count;
	int status, exists;

	*n = 0;
	if ((status = write_begin(st)) != ST_OK)
		return status;
	if ((status = session_count(st, session, o->expect >= 0, o->flags, &count,
	    &exists, NULL)) != ST_OK)
		goto out;
	if (!exists && !o->create) {
		status = no_session(st, session);
		goto out;
	}
	if ((status = check_expect(session, o->expect, count)) != ST_OK)
		goto out;
	if (o->backup != NULL && exists &&
	    (status = write_backup(st, session, o->backup, o->flags)) != ST_OK)
		goto out;
	status = st->ops->replace(st, session, o->created_at, in, o->flags, n);
out:
	return write_end(st, status);
}

int
store_delete(struct store *st, char *const sessions[], size_t nr, int force)
{
	uint64_t count;
	int status, exists;

	if ((status = write_begin(st)) != ST_OK)
		return status;
	for (size_t i = 0; i < nr && status == ST_OK; i++) {
		status = session_count(st, sessions[i], 0, 0, &count, &exists,
		    NULL);
		if (status == ST_OK && !exists && !force)
			status = no_session(st, sessions[i]);
	}
	for (size_t i = 0; i < nr && status == ST_OK; i++) {
		status = st->ops->remove(st, sessions[i]);
		if (status == ST_NOT_FOUND)
			status = ST_OK;		/* --force, or named twice */
	}
	return write_end(st, status);
}

int
store_rename(struct store *st, const char *from, const char *to)
{
	int status;

	if ((status = write_begin(st)) != ST_OK)
		return status;
	status = st->ops->rename(st, from, to);
	if (status == ST_NOT_FOUND)
		status = no_session(st, from);
	return write_end(st, status);
}

int
store_agent_id(struct store *st, const char *uuid, const char *cwd,
    struct buf *out)
{
	const struct tree_layout *layout = st->ops->data;

	if (st->ops->probe != tree_probe)
		return ST_NOT_FOUND;
	if (layout->agent_id != NULL)
		layout->agent_id(uuid, cwd, out);
	else
		buf_adds(out, uuid);
	return ST_OK;
}

int
store_usage(struct store *st, const char *session,
    int (*fn)(void *arg, const struct ev_usage *u, int64_t ms), void *arg)
{
	if (st->ops->usage == NULL)
		return ST_NOT_FOUND;
	return st->ops->usage(st, session, fn, arg);
}

int
store_watch(struct store *st, const char *session, struct store_watch *out)
{
	if (st->ops->watch == NULL)
		return ST_NOT_FOUND;
	return st->ops->watch(st, session, out);
}

void
store_watch_add(struct store_watch *w, const char *path, size_t n)
{
	buf_add(&w->paths, path, n);
	buf_addc(&w->paths, '\0');
	w->nr++;
}

void
store_watch_release(struct store_watch *w)
{
	buf_release(&w->paths);
	w->nr = 0;
	w->tree = 0;
}

int
store_version(struct store *st, uint64_t *out)
{
	if (st->ops->version == NULL)
		return ST_NOT_FOUND;
	return st->ops->version(st, out);
}

int
store_session_group(struct store *st, const char *id, enum store_group g,
    struct buf *out)
{
	return st->ops->group != NULL ? st->ops->group(st, id, g, out) : 0;
}

/* --- Scanning and copying ------------------------------------------- */

struct store_scan {
	struct store		*st;
	struct store_listing	*list;		/* NULL for a stream */
	struct item_cursor	*items;
	char *const		*names;
	size_t			 nnames;
	char			*found;		/* streams: names[i] was seen */
	struct session_info	 cur;		/* streams: owned by the store */
	unsigned		 flags;		/* the load flags */
};

int
store_scan_open(struct store *st, char *const sessions[], size_t nr,
    enum info_want want, unsigned flags, struct store_scan **out)
{
	struct store_scan *sc = xcalloc(1, sizeof(*sc));
	int status = ST_OK;

	sc->st = st;
	sc->flags = flags;
	sc->names = sessions;
	sc->nnames = nr;
	sc->found = xcalloc(nr + 1, 1);
	/* a stream is filtered as it goes */
	if (st->ops->list != NULL)
		status = store_listing_open(st, sessions, nr, want, flags,
		    &sc->list);
	if (status != ST_OK) {
		store_scan_free(sc);
		return status;
	}
	*out = sc;
	return ST_OK;
}

static int
named(struct store_scan *sc, const char *id)
{
	int hit = 0;

	if (sc->nnames == 0)
		return 1;
	for (size_t i = 0; i < sc->nnames; i++)
		if (strcmp(sc->names[i], id) == 0)
			hit = sc->found[i] = 1;
	return hit;
}

/* The items of a session listed with a problem: none, and bad data. */
static int
unsafe_next(struct item_cursor *c, struct item *out)
{
	(void)c;
	(void)out;
	return ST_DATA;
}

static void
unsafe_free(struct item_cursor *c)
{
	(void)c;
}

static struct item_cursor unsafe_items = { unsafe_next, unsafe_free, NULL };

int
store_scan_next(struct store_scan *sc, const struct session_info **info,
    struct item_cursor **items)
{
	int status;

	item_cursor_free(sc->items);
	sc->items = NULL;
	if (sc->st->ops->list == NULL) {
		for (;;) {
			struct item_cursor *c;

			status = sc->st->ops->next_session(sc->st, &sc->cur, &c);
			if (status == ST_END)
				for (size_t i = 0; i < sc->nnames; i++)
					if (!sc->found[i])
						return no_session(sc->st, sc->names[i]);
			if (status != ST_OK)
				return status;
			if (named(sc, sc->cur.id)) {
				*info = &sc->cur;
				*items = c;
				return ST_OK;
			}
		}
	}
	if ((status = store_listing_next(sc->list, info)) != ST_OK)
		return status;
	if ((*info)->problem != NULL) {
		/* Listed as unsafe: not read, and not the end of the scan
		 * either, but a session whose items fail at once. */
		*items = &unsafe_items;
		fail(ST_DATA, "%s", (*info)->problem);
		return ST_OK;
	}
	if ((status = store_load(sc->st, (*info)->id, sc->flags,
	    &sc->items)) != ST_OK)
		return status;
	*items = sc->items;
	return ST_OK;
}

void
store_scan_free(struct store_scan *sc)
{
	if (sc == NULL)
		return;
	item_cursor_free(sc->items);
	store_listing_free(sc->list);
	free(sc->found);
	free(sc);
}

/* A cursor that counts and digests what passes through it (or takes the
 * digest from in, item.h); at the end it compares with what the
 * destination already holds. */
struct tally {
	struct item_cursor	 base;
	struct item_cursor	*in;
	uint64_t		 items, bytes, digest;
	int			 compare, overwrite;
	uint64_t		 old_items, old_digest;
	const char		*session, *spec;
};

static int
tally_next(struct item_cursor *c, struct item *it)
{
	struct tally *t = (struct tally *)c;
	int status = item_cursor_next(t->in, it);

	if (status == ST_OK) {
		t->items++;
		t->bytes += it->len;
		if (t->in->digest == NULL)
			t->digest = item_digest(t->digest, it);
		return ST_OK;
	}
	if (status == ST_END && t->in->digest != NULL)
		t->digest = t->in->digest(t->in);
	if (status != ST_END || !t->compare)
		return status;
	if (t->items == t->old_items && t->digest == t->old_digest)
		return ST_SKIP;
	if (!t->overwrite)
		return fail(ST_BUSY, "session '%s' already exists in '%s' with "
		    "other items; use --overwrite to replace it", t->session,
		    t->spec);
	return ST_END;
}

/* Count and digest a session of st, read with the load flags. */
static int
session_digest(struct store *st, const char *session, unsigned flags,
    uint64_t *items, uint64_t *digest)
{
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	*items = 0;
	*digest = ITEM_DIGEST_INIT;
	if ((status = store_load(st, session, flags, &c)) != ST_OK)
		return status;
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		(*items)++;
		*digest = item_digest(*digest, &it);
	}
	item_cursor_free(c);
	return status == ST_END ? ST_OK : status;
}

/* A batch of copies (store.h): the sessions written and not yet
 * verified, with what was written. */
#define BATCH_SESSIONS	256
#define BATCH_BYTES	(UINT64_C(64) << 20)
#define BATCH_MS	2000

#define VERIFY_PENDING	1024	/* sessions waiting for the verifier, at most */

struct batched {
	char		*id;
	uint64_t	 items, bytes, digest;
	int		 status;	/* the verifier's: its verification */
	struct buf	 msg;		/* the verifier's: its messages */
};

/* Verification on a thread of its own, through a second handle on the
 * destination (store.h verify_apart): the committed sessions of v[next..nr)
 * wait for it, those of v[taken..next) are verified and wait for the
 * caller, who counts them and prints their messages. */
struct verifier {
	struct store	*rd;
	pthread_t	 thread;
	pthread_mutex_t	 lock;
	pthread_cond_t	 cond;		/* a session queued, verified, or stop */
	struct batched	*v;
	size_t		 nr, alloc, next, taken;
	size_t		 hinted;	/* v[next..hinted) were given to
					   will_load() */
	int		 stop;
};

struct store_batch {
	struct store	*dst;
	int		 overwrite, verify;
	unsigned	 flags;		/* the write flags of the copies */
	int		 grouped;	/* the backend is in batch mode */
	int		 locked;	/* a batch (or, not grouped, a copy) is open */
	struct verifier	*ver;		/* or NULL: verified by the caller */
	int		 apart;		/* BATCH_VERIFY_APART and verify_apart */
	int		 failed;	/* the verifier's first error, not returned */
	struct batched	*v;
	size_t		 nr, alloc, max;
	uint64_t	 bytes;
	int64_t		 started;	/* when the open batch took the lock */
	struct copy_totals total;	/* what is committed or skipped */
	uint64_t	 max_bytes;	/* BATCH_BYTES, or none for tests */
	int64_t		 max_ms;	/* BATCH_MS, or none for tests */
};

int
store_batch_open(struct store *dst, int overwrite, int verify, unsigned flags,
    struct store_batch **out)
{
	struct store_batch *b = xcalloc(1, sizeof(*b));
	const char *env = getenv("TRANSCRIPT_TEST_BATCH");
	int status = ST_OK;

	b->dst = dst;
	b->overwrite = overwrite;
	b->flags = flags;
	b->verify = verify != 0;
	/* Tests make batches of so many sessions, and no other size
	 * (tests/crash/README). */
	b->max = BATCH_SESSIONS;
	b->max_bytes = BATCH_BYTES;
	b->max_ms = BATCH_MS;
	if (dst->ops->batch_mode != NULL && dst->ops->lock != NULL) {
		if ((status = dst->ops->batch_mode(dst)) != ST_OK) {
			free(b);
			return status;
		}
		b->grouped = 1;
		if (dst->batch_bytes > 0 && dst->batch_bytes < b->max_bytes)
			b->max_bytes = dst->batch_bytes;
		b->apart = verify == BATCH_VERIFY_APART && dst->verify_apart;
	}
	if (env != NULL && atoi(env) > 0) {
		b->max = (size_t)atoi(env);
		b->max_bytes = UINT64_MAX;
		b->max_ms = INT64_MAX;
	}
	*out = b;
	return ST_OK;
}

/* Read session back from dst as stored and compare with what was written:
 * items and digest.  dst may be a second handle on the destination, read
 * with flags (STORE_LOAD_UNLOCKED). */
static int
batch_verify(struct store *dst, const char *session, unsigned flags,
    uint64_t wrote, uint64_t wrote_digest)
{
	uint64_t items, digest;
	int status;

	if (dst->ops->load == NULL)
		return ST_OK;
	/* The bytes as stored: a damaged item changes the digest, so
	 * validating them again would tell nothing more. */
	status = session_digest(dst, session, flags | STORE_LOAD_VERBATIM,
	    &items, &digest);
	if (status != ST_OK)
		return status;
	if (items != wrote)
		return fail(ST_IO, "verification of session '%s' in '%s' "
		    "failed: read back %" PRIu64 " items, wrote %" PRIu64,
		    session, dst->spec, items, wrote);
	if (digest != wrote_digest && !dst->lossy)
		return fail(ST_IO, "verification of session '%s' in '%s' "
		    "failed: the %" PRIu64 " items read back differ from "
		    "those written", session, dst->spec, items);
	return ST_OK;
}

/* Count a session copied, once committed and verified. */
static void
batch_count(struct store_batch *b, int skipped, uint64_t items, uint64_t bytes)
{
	b->total.converted += !skipped;
	b->total.skipped += skipped;
	b->total.items += items;
	b->total.bytes += bytes;
}

/* With vr locked: the sessions queued from the next on, for will_load();
 * the ids stay until verified. */
static void
verifier_hint(struct verifier *vr, struct session_list *hint)
{
	hint->nr = 0;
	for (size_t i = vr->next; i < vr->nr; i++) {
		struct session_info info = { .id = vr->v[i].id,
		    .items = vr->v[i].items };

		session_list_push(hint, &info);
	}
	vr->hinted = vr->nr;
}

static void *
verifier_run(void *arg)
{
	struct verifier *vr = arg;
	struct session_list hint = { 0 };
	struct buf msg = BUF_INIT;
	char *id;
	uint64_t items, digest;
	size_t i;
	int status;

	diag_hold(&msg);
	pthread_mutex_lock(&vr->lock);
	for (;;) {
		while (!vr->stop && vr->next == vr->nr)
			pthread_cond_wait(&vr->cond, &vr->lock);
		if (vr->next == vr->nr)
			break;		/* stop, and nothing left */
		i = vr->next;
		if (vr->hinted <= i && vr->rd->ops->will_load != NULL)
			verifier_hint(vr, &hint);
		/* i is good until the unlock: v may be compacted or moved
		 * then (not what it points to), and the entry is v[next] */
		id = vr->v[i].id;
		items = vr->v[i].items;
		digest = vr->v[i].digest;
		pthread_mutex_unlock(&vr->lock);
		if (hint.nr > 0)
			vr->rd->ops->will_load(vr->rd, hint.v, hint.nr);
		hint.nr = 0;
		/* The sessions it reads are ours alone. */
		status = batch_verify(vr->rd, id, STORE_LOAD_UNLOCKED, items,
		    digest);
		pthread_mutex_lock(&vr->lock);
		/* still v[next], which verifier_take() may have moved */
		vr->v[vr->next].status = status;
		vr->v[vr->next].msg = msg;
		msg = (struct buf)BUF_INIT;
		vr->next++;
		pthread_cond_broadcast(&vr->cond);
	}
	pthread_mutex_unlock(&vr->lock);
	diag_hold(NULL);
	buf_release(&msg);
	free(hint.v);		/* the ids are not its own */
	return NULL;
}

/* Start verifying apart: a second handle on the destination (which the
 * first commit made), and a thread.  NULL if either cannot be had: the
 * caller then verifies. */
static struct verifier *
verifier_open(struct store *dst)
{
	struct verifier *vr = xcalloc(1, sizeof(*vr));
	struct buf msg = BUF_INIT;
	int status, rc;

	diag_hold(&msg);	/* silently */
	status = store_open_apart(dst, NULL, &vr->rd);	/* a thread's */
	diag_hold(NULL);
	buf_release(&msg);
	if (status != ST_OK) {
		free(vr);
		return NULL;
	}
	pthread_mutex_init(&vr->lock, NULL);
	pthread_cond_init(&vr->cond, NULL);
	if ((rc = fs_thread_start(&vr->thread, verifier_run, vr)) != 0) {
		pthread_mutex_destroy(&vr->lock);
		pthread_cond_destroy(&vr->cond);
		(void)store_close(vr->rd, ST_OK);
		free(vr);
		return NULL;
	}
	return vr;
}

/* Count the sessions verified apart and print their messages, in order;
 * with all, wait for every one queued, else for as many as make the queue
 * shorter than VERIFY_PENDING.  Returns the first error not yet returned. */
static int
verifier_take(struct store_batch *b, int all)
{
	struct verifier *vr = b->ver;
	struct batched *s;
	int status;

	if (vr == NULL)
		return ST_OK;
	pthread_mutex_lock(&vr->lock);
	for (;;) {
		while (vr->taken < vr->next) {
			s = &vr->v[vr->taken++];
			if (s->msg.len > 0) {
				fflush(stdout);
				fputs(s->msg.p, stderr);
			}
			buf_release(&s->msg);
			if (s->status == ST_OK)
				batch_count(b, 0, s->items, s->bytes);
			else
				b->failed = status_first(b->failed, s->status);
			free(s->id);
		}
		if (vr->taken == vr->nr) {
			vr->nr = vr->next = vr->taken = vr->hinted = 0;
			break;
		}
		/* The sessions counted leave the queue once they are half of
		 * it, so that it stays within twice VERIFY_PENDING and a
		 * batch however long the verifier trails the writer. */
		if (vr->taken >= vr->nr - vr->taken) {
			memmove(vr->v, vr->v + vr->taken, (vr->nr - vr->taken) *
			    sizeof(*vr->v));
			vr->nr -= vr->taken;
			vr->next -= vr->taken;
			vr->hinted = vr->hinted > vr->taken ? vr->hinted -
			    vr->taken : 0;
			vr->taken = 0;
		}
		if (!all && vr->nr - vr->taken < VERIFY_PENDING)
			break;
		pthread_cond_wait(&vr->cond, &vr->lock);
	}
	pthread_mutex_unlock(&vr->lock);
	status = b->failed;
	b->failed = ST_OK;
	return status;
}

/* Is session waiting for the verifier, or being verified? */
static int
verifier_holds(struct verifier *vr, const char *session)
{
	int hit = 0;

	if (vr == NULL)
		return 0;
	pthread_mutex_lock(&vr->lock);
	for (size_t i = vr->taken; i < vr->nr && !hit; i++)
		hit = strcmp(vr->v[i].id, session) == 0;
	pthread_mutex_unlock(&vr->lock);
	return hit;
}

/* Verify what is queued, stop the thread and close the second handle. */
static int
verifier_close(struct store_batch *b)
{
	struct verifier *vr = b->ver;
	int status = verifier_take(b, 1);

	if (vr == NULL)
		return status;
	pthread_mutex_lock(&vr->lock);
	vr->stop = 1;
	pthread_cond_broadcast(&vr->cond);
	pthread_mutex_unlock(&vr->lock);
	pthread_join(vr->thread, NULL);
	pthread_mutex_destroy(&vr->lock);
	pthread_cond_destroy(&vr->cond);
	free(vr->v);
	status = store_close(vr->rd, status);
	free(vr);
	b->ver = NULL;
	return status;
}

/* Commit the open batch (unlock(1)), then verify its sessions, or queue
 * them for the verifier.  After a failed commit none of them counts as
 * converted: each is as before or as after. */
static int
batch_commit(struct store_batch *b)
{
	int status = ST_OK;

	if (b->locked)
		status = write_end(b->dst, ST_OK);
	b->locked = 0;
	if (status == ST_OK && b->verify && b->apart && b->nr > 0 &&
	    b->ver == NULL && (b->ver = verifier_open(b->dst)) == NULL)
		b->apart = 0;
	if (status == ST_OK && b->verify && b->ver != NULL) {
		pthread_mutex_lock(&b->ver->lock);
		xgrow(&b->ver->v, &b->ver->alloc, b->ver->nr + b->nr,
		    sizeof(*b->ver->v));
		memcpy(b->ver->v + b->ver->nr, b->v, b->nr * sizeof(*b->v));
		b->ver->nr += b->nr;
		pthread_cond_broadcast(&b->ver->cond);
		pthread_mutex_unlock(&b->ver->lock);
		b->nr = 0;
		b->bytes = 0;
		return verifier_take(b, 0);
	}
	for (size_t i = 0; i < b->nr; i++) {
		if (status == ST_OK && b->verify)
			status = batch_verify(b->dst, b->v[i].id, 0,
			    b->v[i].items, b->v[i].digest);
		if (status == ST_OK)
			batch_count(b, 0, b->v[i].items, b->v[i].bytes);
		free(b->v[i].id);
	}
	b->nr = 0;
	b->bytes = 0;
	return status;
}

/* Is session in the open batch? */
static int
batch_holds(const struct store_batch *b, const char *session)
{
	for (size_t i = 0; i < b->nr; i++)
		if (strcmp(b->v[i].id, session) == 0)
			return 1;
	return 0;
}

int
store_batch_copy(struct store_batch *b, const struct session_info *info,
    struct item_cursor *in)
{
	struct store *dst = b->dst;
	struct tally t = { { tally_next, NULL, NULL }, in, 0, 0, ITEM_DIGEST_INIT, 0,
	    b->overwrite, 0, 0, info->id, dst->spec };
	uint64_t count, n;
	int status, exists, rc;

	/* Reads may not see the open batch: a session written again goes
	 * into the next one, and waits until the verifier has read its
	 * first version. */
	if (b->locked && b->grouped && batch_holds(b, info->id) &&
	    (status = batch_commit(b)) != ST_OK)
		return status;
	if (verifier_holds(b->ver, info->id) &&
	    (status = verifier_take(b, 1)) != ST_OK)
		return status;
	if (!b->locked) {
		if ((status = write_begin(dst)) != ST_OK)
			return status;
		b->locked = 1;
		b->started = fs_now_ms();
	}
	if ((status = session_count(dst, info->id, 0, 0, &count, &exists,
	    NULL)) != ST_OK)
		goto out;
	if (exists) {
		t.compare = 1;
		if ((status = session_digest(dst, info->id, 0, &t.old_items,
		    &t.old_digest)) != ST_OK)
			goto out;
	}
	status = dst->ops->replace(dst, info->id, info->created_at, &t.base,
	    b->flags, &n);
out:
	if (status == ST_SKIP)		/* identical: the write was undone */
		batch_count(b, 1, t.items, t.bytes);
	if (!b->grouped) {
		b->locked = 0;
		if (status == ST_SKIP)
			return dst->ops->unlock(dst, 0);
		if ((status = write_end(dst, status)) == ST_OK && b->verify)
			status = batch_verify(dst, info->id, 0, t.items, t.digest);
		if (status == ST_OK)
			batch_count(b, 0, t.items, t.bytes);
		return status;
	}
	if (status == ST_SKIP)
		status = ST_OK;		/* the backend undid it (store.h) */
	else if (status == ST_OK) {
		xgrow(&b->v, &b->alloc, b->nr + 1, sizeof(*b->v));
		memset(&b->v[b->nr], 0, sizeof(*b->v));
		b->v[b->nr].id = xstrdup(info->id);
		b->v[b->nr].items = t.items;
		b->v[b->nr].bytes = t.bytes;
		b->v[b->nr++].digest = t.digest;
		b->bytes += t.bytes;
	}
	if (b->nr >= b->max || b->bytes >= b->max_bytes ||
	    fs_now_ms() - b->started >= b->max_ms) {
		/* I/O trouble in the commit comes before a session's own */
		if ((rc = batch_commit(b)) != ST_OK)
			return rc;
	}
	return status;
}

int
store_batch_flush(struct store_batch *b)
{
	return b->locked ? batch_commit(b) : ST_OK;
}

int
store_batch_close(struct store_batch *b, int status, struct copy_totals *out)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if (b == NULL)
		return status;
	/* What the batch holds was written whole: commit it, even when the
	 * command failed at another session. */
	rc = batch_commit(b);
	rc = status_first(rc, verifier_close(b));
	*out = b->total;
	free(b->v);
	free(b);
	return status_first(status, rc);
}

void
store_canon(const struct store *st, struct buf *out, struct buf *path)
{
	if (st->ops->flags & STORE_KIND_NOT_PATH) {
		buf_adds(out, st->spec);
		buf_adds(path, st->path);
		return;
	}
	fs_path_abs(st->path, path);
	buf_addf(out, "%s:%s", store_kind(st), path->p);
}

void
store_stamp(const struct store *st, struct buf *out)
{
	struct buf wal = BUF_INIT;
	struct stat sb;

	if ((st->ops->flags & STORE_KIND_NOT_PATH) ||
	    stat(st->path, &sb) == -1 || !S_ISREG(sb.st_mode))
		return;
	buf_addf(out, "%lld:%lld:%llu", (long long)sb.st_size,
	    (long long)fs_mtime_ns(&sb), (unsigned long long)sb.st_ino);
	buf_addf(&wal, "%s-wal", st->path);
	if (stat(wal.p, &sb) == 0)
		buf_addf(out, " %lld:%lld:%llu", (long long)sb.st_size,
		    (long long)fs_mtime_ns(&sb), (unsigned long long)sb.st_ino);
	buf_release(&wal);
}
