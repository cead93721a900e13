import { type RawBuilder, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';

/*
 * The search index as migrations 0006 and 0021 built it, for those migrations alone: 0025
 * replaces it (see repositories/search-index.ts).
 */

/** A job's PostgreSQL search vector: title, then the names of its skills, then its description. */
export function jobVector(
  title: RawBuilder<unknown>,
  skillNames: RawBuilder<unknown>,
  description: RawBuilder<unknown>,
) {
  return sql`setweight(to_tsvector('simple', ${title}), 'A') ||
    setweight(to_tsvector('simple', coalesce(${skillNames}, '')), 'B') ||
    setweight(to_tsvector('simple', ${description}), 'C')`;
}

const ID_RANGE_BITS = [12, 14, 16, 18, 20] as const;

/** The lexemes marking the id ranges a job falls in, as a vector. */
export function idRangeMarks(id: RawBuilder<unknown>) {
  const marks = ID_RANGE_BITS.map(
    (bits) => sql`${sql.lit(`#${bits}.`)} || (${id} >> ${sql.lit(bits)})`,
  );
  return sql`array_to_tsvector(array[${sql.join(marks)}])`;
}

/** The vector 0021's index table holds for a job: its words and the marks of its id ranges. */
export function searchVector(
  id: RawBuilder<unknown>,
  title: RawBuilder<unknown>,
  skillNames: RawBuilder<unknown>,
  description: RawBuilder<unknown>,
) {
  return sql`${jobVector(title, skillNames, description)} || ${idRangeMarks(id)}`;
}

/** Fills 0006's index from the open jobs. */
export async function refreshJobIndex(db: AnyDb) {
  if (isPostgres(db)) {
    await sql`
      insert into job_search_vectors (job_id, search_vector)
      select jobs.id, ${searchVector(sql.ref('jobs.id'), sql.ref('jobs.title'), sql`string_agg(skills.name, ' ')`, sql.ref('jobs.description'))}
      from jobs
      left join job_skills on job_skills.job_id = jobs.id
      left join skills on skills.id = job_skills.skill_id
      where jobs.status = 'open'
      group by jobs.id`.execute(db);
    return;
  }
  await sql`
    insert into jobs_fts (rowid, title, skills, description)
    select jobs.id, jobs.title, coalesce(group_concat(skills.name, ' '), ''), jobs.description
    from jobs
    left join job_skills on job_skills.job_id = jobs.id
    left join skills on skills.id = job_skills.skill_id
    where jobs.status = 'open'
    group by jobs.id`.execute(db);
}
