import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../schema/index.ts';

/** Whose an application is: the candidate who sent it, or the enterprise whose job it is for. */
export type Owner = { candidateId: number } | { enterpriseId: number };

/**
 * Applications with their job and the job's enterprise: the joins every question of who owns an
 * application, or anything hanging off one (rounds, shares, requests), starts from.
 */
export function applicationsWithJobs(db: Db) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id');
}

/** The condition that the application (joined to its job) is the owner's. */
export function ownedBy(owner: Owner) {
  return (eb: ExpressionBuilder<Database, 'applications' | 'jobs'>) =>
    'candidateId' in owner
      ? eb('applications.candidate_id', '=', owner.candidateId)
      : eb('jobs.enterprise_id', '=', owner.enterpriseId);
}

/** One application of the owner's with its job and enterprise; undefined for anyone else's. */
export function findApplicationOf(db: Db, owner: Owner, applicationId: number) {
  return applicationsWithJobs(db)
    .select([
      'applications.id',
      'applications.candidate_id',
      'applications.job_id',
      'jobs.title',
      'enterprises.establishment_name',
    ])
    .where('applications.id', '=', applicationId)
    .where(ownedBy(owner))
    .executeTakeFirst();
}
