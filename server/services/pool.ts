import type { ApplicationsPort, PoolEntry } from '../../src/shared/dto/application.ts';
import type { EnterpriseStatus } from '../../src/shared/screening.ts';
import type { Db } from '../db/connect.ts';
import {
  findOwnApplicationById,
  listApplications,
  timelinesOf,
} from '../db/repositories/applications.ts';
import { isBookmarked } from '../db/repositories/bookmarks.ts';
import { questionsOfJob } from '../db/repositories/screening-questions.ts';
import { savedJobs } from './bookmarks.ts';
import type { JobSearch } from './search/jobs.ts';

/** Pool tabs (spec 3): F offered, O onboarded or offboarded, A applied (and shortlisted). */
export const POOL_TABS: Record<'A' | 'F' | 'O', EnterpriseStatus[]> = {
  A: ['R', 'S', 'X'],
  F: ['F'],
  O: ['O', 'B'],
};

type Row = Awaited<ReturnType<typeof listApplications>>[number];

const toPoolEntry = (r: Row, timeline: PoolEntry['timeline'] = []): PoolEntry => ({
  id: r.id,
  jobId: r.job_id,
  jobTitle: r.title,
  establishmentName: r.establishment_name,
  city: r.city,
  country: r.country,
  enterpriseProcessStatus: r.enterprise_process_status,
  candidateProcessStatus: r.candidate_process_status,
  candidateRemark: r.candidate_remark,
  appliedAt: r.created_at,
  updatedAt: r.updated_at,
  timeline,
});

/** The candidate's entries in these statuses, each with its timeline. */
export async function poolEntries(
  db: Db,
  candidateId: number,
  statuses: readonly EnterpriseStatus[],
) {
  const rows = await listApplications(db, candidateId, statuses);
  const timelines = await timelinesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPoolEntry(r, timelines.get(r.id) ?? []));
}

/** The timeline of one of the candidate's own applications; undefined for anyone else's. */
export async function ownTimeline(db: Db, candidateId: number, applicationId: number) {
  const own = await findOwnApplicationById(db, candidateId, applicationId);
  if (!own) return undefined;
  return (await timelinesOf(db, [own.id])).get(own.id) ?? [];
}

/** The applications port server-rendered pages use. */
export const applicationsPort = (db: Db, jobs: JobSearch): ApplicationsPort => ({
  list: (candidateId, statuses) => poolEntries(db, candidateId, statuses),
  questions: (jobId) => questionsOfJob(db, jobId),
  bookmarks: (candidateId) => savedJobs(db, jobs, candidateId),
  isBookmarked: (candidateId, jobId) => isBookmarked(db, candidateId, jobId),
});
