/*
 * xattr - read, write or remove an extended attribute (the count cache
 * tests; the attr package is not needed).
 *
 *	xattr get FILE NAME		print the value; exit 1 if absent
 *	xattr set FILE NAME VALUE
 *	xattr rm FILE NAME
 *
 * Exit 2 where the file system has no user xattrs, 3 on other errors.
 */
#include <sys/xattr.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>

static int
failed(const char *what)
{
	if (errno == ENOTSUP)
		return 2;
	fprintf(stderr, "xattr: %s: %s\n", what, strerror(errno));
	return 3;
}

int
main(int argc, char *argv[])
{
	char v[4096];
	ssize_t n;

	if (argc == 4 && strcmp(argv[1], "get") == 0) {
		if ((n = getxattr(argv[2], argv[3], v, sizeof(v))) < 0)
			return errno == ENODATA ? 1 : failed(argv[2]);
		printf("%.*s\n", (int)n, v);
		return 0;
	}
	if (argc == 5 && strcmp(argv[1], "set") == 0)
		return setxattr(argv[2], argv[3], argv[4], strlen(argv[4]), 0) == 0 ?
		    0 : failed(argv[2]);
	if (argc == 4 && strcmp(argv[1], "rm") == 0)
		return removexattr(argv[2], argv[3]) == 0 ? 0 : failed(argv[2]);
	fprintf(stderr, "usage: xattr get|rm FILE NAME | set FILE NAME VALUE\n");
	return 3;
}
