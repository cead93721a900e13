import { type Migration, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * On PostgreSQL, the index of jobs by title and status also holds their ids and titles: the
 * newest open jobs of a title (whose skills the career answers sample) are then its last entries,
 * and how many open jobs a title has is counted from the index alone. Without the id, PostgreSQL
 * walks every job newest first looking for the title; without the title itself it cannot count
 * from an index on lower(title) without reading each job. SQLite's index already ends on the id
 * (its row id) and is read alone, so it is left as it is.
 */
export const openJobsByTitleNewest: Migration = {
  async up(db) {
    if (!isPostgres(db)) return;
    await sql`create index jobs_open_title on jobs (lower(title), status, id) include (title)`.execute(
      db,
    );
    await db.schema.dropIndex('jobs_title_lower_status').execute();
  },
  async down(db) {
    if (!isPostgres(db)) return;
    await sql`create index jobs_title_lower_status on jobs (lower(title), status)`.execute(db);
    await db.schema.dropIndex('jobs_open_title').execute();
  },
};
