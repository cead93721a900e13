import type { Migration } from 'kysely';
import { type AnyDb, identity } from '../dialect.ts';

/**
 * Enterprise API keys (only their SHA-256 is kept) and the notification outbox: every pipeline move
 * writes the candidate's notification in the same transaction, for the notifications capability to
 * deliver.
 */
export const enterpriseApi: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('enterprise_api_keys')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'integer', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createTable('notification_outbox')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('enterprise_id', 'integer', (c) =>
        c.references('enterprises.id').onDelete('set null'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('call_to_action_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema
      .createIndex('notification_outbox_pending')
      .on('notification_outbox')
      .columns(['delivered_at', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('notification_outbox').execute();
    await db.schema.dropTable('enterprise_api_keys').execute();
  },
};
