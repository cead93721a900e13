import { get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/**
 * The job page renderer stands in for the built pages: it writes the job's current status and who
 * asked straight onto the Node response, as the built handler does, and counts its renders.
 */
let renders = 0;
let testDb: TestDb;
let server: ReturnType<typeof serve>;
let base: string;
let apiKey: string;
let jobs: number[];
let cookie: string;

const renderer: AstroHandler = async (req, res, next, locals) => {
  if (/^\/(job-list|find-jobs)/.test(req.url ?? '')) return listPage(req.url ?? '', res, locals);
  const match = /^\/job\/(\d+)(?:\/([^/?]+))?/.exec(req.url ?? '');
  if (!match) return next();
  renders++;
  const job = await testDb.db
    .selectFrom('jobs')
    .select(['title', 'status'])
    .where('id', '=', Number(match[1]))
    .executeTakeFirst();
  if (match[2] === 'with-cookie') res.setHeader('set-cookie', 'seen=1; Path=/');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.write(`<h1>${job?.title}</h1>`);
  if (match[2] === 'long') res.write(`<p>${'A long description of the work. '.repeat(100)}</p>`);
  res.end(`<p>${job?.status} for ${locals.candidate?.firstName ?? 'a visitor'}</p>`);
};

/** The job list stands in the same way: how many jobs are open, for whom, and the query. */
async function listPage(url: string, res: ServerResponse, locals: App.Locals) {
  renders++;
  const { n } = await testDb.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<p>${Number(n)} open jobs for ${locals.candidate?.firstName ?? 'a visitor'} at ${url}</p>`,
  );
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 60 });
  const open = await testDb.db
    .selectFrom('jobs')
    .select(['id', 'enterprise_id'])
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(4)
    .execute();
  jobs = open.map((j) => j.id);
  apiKey = await createApiKey(testDb.db, open[0]?.enterprise_id ?? 0, 'test');
  const now = new Date().toISOString();
  const candidate = await insertCandidate(testDb.db, {
    email: 'cached@example.test',
    first_name: 'Robin',
    last_name: 'Tester',
    created_at: now,
    updated_at: now,
  });
  cookie = `${SESSION_COOKIE}=${(await startSession(testDb.db, candidate.id)).token}`;
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D' },
    astro: renderer,
    // The stand-in's page differs by referrer path, which the built job page's never does.
    keptJobPages: false,
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

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

describe('the job page cache', () => {
  it('renders a visitor page once, then stops serving it the moment the job is closed', async () => {
    const path = `/job/${jobs[0]}`;
    const before = renders;
    const first = await page(path);
    const second = await page(path);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(first.text).toContain('open for a visitor');
    expect(second.headers.get('content-type')).toContain('text/html');
    expect(renders - before).toBe(1);

    const closed = await fetch(`${base}/enterprise/api/v1/jobs/${jobs[0]}/close`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(closed.status).toBe(200);
    const after = await page(path);
    expect(after.text).toContain('closed for a visitor');
    expect(renders - before).toBe(2);
  });

  it('keeps each referrer path apart', async () => {
    const before = renders;
    await page(`/job/${jobs[1]}/alex`);
    await page(`/job/${jobs[1]}/sam`);
    await page(`/job/${jobs[1]}/alex`);
    expect(renders - before).toBe(2);
  });

  it('never caches a signed-in page nor serves a cached page to a signed-in candidate', async () => {
    const path = `/job/${jobs[2]}`;
    const before = renders;
    const visitor = await page(path);
    const mine = await page(path, { cookie });
    const again = await page(path, { cookie });
    expect(visitor.text).toContain('for a visitor');
    expect(mine.text).toContain('for Robin');
    expect(again.text).toContain('for Robin');
    expect(renders - before).toBe(3);
    expect((await page(path)).text).toContain('for a visitor');
    expect(renders - before).toBe(3);
  });

  it('never caches a response that sets a cookie', async () => {
    const before = renders;
    const first = await page(`/job/${jobs[3]}/with-cookie`);
    const second = await page(`/job/${jobs[3]}/with-cookie`);
    expect(first.headers.get('set-cookie')).toContain('seen=1');
    expect(second.headers.get('set-cookie')).toContain('seen=1');
    expect(renders - before).toBe(2);
  });

  it('sends a page compressed the way each client takes it, and keeps each encoding apart', async () => {
    const path = `/job/${jobs[1]}/long`;
    // Asked the way a browser asks, without a client that decodes on its own.
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((done, fail) =>
        get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({
              encoding: res.headers['content-encoding'],
              vary: String(res.headers.vary),
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', fail),
      );
    const before = renders;
    const br = await raw('gzip, deflate, br');
    const gzip = await raw('gzip');
    const plain = await raw('identity');
    const gzipAgain = await raw('gzip');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(plain.encoding).toBeUndefined();
    expect(gzipAgain.encoding).toBe('gzip');
    expect(br.vary).toMatch(/Accept-Encoding/i);
    const text = plain.body.toString();
    expect(text).toContain('A long description of the work.');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(gunzipSync(gzipAgain.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(renders - before).toBe(3);
  });
});

describe('the job list cache', () => {
  it('renders a visitor list once per query, and renders it again once any job changes', async () => {
    const before = renders;
    const first = await page('/job-list?searchBar=nurse');
    const again = await page('/job-list?searchBar=nurse');
    const other = await page('/find-jobs?searchBar=cook');
    expect(again.text).toBe(first.text);
    expect(other.text).toContain('/find-jobs?searchBar=cook');
    expect(renders - before).toBe(2);
    const open = Number(/(\d+) open jobs/.exec(first.text)?.[1]);

    const closed = await fetch(`${base}/enterprise/api/v1/jobs/${jobs[3]}/close`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(closed.status).toBe(200);
    const after = await page('/job-list?searchBar=nurse');
    expect(after.text).toContain(`${open - 1} open jobs for a visitor`);
    expect(renders - before).toBe(3);
  });

  it('never serves a visitor list to a signed-in candidate', async () => {
    await page('/find-jobs?searchBar=baker');
    const mine = await page('/find-jobs?searchBar=baker', { cookie });
    expect(mine.text).toContain('for Robin');
  });
});
