import type { Selectable } from 'kysely';

/** Skills a job requires, with the accepted range of years of experience. */
export interface JobSkillsTable {
  job_id: number;
  skill_id: number;
  min_years: number;
  max_years: number;
}

export type JobSkill = Selectable<JobSkillsTable>;
