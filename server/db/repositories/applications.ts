import type { EnterpriseStatus } from '../../../src/shared/screening.ts';
import type { Db } from '../connect.ts';
import type { ApplicationEventStatus } from '../schema/application-events.ts';
import { applicationsWithJobs, ownedBy } from './ownership.ts';

export function findApplication(db: Db, candidateId: number, jobId: number) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/**
 * Inserts once, with the first step of its timeline; undefined when the candidate already applied
 * (also under a race).
 */
export async function insertApplication(
  db: Db,
  candidateId: number,
  jobId: number,
  answers: string,
  idempotencyKey: string | null = null,
  /** More to write in the same transaction once the application exists. */
  within?: (trx: Db, applicationId: number) => Promise<unknown>,
) {
  const now = new Date().toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('applications')
        .values({
          candidate_id: candidateId,
          job_id: jobId,
          answers,
          idempotency_key: idempotencyKey,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('application_events')
        .values({ application_id: row.id, status: 'R', actor: 'C', created_at: now })
        .execute();
      await within?.(trx, row.id);
      return row;
    });
  } catch (error) {
    if (await findApplication(db, candidateId, jobId)) return undefined;
    throw error;
  }
}

/** The candidate's applications in the given statuses, newest first, with their job's headline. */
export function listApplications(
  db: Db,
  candidateId: number,
  statuses: readonly EnterpriseStatus[],
) {
  return applicationsWithJobs(db)
    .select([
      'applications.id',
      'applications.job_id',
      'applications.enterprise_process_status',
      'applications.candidate_process_status',
      'applications.candidate_remark',
      'applications.created_at',
      'applications.updated_at',
      'jobs.title',
      'jobs.city',
      'jobs.country',
      'jobs.status as job_status',
      'enterprises.establishment_name',
    ])
    .where(ownedBy({ candidateId }))
    .where('applications.enterprise_process_status', 'in', [...statuses])
    .orderBy('applications.updated_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

/** One of the candidate's own applications by id; undefined for anyone else's. */
export function findOwnApplicationById(db: Db, candidateId: number, applicationId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'job_id', 'enterprise_process_status', 'candidate_process_status'])
    .where('id', '=', applicationId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/**
 * Records the candidate's answer to an offer, or a withdrawal, with its timeline step — only while
 * the application is still in one of `from` (so two answers cannot both win). False otherwise.
 */
export function setCandidateStatus(
  db: Db,
  applicationId: number,
  status: 'A' | 'D' | 'W',
  from: { enterprise: readonly EnterpriseStatus[]; candidate: readonly ('P' | null)[] },
) {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('applications')
      .set({ candidate_process_status: status, updated_at: now })
      .where('id', '=', applicationId)
      .where('enterprise_process_status', 'in', [...from.enterprise])
      .where((eb) =>
        eb.or(
          from.candidate.map((c) =>
            c === null
              ? eb('candidate_process_status', 'is', null)
              : eb('candidate_process_status', '=', c),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('application_events')
      .values({ application_id: applicationId, status, actor: 'C', created_at: now })
      .execute();
    return true;
  });
}

/** Sets the candidate's remark on a job they applied to; false when they have not applied. */
export async function setRemark(db: Db, candidateId: number, jobId: number, remark: string | null) {
  const updated = await db
    .updateTable('applications')
    .set({ candidate_remark: remark })
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The timeline steps of these applications, oldest first. */
export async function timelinesOf(db: Db, applicationIds: readonly number[]) {
  const byApplication = new Map<number, { status: ApplicationEventStatus; at: string }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectFrom('application_events')
    .select(['application_id', 'status', 'created_at'])
    .where('application_id', 'in', [...applicationIds])
    .orderBy('application_id')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const steps = byApplication.get(row.application_id) ?? [];
    steps.push({ status: row.status, at: row.created_at });
    byApplication.set(row.application_id, steps);
  }
  return byApplication;
}
