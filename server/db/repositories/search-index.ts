import { type RawBuilder, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { BULK_ROWS } from './bulk-cache.ts';

/** Memory SQLite's full-text index may fill with new terms before writing them out. */
const FTS_PENDING_BYTES = 64 * 1024 * 1024;

/** Consecutive ids folded into [first, last] runs, so a bulk insert is one range condition. */
function idRuns(ids: readonly number[]): [number, number][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const id of sorted) {
    const last = runs.at(-1);
    if (last && id === last[1] + 1) last[1] = id;
    else runs.push([id, id]);
  }
  return runs;
}

function idCondition(column: RawBuilder<unknown>, ids: readonly number[]) {
  const runs = idRuns(ids);
  const single = runs.filter(([a, b]) => a === b).map(([a]) => a);
  const ranges = runs.filter(([a, b]) => a !== b);
  const parts = ranges.map(([a, b]) => sql`${column} between ${a} and ${b}`);
  if (single.length > 0) parts.push(sql`${column} in (${sql.join(single)})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * A job's PostgreSQL search vector: its title weighs most, then the names of its required skills
 * (space-separated), then its description.
 */
export function jobVector(
  title: RawBuilder<unknown>,
  skillNames: RawBuilder<unknown>,
  description: RawBuilder<unknown>,
) {
  return sql`setweight(to_tsvector('simple', ${title}), 'A') ||
    setweight(to_tsvector('simple', coalesce(${skillNames}, '')), 'B') ||
    setweight(to_tsvector('simple', ${description}), 'C')`;
}

/**
 * Sizes (as powers of two) of the id ranges the PostgreSQL index marks every job with. A text
 * index knows which jobs match but not which are newest; a range's mark lets one index scan keep
 * to that range, so the newest matches are found range by range, each larger than the last.
 */
export const ID_RANGE_BITS = [12, 14, 16, 18, 20] as const;

/**
 * The lexeme marking jobs whose id shifted right by `bits` is `range`. It holds '#', which the
 * text parser never keeps in a word, so no word of a job or a search can equal it.
 */
export const idRangeLexeme = (bits: number, range: number) => `#${bits}.${range}`;

/** The lexemes marking the id ranges a job falls in, as a vector. */
export function idRangeMarks(id: RawBuilder<unknown>) {
  const marks = ID_RANGE_BITS.map(
    (bits) => sql`${sql.lit(`#${bits}.`)} || (${id} >> ${sql.lit(bits)})`,
  );
  return sql`array_to_tsvector(array[${sql.join(marks)}])`;
}

/**
 * The vector the PostgreSQL search index holds for a job: its words (see jobVector) and the
 * marks of its id ranges. Built from references only, so it may be the body of a database
 * function.
 */
export function searchVector(
  id: RawBuilder<unknown>,
  title: RawBuilder<unknown>,
  skillNames: RawBuilder<unknown>,
  description: RawBuilder<unknown>,
) {
  return sql`${jobVector(title, skillNames, description)} || ${idRangeMarks(id)}`;
}

/**
 * Brings the full-text index up to date for the given jobs (all jobs when none are given): title
 * weighs most, then the names of the required skills, then the description. Only open jobs are
 * searched, so only they are indexed. `added` says the jobs were just inserted, so they have no
 * entries to replace.
 */
export async function refreshJobIndex(
  db: AnyDb,
  jobIds?: readonly number[],
  options: { added?: boolean } = {},
) {
  if (jobIds && jobIds.length === 0) return;
  const only = jobIds ? sql`and ${idCondition(sql.ref('jobs.id'), jobIds)}` : sql``;
  if (isPostgres(db)) {
    // New jobs got their vectors as they were inserted (insertJobRows).
    if (options.added) return;
    const where = jobIds ? sql`where ${idCondition(sql.ref('job_id'), jobIds)}` : sql``;
    await sql`delete from job_search_vectors ${where}`.execute(db);
    await sql`
      insert into job_search_vectors (job_id, search_vector)
      select jobs.id, ${searchVector(sql.ref('jobs.id'), sql.ref('jobs.title'), sql`string_agg(skills.name, ' ')`, sql.ref('jobs.description'))}
      from jobs
      left join job_skills on job_skills.job_id = jobs.id
      left join skills on skills.id = job_skills.skill_id
      where jobs.status = 'open' ${only}
      group by jobs.id`.execute(db);
    return;
  }
  // FTS5 gathers new terms in memory (1 MB by default) and writes a segment each time that fills;
  // more room means fewer, larger segments and less merging when thousands of jobs come at once.
  if (!jobIds || jobIds.length >= BULK_ROWS)
    await sql`insert into jobs_fts (jobs_fts, rank) values ('hashsize', ${sql.lit(FTS_PENDING_BYTES)})`.execute(
      db,
    );
  const where = jobIds ? sql`where ${idCondition(sql.ref('rowid'), jobIds)}` : sql``;
  if (!options.added) await sql`delete from jobs_fts ${where}`.execute(db);
  await sql`
    insert into jobs_fts (rowid, title, skills, description)
    select jobs.id, jobs.title, coalesce(group_concat(skills.name, ' '), ''), jobs.description
    from jobs
    left join job_skills on job_skills.job_id = jobs.id
    left join skills on skills.id = job_skills.skill_id
    where jobs.status = 'open' ${only}
    group by jobs.id`.execute(db);
}
