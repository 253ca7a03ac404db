/*
 * measure.c - run a command several times; print its median wall time and
 * peak RSS.
 *
 *	measure [-n runs] [-w warmups] [-p prep] [-i in] [-o out] [-e err] -- cmd [arg...]
 *
 * Each run forks and execs cmd directly (no shell), with standard input
 * from in and standard output to out (both /dev/null by default; out is
 * truncated each run), standard error to err (truncated each run) if given, and waits for it with wait4(), which gives the
 * rusage of that child and the descendants it waited for.  Before every
 * run, warm-ups included, `sh -c prep` runs untimed (to restore the state
 * a writing command changed).  Warm-up runs are not counted.
 *
 * Prints one line on standard output:
 *
 *	median=0.123456 min=0.120000 max=0.130000 cpu=0.110000 maxrss_kib=5120 runs=5 status=0
 *
 * Times are wall-clock seconds (CLOCK_MONOTONIC) from fork to reaped; cpu
 * is the median of user + system CPU seconds (ru_utime + ru_stime), which
 * a loaded machine disturbs less than wall time;
 * maxrss_kib is the largest ru_maxrss over the counted runs.  status is
 * the first non-zero exit status seen (128 + signal if killed), and is
 * also measure's exit status, so a failing command never yields a figure
 * that looks valid.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void
usage(void)
{
	fputs("usage: measure [-n runs] [-w warmups] [-p prep] [-i in] [-o out] [-e err] -- cmd [arg...]\n",
	    stderr);
	exit(2);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double
median(const double *v, int n)
{
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int
prep_run(const char *prep)
{
	pid_t pid;
	int st;

	if (prep == NULL)
		return 0;
	if ((pid = fork()) == -1) {
		perror("measure: fork");
		exit(3);
	}
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", prep, (char *)NULL);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) == -1)
		if (errno != EINTR) {
			perror("measure: waitpid");
			exit(3);
		}
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* One timed run; returns its exit status, sets *secs and *rss_kib. */
static int
timed_run(char **cmd, const char *in, const char *out, const char *err, double *secs,
    double *cpu, long *rss_kib)
{
	struct rusage ru;
	double t0;
	pid_t pid;
	int st;

	t0 = now();
	if ((pid = fork()) == -1) {
		perror("measure: fork");
		exit(3);
	}
	if (pid == 0) {
		int fi = open(in, O_RDONLY), fo = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666);

		if (fi == -1 || fo == -1) {
			fprintf(stderr, "measure: %s: %s\n", fi == -1 ? in : out,
			    strerror(errno));
			_exit(126);
		}
		dup2(fi, 0);
		dup2(fo, 1);
		close(fi);
		close(fo);
		if (err != NULL) {
			int fe = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0666);

			if (fe == -1) {
				fprintf(stderr, "measure: %s: %s\n", err, strerror(errno));
				_exit(126);
			}
			dup2(fe, 2);
			close(fe);
		}
		execvp(cmd[0], cmd);
		fprintf(stderr, "measure: %s: %s\n", cmd[0], strerror(errno));
		_exit(127);
	}
	while (wait4(pid, &st, 0, &ru) == -1)
		if (errno != EINTR) {
			perror("measure: wait4");
			exit(3);
		}
	*secs = now() - t0;
	*cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	    (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
	*rss_kib = ru.ru_maxrss;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int
main(int argc, char **argv)
{
	const char *prep = NULL, *in = "/dev/null", *out = "/dev/null", *err = NULL;
	int runs = 5, warm = 0, c, status = 0;
	double *t, *u;
	long rss = 0;

	while ((c = getopt(argc, argv, "+n:w:p:i:o:e:")) != -1) {
		switch (c) {
		case 'n': runs = atoi(optarg); break;
		case 'w': warm = atoi(optarg); break;
		case 'p': prep = optarg; break;
		case 'i': in = optarg; break;
		case 'o': out = optarg; break;
		case 'e': err = optarg; break;
		default: usage();
		}
	}
	if (runs < 1 || warm < 0 || optind >= argc)
		usage();
	if ((t = calloc((size_t)runs, sizeof(*t))) == NULL ||
	    (u = calloc((size_t)runs, sizeof(*u))) == NULL)
		return 3;
	for (int i = 0; i < warm + runs; i++) {
		double secs, cpu;
		long kib;
		int rc;

		if ((rc = prep_run(prep)) != 0) {
			fprintf(stderr, "measure: prep exited %d: %s\n", rc, prep);
			return rc;
		}
		rc = timed_run(argv + optind, in, out, err, &secs, &cpu, &kib);
		if (rc != 0) {
			fprintf(stderr, "measure: %s exited %d\n", argv[optind], rc);
			if (status == 0)
				status = rc;
		}
		if (i < warm)
			continue;
		t[i - warm] = secs;
		u[i - warm] = cpu;
		if (kib > rss)
			rss = kib;
	}
	qsort(t, (size_t)runs, sizeof(*t), cmp_double);
	qsort(u, (size_t)runs, sizeof(*u), cmp_double);
	printf("median=%.6f min=%.6f max=%.6f cpu=%.6f maxrss_kib=%ld runs=%d status=%d\n",
	    median(t, runs), t[0], t[runs - 1], median(u, runs), rss, runs, status);
	free(t);
	free(u);
	return status;
}
