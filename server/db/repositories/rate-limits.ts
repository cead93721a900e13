import { sql } from 'kysely';
import type { Db } from '../connect.ts';

/**
 * One more count for each key, as an insert that becomes an update on conflict: a key whose window
 * has ended starts again at one with a new window, otherwise its count goes up. The database does
 * the arithmetic, so concurrent nodes never lose a count.
 */
function countUp(db: Db, keys: readonly string[], now: number, windowMs: number) {
  const expired = sql<boolean>`${sql.ref('rate_limits.expires_at')} <= ${now}`;
  return db
    .insertInto('rate_limits')
    .values(keys.map((key) => ({ key, failures: 1, expires_at: now + windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.failures')} + 1 end`,
        expires_at: sql<number>`case when ${expired} then ${now + windowMs} else ${sql.ref('rate_limits.expires_at')} end`,
      }),
    );
}

/** Counts one failure for each key in one atomic statement. */
export async function countFailures(
  db: Db,
  keys: readonly string[],
  now: number,
  windowMs: number,
) {
  if (keys.length === 0) return;
  await countUp(db, keys, now, windowMs).execute();
}

/**
 * Counts one request for the key and answers the count so far in its window and when the window
 * ends, in one atomic statement: no read-then-write race between nodes.
 */
export async function countRequest(db: Db, key: string, now: number, windowMs: number) {
  const row = await countUp(db, [key], now, windowMs)
    .returning(['failures', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.failures), expiresAt: Number(row.expires_at) };
}

/**
 * One more failure for the key, as one atomic statement, whose window then ends `windowMs` after
 * this failure: a key keeps its count as long as failures keep coming.
 */
export async function countSliding(db: Db, key: string, now: number, windowMs: number) {
  const expired = sql<boolean>`${sql.ref('rate_limits.expires_at')} <= ${now}`;
  await db
    .insertInto('rate_limits')
    .values({ key, failures: 1, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.failures')} + 1 end`,
        expires_at: now + windowMs,
      }),
    )
    .execute();
}

export interface Window {
  failures: number;
  expiresAt: number;
}

/** The key's count and when its window ends, ended or not. */
export async function readWindow(db: Db, key: string): Promise<Window | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['failures', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { failures: Number(row.failures), expiresAt: Number(row.expires_at) };
}

/**
 * Writes the key's next count only if it still holds what the caller read (`seen`, or no row at
 * all): true for the one caller of many concurrent ones whose write took.
 */
export async function swapWindow(
  db: Db,
  key: string,
  seen: Window | undefined,
  next: Window,
): Promise<boolean> {
  if (!seen) {
    const inserted = await db
      .insertInto('rate_limits')
      .values({ key, failures: next.failures, expires_at: next.expiresAt })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable('rate_limits')
    .set({ failures: next.failures, expires_at: next.expiresAt })
    .where('key', '=', key)
    .where('failures', '=', seen.failures)
    .where('expires_at', '=', seen.expiresAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Takes back one count of the key's live window, for a request that turned out not to count. */
export async function uncount(db: Db, key: string, now: number) {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .where('expires_at', '>', now)
    .execute();
}

export async function clearFailures(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Forgets every window that ended before `before`. */
export async function dropEndedWindows(db: Db, before: number) {
  await db.deleteFrom('rate_limits').where('expires_at', '<', before).execute();
}
