import type { Selectable } from 'kysely';

export interface JobTitlesTable {
  id: number;
  title: string;
  sector: string;
}

export type JobTitle = Selectable<JobTitlesTable>;
