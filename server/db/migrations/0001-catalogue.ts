import type { Migration } from 'kysely';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  PAY_PERIODS,
  WORK_MODES,
} from '../../../src/shared/code-tables.ts';
import { type AnyDb, identity, oneOf } from '../dialect.ts';

/** Enterprises with their domains and branding, the curated skills and titles, and jobs. */
export const catalogue: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('enterprises')
      .addColumn('id', 'integer', identity(db))
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('establishment_name', 'text', (c) => c.notNull())
      .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('theme', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('exclusive_candidate_theme', 'text')
      .addColumn('nav_bar_logo_url', 'text')
      .addColumn('exclusive_candidate_logo_url', 'text')
      .addColumn('career_portal_favicon_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('enterprise_domains')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'integer', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('enterprise_domains_enterprise')
      .on('enterprise_domains')
      .column('enterprise_id')
      .execute();

    await db.schema
      .createTable('skills')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('sector', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('job_titles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull().unique())
      .addColumn('sector', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', identity(db))
      .addColumn('enterprise_id', 'integer', (c) =>
        c.notNull().references('enterprises.id').onDelete('cascade'),
      )
      .addColumn('job_title_id', 'integer', (c) => c.references('job_titles.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('work_mode', 'text', (c) => c.notNull())
      .addColumn('employment_type', 'text', (c) => c.notNull())
      .addColumn('experience_level', 'text', (c) => c.notNull())
      .addColumn('education', 'text')
      .addColumn('duration', 'text')
      .addColumn('pay_min', 'integer')
      .addColumn('pay_max', 'integer')
      .addColumn('pay_currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .addColumn('pay_period', 'text')
      .addColumn('easy_apply', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('posted_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('jobs_work_mode', oneOf('work_mode', Object.keys(WORK_MODES)))
      .addCheckConstraint(
        'jobs_employment_type',
        oneOf('employment_type', Object.keys(EMPLOYMENT_TYPES)),
      )
      .addCheckConstraint(
        'jobs_experience_level',
        oneOf('experience_level', Object.keys(EXPERIENCE_LEVELS)),
      )
      .addCheckConstraint('jobs_education', oneOf('education', Object.keys(EDUCATION_LEVELS)))
      .addCheckConstraint('jobs_pay_period', oneOf('pay_period', Object.keys(PAY_PERIODS)))
      .addCheckConstraint('jobs_status', oneOf('status', Object.keys(JOB_STATUSES)))
      .execute();
    await db.schema
      .createIndex('jobs_status_posted')
      .on('jobs')
      .columns(['status', 'posted_at'])
      .execute();
    await db.schema.createIndex('jobs_enterprise').on('jobs').column('enterprise_id').execute();

    await db.schema
      .createTable('job_skills')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
      .addColumn('min_years', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_years', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('job_skills_pk', ['job_id', 'skill_id'])
      .execute();
    await db.schema.createIndex('job_skills_skill').on('job_skills').column('skill_id').execute();
  },

  async down(db: AnyDb) {
    for (const table of ['job_skills', 'jobs', 'job_titles', 'skills', 'enterprise_domains']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropTable('enterprises').execute();
  },
};
