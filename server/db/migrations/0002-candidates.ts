import type { Migration } from 'kysely';
import { NEURO_CLASSIFICATIONS } from '../../../src/shared/code-tables.ts';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

/** Candidates and their server-side sessions. */
export const candidates: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('candidates')
      .addColumn('id', 'integer', identity(db))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('profile_title', 'text')
      .addColumn('neuro_classification', 'text', (c) => c.notNull().defaultTo('NT'))
      .addColumn('origin', 'text')
      .addColumn('source_enterprise_id', 'integer', (c) =>
        c.references('enterprises.id').onDelete('set null'),
      )
      .addColumn('talent_pool', 'text')
      .addColumn('accessibility', 'text', (c) => c.notNull().defaultTo('N'))
      .addColumn('bionic_reading_configuration', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text')
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('candidates_neuro', oneOf('neuro_classification', NEURO_CLASSIFICATIONS))
      .addCheckConstraint('candidates_accessibility', oneOf('accessibility', ['Y', 'N']))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sessions_candidate')
      .on('sessions')
      .column('candidate_id')
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('candidates').execute();
  },
};
