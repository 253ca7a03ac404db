/*
 * format.c - the only file that lists the transcript formats: lookup by
 * name, per-item detection, and the per-session vote.  See format.h.
 */
#include <string.h>

#include "format.h"

/* Detection precedence: the more specific shapes first (FORMATS.md 10). */
const struct format *const format_table[] = {
	&format_acp, &format_codex, &format_claude_code, &format_inngest,
	&format_agentkit, &format_gemini, &format_agents_js, &format_responses,
	&format_anthropic, &format_chat, NULL
};

int
ev_emit(struct event_sink *sink, const struct event *ev)
{
	return sink->emit(sink->arg, ev);
}

const struct format *
format_by_name(const char *name)
{
	for (size_t i = 0; format_table[i] != NULL; i++)
		if (strcmp(format_table[i]->name, name) == 0)
			return format_table[i];
	return NULL;
}

const struct format *
format_detect(const struct item *it, int *score)
{
	const struct format *best = NULL;
	int top = 0;

	for (size_t i = 0; format_table[i] != NULL; i++) {
		int s = format_table[i]->detect(it);

		if (s > top) {
			top = s;
			best = format_table[i];
		}
	}
	*score = top;
	return best;
}

void
format_vote_add(struct format_vote *v, const struct item *it)
{
	v->items++;
	for (size_t i = 0; format_table[i] != NULL && i < 16; i++) {
		int s = format_table[i]->detect(it);

		if (s >= 2)
			v->strong[i]++;
		else if (s == 1)
			v->weak[i]++;
	}
}

const struct format *
format_vote_result(const struct format_vote *v)
{
	size_t best = 0;
	int found = 0;

	/* Most strong votes wins, then most weak votes; a tie goes to the
	 * later, more general format (plain messages are Chat). */
	for (size_t i = 0; format_table[i] != NULL && i < 16; i++) {
		if (v->strong[i] == 0 && v->weak[i] == 0)
			continue;
		if (!found || v->strong[i] > v->strong[best] ||
		    (v->strong[i] == v->strong[best] && v->weak[i] >= v->weak[best])) {
			best = i;
			found = 1;
		}
	}
	return found ? format_table[best] : NULL;
}
