import type { Migration } from 'kysely';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

/** The file categories this migration knew; later ones are added by the migrations that bring them. */
export const FILE_CATEGORIES_0012 = [
  'SHOWCASE',
  'EDUCATION',
  'PROFILE',
  'RESUME',
  'CANDIDATE_OFFER',
  'BACKGROUND',
] as const;

const PROFILE_COLUMNS: [string, 'text' | 'integer'][] = [
  ['address', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['country', 'text'],
  ['zip_code', 'text'],
  ['employer_name', 'text'],
  ['job_title', 'text'],
  ['overall_years_of_experience', 'integer'],
  ['worked_from', 'text'],
  ['worked_till', 'text'],
  ['public_key', 'text'],
  ['referral_code', 'text'],
  ['referred_by_candidate_id', 'integer'],
  ['avatar_file_id', 'integer'],
  ['video_file_id', 'integer'],
  ['device_token', 'text'],
  ['profile_completed_at', 'text'],
];

/**
 * The candidate profile: the wizard's fields, work history with showcases, education with
 * documents, stored files and resumes, the checklist, the public-profile key and what it shows,
 * notification e-mail preferences, accepted terms versions and referrals.
 */
export const profile: Migration = {
  async up(db: AnyDb) {
    for (const [name, type] of PROFILE_COLUMNS)
      await db.schema.alterTable('candidates').addColumn(name, type).execute();
    for (const [name, fallback] of [
      ['profile_visibility', '{}'],
      ['notification_preferences', '{}'],
      ['consented_versions', '{}'],
    ] as const)
      await db.schema
        .alterTable('candidates')
        .addColumn(name, 'text', (c) => c.notNull().defaultTo(fallback))
        .execute();
    await db.schema
      .createIndex('candidates_public_key')
      .on('candidates')
      .column('public_key')
      .unique()
      .execute();
    await db.schema
      .createIndex('candidates_referral_code')
      .on('candidates')
      .column('referral_code')
      .unique()
      .execute();
    await db.schema
      .createIndex('candidates_referred_by')
      .on('candidates')
      .column('referred_by_candidate_id')
      .execute();

    await db.schema
      .createTable('files')
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
      .addCheckConstraint('files_category', oneOf('category', FILE_CATEGORIES_0012))
      .execute();
    await db.schema.createIndex('files_candidate').on('files').column('candidate_id').execute();

    await db.schema
      .createTable('resumes')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('file_id', 'integer', (c) =>
        c.notNull().references('files.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('resumes_candidate').on('resumes').column('candidate_id').execute();

    await db.schema
      .createTable('work_history')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('worked_with', 'text', (c) => c.notNull())
      .addColumn('worked_from', 'text', (c) => c.notNull())
      .addColumn('worked_till', 'text')
      .addColumn('description', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('work_history_candidate')
      .on('work_history')
      .column('candidate_id')
      .execute();
    await db.schema
      .createTable('work_history_showcases')
      .addColumn('id', 'integer', identity(db))
      .addColumn('work_history_id', 'integer', (c) =>
        c.notNull().references('work_history.id').onDelete('cascade'),
      )
      .addColumn('file_id', 'integer', (c) =>
        c.notNull().references('files.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('educations')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('institution', 'text', (c) => c.notNull())
      .addColumn('degree', 'text', (c) => c.notNull())
      .addColumn('field_of_study', 'text')
      .addColumn('started_on', 'text')
      .addColumn('finished_on', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('educations_candidate')
      .on('educations')
      .column('candidate_id')
      .execute();
    await db.schema
      .createTable('education_documents')
      .addColumn('id', 'integer', identity(db))
      .addColumn('education_id', 'integer', (c) =>
        c.notNull().references('educations.id').onDelete('cascade'),
      )
      .addColumn('file_id', 'integer', (c) =>
        c.notNull().references('files.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('checklist_items')
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_on', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('checklist_items_pk', ['candidate_id', 'item_key'])
      .execute();

    await db.schema
      .createTable('profile_views')
      .addColumn('id', 'integer', identity(db))
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('enterprise_id', 'integer', (c) =>
        c.references('enterprises.id').onDelete('set null'),
      )
      .addColumn('viewed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('profile_views_candidate')
      .on('profile_views')
      .columns(['candidate_id', 'viewed_at'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      'profile_views',
      'checklist_items',
      'education_documents',
      'educations',
      'work_history_showcases',
      'work_history',
      'resumes',
      'files',
    ])
      await db.schema.dropTable(table).execute();
    for (const index of [
      'candidates_referred_by',
      'candidates_referral_code',
      'candidates_public_key',
    ])
      await db.schema.dropIndex(index).execute();
    for (const name of [
      'consented_versions',
      'notification_preferences',
      'profile_visibility',
      ...PROFILE_COLUMNS.map(([n]) => n).reverse(),
    ])
      await db.schema.alterTable('candidates').dropColumn(name).execute();
  },
};
