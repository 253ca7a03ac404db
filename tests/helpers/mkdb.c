/*
 * mkdb - build a SQLite database from SQL text, or print a query's rows,
 * for tests:
 *	mkdb DB < file.sql
 *	mkdb -q DB 'SELECT ...'
 * The fixtures are text; databases are made at test time with libsqlite3
 * alone, so tests need no sqlite3 shell.  -q prints each row's columns as
 * text (NULL as "NULL"), separated by tabs, one row a line, and opens the
 * database read-only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

static int
query(const char *path, const char *sql)
{
	sqlite3 *db;
	sqlite3_stmt *s = NULL;
	int rc;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, sql, -1, &s, NULL) != SQLITE_OK) {
		fprintf(stderr, "mkdb: %s: %s\n", path, sqlite3_errmsg(db));
		return 4;
	}
	while ((rc = sqlite3_step(s)) == SQLITE_ROW)
		for (int i = 0; i < sqlite3_column_count(s); i++) {
			const unsigned char *v = sqlite3_column_text(s, i);

			if (v == NULL)
				fputs("NULL", stdout);
			else
				fwrite(v, 1, (size_t)sqlite3_column_bytes(s, i), stdout);
			putchar(i + 1 < sqlite3_column_count(s) ? '\t' : '\n');
		}
	if (rc != SQLITE_DONE)
		fprintf(stderr, "mkdb: %s: %s\n", path, sqlite3_errmsg(db));
	sqlite3_finalize(s);
	sqlite3_close(db);
	return rc == SQLITE_DONE ? 0 : 4;
}

int
main(int argc, char *argv[])
{
	char *sql = NULL, *err = NULL;
	size_t len = 0, cap = 0, n;
	sqlite3 *db;

	if (argc == 4 && strcmp(argv[1], "-q") == 0)
		return query(argv[2], argv[3]);
	if (argc != 2) {
		fputs("usage: mkdb DB < file.sql\n       mkdb -q DB SQL\n", stderr);
		return 2;
	}
	for (;;) {
		if (cap - len < 65536) {
			cap = cap ? cap * 2 : 65536;
			if ((sql = realloc(sql, cap + 1)) == NULL)
				return 3;
		}
		if ((n = fread(sql + len, 1, cap - len, stdin)) == 0)
			break;
		len += n;
	}
	if (sql == NULL)
		return 0;
	sql[len] = '\0';
	if (sqlite3_open(argv[1], &db) != SQLITE_OK ||
	    sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
		fprintf(stderr, "mkdb: %s: %s\n", argv[1],
		    err ? err : sqlite3_errmsg(db));
		return 4;
	}
	free(sql);
	return sqlite3_close(db) == SQLITE_OK ? 0 : 3;
}
