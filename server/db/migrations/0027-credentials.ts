import { type Migration, sql } from 'kysely';
import { FILE_CATEGORIES } from '../../../src/shared/code-tables.ts';
import { type AnyDb, identity, isPostgres, oneOf } from '../dialect.ts';
import { FILE_CATEGORIES_0012 } from './0012-profile.ts';

/**
 * Files may now hold a credential's document. PostgreSQL replaces the CHECK; SQLite cannot alter
 * one, so the table is rebuilt (its documented procedure: foreign keys off, copy, swap, check),
 * which keeps every row, id and reference.
 */
async function fileCategories(db: AnyDb, categories: readonly string[]) {
  if (isPostgres(db)) {
    await sql`alter table files drop constraint files_category`.execute(db);
    await sql`alter table files add constraint files_category check (${oneOf('category', categories)})`.execute(
      db,
    );
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await db.schema
      .createTable('files_next')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('files_category', oneOf('category', categories))
      .execute();
    await sql`insert into files_next select id, candidate_id, category, storage_key, original_name, content_type, size_bytes, created_at from files`.execute(
      db,
    );
    await sql`drop table files`.execute(db);
    await sql`alter table files_next rename to files`.execute(db);
    await db.schema.createIndex('files_candidate').on('files').column('candidate_id').execute();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error('files: a reference no longer resolves');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * The credential wallet: licences and certifications with their document, the reminders already
 * sent for each expiry, the credentials a job asks for, and the credentials attached to an
 * application (a copy as they were when sent, so a later edit does not change what was sent);
 * and a healthcare job's shift facts.
 */
export const credentials: Migration = {
  async up(db: AnyDb) {
    await fileCategories(db, FILE_CATEGORIES);

    await db.schema
      .createTable('credentials')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['L', 'C'])))
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('issuing_state', 'text')
      .addColumn('number', 'text')
      .addColumn('multistate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('issued_on', 'text')
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('credentials_candidate')
      .on('credentials')
      .column('candidate_id')
      .execute();
    await db.schema
      .createIndex('credentials_expires')
      .on('credentials')
      .column('expires_on')
      .execute();

    await db.schema
      .createTable('credential_reminders')
      .addColumn('credential_id', 'integer', (c) =>
        c.notNull().references('credentials.id').onDelete('cascade'),
      )
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('days_before', 'integer', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('credential_reminders_pk', [
        'credential_id',
        'expires_on',
        'days_before',
      ])
      .execute();

    await db.schema
      .createTable('job_credentials')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('job_credentials_pk', ['job_id', 'type_code'])
      .execute();

    await db.schema
      .createTable('application_credentials')
      .addColumn('id', 'integer', identity(db))
      .addColumn('application_id', 'integer', (c) =>
        c.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('credential_id', 'integer', (c) =>
        c.references('credentials.id').onDelete('set null'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('issuing_state', 'text')
      .addColumn('number', 'text')
      .addColumn('multistate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('issued_on', 'text')
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('attached_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('job_shifts')
      .addColumn('job_id', 'integer', (c) =>
        c.primaryKey().references('jobs.id').onDelete('cascade'),
      )
      .addColumn('engagement', 'text', (c) =>
        c.notNull().check(oneOf('engagement', ['PD', 'TR', 'LC', 'PM'])),
      )
      .addColumn('shift_hours', 'integer')
      .addColumn('shift_time', 'text', (c) => c.check(oneOf('shift_time', ['D', 'N', 'E', 'R'])))
      .addColumn('start_date', 'text')
      .addColumn('weekly_hours', 'integer')
      .addColumn('contract_weeks', 'integer')
      .execute();

    await db.schema
      .createIndex('application_credentials_application')
      .on('application_credentials')
      .column('application_id')
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      'job_shifts',
      'application_credentials',
      'job_credentials',
      'credential_reminders',
      'credentials',
    ])
      await db.schema.dropTable(table).execute();
    await db.deleteFrom('files').where('category', '=', 'CREDENTIAL').execute();
    await fileCategories(db, FILE_CATEGORIES_0012);
  },
};
