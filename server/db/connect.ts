import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { log } from '../services/log/logger.ts';
import type { Database } from './schema/index.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL. */
  url?: string | undefined;
  /** Folder of the embedded SQLite file; ':memory:' keeps it in memory. */
  dataDir: string;
}

const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
];

function openSqlite(dataDir: string): DatabaseSync {
  let location = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    location = join(dataDir, 'worklane.sqlite');
  }
  const database = new DatabaseSync(location);
  for (const pragma of SQLITE_PRAGMAS) database.exec(pragma);
  assertSqliteDurability(database, location === ':memory:');
  return database;
}

/** Refuses to run on a database that would not keep committed data or referential integrity. */
function assertSqliteDurability(database: DatabaseSync, inMemory: boolean) {
  const read = (name: string) => Object.values(database.prepare(`PRAGMA ${name}`).get() ?? {})[0];
  const journal = read('journal_mode');
  const synchronous = read('synchronous');
  const foreignKeys = read('foreign_keys');
  if (!inMemory && journal !== 'wal') throw new Error(`SQLite journal_mode is ${journal}, not wal`);
  if (synchronous !== 2) throw new Error(`SQLite synchronous is ${synchronous}, not FULL`);
  if (foreignKeys !== 1) throw new Error('SQLite foreign keys are off');
}

const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool of a PostgreSQL database, for what Kysely cannot say (COPY). */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    // No JIT: searches are short queries whose forced word-index plans look costly to the
    // planner, which would spend longer compiling them than running them.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // An idle connection the server closes (restart, failover, a forced drop) is replaced on the
    // next query; without a listener its 'error' event would end the process.
    pool.on('error', (error) =>
      log.warn({ err: error }, 'database connection closed by the server'),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  return new Kysely<Database>({ dialect: nodeSqliteDialect(openSqlite(options.dataDir)) });
}
