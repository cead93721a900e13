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
const wordIndexReaders = new WeakMap<Db, Db>();

/** The connection pool of a PostgreSQL database, for what Kysely cannot say (COPY). */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * PostgreSQL connections for reads that must go through the word index (match-count.ts): they
 * never scan a table whole or start parallel workers, and their queries leave no index walk to
 * choose (match-query.ts), so indexes serve only lookups of the matches' jobs. Their own
 * connections carry these settings, so such a read is one round trip, not a transaction that
 * sets them first. Undefined on SQLite.
 */
export function wordIndexReaderOf(db: Db): Db | undefined {
  return wordIndexReaders.get(db);
}

// No JIT: searches are short queries whose forced word-index plans look costly to the planner,
// which would spend longer compiling them than running them.
const NO_JIT = '-c jit=off';
const WORD_INDEX_ONLY = '-c enable_seqscan=off -c max_parallel_workers_per_gather=0';

function postgresPool(url: string, max: number, options: string) {
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle connection the server closes (restart, failover, a forced drop) is replaced on the
  // next query; without a listener its 'error' event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection closed by the server'));
  return pool;
}

/** A PostgreSQL database whose word-index reader closes with it. */
class PostgresDb extends Kysely<Database> {
  readonly #reader: Db;
  constructor(pool: pg.Pool, reader: Db) {
    super({ dialect: new PostgresDialect({ pool }) });
    this.#reader = reader;
  }
  override async destroy() {
    await Promise.all([this.#reader.destroy(), super.destroy()]);
  }
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = postgresPool(options.url, 10, NO_JIT);
    const reader = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: postgresPool(options.url, 4, `${NO_JIT} ${WORD_INDEX_ONLY}`),
      }),
    });
    const db = new PostgresDb(pool, reader);
    pools.set(db, pool);
    wordIndexReaders.set(db, reader);
    return db;
  }
  return new Kysely<Database>({ dialect: nodeSqliteDialect(openSqlite(options.dataDir)) });
}
