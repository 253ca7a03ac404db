/* cmd_dump.c - transcript dump: sessions rendered for people, or as
 * interchange records (--format=jsonl). */
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "id.h"
#include "json.h"
#include "pager.h"
#include "redact.h"
#include "term.h"
#include "xalloc.h"

enum since { SINCE_NONE, SINCE_SEQ, SINCE_TIME };

struct dump_opts {
	int			 records;	/* --format=jsonl */
	int			 full;
	int			 color;
	int			 messages;	/* --messages: no notes */
	int			 pager;		/* 0: --no-pager */
	size_t			 width;		/* columns; 0: no limit */
	const struct format	*dialect;	/* forced, or NULL */
	const char		*role;		/* --role, or NULL */
	const char		*tool;		/* --tool, or NULL */
	enum since		 since;		/* --since: a seq or a time */
	uint64_t		 since_seq;
	int64_t			 since_ms;
	int			 one;		/* --seq */
	uint64_t		 seq;
	struct redact		*redact;	/* --redact, or NULL */
};

/*
 * What one item looks like to a person, from its events (the format
 * module's text events, format.h): the role label and text of the message
 * on one line, a line per call and result ("→ name(args) [id]",
 * "← [id] text", "error:" before a failed result's text), and a line per
 * record that is not conversation ("· hook PreToolUse:Bash").
 */
struct view {
	const struct dump_opts	*o;
	/* The item being rendered. */
	struct buf	 label;		/* its first message's label, decoded */
	enum ev_role	 role;
	int		 msg;		/* it began a message */
	int		 labelled;	/* the format labelled it */
	int		 echo;		/* in an echo: its content is skipped */
	struct buf	 text;		/* the message's text */
	struct buf	 lines;		/* calls and results, '\n'-separated */
	unsigned	 nlines, calls, results;
	int		 reasoning;	/* it holds reasoning */
	struct buf	 notes;		/* notes, '\n'-separated */
	unsigned	 nnotes;
	int		 tool_hit;	/* --tool names a call or result here */
	int		 timed;		/* time_ms is the item's */
	int64_t		 time_ms;
	/* Across items. */
	struct buf	 last_label;	/* of the message items continue */
	enum ev_role	 last_role;
	int64_t		 last_ms;	/* the last time seen, or created_at */
	uint64_t	*tool_ids;	/* hashes of --tool's calls' ids */
	size_t		 ntool_ids, atool_ids;
};

/* Append v's text (format_text()) with control characters as spaces. */
static void
add_flat(struct buf *b, struct json_span v)
{
	size_t start = b->len;

	format_text(v, b);
	display_flatten(b, start);
}

/* Begin a line of lines (or notes), counted in *n. */
static void
line_begin(struct buf *b, unsigned *n)
{
	if ((*n)++ > 0)
		buf_addc(b, '\n');
}

static void
tool_id_add(struct view *v, struct json_span id)
{
	if (id.n == 0)
		return;
	xgrow(&v->tool_ids, &v->atool_ids, v->ntool_ids + 1, sizeof(*v->tool_ids));
	v->tool_ids[v->ntool_ids++] = format_hash(id);
}

static int
tool_id_has(const struct view *v, struct json_span id)
{
	uint64_t h = format_hash(id);

	for (size_t i = 0; id.n > 0 && i < v->ntool_ids; i++)
		if (v->tool_ids[i] == h)
			return 1;
	return 0;
}

/* Is the JSON string name --tool's name? */
static int
tool_named(const struct view *v, struct json_span name)
{
	return v->o->tool != NULL && format_is_string(name) &&
	    json_str_eq(name, v->o->tool);
}

static void
item_time(struct view *v, struct json_span t)
{
	int64_t ms;

	if (!v->timed && format_time_ms(t, &ms) == 0) {
		v->timed = 1;
		v->time_ms = ms;
	}
}

/* A text part of the message, after a space. */
static void
text_part(struct view *v, const char *tag, struct json_span t)
{
	if (v->text.len > 0)
		buf_addc(&v->text, ' ');
	buf_adds(&v->text, tag);
	if (*tag != '\0' && t.n > 0)
		buf_addc(&v->text, ' ');
	add_flat(&v->text, t);
}

static void
view_content(struct view *v, const struct event *ev)
{
	struct json_span none = { NULL, 0 };

	switch (ev->block) {
	case BLOCK_TEXT:
		text_part(v, "", ev->text);
		break;
	case BLOCK_THINKING:
		text_part(v, "(thinking)", ev->text);
		break;
	case BLOCK_IMAGE:
		if (v->text.len > 0)
			buf_addc(&v->text, ' ');
		buf_addc(&v->text, '[');
		if (format_is_string(ev->name))
			add_flat(&v->text, ev->name);
		else
			buf_adds(&v->text, "image");
		buf_addc(&v->text, ']');
		break;
	case BLOCK_OTHER:
		text_part(v, "", ev->text.n > 0 ? ev->text : none);
		break;
	}
}

static void
view_call(struct view *v, const struct event *ev)
{
	struct buf *b = &v->lines;

	line_begin(b, &v->nlines);
	v->calls++;
	buf_adds(b, "\xe2\x86\x92 ");	/* a right arrow */
	add_flat(b, ev->name);
	buf_addc(b, '(');
	if (format_is_string(ev->args)) {
		add_flat(b, ev->args);
	} else {
		/* An object or array of arguments: as JSON. */
		size_t start = b->len;

		buf_add(b, ev->args.p, ev->args.n);
		display_flatten(b, start);
	}
	buf_addc(b, ')');
	if (ev->id.n > 0) {
		buf_adds(b, " [");
		add_flat(b, ev->id);
		buf_addc(b, ']');
	}
	if (tool_named(v, ev->name)) {
		v->tool_hit = 1;
		tool_id_add(v, ev->id);
	}
}

static void
view_result(struct view *v, const struct event *ev)
{
	struct buf *b = &v->lines;

	line_begin(b, &v->nlines);
	v->results++;
	buf_adds(b, "\xe2\x86\x90 [");		/* a left arrow */
	add_flat(b, ev->id.n > 0 ? ev->id : ev->name);
	buf_adds(b, "] ");
	if (ev->kind == EV_UPDATE)
		buf_adds(b, "(update) ");
	if (ev->is_error == 1)
		buf_adds(b, "error: ");
	add_flat(b, ev->text);
	if (tool_named(v, ev->name) || (v->o->tool != NULL && tool_id_has(v, ev->id)))
		v->tool_hit = 1;
}

/* A note: "label text", or label alone. */
static void
view_note(struct view *v, const struct event *ev)
{
	struct buf *b = &v->notes;

	line_begin(b, &v->nnotes);
	if (ev->label.n > 0)
		add_flat(b, ev->label);
	else
		buf_adds(b, ev->kind == EV_BOUNDARY ? "boundary" : "end of turn");
	if (ev->text.n > 0) {
		buf_addc(b, ' ');
		add_flat(b, ev->text);
	}
	item_time(v, ev->time);
}

static int
view_event(void *arg, const struct event *ev)
{
	struct view *v = arg;

	item_time(v, ev->time);
	switch (ev->kind) {
	case EV_MESSAGE:
		item_time(v, ev->time);
		if (ev->echo) {
			/* A copy: a note, its content skipped. */
			v->echo = 1;
			view_note(v, ev);
			break;
		}
		v->echo = 0;
		if (v->msg)
			break;
		v->msg = 1;
		v->role = ev->role;
		v->labelled = ev->label.n > 0;
		if (ev->label.n > 0)
			add_flat(&v->label, ev->label);
		else
			buf_adds(&v->label, format_role_name(ev->role));
		break;
	case EV_CONTENT:
		if (!v->echo)
			view_content(v, ev);
		break;
	case EV_REASONING:
		v->reasoning = 1;
		text_part(v, "(thinking)", ev->text);
		break;
	case EV_CALL:
		view_call(v, ev);
		break;
	case EV_RESULT:
	case EV_UPDATE:
		view_result(v, ev);
		break;
	case EV_NOTE:
	case EV_BOUNDARY:
	case EV_TURN_END:
		view_note(v, ev);
		break;
	case EV_USAGE:
	case EV_IGNORE:
		break;
	}
	return ST_OK;
}

/* Did the format read the item: text, a call or result, a note, or a
 * message it labelled (perhaps empty)? */
static int
view_read(const struct view *v)
{
	return v->text.len > 0 || v->nlines > 0 || v->nnotes > 0 || v->labelled;
}

/* Ready v for the next item. */
static void
view_reset(struct view *v)
{
	buf_reset(&v->label);
	buf_reset(&v->text);
	buf_reset(&v->lines);
	buf_reset(&v->notes);
	v->msg = v->echo = v->tool_hit = v->timed = v->reasoning = 0;
	v->labelled = 0;
	v->nlines = v->calls = v->results = v->nnotes = 0;
	v->role = ROLE_NONE;
}

static void
view_release(struct view *v)
{
	buf_release(&v->label);
	buf_release(&v->text);
	buf_release(&v->lines);
	buf_release(&v->notes);
	buf_release(&v->last_label);
	free(v->tool_ids);
}

/*
 * The label of an item that began no message: the message's it continues
 * (Claude Code's lines of one reply), unless its events are not that
 * side's: calls and reasoning are the assistant's, results alone a tool's
 * (or the user's, who sends them in some formats).
 */
static void
view_label(struct view *v)
{
	const char *own = NULL;

	if (v->msg)
		goto last;
	if (v->calls > 0 || v->reasoning || (v->results == 0 &&
	    v->last_label.len == 0)) {
		if (v->last_role != ROLE_ASSISTANT)
			own = "assistant";
	} else if (v->results > 0 && v->last_role != ROLE_USER &&
	    v->last_role != ROLE_TOOL)
		own = "tool";
	if (own != NULL) {
		buf_adds(&v->label, own);
		v->role = *own == 't' ? ROLE_TOOL : ROLE_ASSISTANT;
		if (v->role == ROLE_TOOL)
			return;		/* what follows is not the tool's */
	} else {
		buf_add(&v->label, v->last_label.p, v->last_label.len);
		v->role = v->last_role;
	}
last:
	buf_reset(&v->last_label);
	buf_add(&v->last_label, v->label.p, v->label.len);
	v->last_role = v->role;
}

/* Colour escape s if colouring, else "". */
static const char *
esc(const struct dump_opts *o, enum term_style s)
{
	return o->color ? term_esc(s) : "";
}

/* One rendered line: "  SEQ  LABEL      TEXT", label and text shown as
 * display_add() shows them (shown is scratch), cut to the width; without
 * a label column when label is NULL (notes), in color throughout then
 * (an escape, esc(), or NULL). */
static void
dump_line(const struct dump_opts *o, struct buf *out, struct buf *shown,
    const char *seq, const char *label, const char *color, const char *text,
    size_t len)
{
	size_t used = 0, pad;

	buf_adds(out, esc(o, TERM_DIM));
	buf_adds(out, seq);
	used += strlen(seq);
	buf_adds(out, esc(o, TERM_RESET));
	if (color != NULL)
		buf_adds(out, color);
	if (label != NULL) {
		buf_reset(shown);
		display_add(shown, label, strlen(label), 0);
		for (pad = display_cut(out, shown->p, shown->len, 0); pad < 10; pad++)
			buf_addc(out, ' ');
		used += pad;
		buf_addc(out, ' ');
		used++;
		if (color != NULL)
			buf_adds(out, esc(o, TERM_RESET));
	}
	buf_reset(shown);
	display_add(shown, text, len, 0);
	display_cut(out, shown->p, shown->len, o->full || o->width == 0 ? 0 :
	    o->width > used + 10 ? o->width - used : 10);
	if (label == NULL && color != NULL)
		buf_adds(out, esc(o, TERM_RESET));
	buf_addc(out, '\n');
}

/* Write out to standard output and empty it: ST_OK; ST_END when the pager
 * quit (stop quietly); ST_IO on another error. */
static int
dump_flush(struct buf *out)
{
	if (out->len > 0 && fwrite(out->p, 1, out->len, stdout) != out->len) {
		if (pager_quit())
			return ST_END;
		return fail_errno(ST_IO, "cannot write to standard output");
	}
	buf_reset(out);
	return ST_OK;
}

/* Does the item pass --seq, --since, --role, --tool and --messages? conv:
 * it is conversation (else notes only). */
static int
dump_wanted(const struct dump_opts *o, const struct view *v, uint64_t seq,
    int conv)
{
	if (o->one && seq != o->seq)
		return 0;
	if ((o->since == SINCE_SEQ && seq < o->since_seq) ||
	    (o->since == SINCE_TIME && v->time_ms < o->since_ms))
		return 0;
	if (!conv && (o->messages || o->role != NULL || o->tool != NULL) && !o->one)
		return 0;
	if (o->role != NULL && (!conv || (strcmp(v->label.p, o->role) != 0 &&
	    strcmp(format_role_name(v->role), o->role) != 0)))
		return 0;
	if (o->tool != NULL && !v->tool_hit)
		return 0;
	return 1;
}

/* The lines of a '\n'-separated buf, each with dump_line(), but the first
 * with skip_first (shown on the item's own line already); notes: they are
 * notes, "· " before each. */
static void
dump_lines(const struct dump_opts *o, struct buf *out, struct buf *shown,
    const struct buf *lines, int skip_first, int notes)
{
	const char *lead = notes ? "\xc2\xb7 " : "";	/* a middle dot */
	const char *color = notes ? esc(o, TERM_DIM) : NULL;
	const char *line = lines->p, *end = lines->p + lines->len, *nl;
	struct buf b = BUF_INIT;

	if (lines->len == 0)
		return;
	for (int i = 0; line != NULL && line <= end; i++) {
		nl = memchr(line, '\n', (size_t)(end - line));
		if (i > 0 || !skip_first) {
			buf_reset(&b);
			buf_adds(&b, lead);
			buf_add(&b, line, nl != NULL ? (size_t)(nl - line) :
			    (size_t)(end - line));
			dump_line(o, out, shown, "        ", notes ? NULL : "",
			    color, b.p, b.len);
		}
		line = nl != NULL ? nl + 1 : NULL;
	}
	buf_release(&b);
}

/* The item whole (--seq): its JSON pretty-printed, each line shown. */
static void
dump_pretty(const struct item *it, struct buf *out)
{
	struct buf pretty = BUF_INIT;
	const char *line, *end, *nl;

	json_pretty(it->json, it->len, &pretty);
	line = pretty.p;
	end = pretty.p + pretty.len;
	while (line != NULL && line < end) {
		nl = memchr(line, '\n', (size_t)(end - line));
		display_add(out, line, nl != NULL ? (size_t)(nl - line) :
		    (size_t)(end - line), 0);
		buf_addc(out, '\n');
		line = nl != NULL ? nl + 1 : NULL;
	}
	buf_release(&pretty);
}

static int
dump_session(const struct dump_opts *o, struct store *st,
    const struct session_info *info, struct buf *out, int first)
{
	struct finding_list found = FINDING_LIST_INIT;
	struct view v;
	struct event_sink sink = { view_event, &v, 1 };
	struct buf seq = BUF_INIT, shown = BUF_INIT, text = BUF_INIT;
	const struct format *fmt = NULL;
	struct item_cursor *items = NULL, *in;
	struct redact_cursor redacted = { .out = BUF_INIT };
	struct item it;
	void *state = NULL;
	uint64_t n = 0, nitems = 0, hits = 0;
	size_t fi = 0;
	int status, filtered = o->one || o->since || o->role != NULL ||
	    o->tool != NULL || o->messages;

	memset(&v, 0, sizeof(v));
	v.o = o;
	v.last_ms = info->created_at;
	if (!o->records || filtered) {
		if ((status = cmd_session_format(st, info->id, o->dialect,
		    &fmt)) != ST_OK)
			goto out;
		if (fmt != NULL && fmt->state_size > 0)
			state = xcalloc(1, fmt->state_size);
	}
	if (!o->records) {
		/* Pair findings are shown beside their items: check first. */
		if (fmt != NULL && (status = check_session(st, info->id, NULL, fmt,
		    0, &found, &nitems, NULL)) != ST_OK)
			goto out;
		if (!first)
			buf_addc(out, '\n');
		buf_adds(out, esc(o, TERM_BOLD));
		buf_adds(out, "=== ");
		display_add(out, info->id, strlen(info->id), DISPLAY_ID);
		buf_adds(out, esc(o, TERM_RESET));
		buf_addf(out, " (%" PRIu64 " item%s, created ", info->items,
		    info->items == 1 ? "" : "s");
		cmd_add_time(out, info->created_at);
		if (fmt != NULL)
			buf_addf(out, ", %s", fmt->title);
		buf_adds(out, ")\n");
	}
	if ((status = store_load(st, info->id, &items)) != ST_OK)
		goto out;
	in = redact_cursor(&redacted, o->redact, items);
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		int conv = 1, fallback = 0;

		n++;
		view_reset(&v);
		if (!o->records || filtered) {
			if (it.flaw == ITEM_OK && fmt != NULL &&
			    (status = format_map(fmt, &it, state, &sink)) != ST_OK)
				break;
			if (!view_read(&v) && it.flaw == ITEM_OK) {
				view_reset(&v);
				/* Another format's item (mixed-format): read
				 * by the format it looks like. */
				if ((status = format_map_detected(&it, fmt,
				    &sink)) != ST_OK)
					break;
			}
			conv = view_read(&v) && (v.msg || v.text.len > 0 ||
			    v.nlines > 0);
			if (!view_read(&v))
				view_reset(&v);
			if (it.flaw != ITEM_OK) {
				buf_adds(&v.label, "!");
				buf_add(&v.text, it.json, it.len);
				fallback = conv = 1;
			} else if (!view_read(&v)) {
				/* No format knows it: what it looks like. */
				item_summary(&it, &v.label, &v.text);
				fallback = conv = 1;
			}
			if (!fallback && conv)
				view_label(&v);
			if (v.timed)
				v.last_ms = v.time_ms;
			else
				v.time_ms = v.last_ms;
			if (!dump_wanted(o, &v, it.seq, conv))
				continue;
		}
		hits++;
		if (o->records) {
			item_record_write(out, info->id, info->created_at, &it);
		} else {
			const char *main_text = v.text.p;
			size_t main_len = v.text.len;
			int first_line = 0;

			buf_reset(&seq);
			buf_addf(&seq, "%6" PRIu64 "  ", it.seq);
			/* A call or result with no message text beside it
			 * takes the main line; the others follow below it. */
			if (conv && v.nlines > 0 && v.text.len == 0) {
				const char *nl = memchr(v.lines.p, '\n', v.lines.len);

				main_text = v.lines.p;
				main_len = nl != NULL ? (size_t)(nl - v.lines.p) :
				    v.lines.len;
				first_line = 1;
			}
			if (conv) {
				dump_line(o, out, &shown, seq.p, v.label.p, esc(o,
				    term_role_style(format_role_name(v.role))),
				    main_text != NULL ? main_text : "", main_len);
				dump_lines(o, out, &shown, &v.lines, first_line, 0);
			}
			if (!o->messages || o->one) {
				const struct buf *nb = &v.notes;

				if (!conv) {
					/* The first note on the item's line. */
					const char *nl = memchr(nb->p, '\n', nb->len);

					buf_reset(&text);
					buf_adds(&text, "\xc2\xb7 ");	/* a middle dot */
					buf_add(&text, nb->p, nl != NULL ?
					    (size_t)(nl - nb->p) : nb->len);
					dump_line(o, out, &shown, seq.p, NULL,
					    esc(o, TERM_DIM), text.p, text.len);
				}
				dump_lines(o, out, &shown, nb, !conv, 1);
			}
			for (; fi < found.nr && found.v[fi].seq <= it.seq; fi++) {
				if (found.v[fi].seq < it.seq)
					continue;
				buf_reset(&text);
				buf_addf(&text, "%s %s: %s", found.v[fi].severity ==
				    SEV_ERROR ? "error" : "warning",
				    finding_code_name(found.v[fi].code),
				    found.v[fi].message);
				dump_line(o, out, &shown, "        ", "!",
				    esc(o, TERM_ERROR), text.p, text.len);
			}
			if (o->one)
				dump_pretty(&it, out);
		}
		if (out->len >= 65536 && (status = dump_flush(out)) != ST_OK)
			break;
	}
	if (status == ST_END && o->records && n == 0 && !filtered)
		item_record_write(out, info->id, info->created_at, NULL);
	if (status == ST_END && o->one && hits == 0)
		status = fail(ST_NOT_FOUND, "session '%s' has no item %" PRIu64,
		    info->id, o->seq);
	if (status == ST_END)
		status = ST_OK;
out:
	redact_cursor_release(&redacted);
	item_cursor_free(items);
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	finding_list_release(&found);
	view_release(&v);
	buf_release(&shown);
	buf_release(&text);
	buf_release(&seq);
	return status;
}

static const struct cmd_opt dump_options[] = {
	{ "format", 'f', required_argument, "format",
	    "text for people (default) or jsonl interchange records", 0 },
	{ "dialect", 'd', required_argument, "name",
	    "render and check every session in this format", 0 },
	{ "messages", 'm', no_argument, NULL,
	    "only messages: no lines for records that are not conversation", 0 },
	{ "role", 'r', required_argument, "role",
	    "only messages of this role (the format's label, or user, "
	    "assistant, system, tool)", 0 },
	{ "tool", 't', required_argument, "name",
	    "only items with calls of this tool, or their results", 0 },
	{ "since", 's', required_argument, "seq|time",
	    "only items from this seq on, or from this ISO-8601 time on", 0 },
	{ "seq", 'n', required_argument, "n",
	    "only the item of this seq, whole and pretty-printed", 0 },
	{ "full", 'F', no_argument, NULL,
	    "do not cut lines to the terminal width", 0 },
	{ "color", 'c', required_argument, "when",
	    "colour the output: auto (default), always or never", 0 },
	{ "colour", 'c', required_argument, "when", NULL, 0 },
	{ "no-pager", 'P', no_argument, NULL,
	    "do not page the output on a terminal", 0 },
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* --since: a seq (digits only) or an ISO-8601 date or date-time. */
static int
parse_since(const char *arg, struct dump_opts *o)
{
	int64_t v;

	if (arg[0] >= '0' && arg[0] <= '9' &&
	    strspn(arg, "0123456789") == strlen(arg)) {
		if (cmd_parse_int(&cmd_dump, "--since", arg, 0, INT64_MAX, &v) == -1)
			return -1;
		o->since = SINCE_SEQ;
		o->since_seq = (uint64_t)v;
		return 0;
	}
	if (cmd_parse_time(&cmd_dump, "--since", arg, &o->since_ms) == -1)
		return -1;
	o->since = SINCE_TIME;
	return 0;
}

static int
run_dump(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct dump_opts o;
	struct session_list list = SESSION_LIST_INIT;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	struct redact_opts ro = { 0 };
	enum term_when color = TERM_AUTO;
	int64_t v;
	int ch, status;

	memset(&o, 0, sizeof(o));
	o.pager = 1;
	while ((ch = cmd_getopt(&cmd_dump, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_dump, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'c':
			if (term_when_parse(optarg, &color) == -1)
				return cmd_usage_msg(&cmd_dump, TERM_WHEN_USAGE,
				    optarg);
			break;
		case 'd':
			if ((o.dialect = format_by_name(optarg)) == NULL)
				return cmd_usage_msg(&cmd_dump, "unknown dialect "
				    "'%s' (see transcript(1))", optarg);
			break;
		case 'f':
			if (strcmp(optarg, "jsonl") == 0)
				o.records = 1;
			else if (strcmp(optarg, "text") == 0)
				o.records = 0;
			else
				return cmd_usage_msg(&cmd_dump, "--format wants "
				    "text or jsonl, not '%s'", optarg);
			break;
		case 'F':
			o.full = 1;
			break;
		case 'm':
			o.messages = 1;
			break;
		case 'n':
			if (cmd_parse_int(&cmd_dump, "--seq", optarg, 0, INT64_MAX,
			    &v) == -1)
				return ST_USAGE;
			o.one = 1;
			o.seq = (uint64_t)v;
			break;
		case 'P':
			o.pager = 0;
			break;
		case 'r':
			if (*optarg == '\0')
				return cmd_usage_msg(&cmd_dump, "--role wants a role");
			o.role = optarg;
			break;
		case 's':
			if (parse_since(optarg, &o) == -1)
				return ST_USAGE;
			break;
		case 't':
			if (*optarg == '\0')
				return cmd_usage_msg(&cmd_dump, "--tool wants a name");
			o.tool = optarg;
			break;
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&ro, ch, optarg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_dump);
		default:
			return cmd_bad_option(&cmd_dump, ch, argv);
		}
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_dump);
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	if (o.one)
		o.full = 1;

	o.color = term_color(color);
	o.width = term_width();

	if ((status = redact_open(&ro, &o.redact)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK)
		goto out;
	st->tolerant = !o.records;	/* people see bad items; records do not */
	if (argc - optind == 1) {
		if ((status = store_list(st, INFO_COUNTS, &list)) != ST_OK)
			goto out;
	} else {
		for (int i = optind + 1; i < argc; i++) {
			struct session_info info = { 0 };

			if ((status = store_stat(st, argv[i], INFO_COUNTS, &info)) != ST_OK)
				goto out;
			session_list_push(&list, &info);
		}
	}
	/* Like git: a terminal reads through a pager, once the operands are
	 * known to be good. */
	if (o.pager)
		pager_start();
	for (size_t i = 0; i < list.nr && status == ST_OK; i++)
		status = dump_session(&o, st, &list.v[i], &out, i == 0);
	if (status == ST_OK)
		status = dump_flush(&out);
	else if (status != ST_END)
		(void)dump_flush(&out);
	if (status == ST_END)
		status = ST_OK;		/* the reader quit the pager */
out:
	pager_finish();
	redact_free(o.redact);
	buf_release(&out);
	session_list_release(&list);
	return store_close(st, status);
}

const struct cmd cmd_dump = {
	.name = "dump",
	.run = run_dump,
	.usage = "[--full] [--messages] [--role=role] [--tool=name] "
	    "[--since=seq|time] [--seq=n] [--no-pager] [--color=when] "
	    "[--format=text|jsonl] [--dialect=name] [--redact] "
	    "[--redact-pattern=ere] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "show sessions for people, or as interchange records",
	.opts = dump_options,
};
