import type { Insertable, Selectable } from 'kysely';
import type { JobShift } from '../../../src/shared/shifts.ts';
import type { Db } from '../connect.ts';
import type { ApplicationCredentialsTable, CredentialsTable } from '../schema/credentials.ts';
import type { NotificationOutboxTable } from '../schema/enterprise-api.ts';
import { entryRepository } from './entries.ts';

export type CredentialRow = Selectable<CredentialsTable>;
export type AttachedCredentialRow = Selectable<ApplicationCredentialsTable>;

export type CredentialFields = Pick<
  CredentialRow,
  'kind' | 'type_code' | 'issuing_state' | 'number' | 'multistate' | 'issued_on' | 'expires_on'
>;

/** Licences first, then certifications, the soonest expiry first; the document is its `file_id`. */
export const credentials = entryRepository({
  table: 'credentials',
  columns: [
    'kind',
    'type_code',
    'issuing_state',
    'number',
    'multistate',
    'issued_on',
    'expires_on',
  ],
  order: [
    { by: ['kind'], direction: 'desc' },
    { by: ['expires_on'], direction: 'asc' },
  ],
  idDirection: 'asc',
  files: { column: 'file_id' },
});

export const findCredential = credentials.find;

/**
 * Points the credential at a new document (its version stays: the document is not an edit of the
 * fields); answers the file it held before, if any.
 */
export async function setCredentialFile(
  db: Db,
  candidateId: number,
  id: number,
  fileId: number | null,
  now: string,
): Promise<{ previous: number | null } | undefined> {
  const before = await findCredential(db, candidateId, id);
  if (!before) return undefined;
  await db
    .updateTable('credentials')
    .set({ file_id: fileId, updated_at: now })
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .execute();
  return { previous: before.file_id };
}

/** Credentials of every candidate expiring between the two ISO dates, both included. */
export function credentialsExpiringBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('expires_on', '>=', from)
    .where('expires_on', '<=', to)
    .orderBy('id')
    .execute();
}

/**
 * Records one reminder of one expiry and writes its notification, in one transaction: only the
 * first caller (on any node, before or after a restart) gets true, because the record has a
 * primary key; the others write nothing.
 */
export function claimReminder(
  db: Db,
  reminder: { credentialId: number; expiresOn: string; daysBefore: number; now: string },
  notification: Insertable<NotificationOutboxTable>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('credential_reminders')
      .values({
        credential_id: reminder.credentialId,
        expires_on: reminder.expiresOn,
        days_before: reminder.daysBefore,
        sent_at: reminder.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('credential_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.insertInto('notification_outbox').values(notification).execute();
    return true;
  });
}

export function remindersSent(db: Db, credentialId: number) {
  return db
    .selectFrom('credential_reminders')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .orderBy('days_before', 'desc')
    .execute();
}

/** What each job asks for, by job id (jobs asking for nothing are absent). */
export async function credentialsOfJobs(db: Db, jobIds: readonly number[]) {
  const byJob = new Map<number, { type: string; required: boolean }[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('job_credentials')
    .selectAll()
    .where('job_id', 'in', [...jobIds])
    .orderBy('required', 'desc')
    .orderBy('type_code')
    .execute();
  for (const row of rows) {
    const list = byJob.get(row.job_id) ?? [];
    list.push({ type: row.type_code, required: row.required === 1 });
    byJob.set(row.job_id, list);
  }
  return byJob;
}

/** Replaces what a job asks for. */
export async function setJobCredentials(
  db: Db,
  jobId: number,
  list: readonly { type: string; required: boolean }[],
) {
  await db.deleteFrom('job_credentials').where('job_id', '=', jobId).execute();
  if (list.length)
    await db
      .insertInto('job_credentials')
      .values(list.map((c) => ({ job_id: jobId, type_code: c.type, required: c.required ? 1 : 0 })))
      .execute();
}

export function insertApplicationCredentials(
  db: Db,
  rows: Insertable<ApplicationCredentialsTable>[],
) {
  if (rows.length === 0) return Promise.resolve();
  return db.insertInto('application_credentials').values(rows).execute();
}

export function credentialsOfApplication(db: Db, applicationId: number) {
  return db
    .selectFrom('application_credentials')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('kind', 'desc')
    .orderBy('type_code')
    .execute();
}

/** Where each job is, for the licence rule. */
export function placesOfJobs(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .select(['id', 'state', 'country_code'])
    .where('id', 'in', [...jobIds])
    .execute();
}

export function credentialsByIds(db: Db, candidateId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Sets (or, with null, removes) a job's shift facts. */
export async function setJobShift(db: Db, jobId: number, shift: JobShift | null) {
  await db.deleteFrom('job_shifts').where('job_id', '=', jobId).execute();
  if (!shift) return;
  await db
    .insertInto('job_shifts')
    .values({
      job_id: jobId,
      engagement: shift.engagement,
      shift_hours: shift.shiftHours,
      shift_time: shift.shiftTime,
      start_date: shift.startDate,
      weekly_hours: shift.weeklyHours,
      contract_weeks: shift.contractWeeks,
    })
    .execute();
}

/** The shift facts of each job that has them. */
export async function shiftsOfJobs(db: Db, jobIds: readonly number[]) {
  const byJob = new Map<number, JobShift>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('job_shifts')
    .selectAll()
    .where('job_id', 'in', [...jobIds])
    .execute();
  for (const row of rows)
    byJob.set(row.job_id, {
      engagement: row.engagement,
      shiftHours: row.shift_hours,
      shiftTime: row.shift_time,
      startDate: row.start_date,
      weeklyHours: row.weekly_hours,
      contractWeeks: row.contract_weeks,
    });
  return byJob;
}
