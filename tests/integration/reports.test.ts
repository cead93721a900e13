import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidateSkills } from '../../server/db/repositories/candidate-skills.ts';
import { jobDensityReport } from '../../server/services/reports/density.ts';
import { importPastReviews } from '../../server/services/reports/reviews.ts';
import type {
  ActivitySummaryReport,
  AverageRatingReport,
  JobDensityReport,
} from '../../src/shared/dto/reports.ts';
import type { TestApp } from '../support/app.ts';
import { asCandidate, type EnterpriseSide, enterpriseTestApp } from '../support/pipeline.ts';

let t: TestApp;
let side: EnterpriseSide;
beforeAll(async () => {
  ({ t, side } = await enterpriseTestApp());
});
afterAll(() => t.destroy());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The Monday of an instant's week (UTC), worked out here independently of the service. */
function mondayOf(iso: string) {
  const date = new Date(iso);
  date.setUTCHours(0, 0, 0, 0);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function report<T>(cookie: string, name: string): Promise<T> {
  const res = await asCandidate(t, cookie)('GET', `/reports/${name}`);
  expect(res.status).toBe(200);
  return (await res.json()).responsePayload as T;
}

const enterpriseOf = async (jobId: number) =>
  (
    await t.db
      .selectFrom('jobs')
      .select('enterprise_id')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow()
  ).enterprise_id;

describe('the average-rating report', () => {
  it('averages and counts the reviews of each of the last 12 months', async () => {
    const ana = await side.applicant('Ana');
    const enterpriseId = await enterpriseOf(ana.jobId);
    const given = [
      { rating: 5, createdAt: ago(0.001) },
      { rating: 4, createdAt: ago(0.002) },
      { rating: 2, createdAt: ago(0.003) },
      { rating: 3, createdAt: ago(65) },
      { rating: 1, createdAt: ago(400) },
    ];
    await importPastReviews(
      t.db,
      given.map((g) => ({ ...g, candidateId: ana.candidate.id, enterpriseId, comment: '' })),
    );

    const body = await report<AverageRatingReport>(ana.cookie, 'average-rating');
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    const inWindow = given.filter((g) => g.createdAt.slice(0, 7) >= (body.months[0]?.month ?? ''));
    expect(inWindow).toHaveLength(4);
    const expected = new Map<string, number[]>();
    for (const g of inWindow)
      expected.set(g.createdAt.slice(0, 7), [
        ...(expected.get(g.createdAt.slice(0, 7)) ?? []),
        g.rating,
      ]);
    for (const month of body.months) {
      const ratings = expected.get(month.month) ?? [];
      const average = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
        : null;
      expect(month, month.month).toEqual({ month: month.month, average, reviews: ratings.length });
    }
    expect(body.reviews).toBe(4);
    expect(body.average).toBe(3.5);
    expect(body.latest.map((r) => r.rating)).toEqual([5, 4, 2, 3, 1]);
    expect(body.latest[0]).toMatchObject({ comment: '', date: given[0]?.createdAt });
  });

  it("never shows another candidate's reviews", async () => {
    const bo = await side.applicant('Bo');
    const body = await report<AverageRatingReport>(bo.cookie, 'average-rating');
    expect(body.reviews).toBe(0);
    expect(body.average).toBeNull();
    expect(body.latest).toEqual([]);
    expect(body.months.every((m) => m.reviews === 0 && m.average === null)).toBe(true);
  });
});

describe('the activity-summary report', () => {
  it('counts applications, interview rounds and offers per week over the last 12 weeks', async () => {
    const cy = await side.applicant('Cy');
    const apply = asCandidate(t, cy.cookie);
    // Two more applications, moved back three weeks and twenty weeks.
    const moved: string[] = [];
    for (const [title, daysAgo] of [
      ['Night Nurse', 21],
      ['Day Nurse', 140],
    ] as const) {
      const posted = await side.call(side.keyA, 'POST', '/jobs', {
        ...(await jobLike(cy.jobId)),
        title,
      });
      const jobId = (await posted.json()).responsePayload.id as number;
      const applied = await apply('POST', `/jobs/${jobId}/apply`, {
        startDate: '2026-12-01',
        availability: 'Full Time',
        hoursPerDay: 8,
        days: ['Monday'],
      });
      expect(applied.status).toBeLessThan(300);
      const when = ago(daysAgo);
      moved.push(when);
      await t.db
        .updateTable('applications')
        .set({ created_at: when })
        .where('job_id', '=', jobId)
        .where('candidate_id', '=', cy.candidate.id)
        .execute();
    }
    // An offer now, and rounds: one two days back, one cancelled.
    await side.call(side.keyA, 'PUT', `/applications/${cy.applicationId}/status`, { status: 'F' });
    const start = ago(2);
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    await side.call(side.keyA, 'POST', `/applications/${cy.applicationId}/interviews`, {
      start,
      end,
    });
    const second = await side.call(
      side.keyA,
      'POST',
      `/applications/${cy.applicationId}/interviews`,
      {
        start,
        end,
      },
    );
    const cancelled = (await second.json()).responsePayload.id as number;
    await side.call(side.keyA, 'PUT', `/interviews/${cancelled}/cancel`);

    const body = await report<ActivitySummaryReport>(cy.cookie, 'activity-summary');
    expect(body.weeks).toHaveLength(12);
    const thisWeek = mondayOf(new Date().toISOString());
    expect(body.weeks.at(-1)?.weekStart).toBe(thisWeek);
    const expected = new Map<
      string,
      { applications: number; interviews: number; offers: number }
    >();
    const add = (iso: string, key: 'applications' | 'interviews' | 'offers') => {
      const week = mondayOf(iso);
      const row = expected.get(week) ?? { applications: 0, interviews: 0, offers: 0 };
      row[key]++;
      expected.set(week, row);
    };
    add(new Date().toISOString(), 'applications');
    add(moved[0] ?? '', 'applications');
    add(new Date().toISOString(), 'offers');
    add(start, 'interviews');
    for (const week of body.weeks)
      expect(week, week.weekStart).toEqual({
        weekStart: week.weekStart,
        ...(expected.get(week.weekStart) ?? { applications: 0, interviews: 0, offers: 0 }),
      });
    // The application of twenty weeks ago is outside the report.
    expect(body.totals).toEqual({ applications: 2, interviews: 1, offers: 1 });
  });

  it("never counts another candidate's activity", async () => {
    const { cookie } = await t.signUpCandidate('Dee');
    const body = await report<ActivitySummaryReport>(cookie, 'activity-summary');
    expect(body.totals).toEqual({ applications: 0, interviews: 0, offers: 0 });
  });
});

/** The fields of a posted job, to post another like it. */
async function jobLike(jobId: number) {
  const job = await t.db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return {
    title: job.title,
    description: job.description,
    city: job.city,
    state: job.state,
    country: job.country,
    countryCode: job.country_code,
    workMode: job.work_mode,
    employmentType: job.employment_type,
    experienceLevel: job.experience_level,
    skills: [{ id: 1001, minYears: 1, maxYears: 3 }],
  };
}

/** Open jobs per place and per skill for a set of skills, counted here from every job row. */
async function countedFromRows(skillIds: number[]) {
  const rows = await t.db
    .selectFrom('jobs')
    .innerJoin('job_skills', 'job_skills.job_id', 'jobs.id')
    .select([
      'jobs.id',
      'jobs.city',
      'jobs.state',
      'jobs.country',
      'jobs.status',
      'job_skills.skill_id',
    ])
    .execute();
  const open = rows.filter((r) => r.status === 'open' && skillIds.includes(r.skill_id));
  const cities = new Map<string, Set<number>>();
  const skills = new Map<number, number>();
  for (const r of open) {
    const place = `${r.city}|${r.state}|${r.country}`;
    cities.set(place, (cities.get(place) ?? new Set()).add(r.id));
    skills.set(r.skill_id, (skills.get(r.skill_id) ?? 0) + 1);
  }
  return {
    cities: new Map([...cities].map(([place, ids]) => [place, ids.size])),
    skills,
  };
}

describe('the job-density report', () => {
  it('counts open jobs needing the candidate’s skills per city and per skill, most first', async () => {
    const eve = await side.applicant('Eve');
    await insertCandidateSkills(t.db, [
      { candidate_id: eve.candidate.id, skill_id: 1001, years_of_experience: 3 },
      { candidate_id: eve.candidate.id, skill_id: 1003, years_of_experience: 1 },
    ]);
    const base = await jobLike(eve.jobId);
    const testville = [];
    for (let i = 0; i < 3; i++) {
      const posted = await side.call(side.keyA, 'POST', '/jobs', {
        ...base,
        city: 'Testville',
        state: 'Test County',
        skills: [
          { id: 1001, minYears: 1, maxYears: 3 },
          { id: 1003, minYears: 0, maxYears: 2 },
        ],
      });
      testville.push((await posted.json()).responsePayload.id as number);
    }

    const body = await report<JobDensityReport>(eve.cookie, 'job-density');
    const oracle = await countedFromRows([1001, 1003]);
    expect(body.hasSkills).toBe(true);
    expect(body.cities.length).toBe(Math.min(15, oracle.cities.size));
    for (const city of body.cities)
      expect(city.openJobs, city.city).toBe(
        oracle.cities.get(`${city.city}|${city.state}|${city.country}`),
      );
    const counts = body.cities.map((c) => c.openJobs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A job that needs both skills counts once for its city.
    expect(body.cities.find((c) => c.city === 'Testville')?.openJobs).toBe(3);
    expect(body.skills.map((s) => [s.skillId, s.openJobs])).toEqual(
      [...oracle.skills].sort((a, b) => b[1] - a[1]),
    );

    // A closed job no longer counts once the five-minute reuse is over.
    expect((await side.call(side.keyA, 'PUT', `/jobs/${testville[0]}/close`)).status).toBe(200);
    const later = await jobDensityReport(t.db, eve.candidate.id, Date.now() + 6 * 60_000);
    expect(later.cities.find((c) => c.city === 'Testville')?.openJobs).toBe(2);
  });

  it('says when the candidate has no skills, and shows only the candidate’s own', async () => {
    const fin = await side.applicant('Fin');
    const none = await report<JobDensityReport>(fin.cookie, 'job-density');
    expect(none).toEqual({ hasSkills: false, cities: [], skills: [] });
    await insertCandidateSkills(t.db, [
      { candidate_id: fin.candidate.id, skill_id: 1003, years_of_experience: 2 },
    ]);
    const own = await report<JobDensityReport>(fin.cookie, 'job-density');
    expect(own.skills.map((s) => s.skillId)).toEqual([1003]);
  });
});

describe('reports and sign-in', () => {
  it('answer 401 without a session', async () => {
    for (const name of ['average-rating', 'activity-summary', 'job-density']) {
      const res = await t.app.request(`/api/v1/candidates/reports/${name}`);
      expect(res.status).toBe(401);
      expect((await res.json()).statusCode).toBe(401);
    }
  });
});
