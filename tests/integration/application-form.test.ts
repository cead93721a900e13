import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenFor } from '../../server/identity/form-token.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { seedJobs } from '../support/jobs.ts';

let t: TestApp;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedJobs(t, 50);
  const job = await t.db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('job_screening_questions')
            .select('job_id')
            .whereRef('job_screening_questions.job_id', '=', 'jobs.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  jobId = job.id;
});
afterAll(() => t.destroy());

/** The no-script application form as a browser on this site posts it. */
function post(cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams({
    startDate: '2026-12-01',
    availability: 'Part Time',
    hoursPerDay: '6',
    days: 'Monday',
    ...fields,
  });
  return t.app.request(`http://localhost/candidate/application/${jobId}`, {
    method: 'POST',
    headers: {
      cookie,
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

const applications = (candidateId: number) =>
  t.db.selectFrom('applications').select('id').where('candidate_id', '=', candidateId).execute();

describe('the no-script application form', () => {
  it("is refused without the session's form token, even from this site", async () => {
    const { candidate, cookie } = await t.signUpCandidate('Ada');
    const other = await t.signUpCandidate('Bea');
    const forged: Record<string, string>[] = [
      {},
      { csrf_token: 'wapiti' },
      { csrf_token: formTokenFor(other.token) },
    ];
    for (const fields of forged) {
      const res = await post(cookie, fields);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('This form must be sent from Worklane.');
    }
    expect(await applications(candidate.id)).toEqual([]);
  });

  it('applies with the token of the page served to this session', async () => {
    const { candidate, cookie, token } = await t.signUpCandidate('Cy');
    const res = await post(cookie, { csrf_token: formTokenFor(token) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/candidate/my-jobs?tab=A&applied=${jobId}`);
    expect(await applications(candidate.id)).toHaveLength(1);
  });

  it('sent twice from the same page (a double click), applies once and lands on My Jobs both times', async () => {
    const { candidate, cookie, token } = await t.signUpCandidate('Dee');
    const fields = { csrf_token: formTokenFor(token), submission: crypto.randomUUID() };
    const [first, second] = await Promise.all([post(cookie, fields), post(cookie, fields)]);
    for (const res of [first, second]) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/candidate/my-jobs?tab=A&applied=${jobId}`);
    }
    expect(await applications(candidate.id)).toHaveLength(1);
  });

  it('sent again from a new page, says the job was already applied for', async () => {
    const { cookie, token } = await t.signUpCandidate('Eve');
    const csrf = formTokenFor(token);
    await post(cookie, { csrf_token: csrf, submission: crypto.randomUUID() });
    const again = await post(cookie, { csrf_token: csrf, submission: crypto.randomUUID() });
    expect(again.headers.get('location')).toBe(`/candidate/application/${jobId}?problem=duplicate`);
  });
});
