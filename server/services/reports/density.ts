import { LRUCache } from 'lru-cache';
import { DENSITY_TOP, type JobDensityReport } from '../../../src/shared/dto/reports.ts';
import type { Db } from '../../db/connect.ts';
import { openJobsPerCity, openJobsPerSkill, skillIdsOf } from '../../db/repositories/reports.ts';

/**
 * How long counts are reused: they move slowly, and in a large catalogue each count reads every
 * job that needs the skills.
 */
const FRESH_MS = 5 * 60_000;
/** Skill sets remembered at once per database. */
const MAX_ENTRIES = 500;

type Entry = { at: number; report: Promise<Omit<JobDensityReport, 'hasSkills'>> };
const caches = new WeakMap<Db, LRUCache<string, Entry>>();

async function compute(db: Db, candidateId: number) {
  const [cities, skills] = await Promise.all([
    openJobsPerCity(db, candidateId, DENSITY_TOP),
    openJobsPerSkill(db, candidateId, DENSITY_TOP),
  ]);
  return {
    cities: cities.map((c) => ({
      city: c.city,
      state: c.state,
      country: c.country,
      openJobs: c.open_jobs,
    })),
    skills: skills.map((s) => ({ skillId: s.id, name: s.name, openJobs: s.open_jobs })),
  };
}

/**
 * Open jobs that need the candidate's skills, per city and per skill (top 15 each). Candidates
 * with the same skills share one count for up to five minutes.
 */
export async function jobDensityReport(
  db: Db,
  candidateId: number,
  now = Date.now(),
): Promise<JobDensityReport> {
  const skillIds = await skillIdsOf(db, candidateId);
  if (skillIds.length === 0) return { hasSkills: false, cities: [], skills: [] };
  const cache = caches.get(db) ?? new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: FRESH_MS });
  caches.set(db, cache);
  const key = skillIds.join(',');
  let entry = cache.get(key);
  // `now` decides freshness as well, so a caller can ask as if later.
  if (!entry || now - entry.at > FRESH_MS) {
    const fresh: Entry = { at: now, report: compute(db, candidateId) };
    cache.set(key, fresh);
    // A failed count is not remembered.
    fresh.report.catch(() => cache.peek(key) === fresh && cache.delete(key));
    entry = fresh;
  }
  return { hasSkills: true, ...(await entry.report) };
}
