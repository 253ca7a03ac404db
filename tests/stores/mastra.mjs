// mastra.mjs DB: a Mastra memory database written by Mastra's own
// LibSQLStore (@mastra/libsql, pinned in package.json) through its public
// memory API: two threads of one resource, with messages in Mastra's
// format 2 (parts).  thread-paris: a question, a tool call answered in
// its part (state "result"), the answer.  thread-rome: a tool call left
// unanswered (state "call"), then the user goes on.  Times are fixed, a
// second apart, so the database is the same at every run but for what
// Mastra itself varies.  Used by make-fixtures.sh.
import { LibSQLStore } from '@mastra/libsql';

const path = process.argv[2];
const storage = new LibSQLStore({ id: 'fixture', url: 'file:' + path });
await storage.init();
const memory = await storage.getStore('memory');
const t0 = Date.parse('2026-05-06T10:00:00.000Z');
const at = (s) => new Date(t0 + s * 1000);
const msg = (id, threadId, role, s, parts, text) => ({
	id, threadId, resourceId: 'user-ada', role, createdAt: at(s), type: 'v2',
	content: text === undefined ? { format: 2, parts } :
	    { format: 2, parts, content: text },
});
const text = (t) => ({ type: 'text', text: t });

await memory.saveThread({ thread: { id: 'thread-paris', resourceId: 'user-ada',
	title: 'Weather in Paris', createdAt: at(0), updatedAt: at(0),
	metadata: { source: 'transcript fixture' } } });
await memory.saveMessages({ messages: [
	msg('p1', 'thread-paris', 'user', 1, [text('What is the weather in Paris?')],
	    'What is the weather in Paris?'),
	msg('p2', 'thread-paris', 'assistant', 2, [{ type: 'tool-invocation',
	    toolInvocation: { state: 'result', toolCallId: 'call_paris_1',
	    toolName: 'get_weather', args: { city: 'Paris', unit: 'celsius' },
	    result: { tempC: 18, sky: 'cloudy', note: 'quotes " and \\ kept' } } }]),
	msg('p3', 'thread-paris', 'assistant', 3,
	    [text('It is 18°C and cloudy in Paris. 東京 is next? 🚀')],
	    'It is 18°C and cloudy in Paris. 東京 is next? 🚀'),
] });

await memory.saveThread({ thread: { id: 'thread-rome', resourceId: 'user-ada',
	title: 'Weather in Rome', createdAt: at(100), updatedAt: at(100),
	metadata: {} } });
await memory.saveMessages({ messages: [
	msg('r1', 'thread-rome', 'user', 101, [text('And Rome?')], 'And Rome?'),
	msg('r2', 'thread-rome', 'assistant', 102, [{ type: 'tool-invocation',
	    toolInvocation: { state: 'call', toolCallId: 'call_rome_1',
	    toolName: 'get_weather', args: { city: 'Rome' } } }]),
	msg('r3', 'thread-rome', 'user', 103, [text('Never mind.')], 'Never mind.'),
] });

const back = await memory.listMessages({ threadId: 'thread-paris' });
if ((back.messages || back).length !== 3)
	throw new Error('Mastra did not read back what it wrote');
await storage.close?.();
