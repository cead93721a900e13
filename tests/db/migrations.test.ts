import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let testDb: TestDb | undefined;
afterEach(async () => {
  await testDb?.destroy();
  testDb = undefined;
});

async function tableNames(t: TestDb): Promise<string[]> {
  const tables = await t.db.introspection.getTables();
  // SQLite's full-text indexes (all words, own words) have a virtual table and shadow tables of
  // their own; PostgreSQL's keeps each job's own words in a table of its own.
  return tables
    .map((table) => table.name)
    .filter((name) => !/^job_(search|own)_fts/.test(name) && name !== 'job_search_own')
    .sort();
}

const now = new Date().toISOString();

describe('migrations', () => {
  it('create every table, revert one by one to an empty database, and apply again', async () => {
    testDb = await createTestDb({ migrate: false });
    expect(await migrateToLatest(testDb.db)).toEqual(Object.keys(migrations));
    expect(await tableNames(testDb)).toEqual([
      'adjustment_requests',
      'application_credentials',
      'application_events',
      'applications',
      'assistant_conversations',
      'assistant_llm_calls',
      'auth_requests',
      'calendar_tokens',
      'candidate_reviews',
      'candidate_skills',
      'candidates',
      'checklist_items',
      'conversation_clears',
      'credential_reminders',
      'credentials',
      'education_documents',
      'educations',
      'enterprise_api_keys',
      'enterprise_domains',
      'enterprises',
      'feedback',
      'files',
      'interviews',
      'job_bookmarks',
      'job_credentials',
      'job_screening_questions',
      'job_search_docs',
      'job_shifts',
      'job_skills',
      'job_titles',
      'job_work_facts',
      'jobs',
      'live_events',
      'messages',
      'notification_outbox',
      'notifications',
      'oidc_payloads',
      'profile_views',
      'rate_limits',
      'resumes',
      'saved_searches',
      'search_suggestion_terms',
      'search_suggestions',
      'search_vocabulary',
      'server_secrets',
      'sessions',
      'signing_keys',
      'skills',
      'talent_pool_candidates',
      'talent_pool_invitees',
      'talent_pools',
      'verification_codes',
      'web_vitals',
      'work_history',
      'work_history_showcases',
      'work_passport_shares',
      'work_passports',
    ]);
    for (const name of Object.keys(migrations).reverse()) {
      expect(await migrateDown(testDb.db)).toEqual([name]);
    }
    expect(await tableNames(testDb)).toEqual([]);
    expect(await migrateToLatest(testDb.db)).toHaveLength(Object.keys(migrations).length);
    expect(await migrateToLatest(testDb.db)).toEqual([]);
  });

  it('reject a job whose codes are not in the code tables', async () => {
    testDb = await createTestDb();
    const { db } = testDb;
    const { id } = await db
      .insertInto('enterprises')
      .values({
        key: 'acme',
        establishment_name: 'Acme',
        sector: 'office',
        created_at: now,
        about: '',
        theme: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = {
      enterprise_id: id,
      title: 'Clerk',
      description: 'Filing',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      country_code: 'GB',
      work_mode: 'O' as const,
      employment_type: 'FT' as const,
      experience_level: 'EL' as const,
      pay_currency: 'GBP',
      posted_at: now,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('jobs').values(job).execute();
    await expect(
      db
        .insertInto('jobs')
        .values({ ...job, work_mode: 'X' as 'O' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('jobs')
        .values({ ...job, pay_period: 'YR' as 'HR' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('jobs')
        .values({ ...job, enterprise_id: id + 99 })
        .execute(),
    ).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from jobs`.execute(db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});
