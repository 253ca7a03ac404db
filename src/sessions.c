/* sessions.c - the sessions a command goes through; see sessions.h. */
#include <string.h>

#include "diag.h"
#include "format.h"
#include "json.h"
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

int
sessions_project(struct store *st, const char *session, unsigned load,
    const struct format *fmt, struct buf *out)
{
	struct format_facts f;
	struct item_cursor *c = NULL;
	struct buf scratch = BUF_INIT;
	struct item it;
	unsigned n = 0;
	int status;

	if (store_session_group(st, session, STORE_GROUP_PROJECT, out))
		return ST_OK;
	if (fmt == NULL || fmt->facts == NULL)
		return ST_OK;
	if ((status = store_load(st, session, load, &c)) != ST_OK)
		return status;
	while (n++ < FORMAT_TITLE_ITEMS &&
	    (status = item_cursor_next(c, &it)) == ST_OK) {
		struct json_span rec = { it.json, it.len };

		if (it.flaw != ITEM_OK)
			continue;
		memset(&f, 0, sizeof(f));
		buf_reset(&scratch);
		fmt->facts(rec, &scratch, &f);
		if (f.cwd.n > 0) {
			json_str_decode(f.cwd, out);
			break;
		}
	}
	item_cursor_free(c);
	buf_release(&scratch);
	return status == ST_END || status == ST_OK ? ST_OK : status;
}
