import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.ts';

/**
 * The open-jobs index carries the expiry too, so listing the newest open jobs and counting them
 * ("1,000+") read the index alone instead of every job's row, descriptions included.
 */
export const openJobsIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('jobs_status_posted_expires')
      .on('jobs')
      .columns(['status', 'posted_at', 'expires_at'])
      .execute();
    await db.schema.dropIndex('jobs_status_posted').execute();
  },
  async down(db: AnyDb) {
    await db.schema
      .createIndex('jobs_status_posted')
      .on('jobs')
      .columns(['status', 'posted_at'])
      .execute();
    await db.schema.dropIndex('jobs_status_posted_expires').execute();
  },
};
