import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createPostgresDb, TEST_DATABASE_URL } from './db.ts';

/**
 * Global setup of the projects that create PostgreSQL databases: migrating a new database takes
 * most of a second, copying a migrated one a twentieth. The run migrates one template, its tests
 * copy it (createTestDb), and the template is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  if (!TEST_DATABASE_URL) return;
  const template = await createPostgresDb(TEST_DATABASE_URL, false);
  const db = openDatabase({ url: template.url, dataDir: '' });
  try {
    await migrateToLatest(db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await db.destroy();
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
