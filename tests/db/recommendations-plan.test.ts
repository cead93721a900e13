import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobsNeedingSkillQuery } from '../../server/db/repositories/recommendations.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

describe('the recommendations query', () => {
  it('reads a skill’s newest jobs through the index and looks jobs up by key (SQLite plan)', async () => {
    if (t.dialect !== 'sqlite') return;
    const query = openJobsNeedingSkillQuery(1, 1001, 300).compile(t.db);
    const { rows } = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const plan = rows.map((r) => r.detail);
    expect(plan).toContainEqual(expect.stringMatching(/job_skills_skill_job \(skill_id=\?\)/));
    expect(plan).toContainEqual(expect.stringMatching(/^SEARCH j USING INTEGER PRIMARY KEY/));
    // Neither a scan of a whole table nor a sort of everything the skill has.
    expect(plan.filter((line) => /^SCAN (js|j|jobs|job_skills)\b/.test(line))).toEqual([]);
    expect(plan.filter((line) => /TEMP B-TREE/.test(line))).toEqual([]);
  });
});
