import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createPostgresDb, TEST_DATABASE_URL } from './db.ts';

/**
 * One throwaway database that several nodes open on their own: a PostgreSQL database of its own
 * when DATABASE_URL says so, otherwise a SQLite file in a temporary folder. On PostgreSQL `open()`
 * gives a new connection pool, as another node would have. SQLite has a single writer and its
 * connections wait synchronously for each other's locks, so within one process every `open()`
 * shares one connection. `env` is what a server process needs to use the database.
 */
export interface SharedDb {
  dialect: 'sqlite' | 'postgres';
  url: string | undefined;
  dataDir: string;
  env: Record<string, string>;
  open(): Db;
  /** Closes every connection opened so far, as stopping the nodes would. */
  close(): Promise<void>;
  destroy(): Promise<void>;
}

export async function createSharedDb(options: { migrate?: boolean } = {}): Promise<SharedDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worklane-shared-'));
  const opened: Db[] = [];
  const migrate = options.migrate !== false;
  const created = TEST_DATABASE_URL
    ? await createPostgresDb(TEST_DATABASE_URL, migrate)
    : undefined;
  const url = created?.url;
  const shared: SharedDb = {
    dialect: url ? 'postgres' : 'sqlite',
    url,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url ?? '' },
    open() {
      if (!url && opened[0]) return opened[0];
      const db = openDatabase({ url, dataDir });
      opened.push(db);
      return db;
    },
    async close() {
      const closing = opened.splice(0);
      await Promise.all(closing.map((db) => db.destroy().catch(() => undefined)));
    },
    async destroy() {
      await shared.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (migrate && (created?.needsMigrating ?? true)) await migrateToLatest(shared.open());
  return shared;
}
