import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { jobInputSchema, publishJobs, toJobRow } from '../../server/services/enterprise/jobs.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { jobs: 300 });
});
afterAll(() => t.destroy());

const get = async (path: string, cookie?: string) => {
  const res = await t.app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  return { status: res.status, body: await res.json() };
};

describe('typeahead API', () => {
  it('answers visitors on the public path with at most six suggestions', async () => {
    const { status, body } = await get('/public/api/v1/candidates/search?keyword=car');
    expect(status).toBe(200);
    expect(body.responsePayload.length).toBeGreaterThan(0);
    expect(body.responsePayload.length).toBeLessThanOrEqual(6);
    expect(body.responsePayload[0]).toMatchObject({
      name: expect.any(String),
      type: expect.stringMatching(/^[TS]$/),
    });
  });

  it('needs a session on the candidate path', async () => {
    expect((await get('/api/v1/candidates/search?keyword=car')).status).toBe(401);
    const { cookie } = await t.signUpCandidate('Sam');
    expect((await get('/api/v1/candidates/search?keyword=car', cookie)).status).toBe(200);
  });

  it('never fails on hostile keywords', async () => {
    for (const keyword of ['%22', '*', 'NEAR', '%3A', '-', "'%20OR%201=1", 'x'.repeat(9000)]) {
      expect((await get(`/public/api/v1/candidates/search?keyword=${keyword}`)).status).toBe(200);
    }
  });
});

describe('job search and job API', () => {
  it('searches with filters and pages', async () => {
    const { status, body } = await get('/public/api/v1/jobs/search?remote=true&page=0');
    expect(status).toBe(200);
    expect(body.responsePayload.total).toBeGreaterThan(0);
    for (const job of body.responsePayload.jobs) expect(job.workMode).toBe('R');
  });

  it('drops criteria that do not fit instead of failing', async () => {
    const { status, body } = await get(
      '/public/api/v1/jobs/search?skills=abc,-1,3.5&page=-4&remote=maybe',
    );
    expect(status).toBe(200);
    expect(body.responsePayload.page).toBe(0);
  });

  it('returns an open job, and 404 for unknown or closed ones', async () => {
    const open = (await get('/public/api/v1/jobs/search')).body.responsePayload.jobs[0];
    const job = await get(`/public/api/v1/jobs/${open.id}`);
    expect(job.body.responsePayload).toMatchObject({
      id: open.id,
      jobTitle: open.jobTitle,
      description: expect.any(String),
    });
    expect((await get('/public/api/v1/jobs/99999999')).status).toBe(404);
    expect((await get('/public/api/v1/jobs/abc')).status).toBe(400);
    const closed = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '!=', 'open')
      .executeTakeFirstOrThrow();
    expect((await get(`/public/api/v1/jobs/${closed.id}`)).status).toBe(404);
  });

  it('serves candidates/job/{id} to candidates only', async () => {
    const open = (await get('/public/api/v1/jobs/search')).body.responsePayload.jobs[0];
    expect((await get(`/api/v1/candidates/job/${open.id}`)).status).toBe(401);
    const { cookie } = await t.signUpCandidate('Jo');
    expect((await get(`/api/v1/candidates/job/${open.id}`, cookie)).body.responsePayload.id).toBe(
      open.id,
    );
  });
});

describe('synonyms', () => {
  const withSynonyms = { 'x-synonyms-active': 'T' };
  beforeAll(async () => {
    const enterprise = await t.db.selectFrom('enterprises').select('id').executeTakeFirstOrThrow();
    const job = jobInputSchema.parse({
      title: 'Registered Nurse',
      description: 'Night shifts on a busy surgical ward, with a friendly team.',
      city: 'Leeds',
      state: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      workMode: 'O',
      employmentType: 'PT',
      experienceLevel: 'EL',
    });
    expect((await publishJobs(t.db, [toJobRow(enterprise.id, job)])).ok).toBe(true);
  });
  const fetchJson = async (path: string, headers: Record<string, string> = {}) =>
    (await (await t.app.request(path, { headers })).json()).responsePayload;

  it('serves the synonym groups publicly', async () => {
    const res = await t.app.request('/public/api/v1/synonyms');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const groups = (await res.json()).responsePayload as string[][];
    expect(groups).toContainEqual(['rn', 'registered nurse']);
  });

  it("finds Registered Nurse jobs for 'RN', with or without the client's synonyms header", async () => {
    const path = '/public/api/v1/jobs/search?keyword=RN';
    const isNurse = (job: { jobTitle: string }) => job.jobTitle === 'Registered Nurse';
    for (const headers of [withSynonyms, {}]) {
      const found = await fetchJson(path, headers);
      expect(found.jobs.some(isNurse)).toBe(true);
    }
    const spelled = await fetchJson('/public/api/v1/jobs/search?keyword=registered%20nurse');
    expect((await fetchJson(path)).total).toBe(spelled.total);
  });

  it("suggests 'Registered Nurse' for 'rn', with or without the client's synonyms header", async () => {
    const path = '/public/api/v1/candidates/search?keyword=rn';
    const names = (items: { name: string }[]) => items.map((s) => s.name);
    expect(names(await fetchJson(path, withSynonyms))).toContain('Registered Nurse');
    expect(names(await fetchJson(path))).toContain('Registered Nurse');
  });
});

describe('ids beyond the id columns', () => {
  it('are refused as bad input on either database, never a 500', async () => {
    for (const path of ['/public/api/v1/jobs/2147483648', '/public/api/v1/jobs/2147483647']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(path.endsWith('48') ? 400 : 404);
    }
  });
});
