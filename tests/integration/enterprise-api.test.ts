import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { type EnterpriseSide, enterpriseTestApp, NURSE_JOB } from '../support/pipeline.ts';

let t: TestApp;
let keyA: string;
let keyB: string;
let call: EnterpriseSide['call'];
beforeAll(async () => {
  const made = await enterpriseTestApp({ jobs: 50 });
  t = made.t;
  ({ keyA, keyB, call } = made.side);
});
afterAll(() => t.destroy());

const JOB = {
  ...NURSE_JOB,
  title: 'Night Shift Registered Nurse',
  description:
    'Care for patients on a busy medical ward overnight, working with a supportive team.',
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
