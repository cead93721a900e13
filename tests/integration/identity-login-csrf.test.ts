import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import { DEMO, SESSION } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const BINDING = '__Host-worklane_signin';

/** Signs in through /signin in one browser and stops at the callback, as an attacker would. */
async function callbackOf(client = browserlike(server.origin)) {
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
  const { location: callback } = await client.follow(login.headers.get('location') ?? '', (to) =>
    to.includes('/auth/callback'),
  );
  return { client, callback };
}

describe('a sign-in callback opened in another browser than the one that started it', () => {
  it('signs nobody in when the browser has no sign-in cookie', async () => {
    const { callback } = await callbackOf();
    const victim = browserlike(server.origin);
    const res = await victim.request(callback);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Please sign in again.');
    expect(victim.jar.has(SESSION)).toBe(false);
    expect((await victim.request('/api/v1/candidates/')).status).toBe(401);
  });

  it('signs nobody in when the browser started a sign-in of its own', async () => {
    const { callback } = await callbackOf();
    const victim = browserlike(server.origin);
    await victim.request('/signin');
    expect(victim.jar.get(BINDING)).toMatch(/^[\w-]{43}$/);
    const res = await victim.request(callback);
    expect(res.status).toBe(401);
    expect(victim.jar.has(SESSION)).toBe(false);
  });

  it('does not spend the state: the browser that started the sign-in still finishes it', async () => {
    const { client, callback } = await callbackOf();
    expect((await browserlike(server.origin).request(callback)).status).toBe(401);
    const res = await client.request(callback);
    expect(res.status).toBe(303);
    expect(client.jar.has(SESSION)).toBe(true);
  });
});

describe('the sign-in cookie', () => {
  it('is __Host-, HttpOnly, SameSite=Lax and Secure on localhost, for ten minutes at most', async () => {
    const res = await browserlike(server.origin).request('/signin');
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${BINDING}=`)) ?? '';
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeLessThanOrEqual(600);
  });

  it('outlives a finished sign-in, and a replayed callback is refused even with it', async () => {
    const { client, callback } = await callbackOf();
    const binding = client.jar.get(BINDING) ?? '';
    const done = await client.request(callback);
    expect(done.status).toBe(303);
    // The callback leaves the cookie alone: the browser may have another sign-in to finish.
    expect(done.headers.getSetCookie().some((l) => l.startsWith(`${BINDING}=`))).toBe(false);
    expect(client.jar.get(BINDING)).toBe(binding);
    // The state is spent: neither the same browser nor one holding its cookie can use it again.
    const again = await client.request(callback);
    expect(again.status).toBe(401);
    const replay = browserlike(server.origin);
    replay.jar.set(BINDING, binding);
    expect((await replay.request(callback)).status).toBe(401);
    expect(replay.jar.has(SESSION)).toBe(false);
  });
});

describe('two sign-ins started in two tabs of one browser', () => {
  it('both finish, whichever callback comes first', async () => {
    const first = browserlike(server.origin);
    await first.request('/signin');
    const binding = first.jar.get(BINDING) ?? '';
    // The second tab shares the browser's cookies: its sign-in keeps the same binding.
    const second = browserlike(server.origin);
    second.jar.set(BINDING, binding);
    const one = await callbackOf(first);
    const two = await callbackOf(second);
    expect(first.jar.get(BINDING)).toBe(binding);
    expect(second.jar.get(BINDING)).toBe(binding);

    const done = await two.client.request(two.callback);
    expect(done.status).toBe(303);
    expect(second.jar.has(SESSION)).toBe(true);
    // Whatever the first callback did to the shared cookie, the other tab sees it too.
    if (!second.jar.has(BINDING)) first.jar.delete(BINDING);
    const alsoDone = await one.client.request(one.callback);
    expect(alsoDone.status).toBe(303);
    expect(first.jar.has(SESSION)).toBe(true);
    expect((await first.request('/api/v1/candidates/')).status).toBe(200);
  });
});
