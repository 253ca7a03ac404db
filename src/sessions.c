/* sessions.c - the sessions a command goes through; see sessions.h. */
#include "diag.h"
#include "format.h"
#include "sessions.h"

int
sessions_load(struct store *st, const struct session_info *info,
    unsigned load, struct item_cursor **items)
{
	if (info->problem != NULL)	/* listed as unsafe: not read */
		return fail(ST_DATA, "%s", info->problem);
	return store_load(st, info->id, load, items);
}

int
sessions_title(struct store *st, const char *session, unsigned load,
    struct buf *out)
{
	struct format_title t;
	struct item_cursor *c = NULL;
	struct item it;
	int status;

	if ((status = store_load(st, session, load, &c)) != ST_OK)
		return status;
	format_title_init(&t);
	while ((status = item_cursor_next(c, &it)) == ST_OK)
		if (format_title_add(&t, &it))
			break;
	item_cursor_free(c);
	buf_adds(out, format_title_text(&t));
	format_title_release(&t);
	return status == ST_END ? ST_OK : status;
}
