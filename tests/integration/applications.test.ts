import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi } from '../support/candidate-api.ts';
import { seedJobs } from '../support/jobs.ts';

let t: TestApp;
let openJob: number;
let closedJob: number;
beforeAll(async () => {
  t = await createTestApp();
  const jobs = await seedJobs(t, 200);
  openJob = jobs.open[0]?.id ?? 0;
  closedJob = jobs.ended[0]?.id ?? 0;
});
afterAll(() => t.destroy());

const answers = {
  startDate: '2026-12-01',
  availability: 'Part Time',
  hoursPerDay: 6,
  days: ['Monday', 'Friday'],
};

const candidate = candidateApi(() => t.app);
const applyAs = (cookie: string | undefined, jobId: number | string, body: unknown) =>
  candidate(cookie ?? null, 'POST', `/jobs/${jobId}/apply`, body);

describe('applying', () => {
  it('applies once with the screening answers; the application shows under Applied', async () => {
    const { cookie } = await t.signUpCandidate('Ada');
    const res = await applyAs(cookie, openJob, answers);
    expect(res.status).toBe(201);
    const pool = await (
      await t.app.request('/api/v1/candidates/pool/A', { headers: { cookie } })
    ).json();
    expect(pool.responsePayload).toEqual([
      expect.objectContaining({
        jobId: openJob,
        enterpriseProcessStatus: 'R',
        jobTitle: expect.any(String),
      }),
    ]);
    const again = await applyAs(cookie, openJob, answers);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      statusCode: 409,
      errorMessage: 'You have already applied for this job.',
    });
  });

  it('refuses a closed job, an unknown job and malformed answers', async () => {
    const { cookie } = await t.signUpCandidate('Ben');
    const closed = await applyAs(cookie, closedJob, answers);
    expect(closed.status).toBe(409);
    expect((await closed.json()).errorMessage).toBe(
      'This job is no longer accepting applications.',
    );
    expect((await applyAs(cookie, 99999999, answers)).status).toBe(404);
    const bad = await applyAs(cookie, openJob, { ...answers, hoursPerDay: 30 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toBe('Hours per day must be a number from 1 to 24.');
    expect((await applyAs(cookie, openJob, { ...answers, days: [] })).status).toBe(400);
    expect((await applyAs(cookie, openJob, '{"__proto__": {"x": 1}}')).status).toBe(400);
    expect((await applyAs(cookie, 'abc', answers)).status).toBe(400);
  });

  it("shows each candidate only their own applications, and nobody's to visitors", async () => {
    const ada = await t.signUpCandidate('Cy');
    const ben = await t.signUpCandidate('Di');
    await applyAs(ada.cookie, openJob, answers);
    const benPool = await (
      await t.app.request(`/api/v1/candidates/pool/A?jobId=${openJob}`, {
        headers: { cookie: ben.cookie },
      })
    ).json();
    expect(benPool.responsePayload).toEqual([]);
    expect((await applyAs(undefined, openJob, answers)).status).toBe(401);
    expect((await t.app.request('/api/v1/candidates/pool/A')).status).toBe(401);
    expect(
      (await t.app.request('/api/v1/candidates/pool/Z', { headers: { cookie: ada.cookie } }))
        .status,
    ).toBe(400);
  });
});
