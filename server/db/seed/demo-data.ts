import { hashPassword } from '../../identity/password.ts';
import { apply } from '../../services/applications.ts';
import { publishJobs } from '../../services/enterprise/jobs.ts';
import { moveCandidate } from '../../services/enterprise/pipeline.ts';
import { allPlaces } from '../../services/places/gazetteer.ts';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';
import { suspendJobIndexes } from '../repositories/bulk-load.ts';
import { insertCandidateSkills } from '../repositories/candidate-skills.ts';
import { insertCandidate } from '../repositories/candidates.ts';
import { insertJobTitles, insertSkills } from '../repositories/catalogue.ts';
import { insertEnterprise } from '../repositories/enterprises.ts';
import { JOBS_PER_INSERT, type NewJobWithSkills } from '../repositories/jobs.ts';
import { rebuildSuggestions } from '../repositories/suggestions.ts';
import { catalogue, type Sector } from './catalogue-data.ts';
import { copyJobBatches } from './copy-batches.ts';
import { seedDemoCredentials, seedJobCredentials } from './demo-credentials.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoProfile } from './demo-profile.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoWorkStyle } from './demo-work-style.ts';
import { monogram, PORTAL_DOMAIN, themeOf } from './enterprises.ts';
import { generateJobs } from './jobs.ts';
import { type Random, seededRandom } from './random.ts';
import { showcaseJobs } from './showcase-jobs.ts';

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
/** Seeds of this many jobs or more, made for people to try, include the showcase jobs. */
const SHOWCASE_FROM = 1000;
/** Jobs generated and posted at a time. */
const JOB_BATCH = 50_000;

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
  // Jobs are generated and posted in batches, so a million of them never sit in memory at once;
  // the typeahead is rebuilt after the last batch. The demo candidate applies within the first.
  const refs = {
    enterprises,
    titleIds: new Map(titles.map((t) => [t.title, t.id])),
    places,
    now: SEED_NOW,
  };
  const total = options.jobs ?? 2000;
  // A benchmark's jobs on PostgreSQL are copied in (bulk-copy.ts); others are posted as
  // enterprises post.
  const copying = total > JOB_BATCH && isPostgres(db);
  let jobs: NewJobWithSkills[] = [];
  let posted: { ids: number[] } = { ids: [] };
  const resumeIndex = total > JOB_BATCH ? await suspendJobIndexes(db) : null;
  for (let done = 0; done === 0 || done < total; done += JOB_BATCH) {
    if (done > 0 && copying) {
      await copyJobBatches(
        db,
        (count) => generateJobs(random, refs, count),
        total - done,
        JOB_BATCH,
      );
      break;
    }
    const batch = generateJobs(random, refs, Math.min(JOB_BATCH, total - done));
    if (done === 0 && batch.length >= SHOWCASE_FROM) {
      // The drawn jobs' last few give way to the showcase jobs: the same count, the rest unchanged.
      const showcase = showcaseJobs(refs);
      batch.splice(batch.length - showcase.length, showcase.length, ...showcase);
    }
    if (copying) {
      // In the chunks publishJobs inserts, each counting its terms, so the vocabulary is the same.
      let taken = 0;
      const take = (count: number) => {
        taken += count;
        return batch.slice(taken - count, taken);
      };
      const ids = await copyJobBatches(db, take, batch.length, JOBS_PER_INSERT);
      [jobs, posted] = [batch, { ids }];
      continue;
    }
    const outcome = await publishJobs(db, batch, { refreshSuggestions: done + JOB_BATCH >= total });
    if (!outcome.ok) throw new Error(`Demo jobs were refused: ${outcome.message}`);
    if (done === 0) [jobs, posted] = [batch, outcome];
  }
  // The keys and indexes are put back while the typeahead is rebuilt and the demo candidate
  // seeded: nothing either does needs them, and the builds are the server's work alone.
  const resumed = resumeIndex?.();
  // A failure is thrown where it is awaited, below; until then it is not left unhandled.
  resumed?.catch(() => {});
  let applications: number;
  try {
    if (total > JOB_BATCH && isPostgres(db)) await rebuildSuggestions(db);
    applications = await seedDemoCandidate(db, random, {
      jobs,
      ids: posted.ids,
      enterprises,
      created,
    });
  } finally {
    // Never return (or throw) with a build still holding a connection.
    await resumed?.catch(() => {});
  }
  await resumed;

  return {
    applications,
    skills: catalogue.skills.length,
    jobTitles: titles.length,
    enterprises: enterprises.length,
    jobs: total,
    candidates: 1,
  };
}

/** The demo candidate, what the enterprises ask of their jobs, and the candidate's applications. */
async function seedDemoCandidate(
  db: Db,
  random: Random,
  posted: {
    jobs: readonly NewJobWithSkills[];
    ids: readonly number[];
    enterprises: readonly { id: number; sector: Sector }[];
    created: string;
  },
) {
  const { jobs, ids, enterprises, created } = posted;
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

  // The enterprises say what their US healthcare postings ask for; the candidate holds a mix.
  const healthcare = new Set(enterprises.filter((e) => e.sector === 'healthcare').map((e) => e.id));
  await seedJobCredentials(db, jobs, ids, healthcare);
  await seedDemoCredentials(db, demo.id);

  const applications = await applyAndMove(db, demo.id, jobs, ids, enterprises);

  // The demo candidate's profile beyond the sign-up fields (work, education, links, views).
  await seedDemoProfile(db, demo.id, {
    now: SEED_NOW,
    viewers: enterprises.filter((e) => e.sector === 'healthcare').map((e) => e.id),
  });
  // What the enterprises the demo candidate worked for said about it over the past months.
  await seedDemoReviews(db, demo.id);
  await seedDemoMessages(db, demo.id, SEED_NOW);
  // How I work best: job facts, shared and unshared passports, an answered adjustment request.
  await seedDemoWorkStyle(db, demo.id, SEED_NOW);

  return applications;
}

/** Where the demo candidate's applications stand, so every My Jobs tab has something to show. */
const DEMO_PIPELINE = ['R', 'R', 'S', 'F', 'O', 'B'] as const;
const DEMO_ANSWERS = {
  startDate: '2026-12-01',
  availability: 'Full Time',
  hoursPerDay: 8,
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  // The demo candidate applies even where a job requires a credential they lack.
  confirmMissingCredentials: true,
};

/**
 * The demo candidate applies to open healthcare jobs and the enterprises move them on, through the
 * same services a candidate and the enterprise API use.
 */
async function applyAndMove(
  db: Db,
  candidateId: number,
  jobs: readonly NewJobWithSkills[],
  ids: readonly number[],
  enterprises: readonly { id: number; sector: Sector }[],
) {
  const healthcare = new Set(enterprises.filter((e) => e.sector === 'healthcare').map((e) => e.id));
  const picks = ids
    .map((id, i) => ({ id, job: jobs[i]?.job }))
    .filter(({ job }) => job && job.status === 'open' && healthcare.has(job.enterprise_id))
    .slice(0, DEMO_PIPELINE.length);
  for (const [i, pick] of picks.entries()) {
    const applied = await apply(db, candidateId, pick.id, DEMO_ANSWERS);
    if (!applied.ok) throw new Error(`The demo application was refused: ${applied.reason}`);
    const status = DEMO_PIPELINE[i];
    if (status && status !== 'R' && pick.job)
      await moveCandidate(db, pick.job.enterprise_id, applied.applicationId, status);
  }
  return picks.length;
}
