/* pager.c - see pager.h. */
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "pager.h"

static pid_t pager_pid = -1;

void
pager_start(void)
{
	const char *cmd;
	int fds[2];
	pid_t pid;

	if (pager_pid != -1 || !isatty(STDOUT_FILENO))
		return;
	if ((cmd = getenv("TRANSCRIPT_PAGER")) == NULL &&
	    (cmd = getenv("PAGER")) == NULL)
		cmd = "less -FRX";
	if (*cmd == '\0' || strcmp(cmd, "cat") == 0)
		return;
	if (fflush(stdout) != 0 || pipe(fds) == -1) {
		warn_msg("cannot start the pager '%s': %s", cmd, strerror(errno));
		return;
	}
	if ((pid = fork()) == -1) {
		warn_msg("cannot start the pager '%s': %s", cmd, strerror(errno));
		close(fds[0]);
		close(fds[1]);
		return;
	}
	if (pid == 0) {
		if (dup2(fds[0], STDIN_FILENO) == -1)
			_exit(127);
		close(fds[0]);
		close(fds[1]);
		setenv("LESS", "FRX", 0);
		setenv("LV", "-c", 0);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	close(fds[0]);
	if (dup2(fds[1], STDOUT_FILENO) == -1) {
		warn_msg("cannot start the pager '%s': %s", cmd, strerror(errno));
		close(fds[1]);
		waitpid(pid, NULL, 0);
		return;
	}
	close(fds[1]);
	signal(SIGPIPE, SIG_IGN);
	pager_pid = pid;
}

int
pager_active(void)
{
	return pager_pid != -1;
}

int
pager_quit(void)
{
	if (pager_pid == -1 || errno != EPIPE)
		return 0;
	clearerr(stdout);
	return 1;
}

void
pager_finish(void)
{
	int fd;

	if (pager_pid == -1)
		return;
	if (fflush(stdout) != 0 && errno == EPIPE)
		clearerr(stdout);
	if ((fd = open("/dev/null", O_WRONLY)) != -1) {
		dup2(fd, STDOUT_FILENO);
		close(fd);
	} else
		close(STDOUT_FILENO);
	while (waitpid(pager_pid, NULL, 0) == -1 && errno == EINTR)
		;
	pager_pid = -1;
}
