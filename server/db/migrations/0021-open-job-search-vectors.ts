import { type Migration, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../dialect.ts';
import { fillJobVectors } from './0006-search.ts';
import { idRangeMarks, searchVector } from './search-legacy.ts';

/** The skills of the job a trigger fires for, space-separated. */
const skillsOfNewJob = (aggregate: string) => sql`(
  select ${sql.raw(aggregate)}(skills.name, ' ') from job_skills
  join skills on skills.id = job_skills.skill_id
  where job_skills.job_id = new.id)`;

/**
 * The text index holds open jobs only, so the newest matches are the newest open ones, and on
 * PostgreSQL it moves to a table of its own whose vectors also mark each job's id ranges
 * (ID_RANGE_BITS): a search reads the newest matches range by range instead of every match. A
 * job whose status changes enters or leaves the index by trigger.
 */
export const openJobSearchVectors: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) {
      // A larger sort memory for this transaction builds the text index of a big table in one pass.
      await sql`set local maintenance_work_mem = '256MB'`.execute(db);
      await sql`
        create table job_search_vectors (
          job_id integer primary key references jobs (id) on delete cascade,
          search_vector tsvector not null
        )`.execute(db);
      await sql`
        insert into job_search_vectors (job_id, search_vector)
        select id, search_vector || ${idRangeMarks(sql.ref('id'))} from jobs
        where status = 'open' and search_vector is not null
        order by id`.execute(db);
      await sql`create index job_search_vectors_text on job_search_vectors using gin (search_vector)`.execute(
        db,
      );
      await sql`analyze job_search_vectors`.execute(db);
      await sql`drop index jobs_search_vector`.execute(db);
      await sql`alter table jobs drop column search_vector`.execute(db);
      const vector = searchVector(
        sql.ref('new.id'),
        sql.ref('new.title'),
        skillsOfNewJob('string_agg'),
        sql.ref('new.description'),
      );
      await sql`
        create function job_search_vectors_follow_status() returns trigger language plpgsql as $$
        begin
          delete from job_search_vectors where job_id = new.id;
          if new.status = 'open' then
            insert into job_search_vectors (job_id, search_vector) values (new.id, ${vector});
          end if;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger jobs_search_follow_status after update of status on jobs
        for each row when (old.status is distinct from new.status)
        execute function job_search_vectors_follow_status()`.execute(db);
      return;
    }
    await sql`delete from jobs_fts where rowid in (select id from jobs where status <> 'open')`.execute(
      db,
    );
    await sql`
      create trigger jobs_fts_follow_status after update of status on jobs
      when old.status is not new.status
      begin
        delete from jobs_fts where rowid = new.id;
        insert into jobs_fts (rowid, title, skills, description)
        select new.id, new.title, coalesce(${skillsOfNewJob('group_concat')}, ''), new.description
        where new.status = 'open';
      end`.execute(db);
  },

  async down(db: AnyDb) {
    if (isPostgres(db)) {
      await sql`drop trigger jobs_search_follow_status on jobs`.execute(db);
      await sql`drop function job_search_vectors_follow_status`.execute(db);
      await sql`drop table job_search_vectors`.execute(db);
      await sql`alter table jobs add column search_vector tsvector`.execute(db);
      await sql`create index jobs_search_vector on jobs using gin (search_vector)`.execute(db);
      await fillJobVectors(db);
      return;
    }
    await sql`drop trigger jobs_fts_follow_status`.execute(db);
    await sql`
      insert into jobs_fts (rowid, title, skills, description)
      select jobs.id, jobs.title, coalesce(group_concat(skills.name, ' '), ''), jobs.description
      from jobs
      left join job_skills on job_skills.job_id = jobs.id
      left join skills on skills.id = job_skills.skill_id
      where jobs.status <> 'open'
      group by jobs.id`.execute(db);
  },
};
