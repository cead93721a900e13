import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../connect.ts';
import type { NotificationOutboxTable } from '../schema/enterprise-api.ts';
import type { InterviewsTable } from '../schema/interviews.ts';
import { applicationsWithJobs, type Owner, ownedBy } from './ownership.ts';

export type OutboxInsert = Omit<Insertable<NotificationOutboxTable>, 'id' | 'delivered_at'>;

/** A round with its application, job and enterprise: everything a page, a link or a text needs. */
function rounds(db: Db) {
  return applicationsWithJobs(db)
    .innerJoin('interviews', 'interviews.application_id', 'applications.id')
    .select([
      'interviews.id',
      'interviews.application_id',
      'interviews.round',
      'interviews.status',
      'interviews.schedule_start',
      'interviews.schedule_end',
      'interviews.location',
      'interviews.meeting_link',
      'interviews.round_completed',
      'interviews.rating_of_panel_by_candidate',
      'interviews.panel_rating_comment',
      'interviews.closure_status',
      'interviews.upcoming_notified_at',
      'interviews.created_at',
      'interviews.updated_at',
      'applications.candidate_id',
      'applications.job_id',
      'jobs.title as job_title',
      'jobs.enterprise_id',
      'enterprises.establishment_name',
    ]);
}

export type RoundRow = Awaited<ReturnType<typeof findRound>> & {};

export function findRound(db: Db, id: number) {
  return rounds(db).where('interviews.id', '=', id).executeTakeFirst();
}

/** A round of one of this enterprise's jobs; another enterprise's is never found. */
export function findEnterpriseRound(db: Db, enterpriseId: number, id: number) {
  return rounds(db)
    .where('interviews.id', '=', id)
    .where(ownedBy({ enterpriseId }))
    .executeTakeFirst();
}

/** A round of the candidate's own applications; another candidate's is never found. */
export function findOwnRound(db: Db, candidateId: number, id: number) {
  return rounds(db)
    .where('interviews.id', '=', id)
    .where(ownedBy({ candidateId }))
    .executeTakeFirst();
}

/** One round of an own application by its number, as interview links name it. */
export function findOwnRoundByNumber(
  db: Db,
  candidateId: number,
  applicationId: number,
  round: number,
) {
  return rounds(db)
    .where('interviews.application_id', '=', applicationId)
    .where('interviews.round', '=', round)
    .where(ownedBy({ candidateId }))
    .executeTakeFirst();
}

/** Every round of an application, first round first, as seen by the enterprise or candidate. */
export function roundsOfApplication(db: Db, applicationId: number, owner: Owner) {
  return rounds(db)
    .where('interviews.application_id', '=', applicationId)
    .where(ownedBy(owner))
    .orderBy('interviews.round')
    .execute();
}

/** Every round of the candidate's, the soonest first. */
export function ownRounds(db: Db, candidateId: number) {
  return rounds(db)
    .where(ownedBy({ candidateId }))
    .orderBy('interviews.schedule_start', 'desc')
    .orderBy('interviews.id', 'desc')
    .execute();
}

/** Rounds still ahead (pending or accepted, not ended, not completed), the soonest first. */
export function upcomingRounds(db: Db, candidateId: number, now: string, limit = 500) {
  return rounds(db)
    .where(ownedBy({ candidateId }))
    .where('interviews.status', 'in', ['P', 'A'])
    .where('interviews.round_completed', '=', 'N')
    .where('interviews.schedule_end', '>', now)
    .orderBy('interviews.schedule_start')
    .limit(limit)
    .execute();
}

/** The dashboard's 'Upcoming interviews' (DashboardDto.upcomingInterviews). */
export async function upcomingInterviewsOf(db: Db, candidateId: number, limit: number) {
  const rows = await upcomingRounds(db, candidateId, new Date().toISOString(), limit);
  return rows.map((row) => ({
    id: row.id,
    jobTitle: row.job_title,
    establishmentName: row.establishment_name,
    startsAt: row.schedule_start,
  }));
}

export async function nextRoundNumber(db: Db, applicationId: number): Promise<number> {
  const row = await db
    .selectFrom('interviews')
    .select((eb) => eb.fn.max('round').as('last'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Schedules a round and writes the candidate's notification in the same transaction. */
export function insertRound(
  db: Db,
  values: Insertable<InterviewsTable>,
  notification: (id: number) => OutboxInsert,
) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('interviews')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('notification_outbox').values(notification(id)).execute();
    return id;
  });
}

/**
 * Changes rounds and writes the notification in the same transaction. `where` guards the change
 * (e.g. only a pending round); false when no round matched, and then nothing is written.
 */
export function updateRounds(
  db: Db,
  target: { id: number } | { applicationId: number },
  patch: Updateable<InterviewsTable>,
  notification: OutboxInsert | null,
  guard: { status?: ('P' | 'A' | 'X')[]; notCompleted?: boolean; unrated?: boolean } = {},
) {
  return db.transaction().execute(async (trx) => {
    let query = trx.updateTable('interviews').set(patch);
    query =
      'id' in target
        ? query.where('id', '=', target.id)
        : query.where('application_id', '=', target.applicationId);
    if (guard.status) query = query.where('status', 'in', guard.status);
    if (guard.notCompleted) query = query.where('round_completed', '=', 'N');
    if (guard.unrated)
      query = query
        .where('round_completed', '=', 'Y')
        .where('rating_of_panel_by_candidate', 'is', null)
        .where('closure_status', 'is', null);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (notification) await trx.insertInto('notification_outbox').values(notification).execute();
    return true;
  });
}

/** Accepted rounds starting within the window whose 24-hour reminder is not written yet. */
export function roundsDueForReminder(db: Db, from: string, until: string) {
  return rounds(db)
    .where('interviews.status', '=', 'A')
    .where('interviews.round_completed', '=', 'N')
    .where('interviews.upcoming_notified_at', 'is', null)
    .where('interviews.schedule_start', '>', from)
    .where('interviews.schedule_start', '<=', until)
    .orderBy('interviews.schedule_start')
    .limit(500)
    .execute();
}

/** Marks the reminder written and writes it; false when another run already did. */
export function markReminded(db: Db, id: number, now: string, notification: OutboxInsert) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('interviews')
      .set({ upcoming_notified_at: now })
      .where('id', '=', id)
      .where('upcoming_notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx.insertInto('notification_outbox').values(notification).execute();
    return true;
  });
}
