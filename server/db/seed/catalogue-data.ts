import enterprises from '../data/enterprises.json' with { type: 'json' };
import jobCopy from '../data/job-copy.json' with { type: 'json' };
import jobTitles from '../data/job-titles.json' with { type: 'json' };
import skills from '../data/skills.json' with { type: 'json' };

export const SECTORS = [
  'healthcare',
  'technology',
  'logistics',
  'hospitality',
  'office',
  'trades',
] as const;
export type Sector = (typeof SECTORS)[number];

export interface SkillEntry {
  id: number;
  name: string;
  sector: string;
}
export interface JobTitleEntry {
  title: string;
  sector: string;
  skills: number[];
}
export interface EnterpriseEntry {
  key: string;
  name: string;
  sector: string;
  about: string;
  primaryColor: string;
  secondaryColor: string;
}
export interface SectorCopy {
  intros: string[];
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
}

/** The curated catalogue shipped in server/db/data. */
export const catalogue = {
  skills: skills as SkillEntry[],
  jobTitles: jobTitles as JobTitleEntry[],
  enterprises: enterprises as EnterpriseEntry[],
  copy: jobCopy as Record<Sector, SectorCopy>,
};
