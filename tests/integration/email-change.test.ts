import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateById, insertCandidate } from '../../server/db/repositories/candidates.ts';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { readWindow } from '../../server/db/repositories/rate-limits.ts';
import { createAccounts } from '../../server/identity/accounts.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { createIdentityApp, type IdentityApp } from '../support/identity-app.ts';

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/');
const noMail = { send: async () => {} };
const signsIn = async (email: string, password: string) =>
  (await createAccounts(t.db, noMail).authenticate(email, password)).ok;
const mailTo = (to: string) => t.sent.filter((m) => m.to === to);

let n = 0;
const freshAddress = () => `new.${++n}.${Date.now()}@example.test`;

describe('asking to change the e-mail address', () => {
  it('is refused without the current password, or with a wrong one, and changes nothing', async () => {
    const { candidate, cookie } = await t.signUpCandidate('Pia');
    const next = freshAddress();

    const missing = await call(cookie, 'PUT', 'email', { email: next });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: 400,
      errorMessage: 'password: Enter your current password.',
    });
    const wrong = await call(cookie, 'PUT', 'email', { email: next, password: 'Wrong-pass-9' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ statusCode: 400, errorMessage: 'Incorrect password.' });

    expect(await findCandidateById(t.db, candidate.id)).toMatchObject({
      email: candidate.email,
      email_verified: 1,
      pending_email: null,
    });
    expect(mailTo(next)).toEqual([]);
    expect(await signsIn(candidate.email, 'Right-pass-1')).toBe(true);
  });

  it('lets at most five wrong passwords sent at once be tried', async () => {
    const { cookie } = await t.signUpCandidate('Rae');
    const next = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await call(cookie, 'PUT', 'email', { email: next, password: 'Wrong-pass-9' });
        return res.status;
      }),
    );
    // Five free tries, then a wait of a second: on a slow machine a try may arrive after it.
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    expect(mailTo(next)).toEqual([]);
  });

  it('keeps the old address until the code sent to the new one is entered', async () => {
    const { candidate, cookie, password } = await t.signUpCandidate('Quin');
    const next = freshAddress();

    const asked = await call(cookie, 'PUT', 'email', { email: next.toUpperCase(), password });
    expect(asked.status).toBe(200);
    expect(await payload(asked)).toEqual({
      emailAddress: candidate.email,
      emailVerified: true,
      pendingEmailAddress: next,
    });
    // Until the code: the old address signs in, the new one does not, and the profile says so.
    expect(await signsIn(candidate.email, password)).toBe(true);
    expect(await signsIn(next, password)).toBe(false);
    expect(await payload(await call(cookie, 'GET', ''))).toMatchObject({
      emailAddress: candidate.email,
      emailVerified: true,
      pendingEmailAddress: next,
    });

    const bad = await call(cookie, 'PUT', 'email/verify', { code: '000000' });
    expect(bad.status).toBe(400);
    expect((await findCandidateById(t.db, candidate.id))?.email).toBe(candidate.email);

    const code = t.codeSentTo(next);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await call(cookie, 'PUT', 'email/verify', { code });
    expect(confirmed.status).toBe(200);
    expect(await payload(confirmed)).toEqual({
      emailAddress: next,
      emailVerified: true,
      pendingEmailAddress: null,
    });
    expect(await signsIn(next, password)).toBe(true);
    expect(await signsIn(candidate.email, password)).toBe(false);
    expect((await call(cookie, 'PUT', 'email/verify', { code })).status).toBe(400);
  });

  it('tells the old address when a change is asked for and when it is made, without the code', async () => {
    const { candidate, cookie, password } = await t.signUpCandidate('Rae');
    const next = freshAddress();
    await call(cookie, 'PUT', 'email', { email: next, password });
    const [requested] = mailTo(candidate.email);
    expect(requested?.subject).toBe('A change of your Worklane e-mail address was requested');
    expect(requested?.text).toContain(next);
    expect(requested?.text).not.toMatch(/\b\d{6}\b/);

    await call(cookie, 'PUT', 'email/verify', { code: t.codeSentTo(next) });
    const notices = mailTo(candidate.email);
    expect(notices).toHaveLength(2);
    expect(notices[1]?.subject).toBe('Your Worklane e-mail address was changed');
    expect(notices[1]?.text).toContain(next);
    expect(mailTo(next)).toHaveLength(1);
  });

  it("cannot take another account's address, or one taken before the code is entered", async () => {
    const { candidate, cookie, password } = await t.signUpCandidate('Sam');
    const other = await t.signUpCandidate('Tom');
    const taken = await call(cookie, 'PUT', 'email', { email: other.candidate.email, password });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errorMessage).toBe(
      'An account with the given email already exists.',
    );

    const next = freshAddress();
    await call(cookie, 'PUT', 'email', { email: next, password });
    const now = new Date().toISOString();
    await insertCandidate(t.db, {
      email: next,
      first_name: 'Quick',
      last_name: 'Taker',
      created_at: now,
      updated_at: now,
    });
    const late = await call(cookie, 'PUT', 'email/verify', { code: t.codeSentTo(next) });
    expect(late.status).toBe(409);
    expect(await findCandidateById(t.db, candidate.id)).toMatchObject({
      email: candidate.email,
      pending_email: null,
    });
  });

  it('refuses the current address, a bad one, and a code when no change was asked for', async () => {
    const { candidate, cookie, password } = await t.signUpCandidate('Uma');
    const same = await call(cookie, 'PUT', 'email', { email: candidate.email, password });
    expect(same.status).toBe(400);
    expect((await same.json()).errorMessage).toBe('This is already your e-mail address.');
    const bad = await call(cookie, 'PUT', 'email', { email: 'not-an-address', password });
    expect(bad.status).toBe(400);
    const unasked = await call(cookie, 'PUT', 'email/verify', { code: '123456' });
    expect(unasked.status).toBe(400);
    expect(await unasked.json()).toEqual({
      statusCode: 400,
      errorMessage: 'Invalid verification code provided, please try again.',
    });
  });

  it('is only for a signed-in candidate', async () => {
    for (const [path, body] of [
      ['email', { email: freshAddress(), password: 'Right-pass-1' }],
      ['email/verify', { code: '123456' }],
    ] as const)
      expect((await call(null, 'PUT', path, body)).status).toBe(401);
  });
});

describe('an invitation sent to the address asked for', () => {
  it('is not the candidate’s until the code is entered', async () => {
    const { cookie, password } = await t.signUpCandidate('Vik');
    const next = freshAddress();
    const enterprise = await insertEnterprise(t.db, {
      key: `pool-${n}`,
      establishment_name: 'Pool Owner',
      sector: 'healthcare',
      created_at: new Date().toISOString(),
    });
    const pool = await t.db
      .insertInto('talent_pools')
      .values({ enterprise_id: enterprise.id, name: 'Bank', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invitee = await t.db
      .insertInto('talent_pool_invitees')
      .values({ pool_id: pool.id, email: next, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accept = () => {
      const body = new FormData();
      body.set('id', String(invitee.id));
      return t.app.request('/api/v1/candidates/pool/priority/invitee', {
        method: 'PUT',
        body,
        headers: { 'X-Requested-With': 'worklane', cookie },
      });
    };

    await call(cookie, 'PUT', 'email', { email: next, password });
    expect((await accept()).status).toBe(404);
    await call(cookie, 'PUT', 'email/verify', { code: t.codeSentTo(next) });
    expect((await accept()).status).toBe(200);
  });
});

describe('the code sent to the address asked for', () => {
  // An app of its own: the tries of this client address start from nothing.
  let own: IdentityApp;
  beforeAll(async () => {
    own = await createIdentityApp();
  });
  afterAll(() => own.destroy());
  const ownCall = candidateApi(() => own.app, '/api/v1/candidates/');

  it('takes at most five tries sent at once, counted with the password tries of the account', async () => {
    const { candidate, cookie, password } = await own.signUpCandidate('Ren');
    const next = freshAddress();
    expect((await ownCall(cookie, 'PUT', 'email', { email: next, password })).status).toBe(200);
    const wrongPassword = await ownCall(cookie, 'PUT', 'email', {
      email: next,
      password: 'Wrong-9x',
    });
    expect(wrongPassword.status).toBe(400);
    const code = own.codeSentTo(next);
    const wrong = code === '000000' ? '111111' : '000000';

    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await ownCall(cookie, 'PUT', 'email/verify', { code: wrong });
        return res.status;
      }),
    );
    // The wrong password took one of the account's five free tries; the codes get the rest (a
    // slow machine may let one or two in after the first waits).
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(checked).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    // Passwords and codes count on the one key sign-in uses for the account.
    const window = await readWindow(own.db, `identity:account:${candidate.email}`);
    expect(window?.failures).toBe(1 + checked);
    const row = await own.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('candidate_id', '=', candidate.id)
      .where('purpose', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(checked);
    expect((await findCandidateById(own.db, candidate.id))?.email).toBe(candidate.email);
  });
});
