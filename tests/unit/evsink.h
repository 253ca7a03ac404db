/*
 * evsink.h - the format unit tests' collecting event sink: map() an item
 * and compare its events, rendered as one string, with what a test wants.
 *
 * Events are rendered space-separated (no space after one already there,
 * so a test may add its own separators such as " / " between items):
 *
 *	M:role  T  C:ns:id:name  R:ns:id:e=N  U:ns:id  Z  B  E  I  N  $
 *
 * (M message, T content, C call, R result with is_error, U update, Z
 * reasoning, B boundary, E turn end, I ignored, N note, $ usage).  With
 * EVS_DETAIL the sink asks for the text fields and shows them, strings
 * decoded, other JSON as is, absent ones left out:
 *
 *	M:role=LABEL@TIME#MODEL  T:BLOCK=TEXT  Z:BLOCK=TEXT
 *	N:LABEL=TEXT@TIME  B:LABEL=TEXT@TIME  E:LABEL=TEXT@TIME
 *	$IN/OUT/CACHE_READ/CACHE_WRITE/REASONING#MODEL
 *
 * (BLOCK text, thinking, image or other).  Ids are shown as their
 * JSON (quotes and escapes included), names decoded, "-" for a missing
 * span.  Flags add more (enum evsink_flags).
 *
 * Ownership: a struct evsink owns its buffers; evsink_release() frees them.
 * Items from evsink_item() borrow the json they are made from.
 */
#ifndef EVSINK_H
#define EVSINK_H

#include "buf.h"
#include "format.h"
#include "item.h"

enum evsink_flags {
	EVS_ARGS	= 1 << 0,	/* C:ns:id:name(ARGS) */
	EVS_ARGS_COLON	= 1 << 1,	/* C:ns:id:name:ARGS */
	EVS_TEXT	= 1 << 2,	/* R:ns:id:e=N=>TEXT */
	EVS_TEXT_EQ	= 1 << 3,	/* R:ns:id:e=N=TEXT */
	EVS_RESULT_NAME	= 1 << 4,	/* R:ns:id:NAME:e=N, if the result has one */
	EVS_DETAIL	= 1 << 5	/* a detail sink; text fields shown */
};

struct evsink {
	struct buf	 out;		/* the rendering */
	struct buf	 args;		/* the last EV_CALL's args span */
	struct buf	 text;		/* the last EV_RESULT's text span */
	unsigned	 flags;		/* enum evsink_flags */
	int		 fail_at;	/* > 0: return ST_IO at that event (1-based) */
	int		 count;		/* events received, the failing one included */
	struct event_sink sink;		/* { evsink_emit, this }: pass &c.sink */
};

/* Set up c (with flags) as an empty sink whose c->sink sends to it. */
void		 evsink_init(struct evsink *c, unsigned flags);
/* The event_sink callback: renders ev into the evsink arg. */
int		 evsink_emit(void *arg, const struct event *ev);
/* The rendering as a C string ("" when nothing was rendered). */
const char	*evsink_str(const struct evsink *);
/* Free the buffers; the sink can be used again. */
void		 evsink_release(struct evsink *);

/* An item of json (not copied), everything else zero. */
struct item	 evsink_item(const char *json);
/* fmt->map() of json with state (NULL: fresh state, for formats that have
 * it) into c; returns map()'s status. */
int		 evsink_map(struct evsink *c, const struct format *fmt, const char *json,
		    void *state);
/* Map the NULL-terminated items as one session with fresh state: sep
 * between the items' events, " ST=n" after an item whose map() failed.
 * Returns the first failure's status, or ST_OK. */
int		 evsink_map_session(struct evsink *c, const struct format *fmt,
		    const char *const *items, const char *sep);

/* Map json with fmt (no state) and check, in two assertions named after
 * what, that map() returns ST_OK and that the events render as want. */
void		 evsink_maps(const struct format *fmt, const char *json, const char *want,
		    const char *what);
/* As evsink_maps() with a detail sink (EVS_DETAIL). */
void		 evsink_maps_detail(const struct format *fmt, const char *json,
		    const char *want, const char *what);
/* Map json with fmt (no state) and check the last result's text and the
 * last call's args, each unless NULL. */
void		 evsink_spans(const struct format *fmt, const char *json, const char *text,
		    const char *args, const char *what);
/* As evsink_maps() with a sink of flags (enum evsink_flags). */
void		 evsink_maps_with(const struct format *fmt, unsigned flags,
		    const char *json, const char *want, const char *what);
/* Map the items as one session (evsink_map_session(), " / " between the
 * items) for a sink of flags, and check that it returns ST_OK and that the
 * events render as want. */
void		 evsink_session_is(const struct format *fmt, const char *const *items,
		    unsigned flags, const char *want, const char *what);
/* Run the checker (pairs.h) over the items as one session, mapped with
 * fresh state, and check its findings, "code:id:tool" each ("-" for
 * none), space-separated: "check: WHAT". */
void		 evsink_findings_are(const struct format *fmt,
		    const char *const *items, const char *want, const char *what);
/* Emit callbacks for tests of the writers' spans.  evsink_media_emit()
 * (arg a struct buf): each medium (EV_CONTENT of BLOCK_IMAGE) as its url,
 * data and media type spans, as they are, a space between them, " | "
 * between media.  evsink_raw_emit() (arg a struct evsink, whose sink it
 * replaces): "K<raw>" per call, result and content event (K: C, R, T),
 * " | " between them, a raw span given to a sink without detail shown as
 * "!". */
int		 evsink_media_emit(void *arg, const struct event *ev);
int		 evsink_raw_emit(void *arg, const struct event *ev);
/* fmt->detect() of json. */
int		 evsink_detect(const struct format *fmt, const char *json);
/* Check that fmt->detect() scores json want ("detect WHAT"). */
void		 evsink_detects(const struct format *fmt, const char *json, int want,
		    const char *what);

/*
 * The short forms a format's test calls, of the format it names once with
 * evsink_use() (the newer format tests; the older ones spell their own):
 * each is the evsink_ function of the same name with that format.
 */
void		 evsink_use(const struct format *fmt);
void		 evs_maps(const char *json, const char *want, const char *what);
void		 evs_details(const char *json, const char *want, const char *what);
void		 evs_maps_with(unsigned flags, const char *json, const char *want,
		    const char *what);
void		 evs_spans(const char *json, const char *text, const char *args,
		    const char *what);
void		 evs_session_is(const char *const *items, unsigned flags,
		    const char *want, const char *what);
void		 evs_findings_are(const char *const *items, const char *want,
		    const char *what);
void		 evs_detects(const char *json, int want, const char *what);
/* json is detected as the format's, surely (score 2), among all formats:
 * "WHAT I detected as NAME, surely". */
void		 evs_detected(const char *json, const char *what, size_t i);

#endif
