import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect.ts';
import { suspendJobIndexes } from '../../server/db/repositories/bulk-load.ts';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

describe('bulk loading of jobs', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seedDemoData(t.db, { jobs: 20 });
  });
  afterAll(() => t.destroy());

  /** Every index and constraint of the schema, as its definition. */
  async function schema(): Promise<string[]> {
    if (!isPostgres(t.db)) {
      const { rows } = await sql<{ sql: string }>`
        select sql from sqlite_master where sql is not null order by name`.execute(t.db);
      return rows.map((row) => row.sql);
    }
    const { rows } = await sql<{ definition: string }>`
      select indexdef as definition from pg_indexes where schemaname = current_schema()
      union all
      select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = current_schema()::regnamespace
      order by 1`.execute(t.db);
    return rows.map((row) => row.definition);
  }

  const jobId = async () =>
    (await t.db.selectFrom('jobs').select('id').limit(1).executeTakeFirstOrThrow()).id;
  const skillOfNoJob = async () =>
    sql`insert into job_skills (job_id, skill_id, min_years, max_years)
      values (${(await jobId()) + 1_000_000}, (select min(id) from skills), 1, 2)`.execute(t.db);

  it('puts back every key and index it took away, and the keys hold again', async () => {
    const before = await schema();
    const resume = await suspendJobIndexes(t.db);
    if (isPostgres(t.db)) {
      const during = await schema();
      expect(during.some((d) => /job_skills_job_id_fkey/.test(d))).toBe(false);
      expect(during.some((d) => /job_search_docs_vector/.test(d))).toBe(false);
      // Primary keys stay: the rows copied in still find their job by them.
      expect(during.some((d) => /jobs_pkey/.test(d))).toBe(true);
    }
    await resume();
    expect(await schema()).toEqual(before);
    await expect(skillOfNoJob()).rejects.toThrow(/foreign key/i);
  });
});
