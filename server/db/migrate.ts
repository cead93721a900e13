import { Migrator } from 'kysely';
import type { Db } from './connect.ts';
import { migrationProvider } from './migrations/index.ts';

function migrator(db: Db) {
  return new Migrator({ db, provider: migrationProvider });
}

async function run(result: ReturnType<Migrator['migrateToLatest']>) {
  const { error, results } = await result;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return results?.map((r) => r.migrationName) ?? [];
}

/** Applies every pending migration; returns the names applied. */
export const migrateToLatest = (db: Db) => run(migrator(db).migrateToLatest());

/** Reverts the most recent migration; returns the name reverted. */
export const migrateDown = (db: Db) => run(migrator(db).migrateDown());
