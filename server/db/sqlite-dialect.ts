import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** node:sqlite binds numbers, strings, bigints, buffers and null; booleans become 0/1. */
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}

/** Distinct statements kept compiled; the app issues a few hundred shapes of query. */
const STATEMENT_CACHE = 500;

/**
 * Adapts node:sqlite's DatabaseSync to the statement interface Kysely's own SqliteDialect drives,
 * so Kysely keeps its query compiler, transactions and migrations unchanged. Compiled statements
 * are reused by their SQL text (least recently used go first); SQLite recompiles one by itself
 * when the schema changed under it. Nothing streams rows, so a statement is never shared by two
 * reads at once.
 */
function adapt(database: DatabaseSync): SqliteDatabase {
  const compiled = new LRUCache<string, { statement: StatementSync; reader: boolean }>({
    max: STATEMENT_CACHE,
  });
  const compile = (sql: string) => {
    let entry = compiled.get(sql);
    if (!entry) {
      const statement = database.prepare(sql);
      entry = { statement, reader: statement.columns().length > 0 };
      compiled.set(sql, entry);
    }
    return entry;
  };
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const { statement, reader } = compile(sql);
      return {
        reader,
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
