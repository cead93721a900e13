import type { Db } from '../connect.ts';
import type { JobSkill } from '../schema/job-skills.ts';
import type { NewJob } from '../schema/jobs.ts';
import { withBulkCache } from './bulk-cache.ts';
import { countRows } from './count.ts';
import { insertJobRows, insertJobSkillRows } from './jobs-bulk.ts';
import { facetsOf } from './search-documents.ts';
import { indexJobs } from './search-index.ts';

export interface NewJobWithSkills {
  job: NewJob;
  skills: Omit<JobSkill, 'job_id'>[];
}

/** Jobs one INSERT carries, so a statement's size stays bounded; each counts its terms at once. */
export const JOBS_PER_INSERT = 2000;

/**
 * Inserts jobs with their skills in one transaction, in multi-row statements, and indexes them
 * for search from the text in hand; returns the new ids in the order of the jobs given.
 */
export function insertJobs(db: Db, jobs: readonly NewJobWithSkills[]): Promise<number[]> {
  return db.transaction().execute((trx) =>
    withBulkCache(trx, jobs.length, async () => {
      const names = await namesOf(trx, jobs);
      const ids: number[] = [];
      for (let i = 0; i < jobs.length; i += JOBS_PER_INSERT) {
        const chunk = jobs.slice(i, i + JOBS_PER_INSERT);
        const chunkIds = await insertJobRows(
          trx,
          chunk.map((entry) => entry.job),
        );
        await insertJobSkillRows(
          trx,
          chunk.flatMap((entry, k) =>
            entry.skills.map((skill) => ({ ...skill, job_id: chunkIds[k] as number })),
          ),
        );
        await indexJobs(
          trx,
          chunk.map((entry, k) => ({ id: chunkIds[k] as number, text: jobText(entry, names) })),
        );
        ids.push(...chunkIds);
      }
      return ids;
    }),
  );
}

/** The names of the jobs' skills and enterprises by id, and which of their titles are healthcare. */
export async function namesOf(db: Db, jobs: readonly NewJobWithSkills[]) {
  const skillIds = [...new Set(jobs.flatMap((entry) => entry.skills.map((s) => s.skill_id)))];
  const enterpriseIds = [...new Set(jobs.map((entry) => entry.job.enterprise_id))];
  const skills =
    skillIds.length === 0
      ? []
      : await db.selectFrom('skills').select(['id', 'name']).where('id', 'in', skillIds).execute();
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['id', 'establishment_name'])
    .where('id', 'in', enterpriseIds.length > 0 ? enterpriseIds : [0])
    .execute();
  const titleIds = [...new Set(jobs.map((entry) => entry.job.job_title_id ?? 0))];
  const healthcare = await db
    .selectFrom('job_titles')
    .select('id')
    .where('id', 'in', titleIds)
    .where('sector', '=', 'healthcare')
    .execute();
  return {
    skills: new Map(skills.map((row) => [row.id, row.name])),
    enterprises: new Map(enterprises.map((row) => [row.id, row.establishment_name])),
    healthcare: new Set(healthcare.map((row) => row.id)),
  };
}

export type JobNames = Awaited<ReturnType<typeof namesOf>>;

/** What search indexes of a job: its own words, its description and its facets. */
export function jobText({ job, skills }: NewJobWithSkills, names: JobNames) {
  return {
    title: job.title,
    skills: skills.map((s) => names.skills.get(s.skill_id) ?? ''),
    employer: names.enterprises.get(job.enterprise_id) ?? '',
    place: [job.city, job.state, job.country],
    description: job.description,
    facets: facetsOf(
      job,
      skills.map((s) => s.skill_id),
      names.healthcare.has(job.job_title_id ?? 0),
    ),
  };
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
