import { type Migration, sql } from 'kysely';

/**
 * Jobs by title (without regard to case) and status in one index, so how many open jobs a title
 * has, and which skills they ask for, are read from the index alone: on SQLite a job's status
 * is stored after its long description, which a count over thousands of jobs would read through.
 */
export const openJobsByTitle: Migration = {
  async up(db) {
    await sql`create index jobs_title_lower_status on jobs (lower(title), status)`.execute(db);
    await db.schema.dropIndex('jobs_title_lower').execute();
  },
  async down(db) {
    await sql`create index jobs_title_lower on jobs (lower(title))`.execute(db);
    await db.schema.dropIndex('jobs_title_lower_status').execute();
  },
};
