/*
 * price.h - what a model's tokens cost: the price table (data/prices,
 * installed in the data directory) read at run time, and the cost of one
 * response's usage by it.
 *
 * The table's format (data/prices says it at its top): '#' comments and
 * blank lines, then one line per model,
 *
 *	MODEL INPUT OUTPUT CACHE_READ CACHE_WRITE_5M CACHE_WRITE_1H
 *	    [> TOKENS INPUT OUTPUT CACHE_READ CACHE_WRITE_5M CACHE_WRITE_1H]
 *
 * in US dollars per million tokens, decimals of up to 6 places; the
 * optional tier prices every token of a response whose prompt (input,
 * cache read and cache write) is over TOKENS.  A later line of a MODEL
 * replaces the earlier one (so --prices overrides or extends the table).
 *
 * Lookup: a model name loses what comes before its last '/' ("anthropic/",
 * "models/"), then matches the MODEL it equals, else the longest MODEL it
 * begins followed by a version's suffix: '@' or ':' and anything, or '-'
 * and a date (YYYYMMDD, YYYY-MM-DD), "latest" or "v" and a digit
 * ("claude-sonnet-4-5-20250929" is claude-sonnet-4-5's; "gpt-5.1",
 * "gpt-5-pro" and "claude-opus-4-7" are not gpt-5's or claude-opus-4's:
 * a model not in the table has no price).
 *
 * Money is integer: a price is kept in millionths of a dollar per million
 * tokens, so a cost is exact in picodollars (1e-12 USD): tokens * price.
 * A sum overflows past about 18 million dollars (price_add() says so).
 *
 * Ownership: a struct prices owns its models' names and rows; nothing else
 * is allocated.  Errors (a line that is not one of the format) come back
 * as ST_DATA with the file and line said (diag.h).
 */
#ifndef PRICE_H
#define PRICE_H

#include <stddef.h>
#include <stdint.h>

/* The token kinds a response is priced by. */
enum price_kind {
	PRICE_INPUT, PRICE_OUTPUT, PRICE_CACHE_READ, PRICE_CACHE_5M,
	PRICE_CACHE_1H, PRICE_KINDS
};

struct price_row {
	char		*model;
	uint64_t	 base[PRICE_KINDS];	/* micro-USD per Mtok */
	uint64_t	 tier_over;		/* 0: no tier */
	uint64_t	 tier[PRICE_KINDS];
};

struct prices {
	struct price_row	*v;
	size_t			 nr, alloc;
};

/* Read the price table file path into p (added to what p holds, a later
 * row of a model replacing its earlier one): ST_OK, ST_NOT_FOUND if there
 * is no such file, ST_IO, or ST_DATA with the line that is wrong. */
int	price_read(struct prices *p, const char *path);
/* The same from text[0..n) named name (in messages). */
int	price_parse(struct prices *p, const char *name, const char *text,
	    size_t n);
/* The installed table: $TRANSCRIPT_DATA_DIR/prices if set, else
 * ../share/transcript/prices beside the running program (an installed
 * one, wherever it was moved), ../data/prices (a build tree), else
 * DATADIR/prices (the Makefile's); its path into the caller's path buffer
 * (size n).  ST_NOT_FOUND (silently) if none, ST_USAGE if
 * TRANSCRIPT_DATA_DIR names a directory without one. */
int	price_read_default(struct prices *p, char *path, size_t n);
void	price_release(struct prices *p);

/* The row of model[0..n), or NULL. */
const struct price_row *price_find(const struct prices *p, const char *model,
	    size_t n);
/* The cost in picodollars of a response's tokens t[PRICE_KINDS] (each
 * >= 0) by row r: 0, or -1 if it does not fit in 64 bits. */
int	price_cost(const struct price_row *r, const int64_t t[PRICE_KINDS],
	    uint64_t *pico);
/* *sum += v: 0, or -1 on overflow (*sum untouched). */
int	price_add(uint64_t *sum, uint64_t v);
/* Append pico as dollars: all 12 decimals with trailing zeros cut
 * ("0.16758075", "12", "0"); with places >= 0, rounded to that many. */
struct buf;
void	price_format(struct buf *b, uint64_t pico, int places);

#endif
