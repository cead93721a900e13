import { type RawBuilder, sql } from 'kysely';
import type { EmploymentType, ExperienceLevel, WorkMode } from '../../../src/shared/code-tables.ts';
import { US_STATES } from '../../../src/shared/credentials/catalogue.ts';
import type { HeldRule } from '../../../src/shared/credentials/fit.ts';
import { HOURS_PER_PERIOD, USD_PER_UNIT } from '../../../src/shared/pay-currencies.ts';
import { SHIFT_TITLE_WORDS, type ShiftTime } from '../../../src/shared/shifts.ts';
import {
  NEAR_FACT_VALUES,
  WORK_FACT_FILTERS,
  type WorkFactFilter,
} from '../../../src/shared/work-style/facts.ts';
import type { Db } from '../connect.ts';
import { facetToken } from './search-text.ts';
import { numberForms, spacedOf } from './title-words.ts';
import { workFactsOf } from './work-style.ts';

export interface JobFilters {
  jobTitle?: string;
  /**
   * A word the title has as written, singular or plural ('accountant', not the 'Account' of
   * 'Account Manager', which the index holds as the same stem).
   */
  titleWord?: string;
  skills?: number[];
  city?: string;
  state?: string;
  country?: string;
  remote?: boolean;
  easyApply?: boolean;
  /** Healthcare jobs only (flavour H): those whose catalogue title is in the healthcare sector. */
  healthcare?: boolean;
  workMode?: WorkMode;
  employmentType?: EmploymentType;
  experienceLevel?: ExperienceLevel;
  /** Lowest pay asked for, as an hourly figure (see HOURS_PER_PERIOD) in US dollars (USD_PER_UNIT). */
  payMinHourly?: number;
  /** Work-environment filters: the job states each of these facts with a value that meets it. */
  workFacts?: readonly WorkFactFilter[];
  /** Of those, the ones the value next to the one asked for also meets (NEAR_FACT_VALUES). */
  nearFacts?: readonly WorkFactFilter[];
  /** Healthcare shifts: the time of day and a contract's length in weeks the job states. */
  shiftTime?: ShiftTime;
  contractWeeks?: number;
  /** The time jobs must not have expired by (ISO); the current time when left out. */
  now?: string;
  /** Only jobs whose required credentials the candidate holds ('Jobs I'm qualified for'). */
  held?: HeldRule;
}

/** Every way a job may write a US state, lower case: 'texas' and 'tx'. */
const US_STATE_TEXTS = Object.entries(US_STATES).flatMap(([code, name]) => [
  code.toLowerCase(),
  name.toLowerCase(),
]);

/**
 * A job none of whose required credentials the candidate lacks: a certification they hold, or a
 * licence valid where the job is (outside the US, or in a state not known, the type suffices).
 */
function qualifiedFor(rule: HeldRule) {
  const held = [];
  if (rule.certifications.length > 0)
    held.push(sql`jc.type_code in (${sql.join(rule.certifications)})`);
  for (const licence of rule.licences) {
    const places = licence.states.flatMap((code) => [
      code.toLowerCase(),
      US_STATES[code].toLowerCase(),
    ]);
    held.push(sql`(jc.type_code = ${licence.type} and (
      jobs.country_code <> 'US'
      or lower(jobs.state) not in (${sql.join(US_STATE_TEXTS)})
      ${places.length > 0 ? sql`or lower(jobs.state) in (${sql.join(places)})` : sql``}))`);
  }
  const any = held.length > 0 ? sql.join(held, sql` or `) : sql`1 = 0`;
  return sql<boolean>`not exists (
    select 1 from job_credentials jc
    where jc.job_id = jobs.id and jc.required = 1 and not (${any}))`;
}

/** A job's lowest pay is at least `hourly` an hour, whatever period it is quoted in. */
function paysAtLeast(hourly: number) {
  const periods = Object.entries(HOURS_PER_PERIOD).map(
    ([period, hours]) => sql`when ${sql.lit(period)} then ${sql.lit(hours * hourly)}`,
  );
  const rates = Object.entries(USD_PER_UNIT).map(
    ([currency, rate]) => sql`when ${sql.lit(currency)} then ${sql.lit(rate)}`,
  );
  // A currency without a rate gives null, which no floor meets.
  return sql<boolean>`jobs.pay_min * case jobs.pay_currency ${sql.join(rates, sql` `)} end
    >= case jobs.pay_period ${sql.join(periods, sql` `)} end`;
}

/**
 * The filters the search index holds as facet tokens (search-text.ts): each inner list is one
 * filter, met by any of its tokens.
 */
export function facetFilters(filters: JobFilters): string[][] {
  const all: string[][] = [];
  if (filters.city) all.push([facetToken('city', filters.city)]);
  if (filters.state) all.push([facetToken('state', filters.state)]);
  if (filters.country) all.push([facetToken('country', filters.country)]);
  const workMode = filters.workMode ?? (filters.remote ? 'R' : undefined);
  if (workMode) all.push([facetToken('workMode', workMode)]);
  if (filters.remote && workMode !== 'R') all.push([facetToken('workMode', 'R')]);
  if (filters.employmentType) all.push([facetToken('employmentType', filters.employmentType)]);
  if (filters.experienceLevel) all.push([facetToken('experienceLevel', filters.experienceLevel)]);
  if (filters.easyApply) all.push([facetToken('easyApply', 1)]);
  if (filters.healthcare) all.push([facetToken('healthcare', 1)]);
  if (filters.skills && filters.skills.length > 0)
    all.push(filters.skills.map((id) => facetToken('skill', id)));
  return all;
}

/** The conditions on `jobs` of the filters the search index does not hold (see facetFilters). */
function unindexedConditions(filters: JobFilters) {
  const all: RawBuilder<boolean>[] = [];
  if (filters.jobTitle) all.push(sql`lower(jobs.title) = ${filters.jobTitle.toLowerCase()}`);
  if (filters.titleWord) {
    const title = spacedOf(sql`jobs.title`);
    const forms = numberForms(filters.titleWord.toLowerCase());
    all.push(
      sql`(${sql.join(
        forms.map((form) => sql`${title} like ${`% ${form} %`}`),
        sql` or `,
      )})`,
    );
  }
  if (filters.payMinHourly !== undefined && filters.payMinHourly > 0)
    all.push(paysAtLeast(filters.payMinHourly));
  for (const code of filters.workFacts ?? []) {
    const { fact } = WORK_FACT_FILTERS[code];
    const near = filters.nearFacts?.includes(code) ? NEAR_FACT_VALUES[code] : undefined;
    const values: readonly string[] = [...WORK_FACT_FILTERS[code].values, ...(near ? [near] : [])];
    all.push(sql`exists (
      select 1 from job_work_facts
      where job_work_facts.job_id = jobs.id and job_work_facts.fact = ${fact}
        and job_work_facts.value in (${sql.join(values)}))`);
  }
  if (filters.held) all.push(qualifiedFor(filters.held));
  // A title naming the shift ('CNA - Night Shift') says its time of day as its shifts would.
  if (filters.shiftTime) {
    const title = spacedOf(sql`jobs.title`);
    const named = SHIFT_TITLE_WORDS[filters.shiftTime].map(
      (words) => sql`${title} like ${`% ${words} %`}`,
    );
    all.push(sql`(exists (select 1 from job_shifts
      where job_shifts.job_id = jobs.id and job_shifts.shift_time = ${filters.shiftTime})
      or ${sql.join(named, sql` or `)})`);
  }
  if (filters.contractWeeks !== undefined)
    all.push(sql`exists (select 1 from job_shifts
      where job_shifts.job_id = jobs.id and job_shifts.contract_weeks = ${filters.contractWeeks})`);
  return all;
}

/** Whether some of the filters are not held in the search index. */
export const unindexedFilters = (filters: JobFilters) => unindexedConditions(filters).length > 0;

/**
 * The conditions on `jobs` of the filters and of its being open and unexpired; with
 * `facetsIndexed`, only those the search index does not hold (see facetFilters).
 */
export function conditions(filters: JobFilters, { facetsIndexed = false } = {}) {
  const all = [
    sql<boolean>`jobs.status = 'open'`,
    sql<boolean>`(jobs.expires_at is null or jobs.expires_at > ${filters.now ?? new Date().toISOString()})`,
    ...unindexedConditions(filters),
  ];
  if (facetsIndexed) return sql<boolean>`${sql.join(all, sql` and `)}`;
  for (const [column, value] of [
    ['city', filters.city],
    ['state', filters.state],
    ['country', filters.country],
  ] as const) {
    if (value) all.push(sql`lower(${sql.ref(`jobs.${column}`)}) = ${value.toLowerCase()}`);
  }
  if (filters.remote) all.push(sql`jobs.work_mode = 'R'`);
  for (const [column, code] of [
    ['work_mode', filters.workMode],
    ['employment_type', filters.employmentType],
    ['experience_level', filters.experienceLevel],
  ] as const) {
    if (code) all.push(sql`${sql.ref(`jobs.${column}`)} = ${code}`);
  }
  if (filters.easyApply) all.push(sql`jobs.easy_apply = 1`);
  if (filters.healthcare)
    all.push(sql`exists (
      select 1 from job_titles
      where job_titles.id = jobs.job_title_id and job_titles.sector = 'healthcare')`);
  if (filters.skills && filters.skills.length > 0)
    all.push(sql`exists (
      select 1 from job_skills
      where job_skills.job_id = jobs.id and job_skills.skill_id in (${sql.join(filters.skills)}))`);
  return sql<boolean>`${sql.join(all, sql` and `)}`;
}

/**
 * Open jobs passing the filters, newest first (ids and posting time only); or, given `among` (the
 * jobs that pass them, as the word index found them), those, newest first.
 */
export async function filterJobs(
  db: Db,
  filters: JobFilters,
  limit: number,
  offset = 0,
  among?: readonly number[],
) {
  if (among) {
    if (among.length === 0) return [];
    // Sorted here: a database would rather walk its posting-time index than look the ids up.
    const rows = await db
      .selectFrom('jobs')
      .where('jobs.id', 'in', [...among])
      .select(['jobs.id', 'jobs.posted_at'])
      .execute();
    return rows
      .sort((a, b) =>
        a.posted_at < b.posted_at ? 1 : a.posted_at > b.posted_at ? -1 : b.id - a.id,
      )
      .slice(offset, offset + limit);
  }
  return db
    .selectFrom('jobs')
    .where(conditions(filters))
    .select(['jobs.id', 'jobs.posted_at'])
    .orderBy('jobs.posted_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many open jobs pass the filters, counted up to `limit`. */
export async function countOpenJobs(db: Db, filters: JobFilters, limit: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (
      select 1 from jobs where ${conditions(filters)} limit ${limit}
    ) passing`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Cards for the given jobs, in the order given. */
export async function jobCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  // Three reads at once: on PostgreSQL each waits for its own round trip.
  const [jobs, skills, facts] = await Promise.all([
    db
      .selectFrom('jobs')
      .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
      .selectAll('jobs')
      .select('enterprises.establishment_name')
      .where('jobs.id', 'in', ids)
      .execute(),
    db
      .selectFrom('job_skills')
      .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
      .select([
        'job_skills.job_id',
        'skills.id',
        'skills.name',
        'job_skills.min_years',
        'job_skills.max_years',
      ])
      .where('job_skills.job_id', 'in', ids)
      .orderBy('skills.name')
      .execute(),
    workFactsOf(db, ids),
  ]);
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    return job
      ? [{ job, skills: skills.filter((s) => s.job_id === id), facts: facts.get(id) }]
      : [];
  });
}
