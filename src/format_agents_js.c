/*
 * format_agents_js.c - OpenAI Agents SDK for JavaScript session items
 * (AgentInputItem, FORMATS.md 2b).
 *
 * The JS SDK writes Responses-like items in camelCase: calls and results
 * link by callId, and two result types are renamed, function_call_result
 * and computer_call_result.  Each kind pairs in the namespace the Responses
 * format gives it (function, computer, shell, apply_patch, program,
 * tool_search).  hosted_tool_call items carry their own result and are
 * ignored.  Everything the two formats share (messages, reasoning,
 * compaction, unknown items, computer_call_output and other Responses
 * types) goes through format_responses_map_object().  A call or result of
 * the table below linked by call_id instead of callId is accepted.
 */
#include <string.h>

#include "diag.h"
#include "format.h"

struct jstype {
	const char	*type;
	int		 call;		/* 1 call, 0 result */
	const char	*ns;
};

/* The items whose links this module reads itself. */
static const struct jstype jstypes[] = {
	{ "function_call", 1, "function" },
	{ "function_call_result", 0, "function" },
	{ "computer_call", 1, "computer" },
	{ "computer_call_result", 0, "computer" },
	{ "shell_call", 1, "shell" },
	{ "shell_call_output", 0, "shell" },
	{ "apply_patch_call", 1, "apply_patch" },
	{ "apply_patch_call_output", 0, "apply_patch" },
	{ "program", 1, "program" },
	{ "program_output", 0, "program" },
	{ "tool_search_call", 1, "tool_search" },
	{ "tool_search_output", 0, "tool_search" },
	{ NULL, 0, NULL }
};

/* The members mapping and detection look at; n == 0 when absent. */
struct jsitem {
	struct json_span	 type, call_id, call_id_py, name, arguments,
				 action, actions, operation, code, output,
				 status, execution, provider_data, role;
};

/* Is v a JSON string? */
static int
jstring(struct json_span v)
{
	return v.n >= 2 && v.p[0] == '"';
}

/* Is v the JSON string lit? */
static int
jstring_eq(struct json_span v, const char *lit)
{
	return jstring(v) && json_str_eq(v, lit);
}

static void
jsitem_read(struct json_span obj, struct jsitem *r)
{
	struct json_iter it;
	struct json_span k, v;

	memset(r, 0, sizeof(*r));
	if (obj.n == 0 || obj.p[0] != '{' || json_iter_init(&it, obj.p, obj.n) == -1)
		return;
	while (json_iter_next(&it, &k, &v)) {
		if (json_str_eq(k, "type"))
			r->type = v;
		else if (json_str_eq(k, "callId"))
			r->call_id = v;
		else if (json_str_eq(k, "call_id"))
			r->call_id_py = v;
		else if (json_str_eq(k, "name"))
			r->name = v;
		else if (json_str_eq(k, "arguments"))
			r->arguments = v;
		else if (json_str_eq(k, "action"))
			r->action = v;
		else if (json_str_eq(k, "actions"))
			r->actions = v;
		else if (json_str_eq(k, "operation"))
			r->operation = v;
		else if (json_str_eq(k, "code"))
			r->code = v;
		else if (json_str_eq(k, "output"))
			r->output = v;
		else if (json_str_eq(k, "status"))
			r->status = v;
		else if (json_str_eq(k, "execution"))
			r->execution = v;
		else if (json_str_eq(k, "providerData"))
			r->provider_data = v;
		else if (json_str_eq(k, "role"))
			r->role = v;
	}
}

static const struct jstype *
jstype_find(struct json_span type)
{
	if (!jstring(type))
		return NULL;
	for (size_t i = 0; jstypes[i].type != NULL; i++)
		if (json_str_eq(type, jstypes[i].type))
			return &jstypes[i];
	return NULL;
}

/* The link: callId, or call_id as tool search items (and Responses items
 * stored by mistake) spell it. */
static struct json_span
link_of(const struct jsitem *r)
{
	struct json_span none = { NULL, 0 };

	if (jstring(r->call_id))
		return r->call_id;
	if (jstring(r->call_id_py))
		return r->call_id_py;
	return none;
}

static struct json_span
args_of(const struct jstype *t, const struct jsitem *r)
{
	if (strcmp(t->ns, "computer") == 0 || strcmp(t->ns, "shell") == 0)
		return r->action.n > 0 ? r->action : r->actions;
	if (strcmp(t->ns, "apply_patch") == 0)
		return r->operation;
	if (strcmp(t->ns, "program") == 0)
		return r->code;
	return r->arguments;
}

static int
agents_js_map(const struct item *item, void *state, struct event_sink *sink)
{
	struct json_span obj = { item->json, item->len };
	const struct jstype *t;
	struct jsitem r;
	struct event ev;

	(void)state;
	jsitem_read(obj, &r);
	memset(&ev, 0, sizeof(ev));
	if (jstring_eq(r.type, "hosted_tool_call")) {
		ev.kind = EV_IGNORE;
		return ev_emit(sink, &ev);
	}
	if ((t = jstype_find(r.type)) == NULL)
		return format_responses_map_object(obj, sink);
	/* A tool search the server ran, or one without a link, is hosted. */
	if (strcmp(t->ns, "tool_search") == 0 &&
	    (jstring_eq(r.execution, "server") || link_of(&r).n == 0)) {
		ev.kind = EV_IGNORE;
		return ev_emit(sink, &ev);
	}
	ev.ns = t->ns;
	ev.id = link_of(&r);
	if (t->call) {
		ev.kind = EV_CALL;
		ev.name = jstring(r.name) ? r.name : r.type;
		ev.args = args_of(t, &r);
	} else {
		ev.kind = EV_RESULT;
		if (jstring(r.name))
			ev.name = r.name;
		ev.is_error = -1;
		if (strcmp(t->ns, "apply_patch") == 0) {
			if (jstring_eq(r.status, "failed"))
				ev.is_error = 1;
			else if (jstring_eq(r.status, "completed"))
				ev.is_error = 0;
		}
		ev.text = r.output;
	}
	return ev_emit(sink, &ev);
}

/* Does content hold a part of a type JS SDK messages do not use
 * (Anthropic's text, tool_use and tool_result blocks, Chat's image_url)? */
static int
foreign_parts(struct json_span content)
{
	static const char *const types[] = {
		"input_text", "input_image", "input_file", "audio", "output_text",
		"refusal", "image", NULL
	};
	struct json_iter it;
	struct json_span k, v, type;
	int known;

	if (content.n == 0 || content.p[0] != '[' ||
	    json_iter_init(&it, content.p, content.n) == -1)
		return 0;
	while (json_iter_next(&it, &k, &v)) {
		if (v.p[0] != '{' || !json_get(v, "type", &type))
			continue;
		known = 0;
		for (size_t i = 0; types[i] != NULL; i++)
			if (jstring_eq(type, types[i]))
				known = 1;
		if (!known)
			return 1;
	}
	return 0;
}

/*
 * 2: callId, providerData, or a type only the JS SDK writes
 * (function_call_result, computer_call_result, hosted_tool_call, unknown);
 * 1: a shape it shares with Responses (messages, reasoning without a
 * summary, compaction, call and output types without any link key);
 * 0: everything else, including items linked by call_id and messages
 * whose content holds parts of another format.
 */
static int
agents_js_detect(const struct item *item)
{
	static const char *const shared[] = {
		"message", "reasoning", "compaction", "function_call",
		"computer_call", "shell_call", "shell_call_output",
		"apply_patch_call", "apply_patch_call_output", "program",
		"program_output", "tool_search_call", "tool_search_output", NULL
	};
	struct json_span obj = { item->json, item->len }, v;
	struct jsitem r;

	jsitem_read(obj, &r);
	if (r.call_id.n > 0 || r.provider_data.n > 0)
		return 2;
	if (jstring_eq(r.type, "function_call_result") ||
	    jstring_eq(r.type, "computer_call_result") ||
	    jstring_eq(r.type, "hosted_tool_call") || jstring_eq(r.type, "unknown"))
		return 2;
	if (r.call_id_py.n > 0)
		return 0;
	if (r.type.n == 0) {
		if (!jstring_eq(r.role, "user") && !jstring_eq(r.role, "assistant") &&
		    !jstring_eq(r.role, "system"))
			return 0;
		/* Chat and Gemini shapes are not JS messages. */
		if (json_get(obj, "tool_calls", &v) || json_get(obj, "tool_call_id", &v) ||
		    json_get(obj, "parts", &v) || !json_get(obj, "content", &v) ||
		    foreign_parts(v))
			return 0;
		return 1;
	}
	if (jstring_eq(r.type, "message"))
		return json_get(obj, "content", &v) && foreign_parts(v) ? 0 : 1;
	if (jstring_eq(r.type, "reasoning") && json_get(obj, "summary", &v))
		return 0;
	for (size_t i = 0; shared[i] != NULL; i++)
		if (jstring_eq(r.type, shared[i]))
			return 1;
	return 0;
}

const struct format format_agents_js = {
	.name = "agents-js",
	.title = "OpenAI Agents SDK (JavaScript)",
	.placement = P_AFTER,
	.flags = FMT_ID_REQUIRED,
	.errors = {
		.dangling = "No tool output found for function call",
		.orphan = "No tool call found for function call output with call_id",
		.misplaced = NULL
	},
	.detect = agents_js_detect,
	.state_size = 0,
	.map = agents_js_map,
	.free_state = NULL
};
