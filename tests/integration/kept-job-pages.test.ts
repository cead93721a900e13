import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import type { PartContext } from '../../src/shared/page-parts.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/**
 * The job page renderer stands in for the built page as it is made: the job from the catalogue,
 * who asked, its address and a clock reading left open where the page is kept, the address's
 * host printed where `leakHost` says so. It counts its renders and the clock's readings.
 */
let renders = 0;
let readings = 0;
let leakHost = false;
let testDb: TestDb;
let server: ReturnType<typeof serve>;
let base: string;
let apiKey: string;
let jobs: number[];
let cookie: string;

const renderer: AstroHandler = async (req, res, next, locals) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const match = /^\/job\/(\d+)/.exec(url.pathname);
  if (!match) return next();
  renders++;
  const job = await locals.jobs?.find(Number(match[1]));
  if (!job) {
    res.writeHead(404, { 'content-type': 'text/html' });
    return void res.end('<p>Not found</p>');
  }
  const part = (context: PartContext, fill: (url: URL) => string) =>
    locals.openPart ? locals.openPart(fill, context) : fill(url);
  const address = part('attribute', (at) => (at.pathname + at.search).replaceAll('&', '&amp;'));
  const reading = part('text', () => `reading ${++readings}`);
  res.writeHead(200, {
    'content-type': 'text/html',
    'content-security-policy': "default-src 'none'; script-src 'self'",
  });
  res.end(
    `<h1>${job.jobTitle}</h1><p>for ${locals.candidate?.firstName ?? 'a visitor'}</p>` +
      `<a href="${address}">here</a><p>${reading}</p>` +
      `${url.searchParams.get('view') === 'plain' ? '<p>plain</p>' : ''}` +
      `${leakHost ? `<p>${url.host}</p>` : ''}<p>${'The work, described. '.repeat(80)}</p>`,
  );
};

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 30 });
  const open = await testDb.db
    .selectFrom('jobs')
    .select(['id', 'enterprise_id'])
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(4)
    .execute();
  jobs = open.map((j) => j.id);
  // The job changed below is posted by the enterprise whose key is used.
  apiKey = await createApiKey(testDb.db, open[1]?.enterprise_id ?? 0, 'test');
  const now = new Date().toISOString();
  const candidate = await insertCandidate(testDb.db, {
    email: 'kept@example.test',
    first_name: 'Robin',
    last_name: 'Tester',
    created_at: now,
    updated_at: now,
  });
  cookie = `${SESSION_COOKIE}=${(await startSession(testDb.db, candidate.id)).token}`;
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D', PAGE_CACHE_SECONDS: 0 },
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

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
};

describe('a visitor’s job page', () => {
  it('is rendered once for the job as it is, and each request gets its own address and reading', async () => {
    const before = renders;
    const alex = await page(`/job/${jobs[0]}/alex`);
    const sam = await page(`/job/${jobs[0]}/sam?view=plain`);
    const bare = await page(`/job/${jobs[0]}`);
    expect(renders - before).toBe(2);
    expect(alex.status).toBe(200);
    expect(alex.text).toContain(`href="/job/${jobs[0]}/alex"`);
    expect(alex.text).toContain('for a visitor');
    expect(sam.text).toContain(`href="/job/${jobs[0]}/sam?view=plain"`);
    expect(sam.text).toContain('<p>plain</p>');
    expect(bare.text).toContain(`href="/job/${jobs[0]}"`);
    expect(bare.text).not.toContain('<p>plain</p>');
    const read = (text: string) => /reading (\d+)/.exec(text)?.[1];
    expect(new Set([read(alex.text), read(sam.text), read(bare.text)]).size).toBe(3);
    expect(bare.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'",
    );
    expect(bare.headers.get('x-frame-options')).toBe('DENY');
    expect(bare.headers.get('content-type')).toBe('text/html');
  });

  it('is rendered again the moment the job changes', async () => {
    const path = `/job/${jobs[1]}`;
    await page(path);
    const before = renders;
    expect((await page(path)).status).toBe(200);
    expect(renders - before).toBe(0);
    const closed = await fetch(`${base}/enterprise/api/v1/jobs/${jobs[1]}/close`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(closed.status).toBe(200);
    expect((await page(path)).status).toBe(404);
    expect(renders - before).toBe(1);
  });

  it('leaves signed-in pages and other queries to the renderer, every time', async () => {
    const path = `/job/${jobs[2]}`;
    await page(path);
    const before = renders;
    const mine = await page(path, { cookie });
    await page(path, { cookie });
    const other = await page(`${path}?view=plain&ref=mail`);
    expect(mine.text).toContain('for Robin');
    expect(other.text).toContain(`href="${path}?view=plain&amp;ref=mail"`);
    expect(renders - before).toBe(3);
  });

  it('is not kept when it reads the request outside the parts it leaves open', async () => {
    leakHost = true;
    try {
      const path = `/job/${jobs[3]}`;
      const before = renders;
      const first = await page(path);
      await page(path);
      expect(first.text).toContain(`<p>${new URL(base).host}</p>`);
      expect(renders - before).toBe(3);
    } finally {
      leakHost = false;
    }
  });

  it('leaves compressed the way the client takes it', async () => {
    const path = `/job/${jobs[0]}`;
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (done, fail) =>
        get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', fail),
    );
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toContain(`href="${path}"`);
  });
});
