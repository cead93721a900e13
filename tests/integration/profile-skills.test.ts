import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSkills } from '../../server/db/repositories/catalogue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { candidateApi, payload } from '../support/candidate-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertSkills(t.db, [
    { id: 1, name: 'Phlebotomy', sector: 'healthcare' },
    { id: 2, name: 'Wound care', sector: 'healthcare' },
    { id: 3, name: 'Patient care', sector: 'healthcare' },
    { id: 4, name: 'Python', sector: 'tech' },
    { id: 5, name: 'Care planning', sector: 'healthcare' },
    { id: 6, name: '100% effort_', sector: 'office' },
  ]);
});
afterAll(() => t.destroy());

const call = candidateApi(() => t.app, '/api/v1/candidates/skills');

describe("the candidate's skills", () => {
  it('replace the list, add or update one, and delete one', async () => {
    const { cookie } = await t.signUpCandidate('Sk');
    const put = await call(cookie, 'PUT', '', [
      { id: 2, yearsOfExperience: 4 },
      { id: 1, yearsOfExperience: 2 },
    ]);
    expect(put.status).toBe(200);
    expect(await payload(put)).toEqual([
      { id: 1, name: 'Phlebotomy', yearsOfExperience: 2 },
      { id: 2, name: 'Wound care', yearsOfExperience: 4 },
    ]);
    await call(cookie, 'PUT', '/1', { yearsOfExperience: 3 });
    await call(cookie, 'PUT', '/4', { yearsOfExperience: 1 });
    expect(await payload(await call(cookie, 'GET', ''))).toEqual([
      { id: 1, name: 'Phlebotomy', yearsOfExperience: 3 },
      { id: 4, name: 'Python', yearsOfExperience: 1 },
      { id: 2, name: 'Wound care', yearsOfExperience: 4 },
    ]);
    expect((await call(cookie, 'DELETE', '/4')).status).toBe(200);
    await call(cookie, 'PUT', '', [{ id: 3, yearsOfExperience: 9 }]);
    expect(await payload(await call(cookie, 'GET', ''))).toEqual([
      { id: 3, name: 'Patient care', yearsOfExperience: 9 },
    ]);
    expect(
      (await payload(await t.app.request('/api/v1/candidates/', { headers: { cookie } })))
        .skillData,
    ).toEqual([{ id: 3, name: 'Patient care', yearsOfExperience: 9 }]);
  });

  it('refuse a skill without years, an unknown skill and a repeated one with 400', async () => {
    const { cookie } = await t.signUpCandidate('Sx');
    await call(cookie, 'PUT', '', [{ id: 1, yearsOfExperience: 2 }]);
    const cases: [string, string, unknown, RegExp][] = [
      ['PUT', '', [{ id: 1 }], /^0\.yearsOfExperience: /],
      ['PUT', '', [{ id: 1, yearsOfExperience: null }], /^0\.yearsOfExperience: /],
      ['PUT', '', [{ id: 999, yearsOfExperience: 2 }], /not in the list/],
      [
        'PUT',
        '',
        [
          { id: 1, yearsOfExperience: 2 },
          { id: 1, yearsOfExperience: 3 },
        ],
        /only once/,
      ],
      ['PUT', '/999', { yearsOfExperience: 2 }, /not in the list/],
      ['PUT', '/1', {}, /^yearsOfExperience: /],
      ['PUT', '/1', { yearsOfExperience: -2 }, /^yearsOfExperience: /],
      ['PUT', '/abc', { yearsOfExperience: 2 }, /^id: /],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await call(cookie, method, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await res.json()).errorMessage).toMatch(message);
    }
    expect(await payload(await call(cookie, 'GET', ''))).toEqual([
      { id: 1, name: 'Phlebotomy', yearsOfExperience: 2 },
    ]);
  });

  it("never touch another candidate's skills", async () => {
    const ana = await t.signUpCandidate('Ana');
    const bo = await t.signUpCandidate('Bo');
    await call(ana.cookie, 'PUT', '', [{ id: 1, yearsOfExperience: 5 }]);
    expect((await call(bo.cookie, 'DELETE', '/1')).status).toBe(404);
    expect(await payload(await call(bo.cookie, 'GET', ''))).toEqual([]);
    await call(bo.cookie, 'PUT', '/1', { yearsOfExperience: 1 });
    expect(await payload(await call(ana.cookie, 'GET', ''))).toEqual([
      { id: 1, name: 'Phlebotomy', yearsOfExperience: 5 },
    ]);
  });

  it('are only for a signed-in candidate', async () => {
    expect((await call(null, 'GET', '')).status).toBe(401);
    expect((await call(null, 'PUT', '', [])).status).toBe(401);
    expect((await call(null, 'PUT', '/1', { yearsOfExperience: 1 })).status).toBe(401);
    expect((await call(null, 'DELETE', '/1')).status).toBe(401);
  });
});

describe('the public skill list', () => {
  const search = async (keyword: string) => {
    const res = await t.app.request(`/public/api/v1/skills?keyword=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    return (await payload(res)).map((s: { name: string }) => s.name);
  };

  it('suggests skills containing the keyword, those starting with it first', async () => {
    expect(await search('care')).toEqual(['Care planning', 'Patient care', 'Wound care']);
    expect(await search('PHLEB')).toEqual(['Phlebotomy']);
    expect(await search('')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await search('%')).toEqual(['100% effort_']);
    expect(await search('_')).toEqual(['100% effort_']);
  });

  it('gives at most 20', async () => {
    await insertSkills(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `Zeta ${i}`, sector: 'x' })),
    );
    expect(await search('zeta')).toHaveLength(20);
  });
});
