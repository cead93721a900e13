import type { Migration } from 'kysely';
import { ENTERPRISE_STATUSES } from '../../../src/shared/screening.ts';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

/** Applications: a candidate in a job's pool, with both sides' statuses and the screening answers. */
export const applications: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('applications')
      .addColumn('id', 'integer', identity(db))
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('enterprise_process_status', 'text', (c) => c.notNull().defaultTo('R'))
      .addColumn('candidate_process_status', 'text')
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('applications_once', ['job_id', 'candidate_id'])
      .addCheckConstraint(
        'applications_status',
        oneOf('enterprise_process_status', Object.keys(ENTERPRISE_STATUSES)),
      )
      .addCheckConstraint(
        'applications_candidate_status',
        oneOf('candidate_process_status', ['A', 'P', 'D', 'W']),
      )
      .execute();
    await db.schema
      .createIndex('applications_candidate')
      .on('applications')
      .columns(['candidate_id', 'enterprise_process_status'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('applications').execute();
  },
};
