import {
  EDUCATION_LEVELS,
  type EducationLevel,
  type ExperienceLevel,
} from '../../../src/shared/code-tables.ts';
import { HOURS_PER_PERIOD } from '../../../src/shared/pay-currencies.ts';
import type { Place } from '../../services/places/gazetteer.ts';
import type { NewJobWithSkills } from '../repositories/jobs.ts';
import { catalogue, type JobTitleEntry, type Sector } from './catalogue-data.ts';
import {
  payFactorOf,
  payPeriodFor,
  pickTitle,
  type Shape,
  shapeOf,
  workModeFor,
} from './job-shapes.ts';
import type { Random } from './random.ts';

/** Yearly pay bands (whole units) per sector: [min, max]. */
const YEARLY_PAY: Record<Sector, [number, number]> = {
  healthcare: [34_000, 120_000],
  technology: [48_000, 165_000],
  logistics: [30_000, 72_000],
  hospitality: [26_000, 60_000],
  office: [30_000, 85_000],
  trades: [36_000, 92_000],
};

const CURRENCY: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  IE: 'EUR',
  DE: 'EUR',
  NL: 'EUR',
  IN: 'INR',
  NZ: 'NZD',
};

export interface JobRefs {
  enterprises: { id: number; name: string; sector: Sector }[];
  titleIds: Map<string, number>;
  places: Place[];
  /** Fixed reference time so the same seed gives the same dates. */
  now: Date;
}

function description(random: Random, sector: Sector, title: string, company: string, city: string) {
  const copy = catalogue.copy[sector];
  const intro = random
    .pick(copy.intros)
    .replaceAll('{title}', title)
    .replaceAll('{company}', company)
    .replaceAll('{city}', city);
  const list = (items: string[], n: number) =>
    random
      .sample(items, n)
      .map((line) => `- ${line}`)
      .join('\n');
  return [
    intro,
    `What you will do\n${list(copy.responsibilities, random.int(4, 6))}`,
    `What you bring\n${list(copy.requirements, random.int(3, 5))}`,
    `What we offer\n${list(copy.benefits, random.int(3, 4))}`,
  ].join('\n\n');
}

/** Pay for a job, in the period that fits it (job-shapes.ts), within its title's part of the band. */
function pay(random: Random, sector: Sector, title: string, shape: Shape, currency: string) {
  const period = payPeriodFor(random, sector, title, shape);
  const [low, high] = YEARLY_PAY[sector];
  const factor = payFactorOf(shape.title);
  const hourly = ((low + random.next() * (high - low)) / 2080) * factor;
  const scale = currency === 'INR' ? 80 : 1;
  const min = Math.round(hourly * HOURS_PER_PERIOD[period] * scale);
  const ranged = random.bool(0.6);
  const max = ranged ? Math.round(min * (1.1 + random.next() * 0.3)) : null;
  return { pay_min: min, pay_max: max, pay_period: period };
}

const weightedPlaces = new WeakMap<readonly Place[], (readonly [Place, number])[]>();

/** Places weighted by the square root of their population: big cities have more jobs. */
function placeWeights(places: readonly Place[]) {
  let entries = weightedPlaces.get(places);
  if (!entries) {
    entries = places.map((place) => [place, Math.sqrt(place.population)] as const);
    weightedPlaces.set(places, entries);
  }
  return entries;
}

/** Titles of people who lead others, the only ones posted at director or executive level. */
const LEADING_TITLE = /manager|director|head|chief|lead|supervisor|superintendent|executive chef/i;

/** The share of each employer's jobs that are office jobs. */
const OFFICE_SHARE = 0.18;

/**
 * What a job is chosen to be before the rest of it is drawn: who posts it, the work and where,
 * and, when given, its shape (the title as written, employment and duration).
 */
export interface JobChoice {
  enterprise: JobRefs['enterprises'][number];
  sector: Sector;
  title: JobTitleEntry;
  place: Place;
  shape?: Shape;
}

export function generateJobs(random: Random, refs: JobRefs, count: number): NewJobWithSkills[] {
  const bySector = Map.groupBy(catalogue.jobTitles, (entry) => entry.sector);
  const jobs: NewJobWithSkills[] = [];
  for (let i = 0; i < count; i++) {
    const enterprise = random.pick(refs.enterprises);
    // Every kind of employer also hires office staff: reception, accounts, customer service.
    const sector: Sector = random.bool(OFFICE_SHARE) ? 'office' : enterprise.sector;
    const titles = bySector.get(sector) ?? catalogue.jobTitles;
    const title = pickTitle(random, titles);
    const place = random.weighted(placeWeights(refs.places));
    jobs.push(generateJob(random, refs, { enterprise, sector, title, place }));
  }
  return jobs;
}

/** The rest of a chosen job: its shape, work mode, level, pay, dates, status and skills. */
export function generateJob(
  random: Random,
  refs: JobRefs,
  { enterprise, sector, title, place, shape = shapeOf(random, title.title) }: JobChoice,
): NewJobWithSkills {
  const employment = shape.employment;
  const workMode = workModeFor(random, sector, title.title);
  // Director and executive levels are for titles that lead others: no director-level laborer.
  const leads = LEADING_TITLE.test(shape.title);
  const experience = random.weighted<ExperienceLevel>(
    employment === 'IN'
      ? [['IN', 1]]
      : [
          ['EL', /travel|practitioner|manager|director/i.test(shape.title) ? 0 : 4],
          ['AT', 4],
          ['ML', 3],
          ['DR', leads ? 1 : 0],
          ['ET', leads ? 0.5 : 0],
        ],
  );
  const education = random.bool(0.8)
    ? random.pick(Object.keys(EDUCATION_LEVELS) as EducationLevel[])
    : null;
  const currency = CURRENCY[place.countryCode] ?? 'USD';
  const postedDaysAgo = random.int(0, 75);
  const posted = new Date(
    refs.now.getTime() - postedDaysAgo * 86_400_000 - random.int(0, 86_399) * 1000,
  );
  const status = random.weighted([
    ['open', 90],
    ['closed', 6],
    ['expired', 4],
  ] as const);
  const skillIds = random.sample(title.skills, Math.min(title.skills.length, random.int(3, 6)));
  const stamp = posted.toISOString();
  return {
    job: {
      enterprise_id: enterprise.id,
      job_title_id: refs.titleIds.get(title.title) ?? null,
      title: shape.title,
      description: description(random, sector, shape.title, enterprise.name, place.city),
      city: place.city,
      state: place.state,
      country: place.country,
      country_code: place.countryCode,
      work_mode: workMode,
      employment_type: employment,
      experience_level: experience,
      education,
      duration: shape.duration,
      ...pay(random, sector, title.title, shape, currency),
      pay_currency: currency,
      easy_apply: random.bool(0.55) ? 1 : 0,
      status,
      posted_at: stamp,
      // Demo postings stay open until filled, so the demo keeps working as its dates age.
      expires_at:
        status === 'expired' ? new Date(posted.getTime() + 30 * 86_400_000).toISOString() : null,
      created_at: stamp,
      updated_at: stamp,
    },
    skills: skillIds.map((skill_id) => {
      const min = random.int(0, 4);
      return { skill_id, min_years: min, max_years: min + random.int(1, 4) };
    }),
  };
}
