import { sql } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../schema/index.ts';

/** Number of rows in a table (PostgreSQL returns counts as strings). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A round trip to the database; rejects when it cannot be reached. */
export async function pingDatabase(db: Db) {
  await sql`select 1`.execute(db);
}
