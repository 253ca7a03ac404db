// voltagent.mjs DB: a VoltAgent memory database written by VoltAgent's own
// LibSQLMemoryAdapter (@voltagent/libsql, pinned in package.json) through
// its public API: two conversations of one user, messages as AI SDK
// UIMessages (parts).  conv-paris: a question, a tool call with its output
// (state "output-available"), the answer.  conv-rome: a tool call left
// without output (state "input-available"), then the user goes on.
// VoltAgent stamps created_at with the clock, every message of a batch
// with the same time: so each message here is its own batch, in order.
// Used by make-fixtures.sh.
import { LibSQLMemoryAdapter } from '@voltagent/libsql';

const path = process.argv[2];
const mem = new LibSQLMemoryAdapter({ url: 'file:' + path });
const text = (t) => ({ type: 'text', text: t });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function add(conv, list) {
	for (const m of list) {
		await mem.addMessages([m], 'user-ada', conv);
		await sleep(5);		/* a later created_at for the next */
	}
}

await mem.createConversation({ id: 'conv-paris', resourceId: 'weather-agent',
	userId: 'user-ada', title: 'Weather in Paris',
	metadata: { source: 'transcript fixture' } });
await add('conv-paris', [
	{ id: 'p1', role: 'user', parts: [text('What is the weather in Paris?')] },
	{ id: 'p2', role: 'assistant', parts: [{ type: 'tool-get_weather',
	    toolCallId: 'call_paris_1', state: 'output-available',
	    input: { city: 'Paris', unit: 'celsius' },
	    output: { tempC: 18, sky: 'cloudy', note: 'quotes " and \\ kept' } }] },
	{ id: 'p3', role: 'assistant',
	    parts: [text('It is 18°C and cloudy in Paris. 東京 is next? 🚀')] },
]);
await mem.createConversation({ id: 'conv-rome', resourceId: 'weather-agent',
	userId: 'user-ada', title: 'Weather in Rome', metadata: {} });
await add('conv-rome', [
	{ id: 'r1', role: 'user', parts: [text('And Rome?')] },
	{ id: 'r2', role: 'assistant', parts: [{ type: 'tool-get_weather',
	    toolCallId: 'call_rome_1', state: 'input-available',
	    input: { city: 'Rome' } }] },
	{ id: 'r3', role: 'user', parts: [text('Never mind.')] },
]);
const back = await mem.getMessages('user-ada', 'conv-paris');
if (back.length !== 3)
	throw new Error('VoltAgent did not read back what it wrote');
