/*
 * killafter - run a command and SIGKILL it after a delay (the crash tests).
 *
 *	killafter [-r FILE] USEC COMMAND [ARG...]
 *
 * USEC < 0 never kills.  Exits with the command's status, or 128 + the
 * signal that ended it.  With -r, writes "killed USEC" or "exit N USEC" to
 * FILE: how the command ended and after how many microseconds.
 */
#include <sys/wait.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long
now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int
main(int argc, char *argv[])
{
	const char *report = NULL;
	long long start, usec, done;
	struct timespec pause;
	int status = 0, killed, reaped = 0;
	pid_t pid;
	FILE *f;

	if (argc > 2 && strcmp(argv[1], "-r") == 0) {
		report = argv[2];
		argv += 2;
		argc -= 2;
	}
	if (argc < 3) {
		fprintf(stderr, "usage: killafter [-r file] usec command [arg...]\n");
		return 2;
	}
	usec = strtoll(argv[1], NULL, 10);
	start = now_us();
	if ((pid = fork()) == -1) {
		perror("killafter: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror("killafter: exec");
		_exit(127);
	}
	if (usec >= 0) {
		pause.tv_sec = (time_t)(usec / 1000000);
		pause.tv_nsec = (long)(usec % 1000000) * 1000;
		while (nanosleep(&pause, &pause) == -1 && errno == EINTR)
			;
		if (waitpid(pid, &status, WNOHANG) == pid)
			reaped = 1;
		else
			kill(pid, SIGKILL);
	}
	while (!reaped && waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	done = now_us();
	killed = WIFSIGNALED(status);
	if (report != NULL && (f = fopen(report, "w")) != NULL) {
		if (killed)
			fprintf(f, "killed %lld\n", done - start);
		else
			fprintf(f, "exit %d %lld\n", WEXITSTATUS(status), done - start);
		fclose(f);
	}
	return killed ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}
