import type { AddressInfo } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/**
 * The page renderer stands in for the built pages the way the built handler answers: headers,
 * then the page in several chunks with waits between them, so concurrent requests interleave
 * inside the server. Each page names who it was rendered for and in whose look.
 */
const renderer: AstroHandler = async (req, res, next, locals) => {
  if (!/^\/(candidate\/|job\/)/.test(req.url ?? '')) return next();
  res.writeHead(200, {
    'content-type': 'text/html',
    'content-security-policy': "default-src 'none'; style-src 'self'",
  });
  res.write(`<main><p>page ${req.url}</p>`);
  await tick();
  res.write(`<p>for ${locals.candidate?.firstName ?? 'a visitor'}</p>`);
  await tick();
  res.end(`<p>look ${locals.branding?.name ?? 'product'}</p></main>`);
};

let testDb: TestDb;
let server: ReturnType<typeof serve>;
let base: string;
let jobId: number;
const people = [
  { firstName: 'Ariadne', cookie: '', look: 'product' },
  { firstName: 'Bartholomew', cookie: '', look: 'Harbour Care' },
];

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 20 });
  const job = await testDb.db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  jobId = job.id;
  const now = new Date().toISOString();
  const harbour = await insertEnterprise(
    testDb.db,
    {
      key: 'harbour-isolation',
      establishment_name: 'Harbour Care',
      sector: 'healthcare',
      theme: JSON.stringify([
        {
          isSelected: true,
          primaryColor: '#0b5394',
          secondaryColor: '#073763',
          hoverButtonColor: '#073763',
          hoverButtonTextColor: '#ffffff',
          headingTextColor: '#101828',
          mainTextColor: '#344054',
          listHoverColor: '#f2f4f7',
        },
      ]),
      created_at: now,
    },
    ['careers.harbour-isolation.test'],
  );
  for (const [i, person] of people.entries()) {
    const candidate = await insertCandidate(testDb.db, {
      email: `${person.firstName.toLowerCase()}@example.test`,
      first_name: person.firstName,
      last_name: 'Tester',
      created_at: now,
      updated_at: now,
      // The second candidate belongs to the enterprise's exclusive talent pool: its look follows.
      ...(i === 1 ? { talent_pool: 'Z', source_enterprise_id: harbour.id } : {}),
    });
    person.cookie = `${SESSION_COOKIE}=${(await startSession(testDb.db, candidate.id)).token}`;
  }
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D' },
    astro: renderer,
  });
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await testDb.destroy();
});

describe('pages under concurrent load', () => {
  it('give each signed-in candidate only their own page, and a visitor nobody’s', async () => {
    const paths = ['/candidate/dashboard', '/candidate/find-jobs', `/candidate/job/${jobId}`];
    paths.push(`/job/${jobId}`);
    // Two candidates and a visitor, interleaved: 240 requests in flight at once.
    const asks = Array.from({ length: 240 }, (_, i) => {
      const who = i % 3 === 2 ? null : people[i % 3];
      return { who, path: paths[Math.floor(i / 3) % paths.length] as string };
    });
    const answers = await Promise.all(
      asks.map(async ({ who, path }) => {
        const res = await fetch(`${base}${path}`, {
          headers: who ? { cookie: who.cookie } : {},
        });
        return { who, path, status: res.status, html: await res.text() };
      }),
    );
    for (const { who, path, status, html } of answers) {
      expect(status, path).toBe(200);
      expect(html).toContain(`page ${path}`);
      expect(html).toContain(`for ${who ? who.firstName : 'a visitor'}`);
      expect(html).toContain(`look ${who ? who.look : 'product'}`);
      for (const other of people.filter((p) => p !== who))
        expect(html).not.toContain(other.firstName);
    }
    // The visitor's job page is then served from the visitor cache; still nobody's.
    const cached = await fetch(`${base}/job/${jobId}`);
    expect(await cached.text()).toContain('for a visitor');
  });
});
