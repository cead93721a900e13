/**
 * `npm run keys:rotate`: adds a new token-signing key for the embedded provider. Restart the nodes
 * to sign with it; the previous key stays published so tokens it signed keep verifying.
 */
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { rotateSigningKey, signingKeys } from '../server/identity/provider/keys.ts';

const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  await rotateSigningKey(db);
  const keys = await signingKeys(db);
  console.log(`Signing with key ${keys[0]?.kid}; ${keys.length} key(s) published.`);
} finally {
  await db.destroy();
}
