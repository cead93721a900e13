import type { Db } from '../connect.ts';

/** True when the candidate applied to at least one job of the enterprise. */
export async function hasApplied(db: Db, candidateId: number, enterpriseId: number) {
  const row = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select('applications.id')
    .where('applications.candidate_id', '=', candidateId)
    .where('jobs.enterprise_id', '=', enterpriseId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The enterprises a candidate applied to, with the job of the latest application. */
export async function contactsOf(db: Db, candidateId: number, enterpriseId?: number) {
  let query = db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
    .select([
      'enterprises.id as enterprise_id',
      'enterprises.establishment_name',
      'enterprises.nav_bar_logo_url',
      'jobs.title as job_title',
      'applications.id as application_id',
    ])
    .where('applications.candidate_id', '=', candidateId)
    .orderBy('applications.id', 'desc');
  if (enterpriseId !== undefined) query = query.where('jobs.enterprise_id', '=', enterpriseId);
  const rows = await query.execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.enterprise_id)) latest.set(row.enterprise_id, row);
  return [...latest.values()];
}

/** The latest name and title an enterprise signed its messages to the candidate with. */
export function lastSenderOf(db: Db, candidateId: number, enterpriseIds: readonly number[]) {
  if (enterpriseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messages')
    .select(['enterprise_id', 'sender_name', 'sender_title', 'id'])
    .where('candidate_id', '=', candidateId)
    .where('enterprise_id', 'in', enterpriseIds)
    .where('by_enterprise', '=', 1)
    .where('sender_name', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
}

/** The enterprise and job of the candidate's first open offer, if any. */
export function firstOfferOf(db: Db, candidateId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select(['jobs.enterprise_id', 'jobs.title'])
    .where('applications.candidate_id', '=', candidateId)
    .where('applications.enterprise_process_status', '=', 'F')
    .orderBy('applications.id')
    .executeTakeFirst();
}
