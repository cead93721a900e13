import { sql } from 'kysely';
import type { AnyDb } from '../dialect.ts';
import { documentsOf, facetsOf, type JobFacets } from './search-documents.ts';
import { addVocabulary, writeDocuments } from './search-index.ts';

/** The searchable text of stored jobs, read back from the database. */
async function storedText(db: AnyDb, from: number, to: number) {
  const jobs = await sql<
    JobFacets & { id: number; title: string; description: string; employer: string; sector: string }
  >`
    select jobs.id, jobs.title, jobs.description, jobs.city, jobs.state, jobs.country,
      jobs.work_mode, jobs.employment_type, jobs.experience_level, jobs.easy_apply,
      enterprises.establishment_name as employer, job_titles.sector
    from jobs join enterprises on enterprises.id = jobs.enterprise_id
    left join job_titles on job_titles.id = jobs.job_title_id
    where jobs.id between ${from} and ${to}
    order by jobs.id`.execute(db);
  const skills = await sql<{ job_id: number; name: string; id: number }>`
    select job_skills.job_id, skills.name, skills.id from job_skills
    join skills on skills.id = job_skills.skill_id
    where job_skills.job_id between ${from} and ${to}
    order by skills.name`.execute(db);
  const byJob = Map.groupBy(skills.rows, (row) => Number(row.job_id));
  return jobs.rows.map((job) => {
    const required = byJob.get(Number(job.id)) ?? [];
    return {
      id: Number(job.id),
      text: {
        title: job.title,
        skills: required.map((s) => s.name),
        employer: job.employer,
        place: [job.city, job.state, job.country],
        description: job.description,
        facets: facetsOf(
          job,
          required.map((s) => Number(s.id)),
          job.sector === 'healthcare',
        ),
      },
    };
  });
}

/** Jobs indexed at a time when the index is rebuilt from the stored jobs. */
const REBUILD_CHUNK = 5000;

/**
 * (Re)indexes the given stored jobs, or every job when none are given, from what the database
 * holds; `countTerms` false leaves the vocabulary's counts as they are (the jobs' terms are
 * counted already), `ownWords` as in writeDocuments. Posting goes through indexJobs instead,
 * with the text already in hand.
 */
export async function refreshJobIndex(
  db: AnyDb,
  jobIds?: readonly number[],
  { countTerms = true, ownWords = true }: { countTerms?: boolean; ownWords?: boolean } = {},
) {
  if (jobIds && jobIds.length === 0) return;
  const ids = jobIds ? [...new Set(jobIds)].sort((a, b) => a - b) : null;
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    select min(id) as low, max(id) as high from jobs`.execute(db);
  const low = Number(rows[0]?.low ?? 1);
  const high = Number(rows[0]?.high ?? 0);
  const ranges: [number, number][] = ids
    ? ids.map((id) => [id, id])
    : Array.from({ length: Math.ceil((high - low + 1) / REBUILD_CHUNK) }, (_, k) => [
        low + k * REBUILD_CHUNK,
        low + (k + 1) * REBUILD_CHUNK - 1,
      ]);
  for (const [from, to] of ranges) {
    const { docs, vocabulary } = documentsOf(await storedText(db, from, to));
    await writeDocuments(db, docs, { replace: true, ownWords });
    if (countTerms) await addVocabulary(db, vocabulary);
  }
}
