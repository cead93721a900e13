import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

const KEY = 'test-assistant-key';
let server: Server;
let testDb: TestDb;
let app: ReturnType<typeof createApp>;
const received: { model: string; messages: { role: string; content: string }[] }[] = [];
let mode: 'answer' | 'slow' | 'error' = 'answer';

beforeAll(async () => {
  // A local stand-in for an OpenAI-compatible chat-completions endpoint.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      if (mode === 'error') {
        res.writeHead(500).end('{}');
        return;
      }
      const reply = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content:
                    '**Great question!** <script>alert(1)</script>Worklane keeps [your data](https://x.test) private.',
                },
              },
            ],
          }),
        );
      if (mode === 'slow') setTimeout(reply, 1500);
      else reply();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  testDb = await createTestDb();
  app = createApp({
    db: testDb.db,
    env: {
      NODE_ENV: 'test',
      FLAVOUR: 'D',
      ASSISTANT_SERVICE_KEY: KEY,
      ASSISTANT_LLM_URL: `http://127.0.0.1:${port}/v1/chat/completions`,
      ASSISTANT_LLM_MODEL: 'tiny-test-model',
      ASSISTANT_LLM_TIMEOUT_MS: 300,
      ASSISTANT_LLM_BUDGET_PER_HOUR: 3,
    },
  });
});
afterAll(async () => {
  server.close();
  await testDb.destroy();
});

/** Asks as a visitor with the chat id `user` (or as the candidate of `cookie`) from an address. */
async function ask(user: string, text: string, from = '198.51.100.1', cookie?: string) {
  const socket = { remoteAddress: from, remotePort: 40000, remoteFamily: 'IPv4' };
  const res = await app.request(
    '/chatbot/api/v1/chat',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ token: KEY, ...(user ? { user } : {}), ask: text }),
    },
    { incoming: { socket } },
  );
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}

describe('open questions with a language model configured', () => {
  it('sends a question the intents do not cover, with help articles, and shows the answer as plain text', async () => {
    mode = 'answer';
    const { status, body } = await ask(
      'visitor-llm-one',
      'Is my information kept away from advertisers forever?',
    );
    expect(status).toBe(200);
    expect(body.answer[0].text).toBe('Great question! Worklane keeps your data private.');
    const sent = received.at(-1);
    expect(sent?.model).toBe('tiny-test-model');
    expect(sent?.messages[0]?.content).toMatch(/Help article/);
    expect(sent?.messages[1]).toEqual({
      role: 'user',
      content: 'Is my information kept away from advertisers forever?',
    });
  });

  it('keeps questions the intents understand away from the model', async () => {
    const before = received.length;
    const { body } = await ask('visitor-llm-one', 'update my education');
    expect(body.actions[0].action).toBe('/candidate/edit-profile#education');
    expect(received.length).toBe(before);
  });

  it('falls back to its own answer when the model is too slow or fails', async () => {
    mode = 'slow';
    const slow = await ask('visitor-llm-two', 'Should I wear a tie to the office party?');
    expect(slow.status).toBe(200);
    expect(slow.body.answer[0].text).toMatch(/didn't understand/);
    mode = 'error';
    const failed = await ask('visitor-llm-two', 'Would a purple hat look good on me?');
    expect(failed.status).toBe(200);
    expect(failed.body.answer[0].text).toMatch(/didn't understand/);
  });

  it('answers 429 once a user has used the hour’s questions to the model', async () => {
    mode = 'answer';
    const from = '198.51.100.3';
    for (let i = 0; i < 3; i++)
      expect(
        (await ask('visitor-llm-three', `What colour is the sky on planet ${i}?`, from)).status,
      ).toBe(200);
    const over = await ask('visitor-llm-three', 'What colour is the sky on planet four?', from);
    expect(over.status).toBe(429);
    expect(over.body.errorMessage).toMatch(/try again later/);
    // Another visitor elsewhere still has their own budget, and understood questions are never
    // limited.
    expect(
      (await ask('visitor-llm-four', 'What colour is the sea on planet five?', '198.51.100.4'))
        .status,
    ).toBe(200);
    expect((await ask('visitor-llm-three', 'where are my applications', from)).status).toBe(200);
  });
});

describe('the language-model budget', () => {
  it("counts a visitor's questions by their address, whatever chat id they send", async () => {
    mode = 'answer';
    const from = '198.51.100.5';
    for (let i = 0; i < 3; i++)
      expect(
        (await ask(`fresh-visitor-${i}`, `Is the moon made of cheese ${i}?`, from)).status,
      ).toBe(200);
    const renamed = await ask('yet-another-visitor', 'Is the moon made of cheese too?', from);
    expect(renamed.status).toBe(429);
    expect((await ask('', 'Is the moon made of cheese at all?', from)).status).toBe(429);
  });

  it("counts a signed-in candidate's questions by their account, not their address", async () => {
    mode = 'answer';
    const from = '198.51.100.6';
    for (let i = 0; i < 3; i++)
      expect((await ask(`busy-visitor-${i}`, `Do fish ever sleep ${i}?`, from)).status).toBe(200);
    const now = new Date().toISOString();
    const candidate = await insertCandidate(testDb.db, {
      email: 'budget@example.test',
      first_name: 'Bud',
      last_name: 'Get',
      created_at: now,
      updated_at: now,
    });
    const cookie = `${SESSION_COOKIE}=${(await startSession(testDb.db, candidate.id)).token}`;
    // Same address as the visitor who used up theirs: the candidate still has a budget of their own.
    for (let i = 0; i < 3; i++)
      expect((await ask('', `Do birds ever dream ${i}?`, from, cookie)).status).toBe(200);
    expect((await ask('', 'Do birds ever dream at all?', '198.51.100.7', cookie)).status).toBe(429);
  });
});

describe('questions from one address', () => {
  it('are limited to 60 a minute with 429 and Retry-After; other addresses go on', async () => {
    const from = '203.0.113.9';
    for (let i = 0; i < 60; i++)
      expect((await ask('limit-visitor', 'welcome', from)).status, `question ${i + 1}`).toBe(200);
    const over = await ask('limit-visitor', 'welcome', from);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ statusCode: 429, errorMessage: expect.any(String) });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect((await ask('limit-visitor', 'welcome', '203.0.113.10')).status).toBe(200);
  });
});
