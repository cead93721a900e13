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
/** The table of the word index, by far the longest to build: each part gets a connection of its own. */
const TEXT_TABLE = 'job_search_docs';

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

/** Runs statements one after another on a connection of their own, with room to sort in. */
const onConnection = (db: Db, statements: (connection: Db) => Promise<unknown>) =>
  db.connection().execute(async (connection) => {
    await sql`set maintenance_work_mem = '512MB'`.execute(connection);
    await statements(connection);
    await sql`reset maintenance_work_mem`.execute(connection);
  });

/** The relation holding a table's out-of-line values, if it has one. */
async function toastOf(db: Db, table: string): Promise<string | undefined> {
  const { rows } = await sql<{ toast: string }>`
    select reltoastrelid::regclass::text as toast from pg_class
    where oid = ${table}::regclass and reltoastrelid <> 0`.execute(db);
  return rows[0]?.toast;
}

const addKey = (db: Db, key: Dropped) =>
  sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
    db,
  );

/**
 * Drops the job tables' foreign keys and plain indexes (PostgreSQL only; elsewhere nothing).
 * Returns the step that puts them back once the jobs are in, on connections side by side:
 * - each part of the word index (word-index.ts), by far the longest builds, on one of its own;
 * - on another, the other tables are vacuumed, get their keys back and their indexes rebuilt,
 *   and the word index's table's out-of-line values are vacuumed (a relation of their own,
 *   which the builds only read);
 * then the word index's table gets its keys back and is vacuumed (both wait on the builds' lock).
 * Other work may go on beside the step: it locks no table against reading or adding rows.
 */
export async function suspendJobIndexes(db: Db): Promise<() => Promise<void>> {
  if (!isPostgres(db)) return async () => {};
  const keys = await foreignKeys(db);
  const indexes = await plainIndexes(db);
  for (const key of keys)
    await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // The tables are vacuumed and analysed once, after, rather than over and over while they grow.
  await autovacuum(db, false);
  return async () => {
    await autovacuum(db, true);
    const toast = await toastOf(db, TEXT_TABLE);
    const lanes = await Promise.allSettled([
      ...indexes
        .filter((index) => index.table === TEXT_TABLE)
        .map((index) =>
          onConnection(db, (connection) => sql.raw(index.definition).execute(connection)),
        ),
      onConnection(db, async (connection) => {
        const others = TABLES.filter((table) => table !== TEXT_TABLE);
        await sql`vacuum (analyze) ${sql.join(others.map((table) => sql.table(table)))}`.execute(
          connection,
        );
        for (const key of keys.filter((key) => key.table !== TEXT_TABLE))
          await addKey(connection, key);
        for (const index of indexes.filter((index) => index.table !== TEXT_TABLE))
          await sql.raw(index.definition).execute(connection);
        if (toast) await sql`vacuum ${sql.raw(toast)}`.execute(connection);
        // An expression index's statistics are gathered only once the index exists.
        await sql`analyze jobs`.execute(connection);
      }),
    ]);
    // Every lane settles before any failure is thrown: none is left holding its connection.
    for (const outcome of lanes) if (outcome.status === 'rejected') throw outcome.reason;
    for (const key of keys.filter((key) => key.table === TEXT_TABLE)) await addKey(db, key);
    await sql`vacuum (analyze, process_toast false) ${sql.table(TEXT_TABLE)}`.execute(db);
  };
}
