import type { Db } from '../connect.ts';

export function addBookmark(db: Db, candidateId: number, jobId: number) {
  return db
    .insertInto('job_bookmarks')
    .values({ candidate_id: candidateId, job_id: jobId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['candidate_id', 'job_id']).doNothing())
    .execute();
}

export function removeBookmark(db: Db, candidateId: number, jobId: number) {
  return db
    .deleteFrom('job_bookmarks')
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .execute();
}

/** The candidate's saved jobs that are still open, most recently saved first. */
export async function bookmarkedJobIds(db: Db, candidateId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('job_bookmarks')
    .innerJoin('jobs', 'jobs.id', 'job_bookmarks.job_id')
    .select('job_bookmarks.job_id')
    .where('job_bookmarks.candidate_id', '=', candidateId)
    .where('jobs.status', '=', 'open')
    .orderBy('job_bookmarks.created_at', 'desc')
    .orderBy('job_bookmarks.job_id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => r.job_id);
}

export async function isBookmarked(db: Db, candidateId: number, jobId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_bookmarks')
    .select('job_id')
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}
