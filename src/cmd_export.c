/* cmd_export.c - transcript export: one session as a Markdown or HTML
 * document to read and share (doc.h renders it). */
#include <sys/stat.h>

#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmd.h"
#include "diag.h"
#include "doc.h"
#include "fsutil.h"
#include "id.h"
#include "redact.h"
#include "vote.h"
#include "xalloc.h"

/* Export's loads: people see bad items, marked. */
#define EXPORT_LOAD	STORE_LOAD_TOLERANT

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

/* One read of the session: its items, redacted with red if not NULL, and
 * fresh state for its format (fmt may be NULL). */
struct pass {
	struct item_cursor	*raw, *items;
	struct redact_cursor	 rc;
	const struct format	*fmt;
	void			*state;
};

static int
pass_open(struct pass *p, struct store *st, const char *session,
    const struct format *fmt, struct redact *red)
{
	int status;

	memset(p, 0, sizeof(*p));
	p->fmt = fmt;
	if (fmt != NULL && fmt->state_size > 0)
		p->state = xcalloc(1, fmt->state_size);
	if ((status = store_load(st, session, EXPORT_LOAD, &p->raw)) != ST_OK)
		return status;
	p->items = redact_cursor(&p->rc, red, p->raw);
	return ST_OK;
}

static void
pass_close(struct pass *p)
{
	item_cursor_free(p->raw);
	redact_cursor_release(&p->rc);
	if (p->state != NULL && p->fmt->free_state != NULL)
		p->fmt->free_state(p->state);
	free(p->state);
}

/* The first pass: the title (as list shows it), token totals and times
 * from the session's events. */
static int
export_totals(struct store *st, const char *session, const struct format *fmt,
    struct redact *red, struct doc_totals *t, struct buf *title)
{
	struct event_sink sink = { doc_totals_event, t, 1 };
	struct format_title ft;
	struct pass p;
	struct item it;
	int status, titled = 0;

	format_title_init(&ft);
	if ((status = pass_open(&p, st, session, fmt, red)) == ST_OK) {
		while ((status = item_cursor_next(p.items, &it)) == ST_OK) {
			if (!titled)
				titled = format_title_add(&ft, &it);
			if (fmt == NULL && titled)
				break;
			if (fmt != NULL && it.flaw == ITEM_OK &&
			    (status = format_map(fmt, &it, p.state,
			    &sink)) != ST_OK)
				break;
		}
		if (status == ST_END || (fmt == NULL && titled))
			status = ST_OK;
	}
	buf_adds(title, format_title_text(&ft));
	format_title_release(&ft);
	pass_close(&p);
	return status;
}

/* Pair findings, shown beside their items: check first. */
static int
export_check(struct store *st, const char *session, const struct format *fmt,
    struct redact *red, struct finding_list *found)
{
	struct pass p;
	uint64_t nitems = 0;
	int status;

	if (fmt == NULL)
		return ST_OK;
	if ((status = pass_open(&p, st, session, fmt, red)) == ST_OK)
		status = check_session(st, session, EXPORT_LOAD, p.items, fmt, 0,
		    found, &nitems, NULL);
	pass_close(&p);
	return status;
}

/* The items of the session, rendered by d, each with the findings about
 * it (found, from *fi on), drained to o as they come. */
static int
export_items(struct store *st, const struct session_info *info,
    const struct format *fmt, struct redact *red, struct doc *d,
    struct export_out *o, const struct finding_list *found, size_t *fi)
{
	struct buf label = BUF_INIT, text = BUF_INIT;
	struct pass p;
	struct item it;
	int status;

	if ((status = pass_open(&p, st, info->id, fmt, red)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(p.items, &it)) == ST_OK) {
		buf_reset(&label);
		buf_reset(&text);
		if (it.flaw == ITEM_OK)
			item_summary(&it, &label, &text);
		doc_item(d, &it, label.len > 0 ? label.p : "", text.p, text.len);
		if (it.flaw == ITEM_OK && fmt != NULL &&
		    (status = format_map(fmt, &it, p.state, &d->sink)) != ST_OK)
			break;
		/* Another format's item (a mixed session): read by the
		 * format it looks like. */
		if (it.flaw == ITEM_OK && !doc_render(d) &&
		    (status = format_map_detected(&it, fmt, &d->sink)) != ST_OK)
			break;
		(void)doc_render(d);	/* before the item's bytes go */
		for (; *fi < found->nr && found->v[*fi].seq <= it.seq; (*fi)++)
			doc_finding(d, &found->v[*fi]);
		if (d->out.len >= DRAIN_BYTES && (status = out_write(o,
		    &d->out)) != ST_OK)
			break;
	}
out:
	pass_close(&p);
	buf_release(&label);
	buf_release(&text);
	return status;
}

static int
export_session(struct store *st, const struct session_info *info,
    const struct format *fmt, struct redact *red, struct doc *d,
    struct export_out *o)
{
	struct finding_list found = FINDING_LIST_INIT;
	struct doc_totals totals;
	struct doc_header h;
	struct buf title = BUF_INIT;
	size_t fi = 0;
	int status;

	memset(&h, 0, sizeof(h));
	doc_totals_init(&totals);
	if ((status = export_check(st, info->id, fmt, red, &found)) != ST_OK ||
	    (status = export_totals(st, info->id, fmt, red, &totals,
	    &title)) != ST_OK)
		goto out;
	for (size_t i = 0; i < found.nr; i++) {
		if (found.v[i].severity == SEV_ERROR)
			h.errors++;
		else
			h.warnings++;
	}
	h.session = info->id;
	h.title = title.p;
	h.format = fmt != NULL ? fmt->title : NULL;
	h.created_at = info->created_at;
	h.updated_at = info->updated_at;
	h.items = info->items;
	h.totals = &totals;
	doc_begin(d, &h);
	if ((status = export_items(st, info, fmt, red, d, o, &found,
	    &fi)) != ST_END)
		goto out;
	/* What is about the session as a whole comes last. */
	for (; fi < found.nr; fi++)
		doc_finding(d, &found.v[fi]);
	doc_end(d);
	status = out_write(o, &d->out);
out:
	finding_list_release(&found);
	doc_totals_release(&totals);
	buf_release(&title);
	return status;
}

static const struct cmd_opt export_options[] = {
	{ "format", 'f', required_argument, "format",
	    "markdown (default) or html", 0 },
	{ "output", 'o', required_argument, "file",
	    "write the document to file (replaced atomically), not stdout", 'o' },
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
	.usage = "[--format=markdown|html] [-o file] [--dialect=name] "
	    "[--redact] [--redact-pattern=ere] [--busy-timeout=ms] store session",
	.summary = "write a session as a Markdown or HTML document to share",
	.opts = export_options,
};
