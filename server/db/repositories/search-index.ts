import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { FIELDS, type JobDocument } from './search-fields.ts';
import { analyseLines, facetToken } from './search-text.ts';
import { jobVectors } from './search-vector.ts';

export type { JobDocument };

/**
 * The search index: one document per job (any status; a search keeps to open, unexpired jobs), its
 * fields as index terms (search-text.ts). SQLite keeps the terms in `job_search_docs`, the content
 * table of the FTS5 index `job_search_fts`, and of `job_own_fts` over its own words alone (all but
 * the description); PostgreSQL keeps a weighted tsvector per job in `job_search_docs` with a GIN
 * index, and its own words' in `job_search_own` (search-vector.ts). Beside it, `search_vocabulary` counts the jobs each term
 * appears in, with a word it was written as: the list typos are corrected against.
 */

/** What a job is found by, field by field, most telling first. */
export interface JobText {
  title: string;
  skills: readonly string[];
  employer: string;
  place: readonly string[];
  description: string;
  /** Facet tokens (facetToken), for filters. */
  facets: readonly string[];
}

/** What a job's facet tokens are made of. */
export interface JobFacets {
  city: string;
  state: string;
  country: string;
  work_mode: string;
  employment_type: string;
  experience_level: string;
  easy_apply?: number | null;
}

/** A job's facet tokens: place, work mode, employment, experience, easy apply, skills, sector. */
export function facetsOf(job: JobFacets, skillIds: readonly number[], healthcare: boolean) {
  return [
    facetToken('city', job.city),
    facetToken('state', job.state),
    facetToken('country', job.country),
    facetToken('workMode', job.work_mode),
    facetToken('employmentType', job.employment_type),
    facetToken('experienceLevel', job.experience_level),
    facetToken('easyApply', job.easy_apply ? 1 : 0),
    facetToken('healthcare', healthcare ? 1 : 0),
    ...skillIds.map((id) => facetToken('skill', id)),
  ];
}

/** Ways of writing a term the vocabulary keeps, at most. */
const FORMS = 4;

/** One vocabulary entry: how many documents hold the term and words it was written as. */
export type Vocabulary = Map<string, { forms: string[]; docs: number }>;

/**
 * Adds the vocabulary of some jobs' documents to that of the jobs before them: the same counts and
 * forms as reading all their documents at once (forms in the order first met, the first FORMS).
 */
export function addForms(into: Vocabulary, from: Vocabulary) {
  for (const [term, entry] of from) {
    const known = into.get(term);
    if (!known) {
      into.set(term, entry);
      continue;
    }
    known.docs += entry.docs;
    for (const form of entry.forms)
      if (known.forms.length < FORMS && !known.forms.includes(form)) known.forms.push(form);
  }
}

function analyse(text: JobText, vocabulary: Vocabulary): JobDocument {
  const fields: Record<Exclude<keyof JobDocument, 'facets'>, string> = {
    title: text.title,
    skills: text.skills.join(' , '),
    employer: text.employer,
    place: text.place.join(' , '),
    description: text.description,
  };
  const seen = new Set<string>();
  const doc = { facets: text.facets.join(' ') } as JobDocument;
  for (const [field] of FIELDS) {
    if (field === 'facets') continue;
    const { words, terms } = analyseLines(fields[field]);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      const term = terms[i] as string;
      if (seen.has(term)) continue;
      seen.add(term);
      const entry = vocabulary.get(term);
      if (!entry) vocabulary.set(term, { forms: [word], docs: 1 });
      else {
        entry.docs++;
        if (entry.forms.length < FORMS && !entry.forms.includes(word)) entry.forms.push(word);
      }
    }
    doc[field] = terms.join(' ');
  }
  return doc;
}

/** Documents of jobs and the vocabulary they add, ready to write. */
export function documentsOf(jobs: readonly { id: number; text: JobText }[]) {
  const vocabulary: Vocabulary = new Map();
  const docs = jobs.map((job) => ({ id: job.id, doc: analyse(job.text, vocabulary) }));
  return { docs, vocabulary };
}

/** Adds the counts of new documents to the vocabulary (in term order, so writers never deadlock). */
export async function addVocabulary(db: AnyDb, vocabulary: Vocabulary) {
  const rows = [...vocabulary]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    // The shortest way a term was written comes first: most often its plain form (nurse, not nursing).
    .map(([term, { forms, docs }]) => ({
      term,
      word: forms.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).join(' '),
      docs,
    }));
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = JSON.stringify(rows.slice(i, i + 2000));
    const source = isPostgres(db)
      ? sql`select term, word, docs from json_populate_recordset(null::search_vocabulary, ${chunk}::json)`
      : sql`select value ->> 'term', value ->> 'word', value ->> 'docs' from json_each(${chunk}) where true`;
    await sql`
      insert into search_vocabulary (term, word, docs) ${source}
      on conflict (term) do update set docs = search_vocabulary.docs + excluded.docs,
        word = case when length(excluded.word) > length(search_vocabulary.word)
          then excluded.word else search_vocabulary.word end`.execute(db);
  }
  bumpIndexVersion();
}

/**
 * Writes documents, replacing any the jobs had. `ownWords` false leaves PostgreSQL's own-word
 * vectors out, for migrations older than their table.
 */
export async function writeDocuments(
  db: AnyDb,
  docs: readonly { id: number; doc: JobDocument }[],
  options: { replace: boolean; ownWords?: boolean },
) {
  const own = isPostgres(db) && options.ownWords !== false;
  for (let i = 0; i < docs.length; i += 2000) {
    const chunk = docs.slice(i, i + 2000);
    const ids = chunk.map((d) => d.id);
    if (options.replace) {
      await sql`delete from job_search_docs where job_id in (${sql.join(ids)})`.execute(db);
      if (own) await sql`delete from job_search_own where job_id in (${sql.join(ids)})`.execute(db);
    }
    if (isPostgres(db)) {
      const vectors = chunk.map((d) => jobVectors(d.id, d.doc));
      await sql`
        insert into job_search_docs (job_id, search_vector)
        select * from unnest(${ids}::integer[], ${vectors.map((v) => v.search)}::tsvector[])`.execute(
        db,
      );
      if (own)
        await sql`
          insert into job_search_own (job_id, own_vector)
          select * from unnest(${ids}::integer[], ${vectors.map((v) => v.own)}::tsvector[])`.execute(
          db,
        );
      continue;
    }
    const json = JSON.stringify(
      chunk.map(({ id, doc }) => [
        id,
        doc.title,
        doc.skills,
        doc.employer,
        doc.place,
        doc.description,
        doc.facets,
      ]),
    );
    await sql`
      insert into job_search_docs (job_id, title, skills, employer, place, description, facets)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5,
        value ->> 6
      from json_each(${json})`.execute(db);
  }
}

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

/** Indexes newly inserted jobs from their text. */
export async function indexJobs(db: Db, jobs: readonly { id: number; text: JobText }[]) {
  if (jobs.length === 0) return;
  const { docs, vocabulary } = documentsOf(jobs);
  await writeDocuments(db, docs, { replace: false });
  await addVocabulary(db, vocabulary);
}

/**
 * Bulk loading: PostgreSQL's text index is dropped while many jobs are written and built once
 * after, which is many times faster than growing it row by row. Returns the step that rebuilds it.
 */
export async function suspendTextIndex(db: Db): Promise<() => Promise<void>> {
  if (!isPostgres(db)) return async () => {};
  await sql`drop index if exists job_search_docs_vector`.execute(db);
  const tables = sql.raw('jobs, job_skills, job_search_docs');
  const autovacuum = (on: boolean) =>
    Promise.all(
      ['jobs', 'job_skills', 'job_search_docs'].map((table) =>
        sql`alter table ${sql.table(table)} set (autovacuum_enabled = ${sql.lit(on)})`.execute(db),
      ),
    );
  // The tables are vacuumed and analysed once, after, rather than over and over while they grow.
  await autovacuum(false);
  return async () => {
    await autovacuum(true);
    await sql`vacuum (analyze) ${tables}`.execute(db);
    await db.connection().execute(async (connection) => {
      await sql`set maintenance_work_mem = '512MB'`.execute(connection);
      await sql`create index job_search_docs_vector on job_search_docs using gin (search_vector)`.execute(
        connection,
      );
      await sql`reset maintenance_work_mem`.execute(connection);
    });
  };
}

let indexVersion = 0;
/** Marks the vocabulary as changed, so this process reloads it before the next search. */
export function bumpIndexVersion() {
  indexVersion++;
}
export const currentIndexVersion = () => indexVersion;

/** The whole vocabulary: every term, words it was written as, and how many jobs hold it. */
export async function readVocabulary(db: Db) {
  const { rows } = await sql<{ term: string; word: string; docs: number }>`
    select term, word, docs from search_vocabulary`.execute(db);
  return rows;
}

/** How many jobs the index holds (any status), for the weight of a term's rarity. */
export async function countDocuments(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from job_search_docs`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
