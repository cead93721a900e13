import type { EnterpriseStatus } from '../../../src/shared/screening.ts';
import type { Db } from '../connect.ts';
import type { NotificationOutboxTable } from '../schema/enterprise-api.ts';
import { findApplicationOf } from './ownership.ts';

export function insertApiKey(
  db: Db,
  row: { key_hash: string; enterprise_id: number; label: string; created_at: string },
) {
  return db.insertInto('enterprise_api_keys').values(row).execute();
}

export async function enterpriseOfKey(db: Db, keyHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('enterprise_api_keys')
    .select('enterprise_id')
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.enterprise_id;
}

/** A job of this enterprise (any status), or undefined for another enterprise's job. */
export function findOwnJob(db: Db, enterpriseId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'status'])
    .where('id', '=', jobId)
    .where('enterprise_id', '=', enterpriseId)
    .executeTakeFirst();
}

export function closeJob(db: Db, jobId: number) {
  return db
    .updateTable('jobs')
    .set({ status: 'closed', updated_at: new Date().toISOString() })
    .where('id', '=', jobId)
    .execute();
}

export function applicantsOf(db: Db, jobId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('candidates', 'candidates.id', 'applications.candidate_id')
    .select([
      'applications.id',
      'applications.enterprise_process_status',
      'applications.candidate_process_status',
      'applications.candidate_remark',
      'applications.answers',
      'applications.created_at',
      'candidates.id as candidate_id',
      'candidates.first_name',
      'candidates.last_name',
      'candidates.profile_title',
    ])
    .where('applications.job_id', '=', jobId)
    .orderBy('applications.id')
    .execute();
}

/** An application to one of this enterprise's jobs, with what its notification needs. */
export function findOwnApplication(db: Db, enterpriseId: number, applicationId: number) {
  return findApplicationOf(db, { enterpriseId }, applicationId);
}

/**
 * Moves an application and writes its timeline step and the candidate's notification in the same
 * transaction.
 */
export function moveApplication(
  db: Db,
  applicationId: number,
  status: EnterpriseStatus,
  notification: Omit<NotificationOutboxTable, 'id' | 'delivered_at'>,
) {
  return db.transaction().execute(async (trx) => {
    // An offer or an onboarding waits for the candidate's answer (spec 4.1); other moves clear it.
    await trx
      .updateTable('applications')
      .set({
        enterprise_process_status: status,
        candidate_process_status: status === 'F' || status === 'O' ? 'P' : null,
        updated_at: notification.created_at,
      })
      .where('id', '=', applicationId)
      .execute();
    await trx
      .insertInto('application_events')
      .values({
        application_id: applicationId,
        status,
        actor: 'E',
        created_at: notification.created_at,
      })
      .execute();
    await trx.insertInto('notification_outbox').values(notification).execute();
  });
}
