import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const accept = (body: string, headers: Record<string, string> = {}) =>
  t.app.request('/cookie-consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('accepting cookies without script', () => {
  it('stores the consent cookie for a year and goes back to the page', async () => {
    const res = await accept(`returnTo=${encodeURIComponent('/job-list?searchBar=nurse')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/job-list?searchBar=nurse');
    expect(res.headers.get('set-cookie')).toMatch(
      /^cookieConsent=accepted; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
  });

  it('goes back only to a page of this site', async () => {
    for (const away of ['//evil.example', 'https://evil.example/', '/.//evil.example', ''])
      expect((await accept(`returnTo=${encodeURIComponent(away)}`)).headers.get('location')).toBe(
        '/',
      );
    expect((await accept('')).headers.get('location')).toBe('/');
  });

  it('works for a signed-in candidate as well', async () => {
    const me = await t.signUpCandidate('Consenting');
    const res = await accept('returnTo=%2Fcandidate%2Fdashboard', { cookie: me.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/candidate/dashboard');
  });

  it('refuses a body over 8 KB with 413', async () => {
    const res = await accept(`returnTo=/${'a'.repeat(9000)}`, { 'content-length': '9010' });
    expect(res.status).toBe(413);
  });
});
