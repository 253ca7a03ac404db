// validate_agents_js.mjs - parse JSON Lines items (stdin) with the OpenAI
// Agents SDK's own schema of a conversation item, protocol.ModelItem from
// @openai/agents-core (tests/agents/package.json pins it): "ok N" on
// stdout, or the first item it refuses, its line and the schema's message
// on stderr, exit 1.  For tests/cli/t4520-validators.sh.
import { protocol } from '@openai/agents-core';
import { createInterface } from 'node:readline';

let n = 0;
let bad = false;
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  n++;
  if (line.trim() === '') continue;
  let item;
  try {
    item = JSON.parse(line);
  } catch (e) {
    console.error(`line ${n}: not JSON: ${e.message}`);
    bad = true;
    break;
  }
  const r = protocol.ModelItem.safeParse(item);
  if (!r.success) {
    console.error(`line ${n}: not a protocol.ModelItem: ${r.error.message.slice(0, 600)}`);
    bad = true;
    break;
  }
  // An item of no known type parses as UnknownItem: not what we write.
  if (r.data.type === undefined && r.data.role === undefined) {
    console.error(`line ${n}: neither a typed item nor a message`);
    bad = true;
    break;
  }
}
if (bad) process.exit(1);
console.log(`ok ${n}`);
