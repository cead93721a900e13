import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let keyA: string;
let keyB: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { jobs: 50 });
  const [a, b] = await t.db.selectFrom('enterprises').select('id').orderBy('id').limit(2).execute();
  keyA = await createApiKey(t.db, a?.id ?? 0, 'test');
  keyB = await createApiKey(t.db, b?.id ?? 0, 'test');
});
afterAll(() => t.destroy());

const call = (key: string | null, method: string, path: string, body?: unknown) =>
  t.app.request(`/enterprise/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const JOB = {
  title: 'Night Shift Registered Nurse',
  description:
    'Care for patients on a busy medical ward overnight, working with a supportive team.',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  countryCode: 'GB',
  workMode: 'O',
  employmentType: 'FL',
  experienceLevel: 'AT',
  payMin: 24,
  payMax: 31,
  payCurrency: 'GBP',
  payPeriod: 'HR',
  easyApply: true,
  skills: [{ id: 1001, minYears: 2, maxYears: 5 }],
};

describe('the enterprise API', () => {
  it('refuses requests without a valid key', async () => {
    expect((await call(null, 'POST', '/jobs', JOB)).status).toBe(401);
    expect((await call('wlk_not-a-real-key-at-all-000', 'POST', '/jobs', JOB)).status).toBe(401);
  });

  it('posts a job that candidates can find at once', async () => {
    const res = await call(keyA, 'POST', '/jobs', JOB);
    expect(res.status).toBe(201);
    const { id } = (await res.json()).responsePayload;
    const found = await (
      await t.app.request('/public/api/v1/jobs/search?keyword=night%20shift')
    ).json();
    expect(found.responsePayload.jobs.map((j: { id: number }) => j.id)).toContain(id);
    const typeahead = await (
      await t.app.request('/public/api/v1/candidates/search?keyword=night%20shi')
    ).json();
    expect(typeahead.responsePayload.map((s: { name: string }) => s.name)).toContain(JOB.title);
  });

  it('validates jobs with clear messages', async () => {
    const bad = await call(keyA, 'POST', '/jobs', { ...JOB, workMode: 'X' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toMatch(/^workMode: /);
    expect(
      (
        await (
          await call(keyA, 'POST', '/jobs', {
            ...JOB,
            skills: [{ id: 424242, minYears: 1, maxYears: 2 }],
          })
        ).json()
      ).errorMessage,
    ).toBe('Unknown skill id 424242.');
  });

  it('moves its own applicants and writes their notification; another enterprise gets 404', async () => {
    const { id: jobId } = (await (await call(keyA, 'POST', '/jobs', JOB)).json()).responsePayload;
    const { cookie, candidate } = await t.signUpCandidate('Ola');
    const applied = await t.app.request(`/api/v1/candidates/jobs/${jobId}/apply`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({
        startDate: '2026-12-01',
        availability: 'Full Time',
        hoursPerDay: 8,
        days: ['Monday'],
      }),
    });
    const { applicationId } = (await applied.json()).responsePayload;

    expect((await call(keyB, 'GET', `/jobs/${jobId}/applicants`)).status).toBe(404);
    expect(
      (await call(keyB, 'PUT', `/applications/${applicationId}/status`, { status: 'F' })).status,
    ).toBe(404);
    expect((await call(keyB, 'PUT', `/jobs/${jobId}/close`)).status).toBe(404);

    const applicants = (await (await call(keyA, 'GET', `/jobs/${jobId}/applicants`)).json())
      .responsePayload;
    expect(applicants).toEqual([
      expect.objectContaining({
        id: applicationId,
        candidate_id: candidate.id,
        enterprise_process_status: 'R',
      }),
    ]);
    expect(
      (await call(keyA, 'PUT', `/applications/${applicationId}/status`, { status: 'F' })).status,
    ).toBe(200);

    const offered = (
      await (await t.app.request('/api/v1/candidates/pool/F', { headers: { cookie } })).json()
    ).responsePayload;
    expect(offered).toEqual([
      expect.objectContaining({ jobId, enterpriseProcessStatus: 'F', candidateProcessStatus: 'P' }),
    ]);
    const outbox = await t.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('candidate_id', '=', candidate.id)
      .execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        kind: 'pool:F',
        call_to_action_url: `/candidate/my-jobs?tab=F&jobId=${jobId}`,
      }),
    ]);
    expect(outbox[0]?.text).toMatch(/^You have an offer for Night Shift Registered Nurse at /);

    expect(
      (await call(keyA, 'PUT', `/applications/${applicationId}/status`, { status: 'Q' })).status,
    ).toBe(400);
    expect((await call(keyA, 'PUT', `/jobs/${jobId}/close`)).status).toBe(200);
    expect((await t.app.request(`/public/api/v1/jobs/${jobId}`)).status).toBe(404);
  });
});
