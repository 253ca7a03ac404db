/* evsink.c - see evsink.h. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "evsink.h"
#include "json.h"
#include "pairs.h"
#include "tap.h"

/* s as is, "-" if absent. */
static void
add_span(struct buf *b, struct json_span s)
{
	if (s.n == 0)
		buf_addc(b, '-');
	else
		buf_add(b, s.p, s.n);
}

/* s between before and after. */
static void
add_between(struct buf *b, const char *before, struct json_span s, const char *after)
{
	buf_adds(b, before);
	add_span(b, s);
	buf_adds(b, after);
}

/* A name: a JSON string decoded, anything else as is. */
static void
add_name(struct buf *b, struct json_span s)
{
	if (s.n >= 2 && s.p[0] == '"')
		json_str_decode(s, b);
	else
		add_span(b, s);
}

static void
keep(struct buf *b, struct json_span s)
{
	buf_reset(b);
	buf_add(b, s.p, s.n);
}

void
evsink_init(struct evsink *c, unsigned flags)
{
	memset(c, 0, sizeof(*c));
	c->flags = flags;
	c->sink.emit = evsink_emit;
	c->sink.arg = c;
	c->sink.detail = (flags & EVS_DETAIL) != 0;
}

/* before and s decoded (a JSON string) or as is, if s is present. */
static void
add_opt(struct buf *b, const char *before, struct json_span s)
{
	if (s.n == 0)
		return;
	buf_adds(b, before);
	add_name(b, s);
}

static const char *
block_name(enum ev_block k)
{
	switch (k) {
	case BLOCK_TEXT:
		return "text";
	case BLOCK_THINKING:
		return "thinking";
	case BLOCK_IMAGE:
		return "image";
	case BLOCK_OTHER:
		return "other";
	}
	return "?";
}

/* The text fields of ev, for EVS_DETAIL. */
static void
add_detail(struct buf *b, const struct event *ev)
{
	const struct ev_usage *u = &ev->usage;

	switch (ev->kind) {
	case EV_MESSAGE:
		add_opt(b, "=", ev->label);
		add_opt(b, "@", ev->time);
		add_opt(b, "#", ev->model);
		break;
	case EV_CONTENT:
	case EV_REASONING:
		buf_addf(b, ":%s", block_name(ev->block));
		add_opt(b, "=", ev->text);
		break;
	case EV_BOUNDARY:
	case EV_TURN_END:
		add_opt(b, ":", ev->label);
		/* FALLTHROUGH */
	case EV_NOTE:
		add_opt(b, "=", ev->text);
		add_opt(b, "@", ev->time);
		break;
	case EV_USAGE:
		buf_addf(b, "%lld/%lld/%lld/%lld/%lld", (long long)u->input,
		    (long long)u->output, (long long)u->cache_read,
		    (long long)u->cache_write, (long long)u->reasoning);
		add_opt(b, "#", ev->model);
		break;
	default:
		break;
	}
}

int
evsink_emit(void *arg, const struct event *ev)
{
	struct evsink *c = arg;
	struct buf *b = &c->out;

	if (++c->count == c->fail_at)
		return ST_IO;
	if (b->len > 0 && b->p[b->len - 1] != ' ')
		buf_addc(b, ' ');
	switch (ev->kind) {
	case EV_MESSAGE:
		buf_addf(b, "M:%s", format_role_name(ev->role));
		break;
	case EV_CONTENT:
		buf_addc(b, 'T');
		break;
	case EV_CALL:
		buf_addf(b, "C:%s:", ev->ns);
		add_span(b, ev->id);
		buf_addc(b, ':');
		add_name(b, ev->name);
		if (c->flags & EVS_ARGS)
			add_between(b, "(", ev->args, ")");
		if (c->flags & EVS_ARGS_COLON)
			add_between(b, ":", ev->args, "");
		keep(&c->args, ev->args);
		break;
	case EV_RESULT:
		buf_addf(b, "R:%s:", ev->ns);
		add_span(b, ev->id);
		if ((c->flags & EVS_RESULT_NAME) && ev->name.n > 0) {
			buf_addc(b, ':');
			add_name(b, ev->name);
		}
		buf_addf(b, ":e=%d", ev->is_error);
		if (c->flags & EVS_TEXT)
			add_between(b, "=>", ev->text, "");
		if (c->flags & EVS_TEXT_EQ)
			add_between(b, "=", ev->text, "");
		keep(&c->text, ev->text);
		break;
	case EV_UPDATE:
		buf_addf(b, "U:%s:", ev->ns);
		add_span(b, ev->id);
		break;
	case EV_REASONING:
		buf_addc(b, 'Z');
		break;
	case EV_BOUNDARY:
		buf_addc(b, 'B');
		break;
	case EV_TURN_END:
		buf_addc(b, 'E');
		break;
	case EV_IGNORE:
		buf_addc(b, 'I');
		break;
	case EV_NOTE:
		buf_addc(b, 'N');
		if (c->flags & EVS_DETAIL)
			add_opt(b, ":", ev->label);
		break;
	case EV_USAGE:
		buf_addc(b, '$');
		break;
	}
	if (c->flags & EVS_DETAIL)
		add_detail(b, ev);
	return ST_OK;
}

const char *
evsink_str(const struct evsink *c)
{
	return c->out.len > 0 ? c->out.p : "";
}

void
evsink_release(struct evsink *c)
{
	buf_release(&c->out);
	buf_release(&c->args);
	buf_release(&c->text);
}

struct item
evsink_item(const char *json)
{
	struct item it;

	memset(&it, 0, sizeof(it));
	it.json = json;
	it.len = strlen(json);
	return it;
}

int
evsink_map(struct evsink *c, const struct format *fmt, const char *json, void *state)
{
	struct item it = evsink_item(json);
	void *fresh = NULL;
	int rc;

	if (state == NULL && fmt->state_size > 0)
		state = fresh = calloc(1, fmt->state_size);
	rc = format_map(fmt, &it, state, &c->sink);
	if (fresh != NULL && fmt->free_state != NULL)
		fmt->free_state(fresh);
	free(fresh);
	return rc;
}

int
evsink_map_session(struct evsink *c, const struct format *fmt,
    const char *const *items, const char *sep)
{
	void *state = calloc(1, fmt->state_size > 0 ? fmt->state_size : 1);
	int rc, first = ST_OK;

	for (size_t i = 0; items[i] != NULL; i++) {
		struct item it = evsink_item(items[i]);

		it.seq = i;
		it.line = i + 1;
		if (i > 0)
			buf_adds(&c->out, sep);
		if ((rc = format_map(fmt, &it, state, &c->sink)) != ST_OK) {
			buf_addf(&c->out, " ST=%d", rc);
			if (first == ST_OK)
				first = rc;
		}
	}
	if (fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	return first;
}

static void
maps(const struct format *fmt, const char *json, const char *want,
    const char *what, unsigned flags)
{
	struct evsink c;

	evsink_init(&c, flags);
	is_int(evsink_map(&c, fmt, json, NULL), ST_OK, "%s: map returns ST_OK", what);
	is_str(evsink_str(&c), want, "%s: events", what);
	evsink_release(&c);
}

void
evsink_maps(const struct format *fmt, const char *json, const char *want, const char *what)
{
	maps(fmt, json, want, what, 0);
}

void
evsink_maps_detail(const struct format *fmt, const char *json, const char *want,
    const char *what)
{
	maps(fmt, json, want, what, EVS_DETAIL);
}

void
evsink_maps_with(const struct format *fmt, unsigned flags, const char *json,
    const char *want, const char *what)
{
	maps(fmt, json, want, what, flags);
}

void
evsink_session_is(const struct format *fmt, const char *const *items,
    unsigned flags, const char *want, const char *what)
{
	struct evsink c;

	evsink_init(&c, flags);
	is_int(evsink_map_session(&c, fmt, items, " / "), ST_OK, "%s: ST_OK", what);
	is_str(evsink_str(&c), want, "%s", what);
	evsink_release(&c);
}

void
evsink_findings_are(const struct format *fmt, const char *const *items,
    const char *want, const char *what)
{
	struct pairs *p = pairs_new(fmt, 0);
	struct finding_list f = FINDING_LIST_INIT;
	void *state = calloc(1, fmt->state_size > 0 ? fmt->state_size : 1);
	struct buf got = BUF_INIT;

	for (size_t i = 0; items[i] != NULL; i++) {
		struct item it = evsink_item(items[i]);

		pairs_item(p, i, i + 1);
		format_map(fmt, &it, state, pairs_sink(p));
	}
	if (fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	pairs_finish(p, &f);
	for (size_t i = 0; i < f.nr; i++)
		buf_addf(&got, "%s%s:%s:%s", i > 0 ? " " : "",
		    finding_code_name(f.v[i].code),
		    f.v[i].call_id != NULL ? f.v[i].call_id : "-",
		    f.v[i].tool != NULL ? f.v[i].tool : "-");
	is_str(got.len > 0 ? got.p : "", want, "check: %s", what);
	buf_release(&got);
	finding_list_release(&f);
	pairs_free(p);
}

int
evsink_media_emit(void *arg, const struct event *ev)
{
	struct buf *b = arg;

	if (ev->kind != EV_CONTENT || ev->block != BLOCK_IMAGE)
		return ST_OK;
	if (b->len > 0)
		buf_adds(b, " | ");
	buf_add(b, ev->url.p, ev->url.n);
	buf_addc(b, ' ');
	buf_add(b, ev->data.p, ev->data.n);
	buf_addc(b, ' ');
	buf_add(b, ev->media_type.p, ev->media_type.n);
	return ST_OK;
}

int
evsink_raw_emit(void *arg, const struct event *ev)
{
	struct evsink *c = arg;
	char k = ev->kind == EV_CALL ? 'C' : ev->kind == EV_RESULT ? 'R' :
	    ev->kind == EV_CONTENT ? 'T' : 0;

	if (k == 0)
		return ST_OK;
	if (c->out.len > 0)
		buf_adds(&c->out, " | ");
	buf_addc(&c->out, k);
	if (!c->sink.detail && ev->raw.n > 0)
		buf_addc(&c->out, '!');
	else
		buf_add(&c->out, ev->raw.p, ev->raw.n);
	return ST_OK;
}

void
evsink_spans(const struct format *fmt, const char *json, const char *text,
    const char *args, const char *what)
{
	struct evsink c;

	evsink_init(&c, 0);
	evsink_map(&c, fmt, json, NULL);
	if (text != NULL)
		is_mem(c.text.p, c.text.len, text, strlen(text), "%s: result text", what);
	if (args != NULL)
		is_mem(c.args.p, c.args.len, args, strlen(args), "%s: call args", what);
	evsink_release(&c);
}

int
evsink_detect(const struct format *fmt, const char *json)
{
	struct item it = evsink_item(json);
	struct format_item fi;

	format_item_init(&fi, &it);
	return fmt->detect(&fi);
}

void
evsink_detects(const struct format *fmt, const char *json, int want, const char *what)
{
	is_int(evsink_detect(fmt, json), want, "detect %s", what);
}

/* --- Short forms --------------------------------------------------------- */

static const struct format *evs_fmt;

void
evsink_use(const struct format *fmt)
{
	evs_fmt = fmt;
}

void
evs_maps(const char *json, const char *want, const char *what)
{
	evsink_maps(evs_fmt, json, want, what);
}

void
evs_details(const char *json, const char *want, const char *what)
{
	evsink_maps_detail(evs_fmt, json, want, what);
}

void
evs_maps_with(unsigned flags, const char *json, const char *want,
    const char *what)
{
	evsink_maps_with(evs_fmt, flags, json, want, what);
}

void
evs_spans(const char *json, const char *text, const char *args,
    const char *what)
{
	evsink_spans(evs_fmt, json, text, args, what);
}

void
evs_session_is(const char *const *items, unsigned flags, const char *want,
    const char *what)
{
	evsink_session_is(evs_fmt, items, flags, want, what);
}

void
evs_findings_are(const char *const *items, const char *want, const char *what)
{
	evsink_findings_are(evs_fmt, items, want, what);
}

void
evs_detects(const char *json, int want, const char *what)
{
	evsink_detects(evs_fmt, json, want, what);
}

void
evs_detected(const char *json, const char *what, size_t i)
{
	struct item it = evsink_item(json);
	struct format_item fi;
	int score;

	format_item_init(&fi, &it);
	ok(format_detect(&fi, &score) == evs_fmt && score == 2,
	    "%s %zu detected as %s, surely", what, i, evs_fmt->name);
}
