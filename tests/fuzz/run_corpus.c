/*
 * run_corpus.c - replay saved inputs through a fuzz target, without
 * libFuzzer: `make check` links it with each tests/fuzz/fuzz_NAME.c as
 * build/tests/run_fuzz_NAME, so the seed corpus and every past crasher run
 * under the normal compiler (and, in `make sanitize`, under ASan and
 * UBSan).
 *
 *	run_fuzz_NAME NAME PATH...
 *
 * NAME must be the target's own name (a guard against replaying one
 * target's corpus through another); each PATH is a file or a directory
 * whose regular files (not recursively, dotfiles skipped) are replayed, in
 * name order.  Exit 0 after all of them; a failing check aborts (fuzz.h).
 * Prints "NAME: N inputs" on stdout.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "fuzz.h"

static int
run_file(const char *path)
{
	struct buf b = BUF_INIT;
	FILE *f = fopen(path, "rb");
	size_t got, len;
	char *copy;

	if (f == NULL) {
		fprintf(stderr, "run_fuzz_%s: cannot open '%s': %s\n", fuzz_name,
		    path, strerror(errno));
		return -1;
	}
	do {
		buf_grow(&b, 65536);
		got = fread(b.p + b.len, 1, 65536, f);
		b.len += got;
	} while (got > 0);
	if (ferror(f)) {
		fprintf(stderr, "run_fuzz_%s: cannot read '%s'\n", fuzz_name, path);
		fclose(f);
		buf_release(&b);
		return -1;
	}
	fclose(f);
	/* An exact-size copy, as libFuzzer passes it: ASan sees overreads. */
	len = b.len;
	if ((copy = malloc(len > 0 ? len : 1)) == NULL)
		abort();
	if (len > 0)
		memcpy(copy, b.p, len);
	buf_release(&b);
	LLVMFuzzerTestOneInput((const uint8_t *)copy, len);
	free(copy);
	return 0;
}

static int
cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replay the files of directory path; *count grows by their number. */
static int
run_dir(const char *path, unsigned long *count)
{
	DIR *d = opendir(path);
	struct dirent *de;
	char **names = NULL;
	size_t nr = 0, alloc = 0;
	int rc = 0;

	if (d == NULL) {
		fprintf(stderr, "run_fuzz_%s: cannot open '%s': %s\n", fuzz_name,
		    path, strerror(errno));
		return -1;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (nr == alloc) {
			alloc = alloc ? 2 * alloc : 64;
			if ((names = realloc(names, alloc * sizeof(*names))) == NULL)
				abort();
		}
		if ((names[nr] = malloc(strlen(path) + strlen(de->d_name) + 2)) == NULL)
			abort();
		sprintf(names[nr++], "%s/%s", path, de->d_name);
	}
	closedir(d);
	if (nr > 1)
		qsort(names, nr, sizeof(*names), cmp_names);
	for (size_t i = 0; i < nr; i++) {
		struct stat sb;

		if (stat(names[i], &sb) == 0 && S_ISREG(sb.st_mode)) {
			if (run_file(names[i]) != 0)
				rc = -1;
			else
				(*count)++;
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

int
main(int argc, char *argv[])
{
	unsigned long count = 0;
	int rc = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: run_fuzz_%s %s PATH...\n", fuzz_name, fuzz_name);
		return 2;
	}
	if (strcmp(argv[1], fuzz_name) != 0) {
		fprintf(stderr, "run_fuzz_%s: this is the '%s' target, not '%s'\n",
		    fuzz_name, fuzz_name, argv[1]);
		return 2;
	}
	LLVMFuzzerInitialize(&argc, &argv);
	for (int i = 2; i < argc; i++) {
		struct stat sb;

		if (stat(argv[i], &sb) != 0) {
			fprintf(stderr, "run_fuzz_%s: cannot stat '%s': %s\n",
			    fuzz_name, argv[i], strerror(errno));
			rc = 1;
		} else if (S_ISDIR(sb.st_mode)) {
			if (run_dir(argv[i], &count) != 0)
				rc = 1;
		} else if (run_file(argv[i]) != 0)
			rc = 1;
		else
			count++;
	}
	printf("%s: %lu inputs\n", fuzz_name, count);
	return rc;
}
