/**
 * `npm run migrate [-- down]`: applies every pending migration, or reverts the latest one.
 */
import { openDatabase } from '../server/db/connect.ts';
import { migrateDown, migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';

const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const names = process.argv[2] === 'down' ? await migrateDown(db) : await migrateToLatest(db);
  console.log(names.length ? `Done: ${names.join(', ')}` : 'Nothing to do.');
} finally {
  await db.destroy();
}
