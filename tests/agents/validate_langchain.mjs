// validate_langchain.mjs - load JSON Lines of LangChain message dicts
// (stdin, {"type": ..., "data": {...}} as message_to_dict() makes them)
// with @langchain/core's own mapStoredMessagesToChatMessages
// (tests/agents/package.json pins it), and check that each comes back as
// the class its type names, with its tool calls and tool_call_id: "ok N"
// on stdout, or the first failure and its line on stderr, exit 1.  For
// tests/cli/t4520-validators.sh.
import { mapStoredMessagesToChatMessages } from '@langchain/core/messages';
import { createInterface } from 'node:readline';

const classes = { human: 'human', ai: 'ai', system: 'system', tool: 'tool',
  function: 'function' };
let n = 0;
const fail = (why) => { console.error(`line ${n}: ${why}`); process.exit(1); };
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  n++;
  if (line.trim() === '') continue;
  let d;
  try { d = JSON.parse(line); } catch (e) { fail(`not JSON: ${e.message}`); }
  let m;
  try { [m] = mapStoredMessagesToChatMessages([d]); } catch (e) { fail(`not loaded: ${e.message}`); }
  if (classes[d.type] === undefined) fail(`type ${d.type} is no message class`);
  if (m._getType() !== classes[d.type]) fail(`loaded as ${m._getType()}, not ${d.type}`);
  const calls = (d.data && d.data.tool_calls) || [];
  if ((m.tool_calls || []).length !== calls.length) fail(`${calls.length} tool calls became ${(m.tool_calls || []).length}`);
  calls.forEach((c, i) => {
    const g = m.tool_calls[i];
    if (g.id !== c.id || g.name !== c.name || JSON.stringify(g.args) !== JSON.stringify(c.args))
      fail(`tool call ${i} came back as ${JSON.stringify(g)}`);
  });
  if (d.type === 'tool' && m.tool_call_id !== d.data.tool_call_id) fail(`tool_call_id ${d.data.tool_call_id} became ${m.tool_call_id}`);
}
console.log(`ok ${n}`);
