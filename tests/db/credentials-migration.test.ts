import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDown } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import { createTestDb, type TestDb } from '../support/db.ts';

let testDb: TestDb | undefined;
afterEach(async () => {
  await testDb?.destroy();
  testDb = undefined;
});

const now = new Date().toISOString();

describe('migration 0027 (credentials)', () => {
  it('lets files hold credential documents and keeps every file and its references', async () => {
    testDb = await createTestDb({ migrate: false });
    const { db } = testDb;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const before = await migrator.migrateTo('0025-search-engine');
    expect(before.error).toBeUndefined();

    const candidate = await db
      .insertInto('candidates')
      .values({
        email: 'mig@example.test',
        first_name: 'M',
        last_name: 'G',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = await db
      .insertInto('files')
      .values({
        candidate_id: candidate.id,
        category: 'RESUME',
        storage_key: 'k1',
        original_name: 'cv.pdf',
        content_type: 'application/pdf',
        size_bytes: 10,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('resumes')
      .values({ candidate_id: candidate.id, file_id: file.id, title: 'CV', created_at: now })
      .execute();
    const credentialFile = {
      candidate_id: candidate.id,
      category: 'CREDENTIAL' as const,
      storage_key: 'k2',
      original_name: 'rn.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      created_at: now,
    };
    await expect(db.insertInto('files').values(credentialFile).execute()).rejects.toThrow();

    const after = await migrator.migrateTo('0027-credentials');
    expect(after.error).toBeUndefined();
    expect(after.results?.map((r) => r.migrationName)).toContain('0027-credentials');
    expect(await db.selectFrom('files').select(['id', 'category']).execute()).toEqual([
      { id: file.id, category: 'RESUME' },
    ]);
    await db.insertInto('files').values(credentialFile).execute();
    await expect(
      db
        .insertInto('files')
        .values({ ...credentialFile, storage_key: 'k3', category: 'OTHER' as 'RESUME' })
        .execute(),
    ).rejects.toThrow();
    // The resume still points at its file, and the file still belongs to its candidate.
    await db.deleteFrom('files').where('id', '=', file.id).execute();
    expect(await db.selectFrom('resumes').selectAll().execute()).toEqual([]);
    await db.deleteFrom('candidates').where('id', '=', candidate.id).execute();
    expect(await db.selectFrom('files').selectAll().execute()).toEqual([]);

    expect(await migrateDown(db)).toEqual(['0027-credentials']);
    await db
      .insertInto('candidates')
      .values({
        id: 99,
        email: 'b@example.test',
        first_name: 'B',
        last_name: 'G',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(
      db
        .insertInto('files')
        .values({ ...credentialFile, candidate_id: 99 })
        .execute(),
    ).rejects.toThrow();
  });
});
