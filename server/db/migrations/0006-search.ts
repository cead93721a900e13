import { type Migration, sql } from 'kysely';
import { type AnyDb, identity, isPostgres, oneOf } from '../dialect.ts';
import { jobVector, refreshJobIndex } from './search-legacy.ts';

/** Every job's search vector in the column this migration adds (0021 moves them to a table). */
export async function fillJobVectors(db: AnyDb) {
  await sql`
    update jobs set search_vector = ${jobVector(sql.ref('jobs.title'), sql.ref('s.names'), sql.ref('jobs.description'))}
    from (
      select jobs.id, string_agg(skills.name, ' ') as names
      from jobs
      left join job_skills on job_skills.job_id = jobs.id
      left join skills on skills.id = job_skills.skill_id
      group by jobs.id
    ) s
    where s.id = jobs.id`.execute(db);
}

/**
 * Full-text search over jobs (SQLite FTS5, PostgreSQL tsvector with GIN) and the typeahead's
 * suggestions: distinct titles and skills, with every word of each name indexed for prefixes.
 */
export const search: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) {
      await sql`alter table jobs add column search_vector tsvector`.execute(db);
      await sql`create index jobs_search_vector on jobs using gin (search_vector)`.execute(db);
      await fillJobVectors(db);
    } else {
      await sql`create virtual table jobs_fts using fts5(title, skills, description, tokenize = 'unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await refreshJobIndex(db);
    }

    await db.schema
      .createTable('search_suggestions')
      .addColumn('id', 'integer', identity(db))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('skill_id', 'integer')
      .addColumn('healthcare', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('job_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('years_range', 'text')
      .addCheckConstraint('search_suggestions_type', oneOf('type', ['T', 'S']))
      .execute();
    await db.schema
      .createTable('search_suggestion_terms')
      // Byte order on both databases, so a prefix is a plain range scan of the index.
      .addColumn('term', isPostgres(db) ? sql`text collate "C"` : 'text', (c) => c.notNull())
      .addColumn('suggestion_id', 'integer', (c) =>
        c.notNull().references('search_suggestions.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('search_suggestion_terms_pk', ['term', 'suggestion_id'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('search_suggestion_terms').execute();
    await db.schema.dropTable('search_suggestions').execute();
    if (isPostgres(db)) {
      await sql`drop index jobs_search_vector`.execute(db);
      await sql`alter table jobs drop column search_vector`.execute(db);
    } else {
      await sql`drop table jobs_fts`.execute(db);
    }
  },
};
