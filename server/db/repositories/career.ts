import { sql } from 'kysely';
import type { Db } from '../connect.ts';

/** Open jobs per title (matched without regard to case), keyed by the lower-case title. */
export async function openJobsByTitle(db: Db, titles: string[]): Promise<Map<string, number>> {
  const lower = [...new Set(titles.map((t) => t.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select([sql<string>`lower(title)`.as('title'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql`lower(title)`, 'in', lower)
    .where('status', '=', 'open')
    .groupBy(sql`lower(title)`)
    .execute();
  return new Map(rows.map((r) => [r.title, Number(r.n)]));
}

/** Open jobs of a title whose skills are read at most: the newest, a sample that says enough. */
export const SKILL_SAMPLE = 500;

/**
 * The skills the newest open jobs with a title (at most SKILL_SAMPLE) ask for, most asked first,
 * with how many of those jobs ask for each.
 */
export function skillsOfOpenJobsTitled(db: Db, title: string, limit: number) {
  return db
    .with('sample', (w) =>
      w
        .selectFrom('jobs')
        .select('jobs.id')
        .where(sql`lower(jobs.title)`, '=', title.toLowerCase())
        .where('jobs.status', '=', 'open')
        .orderBy('jobs.id', 'desc')
        .limit(SKILL_SAMPLE),
    )
    .selectFrom('sample')
    .innerJoin('job_skills', 'job_skills.job_id', 'sample.id')
    .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
    .select(['skills.id', 'skills.name', (eb) => eb.fn.countAll<number>().as('jobs')])
    .groupBy(['skills.id', 'skills.name'])
    .orderBy('jobs', 'desc')
    .orderBy('skills.name')
    .limit(limit)
    .execute();
}

/** The candidate's title as the profile states it: the profile title, else the job title. */
export async function candidateTitle(db: Db, candidateId: number): Promise<string | null> {
  const row = await db
    .selectFrom('candidates')
    .select(['profile_title', 'job_title'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (row?.job_title || row?.profile_title) return row.job_title || row.profile_title;
  const latest = await db
    .selectFrom('work_history')
    .select('title')
    .where('candidate_id', '=', candidateId)
    .orderBy('worked_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.title ?? null;
}

/** The ids of the candidate's skills. */
export async function candidateSkillIds(db: Db, candidateId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('candidate_skills')
    .select('skill_id')
    .where('candidate_id', '=', candidateId)
    .execute();
  return new Set(rows.map((r) => r.skill_id));
}
