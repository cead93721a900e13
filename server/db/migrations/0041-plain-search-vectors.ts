import { type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * On PostgreSQL, a job's search vector is stored out of line as it is, never compressed. Its
 * lexemes' offsets come first and repeat nothing, so the compressor gives up on most vectors
 * after trying, and saves little on the rest: trying cost a sixteenth of a bulk load's server
 * time, and reading a compressed one back costs every search that checks it. Vectors written
 * before keep their form until rewritten.
 */
export const plainSearchVectors: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`alter table job_search_docs alter column search_vector set storage external`.execute(
      db,
    );
  },
  async down(db) {
    if (!isPostgres(db)) return;
    await sql`alter table job_search_docs alter column search_vector set storage extended`.execute(
      db,
    );
  },
};
