import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { inlineLogo } from '../../src/shared/inline-logo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const LOGO_SVG = '<svg viewBox="0 0 160 32" role="img" aria-label="Worklane"></svg>';
const LOGO = inlineLogo(LOGO_SVG, 160);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'worklane-dist-'));
  mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
  mkdirSync(join(dist, 'client', 'feature'), { recursive: true });
  writeFileSync(join(dist, 'client', '_astro', 'island.abc123.js'), 'export{}');
  mkdirSync(join(dist, 'client', 'logos'), { recursive: true });
  writeFileSync(join(dist, 'client', 'logos', 'worklane.svg'), LOGO_SVG);
  writeFileSync(join(dist, 'client', 'feature', 'index.html'), '<h1>Features</h1>');
  writeFileSync(join(dist, 'client', 'feature', 'index.html.gz'), gzipSync('<h1>Features</h1>'));
  const page = `<html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><a href="/">${LOGO}</a><h1>Terms</h1></body></html>`;
  mkdirSync(join(dist, 'client', 'termsofuse'), { recursive: true });
  writeFileSync(join(dist, 'client', 'termsofuse', 'index.html'), page);
  writeFileSync(join(dist, 'client', 'termsofuse', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'client', 'termsofuse', 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dist, 'client', '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(dist, 'client', '500.html'), '<h1>Something went wrong</h1>');
  t = await createTestApp({ distDir: dist });
  await insertEnterprise(
    t.db,
    {
      key: 'harbour',
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
      nav_bar_logo_url: 'https://cdn.harbour.test/logo.svg',
      career_portal_favicon_url: null,
      created_at: new Date().toISOString(),
    },
    ['careers.harbour.test'],
  );
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

  it('prefers brotli, then gzip, and answers a browser that holds the page with 304', async () => {
    const br = await t.app.request('/termsofuse', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gzip = await t.app.request('/termsofuse/', {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.app.request('/termsofuse');
    expect(await plain.text()).toContain('<h1>Terms</h1>');
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set([etag, br.headers.get('etag'), gzip.headers.get('etag')]).size).toBe(3);
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'none'");

    const again = await t.app.request('/termsofuse', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await t.app.request('/termsofuse', { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('shows a pre-rendered page in the look of the enterprise whose domain serves it', async () => {
    const host = { Host: 'careers.harbour.test' };
    const res = await t.app.request('http://careers.harbour.test/termsofuse', { headers: host });
    const html = await res.text();
    expect(html).toContain('<style id="brand">');
    expect(html).toContain('<a href="/"><img src="https://cdn.harbour.test/logo.svg" alt=""');
    expect(html).toContain('data-brand="Harbour Care"></a>');
    expect(html).not.toContain('<svg');
    expect(res.headers.get('vary')).toContain('Host');
    expect(res.headers.get('content-security-policy')).toContain('https://cdn.harbour.test');
    const again = await t.app.request('http://careers.harbour.test/termsofuse', {
      headers: { ...host, 'If-None-Match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const product = await t.app.request('/termsofuse');
    const plain = await product.text();
    expect(plain).not.toContain('<style id="brand">');
    expect(plain).toContain(LOGO);
    expect(product.headers.get('etag')).not.toBe(res.headers.get('etag'));
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
