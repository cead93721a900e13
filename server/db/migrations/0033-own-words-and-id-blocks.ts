import { type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { rebuildTextIndex } from './0031-phrase-pairs.ts';

/**
 * PostgreSQL's job documents gain id block terms, and each job's own words (title, skills,
 * employer, place) get a small vector of their own in `job_search_own`, which ranking reads
 * instead of the whole document (repositories/search-vector.ts). SQLite's index is left as it is.
 */
export const ownWordsAndIdBlocks: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`
      create table job_search_own (
        job_id integer primary key references jobs (id) on delete cascade,
        own_vector tsvector not null
      )`.execute(db);
    await rebuildTextIndex(db, true);
    await sql`analyze job_search_own`.execute(db);
  },
  async down(db) {
    if (isPostgres(db)) await sql`drop table job_search_own`.execute(db);
  },
};
