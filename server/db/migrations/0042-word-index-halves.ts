import { type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { splitWordIndex } from '../repositories/word-index.ts';

/**
 * On PostgreSQL, the word index over job documents becomes two, of the jobs of even and of odd
 * id (word-index.ts): a bulk load builds them side by side, on two cores, in half the time of
 * the one.
 */
export const wordIndexHalves: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`set local maintenance_work_mem = '512MB'`.execute(db);
    await splitWordIndex(db, true);
    await sql`analyze job_search_docs`.execute(db);
  },
  async down(db) {
    if (!isPostgres(db)) return;
    await sql`set local maintenance_work_mem = '512MB'`.execute(db);
    await splitWordIndex(db, false);
  },
};
