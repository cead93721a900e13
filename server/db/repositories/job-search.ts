import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';

export interface JobFilters {
  jobTitle?: string;
  skills?: number[];
  city?: string;
  state?: string;
  country?: string;
  remote?: boolean;
  easyApply?: boolean;
  /** Healthcare jobs only (flavour H): those whose catalogue title is in the healthcare sector. */
  healthcare?: boolean;
}

/** The conditions of the filters on `jobs`, beside its being open. */
function conditions(filters: JobFilters) {
  const all = [sql<boolean>`jobs.status = 'open'`];
  if (filters.jobTitle) all.push(sql`lower(jobs.title) = ${filters.jobTitle.toLowerCase()}`);
  for (const [column, value] of [
    ['city', filters.city],
    ['state', filters.state],
    ['country', filters.country],
  ] as const) {
    if (value) all.push(sql`lower(${sql.ref(`jobs.${column}`)}) = ${value.toLowerCase()}`);
  }
  if (filters.remote) all.push(sql`jobs.work_mode = 'R'`);
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

/** Open jobs passing the filters, newest first (ids and posting time only). */
export function filterJobs(db: Db, filters: JobFilters, limit: number, offset = 0) {
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

/**
 * Which of the given jobs pass the filters (id, posting time and title, in no order). The ids lead:
 * each is looked up by key, never by scanning an index of all open jobs.
 */
export async function passingJobs(db: Db, ids: readonly number[], filters: JobFilters) {
  if (ids.length === 0) return [];
  const given = isPostgres(db)
    ? sql`unnest(${[...ids]}::integer[]) as given(id)`
    : sql`json_each(${JSON.stringify(ids)}) as given`;
  const key = isPostgres(db) ? sql`given.id` : sql`given.value`;
  const { rows } = await sql<{ id: number; posted_at: string; title: string }>`
    select jobs.id, jobs.posted_at, jobs.title
    from ${given} cross join jobs
    where jobs.id = ${key} and ${conditions(filters)}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countOpenJobs(db: Db, filters: JobFilters): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .where(conditions(filters))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cards for the given jobs, in the order given. */
export async function jobCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const jobs = await db
    .selectFrom('jobs')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
    .selectAll('jobs')
    .select('enterprises.establishment_name')
    .where('jobs.id', 'in', ids)
    .execute();
  const skills = await db
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
    .execute();
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    return job ? [{ job, skills: skills.filter((s) => s.job_id === id) }] : [];
  });
}
