import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.ts';

/** Jobs a candidate saved to come back to. */
export const bookmarks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('job_bookmarks')
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_bookmarks_pk', ['candidate_id', 'job_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('job_bookmarks').execute();
  },
};
