import type { EmploymentType } from '../../../src/shared/code-tables.ts';
import type { NewJobWithSkills } from '../repositories/jobs.ts';
import { catalogue, SECTORS } from './catalogue-data.ts';
import { generateJob, type JobRefs } from './jobs.ts';
import { seededRandom } from './random.ts';

/**
 * Open jobs that answer searches people try first ('rn houston', 'accountant boston', 'part time
 * barista seattle'), which the drawn jobs happen not to: the demo shows a full answer to them,
 * not one with the place left out. Each is written as its title and employed as given; the rest
 * is drawn from a sequence of their own, so every other demo job is the same with them or without.
 */
const SHOWCASE: readonly {
  title: string;
  city: string;
  state: string;
  employment: EmploymentType;
}[] = [
  { title: 'Registered Nurse', city: 'Houston', state: 'Texas', employment: 'FT' },
  { title: 'Registered Nurse', city: 'Houston', state: 'Texas', employment: 'PT' },
  { title: 'Accountant', city: 'Boston', state: 'Massachusetts', employment: 'FT' },
  { title: 'Staff Accountant', city: 'Boston', state: 'Massachusetts', employment: 'FT' },
  { title: 'Barista', city: 'Seattle', state: 'Washington', employment: 'PT' },
  { title: 'Barista', city: 'Seattle', state: 'Washington', employment: 'FT' },
];

const SHOWCASE_SEED = 77;

/** The showcase jobs, each posted by an employer of its kind of work (any, for office work). */
export function showcaseJobs(refs: JobRefs): NewJobWithSkills[] {
  const random = seededRandom(SHOWCASE_SEED);
  return SHOWCASE.flatMap(({ title, city, state, employment }) => {
    const entry = catalogue.jobTitles.find((candidate) => candidate.title === title);
    const sector = SECTORS.find((known) => known === entry?.sector);
    const place = refs.places.find((where) => where.city === city && where.state === state);
    const employers = refs.enterprises.filter(
      (enterprise) => sector === 'office' || enterprise.sector === sector,
    );
    if (!entry || !sector || !place || employers.length === 0) return [];
    const enterprise = random.pick(employers);
    const drawn = generateJob(random, refs, {
      enterprise,
      sector,
      title: entry,
      place,
      shape: { title, employment, duration: null },
    });
    return [{ ...drawn, job: { ...drawn.job, status: 'open', expires_at: null } }];
  });
}
