import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { newMatchingJobs } from '../../server/services/alerts/new-jobs.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import type { JobSearchResult } from '../../src/shared/dto/job.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { criteriaOfSearch, searchQuery } from '../../src/shared/dto/saved-search.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/** The same demo catalogue served by a general (D) and a healthcare (H) server. */
let d: TestApp;
let h: TestApp;
let healthcareIds: Set<number>;
beforeAll(async () => {
  [d, h] = await Promise.all([createTestApp(), createTestApp({ flavour: 'H' })]);
  await Promise.all([seedDemoData(d.db, { jobs: 80 }), seedDemoData(h.db, { jobs: 80 })]);
  const rows = await d.db
    .selectFrom('jobs')
    .innerJoin('job_titles', 'job_titles.id', 'jobs.job_title_id')
    .select('jobs.id')
    .where('job_titles.sector', '=', 'healthcare')
    .execute();
  healthcareIds = new Set(rows.map((row) => row.id));
});
afterAll(async () => {
  await d?.destroy();
  await h?.destroy();
});

async function search(t: TestApp, query: string): Promise<JobSearchResult> {
  const res = await t.app.request(`/public/api/v1/jobs/search?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()).responsePayload;
}

const onlyHealthcare = (result: JobSearchResult) =>
  result.jobs.every((job) => healthcareIds.has(job.id));

describe('healthcare searches (spec 1, 7.2)', () => {
  it('1: is-healthcare=true limits an API search to healthcare jobs', async () => {
    const all = await search(d, 'page=0');
    const limited = await search(d, 'is-healthcare=true');
    expect(limited.total).toBeGreaterThan(0);
    expect(limited.total).toBeLessThan(all.total);
    expect(onlyHealthcare(limited)).toBe(true);
    expect(onlyHealthcare(all)).toBe(false);
    const worded = await search(d, 'keyword=care&is-healthcare=true');
    expect(onlyHealthcare(worded)).toBe(true);
  });

  it('1: in flavour H every search and typeahead keeps to healthcare jobs, with or without the flag', async () => {
    const bare = await search(h, 'page=0');
    expect(bare.total).toBe((await search(d, 'is-healthcare=true')).total);
    expect(onlyHealthcare(bare)).toBe(true);
    expect(onlyHealthcare(await search(h, 'is-healthcare=false&keyword=a'))).toBe(true);
    const typed = await h.app.request('/public/api/v1/candidates/search?keyword=eng');
    const general = await d.app.request('/public/api/v1/candidates/search?keyword=eng');
    const names = (await typed.json()).responsePayload as { name: string }[];
    expect(names.length).toBeLessThan(((await general.json()).responsePayload as unknown[]).length);
  });

  it('7.2: a saved search keeps the flag in its criteria, its link and its alerts', async () => {
    const { cookie } = await h.signUpCandidate('Hana');
    const criteria = criteriaOfSearch(
      jobSearchSchema.parse({ 'is-healthcare': 'true', city: 'x' }),
    );
    expect(criteria).toMatchObject({ 'is-healthcare': true });
    expect(searchQuery(criteria)).toBe('city=x&is-healthcare=true');
    const saved = await h.app.request('/api/v1/candidates/saved-searches', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({ criteria: { keyword: 'care', 'is-healthcare': true } }),
    });
    expect(saved.status).toBe(201);
    expect((await saved.json()).responsePayload).toMatchObject({
      criteria: { keyword: 'care', 'is-healthcare': true },
      label: '“care”',
    });
    // Alerts read the flag from the criteria, even where the server itself is general.
    const found = await newMatchingJobs(
      createJobSearch(d.db),
      { 'is-healthcare': true },
      '2000-01-01T00:00:00.000Z',
      new Date(Date.now() + 60_000).toISOString(),
      50,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((job) => healthcareIds.has(job.id))).toBe(true);
  });

  it('7.2: the flag alone is not a search worth saving', async () => {
    const { cookie } = await h.signUpCandidate('Ivo');
    const res = await h.app.request('/api/v1/candidates/saved-searches', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'worklane' },
      body: JSON.stringify({ criteria: { 'is-healthcare': true } }),
    });
    expect(res.status).toBe(400);
  });
});
