import { prefixUpperBound, searchTerms } from '../../../src/shared/search-terms.ts';
import type { Db } from '../connect.ts';

const CHUNK = 200;

interface SuggestionRow {
  type: 'T' | 'S';
  name: string;
  skill_id: number | null;
  healthcare: number;
  job_count: number;
  years_range: string | null;
}

/** The words a suggestion is found by, each once. */
export const suggestionTerms = (name: string) => [...new Set(searchTerms(name, 16))];

/**
 * Rebuilds the typeahead from the open jobs: one suggestion per distinct title and per required
 * skill, counted, with the years-of-experience range skills are asked for.
 */
export async function rebuildSuggestions(db: Db) {
  const titles = await db
    .selectFrom('jobs')
    .leftJoin('job_titles', 'job_titles.id', 'jobs.job_title_id')
    .select((eb) => ['jobs.title', 'job_titles.sector', eb.fn.countAll<number | string>().as('n')])
    .where('jobs.status', '=', 'open')
    .groupBy(['jobs.title', 'job_titles.sector'])
    .execute();
  const skills = await db
    .selectFrom('job_skills')
    .innerJoin('jobs', 'jobs.id', 'job_skills.job_id')
    .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
    .select((eb) => [
      'skills.id',
      'skills.name',
      'skills.sector',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('job_skills.min_years').as('low'),
      eb.fn.max('job_skills.max_years').as('high'),
    ])
    .where('jobs.status', '=', 'open')
    .groupBy(['skills.id', 'skills.name', 'skills.sector'])
    .execute();

  const rows: SuggestionRow[] = [
    ...titles.map((t) => ({
      type: 'T' as const,
      name: t.title,
      skill_id: null,
      healthcare: t.sector === 'healthcare' ? 1 : 0,
      job_count: Number(t.n),
      years_range: null,
    })),
    ...skills.map((s) => ({
      type: 'S' as const,
      name: s.name,
      skill_id: s.id,
      healthcare: s.sector === 'healthcare' ? 1 : 0,
      job_count: Number(s.n),
      years_range: `${s.low}-${s.high}`,
    })),
  ];

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_suggestion_terms').execute();
    await trx.deleteFrom('search_suggestions').execute();
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const ids = await trx
        .insertInto('search_suggestions')
        .values(chunk)
        .returning('id')
        .execute();
      const terms = chunk.flatMap((row, k) =>
        suggestionTerms(row.name).map((term) => ({ term, suggestion_id: ids[k]?.id ?? 0 })),
      );
      if (terms.length > 0) await trx.insertInto('search_suggestion_terms').values(terms).execute();
    }
  });
  return rows.length;
}

/**
 * Suggestions whose name has a word starting with every word typed, most used first. Read from
 * the suggestions table by index ranges only, never from the job index.
 */
export function findSuggestions(
  db: Db,
  text: string,
  options: { healthcare: boolean; limit: number },
) {
  const words = searchTerms(text, 4);
  if (words.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('search_suggestions as s')
    .select(['s.type', 's.name', 's.skill_id', 's.years_range', 's.job_count']);
  // Each word is one range of the terms index, read once, not once per suggestion.
  for (const word of words) {
    query = query.where('s.id', 'in', (eb) =>
      eb
        .selectFrom('search_suggestion_terms as t')
        .select('t.suggestion_id')
        .where('t.term', '>=', word)
        .where('t.term', '<', prefixUpperBound(word)),
    );
  }
  if (options.healthcare) query = query.where('s.healthcare', '=', 1);
  return query.orderBy('s.job_count', 'desc').orderBy('s.name').limit(options.limit).execute();
}
