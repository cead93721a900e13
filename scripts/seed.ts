/**
 * `npm run seed`: migrates, then fills an empty database with the demo data. The same seed gives
 * the same data; a database that already has enterprises is left as it is.
 * Usage: node scripts/seed.ts [--seed N] [--jobs N]
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { countEnterprises } from '../server/db/repositories/enterprises.ts';
import { seedDemoData } from '../server/db/seed/demo-data.ts';
import { loadEnv } from '../server/env.ts';

const { values } = parseArgs({ options: { seed: { type: 'string' }, jobs: { type: 'string' } } });
const env = loadEnv();
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateToLatest(db);
  if ((await countEnterprises(db)) > 0) {
    console.log('The database already has data; nothing seeded.');
  } else {
    const summary = await seedDemoData(db, {
      seed: values.seed ? Number(values.seed) : undefined,
      jobs: values.jobs ? Number(values.jobs) : undefined,
    });
    console.log(`Seeded: ${JSON.stringify(summary)}`);
  }
} finally {
  await db.destroy();
}
