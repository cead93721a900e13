import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE, seedDemoData } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { TEST_DATABASE_URL } from '../support/db.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { createSharedDb, type SharedDb } from '../support/shared-db.ts';

if (!TEST_DATABASE_URL) throw new Error('These checks need DATABASE_URL=postgres://…');

let shared: SharedDb;
let db: Db;
let server: RunningServer;
let cookie: string;
let stopped = false;

/** The processes the server started: its workers. */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

/** Whether the port answers: a process just started may not listen yet. */
const answers = async () => {
  try {
    return (await fetch(`${server.url}/termsofuse`)).ok;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  shared = await createSharedDb();
  db = shared.open();
  await seedDemoData(db, { jobs: 40 });
  const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
  cookie = `${SESSION_COOKIE}=${(await startSession(db, demo?.id ?? 0)).token}`;
  server = await startServer('D', {
    ...shared.env,
    SEED_DEMO_DATA: 'false',
    ALERTS_INTERVAL_MINUTES: '0',
    WEB_CONCURRENCY: '2',
  });
  await until(() => workersOf(server.pid).length === 2);
});
afterAll(async () => {
  if (!stopped) await server?.stop();
  await shared?.destroy();
});

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('serves one port from two processes that share sessions, and replaces one that dies', async () => {
    const [first] = workersOf(server.pid);
    expect(workersOf(server.pid)).toHaveLength(2);
    const dashboards = async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(`${server.url}/candidate/dashboard`, { headers: { cookie } }),
        ),
      );
      return Promise.all(
        answers.map(async (res) => ({ status: res.status, html: await res.text() })),
      );
    };
    for (const { status, html } of await dashboards()) {
      expect(status).toBe(200);
      expect(html).toContain(`Welcome back, ${DEMO_CANDIDATE.firstName}`);
    }

    process.kill(first as number, 'SIGKILL');
    // Until its replacement listens, the port may have no process behind it for a moment.
    await until(async () => {
      const now = workersOf(server.pid);
      return now.length === 2 && !now.includes(first as number) && (await answers());
    });
    expect(workersOf(server.pid)).toHaveLength(2);
    expect(workersOf(server.pid)).not.toContain(first);
    for (const { status } of await dashboards()) expect(status).toBe(200);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = workersOf(server.pid);
    stopped = true;
    expect(await server.stop()).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
