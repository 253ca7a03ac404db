/* conv.c - one view of a conversation; see conv.h. */
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "diag.h"
#include "xalloc.h"

/* What the carried blocks of an item hold (conv.h: the rule). */
struct carried {
	unsigned	calls, reasoning, results, any;
};

static enum conv_kind
block_kind(const struct event *ev)
{
	static const enum conv_kind content[] = {
		[BLOCK_TEXT] = CONV_TEXT, [BLOCK_THINKING] = CONV_THINKING,
		[BLOCK_IMAGE] = CONV_MEDIA, [BLOCK_OTHER] = CONV_OTHER
	};

	switch (ev->kind) {
	case EV_MESSAGE:
		return CONV_BEGIN;
	case EV_CONTENT:
		return content[ev->block];
	case EV_REASONING:
		return CONV_THINKING;
	case EV_CALL:
		return CONV_CALL;
	case EV_RESULT:
	case EV_UPDATE:
		return CONV_RESULT;
	case EV_NOTE:
	case EV_BOUNDARY:
	case EV_TURN_END:
		return CONV_NOTE;
	case EV_USAGE:
		return CONV_USAGE;
	case EV_IGNORE:
		break;
	}
	return CONV_IGNORED;
}

static int
conv_event(void *arg, const struct event *ev)
{
	struct conv *c = arg;
	struct conv_block *b;

	if (c->nblocks == c->ablocks)
		xgrow(&c->blocks, &c->ablocks, c->nblocks + 1, sizeof(*c->blocks));
	b = &c->blocks[c->nblocks++];
	b->kind = block_kind(ev);
	b->ev = *ev;
	b->msg = NULL;
	b->raw = c->raw;
	c->nbegins += b->kind == CONV_BEGIN;
	c->item.events++;
	c->folded = 0;
	return ST_OK;
}

void
conv_init(struct conv *c, const struct format *fmt, int detail)
{
	memset(c, 0, sizeof(*c));
	c->sink.emit = conv_event;
	c->sink.arg = c;
	c->sink.detail = detail;
	c->fmt = fmt;
	if (fmt != NULL && fmt->state_size > 0)
		c->state = xcalloc(1, fmt->state_size);
}

void
conv_aside(struct conv *c)
{
	c->asides = 1;
}

void
conv_release(struct conv *c)
{
	if (c->aside != NULL) {
		conv_release(c->aside);
		free(c->aside);
	}
	if (c->state != NULL && c->fmt->free_state != NULL)
		c->fmt->free_state(c->state);
	free(c->state);
	free(c->blocks);
	free(c->msgs);
	for (int i = 0; i < 2; i++) {
		buf_release(&c->last[i].label);
		buf_release(&c->last[i].model);
		buf_release(&c->last[i].fallback);
	}
	memset(c, 0, sizeof(*c));
}

struct event_sink *
conv_sink(struct conv *c)
{
	return &c->sink;
}

void
conv_begin(struct conv *c, const struct item *it, const char *label)
{
	if (c->changed)
		c->cur = !c->cur;	/* the last message is the item's */
	c->changed = 0;
	c->nblocks = c->nbegins = 0;
	c->fallback = label;
	memset(&c->item, 0, sizeof(c->item));
	c->item.it = it;
	c->raw.p = it->json;
	c->raw.n = it->len;
	c->folded = 0;
}

/* Make b a copy of s. */
static void
span_copy(struct buf *b, struct json_span s)
{
	b->len = 0;
	buf_add(b, s.p, s.n);
}

/* m is the last message after the item: copied, for the items after. */
static void
last_set(struct conv *c, const struct conv_msg *m)
{
	struct conv_last *l = &c->last[!c->cur];

	l->has = 1;
	l->role = m->role;
	span_copy(&l->label, m->label);
	span_copy(&l->model, m->model);
	l->has_fallback = m->label.n == 0 && m->fallback != NULL;
	if (l->has_fallback) {
		l->fallback.len = 0;
		buf_adds(&l->fallback, m->fallback);
	}
	c->changed = 1;
}

/* The message the carried blocks are in (conv.h: the rule), in *m. */
static void
carry(struct conv *c, const struct carried *k, struct conv_msg *m)
{
	const struct conv_last *l = &c->last[c->cur];
	enum ev_role side = ROLE_NONE;

	memset(m, 0, sizeof(*m));
	if (k->calls > 0 || k->reasoning > 0 || (k->results == 0 && !l->has))
		side = ROLE_ASSISTANT;
	else if (k->results > 0)
		side = ROLE_TOOL;
	if ((side == ROLE_ASSISTANT && l->role != ROLE_ASSISTANT) ||
	    (side == ROLE_TOOL && l->role != ROLE_USER && l->role != ROLE_TOOL)) {
		m->role = side;
		m->from = CONV_IMPLIED;
		if (side == ROLE_ASSISTANT)
			last_set(c, m);
		return;
	}
	m->role = l->role;
	m->from = CONV_CARRIED;
	m->label.p = l->label.p;
	m->label.n = l->label.len;
	m->model.p = l->model.p;
	m->model.n = l->model.len;
	m->fallback = l->has_fallback ? l->fallback.p : NULL;
}

/* m, begun by the item's block b. */
static void
own_init(struct conv_msg *m, const struct conv_block *b, const char *fallback)
{
	m->role = b->ev.role;
	m->from = CONV_OWN;
	m->echo = b->ev.echo;
	m->label = b->ev.label;
	m->time = b->ev.time;
	m->model = b->ev.model;
	m->fallback = fallback;
}

/* Count the carried block b in k, if it is conversation. */
static void
tally(struct carried *k, const struct conv_block *b)
{
	switch (b->kind) {
	case CONV_CALL:
		k->calls++;
		break;
	case CONV_RESULT:
		k->results++;
		break;
	case CONV_THINKING:
		if (b->ev.kind == EV_REASONING)
			k->reasoning++;
		break;
	case CONV_TEXT:
	case CONV_MEDIA:
	case CONV_OTHER:
		break;
	default:
		return;		/* notes, usage: not conversation */
	}
	k->any++;
}

/* Each block's message, own ones as they begin, carried ones (NULL) left
 * for carry(); *k what the carried ones hold.  Returns the last own
 * message that is no echo, or NULL. */
static const struct conv_msg *
place(struct conv *c, struct carried *k)
{
	struct conv_msg *cur = NULL, *echo = NULL, *own = c->msgs + 1;

	for (size_t i = 0; i < c->nblocks; i++) {
		struct conv_block *b = &c->blocks[i];

		if (b->kind == CONV_BEGIN) {
			own_init(own, b, c->fallback);
			b->msg = own;
			if (own->echo) {
				echo = own;
			} else {
				cur = own;
				echo = NULL;
				if (c->item.msg == NULL)
					c->item.msg = own;
			}
			own++;
		} else if (echo != NULL && b->ev.kind == EV_CONTENT) {
			b->msg = echo;	/* the other copy's */
		} else if ((b->msg = cur) == NULL) {
			tally(k, b);
		}
	}
	return cur;
}

const struct conv_item *
conv_end(struct conv *c)
{
	struct carried k = { 0, 0, 0, 0 };
	const struct conv_msg *own;

	if (c->folded)
		return &c->item;
	c->item.msg = NULL;
	if (c->nbegins + 1 > c->amsgs)
		xgrow(&c->msgs, &c->amsgs, c->nbegins + 1, sizeof(*c->msgs));
	c->changed = 0;
	own = place(c, &k);
	if (k.any > 0) {
		carry(c, &k, &c->msgs[0]);
		for (size_t i = 0; i < c->nblocks; i++)
			if (c->blocks[i].msg == NULL)
				c->blocks[i].msg = &c->msgs[0];
		if (c->item.msg == NULL)
			c->item.msg = &c->msgs[0];
	}
	if (own != NULL)
		last_set(c, own);
	c->item.v = c->blocks;
	c->item.nr = c->nblocks;
	c->folded = 1;
	return &c->item;
}

/* Does the item's reading mark it aside (conv_aside())? */
static int
is_aside(const struct conv_item *ci)
{
	for (size_t i = 0; i < ci->nr; i++)
		if (ci->v[i].kind == CONV_NOTE && ci->v[i].ev.aside)
			return 1;
	return 0;
}

/* c->item as the conversation aside reads it. */
static int
aside_feed(struct conv *c, const struct item *it, const struct format_item *fi,
    const char *label)
{
	int status;

	if (c->aside == NULL) {
		c->aside = xmalloc(sizeof(*c->aside));
		conv_init(c->aside, c->fmt, c->sink.detail);
	}
	status = conv_feed(c->aside, it, fi, label);
	c->item = c->aside->item;
	c->item.aside = 1;
	return status;
}

int
conv_feed(struct conv *c, const struct item *it, const struct format_item *fi,
    const char *label)
{
	int status = ST_OK;

	conv_begin(c, it, label);
	if (c->fmt != NULL && it->flaw == ITEM_OK)
		status = fi != NULL ? c->fmt->map(fi, c->state, &c->sink) :
		    format_map(c->fmt, it, c->state, &c->sink);
	conv_end(c);
	if (status == ST_OK && c->asides && is_aside(&c->item))
		status = aside_feed(c, it, fi, label);
	return status;
}

int
conv_feed_detected(struct conv *c)
{
	int status = ST_OK;

	c->nblocks = c->nbegins = 0;
	c->folded = 0;
	if (c->item.it->flaw == ITEM_OK)
		status = format_map_detected(c->item.it, c->fmt, &c->sink);
	conv_end(c);
	return status;
}

void
conv_msg_name(const struct conv_msg *m, struct buf *out)
{
	if (m->label.n > 0)
		format_text(m->label, out);
	else if (m->fallback != NULL)
		buf_adds(out, m->fallback);
	else
		buf_adds(out, format_role_name(m->role));
}

enum ev_role
conv_block_side(const struct conv_block *b)
{
	if (b->kind == CONV_CALL || b->ev.kind == EV_REASONING)
		return ROLE_ASSISTANT;
	if (b->kind == CONV_RESULT)
		return ROLE_TOOL;
	return ROLE_NONE;
}

enum ev_role
conv_block_role(const struct conv_block *b)
{
	enum ev_role side = conv_block_side(b);

	if (side != ROLE_NONE && (b->msg == NULL || b->msg->role != side))
		return side;
	return b->msg != NULL ? b->msg->role : ROLE_NONE;
}

/* The role of the item ci: that of the first message it begins (an echo
 * too), else the tool's if it holds a result, else the assistant's if a
 * call, else that of the message its text is in. */
enum ev_role
conv_item_role(const struct conv_item *ci)
{
	const struct conv_block *text = NULL;
	int call = 0, result = 0;

	for (size_t i = 0; i < ci->nr; i++) {
		const struct conv_block *b = &ci->v[i];

		if (b->kind == CONV_BEGIN)
			return b->msg->role;
		result |= b->kind == CONV_RESULT;
		call |= b->kind == CONV_CALL;
		if (text == NULL && b->ev.kind == EV_CONTENT)
			text = b;
	}
	if (result)
		return ROLE_TOOL;
	if (call)
		return ROLE_ASSISTANT;
	return text != NULL ? conv_block_role(text) : ROLE_NONE;
}
