import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { insertCandidate } from '../../server/db/repositories/candidates.ts';

const dir = mkdtempSync(join(tmpdir(), 'worklane-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('runs in WAL mode and keeps committed rows for the next process', async () => {
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await insertCandidate(db, {
      email: 'kept@example.test',
      first_name: 'K',
      last_name: 'Ept',
      created_at: now,
      updated_at: now,
    });
    await db.destroy();

    const raw = new DatabaseSync(join(dir, 'worklane.sqlite'));
    expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(raw.prepare('select email from candidates').all()).toEqual([
      { email: 'kept@example.test' },
    ]);
    raw.close();
  });

  it('enforces foreign keys', async () => {
    const db = openDatabase({ dataDir: dir });
    const now = new Date().toISOString();
    await expect(
      db
        .insertInto('sessions')
        .values({ id_hash: 'x', candidate_id: 999, created_at: now, expires_at: now })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await db.destroy();
  });
});
