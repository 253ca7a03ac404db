/* cmd_export.c - transcript export: one session as a Markdown or HTML
 * document to read and share (doc.h renders it). */
#include <sys/stat.h>

#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "doc.h"
#include "fsutil.h"
#include "id.h"
#include "redact.h"
#include "render.h"
#include "site.h"
#include "vote.h"
#include "xalloc.h"
#include "xxhash.h"

/* Export's loads: people see bad items, marked. */
#define EXPORT_LOAD	RENDER_LOAD

#define DRAIN_BYTES	65536

/* Where the document goes: stdout, or a file written atomically. */
struct export_out {
	int			 to_file;
	struct fs_atomic	 file;
};

static int
out_write(struct export_out *o, struct buf *b)
{
	int status;

	status = o->to_file ? fs_atomic_write(&o->file, b->p, b->len) :
	    cmd_write(b->p, b->len);
	buf_reset(b);
	return status;
}

/* Is path the file the store spec names (with or without a kind: prefix)?
 * Then -o would replace the store with the document. */
static int
is_store_file(const char *path, const char *spec)
{
	struct stat a, b;
	const char *colon = strchr(spec, ':');

	if (stat(path, &a) == -1)
		return 0;
	if (stat(spec, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return 1;
	return colon != NULL && stat(colon + 1, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* Before each item: drain what is rendered, now and then. */
static int
export_before(void *arg, struct doc *d, uint64_t n)
{
	(void)n;
	return d->out.len >= DRAIN_BYTES ? out_write(arg, &d->out) : ST_OK;
}

static int
export_session(struct store *st, const struct session_info *info,
    const struct format *fmt, struct redact *red, struct doc *d,
    struct export_out *o)
{
	struct render_facts rf;
	int status;

	if ((status = render_facts(st, info, fmt, red, &rf)) == ST_OK) {
		doc_begin(d, &rf.h);
		status = render_items(st, info, fmt, red, d, &rf,
		    export_before, o);
	}
	if (status == ST_OK) {
		doc_end(d);
		status = out_write(o, &d->out);
	}
	render_facts_release(&rf);
	return status;
}

static const struct cmd_opt export_options[] = {
	{ "format", 'f', required_argument, "format",
	    "markdown (default) or html", 0 },
	{ "output", 'o', required_argument, "file",
	    "write the document to file (replaced atomically), not stdout", 'o' },
	{ "site", 's', required_argument, "dir",
	    "write a web site of every session of the stores to dir", 0 },
	{ "page-size", 'P', required_argument, "n",
	    "--site: items a page, at most (default 300)", 0 },
	{ "dialect", 'd', required_argument, "name",
	    "read the session in this format", 0 },
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* The options of export. */
struct export_args {
	struct store_config	 cfg;
	struct redact_opts	 ro;
	const struct format	*dialect;	/* or NULL */
	const char		*output;	/* -o, or NULL: stdout */
	enum doc_kind		 kind;
	int			 kind_set;	/* --format given */
	const char		*site;		/* --site, or NULL */
	uint64_t		 page_size;	/* 0: not given */
};

/* One option ch of export's; ST_OK, or ST_USAGE with a message. */
static int
export_option(int ch, struct export_args *a, char *argv[])
{
	switch (ch) {
	case CMD_OPT_BUSY_TIMEOUT:
		return cmd_busy_timeout(&cmd_export, optarg, &a->cfg);
	case 'd':
		if ((a->dialect = format_by_name(optarg)) == NULL)
			return cmd_usage_msg(&cmd_export, "unknown dialect "
			    "'%s' (see transcript(1))", optarg);
		return ST_OK;
	case 'f':
		if (strcmp(optarg, "markdown") == 0)
			a->kind = DOC_MARKDOWN;
		else if (strcmp(optarg, "html") == 0)
			a->kind = DOC_HTML;
		else
			return cmd_usage_msg(&cmd_export, "--format wants "
			    "markdown or html, not '%s'", optarg);
		a->kind_set = 1;
		return ST_OK;
	case 'P': {
		int64_t n;

		if (cmd_parse_int(&cmd_export, "--page-size", optarg, 1,
		    INT64_C(1000000000), &n) != 0)
			return ST_USAGE;
		a->page_size = (uint64_t)n;
		return ST_OK;
	}
	case 's':
		if (*optarg == '\0')
			return cmd_usage_msg(&cmd_export, "--site wants a "
			    "directory");
		a->site = optarg;
		return ST_OK;
	case CMD_OPT_REDACT:
	case CMD_OPT_REDACT_PATTERN:
		return redact_option(&a->ro, ch == CMD_OPT_REDACT ? NULL : optarg);
	case 'o':
		if (*optarg == '\0')
			return cmd_usage_msg(&cmd_export, "-o wants a file name");
		a->output = strcmp(optarg, "-") == 0 ? NULL : optarg;
		return ST_OK;
	default:
		return cmd_bad_option(&cmd_export, ch, argv);
	}
}

/* Export the session id of the store spec, as a says. */
static int
export_run(const struct export_args *a, const char *spec, const char *id)
{
	struct session_info info = { 0 };
	struct session_list list = SESSION_LIST_INIT;
	struct export_out o;
	struct doc d;
	struct redact *red = NULL;
	struct store *st = NULL;
	const struct format *fmt = NULL;
	int status;

	memset(&o, 0, sizeof(o));
	doc_init(&d, a->kind);
	if ((status = redact_open(&a->ro, &red)) != ST_OK ||
	    (status = store_open(spec, STORE_READ, &a->cfg, 0, &st)) != ST_OK)
		goto out;
	if ((status = store_stat(st, id, INFO_COUNTS, EXPORT_LOAD, &info)) !=
	    ST_OK)
		goto out;
	session_list_push(&list, &info);
	if ((status = vote_session(st, list.v[0].id, EXPORT_LOAD, a->dialect,
	    &fmt)) != ST_OK)
		goto out;
	/* The file is made only for a session that is there. */
	if (a->output != NULL) {
		if ((status = fs_atomic_open(&o.file, AT_FDCWD, a->output)) != ST_OK)
			goto out;
		o.to_file = 1;
	}
	status = export_session(st, &list.v[0], fmt, red, &d, &o);
	if (o.to_file) {
		if (status == ST_OK)
			status = fs_atomic_commit(&o.file);
		fs_atomic_abort(&o.file);
	}
out:
	doc_release(&d);
	redact_free(red);
	session_list_release(&list);
	return store_close(st, status);
}

/* The pages' options besides the site's own, for its manifest: what
 * redaction was asked for (its patterns by their hash). */
static void
site_options(const struct redact_opts *ro, struct buf *out)
{
	struct xxh64_state h;

	buf_addf(out, "redact=%d", ro->on);
	if (ro->npat == 0)
		return;
	xxh64_init(&h, 0);
	for (size_t i = 0; i < ro->npat; i++)
		xxh64_update(&h, ro->pat[i], strlen(ro->pat[i]) + 1);
	buf_addf(out, " patterns=%016" PRIx64, xxh64_final(&h));
}

/* export --site: the stores argv[0..argc) as a web site. */
static int
export_site(const struct export_args *a, int argc, char *argv[])
{
	struct site_opts so;
	struct site_totals tot;
	struct buf opts = BUF_INIT;
	struct redact *red = NULL;
	int status;

	if ((status = redact_open(&a->ro, &red)) != ST_OK)
		return status;
	site_options(&a->ro, &opts);
	memset(&so, 0, sizeof(so));
	so.dir = a->site;
	so.page_size = a->page_size > 0 ? a->page_size : SITE_PAGE_SIZE;
	so.cfg = &a->cfg;
	so.dialect = a->dialect;
	so.red = red;
	so.options = opts.p;
	status = site_build(&so, argv, (size_t)argc, &tot);
	fprintf(stderr, "transcript: site %s: %" PRIu64 " session%s, %" PRIu64
	    " rendered, %" PRIu64 " page%s written, %" PRIu64 " removed\n",
	    a->site, tot.sessions, tot.sessions == 1 ? "" : "s", tot.rendered,
	    tot.pages, tot.pages == 1 ? "" : "s", tot.removed);
	redact_free(red);
	buf_release(&opts);
	return status;
}

static int
run_export(int argc, char *argv[])
{
	struct export_args a;
	int ch, status;

	memset(&a, 0, sizeof(a));
	a.cfg.busy_ms = STORE_BUSY_MS_DEFAULT;
	a.kind = DOC_MARKDOWN;
	while ((ch = cmd_getopt(&cmd_export, argc, argv)) != -1) {
		if (ch == 'h')
			return cmd_help_page(&cmd_export);
		if ((status = export_option(ch, &a, argv)) != ST_OK)
			return status;
	}
	if (a.site != NULL) {
		if (a.output != NULL || (a.kind_set && a.kind != DOC_HTML))
			return cmd_usage_msg(&cmd_export, "--site writes HTML "
			    "pages to its directory: not with -o or "
			    "--format=markdown");
		if (argc - optind < 1)
			return cmd_usage(&cmd_export);
		return export_site(&a, argc - optind, argv + optind);
	}
	if (a.page_size > 0)
		return cmd_usage_msg(&cmd_export, "--page-size is for --site");
	if (argc - optind != 2)
		return cmd_usage(&cmd_export);
	if (a.output != NULL && is_store_file(a.output, argv[optind]))
		return cmd_usage_msg(&cmd_export, "-o '%s' is the store itself; "
		    "the document would replace it", a.output);
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;
	return export_run(&a, argv[optind], argv[optind + 1]);
}

const struct cmd cmd_export = {
	.name = "export",
	.run = run_export,
	.usage = "[--format=markdown|html] [-o file] [--site=dir] "
	    "[--page-size=n] [--dialect=name] [--redact] [--redact-pattern=ere] "
	    "[--busy-timeout=ms] store [session | store...]",
	.summary = "write a session as a Markdown or HTML document to share, "
	    "or stores as a web site",
	.opts = export_options,
};
