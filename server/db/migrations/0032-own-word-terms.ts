import type { Migration } from 'kysely';
import { rebuildTextIndex } from './0031-phrase-pairs.ts';

/**
 * PostgreSQL's job documents gain a marked copy of each term and pair in a job's own words
 * (repositories/search-index.ts), so a search in titles, skills and employers reads only the jobs
 * that have the words there. SQLite's index limits a search to columns by itself.
 */
export const ownWordTerms: Migration = {
  up: (db) => rebuildTextIndex(db),
  // The marked terms do no harm to a search that does not look for them.
  async down() {},
};
