import type { Migration } from 'kysely';
import { CANDIDATE_ORIGINS } from '../../../src/shared/code-tables.ts';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

/**
 * Enterprises' talent pools, the candidates in them (with how they joined) and the people an
 * enterprise invited; plus the candidate's region, looked up from the IP for origin M.
 */
export const talentPools: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('talent_pools')
      .addColumn('id', 'integer', identity(db))
      .addColumn('enterprise_id', 'integer', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('talent_pool_candidates')
      .addColumn('pool_id', 'integer', (c) =>
        c.notNull().references('talent_pools.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('talent_pool_candidates_pk', ['pool_id', 'candidate_id'])
      .addCheckConstraint('talent_pool_candidates_origin', oneOf('origin', CANDIDATE_ORIGINS))
      .execute();
    await db.schema
      .createTable('talent_pool_invitees')
      .addColumn('id', 'integer', identity(db))
      .addColumn('pool_id', 'integer', (c) =>
        c.notNull().references('talent_pools.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('P'))
      .addColumn('candidate_id', 'integer', (c) =>
        c.references('candidates.id').onDelete('set null'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addCheckConstraint('talent_pool_invitees_status', oneOf('status', ['P', 'A']))
      .execute();
    await db.schema.alterTable('candidates').addColumn('region', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('candidates').dropColumn('region').execute();
    for (const table of ['talent_pool_invitees', 'talent_pool_candidates', 'talent_pools']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
