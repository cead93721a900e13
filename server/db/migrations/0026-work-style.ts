import type { Migration } from 'kysely';
import { type AnyDb, identity } from '../dialect.ts';

/**
 * "How I work best": one passport a candidate (kept as a private draft), what they share of it
 * with the enterprise of one application (withdrawn by setting withdrawn_at), interview
 * adjustment requests with the enterprise's answer, and the work-environment facts of jobs (one
 * row a fact, so search can filter on them).
 */
export const workStyle: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('work_passports')
      .addColumn('candidate_id', 'integer', (c) =>
        c.primaryKey().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('passport', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('work_passport_shares')
      .addColumn('application_id', 'integer', (c) =>
        c.primaryKey().references('applications.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('parts', 'text', (c) => c.notNull())
      .addColumn('shared_at', 'text', (c) => c.notNull())
      .addColumn('withdrawn_at', 'text')
      .execute();
    await db.schema
      .createIndex('work_passport_shares_by_candidate')
      .on('work_passport_shares')
      .column('candidate_id')
      .execute();
    await db.schema
      .createTable('adjustment_requests')
      .addColumn('id', 'integer', identity(db))
      .addColumn('interview_id', 'integer', (c) =>
        c.notNull().references('interviews.id').onDelete('cascade'),
      )
      .addColumn('choices', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('answered_at', 'text')
      .execute();
    await db.schema
      .createIndex('adjustment_requests_by_interview')
      .on('adjustment_requests')
      .columns(['interview_id', 'id'])
      .execute();
    await db.schema
      .createTable('job_work_facts')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('fact', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_work_facts_pk', ['job_id', 'fact'])
      .execute();
    await db.schema
      .createIndex('job_work_facts_by_value')
      .on('job_work_facts')
      .columns(['fact', 'value', 'job_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('job_work_facts').execute();
    await db.schema.dropTable('adjustment_requests').execute();
    await db.schema.dropTable('work_passport_shares').execute();
    await db.schema.dropTable('work_passports').execute();
  },
};
