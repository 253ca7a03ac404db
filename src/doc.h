/*
 * doc.h - a session as one document a person reads and shares: Markdown
 * or HTML (transcript export).
 *
 * The caller (cmd_export.c) feeds a struct doc the header, then each item
 * in seq order: doc_item() opens it, its format's events go to d->sink
 * (an event_sink), doc_finding() adds the checker's findings about it;
 * doc_end() closes the document.  The events of an item are read as the
 * session's conversation (conv.h): doc_render() renders the item from its
 * blocks, in their messages.  What is rendered accumulates in d->out,
 * which the caller drains (writes and resets) whenever it likes: memory is
 * bounded by the largest item, never the session.
 *
 * Guarantees, for text that comes from a transcript (message text, roles,
 * tool names, ids, arguments, results, finding messages):
 *  - it is first made fit to show as display_add() does (display.h),
 *    keeping newlines and tabs: valid UTF-8, no control, bidirectional or
 *    invisible character left raw;
 *  - HTML: & < > " ' are written as character references, in text and in
 *    attribute values alike; transcript text never goes into a URL, an
 *    href, a style, a class, an id or a tag name.  The document has no
 *    script, no external resource (inline CSS only) and a
 *    Content-Security-Policy that forbids both, so a transcript holding
 *    "<script>", "</details>" or a "javascript:" link renders as text;
 *  - Markdown: message text is shown as written: ASCII punctuation that
 *    Markdown (CommonMark, GitHub's) would read as markup is escaped with
 *    a backslash, leading blanks become no-break spaces (no indented code),
 *    and each line break is kept (a hard break); arguments and results go
 *    in fenced code blocks whose fence is longer than any run of backticks
 *    in them, so nothing inside can close it.
 *
 * HTML only: message text is rendered as Markdown (markdown.h: raw HTML
 * in it shown as text, nothing loaded); a call links to its result and the
 * result to its call ("#item-SEQ" anchors, found by their ids: the results
 * from the totals of doc_begin()'s header, the calls as they come); where
 * the caller splits the session into pages (page_items, page_name), a
 * link to an item of another page names that page's file; a call whose
 * arguments hold a subagent's first prompt (subs) links to its page.
 * Memory for the links: 24 bytes per call id, in tables.
 *
 * Ownership: a struct doc owns its buffers (doc_release() frees them);
 * every string and span passed in is borrowed for the call, and subs,
 * page_name and nav (which is trusted HTML) for the doc's life.
 */
#ifndef DOC_H
#define DOC_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "conv.h"
#include "format.h"
#include "item.h"
#include "pairs.h"
#include "usage.h"

enum doc_kind { DOC_MARKDOWN, DOC_HTML };

/* Tool call ids (their format_hash()) and where they are: the item (its
 * seq, and its place n in the session, 0 for the first). */
struct doc_id {
	uint64_t	 key, seq, n;
};
struct doc_ids {
	struct doc_id	*v;		/* open addressing; key 0: empty */
	size_t		 nslots, nused;
};

/* A session's facts gathered before it is rendered (doc_scan()): the
 * API responses of its EV_USAGE events, each counted once (usage.h), and
 * the times of its first and last messages or notes. */
struct doc_totals {
	struct usage_session	 usage;
	struct buf		 first, last;	/* as the format writes them,
						   decoded */
	struct doc_ids		 results;	/* the first result of each
						   call id */
	struct buf		 prompt;	/* the first user text, cut at
						   DOC_PROMPT_MAX bytes */
	uint64_t		 items;		/* read so far */
	uint64_t		 seq;		/* of the item being read */
	int			 user;		/* in a user message */
};
#define DOC_PROMPT_MAX	400

struct doc_header {
	const char		*session;
	const char		*title;		/* as list shows it, or NULL */
	const char		*format;	/* its title, or NULL: unknown */
	int64_t			 created_at;	/* epoch ms, or CREATED_UNKNOWN */
	int64_t			 updated_at;	/* epoch ms, 0: unknown */
	uint64_t		 items;
	const struct doc_totals	*totals;
	unsigned		 errors, warnings;	/* findings */
};

/* A subagent's session (export --site): the call whose arguments hold
 * needle (the start of its first prompt, as JSON writes it in a string:
 * json_str_encode(), no quotes) started it; the call links to href (a
 * page of the site, the caller's: trusted), labelled "subagent". */
struct doc_sub {
	const char	*needle;
	const char	*href;
};

struct doc {
	enum doc_kind	 kind;
	struct buf	 out;		/* rendered, for the caller to drain */
	struct event_sink sink;		/* { doc_event, this } */
	struct conv	 conv;		/* the session's conversation */
	/* The item being rendered. */
	int		 in_item;	/* there is one */
	uint64_t	 seq;
	int		 flawed;	/* not JSON: shown raw, events ignored */
	struct buf	 label;		/* its role or type, for people */
	struct buf	 text;		/* shown if nothing else is */
	size_t		 done;		/* its blocks rendered */
	int		 open;		/* a section of it is open */
	int		 sections;	/* sections opened for it */
	int		 shown;		/* something of it was rendered */
	struct buf	 a, b, c, d;	/* scratch */
	/* HTML: links between calls and results (the results from the
	 * totals of the header), and pages (export --site): each of
	 * page_items items (0: one page), named page_name (safe, no '/')
	 * .html, then page_name-2.html..., nav (HTML, the caller's) at the
	 * top and the bottom of each. */
	const struct doc_totals *totals;
	const struct doc_sub *subs;	/* the caller's, nsubs of them */
	size_t		 nsubs;
	struct doc_ids	 calls;
	uint64_t	 nitem;		/* items begun */
	uint64_t	 page_items;
	const char	*page_name;
	const char	*nav;
};

void	doc_init(struct doc *, enum doc_kind);
void	doc_release(struct doc *);

/* Totals: an event_sink callback (arg a struct doc_totals, set up with
 * doc_totals_init()) for a first pass over the session's events, with
 * detail. */
void	doc_totals_init(struct doc_totals *);
int	doc_totals_event(void *arg, const struct event *);
/* Before the events of each item it. */
void	doc_totals_item(struct doc_totals *, const struct item *it);
void	doc_totals_release(struct doc_totals *);
/* The token total of the session (usage_total() of each response), or -1
 * if no response said; the model of its first response that names one,
 * or NULL. */
int64_t	doc_totals_tokens(const struct doc_totals *);
const char *doc_totals_model(const struct doc_totals *);

/* The document's head and the session's header. */
void	doc_begin(struct doc *, const struct doc_header *);
/* A new item; label and text are what item_summary() makes of it: the
 * label heads its messages, and both are shown on one line if its events
 * show nothing (metadata records, or a format that is not known).  An item
 * with a flaw (item.h) is shown as its raw text, marked. */
void	doc_item(struct doc *, const struct item *, const char *label,
	    const char *text, size_t len);
/* The event_sink callback behind d->sink: arg is the struct doc. */
int	doc_event(void *arg, const struct event *);
/* Render the current item's events so far, while its bytes are there
 * (events borrow them: render before the next item is read, unless they
 * outlive it, when doc_item(), doc_finding() and doc_end() render what is
 * left); 1 if the item showed anything.  If not after its format's events,
 * the caller may send another format's, and render again. */
int	doc_render(struct doc *);
/* A finding of the checker about the current item (or the session, after
 * the last item). */
void	doc_finding(struct doc *, const struct finding *);
/* Close the last item and the document. */
void	doc_end(struct doc *);

/* --- The escapes, for tests ------------------------------------------ */

/* s[0..n) as display_add() makes it, newlines and tabs kept ("\r\n" as
 * "\n"). */
void	doc_clean(struct buf *, const char *s, size_t n);
/* s[0..n), cleaned, with & < > " ' as character references. */
void	doc_html(struct buf *, const char *s, size_t n);
/* s[0..n), cleaned, as Markdown text that shows exactly these characters;
 * with inline, newlines are spaces (headings, list items). */
void	doc_md(struct buf *, const char *s, size_t n, int inline_);
/* s[0..n), cleaned, as a fenced code block with info string info (may be
 * ""): the fence is backticks, at least three and one more than the longest
 * run of backticks in s. */
void	doc_md_fence(struct buf *, const char *s, size_t n, const char *info);

#endif
