import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { MUST_CHANGE_PASSWORD } from '../../server/routes/assistant/signin.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import { SESSION } from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  // Behind one proxy, so each test signs in from client addresses of its own.
  server = await startIdentityServer({ TRUST_PROXY_HOPS: '1' });
});
afterAll(() => server.stop());

const PASSWORD = 'Right-pass-1';
const WRONG = 'Wrong-pass-1';
let n = 0;

async function account(fields: { account_status?: 'UNCONFIRMED'; must_change_password?: 1 }) {
  const now = new Date().toISOString();
  const email = `both.${Date.now()}.${++n}@example.test`;
  await insertCandidate(server.db, {
    email,
    first_name: 'Both',
    last_name: 'Ways',
    password_hash: await hashPassword(PASSWORD),
    account_status: 'CONFIRMED',
    created_at: now,
    updated_at: now,
    ...fields,
  });
  return email;
}

type Path = (email: string, password: string) => Promise<{ status: number; body: unknown }>;

/** The provider's hosted sign-in form, opened by a browser behind the proxy at `ip`. */
async function hostedForm(ip: string) {
  const client = browserlike(server.origin);
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  return async (email: string, password: string) => {
    const request = form({ email, password });
    const res = await client.request(`/idp/interaction/${uid}/signin`, {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': ip },
    });
    return { status: res.status, body: res.status === 303 ? null : await res.json() };
  };
}

/** The hosted sign-in page, opened anew for each try. */
function provider(ip: string): Path {
  return async (email, password) => (await hostedForm(ip))(email, password);
}

/** The chat's password box, from `ip`. */
function chat(ip: string): Path {
  return async (email, password) => {
    const res = await fetch(`${server.origin}/chatbot/api/v1/signin`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: email, password }),
    });
    return { status: res.status, body: await res.json() };
  };
}

describe('password sign-in, from the hosted page and from the chat', () => {
  it('never lets an account that must change its password in without choosing a new one', async () => {
    const email = await account({ must_change_password: 1 });
    const client = browserlike(server.origin);
    const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
    const uid = location.split('/idp/interaction/')[1];
    const hosted = await client.request(
      `/idp/interaction/${uid}/signin`,
      form({ email, password: PASSWORD }),
    );
    expect((await hosted.json()).screen).toBe('new-password');
    expect(client.jar.has(SESSION)).toBe(false);

    const res = await fetch(`${server.origin}/chatbot/api/v1/signin`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ statusCode: 403, errorMessage: MUST_CHANGE_PASSWORD });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('counts the right password of an unconfirmed account as no failure on either path', async () => {
    for (const [path, ip] of [
      [provider, '198.51.100.1'],
      [chat, '198.51.100.2'],
    ] as const) {
      const email = await account({ account_status: 'UNCONFIRMED' });
      for (let i = 0; i < 6; i++)
        expect((await path(ip)(email, PASSWORD)).status).toBe(path === chat ? 401 : 400);
    }
  });

  it('adds up failures from both paths, and holds the account back on both', async () => {
    const email = await account({});
    for (const path of [provider, chat, provider, chat, provider])
      expect((await path('198.51.100.3')(email, WRONG)).status).toBe(path === chat ? 401 : 400);
    // The sixth failure, once the first delay (1 s) is over, earns a delay of 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await chat('198.51.100.3')(email, WRONG)).status).toBe(401);
    const hosted = await hostedForm('198.51.100.4');
    const viaChat = await chat('198.51.100.4')(email, PASSWORD);
    expect(viaChat).toEqual({
      status: 429,
      body: {
        statusCode: 429,
        errorMessage: 'Attempt limit exceeded, please try after some time.',
      },
    });
    const viaHosted = await hosted(email, PASSWORD);
    expect(viaHosted.status).toBe(429);
    expect(viaHosted.body).toMatchObject({ retryAfter: expect.any(Number) });
  });

  it('forgets the failures after a right password on either path', async () => {
    for (const [path, subnet] of [
      [provider, '198.51.100.5'],
      [chat, '198.51.100.6'],
    ] as const) {
      const email = await account({});
      // Eight failures in all, from a new address each round, so only the account's count matters.
      for (let round = 0; round < 2; round++) {
        const ip = `${subnet}${round}`;
        for (let i = 0; i < 4; i++) expect((await path(ip)(email, WRONG)).status).not.toBe(429);
        expect([200, 303]).toContain((await path(ip)(email, PASSWORD)).status);
      }
    }
  });
});
