import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'worklane-dist-'));
  mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
  mkdirSync(join(dist, 'client', 'feature'), { recursive: true });
  writeFileSync(join(dist, 'client', '_astro', 'island.abc123.js'), 'export{}');
  writeFileSync(join(dist, 'client', 'feature', 'index.html'), '<h1>Features</h1>');
  writeFileSync(join(dist, 'client', 'feature', 'index.html.gz'), gzipSync('<h1>Features</h1>'));
  writeFileSync(join(dist, 'client', '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(dist, 'client', '500.html'), '<h1>Something went wrong</h1>');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.destroy();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.request('/_astro/island.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a pre-rendered page, pre-compressed, revalidated on each visit', async () => {
    const res = await t.app.request('/feature', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown page with the not-found screen and status 404', async () => {
    const res = await t.app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('refuses to leave the build folder', async () => {
    const res = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });
});
