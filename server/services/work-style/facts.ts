import type { WorkFacts } from '../../../src/shared/work-style/facts.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnJob } from '../../db/repositories/enterprise-api.ts';
import {
  enterprisesOfJobs,
  replaceWorkFacts,
  workFactsOf,
} from '../../db/repositories/work-style.ts';
import type { EventBus } from '../events.ts';

const stated = (facts: WorkFacts) =>
  Object.fromEntries(
    Object.entries(facts as Record<string, string | undefined>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * Sets the work-environment facts of enterprises' own jobs at once (the demo data states many);
 * a job of another enterprise, or none, is left out. Returns the ids of the jobs changed.
 */
export async function stateWorkFacts(
  db: Db,
  entries: readonly { enterpriseId: number; jobId: number; facts: WorkFacts }[],
  events?: EventBus,
): Promise<number[]> {
  const owners = await enterprisesOfJobs(
    db,
    entries.map((e) => e.jobId),
  );
  const own = new Map(
    entries
      .filter((e) => owners.get(e.jobId) === e.enterpriseId)
      .map((e) => [e.jobId, stated(e.facts)] as const),
  );
  if (own.size === 0) return [];
  await replaceWorkFacts(db, own);
  for (const jobId of own.keys()) await events?.emit('jobChanged', { jobId });
  return [...own.keys()];
}

/** Sets the work-environment facts of one of the enterprise's own jobs; false when not theirs. */
export async function setWorkFacts(
  db: Db,
  enterpriseId: number,
  jobId: number,
  facts: WorkFacts,
  events?: EventBus,
) {
  return (await stateWorkFacts(db, [{ enterpriseId, jobId, facts }], events)).length === 1;
}

/** The facts of one of the enterprise's own jobs; null when not theirs. */
export async function ownWorkFacts(db: Db, enterpriseId: number, jobId: number) {
  const job = await findOwnJob(db, enterpriseId, jobId);
  if (!job) return null;
  return ((await workFactsOf(db, [jobId])).get(jobId) ?? {}) as WorkFacts;
}
