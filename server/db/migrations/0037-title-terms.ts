import type { Migration } from 'kysely';
import { rebuildTextIndex } from './0031-phrase-pairs.ts';

/**
 * PostgreSQL's job documents gain a marked copy of each term, pair and triple of the title
 * (repositories/search-vector.ts), so a search for a role in titles alone is answered by the word
 * index, without reading every job that holds the word elsewhere to check its weight class.
 * SQLite's index limits a search to a column by itself and is left as it is.
 */
export const titleTerms: Migration = {
  up: (db) => rebuildTextIndex(db),
  // The title copies do no harm to a search that does not look for them.
  async down() {},
};
