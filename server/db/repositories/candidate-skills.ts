import type { Db } from '../connect.ts';
import type { CandidateSkillsTable } from '../schema/candidate-skills.ts';

export function insertCandidateSkills(db: Db, rows: CandidateSkillsTable[]) {
  return rows.length > 0
    ? db.insertInto('candidate_skills').values(rows).execute()
    : Promise.resolve([]);
}

export async function hasSkills(db: Db, candidateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('candidate_skills')
    .select('skill_id')
    .where('candidate_id', '=', candidateId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
