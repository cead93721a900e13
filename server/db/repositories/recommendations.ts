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

/**
 * The newest open jobs that need one skill and that the candidate has not applied to, with what
 * ranking needs: the years the job asks for, how many skills it asks for in all, and where it is.
 * Walks the (skill_id, job_id) index backwards and looks each job up by its key, so the cost is
 * `limit` rows however large the catalogue is.
 */
export function openJobsNeedingSkillQuery(
  db: Db,
  candidateId: number,
  skillId: number,
  limit: number,
) {
  return db
    .selectFrom('job_skills as js')
    .innerJoin('jobs as j', 'j.id', 'js.job_id')
    .select((eb) => [
      'js.job_id',
      'js.skill_id',
      'js.min_years',
      'js.max_years',
      'j.city',
      'j.state',
      'j.country',
      'j.country_code',
      'j.work_mode',
      'j.posted_at',
      eb
        .selectFrom('job_skills as all_skills')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('all_skills.job_id', '=', 'js.job_id')
        .as('skill_count'),
    ])
    .where('js.skill_id', '=', skillId)
    .where('j.status', '=', 'open')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications as a')
            .select('a.job_id')
            .whereRef('a.job_id', '=', 'js.job_id')
            .where('a.candidate_id', '=', candidateId),
        ),
      ),
    )
    .orderBy('js.job_id', 'desc')
    .limit(limit);
}

export const openJobsNeedingSkill = (db: Db, candidateId: number, skillId: number, limit: number) =>
  openJobsNeedingSkillQuery(db, candidateId, skillId, limit).execute();

/** Where the candidate is, as far as the profile says. */
export function candidatePlace(db: Db, candidateId: number) {
  return db
    .selectFrom('candidates')
    .select(['region', 'city', 'state'])
    .where('id', '=', candidateId)
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
