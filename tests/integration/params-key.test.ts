import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/** Stands in for the built pages: the job lists say whose look they were given. */
const renderer: AstroHandler = async (req, res, next, locals) => {
  if (!/^\/(job-list|candidate\/find-jobs)(\?|$)/.test(req.url ?? '')) return next();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<h1>Find jobs</h1><p>${locals.branding?.name ?? 'no branding'}</p>`);
};

let testDb: TestDb;
let server: ReturnType<typeof serve>;
let base: string;
let portalName: string;
beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db, { jobs: 5 });
  portalName = (
    await testDb.db
      .selectFrom('enterprise_domains')
      .innerJoin('enterprises', 'enterprises.id', 'enterprise_domains.enterprise_id')
      .select('enterprises.establishment_name')
      .where('enterprise_domains.domain', '=', PORTAL_DOMAIN)
      .executeTakeFirstOrThrow()
  ).establishment_name;
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

const key = (value: unknown) =>
  encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));

async function open(path: string) {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: res.status, text: await res.text(), cookies: res.headers.getSetCookie() };
}

describe('paramsKey on the job lists', () => {
  it('2.1: /job-list takes the look of the enterprise paramsKey names, and remembers its domain', async () => {
    const page = await open(
      `/job-list?paramsKey=${key({ validDomainNames: `${PORTAL_DOMAIN},other.test` })}&searchBar=nurse`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain(portalName);
    expect(page.cookies.join('\n')).toContain(`worklane_domain=${PORTAL_DOMAIN}`);
    const candidate = await open(
      `/candidate/find-jobs?paramsKey=${key({ validDomainNames: PORTAL_DOMAIN })}`,
    );
    expect(candidate.text).toContain(portalName);
  });

  it('2.1: a malformed or unknown paramsKey is ignored and the page still works', async () => {
    for (const bad of [
      '%%%not-base64',
      key({ nope: 1 }),
      key({ validDomainNames: 'unknown-enterprise.test' }),
      key({ validDomainNames: '<script>' }),
      key('just a string'),
    ]) {
      const page = await open(`/job-list?paramsKey=${bad}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('no branding');
      expect(page.cookies.join('\n')).not.toContain('worklane_domain=');
    }
  });
});
