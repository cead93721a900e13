import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations and checks work on any schema
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-generated integer primary key on either database. */
export function identity(db: AnyDb) {
  const pg = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** A CHECK that a column holds one of the codes of a code table (or NULL). */
export function oneOf(column: string, codes: readonly string[]) {
  const list = sql.join(codes.map((code) => sql.lit(code)));
  return sql`${sql.ref(column)} is null or ${sql.ref(column)} in (${list})`;
}
