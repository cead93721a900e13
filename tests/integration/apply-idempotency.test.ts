import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { seedJobs } from '../support/jobs.ts';

let t: TestApp;
let jobs: [number, number, number];
beforeAll(async () => {
  t = await createTestApp();
  const open = (await seedJobs(t, 200)).open.map((job) => job.id);
  jobs = [open[0] ?? 0, open[1] ?? 0, open[2] ?? 0];
});
afterAll(() => t.destroy());

const answers = {
  startDate: '2026-12-01',
  availability: 'Part Time',
  hoursPerDay: 6,
  days: ['Monday', 'Friday'],
};

function applyWith(cookie: string, jobId: number, key?: string) {
  return t.app.request(`/api/v1/candidates/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'worklane',
      cookie,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(answers),
  });
}

const applicationsOf = (candidateId: number, jobId: number) =>
  t.db
    .selectFrom('applications')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .execute();

describe('applying with an Idempotency-Key', () => {
  it('answers a retry with the first application, stores one, and refuses a new key', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Ida');
    const first = await applyWith(cookie, jobs[0], 'apply-1');
    expect(first.status).toBe(201);
    const { applicationId } = (await first.json()).responsePayload;
    const retry = await applyWith(cookie, jobs[0], 'apply-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.json()).responsePayload).toEqual({ applicationId });
    expect(await applicationsOf(candidate.id, jobs[0])).toEqual([{ id: applicationId }]);
    expect((await applyWith(cookie, jobs[0], 'apply-2')).status).toBe(409);
    expect((await applyWith(cookie, jobs[0])).status).toBe(409);
  });

  it('gives every one of many concurrent retries the same single application', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Jo');
    const answersSeen = await Promise.all(
      Array.from({ length: 12 }, () => applyWith(cookie, jobs[1], 'burst')),
    );
    const statuses = answersSeen.map((r) => r.status).sort((a, b) => b - a);
    expect(statuses).toEqual([201, ...Array(11).fill(200)]);
    const ids = new Set(
      await Promise.all(
        answersSeen.map(async (r) => (await r.json()).responsePayload.applicationId),
      ),
    );
    const stored = await applicationsOf(candidate.id, jobs[1]);
    expect(stored).toHaveLength(1);
    expect([...ids]).toEqual(stored.map((s) => s.id));
  });

  it('still answers a retry after the job has closed, and a key is not shared between candidates', async () => {
    const ada = await t.signUpCandidate('Ada');
    const ben = await t.signUpCandidate('Ben');
    expect((await applyWith(ada.cookie, jobs[2], 'same')).status).toBe(201);
    await t.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', jobs[2]).execute();
    expect((await applyWith(ada.cookie, jobs[2], 'same')).status).toBe(200);
    const other = await applyWith(ben.cookie, jobs[2], 'same');
    expect(other.status).toBe(409);
    expect(await applicationsOf(ben.candidate.id, jobs[2])).toEqual([]);
  });

  it('refuses a malformed key', async () => {
    const { cookie } = await t.signUpCandidate('Kit');
    const res = await applyWith(cookie, jobs[0], 'has space');
    expect(res.status).toBe(400);
  });
});
