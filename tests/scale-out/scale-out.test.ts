import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE, seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { TEST_DATABASE_URL } from '../support/db.ts';
import { browserlike, form } from '../support/identity-server.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { createSharedDb, type SharedDb } from '../support/shared-db.ts';

if (!TEST_DATABASE_URL) throw new Error('These checks need DATABASE_URL=postgres://…');

const SESSION = '__Host-worklane_session';
const OUTBOX_ROWS = 300;

let shared: SharedDb;
let db: Db;
let nodes: [RunningServer, RunningServer];
let demoId: number;

beforeAll(async () => {
  shared = await createSharedDb();
  db = shared.open();
  await seedDemoData(db, { jobs: 40 });
  demoId = (await findCandidateByEmail(db, DEMO_CANDIDATE.email))?.id ?? 0;
  // Written before any node runs: both nodes' dispatchers find them at boot, at the same moment.
  const base = Date.now();
  await db
    .insertInto('notification_outbox')
    .values(
      Array.from({ length: OUTBOX_ROWS }, (_, i) => ({
        candidate_id: demoId,
        enterprise_id: null,
        kind: 'message:new',
        text: `Waiting note ${i}`,
        call_to_action_url: null,
        created_at: new Date(base + i).toISOString(),
      })),
    )
    .execute();
  const env = { ...shared.env, SEED_DEMO_DATA: 'false', ALERTS_INTERVAL_MINUTES: '0' };
  const [portA, portB] = await twoFreePorts();
  nodes = await Promise.all([
    startServer('D', { ...env, PORT: String(portA) }),
    startServer('D', { ...env, PORT: String(portB) }),
  ]);
});
afterAll(async () => {
  await Promise.all((nodes ?? []).map((node) => node?.stop()));
  await shared?.destroy();
});

/** Two different free ports, both held until both are known. */
async function twoFreePorts(): Promise<[number, number]> {
  const probes = [createServer(), createServer()];
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve) =>
          probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
        ),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports as [number, number];
}

async function signIn(
  node: RunningServer,
  password: string = DEMO_CANDIDATE.password,
  email: string = DEMO_CANDIDATE.email,
) {
  const client = browserlike(node.url);
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  const res = await client.request(`/idp/interaction/${uid}/signin`, form({ email, password }));
  if (res.status === 303)
    await client.follow(res.headers.get('location') ?? '', (to) => to.startsWith('/candidate'));
  return { res, cookie: `${SESSION}=${client.jar.get(SESSION) ?? ''}` };
}

/** Reads server-sent events from a stream until `until` matches one; returns them all. */
async function readEvents(
  res: Response,
  until: (event: { event: string; data: string }) => boolean,
) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const seen: { event: string; data: string }[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return seen;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
      if (!block.startsWith(':')) {
        seen.push({ event, data });
        if (until({ event, data })) {
          await reader.cancel();
          return seen;
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

describe('two app servers on one PostgreSQL', () => {
  it('deliver the waiting outbox once, though both dispatchers start at once', async () => {
    const deadline = Date.now() + 30_000;
    let pending = OUTBOX_ROWS;
    while (pending > 0 && Date.now() < deadline) {
      const rows = await db
        .selectFrom('notification_outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .execute();
      pending = rows.length;
      if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pending).toBe(0);
    const made = await db
      .selectFrom('notifications')
      .select('outbox_id')
      .where('value', 'like', 'Waiting note %')
      .execute();
    expect(made).toHaveLength(OUTBOX_ROWS);
    expect(new Set(made.map((m) => m.outbox_id)).size).toBe(OUTBOX_ROWS);
  });

  it('share sessions: signed in on one, recognised on the other', async () => {
    const [a, b] = nodes;
    const { res, cookie } = await signIn(a);
    expect(res.status).toBe(303);
    for (const node of [a, b]) {
      const me = await fetch(`${node.url}/api/v1/candidates/`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).responsePayload.emailAddress).toBe(DEMO_CANDIDATE.email);
    }
  });

  it('carry an event published on one node to a stream held on the other', async () => {
    const [a, b] = nodes;
    const { cookie } = await signIn(b);
    const stream = await fetch(`${b.url}/api/v1/candidates/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);

    const application = await db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select('jobs.enterprise_id')
      .where('applications.candidate_id', '=', demoId)
      .executeTakeFirstOrThrow();
    const key = await createApiKey(db, application.enterprise_id, 'scale-out');
    const text = `Across the nodes ${Date.now()}`;
    const reading = readEvents(stream, (e) => e.event === 'message' && e.data.includes(text));
    // The stream is open on B once its first event (ready) has been written.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await fetch(`${a.url}/enterprise/api/v1/candidates/${demoId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: text, senderName: 'Recruiter' }),
    });
    expect(sent.status).toBe(201);
    const events = await Promise.race([
      reading,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no event reached the other node')), 15_000),
      ),
    ]);
    expect(events[0]?.event).toBe('ready');
    expect(events.at(-1)?.data).toContain(text);
  });

  it('share sign-in limits: failures on one node hold the client address back on the other', async () => {
    const [a, b] = nodes;
    // Ten accounts, so no account's own delay after five failures comes into play.
    for (let i = 0; i < 10; i++) {
      const { res } = await signIn(i % 2 ? b : a, 'not-the-password', `nobody${i}@example.test`);
      expect(res.status).toBe(400);
    }
    for (const node of [a, b]) {
      const { res } = await signIn(node);
      expect(res.status).toBe(429);
    }
  });

  it('share feedback limits: sends split across both nodes reach the limit together', async () => {
    const [a, b] = nodes;
    const send = (node: RunningServer) => {
      const data = new FormData();
      data.append(
        'request-body',
        new Blob([JSON.stringify(FEEDBACK)], { type: 'application/json' }),
        'request-body.json',
      );
      return fetch(`${node.url}/public/api/v1/feedback`, { method: 'POST', body: data });
    };
    for (let i = 0; i < 10; i++) expect((await send(i % 2 ? b : a)).status).toBe(201);
    for (const node of [a, b]) {
      const limited = await send(node);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await limited.json()).toEqual({
        statusCode: 429,
        errorMessage: 'Too many requests. Please try again later.',
      });
    }
  });

  it("drop a job's cached page on every node when the job is closed through one", async () => {
    const [a, b] = nodes;
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'enterprise_id', 'title'])
      .where('status', '=', 'open')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const path = `${b.url}/job/${job.id}`;
    const first = await fetch(path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(job.title);
    // Changed behind the server's back: a visitor on B still gets the page B keeps.
    await db
      .updateTable('jobs')
      .set({ title: 'Renamed quietly' })
      .where('id', '=', job.id)
      .execute();
    const cached = await fetch(path);
    expect(cached.status).toBe(200);
    expect(await cached.text()).not.toContain('Renamed quietly');

    const key = await createApiKey(db, job.enterprise_id, 'scale-out cache');
    const closed = await fetch(`${a.url}/enterprise/api/v1/jobs/${job.id}/close`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(closed.status).toBe(200);
    const deadline = Date.now() + 2_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await fetch(path)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(404);
  });
});

/** A visitor's feedback: the fields the form sends. */
const FEEDBACK = {
  subject: 'Search results',
  text: 'The filters reset when I go back.',
  browserName: 'Chrome',
  browserVersion: '140',
  appVersion: '4.0.4',
  resolution: '1280x720',
  platform: 'Linux',
  application: 'Worklane',
  menuUrl: 'http://localhost/job/1',
  ipAddress: null,
  userId: null,
};
