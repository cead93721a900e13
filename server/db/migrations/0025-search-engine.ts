import { type Migration, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { refreshJobIndex } from '../repositories/search-refresh.ts';
import { fillJobVectors } from './0006-search.ts';
import { openJobSearchVectors } from './0021-open-job-search-vectors.ts';
import { refreshJobIndex as fillLegacyIndex } from './search-legacy.ts';

/**
 * The search index becomes a document per job of stemmed terms (repositories/search-index.ts):
 * on SQLite an FTS5 index over the content table `job_search_docs`, kept in step by triggers; on
 * PostgreSQL a weighted tsvector per job with a GIN index. Filterable facets are indexed as tokens
 * too (search-text.ts), so filters narrow the index rather than each match's row. Every job is indexed whatever its
 * status; searches keep to open, unexpired jobs, so closing or reopening a job needs no index
 * change. `search_vocabulary` lists the terms with how many jobs hold them, for typo correction.
 */
export const searchEngine: Migration = {
  async up(db: AnyDb) {
    const pg = isPostgres(db);
    if (pg) {
      await sql`drop trigger jobs_search_follow_status on jobs`.execute(db);
      await sql`drop function job_search_vectors_follow_status`.execute(db);
      await sql`drop table job_search_vectors`.execute(db);
      await sql`
        create table job_search_docs (
          job_id integer primary key references jobs (id) on delete cascade,
          search_vector tsvector not null
        )`.execute(db);
    } else {
      await sql`drop trigger jobs_fts_follow_status`.execute(db);
      await sql`drop table jobs_fts`.execute(db);
      await sql`
        create table job_search_docs (
          job_id integer primary key references jobs (id) on delete cascade,
          title text not null,
          skills text not null,
          employer text not null,
          place text not null,
          description text not null,
          facets text not null
        )`.execute(db);
      await sql`
        create virtual table job_search_fts using fts5(
          title, skills, employer, place, description, facets,
          content = 'job_search_docs', content_rowid = 'job_id', tokenize = 'unicode61')`.execute(
        db,
      );
      const values = (row: string) =>
        sql.raw(
          `${row}.job_id, ${row}.title, ${row}.skills, ${row}.employer, ${row}.place, ${row}.description, ${row}.facets`,
        );
      const columns = sql.raw('title, skills, employer, place, description, facets');
      await sql`
        create trigger job_search_docs_added after insert on job_search_docs begin
          insert into job_search_fts (rowid, ${columns}) values (${values('new')});
        end`.execute(db);
      await sql`
        create trigger job_search_docs_removed after delete on job_search_docs begin
          insert into job_search_fts (job_search_fts, rowid, ${columns}) values ('delete', ${values('old')});
        end`.execute(db);
      await sql`
        create trigger job_search_docs_changed after update on job_search_docs begin
          insert into job_search_fts (job_search_fts, rowid, ${columns}) values ('delete', ${values('old')});
          insert into job_search_fts (rowid, ${columns}) values (${values('new')});
        end`.execute(db);
    }
    await sql`
      create table search_vocabulary (
        term text ${pg ? sql`collate "C"` : sql``} primary key,
        word text not null,
        docs integer not null default 0
      )`.execute(db);
    await refreshJobIndex(db, undefined, { ownWords: false });
    if (pg) {
      await sql`set local maintenance_work_mem = '256MB'`.execute(db);
      await sql`create index job_search_docs_vector on job_search_docs using gin (search_vector)`.execute(
        db,
      );
      await sql`analyze job_search_docs`.execute(db);
    }
  },

  async down(db: AnyDb) {
    await sql`drop table search_vocabulary`.execute(db);
    if (isPostgres(db)) {
      await sql`drop table job_search_docs`.execute(db);
      // 0021 moves 0006's vectors from the jobs table into its own.
      await sql`alter table jobs add column search_vector tsvector`.execute(db);
      await sql`create index jobs_search_vector on jobs using gin (search_vector)`.execute(db);
      await fillJobVectors(db);
    } else {
      await sql`drop table job_search_fts`.execute(db);
      await sql`drop table job_search_docs`.execute(db);
      await sql`create virtual table jobs_fts using fts5(title, skills, description, tokenize = 'unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await fillLegacyIndex(db);
    }
    await openJobSearchVectors.up(db);
  },
};
