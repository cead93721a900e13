import type { Migration } from 'kysely';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

const ACCOUNT_COLUMNS: [name: string, type: 'text' | 'integer', defaultValue?: string | number][] =
  [
    ['account_status', 'text', 'CONFIRMED'],
    ['must_change_password', 'integer', 0],
    ['talent_pool_id', 'text'],
    ['invitee_candidate_id', 'text'],
    ['ip_address', 'text'],
    ['was_user_inactive', 'integer', 0],
  ];

const SESSION_COLUMNS = ['id_token', 'access_token', 'refresh_token', 'token_expires_at'];

/**
 * The identity provider's storage (its payloads, signing keys and secrets), e-mailed codes,
 * pending sign-in requests of the relying party, and the tokens a session holds server-side.
 */
export const identityStorage: Migration = {
  async up(db: AnyDb) {
    for (const [name, type, value] of ACCOUNT_COLUMNS) {
      await db.schema
        .alterTable('candidates')
        .addColumn(name, type, (c) => (value === undefined ? c : c.notNull().defaultTo(value)))
        .execute();
    }
    for (const name of SESSION_COLUMNS) {
      await db.schema.alterTable('sessions').addColumn(name, 'text').execute();
    }

    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .addCheckConstraint(
        'verification_codes_purpose',
        oneOf('purpose', ['signup', 'reset', 'email']),
      )
      .execute();
    await db.schema
      .createIndex('verification_codes_candidate')
      .on('verification_codes')
      .columns(['candidate_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('consumed_at', 'text')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema
      .createIndex('oidc_payloads_grant')
      .on('oidc_payloads')
      .column('grant_id')
      .execute();
    await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('auth_requests')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('return_to', 'text', (c) => c.notNull())
      .addColumn('domain', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'auth_requests',
      'server_secrets',
      'signing_keys',
      'oidc_payloads',
      'verification_codes',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    for (const name of SESSION_COLUMNS)
      await db.schema.alterTable('sessions').dropColumn(name).execute();
    for (const [name] of ACCOUNT_COLUMNS)
      await db.schema.alterTable('candidates').dropColumn(name).execute();
  },
};
