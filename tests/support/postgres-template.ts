import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { adminQuery, TEST_DATABASE_URL } from './db.ts';

/**
 * Global setup of the projects that create PostgreSQL databases: migrating a new database takes
 * most of a second, copying a migrated one a twentieth. The run migrates one template, its tests
 * copy it (createTestDb), and the template is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  if (!TEST_DATABASE_URL) return;
  const name = `worklane_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(TEST_DATABASE_URL, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.toString(), dataDir: '' });
  try {
    await migrateToLatest(db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await db.destroy();
  }
  project.provide('postgresTemplate', name);
  return () =>
    adminQuery(TEST_DATABASE_URL as string, `drop database if exists ${name} with (force)`);
}
