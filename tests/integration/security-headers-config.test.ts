import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp } from '../../server/app.ts';
import type { AstroHandler } from '../../server/astro.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

/** A server-rendered page, written straight onto the Node response with its own policy. */
const renderer: AstroHandler = async (req, res, next) => {
  if (req.url !== '/about-jobs') return next();
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'self'; form-action 'self'",
  });
  res.end('<h1>Jobs</h1>');
};

let testDb: TestDb;
const servers: ReturnType<typeof serve>[] = [];

/** The whole app with the given configuration, listening on a free port; answers its base URL. */
async function start(env: Partial<AppDeps['env']>) {
  const app = createApp({
    db: testDb.db,
    env: { NODE_ENV: 'test', FLAVOUR: 'D', ...env },
    astro: renderer,
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  await testDb.destroy();
});

describe('security headers from the configuration', () => {
  it('let a configured external provider end a sign-out form and send HSTS for an HTTPS origin', async () => {
    const base = await start({
      PUBLIC_URL: 'https://jobs.example',
      OIDC_ISSUER: 'https://login.example/realms/jobs',
    });
    const page = await fetch(`${base}/about-jobs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; form-action 'self' https://login.example",
    );
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const api = await fetch(`${base}/public/api/v1/feedback/exists`);
    expect(api.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const proxied = await fetch(`${base}/about-jobs?x=1`, {
      headers: { 'x-forwarded-proto': 'http' },
      redirect: 'manual',
    });
    expect(proxied.status).toBe(308);
    expect(proxied.headers.get('location')).toBe('https://jobs.example/about-jobs?x=1');
  });

  it('keep sign-out forms on this origin and send no HSTS when neither is configured', async () => {
    const base = await start({});
    const page = await fetch(`${base}/about-jobs`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; form-action 'self'",
    );
    expect(page.headers.has('strict-transport-security')).toBe(false);
  });
});
