/* cmd_load.c - transcript load: a session's items, exactly as stored. */
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "format.h"
#include "id.h"
#include "json.h"
#include "redact.h"
#include "translate.h"
#include "vote.h"
#include "xalloc.h"

/*
 * --last=N: where to start so that the last n items are shown and no
 * tool result is shown without its call.  One pass over the session maps
 * every item to events; calls are remembered by a 64-bit hash of their
 * id, and each result's call index is noted; then the start moves back to
 * the earliest call whose result lies at or after it, until it is stable
 * (a call pulled in may itself come after results of older calls).
 */
struct window {
	uint64_t	*keys, *vals;	/* call id hash -> item index */
	size_t		 cap, nr;
	uint64_t	(*pairs)[2];	/* result index, call index */
	size_t		 npairs, pairs_alloc;
	uint64_t	 index;		/* the item being mapped */
};

static uint64_t
span_hash(struct json_span s)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);

	for (size_t i = 0; i < s.n; i++)
		h = (h ^ (unsigned char)s.p[i]) * UINT64_C(0x100000001b3);
	return h | 1;
}

static uint64_t *
window_slot(struct window *w, uint64_t h)
{
	size_t i = h & (w->cap - 1);

	while (w->keys[i] != 0 && w->keys[i] != h)
		i = (i + 1) & (w->cap - 1);
	return &w->keys[i];
}

static int
window_event(void *arg, const struct event *ev)
{
	struct window *w = arg;
	uint64_t h, *k;

	if (ev->id.n == 0 || (ev->kind != EV_CALL && ev->kind != EV_RESULT &&
	    ev->kind != EV_UPDATE))
		return ST_OK;
	h = span_hash(ev->id);
	if (ev->kind == EV_CALL) {
		if ((w->nr + 1) * 2 > w->cap) {
			struct window big = { NULL, NULL, w->cap ? w->cap * 2 : 256, 0,
			    NULL, 0, 0, 0 };

			big.keys = xcalloc(big.cap, sizeof(*big.keys));
			big.vals = xcalloc(big.cap, sizeof(*big.vals));
			for (size_t i = 0; i < w->cap; i++)
				if (w->keys[i] != 0) {
					k = window_slot(&big, w->keys[i]);
					*k = w->keys[i];
					big.vals[k - big.keys] = w->vals[i];
				}
			free(w->keys);
			free(w->vals);
			w->keys = big.keys;
			w->vals = big.vals;
			w->cap = big.cap;
		}
		k = window_slot(w, h);
		if (*k == 0)
			w->nr++;
		*k = h;
		w->vals[k - w->keys] = w->index;
		return ST_OK;
	}
	if (w->cap == 0 || *(k = window_slot(w, h)) == 0)
		return ST_OK;		/* an orphan: no call to pull in */
	xgrow(&w->pairs, &w->pairs_alloc, w->npairs + 1, sizeof(*w->pairs));
	w->pairs[w->npairs][0] = w->index;
	w->pairs[w->npairs][1] = w->vals[k - w->keys];
	w->npairs++;
	return ST_OK;
}

/* The index of the first item to print for --last=last. */
static int
window_start(struct store *st, const char *session, uint64_t last,
    uint64_t *start)
{
	struct window w = { 0 };
	struct event_sink sink = { window_event, &w, 0 };
	const struct format *fmt;
	struct item_cursor *c = NULL;
	struct item it;
	void *state = NULL;
	uint64_t s;
	int status, moved;

	if ((status = vote_session(st, session, 0, NULL, &fmt)) != ST_OK ||
	    (status = store_load(st, session, 0, &c)) != ST_OK)
		return status;
	if (fmt != NULL && fmt->state_size > 0)
		state = xcalloc(1, fmt->state_size);
	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		if (fmt != NULL && (status = format_map(fmt, &it, state, &sink)) != ST_OK)
			break;
		w.index++;
	}
	item_cursor_free(c);
	if (state != NULL && fmt->free_state != NULL)
		fmt->free_state(state);
	free(state);
	if (status == ST_END) {
		status = ST_OK;
		s = w.index > last ? w.index - last : 0;
		do {
			moved = 0;
			for (size_t i = 0; i < w.npairs; i++)
				if (w.pairs[i][0] >= s && w.pairs[i][1] < s) {
					s = w.pairs[i][1];
					moved = 1;
				}
		} while (moved);
		*start = s;
	}
	free(w.keys);
	free(w.vals);
	free(w.pairs);
	return status;
}

static const struct cmd_opt load_options[] = {
	{ "array", 'a', no_argument, NULL,
	    "print one JSON array instead of JSON Lines", 0 },
	{ "last", 'l', required_argument, "n",
	    "print the last n items, and the calls of their results", 0 },
	CMD_OPT_ROW_TO,
	CMD_OPT_ROW_DIALECT,
	CMD_OPT_ROW_CWD,
	CMD_OPT_ROW_REDACT,
	CMD_OPT_ROW_REDACT_PATTERN,
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* --to: the session translated (translate.h), the loss report on stderr
 * when anything was lost or changed. */
struct load_to {
	const struct format	*to, *dialect;
	const char		*cwd;
	struct translate	 t;
	struct buf		 id, cwdjson, here;
	int			 open;
};

/* The source's working directory, where it names one, is the
 * translation's own (translate.h): only --cwd is given here. */
static int
load_translate(struct load_to *lt, const char *session,
    struct item_cursor *in, struct item_cursor **out)
{
	struct translate_opts o = { .to = lt->to, .from = lt->dialect,
	    .session = session };
	int status;

	if (lt->cwd != NULL)
		json_str_encode(&lt->cwdjson, lt->cwd, strlen(lt->cwd));
	if (lt->to->writer->holds & SESSION_UUID) {
		buf_addc(&lt->id, '"');
		translate_uuid(session, &lt->id);
		buf_addc(&lt->id, '"');
		o.id.p = lt->id.p;
		o.id.n = lt->id.len;
	}
	o.cwd.p = lt->cwdjson.p;
	o.cwd.n = lt->cwdjson.len;
	cmd_here(&lt->here);
	o.default_cwd.p = lt->here.p;
	o.default_cwd.n = lt->here.len;
	if ((status = translate_open(&lt->t, in, &o)) != ST_OK)
		return status;
	lt->open = 1;
	*out = &lt->t.base;
	return ST_OK;
}

static void
load_translated(struct load_to *lt, const char *session, int status)
{
	struct buf line = BUF_INIT;
	uint64_t any = 0;

	if (!lt->open)
		return;
	for (int i = 0; i < TR_COUNTS; i++)
		any += lt->t.count[i];
	if (any > 0 || status != ST_OK) {
		cmd_translate_report(session, session, &lt->t, 0,
		    status == ST_OK, &line);
		fputs(line.p, stderr);
	}
	buf_release(&line);
}

static int
run_load(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct item_cursor *c = NULL, *in;
	struct redact_opts ro = { 0 };
	struct redact *red = NULL;
	struct redact_cursor rc = { .out = BUF_INIT };
	int64_t last = -1;
	uint64_t start = 0, index = 0;
	struct store *st = NULL;
	struct buf out = BUF_INIT;
	struct item it;
	struct load_to lt = { .id = BUF_INIT, .cwdjson = BUF_INIT, .here = BUF_INIT };
	int ch, array = 0, status, n = 0;

	while ((ch = cmd_getopt(&cmd_load, argc, argv)) != -1) {
		switch (ch) {
		case 'a':
			array = 1;
			break;
		case CMD_OPT_TO:
			if (cmd_target(&cmd_load, optarg, &lt.to) != ST_OK)
				return ST_USAGE;
			break;
		case 'd':
			if (cmd_dialect(&cmd_load, optarg, &lt.dialect) != ST_OK)
				return ST_USAGE;
			break;
		case CMD_OPT_CWD:
			lt.cwd = optarg;
			break;
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_load, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'h':
			return cmd_help_page(&cmd_load);
		case CMD_OPT_REDACT:
		case CMD_OPT_REDACT_PATTERN:
			if (redact_option(&ro, ch == CMD_OPT_REDACT ? NULL : optarg) != ST_OK)
				return ST_USAGE;
			break;
		case 'l':
			if (cmd_parse_int(&cmd_load, "--last", optarg, 0, INT64_MAX,
			    &last) == -1)
				return ST_USAGE;
			break;
		default:
			return cmd_bad_option(&cmd_load, ch, argv);
		}
	}
	if (argc - optind != 2)
		return cmd_usage(&cmd_load);
	if (lt.to == NULL && (lt.dialect != NULL || lt.cwd != NULL))
		return cmd_usage_msg(&cmd_load, "--dialect and --cwd go with --to");
	if (lt.to != NULL && last >= 0)
		return cmd_usage_msg(&cmd_load, "--last and --to do not go together");
	if ((status = id_check(argv[optind + 1])) != ST_OK)
		return status;

	if ((status = redact_open(&ro, &red)) != ST_OK ||
	    (status = store_open(argv[optind], STORE_READ, &cfg, 0, &st)) != ST_OK)
		goto out;
	if (last >= 0 && (status = window_start(st, argv[optind + 1],
	    (uint64_t)last, &start)) != ST_OK)
		goto out;
	if ((status = store_load(st, argv[optind + 1], 0, &c)) != ST_OK)
		goto out;
	if (array)
		buf_addc(&out, '[');
	in = redact_cursor(&rc, red, c);
	if (lt.to != NULL && (status = load_translate(&lt, argv[optind + 1],
	    in, &in)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(in, &it)) == ST_OK) {
		if (index++ < start)
			continue;
		if (array && n++ > 0)
			buf_addc(&out, ',');
		buf_add(&out, it.json, it.len);
		if (!array)
			buf_addc(&out, '\n');
		if (out.len >= 65536) {
			if ((status = cmd_write(out.p, out.len)) != ST_OK)
				goto out;
			buf_reset(&out);
		}
	}
	if (status != ST_END)
		goto out;
	if (array)
		buf_add(&out, "]\n", 2);
	status = cmd_write(out.p, out.len);
out:
	load_translated(&lt, argv[optind + 1], status);
	if (lt.open)
		translate_release(&lt.t);
	buf_release(&lt.id);
	buf_release(&lt.cwdjson);
	buf_release(&lt.here);
	item_cursor_free(c);
	redact_cursor_release(&rc);
	redact_free(red);
	buf_release(&out);
	return store_close(st, status);
}

const struct cmd cmd_load = {
	.name = "load",
	.run = run_load,
	.usage = "[--array] [--last=n] [--to=format [--dialect=name] "
	    "[--cwd=dir]] [--redact] [--redact-pattern=ere] [--busy-timeout=ms] "
	    "store session",
	.summary = "print a session's items, one compact JSON object per line",
	.opts = load_options,
};
