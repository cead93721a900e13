import type { EnterpriseStatus } from '../../../src/shared/screening.ts';
import type { Db } from '../connect.ts';

export function findApplication(db: Db, candidateId: number, jobId: number) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/** Inserts once; undefined when the candidate already applied (also under a race). */
export async function insertApplication(
  db: Db,
  candidateId: number,
  jobId: number,
  answers: string,
) {
  const now = new Date().toISOString();
  try {
    return await db
      .insertInto('applications')
      .values({
        candidate_id: candidateId,
        job_id: jobId,
        answers,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
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
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
    .select([
      'applications.id',
      'applications.job_id',
      'applications.enterprise_process_status',
      'applications.candidate_process_status',
      'applications.created_at',
      'applications.updated_at',
      'jobs.title',
      'jobs.city',
      'jobs.country',
      'jobs.status as job_status',
      'enterprises.establishment_name',
    ])
    .where('applications.candidate_id', '=', candidateId)
    .where('applications.enterprise_process_status', 'in', [...statuses])
    .orderBy('applications.updated_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}
