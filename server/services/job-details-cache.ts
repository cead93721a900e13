import { LRUCache } from 'lru-cache';
import type { JobDetail, JobsPort } from '../../src/shared/dto/job.ts';
import type { EventBus } from './events.ts';

export interface JobDetailsCacheOptions {
  events: EventBus;
  /** How long a job is kept at most, for changes made where no jobChanged is told (scripts). */
  ttlMs?: number;
  max?: number;
}

/** Makes every object and array of a job read-only: one job is shared by every page that shows it. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The job catalogue with each open job's details kept once read, so a job's page does not read
 * the database on every visit. Whatever the visitor, a job reads the same: a kept job is dropped
 * when the job changes (the bus's jobChanged, relayed between nodes) and after `ttlMs`. Jobs not
 * found are not kept, so a job just posted shows at once. Searches pass through.
 */
export function cachedJobDetails(jobs: JobsPort, options: JobDetailsCacheOptions): JobsPort {
  const kept = new LRUCache<number, JobDetail>({
    max: options.max ?? 2000,
    ttl: options.ttlMs ?? 30_000,
  });
  // A read that began before a change may have seen the job as it was: it is not kept.
  let generation = 0;
  options.events.on('jobChanged', ({ jobId }) => {
    generation++;
    kept.delete(jobId);
  });
  return {
    search: (criteria) => jobs.search(criteria),
    async find(id) {
      const known = kept.get(id);
      if (known) return known;
      const began = generation;
      const job = await jobs.find(id);
      if (job && began === generation) kept.set(id, frozen(job));
      return job;
    },
  };
}
