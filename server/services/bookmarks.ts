import type { Db } from '../db/connect.ts';
import { addBookmark, bookmarkedJobIds, removeBookmark } from '../db/repositories/bookmarks.ts';
import type { JobSearch } from './search/jobs.ts';

/** The cards of the candidate's saved jobs. */
export async function savedJobs(db: Db, jobs: JobSearch, candidateId: number) {
  return jobs.cards(await bookmarkedJobIds(db, candidateId));
}

/** Saves an open job for the candidate; false when no such job can be found. */
export async function saveJob(db: Db, jobs: JobSearch, candidateId: number, jobId: number) {
  if (!(await jobs.find(jobId))) return false;
  await addBookmark(db, candidateId, jobId);
  return true;
}

/** Unsaves a job; unsaving one that was not saved changes nothing. */
export async function unsaveJob(db: Db, candidateId: number, jobId: number) {
  await removeBookmark(db, candidateId, jobId);
}
