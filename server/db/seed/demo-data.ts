import { hashPassword } from '../../identity/password.ts';
import { allPlaces } from '../../services/places/gazetteer.ts';
import type { Db } from '../connect.ts';
import { insertCandidateSkills } from '../repositories/candidate-skills.ts';
import { insertCandidate } from '../repositories/candidates.ts';
import { insertJobTitles, insertSkills } from '../repositories/catalogue.ts';
import { insertEnterprise } from '../repositories/enterprises.ts';
import { insertJobs } from '../repositories/jobs.ts';
import { rebuildSuggestions } from '../repositories/suggestions.ts';
import { catalogue, type Sector } from './catalogue-data.ts';
import { monogram, PORTAL_DOMAIN, themeOf } from './enterprises.ts';
import { generateJobs } from './jobs.ts';
import { seededRandom } from './random.ts';

export const DEMO_CANDIDATE = {
  email: 'demo@worklane.test',
  password: 'Worklane#2026',
  firstName: 'Dana',
  lastName: 'Reyes',
} as const;

/** Countries the demo jobs are spread over, with their share of jobs. */
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IE', 'NZ'];
/** Fixed "now" of the demo data, so the same seed always gives the same rows. */
const SEED_NOW = new Date('2026-11-15T09:00:00Z');

export interface SeedOptions {
  seed?: number;
  jobs?: number;
}

/** Fills an empty database with the demo catalogue, enterprises, jobs and the demo candidate. */
export async function seedDemoData(db: Db, options: SeedOptions = {}) {
  const random = seededRandom(options.seed ?? 2026);
  const created = SEED_NOW.toISOString();

  await insertSkills(db, catalogue.skills);
  const titles = catalogue.jobTitles.map((entry, index) => ({
    id: index + 1,
    title: entry.title,
    sector: entry.sector,
  }));
  await insertJobTitles(db, titles);

  const enterprises: { id: number; name: string; sector: Sector }[] = [];
  for (const [index, entry] of catalogue.enterprises.entries()) {
    const logo = monogram(entry);
    const row = await insertEnterprise(
      db,
      {
        key: entry.key,
        establishment_name: entry.name,
        about: entry.about,
        sector: entry.sector,
        theme: JSON.stringify(themeOf(entry)),
        exclusive_candidate_theme: index === 0 ? JSON.stringify(themeOf(entry)) : null,
        nav_bar_logo_url: logo,
        exclusive_candidate_logo_url: index === 0 ? logo : null,
        career_portal_favicon_url: index === 0 ? logo : null,
        created_at: created,
      },
      index === 0 ? [PORTAL_DOMAIN] : [],
    );
    enterprises.push({ id: row.id, name: row.establishment_name, sector: entry.sector as Sector });
  }

  const places = allPlaces().filter(
    (place) => COUNTRIES.includes(place.countryCode) && place.population >= 50_000,
  );
  const jobs = generateJobs(
    random,
    { enterprises, titleIds: new Map(titles.map((t) => [t.title, t.id])), places, now: SEED_NOW },
    options.jobs ?? 2000,
  );
  await insertJobs(db, jobs);
  await rebuildSuggestions(db);

  const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
  const demo = await insertCandidate(db, {
    email: DEMO_CANDIDATE.email,
    first_name: DEMO_CANDIDATE.firstName,
    last_name: DEMO_CANDIDATE.lastName,
    profile_title: 'Registered Nurse',
    neuro_classification: 'NT',
    origin: 'P',
    password_hash: await hashPassword(DEMO_CANDIDATE.password, salt),
    email_verified: 1,
    created_at: created,
    updated_at: created,
  });
  const nursing = catalogue.skills.filter((s) => s.sector === 'healthcare').slice(0, 5);
  await insertCandidateSkills(
    db,
    nursing.map((skill, i) => ({
      candidate_id: demo.id,
      skill_id: skill.id,
      years_of_experience: 2 + i,
    })),
  );

  return {
    skills: catalogue.skills.length,
    jobTitles: titles.length,
    enterprises: enterprises.length,
    jobs: jobs.length,
    candidates: 1,
  };
}
