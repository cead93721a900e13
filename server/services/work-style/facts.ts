import type { WorkFacts } from '../../../src/shared/work-style/facts.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnJob } from '../../db/repositories/enterprise-api.ts';
import { replaceWorkFacts, workFactsOf } from '../../db/repositories/work-style.ts';
import { jobChanged } from '../enterprise/job-changes.ts';

/** Sets the work-environment facts of one of the enterprise's own jobs; false when not theirs. */
export async function setWorkFacts(db: Db, enterpriseId: number, jobId: number, facts: WorkFacts) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return false;
  const stated = Object.fromEntries(
    Object.entries(facts as Record<string, string | undefined>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  await replaceWorkFacts(db, jobId, stated);
  jobChanged(jobId);
  return true;
}

/** The facts of one of the enterprise's own jobs; null when not theirs. */
export async function ownWorkFacts(db: Db, enterpriseId: number, jobId: number) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return null;
  return ((await workFactsOf(db, [jobId])).get(jobId) ?? {}) as WorkFacts;
}
