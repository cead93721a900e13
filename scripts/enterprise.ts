/**
 * `npm run enterprise -- key <enterprise-key> [label]`: creates an API key for an enterprise and
 * prints it once. `npm run enterprise -- list` lists the enterprises and their keys (slugs).
 */
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { findEnterpriseByKey, listEnterprises } from '../server/db/repositories/enterprises.ts';
import { loadEnv } from '../server/env.ts';
import { createApiKey } from '../server/services/enterprise/api-keys.ts';

const [command, enterpriseKey, label = 'cli'] = process.argv.slice(2);
const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  if (command === 'list') {
    for (const e of await listEnterprises(db)) {
      console.log(`${e.key}\t${e.establishment_name}`);
    }
  } else if (command === 'key' && enterpriseKey) {
    const enterprise = await findEnterpriseByKey(db, enterpriseKey);
    if (!enterprise) {
      console.error(`No enterprise with key ${enterpriseKey}: see \`npm run enterprise -- list\`.`);
      process.exitCode = 1;
    } else {
      console.log(await createApiKey(db, enterprise.id, label));
    }
  } else {
    console.error('Usage: npm run enterprise -- key <enterprise-key> [label] | list');
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
