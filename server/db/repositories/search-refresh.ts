import { sql } from 'kysely';
import type { AnyDb } from '../dialect.ts';
import { documentsOf, facetsOf, type JobFacets } from './search-documents.ts';
import { addVocabulary, writeDocuments } from './search-index.ts';

/** Which stored jobs to read: an id range, or ids listed. */
type Scope = { from: number; to: number } | { ids: readonly number[] };

const jobsIn = (column: string, scope: Scope) =>
  'ids' in scope
    ? sql`${sql.ref(column)} in (${sql.join(scope.ids)})`
    : sql`${sql.ref(column)} between ${scope.from} and ${scope.to}`;

/** The searchable text of stored jobs, read back from the database. */
async function storedText(db: AnyDb, scope: Scope) {
  const jobs = await sql<
    JobFacets & { id: number; title: string; description: string; employer: string; sector: string }
  >`
    select jobs.id, jobs.title, jobs.description, jobs.city, jobs.state, jobs.country,
      jobs.work_mode, jobs.employment_type, jobs.experience_level, jobs.easy_apply,
      enterprises.establishment_name as employer, job_titles.sector
    from jobs join enterprises on enterprises.id = jobs.enterprise_id
    left join job_titles on job_titles.id = jobs.job_title_id
    where ${jobsIn('jobs.id', scope)}
    order by jobs.id`.execute(db);
  const skills = await sql<{ job_id: number; name: string; id: number }>`
    select job_skills.job_id, skills.name, skills.id from job_skills
    join skills on skills.id = job_skills.skill_id
    where ${jobsIn('job_skills.job_id', scope)}
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
 * counted already), a function counts only the terms it accepts (terms the jobs did not hold
 * before), `ownWords` as in writeDocuments. Posting goes through indexJobs instead, with the
 * text already in hand.
 */
export async function refreshJobIndex(
  db: AnyDb,
  jobIds?: readonly number[],
  {
    countTerms = true,
    ownWords = true,
  }: { countTerms?: boolean | ((term: string) => boolean); ownWords?: boolean } = {},
) {
  if (jobIds && jobIds.length === 0) return;
  const scopes: Scope[] = [];
  if (jobIds) {
    const ids = [...new Set(jobIds)].sort((a, b) => a - b);
    for (let at = 0; at < ids.length; at += REBUILD_CHUNK)
      scopes.push({ ids: ids.slice(at, at + REBUILD_CHUNK) });
  } else {
    const { rows } = await sql<{ low: number | null; high: number | null }>`
      select min(id) as low, max(id) as high from jobs`.execute(db);
    const low = Number(rows[0]?.low ?? 1);
    const high = Number(rows[0]?.high ?? 0);
    for (let from = low; from <= high; from += REBUILD_CHUNK)
      scopes.push({ from, to: from + REBUILD_CHUNK - 1 });
  }
  for (const scope of scopes) {
    const { docs, vocabulary } = documentsOf(await storedText(db, scope));
    await writeDocuments(db, docs, { replace: true, ownWords });
    if (countTerms === false) continue;
    if (typeof countTerms === 'function')
      for (const term of vocabulary.keys()) if (!countTerms(term)) vocabulary.delete(term);
    await addVocabulary(db, vocabulary);
  }
}
