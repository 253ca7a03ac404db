/*
 * cmd_grep.c - transcript grep: search the text of items, as git grep
 * searches files.
 *
 * The text of an item is its JSON strings, keys and the values of "type"
 * members left out, each decoded ("\n" is a newline, "\u00e9" is é) and
 * taken a line at a time.  The filters (--role, --tool, --calls,
 * --results) come from the session's format, through its conversation
 * (conv.h): --role keeps the items whose message is of that role (an
 * item's role is that of the first message it begins, else that of its
 * results, its calls or its text, in this order, as conv_block_role()
 * gives them); --calls, --results and --tool search only the strings
 * inside the spans of the blocks they name (a call's name and arguments,
 * a result's text).
 *
 * Fast path: a pattern that needs a fixed string (the whole pattern with
 * -F or without metacharacters, else the longest literal run it cannot
 * match without) looks only at the items, and in them the strings, whose
 * raw bytes hold it, found by two of its rarest bytes a block at a time
 * (find.h).  That is exact unless an
 * escape can stand for one of its characters (can_hide(): "\u0041" for
 * 'A', "\/" for '/'; a literal with a quote, a backslash or a control
 * character is not used).  With -c or -l and a fixed string, lines are
 * counted in the raw bytes, nothing decoded; without filters, no format
 * is looked at either, and the store is read lazily (SWEEP_LAZY): only
 * the items that may match are checked, which is most of the work saved
 * (bad JSON in another item goes unreported, as documented).
 *
 * -c and -l over a whole store work two sessions at a time (par.h), each
 * thread with its own struct grep; the lines print in session order.
 *
 * Streams: memory is one item and its longest string.  Exit 0 when
 * something matched, 1 when nothing did, 2 on any error (usage, I/O, bad
 * data, a missing session), as grep(1) does.
 */
#include <ctype.h>
#include <getopt.h>
#include <inttypes.h>
#include <locale.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "conv.h"
#include "diag.h"
#include "display.h"
#include "find.h"
#include "format.h"
#include "id.h"
#include "json.h"
#include "par.h"
#include "sessions.h"
#include "sweep.h"
#include "term.h"
#include "vote.h"
#include "xalloc.h"

enum grep_out { OUT_LINES, OUT_LIST, OUT_COUNT };

#define ROLE_ANY	(-1)

struct grep {
	/* the pattern */
	regex_t			 re;
	int			 use_re;	/* else lit is the pattern */
	char			*lit;		/* -F (or no metacharacters) */
	size_t			 litn;
	struct find		 flit;		/* lit's finder */
	int			 icase, word;
	char			*pre;		/* a literal every match holds */
	size_t			 pren;
	int			 pre_slash;	/* pre holds a '/' */
	int			 pre_utf8;	/* pre holds a non-ASCII byte */
	struct find		 fpre;		/* pre's finder */
	struct find		 fesc_u, fesc_slash; /* "\\u", "\\/" */
	struct find		 fesc_ascii;	/* "\\u00" then 2-7 */
	/* what to search */
	int			 role;		/* ROLE_ANY or an enum ev_role */
	const char		*tool;		/* --tool, or NULL */
	int			 calls, results;
	int			 events;	/* the format is needed */
	/* output */
	enum grep_out		 out;
	int			 quiet;		/* -q: OUT_LIST, nothing printed,
						   the first match ends it */
	int64_t			 context;
	int			 color;
	/* the current session and item */
	const char		*session;
	const struct item	*it;
	const struct format	*fmt;
	struct conv		 conv;		/* with events: the session's */
	enum ev_role		 line_role;	/* of the lines being searched */
	uint64_t		*ids;		/* hashed ids of --tool's calls */
	size_t			 nids, aids;
	uint64_t		 count;		/* matching lines, this session */
	int			 done;		/* -l: the session matched */
	/* the last line printed, for "--" between groups */
	int			 printed;
	uint64_t		 serial;	/* sessions begun */
	uint64_t		 last_session, last_seq;
	size_t			 last_str, last_line;
	size_t			 nstr;		/* strings searched in the item */
	uint64_t		 matched;	/* lines, all sessions */
	struct buf		 dec, out_buf, lines;
	struct buf		 canon;		/* a lazy scan's settled item */
	struct vote_reader	 voted;		/* with events: the items */
	struct json_watch	 watch;		/* -c, -l: in the validating */
	struct json_span	 watched;	/* pass, of this item */
	int			 hold;		/* par: out_buf goes to a slot */
	int			 status;
};

static const char *const role_names[] = {
	[ROLE_NONE] = "-", [ROLE_SYSTEM] = "system", [ROLE_USER] = "user",
	[ROLE_ASSISTANT] = "assistant", [ROLE_TOOL] = "tool",
	[ROLE_OTHER] = "other"
};

static int
word_char(unsigned char c)
{
	return isalnum(c) || c == '_' || c >= 0x80;
}

/* The first match in s[0..n) that begins at or after from: 1 with it in
 * [*so, *eo), else 0. */
static int
match_at(const struct grep *g, const char *s, size_t n, size_t from,
    size_t *so, size_t *eo)
{
	while (from <= n) {
		if (g->use_re) {
			regmatch_t m[1];

			m[0].rm_so = (regoff_t)from;
			m[0].rm_eo = (regoff_t)n;
			if (regexec(&g->re, s, 1, m, REG_STARTEND |
			    (from > 0 ? REG_NOTBOL : 0)) != 0)
				return 0;
			*so = (size_t)m[0].rm_so;
			*eo = (size_t)m[0].rm_eo;
		} else {
			const char *p = find_in(&g->flit, s + from, n - from);

			if (p == NULL)
				return 0;
			*so = (size_t)(p - s);
			*eo = *so + g->litn;
		}
		if (!g->word || ((*so == 0 || !word_char(s[*so - 1])) &&
		    (*eo == n || !word_char(s[*eo])) && *eo > *so))
			return 1;
		from = *so + 1;
	}
	return 0;
}

static void
add_colored(struct grep *g, enum term_style style, const char *s, size_t n,
    unsigned flags)
{
	if (g->color)
		buf_adds(&g->out_buf, term_esc(style));
	display_add(&g->out_buf, s, n, flags);
	if (g->color)
		buf_adds(&g->out_buf, term_esc(TERM_RESET_SHORT));
}

static int
flush_out(struct grep *g, int force)
{
	int status = ST_OK;

	if (g->out_buf.len > 0 && !g->hold && (force ||
	    g->out_buf.len >= 65536)) {
		status = cmd_write(g->out_buf.p, g->out_buf.len);
		buf_reset(&g->out_buf);
	}
	return status;
}

/* One line of the output: SESSION@SEQ:ROLE:TEXT, '-' for ':' in a context
 * line; the matches highlighted on a terminal. */
static void
print_line(struct grep *g, const char *s, size_t n, int is_match)
{
	const char *sep = is_match ? ":" : "-";
	struct buf *b = &g->out_buf;
	size_t from = 0, so, eo;

	add_colored(g, TERM_SESSION, g->session, strlen(g->session), DISPLAY_ID);
	buf_addf(b, "@%" PRIu64, g->it->seq);
	add_colored(g, TERM_SEP, sep, 1, 0);
	buf_adds(b, role_names[g->line_role]);
	add_colored(g, TERM_SEP, sep, 1, 0);
	if (is_match && g->color) {
		while (from <= n && match_at(g, s, n, from, &so, &eo)) {
			display_add(b, s + from, so - from, 0);
			add_colored(g, TERM_MATCH, s + so, eo - so, 0);
			from = eo > so ? eo : eo + 1;
			if (eo == so && so < n)
				display_add(b, s + so, 1, 0);
		}
	}
	if (from < n)
		display_add(b, s + from, n - from, 0);
	buf_addc(b, '\n');
}

/* A group separator before line li of the current string, if the last
 * line printed was not just before it. */
static void
print_sep(struct grep *g, size_t li)
{
	if (g->context > 0 && g->printed && !(g->last_session == g->serial &&
	    g->last_seq == g->it->seq && g->last_str == g->nstr &&
	    g->last_line + 1 == li)) {
		add_colored(g, TERM_SEP, "--", 2, 0);
		buf_addc(&g->out_buf, '\n');
	}
	g->printed = 1;
	g->last_session = g->serial;
	g->last_seq = g->it->seq;
	g->last_str = g->nstr;
	g->last_line = li;
}

/* The decoded string d[0..n), a line at a time. */
static void
search_text(struct grep *g, const char *d, size_t n)
{
	size_t *start = NULL, nl = 0, after = 0, so, eo;
	size_t li, next_ctx = 0;	/* first line not printed yet */

	if (g->out == OUT_LINES && g->context > 0) {
		/* the lines' offsets, for context before a match */
		buf_reset(&g->lines);
		for (size_t i = 0; ; i++) {
			buf_add(&g->lines, &i, sizeof(i));
			nl++;
			{
				const char *q = memchr(d + i, '\n', n - i);

				if (q == NULL)
					break;
				i = (size_t)(q - d);
			}
		}
		start = (size_t *)(void *)g->lines.p;
	}
	li = 0;
	for (size_t i = 0; i <= n && !g->done; li++) {
		const char *q = memchr(d + i, '\n', n - i);
		size_t e = q != NULL ? (size_t)(q - d) : n;

		if (match_at(g, d + i, e - i, 0, &so, &eo)) {
			g->count++;
			g->matched++;
			if (g->out == OUT_LIST)
				g->done = 1;
			if (g->out == OUT_LINES) {
				size_t k = li > (size_t)g->context ?
				    li - (size_t)g->context : 0;

				if (k < next_ctx)
					k = next_ctx;
				for (; k < li; k++) {
					size_t ke = k + 1 < nl ? start[k + 1] - 1 : n;

					print_sep(g, k);
					print_line(g, d + start[k], ke - start[k], 0);
				}
				print_sep(g, li);
				print_line(g, d + i, e - i, 1);
				next_ctx = li + 1;
				after = (size_t)g->context;
			}
		} else if (after > 0) {
			print_sep(g, li);
			print_line(g, d + i, e - i, 0);
			next_ctx = li + 1;
			after--;
		}
		if (q == NULL)
			break;
		i = e + 1;
	}
	if (g->status == ST_OK)
		g->status = flush_out(g, 0);
}

/*
 * Can an escape in the raw JSON p[0..n) stand for a character of the
 * prefilter's literal (UTF-8 without controls, quote or backslash)?  Only
 * "\u0020" to "\u007f", for a literal with a non-ASCII character the
 * escapes from "\u0080" on, and for one with a '/' "\/" can.  (A "\u"
 * after an escaped backslash is taken for one too: "may" is enough.)
 */
static int
can_hide(const struct grep *g, const char *p, size_t n)
{
	const char *end = p + n, *q;

	if (!g->pre_utf8) {	/* "\u0020" to "\u007f" */
		if (find_in(&g->fesc_ascii, p, n) != NULL)
			return 1;
	} else {		/* all but "\u0000" to "\u001f" */
		for (q = p; (q = find_in(&g->fesc_u, q, (size_t)(end - q))) !=
		    NULL; q += 2)
			if (end - q > 4 && (q[2] != '0' || q[3] != '0' ||
			    q[4] >= '2'))
				return 1;
	}
	return g->pre_slash && find_in(&g->fesc_slash, p, n) != NULL;
}

/* Can the string s (raw, quoted) hold the literal once decoded? */
static int
may_hold(const struct grep *g, struct json_span s)
{
	return g->pre == NULL || find_in(&g->fpre, s.p + 1, s.n - 2) != NULL ||
	    can_hide(g, s.p + 1, s.n - 2);
}

/* The offset of the next occurrence of the prefilter's literal in v at
 * or after off, or SIZE_MAX. */
static size_t
next_occ(const struct grep *g, struct json_span v, size_t off)
{
	const char *p = find_in(&g->fpre, v.p + off, v.n - off);

	return p != NULL ? (size_t)(p - v.p) : SIZE_MAX;
}

/* Is k among the hex digits of a "\uXXXX" escape?  p, before k, begins
 * a token (not inside an escape). */
static int
in_unicode_escape(const char *p, const char *k)
{
	for (const char *u = k - 1; u > p && k - u <= 4; u--) {
		size_t run = 0;

		if (u[0] != 'u' || u[-1] != '\\')
			continue;
		while (u - 1 - run >= p && u[-1 - (ptrdiff_t)run] == '\\')
			run++;
		if (run % 2 == 1)
			return 1;
	}
	return 0;
}

/*
 * -c and -l with a fixed string, in the raw body s[0..n) of a string that
 * no escape can hide it in: the number of its lines that hold it, without
 * decoding.  Lines end at "\n" escapes; an occurrence that begins inside
 * an escape ("\nfoo" for "nfoo", "\u00e9" for "00e9") is none.
 */
static uint64_t
count_raw(const struct grep *g, const char *s, size_t n)
{
	const char *end = s + n, *p = s, *k, *b;
	uint64_t count = 0;

	while (p < end && (k = find_in(&g->flit, p, (size_t)(end - p))) !=
	    NULL) {
		size_t run = 0;

		while (k - run > p && k[-1 - (ptrdiff_t)run] == '\\')
			run++;
		if (run % 2 == 1 || in_unicode_escape(p, k)) {
			p = k + 1;	/* in an escape: look further */
			continue;
		}
		count++;
		if (g->out == OUT_LIST)
			break;
		/* on to the next line */
		for (p = k;; p = b + 2) {
			if ((b = memchr(p, '\\', (size_t)(end - p))) == NULL)
				return count;
			if (b[1] == 'n') {
				p = b + 2;
				break;
			}
		}
	}
	return count;
}

/* What item_may_match() learnt of an item: whether an escape may hide the
 * prefilter's literal in it, else where the literal first is. */
struct pre_hint {
	int	hide;
	size_t	occ;
};

/* -c and -l with a fixed string: only a count, found without decoding
 * where no escape can hide the literal (count_raw()). */
static int
counts_raw(const struct grep *g)
{
	return g->out != OUT_LINES && !g->use_re && !g->word;
}

/* Search the string s (raw, quoted), a value: exact when no escape in
 * the item can hide the prefilter's literal, s then holding one of its
 * occurrences. */
static void
search_string(struct grep *g, struct json_span s, int exact)
{
	g->nstr++;
	if (!exact && !may_hold(g, s))
		return;
	if (exact && counts_raw(g)) {
		uint64_t c = count_raw(g, s.p + 1, s.n - 2);

		g->count += c;
		g->matched += c;
		g->done = g->out == OUT_LIST && c > 0;
	} else if (memchr(s.p + 1, '\\', s.n - 2) == NULL) {
		search_text(g, s.p + 1, s.n - 2);
	} else {
		buf_reset(&g->dec);
		json_str_decode(s, &g->dec);
		search_text(g, g->dec.p, g->dec.len);
	}
}

/*
 * Search the strings of the JSON value v: values, not keys, nor the values
 * of "type" members, which tag objects rather than say anything.  When no
 * escape in v can hide the prefilter's literal, only the strings that hold
 * one of its occurrences are looked at.
 */
static void
search_value(struct grep *g, struct json_span v, const struct pre_hint *h)
{
	struct json_span s;
	size_t off = 0, type_at = SIZE_MAX, occ = 0;
	int is_key, exact;

	if (h != NULL) {
		exact = g->pre != NULL && !h->hide;
		occ = h->occ;
	} else {
		exact = g->pre != NULL && !can_hide(g, v.p, v.n);
		if (exact && (occ = next_occ(g, v, 0)) == SIZE_MAX)
			return;
	}
	while (!g->done && json_next_string(v.p, v.n, &off, &s, &is_key)) {
		if (is_key) {
			if (s.n == 6 && memcmp(s.p, "\"type\"", 6) == 0)
				type_at = off + 1;	/* after the ':' */
			continue;
		}
		if (exact && off <= occ)
			continue;	/* it ends before the occurrence */
		if (exact && (size_t)(s.p - v.p) > occ) {
			/* the occurrence was in a key or outside strings */
			if ((occ = next_occ(g, v, (size_t)(s.p - v.p))) ==
			    SIZE_MAX)
				return;
			if (off <= occ)
				continue;
		}
		if ((size_t)(s.p - v.p) == type_at)
			continue;
		search_string(g, s, exact);
		if (exact && (occ = next_occ(g, v, off)) == SIZE_MAX)
			return;
	}
}

static int
tool_id_known(const struct grep *g, uint64_t h)
{
	for (size_t i = 0; i < g->nids; i++)
		if (g->ids[i] == h)
			return 1;
	return 0;
}

/* A call of role: with --tool, its id noted for its results; its name
 * and arguments searched with --calls or --tool. */
static void
search_call(struct grep *g, const struct event *ev, enum ev_role role)
{
	if (g->tool != NULL) {
		if (ev->name.n == 0 || !json_str_eq(ev->name, g->tool))
			return;
		if (ev->id.n > 0) {	/* for its results */
			xgrow(&g->ids, &g->aids, g->nids + 1, sizeof(*g->ids));
			g->ids[g->nids++] = format_hash(ev->id);
		}
	}
	if (g->results || (g->role != ROLE_ANY && (int)role != g->role))
		return;
	g->line_role = role;
	if (ev->name.n > 0)
		search_value(g, ev->name, NULL);
	if (ev->args.n > 0)
		search_value(g, ev->args, NULL);
}

/* A result (or update) of role: its text searched with --results, or with
 * --tool if it answers one of the tool's calls. */
static void
search_result(struct grep *g, const struct event *ev, enum ev_role role)
{
	if (g->calls || (g->role != ROLE_ANY && (int)role != g->role))
		return;
	if (g->tool != NULL && !(ev->name.n > 0 ? json_str_eq(ev->name, g->tool) :
	    ev->id.n > 0 && tool_id_known(g, format_hash(ev->id))))
		return;
	g->line_role = role;
	if (ev->text.n > 0)
		search_value(g, ev->text, NULL);
}

/*
 * --calls, --results and --tool: search the spans that the blocks of ci
 * name, in order.  Each has the role the item has so far: that of the
 * first message it began before it, else the tool's after a result, else
 * its own side's (conv_block_side()).
 */
static void
search_blocks(struct grep *g, const struct conv_item *ci)
{
	const struct conv_msg *first = NULL;
	int result = 0;

	for (size_t i = 0; i < ci->nr; i++) {
		const struct conv_block *b = &ci->v[i];

		if (b->kind == CONV_BEGIN && first == NULL)
			first = b->msg;
		if (b->kind == CONV_CALL)
			search_call(g, &b->ev, first != NULL ? first->role :
			    result ? ROLE_TOOL : ROLE_ASSISTANT);
		if (b->kind == CONV_RESULT) {
			result = 1;
			search_result(g, &b->ev, first != NULL ? first->role :
			    ROLE_TOOL);
		}
	}
}

/*
 * json_scan_watch()'s view of the item being validated (g->watched): the
 * string s ends after the occurrence watched.  A value's string that
 * holds it is searched, as search_value() would; the next occurrence
 * after s is watched next.
 */
static size_t
watch_seen(void *arg, const struct json_span *s, int is_key,
    const struct json_span *key)
{
	struct grep *g = arg;
	struct json_span v = g->watched;
	size_t start = (size_t)(s->p - v.p), end = start + s->n;
	size_t at = g->watch.at;

	if (g->done)
		return SIZE_MAX;
	if (at < start && (at = next_occ(g, v, start)) >= end)
		return at;	/* it was outside strings: the next */
	if (!is_key && !(key != NULL && key->n == 6 &&
	    memcmp(key->p, "\"type\"", 6) == 0))
		search_string(g, *s, 1);
	return g->done ? SIZE_MAX : next_occ(g, v, end);
}

/*
 * Settle the lazily scanned item it, which may match (h), searching it in
 * the same pass where only a count is wanted and its occurrences tell
 * (no escape hides one): 1 if it was searched so, else 0 with nothing
 * counted (a flaw, or an item compacted: search it as settled).
 */
static int
settle_searching(struct grep *g, struct item *it, const struct pre_hint *h)
{
	uint64_t count = g->count, matched = g->matched;
	size_t nstr = g->nstr;
	int done = g->done;

	if (g->pre == NULL || h->hide || !counts_raw(g)) {
		item_settle(it, it->json, it->len, &g->canon);
		return 0;
	}
	g->watched = (struct json_span){ it->json, it->len };
	g->watch = (struct json_watch){ h->occ, watch_seen, g };
	if (item_settle_watch(it, it->json, it->len, &g->canon, &g->watch))
		return 1;
	g->count = count;	/* what the watch saw does not hold */
	g->matched = matched;
	g->nstr = nstr;
	g->done = done;
	return 0;
}

/* Could the item match at all?  Its bytes must hold the literal, unless an
 * escape may hide it; what was found is left in *h for search_value(). */
static int
item_may_match(const struct grep *g, const struct item *it, struct pre_hint *h)
{
	const char *p;

	h->hide = 0;
	h->occ = 0;
	if (g->pre == NULL || (h->hide = can_hide(g, it->json, it->len)))
		return 1;
	if ((p = find_in(&g->fpre, it->json, it->len)) == NULL)
		return 0;
	h->occ = (size_t)(p - it->json);
	return 1;
}

/* Without the format (-c, -l, no filter): an item of a lazy scan, read
 * only if it may match; 1 to go on, 0 to stop with *status. */
static int
grep_raw(struct grep *g, struct store *vote, struct item *it, int *status)
{
	struct pre_hint hint;
	const char *was = it->json;
	size_t len = it->len;

	if (it->flaw != ITEM_OK && it->flaw != ITEM_UNCHECKED) {
		*status = sweep_item_bad(vote, g->session, it, &g->dec);
		return 0;
	}
	if (!item_may_match(g, it, &hint))
		return 1;
	if (it->flaw == ITEM_UNCHECKED) {	/* a lazy scan's */
		if (settle_searching(g, it, &hint))
			return 1;
		if (it->flaw != ITEM_OK) {
			*status = sweep_item_bad(vote, g->session, it, &g->dec);
			return 0;
		}
		if ((it->json != was || it->len != len) &&
		    !item_may_match(g, it, &hint))
			return 1;	/* settled otherwise */
	}
	search_value(g, (struct json_span){ it->json, it->len }, &hint);
	return 1;
}

/* With the format: an item read into the session's conversation, its
 * blocks' spans searched, or the whole of it if its role is wanted.  A
 * stateless format's item that cannot match is not read at all: none
 * carries a message on (conv.h), so no role depends on it. */
static int
grep_item(struct grep *g, const struct item *it, const struct format_item *fi)
{
	int spans = g->calls || g->results || g->tool != NULL;
	struct pre_hint hint;
	int status, may = !spans && item_may_match(g, it, &hint);

	if (!spans && !may && g->fmt->state_size == 0)
		return ST_OK;
	if ((status = conv_feed(&g->conv, it, fi, NULL)) != ST_OK)
		return status;
	if (spans)
		search_blocks(g, &g->conv.item);
	if (!may)
		return ST_OK;
	g->line_role = conv_item_role(&g->conv.item);
	if (g->role == ROLE_ANY || (int)g->line_role == g->role)
		search_value(g, (struct json_span){ it->json, it->len }, &hint);
	return ST_OK;
}

/* With -c or -l, the session's line: its name, and its count with -c. */
static int
grep_tally(struct grep *g, const struct session_info *info)
{
	if (g->quiet)
		return ST_OK;
	add_colored(g, TERM_SESSION, info->id, strlen(info->id), DISPLAY_ID);
	if (g->out == OUT_COUNT) {
		add_colored(g, TERM_SEP, ":", 1, 0);
		buf_addf(&g->out_buf, "%" PRIu64, g->count);
	}
	buf_addc(&g->out_buf, '\n');
	return flush_out(g, 0);
}

static int
grep_session(struct grep *g, struct store *vote,
    const struct session_info *info, struct item_cursor *items)
{
	struct format_item fi;
	struct pre_hint hint;
	struct item it;
	int status = ST_OK;

	g->session = info->id;
	g->serial++;
	g->count = 0;
	g->done = 0;
	g->nids = 0;
	g->fmt = NULL;
	/* With events, the format voted in the same read. */
	if (g->events && (status = vote_reader_open(&g->voted, items,
	    &g->fmt)) != ST_OK)
		return status;
	conv_init(&g->conv, g->fmt, 0);
	while (!g->done && (status = g->events ? vote_reader_next(&g->voted,
	    &it, &fi) : item_cursor_next(items, &it)) == ST_OK) {
		g->it = &it;
		g->nstr = 0;
		g->line_role = ROLE_NONE;
		if (it.flaw == ITEM_TORN) {	/* skipped, as by others */
			sweep_item_torn(vote, g->session, &it, &g->dec);
			continue;
		}
		if (g->events && it.flaw != ITEM_OK) {
			status = sweep_item_bad(vote, g->session, &it, &g->dec);
			break;
		}
		if (!g->events) {
			if (!grep_raw(g, vote, &it, &status))
				break;
		} else if (g->fmt != NULL) {
			if ((status = grep_item(g, &it, &fi)) != ST_OK)
				break;
		} else if (!g->calls && !g->results && g->tool == NULL &&
		    g->role == ROLE_ANY && item_may_match(g, &it, &hint)) {
			/* no format: nothing has a role, the text is there */
			search_value(g, (struct json_span){ it.json, it.len },
			    &hint);
		}
		if (g->status != ST_OK) {
			status = g->status;
			break;
		}
	}
	if (status == ST_END || (status == ST_OK && g->done))
		status = ST_OK;
	if (status == ST_OK && g->count > 0 && g->out != OUT_LINES)
		status = grep_tally(g, info);
	conv_release(&g->conv);
	return status;
}

/*
 * -c and -l, two sessions at a time (par.h): each thread greps with its
 * own struct grep (arg is the two), holding its output; a slot takes a
 * session's output line and count of matching lines.
 */
struct grep_slot {
	struct buf	 out;
	uint64_t	 matched;
};

static int
par_grep(void *arg, int self, struct store *st,
    const struct session_info *info, void *slot)
{
	struct grep *g = (struct grep *)arg + self;
	struct grep_slot *sl = slot;
	struct item_cursor *items;
	uint64_t before = g->matched;
	struct buf t;
	int status;

	buf_reset(&g->out_buf);
	/* read as sweep_open() reads with SWEEP_LAZY, or not */
	if ((status = sessions_load(st, info, g->events || g->pre != NULL ?
	    STORE_LOAD_TOLERANT | STORE_LOAD_DEFER : 0, &items)) == ST_OK) {
		status = grep_session(g, st, info, items);
		item_cursor_free(items);
	}
	sl->matched = g->matched - before;
	g->matched = before;	/* counted when handed over */
	t = sl->out;
	sl->out = g->out_buf;
	g->out_buf = t;
	return status;
}

static int
par_print(void *arg, const struct session_info *info, void *slot, int status)
{
	struct grep *g = arg;
	struct grep_slot *sl = slot;

	(void)info;
	g->matched += sl->matched;
	if (status == ST_OK && sl->out.len > 0)
		status = cmd_write(sl->out.p, sl->out.len);
	return status;
}

static void
par_release(void *arg, void *slot)
{
	struct grep_slot *sl = slot;

	(void)arg;
	buf_release(&sl->out);
}

static const struct par_ops grep_par = {
	sizeof(struct grep_slot), par_grep, par_print, NULL, par_release
};

/* Has the pattern p (BRE, or ERE with ere) a metacharacter? */
static int
has_meta(const char *p, int ere)
{
	return strpbrk(p, ere ? "\\.[]*^$+?(){}|" : "\\.[*^$") != NULL;
}

/* The longest run of literal characters that every match of the regex p
 * holds, or NULL: none when the pattern has alternation or groups, and
 * a character followed by a quantifier is not in the run. */
static char *
required_literal(const char *p, int ere)
{
	struct buf run = BUF_INIT, best = BUF_INIT;
	const char *q;

	if ((ere && strpbrk(p, "|()")) || strstr(p, "\\|") != NULL ||
	    strstr(p, "\\(") != NULL)
		return NULL;
	for (q = p; *q != '\0'; q++) {
		int lit = -1;

		if (*q == '\\' && q[1] != '\0' && strchr(".[]*^$+?(){}|\\/",
		    q[1]) != NULL && !(!ere && strchr("+?(){}|", q[1]) != NULL))
			lit = (unsigned char)*++q;
		else if (*q != '\\' && strchr(ere ? ".[]*^$+?{}" : ".[]*^$",
		    *q) == NULL)
			lit = (unsigned char)*q;
		if (lit != -1) {
			const char *nx = q + 1;

			if (*nx == '*' || (ere && (*nx == '+' || *nx == '?' ||
			    *nx == '{')) || (!ere && nx[0] == '\\' &&
			    (nx[1] == '{' || nx[1] == '?' || nx[1] == '+'))) {
				lit = -1;
			} else {
				buf_addc(&run, lit);
				continue;
			}
		}
		if (run.len > best.len) {
			buf_reset(&best);
			buf_add(&best, run.p, run.len);
		}
		buf_reset(&run);
		if (*q == '[') {		/* skip the bracket expression */
			q++;
			if (*q == '^')
				q++;
			if (*q == ']')
				q++;
			while (*q != '\0' && *q != ']')
				q++;
			if (*q == '\0')
				break;
		} else if (*q == '\\' && q[1] != '\0') {
			q++;
		}
	}
	if (run.len > best.len) {
		buf_release(&best);
		best = run;
	} else {
		buf_release(&run);
	}
	if (best.len == 0) {
		buf_release(&best);
		return NULL;
	}
	return buf_detach(&best);
}

/* Set up the literal prefilter from lit[0..n) (owned, or NULL): kept only
 * when a JSON string's raw bytes hold it whenever its decoded text does,
 * unless an escape hides it (can_hide()): no quote, backslash or control
 * character, and with -i nothing but ASCII. */
static void
set_prefilter(struct grep *g, char *lit, size_t n)
{
	if (lit == NULL)
		return;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)lit[i];

		if (c == '"' || c == '\\' || c < 0x20 || c == 0x7f ||
		    (c >= 0x80 && g->icase)) {
			free(lit);
			return;
		}
		if (c >= 0x80)
			g->pre_utf8 = 1;
		if (g->icase)
			lit[i] = (char)tolower(c);
	}
	g->pre = lit;
	g->pren = n;
	g->pre_slash = memchr(lit, '/', n) != NULL;
	find_init(&g->fpre, lit, n, g->icase);
	find_init(&g->fesc_u, "\\u", 2, 0);
	find_init(&g->fesc_slash, "\\/", 2, 0);
	find_init_range(&g->fesc_ascii, "\\u00?", 5, 4, '2', '7');
}

static int
compile(struct grep *g, const char *pat, int ere, int fixed)
{
	struct buf msg = BUF_INIT;
	int rc;

	if (fixed || !has_meta(pat, ere)) {
		g->litn = strlen(pat);
		g->lit = xstrdup(pat);
		/* -i on a fixed string is ASCII-only (find.h); a
		 * regex folds the rest where the locale knows how */
		for (size_t i = 0; g->icase && i < g->litn; i++)
			if ((unsigned char)pat[i] >= 0x80)
				goto regex;
		if (g->icase)
			for (size_t i = 0; i < g->litn; i++)
				g->lit[i] = (char)tolower((unsigned char)g->lit[i]);
		find_init(&g->flit, g->lit, g->litn, g->icase);
		set_prefilter(g, xstrdup(g->lit), g->litn);
		return ST_OK;
regex:
		/* the fixed string as a basic regular expression */
		for (const char *p = pat; *p != '\0'; p++) {
			if (strchr("\\.[*^$", *p) != NULL)
				buf_addc(&msg, '\\');
			buf_addc(&msg, *p);
		}
		free(g->lit);
		g->lit = NULL;
		pat = msg.p;
		ere = 0;
	}
	rc = regcomp(&g->re, pat, (ere ? REG_EXTENDED : 0) |
	    (g->icase ? REG_ICASE : 0));
	if (rc != 0) {
		char err[256];

		regerror(rc, &g->re, err, sizeof(err));
		buf_release(&msg);
		return fail(ST_USAGE, "bad pattern '%s': %s", pat, err);
	}
	g->use_re = 1;
	{
		char *lit = required_literal(pat, ere);

		set_prefilter(g, lit, lit != NULL ? strlen(lit) : 0);
	}
	buf_release(&msg);
	return ST_OK;
}

static int
parse_role(const char *s)
{
	for (size_t i = 1; i < sizeof(role_names) / sizeof(role_names[0]); i++)
		if (strcmp(s, role_names[i]) == 0)
			return (int)i;
	return ROLE_ANY;
}

static const struct cmd_opt grep_options[] = {
	{ "ignore-case", 'i', no_argument, NULL,
	    "match upper and lower case alike", 'i' },
	{ "extended-regexp", 'E', no_argument, NULL,
	    "the pattern is an extended regular expression", 'E' },
	{ "fixed-strings", 'F', no_argument, NULL,
	    "the pattern is a fixed string", 'F' },
	{ "word-regexp", 'w', no_argument, NULL,
	    "match whole words only", 'w' },
	{ "role", 'R', required_argument, "role",
	    "only messages of role: system, user, assistant, tool, other", 0 },
	{ "tool", 'T', required_argument, "name",
	    "only the calls of tool name and their results", 0 },
	{ "calls", 'a', no_argument, NULL,
	    "only tool calls: their names and arguments", 0 },
	{ "results", 'r', no_argument, NULL, "only tool results", 0 },
	{ "files-with-matches", 'l', no_argument, NULL,
	    "print only the sessions that match", 'l' },
	{ "count", 'c', no_argument, NULL,
	    "print each matching session with its number of matching lines",
	    'c' },
	{ "quiet", 'q', no_argument, NULL,
	    "print nothing: exit 0 at the first match, 1 if there is none",
	    'q' },
	{ "silent", 'q', no_argument, NULL, NULL, 0 },
	{ "context", 'C', required_argument, "n",
	    "print n lines of context around each match", 'C' },
	{ "color", 'o', required_argument, "when",
	    "highlight matches: auto (default), always or never", 0 },
	{ "colour", 'o', required_argument, "when", NULL, 0 },
	CMD_OPT_ROW_BUSY_TIMEOUT,
	CMD_OPT_ROW_HELP,
	CMD_OPT_END
};

/* The options that are not a struct grep's. */
struct grep_args {
	struct store_config	 cfg;
	enum term_when		 color;
	int			 ere, fixed;
};

/* One option ch of grep's; ST_OK, or ST_USAGE with a message. */
static int
grep_option(int ch, struct grep *g, struct grep_args *a, char *argv[])
{
	switch (ch) {
	case CMD_OPT_BUSY_TIMEOUT:
		return cmd_busy_timeout(&cmd_grep, optarg, &a->cfg);
	case 'a':
		g->calls = 1;
		break;
	case 'c':
		g->out = OUT_COUNT;
		break;
	case 'C':
		if (cmd_parse_int(&cmd_grep, "-C", optarg, 0, 1000000,
		    &g->context) == -1)
			return ST_USAGE;
		break;
	case 'E':
	case 'F':
		a->ere = ch == 'E';
		a->fixed = ch == 'F';
		break;
	case 'i':
		g->icase = 1;
		break;
	case 'l':
	case 'q':
		g->out = OUT_LIST;
		g->quiet |= ch == 'q';	/* -q wins, as grep's */
		break;
	case 'o':
		if (term_when_parse(optarg, &a->color) == -1)
			return cmd_usage_msg(&cmd_grep, TERM_WHEN_USAGE, optarg);
		break;
	case 'r':
		g->results = 1;
		break;
	case 'R':
		if ((g->role = parse_role(optarg)) == ROLE_ANY)
			return cmd_usage_msg(&cmd_grep, "--role wants "
			    "system, user, assistant, tool or other, "
			    "not '%s'", optarg);
		break;
	case 'T':
		g->tool = optarg;
		break;
	case 'w':
		g->word = 1;
		break;
	default:
		return cmd_bad_option(&cmd_grep, ch, argv);
	}
	return ST_OK;
}

/*
 * Grep the store spec (the sessions names[0..nr), or all).  Lines: the
 * items are read and checked ahead on a second core, and all are mapped
 * (the format is needed).  -c and -l, whose output is a line a session,
 * take two sessions at a time instead, reading lazily: without the format,
 * only the items that may match are checked and decoded; with it, each is
 * checked in the pass that finds its members (vote.h).
 */
static int
grep_store(struct grep gs[2], const struct grep_args *a, const char *pat,
    const char *spec, char *const names[], size_t nr)
{
	struct grep *g = &gs[0];
	struct sweep scan;
	const struct session_info *info;
	struct item_cursor *items;
	int status;

	memset(&scan, 0, sizeof(scan));
	if ((status = sweep_open(spec, &a->cfg, names, nr, SWEEP_IDS |
	    (cmd_threads() ? SWEEP_THREADS : 0) | (g->out == OUT_LINES ? 0 :
	    (g->quiet ? 0 : SWEEP_PAR) |
	    (g->events || g->pre != NULL ? SWEEP_LAZY : 0)),
	    &scan)) != ST_OK)
		goto out;
	if (scan.two[1] != NULL) {
		if ((status = compile(&gs[1], pat, a->ere, a->fixed)) != ST_OK)
			goto out;
		gs[0].hold = gs[1].hold = 1;
		status = par_run(&grep_par, gs, scan.list, scan.two, ST_OK);
	} else {
		while ((status = sweep_next(&scan, &info, &items)) == ST_OK)
			if ((status = grep_session(g, scan.vote, info,
			    items)) != ST_OK || (g->quiet && g->matched > 0))
				break;
		if (status == ST_END)
			status = ST_OK;
		status = status_first(status, flush_out(g, 1));
	}
out:
	return sweep_close(&scan, status);
}

static void
grep_release(struct grep *g)
{
	if (g->use_re)
		regfree(&g->re);
	free(g->lit);
	free(g->pre);
	find_release(&g->flit);
	find_release(&g->fpre);
	find_release(&g->fesc_u);
	find_release(&g->fesc_slash);
	find_release(&g->fesc_ascii);
	free(g->ids);
	buf_release(&g->dec);
	buf_release(&g->canon);
	buf_release(&g->out_buf);
	buf_release(&g->lines);
	vote_reader_release(&g->voted);
}

static int
run_grep(int argc, char *argv[])
{
	struct grep_args a = { { STORE_BUSY_MS_DEFAULT }, TERM_AUTO, 0, 0 };
	struct grep gs[2], *g = &gs[0];
	int ch, status;

	memset(gs, 0, sizeof(gs));
	g->role = ROLE_ANY;
	while ((ch = cmd_getopt(&cmd_grep, argc, argv)) != -1) {
		if (ch == 'h')
			return cmd_help_page(&cmd_grep);
		if ((status = grep_option(ch, g, &a, argv)) != ST_OK)
			return status;
	}
	if (argc - optind < 2)
		return cmd_usage(&cmd_grep);
	if (g->calls && g->results)
		return cmd_usage_msg(&cmd_grep, "--calls and --results "
		    "contradict each other");
	for (int i = optind + 2; i < argc; i++)
		if ((status = id_check(argv[i])) != ST_OK)
			return ST_USAGE;
	g->events = g->out == OUT_LINES || g->role != ROLE_ANY || g->calls ||
	    g->results || g->tool != NULL;
	g->color = g->out == OUT_LINES && term_color(a.color);
	/* -i and . over UTF-8 text: the regex follows the locale's LC_CTYPE */
	setlocale(LC_CTYPE, "");
	gs[1] = gs[0];		/* the options, for a second thread */
	if ((status = compile(g, argv[optind], a.ere, a.fixed)) == ST_OK)
		status = grep_store(gs, &a, argv[optind], argv[optind + 1],
		    argv + optind + 2, (size_t)(argc - optind - 2));
	grep_release(&gs[0]);
	grep_release(&gs[1]);
	/* grep(1)'s statuses: 0 found, 1 none, 2 trouble of any kind */
	if (status != ST_OK)
		return ST_USAGE;
	return g->matched > 0 ? ST_OK : ST_PROBLEMS;
}

const struct cmd cmd_grep = {
	.name = "grep",
	.run = run_grep,
	.usage = "[-i] [-E|-F] [-w] [--role=role] [--tool=name] "
	    "[--calls|--results] [-l|-c|-q] [-C n] [--color=when] "
	    "[--busy-timeout=ms] pattern store [session...]",
	.summary = "search the text of items: messages, tool calls, results",
	.opts = grep_options,
};
