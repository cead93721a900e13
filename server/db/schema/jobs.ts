import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  EducationLevel,
  EmploymentType,
  ExperienceLevel,
  JobStatus,
  PayPeriod,
  WorkMode,
} from '../../../src/shared/code-tables.ts';

export interface JobsTable {
  id: Generated<number>;
  enterprise_id: number;
  job_title_id: number | null;
  title: string;
  description: string;
  city: string;
  state: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  work_mode: WorkMode;
  employment_type: EmploymentType;
  experience_level: ExperienceLevel;
  education: EducationLevel | null;
  /** Duration code such as '6M' (spec 3), null for open-ended work. */
  duration: string | null;
  /** Whole currency units; pay_max is null for a single amount. */
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: Generated<string>;
  pay_period: PayPeriod | null;
  easy_apply: Generated<number>;
  status: Generated<JobStatus>;
  posted_at: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
