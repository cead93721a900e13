import { sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';

/**
 * Brings the full-text index up to date for the given jobs (all jobs when none are given): title
 * weighs most, then the names of the required skills, then the description.
 */
export async function refreshJobIndex(db: AnyDb, jobIds?: readonly number[]) {
  if (jobIds && jobIds.length === 0) return;
  const only = jobIds ? sql`where jobs.id in (${sql.join(jobIds)})` : sql``;
  if (isPostgres(db)) {
    await sql`
      update jobs set search_vector =
        setweight(to_tsvector('simple', jobs.title), 'A') ||
        setweight(to_tsvector('simple', coalesce(s.names, '')), 'B') ||
        setweight(to_tsvector('simple', jobs.description), 'C')
      from (
        select jobs.id, string_agg(skills.name, ' ') as names
        from jobs
        left join job_skills on job_skills.job_id = jobs.id
        left join skills on skills.id = job_skills.skill_id
        ${only}
        group by jobs.id
      ) s
      where s.id = jobs.id`.execute(db);
    return;
  }
  const where = jobIds ? sql`where rowid in (${sql.join(jobIds)})` : sql``;
  await sql`delete from jobs_fts ${where}`.execute(db);
  await sql`
    insert into jobs_fts (rowid, title, skills, description)
    select jobs.id, jobs.title, coalesce(group_concat(skills.name, ' '), ''), jobs.description
    from jobs
    left join job_skills on job_skills.job_id = jobs.id
    left join skills on skills.id = job_skills.skill_id
    ${only}
    group by jobs.id`.execute(db);
}
