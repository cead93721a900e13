import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { issueCode } from '../../server/identity/codes.ts';
import { hashPassword } from '../../server/identity/password.ts';
import { browserlike, form, startIdentityServer } from '../support/identity-server.ts';

type Server = Awaited<ReturnType<typeof startIdentityServer>>;
let server: Server;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.stop());

const LIMIT = 'Attempt limit exceeded, please try after some time.';
let n = 0;
const address = (label: string) => `${label}.${Date.now()}.${++n}@example.test`;

/** A browser on one of the provider's screens, and a way to post its forms. */
async function screen(on: Server, path: '/signin' | '/signup' | '/forgotpassword') {
  const client = browserlike(on.origin);
  const { location } = await client.follow(path, (to) => to.includes('/idp/interaction/'));
  const uid = location.split('/idp/interaction/')[1];
  return (action: string, fields: Record<string, string>) =>
    client.request(`/idp/interaction/${uid}/${action}`, form(fields));
}

async function account(on: Server, email: string, status: 'CONFIRMED' | 'UNCONFIRMED') {
  const now = new Date().toISOString();
  return insertCandidate(on.db, {
    email,
    first_name: 'Cody',
    last_name: 'Tester',
    password_hash: await hashPassword('Code-pass-1'),
    account_status: status,
    created_at: now,
    updated_at: now,
  });
}

const mailsTo = (on: Server, email: string) => on.sent.filter((m) => m.to === email);
const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('codes sent by e-mail', () => {
  it('are sent five times an hour to one address; the sixth request is refused and mails nothing', async () => {
    const email = address('forgot');
    await account(server, email, 'CONFIRMED');
    const post = await screen(server, '/forgotpassword');
    for (let i = 0; i < 5; i++) expect((await post('forgot', { email })).status).toBe(200);
    expect(mailsTo(server, email)).toHaveLength(5);
    const sixth = await post('forgot', { email });
    expect(sixth.status).toBe(429);
    const view = await sixth.json();
    expect(view.error).toBe(LIMIT);
    expect(view.retryAfter).toBeGreaterThan(3000);
    expect(mailsTo(server, email)).toHaveLength(5);
    // An address without an account is refused the same way, so the limit tells nothing.
    const nobody = address('nobody');
    for (let i = 0; i < 5; i++) expect((await post('forgot', { email: nobody })).status).toBe(200);
    expect((await post('forgot', { email: nobody })).status).toBe(429);
  });

  it('count the sign-up code, so a sign-up allows four more codes in the hour', async () => {
    const email = address('signup');
    const post = await screen(server, '/signup');
    const created = await post('signup', {
      firstName: 'S',
      lastName: 'U',
      email,
      password: 'Signup-pass-1',
    });
    expect((await created.json()).screen).toBe('confirm');
    for (let i = 0; i < 4; i++) expect((await post('resend', { email })).status).toBe(200);
    expect(mailsTo(server, email)).toHaveLength(5);
    const refused = await post('resend', { email });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(LIMIT);
    expect(mailsTo(server, email)).toHaveLength(5);
  });

  it('take five tries, counted before they are compared, however many arrive at once', async () => {
    const email = address('confirm');
    await account(server, email, 'UNCONFIRMED');
    const post = await screen(server, '/signup');
    await post('resend', { email });
    const code = codeIn(mailsTo(server, email).at(-1)?.text);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('confirm', { email, code: wrong(code) })),
    );
    const views = await Promise.all(answers.map((a) => a.json()));
    const mismatches = views.filter(
      (v) => v.error === 'Invalid verification code provided, please try again.',
    );
    expect(mismatches.length).toBeLessThanOrEqual(4);
    const row = await server.db
      .selectFrom('verification_codes')
      .innerJoin('candidates', 'candidates.id', 'verification_codes.candidate_id')
      .select('attempts')
      .where('candidates.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    // Once the account's short delay has passed, the right code is refused too: it is used up.
    let right = await post('confirm', { email, code });
    for (let i = 0; i < 10 && right.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      right = await post('confirm', { email, code });
    }
    expect(right.status).toBe(400);
    expect((await right.json()).error).toBe(LIMIT);
  });
});

describe('requests for codes from one client address', () => {
  let own: Server;
  beforeAll(async () => {
    own = await startIdentityServer();
  });
  afterAll(() => own.stop());

  it('are limited to twenty an hour, whichever addresses they ask for', async () => {
    const post = await screen(own, '/forgotpassword');
    for (let i = 0; i < 20; i++)
      expect((await post('forgot', { email: address('many') })).status).toBe(200);
    const email = address('victim');
    await account(own, email, 'CONFIRMED');
    const refused = await post('forgot', { email });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(LIMIT);
    expect(mailsTo(own, email)).toHaveLength(0);
  });
});

describe('wrong codes', () => {
  let own: Server;
  beforeAll(async () => {
    own = await startIdentityServer();
  });
  afterAll(() => own.stop());

  it('all count as failed tries, also once the code is used up', async () => {
    const email = address('reset');
    const { id } = await account(own, email, 'CONFIRMED');
    const code = (await issueCode(own.db, id, 'reset')) ?? '';
    const post = await screen(own, '/forgotpassword');
    const tries = [];
    for (let i = 0; i < 10; i++) {
      const res = await post('reset', { email, code: wrong(code), password: 'Reset-pass-2' });
      tries.push(res.status === 429 ? 'held back' : (await res.json()).error);
    }
    expect(tries.slice(0, 4)).toEqual(
      Array(4).fill('Invalid verification code provided, please try again.'),
    );
    expect(tries[4]).toBe(LIMIT);
    const next = await post('reset', { email, code, password: 'Reset-pass-2' });
    expect(next.status).toBe(429);
    expect(Number((await next.json()).retryAfter)).toBeGreaterThan(0);
  });
});
