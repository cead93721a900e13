import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PostgreSQL database that test databases are copied from, when on PostgreSQL. */
    postgresTemplate: string;
  }
}

/** DATABASE_URL=postgres://… runs the tests on PostgreSQL, each test on a database of its own. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;

export interface TestDb {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  destroy(): Promise<void>;
}

/** One statement on the server's own database, as creating and dropping databases are. */
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

/**
 * A new PostgreSQL database, copied from the run's migrated template (tests/support/
 * postgres-template.ts) when it is to be migrated and the run made one; its name and URL, and
 * whether it still needs migrating. The template itself is made with `migrate` false.
 */
export async function createPostgresDb(url: string, migrate: boolean) {
  const name = `worklane_test_${randomBytes(6).toString('hex')}`;
  const template = migrate ? inject('postgresTemplate') : undefined;
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    name,
    url: dbUrl.toString(),
    needsMigrating: migrate && !template,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh, empty database: in-memory SQLite, or a throwaway PostgreSQL database. */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrate = options.migrate !== false;
  if (TEST_DATABASE_URL) {
    const created = await createPostgresDb(TEST_DATABASE_URL, migrate);
    const db = openDatabase({ url: created.url, dataDir: '' });
    if (created.needsMigrating) await migrateToLatest(db);
    return {
      db,
      dialect: 'postgres',
      async destroy() {
        await db.destroy();
        await created.drop();
      },
    };
  }
  const db = openDatabase({ dataDir: ':memory:' });
  if (migrate) await migrateToLatest(db);
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
