import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import { DEMO, SESSION } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const HOSTILE = ['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example'];

/** Follows the server's redirects through sign-in; stops where it leaves sign-in or the site. */
async function destination(client: ReturnType<typeof browserlike>, path: string) {
  let res = await client.request(path);
  for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
    const next = new URL(res.headers.get('location') ?? '', server.origin);
    const signingIn = /^\/(auth|idp|signin)\b/.test(next.pathname);
    if (next.origin !== server.origin || !signingIn) return next;
    res = await client.request(next.href);
  }
  return new URL(res.url);
}

describe('a return address that collapses into another host', () => {
  for (const returnTo of HOSTILE) {
    it(`never sends a visitor's silent check off-site (${returnTo})`, async () => {
      const landed = await destination(
        browserlike(server.origin),
        `/auth/check?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(landed.origin).toBe(server.origin);
      expect(landed.pathname.startsWith('//')).toBe(false);
    });
  }

  it('never sends a candidate off-site after signing in', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow(
      `/signin?returnTo=${encodeURIComponent(HOSTILE[1] ?? '')}`,
      (to) => to.includes('/idp/interaction/'),
    );
    const uid = location.split('/idp/interaction/')[1];
    const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
    const landed = await destination(client, login.headers.get('location') ?? '');
    expect(client.jar.has(SESSION)).toBe(true);
    expect(landed.origin).toBe(server.origin);
    expect(landed.pathname).toBe('/candidate/dashboard');
  });
});
