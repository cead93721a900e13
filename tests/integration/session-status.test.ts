import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

describe('GET /public/api/v1/session', () => {
  it('tells a visitor they are not signed in, with a 200 rather than a 401', async () => {
    const res = await t.app.request('/public/api/v1/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ responsePayload: { signedIn: false } });
  });

  it('tells a signed-in browser that it is', async () => {
    const { cookie } = await t.signUpCandidate();
    const res = await t.app.request('/public/api/v1/session', { headers: { cookie } });
    expect(await res.json()).toEqual({ responsePayload: { signedIn: true } });
  });

  it('reads an expired or unknown session as signed out', async () => {
    const res = await t.app.request('/public/api/v1/session', {
      headers: { cookie: '__Host-worklane_session=not-a-session' },
    });
    expect(await res.json()).toEqual({ responsePayload: { signedIn: false } });
  });
});
