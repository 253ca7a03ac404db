/*
 * floor.c - the floors of the benchmark: the least work that moves the same
 * bytes through libsqlite3 and the file system, without parsing JSON.
 *
 *	floor [-d|-s] rows2lines DB OUTDIR  sqlite -> jsonl directory store
 *	floor [-1] lines2rows INDIR DB	  jsonl directory store -> sqlite
 *	floor [-d|-s] rows2files DB OUTDIR  sqlite -> one file per item (raw rows)
 *	floor [-1] files2rows INDIR DB	  dir store -> sqlite (raw file contents)
 *	floor [-1] lines2fts INDIR DB	  jsonl directory store -> a full-text
 *					  index of its raw lines
 *	floor scan DB			  read every item row
 *	floor load DB SESSION		  print a session's rows, one per line
 *	floor list DB			  id, items, bytes, created_at per session
 *	floor count DB			  id, items, created_at (no byte totals)
 *	floor append DB SESSION FILE	  append FILE's lines as items
 *	floor replace DB SESSION FILE	  replace a session's items by FILE's lines
 *	floor addline FILE SRC		  append SRC's bytes to FILE, fsync it
 *					  (`echo >>` made durable)
 *
 * The database side uses what transcript uses: the same schema, WAL for a
 * new database, synchronous = FULL, one transaction per session (BEGIN
 * IMMEDIATE for writes), prepared statements bound and reused, rows read
 * along the primary key.  File names are the session ids percent-encoded
 * as transcript encodes them (every byte outside [A-Za-z0-9_.-], and a
 * leading '.', as %XX), and rows2lines writes the same <id>.meta.json
 * sidecars, so its output is byte-identical to `transcript convert`'s.
 *
 * -d makes the file writers durable the way transcript's are: each file is
 * written to a temporary name, fsync()ed and renamed, and the directory is
 * fsync()ed after each session.  -s is the durable raw-copy floor: every
 * file written in place, then one syncfs() of the file system at the end
 * (the least a durable copy can do).  With neither, files are written and
 * closed.
 *
 * -1 is the one-transaction import floor: a new database in SQLite's
 * default rollback journal (durable: synchronous = FULL), every session in
 * one transaction.  Without it, the writers use transcript's settings.
 *
 * lines2fts is the floor of `transcript index` (issue 28): each line, raw
 * (its keys and escapes too: JSON is not parsed), a row of a contentless
 * FTS5 table made as transcript's index makes its own (FTS_SCHEMA), a
 * transaction per session, so that what it costs is FTS5's tokenizer and
 * its segment writes.
 *
 * Lines are split on '\n' only; blank lines are skipped; nothing else is
 * looked at.  Exit 0 on success, 1 on any error (with a message).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#define SCHEMA								\
	"CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY,"	\
	" created_at INTEGER NOT NULL);"				\
	"CREATE TABLE IF NOT EXISTS items (session_id TEXT NOT NULL,"	\
	" seq INTEGER NOT NULL, json TEXT NOT NULL,"			\
	" PRIMARY KEY (session_id, seq),"				\
	" FOREIGN KEY (session_id) REFERENCES sessions(id));"

static int durable;		/* -d */
static int syncfs_end;		/* -s */
static int one_tx;		/* -1 */

static void
die(const char *fmt, ...)
{
	va_list ap;

	fputs("floor: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* The full-text table of transcript's index (src/index.c). */
#define FTS_SCHEMA							\
	"CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(text,"	\
	" content='', tokenize='unicode61 remove_diacritics 2')"

/* --- sqlite ----------------------------------------------------------- */

static sqlite3 *
db_open(const char *path, int write)
{
	sqlite3 *db;

	if (sqlite3_open_v2(path, &db, write ? SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
		die("%s: %s", path, sqlite3_errmsg(db));
	sqlite3_busy_timeout(db, 5000);
	return db;
}

static void
db_exec(sqlite3 *db, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK)
		die("%s: %s", sql, err ? err : "?");
}

static sqlite3_stmt *
db_prep(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;

	if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, NULL) !=
	    SQLITE_OK)
		die("%s: %s", sql, sqlite3_errmsg(db));
	return st;
}

static void
db_step_done(sqlite3 *db, sqlite3_stmt *st)
{
	if (sqlite3_step(st) != SQLITE_DONE)
		die("%s", sqlite3_errmsg(db));
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

/* A database to write: WAL (unless -1) and the schema if new,
 * synchronous = FULL. */
static sqlite3 *
db_create(const char *path)
{
	sqlite3 *db = db_open(path, 1);

	db_exec(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL");
	if (!one_tx)
		db_exec(db, "PRAGMA journal_mode = WAL");
	db_exec(db, SCHEMA);
	return db;
}

/* --- names and files -------------------------------------------------- */

static void
encode(const char *id, char *out, size_t cap)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t n = 0;

	for (const unsigned char *p = (const unsigned char *)id; *p; p++) {
		if (n + 4 > cap)
			die("id too long: %s", id);
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= '0' && *p <= '9') || *p == '_' || *p == '-' ||
		    (*p == '.' && p != (const unsigned char *)id)) {
			out[n++] = (char)*p;
		} else {
			out[n++] = '%';
			out[n++] = hex[*p >> 4];
			out[n++] = hex[*p & 15];
		}
	}
	out[n] = '\0';
}

static int
unhex(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static void
decode(const char *name, size_t n, char *out)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (name[i] == '%' && i + 2 < n && unhex(name[i + 1]) >= 0 &&
		    unhex(name[i + 2]) >= 0) {
			out[k++] = (char)(unhex(name[i + 1]) << 4 | unhex(name[i + 2]));
			i += 2;
		} else {
			out[k++] = name[i];
		}
	}
	out[k] = '\0';
}

struct buf {
	char	*p;
	size_t	 n, cap;
};

static void
buf_grow(struct buf *b, size_t more)
{
	if (b->n + more <= b->cap)
		return;
	while (b->n + more > b->cap)
		b->cap = b->cap ? b->cap * 2 : 1 << 16;
	if ((b->p = realloc(b->p, b->cap)) == NULL)
		die("out of memory");
}

static void
buf_add(struct buf *b, const void *p, size_t n)
{
	buf_grow(b, n);
	memcpy(b->p + b->n, p, n);
	b->n += n;
}

/* Read a whole file into b (replacing its contents). */
static void
slurp(const char *path, struct buf *b)
{
	int fd = open(path, O_RDONLY);
	ssize_t r;

	if (fd == -1)
		die("%s: %s", path, strerror(errno));
	b->n = 0;
	for (;;) {
		buf_grow(b, 1 << 16);
		r = read(fd, b->p + b->n, b->cap - b->n);
		if (r == 0)
			break;
		if (r < 0) {
			if (errno == EINTR)
				continue;
			die("%s: %s", path, strerror(errno));
		}
		b->n += (size_t)r;
	}
	close(fd);
}

static void
write_all(int fd, const char *p, size_t n, const char *path)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			die("%s: %s", path, strerror(errno));
		}
		p += w;
		n -= (size_t)w;
	}
}

/* fsync the directory path, or (whole) syncfs its file system: with -s,
 * everything written so far made durable at once. */
static void
sync_dir(const char *path, int whole)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY);

	if (fd == -1 || (whole ? syncfs(fd) : fsync(fd)) == -1)
		die("%s: %s: %s", path, whole ? "syncfs" : "fsync", strerror(errno));
	close(fd);
}

/* Write b to dir/name: directly, or (-d) through dir/.tmp-name, fsync and
 * rename. */
static void
put_file(const char *dir, const char *name, const struct buf *b)
{
	char path[4096], tmp[4096];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	snprintf(tmp, sizeof(tmp), "%s/.tmp-%s", dir, name);
	fd = open(durable ? tmp : path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd == -1)
		die("%s: %s", durable ? tmp : path, strerror(errno));
	write_all(fd, b->p, b->n, path);
	if (durable && fsync(fd) == -1)
		die("%s: %s", tmp, strerror(errno));
	close(fd);
	if (durable && rename(tmp, path) == -1)
		die("%s: %s", path, strerror(errno));
}

/* addline: src's bytes at the end of file, then fsync: what a shell's
 * `echo >> file` does, made durable. */
static int
addline(const char *file, const char *src)
{
	struct buf b = { 0 };
	int fd;

	slurp(src, &b);
	if ((fd = open(file, O_WRONLY | O_APPEND | O_CREAT, 0666)) == -1)
		die("%s: %s", file, strerror(errno));
	write_all(fd, b.p, b.n, file);
	if (fsync(fd) == -1 || close(fd) == -1)
		die("%s: %s", file, strerror(errno));
	free(b.p);
	return 0;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The entries of dir ending in suffix (or, with suffix NULL, the
 * subdirectories), not starting with '.', sorted; NULL-terminated. */
static char **
entries(const char *dir, const char *suffix, size_t *nr)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **v = NULL;
	size_t n = 0, cap = 0, sl = suffix ? strlen(suffix) : 0;

	if (d == NULL)
		die("%s: %s", dir, strerror(errno));
	while ((e = readdir(d)) != NULL) {
		size_t l = strlen(e->d_name);

		if (e->d_name[0] == '.')
			continue;
		if (suffix && (l <= sl || strcmp(e->d_name + l - sl, suffix) != 0))
			continue;
		if (suffix == NULL && e->d_type != DT_DIR && e->d_type != DT_UNKNOWN)
			continue;
		if (n + 1 >= cap) {
			cap = cap ? cap * 2 : 256;
			if ((v = realloc(v, cap * sizeof(*v))) == NULL)
				die("out of memory");
		}
		if ((v[n++] = strdup(e->d_name)) == NULL)
			die("out of memory");
	}
	closedir(d);
	if (v == NULL && (v = calloc(1, sizeof(*v))) == NULL)
		die("out of memory");
	qsort(v, n, sizeof(*v), cmp_str);
	v[n] = NULL;
	*nr = n;
	return v;
}

/* created_at from a sidecar or meta.json ({"created_at":MS...}), else the
 * modification time of fallback. */
static int64_t
created_at(const char *meta, const char *fallback, struct buf *scratch)
{
	struct stat st;
	const char *p;

	if (access(meta, F_OK) == 0) {
		slurp(meta, scratch);
		buf_add(scratch, "", 1);
		if ((p = strstr(scratch->p, "\"created_at\":")) != NULL)
			return strtoll(p + 13, NULL, 10);
	}
	if (stat(fallback, &st) == -1)
		die("%s: %s", fallback, strerror(errno));
	return (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000;
}

/* --- modes ------------------------------------------------------------ */

static int
rows2lines(const char *dbpath, const char *outdir, int perfile)
{
	sqlite3 *db = db_open(dbpath, 0);
	sqlite3_stmt *ses = db_prep(db, "SELECT id, created_at FROM sessions ORDER BY id");
	sqlite3_stmt *it = db_prep(db, "SELECT json FROM items WHERE session_id = ?1 ORDER BY seq");
	struct buf b = { 0 }, meta = { 0 };
	char name[1024], file[1100], sdir[4096];

	if (mkdir(outdir, 0777) == -1)
		die("%s: %s", outdir, strerror(errno));
	db_exec(db, "BEGIN");
	while (sqlite3_step(ses) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(ses, 0);
		int64_t created = sqlite3_column_int64(ses, 1);
		unsigned long seq = 0;
		uint64_t total = 0;

		encode(id, name, sizeof(name) - 16);
		sqlite3_bind_text(it, 1, id, -1, SQLITE_TRANSIENT);
		meta.n = 0;
		if (perfile) {
			snprintf(sdir, sizeof(sdir), "%s/%s", outdir, name);
			if (mkdir(sdir, 0777) == -1)
				die("%s: %s", sdir, strerror(errno));
		}
		b.n = 0;
		while (sqlite3_step(it) == SQLITE_ROW) {
			const void *p = sqlite3_column_blob(it, 0);
			size_t n = (size_t)sqlite3_column_bytes(it, 0);

			if (perfile)
				b.n = 0;
			buf_add(&b, p, n);
			buf_add(&b, "\n", 1);
			total += n;
			if (perfile) {
				snprintf(file, sizeof(file), "%08lu.json", seq++);
				put_file(sdir, file, &b);
			}
		}
		sqlite3_reset(it);
		if (perfile) {
			char m[128];
			int k = snprintf(m, sizeof(m), "{\"created_at\":%" PRId64
			    ",\"items\":%lu,\"bytes\":%" PRIu64 "}\n", created, seq, total);

			buf_add(&meta, m, (size_t)k);
			put_file(sdir, "meta.json", &meta);
			if (durable)
				sync_dir(sdir, 0);
		} else {
			char m[64];
			int k = snprintf(m, sizeof(m), "{\"created_at\":%" PRId64 "}\n", created);

			snprintf(file, sizeof(file), "%s.jsonl", name);
			put_file(outdir, file, &b);
			buf_add(&meta, m, (size_t)k);
			snprintf(file, sizeof(file), "%s.meta.json", name);
			put_file(outdir, file, &meta);
			if (durable)
				sync_dir(outdir, 0);
		}
	}
	db_exec(db, "COMMIT");
	sqlite3_finalize(ses);
	sqlite3_finalize(it);
	if (sqlite3_close(db) != SQLITE_OK)
		die("%s: close failed", dbpath);
	if (syncfs_end)
		sync_dir(outdir, 1);
	free(b.p);
	free(meta.p);
	return 0;
}

/* Insert the lines of data (or, with whole, data as one item without its
 * final newline) as items of id from seq on; returns the next seq. */
static int64_t
insert_lines(sqlite3 *db, sqlite3_stmt *ins, const char *id, int64_t seq,
    const char *p, size_t n, int whole)
{
	const char *end = p + n;

	while (p < end) {
		const char *nl = whole ? end : memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;
		size_t len = (size_t)(e - p);

		if (whole && len && p[len - 1] == '\n')
			len--;
		if (len) {
			sqlite3_bind_text(ins, 1, id, -1, SQLITE_STATIC);
			sqlite3_bind_int64(ins, 2, seq++);
			sqlite3_bind_text(ins, 3, p, (int)len, SQLITE_STATIC);
			db_step_done(db, ins);
		}
		p = e + 1;
	}
	return seq;
}

/* fts: lines2fts (the lines into FTS_SCHEMA's table: ?3 is the text) */
static int
lines2rows(const char *indir, const char *dbpath, int perfile, int fts)
{
	sqlite3 *db = db_create(dbpath);
	sqlite3_stmt *ses, *ins;

	if (fts)
		db_exec(db, FTS_SCHEMA);
	ses = db_prep(db, "INSERT INTO sessions (id, created_at) VALUES (?1, ?2)");
	ins = db_prep(db, fts ? "INSERT INTO fts (text) VALUES (?3)" :
	    "INSERT INTO items (session_id, seq, json) VALUES (?1, ?2, ?3)");
	struct buf b = { 0 }, scratch = { 0 };
	size_t nr;
	char **names = entries(indir, perfile ? NULL : ".jsonl", &nr);
	char id[1024], path[4096], meta[4200];

	for (size_t i = 0; i < nr; i++) {
		size_t l = strlen(names[i]) - (perfile ? 0 : 6);
		int64_t created;

		decode(names[i], l, id);
		snprintf(path, sizeof(path), "%s/%s", indir, names[i]);
		if (perfile)
			snprintf(meta, sizeof(meta), "%s/meta.json", path);
		else
			snprintf(meta, sizeof(meta), "%s/%.*s.meta.json", indir, (int)l, names[i]);
		created = created_at(meta, path, &scratch);
		if (!one_tx || i == 0)
			db_exec(db, "BEGIN IMMEDIATE");
		if (!fts) {
			sqlite3_bind_text(ses, 1, id, -1, SQLITE_STATIC);
			sqlite3_bind_int64(ses, 2, created);
			db_step_done(db, ses);
		}
		if (perfile) {
			size_t nf;
			char **files = entries(path, ".json", &nf);
			int64_t seq = 0;

			for (size_t k = 0; k < nf; k++) {
				char f[4200];

				if (strcmp(files[k], "meta.json") == 0) {
					free(files[k]);
					continue;
				}
				snprintf(f, sizeof(f), "%s/%s", path, files[k]);
				slurp(f, &b);
				seq = insert_lines(db, ins, id, seq, b.p, b.n, 1);
				free(files[k]);
			}
			free(files);
		} else {
			slurp(path, &b);
			insert_lines(db, ins, id, 0, b.p, b.n, 0);
		}
		if (!one_tx || i + 1 == nr)
			db_exec(db, "COMMIT");
		free(names[i]);
	}
	free(names);
	sqlite3_finalize(ses);
	sqlite3_finalize(ins);
	if (sqlite3_close(db) != SQLITE_OK)
		die("%s: close failed", dbpath);
	free(b.p);
	free(scratch.p);
	return 0;
}

static int
scan(const char *dbpath)
{
	sqlite3 *db = db_open(dbpath, 0);
	sqlite3_stmt *st = db_prep(db, "SELECT json FROM items ORDER BY session_id, seq");
	uint64_t n = 0, bytes = 0;

	while (sqlite3_step(st) == SQLITE_ROW) {
		(void)sqlite3_column_blob(st, 0);
		bytes += (uint64_t)sqlite3_column_bytes(st, 0);
		n++;
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	printf("%" PRIu64 " items, %" PRIu64 " bytes\n", n, bytes);
	return 0;
}

static int
load(const char *dbpath, const char *id)
{
	sqlite3 *db = db_open(dbpath, 0);
	sqlite3_stmt *st = db_prep(db, "SELECT json FROM items WHERE session_id = ?1 ORDER BY seq");
	static char obuf[1 << 16];

	setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const void *p = sqlite3_column_blob(st, 0);

		fwrite(p, 1, (size_t)sqlite3_column_bytes(st, 0), stdout);
		putchar('\n');
	}
	sqlite3_finalize(st);
	sqlite3_close(db);
	if (fflush(stdout) == EOF)
		die("stdout: %s", strerror(errno));
	return 0;
}

static int
list(const char *dbpath, int bytes)
{
	sqlite3 *db = db_open(dbpath, 0);
	sqlite3_stmt *st = db_prep(db, bytes ?
	    "SELECT s.id, count(i.seq), total(length(CAST(i.json AS BLOB))), s.created_at"
	    " FROM sessions s LEFT JOIN items i ON i.session_id = s.id GROUP BY s.id" :
	    "SELECT s.id, count(i.seq), 0, s.created_at"
	    " FROM sessions s LEFT JOIN items i ON i.session_id = s.id GROUP BY s.id");

	while (sqlite3_step(st) == SQLITE_ROW)
		printf("%s\t%lld\t%lld\t%lld\n", (const char *)sqlite3_column_text(st, 0),
		    (long long)sqlite3_column_int64(st, 1),
		    (long long)sqlite3_column_int64(st, 2),
		    (long long)sqlite3_column_int64(st, 3));
	sqlite3_finalize(st);
	sqlite3_close(db);
	return 0;
}

/* append (replace == 0) or replace the items of id by the lines of file. */
static int
write_session(const char *dbpath, const char *id, const char *file, int replace)
{
	sqlite3 *db = db_open(dbpath, 1);
	sqlite3_stmt *max, *ins, *del;
	struct buf b = { 0 };
	int64_t seq = 0;

	db_exec(db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL");
	slurp(file, &b);
	max = db_prep(db, "SELECT max(seq) FROM items WHERE session_id = ?1");
	ins = db_prep(db, "INSERT INTO items (session_id, seq, json) VALUES (?1, ?2, ?3)");
	del = db_prep(db, "DELETE FROM items WHERE session_id = ?1");
	db_exec(db, "BEGIN IMMEDIATE");
	if (replace) {
		sqlite3_bind_text(del, 1, id, -1, SQLITE_STATIC);
		db_step_done(db, del);
	} else {
		sqlite3_bind_text(max, 1, id, -1, SQLITE_STATIC);
		if (sqlite3_step(max) == SQLITE_ROW &&
		    sqlite3_column_type(max, 0) != SQLITE_NULL)
			seq = sqlite3_column_int64(max, 0) + 1;
		sqlite3_reset(max);
	}
	insert_lines(db, ins, id, seq, b.p, b.n, 0);
	db_exec(db, "COMMIT");
	sqlite3_finalize(max);
	sqlite3_finalize(ins);
	sqlite3_finalize(del);
	if (sqlite3_close(db) != SQLITE_OK)
		die("%s: close failed", dbpath);
	free(b.p);
	return 0;
}

static void
usage(void)
{
	fputs("usage: floor [-d|-s] rows2lines|rows2files DB OUTDIR\n"
	    "       floor [-1] lines2rows|files2rows|lines2fts INDIR DB\n"
	    "       floor scan|list|count DB\n"
	    "       floor load DB SESSION\n"
	    "       floor append|replace DB SESSION FILE\n"
	    "       floor addline FILE SRC\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	const char *mode;
	int n;

	while (argc > 1 && (strcmp(argv[1], "-d") == 0 ||
	    strcmp(argv[1], "-s") == 0 || strcmp(argv[1], "-1") == 0)) {
		if (argv[1][1] == 'd')
			durable = 1;
		else if (argv[1][1] == 's')
			syncfs_end = 1;
		else
			one_tx = 1;
		argv++;
		argc--;
	}
	if (durable && syncfs_end)
		usage();
	if (argc < 3)
		usage();
	mode = argv[1];
	n = argc - 2;
	if (strcmp(mode, "rows2lines") == 0 && n == 2)
		return rows2lines(argv[2], argv[3], 0);
	if (strcmp(mode, "rows2files") == 0 && n == 2)
		return rows2lines(argv[2], argv[3], 1);
	if (strcmp(mode, "lines2rows") == 0 && n == 2)
		return lines2rows(argv[2], argv[3], 0, 0);
	if (strcmp(mode, "files2rows") == 0 && n == 2)
		return lines2rows(argv[2], argv[3], 1, 0);
	if (strcmp(mode, "lines2fts") == 0 && n == 2)
		return lines2rows(argv[2], argv[3], 0, 1);
	if (strcmp(mode, "scan") == 0 && n == 1)
		return scan(argv[2]);
	if (strcmp(mode, "list") == 0 && n == 1)
		return list(argv[2], 1);
	if (strcmp(mode, "count") == 0 && n == 1)
		return list(argv[2], 0);
	if (strcmp(mode, "load") == 0 && n == 2)
		return load(argv[2], argv[3]);
	if (strcmp(mode, "append") == 0 && n == 3)
		return write_session(argv[2], argv[3], argv[4], 0);
	if (strcmp(mode, "replace") == 0 && n == 3)
		return write_session(argv[2], argv[3], argv[4], 1);
	if (strcmp(mode, "addline") == 0 && n == 2)
		return addline(argv[2], argv[3]);
	usage();
	return 2;
}
