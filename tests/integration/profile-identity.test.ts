import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateById, insertCandidate } from '../../server/db/repositories/candidates.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';
import * as oidc from '../support/oidc-client.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

type Client = ReturnType<typeof browserlike>;
const send = (client: Client, method: string, path: string, body?: unknown) =>
  client.request(`/api/v1/candidates/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'worklane' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function account(password: string) {
  const now = new Date().toISOString();
  const email = `pw.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
  await insertCandidate(server.db, {
    email,
    first_name: 'Pass',
    last_name: 'Word',
    password_hash: await hashPassword(password),
    account_status: 'CONFIRMED',
    created_at: now,
    updated_at: now,
  });
  return email;
}

describe('changing the password', () => {
  it('needs the current password, and the new one is the one that signs in', async () => {
    const email = await account('Old-pass-1');
    const { client, landed } = await oidc.signIn(server, email, 'Old-pass-1');
    expect(landed).toMatch(/^\/candidate\//);

    const wrong = await send(client, 'PUT', 'password', {
      currentPassword: 'Not-it-1',
      newPassword: 'New-pass-2',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ statusCode: 400, errorMessage: 'Incorrect password.' });

    const weak = await send(client, 'PUT', 'password', {
      currentPassword: 'Old-pass-1',
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errorMessage).toBe(
      'newPassword: The password must be at least 8 characters',
    );
    const noDigit = await send(client, 'PUT', 'password', {
      currentPassword: 'Old-pass-1',
      newPassword: 'only-letters',
    });
    expect(noDigit.status).toBe(400);

    const changed = await send(client, 'PUT', 'password', {
      currentPassword: 'Old-pass-1',
      newPassword: 'New-pass-2',
    });
    expect(changed.status).toBe(200);
    expect((await oidc.signIn(server, email, 'Old-pass-1')).landed).toBeNull();
    expect((await oidc.signIn(server, email, 'New-pass-2')).landed).toMatch(/^\/candidate\//);
  });

  it('lets at most five wrong current passwords sent at once be tried, as sign-in does', async () => {
    const email = await account('Old-pass-1');
    const { client } = await oidc.signIn(server, email, 'Old-pass-1');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(client, 'PUT', 'password', { currentPassword: 'Not-it-1', newPassword: 'New-pass-2' }),
      ).map(async (res) => (await res).status),
    );
    // Five free tries, then a wait of a second: on a slow machine a try may arrive after it.
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
  });

  it('is only for a signed-in candidate', async () => {
    const res = await browserlike(server.origin).request('/api/v1/candidates/password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'a', newPassword: 'b' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('signing up through a referral link', () => {
  it("credits the referrer, whose list then shows the new candidate's first name", async () => {
    const { client: referrer } = await oidc.signIn(server);
    const { link, referralCode } = (await (await send(referrer, 'GET', 'referrals')).json())
      .responsePayload;
    const url = new URL(link);
    expect(url.origin).toBe(server.origin);

    const friend = browserlike(server.origin);
    const { location } = await friend.follow(`${url.pathname}${url.search}`, (to) =>
      to.includes('/idp/interaction/'),
    );
    const uid = location.split('/idp/interaction/')[1];
    const email = `friend.${Date.now()}@example.test`;
    await friend.request(
      `/idp/interaction/${uid}/signup`,
      form({ firstName: 'Robin', lastName: 'Quill', email, password: 'Friend-pass-1' }),
    );
    const code =
      /\b(\d{6})\b/.exec(server.sent.findLast((m) => m.to === email)?.text ?? '')?.[1] ?? '';
    const confirmed = await friend.request(
      `/idp/interaction/${uid}/confirm`,
      form({ email, code }),
    );
    const { location: landed } = await friend.follow(
      confirmed.headers.get('location') ?? '',
      (to) => to.startsWith('/candidate'),
    );
    expect(landed).toBe('/candidate/create-profile');

    const me = (await (await send(friend, 'GET', '')).json()).responsePayload;
    expect(me.origin).toBe('P');
    const row = await findCandidateById(server.db, me.id);
    const demo = (await (await send(referrer, 'GET', '')).json()).responsePayload;
    expect(row?.referred_by_candidate_id).toBe(demo.id);
    const list = (await (await send(referrer, 'GET', 'referrals')).json()).responsePayload;
    expect(list.referralCode).toBe(referralCode);
    expect(list.referred).toEqual([
      expect.objectContaining({ firstName: 'Robin', lastInitial: 'Q' }),
    ]);
  });

  it('does not credit anyone for an existing account signing in with a referral link', async () => {
    const email = await account('Some-pass-1');
    await oidc.signIn(server, email, 'Some-pass-1');
    const { client: referrer } = await oidc.signIn(server);
    const { link } = (await (await send(referrer, 'GET', 'referrals')).json()).responsePayload;
    const url = new URL(link);
    const client = browserlike(server.origin);
    const { location } = await client.follow(`${url.pathname}${url.search}`, (to) =>
      to.includes('/idp/interaction/'),
    );
    const uid = location.split('/idp/interaction/')[1];
    const login = await client.request(
      `/idp/interaction/${uid}/signin`,
      form({ email, password: 'Some-pass-1' }),
    );
    await client.follow(login.headers.get('location') ?? '', (to) => to.startsWith('/candidate'));
    const row = await server.db
      .selectFrom('candidates')
      .select('referred_by_candidate_id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.referred_by_candidate_id).toBeNull();
  });
});
