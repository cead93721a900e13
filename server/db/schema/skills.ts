import type { Selectable } from 'kysely';

/** Curated skills; ids are stable and public (search criteria carry them). */
export interface SkillsTable {
  id: number;
  name: string;
  sector: string;
}

export type Skill = Selectable<SkillsTable>;
