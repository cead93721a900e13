import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;

let n = 0;
const address = (label: string) => `${label}.${Date.now()}.${++n}@example.test`;

/** Posts the provider's sign-in form as a client behind `forwardedFor`, if given. */
async function signInForm(on: Server) {
  const client = browserlike(on.origin);
  const { location } = await client.follow('/signin', (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  return (email: string, password: string, forwardedFor?: string) => {
    const request = form({ email, password });
    return client.request(`/idp/interaction/${uid}/signin`, {
      ...request,
      headers: {
        ...request.headers,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    });
  };
}

async function account(on: Server, password: string) {
  const now = new Date().toISOString();
  const email = address('limits');
  await insertCandidate(on.db, {
    email,
    first_name: 'Lim',
    last_name: 'Its',
    password_hash: await hashPassword(password),
    account_status: 'CONFIRMED',
    created_at: now,
    updated_at: now,
  });
  return email;
}

describe('with no proxy trusted (TRUST_PROXY_HOPS unset)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(() => server.stop());

  it('ignores X-Forwarded-For: ten failures under ever-changing forged addresses hold the client back', async () => {
    const signIn = await signInForm(server);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(address('nobody'), 'Wrong-pass-1', `198.51.100.${i}`);
      expect(res.status).toBe(400);
    }
    const held = await signIn(address('nobody'), 'Wrong-pass-1', '198.51.100.200');
    expect(held.status).toBe(429);
  });
});

describe('behind one proxy (TRUST_PROXY_HOPS=1)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startIdentityServer({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => server.stop());

  it('holds back the right-most X-Forwarded-For address, whatever the client writes before it', async () => {
    const signIn = await signInForm(server);
    for (let i = 0; i < 10; i++) {
      const res = await signIn(address('nobody'), 'Wrong-pass-1', `192.0.2.${i}, 203.0.113.7`);
      expect(res.status).toBe(400);
    }
    const forged = await signIn(address('nobody'), 'Wrong-pass-1', '192.0.2.99, 203.0.113.7');
    expect(forged.status).toBe(429);
    expect(Number((await forged.json()).retryAfter)).toBeGreaterThan(0);
    // Another client behind the same proxy is not held back by the first one's failures.
    const other = await signIn(address('nobody'), 'Wrong-pass-1', '203.0.113.7, 203.0.113.8');
    expect(other.status).toBe(400);
  });

  it('delays an account after five failures instead of locking it: the right password gets in after the wait', async () => {
    const email = await account(server, 'Right-pass-1');
    const signIn = await signInForm(server);
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, 'Wrong-pass-1', '198.51.100.66')).status).toBe(400);
    // Past the first delay (1 s) the sixth failure is checked, and earns a delay of 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await signIn(email, 'Wrong-pass-1', '198.51.100.66')).status).toBe(400);
    const held = await signIn(email, 'Right-pass-1', '198.51.100.67');
    expect(held.status).toBe(429);
    const view = await held.json();
    expect(view.error).toBe('Attempt limit exceeded, please try after some time.');
    expect(view.retryAfter).toBeGreaterThan(0);
    expect(view.retryAfter).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, view.retryAfter * 1000 + 100));
    expect((await signIn(email, 'Right-pass-1', '198.51.100.67')).status).toBe(303);
  });
});
