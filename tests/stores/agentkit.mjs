// tests/stores/agentkit.mjs: fixtures/native/agentkit-pg.sql, written as
// AgentKit's Postgres history adapter writes (inngest/agent-kit
// examples/use-agent/inngest/db.ts, and examples/agentkit-starter's for the
// older layout in schema "starter"), each agent row's data and checksum
// made by @inngest/agent-kit's own AgentResult (export(), checksum: an
// xxhash64 of its messages and its createdAt's local-time string; run with
// TZ=UTC).  Prints psql input on stdout.  The adapter's NOW() (an agent
// row's created_at, a thread's times) is a fixed time here, its random
// UUIDs fixed ones, so that the fixture is the same each time it is made.
import { readFileSync } from "node:fs";
import { AgentResult } from "@inngest/agent-kit";

const version = JSON.parse(readFileSync(new URL(
    "./node_modules/@inngest/agent-kit/package.json", import.meta.url))).version;

const lit = (s) => (s === null ? "NULL" : "'" + String(s).replace(/'/g, "''") + "'");
const out = [];
const sql = (s) => out.push(s);

sql(`-- AgentKit's Postgres history tables (inngest/agent-kit, Apache-2.0;
-- fixtures/README): use-agent's layout in schema public, the starter's in
-- schema "starter".  Made by tests/stores/agentkit.mjs with
-- @inngest/agent-kit ${version}: the rows as the examples' adapters
-- insert them, each agent row's data and checksum AgentResult's own.`);
sql(`SET TimeZone = 'UTC';`);
sql(`CREATE TABLE agentkit_threads (
    thread_id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id TEXT,
    metadata JSONB DEFAULT '{}',
    created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
    updated_at TIMESTAMP WITH TIME ZONE DEFAULT NOW()
);
CREATE TABLE agentkit_messages (
    id SERIAL PRIMARY KEY,
    message_id UUID NOT NULL,
    thread_id UUID NOT NULL REFERENCES agentkit_threads(thread_id) ON DELETE CASCADE,
    message_type TEXT NOT NULL CHECK (message_type IN ('user', 'agent')),
    agent_name TEXT,
    content TEXT,
    data JSONB,
    client_state JSONB,
    checksum TEXT NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
    UNIQUE(thread_id, checksum),
    UNIQUE(thread_id, message_id)
);
CREATE INDEX idx_messages_thread_id ON agentkit_messages(thread_id);
CREATE INDEX idx_messages_created_at ON agentkit_messages(created_at);
CREATE INDEX idx_messages_type ON agentkit_messages(message_type);`);

const weather = { type: "tool", id: "call_paris_1", name: "get_weather", input: { city: "Paris", unit: "celsius" } };
const search = { type: "tool", id: "toolu_02", name: "web_search", input: { q: "Rome \"weather\" \\ today" } };

// createThread(): state.threadId set, so an upsert with the state's data.
function thread(id, userId, data, at) {
	sql(`INSERT INTO agentkit_threads (thread_id, user_id, metadata, created_at, updated_at) VALUES (${lit(id)}, ${lit(userId)}, ${lit(JSON.stringify(data))}, ${lit(at)}, ${lit(at)});`);
}
// appendUserMessage(): use-agent's checksum.
function user(threadId, msgId, content, at, state) {
	const ts = new Date(at);
	const hash = Buffer.from(content).toString("base64").substring(0, 20);
	sql(`INSERT INTO agentkit_messages (thread_id, message_id, message_type, content, client_state, checksum, created_at) VALUES (${lit(threadId)}, ${lit(msgId)}, 'user', ${lit(content)}, ${state ? lit(JSON.stringify(state)) : "NULL"}, ${lit(`user_${hash}_${ts.getTime()}`)}, ${lit(ts.toISOString())}) ON CONFLICT (thread_id, message_id) DO NOTHING;`);
}
// appendResults(): one row per AgentResult, created_at the adapter's NOW().
function agent(threadId, msgId, result, now) {
	sql(`INSERT INTO agentkit_messages (thread_id, message_id, message_type, agent_name, data, checksum, created_at) VALUES (${lit(threadId)}, ${lit(msgId)}, 'agent', ${lit(result.agentName)}, ${lit(JSON.stringify(result.export()))}, ${lit(result.checksum)}, ${lit(now)}) ON CONFLICT (thread_id, checksum) DO NOTHING;`);
}

const t1 = "5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a01";
thread(t1, "user-42", { userId: "user-42", plan: "pro" }, "2026-03-06T10:00:00.000Z");
user(t1, "7d2f0c8e-1a4b-4c5d-8e6f-000000000001", "What is the weather in Paris? Réponds en 🇫🇷", "2026-03-06T10:00:00.250Z", { page: "/chat", draft: "" });
agent(t1, "7d2f0c8e-1a4b-4c5d-8e6f-000000000002", new AgentResult("weather",
    [{ type: "tool_call", role: "assistant", stop_reason: "tool", tools: [weather] }],
    [{ type: "tool_result", role: "tool_result", tool: weather, content: { data: { tempC: 18, sky: "cloudy" } }, stop_reason: "tool" }],
    new Date("2026-03-06T10:00:01.500Z")), "2026-03-06T10:00:02.000Z");
agent(t1, "7d2f0c8e-1a4b-4c5d-8e6f-000000000003", new AgentResult("weather",
    [{ type: "text", role: "assistant", content: "It is 18°C and cloudy in Paris.", stop_reason: "stop" }],
    [], new Date("2026-03-06T10:00:02.500Z")), "2026-03-06T10:00:03.000Z");

// A run cut off after the model asked for a tool: no result was stored.
const t2 = "5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a02";
thread(t2, null, {}, "2026-03-06T11:00:00.000Z");
user(t2, "7d2f0c8e-1a4b-4c5d-8e6f-000000000004", "Search the weather in Rome", "2026-03-06T11:00:00.000Z", null);
agent(t2, "7d2f0c8e-1a4b-4c5d-8e6f-000000000005", new AgentResult("researcher",
    [{ type: "text", role: "assistant", content: "Let me search.", stop_reason: "tool" },
     { type: "tool_call", role: "assistant", stop_reason: "tool", tools: [search] }],
    [], new Date("2026-03-06T11:00:01.000Z")), "2026-03-06T11:00:01.200Z");

// The starter's layout: no message_id, no client_state, its user checksum.
sql(`CREATE SCHEMA starter;
CREATE TABLE starter.agentkit_threads (
    thread_id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id TEXT,
    metadata JSONB DEFAULT '{}',
    created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
    updated_at TIMESTAMP WITH TIME ZONE DEFAULT NOW()
);
CREATE TABLE starter.agentkit_messages (
    id SERIAL PRIMARY KEY,
    thread_id UUID NOT NULL REFERENCES starter.agentkit_threads(thread_id) ON DELETE CASCADE,
    message_type TEXT NOT NULL CHECK (message_type IN ('user', 'agent')),
    agent_name TEXT,
    content TEXT,
    data JSONB,
    checksum TEXT NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
    UNIQUE(thread_id, checksum)
);`);
const t3 = "5b0c6f52-2f3e-4d8a-9a51-0d6f2c1e7a03";
const hello = "Hello, who are you?";
const helloAt = new Date("2026-03-07T09:00:00.000Z");
sql(`INSERT INTO starter.agentkit_threads (user_id, metadata, thread_id, created_at, updated_at) VALUES ('anon', '{}', ${lit(t3)}, '2026-03-07T09:00:00.000Z', '2026-03-07T09:00:01.000Z');`);
sql(`INSERT INTO starter.agentkit_messages (thread_id, message_type, content, checksum, created_at) VALUES (${lit(t3)}, 'user', ${lit(hello)}, ${lit(`user_${helloAt.getTime()}_${hello.substring(0, 50)}`)}, ${lit(helloAt.toISOString())}) ON CONFLICT (thread_id, checksum) DO NOTHING;`);
const hi = new AgentResult("assistant",
    [{ type: "text", role: "assistant", content: "I am a helpful assistant.", stop_reason: "stop" }],
    [], new Date("2026-03-07T09:00:00.800Z"));
sql(`INSERT INTO starter.agentkit_messages (thread_id, message_type, agent_name, data, checksum, created_at) VALUES (${lit(t3)}, 'agent', ${lit(hi.agentName)}, ${lit(JSON.stringify(hi.export()))}, ${lit(hi.checksum)}, '2026-03-07T09:00:01.000Z') ON CONFLICT (thread_id, checksum) DO NOTHING;`);

process.stdout.write(out.join("\n") + "\n");
