import type { Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { countRows } from './repositories/count.ts';
import { countEnterprises } from './repositories/enterprises.ts';
import { rebuildSuggestions } from './repositories/suggestions.ts';
import { seedDemoData } from './seed/demo-data.ts';

/** Boot-time database preparation: migrate, then seed demo data into an empty database. */
export async function prepareDatabase(db: Db, options: { seed: boolean }) {
  const applied = await migrateToLatest(db);
  const seeded = options.seed && (await countEnterprises(db)) === 0 ? await seedDemoData(db) : null;
  // A database from before the typeahead existed gets its suggestions once.
  if (!seeded && (await countRows(db, 'search_suggestions')) === 0) await rebuildSuggestions(db);
  return { applied, seeded };
}
