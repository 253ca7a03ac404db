/* cmd_dump.c - transcript dump: sessions rendered for people, or as
 * interchange records (--format=jsonl); with --follow, one session as it
 * grows (follow.h). */
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmd.h"
#include "conv.h"
#include "diag.h"
#include "display.h"
#include "follow.h"
#include "id.h"
#include "isotime.h"
#include "json.h"
#include "pager.h"
#include "redact.h"
#include "term.h"
#include "vote.h"
#include "xxhash.h"
#include "xalloc.h"

/* Dump's loads: people see bad items; records do not. */
#define DUMP_LOAD(o)	((o)->records ? 0 : STORE_LOAD_TOLERANT)

enum since { SINCE_NONE, SINCE_SEQ, SINCE_TIME };

#define OPT_FOLLOW	0x200

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
	int			 follow;	/* --follow */
};

/*
 * What one item looks like to a person, from its blocks (conv.h): the name
 * of its message and its text on one line, a line per call and result
 * ("→ name(args) [id]", "← [id] text", "error:" before a failed result's
 * text), and a line per record that is not conversation ("· hook
 * PreToolUse:Bash").
 */
struct view {
	const struct dump_opts	*o;
	/* The item being rendered. */
	struct buf	 label;		/* its message's name, flat */
	enum ev_role	 role;
	int		 msg;		/* it began a message */
	int		 labelled;	/* the format labelled it */
	struct buf	 text;		/* the message's text */
	struct buf	 lines;		/* calls and results, '\n'-separated */
	unsigned	 nlines;
	struct buf	 notes;		/* notes, '\n'-separated */
	unsigned	 nnotes;
	int		 tool_hit;	/* --tool names a call or result here */
	int		 timed;		/* time_ms is the item's */
	int64_t		 time_ms;
	/* Across items. */
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
view_content(struct view *v, const struct conv_block *b)
{
	struct json_span none = { NULL, 0 };

	switch (b->kind) {
	case CONV_THINKING:
		text_part(v, "(thinking)", b->ev.text);
		break;
	case CONV_MEDIA:
		if (v->text.len > 0)
			buf_addc(&v->text, ' ');
		buf_addc(&v->text, '[');
		if (format_is_string(b->ev.name))
			add_flat(&v->text, b->ev.name);
		else
			buf_adds(&v->text, "image");
		buf_addc(&v->text, ']');
		break;
	case CONV_OTHER:
		text_part(v, "", b->ev.text.n > 0 ? b->ev.text : none);
		break;
	default:
		text_part(v, "", b->ev.text);
		break;
	}
}

static void
view_call(struct view *v, const struct event *ev)
{
	struct buf *b = &v->lines;

	line_begin(b, &v->nlines);
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
}

static void
view_block(struct view *v, const struct conv_block *b)
{
	item_time(v, b->ev.time);
	switch (b->kind) {
	case CONV_BEGIN:
		if (b->msg->echo)	/* a copy: a note, its content skipped */
			view_note(v, &b->ev);
		break;
	case CONV_TEXT:
	case CONV_THINKING:
	case CONV_MEDIA:
	case CONV_OTHER:
		if (b->ev.kind == EV_REASONING)
			text_part(v, "(thinking)", b->ev.text);
		else if (b->msg == NULL || !b->msg->echo)
			view_content(v, b);
		break;
	case CONV_CALL:
		view_call(v, &b->ev);
		break;
	case CONV_RESULT:
		view_result(v, &b->ev);
		break;
	case CONV_NOTE:
		view_note(v, &b->ev);
		break;
	case CONV_USAGE:
	case CONV_IGNORED:
		break;
	}
}

/* Did the format read the item: text, a call or result, a note, or a
 * message it labelled (perhaps empty)? */
static int
view_read(const struct view *v)
{
	return v->text.len > 0 || v->nlines > 0 || v->nnotes > 0 || v->labelled;
}

/* Is the item conversation (else notes only)? */
static int
view_conv(const struct view *v)
{
	return view_read(v) && (v->msg || v->text.len > 0 || v->nlines > 0);
}

/* Ready v for the next item. */
static void
view_reset(struct view *v)
{
	buf_reset(&v->label);
	buf_reset(&v->text);
	buf_reset(&v->lines);
	buf_reset(&v->notes);
	v->msg = v->labelled = v->tool_hit = v->timed = 0;
	v->nlines = v->nnotes = 0;
	v->role = ROLE_NONE;
}

/* v for the item ci: its blocks, and the name and role of its message. */
static void
view_item(struct view *v, const struct conv_item *ci)
{
	view_reset(v);
	for (size_t i = 0; i < ci->nr; i++)
		view_block(v, &ci->v[i]);
	if (ci->msg == NULL)
		return;
	v->msg = ci->msg->from == CONV_OWN;
	v->labelled = v->msg && ci->msg->label.n > 0;
	v->role = ci->msg->role;
	if (ci->aside)		/* a subagent's, written inline */
		buf_adds(&v->label, "\xe2\x86\xb3 ");	/* a hooked arrow */
	conv_msg_name(ci->msg, &v->label);
	display_flatten(&v->label, 0);
}

static void
view_release(struct view *v)
{
	buf_release(&v->label);
	buf_release(&v->text);
	buf_release(&v->lines);
	buf_release(&v->notes);
	free(v->tool_ids);
}

/* A session being dumped. */
struct dumper {
	const struct dump_opts		*o;
	const struct session_info	*info;
	struct buf			*out;
	int				 filtered;	/* items are chosen */
	const struct format		*fmt;
	struct conv			 conv;
	struct view			 v;
	struct finding_list		 found;		/* beside their items */
	size_t				 fi;		/* the next to show */
	uint64_t			 n, hits;	/* items read, shown */
	struct buf			 seq, shown, text;	/* scratch */
};

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

/* As dump_flush(), for --follow: at once (follow.h); ST_END when the
 * reader went away. */
static int
follow_flush(struct buf *out)
{
	int status = follow_write(out->p, out->len);

	buf_reset(out);
	return status;
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

/* The session's heading: "=== ID (N items, created TIME, FORMAT)". */
static void
dump_heading(const struct dumper *d, int first)
{
	const struct session_info *info = d->info;
	struct buf *out = d->out;

	if (!first)
		buf_addc(out, '\n');
	buf_adds(out, esc(d->o, TERM_BOLD));
	buf_adds(out, "=== ");
	display_add(out, info->id, strlen(info->id), DISPLAY_ID);
	buf_adds(out, esc(d->o, TERM_RESET));
	buf_addf(out, " (%" PRIu64 " item%s, created ", info->items,
	    info->items == 1 ? "" : "s");
	session_time_add(out, info->created_at, "unknown");
	if (d->fmt != NULL)
		buf_addf(out, ", %s", d->fmt->title);
	buf_adds(out, ")\n");
}

/* Ready d for the session info of st: its format, its pair findings (the
 * check comes first; not with --follow, whose findings check --follow
 * reports as they become certain) and its heading, unless records are
 * wanted. */
static int
dump_open(struct dumper *d, struct store *st, int first)
{
	const struct dump_opts *o = d->o;
	uint64_t nitems = 0;
	int status;

	if ((!o->records || d->filtered) && (status = vote_session(st,
	    d->info->id, DUMP_LOAD(o), o->dialect, &d->fmt)) != ST_OK)
		return status;
	conv_init(&d->conv, d->fmt, 1);
	conv_aside(&d->conv);
	if (o->records)
		return ST_OK;
	if (d->fmt != NULL && !o->follow && (status = check_session(st,
	    d->info->id, DUMP_LOAD(o), NULL, d->fmt, 0, &d->found, &nitems,
	    NULL)) != ST_OK)
		return status;
	dump_heading(d, first);
	return ST_OK;
}

/*
 * Read the item it into d->v: by the session's format, else (another
 * format's item in a mixed session) by the format it looks like; a flawed
 * item as its raw text under "!", one no format knows as item_summary()
 * makes it.  *conv: it is conversation.
 */
static int
dump_read(struct dumper *d, const struct item *it, int *conv)
{
	struct view *v = &d->v;
	int status;

	if ((status = conv_feed(&d->conv, it, NULL, NULL)) != ST_OK)
		return status;
	view_item(v, &d->conv.item);
	if (!view_read(v) && it->flaw == ITEM_OK) {
		if ((status = conv_feed_detected(&d->conv)) != ST_OK)
			return status;
		view_item(v, &d->conv.item);
	}
	*conv = view_conv(v);
	if (!view_read(v))
		view_reset(v);
	if (it->flaw != ITEM_OK) {
		buf_reset(&v->label);
		buf_adds(&v->label, "!");
		buf_add(&v->text, it->json, it->len);
		*conv = 1;
	} else if (!view_read(v)) {
		/* No format knows it: what it looks like. */
		item_summary(it, &v->label, &v->text);
		*conv = 1;
	}
	if (v->timed)
		v->last_ms = v->time_ms;
	else
		v->time_ms = v->last_ms;
	return ST_OK;
}

/* The checker's findings about the item of seq. */
static void
dump_findings(struct dumper *d, uint64_t seq)
{
	const struct finding_list *found = &d->found;
	const struct finding *f;

	for (; d->fi < found->nr && found->v[d->fi].seq <= seq; d->fi++) {
		f = &found->v[d->fi];
		if (f->seq < seq)
			continue;
		buf_reset(&d->text);
		buf_addf(&d->text, "%s %s: %s", f->severity == SEV_ERROR ?
		    "error" : "warning", finding_code_name(f->code), f->message);
		dump_line(d->o, d->out, &d->shown, "        ", "!",
		    esc(d->o, TERM_ERROR), d->text.p, d->text.len);
	}
}

/* The item for people: its line (a call or result with no message text
 * beside it takes it), then its other lines, its notes, the findings about
 * it, and with --seq the item whole. */
static void
dump_render(struct dumper *d, const struct item *it, int conv)
{
	const struct dump_opts *o = d->o;
	const struct view *v = &d->v;
	const char *main_text = v->text.p, *nl;
	size_t main_len = v->text.len;
	int first_line = 0;

	buf_reset(&d->seq);
	buf_addf(&d->seq, "%6" PRIu64 "  ", it->seq);
	if (conv && v->nlines > 0 && v->text.len == 0) {
		nl = memchr(v->lines.p, '\n', v->lines.len);
		main_text = v->lines.p;
		main_len = nl != NULL ? (size_t)(nl - v->lines.p) : v->lines.len;
		first_line = 1;
	}
	if (conv) {
		dump_line(o, d->out, &d->shown, d->seq.p, v->label.p, esc(o,
		    term_role_style(format_role_name(v->role))), main_text != NULL ?
		    main_text : "", main_len);
		dump_lines(o, d->out, &d->shown, &v->lines, first_line, 0);
	}
	if (!o->messages || o->one) {
		if (!conv) {
			/* The first note on the item's line. */
			nl = memchr(v->notes.p, '\n', v->notes.len);
			buf_reset(&d->text);
			buf_adds(&d->text, "\xc2\xb7 ");	/* a middle dot */
			buf_add(&d->text, v->notes.p, nl != NULL ?
			    (size_t)(nl - v->notes.p) : v->notes.len);
			dump_line(o, d->out, &d->shown, d->seq.p, NULL,
			    esc(o, TERM_DIM), d->text.p, d->text.len);
		}
		dump_lines(o, d->out, &d->shown, &v->notes, !conv, 1);
	}
	dump_findings(d, it->seq);
	if (o->one)
		dump_pretty(it, d->out);
}

/* One item: read, chosen, written as a record or for people. */
static int
dump_item(struct dumper *d, const struct item *it)
{
	int status, conv = 1;

	d->n++;
	if (!d->o->records || d->filtered) {
		if ((status = dump_read(d, it, &conv)) != ST_OK)
			return status;
		if (!dump_wanted(d->o, &d->v, it->seq, conv))
			return ST_OK;
	}
	d->hits++;
	if (d->o->records)
		item_record_write(d->out, d->info->id, d->info->created_at, it);
	else
		dump_render(d, it, conv);
	if (d->out->len >= 65536)
		return d->o->follow ? follow_flush(d->out) : dump_flush(d->out);
	return ST_OK;
}

static void
dumper_init(struct dumper *d, const struct dump_opts *o,
    const struct session_info *info, struct buf *out)
{
	memset(d, 0, sizeof(*d));
	d->o = o;
	d->info = info;
	d->out = out;
	d->filtered = o->one || o->since || o->role != NULL ||
	    o->tool != NULL || o->messages;
	d->v.o = o;
	d->v.last_ms = info->created_at;
}

static void
dumper_release(struct dumper *d)
{
	conv_release(&d->conv);
	finding_list_release(&d->found);
	view_release(&d->v);
	buf_release(&d->shown);
	buf_release(&d->text);
	buf_release(&d->seq);
}

static int
dump_session(const struct dump_opts *o, struct store *st,
    const struct session_info *info, struct buf *out, int first)
{
	struct dumper d;
	struct item_cursor *items = NULL;
	struct redact_cursor redacted = { .out = BUF_INIT };
	struct item_cursor *in;
	struct item it;
	int status;

	dumper_init(&d, o, info, out);
	if ((status = dump_open(&d, st, first)) != ST_OK ||
	    (status = store_load(st, info->id, DUMP_LOAD(o), &items)) != ST_OK)
		goto out;
	in = redact_cursor(&redacted, o->redact, items);
	while ((status = item_cursor_next(in, &it)) == ST_OK)
		if ((status = dump_item(&d, &it)) != ST_OK)
			break;
	if (status == ST_END && o->records && d.n == 0 && !d.filtered)
		item_record_write(out, info->id, info->created_at, NULL);
	if (status == ST_END && o->one && d.hits == 0)
		status = fail(ST_NOT_FOUND, "session '%s' has no item %" PRIu64,
		    info->id, o->seq);
	if (status == ST_END)
		status = ST_OK;
out:
	redact_cursor_release(&redacted);
	item_cursor_free(items);
	dumper_release(&d);
	return status;
}

/*
 * --follow: one session, shown as it grows.  What was read of it (items
 * shown or filtered out) is kept as their count and a digest of their
 * bytes (XXH64, chained), from which each look goes on: a session whose
 * first items are no longer those (rewritten by compact-replace or repair,
 * its file replaced) is shown again from its start, with a warning.  A
 * torn last line (a writer's line not yet whole) is left until it is.
 * Each look reads the session from its start (one pass over its bytes,
 * nothing held but an item): not a seek to where the last one stopped.
 * A look stops within an item of a SIGINT.  The session's file replaced by
 * another (a rename) with the same first items is said, once a look has
 * read it.
 */
struct dump_follow {
	const struct dump_opts	*o;
	struct store		*st;
	struct follow		*fw;
	struct session_info	 info;		/* id (owned), items, created_at */
	struct buf		*out;
	struct dumper		 d;
	uint64_t		 n, digest;	/* the items read, their digest */
	int			 gone;		/* the session was missing */
	int			 restarted;	/* this look began again */
};

/* Read in: its first f->n items must be those read before (else
 * *replaced, and nothing is shown); the rest, up to a torn last line, are
 * shown and counted. */
static int
follow_read(struct dump_follow *f, struct item_cursor *in, int *replaced)
{
	uint64_t i = 0, h = 0;
	struct item it;
	int status;

	*replaced = 0;
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		if (follow_interrupted())
			return ST_END;
		if (it.flaw == ITEM_TORN) {
			status = ST_END;	/* the rest is still coming */
			break;
		}
		if (f->o->records && it.flaw != ITEM_OK)
			return fail(ST_DATA, "session '%s', item %" PRIu64
			    ": %s", f->info.id, it.seq, it.why);
		h = xxh64(it.json, it.len, h);
		if (i++ < f->n) {
			if (i == f->n && h != f->digest) {
				*replaced = 1;
				return ST_OK;
			}
			continue;
		}
		if ((status = dump_item(&f->d, &it)) != ST_OK)
			return status;
		f->n = i;
		f->digest = h;
	}
	if (status != ST_END)
		return status;
	if (i < f->n)
		*replaced = 1;
	return ST_OK;
}

/* The session rewritten: say so, and begin again with its new version. */
static int
follow_restart(struct dump_follow *f)
{
	struct session_info info;
	int status;

	memset(&info, 0, sizeof(info));
	if ((status = store_stat(f->st, f->info.id, INFO_COUNTS,
	    STORE_LOAD_TOLERANT, &info)) != ST_OK)
		return status;
	f->info.items = info.items;
	f->info.created_at = info.created_at;
	free(info.id);
	free(info.problem);
	free(info.problem_file);
	warn_msg("session '%s' was rewritten (%" PRIu64 " item%s): dumping it "
	    "again from its start", f->info.id, f->info.items,
	    f->info.items == 1 ? "" : "s");
	f->n = f->digest = 0;
	f->restarted = 1;
	dumper_release(&f->d);
	dumper_init(&f->d, f->o, &f->info, f->out);
	return dump_open(&f->d, f->st, 0);
}

/* One look at the session: what is new shown, or all of it again if it
 * was rewritten.  A missing session is waited for. */
static int
follow_look(struct dump_follow *f)
{
	struct redact_cursor redacted = { .out = BUF_INIT };
	struct item_cursor *items = NULL;
	struct buf held = BUF_INIT;
	int status, replaced = 0, moved = follow_replaced(f->fw), gone;

	f->restarted = 0;
	gone = f->gone;
	for (int pass = 0; pass < 2; pass++) {
		diag_hold(&held);
		status = store_load(f->st, f->info.id, STORE_LOAD_TOLERANT,
		    &items);
		diag_hold(NULL);
		if (status == ST_NOT_FOUND) {
			if (!f->gone)
				warn_msg("session '%s' is gone: waiting for "
				    "it to come back", f->info.id);
			f->gone = 1;
			status = ST_OK;
			break;
		}
		if (status != ST_OK) {
			fputs(held.p != NULL ? held.p : "", stderr);
			break;
		}
		f->gone = 0;
		status = follow_read(f, redact_cursor(&redacted, f->o->redact,
		    items), &replaced);
		redact_cursor_release(&redacted);
		item_cursor_free(items);
		items = NULL;
		if (status != ST_OK || !replaced)
			break;
		if ((status = follow_restart(f)) != ST_OK)
			break;
	}
	/* the same items in a new file: not a rewrite, but said */
	if (status == ST_OK && moved && !f->restarted && !f->gone && !gone)
		warn_msg("session '%s' replaced by a new file: following it",
		    f->info.id);
	buf_release(&held);
	return status;
}

/* dump --follow STORE SESSION, the session the listing gives. */
static int
dump_follow(const struct dump_opts *o, struct store *st,
    struct store_listing *list)
{
	const struct session_info *info;
	struct follow *fw = NULL;
	struct buf out = BUF_INIT;
	struct dump_follow f;
	int status;

	memset(&f, 0, sizeof(f));
	if ((status = store_listing_next(list, &info)) != ST_OK)
		return status;
	f.o = o;
	f.st = st;
	f.out = &out;
	f.info.id = xstrdup(info->id);
	f.info.items = info->items;
	f.info.created_at = info->created_at;
	dumper_init(&f.d, o, &f.info, &out);
	/* Watching first: no write after the first look is missed. */
	if ((status = follow_open(st, f.info.id, &fw)) != ST_OK ||
	    (status = dump_open(&f.d, st, 1)) != ST_OK)
		goto out;
	f.fw = fw;
	for (;;) {
		if ((status = follow_look(&f)) == ST_OK)
			status = follow_flush(&out);
		if (status != ST_OK || (status = follow_wait(fw)) != ST_OK)
			break;
	}
	if (status == ST_END)	/* interrupted, or nobody reads */
		status = ST_OK;
out:
	follow_free(fw);
	dumper_release(&f.d);
	free(f.info.id);
	buf_release(&out);
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
	{ "follow", OPT_FOLLOW, no_argument, NULL,
	    "then show each new item as it is written, until interrupted "
	    "(one session)", 0 },
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

/* The options not parsed by dump_options(). */
struct dump_args {
	struct store_config	 cfg;
	struct redact_opts	 ro;
	enum term_when		 color;
};

/* One option ch of dump's; ST_OK, or ST_USAGE with a message. */
static int
dump_option(int ch, struct dump_opts *o, struct dump_args *a, char *argv[])
{
	int64_t v;

	switch (ch) {
	case CMD_OPT_BUSY_TIMEOUT:
		return cmd_busy_timeout(&cmd_dump, optarg, &a->cfg);
	case 'c':
		if (term_when_parse(optarg, &a->color) == -1)
			return cmd_usage_msg(&cmd_dump, TERM_WHEN_USAGE, optarg);
		return ST_OK;
	case 'd':
		if ((o->dialect = format_by_name(optarg)) == NULL)
			return cmd_usage_msg(&cmd_dump, "unknown dialect "
			    "'%s' (see transcript(1))", optarg);
		return ST_OK;
	case 'f':
		if (strcmp(optarg, "jsonl") != 0 && strcmp(optarg, "text") != 0)
			return cmd_usage_msg(&cmd_dump, "--format wants "
			    "text or jsonl, not '%s'", optarg);
		o->records = strcmp(optarg, "jsonl") == 0;
		return ST_OK;
	case 'F':
		o->full = 1;
		return ST_OK;
	case 'm':
		o->messages = 1;
		return ST_OK;
	case 'n':
		if (cmd_parse_int(&cmd_dump, "--seq", optarg, 0, INT64_MAX,
		    &v) == -1)
			return ST_USAGE;
		o->one = 1;
		o->seq = (uint64_t)v;
		return ST_OK;
	case 'P':
		o->pager = 0;
		return ST_OK;
	case OPT_FOLLOW:
		o->follow = 1;
		return ST_OK;
	case 'r':
		if (*optarg == '\0')
			return cmd_usage_msg(&cmd_dump, "--role wants a role");
		o->role = optarg;
		return ST_OK;
	case 's':
		return parse_since(optarg, o) == -1 ? ST_USAGE : ST_OK;
	case 't':
		if (*optarg == '\0')
			return cmd_usage_msg(&cmd_dump, "--tool wants a name");
		o->tool = optarg;
		return ST_OK;
	case CMD_OPT_REDACT:
	case CMD_OPT_REDACT_PATTERN:
		return redact_option(&a->ro, ch == CMD_OPT_REDACT ? NULL : optarg);
	default:
		return cmd_bad_option(&cmd_dump, ch, argv);
	}
}

/* Dump the sessions of list, a listing of st, through a pager on a
 * terminal, as git does: once the operands are known to be good. */
static int
dump_all(const struct dump_opts *o, struct store *st,
    struct store_listing *list)
{
	const struct session_info *info;
	struct buf out = BUF_INIT;
	int status = ST_OK, rc, first = 1;

	if (o->pager)
		pager_start();
	while (status == ST_OK &&
	    (rc = store_listing_next(list, &info)) != ST_END) {
		status = rc != ST_OK ? rc :
		    dump_session(o, st, info, &out, first);
		first = 0;
	}
	if (status == ST_OK)
		status = dump_flush(&out);
	else if (status != ST_END)
		(void)dump_flush(&out);
	buf_release(&out);
	return status == ST_END ? ST_OK : status;	/* ST_END: the reader
							   quit the pager */
}

static int
run_dump(int argc, char *argv[])
{
	struct dump_args a = { { STORE_BUSY_MS_DEFAULT }, { 0 }, TERM_AUTO };
	struct dump_opts o;
	struct store_listing *list = NULL;
	struct store *st = NULL;
	int ch, status;

	memset(&o, 0, sizeof(o));
	o.pager = 1;
	while ((ch = cmd_getopt(&cmd_dump, argc, argv)) != -1) {
		if (ch == 'h')
			return cmd_help_page(&cmd_dump);
		if ((status = dump_option(ch, &o, &a, argv)) != ST_OK)
			return status;
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_dump);
	if (o.follow && argc - optind != 2)
		return cmd_usage_msg(&cmd_dump, "--follow wants one session");
	if (o.follow && o.one)
		return cmd_usage_msg(&cmd_dump, "--follow and --seq contradict "
		    "each other");
	if (o.follow)
		o.pager = 0;
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	if (o.one)
		o.full = 1;

	o.color = term_color(a.color);
	o.width = term_width();

	if ((status = redact_open(&a.ro, &o.redact)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &a.cfg, 0, &st)) != ST_OK)
		goto out;
	if ((status = store_listing_open(st, argv + optind + 1,
	    (size_t)(argc - optind - 1), INFO_COUNTS, DUMP_LOAD(&o),
	    &list)) == ST_OK)
		status = o.follow ? dump_follow(&o, st, list) :
		    dump_all(&o, st, list);
out:
	pager_finish();
	redact_free(o.redact);
	store_listing_free(list);
	return store_close(st, status);
}

const struct cmd cmd_dump = {
	.name = "dump",
	.run = run_dump,
	.usage = "[--full] [--messages] [--role=role] [--tool=name] "
	    "[--since=seq|time] [--seq=n] [--follow] [--no-pager] [--color=when] "
	    "[--format=text|jsonl] [--dialect=name] [--redact] "
	    "[--redact-pattern=ere] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "show sessions for people, or as interchange records",
	.opts = dump_options,
};
