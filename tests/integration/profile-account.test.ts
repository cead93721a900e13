import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { CURRENT_POLICY_VERSIONS } from '../../server/services/profile/consent.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/');

describe('region, device token and chatbot details', () => {
  it('save an ISO country as the region and refuse anything else', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Reg');
    expect(await payload(await call(cookie, 'PUT', 'update/region/gb'))).toEqual({ region: 'GB' });
    const row = await t.db
      .selectFrom('candidates')
      .select(['region'])
      .where('id', '=', candidate.id)
      .executeTakeFirst();
    expect(row?.region).toBe('GB');
    const bad = await call(cookie, 'PUT', 'update/region/XX');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toMatch(/^country: Use an ISO 3166-1 alpha-2/);
  });

  it('keep the device token, which must not be empty', async () => {
    const { cookie } = await t.signUpCandidate('Dev');
    expect(
      (await call(cookie, 'PUT', 'notification/device', { deviceToken: 'abc123' })).status,
    ).toBe(200);
    expect((await call(cookie, 'PUT', 'notification/device', { deviceToken: ' ' })).status).toBe(
      400,
    );
  });

  it('answer the chatbot details request', async () => {
    const { cookie } = await t.signUpCandidate('Bot');
    expect((await call(cookie, 'POST', 'chatbot/details')).status).toBe(200);
  });
});

describe('accepted policy versions', () => {
  it('start unaccepted and become latest once the current versions are accepted', async () => {
    const { cookie } = await t.signUpCandidate('Pol');
    const before = await payload(await call(cookie, 'GET', 'consented/versions'));
    expect(before).toMatchObject({
      current: CURRENT_POLICY_VERSIONS,
      accepted: { termsOfUse: null, privacy: null, secrecy: null },
      isTermsOfUseLatest: false,
      isPrivacyLatest: false,
      isSecrecyLatest: false,
    });
    // The spec's client writes the path with a double slash.
    const res = await call(cookie, 'PUT', '/consented/versions', CURRENT_POLICY_VERSIONS);
    expect(res.status).toBe(200);
    expect(await payload(res)).toMatchObject({
      accepted: CURRENT_POLICY_VERSIONS,
      isTermsOfUseLatest: true,
      isPrivacyLatest: true,
      isSecrecyLatest: true,
    });
    expect((await call(cookie, 'PUT', 'consented/versions', CURRENT_POLICY_VERSIONS)).status).toBe(
      200,
    );
  });

  it('refuse versions that are not current with 409, and incomplete bodies with 400', async () => {
    const { cookie } = await t.signUpCandidate('Old');
    const old = { ...CURRENT_POLICY_VERSIONS, privacy: '2020-01-01' };
    expect((await call(cookie, 'PUT', 'consented/versions', old)).status).toBe(409);
    expect((await call(cookie, 'PUT', 'consented/versions', { privacy: 'x' })).status).toBe(400);
  });
});

describe('the checklist (flavour D)', () => {
  it('lists the items, saves a tick with its expiry, and needs an expiry where one applies', async () => {
    const { cookie } = await t.signUpCandidate('Chk');
    const items = await payload(await call(cookie, 'GET', 'checklist'));
    expect(items.map((i: { label: string }) => i.label)).toEqual([
      'Right to work documents',
      'References',
      'Background check',
      'Driving licence',
    ]);
    expect(items.every((i: { completed: boolean }) => !i.completed)).toBe(true);
    const noDate = await call(cookie, 'PUT', 'checklist/driving-licence', { completed: true });
    expect(noDate.status).toBe(400);
    expect((await noDate.json()).errorMessage).toMatch(/^expiresOn: /);
    const saved = await call(cookie, 'PUT', 'checklist/driving-licence', {
      completed: true,
      expiresOn: '2030-04-30',
    });
    expect(await payload(saved)).toEqual({
      key: 'driving-licence',
      label: 'Driving licence',
      completed: true,
      expiresOn: '2030-04-30',
      needsExpiry: true,
    });
    await call(cookie, 'PUT', 'checklist/references', { completed: true });
    const after = await payload(await call(cookie, 'GET', 'checklist'));
    expect(after.filter((i: { completed: boolean }) => i.completed)).toHaveLength(2);
  });

  it('answers 404 for an unknown item', async () => {
    const { cookie } = await t.signUpCandidate('Unk');
    expect((await call(cookie, 'PUT', 'checklist/moon-licence', { completed: true })).status).toBe(
      404,
    );
  });

  it("counts towards the score once complete and in date, and never shows another candidate's ticks", async () => {
    const ana = await t.signUpCandidate('Ana');
    const bo = await t.signUpCandidate('Bo');
    for (const key of ['right-to-work', 'references'])
      await call(ana.cookie, 'PUT', `checklist/${key}`, { completed: true });
    for (const key of ['background-check', 'driving-licence'])
      await call(ana.cookie, 'PUT', `checklist/${key}`, {
        completed: true,
        expiresOn: '2099-01-01',
      });
    const score = await payload(await call(ana.cookie, 'GET', 'profile-score'));
    expect(score.items.find((i: { key: string }) => i.key === 'checklist').done).toBe(true);
    const theirs = await payload(await call(bo.cookie, 'GET', 'checklist'));
    expect(theirs.every((i: { completed: boolean }) => !i.completed)).toBe(true);
  });
});

describe('flavour differences', () => {
  let other: TestDb;
  beforeAll(async () => {
    other = await createTestDb();
  });
  afterAll(() => other.destroy());

  async function appFor(flavour: 'N' | 'H') {
    const app = createApp({ db: other.db, env: { NODE_ENV: 'test', FLAVOUR: flavour } });
    const now = new Date().toISOString();
    const candidate = await insertCandidate(other.db, {
      email: `${flavour}.${Date.now()}@example.test`,
      first_name: 'Fl',
      last_name: 'Avour',
      created_at: now,
      updated_at: now,
    });
    const { token } = await startSession(other.db, candidate.id);
    return {
      call: candidateApi(() => app, '/api/v1/candidates/'),
      cookie: `${SESSION_COOKIE}=${token}`,
    };
  }

  it('flavour N has no checklist, and its score has no checklist item', async () => {
    const n = await appFor('N');
    expect((await n.call(n.cookie, 'GET', 'checklist')).status).toBe(404);
    expect(
      (await n.call(n.cookie, 'PUT', 'checklist/references', { completed: true })).status,
    ).toBe(404);
    const score = await payload(await n.call(n.cookie, 'GET', 'profile-score'));
    expect(score.items.some((i: { key: string }) => i.key === 'checklist')).toBe(false);
  });

  it('flavour H lists healthcare credentials, each with an expiry date', async () => {
    const h = await appFor('H');
    const items = await payload(await h.call(h.cookie, 'GET', 'checklist'));
    expect(items.map((i: { label: string }) => i.label)).toEqual([
      'Nursing licence',
      'Basic Life Support (BLS)',
      'Immunisation record',
      'Background check',
    ]);
    expect(items.every((i: { needsExpiry: boolean }) => i.needsExpiry)).toBe(true);
  });
});

describe('referrals', () => {
  it('give a stable personal link whose details carry the referral code', async () => {
    const { cookie } = await t.signUpCandidate('Ref');
    const first = await payload(await call(cookie, 'GET', 'referrals'));
    expect(first.referralCode).toMatch(/^[A-Z2-9]{16}$/);
    expect(first.referred).toEqual([]);
    const url = new URL(first.link);
    expect(url.pathname).toBe('/signup');
    const details = JSON.parse(
      Buffer.from(url.searchParams.get('referralDetails') ?? '', 'base64').toString('utf8'),
    );
    expect(details).toMatchObject({ referralCode: first.referralCode });
    expect(typeof details.validDomainName).toBe('string');
    expect((await payload(await call(cookie, 'GET', 'referrals'))).referralCode).toBe(
      first.referralCode,
    );
  });

  it('list the people who joined with the code', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Host');
    await call(cookie, 'GET', 'referrals');
    const friend = await t.signUpCandidate('Friend');
    await t.db
      .updateTable('candidates')
      .set({ referred_by_candidate_id: candidate.id })
      .where('id', '=', friend.candidate.id)
      .execute();
    const { referred } = await payload(await call(cookie, 'GET', 'referrals'));
    expect(referred).toEqual([
      { firstName: 'Friend', lastInitial: 'T', joinedAt: friend.candidate.created_at },
    ]);
  });

  it('are only for a signed-in candidate', async () => {
    expect((await call(null, 'GET', 'referrals')).status).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the word DELETE', async () => {
    const { cookie } = await t.signUpCandidate('Keep');
    const res = await call(cookie, 'DELETE', '', { confirm: 'delete' });
    expect(res.status).toBe(400);
    expect((await res.json()).errorMessage).toBe('confirm: Type DELETE to confirm.');
    expect((await call(cookie, 'GET', '')).status).toBe(200);
  });

  it('removes the candidate and everything of theirs, and signs them out', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Gone');
    const other = await t.signUpCandidate('Stays');
    await call(cookie, 'PUT', 'skills', []);
    await call(cookie, 'PUT', 'work-history', {
      title: 'Porter',
      workedWith: 'Hospital',
      workedFrom: '2020-01-01',
    });
    await call(cookie, 'PUT', 'educations', { institution: 'College', degree: 'NVQ' });
    await call(cookie, 'PUT', 'checklist/references', { completed: true });
    await call(other.cookie, 'PUT', 'work-history', {
      title: 'Cleaner',
      workedWith: 'Hospital',
      workedFrom: '2020-01-01',
    });

    const res = await call(cookie, 'DELETE', '', { confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
    expect((await call(cookie, 'GET', '')).status).toBe(401);
    for (const table of [
      'sessions',
      'work_history',
      'educations',
      'checklist_items',
      'candidate_skills',
      'files',
    ] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('candidate_id')
        .where('candidate_id', '=', candidate.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const gone = await t.db
      .selectFrom('candidates')
      .select('id')
      .where('id', '=', candidate.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect(await payload(await call(other.cookie, 'GET', 'work-history'))).toHaveLength(1);
  });

  it('is only for a signed-in candidate', async () => {
    expect((await call(null, 'DELETE', '', { confirm: 'DELETE' })).status).toBe(401);
  });
});

describe('a visitor', () => {
  it('gets 401 from every account route', async () => {
    const routes: [string, string, unknown?][] = [
      ['PUT', 'update/region/GB'],
      ['PUT', 'notification/device', { deviceToken: 'x' }],
      ['GET', 'consented/versions'],
      ['PUT', '/consented/versions', CURRENT_POLICY_VERSIONS],
      ['POST', 'chatbot/details'],
      ['GET', 'checklist'],
      ['PUT', 'checklist/references', { completed: true }],
    ];
    for (const [method, path, body] of routes)
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
  });
});
