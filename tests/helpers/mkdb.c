/*
 * mkdb - build a SQLite database from SQL text, for tests:
 *	mkdb DB < file.sql
 * The fixtures are text; databases are made at test time with libsqlite3
 * alone, so tests need no sqlite3 shell.
 */
#include <stdio.h>
#include <stdlib.h>

#include <sqlite3.h>

int
main(int argc, char *argv[])
{
	char *sql = NULL, *err = NULL;
	size_t len = 0, cap = 0, n;
	sqlite3 *db;

	if (argc != 2) {
		fputs("usage: mkdb DB < file.sql\n", stderr);
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
