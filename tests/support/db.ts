import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/** DATABASE_URL=postgres://… runs the tests on PostgreSQL, each test on a database of its own. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;

export interface TestDb {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
}

async function adminQuery(url: string, statement: string) {
  const admin = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await sql.raw(statement).execute(admin);
  } finally {
    await admin.destroy();
  }
}

/** A fresh, empty database: in-memory SQLite, or a throwaway PostgreSQL database. */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  let testDb: TestDb;
  if (TEST_DATABASE_URL) {
    const name = `worklane_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(TEST_DATABASE_URL, `create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = openDatabase({ url: url.toString(), dataDir: '' });
    testDb = {
      db,
      dialect: 'postgres',
      async destroy() {
        await db.destroy();
        await adminQuery(TEST_DATABASE_URL, `drop database if exists ${name} with (force)`);
      },
    };
  } else {
    const db = openDatabase({ dataDir: ':memory:' });
    testDb = { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  if (options.migrate !== false) await migrateToLatest(testDb.db);
  return testDb;
}
