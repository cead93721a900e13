import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { documentsOf, type JobText, type Vocabulary } from './search-documents.ts';
import type { JobDocument } from './search-fields.ts';
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

/** Indexes newly inserted jobs from their text. */
export async function indexJobs(db: Db, jobs: readonly { id: number; text: JobText }[]) {
  if (jobs.length === 0) return;
  const { docs, vocabulary } = documentsOf(jobs);
  await writeDocuments(db, docs, { replace: false });
  await addVocabulary(db, vocabulary);
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
