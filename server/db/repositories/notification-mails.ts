import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import type { NotificationRow } from './notifications.ts';

/**
 * Takes up to `limit` notifications whose e-mail is pending, oldest first: those nobody holds and
 * those whose holder took them before `staleBefore` (a node that died or stalled). One caller gets
 * each row, however many nodes run this at once: on PostgreSQL concurrent callers skip each other's
 * locked rows; SQLite has a single writer, so the claiming update runs alone.
 */
export function claimPendingMails(db: Db, limit: number, now: string, staleBefore: string) {
  const pg = isPostgres(db);
  return db
    .updateTable('notifications')
    .set({ mail_claimed_at: now })
    .where('mail_status', '=', 'pending')
    .where((w) => w.or([w('mail_claimed_at', 'is', null), w('mail_claimed_at', '<', staleBefore)]))
    .where('id', 'in', (eb) => {
      const pending = eb
        .selectFrom('notifications')
        .select('id')
        .where('mail_status', '=', 'pending')
        .where((w) =>
          w.or([w('mail_claimed_at', 'is', null), w('mail_claimed_at', '<', staleBefore)]),
        )
        .orderBy('id')
        .limit(limit);
      return pg ? pending.forUpdate().skipLocked() : pending;
    })
    .returningAll()
    .execute() as Promise<NotificationRow[]>;
}

/** Records how the e-mails of these notifications ended; a settled e-mail is never taken again. */
export async function settleMails(
  db: Db,
  ids: number[],
  status: 'sent' | 'skipped' | 'failed',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ mail_status: status })
    .where('id', 'in', ids)
    .where('mail_status', '=', 'pending')
    .execute();
}

/** When the oldest claim on a still-pending e-mail was made, if any: it becomes stale after that. */
export async function oldestMailClaim(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.min('mail_claimed_at').as('claimed'))
    .where('mail_status', '=', 'pending')
    .where('mail_claimed_at', 'is not', null)
    .executeTakeFirst();
  return (row?.claimed as string | null | undefined) ?? null;
}
