/*
 * cmd_secrets.c - transcript secrets: the secrets that --redact would
 * replace (redact.h: the same scan), listed as session@seq, kind and a
 * masked preview, never the secret itself; exit 1 if any is found.
 *
 * Streams: a store's sessions one after another (or two at a time on two
 * cores, par.h, printed in order), each item read and scanned on its own,
 * and checked (item_settle()) only if it may hold a secret
 * (redact_maybe()): an item that is not JSON is reported only then, as
 * grep -c does; check finds the others.  Memory is one item (two with two
 * threads) and, per session in flight, the lines of its findings.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "display.h"
#include "id.h"
#include "item.h"
#include "jsonw.h"
#include "par.h"
#include "redact.h"
#include "sessions.h"
#include "sweep.h"

/* One thread's scanning: its redact and scratch, the output it holds. */
struct scanner {
	struct redact	*r;
	int		 json;
	struct buf	 out, scratch, preview;
	uint64_t	 items, found;
};

struct secrets {
	struct scanner	 t[2];		/* t[1]: the worker's, with par */
	int		 quiet;
	uint64_t	 sessions, items, found;
};

/* One finding's line into sc->out. */
static void
add_finding(struct scanner *sc, const char *session, const struct item *it,
    const struct redact_hit *h)
{
	struct buf *b = &sc->out;

	buf_reset(&sc->preview);
	redact_preview(it->json, h, &sc->preview);
	if (sc->json) {
		struct jsonw w;

		jsonw_init(&w, b, JSONW_LINES);
		jsonw_object(&w);
		jsonw_member_str(&w, "session", session);
		jsonw_key(&w, "seq");
		jsonw_uint(&w, it->seq);
		jsonw_member_str(&w, "kind", h->kind);
		jsonw_member_str(&w, "preview", sc->preview.p);
		jsonw_close(&w);
		(void)jsonw_finish(&w);	/* strings and a number: cannot fail */
		return;
	}
	display_add(b, session, strlen(session), DISPLAY_ID);
	buf_addf(b, "@%" PRIu64 ": %s: ", it->seq, h->kind);
	display_add(b, sc->preview.p, sc->preview.len, 0);
	buf_addc(b, '\n');
}

/* The items of session info (of st) from c (deferring: unchecked) into
 * sc: ST_OK, or the first error (an item that is not JSON, and may hold a
 * secret, is reported and the others scanned). */
static int
scan_session(struct scanner *sc, struct store *st,
    const struct session_info *info, struct item_cursor *c)
{
	const struct redact_hit *h;
	struct item it;
	int status, bad = ST_OK;

	while ((status = item_cursor_next(c, &it)) == ST_OK) {
		size_t nr;

		if (it.flaw == ITEM_TORN) {	/* skipped, as by others */
			sweep_item_torn(st, info->id, &it, &sc->scratch);
			continue;
		}
		sc->items++;
		/* checked only where a secret may be: grep's way */
		if (it.flaw == ITEM_UNCHECKED) {
			if (!redact_maybe(sc->r, it.json, it.len))
				continue;
			item_settle(&it, it.json, it.len, &sc->scratch);
		}
		if (it.flaw == ITEM_INVALID_JSON) {
			bad = status_first(bad, sweep_item_bad(st, info->id, &it,
			    &sc->scratch));
			continue;
		}
		nr = redact_scan(sc->r, it.json, it.len, &h);
		for (size_t i = 0; i < nr; i++)
			add_finding(sc, info->id, &it, &h[i]);
		sc->found += nr;
	}
	return status == ST_END ? bad : status;
}

/* Hand sc's output and counts over to s. */
static int
hand_over(struct secrets *s, struct scanner *sc, int status)
{
	int rc = ST_OK;

	s->sessions++;
	s->items += sc->items;
	s->found += sc->found;
	sc->items = sc->found = 0;
	if (sc->out.len > 0)
		rc = cmd_write(sc->out.p, sc->out.len);
	buf_reset(&sc->out);
	return status_first(status, rc);
}

/* Two sessions at a time (par.h): a slot is a scanner's output. */
struct secrets_slot {
	struct buf	 out;
	uint64_t	 items, found;
};

static int
par_scan(void *arg, int self, struct store *st,
    const struct session_info *info, void *slot)
{
	struct scanner *sc = &((struct secrets *)arg)->t[self];
	struct secrets_slot *sl = slot;
	struct item_cursor *items;
	struct buf t;
	int status;

	buf_reset(&sc->out);
	/* read as sweep_open() reads with SWEEP_LAZY */
	if ((status = sessions_load(st, info, STORE_LOAD_TOLERANT |
	    STORE_LOAD_DEFER, &items)) == ST_OK) {
		status = scan_session(sc, st, info, items);
		item_cursor_free(items);
	}
	sl->items = sc->items;
	sl->found = sc->found;
	sc->items = sc->found = 0;
	t = sl->out;
	sl->out = sc->out;
	sc->out = t;
	return status;
}

static int
par_print(void *arg, const struct session_info *info, void *slot, int status)
{
	struct secrets *s = arg;
	struct secrets_slot *sl = slot;
	struct scanner sc = { .out = sl->out, .items = sl->items,
	    .found = sl->found };

	(void)info;
	status = hand_over(s, &sc, status);
	sl->out = sc.out;
	return status;
}

static void
par_release(void *arg, void *slot)
{
	struct secrets_slot *sl = slot;

	(void)arg;
	buf_release(&sl->out);
}

static const struct par_ops secrets_par = {
	sizeof(struct secrets_slot), par_scan, par_print, par_stops_io,
	par_release
};

/* Scan the store spec (the sessions names[0..nr), or all). */
static int
secrets_store(struct secrets *s, const char *spec,
    const struct store_config *cfg, char *const names[], size_t nr)
{
	struct sweep scan;
	const struct session_info *info;
	struct item_cursor *items;
	int status, rc;

	if ((status = sweep_open(spec, cfg, names, nr, SWEEP_IDS | SWEEP_LAZY |
	    SWEEP_PAR | (cmd_threads() ? SWEEP_THREADS : 0), &scan)) != ST_OK)
		return sweep_close(&scan, status);
	if (scan.two[1] != NULL) {
		s->t[1].r = redact_new();
		status = par_run(&secrets_par, s, scan.list, scan.two, ST_OK);
	} else {
		while ((rc = sweep_next(&scan, &info, &items)) != ST_END) {
			if (rc == ST_OK)
				rc = scan_session(&s->t[0], scan.st, info, items);
			status = status_first(status, hand_over(s, &s->t[0], rc));
			if (par_stops_io(rc))
				break;
		}
	}
	return sweep_close(&scan, status);
}

static const struct cmd_opt secrets_options[] = {
	{ "format", 'f', required_argument, "format",
	    "output: text (default) or json (one object a finding)", 0 },
	{ "quiet", 'q', no_argument, NULL, "print no summary", 'q' },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

static int
run_secrets(int argc, char *argv[])
{
	struct store_config cfg = { STORE_BUSY_MS_DEFAULT };
	struct secrets s;
	int ch, json = 0, status;

	memset(&s, 0, sizeof(s));
	while ((ch = cmd_getopt(&cmd_secrets, argc, argv)) != -1) {
		switch (ch) {
		case CMD_OPT_BUSY_TIMEOUT:
			if (cmd_busy_timeout(&cmd_secrets, optarg, &cfg) != ST_OK)
				return ST_USAGE;
			break;
		case 'f':
			if (strcmp(optarg, "text") == 0)
				json = 0;
			else if (strcmp(optarg, "json") == 0)
				json = 1;
			else
				return cmd_usage_msg(&cmd_secrets, "--format wants "
				    "text or json, not '%s'", optarg);
			break;
		case 'h':
			return cmd_help_page(&cmd_secrets);
		case 'q':
			s.quiet = 1;
			break;
		default:
			return cmd_bad_option(&cmd_secrets, ch, argv);
		}
	}
	if (argc - optind < 1)
		return cmd_usage(&cmd_secrets);
	for (int i = optind + 1; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return status;
	s.t[0].json = s.t[1].json = json;
	s.t[0].r = redact_new();
	status = secrets_store(&s, argv[optind], &cfg, argv + optind + 1,
	    (size_t)(argc - optind - 1));
	fflush(stdout);
	if (!s.quiet && !par_stops_io(status))
		fprintf(stderr, "secrets: %" PRIu64 " session%s, %" PRIu64
		    " item%s, %" PRIu64 " secret%s found\n", s.sessions,
		    s.sessions == 1 ? "" : "s", s.items, s.items == 1 ? "" : "s",
		    s.found, s.found == 1 ? "" : "s");
	for (size_t i = 0; i < 2; i++) {
		redact_free(s.t[i].r);
		buf_release(&s.t[i].out);
		buf_release(&s.t[i].scratch);
		buf_release(&s.t[i].preview);
	}
	if (status == ST_OK && s.found > 0)
		status = ST_PROBLEMS;
	return status;
}

const struct cmd cmd_secrets = {
	.name = "secrets",
	.run = run_secrets,
	.usage = "[--format=text|json] [--quiet] [--busy-timeout=ms] "
	    "store [session...]",
	.summary = "list the secrets --redact would replace (masked), per item",
	.opts = secrets_options,
};
