import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidateSkills } from '../../server/db/repositories/candidate-skills.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { closeOwnJob } from '../../server/services/enterprise/jobs.ts';
import type { RecommendedJob } from '../../src/shared/dto/recommendation.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { firstEnterprise, publishJob, seedJobs } from '../support/jobs.ts';
import { APPLY_ANSWERS, asCandidate } from '../support/pipeline.ts';

let t: TestApp;
let enterpriseId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedJobs(t, 300);
  enterpriseId = (await firstEnterprise(t)).id;
});
afterAll(() => t.destroy());

/** Posts one job through the enterprise service; skills as [id, minYears, maxYears]. */
const post = (title: string, skills: [number, number, number][], more: object = {}) =>
  publishJob(t, enterpriseId, {
    title,
    description: 'A job posted for the recommendations tests, with enough words.',
    skills: skills.map(([id, minYears, maxYears]) => ({ id, minYears, maxYears })),
    ...more,
  });

async function list(cookie: string | undefined, query = '') {
  const res = await t.app.request(`/api/v1/candidates/recommendations${query}`, {
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, body: await res.json() };
}

const ids = (jobs: RecommendedJob[]) => jobs.map((j) => j.id);

describe('recommendations', () => {
  it('name the city when an onsite job is where the candidate lives', async () => {
    const me = await t.signUpCandidate('Lou', {
      city: 'Boston',
      state: 'Massachusetts',
      region: 'US',
    });
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2005, years_of_experience: 4 },
    ]);
    const id = await post('Onsite data analyst', [[2005, 2, 6]]);
    const { body } = await list(me.cookie);
    const job = (body.responsePayload.jobs as RecommendedJob[]).find((j) => j.id === id);
    expect(job?.matchReason).toBe('1 of 1 skill, in Boston');
  });

  it('rank a job needing the candidate’s skills above one that needs few of them', async () => {
    const me = await t.signUpCandidate('Rae');
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2001, years_of_experience: 5 },
      { candidate_id: me.candidate.id, skill_id: 2002, years_of_experience: 3 },
    ]);
    const strong = await post(
      'Remote platform engineer',
      [
        [2001, 2, 6],
        [2002, 1, 4],
      ],
      { workMode: 'R' },
    );
    const weak = await post('Onsite systems engineer', [
      [2001, 8, 12],
      [2050, 0, 2],
      [2051, 0, 2],
      [2052, 0, 2],
    ]);
    const unrelated = await post('Warehouse operative', [[4001, 0, 2]]);

    const { status, body } = await list(me.cookie);
    expect(status).toBe(200);
    const page = body.responsePayload;
    expect(page).toMatchObject({ page: 0, pageSize: 20, hasSkills: true });
    const jobs: RecommendedJob[] = page.jobs;
    expect(ids(jobs)).toContain(strong);
    expect(ids(jobs)).not.toContain(unrelated);
    const first = jobs[0];
    expect(first).toMatchObject({
      id: strong,
      jobTitle: 'Remote platform engineer',
      establishmentName: expect.any(String),
      matchReason: '2 of 2 skills, remote',
    });
    expect(first?.matchScore).toBeGreaterThanOrEqual(90);
    const all: RecommendedJob[] = [...jobs];
    for (let p = 1; p * page.pageSize < page.total; p++)
      all.push(...(await list(me.cookie, `?page=${p}`)).body.responsePayload.jobs);
    const weakJob = all.find((j) => j.id === weak);
    expect(weakJob?.matchReason).toBe('1 of 4 skills');
    expect(weakJob?.matchScore).toBeLessThan(first?.matchScore ?? 0);
    for (const job of all) {
      expect(Number.isInteger(job.matchScore)).toBe(true);
      expect(job.matchScore).toBeGreaterThanOrEqual(0);
      expect(job.matchScore).toBeLessThanOrEqual(100);
    }
    const scores = all.map((j) => j.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('say where the job is when the candidate is in the same country', async () => {
    const me = await t.signUpCandidate('Lou', { region: 'US' });
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2003, years_of_experience: 4 },
    ]);
    const here = await post('Data engineer', [[2003, 1, 5]]);
    const jobs: RecommendedJob[] = (await list(me.cookie)).body.responsePayload.jobs;
    expect(jobs.find((j) => j.id === here)?.matchReason).toBe('1 of 1 skill, in United States');
  });

  it('leave out jobs the candidate applied to', async () => {
    const me = await t.signUpCandidate('Ari');
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2004, years_of_experience: 2 },
    ]);
    const job = await post('Frontend developer', [[2004, 0, 3]]);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).toContain(job);
    const applied = await asCandidate(t, me.cookie)('POST', `/jobs/${job}/apply`, APPLY_ANSWERS);
    expect(applied.status).toBe(201);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).not.toContain(job);
  });

  it('follow what changes: a new skill, a newly posted job and a closed job show at once', async () => {
    const me = await t.signUpCandidate('Noa');
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2006, years_of_experience: 2 },
    ]);
    const first = await post('Cloud support engineer', [[2006, 0, 3]]);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).toContain(first);

    const second = await post('Site reliability engineer', [[2007, 0, 3]]);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).not.toContain(second);
    await insertCandidateSkills(t.db, [
      { candidate_id: me.candidate.id, skill_id: 2007, years_of_experience: 1 },
    ]);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).toContain(second);

    const third = await post('Platform engineer', [[2006, 0, 3]]);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).toContain(third);
    expect(await closeOwnJob(t.db, enterpriseId, first, t.events)).toBe(true);
    expect(ids((await list(me.cookie)).body.responsePayload.jobs)).not.toContain(first);
  });

  it('give each candidate their own list; none without skills; 401 without a session', async () => {
    const cook = await t.signUpCandidate('Cook');
    await insertCandidateSkills(t.db, [
      { candidate_id: cook.candidate.id, skill_id: 4005, years_of_experience: 3 },
    ]);
    const kitchen = await post('Line cook', [[4005, 1, 4]]);
    const blank = await t.signUpCandidate('Blank');
    expect((await list(blank.cookie)).body.responsePayload).toEqual({
      jobs: [],
      total: 0,
      page: 0,
      pageSize: 20,
      hasSkills: false,
    });
    const cooks: RecommendedJob[] = (await list(cook.cookie)).body.responsePayload.jobs;
    expect(cooks[0]?.id).toBe(kitchen);
    expect(cooks.every((j) => j.skills.some((s) => s.id === 4005))).toBe(true);
    expect((await list(undefined)).status).toBe(401);
  });

  it('recommend healthcare jobs to the demo candidate, none already applied to', async () => {
    const demo = await t.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', DEMO_CANDIDATE.email)
      .executeTakeFirstOrThrow();
    const skills = new Set(
      (
        await t.db
          .selectFrom('candidate_skills')
          .select('skill_id')
          .where('candidate_id', '=', demo.id)
          .execute()
      ).map((s) => s.skill_id),
    );
    const applied = new Set(
      (
        await t.db
          .selectFrom('applications')
          .select('job_id')
          .where('candidate_id', '=', demo.id)
          .execute()
      ).map((a) => a.job_id),
    );
    // A posting's title may add a unit or an abbreviation ("RN - ICU"): its catalogue title says
    // whether it is healthcare, as the search's is-healthcare filter reads it.
    const healthcareJobs = new Set(
      (
        await t.db
          .selectFrom('jobs')
          .innerJoin('job_titles', 'job_titles.id', 'jobs.job_title_id')
          .select('jobs.id')
          .where('job_titles.sector', '=', 'healthcare')
          .execute()
      ).map((j) => j.id),
    );
    const { token } = await startSession(t.db, demo.id);
    const page = (await list(`${SESSION_COOKIE}=${token}`)).body.responsePayload;
    expect(page.jobs.length).toBeGreaterThanOrEqual(6);
    for (const job of page.jobs.slice(0, 6) as RecommendedJob[]) {
      expect(job.skills.some((s) => skills.has(s.id))).toBe(true);
      expect(healthcareJobs.has(job.id)).toBe(true);
      expect(applied.has(job.id)).toBe(false);
      expect(job.matchReason).toMatch(/^\d+ of \d+ skills?/);
    }
  });
});
