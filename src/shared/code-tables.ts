/** The spec's code tables (section 3). One place for every code and its label. */

export const EMPLOYMENT_TYPES = {
  FT: 'Full Time',
  PT: 'Part Time',
  FL: 'Contingent / Contract',
  IN: 'Internship',
  OT: 'Other',
} as const;

export const PAY_PERIODS = { WK: 'week', HR: 'hour', MN: 'month', DA: 'day' } as const;

export const EDUCATION_LEVELS = {
  SL: 'School',
  DM: 'Diploma',
  BR: 'Bachelors',
  MT: 'Masters',
  DC: 'Doctorate',
} as const;

export const WORK_MODES = { R: 'Remote', O: 'Onsite', H: 'Hybrid' } as const;

export const EXPERIENCE_LEVELS = {
  IN: 'Internship',
  EL: 'Entry Level',
  AT: 'Associate',
  ML: 'Mid-Senior Level',
  DR: 'Director',
  ET: 'Executive',
} as const;

export const DURATION_UNITS = {
  D: ['Day', 'Days'],
  W: ['Week', 'Weeks'],
  M: ['Month', 'Months'],
  Y: ['Year', 'Years'],
} as const;

export const JOB_STATUSES = { open: 'Open', closed: 'Closed', expired: 'Expired' } as const;

export const FILE_CATEGORIES = [
  'SHOWCASE',
  'EDUCATION',
  'PROFILE',
  'RESUME',
  'CANDIDATE_OFFER',
  'BACKGROUND',
  'CREDENTIAL',
] as const;

export const CANDIDATE_ORIGINS = ['P', 'R', 'J', 'I', 'M'] as const;
export const NEURO_CLASSIFICATIONS = ['ND', 'NT'] as const;

export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;
export type PayPeriod = keyof typeof PAY_PERIODS;
export type EducationLevel = keyof typeof EDUCATION_LEVELS;
export type WorkMode = keyof typeof WORK_MODES;
export type ExperienceLevel = keyof typeof EXPERIENCE_LEVELS;
export type DurationUnit = keyof typeof DURATION_UNITS;
export type JobStatus = keyof typeof JOB_STATUSES;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
export type CandidateOrigin = (typeof CANDIDATE_ORIGINS)[number];
export type NeuroClassification = (typeof NEURO_CLASSIFICATIONS)[number];

export const codesOf = <T extends Record<string, unknown>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

/** A duration code is a positive number with a unit suffix: '3M' is 3 Months. */
export const DURATION_PATTERN = /^([1-9]\d{0,2})([DWMY])$/;

export function durationLabel(code: string): string | null {
  const match = DURATION_PATTERN.exec(code);
  if (!match) return null;
  const count = Number(match[1]);
  const [one, many] = DURATION_UNITS[match[2] as DurationUnit];
  return `${count} ${count === 1 ? one : many}`;
}
