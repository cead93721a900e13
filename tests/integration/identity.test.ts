import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSecret } from '../../server/db/repositories/server-secrets.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const DEMO = { email: 'demo@worklane.test', password: 'Worklane#2026' };
const SESSION = '__Host-worklane_session';

/** Signs in through /signin like a browser; returns the client and where sign-in landed. */
async function signIn(email = DEMO.email, password = DEMO.password) {
  const client = browserlike(server.origin);
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form({ email, password }));
  if (login.status !== 303) return { client, login, landed: null };
  const { location: landed } = await client.follow(login.headers.get('location') ?? '', (to) =>
    to.startsWith('/candidate'),
  );
  return { client, login, landed };
}

/** A raw authorization request against the provider, as a third-party client would send it. */
async function authorize(params: Record<string, string>) {
  const client = browserlike(server.origin);
  const query = new URLSearchParams({
    client_id: 'worklane-web',
    response_type: 'code',
    scope: 'openid email profile api',
    redirect_uri: `${server.origin}/auth/callback`,
    state: 'x',
    nonce: 'n',
    ...params,
  });
  const first = await client.request(`/idp/auth?${query}`);
  return { client, first };
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function codeFor(verifier: string) {
  const { client, first } = await authorize({
    code_challenge: s256(verifier),
    code_challenge_method: 'S256',
  });
  const uid = (first.headers.get('location') ?? '').split('/idp/interaction/')[1];
  const login = await client.request(`/idp/interaction/${uid}/signin`, form(DEMO));
  const { location } = await client.follow(login.headers.get('location') ?? '', (to) =>
    to.includes('/auth/callback'),
  );
  return new URL(location).searchParams.get('code') ?? '';
}

async function exchange(code: string, verifier: string) {
  const secret = (await findSecret(server.db, 'embedded-client-secret'))?.value ?? '';
  return fetch(`${server.origin}/idp/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`worklane-web:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${server.origin}/auth/callback`,
    }),
  });
}

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

describe('the provider itself', () => {
  it('refuses PKCE with the plain method and requests without PKCE', async () => {
    const plain = await authorize({
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(plain.first.headers.get('location')).toMatch(/error=invalid_request/);
    const none = await authorize({});
    expect(none.first.headers.get('location')).toMatch(/error=invalid_request/);
  });

  it('refuses to redeem an authorization code twice, or with the wrong verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await codeFor(verifier);
    expect((await exchange(code, 'w'.repeat(43))).status).toBe(400);
    const reused = await codeFor(verifier);
    expect((await exchange(reused, verifier)).status).toBe(200);
    const again = await exchange(reused, verifier);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
  });

  it('issues access tokens the API accepts as Bearer, and refuses altered ones', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const tokens = await (await exchange(await codeFor(verifier), verifier)).json();
    expect(tokens.access_token.split('.')).toHaveLength(3);
    const me = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect((await me.json()).responsePayload.emailAddress).toBe(DEMO.email);
    const viaHeader = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { 'x-access-token': tokens.access_token },
    });
    expect(viaHeader.status).toBe(200);
    const altered = `${tokens.access_token.slice(0, -4)}AAAA`;
    const refused = await fetch(`${server.origin}/api/v1/candidates/`, {
      headers: { authorization: `Bearer ${altered}` },
    });
    expect(refused.status).toBe(401);
  });

  it('rejects redirect URIs that do not match exactly', async () => {
    const { first } = await authorize({
      redirect_uri: 'https://evil.example/callback',
      code_challenge: s256('v'.repeat(43)),
      code_challenge_method: 'S256',
    });
    expect(first.status).toBe(400);
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
