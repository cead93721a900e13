import type { Migration } from 'kysely';
import type { AnyDb } from '../dialect.ts';

/** The candidate's skills with years of experience (spec 3); sign-in routing depends on them. */
export const candidateSkills: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('candidate_skills')
      .addColumn('candidate_id', 'integer', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id'))
      .addColumn('years_of_experience', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('candidate_skills_pk', ['candidate_id', 'skill_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('candidate_skills').execute();
  },
};
