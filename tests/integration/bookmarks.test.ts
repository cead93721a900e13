import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { seedJobs } from '../support/jobs.ts';

let t: TestApp;
let jobId: number;
beforeAll(async () => {
  t = await createTestApp();
  jobId = (await seedJobs(t, 60)).open[0]?.id ?? 0;
});
afterAll(() => t.destroy());

const send = (cookie: string | undefined, method: string, path: string) =>
  t.app.request(`/api/v1/candidates/bookmarks${path}`, {
    method,
    headers: { 'x-requested-with': 'worklane', ...(cookie ? { cookie } : {}) },
  });

describe('saved jobs', () => {
  it('saves, lists and unsaves an open job', async () => {
    const { cookie } = await t.signUpCandidate('Sol');
    expect((await send(cookie, 'PUT', `/${jobId}`)).status).toBe(200);
    expect((await send(cookie, 'PUT', `/${jobId}`)).status).toBe(200);
    const listed = (await (await send(cookie, 'GET', '')).json()).responsePayload;
    expect(listed.map((j: { id: number }) => j.id)).toEqual([jobId]);
    expect((await send(cookie, 'DELETE', `/${jobId}`)).status).toBe(200);
    expect((await (await send(cookie, 'GET', '')).json()).responsePayload).toEqual([]);
  });

  it("answers 404 for an unknown job and never shows another candidate's saved jobs", async () => {
    const ana = await t.signUpCandidate('Ana');
    const bo = await t.signUpCandidate('Bo');
    expect((await send(ana.cookie, 'PUT', '/99999999')).status).toBe(404);
    await send(ana.cookie, 'PUT', `/${jobId}`);
    expect((await (await send(bo.cookie, 'GET', '')).json()).responsePayload).toEqual([]);
    expect((await send(undefined, 'GET', '')).status).toBe(401);
    const noHeader = await t.app.request(`/api/v1/candidates/bookmarks/${jobId}`, {
      method: 'PUT',
      headers: { cookie: bo.cookie },
    });
    expect(noHeader.status).toBe(403);
  });
});
