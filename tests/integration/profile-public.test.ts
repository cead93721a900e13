import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCandidate } from '../../server/db/repositories/candidates.ts';
import { apply } from '../../server/services/applications.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { moveCandidate } from '../../server/services/enterprise/pipeline.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';
import { seedJobs } from '../support/jobs.ts';

let t: TestApp;
let jobs: { id: number; enterprise_id: number }[];
beforeAll(async () => {
  t = await createTestApp();
  jobs = (await seedJobs(t, 60)).open;
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/');
const publicProfile = (key: string) =>
  t.app.request(`/public/api/v1/candidates/profile/${encodeURIComponent(key)}`);

const ANSWERS = {
  startDate: '2026-12-01',
  availability: 'Full Time',
  hoursPerDay: 8,
  days: ['Monday'],
} as const;

async function fullProfile(name: string) {
  const who = await t.signUpCandidate(name);
  await call(who.cookie, 'PUT', '', { profileTitle: 'Paramedic', city: 'York', country: 'GB' });
  await call(who.cookie, 'PUT', 'skills', [{ id: 1001, yearsOfExperience: 4 }]);
  await call(who.cookie, 'PUT', 'work-history', {
    title: 'Paramedic',
    workedWith: 'Yorkshire Ambulance',
    workedFrom: '2019-03-01',
  });
  await call(who.cookie, 'PUT', 'educations', { institution: 'York St John', degree: 'BSc' });
  return who;
}

describe('the public profile', () => {
  it('is reached by a fresh unguessable key and shows only the chosen sections', async () => {
    const { cookie } = await fullProfile('Pub');
    const res = await call(cookie, 'PUT', 'public-key');
    expect(res.status).toBe(200);
    const { publicKey } = await payload(res);
    expect(publicKey).toMatch(/^[\w-]{24}$/);
    expect((await payload(await call(cookie, 'GET', ''))).publicKey).toBe(publicKey);

    const shown = await payload(await publicProfile(publicKey));
    expect(shown).toMatchObject({
      firstName: 'Pub',
      lastName: 'Tester',
      profileTitle: 'Paramedic',
      location: { city: 'York', country: 'GB' },
      skills: [expect.objectContaining({ id: 1001, yearsOfExperience: 4 })],
      workHistory: [expect.objectContaining({ title: 'Paramedic' })],
    });
    expect(shown).not.toHaveProperty('education');
    expect(shown).not.toHaveProperty('resume');
    expect(shown).not.toHaveProperty('emailAddress');
    expect(shown.workHistory[0]).not.toHaveProperty('version');

    await call(cookie, 'PUT', '', { profileVisibility: { workHistory: false, education: true } });
    const after = await payload(await publicProfile(publicKey));
    expect(after).not.toHaveProperty('workHistory');
    expect(after.education).toEqual([expect.objectContaining({ institution: 'York St John' })]);
  });

  it('stops working at the old key once a new one is made', async () => {
    const { cookie } = await fullProfile('Rot');
    const first = (await payload(await call(cookie, 'PUT', 'public-key'))).publicKey;
    const second = (await payload(await call(cookie, 'PUT', 'public-key'))).publicKey;
    expect(second).not.toBe(first);
    expect((await publicProfile(first)).status).toBe(404);
    expect((await publicProfile(second)).status).toBe(200);
  });

  it('answers 404 for unknown or malformed keys', async () => {
    expect((await publicProfile('AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await publicProfile("x'; drop table candidates; --")).status).toBe(404);
    expect((await publicProfile('a'.repeat(500))).status).toBe(404);
  });

  it('needs a signed-in candidate to make a key', async () => {
    expect((await call(null, 'PUT', 'public-key')).status).toBe(401);
  });
});

describe('the profile score and the dashboard', () => {
  it('grow as the profile is filled in', async () => {
    const { cookie } = await t.signUpCandidate('Sco');
    const empty = await payload(await call(cookie, 'GET', 'profile-score'));
    expect(empty.score).toBe(0);
    expect(empty.items.reduce((n: number, i: { points: number }) => n + i.points, 0)).toBe(100);
    await call(cookie, 'PUT', '', { profileTitle: 'Nurse', city: 'Leeds', country: 'GB' });
    await call(cookie, 'PUT', 'skills', [
      { id: 1001, yearsOfExperience: 1 },
      { id: 1002, yearsOfExperience: 2 },
      { id: 1003, yearsOfExperience: 3 },
    ]);
    const some = await payload(await call(cookie, 'GET', 'profile-score'));
    expect(some.score).toBe(35);
    expect(some.items.find((i: { key: string }) => i.key === 'skills').done).toBe(true);
    expect(some.items.find((i: { key: string }) => i.key === 'education')).toMatchObject({
      done: false,
      href: '/candidate/edit-profile#education',
    });
  });

  it('shows recruiter interest and where applications stand', async () => {
    const { cookie, candidate } = await t.signUpCandidate('Dash');
    const [a, b, c] = jobs;
    if (!a || !b || !c) throw new Error('the demo data has too few open jobs');
    const applied = [];
    for (const job of [a, b, c]) {
      const outcome = await apply(t.db, candidate.id, job.id, ANSWERS);
      if (!outcome.ok) throw new Error(outcome.reason);
      applied.push({ ...job, applicationId: outcome.applicationId });
    }
    await moveCandidate(t.db, b.enterprise_id, applied[1]?.applicationId ?? 0, 'S');
    await moveCandidate(t.db, c.enterprise_id, applied[2]?.applicationId ?? 0, 'F');
    const key = await createApiKey(t.db, a.enterprise_id, 'test');
    const view = await t.app.request(`/enterprise/api/v1/candidates/${candidate.id}/profile`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(view.status).toBe(200);
    expect((await payload(view)).firstName).toBe('Dash');

    const dashboard = await payload(await call(cookie, 'GET', 'dashboard'));
    expect(dashboard.recruiterInterest).toEqual({
      profileViews30Days: 1,
      invites: 0,
      shortlists: 2,
    });
    expect(dashboard.applications).toEqual({
      applied: 3,
      shortlisted: 1,
      offered: 1,
      onboarded: 0,
    });
    expect(dashboard.upcomingInterviews).toEqual([]);
    expect(dashboard.profileScore.score).toBe(0);
  });

  it('are only for a signed-in candidate', async () => {
    expect((await call(null, 'GET', 'profile-score')).status).toBe(401);
    expect((await call(null, 'GET', 'dashboard')).status).toBe(401);
  });
});

describe("an enterprise looking at a candidate's profile", () => {
  it('sees only candidates who applied to its own jobs', async () => {
    const { candidate } = await fullProfile('App');
    const [job] = jobs;
    const other = jobs.find((j) => j.enterprise_id !== job?.enterprise_id);
    if (!job || !other) throw new Error('the demo data has too few enterprises');
    const outcome = await apply(t.db, candidate.id, job.id, ANSWERS);
    expect(outcome.ok).toBe(true);
    const own = await createApiKey(t.db, job.enterprise_id, 'own');
    const stranger = await createApiKey(t.db, other.enterprise_id, 'stranger');
    const look = (key: string, id: number) =>
      t.app.request(`/enterprise/api/v1/candidates/${id}/profile`, {
        headers: { authorization: `Bearer ${key}` },
      });

    const seen = await look(own, candidate.id);
    expect(seen.status).toBe(200);
    // Applying shares the whole profile with the enterprise, whatever the public choices are.
    expect(await payload(seen)).toMatchObject({
      education: [expect.objectContaining({ institution: 'York St John' })],
      resume: null,
    });
    expect((await look(stranger, candidate.id)).status).toBe(404);
    expect((await look(own, 99999999)).status).toBe(404);
    const unrelated = await t.signUpCandidate('None');
    expect((await look(own, unrelated.candidate.id)).status).toBe(404);
    const views = await t.db
      .selectFrom('profile_views')
      .selectAll()
      .where('candidate_id', '=', candidate.id)
      .execute();
    expect(views).toEqual([expect.objectContaining({ enterprise_id: job.enterprise_id })]);
  });

  it('refuses requests without an enterprise key', async () => {
    expect((await t.app.request('/enterprise/api/v1/candidates/1/profile')).status).toBe(401);
  });
});

describe('a disabled account', () => {
  it('has no public profile', async () => {
    const { cookie, candidate } = await fullProfile('Off');
    const { publicKey } = await payload(await call(cookie, 'PUT', 'public-key'));
    await updateCandidate(t.db, candidate.id, { account_status: 'DISABLED' });
    expect((await publicProfile(publicKey)).status).toBe(404);
  });
});

describe('the demo candidate', () => {
  it('has a fuller profile: location, two jobs, a degree, a public link and recent views', async () => {
    const demo = await t.db
      .selectFrom('candidates')
      .selectAll()
      .where('email', '=', 'demo@worklane.test')
      .executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ city: 'Leeds', country: 'GB', job_title: 'Registered Nurse' });
    expect(demo.profile_completed_at).not.toBeNull();
    expect(demo.referral_code).toMatch(/^[A-Z2-9]{16}$/);
    const shown = await payload(await publicProfile(demo.public_key ?? ''));
    expect(shown.workHistory).toHaveLength(2);
    expect(shown.workHistory[0]).toMatchObject({ workedTill: null });
    const views = await t.db
      .selectFrom('profile_views')
      .select('id')
      .where('candidate_id', '=', demo.id)
      .execute();
    expect(views).toHaveLength(2);
  });
});
