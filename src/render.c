/* render.c - a session rendered by doc.h; see render.h. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "render.h"
#include "xalloc.h"

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
	if ((status = store_load(st, session, RENDER_LOAD, &p->raw)) != ST_OK)
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

/* The first pass: the title (as list shows it), token totals, times and
 * results from the session's events. */
static int
facts_totals(struct store *st, const char *session, const struct format *fmt,
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
			doc_totals_item(t, &it);
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
facts_check(struct store *st, const char *session, const struct format *fmt,
    struct redact *red, struct finding_list *found)
{
	struct pass p;
	uint64_t nitems = 0;
	int status;

	if (fmt == NULL)
		return ST_OK;
	if ((status = pass_open(&p, st, session, fmt, red)) == ST_OK)
		status = check_session(st, session, RENDER_LOAD, p.items, fmt, 0,
		    found, &nitems, NULL);
	pass_close(&p);
	return status;
}

int
render_facts(struct store *st, const struct session_info *info,
    const struct format *fmt, struct redact *red, struct render_facts *rf)
{
	struct doc_header *h = &rf->h;
	int status;

	memset(rf, 0, sizeof(*rf));
	doc_totals_init(&rf->totals);
	if ((status = facts_check(st, info->id, fmt, red, &rf->found)) !=
	    ST_OK || (status = facts_totals(st, info->id, fmt, red,
	    &rf->totals, &rf->title)) != ST_OK)
		return status;
	for (size_t i = 0; i < rf->found.nr; i++) {
		if (rf->found.v[i].severity == SEV_ERROR)
			h->errors++;
		else
			h->warnings++;
	}
	h->session = info->id;
	h->title = rf->title.p;
	h->format = fmt != NULL ? fmt->title : NULL;
	h->created_at = info->created_at;
	h->updated_at = info->updated_at;
	h->items = info->items;
	h->totals = &rf->totals;
	return ST_OK;
}

void
render_facts_release(struct render_facts *rf)
{
	finding_list_release(&rf->found);
	doc_totals_release(&rf->totals);
	buf_release(&rf->title);
}

int
render_items(struct store *st, const struct session_info *info,
    const struct format *fmt, struct redact *red, struct doc *d,
    const struct render_facts *rf,
    int (*before)(void *arg, struct doc *, uint64_t n), void *arg)
{
	const struct finding_list *found = &rf->found;
	struct buf label = BUF_INIT, text = BUF_INIT;
	struct pass p;
	struct item it;
	uint64_t n = 0;
	size_t fi = 0;
	int status;

	if ((status = pass_open(&p, st, info->id, fmt, red)) != ST_OK)
		goto out;
	while ((status = item_cursor_next(p.items, &it)) == ST_OK) {
		if ((status = before(arg, d, n++)) != ST_OK)
			break;
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
		for (; fi < found->nr && found->v[fi].seq <= it.seq; fi++)
			doc_finding(d, &found->v[fi]);
	}
	if (status != ST_END)
		goto out;
	/* What is about the session as a whole comes last. */
	for (; fi < found->nr; fi++)
		doc_finding(d, &found->v[fi]);
	status = ST_OK;
out:
	pass_close(&p);
	buf_release(&label);
	buf_release(&text);
	return status;
}
