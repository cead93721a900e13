import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateById, insertCandidate } from '../../server/db/repositories/candidates.ts';
import { findEnterpriseByDomain } from '../../server/db/repositories/enterprises.ts';
import { PORTAL_DOMAIN } from '../../server/db/seed/enterprises.ts';
import { hashPassword, verifyPassword } from '../../server/identity/password.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import * as oidc from '../support/oidc-client.ts';
import { DEMO, SESSION } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const signIn = (email?: string, password?: string) => oidc.signIn(server, email, password);

describe('sign-in through the embedded provider', () => {
  it('ends in a session cookie that the API recognises', async () => {
    const { client, landed } = await signIn();
    expect(landed).toBe('/candidate/dashboard');
    expect(client.jar.get(SESSION)).toMatch(/^[\w-]{43}$/);
    const me = await client.request('/api/v1/candidates/');
    expect((await me.json()).responsePayload.emailAddress).toBe(DEMO.email);
  });

  it('gives a fresh session id on every sign-in', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a.client.jar.get(SESSION)).not.toBe(b.client.jar.get(SESSION));
  });

  it('refuses a tampered session cookie with 401', async () => {
    const { client } = await signIn();
    const token = client.jar.get(SESSION) ?? '';
    client.jar.set(SESSION, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    const res = await client.request('/api/v1/candidates/');
    expect(res.status).toBe(401);
  });

  it('refuses a replayed callback (state already used) with 401', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
    const { location: callback } = await client.follow(login.headers.get('location') ?? '', (to) =>
      to.includes('/auth/callback'),
    );
    expect((await client.request(callback)).status).toBe(303);
    expect((await client.request(callback)).status).toBe(401);
  });

  it('refuses a forged state with 401', async () => {
    const res = await browserlike(server.origin).request('/auth/callback?code=abc&state=forged');
    expect(res.status).toBe(401);
  });
});

describe('writes made with the session cookie', () => {
  it('need the security header the site sends', async () => {
    const { client } = await signIn();
    const without = await client.request('/api/v1/candidates/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(without.status).toBe(403);
    const withHeader = await client.request('/api/v1/candidates/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'worklane' },
    });
    expect(withHeader.status).toBe(404);
  });
});

describe('staying signed in', () => {
  it('signs in silently (prompt=none) while the provider still knows the browser', async () => {
    const { client } = await signIn();
    client.jar.delete(SESSION);
    const { location } = await client.follow('/auth/check?returnTo=/candidate/my-jobs', (to) =>
      to.startsWith('/candidate'),
    );
    expect(location).toBe('/candidate/my-jobs');
    expect((await client.request('/api/v1/candidates/')).status).toBe(200);
  });

  it('lets a silent check without a provider session continue as a visitor', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow(
      '/auth/check?returnTo=/job-list',
      (to) => to === '/job-list' || to.includes('/idp/interaction/'),
    );
    expect(location).toBe('/job-list');
    expect(client.jar.has(SESSION)).toBe(false);
  });

  it('refreshes the access token server-side when under 60 s remain', async () => {
    const { client } = await signIn();
    const hash = createHash('sha256')
      .update(client.jar.get(SESSION) ?? '')
      .digest('hex');
    const before = await server.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hash)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('sessions')
      .set({ token_expires_at: new Date(Date.now() + 30_000).toISOString() })
      .where('id_hash', '=', hash)
      .execute();
    expect((await client.request('/api/v1/candidates/')).status).toBe(200);
    const after = await server.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(after.access_token).not.toBe(before.access_token);
    expect(new Date(after.token_expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it('signs out when the refresh fails', async () => {
    const { client } = await signIn();
    const hash = createHash('sha256')
      .update(client.jar.get(SESSION) ?? '')
      .digest('hex');
    await server.db
      .updateTable('sessions')
      .set({
        token_expires_at: new Date(Date.now() - 1000).toISOString(),
        refresh_token: 'revoked-or-forged',
      })
      .where('id_hash', '=', hash)
      .execute();
    expect((await client.request('/api/v1/candidates/')).status).toBe(401);
    expect(
      await server.db
        .selectFrom('sessions')
        .select('id_hash')
        .where('id_hash', '=', hash)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the new-password challenge', () => {
  it('makes an account with a temporary password choose a new one before signing in', async () => {
    const now = new Date().toISOString();
    const email = `temp.${Date.now()}@example.test`;
    const created = await insertCandidate(server.db, {
      email,
      first_name: 'Tem',
      last_name: 'Porary',
      password_hash: await hashPassword('Temporary-1'),
      must_change_password: 1,
      created_at: now,
      updated_at: now,
    });
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const challenged = await client.request(
      `/idp/interaction/${uid}/signin`,
      form({ email, password: 'Temporary-1' }),
    );
    const view = await challenged.json();
    expect(view.screen).toBe('new-password');
    const forged = await client.request(
      `/idp/interaction/${uid}/new-password`,
      form({ challenge: `${created.id}.forged`, password: 'Chosen-pass-2' }),
    );
    expect(forged.status).toBe(400);
    const chosen = await client.request(
      `/idp/interaction/${uid}/new-password`,
      form({ challenge: view.challenge, password: 'Chosen-pass-2' }),
    );
    expect(chosen.status, await chosen.clone().text()).toBe(303);
    const after = await findCandidateById(server.db, created.id);
    expect(after?.must_change_password).toBe(0);
    expect(await verifyPassword('Chosen-pass-2', after?.password_hash ?? '')).toBe(true);
  });
});

describe('where a candidate came from', () => {
  it('is the enterprise whose link they signed up through (origin R)', async () => {
    const client = browserlike(server.origin);
    const paramsKey = Buffer.from(JSON.stringify({ validDomainNames: PORTAL_DOMAIN })).toString(
      'base64',
    );
    const { location } = await client.follow(`/signup?paramsKey=${paramsKey}`, (to) =>
      to.includes('/idp/interaction/'),
    );
    const uid = location.split('/idp/interaction/')[1];
    const email = `portal.${Date.now()}@example.test`;
    await client.request(
      `/idp/interaction/${uid}/signup`,
      form({ firstName: 'P', lastName: 'R', email, password: 'Portal-pass-1' }),
    );
    const code =
      /\b(\d{6})\b/.exec(server.sent.findLast((m) => m.to === email)?.text ?? '')?.[1] ?? '';
    const confirmed = await client.request(
      `/idp/interaction/${uid}/confirm`,
      form({ email, code }),
    );
    const { location: landed } = await client.follow(
      confirmed.headers.get('location') ?? '',
      (to) => to.startsWith('/candidate'),
    );
    expect(landed).toBe('/candidate/create-profile');
    const me = (await (await client.request('/api/v1/candidates/')).json()).responsePayload;
    const portal = await findEnterpriseByDomain(server.db, PORTAL_DOMAIN);
    expect(me).toMatchObject({ origin: 'R', sourceEnterpriseId: portal?.id });
  });
});

describe('a sign-in started on a career-portal domain', () => {
  it('moves to the product host first, so the callback finds the browser binding, and keeps the portal', async () => {
    // fetch cannot name another Host, so the request goes out as the browser would send it.
    const res = await new Promise<IncomingMessage>((done, fail) =>
      httpGet(
        `${server.origin}/signin?returnTo=%2Fcandidate%2Fmy-jobs`,
        { headers: { host: PORTAL_DOMAIN } },
        done,
      ).on('error', fail),
    );
    res.resume();
    expect(res.statusCode).toBe(302);
    const next = new URL(res.headers.location ?? '');
    expect(next.origin).toBe(server.origin);
    expect(next.pathname).toBe('/signin');
    expect(next.searchParams.get('returnTo')).toBe('/candidate/my-jobs');
    const key = JSON.parse(
      Buffer.from(next.searchParams.get('paramsKey') ?? '', 'base64').toString(),
    );
    expect(key).toEqual({ validDomainNames: PORTAL_DOMAIN });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('sign-up codes', () => {
  it('are e-mailed, single-use, and confirm the account', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signup', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const email = `new.${Date.now()}@example.test`;
    const created = await client.request(
      `/idp/interaction/${uid}/signup`,
      form({ firstName: 'N', lastName: 'Ew', email, password: 'New-pass-1' }),
    );
    expect((await created.json()).screen).toBe('confirm');
    const code =
      /\b(\d{6})\b/.exec(server.sent.findLast((m) => m.to === email)?.text ?? '')?.[1] ?? '';
    const confirmed = await client.request(
      `/idp/interaction/${uid}/confirm`,
      form({ email, code }),
    );
    expect(confirmed.status).toBe(303);
    const replay = await browserlike(server.origin).follow('/signup', (to) =>
      to.includes('/idp/interaction/'),
    );
    const uid2 = replay.location.split('/idp/interaction/')[1];
    const again = await browserlike(server.origin).request(
      `/idp/interaction/${uid2}/confirm`,
      form({ email, code }),
    );
    expect(again.status).not.toBe(303);
  });

  it('cannot sign in before confirming', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signup', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const email = `unconfirmed.${Date.now()}@example.test`;
    await client.request(
      `/idp/interaction/${uid}/signup`,
      form({ firstName: 'U', lastName: 'N', email, password: 'Unconf-pass-1' }),
    );
    const { login } = await signIn(email, 'Unconf-pass-1');
    expect(login.status).toBe(400);
    expect((await login.json()).offerResend).toBe(true);
  });
});

// Last: it blocks this test IP for the rest of the minute.
describe('failed attempts', () => {
  it('limits failed sign-ins to 10 a minute with 429 and Retry-After', async () => {
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const attempt = () =>
      client.request(
        `/idp/interaction/${uid}/signin`,
        form({ email: 'target@example.test', password: 'guess-123' }),
      );
    // Earlier failures from this test IP count too, so the block comes within ten attempts.
    let blocked = await attempt();
    for (let i = 0; i < 10 && blocked.status === 400; i++) blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(
      Number(blocked.headers.get('retry-after') ?? (await blocked.json()).retryAfter),
    ).toBeGreaterThan(0);
  });
});
