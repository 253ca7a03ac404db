/* t_conv.c - one view of a conversation (conv.h): which message an item
 * carries on, and the blocks events become. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "conv.h"
#include "diag.h"
#include "evsink.h"
#include "format_impl.h"
#include "tap.h"

/*
 * An item's view as a string: its message as "ROLE/FROM/NAME" (FROM own,
 * carried or implied; "-" without one), then " |", then each block: B
 * (begins a message: "B=NAME", "B~NAME" for an echo), T text, H thinking,
 * Z reasoning, M media, O other, C call, R result, N note, U usage, I
 * ignored; conversation blocks followed by ">ROLE", the role they are
 * shown under (conv_block_role()).
 */
static const char *
view(const struct conv_item *ci)
{
	static const char *const from[] = { "own", "carried", "implied" };
	static const char kinds[] = "BTHMOCRNUI";
	static struct buf b;

	buf_reset(&b);
	if (ci->msg == NULL) {
		buf_adds(&b, "-");
	} else {
		buf_addf(&b, "%s/%s/", format_role_name(ci->msg->role),
		    from[ci->msg->from]);
		conv_msg_name(ci->msg, &b);
	}
	buf_adds(&b, " |");
	for (size_t i = 0; i < ci->nr; i++) {
		const struct conv_block *bl = &ci->v[i];

		buf_addc(&b, ' ');
		buf_addc(&b, bl->ev.kind == EV_REASONING ? 'Z' : kinds[bl->kind]);
		if (bl->kind == CONV_BEGIN) {
			buf_addc(&b, bl->msg->echo ? '~' : '=');
			conv_msg_name(bl->msg, &b);
		} else if (bl->kind >= CONV_TEXT && bl->kind <= CONV_RESULT) {
			buf_addf(&b, ">%s", format_role_name(conv_block_role(bl)));
		}
	}
	return b.p;
}

/* --- The rule, on Claude Code's lines ---------------------------------- */

#define ASST(id, block) "{\"type\":\"assistant\",\"sessionId\":\"S\"," \
	"\"message\":{\"id\":\"" id "\",\"role\":\"assistant\",\"content\":[" \
	block "]}}"
#define USER(block) "{\"type\":\"user\",\"sessionId\":\"S\",\"message\":" \
	"{\"role\":\"user\",\"content\":[" block "]}}"
#define USE(id)	"{\"type\":\"tool_use\",\"id\":\"" id "\",\"name\":\"Bash\"," \
	"\"input\":{\"command\":\"ls\"}}"
#define RES(id)	"{\"type\":\"tool_result\",\"tool_use_id\":\"" id "\"," \
	"\"content\":\"ok\"}"
#define TXT	"{\"type\":\"text\",\"text\":\"x\"}"

/* Feed the lines (NULL-terminated) as one Claude Code session; compare
 * each item's view with want[i]. */
static void
check_lines(const char *const *lines, const char *const *want, const char *what)
{
	struct conv c;

	conv_init(&c, &format_claude_code, 1);
	for (size_t i = 0; lines[i] != NULL; i++) {
		struct item it = evsink_item(lines[i]);

		is_int(conv_feed(&c, &it, NULL, NULL), ST_OK, "%s: line %zu fed",
		    what, i);
		is_str(view(&c.item), want[i], "%s: line %zu", what, i);
	}
	conv_release(&c);
}

static void
test_claude_code(void)
{
	static const char *const parallel[] = {
		USER(TXT),
		ASST("msg_X", TXT),
		ASST("msg_X", USE("A")),
		ASST("msg_X", USE("B")),
		USER(RES("A")),
		USER(RES("B")),
		ASST("msg_Y", TXT),
		NULL
	};
	static const char *const parallel_want[] = {
		"user/own/user | B=user T>user",
		"assistant/own/assistant | B=assistant T>assistant",
		/* the lines of one API message carry it on */
		"assistant/carried/assistant | C>assistant",
		"assistant/carried/assistant | C>assistant",
		/* results begin the user message that answers them... */
		"user/own/user | B=user R>tool",
		/* ... and the next line of results carries it on: the user's
		 * message, shown apart as the tool's */
		"user/carried/user | R>tool",
		"assistant/own/assistant | B=assistant T>assistant",
	};

	check_lines(parallel, parallel_want, "parallel calls");
}

/* --- The rule, on events ----------------------------------------------- */

/* Events of one item, as short codes: "m:ROLE" a message (ROLE user,
 * assistant, tool, system; "e:ROLE" an echo; "M:ROLE:LABEL" labelled), "t"
 * text, "c" a call, "r" a result, "z" reasoning, "n" a note. */
static void
feed(struct conv *c, const struct item *it, const char *codes)
{
	static const struct format_role roles[] = {
		{ "user", ROLE_USER }, { "assistant", ROLE_ASSISTANT },
		{ "tool", ROLE_TOOL }, { "system", ROLE_SYSTEM }, { NULL, ROLE_NONE }
	};
	char buf[256], *p, *save = NULL;

	/* the labels live until the next item is fed, as its bytes would */
	static char labels[32][42];
	size_t nl = 0;

	conv_begin(c, it, NULL);
	strcpy(buf, codes);
	for (p = strtok_r(buf, " ", &save); p != NULL; p = strtok_r(NULL, " ",
	    &save)) {
		struct event ev;
		char role[40], *label = labels[nl < 31 ? nl++ : 31];

		memset(&ev, 0, sizeof(ev));
		switch (p[0]) {
		case 'm':
		case 'e':
		case 'M':
			ev.kind = EV_MESSAGE;
			ev.echo = p[0] == 'e';
			strcpy(role, "\"");
			strncat(role, p + 2, 30);
			if (strchr(role, ':') != NULL)
				*strchr(role, ':') = '\0';
			strcat(role, "\"");
			ev.role = format_role((struct json_span){ role,
			    strlen(role) }, roles);
			if (p[0] == 'M') {
				snprintf(label, sizeof(labels[0]), "\"%s\"",
				    strrchr(p, ':') + 1);
				ev.label = (struct json_span){ label,
				    strlen(label) };
			}
			break;
		case 't':
			ev.kind = EV_CONTENT;
			ev.block = BLOCK_TEXT;
			break;
		case 'c':
			ev.kind = EV_CALL;
			break;
		case 'r':
			ev.kind = EV_RESULT;
			break;
		case 'z':
			ev.kind = EV_REASONING;
			ev.block = BLOCK_THINKING;
			break;
		default:
			ev.kind = EV_NOTE;
			break;
		}
		ev_emit(conv_sink(c), &ev);
	}
	conv_end(c);
}

/* Items as event codes (NULL-terminated), fed in turn; compare the views,
 * separated by " / ". */
static void
check_items(const char *const *items, const char *want, const char *what)
{
	struct item it = evsink_item("{}");
	struct buf got = BUF_INIT;
	struct conv c;

	conv_init(&c, NULL, 1);
	for (size_t i = 0; items[i] != NULL; i++) {
		feed(&c, &it, items[i]);
		if (i > 0)
			buf_adds(&got, " / ");
		buf_adds(&got, view(&c.item));
	}
	is_str(got.p, want, "rule: %s", what);
	conv_release(&c);
	buf_release(&got);
}

static void
test_rule(void)
{
	static const char *const sides[] = { "M:assistant:model", "c", "r", "t",
	    NULL };
	static const char *const user_results[] = { "m:user", "r", "r t", NULL };
	static const char *const tool_results[] = { "M:tool:function", "r",
	    NULL };
	static const char *const implied[] = { "m:user", "z", "t", "c", NULL };
	static const char *const first[] = { "t", "t", NULL };
	static const char *const first_result[] = { "r", "t", NULL };
	static const char *const echo[] = { "m:assistant", "e:user t", "t",
	    "e:user c", NULL };
	static const char *const several[] = { "m:user t m:assistant t", "c",
	    NULL };
	static const char *const before[] = { "m:assistant", "r m:user t",
	    "n", "n t", NULL };

	check_items(sides,
	    "assistant/own/model | B=model / "
	    "assistant/carried/model | C>assistant / "
	    "tool/implied/tool | R>tool / "
	    "assistant/carried/model | T>assistant",
	    "a call carries on the assistant's message, a result after it is "
	    "the tool's, and what follows that the assistant's again");
	check_items(user_results,
	    "user/own/user | B=user / user/carried/user | R>tool / "
	    "user/carried/user | R>tool T>user",
	    "a user message takes results (shown as the tool's)");
	check_items(tool_results,
	    "tool/own/function | B=function / "
	    "tool/carried/function | R>tool",
	    "a tool message takes results, under its own name");
	check_items(implied,
	    "user/own/user | B=user / assistant/implied/assistant | Z>assistant / "
	    "assistant/carried/assistant | T>assistant / "
	    "assistant/carried/assistant | C>assistant",
	    "reasoning after a user's message implies the assistant's, which "
	    "the next items carry on");
	check_items(first,
	    "assistant/implied/assistant | T>assistant / "
	    "assistant/carried/assistant | T>assistant",
	    "text before any message is the assistant's");
	check_items(first_result,
	    "tool/implied/tool | R>tool / assistant/implied/assistant | "
	    "T>assistant",
	    "a result before any message is the tool's, and is not carried on");
	check_items(echo,
	    "assistant/own/assistant | B=assistant / - | B~user T>user / "
	    "assistant/carried/assistant | T>assistant / "
	    "assistant/carried/assistant | B~user C>assistant",
	    "an echo holds its content only, and is never carried on");
	check_items(several,
	    "user/own/user | B=user T>user B=assistant T>assistant / "
	    "assistant/carried/assistant | C>assistant",
	    "an item's last message is the one carried on");
	check_items(before,
	    "assistant/own/assistant | B=assistant / "
	    "user/own/user | R>tool B=user T>user / - | N / "
	    "user/carried/user | N T>user",
	    "blocks before an item's first message are carried; notes carry "
	    "nothing on");
}

/* --- Blocks -------------------------------------------------------------- */

static void
test_blocks(void)
{
	const char *json = "{\"role\":\"assistant\",\"model\":\"m1\",\"content\":["
	    "{\"type\":\"text\",\"text\":\"hi\"},"
	    "{\"type\":\"thinking\",\"thinking\":\"hmm\"},"
	    "{\"type\":\"image\",\"source\":{}},"
	    "{\"type\":\"widget\",\"x\":1},"
	    "{\"type\":\"tool_use\",\"id\":\"t1\",\"name\":\"ls\",\"input\":{}}],"
	    "\"usage\":{\"input_tokens\":3,\"output_tokens\":4}}";
	struct item it = evsink_item(json);
	struct conv c;
	const struct conv_item *ci;
	size_t raw = 0;

	conv_init(&c, &format_anthropic, 1);
	is_int(conv_feed(&c, &it, NULL, "Label"), ST_OK, "blocks: fed");
	ci = &c.item;
	is_str(view(ci), "assistant/own/assistant | B=assistant U T>assistant "
	    "H>assistant M>assistant O>assistant C>assistant",
	    "blocks: text, thinking, media, other, call and usage in order");
	ok(ci->it == &it && ci->events == ci->nr, "blocks: a block an event");
	for (size_t i = 0; i < ci->nr; i++)
		raw += ci->v[i].raw.p == it.json && ci->v[i].raw.n == it.len;
	is_int((long long)raw, (long long)ci->nr, "blocks: each with the item's bytes");
	ok(ci->msg->model.n == 4 && memcmp(ci->msg->model.p, "\"m1\"", 4) == 0,
	    "blocks: the message's model");
	ok(ci->v[1].kind == CONV_USAGE && ci->v[1].ev.usage.output == 4,
	    "blocks: usage as a block");
	ok(ci->v[6].kind == CONV_CALL && ci->v[6].ev.name.n == 4,
	    "blocks: a call keeps its event");
	conv_release(&c);
}

/* A message without a label is named by the label given, also when carried
 * on after the item's bytes are gone; conv_end() again changes nothing. */
static void
test_names(void)
{
	struct conv c;
	struct item it;
	struct buf name = BUF_INIT;
	char *json = strdup("{\"role\":\"user\",\"content\":\"hi\"}");
	const struct conv_item *ci;

	conv_init(&c, NULL, 1);
	it = evsink_item(json);
	conv_begin(&c, &it, "Human");
	{
		struct event ev;

		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_MESSAGE;
		ev.role = ROLE_USER;
		ev.model = (struct json_span){ json + 1, 6 };
		ev_emit(conv_sink(&c), &ev);
	}
	conv_end(&c);
	conv_msg_name(c.item.msg, &name);
	is_str(name.p, "Human", "names: the fallback label");
	memset(json, 'x', strlen(json));	/* the item's bytes are gone */
	free(json);
	json = strdup("{\"x\":1}");
	it = evsink_item(json);
	conv_begin(&c, &it, "Other");
	{
		struct event ev;

		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_RESULT;
		ev_emit(conv_sink(&c), &ev);
	}
	ci = conv_end(&c);
	ok(conv_end(&c) == ci && ci->nr == 1, "names: conv_end() again");
	buf_reset(&name);
	conv_msg_name(ci->msg, &name);
	is_str(name.p, "Human", "names: a carried message keeps its name");
	ok(ci->msg->model.n == 6 && memcmp(ci->msg->model.p, "\"role\"", 6) == 0,
	    "names: and its model, copied");
	free(json);
	buf_release(&name);
	conv_release(&c);
}

/* conv_feed_detected(): a foreign item read again, its first reading
 * dropped but counted. */
static void
test_detected(void)
{
	const char *json = "{\"type\":\"function_call_output\",\"call_id\":\"c1\","
	    "\"output\":\"ok\"}";
	struct item it = evsink_item(json);
	struct conv c;

	conv_init(&c, &format_chat, 1);
	is_int(conv_feed(&c, &it, NULL, NULL), ST_OK, "detected: fed");
	is_int(conv_feed_detected(&c), ST_OK, "detected: read again");
	is_str(view(&c.item), "tool/implied/tool | R>tool",
	    "detected: as the format it looks like reads it");
	ok(c.item.events > c.item.nr, "detected: the first reading counted");
	conv_release(&c);
}

/* conv_aside(): a main session's isSidechain lines (Claude Code 1.0's
 * inline subagent) read apart, as their own conversation; without it,
 * notes. */
static void
test_aside(void)
{
	static const char *const lines[] = {
		"{\"type\":\"user\",\"isSidechain\":false,\"message\":{\"role\":"
		    "\"user\",\"content\":\"go\"}}",
		"{\"type\":\"assistant\",\"isSidechain\":false,\"message\":{\"id\":"
		    "\"m1\",\"role\":\"assistant\",\"content\":[" USE("T") "]}}",
		"{\"type\":\"user\",\"isSidechain\":true,\"message\":{\"role\":"
		    "\"user\",\"content\":\"sub\"}}",
		"{\"type\":\"assistant\",\"isSidechain\":true,\"message\":{\"id\":"
		    "\"m2\",\"role\":\"assistant\",\"content\":[" TXT "]}}",
		"{\"type\":\"user\",\"isSidechain\":false,\"message\":{\"role\":"
		    "\"user\",\"content\":[" RES("T") "]}}",
		NULL
	};
	static const char *const with[] = {
		"user/own/user | B=user T>user",
		"assistant/own/assistant | B=assistant C>assistant",
		"user/own/user | B=user T>user",
		"assistant/own/assistant | B=assistant T>assistant",
		/* the session's result is not carried into the aside */
		"user/own/user | B=user R>tool",
	};
	static const char *const without[] = {
		"user/own/user | B=user T>user",
		"assistant/own/assistant | B=assistant C>assistant",
		"- | N",
		"- | N",
		"user/own/user | B=user R>tool",
	};
	struct conv c;

	for (int a = 0; a < 2; a++) {
		conv_init(&c, &format_claude_code, 1);
		if (a)
			conv_aside(&c);
		for (size_t i = 0; lines[i] != NULL; i++) {
			struct item it = evsink_item(lines[i]);

			is_int(conv_feed(&c, &it, NULL, NULL), ST_OK,
			    "aside %d: line %zu fed", a, i);
			is_str(view(&c.item), a ? with[i] : without[i],
			    "aside %d: line %zu", a, i);
			is_int(c.item.aside, a && (i == 2 || i == 3),
			    "aside %d: line %zu marked", a, i);
		}
		conv_release(&c);
	}
}

int
main(void)
{
	test_claude_code();
	test_rule();
	test_blocks();
	test_names();
	test_detected();
	test_aside();
	return tap_done();
}
