import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';

/** How many best full-text matches a search ranks; filters and paging work within them. */
export const MATCH_LIMIT = 2000;

/**
 * Open jobs matching every word (as a prefix, or one of its synonym phrases), best first. Words and
 * phrases come from searchTerms(), so they are letters and digits only and never query syntax.
 */
export async function matchJobs(
  db: Db,
  words: { word: string; alternatives: string[][] }[],
): Promise<{ id: number; rank: number }[]> {
  if (words.length === 0) return [];
  if (isPostgres(db)) {
    const query = words
      .map(({ word, alternatives }) =>
        [`${word}:*`, ...alternatives.map((phrase) => `(${phrase.join(' <-> ')})`)].join(' | '),
      )
      .map((any) => `(${any})`)
      .join(' & ');
    const { rows } = await sql<{ id: number; rank: number }>`
      select id, ts_rank(search_vector, q) as rank
      from jobs, to_tsquery('simple', ${query}) q
      where search_vector @@ q and status = 'open'
      order by rank desc
      limit ${MATCH_LIMIT}`.execute(db);
    return rows.map((r) => ({ id: Number(r.id), rank: -Number(r.rank) }));
  }
  const query = words
    .map(({ word, alternatives }) =>
      [`"${word}"*`, ...alternatives.map((phrase) => `"${phrase.join(' ')}"`)].join(' OR '),
    )
    .map((any) => `(${any})`)
    .join(' AND ');
  const { rows } = await sql<{ id: number; rank: number }>`
    select rowid as id, bm25(jobs_fts, 10.0, 5.0, 1.0) as rank
    from jobs_fts
    where jobs_fts match ${query}
    order by rank
    limit ${MATCH_LIMIT}`.execute(db);
  return rows;
}

export interface JobFilters {
  ids?: number[];
  jobTitle?: string;
  skills?: number[];
  city?: string;
  state?: string;
  country?: string;
  remote?: boolean;
  easyApply?: boolean;
}

function filtered(db: Db, filters: JobFilters) {
  let query = db.selectFrom('jobs').where('jobs.status', '=', 'open');
  if (filters.ids)
    query = query.where('jobs.id', 'in', filters.ids.length > 0 ? filters.ids : [-1]);
  if (filters.jobTitle)
    query = query.where(sql`lower(jobs.title)`, '=', filters.jobTitle.toLowerCase());
  for (const [column, value] of [
    ['city', filters.city],
    ['state', filters.state],
    ['country', filters.country],
  ] as const) {
    if (value)
      query = query.where(sql`lower(${sql.ref(`jobs.${column}`)})`, '=', value.toLowerCase());
  }
  if (filters.remote) query = query.where('jobs.work_mode', '=', 'R');
  if (filters.easyApply) query = query.where('jobs.easy_apply', '=', 1);
  if (filters.skills && filters.skills.length > 0) {
    const skills = filters.skills;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_skills')
          .select('job_skills.job_id')
          .whereRef('job_skills.job_id', '=', 'jobs.id')
          .where('job_skills.skill_id', 'in', skills),
      ),
    );
  }
  return query;
}

/** Open jobs passing the filters, newest first (ids and posting time only). */
export function filterJobs(db: Db, filters: JobFilters, limit: number, offset = 0) {
  return filtered(db, filters)
    .select(['jobs.id', 'jobs.posted_at'])
    .orderBy('jobs.posted_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOpenJobs(db: Db, filters: JobFilters): Promise<number> {
  const row = await filtered(db, filters)
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
