import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenFor } from '../../server/identity/form-token.ts';
import { attachedCredentials } from '../../server/services/credentials/jobs.ts';
import { isoToday } from '../../src/shared/credentials/status.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { APPLY_ANSWERS, enterpriseSide, NURSE_JOB } from '../support/pipeline.ts';

let t: TestApp;
let side: Awaited<ReturnType<typeof enterpriseSide>>;
beforeAll(async () => {
  t = await createTestApp({ flavour: 'H' });
  side = await enterpriseSide(t);
}, 60_000);
afterAll(() => t.destroy());

const call = candidateApi(() => t.app);
const inDays = (days: number) => isoToday(new Date(Date.now() + days * 86_400_000));
const pdf = readFileSync(new URL('../fixtures/files/resume.pdf', import.meta.url));

const FLORIDA_JOB = {
  ...NURSE_JOB,
  title: 'ICU Registered Nurse',
  city: 'Miami',
  state: 'Florida',
  country: 'United States',
  countryCode: 'US',
  payCurrency: 'USD',
  credentials: [
    { type: 'RN', required: true },
    { type: 'BLS', required: true },
    { type: 'ACLS', required: true },
    { type: 'CCRN', required: false },
  ],
};

async function postJob(key: string, body: unknown = FLORIDA_JOB) {
  const res = await side.call(key, 'POST', '/jobs', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await payload(res)).id as number;
}

/** A nurse with a multistate Texas RN licence (and its document), an expiring BLS and an expired ACLS. */
async function nurse(name: string) {
  const { cookie } = await t.signUpCandidate(name);
  const add = async (body: unknown) => payload(await call(cookie, 'POST', '/credentials', body));
  const rn = await add({
    type: 'RN',
    state: 'TX',
    number: 'RN-1',
    multistate: true,
    expiresOn: inDays(400),
  });
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'rn.pdf');
  const uploaded = await t.app.request(`/api/v1/candidates/credentials/${rn.id}/document`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'worklane' },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  await add({ type: 'BLS', expiresOn: inDays(20) });
  await add({ type: 'ACLS', expiresOn: inDays(-10) });
  return cookie;
}

describe('credentials on jobs and applications', () => {
  it('a job carries the credentials the enterprise asks for, which only it can change', async () => {
    const jobId = await postJob(side.keyA);
    const asked = await payload(await side.call(side.keyA, 'GET', `/jobs/${jobId}/credentials`));
    expect(asked).toEqual([
      {
        type: 'ACLS',
        kind: 'C',
        name: 'Advanced Cardiovascular Life Support (ACLS)',
        required: true,
      },
      { type: 'BLS', kind: 'C', name: 'Basic Life Support (BLS)', required: true },
      { type: 'RN', kind: 'L', name: 'Registered Nurse (RN)', required: true },
      { type: 'CCRN', kind: 'C', name: 'Critical Care Registered Nurse (CCRN)', required: false },
    ]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { credentials: [] }],
    ] as const) {
      const res = await side.call(side.keyB, method, `/jobs/${jobId}/credentials`, body);
      expect(res.status, method).toBe(404);
    }
    const changed = await side.call(side.keyA, 'PUT', `/jobs/${jobId}/credentials`, {
      credentials: [{ type: 'pals' }],
    });
    expect(await payload(changed)).toEqual([
      { type: 'PALS', kind: 'C', name: 'Pediatric Advanced Life Support (PALS)', required: true },
    ]);
  });

  it('refuses credentials that are not in the catalogue, or named twice', async () => {
    const unknown = await side.call(side.keyA, 'POST', '/jobs', {
      ...FLORIDA_JOB,
      credentials: [{ type: 'WIZARD' }],
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errorMessage).toBe(
      'credentials.0.type: Choose a licence or certification type from the list.',
    );
    const twice = await side.call(side.keyA, 'POST', '/jobs', {
      ...FLORIDA_JOB,
      credentials: [{ type: 'BLS' }, { type: 'BLS', required: false }],
    });
    expect((await twice.json()).errorMessage).toBe('credentials: Name each credential once.');
  });

  it('applying asks to confirm what is missing, then sends only the current credentials', async () => {
    const jobId = await postJob(side.keyA);
    const cookie = await nurse('Rosa');
    const unconfirmed = await call(cookie, 'POST', `/jobs/${jobId}/apply`, APPLY_ANSWERS);
    expect(unconfirmed.status).toBe(409);
    expect((await unconfirmed.json()).errorMessage).toBe(
      'This job requires credentials you do not hold: ACLS. Confirm to apply without them.',
    );
    const applied = await call(cookie, 'POST', `/jobs/${jobId}/apply`, {
      ...APPLY_ANSWERS,
      confirmMissingCredentials: true,
    });
    expect(applied.status).toBe(201);
    const { applicationId } = await payload(applied);

    const sent = await payload(
      await side.call(side.keyA, 'GET', `/applications/${applicationId}/credentials`),
    );
    expect(sent.map((c: { type: string; status: string }) => [c.type, c.status])).toEqual([
      ['RN', 'current'],
      ['BLS', 'expiring'],
    ]);
    expect(sent[0]).toMatchObject({ state: 'TX', multistate: true, number: 'RN-1' });
    const document = await t.app.request(new URL(sent[0].document.signedUrl, 'http://x').pathname);
    expect(document.status).toBe(200);
    expect(sent[1].document).toBeNull();

    // Another enterprise never reads them.
    const other = await side.call(side.keyB, 'GET', `/applications/${applicationId}/credentials`);
    expect(other.status).toBe(404);
    // Once a sent credential lapses, it reads as expired, never as current.
    const later = await attachedCredentials(
      t.db,
      // biome-ignore lint/suspicious/noExplicitAny: the app's own storage signs the links
      { urls: { ready: async () => {}, sign: () => '' } } as any,
      (
        await t.db
          .selectFrom('jobs')
          .select('enterprise_id')
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).enterprise_id,
      applicationId,
      inDays(30),
    );
    expect(later?.map((c) => [c.type, c.status])).toEqual([
      ['RN', 'current'],
      ['BLS', 'expired'],
    ]);
  });

  it('a single-state licence from another state does not count, and a job without asks applies at once', async () => {
    const jobId = await postJob(side.keyA, {
      ...FLORIDA_JOB,
      city: 'Los Angeles',
      state: 'California',
      credentials: [{ type: 'RN', required: true }],
    });
    const cookie = await nurse('Cal');
    const res = await call(cookie, 'POST', `/jobs/${jobId}/apply`, APPLY_ANSWERS);
    expect((await res.json()).errorMessage).toBe(
      'This job requires credentials you do not hold: RN licence valid in California. Confirm to apply without them.',
    );
    const plain = await postJob(side.keyA, { ...NURSE_JOB, title: 'Porter' });
    const applied = await call(cookie, 'POST', `/jobs/${plain}/apply`, APPLY_ANSWERS);
    expect(applied.status).toBe(201);
    const { applicationId } = await payload(applied);
    expect(
      await payload(
        await side.call(side.keyA, 'GET', `/applications/${applicationId}/credentials`),
      ),
    ).toEqual([]);
  });

  it('the no-script application form asks to confirm what is missing before it applies', async () => {
    const jobId = await postJob(side.keyA);
    const { cookie } = await t.signUpCandidate('Noscript');
    const token = formTokenFor(cookie.split('=')[1] ?? '');
    const send = (extra: Record<string, string>) =>
      t.app.request(`http://localhost/candidate/application/${jobId}`, {
        method: 'POST',
        headers: {
          cookie,
          host: 'localhost',
          origin: 'http://localhost',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          csrf_token: token,
          startDate: '2026-12-01',
          availability: 'Full Time',
          hoursPerDay: '8',
          days: 'Monday',
          ...extra,
        }),
      });
    const first = await send({});
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(
      `/candidate/application/${jobId}?problem=missing-credentials`,
    );
    const confirmed = await send({ confirmMissingCredentials: 'on' });
    expect(confirmed.headers.get('location')).toBe(`/candidate/my-jobs?tab=A&applied=${jobId}`);
  });

  it('a job carries shift facts the enterprise sets and changes', async () => {
    const jobId = await postJob(side.keyA, {
      ...FLORIDA_JOB,
      shift: {
        engagement: 'TR',
        shiftHours: 12,
        shiftTime: 'N',
        weeklyHours: 36,
        contractWeeks: 13,
      },
    });
    const row = await t.db
      .selectFrom('job_shifts')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      engagement: 'TR',
      shift_hours: 12,
      shift_time: 'N',
      contract_weeks: 13,
    });
    const bad = await side.call(side.keyA, 'PUT', `/jobs/${jobId}/shift`, {
      shift: { engagement: 'PM', contractWeeks: 13 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toBe(
      'shift.contractWeeks: A permanent job has no contract length.',
    );
    const other = await side.call(side.keyB, 'PUT', `/jobs/${jobId}/shift`, { shift: null });
    expect(other.status).toBe(404);
    const cleared = await side.call(side.keyA, 'PUT', `/jobs/${jobId}/shift`, { shift: null });
    expect(cleared.status).toBe(200);
    expect(
      await t.db.selectFrom('job_shifts').selectAll().where('job_id', '=', jobId).execute(),
    ).toEqual([]);
  });
});
