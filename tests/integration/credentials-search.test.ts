import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { credentialsOfJobs } from '../../server/db/repositories/credentials.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { fitOf } from '../../server/services/credentials/fit.ts';
import { walletOf } from '../../server/services/credentials/wallet.ts';
import { createJobSearch } from '../../server/services/search/jobs.ts';
import type { Storage } from '../../server/services/storage/index.ts';
import { heldRule, missingRequired } from '../../src/shared/credentials/fit.ts';
import { isoToday } from '../../src/shared/credentials/status.ts';
import type { JobSearchCriteria } from '../../src/shared/dto/job.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { cards, chat } from '../support/chat.ts';
import { enterpriseSide } from '../support/pipeline.ts';

let t: TestApp;
let demoId = 0;
beforeAll(async () => {
  t = await createTestApp({ flavour: 'H' });
  await enterpriseSide(t, { jobs: 600 });
  demoId = (await findCandidateByEmail(t.db, DEMO_CANDIDATE.email))?.id ?? 0;
}, 120_000);
afterAll(() => t.destroy());

const noLinks = { urls: { ready: async () => {}, sign: () => '' } } as unknown as Storage;

/** Every open job a search finds, page by page. */
async function everyJob(criteria: Partial<JobSearchCriteria>) {
  const search = createJobSearch(t.db);
  const ids: number[] = [];
  for (let page = 0; page < 50; page++) {
    const result = await search.search({ skills: [], ...criteria, page });
    ids.push(...result.jobs.map((j) => j.id));
    if (result.jobs.length < result.pageSize) break;
  }
  return ids;
}

describe("'Jobs I'm qualified for'", () => {
  it.each([
    ['listing', {}],
    ['searching for words', { keyword: 'nurse' }],
  ])('keeps to jobs whose required credentials the candidate holds, %s', async (_, words) => {
    const held = heldRule(await walletOf(t.db, noLinks, demoId), isoToday());
    expect(held.certifications).toEqual(['BLS']);
    expect(held.licences[0]?.type).toBe('RN');
    expect(held.licences[0]?.states).toContain('FL');

    const all = await everyJob({ ...words, 'is-healthcare': true });
    const qualified = await everyJob({ ...words, 'is-healthcare': true, qualified: true, held });
    const asks = await credentialsOfJobs(t.db, all);
    const fits = await fitOf(t.db, demoId, all);
    const expected = all.filter((id) => missingRequired(fits.get(id) ?? []).length === 0);
    expect(qualified).toEqual(expected);
    // The demo data has jobs of both kinds, so the filter really narrows.
    expect(qualified.length).toBeLessThan(all.length);
    expect(qualified.some((id) => asks.has(id))).toBe(true);
  });

  it('is ignored without the holdings the server fills in for a signed-in candidate', async () => {
    const plain = await everyJob({ 'is-healthcare': true });
    expect(await everyJob({ 'is-healthcare': true, qualified: true })).toEqual(plain);
  });
});

describe('shift words in a healthcare search', () => {
  it("'nurse nights' finds only nursing jobs worked at night, and says it read nights", async () => {
    const res = await t.app.request(
      `/public/api/v1/jobs/search?keyword=${encodeURIComponent('nurse nights')}&is-healthcare=true`,
    );
    expect(res.status).toBe(200);
    const { jobs, total, understood } = (await res.json()).responsePayload as {
      jobs: { id: number; jobTitle: string }[];
      total: number;
      understood?: { shiftTime?: string; keywords: string };
    };
    expect(understood?.shiftTime).toBe('N');
    expect(understood?.keywords).toBe('nurse');
    expect(total).toBeGreaterThan(0);
    const shifts = await t.db
      .selectFrom('job_shifts')
      .select(['job_id', 'shift_time'])
      .where(
        'job_id',
        'in',
        jobs.map((j) => j.id),
      )
      .execute();
    expect(shifts).toHaveLength(jobs.length);
    expect(shifts.every((s) => s.shift_time === 'N')).toBe(true);
  });

  it("reads 'nights' in the assistant as the search box does: nursing jobs worked at night", async () => {
    const { status, body } = await chat(t, { user: 'healthcare-nights-1', ask: 'nurse nights' });
    expect(status).toBe(200);
    const ids = cards(body).map((card) => card.id);
    expect(ids.length).toBeGreaterThan(0);
    const shifts = await t.db
      .selectFrom('job_shifts')
      .select('shift_time')
      .where('job_id', 'in', ids)
      .execute();
    expect(shifts.map((s) => s.shift_time)).toEqual(ids.map(() => 'N'));
  });
});
