import type { Migration } from 'kysely';
import { rebuildTextIndex } from './0031-phrase-pairs.ts';

/**
 * PostgreSQL's job documents gain, for each facet token of a filter candidates often choose that
 * a minority of jobs hold (remote or hybrid work, a contract other than full time, healthcare,
 * easy apply), a copy in each of the job's id blocks (repositories/id-blocks.ts): the newest
 * matches of a search with such a filter are read from the filter's jobs in the newest blocks
 * alone. SQLite's index reads the newest matches first by itself and is left as it is.
 */
export const facetsInBlocks: Migration = {
  up: (db) => rebuildTextIndex(db),
  // The copies do no harm to a search that does not look for them.
  async down() {},
};
