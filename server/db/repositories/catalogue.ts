import type { Db } from '../connect.ts';
import type { JobTitle } from '../schema/job-titles.ts';
import type { Skill } from '../schema/skills.ts';

const CHUNK = 200;

async function insertChunked<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await insert(items.slice(i, i + CHUNK));
}

export function insertSkills(db: Db, skills: readonly Skill[]) {
  return insertChunked(skills, (chunk) => db.insertInto('skills').values(chunk).execute());
}

export function insertJobTitles(db: Db, titles: readonly JobTitle[]) {
  return insertChunked(titles, (chunk) => db.insertInto('job_titles').values(chunk).execute());
}

/** Which of the given skill ids exist. */
export async function existingSkillIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('skills').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
