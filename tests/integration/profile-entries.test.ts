import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/');

const SECTIONS = [
  {
    path: 'work-history',
    first: { title: 'Staff Nurse', workedWith: 'Leeds General', workedFrom: '2018-02-01' },
    second: {
      title: 'Ward Sister',
      workedWith: 'St James',
      workedFrom: '2021-06-01',
      workedTill: '2024-01-31',
      description: 'Ran a 28-bed ward.',
    },
    edit: { title: 'Senior Staff Nurse' },
    bad: [
      [{ workedWith: 'X', workedFrom: '2020-01-01' }, /^title: /],
      [
        { title: 'X', workedWith: 'Y', workedFrom: '2020-01-01', workedTill: '2019-01-01' },
        /^workedTill: The end date/,
      ],
      [{ title: 'X', workedWith: 'Y', workedFrom: 'yesterday' }, /^workedFrom: /],
      [{ title: 'X', workedWith: 'Y', workedFrom: '2020-01-01', id: 5 }, /^version: /],
    ],
  },
  {
    path: 'educations',
    first: { institution: 'University of Leeds', degree: 'BSc Nursing', startedOn: '2014-09-01' },
    second: {
      institution: 'Open University',
      degree: 'MSc Public Health',
      fieldOfStudy: 'Public health',
      startedOn: '2019-09-01',
      finishedOn: '2021-07-01',
    },
    edit: { degree: 'BSc (Hons) Nursing' },
    bad: [
      [{ degree: 'BSc' }, /^institution: /],
      [
        { institution: 'X', degree: 'Y', startedOn: '2020-01-01', finishedOn: '2019-01-01' },
        /^finishedOn: The end date/,
      ],
    ],
  },
] as const;

describe.each(SECTIONS)('candidates/$path', ({ path, first, second, edit, bad }) => {
  it('creates entries and lists them newest first', async () => {
    const { cookie } = await t.signUpCandidate('Ent');
    const created = await call(cookie, 'PUT', path, first);
    expect(created.status).toBe(201);
    const entry = await payload(created);
    expect(entry).toMatchObject({ ...first, version: 1 });
    expect(entry.id).toBeGreaterThan(0);
    await call(cookie, 'PUT', path, second);
    const list = await payload(await call(cookie, 'GET', path));
    expect(list.map((e: { id: number }) => e.id)).toHaveLength(2);
    expect(list[0]).toMatchObject(second);
    expect(list[1]).toMatchObject(first);
    expect(list[0].showcases ?? list[0].documents).toEqual([]);
  });

  it('updates with the version it was read at, and refuses a stale version with 409', async () => {
    const { cookie } = await t.signUpCandidate('Ver');
    const entry = await payload(await call(cookie, 'PUT', path, first));
    // Two tabs read version 1; the first save wins, the second is told to reload.
    const tabA = await call(cookie, 'PUT', path, { ...first, ...edit, id: entry.id, version: 1 });
    expect(tabA.status).toBe(200);
    expect(await payload(tabA)).toMatchObject({ ...edit, version: 2 });
    const tabB = await call(cookie, 'PUT', path, { ...first, id: entry.id, version: 1 });
    expect(tabB.status).toBe(409);
    expect(await tabB.json()).toEqual({
      statusCode: 409,
      errorMessage: 'This entry was changed elsewhere. Reload to see the latest.',
    });
    const [kept] = await payload(await call(cookie, 'GET', path));
    expect(kept).toMatchObject({ ...edit, version: 2 });
    const again = await call(cookie, 'PUT', path, { ...first, id: entry.id, version: 2 });
    expect((await payload(again)).version).toBe(3);
  });

  it('deletes an entry', async () => {
    const { cookie } = await t.signUpCandidate('Del');
    const entry = await payload(await call(cookie, 'PUT', path, first));
    expect((await call(cookie, 'DELETE', `${path}/${entry.id}`)).status).toBe(200);
    expect(await payload(await call(cookie, 'GET', path))).toEqual([]);
    expect((await call(cookie, 'DELETE', `${path}/${entry.id}`)).status).toBe(404);
  });

  it('refuses incomplete or inconsistent entries with 400', async () => {
    const { cookie } = await t.signUpCandidate('Bad');
    for (const [body, message] of bad) {
      const res = await call(cookie, 'PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errorMessage).toMatch(message);
    }
  });

  it("answers 404 for another candidate's entry, and leaves it as it was", async () => {
    const ana = await t.signUpCandidate('Ana');
    const bo = await t.signUpCandidate('Bo');
    const entry = await payload(await call(ana.cookie, 'PUT', path, first));
    const update = await call(bo.cookie, 'PUT', path, { ...second, id: entry.id, version: 1 });
    expect(update.status).toBe(404);
    expect((await call(bo.cookie, 'DELETE', `${path}/${entry.id}`)).status).toBe(404);
    expect((await call(bo.cookie, 'PUT', path, { ...second, id: 999999, version: 1 })).status).toBe(
      404,
    );
    expect(await payload(await call(bo.cookie, 'GET', path))).toEqual([]);
    expect(await payload(await call(ana.cookie, 'GET', path))).toEqual([
      expect.objectContaining({ ...first, version: 1 }),
    ]);
  });

  it('is only for a signed-in candidate', async () => {
    expect((await call(null, 'GET', path)).status).toBe(401);
    expect((await call(null, 'PUT', path, first)).status).toBe(401);
    expect((await call(null, 'DELETE', `${path}/1`)).status).toBe(401);
  });
});
