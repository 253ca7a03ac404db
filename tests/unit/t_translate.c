/*
 * t_translate.c - translation (translate.h) into probe formats, whose
 * writers print what they are given, one line a message: placement,
 * merging, ids, arguments, unanswered calls, counts, refusals.
 */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "format.h"
#include "json.h"
#include "translate.h"
#include "tap.h"

/* --- A cursor over lines of items --------------------------------------- */

struct lines {
	struct item_cursor	 base;
	const char *const	*v;
	size_t			 next;
};

static int
lines_next(struct item_cursor *c, struct item *it)
{
	struct lines *l = (struct lines *)c;
	const char *s = l->v[l->next];

	if (s == NULL)
		return ST_END;
	memset(it, 0, sizeof(*it));
	it->json = s;
	it->len = strlen(s);
	it->seq = ++l->next;
	it->flaw = ITEM_OK;
	return ST_OK;
}

static void
lines_free(struct item_cursor *c)
{
	(void)c;
}

/* --- Probe writers -------------------------------------------------------- */

static void
add_span(struct buf *b, struct json_span v)
{
	if (v.n > 0)
		buf_add(b, v.p, v.n);
	else
		buf_adds(b, "-");
}

static const char *const roles[] = { "none", "system", "user", "assistant",
    "tool", "other" };

static int
probe_message(void *state, const struct format_message *m, struct buf *out)
{
	struct buf line = BUF_INIT;

	(void)state;
	buf_adds(&line, roles[m->role]);
	for (size_t i = 0; i < m->nblocks; i++) {
		const struct event *b = &m->blocks[i];

		buf_adds(&line, " | ");
		switch (b->kind) {
		case EV_CONTENT:
			buf_adds(&line, b->block == BLOCK_TEXT ? "text " :
			    b->block == BLOCK_THINKING ? "think " : "img ");
			if (b->block == BLOCK_IMAGE) {
				add_span(&line, b->url);
				buf_addc(&line, ' ');
				add_span(&line, b->data);
				buf_addc(&line, ' ');
				add_span(&line, b->media_type);
			} else {
				add_span(&line, b->text);
			}
			break;
		case EV_CALL:
			buf_addf(&line, "call %s ", b->ns);
			add_span(&line, b->id);
			buf_addc(&line, ' ');
			add_span(&line, b->name);
			buf_addc(&line, ' ');
			add_span(&line, b->args);
			break;
		case EV_RESULT:
			buf_addf(&line, "result %s ", b->ns);
			add_span(&line, b->id);
			buf_addc(&line, ' ');
			add_span(&line, b->name);
			buf_addc(&line, ' ');
			add_span(&line, b->text);
			buf_addf(&line, " err=%d", b->is_error);
			break;
		default:
			buf_release(&line);
			return ST_DATA;
		}
	}
	json_str_encode(out, line.p, line.len);
	buf_addc(out, '\n');
	buf_release(&line);
	return ST_OK;
}

static int
probe_begin(void *state, const struct format_session *s, struct buf *out)
{
	struct buf line = BUF_INIT;

	(void)state;
	buf_adds(&line, "begin ");
	add_span(&line, s->id);
	buf_addc(&line, ' ');
	add_span(&line, s->cwd);
	buf_addc(&line, ' ');
	add_span(&line, s->time);
	json_str_encode(out, line.p, line.len);
	buf_addc(out, '\n');
	buf_release(&line);
	return ST_OK;
}

/* Anthropic-like: alternating, results in the user's message, strict ids,
 * objects for arguments, error flags, media. */
static const struct format_writer alt_writer = {
	.holds = HOLDS_ALL | HOLDS_ALTERNATE | RESULTS_IN_USER | IDS_STRICT |
	    HOLDS_ERROR | HOLDS_MEDIA,
	.begin = probe_begin,
	.message = probe_message
};
static const struct format alt = {
	.name = "alt", .placement = P_NEXT_MESSAGE_FIRST,
	.flags = FMT_ID_REQUIRED, .writer = &alt_writer
};

/* Chat-like: system messages, string arguments, custom calls. */
static const struct format_writer str_writer = {
	.holds = HOLDS_ALL | HOLDS_SYSTEM | ARGS_STRING | HOLDS_CUSTOM |
	    HOLDS_THINKING,
	.message = probe_message
};
static const struct format str = {
	.name = "str", .placement = P_ADJACENT_RUN, .writer = &str_writer
};

/* Responses-like, placed anywhere later, ids optional. */
static const struct format_writer later_writer = {
	.holds = HOLDS_ALL | IDS_OPTIONAL,
	.message = probe_message
};
static const struct format later = {
	.name = "later", .placement = P_AFTER, .writer = &later_writer
};
static const struct format later_ok = {
	.name = "later-ok", .placement = P_AFTER, .flags = FMT_UNANSWERED_OK,
	.writer = &later_writer
};

/* Translate items (NULL-terminated) from `from` (NULL: the vote) into to:
 * the decoded lines, joined by '\n', into out; the status. */
static int
run(const struct format *to, const struct format *from,
    const char *const *items, struct translate *t, struct buf *out, int strict)
{
	struct lines l = { { lines_next, lines_free, NULL }, items, 0 };
	struct translate_opts o = { .to = to, .from = from, .session = "s1",
	    .strict = strict };
	struct item it;
	int rc;

	buf_reset(out);
	if ((rc = translate_open(t, &l.base, &o)) != ST_OK)
		return rc;
	while ((rc = item_cursor_next(&t->base, &it)) == ST_OK) {
		struct json_span v = { it.json, it.len };

		if (it.json[0] == '"')
			json_str_decode(v, out);
		else
			buf_add(out, it.json, it.len);
		buf_addc(out, '\n');
	}
	return rc == ST_END ? ST_OK : rc;
}

static const char *const chat_sys[] = {
	"{\"role\":\"system\",\"content\":\"Be brief.\"}",
	"{\"role\":\"user\",\"content\":\"Weather?\"}",
	"{\"role\":\"assistant\",\"content\":null,\"tool_calls\":[{\"id\":"
	    "\"call.1:x\",\"type\":\"function\",\"function\":{\"name\":\"w\","
	    "\"arguments\":\"{\\\"city\\\": \\\"Paris\\\"}\"}}]}",
	"{\"role\":\"tool\",\"tool_call_id\":\"call.1:x\",\"content\":\"22C\"}",
	"{\"role\":\"assistant\",\"content\":\"Sunny.\"}",
	NULL
};

static void
test_alt(void)
{
	struct translate t;
	struct buf out = BUF_INIT;
	int rc = run(&alt, NULL, chat_sys, &t, &out, 0);

	is_int(rc, ST_OK, "chat into alt");
	is_str(out.p,
	    "begin \"s1\" - \"2023-11-14T22:13:20.000Z\"\n"
	    "user | text \"Weather?\"\n"
	    "assistant | call function \"call_1_x_14251854\" \"w\" {\"city\":\"Paris\"}\n"
	    "user | result function \"call_1_x_14251854\" \"w\" \"22C\" err=-1\n"
	    "assistant | text \"Sunny.\"\n",
	    "system dropped, id mapped the same in call and result, arguments "
	    "an object, the result in the user's message");
	is_int((long long)t.count[TR_SYSTEM], 1, "one system message lost");
	is_int((long long)t.count[TR_IDS_MAPPED], 1, "one id mapped");
	is_int((long long)translate_lost(&t), 1, "lost: 1");
	ok(t.from == &format_chat, "the vote: chat");
	translate_release(&t);

	rc = run(&alt, NULL, chat_sys, &t, &out, 1);
	is_int(rc, ST_DATA, "--strict: refused at the end");
	translate_release(&t);
	buf_release(&out);
}

static void
test_str(void)
{
	struct translate t;
	struct buf out = BUF_INIT;
	int rc = run(&str, NULL, chat_sys, &t, &out, 1);

	is_int(rc, ST_OK, "chat into str, strict: nothing lost");
	is_str(out.p,
	    "system | text \"Be brief.\"\n"
	    "user | text \"Weather?\"\n"
	    "assistant | call function \"call.1:x\" \"w\" \"{\\\"city\\\":\\\"Paris\\\"}\"\n"
	    "tool | result function \"call.1:x\" \"w\" \"22C\" err=-1\n"
	    "assistant | text \"Sunny.\"\n",
	    "system kept, the id as it was, arguments re-encoded compactly");
	translate_release(&t);
	buf_release(&out);
}

static const char *const chat_users[] = {
	"{\"role\":\"user\",\"content\":\"one\"}",
	"{\"role\":\"user\",\"content\":\"two\"}",
	"{\"role\":\"assistant\",\"content\":\"ok\"}",
	NULL
};

static void
test_merge(void)
{
	struct translate t;
	struct buf out = BUF_INIT;

	is_int(run(&alt, NULL, chat_users, &t, &out, 0), ST_OK, "users into alt");
	is_str(out.p, "begin \"s1\" - \"2023-11-14T22:13:20.000Z\"\nuser | text \"one\" | text \"two\"\n"
	    "assistant | text \"ok\"\n", "two user messages merged");
	is_int((long long)t.count[TR_MERGED], 1, "one merge counted");
	translate_release(&t);
	is_int(run(&str, NULL, chat_users, &t, &out, 0), ST_OK, "users into str");
	is_str(out.p, "user | text \"one\"\nuser | text \"two\"\n"
	    "assistant | text \"ok\"\n", "not merged where roles need not "
	    "alternate");
	translate_release(&t);
	buf_release(&out);
}

/* A call answered only after the next user turn (Responses' placement). */
static const char *const resp_late[] = {
	"{\"type\":\"message\",\"role\":\"user\",\"content\":\"go\"}",
	"{\"type\":\"function_call\",\"call_id\":\"c1\",\"name\":\"f\","
	    "\"arguments\":\"{}\"}",
	"{\"type\":\"message\",\"role\":\"user\",\"content\":\"still?\"}",
	"{\"type\":\"function_call_output\",\"call_id\":\"c1\",\"output\":\"x\"}",
	NULL
};

static void
test_unanswered(void)
{
	struct translate t;
	struct buf out = BUF_INIT;

	is_int(run(&alt, &format_responses, resp_late, &t, &out, 0), ST_OK,
	    "late result into alt");
	is_str(out.p, "begin \"s1\" - \"2023-11-14T22:13:20.000Z\"\nuser | text \"go\"\n"
	    "assistant | call function \"c1\" \"f\" {}\n"
	    "user | result function \"c1\" \"f\" \"" FORMAT_INTERRUPTED "\" err=1 "
	    "| text \"still?\"\n",
	    "answered as interrupted before the next user text, in its message; "
	    "the late result dropped");
	is_int((long long)t.count[TR_RESULTS_ADDED], 1, "one result added");
	is_int((long long)t.count[TR_LATE_RESULTS], 1, "one late result dropped");
	translate_release(&t);

	is_int(run(&later_ok, &format_responses, resp_late, &t, &out, 0), ST_OK,
	    "into a format that allows unanswered calls");
	is_str(out.p, "user | text \"go\"\nassistant | call function \"c1\" \"f\" {}\n"
	    "user | text \"still?\"\ntool | result function \"c1\" \"f\" \"x\" err=-1\n",
	    "left unanswered, the result where it was");
	translate_release(&t);

	is_int(run(&later, &format_responses, resp_late, &t, &out, 0), ST_OK,
	    "into a P_AFTER format");
	ok(strstr(out.p, "user | result function \"c1\" \"f\" \"" FORMAT_INTERRUPTED)
	    == NULL && strstr(out.p, "tool | result function \"c1\" \"f\" \""
	    FORMAT_INTERRUPTED "\" err=1\nuser | text \"still?\"") != NULL,
	    "answered before the next user turn, in a tool message");
	translate_release(&t);
	buf_release(&out);
}

static const char *const orphan[] = {
	"{\"role\":\"user\",\"content\":\"hi\"}",
	"{\"role\":\"tool\",\"tool_call_id\":\"c9\",\"content\":\"x\"}",
	NULL
};
static const char *const noformat[] = { "{\"a\":1}", NULL };

static void
test_refusals(void)
{
	struct translate t;
	struct buf out = BUF_INIT;
	struct lines l = { { lines_next, lines_free, NULL }, chat_sys, 0 };
	struct translate_opts o = { .require = &format_anthropic,
	    .session = "s1" };
	struct item it;

	is_int(run(&alt, NULL, orphan, &t, &out, 0), ST_DATA, "an orphan result");
	translate_release(&t);
	is_int(run(&alt, NULL, noformat, &t, &out, 0), ST_DATA, "no format");
	translate_release(&t);
	is_int(translate_open(&t, &l.base, &o), ST_OK, "require anthropic");
	is_int(item_cursor_next(&t.base, &it), ST_DATA, "a chat session refused");
	translate_release(&t);
	l.next = 0;
	o.require = &format_chat;
	is_int(translate_open(&t, &l.base, &o), ST_OK, "require chat");
	is_int(item_cursor_next(&t.base, &it), ST_OK, "a chat session passes");
	is_mem(it.json, it.len, chat_sys[0], strlen(chat_sys[0]), "as it is");
	translate_release(&t);
	o.to = &format_acp;
	is_int(translate_open(&t, &l.base, &o), ST_DATA, "acp is no target");
	buf_release(&out);
}

/* Gemini calls without ids; a custom call. */
static const char *const gemini_noids[] = {
	"{\"role\":\"user\",\"parts\":[{\"text\":\"go\"}]}",
	"{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":\"f\","
	    "\"args\":{\"a\":1}}},{\"functionCall\":{\"name\":\"g\",\"args\":{}}}]}",
	"{\"role\":\"user\",\"parts\":[{\"functionResponse\":{\"name\":\"g\","
	    "\"response\":{\"output\":\"G\"}}},{\"functionResponse\":{\"name\":"
	    "\"f\",\"response\":{\"output\":\"F\"}}}]}",
	NULL
};
static const char *const custom[] = {
	"{\"type\":\"message\",\"role\":\"user\",\"content\":\"patch\"}",
	"{\"type\":\"custom_tool_call\",\"call_id\":\"c1\",\"name\":\"apply_patch\","
	    "\"input\":\"*** Begin\"}",
	"{\"type\":\"custom_tool_call_output\",\"call_id\":\"c1\",\"output\":\"done\"}",
	NULL
};

static void
test_ids_args(void)
{
	struct translate t;
	struct buf out = BUF_INIT;
	char *a, *b;

	is_int(run(&str, &format_gemini, gemini_noids, &t, &out, 0), ST_OK,
	    "gemini without ids into str");
	is_int((long long)t.count[TR_IDS_MADE], 2, "two ids made");
	a = strstr(out.p, "call function \"call_");
	b = a != NULL ? strstr(a + 1, "call function \"call_") : NULL;
	ok(a != NULL && b != NULL && strstr(out.p, "result function") != NULL,
	    "calls with made ids");
	/* g answered first, by name: its result carries g's made id. */
	ok(b != NULL && strncmp(strstr(out.p, "result function ") + 16, b + 14, 22)
	    == 0, "a result without an id takes the id of its call by name");
	translate_release(&t);

	is_int(run(&later, &format_gemini, gemini_noids, &t, &out, 0), ST_OK,
	    "into a format whose ids are optional");
	ok(strstr(out.p, "call function - \"f\" {\"a\":1}") != NULL,
	    "no id made");
	is_int((long long)t.count[TR_IDS_MADE], 0, "none counted");
	translate_release(&t);

	is_int(run(&alt, &format_responses, custom, &t, &out, 0), ST_OK,
	    "a custom call into alt");
	ok(strstr(out.p, "call function \"c1\" \"apply_patch\" "
	    "{\"input\":\"*** Begin\"}") != NULL, "a function call of {input}");
	ok(strstr(out.p, "result function \"c1\" \"apply_patch\" \"done\"") != NULL,
	    "its result in the function namespace");
	is_int((long long)t.count[TR_CUSTOM], 1, "counted");
	translate_release(&t);
	is_int(run(&str, &format_responses, custom, &t, &out, 0), ST_OK,
	    "into str (custom calls held)");
	ok(strstr(out.p, "call custom \"c1\" \"apply_patch\" \"*** Begin\"") != NULL,
	    "kept as it is");
	translate_release(&t);
	buf_release(&out);
}

static void
test_uuid(void)
{
	struct buf b = BUF_INIT;

	translate_uuid("3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", &b);
	is_str(b.p, "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", "a uuid stays");
	buf_reset(&b);
	translate_uuid("-home-ada/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", &b);
	is_str(b.p, "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", "a tree's id: its uuid");
	buf_reset(&b);
	translate_uuid("s1", &b);
	ok(b.len == 36 && b.p[14] == '4', "another id: a v4-shaped uuid (%s)", b.p);
	{
		struct buf c = BUF_INIT;

		translate_uuid("s1", &c);
		is_str(c.p, b.p, "the same every time");
		buf_reset(&c);
		translate_uuid("s2", &c);
		ok(strcmp(c.p, b.p) != 0, "another for another id");
		buf_release(&c);
	}
	buf_release(&b);
}

int
main(void)
{
	struct buf held = BUF_INIT;	/* the refusals' messages */

	diag_hold(&held);
	setenv("SOURCE_DATE_EPOCH", "1700000000", 1);	/* untimed sessions */
	test_alt();
	test_str();
	test_merge();
	test_unanswered();
	test_refusals();
	test_ids_args();
	test_uuid();
	diag_hold(NULL);
	buf_release(&held);
	return tap_done();
}
