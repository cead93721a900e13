import { sql } from 'kysely';
import type { WorkMode } from '../../../src/shared/code-tables.ts';
import type { Db } from '../connect.ts';

/** The candidate's skills with years of experience, most experienced first. */
export function candidateSkillYears(db: Db, candidateId: number, limit: number) {
  return db
    .selectFrom('candidate_skills')
    .select(['skill_id', 'years_of_experience'])
    .where('candidate_id', '=', candidateId)
    .orderBy('years_of_experience', 'desc')
    .orderBy('skill_id')
    .limit(limit)
    .execute();
}

/** Where the candidate is, as far as the profile says. */
export function candidatePlace(db: Db, candidateId: number) {
  return db
    .selectFrom('candidates')
    .select(['region', 'city', 'state'])
    .where('id', '=', candidateId)
    .executeTakeFirst();
}

/** How many applications the candidate has and the newest one's id: they change when one is made or withdrawn. */
export function applicationsMark(db: Db, candidateId: number) {
  return db
    .selectFrom('applications')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('newest')])
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/** Where each of the given jobs is and how it is worked (open or not: the caller shows them). */
export function jobPlaces(db: Db, jobIds: readonly number[]) {
  return db
    .selectFrom('jobs')
    .select(['id', 'city', 'state', 'country', 'country_code', 'work_mode'])
    .where('id', 'in', [...jobIds])
    .execute();
}

/** The skills each of the given jobs asks for, with the years it asks for each. */
export function jobSkillYears(db: Db, jobIds: readonly number[]) {
  return db
    .selectFrom('job_skills')
    .select(['job_id', 'skill_id', 'min_years', 'max_years'])
    .where('job_id', 'in', [...jobIds])
    .execute();
}

export interface SkillJobRow {
  job_id: number;
  skill_id: number;
  min_years: number;
  max_years: number;
  city: string;
  state: string;
  country: string;
  country_code: string;
  work_mode: WorkMode;
  posted_at: string;
  skill_count: number | string;
}

/**
 * The newest open jobs that need one skill and that the candidate has not applied to, with what
 * ranking needs: the years the job asks for, how many skills it asks for in all, and where it is.
 * Walks the (skill_id, job_id) index backwards and looks each job up by its key, so the cost is
 * `limit` rows however large the catalogue is. Plain SQL, the same text on every call: the
 * ranking runs it once per skill on every dashboard, and building it with the query builder cost
 * a third of its time.
 */
export function openJobsNeedingSkillQuery(candidateId: number, skillId: number, limit: number) {
  return sql<SkillJobRow>`
    select js.job_id, js.skill_id, js.min_years, js.max_years, j.city, j.state, j.country,
      j.country_code, j.work_mode, j.posted_at,
      (select count(*) from job_skills as all_skills where all_skills.job_id = js.job_id)
        as skill_count
    from job_skills as js
    inner join jobs as j on j.id = js.job_id
    where js.skill_id = ${skillId} and j.status = 'open'
      and not exists (
        select a.job_id from applications as a
        where a.job_id = js.job_id and a.candidate_id = ${candidateId})
    order by js.job_id desc
    limit ${limit}`;
}

export const openJobsNeedingSkill = async (
  db: Db,
  candidateId: number,
  skillId: number,
  limit: number,
) => (await openJobsNeedingSkillQuery(candidateId, skillId, limit).execute(db)).rows;
