import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

/** node:sqlite binds numbers, strings, bigints, buffers and null; booleans become 0/1. */
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}

/**
 * Adapts node:sqlite's DatabaseSync to the statement interface Kysely's own SqliteDialect drives,
 * so Kysely keeps its query compiler, transactions and migrations unchanged.
 */
function adapt(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
    },
  };
}

export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: adapt(database) });
}
