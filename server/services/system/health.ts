import type { Db } from '../../db/connect.ts';
import { isPostgres } from '../../db/dialect.ts';
import { pendingMigrations } from '../../db/migration-status.ts';
import { pingDatabase } from '../../db/repositories/count.ts';
import { log } from '../log/logger.ts';

/** How long readiness waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 3_000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/** Which database answers; rejects when it cannot be reached. */
export async function databaseHealth(db: Db) {
  await pingDatabase(db);
  return { status: 'ok', database: isPostgres(db) ? 'postgres' : 'sqlite' } as const;
}

export type Readiness =
  | { ready: true; status: 'ok'; database: 'ok'; migrations: 'current' }
  | { ready: false; status: 'unavailable'; database: 'unreachable' }
  | { ready: false; status: 'unavailable'; database: 'ok'; migrations: 'pending' };

/** Whether this node can serve: the database answers in time and has every migration of this build. */
export async function readiness(db: Db): Promise<Readiness> {
  try {
    await within(pingDatabase(db), READY_TIMEOUT_MS);
  } catch (error) {
    log.warn({ err: error }, 'not ready: database unreachable');
    return { ready: false, status: 'unavailable', database: 'unreachable' };
  }
  const pending = await within(pendingMigrations(db), READY_TIMEOUT_MS).catch(() => null);
  if (pending === null || pending.length > 0)
    return { ready: false, status: 'unavailable', database: 'ok', migrations: 'pending' };
  return { ready: true, status: 'ok', database: 'ok', migrations: 'current' };
}
