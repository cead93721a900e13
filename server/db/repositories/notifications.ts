import type { Selectable } from 'kysely';
import type { Db } from '../connect.ts';
import type { NotificationsTable } from '../schema/notifications.ts';

export type NotificationRow = Selectable<NotificationsTable>;

/** The bell's number: read from the partial index of unread rows. */
export async function unreadCount(db: Db, candidateId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'U')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A slice of the candidate's notifications, newest first. */
export function notificationSlice(
  db: Db,
  candidateId: number,
  options: { offset: number; limit: number; unreadOnly?: boolean },
) {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .orderBy('id', 'desc')
    .offset(options.offset)
    .limit(options.limit);
  if (options.unreadOnly) query = query.where('status', '=', 'U');
  return query.execute();
}

/** One of the candidate's own notifications; another candidate's is never found. */
export function findOwnNotification(db: Db, candidateId: number, id: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/** Marks one own notification read; false when it is not the candidate's. */
export async function markNotificationRead(db: Db, candidateId: number, id: number) {
  const own = await findOwnNotification(db, candidateId, id);
  if (!own) return false;
  if (own.status === 'U')
    await db.updateTable('notifications').set({ status: 'R' }).where('id', '=', id).execute();
  return true;
}

export function markAllNotificationsRead(db: Db, candidateId: number) {
  return db
    .updateTable('notifications')
    .set({ status: 'R' })
    .where('candidate_id', '=', candidateId)
    .where('status', '=', 'U')
    .execute();
}

/** Who an e-mail about a notification goes to, and what they asked to receive. */
export function mailRecipientOf(db: Db, candidateId: number) {
  return db
    .selectFrom('candidates')
    .select(['email', 'first_name', 'notification_preferences', 'account_status'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
}

/** The candidate's application to a job, as a pool notification's validity needs it. */
export function poolEntryOf(db: Db, candidateId: number, jobId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'enterprise_process_status', 'candidate_process_status'])
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
