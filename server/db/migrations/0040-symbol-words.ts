import { type Migration, sql } from 'kysely';
import type { AnyDb } from '../dialect.ts';
import { refreshJobIndex } from '../repositories/search-refresh.ts';
import { termOf } from '../repositories/search-text.ts';
import { suggestionTerms } from '../repositories/suggestions.ts';

/** The terms C#, C++ and F# are now read as (src/shared/query/symbol-words.ts). */
const NEW_TERMS = new Set(['csharp', 'cplusplus', 'fsharp'].map(termOf));

const HAS_SYMBOL_WORD = (column: string) =>
  sql`(${sql.ref(column)} like '%#%' or ${sql.ref(column)} like '%++%')`;

/**
 * C#, C++ and F# are indexed as words of their own, no longer as the letter C or F: the jobs
 * that write one of them in their title, description or skills are indexed again, with the new
 * terms counted in the vocabulary, and the typeahead's suggestions that name one are found by it.
 */
export const symbolWords: Migration = {
  async up(db: AnyDb) {
    const { rows } = await sql<{ id: number }>`
      select id from jobs where ${HAS_SYMBOL_WORD('title')} or ${HAS_SYMBOL_WORD('description')}
      union
      select job_skills.job_id from job_skills join skills on skills.id = job_skills.skill_id
      where ${HAS_SYMBOL_WORD('skills.name')}`.execute(db);
    await refreshJobIndex(
      db,
      rows.map((row) => Number(row.id)),
      { countTerms: (term) => NEW_TERMS.has(term) },
    );
    const suggestions = await sql<{ id: number; name: string }>`
      select id, name from search_suggestions where ${HAS_SYMBOL_WORD('name')}`.execute(db);
    for (const { id, name } of suggestions.rows) {
      await sql`delete from search_suggestion_terms where suggestion_id = ${id}`.execute(db);
      for (const term of suggestionTerms(name))
        await sql`insert into search_suggestion_terms (term, suggestion_id)
          values (${term}, ${id})`.execute(db);
    }
  },
  // Reading the symbols as letters again would find no other job.
  async down() {},
};
