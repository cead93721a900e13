import type { Db } from '../connect.ts';
import type { JobSkill } from '../schema/job-skills.ts';
import type { NewJob } from '../schema/jobs.ts';
import { countRows } from './count.ts';
import { refreshJobIndex } from './search-index.ts';

export interface NewJobWithSkills {
  job: NewJob;
  skills: Omit<JobSkill, 'job_id'>[];
}

/** Inserts jobs with their skills in one transaction; returns the new ids in order. */
export function insertJobs(db: Db, jobs: readonly NewJobWithSkills[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const { job, skills } of jobs) {
      const { id } = await trx
        .insertInto('jobs')
        .values(job)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (skills.length > 0) {
        await trx
          .insertInto('job_skills')
          .values(skills.map((skill) => ({ ...skill, job_id: id })))
          .execute();
      }
      ids.push(id);
    }
    await refreshJobIndex(trx, ids);
    return ids;
  });
}

export function findJobById(db: Db, id: number) {
  return db
    .selectFrom('jobs')
    .innerJoin('enterprises', 'enterprises.id', 'jobs.enterprise_id')
    .selectAll('jobs')
    .select('enterprises.establishment_name')
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

export const countJobs = (db: Db) => countRows(db, 'jobs');
