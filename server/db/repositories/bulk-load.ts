import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import { isPostgres } from '../dialect.ts';

/**
 * Bulk loading of many jobs into PostgreSQL, as its manual advises for populating a database:
 * the job tables' foreign keys and their indexes other than primary keys and unique constraints
 * are dropped while the jobs are copied in, and put back once after. Checking a key row by row
 * and growing an index entry by entry cost more than the copy itself; a key is checked again in
 * one query, and an index built from sorted entries.
 */
const TABLES = ['jobs', 'job_skills', 'job_search_docs', 'job_search_own'];
/** The text index, by far the longest to build: it gets a connection of its own. */
const TEXT_INDEX = 'job_search_docs_vector';
const VACUUMED = sql.raw('jobs, job_skills, job_search_docs, job_search_own');

interface Dropped {
  table: string;
  name: string;
  definition: string;
}

async function foreignKeys(db: Db): Promise<Dropped[]> {
  const { rows } = await sql<Dropped>`
    select conrelid::regclass::text as table, conname as name,
      pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid = any(${TABLES}::regclass[])
    order by conrelid, conname`.execute(db);
  return rows;
}

/** Indexes that back no constraint: those a primary key or unique constraint needs stay. */
async function plainIndexes(db: Db): Promise<Dropped[]> {
  const { rows } = await sql<Dropped>`
    select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name,
      pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${TABLES}::regclass[])
      and not exists (select from pg_constraint c where c.conindid = i.indexrelid)
    order by i.indrelid, i.indexrelid`.execute(db);
  return rows;
}

const autovacuum = (db: Db, on: boolean) =>
  Promise.all(
    TABLES.map((table) =>
      sql`alter table ${sql.table(table)} set (autovacuum_enabled = ${sql.lit(on)})`.execute(db),
    ),
  );

/**
 * Drops the job tables' foreign keys and plain indexes (PostgreSQL only; elsewhere nothing).
 * Returns the step that puts the keys back and analyses the tables once the jobs are in; it gives
 * back the build of the indexes, to start when other work may go on meanwhile: the text index on
 * one connection and the others on a second, so the two run side by side.
 */
export async function suspendJobIndexes(db: Db): Promise<() => Promise<() => Promise<void>>> {
  if (!isPostgres(db)) return async () => async () => {};
  const keys = await foreignKeys(db);
  const indexes = await plainIndexes(db);
  for (const key of keys)
    await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // The tables are vacuumed and analysed once, after, rather than over and over while they grow.
  await autovacuum(db, false);
  return async () => {
    await autovacuum(db, true);
    await sql`vacuum (analyze) ${VACUUMED}`.execute(db);
    for (const key of keys)
      await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
    const build = (names: Dropped[]) =>
      db.connection().execute(async (connection) => {
        await sql`set maintenance_work_mem = '512MB'`.execute(connection);
        for (const index of names) await sql.raw(index.definition).execute(connection);
        await sql`reset maintenance_work_mem`.execute(connection);
      });
    return async () => {
      // Both settle before any failure is thrown: neither is left holding its connection.
      const builds = await Promise.allSettled([
        build(indexes.filter((index) => index.name === TEXT_INDEX)),
        build(indexes.filter((index) => index.name !== TEXT_INDEX)),
      ]);
      for (const outcome of builds) if (outcome.status === 'rejected') throw outcome.reason;
      // An expression index's statistics are gathered only once the index exists.
      await sql`analyze jobs`.execute(db);
    };
  };
}
