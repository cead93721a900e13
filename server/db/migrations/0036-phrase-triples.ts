import type { Migration } from 'kysely';
import { rebuildTextIndex } from './0031-phrase-pairs.ts';

/**
 * PostgreSQL's job documents gain a term for each three neighbouring words
 * (repositories/search-vector.ts), so a phrase of three words is found by one term, without
 * reading each candidate's whole document to check its words' order. SQLite's index finds
 * phrases by itself and is left as it is.
 */
export const phraseTriples: Migration = {
  up: (db) => rebuildTextIndex(db, true),
  // The triple terms do no harm to a search that does not look for them.
  async down() {},
};
