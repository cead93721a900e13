import { type Migration, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';

const COLUMNS = 'title, skills, employer, place, facets';
const values = (row: string) =>
  sql.raw(
    `${row}.job_id, ${row}.title, ${row}.skills, ${row}.employer, ${row}.place, ${row}.facets`,
  );

/**
 * SQLite gains a second FTS5 index over the same documents without their descriptions:
 * `job_own_fts`, the words a job states of itself (title, skills, employer, place) and its facets.
 * A search in titles or skills reads it: a word's list of jobs there holds only the jobs naming it
 * so, not every job that mentions it in passing, which a search limited to those columns of the
 * whole index reads and then sets aside. It is PostgreSQL's own-word vectors (0033), on SQLite.
 * Triggers keep it in step with `job_search_docs`, as 0025's keep the whole index.
 */
export const ownWordsFts: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) return;
    const columns = sql.raw(COLUMNS);
    await sql`
      create virtual table job_own_fts using fts5(
        ${columns},
        content = 'job_search_docs', content_rowid = 'job_id', tokenize = 'unicode61')`.execute(db);
    await sql`
      create trigger job_own_fts_added after insert on job_search_docs begin
        insert into job_own_fts (rowid, ${columns}) values (${values('new')});
      end`.execute(db);
    await sql`
      create trigger job_own_fts_removed after delete on job_search_docs begin
        insert into job_own_fts (job_own_fts, rowid, ${columns}) values ('delete', ${values('old')});
      end`.execute(db);
    await sql`
      create trigger job_own_fts_changed after update on job_search_docs begin
        insert into job_own_fts (job_own_fts, rowid, ${columns}) values ('delete', ${values('old')});
        insert into job_own_fts (rowid, ${columns}) values (${values('new')});
      end`.execute(db);
    await sql`insert into job_own_fts (job_own_fts) values ('rebuild')`.execute(db);
  },

  async down(db: AnyDb) {
    if (isPostgres(db)) return;
    for (const trigger of ['job_own_fts_added', 'job_own_fts_removed', 'job_own_fts_changed'])
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    await sql`drop table job_own_fts`.execute(db);
  },
};
