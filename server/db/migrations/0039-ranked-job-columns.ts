import { type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * On PostgreSQL, an index of jobs by id that also holds what a search's window of matches reads
 * of each job (whether it is open, and what ranking reads: when it was posted, its work mode,
 * contract, seniority and title). The window's up to a thousand matches are then checked and
 * read from the index alone, where each one otherwise costs a visit to the job's wide row.
 * SQLite reads its jobs by row id, each one directly, so it is left as it is.
 */
export const rankedJobColumns: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`create index jobs_ranked on jobs (id) include (status, expires_at, posted_at,
      work_mode, employment_type, experience_level, title)`.execute(db);
  },
  async down(db) {
    if (!isPostgres(db)) return;
    await db.schema.dropIndex('jobs_ranked').execute();
  },
};
